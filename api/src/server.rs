//! Builds the actix-web application and runs it.

mod middleware;
#[cfg(test)]
mod tests;

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::{ErrorHandlers, NormalizePath, TrailingSlash};
use actix_web::{web, App, HttpMessage, HttpServer};
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use thiserror::Error;

use crate::bots::BotTimeLimit;
use crate::config::ServeSettings;
use crate::limits::MAX_BODY_BYTES;
use crate::logging::AccessLog;
use crate::matches::{self, Bots, WorkerSettings};
use crate::problem::ApiError;
use crate::routes::match_events::Streams;
use crate::seal::{SealError, SealKeys, Sealer};
use crate::store::{self, MatchStore, StoreError};
use crate::{openapi, problem, routes, webhooks};

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
    #[error(transparent)]
    Webhooks(#[from] webhooks::SenderError),
}

/// How often the webhook sender looks in the store for deliveries no commit on this node
/// announced: other nodes', retries come due, and those a stopped node left.
const WEBHOOK_POLL: std::time::Duration = std::time::Duration::from_secs(1);

/// Registers every route.
pub fn configure(config: &mut web::ServiceConfig) {
    config
        .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
        .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", openapi::document()))
        .configure(routes::configure);
}

fn sealer(settings: &ServeSettings) -> Result<Sealer, SealError> {
    let keys = settings
        .seal_keys
        .as_ref()
        .map_or(&[][..], SealKeys::as_slice);
    if let Some(sealer) = Sealer::new(keys) {
        tracing::info!(keys = keys.len(), "sealed states use the configured keys");
        return Ok(sealer);
    }
    tracing::warn!(
        "no --seal-key / QUARTERDECK_SEAL_KEY: sealed states use a random key made now, so they \
         will not open after a restart or on another node"
    );
    Sealer::ephemeral()
}

/// The application with every middleware around `routes` (the server passes [`configure`];
/// tests add routes of their own to drive the same application in-process).
pub fn app(
    store: web::Data<dyn MatchStore>,
    sealer: web::Data<Sealer>,
    routes: fn(&mut web::ServiceConfig),
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    App::new()
        .app_data(store)
        .app_data(sealer)
        .wrap_fn(|mut request, service| {
            // RFC 9110 §9.3.2: HEAD answers as GET would, without the body. The connection
            // remembers the request was HEAD and leaves the body out itself.
            if request.method() == Method::HEAD {
                request.head_mut().method = Method::GET;
                request.extensions_mut().insert(HeadRequest);
            }
            let refused = unsupported_body(&request);
            let answer = match refused {
                None => Ok(service.call(request)),
                Some(refusal) => Err(request.error_response(refusal)),
            };
            async move {
                match answer {
                    Ok(answer) => answer.await.map(ServiceResponse::map_into_left_body),
                    Err(refusal) => Ok(refusal.map_into_right_body()),
                }
            }
        })
        .wrap(ErrorHandlers::new().default_handler(problem::render_plain_errors))
        .wrap(NormalizePath::new(TrailingSlash::MergeOnly))
        .wrap(middleware::CatchPanics)
        .wrap(TracingLogger::<AccessLog>::new())
        .configure(routes)
        .service(unmatched())
}

/// Marks a HEAD request served as GET, for the handlers whose body never ends on its own (an
/// event stream): the connection would wait for a body it never sends.
#[derive(Debug, Clone, Copy)]
pub struct HeadRequest;

/// The pattern of the last resource, which every request reaches that no route took.
const UNMATCHED: &str = "/{_unmatched:.*}";

/// Registered after every route: actix's own 405 answer of a resource without routes lists,
/// in `Allow`, the methods of the routes whose path matched but whose method did not
/// (RFC 9110 §15.5.6); without any such route the path is unknown, a 404.
fn unmatched() -> impl actix_web::dev::HttpServiceFactory {
    web::resource(UNMATCHED).wrap_fn(|request, service| {
        let answer = service.call(request);
        async move {
            let mut response = answer.await?;
            match allowed(response.headers().get(header::ALLOW)) {
                Some(allow) => {
                    response.headers_mut().insert(header::ALLOW, allow);
                }
                None => *response.response_mut().status_mut() = StatusCode::NOT_FOUND,
            }
            Ok(response)
        }
    })
}

/// The Allow header of actix's own 405, which lists the methods of every route whose path
/// matched (RFC 9110 §15.5.6), without repeats and with HEAD wherever GET is (HEAD is served
/// as GET). `None` when no route matched the path.
fn allowed(allow: Option<&HeaderValue>) -> Option<HeaderValue> {
    let listed = allow?.to_str().ok()?;
    let mut methods: Vec<&str> = Vec::new();
    for method in listed.split(',').map(str::trim).filter(|m| !m.is_empty()) {
        if !methods.contains(&method) {
            methods.push(method);
        }
        if method == "GET" && !methods.contains(&"HEAD") {
            methods.push("HEAD");
        }
    }
    if methods.is_empty() {
        return None;
    }
    HeaderValue::from_str(&methods.join(", ")).ok()
}

