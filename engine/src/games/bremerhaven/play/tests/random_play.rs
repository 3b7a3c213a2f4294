//! Random Bremerhaven games from setup to the final score sheet, through the shared harness
//! (`core::harness`): the long and the short game at 2, 3 and 4 players and the solo game at 1,
//! in both chance modes (14 plans), under uniform play, the rarest action kind first, and preferences for
//! the Town board's permits, for the harbor's goods, and for Ships and Contracts (5 biases).
//!
//! In table chance the table's reports carry odds checked against the unseen cards counted
//! here (`exact_odds`).
//!
//! Every step validates and keeps, besides the harness's own checks:
//! - Influence cards: each seat's hand, bids and supply are a part of its 12 printed cards, and
//!   hand plus bids on the boards are 5 (6 after Grow influence) all round, so a Bidding phase
//!   starts with 5 in hand; the solo dummy's hand and bids are its 5 cards; every bidder's
//!   cards are those its public counts give (supply left, `grew`, the dummy's upgrades), as a
//!   state sampled from a view deals them;
//! - Buildings built on at most the harbor's 12 spaces, beside the Cover cards left;
//! - goods: at most 40 of each type across all harbors (storage, cargo aboard, delivered);
//!   cargo within its Ship's printed count (at most 5), time markers within the printed time;
//!   a docked Ship still fits its berth;
//! - cards: every Ship, Contract and Building id is in one place (a deck, a board, a harbor),
//!   never comes back once gone, and leaves only through an event that names it (or the
//!   boards' refill, for the Sea and Land boards' cards); the public deck counts are right;
//! - money, Bank and prestige change only through the step's events: each seat's ledger,
//!   replayed from the events (penalties paid as far as cash and Bank go, a settled Contract's
//!   sale, reward and bonus, the Newspaper event's charges), gives the new state; prestige
//!   falls only by a prestige penalty's `PrestigeChanged` or a Scandal;
//! - secrecy: no seat's view shows another seat's hand, any face-down bid value of another
//!   bidder during the Bidding phase (the dummy's are hidden from everyone), or the decks; no
//!   logged action or event shows another seat's face-down card; changing another seat's hand
//!   or face-down cards does not change what a seat sees.
//!
//! Counts: CI plays `CI_GAMES` games per plan and bias (`CI_GAMES` × 14 plans × 5 biases);
//! `QUARTERDECK_RANDOM_GAMES=<n>` plays `n`; `QUARTERDECK_SOAK=1` plays 2,000 per plan and
//! bias: `QUARTERDECK_SOAK=1 cargo test --release -p quarterdeck-engine
//! bremerhaven::play::tests::random_play`. `QUARTERDECK_DEEP_STRIDE` and
//! `QUARTERDECK_MAX_FAILURES` work as for every game (see `core::harness`).

use crate::core::test_support::read_log_entry;
use std::collections::{HashMap, HashSet};

use serde_json::Value;

use crate::core::harness::{
    self, check_universe, kinds_never_taken, regression_seeds, Bias, GameHarness, HiddenCard, Plan,
    Regression,
    Tally,
};
use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::{Playout, Step};

use super::super::super::deck::{Ability, Event, Good, Stake, Symbol};
use super::super::{
    Bidder, BremerhavenAction as A, BremerhavenEvent as E, BremerhavenGameOptions,
    BremerhavenRules, BremerhavenState, BuildingId, ContractId, DeckSource, Phase, ShipId,
    Variant, MAX_LEGAL_ACTIONS,
};
use super::super::determinize::influence_cards;
use super::super::setup::INFLUENCE_SUPPLY;
use super::odds::exact_odds;
use super::universe::{kind, universe};

const RULES: BremerhavenRules = BremerhavenRules;

/// Games per plan and bias in CI.
const CI_GAMES: u64 = 3;

/// The chance modes every plan is played in. Table chance is one line away:
/// `&[ChanceMode::Seeded, ChanceMode::Table]`.
const CHANCES: &[ChanceMode] = &[ChanceMode::Seeded, ChanceMode::Table];

/// A player's 12 printed Influence cards (rulebook, 1.3).
const INFLUENCE_CARDS: [u8; 12] = [1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9];
/// Influence cards held for a round.
const HAND: usize = 5;
/// Goods chits of each type in the box.
const GOODS_OF_A_TYPE: u32 = 40;
/// The spaces of a harbor board, where Buildings go.
const HARBOR_SPACES: usize = 12;
/// The most goods a Ship carries, and the most symbols a Contract prints.
const MOST_CARGO: u8 = 5;

pub(super) struct Bremerhaven;

