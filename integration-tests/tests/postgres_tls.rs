//! TLS to PostgreSQL, chosen by the URL (`sslmode`, `sslrootcert`), against a real server that
//! offers TLS with a certificate made here and takes TLS connections only: each mode either
//! plays, or refuses to start with a message that says why.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use quarterdeck_integration_tests::postgres::{self, Cluster, ServerTls};
use quarterdeck_integration_tests::{client, play_match_to_the_end, scratch_dir, Server};
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair, KeyUsagePurpose};
use serde_json::json;

/// A root certificate authority: its PEM file, and what signs with it.
struct Authority {
    file: PathBuf,
    certificate: rcgen::Certificate,
    key: KeyPair,
}

fn authority(dir: &Path, name: &str) -> Authority {
    let key = KeyPair::generate().unwrap();
    let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
    params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    params
        .distinguished_name
        .push(DnType::CommonName, format!("Quarterdeck test CA {name}"));
    params.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let certificate = params.self_signed(&key).unwrap();
    let file = dir.join(format!("{name}.pem"));
    std::fs::write(&file, certificate.pem()).unwrap();
    Authority {
        file,
        certificate,
        key,
    }
}

/// A certificate for the loopback address only (not for `localhost`), signed by `authority`.
fn server_certificate(authority: &Authority) -> ServerTls {
    let key = KeyPair::generate().unwrap();
    let params = CertificateParams::new(vec!["127.0.0.1".to_owned()]).unwrap();
    let certificate = params
        .signed_by(&key, &authority.certificate, &authority.key)
        .unwrap();
    ServerTls {
        certificate: certificate.pem(),
        key: key.serialize_pem(),
    }
}

struct Setup {
    cluster: Cluster,
    trusted: Authority,
    stranger: Authority,
}

fn setup() -> Option<Setup> {
    let dir = scratch_dir();
    let trusted = authority(&dir, "trusted");
    let stranger = authority(&dir, "stranger");
    let Some(cluster) = Cluster::private_with_tls(&server_certificate(&trusted)) else {
        eprintln!("skipped: no PostgreSQL (initdb) for the TLS tests");
        return None;
    };
    Some(Setup {
        cluster,
        trusted,
        stranger,
    })
}

fn with_query(url: &str, query: &str) -> String {
    format!("{url}?{query}")
}

fn start(url: &str) -> Server {
    Server::start_on(Path::new(url)).unwrap_or_else(|log| panic!("did not start on {url}:\n{log}"))
}

fn refused(url: &str) -> String {
    match Server::start_on(Path::new(url)) {
        Ok(_) => panic!("started on {url}"),
        Err(log) => log,
    }
}

/// How many of the database's open connections are encrypted, and how many there are.
fn encrypted_connections(cluster: &Cluster, url: &str) -> (i64, i64) {
    let database = url.rsplit('/').next().unwrap().split('?').next().unwrap();
    let mut admin = cluster.client(&cluster_admin_url(url));
    let row = admin
        .query_one(
            "SELECT count(*) FILTER (WHERE s.ssl), count(*) \
             FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid) WHERE a.datname = $1",
            &[&database],
        )
        .unwrap();
    (row.get(0), row.get(1))
}

