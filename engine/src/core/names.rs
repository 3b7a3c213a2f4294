//! Seat names: optional labels people give seats at setup. Seats stay identified by number
//! everywhere; a name only helps people read states, logs and score sheets, so it is checked
//! once here for every game and never changes during play.

use std::collections::HashMap;

use unicode_normalization::{is_nfc, UnicodeNormalization};

use super::errors::{Violation, ViolationCode};

/// Longest name, in characters after trimming: room for a full name on a phone screen.
pub const MAX_NAME_CHARS: usize = 40;

/// Why `name` (already trimmed) cannot name a seat, if it cannot.
fn problem(name: &str) -> Option<String> {
    let chars = name.chars().count();
    if chars == 0 {
        return Some("is blank; leave the entry `null` to keep the seat unnamed".to_owned());
    }
    if chars > MAX_NAME_CHARS {
        return Some(format!(
            "has {chars} characters; at most {MAX_NAME_CHARS} are allowed"
        ));
    }
    name.chars().find(|&c| !printable(c)).map(|c| {
        format!(
            "holds the unprintable character U+{:04X}; names are printable text",
            u32::from(c)
        )
    })
}

/// Control characters, and the invisible format characters that reorder or hide text
/// (bidirectional overrides, zero-width marks), would let a name disguise itself in a log.
fn printable(c: char) -> bool {
    !c.is_control()
        && !matches!(
            c,
            '\u{00AD}'
                | '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
                | '\u{FFF9}'..='\u{FFFB}'
        )
}

/// A name as setup keeps it: trimmed, and in Unicode NFC, so `é` typed as one character or as
/// `e` and a combining accent is stored (and compared) as one name.
fn normalised(name: &str) -> String {
    name.trim().nfc().collect()
}

/// What two names that do not tell seats apart share: their NFC form, lower-cased (and put
/// back in NFC, which lower-casing can undo).
fn comparison_key(name: &str) -> String {
    name.nfc()
        .collect::<String>()
        .to_lowercase()
        .nfc()
        .collect()
}

/// Refuses a name that another seat already has (ignoring case and Unicode normalisation): a
/// name that does not tell seats apart would make a log or score sheet ambiguous to the people
/// reading it.
fn duplicates<'a>(
    names: impl Iterator<Item = (usize, &'a str)>,
    field: impl Fn(usize) -> String,
) -> Vec<Violation> {
    let mut first: HashMap<String, usize> = HashMap::new();
    let mut problems = Vec::new();
    for (seat, name) in names {
        let key = comparison_key(name);
        match first.get(&key) {
            Some(&earlier) => problems.push(Violation::new(
                field(seat),
                ViolationCode::InvalidName,
                format!("seat {earlier} already has this name; names must tell seats apart"),
            )),
            None => {
                first.insert(key, seat);
            }
        }
    }
    problems
}

/// A game state whose seats carry names: the one thing about names each game says (where the
/// name lives); setting, reading and checking them is written once (`Rules::name_seats`,
/// [`state_names`]).
pub trait NamedSeats {
    /// Each seat's name, in seat order (`None`: unnamed).
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>>;
    /// The same, to write.
    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>>;
}

/// Checks the `names` of a setup request for `players` seats and returns them trimmed and in
/// NFC, in seat order: at most one per seat; a missing or `null` entry leaves that seat unnamed.
pub fn setup_names(
    names: &[Option<String>],
    players: u8,
) -> Result<Vec<Option<String>>, Vec<Violation>> {
    names_at("names", names, players)
}

/// [`setup_names`] for a list at `field` of its request.
fn names_at(
    field: &str,
    names: &[Option<String>],
    players: u8,
) -> Result<Vec<Option<String>>, Vec<Violation>> {
    let mut problems = Vec::new();
    if names.len() > usize::from(players) {
        problems.push(Violation::new(
            field,
            ViolationCode::InvalidName,
            format!(
                "{} names for {players} seats; give at most one per seat",
                names.len()
            ),
        ));
    }
    let trimmed: Vec<Option<String>> = names
        .iter()
        .map(|name| name.as_deref().map(normalised))
        .collect();
    for (seat, name) in trimmed.iter().enumerate() {
        if let Some(why) = name.as_deref().and_then(problem) {
            problems.push(Violation::new(
                format!("{field}[{seat}]"),
                ViolationCode::InvalidName,
                format!("the name {why}"),
            ));
        }
    }
    problems.extend(duplicates(
        trimmed
            .iter()
            .enumerate()
            .filter_map(|(seat, name)| Some((seat, name.as_deref()?))),
        |seat| format!("{field}[{seat}]"),
    ));
    if problems.is_empty() {
        Ok(trimmed)
    } else {
        Err(problems)
    }
}

