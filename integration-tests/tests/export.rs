//! Exports over real HTTP: every game's score sheet as a BG Stats play file and as CSV, with
//! the sheet's totals, ranks and winners; the score sheet's own field errors under
//! `request.`; the documented examples answering what the document shows; and a finished
//! named match exported with its seat names, while a match in play is a 409.

use quarterdeck_integration_tests::{catalogue, client, play_match_to_the_end, Server};
use reqwest::blocking::Response;
use serde_json::{json, Value};

const DATE: &str = "2025-03-14";

fn document(server: &Server) -> Value {
    client()
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap()
}

/// The documented example body of a game's operation at `path`.
fn example_body(document: &Value, path: &str, game: &str) -> Value {
    let example = &document["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        ["examples"][game]["value"];
    assert!(example.is_object(), "{path} has no example for {game}");
    example.clone()
}

fn post(server: &Server, path: &str, body: &Value) -> Response {
    client().post(server.url(path)).json(body).send().unwrap()
}

fn header(response: &Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .unwrap_or_else(|| panic!("no {name}"))
        .to_str()
        .unwrap()
        .to_owned()
}

/// The score sheet the score-sheet endpoint gives for `request`.
fn sheet(server: &Server, game: &str, request: &Value) -> Value {
    let (status, sheet) = server.post_json(&format!("/v1/games/{game}/score-sheet"), request);
    assert_eq!(status, 200, "{sheet}");
    sheet
}

/// The CSV a sheet should give, written from the sheet's JSON independently of the service.
fn expected_rows(sheet: &Value, names: &[String]) -> Vec<Vec<String>> {
    let categories = sheet["categories"].as_array().unwrap();
    let mut header: Vec<String> = ["seat", "name", "total", "rank", "winner"]
        .map(str::to_owned)
        .to_vec();
    header.extend(
        categories
            .iter()
            .map(|c| c["label"].as_str().unwrap().to_owned()),
    );
    let mut rows = vec![header];
    for (seat, player) in sheet["players"].as_array().unwrap().iter().enumerate() {
        let mut row = vec![
            (seat + 1).to_string(),
            names[seat].clone(),
            player["total"].to_string(),
            player["rank"].to_string(),
            winners(sheet).contains(&seat).to_string(),
        ];
        row.extend(
            categories
                .iter()
                .map(|c| player["categories"][c["id"].as_str().unwrap()].to_string()),
        );
        rows.push(row);
    }
    rows
}

fn winners(sheet: &Value) -> Vec<usize> {
    sheet["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| usize::try_from(seat.as_u64().unwrap()).unwrap())
        .collect()
}

/// A CSV table's cells; a quoted cell may hold commas and doubled quotes.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    assert!(text.ends_with("\r\n"), "rows end in CRLF: {text:?}");
    text.trim_end_matches("\r\n")
        .split("\r\n")
        .map(|line| {
            let mut cells = vec![String::new()];
            let mut quoted = false;
            let mut chars = line.chars().peekable();
            while let Some(c) = chars.next() {
                match (c, quoted) {
                    ('"', false) => quoted = true,
                    ('"', true) if chars.peek() == Some(&'"') => {
                        chars.next();
                        cells.last_mut().unwrap().push('"');
                    }
                    ('"', true) => quoted = false,
                    (',', false) => cells.push(String::new()),
                    (c, _) => cells.last_mut().unwrap().push(c),
                }
            }
            cells
        })
        .collect()
}

/// Checks a BG Stats file against the sheet it came from.
fn assert_file_matches(file: &Value, game: &Value, sheet: &Value, names: &[String], date: &str) {
    let id = game["id"].as_str().unwrap();
    let entry = &file["games"][0];
    assert_eq!(entry["name"], game["name"], "{id}");
    assert_eq!(entry["bggId"], game["bgg_id"].as_u64().unwrap_or(0), "{id}");
    assert_eq!(entry["bggYear"], game["year"], "{id}");
    assert_eq!(entry["highestWins"], true);
    let play = &file["plays"][0];
    assert_eq!(play["playDate"], date, "{id}");
    assert_eq!(play["gameRefId"], entry["id"]);
    let players = file["players"].as_array().unwrap();
    let listed: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, names, "{id}");
    let sheet_players = sheet["players"].as_array().unwrap();
    let scores = play["playerScores"].as_array().unwrap();
    assert_eq!(scores.len(), sheet_players.len(), "{id}");
    for (seat, (score, player)) in scores.iter().zip(sheet_players).enumerate() {
        assert_eq!(score["playerRefId"], players[seat]["id"], "{id}");
        assert_eq!(
            score["score"],
            player["total"].to_string(),
            "{id} seat {seat}"
        );
        assert_eq!(score["rank"], player["rank"], "{id} seat {seat}");
        assert_eq!(
            score["winner"],
            winners(sheet).contains(&seat),
            "{id} seat {seat}"
        );
        assert_eq!(score["seatOrder"], seat + 1);
    }
}

