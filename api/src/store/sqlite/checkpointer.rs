//! Moves the write-ahead log into the database file off the request path.
//!
//! SQLite's automatic checkpoint runs inside whichever commit crosses the threshold and syncs
//! the file there, so one action in a few hundred paid for copying everyone's writes (the p99
//! of four busy matches was 18 ms). Here commits never checkpoint; a thread does, a few times
//! a second and once more when the store closes. Each time, a passive checkpoint on the
//! thread's own connection copies the bulk of the log without blocking anyone; then, holding
//! the serving connection for a moment so no commit of ours is under way, a restarting
//! checkpoint copies the few frames written meanwhile and lets the next commit write the log
//! from its start again. Passive checkpoints alone never catch up with a steady stream of
//! commits, and a restarting one that waits for a gap between them starves, so without that
//! moment the log grows without end (945 MB in 16 seconds of load).

use std::path::Path;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use super::StoreError;

/// How often the log is moved into the file: under full load the log stays a few thousand
/// frames long.
const EVERY: Duration = Duration::from_millis(200);

pub(super) struct Checkpointer {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

fn checkpoint(connection: &Connection, mode: &str) -> rusqlite::Result<()> {
    connection.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |_| Ok(()))
}

impl Checkpointer {
    /// Starts checkpointing the database at `path`, which `serving` has opened in WAL mode.
    pub(super) fn start(path: &Path, serving: Arc<Mutex<Connection>>) -> Result<Self, StoreError> {
        let own = Connection::open(path)?;
        own.busy_timeout(Duration::from_secs(5))?;
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".to_owned())
            .spawn(move || loop {
                let last = !matches!(stopped.recv_timeout(EVERY), Err(RecvTimeoutError::Timeout));
                let done = checkpoint(&own, "PASSIVE").and_then(|()| match serving.lock() {
                    Ok(serving) => checkpoint(&serving, "RESTART"),
                    // A panic while serving is answered elsewhere; the passive copy still ran.
                    Err(_) => Ok(()),
                });
                if let Err(error) = done {
                    tracing::warn!(%error, "checkpointing the match store's write-ahead log failed; the next try follows shortly");
                }
                if last {
                    break;
                }
            })
            .map_err(StoreError::Thread)?;
        Ok(Self {
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        // Dropping the sender wakes the thread for its last checkpoint.
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
