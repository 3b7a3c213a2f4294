//! Bremerhaven as named matches in table chance: the owner's token reports every card turned
//! up while the seats bid, build and work their harbors (several at once), to the final sheet;
//! one match on the table's own deck, whose cards the owner reads out value by value.

use super::*;

#[test]
fn bremerhaven_matches_play_to_the_end_with_the_table_reporting() {
    let server = Server::start();
    for (players, variant, seed, deck) in [
        (3, "long", 81, "provisional"),
        (1, "solo", 82, "provisional"),
        // The table's own cards, read out value by value.
        (2, "short", 83, "table"),
    ] {
        let body = json!({
            "game": "bremerhaven",
            "players": players,
            "seed": seed,
            "chance": "table",
            "options": {"variant": variant, "deck": deck}
        });
        let m = create(&server, &body);
        let (applied, tables) = play_to_the_end(&server, &m, &mut Lcg(seed));
        assert!(tables > 0, "{variant}: the table reported the cards");
        assert!(applied.len() > tables, "{variant}: the seats played too");
        let score = get(&server, &m.path("/score"), None);
        assert_eq!(score.body["final"], true, "{}", score.body);
        assert_eq!(
            score.body["players"].as_array().unwrap().len(),
            players,
            "{}",
            score.body
        );
        let read = get(&server, &m.path(""), None);
        assert_eq!(read.body["state"]["phase"]["phase"], "over");
        assert_eq!(read.body["state"]["chance"], "table");
        assert_eq!(read.body["state"]["deck_source"], deck);
    }
}

quarterdeck_integration_tests::on_postgres!(
    bremerhaven_matches_play_to_the_end_with_the_table_reporting,
);
