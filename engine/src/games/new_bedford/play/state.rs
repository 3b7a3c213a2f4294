//! The whole New Bedford game state. Everything is public information except the RNG seed,
//! and every field is plain data so a state round-trips through JSON unchanged.

use serde::{Deserialize, Serialize};

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;
use crate::core::rule_id::RuleId;
use crate::core::scoring::Seat;

use super::super::components::{BuildingSpec, Cost};
use super::super::info::{Edition, Module};
use super::super::rules::rule;
use super::buildings::Building;
use super::log_cards::LogCard;
use super::ships_log::ShipsLog;

/// Rounds in a game.
pub const ROUNDS: u8 = 12;
/// Ships a whaling-track space holds.
pub const SPACE_CAPACITY: usize = 3;
/// The farthest whaling-track space.
pub const FARTHEST_SPACE: u8 = 6;
/// Ships per player.
pub const SHIPS: u8 = 2;
/// Print-and-play Tryworks: Right Whales its user keeps free in one round (ruling NB-21).
pub const TRYWORKS_FREE_RIGHT_WHALES: u8 = 3;

/// A kind of whale that can be kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordWhaleKind))]
#[serde(rename_all = "kebab-case")]
pub enum WhaleKind {
    Right,
    Bowhead,
    Sperm,
}

impl WhaleKind {
    pub const ALL: [Self; 3] = [Self::Right, Self::Bowhead, Self::Sperm];

    /// The cost of keeping it when its ship returns.
    pub fn lay(self) -> u32 {
        match self {
            Self::Right => 2,
            Self::Bowhead => 4,
            Self::Sperm => 8,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Right => "Right Whale",
            Self::Bowhead => "Bowhead Whale",
            Self::Sperm => "Sperm Whale",
        }
    }
}

/// Whale tokens by kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordWhales))]
#[serde(deny_unknown_fields)]
pub struct Whales {
    pub right: u8,
    pub bowhead: u8,
    pub sperm: u8,
}

impl Whales {
    pub fn get(self, kind: WhaleKind) -> u8 {
        match kind {
            WhaleKind::Right => self.right,
            WhaleKind::Bowhead => self.bowhead,
            WhaleKind::Sperm => self.sperm,
        }
    }

    pub fn slot(&mut self, kind: WhaleKind) -> &mut u8 {
        match kind {
            WhaleKind::Right => &mut self.right,
            WhaleKind::Bowhead => &mut self.bowhead,
            WhaleKind::Sperm => &mut self.sperm,
        }
    }

    pub fn total(self) -> u32 {
        u32::from(self.right) + u32::from(self.bowhead) + u32::from(self.sperm)
    }
}

/// Tokens in the bag, drawn, or out of the game: whales plus Empty Sea.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordTokens))]
#[serde(deny_unknown_fields)]
pub struct Tokens {
    pub right: u8,
    pub bowhead: u8,
    pub sperm: u8,
    pub empty: u8,
}

impl Tokens {
    pub fn whales(self) -> Whales {
        Whales {
            right: self.right,
            bowhead: self.bowhead,
            sperm: self.sperm,
        }
    }

    pub fn total(self) -> u32 {
        self.whales().total() + u32::from(self.empty)
    }

    /// One whale token of a kind.
    pub fn one(whale: WhaleKind) -> Self {
        let mut tokens = Self::default();
        match whale {
            WhaleKind::Right => tokens.right = 1,
            WhaleKind::Bowhead => tokens.bowhead = 1,
            WhaleKind::Sperm => tokens.sperm = 1,
        }
        tokens
    }

    pub fn counts(self) -> [u8; 4] {
        [self.right, self.bowhead, self.sperm, self.empty]
    }

    pub fn from_counts([right, bowhead, sperm, empty]: [u8; 4]) -> Self {
        Self {
            right,
            bowhead,
            sperm,
            empty,
        }
    }

    pub fn plus(self, other: Self) -> Self {
        Self::from_counts(std::array::from_fn(|i| {
            self.counts()[i].saturating_add(other.counts()[i])
        }))
    }

