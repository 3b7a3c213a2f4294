//! Seeded random Fleet games from setup to the final score sheet, through the shared harness
//! (`core::harness`): 2, 3 and 4 players, the standard and the advanced setup, in both chance
//! modes (12 plans), under uniform play, the rarest action kind first, and preferences for
//! the auction, for launching and hiring, and for processing (5 biases). Every step validates
//! (boat cards, licenses and crates conserved) and keeps every seat's secrets: no view, logged
//! action or event shows a seat another seat's hand, captains or draws, and another seat's
//! hidden cards can change without changing what a seat sees. A stride of steps across all
//! seeds is checked exhaustively (listed actions apply, unlisted ones are refused with a
//! catalogue rule, labels unique, JSON and views round-trip, the table's cards carry exact
//! odds).
//!
//! Counts: CI plays `CI_GAMES` (64) games per plan and bias, 3,840 games (1,280 per player
//! count); `QUARTERDECK_RANDOM_GAMES=<n>` plays
//! `n`; `QUARTERDECK_SOAK=1` plays 2,000 per plan and bias:
//! `QUARTERDECK_SOAK=1 cargo test --release -p quarterdeck-engine fleet::play::tests::random_play`.

use crate::core::test_support::read_log_entry;
use serde_json::Value;

use crate::core::harness::{
    self, check_universe, kinds_never_taken, regression_seeds, Bias, GameHarness, HiddenCard, Plan,
    Regression, Tally,
};
use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::{Playout, Step};

use super::super::super::components::BoatType;
use super::super::{
    Deal, FleetAction as A, FleetGameOptions, FleetRules, FleetState, License, Phase,
    MAX_LEGAL_ACTIONS,
};

const RULES: FleetRules = FleetRules;

/// Games per plan and bias in CI.
const CI_GAMES: u64 = 64;

struct Fleet;

impl GameHarness for Fleet {
    type R = FleetRules;

    fn rules(&self) -> &FleetRules {
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
        &["rng", "piles", "players[*].secret"]
    }

    fn seats(&self, state: &FleetState) -> u8 {
        state.seats()
    }

    fn check_step(&self, step: &Step<'_, FleetRules>) {
        check_secrecy(step.after);
        check_logged_secrecy(step);
    }

    fn check_final(&self, state: &FleetState, playout: &Playout) {
        assert_eq!(state.phase, Phase::Over);
        let sheet = &playout.sheet;
        assert!(sheet.is_final && !sheet.winners.is_empty());
        assert_eq!(sheet.players.len(), state.players.len());
    }

    fn exact_odds(&self, state: &FleetState, action: &A) -> Option<f64> {
        exact_odds(state, action)
    }

    fn hidden_cards(&self, state: &FleetState, seat: u8) -> Vec<HiddenCard> {
        hidden_cards(state, seat)
    }
}

/// The boat cards `seat` cannot see, all of one pool: other seats' hands, captains and drawn
/// cards, the supply and the discard pile. While another seat pays, its hand is dealt so as to
/// cover the debt, which no uniform deal does: such states test nothing.
fn hidden_cards(state: &FleetState, seat: u8) -> Vec<HiddenCard> {
    if state.payment.is_some_and(|payment| payment.seat != seat) {
        return Vec::new();
    }
    let mut places = Vec::new();
    for (index, player) in (0_u8..).zip(&state.players) {
        if let (true, Some(secret)) = (index != seat, player.secret) {
            places.push((format!("players[{index}].hand"), secret.hand));
            places.push((format!("players[{index}].captains"), secret.captains));
            places.push((format!("players[{index}].drawn"), secret.drawn));
        }
    }
    if let Some(piles) = state.piles {
        places.push(("supply".to_owned(), piles.supply));
        places.push(("discards".to_owned(), piles.discards));
    }
    let mut hidden = Vec::new();
    for (place, cards) in places {
        for boat in BoatType::ALL {
            for _ in 0..cards.get(boat) {
                hidden.push(HiddenCard {
                    pool: "boat cards".to_owned(),
                    place: place.clone(),
                    card: format!("{boat:?}"),
                });
            }
        }
    }
    hidden
}

#[test]
fn determinization_deals_the_unseen_boat_cards_uniformly() {
    // The standard setup at each player count, seeded and at the table: the advanced setup
    // deals no differently.
    let plans: Vec<_> = plans()
        .into_iter()
        .filter(|plan| !plan.label.contains("advanced"))
        .collect();
    harness::check_every_plan(&Fleet, &plans);
}

