//! Fleet over real HTTP, the first game with hidden information (ruling FL-14): whole
//! stateless games in both chance modes at 2 and 4 players; named matches to the end in both
//! modes, played through seat and owner tokens, whose every view, log entry and action answer
//! is checked, for every seat, the owner and a spectator, to show nobody another seat's hand,
//! captains or drawn cards, nor the piles or the RNG; sealed stateless games whose clear text
//! shows only the actor's own secret; a pair drawn and a pass made for want of funds that
//! show nobody else anything (rulings FL-12, FL-15); the rule catalogue, and refusals that
//! cite it.

use quarterdeck_integration_tests::named_match::{seat_of, NamedMatch};
use quarterdeck_integration_tests::{
    assert_rule_catalogue, assert_rule_refusal, play_to_the_end, stored_match, Lcg, Server,
};
use serde_json::{json, Value};

/// Fields of actions and events that only their seat may read.
const PRIVATE: [&str; 3] = ["card", "cards", "captain"];

/// Far more decisions than a 4-player game needs; reaching it means the game does not end.
const MAX_DECISIONS: usize = 5_000;

fn call(server: &Server, endpoint: &str, body: &Value) -> Value {
    let (status, response) = server.post_json(&format!("/v1/games/fleet/{endpoint}"), body);
    assert_eq!(status, 200, "{endpoint}: {response}");
    response
}

/// The sheet of a finished game: final, one row per seat, winners among the best totals.
fn assert_final_sheet(sheet: &Value, players: usize) {
    assert_eq!(sheet["final"], true, "{sheet}");
    let rows = sheet["players"].as_array().unwrap();
    assert_eq!(rows.len(), players, "{sheet}");
    let totals: Vec<i64> = rows.iter().map(|r| r["total"].as_i64().unwrap()).collect();
    let best = *totals.iter().max().unwrap();
    let winners = sheet["winners"].as_array().unwrap();
    assert!(!winners.is_empty(), "{sheet}");
    for winner in winners {
        let seat = usize::try_from(winner.as_u64().unwrap()).unwrap();
        assert_eq!(totals[seat], best, "a winner has the best total: {sheet}");
    }
    for row in rows {
        assert!(row["categories"].is_object(), "{row}");
    }
}

/// The game ended one of the two ways the rules give: the license deck could not refill the
/// auction (that round was the last) or the crates ran out during fishing.
fn assert_over(state: &Value) {
    assert_eq!(state["phase"]["phase"], "over", "{state}");
    assert!(
        state["last_round"] == true || state["crates"]["supply"] == 0,
        "{state}"
    );
}

fn stateless_game(server: &Server, players: usize, chance: &str, seed: u64) {
    let setup = json!({"players": players, "seed": seed, "chance": chance});
    let game = play_to_the_end(server, "fleet", &setup, seed);
    let state = &game.state;
    assert_over(state);
    assert_eq!(state["players"].as_array().unwrap().len(), players);
    if chance == "seeded" {
        assert_eq!(game.table_listings, 0, "the table acts only in table mode");
        assert!(state["rng"].is_object(), "the whole state keeps its RNG");
    } else {
        assert!(game.table_listings > 0, "the table reports every draw");
        assert!(state["rng"].is_null(), "{}", state["rng"]);
    }
    assert!(
        game.simultaneous > 0,
        "{players} players, {chance}: the draw phase lets several seats decide at once"
    );
    eprintln!(
        "fleet {players} players {chance}: {} decisions, {} table listings, {} with several seats due",
        game.decisions, game.table_listings, game.simultaneous
    );
    let sheet = call(server, "score", &json!({"state": state}));
    assert_final_sheet(&sheet, players);
}

#[test]
fn seeded_stateless_games_of_two_and_four_play_to_a_final_sheet() {
    let server = Server::start();
    for (players, seed) in [(2, 21), (4, 22)] {
        stateless_game(&server, players, "seeded", seed);
    }
}

#[test]
fn table_stateless_games_of_two_and_four_play_to_a_final_sheet() {
    let server = Server::start();
    for (players, seed) in [(2, 31), (4, 32)] {
        stateless_game(&server, players, "table", seed);
    }
}

