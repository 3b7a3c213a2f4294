//! The background worker that plays bot seats, one per node. A commit that leaves a bot to act
//! wakes it for that match; a poll of the store (at start, then every `poll`) finds the bot
//! turns no wake announced: those a restart interrupted, and those of matches moved on by
//! another node. Each move is thought on a blocking thread and committed through the version
//! check, so nodes racing for one turn commit it once, and a turn is never lost: until a move
//! commits, the match stays marked as a bot's turn in the store.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::{mpsc, Semaphore};

use super::bot_seats::{play_bot_turn, BotTurn};
use crate::bots::BotTimeLimit;
use crate::store::MatchStore;

/// How many matches one poll picks up at most; the next poll takes the rest.
const POLL_BATCH: u32 = 100;

/// Wakes this node's worker for a match where a bot is to act, or halts it. Cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct BotTurns {
    wake: Option<mpsc::UnboundedSender<String>>,
    halted: Arc<AtomicBool>,
}

impl BotTurns {
    /// No worker: bot turns wait for a node that runs one (the match service's own tests).
    pub fn idle() -> Self {
        Self::default()
    }

    pub fn wake(&self, match_id: &str) {
        if let Some(wake) = &self.wake {
            // A closed channel means the worker stopped with the server; the store keeps the
            // turn for the next start.
            let _ = wake.send(match_id.to_owned());
        }
    }

    /// Stops every bot thinking on this node and commits none of their moves: the node is
    /// stopping, and the turns stay in the store for whichever node starts next.
    pub fn halt(&self) {
        self.halted.store(true, Ordering::Relaxed);
    }

    pub fn halted(&self) -> &AtomicBool {
        &self.halted
    }
}

#[derive(Debug, Clone, Copy)]
pub struct WorkerSettings {
    /// How often the store is searched for bot turns no commit on this node announced.
    pub poll: Duration,
    /// The longest one move may think.
    pub limit: BotTimeLimit,
    /// How many bots think at once: each holds a core while it does.
    pub thinkers: usize,
}

/// Matches being played, and whether a wake came for one meanwhile (look again when done).
#[derive(Default)]
struct InFlight(Mutex<HashMap<String, bool>>);

impl InFlight {
    /// True when the match was not being played and now is.
    fn claim(&self, match_id: &str) -> bool {
        let mut playing = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        match playing.get_mut(match_id) {
            Some(again) => {
                *again = true;
                false
            }
            None => {
                playing.insert(match_id.to_owned(), false);
                true
            }
        }
    }

    /// Ends a play; true when a wake came meanwhile.
    fn release(&self, match_id: &str) -> bool {
        let mut playing = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        playing.remove(match_id).unwrap_or(false)
    }
}

/// Starts the worker on the current runtime and returns the handle that wakes it.
pub fn start(store: Arc<dyn MatchStore>, settings: WorkerSettings) -> BotTurns {
    let (wake, woken) = mpsc::unbounded_channel();
    let turns = BotTurns {
        wake: Some(wake),
        halted: Arc::default(),
    };
    tokio::spawn(run(store, settings, woken, turns.clone()));
    turns
}

async fn run(
    store: Arc<dyn MatchStore>,
    settings: WorkerSettings,
    mut woken: mpsc::UnboundedReceiver<String>,
    turns: BotTurns,
) {
    let in_flight = Arc::new(InFlight::default());
    let thinkers = Arc::new(Semaphore::new(settings.thinkers.max(1)));
    let mut poll = tokio::time::interval(settings.poll);
    poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let found = tokio::select! {
            Some(match_id) = woken.recv() => vec![match_id],
            _ = poll.tick() => awaiting(&store).await,
        };
        for match_id in found {
            if in_flight.claim(&match_id) {
                tokio::spawn(play(
                    Arc::clone(&store),
                    settings.limit,
                    match_id,
                    Arc::clone(&in_flight),
                    Arc::clone(&thinkers),
                    turns.clone(),
                ));
            }
        }
    }
}

/// The matches the store marks as a bot's turn; none, logged, when it cannot answer.
async fn awaiting(store: &Arc<dyn MatchStore>) -> Vec<String> {
    let store = Arc::clone(store);
    let now = super::clock::unix_ms(std::time::SystemTime::now());
    match tokio::task::spawn_blocking(move || store.awaiting_bots(now, POLL_BATCH)).await {
        Ok(Ok(found)) => found,
        Ok(Err(error)) => {
            tracing::warn!(%error, "cannot look for bot turns; trying again at the next poll");
            Vec::new()
        }
        Err(error) => {
            tracing::error!(%error, "the search for bot turns failed");
            Vec::new()
        }
    }
}

/// One bot move in one match, then the match goes back in the queue if a bot is to act again,
/// so a match of bots only takes its turn with the others rather than a thinker to itself.
async fn play(
    store: Arc<dyn MatchStore>,
    limit: BotTimeLimit,
    match_id: String,
    in_flight: Arc<InFlight>,
    thinkers: Arc<Semaphore>,
    turns: BotTurns,
) {
    let played = match thinkers.acquire_owned().await {
        Ok(_thinking) => {
            let id = match_id.clone();
            let halt = turns.clone();
            tokio::task::spawn_blocking(move || play_bot_turn(&*store, &id, limit, halt.halted()))
                .await
        }
        // The semaphore is never closed; were it, the store keeps the turn for the next start.
        Err(_) => return,
    };
    let again = match played {
        Ok(Ok(BotTurn::Played {
            seat,
            version,
            another,
            timed_out,
        })) => {
            if timed_out {
                tracing::info!(
                    match_id,
                    seat,
                    version,
                    "a seat's time ran out; moved for it"
                );
            } else {
                tracing::info!(match_id, seat, version, "a bot moved");
            }
            another
        }
        // Another node (or the seat's token) took the turn first: usual with several nodes.
        Ok(Ok(BotTurn::Overtaken { seat, version })) => {
            tracing::info!(
                match_id,
                seat,
                version,
                "the match moved on while its bot thought; move dropped"
            );
            true
        }
        Ok(Ok(BotTurn::Idle)) => false,
        Ok(Err(error)) => {
            tracing::warn!(match_id, %error, "a bot could not move; trying again at the next poll");
            false
        }
        Err(error) => {
            tracing::error!(match_id, %error, "a bot's thinking failed; trying again at the next poll");
            false
        }
    };
    if in_flight.release(&match_id) || again {
        turns.wake(&match_id);
    }
}
