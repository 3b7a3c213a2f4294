//! Errors that neither amplify nor echo: a score sheet with far more pieces than the game has
//! is one error for the list, a problem lists at most 100 field errors and counts the rest,
//! and a huge name or value comes back as a short excerpt at most.

use quarterdeck_integration_tests::{client, Server};
use serde_json::{json, Value};

/// An answer small enough that nothing the request sent in bulk can be in it.
const SMALL_ANSWER_BYTES: usize = 4_096;

/// POSTs `body` and returns the status, the answer's size and the answer.
fn post(server: &Server, path: &str, body: &Value) -> (u16, usize, Value) {
    let response = client()
        .post(server.url(path))
        .json(body)
        .send()
        .expect("request sent");
    let status = response.status().as_u16();
    let text = response.text().expect("a body");
    let answer = serde_json::from_str(&text).unwrap_or(Value::Null);
    (status, text.len(), answer)
}

/// Item "errors that do not amplify": the 255 kB body of 15,000 Fleet boats.
#[test]
fn fifteen_thousand_boats_answer_one_small_error() {
    let server = Server::start();
    let boats: Vec<Value> = (0..15_000).map(|_| json!({"type": "cod"})).collect();
    let body = json!({"players": [{"boats": boats}, {}]});
    assert!(body.to_string().len() > 200_000);
    let (status, size, problem) = post(&server, "/v1/games/fleet/score-sheet", &body);
    assert_eq!(status, 422, "{problem}");
    assert!(size < SMALL_ANSWER_BYTES, "{size} bytes: {problem}");
    assert_eq!(problem["errors"].as_array().unwrap().len(), 1, "{problem}");
    assert_eq!(problem["errors"][0]["field"], "players[0].boats");
    assert_eq!(problem["errors"][0]["code"], "too-many-pieces");
}

/// Item "errors that do not amplify": lists within their bounds can still find more than 100
/// problems; the first 100 are listed and the rest counted.
#[test]
fn a_problem_lists_at_most_100_field_errors_and_counts_the_rest() {
    let server = Server::start();
    let player = json!({"licenses": vec!["no-such-license"; 26]});
    let body = json!({"players": [player, player, player, player]});
    let (status, _, problem) = post(&server, "/v1/games/fleet/score-sheet", &body);
    assert_eq!(status, 422, "{problem}");
    assert_eq!(
        problem["errors"].as_array().unwrap().len(),
        100,
        "{problem}"
    );
    let unlisted = problem["errors_not_listed"].as_u64().unwrap();
    assert!(unlisted >= 4, "{problem}");
    // `detail` names as many as fit and counts the rest, those not listed among them.
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.len() <= 4_000, "{} bytes", detail.len());
    let named = detail.matches("players[").count();
    let rest = format!("; and {} more problem(s)", 100 - named + unlisted as usize);
    assert!(detail.ends_with(&rest), "{detail}");
}

/// Item "errors that do not echo": a 100 kB seat name, match name or enum value comes back as
/// at most a short excerpt.
#[test]
fn a_huge_value_is_never_echoed_in_full() {
    let server = Server::start();
    let huge = "N".repeat(100_000);
    let requests = [
        (
            "/v1/games/new-bedford/setup",
            json!({"players": 3, "names": [huge, huge]}),
            422,
        ),
        (
            "/v1/matches",
            json!({"game": "new-bedford", "players": 3, "names": [huge, huge]}),
            422,
        ),
        (
            "/v1/matches",
            json!({"game": "new-bedford", "players": 3, "name": huge}),
            400,
        ),
        (
            "/v1/games/fleet/score-sheet",
            json!({"players": [{"boats": [{"type": huge}]}, {}]}),
            400,
        ),
        (
            "/v1/games/fleet/score-sheet",
            json!({"players": [{"licenses": [huge]}, {}]}),
            422,
        ),
        ("/v1/matches", json!({"game": huge, "players": 3}), 404),
        (
            "/v1/games/fleet/score-sheet",
            json!({"players": [{"boats": [{"type": format!("x`, {huge}")}]}, {}]}),
            400,
        ),
    ];
    for (path, body, expected) in requests {
        let (status, size, problem) = post(&server, path, &body);
        assert_eq!(status, expected, "{path}: {problem}");
        assert!(size < SMALL_ANSWER_BYTES, "{path}: {size} bytes");
        assert!(
            !problem.to_string().contains(&"N".repeat(41)),
            "{path}: {problem}"
        );
    }
}

/// A value holding quote characters of its own can slip out of the quotes a message puts it
/// in; the message and `detail` are still bounded.
#[test]
fn a_value_that_escapes_its_quotes_is_still_bounded() {
    let server = Server::start();
    let sneaky = format!("x`\"{}", "N ".repeat(50_000));
    let body = json!({"players": [{"licenses": [sneaky]}, {}]});
    let (status, size, problem) = post(&server, "/v1/games/fleet/score-sheet", &body);
    assert_eq!(status, 422, "{problem}");
    assert!(size < 8_192, "{size} bytes");
}
