//! Test harness: starts the real `quarterdeck` binary on a free port and talks to it over
//! HTTP. Build the binary first (`cargo build --bin quarterdeck`; `scripts/test.sh` does).
//! [`browser`] drives the web pages in a real headless Chromium; [`postgres`] keeps a
//! throwaway PostgreSQL cluster, and [`on_postgres!`] runs a suite's tests again with every
//! server on it.

pub mod browser;
pub mod named_match;
pub mod postgres;
pub mod sse;

use std::cell::Cell;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// Which store a server keeps its named matches in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Store {
    /// A SQLite file in a scratch folder.
    Sqlite,
    /// A fresh database in the [`postgres`] cluster.
    Postgres,
}

thread_local! {
    /// The store the servers this test thread starts use (each test runs on a thread of its own).
    static STORE: Cell<Store> = const { Cell::new(Store::Sqlite) };
}

/// Runs `test` with every server it starts on PostgreSQL, each in a database of its own. With
/// no PostgreSQL to start it says so and passes, unless [`postgres::required`].
pub fn run_on_postgres(test: fn()) {
    if postgres::cluster().is_none() {
        eprintln!("skipped: no initdb to start PostgreSQL with (set QUARTERDECK_REQUIRE_POSTGRES=1 to fail instead)");
        return;
    }
    STORE.with(|store| store.set(Store::Postgres));
    test();
}

/// The listed tests of a suite again, each with every server on PostgreSQL: the same test
/// bodies, run against the second store (`on_postgres::<test>`).
#[macro_export]
macro_rules! on_postgres {
    ($($test:ident),+ $(,)?) => {
        mod on_postgres {
            $(
                #[test]
                fn $test() {
                    $crate::run_on_postgres(super::$test);
                }
            )+
        }
    };
}

/// A running `quarterdeck serve`; killed when dropped.
pub struct Server {
    child: Child,
    base_url: String,
    log: Arc<Mutex<Vec<String>>>,
    /// A SQLite file, or a PostgreSQL URL.
    database: PathBuf,
    store: Store,
    /// Removed on drop when the server made it.
    scratch: Option<PathBuf>,
}

/// A fresh directory for one test's database files.
pub fn scratch_dir() -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir().join(format!(
        "quarterdeck-test-{}-{n}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The binary under test: `$QUARTERDECK_BIN`, or the one cargo built next to this test.
pub fn binary_path() -> PathBuf {
    if let Some(path) = std::env::var_os("QUARTERDECK_BIN") {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/<test> -> target/<profile>/quarterdeck
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target directory");
    profile_dir.join(format!("quarterdeck{}", std::env::consts::EXE_SUFFIX))
}

impl Server {
    /// A server on a free port with a database of its own.
    pub fn start() -> Self {
        Self::start_with(&[])
    }

    /// Like [`Server::start`], with extra command-line flags. On the store this test thread
    /// uses (see [`run_on_postgres`]).
    pub fn start_with(flags: &[&str]) -> Self {
        let dir = scratch_dir();
        let database = match STORE.with(Cell::get) {
            Store::Sqlite => dir.join("matches.db"),
            Store::Postgres => PathBuf::from(
                postgres::cluster()
                    .expect("run_on_postgres checked there is a cluster")
                    .database(),
            ),
        };
        let mut server = Self::start_on_with(&database, flags)
            .unwrap_or_else(|log| panic!("quarterdeck did not start:\n{log}"));
        server.scratch = Some(dir);
        server
    }

    /// A server on `database`, which outlives it; `Err` carries the log of a failed start.
    pub fn start_on(database: &std::path::Path) -> Result<Self, String> {
        Self::start_on_with(database, &[])
    }

    /// Like [`Server::start_on`], with extra command-line flags.
    pub fn start_on_with(database: &std::path::Path, flags: &[&str]) -> Result<Self, String> {
        let binary = binary_path();
        assert!(
            binary.exists(),
            "{} is missing: run `cargo build --bin quarterdeck` first (scripts/test.sh does)",
            binary.display()
        );
        let mut child = Command::new(&binary)
            .args([
                "--addr",
                "127.0.0.1:0",
                "--log-format",
                "json",
                "--log-level",
                "info",
            ])
            .arg("--database")
            .arg(database)
            .args(flags)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start quarterdeck");
        let stderr = child.stderr.take().expect("stderr is piped");
        let log = Arc::new(Mutex::new(Vec::new()));
        let (address_tx, address_rx) = mpsc::channel();
        let log_writer = Arc::clone(&log);
        // Keeps draining the log so the server never blocks on a full pipe.
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(address) = listening_address(&line) {
                    let _ = address_tx.send(address);
                }
                log_writer.lock().expect("log lock").push(line);
            }
        });
        let address = match address_rx.recv_timeout(Duration::from_secs(20)) {
            Ok(address) => address,
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                // Let the log reader drain what the process wrote before it died.
                thread::sleep(Duration::from_millis(200));
                return Err(log.lock().expect("log lock").join("\n"));
            }
        };
        Ok(Self {
            child,
            base_url: format!("http://{address}"),
            log,
            database: database.to_owned(),
            store: if database.to_string_lossy().starts_with("postgres://") {
                Store::Postgres
            } else {
                Store::Sqlite
            },
            scratch: None,
        })
    }

    /// The SQLite file, or the PostgreSQL URL.
    pub fn database(&self) -> &std::path::Path {
        &self.database
    }

    pub fn store(&self) -> Store {
        self.store
    }

    /// Kills the process at once (SIGKILL), as a crash would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.scratch = None;
    }

    /// Asks the process to stop (SIGTERM), as an orchestrator does before it kills.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "SIGTERM could not be sent");
    }

    /// Waits at most `within` for the process to end; how it ended, or `None` if it still runs.
    pub fn wait_for_exit(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let started = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("the process can be waited on") {
                return Some(status);
            }
            if started.elapsed() > within {
                return None;
            }
            thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// POSTs a JSON body; any answer but 200 must be an RFC 9457 problem document.
    pub fn post_json(&self, path: &str, body: &serde_json::Value) -> (u16, serde_json::Value) {
        let response = client()
            .post(self.url(path))
            .json(body)
            .send()
            .expect("request sent");
        let status = response.status().as_u16();
        if status != 200 {
            assert_eq!(
                response.headers()["content-type"],
                "application/problem+json",
                "{path}: status {status}"
            );
        }
        (status, response.json().expect("a JSON answer"))
    }

    /// Everything the server has logged so far.
    pub fn log(&self) -> Vec<String> {
        self.log.lock().expect("log lock").clone()
    }
}

