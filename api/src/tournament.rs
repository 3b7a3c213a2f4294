//! `quarterdeck tournament`: bots play each other over many seeded games, seats rotating, and
//! the report says how strong and how fast each is: win rate with its 95% interval, mean score
//! and margin, move time and search speed.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::ProgressBar;
use quarterdeck_engine::core::bots::{BotGame, BotKind, BotSpec, SeatBot};
use quarterdeck_engine::core::play::BotArena;
use serde::Serialize;
use thiserror::Error;

use crate::config::TournamentSettings;
use crate::simulate::{find, progress_bar, SimulateError};

#[derive(Debug, Error)]
pub enum TournamentError {
    #[error(transparent)]
    Setup(#[from] SimulateError),
    #[error("--seats names {bots} bots for {players} players: give one bot a seat")]
    SeatCount { bots: usize, players: u8 },
    #[error("--seats: `{bot}` is not a bot: {reason} (e.g. `ismcts:time=200`, `ismcts:iterations=500:cutoff=40`, `greedy`, `random`)")]
    BadBot { bot: String, reason: String },
    #[error("the game with seed {seed} failed: {source}")]
    Game {
        seed: u64,
        source: quarterdeck_engine::PlayoutError,
    },
    #[error("a tournament thread panicked; see its message above")]
    ThreadPanicked,
}

/// One bot of the tournament and how it is written on the command line.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub label: String,
    pub bot: SeatBot,
}

/// Reads `kind[:key=value]…`: `iterations`, `time` (ms), `cutoff` (playout decisions) and
/// `explore` (UCB1's exploration weight).
pub fn parse_bot(text: &str) -> Result<SeatBot, TournamentError> {
    let bad = |reason: String| TournamentError::BadBot {
        bot: text.to_owned(),
        reason,
    };
    let mut parts = text.split(':');
    let kind = match parts.next().unwrap_or_default().trim() {
        "random" => BotKind::Random,
        "greedy" => BotKind::Greedy,
        "ismcts" => BotKind::Ismcts,
        other => return Err(bad(format!("no bot is called `{other}`"))),
    };
    let mut bot = SeatBot {
        spec: BotSpec::new(kind, 0),
        time: None,
    };
    let mut iterations = None;
    for part in parts {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| bad(format!("`{part}` is not key=value")))?;
        if key.trim() == "explore" {
            bot.spec.exploration = Some(exploration(value).ok_or_else(|| {
                bad(format!(
                    "`explore` takes a number above 0 and at most 10, not `{value}`"
                ))
            })?);
            continue;
        }
        let number: u32 = value
            .trim()
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| {
                bad(format!(
                    "`{key}` takes a whole number above 0, not `{value}`"
                ))
            })?;
        match key.trim() {
            "iterations" => iterations = Some(number),
            "time" => bot.time = Some(Duration::from_millis(u64::from(number))),
            "cutoff" => bot.spec.playout_cutoff = Some(number),
            other => {
                return Err(bad(format!(
                    "no setting `{other}` (iterations, time, cutoff, explore)"
                )))
            }
        }
    }
    // A time budget alone means as many iterations as fit in it.
    bot.spec.iterations = match (iterations, bot.time) {
        (Some(iterations), _) => iterations,
        (None, Some(_)) => u32::MAX,
        (None, None) => BotSpec::DEFAULT_ITERATIONS,
    };
    Ok(bot)
}

/// UCB1's exploration weight as written: a finite number in `(0, 10]`.
fn exploration(text: &str) -> Option<f64> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|weight| weight.is_finite() && *weight > 0.0 && *weight <= 10.0)
}

/// The entrants, labelled as written (a bot named twice gets `#2`).
fn entrants(settings: &TournamentSettings) -> Result<Vec<Entrant>, TournamentError> {
    if settings.seats.len() != usize::from(settings.setup.players) {
        return Err(TournamentError::SeatCount {
            bots: settings.seats.len(),
            players: settings.setup.players,
        });
    }
    let mut entrants: Vec<Entrant> = Vec::new();
    for text in &settings.seats {
        let bot = parse_bot(text)?;
        let twins = entrants
            .iter()
            .filter(|e| e.label.split(" #").next() == Some(text.trim()))
            .count();
        let label = match twins {
            0 => text.trim().to_owned(),
            n => format!("{} #{}", text.trim(), n + 1),
        };
        entrants.push(Entrant { label, bot });
    }
    Ok(entrants)
}

