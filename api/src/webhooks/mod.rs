//! "Your turn" webhooks. A match created with `notify: {url, secret}` is followed by a POST
//! to that URL after every committed action: a small JSON body (`WebhookPayload`) saying who
//! is to act, signed with HMAC-SHA256 under the secret.
//!
//! The body is built with the action (`payload`) and written to the store's outbox in the
//! action's own transaction; the node's sender (`sender`) claims due deliveries from there,
//! leased so one node sends each at a time, and retries with backoff for
//! [`GIVE_UP_AFTER`]. So a delivery is sent at least once whatever crashes, and a move never
//! waits for a receiver. `addresses` keeps targets on the public internet unless the operator
//! says otherwise (`--webhooks`).
//!
//! The secret goes from the request to the store and from the store to `sign`, nowhere else:
//! no view, log line, message or debug print holds it.

mod addresses;
mod sender;

use std::time::Duration;

use hmac::{Hmac, Mac};
use quarterdeck_engine::Actor;
use reqwest::Url;
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use thiserror::Error;
use utoipa::ToSchema;

pub use sender::{start, Sender, SenderError, SenderSettings};

use crate::config::WebhookTargets;
use crate::problem::{ApiError, NotifyProblem};
use crate::store::{MatchRecord, NotifySecret, NotifyTarget};

/// The longest webhook URL accepted.
pub const MAX_URL_CHARS: usize = 2_048;
/// Fewest and most characters of a webhook secret.
pub const MIN_SECRET_CHARS: usize = 16;
pub const MAX_SECRET_CHARS: usize = 256;
/// How long a delivery is retried after its action committed; the first failure past this
/// gives it up.
pub const GIVE_UP_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// Where a match's webhooks go, given at creation by the app's own backend.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"url": "https://app.example.com/quarterdeck/turns", "secret": "whsec_3a8f0c2d9b71e4f6a5c8"}))]
pub struct NotifyRequest {
    /// An absolute `http` or `https` URL with a host and no user or password, at most 2,048
    /// characters. Each delivery is a POST of a `WebhookPayload` to it.
    #[schema(max_length = 2048, format = "uri")]
    pub url: String,
    /// 16 to 256 visible ASCII characters (no spaces) that sign every delivery
    /// (`Quarterdeck-Signature`). Write-only: no answer ever shows it.
    #[schema(min_length = 16, max_length = 256, write_only)]
    pub secret: String,
}

/// Written by hand: the request is debug-printed with the rest of its body, the secret never.
impl std::fmt::Debug for NotifyRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotifyRequest")
            .field("url", &self.url)
            .field("secret", &"<hidden>")
            .finish()
    }
}

/// What the creation answer says of the target: its URL, as stored. No read of the match
/// shows even that (a webhook URL is often a credential of its own), and nothing shows the
/// secret.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotifyShown {
    pub url: String,
}

/// The target `request` asks for, checked against the operator's `targets`; every problem
/// found is named, none quotes the secret.
pub fn target(request: NotifyRequest, targets: WebhookTargets) -> Result<NotifyTarget, ApiError> {
    if targets == WebhookTargets::Off {
        return Err(ApiError::WebhooksDisabled);
    }
    let mut problems = Vec::new();
    let url = match checked_url(&request.url, targets) {
        Ok(url) => Some(url),
        Err(message) => {
            problems.push(NotifyProblem {
                field: "notify.url",
                message,
            });
            None
        }
    };
    if let Err(message) = check_secret(&request.secret) {
        problems.push(NotifyProblem {
            field: "notify.secret",
            message,
        });
    }
    match url {
        Some(url) if problems.is_empty() => Ok(NotifyTarget {
            url: url.into(),
            secret: NotifySecret::new(request.secret),
        }),
        _ => Err(ApiError::InvalidNotify(problems)),
    }
}

