//! Final scoring: whales, buildings, victory-building bonuses, money and, with the Ship's
//! Log, the cards that score. Ties go to the most whale tokens, then to money.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};
use crate::core::pad::{PadField, ScorePad};
use crate::core::scoring::{PlayerRow, ScoreSheet, SheetBuilder, TieBreakerOrder};

use super::components::{buildings, Bonus, CardPoints, Count, WhaleSpec, SHIPS_LOG_CARDS, WHALES};
use super::info::{Edition, Module};
use super::validation::{validate, Holdings};

/// A finished New Bedford game as counted off the table.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewBedfordScoreSheetRequest {
    /// Edition and Rising Tide modules; left out, the retail game without modules.
    #[serde(default)]
    pub options: NewBedfordOptions,
    /// One entry per player in seat order: 2 to 4 players, or 5 with the `fifth-player` module.
    #[cfg_attr(feature = "openapi", schema(max_items = 5))]
    pub players: Vec<NewBedfordPlayerCounts>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewBedfordOptions {
    /// `retail` (default) or the 2014 `print-and-play` rulebook, which accepts its older
    /// building names and breaks ties by plain money.
    #[serde(default)]
    pub edition: Edition,
    /// Rising Tide modules in play, each at most once: `town`, `ships-log`, `fifth-player`.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 3))]
    pub modules: Vec<Module>,
}

/// What one player holds once every ship has returned.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewBedfordPlayerCounts {
    /// Left blank, the sheet says "Player 1", "Player 2", …
    #[serde(default)]
    pub name: String,
    /// Right Whales whose lay was paid (1 VP each).
    // Counts read as u32: published as int64 up to u32::MAX, not the int32 utoipa writes,
    // which would say 2^31 and above are refused (schemathesis sent 2^31 and it was taken).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub right_whales: u32,
    /// Bowhead Whales whose lay was paid (2 VP each).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub bowhead_whales: u32,
    /// Sperm Whales whose lay was paid (4 VP each).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub sperm_whales: u32,
    /// Ids of the building tiles this player owns, e.g. `counting-house`; `GET
    /// /v1/games/new-bedford/components?kind=victory-building` lists them.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 48))]
    pub buildings: Vec<String>,
    /// Money in hand; every full $5 scores 1 VP.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub money: u32,
    /// Goods left over. They score nothing except with the Salvage Yard.
    #[serde(default)]
    pub goods: Goods,
    /// Ids of every Ship's Log card this player took, used or not, e.g. `ship-in-a-bottle`.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 32))]
    pub ships_log: Vec<String>,
    /// Cards from `ships_log` whose points depend on an effect that never happened: The Dice
    /// of Fate or The Mast-Head never triggered, or a Ship in a Bottle that got no ship. They
    /// still count as pages for the Newspaper and Message in a Bottle.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 32))]
    pub unused_ships_log: Vec<String>,
    /// How many of this player's buildings bear the Publishing House symbol; only with the
    /// Publishing House (ruling NB-04).
    #[serde(default)]
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub symbol_buildings: u32,
}

/// Wood, food and brick in a player's supply.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordGoods))]
#[serde(deny_unknown_fields)]
pub struct Goods {
    #[serde(default)]
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub wood: u32,
    #[serde(default)]
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub food: u32,
    #[serde(default)]
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub brick: u32,
}

impl Goods {
    fn total(self) -> u64 {
        u64::from(self.wood) + u64::from(self.food) + u64::from(self.brick)
    }
}

