//! The 20 base-game tiles as printed in the retail game, with what the 2014 print-and-play
//! rulebook prints differently (components file §5 and §9). Retail values agree across the
//! tile photos, the rulebook reference pages and a working implementation.

use crate::core::components::Provenance;

use super::{Bonus, BuildingSpec, Cost, Count, PrintAndPlay, Role, Set};

// The print-and-play text lists every tile too, so it backs the values it shares with retail
// and is the only source of the differences.
const SOURCES: &[&str] = &["KOS-TILE", "KOS-RB", "KOS-CODE", "SEED-C"];

const fn action(
    id: &'static str,
    name: &'static str,
    set: Set,
    cost: Cost,
    summary: &'static str,
    print_and_play: PrintAndPlay,
) -> BuildingSpec {
    BuildingSpec {
        id,
        name,
        role: Role::Action { set: Some(set) },
        cost,
        module: None,
        provenance: Provenance::Confirmed,
        sources: SOURCES,
        summary,
        print_and_play,
    }
}

const fn victory(
    id: &'static str,
    name: &'static str,
    bonus: Bonus,
    cost: Cost,
    summary: &'static str,
    print_and_play: PrintAndPlay,
) -> BuildingSpec {
    BuildingSpec {
        id,
        name,
        role: Role::Victory(bonus),
        cost,
        module: None,
        provenance: Provenance::Confirmed,
        sources: SOURCES,
        summary,
        print_and_play,
    }
}

const fn renamed(alias: &'static str, name: &'static str, cost: Option<Cost>) -> PrintAndPlay {
    PrintAndPlay {
        alias: Some((alias, name)),
        cost,
        effect: None,
    }
}

const fn repriced(cost: Cost) -> PrintAndPlay {
    PrintAndPlay {
        alias: None,
        cost: Some(cost),
        effect: None,
    }
}

const SAME: PrintAndPlay = PrintAndPlay::SAME;
const FREE: Cost = Cost::FREE;

pub const BASE_BUILDINGS: [BuildingSpec; 20] = [
    action(
        "bank",
        "Bank",
        Set::TwoPlayer,
        FREE.brick(4),
        "Take $5 from the bank.",
        renamed("merchants-bank", "Merchant's Bank", None),
    ),
    action(
        "dry-dock",
        "Dry Dock",
        Set::TwoPlayer,
        FREE.wood(2).brick(2),
        "Prepare one of your ships for 2 wood and launch it at once for the full food cost; neither the Dockyard nor the City Pier bonus applies.",
        SAME,
    ),
    action(
        "lighthouse",
        "Lighthouse",
        Set::TwoPlayer,
        FREE.wood(2).brick(2),
        "Push one of your ships 1 space farther out, arriving first on its new space; it cannot pass space 6 or enter a full space.",
        renamed(
            "clarks-point-light",
            "Clark's Point Light",
            Some(FREE.wood(2).brick(4)),
        ),
    ),
    action(
        "lumber-mill",
        "Lumber Mill",
        Set::TwoPlayer,
        FREE.wood(3).brick(1),
        "Sell wood, and only wood, at $2 apiece.",
        SAME,
    ),
    action(
        "schoolhouse",
        "Schoolhouse",
        Set::TwoPlayer,
        FREE.wood(2).food(2).brick(1),
        "Gain 2 wood and 2 food.",
        SAME,
    ),
    action(
        "tavern",
        "Tavern",
        Set::TwoPlayer,
        FREE.food(3).brick(2),
        "Take 1 or 2 of the Empty Sea tokens drawn in the last whaling phase out of the game for $4 or $6; useless if none was drawn.",
        SAME,
    ),
    action(
        "tryworks",
        "Tryworks",
        Set::TwoPlayer,
        FREE.brick(3),
        "Right away, up to 3 Right Whales aboard one of your ships join your returned whales without paying their lay; the ship stays at sea.",
        PrintAndPlay {
            alias: None,
            cost: Some(FREE.brick(2).money(1)),
            effect: Some("While your worker stays here through the movement phase, each of your ships that returns keeps up to 3 Right Whales without paying their lay."),
        },
    ),
    action(
        "wharf",
        "Wharf",
        Set::TwoPlayer,
        FREE.wood(3).brick(1),
        "Launch a prepared ship for half the usual food, rounded up (1, 1, 2, 2, 3, 3 for spaces 1 to 6).",
        repriced(FREE.wood(2).food(3).brick(1)),
    ),
    action(
        "bakery",
        "Bakery",
        Set::ThreeFour,
        FREE.food(2).brick(1),
        "Gain 4 food.",
        renamed("roller-mills", "Roller Mills", Some(FREE.food(1).brick(2))),
    ),
    action(
        "brickyard",
        "Brickyard",
        Set::ThreeFour,
        FREE.brick(4),
        "Gain 3 brick.",
        SAME,
    ),
    action(
        "chandlery",
        "Chandlery",
        Set::ThreeFour,
        FREE.wood(2).food(2).brick(2),
        "Gain $1 plus one wood, one food and one brick.",
        repriced(FREE.wood(2).food(2).brick(1)),
    ),
    action(
        "cooperage",
        "Cooperage",
        Set::ThreeFour,
        FREE.wood(4),
        "Pick one of your ships and take $1 for each whale token aboard it.",
        SAME,
    ),
    action(
        "courthouse",
        "Courthouse",
        Set::ThreeFour,
        FREE.wood(5).brick(1),
        "Build a building with 2 goods knocked off its cost, of the same or different types; money is never reduced.",
        SAME,
    ),
    action(
        "inn",
        "Inn",
        Set::ThreeFour,
        FREE.food(2).brick(2),
        "After all workers are out and before ships move, lift both of your workers and place them again on town or whaling board spaces, never on buildings.",
        SAME,
    ),
    action(
        "market",
        "Market",
        Set::ThreeFour,
        FREE.wood(1).food(1).brick(1),
        "Sell goods; the first good of each type sold fetches double its price.",
        repriced(FREE.wood(3).brick(3)),
    ),
    action(
        "post-office",
        "Post Office",
        Set::ThreeFour,
        FREE.wood(2).brick(1),
        "Its owner collects $2 at the end of every round. Using it hands the tile, without its cost, to the user, who becomes the owner.",
        SAME,
    ),
    victory(
        "counting-house",
        "Counting House",
        Bonus::Per {
            count: Count::RightWhales,
            per: 2,
        },
        FREE.wood(3).food(2),
        "Victory building: 1 bonus VP for every 2 Right Whales you own.",
        renamed(
            "bourne-counting-house",
            "Bourne Counting House",
            Some(FREE.brick(3)),
        ),
    ),
    victory(
        "mansion",
        "Mansion",
        Bonus::Flat(4),
        FREE.wood(4).money(10),
        "Victory building: 4 bonus VP. No discount ever lowers its $10.",
        SAME,
    ),
    // Ruling NB-12: 1 VP per 2 buildings as tile and rulebook print it, not a helper app's 4.
    victory(
        "municipal-office",
        "Municipal Office",
        Bonus::Per {
            count: Count::Buildings,
            per: 2,
        },
        FREE.wood(4).brick(4),
        "Victory building: 1 bonus VP for every 2 buildings you own, counting this one.",
        renamed(
            "municipal-building",
            "Municipal Building",
            Some(FREE.food(4).brick(4)),
        ),
    ),
    victory(
        "seamens-bethel",
        "Seamen's Bethel",
        Bonus::Flat(5),
        FREE.wood(5).brick(5),
        "Victory building: 5 bonus VP.",
        SAME,
    ),
];