/// A body sent with a Content-Type that is not JSON, to a path that exists (an unknown path
/// stays a 404). A missing Content-Type is read as JSON: mobile HTTP clients often send JSON
/// without naming it, and the body is still checked as JSON field by field.
fn unsupported_body(request: &ServiceRequest) -> Option<ApiError> {
    let carries_body = [Method::POST, Method::PUT, Method::PATCH].contains(request.method());
    if !carries_body {
        return None;
    }
    let content_type = request.headers().get(header::CONTENT_TYPE)?;
    // JSON first: matching the path against every route costs more than the request's own
    // work on the fast play paths, and a JSON body is never refused here.
    if is_json(content_type) {
        return None;
    }
    let routed = request
        .resource_map()
        .match_pattern(request.path())
        .is_some_and(|pattern| pattern != UNMATCHED);
    if !routed {
        return None;
    }
    let named = content_type
        .to_str()
        .unwrap_or("an unreadable Content-Type");
    Some(ApiError::UnsupportedMediaType(named.to_owned()))
}

/// `application/json` or any `application/…+json` (RFC 6839), with any parameters.
fn is_json(content_type: &HeaderValue) -> bool {
    let Ok(text) = content_type.to_str() else {
        return false;
    };
    let essence = text
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json"
        || essence
            .strip_prefix("application/")
            .is_some_and(|subtype| subtype.ends_with("+json"))
}

/// Waits for SIGTERM (what orchestrators send) or SIGINT (Ctrl-C); names the one that came.
fn stop_signal() -> Result<impl std::future::Future<Output = &'static str>, ServeError> {
    use actix_web::rt::signal::unix::{signal, SignalKind};
    let mut terminate = signal(SignalKind::terminate())?;
    let mut interrupt = signal(SignalKind::interrupt())?;
    Ok(async move {
        tokio::select! {
            _ = terminate.recv() => "SIGTERM",
            _ = interrupt.recv() => "SIGINT",
        }
    })
}

pub fn run(settings: &ServeSettings) -> Result<(), ServeError> {
    // The store opens before the port: a bad database stops startup with a clear message.
    let store = web::Data::from(store::open(
        &settings.database,
        settings.pool_size,
        settings.idempotency_ttl,
    )?);
    let sealer = web::Data::new(sealer(settings)?);
    let workers = settings
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from));
    let drain = settings.drain_timeout;
    actix_web::rt::System::new().block_on(async move {
        // Signals are ours, and taken before the port is announced: a SIGTERM that arrives
        // while the workers start must drain like any other, not kill the process.
        let stop = stop_signal()?;
        let bot_time = BotTimeLimit(settings.max_bot_time_ms);
        let bots = web::Data::new(Bots {
            turns: matches::start_bot_worker(
                store.clone().into_inner(),
                WorkerSettings {
                    poll: settings.bot_poll,
                    limit: bot_time,
                    thinkers: settings.bot_threads.map_or(workers, usize::from),
                },
            ),
            limit: bot_time,
        });
        let halt_bots = bots.turns.clone();
        let halt_webhooks = webhooks::start(
            store.clone().into_inner(),
            webhooks::SenderSettings {
                targets: settings.webhooks,
                timeout: settings.webhook_timeout,
                poll: WEBHOOK_POLL,
            },
        )?;
        let targets = web::Data::new(settings.webhooks);
        let streams = Streams::new(settings.max_streams);
        let close_streams = streams.clone();
        let streams = web::Data::new(streams);
        let bot_time = web::Data::new(bot_time);
        let server = HttpServer::new(move || {
            app(store.clone(), sealer.clone(), configure)
                .app_data(bot_time.clone())
                .app_data(bots.clone())
                .app_data(streams.clone())
                .app_data(targets.clone())
        })
            .workers(workers)
            .shutdown_timeout(drain.as_secs())
            .disable_signals()
            .bind(settings.addr)
            .map_err(|source| ServeError::Bind {
                addr: settings.addr,
                source,
            })?;
        for address in server.addrs() {
            tracing::info!(%address, "quarterdeck listening; Swagger UI at /docs/, scoring form at /score");
        }
        let server = server.run();
        let handle = server.handle();
        actix_web::rt::spawn(async move {
            let signal = stop.await;
            tracing::info!(
                signal,
                drain_timeout_seconds = drain.as_secs(),
                "stopping: no new connections; answering the requests in flight"
            );
            // A bot still thinking gives up: its turn stays in the store for the next start.
            halt_bots.halt();
            // The sender claims nothing more; what it has not sent waits in the outbox.
            halt_webhooks.halt();
            // Event streams never end by themselves: each ends now with a comment, so its
            // client reconnects to a node still serving, and the drain is not held up.
            close_streams.close_all();
            handle.stop(true).await;
        });
        server.await.map_err(ServeError::Io)
    })?;
    tracing::info!("quarterdeck stopped");
    Ok(())
}