/// What one entrant's games add up to.
#[derive(Debug, Clone, Default)]
pub struct Record {
    pub games: u64,
    pub wins: u64,
    pub score_sum: i64,
    pub margin_sum: i64,
    /// Every move's thinking time, in microseconds.
    pub move_micros: Vec<u64>,
    pub iterations: u64,
    pub thinking: Duration,
}

impl Record {
    fn merge(&mut self, other: Record) {
        self.games += other.games;
        self.wins += other.wins;
        self.score_sum += other.score_sum;
        self.margin_sum += other.margin_sum;
        self.move_micros.extend(other.move_micros);
        self.iterations += other.iterations;
        self.thinking += other.thinking;
    }
}

/// Which entrant sits in `seat` in game `index`: seats rotate, so each plays every seat.
fn entrant_in(seat: usize, index: u64, entrants: usize) -> usize {
    let shift = usize::try_from(index % entrants.max(1) as u64).unwrap_or(0);
    (seat + shift) % entrants.max(1)
}

/// Adds one game to the entrants' records.
fn record(records: &mut [Record], game: &BotGame, index: u64) {
    let entrants = records.len();
    let totals: Vec<i64> = {
        let mut totals = vec![0; entrants];
        for player in &game.sheet.players {
            if let Some(total) = totals.get_mut(usize::from(player.seat)) {
                *total = player.total;
            }
        }
        totals
    };
    for (seat, &total) in totals.iter().enumerate() {
        let Some(entry) = records.get_mut(entrant_in(seat, index, entrants)) else {
            continue;
        };
        let best_other = totals
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != seat)
            .map(|(_, &t)| t)
            .max()
            .unwrap_or(0);
        entry.games += 1;
        entry.score_sum += total;
        entry.margin_sum += total - best_other;
        if game.sheet.winners.iter().any(|&w| usize::from(w) == seat) {
            entry.wins += 1;
        }
    }
    for made in &game.moves {
        if let Some(entry) = records.get_mut(entrant_in(usize::from(made.seat), index, entrants)) {
            entry
                .move_micros
                .push(u64::try_from(made.took.as_micros()).unwrap_or(u64::MAX));
            entry.iterations += u64::from(made.iterations);
            entry.thinking += made.took;
        }
    }
}

/// One entrant's line of the report (also its `--json` object).
#[derive(Debug, Clone, Serialize)]
pub struct Standing {
    pub bot: String,
    pub games: u64,
    /// Games won, a shared win counted as a win.
    pub wins: u64,
    pub win_rate: f64,
    /// The 95% Wilson score interval of the win rate.
    pub win_rate_low: f64,
    pub win_rate_high: f64,
    pub mean_score: f64,
    /// Mean of the bot's score less the best other seat's.
    pub mean_margin: f64,
    pub move_ms_p50: f64,
    pub move_ms_p95: f64,
    /// Moves the bot made a game, on average: a game that stalls shows here first.
    pub moves_per_game: f64,
    /// Search iterations per second of thinking (0 for `random`).
    pub iterations_per_second: f64,
}

/// The 95% Wilson score interval of `wins` in `games`.
pub fn wilson(wins: u64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.96;
    let n = games as f64;
    let p = wins as f64 / n;
    let denominator = 1.0 + Z * Z / n;
    let centre = (p + Z * Z / (2.0 * n)) / denominator;
    let half = Z * (p * (1.0 - p) / n + Z * Z / (4.0 * n * n)).sqrt() / denominator;
    // Rounding must not leave the rate itself outside (0 or 1 wins of all).
    ((centre - half).clamp(0.0, p), (centre + half).clamp(p, 1.0))
}

/// The `q` quantile (0–1) of sorted microseconds, in milliseconds.
fn quantile_ms(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted.get(rank).copied().unwrap_or(0) as f64 / 1000.0
}

impl Standing {
    fn of(label: &str, mut record: Record) -> Self {
        record.move_micros.sort_unstable();
        let games = record.games.max(1) as f64;
        let (low, high) = wilson(record.wins, record.games);
        Self {
            bot: label.to_owned(),
            games: record.games,
            wins: record.wins,
            win_rate: record.wins as f64 / games,
            win_rate_low: low,
            win_rate_high: high,
            mean_score: record.score_sum as f64 / games,
            mean_margin: record.margin_sum as f64 / games,
            move_ms_p50: quantile_ms(&record.move_micros, 0.5),
            move_ms_p95: quantile_ms(&record.move_micros, 0.95),
            moves_per_game: record.move_micros.len() as f64 / games,
            iterations_per_second: record.iterations as f64
                / record.thinking.as_secs_f64().max(f64::MIN_POSITIVE),
        }
    }
}

