//! Building Bremerhaven states for rule tests. A seeded game is set up and its plain data
//! edited: ranks put in seat order, cards written out in full (so a test names every number it
//! relies on), bids laid directly on the spaces before the engine turns them, and a phase
//! entered through the same engine functions the round itself calls.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::refusal::Refusal;

use super::super::super::deck::{
    Ability, BidSpace, BuildingCard, CardBack, ContractCard, Event, Good, NewspaperCard, PriceCard,
    ShipCard, Stake, Symbol, Transport, Use,
};
use super::super::{
    cleanup, general, harbor_phase, Bid, Bidder, BremerhavenAction as A, BremerhavenEvent,
    BremerhavenGameOptions, BremerhavenRules, BremerhavenState, BuildingId, ContractId,
    DockedShip, LoadedContract, Phase, ShipId, Variant,
};

pub const RULES: BremerhavenRules = BremerhavenRules;

/// A seeded game just set up; short and solo games have taken their starting goods (the
/// first good offered, three times).
pub fn seeded(players: u8, variant: Variant) -> BremerhavenState {
    let options = BremerhavenGameOptions {
        variant: Some(variant),
        ..BremerhavenGameOptions::default()
    };
    let mut state = super::super::setup(players, &options, 7, ChanceMode::Seeded).unwrap();
    while let Phase::StartingGoods { seat, .. } = state.phase {
        let action = RULES.legal_actions(&state, Actor::Seat(seat))[0];
        state = RULES.apply(&state, Actor::Seat(seat), &action).unwrap().0;
    }
    state
}

/// A seeded game of `players` in its first bidding, the ranks in seat order (seat 0 Captain)
/// and nobody's bid out yet; no Building on 1.1 unless a test puts one there.
pub fn game(players: u8, variant: Variant) -> BremerhavenState {
    let mut state = seeded(players, variant);
    if variant != Variant::Solo {
        state.ranks = (0..players).map(Bidder::Seat).collect();
    }
    state.bids.clear();
    state.phase = Phase::Bidding { placed: 0 };
    state
}

pub fn seat(n: u8) -> Bidder {
    Bidder::Seat(n)
}

pub fn bid(bidder: Bidder, space: BidSpace, value: u8) -> Bid {
    Bid {
        space,
        bidder,
        value: Some(value),
    }
}

/// Lays `bids` (taking each seat's cards out of its hand) and turns them: the general action
/// phase runs up to its first decision, as after the round's last bid.
pub fn reveal(state: &BremerhavenState, bids: &[Bid]) -> (BremerhavenState, Vec<BremerhavenEvent>) {
    let mut state = state.clone();
    for laid in bids {
        if let (Bidder::Seat(seat), Some(value)) = (laid.bidder, laid.value) {
            let player = &mut state.players[usize::from(seat)];
            let hand = player.hand.as_mut().unwrap();
            if let Some(at) = hand.iter().position(|&held| held == value) {
                hand.remove(at);
                player.hand_size -= 1;
            }
        }
    }
    state.bids = bids.to_vec();
    state.phase = Phase::Bidding {
        placed: u8::try_from(bids.len()).unwrap(),
    };
    let mut events = Vec::new();
    general::start(&mut state, &mut events);
    (state, events)
}

/// `seat` takes `action`, which must be legal and listed.
pub fn act(
    state: &BremerhavenState,
    seat: u8,
    action: A,
) -> (BremerhavenState, Vec<BremerhavenEvent>) {
    assert!(
        RULES
            .legal_actions(state, Actor::Seat(seat))
            .contains(&action),
        "{action:?} is not listed for seat {seat} in {:?}",
        state.phase
    );
    RULES
        .apply(state, Actor::Seat(seat), &action)
        .unwrap_or_else(|refusal| panic!("{action:?} refused: {refusal}"))
}

/// The code and rule of the refusal of `action` by `seat`, which must not be listed either.
pub fn refused(state: &BremerhavenState, seat: u8, action: A) -> (&'static str, &'static str) {
    assert!(
        !RULES
            .legal_actions(state, Actor::Seat(seat))
            .contains(&action),
        "{action:?} is listed for seat {seat}"
    );
    let refusal = RULES
        .apply(state, Actor::Seat(seat), &action)
        .expect_err("the action was accepted");
    (refusal.code(), refusal.rule())
}

/// The seats that may act now.
pub fn to_act(state: &BremerhavenState) -> Vec<Actor> {
    RULES.to_act(state)
}

fn back() -> CardBack {
    CardBack {
        phase: 1,
        two: Use::Both,
        three: Use::Both,
        four: Use::Both,
    }
}

pub fn ship(id: &str, lay_time: u8, cargo: Symbol, count: u8, berth: u8, stars: u8) -> ShipCard {
    ShipCard {
        id: id.to_owned(),
        name: id.to_owned(),
        lay_time,
        cargo,
        cargo_count: count,
        berth,
        prestige: stars,
        back: back(),
        provisional: true,
    }
}

