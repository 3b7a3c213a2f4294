//! The score sheet as CSV (RFC 4180): a header row, then one row per player in seat order.

use super::Play;

/// The columns before the sheet's categories.
const FIXED_COLUMNS: [&str; 5] = ["seat", "name", "total", "rank", "winner"];

/// A text cell: quoted when it holds a separator, a quote or a line break (quotes doubled).
/// A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
/// return before one) gets a leading `'`, so a player's name can never run as a formula
/// on the machine of whoever opens the file.
pub(super) fn text(cell: &str) -> String {
    let cell = if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    };
    if cell.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell
    }
}

/// Rows end in CRLF, as RFC 4180 has them.
fn push_row(table: &mut String, cells: impl IntoIterator<Item = String>) {
    let row: Vec<String> = cells.into_iter().collect();
    table.push_str(&row.join(","));
    table.push_str("\r\n");
}

pub(super) fn table(play: &Play) -> String {
    let sheet = play.sheet;
    let mut table = String::new();
    // Only a match someone resigned from has the column, so other files keep their shape.
    let resigned = (!play.resigned.is_empty()).then_some("resigned");
    push_row(
        &mut table,
        FIXED_COLUMNS
            .iter()
            .chain(&resigned)
            .map(|column| (*column).to_owned())
            .chain(
                sheet
                    .categories
                    .iter()
                    .map(|category| text(&category.label)),
            ),
    );
    for (seat, (player, name)) in sheet.players.iter().zip(&play.names).enumerate() {
        let fixed = [
            (seat + 1).to_string(),
            text(name),
            player.total.to_string(),
            player.rank.to_string(),
            sheet.winners.contains(&player.seat).to_string(),
        ];
        let quit = resigned.map(|_| play.resigned.contains(&player.seat).to_string());
        push_row(
            &mut table,
            fixed
                .into_iter()
                .chain(quit)
                .chain(sheet.categories.iter().map(|category| {
                    player
                        .categories
                        .get(&category.id)
                        .map_or_else(String::new, i64::to_string)
                })),
        );
    }
    table
}
