//! A whole state sampled from what one seat sees (`Rules::determinize`, ruling BH-45), for bots
//! to search from. A view lacks the other seats' hands, the face-down bids of other bidders and
//! the decks (with the solo dummy's cards). Every hidden card set that public counts pin down is
//! worked out and dealt at random; every deck holds as many cards as its public count, drawn
//! uniformly from the cards of the game's lists that the view does not show. One RNG from the
//! seed does all of it, and seeded chance plays on from where the sampling left it.

use crate::core::play::ChanceMode;
use crate::core::rng::RngState;

use super::super::deck::{provisional, BidSpace, CardBack, NewspaperCard};
use super::bidding::is_open;
use super::cards::{BuildingId, Cards, ContractId, ShipId};
use super::draw::shuffle_with;
use super::setup::{in_game, INFLUENCE_SUPPLY, STARTING_HAND};
use super::state::{Bid, Bidder, BremerhavenState, DeckSource, Decks, Phase, Reveal, Variant};

/// What a card set is padded with where a state's counts disagree with its cards: the lowest
/// printed Influence card.
const FILLER: u8 = 1;

/// `view` made whole: everything it lacks is dealt from `seed`. What a view lacks is exactly
/// what its seat may not see, so the seat itself need not be named.
pub fn determinize(view: &BremerhavenState, seed: u64) -> BremerhavenState {
    let mut state = view.clone();
    let mut rng = RngState::new(seed);
    for index in 0..state.players.len() {
        deal_influence(&mut state, index, &mut rng);
    }
    let mut decks = unseen_decks(view, &mut state.cards, &mut rng);
    deal_dummy(&mut state, &mut decks, &mut rng);
    // Chance goes on from where the sampling stopped, so no draw repeats one the sample made.
    decks.rng = (view.chance == ChanceMode::Seeded).then_some(rng);
    state.decks = Some(decks);
    state
}

/// A bidder's Influence cards this round, in hand or on the boards: the five starting cards and
/// the `grown` cards taken from the supply, less the lowest card boxed at each return of the
/// cards — after every growth but this round's (`growing`), whose cards have not come home yet.
/// The supply rises from 5, so boxing the lowest card each time boxes the lowest of them all.
pub fn influence_cards(grown: usize, growing: bool) -> Vec<u8> {
    let mut cards: Vec<u8> = STARTING_HAND
        .iter()
        .chain(INFLUENCE_SUPPLY.iter().take(grown))
        .copied()
        .collect();
    cards.sort_unstable();
    let boxed = grown.saturating_sub(usize::from(growing)).min(cards.len());
    cards.drain(..boxed);
    cards
}

/// Deals a seat whose hand the view lacks: its cards less those face up on the boards,
/// shuffled, one to each of its face-down bids and the rest to its hand, lowest first.
fn deal_influence(state: &mut BremerhavenState, index: usize, rng: &mut RngState) {
    let (Some(player), Ok(seat)) = (state.players.get(index), u8::try_from(index)) else {
        return;
    };
    if player.hand.is_some() {
        return;
    }
    let bidder = Bidder::Seat(seat);
    let grown = INFLUENCE_SUPPLY.len().saturating_sub(player.supply.len());
    let mut cards = influence_cards(grown, player.grew);
    let hand_size = usize::from(player.hand_size);
    for value in face_up_values(&state.bids, bidder) {
        remove_one(&mut cards, &value);
    }
    let face_down = face_down_bids(&state.bids, bidder, |_| true);
    shuffle_with(rng, &mut cards);
    fit(&mut cards, face_down.len().saturating_add(hand_size));
    let mut hand = cards.split_off(face_down.len().min(cards.len()));
    hand.sort_unstable();
    place_values(&mut state.bids, &face_down, &cards);
    if let Some(player) = state.players.get_mut(index) {
        player.hand = Some(hand);
    }
}

/// The solo dummy's cards, worked out from its public count of upgrades, and once a Bidding
/// phase has dealt them, the values of its face-down bids and its hand: seeded, the shuffled
/// cards it has still to bid; at the table, every card whose value is not yet reported, lowest
/// first (as `start_bidding` and the reports leave it).
fn deal_dummy(state: &mut BremerhavenState, decks: &mut Decks, rng: &mut RngState) {
    if state.variant != Variant::Solo {
        return;
    }
    let upgrades = usize::from(state.dummy_upgrades);
    decks.dummy_cards = influence_cards(upgrades, false);
    decks.dummy_supply = INFLUENCE_SUPPLY.get(upgrades..).unwrap_or_default().to_vec();
    // Its hand is dealt when the first Bidding phase opens.
    if matches!(state.phase, Phase::Setup | Phase::StartingGoods { .. }) {
        return;
    }
    let mut cards = decks.dummy_cards.clone();
    let known = face_up_values(&state.bids, Bidder::Dummy);
    for value in &known {
        remove_one(&mut cards, value);
    }
    let hidden = hidden_dummy_bids(state);
    shuffle_with(rng, &mut cards);
    fit(&mut cards, decks.dummy_cards.len().saturating_sub(known.len()));
    let mut hand = cards.split_off(hidden.len().min(cards.len()));
    place_values(&mut state.bids, &hidden, &cards);
    if state.chance == ChanceMode::Table {
        hand.sort_unstable();
    }
    decks.dummy_hand = hand;
}

