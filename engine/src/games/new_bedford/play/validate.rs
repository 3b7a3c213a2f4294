//! Everything a state received from outside must satisfy to have arisen in play.

use std::collections::HashSet;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::state_names;
use crate::core::play::ChanceMode;

use super::super::info::{Edition, Module};
use super::buildings::Building;
use super::log_cards::{LogCard, LogDeck};
use super::setup;
use super::ships_log::{self, Pending};
use super::state::{
    NewBedfordState, Phase, ShipLocation, Step, Tokens, Whales, WorkerSpot, FARTHEST_SPACE, ROUNDS,
    SPACE_CAPACITY, TRYWORKS_FREE_RIGHT_WHALES,
};

/// Every invariant a state must hold, by mechanism; a state with an impossible seat count is
/// refused at once, since every other check counts seats.
pub fn validate(state: &NewBedfordState) -> Result<(), Vec<Violation>> {
    let mut problems = Vec::new();
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    let fifth_player = state.fifth_player();
    let seats_ok = match seats {
        2..=4 => true,
        5 => fifth_player,
        _ => false,
    };
    if !seats_ok {
        problem(
            "players",
            ViolationCode::PlayerCount,
            format!("2 to 4 players, or 5 with the 5th Player Expansion, not {seats}"),
        );
        return Err(problems);
    }

    module_problems(state, &mut problems);
    progress_problems(state, &mut problems);
    token_problems(state, &mut problems);
    ship_problems(state, &mut problems);
    building_problems(state, &mut problems);
    tryworks_problems(state, &mut problems);
    worker_problems(state, &mut problems);
    phase_problems(state, &mut problems);
    ships_log_problems(state, &mut problems);
    problems.extend(state_names(
        state.players.iter().map(|player| player.name.as_deref()),
    ));

    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The modules in play, and the pieces only a module brings.
fn module_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    let fifth_player = state.fifth_player();
    let played = [Module::Town, Module::ShipsLog, Module::FifthPlayer];
    let listed_once = state
        .modules
        .iter()
        .enumerate()
        .all(|(i, m)| played.contains(m) && !state.modules[..i].contains(m));
    if !listed_once {
        problem(
            "modules",
            ViolationCode::UnknownOption,
            "modules are listed once each".to_owned(),
        );
    }
    let town = state.town();
    let in_return = state.all_ships().any(|s| {
        matches!(
            state.ship(s).location,
            ShipLocation::Return { prepared: true, .. }
        )
    });
    if !town
        && (state.mayor.is_some() || state.bridge.is_some() || state.refinery_sold || in_return)
    {
        problem(
            "modules",
            ViolationCode::ComponentNotInGame,
            "the Mayor and Bridge tokens, the Refinery and the Captain's House belong to the Town Expansion".to_owned(),
        );
    }
    for (field, token) in [("mayor", state.mayor), ("bridge", state.bridge)] {
        if let Some(token) = token {
            let stands = token.seat < seats
                && state
                    .slot(token.building)
                    .is_some_and(|slot| slot.used_by == Some(token.seat));
            if !stands {
                problem(
                    field,
                    ViolationCode::OutOfRange,
                    "the token stands on a tile of this game that its seat uses this round"
                        .to_owned(),
                );
            }
        }
    }
    if !fifth_player
        && (state.wheelhouse_workers > 0
            || state.wheel_taken_by.is_some()
            || state.covered.is_some())
    {
        problem(
            "modules",
            ViolationCode::ComponentNotInGame,
            "the Wheelhouse and the Empty Lot belong to the 5th Player Expansion".to_owned(),
        );
    }
    if state.wheel_taken_by.is_some_and(|seat| seat >= seats) {
        problem(
            "wheel_taken_by",
            ViolationCode::OutOfRange,
            "no such seat".to_owned(),
        );
    }
    if let Some(covered) = state.covered {
        let built_action = state
            .slot(covered)
            .is_some_and(|slot| slot.owner.is_some() && covered.has_action());
        if !built_action || covered == Building::EmptyLot {
            problem(
                "covered",
                ViolationCode::OutOfRange,
                "the Empty Lot lies on a built action building other than itself".to_owned(),
            );
        }
    }
}

/// The round, the first player and the seeded RNG.
fn progress_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    if !(1..=ROUNDS).contains(&state.round) {
        problem(
            "round",
            ViolationCode::OutOfRange,
            format!("rounds run 1 to {ROUNDS}"),
        );
    }
    if state.first_player >= seats {
        problem(
            "first_player",
            ViolationCode::OutOfRange,
            "no such seat".to_owned(),
        );
    }
    if state.chance == ChanceMode::Seeded && state.rng.is_none() {
        problem(
            "rng",
            ViolationCode::OutOfRange,
            "a seeded game needs its RNG state (views hide it; play on the full state)".to_owned(),
        );
    }
}