fn listening_address(line: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    value
        .get("fields")?
        .get("address")?
        .as_str()
        .map(str::to_owned)
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(dir) = &self.scratch {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// A blocking HTTP client with a timeout, so a hung server fails the test instead of CI.
pub fn client() -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("http client")
}

/// A bot's choices: a 64-bit LCG, so a run is reproducible and independent of the game's own
/// RNG.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % bound
    }
}

/// How a game played over HTTP went.
pub struct Playthrough {
    pub state: serde_json::Value,
    pub decisions: usize,
    /// Listings of chance outcomes the table reported.
    pub table_listings: usize,
    /// Decisions taken while several seats could act at once (a simultaneous phase).
    pub simultaneous: usize,
}

/// Plays a game over the stateless API from `setup` to the end with random choices, checking
/// on the way that every listed action has a label, that the table's outcomes (and only
/// theirs) carry probabilities summing to 1 where their odds are known, and that every chosen
/// action applies. When
/// several seats may act at once, the listing without an actor names none and lists nothing;
/// every one of them then has actions of its own, and the bot picks which seat acts first.
pub fn play_to_the_end(
    server: &Server,
    game: &str,
    setup: &serde_json::Value,
    seed: u64,
) -> Playthrough {
    use serde_json::json;
    let call = |endpoint: &str, body: &serde_json::Value| {
        let (status, response) = server.post_json(&format!("/v1/games/{game}/{endpoint}"), body);
        assert_eq!(status, 200, "{endpoint}: {response}");
        response
    };
    let mut state = call("setup", setup)["state"].clone();
    let mut bot = Lcg(seed);
    let mut table_listings = 0;
    let mut simultaneous = 0;
    for decisions in 0..20_000 {
        let mut legal = call("legal-actions", &json!({"state": state}));
        let to_act = legal["to_act"].as_array().expect("to_act").clone();
        if to_act.is_empty() {
            assert!(legal["actions"].as_array().expect("actions").is_empty());
            return Playthrough {
                state,
                decisions,
                table_listings,
                simultaneous,
            };
        }
        if to_act.len() > 1 {
            simultaneous += 1;
            assert!(legal["actor"].is_null(), "several may act: {legal}");
            let mut listings: Vec<serde_json::Value> = to_act
                .iter()
                .map(|actor| {
                    let listed = call("legal-actions", &json!({"state": state, "actor": actor}));
                    assert_eq!(&listed["actor"], actor);
                    assert_eq!(listed["to_act"], json!(to_act));
                    assert_ne!(listed["actions"], json!([]), "{actor} may act: {listed}");
                    listed
                })
                .collect();
            // Unnamed, everyone's actions are listed, grouped by actor in `to_act`'s order.
            let everyone: Vec<&serde_json::Value> = listings
                .iter()
                .flat_map(|listed| listed["actions"].as_array().expect("actions"))
                .collect();
            assert_eq!(legal["actions"], json!(everyone), "several may act");
            legal = listings.swap_remove(bot.below(listings.len()));
        }
        let actor = legal["actor"].clone();
        let actions = legal["actions"].as_array().expect("actions");
        assert!(!actions.is_empty(), "{actor} may act but has no actions");
        assert!(actions.iter().all(|a| a["actor"] == actor), "{legal}");
        assert!(actions
            .iter()
            .all(|a| !a["label"].as_str().unwrap_or("").is_empty()));
        if actor == "table" {
            table_listings += 1;
            // Odds are given where they are known, for every outcome or none (a card of the
            // table's own deck has none).
            let odds: Vec<Option<f64>> = actions
                .iter()
                .map(|a| a.get("probability").and_then(serde_json::Value::as_f64))
                .collect();
            if odds.iter().any(Option::is_some) {
                let total: f64 = odds.iter().map(|p| p.expect("a probability")).sum();
                assert!(
                    (total - 1.0).abs() < 1e-6,
                    "outcome probabilities sum to {total}"
                );
            }
        } else {
            assert!(actions.iter().all(|a| a.get("probability").is_none()));
        }
        let action = &actions[bot.below(actions.len())]["action"];
        let applied = call(
            "apply",
            &json!({"state": state, "actor": actor, "action": action}),
        );
        assert_eq!(applied["dry_run"], false);
        state = applied["state"].clone();
    }
    panic!("the game did not end within 20,000 decisions");
}

