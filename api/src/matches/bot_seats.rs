//! Seats the service plays itself. A match names them at creation; whenever one of them is to
//! act after a commit, the worker (`worker`) has it choose from its seat's view and commits the
//! move like any other, marked as a bot's, through the same version check: a move chosen for
//! a version that has moved on is dropped, so several nodes may think about the same turn and
//! exactly one commits.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Instant, SystemTime};

use quarterdeck_engine::core::bots::BotKind;
use quarterdeck_engine::core::play::Acted;
use quarterdeck_engine::{Actor, Playable, Violation, ViolationCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::clock::{self, unix_ms, OnTimeout, TurnClock};
use super::{engine, hash, status_of};
use crate::bots::{BotTimeLimit, Budget};
use crate::problem::ApiError;
use crate::seeds::secret_seed;
use crate::store::{Appended, MatchRecord, MatchStatus, MatchStore, NewAction};

/// A seat the service plays, and how hard its bot thinks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchBot {
    /// The seat the bot plays, 0-based. Its token is issued all the same: whoever holds it
    /// may still act for the seat (the bot then finds the turn taken and lets it be).
    pub seat: u8,
    pub kind: BotKind,
    /// As in `bot-move`: `ismcts` search iterations (default 1,000), `greedy` samples per
    /// action (at most 8); `random` ignores it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 1_000_000)]
    pub iterations: Option<u32>,
    /// Stop thinking after this many milliseconds, at most 5,000 or the operator's
    /// `--max-bot-time-ms`, which also bounds a bot given no time. There is no `seed`: a match's
    /// bot draws a secret one for every move, since whoever knew it could replay the bot's
    /// choices against every possible hand and learn which one it holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 5_000)]
    pub time_ms: Option<u32>,
}

impl MatchBot {
    /// The stand-in for a seat whose player left or whose time ran out: quick, and no worse
    /// than a person who looks only one move ahead.
    pub fn stand_in(seat: u8) -> Self {
        Self {
            seat,
            kind: BotKind::Greedy,
            iterations: None,
            time_ms: None,
        }
    }

    fn budget(&self) -> Budget {
        Budget {
            kind: self.kind,
            iterations: self.iterations,
            time_ms: self.time_ms,
        }
    }
}

/// Refuses bot seats a match of `players` cannot have, naming each problem's field.
pub fn check(bots: &[MatchBot], players: u8, limit: BotTimeLimit) -> Result<(), ApiError> {
    let mut problems: Vec<Violation> = Vec::new();
    for (index, bot) in bots.iter().enumerate() {
        let field = format!("bots[{index}]");
        if bot.seat >= players {
            problems.push(Violation::new(
                format!("{field}.seat"),
                ViolationCode::OutOfRange,
                format!(
                    "seats are 0 to {}, not {}",
                    players.saturating_sub(1),
                    bot.seat
                ),
            ));
        } else if bots[..index].iter().any(|earlier| earlier.seat == bot.seat) {
            problems.push(Violation::new(
                format!("{field}.seat"),
                ViolationCode::DuplicateComponent,
                format!("seat {} is given a bot twice", bot.seat),
            ));
        }
        problems.extend(bot.budget().problems(&field, limit));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ApiError::InvalidBot(problems))
    }
}

/// A match's bot seats from their stored text.
pub fn read(bots_json: &str) -> Result<Vec<MatchBot>, ApiError> {
    Ok(serde_json::from_str(bots_json)?)
}

/// The first of those to act that a bot plays: bots in a simultaneous phase move one at a
/// time, each from its own view.
fn to_play<'a>(bots: &'a [MatchBot], to_act: &[Actor]) -> Option<&'a MatchBot> {
    to_act.iter().find_map(|actor| match actor {
        Actor::Seat(seat) => bots.iter().find(|bot| bot.seat == *seat),
        Actor::Table => None,
    })
}

/// Whether a bot is among those to act.
pub fn bot_turn(bots: &[MatchBot], to_act: &[Actor]) -> bool {
    to_play(bots, to_act).is_some()
}

/// What one look at a match did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotTurn {
    /// `seat`'s bot's move was committed as `version`; `another` says a bot is to act again;
    /// `timed_out`, that the seat's time had run out (it need not be a bot seat).
    Played {
        seat: u8,
        version: i64,
        another: bool,
        timed_out: bool,
    },
    /// Someone else moved the match on from `version` while `seat`'s bot thought; the move
    /// was dropped.
    Overtaken { seat: u8, version: i64 },
    /// No bot is to act (or the match is gone or over).
    Idle,
}

/// Who the worker moves for: a bot seat, or a seat whose time ran out.
#[derive(Debug, Clone, Copy)]
enum Mover {
    Bot(MatchBot),
    Clock { seat: u8, on_timeout: OnTimeout },
}

