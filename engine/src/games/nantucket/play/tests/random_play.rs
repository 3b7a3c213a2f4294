//! Seeded random Nantucket games from setup to the final score sheet, through the shared
//! harness (`core::harness`): on the practice town, on random towns (any building may
//! appear, so the Law Office meets the Summer House) and on random towns with Copper-only
//! lots, in both chance modes (6 plans), under uniform play, the rarest action kind first,
//! and preferences for building, buying (the Law Office) and launching (5 biases). Every step
//! validates (coins conserved between bank, supplies, ships and buildings); a stride of steps
//! across all seeds is checked exhaustively (listed actions apply, unlisted ones are refused
//! with a catalogue rule, labels unique, JSON and views round-trip, the table's tosses carry
//! exact binomial odds).
//!
//! Counts: CI plays `CI_GAMES` (80) games per plan and bias, 2,400 games, plus the
//! `REGRESSIONS` seeds (see New Bedford's `random_play` for the time they take).
//! `QUARTERDECK_RANDOM_GAMES=<n>` plays `n` per plan and bias; `QUARTERDECK_SOAK=1` plays
//! 2,000 (60,000 games):
//! `QUARTERDECK_SOAK=1 cargo test --release -p quarterdeck-engine random_play`.
//! `QUARTERDECK_DEEP_STRIDE=<n>` checks one step in `n` exhaustively (default 41);
//! `QUARTERDECK_MAX_FAILURES=<n>` records up to `n` failed games per plan and bias before
//! stopping (default 3). A failure names its plan, bias and seed, which replay the game.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::core::harness::{
    self, check_universe, kinds_never_taken, regression_seeds, Bias, GameHarness, Plan, Regression,
    Tally,
};
use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::{random_playout, Playout};

use super::super::town::{Lot, Town};
use super::super::{
    Building, ChartRow, Coin, Coins, FromShip, NantucketAction as A, NantucketGameOptions,
    NantucketRules, NantucketState, Phase, MAX_LEGAL_ACTIONS,
};

const RULES: NantucketRules = NantucketRules;

/// Games per plan and bias in CI.
const CI_GAMES: u64 = 80;

struct Nantucket;

impl GameHarness for Nantucket {
    type R = NantucketRules;

    fn rules(&self) -> &NantucketRules {
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
        // The seeded RNG foretells every draw; `validate` refuses a seeded state without it,
        // which is right for a state to play on and expected of a view.
        &["rng"]
    }

    fn seats(&self, state: &NantucketState) -> u8 {
        u8::try_from(state.players.len()).unwrap()
    }

    fn check_final(&self, state: &NantucketState, playout: &Playout) {
        assert_eq!(state.phase, Phase::Over);
        assert!(
            state.players.iter().all(|p| p.ships.is_empty()),
            "ships are emptied at the end"
        );
        let sheet = &playout.sheet;
        assert!(sheet.is_final && sheet.players.len() == 2 && !sheet.winners.is_empty());
    }

    fn exact_odds(&self, state: &NantucketState, action: &A) -> Option<f64> {
        match (state.phase, *action) {
            (
                Phase::AwaitingToss { ship },
                A::Toss {
                    copper_heads,
                    silver_heads,
                },
            ) => {
                let coins = state
                    .players
                    .get(usize::from(ship.seat))?
                    .ships
                    .get(usize::from(ship.ship))?;
                Some(binomial(coins.copper, copper_heads) * binomial(coins.silver, silver_heads))
            }
            (Phase::AwaitingFlip { .. }, A::Flip { .. }) => Some(binomial(1, 1)),
            _ => None,
        }
    }
}

/// The odds that exactly `heads` of `coins` fair coins land heads: C(coins, heads) / 2^coins,
/// in integers.
fn binomial(coins: u8, heads: u8) -> f64 {
    if heads > coins {
        return 0.0;
    }
    let ways = (0..u128::from(heads)).fold(1u128, |acc, i| acc * (u128::from(coins) - i) / (i + 1));
    ways as f64 / (1u128 << coins) as f64
}