#[test]
fn every_games_score_sheet_exports_as_a_bgstats_file_and_as_csv() {
    let server = Server::start();
    let document = document(&server);
    for game in catalogue(&server) {
        let id = game["id"].as_str().unwrap();
        let request = example_body(&document, &format!("/v1/games/{id}/score-sheet"), id);
        let sheet = sheet(&server, id, &request);
        let seats = sheet["players"].as_array().unwrap().len();
        let names: Vec<String> = (1..=seats).map(|n| format!("Sailor {n}, Esq.")).collect();
        let path = format!("/v1/games/{id}/score-sheet/export");
        let body = json!({"request": request, "players": names, "date": DATE, "format": "bgstats"});

        let response = post(&server, &path, &body);
        assert_eq!(response.status(), 200, "{id}");
        assert_eq!(header(&response, "content-type"), "application/json");
        assert_eq!(
            header(&response, "content-disposition"),
            format!("attachment; filename=\"{id}-{DATE}.bgsplay\"")
        );
        let bytes = response.bytes().unwrap();
        let file: Value = serde_json::from_slice(&bytes).unwrap();
        assert_file_matches(&file, &game, &sheet, &names, &format!("{DATE} 00:00:00"));
        let again = post(&server, &path, &body).bytes().unwrap();
        assert_eq!(again, bytes, "{id}: the same export is the same bytes");

        // Without names, the sheet's own names; as CSV, the sheet's columns.
        let response = post(
            &server,
            &path,
            &json!({"request": request, "date": DATE, "format": "csv"}),
        );
        assert_eq!(response.status(), 200, "{id}");
        assert_eq!(header(&response, "content-type"), "text/csv; charset=utf-8");
        assert_eq!(
            header(&response, "content-disposition"),
            format!("attachment; filename=\"{id}-{DATE}.csv\"")
        );
        let sheet_names: Vec<String> = sheet["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(
            parse_csv(&response.text().unwrap()),
            expected_rows(&sheet, &sheet_names),
            "{id}"
        );
    }
}

#[test]
fn a_bgg_id_fills_in_an_unknown_one_and_may_not_contradict_a_known_one() {
    let server = Server::start();
    let document = document(&server);
    for game in catalogue(&server) {
        let id = game["id"].as_str().unwrap();
        let request = example_body(&document, &format!("/v1/games/{id}/score-sheet"), id);
        let path = format!("/v1/games/{id}/score-sheet/export");
        let with_id = |bgg_id: u64| json!({"request": request, "date": DATE, "bgg_id": bgg_id});
        match game["bgg_id"].as_u64() {
            Some(known) => {
                let file: Value = post(&server, &path, &with_id(known)).json().unwrap();
                assert_eq!(file["games"][0]["bggId"], known);
                let (status, problem) = server.post_json(&path, &with_id(known + 1));
                assert_eq!(status, 422, "{id}: {problem}");
                assert_eq!(problem["code"], "invalid-export");
                assert_eq!(problem["errors"][0]["field"], "bgg_id");
            }
            None => {
                let file: Value = post(&server, &path, &with_id(4242)).json().unwrap();
                assert_eq!(file["games"][0]["bggId"], 4242, "{id}");
            }
        }
    }
}

