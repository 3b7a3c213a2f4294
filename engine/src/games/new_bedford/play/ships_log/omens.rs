//! The once-only Ship's Log cards: the moments their holders are asked, what each does when
//! played, and the answers of the players an Omen strikes, with Insurance and Calm Seas as
//! shields (rulings NB-49, NB-50).

use super::*;

pub(super) fn unused(state: &NewBedfordState, seat: Seat, card: LogCard) -> bool {
    let player = state.player(seat);
    player.log_cards.contains(&card) && !player.log_used.contains(&card)
}

pub(super) fn playable(state: &NewBedfordState, seat: Seat, moment: Moment) -> Vec<LogCard> {
    let player = state.player(seat);
    player
        .log_cards
        .iter()
        .copied()
        .filter(|&card| Moment::of(card) == Some(moment) && !player.log_used.contains(&card))
        .collect()
}

/// Asks every holder of a once-only card for `moment`, in turn order; `then` follows (or,
/// with none, the phase already set). Returns whether anyone was asked (the caller waits).
pub fn open_window(state: &mut NewBedfordState, moment: Moment, then: Option<Resume>) -> bool {
    if state.ships_log.is_none() {
        return false;
    }
    for seat in everyone_from(state, state.first_player) {
        if !playable(state, seat, moment).is_empty() {
            push(state, Pending::Window { seat, moment });
        }
    }
    match then {
        Some(then) => defer(state, then),
        None => pending(state).is_some(),
    }
}

/// Plays `card` now (ruling NB-49).
pub(super) fn play(state: &mut NewBedfordState, seat: Seat, card: LogCard, events: &mut Events) {
    use LogCard as C;
    state.player_mut(seat).log_used.push(card);
    events.push(NewBedfordEvent::LogCardPlayed { seat, card });
    let set = |state: &mut NewBedfordState, f: &dyn Fn(&mut ShipsLog)| {
        if let Some(log) = log_mut(state) {
            f(log);
        }
    };
    match card {
        C::TheDiceOfFate => set(state, &|log| log.angry = true),
        C::IceSheet => set(state, &|log| log.ice_sheet = true),
        C::SeaIce => set(state, &|log| log.sea_ice = Some(seat)),
        C::StoveBoat => set(state, &|log| log.stove_boat = Some(seat)),
        C::TheMastHead => {
            let right = state.drawn.right;
            state.drawn.right = 0;
            state.bag.right = state.bag.right.saturating_add(right);
        }
        C::Sharks => sharks(state, events),
        // The victims wait in turn order from the card's player; `execute` settles them.
        // These cards say "each other player": their player is spared.
        C::Rats | C::WreckOfTheEssex => {
            for victim in others(state, seat) {
                strike(state, victim, card, seat);
            }
        }
        // These say "each player" (or "all players"), so their player is struck too
        // (ruling NB-49), and answers first.
        C::BurnedOil | C::Reef | C::Typhoon | C::RefineryFire => {
            for victim in everyone_from(state, seat) {
                strike(state, victim, card, seat);
            }
        }
        _ => {}
    }
}

/// Sharks: one more token, then the most valuable whale drawn leaves the game.
pub(super) fn sharks(state: &mut NewBedfordState, events: &mut Events) {
    if state.bag.total() == 0 {
        shark_bite(state);
        return;
    }
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(_)) => {
            let extra = whaling::draw_seeded(state, 1);
            sharks_drawn(state, extra, events);
        }
        _ => push(state, Pending::SharksDraw),
    }
}

pub(super) fn sharks_drawn(state: &mut NewBedfordState, extra: Tokens, events: &mut Events) {
    state.bag = state.bag.minus(extra).unwrap_or_default();
    state.drawn = state.drawn.plus(extra);
    events.push(NewBedfordEvent::TokensDrawn { tokens: extra });
    shark_bite(state);
}

pub(super) fn shark_bite(state: &mut NewBedfordState) {
    for whale in [WhaleKind::Sperm, WhaleKind::Bowhead, WhaleKind::Right] {
        if state.drawn.whales().get(whale) > 0 {
            state.drawn = state.drawn.minus(Tokens::one(whale)).unwrap_or_default();
            state.removed = state.removed.plus(Tokens::one(whale));
            return;
        }
    }
}

// Strikes and answers -----------------------------------------------------------------------

/// Whether `seat` may shield itself: a worker on the Insurance, or an unspent Calm Seas.
pub(super) fn shielded(state: &NewBedfordState, seat: Seat) -> bool {
    state.stands_on(seat, Building::Insurance) || unused(state, seat, LogCard::CalmSeas)
}

