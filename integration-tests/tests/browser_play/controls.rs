//! The seat's own buttons, each tapped: a take-back asked, accepted and refused between two
//! open pages, a resignation the other page sees with the stand-in bot's move, a rematch
//! started from one finished match's page and joined from another's.

use super::*;

/// The text `css` shows, once it is on the page. Read in one script rather than through an
/// element a re-render may have replaced meanwhile (the controls are drawn anew on every read
/// of the match).
async fn read(client: &Client, css: &str) -> String {
    wait_closely(client, css).await;
    client
        .execute(
            "const node = document.querySelector(arguments[0]); return node ? node.innerText : '';",
            vec![json!(css)],
        )
        .await
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned()
}

/// The first element `xpath` selects, once it exists, looking every 20 ms.
async fn shows(client: &Client, xpath: &str) -> Element {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .every(Duration::from_millis(20))
        .for_element(Locator::XPath(xpath))
        .await
        .unwrap_or_else(|error| panic!("{xpath} never appeared: {error}"))
}

/// Taps the enabled button labelled `label` inside `#within` once the page shows it. The
/// page draws its controls anew on every read of the match, so a button found a moment before
/// may be gone: then it is found again.
async fn press(client: &Client, within: &str, label: &str) {
    let xpath =
        format!("//*[@id='{within}']//button[normalize-space()='{label}' and not(@disabled)]");
    for _ in 0..50 {
        if shows(client, &xpath).await.click().await.is_ok() {
            return;
        }
    }
    panic!("{label} in #{within} could never be tapped");
}

/// The page's log entry `seq` as the page words it.
async fn log_line(client: &Client, seq: i64) -> String {
    read(client, &format!("#play-log li[data-seq=\"{seq}\"]")).await
}

/// The labels of the move buttons the page offers at this step.
async fn choices(client: &Client) -> Vec<String> {
    serde_json::from_value(
        script(
            client,
            "return [...document.querySelectorAll('#play-actions button')].map((b) => b.textContent);",
        )
        .await,
    )
    .unwrap()
}

/// One move through the page of a seat to act at `version`: at each step the button whose
/// label starts with `prefer` if there is one (a type, then an action), else the first, until
/// a button that is an action. Returns that action's label.
async fn tap_move(client: &Client, version: i64, prefer: &str) -> String {
    for _ in 0..50 {
        wait_closely(
            client,
            &format!(
                "{}[data-turn=\"mine\"] #play-actions button.choice:not([disabled])",
                at_version(version)
            ),
        )
        .await;
        let buttons = client
            .find_all(Locator::Css("#play-actions button.choice"))
            .await
            .unwrap();
        let mut labels = Vec::new();
        for button in &buttons {
            labels.push(button.text().await.unwrap_or_default());
        }
        let index = labels
            .iter()
            .position(|label| label.starts_with(prefer))
            .unwrap_or(0);
        let Some(button) = buttons.get(index) else {
            continue;
        };
        let Ok(leaf) = button.attr("data-leaf").await else {
            continue;
        };
        if button.click().await.is_err() {
            continue;
        }
        if leaf.is_some() {
            wait_closely(
                client,
                &format!("body[data-state=\"ready\"]:not([data-version=\"{version}\"])"),
            )
            .await;
            return labels[index].clone();
        }
    }
    panic!("no move could be made: the buttons kept changing");
}

/// What the page holds of the match's state (the view it read with its seat's token).
async fn page_state(client: &Client) -> Value {
    script(client, "return page.view.state;").await
}

async fn view(server: &Server, id: &str, token: &str) -> Value {
    get(server, &format!("/v1/matches/{id}"), Some(token)).await
}

