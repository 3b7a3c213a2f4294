//! Final scoring: license VP, launched-boat VP, 1 VP per crate on a boat and the King Crab
//! bonuses; ties go to the most launched boats, then the most crates on boats.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};
use crate::core::pad::{PadField, PadInput, ScorePad};
use crate::core::scoring::{PlayerRow, ScoreSheet, SheetBuilder, TieBreakerOrder};

use super::components::{
    license, BoatType, KingCrabBonus, LicenseCard, BOATS, KING_CRAB_CAP, KING_CRAB_TYPES_POINTS,
    LICENSES,
};
use super::sheet_request::validate;

/// What lies in front of each player when the game ends.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FleetScoreSheetRequest {
    /// One entry per player, 2 to 4, in seat order.
    #[cfg_attr(feature = "openapi", schema(max_items = 4))]
    pub players: Vec<FleetPlayerCounts>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FleetPlayerCounts {
    /// Shown on the sheet; a blank name becomes "Player N".
    #[serde(default)]
    pub name: String,
    /// License component ids, one entry per card owned: two Shrimp licenses are
    /// `["shrimp-license", "shrimp-license"]`.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 26))]
    pub licenses: Vec<String>,
    /// Every launched boat, one entry per boat card face up in front of the player.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 96))]
    pub boats: Vec<LaunchedBoat>,
}

/// One launched boat.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = FleetLaunchedBoat))]
#[serde(deny_unknown_fields)]
pub struct LaunchedBoat {
    /// The boat type; the player must own a license for it (any King Crab license allows
    /// King Crab boats).
    #[serde(rename = "type")]
    pub boat_type: BoatType,
    /// True when a captain card lies face down on the boat.
    #[serde(default)]
    pub captain: bool,
    /// Crates of fish on the boat, 0 to 4, and 0 without a captain. Processed crates on a
    /// Processing Vessel license score nothing and are not entered.
    #[serde(default)]
    pub crates: u8,
}

/// A finished three-player game that ended when the license deck ran short.
pub fn example_request() -> Value {
    json!({
        "players": [
            {
                "name": "Ann",
                "licenses": ["shrimp-license", "shrimp-license", "cod-license", "lobster-license",
                             "king-crab-fish-license", "fishermens-pub-license"],
                "boats": [
                    {"type": "shrimp", "captain": true, "crates": 4},
                    {"type": "shrimp", "captain": true, "crates": 4},
                    {"type": "shrimp", "captain": true, "crates": 3},
                    {"type": "shrimp", "captain": true, "crates": 2},
                    {"type": "cod", "captain": true, "crates": 3},
                    {"type": "cod"},
                    {"type": "lobster", "captain": true, "crates": 2},
                    {"type": "lobster", "captain": true, "crates": 1},
                    {"type": "king-crab", "captain": true, "crates": 4},
                    {"type": "king-crab"}
                ]
            },
            {
                "name": "Ben",
                "licenses": ["tuna-license", "tuna-license", "processing-vessel-license",
                             "processing-vessel-license", "lobster-license", "shrimp-license",
                             "king-crab-captains-license"],
                "boats": [
                    {"type": "tuna", "captain": true, "crates": 4},
                    {"type": "tuna", "captain": true, "crates": 3},
                    {"type": "tuna"},
                    {"type": "processing-vessel", "captain": true, "crates": 2},
                    {"type": "processing-vessel", "captain": true, "crates": 2},
                    {"type": "processing-vessel", "captain": true, "crates": 1},
                    {"type": "lobster", "captain": true, "crates": 3},
                    {"type": "lobster", "captain": true, "crates": 0},
                    {"type": "shrimp", "captain": true, "crates": 1},
                    {"type": "king-crab", "captain": true, "crates": 4},
                    {"type": "king-crab"}
                ]
            },
            {
                "name": "Cat",
                "licenses": ["cod-license", "cod-license", "lobster-license", "shrimp-license",
                             "fishermens-pub-license", "tuna-license", "processing-vessel-license"],
                "boats": [
                    {"type": "cod", "captain": true, "crates": 4},
                    {"type": "cod", "captain": true, "crates": 4},
                    {"type": "cod", "captain": true, "crates": 3},
                    {"type": "cod", "captain": true, "crates": 2},
                    {"type": "lobster", "captain": true, "crates": 3},
                    {"type": "lobster"},
                    {"type": "shrimp", "captain": true, "crates": 2},
                    {"type": "shrimp", "captain": true, "crates": 1},
                    {"type": "tuna", "captain": true, "crates": 1},
                    {"type": "processing-vessel"}
                ]
            }
        ]
    })
}

