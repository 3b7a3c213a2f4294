//! Command line and environment configuration.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::seal::{BadSealKey, SealKeys};
use crate::store::Database;

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
    /// Also serve the games only tests use (Toy), for every command: the tests that a game
    /// needs only its folder and one registry line run the real service with it.
    #[arg(long = "test-games", global = true, hide = true)]
    pub test_games: bool,
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
    /// Play bots against each other, seats rotating, and report their strength and speed.
    Tournament(TournamentSettings),
}

#[derive(Debug, Clone, Args)]
pub struct TournamentSettings {
    #[command(flatten)]
    pub setup: GameSetup,
    /// One bot a seat, comma-separated: `random`, `greedy` or `ismcts`, each with optional
    /// `:iterations=N`, `:time=MS` (per move), `:cutoff=N` (playout decisions before the
    /// evaluation judges; by default the game's own, Nantucket's 4, the others' none) and
    /// `:explore=W` (UCB1's exploration weight, above 0 and at most 10; by default the game's
    /// own, Nantucket's 2.0, the others' 0.7), e.g. `ismcts:time=200,greedy,random`. Seats
    /// rotate game by game.
    #[arg(long, value_delimiter = ',', required = true)]
    pub seats: Vec<String>,
    /// Number of games to play.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Seed of the first game; game `i` uses `seed + i`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads that play games side by side (a time budget is per move, on each thread).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: u16,
    /// Print one JSON object per bot instead of the table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, Args)]
pub struct SimulateSettings {
    #[command(flatten)]
    pub setup: GameSetup,
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

/// The game and how every game of a `simulate` or `tournament` run is set up.
#[derive(Debug, Clone, Args)]
pub struct GameSetup {
    /// Game id, e.g. `new-bedford`.
    #[arg(long)]
    pub game: String,
    /// Players in every game.
    #[arg(long)]
    pub players: u8,
    /// Modules in play, comma-separated (e.g. `fifth-player`): the options' `modules`.
    #[arg(long, value_delimiter = ',')]
    pub modules: Vec<String>,
    /// The game's setup options as JSON, e.g. `{"edition": "print-and-play"}`; `--modules`
    /// sets their `modules`.
    #[arg(long)]
    pub options: Option<String>,
    /// Which of the game's variants to play (e.g. Bremerhaven's `long`, `short` or `solo`):
    /// the options' `variant`, for games whose catalogue lists a `variant` option.
    #[arg(long)]
    pub variant: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct ServeSettings {
    /// Address and port to listen on.
    #[arg(long, env = "QUARTERDECK_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Where named matches are kept: a SQLite file (created when missing), or a PostgreSQL
    /// database given as a `postgres://user:password@host:port/database` URL, which several
    /// nodes can share; TLS by the URL's `sslmode` and `sslrootcert`, as libpq reads them.
    #[arg(
        long,
        env = "QUARTERDECK_DB",
        default_value = "quarterdeck.db",
        value_parser = parse_database,
        hide_env_values = true
    )]
    pub database: Database,
    /// PostgreSQL connections this node keeps open at most (SQLite always uses one).
    #[arg(
        long = "db-pool-size",
        env = "QUARTERDECK_DB_POOL_SIZE",
        default_value_t = crate::store::postgres::DEFAULT_POOL_SIZE,
        value_parser = clap::value_parser!(u16).range(1..)
    )]
    pub pool_size: u16,
    /// Worker threads (defaults to the number of cores).
    #[arg(long, env = "QUARTERDECK_WORKERS")]
    pub workers: Option<usize>,
    /// Keys for sealed stateless states: 64 hex digits each, comma-separated. The first seals,
    /// every one unseals, so a key can be rotated in. Without one the process makes a random
    /// key, and sealed states do not survive a restart or work across several nodes.
    #[arg(
        long = "seal-key",
        env = "QUARTERDECK_SEAL_KEY",
        hide_env_values = true,
        value_parser = SealKeysParser
    )]
    pub seal_keys: Option<SealKeys>,
    /// How long a retried action with the same Idempotency-Key gets its first answer back:
    /// a whole number with `s`, `m`, `h` or `d`, e.g. `90s`, `24h`, `7d`.
    #[arg(long, env = "QUARTERDECK_IDEMPOTENCY_TTL", default_value = "24h", value_parser = parse_duration)]
    pub idempotency_ttl: Duration,
    /// On SIGTERM or SIGINT the node stops taking connections and answers the requests it
    /// already has; those still running after this long are dropped. Keep it under the
    /// orchestrator's own grace period (Kubernetes: 30s).
    #[arg(long = "drain-timeout", env = "QUARTERDECK_DRAIN_TIMEOUT", default_value = "25s", value_parser = parse_duration)]
    pub drain_timeout: Duration,
    /// The longest a bot may think for one `bot-move`, in milliseconds (1 to 5,000): lower it
    /// on a small machine, where each search holds a core for its whole budget.
    #[arg(
        long = "max-bot-time-ms",
        env = "QUARTERDECK_MAX_BOT_TIME_MS",
        default_value_t = crate::bots::MAX_TIME_MS,
        value_parser = clap::value_parser!(u32).range(1..=i64::from(crate::bots::MAX_TIME_MS))
    )]
    pub max_bot_time_ms: u32,
    /// How many bot seats of named matches think at once on this node (defaults to the
    /// number of workers): each holds a core for its whole budget.
    #[arg(long = "bot-threads", env = "QUARTERDECK_BOT_THREADS", value_parser = clap::value_parser!(u16).range(1..))]
    pub bot_threads: Option<u16>,
    /// How often the node looks in the store for bot turns its own commits did not announce:
    /// those a restart interrupted, and those another node left (`2s`, `1m`, …).
    #[arg(long = "bot-poll", env = "QUARTERDECK_BOT_POLL", default_value = "2s", value_parser = parse_duration)]
    pub bot_poll: Duration,
    /// Event streams (`GET /v1/matches/{id}/events`) this node holds open at once; one more
    /// is refused with a 503 and `Retry-After`. Each idle stream costs a few kilobytes.
    #[arg(
        long = "max-streams",
        env = "QUARTERDECK_MAX_STREAMS",
        default_value_t = crate::routes::match_events::DEFAULT_MAX_STREAMS,
        value_parser = clap::value_parser!(u32).range(1..)
    )]
    pub max_streams: u32,
    /// Where "your turn" webhooks (a match's `notify`) may go: `off` refuses `notify` and
    /// sends nothing; `public` (the default) refuses targets at loopback, private, link-local,
    /// unique-local, multicast or unspecified addresses, checked at creation for an address
    /// in the URL and at every send for every address a name resolves to; `any` sends
    /// anywhere (tests, private deployments that trust the apps creating matches).
    #[arg(long = "webhooks", env = "QUARTERDECK_WEBHOOKS", value_enum, default_value_t = WebhookTargets::Public)]
    pub webhooks: WebhookTargets,
    /// The longest one webhook attempt may take, connection included (at most 10s, which
    /// keeps it well inside a delivery's lease); then it counts as failed and is retried.
    /// Hidden: receivers are promised 10 s; tests shorten it.
    #[arg(long = "webhook-timeout", env = "QUARTERDECK_WEBHOOK_TIMEOUT", default_value = "10s", value_parser = parse_duration, hide = true)]
    pub webhook_timeout: Duration,
    #[command(flatten)]
    pub log: LogSettings,
}