/// The dummy's bids whose value the full state holds but the view hides. Seeded, each card
/// has its value from the moment it is placed. At the table a value exists once reported: while
/// the dummy's cards are being turned, the ones no longer owed have been.
fn hidden_dummy_bids(state: &BremerhavenState) -> Vec<usize> {
    let owed: Vec<usize> = state
        .reveals
        .iter()
        .filter_map(|reveal| match *reveal {
            Reveal::DummyCard { bid } => Some(usize::from(bid)),
            _ => None,
        })
        .collect();
    let seeded = state.chance == ChanceMode::Seeded;
    face_down_bids(&state.bids, Bidder::Dummy, |index| {
        seeded || (!owed.is_empty() && !owed.contains(&index))
    })
}

/// The values of a bidder's cards that the view shows.
fn face_up_values(bids: &[Bid], bidder: Bidder) -> Vec<u8> {
    bids.iter()
        .filter(|bid| bid.bidder == bidder)
        .filter_map(|bid| bid.value)
        .collect()
}

/// Where a bidder's cards lie with no value shown, those `keep` accepts, in the order placed.
fn face_down_bids(bids: &[Bid], bidder: Bidder, keep: impl Fn(usize) -> bool) -> Vec<usize> {
    bids.iter()
        .enumerate()
        .filter(|&(index, bid)| bid.bidder == bidder && bid.value.is_none() && keep(index))
        .map(|(index, _)| index)
        .collect()
}

fn place_values(bids: &mut [Bid], at: &[usize], values: &[u8]) {
    for (&index, &value) in at.iter().zip(values) {
        if let Some(bid) = bids.get_mut(index) {
            bid.value = Some(value);
        }
    }
}

/// Makes `cards` exactly `count` long. A state that arose in play never needs it: only one
/// whose counts disagree with its cards, whose sample must still keep every count and validate.
fn fit(cards: &mut Vec<u8>, count: usize) {
    cards.truncate(count);
    cards.resize(count, FILLER);
}

fn remove_one<T: PartialEq>(cards: &mut Vec<T>, card: &T) {
    if let Some(at) = cards.iter().position(|held| held == card) {
        cards.remove(at);
    }
}

/// Each deck's unseen cards, as many as its public count, from the cards of the game's lists
/// that the view does not show. The table's own deck keeps no lists. A pack's lists are not in
/// the state's JSON form, so the practice set's stand in for its unseen cards (ruling BH-45),
/// and join the state's catalogue.
fn unseen_decks(view: &BremerhavenState, cards: &mut Cards, rng: &mut RngState) -> Decks {
    if view.deck_source == DeckSource::Table {
        return Decks::default();
    }
    let practice = Practice::in_catalogue(cards);
    let cards = &*cards;
    let sizes = view.deck_sizes;
    let ship_back = |&ship: &ShipId| cards.ship(ship).back;
    let contract_back = |&contract: &ContractId| cards.contract(contract).back;
    let ships = phased(
        &in_this_game(view, &practice.ships, ship_back),
        &shown_ships(view),
        sizes.map(|sizes| sizes.ships),
        |ship| ship_back(ship).phase,
        rng,
    );
    let contracts = phased(
        &in_this_game(view, &practice.contracts, contract_back),
        &shown_contracts(view),
        sizes.map(|sizes| sizes.contracts),
        |contract| contract_back(contract).phase,
        rng,
    );
    let shown: Vec<BuildingId> = view
        .building
        .into_iter()
        .chain(view.players.iter().flat_map(|p| p.built.iter().chain(&p.unbuilt).copied()))
        .collect();
    let buildings = sample(&practice.buildings, &shown, sizes.map(|s| s.buildings), rng);
    let set = provisional();
    let newspaper_count = sizes.map(|sizes| sizes.newspapers);
    let (newspapers, newspaper_discards) = if view.variant == Variant::Solo {
        solo_newspapers(view, &set.newspapers, newspaper_count, rng)
    } else {
        let shown: Vec<NewspaperCard> = view.rack.event.into_iter().collect();
        let stack = sample(&set.newspapers, &shown, newspaper_count, rng);
        (stack, Vec::new())
    };
    Decks {
        ships,
        contracts,
        buildings,
        newspapers,
        newspaper_discards,
        ..Decks::default()
    }
}