    /// `None` when `other` holds more of some kind than `self`.
    pub fn minus(self, other: Self) -> Option<Self> {
        let (a, b) = (self.counts(), other.counts());
        let mut out = [0; 4];
        for i in 0..4 {
            out[i] = a[i].checked_sub(b[i])?;
        }
        Some(Self::from_counts(out))
    }

    /// The full bag for a player count: 9 Right, 5 Bowhead, 1 Sperm and 4 Empty Sea each
    /// (rule [`rule::SETUP_WHALE_BAG`]).
    pub fn full_bag(players: u8) -> Self {
        Self {
            right: 9 * players,
            bowhead: 5 * players,
            sperm: players,
            empty: 4 * players,
        }
    }
}

/// Where a ship is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordShipLocation))]
#[serde(tag = "at", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ShipLocation {
    /// On the player board, not prepared.
    Home,
    /// Prepared, waiting on the dock to be launched.
    Dock,
    /// On the whaling track: `space` 1–6, `rank` 0 = arrived first.
    Sea { space: u8, rank: u8 },
    /// In the Return space, sent there by the Captain's House or a Ship's Log card: it comes
    /// in first at the next movement, `rank` 0 = sent first, and then waits on the dock if
    /// `prepared` (Captain's House) or at home (rulings NB-35, NB-47).
    Return {
        rank: u8,
        #[serde(default)]
        prepared: bool,
    },
    /// Retired onto Ship in a Bottle for the rest of the game (ruling NB-46).
    Bottle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordShip))]
#[serde(deny_unknown_fields)]
pub struct Ship {
    pub location: ShipLocation,
    /// Whales in the hold, not yet paid for.
    pub cargo: Whales,
}

impl Ship {
    pub const HOME: Self = Self {
        location: ShipLocation::Home,
        cargo: Whales {
            right: 0,
            bowhead: 0,
            sperm: 0,
        },
    };

    pub fn sea_position(self) -> Option<(u8, u8)> {
        match self.location {
            ShipLocation::Sea { space, rank } => Some((space, rank)),
            _ => None,
        }
    }
}

/// A player's ship: the seat and which of their two ships (0 or 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordShipRef))]
#[serde(deny_unknown_fields)]
pub struct ShipRef {
    pub seat: u8,
    pub ship: u8,
}

/// A Town Expansion token (the Mayor or the Bridge) standing on a building for its user this
/// round, as a worker would (ruling NB-32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordTokenSpot))]
#[serde(deny_unknown_fields)]
pub struct TokenSpot {
    pub seat: u8,
    pub building: Building,
}

/// Where a worker stands this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordWorkerSpot))]
#[serde(rename_all = "kebab-case")]
pub enum WorkerSpot {
    Space(Space),
    Building(Building),
    /// The 5th Player Expansion's town space.
    Wheelhouse,
    /// On the Man Overboard card: this worker sits out (ruling NB-46).
    Overboard,
}

/// The town-board and whaling-board action spaces, usable by any number of workers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordSpace))]
#[serde(rename_all = "kebab-case")]
pub enum Space {
    Farm,
    Forest,
    Warehouse,
    GeneralStore,
    TownHall,
    Dockyard,
    CityPier,
}

impl Space {
    pub const ALL: [Self; 7] = [
        Self::Farm,
        Self::Forest,
        Self::Warehouse,
        Self::GeneralStore,
        Self::TownHall,
        Self::Dockyard,
        Self::CityPier,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::Farm => "Farm",
            Self::Forest => "Forest",
            Self::Warehouse => "Warehouse",
            Self::GeneralStore => "General Store",
            Self::TownHall => "Town Hall",
            Self::Dockyard => "Dockyard",
            Self::CityPier => "City Pier",
        }
    }

    pub fn rule(self) -> RuleId {
        match self {
            Self::Farm => rule::TOWN_FARM,
            Self::Forest => rule::TOWN_FOREST,
            Self::Warehouse => rule::TOWN_WAREHOUSE,
            Self::GeneralStore => rule::TOWN_GENERAL_STORE,
            Self::TownHall => rule::TOWN_HALL,
            Self::Dockyard => rule::WHALING_DOCKYARD,
            Self::CityPier => rule::WHALING_CITY_PIER,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordPlayer))]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// The name given at setup; absent for an unnamed seat (and in states from before names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub money: u32,
    pub wood: u32,
    pub food: u32,
    pub brick: u32,
    /// Whales whose lay was paid: they score.
    pub whales: Whales,
    pub ships: [Ship; 2],
    /// Where each worker stands this round; `null` while in hand.
    pub workers: [Option<WorkerSpot>; 2],
    /// Print-and-play Tryworks: Right Whales still keepable free in this round's movement
    /// (ruling NB-21).
    #[serde(default)]
    pub free_right_whales: u8,
    /// Ship's Log cards taken, in order: the pages the Newspaper and Message in a Bottle count.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log_cards: Vec<LogCard>,
    /// The once-only cards among them already played (and Ship in a Bottle once it holds a
    /// ship).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log_used: Vec<LogCard>,
}

