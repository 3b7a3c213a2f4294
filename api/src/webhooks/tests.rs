use std::net::IpAddr;

use reqwest::dns::Resolve;

use super::addresses::{is_public, PublicOnly};
use super::*;

const SECRET: &str = "whsec_3a8f0c2d9b71e4f6a5c8";

fn request(url: &str, secret: &str) -> NotifyRequest {
    NotifyRequest {
        url: url.to_owned(),
        secret: secret.to_owned(),
    }
}

/// The fields and messages of a refusal, checked never to quote the secret.
fn refused(url: &str, secret: &str, targets: WebhookTargets) -> Vec<(&'static str, String)> {
    match target(request(url, secret), targets) {
        Err(ApiError::InvalidNotify(problems)) => problems
            .into_iter()
            .map(|problem| {
                assert!(!problem.message.contains(secret), "{}", problem.message);
                (problem.field, problem.message)
            })
            .collect(),
        other => panic!("{url}: {other:?}"),
    }
}

#[test]
fn a_public_http_or_https_target_is_kept_as_parsed() {
    let kept = target(
        request("https://App.Example.com/hooks?match=1", SECRET),
        WebhookTargets::Public,
    )
    .unwrap();
    assert_eq!(kept.url, "https://app.example.com/hooks?match=1");
    assert_eq!(kept.secret.expose(), SECRET);
    assert!(target(
        request("http://93.184.215.14:8080/", SECRET),
        WebhookTargets::Public
    )
    .is_ok());
}

#[test]
fn urls_that_are_not_absolute_http_without_userinfo_are_refused_naming_the_field() {
    let too_long = format!("https://example.com/{}", "a".repeat(MAX_URL_CHARS));
    for url in [
        "ftp://example.com/hook",
        "javascript:alert(1)",
        "file:///etc/passwd",
        "/relative/path",
        "example.com/hook",
        "https://user:password@example.com/hook",
        "https://token@example.com/hook",
        too_long.as_str(),
    ] {
        let problems = refused(url, SECRET, WebhookTargets::Any);
        assert_eq!(problems.len(), 1, "{url}: {problems:?}");
        assert_eq!(problems[0].0, "notify.url", "{url}");
    }
}

#[test]
fn under_public_targets_internal_addresses_and_localhost_are_refused() {
    for url in [
        "http://127.0.0.1:8080/hook",
        "http://2130706433/",
        "http://[::1]/",
        "http://[::ffff:10.0.0.1]/",
        "http://169.254.169.254/latest/meta-data",
        "http://10.1.2.3/",
        "http://172.16.0.1/",
        "http://192.168.1.1/",
        "http://100.64.0.1/",
        "http://0.0.0.0/",
        "http://[fd00::1]/",
        "http://[fe80::1]/",
        "http://224.0.0.1/",
        "http://localhost:3000/",
        "http://api.localhost./",
    ] {
        let problems = refused(url, SECRET, WebhookTargets::Public);
        assert_eq!(problems.len(), 1, "{url}: {problems:?}");
        assert_eq!(problems[0].0, "notify.url");
        assert!(problems[0].1.contains("public"), "{url}: {}", problems[0].1);
        // `any` is for tests and private deployments: the same targets are taken there.
        assert!(
            target(request(url, SECRET), WebhookTargets::Any).is_ok(),
            "{url}"
        );
    }
}

#[test]
fn secrets_of_the_wrong_length_or_characters_are_refused_without_being_quoted() {
    for secret in [
        "short",
        "fifteen-chars15",
        &"x".repeat(MAX_SECRET_CHARS + 1),
        "has a space in it somewhere",
        "non-ascii-sécret-value",
        "tab\tinside-the-secret",
    ] {
        let problems = refused("https://example.com/", secret, WebhookTargets::Public);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].0, "notify.secret");
    }
    assert!(target(
        request("https://example.com/", &"x".repeat(16)),
        WebhookTargets::Public
    )
    .is_ok());
    assert!(target(
        request("https://example.com/", &"~".repeat(MAX_SECRET_CHARS)),
        WebhookTargets::Public
    )
    .is_ok());
}

