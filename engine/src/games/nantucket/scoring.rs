//! Final scoring of a finished physical game: 1 point per Copper held, 1 per building owned,
//! plus the bonus buildings; ties go to the richer player, then the win is shared.

use std::collections::BTreeSet;

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};
use crate::core::pad::{PadField, ScorePad};
use crate::core::scoring::{ScoreSheet, SheetBuilder, TieBreakerOrder};

use super::components::{BonusRule, Tally, BONUS_BUILDINGS};
use super::sheet_request::validate;

/// What is read off the table once the last whaling phase is over.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NantucketScoreSheetRequest {
    /// How many rows of the town (0 to 3) hold built action buildings standing side by side,
    /// whoever owns them: what the Row House counts. Leave at 0 when nobody owns the Row House
    /// (ruling NT-01).
    #[serde(default)]
    pub row_house_rows: u8,
    /// Exactly two players: Heads and Tails.
    #[cfg_attr(feature = "openapi", schema(max_items = 2))]
    pub players: Vec<NantucketPlayerCounts>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NantucketPlayerCounts {
    #[serde(default)]
    pub name: String,
    /// Copper coins in this player's supply after the coins on their ships were taken back,
    /// plus any Copper an empty bank still owes them (ruling NT-02). Ownership coins on
    /// buildings do not count (ruling NT-03).
    // Counts read as u32: published as int64 up to u32::MAX, not the int32 utoipa writes,
    // which would say 2^31 and above are refused (schemathesis sent 2^31 and it was taken).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub copper: u32,
    /// Silver coins held, counted the same way as `copper`.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub silver: u32,
    /// Ids of the buildings this player owns, bonus buildings included; anchored spaces
    /// (warehouse, town-hall, dockyard) belong to nobody.
    #[cfg_attr(feature = "openapi", schema(max_items = 33))]
    pub buildings: Vec<String>,
    /// Ids of this player's buildings whose ownership coin is a Copper. The Mansion always
    /// counts, listed or not (ruling NT-05).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 33))]
    pub copper_marked_buildings: Vec<String>,
    /// Silver on the one ship the Salvage Yard scores, as it stood before the ships were
    /// emptied (ruling NT-04). Only for the Salvage Yard's owner.
    #[serde(default)]
    pub ship_silver: u8,
}

impl NantucketPlayerCounts {
    pub(super) fn owns(&self, id: &str) -> bool {
        self.buildings.iter().any(|owned| owned == id)
    }

    /// This player's buildings with a Copper ownership coin, each once: those listed that the
    /// player owns, plus the Copper-only buildings (ruling NT-05).
    pub(super) fn copper_marked(&self) -> BTreeSet<&str> {
        let listed = self
            .copper_marked_buildings
            .iter()
            .map(String::as_str)
            .filter(|id| self.owns(id));
        let always = BONUS_BUILDINGS
            .iter()
            .filter(|building| building.copper_only && self.owns(building.id))
            .map(|building| building.id);
        listed.chain(always).collect()
    }

    /// Total value held: $2 per Copper, $1 per Silver.
    fn money(&self) -> i64 {
        2 * i64::from(self.copper) + i64::from(self.silver)
    }
}

pub fn example_request() -> Value {
    json!({
        "row_house_rows": 1,
        "players": [
            {
                "name": "Heads",
                "copper": 5,
                "silver": 3,
                "buildings": ["schoolhouse", "general-store", "monument", "mansion", "factory"],
                "copper_marked_buildings": ["schoolhouse"]
            },
            {
                "name": "Tails",
                "copper": 4,
                "silver": 7,
                "buildings": ["tavern", "lumber-mill", "salvage-yard", "row-house"],
                "copper_marked_buildings": ["tavern"],
                "ship_silver": 2
            }
        ]
    })
}

/// The players and the buildings and spaces of the town (action, bonus and anchored; listing
/// an anchored space is refused by name later) a game has: the request schema's `maxItems`.
const MOST_PLAYERS: usize = 2;
const TOWN_BUILDINGS: usize = 33;

/// One error for each list longer than the town has buildings, before anything is checked
/// item by item.
fn check_list_bounds(request: &NantucketScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    if problems.players_too_many(request.players.len(), MOST_PLAYERS) {
        return problems.into_result();
    }
    let code = ViolationCode::TooManyPieces;
    for (p, player) in request.players.iter().enumerate() {
        let field = |list: &'static str| move || format!("players[{p}].{list}");
        let lists = [
            ("buildings", player.buildings.len()),
            (
                "copper_marked_buildings",
                player.copper_marked_buildings.len(),
            ),
        ];
        for (list, len) in lists {
            problems.list_too_long(field(list), len, TOWN_BUILDINGS, code, "buildings");
        }
    }
    problems.into_result()
}

