//! The play-by-link page (`/matches/{id}`) in a real headless Chromium: two people who each
//! open an invite link, take a seat and play a whole Nantucket match against each other by
//! tapping the page's buttons (one on a 390 px phone, one on a 1280 px laptop), each seeing
//! the other's moves arrive without reloading; a Fleet seat against a bot whose hand the page
//! never holds; a spectator who sees the match and no buttons; a private match whose page is a
//! 404 that says so; and the seat's own buttons, each tapped: a take-back asked, accepted and
//! refused between two open pages, a resignation the other page sees with the stand-in bot's
//! move, a rematch started from one finished match's page and joined from another's. axe-core
//! checks a page of each, after its action. Screenshots go to `target/browser-screenshots/`.
//!
//! Needs Chromium and chromedriver (`scripts/test.sh` installs them).

use std::time::{Duration, Instant};

use fantoccini::elements::Element;
use fantoccini::{Client, Locator};
use quarterdeck_integration_tests::browser::{
    assert_accessible, browser, horizontal_overflow, screenshot, small_tap_targets, wait_closely,
    wait_for, Driver, DESKTOP, PHONE,
};
use quarterdeck_integration_tests::Server;
use serde_json::{json, Value};

/// Two tests' browsers at once would make the waits race the machine rather than the page;
/// the invite test's two browsers share the one turn.
static ONE_TEST: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn create(server: &Server, body: Value) -> Value {
    let response = reqwest::Client::new()
        .post(server.url("/v1/matches"))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let created: Value = response.json().await.unwrap();
    assert_eq!(status, 201, "{created}");
    created
}

async fn get(server: &Server, path: &str, token: Option<&str>) -> Value {
    let mut request = reqwest::Client::new().get(server.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, 200, "GET {path}: {body}");
    body
}

