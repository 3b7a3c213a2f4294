//! The Rising Tide tiles (components file §7.2–7.4). Every value comes from the Rising Tide
//! rulebook text alone, and the retail tiles were reprinted after a misprint, so all of
//! them are single-source.

use crate::core::components::Provenance;

use super::super::info::Module;
use super::{Bonus, BuildingSpec, Cost, Count, PrintAndPlay, Role, Set};

const SOURCES: &[&str] = &["SEED-RT"];
const FREE: Cost = Cost::FREE;

const fn tile(
    module: Module,
    id: &'static str,
    name: &'static str,
    role: Role,
    cost: Cost,
    summary: &'static str,
) -> BuildingSpec {
    BuildingSpec {
        id,
        name,
        role,
        cost,
        module: Some(module),
        provenance: Provenance::SingleSource,
        sources: SOURCES,
        summary,
        print_and_play: PrintAndPlay::SAME,
    }
}

const TWO_PLAYER: Role = Role::Action {
    set: Some(Set::TwoPlayer),
};
const THREE_FOUR: Role = Role::Action {
    set: Some(Set::ThreeFour),
};
/// Ship's Log and 5th-player tiles are added outside the set markers.
const UNMARKED: Role = Role::Action { set: None };

const fn town(
    id: &'static str,
    name: &'static str,
    role: Role,
    cost: Cost,
    summary: &'static str,
) -> BuildingSpec {
    tile(Module::Town, id, name, role, cost, summary)
}

pub const TOWN_BUILDINGS: [BuildingSpec; 20] = [
    town(
        "captains-house",
        "Captain's House",
        TWO_PLAYER,
        FREE.wood(3).food(1),
        "Send one of your ships straight to Return and gain food equal to the launch cost of the space it left; it comes home this round already prepared on the dock.",
    ),
    town(
        "coffeehouse",
        "Coffeehouse",
        TWO_PLAYER,
        FREE.wood(3).brick(2),
        "Draw 2 tokens from the bag; you may put one whale among them on one of your ships and the other token goes back.",
    ),
    town(
        "customhouse",
        "Customhouse",
        TWO_PLAYER,
        FREE.wood(3).money(3),
        "If your worker is still here when ships move, earn $4, $6 or $10 when 1, 2 or 3 ships return; nothing in the final return after round 12.",
    ),
    town(
        "harbor-office",
        "Harbor Office",
        TWO_PLAYER,
        FREE.wood(2).food(4),
        "Launch a ship; if you did, also either build a building or sell at least one good. Its art shows the Sundial Building.",
    ),
    town(
        "loading-dock",
        "Loading Dock",
        TWO_PLAYER,
        FREE.wood(3).brick(1),
        "Shift up to 3 different whale tokens between your ships and take $1 for each one moved.",
    ),
    town(
        "mayors-house",
        "Mayor's House",
        TWO_PLAYER,
        FREE.wood(3).food(3).brick(1),
        "Build a building at full cost, then use it at once with the Mayor token, which does not count as an extra action.",
    ),
    town(
        "perfumery",
        "Perfumery",
        TWO_PLAYER,
        FREE.food(2).brick(2),
        "Take $5 while 2 or more Sperm Whales are still in the bag, or $3 while only 1 is; whales out of the game do not count.",
    ),
    town(
        "refinery",
        "Refinery",
        TWO_PLAYER,
        FREE.brick(3),
        "Sell one whale you own for twice its lay, now or when one of your ships returns while your worker is still here; at most one per round.",
    ),
    town(
        "saltery",
        "Saltery",
        TWO_PLAYER,
        FREE.wood(4),
        "Move your ship up to 3 spaces out: 1 space is free, 2 cost 2 food, 3 cost 4 food; it displaces nobody and cannot enter a full space.",
    ),
    town(
        "brewery",
        "Brewery",
        THREE_FOUR,
        FREE.food(3).money(3),
        "Take $2 and 1 food for every 2 whole rounds left after this one; from round 11 on it pays just $2.",
    ),
    town(
        "chemist-shop",
        "Chemist Shop",
        THREE_FOUR,
        FREE.wood(1).food(1).brick(1),
        "Take any 2 goods from one opponent and hand them 1 good of a type you did not take. The rulebook advises leaving it out of 2-player games.",
    ),
    town(
        "distillery",
        "Distillery",
        THREE_FOUR,
        FREE.food(3).brick(1),
        "Prepare a ship for 2 wood, then gain 3 food.",
    ),
    town(
        "fairhaven-bridge",
        "Fairhaven Bridge",
        THREE_FOUR,
        FREE.brick(5),
        "Put the Bridge token on a tile chosen for this game but not yet built and use its action; while the token sits there nobody can build it. The rulebook advises leaving it out of 2-player games.",
    ),
    town(
        "shipwright",
        "Shipwright",
        THREE_FOUR,
        FREE.wood(2),
        "Prepare 1 ship for free, or both for 1 wood in all.",
    ),
    town(
        "storehouse",
        "Storehouse",
        THREE_FOUR,
        FREE.wood(2).food(2).brick(1),
        "Gain 3 food, 3 wood or 2 brick. The rulebook advises leaving it out of 2-player games.",
    ),
    town(
        "candleworks",
        "Candleworks",
        Role::Victory(Bonus::Per {
            count: Count::SpermWhales,
            per: 1,
        }),
        FREE.food(3).brick(3),
        "Victory building: 1 bonus VP for each Sperm Whale you own.",
    ),
    town(
        "dressmaker",
        "Dressmaker",
        Role::Victory(Bonus::Per {
            count: Count::BowheadWhales,
            per: 2,
        }),
        FREE.wood(7),
        "Victory building: 1 bonus VP for every 2 Bowhead Whales you own.",
    ),
    town(
        "publishing-house",
        "Publishing House",
        Role::Victory(Bonus::Per {
            count: Count::SymbolBuildings,
            per: 1,
        }),
        FREE.brick(1).money(6),
        "Victory building: 1 bonus VP for each building you built that bears its special symbol; meant for games with at least 3 such tiles.",
    ),
    town(
        "salvage-yard",
        "Salvage Yard",
        Role::Victory(Bonus::Per {
            count: Count::Goods,
            per: 4,
        }),
        FREE.food(1).money(4),
        "Victory building: 1 bonus VP for every 4 goods you still hold at the end.",
    ),
    town(
        "shanty",
        "Shanty",
        Role::Victory(Bonus::Flat(1)),
        FREE.wood(1),
        "Victory building: 1 bonus VP. You may build it only while you hold no money, and money cannot simply be thrown away.",
    ),
];

