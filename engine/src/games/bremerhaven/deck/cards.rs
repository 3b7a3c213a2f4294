//! What each Bremerhaven card prints, as data. The printed lists are unknown to us, so every
//! card a game uses comes from one of three places (see [`DeckSource`]): the built-in
//! provisional practice set, a deck pack supplied at setup, or the table reporting each card
//! as it is revealed. The ranges checked here are the rulebook's.

use serde::{Deserialize, Serialize};

/// The four kinds of goods.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenGood))]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    Barrel,
    Crate,
    Container,
    Passenger,
}

impl Good {
    pub const ALL: [Self; 4] = [Self::Barrel, Self::Crate, Self::Container, Self::Passenger];

    pub fn name(self) -> &'static str {
        match self {
            Self::Barrel => "barrel",
            Self::Crate => "crate",
            Self::Container => "container",
            Self::Passenger => "passenger",
        }
    }
}

/// A goods symbol printed on a card: one good, or a wild card the owner chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenSymbol))]
#[serde(rename_all = "kebab-case")]
pub enum Symbol {
    Barrel,
    Crate,
    Container,
    Passenger,
    Wild,
}

impl Symbol {
    /// The good printed, `None` for a wild card.
    pub fn good(self) -> Option<Good> {
        match self {
            Self::Barrel => Some(Good::Barrel),
            Self::Crate => Some(Good::Crate),
            Self::Container => Some(Good::Container),
            Self::Passenger => Some(Good::Passenger),
            Self::Wild => None,
        }
    }
}

/// Whether a card back's icon for one player count puts the card in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenUse))]
#[serde(rename_all = "kebab-case")]
pub enum Use {
    /// No icon for this player count.
    #[default]
    Unused,
    /// The icon alone: long and short games.
    Both,
    /// The icon with the arrow under it: the long game only.
    LongOnly,
}

/// The back of a Ship or Contract card: the player-count icons and the phase number that
/// orders the draw pile (phase 1 on top).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenCardBack))]
#[serde(deny_unknown_fields)]
pub struct CardBack {
    /// 1–4.
    pub phase: u8,
    #[serde(default)]
    pub two: Use,
    #[serde(default)]
    pub three: Use,
    #[serde(default)]
    pub four: Use,
}

impl CardBack {
    /// The icon for a player count; the solo game uses the 2-player icon. `Unused` for a
    /// count the game does not have.
    pub fn use_for(&self, players: u8) -> Use {
        match players {
            1 | 2 => self.two,
            3 => self.three,
            4 => self.four,
            _ => Use::Unused,
        }
    }

    /// Whether the card is shuffled in for this player count and game length.
    pub fn in_game(&self, players: u8, long: bool) -> bool {
        match self.use_for(players) {
            Use::Unused => false,
            Use::Both => true,
            Use::LongOnly => long,
        }
    }
}

/// A Ship card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenShipCard))]
#[serde(deny_unknown_fields)]
pub struct ShipCard {
    /// Unique within its deck, kebab-case.
    pub id: String,
    pub name: String,
    /// Rounds it stays docked, 1–5 (time markers placed on it).
    pub lay_time: u8,
    /// The cargo's good, all of one type; `wild`: the owner picks one type for all of it.
    pub cargo: Symbol,
    /// Goods carried, 1–5.
    pub cargo_count: u8,
    /// Bollards needed on both quay walls of its dock, 0–3.
    pub berth: u8,
    /// Stars, 1–5, counted while it is docked.
    pub prestige: u8,
    pub back: CardBack,
    /// Invented for the practice set, not the printed card.
    #[serde(default)]
    pub provisional: bool,
}

/// What a contract pays or costs beyond the goods' sale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenStake))]
#[serde(rename_all = "kebab-case")]
pub enum Stake {
    /// Money: a reward of 1–4, a penalty of 1–5.
    Money(u8),
    /// One prestige point, moving the prestige marker directly.
    Prestige,
}

/// How a contract's goods travel; the Train Station favours trains.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenTransport))]
#[serde(rename_all = "kebab-case")]
pub enum Transport {
    #[default]
    Truck,
    Train,
}

