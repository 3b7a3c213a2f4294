//! Thousands of seeded random games from setup to the final score sheet, checking at every
//! step that the listed actions apply, unlisted ones are refused, whale tokens are
//! conserved, nothing goes negative, the JSON round-trips and a seed replays the same game.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::random_playout;
use crate::core::test_support::check_step_exhaustively;

use super::super::actions::{Purchase, MAX_LEGAL_ACTIONS};
use super::super::state::Good;
use super::super::{
    Building, NewBedfordAction as A, NewBedfordGameOptions, NewBedfordRules, NewBedfordState,
    Phase, WhaleKind,
};
use super::support::RULES;

/// Games per player count; CI runs the default, `QUARTERDECK_RANDOM_GAMES` changes it.
fn games() -> u64 {
    std::env::var("QUARTERDECK_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

/// A broad sample of actions from every phase, most of them illegal at any moment.
fn universe() -> Vec<A> {
    let mut all = vec![
        A::Farm,
        A::Forest,
        A::GeneralStore,
        A::TownHall,
        A::Bank,
        A::Schoolhouse,
        A::Bakery,
        A::Brickyard,
        A::Chandlery,
        A::Courthouse,
        A::Inn,
        A::Market,
        A::LumberMill,
        A::PostOffice,
        A::StopSelling,
        A::KeepRightWhaleFree,
        A::PassWhale,
        A::PassWhaling,
        A::BuyGoods {
            good: Purchase::Food,
        },
        A::Warehouse { bonus: None },
        A::Warehouse {
            bonus: Some(Good::Brick),
        },
        A::Tavern { tokens: 2 },
        A::Tavern { tokens: 3 },
        A::Tryworks {
            ship: Some(0),
            right_whales: 4,
        },
        A::Tryworks {
            ship: None,
            right_whales: 0,
        },
        A::StartingResources {
            wood: 5,
            food: 0,
            brick: 1,
            money: 0,
        },
        A::StartingResources {
            wood: 1,
            food: 1,
            brick: 1,
            money: 1,
        },
        A::Draw {
            right: 1,
            bowhead: 0,
            sperm: 0,
            empty: 0,
        },
        A::Draw {
            right: 0,
            bowhead: 0,
            sperm: 9,
            empty: 0,
        },
    ];
    for ship in 0..3 {
        all.push(A::Dockyard { ship });
        all.push(A::Lighthouse { ship });
        all.push(A::Cooperage { ship });
        for space in [0, 1, 3, 6, 7] {
            all.push(A::CityPier { ship, space });
            all.push(A::DryDock { ship, space });
            all.push(A::Wharf { ship, space });
        }
    }
    for good in Good::ALL {
        all.push(A::Sell { good });
    }
    for whale in WhaleKind::ALL {
        all.extend([
            A::KeepWhale { whale },
            A::SellWhale { whale },
            A::BuyWhale { whale },
            A::TakeWhale { whale },
        ]);
    }
    for building in Building::ALL {
        all.push(A::Build {
            building,
            wood: 0,
            food: 0,
            brick: 0,
        });
        all.push(A::Build {
            building,
            wood: 5,
            food: 5,
            brick: 5,
        });
    }
    all
}

fn actors(state: &NewBedfordState) -> Vec<Actor> {
    let mut all: Vec<Actor> = (0..state.seats()).map(Actor::Seat).collect();
    all.push(Actor::Table);
    all
}

/// Invariants beyond `validate` (which checks token conservation, ships and buildings).
fn check_invariants(state: &NewBedfordState) {
    if let Err(problems) = RULES.validate(state) {
        panic!("invariant broken: {problems:?}\n{state:#?}");
    }
    // Workers: none in hand during placement after their turn, none out outside the round.
    let placed: usize = state
        .players
        .iter()
        .map(|p| p.workers.iter().flatten().count())
        .sum();
    if let Phase::Actions {
        placed: done, step, ..
    } = state.phase
    {
        // A worker whose action is still being decided is already out.
        assert_eq!(
            placed,
            usize::from(done) + usize::from(step.is_some()),
            "one worker out per placement"
        );
    }
    for player in &state.players {
        for value in [player.money, player.wood, player.food, player.brick] {
            assert!(value < 10_000, "resources stay plausible: {value}");
        }
    }
}

fn play_one(
    players: u8,
    seed: u64,
    chance: ChanceMode,
    deep: bool,
    universe: &[A],
) -> (NewBedfordState, Vec<(Actor, A)>) {
    let mut log = Vec::new();
    let mut last = None;
    let outcome = random_playout(
        &NewBedfordRules,
        players,
        &NewBedfordGameOptions::default(),
        seed,
        chance,
        |step| {
            check_invariants(step.after);
            assert!(
                step.legal.len() <= MAX_LEGAL_ACTIONS,
                "{} actions listed",
                step.legal.len()
            );
            if deep {
                check_step_exhaustively(&RULES, &step, universe, &actors(step.before));
            }
            log.push((step.actor, *step.action));
            last = Some(step.after.clone());
        },
    )
    .unwrap_or_else(|error| panic!("{players} players, seed {seed}: {error}"));
    let state = last.expect("a game has decisions");
    assert_eq!(state.phase, Phase::Over);
    assert!(outcome.sheet.is_final);
    assert_eq!(outcome.sheet.players.len(), usize::from(players));
    (state, log)
}

fn random_games(chance: ChanceMode) {
    let universe = universe();
    for players in 2..=4u8 {
        for seed in 0..games() {
            let deep = seed < 40;
            let (state, log) = play_one(players, seed, chance, deep, &universe);
            assert!(
                state.players.iter().all(|p| p
                    .ships
                    .iter()
                    .all(|s| s.sea_position().is_none() && s.cargo.total() == 0)),
                "all ships home at the end"
            );
            if seed < 20 {
                let (again, log_again) = play_one(players, seed, chance, false, &universe);
                assert_eq!(again, state, "same seed, same game");
                assert_eq!(log_again, log);
            }
        }
    }
}

#[test]
fn random_play_seeded_keeps_every_invariant() {
    random_games(ChanceMode::Seeded);
}

#[test]
fn random_play_with_table_chance_keeps_every_invariant() {
    random_games(ChanceMode::Table);
}
