//! The Bremerhaven state. What the printed game hides lives apart from what it shows: each
//! player's hand (`Player::hand`), the values of face-down bids (`Bid::value`) and the decks
//! (`BremerhavenState::decks`); a view leaves out what its seat may not see.

use serde::{Deserialize, Serialize};

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;
use crate::core::turn::Seats;

use super::super::deck::{BidSpace, Good, HarborCosts, NewspaperCard, PriceCard, ProgressTrack};
use super::cards::{BuildingId, Cards, ContractId, ShipId};
use super::table_deck::TableDeck;

/// Which game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenVariant))]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Cover cards, the Newspaper's events and progress, boards refilled by sliding.
    #[default]
    Long,
    /// No covers, a starting building and three starting goods, 2 progress a round.
    Short,
    /// One player against the dummy Captain, played like a 2-player short game.
    Solo,
}

/// Where the cards come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenDeckSource))]
#[serde(rename_all = "kebab-case")]
pub enum DeckSource {
    /// The built-in practice set: invented cards following the rulebook, not the printed deck.
    #[default]
    Provisional,
    /// A complete deck pack given at setup: the printed cards typed in once, played in both
    /// chance modes.
    Pack,
    /// The table's own printed cards (`chance: table` only): each card turned up is reported
    /// value by value (ruling BH-43).
    Table,
}

/// A rung of the career ladder: a seat, or the solo game's dummy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBidder))]
#[serde(rename_all = "kebab-case")]
pub enum Bidder {
    Seat(u8),
    Dummy,
}

/// Goods counted by type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenGoods))]
#[serde(deny_unknown_fields)]
pub struct Goods {
    pub barrel: u8,
    #[serde(rename = "crate")]
    pub crate_: u8,
    pub container: u8,
    pub passenger: u8,
}

impl Goods {
    pub fn get(self, good: Good) -> u8 {
        match good {
            Good::Barrel => self.barrel,
            Good::Crate => self.crate_,
            Good::Container => self.container,
            Good::Passenger => self.passenger,
        }
    }

    pub fn slot(&mut self, good: Good) -> &mut u8 {
        match good {
            Good::Barrel => &mut self.barrel,
            Good::Crate => &mut self.crate_,
            Good::Container => &mut self.container,
            Good::Passenger => &mut self.passenger,
        }
    }

    /// Storage spaces these goods fill: one each, two crates to a space.
    pub fn spaces(self) -> u32 {
        u32::from(self.barrel)
            + u32::from(self.container)
            + u32::from(self.passenger)
            + u32::from(self.crate_).div_ceil(2)
    }

    pub fn total(self) -> u32 {
        Good::ALL
            .iter()
            .map(|&good| u32::from(self.get(good)))
            .sum()
    }
}

/// A Ship in one of a harbor's three docks (its serialized form: [`super::wire`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DockedShip {
    pub ship: ShipId,
    /// Time markers left on it.
    pub time: u8,
    /// The cargo's good (a wild cargo's chosen type).
    pub good: Good,
    /// Goods still aboard.
    pub cargo: u8,
}

/// A Contract in one of a harbor's four loading docks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadedContract {
    pub contract: ContractId,
    /// Time markers left on it.
    pub time: u8,
    /// The good delivered on each of its goods symbols, in the card's order.
    pub delivered: Vec<Option<Good>>,
}

/// One player's harbor, money, prestige and Influence cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: Option<String>,
    pub money: u32,
    /// Money on the Bank building: it pays penalties and event charges only (ruling BH-02).
    pub bank: u32,
    /// Where the prestige marker stands.
    pub prestige: u32,
    /// The cost of the Cover card still on each coverable space (columns 3 and 4, top row
    /// first); `null` once cleared, and always in the short and solo games.
    pub covers: [Option<u8>; 6],
    /// Bollards on each quay wall, top to bottom; dock `d` lies between walls `d` and `d + 1`.
    pub walls: [u8; 4],
    pub docks: [Option<DockedShip>; 3],
    pub loading_docks: [Option<LoadedContract>; 4],
    /// Buildings on the harbor board, in the order built.
    pub built: Vec<BuildingId>,
    /// Buildings won but not yet built.
    pub unbuilt: Vec<BuildingId>,
    /// Goods on storage spaces.
    pub stored: Goods,
    /// Influence cards in hand, lowest first; hidden from the other seats.
    pub hand: Option<Vec<u8>>,
    pub hand_size: u8,
    /// Influence cards set aside at setup, lowest first, taken one by one with Grow influence.
    pub supply: Vec<u8>,
    /// This round's harbor phase so far.
    pub harbor: HarborProgress,
    /// Took an Influence card with Grow influence this round: the lowest card goes back to the
    /// box when the cards come home.
    pub grew: bool,
}

