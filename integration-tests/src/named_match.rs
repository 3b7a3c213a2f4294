//! A named match as a client holds it — its id, its seat tokens and the owner's — and the
//! requests the secrecy walks send through it: every reader's view, actions on a version, the
//! log page by page. Shared by the games with hidden information (Fleet, Bremerhaven).

use serde_json::{json, Value};

use crate::{client, Server};

/// One HTTP answer: status, ETag and the JSON body (null when empty).
pub struct Reply {
    pub status: u16,
    pub etag: Option<String>,
    pub body: Value,
}

/// Sends `request`; an error status must come as an RFC 9457 problem document.
pub fn send(request: reqwest::blocking::RequestBuilder, what: &str) -> Reply {
    let response = request.send().expect("request sent");
    let status = response.status().as_u16();
    let etag = response
        .headers()
        .get("etag")
        .map(|v| v.to_str().unwrap().to_owned());
    if status >= 400 {
        assert_eq!(
            response.headers()["content-type"],
            "application/problem+json",
            "{what}: status {status}"
        );
    }
    let body = response.json().unwrap_or(Value::Null);
    Reply { status, etag, body }
}

/// The seat an actor is (`{"seat": 1}`), or `None` for the table and the owner.
pub fn seat_of(actor: &Value) -> Option<u64> {
    actor.get("seat").and_then(Value::as_u64)
}

/// Who reads a match: a seat's token, the owner's, or none (a spectator); the seat read as, and
/// a name for messages.
pub type Reader<'a> = (Option<&'a str>, Option<u64>, String);

/// A created match and its secrets.
pub struct NamedMatch {
    pub id: String,
    pub game: String,
    pub seats: Vec<String>,
    pub owner: String,
    /// The creation answer: the first state and who is to act.
    pub created: Value,
}

impl NamedMatch {
    /// Creates a match from a `POST /v1/matches` body; it must be accepted.
    pub fn create(server: &Server, body: &Value) -> Self {
        let reply = send(
            client().post(server.url("/v1/matches")).json(body),
            "create",
        );
        assert_eq!(reply.status, 201, "{}", reply.body);
        let created = reply.body;
        Self {
            id: created["id"].as_str().unwrap().to_owned(),
            game: body["game"].as_str().unwrap().to_owned(),
            seats: created["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["token"].as_str().unwrap().to_owned())
                .collect(),
            owner: created["owner_token"].as_str().unwrap().to_owned(),
            created,
        }
    }

    /// The token `actor` acts with: its seat's, or the owner's for the table.
    pub fn token_for(&self, actor: &Value) -> &str {
        match seat_of(actor) {
            Some(seat) => &self.seats[usize::try_from(seat).unwrap()],
            None => {
                assert_eq!(actor, "table", "only seats and the table act");
                &self.owner
            }
        }
    }

    /// Every reader: each seat's token, the owner's, and a spectator without one.
    pub fn readers(&self) -> Vec<Reader<'_>> {
        let mut readers: Vec<_> = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, token)| {
                (
                    Some(token.as_str()),
                    Some(seat as u64),
                    format!("seat {seat}"),
                )
            })
            .collect();
        readers.push((Some(self.owner.as_str()), None, "the owner".to_owned()));
        readers.push((None, None, "a spectator".to_owned()));
        readers
    }

    /// `GET /v1/matches/{id}{tail}` as `token`; it must answer 200.
    pub fn get(&self, server: &Server, tail: &str, token: Option<&str>) -> Reply {
        let mut request = client().get(server.url(&format!("/v1/matches/{}{tail}", self.id)));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let reply = send(request, tail);
        assert_eq!(reply.status, 200, "GET {tail}: {}", reply.body);
        reply
    }

    /// Posts `action` with `token`, building on `version`.
    pub fn act(&self, server: &Server, token: &str, version: i64, action: &Value) -> Reply {
        send(
            client()
                .post(server.url(&format!("/v1/matches/{}/actions", self.id)))
                .bearer_auth(token)
                .header("if-match", format!("\"{version}\""))
                .json(&json!({"game": self.game, "action": action})),
            "act",
        )
    }

    /// Deletes the match with the owner's token; it must answer 204.
    pub fn delete(&self, server: &Server) {
        let reply = send(
            client()
                .delete(server.url(&format!("/v1/matches/{}", self.id)))
                .bearer_auth(&self.owner),
            "delete",
        );
        assert_eq!(reply.status, 204, "DELETE: {}", reply.body);
    }

    /// The whole log as `token` reads it, page by page.
    pub fn log(&self, server: &Server, token: Option<&str>) -> Vec<Value> {
        let mut entries = Vec::new();
        let mut from = 1;
        loop {
            let page = self.get(server, &format!("/log?from={from}&limit=100"), token);
            assert_eq!(page.body["game"], self.game.as_str());
            entries.extend(page.body["entries"].as_array().unwrap().iter().cloned());
            match page.body["next_from"].as_i64() {
                Some(next) => from = next,
                None => return entries,
            }
        }
    }
}
