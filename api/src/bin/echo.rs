//! `quarterdeck-echo`: the yardstick of `scripts/load-run.sh`. A bare actix-web service that
//! reads any JSON body as `web::Json<serde_json::Value>` and writes it back, started like the
//! real server (`--addr`, `--workers`, the same logging), so a load run can say how close the
//! real endpoints come to what actix-web and serde_json alone cost for the same body.

use std::net::SocketAddr;
use std::process::ExitCode;

use actix_web::{web, App, HttpServer};
use clap::Parser;
use quarterdeck_api::config::LogSettings;
use quarterdeck_api::limits::MAX_BODY_BYTES;

#[derive(Debug, Parser)]
#[command(
    name = "quarterdeck-echo",
    about = "A bare JSON echo to compare load runs against"
)]
struct Cli {
    /// Address and port to listen on.
    #[arg(long, default_value = "127.0.0.1:8081")]
    addr: SocketAddr,
    /// Worker threads (defaults to the number of cores, as the server's).
    #[arg(long, env = "QUARTERDECK_WORKERS")]
    workers: Option<usize>,
    #[command(flatten)]
    log: LogSettings,
}

async fn echo(body: web::Json<serde_json::Value>) -> web::Json<serde_json::Value> {
    body
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    quarterdeck_api::logging::init(&cli.log);
    let workers = cli
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from));
    let server = HttpServer::new(|| {
        App::new()
            .app_data(web::JsonConfig::default().limit(MAX_BODY_BYTES))
            .default_service(web::post().to(echo))
    })
    .workers(workers)
    .bind(cli.addr);
    let server = match server {
        Ok(server) => server,
        Err(error) => {
            eprintln!("quarterdeck-echo: cannot listen on {}: {error}", cli.addr);
            return ExitCode::FAILURE;
        }
    };
    // The same log line as the server's, which the measuring scripts wait for.
    for address in server.addrs() {
        tracing::info!(target: "quarterdeck_api::server", %address, "quarterdeck-echo listening");
    }
    match actix_web::rt::System::new().block_on(server.run()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("quarterdeck-echo: {error}");
            ExitCode::FAILURE
        }
    }
}
