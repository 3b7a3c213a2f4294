//! The state's JSON form, a public contract: clients send states to the stateless endpoints and
//! named matches store them. Every card in play prints in full, so a view shows each seat the
//! printed values of every card it sees. The unseen cards of the decks, which no view shows,
//! print by id when the game plays the practice set (the components endpoint prints them):
//! they are most of a state's cards, and reading them in full was most of a request's time.
//! A deck printed in full (a pack's cards, or a state stored before ids) reads as well.
//! Reading a state back gathers its cards into a catalogue: the practice set's when it plays
//! that set (so the indices are those setup gives), with any card not in it added.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;

use super::super::deck::{BuildingCard, ContractCard, Good, NewspaperCard, PriceCard, ShipCard};
use super::cards::{BuildingId, Cards, Gatherer};
use super::state::{
    Bid, Bidder, Board, BremerhavenState, DeckSizes, DeckSource, Decks, DockedShip, Goods,
    HarborProgress, LoadedContract, Phase, Player, Rack, Resume, Reveal, Variant,
};
use super::table_deck::TableDeck;

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_zero(count: &u8) -> bool {
    *count == 0
}

/// A Ship in one of a harbor's three docks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenDockedShip))]
#[serde(deny_unknown_fields)]
pub struct DockedShipWire {
    pub ship: ShipCard,
    /// Time markers left on it.
    pub time: u8,
    /// The cargo's good (a wild cargo's chosen type).
    pub good: Good,
    /// Goods still aboard.
    pub cargo: u8,
}

/// A Contract in one of a harbor's four loading docks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenLoadedContract))]
#[serde(deny_unknown_fields)]
pub struct LoadedContractWire {
    pub contract: ContractCard,
    /// Time markers left on it.
    pub time: u8,
    /// The good delivered on each of its goods symbols, in the card's order.
    pub delivered: Vec<Option<Good>>,
}

/// One player's harbor, money, prestige and Influence cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenPlayer))]
#[serde(deny_unknown_fields)]
pub struct PlayerWire {
    #[serde(default, skip_serializing_if = "Option::is_none")]
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
    pub docks: [Option<DockedShipWire>; 3],
    pub loading_docks: [Option<LoadedContractWire>; 4],
    /// Buildings on the harbor board, in the order built.
    pub built: Vec<BuildingCard>,
    /// Buildings won but not yet built.
    pub unbuilt: Vec<BuildingCard>,
    /// Goods on storage spaces.
    pub stored: Goods,
    /// Influence cards in hand, lowest first; hidden from the other seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<u8>>,
    pub hand_size: u8,
    /// Influence cards set aside at setup, lowest first, taken one by one with Grow influence.
    pub supply: Vec<u8>,
    /// This round's harbor phase so far.
    #[serde(default)]
    pub harbor: HarborProgress,
    /// Took an Influence card with Grow influence this round: the lowest card goes back to the
    /// box when the cards come home.
    #[serde(default)]
    pub grew: bool,
}

/// An unseen card in a deck: its id in the practice set, or the card printed in full.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenUnseenCard))]
#[serde(untagged)]
pub enum UnseenCard<T> {
    /// The card's id in the practice set.
    Id(String),
    Printed(T),
}

/// What the printed game hides from everyone: the unseen cards of each deck, the dummy's
/// face-down Influence cards and the RNG. Unseen cards have no order: one is drawn when it is
/// revealed (seeded from the RNG, or reported by the table).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenDecks))]
#[serde(deny_unknown_fields)]
pub struct DecksWire {
    /// Unseen Ship cards, by the phase on their backs (phase 1 first): ids in a game played
    /// with the practice set, printed in full with a pack.
    pub ships: Vec<UnseenCard<ShipCard>>,
    pub contracts: Vec<UnseenCard<ContractCard>>,
    pub buildings: Vec<UnseenCard<BuildingCard>>,
    pub newspapers: Vec<NewspaperCard>,
    /// Solo game: Newspaper cards the dummy has drawn since the stack was last shuffled.
    #[serde(default)]
    pub newspaper_discards: Vec<NewspaperCard>,
    /// The solo dummy's Influence cards not yet bid this round, in their shuffled order.
    pub dummy_hand: Vec<u8>,
    /// The solo dummy's five Influence cards.
    #[serde(default)]
    pub dummy_cards: Vec<u8>,
    /// The solo dummy's cards set aside for its upgrades.
    #[serde(default)]
    pub dummy_supply: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rng: Option<RngState>,
}