/// The most players, license cards and boat cards the game has (the request schema's
/// `maxItems`; a test checks them against the components).
const MOST_PLAYERS: usize = 4;
const LICENSE_CARDS: usize = 26;
const BOAT_CARDS: usize = 96;

/// One error for each list longer than the game has pieces for, before anything is checked
/// item by item.
fn check_list_bounds(request: &FleetScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    if problems.players_too_many(request.players.len(), MOST_PLAYERS) {
        return problems.into_result();
    }
    for (p, player) in request.players.iter().enumerate() {
        let (licenses, boats) = (player.licenses.len(), player.boats.len());
        let code = ViolationCode::TooManyPieces;
        let field = |list: &'static str| move || format!("players[{p}].{list}");
        problems.list_too_long(field("licenses"), licenses, LICENSE_CARDS, code, "licenses");
        problems.list_too_long(field("boats"), boats, BOAT_CARDS, code, "boats");
    }
    problems.into_result()
}

pub fn score_sheet(request: &FleetScoreSheetRequest) -> Result<ScoreSheet, ScoreSheetError> {
    check_list_bounds(request)?;
    validate(request)?;
    let mut sheet = SheetBuilder::new(
        super::GAME_ID,
        &[
            ("licenses", "License VP"),
            ("boats", "Launched boat VP"),
            ("fish", "Crates of fish on boats"),
            ("king_crab", "King Crab bonuses"),
        ],
        &[
            (
                "launched-boats",
                "Most launched boats",
                TieBreakerOrder::HigherWins,
            ),
            (
                "crates-on-boats",
                "Most crates of fish on boats",
                TieBreakerOrder::HigherWins,
            ),
        ],
    );
    // Ruling FL-06: only one implementation gives these numbers, so players should know to
    // check them against their cards.
    sheet.note(
        "License and boat VP come from a single source (the Board Game Arena implementation); check them against your printed cards (ruling FL-06).",
    );
    for player in &request.players {
        score_player(&mut sheet.player(&player.name), player);
    }
    Ok(sheet.finish(true))
}

/// What the King Crab bonuses and the tie-breakers count.
struct Tally {
    captained_boats: usize,
    crates: u32,
    license_families: usize,
}

/// One player's row as `rule::SCORING` totals it.
fn score_player(row: &mut PlayerRow<'_>, player: &FleetPlayerCounts) {
    // Validation has refused unknown ids, so nothing is dropped here.
    let owned: Vec<&LicenseCard> = player
        .licenses
        .iter()
        .filter_map(|id| license(id))
        .collect();
    let owned_of = |card: &LicenseCard| owned.iter().filter(|o| o.id == card.id).count();
    for card in &LICENSES {
        let count = owned_of(card);
        if count > 0 {
            let vp = i64::from(card.victory_points);
            row.add(
                "licenses",
                card.id,
                to_points(count) * vp,
                format!("{count} × {} at {vp} VP", card.name),
            );
        }
    }
    for boat in &BOATS {
        let count = player
            .boats
            .iter()
            .filter(|b| b.boat_type == boat.boat_type)
            .count();
        if count > 0 {
            let vp = i64::from(boat.victory_points);
            row.add(
                "boats",
                boat.id,
                to_points(count) * vp,
                format!("{count} × {} at {vp} VP", boat.name),
            );
        }
    }
    let mut families: Vec<&str> = owned.iter().map(|card| card.family).collect();
    families.sort_unstable();
    families.dedup();
    let tally = Tally {
        captained_boats: player.boats.iter().filter(|b| b.captain).count(),
        crates: player.boats.iter().map(|b| u32::from(b.crates)).sum(),
        license_families: families.len(),
    };
    if tally.crates > 0 {
        row.add(
            "fish",
            "fish-crate",
            i64::from(tally.crates),
            format!("{} crates on boats at 1 VP", tally.crates),
        );
    }
    // One line per King Crab license: each copy is unique, so a player owns each at most once.
    for card in &LICENSES {
        if let Some(bonus) = card.bonus.filter(|_| owned_of(card) > 0) {
            let (points, explanation) = king_crab_bonus(bonus, &tally);
            row.add("king_crab", card.id, i64::from(points), explanation);
        }
    }
    row.tie_breaker("launched-boats", to_points(player.boats.len()))
        .tie_breaker("crates-on-boats", i64::from(tally.crates));
}

