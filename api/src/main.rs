//! The `quarterdeck` binary: serves the API, prints the OpenAPI document, or plays random
//! games to measure an engine.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use quarterdeck_api::config::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.test_games {
        quarterdeck_engine::serve_test_games();
    }
    match cli.command.unwrap_or(Command::Serve(cli.serve)) {
        Command::Serve(settings) => {
            quarterdeck_api::logging::init(&settings.log);
            match quarterdeck_api::server::run(&settings) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    tracing::error!(%error, "server stopped");
                    eprintln!("quarterdeck: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Openapi => match quarterdeck_api::openapi::document_json() {
            Ok(json) => {
                println!("{json}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("quarterdeck: cannot render the OpenAPI document: {error}");
                ExitCode::FAILURE
            }
        },
        Command::Simulate(settings) => match quarterdeck_api::simulate::run(&settings) {
            Ok(report) => match write!(std::io::stdout().lock(), "{report}") {
                Ok(()) => ExitCode::SUCCESS,
                // A reader that stopped early (`| head`) is not a failed run.
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("quarterdeck simulate: cannot print the report: {error}");
                    ExitCode::FAILURE
                }
            },
            Err(error) => {
                eprintln!("quarterdeck simulate: {error}");
                ExitCode::FAILURE
            }
        },
        Command::Tournament(settings) => match quarterdeck_api::tournament::run(&settings) {
            Ok(report) => {
                let written = if settings.json {
                    serde_json::to_string_pretty(&report.standings)
                        .map_err(std::io::Error::other)
                        .and_then(|json| writeln!(std::io::stdout().lock(), "{json}"))
                } else {
                    write!(std::io::stdout().lock(), "{report}")
                };
                match written {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {
                        ExitCode::SUCCESS
                    }
                    Err(error) => {
                        eprintln!("quarterdeck tournament: cannot print the report: {error}");
                        ExitCode::FAILURE
                    }
                }
            }
            Err(error) => {
                eprintln!("quarterdeck tournament: {error}");
                ExitCode::FAILURE
            }
        },
    }
}
