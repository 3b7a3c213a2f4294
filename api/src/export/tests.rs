use quarterdeck_engine::core::game::PlayerRange;
use quarterdeck_engine::core::pad::ScorePad;
use quarterdeck_engine::core::scoring::SheetBuilder;
use quarterdeck_engine::{all_games, GameInfo, ScoreSheet, TieBreakerOrder};
use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::*;

fn game_info(bgg_id: Option<u32>) -> GameInfo {
    GameInfo {
        id: "test-game".to_owned(),
        name: "Test Game".to_owned(),
        designers: Vec::new(),
        publisher: "Nobody".to_owned(),
        year: 2016,
        bgg_id,
        players: PlayerRange { min: 2, max: 4 },
        editions: Vec::new(),
        modules: Vec::new(),
        options: Vec::new(),
        capabilities: Vec::new(),
        score_pad: ScorePad::default(),
    }
}

/// Three players, the second and third tied on the total and the tie-breaker.
fn tied_for_second() -> ScoreSheet {
    let mut builder = SheetBuilder::new(
        "test-game",
        &[("whales", "Whales"), ("money", "Money, left over")],
        &[("coins", "Most coins", TieBreakerOrder::HigherWins)],
    );
    for (name, whales, money) in [("Ann", 20, 5), ("Ben", 15, 3), ("Cy", 12, 6)] {
        builder
            .player(name)
            .add("whales", "test", whales, "")
            .add("money", "test", money, "")
            .tie_breaker("coins", 1);
    }
    builder.finish(true)
}

fn play<'a>(game: &'a GameInfo, sheet: &'a ScoreSheet, names: &[&str]) -> Play<'a> {
    Play {
        game,
        sheet,
        names: names.iter().map(|name| (*name).to_owned()).collect(),
        bgg_id: game.bgg_id,
        played_at: PlayedAt::parse_date("2025-03-14").unwrap(),
        location: None,
        match_id: None,
        file_stem: "test".to_owned(),
        resigned: &[],
    }
}

fn bgstats(play: &Play) -> Value {
    serde_json::from_slice(&Export::write(play, ExportFormat::Bgstats).unwrap().body).unwrap()
}

fn csv(play: &Play) -> String {
    Export::write(play, ExportFormat::Csv).unwrap().text()
}

/// The keys of a JSON object, in any order.
fn keys(value: &Value) -> BTreeSet<&str> {
    value
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

fn set<'a>(names: &[&'a str]) -> BTreeSet<&'a str> {
    names.iter().copied().collect()
}

#[test]
fn a_tie_for_second_shares_rank_2_and_only_the_first_wins() {
    let game = game_info(Some(1234));
    let sheet = tied_for_second();
    let names = ["Ann", "Ben", "Cy"];
    let file = bgstats(&play(&game, &sheet, &names));
    let scores = file["plays"][0]["playerScores"].as_array().unwrap();
    let ranks: Vec<&Value> = scores.iter().map(|s| &s["rank"]).collect();
    assert_eq!(ranks, [&json!(1), &json!(2), &json!(2)]);
    let winners: Vec<&Value> = scores.iter().map(|s| &s["winner"]).collect();
    assert_eq!(winners, [&json!(true), &json!(false), &json!(false)]);
    let totals: Vec<&Value> = scores.iter().map(|s| &s["score"]).collect();
    assert_eq!(totals, [&json!("25"), &json!("18"), &json!("18")]);
    let table = csv(&play(&game, &sheet, &names));
    assert_eq!(
        table,
        "seat,name,total,rank,winner,Whales,\"Money, left over\"\r\n\
         1,Ann,25,1,true,20,5\r\n\
         2,Ben,18,2,false,15,3\r\n\
         3,Cy,18,2,false,12,6\r\n"
    );
}

