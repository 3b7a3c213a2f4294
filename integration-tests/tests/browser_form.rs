//! The scoring form in a real headless Chromium, driven over WebDriver: fill a game in,
//! submit, and read the totals, the winner and the field errors off the page.
//!
//! Needs Chromium and chromedriver (see `quarterdeck_integration_tests::browser`).

use fantoccini::{Client, Locator};
use quarterdeck_integration_tests::browser::{browser, screenshot, wait_for};
use quarterdeck_integration_tests::Server;

async fn choose_game(client: &Client, game: &str) {
    let select = wait_for(client, "#game").await;
    select.select_by_value(game).await.unwrap();
    // The form marks the players section once the chosen game's fields are rendered.
    wait_for(
        client,
        &format!("#players[data-game=\"{game}\"] [data-player]"),
    )
    .await;
}

async fn type_into(client: &Client, field: &str, text: &str) {
    let input = wait_for(client, &format!("[data-field=\"{field}\"]")).await;
    input.clear().await.unwrap();
    input.send_keys(text).await.unwrap();
}

async fn tick(client: &Client, field: &str, value: &str) {
    wait_for(
        client,
        &format!("[data-field=\"{field}\"] input[value=\"{value}\"]"),
    )
    .await
    .click()
    .await
    .unwrap();
}

async fn submit_and_read_totals(client: &Client, players: usize) -> Vec<String> {
    client
        .find(Locator::Css("#submit"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let mut totals = Vec::new();
    for seat in 0..players {
        let cell = wait_for(client, &format!("#result td.total[data-seat=\"{seat}\"]")).await;
        totals.push(cell.text().await.unwrap());
    }
    totals
}

#[tokio::test]
async fn scoring_form_scores_bremerhaven_and_new_bedford_and_shows_field_errors() {
    let server = Server::start();
    let (client, _driver) = browser(1200, 900).await;
    client.goto(&server.url("/score")).await.unwrap();

    // Bremerhaven: the rulebook's 65 money x 15 prestige.
    choose_game(&client, "bremerhaven").await;
    type_into(&client, "players[0].name", "Red").await;
    type_into(&client, "players[0].money", "65").await;
    type_into(&client, "players[0].prestige", "15").await;
    type_into(&client, "players[0].career_rank", "2").await;
    type_into(&client, "players[1].name", "Blue").await;
    type_into(&client, "players[1].money", "50").await;
    type_into(&client, "players[1].prestige", "12").await;
    type_into(&client, "players[1].career_rank", "1").await;
    assert_eq!(submit_and_read_totals(&client, 2).await, ["975", "600"]);
    let winner = wait_for(&client, "#winner").await.text().await.unwrap();
    assert_eq!(winner, "Winner: Red");

    // A mistake is shown next to the field it concerns.
    type_into(&client, "players[1].career_rank", "2").await;
    client
        .find(Locator::Css("#submit"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let error = wait_for(
        &client,
        ".field-error[data-error-for=\"players[1].career_rank\"]",
    )
    .await;
    assert!(
        error.text().await.unwrap().contains("career rank 2"),
        "{}",
        error.text().await.unwrap()
    );
    screenshot(&client, "bremerhaven-error").await;

    // New Bedford with buildings picked from the catalogue.
    choose_game(&client, "new-bedford").await;
    type_into(&client, "players[0].name", "Ann").await;
    type_into(&client, "players[0].right_whales", "6").await;
    type_into(&client, "players[0].bowhead_whales", "2").await;
    type_into(&client, "players[0].sperm_whales", "1").await;
    type_into(&client, "players[0].money", "17").await;
    tick(&client, "players[0].buildings", "counting-house").await;
    tick(&client, "players[0].buildings", "bank").await;
    tick(&client, "players[0].buildings", "seamens-bethel").await;
    type_into(&client, "players[1].name", "Ben").await;
    type_into(&client, "players[1].right_whales", "3").await;
    type_into(&client, "players[1].bowhead_whales", "4").await;
    type_into(&client, "players[1].money", "9").await;
    tick(&client, "players[1].buildings", "municipal-office").await;
    tick(&client, "players[1].buildings", "tavern").await;
    tick(&client, "players[1].buildings", "wharf").await;
    tick(&client, "players[1].buildings", "mansion").await;
    assert_eq!(submit_and_read_totals(&client, 2).await, ["28", "22"]);
    let winner = wait_for(&client, "#winner").await.text().await.unwrap();
    assert_eq!(winner, "Winner: Ann");
    screenshot(&client, "new-bedford-sheet").await;

    // Phone-sized: nothing wider than the screen.
    client.set_window_size(390, 844).await.unwrap();
    let overflow = client
        .execute(
            "return document.documentElement.scrollWidth - window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        overflow.as_i64().unwrap() <= 0,
        "page is {overflow} px wider than a phone screen"
    );
    screenshot(&client, "new-bedford-phone").await;

    client.close().await.unwrap();
}

async fn set_number(client: &Client, css: &str, text: &str) {
    let input = wait_for(client, css).await;
    input.clear().await.unwrap();
    input.send_keys(text).await.unwrap();
}

#[tokio::test]
async fn scoring_form_handles_fleet_boats_and_nantucket_coins() {
    let server = Server::start();
    let (client, _driver) = browser(1200, 900).await;
    client.goto(&server.url("/score")).await.unwrap();

    // Fleet: a Shrimp license (4 VP) and a captained Shrimp boat (1 VP) with 3 crates.
    choose_game(&client, "fleet").await;
    set_number(
        &client,
        "[data-field=\"players[0].licenses\"] [data-license=\"shrimp-license\"]",
        "1",
    )
    .await;
    wait_for(&client, "[data-add-boat=\"players[0].boats\"]")
        .await
        .click()
        .await
        .unwrap();
    let boat_type = wait_for(&client, "[data-field=\"players[0].boats[0].type\"]").await;
    boat_type.select_by_value("shrimp").await.unwrap();
    type_into(&client, "players[0].boats[0].crates", "3").await;
    set_number(
        &client,
        "[data-field=\"players[1].licenses\"] [data-license=\"cod-license\"]",
        "1",
    )
    .await;
    assert_eq!(submit_and_read_totals(&client, 2).await, ["8", "4"]);

    // The boat's crates beyond a boat's capacity are flagged on that boat.
    type_into(&client, "players[0].boats[0].crates", "6").await;
    client
        .find(Locator::Css("#submit"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(
        &client,
        ".field-error[data-error-for=\"players[0].boats[0].crates\"]",
    )
    .await;
    screenshot(&client, "fleet-error").await;

    // Nantucket: Copper points, buildings and the Church's 3 and the Factory's 1.
    choose_game(&client, "nantucket").await;
    type_into(&client, "players[0].copper", "4").await;
    type_into(&client, "players[0].silver", "2").await;
    tick(&client, "players[0].buildings", "schoolhouse").await;
    tick(&client, "players[0].buildings", "church").await;
    type_into(&client, "players[1].copper", "2").await;
    type_into(&client, "players[1].silver", "6").await;
    tick(&client, "players[1].buildings", "factory").await;
    assert_eq!(submit_and_read_totals(&client, 2).await, ["9", "4"]);
    screenshot(&client, "nantucket-sheet").await;

    client.close().await.unwrap();
}
