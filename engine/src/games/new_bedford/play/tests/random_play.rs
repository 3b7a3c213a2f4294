//! Seeded random New Bedford games from setup to the final score sheet, through the shared
//! harness (`core::harness`): every player count, both chance modes and both editions (12
//! plans); the same with Rising Tide's 5th Player Expansion at 2 to 5 players (16), the Town
//! Expansion at 2 to 4 (12) and both at 2 to 5 (16); and the Ship's Log alone, with each other
//! module and with both, at every player count they allow in both chance modes (28: seeded
//! games retail, table games print-and-play) — 84 plans, under uniform play, the rarest action
//! kind first, and preferences for building, launching, buying, the whaling buildings and each
//! module's actions (9 biases). Every step validates (whale tokens and the 32 Ship's Log cards
//! conserved, nothing negative, workers placed one at a time, free Right Whales only from a
//! worker on the Tryworks); a stride of steps across all seeds is checked exhaustively (listed
//! actions apply, unlisted ones are refused with a catalogue rule, labels unique, JSON and
//! views round-trip, the table's odds — draws, cards turned up, Whale Pod's whale — exact).
//!
//! Counts: CI plays `CI_GAMES` (12) games per plan and bias, 9,072 games, plus the
//! `REGRESSIONS` seeds. `QUARTERDECK_RANDOM_GAMES=<n>` plays `n` per plan and bias;
//! `QUARTERDECK_SOAK=1` plays 2,000 (1,512,000 games):
//! `QUARTERDECK_SOAK=1 cargo test --release -p quarterdeck-engine random_play`.
//! `QUARTERDECK_DEEP_STRIDE=<n>` checks one step in `n` exhaustively (default 41);
//! `QUARTERDECK_MAX_FAILURES=<n>` records up to `n` failed games per plan and bias before
//! stopping (default 3). A failure names its plan, bias and seed, which replay the game.

use crate::core::harness::{
    self, check_universe, kinds_never_taken, regression_seeds, Bias, GameHarness, Plan, Regression,
    Tally,
};
use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::{Playout, Step};

use super::super::super::info::{Edition, Module};
use super::super::actions::{Purchase, MAX_LEGAL_ACTIONS};
use super::super::log_cards::{LogCard, LogDeck};
use super::super::ships_log::{Answer, Pending as ShipsLogPending, Resume as ShipsLogResume};
use super::super::state::Good;
use super::super::{
    Building, NewBedfordAction as A, NewBedfordGameOptions, NewBedfordRules, NewBedfordState,
    Phase, Tokens, WhaleKind,
};
use super::support::{apply, RULES};

/// Games per plan and bias in CI.
const CI_GAMES: u64 = 12;

struct NewBedford;

impl GameHarness for NewBedford {
    type R = NewBedfordRules;

