//! Structured logs through `tracing`; one line per request comes from `TracingLogger`.

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
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match settings.format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().init(),
    }
}
