//! What a state received from outside must satisfy to have arisen in play: the seats and
//! phase agree, every boat card, license and crate of the box is somewhere exactly once, and
//! nothing a view hides is missing (a view is a state to read, not to play on).

use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::state_names;
use crate::core::play::ChanceMode;

use super::super::components::{setup_for, BoatType, CRATES_PER_BOAT, CRATES_PER_PLAYER};
use super::state::{Cards, Deal, FleetState, License, Phase};

struct Problems(Vec<Violation>);

impl Problems {
    fn add(&mut self, field: impl Into<String>, code: ViolationCode, message: impl Into<String>) {
        self.0.push(Violation::new(field, code, message));
    }
}

pub fn validate(state: &FleetState) -> Result<(), Vec<Violation>> {
    let mut problems = Problems(Vec::new());
    let seats = state.players.len();
    let Some(row) = setup_for(seats) else {
        problems.add(
            "players",
            ViolationCode::PlayerCount,
            format!("Fleet has 2 to 4 players, not {seats}"),
        );
        return Err(problems.0);
    };
    if check_hidden(state, &mut problems) {
        return Err(problems.0);
    }
    let seat_count = u8::try_from(seats).unwrap_or(u8::MAX);
    if state.chance == ChanceMode::Table && state.rng.is_some() {
        problems.add("rng", ViolationCode::OutOfRange, "a table game has no RNG");
    }
    if state.start_player >= seat_count || state.round == 0 {
        problems.add(
            "start_player",
            ViolationCode::OutOfRange,
            "the start player is a seat and rounds start at 1",
        );
    }
    check_cards(state, &mut problems);
    check_licenses(
        state,
        row.standard_removed,
        row.premium_removed,
        &mut problems,
    );
    check_crates(state, &mut problems);
    check_players(state, &mut problems);
    check_phase(state, seat_count, &mut problems);
    check_owed(state, seat_count, &mut problems);
    problems.0.extend(state_names(
        state.players.iter().map(|player| player.name.as_deref()),
    ));
    if problems.0.is_empty() {
        Ok(())
    } else {
        Err(problems.0)
    }
}

/// A view: reports only what it hides (the RNG, the piles, other seats' hands), since nothing
/// else can be checked without it; true when something is hidden.
fn check_hidden(state: &FleetState, problems: &mut Problems) -> bool {
    let mut hidden = false;
    if state.chance == ChanceMode::Seeded && state.rng.is_none() {
        problems.add(
            "rng",
            ViolationCode::OutOfRange,
            "a seeded game needs its RNG state (views hide it; play on the full state)",
        );
        hidden = true;
    }
    if state.piles.is_none() {
        problems.add(
            "piles",
            ViolationCode::OutOfRange,
            "the supply's and discard pile's contents are missing (views hide them; play on the full state)",
        );
        hidden = true;
    }
    for (seat, player) in state.players.iter().enumerate() {
        if player.secret.is_none() {
            problems.add(
                format!("players[{seat}].secret"),
                ViolationCode::OutOfRange,
                "this player's hand is missing (views hide other seats' hands; play on the full state)",
            );
            hidden = true;
        }
    }
    hidden
}

/// Each player's hand and drawn counts, captains and boats agree with one another.
fn check_players(state: &FleetState, problems: &mut Problems) {
    for (seat, player) in state.players.iter().enumerate() {
        let field = |name: &str| format!("players[{seat}].{name}");
        let Some(secret) = player.secret else {
            continue;
        };
        if u32::from(player.hand_size) != secret.hand.count()
            || u32::from(player.drawn_size) != secret.drawn.count()
        {
            problems.add(
                field("hand_size"),
                ViolationCode::OutOfRange,
                "hand_size and drawn_size must count the cards in the hand and drawn",
            );
        }
        if u32::from(player.captained()) != secret.captains.count() {
            problems.add(
                field("boats"),
                ViolationCode::OutOfRange,
                "every captained boat has one captain card, and every captain card a boat",
            );
        }
        for (index, boat) in player.boats.iter().enumerate() {
            if boat.crates > CRATES_PER_BOAT || (boat.crates > 0 && !boat.captain) {
                problems.add(
                    format!("players[{seat}].boats[{index}].crates"),
                    ViolationCode::OutOfRange,
                    format!(
                        "a boat holds at most {CRATES_PER_BOAT} crates, and only with a captain"
                    ),
                );
            }
            if !player.may_launch(boat.boat) {
                problems.add(
                    format!("players[{seat}].boats[{index}]"),
                    ViolationCode::MissingRequirement,
                    "a boat needs a license of its type (any King Crab license for a King Crab boat)",
                );
            }
        }
        let drawing = matches!(state.phase, Phase::Draw { .. });
        if player.drawn_size > 0 && !drawing {
            problems.add(
                field("drawn_size"),
                ViolationCode::OutOfRange,
                "cards wait in drawn only during the draw phase",
            );
        }
    }
}

