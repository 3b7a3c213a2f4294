//! A finished game's result as a file other tools import: a BG Stats play file (`bgstats.rs`)
//! or a CSV table (`csv.rs`), from a physical game's score sheet or a finished named match.
//! Both are written from the score sheet alone (totals, ranks and winners as `SheetBuilder`
//! derived them), so an export never disagrees with the sheet it came from; and the same
//! input always gives the same bytes, so an exported file can be compared and re-imported.

mod bgstats;
mod csv;
mod date;

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::HttpResponse;
pub use bgstats::BgStatsFile;
use date::PlayedAt;
use quarterdeck_engine::core::input::parse_json;
use quarterdeck_engine::core::names::renamed_seats;
use quarterdeck_engine::core::openapi::GameScoreSheetRequest;
use quarterdeck_engine::{Game, GameInfo, ScoreSheet, ScoreSheetError, Violation, ViolationCode};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::{IntoParams, ToSchema};

use crate::problem::ApiError;

/// Which file an export writes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    /// A BG Stats play file (`.bgsplay`, JSON) that the Board Game Stats app imports.
    #[default]
    Bgstats,
    /// A table with a header row and one row per player: `seat` (counted from 1), `name`,
    /// `total`, `rank`, `winner`, then one column per score-sheet category in the sheet's
    /// order, headed by its label.
    Csv,
}

/// `POST /v1/games/{game}/score-sheet/export`: a score-sheet request and what the file needs
/// besides the sheet.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreSheetExportRequest {
    /// The game's score-sheet request, exactly as `POST /v1/games/{game}/score-sheet` takes
    /// it; its field errors come back as that endpoint gives them, under `request.`.
    #[schema(value_type = GameScoreSheetRequest)]
    pub request: Value,
    /// Player names by seat, replacing the names the score sheet has; a shorter list or a
    /// `null` entry keeps the sheet's name (the request's, or "Player 1"…). Checked as a
    /// match's seat names are: 1–40 printable characters, no two alike (ignoring case).
    #[serde(default)]
    pub players: Vec<Option<String>>,
    /// The day the game was played, `YYYY-MM-DD`; today (UTC) when omitted.
    #[serde(default)]
    #[schema(format = Date, example = "2025-03-14")]
    pub date: Option<String>,
    /// The game's BoardGameGeek id, for a game whose catalogue entry has none (`bgg_id` in
    /// `GET /v1/games`); a different id for a game whose id is known is refused.
    #[serde(default)]
    #[schema(format = "uint32", minimum = 1, maximum = 4_294_967_295_u32)]
    pub bgg_id: Option<u32>,
    /// Where the game was played, e.g. "Ann's kitchen": 1–100 printable characters.
    #[serde(default)]
    pub location: Option<String>,
    #[serde(default)]
    pub format: ExportFormat,
}

/// `GET /v1/matches/{id}/export`: the file to write and what the match does not know.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MatchExportQuery {
    /// `bgstats` (the default) or `csv`.
    #[param(inline)]
    pub format: Option<ExportFormat>,
    /// The game's BoardGameGeek id, for a game whose catalogue entry has none; a different
    /// id for a game whose id is known is refused.
    #[param(format = "uint32", minimum = 1, maximum = 4_294_967_295_u32)]
    pub bgg_id: Option<u32>,
    /// Where the match was played: 1–100 printable characters.
    pub location: Option<String>,
}

/// Longest location name, in characters after trimming.
const MAX_LOCATION_CHARS: usize = 100;

/// Everything a file says about one finished game.
#[derive(Debug)]
struct Play<'a> {
    game: &'a GameInfo,
    sheet: &'a ScoreSheet,
    /// One per seat of the sheet, telling seats apart.
    names: Vec<String>,
    bgg_id: Option<u32>,
    played_at: PlayedAt,
    location: Option<String>,
    /// The named match it was, if any: two matches with the same players, day and scores
    /// are still two plays.
    match_id: Option<&'a str>,
    /// The downloaded file's name without its extension.
    file_stem: String,
    /// The seats whose player resigned from the match, if any.
    resigned: &'a [u8],
}

/// A written file and how to answer it.
#[derive(Debug)]
pub struct Export {
    content_type: &'static str,
    filename: String,
    body: Vec<u8>,
}

