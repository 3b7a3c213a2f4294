//! Bremerhaven over real HTTP, the second game with hidden information: stateless seeded games
//! of the long (2 and 4 players), short (3) and solo (1) games to the final sheet, driven by
//! the server's legal actions (the harbor phase lets several seats act at once, each for
//! itself); a named long match to the end played through seat tokens, interleaving the seats
//! in the harbor phase, whose every view, log entry and action answer is checked, for every
//! seat, the owner and a spectator, to show nobody another seat's hand, the value of another
//! seat's face-down bid, or the decks; a sealed stateless game; the rule catalogue and
//! refusals that cite it; the catalogue's options and setup refusals with field errors. Every
//! score sheet of a game on the provisional practice set carries its note.
//!
//! Table chance: stateless games of every variant where the table names each card turned up,
//! the starting ranks and the dummy's face-down values, every listing with its odds; and games
//! on the table's own deck, whose cards the table reads out value by value.

use quarterdeck_integration_tests::named_match::{seat_of, send, NamedMatch};
use quarterdeck_integration_tests::{
    assert_rule_catalogue, assert_rule_refusal, client, play_to_the_end, stored_match, Lcg, Server,
};
use serde_json::{json, Value};

mod table_deck;

use table_deck::table_board;

const GAME: &str = "bremerhaven";

/// Far more decisions than any game needs; reaching it means the game does not end.
const MAX_DECISIONS: usize = 20_000;

/// The words of the note every sheet of a practice-set game carries (ruling BH-03).
const PROVISIONAL_NOTE: &str = "provisional practice set";

fn call(server: &Server, endpoint: &str, body: &Value) -> Value {
    let (status, response) = server.post_json(&format!("/v1/games/{GAME}/{endpoint}"), body);
    assert_eq!(status, 200, "{endpoint}: {response}");
    response
}

fn assert_provisional_note(sheet: &Value) {
    let notes = sheet["notes"]
        .as_array()
        .unwrap_or_else(|| panic!("no notes: {sheet}"));
    assert!(
        notes
            .iter()
            .any(|note| note.as_str().unwrap().contains(PROVISIONAL_NOTE)),
        "the sheet of a practice-set game says so: {sheet}"
    );
}

/// The sheet of a finished game: final, one row per seat, any winner among the best totals,
/// and the practice set's note.
fn assert_final_sheet(sheet: &Value, players: usize) {
    assert_eq!(sheet["final"], true, "{sheet}");
    assert_eq!(sheet["game"], GAME, "{sheet}");
    let rows = sheet["players"].as_array().unwrap();
    assert_eq!(rows.len(), players, "{sheet}");
    let totals: Vec<i64> = rows.iter().map(|r| r["total"].as_i64().unwrap()).collect();
    let best = *totals.iter().max().unwrap();
    let winners = sheet["winners"].as_array().unwrap();
    if players > 1 {
        assert!(!winners.is_empty(), "{sheet}");
    }
    for winner in winners {
        let seat = usize::try_from(winner.as_u64().unwrap()).unwrap();
        assert_eq!(totals[seat], best, "a winner has the best total: {sheet}");
    }
    for row in rows {
        assert!(row["categories"].is_object(), "{row}");
    }
    assert_provisional_note(sheet);
}

fn assert_over(state: &Value) {
    assert_eq!(state["phase"]["phase"], "over", "{state}");
}

// ---------------------------------------------------------------------------------------------
// Stateless seeded games.

fn stateless_game(server: &Server, variant: &str, players: usize, seed: u64) {
    let setup = json!({"players": players, "seed": seed, "chance": "seeded",
                       "options": {"variant": variant}});
    let game = play_to_the_end(server, GAME, &setup, seed);
    let state = &game.state;
    assert_over(state);
    assert_eq!(state["variant"], variant, "{state}");
    assert_eq!(state["provisional"], true, "{state}");
    assert_eq!(state["players"].as_array().unwrap().len(), players);
    assert_eq!(game.table_listings, 0, "the table acts only in table mode");
    assert!(
        state["decks"].is_object(),
        "the whole state keeps its decks"
    );
    if players > 1 {
        assert!(
            game.simultaneous > 0,
            "{variant}, {players} players: the harbor phase lets several seats act at once"
        );
    }
    eprintln!(
        "bremerhaven {variant} {players} players: {} decisions, {} with several seats due",
        game.decisions, game.simultaneous
    );
    let sheet = call(server, "score", &json!({"state": state}));
    assert_final_sheet(&sheet, players);
}

