//! Gathering players on two nodes of one PostgreSQL database, as behind a load balancer, with
//! requests released at the same moment on both: one invite claimed twice (exactly one claim
//! wins, the other is a 409 `invite-used` and gets no token), two invites of one match claimed
//! at once (both win, one after the other, and play starts), and both seats of a finished match
//! asking for its rematch at once (one creates it, both get their own rotated seat in it). The
//! one-invite race runs on a single SQLite node too, so it runs without PostgreSQL.
//!
//! The matches are of the test game Toy (`--test-games`): it takes names and ends in a few
//! moves, so each round plays its match out with the tokens the race handed out.

use std::path::Path;
use std::sync::Barrier;
use std::time::Instant;

use quarterdeck_integration_tests::postgres;
use quarterdeck_integration_tests::{client, Server};
use serde_json::{json, Value};

/// Rounds of each race: a lost race that happens one time in a few shows up here.
const ROUNDS: usize = 20;

/// Two nodes serving the test games on one fresh database of the shared cluster; `None`
/// without PostgreSQL (a failure instead under `QUARTERDECK_REQUIRE_POSTGRES`).
fn two_nodes() -> Option<(Server, Server)> {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb) for the two-node gathering races");
        return None;
    };
    let url = cluster.database();
    let start = || {
        Server::start_on_with(Path::new(&url), &["--test-games"])
            .unwrap_or_else(|log| panic!("{log}"))
    };
    Some((start(), start()))
}

/// A request's status and JSON body (null when empty).
fn read(request: reqwest::blocking::RequestBuilder) -> (u16, Value) {
    let response = request.send().expect("request sent");
    let status = response.status().as_u16();
    (status, response.json().unwrap_or(Value::Null))
}

/// Sends one request through each of `nodes` at the same moment: each from a thread of its own
/// with a connection already open, released together by a barrier. `request(i, http, base)`
/// builds the `i`th. Counts in `overlapped` whether both were in flight together.
fn at_once(
    overlapped: &mut usize,
    nodes: [&str; 2],
    request: impl Fn(usize, &reqwest::blocking::Client, &str) -> reqwest::blocking::RequestBuilder
        + Sync,
) -> [(u16, Value); 2] {
    let barrier = Barrier::new(2);
    std::thread::scope(|scope| {
        let sent = [0, 1].map(|i| {
            let (barrier, request) = (&barrier, &request);
            scope.spawn(move || {
                let http = client();
                // Open the connection first, so the race is between the requests, not the
                // handshakes.
                let (status, _) = read(http.get(format!("{}/healthz", nodes[i])));
                assert_eq!(status, 200);
                let prepared = request(i, &http, nodes[i]);
                barrier.wait();
                let sent = Instant::now();
                let answer = read(prepared);
                (answer, sent, Instant::now())
            })
        });
        let [first, second] = sent.map(|thread| thread.join().expect("a racing request's thread"));
        if first.1 < second.2 && second.1 < first.2 {
            *overlapped += 1;
        }
        [first.0, second.0]
    })
}

/// Fails unless most of `rounds` races had both requests in flight together: a race that
/// never overlapped proves nothing.
fn assert_raced(overlapped: usize, rounds: usize) {
    assert!(
        overlapped * 2 > rounds,
        "only {overlapped} of {rounds} rounds had both requests in flight at once"
    );
}

fn create(base: &str, body: &Value) -> Value {
    let (status, created) = read(client().post(format!("{base}/v1/matches")).json(body));
    assert_eq!(status, 201, "{created}");
    created
}

