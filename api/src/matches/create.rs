//! A new match: its setup checked by the engine, its seats taken, left open for an invite or
//! played by a bot, and its secrets (seat tokens, owner token, invite codes) drawn once.

use std::time::SystemTime;

use quarterdeck_engine::{Actor, ChanceMode, Playable, Violation, ViolationCode};
use serde::Serialize;
use serde_json::{json, Value};
use utoipa::ToSchema;

use super::bot_seats::{self, MatchBot};
use super::clock::{self, TurnClock};
use super::seating::{self, Seating};
use super::{engine, hash, secret, status_of, summary, Bots, CreateMatchRequest, SeatToken};
use super::{CreatedMatch, SeatingRefusal};
use crate::config::WebhookTargets;
use crate::problem::ApiError;
use crate::seeds::{refused_seed, secret_seed, with_refused_seed, KeptFrom};
use crate::store::{MatchStore, NewMatch, NotifyTarget, Visibility};
use crate::webhooks::NotifyShown;

/// An open seat's invite, shown once, to the match's creator (or its owner, re-issued).
#[derive(Debug, Serialize, ToSchema)]
pub struct Invite {
    pub seat: u8,
    /// Send as `invite` to `POST /v1/matches/{id}/seats/claim`. Shown once; only its hash is
    /// stored.
    pub code: String,
    /// The same invite as a link to this service's page for claiming it. The code rides in
    /// the fragment (after `#`), which browsers never send to a server.
    pub link: String,
}

/// Everything a new match is made of, from a creation request or a finished match's rematch.
pub(super) struct Founding {
    pub game: String,
    pub name: Option<String>,
    pub players: u8,
    pub options: Value,
    pub seed: u64,
    pub chance: ChanceMode,
    pub names: Vec<Option<String>>,
    pub bots: Vec<MatchBot>,
    pub clock: Option<TurnClock>,
    pub notify: Option<NotifyTarget>,
    pub visibility: Visibility,
    pub seating: Seating,
}

/// A founded match before it is stored, with the secrets its creator is shown once.
pub(super) struct Founded {
    pub new: NewMatch,
    pub state: Value,
    pub to_act: Vec<Actor>,
    pub warnings: Vec<Violation>,
    pub names: Vec<Option<String>>,
    /// Each seat held now (taken or a bot's) and its token.
    pub seat_tokens: Vec<(u8, String)>,
    pub owner_token: String,
    /// Each open seat and its invite code.
    pub invite_codes: Vec<(u8, String)>,
}

impl Founding {
    /// Sets the game up and draws its secrets; `refused` is a chosen seed's refusal, reported
    /// as the engine reports the rest of the setup.
    pub fn found(
        self,
        engine: &dyn Playable,
        refused: Option<Violation>,
    ) -> Result<Founded, ApiError> {
        // Names live in the state (so the stored state still equals setup plus the log); the
        // engine checks them with the rest of the setup.
        let setup = json!({"players": self.players, "options": self.options, "seed": self.seed, "chance": self.chance, "names": self.names});
        let setup = setup.to_string();
        let state = with_refused_seed(engine.setup(setup.as_bytes()), refused)?;
        let warnings = engine.setup_warnings(setup.as_bytes());
        let names = engine.seat_names(&state)?;
        let to_act = engine.to_act(&state)?;
        let bot_turn = seating::bot_turn(&self.seating, &self.bots, &to_act);
        let deadline_ms = if self.seating.paused() {
            None
        } else {
            clock::deadline_of(self.clock.as_ref(), &to_act, SystemTime::now())
        };
        let held: Vec<u8> = (0..self.players)
            .filter(|seat| !self.seating.open.contains(seat))
            .collect();
        let seat_tokens = held
            .iter()
            .map(|seat| Ok((*seat, secret()?)))
            .collect::<Result<Vec<_>, ApiError>>()?;
        let invite_codes = self
            .seating
            .open
            .iter()
            .map(|seat| Ok((*seat, secret()?)))
            .collect::<Result<Vec<_>, ApiError>>()?;
        let owner_token = secret()?;
        let chance = serde_json::to_value(self.chance)?
            .as_str()
            .unwrap_or("seeded")
            .to_owned();
        let new = NewMatch {
            id: format!("m_{}", &secret()?[..24]),
            name: self.name,
            game: self.game,
            rules_version: quarterdeck_engine::RULES_VERSION.to_owned(),
            players: self.players,
            options: self.options,
            seed: self.seed,
            chance,
            state_json: state.to_string(),
            status: status_of(&to_act),
            bots_json: serde_json::to_string(&self.bots)?,
            bot_turn,
            turn_clock: self
                .clock
                .map(|clock| serde_json::to_string(&clock))
                .transpose()?,
            deadline_ms,
            owner_token_hash: hash(owner_token.as_bytes()),
            seat_token_hashes: hashed(&seat_tokens),
            notify: self.notify,
            visibility: self.visibility,
            open_seats: u8::try_from(self.seating.open.len()).unwrap_or(u8::MAX),
            seating_json: self.seating.to_json()?,
            invite_hashes: hashed(&invite_codes),
        };
        Ok(Founded {
            state: engine.view(&state, None)?,
            new,
            to_act,
            warnings,
            names,
            seat_tokens,
            owner_token,
            invite_codes,
        })
    }
}