#[test]
fn seeded_long_games_of_two_and_four_play_to_a_final_sheet() {
    let server = Server::start();
    for (players, seed) in [(2, 21), (4, 22)] {
        stateless_game(&server, "long", players, seed);
    }
}

#[test]
fn a_seeded_short_game_of_three_plays_to_a_final_sheet() {
    let server = Server::start();
    stateless_game(&server, "short", 3, 23);
}

#[test]
fn a_seeded_solo_game_plays_to_a_final_sheet() {
    let server = Server::start();
    stateless_game(&server, "solo", 1, 24);
}

#[test]
fn a_score_before_the_end_is_provisional_and_says_which_cards_it_plays_with() {
    let server = Server::start();
    let state = call(&server, "setup", &json!({"players": 3, "seed": 4}))["state"].clone();
    assert_eq!(state["variant"], "long", "the long game is the default");
    let sheet = call(&server, "score", &json!({"state": state}));
    assert_eq!(sheet["final"], false, "{sheet}");
    assert_eq!(sheet["players"].as_array().unwrap().len(), 3);
    assert_provisional_note(&sheet);
}

// ---------------------------------------------------------------------------------------------
// Stateless table games: the table reports what is turned up.

fn table_game(server: &Server, variant: &str, players: usize, seed: u64) {
    let setup = json!({"players": players, "seed": seed, "chance": "table",
                       "options": {"variant": variant}});
    let game = play_to_the_end(server, GAME, &setup, seed);
    let state = &game.state;
    assert_over(state);
    assert_eq!(state["chance"], "table", "{state}");
    assert!(
        game.table_listings > 0,
        "{variant}: the table reports the cards turned up"
    );
    let sheet = call(server, "score", &json!({"state": state}));
    assert_final_sheet(&sheet, players);
}

#[test]
fn table_games_of_every_variant_play_to_a_final_sheet() {
    let server = Server::start();
    for (variant, players, seed) in [("long", 2, 31), ("short", 4, 32), ("solo", 1, 33)] {
        table_game(&server, variant, players, seed);
    }
    // The table's listings carry the odds of each card: every unseen card alike.
    let state = call(
        &server,
        "setup",
        &json!({"players": 3, "seed": 5, "chance": "table"}),
    )["state"]
        .clone();
    let listed = call(&server, "legal-actions", &json!({"state": state}));
    assert_eq!(listed["to_act"], json!(["table"]), "{listed}");
    let actions = listed["actions"].as_array().unwrap();
    let odds: f64 = actions
        .iter()
        .map(|a| a["probability"].as_f64().unwrap())
        .sum();
    assert!((odds - 1.0).abs() < 1e-9, "{listed}");
}

// ---------------------------------------------------------------------------------------------
// What each reader may see.

/// Whether the cards on the bidding spaces are still face down in this state.
fn bids_face_down(state: &Value) -> bool {
    matches!(
        state["phase"]["phase"].as_str(),
        Some("bidding" | "starting-goods")
    )
}

