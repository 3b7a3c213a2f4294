//! Rising Tide's Ship's Log: the Providence and Omens decks and their face-up cards, taking a
//! card instead of a whale (or at the Library), each card's effect, the moments a once-only
//! card may be played, and the answers of the players an Omen strikes (Insurance and Calm Seas
//! among them). Decisions a card asks for wait in `ShipsLog::pending`, ahead of the phase;
//! once none is left, the game goes on as `then` says.

use serde::{Deserialize, Serialize};

use crate::core::play::{Actor, ChanceMode};
use crate::core::scoring::Seat;

use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent};
use super::buildings::Building;
use super::log_cards::{LogCard, LogDeck, LogPile};
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{
    gain, BuildSite, Good, NewBedfordState, Phase, ShipLocation, ShipRef, Tokens, WhaleKind,
    WorkerSpot, FARTHEST_SPACE,
};
use super::{construction, whaling};

mod decisions;
mod moves;
mod omens;

pub use decisions::*;
pub use moves::*;
pub use omens::*;

type Events = Vec<NewBedfordEvent>;
type Judged = Result<(), NewBedfordRefusal>;

/// Beyond space 6, where Nantucket Sleigh Ride puts a ship (ruling NB-46).
pub const BEYOND_SIX: u8 = FARTHEST_SPACE + 1;

/// When a once-only card may be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogMoment))]
#[serde(rename_all = "kebab-case")]
pub enum Moment {
    /// Before the round's first placement: The Dice of Fate, Refinery Fire.
    StartOfRound,
    /// After the whaling draw, before any ship chooses: Burned Oil, Ice Sheet, The Mast-Head,
    /// Rats, Sea Ice, Sharks, Stove Boat.
    Whaling,
    /// Before ships move: Reef, Typhoon, Wreck of the Essex.
    Movement,
}

impl Moment {
    fn of(card: LogCard) -> Option<Self> {
        use LogCard as C;
        match card {
            C::TheDiceOfFate | C::RefineryFire => Some(Self::StartOfRound),
            C::BurnedOil
            | C::IceSheet
            | C::TheMastHead
            | C::Rats
            | C::SeaIce
            | C::Sharks
            | C::StoveBoat => Some(Self::Whaling),
            C::Reef | C::Typhoon | C::WreckOfTheEssex => Some(Self::Movement),
            _ => None,
        }
    }
}

/// A decision a Ship's Log card waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogPending))]
#[serde(tag = "decision", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Pending {
    /// The `table` reports the card turned face up on `deck`.
    Reveal { deck: LogDeck },
    /// `seat` may play a once-only card of this `moment`, or pass.
    Window { seat: u8, moment: Moment },
    /// `seat` carries out the card it just took; `ship` is the ship that took it (none at the
    /// Library until one is chosen); `stage` counts the card's steps done.
    Resolve {
        seat: u8,
        card: LogCard,
        ship: Option<ShipRef>,
        stage: u8,
    },
    /// The `table` reports the first whale Whale Pod's draw turned up.
    WhalePod { ship: ShipRef },
    /// The `table` reports the extra token Sharks draws.
    SharksDraw,
    /// `seat` answers `card`, played by `by`.
    Respond { seat: u8, card: LogCard, by: u8 },
    /// `by` turns one of `seat`'s action buildings face down (Refinery Fire).
    Burn { seat: u8, by: u8 },
}

/// How the game goes on once no card decision is pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogResume))]
#[serde(rename_all = "kebab-case")]
pub enum Resume {
    /// The worker's action is over: the next placement.
    PlacementDone,
    /// The next ship chooses a token or card.
    NextChooser,
    /// Ships move (after the movement window).
    Sail,
    /// The next round starts (after the end of round's reveals).
    NextRound,
}

/// What an Omen's victim answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogAnswer))]
#[serde(tag = "answer", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Answer {
    /// Let the card strike (where it leaves no choice).
    Accept,
    /// Ignore it: free while a worker stands on the Insurance, else by spending Calm Seas.
    Shield,
    PayWood,
    PayFood,
    /// Move this ship 1 space toward port.
    MoveShip {
        ship: u8,
    },
    /// Give up this whale from this ship; it leaves the game.
    LoseWhale {
        ship: u8,
        whale: WhaleKind,
    },
}

