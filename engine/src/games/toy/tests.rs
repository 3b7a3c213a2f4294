//! Toy passes what every game passes: the shared random-play harness in both chance modes, and
//! the rule catalogue's checks.

use crate::core::harness::{self, Bias, GameHarness, Plan};
use crate::core::play::{ChanceMode, Rules};
use crate::core::playout::{Playout, Step};
use crate::core::test_support::{check_rule_catalogue, rule_citations};

use super::rules::{rule, ToyAction, ToyGameOptions, ToyRules, ToyState};

struct Toy;

impl GameHarness for Toy {
    type R = ToyRules;

    fn rules(&self) -> &ToyRules {
        &ToyRules
    }

    fn kind(&self, action: &ToyAction) -> &'static str {
        match action {
            ToyAction::Add { .. } => "add",
            ToyAction::Flip { .. } => "flip",
        }
    }

    fn universe(&self) -> Vec<ToyAction> {
        vec![
            ToyAction::Add { amount: 0 },
            ToyAction::Add { amount: 1 },
            ToyAction::Add { amount: 2 },
            ToyAction::Add { amount: 3 },
            ToyAction::Flip { heads: true },
            ToyAction::Flip { heads: false },
        ]
    }

    fn max_legal_actions(&self) -> usize {
        2
    }

    fn seats(&self, state: &ToyState) -> u8 {
        u8::try_from(state.players.len()).unwrap()
    }

    fn redacted(&self) -> &'static [&'static str] {
        &["rng"]
    }

    fn check_step(&self, step: &Step<'_, ToyRules>) {
        let points: u32 = step.after.players.iter().map(|p| u32::from(p.points)).sum();
        assert!(points >= u32::from(step.after.count), "every addition scores");
    }

    fn check_final(&self, state: &ToyState, _: &Playout) {
        assert!(state.count >= 10, "the game ends at 10");
    }

    fn exact_odds(&self, _: &ToyState, action: &ToyAction) -> Option<f64> {
        matches!(action, ToyAction::Flip { .. }).then_some(0.5)
    }
}

#[test]
fn random_play_keeps_every_invariant_in_both_chance_modes() {
    let games = harness::games_per_run(40);
    for players in 2..=4 {
        for chance in [ChanceMode::Seeded, ChanceMode::Table] {
            let plan = Plan {
                label: format!("toy {players}p {chance:?}"),
                players,
                chance,
                options: |_| ToyGameOptions::default(),
                setup_may_refuse: false,
            };
            for bias in [Bias::Uniform, Bias::RarestKind] {
                let tally = harness::run(&Toy, &plan, bias, 0..games);
                tally.assert_clean();
                assert_eq!(tally.games, games);
                // Seeded, every addition flips the coin too, so none may be taken back; at
                // the table the table flips it, and each addition was checked.
                match chance {
                    ChanceMode::Seeded => assert_eq!(tally.unrevealing, 0),
                    ChanceMode::Table => assert!(
                        tally.unrevealing >= games * 5,
                        "{} additions checked to reveal nothing",
                        tally.unrevealing
                    ),
                }
            }
        }
    }
}

#[test]
fn rule_coin_a_flip_reveals_and_an_addition_does_not() {
    use crate::core::play::{Actor, JsonRules, Playable};
    use serde_json::json;
    let engine = JsonRules(ToyRules);
    let seat = Actor::Seat(0);
    let added = json!({"type": "added", "seat": 0, "amount": 2});
    let flipped = json!({"type": "coin-flipped", "seat": 0, "heads": true});
    assert!(!engine.reveals(seat, &json!([added])));
    assert!(!engine.reveals(seat, &json!([added, {"type": "game-over"}])));
    // Seeded, the seat's own addition flips the coin.
    assert!(engine.reveals(seat, &json!([added, flipped])));
    assert!(engine.reveals(Actor::Table, &json!([flipped])));
}

#[test]
fn the_universe_covers_every_action_kind() {
    harness::check_universe(&Toy.universe(), |action| Toy.kind(action)).unwrap();
}

#[test]
fn the_rule_catalogue_is_sound() {
    check_rule_catalogue(ToyRules.rules(), "TOY-");
}

#[test]
fn every_rule_id_is_cited_or_descriptive() {
    rule_citations("toy", rule::ALL, ToyRules.rules());
}