#[test]
fn the_bgstats_file_has_every_field_the_app_reads() {
    let game = game_info(Some(1234));
    let sheet = tied_for_second();
    let mut with_location = play(&game, &sheet, &["Ann", "Ben", "Cy"]);
    with_location.location = Some("Ann's kitchen".to_owned());
    let file = bgstats(&with_location);
    assert_eq!(
        keys(&file),
        set(&[
            "about",
            "players",
            "locations",
            "games",
            "plays",
            "userInfo"
        ])
    );
    assert!(file["about"].as_str().unwrap().contains("Board Game Stats"));
    let players = file["players"].as_array().unwrap();
    for (seat, player) in players.iter().enumerate() {
        assert_eq!(keys(player), set(&["id", "uuid", "name", "isAnonymous"]));
        assert_eq!(player["id"], seat + 1);
        assert_eq!(player["isAnonymous"], false);
    }
    assert_eq!(players[2]["name"], "Cy");
    let location = &file["locations"][0];
    assert_eq!(keys(location), set(&["id", "uuid", "name"]));
    assert_eq!(location["name"], "Ann's kitchen");
    assert_eq!(
        file["games"],
        json!([{
            "id": 1, "uuid": file["games"][0]["uuid"], "name": "Test Game", "bggId": 1234,
            "bggYear": 2016, "highestWins": true, "noPoints": false, "cooperative": false,
            "usesTeams": false
        }])
    );
    assert_eq!(
        keys(&file["games"][0]),
        set(&[
            "id",
            "uuid",
            "name",
            "bggId",
            "bggYear",
            "highestWins",
            "noPoints",
            "cooperative",
            "usesTeams"
        ])
    );
    let entry = &file["plays"][0];
    assert_eq!(
        keys(entry),
        set(&[
            "uuid",
            "playDate",
            "gameRefId",
            "locationRefId",
            "durationMin",
            "ignored",
            "manualWinner",
            "rounds",
            "usesTeams",
            "scoringSetting",
            "rating",
            "playImages",
            "playerScores"
        ])
    );
    assert_eq!(entry["playDate"], "2025-03-14 00:00:00");
    assert_eq!(entry["gameRefId"], file["games"][0]["id"]);
    assert_eq!(entry["locationRefId"], location["id"]);
    assert_eq!(entry["playImages"], "[]");
    for (seat, score) in entry["playerScores"].as_array().unwrap().iter().enumerate() {
        assert_eq!(
            keys(score),
            set(&[
                "playerRefId",
                "score",
                "winner",
                "rank",
                "seatOrder",
                "startPlayer",
                "newPlayer"
            ])
        );
        assert_eq!(score["playerRefId"], players[seat]["id"]);
        assert_eq!(score["seatOrder"], seat + 1);
    }
    assert_eq!(file["userInfo"], json!({"meRefId": 0}));
    let uuids = [
        &players[0]["uuid"],
        &location["uuid"],
        &file["games"][0]["uuid"],
        &entry["uuid"],
    ];
    for uuid in uuids {
        let text = uuid.as_str().unwrap();
        let groups: Vec<usize> = text.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12], "{text}");
        assert!(
            text.chars()
                .all(|c| c == '-' || c.is_ascii_digit() || c.is_ascii_uppercase()),
            "{text}"
        );
        assert_eq!(&text[14..15], "8", "version 8: {text}");
    }
}

#[test]
fn without_a_location_or_a_bgg_id_the_file_says_none() {
    let game = game_info(None);
    let sheet = tied_for_second();
    let file = bgstats(&play(&game, &sheet, &["Ann", "Ben", "Cy"]));
    assert_eq!(file["locations"], json!([]));
    assert_eq!(file["plays"][0]["locationRefId"], 0);
    assert_eq!(file["games"][0]["bggId"], 0);
}

#[test]
fn the_same_result_is_the_same_file_and_a_name_is_the_same_player_in_every_file() {
    let game = game_info(None);
    let sheet = tied_for_second();
    let names = ["Ann", "Ben", "Cy"];
    let once = Export::write(&play(&game, &sheet, &names), ExportFormat::Bgstats).unwrap();
    let again = Export::write(&play(&game, &sheet, &names), ExportFormat::Bgstats).unwrap();
    assert_eq!(once.body, again.body);
    let first = bgstats(&play(&game, &sheet, &names));
    let renamed = bgstats(&play(&game, &sheet, &["Cy", "Ben", "Ann"]));
    assert_eq!(renamed["players"][2]["uuid"], first["players"][0]["uuid"]);
    assert_ne!(renamed["plays"][0]["uuid"], first["plays"][0]["uuid"]);
    assert_eq!(renamed["games"][0]["uuid"], first["games"][0]["uuid"]);
    let mut another_day = play(&game, &sheet, &names);
    another_day.played_at = PlayedAt::parse_date("2025-03-15").unwrap();
    assert_ne!(
        bgstats(&another_day)["plays"][0]["uuid"],
        first["plays"][0]["uuid"]
    );
    let mut a_match = play(&game, &sheet, &names);
    a_match.match_id = Some("m-1");
    assert_ne!(
        bgstats(&a_match)["plays"][0]["uuid"],
        first["plays"][0]["uuid"]
    );
}

