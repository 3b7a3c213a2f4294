//! The score pad (`/score`) in a real headless Chromium, at a phone's 390×844 and a desktop's
//! 1280×900: a realistic game of each of the four games entered as a person would (a 5-player
//! New Bedford table with Rising Tide's 5th Player Expansion, a Fleet fleet of 20 boats),
//! totals and winner checked against the score-sheet endpoint fed the same counts by hand; a
//! reload that loses nothing; every mistake shown at once at its field; a permalink that
//! reproduces the result; the CSV and BG Stats exports; no sideways scrolling on a phone. At a
//! small phone's 360×740: the 4- and 5-player results, tap targets, the fields the rules
//! refuse, Fleet's licences, undo and a solo result, with the taps two tables take.
//!
//! Needs Chromium and chromedriver (`scripts/test.sh` installs them).

use fantoccini::{Client, Locator};
use quarterdeck_integration_tests::browser::{
    assert_accessible, browser, horizontal_overflow, screenshot, small_tap_targets, wait_for,
    DESKTOP, PHONE, SMALL_PHONE,
};
use quarterdeck_integration_tests::{assert_walked_the_first_four_games, catalogue, Server};
use serde_json::{json, Value};

mod small_phone;

/// Counts what a person does: taps (clicks) and fields typed into.
#[derive(Default)]
struct Effort {
    taps: usize,
    typed: usize,
}

struct Pad<'a> {
    client: &'a Client,
    effort: Effort,
}

impl<'a> Pad<'a> {
    fn new(client: &'a Client) -> Self {
        Self {
            client,
            effort: Effort::default(),
        }
    }

    /// The element, brought into view first as a thumb scrolls to it: the sticky score bar may
    /// cover it otherwise.
    async fn reach(&self, css: &str) -> fantoccini::elements::Element {
        let element = wait_for(self.client, css).await;
        self.client
            .execute(
                "arguments[0].scrollIntoView({block: 'center'});",
                vec![serde_json::to_value(&element).unwrap()],
            )
            .await
            .unwrap();
        element
    }

    async fn tap(&mut self, css: &str) {
        self.effort.taps += 1;
        self.reach(css).await.click().await.unwrap();
    }

    async fn type_in(&mut self, field: &str, text: &str) {
        self.effort.taps += 1;
        self.effort.typed += 1;
        let input = self.reach(&format!("input[data-field=\"{field}\"]")).await;
        input.clear().await.unwrap();
        input.send_keys(text).await.unwrap();
    }

    async fn choose_game(&mut self, game: &str) {
        self.effort.taps += 1;
        wait_for(self.client, "#game")
            .await
            .select_by_value(game)
            .await
            .unwrap();
        wait_for(
            self.client,
            &format!("#players[data-game=\"{game}\"] [role=tabpanel]"),
        )
        .await;
    }

    async fn player(&mut self, seat: usize) {
        self.tap(&format!("#tab-{seat}")).await;
        wait_for(
            self.client,
            &format!("[role=tabpanel][data-player=\"{seat}\"]"),
        )
        .await;
    }

    async fn add_player(&mut self) {
        self.tap("#add-player").await;
    }

    async fn pick(&mut self, seat: usize, field: &str, id: &str) {
        self.tap(&format!(
            "[data-field=\"players[{seat}].{field}\"] .chip[data-id=\"{id}\"]"
        ))
        .await;
    }

