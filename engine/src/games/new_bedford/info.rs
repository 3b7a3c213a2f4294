//! Catalogue metadata: the editions and Rising Tide modules a request may choose.

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::core::game::{
    EditionInfo, GameInfo, ModuleInfo, OptionInfo, OptionKind, OptionScope, PlayerRange,
};

/// Which rulebook the table played by.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordEdition))]
#[serde(rename_all = "kebab-case")]
pub enum Edition {
    /// The published game (2016, second printing 2018).
    #[default]
    Retail,
    /// The 2014 print-and-play rulebook: older names and costs, ties go to the most money.
    PrintAndPlay,
}

impl Edition {
    pub const ALL: [Self; 2] = [Self::Retail, Self::PrintAndPlay];

    pub fn id(self) -> &'static str {
        match self {
            Self::Retail => "retail",
            Self::PrintAndPlay => "print-and-play",
        }
    }

    fn info(self) -> EditionInfo {
        let (name, summary) = match self {
            Self::Retail => (
                "Retail (Dice Hate Me / Greater Than Games)",
                "The published game. Ties go to the most whale tokens, then the most money left over after turning money into points.",
            ),
            Self::PrintAndPlay => (
                "2014 print-and-play",
                "The pre-production rulebook: some buildings have other names and costs (Merchant's Bank, Clark's Point Light, Roller Mills, Bourne Counting House, Municipal Building). Ties go to the most whale tokens, then the most money.",
            ),
        };
        EditionInfo {
            id: self.id().to_owned(),
            name: name.to_owned(),
            default: self == Self::default(),
            summary: summary.to_owned(),
        }
    }
}

/// One of the three independent parts of the Rising Tide expansion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordModule))]
#[serde(rename_all = "kebab-case")]
pub enum Module {
    /// Town Expansion: 20 more building tiles.
    Town,
    /// Ship's Log: Providence and Omens cards plus the Library, Insurance and Newspaper.
    ShipsLog,
    /// 5th Player: a fifth seat, the Wheelhouse space and 5 more building tiles.
    FifthPlayer,
}

impl Module {
    pub const ALL: [Self; 3] = [Self::Town, Self::ShipsLog, Self::FifthPlayer];

    pub fn id(self) -> &'static str {
        match self {
            Self::Town => "town",
            Self::ShipsLog => "ships-log",
            Self::FifthPlayer => "fifth-player",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Town => "Town Expansion",
            Self::ShipsLog => "Ship's Log",
            Self::FifthPlayer => "5th Player Expansion",
        }
    }

    fn info(self) -> ModuleInfo {
        let (summary, players) = match self {
            Self::Town => (
                "20 extra building tiles: 9 for every game, 6 for 3 or more players and 5 victory buildings. A game draws its tiles at random from the base and Town sets, or the table names them in the buildings option.",
                None,
            ),
            Self::ShipsLog => (
                "A ship may take a face-up Providence or Omens card instead of a whale. Adds the Library, Insurance and Newspaper buildings; some cards score at the end.",
                None,
            ),
            Self::FifthPlayer => (
                "Allows a fifth player, who shares the 4-player whale bag. Adds the Wheelhouse town space, 4 action buildings and the Rectory; the rulebook advises against them with 3 or fewer players.",
                Some(PlayerRange { min: 2, max: 5 }),
            ),
        };
        ModuleInfo {
            id: self.id().to_owned(),
            name: format!("Rising Tide: {}", self.name()),
            summary: summary.to_owned(),
            players,
        }
    }
}

/// Every building id a game may use.
fn all_tiles() -> Vec<String> {
    super::play::Building::all()
        .map(|b| b.id().to_owned())
        .collect()
}

/// The ids `buildings` may name: base and Town tiles (module tiles join on their own).
fn chosen_tiles() -> Vec<String> {
    super::play::Building::all()
        .filter(|b| matches!(b.spec().module, None | Some(Module::Town)))
        .map(|b| b.id().to_owned())
        .collect()
}

pub fn game_info() -> GameInfo {
    GameInfo {
        id: super::GAME_ID.to_owned(),
        name: "New Bedford".to_owned(),
        designers: vec!["Nat Levan".to_owned()],
        publisher: "Dice Hate Me Games / Greater Than Games".to_owned(),
        year: 2016,
        // Not confirmed by any source we could reach; an export's request may supply it.
        bgg_id: None,
        // Solo captains score by rules we could not read (ruling NB-05).
        players: PlayerRange { min: 2, max: 4 },
        editions: Edition::ALL.iter().map(|edition| edition.info()).collect(),
        modules: Module::ALL.iter().map(|module| module.info()).collect(),
        options: vec![
            OptionInfo {
                id: "edition".to_owned(),
                summary: "The rulebook the table played by; it decides building names, costs and the second tie-breaker.".to_owned(),
                kind: OptionKind::OneOf,
                values: Edition::ALL.iter().map(|e| e.id().to_owned()).collect(),
                default: json!(Edition::default().id()),
                applies_to: vec![OptionScope::Setup, OptionScope::ScoreSheet],
            },
            OptionInfo {
                id: "modules".to_owned(),
                summary: "The Rising Tide modules in play.".to_owned(),
                kind: OptionKind::AnyOf,
                values: Module::ALL.iter().map(|m| m.id().to_owned()).collect(),
                default: json!([]),
                applies_to: vec![OptionScope::Setup, OptionScope::ScoreSheet],
            },
            OptionInfo {
                id: "buildings".to_owned(),
                summary: "The base and Town Expansion tiles in play, instead of the rulebook's set or the Town Expansion's random draw: 8 action and 4 victory tiles for 2 players, 16 and 4 for 3 to 5. Module tiles join on their own.".to_owned(),
                kind: OptionKind::AnyOf,
                values: chosen_tiles(),
                default: json!([]),
                applies_to: vec![OptionScope::Setup],
            },
            OptionInfo {
                id: "symbol_buildings".to_owned(),
                summary: "The tiles that bear the Publishing House symbol in your copy; the Publishing House scores them (ruling NB-31).".to_owned(),
                kind: OptionKind::AnyOf,
                values: all_tiles(),
                default: json!([]),
                applies_to: vec![OptionScope::Setup],
            },
        ],
        capabilities: ["score-sheet", "components", "play", "rules"].map(str::to_owned).to_vec(),
        score_pad: super::scoring::score_pad(),
    }
}
