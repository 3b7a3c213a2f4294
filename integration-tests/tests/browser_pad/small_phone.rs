//! The pad on the narrowest common phone (360×740): the tables whose taps are counted, and
//! every problem of the result, tap targets, the undo toast and the fields a player is asked.

use super::*;

/// New Bedford for 4 with the Town Expansion and the Ship's Log: whales, money, goods,
/// buildings (one player holds the Publishing House) and Ship's Log cards.
async fn new_bedford_four_players_town_and_ships_log(
    pad: &mut Pad<'_>,
    server: &Server,
) -> Vec<i64> {
    pad.choose_game("new-bedford").await;
    for module in ["town", "ships-log"] {
        pad.tap(&format!(
            "[data-field=\"options.modules\"] .chip[data-option=\"{module}\"]"
        ))
        .await;
    }
    for _ in 2..4 {
        pad.add_player().await;
    }
    type Player = (
        &'static str,
        [u32; 3],
        u32,
        (u32, u32, u32),
        &'static [&'static str],
        &'static [&'static str],
    );
    let players: [Player; 4] = [
        (
            "Ann",
            [7, 3, 1],
            13,
            (1, 0, 2),
            &["counting-house", "bank", "publishing-house"],
            &["broken-mass", "man-overboard"],
        ),
        (
            "Ben",
            [5, 4, 1],
            8,
            (0, 2, 0),
            &["seamens-bethel", "schoolhouse", "saltery"],
            &["scrimshaw"],
        ),
        (
            "Cal",
            [9, 2, 0],
            21,
            (3, 0, 0),
            &["mansion", "tavern", "coffeehouse"],
            &[],
        ),
        (
            "Dee",
            [4, 4, 2],
            5,
            (0, 0, 0),
            &["candleworks"],
            &["message-in-a-bottle"],
        ),
    ];
    let mut request_players = Vec::new();
    for (seat, (name, whales, money, (wood, food, brick), buildings, cards)) in
        players.iter().enumerate()
    {
        pad.player(seat).await;
        pad.type_in(&format!("players[{seat}].name"), name).await;
        for (key, count) in [
            "right_whales",
            "bowhead_whales",
            "sperm_whales",
            "money",
            "goods.wood",
            "goods.food",
            "goods.brick",
        ]
        .into_iter()
        .zip([
            whales[0], whales[1], whales[2], *money, *wood, *food, *brick,
        ]) {
            if count > 0 {
                pad.type_in(&format!("players[{seat}].{key}"), &count.to_string())
                    .await;
            }
        }
        for building in *buildings {
            pad.pick(seat, "buildings", building).await;
        }
        let symbols = u32::from(buildings.contains(&"publishing-house")) * 2;
        if symbols > 0 {
            pad.type_in(
                &format!("players[{seat}].symbol_buildings"),
                &symbols.to_string(),
            )
            .await;
        }
        for card in *cards {
            pad.pick(seat, "ships_log", card).await;
        }
        request_players.push(json!({
            "name": name, "right_whales": whales[0], "bowhead_whales": whales[1],
            "sperm_whales": whales[2], "money": money,
            "goods": {"wood": wood, "food": food, "brick": brick},
            "buildings": buildings, "symbol_buildings": symbols, "ships_log": cards,
        }));
    }
    let options = json!({"edition": "retail", "modules": ["town", "ships-log"]});
    expected_totals(
        server,
        "new-bedford",
        &json!({"options": options, "players": request_players}),
    )
}

