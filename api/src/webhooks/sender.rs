//! The node's webhook sender: a task on the server's runtime that claims due deliveries from
//! the store's outbox and POSTs them, at most [`IN_FLIGHT`] at once. It wakes when a commit
//! on this node queues a delivery or a send of its own ends, and polls the store every
//! `poll` for the rest: other nodes' deliveries, retries coming due, and what a stopped node
//! left. A claim leases a delivery for [`LEASE`], longer than any attempt, so while one node
//! sends it no other does; a node that dies mid-send leaves the lease to run out, and the
//! delivery is sent again (at least once).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use reqwest::header::{HeaderValue, CONTENT_TYPE};
use reqwest::redirect::Policy;
use thiserror::Error;
use tokio::sync::{Notify, Semaphore};

use super::addresses::{check_public_host, PublicOnly};
use super::{sign, GIVE_UP_AFTER};
use crate::config::WebhookTargets;
use crate::store::{Attempted, Delivery, MatchStore, Settled};

/// Deliveries this node sends at once; each holds a connection for at most the timeout.
const IN_FLIGHT: usize = 32;
/// How long a claim holds a delivery: longer than an attempt may take (`timeout`, at most a
/// third of it), so a delivery is never sent by two nodes at once unless one stalls past it.
const LEASE: Duration = Duration::from_secs(30);
/// The first retry's wait; each failure doubles it, up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_secs(1);
const MAX_BACKOFF: Duration = Duration::from_secs(10 * 60);
/// The longest a single attempt may take whatever is configured, so it and the record of its
/// outcome stay inside the lease.
const MAX_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, Copy)]
pub struct SenderSettings {
    pub targets: WebhookTargets,
    /// The longest one attempt may take, connection included.
    pub timeout: Duration,
    /// How often the store is searched for deliveries no wake announced.
    pub poll: Duration,
}

#[derive(Debug, Error)]
pub enum SenderError {
    #[error("cannot build the webhook client: {0}")]
    Client(#[from] reqwest::Error),
}

/// Halts this node's sender when the node stops. Cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct Sender {
    halted: Arc<AtomicBool>,
    wake: Arc<Notify>,
}

impl Sender {
    /// Claims nothing more: the node is stopping. Sends under way finish or are cut off with
    /// the process; their leases run out and another node (or the next start) sends them.
    pub fn halt(&self) {
        self.halted.store(true, Ordering::Relaxed);
        self.wake.notify_one();
    }
}

/// Starts the sender on the current runtime; with `--webhooks off` none runs, and what is in
/// the outbox waits for a node that sends.
pub fn start(store: Arc<dyn MatchStore>, settings: SenderSettings) -> Result<Sender, SenderError> {
    let sender = Sender::default();
    if settings.targets == WebhookTargets::Off {
        return Ok(sender);
    }
    let timeout = settings.timeout.min(MAX_TIMEOUT);
    let mut client = reqwest::Client::builder()
        .timeout(timeout)
        .connect_timeout(timeout)
        // A redirect could lead anywhere, an internal address too: a receiver answers
        // where it was asked, and a 3xx is a failed attempt.
        .redirect(Policy::none())
        // A proxy would make the connection, past the address check.
        .no_proxy()
        .user_agent(concat!("quarterdeck/", env!("CARGO_PKG_VERSION")));
    if settings.targets == WebhookTargets::Public {
        client = client.dns_resolver(Arc::new(PublicOnly));
    }
    let client = client.build()?;
    tokio::spawn(run(store, client, settings, sender.clone()));
    Ok(sender)
}

async fn run(
    store: Arc<dyn MatchStore>,
    client: reqwest::Client,
    settings: SenderSettings,
    sender: Sender,
) {
    let slots = Arc::new(Semaphore::new(IN_FLIGHT));
    let sent = Arc::new(Notify::new());
    loop {
        if sender.halted.load(Ordering::Relaxed) {
            return;
        }
        let free = slots.available_permits();
        let claimed = if free == 0 {
            Vec::new()
        } else {
            claim(&store, u32::try_from(free).unwrap_or(1)).await
        };
        if claimed.is_empty() {
            tokio::select! {
                () = store.deliveries_queued().notified() => {}
                () = sent.notified() => {}
                () = sender.wake.notified() => {}
                () = tokio::time::sleep(settings.poll) => {}
            }
            continue;
        }
        for delivery in claimed {
            // As many were claimed as slots were free, and only this loop takes slots.
            let Ok(slot) = Arc::clone(&slots).acquire_owned().await else {
                return;
            };
            let store = Arc::clone(&store);
            let client = client.clone();
            let sent = Arc::clone(&sent);
            tokio::spawn(async move {
                deliver(store, &client, settings.targets, delivery).await;
                drop(slot);
                // The match's next version may be due now.
                sent.notify_one();
            });
        }
    }
}

