//! Every New Bedford and Rising Tide piece with its printed values. The building and card
//! tables here are the one source of truth: the catalogue is built from them and the
//! score sheet reads their scoring rules. Facts and their sources are in
//! `shared/rules/components-new-bedford.md`.

pub mod base_buildings;
mod board;
pub(crate) mod rising_tide;
pub mod ships_log;

use serde_json::{json, Map, Value};

use crate::core::components::{cite, Component, Provenance, Source};

use super::info::{Edition, Module};

pub use board::{WhaleSpec, BAG_PLAYERS_MAX, WHALES};
pub use ships_log::{CardPoints, CardSpec, SHIPS_LOG_CARDS};

/// What a building costs; money is printed as `$`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cost {
    pub wood: u8,
    pub food: u8,
    pub brick: u8,
    pub money: u8,
}

impl Cost {
    const FREE: Self = Self {
        wood: 0,
        food: 0,
        brick: 0,
        money: 0,
    };

    const fn wood(self, wood: u8) -> Self {
        Self { wood, ..self }
    }

    const fn food(self, food: u8) -> Self {
        Self { food, ..self }
    }

    const fn brick(self, brick: u8) -> Self {
        Self { brick, ..self }
    }

    const fn money(self, money: u8) -> Self {
        Self { money, ..self }
    }

    /// Only the goods the tile asks for, e.g. `{"wood": 2, "brick": 2}`.
    fn to_json(self) -> Value {
        let parts = [
            ("wood", self.wood),
            ("food", self.food),
            ("brick", self.brick),
            ("money", self.money),
        ];
        let map: Map<String, Value> = parts
            .iter()
            .filter(|(_, amount)| *amount > 0)
            .map(|(key, amount)| ((*key).to_owned(), json!(amount)))
            .collect();
        Value::Object(map)
    }
}

/// The player-count marker on an action building's back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Set {
    /// Used in every game.
    TwoPlayer,
    /// Added with 3 or more players.
    ThreeFour,
}

/// What a player's possessions are counted by for a per-count bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    RightWhales,
    BowheadWhales,
    SpermWhales,
    Buildings,
    /// Buildings carrying the Publishing House symbol (ruling NB-04).
    SymbolBuildings,
    /// Wood, food and brick left at the end.
    Goods,
    /// Ship's Log cards held, used or not (ruling NB-10).
    ShipsLogPages,
}

impl Count {
    /// Singular and plural label for score explanations.
    pub fn labels(self) -> (&'static str, &'static str) {
        match self {
            Self::RightWhales => ("Right Whale", "Right Whales"),
            Self::BowheadWhales => ("Bowhead Whale", "Bowhead Whales"),
            Self::SpermWhales => ("Sperm Whale", "Sperm Whales"),
            Self::Buildings => ("building", "buildings"),
            Self::SymbolBuildings => ("symbol building", "symbol buildings"),
            Self::Goods => ("good", "goods"),
            Self::ShipsLogPages => ("Ship's Log page", "Ship's Log pages"),
        }
    }

    fn id(self) -> &'static str {
        match self {
            Self::RightWhales => "right-whales",
            Self::BowheadWhales => "bowhead-whales",
            Self::SpermWhales => "sperm-whales",
            Self::Buildings => "buildings",
            Self::SymbolBuildings => "symbol-buildings",
            Self::Goods => "goods",
            Self::ShipsLogPages => "ships-log-pages",
        }
    }
}

/// A victory building's end-game bonus, on top of the 1 VP every building scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bonus {
    Flat(u32),
    /// 1 VP for every full `per` of the counted possessions.
    Per {
        count: Count,
        per: u32,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// An action space; `set` is absent for tiles added outside the set markers.
    Action {
        set: Option<Set>,
    },
    Victory(Bonus),
}

/// How the 2014 print-and-play rulebook prints a building, where it differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrintAndPlay {
    /// Other id and name, accepted only in that edition (ruling NB-01).
    pub alias: Option<(&'static str, &'static str)>,
    pub cost: Option<Cost>,
    pub effect: Option<&'static str>,
}

impl PrintAndPlay {
    const SAME: Self = Self {
        alias: None,
        cost: None,
        effect: None,
    };
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildingSpec {
    pub id: &'static str,
    pub name: &'static str,
    pub role: Role,
    pub cost: Cost,
    /// Absent for the base game's tiles.
    pub module: Option<Module>,
    pub provenance: Provenance,
    pub sources: &'static [&'static str],
    pub summary: &'static str,
    pub print_and_play: PrintAndPlay,
}

impl BuildingSpec {
    pub fn bonus(&self) -> Option<Bonus> {
        match self.role {
            Role::Victory(bonus) => Some(bonus),
            Role::Action { .. } => None,
        }
    }

