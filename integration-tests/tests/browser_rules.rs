//! The rules pages in a real headless Chromium, at two phones' sizes and a laptop's: every game of
//! the catalogue shows all its rule sections, components and rulings, the search forgives how
//! a name is typed, an anchor lands on its ruling, nothing scrolls sideways on a phone, and
//! axe-core finds nothing wrong. Screenshots go to `target/browser-screenshots/`.

use fantoccini::{Client, Locator};
use quarterdeck_integration_tests::browser::{
    assert_accessible, browser, horizontal_overflow, screenshot, small_tap_targets, wait_for,
    DESKTOP, PHONE, SMALL_PHONE,
};
use quarterdeck_integration_tests::Server;
use serde_json::Value;

/// One Chromium at a time: the pages are long, and browsers side by side on a small machine
/// would make the tests' waits race the machine rather than the page.
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn get(server: &Server, path: &str) -> Value {
    reqwest::get(server.url(path))
        .await
        .unwrap()
        .error_for_status()
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// The catalogue's games: (id, name, has a rule catalogue).
async fn games(server: &Server) -> Vec<(String, String, bool)> {
    get(server, "/v1/games")
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|game| {
            let rules = game["capabilities"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c == "rules");
            (
                game["id"].as_str().unwrap().to_owned(),
                game["name"].as_str().unwrap().to_owned(),
                rules,
            )
        })
        .collect()
}

async fn open_game(client: &Client, server: &Server, game: &str, anchor: &str) {
    client
        .goto(&server.url(&format!("/rules/{game}{anchor}")))
        .await
        .unwrap();
    wait_for(client, &format!("body[data-ready=\"{game}\"]")).await;
}

async fn count(client: &Client, css: &str) -> usize {
    client.find_all(Locator::Css(css)).await.unwrap().len()
}

async fn shown(client: &Client, css: &str) -> bool {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|error| panic!("{css}: {error}"))
        .is_displayed()
        .await
        .unwrap()
}

async fn ids(server: &Server, path: &str) -> Vec<String> {
    get(server, path)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap().to_owned())
        .collect()
}

