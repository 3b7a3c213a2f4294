//! The 21 action buildings, 7 in each town row. Build costs and which town card carries which
//! building are unknown to us (`shared/rules/components-nantucket.md` §11), so every building
//! says `cost_known: false` instead of printing a cost.

use crate::core::components::{Component, Provenance};

/// A row of the town, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TownRow {
    Town,
    Resource,
    Whaling,
}

impl TownRow {
    pub const ALL: [TownRow; 3] = [TownRow::Town, TownRow::Resource, TownRow::Whaling];

    fn id(self) -> &'static str {
        match self {
            TownRow::Town => "town",
            TownRow::Resource => "resource",
            TownRow::Whaling => "whaling",
        }
    }

    fn position(self) -> &'static str {
        match self {
            TownRow::Town => "top",
            TownRow::Resource => "middle",
            TownRow::Whaling => "bottom",
        }
    }
}

/// A building whose action either player may use once per round once it is built.
#[derive(Debug)]
pub struct ActionBuilding {
    pub id: &'static str,
    pub name: &'static str,
    pub row: TownRow,
    pub summary: &'static str,
    pub provenance: Provenance,
    pub sources: &'static [&'static str],
}

/// The most coins one ship can hold: only a Wharf launch goes past the usual 4.
pub const WHARF_SHIP_COINS: u8 = 5;

/// The usual ship limit (Dockyard launches, Lighthouse top-ups).
pub const USUAL_SHIP_COINS: u8 = 4;

pub(super) const SEED: &[&str] = &["SEED"];
const SEED_AND_PROTO: &[&str] = &["SEED", "PZ-PROTO"];

pub const ACTION_BUILDINGS: [ActionBuilding; 21] = [
    ActionBuilding {
        id: "tavern",
        name: "Tavern",
        row: TownRow::Town,
        summary: "Turn one coin of your ship to heads in the coming whaling phase. Useless without a ship at sea.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "harbor-office",
        name: "Harbor Office",
        row: TownRow::Town,
        summary: "Build, paying with up to 3 coins lifted off your own ships, provided no ship of yours ends the same size as a rival ship.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "courthouse",
        name: "Courthouse",
        row: TownRow::Town,
        summary: "Build, then collect $1 once the new building stands. The prototype sheet prints $3 next to it; the published sheet gives no amount.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "mayors-house",
        name: "Mayor's House",
        row: TownRow::Town,
        summary: "Build, and use the new building's action in the same round.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "law-office",
        name: "Law Office",
        row: TownRow::Town,
        summary: "Take over an opponent's building: hand them its original cost in any coins and flip its ownership coin to your side.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "outfitter",
        name: "Outfitter",
        row: TownRow::Town,
        summary: "Build and launch a ship in one action; doing only one of the two is not allowed.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "lumber-mill",
        name: "Lumber Mill",
        row: TownRow::Town,
        summary: "Build an action building at no cost, even with an empty purse. Bonus buildings cannot be built this way.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "schoolhouse",
        name: "Schoolhouse",
        row: TownRow::Resource,
        summary: "Collect 2 Silver from the bank.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "town-square",
        name: "Town Square",
        row: TownRow::Resource,
        summary: "Collect $1 for every 2 buildings standing in town, whoever owns them.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "general-store",
        name: "General Store",
        row: TownRow::Resource,
        summary: "Trade 2 Silver for 1 Copper, a single time per use.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "almshouse",
        name: "Almshouse",
        row: TownRow::Resource,
        summary: "Collect $1 out of your opponent's supply.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "cooperage",
        name: "Cooperage",
        row: TownRow::Resource,
        summary: "Collect $1 for each coin on one of your ships.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "gambling-hall",
        name: "Gambling Hall",
        row: TownRow::Resource,
        summary: "Toss a coin: heads earns 1 Copper, tails earns nothing (the prototype made tails cost 1 Silver).",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "refinery",
        name: "Refinery",
        row: TownRow::Resource,
        summary: "You gain 1 Copper and your opponent gains 2 Silver.",
        provenance: Provenance::Confirmed,
        sources: SEED_AND_PROTO,
    },
    ActionBuilding {
        id: "drydock",
        name: "Drydock",
        row: TownRow::Whaling,
        summary: "Launch a ship the usual way, then collect $1.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "shipyard",
        name: "Shipyard",
        row: TownRow::Whaling,
        summary: "The only way to put a second ship to sea. Your own two ships may be the same size; you then pick which one whales first.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "lighthouse",
        name: "Lighthouse",
        row: TownRow::Whaling,
        summary: "Pay $1, then load more coins onto one ship: at most 4 on it, and never the size of a rival ship.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "tryworks",
        name: "Tryworks",
        row: TownRow::Whaling,
        summary: "Send 1 Silver from a ship back to the bank and gain 1 Copper, unless that leaves your ship the size of a rival ship.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "candleworks",
        name: "Candleworks",
        row: TownRow::Whaling,
        summary: "Silver on your ship is treated as Copper during the coming whaling phase.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "captains-house",
        name: "Captain's House",
        row: TownRow::Whaling,
        summary: "Bring home any number of coins from one ship and collect $1, without leaving a ship the size of a rival ship.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
    ActionBuilding {
        id: "wharf",
        name: "Wharf",
        row: TownRow::Whaling,
        summary: "Launch a ship of up to 5 coins, one more than any other launch allows.",
        provenance: Provenance::SingleSource,
        sources: SEED,
    },
];

pub fn components() -> impl Iterator<Item = Component> {
    ACTION_BUILDINGS.iter().map(|building| {
        let component = Component::new(
            building.id,
            building.name,
            &format!("{}-building", building.row.id()),
            building.summary,
            building.provenance,
            building.sources,
        )
        .with_printed("row", building.row.id())
        .with_printed("row_position", building.row.position())
        .with_printed("cost_known", false);
        match building.id {
            "wharf" => component.with_printed("max_ship_coins", WHARF_SHIP_COINS),
            "lighthouse" => component.with_printed("max_ship_coins", USUAL_SHIP_COINS),
            "harbor-office" => component.with_printed("max_coins_from_ships", 3),
            _ => component,
        }
    })
}
