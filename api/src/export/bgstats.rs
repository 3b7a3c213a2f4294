//! The BG Stats play file (`.bgsplay`): the JSON the Board Game Stats app imports, one play
//! with its game, players and (optional) location. Each record carries a UUID derived from
//! what identifies it, so exporting the same result twice gives the same file and importing
//! it again updates the play instead of adding a second one; a player's UUID comes from their
//! name, so the same name is the same BG Stats player in every file this service writes.

use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaFormat, Type};
use utoipa::openapi::RefOr;
use utoipa::ToSchema;

use super::Play;

/// Written into every file, as the app's own exports say what they are.
const ABOUT: &str = "A play exported by Quarterdeck, a rules and scoring service for maritime board games, for the Board Game Stats app to import.";

/// A UUID as [`derived_uuid`] writes it: upper case, as BG Stats writes them, version 8.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct BgStatsUuid(String);

impl utoipa::PartialSchema for BgStatsUuid {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::Custom("uuid".to_owned())))
            .pattern(Some(
                "^[0-9A-F]{8}-[0-9A-F]{4}-8[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$",
            ))
            .description(Some(
                "Upper case, derived from what it identifies (RFC 9562 version 8, from SHA-256)",
            ))
            .into()
    }
}

impl ToSchema for BgStatsUuid {}

/// The one game and the one location of a file are its records number 1.
const ONLY_RECORD: u32 = 1;

