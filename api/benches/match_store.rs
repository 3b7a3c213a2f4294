//! The named-match store on its own, without HTTP or an engine: what one committed action and
//! one authenticated lookup cost in SQLite on this machine, so `scripts/match-bench.sh`'s figures
//! can be split into the store's floor and everything around it.

use std::hint::black_box;
use std::time::SystemTime;

use criterion::{criterion_group, criterion_main, Criterion};
use quarterdeck_api::store::{
    MatchStatus, MatchStore, NewAction, NewMatch, SqliteStore, Visibility,
};
use quarterdeck_engine::find_game;
use serde_json::json;

/// A 3-player New Bedford state 60 decisions in, as the service stores it: the size a
/// match-bench action rewrites.
fn stored_state() -> String {
    let Some(engine) = find_game("new-bedford").and_then(|game| game.playable()) else {
        panic!("New Bedford is playable");
    };
    match engine.sample_state(3, 1, 60) {
        Ok(state) => state.to_string(),
        Err(error) => panic!("no sample state: {error}"),
    }
}

fn store_with_one_match(state: &str) -> (tempdir::Dir, SqliteStore) {
    let dir = tempdir::Dir::new();
    let store = match SqliteStore::open(&dir.path.join("bench.db")) {
        Ok(store) => store,
        Err(error) => panic!("cannot open the bench store: {error}"),
    };
    let new = NewMatch {
        id: "m_bench".to_owned(),
        name: None,
        game: "new-bedford".to_owned(),
        rules_version: "bench".to_owned(),
        players: 3,
        options: json!({}),
        seed: 1,
        chance: "seeded".to_owned(),
        state_json: state.to_owned(),
        status: MatchStatus::Active,
        bots_json: "[]".to_owned(),
        bot_turn: false,
        turn_clock: None,
        deadline_ms: None,
        owner_token_hash: "owner".to_owned(),
        seat_token_hashes: vec![
            (0, "seat-0".to_owned()),
            (1, "seat-1".to_owned()),
            (2, "seat-2".to_owned()),
        ],
        notify: None,
        visibility: Visibility::Public,
        open_seats: 0,
        seating_json: "{}".to_owned(),
        invite_hashes: Vec::new(),
    };
    if let Err(error) = store.insert_match(&new) {
        panic!("cannot insert the bench match: {error}");
    }
    (dir, store)
}

fn match_store(c: &mut Criterion) {
    let state = stored_state();
    let (_dir, store) = store_with_one_match(&state);
    let mut version = 0;
    c.bench_function("match_store/append one action (one transaction)", |b| {
        b.iter(|| {
            let appended = store.append(
                &NewAction {
                    match_id: "m_bench".to_owned(),
                    expected_version: version,
                    actor: r#"{"seat":1}"#.to_owned(),
                    action: r#"{"type":"place","worker":0,"space":"farm"}"#.to_owned(),
                    events: r#"[{"type":"placed","seat":1,"space":"farm"}]"#.to_owned(),
                    idempotency_key: None,
                    request_hash: "0".repeat(64),
                    response: None,
                    state_json: state.clone(),
                    status: MatchStatus::Active,
                    by_bot: false,
                    bot_turn: false,
                    to_act: r#"[{"seat":2}]"#.to_owned(),
                    deadline_ms: None,
                    timed_out: false,
                    delivery: None,
                },
                SystemTime::now(),
            );
            version += 1;
            black_box(appended)
        });
    });
    c.bench_function("match_store/find a match with its token's seat", |b| {
        b.iter(|| black_box(store.find_match_as(black_box("m_bench"), "seat-1", None)));
    });
}

/// A directory removed when dropped (the store's file and its WAL live in it).
mod tempdir {
    use std::path::PathBuf;

    pub struct Dir {
        pub path: PathBuf,
    }

    impl Dir {
        pub fn new() -> Self {
            let path =
                std::env::temp_dir().join(format!("quarterdeck-bench-{}", std::process::id()));
            if let Err(error) = std::fs::create_dir_all(&path) {
                panic!("cannot create {}: {error}", path.display());
            }
            Self { path }
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

criterion_group!(benches, match_store);
criterion_main!(benches);