    /// Enters a player's licenses, each copy picked from the list (one tap, as a game is);
    /// the request's list of them.
    async fn licenses(&mut self, seat: usize, licenses: &[Licenses]) -> Vec<&'static str> {
        let mut list = Vec::new();
        let picker = format!("select[data-pick-list=\"players[{seat}].licenses\"]");
        for (license, copies) in licenses {
            for _ in 0..*copies {
                self.effort.taps += 1;
                self.reach(&picker)
                    .await
                    .select_by_value(license)
                    .await
                    .unwrap();
                list.push(*license);
            }
        }
        let rows = self
            .client
            .find_all(Locator::Css(&format!(
                "[data-field=\"players[{seat}].licenses\"] .pick-rows li"
            )))
            .await
            .unwrap();
        assert_eq!(rows.len(), list.len(), "a row for each license owned");
        list
    }

    /// Enters a player's boats by type as a person counts them; the request's list of them,
    /// crates loaded on the captained boats first, up to 4 each, as the pad shares them out.
    async fn boats(&mut self, seat: usize, boats: &[Boats]) -> Vec<Value> {
        let mut list = Vec::new();
        for (kind, count, captained, crates) in boats {
            let at = format!("players[{seat}].boats.{kind}-boat");
            self.type_in(&format!("{at}.items"), &count.to_string())
                .await;
            if *captained > 0 {
                self.type_in(&format!("{at}.flagged"), &captained.to_string())
                    .await;
            }
            if *crates > 0 {
                self.type_in(&format!("{at}.amount"), &crates.to_string())
                    .await;
            }
            let mut left = *crates;
            for boat in 0..*count {
                let captain = boat < *captained;
                let held = if captain { left.min(4) } else { 0 };
                left -= held;
                list.push(json!({"type": kind, "captain": captain, "crates": held}));
            }
        }
        list
    }

    /// Scores and reads the totals by seat and the headline.
    async fn score(&mut self, players: usize) -> (Vec<i64>, String) {
        // A result already shown is replaced by the new one: marked, it is not read for it.
        self.client
            .execute(
                "document.querySelector('#winner')?.setAttribute('data-read', '');",
                vec![],
            )
            .await
            .unwrap();
        self.tap("#submit").await;
        let headline = wait_for(
            self.client,
            "#result:not([hidden]) #winner:not([data-read])",
        )
        .await;
        let mut totals = Vec::new();
        for seat in 0..players {
            let cell = wait_for(
                self.client,
                &format!("#score-table .total-row td[data-seat=\"{seat}\"]"),
            )
            .await;
            totals.push(cell.text().await.unwrap().parse().unwrap());
        }
        (totals, headline.text().await.unwrap())
    }
}