/// Every game's page at one window size shows everything the API holds for it.
async fn every_game_at((width, height): (u32, u32)) {
    let _turn = ONE_BROWSER.lock().await;
    let server = Server::start();
    let (client, _driver) = browser(width, height).await;
    for (game, name, has_rules) in games(&server).await {
        open_game(&client, &server, &game, "").await;
        let title = wait_for(&client, "h1").await.text().await.unwrap();
        assert!(title.contains(&name), "{game}: {title}");

        let rules = if has_rules {
            ids(&server, &format!("/v1/games/{game}/rules")).await
        } else {
            Vec::new()
        };
        let components = ids(&server, &format!("/v1/games/{game}/components")).await;
        let rulings = ids(&server, &format!("/v1/games/{game}/rulings")).await;
        assert_eq!(
            count(&client, "#page-rules-list > article").await,
            rules.len()
        );
        assert_eq!(
            count(&client, "#page-components-list article").await,
            components.len()
        );
        assert_eq!(
            count(&client, "#page-rulings-list > article").await,
            rulings.len()
        );
        // Each is on the page under its own anchor, shown until a search hides it.
        for rule in rules.iter().take(3) {
            assert!(shown(&client, &format!("[id=\"{rule}\"]")).await, "{rule}");
        }
        for component in components.iter().take(3) {
            let css = format!("[id=\"component-{component}\"]");
            assert!(shown(&client, &css).await, "{css}");
            let provenance = client
                .find(Locator::Css(&format!("{css} .provenance")))
                .await
                .unwrap();
            assert!(!provenance.text().await.unwrap().is_empty());
            // Sources are printed by name, never as bare keys such as `S0`.
            let served = get(&server, &format!("/v1/games/{game}/components/{component}")).await;
            let printed = client
                .find(Locator::Css(&format!("{css} > p:last-child")))
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            for source in served["citations"].as_array().unwrap() {
                let name = source["name"].as_str().unwrap();
                assert!(printed.contains(name), "{css}: {printed:?} lacks {name:?}");
            }
        }
        for ruling in rulings.iter().take(3) {
            assert!(
                shown(&client, &format!("[id=\"{ruling}\"]")).await,
                "{ruling}"
            );
        }

        // Every in-page link lands somewhere: cited rulings and "(see rule-id)" references.
        let broken = client
            .execute(
                "return [...document.querySelectorAll('a[href^=\"#\"]')]
                   .map(a => decodeURIComponent(a.hash.slice(1)))
                   .filter(id => !document.getElementById(id));",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(broken, Value::Array(Vec::new()), "{game}: links to nothing");

        if width <= PHONE.0 {
            let overflow = horizontal_overflow(&client).await;
            assert!(
                overflow <= 0,
                "{game}: the page is {overflow} px wider than a {width} px screen"
            );
            // The sticky search leaves the screen to the rules: at most 12% of its height.
            let finder = wait_for(&client, "#page-search-form").await;
            let (_, _, _, tall) = finder.rectangle().await.unwrap();
            eprintln!("{game} at {width}: the search bar is {tall} px tall");
            assert!(
                tall <= 0.12 * f64::from(height),
                "{game}: the search bar takes {tall} px of a {height} px screen"
            );
            // Fingers, not pointers: every tap target outside running text is at least 44 px
            // each way, and the search box's text 16 px, below which phones zoom in.
            assert_eq!(
                small_tap_targets(&client).await,
                Vec::<String>::new(),
                "{game}: too small to tap"
            );
            let text = client
                .execute(
                    "return parseFloat(getComputedStyle(document.getElementById('page-search')).fontSize);",
                    vec![],
                )
                .await
                .unwrap();
            assert!(
                text.as_f64().unwrap() >= 16.0,
                "{game}: search text {text} px"
            );
        }
        screenshot(&client, &format!("rules-{game}-{width}")).await;
        assert_accessible(&client, &format!("/rules/{game} at {width}×{height}")).await;
    }
    client.close().await.unwrap();
}

#[tokio::test]
async fn every_game_s_rules_page_reads_on_a_phone() {
    every_game_at(PHONE).await;
}

#[tokio::test]
async fn every_game_s_rules_page_reads_on_a_small_phone() {
    every_game_at(SMALL_PHONE).await;
}

/// A search for a name shows that card or building before the rules that mention it.
#[tokio::test]
async fn a_search_shows_the_matching_component_before_the_rules() {
    let _turn = ONE_BROWSER.lock().await;
    let server = Server::start();
    let (client, _driver) = browser(SMALL_PHONE.0, SMALL_PHONE.1).await;
    for (game, typed) in [("new-bedford", "lighthouse"), ("fleet", "shrimp license")] {
        open_game(&client, &server, game, "").await;
        let search = wait_for(&client, "#page-search").await;
        search.send_keys(typed).await.unwrap();
        let counted = wait_for(&client, "#page-search-count")
            .await
            .text()
            .await
            .unwrap();
        assert!(
            !counted.contains(" 0 rules") && !counted.starts_with("0 components"),
            "{game}: {typed}: {counted}"
        );
        let first = client
            .execute(
                "const shown = [...document.querySelectorAll('article.entry')]
                   .filter((entry) => entry.getClientRects().length > 0);
                 return shown[0].id;",
                vec![],
            )
            .await
            .unwrap();
        assert!(
            first.as_str().unwrap().starts_with("component-"),
            "{game}: {typed}: {first} comes first ({counted})"
        );
        screenshot(&client, &format!("rules-{game}-search-360")).await;
        assert_accessible(&client, &format!("/rules/{game} searching at 360")).await;
    }
    client.close().await.unwrap();
}

#[tokio::test]
async fn every_game_s_rules_page_reads_on_a_laptop() {
    every_game_at(DESKTOP).await;
}

#[tokio::test]
async fn searching_forgives_how_merchants_bank_is_typed() {
    let _turn = ONE_BROWSER.lock().await;
    let server = Server::start();
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    open_game(&client, &server, "new-bedford", "").await;
    let search = wait_for(&client, "#page-search").await;
    for typed in ["merchants bank", "Merchant's Bank", "MERCHANTS-BANK"] {
        search.clear().await.unwrap();
        search.send_keys(typed).await.unwrap();
        let bank = wait_for(&client, "#component-bank").await;
        assert!(bank.is_displayed().await.unwrap(), "{typed}");
        assert!(
            bank.text().await.unwrap().contains("Merchant's Bank"),
            "{typed}: the print-and-play name is shown"
        );
        // Unrelated entries of every list are hidden.
        for unrelated in ["#component-lighthouse", "#setup-whale-bag", "#NB-02"] {
            assert!(
                !shown(&client, unrelated).await,
                "{typed}: {unrelated} is shown"
            );
        }
        let counted = wait_for(&client, "#page-search-count").await;
        assert!(
            counted.text().await.unwrap().contains("1 component"),
            "{typed}: {}",
            counted.text().await.unwrap()
        );
    }
    screenshot(&client, "rules-new-bedford-search-390").await;
    assert_accessible(&client, "/rules/new-bedford while searching").await;

    // Clearing the search shows everything again.
    search.clear().await.unwrap();
    search.send_keys(" ").await.unwrap();
    assert!(shown(&client, "#component-lighthouse").await);
    client.close().await.unwrap();
}

#[tokio::test]
async fn an_anchor_lands_on_its_ruling() {
    let _turn = ONE_BROWSER.lock().await;
    let server = Server::start();
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    open_game(&client, &server, "new-bedford", "#NB-02").await;
    let ruling = wait_for(&client, "[id=\"NB-02\"]").await;
    assert!(ruling.is_displayed().await.unwrap());
    assert!(ruling.text().await.unwrap().contains("Decision"));
    let in_view = client
        .execute(
            "const box = document.getElementById('NB-02').getBoundingClientRect();
             return box.top >= 0 && box.top < window.innerHeight;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(in_view, Value::Bool(true), "NB-02 is scrolled into view");
    screenshot(&client, "rules-new-bedford-nb-02-390").await;

    // A rule citing a ruling links to it, and following the link lands there too.
    let citing = wait_for(&client, "#page-rules-list a[href=\"#NB-05\"]").await;
    // Mid-screen, as a reader would have it, not under the search that stays at the top.
    client
        .execute(
            "document.querySelector('#page-rules-list a[href=\"#NB-05\"]')
               .scrollIntoView({ block: 'center' });",
            vec![],
        )
        .await
        .unwrap();
    citing.click().await.unwrap();
    let landed = client
        .execute(
            "const box = document.getElementById('NB-05').getBoundingClientRect();
             return location.hash === '#NB-05' && box.top >= 0 && box.top < window.innerHeight;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(landed, Value::Bool(true));
    client.close().await.unwrap();
}

#[tokio::test]
async fn the_landing_page_leads_to_every_game_s_rules() {
    let _turn = ONE_BROWSER.lock().await;
    let server = Server::start();
    let (client, _driver) = browser(PHONE.0, PHONE.1).await;
    client.goto(&server.url("/")).await.unwrap();
    wait_for(&client, "a[href=\"/rules\"]").await;
    assert_accessible(&client, "/").await;
    wait_for(&client, "a[href=\"/rules\"]")
        .await
        .click()
        .await
        .unwrap();
    wait_for(&client, "body[data-loaded]").await;
    assert_accessible(&client, "/rules").await;
    screenshot(&client, "rules-index-390").await;
    for (game, name, _) in games(&server).await {
        let link = wait_for(&client, &format!("a[href=\"/rules/{game}\"]")).await;
        assert!(link.text().await.unwrap().contains(&name));
    }

    // A game that does not exist is a 404 that still offers the games there are.
    let missing = reqwest::get(server.url("/rules/monopoly")).await.unwrap();
    assert_eq!(missing.status(), 404);
    assert!(missing
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    client.goto(&server.url("/rules/monopoly")).await.unwrap();
    wait_for(&client, "body[data-loaded]").await;
    let title = wait_for(&client, "h1").await.text().await.unwrap();
    assert!(title.contains("monopoly"), "{title}");
    for (game, _, _) in games(&server).await {
        wait_for(&client, &format!("a[href=\"/rules/{game}\"]")).await;
    }
    assert_accessible(&client, "/rules/monopoly").await;
    client.close().await.unwrap();
}