/// Waits until the node's commit listener (its connection outside the pool) is connected to
/// the database over TLS.
fn wait_for_an_encrypted_listener(cluster: &Cluster, url: &str) {
    let database = url.rsplit('/').next().unwrap().split('?').next().unwrap();
    let mut admin = cluster.client(&cluster_admin_url(url));
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let listening: i64 = admin
            .query_one(
                "SELECT count(*) FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid) \
                 WHERE a.datname = $1 AND a.application_name = 'quarterdeck-listener' AND s.ssl",
                &[&database],
            )
            .unwrap()
            .get(0);
        if listening == 1 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "no commit listener connected over TLS"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn cluster_admin_url(url: &str) -> String {
    let (base, _) = url.rsplit_once('/').unwrap();
    format!("{base}/postgres")
}

#[test]
fn verify_full_plays_a_match_over_tls_against_the_trusted_root() {
    let Some(setup) = setup() else { return };
    let url = setup.cluster.database();
    let verified = with_query(
        &url,
        &format!(
            "sslmode=verify-full&sslrootcert={}",
            setup.trusted.file.display()
        ),
    );
    let server = start(&verified);
    let ready = client().get(server.url("/readyz")).send().unwrap();
    assert_eq!(ready.status(), 200);
    // The startup log says which mode is in force.
    assert!(
        server
            .log()
            .iter()
            .any(|line| line.contains("match store ready (PostgreSQL)")
                && line.contains(r#""sslmode":"verify-full""#)),
        "{:#?}",
        server.log()
    );
    let id = play_match_to_the_end(
        &server,
        &json!({"game": "new-bedford", "players": 2, "seed": 3, "chance": "seeded"}),
        3,
    );
    wait_for_an_encrypted_listener(&setup.cluster, &url);
    let (encrypted, open) = encrypted_connections(&setup.cluster, &url);
    assert!(open > 0 && encrypted == open, "{encrypted} of {open}");
    let finished: serde_json::Value = client()
        .get(server.url(&format!("/v1/matches/{id}")))
        .send()
        .unwrap()
        .json()
        .unwrap();
    assert_eq!(finished["status"], "finished", "{finished}");
}

#[test]
fn prefer_and_require_encrypt_without_roots_and_disable_is_refused_by_the_server() {
    let Some(setup) = setup() else { return };
    for mode in ["prefer", "require"] {
        let url = setup.cluster.database();
        let server = start(&with_query(&url, &format!("sslmode={mode}")));
        let created = client()
            .post(server.url("/v1/matches"))
            .json(&json!({"game": "nantucket", "players": 2, "seed": 1, "chance": "seeded"}))
            .send()
            .unwrap();
        assert_eq!(created.status(), 201, "{mode}");
        let (encrypted, open) = encrypted_connections(&setup.cluster, &url);
        assert!(
            open > 0 && encrypted == open,
            "{mode}: {encrypted} of {open}"
        );
    }
    // The server takes TLS connections only: a plain one cannot get in.
    let log = refused(&with_query(&setup.cluster.database(), "sslmode=disable"));
    assert!(log.contains("cannot reach PostgreSQL"), "{log}");
    assert!(log.contains("no encryption"), "{log}");
}

#[test]
fn a_certificate_from_another_root_or_for_another_host_is_refused_at_startup() {
    let Some(setup) = setup() else { return };
    let url = setup.cluster.database();
    let stranger = with_query(
        &url,
        &format!(
            "sslmode=verify-ca&sslrootcert={}",
            setup.stranger.file.display()
        ),
    );
    let log = refused(&stranger);
    assert!(log.contains("cannot reach PostgreSQL"), "{log}");
    assert!(log.contains("UnknownIssuer"), "{log}");

    // The certificate names 127.0.0.1 only: verify-full to `localhost` fails on the name,
    // verify-ca (the chain alone) connects.
    let by_name = url.replacen("127.0.0.1", "localhost", 1);
    let root = setup.trusted.file.display();
    let log = refused(&with_query(
        &by_name,
        &format!("sslmode=verify-full&sslrootcert={root}"),
    ));
    assert!(log.contains("not valid for name \"localhost\""), "{log}");
    let server = start(&with_query(
        &by_name,
        &format!("sslmode=verify-ca&sslrootcert={root}"),
    ));
    let ready = client().get(server.url("/readyz")).send().unwrap();
    assert_eq!(ready.status(), 200);
}

#[test]
fn require_against_a_server_without_tls_is_refused_at_startup() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb)");
        return;
    };
    let plain = cluster.database();
    let log = refused(&with_query(&plain, "sslmode=require"));
    assert!(log.contains("does not support TLS"), "{log}");
    // The default, prefer, falls back to plain text there.
    let server = start(&plain);
    let ready = client().get(server.url("/readyz")).send().unwrap();
    assert_eq!(ready.status(), 200);
}