#[test]
fn the_documented_examples_answer_the_documented_files() {
    let server = Server::start();
    let document = document(&server);
    for game in catalogue(&server) {
        let id = game["id"].as_str().unwrap();
        let path = format!("/v1/games/{id}/score-sheet/export");
        let mut body = example_body(&document, &path, id);
        let files = &document["paths"][&path]["post"]["responses"]["200"]["content"];
        let file: Value = post(&server, &path, &body).json().unwrap();
        assert_eq!(file, files["application/json"]["example"], "{id}");
        body["format"] = json!("csv");
        let table = post(&server, &path, &body).text().unwrap();
        assert_eq!(
            table,
            files["text/csv"]["example"].as_str().unwrap(),
            "{id}"
        );
    }
}

#[test]
fn the_score_sheets_own_errors_come_back_under_request() {
    let server = Server::start();
    let document = document(&server);
    for game in catalogue(&server) {
        let id = game["id"].as_str().unwrap();
        let mut request = example_body(&document, &format!("/v1/games/{id}/score-sheet"), id);
        for broken in [json!([]), json!("nobody")] {
            request["players"] = broken;
            let (status, direct) =
                server.post_json(&format!("/v1/games/{id}/score-sheet"), &request);
            assert!(status == 400 || status == 422, "{id}: {direct}");
            let (exported_status, exported) = server.post_json(
                &format!("/v1/games/{id}/score-sheet/export"),
                &json!({"request": request, "date": DATE}),
            );
            assert_eq!(exported_status, status, "{id}: {exported}");
            assert_eq!(exported["code"], direct["code"], "{id}");
            assert_eq!(exported["title"], direct["title"], "{id}");
            let errors = direct["errors"].as_array().unwrap();
            assert!(!errors.is_empty(), "{id}: {direct}");
            let moved: Vec<Value> = errors
                .iter()
                .map(|error| {
                    let mut error = error.clone();
                    error["field"] = json!(format!("request.{}", error["field"].as_str().unwrap()));
                    error
                })
                .collect();
            assert_eq!(exported["errors"], json!(moved), "{id}");
        }
    }
}

#[test]
fn what_the_export_adds_is_checked_field_by_field() {
    let server = Server::start();
    let document = document(&server);
    let game = &catalogue(&server)[0];
    let id = game["id"].as_str().unwrap();
    let request = example_body(&document, &format!("/v1/games/{id}/score-sheet"), id);
    let path = format!("/v1/games/{id}/score-sheet/export");
    let (status, problem) = server.post_json(
        &path,
        &json!({"request": request, "date": "2025-02-30", "players": ["Ann", " ann "],
                "location": ""}),
    );
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["code"], "invalid-export");
    let fields: Vec<&str> = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["date", "players[1]", "location"]);
    for (body, field) in [
        (json!({"request": request, "format": "pdf"}), "format"),
        (json!({"request": request, "date": 20250314}), "date"),
        (json!({"date": DATE}), "."),
    ] {
        let (status, problem) = server.post_json(&path, &body);
        assert_eq!(status, 400, "{problem}");
        assert_eq!(problem["errors"][0]["field"], field, "{problem}");
    }
}

/// The first playable game of the catalogue, with its name and the seats a match of it takes.
fn playable(server: &Server) -> (Value, u64) {
    let game = catalogue(server)
        .into_iter()
        .find(|game| {
            game["capabilities"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c == "play")
        })
        .expect("a playable game");
    let players = game["players"]["min"]
        .as_u64()
        .unwrap()
        .clamp(2, game["players"]["max"].as_u64().unwrap());
    (game, players)
}

