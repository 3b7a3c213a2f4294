//! The random-play harness every game's `random_play` tests drive, written once over
//! [`Rules`] so that a new game only supplies its specifics ([`GameHarness`]): the kind of
//! each action, a universe of candidate actions, its own invariants and the exact odds of its
//! chance outcomes.
//!
//! A run plays seeded games from setup to the final score under a [`Bias`] (uniform play,
//! a preference for some action kinds, or the rarest kind so far), so interactions that
//! uniform play almost never reaches happen thousands of times. At every step the state
//! validates and the game's invariants hold; on a stride of steps across all seeds (see
//! [`deep_stride`]) the step is checked exhaustively:
//! - every action listed for any actor (seats and the table) applies, and the chosen one gives
//!   byte-identical JSON when applied again;
//! - every candidate of the universe that an actor's list lacks is refused for that actor,
//!   and so is every action listed earlier in the run for the acting one, with a rule of the
//!   catalogue;
//! - labels are unique in every actor's list and each action's kind is its serde `type` tag;
//! - the state round-trips through JSON, and `view` for every seat and the spectator gives a
//!   state that round-trips, hides the game's redacted fields and validates but for them;
//! - the table's outcomes carry exactly the probabilities the game computes independently
//!   of the engine, summing to 1.
//!
//! Some seeds are replayed to prove that a seed and a bias give the same game. Failures are
//! collected (a few per run) with the plan, bias and seed that replay them; a game's tests
//! keep the seeds that once found a rare bug ([`Regression`]) and play them in every run.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::{Debug, Display};
use std::panic::{catch_unwind, AssertUnwindSafe};

use rand_core::RngCore;
use serde::de::DeserializeOwned;
use serde::Serialize;

use super::play::{Actor, ChanceMode, Rules};
use super::playout::{pick_index, playout_with, BotRng, Playout, PlayoutError, Policy, Step};
use super::refusal::Refusal;
use super::reveals::Revealing;
use super::scoring::Seat;

pub use sampling::{check_every_plan, HiddenCard};

pub type Act<G> = <<G as GameHarness>::R as Rules>::Action;
pub type St<G> = <<G as GameHarness>::R as Rules>::State;
pub type Opts<G> = <<G as GameHarness>::R as Rules>::Options;
/// Who did what, in order.
type Log<G> = Vec<(Actor, Act<G>)>;

/// The field that names an action's kind in its JSON (every game's actions are tagged).
const TAG: &str = "type";

/// What a game supplies to the harness.
pub trait GameHarness {
    type R: Rules;

    fn rules(&self) -> &Self::R;
    /// The action's kind, equal to its serde `type` tag. Games write it as an exhaustive
    /// `match`, so a new action variant does not compile until it has a kind.
    fn kind(&self, action: &Act<Self>) -> &'static str;
    /// Candidate actions, most of them illegal at any moment; they must cover every kind of
    /// the action schema ([`check_universe`]).
    fn universe(&self) -> Vec<Act<Self>>;
    /// The most actions any list may hold, as the game documents it.
    fn max_legal_actions(&self) -> usize;
    /// How many seats the game has (views are checked for each and for the spectator).
    fn seats(&self, state: &St<Self>) -> u8;
    /// State fields that `view` hides (e.g. the RNG). A view is a state to read, not to play
    /// on, so `validate` may refuse these fields in it, and only these; the harness checks that
    /// each top-level one is hidden (JSON `null`, or left out where the full state has it) in
    /// every view. A field inside a list is written with `[*]` for its index
    /// (`players[*].secret`, hidden from other seats only); the game's own checks say whose
    /// view hides it.
    fn redacted(&self) -> &'static [&'static str];
    /// Rules and invariants beyond `validate` that one step must keep (e.g. an effect that
    /// needs a worker where it no longer stands); panics with a message when one is broken.
    fn check_step(&self, _step: &Step<'_, Self::R>) {}
    /// Checks of a finished game.
    fn check_final(&self, state: &St<Self>, playout: &Playout);
    /// The probability of a table outcome, computed without the engine's own function;
    /// `None` where the game does not know it (e.g. a deck it does not have).
    fn exact_odds(&self, state: &St<Self>, action: &Act<Self>) -> Option<f64>;
    /// Every card of a full state that `seat` cannot see, where it lies
    /// ([`sampling::check_uniform_sampling`]); a game that hides no cards keeps the default.
    fn hidden_cards(&self, _state: &St<Self>, _seat: Seat) -> Vec<HiddenCard> {
        Vec::new()
    }
}

