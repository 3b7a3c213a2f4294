//! `quarterdeck simulate`: plays many random games with a game's rules engine and reports
//! how fast they ran and how the scores fell. It is the quickest check that an engine plays
//! whole games without getting stuck, and the number the speed targets in the README use.

use std::fmt;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use quarterdeck_engine::{
    all_games, find_game, Game, GameInfo, Playable, PlayoutError, ScoreSheet, Simulator,
};
use serde_json::Value;
use thiserror::Error;

use crate::config::SimulateSettings;

#[derive(Debug, Error)]
pub enum SimulateError {
    #[error("unknown game `{game}`; known games: {known}")]
    UnknownGame { game: String, known: String },
    #[error("{game} has no rules engine yet (only score sheets), so it cannot be simulated")]
    NoEngine { game: String },
    #[error("{game} takes {min} to {max} players, not {players}")]
    Players {
        game: String,
        min: u8,
        max: u8,
        players: u8,
    },
    #[error("{game} has no `variant` option, so --variant does not apply to it")]
    NoVariant { game: String },
    #[error("{game} has no variant `{variant}`; its variants: {known}")]
    UnknownVariant {
        game: String,
        variant: String,
        known: String,
    },
    #[error("--options, --modules and --variant do not make {game}'s options: {reason}")]
    Options { game: String, reason: String },
    #[error("the game with seed {seed} failed: {source}")]
    Playout { seed: u64, source: PlayoutError },
    #[error("a simulation thread panicked; see its message above")]
    ThreadPanicked,
}

/// Count, sum, minimum and maximum of a series of totals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    pub count: u64,
    pub sum: i64,
    pub min: Option<i64>,
    pub max: Option<i64>,
}

impl Summary {
    pub fn add(&mut self, value: i64) {
        self.count += 1;
        self.sum += value;
        self.min = Some(self.min.map_or(value, |min| min.min(value)));
        self.max = Some(self.max.map_or(value, |max| max.max(value)));
    }

    pub fn merge(&mut self, other: &Self) {
        self.count += other.count;
        self.sum += other.sum;
        self.min = match (self.min, other.min) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.max = match (self.max, other.max) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
    }

    pub fn mean(&self) -> Option<f64> {
        (self.count > 0).then(|| self.sum as f64 / self.count as f64)
    }
}

/// One seat's totals and wins over all games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeatStats {
    pub totals: Summary,
    /// Games this seat won, shared wins included.
    pub wins: u64,
}

/// What the games played so far add up to. Each thread keeps its own and they are merged at
/// the end, so playing needs no locks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub games: u64,
    pub decisions: u64,
    /// Indexed by seat.
    pub seats: Vec<SeatStats>,
    /// Every player's total in every game.
    pub totals: Summary,
    /// The winners' total in every game that has a winner.
    pub winning_totals: Summary,
    /// Games won by several seats together.
    pub shared_wins: u64,
}

impl Stats {
    pub fn record(&mut self, sheet: &ScoreSheet, decisions: u32) {
        self.games += 1;
        self.decisions += u64::from(decisions);
        for player in &sheet.players {
            let seat = self.seat_mut(player.seat);
            seat.totals.add(player.total);
            if sheet.winners.contains(&player.seat) {
                seat.wins += 1;
            }
            self.totals.add(player.total);
        }
        // Winners tie on total (they share rank 1), so any of them gives the winning total.
        let winning = sheet
            .players
            .iter()
            .filter(|player| sheet.winners.contains(&player.seat))
            .map(|player| player.total)
            .max();
        if let Some(total) = winning {
            self.winning_totals.add(total);
        }
        if sheet.winners.len() > 1 {
            self.shared_wins += 1;
        }
    }

    pub fn merge(&mut self, other: &Self) {
        self.games += other.games;
        self.decisions += other.decisions;
        for (seat, theirs) in other.seats.iter().enumerate() {
            let ours = self.seat_mut(u8::try_from(seat).unwrap_or(u8::MAX));
            ours.totals.merge(&theirs.totals);
            ours.wins += theirs.wins;
        }
        self.totals.merge(&other.totals);
        self.winning_totals.merge(&other.winning_totals);
        self.shared_wins += other.shared_wins;
    }