/// Fleet for 3: the catalogue's example game (`fleet::scoring::example_request`), its boats
/// counted by type.
async fn fleet_three_players(pad: &mut Pad<'_>, server: &Server) -> Vec<i64> {
    pad.choose_game("fleet").await;
    pad.add_player().await;
    let players: [(&str, &[Licenses], &[Boats]); 3] = [
        (
            "Ann",
            &[
                ("shrimp-license", 2),
                ("cod-license", 1),
                ("lobster-license", 1),
                ("king-crab-fish-license", 1),
                ("fishermens-pub-license", 1),
            ],
            &[
                ("shrimp", 4, 4, 13),
                ("cod", 2, 1, 3),
                ("lobster", 2, 2, 3),
                ("king-crab", 2, 1, 4),
            ],
        ),
        (
            "Ben",
            &[
                ("tuna-license", 2),
                ("processing-vessel-license", 2),
                ("lobster-license", 1),
                ("shrimp-license", 1),
                ("king-crab-captains-license", 1),
            ],
            &[
                ("tuna", 3, 2, 7),
                ("processing-vessel", 3, 3, 5),
                ("lobster", 2, 2, 3),
                ("shrimp", 1, 1, 1),
                ("king-crab", 2, 1, 4),
            ],
        ),
        (
            "Cat",
            &[
                ("cod-license", 2),
                ("lobster-license", 1),
                ("shrimp-license", 1),
                ("fishermens-pub-license", 1),
                ("tuna-license", 1),
                ("processing-vessel-license", 1),
            ],
            &[
                ("cod", 4, 4, 13),
                ("lobster", 2, 1, 3),
                ("shrimp", 2, 2, 3),
                ("tuna", 1, 1, 1),
                ("processing-vessel", 1, 0, 0),
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
    expected_totals(server, "fleet", &json!({"players": request_players}))
}

/// Runs `script` in the page and reads its answer.
async fn page_value(client: &Client, script: &str) -> Value {
    client.execute(script, vec![]).await.unwrap()
}

/// What keeps the result readable at 360 px: the table fits or scrolls inside its box with a
/// cue and its first column kept; no row label breaks inside a word; each "How X scored N"
/// shows a disclosure marker.
async fn result_problems(client: &Client, what: &str) -> Vec<String> {
    let found = page_value(
        client,
        "const wrap = document.querySelector('#result .table-wrap');
         const problems = [];
         const overflow = wrap.scrollWidth - wrap.clientWidth;
         const cue = [...document.querySelectorAll('#result .scroll-cue')].some((n) => n.getClientRects().length > 0);
         if (overflow > 0 && !cue) problems.push(`the table is ${overflow} px wider than its box, with no cue`);
         for (const cell of wrap.querySelectorAll('tbody th, thead th:first-child')) {
           if (getComputedStyle(cell).position !== 'sticky') { problems.push('the first column is not sticky'); break; }
         }
         for (const cell of wrap.querySelectorAll('tbody th')) {
           const text = cell.firstChild;
           for (const word of text.textContent.matchAll(/[^\\s-]+/g)) {
             const range = document.createRange();
             range.setStart(text, word.index);
             range.setEnd(text, word.index + word[0].length);
             if (range.getClientRects().length > 1) problems.push(`the row label breaks inside \"${word[0]}\"`);
           }
         }
         for (const summary of document.querySelectorAll('#result details > summary')) {
           const marked = getComputedStyle(summary).display === 'list-item'
             || !['none', 'normal'].includes(getComputedStyle(summary, '::before').content);
           if (!marked) { problems.push(`\"${summary.textContent}\" has no disclosure marker`); break; }
         }
         return problems;",
    )
    .await;
    let problems: Vec<String> = serde_json::from_value(found).unwrap();
    problems
        .into_iter()
        .map(|p| format!("{what}: {p}"))
        .collect()
}

async fn tap_target_problems(client: &Client, what: &str) -> Vec<String> {
    small_tap_targets(client)
        .await
        .into_iter()
        .map(|target| format!("{what}: tap target under 44×44 px: {target}"))
        .collect()
}

/// The share buttons the undo toast covers at some point of the page's scroll: each button is
/// brought, as far as the page scrolls, to the toast's height on the screen.
async fn toast_covers_share_buttons(client: &Client) -> Option<String> {
    let found = page_value(
        client,
        "const toast = document.querySelector('#undo').closest('[role=status]');
         const over = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
         const covered = [...document.querySelectorAll('#result .share button')].filter((button) => {
           const [at, from] = [toast.getBoundingClientRect(), button.getBoundingClientRect()];
           window.scrollBy(0, (from.top + from.bottom) / 2 - (at.top + at.bottom) / 2);
           return over(toast.getBoundingClientRect(), button.getBoundingClientRect());
         });
         return covered.length ? covered.map((button) => button.textContent).join(', ') : null;",
    )
    .await;
    found
        .as_str()
        .map(|covered| format!("the undo toast covers {covered}"))
}

/// At the smallest phone (360×740): the 4- and 5-player results, the entry's special cases,
/// Fleet's licences and the taps two realistic tables take. Every problem is listed at once.
#[tokio::test(flavor = "multi_thread")]
async fn the_pad_fits_a_360_px_phone() {
    let server = Server::start();
    let (client, _driver) = browser(SMALL_PHONE.0, SMALL_PHONE.1).await;
    fresh_pad(&client, &server).await;
    let mut pad = Pad::new(&client);
    let mut problems = tap_target_problems(&client, "empty pad").await;

    let expected = new_bedford_four_players_town_and_ships_log(&mut pad, &server).await;
    let (totals, _) = pad.score(4).await;
    assert_eq!(totals, expected, "new bedford, 4 players");
    eprintln!(
        "new bedford, 4 players, Town and Ship's Log: {} taps",
        pad.effort.taps
    );
    no_sideways_scrolling(&client, "new bedford, 4 players").await;
    problems.extend(result_problems(&client, "new bedford, 4 players").await);
    problems.extend(tap_target_problems(&client, "a result").await);
    screenshot(&client, "pad-new-bedford-4p-360").await;
    assert_accessible(&client, "/score with a 4-player result at 360").await;
    problems.extend(publishing_house_problems(&mut pad).await);

    let before = pad.effort.taps;
    let expected = fleet_three_players(&mut pad, &server).await;
    let (totals, _) = pad.score(3).await;
    assert_eq!(totals, expected, "fleet, 3 players");
    eprintln!("fleet, 3 players: {} taps", pad.effort.taps - before);
    problems.extend(license_problems(&mut pad).await);
    problems.extend(tap_target_problems(&client, "fleet's licences").await);
    screenshot(&client, "pad-fleet-3p-360").await;
    assert_accessible(&client, "/score with Fleet's licences at 360").await;

    let expected = new_bedford_five_players(&mut pad, &server).await;
    let (totals, _) = pad.score(5).await;
    assert_eq!(totals, expected, "new bedford, 5 players");
    no_sideways_scrolling(&client, "new bedford, 5 players").await;
    problems.extend(result_problems(&client, "new bedford, 5 players").await);
    screenshot(&client, "pad-new-bedford-5p-360").await;
    problems.extend(long_names_problems(&mut pad).await);

    problems.extend(player_problems(&mut pad, &server).await);
    screenshot(&client, "pad-solo-360").await;
    assert_accessible(&client, "/score with a solo result at 360").await;
    assert!(problems.is_empty(), "at 360 px:\n{}", problems.join("\n"));
    client.close().await.unwrap();
}

/// Long names widen the 5-player table past the screen: it scrolls inside its box, with the
/// cue shown and the first column kept.
async fn long_names_problems(pad: &mut Pad<'_>) -> Vec<String> {
    for seat in 0..5 {
        pad.player(seat).await;
        pad.type_in(
            &format!("players[{seat}].name"),
            &format!("Bartholomew {seat}"),
        )
        .await;
    }
    pad.score(5).await;
    no_sideways_scrolling(pad.client, "new bedford, 5 long names").await;
    let wider = page_value(
        pad.client,
        "const wrap = document.querySelector('#result .table-wrap');
         return wrap.scrollWidth > wrap.clientWidth;",
    )
    .await;
    assert_eq!(wider, true, "long names should widen the table past 360 px");
    screenshot(pad.client, "pad-new-bedford-5p-long-names-360").await;
    result_problems(pad.client, "new bedford, 5 long names").await
}

/// The Publishing House's symbols are asked only of a player who holds it.
async fn publishing_house_problems(pad: &mut Pad<'_>) -> Vec<String> {
    let mut problems = Vec::new();
    pad.player(1).await;
    let offered = pad
        .client
        .find_all(Locator::Css("[data-field=\"players[1].symbol_buildings\"]"))
        .await
        .unwrap();
    for field in offered {
        if field.is_displayed().await.unwrap() && field.is_enabled().await.unwrap() {
            problems.push("the Publishing House's symbols are offered to Ben, who lacks it".into());
            break;
        }
    }
    pad.player(0).await;
    wait_for(
        pad.client,
        "input[data-field=\"players[0].symbol_buildings\"]",
    )
    .await;
    problems
}

/// Fleet's licences: one row per licence owned, no stepper for each licence type.
async fn license_problems(pad: &mut Pad<'_>) -> Vec<String> {
    pad.player(0).await;
    let found = page_value(
        pad.client,
        "const field = document.querySelector('[data-field=\"players[0].licenses\"]');
         return [field.querySelectorAll('.stepper').length, Math.round(field.getBoundingClientRect().height)];",
    )
    .await;
    let (steppers, height): (usize, u32) = serde_json::from_value(found).unwrap();
    eprintln!("fleet: Ann's licences take {height} px");
    if steppers > 0 {
        vec![format!(
            "fleet's licences are {steppers} steppers, {height} px tall"
        )]
    } else {
        Vec::new()
    }
}

/// Renaming, removing with undo, and a solo result (Bremerhaven plays solo).
async fn player_problems(pad: &mut Pad<'_>, server: &Server) -> Vec<String> {
    let mut problems = Vec::new();
    let client = pad.client;
    pad.player(1).await;
    pad.type_in("players[1].name", "Zed").await;
    let label = wait_for(client, "#remove-player")
        .await
        .text()
        .await
        .unwrap();
    if !label.contains("Zed") {
        problems.push(format!(
            "the remove button still says \"{label}\" after renaming to Zed"
        ));
    }
    pad.tap("#remove-player").await;
    wait_for(client, "#undo").await;
    problems.extend(toast_covers_share_buttons(client).await);
    pad.tap("#undo").await;

    pad.choose_game("bremerhaven").await;
    pad.player(1).await;
    pad.tap("#remove-player").await;
    pad.type_in("players[0].money", "40").await;
    pad.type_in("players[0].prestige", "12").await;
    let expected = expected_totals(
        server,
        "bremerhaven",
        &json!({"players": [{"name": "Red", "money": 40, "prestige": 12, "career_rank": 1}]}),
    );
    let (totals, headline) = pad.score(1).await;
    assert_eq!(totals, expected, "solo: {headline}");
    let shown = page_value(
        client,
        "return [...document.querySelectorAll('#result .rank-row, #result .tie-breakers')]
           .map((node) => node.textContent.trim());",
    )
    .await;
    let shown: Vec<String> = serde_json::from_value(shown).unwrap();
    let text = wait_for(client, "#result").await.text().await.unwrap();
    if !shown.is_empty() || text.contains("Equal totals") {
        problems.push(format!(
            "a solo result shows a rank or tie-breaker line: {shown:?}"
        ));
    }
    problems
}