impl GameHarness for Bremerhaven {
    type R = BremerhavenRules;

    fn rules(&self) -> &BremerhavenRules {
        &RULES
    }

    fn kind(&self, action: &A) -> &'static str {
        kind(action)
    }

    fn universe(&self) -> Vec<A> {
        universe()
    }

    fn max_legal_actions(&self) -> usize {
        MAX_LEGAL_ACTIONS
    }

    fn redacted(&self) -> &'static [&'static str] {
        &["decks", "players[*].hand"]
    }

    fn seats(&self, state: &BremerhavenState) -> u8 {
        state.seats()
    }

    fn hidden_cards(&self, state: &BremerhavenState, seat: u8) -> Vec<HiddenCard> {
        super::sampling::hidden_cards(state, seat)
    }

    fn check_step(&self, step: &Step<'_, BremerhavenRules>) {
        let events = match RULES.apply(step.before, step.actor, step.action) {
            Ok((_, events)) => events,
            Err(refusal) => panic!("{:?} applies again: {refusal}", step.action),
        };
        let at = Context {
            step,
            events: &events,
        };
        check_influence(step.after);
        check_goods(step.after);
        check_cards(&at);
        check_ledger(&at);
        check_secrecy(step.after);
        check_logged_secrecy(&at);
    }

    fn check_final(&self, state: &BremerhavenState, playout: &Playout) {
        assert_eq!(state.phase, Phase::Over);
        let sheet = &playout.sheet;
        assert!(sheet.is_final, "the sheet is final");
        assert!(!sheet.winners.is_empty(), "the sheet names winners");
        assert_eq!(sheet.players.len(), state.players.len(), "one row a player");
        assert!(
            state
                .players
                .iter()
                .all(|p| p.loading_docks.iter().all(Option::is_none)),
            "every Contract is settled at the end"
        );
    }

    fn exact_odds(&self, state: &BremerhavenState, action: &A) -> Option<f64> {
        exact_odds(state, action)
    }
}

/// One step with the events it gave.
struct Context<'a, 's> {
    step: &'a Step<'s, BremerhavenRules>,
    events: &'a [E],
}

impl Context<'_, '_> {
    fn before(&self) -> &BremerhavenState {
        self.step.before
    }

    fn after(&self) -> &BremerhavenState {
        self.step.after
    }

    fn what(&self) -> String {
        format!(
            "{:?} by {} in {:?} (events {:?})",
            self.step.action,
            self.step.actor,
            self.before().phase,
            self.events
        )
    }
}

/// Whether `cards` (in any order) is a part of the 12 printed Influence cards.
fn printed_influence(mut cards: Vec<u8>) -> bool {
    cards.sort_unstable();
    let mut printed = INFLUENCE_CARDS.iter().peekable();
    cards.iter().all(|card| {
        while printed.next_if(|&&p| p < *card).is_some() {}
        printed.next_if(|&&p| p == *card).is_some()
    })
}

/// The values of a bidder's cards on the boards. At the table the dummy's cards lie face down
/// with no value until the reveal reports them (they stay in its hand until then).
fn bid_values(state: &BremerhavenState, bidder: Bidder) -> Vec<u8> {
    let unturned = bidder == Bidder::Dummy && state.chance == ChanceMode::Table;
    state
        .bids
        .iter()
        .filter(|bid| bid.bidder == bidder)
        .filter_map(|bid| {
            assert!(
                unturned || bid.value.is_some(),
                "a bid of {bidder:?} has no value in the full state"
            );
            bid.value
        })
        .collect()
}

