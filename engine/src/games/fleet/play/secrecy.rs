//! What each seat may see (ruling FL-14). Public: licenses, the auction, launched boats and
//! which carry a captain, crates, processed crates, every payment, how many cards each hand,
//! the supply and the discard pile hold. Private to its owner: the hand, the captains' types,
//! the cards drawn and which was kept or discarded. Nobody sees the supply's or the discard
//! pile's contents, or the RNG (which would foretell every draw).

use serde::Serialize;
use serde_json::Value;

use crate::core::play::Actor;
use crate::core::scoring::Seat;
use crate::core::secrecy::{Hidden, Private, Readers};

use super::super::components::BoatType;
use super::actions::{FleetAction, FleetEvent};
use super::state::{Cards, FleetState, Piles, Secret};
use crate::core::play::ChanceMode;
use crate::core::rng::RngState;

pub fn view(state: &FleetState, seat: Option<Seat>) -> FleetState {
    let mut view = state.clone();
    view.rng = None;
    view.piles = None;
    for (index, player) in view.players.iter_mut().enumerate() {
        if seat.map(usize::from) != Some(index) {
            player.secret = None;
        }
    }
    view
}

/// A complete state consistent with `seat`'s view: the boat cards the seat has not seen (all
/// but its own hand, captains and drawn cards and every launched boat) are dealt uniformly to
/// the other seats' hands, captains and drawn cards, the supply and the discard pile, in the
/// public counts of each; the license deck's order comes from the RNG at each reveal, so a
/// fresh stream samples it.
pub fn determinize(view: &FleetState, seat: Seat, seed: u64) -> FleetState {
    let mut state = view.clone();
    let mut unseen = unseen_cards(view, seat);
    let mut rng = RngState::new(seed);
    let others: Vec<usize> = (0..state.players.len())
        .filter(|&index| index != usize::from(seat))
        .collect();
    // A seat in the middle of paying holds enough to finish (bids and launches it could not
    // pay for are refused), so its hand is dealt first, again until it does.
    let payer = state.payment.map(|payment| usize::from(payment.seat));
    let order = payer
        .filter(|payer| others.contains(payer))
        .into_iter()
        .chain(others.iter().copied().filter(|&index| Some(index) != payer));
    for index in order {
        let Some(player) = state.players.get_mut(index) else {
            continue;
        };
        let hand = if Some(index) == payer {
            let outstanding = state
                .payment
                .map_or(0, |payment| payment.due.saturating_sub(payment.paid));
            let processed = u32::from(player.processed);
            deal_until(&mut unseen, player.hand_size, &mut rng, |hand| {
                hand.cash() + processed >= u32::from(outstanding)
            })
        } else {
            deal(&mut unseen, player.hand_size, &mut rng)
        };
        let captains = deal(&mut unseen, player.captained(), &mut rng);
        let drawn = deal(&mut unseen, player.drawn_size, &mut rng);
        player.secret = Some(Secret {
            hand,
            captains,
            drawn,
        });
    }
    let supply = deal(&mut unseen, state.supply_size, &mut rng);
    let discards = deal(&mut unseen, state.discard_size, &mut rng);
    state.piles = Some(Piles { supply, discards });
    state.rng = (state.chance == ChanceMode::Seeded).then_some(rng);
    state
}

/// `count` cards taken uniformly from `unseen`.
fn deal(unseen: &mut Cards, count: u8, rng: &mut RngState) -> Cards {
    let remaining = unseen.count();
    let bounds: Vec<u32> = (0..u32::from(count))
        .map(|dealt| remaining.saturating_sub(dealt))
        .collect();
    let mut dealt = Cards::default();
    for draw in rng.draw_below(&bounds) {
        if let Some(boat) = nth_card(*unseen, draw) {
            unseen.take(boat);
            dealt.put(boat);
        }
    }
    dealt
}

/// Like [`deal`], dealt again until `holds` accepts the cards (uniform among the deals it
/// accepts); after many refusals the last deal stands, and the state will not validate.
fn deal_until(
    unseen: &mut Cards,
    count: u8,
    rng: &mut RngState,
    holds: impl Fn(Cards) -> bool,
) -> Cards {
    const TRIES: u32 = 1_000;
    let pool = *unseen;
    let mut dealt = Cards::default();
    for _ in 0..TRIES {
        *unseen = pool;
        dealt = deal(unseen, count, rng);
        if holds(dealt) {
            break;
        }
    }
    dealt
}

