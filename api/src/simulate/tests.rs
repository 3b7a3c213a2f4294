use quarterdeck_engine::core::names::NamedSeats;
use quarterdeck_engine::core::scoring::{SheetBuilder, TieBreakerOrder};
use quarterdeck_engine::core::secrecy::Private;
use quarterdeck_engine::core::turn::Turn;
use quarterdeck_engine::{
    Actor, ChanceMode, JsonRules, RuleSection, RuleViolation, Rules, SetupError, Violation,
};

use super::*;

/// A final sheet with these totals, seat by seat; equal totals share the win.
fn sheet(totals: &[i64]) -> ScoreSheet {
    let mut builder = SheetBuilder::new(
        "test",
        &[("points", "Points")],
        &[("money", "Money", TieBreakerOrder::HigherWins)],
    );
    for total in totals {
        builder.player("").add("points", "test", *total, "");
    }
    builder.finish(true)
}

fn stats(games: &[(&[i64], u32)]) -> Stats {
    let mut stats = Stats::default();
    for (totals, decisions) in games {
        stats.record(&sheet(totals), *decisions);
    }
    stats
}

#[test]
fn summary_tracks_count_sum_min_max_and_mean() {
    let mut summary = Summary::default();
    assert_eq!(summary.mean(), None);
    for value in [5, -2, 9] {
        summary.add(value);
    }
    assert_eq!(
        summary,
        Summary {
            count: 3,
            sum: 12,
            min: Some(-2),
            max: Some(9)
        }
    );
    assert_eq!(summary.mean(), Some(4.0));
}

#[test]
fn merging_an_empty_summary_changes_nothing_either_way() {
    let mut summary = Summary::default();
    summary.add(3);
    let mut merged = summary;
    merged.merge(&Summary::default());
    assert_eq!(merged, summary);
    let mut empty = Summary::default();
    empty.merge(&summary);
    assert_eq!(empty, summary);
}

#[test]
fn record_counts_totals_wins_and_decisions_per_seat() {
    let stats = stats(&[(&[10, 30, 20], 100), (&[40, 5, 15], 50)]);
    assert_eq!(stats.games, 2);
    assert_eq!(stats.decisions, 150);
    assert_eq!(stats.seats.len(), 3);
    assert_eq!(stats.seats[0].wins, 1);
    assert_eq!(stats.seats[1].wins, 1);
    assert_eq!(stats.seats[2].wins, 0);
    assert_eq!(stats.seats[0].totals.min, Some(10));
    assert_eq!(stats.seats[0].totals.max, Some(40));
    assert_eq!(stats.seats[2].totals.mean(), Some(17.5));
    assert_eq!(stats.totals.count, 6);
    assert_eq!(stats.totals.mean(), Some(20.0));
    assert_eq!(stats.winning_totals.min, Some(30));
    assert_eq!(stats.winning_totals.max, Some(40));
    assert_eq!(stats.winning_totals.mean(), Some(35.0));
    assert_eq!(stats.shared_wins, 0);
}

#[test]
fn a_shared_win_counts_once_as_shared_and_once_per_winner() {
    let stats = stats(&[(&[25, 25, 3], 10)]);
    assert_eq!(stats.shared_wins, 1);
    assert_eq!(stats.seats[0].wins, 1);
    assert_eq!(stats.seats[1].wins, 1);
    assert_eq!(stats.winning_totals.count, 1);
    assert_eq!(stats.winning_totals.sum, 25);
}

#[test]
fn merging_per_thread_stats_equals_recording_every_game_in_one() {
    let games: [(&[i64], u32); 4] = [
        (&[10, 30], 100),
        (&[40, 5], 50),
        (&[7, 7], 70),
        (&[1, 2], 20),
    ];
    let mut merged = stats(&games[..1]);
    merged.merge(&stats(&games[1..]));
    assert_eq!(merged, stats(&games));
    // Merging into empty stats, as `run` does, gives the same too.
    let mut from_empty = Stats::default();
    from_empty.merge(&stats(&games));
    assert_eq!(from_empty, stats(&games));
}

#[test]
fn merge_grows_the_seat_table_for_larger_games() {
    let mut merged = stats(&[(&[1, 2], 1)]);
    merged.merge(&stats(&[(&[1, 2, 9, 4], 1)]));
    assert_eq!(merged.seats.len(), 4);
    assert_eq!(merged.seats[2].wins, 1);
    assert_eq!(merged.seats[2].totals.count, 1);
}

