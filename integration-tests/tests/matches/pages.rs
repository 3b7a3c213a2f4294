//! Paging through the match list and a match log.

use super::*;

#[test]
fn log_pages_with_from_limit_and_next_from() {
    let server = Server::start();
    let m = create(&server, &new_bedford("seeded", 21));
    let mut progress = Progress::of_created(&m);
    let mut bot = Lcg(21);
    let mut applied = Vec::new();
    for _ in 0..12 {
        applied.push(step(&server, &m, &mut progress, &mut bot));
    }
    let page = |query: &str| {
        let reply = get(&server, &m.path(&format!("/log{query}")), None);
        assert_eq!(reply.status, 200, "{query}: {}", reply.body);
        reply.body
    };
    let seqs = |page: &Value| -> Vec<i64> {
        page["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_i64().unwrap())
            .collect()
    };
    let all = page("");
    assert_eq!(seqs(&all), (1..=12).collect::<Vec<_>>());
    assert!(all["next_from"].is_null());

    let first = page("?limit=5");
    assert_eq!(seqs(&first), [1, 2, 3, 4, 5]);
    assert_eq!(first["next_from"], 6);
    let second = page("?from=6&limit=5");
    assert_eq!(seqs(&second), [6, 7, 8, 9, 10]);
    assert_eq!(second["next_from"], 11);
    let last = page("?from=11&limit=5");
    assert_eq!(seqs(&last), [11, 12]);
    assert!(last["next_from"].is_null());
    let exact = page("?from=8&limit=5");
    assert_eq!(seqs(&exact), [8, 9, 10, 11, 12]);
    assert!(
        exact["next_from"].is_null(),
        "a page that reaches the end has no next"
    );
    let beyond = page("?from=13");
    assert_eq!(seqs(&beyond), Vec::<i64>::new());
    assert!(beyond["next_from"].is_null());
    let refused = get(&server, &m.path("/log?from=0&limit=0"), None);
    assert_eq!(refused.status, 400, "out of range is refused, not clamped");
    assert_eq!(refused.body["code"], "out-of-range");

    for (entry, (actor, action)) in all["entries"].as_array().unwrap().iter().zip(&applied) {
        assert_eq!(&entry["actor"], actor);
        assert_eq!(&entry["action"], action);
    }
    let bad = get(&server, &m.path("/log?from=x"), None);
    assert_eq!(bad.status, 400, "{}", bad.body);
    let missing = get(&server, "/v1/matches/m_none/log", None);
    assert_eq!(missing.status, 404);
}

#[test]
fn list_pages_through_matches_and_filters_by_game_and_status() {
    let server = Server::start();
    let mut ids = Vec::new();
    for seed in 0..5 {
        ids.push(create(&server, &new_bedford("seeded", seed)).id);
    }
    let mut listed = Vec::new();
    let mut token: Option<String> = None;
    let mut pages = 0;
    loop {
        let query = match &token {
            Some(token) => format!("/v1/matches?page_size=2&page_token={token}"),
            None => "/v1/matches?page_size=2".to_owned(),
        };
        let page = get(&server, &query, None);
        assert_eq!(page.status, 200, "{}", page.body);
        pages += 1;
        let matches = page.body["matches"].as_array().unwrap();
        assert!(matches.len() <= 2);
        for summary in matches {
            assert!(summary.get("seats").is_none() && summary.get("owner_token").is_none());
            assert!(summary.get("state").is_none(), "a list shows summaries");
            listed.push(summary["id"].as_str().unwrap().to_owned());
        }
        match page.body["next_page_token"].as_str() {
            Some(next) => token = Some(next.to_owned()),
            None => break,
        }
    }
    assert_eq!(pages, 3);
    assert_eq!(listed, ids, "every match once, oldest first");

    // A sixth match played to the end is the only `finished` one.
    let finished = create(&server, &new_bedford("seeded", 99));
    play_to_the_end(&server, &finished, &mut Lcg(99));
    ids.push(finished.id.clone());
    let only = |query: &str| -> Vec<String> {
        let page = get(&server, &format!("/v1/matches?page_size=100&{query}"), None);
        assert_eq!(page.status, 200, "{query}: {}", page.body);
        page.body["matches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(only("status=finished"), vec![finished.id.as_str()]);
    assert_eq!(only("status=active"), ids[..5].to_vec());
    assert_eq!(only("game=new-bedford"), ids);
    assert_eq!(
        only("game=new-bedford&status=finished"),
        vec![finished.id.as_str()]
    );
    assert_eq!(only("game=fleet"), Vec::<String>::new());
    let summary = get(&server, "/v1/matches?status=finished", None).body["matches"][0].clone();
    assert_eq!(summary["status"], "finished");
    assert!(summary["version"].as_i64().unwrap() > 0);

    for (query, code) in [
        ("status=done", "bad-query"),
        ("game=monopoly", "bad-query"),
        ("page_token=abc", "bad-query"),
        ("page_size=-1", "out-of-range"),
        ("page_size=0", "out-of-range"),
        ("page_size=1000", "out-of-range"),
    ] {
        let bad = get(&server, &format!("/v1/matches?{query}"), None);
        assert_eq!(bad.status, 400, "{query}: {}", bad.body);
        assert_eq!(bad.body["code"], code, "{query}");
    }
}

quarterdeck_integration_tests::on_postgres!(
    log_pages_with_from_limit_and_next_from,
    list_pages_through_matches_and_filters_by_game_and_status,
);
