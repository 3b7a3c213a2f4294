//! Store tests against real SQLite files in temporary directories.

mod migrations;

use std::time::Duration;

use super::*;
use crate::store::{Appended, EarlierAnswer, KeyAt, MatchStatus, NewAction, NewMatch};
use std::path::PathBuf;

use serde_json::Value;

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("quarterdeck-store-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("m.db")
}

fn new_match(id: &str) -> NewMatch {
    NewMatch {
        id: id.to_owned(),
        name: None,
        game: "new-bedford".to_owned(),
        rules_version: "test".to_owned(),
        players: 2,
        options: Value::Null,
        seed: u64::MAX,
        chance: "seeded".to_owned(),
        state_json: serde_json::json!({"n": 0}).to_string(),
        status: MatchStatus::Active,
        bots_json: "[]".to_owned(),
        bot_turn: false,
        turn_clock: None,
        deadline_ms: None,
        owner_token_hash: format!("{id}-owner"),
        seat_token_hashes: vec![(0, format!("{id}-0")), (1, format!("{id}-1"))],
        notify: None,
        visibility: crate::store::Visibility::Public,
        open_seats: 0,
        seating_json: "{}".to_owned(),
        invite_hashes: Vec::new(),
    }
}

fn action(expected_version: i64, key: Option<&str>) -> NewAction {
    NewAction {
        match_id: "m_1".to_owned(),
        expected_version,
        actor: r#"{"seat":0}"#.to_owned(),
        action: r#"{"type":"farm"}"#.to_owned(),
        events: "[]".to_owned(),
        idempotency_key: key.map(str::to_owned),
        request_hash: "h".to_owned(),
        response: key.map(|_| format!(r#"{{"version":{}}}"#, expected_version + 1)),
        state_json: serde_json::json!({"n": expected_version + 1}).to_string(),
        status: MatchStatus::Active,
        by_bot: false,
        bot_turn: false,
        to_act: r#"[{"seat":1}]"#.to_owned(),
        deadline_ms: None,
        timed_out: false,
        delivery: None,
    }
}

/// The live answer stored under `key` in match `m_1`, as a write with the token whose hash is
/// `token_hash` finds it.
fn answer_for(
    store: &SqliteStore,
    token_hash: &str,
    key: &str,
    now: SystemTime,
) -> Option<EarlierAnswer> {
    store
        .find_match_as("m_1", token_hash, Some(KeyAt { key, now }))
        .unwrap()
        .unwrap()
        .earlier
}

/// The live answer stored under `key` in match `m_1`, as seat 0 (whose token `action` sends)
/// finds it.
fn answer_under(store: &SqliteStore, key: &str, now: SystemTime) -> Option<EarlierAnswer> {
    answer_for(store, "m_1-0", key, now)
}

/// Item "per-seat idempotency": a key seat 0 used is invisible to seat 1 and the owner, and
/// each of them may commit an action under it.
#[test]
fn an_idempotency_key_is_kept_per_credential() {
    let store = SqliteStore::open(&temp_path("per-credential")).unwrap();
    store.insert_match(&new_match("m_1")).unwrap();
    let now = SystemTime::now();
    assert_eq!(
        store.append(&action(0, Some("k")), now).unwrap(),
        Appended::Committed { version: 1 }
    );
    assert!(answer_under(&store, "k", now).is_some());
    assert_eq!(answer_for(&store, "m_1-1", "k", now), None);
    assert_eq!(answer_for(&store, "m_1-owner", "k", now), None);
    let by = |expected_version, actor: &str| NewAction {
        actor: actor.to_owned(),
        ..action(expected_version, Some("k"))
    };
    assert_eq!(
        store.append(&by(1, r#"{"seat":1}"#), now).unwrap(),
        Appended::Committed { version: 2 }
    );
    assert_eq!(
        store.append(&by(2, r#""table""#), now).unwrap(),
        Appended::Committed { version: 3 }
    );
    assert!(matches!(
        store.append(&by(3, r#"{"seat":1}"#), now).unwrap(),
        Appended::DuplicateKey(_)
    ));
    assert!(answer_for(&store, "m_1-owner", "k", now).is_some());
}

#[test]
fn an_action_commits_log_state_and_version_together_or_not_at_all() {
    let store = SqliteStore::open(&temp_path("commit")).unwrap();
    store.insert_match(&new_match("m_1")).unwrap();
    assert_eq!(
        store
            .append(&action(0, Some("k")), SystemTime::now())
            .unwrap(),
        Appended::Committed { version: 1 }
    );
    assert_eq!(
        store.append(&action(0, None), SystemTime::now()).unwrap(),
        Appended::Conflict { current: 1 }
    );
    assert!(matches!(
        store
            .append(&action(1, Some("k")), SystemTime::now())
            .unwrap(),
        Appended::DuplicateKey(_)
    ));
    let record = store.find_match("m_1").unwrap().unwrap();
    assert_eq!(
        (record.version, record.state().unwrap()),
        (1, serde_json::json!({"n": 1}))
    );
    assert_eq!(
        record.seed,
        u64::MAX,
        "seeds above i64::MAX survive storage"
    );
    assert_eq!(store.actions("m_1", 1, 10).unwrap().len(), 1);
    let credential = |token_hash| {
        let found = store
            .find_match_as("m_1", token_hash, None)
            .unwrap()
            .unwrap();
        assert_eq!(found.record.version, 1);
        assert_eq!(found.earlier, None, "no key, no answer looked up");
        found.credential
    };
    assert_eq!(credential("m_1-1"), Some(Credential::Seat(1)));
    assert_eq!(credential("m_1-owner"), Some(Credential::Owner));
    assert_eq!(credential("nobody"), None);
    assert!(store.find_match_as("m_2", "m_1-1", None).unwrap().is_none());
}

#[test]
fn stored_answers_expire_after_the_ttl_and_a_write_sweeps_them_away() {
    let path = temp_path("expiry");
    let store = SqliteStore::open(&path)
        .unwrap()
        .with_idempotency_ttl(Duration::from_secs(60));
    store.insert_match(&new_match("m_1")).unwrap();
    let now = SystemTime::now();
    assert_eq!(
        store.append(&action(0, Some("k")), now).unwrap(),
        Appended::Committed { version: 1 }
    );
    assert!(answer_under(&store, "k", now).is_some());
    let as_stranger = store
        .find_match_as("m_1", "nobody", Some(KeyAt { key: "k", now }))
        .unwrap()
        .unwrap();
    assert_eq!(
        (as_stranger.credential, as_stranger.earlier),
        (None, None),
        "a token that is not the match's is shown no stored answer"
    );
    let almost = now + Duration::from_secs(58);
    assert!(answer_under(&store, "k", almost).is_some());
    let later = now + Duration::from_secs(62);
    assert_eq!(answer_under(&store, "k", later), None);
    let kept = || -> i64 {
        Connection::open(&path)
            .unwrap()
            .query_row(
                "SELECT count(*) FROM actions WHERE idempotency_key IS NOT NULL OR response IS NOT NULL",
                [],
                |row| row.get(0),
            )
            .unwrap()
    };
    assert_eq!(kept(), 1, "expired but not yet swept");
    // The next write, in any match, clears the expired key and answer; the key is free again.
    assert_eq!(
        store.append(&action(1, Some("k")), later).unwrap(),
        Appended::Committed { version: 2 }
    );
    assert_eq!(kept(), 1, "only the new action keeps its key and answer");
    assert_eq!(
        store.actions("m_1", 1, 10).unwrap().len(),
        2,
        "the log keeps both actions"
    );
    let plan: String = Connection::open(&path)
        .unwrap()
        .query_row(
            "EXPLAIN QUERY PLAN UPDATE actions SET idempotency_key = NULL, response = NULL
             WHERE idempotency_key IS NOT NULL AND created_at < '2000-01-01'",
            [],
            |row| row.get(3),
        )
        .unwrap();
    assert!(plan.contains("actions_idempotency_expiry"), "{plan}");
}

#[test]
fn a_schema_newer_than_the_binary_is_refused_at_open() {
    let path = temp_path("newer");
    drop(SqliteStore::open(&path).unwrap());
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let error = SqliteStore::open(&path).err().expect("refused");
    assert!(
        matches!(error, StoreError::TooNew { found: 99, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("newer"));
}

#[test]
fn a_file_that_is_not_a_database_is_refused_at_open() {
    let path = temp_path("garbage");
    std::fs::write(
        &path,
        b"this is not sqlite, just some bytes that are long enough",
    )
    .unwrap();
    let error = SqliteStore::open(&path).err().expect("refused");
    assert!(matches!(error, StoreError::Unreadable { .. }), "{error}");
}

#[test]
fn names_are_unique() {
    let store = SqliteStore::open(&temp_path("names")).unwrap();
    let mut first = new_match("m_1");
    first.name = Some("friday".to_owned());
    store.insert_match(&first).unwrap();
    let mut second = new_match("m_2");
    second.name = Some("friday".to_owned());
    assert!(matches!(
        store.insert_match(&second),
        Err(StoreError::NameTaken(_))
    ));
    assert_eq!(store.find_match("friday").unwrap().unwrap().id, "m_1");
    let by_name = store
        .find_match_as("friday", "nobody", None)
        .unwrap()
        .unwrap();
    assert_eq!(by_name.record.id, "m_1");
}

#[test]
fn a_foreign_sqlite_file_is_refused_rather_than_given_our_schema() {
    let path = temp_path("foreign");
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE invoices (id INTEGER)")
        .unwrap();
    let error = SqliteStore::open(&path).err().expect("refused");
    assert!(error.to_string().contains("invoices"), "{error}");
    let tables: i64 = Connection::open(&path)
        .unwrap()
        .query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))
        .unwrap();
    assert_eq!(tables, 1, "nothing was added");
}

/// A file at schema 2 keeps every action through the rebuild of 0003, and keys stay unique per
/// match: the partial index refuses a second keyed row, not keyless ones.
#[test]
fn upgrading_to_the_partial_key_index_keeps_the_log_and_key_uniqueness() {
    let path = temp_path("upgrade-0003");
    {
        let old = Connection::open(&path).unwrap();
        for (_, sql) in &super::migrations::FILES[..2] {
            old.execute_batch(sql).unwrap();
        }
        old.pragma_update(None, "user_version", 2).unwrap();
        old.execute_batch(
            "INSERT INTO matches (id, game, rules_version, players, options, seed, chance, state, version, status, owner_token_hash)
                 VALUES ('m_1', 'new-bedford', 'test', 2, '{}', 1, 'seeded', '{}', 3, 'active', 'm_1-owner');
             INSERT INTO seats (match_id, seat, token_hash) VALUES ('m_1', 0, 'm_1-0');
             INSERT INTO actions (match_id, seq, actor, action, events, idempotency_key, request_hash, response)
                 VALUES ('m_1', 1, '{\"seat\":0}', '{\"n\":1}', '[]', 'k', 'h', '{}'),
                        ('m_1', 2, '{}', '{\"n\":2}', '[]', NULL, 'h', NULL),
                        ('m_1', 3, '{}', '{\"n\":3}', '[]', NULL, 'h', NULL);",
        )
        .unwrap();
    }
    let store = SqliteStore::open(&path).unwrap();
    let log = store.actions("m_1", 1, 10).unwrap();
    assert_eq!(
        log.iter()
            .map(|a| (a.seq, a.action.clone()))
            .collect::<Vec<_>>(),
        [1, 2, 3].map(|n| (n, serde_json::json!({ "n": n })))
    );
    // 0004 keeps a key stored before it with the seat that sent it, and only there.
    assert!(answer_under(&store, "k", SystemTime::now()).is_some());
    assert_eq!(
        answer_for(&store, "m_1-owner", "k", SystemTime::now()),
        None
    );
    let db = Connection::open(&path).unwrap();
    let insert = |seq: i64, key: Option<&str>| {
        db.execute(
            "INSERT INTO actions (match_id, seq, actor, action, events, idempotency_key) VALUES ('m_1', ?1, '{\"seat\":0}', '{}', '[]', ?2)",
            params![seq, key],
        )
    };
    insert(4, None).unwrap();
    insert(5, None).unwrap();
    match insert(6, Some("k")) {
        Err(rusqlite::Error::SqliteFailure(failure, _)) => {
            assert_eq!(failure.code, rusqlite::ErrorCode::ConstraintViolation);
        }
        other => panic!("a second action with key k must be refused, got {other:?}"),
    }
    let plan: String = db
        .query_row(
            "EXPLAIN QUERY PLAN SELECT response FROM actions WHERE match_id = 'm_1' AND actor = '{}' AND idempotency_key = 'k'",
            [],
            |row| row.get(3),
        )
        .unwrap();
    assert!(plan.contains("actions_idempotency_key_per_actor"), "{plan}");
}

fn wal_size(path: &Path) -> u64 {
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(wal).map_or(0, |meta| meta.len())
}

/// Commits never checkpoint, so the checkpointer's thread must restart the write-ahead log while
/// commits keep coming (passive checkpoints alone never catch up with steady writes, and the
/// log would only grow). A restarted log is cut back to its limit by the next commit, so
/// under an unbroken stream of commits the file must shrink, however long the checkpointer
/// waits for the processor on a busy machine.
#[test]
fn a_steady_stream_of_commits_keeps_the_write_ahead_log_short() {
    let path = temp_path("checkpoints");
    let store = SqliteStore::open(&path).unwrap();
    store.insert_match(&new_match("m_1")).unwrap();
    let state = format!(r#"{{"n":"{}"}}"#, "x".repeat(4_000));
    let limit = u64::try_from(super::WAL_FILE_LIMIT_BYTES).unwrap();
    let started = std::time::Instant::now();
    let mut version = 0;
    let mut longest = 0;
    let shrank_to = loop {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "after {version} commits in 30 s the log is {} bytes and never shrank below its \
             longest, {longest} bytes",
            wal_size(&path)
        );
        let mut next = action(version, None);
        next.state_json.clone_from(&state);
        assert!(matches!(
            store.append(&next, SystemTime::now()).unwrap(),
            Appended::Committed { .. }
        ));
        version += 1;
        let size = wal_size(&path);
        if longest > 2 * limit && size <= limit {
            break size;
        }
        longest = longest.max(size);
    };
    assert!(shrank_to > 0, "the log is written from its start again");
    drop(store);
    assert_eq!(
        wal_size(&path),
        0,
        "closing the store checkpoints the log and removes it"
    );
}

#[test]
fn a_bot_turn_is_listed_until_a_commit_ends_it_and_bot_moves_are_marked_in_the_log() {
    let store = SqliteStore::open(&temp_path("bot-turns")).unwrap();
    let waiting = |store: &SqliteStore| store.awaiting_bots(0, 10).unwrap();
    store
        .insert_match(&NewMatch {
            bot_turn: true,
            bots_json: r#"[{"seat":0,"kind":"random"}]"#.to_owned(),
            ..new_match("m_1")
        })
        .unwrap();
    store.insert_match(&new_match("m_2")).unwrap();
    assert_eq!(waiting(&store), ["m_1"]);
    let now = SystemTime::now();
    let by_bot = NewAction {
        by_bot: true,
        ..action(0, None)
    };
    store.append(&by_bot, now).unwrap();
    assert!(waiting(&store).is_empty(), "a person's turn now");
    let back_to_the_bot = NewAction {
        bot_turn: true,
        ..action(1, None)
    };
    store.append(&back_to_the_bot, now).unwrap();
    assert_eq!(waiting(&store), ["m_1"]);
    let over = NewAction {
        bot_turn: true,
        status: MatchStatus::Finished,
        ..action(2, None)
    };
    store.append(&over, now).unwrap();
    assert!(waiting(&store).is_empty(), "a finished match has no turns");
    let marked: Vec<bool> = store
        .actions("m_1", 1, 10)
        .unwrap()
        .iter()
        .map(|entry| entry.by_bot)
        .collect();
    assert_eq!(marked, [true, false, false]);
    let record = store.find_match("m_1").unwrap().unwrap();
    assert_eq!(record.bots_json, r#"[{"seat":0,"kind":"random"}]"#);
}

#[test]
fn a_match_awaits_a_move_from_its_deadline_on_and_each_commit_sets_the_next() {
    let store = SqliteStore::open(&temp_path("deadlines")).unwrap();
    let due_at = |store: &SqliteStore, now_ms| {
        let mut ids = store.awaiting_bots(now_ms, 10).unwrap();
        ids.sort();
        ids
    };
    let clock = Some(r#"{"turn_time_ms":60000,"on_timeout":"bot"}"#.to_owned());
    store
        .insert_match(&NewMatch {
            turn_clock: clock.clone(),
            deadline_ms: Some(1_000),
            ..new_match("m_1")
        })
        .unwrap();
    store
        .insert_match(&NewMatch {
            turn_clock: clock,
            deadline_ms: Some(5_000),
            ..new_match("m_2")
        })
        .unwrap();
    store.insert_match(&new_match("m_3")).unwrap();
    assert!(due_at(&store, 999).is_empty());
    assert_eq!(due_at(&store, 1_000), ["m_1"]);
    assert_eq!(due_at(&store, 5_000), ["m_1", "m_2"]);
    let forced = NewAction {
        deadline_ms: Some(9_000),
        timed_out: true,
        ..action(0, None)
    };
    store.append(&forced, SystemTime::now()).unwrap();
    assert_eq!(
        due_at(&store, 5_000),
        ["m_2"],
        "the commit set m_1's next deadline"
    );
    let record = store.find_match("m_1").unwrap().unwrap();
    assert_eq!(record.deadline_ms, Some(9_000));
    let logged = &store.actions("m_1", 1, 10).unwrap()[0];
    assert_eq!((logged.deadline_ms, logged.timed_out), (Some(9_000), true));
    let over = NewAction {
        deadline_ms: None,
        status: MatchStatus::Finished,
        ..action(1, None)
    };
    store.append(&over, SystemTime::now()).unwrap();
    assert!(due_at(&store, i64::MAX).iter().all(|id| id != "m_1"));
}

fn with_target(id: &str) -> NewMatch {
    NewMatch {
        notify: Some(crate::store::NotifyTarget {
            url: "https://example.com/hook".to_owned(),
            secret: crate::store::NotifySecret::new("s3cret-s3cret-s3cret".to_owned()),
        }),
        ..new_match(id)
    }
}

/// Action `expected_version + 1` of `match_id`, bringing a webhook payload.
fn notified(match_id: &str, expected_version: i64) -> NewAction {
    NewAction {
        match_id: match_id.to_owned(),
        delivery: Some(format!(r#"{{"version":{}}}"#, expected_version + 1)),
        ..action(expected_version, None)
    }
}

fn claimed_ids(store: &SqliteStore, now: SystemTime) -> Vec<(String, i64)> {
    store
        .claim_deliveries(now, Duration::from_secs(30), 10)
        .unwrap()
        .into_iter()
        .map(|delivery| (delivery.id, delivery.attempts))
        .collect()
}

fn deliveries_of(path: &Path, match_id: &str) -> i64 {
    rusqlite::Connection::open(path)
        .unwrap()
        .query_row(
            "SELECT count(*) FROM deliveries WHERE match_id = ?1",
            [match_id],
            |row| row.get(0),
        )
        .unwrap()
}

/// Item "outbox": the delivery row is written by the action's own transaction, so it exists
/// exactly when the action committed, and only for a match with a target.
#[test]
fn a_delivery_is_queued_with_its_action_only_when_it_commits_and_the_match_has_a_target() {
    let path = temp_path("outbox");
    let store = SqliteStore::open(&path).unwrap();
    store.insert_match(&with_target("m_1")).unwrap();
    store.insert_match(&new_match("m_2")).unwrap();
    let now = SystemTime::now();
    assert_eq!(
        store.append(&notified("m_1", 0), now).unwrap(),
        Appended::Committed { version: 1 }
    );
    assert_eq!(
        store.append(&notified("m_1", 0), now).unwrap(),
        Appended::Conflict { current: 1 },
        "a refused action queues nothing"
    );
    assert_eq!(
        store.append(&notified("m_2", 0), now).unwrap(),
        Appended::Committed { version: 1 }
    );
    assert_eq!(deliveries_of(&path, "m_1"), 1);
    assert_eq!(deliveries_of(&path, "m_2"), 0, "no target, no delivery");
    let claimed = store
        .claim_deliveries(now, Duration::from_secs(30), 10)
        .unwrap();
    assert_eq!(claimed.len(), 1);
    let delivery = &claimed[0];
    assert_eq!(
        (
            delivery.id.as_str(),
            delivery.match_id.as_str(),
            delivery.version
        ),
        ("m_1.1", "m_1", 1)
    );
    assert_eq!(delivery.payload, r#"{"version":1}"#);
    assert_eq!(delivery.attempts, 1);
    assert_eq!(delivery.target.url, "https://example.com/hook");
    assert_eq!(delivery.target.secret.expose(), "s3cret-s3cret-s3cret");
    // The secret is the store's to sign with, and no debug print shows it.
    let printed = format!("{claimed:?} {:?}", with_target("m_9"));
    assert!(!printed.contains("s3cret"), "{printed}");
    assert_eq!(
        store
            .find_match("m_1")
            .unwrap()
            .unwrap()
            .notify_url
            .as_deref(),
        Some("https://example.com/hook")
    );
    assert_eq!(store.find_match("m_2").unwrap().unwrap().notify_url, None);
}

/// Item "lease": a claimed delivery is nobody else's until its lease runs out, and a match's
/// later versions wait for its earlier ones.
#[test]
fn a_claimed_delivery_is_leased_and_a_matchs_versions_go_out_in_order() {
    let store = SqliteStore::open(&temp_path("lease")).unwrap();
    store.insert_match(&with_target("m_1")).unwrap();
    store.insert_match(&with_target("m_3")).unwrap();
    let now = SystemTime::now();
    for appended in [notified("m_1", 0), notified("m_1", 1), notified("m_3", 0)] {
        store.append(&appended, now).unwrap();
    }
    let mut first = claimed_ids(&store, now);
    first.sort();
    assert_eq!(first, [("m_1.1".to_owned(), 1), ("m_3.1".to_owned(), 1)]);
    assert!(claimed_ids(&store, now).is_empty(), "both are leased");
    let later = now + Duration::from_secs(31);
    let mut again = store
        .claim_deliveries(later, Duration::from_secs(30), 10)
        .unwrap();
    again.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(
        again.iter().map(|d| d.attempts).collect::<Vec<_>>(),
        [2, 2],
        "an expired lease is claimed again"
    );
    // The first claim of m_3.1 lost it: its report changes nothing.
    let stale = Delivery {
        attempts: 1,
        ..again[1].clone()
    };
    let failed = Attempted::Failed {
        error: "500".to_owned(),
        retry_at: later,
        give_up_before: now - Duration::from_secs(60),
    };
    assert_eq!(
        store.finish_delivery(&stale, &failed, later).unwrap(),
        Settled::NotHeld
    );
    assert_eq!(
        store
            .finish_delivery(&again[0], &Attempted::Delivered, later)
            .unwrap(),
        Settled::Delivered
    );
    assert_eq!(
        claimed_ids(&store, later),
        [("m_1.2".to_owned(), 1)],
        "version 2 goes once version 1 is delivered; m_3.1 is still leased"
    );
}

/// Item "retries": a failed attempt waits for its retry, and a delivery older than the window
/// is given up at its next failure, after which the match's next version goes.
#[test]
fn a_failed_delivery_waits_for_its_retry_and_is_given_up_after_the_window() {
    let store = SqliteStore::open(&temp_path("retries")).unwrap();
    store.insert_match(&with_target("m_1")).unwrap();
    let now = SystemTime::now();
    store.append(&notified("m_1", 0), now).unwrap();
    store.append(&notified("m_1", 1), now).unwrap();
    let claimed = store
        .claim_deliveries(now, Duration::from_secs(30), 10)
        .unwrap();
    let retry_at = now + Duration::from_secs(5);
    let within_the_window = Attempted::Failed {
        error: "HTTP 500".to_owned(),
        retry_at,
        give_up_before: now - Duration::from_secs(86_400),
    };
    assert_eq!(
        store
            .finish_delivery(&claimed[0], &within_the_window, now)
            .unwrap(),
        Settled::WillRetry
    );
    assert!(claimed_ids(&store, now + Duration::from_secs(1)).is_empty());
    let retried = store
        .claim_deliveries(retry_at, Duration::from_secs(30), 10)
        .unwrap();
    assert_eq!(
        retried
            .iter()
            .map(|d| (d.id.as_str(), d.attempts))
            .collect::<Vec<_>>(),
        [("m_1.1", 2)]
    );
    let past_the_window = Attempted::Failed {
        error: "timed out".to_owned(),
        retry_at: retry_at + Duration::from_secs(5),
        give_up_before: retry_at + Duration::from_secs(1),
    };
    assert_eq!(
        store
            .finish_delivery(&retried[0], &past_the_window, retry_at)
            .unwrap(),
        Settled::GaveUp
    );
    assert_eq!(
        claimed_ids(&store, retry_at + Duration::from_secs(3_600)),
        [("m_1.2".to_owned(), 1)],
        "a given-up delivery is never claimed again, nor holds up the next"
    );
}

#[test]
fn deleting_a_match_deletes_its_deliveries() {
    let path = temp_path("delete-deliveries");
    let store = SqliteStore::open(&path).unwrap();
    store.insert_match(&with_target("m_1")).unwrap();
    let now = SystemTime::now();
    store.append(&notified("m_1", 0), now).unwrap();
    assert_eq!(deliveries_of(&path, "m_1"), 1);
    assert!(store.delete_match("m_1").unwrap());
    assert_eq!(deliveries_of(&path, "m_1"), 0);
    assert!(claimed_ids(&store, now).is_empty());
}
