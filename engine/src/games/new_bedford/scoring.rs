//! Final scoring: whales, buildings, victory-building bonuses, money and, with the Ship's
//! Log, the cards that score. Ties go to the most whale tokens, then to money.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};
use crate::core::pad::{PadField, ScorePad};
use crate::core::scoring::{PlayerRow, ScoreSheet, SheetBuilder, TieBreakerOrder};

use super::components::{buildings, Bonus, CardPoints, Count, WhaleSpec, SHIPS_LOG_CARDS, WHALES};
use super::info::{Edition, Module};
use super::sheet_request::{validate, Holdings};

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
pub(super) mod tests;
