//! The published examples of the match operations are real: sent as Swagger UI sends them, the
//! quick create example works every time, the named one once (then 409), the act example is
//! a legal first action of the match the quick example makes, and the documented 401 and 404
//! answers are the ones the service gives.

use super::*;

fn document(server: &Server) -> Value {
    client()
        .get(server.url("/openapi.json"))
        .send()
        .unwrap()
        .json()
        .unwrap()
}

#[test]
fn the_match_examples_work_as_published() {
    let server = Server::start();
    let doc = document(&server);
    let create = &doc["paths"]["/v1/matches"]["post"]["requestBody"]["content"]["application/json"]
        ["examples"];
    let quick = &create["quick"]["value"];
    let named = &create["named"]["value"];
    for _ in 0..2 {
        let reply = send(
            &server,
            Method::POST,
            "/v1/matches",
            Headers::default(),
            Some(quick),
        );
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    let reply = send(
        &server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(named),
    );
    assert_eq!(reply.status, 201, "{}", reply.body);
    let again = send(
        &server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(named),
    );
    assert_eq!(again.status, 409, "{}", again.body);
    let id_example = doc["paths"]["/v1/matches/{id}"]["get"]["parameters"][0]["example"]
        .as_str()
        .unwrap();
    assert_eq!(
        get(&server, &format!("/v1/matches/{id_example}"), None).status,
        200
    );

    let act = &doc["paths"]["/v1/matches/{id}/actions"]["post"];
    let action = &act["requestBody"]["content"]["application/json"]["example"];
    let created = send(
        &server,
        Method::POST,
        "/v1/matches",
        Headers::default(),
        Some(quick),
    );
    let seat_token = created.body["seats"][0]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let path = format!(
        "/v1/matches/{}/actions",
        created.body["id"].as_str().unwrap()
    );
    let headers = Headers {
        token: Some(&seat_token),
        if_match: Some("\"0\""),
        key: None,
    };
    let acted = send(&server, Method::POST, &path, headers, Some(action));
    assert_eq!(acted.status, 200, "{}", acted.body);

    let documented = |status: &str| {
        act["responses"][status]["content"]["application/problem+json"]["example"].clone()
    };
    let unauthorized = send(
        &server,
        Method::POST,
        &path,
        Headers {
            token: None,
            ..headers
        },
        Some(action),
    );
    assert_eq!(unauthorized.status, 401);
    assert_eq!(unauthorized.body, documented("401"));
    let missing = send(
        &server,
        Method::POST,
        "/v1/matches/friday-night-is-over/actions",
        headers,
        Some(action),
    );
    assert_eq!(missing.status, 404);
    let mut expected = documented("404");
    expected["detail"] = json!("no match has the id or name \"friday-night-is-over\"");
    assert_eq!(missing.body, expected);
}

quarterdeck_integration_tests::on_postgres!(the_match_examples_work_as_published,);