/// The kind of every action: its serde tag, as an exhaustive match so that a new variant
/// cannot be forgotten here (and `the_universe_covers_every_action_kind` then asks for it in
/// the universe).
fn kind(action: &A) -> &'static str {
    match action {
        A::Exchange => "exchange",
        A::EndTurn => "end-turn",
        A::Warehouse => "warehouse",
        A::TownHall => "town-hall",
        A::Dockyard { .. } => "dockyard",
        A::Tavern => "tavern",
        A::HarborOffice => "harbor-office",
        A::Courthouse => "courthouse",
        A::MayorsHouse => "mayors-house",
        A::LawOffice { .. } => "law-office",
        A::Outfitter => "outfitter",
        A::LumberMill => "lumber-mill",
        A::Schoolhouse => "schoolhouse",
        A::TownSquare => "town-square",
        A::GeneralStore => "general-store",
        A::Almshouse => "almshouse",
        A::Cooperage { .. } => "cooperage",
        A::GamblingHall => "gambling-hall",
        A::Refinery => "refinery",
        A::Drydock { .. } => "drydock",
        A::Shipyard { .. } => "shipyard",
        A::Lighthouse { .. } => "lighthouse",
        A::Tryworks { .. } => "tryworks",
        A::Candleworks => "candleworks",
        A::CaptainsHouse { .. } => "captains-house",
        A::Wharf { .. } => "wharf",
        A::Build { .. } => "build",
        A::Launch { .. } => "launch",
        A::SkipUse => "skip-use",
        A::WhaleFirst { .. } => "whale-first",
        A::Catch { .. } => "catch",
        A::Toss { .. } => "toss",
        A::Flip { .. } => "flip",
    }
}

const ALL_BUILDINGS: [Building; 30] = {
    use Building::*;
    [
        Tavern,
        HarborOffice,
        Courthouse,
        MayorsHouse,
        LawOffice,
        Outfitter,
        LumberMill,
        Schoolhouse,
        TownSquare,
        GeneralStore,
        Almshouse,
        Cooperage,
        GamblingHall,
        Refinery,
        Drydock,
        Shipyard,
        Lighthouse,
        Tryworks,
        Candleworks,
        CaptainsHouse,
        Wharf,
        Factory,
        Office,
        Church,
        Monument,
        Mansion,
        SalvageYard,
        Bank,
        SummerHouse,
        RowHouse,
    ]
};

/// A sample of actions of every kind, most of them illegal at any moment.
fn universe() -> Vec<A> {
    let mut all = vec![
        A::Exchange,
        A::EndTurn,
        A::Warehouse,
        A::TownHall,
        A::Tavern,
        A::HarborOffice,
        A::Courthouse,
        A::MayorsHouse,
        A::Outfitter,
        A::LumberMill,
        A::Schoolhouse,
        A::TownSquare,
        A::GeneralStore,
        A::Almshouse,
        A::GamblingHall,
        A::Refinery,
        A::Candleworks,
        A::SkipUse,
        A::Flip { heads: true },
        A::Flip { heads: false },
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
    for building in ALL_BUILDINGS {
        all.push(A::LawOffice {
            building,
            silver: 2,
            copper: 0,
        });
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
            copper: 2,
            marker: Coin::Copper,
            from_ship: Some(FromShip {
                ship: 0,
                silver: 1,
                copper: 0,
            }),
        });
    }
    all
}

/// A random town from the seed: any two buildings of each row, any three bonus buildings,
/// costs $1 to $8, the Mansion Copper-only at an even cost.
fn random_town(seed: u64) -> NantucketGameOptions {
    town_from_seed(seed, false)
}

/// A random town in which, besides the Mansion, any lot may be Copper-only at any cost (one
/// lot in eight); setup may refuse a Copper-only lot it cannot honour.
fn random_town_with_copper_only_lots(seed: u64) -> NantucketGameOptions {
    town_from_seed(seed, true)
}