/// The practice set's Ship, Contract and Building cards as indices of a state's catalogue, in
/// the set's order.
struct Practice {
    ships: Vec<ShipId>,
    contracts: Vec<ContractId>,
    buildings: Vec<BuildingId>,
}

impl Practice {
    /// A game of the practice set points into the set's own catalogue, whose indices are the
    /// set's order; any other catalogue gains the cards it lacks.
    fn in_catalogue(cards: &mut Cards) -> Self {
        let practice = Cards::practice();
        if cards.same(&practice) {
            return Self {
                ships: practice.ships().collect(),
                contracts: practice.contracts().collect(),
                buildings: practice.buildings().collect(),
            };
        }
        let set = provisional();
        Self {
            ships: (set.ships.iter())
                .filter_map(|card| cards.add_ship(card.clone()))
                .collect(),
            contracts: (set.contracts.iter())
                .filter_map(|card| cards.add_contract(card.clone()))
                .collect(),
            buildings: (set.buildings.iter())
                .filter_map(|card| cards.add_building(card.clone()))
                .collect(),
        }
    }
}

/// The cards whose backs put them in this game, as setup deals them (the solo game with the
/// 2-player decks, S0).
fn in_this_game<T: Clone>(
    view: &BremerhavenState,
    cards: &[T],
    back: impl Fn(&T) -> CardBack,
) -> Vec<T> {
    let players = if view.variant == Variant::Solo {
        2
    } else {
        view.seats()
    };
    cards
        .iter()
        .filter(|card| in_game(back(card), players, view.variant))
        .cloned()
        .collect()
}

/// The Ships the view shows: at sea and docked.
fn shown_ships(view: &BremerhavenState) -> Vec<ShipId> {
    let docked = view
        .players
        .iter()
        .flat_map(|player| player.docks.iter().flatten().map(|docked| docked.ship));
    view.sea.iter().flatten().copied().chain(docked).collect()
}

/// The Contracts the view shows: on the Land board and in loading docks.
fn shown_contracts(view: &BremerhavenState) -> Vec<ContractId> {
    let loaded = view.players.iter().flat_map(|player| {
        player
            .loading_docks
            .iter()
            .flatten()
            .map(|loaded| loaded.contract)
    });
    view.land.iter().flatten().copied().chain(loaded).collect()
}

/// `count` unseen cards of `all` (every unseen one when the count is unknown) for a deck with
/// no order.
fn sample<T: Clone + PartialEq>(
    all: &[T],
    seen: &[T],
    count: Option<u8>,
    rng: &mut RngState,
) -> Vec<T> {
    let unseen = without(all, seen);
    let count = count.map_or(unseen.len(), usize::from);
    let (mut cards, _) = split(rng, unseen, count);
    pad(&mut cards, count, all);
    cards
}

/// `count` unseen cards of `all` for a deck stacked by phase, lowest on top. Cards are drawn
/// from the lowest phase left, so what is left is every card of the higher phases and some of
/// the lowest: from the highest phase down, each phase keeps as many as it prints until the
/// count is reached, those of the last phase reached drawn uniformly from its unseen cards.
fn phased<T: Clone + PartialEq>(
    all: &[T],
    seen: &[T],
    count: Option<u8>,
    phase: impl Fn(&T) -> u8,
    rng: &mut RngState,
) -> Vec<T> {
    let unseen = without(all, seen);
    let count = count.map_or(unseen.len(), usize::from);
    let mut phases: Vec<u8> = all.iter().map(&phase).collect();
    phases.sort_unstable();
    phases.dedup();
    let mut cards = Vec::with_capacity(count);
    for &p in phases.iter().rev() {
        let printed = all.iter().filter(|card| phase(card) == p).count();
        let candidates: Vec<T> = unseen
            .iter()
            .filter(|card| phase(card) == p)
            .cloned()
            .collect();
        let wanted = count.saturating_sub(cards.len()).min(printed);
        cards.extend(split(rng, candidates, wanted).0);
    }
    pad(&mut cards, count, all);
    // Stable: each phase keeps its cards in list order, as the drawn-from deck does.
    cards.sort_by_key(&phase);
    cards
}

