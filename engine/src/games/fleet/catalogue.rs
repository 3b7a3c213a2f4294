//! The component catalogue served by the API, built from the typed tables in
//! [`super::components`] so the listing and the scoring can never disagree.

use serde_json::{Map, Value};

use crate::core::components::{cite, Component, Provenance, Source};

use super::components::{
    BoatCard, KingCrabBonus, LicenseCard, LicenseClass, SetupRow, BOATS, CRATES_PER_BOAT,
    FISH_CRATES, KING_CRAB_CAP, KING_CRAB_TYPES_POINTS, LICENSES, SETUP,
};

pub fn catalogue() -> Vec<Component> {
    let mut components: Vec<Component> = LICENSES.iter().map(license_component).collect();
    components.extend(BOATS.iter().map(boat_component));
    components.push(
        Component::new(
            "fish-crate",
            "Fish crate",
            "token",
            "A cube of fish. On a boat it is worth 1 VP at the end; once processed onto a Processing Vessel license it is $1 of cash and worth nothing at the end.",
            Provenance::Confirmed,
            &["S0", "S4", "S6"],
        )
        .with_printed("copies", FISH_CRATES)
        .with_printed("victory_points_on_boat", 1)
        .with_printed("cash_value_processed", 1),
    );
    components.extend(SETUP.iter().map(setup_component));
    cite(components, SOURCES)
}

/// The works the components cite (`shared/rules/components-fleet.md`), named in our own words.
pub const SOURCES: &[Source] = &[
    Source {
        id: "S0",
        name: "Fleet rulebook text, as on ultraboardgames.com",
    },
    Source {
        id: "S1",
        name: "Board Game Arena's Fleet: its card table (marcuda/bga-fleet, material.inc.php)",
    },
    Source {
        id: "S2",
        name: "Board Game Arena's Fleet: its game logic (marcuda/bga-fleet, fleet.game.php)",
    },
    Source {
        id: "S3",
        name: "Fleet card details page, a mirror of ultraboardgames.com",
    },
    Source {
        id: "S4",
        name: "Official English Fleet rulebook (its first page)",
    },
    Source {
        id: "S5",
        name: "Italian Fleet rulebook, version 1.1",
    },
    Source {
        id: "S6",
        name: "Fleet card game review on homeofmark.com",
    },
    Source {
        id: "S7",
        name: "Board Game Arena's Fleet rules summary",
    },
    Source {
        id: "S10",
        name: "German review of Fleet on spieletest.at",
    },
];

fn license_component(card: &LicenseCard) -> Component {
    let launches = card
        .launches
        .map_or(Value::Null, |boat| Value::from(boat.card().id));
    let mut component = Component::new(
        card.id,
        card.name,
        "license",
        card.summary,
        Provenance::SingleSource,
        card.sources,
    )
    .with_printed("class", card.class.as_str())
    .with_printed("copies", card.copies)
    .with_printed("min_cost", card.min_cost)
    .with_printed("victory_points", card.victory_points)
    .with_printed("launches", launches);
    if card.bonus.is_some() {
        component = component.with_printed("bonus_cap", KING_CRAB_CAP);
    }
    if card.bonus == Some(KingCrabBonus::LicenseTypes) {
        let table: Map<String, Value> = (1..)
            .zip(KING_CRAB_TYPES_POINTS)
            .map(|(types, points): (u32, u32)| (types.to_string(), Value::from(points)))
            .collect();
        component = component.with_printed("bonus_by_license_types", table);
    }
    component
}

fn boat_component(boat: &BoatCard) -> Component {
    let licenses: Vec<&str> = LICENSES
        .iter()
        .filter(|card| card.launches == Some(boat.boat_type))
        .map(|card| card.id)
        .collect();
    let summary = format!(
        "A boat card. Launched under a matching license it scores its VP; it can also be spent as cash or hired face down as the captain of any launched boat. Holds up to {CRATES_PER_BOAT} crates."
    );
    Component::new(
        boat.id,
        boat.name,
        "boat",
        &summary,
        Provenance::SingleSource,
        &["S1", "S4", "S5", "S6"],
    )
    .with_printed("type", boat.type_id)
    .with_printed("copies", boat.copies)
    .with_printed("launch_cost", boat.launch_cost)
    .with_printed("victory_points", boat.victory_points)
    .with_printed("cash_value", boat.cash_value)
    .with_printed("crate_capacity", CRATES_PER_BOAT)
    .with_printed("license", licenses)
}

fn setup_component(row: &SetupRow) -> Component {
    let players = row.players;
    let premium = row.licenses_in_game(LicenseClass::Premium);
    let standard = row.licenses_in_game(LicenseClass::Standard);
    // "0 premium and 0 standard licenses are taken out" reads as a table row, not a sentence.
    let licenses = if row.premium_removed + row.standard_removed == 0 {
        format!(
            "no license is taken out, so all {} are played",
            premium + standard
        )
    } else {
        format!(
            "{} premium and {} standard licenses are taken out unseen before play, leaving {} licenses",
            row.premium_removed,
            row.standard_removed,
            premium + standard
        )
    };
    Component::new(
        &format!("setup-{players}-players"),
        &format!("Setup for {players} players"),
        "setup",
        &format!(
            "With {players} players, {licenses}; {} fish crates form the supply.",
            row.fish_crates
        ),
        Provenance::Confirmed,
        &["S0", "S2"],
    )
    .with_players(players, players)
    .with_printed("premium_removed", row.premium_removed)
    .with_printed("standard_removed", row.standard_removed)
    .with_printed("premium_in_game", premium)
    .with_printed("standard_in_game", standard)
    .with_printed("licenses_in_game", premium + standard)
    .with_printed("fish_crates", row.fish_crates)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_lists_every_license_boat_crate_and_setup() {
        let catalogue = catalogue();
        let count = |kind: &str| catalogue.iter().filter(|c| c.kind == kind).count();
        assert_eq!(count("license"), 9);
        assert_eq!(count("boat"), 6);
        assert_eq!(count("token"), 1);
        assert_eq!(count("setup"), 3);
        let king_crab_boat = catalogue
            .iter()
            .find(|c| c.id == "king-crab-boat")
            .expect("listed");
        assert_eq!(
            king_crab_boat.printed["license"],
            serde_json::json!([
                "king-crab-captains-license",
                "king-crab-fish-license",
                "king-crab-types-license"
            ])
        );
        let types = catalogue
            .iter()
            .find(|c| c.id == "king-crab-types-license")
            .expect("listed");
        assert_eq!(types.printed["bonus_by_license_types"]["7"], 10);
        let pub_license = catalogue
            .iter()
            .find(|c| c.id == "fishermens-pub-license")
            .expect("listed");
        assert_eq!(pub_license.printed["launches"], Value::Null);
    }
}