    /// The id the print-and-play edition gives it, where the name differs (ruling NB-01).
    pub fn print_and_play_alias(&self) -> Option<&'static str> {
        self.print_and_play.alias.map(|(alias, _)| alias)
    }

    fn component(&self) -> Component {
        let kind = match self.role {
            Role::Action { .. } => "action-building",
            Role::Victory(_) => "victory-building",
        };
        let mut component = Component::new(
            self.id,
            self.name,
            kind,
            self.summary,
            self.provenance,
            self.sources,
        )
        .with_printed("cost", self.cost.to_json());
        match self.role {
            Role::Action {
                set: Some(Set::TwoPlayer),
            } => {
                component = component.with_printed("set", "2p");
            }
            Role::Action {
                set: Some(Set::ThreeFour),
            } => {
                component = component.with_printed("set", "3-4").with_players(3, 5);
            }
            Role::Action { set: None } => {}
            Role::Victory(Bonus::Flat(points)) => {
                component = component.with_printed("victory_points", points);
            }
            Role::Victory(Bonus::Per { count, per }) => {
                component = component.with_printed(
                    "victory_points_per",
                    json!({"count": count.id(), "per": per}),
                );
            }
        }
        if let Some(module) = self.module {
            component = component.with_module(module.id());
            if module == Module::FifthPlayer {
                // The rulebook's mini-variants allow these tiles with 4 players too.
                component = component.with_players(4, 5);
            }
        }
        let pnp = Edition::PrintAndPlay.id();
        if let Some((alias, name)) = self.print_and_play.alias {
            component = component
                .with_aliases(&[alias])
                .with_edition_difference(pnp, "name", name);
        }
        if let Some(cost) = self.print_and_play.cost {
            component = component.with_edition_difference(pnp, "cost", cost.to_json());
        }
        if let Some(effect) = self.print_and_play.effect {
            component = component.with_edition_difference(pnp, "effect", effect);
        }
        component
    }
}

/// Every building tile: the base game first, then each Rising Tide module.
pub fn buildings() -> impl Iterator<Item = &'static BuildingSpec> {
    base_buildings::BASE_BUILDINGS
        .iter()
        .chain(rising_tide::TOWN_BUILDINGS.iter())
        .chain(rising_tide::SHIPS_LOG_BUILDINGS.iter())
        .chain(rising_tide::FIFTH_PLAYER_BUILDINGS.iter())
}

/// The works the components cite (`shared/rules/components-new-bedford.md` §0), named in
/// our own words.
pub const SOURCES: &[Source] = &[
    Source {
        id: "SEED-C",
        name: "New Bedford print-and-play rulebook (pre-production, 2013–2014)",
    },
    Source {
        id: "SEED-RT",
        name: "New Bedford: Rising Tide rulebook",
    },
    Source {
        id: "KOS-RB",
        name: "Photos of the retail New Bedford rulebook, second printing (2018), in the adam-kosinski/NewBedford project",
    },
    Source {
        id: "KOS-TILE",
        name: "Photos of the 20 retail base building tiles, in the adam-kosinski/NewBedford project",
    },
    Source {
        id: "KOS-BRD",
        name: "Photos of the retail whaling, town and player boards, in the adam-kosinski/NewBedford project",
    },
    Source {
        id: "KOS-CODE",
        name: "adam-kosinski/NewBedford, a JavaScript version of the retail base game",
    },
    Source {
        id: "HELPER-APP",
        name: "New Bedford module of a board-game helper app (setup and scoring; mixed reliability)",
    },
];

pub fn catalogue() -> Vec<Component> {
    let mut components: Vec<Component> = buildings().map(BuildingSpec::component).collect();
    components.extend(SHIPS_LOG_CARDS.iter().map(CardSpec::component));
    components.extend(board::components());
    cite(components, SOURCES)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(kind: &str) -> usize {
        catalogue().iter().filter(|c| c.kind == kind).count()
    }

    /// Rising Tide contents: 20 town tiles, 3 Ship's Log tiles, 5 fifth-player tiles, 32 cards.
    #[test]
    fn catalogue_holds_every_tile_card_token_and_space() {
        // 20 base + 20 town + 3 Ship's Log + 5 fifth-player tiles.
        assert_eq!(count("action-building") + count("victory-building"), 48);
        assert_eq!(count("victory-building"), 4 + 5 + 1 + 1);
        assert_eq!(count("ships-log-card"), 32);
        assert_eq!(count("whale-token"), 4);
        assert_eq!(count("town-space"), 6);
        assert_eq!(count("whaling-space"), 2);
    }

    /// Costs list only the goods and money a tile asks for.
    #[test]
    fn costs_print_only_what_the_tile_asks_for() {
        let mansion = catalogue()
            .into_iter()
            .find(|c| c.id == "mansion")
            .expect("mansion listed");
        assert_eq!(mansion.printed["cost"], json!({"wood": 4, "money": 10}));
        assert_eq!(mansion.printed["victory_points"], json!(4));
    }

    /// Ruling NB-01: the 2014 names and costs are edition differences of the retail tiles.
    #[test]
    fn print_and_play_names_are_aliases_with_their_edition_values() {
        let bank = catalogue()
            .into_iter()
            .find(|c| c.id == "bank")
            .expect("bank listed");
        assert!(bank.answers_to("merchants-bank"));
        assert_eq!(
            bank.edition_differences["print-and-play"]["name"],
            json!("Merchant's Bank")
        );
        let tryworks = catalogue()
            .into_iter()
            .find(|c| c.id == "tryworks")
            .expect("tryworks listed");
        assert_eq!(
            tryworks.edition_differences["print-and-play"]["cost"],
            json!({"brick": 2, "money": 1})
        );
    }

    /// Setup: tiles marked 3-4 join at 3 or more players (and with a fifth player).
    #[test]
    fn three_four_tiles_are_marked_for_three_to_five_players() {
        let inn = catalogue()
            .into_iter()
            .find(|c| c.id == "inn")
            .expect("inn listed");
        assert_eq!(inn.printed["set"], json!("3-4"));
        assert!(inn
            .players
            .is_some_and(|range| !range.contains(2) && range.contains(5)));
    }
}