#[test]
fn a_score_before_the_end_is_provisional() {
    let server = Server::start();
    let state = call(&server, "setup", &json!({"players": 3, "seed": 4}))["state"].clone();
    let sheet = call(&server, "score", &json!({"state": state}));
    assert_eq!(sheet["final"], false, "{sheet}");
    assert_eq!(sheet["players"].as_array().unwrap().len(), 3);
}

// ---------------------------------------------------------------------------------------------
// What each reader may see.

/// The total of a card count object (`{"cod": 1, …}`).
fn card_count(cards: &Value) -> u64 {
    cards
        .as_object()
        .unwrap_or_else(|| panic!("cards: {cards}"))
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum()
}

/// A view as `reader` may see it: nobody sees the RNG or the piles; only the reader's own
/// seat shows its secret, and that secret agrees with the public counts.
fn assert_view_for(view: &Value, reader: Option<u64>, what: &str) {
    assert!(
        view["rng"].is_null(),
        "{what}: the RNG shows: {}",
        view["rng"]
    );
    assert!(
        view["piles"].is_null(),
        "{what}: the piles show: {}",
        view["piles"]
    );
    for (seat, player) in view["players"].as_array().unwrap().iter().enumerate() {
        let seat = seat as u64;
        let secret = &player["secret"];
        if Some(seat) == reader {
            assert!(
                secret.is_object(),
                "{what}: seat {seat} misses its own hand"
            );
            assert_eq!(
                card_count(&secret["hand"]),
                player["hand_size"].as_u64().unwrap(),
                "{what}: seat {seat}'s hand"
            );
            assert_eq!(
                card_count(&secret["drawn"]),
                player["drawn_size"].as_u64().unwrap(),
                "{what}: seat {seat}'s drawn cards"
            );
            let captains = player["boats"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|boat| boat["captain"] == true)
                .count() as u64;
            assert_eq!(
                card_count(&secret["captains"]),
                captains,
                "{what}: seat {seat}'s captains"
            );
        } else {
            assert!(
                secret.is_null(),
                "{what}: seat {seat}'s secret shows to {reader:?}: {secret}"
            );
        }
    }
}

/// Checks that `object`'s private fields hold a value only when `owner` is the reader; returns
/// how many values it shows (the reader's own).
fn shown_only_to_owner(
    object: &Value,
    owner: Option<u64>,
    reader: Option<u64>,
    what: &str,
) -> usize {
    let shown: Vec<&str> = PRIVATE
        .into_iter()
        .filter(|key| object.get(*key).is_some_and(|v| !v.is_null()))
        .collect();
    if shown.is_empty() {
        return 0;
    }
    assert!(
        owner.is_some() && owner == reader,
        "{what}: {shown:?} of {owner:?} shows to {reader:?}: {object}"
    );
    shown.len()
}

/// An action (of `actor`) and its events as `reader` reads them: the private fields of
/// another seat's objects hold nothing. Returns how many private values the reader sees.
fn assert_entry_for(
    actor: &Value,
    action: &Value,
    events: &Value,
    reader: Option<u64>,
    what: &str,
) -> usize {
    // A dealt card belongs to the seat it was dealt to.
    let owner = match actor.as_str() {
        Some("table") => action.get("seat").and_then(Value::as_u64),
        _ => seat_of(actor),
    };
    let mut shown = if action.is_null() {
        0
    } else {
        shown_only_to_owner(action, owner, reader, &format!("{what}: action"))
    };
    for event in events
        .as_array()
        .unwrap_or_else(|| panic!("{what}: {events}"))
    {
        let owner = event.get("seat").and_then(Value::as_u64);
        shown += shown_only_to_owner(event, owner, reader, &format!("{what}: event"));
    }
    shown
}

