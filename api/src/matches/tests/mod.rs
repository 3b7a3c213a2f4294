//! Service tests against a real SQLite file in a temporary directory.

use std::sync::atomic::AtomicBool;

use super::*;
use crate::config::WebhookTargets;
use crate::store::SqliteStore;

fn temp_store() -> (SqliteStore, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "quarterdeck-matches-{}-{}",
        std::process::id(),
        secret().unwrap()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    (SqliteStore::open(&dir.join("m.db")).unwrap(), dir)
}

fn token_for(created: &CreatedMatch, actor: Actor) -> &str {
    match actor {
        Actor::Seat(seat) => &created.seats[usize::from(seat)].token,
        Actor::Table => &created.owner_token,
    }
}

/// Plays `moves` actions, always the first legal one, through the service.
fn play(store: &SqliteStore, created: &CreatedMatch, moves: usize) {
    play_choosing(store, created, moves, |_, _| 0);
}

/// Plays `moves` actions through the service, `choose(version, listed)` picking which.
fn play_choosing(
    store: &SqliteStore,
    created: &CreatedMatch,
    moves: usize,
    choose: impl Fn(i64, usize) -> usize,
) {
    for _ in 0..moves {
        let view = read(store, &created.summary.id, None).unwrap();
        let Some(&actor) = view.to_act.first() else {
            return;
        };
        let token = token_for(created, actor);
        let legal = legal_actions(store, &created.summary.id, Some(token)).unwrap();
        let chosen = choose(view.summary.version, legal.legal.actions.len());
        let body = json!({"game": "new-bedford", "action": legal.legal.actions[chosen].action})
            .to_string();
        act(
            store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: &created.summary.id,
                token: Some(token),
                if_match: Some(format!("\"{}\"", view.summary.version).as_bytes()),
                idempotency_key: None,
                body: body.as_bytes(),
            },
        )
        .unwrap();
    }
}

fn create_match(store: &SqliteStore, chance: &str) -> CreatedMatch {
    create_named(store, chance, &Value::Null)
}

fn create_named(store: &SqliteStore, chance: &str, names: &Value) -> CreatedMatch {
    let body = json!({"game": "new-bedford", "players": 3, "seed": 11, "chance": chance, "names": names, "visibility": "public"});
    created(store, &body.to_string()).unwrap()
}

/// The listing request for one page of every public match.
fn page<'a>(page_size: Option<&'a str>, page_token: Option<&'a str>) -> ListRequest<'a> {
    ListRequest {
        game: None,
        status: None,
        page_size,
        page_token,
        token: None,
    }
}

/// A match created from `body` with the bots and webhook targets a node has by default.
fn created(store: &SqliteStore, body: &str) -> Result<CreatedMatch, ApiError> {
    create(
        store,
        &Bots::default(),
        WebhookTargets::default(),
        "http://localhost",
        body.as_bytes(),
    )
}

