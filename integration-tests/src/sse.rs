//! A minimal Server-Sent Events reader for the match event stream: opens
//! `GET /v1/matches/{id}/events` and reads it event by event, as an `EventSource` would, so
//! tests can drop the connection anywhere and resume with `Last-Event-ID`.

use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

use serde_json::Value;

/// One event: its `event:` name, `id:` and `data:` (parsed as JSON).
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub name: String,
    pub id: Option<String>,
    pub data: Value,
}

impl Event {
    /// The version an event carries in its `id:`.
    pub fn version(&self) -> i64 {
        self.id
            .as_deref()
            .and_then(|id| id.parse().ok())
            .unwrap_or_else(|| panic!("an event without a numeric id: {self:?}"))
    }
}

/// An open stream. Dropping it closes its connection (an unread body is never pooled).
pub struct EventStream {
    lines: BufReader<Box<dyn Read + Send>>,
    /// `retry:` as the server sent it, once read.
    pub retry: Option<u64>,
    /// Comments read so far (keep-alives, the stopping notice).
    pub comments: Vec<String>,
}

/// An answer that was not a stream: its status, `Retry-After` and body.
#[derive(Debug)]
pub struct Refusal {
    pub status: u16,
    pub retry_after: Option<String>,
    pub body: String,
}

impl Refusal {
    /// The body as JSON (a problem document).
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }
}

/// Opens the stream at `base_url` for match `id` as `token`'s reader, resuming after
/// `last_event_id` when given; any answer but a 200 stream is a [`Refusal`].
pub fn open(
    base_url: &str,
    id: &str,
    token: Option<&str>,
    last_event_id: Option<i64>,
) -> Result<EventStream, Box<Refusal>> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_connect(Some(Duration::from_secs(5)))
        .timeout_recv_response(Some(Duration::from_secs(30)))
        // A stream is idle between moves; a keep-alive comes every 15 s.
        .timeout_recv_body(Some(Duration::from_secs(60)))
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = agent.get(format!("{base_url}/v1/matches/{id}/events"));
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    if let Some(after) = last_event_id {
        request = request.header("last-event-id", after.to_string());
    }
    let mut response = request.call().expect("the stream request is answered");
    let is_stream = response.status() == 200
        && response
            .headers()
            .get("content-type")
            .is_some_and(|value| value.as_bytes().starts_with(b"text/event-stream"));
    if !is_stream {
        let retry_after = response
            .headers()
            .get("retry-after")
            .map(|value| value.to_str().unwrap().to_owned());
        return Err(Box::new(Refusal {
            status: response.status().as_u16(),
            retry_after,
            body: response.body_mut().read_to_string().unwrap_or_default(),
        }));
    }
    let body: Box<dyn Read + Send> = Box::new(response.into_body().into_reader());
    Ok(EventStream {
        lines: BufReader::new(body),
        retry: None,
        comments: Vec::new(),
    })
}

impl EventStream {
    /// The next event, or `None` when the server closed the stream.
    pub fn next_event(&mut self) -> Option<Event> {
        let (mut name, mut id, mut data) = (String::from("message"), None, Vec::<String>::new());
        let mut seen_field = false;
        loop {
            let mut line = String::new();
            let read = self.lines.read_line(&mut line).expect("the stream reads");
            if read == 0 {
                return None;
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if seen_field && !data.is_empty() {
                    let data = serde_json::from_str(&data.join("\n"))
                        .unwrap_or_else(|error| panic!("data is not JSON ({error}): {data:?}"));
                    return Some(Event { name, id, data });
                }
                continue;
            }
            if let Some(comment) = line.strip_prefix(':') {
                self.comments.push(comment.trim().to_owned());
                continue;
            }
            let (field, value) = line.split_once(':').unwrap_or((line, ""));
            let value = value.strip_prefix(' ').unwrap_or(value);
            seen_field = true;
            match field {
                "event" => value.clone_into(&mut name),
                "id" => id = Some(value.to_owned()),
                "data" => data.push(value.to_owned()),
                "retry" => self.retry = value.parse().ok(),
                other => panic!("an unknown field {other:?} in the stream"),
            }
        }
    }

    /// Every event up to the end of the stream.
    pub fn to_the_end(mut self) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(event) = self.next_event() {
            events.push(event);
        }
        events
    }
}