/// The Ship's Log module's part of the state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordShipsLog))]
#[serde(deny_unknown_fields)]
pub struct ShipsLog {
    pub providence: LogPile,
    pub omens: LogPile,
    /// Card decisions waiting, first to decide first; they come before the phase's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<Pending>,
    /// How the game goes on once `pending` is empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub then: Option<Resume>,
    /// The Dice of Fate is angry this round: no first-worker bonuses.
    #[serde(default, skip_serializing_if = "is_false")]
    pub angry: bool,
    /// Action buildings turned face down by Refinery Fire this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub burned: Vec<Building>,
    /// Sea Ice's player this whaling phase: nobody else takes a Bowhead Whale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sea_ice: Option<u8>,
    /// Stove Boat's player this whaling phase: others pay them 1 wood to load a whale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stove_boat: Option<u8>,
    /// Ice Sheet this whaling phase: ships on spaces 4–6 take no whale.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ice_sheet: bool,
    /// Seats whose worker sits on Man Overboard, with the round it misses.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overboard: Vec<Overboard>,
    /// Whether The Sermon has been preached (it acts once).
    #[serde(default, skip_serializing_if = "is_false")]
    pub preached: bool,
}

/// A worker on Man Overboard and the round it misses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordOverboard))]
#[serde(deny_unknown_fields)]
pub struct Overboard {
    pub seat: u8,
    pub round: u8,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_false(flag: &bool) -> bool {
    !*flag
}

impl ShipsLog {
    pub fn new() -> Self {
        Self {
            providence: LogPile {
                unseen: LogCard::of(LogDeck::Providence).collect(),
                ..LogPile::default()
            },
            omens: LogPile {
                unseen: LogCard::of(LogDeck::Omens).collect(),
                ..LogPile::default()
            },
            pending: Vec::new(),
            then: None,
            angry: false,
            burned: Vec::new(),
            sea_ice: None,
            stove_boat: None,
            ice_sheet: false,
            overboard: Vec::new(),
            preached: false,
        }
    }

    pub fn pile(&self, deck: LogDeck) -> &LogPile {
        match deck {
            LogDeck::Providence => &self.providence,
            LogDeck::Omens => &self.omens,
        }
    }

    pub fn pile_mut(&mut self, deck: LogDeck) -> &mut LogPile {
        match deck {
            LogDeck::Providence => &mut self.providence,
            LogDeck::Omens => &mut self.omens,
        }
    }
}

impl Default for ShipsLog {
    fn default() -> Self {
        Self::new()
    }
}

fn log(state: &NewBedfordState) -> Option<&ShipsLog> {
    state.ships_log.as_ref()
}

fn log_mut(state: &mut NewBedfordState) -> Option<&mut ShipsLog> {
    state.ships_log.as_mut()
}

/// The decision waiting first, if any.
pub fn pending(state: &NewBedfordState) -> Option<Pending> {
    log(state).and_then(|log| log.pending.first().copied())
}

/// Who decides a pending card decision.
pub fn actor(pending: Pending) -> Actor {
    match pending {
        Pending::Reveal { .. } | Pending::WhalePod { .. } | Pending::SharksDraw => Actor::Table,
        Pending::Window { seat, .. }
        | Pending::Resolve { seat, .. }
        | Pending::Respond { seat, .. } => Actor::Seat(seat),
        Pending::Burn { by, .. } => Actor::Seat(by),
    }
}

fn push(state: &mut NewBedfordState, pending: Pending) {
    if let Some(log) = log_mut(state) {
        log.pending.push(pending);
    }
}

/// Whether a continuation must wait for card decisions; if so it is kept as `then` (the
/// first one kept wins: an inner step never replaces the outer way on).
pub fn defer(state: &mut NewBedfordState, resume: Resume) -> bool {
    match log_mut(state) {
        Some(log) if !log.pending.is_empty() => {
            log.then.get_or_insert(resume);
            true
        }
        _ => false,
    }
}

// Decks ---------------------------------------------------------------------------------

/// Turns the next card of `deck` face up: a put-back card if nothing is unseen, else a draw
/// from the unseen cards (the RNG's, or the table's report).
pub fn reveal(state: &mut NewBedfordState, deck: LogDeck, events: &mut Events) {
    let Some(pile) = log(state).map(|log| log.pile(deck).clone()) else {
        return;
    };
    if pile.unseen.is_empty() {
        if let Some(log) = log_mut(state) {
            let pile = log.pile_mut(deck);
            if !pile.returned.is_empty() {
                let card = pile.returned.remove(0);
                pile.face_up = Some(card);
                events.push(NewBedfordEvent::LogCardRevealed { deck, card });
            }
        }
        return;
    }
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(mut rng)) => {
            let bound = u32::try_from(pile.unseen.len()).unwrap_or(u32::MAX);
            let index = rng.draw_below(&[bound]).first().copied().unwrap_or(0);
            state.rng = Some(rng);
            let card = pile.unseen[usize::try_from(index).unwrap_or(0) % pile.unseen.len()];
            turn_up(state, deck, card, events);
        }
        _ => push(state, Pending::Reveal { deck }),
    }
}

