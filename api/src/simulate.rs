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

use crate::config::{GameSetup, SimulateSettings};

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
pub(crate) fn thread_cpu_time() -> Option<Duration> {
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
    run_game(find(&settings.setup.game)?, settings)
}

/// The game called `id` in the catalogue.
pub(crate) fn find(id: &str) -> Result<&'static dyn Game, SimulateError> {
    find_game(id).ok_or_else(|| SimulateError::UnknownGame {
        game: id.to_owned(),
        known: all_games()
            .iter()
            .map(|game| game.info().id.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// Checks that `game` can be simulated with these settings, then plays.
fn run_game(game: &dyn Game, settings: &SimulateSettings) -> Result<Report, SimulateError> {
    let playable = settings.setup.check(game)?;
    play(playable, &game.info().id, settings)
}

impl GameSetup {
    /// `game`'s engine, once the player count and variant are checked: a wrong count fails
    /// with the allowed range, not a setup error per game; a module named may allow more (New
    /// Bedford's fifth player).
    pub(crate) fn check<'g>(&self, game: &'g dyn Game) -> Result<&'g dyn Playable, SimulateError> {
        let info = game.info();
        let playable = game.playable().ok_or_else(|| SimulateError::NoEngine {
            game: info.id.clone(),
        })?;
        let module_allows = info.modules.iter().any(|module| {
            self.modules.contains(&module.id)
                && module
                    .players
                    .is_some_and(|range| range.contains(self.players))
        });
        if let Some(variant) = &self.variant {
            check_variant(info, variant)?;
        }
        if !info.players.contains(self.players) && !module_allows {
            return Err(SimulateError::Players {
                game: info.id.clone(),
                min: info.players.min,
                max: info.players.max,
                players: self.players,
            });
        }
        Ok(playable)
    }
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
    let options = settings.setup.options_json(game)?;
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
        players: settings.setup.players,
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

impl GameSetup {
    /// The setup options `--options`, `--modules` and `--variant` describe, as JSON; `None`
    /// when none was given (the game's defaults). `--modules` and `--variant` win over the
    /// same fields in `--options`.
    pub(crate) fn options_json(&self, game: &str) -> Result<Option<Value>, SimulateError> {
        let invalid = |reason: String| SimulateError::Options {
            game: game.to_owned(),
            reason,
        };
        let mut options = match &self.options {
            Some(text) => serde_json::from_str(text).map_err(|error| invalid(error.to_string()))?,
            None if self.modules.is_empty() && self.variant.is_none() => return Ok(None),
            None => Value::Object(serde_json::Map::new()),
        };
        if self.modules.is_empty() && self.variant.is_none() {
            return Ok(Some(options));
        }
        let Value::Object(fields) = &mut options else {
            return Err(invalid("--options must be a JSON object".to_owned()));
        };
        if !self.modules.is_empty() {
            fields.insert("modules".to_owned(), Value::from(self.modules.to_vec()));
        }
        if let Some(variant) = &self.variant {
            fields.insert(VARIANT_OPTION.to_owned(), Value::from(variant.clone()));
        }
        Ok(Some(options))
    }
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
        match simulator(settings.setup.players, seed) {
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
pub(crate) fn progress_bar(games: u64) -> ProgressBar {
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
mod tests;