/// The URL, parsed, or why it cannot be a target.
fn checked_url(text: &str, targets: WebhookTargets) -> Result<Url, String> {
    let chars = text.chars().count();
    if chars > MAX_URL_CHARS {
        return Err(format!(
            "a webhook URL has at most {MAX_URL_CHARS} characters; this one has {chars}"
        ));
    }
    let url =
        Url::parse(text).map_err(|error| format!("not an absolute http or https URL ({error})"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!(
            "webhooks are sent over http or https, not {:?}",
            url.scheme()
        ));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("the URL names no host".to_owned());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(
            "the URL carries a user or password; the secret signs each delivery instead".to_owned(),
        );
    }
    if targets == WebhookTargets::Public {
        addresses::check_public_host(&url)?;
    }
    Ok(url)
}

fn check_secret(secret: &str) -> Result<(), String> {
    let chars = secret.chars().count();
    if !(MIN_SECRET_CHARS..=MAX_SECRET_CHARS).contains(&chars) {
        return Err(format!(
            "a webhook secret has {MIN_SECRET_CHARS} to {MAX_SECRET_CHARS} characters; this one has {chars}"
        ));
    }
    if !secret.bytes().all(|byte| (0x21..=0x7E).contains(&byte)) {
        return Err("a webhook secret holds visible ASCII characters only, no spaces".to_owned());
    }
    Ok(())
}

/// The body of every webhook: which match moved, to which version, and who is to act now.
/// Nothing in it is secret (any spectator reads the same); fetch the match with a seat's
/// token for what that seat may see.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({
    "delivery": "m_4f1c2a9b7d3e8f6a0b5c1d2e.7",
    "match": "m_4f1c2a9b7d3e8f6a0b5c1d2e",
    "name": "friday-night",
    "game": "nantucket",
    "version": 7,
    "to_act": [{"seat": 1}],
    "finished": false
}))]
pub struct WebhookPayload {
    /// `<match>.<version>`, also sent as `Quarterdeck-Delivery`: a delivery may come more
    /// than once (it is sent at least once), so keep the ids you have handled.
    pub delivery: String,
    /// The match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    /// The match's name, or `null` when it has none.
    pub name: Option<String>,
    #[schema(value_type = crate::game_id::GameId)]
    pub game: String,
    /// The version the action committed; deliveries of a match are sent in version order,
    /// but a retried one may arrive after a later version's duplicate.
    pub version: i64,
    /// Who is to act at this version; empty once the game is over.
    pub to_act: Vec<Actor>,
    /// Whether this action ended the game.
    pub finished: bool,
}

/// The webhook body of `version` of a match with a target; `None` for a match without one,
/// which queues nothing.
pub fn payload(
    record: &MatchRecord,
    version: i64,
    to_act: &[Actor],
) -> Result<Option<String>, serde_json::Error> {
    if record.notify_url.is_none() {
        return Ok(None);
    }
    serde_json::to_string(&WebhookPayload {
        delivery: format!("{}.{version}", record.id),
        match_id: record.id.clone(),
        name: record.name.clone(),
        game: record.game.clone(),
        version,
        to_act: to_act.to_vec(),
        finished: to_act.is_empty(),
    })
    .map(Some)
}

#[derive(Debug, Error)]
pub enum SignError {
    #[error("the webhook secret cannot key HMAC-SHA256")]
    Key,
}

/// `Quarterdeck-Signature` of `body` sent at `timestamp` (Unix seconds): `t=<timestamp>,v1=<hex
/// HMAC-SHA256 under the secret of "<timestamp>.<body>">`. The timestamp is signed too, so a
/// receiver that refuses old timestamps refuses replays.
pub fn sign(secret: &NotifySecret, timestamp: u64, body: &str) -> Result<String, SignError> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret.expose().as_bytes())
        .map_err(|_| SignError::Key)?;
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    let digest = mac.finalize().into_bytes();
    let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
    Ok(format!("t={timestamp},v1={hex}"))
}

#[cfg(test)]
mod tests;