/// `rule::KING_CRAB_LICENSES`, ruling FL-04: the three bonuses as the BGA implementation scores
/// them, each capped at 10.
fn king_crab_bonus(bonus: KingCrabBonus, tally: &Tally) -> (u32, String) {
    let (uncapped, reason) = match bonus {
        KingCrabBonus::Captains => {
            let boats = u32::try_from(tally.captained_boats).unwrap_or(u32::MAX);
            (boats, format!("{boats} boats with a captain at 1 VP"))
        }
        KingCrabBonus::Fish => (
            tally.crates / 3,
            format!("{} crates on boats, 1 VP per full 3", tally.crates),
        ),
        KingCrabBonus::LicenseTypes => {
            let families = tally.license_families;
            let points = families
                .checked_sub(1)
                .map(|index| index.min(KING_CRAB_TYPES_POINTS.len() - 1))
                .and_then(|index| KING_CRAB_TYPES_POINTS.get(index))
                .copied()
                .unwrap_or(0);
            (
                points,
                format!("{families} kinds of license, King Crab counted once"),
            )
        }
    };
    let points = uncapped.min(KING_CRAB_CAP);
    if points < uncapped {
        (
            points,
            format!("{reason}: {uncapped}, capped at {KING_CRAB_CAP}"),
        )
    } else {
        (points, format!("{reason}: {points}"))
    }
}

fn to_points(count: usize) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}

