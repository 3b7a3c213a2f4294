use super::*;
use crate::core::input::parse_json;
use crate::core::scoring::ScoreDetail;

pub(in crate::games::new_bedford) fn score(body: Value) -> Result<ScoreSheet, ScoreSheetError> {
    let request: NewBedfordScoreSheetRequest = parse_json(body.to_string().as_bytes())?;
    score_sheet(&request)
}

#[test]
fn list_bounds_are_the_games_pieces() {
    assert_eq!(buildings().count(), BUILDING_TILES);
    assert_eq!(SHIPS_LOG_CARDS.len(), SHIPS_LOG_CARD_COUNT);
    assert_eq!(Module::ALL.len(), MODULES);
}

/// Item "errors that do not amplify": a list longer than the game's pieces is one error.
#[test]
fn a_list_longer_than_the_games_pieces_is_one_error() {
    let buildings = vec!["no-such-building"; 49];
    let body = json!({"players": [player(json!({"buildings": buildings})), player(json!({}))]});
    let Err(ScoreSheetError::Invalid(problems)) = score(body) else {
        panic!("refused");
    };
    let found: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(found, ["players[0].buildings"]);
}

/// A player with nothing, plus the given fields.
pub(in crate::games::new_bedford) fn player(fields: Value) -> Value {
    let mut base = json!({"right_whales": 0, "bowhead_whales": 0, "sperm_whales": 0, "money": 0});
    if let (Some(base), Value::Object(fields)) = (base.as_object_mut(), fields) {
        base.extend(fields);
    }
    base
}

/// A retail game with these modules; the second player holds nothing unless given.
pub(in crate::games::new_bedford) fn game(modules: &[&str], players: &[Value]) -> Value {
    json!({"options": {"modules": modules}, "players": players})
}

pub(in crate::games::new_bedford) use crate::core::test_support::violation_codes;

fn valid(body: Value) -> ScoreSheet {
    score(body).unwrap_or_else(|error| panic!("refused: {error:?}"))
}

fn detail<'a>(sheet: &'a ScoreSheet, seat: usize, source: &str) -> &'a ScoreDetail {
    sheet.players[seat]
        .details
        .iter()
        .find(|detail| detail.source == source)
        .unwrap_or_else(|| panic!("no {source} line for seat {seat}"))
}

/// Scores one player's buildings (and more) next to an empty rival; returns seat 0's
/// bonus category.
fn bonus(modules: &[&str], fields: Value) -> (i64, ScoreSheet) {
    let sheet = valid(game(modules, &[player(fields), player(json!({}))]));
    (sheet.players[0].categories["bonus"], sheet)
}

fn ships_log(fields: Value) -> (i64, ScoreSheet) {
    let sheet = valid(game(&["ships-log"], &[player(fields), player(json!({}))]));
    (sheet.players[0].categories["ships-log"], sheet)
}

/// The documented example is a valid 3-player retail game with the Town Expansion.
#[test]
fn example_request_scores_with_ben_ahead() {
    let sheet = valid(example_request());
    let totals: Vec<i64> = sheet.players.iter().map(|p| p.total).collect();
    assert_eq!(totals, vec![27, 30, 28]);
    assert_eq!(sheet.winners, vec![1]);
    let ids: Vec<&str> = sheet.categories.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, vec!["whales", "buildings", "bonus", "money"]);
}

/// Scoring: Right, Bowhead and Sperm Whales score 1, 2 and 4 VP.
#[test]
fn rule_whales_score_one_two_and_four() {
    let sheet = valid(game(
        &[],
        &[
            player(json!({"right_whales": 7, "bowhead_whales": 3, "sperm_whales": 1})),
            player(json!({})),
        ],
    ));
    assert_eq!(sheet.players[0].categories["whales"], 7 + 6 + 4);
    assert_eq!(
        detail(&sheet, 0, "bowhead-whale").explanation,
        "3 Bowhead Whales × 2 = 6"
    );
    assert_eq!(
        detail(&sheet, 0, "sperm-whale").explanation,
        "1 Sperm Whale × 4 = 4"
    );
}