#[test]
fn shares_give_every_game_to_exactly_one_thread() {
    for threads in 1..=5u16 {
        let mut seen: Vec<u64> = (0..threads)
            .flat_map(|thread| Share { thread, threads }.games(23))
            .collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..23).collect::<Vec<_>>(), "{threads} threads");
    }
}

#[test]
fn report_shows_rates_seats_and_winning_totals() {
    let report = Report {
        game: "test".to_owned(),
        players: 2,
        first_seed: 7,
        threads: 2,
        wall: Duration::from_secs(2),
        cpu: Some(Duration::from_millis(500)),
        stats: stats(&[(&[10, 30], 100), (&[40, 40], 50)]),
    };
    assert_eq!(report.games_per_second(), 1.0);
    assert_eq!(report.games_per_cpu_second(), Some(4.0));
    let text = report.to_string();
    assert!(
        text.contains("games             2 (seeds 7 to 8)"),
        "{text}"
    );
    assert!(
        text.contains("decisions         150 (75.0 per game)"),
        "{text}"
    );
    assert!(
        text.contains("games per second  1.0 (0.5 per thread)"),
        "{text}"
    );
    assert!(
        text.contains("cpu time          0.500 s (4.0 games per second on a core)"),
        "{text}"
    );
    assert!(
        text.contains("winning total     mean 35.0, min 30, max 40"),
        "{text}"
    );
    assert!(text.contains("shared wins       1 games (50.0%)"), "{text}");
    let seat_one = text
        .lines()
        .find(|line| line.starts_with('1'))
        .unwrap_or_default();
    assert_eq!(
        seat_one.split_whitespace().collect::<Vec<_>>(),
        ["1", "35.0", "30", "40", "2", "100.0%"]
    );
}

fn settings(game: &str, players: u8) -> SimulateSettings {
    SimulateSettings {
        setup: GameSetup {
            game: game.to_owned(),
            players,
            modules: Vec::new(),
            options: None,
            variant: None,
        },
        games: 1,
        seed: 1,
        threads: 1,
    }
}

#[test]
fn an_unknown_game_is_refused_with_the_known_ids() {
    match run(&settings("monopoly", 4)) {
        Err(SimulateError::UnknownGame { known, .. }) => {
            assert!(known.contains("new-bedford"), "{known}");
        }
        other => panic!("expected UnknownGame, got {other:?}"),
    }
}

/// A toy game for driving `play` without a real engine: each seat acts five times and
/// scores its seat number plus the game's seed modulo 3; setup refuses seed 13.
struct Countdown;

#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct CountdownState {
    players: u8,
    seed: u64,
    turn: u32,
}

impl NamedSeats for CountdownState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        std::iter::empty()
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        std::iter::empty()
    }
}

/// A countdown move: a digit, which changes nothing but the turn.
#[derive(Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Digit(u8);

impl Private for Digit {}

impl Rules for Countdown {
    type Options = ();
    type State = CountdownState;
    type Action = Digit;
    type Event = ();
    type Refusal = RuleViolation;
    type Checked = ();

    fn setup(
        &self,
        players: u8,
        _: &(),
        seed: u64,
        _: ChanceMode,
    ) -> Result<CountdownState, SetupError> {
        if seed == 13 {
            return Err(SetupError::Invalid(Vec::new()));
        }
        Ok(CountdownState {
            players,
            seed,
            turn: 0,
        })
    }

    fn validate(&self, _: &CountdownState) -> Result<(), Vec<Violation>> {
        Ok(())
    }

    fn turn(&self, state: &CountdownState) -> Turn {
        if state.turn >= 5 * u32::from(state.players) {
            return Turn::Over;
        }
        let seat = state.turn % u32::from(state.players);
        Turn::One(Actor::Seat(u8::try_from(seat).unwrap_or(0)))
    }

    fn candidates(&self, _: &CountdownState, _: Actor, actions: &mut Vec<Digit>) {
        actions.extend([Digit(0), Digit(1)]);
    }

    fn check(&self, _: &CountdownState, _: Actor, _: &Digit) -> Result<(), RuleViolation> {
        Ok(())
    }

    fn execute(&self, state: &mut CountdownState, (): (), _: &Digit, _: &mut Vec<()>) {
        state.turn += 1;
    }

