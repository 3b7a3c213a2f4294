use super::*;
use crate::config::GameSetup;

fn settings(game: &str, players: u8, seats: &[&str], games: u64) -> TournamentSettings {
    TournamentSettings {
        setup: GameSetup {
            game: game.to_owned(),
            players,
            modules: Vec::new(),
            options: None,
            variant: None,
        },
        seats: seats.iter().map(|s| (*s).to_owned()).collect(),
        games,
        seed: 1,
        threads: 2,
        json: false,
    }
}

#[test]
fn bots_are_read_with_their_budgets_and_bad_ones_say_why() {
    let bot = parse_bot("ismcts:time=200:cutoff=40").ok();
    assert_eq!(
        bot.map(|b| (b.spec.kind, b.time, b.spec.playout_cutoff)),
        Some((BotKind::Ismcts, Some(Duration::from_millis(200)), Some(40)))
    );
    assert_eq!(
        parse_bot("greedy").ok().map(|b| b.spec.iterations),
        Some(BotSpec::DEFAULT_ITERATIONS)
    );
    assert_eq!(
        parse_bot("ismcts:explore=1.5")
            .ok()
            .map(|b| b.spec.exploration),
        Some(Some(1.5))
    );
    for bad in [
        "alphago",
        "ismcts:time",
        "ismcts:time=0",
        "ismcts:depth=3",
        "ismcts:explore=0",
        "ismcts:explore=NaN",
        "ismcts:explore=11",
    ] {
        let error = parse_bot(bad)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(error.contains(bad), "{bad}: {error}");
    }
}

#[test]
fn the_wilson_interval_brackets_the_rate() {
    let (low, high) = wilson(50, 100);
    assert!(
        (low - 0.404).abs() < 0.002 && (high - 0.596).abs() < 0.002,
        "{low} {high}"
    );
    assert_eq!(wilson(0, 0), (0.0, 1.0));
    let (low, _) = wilson(0, 10);
    assert_eq!(low, 0.0);
}

#[test]
fn seats_rotate_so_every_bot_plays_every_seat() {
    let seats: Vec<Vec<usize>> = (0..3)
        .map(|game| (0..3).map(|seat| entrant_in(seat, game, 3)).collect())
        .collect();
    assert_eq!(seats, vec![vec![0, 1, 2], vec![1, 2, 0], vec![2, 0, 1]]);
}

#[test]
fn a_tournament_counts_every_game_for_every_bot() {
    let report = run(&settings("nantucket", 2, &["greedy", "random"], 6));
    let Ok(report) = report else {
        panic!("{:?}", report.err());
    };
    assert_eq!(report.standings.len(), 2);
    for standing in &report.standings {
        assert_eq!(standing.games, 6, "{standing:?}");
        assert!(
            standing.win_rate_low <= standing.win_rate
                && standing.win_rate <= standing.win_rate_high
        );
    }
    let text = report.to_string();
    assert!(
        text.contains("greedy") && text.contains("random") && text.contains("95% interval"),
        "{text}"
    );
    let json = serde_json::to_value(&report.standings).unwrap_or_default();
    for key in [
        "bot",
        "games",
        "wins",
        "win_rate",
        "win_rate_low",
        "win_rate_high",
    ] {
        assert!(json[0].get(key).is_some(), "{key} missing: {json}");
    }
}

#[test]
fn a_wrong_seat_count_is_refused() {
    let error = run(&settings("nantucket", 2, &["greedy"], 1))
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        error.as_deref(),
        Some("--seats names 1 bots for 2 players: give one bot a seat")
    );
}
