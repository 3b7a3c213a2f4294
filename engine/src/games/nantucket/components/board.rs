//! Everything on the table besides the buildings: the three anchored spaces, the coins and
//! the whaling chart.

use crate::core::components::{Component, Provenance};

use super::action::USUAL_SHIP_COINS;

/// Coins in the box; the bank is limited to these (components-nantucket.md §2).
pub const SILVER_COINS: u32 = 24;
pub const COPPER_COINS: u32 = 12;

/// An action space open from the start that nobody can own.
#[derive(Debug)]
pub struct AnchoredSpace {
    pub id: &'static str,
    pub name: &'static str,
    summary: &'static str,
}

pub const ANCHORED_SPACES: [AnchoredSpace; 3] = [
    AnchoredSpace {
        id: "warehouse",
        name: "Warehouse",
        summary: "Open from the start and owned by nobody: collect 1 Silver. Both players may use it in the same round.",
    },
    AnchoredSpace {
        id: "town-hall",
        name: "Town Hall",
        summary: "Open from the start and owned by nobody: build a building at its printed cost and mark it as yours with one of the coins you paid, heads or tails up.",
    },
    AnchoredSpace {
        id: "dockyard",
        name: "Dockyard",
        summary: "Open from the start and owned by nobody: with no ship at sea, launch one of up to 4 of your coins, never the same size as your opponent's ship.",
    },
];

pub fn anchored_space(id: &str) -> Option<&'static AnchoredSpace> {
    ANCHORED_SPACES.iter().find(|space| space.id == id)
}

/// One row of the whaling chart: what the tossed coins must show, and what it earns.
struct ChartRow {
    letter: char,
    condition: &'static str,
    catch: &'static str,
    copper: u8,
    silver: u8,
    provenance: Provenance,
}

/// Row E shares merged cells with row D in our copy of the chart, so its catch and reward are
/// read from the table layout (components-nantucket.md §6).
const WHALING_CHART: [ChartRow; 6] = [
    ChartRow {
        letter: 'A',
        condition: "2 Copper heads",
        catch: "Sperm Whale",
        copper: 1,
        silver: 2,
        provenance: Provenance::SingleSource,
    },
    ChartRow {
        letter: 'B',
        condition: "2 Silver heads",
        catch: "Bowhead Whale",
        copper: 1,
        silver: 0,
        provenance: Provenance::SingleSource,
    },
    ChartRow {
        letter: 'C',
        condition: "1 Copper heads",
        catch: "Bowhead Whale",
        copper: 1,
        silver: 0,
        provenance: Provenance::SingleSource,
    },
    ChartRow {
        letter: 'D',
        condition: "1 Silver heads",
        catch: "Right Whale",
        copper: 0,
        silver: 1,
        provenance: Provenance::SingleSource,
    },
    ChartRow {
        letter: 'E',
        condition: "1 Copper tails",
        catch: "Right Whale",
        copper: 0,
        silver: 1,
        provenance: Provenance::Inferred,
    },
    ChartRow {
        letter: 'F',
        condition: "no heads",
        catch: "Empty Sea",
        copper: 0,
        silver: 0,
        provenance: Provenance::SingleSource,
    },
];

pub fn components() -> impl Iterator<Item = Component> {
    let spaces = ANCHORED_SPACES.iter().map(|space| {
        let component = Component::new(
            space.id,
            space.name,
            "anchored-space",
            space.summary,
            Provenance::SingleSource,
            &["SEED", "PZ-PUB"],
        )
        .with_printed("anchored", true)
        .with_printed("ownable", false);
        match space.id {
            "warehouse" => component.with_printed("take_silver", 1),
            "dockyard" => component.with_printed("max_ship_coins", USUAL_SHIP_COINS),
            _ => component,
        }
    });
    let coins = [
        Component::new(
            "silver-coin",
            "Silver coin",
            "coin",
            "The small coin, worth $1. Money you gain comes as Silver unless Copper is named, and the bank cannot hand out more than it holds.",
            Provenance::Confirmed,
            &["SEED", "PZ-PUB", "PZ-PROTO"],
        )
        .with_printed("count", SILVER_COINS)
        .with_printed("value", 1),
        Component::new(
            "copper-coin",
            "Copper coin",
            "coin",
            "The large coin, worth $2 and 1 point at the end. When the bank has no Copper left, the game is in its last round.",
            Provenance::Confirmed,
            &["SEED", "PZ-PUB", "PZ-PROTO"],
        )
        .with_printed("count", COPPER_COINS)
        .with_printed("value", 2),
    ];
    let chart = WHALING_CHART.iter().map(|row| {
        let letter = row.letter.to_ascii_lowercase();
        let summary = if row.letter == 'F' {
            "Taken when no other row fits, or by choice: nothing is caught, yet one coin of your choosing still comes home from the ship. Any number of ships may end here.".to_owned()
        } else {
            format!(
                "Needs {} among the tossed coins; catch a {} and take {} from the bank, then bring one of the coins that met the condition home. Once per whaling phase.",
                row.condition,
                row.catch,
                reward(row.copper, row.silver)
            )
        };
        Component::new(
            &format!("whaling-row-{letter}"),
            &format!("Whaling chart row {}", row.letter),
            "whaling-chart-row",
            &summary,
            row.provenance,
            &["SEED"],
        )
        .with_printed("row", row.letter.to_string())
        .with_printed("condition", row.condition)
        .with_printed("catch", row.catch)
        .with_printed("reward_copper", row.copper)
        .with_printed("reward_silver", row.silver)
        .with_printed("once_per_whaling_phase", row.letter != 'F')
    });
    spaces.chain(coins).chain(chart)
}

fn reward(copper: u8, silver: u8) -> String {
    match (copper, silver) {
        (0, silver) => format!("{silver} Silver"),
        (copper, 0) => format!("{copper} Copper"),
        (copper, silver) => format!("{copper} Copper and {silver} Silver"),
    }
}