/// `game`'s rule catalogue lists every id of `expected`, and answers `one` by its id with the
/// section it lists.
pub fn assert_rule_catalogue(server: &Server, game: &str, expected: &[&str], one: &str) {
    let http = client();
    let sections: Vec<serde_json::Value> = http
        .get(server.url(&format!("/v1/games/{game}/rules")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let ids: Vec<&str> = sections.iter().map(|s| s["id"].as_str().unwrap()).collect();
    for id in expected {
        assert!(ids.contains(id), "{id} is not listed: {ids:?}");
    }
    let response = http
        .get(server.url(&format!("/v1/games/{game}/rules/{one}")))
        .send()
        .unwrap();
    assert_eq!(response.status(), 200);
    let section: serde_json::Value = response.json().unwrap();
    assert_eq!(section["id"], one);
    assert!(!section["title"].as_str().unwrap().is_empty(), "{section}");
    assert!(!section["text"].as_str().unwrap().is_empty(), "{section}");
    assert!(sections.contains(&section));
}

/// A refusal is a 422 problem naming a stable code and a rule `game`'s catalogue answers.
pub fn assert_rule_refusal(
    server: &Server,
    game: &str,
    (status, problem): (u16, &serde_json::Value),
    code: &str,
    rule: &str,
) {
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["status"], 422);
    assert_eq!(problem["code"], code, "{problem}");
    assert_eq!(problem["type"], format!("urn:quarterdeck:problem:{code}"));
    assert_eq!(problem["rule"], rule, "{problem}");
    assert!(!problem["detail"].as_str().unwrap().is_empty(), "{problem}");
    let section = client()
        .get(server.url(&format!("/v1/games/{game}/rules/{rule}")))
        .send()
        .unwrap();
    assert_eq!(section.status(), 200, "rule {rule} is not in the catalogue");
}

/// The catalogue (`GET /v1/games`): every game the registry holds, in its order, with what a
/// test needs to know of each (`players`, `options`, `capabilities`) instead of a table of its
/// own.
pub fn catalogue(server: &Server) -> Vec<serde_json::Value> {
    let games: serde_json::Value = client()
        .get(server.url("/v1/games"))
        .send()
        .expect("request sent")
        .json()
        .expect("the catalogue");
    games.as_array().expect("a list of games").clone()
}

/// The four games the service had, each playable and scored, when the registry became the only
/// list of games: a test that walks the catalogue's games checks that it walked at least these,
/// so that a broken catalogue cannot pass it by offering none.
pub const FIRST_FOUR_GAMES: [&str; 4] = ["new-bedford", "nantucket", "fleet", "bremerhaven"];

/// Fails unless `walked` holds every game of [`FIRST_FOUR_GAMES`].
pub fn assert_walked_the_first_four_games<S: AsRef<str>>(walked: &[S]) {
    for game in FIRST_FOUR_GAMES {
        assert!(
            walked.iter().any(|id| id.as_ref() == game),
            "{game} was not walked: only {:?}",
            walked.iter().map(AsRef::as_ref).collect::<Vec<_>>()
        );
    }
}

/// The ids of the catalogue's games (`GET /v1/games`, in its order) whose `capabilities` hold
/// `capability` (`play`, `rules`, …), or, with `has` false, lack it: tests that concern every
/// playable game learn them here, so a newly playable game is covered without editing them.
pub fn games_where(server: &Server, capability: &str, has: bool) -> Vec<String> {
    catalogue(server)
        .iter()
        .filter(|game| {
            let listed = game["capabilities"]
                .as_array()
                .expect("capabilities")
                .iter()
                .any(|c| c == capability);
            listed == has
        })
        .map(|game| game["id"].as_str().expect("an id").to_owned())
        .collect()
}

/// The fewest players `game`'s default setup takes.
pub fn fewest_players(server: &Server, game: &str) -> u64 {
    (1..=6)
        .find(|players| {
            let setup = serde_json::json!({"players": players, "seed": 1});
            server
                .post_json(&format!("/v1/games/{game}/setup"), &setup)
                .0
                == 200
        })
        .unwrap_or_else(|| panic!("{game}: no player count sets up by default"))
}

/// The whole state and log the service keeps for a match, read from its store (SQLite file or
/// PostgreSQL database) behind the server's back.
pub struct StoredMatch {
    pub state: serde_json::Value,
    pub players: i64,
    pub seed: i64,
    pub chance: String,
    pub options: serde_json::Value,
    /// (actor, action, events), in order; checked to be numbered 1 to the match's version.
    pub log: Vec<(serde_json::Value, serde_json::Value, serde_json::Value)>,
}

/// Reads a match as the server stored it, from whichever store it uses.
pub fn stored_match(server: &Server, id: &str) -> StoredMatch {
    let ((state, players, seed, chance, options, version), rows) = match server.store() {
        Store::Sqlite => stored_in_sqlite(server, id),
        Store::Postgres => stored_in_postgres(server, id),
    };
    assert_eq!(
        rows.iter().map(|row| row.0).collect::<Vec<_>>(),
        (1..=version).collect::<Vec<_>>(),
        "the log is numbered 1..=version without gaps"
    );
    let json = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap();
    StoredMatch {
        state: json(&state),
        players,
        seed,
        chance,
        options: json(&options),
        log: rows
            .iter()
            .map(|(_, actor, action, events)| (json(actor), json(action), json(events)))
            .collect(),
    }
}

/// Rows of `sql` run on the server's own store, with `?1` bound to `id`; every column must
/// be text (cast it: `CAST(count(*) AS TEXT)` reads the same in both stores).
pub fn stored_rows(server: &Server, sql: &str, id: &str) -> Vec<Vec<Option<String>>> {
    match server.store() {
        Store::Sqlite => {
            let db = rusqlite::Connection::open(server.database()).unwrap();
            db.busy_timeout(std::time::Duration::from_secs(10)).unwrap();
            let mut statement = db.prepare(sql).unwrap();
            let columns = statement.column_count();
            statement
                .query_map([id], |row| {
                    (0..columns).map(|column| row.get(column)).collect()
                })
                .unwrap()
                .map(Result::unwrap)
                .collect()
        }
        Store::Postgres => {
            let url = server.database().to_string_lossy().into_owned();
            let mut db = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
            db.query(&sql.replace("?1", "$1"), &[&id])
                .unwrap()
                .iter()
                .map(|row| (0..row.len()).map(|column| row.get(column)).collect())
                .collect()
        }
    }
}

/// The match row's (state, players, seed, chance, options, version).
type MatchRow = (String, i64, i64, String, String, i64);
/// The log's (seq, actor, action, events), in order.
type LogRows = Vec<(i64, String, String, String)>;

fn stored_in_sqlite(server: &Server, id: &str) -> (MatchRow, LogRows) {
    let db = rusqlite::Connection::open(server.database()).unwrap();
    db.busy_timeout(std::time::Duration::from_secs(10)).unwrap();
    let row: MatchRow = db
        .query_row(
            "SELECT state, players, seed, chance, options, version FROM matches WHERE id = ?1",
            [id],
            |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                ))
            },
        )
        .unwrap();
    let mut statement = db
        .prepare("SELECT seq, actor, action, events FROM actions WHERE match_id = ?1 ORDER BY seq")
        .unwrap();
    let rows: LogRows = statement
        .query_map([id], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    (row, rows)
}