impl Player {
    pub fn pays(&self, cost: Cost) -> bool {
        self.wood >= u32::from(cost.wood)
            && self.food >= u32::from(cost.food)
            && self.brick >= u32::from(cost.brick)
            && self.money >= u32::from(cost.money)
    }

    /// Widened: money and goods are unlimited, so a state may hold any `u32` of each.
    pub fn goods(&self) -> u64 {
        u64::from(self.wood) + u64::from(self.food) + u64::from(self.brick)
    }
}

/// Adds to an unlimited count (money or goods). No real game comes near `u32::MAX`, but a
/// forged state may start there: the count saturates rather than overflow.
pub fn gain(count: &mut u32, amount: u32) {
    *count = count.saturating_add(amount);
}

/// A building tile in this game: who built it and who used it this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordBuildingSlot))]
#[serde(deny_unknown_fields)]
pub struct BuildingSlot {
    pub building: Building,
    pub owner: Option<u8>,
    pub used_by: Option<u8>,
}

/// A good that can be sold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordGood))]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    Wood,
    Food,
    Brick,
}

impl Good {
    pub const ALL: [Self; 3] = [Self::Wood, Self::Food, Self::Brick];

    /// The General Store price.
    pub fn price(self) -> u32 {
        match self {
            Self::Wood | Self::Food => 1,
            Self::Brick => 2,
        }
    }

    pub fn held(self, player: &Player) -> u32 {
        match self {
            Self::Wood => player.wood,
            Self::Food => player.food,
            Self::Brick => player.brick,
        }
    }

    pub fn slot(self, player: &mut Player) -> &mut u32 {
        match self {
            Self::Wood => &mut player.wood,
            Self::Food => &mut player.food,
            Self::Brick => &mut player.brick,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Wood => "wood",
            Self::Food => "food",
            Self::Brick => "brick",
        }
    }
}

/// Where goods are being sold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordMarket))]
#[serde(rename_all = "kebab-case")]
pub enum Market {
    GeneralStore,
    LumberMill,
    Market,
}

/// Which kind of build a worker is making.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordBuildSite))]
#[serde(rename_all = "kebab-case")]
pub enum BuildSite {
    TownHall(TownHallBuild),
    Courthouse,
    /// At full price, then the Mayor token uses the new tile.
    MayorsHouse,
    /// At full price, after the Harbor Office's launch.
    HarborOffice,
    /// At full price, an action building, by the Ship's Log card News from Town.
    NewsFromTown,
}

/// A Town Hall build.
// A named type rather than fields on the variant so that its schema has a name: some client
// generators cannot name an object nested in an unnamed one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordTownHallBuild))]
pub struct TownHallBuild {
    /// Whether this build takes the Town Hall bonus: one resource fewer to pay.
    pub bonus: bool,
}

impl BuildSite {
    pub fn town_hall(bonus: bool) -> Self {
        Self::TownHall(TownHallBuild { bonus })
    }

    /// Resources (never money) the builder may leave unpaid.
    pub fn discount(self) -> u8 {
        match self {
            Self::TownHall(TownHallBuild { bonus: true }) => 1,
            Self::TownHall(TownHallBuild { bonus: false })
            | Self::MayorsHouse
            | Self::HarborOffice
            | Self::NewsFromTown => 0,
            Self::Courthouse => 2,
        }
    }
}