/// Each seat's Influence cards are a part of its 12, and hand plus bids are the round's 5
/// (6 once it grew); the dummy's hand and bids are its 5 cards.
fn check_influence(state: &BremerhavenState) {
    for (seat, player) in (0u8..).zip(&state.players) {
        let hand = player.hand.as_deref().unwrap_or_default();
        let bids = bid_values(state, Bidder::Seat(seat));
        let cards: Vec<u8> = hand
            .iter()
            .chain(&bids)
            .chain(&player.supply)
            .copied()
            .collect();
        assert!(
            printed_influence(cards.clone()),
            "seat {seat}'s Influence cards {cards:?} are not a part of {INFLUENCE_CARDS:?}"
        );
        assert_eq!(
            hand.len() + bids.len(),
            HAND + usize::from(player.grew),
            "seat {seat} holds {hand:?} and bid {bids:?} (grew: {}) in {:?}",
            player.grew,
            state.phase
        );
        // What a sample from another seat's view deals it (ruling BH-45).
        let mut held: Vec<u8> = hand.iter().chain(&bids).copied().collect();
        held.sort_unstable();
        let grown = INFLUENCE_SUPPLY.len() - player.supply.len();
        assert_eq!(
            held,
            influence_cards(grown, player.grew),
            "seat {seat}'s cards are not those its public counts give"
        );
    }
    if state.variant == Variant::Solo {
        let decks = state.decks.as_ref().expect("the full state has its decks");
        assert_eq!(decks.dummy_cards.len(), HAND, "the dummy holds 5 cards");
        let all: Vec<u8> = decks
            .dummy_cards
            .iter()
            .chain(&decks.dummy_supply)
            .copied()
            .collect();
        assert!(printed_influence(all), "the dummy's cards are printed ones");
        let upgrades = usize::from(state.dummy_upgrades);
        assert_eq!(
            (decks.dummy_cards.clone(), decks.dummy_supply.len()),
            (
                influence_cards(upgrades, false),
                INFLUENCE_SUPPLY.len() - upgrades
            ),
            "the dummy's cards are not those its public upgrade count gives"
        );
        if !matches!(state.phase, Phase::Setup | Phase::StartingGoods { .. }) {
            let mut out: Vec<u8> = decks.dummy_hand.clone();
            out.extend(bid_values(state, Bidder::Dummy));
            out.sort_unstable();
            let mut own = decks.dummy_cards.clone();
            own.sort_unstable();
            assert_eq!(out, own, "the dummy's hand and bids are its cards");
        }
    }
}

/// Buildings on the harbor's spaces; goods within the box's 40 of each type; cargo, contracts
/// and time markers in range.
fn check_goods(state: &BremerhavenState) {
    let mut total: HashMap<Good, u32> = HashMap::new();
    for (seat, player) in state.players.iter().enumerate() {
        assert!(
            player.built.len() + player.covers.iter().flatten().count() <= HARBOR_SPACES,
            "seat {seat}: {} Buildings built beside {} Cover cards on 12 spaces",
            player.built.len(),
            player.covers.iter().flatten().count()
        );
        for good in Good::ALL {
            *total.entry(good).or_default() += u32::from(player.stored.get(good));
        }
        for (dock, docked) in player.docks.iter().enumerate() {
            let Some(docked) = docked else { continue };
            let ship = state.cards.ship(docked.ship);
            assert!(
                docked.cargo <= ship.cargo_count && ship.cargo_count <= MOST_CARGO,
                "seat {seat} dock {dock}: cargo {} of {}",
                docked.cargo,
                ship.cargo_count
            );
            assert!(
                (1..=ship.lay_time).contains(&docked.time),
                "seat {seat} dock {dock}: {} time markers of {}",
                docked.time,
                ship.lay_time
            );
            assert!(
                ship.cargo
                    .good()
                    .is_none_or(|printed| printed == docked.good),
                "seat {seat} dock {dock}: {:?} cargo as {:?}",
                ship.cargo,
                docked.good
            );
            assert!(
                player.berth(dock) + player.tugboats(&state.cards) >= ship.berth,
                "seat {seat} dock {dock}: a berth-{} Ship at a berth of {}",
                ship.berth,
                player.berth(dock)
            );
            *total.entry(docked.good).or_default() += u32::from(docked.cargo);
        }
        for (index, loaded) in player.loading_docks.iter().enumerate() {
            let Some(loaded) = loaded else { continue };
            let contract = state.cards.contract(loaded.contract);
            assert!(
                (1..=contract.delivery_time).contains(&loaded.time),
                "seat {seat} loading dock {index}: {} time markers of {}",
                loaded.time,
                contract.delivery_time
            );
            assert_eq!(loaded.delivered.len(), contract.goods.len());
            for (symbol, delivered) in contract.goods.iter().zip(&loaded.delivered) {
                let Some(good) = delivered else { continue };
                assert!(
                    *symbol == Symbol::Wild || symbol.good() == Some(*good),
                    "seat {seat} loading dock {index}: {good:?} on a {symbol:?}"
                );
                *total.entry(*good).or_default() += 1;
            }
        }
    }
    for (good, count) in total {
        assert!(
            count <= GOODS_OF_A_TYPE,
            "{count} {good:?} in the harbors, the box holds {GOODS_OF_A_TYPE}"
        );
    }
}