/// The entry as `reader` should read it, from the whole one in the file: the private fields
/// of every object owned by another seat (or by no seat) set to null.
fn redacted_for(
    actor: &Value,
    action: &Value,
    events: &Value,
    reader: Option<u64>,
) -> (Value, Value) {
    fn blank(object: &mut Value, owner: Option<u64>, reader: Option<u64>) {
        if owner.is_some() && owner == reader {
            return;
        }
        if let Value::Object(fields) = object {
            for key in PRIVATE {
                if let Some(value) = fields.get_mut(key) {
                    *value = Value::Null;
                }
            }
        }
    }
    let mut action = action.clone();
    let owner = match actor.as_str() {
        Some("table") => action.get("seat").and_then(Value::as_u64),
        _ => seat_of(actor),
    };
    blank(&mut action, owner, reader);
    let mut events = events.clone();
    for event in events.as_array_mut().unwrap() {
        let owner = event.get("seat").and_then(Value::as_u64);
        blank(event, owner, reader);
    }
    (action, events)
}

// ---------------------------------------------------------------------------------------------
// Named matches.

/// Every reader's view of the match now equals the stateless view of the whole stored state
/// for that reader's seat, and shows nothing of another seat's.
fn assert_every_view(server: &Server, m: &NamedMatch, to_act: &[Value], version: i64) {
    let whole = stored_match(server, &m.id).state;
    for (token, seat, who) in m.readers() {
        let read = m.get(server, "", token);
        assert_eq!(read.etag, Some(format!("\"{version}\"")), "{who}");
        assert_eq!(read.body["version"], version, "{who}");
        assert_eq!(read.body["to_act"], json!(to_act), "{who}");
        assert_eq!(read.body["seat"], json!(seat), "{who}");
        let what = format!("{who} reading version {version}");
        assert_view_for(&read.body["state"], seat, &what);
        let expected =
            call(server, "view", &json!({"state": whole, "seat": seat}))["state"].clone();
        assert_eq!(read.body["state"], expected, "{what}");
    }
}

/// How a match went.
#[derive(Default)]
struct Played {
    decisions: usize,
    table_actions: usize,
    /// Decisions taken while several seats were due at once.
    simultaneous: usize,
    /// Private values each seat saw in the answers to its own actions.
    own_in_answers: Vec<usize>,
}

/// Plays a match to its end with every secrecy check on the way: each seat (and the owner for
/// the table) lists its actions with its own token and acts with `If-Match`; the answer shows
/// the actor's view and the events as the actor may read them; after every action, every
/// reader's view is checked.
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
    assert_every_view(server, m, &to_act, version);
    while !to_act.is_empty() {
        assert!(played.decisions < MAX_DECISIONS, "the match did not end");
        // Only those due are offered actions; when several seats are due, each has its own and
        // the bot picks who acts first.
        let mut offered = Vec::new();
        for (token, seat, who) in m.readers().into_iter().filter(|r| r.0.is_some()) {
            let legal = m.get(server, "/legal-actions", token);
            assert_eq!(legal.body["game"], "fleet");
            assert_eq!(legal.body["to_act"], json!(to_act), "{who}");
            let actor = match seat {
                Some(seat) => json!({"seat": seat}),
                None => json!("table"),
            };
            let actions = legal.body["actions"].as_array().unwrap().clone();
            assert_eq!(
                !actions.is_empty(),
                to_act.contains(&actor),
                "{who} is offered actions exactly when due: {}",
                legal.body
            );
            if !actions.is_empty() {
                offered.push((actor, actions));
            }
        }
        if to_act.len() > 1 {
            played.simultaneous += 1;
        }
        assert_eq!(
            offered.len(),
            to_act.len(),
            "everyone due is offered actions"
        );
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
        match reader {
            Some(seat) => played.own_in_answers[usize::try_from(seat).unwrap()] += shown,
            None => played.table_actions += 1,
        }
        to_act = reply.body["to_act"].as_array().unwrap().clone();
        played.decisions += 1;
        assert_every_view(server, m, &to_act, version);
    }
    played
}

