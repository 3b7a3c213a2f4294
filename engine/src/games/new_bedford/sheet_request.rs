//! Checks that the entered counts describe a game that could have happened, reporting
//! every problem at once with the field a person has to fix.

use std::collections::HashMap;

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};

use super::components::{
    buildings, BuildingSpec, CardPoints, CardSpec, WhaleSpec, BAG_PLAYERS_MAX, SHIPS_LOG_CARDS,
    WHALES,
};
use super::info::{Edition, Module};
use super::scoring::{NewBedfordPlayerCounts, NewBedfordScoreSheetRequest};

const SEAMENS_BETHEL: &str = "seamens-bethel";
const RECTORY: &str = "rectory";
const PUBLISHING_HOUSE: &str = "publishing-house";

/// A player's entered ids, resolved to the printed pieces they name.
#[derive(Debug)]
pub(super) struct Holdings {
    pub buildings: Vec<&'static BuildingSpec>,
    pub cards: Vec<&'static CardSpec>,
    /// Ids of held cards whose scoring effect never happened (ruling NB-07).
    pub unused: Vec<&'static str>,
}

/// A resolved building with the position it was entered at, for pointing at it later.
type Listed = (usize, &'static BuildingSpec);

#[derive(Debug, Default)]
struct Resolved {
    buildings: Vec<Listed>,
    cards: Vec<&'static CardSpec>,
    unused: Vec<&'static str>,
}

/// Why an entered id cannot be scored.
type Refusal = (ViolationCode, String);

pub(super) fn validate(
    request: &NewBedfordScoreSheetRequest,
) -> Result<Vec<Holdings>, ScoreSheetError> {
    let mut problems = Violations::default();
    let options = &request.options;
    check_modules(&options.modules, &mut problems);
    let count_is_valid = check_player_count(request, &mut problems);
    let mut first_listed = HashMap::new();
    let resolved: Vec<Resolved> = request
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let resolved = resolve_player(
                seat,
                player,
                options.edition,
                &options.modules,
                &mut first_listed,
                &mut problems,
            );
            check_symbol_buildings(seat, player, &mut problems);
            resolved
        })
        .collect();
    check_rectory(&resolved, &mut problems);
    if count_is_valid {
        check_whale_bag(&request.players, &mut problems);
    }
    problems.into_result()?;
    Ok(resolved
        .into_iter()
        .map(|held| Holdings {
            buildings: held.buildings.into_iter().map(|(_, spec)| spec).collect(),
            cards: held.cards,
            unused: held.unused,
        })
        .collect())
}

fn check_modules(modules: &[Module], problems: &mut Violations) {
    for (index, module) in modules.iter().enumerate() {
        if modules[..index].contains(module) {
            problems.push(
                format!("options.modules[{index}]"),
                ViolationCode::OutOfRange,
                format!("{:?} is listed twice; list each module once", module.id()),
            );
        }
    }
}

/// True when the count allows checking the whale bag.
fn check_player_count(request: &NewBedfordScoreSheetRequest, problems: &mut Violations) -> bool {
    let count = request.players.len();
    let fifth_player = request.options.modules.contains(&Module::FifthPlayer);
    let message = match count {
        // Ruling NB-05: the solo captains score by rules we could not read.
        0 | 1 => format!("New Bedford is scored here for 2 to 4 players (5 with the fifth-player module), not {count}; solo games against the captains are not supported"),
        2..=4 => return true,
        5 if fifth_player => return true,
        5 => "5 players need the Rising Tide 5th Player module; add \"fifth-player\" to options.modules".to_owned(),
        _ => format!("New Bedford is played by at most 5 players, not {count}"),
    };
    problems.push("players", ViolationCode::PlayerCount, message);
    false
}