/// Where a card with an id is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Card<'a> {
    Ship(&'a str),
    Contract(&'a str),
    Building(&'a str),
}

/// Every Ship, Contract and Building in the game (decks, boards, harbors), each id once.
fn cards(state: &BremerhavenState) -> HashSet<Card<'_>> {
    let decks = state.decks.as_ref().expect("the full state has its decks");
    let mut all: Vec<Card<'_>> = Vec::new();
    let ship = |&id: &ShipId| Card::Ship(&state.cards.ship(id).id);
    let contract = |&id: &ContractId| Card::Contract(&state.cards.contract(id).id);
    let building = |&id: &BuildingId| Card::Building(&state.cards.building(id).id);
    all.extend(decks.ships.iter().map(ship));
    all.extend(decks.contracts.iter().map(contract));
    all.extend(decks.buildings.iter().map(building));
    all.extend(state.sea.iter().flatten().map(ship));
    all.extend(state.land.iter().flatten().map(contract));
    all.extend(state.building.iter().map(building));
    for player in &state.players {
        all.extend(
            player
                .docks
                .iter()
                .flatten()
                .map(|d| ship(&d.ship)),
        );
        all.extend(
            player
                .loading_docks
                .iter()
                .flatten()
                .map(|l| contract(&l.contract)),
        );
        all.extend(
            player
                .built
                .iter()
                .chain(&player.unbuilt)
                .map(building),
        );
    }
    let mut seen = HashSet::with_capacity(all.len());
    for card in all {
        assert!(seen.insert(card), "{card:?} is in two places");
    }
    seen
}

/// Cards are in one place each, never come back, and leave only through an event naming them.
fn check_cards(at: &Context<'_, '_>) {
    let (before, after) = (at.before(), at.after());
    let decks = after.decks.as_ref().expect("the full state has its decks");
    let table_deck = after.deck_source == DeckSource::Table;
    if table_deck {
        assert!(
            after.deck_sizes.is_none() && decks.ships.is_empty() && decks.contracts.is_empty(),
            "the table's own deck keeps no cards and no counts"
        );
    } else {
        let sizes = after.deck_sizes.expect("the deck counts are public");
        assert_eq!(
            (
                usize::from(sizes.ships),
                usize::from(sizes.contracts),
                usize::from(sizes.buildings),
                usize::from(sizes.newspapers),
            ),
            (
                decks.ships.len(),
                decks.contracts.len(),
                decks.buildings.len(),
                decks.newspapers.len()
            ),
            "the public deck counts after {}",
            at.what()
        );
    }
    if after.variant == Variant::Long && !table_deck {
        assert_eq!(
            usize::from(after.rack.stack),
            decks.newspapers.len(),
            "the Ship ahoy! stack counts the unseen Newspapers"
        );
    }
    let was = cards(before);
    let now = cards(after);
    // Only a card the table has just finished reporting comes into play from nowhere.
    let reported = at.events.iter().any(|e| matches!(e, E::Revealed { .. }))
        && matches!(
            *at.step.action,
            A::ShipPrinted { .. } | A::ContractPrinted { .. } | A::BuildingPrinted { .. }
        );
    let mut appeared = now.difference(&was);
    if let Some(new) = appeared.next() {
        assert!(
            reported && appeared.next().is_none(),
            "{new:?} appeared after {}",
            at.what()
        );
    }
    let refilled = at.events.iter().any(|e| matches!(e, E::BoardsRefilled));
    for gone in was.difference(&now) {
        let named = at.events.iter().any(|event| match (event, gone) {
            (E::ShipSailedOn { ship, .. } | E::ShipDiscarded { ship }, Card::Ship(id)) => {
                ship == id
            }
            (E::ShipLeft { seat, dock, .. }, Card::Ship(id)) => before
                .players
                .get(usize::from(*seat))
                .and_then(|p| p.docks.get(usize::from(*dock)))
                .and_then(Option::as_ref)
                .is_some_and(|docked| before.cards.ship(docked.ship).id == *id),
            (
                E::ContractSettled { contract, .. }
                | E::ContractRefused { contract, .. }
                | E::ContractDiscarded { contract },
                Card::Contract(id),
            ) => contract == id,
            (E::BuildingRemoved { building }, Card::Building(id)) => building == id,
            _ => false,
        });
        let slid_off = refilled
            && match gone {
                Card::Ship(id) => (before.sea.iter().flatten())
                    .any(|&s| before.cards.ship(s).id == *id),
                Card::Contract(id) => (before.land.iter().flatten())
                    .any(|&c| before.cards.contract(c).id == *id),
                Card::Building(_) => false,
            };
        assert!(
            named || slid_off,
            "{gone:?} left without an event after {}",
            at.what()
        );
    }
}

/// Each seat's money, Bank and prestige, replayed from the step's events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Ledger {
    money: u32,
    bank: u32,
    prestige: u32,
}