/// Plays the first legal action of whoever is to act, over HTTP, with the seats' tokens.
async fn move_over_http(server: &Server, id: &str, tokens: &[String]) {
    let view = get(server, &format!("/v1/matches/{id}"), None).await;
    let seat = view["to_act"][0]["seat"].as_u64().unwrap() as usize;
    let token = &tokens[seat];
    let legal = get(
        server,
        &format!("/v1/matches/{id}/legal-actions"),
        Some(token),
    )
    .await;
    let response = reqwest::Client::new()
        .post(server.url(&format!("/v1/matches/{id}/actions")))
        .bearer_auth(token)
        .header("if-match", format!("\"{}\"", view["version"]))
        .json(&json!({"game": view["game"], "action": legal["actions"][0]["action"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.status().as_u16(),
        200,
        "{}",
        response.text().await.unwrap()
    );
}

async fn text(client: &Client, css: &str) -> String {
    wait_for(client, css).await.text().await.unwrap()
}

async fn count(client: &Client, css: &str) -> usize {
    client.find_all(Locator::Css(css)).await.unwrap().len()
}

/// Buttons a person can see on the page.
async fn shown_buttons(client: &Client) -> u64 {
    script(
        client,
        "return [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length).length;",
    )
    .await
    .as_u64()
    .unwrap()
}

async fn script(client: &Client, source: &str) -> Value {
    client.execute(source, vec![]).await.unwrap()
}

/// The page's body once it has drawn `version` of the match.
fn at_version(version: i64) -> String {
    format!("body[data-state=\"ready\"][data-version=\"{version}\"]")
}

/// Checks what a phone (or a laptop) must: nothing scrolls sideways, every tap target is a
/// thumb's size, and axe-core finds nothing wrong.
async fn assert_fits(client: &Client, width: u32, page: &str) {
    if width <= PHONE.0 {
        let overflow = horizontal_overflow(client).await;
        assert!(overflow <= 0, "{page}: {overflow} px wider than the screen");
        assert_eq!(
            small_tap_targets(client).await,
            Vec::<String>::new(),
            "{page}: too small to tap"
        );
    }
    assert_accessible(client, page).await;
}

/// One decision taken through the page: at each step a button among those offered (a type, a
/// field's value, at last an action's label), picked by `pick` from how many there are, until a
/// button that is an action. Returns the taps it took.
async fn take_a_turn(client: &Client, version: i64, pick: impl Fn(usize) -> usize) -> usize {
    let mut taps = 0;
    for _ in 0..200 {
        let found = wait_closely(
            client,
            "#play-actions button.choice:not([disabled]), body[data-turn=\"theirs\"]",
        )
        .await;
        if found.tag_name().await.is_ok_and(|tag| tag == "body") {
            return taps; // another seat's move (a bot's) ended this one's turn
        }
        let choices = client
            .find_all(Locator::Css("#play-actions button.choice"))
            .await
            .unwrap();
        let Some(choice) = choices.get(pick(choices.len().max(1))) else {
            continue;
        };
        // A move elsewhere may draw the buttons anew between finding one and tapping it: then
        // the step is looked at again.
        let Ok(leaf) = choice.attr("data-leaf").await else {
            continue;
        };
        if choice.click().await.is_err() {
            continue;
        }
        taps += 1;
        if leaf.is_some() {
            // The page moves past the version it acted on: its own move, or (a 412) another's.
            wait_closely(
                client,
                &format!("body[data-state=\"ready\"]:not([data-version=\"{version}\"])"),
            )
            .await;
            return taps;
        }
    }
    panic!("no move could be made: the buttons kept changing");
}

/// The invite link as a browser opens it (the answer may give it relative to the service).
fn absolute(server: &Server, link: &str) -> String {
    if link.starts_with('/') {
        server.url(link)
    } else {
        link.to_owned()
    }
}

async fn claim(client: &Client, server: &Server, link: &str, name: &str, id: &str) {
    client.goto(&absolute(server, link)).await.unwrap();
    wait_for(client, "body[data-state=\"join\"]").await;
    // The invite is gone from the address before anyone types a name.
    assert_eq!(
        client.current_url().await.unwrap().as_str(),
        server.url(&format!("/matches/{id}"))
    );
    wait_for(client, "#play-name")
        .await
        .send_keys(name)
        .await
        .unwrap();
    wait_for(client, "#play-join-form button[type=submit]")
        .await
        .click()
        .await
        .unwrap();
    wait_for(client, "body[data-state=\"ready\"]").await;
    let url = client.current_url().await.unwrap();
    assert_eq!(
        url.as_str(),
        server.url(&format!("/matches/{id}")),
        "no secret in the address"
    );
    let kept = script(
        client,
        &format!("return JSON.parse(localStorage.getItem('quarterdeck.match.{id}'));"),
    )
    .await;
    assert!(
        kept["token"].as_str().is_some_and(|t| !t.is_empty()),
        "{kept}"
    );
    assert!(kept["seat"].is_u64(), "{kept}");
}

#[tokio::test]
async fn two_people_play_a_whole_match_through_invite_links() {
    let _turn = ONE_TEST.lock().await;
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "open": [0, 1], "visibility": "unlisted"}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let invites = created["invites"].as_array().unwrap();
    assert_eq!(invites.len(), 2, "{created}");
    let (phone, _phone_driver) = browser(PHONE.0, PHONE.1).await;
    let (laptop, _laptop_driver) = browser(DESKTOP.0, DESKTOP.1).await;
    let mut by_seat: Vec<(&Client, u32)> = Vec::new();
    for (invite, (client, width, name)) in invites
        .iter()
        .zip([(&phone, PHONE.0, "Ann"), (&laptop, DESKTOP.0, "Ben")])
    {
        assert_eq!(invite["seat"].as_u64().unwrap() as usize, by_seat.len());
        claim(client, &server, invite["link"].as_str().unwrap(), name, &id).await;
        by_seat.push((client, width));
    }
    // The first to claim learns from the stream that the second did: play has begun.
    for (client, _) in &by_seat {
        wait_for(client, "body[data-status=\"active\"]").await;
    }
    for (client, width) in &by_seat {
        assert_fits(client, *width, &format!("a seat's page at {width} px")).await;
    }

    let started = Instant::now();
    let (mut decisions, mut taps) = (0_usize, 0_usize);
    loop {
        let view = get(&server, &format!("/v1/matches/{id}"), None).await;
        if view["status"] == "finished" {
            break;
        }
        let version = view["version"].as_i64().unwrap();
        let seat = view["to_act"][0]["seat"].as_u64().unwrap() as usize;
        let (client, _) = by_seat[seat];
        wait_closely(
            client,
            &format!("{}[data-turn=\"mine\"]", at_version(version)),
        )
        .await;
        // Deterministic yet varied, so the match ends as random play does (always the first
        // action could trade goods back and forth for ever).
        let step = decisions;
        taps += take_a_turn(client, version, |n| (step * 7 + 3) % n).await;
        decisions += 1;
        // The other person sees the move without reloading.
        let (other, _) = by_seat[1 - seat];
        wait_closely(
            other,
            &format!("body[data-state=\"ready\"]:not([data-version=\"{version}\"])"),
        )
        .await;
        if decisions == 10 {
            for (client, width) in &by_seat {
                screenshot(client, &format!("play-nantucket-{width}")).await;
                assert_fits(
                    client,
                    *width,
                    &format!("a seat's page mid-game at {width} px"),
                )
                .await;
            }
        }
        assert!(decisions < 2_000, "the match never ended");
    }
    eprintln!(
        "a whole Nantucket match through the page: {decisions} decisions, {taps} taps, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let log = get(&server, &format!("/v1/matches/{id}/log"), None).await;
    for (client, width) in &by_seat {
        wait_for(client, "body[data-status=\"finished\"]").await;
        wait_for(client, "#play-sheet[data-final=\"true\"]").await;
        assert!(text(client, "#play-sheet caption").await.contains("Final"));
        assert_eq!(count(client, "#play-actions button").await, 0);
        assert_eq!(
            count(client, "#play-log li").await,
            log["entries"].as_array().unwrap().len(),
            "every logged entry is on the page"
        );
        screenshot(client, &format!("play-nantucket-final-{width}")).await;
        assert_fits(client, *width, &format!("a finished match at {width} px")).await;
    }
    phone.close().await.unwrap();
    laptop.close().await.unwrap();
}

/// Records the text of every JSON answer the page reads from now on (the stream's moves are
/// in the page's own state, read with the rest).
const RECORD_FETCHES: &str = "
  if (!window.recorded) {
    window.recorded = [];
    const original = window.fetch;
    window.fetch = async (...args) => {
      const response = await original(...args);
      const type = response.headers.get('content-type') || '';
      if (type.includes('json')) response.clone().text().then((t) => window.recorded.push(t));
      return response;
    };
  }
  return true;";

/// Everything of the match the page holds: what it shows, what it stored, every JSON it read
/// since recording began, and its own state (the view, the log with the stream's moves, the
/// legal actions).
const EVERYTHING_HELD: &str = "
  return { recorded: window.recorded, page: JSON.parse(JSON.stringify(page)) };";

/// Fails when `value` holds, anywhere, a state whose seat 1 shows its `secret` (a hand, its
/// captains, its drawn cards): what a view hides from every other seat.
fn assert_no_secret_of_seat_1(value: &Value, what: &str) {
    match value {
        Value::Object(object) => {
            if let Some(Value::Array(players)) = object.get("players") {
                if let Some(secret) = players.get(1).and_then(|player| player.get("secret")) {
                    assert!(secret.is_null(), "{what} holds seat 1's secret {secret}");
                }
            }
            object
                .values()
                .for_each(|inner| assert_no_secret_of_seat_1(inner, what));
        }
        Value::Array(items) => items
            .iter()
            .for_each(|inner| assert_no_secret_of_seat_1(inner, what)),
        _ => {}
    }
}

/// A stream's move as the log has it: without the fields the stream adds.
fn strip_stream_fields(entry: &Value) -> Value {
    let mut entry = entry.clone();
    for key in ["version", "game", "finished"] {
        entry.as_object_mut().unwrap().remove(key);
    }
    entry
}

#[tokio::test]
async fn a_fleet_seat_plays_a_bot_and_never_holds_its_hand() {
    let _turn = ONE_TEST.lock().await;
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "fleet", "players": 2, "names": ["Ann", "Robot"],
               "bots": [{"seat": 1, "kind": "random"}]}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let seat0 = created["seats"][0]["token"].as_str().unwrap().to_owned();
    let seat1 = created["seats"][1]["token"].as_str().unwrap().to_owned();
    // An app hands the seat over in the fragment; the page keeps it and clears the address.
    let (client, _driver) = seat_page(&server, &id, &seat0, PHONE).await;
    script(&client, RECORD_FETCHES).await;

    let (mut decisions, mut hidden_from_seat_0) = (0, 0);
    while decisions < 8 {
        let body = wait_for(
            &client,
            "body[data-state=\"ready\"][data-turn=\"mine\"], body[data-status=\"finished\"]",
        )
        .await;
        if body.attr("data-status").await.unwrap().as_deref() == Some("finished") {
            break;
        }
        let version: i64 = body
            .attr("data-version")
            .await
            .unwrap()
            .unwrap()
            .parse()
            .unwrap();
        let step = decisions;
        take_a_turn(&client, version, |n| (step * 5 + 1) % n).await;
        decisions += 1;

        // Seat 1's secrets are in no JSON the page read, nor in the page's own state, and
        // every log entry the page holds is what seat 0 may read of it.
        let held = script(&client, EVERYTHING_HELD).await;
        for (index, text) in held["recorded"].as_array().unwrap().iter().enumerate() {
            let body: Value = serde_json::from_str(text.as_str().unwrap()).unwrap();
            assert_no_secret_of_seat_1(&body, &format!("answer {index}"));
        }
        assert_no_secret_of_seat_1(&held["page"], "the page's state");
        let log = |token: String| {
            let server = &server;
            let id = &id;
            async move {
                get(server, &format!("/v1/matches/{id}/log"), Some(&token)).await["entries"].clone()
            }
        };
        let (ours, theirs) = (log(seat0.clone()).await, log(seat1.clone()).await);
        for entry in held["page"]["log"].as_array().unwrap() {
            let seq = usize::try_from(entry["seq"].as_u64().unwrap() - 1).unwrap();
            let (ours, theirs) = (&ours[seq], &theirs[seq]);
            assert_eq!(
                strip_stream_fields(entry),
                *ours,
                "entry {seq} as seat 0 reads it"
            );
            hidden_from_seat_0 += usize::from(ours != theirs);
        }
    }
    // The check had something to find: some of seat 1's moves hid something from seat 0.
    assert!(hidden_from_seat_0 > 0, "no entry hid anything from seat 0");
    assert!(decisions >= 3, "seat 0 played only {decisions} decisions");
    let bots = get(&server, &format!("/v1/matches/{id}/log"), None).await["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["bot"] == true)
        .count();
    assert!(bots > 0, "the bot moved too");
    screenshot(&client, "play-fleet-390").await;
    assert_fits(&client, PHONE.0, "a Fleet seat against a bot").await;
    client.close().await.unwrap();
}

#[tokio::test]
async fn a_spectator_sees_the_match_and_no_buttons() {
    let _turn = ONE_TEST.lock().await;
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Ben"],
               "visibility": "public", "turn_time": "24h"}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let tokens: Vec<String> = created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["token"].as_str().unwrap().to_owned())
        .collect();
    for _ in 0..3 {
        move_over_http(&server, &id, &tokens).await;
    }
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    client
        .goto(&server.url(&format!("/matches/{id}")))
        .await
        .unwrap();
    wait_for(&client, &at_version(3)).await;
    assert!(text(&client, "h1").await.contains("Nantucket"));
    assert!(
        text(&client, "#play-turn").await.contains("Ann")
            || text(&client, "#play-turn").await.contains("Ben")
    );
    assert_eq!(count(&client, "#play-log li").await, 3);
    // The clock's deadline, in the reader's own time, with what is left of it.
    let deadline = text(&client, "#play-deadline").await;
    assert!(
        deadline.contains("left") && deadline.contains("23 h"),
        "{deadline}"
    );
    assert!(text(&client, "#play-sheet caption")
        .await
        .contains("Provisional"));
    assert_eq!(
        shown_buttons(&client).await,
        0,
        "a spectator has no buttons"
    );
    // A move made elsewhere arrives without reloading.
    move_over_http(&server, &id, &tokens).await;
    wait_for(&client, &at_version(4)).await;
    wait_for(&client, "#play-log li[data-seq=\"4\"]").await;
    screenshot(&client, "play-spectator-390").await;
    assert_fits(&client, PHONE.0, "a spectator's page").await;
    client.close().await.unwrap();
}

#[tokio::test]
async fn a_private_match_s_page_is_not_found() {
    let _turn = ONE_TEST.lock().await;
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "visibility": "private"}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let public = create(&server, json!({"game": "nantucket", "players": 2})).await;
    for (path, status) in [
        (format!("/matches/{id}"), 404),
        (format!("/matches/{id}/join"), 404),
        ("/matches/m_no-such-match".to_owned(), 404),
        (format!("/matches/{}", public["id"].as_str().unwrap()), 200),
    ] {
        let response = reqwest::get(server.url(&path)).await.unwrap();
        assert_eq!(response.status().as_u16(), status, "{path}");
        assert!(
            response.text().await.unwrap().contains("/assets/play.js"),
            "{path}: the page all the same"
        );
    }
    let (client, _driver) = browser(DESKTOP.0, DESKTOP.1).await;
    client
        .goto(&server.url(&format!("/matches/{id}")))
        .await
        .unwrap();
    wait_for(&client, "body[data-state=\"not-found\"]").await;
    assert!(text(&client, "h1").await.contains("not found"));
    assert_accessible(&client, "a private match's page").await;
    // A seat's own token still opens it, through the same page.
    let token = created["seats"][0]["token"].as_str().unwrap();
    client.goto("about:blank").await.unwrap();
    client
        .goto(&server.url(&format!("/matches/{id}#token={token}")))
        .await
        .unwrap();
    wait_for(&client, "body[data-state=\"ready\"]").await;
    assert!(text(&client, "h1").await.contains("Nantucket"));
    client.close().await.unwrap();
}

/// A browser holding `token`'s seat, handed over once in the fragment as an app would; the
/// page has drawn the match and the secret is gone from the address.
async fn seat_page(server: &Server, id: &str, token: &str, size: (u32, u32)) -> (Client, Driver) {
    let (client, driver) = browser(size.0, size.1).await;
    client
        .goto(&server.url(&format!("/matches/{id}#token={token}")))
        .await
        .unwrap();
    wait_for(&client, "body[data-state=\"ready\"]").await;
    assert_eq!(
        client.current_url().await.unwrap().as_str(),
        server.url(&format!("/matches/{id}"))
    );
    (client, driver)
}

mod controls;