impl Export {
    fn write(play: &Play, format: ExportFormat) -> Result<Self, ApiError> {
        let (content_type, extension, body) = match format {
            ExportFormat::Bgstats => (
                "application/json",
                "bgsplay",
                serde_json::to_vec(&bgstats::file(play))?,
            ),
            ExportFormat::Csv => (
                "text/csv; charset=utf-8",
                "csv",
                csv::table(play).into_bytes(),
            ),
        };
        Ok(Self {
            content_type,
            filename: format!("{}.{extension}", play.file_stem),
            body,
        })
    }

    /// The file as a download (`Content-Disposition: attachment`), so a browser saves it under
    /// a name the BG Stats app recognises by its extension.
    pub fn into_response(self) -> HttpResponse {
        HttpResponse::Ok()
            .content_type(self.content_type)
            .insert_header((
                header::CONTENT_DISPOSITION,
                ContentDisposition {
                    disposition: DispositionType::Attachment,
                    parameters: vec![DispositionParam::Filename(self.filename)],
                },
            ))
            .body(self.body)
    }

    /// The body as text, for the OpenAPI document's examples.
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// The BoardGameGeek id and location an export adds to the game, checked; problems name
/// the field to fix.
fn checked_details(
    game: &GameInfo,
    bgg_id: Option<u32>,
    location: Option<&str>,
) -> Result<(Option<u32>, Option<String>), Vec<Violation>> {
    let mut problems = Vec::new();
    let bgg_id = match (game.bgg_id, bgg_id) {
        (_, Some(0)) => {
            problems.push(Violation::new(
                "bgg_id",
                ViolationCode::OutOfRange,
                "BoardGameGeek ids start at 1; leave bgg_id out when it is not known",
            ));
            None
        }
        (Some(known), Some(sent)) if known != sent => {
            problems.push(Violation::new(
                "bgg_id",
                ViolationCode::OutOfRange,
                format!(
                    "{} is BoardGameGeek game {known}, not {sent}; leave bgg_id out",
                    game.name
                ),
            ));
            None
        }
        (known, sent) => known.or(sent),
    };
    let location = location.map(str::trim).map(str::to_owned);
    if let Some(why) = location.as_deref().and_then(location_problem) {
        problems.push(Violation::new(
            "location",
            ViolationCode::OutOfRange,
            format!("the location {why}"),
        ));
    }
    if problems.is_empty() {
        Ok((bgg_id, location))
    } else {
        Err(problems)
    }
}

/// Why a (trimmed) location name cannot be written, if it cannot: it is shown in BG Stats as
/// typed, so it must be short, printable text.
fn location_problem(location: &str) -> Option<String> {
    let chars = location.chars().count();
    if chars == 0 {
        return Some("is blank; leave it out when there is none".to_owned());
    }
    if chars > MAX_LOCATION_CHARS {
        return Some(format!(
            "has {chars} characters; at most {MAX_LOCATION_CHARS} are allowed"
        ));
    }
    location
        .chars()
        .find(|c| c.is_control())
        .map(|c| format!("holds the control character U+{:04X}", u32::from(c)))
}

/// The score-sheet request's own problems, with their fields moved under `request`, where
/// the export body carries it.
fn under_request(error: ScoreSheetError) -> ApiError {
    let field = |inner: &str| match inner {
        "" | "." => "request".to_owned(),
        inner if inner.starts_with('[') => format!("request{inner}"),
        inner => format!("request.{inner}"),
    };
    match error {
        ScoreSheetError::Malformed(mut input) => {
            input.field = field(&input.field);
            ApiError::Malformed(input)
        }
        ScoreSheetError::Invalid(violations) => ApiError::Invalid(
            violations
                .into_iter()
                .map(|mut violation| {
                    violation.field = field(&violation.field);
                    violation
                })
                .collect(),
        ),
    }
}

/// `POST /v1/games/{game}/score-sheet/export`: scores the request as the score-sheet
/// endpoint does, then writes the file.
pub fn score_sheet_export(game: &dyn Game, body: &[u8]) -> Result<Export, ApiError> {
    let request: ScoreSheetExportRequest = parse_json(body)?;
    let format = request.format;
    let sheet = game
        .score_sheet(&serde_json::to_vec(&request.request)?)
        .map_err(under_request)?;
    let info = game.info();
    let played_at = request
        .date
        .as_deref()
        .map_or(Ok(PlayedAt::today()), |text| {
            PlayedAt::parse_date(text)
                .map_err(|why| vec![Violation::new("date", ViolationCode::OutOfRange, why)])
        });
    let sheet_names: Vec<String> = sheet.players.iter().map(|p| p.name.clone()).collect();
    let names = renamed_seats("players", &request.players, &sheet_names);
    let details = checked_details(info, request.bgg_id, request.location.as_deref());
    let (played_at, names, (bgg_id, location)) = match (played_at, names, details) {
        (Ok(played_at), Ok(names), Ok(details)) => (played_at, names, details),
        (played_at, names, details) => {
            let problems = (played_at.err().into_iter())
                .chain(names.err())
                .chain(details.err())
                .flatten();
            return Err(ApiError::InvalidExport(problems.collect()));
        }
    };
    let play = Play {
        game: info,
        sheet: &sheet,
        names,
        bgg_id,
        played_at,
        location,
        match_id: None,
        file_stem: format!("{}-{}", info.id, played_at.date()),
        resigned: &[],
    };
    Export::write(&play, format)
}

/// A finished named match's export, from its score sheet and seat names.
pub struct FinishedMatch<'a> {
    pub game: &'a GameInfo,
    pub id: &'a str,
    pub name: Option<&'a str>,
    pub sheet: &'a ScoreSheet,
    /// The seat names given at creation, by seat (`None` for an unnamed seat).
    pub seat_names: &'a [Option<String>],
    /// When its last action was stored, as the store writes times.
    pub finished_at: &'a str,
    /// The seats whose player resigned.
    pub resigned: &'a [u8],
}

