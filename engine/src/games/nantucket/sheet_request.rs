//! Checks that the entered counts describe a Nantucket game that can have happened. Every
//! problem is collected, so a form can mark all the fields to fix at once.

use std::collections::{HashMap, HashSet};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};

use super::components::{
    anchored_space, is_building, BonusRule, Tally, TownRow, BONUS_BUILDINGS, COPPER_COINS,
    WHARF_SHIP_COINS,
};
use super::scoring::{NantucketPlayerCounts, NantucketScoreSheetRequest};

pub(super) fn validate(request: &NantucketScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    let count = request.players.len();
    if count != 2 {
        problems.push(
            "players",
            ViolationCode::PlayerCount,
            format!("Nantucket is played by exactly 2 players, not {count}"),
        );
    }
    let mut owners: HashMap<&str, usize> = HashMap::new();
    for (seat, player) in request.players.iter().enumerate() {
        check_buildings(seat, player, &mut owners, &mut problems);
        check_copper_marked(seat, player, &mut problems);
        check_ship_silver(seat, player, &mut problems);
    }
    check_copper_marker_total(request, &mut problems);
    check_row_house_rows(request, &mut problems);
    problems.into_result()
}

fn check_buildings<'a>(
    seat: usize,
    player: &'a NantucketPlayerCounts,
    owners: &mut HashMap<&'a str, usize>,
    problems: &mut Violations,
) {
    for (index, id) in player.buildings.iter().enumerate() {
        // Written only for a problem: a digital game's final score checks every building.
        let field = || format!("players[{seat}].buildings[{index}]");
        if let Some(space) = anchored_space(id) {
            problems.push(
                field(),
                ViolationCode::UnknownComponent,
                format!(
                    "the {} is an anchored space: both players use it and nobody can own it",
                    space.name
                ),
            );
        } else if !is_building(id) {
            problems.push(
                field(),
                ViolationCode::UnknownComponent,
                format!("`{id}` is not a Nantucket building id"),
            );
        } else if let Some(&owner) = owners.get(id.as_str()) {
            let message = if owner == seat {
                format!("`{id}` is listed twice for this player; each building exists once")
            } else {
                format!("`{id}` is already owned by players[{owner}]; each building exists once")
            };
            problems.push(field(), ViolationCode::DuplicateComponent, message);
        } else {
            owners.insert(id, seat);
        }
    }
}

fn check_copper_marked(seat: usize, player: &NantucketPlayerCounts, problems: &mut Violations) {
    let mut seen = HashSet::new();
    for (index, id) in player.copper_marked_buildings.iter().enumerate() {
        let field = || format!("players[{seat}].copper_marked_buildings[{index}]");
        if !player.owns(id) {
            problems.push(
                field(),
                ViolationCode::NotOwned,
                format!("`{id}` is not among this player's buildings, so its ownership coin is not theirs to enter"),
            );
        } else if !seen.insert(id) {
            problems.push(
                field(),
                ViolationCode::DuplicateComponent,
                format!("`{id}` is listed twice; a building has one ownership coin"),
            );
        }
    }
}

fn check_ship_silver(seat: usize, player: &NantucketPlayerCounts, problems: &mut Violations) {
    if player.ship_silver == 0 {
        return;
    }
    let field = format!("players[{seat}].ship_silver");
    if !owns_scorer_of(player, Tally::ShipSilver) {
        problems.push(
            field.clone(),
            ViolationCode::OutOfRange,
            "only the Salvage Yard scores Silver at sea, and this player does not own it; leave ship_silver at 0",
        );
    }
    // ruling NT-04: only a Wharf launch puts 5 coins on a ship.
    if player.ship_silver > WHARF_SHIP_COINS {
        problems.push(
            field.clone(),
            ViolationCode::OutOfRange,
            format!("a ship holds at most {WHARF_SHIP_COINS} coins"),
        );
    }
    // The ship's Silver came back to the supply when ships were emptied, so it is part of
    // `silver` (ruling NT-04).
    if u32::from(player.ship_silver) > player.silver {
        problems.push(
            field,
            ViolationCode::OutOfRange,
            format!(
                "the ship's Silver went back to the player's supply at the end, so it cannot exceed the {} Silver held",
                player.silver
            ),
        );
    }
}

/// Each Copper ownership coin is a real coin off the table, so there can be at most 12 of them.
fn check_copper_marker_total(request: &NantucketScoreSheetRequest, problems: &mut Violations) {
    let mut total: u32 = 0;
    for (seat, player) in request.players.iter().enumerate() {
        let marked = u32::try_from(player.copper_marked().len()).unwrap_or(u32::MAX);
        total = total.saturating_add(marked);
        if total > COPPER_COINS {
            problems.push(
                format!("players[{seat}].copper_marked_buildings"),
                ViolationCode::TooManyPieces,
                format!("{total} buildings have a Copper ownership coin (a Mansion always does, ruling NT-05), but the game has only {COPPER_COINS} Copper coins"),
            );
            return;
        }
    }
}