/// The whole game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenState))]
#[serde(deny_unknown_fields)]
pub struct StateWire {
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
    pub players: Vec<PlayerWire>,
    /// The Sea board's spaces 2.1 onwards.
    pub sea: Vec<Option<ShipCard>>,
    /// The Land board's spaces 3.1 onwards.
    pub land: Vec<Option<ContractCard>>,
    /// The face-up top of the Building stack (1.1), if any is left.
    pub building: Option<BuildingCard>,
    /// The Price stack, top first; the top card sets the prices.
    pub prices: Vec<PriceCard>,
    pub rack: Rack,
    pub phase: Phase,
    /// Influence cards on the bidding spaces, in the order placed.
    pub bids: Vec<Bid>,
    /// Solo game: how often the dummy has upgraded its Influence cards. Public (each upgrade
    /// follows the dummy's bid on Grow influence, which every seat sees turned), so a view
    /// knows the dummy's cards (ruling BH-45); left out while it is 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dummy_upgrades: u8,
    /// Cards left unseen in each deck, public as counts; left out with the table's own deck,
    /// whose piles only the table can count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck_sizes: Option<DeckSizes>,
    /// With the table's own deck: the card being reported, value by value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_deck: Option<TableDeck>,
    /// Table chance: what the table must report before anyone else acts, first things first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reveals: Vec<Reveal>,
    /// Table chance: where play goes on once the reveals are in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resume: Option<Resume>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<DecksWire>,
}


/// Why a state's JSON form does not read.
#[derive(Debug, thiserror::Error)]
enum WireError {
    #[error("the state holds more distinct cards of one kind than 65,535")]
    TooManyCards,
    #[error(
        "no {kind} card of the practice set has the id `{id}`: a deck names its cards by id only \
         in a game played with the practice set (`deck_source: provisional`); print them in full \
         otherwise"
    )]
    UnknownId { kind: &'static str, id: String },
}

impl Serialize for BremerhavenState {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StateWire::from(self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for BremerhavenState {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let wire = StateWire::deserialize(deserializer)?;
        BremerhavenState::from_wire(wire).map_err(serde::de::Error::custom)
    }
}

/// Two states are equal when they print alike: the same cards may sit at other indices of
/// another catalogue (a state read back gathers its own).
impl PartialEq for BremerhavenState {
    fn eq(&self, other: &Self) -> bool {
        StateWire::from(self) == StateWire::from(other)
    }
}

impl Eq for BremerhavenState {}

/// The schema is the JSON form's.
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for BremerhavenState {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        <StateWire as utoipa::PartialSchema>::schema()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for BremerhavenState {
    fn name() -> std::borrow::Cow<'static, str> {
        <StateWire as utoipa::ToSchema>::name()
    }

    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        <StateWire as utoipa::ToSchema>::schemas(schemas);
    }
}

fn docked_to_wire(cards: &Cards, docked: &DockedShip) -> DockedShipWire {
    DockedShipWire {
        ship: cards.ship(docked.ship).clone(),
        time: docked.time,
        good: docked.good,
        cargo: docked.cargo,
    }
}

fn loaded_to_wire(cards: &Cards, loaded: &LoadedContract) -> LoadedContractWire {
    LoadedContractWire {
        contract: cards.contract(loaded.contract).clone(),
        time: loaded.time,
        delivered: loaded.delivered.clone(),
    }
}

fn buildings_to_wire(cards: &Cards, ids: &[BuildingId]) -> Vec<BuildingCard> {
    ids.iter().map(|&id| cards.building(id).clone()).collect()
}

fn player_to_wire(cards: &Cards, player: &Player) -> PlayerWire {
    PlayerWire {
        name: player.name.clone(),
        money: player.money,
        bank: player.bank,
        prestige: player.prestige,
        covers: player.covers,
        walls: player.walls,
        docks: player
            .docks
            .each_ref()
            .map(|docked| docked.as_ref().map(|docked| docked_to_wire(cards, docked))),
        loading_docks: player
            .loading_docks
            .each_ref()
            .map(|loaded| loaded.as_ref().map(|loaded| loaded_to_wire(cards, loaded))),
        built: buildings_to_wire(cards, &player.built),
        unbuilt: buildings_to_wire(cards, &player.unbuilt),
        stored: player.stored,
        hand: player.hand.clone(),
        hand_size: player.hand_size,
        supply: player.supply.clone(),
        harbor: player.harbor,
        grew: player.grew,
    }
}