/// The solo game's Newspaper cards: none leaves the game, so those not in the stack lie on the
/// dummy's discards. The last ones drawn (this round's, back to the stack's last reshuffle)
/// named the spaces of the dummy's bids this round, and are dealt to fit them.
fn solo_newspapers(
    view: &BremerhavenState,
    all: &[NewspaperCard],
    count: Option<u8>,
    rng: &mut RngState,
) -> (Vec<NewspaperCard>, Vec<NewspaperCard>) {
    let mut pool = all.to_vec();
    let count = count.map_or(pool.len(), usize::from);
    let drawn = pool.len().saturating_sub(count);
    let spaces: Vec<BidSpace> = view
        .bids
        .iter()
        .filter(|bid| bid.bidder == Bidder::Dummy)
        .map(|bid| bid.space)
        .collect();
    let recent = spaces.get(spaces.len().saturating_sub(drawn)..).unwrap_or_default();
    let mut last: Vec<Option<NewspaperCard>> = vec![None; recent.len()];
    // Cards that named the space bid on first: a Parking-lot bid may come from a card naming
    // a board space, and must not take the one such a bid needs.
    for parking in [false, true] {
        for (slot, &space) in last.iter_mut().zip(recent) {
            if (space == BidSpace::ParkingLot) == parking {
                *slot = take_fitting(&mut pool, rng, |card| could_name(view, card, space));
            }
        }
    }
    let (mut deck, mut discards) = split(rng, pool, count);
    pad(&mut deck, count, all);
    shuffle_with(rng, &mut discards);
    discards.extend(last.into_iter().flatten());
    (deck, discards)
}

/// One card of `pool` that `fits`, uniformly; any card when none fits (cards that do not
/// match the view's: a pack's, for which the practice set stands in).
fn take_fitting(
    pool: &mut Vec<NewspaperCard>,
    rng: &mut RngState,
    fits: impl Fn(&NewspaperCard) -> bool,
) -> Option<NewspaperCard> {
    let mut candidates: Vec<usize> = pool
        .iter()
        .enumerate()
        .filter(|(_, card)| fits(card))
        .map(|(at, _)| at)
        .collect();
    if candidates.is_empty() {
        candidates = (0..pool.len()).collect();
    }
    let bound = u32::try_from(candidates.len()).ok().filter(|&n| n > 0)?;
    let drawn = rng.draw_one_below(bound);
    let at = candidates.get(usize::try_from(drawn).ok()?).copied()?;
    (at < pool.len()).then(|| pool.remove(at))
}

/// Whether the dummy, having drawn `card`, bid on `space`: the card names it, or names a space
/// with no card, which sends the bid to the Parking lot (ruling BH-30). While the bids lie face
/// down the boards are as they were at every bid; once turned they have moved on, and any space
/// that can be empty may have been.
fn could_name(view: &BremerhavenState, card: &NewspaperCard, space: BidSpace) -> bool {
    if card.solo_space == space {
        return true;
    }
    let may_be_empty = matches!(
        card.solo_space,
        BidSpace::Building | BidSpace::Ship(_) | BidSpace::Contract(_)
    );
    let bidding = matches!(view.phase, Phase::Bidding { .. });
    space == BidSpace::ParkingLot
        && may_be_empty
        && !(bidding && is_open(view, card.solo_space))
}

/// `all` less one copy of each card `seen`.
fn without<T: Clone + PartialEq>(all: &[T], seen: &[T]) -> Vec<T> {
    let mut unseen = all.to_vec();
    for card in seen {
        remove_one(&mut unseen, card);
    }
    unseen
}

/// `count` cards of `pool` chosen uniformly (all when there are fewer), in the pool's order,
/// and the rest in the pool's order.
fn split<T>(rng: &mut RngState, pool: Vec<T>, count: usize) -> (Vec<T>, Vec<T>) {
    let len = pool.len();
    let count = count.min(len);
    // A partial Fisher–Yates shuffle of the positions: its first `count` are a uniform choice.
    let mut order: Vec<usize> = (0..len).collect();
    let bounds: Vec<u32> = (0..count)
        .map(|placed| u32::try_from(len.saturating_sub(placed)).unwrap_or(u32::MAX))
        .collect();
    for (placed, drawn) in rng.draw_below(&bounds).into_iter().enumerate() {
        let offset = usize::try_from(drawn).unwrap_or(0);
        let pick = placed.saturating_add(offset).min(len.saturating_sub(1));
        order.swap(placed, pick);
    }
    let mut chosen = vec![false; len];
    for &position in order.iter().take(count) {
        if let Some(flag) = chosen.get_mut(position) {
            *flag = true;
        }
    }
    let (mut kept, mut rest) = (Vec::with_capacity(count), Vec::new());
    for (card, chosen) in pool.into_iter().zip(chosen) {
        if chosen {
            kept.push(card);
        } else {
            rest.push(card);
        }
    }
    (kept, rest)
}

/// Tops `cards` up to `count` with copies from `all`, in turn. Only a deck larger than the
/// cards its view leaves unseen needs it: a pack's, counted from its own larger lists.
fn pad<T: Clone>(cards: &mut Vec<T>, count: usize, all: &[T]) {
    let mut copies = all.iter().cycle();
    while cards.len() < count {
        match copies.next() {
            Some(card) => cards.push(card.clone()),
            None => return,
        }
    }
}
