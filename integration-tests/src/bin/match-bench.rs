//! Committed actions per second on named matches, over HTTP against a running server.
//!
//! ```text
//! match-bench --url http://127.0.0.1:8080[,http://127.0.0.1:8081…] [--seconds 10]
//!             [--threads 1,4] [--players 3] [--mode interactive|script|both] [--keys]
//! match-bench --url http://127.0.0.1:8080 --create 10000 [--threads 4]
//! ```
//!
//! Each client thread plays its own New Bedford match (seeded), starting a new one when a
//! match ends, for `--seconds`; one thread measures a single match back to back, several
//! threads measure many matches side by side. Two modes:
//! - `interactive`: what a real client does for each decision — `GET legal-actions` with the
//!   seat's token, then `POST actions` with `If-Match` (two requests per committed action);
//! - `script`: a game recorded once beforehand is replayed into fresh matches with the same
//!   seed, one `POST actions` per committed action, which isolates the commit path.
//!
//! With `--keys` every `POST actions` carries an `Idempotency-Key` of its own, as a client that
//! retries safely sends; the server then also looks up the key's earlier answer.
//!
//! `--create N` only creates N matches (split across the first `--threads` count) and reports
//! the rate, so a script can read the server's memory with that many matches stored.
//!
//! Several `--url`s (nodes sharing one database) split the client threads between them, thread
//! `t` on node `t mod n`, as a load balancer spreading clients would.
//!
//! Every committed action is a transaction in the server's database. Any answer other
//! than the expected one stops the run with an error. Each summary row is also printed as a
//! `result` line (mode, threads, actions/s, p50 ms, p99 ms) for scripts to collect.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};

struct Settings {
    /// One node, or several sharing one database.
    urls: Vec<String>,
    seconds: f64,
    threads: Vec<usize>,
    players: u8,
    modes: Vec<Mode>,
    /// Only create this many matches.
    create: Option<u64>,
    /// Send an `Idempotency-Key` with every action.
    keys: bool,
}

impl Settings {
    /// The node client thread `t` talks to.
    fn node(&self, t: u64) -> &str {
        let n = self.urls.len().max(1) as u64;
        self.urls
            .get(usize::try_from(t % n).unwrap_or(0))
            .map_or("", String::as_str)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Interactive,
    Script,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Self::Interactive => "interactive",
            Self::Script => "script",
        }
    }
}

const USAGE: &str = "usage: match-bench --url http://127.0.0.1:PORT[,…] [--seconds 10] \
[--threads 1,4] [--players 3] [--mode interactive|script|both] [--keys] [--create N]";