/// The names of a finished game's seats, one per seat of `sheet_names` (the names its score
/// sheet already shows): `given` (the list at `field` of an export request, checked as setup's
/// `names` are) renames the seats it names, and a missing or `null` entry keeps the sheet's
/// name. An export identifies its players by name, so the result must still tell seats apart:
/// a clash is reported at `field[seat]`, where giving that seat another name fixes it.
pub fn renamed_seats(
    field: &str,
    given: &[Option<String>],
    sheet_names: &[String],
) -> Result<Vec<String>, Vec<Violation>> {
    let seats = u8::try_from(sheet_names.len()).unwrap_or(u8::MAX);
    let given = names_at(field, given, seats)?;
    let names: Vec<String> = sheet_names
        .iter()
        .enumerate()
        .map(|(seat, sheet)| {
            given
                .get(seat)
                .cloned()
                .flatten()
                .unwrap_or_else(|| sheet.clone())
        })
        .collect();
    let clashes = duplicates(names.iter().map(String::as_str).enumerate(), |seat| {
        format!("{field}[{seat}]")
    });
    if clashes.is_empty() {
        Ok(names)
    } else {
        Err(clashes)
    }
}

/// The seats' names once `seat` takes `name` (field `name`), checked as setup checks names:
/// trimmed, in NFC, and unlike every other seat's.
pub fn claimed_name(
    name: &str,
    seat: usize,
    names: &[Option<String>],
) -> Result<Vec<Option<String>>, Vec<Violation>> {
    // Checked as a one-name list, whose problems would read `name[0]`: the request has one
    // `name`, and that is the field to fix.
    let name = names_at("name", &[Some(name.to_owned())], 1)
        .map_err(|problems| {
            problems
                .into_iter()
                .map(|problem| Violation {
                    field: "name".to_owned(),
                    ..problem
                })
                .collect::<Vec<_>>()
        })?
        .into_iter()
        .flatten()
        .next()
        .unwrap_or_default();
    let mut renamed = names.to_vec();
    if let Some(slot) = renamed.get_mut(seat) {
        *slot = Some(name);
    }
    let clashes = duplicates(
        renamed
            .iter()
            .enumerate()
            .filter_map(|(at, name)| Some((at, name.as_deref()?))),
        |_| "name".to_owned(),
    );
    if clashes.is_empty() {
        Ok(renamed)
    } else {
        Err(clashes)
    }
}

