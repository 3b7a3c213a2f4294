//! The printed cards a state points into. Cloning the state is most of what `apply` and the
//! bots' searches do, so a state holds each Ship, Contract and Building card as a small index
//! into one shared, immutable catalogue behind an `Arc`: the practice set's (one for every game
//! that plays it), a pack's, or the cards the table has reported so far. Cloning a state then
//! copies integers, never the cards' names. Newspaper and Price cards are a few bytes with no
//! text, so the state holds them as they are.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, LazyLock};

use super::super::deck::{
    provisional, Ability, BuildingCard, CardBack, ContractCard, DeckSet, ShipCard, Symbol,
    Transport, Use,
};

/// A Ship card of the state's catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShipId(u16);

/// A Contract card of the state's catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ContractId(u16);

/// A Building card of the state's catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BuildingId(u16);

#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Catalogue {
    ships: Vec<ShipCard>,
    contracts: Vec<ContractCard>,
    buildings: Vec<BuildingCard>,
}

/// The cards a state's indices point at. It only ever grows (a table's reports, a state read
/// from JSON), so an index taken from it stays valid in every state that inherits it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cards(Arc<Catalogue>);

const BLANK_BACK: CardBack = CardBack {
    phase: 0,
    two: Use::Unused,
    three: Use::Unused,
    four: Use::Unused,
};

// What a lookup answers for an index its catalogue lacks. Indices are only made by the
// catalogue they point into, so no state reaches these; they keep lookups free of panics.
static BLANK_SHIP: ShipCard = ShipCard {
    id: String::new(),
    name: String::new(),
    lay_time: 0,
    cargo: Symbol::Wild,
    cargo_count: 0,
    berth: 0,
    prestige: 0,
    back: BLANK_BACK,
    provisional: false,
};
static BLANK_CONTRACT: ContractCard = ContractCard {
    id: String::new(),
    delivery_time: 0,
    goods: Vec::new(),
    penalty: None,
    reward: None,
    transport: Transport::Truck,
    back: BLANK_BACK,
    provisional: false,
};
static BLANK_BUILDING: BuildingCard = BuildingCard {
    id: String::new(),
    name: String::new(),
    prestige: 0,
    ability: Ability::None,
    provisional: false,
};

/// Adds `card` at the end of `list`, answering its index; `None` once the list holds as many
/// cards as an index can name.
fn push<T>(list: &mut Vec<T>, card: T) -> Option<u16> {
    let at = u16::try_from(list.len()).ok().filter(|&at| at < u16::MAX)?;
    list.push(card);
    Some(at)
}

/// Indices `0..len` of a list, as the list's own kind of index.
fn all<T>(len: usize, id: fn(u16) -> T) -> impl Iterator<Item = T> {
    (0..u16::try_from(len).unwrap_or(u16::MAX)).map(id)
}

impl Cards {
    /// The practice set's cards, shared by every game that plays them.
    pub fn practice() -> Self {
        static PRACTICE: LazyLock<Cards> = LazyLock::new(|| Cards::of(provisional()));
        PRACTICE.clone()
    }

    /// A set's Ship, Contract and Building cards, each index its position in the set's list.
    pub fn of(set: &DeckSet) -> Self {
        Self(Arc::new(Catalogue {
            ships: set.ships.clone(),
            contracts: set.contracts.clone(),
            buildings: set.buildings.clone(),
        }))
    }

    /// Whether this is the practice set's own catalogue, whose cards a deck names by id.
    pub fn is_practice(&self) -> bool {
        self.same(&Self::practice())
    }