/// Scoring: every building is worth 1 VP, victory buildings included, bonuses apart.
#[test]
fn rule_every_building_scores_one_victory_buildings_included() {
    let (bonus, sheet) = bonus(&[], json!({"buildings": ["bank", "wharf", "mansion"]}));
    assert_eq!(sheet.players[0].categories["buildings"], 3);
    assert_eq!(bonus, 4);
    assert_eq!(sheet.players[0].total, 7);
}

/// Scoring: 1 VP per full $5; leftover goods score nothing.
#[test]
fn rule_money_scores_one_per_full_five_dollars_and_goods_nothing() {
    let sheet = valid(game(
        &[],
        &[
            player(json!({"money": 14, "goods": {"wood": 3, "brick": 2}})),
            player(json!({})),
        ],
    ));
    assert_eq!(sheet.players[0].categories["money"], 2);
    assert_eq!(sheet.players[0].total, 2);
    assert_eq!(detail(&sheet, 0, "money").explanation, "$14 / 5 = 2");
    assert_eq!(detail(&sheet, 0, "goods").points, 0);
}

/// Counting House: 1 bonus VP per 2 Right Whales.
#[test]
fn rule_counting_house_scores_one_per_two_right_whales() {
    let (bonus, sheet) = bonus(
        &[],
        json!({"right_whales": 7, "buildings": ["counting-house"]}),
    );
    assert_eq!(bonus, 3);
    assert_eq!(
        detail(&sheet, 0, "counting-house").explanation,
        "7 Right Whales / 2 = 3"
    );
}

/// Mansion: 4 bonus VP.
#[test]
fn rule_mansion_scores_four() {
    assert_eq!(bonus(&[], json!({"buildings": ["mansion"]})).0, 4);
}

/// Municipal Office: 1 bonus VP per 2 buildings owned, itself included.
#[test]
fn rule_municipal_office_scores_one_per_two_buildings_counting_itself() {
    let (bonus, sheet) = bonus(
        &[],
        json!({"buildings": ["municipal-office", "bank", "tavern", "inn", "market"]}),
    );
    assert_eq!(bonus, 2);
    assert_eq!(
        detail(&sheet, 0, "municipal-office").explanation,
        "5 buildings / 2 = 2"
    );
}

/// Seamen's Bethel: 5 bonus VP.
#[test]
fn rule_seamens_bethel_scores_five() {
    assert_eq!(bonus(&[], json!({"buildings": ["seamens-bethel"]})).0, 5);
}

/// Candleworks (Town Expansion): 1 bonus VP per Sperm Whale.
#[test]
fn rule_candleworks_scores_one_per_sperm_whale() {
    let (bonus, sheet) = bonus(
        &["town"],
        json!({"sperm_whales": 2, "buildings": ["candleworks"]}),
    );
    assert_eq!(bonus, 2);
    assert_eq!(
        detail(&sheet, 0, "candleworks").explanation,
        "2 Sperm Whales = 2"
    );
}

/// Dressmaker (Town Expansion): 1 bonus VP per 2 Bowhead Whales.
#[test]
fn rule_dressmaker_scores_one_per_two_bowheads() {
    let (bonus, _) = bonus(
        &["town"],
        json!({"bowhead_whales": 5, "buildings": ["dressmaker"]}),
    );
    assert_eq!(bonus, 2);
}

/// Publishing House: 1 bonus VP per symbol building, entered by hand (ruling NB-04).
#[test]
fn rule_publishing_house_scores_one_per_symbol_building() {
    let (bonus, sheet) = bonus(
        &["town"],
        json!({"buildings": ["publishing-house", "bank", "saltery"], "symbol_buildings": 2}),
    );
    assert_eq!(bonus, 2);
    assert!(
        sheet.notes.iter().any(|n| n.contains("NB-04")),
        "{:?}",
        sheet.notes
    );
}

/// Salvage Yard: 1 bonus VP per 4 goods, wood, food and brick together (ruling NB-03).
#[test]
fn rule_salvage_yard_scores_one_per_four_goods() {
    let (bonus, sheet) = bonus(
        &["town"],
        json!({"buildings": ["salvage-yard"], "goods": {"wood": 3, "food": 2, "brick": 4}}),
    );
    assert_eq!(bonus, 2);
    assert_eq!(
        detail(&sheet, 0, "salvage-yard").explanation,
        "9 goods (3 wood, 2 food, 4 brick) / 4 = 2"
    );
    assert!(
        sheet.notes.iter().any(|n| n.contains("NB-03")),
        "{:?}",
        sheet.notes
    );
}

