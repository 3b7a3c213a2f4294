//! Checks that the entered tableaus could come out of one game of Fleet, reporting every
//! problem at once with the field a person has to fix.

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};

use super::components::{
    boat_cards, license, setup_for, BoatType, LicenseClass, BOATS, CRATES_PER_BOAT, LICENSES,
};
use super::scoring::FleetScoreSheetRequest;

pub fn validate(request: &FleetScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    let count = request.players.len();
    if setup_for(count).is_none() {
        problems.push(
            "players",
            ViolationCode::PlayerCount,
            format!("Fleet is played by 2 to 4 players, not {count}"),
        );
    }
    check_licenses(request, &mut problems);
    check_boats(request, &mut problems);
    problems.into_result()
}

fn check_licenses(request: &FleetScoreSheetRequest, problems: &mut Violations) {
    let mut copies_seen = [0u8; LICENSES.len()];
    let (mut premium, mut standard) = (0u32, 0u32);
    for (p, player) in request.players.iter().enumerate() {
        for (l, id) in player.licenses.iter().enumerate() {
            let field = format!("players[{p}].licenses[{l}]");
            let Some(index) = LICENSES.iter().position(|card| card.id == id) else {
                problems.push(
                    field,
                    ViolationCode::UnknownComponent,
                    format!(
                        "`{id}` is not a Fleet license; use one of {}",
                        license_ids()
                    ),
                );
                continue;
            };
            let card = &LICENSES[index];
            let seen = &mut copies_seen[index];
            *seen = seen.saturating_add(1);
            if *seen > card.copies {
                problems.push(
                    field,
                    ViolationCode::TooManyPieces,
                    format!(
                        "the game has {} {} card(s) and this is card {} across all players",
                        card.copies, card.name, *seen
                    ),
                );
            }
            match card.class {
                LicenseClass::Premium => premium += 1,
                LicenseClass::Standard => standard += 1,
            }
        }
    }
    // Ruling FL-05: setup takes licenses out of smaller games, unseen, before play starts.
    let Some(setup) = setup_for(request.players.len()) else {
        return;
    };
    let players = setup.players;
    let premium_limit = setup.licenses_in_game(LicenseClass::Premium);
    let standard_limit = setup.licenses_in_game(LicenseClass::Standard);
    let total_limit = premium_limit + standard_limit;
    for (owned, limit, what) in [
        (premium + standard, total_limit, "licenses"),
        (premium, premium_limit, "premium licenses"),
        (standard, standard_limit, "standard licenses"),
    ] {
        if owned > limit {
            problems.push(
                "players",
                ViolationCode::TooManyPieces,
                format!(
                    "a {players}-player game keeps only {limit} {what} after setup, but {owned} are entered"
                ),
            );
        }
    }
}

fn check_boats(request: &FleetScoreSheetRequest, problems: &mut Violations) {
    let mut launched = [0u8; BOATS.len()];
    let mut cards_on_table = 0u32;
    for (p, player) in request.players.iter().enumerate() {
        let allowed: Vec<BoatType> = player
            .licenses
            .iter()
            .filter_map(|id| license(id))
            .filter_map(|card| card.launches)
            .collect();
        for (b, boat) in player.boats.iter().enumerate() {
            let field = format!("players[{p}].boats[{b}]");
            let card = boat.boat_type.card();
            // Ruling FL-01: the rulebook's capacity of 4 wins over a review's 3. Ruling FL-08:
            // the last fishing phase may overdraw the supply, so that is the only crate limit.
            if boat.crates > CRATES_PER_BOAT {
                problems.push(
                    format!("{field}.crates"),
                    ViolationCode::OutOfRange,
                    format!(
                        "a boat holds at most {CRATES_PER_BOAT} crates of fish, not {}",
                        boat.crates
                    ),
                );
            }
            // Ruling FL-02: only captained boats fish and no rule removes a captain.
            if boat.crates > 0 && !boat.captain {
                problems.push(
                    format!("{field}.crates"),
                    ViolationCode::OutOfRange,
                    "only a boat with a captain catches fish, and captains stay for the whole game, so a boat without one holds no crates; mark its captain or enter 0 crates",
                );
            }
            // Ruling FL-03: licenses are never lost, so each boat's license is still owned.
            if !allowed.contains(&boat.boat_type) {
                problems.push(
                    format!("{field}.type"),
                    ViolationCode::MissingRequirement,
                    format!(
                        "launching a {} needs a license for it, and this player owns none",
                        card.name
                    ),
                );
            }
            let seen = &mut launched[boat.boat_type as usize];
            *seen = seen.saturating_add(1);
            if *seen > card.copies {
                problems.push(
                    format!("{field}.type"),
                    ViolationCode::TooManyPieces,
                    format!(
                        "the game has {} {} cards and this is launched boat {} of that type across all players",
                        card.copies, card.name, *seen
                    ),
                );
            }
            cards_on_table += 1 + u32::from(boat.captain);
        }
    }
    // Ruling FL-07: a captain is a face-down boat card of any type, so only the total counts.
    let total = boat_cards();
    if cards_on_table > total {
        problems.push(
            "players",
            ViolationCode::TooManyPieces,
            format!(
                "launched boats and captains use {cards_on_table} boat cards, but the game has only {total}"
            ),
        );
    }
}