/// A deck's unseen cards: by id where the catalogue is the practice set's, else in full.
fn unseen_to_wire<'c, I: Copy, T: Clone + 'c>(
    deck: &[I],
    by_id: bool,
    card: impl Fn(I) -> &'c T,
    id: fn(&T) -> &str,
) -> Vec<UnseenCard<T>> {
    deck.iter()
        .map(|&index| {
            let card = card(index);
            if by_id {
                UnseenCard::Id(id(card).to_owned())
            } else {
                UnseenCard::Printed(card.clone())
            }
        })
        .collect()
}

fn decks_to_wire(cards: &Cards, decks: &Decks) -> DecksWire {
    let by_id = cards.is_practice();
    DecksWire {
        ships: unseen_to_wire(&decks.ships, by_id, |id| cards.ship(id), |card| &card.id),
        contracts: unseen_to_wire(
            &decks.contracts,
            by_id,
            |id| cards.contract(id),
            |card| &card.id,
        ),
        buildings: unseen_to_wire(
            &decks.buildings,
            by_id,
            |id| cards.building(id),
            |card| &card.id,
        ),
        newspapers: decks.newspapers.clone(),
        newspaper_discards: decks.newspaper_discards.clone(),
        dummy_hand: decks.dummy_hand.clone(),
        dummy_cards: decks.dummy_cards.clone(),
        dummy_supply: decks.dummy_supply.clone(),
        rng: decks.rng,
    }
}

impl From<&BremerhavenState> for StateWire {
    fn from(state: &BremerhavenState) -> Self {
        let cards = &state.cards;
        Self {
            variant: state.variant,
            chance: state.chance,
            deck_source: state.deck_source,
            provisional: state.provisional,
            board: state.board,
            round: state.round,
            progress: state.progress,
            ranks: state.ranks.clone(),
            players: state
                .players
                .iter()
                .map(|player| player_to_wire(cards, player))
                .collect(),
            sea: state
                .sea
                .iter()
                .map(|ship| ship.map(|id| cards.ship(id).clone()))
                .collect(),
            land: state
                .land
                .iter()
                .map(|contract| contract.map(|id| cards.contract(id).clone()))
                .collect(),
            building: state.building.map(|id| cards.building(id).clone()),
            prices: state.prices.clone(),
            rack: state.rack,
            phase: state.phase,
            bids: state.bids.clone(),
            dummy_upgrades: state.dummy_upgrades,
            deck_sizes: state.deck_sizes,
            table_deck: state.table_deck.clone(),
            reveals: state.reveals.clone(),
            resume: state.resume,
            decks: state.decks.as_ref().map(|decks| decks_to_wire(cards, decks)),
        }
    }
}

/// Cards printed in full always read, unless a kind holds more than an index can name.
fn printed<T>(read: Option<T>) -> Result<T, WireError> {
    read.ok_or(WireError::TooManyCards)
}

/// A deck's unseen cards, each named by its id in the practice set or printed in full.
fn unseen_from_wire<T, I>(
    cards: &mut Gatherer,
    deck: Vec<UnseenCard<T>>,
    kind: &'static str,
    by_id: fn(&Gatherer, &str) -> Option<I>,
    printed: fn(&mut Gatherer, T) -> Option<I>,
) -> Result<Vec<I>, WireError> {
    deck.into_iter()
        .map(|card| match card {
            UnseenCard::Id(id) => by_id(cards, &id).ok_or(WireError::UnknownId { kind, id }),
            UnseenCard::Printed(card) => printed(cards, card).ok_or(WireError::TooManyCards),
        })
        .collect()
}

fn buildings_from_wire(
    cards: &mut Gatherer,
    buildings: Vec<BuildingCard>,
) -> Option<Vec<BuildingId>> {
    buildings
        .into_iter()
        .map(|card| cards.building(card))
        .collect()
}

fn docked_from_wire(cards: &mut Gatherer, docked: DockedShipWire) -> Option<DockedShip> {
    Some(DockedShip {
        ship: cards.ship(docked.ship)?,
        time: docked.time,
        good: docked.good,
        cargo: docked.cargo,
    })
}