/// Shanty: 1 bonus VP.
#[test]
fn rule_shanty_scores_one() {
    assert_eq!(bonus(&["town"], json!({"buildings": ["shanty"]})).0, 1);
}

/// Newspaper: 1 bonus VP per 2 Ship's Log pages, used or not (ruling NB-10).
#[test]
fn rule_newspaper_scores_one_per_two_ships_log_pages() {
    let (bonus, _) = bonus(
        &["ships-log"],
        json!({
            "buildings": ["newspaper"],
            "ships_log": ["gam", "reef", "the-mast-head", "windfall", "rats"],
            "unused_ships_log": ["the-mast-head"]
        }),
    );
    assert_eq!(bonus, 2);
}

/// Rectory: 3 bonus VP; another player owns the Seamen's Bethel.
#[test]
fn rule_rectory_scores_three() {
    let sheet = valid(game(
        &["fifth-player"],
        &[
            player(json!({"buildings": ["rectory"]})),
            player(json!({"buildings": ["seamens-bethel"]})),
        ],
    ));
    assert_eq!(sheet.players[0].categories["bonus"], 3);
    assert_eq!(sheet.players[0].total, 4);
}

/// Ship in a Bottle: 2 VP for the retired ship; none without one (ruling NB-07).
#[test]
fn rule_ship_in_a_bottle_scores_two_unless_no_ship_was_placed() {
    assert_eq!(ships_log(json!({"ships_log": ["ship-in-a-bottle"]})).0, 2);
    let (points, sheet) = ships_log(json!({
        "ships_log": ["ship-in-a-bottle"], "unused_ships_log": ["ship-in-a-bottle"]
    }));
    assert_eq!(points, 0);
    assert!(detail(&sheet, 0, "ship-in-a-bottle")
        .explanation
        .contains("NB-07"));
}

/// Broken Mass and Man Overboard: 1 VP each, whatever happened.
#[test]
fn rule_broken_mass_and_man_overboard_score_one_each() {
    assert_eq!(
        ships_log(json!({"ships_log": ["broken-mass", "man-overboard"]})).0,
        2
    );
}

/// The Dice of Fate and The Mast-Head: 1 VP each once used, nothing if never used
/// (ruling NB-07).
#[test]
fn rule_dice_of_fate_and_mast_head_score_only_once_used() {
    let cards = json!(["the-dice-of-fate", "the-mast-head"]);
    assert_eq!(ships_log(json!({"ships_log": cards})).0, 2);
    assert_eq!(
        ships_log(json!({"ships_log": cards, "unused_ships_log": ["the-dice-of-fate"]})).0,
        1
    );
}

/// The Sermon: 1 VP unless its holder owns the Seamen's Bethel (ruling NB-08).
#[test]
fn rule_sermon_scores_one_unless_holder_owns_the_bethel() {
    assert_eq!(ships_log(json!({"ships_log": ["the-sermon"]})).0, 1);
    let (points, sheet) = ships_log(json!({
        "ships_log": ["the-sermon"], "buildings": ["seamens-bethel"]
    }));
    assert_eq!(points, 0);
    assert_eq!(
        detail(&sheet, 0, "the-sermon").explanation,
        "scores nothing for the owner of the Seamen's Bethel"
    );
}

/// Corpusants: 1 VP per Sperm Whale at the end.
#[test]
fn rule_corpusants_scores_one_per_sperm_whale() {
    assert_eq!(
        ships_log(json!({"ships_log": ["corpusants"], "sperm_whales": 2})).0,
        2
    );
}

/// Message in a Bottle: 1 VP per 2 pages, itself and spent cards included (ruling NB-10).
#[test]
fn rule_message_in_a_bottle_scores_one_per_two_pages_itself_included() {
    let (points, sheet) = ships_log(json!({
        "ships_log": ["message-in-a-bottle", "gam", "scrimshaw", "the-dice-of-fate"],
        "unused_ships_log": ["the-dice-of-fate"]
    }));
    assert_eq!(points, 2);
    assert_eq!(
        detail(&sheet, 0, "message-in-a-bottle").explanation,
        "4 Ship's Log pages / 2 = 2"
    );
}