/// A view as `reader` may see it: nobody sees the decks (nor the RNG and the dummy's cards
/// they hold); only the reader's own seat shows its hand, matching its public size; while
/// bids lie face down, only the reader's own bids show their values. Returns how many of its
/// own secret values (hand cards and face-down bids) the reader sees.
fn assert_view_for(view: &Value, reader: Option<u64>, what: &str) -> usize {
    assert!(
        view.get("decks").is_none_or(Value::is_null),
        "{what}: the decks show: {}",
        view["decks"]
    );
    assert!(view.get("rng").is_none(), "{what}: the RNG shows");
    let mut own = 0;
    for (seat, player) in view["players"].as_array().unwrap().iter().enumerate() {
        let seat = seat as u64;
        let hand = &player["hand"];
        if Some(seat) == reader {
            let cards = hand
                .as_array()
                .unwrap_or_else(|| panic!("{what}: seat {seat} misses its own hand: {player}"));
            assert_eq!(
                cards.len() as u64,
                player["hand_size"].as_u64().unwrap(),
                "{what}: seat {seat}'s hand"
            );
            own += cards.len();
        } else {
            assert!(
                hand.is_null(),
                "{what}: seat {seat}'s hand shows to {reader:?}: {hand}"
            );
        }
    }
    let face_down = bids_face_down(view);
    for bid in view["bids"].as_array().unwrap() {
        let bidder = seat_of(&bid["bidder"]);
        let value = &bid["value"];
        if !face_down {
            if bidder.is_some() {
                assert!(
                    value.is_u64(),
                    "{what}: a turned bid shows its value: {bid}"
                );
            }
        } else if bidder.is_some() && bidder == reader {
            assert!(value.is_u64(), "{what}: the reader's own bid: {bid}");
            own += 1;
        } else {
            assert!(
                value.is_null(),
                "{what}: a face-down bid of {bidder:?} shows to {reader:?}: {bid}"
            );
        }
    }
    own
}

/// The values an action (of `actor`) and its events hold that only their seat may read: a
/// bid's card, and the card of a `bid-placed` event.
fn secret_owners(actor: &Value, action: &Value, events: &Value) -> Vec<(Option<u64>, bool)> {
    let mut owners = Vec::new();
    if action["type"] == "bid" {
        owners.push((seat_of(actor), !action["card"].is_null()));
    }
    for event in events.as_array().unwrap() {
        if event["type"] == "bid-placed" {
            owners.push((
                event["seat"].as_u64(),
                event.get("card").is_some_and(|c| !c.is_null()),
            ));
        }
    }
    owners
}

/// An action (of `actor`) and its events as `reader` reads them: another seat's card reads
/// nothing, the reader's own does. Returns how many own values it shows.
fn assert_entry_for(
    actor: &Value,
    action: &Value,
    events: &Value,
    reader: Option<u64>,
    what: &str,
) -> usize {
    let mut shown = 0;
    for (owner, has_value) in secret_owners(actor, action, events) {
        let own = owner.is_some() && owner == reader;
        assert_eq!(
            has_value, own,
            "{what}: a card of {owner:?} read by {reader:?}: {action} {events}"
        );
        shown += usize::from(has_value);
    }
    shown
}

/// The entry as `reader` should read it, from the whole one in the file: another seat's bid
/// card null in the action and absent from its `bid-placed` event.
fn redacted_for(
    actor: &Value,
    action: &Value,
    events: &Value,
    reader: Option<u64>,
) -> (Value, Value) {
    let mut action = action.clone();
    if action["type"] == "bid" && (seat_of(actor).is_none() || seat_of(actor) != reader) {
        action["card"] = Value::Null;
    }
    let mut events = events.clone();
    for event in events.as_array_mut().unwrap() {
        let owner = event["seat"].as_u64();
        if event["type"] == "bid-placed" && (owner.is_none() || owner != reader) {
            event.as_object_mut().unwrap().remove("card");
        }
    }
    (action, events)
}

// ---------------------------------------------------------------------------------------------
// Named matches.

/// Every reader's view of the match now equals the stateless view of the whole stored state
/// for that reader's seat, and shows nothing of another seat's; returns the seats' own
/// secret values seen while bids lay face down.
fn assert_every_view(server: &Server, m: &NamedMatch, to_act: &[Value], version: i64) -> usize {
    let whole = stored_match(server, &m.id).state;
    assert!(whole["decks"].is_object(), "the file keeps the decks");
    let mut own_bids = 0;
    for (token, seat, who) in m.readers() {
        let read = m.get(server, "", token);
        assert_eq!(read.etag, Some(format!("\"{version}\"")), "{who}");
        assert_eq!(read.body["version"], version, "{who}");
        assert_eq!(read.body["to_act"], json!(to_act), "{who}");
        assert_eq!(read.body["seat"], json!(seat), "{who}");
        let what = format!("{who} reading version {version}");
        let own = assert_view_for(&read.body["state"], seat, &what);
        if bids_face_down(&read.body["state"]) {
            own_bids += own;
        }
        let expected =
            call(server, "view", &json!({"state": whole, "seat": seat}))["state"].clone();
        assert_eq!(read.body["state"], expected, "{what}");
    }
    own_bids
}