/// A Contract card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenContractCard))]
#[serde(deny_unknown_fields)]
pub struct ContractCard {
    pub id: String,
    /// Rounds until it is due, 1–5.
    pub delivery_time: u8,
    /// The goods required, 1–4; each wild symbol may be a different good.
    pub goods: Vec<Symbol>,
    #[serde(default)]
    pub penalty: Option<Stake>,
    #[serde(default)]
    pub reward: Option<Stake>,
    #[serde(default)]
    pub transport: Transport,
    pub back: CardBack,
    #[serde(default)]
    pub provisional: bool,
}

/// What a built Building does: the engine's vocabulary of effects. A deck pack describes each
/// printed building with one of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenAbility))]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Ability {
    /// Prestige only.
    None,
    /// Production (cogwheel): one good of this type each produce step, onto an empty space.
    Produces { good: Good },
    /// Production (cogwheel): this much money each produce step.
    Earns { money: u8 },
    /// Production (cogwheel): this much money each produce step onto the Bank, where it can
    /// only pay penalties and event charges (ruling BH-02).
    Bank { money: u8 },
    /// Money for each Ship you gain.
    ShipBonus { money: u8 },
    /// Each of your Influence cards bid on a train Contract counts this much more.
    TrainBids { bonus: u8 },
    /// Packing and unpacking cost nothing.
    FreePacking,
    /// With no bid on Price cards, you may put any Price card on top.
    CommodityExchange,
    /// Holds up to this many goods (crates count half) besides its space.
    Storage { goods: u8 },
    /// Ships you dock need this many fewer bollards.
    Tugboats { berth: u8 },
    /// Money for each Contract you complete.
    ContractBonus { money: u8 },
    /// This much more income after the Career ladder each round.
    Income { money: u8 },
}

impl Ability {
    /// What the ability does, as a whole sentence whose subject is the building or its owner
    /// ("Each produce step, its owner earns 2 money."). Every ability has its own arm, so a new
    /// one cannot reach the rules pages without a sentence.
    pub fn sentence(self) -> String {
        match self {
            Self::None => "It has no ability and only adds prestige.".to_owned(),
            Self::Produces { good } => format!(
                "Each produce step, its owner puts 1 new {} on an empty harbor space.",
                good.name()
            ),
            Self::Earns { money } => format!("Each produce step, its owner earns {money} money."),
            Self::Bank { money } => format!(
                "Each produce step, its owner puts {money} money on the Bank, where it can pay only penalties and event charges."
            ),
            Self::ShipBonus { money } => {
                format!("Its owner earns {money} money for every ship they gain.")
            }
            Self::TrainBids { bonus } => format!(
                "Each Influence card its owner bids on a train contract counts {bonus} more."
            ),
            Self::FreePacking => "Its owner packs and unpacks containers for free.".to_owned(),
            Self::CommodityExchange => {
                "When nobody bids on the Price cards, its owner may put any Price card on top.".to_owned()
            }
            Self::Storage { goods } => format!(
                "It stores up to {goods} {} for its owner, a crate counting as half.",
                count_noun(goods, "good", "goods")
            ),
            Self::Tugboats { berth } => format!(
                "Ships its owner docks need {berth} {} fewer.",
                count_noun(berth, "bollard", "bollards")
            ),
            Self::ContractBonus { money } => {
                format!("Its owner earns {money} money for every contract they complete.")
            }
            Self::Income { money } => format!(
                "Each round, its owner collects {money} money of income on top of the career ladder's."
            ),
        }
    }
}

/// The noun that goes with a count: "1 bollard", "2 bollards".
fn count_noun(count: u8, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 {
        one
    } else {
        many
    }
}

/// A Building card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBuildingCard))]
#[serde(deny_unknown_fields)]
pub struct BuildingCard {
    pub id: String,
    pub name: String,
    /// 0–3, counted once built.
    pub prestige: u8,
    pub ability: Ability,
    #[serde(default)]
    pub provisional: bool,
}

