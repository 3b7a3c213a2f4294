//! Structured logs through `tracing`; `TracingLogger` opens one span per request.

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