/// Whale tokens are conserved across the bag, the ships, the players and the sale.
fn token_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    // Whale tokens are conserved: bag, drawn, removed, in holds, returned, and on sale. The
    // counts are added widened, so a forged count near 255 cannot wrap into a match.
    let mut held: Vec<Tokens> = vec![state.bag, state.drawn, state.removed];
    let whales = |w: Whales| Tokens {
        right: w.right,
        bowhead: w.bowhead,
        sperm: w.sperm,
        empty: 0,
    };
    for player in &state.players {
        held.push(whales(player.whales));
        held.extend(player.ships.iter().map(|ship| whales(ship.cargo)));
    }
    match state.phase {
        Phase::Returning { sold, sale, .. } => {
            held.push(whales(sold));
            held.push(whales(sale.map(|s| s.tokens).unwrap_or_default()));
        }
        Phase::Actions {
            step: Some(Step::Coffeehouse { drawn: Some(drawn) }),
            ..
        }
        | Phase::Inn {
            step: Some(Step::Coffeehouse { drawn: Some(drawn) }),
            ..
        }
        | Phase::Coffin {
            step: Some(Step::Coffeehouse { drawn: Some(drawn) }),
            ..
        } => held.push(drawn),
        _ => {}
    }
    let mut total = [0u32; 4];
    for tokens in &held {
        for (sum, count) in total.iter_mut().zip(tokens.counts()) {
            *sum += u32::from(count);
        }
    }
    // A fifth player adds no tokens (5th Player set-up).
    let full = Tokens::full_bag(seats.min(4)).counts().map(u32::from);
    if total != full {
        problem(
            "bag",
            ViolationCode::TooManyPieces,
            format!("whale tokens are not conserved: the game has {total:?} (Right, Bowhead, Sperm, Empty Sea) but a {seats}-player bag holds {full:?}"),
        );
    }
}

/// Where the ships are, and what they carry.
fn ship_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    // Ships: positions on the track are unique ranks 0.. on spaces 1–6, at most 3 a space.
    // Nantucket Sleigh Ride puts a ship beyond space 6 (ruling NB-46).
    let last = if state.ships_log.is_some() {
        ships_log::BEYOND_SIX
    } else {
        FARTHEST_SPACE
    };
    let mut per_space = [0usize; ships_log::BEYOND_SIX as usize + 1];
    let mut ranks = HashSet::new();
    let mut return_ranks = HashSet::new();
    for ship in state.all_ships() {
        let field = format!("players[{}].ships[{}]", ship.seat, ship.ship);
        let s = state.ship(ship);
        match s.location {
            ShipLocation::Sea { space, rank } => {
                if !(1..=last).contains(&space) {
                    problem(
                        &field,
                        ViolationCode::OutOfRange,
                        format!("space {space} is not on the track"),
                    );
                    continue;
                }
                per_space[usize::from(space)] += 1;
                if !ranks.insert((space, rank)) {
                    problem(
                        &field,
                        ViolationCode::DuplicateComponent,
                        format!("two ships hold rank {rank} on space {space}"),
                    );
                }
            }
            ShipLocation::Return { rank, .. } => {
                if !return_ranks.insert(rank) {
                    problem(
                        &field,
                        ViolationCode::DuplicateComponent,
                        format!("two ships hold rank {rank} in the Return space"),
                    );
                }
            }
            ShipLocation::Bottle => {
                let player = state.player(ship.seat);
                if !player.log_used.contains(&LogCard::ShipInABottle) || s.cargo.total() > 0 {
                    problem(
                        &field,
                        ViolationCode::OutOfRange,
                        "only Ship in a Bottle holds a ship, empty".to_owned(),
                    );
                }
            }
            ShipLocation::Home | ShipLocation::Dock => {
                let unloading = matches!(state.phase, Phase::Returning { ship: r, .. } if r == ship)
                    || state.return_queue.contains(&ship);
                if s.cargo.total() > 0 && !unloading {
                    problem(
                        &field,
                        ViolationCode::OutOfRange,
                        "only ships at sea or returning carry whales".to_owned(),
                    );
                }
            }
        }
    }
    if return_ranks
        .iter()
        .any(|&rank| usize::from(rank) >= return_ranks.len())
    {
        problem(
            "players",
            ViolationCode::OutOfRange,
            format!(
                "ranks in the Return space must run 0 to {}",
                return_ranks.len().saturating_sub(1)
            ),
        );
    }
    for (space, &count) in per_space.iter().enumerate() {
        if count > SPACE_CAPACITY {
            problem(
                "players",
                ViolationCode::TooManyPieces,
                format!("space {space} holds {count} ships; at most {SPACE_CAPACITY}"),
            );
        }
        for rank in 0..count {
            let rank = u8::try_from(rank).unwrap_or(u8::MAX);
            let space = u8::try_from(space).unwrap_or(u8::MAX);
            if count <= SPACE_CAPACITY && !ranks.contains(&(space, rank)) {
                problem(
                    "players",
                    ViolationCode::OutOfRange,
                    format!("ranks on space {space} must run 0 to {}", count - 1),
                );
            }
        }
    }
}