/// Checks the names a state received from outside carries (`players[i].name`): only names
/// that setup would have accepted, already trimmed and in NFC, can arise in play.
pub fn state_names<'a>(names: impl Iterator<Item = Option<&'a str>> + Clone) -> Vec<Violation> {
    let field = |seat: usize| format!("players[{seat}].name");
    let mut problems: Vec<Violation> = names
        .clone()
        .enumerate()
        .filter_map(|(seat, name)| {
            let name = name?;
            let why = if name.trim() != name {
                "has spaces around it; setup trims them".to_owned()
            } else if !is_nfc(name) {
                "is not in Unicode NFC; setup normalises names".to_owned()
            } else {
                problem(name)?
            };
            Some(Violation::new(
                field(seat),
                ViolationCode::InvalidName,
                format!("the name {why}"),
            ))
        })
        .collect();
    problems.extend(duplicates(
        names
            .enumerate()
            .filter_map(|(seat, name)| Some((seat, name?))),
        field,
    ));
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(result: Result<Vec<Option<String>>, Vec<Violation>>) -> Vec<(String, ViolationCode)> {
        match result {
            Err(problems) => problems.into_iter().map(|p| (p.field, p.code)).collect(),
            Ok(names) => panic!("expected a refusal, got {names:?}"),
        }
    }

    fn names(list: &[Option<&str>]) -> Vec<Option<String>> {
        list.iter().map(|name| name.map(str::to_owned)).collect()
    }

    #[test]
    fn names_are_trimmed_and_a_short_list_or_null_leaves_seats_unnamed() {
        assert_eq!(
            setup_names(&names(&[Some("  Ann "), None, Some("Bo")]), 4).unwrap(),
            names(&[Some("Ann"), None, Some("Bo")])
        );
        assert_eq!(setup_names(&[], 3).unwrap(), Vec::<Option<String>>::new());
    }

    #[test]
    fn a_claimed_name_is_trimmed_in_nfc_and_unlike_every_other_seats_own_old_name_aside() {
        let seated = names(&[Some("Ann"), None, Some("Bo")]);
        // "e" and a combining acute make the one character "é" in NFC.
        assert_eq!(
            claimed_name("  Jose\u{301} ", 1, &seated).unwrap(),
            names(&[Some("Ann"), Some("José"), Some("Bo")])
        );
        assert_eq!(
            fields(claimed_name("ANN", 1, &seated)),
            [("name".to_owned(), ViolationCode::InvalidName)]
        );
        // A seat renaming itself does not clash with the name it had.
        assert_eq!(
            claimed_name("bo", 2, &seated).unwrap(),
            names(&[Some("Ann"), None, Some("bo")])
        );
        assert_eq!(
            fields(claimed_name("  ", 1, &seated)),
            [("name".to_owned(), ViolationCode::InvalidName)]
        );
    }

    #[test]
    fn a_seat_named_after_setup_is_named_in_the_state_and_a_clash_is_refused_at_name() {
        use crate::core::play::{ChanceMode, JsonRules, Playable, Rules};
        use crate::games::toy::{ToyGameOptions, ToyRules};
        let mut typed = ToyRules
            .setup(3, &ToyGameOptions::default(), 1, ChanceMode::Seeded)
            .unwrap();
        ToyRules.name_seats(&mut typed, names(&[Some("Ann")]));
        let state = serde_json::to_value(&typed).unwrap();
        let engine = JsonRules(ToyRules);
        let named = engine.name_seat(&state, 2, " Cy ").unwrap().unwrap();
        assert_eq!(
            engine.seat_names(&named).unwrap(),
            names(&[Some("Ann"), None, Some("Cy")])
        );
        let refused = engine.name_seat(&named, 1, "cy").unwrap().unwrap_err();
        assert_eq!(
            refused
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            [("name".to_owned(), ViolationCode::InvalidName)]
        );
    }

    #[test]
    fn forty_characters_of_any_script_are_a_name_and_forty_one_are_not() {
        let forty = "é".repeat(MAX_NAME_CHARS);
        assert!(setup_names(&[Some(forty.clone())], 2).is_ok());
        assert_eq!(
            fields(setup_names(&[None, Some(format!("{forty}x"))], 2)),
            [("names[1]".to_owned(), ViolationCode::InvalidName)]
        );
        assert!(setup_names(&names(&[Some("Åsa Öberg"), Some("王小明 🐋")]), 2).is_ok());
    }

    #[test]
    fn blank_unprintable_and_invisible_names_are_refused_by_field() {
        for bad in [
            "",
            "   ",
            "Ann\nBo",
            "tab\there",
            "\u{202E}nnA",
            "A\u{200B}nn",
        ] {
            assert_eq!(
                fields(setup_names(
                    &[Some("Cy".to_owned()), Some(bad.to_owned())],
                    2
                )),
                [("names[1]".to_owned(), ViolationCode::InvalidName)],
                "{bad:?}"
            );
        }
    }

    #[test]
    fn more_names_than_seats_are_refused_on_the_list() {
        assert_eq!(
            fields(setup_names(&names(&[Some("A"), Some("B"), Some("C")]), 2)),
            [("names".to_owned(), ViolationCode::InvalidName)]
        );
    }

    #[test]
    fn a_name_another_seat_has_is_refused_ignoring_case() {
        assert_eq!(
            fields(setup_names(&names(&[Some("Ann"), None, Some(" ANN")]), 3)),
            [("names[2]".to_owned(), ViolationCode::InvalidName)]
        );
    }

    /// Item "seat names equal after NFC are the same name".
    #[test]
    fn names_equal_after_nfc_are_duplicates_and_are_stored_in_nfc() {
        let composed = "Ren\u{e9}e";
        let decomposed = "Rene\u{301}e";
        assert_eq!(
            fields(setup_names(&names(&[Some(composed), Some(decomposed)]), 2)),
            [("names[1]".to_owned(), ViolationCode::InvalidName)]
        );
        assert_eq!(
            fields(setup_names(
                &names(&[Some("REN\u{c9}E"), Some(decomposed)]),
                2
            )),
            [("names[1]".to_owned(), ViolationCode::InvalidName)]
        );
        assert_eq!(
            setup_names(&names(&[Some(decomposed)]), 2).unwrap(),
            names(&[Some(composed)])
        );
        assert_eq!(
            state_names([Some(decomposed)].into_iter())
                .into_iter()
                .map(|p| p.field)
                .collect::<Vec<_>>(),
            ["players[0].name"]
        );
    }

    #[test]
    fn an_export_renames_the_seats_it_names_and_keeps_the_sheet_names_of_the_others() {
        let sheet = ["Player 1", "Player 2", "Player 3"].map(str::to_owned);
        assert_eq!(
            renamed_seats("players", &names(&[Some(" Ann "), None]), &sheet).unwrap(),
            ["Ann", "Player 2", "Player 3"]
        );
        assert_eq!(
            fields(renamed_seats("players", &names(&[Some("")]), &sheet).map(|_| Vec::new())),
            [("players[0]".to_owned(), ViolationCode::InvalidName)]
        );
        assert_eq!(
            fields(renamed_seats("players", &names(&[None; 4]), &sheet).map(|_| Vec::new())),
            [("players".to_owned(), ViolationCode::InvalidName)]
        );
    }

    #[test]
    fn an_export_whose_names_clash_with_the_sheet_names_the_seat_to_rename() {
        let sheet = ["Ann", "Ben", "Cy"].map(str::to_owned);
        assert_eq!(
            fields(
                renamed_seats("players", &names(&[None, Some("cy")]), &sheet).map(|_| Vec::new())
            ),
            [("players[2]".to_owned(), ViolationCode::InvalidName)]
        );
    }

    #[test]
    fn a_state_holds_only_names_setup_would_give() {
        let ok = [Some("Ann"), None, Some("Bo")];
        assert!(state_names(ok.iter().copied()).is_empty());
        let bad = [Some(" Ann"), Some("Bo"), Some("bo"), Some("")];
        let found: Vec<String> = state_names(bad.iter().copied())
            .into_iter()
            .map(|p| p.field)
            .collect();
        assert_eq!(
            found,
            ["players[0].name", "players[3].name", "players[2].name"]
        );
    }
}