/// One way to set a game up: players, chance mode and the options (which may vary with the
/// seed, e.g. a random town).
pub struct Plan<O> {
    pub label: String,
    pub players: u8,
    pub chance: ChanceMode,
    pub options: fn(u64) -> O,
    /// The options are random and setup may rightly refuse some; those seeds are skipped.
    pub setup_may_refuse: bool,
}

/// A seed that once found a rare bug under a plan and a bias: CI plays it in every run, so the
/// interaction it reached stays tested whatever the CI game counts.
pub struct Regression {
    /// The plan's label and the bias's name (`Bias`'s `Display`).
    pub plan: &'static str,
    pub bias: &'static str,
    pub seed: u64,
    /// What it found, for people.
    pub found: &'static str,
}

/// The seeds of `regressions` for this plan and bias.
pub fn regression_seeds(regressions: &[Regression], plan: &str, bias: Bias) -> Vec<u64> {
    let bias = bias.to_string();
    regressions
        .iter()
        .filter(|r| r.plan == plan && r.bias == bias)
        .map(|r| r.seed)
        .collect()
}

/// How the bot chooses among the legal actions.
#[derive(Debug, Clone, Copy)]
pub enum Bias {
    Uniform,
    /// Nine choices in ten among the listed actions of these kinds, when any is listed.
    Prefer {
        name: &'static str,
        kinds: &'static [&'static str],
    },
    /// An action of the listed kind taken least often so far in this game (counted per game,
    /// not per run, so that one seed replays alone).
    RarestKind,
}

impl Display for Bias {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Uniform => f.write_str("uniform"),
            Self::Prefer { name, .. } => write!(f, "prefer-{name}"),
            Self::RarestKind => f.write_str("rarest-kind"),
        }
    }
}

/// A [`Bias`] as a playout [`Policy`]. Its counts live for one game, so a seed and a bias
/// replay the same game.
struct KindPolicy<'g, G> {
    game: &'g G,
    bias: Bias,
    taken: HashMap<&'static str, u32>,
}

impl<G: GameHarness> Policy<G::R> for KindPolicy<'_, G> {
    fn choose(&mut self, rng: &mut BotRng, _: &St<G>, _: Actor, legal: &[Act<G>]) -> usize {
        let among = |keep: &dyn Fn(&Act<G>) -> bool| -> Vec<usize> {
            legal
                .iter()
                .enumerate()
                .filter(|(_, a)| keep(a))
                .map(|(i, _)| i)
                .collect()
        };
        let index = match self.bias {
            Bias::Uniform => pick_index(rng, legal.len()),
            Bias::Prefer { kinds, .. } => {
                let preferred = among(&|a| kinds.contains(&self.game.kind(a)));
                // One choice in ten stays uniform, so a preference cannot starve the phases
                // that lead back to what it prefers.
                if preferred.is_empty() || rng.next_u32().is_multiple_of(10) {
                    pick_index(rng, legal.len())
                } else {
                    preferred[pick_index(rng, preferred.len())]
                }
            }
            Bias::RarestKind => {
                let taken = |a: &Act<G>| self.taken.get(self.game.kind(a)).copied();
                let fewest = legal.iter().map(|a| taken(a).unwrap_or(0)).min();
                let rarest = among(&|a| Some(taken(a).unwrap_or(0)) == fewest);
                rarest[pick_index(rng, rarest.len())]
            }
        };
        if let Some(action) = legal.get(index) {
            *self.taken.entry(self.game.kind(action)).or_default() += 1;
        }
        index
    }
}

