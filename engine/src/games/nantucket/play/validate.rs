//! What a state received from outside must satisfy to have arisen in play.

use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::state_names;
use crate::core::play::ChanceMode;

use super::state::{
    Coin, Coins, NantucketState, Phase, BANK_COPPER, BANK_SILVER, BUILDINGS_TO_END, WHARF_COINS,
};
use super::town::Building;

struct Problems(Vec<Violation>);

impl Problems {
    fn add(&mut self, field: &str, code: ViolationCode, message: String) {
        self.0.push(Violation::new(field, code, message));
    }
}

pub fn validate(state: &NantucketState) -> Result<(), Vec<Violation>> {
    let mut problems = Problems(Vec::new());
    if state.players.len() != 2 {
        problems.add(
            "players",
            ViolationCode::PlayerCount,
            "Nantucket has exactly 2 players".to_owned(),
        );
        return Err(problems.0);
    }
    state.town.validate("town")?;
    check_coins(state, &mut problems);
    if state.captain > 1 || state.round == 0 {
        problems.add(
            "captain",
            ViolationCode::OutOfRange,
            "the Captain is seat 0 or 1 and rounds start at 1".to_owned(),
        );
    }
    if state.chance == ChanceMode::Seeded && state.rng.is_none() {
        problems.add(
            "rng",
            ViolationCode::OutOfRange,
            "a seeded game needs its RNG state (views hide it; play on the full state)".to_owned(),
        );
    }
    // A ship emptied by its last catch stays in place until the whaling phase ends.
    let whaling = matches!(
        state.phase,
        Phase::OrderShips { .. } | Phase::AwaitingToss { .. } | Phase::Catch { .. }
    );
    check_ships(state, whaling, &mut problems);
    check_built(state, &mut problems);
    let in_play = state.phase != Phase::Over;
    if in_play && !state.ending && (state.built.len() >= BUILDINGS_TO_END || state.bank.copper == 0)
    {
        problems.add(
            "ending",
            ViolationCode::OutOfRange,
            "a full town or an empty Copper bank has triggered the end".to_owned(),
        );
    }
    check_skipped_turn(state, &mut problems);
    if state.rows_taken.iter().any(|&taken| taken) && !whaling {
        problems.add(
            "rows_taken",
            ViolationCode::OutOfRange,
            "chart rows are taken only during whaling".to_owned(),
        );
    }
    check_phase(state, &mut problems);
    problems.0.extend(state_names(
        state.players.iter().map(|player| player.name.as_deref()),
    ));
    if problems.0.is_empty() {
        Ok(())
    } else {
        Err(problems.0)
    }
}

/// Coins are conserved: bank, supplies, ships and markers hold exactly the box's coins.
fn check_coins(state: &NantucketState, problems: &mut Problems) {
    match state.all_coins() {
        Some(total) if total == Coins::new(BANK_SILVER, BANK_COPPER) => {}
        Some(total) => problems.add(
            "bank",
            ViolationCode::TooManyPieces,
            format!("coins are not conserved: the game holds {} Silver and {} Copper, the box {BANK_SILVER} and {BANK_COPPER}", total.silver, total.copper),
        ),
        None => problems.add(
            "bank",
            ViolationCode::TooManyPieces,
            format!("coins are not conserved: the game holds more than 255 of a kind, the box {BANK_SILVER} Silver and {BANK_COPPER} Copper"),
        ),
    }
}

/// At most two ships a player, each of 1 to 5 coins (an emptied one only while whaling).
fn check_ships(state: &NantucketState, whaling: bool, problems: &mut Problems) {
    for (seat, player) in state.players.iter().enumerate() {
        if player.ships.len() > 2
            || player
                .ships
                .iter()
                .any(|s| (s.count() == 0 && !whaling) || s.count() > u32::from(WHARF_COINS))
        {
            problems.add(
                &format!("players[{seat}].ships"),
                ViolationCode::OutOfRange,
                "at most 2 ships of 1 to 5 coins".to_owned(),
            );
        }
    }
}

/// Each built building is in this town, built once, marked as paid and owned by a seat.
fn check_built(state: &NantucketState, problems: &mut Problems) {
    let mut seen = Vec::new();
    for (index, built) in state.built.iter().enumerate() {
        let field = format!("built[{index}]");
        if state.town.lot(built.building).is_none() {
            problems.add(
                &field,
                ViolationCode::ComponentNotInGame,
                format!("{} is not in this town", built.building.id()),
            );
        }
        if seen.contains(&built.building) {
            problems.add(
                &field,
                ViolationCode::DuplicateComponent,
                format!("{} is built twice", built.building.id()),
            );
        }
        seen.push(built.building);
        let copper_only = state
            .town
            .lot(built.building)
            .is_some_and(|lot| lot.copper_only);
        if copper_only && built.marker == Coin::Silver {
            problems.add(
                &field,
                ViolationCode::OutOfRange,
                format!(
                    "{} is paid in Copper only, so its marker is a Copper",
                    built.building.id()
                ),
            );
        }
        if built.owner > 1 {
            problems.add(&field, ViolationCode::OutOfRange, "no such seat".to_owned());
        }
    }
}

/// The Summer House's skipped turn belongs to its one builder.
fn check_skipped_turn(state: &NantucketState, problems: &mut Problems) {
    // The skip stays with the builder even when the other player buys the Summer House with
    // the Law Office before the skipped turn comes (ruling NT-17), so its owner says nothing.
    let summer_house = state.built(Building::SummerHouse);
    let skipping = state.players.iter().filter(|p| p.skip_next_turn).count();
    for (seat, player) in state.players.iter().enumerate() {
        if player.skip_next_turn && (summer_house.is_none() || skipping > 1) {
            problems.add(
                &format!("players[{seat}].skip_next_turn"),
                ViolationCode::OutOfRange,
                "only the Summer House's one builder skips a turn, once it is built".to_owned(),
            );
        }
    }
}

/// The phase names a seat, ship and toss that exist.
fn check_phase(state: &NantucketState, problems: &mut Problems) {
    let ship_ok = |seat: u8, ship: u8| {
        seat < 2 && usize::from(ship) < state.players[usize::from(seat)].ships.len()
    };
    let phase_ok = match state.phase {
        Phase::Turn { turn, .. } | Phase::AwaitingFlip { turn, .. } => turn < 2,
        Phase::OrderShips { seat } => {
            seat < 2 && super::whaling::owner_chooses(state) == Some(seat)
        }
        Phase::AwaitingToss { ship } | Phase::Catch { ship, .. } => ship_ok(ship.seat, ship.ship),
        Phase::Over => true,
    };
    let toss_ok = match state.phase {
        Phase::Catch { ship, toss } if ship_ok(ship.seat, ship.ship) => {
            let coins = state.players[usize::from(ship.seat)].ships[usize::from(ship.ship)];
            toss.copper_heads <= coins.copper && toss.silver_heads <= coins.silver
        }
        _ => true,
    };
    if !phase_ok || !toss_ok || !state.whaling.iter().all(|s| ship_ok(s.seat, s.ship)) {
        problems.add(
            "phase",
            ViolationCode::OutOfRange,
            "the phase refers to a seat, ship or toss that cannot be".to_owned(),
        );
    }
}