fn stored_in_postgres(server: &Server, id: &str) -> (MatchRow, LogRows) {
    let cluster = postgres::cluster().expect("a server on PostgreSQL has its cluster");
    let mut db = cluster.client(&server.database().to_string_lossy());
    let row = db
        .query_one(
            "SELECT state, players::BIGINT, seed, chance, options, version FROM matches WHERE id = $1",
            &[&id],
        )
        .unwrap();
    let rows = db
        .query(
            "SELECT seq, actor, action, events FROM actions WHERE match_id = $1 ORDER BY seq",
            &[&id],
        )
        .unwrap();
    (
        (
            row.get(0),
            row.get(1),
            row.get(2),
            row.get(3),
            row.get(4),
            row.get(5),
        ),
        rows.iter()
            .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3)))
            .collect(),
    )
}

/// Creates a seeded named match from `create` (a `POST /v1/matches` body) and plays it to the
/// end with random legal actions, each actor acting with its own token and the last ETag, as a
/// client would. Returns the match's id.
pub fn play_match_to_the_end(server: &Server, create: &serde_json::Value, seed: u64) -> String {
    play_match_to_the_end_on(&[server], create, seed)
}

/// Like [`play_match_to_the_end`], each request sent to the next of `servers` in turn (nodes
/// sharing one database), so every action is listed by one node and applied by another.
pub fn play_match_to_the_end_on(
    servers: &[&Server],
    create: &serde_json::Value,
    seed: u64,
) -> String {
    let created: serde_json::Value = client()
        .post(servers[0].url("/v1/matches"))
        .json(create)
        .send()
        .expect("request sent")
        .json()
        .expect("the created match");
    play_created_match_to_the_end_on(servers, &created, seed);
    created["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no match created: {created}"))
        .to_owned()
}