/// The stored state is always what replaying the log from setup gives, also when each action
/// starts from the state the one before kept; seat names, which no action changes, are read
/// back from the stored state.
#[test]
fn stored_state_equals_replaying_the_log_from_setup() {
    let (store, dir) = temp_store();
    for chance in ["seeded", "table"] {
        let created = create_named(&store, chance, &json!(["Ann", null, " Cy "]));
        play(&store, &created, 400);
        let record = store.find_match(&created.summary.id).unwrap().unwrap();
        let engine = engine(&record.game).unwrap();
        let names = engine.seat_names(&record.state().unwrap()).unwrap();
        assert_eq!(names, [Some("Ann".to_owned()), None, Some("Cy".to_owned())]);
        let setup = json!({"players": record.players, "options": record.options, "seed": record.seed, "chance": record.chance, "names": names});
        let mut state = engine.setup(setup.to_string().as_bytes()).unwrap();
        for entry in store.actions(&record.id, 1, u32::MAX).unwrap() {
            let actor: Actor = serde_json::from_value(entry.actor).unwrap();
            state = engine
                .apply(&state, Some(actor), &entry.action)
                .unwrap()
                .state;
        }
        assert_eq!(
            state,
            record.state().unwrap(),
            "{chance}: replay differs from the stored state"
        );
        assert_eq!(record.rules_version, quarterdeck_engine::RULES_VERSION);
        // Every action after the first started from the state the one before kept, so the
        // replay above checked that path too. The latest version's state is kept, once.
        assert!(store.take_hot(&record.id, record.version).is_some());
        assert!(store.take_hot(&record.id, record.version).is_none());
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_stale_version_is_refused_and_a_retry_with_the_same_key_applies_once() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    let token = &created.seats[0].token;
    let body = json!({"game": "new-bedford", "action": {"type": "starting-resources", "wood": 0, "food": 0, "brick": 0, "money": 5}}).to_string();
    let request = |if_match: &str, key: Option<&str>, body: &str| {
        act(
            &store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: &created.summary.id,
                token: Some(token),
                if_match: Some(if_match.as_bytes()),
                idempotency_key: key.map(str::as_bytes),
                body: body.as_bytes(),
            },
        )
    };
    let first = request("\"0\"", Some("once"), &body).unwrap();
    assert_eq!(first.version, 1);
    let retry = request("\"0\"", Some("once"), &body).unwrap();
    assert_eq!(
        serde_json::to_value(&retry).unwrap(),
        serde_json::to_value(&first).unwrap()
    );
    assert_eq!(
        store.actions(&created.summary.id, 1, 10).unwrap().len(),
        1,
        "the retry applied nothing"
    );
    let other = json!({"game": "new-bedford", "action": {"type": "starting-resources", "wood": 5, "food": 0, "brick": 0, "money": 0}}).to_string();
    assert!(matches!(
        request("\"0\"", Some("once"), &other),
        Err(ApiError::IdempotencyKeyReused)
    ));
    assert!(matches!(
        request("\"0\"", None, &other),
        Err(ApiError::VersionMismatch { current: 1 })
    ));
    assert!(matches!(
        act(
            &store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: &created.summary.id,
                token: Some(token),
                if_match: None,
                idempotency_key: None,
                body: other.as_bytes()
            }
        ),
        Err(ApiError::IfMatchRequired)
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

/// A key is its token's own: another token under seat 0's key is a new request (here refused
/// for its stale version, exactly as under a key nobody used), never `idempotency-key-reused`.
#[test]
fn another_tokens_idempotency_key_is_a_new_request() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    let body = json!({"game": "new-bedford", "action": {"type": "starting-resources", "wood": 0, "food": 0, "brick": 0, "money": 5}}).to_string();
    let request = |token: &str, key: &[u8]| {
        act(
            &store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: &created.summary.id,
                token: Some(token),
                if_match: Some(b"\"0\""),
                idempotency_key: Some(key),
                body: body.as_bytes(),
            },
        )
    };
    request(&created.seats[0].token, b"k").unwrap();
    for token in [&created.seats[2].token, &created.owner_token] {
        for key in [b"k", b"z"] {
            assert!(matches!(
                request(token, key),
                Err(ApiError::VersionMismatch { current: 1 })
            ));
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn only_the_seat_to_act_may_act_and_only_the_owner_may_delete() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    let body = json!({"game": "new-bedford", "action": {"type": "farm"}}).to_string();
    let wrong = act(
        &store,
        &BotTurns::idle(),
        &ActRequest {
            id_or_name: &created.summary.id,
            token: Some(&created.seats[1].token),
            if_match: Some(b"\"0\""),
            idempotency_key: None,
            body: body.as_bytes(),
        },
    );
    assert!(matches!(wrong, Err(ApiError::WrongSeat { .. })));
    assert!(matches!(
        delete(&store, &created.summary.id, Some(&created.seats[0].token)),
        Err(ApiError::OwnerOnly)
    ));
    assert!(matches!(
        delete(&store, &created.summary.id, Some("not-a-token")),
        Err(ApiError::BadToken)
    ));
    delete(&store, &created.summary.id, Some(&created.owner_token)).unwrap();
    assert!(matches!(
        read(&store, &created.summary.id, None),
        Err(ApiError::UnknownMatch(_))
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

/// A write or a seat's list is authenticated first: without a token it is 401 whether or not
/// the match exists; with one, a match that is gone is a 404.
#[test]
fn writes_without_a_token_are_unauthorised_whether_or_not_the_match_exists() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    delete(&store, &created.summary.id, Some(&created.owner_token)).unwrap();
    for id in [created.summary.id.as_str(), "m_000000000000000000000000"] {
        assert!(matches!(
            delete(&store, id, None),
            Err(ApiError::MissingToken)
        ));
        assert!(matches!(
            legal_actions(&store, id, None),
            Err(ApiError::MissingToken)
        ));
        let written = act(
            &store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: id,
                token: None,
                if_match: Some(b"\"0\""),
                idempotency_key: None,
                body: b"{}",
            },
        );
        assert!(matches!(written, Err(ApiError::MissingToken)));
        assert!(matches!(
            delete(&store, id, Some(&created.owner_token)),
            Err(ApiError::UnknownMatch(_))
        ));
        assert!(matches!(
            read(&store, id, None),
            Err(ApiError::UnknownMatch(_))
        ));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// RFC 9110 §13.1.1 through the service: strong comparison, lists, `*` refused, malformed
/// values refused before anything is looked up.
#[test]
fn if_match_is_compared_strongly_and_star_and_malformed_values_are_refused() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    let token = &created.seats[0].token;
    let body = json!({"game": "new-bedford", "action": {"type": "starting-resources", "wood": 0, "food": 0, "brick": 0, "money": 5}}).to_string();
    let request = |if_match: &str, key: Option<&[u8]>| {
        act(
            &store,
            &BotTurns::idle(),
            &ActRequest {
                id_or_name: &created.summary.id,
                token: Some(token),
                if_match: Some(if_match.as_bytes()),
                idempotency_key: key,
                body: body.as_bytes(),
            },
        )
    };
    for stale in ["W/\"0\"", "\"00\"", "\"stale-0\"", "\"1\", W/\"0\"", ""] {
        assert!(
            matches!(
                request(stale, None),
                Err(ApiError::VersionMismatch { current: 0 })
            ),
            "{stale:?}"
        );
    }
    for malformed in ["0", "W/0", "\"0", "\"0\" \"1\"", "*, \"0\""] {
        assert!(
            matches!(
                request(malformed, None),
                Err(ApiError::MalformedPrecondition {
                    header: "If-Match",
                    ..
                })
            ),
            "{malformed:?}"
        );
    }
    assert!(matches!(request("*", None), Err(ApiError::IfMatchWildcard)));
    let long_key = "k".repeat(MAX_IDEMPOTENCY_KEY + 1);
    for key in [
        long_key.as_bytes(),
        b"",
        b"with space",
        "caf\u{e9}".as_bytes(),
    ] {
        assert!(
            matches!(
                request("\"0\"", Some(key)),
                Err(ApiError::BadIdempotencyKey(_))
            ),
            "{key:?}"
        );
    }
    assert_eq!(
        store.actions(&created.summary.id, 1, 10).unwrap().len(),
        0,
        "nothing refused was applied"
    );
    let longest = "k".repeat(MAX_IDEMPOTENCY_KEY);
    let applied = request("\"7\", \"0\"", Some(longest.as_bytes())).unwrap();
    assert_eq!(applied.version, 1, "any listed tag may match");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn page_sizes_log_limits_and_starts_out_of_range_are_refused_naming_the_field() {
    let (store, dir) = temp_store();
    let created = create_match(&store, "seeded");
    let id = &created.summary.id;
    let out_of_range = |result: Result<(), ApiError>, field: &str| match result {
        Err(ApiError::OutOfRange { field: named, .. }) => assert_eq!(named, field),
        Err(other) => panic!("{field}: {other}"),
        Ok(()) => panic!("{field}: accepted"),
    };
    for size in ["0", "101", "-1", "ten", "1.5", "99999999999999999999"] {
        out_of_range(list(&store, &page(Some(size), None)).map(drop), "page_size");
    }
    for limit in ["0", "501", "-3"] {
        out_of_range(log(&store, id, None, None, Some(limit)).map(drop), "limit");
    }
    for from in ["0", "-1", "x"] {
        out_of_range(log(&store, id, None, Some(from), None).map(drop), "from");
    }
    let refused = list(&store, &page(Some("101"), None)).unwrap_err();
    let problem = refused.problem();
    assert_eq!(
        (problem.status, problem.code.as_str()),
        (400, "out-of-range")
    );
    assert_eq!(problem.errors[0].field, "page_size");
    assert!(
        problem.detail.contains("from 1 to 100"),
        "{}",
        problem.detail
    );
    assert_eq!(
        list(&store, &page(Some("100"), None))
            .unwrap()
            .matches
            .len(),
        1
    );
    assert_eq!(
        list(&store, &page(Some("1"), None)).unwrap().matches.len(),
        1
    );
    assert!(log(&store, id, None, Some("1"), Some("500")).is_ok());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn names_are_lower_case_words_and_never_look_like_ids() {
    assert!(check_name("friday-night-2").is_ok());
    assert!(check_name("m_0123").is_err());
    assert!(check_name("Friday").is_err());
    assert!(check_name("").is_err());
    assert!(check_name(&"a".repeat(64)).is_err());
}

#[test]
fn a_named_match_shows_names_on_tokens_log_entries_and_the_score_sheet() {
    let (store, dir) = temp_store();
    let created = create_named(&store, "table", &json!([" Ann", null, "Cy"]));
    let token_names: Vec<Option<&str>> = created.seats.iter().map(|s| s.name.as_deref()).collect();
    assert_eq!(token_names, [Some("Ann"), None, Some("Cy")]);
    // Varied choices launch ships, so the table reports draws too.
    play_choosing(&store, &created, 200, |version, listed| {
        usize::try_from(version).unwrap() * 7 % listed
    });
    let entries = log(&store, &created.summary.id, None, None, None)
        .unwrap()
        .entries;
    let mut seen = std::collections::HashSet::new();
    for entry in &entries {
        let expected = match entry.actor {
            Actor::Seat(0) => Some("Ann"),
            Actor::Seat(2) => Some("Cy"),
            Actor::Seat(_) | Actor::Table => None,
        };
        assert_eq!(entry.actor_name.as_deref(), expected, "entry {}", entry.seq);
        seen.insert(entry.actor);
    }
    // Named seats, the unnamed seat and the table all acted in those moves.
    assert_eq!(seen.len(), 4, "{seen:?}");
    let json = serde_json::to_value(&entries).unwrap();
    assert!(
        json.as_array()
            .unwrap()
            .iter()
            .filter(|e| e["actor"] == json!({"seat": 1}) || e["actor"] == json!("table"))
            .all(|e| e.get("actor_name").is_none()),
        "no actor_name key for the table and unnamed seats"
    );
    let sheet = score(&store, &created.summary.id, None).unwrap();
    let on_sheet: Vec<&str> = sheet.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(on_sheet, ["Ann", "Player 2", "Cy"]);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bad_seat_name_refuses_the_match_naming_the_field_and_stores_nothing() {
    let (store, dir) = temp_store();
    let body = json!({"game": "new-bedford", "players": 2, "names": ["Ann", "ann"]}).to_string();
    match created(&store, &body) {
        Err(ApiError::InvalidSetup(problems)) => {
            let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
            assert_eq!(fields, ["names[1]"]);
        }
        other => panic!("expected an invalid setup, got {other:?}"),
    }
    assert!(list(&store, &page(None, None)).unwrap().matches.is_empty());
    std::fs::remove_dir_all(dir).unwrap();
}

/// An action on a stored state (read once, straight into the game's type, or kept from the
/// action before) answers exactly what the three calls it replaces answer: the turn check,
/// `apply` and the seat's `view`.
#[test]
fn acting_on_a_stored_state_matches_apply_then_view_in_every_game() {
    let playable = quarterdeck_engine::all_games().iter().filter_map(|game| {
        game.playable()
            .map(|engine| (game.info().id.clone(), engine))
    });
    let mut games = 0;
    for (id, engine) in playable {
        games += 1;
        let mut state = engine
            .setup(br#"{"players": 2, "seed": 7, "chance": "seeded"}"#)
            .unwrap();
        let mut hot = None;
        for step in 0..300usize {
            let to_act = engine.legal_actions(&state, None).unwrap().to_act;
            let Some(&actor) = to_act.first() else {
                break;
            };
            let seat = match actor {
                Actor::Seat(seat) => Some(seat),
                Actor::Table => None,
            };
            let idle = [Actor::Seat(0), Actor::Seat(1), Actor::Table]
                .into_iter()
                .find(|other| !to_act.contains(other))
                .unwrap();
            let refused = engine
                .act_on_stored(&state.to_string(), None, idle, "{}", None)
                .unwrap();
            assert!(
                matches!(&refused, Acted::NotToAct(may) if *may == to_act),
                "{id} step {step}: {idle} may not act, got {refused:?}"
            );
            let legal = engine.legal_actions(&state, Some(actor)).unwrap().actions;
            let action = legal[step * 7 % legal.len()].action.clone();
            let applied = engine.apply(&state, Some(actor), &action).unwrap();
            // Every other step starts from the state the step before returned, as a match whose
            // last action was here does; the others read the stored text.
            let kept = if step % 2 == 0 { hot.take() } else { None };
            let Acted::Applied {
                state: stored,
                action: logged,
                view,
                events,
                seat_events,
                to_act,
                hot: next,
            } = engine
                .act_on_stored(&state.to_string(), kept, actor, &action.to_string(), seat)
                .unwrap()
            else {
                panic!("{id} step {step}: {actor} is to act");
            };
            let value = |text: &str| serde_json::from_str::<Value>(text).unwrap();
            assert_eq!(value(&stored), applied.state, "{id} step {step}: state");
            assert_eq!(value(logged.get()), action, "{id} step {step}: action");
            assert_eq!(
                value(view.get()),
                engine.view(&applied.state, seat).unwrap(),
                "{id} step {step}: view"
            );
            assert_eq!(
                value(events.get()),
                Value::Array(applied.events.clone()),
                "{id} step {step}: events"
            );
            // The answer shows the seat its events as the log would.
            let (_, seen) =
                engine.view_log_entry(actor, Value::Null, Value::Array(applied.events), seat);
            let answered = seat_events.as_ref().unwrap_or(&events);
            assert_eq!(
                value(answered.get()),
                seen,
                "{id} step {step}: seat's events"
            );
            assert_eq!(to_act, applied.to_act, "{id} step {step}: to_act");
            hot = Some(next);
            state = applied.state;
        }
    }
    assert!(games >= 2, "New Bedford and Nantucket are playable");
}

#[test]
fn bot_seats_play_their_turns_one_commit_each_until_the_match_ends() {
    let (store, dir) = temp_store();
    let body = json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 0, "kind": "random"}, {"seat": 1, "kind": "greedy", "iterations": 1}
    ]})
    .to_string();
    let created = created(&store, &body).unwrap();
    assert_eq!(
        store.awaiting_bots(0, 10).unwrap(),
        std::slice::from_ref(&created.summary.id)
    );
    let limit = BotTimeLimit::default();
    let mut versions = Vec::new();
    loop {
        match play_bot_turn(&store, &created.summary.id, limit, &AtomicBool::new(false)).unwrap() {
            BotTurn::Played {
                version, another, ..
            } => {
                versions.push(version);
                if !another {
                    break;
                }
            }
            other => panic!("a bot was to act, yet {other:?}"),
        }
    }
    let finished = read(&store, &created.summary.id, None).unwrap();
    assert_eq!(finished.summary.status, seating::ShownStatus::Finished);
    let played: Vec<i64> = (1..=finished.summary.version).collect();
    assert_eq!(versions, played, "one commit per version, in order");
    assert!(store.awaiting_bots(0, 10).unwrap().is_empty());
    assert_eq!(
        play_bot_turn(&store, &created.summary.id, limit, &AtomicBool::new(false)).unwrap(),
        BotTurn::Idle
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bot_seats_token_still_acts_for_it_and_its_move_is_a_persons() {
    let (store, dir) = temp_store();
    let body =
        json!({"game": "new-bedford", "players": 2, "bots": [{"seat": 0, "kind": "random"}]})
            .to_string();
    let created = created(&store, &body).unwrap();
    play(&store, &created, 1);
    let view = read(&store, &created.summary.id, None).unwrap();
    assert_eq!(view.summary.version, 1);
    let log = log(&store, &created.summary.id, None, None, None).unwrap();
    assert!(
        !log.entries[0].bot,
        "a move sent with a token is a person's"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bot_overtaken_while_it_thinks_drops_its_move() {
    let (store, dir) = temp_store();
    let body = json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 0, "kind": "ismcts", "time_ms": 1500}
    ]})
    .to_string();
    let created = created(&store, &body).unwrap();
    let id = created.summary.id.clone();
    let thought = std::thread::scope(|scope| {
        let bot = scope.spawn(|| {
            play_bot_turn(
                &store,
                &id,
                BotTimeLimit::default(),
                &AtomicBool::new(false),
            )
        });
        // The seat's token moves while the bot still thinks.
        std::thread::sleep(std::time::Duration::from_millis(300));
        play(&store, &created, 1);
        bot.join().unwrap().unwrap()
    });
    assert_eq!(
        thought,
        BotTurn::Overtaken {
            seat: 0,
            version: 0
        }
    );
    let log = log(&store, &id, None, None, None).unwrap();
    assert_eq!(log.entries.len(), 1, "only the person's move was committed");
    assert!(!log.entries[0].bot);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_halted_bot_stops_thinking_at_once_and_commits_nothing() {
    let (store, dir) = temp_store();
    let body = json!({"game": "new-bedford", "players": 2, "bots": [
        {"seat": 0, "kind": "ismcts", "time_ms": 5000}
    ]})
    .to_string();
    let created = created(&store, &body).unwrap();
    let started = std::time::Instant::now();
    let thought = play_bot_turn(
        &store,
        &created.summary.id,
        BotTimeLimit::default(),
        &AtomicBool::new(true),
    )
    .unwrap();
    assert_eq!(thought, BotTurn::Idle);
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
    assert_eq!(
        read(&store, &created.summary.id, None)
            .unwrap()
            .summary
            .version,
        0
    );
    assert_eq!(
        store.awaiting_bots(0, 10).unwrap().len(),
        1,
        "the turn waits for the next start"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn each_action_of_a_match_with_a_target_queues_its_delivery_and_no_read_shows_the_target() {
    let (store, dir) = temp_store();
    let url = "http://127.0.0.1:9/turns";
    let body = json!({"game": "new-bedford", "players": 2, "name": "with-hooks",
        "notify": {"url": url, "secret": "0123456789abcdef"}})
    .to_string();
    let created = create(
        &store,
        &Bots::default(),
        WebhookTargets::Any,
        "http://localhost",
        body.as_bytes(),
    )
    .unwrap();
    assert_eq!(
        created.notify.as_ref().map(|shown| shown.url.as_str()),
        Some(url)
    );
    // Without a target, nothing is queued.
    let plain = create_match(&store, "seeded");
    play(&store, &plain, 2);
    play(&store, &created, 3);
    let id = &created.summary.id;
    let now = SystemTime::now();
    for version in 1..=3 {
        let claimed = store
            .claim_deliveries(now, std::time::Duration::from_secs(30), 10)
            .unwrap();
        assert_eq!(claimed.len(), 1, "one at a time per match: {claimed:?}");
        let delivery = &claimed[0];
        assert_eq!(delivery.id, format!("{id}.{version}"));
        let payload: Value = serde_json::from_str(&delivery.payload).unwrap();
        let view = read(&store, id, None).unwrap();
        assert_eq!(payload["match"], json!(id));
        assert_eq!(payload["name"], "with-hooks");
        assert_eq!(payload["version"], version);
        assert_eq!(payload["finished"], false);
        if version == 3 {
            assert_eq!(payload["to_act"], json!(view.to_act));
        }
        store
            .finish_delivery(delivery, &crate::store::Attempted::Delivered, now)
            .unwrap();
    }
    assert!(store
        .claim_deliveries(now, std::time::Duration::from_secs(30), 10)
        .unwrap()
        .is_empty());
    let read_back = serde_json::to_string(&read(&store, id, None).unwrap()).unwrap();
    assert!(!read_back.contains("127.0.0.1:9"), "{read_back}");
    std::fs::remove_dir_all(dir).unwrap();
}