    fn rules(&self) -> &NewBedfordRules {
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

    fn seats(&self, state: &NewBedfordState) -> u8 {
        state.seats()
    }

    fn check_step(&self, step: &Step<'_, NewBedfordRules>) {
        check_invariants(step.after);
        // Rule building-tryworks (print-and-play): the free Right Whales come from the worker
        // standing on the Tryworks while the ship returns, or the user's Mayor or Bridge token
        // there (ruling NB-32).
        if let (A::KeepRightWhaleFree, Actor::Seat(seat)) = (step.action, step.actor) {
            let workers = step.before.players[usize::from(seat)].workers;
            assert!(
                step.before.stands_on(seat, Building::Tryworks),
                "seat {seat} kept a Right Whale free without a worker or token on the Tryworks \
                 (workers on {workers:?}, tokens {:?} {:?}, round {})",
                step.before.mayor,
                step.before.bridge,
                step.before.round
            );
        }
    }

    fn check_final(&self, state: &NewBedfordState, playout: &Playout) {
        assert_eq!(state.phase, Phase::Over);
        assert!(playout.sheet.is_final);
        assert_eq!(playout.sheet.players.len(), usize::from(state.seats()));
        assert!(
            state.players.iter().all(|p| p
                .ships
                .iter()
                .all(|s| s.sea_position().is_none() && s.cargo.total() == 0)),
            "all ships home at the end"
        );
    }

    fn exact_odds(&self, state: &NewBedfordState, action: &A) -> Option<f64> {
        // Ship's Log reports: a card of the deck's unseen, the first whale of Whale Pod.
        if let Some(log) = &state.ships_log {
            match (log.pending.first(), *action) {
                (Some(ShipsLogPending::Reveal { deck }), A::RevealLogCard { card }) => {
                    let unseen = &log.pile(*deck).unseen;
                    return Some(if unseen.contains(&card) {
                        1.0 / unseen.len() as f64
                    } else {
                        0.0
                    });
                }
                (Some(ShipsLogPending::WhalePod { .. }), A::FoundWhale { whale }) => {
                    let whales = state.bag.whales();
                    return Some(f64::from(whales.get(whale)) / f64::from(whales.total()));
                }
                (Some(ShipsLogPending::SharksDraw), A::Draw { .. }) | (None, _) => {}
                _ => return None,
            }
        }
        // The Coffeehouse's draw: 2 tokens, or what the bag holds.
        let coffeehouse = Some(super::super::Step::Coffeehouse { drawn: None });
        let sharks = state
            .ships_log
            .as_ref()
            .is_some_and(|log| log.pending.first() == Some(&ShipsLogPending::SharksDraw));
        let count = match state.phase {
            _ if sharks => Some(1),
            Phase::AwaitingDraw { count } => Some(count),
            Phase::Actions { step, .. } | Phase::Inn { step, .. } | Phase::Coffin { step, .. }
                if step == coffeehouse =>
            {
                Some(u8::try_from(state.bag.total().min(2)).unwrap())
            }
            _ => None,
        };
        match (count, *action) {
            (
                Some(count),
                A::Draw {
                    right,
                    bowhead,
                    sperm,
                    empty,
                },
            ) => Some(hypergeometric(
                [
                    state.bag.right,
                    state.bag.bowhead,
                    state.bag.sperm,
                    state.bag.empty,
                ],
                [right, bowhead, sperm, empty],
                count,
            )),
            _ => None,
        }
    }
}

/// The kind of every action: its serde tag, as an exhaustive match so that a new variant
/// cannot be forgotten here (and `the_universe_covers_every_action_kind` then asks for it in
/// the universe).
fn kind(action: &A) -> &'static str {
    match action {
        A::StartingResources { .. } => "starting-resources",
        A::BuyGoods { .. } => "buy-goods",
        A::Farm => "farm",
        A::Forest => "forest",
        A::Warehouse { .. } => "warehouse",
        A::GeneralStore => "general-store",
        A::TownHall => "town-hall",
        A::Dockyard { .. } => "dockyard",
        A::CityPier { .. } => "city-pier",
        A::Bank => "bank",
        A::DryDock { .. } => "dry-dock",
        A::Lighthouse { .. } => "lighthouse",
        A::LumberMill => "lumber-mill",
        A::Schoolhouse => "schoolhouse",
        A::Tavern { .. } => "tavern",
        A::Tryworks { .. } => "tryworks",
        A::Wharf { .. } => "wharf",
        A::Bakery => "bakery",
        A::Brickyard => "brickyard",
        A::Chandlery => "chandlery",
        A::Cooperage { .. } => "cooperage",
        A::Courthouse => "courthouse",
        A::Inn => "inn",
        A::Market => "market",
        A::PostOffice => "post-office",
        A::Sell { .. } => "sell",
        A::StopSelling => "stop-selling",
        A::Build { .. } => "build",
        A::KeepWhale { .. } => "keep-whale",
        A::KeepRightWhaleFree => "keep-right-whale-free",
        A::SellWhale { .. } => "sell-whale",
        A::BuyWhale { .. } => "buy-whale",
        A::PassWhale => "pass-whale",
        A::TakeWhale { .. } => "take-whale",
        A::PassWhaling => "pass-whaling",
        A::Draw { .. } => "draw",
        A::Wheelhouse => "wheelhouse",
        A::Almshouse { .. } => "almshouse",
        A::College { .. } => "college",
        A::EmptyLot { .. } => "empty-lot",
        A::FireHouse => "fire-house",
        A::CaptainsHouse { .. } => "captains-house",
        A::Coffeehouse => "coffeehouse",
        A::Customhouse => "customhouse",
        A::HarborOffice { .. } => "harbor-office",
        A::LoadingDock => "loading-dock",
        A::MayorsHouse => "mayors-house",
        A::Perfumery => "perfumery",
        A::Refinery { .. } => "refinery",
        A::Saltery { .. } => "saltery",
        A::Brewery => "brewery",
        A::ChemistShop { .. } => "chemist-shop",
        A::Distillery { .. } => "distillery",
        A::FairhavenBridge { .. } => "fairhaven-bridge",
        A::Shipwright { .. } => "shipwright",
        A::Storehouse { .. } => "storehouse",
        A::CoffeehouseTake { .. } => "coffeehouse-take",
        A::CoffeehouseDecline => "coffeehouse-decline",
        A::ShiftWhale { .. } => "shift-whale",
        A::StopShifting => "stop-shifting",
        A::RefineWhale { .. } => "refine-whale",
        A::Library { .. } => "library",
        A::Insurance => "insurance",
        A::TakeLogCard { .. } => "take-log-card",
        A::RevealLogCard { .. } => "reveal-log-card",
        A::FoundWhale { .. } => "found-whale",
        A::PlayLogCard { .. } => "play-log-card",
        A::PassLogWindow => "pass-log-window",
        A::AnswerLogCard { .. } => "answer-log-card",
        A::BurnBuilding { .. } => "burn-building",
        A::BeachedWhale { .. } => "beached-whale",
        A::Windfall { .. } => "windfall",
        A::LogShip { .. } => "log-ship",
        A::LogPay => "log-pay",
        A::LogSkip => "log-skip",
        A::OverboardWorker { .. } => "overboard-worker",
        A::PrepareShip { .. } => "prepare-ship",
        A::LaunchShip { .. } => "launch-ship",
    }
}

