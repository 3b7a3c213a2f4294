//! Setup and the action phase, in our own words.

use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Setup
    RuleSection {
        id: rule::SETUP_WHALE_BAG,
        title: "The whale bag",
        text: "New Bedford is played by 2 to 4 players (5 with the Rising Tide fifth-player \
               module, which uses the 4-player bag). For each player the bag gets 9 Right \
               Whales, 5 Bowhead Whales, 1 Sperm Whale and 4 Empty Sea tokens, so a 4-player bag \
               holds 36, 20, 4 and 16. A whale leaves the bag for good once a ship takes it, and \
               an Empty Sea token only through the Tavern; other drawn tokens come back at the \
               next whaling phase.",
        rulings: &["NB-05"],
    },
    RuleSection {
        id: rule::SETUP_BUILDINGS,
        title: "Buildings in play",
        text: "The base game uses 8 action buildings (Bank, Dry Dock, Lighthouse, Lumber Mill, \
               Schoolhouse, Tavern, Tryworks, Wharf) and the 4 victory buildings (Counting House, \
               Mansion, Municipal Office, Seamen's Bethel). With 3 or 4 players, 8 more action \
               buildings join them, the 3-4 player set: Bakery, Brickyard, Chandlery, Cooperage, \
               Courthouse, Inn, Market and Post Office. There is one tile of each, and all start \
               unbuilt beside the town board. The Town Expansion replaces this fixed set with a \
               random or chosen one, and the buildings option can choose a set in any game (see \
               town-expansion-module). The 5th Player Expansion adds five more (see \
               fifth-player-module), and the Ship's Log three: the Library, the Insurance and the \
               Newspaper (see ships-log-module).",
        rulings: &["NB-44"],
    },
    RuleSection {
        id: rule::SETUP_STARTING_RESOURCES,
        title: "Starting pieces and resources",
        text: "Each player starts with 2 workers and 2 ships on their player board; no ship is \
               on the dock or at sea. Beginning with the first player and going clockwise, each \
               player then chooses exactly $5 worth of goods and money, counting wood, food and \
               each $1 as $1 and a brick as $2. One brick, two wood and $1 is one such choice.",
        rulings: &[],
    },
    RuleSection {
        id: rule::SETUP_FIRST_PLAYER,
        title: "First player and round marker",
        text: "Seat 0, the first player named at setup, holds the Ship's Wheel in round 1: the \
               rulebook lets the table pick, so list the chosen player first. Turn order runs \
               clockwise in seat order from the Wheel's holder. The round marker starts on space \
               1 of the round track.",
        rulings: &["NB-18"],
    },
    RuleSection {
        id: shared::ROUND_STRUCTURE,
        title: "A round",
        text: "The game lasts 12 rounds, each with four phases in a fixed order: the action phase \
               (placing workers), the movement phase (ships sail toward port and return), the \
               whaling phase (tokens are drawn and taken) and the end of round. When the Inn was \
               used, its re-placement comes between the action phase and the movement phase. With \
               the Ship's Log, once-only cards may be played at the start of the round, after the \
               whaling draw and before ships move (see ships-log-moments).",
        rulings: &["NB-49"],
    },
    // Action phase
    RuleSection {
        id: rule::ACTION_WORKERS,
        title: "Placing workers",
        text: "Starting with the first player and going clockwise, players take turns placing \
               one worker each until everyone has placed both. The action of the chosen space is \
               carried out at once, before the next player's turn. Town and whaling-board spaces \
               take any number of workers in a round, several from the same player included, \
               while a building takes a single worker per round. Workers stay in place until the \
               end of round.",
        rulings: &[],
    },
    RuleSection {
        id: rule::ACTION_BUY_GOODS,
        title: "Buying goods with a placement",
        text: "With each worker placement, Inn re-placements included, a player may make one \
               purchase before the action is carried out: $3 for exactly 2 wood, or $3 for \
               exactly 2 food, never a mix. The goods bought can be spent by the action that \
               follows. Both editions charge $3; the $2 on the 2014 rulebook's sidebar is a \
               leftover error.",
        rulings: &["NB-20", "NB-22"],
    },
    RuleSection {
        id: rule::ACTION_FIRST_WORKER_BONUS,
        title: "First-worker bonus",
        text: "A worker placed on a town or whaling-board space where no worker stands earns that \
               space's bonus on top of its normal action. Workers who join an occupied space get \
               the normal action only. A space left empty by the Inn's re-placement gives its \
               bonus again to the next worker placed there. Buildings never give a bonus.",
        rulings: &["NB-15"],
    },
    RuleSection {
        id: rule::ACTION_MUST_BE_PERFORMABLE,
        title: "Only actions that can be carried out",
        text: "A worker may only go to a space whose action the player can really carry out, \
               counting the goods purchase made with that placement. So the Dockyard needs a ship \
               on your player board and the wood, the City Pier a ship on the dock and the food \
               for a space with room, the Lumber Mill at least 1 wood, the Tavern an Empty Sea \
               token from the last draw, and the Town Hall a building you can pay for. Using \
               another player's building also needs the $1 fee in hand first. The engine refuses \
               any other placement and cites this rule.",
        rulings: &["NB-20"],
    },
];
