//! How fast a committed move reaches an event stream, what a move costs with streams open, and
//! how many idle streams a node holds, over HTTP against running servers.
//!
//! ```text
//! stream-bench --url http://A[,http://B] --moves 300 [--listeners 100]
//! stream-bench --url http://A --idle 2000
//! ```
//!
//! Moves are made on the first `--url`, and the streams read on the last one (two nodes on one
//! database: a move on A, its event on B). For each move the client sends `POST actions` and
//! reads the stream until that version arrives: `action→event` is from sending the action to
//! reading its event, `action` the action's own round trip. With `--listeners K` the moves are
//! made twice, first with no other stream open and then with K more spectator streams on the
//! match, each read by a thread of its own, so the two `action` rows compare a commit with and
//! without K listeners. `--idle N` opens N spectator streams on one match, reads their
//! headers, prints `idle N open` and holds them until its standard input closes, so a script
//! can read the server's memory meanwhile.
//!
//! Each summary is also printed as a `result` line (what, count, p50 ms, p95 ms, max ms).

use std::io::{BufRead, Read, Write};
use std::net::TcpStream;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::sse::{self, EventStream};
use quarterdeck_integration_tests::Lcg;
use serde_json::{json, Value};

struct Settings {
    urls: Vec<String>,
    moves: usize,
    listeners: usize,
    idle: usize,
}

fn settings() -> Result<Settings, String> {
    let mut settings = Settings {
        urls: Vec::new(),
        moves: 300,
        listeners: 0,
        idle: 0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<usize>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--url" => settings.urls = value.split(',').map(str::to_owned).collect(),
            "--moves" => settings.moves = number()?,
            "--listeners" => settings.listeners = number()?,
            "--idle" => settings.idle = number()?,
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if settings.urls.is_empty() {
        return Err("--url is required".to_owned());
    }
    Ok(settings)
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(30)))
        .http_status_as_error(false)
        .build()
        .into()
}

/// A Nantucket match of two people, played by this client.
struct Game {
    id: String,
    seats: Vec<String>,
    owner: String,
    version: i64,
    to_act: Vec<Value>,
}

fn create(http: &ureq::Agent, base: &str) -> Result<Game, String> {
    let created: Value = http
        .post(format!("{base}/v1/matches"))
        .send_json(json!({"game": "nantucket", "players": 2}))
        .map_err(|e| e.to_string())?
        .body_mut()
        .read_json()
        .map_err(|e| e.to_string())?;
    Ok(Game {
        id: created["id"].as_str().ok_or("no id")?.to_owned(),
        seats: created["seats"]
            .as_array()
            .ok_or("no seats")?
            .iter()
            .filter_map(|seat| seat["token"].as_str().map(str::to_owned))
            .collect(),
        owner: created["owner_token"]
            .as_str()
            .ok_or("no owner")?
            .to_owned(),
        version: 0,
        to_act: created["to_act"].as_array().cloned().unwrap_or_default(),
    })
}

impl Game {
    /// The next move's token and body, chosen at random among the legal ones.
    fn next(&self, http: &ureq::Agent, base: &str, rng: &mut Lcg) -> Option<(String, Value)> {
        let seat = usize::try_from(self.to_act.first()?["seat"].as_u64()?).ok()?;
        let token = self.seats.get(seat)?.clone();
        let legal: Value = http
            .get(format!("{base}/v1/matches/{}/legal-actions", self.id))
            .header("authorization", format!("Bearer {token}"))
            .call()
            .ok()?
            .body_mut()
            .read_json()
            .ok()?;
        let actions = legal["actions"].as_array()?;
        let action = actions.get(rng.below(actions.len()))?["action"].clone();
        Some((token, json!({"game": "nantucket", "action": action})))
    }

    /// Sends a move; answers how long it took.
    fn act(
        &mut self,
        http: &ureq::Agent,
        base: &str,
        token: &str,
        body: &Value,
    ) -> Result<Duration, String> {
        let started = Instant::now();
        let mut response = http
            .post(format!("{base}/v1/matches/{}/actions", self.id))
            .header("authorization", format!("Bearer {token}"))
            .header("if-match", format!("\"{}\"", self.version))
            .send_json(body)
            .map_err(|e| e.to_string())?;
        let took = started.elapsed();
        let answer: Value = response.body_mut().read_json().map_err(|e| e.to_string())?;
        if response.status() != 200 {
            return Err(format!("the move was refused: {answer}"));
        }
        self.version = answer["version"].as_i64().ok_or("no version")?;
        self.to_act = answer["to_act"].as_array().cloned().unwrap_or_default();
        Ok(took)
    }
}