/// Every reader's log equals the stored log as that reader may read it, shows a seat its own
/// private values and nobody anyone else's; the stored state is the stored log replayed.
fn assert_logs_and_replay(server: &Server, m: &NamedMatch, played: &Played) {
    let whole = stored_match(server, &m.id);
    assert_eq!(whole.log.len(), played.decisions);
    let table_mode = whole.chance == "table";
    for (token, seat, who) in m.readers() {
        let entries = m.log(server, token);
        assert_eq!(entries.len(), played.decisions, "{who}");
        let mut shown = 0;
        let mut dealt_to_reader = 0;
        for (entry, (actor, action, events)) in entries.iter().zip(&whole.log) {
            let what = format!("{who} reading log entry {}", entry["seq"]);
            assert_eq!(&entry["actor"], actor, "{what}");
            shown += assert_entry_for(actor, &entry["action"], &entry["events"], seat, &what);
            let (expected_action, expected_events) = redacted_for(actor, action, events, seat);
            assert_eq!(entry["action"], expected_action, "{what}");
            assert_eq!(entry["events"], expected_events, "{what}");
            if action["type"] == "deal-card" {
                // The table's report of a drawn card: its seat alone reads the card.
                let to_reader = seat.is_some() && action["seat"].as_u64() == seat;
                assert_eq!(!entry["action"]["card"].is_null(), to_reader, "{what}");
                dealt_to_reader += usize::from(to_reader);
            }
        }
        match seat {
            Some(_) => assert!(shown > 0, "{who} reads its own cards in the log"),
            None => assert_eq!(shown, 0, "{who} reads nobody's cards"),
        }
        if table_mode && seat.is_some() {
            assert!(dealt_to_reader > 0, "{who} reads the cards dealt to it");
        }
    }
    // The file keeps the whole state, and it is the log replayed from setup.
    if !table_mode {
        assert!(whole.state["rng"].is_object(), "the file keeps the RNG");
    }
    assert!(whole.state["piles"].is_object(), "the file keeps the piles");
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

fn named_match(players: usize, chance: &str, seed: u64) {
    let server = Server::start();
    let m = NamedMatch::create(
        &server,
        &json!({"game": "fleet", "players": players, "chance": chance}),
    );
    assert_eq!(m.seats.len(), players);
    let played = play_match(&server, &m, seed);
    eprintln!(
        "fleet match, {players} players, {chance}: {} actions, {} by the table, {} with several seats due, own values in answers {:?}",
        played.decisions, played.table_actions, played.simultaneous, played.own_in_answers
    );
    assert!(
        played.simultaneous > 0,
        "the draw phase has several seats due"
    );
    if chance == "table" {
        assert!(played.table_actions > 0, "the owner reports every draw");
    } else {
        assert_eq!(played.table_actions, 0, "the table acts only in table mode");
    }
    for (seat, shown) in played.own_in_answers.iter().enumerate() {
        assert!(*shown > 0, "seat {seat} sees its own cards in its answers");
    }
    assert_logs_and_replay(&server, &m, &played);
    let summary = m.get(&server, "", None);
    assert_eq!(summary.body["status"], "finished");
    assert_over(&stored_match(&server, &m.id).state);
    let sheet = m.get(&server, "/score", None).body;
    assert_final_sheet(&sheet, players);
}

#[test]
fn a_seeded_match_hides_every_hand_from_every_other_reader_to_the_end() {
    named_match(4, "seeded", 41);
}

#[test]
fn a_table_match_hides_every_hand_and_dealt_card_from_every_other_reader_to_the_end() {
    named_match(3, "table", 42);
}

// ---------------------------------------------------------------------------------------------
// Sealed stateless states.

/// Plays a sealed game from setup to the end: every clear-text state is the actor's view (a
/// spectator's when no seat is named), the events are as the actor may read them, and each
/// seat is shown its own cards. The game's seed is the service's secret (a sealed Fleet game
/// refuses a chosen one); `seed` drives only the choices.
fn sealed_game(server: &Server, players: usize, chance: &str, seed: u64) -> usize {
    let setup = call(
        server,
        "setup",
        &json!({"players": players, "chance": chance, "sealed": true}),
    );
    assert_view_for(&setup["state"], None, "a sealed setup");
    let mut token = setup["sealed_state"].as_str().unwrap().to_owned();
    let mut bot = Lcg(seed);
    let mut own_shown = vec![0; players];
    for decisions in 0..MAX_DECISIONS {
        assert!(token.starts_with("qds1.fleet."), "{token}");
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
                assert!(*shown > 0, "seat {seat} sees its own cards in its answers");
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
        let shown = assert_entry_for(&actor, &Value::Null, &applied["events"], reader, &what);
        if let Some(seat) = reader {
            own_shown[usize::try_from(seat).unwrap()] += shown;
        }
        assert_eq!(applied["sealed_version"], json!(decisions + 1));
        token = applied["sealed_state"].as_str().unwrap().to_owned();
    }
    panic!("the sealed game did not end");
}

#[test]
fn sealed_games_show_each_actor_only_its_own_secret() {
    let server = Server::start();
    for (players, chance, seed) in [(3, "seeded", 51), (2, "table", 52)] {
        let decisions = sealed_game(&server, players, chance, seed);
        eprintln!("sealed fleet, {players} players, {chance}: {decisions} decisions");
    }
}

// ---------------------------------------------------------------------------------------------
// The rule catalogue and refusals that cite it.

#[test]
fn the_rule_catalogue_lists_sections_and_answers_one_by_id() {
    let server = Server::start();
    assert_rule_catalogue(
        &server,
        "fleet",
        &[
            "auction-opening",
            "auction-bidding",
            "payment",
            "draw",
            "hidden-information",
            "chance-table-mode",
            "end-of-game",
        ],
        "auction-bidding",
    );
}

/// The listed amounts of an opening bid.
fn bid_amounts(legal: &Value) -> Vec<u64> {
    legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["action"]["type"] == "bid")
        .map(|a| a["action"]["amount"].as_u64().unwrap())
        .collect()
}

