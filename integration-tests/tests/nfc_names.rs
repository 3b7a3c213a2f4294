//! Seat names equal in Unicode NFC are one name, refused as duplicates, and names are kept
//! in NFC.

use quarterdeck_integration_tests::{client, Server};
use serde_json::{json, Value};

/// Item "seat names equal after NFC": `é` as one character and as `e` with a combining accent
/// are one name, refused as a duplicate; a name is kept in NFC.
#[test]
fn names_equal_in_nfc_are_one_name_and_are_kept_in_nfc() {
    let server = Server::start();
    let (composed, decomposed) = ("Ren\u{e9}e", "Rene\u{301}e");
    let (status, problem) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 3, "names": [composed, decomposed]}),
    );
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "invalid-setup");
    assert_eq!(problem["errors"][0]["field"], "names[1]");

    let (status, setup) = server.post_json(
        "/v1/games/new-bedford/setup",
        &json!({"players": 3, "names": [decomposed]}),
    );
    assert_eq!(status, 200, "{setup}");
    assert_eq!(setup["state"]["players"][0]["name"], composed);

    let response = client()
        .post(server.url("/v1/matches"))
        .json(&json!({"game": "new-bedford", "players": 3, "names": [null, decomposed]}))
        .send()
        .expect("request sent");
    assert_eq!(response.status().as_u16(), 201);
    let created: Value = response.json().expect("a JSON answer");
    assert_eq!(created["seats"][1]["name"], composed);
}