/// Ship's Log cards without points add no line; the column exists only with the module.
#[test]
fn rule_ships_log_column_only_with_the_module() {
    let (points, sheet) = ships_log(json!({"ships_log": ["gam"]}));
    assert_eq!(points, 0);
    assert!(sheet.players[0].details.iter().all(|d| d.source != "gam"));
    let without = valid(game(&["town"], &[player(json!({})), player(json!({}))]));
    assert!(without.categories.iter().all(|c| c.id != "ships-log"));
}

/// Retail end of game: ties go to the most whale tokens, then the most money left after
/// the $5 conversions (ruling NB-02).
#[test]
fn rule_retail_ties_go_to_whale_tokens_then_unscored_money() {
    let sheet = valid(game(
        &[],
        &[
            player(json!({"right_whales": 4, "money": 10})),
            player(json!({"bowhead_whales": 2, "money": 14})),
            player(json!({"right_whales": 4, "money": 13})),
        ],
    ));
    let totals: Vec<i64> = sheet.players.iter().map(|p| p.total).collect();
    assert_eq!(totals, vec![6, 6, 6]);
    // Seat 1 has fewer tokens; seat 2 keeps $3 unscored against seat 0's $0.
    assert_eq!(sheet.winners, vec![2]);
    let ranks: Vec<u8> = sheet.players.iter().map(|p| p.rank).collect();
    assert_eq!(ranks, vec![2, 3, 1]);
    assert_eq!(sheet.players[2].tie_breakers["unscored-money"], 3);
    assert!(
        sheet.notes.iter().any(|n| n.contains("NB-02")),
        "{:?}",
        sheet.notes
    );
}

/// Print-and-play scoring: ties go to the most whale tokens, then the most money.
#[test]
fn rule_print_and_play_ties_go_to_whale_tokens_then_money() {
    let sheet = valid(json!({
        "options": {"edition": "print-and-play"},
        "players": [
            player(json!({"right_whales": 4, "money": 14})),
            player(json!({"right_whales": 4, "money": 10})),
        ]
    }));
    let ids: Vec<&str> = sheet.tie_breakers.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids, vec!["whale-tokens", "money"]);
    assert_eq!(sheet.winners, vec![0]);
    assert_eq!(sheet.players[0].tie_breakers["money"], 14);
}

/// End of game: players equal on score and both tie-breakers share the win.
#[test]
fn rule_players_equal_on_everything_share_the_win() {
    let same = player(json!({"right_whales": 3, "buildings": [], "money": 7}));
    let sheet = valid(game(&[], &[same.clone(), same]));
    assert_eq!(sheet.winners, vec![0, 1]);
}

/// Print-and-play names score like the retail tiles they are (ruling NB-01).
#[test]
fn rule_print_and_play_names_score_as_their_buildings() {
    let sheet = valid(json!({
        "options": {"edition": "print-and-play"},
        "players": [
            player(json!({"right_whales": 4, "buildings": ["bourne-counting-house", "merchants-bank"]})),
            player(json!({})),
        ]
    }));
    assert_eq!(sheet.players[0].categories["bonus"], 2);
    assert_eq!(detail(&sheet, 0, "counting-house").points, 2);
}

/// Empty Lot: the lot and the building it covers both still count as buildings.
#[test]
fn rule_empty_lot_and_the_covered_building_both_count() {
    let (bonus, sheet) = bonus(
        &["fifth-player"],
        json!({"buildings": ["empty-lot", "bank", "municipal-office", "wharf"]}),
    );
    assert_eq!(sheet.players[0].categories["buildings"], 4);
    assert_eq!(bonus, 2);
}

/// Rising Tide values are single-source, and the sheet says so when it uses them.
#[test]
fn rule_rising_tide_scores_carry_a_single_source_note() {
    let (_, sheet) = bonus(&["town"], json!({"buildings": ["shanty"]}));
    assert!(
        sheet
            .notes
            .iter()
            .any(|n| n.contains("single source") && n.contains("Shanty")),
        "{:?}",
        sheet.notes
    );
    let (_, base_only) = bonus(&["town"], json!({"buildings": ["mansion"]}));
    assert!(base_only.notes.is_empty(), "{:?}", base_only.notes);
}
