//! Builds the actix-web application and runs it.

use actix_web::middleware::{ErrorHandlers, NormalizePath, TrailingSlash};
use actix_web::{web, App, HttpServer};
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::config::ServeSettings;
use crate::{openapi, problem, routes};

/// Largest request body accepted; a four-player score sheet is a few kilobytes.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Registers every route; shared by the server and in-process tests.
pub fn configure(config: &mut web::ServiceConfig) {
    config
        .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
        .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", openapi::document()))
        .configure(routes::configure);
}

pub fn run(settings: &ServeSettings) -> std::io::Result<()> {
    let workers = settings
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from));
    let server = HttpServer::new(|| {
        App::new()
            .wrap(ErrorHandlers::new().default_handler(problem::render_plain_errors))
            .wrap(NormalizePath::new(TrailingSlash::MergeOnly))
            .wrap(TracingLogger::default())
            .configure(configure)
    })
    .workers(workers)
    .bind(settings.addr)?;
    for address in server.addrs() {
        tracing::info!(%address, "quarterdeck listening; Swagger UI at /docs/, scoring form at /score");
    }
    actix_web::rt::System::new().block_on(server.run())
}
