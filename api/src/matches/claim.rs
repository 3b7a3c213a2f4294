//! Claiming an open seat with its invite, and the owner's re-issuing or revoking of invites.
//! An invite is a secret like a token: only its hash is stored, and a claim uses it up in the
//! same transaction that gives the seat its token, so of two claims of one invite exactly one
//! wins.

use quarterdeck_engine::Actor;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::changes::{self, Change};
use super::create::invite_link;
use super::seating::Seating;
use super::{authorised, bot_seats, engine, hash, secret, BotTurns, Invite, SeatingRefusal};
use crate::problem::ApiError;
use crate::store::{Changed, Credential, MatchStatus, MatchStore, SeatClaim, Visibility};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    /// The invite's code, as the creator passed it on.
    #[schema(example = "9f2c4e6a8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d")]
    pub invite: String,
    /// The name to play under: 1–40 printable characters, unlike every other seat's name
    /// (ignoring case).
    #[schema(example = "Bo")]
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClaimedSeat {
    /// The match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    pub seat: u8,
    /// The name as stored: trimmed, in Unicode NFC.
    pub name: String,
    /// Send as `Authorization: Bearer <token>` to act for this seat. Shown once; only its
    /// hash is stored.
    pub token: String,
    /// The match's version after the claim.
    pub version: i64,
}

/// Claims the seat an invite opens: the seat gets the claimant's name and a token, shown here
/// once. A used invite is a 409, an unknown one a 403 (a 404 for a private match, whose id is
/// not confirmed to anyone without a secret of it).
pub fn claim(
    store: &dyn MatchStore,
    turns: &BotTurns,
    id_or_name: &str,
    body: &[u8],
) -> Result<ClaimedSeat, ApiError> {
    let request: ClaimRequest = quarterdeck_engine::core::input::parse_json(body)?;
    let invite_hash = hash(request.invite.trim().as_bytes());
    let token = secret()?;
    let unknown = || ApiError::UnknownMatch(id_or_name.to_owned());
    changes::retrying(|| {
        let record = store.find_match(id_or_name)?.ok_or_else(unknown)?;
        let Some(invite) = store.find_invite(&record.id, &invite_hash)? else {
            return Err(match record.visibility {
                Visibility::Private => unknown(),
                _ => ApiError::Seating(SeatingRefusal::InvalidInvite),
            });
        };
        let mut seating = Seating::of(&record)?;
        if invite.used || !seating.open.contains(&invite.seat) {
            return Err(ApiError::Seating(SeatingRefusal::InviteUsed));
        }
        let engine = engine(&record.game)?;
        let state = engine
            .name_seat(&record.state()?, invite.seat, &request.name)?
            .map_err(|problems| ApiError::Seating(SeatingRefusal::InvalidName(problems)))?;
        let name = engine
            .seat_names(&state)?
            .get(usize::from(invite.seat))
            .cloned()
            .flatten()
            .unwrap_or_default();
        seating.open.retain(|seat| *seat != invite.seat);
        let committed = changes::commit(
            store,
            engine,
            turns,
            Change {
                record: &record,
                actor: Actor::Seat(invite.seat),
                kind: "claim",
                note: json!({"seat": invite.seat, "name": name}),
                state_json: state.to_string(),
                seating,
                bots: bot_seats::read(&record.bots_json)?,
                abandon: false,
                claim: Some(SeatClaim {
                    seat: invite.seat,
                    invite_hash: invite_hash.clone(),
                    token_hash: hash(token.as_bytes()),
                }),
            },
        )?;
        match committed {
            Some(Changed::Committed { version }) => Ok(Some(ClaimedSeat {
                match_id: record.id.clone(),
                seat: invite.seat,
                name,
                token: token.clone(),
                version,
            })),
            Some(Changed::InviteUsed) => Err(ApiError::Seating(SeatingRefusal::InviteUsed)),
            Some(Changed::MatchGone) => Err(unknown()),
            Some(Changed::Conflict { .. }) | None => Ok(None),
        }
    })
}

/// A new invite for an open seat, replacing (revoking) any it had; the owner's token only.
pub fn reissue_invite(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    seat: u8,
    origin: &str,
) -> Result<Invite, ApiError> {
    let record = open_seat_of_owner(store, id_or_name, token, seat)?;
    let code = secret()?;
    store.replace_invite(&record, seat, Some(&hash(code.as_bytes())))?;
    Ok(Invite {
        seat,
        link: invite_link(origin, &record, &code),
        code,
    })
}

/// Revokes an open seat's invite; the seat stays open until the owner issues another.
pub fn revoke_invite(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    seat: u8,
) -> Result<(), ApiError> {
    let record = open_seat_of_owner(store, id_or_name, token, seat)?;
    store.replace_invite(&record, seat, None)?;
    Ok(())
}

/// The id of the match, once the token is found to be its owner's and `seat` open in it.
fn open_seat_of_owner(
    store: &dyn MatchStore,
    id_or_name: &str,
    token: Option<&str>,
    seat: u8,
) -> Result<String, ApiError> {
    let (record, credential, _) = authorised(store, id_or_name, token, None)?;
    if credential != Credential::Owner {
        return Err(ApiError::OwnerOnly);
    }
    let seating = Seating::of(&record)?;
    if record.status != MatchStatus::Active || !seating.open.contains(&seat) {
        return Err(ApiError::Seating(SeatingRefusal::SeatNotOpen(seat)));
    }
    Ok(record.id)
}