/// Reads `stream` until the event of `version`.
fn wait_for(stream: &mut EventStream, version: i64) -> Result<(), String> {
    while let Some(event) = stream.next_event() {
        if event.name == "move" && event.version() == version {
            return Ok(());
        }
    }
    Err(format!("the stream ended before version {version}"))
}

fn open(base: &str, id: &str) -> Result<EventStream, String> {
    sse::open(base, id, None, None).map_err(|refusal| format!("stream refused: {refusal:?}"))
}

fn report(what: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |q: f64| {
        let index = ((samples.len() as f64 - 1.0) * q).round() as usize;
        samples.get(index).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{what:<34} {:>6} moves  p50 {:>7.2} ms  p95 {:>7.2} ms  max {:>7.2} ms",
        samples.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
    println!(
        "result {} {} {:.3} {:.3} {:.3}",
        what.replace(' ', "_"),
        samples.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}

/// Makes `moves` moves on the first node with a stream on the last and `listeners` more
/// streams reading along; reports each move's round trip and its event's arrival.
fn moves(settings: &Settings, listeners: usize, label: &str) -> Result<(), String> {
    let (first, last) = (&settings.urls[0], &settings.urls[settings.urls.len() - 1]);
    let http = agent();
    let mut rng = Lcg(7);
    let (mut action, mut to_event) = (Vec::new(), Vec::new());
    while action.len() < settings.moves {
        let mut game = create(&http, first)?;
        let mut stream = open(last, &game.id)?;
        let readers: Vec<_> = (0..listeners)
            .map(|_| open(last, &game.id).map(|s| std::thread::spawn(move || s.to_the_end())))
            .collect::<Result<_, _>>()?;
        while action.len() < settings.moves {
            let Some((token, body)) = game.next(&http, first, &mut rng) else {
                break;
            };
            let started = Instant::now();
            action.push(game.act(&http, first, &token, &body)?);
            wait_for(&mut stream, game.version)?;
            to_event.push(started.elapsed());
        }
        // Ends the listeners' streams.
        http.delete(format!("{first}/v1/matches/{}", game.id))
            .header("authorization", format!("Bearer {}", game.owner))
            .call()
            .map_err(|e| e.to_string())?;
        for reader in readers {
            reader.join().map_err(|_| "a listener failed")?;
        }
    }
    report(&format!("{label} action"), action);
    report(&format!("{label} action→event"), to_event);
    Ok(())
}

/// Opens `count` idle spectator streams and holds them until standard input closes.
fn idle(settings: &Settings) -> Result<(), String> {
    let base = &settings.urls[0];
    let game = create(&agent(), base)?;
    let host = base.trim_start_matches("http://").to_owned();
    let mut held = Vec::with_capacity(settings.idle);
    for _ in 0..settings.idle {
        let mut socket = TcpStream::connect(&host).map_err(|e| e.to_string())?;
        write!(
            socket,
            "GET /v1/matches/{}/events HTTP/1.1\r\nHost: {host}\r\n\r\n",
            game.id
        )
        .map_err(|e| e.to_string())?;
        let mut head = [0u8; 15];
        socket.read_exact(&mut head).map_err(|e| e.to_string())?;
        if !head.starts_with(b"HTTP/1.1 200") {
            return Err(format!("refused: {}", String::from_utf8_lossy(&head)));
        }
        held.push(socket);
    }
    println!("idle {} open", held.len());
    std::io::stdout().flush().map_err(|e| e.to_string())?;
    let mut line = String::new();
    while std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| e.to_string())?
        > 0
    {}
    Ok(())
}

fn main() -> ExitCode {
    let run = || -> Result<(), String> {
        let settings = settings()?;
        if settings.idle > 0 {
            return idle(&settings);
        }
        moves(&settings, 0, "0 listeners")?;
        if settings.listeners > 0 {
            moves(
                &settings,
                settings.listeners,
                &format!("{} listeners", settings.listeners),
            )?;
        }
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("stream-bench: {error}");
            ExitCode::FAILURE
        }
    }
}