#[test]
fn csv_quotes_names_with_commas_quotes_or_line_breaks_and_defuses_formulas() {
    let game = game_info(None);
    let sheet = tied_for_second();
    let table = csv(&play(
        &game,
        &sheet,
        &["Ann, the Elder", "Ben \"Harpoon\" Hale", "=SUM(A1)"],
    ));
    let rows: Vec<&str> = table.split("\r\n").collect();
    assert_eq!(rows[1], "1,\"Ann, the Elder\",25,1,true,20,5");
    assert_eq!(rows[2], "2,\"Ben \"\"Harpoon\"\" Hale\",18,2,false,15,3");
    assert_eq!(rows[3], "3,'=SUM(A1),18,2,false,12,6");
    assert_eq!(rows[4], "", "the last row ends in CRLF");
    assert_eq!(super::csv::text("-3"), "'-3");
    assert_eq!(super::csv::text("a\nb"), "\"a\nb\"");
}

#[test]
fn an_unnamed_seat_whose_sheet_name_another_seat_took_is_told_apart_by_its_number() {
    let sheet = tied_for_second();
    let seat_names = [None, Some("ben".to_owned())];
    assert_eq!(
        match_names(&seat_names, &sheet),
        ["Ann", "ben", "Cy"],
        "a named seat keeps its name"
    );
    let seat_names = [Some("Cy".to_owned())];
    assert_eq!(
        match_names(&seat_names, &sheet),
        ["Cy", "Ben", "Cy (seat 3)"]
    );
}

fn export_of(game: &dyn Game, body: Value) -> Result<Export, ApiError> {
    score_sheet_export(game, &serde_json::to_vec(&body).unwrap())
}

fn fields(error: ApiError) -> Vec<String> {
    error
        .problem()
        .errors
        .into_iter()
        .map(|e| e.field)
        .collect()
}

#[test]
fn every_games_example_exports_and_its_request_errors_are_the_score_sheets_under_request() {
    for game in all_games() {
        let example = game.score_sheet_example();
        let sheet = game
            .score_sheet(&serde_json::to_vec(&example).unwrap())
            .unwrap();
        let exported = export_of(
            *game,
            json!({"request": example, "date": "2025-03-14", "format": "csv"}),
        )
        .unwrap();
        assert_eq!(exported.content_type, "text/csv; charset=utf-8");
        assert_eq!(
            exported.filename,
            format!("{}-2025-03-14.csv", game.info().id)
        );
        assert_eq!(exported.text().lines().count(), sheet.players.len() + 1);

        let broken = json!({"players": "nobody"});
        let direct = ApiError::from(
            game.score_sheet(&serde_json::to_vec(&broken).unwrap())
                .unwrap_err(),
        )
        .problem();
        let wrapped = export_of(*game, json!({"request": broken}))
            .unwrap_err()
            .problem();
        assert_eq!(wrapped.status, direct.status);
        assert_eq!(wrapped.code, direct.code);
        let direct_fields: Vec<String> = direct
            .errors
            .iter()
            .map(|e| format!("request.{}", e.field))
            .collect();
        let wrapped_fields: Vec<String> = wrapped.errors.iter().map(|e| e.field.clone()).collect();
        assert_eq!(wrapped_fields, direct_fields, "{}", game.info().id);
    }
}

#[test]
fn an_export_body_is_checked_field_by_field() {
    let game = all_games()[0];
    let request = game.score_sheet_example();
    assert_eq!(
        fields(export_of(game, json!({"request": request, "colour": "red"})).unwrap_err()),
        ["colour"]
    );
    assert_eq!(
        fields(export_of(game, json!({"request": request, "format": "xml"})).unwrap_err()),
        ["format"]
    );
    let refused = export_of(
        game,
        json!({"request": request, "date": "2025-02-29", "players": ["", "x"],
               "bgg_id": 0, "location": "\u{7}"}),
    )
    .unwrap_err();
    assert_eq!(refused.problem().code, "invalid-export");
    assert_eq!(
        fields(refused),
        ["date", "players[0]", "bgg_id", "location"]
    );
}

#[test]
fn a_bgg_id_fills_in_an_unknown_one_and_may_not_contradict_a_known_one() {
    let unknown = game_info(None);
    assert_eq!(
        checked_details(&unknown, Some(42), None).unwrap(),
        (Some(42), None)
    );
    let known = game_info(Some(7));
    assert_eq!(
        checked_details(&known, None, None).unwrap(),
        (Some(7), None)
    );
    assert_eq!(
        checked_details(&known, Some(7), None).unwrap(),
        (Some(7), None)
    );
    let refused = checked_details(&known, Some(8), Some(" Home ")).unwrap_err();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].field, "bgg_id");
    assert_eq!(
        checked_details(&unknown, None, Some(" Home ")).unwrap(),
        (None, Some("Home".to_owned()))
    );
    assert!(checked_details(&unknown, None, Some(&"x".repeat(101))).is_err());
}