/// An Influence card on a bidding space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBid))]
#[serde(deny_unknown_fields)]
pub struct Bid {
    pub space: BidSpace,
    pub bidder: Bidder,
    /// The card's value; hidden from the other seats until the reveal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
}

/// The Newspaper rack: the event waiting on the left, the Ship ahoy! stack on the right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenRack))]
#[serde(deny_unknown_fields)]
pub struct Rack {
    /// The event to carry out at the end of this round.
    pub event: Option<NewspaperCard>,
    /// Cards left in the Ship ahoy! stack.
    pub stack: u8,
}

/// What the printed game hides from everyone: the unseen cards of each deck, the dummy's
/// face-down Influence cards and the RNG. Unseen cards have no order: one is drawn when it is
/// revealed (seeded from the RNG, or reported by the table).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Decks {
    /// Unseen Ship cards, by the phase on their backs (phase 1 first).
    pub ships: Vec<ShipId>,
    pub contracts: Vec<ContractId>,
    pub buildings: Vec<BuildingId>,
    pub newspapers: Vec<NewspaperCard>,
    /// Solo game: Newspaper cards the dummy has drawn since the stack was last shuffled.
    pub newspaper_discards: Vec<NewspaperCard>,
    /// The solo dummy's Influence cards not yet bid this round, in their shuffled order.
    pub dummy_hand: Vec<u8>,
    /// The solo dummy's five Influence cards.
    pub dummy_cards: Vec<u8>,
    /// The solo dummy's cards set aside for its upgrades.
    pub dummy_supply: Vec<u8>,
    pub rng: Option<RngState>,
}

/// The printed values a game plays with: the practice set's or a pack's, named in the state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBoard))]
#[serde(deny_unknown_fields)]
pub struct Board {
    pub harbor: HarborCosts,
    pub progress: ProgressTrack,
}

/// The whole game. Its JSON form prints every card the state holds ([`super::wire`]).
#[derive(Debug, Clone)]
pub struct BremerhavenState {
    /// What the Ship, Contract and Building indices below point at.
    pub cards: Cards,
    pub variant: Variant,
    pub chance: ChanceMode,
    pub deck_source: DeckSource,
    /// True while any card in play was invented for the practice set.
    pub provisional: bool,
    pub board: Board,
    pub round: u8,
    /// The Ship token's space on the Progress track.
    pub progress: u8,
    /// The career ladder, Captain first.
    pub ranks: Vec<Bidder>,
    pub players: Vec<Player>,
    /// The Sea board's spaces 2.1 onwards.
    pub sea: Vec<Option<ShipId>>,
    /// The Land board's spaces 3.1 onwards.
    pub land: Vec<Option<ContractId>>,
    /// The face-up top of the Building stack (1.1), if any is left.
    pub building: Option<BuildingId>,
    /// The Price stack, top first; the top card sets the prices.
    pub prices: Vec<PriceCard>,
    pub rack: Rack,
    pub phase: Phase,
    /// Influence cards on the bidding spaces, in the order placed.
    pub bids: Vec<Bid>,
    /// Solo game: how often the dummy has upgraded its Influence cards. Public (each upgrade
    /// follows the dummy's bid on Grow influence, which every seat sees turned), so a view
    /// knows the dummy's cards (ruling BH-45); left out while it is 0.
    pub dummy_upgrades: u8,
    /// Cards left unseen in each deck, public as counts; left out with the table's own deck,
    /// whose piles only the table can count.
    pub deck_sizes: Option<DeckSizes>,
    /// With the table's own deck: the card being reported, value by value.
    pub table_deck: Option<TableDeck>,
    /// Table chance: what the table must report before anyone else acts, first things first.
    pub reveals: Vec<Reveal>,
    /// Table chance: where play goes on once the reveals are in.
    pub resume: Option<Resume>,
    pub decks: Option<Decks>,
}

