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

/// The catalogue being gathered: the base's, copied on the first card it lacks.
fn grown<'a>(base: &Cards, added: &'a mut Option<Catalogue>) -> &'a mut Catalogue {
    added.get_or_insert_with(|| (*base.0).clone())
}

/// Adds a card that `seen` lacks to the end of `list`, answering its index.
fn gather<T: Clone + Eq + Hash>(
    list: &mut Vec<T>,
    seen: &mut HashMap<T, u16>,
    card: T,
) -> Option<u16> {
    let at = push(list, card.clone())?;
    seen.insert(card, at);
    Some(at)
}

/// Maps each card of `list` to its first index.
fn first_indices<T: Clone + Eq + Hash>(list: &[T]) -> HashMap<T, u16> {
    let mut seen = HashMap::with_capacity(list.len());
    for (at, card) in (0..u16::MAX).zip(list) {
        seen.entry(card.clone()).or_insert(at);
    }
    seen
}

/// Gathers the cards a state's JSON form prints into a catalogue, each distinct card once. It
/// looks cards up by hash, so its time grows with the cards and not with their square: a
/// request may carry thousands of forged ones.
pub struct Gatherer {
    base: Cards,
    added: Option<Catalogue>,
    ships: HashMap<ShipCard, u16>,
    contracts: HashMap<ContractCard, u16>,
    buildings: HashMap<BuildingCard, u16>,
}

impl Gatherer {
    /// Starts from `base`, whose cards keep their indices.
    pub fn new(base: Cards) -> Self {
        Self {
            ships: first_indices(&base.0.ships),
            contracts: first_indices(&base.0.contracts),
            buildings: first_indices(&base.0.buildings),
            added: None,
            base,
        }
    }

    pub fn ship(&mut self, card: ShipCard) -> Option<ShipId> {
        if let Some(&at) = self.ships.get(&card) {
            return Some(ShipId(at));
        }
        let list = &mut grown(&self.base, &mut self.added).ships;
        gather(list, &mut self.ships, card).map(ShipId)
    }

    pub fn contract(&mut self, card: ContractCard) -> Option<ContractId> {
        if let Some(&at) = self.contracts.get(&card) {
            return Some(ContractId(at));
        }
        let list = &mut grown(&self.base, &mut self.added).contracts;
        gather(list, &mut self.contracts, card).map(ContractId)
    }

    pub fn building(&mut self, card: BuildingCard) -> Option<BuildingId> {
        if let Some(&at) = self.buildings.get(&card) {
            return Some(BuildingId(at));
        }
        let list = &mut grown(&self.base, &mut self.added).buildings;
        gather(list, &mut self.buildings, card).map(BuildingId)
    }

    /// The catalogue: the base itself, shared, when every card was found in it.
    pub fn finish(self) -> Cards {
        match self.added {
            Some(grown) => Cards(Arc::new(grown)),
            None => self.base,
        }
    }
}