fn town_from_seed(seed: u64, copper_only_lots: bool) -> NantucketGameOptions {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x70_3e);
    let mut below = |n: usize| usize::try_from(rng.next_u32()).unwrap() % n;
    let take = |row: &[Building], n: usize, below: &mut dyn FnMut(usize) -> usize| {
        let mut left = row.to_vec();
        (0..n)
            .map(|_| left.remove(below(left.len())))
            .collect::<Vec<_>>()
    };
    let lot = |building: Building, below: &mut dyn FnMut(usize) -> usize| {
        let cost = u8::try_from(1 + below(8)).unwrap();
        if building == Building::Mansion {
            Lot {
                building,
                cost: cost + cost % 2,
                copper_only: true,
            }
        } else {
            Lot {
                building,
                cost,
                copper_only: copper_only_lots && below(8) == 0,
            }
        }
    };
    let row = |i: usize| &ALL_BUILDINGS[i * 7..i * 7 + 7];
    let mut rows = Vec::new();
    for r in 0..3 {
        let picked = take(row(r), 2, &mut below);
        rows.push([lot(picked[0], &mut below), lot(picked[1], &mut below)]);
    }
    let bonus = take(&ALL_BUILDINGS[21..], 3, &mut below);
    NantucketGameOptions {
        town: Some(Town {
            cards: ["random A".to_owned(), "random B".to_owned()],
            rows: [rows[0], rows[1], rows[2]],
            bonus: [
                lot(bonus[0], &mut below),
                lot(bonus[1], &mut below),
                lot(bonus[2], &mut below),
            ],
            provisional: false,
        }),
    }
}

fn plans() -> Vec<Plan<NantucketGameOptions>> {
    fn practice(_: u64) -> NantucketGameOptions {
        NantucketGameOptions::default()
    }
    let mut plans = Vec::new();
    for chance in [ChanceMode::Seeded, ChanceMode::Table] {
        plans.push(Plan {
            label: format!("nantucket practice town {chance:?}"),
            players: 2,
            chance,
            options: practice,
            setup_may_refuse: false,
        });
        plans.push(Plan {
            label: format!("nantucket random town {chance:?}"),
            players: 2,
            chance,
            options: random_town,
            setup_may_refuse: false,
        });
        plans.push(Plan {
            label: format!("nantucket random town with Copper-only lots {chance:?}"),
            players: 2,
            chance,
            options: random_town_with_copper_only_lots,
            setup_may_refuse: true,
        });
    }
    plans
}

/// Seeds that found rare bugs; each is played in every run of its plan and bias.
const REGRESSIONS: &[Regression] = &[
    Regression {
        plan: "nantucket random town Seeded",
        bias: "uniform",
        seed: 1_000_085,
        found: "issue 8: a Summer House bought through the Law Office leaves a skip that fails validation",
    },
    Regression {
        plan: "nantucket random town Table",
        bias: "uniform",
        seed: 4_000_104,
        found: "issue 8: a Summer House bought through the Law Office leaves a skip that fails validation",
    },
    Regression {
        plan: "nantucket random town Seeded",
        bias: "prefer-building",
        seed: 1_000_056,
        found: "issue 8: a Summer House bought through the Law Office leaves a skip that fails validation",
    },
    Regression {
        plan: "nantucket random town Seeded",
        bias: "prefer-buying",
        seed: 1_000_089,
        found: "issue 8: a Summer House bought through the Law Office leaves a skip that fails validation",
    },
];

const PREFER_BUILDING: Bias = Bias::Prefer {
    name: "building",
    kinds: &[
        "build",
        "town-hall",
        "harbor-office",
        "courthouse",
        "mayors-house",
        "lumber-mill",
    ],
};
const PREFER_BUYING: Bias = Bias::Prefer {
    name: "buying",
    kinds: &["law-office", "exchange", "general-store"],
};
const PREFER_LAUNCHING: Bias = Bias::Prefer {
    name: "launching",
    kinds: &[
        "dockyard",
        "outfitter",
        "launch",
        "wharf",
        "shipyard",
        "drydock",
    ],
};

/// Seat actions each game plays at least, on average, that reveal nothing (checked by the
/// harness, [`Tally::unrevealing`]).
const UNREVEALING_PER_GAME: u64 = 40;