fn resolve_player(
    seat: usize,
    player: &NewBedfordPlayerCounts,
    edition: Edition,
    modules: &[Module],
    first_listed: &mut HashMap<&'static str, String>,
    problems: &mut Violations,
) -> Resolved {
    let mut resolved = Resolved::default();
    for (index, id) in player.buildings.iter().enumerate() {
        let field = format!("players[{seat}].buildings[{index}]");
        match find_building(id, edition, modules) {
            Ok(spec) => {
                if claim(
                    spec.id,
                    spec.name,
                    "building",
                    &field,
                    first_listed,
                    problems,
                ) {
                    resolved.buildings.push((index, spec));
                }
            }
            Err((code, message)) => problems.push(field, code, message),
        }
    }
    for (index, id) in player.ships_log.iter().enumerate() {
        let field = format!("players[{seat}].ships_log[{index}]");
        match find_card(id, modules) {
            Ok(card) => {
                if claim(card.id, card.name, "card", &field, first_listed, problems) {
                    resolved.cards.push(card);
                }
            }
            Err((code, message)) => problems.push(field, code, message),
        }
    }
    for (index, id) in player.unused_ships_log.iter().enumerate() {
        let field = format!("players[{seat}].unused_ships_log[{index}]");
        match find_card(id, modules) {
            Ok(card) => {
                if let Some(refusal) = refuse_unused(card, &resolved) {
                    let (code, message) = refusal;
                    problems.push(field, code, message);
                } else {
                    resolved.unused.push(card.id);
                }
            }
            Err((code, message)) => problems.push(field, code, message),
        }
    }
    resolved
}

/// Records the first listing of a one-of-a-kind piece; false (and a violation) when it was
/// already listed, by this player or another.
fn claim(
    id: &'static str,
    name: &str,
    what: &str,
    field: &str,
    first_listed: &mut HashMap<&'static str, String>,
    problems: &mut Violations,
) -> bool {
    match first_listed.get(id) {
        Some(first) => {
            problems.push(
                field,
                ViolationCode::DuplicateComponent,
                format!("{name} is already listed at {first}; the game has one such {what}"),
            );
            false
        }
        None => {
            first_listed.insert(id, field.to_owned());
            true
        }
    }
}

fn find_building(
    id: &str,
    edition: Edition,
    modules: &[Module],
) -> Result<&'static BuildingSpec, Refusal> {
    if let Some(spec) = buildings().find(|spec| spec.id == id) {
        return in_game(spec, modules);
    }
    // Ruling NB-01: the old names are accepted only with the rulebook that prints them.
    if let Some(spec) = buildings().find(|spec| spec.print_and_play_alias() == Some(id)) {
        return match edition {
            Edition::PrintAndPlay => in_game(spec, modules),
            Edition::Retail => Err((
                ViolationCode::ComponentNotInGame,
                format!(
                    "{id:?} is the print-and-play name of the {}; enter {:?} for the retail edition, or set options.edition to \"print-and-play\"",
                    spec.name, spec.id
                ),
            )),
        };
    }
    let message = match SHIPS_LOG_CARDS.iter().find(|card| card.id == id) {
        Some(card) => format!(
            "{:?} is the Ship's Log card {}, not a building; list it under ships_log",
            card.id, card.name
        ),
        None => format!("no New Bedford building has the id {id:?}"),
    };
    Err((ViolationCode::UnknownComponent, message))
}

/// Only the module decides: set markers and player-count advice are not checked (ruling
/// NB-06), and Rising Tide goes with either edition (ruling NB-11).
fn in_game(
    spec: &'static BuildingSpec,
    modules: &[Module],
) -> Result<&'static BuildingSpec, Refusal> {
    match spec.module {
        Some(module) if !modules.contains(&module) => Err((
            ViolationCode::ComponentNotInGame,
            format!(
                "the {} comes with Rising Tide's {}; add {:?} to options.modules",
                spec.name,
                module.name(),
                module.id()
            ),
        )),
        _ => Ok(spec),
    }
}

fn find_card(id: &str, modules: &[Module]) -> Result<&'static CardSpec, Refusal> {
    let Some(card) = SHIPS_LOG_CARDS.iter().find(|card| card.id == id) else {
        let message = match buildings().find(|spec| spec.id == id) {
            Some(spec) => format!(
                "{:?} is the {} building, not a Ship's Log card; list it under buildings",
                spec.id, spec.name
            ),
            None => format!("no Ship's Log card has the id {id:?}"),
        };
        return Err((ViolationCode::UnknownComponent, message));
    };
    if modules.contains(&Module::ShipsLog) {
        Ok(card)
    } else {
        Err((
            ViolationCode::ComponentNotInGame,
            format!(
                "{} is a Ship's Log card; add {:?} to options.modules",
                card.name,
                Module::ShipsLog.id()
            ),
        ))
    }
}

