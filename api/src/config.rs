//! Command line and environment configuration.

use std::net::SocketAddr;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::seal::SealKey;

#[derive(Debug, Parser)]
#[command(
    name = "quarterdeck",
    version,
    about = "Rules engine, scorer and rules reference for four maritime board games",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Settings for serving when no subcommand is given.
    #[command(flatten)]
    pub serve: ServeSettings,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the HTTP API, Swagger UI and the scoring form (the default).
    Serve(ServeSettings),
    /// Print the OpenAPI document to standard output.
    Openapi,
    /// Play random games with the rules engine and report speed and score statistics.
    Simulate(SimulateSettings),
}

#[derive(Debug, Clone, Args)]
pub struct SimulateSettings {
    /// Game id, e.g. `new-bedford`.
    #[arg(long)]
    pub game: String,
    /// Players in every game.
    #[arg(long)]
    pub players: u8,
    /// Number of games to play.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Seed of the first game; game `i` uses `seed + i`, so any game can be replayed alone.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads that play games side by side.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: u16,
}

#[derive(Debug, Clone, Args)]
pub struct ServeSettings {
    /// Address and port to listen on.
    #[arg(long, env = "QUARTERDECK_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// SQLite file for named matches; created when missing.
    #[arg(long, env = "QUARTERDECK_DB", default_value = "quarterdeck.db")]
    pub database: std::path::PathBuf,
    /// Worker threads (defaults to the number of cores).
    #[arg(long, env = "QUARTERDECK_WORKERS")]
    pub workers: Option<usize>,
    /// Keys for sealed stateless states: 64 hex digits each, comma-separated. The first seals,
    /// every one unseals, so a key can be rotated in. Without one the process makes a random
    /// key, and sealed states do not survive a restart or work across several nodes.
    #[arg(
        long = "seal-key",
        env = "QUARTERDECK_SEAL_KEY",
        value_delimiter = ',',
        hide_env_values = true
    )]
    pub seal_keys: Vec<SealKey>,
    #[command(flatten)]
    pub log: LogSettings,
}

#[derive(Debug, Clone, Args)]
pub struct LogSettings {
    /// Log filter in tracing's syntax, e.g. `info` or `quarterdeck_api=debug,actix_web=info`.
    #[arg(long = "log-level", env = "QUARTERDECK_LOG", default_value = "info")]
    pub filter: String,
    /// `text` for people, `json` for log collectors.
    #[arg(long = "log-format", env = "QUARTERDECK_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub format: LogFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}