    /// Whether both point at the very same catalogue, so equal indices are equal cards.
    pub fn same(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    pub fn ship(&self, id: ShipId) -> &ShipCard {
        self.0.ships.get(usize::from(id.0)).unwrap_or(&BLANK_SHIP)
    }

    pub fn contract(&self, id: ContractId) -> &ContractCard {
        self.0
            .contracts
            .get(usize::from(id.0))
            .unwrap_or(&BLANK_CONTRACT)
    }

    pub fn building(&self, id: BuildingId) -> &BuildingCard {
        self.0
            .buildings
            .get(usize::from(id.0))
            .unwrap_or(&BLANK_BUILDING)
    }

    /// Every Ship card, in the catalogue's order (a set's: its list's order).
    pub fn ships(&self) -> impl Iterator<Item = ShipId> {
        all(self.0.ships.len(), ShipId)
    }

    pub fn contracts(&self) -> impl Iterator<Item = ContractId> {
        all(self.0.contracts.len(), ContractId)
    }

    pub fn buildings(&self) -> impl Iterator<Item = BuildingId> {
        all(self.0.buildings.len(), BuildingId)
    }

    /// The index of a Ship card equal to `card`, which is added if there is none; `None` once
    /// the catalogue holds as many Ships as an index can name. Adding copies a catalogue that
    /// other states share, so it is for reports and reading states, not for play.
    pub fn add_ship(&mut self, card: ShipCard) -> Option<ShipId> {
        if let Some(at) = self.0.ships.iter().position(|held| *held == card) {
            return u16::try_from(at).ok().map(ShipId);
        }
        push(&mut Arc::make_mut(&mut self.0).ships, card).map(ShipId)
    }

    pub fn add_contract(&mut self, card: ContractCard) -> Option<ContractId> {
        if let Some(at) = self.0.contracts.iter().position(|held| *held == card) {
            return u16::try_from(at).ok().map(ContractId);
        }
        push(&mut Arc::make_mut(&mut self.0).contracts, card).map(ContractId)
    }

    pub fn add_building(&mut self, card: BuildingCard) -> Option<BuildingId> {
        if let Some(at) = self.0.buildings.iter().position(|held| *held == card) {
            return u16::try_from(at).ok().map(BuildingId);
        }
        push(&mut Arc::make_mut(&mut self.0).buildings, card).map(BuildingId)
    }
}

/// How a state's JSON form names its cards, kind by kind: the practice set's (built once),
/// or none for a state that plays another set.
#[derive(Default)]
struct Index {
    ships: HashMap<ShipCard, u16>,
    contracts: HashMap<ContractCard, u16>,
    buildings: HashMap<BuildingCard, u16>,
    /// By id: a deck of a game played with the practice set prints its unseen cards by id.
    ship_ids: HashMap<String, u16>,
    contract_ids: HashMap<String, u16>,
    building_ids: HashMap<String, u16>,
}

/// Maps each of `list`'s keys to its first index.
fn first_indices<T, K: Eq + Hash>(list: &[T], key: impl Fn(&T) -> K) -> HashMap<K, u16> {
    let mut seen = HashMap::with_capacity(list.len());
    for (at, card) in (0..u16::MAX).zip(list) {
        seen.entry(key(card)).or_insert(at);
    }
    seen
}

fn practice_index() -> &'static Index {
    static INDEX: LazyLock<Index> = LazyLock::new(|| {
        let practice = Cards::practice();
        let cards = &practice.0;
        Index {
            ships: first_indices(&cards.ships, Clone::clone),
            contracts: first_indices(&cards.contracts, Clone::clone),
            buildings: first_indices(&cards.buildings, Clone::clone),
            ship_ids: first_indices(&cards.ships, |card| card.id.clone()),
            contract_ids: first_indices(&cards.contracts, |card| card.id.clone()),
            building_ids: first_indices(&cards.buildings, |card| card.id.clone()),
        }
    });
    &INDEX
}

/// Gathers the cards a state's JSON form prints into a catalogue, each distinct card once. It
/// looks cards up by hash, so its time grows with the cards and not with their square: a
/// request may carry thousands of forged ones.
pub struct Gatherer {
    base: Cards,
    /// The base's cards, by card and by id (empty when the base is).
    index: &'static Index,
    /// The base copied on the first card it lacks, with that card and the later ones.
    added: Option<Catalogue>,
    /// Where the added cards are.
    added_index: Index,
}

impl Gatherer {
    /// Starts from the practice set, whose cards keep the indices setup gives them and may be
    /// named by id.
    pub fn practice() -> Self {
        Self::from(Cards::practice(), practice_index())
    }

    /// Starts from no card at all.
    pub fn empty() -> Self {
        static EMPTY: LazyLock<Index> = LazyLock::new(Index::default);
        Self::from(Cards::default(), &EMPTY)
    }

    fn from(base: Cards, index: &'static Index) -> Self {
        Self {
            base,
            index,
            added: None,
            added_index: Index::default(),
        }
    }

    pub fn ship(&mut self, card: ShipCard) -> Option<ShipId> {
        self.find(card, |index| &index.ships, |added| &mut added.ships, |c| &mut c.ships)
            .map(ShipId)
    }

    pub fn contract(&mut self, card: ContractCard) -> Option<ContractId> {
        self.find(
            card,
            |index| &index.contracts,
            |added| &mut added.contracts,
            |c| &mut c.contracts,
        )
        .map(ContractId)
    }

    pub fn building(&mut self, card: BuildingCard) -> Option<BuildingId> {
        self.find(
            card,
            |index| &index.buildings,
            |added| &mut added.buildings,
            |c| &mut c.buildings,
        )
        .map(BuildingId)
    }

    /// A card's index: the base's, else one added before, else a new one at the end of its
    /// list (the base copied first).
    fn find<T: Clone + Eq + Hash>(
        &mut self,
        card: T,
        in_base: fn(&Index) -> &HashMap<T, u16>,
        in_added: fn(&mut Index) -> &mut HashMap<T, u16>,
        list: fn(&mut Catalogue) -> &mut Vec<T>,
    ) -> Option<u16> {
        if let Some(&at) = in_base(self.index).get(&card) {
            return Some(at);
        }
        let seen = in_added(&mut self.added_index);
        if let Some(&at) = seen.get(&card) {
            return Some(at);
        }
        let grown = self.added.get_or_insert_with(|| (*self.base.0).clone());
        let at = push(list(grown), card.clone())?;
        seen.insert(card, at);
        Some(at)
    }

    /// The base's Ship card with this id (only the practice set's cards are named by id).
    pub fn ship_by_id(&self, id: &str) -> Option<ShipId> {
        self.index.ship_ids.get(id).copied().map(ShipId)
    }

    pub fn contract_by_id(&self, id: &str) -> Option<ContractId> {
        self.index.contract_ids.get(id).copied().map(ContractId)
    }

    pub fn building_by_id(&self, id: &str) -> Option<BuildingId> {
        self.index.building_ids.get(id).copied().map(BuildingId)
    }

    /// The catalogue: the base itself, shared, when every card was found in it.
    pub fn finish(self) -> Cards {
        match self.added {
            Some(grown) => Cards(Arc::new(grown)),
            None => self.base,
        }
    }
}
