//! Every bot in every game: it plays legal moves to the end, a seed replays its move, and it
//! cannot cheat — two states that differ only in what its seat cannot see give it the same
//! move.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde_json::to_string as json;

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::pick_index;
use crate::core::refusal::Refusal;
use crate::games::bremerhaven::BremerhavenRules;
use crate::games::fleet::FleetRules;
use crate::games::nantucket::NantucketRules;
use crate::games::new_bedford::NewBedfordRules;
use crate::games::toy::ToyRules;

use super::{choose, BotKind, BotSpec, SeatView};

/// A small search, so that whole games stay quick in debug builds.
fn spec(kind: BotKind, seed: u64) -> BotSpec {
    BotSpec {
        kind,
        iterations: 12,
        seed,
        playout_cutoff: Some(30),
        exploration: None,
    }
}

fn never() -> bool {
    false
}

/// The state after `decisions` random decisions from a seeded setup (earlier if it ends).
fn reached<R: Rules>(
    rules: &R,
    players: u8,
    chance: ChanceMode,
    seed: u64,
    decisions: u32,
) -> R::State {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = R::Options::default();
    let Ok(mut state) = rules.setup(players, &options, seed, chance) else {
        panic!("setup of {players} players refused");
    };
    let mut events = Vec::new();
    for _ in 0..decisions {
        let to_act = rules.to_act(&state);
        let Some(&actor) = to_act.get(pick_index(&mut rng, to_act.len())) else {
            break;
        };
        let legal = rules.legal_actions(&state, actor);
        let Some(action) = legal.get(pick_index(&mut rng, legal.len())) else {
            panic!("{actor} has no legal action");
        };
        if let Err(refusal) = rules.apply_in_place(&mut state, actor, action, &mut events) {
            panic!("a listed action was refused: {}", refusal.to_violation());
        }
    }
    state
}

/// Every seat played by `kind` from setup to the final sheet, each move legal.
fn bots_finish_a_game<R: Rules>(rules: &R, players: u8, chance: ChanceMode, kind: BotKind) {
    let mut state = reached(rules, players, chance, 7, 0);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut events = Vec::new();
    for decision in 0_u64..20_000 {
        let to_act = rules.to_act(&state);
        let Some(&actor) = to_act.get(pick_index(&mut rng, to_act.len())) else {
            assert!(
                rules.score(&state).is_final,
                "the game stopped before its end"
            );
            return;
        };
        let action = match actor {
            Actor::Seat(seat) => {
                let view = SeatView::of(rules, &state, seat);
                match choose(rules, &view, &spec(kind, decision), &mut never) {
                    Ok(choice) => choice.action,
                    Err(error) => panic!("decision {decision}: {error}"),
                }
            }
            Actor::Table => {
                let legal = rules.legal_actions(&state, actor);
                match legal.get(pick_index(&mut rng, legal.len())) {
                    Some(action) => action.clone(),
                    None => panic!("the table has no outcome to report"),
                }
            }
        };
        if let Err(refusal) = rules.apply_in_place(&mut state, actor, &action, &mut events) {
            panic!(
                "decision {decision}: the bot's move was refused: {}",
                refusal.to_violation()
            );
        }
    }
    panic!("the game did not end within 20,000 decisions");
}

/// At states along a random game: a twin sampled from a seat's view (hidden parts redrawn)
/// shows that seat the same view, and each bot, same seed, picks the same move in both. In a
/// game that hides something, some twin must differ from its state, or the test proves
/// nothing.
fn bots_cannot_cheat<R: Rules>(rules: &R, players: u8, chance: ChanceMode) {
    let mut differed = false;
    for (round, depth) in [3_u32, 17, 40, 90, 160].into_iter().enumerate() {
        let state = reached(rules, players, chance, 100 + round as u64, depth);
        for actor in rules.to_act(&state) {
            let Actor::Seat(seat) = actor else {
                continue;
            };
            let view = SeatView::of(rules, &state, seat);
            let twin = rules.determinize(view.view(), seat, 999 + u64::from(seat));
            assert_eq!(
                json(view.view()).ok(),
                json(&rules.view(&twin, Some(seat))).ok()
            );
            differed |= json(&twin).ok() != json(&state).ok();
            let twin_view = SeatView::of(rules, &twin, seat);
            for kind in BotKind::ALL {
                let spec = spec(kind, 5);
                let moves = [&view, &twin_view].map(|view| {
                    choose(rules, view, &spec, &mut never)
                        .map(|choice| json(&choice.action).ok())
                        .map_err(|error| error.to_string())
                });
                assert_eq!(
                    moves[0],
                    moves[1],
                    "{} at depth {depth}, seat {seat}",
                    kind.name()
                );
            }
        }
    }
    assert!(
        differed || !rules.hides_information(),
        "no twin differed from its state: nothing hidden was redrawn"
    );
}