/// The sheet `rule::SCORING` describes.
pub fn score_sheet(request: &NantucketScoreSheetRequest) -> Result<ScoreSheet, ScoreSheetError> {
    check_list_bounds(request)?;
    validate(request)?;
    let mut builder = SheetBuilder::new(
        super::GAME_ID,
        &[
            ("copper", "Copper coins"),
            ("buildings", "Buildings owned"),
            ("bonus", "Bonus buildings"),
        ],
        &[(
            "money",
            "Most money ($2 per Copper, $1 per Silver)",
            TieBreakerOrder::HigherWins,
        )],
    );
    builder.note(
        "Coins held are counted after the ships were emptied, including any an empty bank still owed (ruling NT-02); ownership coins on buildings are not held (ruling NT-03).",
    );
    for player in &request.players {
        let copper = i64::from(player.copper);
        let buildings = count(player.buildings.len());
        let mut row = builder.player(&player.name);
        row.add(
            "copper",
            "copper-coin",
            copper,
            format!("{copper} Copper held, 1 point each"),
        );
        row.add(
            "buildings",
            "buildings",
            buildings,
            format!("{buildings} buildings owned, 1 point each (ruling NT-06)"),
        );
        for building in BONUS_BUILDINGS.iter().filter(|b| player.owns(b.id)) {
            let (points, explanation) = bonus_points(building.rule, player, request);
            row.add("bonus", building.id, points, explanation);
        }
        row.tie_breaker("money", player.money());
    }
    let mut sheet = builder.finish(true);
    if sheet.winners.len() > 1 {
        sheet.notes.push(
            "Tied on points and money: the rulebook settles this by playing again, so the win is shared (ruling NT-07).".to_owned(),
        );
    }
    Ok(sheet)
}

fn bonus_points(
    rule: BonusRule,
    player: &NantucketPlayerCounts,
    request: &NantucketScoreSheetRequest,
) -> (i64, String) {
    match rule {
        BonusRule::Fixed(points) => (points, format!("{points} printed points")),
        BonusRule::OnePer { per, tally } => {
            let amount = tally_amount(tally, player, request);
            let points = amount / per;
            let explanation = if per == 1 {
                format!("{} = {points}", tally.amount(amount))
            } else {
                format!("{} / {per} = {points}", tally.amount(amount))
            };
            (points, explanation)
        }
    }
}

fn tally_amount(
    tally: Tally,
    player: &NantucketPlayerCounts,
    request: &NantucketScoreSheetRequest,
) -> i64 {
    match tally {
        Tally::CopperHeld => i64::from(player.copper),
        Tally::BuildingsOwned => count(player.buildings.len()),
        Tally::CopperMarkedBuildings => request
            .players
            .iter()
            .map(|any| count(any.copper_marked().len()))
            .sum(),
        Tally::ShipSilver => i64::from(player.ship_silver),
        Tally::Money => player.money(),
        Tally::RowsOfAdjacentBuildings => i64::from(request.row_house_rows),
    }
}

/// Lists are short (30 buildings at most once validated), so this never saturates in practice.
fn count(len: usize) -> i64 {
    i64::try_from(len).unwrap_or(i64::MAX)
}