/// How a match went.
#[derive(Default)]
struct Played {
    decisions: usize,
    /// Decisions taken while several seats were due at once (the harbor phase).
    simultaneous: usize,
    /// Of those, decisions by another seat than the one before, another still being due: the
    /// seats' harbor phases interleaved.
    interleaved: usize,
    /// Decisions taken while bids lay face down on the board, with other seats' cards down.
    face_down_reads: usize,
    /// Own bid cards each seat read in the answers to its own actions.
    own_in_answers: Vec<usize>,
}

/// Plays a match to its end with every secrecy check on the way: each seat lists its actions
/// with its own token and acts with `If-Match`; in the harbor phase the bot hands the turn to
/// another due seat whenever it can, so the seats' decisions interleave; the answer shows the
/// actor's view and the events as the actor may read them; after every action, every reader's
/// view is checked.
fn play_match(server: &Server, m: &NamedMatch, seed: u64) -> Played {
    let players = m.seats.len();
    assert_view_for(&m.created["state"], None, "the created match");
    let mut bot = Lcg(seed);
    let mut played = Played {
        own_in_answers: vec![0; players],
        ..Played::default()
    };
    let mut to_act = m.created["to_act"].as_array().unwrap().clone();
    let mut version = 0i64;
    let mut last_actor = Value::Null;
    assert_every_view(server, m, &to_act, version);
    while !to_act.is_empty() {
        assert!(played.decisions < MAX_DECISIONS, "the match did not end");
        // Only those due are offered actions; when several seats are due, each has its own.
        let mut offered = Vec::new();
        for (token, seat, who) in m.readers().into_iter().filter(|r| r.0.is_some()) {
            let legal = m.get(server, "/legal-actions", token);
            assert_eq!(legal.body["game"], GAME);
            assert_eq!(legal.body["to_act"], json!(to_act), "{who}");
            let actions = legal.body["actions"].as_array().unwrap().clone();
            let Some(seat) = seat else {
                assert!(
                    actions.is_empty(),
                    "the owner acts for nobody: {}",
                    legal.body
                );
                continue;
            };
            let actor = json!({"seat": seat});
            assert_eq!(
                !actions.is_empty(),
                to_act.contains(&actor),
                "{who} is offered actions exactly when due: {}",
                legal.body
            );
            for listed in &actions {
                // A seat's own listing may show its own cards; a bid is always its own.
                assert!(!listed["label"].as_str().unwrap().is_empty(), "{listed}");
            }
            if !actions.is_empty() {
                offered.push((actor, actions));
            }
        }
        assert_eq!(
            offered.len(),
            to_act.len(),
            "everyone due is offered actions"
        );
        if to_act.len() > 1 {
            played.simultaneous += 1;
            // Interleave: whoever acted last waits while another due seat acts.
            if let Some(at) = offered.iter().position(|(actor, _)| *actor == last_actor) {
                offered.swap_remove(at);
                played.interleaved += 1;
            }
        }
        let (actor, actions) = offered.swap_remove(bot.below(offered.len()));
        let action = actions[bot.below(actions.len())]["action"].clone();
        let reply = m.act(server, m.token_for(&actor), version, &action);
        assert_eq!(reply.status, 200, "{actor} {action}: {}", reply.body);
        version += 1;
        assert_eq!(reply.body["version"], version);
        assert_eq!(reply.etag, Some(format!("\"{version}\"")));
        let reader = seat_of(&actor);
        let what = format!("the answer to {actor}'s action {version}");
        assert_view_for(&reply.body["state"], reader, &what);
        // The answer's events are the stored ones as the actor may read them.
        let whole = stored_match(server, &m.id);
        let (logged_actor, logged_action, logged_events) = whole.log.last().unwrap();
        assert_eq!(logged_actor, &actor);
        assert_eq!(logged_action, &action, "the file keeps the action whole");
        let (_, expected_events) = redacted_for(&actor, &action, logged_events, reader);
        assert_eq!(reply.body["events"], expected_events, "{what}");
        let shown = assert_entry_for(&actor, &Value::Null, &reply.body["events"], reader, &what);
        played.own_in_answers[usize::try_from(reader.unwrap()).unwrap()] += shown;
        to_act = reply.body["to_act"].as_array().unwrap().clone();
        played.decisions += 1;
        last_actor = actor;
        if assert_every_view(server, m, &to_act, version) > 0 {
            played.face_down_reads += 1;
        }
    }
    played
}