/// Only a held card whose points hang on its effect can be unused (ruling NB-07).
fn refuse_unused(card: &'static CardSpec, held: &Resolved) -> Option<Refusal> {
    if held.unused.contains(&card.id) {
        return Some((
            ViolationCode::DuplicateComponent,
            format!("{} is already listed as unused", card.name),
        ));
    }
    if !held.cards.iter().any(|owned| owned.id == card.id) {
        return Some((
            ViolationCode::NotOwned,
            format!(
                "{} is not in this player's ships_log; an unused card still belongs there, because it counts as a page",
                card.name
            ),
        ));
    }
    if matches!(card.points, Some(CardPoints::WhenUsed(_))) {
        return None;
    }
    let can_be_unused: Vec<&str> = SHIPS_LOG_CARDS
        .iter()
        .filter(|card| matches!(card.points, Some(CardPoints::WhenUsed(_))))
        .map(|card| card.name)
        .collect();
    Some((
        ViolationCode::OutOfRange,
        format!(
            "{}'s score does not depend on using it; only {} can be listed as unused",
            card.name,
            can_be_unused.join(", ")
        ),
    ))
}

/// Ruling NB-04: the count is entered by hand, so it is only checked against what it can be.
fn check_symbol_buildings(seat: usize, player: &NewBedfordPlayerCounts, problems: &mut Violations) {
    let symbols = player.symbol_buildings;
    if symbols == 0 {
        return;
    }
    let field = format!("players[{seat}].symbol_buildings");
    let owned = player.buildings.len();
    if !player.buildings.iter().any(|id| id == PUBLISHING_HOUSE) {
        problems.push(
            field,
            ViolationCode::OutOfRange,
            "symbol buildings only score with the Publishing House, which this player does not own; enter 0",
        );
    } else if usize::try_from(symbols).map_or(true, |symbols| symbols > owned) {
        problems.push(
            field,
            ViolationCode::OutOfRange,
            format!("{symbols} symbol buildings, but this player owns only {owned} buildings"),
        );
    }
}

/// The Rectory needs another player's Seamen's Bethel, and nobody may own both.
fn check_rectory(resolved: &[Resolved], problems: &mut Violations) {
    let owns = |held: &Resolved, id: &str| {
        held.buildings
            .iter()
            .find(|(_, spec)| spec.id == id)
            .map(|(index, _)| *index)
    };
    let bethel_owner = resolved
        .iter()
        .position(|held| owns(held, SEAMENS_BETHEL).is_some());
    for (seat, held) in resolved.iter().enumerate() {
        let Some(index) = owns(held, RECTORY) else {
            continue;
        };
        let message = match bethel_owner {
            Some(owner) if owner == seat => "nobody may own both the Rectory and the Seamen's Bethel",
            Some(_) => continue,
            None => "the Rectory can only be built once another player has built the Seamen's Bethel, and nobody here owns it",
        };
        problems.push(
            format!("players[{seat}].buildings[{index}]"),
            ViolationCode::MissingRequirement,
            message,
        );
    }
}