/// The outcome of a tournament.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentReport {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub first_seed: u64,
    pub threads: u16,
    pub wall_seconds: f64,
    pub standings: Vec<Standing>,
}

impl fmt::Display for TournamentReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}, {} players: {} games (seeds {} to {}), seats rotating, {} threads, {:.1} s",
            self.game,
            self.players,
            self.games,
            self.first_seed,
            self.first_seed.wrapping_add(self.games.saturating_sub(1)),
            self.threads,
            self.wall_seconds
        )?;
        writeln!(
            f,
            "{:<24}{:>6}{:>6}{:>9}{:>16}{:>11}{:>9}{:>10}{:>10}{:>8}{:>12}",
            "bot",
            "games",
            "wins",
            "win rate",
            "95% interval",
            "mean score",
            "margin",
            "move p50",
            "move p95",
            "moves",
            "iter/s"
        )?;
        for s in &self.standings {
            writeln!(
                f,
                "{:<24}{:>6}{:>6}{:>8.1}%{:>16}{:>11.1}{:>9.1}{:>8.1}ms{:>8.1}ms{:>8.1}{:>12.0}",
                s.bot,
                s.games,
                s.wins,
                100.0 * s.win_rate,
                format!(
                    "{:.1}–{:.1}%",
                    100.0 * s.win_rate_low,
                    100.0 * s.win_rate_high
                ),
                s.mean_score,
                s.mean_margin,
                s.move_ms_p50,
                s.move_ms_p95,
                s.moves_per_game,
                s.iterations_per_second
            )?;
        }
        Ok(())
    }
}

/// Plays the tournament the settings describe.
pub fn run(settings: &TournamentSettings) -> Result<TournamentReport, TournamentError> {
    let game = find(&settings.setup.game)?;
    let playable = settings.setup.check(game)?;
    let id = game.info().id.clone();
    let options = settings.setup.options_json(&id)?;
    let arena = playable
        .bot_arena(options.as_ref())
        .map_err(|error| SimulateError::Options {
            game: id.clone(),
            reason: error.to_string(),
        })?;
    let entrants = entrants(settings)?;
    let threads =
        u16::try_from(settings.games.min(u64::from(settings.threads.max(1)))).unwrap_or(1);
    let progress = progress_bar(settings.games);
    let failed = AtomicBool::new(false);
    let started = Instant::now();
    let parts: Vec<Result<Vec<Record>, TournamentError>> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|thread| {
                let (arena, entrants, progress, failed) = (&arena, &entrants, &progress, &failed);
                scope.spawn(move || {
                    play_share(
                        arena,
                        entrants,
                        settings,
                        (thread, threads),
                        progress,
                        failed,
                    )
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or(Err(TournamentError::ThreadPanicked))
            })
            .collect()
    });
    progress.finish_and_clear();
    let mut records = vec![Record::default(); entrants.len()];
    for part in parts {
        for (total, record) in records.iter_mut().zip(part?) {
            total.merge(record);
        }
    }
    Ok(TournamentReport {
        game: id,
        players: settings.setup.players,
        games: settings.games,
        first_seed: settings.seed,
        threads,
        wall_seconds: started.elapsed().as_secs_f64(),
        standings: entrants
            .iter()
            .zip(records)
            .map(|(entrant, record)| Standing::of(&entrant.label, record))
            .collect(),
    })
}

/// Every `threads`-th game from `thread` on, each with the seats rotated by its index.
fn play_share(
    arena: &BotArena<'_>,
    entrants: &[Entrant],
    settings: &TournamentSettings,
    (thread, threads): (u16, u16),
    progress: &ProgressBar,
    failed: &AtomicBool,
) -> Result<Vec<Record>, TournamentError> {
    let mut records = vec![Record::default(); entrants.len()];
    let origin = Instant::now();
    let now = move || origin.elapsed();
    for index in (u64::from(thread)..settings.games).step_by(usize::from(threads.max(1))) {
        if failed.load(Ordering::Relaxed) {
            break;
        }
        let seed = settings.seed.wrapping_add(index);
        let seats: Vec<SeatBot> = (0..entrants.len())
            .filter_map(|seat| entrants.get(entrant_in(seat, index, entrants.len())))
            .map(|entrant| entrant.bot)
            .collect();
        match arena(settings.setup.players, seed, &seats, &now) {
            Ok(game) => record(&mut records, &game, index),
            Err(source) => {
                failed.store(true, Ordering::Relaxed);
                return Err(TournamentError::Game { seed, source });
            }
        }
        progress.inc(1);
    }
    Ok(records)
}

#[cfg(test)]
mod tests;
