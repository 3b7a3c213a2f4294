//! `GET /v1/matches/{id}/events`: a match followed live as Server-Sent Events. Each stream is
//! a future polled by the connection (no thread or task of its own): it reads the log after
//! the last version it sent, sends those versions, and sleeps on the match's commit watch
//! until the next commit is announced on this node.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use actix_web::body::{BodyStream, BoxBody};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::{get, web, HttpMessage, HttpRequest, HttpResponse, Responder};
use actix_web_lab::sse;
use serde::{Deserialize, Serialize};
use tokio::sync::watch;
use utoipa::IntoParams;

use crate::matches::stream::{self, Followed, Follower, MatchClosed, RecentLog};
use crate::problem::ApiError;
use crate::routes::matches::{bearer, blocking, Shared, SAFETY_RECHECK};
use crate::server::HeadRequest;
use crate::store::{CommitWatch, StoredAction};

/// A comment is sent when nothing else was for this long, so proxies and clients can tell a
/// quiet match from a dead connection.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How long a client waits before reconnecting (the stream's `retry:` field).
pub const RETRY: Duration = Duration::from_secs(2);
/// Versions read from the log at once while catching up.
const BATCH: u32 = 100;
/// Streams a node holds at once when the operator sets nothing.
pub const DEFAULT_MAX_STREAMS: u32 = 10_000;

/// The node's open event streams: how many there are, the cap, and the signal that closes
/// them all when the node stops.
#[derive(Clone)]
pub struct Streams(Arc<Counted>);

struct Counted {
    open: AtomicUsize,
    limit: u32,
    closing: watch::Sender<bool>,
    /// The rows streams on this node read last, shared between them.
    recent: Arc<RecentLog>,
}

impl Streams {
    pub fn new(limit: u32) -> Self {
        Self(Arc::new(Counted {
            open: AtomicUsize::new(0),
            limit,
            closing: watch::channel(false).0,
            recent: Arc::default(),
        }))
    }

    /// Ends every stream (each sends a last comment and closes, so its client reconnects to
    /// a node still serving) and refuses new ones: the node is stopping.
    pub fn close_all(&self) {
        self.0.closing.send_replace(true);
    }

    /// A place for one more stream, or a 503 when the node holds its cap or is stopping.
    fn admit(&self) -> Result<Slot, ApiError> {
        let refused = || ApiError::TooManyStreams(self.0.limit);
        if *self.0.closing.borrow() {
            return Err(refused());
        }
        self.0
            .open
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |open| {
                (open < usize::try_from(self.0.limit).unwrap_or(usize::MAX))
                    .then(|| open.saturating_add(1))
            })
            .map_err(|_| refused())?;
        Ok(Slot(self.0.clone()))
    }
}

impl Default for Streams {
    fn default() -> Self {
        Self::new(DEFAULT_MAX_STREAMS)
    }
}

/// One admitted stream; dropping it (the client went away, or the stream ended) frees it.
struct Slot(Arc<Counted>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::AcqRel);
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// Start after this version (0, the default, sends the whole log); `Last-Event-ID`, which
    /// a reconnecting `EventSource` sends by itself, takes precedence.
    #[param(value_type = Option<i64>, minimum = 0, example = 0)]
    pub after: Option<String>,
}

/// What the stream does next once nothing is queued.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    Read,
    Wait,
    Close,
}

/// One stream's progress: the last version sent, what is queued, and what comes next.
struct Following {
    store: Shared,
    follower: Arc<Follower>,
    sent: i64,
    queued: VecDeque<sse::Event>,
    next: Next,
    moved: CommitWatch,
    /// The count of calls to re-read last seen on `moved`.
    rereads: u64,
    recent: Arc<RecentLog>,
    closing: watch::Receiver<bool>,
    _slot: Slot,
}

impl Following {
    async fn next_event(mut self) -> Option<(sse::Event, Self)> {
        loop {
            if let Some(event) = self.queued.pop_front() {
                return Some((event, self));
            }
            match self.next {
                Next::Read => self.read().await,
                Next::Wait => self.wait().await,
                Next::Close => return None,
            }
        }
    }

    /// Queues the versions after the last one sent, and the end when the match is over.
    async fn read(&mut self) {
        let read = self.read_log().await;
        self.take(read);
    }

    async fn read_log(&mut self) -> Result<Followed, ApiError> {
        let rows = self.rows().await?;
        let (store, follower, sent) = (self.store.clone(), self.follower.clone(), self.sent);
        blocking(move || stream::moves_in(&**store, &follower, sent, rows)).await
    }