/// The score pad's fields: what the request above asks for, as a person counts it.
pub fn score_pad() -> ScorePad {
    let buildings = [
        "town-building",
        "resource-building",
        "whaling-building",
        "bonus-building",
    ];
    ScorePad {
        game: vec![PadField::count_to(
            "row_house_rows",
            "Rows of side-by-side built action buildings (for the Row House)",
            3,
        )],
        player: vec![
            PadField::count("copper", "Copper coins"),
            PadField::count("silver", "Silver coins"),
            PadField::pick("buildings", "Buildings owned", &buildings),
            PadField::pick(
                "copper_marked_buildings",
                "Own buildings marked with a Copper coin",
                &buildings,
            ),
            PadField::count_to(
                "ship_silver",
                "Silver on the ship the Salvage Yard counts",
                5,
            ),
        ],
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::core::input::parse_json;

    pub(in crate::games::nantucket) fn score(body: Value) -> Result<ScoreSheet, ScoreSheetError> {
        let request: NantucketScoreSheetRequest = parse_json(body.to_string().as_bytes())?;
        score_sheet(&request)
    }

    #[test]
    fn the_list_bound_is_the_towns_buildings_and_spaces() {
        let town = super::super::components::catalogue()
            .iter()
            .filter(|c| c.kind.ends_with("-building") || c.kind == "anchored-space")
            .count();
        assert_eq!(town, TOWN_BUILDINGS);
    }

    /// A two-player game with `heads` and `tails` as the players.
    pub(in crate::games::nantucket) fn game(heads: Value, tails: Value) -> Value {
        json!({"players": [heads, tails]})
    }

    fn points(sheet: &ScoreSheet, seat: usize, source: &str) -> i64 {
        sheet.players[seat]
            .details
            .iter()
            .filter(|detail| detail.source == source)
            .map(|detail| detail.points)
            .sum()
    }

    fn plain() -> Value {
        json!({"copper": 0, "silver": 0, "buildings": []})
    }

    fn with_buildings(copper: u32, silver: u32, buildings: &[&str]) -> Value {
        json!({"copper": copper, "silver": silver, "buildings": buildings})
    }

    #[test]
    fn example_request_scores_as_worked_out_by_hand() {
        let sheet = score(example_request()).expect("the example is valid");
        // Heads: 5 Copper + 5 buildings + Factory 5/2 + Monument 3 (schoolhouse, tavern,
        // mansion) + Mansion 3.
        assert_eq!(sheet.players[0].total, 18);
        assert_eq!(sheet.players[0].categories["bonus"], 8);
        // Tails: 4 Copper + 4 buildings + Salvage Yard 2 + Row House 1.
        assert_eq!(sheet.players[1].total, 11);
        assert_eq!(sheet.winners, vec![0]);
        assert!(sheet.is_final);
    }

    /// Scoring: 1 point per Copper coin.
    #[test]
    fn rule_copper_scores_one_point_per_coin() {
        let sheet = score(game(with_buildings(7, 9, &[]), plain())).expect("valid");
        assert_eq!(sheet.players[0].categories["copper"], 7);
        assert_eq!(sheet.players[0].total, 7);
    }

    /// Scoring: 1 point per building owned; bonus buildings are buildings too (ruling NT-06).
    #[test]
    fn rule_buildings_score_one_point_each_bonus_buildings_included() {
        let sheet = score(game(
            with_buildings(0, 0, &["tavern", "refinery", "church"]),
            plain(),
        ))
        .expect("valid");
        assert_eq!(sheet.players[0].categories["buildings"], 3);
        assert_eq!(sheet.players[0].categories["bonus"], 3);
        assert_eq!(sheet.players[0].total, 6);
    }

    /// Factory: 1 point for each 2 Copper held, rounded down.
    #[test]
    fn rule_factory_scores_one_per_two_copper() {
        let sheet = score(game(with_buildings(7, 4, &["factory"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "factory"), 3);
        assert_eq!(sheet.players[0].total, 7 + 1 + 3);
    }

    /// Office: 1 point per 2 buildings owned, the Office itself counted (ruling NT-06).
    #[test]
    fn rule_office_scores_one_per_two_buildings_itself_included() {
        let sheet = score(game(
            with_buildings(0, 0, &["office", "tavern", "wharf"]),
            plain(),
        ))
        .expect("valid");
        assert_eq!(points(&sheet, 0, "office"), 1);
        let sheet = score(game(
            with_buildings(0, 0, &["office", "tavern", "wharf", "bank"]),
            plain(),
        ))
        .expect("valid");
        assert_eq!(points(&sheet, 0, "office"), 2);
    }

    /// Church: 3 points.
    #[test]
    fn rule_church_scores_three() {
        let sheet = score(game(with_buildings(0, 0, &["church"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "church"), 3);
    }

    /// Monument: 1 point per building of either player whose ownership coin is a Copper.
    #[test]
    fn rule_monument_counts_copper_markers_of_both_players() {
        let sheet = score(game(
            json!({"copper": 0, "silver": 0, "buildings": ["monument", "tavern", "wharf"],
                   "copper_marked_buildings": ["tavern"]}),
            json!({"copper": 0, "silver": 0, "buildings": ["drydock", "cooperage"],
                   "copper_marked_buildings": ["drydock", "cooperage"]}),
        ))
        .expect("valid");
        assert_eq!(points(&sheet, 0, "monument"), 3);
        assert_eq!(sheet.players[1].categories["bonus"], 0);
    }

    /// Monument with a Mansion: the Mansion is Copper-marked whether listed or not, and is
    /// counted once (ruling NT-05).
    #[test]
    fn rule_monument_counts_the_mansion_once_listed_or_not() {
        let unlisted = score(game(
            with_buildings(0, 0, &["monument"]),
            with_buildings(0, 0, &["mansion"]),
        ))
        .expect("valid");
        assert_eq!(points(&unlisted, 0, "monument"), 1);
        let listed = score(game(
            with_buildings(0, 0, &["monument"]),
            json!({"copper": 0, "silver": 0, "buildings": ["mansion"],
                   "copper_marked_buildings": ["mansion"]}),
        ))
        .expect("valid");
        assert_eq!(points(&listed, 0, "monument"), 1);
    }

    /// Mansion: 3 points.
    #[test]
    fn rule_mansion_scores_three() {
        let sheet = score(game(with_buildings(0, 0, &["mansion"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "mansion"), 3);
    }

    /// Salvage Yard: 1 point per Silver on one ship, counted before the ships were emptied
    /// (ruling NT-04).
    #[test]
    fn rule_salvage_yard_scores_one_per_ship_silver() {
        let sheet = score(game(
            json!({"copper": 0, "silver": 6, "buildings": ["salvage-yard"], "ship_silver": 4}),
            plain(),
        ))
        .expect("valid");
        assert_eq!(points(&sheet, 0, "salvage-yard"), 4);
    }

    /// Bank: 1 point per $4 held, Copper at $2 and Silver at $1, rounded down.
    #[test]
    fn rule_bank_scores_one_per_four_dollars() {
        let sheet = score(game(with_buildings(3, 5, &["bank"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "bank"), 2);
        let sheet = score(game(with_buildings(4, 4, &["bank"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "bank"), 3);
    }

    /// Summer House: 2 points.
    #[test]
    fn rule_summer_house_scores_two() {
        let sheet = score(game(with_buildings(0, 0, &["summer-house"]), plain())).expect("valid");
        assert_eq!(points(&sheet, 0, "summer-house"), 2);
    }

    /// Row House: 1 point per town row of adjacent built action buildings, owned by anyone
    /// (ruling NT-01).
    #[test]
    fn rule_row_house_scores_one_per_row() {
        let sheet = score(json!({"row_house_rows": 3, "players": [
            with_buildings(0, 0, &["tavern", "schoolhouse", "drydock"]),
            with_buildings(0, 0, &["lumber-mill", "refinery", "wharf", "row-house"])
        ]}))
        .expect("valid");
        assert_eq!(points(&sheet, 1, "row-house"), 3);
        assert_eq!(points(&sheet, 0, "row-house"), 0);
    }

    /// Every bonus building owned gets its own line on the sheet, with how it was worked out.
    #[test]
    fn rule_each_owned_bonus_building_has_an_explained_line() {
        let sheet = score(game(
            with_buildings(5, 2, &["factory", "bank", "church"]),
            plain(),
        ))
        .expect("valid");
        let bonus: Vec<(&str, &str)> = sheet.players[0]
            .details
            .iter()
            .filter(|d| d.category == "bonus")
            .map(|d| (d.source.as_str(), d.explanation.as_str()))
            .collect();
        assert_eq!(
            bonus,
            vec![
                ("factory", "5 Copper held / 2 = 2"),
                ("church", "3 printed points"),
                ("bank", "$12 of money / 4 = 3"),
            ]
        );
    }

    /// Coins owed by an empty bank count as held, so Copper is not capped at 12 (ruling NT-02).
    #[test]
    fn rule_coins_owed_by_an_empty_bank_count_as_held() {
        let sheet = score(game(with_buildings(13, 30, &[]), plain())).expect("valid");
        assert_eq!(sheet.players[0].categories["copper"], 13);
    }

    /// Ties: the player with the most money (total value) wins.
    #[test]
    fn rule_ties_are_broken_by_money() {
        let sheet = score(game(
            with_buildings(2, 1, &["tavern"]),
            with_buildings(1, 4, &["wharf", "drydock"]),
        ))
        .expect("valid");
        assert_eq!(sheet.players[0].total, sheet.players[1].total);
        assert_eq!(sheet.players[0].tie_breakers["money"], 5);
        assert_eq!(sheet.players[1].tie_breakers["money"], 6);
        assert_eq!(sheet.winners, vec![1]);
    }

    /// Still tied on money: the rulebook says play again; we report a shared win (ruling NT-07).
    #[test]
    fn rule_tie_on_points_and_money_is_a_shared_win() {
        let sheet = score(game(
            with_buildings(2, 2, &["tavern"]),
            with_buildings(2, 2, &["wharf"]),
        ))
        .expect("valid");
        assert_eq!(sheet.winners, vec![0, 1]);
        assert!(
            sheet.notes.iter().any(|note| note.contains("NT-07")),
            "{:?}",
            sheet.notes
        );
    }

    #[test]
    fn blank_names_become_player_numbers_and_defaults_apply() {
        let sheet = score(game(plain(), plain())).expect("valid");
        assert_eq!(sheet.players[1].name, "Player 2");
    }

    #[test]
    fn unknown_field_is_malformed_input() {
        let result = score(game(
            json!({"copper": 0, "silver": 0, "buildings": [], "ships": 1}),
            plain(),
        ));
        assert!(
            matches!(result, Err(ScoreSheetError::Malformed(ref m)) if m.field == "players[0].ships"),
            "{result:?}"
        );
    }
}