impl Ledger {
    /// A charge paid from cash, then the Bank, as far as they go; what was paid.
    fn charge(&mut self, amount: u32) -> u32 {
        let cash = amount.min(self.money);
        let bank = (amount - cash).min(self.bank);
        self.money -= cash;
        self.bank -= bank;
        cash + bank
    }
}

/// Money, Bank and prestige change only as the step's events say.
fn check_ledger(at: &Context<'_, '_>) {
    let (before, after) = (at.before(), at.after());
    let mut ledgers: Vec<Ledger> = before
        .players
        .iter()
        .map(|p| Ledger {
            money: p.money,
            bank: p.bank,
            prestige: p.prestige,
        })
        .collect();
    // The seat whose harbor phase ends with this step: its due Ships and Contracts are gone
    // before the clean-up's event strikes.
    let finisher = match (at.step.actor, at.step.action) {
        (Actor::Seat(seat), A::FinishHarbor) => Some(seat),
        _ => None,
    };
    let still = |seat: u8, time: u8| finisher != Some(seat) || time > 1;
    // The penalty a `PenaltyPaid` or a falling `PrestigeChanged` pays: the last Contract
    // refused or settled short.
    let mut penalty: Option<(u8, Stake)> = None;
    let what = at.what();
    for event in at.events {
        match *event {
            E::MoneyTaken { seat, money, .. } => {
                let l = &mut ledgers[usize::from(seat)];
                l.money += money;
            }
            E::MoneySpent { seat, money } | E::GoodsConverted { seat, money, .. } => {
                let l = &mut ledgers[usize::from(seat)];
                l.money = l
                    .money
                    .checked_sub(money)
                    .unwrap_or_else(|| panic!("seat {seat} spends {money} of {}: {what}", l.money));
            }
            E::BankFilled { seat, money } => ledgers[usize::from(seat)].bank += money,
            E::ContractRefused { seat, ref contract } => {
                let card = before
                    .land
                    .iter()
                    .flatten()
                    .map(|&c| before.cards.contract(c))
                    .find(|c| c.id == *contract)
                    .unwrap_or_else(|| panic!("refused {contract} is on the Land board: {what}"));
                penalty = card.penalty.map(|stake| (seat, stake));
            }
            E::ContractSettled {
                seat,
                ref contract,
                sale,
                complete,
            } => {
                let player = &before.players[usize::from(seat)];
                let loaded = player
                    .loading_docks
                    .iter()
                    .flatten()
                    .find(|l| before.cards.contract(l.contract).id == *contract)
                    .unwrap_or_else(|| panic!("settled {contract} was in the harbor: {what}"));
                let card = before.cards.contract(loaded.contract);
                let prices = after.prices.first();
                let worth: u32 = loaded
                    .delivered
                    .iter()
                    .flatten()
                    .map(|&good| prices.map_or(0, |p| u32::from(p.price(good))))
                    .sum();
                assert_eq!(sale, worth, "{contract}'s goods sell for {worth}: {what}");
                assert_eq!(
                    complete,
                    loaded.delivered.iter().all(Option::is_some),
                    "{contract} complete: {what}"
                );
                let l = &mut ledgers[usize::from(seat)];
                l.money += sale;
                penalty = None;
                if complete {
                    l.money += player.ability_money(&before.cards, |ability| match ability {
                        Ability::ContractBonus { money } => Some(money),
                        _ => None,
                    });
                    if let Some(Stake::Money(money)) = card.reward {
                        l.money += u32::from(money);
                    }
                } else {
                    penalty = card.penalty.map(|stake| (seat, stake));
                }
            }
            E::PenaltyPaid { seat, money } => {
                let Some((owed_by, Stake::Money(owed))) = penalty.take() else {
                    panic!("seat {seat} pays a penalty of {money} that no Contract asks: {what}");
                };
                assert_eq!(owed_by, seat, "the penalty's payer: {what}");
                let paid = ledgers[usize::from(seat)].charge(u32::from(owed));
                assert_eq!(
                    money, paid,
                    "seat {seat} owes {owed} and pays {paid} as far as it goes: {what}"
                );
            }
            E::PrestigeChanged { seat, prestige } => {
                let l = &mut ledgers[usize::from(seat)];
                if prestige < l.prestige {
                    let from_penalty =
                        matches!(penalty.take(), Some((s, Stake::Prestige)) if s == seat);
                    assert!(
                        from_penalty && prestige + 1 == l.prestige,
                        "seat {seat}'s prestige falls from {} to {prestige} without a prestige \
                         penalty: {what}",
                        l.prestige
                    );
                }
                l.prestige = prestige;
            }
            E::EventCarriedOut { event } => {
                for (seat, (player, l)) in (0u8..).zip(before.players.iter().zip(&mut ledgers)) {
                    let contracts = player
                        .loading_docks
                        .iter()
                        .flatten()
                        .filter(|loaded| still(seat, loaded.time))
                        .count();
                    let ships = player
                        .docks
                        .iter()
                        .flatten()
                        .filter(|docked| still(seat, docked.time))
                        .count();
                    let contracts = u32::try_from(contracts).expect("4 at most");
                    let ships = u32::try_from(ships).expect("3 at most");
                    match event {
                        Event::Quiet | Event::Pirates => {}
                        Event::ContractCharge { money } => {
                            l.charge(contracts * u32::from(money));
                        }
                        Event::ContractBonus { money } => l.money += contracts * u32::from(money),
                        Event::HarborDues { money } => {
                            l.charge(ships * u32::from(money));
                        }
                        Event::Subsidy { money } => l.money += u32::from(money),
                        Event::Tax { money } => {
                            l.charge(u32::from(money));
                        }
                        Event::Scandal => {
                            if ships == 0 {
                                l.prestige = l.prestige.saturating_sub(1);
                            }
                        }
                        Event::Fair { buildings } => {
                            if player.built.len() >= usize::from(buildings) {
                                l.prestige += 1;
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    for (seat, (l, player)) in ledgers.iter().zip(&after.players).enumerate() {
        let now = Ledger {
            money: player.money,
            bank: player.bank,
            prestige: player.prestige,
        };
        assert_eq!(
            *l, now,
            "seat {seat}'s money, Bank and prestige (from {:?}) are not what the events say: {what}",
            before.players[seat].money
        );
    }
}

/// Every view hides the decks, other seats' hands and, while bidding, face-down values not
/// the viewer's own; changing what a seat may not see (every other seat's hand and face-down
/// cards, the dummy's, the decks) leaves its view unchanged.
fn check_secrecy(state: &BremerhavenState) {
    let seats = state.seats();
    let face_down = matches!(state.phase, Phase::Bidding { .. });
    // The decks are most of the state and every view leaves them out: the changed states are
    // made without them (cheap to clone), and must look like the state with them.
    let mut bare = state.clone();
    bare.decks = None;
    for viewer in (0..seats).map(Some).chain([None]) {
        let view = RULES.view(state, viewer);
        assert!(view.decks.is_none(), "the decks shown to {viewer:?}");
        for (seat, player) in (0u8..).zip(&view.players) {
            if Some(seat) == viewer {
                assert_eq!(player.hand, state.players[usize::from(seat)].hand);
            } else {
                assert!(
                    player.hand.is_none(),
                    "seat {seat}'s hand shown to {viewer:?}"
                );
            }
        }
        for (bid, full) in view.bids.iter().zip(&state.bids) {
            let own = viewer.map(Bidder::Seat) == Some(bid.bidder);
            if face_down && !own {
                assert!(bid.value.is_none(), "{bid:?} face down shown to {viewer:?}");
            } else {
                assert_eq!(bid.value, full.value, "{bid:?} to {viewer:?}");
            }
        }
        let changed = change_hidden(&bare, viewer);
        assert!(
            RULES.view(&changed, viewer) == view,
            "another seat's hidden cards show in the view of {viewer:?}"
        );
        check_hidden_cards_change_no_choice(state, viewer);
    }
}

/// What a seat may not see changes neither who is to act nor what that seat may do (issue
/// 24's secrecy walk: `to_act` and the legal actions are as telling as a view).
fn check_hidden_cards_change_no_choice(state: &BremerhavenState, viewer: Option<u8>) {
    let changed = change_hidden(state, viewer);
    let to_act = RULES.to_act(state);
    assert_eq!(
        RULES.to_act(&changed),
        to_act,
        "other seats' hidden cards change who acts, as {viewer:?} sees it"
    );
    let Some(seat) = viewer.map(Actor::Seat).filter(|seat| to_act.contains(seat)) else {
        return;
    };
    assert_eq!(
        RULES.legal_actions(&changed, seat),
        RULES.legal_actions(state, seat),
        "other seats' hidden cards change what {seat:?} may do"
    );
}

/// Another value (1–9) than `card`.
fn other_value(card: u8) -> u8 {
    card % 9 + 1
}

/// The state with what `viewer` may not see changed: each other seat's first card in hand,
/// and while bidding the value of every face-down card not the viewer's (the dummy's too).
fn change_hidden(state: &BremerhavenState, viewer: Option<u8>) -> BremerhavenState {
    let mut changed = state.clone();
    for (seat, player) in (0u8..).zip(&mut changed.players) {
        if Some(seat) == viewer {
            continue;
        }
        if let Some(card) = player.hand.as_mut().and_then(|hand| hand.first_mut()) {
            *card = other_value(*card);
        }
    }
    if matches!(state.phase, Phase::Bidding { .. }) {
        for bid in &mut changed.bids {
            if viewer.map(Bidder::Seat) != Some(bid.bidder) {
                bid.value = bid.value.map(other_value);
            }
        }
    }
    changed
}

/// A logged bid and its events, read by any other seat or a spectator, show no card; the
/// bidder reads them whole. No event before the reveal shows a face-down value.
fn check_logged_secrecy(at: &Context<'_, '_>) {
    let action = serde_json::to_value(at.step.action).expect("actions serialize");
    let events = serde_json::to_value(at.events).expect("events serialize");
    let owner = match at.step.actor {
        Actor::Seat(seat) => Some(seat),
        Actor::Table => None,
    };
    for viewer in (0..at.before().seats()).map(Some).chain([None]) {
        let (seen_action, seen_events) =
            read_log_entry(RULES, at.step.actor, at.step.action, at.events, viewer);
        let mine = owner.is_some() && owner == viewer;
        if mine {
            assert_eq!(
                (&seen_action, &seen_events),
                (&action, &events),
                "the actor reads its own entry whole"
            );
        }
        if let Some(card) = seen_action.get("card") {
            assert_eq!(
                card.is_null(),
                !mine,
                "the card of {:?} read by {viewer:?}",
                at.step.action
            );
        }
        for event in seen_events.as_array().expect("a list of events") {
            let owner = event.get("seat").and_then(Value::as_u64);
            let theirs = owner.is_some() && owner == viewer.map(u64::from);
            match event.get("type").and_then(Value::as_str) {
                Some("bid-placed") => assert!(
                    theirs || event.get("card").is_none_or(Value::is_null),
                    "{event} read by {viewer:?}"
                ),
                Some("dummy-bid") => assert!(
                    event.get("card").is_none_or(Value::is_null),
                    "the dummy's card in {event}"
                ),
                _ => {}
            }
            assert!(event.get("hand").is_none(), "a hand in {event}");
        }
    }
}

pub(super) fn plans() -> Vec<Plan<BremerhavenGameOptions>> {
    fn long(_: u64) -> BremerhavenGameOptions {
        BremerhavenGameOptions {
            variant: Some(Variant::Long),
            ..Default::default()
        }
    }
    fn short(_: u64) -> BremerhavenGameOptions {
        BremerhavenGameOptions {
            variant: Some(Variant::Short),
            ..Default::default()
        }
    }
    fn solo(_: u64) -> BremerhavenGameOptions {
        BremerhavenGameOptions {
            variant: Some(Variant::Solo),
            ..Default::default()
        }
    }
    let mut plans = Vec::new();
    for &chance in CHANCES {
        let plan = |label: String, players, options| Plan {
            label,
            players,
            chance,
            options,
            setup_may_refuse: false,
        };
        for players in 2..=4 {
            plans.push(plan(
                format!("bremerhaven {players}p long {chance:?}"),
                players,
                long,
            ));
            plans.push(plan(
                format!("bremerhaven {players}p short {chance:?}"),
                players,
                short,
            ));
        }
        plans.push(plan(format!("bremerhaven 1p solo {chance:?}"), 1, solo));
    }
    // The table's own deck: every card read out value by value.
    fn table_deck(variant: Variant) -> BremerhavenGameOptions {
        BremerhavenGameOptions {
            variant: Some(variant),
            deck: DeckSource::Table,
            ..Default::default()
        }
    }
    fn long_table_deck(_: u64) -> BremerhavenGameOptions {
        table_deck(Variant::Long)
    }
    fn short_table_deck(_: u64) -> BremerhavenGameOptions {
        table_deck(Variant::Short)
    }
    fn solo_table_deck(_: u64) -> BremerhavenGameOptions {
        table_deck(Variant::Solo)
    }
    for (players, name, options) in [
        (
            3,
            "long",
            long_table_deck as fn(u64) -> BremerhavenGameOptions,
        ),
        (2, "short", short_table_deck),
        (1, "solo", solo_table_deck),
    ] {
        plans.push(Plan {
            label: format!("bremerhaven {players}p {name} table deck"),
            players,
            chance: ChanceMode::Table,
            options,
            setup_may_refuse: false,
        });
    }
    plans
}

/// Seeds that found rare bugs; each is played in every run of its plan and bias.
const REGRESSIONS: &[Regression] = &[];

const PREFER_TOWN: Bias = Bias::Prefer {
    name: "town",
    kinds: &[
        "pay-difference",
        "build",
        "buy-permit",
        "clear-cover",
        "place-bollard",
    ],
};
const PREFER_HARBOR: Bias = Bias::Prefer {
    name: "harbor",
    kinds: &["produce", "unload", "deliver", "pack", "unpack"],
};
/// Bids on the Sea and Land boards are `bid`s like any other (a bias sees kinds only), so
/// this one prefers what winning them leads to, and the bollards that let Ships dock.
const PREFER_SHIPS: Bias = Bias::Prefer {
    name: "ships",
    kinds: &["dock", "load", "unload", "deliver", "place-bollard"],
};

fn biases() -> [Bias; 5] {
    [
        Bias::Uniform,
        Bias::RarestKind,
        PREFER_TOWN,
        PREFER_HARBOR,
        PREFER_SHIPS,
    ]
}

/// Seat actions each game plays at least, on average, that reveal nothing (checked by the
/// harness, [`Tally::unrevealing`]).
const UNREVEALING_PER_GAME: u64 = 40;

/// Plays every plan under `bias`, panicking with every failure.
fn play_all(bias: Bias) -> Tally {
    let games = harness::games_per_run(CI_GAMES);
    let started = std::time::Instant::now();
    let mut tally = Tally::default();
    let mut regressions = 0;
    let plans = plans();
    for (index, plan) in plans.iter().enumerate() {
        let first = u64::try_from(index).expect("few plans") * 1_000_000;
        let known = regression_seeds(REGRESSIONS, &plan.label, bias);
        regressions += known.len() as u64;
        let seeds = (first..first + games).chain(known);
        tally.add(harness::run(&Bremerhaven, plan, bias, seeds));
    }
    println!(
        "bremerhaven {bias}: {} games, {} decisions, {} deep steps in {:.1?}, kinds {:?}",
        tally.games,
        tally.decisions,
        tally.deep_steps,
        started.elapsed(),
        tally.kinds
    );
    println!(
        "bremerhaven {bias}: {} seat actions checked to reveal nothing, of {} decisions",
        tally.unrevealing, tally.decisions
    );
    tally.assert_clean();
    // Take-backs rest on this check: most seat actions reveal nothing, and each was checked.
    assert!(
        tally.unrevealing >= tally.games * UNREVEALING_PER_GAME,
        "only {} actions were checked to reveal nothing in {} games",
        tally.unrevealing,
        tally.games
    );
    assert_eq!(tally.games, games * plans.len() as u64 + regressions);
    tally
}

#[test]
fn random_play_uniform_keeps_every_invariant() {
    play_all(Bias::Uniform);
}

/// Kinds no game can take, with the reason.
const UNREACHABLE: &[(&str, &str)] = &[];

#[test]
fn random_play_rarest_kind_first_takes_every_kind_and_keeps_every_invariant() {
    let tally = play_all(Bias::RarestKind);
    assert!(tally.passes > 0, "rule BH-47: a clock's pass was found and was legal");
    let unreachable: Vec<&str> = UNREACHABLE.iter().map(|&(kind, _)| kind).collect();
    assert_eq!(
        kinds_never_taken::<A>(&tally, &unreachable),
        Vec::<String>::new()
    );
}

#[test]
fn random_play_preferring_the_town_board_keeps_every_invariant() {
    play_all(PREFER_TOWN);
}

#[test]
fn random_play_preferring_the_harbor_keeps_every_invariant() {
    play_all(PREFER_HARBOR);
}

#[test]
fn random_play_preferring_ships_and_contracts_keeps_every_invariant() {
    play_all(PREFER_SHIPS);
}

#[test]
fn every_regression_names_a_plan_and_a_bias() {
    let labels: Vec<String> = plans().into_iter().map(|p| p.label).collect();
    let biases: Vec<String> = biases().iter().map(ToString::to_string).collect();
    for regression in REGRESSIONS {
        assert!(labels.iter().any(|l| l == regression.plan));
        assert!(biases.iter().any(|b| b == regression.bias));
    }
}

#[test]
fn the_universe_covers_every_action_kind() {
    assert_eq!(check_universe(&universe(), kind), Ok(()));
}

#[test]
fn printed_influence_accepts_parts_of_the_twelve_cards_only() {
    assert!(printed_influence(vec![5, 1, 5, 9]));
    assert!(printed_influence(INFLUENCE_CARDS.to_vec()));
    assert!(!printed_influence(vec![9, 9]));
    assert!(!printed_influence(vec![1, 1]));
    assert!(!printed_influence(vec![5, 5, 5]));
}
