//! The games the service knows, as `games/mod.rs` lists them.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::core::game::Game;

use super::{GAMES, SERVED};

/// Whether [`all_games`] includes the test-only games (see [`serve_test_games`]).
static TEST_GAMES_SERVED: AtomicBool = AtomicBool::new(false);

/// Makes [`all_games`] include the games only tests serve (the service's `--test-games`).
/// Called once at start-up, before anything reads the registry.
pub fn serve_test_games() {
    TEST_GAMES_SERVED.store(true, Ordering::Relaxed);
}

/// Every game served, in catalogue order.
pub fn all_games() -> &'static [&'static dyn Game] {
    if TEST_GAMES_SERVED.load(Ordering::Relaxed) {
        GAMES
    } else {
        GAMES.get(..SERVED).unwrap_or(GAMES)
    }
}

/// Every game, test-only ones included: what the engine's own checks run over.
pub fn every_game() -> &'static [&'static dyn Game] {
    GAMES
}

/// The game with this id, if the service serves it.
pub fn find_game(id: &str) -> Option<&'static dyn Game> {
    all_games()
        .iter()
        .copied()
        .find(|game| game.info().id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_id_is_unique_and_findable() {
        for game in all_games() {
            let id = &game.info().id;
            assert!(find_game(id).is_some(), "{id} not found");
        }
        for game in every_game() {
            let id = &game.info().id;
            assert_eq!(
                every_game().iter().filter(|g| &g.info().id == id).count(),
                1,
                "{id} twice"
            );
        }
        assert!(find_game("monopoly").is_none());
    }

    /// Test games are served only when asked, after every served game.
    #[test]
    fn the_test_games_come_last_and_are_not_served_by_default() {
        assert_eq!(all_games().len(), SERVED);
        assert!(every_game().len() > SERVED, "Toy is a test game");
        assert!(find_game("toy").is_none());
        assert_eq!(every_game()[..SERVED].len(), all_games().len());
    }

    /// Every game plays random games to the end through the JSON contract the service calls,
    /// at every player count its catalogue allows: a new game is played without a test of its
    /// own (each game's typed harness checks far more, see `core::harness`).
    #[test]
    fn every_game_plays_random_games_to_the_end() {
        for game in every_game() {
            let Some(engine) = game.playable() else {
                continue;
            };
            let players = game.info().players;
            for count in players.min..=players.max {
                for seed in 1..=3 {
                    let playout = engine
                        .simulate(count, seed)
                        .unwrap_or_else(|e| panic!("{} {count}p seed {seed}: {e}", game.info().id));
                    assert!(playout.sheet.is_final, "{} ends", game.info().id);
                }
            }
        }
    }

    #[test]
    fn every_example_score_sheet_request_scores() {
        for game in every_game() {
            let body = serde_json::to_vec(&game.score_sheet_example()).expect("example serializes");
            let sheet = game
                .score_sheet(&body)
                .unwrap_or_else(|error| panic!("{}: example refused: {error:?}", game.info().id));
            assert!(sheet.is_final);
            assert!(!sheet.winners.is_empty());
        }
    }

    #[test]
    fn capabilities_say_which_games_have_a_rules_engine() {
        for game in every_game() {
            let info = game.info();
            let advertised = info.capabilities.iter().any(|c| c == "play");
            assert_eq!(advertised, game.playable().is_some(), "{}", info.id);
            assert_eq!(
                info.capabilities.iter().any(|c| c == "rules"),
                advertised,
                "{}",
                info.id
            );
        }
    }

    /// The score pad asks only for what the score-sheet request takes: a request built from
    /// every pad field (modules on) is read without a malformed field, every kind and id it
    /// offers is in the component catalogue, and every module it names exists.
    #[test]
    fn every_score_pad_field_is_a_field_of_the_score_sheet_request() {
        use crate::core::errors::ScoreSheetError;
        use crate::core::pad::{PadField, PadInput};
        use serde_json::{json, Map, Value};

        fn put(object: &mut Map<String, Value>, key: &str, value: Value) {
            match key.split_once('.') {
                Some((head, rest)) => {
                    let inner = object
                        .entry(head)
                        .or_insert_with(|| Value::Object(Map::new()));
                    if let Value::Object(inner) = inner {
                        put(inner, rest, value);
                    }
                }
                None => {
                    object.insert(key.to_owned(), value);
                }
            }
        }
        fn empty(field: &PadField) -> Value {
            match field.input {
                PadInput::Count { .. } => json!(1),
                PadInput::Pick { .. } | PadInput::PickList { .. } | PadInput::Tally { .. } => {
                    json!([])
                }
            }
        }
        for game in every_game() {
            let info = game.info();
            let pad = &info.score_pad;
            let kinds: Vec<&str> = game.components().iter().map(|c| c.kind.as_str()).collect();
            for field in pad.game.iter().chain(&pad.player) {
                if let Some(module) = &field.module {
                    assert!(info.modules.iter().any(|m| &m.id == module), "{module}");
                }
                if let Some(required) = &field.requires {
                    let pick = pad.player.iter().find(|f| f.key == required.key);
                    assert!(
                        matches!(pick.map(|f| &f.input), Some(PadInput::Pick { .. })),
                        "{}: {} requires a pick field {}",
                        info.id,
                        field.key,
                        required.key
                    );
                    assert!(
                        game.components().iter().any(|c| c.id == required.id),
                        "{}",
                        required.id
                    );
                }
                let offered: Vec<&String> = match &field.input {
                    PadInput::Pick { kinds, only } => {
                        for id in only.iter().flatten() {
                            assert!(game.components().iter().any(|c| &c.id == id), "{id}");
                        }
                        kinds.iter().collect()
                    }
                    PadInput::PickList { kinds } => kinds.iter().collect(),
                    PadInput::Tally { component_kind, .. } => vec![component_kind],
                    PadInput::Count { .. } => Vec::new(),
                };
                for kind in offered {
                    assert!(kinds.contains(&kind.as_str()), "{}: {kind}", info.id);
                }
            }
            let mut request = Map::new();
            for field in &pad.game {
                put(&mut request, &field.key, empty(field));
            }
            let players: Vec<Value> = (0..info.players.min.max(2))
                .map(|_| {
                    let mut player = Map::new();
                    for field in &pad.player {
                        put(&mut player, &field.key, empty(field));
                    }
                    Value::Object(player)
                })
                .collect();
            request.insert("players".to_owned(), Value::Array(players));
            if !info.modules.is_empty() {
                let modules: Vec<&str> = info.modules.iter().map(|m| m.id.as_str()).collect();
                request.insert("options".to_owned(), json!({"modules": modules}));
            }
            let body = serde_json::to_vec(&Value::Object(request)).expect("serializes");
            if let Err(ScoreSheetError::Malformed(error)) = game.score_sheet(&body) {
                panic!("{}: the pad's request is malformed: {error}", info.id);
            }
        }
    }

    /// Every option the catalogue lists is read, at its default, by the requests it names.
    #[test]
    fn every_option_is_read_by_the_requests_it_names() {
        use crate::core::game::OptionScope;
        for game in every_game() {
            let info = game.info();
            for option in &info.options {
                let id = &option.id;
                if option.applies_to.contains(&OptionScope::Setup) {
                    let engine = game.playable().expect("a setup option needs an engine");
                    let body = serde_json::json!({
                        "players": info.players.min,
                        "options": {id.as_str(): option.default},
                    });
                    if let Err(error) = engine.setup(body.to_string().as_bytes()) {
                        panic!("{}: setup refuses {id}: {error}", info.id);
                    }
                }
                if option.applies_to.contains(&OptionScope::ScoreSheet) {
                    // The example's own value when it sets one (it may need it), else the default.
                    let mut body = game.score_sheet_example();
                    if body["options"].get(id.as_str()).is_none() {
                        body["options"][id.as_str()] = option.default.clone();
                    }
                    let body = serde_json::to_vec(&body).expect("serializes");
                    if let Err(error) = game.score_sheet(&body) {
                        panic!("{}: the score sheet refuses {id}: {error:?}", info.id);
                    }
                }
                assert!(
                    !option.applies_to.is_empty(),
                    "{}: {id} is read by nothing",
                    info.id
                );
            }
        }
    }

    /// Seat names are judged alike in every playable game: a bad name is refused by its field,
    /// beside the game's own setup problems, and a state holding one cannot arise.
    #[test]
    fn every_playable_game_refuses_bad_seat_names_by_field() {
        use serde_json::{json, Value};

        use crate::core::errors::ViolationCode::{InvalidName, PlayerCount};
        use crate::core::play::{PlayError, SetupError};

        let setup_problems = |engine: &dyn crate::core::play::Playable, body: Value| match engine
            .setup(body.to_string().as_bytes())
        {
            Err(SetupError::Invalid(problems)) => problems
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            other => panic!("expected an invalid setup, got {other:?}"),
        };
        let mut checked = 0;
        for game in every_game() {
            let Some(engine) = game.playable() else {
                continue;
            };
            checked += 1;
            // The cases name two seats, so a game that also plays solo is set up for two.
            let players = game.info().players.min.max(2);
            let cases = [
                (json!(["Ann", ""]), "names[1]"),
                (json!(["Ann", "\t"]), "names[1]"),
                (json!(["Ann", "x".repeat(41)]), "names[1]"),
                (json!(["é".repeat(41)]), "names[0]"),
                (json!([null, "Bo\u{7}"]), "names[1]"),
                (json!(["Ann", "A\u{202E}nn"]), "names[1]"),
                (json!(["Ann", "ann "]), "names[1]"),
                (json!(["A", "B", "C", "D", "E", "F"]), "names"),
            ];
            for (names, field) in cases {
                assert_eq!(
                    setup_problems(engine, json!({"players": players, "names": names})),
                    [(field.to_owned(), InvalidName)],
                    "{}: {names}",
                    game.info().id
                );
            }
            let too_many = game.info().players.max + 2;
            assert_eq!(
                setup_problems(engine, json!({"players": too_many, "names": [" "]})),
                [
                    ("players".to_owned(), PlayerCount),
                    ("names[0]".to_owned(), InvalidName)
                ],
                "{}",
                game.info().id
            );
            let named = json!({"players": players, "names": ["Ann", "Bo"]});
            let state = engine.setup(named.to_string().as_bytes()).unwrap();
            for (seat, forged) in [
                (1, "ANN".to_owned()),
                (0, "y".repeat(41)),
                (1, "Bo\n".to_owned()),
            ] {
                let mut forged_state = state.clone();
                forged_state["players"][seat]["name"] = json!(forged);
                match engine.view(&forged_state, None) {
                    Err(PlayError::ImpossibleState(problems)) => assert_eq!(
                        problems.into_iter().map(|p| p.field).collect::<Vec<_>>(),
                        [format!("players[{seat}].name")],
                        "{}",
                        game.info().id
                    ),
                    other => panic!(
                        "{}: expected an impossible state, got {other:?}",
                        game.info().id
                    ),
                }
            }
        }
        assert!(
            checked >= 3,
            "New Bedford, Nantucket and Fleet are playable"
        );
    }

    #[test]
    fn component_ids_are_unique_kebab_case_within_each_game() {
        for game in every_game() {
            let mut seen = std::collections::HashSet::new();
            for component in game.components() {
                let id = &component.id;
                assert!(
                    id.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                    "{id} is not kebab-case"
                );
                assert!(
                    seen.insert(id.clone()),
                    "{} lists {id} twice",
                    game.info().id
                );
            }
        }
    }
}