    /// The log rows after the last version sent: the node's recent rows when the watch says
    /// which versions exist and those rows hold them, else the store's, read by one stream
    /// for all those following the match.
    async fn rows(&mut self) -> Result<Vec<StoredAction>, ApiError> {
        let announced = *self.moved.borrow_and_update();
        let told_to_reread =
            std::mem::replace(&mut self.rereads, announced.rereads) != announced.rereads;
        let (id, sent) = (self.follower.id.clone(), self.sent);
        let batch = usize::try_from(BATCH).unwrap_or(usize::MAX);
        let reading = if told_to_reread || announced.version <= sent {
            None
        } else {
            if let Some(rows) = self.recent.after(&id, sent, announced.version, batch) {
                return Ok(rows);
            }
            let reading = self.recent.reading(&id);
            let held = reading.lock_owned().await;
            if let Some(rows) = self.recent.after(&id, sent, announced.version, batch) {
                return Ok(rows);
            }
            Some(held)
        };
        let (store, follower) = (self.store.clone(), self.follower.clone());
        let rows = blocking(move || stream::stored_after(&**store, &follower, sent, BATCH)).await?;
        self.recent.keep(&id, &rows);
        drop(reading);
        Ok(rows)
    }

    fn take(&mut self, read: Result<Followed, ApiError>) {
        let (events, over) = match read {
            Ok(Followed::Moves { events, over }) => (events, over),
            Ok(Followed::Gone { version }) => {
                return self.close_with(&MatchClosed {
                    version,
                    status: "deleted".to_owned(),
                });
            }
            Err(error) => {
                // The client reconnects with the last version it got, and nothing is lost.
                let problem = error.problem();
                return self.close_with_event("error", self.sent, &problem);
            }
        };
        let full = u32::try_from(events.len()).unwrap_or(u32::MAX) >= BATCH;
        for event in events {
            self.sent = event.version;
            self.queue("move", event.version, &event);
        }
        self.next = if over {
            let version = self.sent;
            return self.close_with(&MatchClosed {
                version,
                status: "finished".to_owned(),
            });
        } else if full {
            Next::Read
        } else {
            Next::Wait
        };
    }

    /// Sleeps until a commit is announced, the safety re-read is due, or the node stops.
    async fn wait(&mut self) {
        tokio::select! {
            changed = self.moved.changed() => {
                if changed.is_err() {
                    // The store dropped the entry: watch afresh; the read that follows
                    // catches anything committed in between.
                    self.moved = self.store.commits().watch(&self.follower.id);
                }
            }
            () = tokio::time::sleep(SAFETY_RECHECK) => {}
            _ = self.closing.wait_for(|closing| *closing) => {
                self.queued.push_back(sse::Event::Comment(
                    "the server is stopping: reconnect with Last-Event-ID".into(),
                ));
                self.next = Next::Close;
                return;
            }
        }
        self.next = Next::Read;
    }

    fn close_with(&mut self, closed: &MatchClosed) {
        self.close_with_event("end", closed.version, closed);
    }

    fn close_with_event(&mut self, name: &str, version: i64, data: &impl Serialize) {
        self.queue(name, version, data);
        self.next = Next::Close;
    }

    fn queue(&mut self, name: &str, version: i64, data: &impl Serialize) {
        let event = match sse::Data::new_json(data) {
            Ok(event) => event.event(name.to_owned()).id(version.to_string()),
            Err(error) => {
                tracing::error!(%error, "an event could not be written as JSON");
                self.next = Next::Close;
                return;
            }
        };
        self.queued.push_back(event.into());
    }
}

/// The version to start after: `Last-Event-ID` (what a reconnecting `EventSource` sends, with
/// the URL it first opened, `?after=` and all), else `?after=`. An `after` that is no version
/// number at all is refused either way.
fn start_after<'a>(
    request: &'a HttpRequest,
    query: &'a EventsQuery,
) -> Result<Option<(&'static str, &'a str)>, ApiError> {
    if let Some(after) = &query.after {
        crate::matches::ranged("after", Some(after), 0, None)?;
    }
    if let Some(value) = request.headers().get("last-event-id") {
        let text = value.to_str().map_err(|_| ApiError::OutOfRange {
            field: "Last-Event-ID",
            min: 0,
            max: None,
            given: String::from_utf8_lossy(value.as_bytes()).into_owned(),
        })?;
        return Ok(Some(("Last-Event-ID", text)));
    }
    Ok(query.after.as_deref().map(|text| ("after", text)))
}

