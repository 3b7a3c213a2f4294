//! Seeded random Nantucket games from setup to the final score sheet: at every step coins are
//! conserved between bank, supplies, ships and buildings, the state validates, listed actions
//! apply and unlisted ones are refused, the JSON round-trips and a seed replays the same game.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::random_playout;
use crate::core::test_support::check_step_exhaustively;

use super::super::{
    Building, ChartRow, Coin, NantucketAction as A, NantucketGameOptions, NantucketRules,
    NantucketState, Phase, MAX_LEGAL_ACTIONS,
};

const RULES: NantucketRules = NantucketRules;

fn games() -> u64 {
    std::env::var("QUARTERDECK_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

/// A sample of actions from every phase, most of them illegal at any moment.
fn universe() -> Vec<A> {
    let mut all = vec![
        A::Exchange,
        A::EndTurn,
        A::Warehouse,
        A::TownHall,
        A::Tavern,
        A::Courthouse,
        A::Schoolhouse,
        A::GeneralStore,
        A::Candleworks,
        A::SkipUse,
        A::Flip { heads: true },
        A::Dockyard {
            silver: 2,
            copper: 1,
        },
        A::Dockyard {
            silver: 5,
            copper: 0,
        },
        A::Wharf {
            silver: 3,
            copper: 2,
        },
        A::Drydock {
            silver: 1,
            copper: 0,
        },
        A::Shipyard {
            silver: 1,
            copper: 1,
        },
        A::Lighthouse {
            ship: 0,
            silver: 1,
            copper: 0,
        },
        A::Tryworks { ship: 1 },
        A::CaptainsHouse {
            ship: 0,
            silver: 1,
            copper: 0,
        },
        A::Cooperage { ship: 0 },
        A::Launch {
            silver: 1,
            copper: 0,
        },
        A::WhaleFirst { ship: 1 },
        A::Toss {
            copper_heads: 1,
            silver_heads: 0,
        },
        A::Toss {
            copper_heads: 9,
            silver_heads: 0,
        },
        A::LawOffice {
            building: Building::Tavern,
            silver: 2,
            copper: 0,
        },
    ];
    for row in ChartRow::ALL {
        all.push(A::Catch {
            row,
            tavern: None,
            returned: Coin::Silver,
        });
        all.push(A::Catch {
            row,
            tavern: Some(Coin::Copper),
            returned: Coin::Copper,
        });
    }
    for building in [
        Building::Courthouse,
        Building::Tavern,
        Building::Mansion,
        Building::Church,
        Building::Lighthouse,
    ] {
        all.push(A::Build {
            building,
            silver: 3,
            copper: 0,
            marker: Coin::Silver,
            from_ship: None,
        });
        all.push(A::Build {
            building,
            silver: 0,
            copper: 3,
            marker: Coin::Copper,
            from_ship: None,
        });
    }
    all
}

fn play_one(
    seed: u64,
    chance: ChanceMode,
    deep: bool,
    universe: &[A],
) -> (NantucketState, Vec<(Actor, A)>) {
    let mut log = Vec::new();
    let mut last = None;
    random_playout(
        &NantucketRules,
        2,
        &NantucketGameOptions::default(),
        seed,
        chance,
        |step| {
            if let Err(problems) = RULES.validate(step.after) {
                panic!(
                    "seed {seed}: invariant broken after {:?}: {problems:?}\n{:#?}",
                    step.action, step.after
                );
            }
            assert!(
                step.legal.len() <= MAX_LEGAL_ACTIONS,
                "{} actions listed",
                step.legal.len()
            );
            if deep {
                check_step_exhaustively(
                    &RULES,
                    &step,
                    universe,
                    &[Actor::Seat(0), Actor::Seat(1), Actor::Table],
                );
            }
            log.push((step.actor, *step.action));
            last = Some(step.after.clone());
        },
    )
    .unwrap_or_else(|error| panic!("seed {seed}: {error}"));
    let state = last.expect("a game has decisions");
    assert_eq!(state.phase, Phase::Over);
    assert!(
        state.players.iter().all(|p| p.ships.is_empty()),
        "ships are emptied at the end"
    );
    (state, log)
}

fn random_games(chance: ChanceMode) {
    let universe = universe();
    for seed in 0..games() {
        let (state, log) = play_one(seed, chance, seed < 60, &universe);
        let sheet = RULES.score(&state);
        assert!(sheet.is_final && sheet.players.len() == 2 && !sheet.winners.is_empty());
        if seed < 30 {
            let (again, log_again) = play_one(seed, chance, false, &universe);
            assert_eq!(again, state, "same seed, same game");
            assert_eq!(log_again, log);
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