#[test]
fn every_problem_is_named_at_once_and_off_refuses_any_target() {
    let problems = refused("ftp://example.com/", "short", WebhookTargets::Public);
    let fields: Vec<&str> = problems.iter().map(|(field, _)| *field).collect();
    assert_eq!(fields, ["notify.url", "notify.secret"]);
    assert!(matches!(
        target(request("https://example.com/", SECRET), WebhookTargets::Off),
        Err(ApiError::WebhooksDisabled)
    ));
}

#[test]
fn the_request_never_prints_its_secret() {
    let printed = format!("{:?}", request("https://example.com/", SECRET));
    assert!(!printed.contains(SECRET), "{printed}");
    assert!(printed.contains("example.com"), "{printed}");
}

#[test]
fn the_signature_is_hmac_sha256_of_the_timestamp_a_dot_and_the_body() {
    // Computed independently: Python's hmac.new(secret, b'1700000000.{"version":1}', sha256).
    assert_eq!(
        sign(
            &NotifySecret::new(SECRET.to_owned()),
            1_700_000_000,
            r#"{"version":1}"#
        )
        .unwrap(),
        "t=1700000000,v1=49ecbd528f0ab85e62348037509fbe957eb0620c2ec54df6e19aed0cac74600d"
    );
}

#[test]
fn public_addresses_are_told_from_internal_ones() {
    for (address, public) in [
        ("93.184.215.14", true),
        ("8.8.8.8", true),
        ("2606:4700::1111", true),
        ("127.0.0.1", false),
        ("10.0.0.1", false),
        ("172.31.255.255", false),
        ("192.168.0.1", false),
        ("169.254.169.254", false),
        ("100.100.100.200", false),
        ("0.0.0.0", false),
        ("255.255.255.255", false),
        ("239.1.1.1", false),
        ("::1", false),
        ("::", false),
        ("fc00::1", false),
        ("fe80::1", false),
        ("ff02::1", false),
        ("::ffff:127.0.0.1", false),
        ("::ffff:8.8.8.8", true),
        ("64:ff9b::a9fe:a9fe", false),
        ("2002:a9fe:a9fe::1", false),
    ] {
        let ip: IpAddr = address.parse().unwrap();
        assert_eq!(is_public(ip), public, "{address}");
    }
}

#[test]
fn the_resolver_under_public_targets_finds_no_address_for_a_name_of_loopback() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let name: reqwest::dns::Name = "localhost".parse().unwrap();
    let resolved = runtime.block_on(PublicOnly.resolve(name));
    let error = resolved.err().expect("no public address for localhost");
    assert!(error.to_string().contains("no public address"), "{error}");
}

#[test]
fn the_payload_says_who_is_to_act_and_only_for_a_match_with_a_target() {
    let mut record = crate::store::MatchRecord {
        cursor: 1,
        id: "m_1".to_owned(),
        name: Some("friday-night".to_owned()),
        game: "nantucket".to_owned(),
        rules_version: "test".to_owned(),
        players: 2,
        options: serde_json::Value::Null,
        seed: 1,
        chance: "seeded".to_owned(),
        state_json: "{}".to_owned(),
        version: 6,
        status: crate::store::MatchStatus::Active,
        bots_json: "[]".to_owned(),
        turn_clock: None,
        deadline_ms: None,
        created_at: String::new(),
        updated_at: String::new(),
        notify_url: None,
        visibility: crate::store::Visibility::Unlisted,
        open_seats: 0,
        abandoned: false,
        rematch_id: None,
        seating_json: "{}".to_owned(),
    };
    assert_eq!(payload(&record, 7, &[Actor::Seat(1)]).unwrap(), None);
    record.notify_url = Some("https://example.com/".to_owned());
    let body: serde_json::Value =
        serde_json::from_str(&payload(&record, 7, &[Actor::Seat(1)]).unwrap().unwrap()).unwrap();
    assert_eq!(
        body,
        serde_json::json!({"delivery": "m_1.7", "match": "m_1", "name": "friday-night",
            "game": "nantucket", "version": 7, "to_act": [{"seat": 1}], "finished": false})
    );
    let last: serde_json::Value =
        serde_json::from_str(&payload(&record, 8, &[]).unwrap().unwrap()).unwrap();
    assert_eq!(last["finished"], true);
}