/// A BG Stats play file with one play.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsFile {
    pub about: String,
    /// Everyone who played, by seat.
    pub players: Vec<BgStatsPlayer>,
    /// Where it was played: empty unless the export named a location.
    pub locations: Vec<BgStatsLocation>,
    pub games: Vec<BgStatsGame>,
    pub plays: Vec<BgStatsPlay>,
    pub user_info: BgStatsUserInfo,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlayer {
    /// The seat counted from 1; plays refer to the player by it.
    pub id: u32,
    /// Upper-case, derived from the name: the same name is the same player in every file.
    pub uuid: BgStatsUuid,
    pub name: String,
    pub is_anonymous: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsLocation {
    pub id: u32,
    /// Derived from the name.
    pub uuid: BgStatsUuid,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsGame {
    pub id: u32,
    /// Derived from the game id: the same game in every file.
    pub uuid: BgStatsUuid,
    pub name: String,
    /// The BoardGameGeek id, 0 where neither the catalogue nor the request knows it.
    #[schema(format = "uint32", maximum = 4_294_967_295_u32)]
    pub bgg_id: u32,
    /// The year the game was published.
    pub bgg_year: u16,
    /// True: every game here ranks the highest total first.
    pub highest_wins: bool,
    pub no_points: bool,
    pub cooperative: bool,
    pub uses_teams: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlay {
    /// Derived from the game, the match (if any), the date, and every name and score: the
    /// same result exported again is the same play.
    pub uuid: BgStatsUuid,
    /// `YYYY-MM-DD HH:MM:SS`: midnight of the day a score sheet names; the time of a match's
    /// last action, in UTC.
    #[schema(example = "2025-03-14 00:00:00")]
    pub play_date: String,
    /// The `id` of the game in `games`.
    pub game_ref_id: u32,
    /// The `id` of the location in `locations`, 0 for none.
    pub location_ref_id: u32,
    /// 0: the service does not know how long the game took.
    pub duration_min: u32,
    pub ignored: bool,
    /// False: the winners are the players ranked first.
    pub manual_winner: bool,
    pub rounds: u32,
    pub uses_teams: bool,
    pub scoring_setting: u32,
    pub rating: u32,
    /// Images as BG Stats stores them, a JSON list in a string: always `"[]"`.
    pub play_images: String,
    /// One per player, by seat.
    pub player_scores: Vec<BgStatsPlayerScore>,
    /// Who resigned from the match, when someone did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comments: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlayerScore {
    /// The `id` of the player in `players`.
    pub player_ref_id: u32,
    /// The score sheet's total, as text (BG Stats keeps scores as text).
    pub score: String,
    /// One of the score sheet's `winners`.
    pub winner: bool,
    /// The score sheet's rank: 1 is first, and players tied on the total and every
    /// tie-breaker share a rank.
    pub rank: u8,
    /// The seat counted from 1.
    pub seat_order: u32,
    /// False: the service does not record who started.
    pub start_player: bool,
    pub new_player: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsUserInfo {
    /// 0: the service does not know which player is the app's owner.
    pub me_ref_id: u32,
}

/// A UUID derived from `parts` under `kind`: the name-based UUID of RFC 9562 §5.8 (version 8)
/// built as its Appendix B.2 shows, from SHA-256, which this service already uses. Each part
/// is prefixed with its length, so no two lists of parts hash alike.
fn derived_uuid(kind: &str, parts: &[&str]) -> BgStatsUuid {
    let mut hasher = Sha256::new();
    for part in ["quarterdeck bgstats", kind].iter().chain(parts) {
        hasher.update((part.len() as u64).to_be_bytes());
        hasher.update(part.as_bytes());
    }
    let digest = hasher.finalize();
    let mut bytes = [0_u8; 16];
    for (byte, hashed) in bytes.iter_mut().zip(digest.iter()) {
        *byte = *hashed;
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x80;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex: String = bytes.iter().map(|b| format!("{b:02X}")).collect();
    BgStatsUuid(format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    ))
}

/// A seat's id in the file: its number counted from 1.
fn seat_id(seat: usize) -> u32 {
    u32::try_from(seat + 1).unwrap_or(u32::MAX)
}

pub(super) fn file(play: &Play) -> BgStatsFile {
    let sheet = play.sheet;
    let players: Vec<BgStatsPlayer> = play
        .names
        .iter()
        .enumerate()
        .map(|(seat, name)| BgStatsPlayer {
            id: seat_id(seat),
            uuid: derived_uuid("player", &[name]),
            name: name.clone(),
            is_anonymous: false,
        })
        .collect();
    let locations: Vec<BgStatsLocation> = play
        .location
        .iter()
        .map(|name| BgStatsLocation {
            id: ONLY_RECORD,
            uuid: derived_uuid("location", &[name]),
            name: name.clone(),
        })
        .collect();
    let play_date = play.played_at.to_string();
    let totals: Vec<String> = sheet.players.iter().map(|p| p.total.to_string()).collect();
    let mut identity = vec![
        play.game.id.as_str(),
        play.match_id.unwrap_or(""),
        &play_date,
    ];
    for (name, total) in play.names.iter().zip(&totals) {
        identity.extend([name.as_str(), total.as_str()]);
    }
    let player_scores = sheet
        .players
        .iter()
        .zip(&totals)
        .enumerate()
        .map(|(seat, (player, total))| BgStatsPlayerScore {
            player_ref_id: seat_id(seat),
            score: total.clone(),
            winner: sheet.winners.contains(&player.seat),
            rank: player.rank,
            seat_order: seat_id(seat),
            start_player: false,
            new_player: false,
        })
        .collect();
    BgStatsFile {
        about: ABOUT.to_owned(),
        players,
        games: vec![BgStatsGame {
            id: ONLY_RECORD,
            uuid: derived_uuid("game", &[&play.game.id]),
            name: play.game.name.clone(),
            bgg_id: play.bgg_id.unwrap_or(0),
            bgg_year: play.game.year,
            highest_wins: true,
            no_points: false,
            cooperative: false,
            uses_teams: false,
        }],
        plays: vec![BgStatsPlay {
            uuid: derived_uuid("play", &identity),
            play_date,
            game_ref_id: ONLY_RECORD,
            location_ref_id: if locations.is_empty() { 0 } else { ONLY_RECORD },
            duration_min: 0,
            ignored: false,
            manual_winner: false,
            rounds: 0,
            uses_teams: false,
            scoring_setting: 0,
            rating: 0,
            play_images: "[]".to_owned(),
            player_scores,
            comments: resignations(play),
        }],
        locations,
        user_info: BgStatsUserInfo { me_ref_id: 0 },
    }
}

/// "Bo resigned.", one sentence per seat that resigned; `None` when nobody did.
fn resignations(play: &Play) -> Option<String> {
    let sentences: Vec<String> = play
        .resigned
        .iter()
        .filter_map(|seat| play.names.get(usize::from(*seat)))
        .map(|name| format!("{name} resigned."))
        .collect();
    (!sentences.is_empty()).then(|| sentences.join(" "))
}