fn parse_args() -> Result<Settings, String> {
    let mut settings = Settings {
        urls: Vec::new(),
        seconds: 10.0,
        threads: vec![1, 4],
        players: 3,
        modes: vec![Mode::Interactive, Mode::Script],
        create: None,
        keys: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value\n{USAGE}"));
        match flag.as_str() {
            "--url" => {
                settings.urls = value()?
                    .split(',')
                    .map(|url| url.trim().trim_end_matches('/').to_owned())
                    .filter(|url| !url.is_empty())
                    .collect();
            }
            "--seconds" => {
                settings.seconds = value()?.parse().map_err(|e| format!("--seconds: {e}"))?;
            }
            "--threads" => {
                settings.threads = value()?
                    .split(',')
                    .map(|t| {
                        t.trim()
                            .parse::<usize>()
                            .map_err(|e| format!("--threads: {e}"))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--players" => {
                settings.players = value()?.parse().map_err(|e| format!("--players: {e}"))?;
            }
            "--mode" => {
                settings.modes = match value()?.as_str() {
                    "interactive" => vec![Mode::Interactive],
                    "script" => vec![Mode::Script],
                    "both" => vec![Mode::Interactive, Mode::Script],
                    other => return Err(format!("--mode {other:?}\n{USAGE}")),
                };
            }
            "--create" => {
                settings.create = Some(value()?.parse().map_err(|e| format!("--create: {e}"))?);
            }
            "--keys" => settings.keys = true,
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    if settings.urls.is_empty() {
        return Err(USAGE.to_owned());
    }
    if settings.seconds.is_nan() || settings.seconds <= 0.0 || settings.threads.contains(&0) {
        return Err(format!("--seconds and --threads must be positive\n{USAGE}"));
    }
    Ok(settings)
}

/// The seed of the game `script` mode records once and replays into every match.
const SCRIPT_SEED: u64 = 1;

/// The bot's choices: a 64-bit LCG, so runs are reproducible.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % bound
    }
}

/// A plain blocking HTTP client on the calling thread (ureq): the benchmark shares the machine
/// with the server, so the client should cost as little as a lean real client does. Answers are
/// read into the few fields the bot needs; the rest of the body is skipped unbuilt.
struct Client {
    http: ureq::Agent,
    base: String,
    requests: u64,
    /// Whether each action carries an `Idempotency-Key`.
    keys: bool,
}

#[derive(Deserialize)]
struct Created {
    id: String,
    seats: Vec<CreatedSeat>,
    to_act: Vec<Value>,
}

#[derive(Deserialize)]
struct CreatedSeat {
    token: String,
}

#[derive(Deserialize)]
struct Listed {
    actions: Vec<ListedAction>,
}

#[derive(Deserialize)]
struct ListedAction {
    action: Value,
}

#[derive(Deserialize)]
struct Acted {
    version: i64,
    to_act: Vec<Value>,
}

impl Client {
    fn new(base: &str, keys: bool) -> Self {
        let config = ureq::Agent::config_builder()
            // Per step, not a global deadline: with one, ureq resolves every request's address
            // on a new thread to bound it, which cost the client more than the server's work.
            .timeout_connect(Some(Duration::from_secs(5)))
            .timeout_recv_response(Some(Duration::from_secs(30)))
            // Any other answer than the expected one stops the run with its body, read below.
            .http_status_as_error(false)
            .build();
        Self {
            http: config.into(),
            base: base.to_owned(),
            requests: 0,
            keys,
        }
    }

    fn call<T: DeserializeOwned>(
        &mut self,
        sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        expected: u16,
        what: &str,
    ) -> Result<T, String> {
        self.requests += 1;
        let mut response = sent.map_err(|e| format!("{what}: {e}"))?;
        let status = response.status().as_u16();
        let body = response
            .body_mut()
            .read_to_vec()
            .map_err(|e| format!("{what}: {e}"))?;
        if status != expected {
            let text = String::from_utf8_lossy(&body);
            return Err(format!("{what} answered {status}: {text}"));
        }
        serde_json::from_slice(&body).map_err(|e| format!("{what}: {e}"))
    }

    fn create(&mut self, players: u8, seed: u64) -> Result<Match, String> {
        let sent = self.http.post(format!("{}/v1/matches", self.base)).send_json(
            json!({"game": "new-bedford", "players": players, "seed": seed, "chance": "seeded"}),
        );
        let created: Created = self.call(sent, 201, "POST /v1/matches")?;
        Ok(Match {
            id: created.id,
            seats: created.seats.into_iter().map(|seat| seat.token).collect(),
            version: 0,
            to_act: created.to_act,
        })
    }

    fn legal_actions(&mut self, m: &Match, token: &str) -> Result<Vec<Value>, String> {
        let sent = self
            .http
            .get(format!("{}/v1/matches/{}/legal-actions", self.base, m.id))
            .header("authorization", format!("Bearer {token}"))
            .call();
        let legal: Listed = self.call(sent, 200, "GET legal-actions")?;
        Ok(legal
            .actions
            .into_iter()
            .map(|listed| listed.action)
            .collect())
    }

    /// Posts one action; returns how long the commit took.
    fn act(&mut self, m: &mut Match, token: &str, action: &Value) -> Result<Duration, String> {
        let started = Instant::now();
        let mut request = self
            .http
            .post(format!("{}/v1/matches/{}/actions", self.base, m.id))
            .header("authorization", format!("Bearer {token}"))
            .header("if-match", format!("\"{}\"", m.version));
        if self.keys {
            request = request.header("idempotency-key", format!("{}-{}", m.id, m.version));
        }
        let sent = request.send_json(json!({"game": "new-bedford", "action": action }));
        let acted: Acted = self.call(sent, 200, "POST actions")?;
        let elapsed = started.elapsed();
        m.version = acted.version;
        m.to_act = acted.to_act;
        Ok(elapsed)
    }
}

struct Match {
    id: String,
    seats: Vec<String>,
    version: i64,
    to_act: Vec<Value>,
}

impl Match {
    /// The token of the first seat to act; `None` once the match is over. Seeded matches
    /// never wait for the table.
    fn next_token(&self) -> Result<Option<String>, String> {
        let Some(actor) = self.to_act.first() else {
            return Ok(None);
        };
        let seat = actor["seat"]
            .as_u64()
            .and_then(|seat| usize::try_from(seat).ok())
            .ok_or(format!("unexpected actor {actor}"))?;
        self.seats
            .get(seat)
            .cloned()
            .map(Some)
            .ok_or(format!("no token for {actor}"))
    }
}

#[derive(Default)]
struct Tally {
    committed: u64,
    requests: u64,
    matches: u64,
    latencies: Vec<Duration>,
}

/// The actions of one whole seeded game, played once with legal-actions.
fn record_script(base: &str, players: u8, seed: u64) -> Result<Vec<Value>, String> {
    let mut client = Client::new(base, false);
    let mut m = client.create(players, seed)?;
    let mut bot = Lcg(seed);
    let mut script = Vec::new();
    while let Some(token) = m.next_token()? {
        let actions = client.legal_actions(&m, &token)?;
        if actions.is_empty() {
            return Err("a seat to act has no legal actions".to_owned());
        }
        let action = actions[bot.below(actions.len())].clone();
        client.act(&mut m, &token, &action)?;
        script.push(action);
    }
    Ok(script)
}

fn worker(
    base: &str,
    mode: Mode,
    players: u8,
    seed: u64,
    script: &[Value],
    deadline: Instant,
    keys: bool,
) -> Result<Tally, String> {
    let mut client = Client::new(base, keys);
    let mut tally = Tally::default();
    let mut bot = Lcg(seed);
    let mut game = 0;
    while Instant::now() < deadline {
        let match_seed = match mode {
            Mode::Interactive => seed + game,
            // The script was recorded from this seed's game.
            Mode::Script => SCRIPT_SEED,
        };
        game += 1;
        let mut m = client.create(players, match_seed)?;
        tally.matches += 1;
        let mut next = 0;
        while let Some(token) = m.next_token()? {
            if Instant::now() >= deadline {
                break;
            }
            let action = match mode {
                Mode::Interactive => {
                    let actions = client.legal_actions(&m, &token)?;
                    if actions.is_empty() {
                        return Err("a seat to act has no legal actions".to_owned());
                    }
                    actions[bot.below(actions.len())].clone()
                }
                Mode::Script => {
                    let action = script
                        .get(next)
                        .cloned()
                        .ok_or("the replayed game outlasts its script")?;
                    next += 1;
                    action
                }
            };
            tally.latencies.push(client.act(&mut m, &token, &action)?);
            tally.committed += 1;
        }
    }
    tally.requests = client.requests;
    Ok(tally)
}

/// Creates `total` matches over `threads` client threads; returns the matches per second.
fn create_only(settings: &Settings, total: u64, threads: usize) -> Result<f64, String> {
    let started = Instant::now();
    let threads = threads.max(1) as u64;
    let results: Vec<Result<(), String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                // The first threads take one more when the total does not divide evenly.
                let count = total / threads + u64::from(t < total % threads);
                scope.spawn(move || -> Result<(), String> {
                    let mut client = Client::new(settings.node(t), false);
                    for i in 0..count {
                        client.create(settings.players, 1 + t * 1_000_000 + i)?;
                    }
                    Ok(())
                })
            })
            .collect();
        join_all(handles)
    });
    for result in results {
        result?;
    }
    Ok(total as f64 / started.elapsed().as_secs_f64())
}