/// The boat cards `seat` has not seen: the box less its own secret and every launched boat.
fn unseen_cards(view: &FleetState, seat: Seat) -> Cards {
    let mut unseen = Cards::default();
    for boat in BoatType::ALL {
        *unseen.slot(boat) = boat.card().copies;
    }
    for (index, player) in view.players.iter().enumerate() {
        if usize::from(seat) == index {
            if let Some(secret) = player.secret {
                for cards in [secret.hand, secret.captains, secret.drawn] {
                    for boat in BoatType::ALL {
                        for _ in 0..cards.get(boat) {
                            unseen.take(boat);
                        }
                    }
                }
            }
        }
        for boat in &player.boats {
            unseen.take(boat.boat);
        }
    }
    unseen
}

/// The card at position `index` when `cards` are laid out type by type.
fn nth_card(cards: Cards, index: u32) -> Option<BoatType> {
    let mut before = 0u32;
    BoatType::ALL.into_iter().find(|&boat| {
        before = before.saturating_add(u32::from(cards.get(boat)));
        index < before
    })
}

/// The actions with a private card, as other seats read them: the card reads `null`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum ConcealedAction {
    Hire { boat: BoatType, captain: Hidden },
    Keep { card: Hidden },
    Discard { card: Hidden },
    DealCard { seat: u8, card: Hidden },
}

/// A captain's type, a kept or discarded card and a dealt card are the seat's own; the
/// table's deal belongs to the seat dealt to.
impl Private for FleetAction {
    fn readers(&self, actor: Actor) -> Readers {
        match *self {
            Self::Hire { .. } | Self::Keep { .. } | Self::Discard { .. } => Readers::actor(actor),
            Self::DealCard { seat, .. } => Readers::Seat(seat),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        let concealed = match *self {
            Self::Hire { boat, .. } => ConcealedAction::Hire {
                boat,
                captain: Hidden,
            },
            Self::Keep { .. } => ConcealedAction::Keep { card: Hidden },
            Self::Discard { .. } => ConcealedAction::Discard { card: Hidden },
            Self::DealCard { seat, .. } => ConcealedAction::DealCard { seat, card: Hidden },
            _ => return Value::Null,
        };
        serde_json::to_value(concealed).unwrap_or(Value::Null)
    }
}

/// The cards drawn, kept or discarded and a captain's type are private to the event's seat.
impl Private for FleetEvent {
    fn readers(&self, _actor: Actor) -> Readers {
        match *self {
            Self::CaptainHired { seat, .. }
            | Self::Drew { seat, .. }
            | Self::Kept { seat, .. }
            | Self::Discarded { seat, .. } => Readers::Seat(seat),
            _ => Readers::Everyone,
        }
    }

    fn concealed(&self) -> Value {
        let mut concealed = self.clone();
        match &mut concealed {
            Self::CaptainHired { captain, .. } => *captain = None,
            Self::Drew { cards, .. } => *cards = None,
            Self::Kept { card, .. } | Self::Discarded { card, .. } => *card = None,
            _ => return Value::Null,
        }
        serde_json::to_value(concealed).unwrap_or(Value::Null)
    }
}

/// Chance decides the start player, the licenses turned up, the boat cards drawn (seen by
/// the drawer alone, still chance) and a new supply's order. The rest follows from what the
/// seats chose: a captain hired, a card kept or discarded is the seat's own card, hidden from
/// the others but shown to nobody new; a draw cut short, the last round and fishing follow
/// from public counts.
impl crate::core::reveals::Revealing for FleetEvent {
    fn reveals(&self) -> bool {
        match self {
            Self::StartPlayer { .. }
            | Self::LicenseRevealed { .. }
            | Self::Drew { .. }
            | Self::Reshuffled { .. } => true,
            Self::Offered { .. }
            | Self::DroppedOut { .. }
            | Self::Bid { .. }
            | Self::Passed { .. }
            | Self::Won { .. }
            | Self::Paid { .. }
            | Self::LicenseBought { .. }
            | Self::AuctionRemoved { .. }
            | Self::LastRound
            | Self::Launched { .. }
            | Self::BoatPaid { .. }
            | Self::CaptainHired { .. }
            | Self::DrawCutShort { .. }
            | Self::Fished { .. }
            | Self::BeyondSupply { .. }
            | Self::Processed { .. }
            | Self::Traded { .. }
            | Self::Kept { .. }
            | Self::Discarded { .. }
            | Self::RoundStarted { .. }
            | Self::GameOver { .. } => false,
        }
    }
}
