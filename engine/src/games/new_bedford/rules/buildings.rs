//! Buildings: how they are used and built, and each action building, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Buildings in general
    RuleSection {
        id: rule::BUILDING_USE,
        title: "Using a building",
        text: "Each built action building has one action space, which one worker may use per \
               round. Its owner uses it free; anyone else first pays the owner $1 out of the \
               money they already hold, not out of what the action brings in. Buildings give no \
               first-worker bonus, and victory buildings have no action at all.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_CONSTRUCTION,
        title: "Building",
        text: "The Town Hall and the Courthouse build: the player pays the building's cost to \
               the supply and becomes its owner. There is one tile of each building, so a built \
               tile cannot be built again, and only tiles in this game's set can be built. A new \
               action building is open to every player at once, in the same round. Each \
               building is worth 1 VP at the end, and a player may own any number.",
        rulings: &[],
    },
    // Action buildings
    RuleSection {
        id: rule::BUILDING_BANK,
        title: "Bank",
        text: "Cost: 4 brick. Action: take $5. The print-and-play edition calls it the \
               Merchant's Bank, at the same cost.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: rule::BUILDING_DRY_DOCK,
        title: "Dry Dock",
        text: "Cost: 2 wood, 2 brick. Action: pay 2 wood to prepare one of your ships from your \
               player board, then launch it straight away, paying the full food cost of the \
               space chosen. Neither the Dockyard nor the City Pier bonus applies, and the launch \
               obeys the City Pier's limits (spaces 1 to 6, never into a full space).",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_LIGHTHOUSE,
        title: "Lighthouse",
        text: "Cost: 2 wood, 2 brick (print-and-play: Clark's Point Light, 2 wood, 4 brick). \
               Action: move one of your ships at sea one space farther out, where it takes the \
               1st rank; ships already there drop one rank, and ships behind it on the space it \
               left move up one. A ship cannot be moved into a space holding 3 ships or past \
               space 6.",
        rulings: &["NB-01", "NB-17"],
    },
    RuleSection {
        id: rule::BUILDING_LUMBER_MILL,
        title: "Lumber Mill",
        text: "Cost: 3 wood, 1 brick. Action: sell wood only, for $2 each, one at a time; at \
               least 1 wood must be sold.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_SCHOOLHOUSE,
        title: "Schoolhouse",
        text: "Cost: 2 wood, 2 food, 1 brick. Action: take 2 wood and 2 food, with no Farm or \
               Forest bonus.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_TAVERN,
        title: "Tavern",
        text: "Cost: 3 food, 2 brick. Action: remove from the game 1 or 2 Empty Sea tokens that \
               were drawn in the previous whaling phase, and take $4 for one or $6 for two. It \
               cannot be used when no such token is out. The limit is 2 tokens in both editions; \
               the $8 for a third token on the 2014 sidebar is not used.",
        rulings: &["NB-22"],
    },
    RuleSection {
        id: rule::BUILDING_TRYWORKS,
        title: "Tryworks",
        text: "Cost: 3 brick. Action: pick one of your ships at sea and move up to 3 Right \
               Whales from its hold to your returned whales without paying their lay; the ship \
               stays where it is. Print-and-play (cost 2 brick and $1): usable only when one of \
               your ships will return with a Right Whale this round; if your worker is still on \
               the Tryworks when ships move (the Inn may lift it), you keep up to 3 Right Whales \
               free in all that round, from any of your ships. No effect in the final returns \
               after round 12.",
        rulings: &["NB-01", "NB-21"],
    },
    RuleSection {
        id: rule::BUILDING_WHARF,
        title: "Wharf",
        text: "Cost: 3 wood, 1 brick (print-and-play: 3 food, 2 wood, 1 brick). Action: launch \
               one of your ships from the dock for half the space's food cost, rounded up: 1, 1, \
               2, 2, 3 and 3 food for spaces 1 to 6. The City Pier's limits apply but not its \
               bonus.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: rule::BUILDING_BAKERY,
        title: "Bakery",
        text: "3-4 player set. Cost: 2 food, 1 brick (print-and-play: Roller Mills, 1 food, 2 \
               brick). Action: take 4 food.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: rule::BUILDING_BRICKYARD,
        title: "Brickyard",
        text: "3-4 player set. Cost: 4 brick. Action: take 3 brick.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_CHANDLERY,
        title: "Chandlery",
        text: "3-4 player set. Cost: 2 wood, 2 food, 2 brick (print-and-play: 2 wood, 2 food, \
               1 brick). Action: take $1, 1 wood, 1 food and 1 brick.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: rule::BUILDING_COOPERAGE,
        title: "Cooperage",
        text: "3-4 player set. Cost: 4 wood. Action: pick one of your ships at sea and take $1 \
               for each whale token in its hold.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_COURTHOUSE,
        title: "Courthouse",
        text: "3-4 player set. Cost: 5 wood, 1 brick. Action: build a building for 2 resources \
               less than its cost, the 2 taken from one resource or from two (wood, food, brick), \
               never below zero. Money is never reduced, so the Mansion's $10 stays $10, and the \
               Town Hall bonus does not add to this reduction.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_INN,
        title: "Inn",
        text: "3-4 player set. Cost: 2 food, 2 brick. Action: nothing at once. When every \
               worker has been placed, before ships move, the Inn's user picks up both of their \
               workers and places them again one at a time, on town or whaling-board spaces only, \
               never on buildings; other workers stay put. Each re-placement may come with a \
               goods purchase, must be performable, and earns the first-worker bonus on a space \
               that is empty again.",
        rulings: &["NB-15"],
    },
    RuleSection {
        id: rule::BUILDING_MARKET,
        title: "Market",
        text: "3-4 player set. Cost: 1 wood, 1 food, 1 brick (print-and-play: 3 wood, 3 \
               brick). Action: sell goods one at a time, at least one. The first wood, first food \
               and first brick sold in the action each bring double ($2, $2 and $4); any more \
               bring the usual $1, $1 and $2.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: rule::BUILDING_POST_OFFICE,
        title: "Post Office",
        text: "3-4 player set. Cost: 2 wood, 1 brick. Its owner gains $2 at every end of \
               round. Action: a player who does not own it pays the owner the usual $1 fee, then \
               takes the tile and becomes its owner without paying the build cost; the owner \
               cannot use it on themselves.",
        rulings: &["NB-16"],
    },
    RuleSection {
        id: rule::VICTORY_BUILDINGS,
        title: "Victory buildings",
        text: "Victory buildings have no action; at the end each scores its bonus on top of the \
               1 VP every building gives. Counting House (3 wood, 2 food): 1 VP per 2 Right \
               Whales you own. Mansion (4 wood, $10): 4 VP. Municipal Office (4 wood, 4 brick): 1 \
               VP per 2 buildings you own, itself included. Seamen's Bethel (5 wood, 5 brick): 5 \
               VP. In print-and-play the Counting House is the Bourne Counting House (3 brick) and \
               the Municipal Office the Municipal Building (4 food, 4 brick).",
        rulings: &["NB-01", "NB-12"],
    },
];
