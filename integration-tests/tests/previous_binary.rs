//! Matches kept by an earlier binary, under earlier rules, open and play on (issue 24: "matches
//! stored before these rule changes keep working"). `fixtures/previous-binary/matches.db` was
//! written by the binary of the commit its README names, through `make.py`: matches of every
//! game left part-way through, Fleet's in the draw phase with a pair kept without asking, as
//! those rules did. The server migrates the file, says which rules each match was created under
//! and which it plays under now, and plays each to its end under today's rules.

use std::path::Path;

use quarterdeck_integration_tests::named_match::NamedMatch;
use quarterdeck_integration_tests::{client, scratch_dir, Lcg, Server};
use serde_json::{json, Value};

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/previous-binary");

/// The rules version the fixture's binary recorded in every match it created.
const PREVIOUS_RULES: &str = "0.1.0";

/// A server on a copy of the fixture's database (the fixture itself stays as committed).
fn server_on_the_fixture() -> Server {
    let dir = scratch_dir();
    let database = dir.join("matches.db");
    std::fs::copy(Path::new(FIXTURE).join("matches.db"), &database).expect("the fixture copied");
    Server::start_on(&database).unwrap_or_else(|log| panic!("did not start:\n{log}"))
}

fn fixture_matches() -> Vec<NamedMatch> {
    let text =
        std::fs::read_to_string(Path::new(FIXTURE).join("matches.json")).expect("matches.json");
    let listed: Vec<Value> = serde_json::from_str(&text).expect("matches.json is JSON");
    listed
        .into_iter()
        .map(|m| NamedMatch {
            id: m["id"].as_str().expect("an id").to_owned(),
            game: m["game"].as_str().expect("a game").to_owned(),
            seats: m["seats"]
                .as_array()
                .expect("seat tokens")
                .iter()
                .map(|token| token.as_str().expect("a token").to_owned())
                .collect(),
            owner: m["owner"].as_str().expect("an owner token").to_owned(),
            created: m,
        })
        .collect()
}

fn current_rules(server: &Server) -> String {
    let health: Value = client()
        .get(server.url("/healthz"))
        .send()
        .expect("request sent")
        .json()
        .expect("health");
    health["version"].as_str().expect("a version").to_owned()
}

/// Plays random legal actions from the stored state to the end; the number played.
fn play_on(server: &Server, m: &NamedMatch, bot: &mut Lcg) -> usize {
    let mut read = m.get(server, "", None).body;
    for played in 0..20_000 {
        let to_act = read["to_act"].as_array().expect("to_act").clone();
        if to_act.is_empty() {
            return played;
        }
        let actor = &to_act[bot.below(to_act.len())];
        let token = m.token_for(actor).to_owned();
        let listed = m.get(server, "/legal-actions", Some(&token)).body;
        let actions = listed["actions"].as_array().expect("actions");
        assert!(!actions.is_empty(), "{}: {actor} has no action", m.id);
        let action = &actions[bot.below(actions.len())]["action"];
        let version = read["version"].as_i64().expect("a version");
        let acted = m.act(server, &token, version, action);
        assert_eq!(
            acted.status, 200,
            "{} {actor} {action}: {}",
            m.id, acted.body
        );
        read = m.get(server, "", None).body;
    }
    panic!("{} did not end", m.id);
}

#[test]
fn issue_24_matches_stored_by_the_previous_binary_play_on_under_todays_rules() {
    let server = server_on_the_fixture();
    let now = current_rules(&server);
    assert_ne!(now, PREVIOUS_RULES, "the rules version was not bumped");
    let mut bot = Lcg(24);
    for m in fixture_matches() {
        let before = m.get(&server, "", None).body;
        assert_eq!(before["rules_version"], PREVIOUS_RULES, "{before}");
        assert_eq!(before["rules_updated_to"], json!(now), "{before}");
        let logged = m.log(&server, None).len();
        assert!(logged > 0, "{}: the fixture's match has no log", m.id);
        for (seat, token) in m.seats.iter().enumerate() {
            let own = m.get(&server, "", Some(token)).body;
            assert_eq!(own["seat"], json!(seat), "{own}");
        }
        let played = play_on(&server, &m, &mut bot);
        let after = m.get(&server, "", None).body;
        assert_eq!(after["status"], "finished", "{}", m.id);
        assert_eq!(after["rules_version"], PREVIOUS_RULES);
        assert_eq!(m.log(&server, None).len(), logged + played, "{}", m.id);
        eprintln!(
            "{} ({}): {logged} actions stored, {played} played on",
            m.id, m.game
        );
    }
    // A match created now plays under today's rules and says nothing of an update.
    let created = NamedMatch::create(&server, &json!({"game": "nantucket", "players": 2})).created;
    assert_eq!(created["rules_version"], json!(now));
    assert!(created.get("rules_updated_to").is_none(), "{created}");
}