fn turn_up(state: &mut NewBedfordState, deck: LogDeck, card: LogCard, events: &mut Events) {
    if let Some(log) = log_mut(state) {
        let pile = log.pile_mut(deck);
        pile.unseen.retain(|&c| c != card);
        pile.face_up = Some(card);
        events.push(NewBedfordEvent::LogCardRevealed { deck, card });
    }
}

/// End of round: the cards nobody took go under their decks, new ones are turned up, and the
/// round's card effects end.
pub fn end_of_round(state: &mut NewBedfordState, events: &mut Events) {
    if state.ships_log.is_none() {
        return;
    }
    clear_round_effects(state);
    for deck in LogDeck::BOTH {
        if let Some(log) = log_mut(state) {
            let pile = log.pile_mut(deck);
            if let Some(card) = pile.face_up.take() {
                pile.returned.push(card);
            }
        }
        reveal(state, deck, events);
    }
}

/// The round's card effects end: the Dice of Fate, Refinery Fire, the whaling phase's Omens and
/// the Man Overboard workers of this round. Also before The Coffin's placement, which comes
/// after round 12 (ruling NB-46).
pub fn clear_round_effects(state: &mut NewBedfordState) {
    let round = state.round;
    if let Some(log) = log_mut(state) {
        log.angry = false;
        log.burned.clear();
        log.sea_ice = None;
        log.stove_boat = None;
        log.ice_sheet = false;
        log.overboard.retain(|o| o.round > round);
    }
}

/// The table's report of a revealed card: one of the deck's unseen cards.
pub fn reveal_candidates(state: &NewBedfordState, deck: LogDeck, into: &mut Vec<A>) {
    if let Some(log) = log(state) {
        into.extend(
            log.pile(deck)
                .unseen
                .iter()
                .map(|&card| A::RevealLogCard { card }),
        );
    }
}

/// The odds of a reported reveal: each unseen card alike.
pub fn reveal_probability(state: &NewBedfordState, deck: LogDeck, card: LogCard) -> f64 {
    let unseen = log(state).map_or(&[][..], |log| &log.pile(deck).unseen[..]);
    if unseen.contains(&card) {
        1.0 / unseen.len() as f64
    } else {
        0.0
    }
}

// Taking a card -------------------------------------------------------------------------

/// Whether `deck` has a card on offer.
pub fn on_offer(state: &NewBedfordState, deck: LogDeck) -> Option<LogCard> {
    log(state).and_then(|log| log.pile(deck).face_up)
}