/// The phase names seats that exist and stays within the limits its owner's licenses set.
fn check_phase(state: &FleetState, seat_count: u8, problems: &mut Problems) {
    let in_range = |seat: u8| seat < seat_count;
    let mask_ok = |mask: u8| mask >> seat_count == 0;
    match &state.phase {
        Phase::Auction {
            opener, out, lot, ..
        } => {
            if !in_range(*opener) || !mask_ok(*out) {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "opener and out name seats",
                );
            }
            if let Some(lot) = lot {
                if !in_range(lot.turn)
                    || !in_range(lot.leader)
                    || !mask_ok(lot.passed)
                    || !state.auction.contains(&lot.license)
                    || (lot.bid == 0 && (lot.turn != *opener || lot.leader != *opener))
                    || (lot.bid > 0 && u32::from(lot.bid) < u32::from(lot.license.card().min_cost))
                {
                    problems.add(
                        "phase.lot",
                        ViolationCode::OutOfRange,
                        "the lot is a license in the auction, bid on by seats, at least at its minimum",
                    );
                }
            }
        }
        Phase::Launch { seat, launched } => {
            if !in_range(*seat) || *launched > state.player(*seat).launch_limit() {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "launches beyond the limit",
                );
            }
        }
        Phase::Hire { seat, hired } => {
            if !in_range(*seat) || *hired > state.player(*seat).hire_limit() {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "captains beyond the limit",
                );
            }
        }
        Phase::Process { seat, emptied } => {
            let boats = state
                .players
                .get(usize::from(*seat))
                .map_or(0, |p| p.boats.len());
            if !in_range(*seat) || emptied.iter().any(|&i| usize::from(i) >= boats) {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "processing names a seat's boats",
                );
            }
        }
        Phase::Draw { deciding } => {
            if !deciding.within(seat_count) {
                problems.add("phase", ViolationCode::OutOfRange, "deciding names seats");
            }
        }
        Phase::Fishing => {
            if state.dealing.is_empty() {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "fishing never waits for anyone",
                );
            }
        }
        Phase::Over => {
            if !state.dealing.is_empty() || state.payment.is_some() {
                problems.add(
                    "phase",
                    ViolationCode::OutOfRange,
                    "a finished game owes nothing",
                );
            }
        }
    }
}

/// A payment under way and the chance owed can still be settled.
fn check_owed(state: &FleetState, seat_count: u8, problems: &mut Problems) {
    if let Some(payment) = state.payment {
        let payer = state.players.get(usize::from(payment.seat));
        // The payer must be able to finish: bids and launches are refused otherwise.
        let can_pay = payer.is_some_and(|p| {
            p.hand().cash() + u32::from(p.processed)
                >= u32::from(payment.due.saturating_sub(payment.paid))
        });
        if payment.paid >= payment.due || !can_pay {
            problems.add(
                "payment",
                ViolationCode::OutOfRange,
                "a payment under way has something due that its payer can pay",
            );
        }
    }
    if state.chance == ChanceMode::Seeded && !state.dealing.is_empty() {
        problems.add(
            "dealing",
            ViolationCode::OutOfRange,
            "a seeded game draws at once and owes no chance between actions",
        );
    }
    for (index, deal) in state.dealing.iter().enumerate() {
        let ok = match *deal {
            Deal::Licenses { count } => count > 0,
            Deal::Cards { seat, count, .. } => seat < seat_count && count > 0,
            Deal::StartPlayer => true,
        };
        if !ok {
            problems.add(
                format!("dealing[{index}]"),
                ViolationCode::OutOfRange,
                "a deal owes at least one card, to a seat",
            );
        }
    }
}