/// The match as `token` reads it through `base`; it must answer 200.
fn view(base: &str, id: &str, token: Option<&str>) -> Value {
    let mut request = client().get(format!("{base}/v1/matches/{id}"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let (status, view) = read(request);
    assert_eq!(status, 200, "GET {id}: {view}");
    view
}

/// Plays match `id` to its end from the version it is at, each seat with its token in `seats`
/// (the owner's for the table), requests going to each node in turn; the first legal action
/// each time. Answers how many actions it took.
fn play_out(nodes: [&str; 2], id: &str, seats: &[&str], owner: &str) -> usize {
    let http = client();
    let read_at = view(nodes[0], id, None);
    let mut version = read_at["version"].as_i64().unwrap();
    let mut to_act = read_at["to_act"].as_array().unwrap().clone();
    for action in 0..200 {
        let Some(actor) = to_act.first() else {
            assert_eq!(view(nodes[1], id, None)["status"], "finished");
            return action;
        };
        let token = match actor["seat"].as_u64() {
            Some(seat) => seats[usize::try_from(seat).unwrap()],
            None => owner,
        };
        let base = nodes[action % 2];
        let (status, legal) = read(
            http.get(format!("{base}/v1/matches/{id}/legal-actions"))
                .bearer_auth(token),
        );
        assert_eq!(status, 200, "{legal}");
        let chosen = &legal["actions"][0]["action"];
        assert!(
            !chosen.is_null(),
            "{actor} is to act but has no action: {legal}"
        );
        let (status, applied) = read(
            http.post(format!("{base}/v1/matches/{id}/actions"))
                .bearer_auth(token)
                .header("if-match", format!("\"{version}\""))
                .json(&json!({"game": "toy", "action": chosen})),
        );
        assert_eq!(status, 200, "{actor} {chosen}: {applied}");
        version = applied["version"].as_i64().unwrap();
        to_act = applied["to_act"].as_array().unwrap().clone();
    }
    panic!("match {id} did not end within 200 actions");
}

/// `rounds` matches with one open seat, its invite claimed at once through both `nodes` under
/// two names: exactly one claim wins the seat, and its token plays the match out.
fn one_invite_claimed_at_once(nodes: [&str; 2], rounds: usize) {
    let names = ["Bo", "Cy"];
    let mut overlapped = 0;
    for round in 0..rounds {
        let created = create(
            nodes[round % 2],
            &json!({"game": "toy", "players": 2, "names": ["Ann"], "open": [1]}),
        );
        let id = created["id"].as_str().unwrap();
        assert_eq!(created["status"], "waiting", "{created}");
        let invite = created["invites"][0]["code"].as_str().unwrap();
        let answers = at_once(&mut overlapped, nodes, |i, http, base| {
            http.post(format!("{base}/v1/matches/{id}/seats/claim"))
                .json(&json!({"invite": invite, "name": names[i]}))
        });
        let won: Vec<usize> = (0..2).filter(|&i| answers[i].0 == 200).collect();
        assert_eq!(
            won.len(),
            1,
            "round {round}: exactly one claim wins: {answers:?}"
        );
        let (winner, loser) = (won[0], 1 - won[0]);
        let (status, refused) = &answers[loser];
        assert_eq!(
            (*status, refused["code"].as_str()),
            (409, Some("invite-used")),
            "round {round}: the other claim: {refused}"
        );
        assert!(
            refused.get("token").is_none(),
            "the loser gets no token: {refused}"
        );
        let claimed = &answers[winner].1;
        assert_eq!(
            (
                &claimed["match"],
                &claimed["seat"],
                &claimed["name"],
                &claimed["version"]
            ),
            (&json!(id), &json!(1), &json!(names[winner]), &json!(1)),
            "round {round}: {claimed}"
        );
        let token = claimed["token"].as_str().unwrap();
        // The seat is the winner's on both nodes, under the winner's name, and nothing else
        // changed the match: one claim logged, play started.
        for base in nodes {
            let seen = view(base, id, Some(token));
            assert_eq!(seen["seat"], 1, "{seen}");
            assert_eq!(seen["status"], "active", "{seen}");
            assert_eq!(seen["version"], 1, "{seen}");
            assert_eq!(seen["seats"][1]["name"], names[winner], "{seen}");
        }
        let (status, log) = read(client().get(format!("{}/v1/matches/{id}/log", nodes[loser])));
        assert_eq!(status, 200, "{log}");
        let kinds: Vec<&Value> = log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|entry| &entry["kind"])
            .collect();
        assert_eq!(kinds, [&json!("claim")], "round {round}: {log}");
        let ann = created["seats"][0]["token"].as_str().unwrap();
        let owner = created["owner_token"].as_str().unwrap();
        play_out(nodes, id, &[ann, token], owner);
    }
    assert_raced(overlapped, rounds);
}

#[test]
fn one_invite_claimed_through_two_nodes_at_once_is_won_by_exactly_one_claim() {
    let Some((a, b)) = two_nodes() else { return };
    one_invite_claimed_at_once([a.base_url(), b.base_url()], ROUNDS);
}

#[test]
fn one_invite_claimed_twice_at_once_on_one_sqlite_node_is_won_by_exactly_one_claim() {
    let node = Server::start_with(&["--test-games"]);
    one_invite_claimed_at_once([node.base_url(), node.base_url()], ROUNDS);
}

/// Two invites of one match claimed at once through the two nodes: both claims win, one
/// committing after the other (the second retried on the version the first made), and the
/// match, its last seat taken, is active at version 2.
#[test]
fn two_invites_claimed_through_two_nodes_at_once_both_win_and_play_starts() {
    let Some((a, b)) = two_nodes() else { return };
    let nodes = [a.base_url(), b.base_url()];
    let names = ["Bo", "Cy"];
    let mut overlapped = 0;
    for round in 0..ROUNDS {
        let created = create(
            nodes[round % 2],
            &json!({"game": "toy", "players": 3, "names": ["Ann"], "open": [1, 2]}),
        );
        let id = created["id"].as_str().unwrap();
        let invites = created["invites"].as_array().unwrap();
        let code = |seat: usize| {
            invites
                .iter()
                .find(|invite| invite["seat"] == seat)
                .and_then(|invite| invite["code"].as_str())
                .unwrap_or_else(|| panic!("no invite for seat {seat}: {created}"))
        };
        let answers = at_once(&mut overlapped, nodes, |i, http, base| {
            http.post(format!("{base}/v1/matches/{id}/seats/claim"))
                .json(&json!({"invite": code(i + 1), "name": names[i]}))
        });
        for (i, (status, claimed)) in answers.iter().enumerate() {
            assert_eq!(
                *status,
                200,
                "round {round}: claim of seat {}: {claimed}",
                i + 1
            );
            assert_eq!(
                (&claimed["seat"], &claimed["name"]),
                (&json!(i + 1), &json!(names[i]))
            );
        }
        let mut versions: Vec<i64> = answers
            .iter()
            .map(|(_, claimed)| claimed["version"].as_i64().unwrap())
            .collect();
        versions.sort_unstable();
        assert_eq!(
            versions,
            [1, 2],
            "round {round}: one claim after the other: {answers:?}"
        );
        let seen = view(nodes[round % 2], id, None);
        assert_eq!(
            (&seen["status"], &seen["version"]),
            (&json!("active"), &json!(2)),
            "{seen}"
        );
        assert!(seen.get("open_seats").is_none(), "no seat is open: {seen}");
        let names_seen: Vec<&Value> = seen["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|seat| &seat["name"])
            .collect();
        assert_eq!(
            names_seen,
            [&json!("Ann"), &json!("Bo"), &json!("Cy")],
            "{seen}"
        );
        let token = |i: usize| answers[i].1["token"].as_str().unwrap();
        let ann = created["seats"][0]["token"].as_str().unwrap();
        let owner = created["owner_token"].as_str().unwrap();
        play_out(nodes, id, &[ann, token(0), token(1)], owner);
    }
    assert_raced(overlapped, ROUNDS);
}

/// Both seats of a finished match ask for its rematch at the same moment, one through each
/// node: exactly one request creates it (201, `created`), both name the same new match, the
/// old match points to it, each token gets its own seat, rotated (old seat 1 plays seat 0 and
/// old seat 0 the last seat), and the new tokens play the rematch out.
#[test]
fn both_seats_asking_for_a_rematch_through_two_nodes_at_once_get_one_new_match() {
    let Some((a, b)) = two_nodes() else { return };
    let nodes = [a.base_url(), b.base_url()];
    let mut overlapped = 0;
    for round in 0..ROUNDS {
        let created = create(
            nodes[round % 2],
            &json!({"game": "toy", "players": 2, "names": ["Ann", "Bo"]}),
        );
        let id = created["id"].as_str().unwrap();
        let old: Vec<&str> = (0..2)
            .map(|seat| created["seats"][seat]["token"].as_str().unwrap())
            .collect();
        play_out(nodes, id, &old, created["owner_token"].as_str().unwrap());
        let answers = at_once(&mut overlapped, nodes, |seat, http, base| {
            http.post(format!("{base}/v1/matches/{id}/rematch"))
                .bearer_auth(old[seat])
        });
        let mut statuses: Vec<u16> = answers.iter().map(|(status, _)| *status).collect();
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 201], "round {round}: {answers:?}");
        for (status, answer) in &answers {
            assert_eq!(answer["created"], *status == 201, "round {round}: {answer}");
        }
        let rematch = answers[0].1["match"].as_str().unwrap();
        assert_eq!(
            answers[1].1["match"], rematch,
            "round {round}: one new match: {answers:?}"
        );
        assert_ne!(rematch, id);
        for base in nodes {
            assert_eq!(
                view(base, id, None)["rematch"],
                rematch,
                "the old match points to it"
            );
        }
        // Old seat 0 plays the last seat (1) and old seat 1 seat 0, under their names.
        let mut new = [""; 2];
        for (old_seat, (_, answer)) in answers.iter().enumerate() {
            let seat = 1 - old_seat;
            assert_eq!(
                answer["seat"], seat,
                "round {round}: old seat {old_seat}: {answer}"
            );
            new[seat] = answer["token"].as_str().unwrap();
        }
        for (seat, token) in new.iter().enumerate() {
            let seen = view(nodes[seat], rematch, Some(token));
            assert_eq!(seen["seat"], seat, "{seen}");
            assert_eq!(seen["rematch_of"], id, "{seen}");
            let names: Vec<&Value> = seen["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|seat| &seat["name"])
                .collect();
            assert_eq!(names, [&json!("Bo"), &json!("Ann")], "{seen}");
        }
        // The old tokens are the old match's only.
        let (status, refused) = read(
            client()
                .get(format!("{}/v1/matches/{rematch}/legal-actions", nodes[0]))
                .bearer_auth(old[0]),
        );
        assert_eq!(status, 401, "{refused}");
        // Nobody asked for the owner's token, so the table (which Toy never needs) has none:
        // every action of the rematch is a seat's.
        let actions = play_out(nodes, rematch, &new, "no owner token was asked for");
        assert!(actions > 0);
    }
    assert_raced(overlapped, ROUNDS);
}