/// `seat` takes the face-up card of `deck`, with the ship that chose it (none at the Library),
/// and its effect begins.
pub fn take(
    state: &mut NewBedfordState,
    seat: Seat,
    deck: LogDeck,
    ship: Option<ShipRef>,
    events: &mut Events,
) {
    let Some(card) = log_mut(state).and_then(|log| log.pile_mut(deck).face_up.take()) else {
        return;
    };
    state.player_mut(seat).log_cards.push(card);
    events.push(NewBedfordEvent::LogCardTaken { seat, card });
    on_select(state, seat, card, ship, events);
}

fn ships_at_sea(state: &NewBedfordState, seat: Seat) -> Vec<u8> {
    (0..2)
        .filter(|&ship| state.ship(ShipRef { seat, ship }).sea_position().is_some())
        .collect()
}

fn ships_home(state: &NewBedfordState, seat: Seat) -> Vec<u8> {
    (0..2)
        .filter(|&ship| state.ship(ShipRef { seat, ship }).location == ShipLocation::Home)
        .collect()
}

/// A card's effect on being taken (rulings NB-45 to NB-47): done at once, or a decision
/// queued for its taker.
/// What a card does on being taken: rules [`rule::SHIPS_LOG_PROVIDENCE`] and
/// [`rule::SHIPS_LOG_OMENS_CARDS`].
fn on_select(
    state: &mut NewBedfordState,
    seat: Seat,
    card: LogCard,
    ship: Option<ShipRef>,
    events: &mut Events,
) {
    use LogCard as C;
    let resolve = Pending::Resolve {
        seat,
        card,
        ship,
        stage: 0,
    };
    match card {
        C::UnchartedDesertIsle => {
            let player = state.player_mut(seat);
            gain(&mut player.wood, 3);
            gain(&mut player.food, 3);
        }
        // The round's draw comes in its whaling phase: at the Library the Empty Seas still
        // out are the last round's, and pay nothing (ruling NB-47).
        C::Scrimshaw if state.phase == Phase::Whaling => {
            let money = 3 * u32::from(state.drawn.empty);
            gain(&mut state.player_mut(seat).money, money);
        }
        C::GulfStream => gulf_stream(state, seat, events),
        C::BeachedWhale if beached_whale_most(state, seat) > 0 => push(state, resolve),
        C::Gam if ships_at_sea(state, seat).len() == 2 => push(state, resolve),
        C::ShipInABottle => match ships_home(state, seat)[..] {
            [] => {}
            [only] => bottle(state, seat, only),
            _ => push(state, resolve),
        },
        C::NewsFromTown | C::UnderWeigh | C::Windfall => push(state, resolve),
        C::BrokenMass if state.player(seat).wood >= 3 || !ships_at_sea(state, seat).is_empty() => {
            push(state, resolve)
        }
        C::TradeWinds | C::NantucketSleighRide | C::WhalePod => {
            // At the Library the player names a ship at sea; with one, it is that one.
            match (ship, &ships_at_sea(state, seat)[..]) {
                (Some(ship), _) => with_ship(state, seat, card, ship, events),
                (None, &[only]) => {
                    with_ship(state, seat, card, ShipRef { seat, ship: only }, events)
                }
                (None, []) if card == C::TradeWinds => push(
                    state,
                    Pending::Resolve {
                        seat,
                        card,
                        ship: None,
                        stage: 1,
                    },
                ),
                (None, []) => {}
                (None, _) => push(state, resolve),
            }
        }
        C::ManOverboard => man_overboard(state, seat, ship.is_none()),
        C::RottenDecking => rotten_decking(state, seat, events),
        C::TheSermon
            if state
                .slot(Building::SeamensBethel)
                .is_some_and(|slot| slot.owner.is_some()) =>
        {
            preach(state, seat)
        }
        // Played later, scored at the end, or shields: nothing happens on taking them.
        _ => {}
    }
}

/// The ship-bound cards once their ship is known.
fn with_ship(
    state: &mut NewBedfordState,
    seat: Seat,
    card: LogCard,
    ship: ShipRef,
    events: &mut Events,
) {
    match card {
        LogCard::NantucketSleighRide => sleigh_ride(state, ship, events),
        LogCard::WhalePod => whale_pod(state, ship, events),
        LogCard::TradeWinds => {
            trade_winds_sail(state, ship, events);
            push(
                state,
                Pending::Resolve {
                    seat,
                    card,
                    ship: Some(ship),
                    stage: 1,
                },
            );
        }
        _ => {}
    }
}