/// Plays a match already created (`created`, the answer to `POST /v1/matches`) to the end as
/// [`play_match_to_the_end_on`] does, the first request going to the first of `servers`.
pub fn play_created_match_to_the_end_on(
    servers: &[&Server],
    created: &serde_json::Value,
    seed: u64,
) {
    use serde_json::{json, Value};
    let http = client();
    let requests = std::cell::Cell::new(0usize);
    let next = || {
        let n = requests.get();
        requests.set(n + 1);
        servers[n % servers.len()]
    };
    let id = created["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no match created: {created}"))
        .to_owned();
    let seats: Vec<String> = created["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|seat| seat["token"].as_str().expect("a token").to_owned())
        .collect();
    let owner = created["owner_token"].as_str().expect("an owner token");
    let mut to_act = created["to_act"].as_array().expect("to_act").clone();
    let mut etag = "\"0\"".to_owned();
    let mut bot = Lcg(seed);
    for _ in 0..20_000 {
        let Some(actor) = to_act.first() else {
            return;
        };
        let token = match actor["seat"].as_u64() {
            Some(seat) => &seats[usize::try_from(seat).expect("a seat")],
            None => owner,
        };
        let legal: Value = http
            .get(next().url(&format!("/v1/matches/{id}/legal-actions")))
            .bearer_auth(token)
            .send()
            .expect("request sent")
            .json()
            .expect("legal actions");
        let actions = legal["actions"].as_array().expect("actions");
        assert!(!actions.is_empty(), "{actor} is to act but has none");
        let action = &actions[bot.below(actions.len())]["action"];
        let response = http
            .post(next().url(&format!("/v1/matches/{id}/actions")))
            .bearer_auth(token)
            .header("if-match", &etag)
            .json(&json!({"game": created["game"], "action": action}))
            .send()
            .expect("request sent");
        assert_eq!(response.status(), 200, "{actor} {action}");
        etag = response.headers()["etag"]
            .to_str()
            .expect("an ASCII ETag")
            .to_owned();
        let applied: Value = response.json().expect("the applied action");
        to_act = applied["to_act"].as_array().expect("to_act").clone();
    }
    panic!("match {id} did not end within 20,000 actions");
}