/// The score pad's fields: a row for each license card owned, picked from the list, and boats
/// counted by type with how many have captains and how many crates they hold.
pub fn score_pad() -> ScorePad {
    ScorePad {
        game: Vec::new(),
        player: vec![
            PadField::pick_list("licenses", "Licenses owned", &["license"]),
            PadField::new(
                "boats",
                "Launched boats",
                PadInput::Tally {
                    component_kind: "boat".to_owned(),
                    type_key: "type".to_owned(),
                    type_suffix: "-boat".to_owned(),
                    flag_key: "captain".to_owned(),
                    flag_label: "with a captain".to_owned(),
                    amount_key: "crates".to_owned(),
                    amount_label: "crates on them".to_owned(),
                    amount_max: 4,
                },
            ),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::parse_json;
    use crate::core::scoring::PlayerScore;

    fn score(body: Value) -> ScoreSheet {
        let request: FleetScoreSheetRequest =
            parse_json(body.to_string().as_bytes()).expect("well-formed");
        score_sheet(&request).expect("valid")
    }

    /// A second player who scores nothing, since a sheet needs at least two.
    fn with_rival(player: Value) -> Value {
        json!({"players": [player, {"name": "Rival"}]})
    }

    fn first(body: Value) -> PlayerScore {
        score(body).players.remove(0)
    }

    fn captained(boat_type: &str, crates: u8) -> Value {
        json!({"type": boat_type, "captain": true, "crates": crates})
    }

    #[test]
    fn list_bounds_are_the_games_pieces() {
        let licenses: usize = LICENSES.iter().map(|card| usize::from(card.copies)).sum();
        let boats: usize = BOATS.iter().map(|card| usize::from(card.copies)).sum();
        assert_eq!((licenses, boats), (LICENSE_CARDS, BOAT_CARDS));
    }

    /// Item "errors that do not amplify": 15,000 boats are one error for the list, not two
    /// per boat; a list at the bound is checked boat by boat as before.
    #[test]
    fn a_boat_list_longer_than_the_deck_is_one_error() {
        let boats: Vec<Value> = (0..15_000)
            .map(|_| json!({"type": "tuna", "crates": 9}))
            .collect();
        let request: FleetScoreSheetRequest = parse_json(
            json!({"players": [{"boats": boats}, {}]})
                .to_string()
                .as_bytes(),
        )
        .expect("well-formed");
        match score_sheet(&request) {
            Err(ScoreSheetError::Invalid(problems)) => {
                let found: Vec<(&str, ViolationCode)> = problems
                    .iter()
                    .map(|p| (p.field.as_str(), p.code))
                    .collect();
                assert_eq!(found, [("players[0].boats", ViolationCode::TooManyPieces)]);
            }
            other => panic!("expected one error, got {other:?}"),
        }
        let players: Vec<Value> = (0..9).map(|_| json!({})).collect();
        let request: FleetScoreSheetRequest =
            parse_json(json!({ "players": players }).to_string().as_bytes()).expect("well-formed");
        assert!(matches!(
            score_sheet(&request),
            Err(ScoreSheetError::Invalid(problems)) if problems.len() == 1
        ));
    }

    /// Scoring, first way: the VP printed on every license owned (values per ruling FL-06).
    #[test]
    fn rule_license_vp_are_added_up() {
        let player = first(with_rival(json!({"licenses": [
            "shrimp-license", "shrimp-license", "cod-license", "lobster-license",
            "tuna-license", "processing-vessel-license", "fishermens-pub-license",
            "king-crab-fish-license"
        ]})));
        assert_eq!(
            player.categories["licenses"],
            4 + 4 + 4 + 3 + 3 + 3 + 10 + 5
        );
        let shrimp = player
            .details
            .iter()
            .find(|d| d.source == "shrimp-license")
            .expect("itemised");
        assert_eq!(shrimp.points, 8);
        assert_eq!(shrimp.explanation, "2 × Shrimp license at 4 VP");
    }

    /// Scoring, second way: the VP printed on every launched boat, by type (ruling FL-06).
    #[test]
    fn rule_launched_boats_score_their_printed_vp() {
        let player = first(with_rival(json!({
            "licenses": ["shrimp-license", "lobster-license", "processing-vessel-license",
                         "cod-license", "tuna-license", "king-crab-captains-license"],
            "boats": [
                {"type": "shrimp"}, {"type": "shrimp"}, {"type": "lobster"},
                {"type": "processing-vessel"}, {"type": "cod"}, {"type": "tuna"},
                {"type": "king-crab"}
            ]
        })));
        assert_eq!(player.categories["boats"], 1 + 1 + 2 + 2 + 2 + 1 + 3);
        let sources: Vec<&str> = player
            .details
            .iter()
            .filter(|d| d.category == "boats")
            .map(|d| d.source.as_str())
            .collect();
        assert_eq!(
            sources,
            [
                "shrimp-boat",
                "lobster-boat",
                "processing-vessel-boat",
                "cod-boat",
                "tuna-boat",
                "king-crab-boat"
            ]
        );
    }

    /// Scoring, third way: 1 VP per crate on a boat; processed crates are not entered.
    #[test]
    fn rule_each_crate_on_a_boat_scores_one_vp() {
        let player = first(with_rival(json!({
            "licenses": ["cod-license"],
            "boats": [captained("cod", 4), captained("cod", 1), {"type": "cod"}]
        })));
        assert_eq!(player.categories["fish"], 5);
        assert_eq!(player.categories["boats"], 6);
        assert_eq!(player.total, 4 + 6 + 5);
    }

    /// Scoring, fourth way (ruling FL-04): King Crab "C" gives 1 VP per captained boat.
    #[test]
    fn rule_king_crab_captains_scores_one_per_captained_boat() {
        let player = first(with_rival(json!({
            "licenses": ["king-crab-captains-license", "shrimp-license"],
            "boats": [captained("shrimp", 0), captained("king-crab", 2), {"type": "shrimp"}]
        })));
        assert_eq!(player.categories["king_crab"], 2);
        let line = player
            .details
            .iter()
            .find(|d| d.category == "king_crab")
            .expect("itemised");
        assert_eq!(line.source, "king-crab-captains-license");
        assert_eq!(line.explanation, "2 boats with a captain at 1 VP: 2");
    }

    /// Ruling FL-04: King Crab "C" stops at 10 VP.
    #[test]
    fn rule_king_crab_captains_is_capped_at_ten() {
        let boats: Vec<Value> = (0..12).map(|_| captained("shrimp", 1)).collect();
        let player = first(with_rival(json!({
            "licenses": ["king-crab-captains-license", "shrimp-license"],
            "boats": boats
        })));
        assert_eq!(player.categories["king_crab"], 10);
        assert!(player
            .details
            .iter()
            .any(|d| d.explanation.ends_with("12, capped at 10")));
    }

    /// Ruling FL-04: King Crab "F" gives 1 VP per full 3 crates on boats, 10 at most.
    #[test]
    fn rule_king_crab_fish_scores_one_per_three_crates_capped_at_ten() {
        let eight = first(with_rival(json!({
            "licenses": ["king-crab-fish-license"],
            "boats": [captained("king-crab", 4), captained("king-crab", 4)]
        })));
        assert_eq!(eight.categories["king_crab"], 2);
        let full: Vec<Value> = (0..9).map(|_| captained("shrimp", 4)).collect();
        let thirty_six = first(with_rival(json!({
            "licenses": ["king-crab-fish-license", "shrimp-license"],
            "boats": full
        })));
        assert_eq!(thirty_six.categories["fish"], 36);
        assert_eq!(thirty_six.categories["king_crab"], 10);
    }

    /// Ruling FL-04: King Crab "L" reads 1→0, 2→2, 3→4, 4→5, 5→6, 6→8, 7→10 off the number
    /// of license kinds owned, all King Crab licenses being one kind.
    #[test]
    fn rule_king_crab_types_follows_its_table() {
        let others = [
            "shrimp-license",
            "cod-license",
            "lobster-license",
            "tuna-license",
            "processing-vessel-license",
            "fishermens-pub-license",
        ];
        let expected = [0, 2, 4, 5, 6, 8, 10];
        for (extra, points) in expected.iter().enumerate() {
            let mut licenses = vec!["king-crab-types-license"];
            licenses.extend(&others[..extra]);
            let player = first(with_rival(json!({ "licenses": licenses })));
            assert_eq!(
                player.categories["king_crab"],
                *points,
                "{} kinds",
                extra + 1
            );
        }
    }

    /// Ruling FL-04: the other King Crab licenses and repeated copies add no license kind.
    #[test]
    fn rule_king_crab_types_counts_king_crab_and_repeats_once() {
        let player = first(with_rival(json!({"licenses": [
            "king-crab-types-license", "king-crab-captains-license", "king-crab-fish-license",
            "shrimp-license", "shrimp-license", "shrimp-license"
        ]})));
        let line = player
            .details
            .iter()
            .find(|d| d.category == "king_crab" && d.source == "king-crab-types-license")
            .expect("itemised");
        assert_eq!(line.points, 2);
        assert_eq!(
            line.explanation,
            "2 kinds of license, King Crab counted once: 2"
        );
    }

    /// Scoring, fourth way: each King Crab license scores on its own line.
    #[test]
    fn rule_each_king_crab_license_scores_on_its_own_line() {
        let player = first(with_rival(json!({
            "licenses": ["king-crab-captains-license", "king-crab-fish-license",
                         "king-crab-types-license", "cod-license"],
            "boats": [captained("king-crab", 4), captained("cod", 3), {"type": "cod"}]
        })));
        let lines: Vec<(&str, i64)> = player
            .details
            .iter()
            .filter(|d| d.category == "king_crab")
            .map(|d| (d.source.as_str(), d.points))
            .collect();
        assert_eq!(
            lines,
            [
                ("king-crab-captains-license", 2),
                ("king-crab-fish-license", 2),
                ("king-crab-types-license", 2)
            ]
        );
        assert_eq!(player.categories["king_crab"], 6);
    }

    /// End of game: on equal VP the player with more launched boats wins.
    #[test]
    fn rule_ties_go_to_the_most_launched_boats() {
        // Both score 8: 4 (license) + 4 boats, against 4 + 2 boats + 2 crates.
        let sheet = score(json!({"players": [
            {"name": "Ann", "licenses": ["shrimp-license"],
             "boats": [{"type": "shrimp"}, {"type": "shrimp"}, {"type": "shrimp"}, {"type": "shrimp"}]},
            {"name": "Ben", "licenses": ["shrimp-license"],
             "boats": [captained("shrimp", 2), {"type": "shrimp"}]}
        ]}));
        assert_eq!(sheet.players[0].total, sheet.players[1].total);
        assert_eq!(sheet.winners, vec![0]);
        assert_eq!(sheet.players[0].tie_breakers["launched-boats"], 4);
    }

    /// End of game: still tied, the player with more crates on boats wins.
    #[test]
    fn rule_ties_then_go_to_the_most_crates_on_boats() {
        // Both score 11 with two boats; Ben has a crate more and a license VP less.
        let sheet = score(json!({"players": [
            {"name": "Ann", "licenses": ["cod-license"],
             "boats": [captained("cod", 2), captained("cod", 1)]},
            {"name": "Ben", "licenses": ["tuna-license"],
             "boats": [captained("tuna", 4), captained("tuna", 2)]}
        ]}));
        assert_eq!(sheet.players[0].total, 11);
        assert_eq!(sheet.players[1].total, 11);
        assert_eq!(sheet.winners, vec![1]);
        assert_eq!(sheet.players[0].rank, 2);
    }

    /// End of game: tied on VP, boats and crates, the players share the win.
    #[test]
    fn rule_tied_on_everything_is_a_shared_win() {
        let player = json!({"licenses": ["lobster-license"], "boats": [captained("lobster", 3)]});
        let sheet = score(json!({"players": [player, player, {"name": "Cat"}]}));
        assert_eq!(sheet.winners, vec![0, 1]);
        let ranks: Vec<u8> = sheet.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, vec![1, 1, 3]);
    }

    /// Scoring lists the four ways in the rulebook's order.
    #[test]
    fn rule_sheet_has_four_categories_in_rulebook_order() {
        let sheet = score(example_request());
        let ids: Vec<&str> = sheet.categories.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["licenses", "boats", "fish", "king_crab"]);
        assert!(sheet.is_final);
        assert!(
            sheet.notes.iter().any(|n| n.contains("single source")),
            "{:?}",
            sheet.notes
        );
    }

    #[test]
    fn example_game_scores_as_worked_by_hand() {
        let sheet = score(example_request());
        let rows: Vec<[i64; 5]> = sheet
            .players
            .iter()
            .map(|p| {
                [
                    p.categories["licenses"],
                    p.categories["boats"],
                    p.categories["fish"],
                    p.categories["king_crab"],
                    p.total,
                ]
            })
            .collect();
        assert_eq!(
            rows,
            vec![
                [30, 18, 23, 7, 78],
                [24, 20, 20, 9, 73],
                [31, 17, 20, 0, 68]
            ]
        );
        assert_eq!(sheet.winners, vec![0]);
    }
}