pub const SHIPS_LOG_BUILDINGS: [BuildingSpec; 3] = [
    tile(
        Module::ShipsLog,
        "library",
        "Library",
        UNMARKED,
        FREE.wood(1).brick(1),
        "Take one of the face-up Ship's Log cards as though a ship had chosen it.",
    ),
    tile(
        Module::ShipsLog,
        "insurance",
        "Insurance",
        UNMARKED,
        FREE.wood(1).brick(1).money(2),
        "Take $3; while your worker stays here, harmful Ship's Log events pass you by unless you let them hit you.",
    ),
    tile(
        Module::ShipsLog,
        "newspaper",
        "Newspaper",
        Role::Victory(Bonus::Per {
            count: Count::ShipsLogPages,
            per: 2,
        }),
        FREE.wood(2).food(2),
        "Victory building: 1 bonus VP for every 2 Ship's Log cards you hold.",
    ),
];

pub const FIFTH_PLAYER_BUILDINGS: [BuildingSpec; 5] = [
    tile(
        Module::FifthPlayer,
        "almshouse",
        "Almshouse",
        UNMARKED,
        FREE.wood(1).brick(2),
        "Take $3 from another player who holds at least $4.",
    ),
    tile(
        Module::FifthPlayer,
        "college",
        "College",
        UNMARKED,
        FREE.food(2).brick(1),
        "Use a building an opponent's worker already occupies: pay that player $1 on top of the owner's fee, or $2 if the occupant owns it.",
    ),
    tile(
        Module::FifthPlayer,
        "empty-lot",
        "Empty Lot",
        UNMARKED,
        FREE.wood(1).food(2).brick(1),
        "Lay this tile over an action building, which then cannot be used; both tiles still count as buildings when scoring.",
    ),
    tile(
        Module::FifthPlayer,
        "fire-house",
        "Fire House",
        UNMARKED,
        FREE.food(1).brick(3),
        "Take $2 for every player owning 3 or more buildings, or $3 for every player owning 4 or more.",
    ),
    tile(
        Module::FifthPlayer,
        "rectory",
        "Rectory",
        Role::Victory(Bonus::Flat(3)),
        FREE.wood(3).brick(3),
        "Victory building: 3 bonus VP. Only buildable once another player has built the Seamen's Bethel; nobody may own both.",
    ),
];