/// Which addresses a match's webhooks may be sent to (`--webhooks`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum WebhookTargets {
    /// No webhooks: `notify` is refused and nothing is sent.
    Off,
    /// Only addresses on the public internet, so a match cannot aim the service at its own
    /// network (a cloud's metadata address, an admin port on loopback).
    #[default]
    Public,
    /// Any address.
    Any,
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

/// A `postgres://` or `postgresql://` URL selects PostgreSQL; anything else is a SQLite file.
pub fn parse_database(text: &str) -> Result<Database, String> {
    let is_url = ["postgres://", "postgresql://"].iter().any(|scheme| {
        text.get(..scheme.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(scheme))
    });
    if is_url {
        Ok(Database::Postgres(text.to_owned()))
    } else if text.is_empty() {
        Err("the database is a SQLite file path or a postgres:// URL, not nothing".to_owned())
    } else {
        Ok(Database::Sqlite(text.into()))
    }
}

/// `<whole number><unit>`, the unit one of `s`, `m`, `h`, `d`; at least one second.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let expected = || format!("{text:?} is not a duration such as 90s, 30m, 24h or 7d");
    let count: u64 = number.parse().map_err(|_| expected())?;
    let unit_seconds: u64 = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 60 * 60,
        "d" => 24 * 60 * 60,
        _ => return Err(expected()),
    };
    match count.checked_mul(unit_seconds) {
        Some(0) => Err(format!("{text:?} is no time at all; use at least 1s")),
        Some(seconds) => Ok(Duration::from_secs(seconds)),
        None => Err(format!("{text:?} is too long")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postgres_url_selects_postgres_and_anything_else_is_a_sqlite_file() {
        for url in [
            "postgres://qd@127.0.0.1:5432/matches",
            "postgresql://qd:pw@db/matches?sslmode=disable",
            "POSTGRES://qd@db/matches",
        ] {
            assert!(
                matches!(parse_database(url), Ok(Database::Postgres(given)) if given == url),
                "{url}"
            );
        }
        for path in ["quarterdeck.db", "/var/lib/qd/postgres.db", "postgres"] {
            assert!(
                matches!(parse_database(path), Ok(Database::Sqlite(given)) if given == std::path::Path::new(path)),
                "{path}"
            );
        }
        assert!(parse_database("").is_err());
        // Settings may be debug-printed; the URL's password must not be.
        let printed = format!("{:?}", parse_database("postgres://qd:hunter2@db/m"));
        assert!(!printed.contains("hunter2"), "{printed}");
    }

    #[test]
    fn durations_take_a_whole_number_and_a_unit() {
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("30m"), Ok(Duration::from_secs(1_800)));
        assert_eq!(parse_duration("24h"), Ok(Duration::from_secs(86_400)));
        assert_eq!(parse_duration(" 7d "), Ok(Duration::from_secs(604_800)));
        for bad in [
            "",
            "24",
            "h",
            "1.5h",
            "-1h",
            "1 h",
            "1w",
            "0s",
            "99999999999999999999d",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad:?}");
        }
        assert!(
            parse_duration("213503982334602d").is_err(),
            "overflows seconds"
        );
    }

    #[test]
    fn the_idempotency_ttl_defaults_to_a_day_and_reads_its_flag() {
        let cli = Cli::try_parse_from(["quarterdeck"]).unwrap();
        assert_eq!(cli.serve.idempotency_ttl, Duration::from_secs(86_400));
        let cli = Cli::try_parse_from(["quarterdeck", "--idempotency-ttl", "2s"]).unwrap();
        assert_eq!(cli.serve.idempotency_ttl, Duration::from_secs(2));
        assert!(Cli::try_parse_from(["quarterdeck", "--idempotency-ttl", "0s"]).is_err());
    }
}

/// Reads the whole `--seal-key` list at once, so an error can say which key is wrong, and
/// builds clap's error itself: clap's own would quote the value, keys and all, on the terminal.
#[derive(Debug, Clone, Copy)]
struct SealKeysParser;

impl clap::builder::TypedValueParser for SealKeysParser {
    type Value = SealKeys;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<SealKeys, clap::Error> {
        let flag = arg.map_or_else(|| "--seal-key".to_owned(), ToString::to_string);
        value
            .to_str()
            .ok_or(BadSealKey::NotText)
            .and_then(str::parse)
            .map_err(|bad| {
                clap::Error::raw(
                    clap::error::ErrorKind::ValueValidation,
                    format!("invalid value for '{flag}': {bad}\n"),
                )
                .with_cmd(command)
            })
    }
}