/// The totals the score-sheet endpoint gives for a request written by hand.
fn expected_totals(server: &Server, game: &str, request: &Value) -> Vec<i64> {
    // The blocking HTTP client may not run on the browser's async worker thread.
    let (status, sheet) = tokio::task::block_in_place(|| {
        server.post_json(&format!("/v1/games/{game}/score-sheet"), request)
    });
    assert_eq!(status, 200, "{sheet}");
    let mut players = sheet["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    players
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect()
}

async fn no_sideways_scrolling(client: &Client, what: &str) {
    let overflow = horizontal_overflow(client).await;
    assert!(overflow <= 0, "{what}: {overflow} px wider than the screen");
}

async fn fresh_pad(client: &Client, server: &Server) {
    client.goto(&server.url("/score")).await.unwrap();
    client
        .execute("localStorage.clear();", vec![])
        .await
        .unwrap();
    client.goto(&server.url("/score")).await.unwrap();
    wait_for(client, "#players [role=tabpanel]").await;
}

async fn new_bedford_five_players(pad: &mut Pad<'_>, server: &Server) -> Vec<i64> {
    pad.choose_game("new-bedford").await;
    pad.tap("[data-field=\"options.modules\"] .chip[data-option=\"fifth-player\"]")
        .await;
    for _ in 2..5 {
        pad.add_player().await;
    }
    let players = [
        (
            "Ann",
            [6, 2, 1],
            17,
            &["counting-house", "bank", "seamens-bethel"][..],
        ),
        (
            "Ben",
            [3, 4, 0],
            9,
            &["municipal-office", "tavern", "wharf", "mansion"][..],
        ),
        ("Cat", [2, 1, 1], 23, &["lighthouse"][..]),
        ("Dan", [5, 0, 1], 4, &["schoolhouse", "dry-dock"][..]),
        ("Eve", [0, 3, 0], 12, &[][..]),
    ];
    let mut request_players = Vec::new();
    for (seat, (name, [right, bowhead, sperm], money, buildings)) in players.iter().enumerate() {
        pad.player(seat).await;
        pad.type_in(&format!("players[{seat}].name"), name).await;
        pad.type_in(&format!("players[{seat}].right_whales"), &right.to_string())
            .await;
        pad.type_in(
            &format!("players[{seat}].bowhead_whales"),
            &bowhead.to_string(),
        )
        .await;
        pad.type_in(&format!("players[{seat}].sperm_whales"), &sperm.to_string())
            .await;
        pad.type_in(&format!("players[{seat}].money"), &money.to_string())
            .await;
        for building in *buildings {
            pad.pick(seat, "buildings", building).await;
        }
        request_players.push(json!({
            "name": name, "right_whales": right, "bowhead_whales": bowhead, "sperm_whales": sperm,
            "money": money, "buildings": buildings,
        }));
    }
    expected_totals(
        server,
        "new-bedford",
        &json!({"options": {"edition": "retail", "modules": ["fifth-player"]}, "players": request_players}),
    )
}

/// A license and how many copies a player owns.
type Licenses = (&'static str, u32);
/// A boat type, its boats, how many have captains, and the crates on them.
type Boats = (&'static str, u32, u32, u32);

/// Fleet: 20 boats between two players, entered by type as a person counts them.
async fn fleet_twenty_boats(pad: &mut Pad<'_>, server: &Server) -> Vec<i64> {
    pad.choose_game("fleet").await;
    let players: [(&str, &[Licenses], &[Boats]); 2] = [
        (
            "Kim",
            &[
                ("shrimp-license", 2),
                ("cod-license", 1),
                ("fishermens-pub-license", 1),
            ],
            &[("shrimp", 6, 5, 14), ("cod", 4, 3, 9)],
        ),
        (
            "Lou",
            &[
                ("lobster-license", 2),
                ("tuna-license", 1),
                ("processing-vessel-license", 1),
            ],
            &[
                ("lobster", 5, 4, 12),
                ("tuna", 3, 3, 7),
                ("processing-vessel", 2, 0, 0),
            ],
        ),
    ];
    let mut request_players = Vec::new();
    for (seat, (name, licenses, boats)) in players.iter().enumerate() {
        pad.player(seat).await;
        pad.type_in(&format!("players[{seat}].name"), name).await;
        let license_list = pad.licenses(seat, licenses).await;
        let boat_list = pad.boats(seat, boats).await;
        request_players.push(json!({"name": name, "licenses": license_list, "boats": boat_list}));
    }
    let boats: usize = request_players
        .iter()
        .map(|p| p["boats"].as_array().unwrap().len())
        .sum();
    assert_eq!(boats, 20);
    expected_totals(server, "fleet", &json!({"players": request_players}))
}

async fn nantucket_game(pad: &mut Pad<'_>, server: &Server) -> Vec<i64> {
    pad.choose_game("nantucket").await;
    pad.player(0).await;
    pad.type_in("players[0].name", "Mo").await;
    pad.type_in("players[0].copper", "4").await;
    pad.type_in("players[0].silver", "2").await;
    pad.pick(0, "buildings", "schoolhouse").await;
    pad.pick(0, "buildings", "church").await;
    pad.player(1).await;
    pad.type_in("players[1].name", "Ned").await;
    pad.type_in("players[1].copper", "2").await;
    pad.type_in("players[1].silver", "6").await;
    pad.pick(1, "buildings", "factory").await;
    expected_totals(
        server,
        "nantucket",
        &json!({"players": [
            {"name": "Mo", "copper": 4, "silver": 2, "buildings": ["schoolhouse", "church"]},
            {"name": "Ned", "copper": 2, "silver": 6, "buildings": ["factory"]}
        ]}),
    )
}

async fn bremerhaven_game(pad: &mut Pad<'_>, server: &Server) -> Vec<i64> {
    pad.choose_game("bremerhaven").await;
    pad.add_player().await;
    let players = [
        ("Red", 65, 15, 2),
        ("Blue", 50, 12, 1),
        ("Green", 40, 18, 3),
    ];
    for (seat, (name, money, prestige, rank)) in players.iter().enumerate() {
        pad.player(seat).await;
        pad.type_in(&format!("players[{seat}].name"), name).await;
        pad.type_in(&format!("players[{seat}].money"), &money.to_string())
            .await;
        pad.type_in(&format!("players[{seat}].prestige"), &prestige.to_string())
            .await;
        pad.type_in(&format!("players[{seat}].career_rank"), &rank.to_string())
            .await;
    }
    expected_totals(
        server,
        "bremerhaven",
        &json!({"players": players.iter().map(|(name, money, prestige, rank)| json!({
            "name": name, "money": money, "prestige": prestige, "career_rank": rank
        })).collect::<Vec<_>>()}),
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn the_pad_scores_a_real_game_of_each_game_on_a_phone_and_a_desktop() {
    let server = Server::start();
    for (width, height) in [PHONE, DESKTOP] {
        let (client, _driver) = browser(width, height).await;
        let size = format!("{width}");
        fresh_pad(&client, &server).await;
        assert_accessible(&client, &format!("/score empty at {size}")).await;
        let mut pad = Pad::new(&client);

        let expected = new_bedford_five_players(&mut pad, &server).await;
        let (totals, headline) = pad.score(5).await;
        assert_eq!(totals, expected, "new bedford at {size}");
        assert!(
            headline.contains("wins") || headline.contains("share"),
            "{headline}"
        );
        no_sideways_scrolling(&client, "new bedford result").await;
        screenshot(&client, &format!("pad-new-bedford-5p-{size}")).await;
        assert_accessible(&client, &format!("/score with a result at {size}")).await;

        let before = pad.effort.taps;
        let typed_before = pad.effort.typed;
        let expected = fleet_twenty_boats(&mut pad, &server).await;
        let (totals, _) = pad.score(2).await;
        assert_eq!(totals, expected, "fleet at {size}");
        eprintln!(
            "fleet, 20 boats at {size}: {} taps, {} typed fields",
            pad.effort.taps - before,
            pad.effort.typed - typed_before
        );
        screenshot(&client, &format!("pad-fleet-20-boats-{size}")).await;

        let expected = nantucket_game(&mut pad, &server).await;
        let (totals, _) = pad.score(2).await;
        assert_eq!(totals, expected, "nantucket at {size}");

        let expected = bremerhaven_game(&mut pad, &server).await;
        let (totals, headline) = pad.score(3).await;
        assert_eq!(totals, expected, "bremerhaven at {size}");
        assert_eq!(totals, [975, 600, 720]);
        assert_eq!(headline, "Red wins with 975");
        no_sideways_scrolling(&client, "bremerhaven").await;
        screenshot(&client, &format!("pad-bremerhaven-{size}")).await;
        client.close().await.unwrap();
    }
}

/// Every game the catalogue scores opens on the pad at a phone's width with a tab per seat of
/// its first table and every field its `score_pad` asks of a player, whichever games the
/// registry holds: the realistic games above are the four games' own.
#[tokio::test(flavor = "multi_thread")]
async fn every_game_of_the_catalogue_opens_on_the_pad_with_its_fields() {
    let server = Server::start();
    // The blocking HTTP client may not run on the browser's async worker thread.
    let scored: Vec<Value> = tokio::task::block_in_place(|| catalogue(&server))
        .into_iter()
        .filter(|game| {
            game["capabilities"]
                .as_array()
                .unwrap()
                .contains(&json!("score-sheet"))
        })
        .collect();
    let ids: Vec<&str> = scored.iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_walked_the_first_four_games(&ids);
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    fresh_pad(&client, &server).await;
    let mut pad = Pad::new(&client);
    for game in &scored {
        let id = game["id"].as_str().unwrap();
        pad.choose_game(id).await;
        let range = &game["players"];
        let seats = 2.clamp(
            range["min"].as_u64().unwrap(),
            range["max"].as_u64().unwrap(),
        );
        let tabs = client.find_all(Locator::Css("#tabs .tab")).await.unwrap();
        assert_eq!(tabs.len(), usize::try_from(seats).unwrap(), "{id}: tabs");
        // A module's fields are asked only with the module chosen.
        let asked = game["score_pad"]["player"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|field| field.get("module").is_none());
        for field in asked {
            let key = field["key"].as_str().unwrap();
            wait_for(&client, &format!("[data-field=\"players[0].{key}\"]")).await;
        }
        no_sideways_scrolling(&client, id).await;
    }
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_pad_survives_a_reload_and_a_permalink_reproduces_the_result() {
    let server = Server::start();
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    fresh_pad(&client, &server).await;
    let mut pad = Pad::new(&client);
    let expected = bremerhaven_game(&mut pad, &server).await;
    let (totals, _) = pad.score(3).await;
    assert_eq!(totals, expected);

    // A reload keeps every count and the running totals.
    client.refresh().await.unwrap();
    wait_for(
        &client,
        "#players[data-game=\"bremerhaven\"] [role=tabpanel]",
    )
    .await;
    pad.player(2).await;
    let money = wait_for(&client, "input[data-field=\"players[2].money\"]").await;
    assert_eq!(money.prop("value").await.unwrap().as_deref(), Some("40"));
    let running = wait_for(&client, "#totals li[data-seat=\"0\"] .sum").await;
    client
        .wait()
        .for_element(Locator::XPath(
            "//ol[@id='totals']/li[@data-seat='0']/span[@class='sum' and text()='975']",
        ))
        .await
        .unwrap();
    drop(running);

    // A tie on the total is explained by the tie-breaker that decided it.
    pad.player(1).await;
    pad.type_in("players[1].money", "65").await;
    pad.type_in("players[1].prestige", "15").await;
    let (totals, headline) = pad.score(3).await;
    assert_eq!(totals[..2], [975, 975]);
    assert!(
        headline.starts_with("Blue wins on the tie-breaker:") && headline.ends_with("(both 975)"),
        "{headline}"
    );
    pad.type_in("players[1].money", "50").await;
    pad.type_in("players[1].prestige", "12").await;

    // Removing a player can be undone.
    pad.player(1).await;
    pad.tap("#remove-player").await;
    assert_eq!(
        client
            .find_all(Locator::Css("#tabs .tab"))
            .await
            .unwrap()
            .len(),
        2
    );
    pad.tap("#undo").await;
    assert_eq!(
        client
            .find_all(Locator::Css("#tabs .tab"))
            .await
            .unwrap()
            .len(),
        3
    );

    // The permalink, opened with nothing saved, shows the same result.
    let link = client.execute("return permalink();", vec![]).await.unwrap();
    let link = link.as_str().unwrap().to_owned();
    client
        .execute("localStorage.clear();", vec![])
        .await
        .unwrap();
    client.goto("about:blank").await.unwrap();
    client.goto(&link).await.unwrap();
    let cell = wait_for(&client, "#score-table .total-row td[data-seat=\"0\"]").await;
    assert_eq!(cell.text().await.unwrap(), "975");
    assert_eq!(
        wait_for(&client, "#winner").await.text().await.unwrap(),
        "Red wins with 975"
    );

    // Editing after scoring marks the result stale.
    pad.player(0).await;
    pad.type_in("players[0].money", "66").await;
    wait_for(&client, "#result.stale #stale-note:not([hidden])").await;

    // The names are remembered for the next game.
    pad.choose_game("fleet").await;
    let first = wait_for(&client, "#tab-0 .tab-name").await;
    assert_eq!(first.text().await.unwrap(), "Red");
    pad.choose_game("bremerhaven").await;
    for (seat, name, money, prestige, rank) in
        [(0, "Red", "66", "15", "2"), (1, "Blue", "50", "12", "1")]
    {
        pad.player(seat).await;
        pad.type_in(&format!("players[{seat}].money"), money).await;
        pad.type_in(&format!("players[{seat}].prestige"), prestige)
            .await;
        pad.type_in(&format!("players[{seat}].career_rank"), rank)
            .await;
        let tab = wait_for(&client, &format!("#tab-{seat} .tab-name")).await;
        assert_eq!(tab.text().await.unwrap(), name);
    }
    pad.add_player().await;
    pad.type_in("players[2].money", "40").await;
    pad.type_in("players[2].prestige", "18").await;
    pad.type_in("players[2].career_rank", "3").await;

    // The exports: CSV and the BG Stats play file, caught before the download.
    pad.score(3).await;
    client
        .execute(
            "window.download = (name, type, text) => { window.downloaded = {name, type, text}; };",
            vec![],
        )
        .await
        .unwrap();
    pad.tap("#download-csv").await;
    wait_for(&client, "#result[data-exported=\"csv\"]").await;
    let csv = client
        .execute("return window.downloaded;", vec![])
        .await
        .unwrap();
    assert!(csv["name"].as_str().unwrap().ends_with(".csv"), "{csv}");
    assert!(csv["text"].as_str().unwrap().contains("Red"), "{csv}");
    pad.tap("#bgstats").await;
    wait_for(&client, "#result[data-exported=\"bgstats\"]").await;
    let file = client
        .execute("return window.downloaded;", vec![])
        .await
        .unwrap();
    assert!(
        file["name"].as_str().unwrap().ends_with(".bgsplay"),
        "{file}"
    );
    let play: Value = serde_json::from_str(file["text"].as_str().unwrap()).unwrap();
    assert_eq!(play["games"][0]["name"], "Bremerhaven", "{play}");
    let scores = play["plays"][0]["playerScores"].as_array().unwrap();
    assert_eq!(scores.len(), 3, "{play}");
    let winners: Vec<&Value> = scores.iter().filter(|s| s["winner"] == true).collect();
    assert_eq!(winners.len(), 1);
    assert_eq!(winners[0]["score"], "990", "66 × 15: {play}");
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn every_mistake_is_shown_at_once_at_its_field_in_plain_words() {
    let server = Server::start();
    for (width, height) in [PHONE, DESKTOP] {
        let (client, _driver) = browser(width, height).await;
        fresh_pad(&client, &server).await;
        let mut pad = Pad::new(&client);
        pad.choose_game("new-bedford").await;
        // Three mistakes the page catches before sending anything.
        pad.player(0).await;
        pad.type_in("players[0].name", "Ann").await;
        pad.type_in("players[0].money", "-3").await;
        pad.type_in("players[0].right_whales", "2.5").await;
        pad.player(1).await;
        pad.type_in("players[1].name", "Ben").await;
        pad.type_in("players[1].sperm_whales", "99999").await;
        pad.tap("#submit").await;
        let summary = wait_for(&client, "#summary:not([hidden])").await;
        let text = summary.text().await.unwrap();
        assert!(text.contains("3 things to fix"), "{text}");
        assert!(
            text.contains("Ann: Money ($): enter a whole number"),
            "{text}"
        );
        assert!(text.contains("Ben: Sperm Whales: at most 9999"), "{text}");
        // The view moved to the first one (in the pad's order), which says so to a screen
        // reader.
        let focused = client
            .execute("return document.activeElement.dataset.field;", vec![])
            .await
            .unwrap();
        assert_eq!(focused, "players[0].right_whales");
        let invalid = wait_for(
            &client,
            "input[data-field=\"players[0].money\"][aria-invalid=\"true\"]",
        )
        .await;
        let described = invalid.attr("aria-describedby").await.unwrap().unwrap();
        let note = wait_for(&client, &format!("#{described}")).await;
        assert!(note.text().await.unwrap().contains("whole number"));
        screenshot(&client, &format!("pad-errors-{width}")).await;
        assert_accessible(&client, &format!("/score with errors at {width}")).await;

        // The rules' checks come from the server, all at once, with names instead of ids.
        pad.type_in("players[0].money", "3").await;
        pad.type_in("players[0].right_whales", "2").await;
        pad.pick(0, "buildings", "tavern").await;
        pad.player(1).await;
        pad.type_in("players[1].sperm_whales", "1").await;
        pad.pick(1, "buildings", "tavern").await;
        pad.tap("#submit").await;
        let summary = wait_for(&client, "#summary:not([hidden])").await;
        client
            .wait()
            .for_element(Locator::XPath(
                "//div[@id='summary' and contains(., 'Tavern')]",
            ))
            .await
            .unwrap();
        let text = summary.text().await.unwrap();
        assert!(!text.contains("players["), "{text}");
        assert!(!text.contains('`'), "{text}");
        client.close().await.unwrap();
    }
}

/// A Fleet pad saved before licences became rows held a count per licence; reloaded, it keeps
/// every licence (one row per copy) instead of starting empty.
#[tokio::test(flavor = "multi_thread")]
async fn a_pad_saved_with_licence_counts_reopens_with_a_row_per_licence() {
    let server = Server::start();
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    fresh_pad(&client, &server).await;
    let mut pad = Pad::new(&client);
    pad.choose_game("fleet").await;
    // The pad as the older page saved it: licences as {id: copies}.
    let saved = client
        .execute(
            "view.pad.players[0].values.licenses = {'shrimp-license': 2, 'cod-license': 1}; \
             localStorage.setItem(SAVE_KEY, JSON.stringify(view.pad)); return true;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(saved, json!(true));
    client.refresh().await.unwrap();
    wait_for(&client, "#players[data-game=\"fleet\"] [role=tabpanel]").await;
    pad.player(0).await;
    let rows = client
        .find_all(Locator::Css(
            "[data-field=\"players[0].licenses\"] .pick-rows li",
        ))
        .await
        .unwrap();
    assert_eq!(rows.len(), 3, "two Shrimp licences and one Cod licence");
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_landing_page_has_no_accessibility_violations() {
    let server = Server::start();
    for (width, height) in [PHONE, DESKTOP] {
        let (client, _driver) = browser(width, height).await;
        client.goto(&server.url("/")).await.unwrap();
        wait_for(&client, "h1").await;
        assert_accessible(&client, &format!("/ at {width}")).await;
        client.close().await.unwrap();
    }
}