/// Deliveries due now, leased to this node; none, logged, when the store cannot answer.
async fn claim(store: &Arc<dyn MatchStore>, limit: u32) -> Vec<Delivery> {
    let store = Arc::clone(store);
    let claimed = tokio::task::spawn_blocking(move || {
        store.claim_deliveries(SystemTime::now(), LEASE, limit)
    })
    .await;
    match claimed {
        Ok(Ok(claimed)) => claimed,
        Ok(Err(error)) => {
            tracing::warn!(%error, "cannot look for webhooks to send; trying again at the next poll");
            Vec::new()
        }
        Err(error) => {
            tracing::error!(%error, "the search for webhooks to send failed");
            Vec::new()
        }
    }
}

/// One attempt at `delivery`, and its outcome recorded in the store.
async fn deliver(
    store: Arc<dyn MatchStore>,
    client: &reqwest::Client,
    targets: WebhookTargets,
    delivery: Delivery,
) {
    let outcome = attempt(client, targets, &delivery).await;
    let now = SystemTime::now();
    let attempted = match &outcome {
        Ok(()) => Attempted::Delivered,
        Err(error) => {
            let retry_at = now + backoff(delivery.attempts);
            Attempted::Failed {
                error: error.clone(),
                retry_at,
                give_up_before: retry_at.checked_sub(GIVE_UP_AFTER).unwrap_or(retry_at),
            }
        }
    };
    let id = delivery.id.clone();
    let attempts = delivery.attempts;
    let settled = tokio::task::spawn_blocking(move || {
        store.finish_delivery(&delivery, &attempted, SystemTime::now())
    })
    .await;
    // Logged by delivery id: never the URL (it may be a credential of its own) nor the secret.
    let error = outcome.err().unwrap_or_default();
    match settled {
        Ok(Ok(Settled::Delivered)) => tracing::info!(delivery = id, attempts, "webhook delivered"),
        Ok(Ok(Settled::WillRetry)) => {
            tracing::warn!(
                delivery = id,
                attempts,
                error,
                "webhook not delivered; will retry"
            );
        }
        Ok(Ok(Settled::GaveUp)) => tracing::warn!(
            delivery = id,
            attempts,
            error,
            "webhook not delivered within {} hours; given up",
            GIVE_UP_AFTER.as_secs() / 3_600
        ),
        Ok(Ok(Settled::NotHeld)) => tracing::info!(
            delivery = id,
            attempts,
            "webhook attempt ended after its lease; another claim has it"
        ),
        Ok(Err(error)) => tracing::warn!(
            delivery = id,
            %error,
            "cannot record a webhook attempt; it is sent again once its lease runs out"
        ),
        Err(error) => tracing::error!(delivery = id, %error, "recording a webhook attempt failed"),
    }
}

/// POSTs the delivery once; `Err` says why it did not arrive, in words fit for a log line
/// and the outbox: no URL, no secret.
async fn attempt(
    client: &reqwest::Client,
    targets: WebhookTargets,
    delivery: &Delivery,
) -> Result<(), String> {
    let url = reqwest::Url::parse(&delivery.target.url)
        .map_err(|error| format!("the stored URL does not parse: {error}"))?;
    // An address in the URL is not resolved, so the resolver's filter does not see it.
    if targets == WebhookTargets::Public {
        check_public_host(&url)?;
    }
    let timestamp = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let signature = sign(&delivery.target.secret, timestamp, &delivery.payload)
        .map_err(|error| error.to_string())?;
    let response = client
        .post(url)
        .header(CONTENT_TYPE, HeaderValue::from_static("application/json"))
        .header("Quarterdeck-Delivery", &delivery.id)
        .header("Quarterdeck-Signature", signature)
        .body(delivery.payload.clone())
        .send()
        .await
        .map_err(|error| describe(&error))?;
    let status = response.status();
    if status.is_success() {
        Ok(())
    } else {
        Err(format!("the receiver answered {status}"))
    }
}

/// A failed request in words: the error and its causes, without the URL.
fn describe(error: &reqwest::Error) -> String {
    let kind = if error.is_timeout() {
        "timed out"
    } else if error.is_connect() {
        "could not connect"
    } else {
        "failed"
    };
    let mut causes = Vec::new();
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        causes.push(cause.to_string());
        source = cause.source();
    }
    if causes.is_empty() {
        kind.to_owned()
    } else {
        format!("{kind}: {}", causes.join(": "))
    }
}

/// The wait before attempt `attempts + 1`: 1 s doubled at each failure up to 10 minutes, then a
/// random point in its second half, so receivers that come back are not met by every
/// delivery at once.
fn backoff(attempts: i64) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 20)).unwrap_or(20);
    let full = FIRST_BACKOFF
        .saturating_mul(2u32.saturating_pow(doublings))
        .min(MAX_BACKOFF);
    let mut bytes = [0u8; 8];
    // Without randomness the wait is the whole step: still a backoff, only not spread.
    let spread = match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes) as f64 / u64::MAX as f64,
        Err(_) => 1.0,
    };
    full / 2 + (full / 2).mul_f64(spread)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_a_second_to_ten_minutes_with_jitter_in_its_second_half() {
        for (attempts, full) in [(1, 1), (2, 2), (3, 4), (10, 512), (11, 600), (60, 600)] {
            let full = Duration::from_secs(full);
            for _ in 0..20 {
                let wait = backoff(attempts);
                assert!(wait >= full / 2 && wait <= full, "{attempts}: {wait:?}");
            }
        }
    }
}