#[test]
fn a_finished_named_match_exports_with_its_seat_names() {
    let server = Server::start();
    let (game, players) = playable(&server);
    let id = game["id"].as_str().unwrap();
    // The last seat is unnamed: it keeps the name its score sheet gives it.
    let names: Vec<Value> = (1..players)
        .map(|n| json!(format!("Mate {n}")))
        .chain([Value::Null])
        .collect();
    let match_id = play_match_to_the_end(
        &server,
        &json!({"game": id, "name": "export-night", "players": players,
                "chance": "seeded", "names": names}),
        5,
    );
    let http = client();
    let summary: Value = http
        .get(server.url(&format!("/v1/matches/{match_id}")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(summary["status"], "finished");
    let sheet: Value = http
        .get(server.url(&format!("/v1/matches/{match_id}/score")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let expected_names: Vec<String> = sheet["players"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(seat, player)| match names[seat].as_str() {
            Some(name) => name.to_owned(),
            None => player["name"].as_str().unwrap().to_owned(),
        })
        .collect();
    // The store's `2025-03-14T20:15:09.123Z` is BG Stats' `2025-03-14 20:15:09`.
    let finished_at = summary["updated_at"].as_str().unwrap()[..19].replace('T', " ");

    let export = |query: &str| {
        http.get(server.url(&format!("/v1/matches/export-night/export{query}")))
            .send()
            .unwrap()
    };
    let response = export("");
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "content-type"), "application/json");
    assert_eq!(
        header(&response, "content-disposition"),
        format!("attachment; filename=\"{id}-export-night.bgsplay\"")
    );
    let bytes = response.bytes().unwrap();
    let file: Value = serde_json::from_slice(&bytes).unwrap();
    assert_file_matches(&file, &game, &sheet, &expected_names, &finished_at);
    assert_eq!(export("?format=bgstats").bytes().unwrap(), bytes);

    let response = export("?format=csv&location=Harbour%20Inn");
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "content-type"), "text/csv; charset=utf-8");
    assert_eq!(
        parse_csv(&response.text().unwrap()),
        expected_rows(&sheet, &expected_names)
    );
    let located: Value = export("?location=Harbour%20Inn").json().unwrap();
    assert_eq!(located["locations"][0]["name"], "Harbour Inn");
    assert_eq!(
        located["plays"][0]["locationRefId"],
        located["locations"][0]["id"]
    );

    let bad_format = export("?format=pdf");
    assert_eq!(bad_format.status(), 400);
    assert_eq!(
        header(&bad_format, "content-type"),
        "application/problem+json"
    );
    let bad_location = export("?location=%20");
    assert_eq!(bad_location.status(), 422);
    let problem: Value = bad_location.json().unwrap();
    assert_eq!(problem["errors"][0]["field"], "location");
}

#[test]
fn a_match_in_play_is_a_409_and_an_unknown_match_a_404() {
    let server = Server::start();
    let (game, players) = playable(&server);
    let created: Value = client()
        .post(server.url("/v1/matches"))
        .json(&json!({"game": game["id"], "players": players, "seed": 1, "chance": "seeded"}))
        .send()
        .unwrap()
        .json()
        .unwrap();
    let match_id = created["id"].as_str().unwrap();
    let response = client()
        .get(server.url(&format!("/v1/matches/{match_id}/export?format=csv")))
        .send()
        .unwrap();
    assert_eq!(response.status(), 409);
    assert_eq!(
        header(&response, "content-type"),
        "application/problem+json"
    );
    let problem: Value = response.json().unwrap();
    assert_eq!(problem["code"], "match-not-finished");
    assert!(
        problem["detail"].as_str().unwrap().contains("not over"),
        "{problem}"
    );
    let unknown = client()
        .get(server.url("/v1/matches/no-such-match/export"))
        .send()
        .unwrap();
    assert_eq!(unknown.status(), 404);
}