    fn seat_mut(&mut self, seat: u8) -> &mut SeatStats {
        let index = usize::from(seat);
        if self.seats.len() <= index {
            self.seats.resize(index + 1, SeatStats::default());
        }
        &mut self.seats[index]
    }
}

/// The outcome of a `simulate` run, printed to standard output.
#[derive(Debug, Clone)]
pub struct Report {
    pub game: String,
    pub players: u8,
    pub first_seed: u64,
    pub threads: u16,
    pub wall: Duration,
    /// Time the playing threads ran on a core, where the OS tells it.
    pub cpu: Option<Duration>,
    pub stats: Stats,
}

impl Report {
    pub fn games_per_second(&self) -> f64 {
        // A zero wall time only happens on a clock too coarse to measure; never divide by it.
        self.stats.games as f64 / self.wall.as_secs_f64().max(f64::MIN_POSITIVE)
    }

    /// Games per second of time on a core: unlike the wall-clock rate, it does not fall when
    /// other work, or a virtual machine's host, keeps the threads waiting for a core.
    pub fn games_per_cpu_second(&self) -> Option<f64> {
        self.cpu
            .map(|cpu| self.stats.games as f64 / cpu.as_secs_f64().max(f64::MIN_POSITIVE))
    }
}

/// How long the calling thread has run on a core, as Linux counts it (the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds); `None` elsewhere.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn share(part: u64, whole: u64) -> String {
    if whole == 0 {
        return "-".to_owned();
    }
    format!("{:.1}%", 100.0 * part as f64 / whole as f64)
}

fn mean(summary: &Summary) -> String {
    summary
        .mean()
        .map_or_else(|| "-".to_owned(), |mean| format!("{mean:.1}"))
}

fn extreme(value: Option<i64>) -> String {
    value.map_or_else(|| "-".to_owned(), |value| value.to_string())
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stats = &self.stats;
        let last_seed = self.first_seed.wrapping_add(stats.games.saturating_sub(1));
        let per_second = self.games_per_second();
        writeln!(
            f,
            "game              {}, {} players",
            self.game, self.players
        )?;
        writeln!(
            f,
            "games             {} (seeds {} to {last_seed})",
            stats.games, self.first_seed
        )?;
        writeln!(f, "threads           {}", self.threads)?;
        let per_game = if stats.games == 0 {
            0.0
        } else {
            stats.decisions as f64 / stats.games as f64
        };
        writeln!(
            f,
            "decisions         {} ({per_game:.1} per game)",
            stats.decisions
        )?;
        writeln!(f, "wall time         {:.3} s", self.wall.as_secs_f64())?;
        writeln!(
            f,
            "games per second  {per_second:.1} ({:.1} per thread)",
            per_second / f64::from(self.threads.max(1))
        )?;
        if let (Some(cpu), Some(per_cpu_second)) = (self.cpu, self.games_per_cpu_second()) {
            writeln!(
                f,
                "cpu time          {:.3} s ({per_cpu_second:.1} games per second on a core)",
                cpu.as_secs_f64()
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "{:<6}{:>11}{:>6}{:>6}{:>8}{:>11}",
            "seat", "mean total", "min", "max", "wins", "win share"
        )?;
        for (seat, row) in stats.seats.iter().enumerate() {
            writeln!(
                f,
                "{:<6}{:>11}{:>6}{:>6}{:>8}{:>11}",
                seat,
                mean(&row.totals),
                extreme(row.totals.min),
                extreme(row.totals.max),
                row.wins,
                share(row.wins, stats.games)
            )?;
        }
        writeln!(
            f,
            "{:<6}{:>11}{:>6}{:>6}",
            "all",
            mean(&stats.totals),
            extreme(stats.totals.min),
            extreme(stats.totals.max)
        )?;
        writeln!(f)?;
        writeln!(
            f,
            "winning total     mean {}, min {}, max {}",
            mean(&stats.winning_totals),
            extreme(stats.winning_totals.min),
            extreme(stats.winning_totals.max)
        )?;
        writeln!(
            f,
            "shared wins       {} games ({})",
            stats.shared_wins,
            share(stats.shared_wins, stats.games)
        )
    }
}