/// The same view and seed give the same move, and so do the same view and a budget of
/// iterations however long the machine takes.
pub(super) fn a_seed_replays_the_move<R: Rules>(rules: &R, players: u8) {
    let state = reached(rules, players, ChanceMode::Seeded, 3, 25);
    let Some(Actor::Seat(seat)) = rules
        .to_act(&state)
        .into_iter()
        .find(|a| *a != Actor::Table)
    else {
        return;
    };
    let view = SeatView::of(rules, &state, seat);
    for kind in BotKind::ALL {
        let first = choose(rules, &view, &spec(kind, 42), &mut never).map(|c| json(&c.action).ok());
        let again = choose(rules, &view, &spec(kind, 42), &mut never).map(|c| json(&c.action).ok());
        assert_eq!(first, again, "{}", kind.name());
    }
}

/// A bot's own exploration weight overrides the game's: a wide one spreads the root's visits
/// over the moves, a narrow one piles them on the best.
#[test]
fn a_wider_exploration_spreads_the_search_over_more_moves() {
    let rules = NewBedfordRules;
    let state = reached(&rules, 3, ChanceMode::Seeded, 3, 25);
    let Some(Actor::Seat(seat)) = rules.to_act(&state).first().copied() else {
        panic!("a seat should be to act 25 decisions in");
    };
    assert!(rules.legal_actions(&state, Actor::Seat(seat)).len() > 2);
    let view = SeatView::of(&rules, &state, seat);
    let most_visited = |weight: f64| {
        let spec = BotSpec {
            iterations: 400,
            exploration: Some(weight),
            ..spec(BotKind::Ismcts, 1)
        };
        match choose(&rules, &view, &spec, &mut never) {
            Ok(choice) => choice.alternatives.first().map_or(0, |best| best.visits),
            Err(error) => panic!("{error}"),
        }
    };
    let (narrow, wide) = (most_visited(0.05), most_visited(5.0));
    assert!(narrow > wide + 40, "narrow {narrow}, wide {wide}");
}

macro_rules! bot_tests {
    ($($game:ident: $rules:expr, $players:expr;)*) => {$(
        mod $game {
            use super::*;

            #[test]
            fn random_bots_finish_a_seeded_game() {
                bots_finish_a_game(&$rules, $players, ChanceMode::Seeded, BotKind::Random);
            }

            #[test]
            fn greedy_bots_finish_a_seeded_game() {
                bots_finish_a_game(&$rules, $players, ChanceMode::Seeded, BotKind::Greedy);
            }

            #[test]
            fn ismcts_bots_finish_a_seeded_game() {
                bots_finish_a_game(&$rules, $players, ChanceMode::Seeded, BotKind::Ismcts);
            }

            #[test]
            fn ismcts_bots_finish_a_table_game() {
                bots_finish_a_game(&$rules, $players, ChanceMode::Table, BotKind::Ismcts);
            }

            #[test]
            fn bots_cannot_cheat_in_seeded_play() {
                bots_cannot_cheat(&$rules, $players, ChanceMode::Seeded);
            }

            #[test]
            fn bots_cannot_cheat_in_table_play() {
                bots_cannot_cheat(&$rules, $players, ChanceMode::Table);
            }

            #[test]
            fn a_seed_replays_each_bots_move() {
                super::a_seed_replays_the_move(&$rules, $players);
            }
        }
    )*};
}

bot_tests! {
    new_bedford: NewBedfordRules, 3;
    nantucket: NantucketRules, 2;
    fleet: FleetRules, 3;
    bremerhaven: BremerhavenRules, 3;
    toy: ToyRules, 2;
}