impl NewBedfordPlayerCounts {
    /// The three kinds of whale that can be kept, with this player's count of each.
    pub(super) fn whales(&self) -> [(&'static WhaleSpec, u32); 3] {
        [
            (&WHALES[0], self.right_whales),
            (&WHALES[1], self.bowhead_whales),
            (&WHALES[2], self.sperm_whales),
        ]
    }

    fn whale_tokens(&self) -> u64 {
        self.whales().iter().map(|(_, n)| u64::from(*n)).sum()
    }
}

pub fn example_request() -> Value {
    json!({
        "options": {"edition": "retail", "modules": ["town"]},
        "players": [
            {"name": "Ann", "right_whales": 7, "bowhead_whales": 3, "sperm_whales": 1,
             "buildings": ["counting-house", "bank", "wharf", "candleworks"],
             "money": 13, "goods": {"wood": 1, "food": 0, "brick": 2}},
            {"name": "Ben", "right_whales": 5, "bowhead_whales": 4, "sperm_whales": 1,
             "buildings": ["seamens-bethel", "schoolhouse", "lumber-mill", "saltery", "dressmaker"],
             "money": 8, "goods": {"wood": 0, "food": 2, "brick": 0}},
            {"name": "Cal", "right_whales": 9, "bowhead_whales": 2, "sperm_whales": 0,
             "buildings": ["mansion", "tavern", "coffeehouse", "brickyard", "salvage-yard"],
             "money": 21, "goods": {"wood": 3, "food": 2, "brick": 3}}
        ]
    })
}

const CATEGORIES: [(&str, &str); 4] = [
    ("whales", "Whales"),
    ("buildings", "Buildings"),
    ("bonus", "Victory-building bonus"),
    ("money", "Money"),
];
const SHIPS_LOG_CATEGORY: (&str, &str) = ("ships-log", "Ship's Log");

const WHALE_TOKENS: (&str, &str, TieBreakerOrder) = (
    "whale-tokens",
    "Most whale tokens",
    TieBreakerOrder::HigherWins,
);

/// Every full $5 is a point.
const DOLLARS_PER_POINT: u32 = 5;

/// The most players (with the 5th Player Expansion), modules, building tiles (every set) and
/// Ship's Log cards the game has (the request schema's `maxItems`; a test checks them against
/// the components).
const MOST_PLAYERS: usize = 5;
const MODULES: usize = 3;
const BUILDING_TILES: usize = 48;
const SHIPS_LOG_CARD_COUNT: usize = 32;

/// One error for each list longer than the game has pieces for, before anything is checked
/// item by item.
fn check_list_bounds(request: &NewBedfordScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    let code = ViolationCode::TooManyPieces;
    let modules = request.options.modules.len();
    problems.list_too_long(
        || "options.modules".to_owned(),
        modules,
        MODULES,
        code,
        "modules",
    );
    if problems.players_too_many(request.players.len(), MOST_PLAYERS) {
        return problems.into_result();
    }
    for (p, player) in request.players.iter().enumerate() {
        let field = |list: &'static str| move || format!("players[{p}].{list}");
        let lists = [
            ("buildings", player.buildings.len(), BUILDING_TILES),
            ("ships_log", player.ships_log.len(), SHIPS_LOG_CARD_COUNT),
            (
                "unused_ships_log",
                player.unused_ships_log.len(),
                SHIPS_LOG_CARD_COUNT,
            ),
        ];
        for (list, len, max) in lists {
            problems.list_too_long(field(list), len, max, code, "entries");
        }
    }
    problems.into_result()
}

/// Rule [`rule::SCORING`](super::rules::rule::SCORING): every player's points and the tie-breakers.
pub fn score_sheet(request: &NewBedfordScoreSheetRequest) -> Result<ScoreSheet, ScoreSheetError> {
    check_list_bounds(request)?;
    let holdings = validate(request)?;
    let options = &request.options;
    let ships_log = options.modules.contains(&Module::ShipsLog);
    let mut categories = CATEGORIES.to_vec();
    if ships_log {
        categories.push(SHIPS_LOG_CATEGORY);
    }
    let tie_breakers = match options.edition {
        // Ruling NB-02: the retail "unscored money" is what is left after the $5 conversions.
        Edition::Retail => [
            WHALE_TOKENS,
            (
                "unscored-money",
                "Most money left after $5 conversions",
                TieBreakerOrder::HigherWins,
            ),
        ],
        Edition::PrintAndPlay => [
            WHALE_TOKENS,
            ("money", "Most money", TieBreakerOrder::HigherWins),
        ],
    };
    let mut sheet = SheetBuilder::new(super::GAME_ID, &categories, &tie_breakers);
    for (player, held) in request.players.iter().zip(&holdings) {
        let mut row = sheet.player(&player.name);
        score_whales(&mut row, player);
        score_buildings(&mut row, player, held);
        score_money(&mut row, player);
        if ships_log {
            score_ships_log(&mut row, player, held);
        }
        let money_tie_breaker = match options.edition {
            Edition::Retail => player.money % DOLLARS_PER_POINT,
            Edition::PrintAndPlay => player.money,
        };
        row.tie_breaker(WHALE_TOKENS.0, to_points(player.whale_tokens()))
            .tie_breaker(tie_breakers[1].0, i64::from(money_tie_breaker));
    }
    for note in notes(&holdings) {
        sheet.note(note);
    }
    let mut sheet = sheet.finish(true);
    if has_tied_totals(&sheet) {
        let second = match options.edition {
            Edition::Retail => "the money left after $5 conversions (ruling NB-02)",
            Edition::PrintAndPlay => "the most money",
        };
        sheet.notes.push(format!(
            "Equal totals are separated by the most whale tokens, then by {second}; players equal on both share the place."
        ));
    }
    Ok(sheet)
}

fn score_whales(row: &mut PlayerRow<'_>, player: &NewBedfordPlayerCounts) {
    for (whale, count) in player.whales() {
        if count > 0 {
            let points = u64::from(count) * u64::from(whale.victory_points);
            row.add(
                "whales",
                whale.id,
                to_points(points),
                format!(
                    "{} × {} = {points}",
                    counted(count.into(), whale.name, &format!("{}s", whale.name)),
                    whale.victory_points
                ),
            );
        }
    }
}

fn score_buildings(row: &mut PlayerRow<'_>, player: &NewBedfordPlayerCounts, held: &Holdings) {
    let owned = held.buildings.len();
    if owned > 0 {
        row.add(
            "buildings",
            "buildings",
            to_points(owned as u64),
            format!(
                "{} × 1 = {owned}",
                counted(owned as u64, "building", "buildings")
            ),
        );
    }
    for building in &held.buildings {
        if let Some(bonus) = building.bonus() {
            let (points, explanation) = match bonus {
                Bonus::Flat(points) => (u64::from(points), format!("fixed bonus of {points}")),
                Bonus::Per { count, per } => per_count(count, per, player, held),
            };
            row.add("bonus", building.id, to_points(points), explanation);
        }
    }
}

fn score_money(row: &mut PlayerRow<'_>, player: &NewBedfordPlayerCounts) {
    if player.money > 0 {
        let points = player.money / DOLLARS_PER_POINT;
        row.add(
            "money",
            "money",
            i64::from(points),
            format!("${} / {DOLLARS_PER_POINT} = {points}", player.money),
        );
    }
    let goods = player.goods.total();
    if goods > 0 {
        row.add(
            "money",
            "goods",
            0,
            format!(
                "{} left over score nothing",
                counted(goods, "good", "goods")
            ),
        );
    }
}

fn score_ships_log(row: &mut PlayerRow<'_>, player: &NewBedfordPlayerCounts, held: &Holdings) {
    for card in &held.cards {
        let Some(rule) = card.points else {
            continue;
        };
        let (points, explanation) = match rule {
            CardPoints::Flat(points) => (u64::from(points), format!("worth {points}")),
            CardPoints::WhenUsed(_) if held.unused.contains(&card.id) => (
                0,
                "listed as unused, so it scores nothing (ruling NB-07)".to_owned(),
            ),
            CardPoints::WhenUsed(points) => (u64::from(points), format!("used, worth {points}")),
            CardPoints::UnlessOwner { building, points } => {
                let name = buildings()
                    .find(|spec| spec.id == building)
                    .map_or(building, |spec| spec.name);
                if held.buildings.iter().any(|spec| spec.id == building) {
                    (0, format!("scores nothing for the owner of the {name}"))
                } else {
                    (
                        u64::from(points),
                        format!("worth {points} without the {name} (ruling NB-08)"),
                    )
                }
            }
            CardPoints::Per { count, per } => per_count(count, per, player, held),
        };
        row.add("ships-log", card.id, to_points(points), explanation);
    }
}

/// 1 VP per full `per` of what `count` measures, with the sum shown, e.g. "7 Right Whales / 2 = 3".
fn per_count(
    count: Count,
    per: u32,
    player: &NewBedfordPlayerCounts,
    held: &Holdings,
) -> (u64, String) {
    let amount = match count {
        Count::RightWhales => u64::from(player.right_whales),
        Count::BowheadWhales => u64::from(player.bowhead_whales),
        Count::SpermWhales => u64::from(player.sperm_whales),
        Count::Buildings => held.buildings.len() as u64,
        Count::SymbolBuildings => u64::from(player.symbol_buildings),
        Count::Goods => player.goods.total(),
        Count::ShipsLogPages => held.cards.len() as u64,
    };
    let points = amount.checked_div(u64::from(per)).unwrap_or(0);
    let (one, many) = count.labels();
    let what = counted(amount, one, many);
    let what = if count == Count::Goods {
        let goods = player.goods;
        format!(
            "{what} ({} wood, {} food, {} brick)",
            goods.wood, goods.food, goods.brick
        )
    } else {
        what
    };
    let explanation = if per == 1 {
        format!("{what} = {points}")
    } else {
        format!("{what} / {per} = {points}")
    };
    (points, explanation)
}

fn counted(amount: u64, one: &str, many: &str) -> String {
    format!("{amount} {}", if amount == 1 { one } else { many })
}

/// Counts here are bounded by u32 inputs times small factors, so they always fit.
fn to_points(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Caveats for the Rising Tide scoring values a sheet relied on.
fn notes(holdings: &[Holdings]) -> Vec<String> {
    let mut rising_tide: Vec<&str> = Vec::new();
    let owned = |id: &str| {
        holdings
            .iter()
            .any(|held| held.buildings.iter().any(|spec| spec.id == id))
    };
    let salvage_yard = owned("salvage-yard");
    let publishing_house = owned("publishing-house");
    for held in holdings {
        // Any tile scores its 1 VP; only a bonus or a card's points rest on Rising Tide text.
        let scored_buildings = held
            .buildings
            .iter()
            .filter(|spec| spec.module.is_some() && spec.bonus().is_some())
            .map(|spec| spec.name);
        let scored_cards = held
            .cards
            .iter()
            .filter(|card| card.points.is_some())
            .map(|card| card.name);
        for name in scored_buildings.chain(scored_cards) {
            if !rising_tide.contains(&name) {
                rising_tide.push(name);
            }
        }
    }
    let mut notes = Vec::new();
    if !rising_tide.is_empty() {
        notes.push(format!(
            "Rising Tide scoring values ({}) come from a single source, the Rising Tide rulebook; its tiles were reprinted after a misprint, so check any tile that disagrees.",
            rising_tide.join(", ")
        ));
    }
    if salvage_yard {
        notes.push("Salvage Yard scores 1 VP per 4 goods as the Rising Tide rulebook prints it; one helper app uses 2 (ruling NB-03).".to_owned());
    }
    if publishing_house {
        notes.push("Publishing House scores the symbol buildings entered by hand: we do not know which tiles bear its symbol (ruling NB-04).".to_owned());
    }
    notes
}

fn has_tied_totals(sheet: &ScoreSheet) -> bool {
    sheet.players.iter().enumerate().any(|(index, player)| {
        sheet.players[index + 1..]
            .iter()
            .any(|other| other.total == player.total)
    })
}

/// The score pad's fields: what the request above asks for, as a person counts it.
pub fn score_pad() -> ScorePad {
    let once_cards: Vec<&str> = SHIPS_LOG_CARDS
        .iter()
        .filter(|card| matches!(card.points, Some(CardPoints::WhenUsed(_))))
        .map(|card| card.id)
        .collect();
    ScorePad {
        game: Vec::new(),
        player: vec![
            PadField::count("right_whales", "Right Whales"),
            PadField::count("bowhead_whales", "Bowhead Whales"),
            PadField::count("sperm_whales", "Sperm Whales"),
            PadField::count("money", "Money ($)"),
            PadField::count("goods.wood", "Wood left"),
            PadField::count("goods.food", "Food left"),
            PadField::count("goods.brick", "Brick left"),
            PadField::pick(
                "buildings",
                "Buildings owned",
                &["action-building", "victory-building"],
            ),
            PadField::count(
                "symbol_buildings",
                "Buildings with the Publishing House symbol",
            )
            .with_module(Module::Town.id())
            .requires_pick("buildings", "publishing-house"),
            PadField::pick("ships_log", "Ship's Log cards held", &["ships-log-card"])
                .with_module(Module::ShipsLog.id()),
            PadField::pick(
                "unused_ships_log",
                "Held cards whose effect never happened",
                &["ships-log-card"],
            )
            .only(&once_cards)
            .with_module(Module::ShipsLog.id()),
        ],
    }
}

#[cfg(test)]
pub(super) mod tests {
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
        let mut base =
            json!({"right_whales": 0, "bowhead_whales": 0, "sperm_whales": 0, "money": 0});
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
}
