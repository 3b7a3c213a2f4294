//! How a node hears of other nodes' commits: one connection of its own, outside the pool and
//! named [`APPLICATION_NAME`] in `pg_stat_activity`, `LISTEN`s on the commits channel and
//! announces each match named there to the node's [`Commits`], so a long poll here wakes as
//! soon as another node commits a move. It runs as a task on the store's runtime and stops
//! when the store is dropped.
//!
//! Nothing is lost while it is away. A connection that fails (or is killed, or stops answering
//! the heartbeat) is logged and opened again, after a pause that doubles from
//! [`FIRST_RETRY`] to [`LAST_RETRY`]; and after every connect, once `LISTEN` is in place,
//! every waiter on this node re-reads its match ([`Commits::announce_all`]), so a notification
//! sent while nobody listened costs only that re-read.

use std::future::poll_fn;
use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;
use tokio_postgres::{AsyncMessage, Config};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{answered, SessionReader};
use crate::store::{Commits, StoreError};

/// How the listener's connection is named, so an operator can find it.
const APPLICATION_NAME: &str = "quarterdeck-listener";
/// The pause before the first attempt to connect again.
const FIRST_RETRY: Duration = Duration::from_millis(100);
/// The longest pause between attempts; a connection that listened this long starts again from
/// [`FIRST_RETRY`] when it fails.
const LAST_RETRY: Duration = Duration::from_secs(5);
/// How often an otherwise silent connection is checked: a connection that a network dropped
/// without a word would otherwise look alive for hours, hearing nothing.
const HEARTBEAT: Duration = Duration::from_secs(30);

/// The running listener; dropping it stops the task.
pub(super) struct Listener(tokio::task::AbortHandle);

impl Drop for Listener {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Starts listening on `runtime`, connecting as `config` says (under [`APPLICATION_NAME`])
/// with `tls`; `database` names the database in log lines, without the password.
pub(super) fn start(
    runtime: &tokio::runtime::Handle,
    mut config: Config,
    tls: MakeRustlsConnect,
    commits: Arc<Commits>,
    database: String,
) -> Listener {
    config.application_name(APPLICATION_NAME);
    let task = runtime.spawn(async move {
        let mut retry = FIRST_RETRY;
        loop {
            let mut listening_since = None;
            let error = listen(&config, &tls, &commits, &mut listening_since).await;
            if listening_since.is_some_and(|since| since.elapsed() >= LAST_RETRY) {
                retry = FIRST_RETRY;
            }
            tracing::warn!(
                database = %database,
                %error,
                retry_in_ms = u64::try_from(retry.as_millis()).unwrap_or(u64::MAX),
                "the commit listener's connection failed; until it is back, long polls here \
                 hear of other nodes' moves only when they re-read the store"
            );
            tokio::time::sleep(retry).await;
            retry = (retry * 2).min(LAST_RETRY);
        }
    });
    Listener(task.abort_handle())
}

/// One connection's life: connects, listens, has every waiter re-read, then announces each
/// notification until the connection fails, and answers why. `listening_since` is set once
/// `LISTEN` is in place.
async fn listen(
    config: &Config,
    tls: &MakeRustlsConnect,
    commits: &Arc<Commits>,
    listening_since: &mut Option<Instant>,
) -> StoreError {
    let (client, mut connection) = match config.connect(tls.clone()).await {
        Ok(connected) => connected,
        Err(error) => return error.into(),
    };
    // Reads the connection: notifications, and the answers to the client's statements. It
    // ends when the connection does, or with this session.
    let heard = Arc::clone(commits);
    let mut reader = SessionReader(tokio::spawn(async move {
        loop {
            match poll_fn(|cx| connection.poll_message(cx)).await {
                Some(Ok(AsyncMessage::Notification(notification))) => {
                    announce(&heard, notification.payload());
                }
                Some(Ok(_)) => {}
                Some(Err(error)) => return StoreError::from(error),
                None => return StoreError::Unavailable("the connection closed".to_owned()),
            }
        }
    }));
    let ended = |joined: Result<StoreError, tokio::task::JoinError>| {
        joined.unwrap_or_else(|error| StoreError::Unavailable(error.to_string()))
    };
    let statement = concat!("LISTEN ", channel!());
    tokio::select! {
        listened = answered(client.batch_execute(statement)) => {
            if let Err(error) = listened {
                return error;
            }
        }
        joined = &mut reader.0 => return ended(joined),
    }
    *listening_since = Some(Instant::now());
    tracing::info!("the commit listener is listening");
    commits.announce_all();
    let mut heartbeat = tokio::time::interval_at(Instant::now() + HEARTBEAT, HEARTBEAT);
    loop {
        tokio::select! {
            joined = &mut reader.0 => return ended(joined),
            _ = heartbeat.tick() => {
                if let Err(error) = answered(client.batch_execute("SELECT 1")).await {
                    return error;
                }
            }
        }
    }
}

/// Announces what a notification says (see `channel!`): a version committed, or anything
/// else of the match (its deletion) as a call to re-read it.
fn announce(commits: &Commits, payload: &str) {
    let (id, news) = payload.split_once(' ').unwrap_or((payload, ""));
    match news.parse::<i64>() {
        Ok(version) => commits.committed(id, version),
        Err(_) => commits.announce(id),
    }
}

#[cfg(test)]
mod tests {
    use super::announce;
    use crate::store::Commits;

    #[test]
    fn a_notification_names_its_match_then_a_version_or_a_call_to_re_read() {
        let commits = Commits::default();
        let mut watching = commits.watch("m_abc");
        announce(&commits, "m_abc 12");
        let heard = *watching.borrow_and_update();
        assert_eq!((heard.version, heard.rereads), (12, 0));
        announce(&commits, "m_abc deleted");
        let heard = *watching.borrow_and_update();
        assert_eq!((heard.version, heard.rereads), (12, 1));
        announce(&commits, "m_other 3");
        assert!(!watching.has_changed().unwrap());
    }
}