/// A decision in the middle of one worker's action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordStep))]
#[serde(tag = "step", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Step {
    /// Selling goods one at a time; `sold` counts wood, food, brick sold so far.
    Selling {
        market: Market,
        bonus: bool,
        sold: [u8; 3],
    },
    Building {
        site: BuildSite,
    },
    /// The College's user now takes the action of this building, occupied by an opponent.
    College {
        building: Building,
    },
    /// The Mayor token stands on this newly built tile: its user takes the tile's action.
    Mayor {
        building: Building,
    },
    /// The Bridge token stands on this unbuilt tile: its user takes the tile's action.
    Bridge {
        building: Building,
    },
    /// The Loading Dock: whales moved so far onto ship 0 and onto ship 1.
    LoadingDock {
        to_ship_0: Whales,
        to_ship_1: Whales,
    },
    /// The Harbor Office launched a ship: now build a building or sell goods.
    HarborOffice,
    /// The Coffeehouse's draw: awaiting the table's report (`null`), then the user may load one
    /// of the `drawn` whales.
    Coffeehouse {
        drawn: Option<Tokens>,
    },
}

/// The sale of whales a returning ship's owner did not keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordWhaleSale))]
#[serde(deny_unknown_fields)]
pub struct WhaleSale {
    pub seller: u8,
    pub tokens: Whales,
    /// Whose turn it is to buy or pass.
    pub buyer: u8,
    /// Passes in a row; when every other player has passed in a row the sale ends.
    pub passes: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordPhase))]