/// A Price card: what each good sells for while it is on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenPriceCard))]
#[serde(deny_unknown_fields)]
pub struct PriceCard {
    pub barrel: u8,
    #[serde(rename = "crate")]
    pub crate_: u8,
    pub container: u8,
    pub passenger: u8,
    #[serde(default)]
    pub provisional: bool,
}

impl PriceCard {
    pub fn price(&self, good: Good) -> u8 {
        match good {
            Good::Barrel => self.barrel,
            Good::Crate => self.crate_,
            Good::Container => self.container,
            Good::Passenger => self.passenger,
        }
    }
}

/// A bidding space, as the solo game's Newspaper cards name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBidSpace))]
#[serde(rename_all = "kebab-case")]
pub enum BidSpace {
    /// 1.0
    ParkingLot,
    /// 1.1
    Building,
    /// 1.2
    BuildingPermit,
    /// 1.3
    GrowInfluence,
    /// 1.4
    PriceCards,
    /// 1.5
    CareerLadder,
    /// 2.1–2.4, counted from 1.
    Ship(u8),
    /// 3.1–3.4, counted from 1.
    Contract(u8),
}

impl BidSpace {
    /// The number printed on the board, e.g. `1.2` or `2.1`.
    pub fn label(self) -> String {
        match self {
            Self::ParkingLot => "1.0".to_owned(),
            Self::Building => "1.1".to_owned(),
            Self::BuildingPermit => "1.2".to_owned(),
            Self::GrowInfluence => "1.3".to_owned(),
            Self::PriceCards => "1.4".to_owned(),
            Self::CareerLadder => "1.5".to_owned(),
            Self::Ship(n) => format!("2.{n}"),
            Self::Contract(n) => format!("3.{n}"),
        }
    }
}

/// What an Event card does at the end of the round after it was turned (the engine's
/// vocabulary; a deck pack describes each printed event with one of these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenNewspaperEvent))]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Event {
    /// Nothing happens.
    Quiet,
    /// Each player pays this much per Contract in their harbor (the "Fall").
    ContractCharge { money: u8 },
    /// Each player gains this much per Contract in their harbor.
    ContractBonus { money: u8 },
    /// Each player pays this much per Ship in their docks.
    HarborDues { money: u8 },
    /// Each player gains this much money.
    Subsidy { money: u8 },
    /// Each player pays this much money.
    Tax { money: u8 },
    /// Each player loses one good from each docked Ship.
    Pirates,
    /// Each player with no Ship docked loses one prestige.
    Scandal,
    /// Each player with at least this many built Buildings gains one prestige.
    Fair { buildings: u8 },
}

impl Event {
    /// What the event does, as a whole sentence ("Each player pays 2 money."). Every event has
    /// its own arm, so a new one cannot reach the rules pages without a sentence.
    pub fn sentence(self) -> String {
        match self {
            Self::Quiet => "Nothing happens.".to_owned(),
            Self::ContractCharge { money } => {
                format!("Each player pays {money} money for every contract in their harbor.")
            }
            Self::ContractBonus { money } => {
                format!("Each player gains {money} money for every contract in their harbor.")
            }
            Self::HarborDues { money } => {
                format!("Each player pays {money} money for every ship in their docks.")
            }
            Self::Subsidy { money } => format!("Each player gains {money} money."),
            Self::Tax { money } => format!("Each player pays {money} money."),
            Self::Pirates => "Each player loses one good from every docked ship.".to_owned(),
            Self::Scandal => "Each player without a docked ship loses 1 prestige.".to_owned(),
            Self::Fair { buildings } => format!(
                "Each player who has built at least {buildings} {} gains 1 prestige.",
                count_noun(buildings, "building", "buildings")
            ),
        }
    }
}

/// A Newspaper card: the Ship ahoy! side moves the game on and names the solo dummy's bid
/// space; the other side is the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenNewspaperCard))]
#[serde(deny_unknown_fields)]
pub struct NewspaperCard {
    /// Spaces the Ship token moves, 1–2.
    pub progress: u8,
    pub event: Event,
    /// Where the solo dummy bids when this card is drawn.
    pub solo_space: BidSpace,
    #[serde(default)]
    pub provisional: bool,
}