fn beached_whale_most(state: &NewBedfordState, seat: Seat) -> u8 {
    let affordable = state.player(seat).money / WhaleKind::Right.lay();
    u8::try_from(affordable.min(2))
        .unwrap_or(2)
        .min(state.bag.right)
}

fn bottle(state: &mut NewBedfordState, seat: Seat, ship: u8) {
    state.ship_mut(ShipRef { seat, ship }).location = ShipLocation::Bottle;
    state.player_mut(seat).log_used.push(LogCard::ShipInABottle);
}

/// Man Overboard (ruling NB-46): a worker misses the next round. Taken at the Library, one goes
/// onto the card at once and frees its space: the player's choice when both stand on spaces,
/// else the Library's.
fn man_overboard(state: &mut NewBedfordState, seat: Seat, at_library: bool) {
    let round = state.round.saturating_add(1);
    if let Some(log) = log_mut(state) {
        log.overboard.push(Overboard { seat, round });
    }
    if !at_library {
        return;
    }
    match overboard_choices(state, seat)[..] {
        [] => {}
        [only] => send_overboard(state, seat, only),
        _ => push(
            state,
            Pending::Resolve {
                seat,
                card: LogCard::ManOverboard,
                ship: None,
                stage: 0,
            },
        ),
    }
}

/// The workers Man Overboard taken at the Library may move. None unless the taker's own worker
/// stands on the Library: one using it through the College stands on the College, and the
/// worker on the Library is another player's. Then that one, and the other if it stands on a
/// space too; one still in hand frees nothing, so it is no choice (ruling NB-46).
fn overboard_choices(state: &NewBedfordState, seat: Seat) -> Vec<u8> {
    let workers = state.player(seat).workers;
    if !workers.contains(&Some(WorkerSpot::Building(Building::Library))) {
        return Vec::new();
    }
    (0..2)
        .filter(|&worker| {
            workers
                .get(usize::from(worker))
                .copied()
                .flatten()
                .is_some_and(|spot| spot != WorkerSpot::Overboard)
        })
        .collect()
}

/// Puts `seat`'s `worker` onto Man Overboard at once; the space it stood on is free again, as
/// if it had never been taken. A Wheelhouse's Ship's Wheel stays taken (ruling NB-24).
fn send_overboard(state: &mut NewBedfordState, seat: Seat, worker: u8) {
    let index = usize::from(worker);
    let Some(spot) = state.player(seat).workers.get(index).copied().flatten() else {
        return;
    };
    if let Some(slot) = state.player_mut(seat).workers.get_mut(index) {
        *slot = Some(WorkerSpot::Overboard);
    }
    match spot {
        WorkerSpot::Space(space) => {
            if let Some(count) = state.space_workers.get_mut(space as usize) {
                *count = count.saturating_sub(1);
            }
        }
        WorkerSpot::Wheelhouse => {
            state.wheelhouse_workers = state.wheelhouse_workers.saturating_sub(1);
        }
        WorkerSpot::Building(building) => {
            if let Some(slot) = state.slot_mut(building) {
                slot.used_by = None;
            }
        }
        WorkerSpot::Overboard => {}
    }
}

/// Whether `seat`'s second worker sits on Man Overboard this round.
pub fn overboard_now(state: &NewBedfordState, seat: Seat) -> bool {
    log(state).is_some_and(|log| {
        log.overboard
            .iter()
            .any(|o| o.seat == seat && o.round == state.round)
    })
}

/// Rotten Decking: every other player hands over up to 2 wood (a shield may refuse), and the
/// cards put back under the decks are shuffled back among the unseen.
fn rotten_decking(state: &mut NewBedfordState, seat: Seat, events: &mut Events) {
    for victim in others(state, seat) {
        strike(state, victim, LogCard::RottenDecking, seat);
    }
    settle(state, events);
    if let Some(log) = log_mut(state) {
        for deck in LogDeck::BOTH {
            let pile = log.pile_mut(deck);
            let back: Vec<LogCard> = pile.returned.drain(..).collect();
            pile.unseen.extend(back);
            pile.unseen.sort_unstable();
        }
    }
}