/// Follows a match live as Server-Sent Events (`text/event-stream`).
///
/// Read with a seat's token (`Authorization: Bearer`), the owner token, or none (a
/// spectator): each event shows what the match log shows that reader, never more.
///
/// - `event: move`, `id:` the version, `data:` a [`MatchEvent`](#/components/schemas/MatchEvent):
///   one per committed version, in order, from the version after `Last-Event-ID` (or
///   `?after=`, or the start) to the present, then each new one as it is committed.
/// - `event: end`, `data:` a [`MatchClosed`](#/components/schemas/MatchClosed): the match
///   is over (`finished`) or was deleted (`deleted`); the stream then closes. A stream
///   opened on a finished match with nothing left to send is a 204, which tells an
///   `EventSource` to stop reconnecting.
/// - `event: error`, `data:` a problem document: the match could not be read (the store is
///   away); the stream closes, and reconnecting with `Last-Event-ID` loses nothing.
/// - A comment (`: keep-alive`) every 15 seconds, and `retry: 2000` first.
///
/// A node holds at most `--max-streams` streams (503 `too-many-streams` with `Retry-After`
/// beyond it). When a node stops, its streams end with a comment, and clients reconnect.
#[utoipa::path(tag = "matches", operation_id = "follow_match",
    params(
        ("id" = String, Path, description = "Match id or name; the named create example makes `friday-night`", example = "friday-night"),
        EventsQuery,
        ("Last-Event-ID" = Option<String>, Header, description = "The last version received: the stream resumes after it (an `EventSource` sends it by itself when it reconnects)", example = "12"),
    ),
    responses(
        (status = 200, description = "The stream: `move` events, then `end` when the match is over or deleted", content_type = "text/event-stream", body = String,
            headers(("Vary" = String, description = "`Authorization`: the events depend on the token"), ("Cache-Control" = String, description = "`private, no-cache`")),
            example = json!({"event": "move", "id": "1", "data": "{\"game\":\"new-bedford\",\"version\":1,\"seq\":1,\"actor\":{\"seat\":0},\"actor_name\":\"Ann\",\"action\":{\"type\":\"starting-resources\",\"money\":5,\"wood\":0,\"food\":0,\"brick\":0},\"events\":[],\"to_act\":[{\"seat\":1}],\"created_at\":\"2026-11-29T08:00:00.000Z\",\"finished\":false}"})),
        (status = 204, description = "The match is over and every version up to its end was already received: nothing more will come"),
        (status = 400, description = "`after` or `Last-Event-ID` is not a version of this match (`out-of-range`, naming which)", body = crate::problem::Problem, content_type = "application/problem+json"),
        (status = 401, description = "A token that is not this match's", body = crate::problem::Problem, content_type = "application/problem+json",
            headers(("WWW-Authenticate" = String, description = "`Bearer error=\"invalid_token\"`"))),
        (status = 404, description = "No such match", body = crate::problem::Problem, content_type = "application/problem+json"),
        (status = 503, description = "The node holds as many streams as it may, or is stopping (`too-many-streams`): connect again after `Retry-After`", body = crate::problem::Problem, content_type = "application/problem+json",
            headers(("Retry-After" = String, description = "Seconds to wait"))),
    ))]
#[get("/v1/matches/{id}/events")]
pub async fn follow(
    store: Shared,
    streams: Option<web::Data<Streams>>,
    request: HttpRequest,
    id: web::Path<String>,
    query: web::Query<EventsQuery>,
) -> Result<HttpResponse, ApiError> {
    let token = bearer(&request)?;
    let after = start_after(&request, &query)?.map(|(field, text)| (field, text.to_owned()));
    let streams = streams.map_or_else(Streams::default, |streams| Streams::clone(&streams));
    let slot = streams.admit()?;
    let found = {
        let store = store.clone();
        blocking(move || {
            let after = after.as_ref().map(|(field, text)| (*field, text.as_str()));
            stream::follow(&**store, &id, token.as_deref(), after)
        })
        .await?
    };
    let (follower, sent) = found;
    // Watched before the first read: a commit between the two is read, never missed.
    let moved = store.commits().watch(&follower.id);
    let rereads = moved.borrow().rereads;
    let mut following = Following {
        store,
        follower: Arc::new(follower),
        sent,
        queued: VecDeque::new(),
        next: Next::Read,
        moved,
        rereads,
        recent: Arc::clone(&streams.0.recent),
        closing: streams.0.closing.subscribe(),
        _slot: slot,
    };
    let first = following.read_log().await;
    if let Ok(Followed::Moves { events, over: true }) = &first {
        if events.is_empty() {
            // The client has every version up to the end: 204 tells an `EventSource` to
            // stop reconnecting.
            return Ok(HttpResponse::NoContent().finish());
        }
    }
    following.take(first);
    let events = futures_util::stream::unfold(following, Following::next_event);
    let mut response = sse::Sse::from_infallible_stream(events)
        .with_keep_alive(KEEP_ALIVE)
        .with_retry_duration(RETRY)
        .respond_to(&request);
    if request.extensions().contains::<HeadRequest>() {
        // The headers a GET gets, and a stream that ends at once: the connection would wait for
        // the end of the real one before it read the next request.
        let ended = futures_util::stream::empty::<Result<web::Bytes, std::convert::Infallible>>();
        response = response.set_body(BoxBody::new(BodyStream::new(ended)));
    }
    let headers = response.headers_mut();
    // The events depend on the token: no cache may share them.
    headers.insert(header::VARY, HeaderValue::from_static("Authorization"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-cache"),
    );
    // Proxies that buffer responses (nginx) would hold events back.
    headers.insert(
        HeaderName::from_static("x-accel-buffering"),
        HeaderValue::from_static("no"),
    );
    Ok(response)
}
