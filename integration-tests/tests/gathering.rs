//! Gathering players over the real binary: seats left open and claimed with invites (once,
//! never twice), waiting matches, who may see a match, resigning with a stand-in bot or an
//! abandoned end, rematches, and take-backs by consent — with every refusal pinned by its
//! status and code. The refusals and lifecycles run again on PostgreSQL (`on_postgres`); the
//! races between two nodes are in `gathering_nodes.rs`.

use std::time::{Duration, Instant};

use quarterdeck_integration_tests::named_match::{send, Reply};
use quarterdeck_integration_tests::{client, on_postgres, sse, Server};
use serde_json::{json, Value};

/// `method path` with `token` and `body` (JSON) if given.
fn call(
    server: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Reply {
    let url = server.url(path);
    let mut request = match method {
        "GET" => client().get(url),
        "POST" => client().post(url),
        "DELETE" => client().delete(url),
        other => panic!("no method {other}"),
    };
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    send(request, &format!("{method} {path}"))
}

fn post(server: &Server, path: &str, token: Option<&str>, body: Value) -> Reply {
    call(server, "POST", path, token, Some(body))
}

fn get(server: &Server, path: &str, token: Option<&str>) -> Reply {
    call(server, "GET", path, token, None)
}

/// Asserts a refusal's status and problem code.
#[track_caller]
fn refused(reply: &Reply, status: u16, code: &str) {
    assert_eq!(
        (reply.status, reply.body["code"].as_str()),
        (status, Some(code)),
        "{}",
        reply.body
    );
}

fn create(server: &Server, body: Value) -> Value {
    let reply = post(server, "/v1/matches", None, body);
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body
}

fn text(value: &Value) -> &str {
    value
        .as_str()
        .unwrap_or_else(|| panic!("not a string: {value}"))
}

/// Claims `invite` under `name`; it must be accepted. Answers the seat's token.
fn claim(server: &Server, id: &str, invite: &str, name: &str) -> String {
    let reply = post(
        server,
        &format!("/v1/matches/{id}/seats/claim"),
        None,
        json!({"invite": invite, "name": name}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    text(&reply.body["token"]).to_owned()
}

/// Plays a legal action of whoever holds one of `tokens` and is to act, until the
/// match is over or `stop` says so; answers the last view read.
fn play_until(
    server: &Server,
    id: &str,
    tokens: &[String],
    mut stop: impl FnMut(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    let mut step = 0;
    loop {
        let view = get(server, &format!("/v1/matches/{id}"), Some(&tokens[0])).body;
        if view["status"] != "active" || stop(&view) {
            return view;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the match did not end"
        );
        let mut acted = false;
        for token in tokens {
            let legal = get(
                server,
                &format!("/v1/matches/{id}/legal-actions"),
                Some(token),
            )
            .body;
            // Always the first choice can trade goods back and forth for ever: vary it.
            step += 1;
            if let Some(first) = legal["actions"]
                .as_array()
                .filter(|actions| !actions.is_empty())
                .map(|actions| &actions[(step * 7 + 3) % actions.len()])
            {
                let reply = call_act(
                    server,
                    id,
                    token,
                    view["version"].as_i64().unwrap(),
                    &first["action"],
                    text(&view["game"]),
                );
                assert!(matches!(reply.status, 200 | 412), "{}", reply.body);
                acted = true;
                break;
            }
        }
        if !acted {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn call_act(
    server: &Server,
    id: &str,
    token: &str,
    version: i64,
    action: &Value,
    game: &str,
) -> Reply {
    send(
        client()
            .post(server.url(&format!("/v1/matches/{id}/actions")))
            .bearer_auth(token)
            .header("if-match", format!("\"{version}\""))
            .json(&json!({"game": game, "action": action})),
        "act",
    )
}

#[test]
fn open_seats_wait_for_their_invites_and_play_starts_when_the_last_is_claimed() {
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann"], "open": [1]}),
    );
    let id = text(&created["id"]).to_owned();
    assert_eq!(created["status"], "waiting");
    assert_eq!(created["visibility"], "unlisted");
    assert_eq!(created["open_seats"], json!([1]));
    assert_eq!(
        created["seats"].as_array().unwrap().len(),
        1,
        "only the taken seat has a token"
    );
    let invite = &created["invites"][0];
    assert_eq!(invite["seat"], 1);
    let link = text(&invite["link"]);
    assert!(
        link.ends_with(&format!(
            "/matches/{id}/join#invite={}",
            text(&invite["code"])
        )),
        "{link}"
    );
    let ann = text(&created["seats"][0]["token"]).to_owned();
    // Waiting: no action, none listed, and the view says so.
    let first = json!({"type": "anything"});
    refused(
        &call_act(&server, &id, &ann, 0, &first, "nantucket"),
        409,
        "match-waiting",
    );
    let legal = get(
        &server,
        &format!("/v1/matches/{id}/legal-actions"),
        Some(&ann),
    );
    assert_eq!(legal.body["actions"], json!([]));
    let view = get(&server, &format!("/v1/matches/{id}"), Some(&ann)).body;
    assert_eq!(view["status"], "waiting");
    assert_eq!(view["seats"][1]["holder"], "open");
    // The stream shows the claim that starts play.
    let mut stream = sse::open(server.base_url(), &id, Some(&ann), None).unwrap();
    let bo = claim(&server, &id, text(&invite["code"]), "Bo");
    let event = stream.next_event().unwrap();
    assert_eq!((event.name.as_str(), event.version()), ("move", 1));
    assert_eq!(event.data["kind"], "claim");
    assert_eq!(
        event.data["note"],
        json!({"seat": 1, "name": "Bo", "open_seats": []})
    );
    let view = get(&server, &format!("/v1/matches/{id}"), Some(&bo)).body;
    assert_eq!(
        (view["status"].as_str(), view["version"].as_i64()),
        (Some("active"), Some(1))
    );
    assert_eq!(view["seat"], 1);
    assert_eq!(
        view["seats"][1],
        json!({"seat": 1, "name": "Bo", "holder": "player"})
    );
    let end = play_until(&server, &id, &[ann, bo], |_| false);
    assert_eq!(end["status"], "finished");
}

#[test]
fn a_wrong_used_or_revoked_invite_is_refused_without_naming_any_seat() {
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "fleet", "players": 3, "open": [1, 2]}),
    );
    let id = text(&created["id"]).to_owned();
    let owner = text(&created["owner_token"]).to_owned();
    let claim_path = format!("/v1/matches/{id}/seats/claim");
    let wrong = post(
        &server,
        &claim_path,
        None,
        json!({"invite": "0123456789abcdef", "name": "Eve"}),
    );
    refused(&wrong, 403, "invalid-invite");
    assert!(
        !text(&wrong.body["detail"]).contains("seat 1"),
        "{}",
        wrong.body
    );
    let code = text(&created["invites"][0]["code"]).to_owned();
    let seat_token = claim(&server, &id, &code, "Ann");
    let again = post(
        &server,
        &claim_path,
        None,
        json!({"invite": code, "name": "Eve"}),
    );
    refused(&again, 409, "invite-used");
    // The owner re-issues seat 2's invite: the old one stops working, the new one works.
    let old = text(&created["invites"][1]["code"]).to_owned();
    let reissue = format!("/v1/matches/{id}/seats/2/invite");
    refused(
        &post(&server, &reissue, Some(&seat_token), json!({})),
        403,
        "owner-only",
    );
    refused(
        &post(
            &server,
            &format!("/v1/matches/{id}/seats/1/invite"),
            Some(&owner),
            json!({}),
        ),
        409,
        "seat-not-open",
    );
    let fresh = post(&server, &reissue, Some(&owner), json!({}));
    assert_eq!(fresh.status, 201, "{}", fresh.body);
    refused(
        &post(
            &server,
            &claim_path,
            None,
            json!({"invite": old, "name": "Eve"}),
        ),
        403,
        "invalid-invite",
    );
    // Revoked, the new one stops working too.
    let revoked = call(&server, "DELETE", &reissue, Some(&owner), None);
    assert_eq!(revoked.status, 204, "{}", revoked.body);
    let code = text(&fresh.body["code"]).to_owned();
    refused(
        &post(
            &server,
            &claim_path,
            None,
            json!({"invite": code, "name": "Eve"}),
        ),
        403,
        "invalid-invite",
    );
    let third = post(&server, &reissue, Some(&owner), json!({}));
    // A name another seat has (ignoring case) is refused, and the invite stays unused.
    let code = text(&third.body["code"]).to_owned();
    refused(
        &post(
            &server,
            &claim_path,
            None,
            json!({"invite": code, "name": " ANN "}),
        ),
        422,
        "invalid-name",
    );
    claim(&server, &id, &code, "Cy");
    // A private match's wrong invite is a 404: its id is not confirmed.
    let private = create(
        &server,
        json!({"game": "fleet", "players": 2, "open": [1], "visibility": "private"}),
    );
    let path = format!("/v1/matches/{}/seats/claim", text(&private["id"]));
    refused(
        &post(
            &server,
            &path,
            None,
            json!({"invite": "nope", "name": "Eve"}),
        ),
        404,
        "unknown-match",
    );
}

#[test]
fn a_private_match_is_not_found_without_a_token_and_never_listed() {
    let server = Server::start();
    let private = create(
        &server,
        json!({"game": "nantucket", "players": 2, "visibility": "private"}),
    );
    let id = text(&private["id"]).to_owned();
    for tail in ["", "/log", "/score", "/events"] {
        refused(
            &get(&server, &format!("/v1/matches/{id}{tail}"), None),
            404,
            "unknown-match",
        );
    }
    let seat = text(&private["seats"][0]["token"]).to_owned();
    let owner = text(&private["owner_token"]).to_owned();
    for token in [&seat, &owner] {
        for tail in ["", "/log", "/score"] {
            assert_eq!(
                get(&server, &format!("/v1/matches/{id}{tail}"), Some(token)).status,
                200
            );
        }
    }
    let public = create(
        &server,
        json!({"game": "nantucket", "players": 2, "visibility": "public"}),
    );
    let unlisted = create(&server, json!({"game": "nantucket", "players": 2}));
    let waiting = create(
        &server,
        json!({"game": "nantucket", "players": 2, "visibility": "public", "open": [1]}),
    );
    let ids = |page: &Value| -> Vec<String> {
        page["matches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| text(&m["id"]).to_owned())
            .collect()
    };
    let listed = get(&server, "/v1/matches", None).body;
    assert_eq!(ids(&listed), [text(&public["id"]), text(&waiting["id"])]);
    assert!(listed.get("yours").is_none());
    let open = get(&server, "/v1/matches?status=waiting", None).body;
    assert_eq!(ids(&open), [text(&waiting["id"])]);
    assert_eq!(
        ids(&get(&server, "/v1/matches?status=active", None).body),
        [text(&public["id"])]
    );
    // With a token, its own match is answered too, whatever its visibility.
    let mine = get(&server, "/v1/matches", Some(&seat)).body;
    assert_eq!(mine["yours"]["id"], id.as_str());
    assert_eq!(ids(&mine), ids(&listed));
    // An unlisted match is read by id as before, not listed.
    assert_eq!(
        get(
            &server,
            &format!("/v1/matches/{}", text(&unlisted["id"])),
            None
        )
        .status,
        200
    );
    refused(
        &get(&server, "/v1/matches?status=gone", None),
        400,
        "bad-query",
    );
}

#[test]
fn a_resigned_seat_is_played_on_by_a_bot_and_every_read_says_so() {
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Bo"]}),
    );
    let id = text(&created["id"]).to_owned();
    let ann = text(&created["seats"][0]["token"]).to_owned();
    let bo = text(&created["seats"][1]["token"]).to_owned();
    let owner = text(&created["owner_token"]).to_owned();
    refused(
        &post(
            &server,
            &format!("/v1/matches/{id}/resign"),
            Some(&owner),
            json!({}),
        ),
        403,
        "seat-only",
    );
    let resigned = post(
        &server,
        &format!("/v1/matches/{id}/resign"),
        Some(&bo),
        json!({}),
    );
    assert_eq!(resigned.status, 200, "{}", resigned.body);
    assert_eq!(resigned.body["resigned"], json!([1]));
    assert_eq!(resigned.body["seats"][1]["holder"], "resigned");
    assert_eq!(
        resigned.body["bots"],
        json!([{"seat": 1, "kind": "greedy"}])
    );
    refused(
        &post(
            &server,
            &format!("/v1/matches/{id}/resign"),
            Some(&bo),
            json!({}),
        ),
        409,
        "seat-resigned",
    );
    let log = get(&server, &format!("/v1/matches/{id}/log"), None).body;
    let entry = &log["entries"][0];
    assert_eq!(
        (entry["kind"].as_str(), entry["actor_name"].as_str()),
        (Some("resign"), Some("Bo"))
    );
    assert_eq!(entry["note"], json!({"seat": 1, "then": "bot"}));
    // Ann plays on against the stand-in to the end.
    let end = play_until(&server, &id, std::slice::from_ref(&ann), |_| false);
    assert_eq!(end["status"], "finished");
    let log = get(&server, &format!("/v1/matches/{id}/log?limit=500"), None).body;
    assert!(
        log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|entry| entry["bot"] == true),
        "the stand-in moved"
    );
    let sheet = get(&server, &format!("/v1/matches/{id}/score"), None).body;
    assert!(
        sheet["notes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|note| text(note).contains("Seat 1 (Bo) resigned")),
        "{sheet}"
    );
    let export = client()
        .get(server.url(&format!("/v1/matches/{id}/export?format=csv")))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(export.contains("resigned"), "{export}");
}

#[test]
fn resigning_where_the_match_is_abandoned_ranks_that_seat_last() {
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "fleet", "players": 3, "names": ["Ann", "Bo", "Cy"], "on_resign": "abandon"}),
    );
    let id = text(&created["id"]).to_owned();
    let ann = text(&created["seats"][0]["token"]).to_owned();
    let reply = post(
        &server,
        &format!("/v1/matches/{id}/resign"),
        Some(&ann),
        json!({}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["status"], "abandoned");
    let sheet = get(&server, &format!("/v1/matches/{id}/score"), None).body;
    let ranks: Vec<(u64, u64)> = sheet["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|player| {
            (
                player["seat"].as_u64().unwrap(),
                player["rank"].as_u64().unwrap(),
            )
        })
        .collect();
    let last = ranks.iter().map(|(_, rank)| *rank).max().unwrap();
    assert!(ranks.contains(&(0, last)), "{ranks:?}");
    assert!(ranks
        .iter()
        .filter(|(seat, _)| *seat != 0)
        .all(|(_, rank)| *rank < last));
    assert!(!sheet["winners"].as_array().unwrap().contains(&json!(0)));
    assert_eq!(sheet["final"], true);
    let listed = get(&server, "/v1/matches?status=abandoned", Some(&ann)).body;
    assert_eq!(listed["yours"]["status"], "abandoned");
    refused(
        &post(
            &server,
            &format!("/v1/matches/{id}/resign"),
            Some(&ann),
            json!({}),
        ),
        409,
        "match-over",
    );
    let bo = text(&created["seats"][1]["token"]).to_owned();
    refused(
        &call_act(&server, &id, &bo, 1, &json!({"type": "x"}), "fleet"),
        409,
        "match-over",
    );
}