/// Every client thread's result; a thread that panicked is an error like any other.
fn join_all<T>(
    handles: Vec<std::thread::ScopedJoinHandle<'_, Result<T, String>>>,
) -> Vec<Result<T, String>> {
    handles
        .into_iter()
        .map(|h| {
            h.join()
                .unwrap_or_else(|_| Err("a client thread panicked".to_owned()))
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)].as_secs_f64() * 1_000.0
}

struct Row {
    mode: Mode,
    threads: usize,
    seconds: f64,
    tally: Tally,
}

fn run(settings: &Settings, mode: Mode, threads: usize, script: &[Value]) -> Result<Row, String> {
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(settings.seconds);
    let results: Vec<Result<Tally, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seed = 1 + 10_000 * t as u64;
                scope.spawn(move || {
                    worker(
                        settings.node(t as u64),
                        mode,
                        settings.players,
                        seed,
                        script,
                        deadline,
                        settings.keys,
                    )
                })
            })
            .collect();
        join_all(handles)
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut total = Tally::default();
    for result in results {
        let tally = result?;
        total.committed += tally.committed;
        total.requests += tally.requests;
        total.matches += tally.matches;
        total.latencies.extend(tally.latencies);
    }
    total.latencies.sort();
    Ok(Row {
        mode,
        threads,
        seconds,
        tally: total,
    })
}