/// What a run did, for its report and for coverage assertions.
#[derive(Debug, Default)]
pub struct Tally {
    pub games: u64,
    /// Seeds whose random options setup refused (only plans that allow it).
    pub refused_setups: u64,
    pub decisions: u64,
    pub deep_steps: u64,
    pub deep_table_steps: u64,
    /// Seats the deep steps found a clock's pass for ([`Rules::pass`]), each one legal.
    pub passes: u64,
    /// Seat actions whose events all declare they reveal nothing ([`Revealing`]), each
    /// found to show every seat the same view from states sampled from its own view.
    pub unrevealing: u64,
    /// Actions taken, by kind.
    pub kinds: BTreeMap<&'static str, u64>,
    /// One line per failed game: plan, bias, seed and what broke.
    pub failures: Vec<String>,
}

impl Tally {
    pub fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.refused_setups += other.refused_setups;
        self.decisions += other.decisions;
        self.deep_steps += other.deep_steps;
        self.deep_table_steps += other.deep_table_steps;
        self.passes += other.passes;
        self.unrevealing += other.unrevealing;
        for (kind, n) in other.kinds {
            *self.kinds.entry(kind).or_default() += n;
        }
        self.failures.extend(other.failures);
    }

    /// Panics listing every failure, if there were any.
    pub fn assert_clean(&self) {
        assert!(
            self.failures.is_empty(),
            "{} failed game(s) in {} played (each in full above):\n{}",
            self.failures.len(),
            self.games,
            self.failures
                .iter()
                .map(|f| f.lines().next().unwrap_or_default())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Environment settings: `QUARTERDECK_RANDOM_GAMES=<n>` games per plan and bias (else
/// `ci_games`, or 2,000 with `QUARTERDECK_SOAK=1`).
pub fn games_per_run(ci_games: u64) -> u64 {
    if let Some(n) = std::env::var("QUARTERDECK_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    if std::env::var_os("QUARTERDECK_SOAK").is_some() {
        2_000
    } else {
        ci_games
    }
}

/// One step in `deep_stride()` is checked exhaustively (`QUARTERDECK_DEEP_STRIDE`, default
/// 41); which ones shifts with the seed, so every phase of the game is reached across seeds.
pub fn deep_stride() -> u64 {
    std::env::var("QUARTERDECK_DEEP_STRIDE")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(41)
}

/// Seeds divisible by this are played twice and must give the same game.
const REPLAY_STRIDE: u64 = 50;
/// Failed games recorded before a run stops: 3, or `QUARTERDECK_MAX_FAILURES` (a soak raises
/// it to see every failure past a known bug).
fn max_failures() -> usize {
    std::env::var("QUARTERDECK_MAX_FAILURES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3)
}
/// Actions listed earlier in a run that deep steps also try, at most.
const POOL_CAP: usize = 600;

/// Plays `seeds` under `plan` and `bias`, checking every step and one in [`deep_stride`]
/// deeply; never panics itself, the failures are in the tally.
pub fn run<G: GameHarness>(
    game: &G,
    plan: &Plan<Opts<G>>,
    bias: Bias,
    seeds: impl IntoIterator<Item = u64>,
) -> Tally
where
    Act<G>: Debug,
    St<G>: Debug + PartialEq,
{
    run_with_stride(game, plan, bias, seeds, deep_stride())
}

fn run_with_stride<G: GameHarness>(
    game: &G,
    plan: &Plan<Opts<G>>,
    bias: Bias,
    seeds: impl IntoIterator<Item = u64>,
    stride: u64,
) -> Tally
where
    Act<G>: Debug,
    St<G>: Debug + PartialEq,
{
    let universe = game.universe();
    let mut tally = Tally::default();
    let mut pool: HashMap<String, Act<G>> = HashMap::new();
    let max_failures = max_failures();
    for seed in seeds {
        let options = (plan.options)(seed);
        let played = catch_unwind(AssertUnwindSafe(|| {
            let mut checks = Checks {
                game,
                universe: &universe,
                pool: &mut pool,
                stride,
                seed,
                decision: 0,
                tally: Tally::default(),
                log: Vec::new(),
                last: None,
            };
            let outcome = play(game, plan, &options, bias, seed, |step| checks.step(&step));
            let Checks {
                tally, log, last, ..
            } = checks;
            outcome.map(|playout| (playout, tally, log, last))
        }));
        let context = format!("{} / {bias} / seed {seed}", plan.label);
        match played {
            Ok(Ok((playout, game_tally, log, last))) => {
                tally.games += 1;
                tally.add(game_tally);
                let Some(last) = last else {
                    tally
                        .failures
                        .push(format!("{context}: a game without decisions"));
                    continue;
                };
                let finished = catch_unwind(AssertUnwindSafe(|| {
                    game.check_final(&last, &playout);
                    if seed.is_multiple_of(REPLAY_STRIDE) {
                        let (again, log_again) = replay(game, plan, &options, bias, seed);
                        assert!(again.as_ref() == Some(&last), "same seed, same final state");
                        assert!(log_again == log, "same seed, same actions");
                    }
                }));
                if let Err(payload) = finished {
                    tally
                        .failures
                        .push(format!("{context}: {}", panic_text(&*payload)));
                }
            }
            Ok(Err(PlayoutError::Setup(_))) if plan.setup_may_refuse => {
                tally.refused_setups += 1;
            }
            Ok(Err(error)) => {
                tally.games += 1;
                tally.failures.push(format!("{context}: {error}"));
            }
            Err(payload) => {
                tally.games += 1;
                tally
                    .failures
                    .push(format!("{context}: {}", panic_text(&*payload)));
            }
        }
        if tally.failures.len() >= max_failures {
            break;
        }
    }
    tally
}

fn play<G: GameHarness>(
    game: &G,
    plan: &Plan<Opts<G>>,
    options: &Opts<G>,
    bias: Bias,
    seed: u64,
    observe: impl FnMut(Step<'_, G::R>),
) -> Result<Playout, PlayoutError> {
    let mut policy = KindPolicy {
        game,
        bias,
        taken: HashMap::new(),
    };
    playout_with(
        game.rules(),
        plan.players,
        options,
        seed,
        plan.chance,
        &mut policy,
        observe,
    )
}

/// The final state and the actions of a game played again without checks.
fn replay<G: GameHarness>(
    game: &G,
    plan: &Plan<Opts<G>>,
    options: &Opts<G>,
    bias: Bias,
    seed: u64,
) -> (Option<St<G>>, Log<G>) {
    let mut log = Vec::new();
    let mut last = None;
    let outcome = play(game, plan, options, bias, seed, |step| {
        log.push((step.actor, step.action.clone()));
        last = Some(step.after.clone());
    });
    assert!(outcome.is_ok(), "the replay ends like the game");
    (last, log)
}

fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

/// The per-step checks of one game.
struct Checks<'a, G: GameHarness> {
    game: &'a G,
    universe: &'a [Act<G>],
    pool: &'a mut HashMap<String, Act<G>>,
    stride: u64,
    seed: u64,
    decision: u64,
    tally: Tally,
    log: Log<G>,
    last: Option<St<G>>,
}

impl<G: GameHarness> Checks<'_, G>
where
    Act<G>: Debug,
    St<G>: Debug + PartialEq,
{
    fn step(&mut self, step: &Step<'_, G::R>) {
        let rules = self.game.rules();
        if let Err(problems) = rules.validate(step.after) {
            panic!(
                "decision {}: the state after {:?} by {} does not validate: {problems:?}\nbefore: {:?}",
                self.decision, step.action, step.actor, step.before
            );
        }
        self.game.check_step(step);
        assert!(
            step.legal.len() <= self.game.max_legal_actions(),
            "decision {}: {} actions listed",
            self.decision,
            step.legal.len()
        );
        *self
            .tally
            .kinds
            .entry(self.game.kind(step.action))
            .or_default() += 1;
        // Multiplying the seed by an odd constant spreads the deep steps of consecutive seeds
        // over every offset of the stride.
        let offset = self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
        let deep = self
            .decision
            .wrapping_add(offset)
            .is_multiple_of(self.stride);
        if deep {
            self.deep(step);
        }
        // After the deep checks, which judge the views this one compares.
        if step.actor != Actor::Table && !step.events.iter().any(Revealing::reveals) {
            self.check_unrevealing(step, deep);
        }
        self.tally.decisions += 1;
        self.decision += 1;
        self.log.push((step.actor, step.action.clone()));
        self.last = Some(step.after.clone());
    }

    fn deep(&mut self, step: &Step<'_, G::R>) {
        let rules = self.game.rules();
        let game = self.game;
        self.tally.deep_steps += 1;
        let at = format!("decision {} ({} to act)", self.decision, step.actor);

        let again = rules.apply(step.before, step.actor, step.action).ok();
        assert_eq!(
            again.map(|(state, _)| json(&state)),
            Some(json(step.after)),
            "{at}: applying {:?} again gives the same state",
            step.action
        );

        // The buffer form bots use answers as `to_act` does, whatever the buffer held.
        let mut reused = vec![Actor::Table; 3];
        rules.to_act_into(step.after, &mut reused);
        assert_eq!(
            reused,
            rules.to_act(step.after),
            "{at}: to_act_into agrees with to_act"
        );

        // Every actor's own list, so that a phase where several seats act at once (each with
        // its own legal actions) is judged per actor.
        let seats = game.seats(step.before);
        let mut actors: Vec<Actor> = (0..seats).map(Actor::Seat).collect();
        actors.push(Actor::Table);
        for &actor in &actors {
            let legal = if actor == step.actor {
                step.legal.to_vec()
            } else {
                rules.legal_actions(step.before, actor)
            };
            let mut labels = HashSet::new();
            for action in &legal {
                if let Err(violation) = rules.apply(step.before, actor, action) {
                    panic!("{at}: {action:?} listed for {actor} refused: {violation}");
                }
                let tag = serde_json::to_value(action)
                    .ok()
                    .and_then(|v| v.get(TAG).and_then(|t| t.as_str().map(str::to_owned)));
                assert_eq!(
                    tag.as_deref(),
                    Some(game.kind(action)),
                    "{at}: the kind of {action:?} is its `{TAG}` tag"
                );
                let label = rules.label(step.before, action);
                assert!(
                    labels.insert(label.clone()),
                    "{at}: label {label:?} appears twice in the list of {actor}"
                );
            }
            let listed: HashSet<String> = legal.iter().map(|a| format!("{a:?}")).collect();
            // A clock's pass for a seat whose time ran out is one of its legal actions.
            if let Actor::Seat(seat) = actor {
                if let Some(pass) = rules.pass(step.before, seat) {
                    assert!(
                        listed.contains(&format!("{pass:?}")),
                        "{at}: the pass {pass:?} of {actor} is not one of its legal actions"
                    );
                    self.tally.passes += 1;
                }
            }
            for action in self.universe {
                if !listed.contains(&format!("{action:?}")) {
                    refused(rules, step.before, actor, action, &at);
                }
            }
            if actor == step.actor {
                for (key, action) in self.pool.iter() {
                    if !listed.contains(key) {
                        refused(rules, step.before, actor, action, &at);
                    }
                }
            }
        }
        for action in step.legal {
            if self.pool.len() < POOL_CAP {
                self.pool
                    .entry(format!("{action:?}"))
                    .or_insert_with(|| action.clone());
            }
        }

        round_trips(step.after, &at);
        let full = serde_json::to_value(step.after).unwrap_or_default();
        for seat in (0..seats).map(Some).chain([None]) {
            let view = rules.view(step.after, seat);
            let problems = rules.validate(&view).err().unwrap_or_default();
            assert!(
                problems.iter().all(|p| game
                    .redacted()
                    .iter()
                    .any(|pattern| field_matches(&p.field, pattern))),
                "{at}: the view of {seat:?} does not validate: {problems:?}"
            );
            let fields = serde_json::to_value(&view).unwrap_or_default();
            // Hidden is `null` or left out (`skip_serializing_if`); a field left out must be
            // in the full state, so that a misspelt name cannot pass as hidden.
            for field in game.redacted().iter().filter(|f| !f.contains(['[', '.'])) {
                let hidden = match fields.get(field) {
                    Some(value) => value.is_null(),
                    None => full.get(field).is_some(),
                };
                assert!(hidden, "{at}: the view of {seat:?} shows `{field}`");
            }
            round_trips(&view, &at);
            if let Some(seat) = seat {
                check_determinized(rules, &view, seat, self.decision, &at);
            }
        }

        if step.actor == Actor::Table {
            self.tally.deep_table_steps += 1;
            let mut sum = 0.0;
            let mut known = true;
            for action in step.legal {
                let listed = rules.probability(step.before, action);
                let exact = game.exact_odds(step.before, action);
                match (listed, exact) {
                    (Some(p), Some(q)) => assert!(
                        (p - q).abs() <= 1e-12,
                        "{at}: {action:?} is listed with probability {p}, exactly {q}"
                    ),
                    (None, None) => {}
                    _ => panic!("{at}: {action:?} probability {listed:?}, expected {exact:?}"),
                }
                known &= listed.is_some();
                sum += listed.unwrap_or(0.0);
            }
            assert!(
                !known || (sum - 1.0).abs() <= 1e-9,
                "{at}: the table's outcomes sum to {sum}"
            );
        }
    }
}

/// A state sampled from `seat`'s view is whole (it validates) and shows that seat exactly the
/// view it came from.
fn check_determinized<R: Rules>(rules: &R, view: &R::State, seat: Seat, seed: u64, at: &str) {
    let sampled = rules.determinize(view, seat, seed);
    if let Err(problems) = rules.validate(&sampled) {
        panic!("{at}: the state sampled from seat {seat}'s view does not validate: {problems:?}");
    }
    assert_eq!(
        json(&rules.view(&sampled, Some(seat))),
        json(view),
        "{at}: the state sampled from seat {seat}'s view shows it another view"
    );
}

/// Whether a violation's field (`players[2].secret`) is the pattern (`players[*].secret`).
fn field_matches(field: &str, pattern: &str) -> bool {
    let mut generic = String::with_capacity(field.len());
    let mut in_index = false;
    for c in field.chars() {
        match c {
            '[' => {
                in_index = true;
                generic.push_str("[*]");
            }
            ']' => in_index = false,
            _ if in_index => {}
            _ => generic.push(c),
        }
    }
    generic == pattern
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn round_trips<T: Serialize + DeserializeOwned + PartialEq + Debug>(state: &T, at: &str) {
    let back: Result<T, _> = serde_json::from_str(&json(state));
    assert!(
        back.as_ref().ok() == Some(state),
        "{at}: the state does not round-trip through JSON: {:?}",
        back.err()
    );
}

fn refused<R: Rules>(rules: &R, state: &R::State, actor: Actor, action: &R::Action, at: &str)
where
    R::Action: Debug,
{
    match rules.apply(state, actor, action) {
        Ok(_) => panic!("{at}: unlisted {action:?} by {actor} was accepted"),
        // A refusal names a catalogue section a client can follow, and a reason that writes
        // (refusals write their message only when read, so this is where it is exercised).
        Err(refusal) => {
            assert!(
                rules
                    .rules()
                    .iter()
                    .any(|r| r.id.as_str() == refusal.rule()),
                "{at}: refusing {action:?} by {actor} cites unknown rule {}",
                refusal.rule()
            );
            assert!(
                !refusal.to_string().trim().is_empty() && !refusal.code().is_empty(),
                "{at}: refusing {action:?} by {actor} gives no reason ({refusal:?})"
            );
        }
    }
}

/// Every kind of an internally tagged action enum, read from serde's own list of variants
/// (the error for an unknown tag names them all).
pub fn schema_kinds<A: DeserializeOwned>() -> Vec<String> {
    let probe = serde_json::json!({ TAG: "\u{1}no such kind" });
    let Err(error) = serde_json::from_value::<A>(probe) else {
        return Vec::new();
    };
    // "unknown variant `x`, expected one of `a`, `b`": every other backticked name, after x.
    error
        .to_string()
        .split('`')
        .skip(1)
        .step_by(2)
        .skip(1)
        .map(str::to_owned)
        .collect()
}

/// Checks that `universe` holds every kind of the action schema and that `kind` agrees with
/// each action's serde tag; the error names what is missing or wrong.
pub fn check_universe<A: Serialize + DeserializeOwned + Debug>(
    universe: &[A],
    kind: impl Fn(&A) -> &'static str,
) -> Result<(), String> {
    let mut problems = Vec::new();
    let mut covered = HashSet::new();
    for action in universe {
        let tag = serde_json::to_value(action)
            .ok()
            .and_then(|v| v.get(TAG).and_then(|t| t.as_str().map(str::to_owned)));
        if tag.as_deref() != Some(kind(action)) {
            problems.push(format!(
                "{action:?} has kind {} but tag {tag:?}",
                kind(action)
            ));
        }
        covered.insert(kind(action));
    }
    let all = schema_kinds::<A>();
    if all.is_empty() {
        problems.push("the action schema lists no kinds".to_owned());
    }
    for missing in all.iter().filter(|k| !covered.contains(k.as_str())) {
        problems.push(format!("the universe has no `{missing}` action"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

/// The kinds of the schema that `tally` never took, apart from those in `unreachable`.
pub fn kinds_never_taken<A: DeserializeOwned>(tally: &Tally, unreachable: &[&str]) -> Vec<String> {
    schema_kinds::<A>()
        .into_iter()
        .filter(|k| !tally.kinds.contains_key(k.as_str()) && !unreachable.contains(&k.as_str()))
        .collect()
}

mod sampling;
mod toy;
mod unrevealing;

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "kebab-case")]
    enum Toy {
        Sail,
        Build { cost: u8 },
        LawOffice,
    }

    fn kind(action: &Toy) -> &'static str {
        match action {
            Toy::Sail => "sail",
            Toy::Build { .. } => "build",
            Toy::LawOffice => "law-office",
        }
    }

    #[test]
    fn schema_kinds_come_from_serde() {
        assert_eq!(schema_kinds::<Toy>(), ["sail", "build", "law-office"]);
    }

    #[test]
    fn a_universe_missing_a_kind_fails_the_coverage_check() {
        let full = [Toy::Sail, Toy::Build { cost: 3 }, Toy::LawOffice];
        assert_eq!(check_universe(&full, kind), Ok(()));
        // What happens when a variant is added to the enum but not to the universe.
        let forgot = [Toy::Sail, Toy::Build { cost: 3 }];
        assert_eq!(
            check_universe(&forgot, kind),
            Err("the universe has no `law-office` action".to_owned())
        );
    }

    #[test]
    fn a_kind_that_is_not_the_tag_fails_the_coverage_check() {
        let wrong = |a: &Toy| if let Toy::Sail = a { "sails" } else { kind(a) };
        let error = check_universe(&[Toy::Sail, Toy::Build { cost: 1 }, Toy::LawOffice], wrong);
        assert!(error.is_err_and(|e| e.contains("kind sails but tag Some(\"sail\")")));
    }
}