    fn label(&self, _: &CountdownState, action: &Digit) -> String {
        action.0.to_string()
    }

    fn probability(&self, _: &CountdownState, _: &Digit) -> Option<f64> {
        None
    }

    fn score(&self, state: &CountdownState) -> ScoreSheet {
        let mut builder = SheetBuilder::new("countdown", &[("points", "Points")], &[]);
        for seat in 0..state.players {
            let points = i64::from(seat) + i64::try_from(state.seed % 3).unwrap_or(0);
            builder.player("").add("points", "test", points, "");
        }
        builder.finish(true)
    }

    fn view(&self, state: &CountdownState, _: Option<u8>) -> CountdownState {
        state.clone()
    }

    fn determinize(&self, view: &CountdownState, _: u8, _: u64) -> CountdownState {
        view.clone()
    }

    fn rules(&self) -> &'static [RuleSection] {
        &[]
    }
}

fn countdown(games: u64, seed: u64, threads: u16) -> Result<Report, SimulateError> {
    let settings = SimulateSettings {
        setup: GameSetup {
            game: "countdown".to_owned(),
            players: 3,
            modules: Vec::new(),
            options: None,
            variant: None,
        },
        games,
        seed,
        threads,
    };
    play(&JsonRules(Countdown), "countdown", &settings)
}

#[test]
fn threads_play_every_game_once_and_agree_with_one_thread() {
    let one = countdown(40, 100, 1).map(|report| report.stats);
    let three = countdown(40, 100, 3).map(|report| report.stats);
    let (Ok(one), Ok(three)) = (one, three) else {
        panic!("countdown games failed");
    };
    assert_eq!(one, three);
    assert_eq!(one.games, 40);
    assert_eq!(one.decisions, 40 * 15);
    // The last seat always has the highest total.
    assert_eq!(one.seats[2].wins, 40);
}

#[test]
fn more_threads_than_games_start_only_as_many_threads_as_games() {
    match countdown(2, 0, 8) {
        Ok(report) => {
            assert_eq!(report.threads, 2);
            assert_eq!(report.stats.games, 2);
        }
        Err(error) => panic!("{error}"),
    }
}

#[test]
fn a_failing_game_is_reported_with_its_seed() {
    for threads in [1, 4] {
        match countdown(20, 5, threads) {
            Err(SimulateError::Playout { seed, .. }) => assert_eq!(seed, 13),
            other => panic!("expected the seed 13 failure, got {other:?}"),
        }
    }
}

/// A real game's catalogue and score sheet without its rules engine, so the refusal is
/// tested whichever games have engines.
struct WithoutEngine(&'static dyn Game);

impl Game for WithoutEngine {
    fn info(&self) -> &quarterdeck_engine::GameInfo {
        self.0.info()
    }

    fn components(&self) -> &[quarterdeck_engine::Component] {
        self.0.components()
    }

    fn sources(&self) -> &'static [quarterdeck_engine::core::components::Source] {
        self.0.sources()
    }

    fn score_sheet(
        &self,
        request: &[u8],
    ) -> Result<ScoreSheet, quarterdeck_engine::ScoreSheetError> {
        self.0.score_sheet(request)
    }

    fn score_sheet_example(&self) -> serde_json::Value {
        self.0.score_sheet_example()
    }

    fn openapi_types(&self) -> quarterdeck_engine::core::openapi::GameTypes {
        quarterdeck_engine::core::openapi::GameTypes {
            play: None,
            ..self.0.openapi_types()
        }
    }
}