pub fn contract(
    id: &str,
    delivery_time: u8,
    goods: &[Symbol],
    penalty: Option<Stake>,
    reward: Option<Stake>,
) -> ContractCard {
    ContractCard {
        id: id.to_owned(),
        delivery_time,
        goods: goods.to_vec(),
        penalty,
        reward,
        transport: Transport::Truck,
        back: back(),
        provisional: true,
    }
}

pub fn building(id: &str, prestige: u8, ability: Ability) -> BuildingCard {
    BuildingCard {
        id: id.to_owned(),
        name: id.to_owned(),
        prestige,
        ability,
        provisional: true,
    }
}

pub fn price(barrel: u8, crate_: u8, container: u8, passenger: u8) -> PriceCard {
    PriceCard {
        barrel,
        crate_,
        container,
        passenger,
        provisional: true,
    }
}

pub fn newspaper(progress: u8, event: Event, solo_space: BidSpace) -> NewspaperCard {
    NewspaperCard {
        progress,
        event,
        solo_space,
        provisional: true,
    }
}

/// `card` in the state's catalogue, to be put anywhere a Ship goes.
pub fn put_ship(state: &mut BremerhavenState, card: ShipCard) -> ShipId {
    state.cards.add_ship(card).unwrap()
}

pub fn put_contract(state: &mut BremerhavenState, card: ContractCard) -> ContractId {
    state.cards.add_contract(card).unwrap()
}

pub fn put_building(state: &mut BremerhavenState, card: BuildingCard) -> BuildingId {
    state.cards.add_building(card).unwrap()
}

/// The Sea board's cards, printed.
pub fn sea_cards(state: &BremerhavenState) -> Vec<Option<ShipCard>> {
    let card = |&ship: &ShipId| state.cards.ship(ship).clone();
    state.sea.iter().map(|ship| ship.as_ref().map(card)).collect()
}

/// The Land board's cards, printed.
pub fn land_cards(state: &BremerhavenState) -> Vec<Option<ContractCard>> {
    let card = |&contract: &ContractId| state.cards.contract(contract).clone();
    state.land.iter().map(|contract| contract.as_ref().map(card)).collect()
}

/// Buildings as printed.
pub fn building_cards(state: &BremerhavenState, buildings: &[BuildingId]) -> Vec<BuildingCard> {
    buildings
        .iter()
        .map(|&building| state.cards.building(building).clone())
        .collect()
}

/// Buildings put in the state's catalogue, for a harbor's `built` or `unbuilt`.
pub fn put_buildings(state: &mut BremerhavenState, cards: Vec<BuildingCard>) -> Vec<BuildingId> {
    cards
        .into_iter()
        .map(|card| put_building(state, card))
        .collect()
}

/// Docks `ship` in `dock` of `seat`'s harbor with `time` markers and `cargo` goods of `good`.
pub fn docked(
    state: &mut BremerhavenState,
    seat: u8,
    dock: usize,
    ship: ShipCard,
    time: u8,
    good: Good,
    cargo: u8,
) {
    let ship = put_ship(state, ship);
    state.players[usize::from(seat)].docks[dock] = Some(DockedShip {
        ship,
        time,
        good,
        cargo,
    });
}

/// Puts `contract` in `loading_dock` of `seat`'s harbor with `time` markers and the goods
/// `delivered` on its first symbols.
pub fn loaded(
    state: &mut BremerhavenState,
    seat: u8,
    loading_dock: usize,
    contract: ContractCard,
    time: u8,
    delivered: &[Good],
) {
    let mut on_card = vec![None; contract.goods.len()];
    for (slot, &good) in on_card.iter_mut().zip(delivered) {
        *slot = Some(good);
    }
    let contract = put_contract(state, contract);
    state.players[usize::from(seat)].loading_docks[loading_dock] = Some(LoadedContract {
        contract,
        time,
        delivered: on_card,
    });
}

/// Empties every loading dock and dock of every harbor.
pub fn clear_harbors(state: &mut BremerhavenState) {
    for player in &mut state.players {
        player.loading_docks = [None, None, None, None];
        player.docks = [None, None, None];
    }
}

/// The individual harbor phase, every seat acting, as after the Land board.
pub fn harbor(state: &BremerhavenState) -> BremerhavenState {
    let mut state = state.clone();
    let mut events = Vec::new();
    harbor_phase::start(&mut state, &mut events);
    state
}

/// The clean-up, as after the last seat's harbor phase.
pub fn clean_up(state: &BremerhavenState) -> (BremerhavenState, Vec<BremerhavenEvent>) {
    let mut state = state.clone();
    let mut events = Vec::new();
    cleanup::start(&mut state, &mut events);
    (state, events)
}