/// Every reader's log equals the stored log as that reader may read it, shows a seat its own
/// bids and nobody anyone else's; the stored state is the stored log replayed.
fn assert_logs_and_replay(server: &Server, m: &NamedMatch, played: &Played) {
    let whole = stored_match(server, &m.id);
    assert_eq!(whole.log.len(), played.decisions);
    for (token, seat, who) in m.readers() {
        let entries = m.log(server, token);
        assert_eq!(entries.len(), played.decisions, "{who}");
        let mut shown = 0;
        let mut bids_of_others = 0;
        for (entry, (actor, action, events)) in entries.iter().zip(&whole.log) {
            let what = format!("{who} reading log entry {}", entry["seq"]);
            assert_eq!(&entry["actor"], actor, "{what}");
            shown += assert_entry_for(actor, &entry["action"], &entry["events"], seat, &what);
            let (expected_action, expected_events) = redacted_for(actor, action, events, seat);
            assert_eq!(entry["action"], expected_action, "{what}");
            assert_eq!(entry["events"], expected_events, "{what}");
            if action["type"] == "bid" && seat_of(actor) != seat {
                assert!(entry["action"]["card"].is_null(), "{what}");
                bids_of_others += 1;
            }
        }
        assert!(
            bids_of_others > 0,
            "{who} reads others' bids, without cards"
        );
        match seat {
            Some(_) => assert!(shown > 0, "{who} reads its own bid cards in the log"),
            None => assert_eq!(shown, 0, "{who} reads nobody's bid cards"),
        }
    }
    let mut replayed = call(
        server,
        "setup",
        &json!({"players": whole.players, "seed": whole.seed as u64, "chance": whole.chance,
                "options": whole.options}),
    )["state"]
        .clone();
    for (actor, action, events) in &whole.log {
        let applied = call(
            server,
            "apply",
            &json!({"state": replayed, "actor": actor, "action": action}),
        );
        assert_eq!(&json!(applied["events"]), events, "{actor} {action}");
        replayed = applied["state"].clone();
    }
    assert_eq!(
        replayed, whole.state,
        "the stored state is the replayed log"
    );
}

#[test]
fn a_long_match_hides_hands_face_down_bids_and_decks_from_every_other_reader_to_the_end() {
    let (players, seed) = (3, 41);
    let server = Server::start();
    let m = NamedMatch::create(
        &server,
        &json!({"game": GAME, "players": players, "chance": "seeded", "options": {"variant": "long"}}),
    );
    assert_eq!(m.seats.len(), players);
    let played = play_match(&server, &m, seed);
    eprintln!(
        "bremerhaven long match, {players} players: {} actions, {} with several seats due, \
         {} interleaved, {} while bids lay face down, own cards in answers {:?}",
        played.decisions,
        played.simultaneous,
        played.interleaved,
        played.face_down_reads,
        played.own_in_answers
    );
    assert!(
        played.simultaneous > 0,
        "the harbor phase has several seats due"
    );
    assert!(
        played.interleaved > 0,
        "the seats' harbor phases interleave"
    );
    assert!(
        played.face_down_reads > 0,
        "bids lay face down while seats read"
    );
    for (seat, shown) in played.own_in_answers.iter().enumerate() {
        assert!(
            *shown > 0,
            "seat {seat} sees its own bid cards in its answers"
        );
    }
    assert_logs_and_replay(&server, &m, &played);
    let summary = m.get(&server, "", None);
    assert_eq!(summary.body["status"], "finished");
    assert_over(&stored_match(&server, &m.id).state);
    for (token, _, who) in m.readers() {
        let sheet = m.get(&server, "/score", token).body;
        assert_final_sheet(&sheet, players);
        assert!(sheet.get("decks").is_none(), "{who}");
    }
}