/// Exact multivariate hypergeometric odds of drawing `drawn` (`count` tokens) from `bag`, in
/// integers: the ways to pick each kind's tokens over the ways to pick any `count`.
fn hypergeometric(bag: [u8; 4], drawn: [u8; 4], count: u8) -> f64 {
    fn choose(n: u8, k: u8) -> u128 {
        if k > n {
            return 0;
        }
        (0..u128::from(k)).fold(1, |acc, i| acc * (u128::from(n) - i) / (i + 1))
    }
    if drawn.iter().map(|&d| u32::from(d)).sum::<u32>() != u32::from(count) {
        return 0.0;
    }
    let ways: u128 = bag.iter().zip(drawn).map(|(&n, k)| choose(n, k)).product();
    let total = bag.iter().map(|&n| u32::from(n)).sum::<u32>();
    let all = choose(u8::try_from(total).unwrap(), count);
    ways as f64 / all as f64
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
    all.extend([
        A::Wheelhouse,
        A::FireHouse,
        A::Coffeehouse,
        A::Customhouse,
        A::LoadingDock,
        A::MayorsHouse,
        A::Perfumery,
        A::Brewery,
        A::CoffeehouseDecline,
        A::StopShifting,
        A::Refinery { whale: None },
        A::Shipwright { ship: None },
    ]);
    for from in 0..6 {
        all.push(A::Almshouse { from });
        for give in Good::ALL {
            all.push(A::ChemistShop {
                from,
                wood: 1,
                food: 1,
                brick: 0,
                give,
            });
            all.push(A::ChemistShop {
                from,
                wood: 2,
                food: 1,
                brick: 0,
                give,
            });
        }
    }
    for good in Good::ALL {
        all.push(A::Storehouse { good });
    }
    for ship in 0..3 {
        all.push(A::CaptainsHouse { ship });
        all.push(A::Distillery { ship });
        all.push(A::Shipwright { ship: Some(ship) });
        for space in [0, 2, 6, 7] {
            all.push(A::HarborOffice { ship, space });
        }
        for spaces in 0..5 {
            all.push(A::Saltery { ship, spaces });
        }
        for whale in WhaleKind::ALL {
            all.push(A::CoffeehouseTake { ship, whale });
            all.push(A::ShiftWhale { ship, whale });
        }
    }
    for whale in WhaleKind::ALL {
        all.push(A::Refinery { whale: Some(whale) });
        all.push(A::RefineWhale { whale });
    }
    all.extend([
        A::Insurance,
        A::PassLogWindow,
        A::LogPay,
        A::LogSkip,
        A::BeachedWhale { right_whales: 1 },
        A::BeachedWhale { right_whales: 3 },
        A::Windfall { money: 4 },
        A::Windfall { money: 9 },
        A::AnswerLogCard {
            answer: Answer::Shield,
        },
        A::AnswerLogCard {
            answer: Answer::PayWood,
        },
        A::AnswerLogCard {
            answer: Answer::MoveShip { ship: 1 },
        },
        A::AnswerLogCard {
            answer: Answer::LoseWhale {
                ship: 0,
                whale: WhaleKind::Bowhead,
            },
        },
    ]);
    for deck in LogDeck::BOTH {
        all.push(A::Library { deck });
        all.push(A::TakeLogCard { deck });
    }
    for card in LogCard::ALL {
        all.push(A::RevealLogCard { card });
        all.push(A::PlayLogCard { card });
    }
    for whale in WhaleKind::ALL {
        all.push(A::FoundWhale { whale });
    }
    for worker in 0..3 {
        all.push(A::OverboardWorker { worker });
    }
    for ship in 0..3 {
        all.push(A::LogShip { ship });
        all.push(A::PrepareShip { ship });
        all.push(A::LaunchShip { ship, space: 3 });
    }
    for building in Building::all() {
        all.push(A::BurnBuilding { building });
        all.push(A::College { building });
        all.push(A::FairhavenBridge { building });
        all.push(A::EmptyLot { cover: building });
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

/// Invariants beyond `validate` (which checks token conservation, ships and buildings).
fn check_invariants(state: &NewBedfordState) {
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
        // A worker whose action is still being decided (a step, or Ship's Log decisions it
        // raised) is already out.
        let deciding = step.is_some()
            || state
                .ships_log
                .as_ref()
                .is_some_and(|log| log.then == Some(ShipsLogResume::PlacementDone));
        assert_eq!(
            placed,
            usize::from(done) + usize::from(deciding),
            "one worker out per placement"
        );
    }
    for player in &state.players {
        for value in [player.money, player.wood, player.food, player.brick] {
            assert!(value < 10_000, "resources stay plausible: {value}");
        }
    }
}

/// The Town Expansion's tiles, their steps and the builds that bring them into play.
const PREFER_TOWN: Bias = Bias::Prefer {
    name: "town",
    kinds: &[
        "captains-house",
        "coffeehouse",
        "coffeehouse-take",
        "customhouse",
        "harbor-office",
        "loading-dock",
        "shift-whale",
        "mayors-house",
        "perfumery",
        "refinery",
        "refine-whale",
        "saltery",
        "brewery",
        "chemist-shop",
        "distillery",
        "fairhaven-bridge",
        "shipwright",
        "storehouse",
        "town-hall",
        "build",
    ],
};

/// The Ship's Log: taking cards, playing them and answering them.
const PREFER_SHIPS_LOG: Bias = Bias::Prefer {
    name: "ships-log",
    kinds: &[
        "take-log-card",
        "library",
        "insurance",
        "play-log-card",
        "answer-log-card",
        "burn-building",
        "beached-whale",
        "windfall",
        "log-ship",
        "log-pay",
        "overboard-worker",
        "prepare-ship",
        "launch-ship",
    ],
};

/// Seeds that found rare bugs; each is played in every run of its plan and bias.
const REGRESSIONS: &[Regression] = &[
    Regression {
        plan: "new-bedford 4p Seeded print-and-play",
        bias: "uniform",
        seed: 9_000_022,
        found: "issue 8: print-and-play Tryworks whales kept free after the Inn lifted the worker",
    },
    Regression {
        plan: "new-bedford 4p Table print-and-play",
        bias: "uniform",
        seed: 11_000_201,
        found: "issue 8: print-and-play Tryworks whales kept free after the Inn lifted the worker",
    },
    Regression {
        plan: "new-bedford 3p Seeded print-and-play",
        bias: "rarest-kind",
        seed: 5_000_104,
        found: "issue 8: print-and-play Tryworks whales kept free after the Inn lifted the worker",
    },
    Regression {
        plan: "new-bedford 3p Seeded print-and-play",
        bias: "prefer-whaling-buildings",
        seed: 5_000_255,
        found: "issue 8: print-and-play Tryworks whales kept free after the Inn lifted the worker",
    },
    Regression {
        plan: "new-bedford 3p Table print-and-play",
        bias: "prefer-building",
        seed: 7_000_075,
        found: "issue 8: print-and-play Tryworks whales kept free after the Inn lifted the worker",
    },
];

const PREFER_BUILDING: Bias = Bias::Prefer {
    name: "building",
    kinds: &["town-hall", "courthouse", "build"],
};
const PREFER_LAUNCHING: Bias = Bias::Prefer {
    name: "launching",
    kinds: &["dockyard", "city-pier", "dry-dock", "wharf"],
};
const PREFER_BUYING: Bias = Bias::Prefer {
    name: "buying",
    kinds: &["buy-goods", "buy-whale", "keep-whale"],
};
/// The buildings whose effects reach into movement and whaling, where effects interact.
const PREFER_WHALING_BUILDINGS: Bias = Bias::Prefer {
    name: "whaling-buildings",
    kinds: &[
        "tryworks",
        "inn",
        "cooperage",
        "tavern",
        "lighthouse",
        "keep-right-whale-free",
    ],
};

/// The 5th Player Expansion's town space and buildings.
const PREFER_FIFTH_PLAYER: Bias = Bias::Prefer {
    name: "fifth-player",
    kinds: &[
        "wheelhouse",
        "almshouse",
        "college",
        "empty-lot",
        "fire-house",
        "town-hall",
        "build",
    ],
};

/// Every player count, chance mode and edition, and the 5th Player Expansion with 4 and 5.
fn plans() -> Vec<Plan<NewBedfordGameOptions>> {
    fn retail(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions::default()
    }
    fn print_and_play(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            edition: Edition::PrintAndPlay,
            ..NewBedfordGameOptions::default()
        }
    }
    fn fifth_player_retail(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            modules: vec![Module::FifthPlayer],
            ..NewBedfordGameOptions::default()
        }
    }
    fn fifth_player_print_and_play(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            edition: Edition::PrintAndPlay,
            modules: vec![Module::FifthPlayer],
            ..NewBedfordGameOptions::default()
        }
    }
    fn town_retail(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            modules: vec![Module::Town],
            ..NewBedfordGameOptions::default()
        }
    }
    fn town_print_and_play(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            edition: Edition::PrintAndPlay,
            modules: vec![Module::Town],
            ..NewBedfordGameOptions::default()
        }
    }
    /// Both modules, with a symbol list that lets the Publishing House into some draws.
    fn town_fifth_player_retail(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            modules: vec![Module::Town, Module::FifthPlayer],
            symbol_buildings: ["almshouse", "college", "fire-house", "bank"]
                .map(str::to_owned)
                .to_vec(),
            ..NewBedfordGameOptions::default()
        }
    }
    fn town_fifth_player_print_and_play(_: u64) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            edition: Edition::PrintAndPlay,
            modules: vec![Module::FifthPlayer, Module::Town],
            ..NewBedfordGameOptions::default()
        }
    }
    type Options = fn(u64) -> NewBedfordGameOptions;
    // Every player count × chance mode × edition of one set of modules, labelled alike.
    let grid = |players: std::ops::RangeInclusive<u8>, modules: &str, editions: [Options; 2]| {
        let mut plans = Vec::new();
        for players in players {
            for chance in [ChanceMode::Seeded, ChanceMode::Table] {
                for (edition, options) in ["retail", "print-and-play"].into_iter().zip(editions) {
                    plans.push(Plan {
                        label: format!("new-bedford {players}p{modules} {chance:?} {edition}"),
                        players,
                        chance,
                        options,
                        setup_may_refuse: false,
                    });
                }
            }
        }
        plans
    };
    let mut plans = grid(2..=4, "", [retail, print_and_play]);
    // Appended, so the plans above keep their seeds (and their regression seeds).
    plans.extend(grid(
        2..=5,
        " fifth-player",
        [fifth_player_retail, fifth_player_print_and_play],
    ));
    plans.extend(grid(2..=4, " town", [town_retail, town_print_and_play]));
    // The Ship's Log alone and with each other module: every player count it allows, both
    // chance modes; seeded games retail, table games print-and-play.
    fn ships_log(modules: &[Module], edition: Edition) -> NewBedfordGameOptions {
        NewBedfordGameOptions {
            edition,
            modules: modules.to_vec(),
            ..NewBedfordGameOptions::default()
        }
    }
    fn log_only(_: u64) -> NewBedfordGameOptions {
        ships_log(&[Module::ShipsLog], Edition::Retail)
    }
    fn log_only_pnp(_: u64) -> NewBedfordGameOptions {
        ships_log(&[Module::ShipsLog], Edition::PrintAndPlay)
    }
    fn log_town(_: u64) -> NewBedfordGameOptions {
        ships_log(&[Module::ShipsLog, Module::Town], Edition::Retail)
    }
    fn log_town_pnp(_: u64) -> NewBedfordGameOptions {
        ships_log(&[Module::Town, Module::ShipsLog], Edition::PrintAndPlay)
    }
    fn log_fifth(_: u64) -> NewBedfordGameOptions {
        ships_log(&[Module::ShipsLog, Module::FifthPlayer], Edition::Retail)
    }
    fn log_fifth_pnp(_: u64) -> NewBedfordGameOptions {
        ships_log(
            &[Module::FifthPlayer, Module::ShipsLog],
            Edition::PrintAndPlay,
        )
    }
    fn all_three(_: u64) -> NewBedfordGameOptions {
        ships_log(
            &[Module::Town, Module::ShipsLog, Module::FifthPlayer],
            Edition::Retail,
        )
    }
    fn all_three_pnp(_: u64) -> NewBedfordGameOptions {
        ships_log(
            &[Module::FifthPlayer, Module::Town, Module::ShipsLog],
            Edition::PrintAndPlay,
        )
    }
    let paired = |players: std::ops::RangeInclusive<u8>, modules: &str, options: [Options; 2]| {
        let mut plans = Vec::new();
        for players in players {
            for ((chance, edition), options) in [
                (ChanceMode::Seeded, "retail"),
                (ChanceMode::Table, "print-and-play"),
            ]
            .into_iter()
            .zip(options)
            {
                plans.push(Plan {
                    label: format!("new-bedford {players}p{modules} {chance:?} {edition}"),
                    players,
                    chance,
                    options,
                    setup_may_refuse: false,
                });
            }
        }
        plans
    };
    plans.extend(grid(
        2..=5,
        " town fifth-player",
        [town_fifth_player_retail, town_fifth_player_print_and_play],
    ));
    plans.extend(paired(2..=4, " ships-log", [log_only, log_only_pnp]));
    plans.extend(paired(2..=4, " ships-log town", [log_town, log_town_pnp]));
    plans.extend(paired(
        2..=5,
        " ships-log fifth-player",
        [log_fifth, log_fifth_pnp],
    ));
    plans.extend(paired(2..=5, " all modules", [all_three, all_three_pnp]));
    plans
}

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
        tally.add(harness::run(&NewBedford, plan, bias, seeds));
    }
    println!(
        "new-bedford {bias}: {} games, {} decisions, {} deep steps ({} table), kinds {:?}",
        tally.games, tally.decisions, tally.deep_steps, tally.deep_table_steps, tally.kinds
    );
    println!(
        "new-bedford {bias}: {} seat actions checked to reveal nothing, of {} decisions",
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
    assert_eq!(
        tally.games,
        games * u64::try_from(plans().len()).unwrap() + regressions,
        "every game was played"
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
fn random_play_preferring_launching_keeps_every_invariant() {
    play_all(PREFER_LAUNCHING);
}

#[test]
fn random_play_preferring_buying_keeps_every_invariant() {
    play_all(PREFER_BUYING);
}

#[test]
fn random_play_preferring_whaling_buildings_keeps_every_invariant() {
    play_all(PREFER_WHALING_BUILDINGS);
}

#[test]
fn random_play_preferring_the_fifth_player_buildings_keeps_every_invariant() {
    play_all(PREFER_FIFTH_PLAYER);
}

#[test]
fn random_play_preferring_the_town_buildings_keeps_every_invariant() {
    play_all(PREFER_TOWN);
}

#[test]
fn random_play_preferring_the_ships_log_keeps_every_invariant() {
    play_all(PREFER_SHIPS_LOG);
}

#[test]
fn every_regression_names_a_plan_and_a_bias() {
    let labels: Vec<String> = plans().into_iter().map(|p| p.label).collect();
    let biases: Vec<String> = [
        Bias::Uniform,
        Bias::RarestKind,
        PREFER_BUILDING,
        PREFER_FIFTH_PLAYER,
        PREFER_LAUNCHING,
        PREFER_BUYING,
        PREFER_WHALING_BUILDINGS,
        PREFER_TOWN,
        PREFER_SHIPS_LOG,
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
    partial.retain(|action| kind(action) != "tryworks");
    assert_eq!(
        check_universe(&partial, kind),
        Err("the universe has no `tryworks` action".to_owned())
    );
}

#[test]
fn hypergeometric_odds_match_hand_computed_values() {
    // Drawing 2 from 3 Right and 1 Bowhead: C(3,2)/C(4,2) = 3/6, and 3·1/6 for one of each.
    assert_eq!(hypergeometric([3, 1, 0, 0], [2, 0, 0, 0], 2), 0.5);
    assert_eq!(hypergeometric([3, 1, 0, 0], [1, 1, 0, 0], 2), 0.5);
    // Drawing 3 from 2 Right, 2 Bowhead, 1 Sperm: one of each is 2·2·1/C(5,3) = 4/10.
    assert_eq!(hypergeometric([2, 2, 1, 0], [1, 1, 1, 0], 3), 0.4);
    assert_eq!(hypergeometric([2, 2, 1, 0], [2, 1, 0, 0], 3), 0.2);
    assert_eq!(hypergeometric([2, 2, 1, 0], [0, 0, 1, 0], 3), 0.0);
}

/// A table game paused for a draw, with the bag replaced.
fn awaiting_draw(bag: Tokens, count: u8) -> NewBedfordState {
    let mut state = RULES
        .setup(2, &NewBedfordGameOptions::default(), 7, ChanceMode::Table)
        .unwrap();
    for _ in 0..2 {
        state = apply(
            &state,
            RULES.to_act(&state)[0],
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    state.bag = bag;
    state.phase = Phase::AwaitingDraw { count };
    state
}

/// Rules `whaling-draw`, `chance-table-mode`: the table's draw outcomes carry hand-computed
/// hypergeometric odds.
#[test]
fn rule_whaling_draw_table_odds_are_hand_computed_hypergeometric_values() {
    let bag = |right, bowhead, sperm| Tokens {
        right,
        bowhead,
        sperm,
        empty: 0,
    };
    let draw = |right, bowhead, sperm| A::Draw {
        right,
        bowhead,
        sperm,
        empty: 0,
    };
    let state = awaiting_draw(bag(3, 1, 0), 2);
    let listed = RULES.legal_actions(&state, Actor::Table);
    assert_eq!(listed, [draw(1, 1, 0), draw(2, 0, 0)]);
    assert_eq!(RULES.probability(&state, &draw(2, 0, 0)), Some(0.5));
    assert_eq!(RULES.probability(&state, &draw(1, 1, 0)), Some(0.5));

    let state = awaiting_draw(bag(2, 2, 1), 3);
    let odds = |a| RULES.probability(&state, &a).unwrap();
    assert!((odds(draw(1, 1, 1)) - 0.4).abs() < 1e-12);
    assert!((odds(draw(2, 1, 0)) - 0.2).abs() < 1e-12);
    assert!((odds(draw(0, 2, 1)) - 0.1).abs() < 1e-12);
    let listed = RULES.legal_actions(&state, Actor::Table);
    let sum: f64 = listed.iter().map(|a| odds(*a)).sum();
    // 2R+1B, 2R+1S, 1R+2B, 1R+1B+1S, 2B+1S: 0.2 + 0.1 + 0.2 + 0.4 + 0.1.
    assert_eq!(listed.len(), 5, "every split of 3 from 2 + 2 + 1");
    assert!((sum - 1.0).abs() < 1e-12);
}