#[serde(tag = "phase", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Phase {
    /// Seats choose $5 of goods and money in turn order; `chosen` have done so.
    StartingResources {
        chosen: u8,
    },
    /// Workers are placed one at a time; `placed` so far this round.
    Actions {
        placed: u8,
        bought: bool,
        step: Option<Step>,
    },
    /// The Inn's user places their two workers again; `placed` of them so far.
    Inn {
        seat: u8,
        placed: u8,
        bought: bool,
        step: Option<Step>,
    },
    /// A returning ship is being unloaded, whale by whale, or its sold whales are offered.
    Returning {
        ship: ShipRef,
        /// Whales sold so far from this ship, offered to the others once it is empty.
        sold: Whales,
        sale: Option<WhaleSale>,
        /// True in the movement that follows the last round.
        final_voyage: bool,
    },
    /// The table must report which tokens came out of the bag.
    AwaitingDraw {
        count: u8,
    },
    /// Ships choose drawn tokens, farthest first; the next chooser heads `whaling_order`.
    Whaling,
    /// Ships are about to move; Ship's Log cards of the movement are decided first.
    Movement,
    /// The round is over; the Ship's Log's new face-up cards are reported first.
    EndOfRound,
    /// The Coffin's holder takes one more placement after round 12 (ruling NB-46).
    Coffin {
        seat: u8,
        bought: bool,
        step: Option<Step>,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewBedfordState {
    pub edition: Edition,
    pub chance: ChanceMode,
    /// Seeded chance only; hidden in views because it foretells every draw.
    pub rng: Option<RngState>,
    pub round: u8,
    /// Holder of the Ship's Wheel this round.
    pub first_player: u8,
    pub phase: Phase,
    pub players: Vec<Player>,
    /// The building tiles in this game, built or not.
    pub buildings: Vec<BuildingSlot>,
    /// Workers standing on each town/whaling space, in `Space::ALL` order.
    pub space_workers: [u8; 7],
    pub bag: Tokens,
    /// Drawn in the last whaling phase and not chosen; back in the bag next whaling phase.
    pub drawn: Tokens,
    /// Tokens out of the game: unbought whales, Tavern's Empty Seas.
    pub removed: Tokens,
    /// Ships that entered Return this movement and wait to be unloaded, in order.
    pub return_queue: Vec<ShipRef>,
    /// Ships yet to choose in this whaling phase, in order.
    pub whaling_order: Vec<ShipRef>,
    /// The Rising Tide modules in play (the engine plays the 5th Player Expansion).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<Module>,
    /// Workers on the Wheelhouse this round.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wheelhouse_workers: u8,
    /// The last seat to use the Wheelhouse this round: it holds the Ship's Wheel next round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wheel_taken_by: Option<u8>,
    /// The action building the Empty Lot lies on, which cannot be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub covered: Option<Building>,
    /// The Town Expansion's Mayor token this round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mayor: Option<TokenSpot>,
    /// The Town Expansion's Bridge token this round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bridge: Option<TokenSpot>,
    /// Whether the Refinery has sold its one whale this round (ruling NB-34).
    #[serde(default, skip_serializing_if = "is_false")]
    pub refinery_sold: bool,
    /// The tiles that bear the Publishing House symbol in this table's copy (ruling NB-31).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbol_buildings: Vec<Building>,
    /// The Ship's Log module's decks, pending card decisions and lasting card effects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ships_log: Option<ShipsLog>,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_zero(count: &u8) -> bool {
    *count == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_false(flag: &bool) -> bool {
    !*flag
}

impl NewBedfordState {
    pub fn seats(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }

    /// The seat `offset` places clockwise of `seat`.
    pub fn seat_after(&self, seat: Seat, offset: u8) -> Seat {
        let seats = self.seats().max(1);
        ((u16::from(seat) + u16::from(offset)) % u16::from(seats)) as Seat
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[usize::from(seat)]
    }

    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[usize::from(seat)]
    }

    pub fn ship(&self, ship: ShipRef) -> &Ship {
        &self.players[usize::from(ship.seat)].ships[usize::from(ship.ship)]
    }

    pub fn ship_mut(&mut self, ship: ShipRef) -> &mut Ship {
        &mut self.players[usize::from(ship.seat)].ships[usize::from(ship.ship)]
    }

    /// Every ship, seat by seat.
    pub fn all_ships(&self) -> impl Iterator<Item = ShipRef> + '_ {
        (0..self.seats()).flat_map(|seat| (0..SHIPS).map(move |ship| ShipRef { seat, ship }))
    }

    pub fn ships_on(&self, space: u8) -> usize {
        self.all_ships()
            .filter(|&s| matches!(self.ship(s).location, ShipLocation::Sea { space: at, .. } if at == space))
            .count()
    }

    pub fn ships_at_sea(&self) -> usize {
        self.all_ships()
            .filter(|&s| self.ship(s).sea_position().is_some())
            .count()
    }

    pub fn space_has_room(&self, space: u8) -> bool {
        self.ships_on(space) < SPACE_CAPACITY
    }

    pub fn slot(&self, building: Building) -> Option<&BuildingSlot> {
        self.buildings.iter().find(|slot| slot.building == building)
    }

    pub fn slot_mut(&mut self, building: Building) -> Option<&mut BuildingSlot> {
        self.buildings
            .iter_mut()
            .find(|slot| slot.building == building)
    }

    pub fn owns(&self, seat: Seat, building: Building) -> bool {
        self.slot(building)
            .is_some_and(|slot| slot.owner == Some(seat))
    }

    pub fn workers_on(&self, space: Space) -> u8 {
        self.space_workers[space as usize]
    }

    /// Whether the 5th Player Expansion is in play.
    pub fn fifth_player(&self) -> bool {
        self.modules.contains(&Module::FifthPlayer)
    }

    /// Whether the Town Expansion is in play.
    pub fn town(&self) -> bool {
        self.modules.contains(&Module::Town)
    }

    /// Whether `seat` stands on `building` at this moment: a worker still there (the Inn
    /// lifts them) or the seat's Mayor or Bridge token (ruling NB-32).
    pub fn stands_on(&self, seat: Seat, building: Building) -> bool {
        let token = TokenSpot { seat, building };
        self.player(seat)
            .workers
            .contains(&Some(WorkerSpot::Building(building)))
            || self.mayor == Some(token)
            || self.bridge == Some(token)
    }

    /// Ships in the Return space (Captain's House).
    pub fn ships_in_return(&self) -> usize {
        self.all_ships()
            .filter(|&s| matches!(self.ship(s).location, ShipLocation::Return { .. }))
            .count()
    }

    /// The building as printed in this game's edition.
    pub fn cost_of(&self, building: Building) -> Cost {
        let spec: &BuildingSpec = building.spec();
        match (self.edition, spec.print_and_play.cost) {
            (Edition::PrintAndPlay, Some(cost)) => cost,
            _ => spec.cost,
        }
    }
}