// ---------------------------------------------------------------------------------------------
// Sealed stateless states.

/// Plays a sealed game from setup to the end: every clear-text state is the actor's view (a
/// spectator's when no seat is named), the events are as the actor may read them, and each
/// seat is shown its own bids. The game's seed is the service's secret (a sealed game refuses a
/// chosen one); `seed` drives only the choices.
fn sealed_game(server: &Server, variant: &str, players: usize, seed: u64) -> usize {
    let setup = call(
        server,
        "setup",
        &json!({"players": players, "chance": "seeded", "sealed": true,
                "options": {"variant": variant}}),
    );
    assert_view_for(&setup["state"], None, "a sealed setup");
    let mut token = setup["sealed_state"].as_str().unwrap().to_owned();
    let mut bot = Lcg(seed);
    let mut own_shown = vec![0; players];
    for decisions in 0..MAX_DECISIONS {
        assert!(token.starts_with("qds1.bremerhaven."), "{token}");
        let listed = call(server, "legal-actions", &json!({"sealed_state": token}));
        let to_act = listed["to_act"].as_array().unwrap().clone();
        assert_view_for(
            &listed["state"],
            seat_of(&listed["actor"]),
            "a sealed listing",
        );
        if to_act.is_empty() {
            let sheet = call(server, "score", &json!({"sealed_state": token}));
            assert_final_sheet(&sheet, players);
            let spectator = call(server, "view", &json!({"sealed_state": token}));
            assert_view_for(&spectator["state"], None, "a sealed spectator's view");
            assert_over(&spectator["state"]);
            for (seat, shown) in own_shown.iter().enumerate() {
                assert!(
                    *shown > 0,
                    "seat {seat} sees its own bid cards in its answers"
                );
            }
            return decisions;
        }
        let listed = if to_act.len() > 1 {
            assert!(listed["actor"].is_null(), "{listed}");
            let actor = to_act[bot.below(to_act.len())].clone();
            let named = call(
                server,
                "legal-actions",
                &json!({"sealed_state": token, "actor": actor}),
            );
            assert_view_for(
                &named["state"],
                seat_of(&actor),
                "a sealed listing for a seat",
            );
            named
        } else {
            listed
        };
        let actor = listed["actor"].clone();
        let actions = listed["actions"].as_array().unwrap();
        let action = actions[bot.below(actions.len())]["action"].clone();
        let applied = call(
            server,
            "apply",
            &json!({"sealed_state": token, "actor": actor, "action": action}),
        );
        let reader = seat_of(&actor);
        let what = format!("the sealed answer to {actor}'s {action}");
        assert_view_for(&applied["state"], reader, &what);
        assert!(applied.get("state").is_some_and(|s| s["decks"].is_null()));
        let shown = assert_entry_for(&actor, &Value::Null, &applied["events"], reader, &what);
        own_shown[usize::try_from(reader.unwrap()).unwrap()] += shown;
        assert_eq!(applied["sealed_version"], json!(decisions + 1));
        token = applied["sealed_state"].as_str().unwrap().to_owned();
    }
    panic!("the sealed game did not end");
}

#[test]
fn a_sealed_game_shows_each_actor_only_its_own_hand_and_bids() {
    let server = Server::start();
    let decisions = sealed_game(&server, "long", 2, 51);
    eprintln!("sealed bremerhaven, long, 2 players: {decisions} decisions");
}

// ---------------------------------------------------------------------------------------------
// The catalogue, the rule catalogue and refusals that cite it.