/// The tiles in play and their owners and users.
fn building_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    // Buildings: each tile once, of the modules in play, in the counts a setup gives (NB-30),
    // owned and used by real seats.
    let (actions, victories) = setup::tile_counts(seats);
    let joins = |b: &Building| {
        matches!(
            b.spec().module,
            Some(Module::FifthPlayer | Module::ShipsLog)
        )
    };
    let joined: Vec<Building> = state
        .buildings
        .iter()
        .map(|slot| slot.building)
        .filter(joins)
        .collect();
    let chosen = state.buildings.len() - joined.len();
    let chosen_actions = state
        .buildings
        .iter()
        .filter(|slot| slot.building.has_action() && !joined.contains(&slot.building))
        .count();
    let expected_joined: Vec<Building> = Building::all()
        .filter(|b| joins(b) && b.spec().module.is_some_and(|m| state.modules.contains(&m)))
        .collect();
    let mut joined_sorted = joined.clone();
    joined_sorted.sort_unstable_by_key(|&b| b as usize);
    let whole_module = joined_sorted == expected_joined;
    if (chosen_actions, chosen - chosen_actions) != (actions, victories) || !whole_module {
        problem(
            "buildings",
            ViolationCode::OutOfRange,
            format!("{seats} players use {actions} action and {victories} victory tiles, besides the tiles the 5th Player Expansion and the Ship's Log bring"),
        );
    }
    let mut seen = HashSet::new();
    for (index, slot) in state.buildings.iter().enumerate() {
        let field = format!("buildings[{index}]");
        if !seen.insert(slot.building) {
            problem(
                &field,
                ViolationCode::DuplicateComponent,
                format!("the {} is listed twice", slot.building.name()),
            );
        }
        let available = slot
            .building
            .spec()
            .module
            .is_none_or(|module| state.modules.contains(&module));
        if !available {
            problem(
                &field,
                ViolationCode::ComponentNotInGame,
                format!(
                    "the {} is not in a game of this size and these modules",
                    slot.building.name()
                ),
            );
        }
        if slot.owner.is_some_and(|seat| seat >= seats)
            || slot.used_by.is_some_and(|seat| seat >= seats)
        {
            problem(&field, ViolationCode::OutOfRange, "no such seat".to_owned());
        }
        let bridged = state
            .bridge
            .is_some_and(|token| token.building == slot.building);
        if slot.used_by.is_some() && slot.owner.is_none() && !bridged {
            problem(
                &field,
                ViolationCode::OutOfRange,
                format!("the {} is used but not built", slot.building.name()),
            );
        }
    }
}

/// The print-and-play Tryworks allowance.
fn tryworks_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    // The print-and-play Tryworks allowance exists only for a worker (or the user's Mayor or
    // Bridge token) standing on it (NB-21, NB-32).
    for (seat, player) in state.players.iter().enumerate() {
        let on_tryworks =
            u8::try_from(seat).is_ok_and(|seat| state.stands_on(seat, Building::Tryworks));
        if player.free_right_whales > TRYWORKS_FREE_RIGHT_WHALES
            || (player.free_right_whales > 0
                && (state.edition != Edition::PrintAndPlay || !on_tryworks))
        {
            problem(
                &format!("players[{seat}].free_right_whales"),
                ViolationCode::OutOfRange,
                format!("at most {TRYWORKS_FREE_RIGHT_WHALES}, and only for the print-and-play Tryworks' worker"),
            );
        }
    }
}

/// Workers on spaces and the Wheelhouse match their counters.
fn worker_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    // Workers on spaces match the space counters.
    let mut on_spaces = [0u8; 7];
    let mut on_wheelhouse = 0u8;
    for player in &state.players {
        for spot in player.workers.iter().flatten() {
            match spot {
                WorkerSpot::Space(space) => on_spaces[*space as usize] += 1,
                WorkerSpot::Wheelhouse => on_wheelhouse += 1,
                WorkerSpot::Building(_) | WorkerSpot::Overboard => {}
            }
        }
    }
    if on_wheelhouse != state.wheelhouse_workers
        || (on_wheelhouse > 0 && state.wheel_taken_by.is_none())
    {
        problem(
            "wheelhouse_workers",
            ViolationCode::OutOfRange,
            "the Wheelhouse counter does not match the workers placed".to_owned(),
        );
    }
    if on_spaces != state.space_workers {
        problem(
            "space_workers",
            ViolationCode::OutOfRange,
            "the space counters do not match the workers placed".to_owned(),
        );
    }
}

