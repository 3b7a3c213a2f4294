//! Builds the actix-web application and runs it.

use actix_web::middleware::{ErrorHandlers, NormalizePath, TrailingSlash};
use actix_web::{web, App, HttpServer};
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use thiserror::Error;

use crate::config::ServeSettings;
use crate::seal::{SealError, Sealer};
use crate::store::{Store, StoreError};
use crate::{openapi, problem, routes};

#[derive(Debug, Error)]
pub enum ServeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
    #[error(transparent)]
    Seal(#[from] SealError),
    #[error("server failed: {0}")]
    Io(#[from] std::io::Error),
}

/// Largest request body accepted; a four-player score sheet is a few kilobytes.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Registers every route.
pub fn configure(config: &mut web::ServiceConfig) {
    config
        .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
        .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", openapi::document()))
        .configure(routes::configure);
}

fn sealer(settings: &ServeSettings) -> Result<Sealer, SealError> {
    if let Some(sealer) = Sealer::new(&settings.seal_keys) {
        tracing::info!(
            keys = settings.seal_keys.len(),
            "sealed states use the configured keys"
        );
        return Ok(sealer);
    }
    tracing::warn!(
        "no --seal-key / QUARTERDECK_SEAL_KEY: sealed states use a random key made now, so they \
         will not open after a restart or on another node"
    );
    Sealer::ephemeral()
}

pub fn run(settings: &ServeSettings) -> Result<(), ServeError> {
    // The store opens before the port: a bad database stops startup with a clear message.
    let store = web::Data::new(Store::open(&settings.database)?);
    tracing::info!(database = %settings.database.display(), "match store ready");
    let sealer = web::Data::new(sealer(settings)?);
    let workers = settings
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from));
    let server = HttpServer::new(move || {
        App::new()
            .app_data(store.clone())
            .app_data(sealer.clone())
            .wrap(ErrorHandlers::new().default_handler(problem::render_plain_errors))
            .wrap(NormalizePath::new(TrailingSlash::MergeOnly))
            .wrap(TracingLogger::default())
            .configure(configure)
    })
    .workers(workers)
    .bind(settings.addr)
    .map_err(|source| ServeError::Bind {
        addr: settings.addr,
        source,
    })?;
    for address in server.addrs() {
        tracing::info!(%address, "quarterdeck listening; Swagger UI at /docs/, scoring form at /score");
    }
    actix_web::rt::System::new().block_on(server.run())?;
    Ok(())
}