fn check_row_house_rows(request: &NantucketScoreSheetRequest, problems: &mut Violations) {
    let rows = request.row_house_rows;
    if usize::from(rows) > TownRow::ALL.len() {
        problems.push(
            "row_house_rows",
            ViolationCode::OutOfRange,
            format!(
                "the town has {} rows, so at most {} can hold adjacent built buildings",
                TownRow::ALL.len(),
                TownRow::ALL.len()
            ),
        );
    }
    let owned = request
        .players
        .iter()
        .any(|player| owns_scorer_of(player, Tally::RowsOfAdjacentBuildings));
    if rows > 0 && !owned {
        problems.push(
            "row_house_rows",
            ViolationCode::OutOfRange,
            "only the Row House scores rows, and nobody owns it; leave row_house_rows at 0 (ruling NT-01)",
        );
    }
}

/// True when the player owns the bonus building that scores `tally`.
fn owns_scorer_of(player: &NantucketPlayerCounts, tally: Tally) -> bool {
    BONUS_BUILDINGS.iter().any(|building| {
        matches!(building.rule, BonusRule::OnePer { tally: scored, .. } if scored == tally)
            && player.owns(building.id)
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::core::errors::{ScoreSheetError, ViolationCode};
    use crate::core::scoring::ScoreSheet;

    use super::super::scoring::tests::{game, score};
    use crate::core::test_support::violation_codes as violations;

    fn messages(result: Result<ScoreSheet, ScoreSheetError>) -> Vec<String> {
        match result {
            Err(ScoreSheetError::Invalid(violations)) => {
                violations.into_iter().map(|v| v.message).collect()
            }
            other => panic!("expected violations, got {other:?}"),
        }
    }

    fn owning(buildings: &[&str]) -> Value {
        json!({"copper": 0, "silver": 0, "buildings": buildings})
    }

    fn one(field: &str, code: ViolationCode) -> Vec<(String, ViolationCode)> {
        vec![(field.to_owned(), code)]
    }

    #[test]
    fn exactly_two_players() {
        let three = json!({"players": [owning(&[]), owning(&[]), owning(&[])]});
        assert_eq!(
            violations(score(three)),
            one("players", ViolationCode::PlayerCount)
        );
        let solo = json!({"players": [owning(&[])]});
        assert_eq!(
            violations(score(solo)),
            one("players", ViolationCode::PlayerCount)
        );
    }

    #[test]
    fn unknown_building_id_is_refused() {
        let result = score(game(owning(&["tavern", "lighthous"]), owning(&[])));
        assert_eq!(
            violations(result),
            one("players[0].buildings[1]", ViolationCode::UnknownComponent)
        );
    }

    #[test]
    fn anchored_spaces_cannot_be_owned() {
        let result = score(game(owning(&[]), owning(&["town-hall"])));
        let message = messages(result).join(" ");
        assert!(
            message.contains("Town Hall is an anchored space"),
            "{message}"
        );
        let result = score(game(owning(&[]), owning(&["dockyard"])));
        assert_eq!(
            violations(result),
            one("players[1].buildings[0]", ViolationCode::UnknownComponent)
        );
    }

    #[test]
    fn a_building_owned_twice_by_one_player_is_refused() {
        let result = score(game(owning(&["wharf", "church", "wharf"]), owning(&[])));
        assert_eq!(
            violations(result),
            one("players[0].buildings[2]", ViolationCode::DuplicateComponent)
        );
    }

    #[test]
    fn a_building_owned_by_both_players_is_refused() {
        let result = score(game(owning(&["church"]), owning(&["tavern", "church"])));
        assert_eq!(
            violations(result),
            one("players[1].buildings[1]", ViolationCode::DuplicateComponent)
        );
    }

    #[test]
    fn copper_marked_buildings_must_be_owned_by_that_player() {
        let result = score(game(
            json!({"copper": 0, "silver": 0, "buildings": ["tavern"],
                   "copper_marked_buildings": ["tavern", "wharf"]}),
            owning(&["wharf"]),
        ));
        assert_eq!(
            violations(result),
            one(
                "players[0].copper_marked_buildings[1]",
                ViolationCode::NotOwned
            )
        );
    }

    #[test]
    fn copper_marked_building_listed_twice_is_refused() {
        let result = score(game(
            json!({"copper": 0, "silver": 0, "buildings": ["tavern"],
                   "copper_marked_buildings": ["tavern", "tavern"]}),
            owning(&[]),
        ));
        assert_eq!(
            violations(result),
            one(
                "players[0].copper_marked_buildings[1]",
                ViolationCode::DuplicateComponent
            )
        );
    }

    /// Only 12 Copper coins exist; the Mansion's marker counts even when not listed
    /// (ruling NT-05).
    #[test]
    fn more_than_twelve_copper_markers_are_refused() {
        let heads = [
            "tavern",
            "harbor-office",
            "courthouse",
            "mayors-house",
            "law-office",
            "outfitter",
            "lumber-mill",
        ];
        let tails = [
            "schoolhouse",
            "town-square",
            "general-store",
            "almshouse",
            "cooperage",
        ];
        let twelve = game(
            json!({"copper": 0, "silver": 0, "buildings": heads, "copper_marked_buildings": heads}),
            json!({"copper": 0, "silver": 0, "buildings": tails, "copper_marked_buildings": tails}),
        );
        assert!(score(twelve).is_ok());
        let mut with_mansion = tails.to_vec();
        with_mansion.push("mansion");
        let thirteen = game(
            json!({"copper": 0, "silver": 0, "buildings": heads, "copper_marked_buildings": heads}),
            json!({"copper": 0, "silver": 0, "buildings": with_mansion, "copper_marked_buildings": tails}),
        );
        assert_eq!(
            violations(score(thirteen)),
            one(
                "players[1].copper_marked_buildings",
                ViolationCode::TooManyPieces
            )
        );
    }

    /// A ship holds at most 5 coins, and only after a Wharf launch (ruling NT-04).
    #[test]
    fn ship_silver_above_five_is_refused() {
        let result = score(game(
            json!({"copper": 0, "silver": 9, "buildings": ["salvage-yard"], "ship_silver": 6}),
            owning(&[]),
        ));
        assert_eq!(
            violations(result),
            one("players[0].ship_silver", ViolationCode::OutOfRange)
        );
    }

    /// The ship's Silver is back in the supply at the end, so it is part of `silver`
    /// (ruling NT-04).
    #[test]
    fn ship_silver_above_silver_held_is_refused() {
        let result = score(game(
            json!({"copper": 0, "silver": 2, "buildings": ["salvage-yard"], "ship_silver": 3}),
            owning(&[]),
        ));
        assert_eq!(
            violations(result),
            one("players[0].ship_silver", ViolationCode::OutOfRange)
        );
    }

    #[test]
    fn ship_silver_without_the_salvage_yard_is_refused() {
        let result = score(game(
            owning(&["salvage-yard"]),
            json!({"copper": 0, "silver": 3, "buildings": ["wharf"], "ship_silver": 2}),
        ));
        assert_eq!(
            violations(result),
            one("players[1].ship_silver", ViolationCode::OutOfRange)
        );
    }

    #[test]
    fn more_than_three_rows_are_refused() {
        let result =
            score(json!({"row_house_rows": 4, "players": [owning(&["row-house"]), owning(&[])]}));
        assert_eq!(
            violations(result),
            one("row_house_rows", ViolationCode::OutOfRange)
        );
    }

    /// Ruling NT-01: rows only matter to the Row House's owner.
    #[test]
    fn rows_without_a_row_house_are_refused() {
        let result =
            score(json!({"row_house_rows": 1, "players": [owning(&["tavern"]), owning(&[])]}));
        assert_eq!(
            violations(result),
            one("row_house_rows", ViolationCode::OutOfRange)
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let result = score(json!({"row_house_rows": 5, "players": [
            json!({"copper": 0, "silver": 0, "buildings": ["warehouse", "church"],
                   "copper_marked_buildings": ["bank"], "ship_silver": 1}),
            owning(&["church", "mystery"]),
            owning(&[])
        ]}));
        assert_eq!(
            violations(result),
            vec![
                ("players".to_owned(), ViolationCode::PlayerCount),
                (
                    "players[0].buildings[0]".to_owned(),
                    ViolationCode::UnknownComponent
                ),
                (
                    "players[0].copper_marked_buildings[0]".to_owned(),
                    ViolationCode::NotOwned
                ),
                (
                    "players[0].ship_silver".to_owned(),
                    ViolationCode::OutOfRange
                ),
                (
                    "players[0].ship_silver".to_owned(),
                    ViolationCode::OutOfRange
                ),
                (
                    "players[1].buildings[0]".to_owned(),
                    ViolationCode::DuplicateComponent
                ),
                (
                    "players[1].buildings[1]".to_owned(),
                    ViolationCode::UnknownComponent
                ),
                ("row_house_rows".to_owned(), ViolationCode::OutOfRange),
                ("row_house_rows".to_owned(), ViolationCode::OutOfRange),
            ]
        );
    }
}