/// Resolves the game, plays every game and gathers the statistics.
pub fn run(settings: &SimulateSettings) -> Result<Report, SimulateError> {
    let game = find_game(&settings.game).ok_or_else(|| SimulateError::UnknownGame {
        game: settings.game.clone(),
        known: all_games()
            .iter()
            .map(|game| game.info().id.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    })?;
    run_game(game, settings)
}

/// Checks that `game` can be simulated with these settings, then plays.
fn run_game(game: &dyn Game, settings: &SimulateSettings) -> Result<Report, SimulateError> {
    let info = game.info();
    let playable = game.playable().ok_or_else(|| SimulateError::NoEngine {
        game: info.id.clone(),
    })?;
    // Checked here so a wrong count fails with the allowed range, not a setup error per game;
    // a module named may allow more (New Bedford's fifth player).
    let module_allows = info.modules.iter().any(|module| {
        settings.modules.contains(&module.id)
            && module
                .players
                .is_some_and(|range| range.contains(settings.players))
    });
    if let Some(variant) = &settings.variant {
        check_variant(info, variant)?;
    }
    if !info.players.contains(settings.players) && !module_allows {
        return Err(SimulateError::Players {
            game: info.id.clone(),
            min: info.players.min,
            max: info.players.max,
            players: settings.players,
        });
    }

    play(playable, &info.id, settings)
}

/// The option `--variant` sets.
const VARIANT_OPTION: &str = "variant";

/// `--variant` names one of the values of the game's `variant` option, as its catalogue lists
/// them; a game without such an option has nothing for it to set.
fn check_variant(info: &GameInfo, variant: &str) -> Result<(), SimulateError> {
    let option = info
        .options
        .iter()
        .find(|option| option.id == VARIANT_OPTION)
        .ok_or_else(|| SimulateError::NoVariant {
            game: info.id.clone(),
        })?;
    if option.values.is_empty() || option.values.iter().any(|value| value == variant) {
        Ok(())
    } else {
        Err(SimulateError::UnknownVariant {
            game: info.id.clone(),
            variant: variant.to_owned(),
            known: option.values.join(", "),
        })
    }
}

/// Plays `settings.games` games of an already resolved engine on `settings.threads` threads.
pub fn play(
    playable: &dyn Playable,
    game: &str,
    settings: &SimulateSettings,
) -> Result<Report, SimulateError> {
    let options = options_of(game, settings)?;
    let simulator =
        playable
            .simulator(options.as_ref())
            .map_err(|error| SimulateError::Options {
                game: game.to_owned(),
                reason: error.to_string(),
            })?;
    let simulator = &simulator;
    let games = settings.games;
    // More threads than games would only start threads that have nothing to play.
    let threads = u16::try_from(games.min(u64::from(settings.threads.max(1)))).unwrap_or(1);
    let progress = progress_bar(games);
    let failed = AtomicBool::new(false);
    let started = Instant::now();
    let outcomes: Vec<Result<(Stats, Option<Duration>), SimulateError>> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|thread| {
                let (progress, failed) = (&progress, &failed);
                scope.spawn(move || {
                    play_share(
                        simulator,
                        settings,
                        Share { thread, threads },
                        progress,
                        failed,
                    )
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().unwrap_or(Err(SimulateError::ThreadPanicked)))
            .collect()
    });
    let wall = started.elapsed();
    progress.finish_and_clear();

    let mut stats = Stats::default();
    let mut cpu = Some(Duration::ZERO);
    let mut first_error: Option<SimulateError> = None;
    for outcome in outcomes {
        match outcome {
            Ok((part, part_cpu)) => {
                stats.merge(&part);
                cpu = cpu.zip(part_cpu).map(|(sum, part)| sum + part);
            }
            // Report the lowest failing seed, the one to replay first.
            Err(error) => {
                if first_error
                    .as_ref()
                    .is_none_or(|first| seed_of(&error) < seed_of(first))
                {
                    first_error = Some(error);
                }
            }
        }
    }
    if let Some(error) = first_error {
        return Err(error);
    }
    Ok(Report {
        game: game.to_owned(),
        players: settings.players,
        first_seed: settings.seed,
        threads,
        wall,
        cpu,
        stats,
    })
}

fn seed_of(error: &SimulateError) -> u64 {
    match error {
        SimulateError::Playout { seed, .. } => *seed,
        _ => u64::MAX,
    }
}

/// Which games one thread plays: every `threads`-th game from `thread` on. Interleaving
/// keeps threads evenly loaded even when long games cluster in a range of seeds.
#[derive(Debug, Clone, Copy)]
pub struct Share {
    pub thread: u16,
    pub threads: u16,
}

impl Share {
    pub fn games(self, games: u64) -> impl Iterator<Item = u64> {
        (u64::from(self.thread)..games).step_by(usize::from(self.threads.max(1)))
    }
}

/// The setup options `--options`, `--modules` and `--variant` describe, as JSON; `None` when
/// none was given (the game's defaults). `--modules` and `--variant` win over the same fields
/// in `--options`.
fn options_of(game: &str, settings: &SimulateSettings) -> Result<Option<Value>, SimulateError> {
    let invalid = |reason: String| SimulateError::Options {
        game: game.to_owned(),
        reason,
    };
    let mut options = match &settings.options {
        Some(text) => serde_json::from_str(text).map_err(|error| invalid(error.to_string()))?,
        None if settings.modules.is_empty() && settings.variant.is_none() => return Ok(None),
        None => Value::Object(serde_json::Map::new()),
    };
    if settings.modules.is_empty() && settings.variant.is_none() {
        return Ok(Some(options));
    }
    let Value::Object(fields) = &mut options else {
        return Err(invalid("--options must be a JSON object".to_owned()));
    };
    if !settings.modules.is_empty() {
        fields.insert("modules".to_owned(), Value::from(settings.modules.clone()));
    }
    if let Some(variant) = &settings.variant {
        fields.insert(VARIANT_OPTION.to_owned(), Value::from(variant.clone()));
    }
    Ok(Some(options))
}

fn play_share(
    simulator: &Simulator<'_>,
    settings: &SimulateSettings,
    share: Share,
    progress: &ProgressBar,
    failed: &AtomicBool,
) -> Result<(Stats, Option<Duration>), SimulateError> {
    let started = thread_cpu_time();
    let mut stats = Stats::default();
    for index in share.games(settings.games) {
        // Another thread already failed: the run's answer is that error, so stop early.
        if failed.load(Ordering::Relaxed) {
            break;
        }
        let seed = settings.seed.wrapping_add(index);
        match simulator(settings.players, seed) {
            Ok(playout) => stats.record(&playout.sheet, playout.decisions),
            Err(source) => {
                failed.store(true, Ordering::Relaxed);
                return Err(SimulateError::Playout { seed, source });
            }
        }
        progress.inc(1);
    }
    let cpu = thread_cpu_time()
        .zip(started)
        .and_then(|(now, started)| now.checked_sub(started));
    Ok((stats, cpu))
}

/// A bar on standard error for a person watching; hidden when standard error is not a
/// terminal, so CI logs and redirected runs hold only the report.
fn progress_bar(games: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  eta {eta}")
    {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use quarterdeck_engine::core::names::NamedSeats;
    use quarterdeck_engine::core::scoring::{SheetBuilder, TieBreakerOrder};
    use quarterdeck_engine::core::turn::Turn;
    use quarterdeck_engine::{
        Actor, ChanceMode, Engine, RuleSection, RuleViolation, Rules, SetupError, Violation,
    };

    use super::*;

    /// A final sheet with these totals, seat by seat; equal totals share the win.
    fn sheet(totals: &[i64]) -> ScoreSheet {
        let mut builder = SheetBuilder::new(
            "test",
            &[("points", "Points")],
            &[("money", "Money", TieBreakerOrder::HigherWins)],
        );
        for total in totals {
            builder.player("").add("points", "test", *total, "");
        }
        builder.finish(true)
    }

    fn stats(games: &[(&[i64], u32)]) -> Stats {
        let mut stats = Stats::default();
        for (totals, decisions) in games {
            stats.record(&sheet(totals), *decisions);
        }
        stats
    }

    #[test]
    fn summary_tracks_count_sum_min_max_and_mean() {
        let mut summary = Summary::default();
        assert_eq!(summary.mean(), None);
        for value in [5, -2, 9] {
            summary.add(value);
        }
        assert_eq!(
            summary,
            Summary {
                count: 3,
                sum: 12,
                min: Some(-2),
                max: Some(9)
            }
        );
        assert_eq!(summary.mean(), Some(4.0));
    }

    #[test]
    fn merging_an_empty_summary_changes_nothing_either_way() {
        let mut summary = Summary::default();
        summary.add(3);
        let mut merged = summary;
        merged.merge(&Summary::default());
        assert_eq!(merged, summary);
        let mut empty = Summary::default();
        empty.merge(&summary);
        assert_eq!(empty, summary);
    }

    #[test]
    fn record_counts_totals_wins_and_decisions_per_seat() {
        let stats = stats(&[(&[10, 30, 20], 100), (&[40, 5, 15], 50)]);
        assert_eq!(stats.games, 2);
        assert_eq!(stats.decisions, 150);
        assert_eq!(stats.seats.len(), 3);
        assert_eq!(stats.seats[0].wins, 1);
        assert_eq!(stats.seats[1].wins, 1);
        assert_eq!(stats.seats[2].wins, 0);
        assert_eq!(stats.seats[0].totals.min, Some(10));
        assert_eq!(stats.seats[0].totals.max, Some(40));
        assert_eq!(stats.seats[2].totals.mean(), Some(17.5));
        assert_eq!(stats.totals.count, 6);
        assert_eq!(stats.totals.mean(), Some(20.0));
        assert_eq!(stats.winning_totals.min, Some(30));
        assert_eq!(stats.winning_totals.max, Some(40));
        assert_eq!(stats.winning_totals.mean(), Some(35.0));
        assert_eq!(stats.shared_wins, 0);
    }

    #[test]
    fn a_shared_win_counts_once_as_shared_and_once_per_winner() {
        let stats = stats(&[(&[25, 25, 3], 10)]);
        assert_eq!(stats.shared_wins, 1);
        assert_eq!(stats.seats[0].wins, 1);
        assert_eq!(stats.seats[1].wins, 1);
        assert_eq!(stats.winning_totals.count, 1);
        assert_eq!(stats.winning_totals.sum, 25);
    }

    #[test]
    fn merging_per_thread_stats_equals_recording_every_game_in_one() {
        let games: [(&[i64], u32); 4] = [
            (&[10, 30], 100),
            (&[40, 5], 50),
            (&[7, 7], 70),
            (&[1, 2], 20),
        ];
        let mut merged = stats(&games[..1]);
        merged.merge(&stats(&games[1..]));
        assert_eq!(merged, stats(&games));
        // Merging into empty stats, as `run` does, gives the same too.
        let mut from_empty = Stats::default();
        from_empty.merge(&stats(&games));
        assert_eq!(from_empty, stats(&games));
    }

    #[test]
    fn merge_grows_the_seat_table_for_larger_games() {
        let mut merged = stats(&[(&[1, 2], 1)]);
        merged.merge(&stats(&[(&[1, 2, 9, 4], 1)]));
        assert_eq!(merged.seats.len(), 4);
        assert_eq!(merged.seats[2].wins, 1);
        assert_eq!(merged.seats[2].totals.count, 1);
    }

    #[test]
    fn shares_give_every_game_to_exactly_one_thread() {
        for threads in 1..=5u16 {
            let mut seen: Vec<u64> = (0..threads)
                .flat_map(|thread| Share { thread, threads }.games(23))
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..23).collect::<Vec<_>>(), "{threads} threads");
        }
    }

    #[test]
    fn report_shows_rates_seats_and_winning_totals() {
        let report = Report {
            game: "test".to_owned(),
            players: 2,
            first_seed: 7,
            threads: 2,
            wall: Duration::from_secs(2),
            cpu: Some(Duration::from_millis(500)),
            stats: stats(&[(&[10, 30], 100), (&[40, 40], 50)]),
        };
        assert_eq!(report.games_per_second(), 1.0);
        assert_eq!(report.games_per_cpu_second(), Some(4.0));
        let text = report.to_string();
        assert!(
            text.contains("games             2 (seeds 7 to 8)"),
            "{text}"
        );
        assert!(
            text.contains("decisions         150 (75.0 per game)"),
            "{text}"
        );
        assert!(
            text.contains("games per second  1.0 (0.5 per thread)"),
            "{text}"
        );
        assert!(
            text.contains("cpu time          0.500 s (4.0 games per second on a core)"),
            "{text}"
        );
        assert!(
            text.contains("winning total     mean 35.0, min 30, max 40"),
            "{text}"
        );
        assert!(text.contains("shared wins       1 games (50.0%)"), "{text}");
        let seat_one = text
            .lines()
            .find(|line| line.starts_with('1'))
            .unwrap_or_default();
        assert_eq!(
            seat_one.split_whitespace().collect::<Vec<_>>(),
            ["1", "35.0", "30", "40", "2", "100.0%"]
        );
    }

    fn settings(game: &str, players: u8) -> SimulateSettings {
        SimulateSettings {
            game: game.to_owned(),
            players,
            games: 1,
            seed: 1,
            threads: 1,
            modules: Vec::new(),
            options: None,
            variant: None,
        }
    }

    #[test]
    fn an_unknown_game_is_refused_with_the_known_ids() {
        match run(&settings("monopoly", 4)) {
            Err(SimulateError::UnknownGame { known, .. }) => {
                assert!(known.contains("new-bedford"), "{known}");
            }
            other => panic!("expected UnknownGame, got {other:?}"),
        }
    }

    /// A toy game for driving `play` without a real engine: each seat acts five times and
    /// scores its seat number plus the game's seed modulo 3; setup refuses seed 13.
    struct Countdown;

    #[derive(Clone, serde::Serialize, serde::Deserialize)]
    struct CountdownState {
        players: u8,
        seed: u64,
        turn: u32,
    }

    impl NamedSeats for CountdownState {
        fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
            std::iter::empty()
        }

        fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
            std::iter::empty()
        }
    }

    impl Rules for Countdown {
        type Options = ();
        type State = CountdownState;
        type Action = u8;
        type Event = ();
        type Refusal = RuleViolation;
        type Checked = ();

        fn setup(
            &self,
            players: u8,
            _: &(),
            seed: u64,
            _: ChanceMode,
        ) -> Result<CountdownState, SetupError> {
            if seed == 13 {
                return Err(SetupError::Invalid(Vec::new()));
            }
            Ok(CountdownState {
                players,
                seed,
                turn: 0,
            })
        }

        fn validate(&self, _: &CountdownState) -> Result<(), Vec<Violation>> {
            Ok(())
        }

        fn turn(&self, state: &CountdownState) -> Turn {
            if state.turn >= 5 * u32::from(state.players) {
                return Turn::Nobody;
            }
            let seat = state.turn % u32::from(state.players);
            Turn::One(Actor::Seat(u8::try_from(seat).unwrap_or(0)))
        }

        fn candidates(&self, _: &CountdownState, _: Actor, actions: &mut Vec<u8>) {
            actions.extend([0, 1]);
        }

        fn check(&self, _: &CountdownState, _: Actor, _: &u8) -> Result<(), RuleViolation> {
            Ok(())
        }

        fn execute(&self, state: &mut CountdownState, (): (), _: &u8, _: &mut Vec<()>) {
            state.turn += 1;
        }

        fn label(&self, _: &CountdownState, action: &u8) -> String {
            action.to_string()
        }

        fn probability(&self, _: &CountdownState, _: &u8) -> Option<f64> {
            None
        }

        fn score(&self, state: &CountdownState) -> ScoreSheet {
            let mut builder = SheetBuilder::new("countdown", &[("points", "Points")], &[]);
            for seat in 0..state.players {
                let points = i64::from(seat) + i64::try_from(state.seed % 3).unwrap_or(0);
                builder.player("").add("points", "test", points, "");
            }
            builder.finish(true)
        }

        fn view(&self, state: &CountdownState, _: Option<u8>) -> CountdownState {
            state.clone()
        }

        fn rules(&self) -> &'static [RuleSection] {
            &[]
        }
    }

    fn countdown(games: u64, seed: u64, threads: u16) -> Result<Report, SimulateError> {
        let settings = SimulateSettings {
            game: "countdown".to_owned(),
            players: 3,
            games,
            seed,
            threads,
            modules: Vec::new(),
            options: None,
            variant: None,
        };
        play(&Engine(Countdown), "countdown", &settings)
    }

    #[test]
    fn threads_play_every_game_once_and_agree_with_one_thread() {
        let one = countdown(40, 100, 1).map(|report| report.stats);
        let three = countdown(40, 100, 3).map(|report| report.stats);
        let (Ok(one), Ok(three)) = (one, three) else {
            panic!("countdown games failed");
        };
        assert_eq!(one, three);
        assert_eq!(one.games, 40);
        assert_eq!(one.decisions, 40 * 15);
        // The last seat always has the highest total.
        assert_eq!(one.seats[2].wins, 40);
    }

    #[test]
    fn more_threads_than_games_start_only_as_many_threads_as_games() {
        match countdown(2, 0, 8) {
            Ok(report) => {
                assert_eq!(report.threads, 2);
                assert_eq!(report.stats.games, 2);
            }
            Err(error) => panic!("{error}"),
        }
    }

    #[test]
    fn a_failing_game_is_reported_with_its_seed() {
        for threads in [1, 4] {
            match countdown(20, 5, threads) {
                Err(SimulateError::Playout { seed, .. }) => assert_eq!(seed, 13),
                other => panic!("expected the seed 13 failure, got {other:?}"),
            }
        }
    }

    /// A real game's catalogue and score sheet without its rules engine, so the refusal is
    /// tested whichever games have engines.
    struct WithoutEngine(&'static dyn Game);

    impl Game for WithoutEngine {
        fn info(&self) -> &quarterdeck_engine::GameInfo {
            self.0.info()
        }

        fn components(&self) -> &[quarterdeck_engine::Component] {
            self.0.components()
        }

        fn sources(&self) -> &'static [quarterdeck_engine::core::components::Source] {
            self.0.sources()
        }

        fn score_sheet(
            &self,
            request: &[u8],
        ) -> Result<ScoreSheet, quarterdeck_engine::ScoreSheetError> {
            self.0.score_sheet(request)
        }

        fn score_sheet_example(&self) -> serde_json::Value {
            self.0.score_sheet_example()
        }

        fn openapi_types(&self) -> quarterdeck_engine::core::openapi::GameTypes {
            quarterdeck_engine::core::openapi::GameTypes {
                play: None,
                ..self.0.openapi_types()
            }
        }
    }

    /// `--modules` opens player counts a module allows and reaches the engine's setup.
    #[test]
    fn modules_and_options_reach_the_games_setup() {
        let mut five = settings("new-bedford", 5);
        assert!(matches!(
            run(&five),
            Err(SimulateError::Players { players: 5, .. })
        ));
        five.modules = vec!["fifth-player".to_owned()];
        five.games = 3;
        let report = run(&five).unwrap();
        assert_eq!(report.stats.games, 3);
        assert_eq!(report.stats.seats.len(), 5);
        let mut advanced = settings("fleet", 3);
        advanced.options = Some(r#"{"advanced-setup": true}"#.to_owned());
        assert!(run(&advanced).is_ok());
        advanced.options = Some(r#"{"advanced": true}"#.to_owned());
        match run(&advanced) {
            Err(SimulateError::Options { reason, .. }) => {
                assert!(reason.contains("advanced"), "{reason}")
            }
            other => panic!("an unknown option is refused, got {other:?}"),
        }
        let mut rising_tide = settings("new-bedford", 5);
        rising_tide.modules = ["town", "ships-log", "fifth-player"]
            .map(str::to_owned)
            .to_vec();
        rising_tide.games = 3;
        assert_eq!(run(&rising_tide).unwrap().stats.games, 3);
        let mut twice = settings("new-bedford", 4);
        twice.modules = vec!["ships-log".to_owned(), "ships-log".to_owned()];
        match run(&twice) {
            Err(SimulateError::Playout { source, .. }) => {
                assert!(source.to_string().contains("twice"), "{source}")
            }
            other => panic!("a module listed twice is refused, got {other:?}"),
        }
    }

    /// `--variant` sets the `variant` option of a game whose catalogue lists one (Bremerhaven's
    /// long, short and solo games), wins over `--options`, and is refused with a clear message
    /// for a value the catalogue does not list and for every game without the option.
    #[test]
    fn variant_sets_the_catalogues_variant_option_and_is_refused_elsewhere() {
        for (variant, players) in [("long", 2), ("short", 3), ("solo", 1)] {
            let mut game = settings("bremerhaven", players);
            game.variant = Some(variant.to_owned());
            game.games = 2;
            let report = run(&game).unwrap_or_else(|error| panic!("{variant}: {error}"));
            assert_eq!(report.stats.games, 2, "{variant}");
            assert_eq!(report.stats.seats.len(), usize::from(players), "{variant}");
        }
        // Left out, one player plays the solo game; the long game is not for one player, and
        // `--variant` reaches setup over a `variant` given in `--options`.
        let mut solo = settings("bremerhaven", 1);
        assert_eq!(run(&solo).unwrap().stats.games, 1);
        solo.options = Some(r#"{"variant": "long"}"#.to_owned());
        assert!(matches!(run(&solo), Err(SimulateError::Playout { .. })));
        solo.variant = Some("solo".to_owned());
        assert_eq!(run(&solo).unwrap().stats.games, 1);
        let mut two_alone = settings("bremerhaven", 2);
        two_alone.variant = Some("solo".to_owned());
        match run(&two_alone) {
            Err(SimulateError::Playout { source, .. }) => {
                assert!(source.to_string().contains("solo"), "{source}")
            }
            other => panic!("a solo game of 2 is refused by setup, got {other:?}"),
        }
        let mut unknown = settings("bremerhaven", 2);
        unknown.variant = Some("medium".to_owned());
        match run(&unknown) {
            Err(error @ SimulateError::UnknownVariant { .. }) => {
                let message = error.to_string();
                assert!(message.contains("`medium`"), "{message}");
                assert!(message.contains("long, short, solo"), "{message}");
            }
            other => panic!("an unlisted variant is refused, got {other:?}"),
        }
        // Every game whose catalogue has no `variant` option refuses the flag, whatever else.
        let without: Vec<&dyn Game> = all_games()
            .iter()
            .copied()
            .filter(|game| !game.info().options.iter().any(|o| o.id == "variant"))
            .collect();
        assert!(!without.is_empty(), "some games have no variants");
        for game in without {
            let id = &game.info().id;
            let mut settings = settings(id, game.info().players.min);
            settings.variant = Some("long".to_owned());
            match run(&settings) {
                Err(error @ SimulateError::NoVariant { .. }) => {
                    let message = error.to_string();
                    assert!(message.starts_with(id.as_str()), "{message}");
                    assert!(message.contains("--variant"), "{message}");
                }
                Err(SimulateError::NoEngine { .. }) => {}
                other => panic!("{id}: --variant is refused, got {other:?}"),
            }
        }
    }

    #[test]
    fn a_game_without_an_engine_is_refused() {
        let game = WithoutEngine(find_game("new-bedford").unwrap());
        assert!(
            game.0.playable().is_some(),
            "the wrapped game has an engine"
        );
        match run_game(&game, &settings("new-bedford", 2)) {
            Err(SimulateError::NoEngine { game }) => assert_eq!(game, "new-bedford"),
            other => panic!("expected NoEngine, got {other:?}"),
        }
    }
}