impl Mover {
    /// The first bot seat among those to act; else, once the match's deadline has passed,
    /// the first seat still due.
    fn due(
        bots: &[MatchBot],
        to_act: &[Actor],
        record: &MatchRecord,
        now: SystemTime,
    ) -> Result<Option<Self>, ApiError> {
        if let Some(bot) = to_play(bots, to_act) {
            return Ok(Some(Self::Bot(*bot)));
        }
        let Some(clock) = TurnClock::stored(record.turn_clock.as_deref())? else {
            return Ok(None);
        };
        let overdue = record.deadline_ms.is_some_and(|at| at <= unix_ms(now));
        let first_seat = to_act.iter().find_map(|actor| match actor {
            Actor::Seat(seat) => Some(*seat),
            Actor::Table => None,
        });
        Ok(first_seat.filter(|_| overdue).map(|seat| Self::Clock {
            seat,
            on_timeout: clock.on_timeout,
        }))
    }

    fn seat(self) -> u8 {
        match self {
            Self::Bot(bot) => bot.seat,
            Self::Clock { seat, .. } => seat,
        }
    }
}

/// The move `mover` makes, as JSON text, and whether a bot chose it; `None` once halted.
fn choose(
    engine: &dyn Playable,
    state: &serde_json::Value,
    mover: Mover,
    limit: BotTimeLimit,
    halted: &AtomicBool,
) -> Result<Option<(String, bool)>, ApiError> {
    let bot = match mover {
        Mover::Bot(bot) => bot,
        Mover::Clock { seat, on_timeout } => {
            if on_timeout == OnTimeout::Pass {
                if let Some(pass) = engine.pass_action(state, seat)? {
                    return Ok(Some((pass.to_string(), false)));
                }
            }
            MatchBot::stand_in(seat)
        }
    };
    let (spec, budget) = bot.budget().search(secret_seed()?, limit);
    let started = Instant::now();
    let mut out_of_time = || started.elapsed() >= budget || halted.load(Ordering::Relaxed);
    let chosen = engine.bot_move(state, bot.seat, &spec, &mut out_of_time)?;
    if halted.load(Ordering::Relaxed) {
        return Ok(None);
    }
    Ok(Some((chosen.action.to_string(), true)))
}

/// Plays one move in the match for a bot seat to act, or for a seat whose time ran out: reads
/// the match, lets the bot think with no database connection held, and commits the move only
/// if the match is still at the version it was chosen for. Once `halted` is set the bot stops
/// and commits nothing.
pub fn play_bot_turn(
    store: &dyn MatchStore,
    match_id: &str,
    limit: BotTimeLimit,
    halted: &AtomicBool,
) -> Result<BotTurn, ApiError> {
    let Some(record) = store.find_match(match_id)? else {
        return Ok(BotTurn::Idle);
    };
    if record.status != MatchStatus::Active || super::seating::Seating::of(&record)?.paused() {
        return Ok(BotTurn::Idle);
    }
    let bots = read(&record.bots_json)?;
    let engine = engine(&record.game)?;
    let state = record.state()?;
    let now = SystemTime::now();
    let Some(mover) = Mover::due(&bots, &engine.to_act(&state)?, &record, now)? else {
        return Ok(BotTurn::Idle);
    };
    let Some((action, by_bot)) = choose(engine, &state, mover, limit, halted)? else {
        return Ok(BotTurn::Idle);
    };
    commit(store, engine, &record, &bots, mover, &action, by_bot)
}

/// Commits `mover`'s `action` at the version the record was read at.
fn commit(
    store: &dyn MatchStore,
    engine: &dyn Playable,
    record: &MatchRecord,
    bots: &[MatchBot],
    mover: Mover,
    action: &str,
    by_bot: bool,
) -> Result<BotTurn, ApiError> {
    let seat = mover.seat();
    let actor = Actor::Seat(seat);
    let Acted::Applied {
        state,
        action: applied,
        events,
        to_act,
        hot,
        ..
    } = engine.act_on_stored(
        &record.state_json,
        store.take_hot(&record.id, record.version),
        actor,
        action,
        Some(seat),
    )?
    else {
        return Err(ApiError::Internal(format!(
            "a move was chosen for seat {seat}, which was not to act"
        )));
    };
    let another = bot_turn(bots, &to_act);
    let now = SystemTime::now();
    let clock = TurnClock::stored(record.turn_clock.as_deref())?;
    let appended = store.append(
        &NewAction {
            match_id: record.id.clone(),
            expected_version: record.version,
            actor: serde_json::to_string(&actor)?,
            action: applied.get().to_owned(),
            events: events.get().to_owned(),
            idempotency_key: None,
            request_hash: hash(format!("bot {seat}\n{action}").as_bytes()),
            response: None,
            state_json: state,
            status: status_of(&to_act),
            by_bot,
            bot_turn: another,
            to_act: serde_json::to_string(&to_act)?,
            deadline_ms: clock::deadline_of(clock.as_ref(), &to_act, now),
            timed_out: matches!(mover, Mover::Clock { .. }),
            delivery: crate::webhooks::payload(record, record.version + 1, &to_act)?,
        },
        now,
    )?;
    Ok(match appended {
        Appended::Committed { version } => {
            store.keep_hot(&record.id, version, hot);
            BotTurn::Played {
                seat,
                version,
                another,
                timed_out: matches!(mover, Mover::Clock { .. }),
            }
        }
        Appended::Conflict { .. } | Appended::DuplicateKey(_) => BotTurn::Overtaken {
            seat,
            version: record.version,
        },
        Appended::MatchGone => BotTurn::Idle,
    })
}