fn tokens_of(created: &Value) -> Vec<String> {
    created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["token"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_take_back_is_asked_and_answered_through_the_page() {
    let _turn = ONE_TEST.lock().await;
    let started = Instant::now();
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Ben"]}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let tokens = tokens_of(&created);
    let (ann, _ann_driver) = seat_page(&server, &id, &tokens[0], DESKTOP).await;
    let (ben, _ben_driver) = seat_page(&server, &id, &tokens[1], PHONE).await;
    let pages = [&ann, &ben];

    // Whoever is to act moves (an exchange at the market where there is one: it reveals
    // nothing) and asks to take it back, until a take-back is possible.
    let mut rounds = 0;
    let (asker, before, earlier) = loop {
        rounds += 1;
        assert!(rounds <= 20, "no take-back was possible in {rounds} moves");
        let now = view(&server, &id, &tokens[0]).await;
        assert_eq!(now["status"], "active", "no take-back was ever possible");
        let version = now["version"].as_i64().unwrap();
        let seat = now["to_act"][0]["seat"].as_u64().unwrap() as usize;
        let page = pages[seat];
        wait_closely(
            page,
            &format!("{}[data-turn=\"mine\"]", at_version(version)),
        )
        .await;
        let mut earlier = Vec::new();
        for (client, token) in pages.iter().zip(&tokens) {
            earlier.push((
                view(&server, &id, token).await["state"].clone(),
                choices(client).await,
                read(client, "#play-score").await,
            ));
        }
        let label = tap_move(page, version, "Exchange").await;
        press(page, "play-buttons", "Take back my last action").await;
        // Either the request is pending, or the page says why it was refused.
        shows(
            page,
            "//*[@id='play-take-back']/p | //*[@id='play-controls-error']/p",
        )
        .await;
        if view(&server, &id, &tokens[0])
            .await
            .get("take_back")
            .is_some()
        {
            break (seat, version, earlier);
        }
        let why = read(page, "#play-controls-error").await;
        assert!(
            why.contains("chance outcome or hidden information"),
            "{why}"
        );
        eprintln!("taking back {label:?} was refused: {why}");
    };
    let other = 1 - asker;
    let (asking, answering) = (pages[asker], pages[other]);

    // The asker's page says it waits; the other's asks for an answer.
    let pending = view(&server, &id, &tokens[0]).await;
    assert_eq!(pending["version"], before + 2, "{pending}");
    assert_eq!(
        pending["take_back"],
        json!({"by": asker, "to": before, "waiting_for": [other]})
    );
    wait_closely(asking, &at_version(before + 2)).await;
    let waiting = read(asking, "#play-take-back").await;
    assert!(waiting.contains("asked to take back"), "{waiting}");
    shows(
        answering,
        "//*[@id='play-take-back']//button[normalize-space()='Refuse']",
    )
    .await;
    let asked = read(answering, "#play-take-back").await;
    assert!(asked.contains("asks to take back"), "{asked}");
    assert_fits(answering, PHONE.0, "a take-back to answer").await;
    press(answering, "play-take-back", "Accept").await;

    // Both pages are back where the match was before the move, without reloading.
    for (seat, client) in pages.iter().enumerate() {
        let turn = if seat == asker { "mine" } else { "theirs" };
        wait_closely(
            client,
            &format!("{}[data-turn=\"{turn}\"]", at_version(before + 3)),
        )
        .await;
    }
    let back = view(&server, &id, &tokens[0]).await;
    assert_eq!(back["version"], before + 3, "moved, asked, taken back");
    assert!(back.get("take_back").is_none(), "{back}");
    for (seat, client) in pages.iter().enumerate() {
        let (state, offered, score) = &earlier[seat];
        assert_eq!(
            view(&server, &id, &tokens[seat]).await["state"],
            *state,
            "seat {seat}"
        );
        assert_eq!(page_state(client).await, *state, "seat {seat}'s page");
        assert_eq!(choices(client).await, *offered, "seat {seat}'s buttons");
        assert_eq!(
            read(client, "#play-score").await,
            *score,
            "seat {seat}'s score"
        );
        assert_eq!(count(client, "#play-take-back *").await, 0);
        // The log keeps the move, the request and the take-back.
        assert_eq!(count(client, "#play-log li").await, before as usize + 3);
        assert!(log_line(client, before + 2)
            .await
            .contains("asked to take back"));
        let taken = log_line(client, before + 3).await;
        assert!(taken.contains("was taken back"), "{taken}");
    }
    let kinds: Vec<Value> = get(
        &server,
        &format!("/v1/matches/{id}/log?from={}", before + 1),
        None,
    )
    .await["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["kind"].clone())
        .collect();
    assert_eq!(kinds, ["action", "take-back-asked", "take-back"]);

    // The same move again, and this time the other refuses: the move stands.
    let again = before + 3;
    tap_move(asking, again, "Exchange").await;
    let moved = view(&server, &id, &tokens[asker]).await;
    assert_eq!(moved["version"], again + 1);
    press(asking, "play-buttons", "Take back my last action").await;
    press(answering, "play-take-back", "Refuse").await;
    for client in pages {
        wait_closely(client, &at_version(again + 3)).await;
    }
    let refused = view(&server, &id, &tokens[asker]).await;
    assert_eq!(refused["version"], again + 3, "moved, asked, refused");
    assert!(refused.get("take_back").is_none(), "{refused}");
    assert_eq!(refused["state"], moved["state"], "the move stands");
    for client in pages {
        assert_eq!(
            count(client, "#play-take-back *").await,
            0,
            "nothing pending"
        );
        let line = log_line(client, again + 3).await;
        assert!(line.contains("refused"), "{line}");
    }
    assert_eq!(page_state(asking).await, moved["state"]);
    screenshot(answering, "play-take-back-refused-390").await;
    eprintln!(
        "a take-back accepted and one refused through the page: {:.1} s",
        started.elapsed().as_secs_f64()
    );
    ann.close().await.unwrap();
    ben.close().await.unwrap();
}

#[tokio::test]
async fn a_seat_resigns_through_the_page_and_a_bot_plays_on() {
    let _turn = ONE_TEST.lock().await;
    let started = Instant::now();
    let server = Server::start();
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Ben"], "on_resign": "bot"}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let tokens = tokens_of(&created);
    let (ann, _ann_driver) = seat_page(&server, &id, &tokens[0], DESKTOP).await;
    let (ben, _ben_driver) = seat_page(&server, &id, &tokens[1], PHONE).await;

    // Ann plays until it is Ben's turn, so the bot that takes his seat has a move to make.
    let mut decisions = 0;
    loop {
        let now = view(&server, &id, &tokens[0]).await;
        let version = now["version"].as_i64().unwrap();
        if now["to_act"][0]["seat"] == 1 {
            wait_closely(
                &ben,
                &format!("{}[data-turn=\"mine\"]", at_version(version)),
            )
            .await;
            break;
        }
        decisions += 1;
        assert!(decisions < 20, "it never became Ben's turn");
        // Anything but an exchange, which leaves the turn with Ann.
        tap_move(&ann, version, "Warehouse").await;
    }
    // Ann's page stays the same page throughout: nothing reloads it.
    script(&ann, "window.stayed = true; return true;").await;
    let resigned_at = view(&server, &id, &tokens[0]).await["version"]
        .as_i64()
        .unwrap()
        + 1;

    press(&ben, "play-buttons", "Resign…").await;
    let asked = read(&ben, "#play-buttons").await;
    assert!(asked.contains("Resign this match?"), "{asked}");
    press(&ben, "play-buttons", "Yes, resign").await;

    // Ann's page shows Ben resigned, then the stand-in bot's move for him, then her turn.
    shows(
        &ann,
        "//ul[@id='play-seats']/li[contains(., 'Ben') and contains(., '(resigned)')]",
    )
    .await;
    let line = log_line(&ann, resigned_at).await;
    assert!(
        line.contains("Ben resigned") && line.contains("a bot plays on"),
        "{line}"
    );
    shows(
        &ann,
        "//ol[@id='play-log']/li[span[@class='flag' and contains(., 'bot')]]",
    )
    .await;
    // The log is drawn anew as moves arrive: its entries are read in one script.
    let bot_seq = script(
        &ann,
        "return [...document.querySelectorAll('#play-log li')]
           .find((li) => [...li.querySelectorAll('.flag')].some((f) => f.textContent.includes('bot')))
           .dataset.seq;",
    )
    .await
    .as_str()
    .unwrap()
    .parse::<i64>()
    .unwrap();
    assert!(bot_seq > resigned_at, "the bot moved after the resignation");
    wait_closely(&ann, "body[data-turn=\"mine\"]").await;
    assert_eq!(script(&ann, "return window.stayed === true;").await, true);

    let after = view(&server, &id, &tokens[0]).await;
    assert_eq!(after["resigned"], json!([1]), "{after}");
    assert_eq!(after["seats"][1]["holder"], "resigned", "{after}");
    let log = get(&server, &format!("/v1/matches/{id}/log"), None).await;
    let entries = log["entries"].as_array().unwrap();
    assert_eq!(entries[resigned_at as usize - 1]["kind"], "resign");
    assert!(entries
        .iter()
        .any(|entry| entry["bot"] == true && entry["actor"]["seat"] == 1));
    // Ben's own page says so too.
    shows(
        &ben,
        "//ul[@id='play-seats']/li[contains(., '(you)') and contains(., '(resigned)')]",
    )
    .await;
    screenshot(&ann, "play-resigned-1280").await;
    assert_fits(&ann, DESKTOP.0, "a match after the other seat resigned").await;
    eprintln!(
        "a seat resigned through the page: {:.1} s",
        started.elapsed().as_secs_f64()
    );
    ann.close().await.unwrap();
    ben.close().await.unwrap();
}

/// Waits until the browser shows the page of match `id` drawn: after a tap that leads there.
async fn arrives(client: &Client, id: &str) {
    let started = Instant::now();
    loop {
        let there = client
            .execute(
                "return location.pathname === arguments[0] && document.body.dataset.state === 'ready';",
                vec![json!(format!("/matches/{id}"))],
            )
            .await;
        if there.is_ok_and(|there| there == true) {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "the page never went to {id}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The seat and token the browser keeps for match `id`.
async fn kept_seat(client: &Client, id: &str) -> Value {
    script(
        client,
        &format!("return JSON.parse(localStorage.getItem('quarterdeck.match.{id}'));"),
    )
    .await
}

#[tokio::test]
async fn a_rematch_is_started_and_joined_through_the_page() {
    let _turn = ONE_TEST.lock().await;
    let started = Instant::now();
    let server = Server::start();
    // Two bots play it to its end at once; the seats' tokens come back all the same.
    let created = create(
        &server,
        json!({"game": "nantucket", "players": 2, "names": ["Ann", "Ben"],
               "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let tokens = tokens_of(&created);
    loop {
        if view(&server, &id, &tokens[0]).await["status"] == "finished" {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the bots never finished"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Seat 0's page starts the rematch and goes to it, holding its new seat: the last one.
    let (first, _first_driver) = seat_page(&server, &id, &tokens[0], PHONE).await;
    wait_for(&first, "body[data-status=\"finished\"]").await;
    press(&first, "play-buttons", "Rematch").await;
    let mut old = view(&server, &id, &tokens[0]).await;
    while old.get("rematch").is_none() {
        assert!(started.elapsed() < Duration::from_secs(45), "no rematch");
        tokio::time::sleep(Duration::from_millis(20)).await;
        old = view(&server, &id, &tokens[0]).await;
    }
    let new_id = old["rematch"].as_str().unwrap().to_owned();
    assert_ne!(new_id, id);
    arrives(&first, &new_id).await;
    let kept = kept_seat(&first, &new_id).await;
    assert_eq!(kept["seat"], 1, "seat 0 plays the last seat: {kept}");
    let first_token = kept["token"].as_str().unwrap().to_owned();
    let rematch = view(&server, &new_id, &first_token).await;
    assert_eq!(rematch["seat"], 1, "{rematch}");
    assert_eq!(rematch["rematch_of"], id.as_str(), "{rematch}");
    assert_eq!(script(&first, "return page.view.seat;").await, 1);
    read(&first, "#play-seats li.you").await;
    assert!(read(&first, "#play-facts").await.contains("You are"));
    screenshot(&first, "play-rematch-390").await;
    assert_fits(&first, PHONE.0, "the rematch's page").await;
    // The old match's page now links to the rematch this browser holds a seat of.
    first
        .goto(&server.url(&format!("/matches/{id}")))
        .await
        .unwrap();
    let link = shows(
        &first,
        "//*[@id='play-buttons']//a[normalize-space()='Go to the rematch']",
    )
    .await;
    assert_eq!(
        link.attr("href").await.unwrap().as_deref(),
        Some(format!("/matches/{new_id}").as_str())
    );

    // Seat 1's page is offered to join it, and gets a seat of its own: the first.
    let (second, _second_driver) = seat_page(&server, &id, &tokens[1], DESKTOP).await;
    wait_for(&second, "body[data-status=\"finished\"]").await;
    press(&second, "play-buttons", "Join the rematch").await;
    arrives(&second, &new_id).await;
    let joined = kept_seat(&second, &new_id).await;
    assert_eq!(joined["seat"], 0, "{joined}");
    let second_token = joined["token"].as_str().unwrap();
    assert_ne!(second_token, first_token);
    assert_eq!(
        view(&server, &new_id, second_token).await["seat"],
        0,
        "the page's token is seat 0's"
    );
    assert_eq!(script(&second, "return page.view.seat;").await, 0);
    eprintln!(
        "a rematch started and joined through the page: {:.1} s",
        started.elapsed().as_secs_f64()
    );
    first.close().await.unwrap();
    second.close().await.unwrap();
}
