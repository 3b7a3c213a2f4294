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
            }
        }
    }
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