fn main() -> ExitCode {
    let settings = match parse_args() {
        Ok(settings) => settings,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(total) = settings.create {
        let threads = settings.threads.first().copied().unwrap_or(1);
        return match create_only(&settings, total, threads) {
            Ok(rate) => {
                println!(
                    "   created {total} matches with {threads} thread(s): {rate:.0} matches/s"
                );
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("match-bench: creating matches failed: {error}");
                ExitCode::FAILURE
            }
        };
    }
    println!(
        "== match-bench: {} s per run against {}, New Bedford, {} players, seeded",
        settings.seconds,
        settings.urls.join(" and "),
        settings.players
    );
    let script = if settings.modes.contains(&Mode::Script) {
        match record_script(settings.node(0), settings.players, SCRIPT_SEED) {
            Ok(script) => {
                println!("   script: one recorded game of {} actions", script.len());
                script
            }
            Err(error) => {
                eprintln!("match-bench: recording the script failed: {error}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        Vec::new()
    };
    let mut rows = Vec::new();
    for &mode in &settings.modes {
        for &threads in &settings.threads {
            match run(&settings, mode, threads, &script) {
                Ok(row) => {
                    println!(
                        "   {:<11} {threads} thread(s): {:.0} committed actions/s",
                        mode.name(),
                        row.tally.committed as f64 / row.seconds
                    );
                    rows.push(row);
                }
                Err(error) => {
                    eprintln!(
                        "match-bench: {} with {threads} thread(s) failed: {error}",
                        mode.name()
                    );
                    return ExitCode::FAILURE;
                }
            }
        }
    }
    println!("== summary");
    println!(
        "{:<12} {:>7} {:>10} {:>10} {:>11} {:>8} {:>12} {:>12}",
        "mode",
        "threads",
        "committed",
        "actions/s",
        "requests/s",
        "matches",
        "action p50",
        "action p99"
    );
    for row in &rows {
        println!(
            "{:<12} {:>7} {:>10} {:>10.0} {:>11.0} {:>8} {:>9.2} ms {:>9.2} ms",
            row.mode.name(),
            row.threads,
            row.tally.committed,
            row.tally.committed as f64 / row.seconds,
            row.tally.requests as f64 / row.seconds,
            row.tally.matches,
            percentile(&row.tally.latencies, 0.5),
            percentile(&row.tally.latencies, 0.99),
        );
    }
    for row in &rows {
        println!(
            "result {} {} {:.0} {:.3} {:.3}",
            row.mode.name(),
            row.threads,
            row.tally.committed as f64 / row.seconds,
            percentile(&row.tally.latencies, 0.5),
            percentile(&row.tally.latencies, 0.99),
        );
    }
    ExitCode::SUCCESS
}