/// The phase and the queues of ships name real seats and ships.
fn phase_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, code: ViolationCode, message: String| {
        problems.push(Violation::new(field, code, message))
    };
    let seats = state.seats();
    let seat_ok = |seat: u8| seat < seats;
    let log_pending = ships_log::pending(state).is_some();
    let phase_ok = match state.phase {
        Phase::StartingResources { chosen } => chosen < seats,
        Phase::Actions { placed, .. } => placed < 2 * seats,
        Phase::Inn { seat, placed, .. } => seat_ok(seat) && placed < 2,
        Phase::Returning { ship, sale, .. } => {
            seat_ok(ship.seat)
                && ship.ship < 2
                && sale.is_none_or(|s| {
                    seat_ok(s.buyer) && seat_ok(s.seller) && s.buyer != s.seller && s.passes < seats
                })
        }
        Phase::AwaitingDraw { count } => {
            state.chance == ChanceMode::Table && u32::from(count) <= state.bag.total()
        }
        Phase::Whaling => {
            log_pending
                || state.whaling_order.first().is_some_and(|s| {
                    seat_ok(s.seat) && s.ship < 2 && state.ship(*s).sea_position().is_some()
                })
        }
        // Only Ship's Log decisions stop the game between these phases.
        Phase::Movement | Phase::EndOfRound => log_pending,
        Phase::Coffin { seat, .. } => seat_ok(seat) && state.round == ROUNDS,
        Phase::Over => true,
    };
    if !phase_ok {
        problem(
            "phase",
            ViolationCode::OutOfRange,
            "the phase refers to a seat, ship or count that cannot be".to_owned(),
        );
    }
    if state
        .return_queue
        .iter()
        .chain(&state.whaling_order)
        .any(|s| !seat_ok(s.seat) || s.ship >= 2)
    {
        problem(
            "return_queue",
            ViolationCode::OutOfRange,
            "no such ship".to_owned(),
        );
    }
}

/// The Ship's Log: each of its 32 cards once, in its own deck or a player's log; cards played
/// are cards held; the module's pieces only with the module (ruling NB-09).
fn ships_log_problems(state: &NewBedfordState, problems: &mut Vec<Violation>) {
    let mut problem = |field: &str, message: String| {
        problems.push(Violation::new(field, ViolationCode::OutOfRange, message))
    };
    let module = state.modules.contains(&Module::ShipsLog);
    let Some(log) = &state.ships_log else {
        let pieces = state.players.iter().any(|p| !p.log_cards.is_empty());
        if module || pieces {
            problem(
                "ships_log",
                "the Ship's Log's decks are in the state exactly when the module is".to_owned(),
            );
        }
        return;
    };
    if !module {
        problem(
            "ships_log",
            "the Ship's Log module is not in play".to_owned(),
        );
    }
    let mut seen: Vec<LogCard> = Vec::new();
    for deck in LogDeck::BOTH {
        let pile = log.pile(deck);
        for &card in pile
            .unseen
            .iter()
            .chain(&pile.returned)
            .chain(&pile.face_up)
        {
            if card.deck() != deck {
                problem(
                    "ships_log",
                    format!("{} is not a card of that deck", card.name()),
                );
            }
            seen.push(card);
        }
    }
    for (seat, player) in state.players.iter().enumerate() {
        seen.extend(&player.log_cards);
        let used_held = player.log_used.iter().enumerate().all(|(i, card)| {
            player.log_cards.contains(card) && !player.log_used[..i].contains(card)
        });
        if !used_held {
            problem(
                &format!("players[{seat}].log_used"),
                "cards played are cards held, each once".to_owned(),
            );
        }
    }
    seen.sort_unstable();
    if seen != LogCard::ALL {
        problem(
            "ships_log",
            "each of the 32 Ship's Log cards is in exactly one deck or log".to_owned(),
        );
    }
    let seats = state.seats();
    let bad_seat = log.pending.iter().any(|pending| match *pending {
        Pending::Window { seat, .. } | Pending::Resolve { seat, .. } => seat >= seats,
        Pending::Respond { seat, by, .. } | Pending::Burn { seat, by } => {
            seat >= seats || by >= seats
        }
        Pending::Reveal { .. } | Pending::WhalePod { .. } | Pending::SharksDraw => false,
    });
    if bad_seat || log.overboard.iter().any(|o| o.seat >= seats) {
        problem("ships_log.pending", "no such seat".to_owned());
    }
    let table_only = log.pending.iter().any(|pending| {
        matches!(
            pending,
            Pending::Reveal { .. } | Pending::WhalePod { .. } | Pending::SharksDraw
        )
    });
    if table_only && state.chance != ChanceMode::Table {
        problem(
            "ships_log.pending",
            "only table chance waits for a reported card or token".to_owned(),
        );
    }
}
