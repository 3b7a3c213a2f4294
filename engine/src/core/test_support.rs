//! Helpers shared by every game's tests.

use super::errors::{ScoreSheetError, ViolationCode};
use super::scoring::ScoreSheet;

/// The `(field, code)` of every violation; panics when the sheet was not refused as invalid.
pub fn violation_codes(
    result: Result<ScoreSheet, ScoreSheetError>,
) -> Vec<(String, ViolationCode)> {
    match result {
        Err(ScoreSheetError::Invalid(violations)) => {
            violations.into_iter().map(|v| (v.field, v.code)).collect()
        }
        other => panic!("expected violations, got {other:?}"),
    }
}