fn loaded_from_wire(cards: &mut Gatherer, loaded: LoadedContractWire) -> Option<LoadedContract> {
    Some(LoadedContract {
        contract: cards.contract(loaded.contract)?,
        time: loaded.time,
        delivered: loaded.delivered,
    })
}

/// An empty place stays empty; a filled one is read, `None` if its card does not fit.
fn read_slot<W, T>(slot: Option<W>, read: impl FnOnce(W) -> Option<T>) -> Option<Option<T>> {
    match slot {
        Some(wire) => read(wire).map(Some),
        None => Some(None),
    }
}

/// Reads each slot in turn: `None` if any card does not fit the catalogue.
fn slots_from_wire<W, T, const N: usize>(
    cards: &mut Gatherer,
    slots: [Option<W>; N],
    read: fn(&mut Gatherer, W) -> Option<T>,
) -> Option<[Option<T>; N]> {
    let mut failed = false;
    let read = slots.map(|slot| {
        let card = read_slot(slot, |wire| read(cards, wire));
        failed |= card.is_none();
        card.flatten()
    });
    (!failed).then_some(read)
}

fn player_from_wire(cards: &mut Gatherer, player: PlayerWire) -> Option<Player> {
    Some(Player {
        name: player.name,
        money: player.money,
        bank: player.bank,
        prestige: player.prestige,
        covers: player.covers,
        walls: player.walls,
        docks: slots_from_wire(cards, player.docks, docked_from_wire)?,
        loading_docks: slots_from_wire(cards, player.loading_docks, loaded_from_wire)?,
        built: buildings_from_wire(cards, player.built)?,
        unbuilt: buildings_from_wire(cards, player.unbuilt)?,
        stored: player.stored,
        hand: player.hand,
        hand_size: player.hand_size,
        supply: player.supply,
        harbor: player.harbor,
        grew: player.grew,
    })
}

fn decks_from_wire(cards: &mut Gatherer, decks: DecksWire) -> Result<Decks, WireError> {
    Ok(Decks {
        ships: unseen_from_wire(cards, decks.ships, "Ship", Gatherer::ship_by_id, Gatherer::ship)?,
        contracts: unseen_from_wire(
            cards,
            decks.contracts,
            "Contract",
            Gatherer::contract_by_id,
            Gatherer::contract,
        )?,
        buildings: unseen_from_wire(
            cards,
            decks.buildings,
            "Building",
            Gatherer::building_by_id,
            Gatherer::building,
        )?,
        newspapers: decks.newspapers,
        newspaper_discards: decks.newspaper_discards,
        dummy_hand: decks.dummy_hand,
        dummy_cards: decks.dummy_cards,
        dummy_supply: decks.dummy_supply,
        rng: decks.rng,
    })
}

impl BremerhavenState {
    /// The state a JSON form describes, its cards gathered into a catalogue.
    fn from_wire(wire: StateWire) -> Result<Self, WireError> {
        let mut cards = if wire.deck_source == DeckSource::Provisional {
            Gatherer::practice()
        } else {
            Gatherer::empty()
        };
        let players = printed(
            wire.players
                .into_iter()
                .map(|player| player_from_wire(&mut cards, player))
                .collect::<Option<Vec<_>>>(),
        )?;
        let sea = printed(
            wire.sea
                .into_iter()
                .map(|ship| read_slot(ship, |card| cards.ship(card)))
                .collect::<Option<Vec<_>>>(),
        )?;
        let land = printed(
            wire.land
                .into_iter()
                .map(|contract| read_slot(contract, |card| cards.contract(card)))
                .collect::<Option<Vec<_>>>(),
        )?;
        let building = printed(read_slot(wire.building, |card| cards.building(card)))?;
        let decks = wire
            .decks
            .map(|decks| decks_from_wire(&mut cards, decks))
            .transpose()?;
        Ok(Self {
            cards: cards.finish(),
            variant: wire.variant,
            chance: wire.chance,
            deck_source: wire.deck_source,
            provisional: wire.provisional,
            board: wire.board,
            round: wire.round,
            progress: wire.progress,
            ranks: wire.ranks,
            players,
            sea,
            land,
            building,
            prices: wire.prices,
            rack: wire.rack,
            phase: wire.phase,
            bids: wire.bids,
            dummy_upgrades: wire.dummy_upgrades,
            deck_sizes: wire.deck_sizes,
            table_deck: wire.table_deck,
            reveals: wire.reveals,
            resume: wire.resume,
            decks,
        })
    }
}
