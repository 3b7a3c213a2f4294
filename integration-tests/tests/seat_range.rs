//! A seat the state does not have is refused by name on the stateless endpoints, never
//! answered as a seat with nothing to see or nothing to do.

use quarterdeck_integration_tests::Server;
use serde_json::json;

/// Item "a seat that is not in the game": seat 9 of a 3-player game is refused by name on
/// `view`, and as the `actor` of `legal-actions` and `apply`; seat 2 is answered.
#[test]
fn a_seat_the_state_does_not_have_is_a_422_naming_the_field() {
    let server = Server::start();
    for game in ["new-bedford", "fleet"] {
        let (status, setup) = server.post_json(
            &format!("/v1/games/{game}/setup"),
            &json!({"players": 3, "seed": 7}),
        );
        assert_eq!(status, 200, "{setup}");
        let state = &setup["state"];
        let action = json!({"type": "no-such-action"});
        let requests = [
            ("view", json!({"state": state, "seat": 9}), "seat"),
            (
                "legal-actions",
                json!({"state": state, "actor": {"seat": 9}}),
                "actor",
            ),
            (
                "apply",
                json!({"state": state, "actor": {"seat": 3}, "action": action}),
                "actor",
            ),
        ];
        for (endpoint, body, field) in requests {
            let path = format!("/v1/games/{game}/{endpoint}");
            let (status, problem) = server.post_json(&path, &body);
            assert_eq!(status, 422, "{path}: {problem}");
            assert_eq!(problem["code"], "seat-not-in-game", "{path}");
            assert_eq!(problem["errors"][0]["field"], field, "{path}");
        }
        let (status, view) = server.post_json(
            &format!("/v1/games/{game}/view"),
            &json!({"state": state, "seat": 2}),
        );
        assert_eq!(status, 200, "{view}");
        let (status, legal) = server.post_json(
            &format!("/v1/games/{game}/legal-actions"),
            &json!({"state": state, "actor": {"seat": 2}}),
        );
        assert_eq!(status, 200, "{legal}");
    }
}