/// A card or draw the table reports, and where it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenReveal))]
#[serde(rename_all = "kebab-case", tag = "reveal")]
pub enum Reveal {
    /// The next rung of the starting career ladder, Captain first.
    Rank,
    /// The Price card now on top.
    TopPrice,
    /// A seat's starting Contract.
    StartingContract { seat: u8 },
    /// A seat's starting Building (short and solo games).
    StartingBuilding { seat: u8 },
    /// The Ship for Sea space `space` (from 1).
    Ship { space: u8 },
    /// The Contract for Land space `space` (from 1).
    Contract { space: u8 },
    /// The new top of the Building stack.
    Building,
    /// The Ship ahoy! card that moves the Ship token (long game).
    Progress,
    /// The Newspaper card naming the solo dummy's bid space.
    DummyNewspaper,
    /// The value of the dummy's face-down card, bid `bid` (index in `bids`), at the reveal.
    DummyCard { bid: u8 },
}

/// Where play goes on once the table has reported everything owed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenResume))]
#[serde(rename_all = "kebab-case")]
pub enum Resume {
    /// Setup is complete: starting goods or the first Bidding phase.
    SetupDone,
    /// The dummy places its card on the space its Newspaper named, then bidding goes on.
    DummyBid,
    /// Bidding goes on (the dummy's turn waited for cards still to be turned up).
    Bidding,
    /// The cards are turned and the general action phase begins.
    Resolve,
    /// The Ship token moves by the Ship ahoy! card reported.
    Progress,
}

/// How many cards are left unseen in each deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenDeckSizes))]
#[serde(deny_unknown_fields)]
pub struct DeckSizes {
    pub ships: u8,
    pub contracts: u8,
    pub buildings: u8,
    pub newspapers: u8,
}

impl BremerhavenState {
    pub fn seats(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }

    /// Where a bidder stands on the career ladder, 0 = Captain.
    pub fn rank_of(&self, bidder: Bidder) -> usize {
        self.ranks
            .iter()
            .position(|&rung| rung == bidder)
            .unwrap_or(usize::MAX)
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenPhase))]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum Phase {
    /// Table chance: the table reports the starting ranks and cards before play begins.
    Setup,
    /// Short and solo games: each player chooses starting goods, Captain first.
    StartingGoods { seat: u8, chosen: u8 },
    /// Each bidder in career order places one Influence card a turn; `placed` counts the
    /// cards placed this round.
    Bidding { placed: u8 },
    /// 1.2: a bidder on the Building permit, in career order. `joined` is false while a bidder
    /// below the highest bid decides whether to pay the difference; `permits` are left to use.
    Permits { seat: u8, joined: bool, permits: u8 },
    /// 1.3: a bidder below the highest bid decides whether to pay the difference.
    Grow { seat: u8 },
    /// 1.4: the highest bidder, or with no bid the Commodity Exchange's owner, may put any
    /// Price card on top.
    Prices { seat: u8 },
    /// 1.5: the highest bidder may swap two adjacent rungs of the career ladder.
    Career { seat: u8 },
    /// 2.x: the winner of the Ship on Sea space `space` (from 1) docks it.
    Dock { space: u8, seat: u8 },
    /// 3.x: the winner of the Contract on Land space `space` (from 1) places it.
    Load { space: u8, seat: u8 },
    /// The individual harbor phase: every seat in `acting` (one bit each) plays at once.
    Harbor {
        #[cfg_attr(feature = "openapi", schema(value_type = u8))]
        acting: Seats,
    },
    /// The game is over.
    Over,
}

/// How far a seat has come in its harbor phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenHarborProgress))]
#[serde(deny_unknown_fields)]
pub struct HarborProgress {
    /// Built buildings (by index in `built`) that have produced this round, one bit each.
    pub produced: u32,
    /// True once the seat has moved or converted goods: production (4.1) is over.
    pub moving: bool,
    /// The seat's last move, when it packed or unpacked: the opposite conversion may not come
    /// next (ruling BH-46). Absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_conversion: Option<Conversion>,
}

/// Packing two crates into a container, or unpacking one into two crates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenConversion))]
#[serde(rename_all = "kebab-case")]
pub enum Conversion {
    Pack,
    Unpack,
}