/// Every boat card of the box is in a hand, drawn, a captain, a launched boat, the supply or
/// the discard pile, and the pile sizes count them.
fn check_cards(state: &FleetState, problems: &mut Problems) {
    let piles = state.piles.unwrap_or_default();
    if u32::from(state.supply_size) != piles.supply.count()
        || u32::from(state.discard_size) != piles.discards.count()
    {
        problems.add(
            "supply_size",
            ViolationCode::OutOfRange,
            "supply_size and discard_size must count the piles",
        );
    }
    let mut total = [0u32; 6];
    let mut add = |cards: Cards| {
        for (slot, boat) in total.iter_mut().zip(BoatType::ALL) {
            *slot += u32::from(cards.get(boat));
        }
    };
    add(piles.supply);
    add(piles.discards);
    for player in &state.players {
        if let Some(secret) = player.secret {
            add(secret.hand);
            add(secret.captains);
            add(secret.drawn);
        }
        for boat in &player.boats {
            add(Cards::of(boat.boat, 1));
        }
    }
    for (count, boat) in total.iter().zip(BoatType::ALL) {
        let copies = u32::from(boat.card().copies);
        if *count != copies {
            problems.add(
                "piles",
                ViolationCode::TooManyPieces,
                format!(
                    "boat cards are not conserved: the game holds {count} {}s, the box {copies}",
                    boat.card().name
                ),
            );
        }
    }
}

/// Every license is owned, in the auction, removed after an unsold auction, or unseen: in the
/// deck or taken out at setup, whose class counts are known.
fn check_licenses(
    state: &FleetState,
    standard_removed: u8,
    premium_removed: u8,
    problems: &mut Problems,
) {
    if state.auction.len() > state.players.len() {
        problems.add(
            "auction",
            ViolationCode::TooManyPieces,
            "the auction holds one license per player at most",
        );
    }
    let mut unseen = [0u32; 2];
    for license in License::ALL {
        let seen = state
            .auction
            .iter()
            .chain(&state.removed)
            .chain(state.players.iter().flat_map(|p| &p.licenses))
            .filter(|&&l| l == license)
            .count();
        let copies = usize::from(license.card().copies);
        if seen > copies {
            problems.add(
                "auction",
                ViolationCode::TooManyPieces,
                format!("more than {copies} {}s are in play", license.card().name),
            );
        }
        unseen[usize::from(license.is_premium())] += u32::from(state.unseen(license));
    }
    let in_deck = |premium: bool| -> u32 {
        state
            .deck
            .iter()
            .map(|part| u32::from(if premium { part.premium } else { part.standard }))
            .sum()
    };
    if in_deck(false) + u32::from(standard_removed) != unseen[0]
        || in_deck(true) + u32::from(premium_removed) != unseen[1]
    {
        problems.add(
            "deck",
            ViolationCode::TooManyPieces,
            "licenses are not conserved: the deck and the licenses taken out at setup must be exactly those not yet seen",
        );
    }
}

/// Crates: the supply, boats, Processing Vessel licenses and spent ones make the box's 25 per
/// player plus those credited beyond the supply.
fn check_crates(state: &FleetState, problems: &mut Problems) {
    let on_boats: u32 = state.players.iter().map(|p| p.crates_on_boats()).sum();
    let processed: u32 = state.players.iter().map(|p| u32::from(p.processed)).sum();
    let held =
        u32::from(state.crates.supply) + on_boats + processed + u32::from(state.crates.spent);
    let players = u32::try_from(state.players.len()).unwrap_or(0);
    let expected = u32::from(CRATES_PER_PLAYER) * players + u32::from(state.crates.beyond_supply);
    if held != expected || (state.crates.beyond_supply > 0 && state.crates.supply > 0) {
        problems.add(
            "crates",
            ViolationCode::TooManyPieces,
            format!("crates are not conserved: the game holds {held}, expected {expected}"),
        );
    }
}