/// Whales never outnumber the bag: 9 Right, 5 Bowhead and 1 Sperm per player, a fifth
/// player sharing the 4-player bag (ruling NB-05).
fn check_whale_bag(players: &[NewBedfordPlayerCounts], problems: &mut Violations) {
    let mut totals: [(&WhaleSpec, u64); 3] = [(&WHALES[0], 0), (&WHALES[1], 0), (&WHALES[2], 0)];
    for player in players {
        for (total, (_, count)) in totals.iter_mut().zip(player.whales()) {
            total.1 += u64::from(count);
        }
    }
    let bag_players = u32::try_from(players.len())
        .unwrap_or(u32::MAX)
        .min(BAG_PLAYERS_MAX);
    for (whale, total) in totals {
        let in_bag = u64::from(whale.per_player) * u64::from(bag_players);
        if total > in_bag {
            problems.push(
                "players",
                ViolationCode::TooManyPieces,
                format!(
                    "the players hold {total} {}s in all, but the bag for {} players holds only {in_bag} ({} per player, at most 4 players' worth)",
                    whale.name,
                    players.len(),
                    whale.per_player
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::scoring::tests::{game, player, score, violation_codes};
    use super::*;

    fn codes(modules: &[&str], players: &[serde_json::Value]) -> Vec<(String, ViolationCode)> {
        violation_codes(score(game(modules, players)))
    }

    fn one(field: &str, code: ViolationCode) -> Vec<(String, ViolationCode)> {
        vec![(field.to_owned(), code)]
    }

    fn messages(body: serde_json::Value) -> Vec<String> {
        match score(body) {
            Err(ScoreSheetError::Invalid(violations)) => {
                violations.into_iter().map(|v| v.message).collect()
            }
            other => panic!("expected violations, got {other:?}"),
        }
    }

    fn empty() -> serde_json::Value {
        player(json!({}))
    }

    /// Ruling NB-05: the solo captains' scoring is unknown, so 1 player is refused.
    #[test]
    fn a_single_player_is_refused() {
        assert_eq!(
            codes(&[], &[empty()]),
            one("players", ViolationCode::PlayerCount)
        );
    }

    /// 5th Player Expansion: a fifth seat needs the module; six never fit.
    #[test]
    fn five_players_need_the_fifth_player_module() {
        let five = vec![empty(); 5];
        assert_eq!(
            codes(&[], &five),
            one("players", ViolationCode::PlayerCount)
        );
        assert!(score(game(&["fifth-player"], &five)).is_ok());
        let six = vec![empty(); 6];
        assert_eq!(
            codes(&["fifth-player"], &six),
            one("players", ViolationCode::PlayerCount)
        );
    }

    /// Ruling NB-05: five players share the 4-player bag of 36 Right, 20 Bowhead, 4 Sperm.
    #[test]
    fn five_players_share_the_four_player_bag() {
        let mut players = vec![player(json!({"sperm_whales": 1})); 4];
        players.push(empty());
        assert!(score(game(&["fifth-player"], &players)).is_ok());
        players[4] = player(json!({"sperm_whales": 1}));
        let body = game(&["fifth-player"], &players);
        assert_eq!(
            violation_codes(score(body.clone())),
            one("players", ViolationCode::TooManyPieces)
        );
        assert!(messages(body)[0].contains("5 Sperm Whales"));
    }

    /// Setup: the bag holds 9 Right, 5 Bowhead and 1 Sperm Whale per player.
    #[test]
    fn whales_beyond_the_bag_are_refused_with_the_counts() {
        let body = game(
            &[],
            &[
                player(json!({"right_whales": 11, "bowhead_whales": 6, "sperm_whales": 2})),
                player(json!({"right_whales": 8, "bowhead_whales": 5})),
            ],
        );
        assert_eq!(
            violation_codes(score(body.clone())),
            vec![
                ("players".to_owned(), ViolationCode::TooManyPieces),
                ("players".to_owned(), ViolationCode::TooManyPieces)
            ]
        );
        let messages = messages(body);
        assert!(
            messages[0].contains("19 Right Whales") && messages[0].contains("only 18"),
            "{}",
            messages[0]
        );
        assert!(
            messages[1].contains("11 Bowhead Whales") && messages[1].contains("only 10"),
            "{}",
            messages[1]
        );
    }

    /// Setup: a bag filled exactly to its limit is fine.
    #[test]
    fn whales_up_to_the_bag_are_accepted() {
        let body = game(
            &[],
            &[
                player(json!({"right_whales": 10, "bowhead_whales": 5, "sperm_whales": 2})),
                player(json!({"right_whales": 8, "bowhead_whales": 5})),
            ],
        );
        assert!(score(body).is_ok());
    }

    /// Buildings are named by catalogue id; anything else is refused.
    #[test]
    fn unknown_building_id_is_refused() {
        assert_eq!(
            codes(
                &[],
                &[player(json!({"buildings": ["bank", "banks"]})), empty()]
            ),
            one("players[0].buildings[1]", ViolationCode::UnknownComponent)
        );
    }

    /// A Ship's Log card in the building list is refused with a pointer to the right list.
    #[test]
    fn a_card_listed_as_a_building_points_to_ships_log() {
        let body = game(
            &["ships-log"],
            &[player(json!({"buildings": ["gam"]})), empty()],
        );
        assert!(messages(body)[0].contains("ships_log"));
    }

    /// Town Expansion tiles exist only with the `town` module.
    #[test]
    fn town_tile_without_the_module_is_not_in_the_game() {
        let body = game(
            &[],
            &[player(json!({"buildings": ["candleworks"]})), empty()],
        );
        assert_eq!(
            violation_codes(score(body.clone())),
            one("players[0].buildings[0]", ViolationCode::ComponentNotInGame)
        );
        let message = &messages(body)[0];
        assert!(
            message.contains("Candleworks") && message.contains("\"town\""),
            "{message}"
        );
    }

    /// 5th Player tiles exist only with the `fifth-player` module.
    #[test]
    fn fifth_player_tile_without_the_module_is_not_in_the_game() {
        assert_eq!(
            codes(
                &["town"],
                &[player(json!({"buildings": ["almshouse"]})), empty()]
            ),
            one("players[0].buildings[0]", ViolationCode::ComponentNotInGame)
        );
    }

    /// Ship's Log cards and buildings exist only with the `ships-log` module.
    #[test]
    fn ships_log_cards_without_the_module_are_not_in_the_game() {
        let body = game(
            &["town"],
            &[
                player(json!({"ships_log": ["gam"], "buildings": ["newspaper"]})),
                empty(),
            ],
        );
        assert_eq!(
            violation_codes(score(body.clone())),
            vec![
                (
                    "players[0].buildings[0]".to_owned(),
                    ViolationCode::ComponentNotInGame
                ),
                (
                    "players[0].ships_log[0]".to_owned(),
                    ViolationCode::ComponentNotInGame
                )
            ]
        );
        assert!(messages(body)[1].contains("\"ships-log\""));
    }

    /// A building in the Ship's Log list is refused with a pointer to the right list.
    #[test]
    fn a_building_listed_as_a_card_is_unknown() {
        assert_eq!(
            codes(
                &["ships-log"],
                &[player(json!({"ships_log": ["bank"]})), empty()]
            ),
            one("players[0].ships_log[0]", ViolationCode::UnknownComponent)
        );
    }

    /// Ruling NB-01: print-and-play names are accepted only in that edition.
    #[test]
    fn print_and_play_names_are_refused_in_retail() {
        let retail = game(
            &[],
            &[player(json!({"buildings": ["merchants-bank"]})), empty()],
        );
        assert_eq!(
            violation_codes(score(retail.clone())),
            one("players[0].buildings[0]", ViolationCode::ComponentNotInGame)
        );
        assert!(messages(retail)[0].contains("\"bank\""));
        let pnp = json!({"options": {"edition": "print-and-play"},
            "players": [player(json!({"buildings": ["merchants-bank", "clarks-point-light"]})), empty()]});
        assert!(score(pnp).is_ok());
    }

    /// Every building tile exists once, so one player cannot list it twice.
    #[test]
    fn a_building_owned_twice_by_one_player_is_refused() {
        assert_eq!(
            codes(
                &[],
                &[
                    player(json!({"buildings": ["bank", "wharf", "bank"]})),
                    empty()
                ]
            ),
            one("players[0].buildings[2]", ViolationCode::DuplicateComponent)
        );
    }

    /// Every building tile exists once, so two players cannot both own it.
    #[test]
    fn a_building_owned_by_two_players_is_refused() {
        assert_eq!(
            codes(
                &[],
                &[
                    player(json!({"buildings": ["mansion"]})),
                    player(json!({"buildings": ["tavern", "mansion"]}))
                ]
            ),
            one("players[1].buildings[1]", ViolationCode::DuplicateComponent)
        );
    }

    /// Ruling NB-01: an old name and its retail id are the same tile.
    #[test]
    fn an_alias_and_its_id_are_the_same_building() {
        let body = json!({"options": {"edition": "print-and-play"},
            "players": [player(json!({"buildings": ["municipal-building"]})),
                        player(json!({"buildings": ["municipal-office"]}))]});
        assert_eq!(
            violation_codes(score(body)),
            one("players[1].buildings[0]", ViolationCode::DuplicateComponent)
        );
    }

    /// Ruling NB-09: each Ship's Log card exists once.
    #[test]
    fn a_ships_log_card_held_twice_is_refused() {
        assert_eq!(
            codes(
                &["ships-log"],
                &[
                    player(json!({"ships_log": ["gam"]})),
                    player(json!({"ships_log": ["rats", "gam"]}))
                ]
            ),
            one("players[1].ships_log[1]", ViolationCode::DuplicateComponent)
        );
    }

    /// Ruling NB-07: an unused card is still one of the player's pages.
    #[test]
    fn unused_card_must_be_held() {
        assert_eq!(
            codes(
                &["ships-log"],
                &[
                    player(json!({"unused_ships_log": ["the-mast-head"]})),
                    empty()
                ]
            ),
            one("players[0].unused_ships_log[0]", ViolationCode::NotOwned)
        );
    }

    /// Ruling NB-07: only cards whose points hang on their effect can be unused.
    #[test]
    fn unused_card_must_score_only_when_used() {
        let body = game(
            &["ships-log"],
            &[
                player(json!({"ships_log": ["broken-mass", "calm-seas"],
                    "unused_ships_log": ["broken-mass", "calm-seas"]})),
                empty(),
            ],
        );
        assert_eq!(
            violation_codes(score(body.clone())),
            vec![
                (
                    "players[0].unused_ships_log[0]".to_owned(),
                    ViolationCode::OutOfRange
                ),
                (
                    "players[0].unused_ships_log[1]".to_owned(),
                    ViolationCode::OutOfRange
                )
            ]
        );
        assert!(messages(body)[0].contains("The Dice of Fate"));
    }

    /// Ruling NB-07: a card is unused once or not at all.
    #[test]
    fn unused_card_listed_twice_is_refused() {
        assert_eq!(
            codes(
                &["ships-log"],
                &[
                    player(json!({"ships_log": ["the-mast-head"],
                        "unused_ships_log": ["the-mast-head", "the-mast-head"]})),
                    empty()
                ]
            ),
            one(
                "players[0].unused_ships_log[1]",
                ViolationCode::DuplicateComponent
            )
        );
    }

    /// Rectory: nobody may own it together with the Seamen's Bethel.
    #[test]
    fn rectory_owner_may_not_own_the_bethel() {
        assert_eq!(
            codes(
                &["fifth-player"],
                &[
                    player(json!({"buildings": ["seamens-bethel", "rectory"]})),
                    empty()
                ]
            ),
            one("players[0].buildings[1]", ViolationCode::MissingRequirement)
        );
    }

    /// Rectory: buildable only after another player built the Seamen's Bethel.
    #[test]
    fn rectory_needs_another_players_bethel() {
        assert_eq!(
            codes(
                &["fifth-player"],
                &[empty(), player(json!({"buildings": ["rectory"]}))]
            ),
            one("players[1].buildings[0]", ViolationCode::MissingRequirement)
        );
    }

    /// Ruling NB-04: symbol buildings only count with the Publishing House.
    #[test]
    fn symbol_buildings_need_the_publishing_house() {
        assert_eq!(
            codes(
                &["town"],
                &[
                    player(json!({"buildings": ["bank"], "symbol_buildings": 1})),
                    empty()
                ]
            ),
            one("players[0].symbol_buildings", ViolationCode::OutOfRange)
        );
    }

    /// Ruling NB-04: a player cannot have more symbol buildings than buildings.
    #[test]
    fn symbol_buildings_cannot_exceed_buildings_owned() {
        assert_eq!(
            codes(
                &["town"],
                &[
                    player(
                        json!({"buildings": ["publishing-house", "bank"], "symbol_buildings": 3})
                    ),
                    empty()
                ]
            ),
            one("players[0].symbol_buildings", ViolationCode::OutOfRange)
        );
    }

    /// Ruling NB-06: any mix of tiles may be played, 3-4 tiles with 2 players included.
    #[test]
    fn three_four_tiles_are_allowed_with_two_players() {
        let body = game(
            &["town"],
            &[
                player(json!({"buildings": ["inn", "fairhaven-bridge"]})),
                empty(),
            ],
        );
        assert!(score(body).is_ok());
    }

    /// Options: each module is listed at most once.
    #[test]
    fn a_module_listed_twice_is_refused() {
        assert_eq!(
            codes(&["town", "ships-log", "town"], &[empty(), empty()]),
            one("options.modules[2]", ViolationCode::OutOfRange)
        );
    }

    /// Every problem is reported together, so a form can mark all fields at once.
    #[test]
    fn every_problem_is_reported_at_once() {
        let found = codes(
            &[],
            &[
                player(json!({"buildings": ["bank", "bank", "shanty"], "right_whales": 40})),
                empty(),
                empty(),
                empty(),
                empty(),
            ],
        );
        assert_eq!(
            found,
            vec![
                ("players".to_owned(), ViolationCode::PlayerCount),
                (
                    "players[0].buildings[1]".to_owned(),
                    ViolationCode::DuplicateComponent
                ),
                (
                    "players[0].buildings[2]".to_owned(),
                    ViolationCode::ComponentNotInGame
                ),
            ]
        );
    }

    /// Unknown option values and misspelt fields are malformed input, named by path.
    #[test]
    fn unknown_module_or_field_is_malformed_input() {
        let result =
            score(json!({"options": {"modules": ["solo"]}, "players": [empty(), empty()]}));
        assert!(
            matches!(result, Err(ScoreSheetError::Malformed(ref m)) if m.field == "options.modules[0]"),
            "{result:?}"
        );
        let result = score(game(&[], &[player(json!({"whales": 3})), empty()]));
        assert!(
            matches!(result, Err(ScoreSheetError::Malformed(ref m)) if m.field == "players[0].whales"),
            "{result:?}"
        );
    }
}