#[test]
fn the_catalogue_lists_the_variant_and_deck_options_and_play() {
    let server = Server::start();
    let game: Value = client()
        .get(server.url("/v1/games/bremerhaven"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let options = game["options"].as_array().unwrap();
    let option = |id: &str| {
        options
            .iter()
            .find(|o| o["id"] == id)
            .unwrap_or_else(|| panic!("no option {id}: {game}"))
            .clone()
    };
    assert_eq!(
        option("variant")["values"],
        json!(["long", "short", "solo"])
    );
    // Left out, the player count chooses: 1 player plays solo, 2-4 the long game.
    assert_eq!(option("variant")["default"], Value::Null);
    assert_eq!(
        option("deck")["values"],
        json!(["provisional", "pack", "table"])
    );
    assert_eq!(option("deck")["default"], "provisional");
    let capabilities = game["capabilities"].as_array().unwrap();
    for capability in ["score-sheet", "components", "play", "rules"] {
        assert!(
            capabilities.iter().any(|c| c == capability),
            "{capability}: {game}"
        );
    }
    assert_eq!(game["players"], json!({"min": 1, "max": 4}));
}

/// A refused setup: 400 or 422, naming each field to fix.
fn assert_setup_refused(server: &Server, body: &Value, fields: &[&str]) {
    let (status, problem) = server.post_json("/v1/games/bremerhaven/setup", body);
    assert!(status == 400 || status == 422, "{status}: {problem}");
    assert_eq!(problem["status"], status);
    let named: Vec<&str> = problem["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("no field errors: {problem}"))
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    for field in fields {
        assert!(named.contains(field), "{field} is not named: {problem}");
    }
    for error in problem["errors"].as_array().unwrap() {
        assert!(!error["message"].as_str().unwrap().is_empty(), "{error}");
    }
}

#[test]
fn setups_the_rules_do_not_allow_are_refused_with_field_errors() {
    let server = Server::start();
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "options": {"variant": "solo"}}),
        &["players"],
    );
    assert_setup_refused(
        &server,
        &json!({"players": 1, "seed": 1, "options": {"variant": "long"}}),
        &["players"],
    );
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "options": {"deck": "pack"}}),
        &["options.deck_pack"],
    );
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "options": {"variant": "medium"}}),
        &["options.variant"],
    );
    // The table's own deck is read out at the table: it needs table chance.
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "chance": "seeded", "options": {"deck": "table"}}),
        &["options.deck"],
    );
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "options": {"board": table_board()}}),
        &["options.board"],
    );
    let mut free_cover = table_board();
    free_cover["harbor"]["cover_costs"][2] = json!(0);
    assert_setup_refused(
        &server,
        &json!({"players": 2, "seed": 1, "chance": "table",
                "options": {"deck": "table", "board": free_cover}}),
        &["options.board.harbor.cover_costs[2]"],
    );
    // A match is refused the same way, and nothing is created.
    let reply = send(
        client()
            .post(server.url("/v1/matches"))
            .json(&json!({"game": GAME, "players": 2, "options": {"variant": "solo"}})),
        "create",
    );
    assert!(reply.status == 400 || reply.status == 422, "{}", reply.body);
    assert_eq!(
        reply.body["errors"][0]["field"], "players",
        "{}",
        reply.body
    );
}

#[test]
fn the_rule_catalogue_lists_sections_and_answers_one_by_id() {
    let server = Server::start();
    assert_rule_catalogue(
        &server,
        GAME,
        &[
            "setup-long",
            "setup-short",
            "setup-solo",
            "bidding",
            "bid-reveal",
            "harbor-phase",
            "clean-up",
            "end-of-game",
            "solo-dummy",
            "chance-table-mode",
        ],
        "bidding",
    );
}

/// The first bid `legal` lists, and the same bid with the highest card value not in `hand`.
fn bid_and_a_card_not_held(hand: &Value, legal: &Value) -> (Value, Value) {
    let hand = hand.as_array().unwrap();
    let bid = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["action"]["type"] == "bid")
        .unwrap_or_else(|| panic!("{legal}"))["action"]
        .clone();
    let missing = (1..=9u64)
        .rev()
        .find(|card| !hand.contains(&json!(card)))
        .unwrap();
    let mut not_held = bid.clone();
    not_held["card"] = json!(missing);
    (bid, not_held)
}

