//! How the PostgreSQL store reads, as the database's own statistics count it: a match is found
//! through an index, never by scanning every match. A lookup written as
//! `WHERE id = $1 OR name = $1` was planned as such a scan on a young table and the plan kept,
//! so with 20,000 matches every action read all of them.

use std::path::Path;
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::named_match::NamedMatch;
use quarterdeck_integration_tests::{postgres, Server};
use serde_json::json;

/// Times `matches` was read by a sequential scan and through an index, as counted so far.
fn scans_of_matches(db: &mut ::postgres::Client) -> (i64, i64) {
    let row = db
        .query_one(
            "SELECT seq_scan, coalesce(idx_scan, 0) FROM pg_stat_user_tables WHERE relname = 'matches'",
            &[],
        )
        .unwrap();
    (row.get(0), row.get(1))
}

/// The counts once the server's connections have reported all they did so far: an idle
/// connection reports about a second after its last statement, so the counts must hold still
/// for longer than that.
fn settled(db: &mut ::postgres::Client) -> (i64, i64) {
    let deadline = Instant::now() + Duration::from_secs(15);
    let mut counted = scans_of_matches(db);
    let mut since = Instant::now();
    while since.elapsed() < Duration::from_millis(2500) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(250));
        let now = scans_of_matches(db);
        if now != counted {
            counted = now;
            since = Instant::now();
        }
    }
    counted
}

/// Plays `actions` actions of `m` from `version` on, each after reading its legal actions.
fn play(server: &Server, m: &NamedMatch, version: i64, actions: i64) {
    let mut to_act = m.get(server, "", None).body["to_act"].clone();
    for version in version..version + actions {
        let token = m.token_for(&to_act[0]).to_owned();
        let legal = m.get(server, "/legal-actions", Some(&token));
        let acted = m.act(server, &token, version, &legal.body["actions"][0]["action"]);
        assert_eq!(acted.status, 200, "{}", acted.body);
        to_act = acted.body["to_act"].clone();
    }
}

fn new_bedford(seed: u64) -> serde_json::Value {
    json!({"game": "new-bedford", "players": 2, "seed": seed, "chance": "seeded"})
}

#[test]
fn actions_find_their_match_through_an_index_once_the_table_has_grown() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb)");
        return;
    };
    let url = cluster.database();
    let server = Server::start_on(Path::new(&url)).unwrap_or_else(|log| panic!("{log}"));
    let mut db = cluster.client(&url);
    // The server's statements are prepared and planned while the table is young (a scan of a
    // page or two is the planner's right choice then); the test is whether they still scan once
    // it has grown.
    let m = NamedMatch::create(&server, &new_bedford(1));
    play(&server, &m, 0, 12);
    for seed in 2..300 {
        NamedMatch::create(&server, &new_bedford(seed));
    }
    let (seq_before, index_before) = settled(&mut db);
    let actions = 12;
    play(&server, &m, 12, actions);
    // The server's connections report their counts once idle, within seconds: wait until the
    // index reads of these actions show, then no scan of every match may have come with them.
    let deadline = Instant::now() + Duration::from_secs(30);
    let (seq_after, index_after) = loop {
        let counted = scans_of_matches(&mut db);
        if counted.1 >= index_before + actions || Instant::now() > deadline {
            break counted;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(
        index_after >= index_before + actions,
        "the statistics never showed the actions' index reads ({index_before} → {index_after})"
    );
    assert_eq!(
        seq_after - seq_before,
        0,
        "{actions} actions and their legal-action reads on a table of 300 matches scanned them all"
    );
}