#[test]
fn bids_above_funds_or_below_the_minimum_are_refused_citing_the_bidding_rule() {
    let server = Server::start();
    // Stateless: offer a license, then bid more than every dollar the opener has.
    let state = call(&server, "setup", &json!({"players": 2, "seed": 8}))["state"].clone();
    let legal = call(&server, "legal-actions", &json!({"state": state}));
    let offer = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["action"]["type"] == "offer")
        .unwrap_or_else(|| panic!("{legal}"))["action"]
        .clone();
    let state = call(&server, "apply", &json!({"state": state, "action": offer}))["state"].clone();
    let legal = call(&server, "legal-actions", &json!({"state": state}));
    let amounts = bid_amounts(&legal);
    let (lowest, funds) = (
        *amounts.iter().min().unwrap(),
        *amounts.iter().max().unwrap(),
    );
    assert_eq!(
        amounts,
        (lowest..=funds).collect::<Vec<_>>(),
        "every amount up to the funds"
    );
    let bid = |amount: u64| {
        server.post_json(
            "/v1/games/fleet/apply",
            &json!({"state": state, "action": {"type": "bid", "amount": amount}}),
        )
    };
    let (status, problem) = bid(funds + 1);
    assert_rule_refusal(
        &server,
        "fleet",
        (status, &problem),
        "cannot-afford",
        "auction-bidding",
    );
    let (status, problem) = bid(lowest - 1);
    assert_rule_refusal(
        &server,
        "fleet",
        (status, &problem),
        "bid-too-low",
        "auction-bidding",
    );

    // In a named match: the same refusal, and the match does not move. Its seed is secret, so
    // the opener learns its offer and funds from its own listings.
    let m = NamedMatch::create(
        &server,
        &json!({"game": "fleet", "players": 2, "chance": "seeded"}),
    );
    let opener = m.created["to_act"][0].clone();
    let token = m.token_for(&opener).to_owned();
    let listed = m.get(&server, "/legal-actions", Some(&token)).body;
    let offer = listed["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["action"]["type"] == "offer")
        .unwrap_or_else(|| panic!("{listed}"))["action"]
        .clone();
    let offered = m.act(&server, &token, 0, &offer);
    assert_eq!(offered.status, 200, "{}", offered.body);
    let amounts = bid_amounts(&m.get(&server, "/legal-actions", Some(&token)).body);
    let (lowest, funds) = (
        *amounts.iter().min().unwrap(),
        *amounts.iter().max().unwrap(),
    );
    let refused = m.act(
        &server,
        &token,
        1,
        &json!({"type": "bid", "amount": funds + 1}),
    );
    assert_rule_refusal(
        &server,
        "fleet",
        (refused.status, &refused.body),
        "cannot-afford",
        "auction-bidding",
    );
    let read = m.get(&server, "", Some(&token));
    assert_eq!(read.body["version"], 1, "a refused bid changes nothing");
    assert_eq!(m.log(&server, None).len(), 1);
    // Another seat may not bid in the opener's place.
    let other = m.seats.iter().find(|t| **t != token).unwrap();
    let wrong = m.act(&server, other, 1, &json!({"type": "bid", "amount": lowest}));
    assert_eq!(wrong.status, 403, "{}", wrong.body);
    assert_eq!(wrong.body["code"], "wrong-seat");
}