#[test]
fn a_bid_with_a_card_not_in_hand_is_refused_citing_the_bidding_rule() {
    let server = Server::start();
    // Stateless: the first bidder bids a card it does not hold on a space it may bid on.
    let state = call(&server, "setup", &json!({"players": 2, "seed": 8}))["state"].clone();
    assert_eq!(state["phase"]["phase"], "bidding", "{state}");
    let legal = call(&server, "legal-actions", &json!({"state": state}));
    let actor = legal["actor"].clone();
    let seat = usize::try_from(seat_of(&actor).unwrap()).unwrap();
    let (bid, not_held) = bid_and_a_card_not_held(&state["players"][seat]["hand"], &legal);
    let (status, problem) = server.post_json(
        "/v1/games/bremerhaven/apply",
        &json!({"state": state, "action": not_held}),
    );
    assert_rule_refusal(&server, GAME, (status, &problem), "not-in-hand", "bidding");
    // A dry run of the listed bid is accepted, so it is the card that is refused.
    let (status, dry) = server.post_json(
        "/v1/games/bremerhaven/apply",
        &json!({"state": state, "action": bid, "dry_run": true}),
    );
    assert_eq!(status, 200, "{dry}");

    // In a named match: the same refusal, and the match does not move.
    let m = NamedMatch::create(
        &server,
        &json!({"game": GAME, "players": 2, "chance": "seeded", "options": {}}),
    );
    // The match's seed is secret, so the bidder's own hand and bids come from its own reads.
    let bidder = m.created["to_act"][0].clone();
    let token = m.token_for(&bidder).to_owned();
    let seat = usize::try_from(seat_of(&bidder).unwrap()).unwrap();
    let own = m.get(&server, "", Some(&token)).body;
    let listed = m.get(&server, "/legal-actions", Some(&token)).body;
    let (bid, not_held) = bid_and_a_card_not_held(&own["state"]["players"][seat]["hand"], &listed);
    let refused = m.act(&server, &token, 0, &not_held);
    assert_rule_refusal(
        &server,
        GAME,
        (refused.status, &refused.body),
        "not-in-hand",
        "bidding",
    );
    let read = m.get(&server, "", Some(&token));
    assert_eq!(read.body["version"], 0, "a refused bid changes nothing");
    assert!(m.log(&server, None).is_empty());
    // Another seat may not bid in the bidder's place.
    let other = m.seats.iter().find(|t| **t != token).unwrap();
    let wrong = m.act(&server, other, 0, &bid);
    assert_eq!(wrong.status, 403, "{}", wrong.body);
    assert_eq!(wrong.body["code"], "wrong-seat");
    // The bidder's own bid goes through; the other seat's answer-free reads show no card.
    let placed = m.act(&server, &token, 0, &bid);
    assert_eq!(placed.status, 200, "{}", placed.body);
    let other_seat = m.seats.iter().position(|t| t == other).unwrap() as u64;
    let seen = m.get(&server, "", Some(other)).body;
    assert_view_for(
        &seen["state"],
        Some(other_seat),
        "the other seat after a bid",
    );
    let entry = &m.log(&server, Some(other))[0];
    assert!(entry["action"]["card"].is_null(), "{entry}");
    // The document lets a log's bid card be null, so typed clients read other seats' bids.
    let document: Value = client()
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let schemas = &document["components"]["schemas"];
    let bid = &schemas["BremerhavenActionBid"];
    assert_eq!(
        schemas["BremerhavenAction"]["discriminator"]["mapping"]["bid"],
        "#/components/schemas/BremerhavenActionBid"
    );
    assert_eq!(bid["properties"]["type"]["enum"], json!(["bid"]));
    assert_eq!(
        bid["properties"]["card"]["type"],
        json!(["integer", "null"]),
        "{bid}"
    );
    assert!(
        bid["required"].as_array().unwrap().contains(&json!("card")),
        "{bid}"
    );
}