fn hashed(secrets: &[(u8, String)]) -> Vec<(u8, String)> {
    secrets
        .iter()
        .map(|(seat, secret)| (*seat, hash(secret.as_bytes())))
        .collect()
}

/// The link that claims an invite on this service's page.
pub(super) fn invite_link(origin: &str, match_id: &str, code: &str) -> String {
    format!("{origin}/matches/{match_id}/join#invite={code}")
}

/// Open seats a match of `players` cannot have, each under `open[i]`: a seat twice, beyond
/// the table, also a bot's, or already named (a claim names it).
fn check_open(
    open: &[u8],
    players: u8,
    bots: &[MatchBot],
    names: &[Option<String>],
) -> Result<(), ApiError> {
    let mut problems = Vec::new();
    for (index, seat) in open.iter().enumerate() {
        let field = format!("open[{index}]");
        let problem = if *seat >= players {
            Some((
                ViolationCode::OutOfRange,
                format!("seats are 0 to {}, not {seat}", players.saturating_sub(1)),
            ))
        } else if open[..index].contains(seat) {
            Some((
                ViolationCode::DuplicateComponent,
                format!("seat {seat} is listed open twice"),
            ))
        } else if bots.iter().any(|bot| bot.seat == *seat) {
            Some((
                ViolationCode::DuplicateComponent,
                format!("seat {seat} is a bot's, so it cannot wait for a player"),
            ))
        } else if names.get(usize::from(*seat)).is_some_and(Option::is_some) {
            Some((
                ViolationCode::InvalidName,
                format!(
                    "seat {seat} is open: whoever claims it gives its name, so leave its name null"
                ),
            ))
        } else {
            None
        };
        if let Some((code, message)) = problem {
            problems.push(Violation::new(field, code, message));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ApiError::Seating(SeatingRefusal::InvalidSeating(problems)))
    }
}

pub fn create(
    store: &dyn MatchStore,
    bots: &Bots,
    targets: WebhookTargets,
    origin: &str,
    body: &[u8],
) -> Result<CreatedMatch, ApiError> {
    let request: CreateMatchRequest = quarterdeck_engine::core::input::parse_json(body)?;
    if let Some(name) = &request.name {
        super::check_name(name)?;
    }
    let engine = engine(&request.game)?;
    let refused = request
        .seed
        .and_then(|_| refused_seed(&request.game, engine, request.chance, KeptFrom::NamedMatch));
    let seed = match request.seed {
        Some(seed) => seed,
        None => secret_seed()?,
    };
    bot_seats::check(&request.bots, request.players, bots.limit)?;
    let names = request.names.unwrap_or_default();
    check_open(&request.open, request.players, &request.bots, &names)?;
    let clock = TurnClock::requested(request.turn_time.as_deref(), request.on_timeout)?;
    let notify = request
        .notify
        .map(|notify| crate::webhooks::target(notify, targets))
        .transpose()?;
    let mut open = request.open;
    open.sort_unstable();
    let founded = Founding {
        game: request.game,
        name: request.name,
        players: request.players,
        options: request.options,
        seed,
        chance: request.chance,
        names,
        bots: request.bots.clone(),
        clock,
        notify,
        visibility: request.visibility,
        seating: Seating {
            on_resign: request.on_resign,
            open,
            ..Seating::default()
        },
    }
    .found(engine, refused)?;
    store.insert_match(&founded.new)?;
    if founded.new.bot_turn {
        bots.turns.wake(&founded.new.id);
    }
    let record = store
        .find_match(&founded.new.id)?
        .ok_or_else(|| ApiError::Internal("a created match vanished".to_owned()))?;
    let id = record.id.clone();
    Ok(CreatedMatch {
        summary: summary(&record),
        seats: founded
            .seat_tokens
            .into_iter()
            .map(|(seat, token)| SeatToken {
                seat,
                name: founded.names.get(usize::from(seat)).cloned().flatten(),
                token,
            })
            .collect(),
        invites: founded
            .invite_codes
            .into_iter()
            .map(|(seat, code)| Invite {
                seat,
                link: invite_link(origin, &id, &code),
                code,
            })
            .collect(),
        owner_token: founded.owner_token,
        state: founded.state,
        to_act: founded.to_act,
        warnings: founded.warnings,
        notify: founded
            .new
            .notify
            .map(|target| NotifyShown { url: target.url }),
    })
}