/// A match the service plays to its end by itself: every seat a random bot.
fn finished_bot_match(server: &Server) -> Value {
    let created = create(
        server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Bo"], "visibility": "public",
               "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]}),
    );
    let id = text(&created["id"]).to_owned();
    let started = Instant::now();
    while get(server, &format!("/v1/matches/{id}"), None).body["status"] != "finished" {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the bots did not finish"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    created
}

#[test]
fn a_rematch_is_created_once_with_the_seats_rotated_and_each_seat_fetches_its_token() {
    let server = Server::start();
    let live = create(&server, json!({"game": "nantucket", "players": 2}));
    let token = text(&live["seats"][0]["token"]).to_owned();
    refused(
        &post(
            &server,
            &format!("/v1/matches/{}/rematch", text(&live["id"])),
            Some(&token),
            json!({}),
        ),
        409,
        "match-not-over",
    );
    let old = finished_bot_match(&server);
    let id = text(&old["id"]).to_owned();
    let path = format!("/v1/matches/{id}/rematch");
    refused(&post(&server, &path, None, json!({})), 401, "missing-token");
    let first = post(
        &server,
        &path,
        Some(text(&old["seats"][1]["token"])),
        json!({}),
    );
    assert_eq!(first.status, 201, "{}", first.body);
    assert_eq!(
        (first.body["created"].as_bool(), first.body["seat"].as_u64()),
        (Some(true), Some(0))
    );
    let second = post(
        &server,
        &path,
        Some(text(&old["seats"][0]["token"])),
        json!({}),
    );
    assert_eq!(second.status, 200, "{}", second.body);
    assert_eq!(
        (
            second.body["created"].as_bool(),
            second.body["seat"].as_u64()
        ),
        (Some(false), Some(1))
    );
    let new_id = text(&first.body["match"]).to_owned();
    assert_eq!(second.body["match"], new_id.as_str());
    assert_eq!(
        get(&server, &format!("/v1/matches/{id}"), None).body["rematch"],
        new_id.as_str()
    );
    let view = get(
        &server,
        &format!("/v1/matches/{new_id}"),
        Some(text(&first.body["token"])),
    )
    .body;
    assert_eq!(view["seat"], 0);
    assert_eq!(view["rematch_of"], id.as_str());
    assert_eq!(view["visibility"], "public");
    // Names and bots rotate with their seats: old seat 1 starts.
    assert_eq!(view["seats"][0]["name"], "Bo");
    assert_eq!(view["seats"][1]["name"], "Ann");
    assert_eq!(view["bots"].as_array().unwrap().len(), 2);
    let mine = get(
        &server,
        &format!("/v1/matches/{new_id}"),
        Some(text(&second.body["token"])),
    )
    .body;
    assert_eq!(mine["seat"], 1);
    // Asking again issues a new token; the earlier one stops working.
    let again = post(
        &server,
        &path,
        Some(text(&old["seats"][0]["token"])),
        json!({}),
    );
    refused(
        &get(
            &server,
            &format!("/v1/matches/{new_id}"),
            Some(text(&second.body["token"])),
        ),
        401,
        "bad-token",
    );
    assert_eq!(
        get(
            &server,
            &format!("/v1/matches/{new_id}"),
            Some(text(&again.body["token"]))
        )
        .status,
        200
    );
}

/// Plays `tokens` by their first legal actions until a take-back of `asker`'s last action is
/// possible; refusals seen on the way are counted by reason.
fn take_backs(server: &Server, game: &str, players: u64) {
    let created = create(server, json!({"game": game, "players": players}));
    let id = text(&created["id"]).to_owned();
    let tokens: Vec<String> = created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| text(&s["token"]).to_owned())
        .collect();
    let path = format!("/v1/matches/{id}/take-back");
    refused(
        &post(server, &path, Some(&tokens[0]), json!({})),
        409,
        "take-back-unavailable",
    );
    refused(
        &post(
            server,
            &path,
            Some(text(&created["owner_token"])),
            json!({}),
        ),
        403,
        "seat-only",
    );
    let (mut accepted, mut refused_for_reveal) = (0, 0);
    let mut step = 0;
    let started = Instant::now();
    while accepted == 0 || refused_for_reveal == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "accepted {accepted}, refused {refused_for_reveal}"
        );
        let view = get(server, &format!("/v1/matches/{id}"), Some(&tokens[0])).body;
        if view["status"] != "active" {
            break;
        }
        let Some((seat, token)) = tokens.iter().enumerate().find(|(seat, _)| {
            view["to_act"]
                .as_array()
                .unwrap()
                .contains(&json!({"seat": seat}))
        }) else {
            panic!("no seat to act: {}", view["to_act"]);
        };
        let legal = get(
            server,
            &format!("/v1/matches/{id}/legal-actions"),
            Some(token),
        )
        .body;
        // Varied choices reach the tosses and flips that reveal, as the first alone may not.
        step += 1;
        let actions = legal["actions"].as_array().unwrap();
        let action = actions[(step * 7 + 3) % actions.len()]["action"].clone();
        let before = view["version"].as_i64().unwrap();
        let earlier = get(server, &format!("/v1/matches/{id}"), Some(token)).body;
        assert_eq!(
            call_act(server, &id, token, before, &action, game).status,
            200
        );
        let asked = post(server, &path, Some(token), json!({}));
        if asked.status == 409 {
            refused(&asked, 409, "take-back-unavailable");
            assert!(
                text(&asked.body["detail"]).contains("chance outcome or hidden information"),
                "{}",
                asked.body
            );
            refused_for_reveal += 1;
            continue;
        }
        assert_eq!(asked.status, 200, "{}", asked.body);
        assert_eq!(asked.body["take_back"]["to"], before);
        let other = &tokens[(seat + 1) % tokens.len()];
        // Play waits for the answer.
        refused(
            &call_act(server, &id, other, before + 2, &action, game),
            409,
            "take-back-pending",
        );
        if accepted == 0 {
            let reply = post(
                server,
                &format!("{path}/answer"),
                Some(other),
                json!({"accept": true}),
            );
            assert_eq!(reply.status, 200, "{}", reply.body);
            assert_eq!(
                reply.body["version"],
                before + 3,
                "asked, then taken back: versions only grow"
            );
            let now = get(server, &format!("/v1/matches/{id}"), Some(token)).body;
            assert_eq!(
                now["state"], earlier["state"],
                "the match is back where it was"
            );
            let log = get(
                server,
                &format!("/v1/matches/{id}/log?from={}", before + 1),
                None,
            )
            .body;
            let kinds: Vec<&str> = log["entries"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| text(&e["kind"]))
                .collect();
            assert_eq!(
                kinds,
                ["action", "take-back-asked", "take-back"],
                "the log keeps both"
            );
            accepted += 1;
        } else {
            let reply = post(
                server,
                &format!("{path}/answer"),
                Some(other),
                json!({"accept": false}),
            );
            assert_eq!(reply.status, 200, "{}", reply.body);
            assert!(reply.body.get("take_back").is_none());
            refused(
                &post(
                    server,
                    &format!("{path}/answer"),
                    Some(other),
                    json!({"accept": true}),
                ),
                409,
                "no-take-back",
            );
        }
    }
    assert!(accepted > 0, "no take-back was ever possible in {game}");
}

#[test]
fn a_take_back_by_consent_returns_the_match_and_one_after_a_reveal_is_refused() {
    let server = Server::start();
    take_backs(&server, "nantucket", 2);
}

on_postgres!(
    open_seats_wait_for_their_invites_and_play_starts_when_the_last_is_claimed,
    a_wrong_used_or_revoked_invite_is_refused_without_naming_any_seat,
    a_private_match_is_not_found_without_a_token_and_never_listed,
    resigning_where_the_match_is_abandoned_ranks_that_seat_last,
    a_rematch_is_created_once_with_the_seats_rotated_and_each_seat_fetches_its_token,
    a_take_back_by_consent_returns_the_match_and_one_after_a_reveal_is_refused,
);
