//! Rising Tide's 5th Player Expansion, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Rising Tide: the 5th Player Expansion
    RuleSection {
        id: rule::FIFTH_PLAYER_MODULE,
        title: "The fifth-player module",
        text: "Rising Tide's 5th Player Expansion is the fifth-player module, made for 4 or 5 \
               players. A fifth player cannot join without it; with 2 or 3 players it is played as \
               asked, and the setup answer warns that the expansion advises against those counts. \
               A 5-player game uses the 4-player bag (36 Right, 20 Bowhead, 4 Sperm, 16 Empty Sea) \
               with no tokens added. The module puts five tiles into the game beside the base \
               buildings for that count: four action buildings, the Almshouse, College, Empty Lot \
               and Fire House, and one victory building, the Rectory, for 20 action and 5 victory \
               buildings in all. It also opens a new town space, the Wheelhouse (see \
               town-wheelhouse). The Town Expansion and the Ship's Log are played with or without \
               this module (see town-expansion-module and ships-log-module).",
        rulings: &["NB-23"],
    },
    RuleSection {
        id: rule::TOWN_WHEELHOUSE,
        title: "Wheelhouse",
        text: "Fifth-player module only. A worker placed here takes the Ship's Wheel, so its \
               player starts the next round. First-worker bonus: $3. Any number of workers may \
               go here in a round and each one takes the Wheel again, so the last to use the \
               space holds it for the next round. If nobody uses it, the Wheel moves one player \
               clockwise at the end of round as usual. The Inn's re-placement may put a worker \
               here, with the $3 if the space is empty again. A worker the Inn picks up from the \
               Wheelhouse does not undo its take: the Wheel stays with the last player who took \
               it.",
        rulings: &["NB-24"],
    },
    RuleSection {
        id: rule::BUILDING_ALMSHOUSE,
        title: "Almshouse",
        text: "Fifth-player module. Cost: 1 wood, 2 brick. Action: name another player who \
               holds at least $4, counted before any use fee is paid, and take $3 of their \
               money, so they always keep $1 or more. With no such player the Almshouse cannot \
               be used.",
        rulings: &["NB-29"],
    },
    RuleSection {
        id: rule::BUILDING_COLLEGE,
        title: "College",
        text: "Fifth-player module. Cost: 2 food, 1 brick. Action: pick a built action building \
               where another player's worker stands this round and take its action as if your \
               worker stood there. First, besides any fee for the College itself, pay the \
               occupant $1 and the building's owner the usual $1 unless you own it; an occupant \
               who owns it gets $2. Every fee comes out of money held before the action. Not \
               allowed: the College, the Inn and the print-and-play Tryworks, whose effects go to \
               the worker standing on them, your own Post Office, and the building under the \
               Empty Lot. The College is refused unless you can pay all the fees and then carry \
               out the chosen building's action. No bonus comes with it, as buildings have none.",
        rulings: &["NB-25"],
    },
    RuleSection {
        id: rule::BUILDING_EMPTY_LOT,
        title: "Empty Lot",
        text: "Fifth-player module. Cost: 1 wood, 2 food, 1 brick. Action: move the Empty Lot \
               onto another built action building; never a victory building, an unbuilt tile, \
               the lot itself or the building it already lies on. No worker may be placed on a \
               covered building and the College cannot use it, but a worker already there this \
               round stays, and what it started (the Inn's re-placement, the print-and-play \
               Tryworks) still happens; a covered Post Office still pays its owner $2. Using the \
               lot again later moves it on and frees the old building. At scoring the lot and \
               the covered tile both count as buildings, 1 VP each, and the Municipal Office \
               counts both.",
        rulings: &["NB-28"],
    },
    RuleSection {
        id: rule::BUILDING_FIRE_HOUSE,
        title: "Fire House",
        text: "Fifth-player module. Cost: 1 food, 3 brick. Action: count the buildings each \
               player owns, victory buildings included and the user among them. Take $2 for \
               every player with exactly 3 and $3 for every player with 4 or more; a player with \
               4 or more brings $3, not $2 and $3. The Fire House cannot be used when nobody \
               owns 3 buildings or more, as it would pay nothing.",
        rulings: &["NB-26"],
    },
    RuleSection {
        id: rule::BUILDING_RECTORY,
        title: "Rectory",
        text: "Fifth-player module. Victory building. Cost: 3 wood, 3 brick. Worth 3 VP on top \
               of the 1 VP every building gives. It can be built only while another player \
               owns the Seamen's Bethel, and nobody may own both: a player who owns the Rectory \
               cannot build the Bethel either. The Town Hall and the Courthouse refuse a build \
               that breaks this.",
        rulings: &["NB-27"],
    },
];