/// The answers `seat` has to `card`, shields aside (rule [`rule::SHIPS_LOG_OMENS`]).
pub(super) fn answers(state: &NewBedfordState, seat: Seat, card: LogCard, into: &mut Vec<Answer>) {
    let player = state.player(seat);
    let at_sea = ships_at_sea(state, seat);
    let move_ship = |into: &mut Vec<Answer>| {
        into.extend(at_sea.iter().map(|&ship| Answer::MoveShip { ship }));
    };
    match card {
        LogCard::Reef => {
            if player.wood > 0 {
                into.push(Answer::PayWood);
            }
            move_ship(into);
        }
        LogCard::WreckOfTheEssex => {
            if player.food > 0 {
                into.push(Answer::PayFood);
            }
            move_ship(into);
        }
        LogCard::Typhoon => move_ship(into),
        LogCard::Rats | LogCard::BurnedOil => {
            if card == LogCard::Rats && player.food > 0 {
                into.push(Answer::PayFood);
            }
            let kinds: &[WhaleKind] = if card == LogCard::Rats {
                &[WhaleKind::Right]
            } else {
                &[WhaleKind::Right, WhaleKind::Bowhead]
            };
            for ship in 0..2 {
                for &whale in kinds {
                    if player.ships[usize::from(ship)].cargo.get(whale) > 0 {
                        into.push(Answer::LoseWhale { ship, whale });
                    }
                }
            }
        }
        LogCard::RottenDecking if player.wood > 0 => into.push(Answer::Accept),
        LogCard::TheSermon if player.money > 0 => into.push(Answer::Accept),
        LogCard::RefineryFire if !burnable(state, seat).is_empty() => into.push(Answer::Accept),
        _ => {}
    }
}

/// `card`, played by `by`, is to reach `seat`: one with nothing to give is passed over; the
/// others wait behind the players struck before them, since answers come one at a time in
/// turn order from the card's player (ruling NB-50). `settle` then strikes at once, as its turn
/// comes, each one with a single way to be struck and no shield.
pub(super) fn strike(state: &mut NewBedfordState, seat: Seat, card: LogCard, by: Seat) {
    let mut options = Vec::new();
    answers(state, seat, card, &mut options);
    if !options.is_empty() {
        push(state, Pending::Respond { seat, card, by });
    }
}

/// Strikes the struck players at the head of the queue who have no choice to make: a single
/// way to be struck and no shield, or nothing left to give. Stops at the first player who
/// must answer; what an answer raises (Refinery Fire's choice) comes before the next player.
pub(super) fn settle(state: &mut NewBedfordState, events: &mut Events) {
    while let Some(Pending::Respond { seat, card, by }) = pending(state) {
        let mut options = Vec::new();
        answers(state, seat, card, &mut options);
        if options.len() > 1 || (!options.is_empty() && shielded(state, seat)) {
            return;
        }
        let waiting: Vec<Pending> = log_mut(state)
            .map(|log| log.pending.drain(..).skip(1).collect())
            .unwrap_or_default();
        if let Some(&only) = options.first() {
            answer(state, seat, card, by, only, events);
        }
        if let Some(log) = log_mut(state) {
            log.pending.extend(waiting);
        }
    }
}

pub(super) fn answer(
    state: &mut NewBedfordState,
    seat: Seat,
    card: LogCard,
    by: Seat,
    answer: Answer,
    events: &mut Events,
) {
    match answer {
        Answer::Shield => {
            if !state.stands_on(seat, Building::Insurance) {
                state.player_mut(seat).log_used.push(LogCard::CalmSeas);
            }
            events.push(NewBedfordEvent::LogCardIgnored { seat, card });
        }
        Answer::Accept => match card {
            LogCard::RottenDecking => {
                let wood = state.player(seat).wood.min(2);
                let player = state.player_mut(seat);
                player.wood = player.wood.saturating_sub(wood);
                gain(&mut state.player_mut(by).wood, wood);
            }
            LogCard::TheSermon => pay_sermon(state, seat),
            LogCard::RefineryFire => push(state, Pending::Burn { seat, by }),
            _ => {}
        },
        Answer::PayWood => {
            let player = state.player_mut(seat);
            player.wood = player.wood.saturating_sub(1);
        }
        Answer::PayFood => {
            let player = state.player_mut(seat);
            player.food = player.food.saturating_sub(1);
        }
        Answer::MoveShip { ship } => toward_port(state, ShipRef { seat, ship }, events),
        Answer::LoseWhale { ship, whale } => {
            let carried = state.ship_mut(ShipRef { seat, ship }).cargo.slot(whale);
            *carried = carried.saturating_sub(1);
            state.removed = state.removed.plus(Tokens::one(whale));
        }
    }
}

/// Refinery Fire's candidates: `seat`'s built action buildings not already face down.
pub(super) fn burnable(state: &NewBedfordState, seat: Seat) -> Vec<Building> {
    state
        .buildings
        .iter()
        .filter(|slot| slot.owner == Some(seat) && slot.building.has_action())
        .map(|slot| slot.building)
        .filter(|b| !log(state).is_some_and(|log| log.burned.contains(b)))
        .collect()
}

/// Whether `building` lies face down this round (Refinery Fire).
pub fn burned(state: &NewBedfordState, building: Building) -> bool {
    log(state).is_some_and(|log| log.burned.contains(&building))
}

/// Whether the Dice of Fate withholds first-worker bonuses this round.
pub fn angry(state: &NewBedfordState) -> bool {
    log(state).is_some_and(|log| log.angry)
}