// ---------------------------------------------------------------------------------------------
// Simultaneous decisions in a match.

/// A 3-player match played at random until several seats are due at once (a draw phase),
/// with its version and who is due; `None` if the game ends first. Named matches of a game
/// with hidden cards take no chosen seed, so now and then a game never gets there.
fn match_with_seats_due_at_once(
    server: &Server,
    bot: &mut Lcg,
) -> Option<(NamedMatch, i64, Vec<Value>)> {
    let m = NamedMatch::create(
        server,
        &json!({"game": "fleet", "players": 3, "chance": "seeded"}),
    );
    let mut version = 0;
    let mut to_act = m.created["to_act"].as_array().unwrap().clone();
    while to_act.len() < 2 {
        let token = m.token_for(to_act.first()?);
        let legal = m.get(server, "/legal-actions", Some(token));
        let actions = legal.body["actions"].as_array().unwrap();
        let action = &actions[bot.below(actions.len())]["action"];
        let reply = m.act(server, token, version, action);
        assert_eq!(reply.status, 200, "{}", reply.body);
        version += 1;
        to_act = reply.body["to_act"].as_array().unwrap().clone();
    }
    Some((m, version, to_act))
}

#[test]
fn seats_due_at_once_each_decide_but_on_the_current_version() {
    let server = Server::start();
    let mut bot = Lcg(61);
    let (m, version, to_act) = (0..10)
        .find_map(|_| match_with_seats_due_at_once(&server, &mut bot))
        .expect("ten matches in a row ended without a draw phase");
    let (first, second) = (to_act[0].clone(), to_act[1].clone());
    let (first_token, second_token) = (m.token_for(&first), m.token_for(&second));
    let listed =
        |token: &str| m.get(&server, "/legal-actions", Some(token)).body["actions"].clone();
    let (first_choices, second_choices) = (listed(first_token), listed(second_token));
    assert_ne!(first_choices, json!([]));
    assert_ne!(second_choices, json!([]));
    for choice in first_choices.as_array().unwrap() {
        assert!(
            ["keep", "discard"].contains(&choice["action"]["type"].as_str().unwrap()),
            "{choice}"
        );
    }

    let decided = m.act(&server, first_token, version, &first_choices[0]["action"]);
    assert_eq!(decided.status, 200, "{}", decided.body);
    let after = decided.body["to_act"].as_array().unwrap();
    assert!(!after.contains(&first), "{first} has decided: {after:?}");
    assert!(after.contains(&second), "{second} still decides: {after:?}");
    // The first seat's decision is made: it has nothing more to do.
    assert_eq!(listed(first_token), json!([]));
    let again = m.act(
        &server,
        first_token,
        version + 1,
        &first_choices[0]["action"],
    );
    assert_eq!(again.status, 403, "{}", again.body);
    assert_eq!(again.body["code"], "wrong-seat");
    // The second seat's choices did not change, but a decision sent on the version it read
    // before is stale: it reads the new version and sends it again.
    assert_eq!(listed(second_token), second_choices);
    let stale = m.act(&server, second_token, version, &second_choices[0]["action"]);
    assert_eq!(stale.status, 412, "{}", stale.body);
    assert_eq!(stale.body["code"], "version-mismatch");
    let current = m.act(
        &server,
        second_token,
        version + 1,
        &second_choices[0]["action"],
    );
    assert_eq!(current.status, 200, "{}", current.body);
    assert_eq!(current.body["version"], version + 2);
}

// ---------------------------------------------------------------------------------------------
// What a draw or a pass must not tell (rulings FL-12, FL-15), over HTTP.