/// `--modules` opens player counts a module allows and reaches the engine's setup.
#[test]
fn modules_and_options_reach_the_games_setup() {
    let mut five = settings("new-bedford", 5);
    assert!(matches!(
        run(&five),
        Err(SimulateError::Players { players: 5, .. })
    ));
    five.setup.modules = vec!["fifth-player".to_owned()];
    five.games = 3;
    let report = run(&five).unwrap();
    assert_eq!(report.stats.games, 3);
    assert_eq!(report.stats.seats.len(), 5);
    let mut advanced = settings("fleet", 3);
    advanced.setup.options = Some(r#"{"advanced-setup": true}"#.to_owned());
    assert!(run(&advanced).is_ok());
    advanced.setup.options = Some(r#"{"advanced": true}"#.to_owned());
    match run(&advanced) {
        Err(SimulateError::Options { reason, .. }) => {
            assert!(reason.contains("advanced"), "{reason}")
        }
        other => panic!("an unknown option is refused, got {other:?}"),
    }
    let mut rising_tide = settings("new-bedford", 5);
    rising_tide.setup.modules = ["town", "ships-log", "fifth-player"]
        .map(str::to_owned)
        .to_vec();
    rising_tide.games = 3;
    assert_eq!(run(&rising_tide).unwrap().stats.games, 3);
    let mut twice = settings("new-bedford", 4);
    twice.setup.modules = vec!["ships-log".to_owned(), "ships-log".to_owned()];
    match run(&twice) {
        Err(SimulateError::Playout { source, .. }) => {
            assert!(source.to_string().contains("twice"), "{source}")
        }
        other => panic!("a module listed twice is refused, got {other:?}"),
    }
}

/// `--variant` sets the `variant` option of a game whose catalogue lists one (Bremerhaven's
/// long, short and solo games), wins over `--options`, and is refused with a clear message
/// for a value the catalogue does not list and for every game without the option.
#[test]
fn variant_sets_the_catalogues_variant_option_and_is_refused_elsewhere() {
    for (variant, players) in [("long", 2), ("short", 3), ("solo", 1)] {
        let mut game = settings("bremerhaven", players);
        game.setup.variant = Some(variant.to_owned());
        game.games = 2;
        let report = run(&game).unwrap_or_else(|error| panic!("{variant}: {error}"));
        assert_eq!(report.stats.games, 2, "{variant}");
        assert_eq!(report.stats.seats.len(), usize::from(players), "{variant}");
    }
    // Left out, one player plays the solo game; the long game is not for one player, and
    // `--variant` reaches setup over a `variant` given in `--options`.
    let mut solo = settings("bremerhaven", 1);
    assert_eq!(run(&solo).unwrap().stats.games, 1);
    solo.setup.options = Some(r#"{"variant": "long"}"#.to_owned());
    assert!(matches!(run(&solo), Err(SimulateError::Playout { .. })));
    solo.setup.variant = Some("solo".to_owned());
    assert_eq!(run(&solo).unwrap().stats.games, 1);
    let mut two_alone = settings("bremerhaven", 2);
    two_alone.setup.variant = Some("solo".to_owned());
    match run(&two_alone) {
        Err(SimulateError::Playout { source, .. }) => {
            assert!(source.to_string().contains("solo"), "{source}")
        }
        other => panic!("a solo game of 2 is refused by setup, got {other:?}"),
    }
    let mut unknown = settings("bremerhaven", 2);
    unknown.setup.variant = Some("medium".to_owned());
    match run(&unknown) {
        Err(error @ SimulateError::UnknownVariant { .. }) => {
            let message = error.to_string();
            assert!(message.contains("`medium`"), "{message}");
            assert!(message.contains("long, short, solo"), "{message}");
        }
        other => panic!("an unlisted variant is refused, got {other:?}"),
    }
    // Every game whose catalogue has no `variant` option refuses the flag, whatever else.
    let without: Vec<&dyn Game> = all_games()
        .iter()
        .copied()
        .filter(|game| !game.info().options.iter().any(|o| o.id == "variant"))
        .collect();
    assert!(!without.is_empty(), "some games have no variants");
    for game in without {
        let id = &game.info().id;
        let mut settings = settings(id, game.info().players.min);
        settings.setup.variant = Some("long".to_owned());
        match run(&settings) {
            Err(error @ SimulateError::NoVariant { .. }) => {
                let message = error.to_string();
                assert!(message.starts_with(id.as_str()), "{message}");
                assert!(message.contains("--variant"), "{message}");
            }
            Err(SimulateError::NoEngine { .. }) => {}
            other => panic!("{id}: --variant is refused, got {other:?}"),
        }
    }
}

#[test]
fn a_game_without_an_engine_is_refused() {
    let game = WithoutEngine(find_game("new-bedford").unwrap());
    assert!(
        game.0.playable().is_some(),
        "the wrapped game has an engine"
    );
    match run_game(&game, &settings("new-bedford", 2)) {
        Err(SimulateError::NoEngine { game }) => assert_eq!(game, "new-bedford"),
        other => panic!("expected NoEngine, got {other:?}"),
    }
}