/// The odds of a table outcome from the state's own counts, computed here without the engine:
/// a start seat 1 in n; a boat card its share of the supply; a license its class's share of
/// the next deck part times its share of that class's unseen copies.
fn exact_odds(state: &FleetState, action: &A) -> Option<f64> {
    match (state.dealing.first()?, *action) {
        (Deal::StartPlayer, A::StartPlayer { .. }) => Some(1.0 / state.players.len() as f64),
        (Deal::Cards { .. }, A::DealCard { card, .. }) => {
            let supply = state.piles?.supply;
            let total: u32 = BoatType::ALL
                .iter()
                .map(|&b| u32::from(supply.get(b)))
                .sum();
            Some(f64::from(supply.get(card)) / f64::from(total))
        }
        (Deal::Licenses { .. }, A::RevealLicense { license }) => {
            let part = state.deck.iter().find(|p| p.standard + p.premium > 0)?;
            let premium = matches!(
                license,
                License::FishermensPub
                    | License::KingCrabCaptains
                    | License::KingCrabFish
                    | License::KingCrabTypes
            );
            let copies = |l: License| -> u32 {
                match l {
                    License::FishermensPub => 3,
                    License::KingCrabCaptains | License::KingCrabFish | License::KingCrabTypes => 1,
                    _ => 4,
                }
            };
            let seen = |l: License| -> u32 {
                let owned = state.players.iter().flat_map(|p| &p.licenses);
                let all = state.auction.iter().chain(&state.removed).chain(owned);
                u32::try_from(all.filter(|&&x| x == l).count()).unwrap()
            };
            let class: Vec<License> = License::ALL
                .into_iter()
                .filter(|&l| (copies(l) != 4) == premium)
                .collect();
            let unseen: u32 = class.iter().map(|&l| copies(l) - seen(l)).sum();
            let in_part = if premium { part.premium } else { part.standard };
            if unseen == 0 || in_part == 0 {
                return Some(0.0);
            }
            Some(
                f64::from(in_part) / f64::from(part.standard + part.premium)
                    * f64::from(copies(license) - seen(license))
                    / f64::from(unseen),
            )
        }
        _ => None,
    }
}

/// Every seat's view hides what it may not see, and only that: another seat's secret, the
/// piles and the RNG are absent; the seat's own secret is whole; and changing another seat's
/// hidden cards (swapping a hand card with a supply card) leaves the seat's view unchanged.
fn check_secrecy(state: &FleetState) {
    let seats = state.seats();
    for viewer in (0..seats).map(Some).chain([None]) {
        let view = RULES.view(state, viewer);
        assert!(
            view.rng.is_none() && view.piles.is_none(),
            "piles and RNG shown"
        );
        for (seat, player) in view.players.iter().enumerate() {
            let own = viewer.map(usize::from) == Some(seat);
            assert_eq!(
                player.secret.is_some(),
                own,
                "seat {seat}'s secret in the view of {viewer:?}"
            );
            if own {
                assert_eq!(player.secret, state.players[seat].secret);
            }
        }
        for other in 0..seats {
            if Some(other) == viewer {
                continue;
            }
            if let Some(changed) = swap_hidden_card(state, other) {
                assert_eq!(
                    RULES.view(&changed, viewer),
                    view,
                    "seat {other}'s hidden cards show in the view of {viewer:?}"
                );
            }
        }
    }
}

/// The state with one card of `seat`'s hand exchanged for a different card of the supply.
fn swap_hidden_card(state: &FleetState, seat: u8) -> Option<FleetState> {
    let mut changed = state.clone();
    let piles = changed.piles.as_mut()?;
    let secret = changed.players[usize::from(seat)].secret.as_mut()?;
    let out = secret.hand.types().next()?;
    let into = piles.supply.types().find(|&b| b != out)?;
    secret.hand.take(out);
    secret.hand.put(into);
    piles.supply.take(into);
    piles.supply.put(out);
    Some(changed)
}

const PRIVATE: [&str; 3] = ["card", "cards", "captain"];

/// A logged action and its events, as every other seat and a spectator read them, carry no
/// private field of another seat; the seat that owns them reads them whole.
fn check_logged_secrecy(step: &Step<'_, FleetRules>) {
    let action = serde_json::to_value(step.action).unwrap();
    let events = RULES.apply(step.before, step.actor, step.action).unwrap().1;
    let owner = match step.actor {
        Actor::Seat(seat) => Some(u64::from(seat)),
        Actor::Table => action.get("seat").and_then(Value::as_u64),
    };
    for viewer in (0..step.before.seats()).map(Some).chain([None]) {
        let (seen_action, seen_events) =
            read_log_entry(RULES, step.actor, step.action, &events, viewer);
        let mine = |owner: Option<u64>| owner.is_some() && owner == viewer.map(u64::from);
        for key in PRIVATE {
            if let Some(value) = seen_action.get(key) {
                assert_eq!(
                    value.is_null(),
                    !mine(owner),
                    "{key} of {:?} as {viewer:?} reads it",
                    step.action
                );
            }
        }
        for event in seen_events.as_array().unwrap() {
            let owner = event.get("seat").and_then(Value::as_u64);
            for key in PRIVATE {
                if let Some(value) = event.get(key) {
                    assert!(
                        mine(owner) || value.is_null(),
                        "{key} of {event} shown to {viewer:?}"
                    );
                }
            }
        }
    }
}