/// A 2-player table game played by the table's first report and both seats dropping out, to
/// round 1's draw, where the table deals `cards` (seat 0's two, then seat 1's).
fn table_game_to_the_draw(server: &Server, cards: [&str; 4]) -> Value {
    let mut state =
        call(server, "setup", &json!({"players": 2, "chance": "table"}))["state"].clone();
    let mut cards = cards.into_iter();
    while state["phase"]["phase"] != "draw" || !state["dealing"].as_array().unwrap().is_empty() {
        let deal = &state["dealing"][0];
        let action = if deal["deal"] == "cards" {
            json!({"type": "deal-card", "seat": deal["seat"], "card": cards.next().unwrap()})
        } else {
            let legal = call(server, "legal-actions", &json!({"state": state}));
            let actions = legal["actions"].as_array().unwrap();
            let drop = actions.iter().find(|a| a["action"]["type"] == "drop-out");
            drop.unwrap_or(&actions[0])["action"].clone()
        };
        state = call(server, "apply", &json!({"state": state, "action": action}))["state"].clone();
    }
    state
}

/// Ruling FL-15: a seat that drew two Cod boats is asked to keep one like any seat that drew,
/// its one legal action that keep; seat 1 and a spectator see the same whether seat 0 drew a
/// pair or not.
#[test]
fn rule_draw_fl15_a_pair_is_kept_by_its_own_seat_and_shows_nobody_else() {
    let server = Server::start();
    let pair = table_game_to_the_draw(&server, ["cod", "cod", "tuna", "shrimp"]);
    let mixed = table_game_to_the_draw(&server, ["cod", "shrimp", "tuna", "shrimp"]);
    let legal = |state: &Value, actor: Value| {
        call(
            &server,
            "legal-actions",
            &json!({"state": state, "actor": actor}),
        )
    };
    let listed = legal(&pair, json!({"seat": 0}));
    assert_eq!(
        listed["to_act"],
        json!([{"seat": 0}, {"seat": 1}]),
        "{listed}"
    );
    let keeps: Vec<&Value> = listed["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["action"])
        .collect();
    assert_eq!(keeps, [&json!({"type": "keep", "card": "cod"})]);
    for reader in [json!({"state": pair, "seat": 1}), json!({"state": pair})] {
        let mut other = reader.clone();
        other["state"] = mixed.clone();
        assert_eq!(
            call(&server, "view", &reader),
            call(&server, "view", &other)
        );
    }
    let applied = server.post_json(
        "/v1/games/fleet/apply",
        &json!({"state": pair, "actor": {"seat": 0}, "action": {"type": "keep", "card": "cod"}}),
    );
    assert_eq!(applied.0, 200, "{}", applied.1);
    assert_eq!(
        applied.1["events"],
        json!([{"type": "kept", "seat": 0, "card": "cod"},
               {"type": "discarded", "seat": 0, "card": "cod"}])
    );
}

/// Ruling FL-12: no pass or drop-out event carries `forced` any more, in a whole game.
#[test]
fn rule_auction_bidding_fl12_passes_and_drop_outs_say_nothing_of_funds() {
    let server = Server::start();
    let mut state = call(&server, "setup", &json!({"players": 3, "seed": 12}))["state"].clone();
    let mut bot = Lcg(12);
    let mut seen = 0;
    for _ in 0..MAX_DECISIONS {
        let legal = call(&server, "legal-actions", &json!({"state": state}));
        let to_act = legal["to_act"].as_array().unwrap().clone();
        let Some(actor) = to_act.first() else {
            break;
        };
        let legal = call(
            &server,
            "legal-actions",
            &json!({"state": state, "actor": actor}),
        );
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[bot.below(actions.len())]["action"];
        let applied = call(
            &server,
            "apply",
            &json!({"state": state, "actor": actor, "action": action}),
        );
        for event in applied["events"].as_array().unwrap() {
            if ["passed", "dropped-out"].contains(&event["type"].as_str().unwrap()) {
                assert_eq!(event.as_object().unwrap().len(), 2, "{event}");
                seen += 1;
            }
        }
        state = applied["state"].clone();
    }
    assert_eq!(state["phase"]["phase"], "over");
    assert!(seen > 0);
}