/// The Sermon (ruling NB-48): every player but its holder pays $1 if they can, and the
/// Seamen's Bethel's owner takes $5; once.
fn preach(state: &mut NewBedfordState, holder: Seat) {
    let Some(owner) = state
        .slot(Building::SeamensBethel)
        .and_then(|slot| slot.owner)
    else {
        return;
    };
    if log(state).is_some_and(|log| log.preached) {
        return;
    }
    if let Some(log) = log_mut(state) {
        log.preached = true;
    }
    gain(&mut state.player_mut(owner).money, 5);
    for victim in others(state, holder) {
        strike(state, victim, LogCard::TheSermon, holder);
    }
    // Outside any player's turn no event list is at hand; paying The Sermon moves no ship.
    settle(state, &mut Vec::new());
}

fn pay_sermon(state: &mut NewBedfordState, victim: Seat) {
    let money = &mut state.player_mut(victim).money;
    *money = money.saturating_sub(1);
}

/// The Seamen's Bethel was just built: The Sermon strikes if someone holds it.
pub fn bethel_built(state: &mut NewBedfordState) {
    let holder =
        (0..state.seats()).find(|&seat| state.player(seat).log_cards.contains(&LogCard::TheSermon));
    if let Some(holder) = holder {
        preach(state, holder);
    }
}

fn others(state: &NewBedfordState, seat: Seat) -> Vec<Seat> {
    (1..state.seats())
        .map(|offset| state.seat_after(seat, offset))
        .collect()
}

/// Every seat in turn order from `seat`.
fn everyone_from(state: &NewBedfordState, seat: Seat) -> Vec<Seat> {
    (0..state.seats())
        .map(|offset| state.seat_after(seat, offset))
        .collect()
}

/// The cards whose points depend on their use (ruling NB-07) that this player never used.
pub fn unused_for_scoring(player: &super::state::Player) -> impl Iterator<Item = LogCard> + '_ {
    player.log_cards.iter().copied().filter(|card| {
        matches!(
            card,
            LogCard::TheDiceOfFate | LogCard::TheMastHead | LogCard::ShipInABottle
        ) && !player.log_used.contains(card)
    })
}

/// The Coffin's holder, if it is unplayed: they take one more placement after round 12.
pub fn coffin_holder(state: &NewBedfordState) -> Option<Seat> {
    (0..state.seats()).find(|&seat| unused(state, seat, LogCard::TheCoffin))
}

/// Stove Boat's player this whaling phase.
pub fn stove_boat(state: &NewBedfordState) -> Option<Seat> {
    log(state).and_then(|log| log.stove_boat)
}

/// Whether the choosing `ship` may take a drawn `whale` under this phase's cards (ruling
/// NB-49): Ice Sheet stops ships on spaces 4–6, Sea Ice every Bowhead but its player's, Stove
/// Boat asks 1 wood of everyone but its player.
pub fn check_take_whale(state: &NewBedfordState, ship: ShipRef, whale: WhaleKind) -> Judged {
    let Some(log) = log(state) else {
        return Ok(());
    };
    let space = state
        .ship(ship)
        .sea_position()
        .map_or(0, |(space, _)| space);
    let rule = rule::SHIPS_LOG_WHALING_OMENS;
    if log.ice_sheet && space >= 4 {
        return Err(refuse(Code::CannotPerform, rule, Why::LogIceSheet));
    }
    if whale == WhaleKind::Bowhead && log.sea_ice.is_some_and(|holder| holder != ship.seat) {
        return Err(refuse(Code::CannotPerform, rule, Why::LogSeaIce));
    }
    if log.stove_boat.is_some_and(|holder| holder != ship.seat) && state.player(ship.seat).wood == 0
    {
        return Err(refuse(Code::CannotAfford, rule, Why::LogStoveBoat));
    }
    Ok(())
}