/// `GET /v1/matches/{id}/export`.
pub fn match_export(
    finished: &FinishedMatch<'_>,
    query: &MatchExportQuery,
) -> Result<Export, ApiError> {
    let played_at = PlayedAt::parse_timestamp(finished.finished_at).ok_or_else(|| {
        ApiError::Internal(format!(
            "match {} was stored at an unreadable time {:?}",
            finished.id, finished.finished_at
        ))
    })?;
    let (bgg_id, location) =
        checked_details(finished.game, query.bgg_id, query.location.as_deref())
            .map_err(ApiError::InvalidExport)?;
    let play = Play {
        game: finished.game,
        sheet: finished.sheet,
        names: match_names(finished.seat_names, finished.sheet),
        bgg_id,
        played_at,
        location,
        match_id: Some(finished.id),
        file_stem: format!(
            "{}-{}",
            finished.game.id,
            finished.name.unwrap_or(finished.id)
        ),
        resigned: finished.resigned,
    };
    Export::write(&play, query.format.unwrap_or_default())
}

/// A match's names by seat: the seat's own name, or the sheet's for an unnamed seat. Named
/// seats never clash (creation refuses it), but an unnamed seat's "Player 2" may be what
/// another seat was called: as nobody can rename a seat afterwards, the unnamed seat is then
/// told apart by its number, because a file's players are told apart by name.
fn match_names(seat_names: &[Option<String>], sheet: &ScoreSheet) -> Vec<String> {
    let mut names: Vec<String> = Vec::with_capacity(sheet.players.len());
    for (seat, player) in sheet.players.iter().enumerate() {
        let name = match seat_names.get(seat).cloned().flatten() {
            Some(name) => name,
            None => {
                let taken = |name: &str| {
                    seat_names
                        .iter()
                        .flatten()
                        .chain(&names)
                        .any(|other| other.to_lowercase() == name.to_lowercase())
                };
                if taken(&player.name) {
                    format!("{} (seat {})", player.name, seat + 1)
                } else {
                    player.name.clone()
                }
            }
        };
        names.push(name);
    }
    names
}

/// A working request for a game's `score-sheet/export` and the two files it answers, for
/// the OpenAPI document: written by the code the endpoint runs, so they cannot drift.
pub fn example(game: &dyn Game) -> Option<(Value, Value, String)> {
    let request = json!({
        "request": game.score_sheet_example(),
        "date": "2025-03-14",
        "format": "bgstats",
    });
    let body = serde_json::to_vec(&request).ok()?;
    let file = score_sheet_export(game, &body).ok()?;
    let mut csv_request = request.clone();
    csv_request["format"] = json!("csv");
    let table = score_sheet_export(game, &serde_json::to_vec(&csv_request).ok()?).ok()?;
    Some((
        request,
        serde_json::from_slice(&file.body).ok()?,
        table.text(),
    ))
}

#[cfg(test)]
mod tests;