fn license_ids() -> String {
    LICENSES
        .iter()
        .map(|card| card.id)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::core::input::parse_json;
    use crate::core::scoring::ScoreSheet;
    use crate::games::fleet::scoring::{example_request, score_sheet};

    fn score(body: Value) -> Result<ScoreSheet, ScoreSheetError> {
        let request: FleetScoreSheetRequest = parse_json(body.to_string().as_bytes())?;
        score_sheet(&request)
    }

    fn violation_codes(body: Value) -> Vec<(String, ViolationCode)> {
        crate::core::test_support::violation_codes(score(body))
    }

    fn one(field: &str, code: ViolationCode) -> Vec<(String, ViolationCode)> {
        vec![(field.to_owned(), code)]
    }

    fn licenses(ids: &[&str]) -> Value {
        json!({ "licenses": ids })
    }

    #[test]
    fn example_request_is_valid() {
        assert!(score(example_request()).is_ok());
    }

    /// Fleet is a game for 2 to 4 players.
    #[test]
    fn one_or_five_players_are_refused() {
        let nobody = json!({});
        assert_eq!(
            violation_codes(json!({"players": [nobody]})),
            one("players", ViolationCode::PlayerCount)
        );
        assert_eq!(
            violation_codes(json!({"players": [nobody, nobody, nobody, nobody, nobody]})),
            one("players", ViolationCode::PlayerCount)
        );
    }

    #[test]
    fn unknown_license_id_is_named() {
        let codes = violation_codes(json!({"players": [
            licenses(&["cod-license", "shrimp-boat"]),
            licenses(&["king-crab-license"])
        ]}));
        assert_eq!(
            codes,
            vec![
                (
                    "players[0].licenses[1]".to_owned(),
                    ViolationCode::UnknownComponent
                ),
                (
                    "players[1].licenses[0]".to_owned(),
                    ViolationCode::UnknownComponent
                )
            ]
        );
    }

    /// Components: 4 copies of each standard license, 3 Pubs, 1 of each King Crab license.
    #[test]
    fn license_copies_across_players_are_limited_to_the_printed_copies() {
        let codes = violation_codes(json!({"players": [
            licenses(&["shrimp-license", "shrimp-license", "shrimp-license", "king-crab-fish-license"]),
            licenses(&["shrimp-license", "shrimp-license", "king-crab-fish-license"]),
            licenses(&["fishermens-pub-license", "fishermens-pub-license"]),
            licenses(&["fishermens-pub-license", "fishermens-pub-license"])
        ]}));
        assert_eq!(
            codes,
            vec![
                (
                    "players[1].licenses[1]".to_owned(),
                    ViolationCode::TooManyPieces
                ),
                (
                    "players[1].licenses[2]".to_owned(),
                    ViolationCode::TooManyPieces
                ),
                (
                    "players[3].licenses[1]".to_owned(),
                    ViolationCode::TooManyPieces
                )
            ]
        );
    }

    /// Ruling FL-05: a 2-player game keeps 17 licenses, of which 3 premium and 14 standard.
    #[test]
    fn two_player_game_keeps_17_licenses_3_premium_14_standard() {
        let eight_standard = licenses(&[
            "shrimp-license",
            "shrimp-license",
            "shrimp-license",
            "shrimp-license",
            "cod-license",
            "cod-license",
            "cod-license",
            "cod-license",
        ]);
        let rest = licenses(&[
            "tuna-license",
            "tuna-license",
            "tuna-license",
            "tuna-license",
            "lobster-license",
            "lobster-license",
            "lobster-license",
            "lobster-license",
            "fishermens-pub-license",
            "fishermens-pub-license",
        ]);
        let codes = violation_codes(json!({"players": [eight_standard, rest]}));
        assert_eq!(
            codes,
            vec![("players".to_owned(), ViolationCode::TooManyPieces); 2]
        );
        let message = match score(json!({"players": [
            licenses(&["fishermens-pub-license", "fishermens-pub-license", "fishermens-pub-license"]),
            licenses(&["king-crab-types-license"])
        ]})) {
            Err(ScoreSheetError::Invalid(v)) => v[0].message.clone(),
            other => panic!("expected violations, got {other:?}"),
        };
        assert_eq!(
            message,
            "a 2-player game keeps only 3 premium licenses after setup, but 4 are entered"
        );
    }

    /// Ruling FL-05: 22 licenses (4 premium, 18 standard) in a 3-player game, and 4 premium
    /// licenses there are allowed.
    #[test]
    fn three_player_game_keeps_22_licenses() {
        let all_standard = licenses(&[
            "shrimp-license",
            "shrimp-license",
            "shrimp-license",
            "shrimp-license",
            "cod-license",
            "cod-license",
            "cod-license",
            "cod-license",
            "tuna-license",
            "tuna-license",
            "tuna-license",
            "tuna-license",
            "lobster-license",
            "lobster-license",
            "lobster-license",
            "lobster-license",
            "processing-vessel-license",
            "processing-vessel-license",
            "processing-vessel-license",
        ]);
        let premium = licenses(&[
            "fishermens-pub-license",
            "fishermens-pub-license",
            "fishermens-pub-license",
            "king-crab-captains-license",
        ]);
        let codes = violation_codes(json!({"players": [all_standard, premium, {}]}));
        // 23 in all and 19 standard; 4 premium is fine.
        assert_eq!(
            codes,
            vec![("players".to_owned(), ViolationCode::TooManyPieces); 2]
        );
    }

    /// Ruling FL-05: all 26 licenses may be owned in a 4-player game.
    #[test]
    fn four_player_game_may_hold_every_license() {
        let every: Vec<&str> = LICENSES
            .iter()
            .flat_map(|card| std::iter::repeat_n(card.id, usize::from(card.copies)))
            .collect();
        let (first, second) = every.split_at(13);
        assert!(score(json!({"players": [licenses(first), licenses(second), {}, {}]})).is_ok());
    }

    /// Ruling FL-01: a boat holds 4 crates at most (rulebook), not 3 (a review).
    #[test]
    fn more_than_four_crates_on_a_boat_are_refused() {
        let ok = json!({"licenses": ["cod-license"], "boats": [{"type": "cod", "captain": true, "crates": 4}]});
        assert!(score(json!({"players": [ok, {}]})).is_ok());
        let codes = violation_codes(json!({"players": [{}, {
            "licenses": ["cod-license"],
            "boats": [{"type": "cod", "captain": true, "crates": 4},
                      {"type": "cod", "captain": true, "crates": 5}]
        }]}));
        assert_eq!(
            codes,
            one("players[1].boats[1].crates", ViolationCode::OutOfRange)
        );
    }

    /// Ruling FL-02: a boat without a captain never fishes and never loses its captain.
    #[test]
    fn crates_on_a_boat_without_a_captain_are_refused() {
        let result = score(json!({"players": [{
            "licenses": ["tuna-license"],
            "boats": [{"type": "tuna", "crates": 2}]
        }, {}]}));
        match result {
            Err(ScoreSheetError::Invalid(v)) => {
                assert_eq!(v.len(), 1);
                assert_eq!(v[0].field, "players[0].boats[0].crates");
                assert_eq!(v[0].code, ViolationCode::OutOfRange);
                assert!(v[0].message.contains("captain"), "{}", v[0].message);
            }
            other => panic!("expected violations, got {other:?}"),
        }
    }

    /// Launching needs a matching license (ruling FL-03); the Pub launches nothing, and
    /// another player's license does not count.
    #[test]
    fn boat_without_its_license_is_refused() {
        let codes = violation_codes(json!({"players": [
            {"licenses": ["fishermens-pub-license", "shrimp-license"],
             "boats": [{"type": "shrimp"}, {"type": "lobster"}]},
            {"licenses": ["lobster-license"], "boats": [{"type": "shrimp"}]}
        ]}));
        assert_eq!(
            codes,
            vec![
                (
                    "players[0].boats[1].type".to_owned(),
                    ViolationCode::MissingRequirement
                ),
                (
                    "players[1].boats[0].type".to_owned(),
                    ViolationCode::MissingRequirement
                )
            ]
        );
    }

    /// Ruling FL-03: any of the three King Crab licenses allows King Crab boats.
    #[test]
    fn any_king_crab_license_launches_king_crab_boats() {
        let players: Vec<Value> = [
            "king-crab-captains-license",
            "king-crab-fish-license",
            "king-crab-types-license",
        ]
        .iter()
        .map(|id| json!({"licenses": [id], "boats": [{"type": "king-crab"}]}))
        .collect();
        assert!(score(json!({ "players": players })).is_ok());
    }

    /// Components: 12 King Crab boat cards, counted over every player's launched boats.
    #[test]
    fn launched_boats_of_a_type_are_limited_to_its_copies() {
        let seven = json!({
            "licenses": ["king-crab-fish-license"],
            "boats": vec![json!({"type": "king-crab"}); 7]
        });
        let six = json!({
            "licenses": ["king-crab-captains-license"],
            "boats": vec![json!({"type": "king-crab"}); 6]
        });
        let codes = violation_codes(json!({"players": [seven, six]}));
        assert_eq!(
            codes,
            one("players[1].boats[5].type", ViolationCode::TooManyPieces)
        );
    }

    /// Components: 96 boat cards hold every launched boat and every captain (ruling FL-07).
    #[test]
    fn launched_boats_and_captains_are_limited_to_96_cards() {
        let fleet = |license: &str, boat_type: &str| {
            json!({
                "licenses": [license],
                "boats": vec![json!({"type": boat_type, "captain": true}); 20]
            })
        };
        let within = json!({"players": [
            fleet("shrimp-license", "shrimp"),
            fleet("lobster-license", "lobster"),
            {"licenses": ["cod-license"], "boats": vec![json!({"type": "cod", "captain": true}); 8]}
        ]});
        assert!(score(within).is_ok(), "96 cards exactly");
        let codes = violation_codes(json!({"players": [
            fleet("shrimp-license", "shrimp"),
            fleet("lobster-license", "lobster"),
            fleet("processing-vessel-license", "processing-vessel")
        ]}));
        assert_eq!(codes, one("players", ViolationCode::TooManyPieces));
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let codes = violation_codes(json!({"players": [{
            "licenses": ["whale-license"],
            "boats": [{"type": "tuna", "crates": 6}]
        }]}));
        assert_eq!(
            codes,
            vec![
                ("players".to_owned(), ViolationCode::PlayerCount),
                (
                    "players[0].licenses[0]".to_owned(),
                    ViolationCode::UnknownComponent
                ),
                (
                    "players[0].boats[0].crates".to_owned(),
                    ViolationCode::OutOfRange
                ),
                (
                    "players[0].boats[0].crates".to_owned(),
                    ViolationCode::OutOfRange
                ),
                (
                    "players[0].boats[0].type".to_owned(),
                    ViolationCode::MissingRequirement
                )
            ]
        );
    }

    #[test]
    fn unknown_boat_type_and_unknown_fields_are_malformed() {
        let bad_type = score(json!({"players": [{"boats": [{"type": "whale"}]}, {}]}));
        assert!(
            matches!(bad_type, Err(ScoreSheetError::Malformed(ref m)) if m.field == "players[0].boats[0].type"),
            "{bad_type:?}"
        );
        let typo = score(json!({"players": [{"boats": [{"type": "cod", "crate": 1}]}, {}]}));
        assert!(
            matches!(typo, Err(ScoreSheetError::Malformed(ref m)) if m.field == "players[0].boats[0].crate"),
            "{typo:?}"
        );
    }
}
