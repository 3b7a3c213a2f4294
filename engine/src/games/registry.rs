//! The games the service knows. Adding a game is one folder under `games/` and one line here.

use crate::core::game::Game;

use super::bremerhaven::Bremerhaven;
use super::fleet::Fleet;
use super::nantucket::Nantucket;
use super::new_bedford::NewBedford;

// In catalogue order.
static GAMES: &[&dyn Game] = &[&NewBedford, &Nantucket, &Fleet, &Bremerhaven];

/// Every game, in catalogue order.
pub fn all_games() -> &'static [&'static dyn Game] {
    GAMES
}

/// The game with this id, if the service knows it.
pub fn find_game(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|game| game.info().id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_id_is_unique_and_findable() {
        for game in all_games() {
            let id = &game.info().id;
            assert!(find_game(id).is_some(), "{id} not found");
            assert_eq!(
                all_games().iter().filter(|g| &g.info().id == id).count(),
                1,
                "{id} twice"
            );
        }
        assert!(find_game("monopoly").is_none());
    }

    #[test]
    fn every_example_score_sheet_request_scores() {
        for game in all_games() {
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
        for game in all_games() {
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

    /// Every option the catalogue lists is read, at its default, by the requests it names.
    #[test]
    fn every_option_is_read_by_the_requests_it_names() {
        use crate::core::game::OptionScope;
        for game in all_games() {
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

    #[test]
    fn component_ids_are_unique_kebab_case_within_each_game() {
        for game in all_games() {
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
