//! Structured logs through `tracing`; `TracingLogger` opens one span per request, built by
//! [`AccessLog`].

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Version;
use actix_web::{Error, HttpMessage};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};
use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::EnvFilter;

use crate::config::{LogFormat, LogSettings};

pub fn init(settings: &LogSettings) {
    let filter = EnvFilter::try_new(&settings.filter).unwrap_or_else(|error| {
        eprintln!(
            "quarterdeck: ignoring log filter {:?} ({error}); using `info`",
            settings.filter
        );
        EnvFilter::new("info")
    });
    // Closing the per-request span writes the access-log line (method, route, status,
    // time), also for requests that logged nothing while they ran.
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_span_events(FmtSpan::CLOSE)
        .with_writer(std::io::stderr);
    match settings.format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().init(),
    }
}

/// The request span of the access log: the fields tracing-actix-web's default builder records
/// (OpenTelemetry's names), each computed only when the span is enabled. The default builder
/// computes them all first, so with access logging off (`--log-level warn`) a stateless
/// request still spent about an eighth of its time on a span nobody wrote.
pub struct AccessLog;

impl RootSpanBuilder for AccessLog {
    fn on_request_start(request: &ServiceRequest) -> Span {
        // The level and field expressions below are evaluated only for an enabled span.
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = %request.match_pattern().as_deref().unwrap_or("default"),
            http.flavor = flavor(request.version()),
            http.scheme = %request.connection_info().scheme(),
            http.host = %request.connection_info().host(),
            http.client_ip = %request.connection_info().realip_remote_addr().unwrap_or(""),
            http.user_agent = %request
                .headers()
                .get("User-Agent")
                .and_then(|agent| agent.to_str().ok())
                .unwrap_or(""),
            http.target = %request.uri().path_and_query().map_or("", |target| target.as_str()),
            http.status_code = tracing::field::Empty,
            otel.kind = "server",
            otel.status_code = tracing::field::Empty,
            request_id = %request
                .extensions()
                .get::<RequestId>()
                .map(ToString::to_string)
                .unwrap_or_default(),
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        if !span.is_disabled() {
            DefaultRootSpanBuilder::on_request_end(span, outcome);
        }
    }
}

/// The HTTP version as OpenTelemetry's `http.flavor` names it.
fn flavor(version: Version) -> &'static str {
    match version {
        Version::HTTP_09 => "0.9",
        Version::HTTP_10 => "1.0",
        Version::HTTP_2 => "2.0",
        Version::HTTP_3 => "3.0",
        _ => "1.1",
    }
}
