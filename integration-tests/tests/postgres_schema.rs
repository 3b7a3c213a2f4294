//! The PostgreSQL schema at startup: nodes starting together on an empty database apply each
//! migration once, and a database whose schema is newer than the binary is refused with a
//! message that names it (and never its password).

use std::path::Path;

use quarterdeck_integration_tests::postgres;
use quarterdeck_integration_tests::Server;

#[test]
fn nodes_starting_together_on_an_empty_database_apply_each_migration_once() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb)");
        return;
    };
    let url = cluster.database();
    let nodes: Vec<Server> = std::thread::scope(|scope| {
        let starting: Vec<_> = (0..3)
            .map(|_| scope.spawn(|| Server::start_on(Path::new(&url))))
            .collect();
        starting
            .into_iter()
            .map(|node| node.join().unwrap().unwrap_or_else(|log| panic!("{log}")))
            .collect()
    });
    for node in &nodes {
        let ready = quarterdeck_integration_tests::client()
            .get(node.url("/readyz"))
            .send()
            .unwrap();
        assert_eq!(ready.status(), 200);
    }
    let mut db = cluster.client(&url);
    let applied: Vec<(i32, i64)> = db
        .query(
            "SELECT version, count(*) FROM quarterdeck_schema GROUP BY version ORDER BY version",
            &[],
        )
        .unwrap()
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert!(!applied.is_empty());
    assert!(applied.iter().all(|(_, count)| *count == 1), "{applied:?}");
}

#[test]
fn a_schema_newer_than_the_binary_is_refused_with_a_message_naming_the_database() {
    let Some(cluster) = postgres::cluster() else {
        eprintln!("skipped: no PostgreSQL (initdb)");
        return;
    };
    let url = cluster.database();
    drop(Server::start_on(Path::new(&url)).unwrap_or_else(|log| panic!("{log}")));
    let mut db = cluster.client(&url);
    db.execute(
        "INSERT INTO quarterdeck_schema (version, file) VALUES (1000, 'from-the-future.sql')",
        &[],
    )
    .unwrap();
    // The same database with a password in its URL: the message must not repeat it.
    let with_password = url.replacen("quarterdeck@", "quarterdeck:hunter2@", 1);
    let log = match Server::start_on(Path::new(&with_password)) {
        Ok(_) => panic!("a newer schema was accepted"),
        Err(log) => log,
    };
    assert!(log.contains("has schema version 1000, newer than"), "{log}");
    assert!(log.contains(url.rsplit('/').next().unwrap()), "{log}");
    assert!(!log.contains("hunter2"), "{log}");
}