/// Plays every plan under `bias`, panicking with every failure.
fn play_all(bias: Bias) -> Tally {
    let games = harness::games_per_run(CI_GAMES);
    let mut tally = Tally::default();
    let mut regressions = 0;
    for (index, plan) in plans().iter().enumerate() {
        // Each plan plays its own seeds, so plans do not replay each other's bot choices.
        let first = u64::try_from(index).unwrap() * 1_000_000;
        let known = regression_seeds(REGRESSIONS, &plan.label, bias);
        regressions += known.len() as u64;
        let seeds = (first..first + games).chain(known);
        tally.add(harness::run(&Nantucket, plan, bias, seeds));
    }
    println!(
        "nantucket {bias}: {} games ({} random towns refused at setup), {} decisions, {} deep steps ({} table), kinds {:?}",
        tally.games, tally.refused_setups, tally.decisions, tally.deep_steps, tally.deep_table_steps, tally.kinds
    );
    println!(
        "nantucket {bias}: {} seat actions checked to reveal nothing, of {} decisions",
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
    assert_eq!(tally.games + tally.refused_setups, games * 6 + regressions);
    assert!(
        tally.refused_setups * 4 <= games * 2 * 3,
        "at least a quarter of the random towns with Copper-only lots are played"
    );
    tally
}

#[test]
fn random_play_uniform_keeps_every_invariant() {
    play_all(Bias::Uniform);
}

#[test]
fn random_play_rarest_kind_first_takes_every_kind_and_keeps_every_invariant() {
    let tally = play_all(Bias::RarestKind);
    assert!(tally.deep_table_steps > 0, "the table's odds were checked");
    assert_eq!(kinds_never_taken::<A>(&tally, &[]), Vec::<String>::new());
}

#[test]
fn random_play_preferring_building_keeps_every_invariant() {
    play_all(PREFER_BUILDING);
}

#[test]
fn random_play_preferring_buying_keeps_every_invariant() {
    play_all(PREFER_BUYING);
}

#[test]
fn random_play_preferring_launching_keeps_every_invariant() {
    play_all(PREFER_LAUNCHING);
}

#[test]
fn every_regression_names_a_plan_and_a_bias() {
    let labels: Vec<String> = plans().into_iter().map(|p| p.label).collect();
    let biases: Vec<String> = [
        Bias::Uniform,
        Bias::RarestKind,
        PREFER_BUILDING,
        PREFER_BUYING,
        PREFER_LAUNCHING,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    for regression in REGRESSIONS {
        assert!(
            labels.iter().any(|l| l == regression.plan),
            "{}",
            regression.plan
        );
        assert!(
            biases.iter().any(|b| b == regression.bias),
            "{}",
            regression.bias
        );
    }
}

#[test]
fn the_universe_covers_every_action_kind() {
    assert_eq!(check_universe(&universe(), kind), Ok(()));
    // What a new action variant left out of the universe looks like.
    let mut partial = universe();
    partial.retain(|action| kind(action) != "law-office");
    assert_eq!(
        check_universe(&partial, kind),
        Err("the universe has no `law-office` action".to_owned())
    );
}

#[test]
fn binomial_odds_match_hand_computed_values() {
    assert_eq!(binomial(1, 1), 0.5);
    assert_eq!(binomial(2, 1), 0.5);
    assert_eq!(binomial(3, 0), 0.125);
    assert_eq!(binomial(4, 2), 0.375);
    assert_eq!(binomial(2, 3), 0.0);
}

/// A table game paused for a toss, with the tossing ship's coins replaced.
fn awaiting_toss(coins: Coins) -> NantucketState {
    let mut found = None;
    random_playout(
        &RULES,
        2,
        &NantucketGameOptions::default(),
        3,
        ChanceMode::Table,
        |step| {
            if found.is_none() && matches!(step.after.phase, Phase::AwaitingToss { .. }) {
                found = Some(step.after.clone());
            }
        },
    )
    .unwrap();
    let mut state = found.expect("a table game tosses");
    let Phase::AwaitingToss { ship } = state.phase else {
        unreachable!()
    };
    state.players[usize::from(ship.seat)].ships[usize::from(ship.ship)] = coins;
    state
}

/// Rules `whaling-toss`, `chance-table-mode`: the table's toss outcomes carry hand-computed binomial odds.
#[test]
fn rule_whaling_toss_table_odds_are_hand_computed_binomial_values() {
    let toss = |copper_heads, silver_heads| A::Toss {
        copper_heads,
        silver_heads,
    };
    // 2 Silver and 1 Copper: 8 equally likely landings.
    let state = awaiting_toss(Coins::new(2, 1));
    let odds = |a| RULES.probability(&state, &a);
    assert_eq!(odds(toss(1, 1)), Some(0.25));
    assert_eq!(odds(toss(0, 2)), Some(0.125));
    assert_eq!(odds(toss(1, 0)), Some(0.125));
    assert_eq!(odds(toss(0, 1)), Some(0.25));
    let listed = RULES.legal_actions(&state, Actor::Table);
    assert_eq!(listed.len(), 6, "0-1 Copper heads by 0-2 Silver heads");
    let sum: f64 = listed.iter().map(|a| odds(*a).unwrap()).sum();
    assert_eq!(sum, 1.0);
}