/// The kind of every action: its serde tag.
fn kind(action: &A) -> &'static str {
    match action {
        A::Offer { .. } => "offer",
        A::DropOut => "drop-out",
        A::Bid { .. } => "bid",
        A::Pass => "pass",
        A::Pay { .. } => "pay",
        A::PayCrate => "pay-crate",
        A::Launch { .. } => "launch",
        A::EndLaunches => "end-launches",
        A::Hire { .. } => "hire",
        A::EndHiring => "end-hiring",
        A::Process { .. } => "process",
        A::Trade => "trade",
        A::EndProcessing => "end-processing",
        A::Keep { .. } => "keep",
        A::Discard { .. } => "discard",
        A::StartPlayer { .. } => "start-player",
        A::RevealLicense { .. } => "reveal-license",
        A::DealCard { .. } => "deal-card",
    }
}

/// A sample of actions of every kind, most of them illegal at any moment.
fn universe() -> Vec<A> {
    let mut all = vec![
        A::DropOut,
        A::Pass,
        A::PayCrate,
        A::EndLaunches,
        A::EndHiring,
        A::Trade,
        A::EndProcessing,
        A::Bid { amount: 0 },
        A::Bid { amount: 3 },
        A::Bid { amount: 6 },
        A::Bid { amount: 12 },
        A::Bid { amount: 40 },
        A::StartPlayer { seat: 0 },
        A::StartPlayer { seat: 5 },
    ];
    for license in License::ALL {
        all.push(A::Offer { license });
        all.push(A::RevealLicense { license });
    }
    for boat in BoatType::ALL {
        all.push(A::Pay { boat });
        all.push(A::Launch { boat });
        all.push(A::Keep { card: boat });
        all.push(A::Discard { card: boat });
        all.push(A::Hire {
            boat,
            captain: BoatType::Tuna,
        });
        all.push(A::Process { boat, crates: 1 });
        all.push(A::Process { boat, crates: 4 });
        all.push(A::DealCard {
            seat: 1,
            card: boat,
        });
    }
    all
}

fn plans() -> Vec<Plan<FleetGameOptions>> {
    fn standard(_: u64) -> FleetGameOptions {
        FleetGameOptions::default()
    }
    fn advanced(_: u64) -> FleetGameOptions {
        FleetGameOptions {
            advanced_setup: true,
        }
    }
    let mut plans = Vec::new();
    for players in 2..=4 {
        for chance in [ChanceMode::Seeded, ChanceMode::Table] {
            plans.push(Plan {
                label: format!("fleet {players}p {chance:?}"),
                players,
                chance,
                options: standard,
                setup_may_refuse: false,
            });
            plans.push(Plan {
                label: format!("fleet {players}p advanced {chance:?}"),
                players,
                chance,
                options: advanced,
                setup_may_refuse: false,
            });
        }
    }
    plans
}

/// Seeds that found rare bugs; each is played in every run of its plan and bias.
const REGRESSIONS: &[Regression] = &[];

const PREFER_AUCTION: Bias = Bias::Prefer {
    name: "auction",
    kinds: &["offer", "bid"],
};
const PREFER_FLEET: Bias = Bias::Prefer {
    name: "fleet",
    kinds: &["launch", "hire", "offer"],
};
const PREFER_PROCESSING: Bias = Bias::Prefer {
    name: "processing",
    kinds: &["process", "trade", "pay-crate", "offer", "launch", "hire"],
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
        let first = u64::try_from(index).unwrap() * 1_000_000;
        let known = regression_seeds(REGRESSIONS, &plan.label, bias);
        regressions += known.len() as u64;
        let seeds = (first..first + games).chain(known);
        tally.add(harness::run(&Fleet, plan, bias, seeds));
    }
    println!(
        "fleet {bias}: {} games, {} decisions, {} deep steps ({} table), kinds {:?}",
        tally.games, tally.decisions, tally.deep_steps, tally.deep_table_steps, tally.kinds
    );
    println!(
        "fleet {bias}: {} seat actions checked to reveal nothing, of {} decisions",
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
    assert_eq!(tally.games, games * 12 + regressions);
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
    assert!(tally.passes > 0, "rule FL-21: a clock's pass was found and was legal");
    assert_eq!(kinds_never_taken::<A>(&tally, &[]), Vec::<String>::new());
}

#[test]
fn random_play_preferring_the_auction_keeps_every_invariant() {
    play_all(PREFER_AUCTION);
}

#[test]
fn random_play_preferring_boats_keeps_every_invariant() {
    play_all(PREFER_FLEET);
}

#[test]
fn random_play_preferring_processing_keeps_every_invariant() {
    play_all(PREFER_PROCESSING);
}

#[test]
fn every_regression_names_a_plan_and_a_bias() {
    let labels: Vec<String> = plans().into_iter().map(|p| p.label).collect();
    let biases: Vec<String> = [
        Bias::Uniform,
        Bias::RarestKind,
        PREFER_AUCTION,
        PREFER_FLEET,
        PREFER_PROCESSING,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    for regression in REGRESSIONS {
        assert!(labels.iter().any(|l| l == regression.plan));
        assert!(biases.iter().any(|b| b == regression.bias));
    }
}

#[test]
fn the_universe_covers_every_action_kind() {
    assert_eq!(check_universe(&universe(), kind), Ok(()));
}
