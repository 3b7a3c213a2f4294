//! How a node tells the others it committed: right after each commit (and deletion) the store
//! hands `<match id> <version>` (or `<match id> deleted`) to this task, which sends what has
//! gathered with one `pg_notify` statement on a connection of its own ([`APPLICATION_NAME`]).
//!
//! Not inside the commit's own statement: PostgreSQL serialises every committing transaction
//! that notified, disk flush included, so concurrent moves would queue behind each other. Here
//! the moves commit as before, and the notifying connection runs with `synchronous_commit`
//! off, so its short transactions wait for no flush either: losing a notification costs a
//! listener's safety re-read (a crash between a commit and its notification, or this
//! connection being away), never a move.

use std::future::poll_fn;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio_postgres::Config;
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{answered, SessionReader};
use crate::store::StoreError;

/// How the notifying connection is named in `pg_stat_activity`.
const APPLICATION_NAME: &str = "quarterdeck-notifier";
/// Announcements waiting to be sent at most; beyond it (the connection is away) they are
/// dropped, and listeners find those moves by their safety re-read.
const WAITING_AT_MOST: usize = 10_000;
/// Announcements sent in one statement at most.
const BATCH: usize = 500;
/// The pause before connecting again, doubling up to [`LAST_RETRY`].
const FIRST_RETRY: Duration = Duration::from_millis(100);
const LAST_RETRY: Duration = Duration::from_secs(5);

/// Hands announcements to the task; dropping it stops the task.
pub(super) struct Notifier {
    waiting: mpsc::Sender<String>,
    task: tokio::task::AbortHandle,
}

impl Drop for Notifier {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Notifier {
    /// Sends `payload` to every node soon; never waits.
    pub(super) fn announce(&self, payload: String) {
        if self.waiting.try_send(payload).is_err() {
            tracing::debug!("a commit notification was dropped: the notifier is behind or away");
        }
    }
}

/// Starts the task on `runtime`, connecting as `config` says with `tls`.
pub(super) fn start(
    runtime: &tokio::runtime::Handle,
    mut config: Config,
    tls: MakeRustlsConnect,
    database: String,
) -> Notifier {
    config.application_name(APPLICATION_NAME);
    let (waiting, mut queue) = mpsc::channel(WAITING_AT_MOST);
    let task = runtime.spawn(async move {
        let mut retry = FIRST_RETRY;
        loop {
            let error = notify(&config, &tls, &mut queue, &mut retry).await;
            let Some(error) = error else { return };
            tracing::warn!(
                database = %database,
                %error,
                retry_in_ms = u64::try_from(retry.as_millis()).unwrap_or(u64::MAX),
                "the commit notifier's connection failed; other nodes hear of this node's \
                 moves by re-reading the store until it is back"
            );
            tokio::time::sleep(retry).await;
            retry = retry.saturating_mul(2).min(LAST_RETRY);
        }
    });
    Notifier {
        waiting,
        task: task.abort_handle(),
    }
}

/// One connection's life: sends every batch that gathers until the connection fails (the
/// error) or the store is gone (`None`).
async fn notify(
    config: &Config,
    tls: &MakeRustlsConnect,
    queue: &mut mpsc::Receiver<String>,
    retry: &mut Duration,
) -> Option<StoreError> {
    let (client, mut connection) = match config.connect(tls.clone()).await {
        Ok(connected) => connected,
        Err(error) => return Some(error.into()),
    };
    let _reader = SessionReader(tokio::spawn(async move {
        while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
            if let Err(error) = message {
                return StoreError::from(error);
            }
        }
        StoreError::Unavailable("the connection closed".to_owned())
    }));
    let prepared = async {
        client.batch_execute("SET synchronous_commit = off").await?;
        client
            .prepare(concat!(
                "SELECT pg_notify('",
                channel!(),
                "', payload) FROM unnest($1::text[]) AS payload"
            ))
            .await
    };
    let statement = match answered(prepared).await {
        Ok(statement) => statement,
        Err(error) => return Some(error),
    };
    *retry = FIRST_RETRY;
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        if queue.recv_many(&mut batch, BATCH).await == 0 {
            return None;
        }
        let sent = answered(client.execute(&statement, &[&batch])).await;
        batch.clear();
        if let Err(error) = sent {
            return Some(error);
        }
    }
}
