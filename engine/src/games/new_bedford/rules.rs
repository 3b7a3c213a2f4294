//! The New Bedford rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The retail edition is described; print-and-play
//! differences are named where they exist and summarised in `editions`. Printed numbers and
//! names are used as facts; every sentence is ours. `rulings` lists the ids from
//! `engine/RULINGS.md` that settle a question the rulebooks leave open.

use crate::core::play::RuleSection;

pub static RULES: &[RuleSection] = &[
    // Setup
    RuleSection {
        id: "setup-whale-bag",
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
        id: "setup-buildings",
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
        id: "setup-starting-resources",
        title: "Starting pieces and resources",
        text: "Each player starts with 2 workers and 2 ships on their player board; no ship is \
               on the dock or at sea. Beginning with the first player and going clockwise, each \
               player then chooses exactly $5 worth of goods and money, counting wood, food and \
               each $1 as $1 and a brick as $2. One brick, two wood and $1 is one such choice.",
        rulings: &[],
    },
    RuleSection {
        id: "setup-first-player",
        title: "First player and round marker",
        text: "Seat 0, the first player named at setup, holds the Ship's Wheel in round 1: the \
               rulebook lets the table pick, so list the chosen player first. Turn order runs \
               clockwise in seat order from the Wheel's holder. The round marker starts on space \
               1 of the round track.",
        rulings: &["NB-18"],
    },
    RuleSection {
        id: "round-structure",
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
        id: "action-workers",
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
        id: "action-buy-goods",
        title: "Buying goods with a placement",
        text: "With each worker placement, Inn re-placements included, a player may make one \
               purchase before the action is carried out: $3 for exactly 2 wood, or $3 for \
               exactly 2 food, never a mix. The goods bought can be spent by the action that \
               follows. Both editions charge $3; the $2 on the 2014 rulebook's sidebar is a \
               leftover error.",
        rulings: &["NB-20", "NB-22"],
    },
    RuleSection {
        id: "action-first-worker-bonus",
        title: "First-worker bonus",
        text: "A worker placed on a town or whaling-board space where no worker stands earns that \
               space's bonus on top of its normal action. Workers who join an occupied space get \
               the normal action only. A space left empty by the Inn's re-placement gives its \
               bonus again to the next worker placed there. Buildings never give a bonus.",
        rulings: &["NB-15"],
    },
    RuleSection {
        id: "action-must-be-performable",
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
    // Town board
    RuleSection {
        id: "town-farm",
        title: "Farm",
        text: "Take 2 food. First-worker bonus: 1 more food, 3 in all.",
        rulings: &[],
    },
    RuleSection {
        id: "town-forest",
        title: "Forest",
        text: "Take 2 wood. First-worker bonus: 1 more wood, 3 in all.",
        rulings: &[],
    },
    RuleSection {
        id: "town-warehouse",
        title: "Warehouse",
        text: "Take 1 brick. First-worker bonus: also take 1 brick, 1 food or 1 wood, as the \
               player chooses.",
        rulings: &[],
    },
    RuleSection {
        id: "town-general-store",
        title: "General Store",
        text: "Sell goods to the supply for $1 per wood or food and $2 per brick. Goods are sold \
               one at a time; at least one must be sold, and after that the player may stop \
               whenever they like. First-worker bonus: $1 more for the whole action, not per \
               good.",
        rulings: &[],
    },
    RuleSection {
        id: "town-hall",
        title: "Town Hall",
        text: "Build one unbuilt building of this game by paying its cost (see \
               building-construction). First-worker bonus: pay 1 less of one resource, wood, \
               food or brick, that appears in the cost, chosen by the player. The bonus never \
               lowers a money cost such as the Mansion's $10, and never takes a resource below \
               zero.",
        rulings: &[],
    },
    // Whaling board actions
    RuleSection {
        id: "whaling-dockyard",
        title: "Dockyard",
        text: "Pay 2 wood to prepare one of your ships that is on your player board, moving it \
               to the dock to wait for a launch. First-worker bonus: pay 1 wood instead of 2. \
               Players only ever prepare their own ships. The print-and-play rulebook calls this \
               space the Shipyard.",
        rulings: &[],
    },
    RuleSection {
        id: "whaling-city-pier",
        title: "City Pier",
        text: "Launch one of your ships from the dock to any whaling-track space from 1 to 6 \
               holding fewer than 3 ships, paying as much food as the space's number. \
               First-worker bonus: pay 1 food less, never below 0. The ship takes the rank \
               behind the ships already on that space: 1st on an empty space, 2nd or 3rd \
               otherwise.",
        rulings: &[],
    },
    // Buildings in general
    RuleSection {
        id: "building-use",
        title: "Using a building",
        text: "Each built action building has one action space, which one worker may use per \
               round. Its owner uses it free; anyone else first pays the owner $1 out of the \
               money they already hold, not out of what the action brings in. Buildings give no \
               first-worker bonus, and victory buildings have no action at all.",
        rulings: &[],
    },
    RuleSection {
        id: "building-construction",
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
        id: "building-bank",
        title: "Bank",
        text: "Cost: 4 brick. Action: take $5. The print-and-play edition calls it the \
               Merchant's Bank, at the same cost.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: "building-dry-dock",
        title: "Dry Dock",
        text: "Cost: 2 wood, 2 brick. Action: pay 2 wood to prepare one of your ships from your \
               player board, then launch it straight away, paying the full food cost of the \
               space chosen. Neither the Dockyard nor the City Pier bonus applies, and the launch \
               obeys the City Pier's limits (spaces 1 to 6, never into a full space).",
        rulings: &[],
    },
    RuleSection {
        id: "building-lighthouse",
        title: "Lighthouse",
        text: "Cost: 2 wood, 2 brick (print-and-play: Clark's Point Light, 2 wood, 4 brick). \
               Action: move one of your ships at sea one space farther out, where it takes the \
               1st rank; ships already there drop one rank, and ships behind it on the space it \
               left move up one. A ship cannot be moved into a space holding 3 ships or past \
               space 6.",
        rulings: &["NB-01", "NB-17"],
    },
    RuleSection {
        id: "building-lumber-mill",
        title: "Lumber Mill",
        text: "Cost: 3 wood, 1 brick. Action: sell wood only, for $2 each, one at a time; at \
               least 1 wood must be sold.",
        rulings: &[],
    },
    RuleSection {
        id: "building-schoolhouse",
        title: "Schoolhouse",
        text: "Cost: 2 wood, 2 food, 1 brick. Action: take 2 wood and 2 food, with no Farm or \
               Forest bonus.",
        rulings: &[],
    },
    RuleSection {
        id: "building-tavern",
        title: "Tavern",
        text: "Cost: 3 food, 2 brick. Action: remove from the game 1 or 2 Empty Sea tokens that \
               were drawn in the previous whaling phase, and take $4 for one or $6 for two. It \
               cannot be used when no such token is out. The limit is 2 tokens in both editions; \
               the $8 for a third token on the 2014 sidebar is not used.",
        rulings: &["NB-22"],
    },
    RuleSection {
        id: "building-tryworks",
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
        id: "building-wharf",
        title: "Wharf",
        text: "Cost: 3 wood, 1 brick (print-and-play: 3 food, 2 wood, 1 brick). Action: launch \
               one of your ships from the dock for half the space's food cost, rounded up: 1, 1, \
               2, 2, 3 and 3 food for spaces 1 to 6. The City Pier's limits apply but not its \
               bonus.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: "building-bakery",
        title: "Bakery",
        text: "3-4 player set. Cost: 2 food, 1 brick (print-and-play: Roller Mills, 1 food, 2 \
               brick). Action: take 4 food.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: "building-brickyard",
        title: "Brickyard",
        text: "3-4 player set. Cost: 4 brick. Action: take 3 brick.",
        rulings: &[],
    },
    RuleSection {
        id: "building-chandlery",
        title: "Chandlery",
        text: "3-4 player set. Cost: 2 wood, 2 food, 2 brick (print-and-play: 2 wood, 2 food, \
               1 brick). Action: take $1, 1 wood, 1 food and 1 brick.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: "building-cooperage",
        title: "Cooperage",
        text: "3-4 player set. Cost: 4 wood. Action: pick one of your ships at sea and take $1 \
               for each whale token in its hold.",
        rulings: &[],
    },
    RuleSection {
        id: "building-courthouse",
        title: "Courthouse",
        text: "3-4 player set. Cost: 5 wood, 1 brick. Action: build a building for 2 resources \
               less than its cost, the 2 taken from one resource or from two (wood, food, brick), \
               never below zero. Money is never reduced, so the Mansion's $10 stays $10, and the \
               Town Hall bonus does not add to this reduction.",
        rulings: &[],
    },
    RuleSection {
        id: "building-inn",
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
        id: "building-market",
        title: "Market",
        text: "3-4 player set. Cost: 1 wood, 1 food, 1 brick (print-and-play: 3 wood, 3 \
               brick). Action: sell goods one at a time, at least one. The first wood, first food \
               and first brick sold in the action each bring double ($2, $2 and $4); any more \
               bring the usual $1, $1 and $2.",
        rulings: &["NB-01"],
    },
    RuleSection {
        id: "building-post-office",
        title: "Post Office",
        text: "3-4 player set. Cost: 2 wood, 1 brick. Its owner gains $2 at every end of \
               round. Action: a player who does not own it pays the owner the usual $1 fee, then \
               takes the tile and becomes its owner without paying the build cost; the owner \
               cannot use it on themselves.",
        rulings: &["NB-16"],
    },
    RuleSection {
        id: "victory-buildings",
        title: "Victory buildings",
        text: "Victory buildings have no action; at the end each scores its bonus on top of the \
               1 VP every building gives. Counting House (3 wood, 2 food): 1 VP per 2 Right \
               Whales you own. Mansion (4 wood, $10): 4 VP. Municipal Office (4 wood, 4 brick): 1 \
               VP per 2 buildings you own, itself included. Seamen's Bethel (5 wood, 5 brick): 5 \
               VP. In print-and-play the Counting House is the Bourne Counting House (3 brick) and \
               the Municipal Office the Municipal Building (4 food, 4 brick).",
        rulings: &["NB-01", "NB-12"],
    },
    // Rising Tide: the 5th Player Expansion
    RuleSection {
        id: "fifth-player-module",
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
        id: "town-wheelhouse",
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
        id: "building-almshouse",
        title: "Almshouse",
        text: "Fifth-player module. Cost: 1 wood, 2 brick. Action: name another player who \
               holds at least $4, counted before any use fee is paid, and take $3 of their \
               money, so they always keep $1 or more. With no such player the Almshouse cannot \
               be used.",
        rulings: &["NB-29"],
    },
    RuleSection {
        id: "building-college",
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
        id: "building-empty-lot",
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
        id: "building-fire-house",
        title: "Fire House",
        text: "Fifth-player module. Cost: 1 food, 3 brick. Action: count the buildings each \
               player owns, victory buildings included and the user among them. Take $2 for \
               every player with exactly 3 and $3 for every player with 4 or more; a player with \
               4 or more brings $3, not $2 and $3. The Fire House cannot be used when nobody \
               owns 3 buildings or more, as it would pay nothing.",
        rulings: &["NB-26"],
    },
    RuleSection {
        id: "building-rectory",
        title: "Rectory",
        text: "Fifth-player module. Victory building. Cost: 3 wood, 3 brick. Worth 3 VP on top \
               of the 1 VP every building gives. It can be built only while another player \
               owns the Seamen's Bethel, and nobody may own both: a player who owns the Rectory \
               cannot build the Bethel either. The Town Hall and the Courthouse refuse a build \
               that breaks this.",
        rulings: &["NB-27"],
    },
    // Rising Tide: the Town Expansion
    RuleSection {
        id: "town-expansion-module",
        title: "The Town Expansion",
        text: "Rising Tide's Town Expansion is the town module: 15 action buildings (9 in its \
               2-player set, 6 in its 3-4 set) and 5 victory buildings. At setup the engine draws \
               from the setup seed, in both chance modes, 4 of the 8 base 2-player and 4 of the 9 \
               Town 2-player action tiles; from 3 players also 4 of the 8 base 3-4 and 4 of the 6 \
               Town 3-4 tiles; then 2 of the 4 base and 2 of the Town victory tiles. The state \
               lists them. A table may name its own set in option buildings, in any game (Town \
               tiles only with the module): 8 action and 4 victory tiles for 2 players, 16 and 4 \
               for 3 to 5, all different; the other modules' tiles join on top, unlisted. In a \
               2-player set the Fairhaven Bridge, Storehouse and Chemist Shop bring a warning. \
               Option symbol_buildings names the tiles bearing the Publishing House symbol; the \
               draw takes that tile only when at least 3 of them are already in the game.",
        rulings: &["NB-30", "NB-31"],
    },
    RuleSection {
        id: "town-lasting-actions",
        title: "Buildings that act later in the round",
        text: "Most actions are over at once, but the Customhouse and the Refinery also act in \
               the movement phase. A worker counts as standing on its space until the end of \
               round, so these tiles work then only if their user's worker is still on them; a \
               worker moved away before, for instance picked up by the Inn, has left and its \
               effect is lost. The Mayor and Bridge tokens count as their user's worker here (see \
               building-mayors-house). These tiles work in round 12's own movement, but not in \
               the final movements after round 12, when workers are already home.",
        rulings: &["NB-32", "NB-33", "NB-34"],
    },
    RuleSection {
        id: "building-captains-house",
        title: "Captain's House",
        text: "Town Expansion, 2-player set. Cost: 3 wood, 1 food. Action: send one of your ships \
               at sea straight to the Return space and take as much food as the number of the \
               space it left. Its whales stay aboard. In this round's movement, ships waiting in \
               the Return space come in first, in the order they were sent, before the ships \
               arriving from space 1. Each is settled as usual (see movement-return) but then \
               goes to your dock, already prepared, not to your player board. A ship in the \
               Return space is no longer at sea: it takes no whale and nothing moves it again.",
        rulings: &["NB-35"],
    },
    RuleSection {
        id: "building-coffeehouse",
        title: "Coffeehouse",
        text: "Town Expansion, 2-player set. Cost: 3 wood, 2 brick. Action: draw 2 tokens from \
               the whale bag, or all that is left if it holds fewer. You may put one drawn whale, \
               never an Empty Sea, on one of your ships at sea as if that ship had chosen it, or \
               take none; every token not taken goes straight back into the bag. The Coffeehouse \
               needs one of your ships at sea and at least one whale in the bag. Seeded chance \
               draws with the state's generator; in table chance the table actor reports the \
               tokens, each possible draw offered with its probability (see chance-table-mode).",
        rulings: &["NB-36"],
    },
    RuleSection {
        id: "building-customhouse",
        title: "Customhouse",
        text: "Town Expansion, 2-player set. Cost: 3 wood, $3. Action: nothing at once. If your \
               worker, or your Mayor or Bridge token, still stands here when ships reach the \
               Return space in this round's movement, take $4 when 1 ship returns, $6 for 2 and \
               $10 for 3 or more, counting every player's ships, those sent by the Captain's \
               House included. It may be taken while no ship is due home, since ships can still \
               move before the movement phase. It pays nothing in the final movements after round \
               12 (see town-lasting-actions).",
        rulings: &["NB-32", "NB-33"],
    },
    RuleSection {
        id: "building-harbor-office",
        title: "Harbor Office",
        text: "Town Expansion, 2-player set. Cost: 2 wood, 4 food. Action: first launch one of \
               your ships from the dock to a space 1 to 6 that has room, paying the space's full \
               food cost. Then either build a building of this game at its full cost or sell at \
               least one good at General Store prices. No first-worker bonus or discount applies \
               to any step. The Harbor Office is refused unless, once the launch is paid, you can \
               still build or sell. Its art shows the Sundial Building, the name Rising Tide's \
               themed tile lists use for it.",
        rulings: &["NB-42"],
    },
    RuleSection {
        id: "building-loading-dock",
        title: "Loading Dock",
        text: "Town Expansion, 2-player set. Cost: 3 wood, 1 brick. Action: with both of your \
               ships at sea, move 1 to 3 whale tokens from one ship to the other and take $1 for \
               each token moved. Each kind of whale may go in one direction only: moving a kind \
               both ways would leave both holds as they were, so it is refused.",
        rulings: &["NB-37"],
    },
    RuleSection {
        id: "building-mayors-house",
        title: "Mayor's House",
        text: "Town Expansion, 2-player set. Cost: 3 wood, 3 food, 1 brick. Action: build one \
               unbuilt building of this game at its full cost, with no reduction, then put the \
               Mayor token on it. Until the end of round the token acts as your worker there: \
               nobody else may place on the tile (the College may use it as it would a tile with \
               a worker), and effects that need a worker on a tile at movement count it. Placing \
               it is no new placement and costs no fee. If you can carry out one of the new \
               tile's actions you must take it now; on a victory building, or an action you \
               cannot carry out, the turn ends with the token in place. The token never takes the \
               Inn or a Post Office. The Mayor's House is refused unless some building can be \
               built.",
        rulings: &["NB-32"],
    },
    RuleSection {
        id: "building-perfumery",
        title: "Perfumery",
        text: "Town Expansion, 2-player set. Cost: 2 food, 2 brick. Action: count the Sperm \
               Whales left in the whale bag and take $5 if there are 2 or more, $3 if there is \
               exactly 1. Tokens drawn this round and not taken are out of the bag until the next \
               whaling phase, and whales removed from the game never count. With no Sperm Whale \
               in the bag the Perfumery cannot be used.",
        rulings: &["NB-38"],
    },
    RuleSection {
        id: "building-refinery",
        title: "Refinery",
        text: "Town Expansion, 2-player set. Cost: 3 brick. Action: either sell one of your \
               returned whales at once for twice its lay ($4 Right, $8 Bowhead, $16 Sperm), or \
               wait: if your worker (or your Mayor or Bridge token) still stands here in this \
               round's movement, then as each of your returning ships is settled you may sell one \
               whale from its hold for twice its lay. Only one such sale is made per round in \
               all. A whale sold to the Refinery leaves the game and is not offered to the other \
               players. No sale is made in the final movements after round 12 (see \
               town-lasting-actions).",
        rulings: &["NB-32", "NB-34"],
    },
    RuleSection {
        id: "building-saltery",
        title: "Saltery",
        text: "Town Expansion, 2-player set. Cost: 4 wood. Action: move one of your ships at sea \
               1, 2 or 3 spaces farther out, paying 0, 2 or 4 food, never past space 6. The space \
               it reaches must have room; the ship takes the rank behind the ships already there, \
               which keep theirs. The spaces it passes over do not matter, full or not.",
        rulings: &["NB-41"],
    },
    RuleSection {
        id: "building-brewery",
        title: "Brewery",
        text: "Town Expansion, 3-4 player set. Cost: 3 food, $3. Action: count the rounds left \
               after the current one and halve, rounding down: n = (12 - round) / 2. Take $2 and \
               1 food for each, that is $2n and n food. When n is 0, in rounds 11 and 12, take $2 \
               and no food instead, as the rulebook's note says. So round 1 brings $10 and 5 \
               food, and round 10 brings $2 and 1 food.",
        rulings: &["NB-39"],
    },
    RuleSection {
        id: "building-chemist-shop",
        title: "Chemist Shop",
        text: "Town Expansion, 3-4 player set. Cost: 1 wood, 1 food, 1 brick. Action: take \
               exactly 2 goods, of one type or two, from one other player who holds at least 2, \
               and give that player 1 good you already held, of a type unlike both goods taken. \
               The rulebook advises leaving this tile out of 2-player games; such a set is played \
               with a warning (see town-expansion-module).",
        rulings: &["NB-30", "NB-40"],
    },
    RuleSection {
        id: "building-distillery",
        title: "Distillery",
        text: "Town Expansion, 3-4 player set. Cost: 3 food, 1 brick. Action: pay 2 wood to \
               prepare one of your ships from your player board, moving it to the dock, then take \
               3 food.",
        rulings: &["NB-42"],
    },
    RuleSection {
        id: "building-fairhaven-bridge",
        title: "Fairhaven Bridge",
        text: "Town Expansion, 3-4 player set. Cost: 5 brick. Action: put the Bridge token on an \
               unbuilt action building of this game's set and take its action as if your worker \
               stood there. The tile has no owner, so no fee is paid, and placing the token is no \
               new placement. Until the end of round the token occupies the tile and counts as \
               your worker for effects at movement, and the tile cannot be built. The token never \
               takes the Inn or a Post Office, and the Bridge is refused unless the chosen action \
               can be carried out. The rulebook advises leaving this tile out of 2-player games; \
               such a set is played with a warning.",
        rulings: &["NB-30", "NB-32"],
    },
    RuleSection {
        id: "building-shipwright",
        title: "Shipwright",
        text: "Town Expansion, 3-4 player set. Cost: 2 wood. Action: prepare one of your ships \
               from your player board for free, or both of them for 1 wood in all, moving them to \
               the dock.",
        rulings: &["NB-42"],
    },
    RuleSection {
        id: "building-storehouse",
        title: "Storehouse",
        text: "Town Expansion, 3-4 player set. Cost: 2 wood, 2 food, 1 brick. Action: take 3 \
               food, 3 wood or 2 brick, as you choose. The rulebook advises leaving this tile out \
               of 2-player games; such a set is played with a warning (see \
               town-expansion-module).",
        rulings: &["NB-30", "NB-42"],
    },
    RuleSection {
        id: "town-victory-buildings",
        title: "Town Expansion victory buildings",
        text: "Like the base ones, these have no action; at the end each scores its bonus on top \
               of the 1 VP every building gives. Candleworks (3 food, 3 brick): 1 VP per Sperm \
               Whale you own. Dressmaker (7 wood): 1 VP per 2 Bowhead Whales you own. Publishing \
               House (1 brick, $6): 1 VP per building you own that bears the symbol, as listed in \
               the symbol_buildings option (a score sheet enters the count by hand). Salvage Yard \
               (1 food, $4): 1 VP per 4 goods left, wood, food and brick counted together. Shanty \
               (1 wood): 1 VP; it can be built only by a player holding $0 at that moment, after \
               any use fee. Money can never be given away, but the $3 goods purchase can spend it \
               first.",
        rulings: &["NB-03", "NB-04", "NB-31", "NB-43"],
    },
    // Rising Tide: the Ship's Log
    RuleSection {
        id: "ships-log-module",
        title: "The Ship's Log",
        text: "Rising Tide's Ship's Log is the ships-log module, played with or without the other \
               modules. Its 32 cards form two decks, 16 Providence and 16 Omens, with one copy of \
               each card. At setup each deck is shuffled and shows one card face up beside the \
               whaling board, for everyone to read (see ships-log-deck). Three tiles join the game \
               on top of the buildings drawn or chosen, and are never listed in option buildings: \
               two action buildings, the Library and the Insurance (see building-library and \
               building-insurance), and a victory building, the Newspaper (see ships-log-victory). \
               The rulebook's mini variants, a single deck or one mixed deck showing two cards a \
               round, are not offered.",
        rulings: &["NB-09", "NB-44"],
    },
    RuleSection {
        id: "ships-log-deck",
        title: "The Ship's Log decks",
        text: "The order of a deck's unseen cards is settled only as each is turned up. Seeded \
               chance then picks one of them, all equally likely, with the generator kept in the \
               state; in table chance the table actor reports the card, every unseen card offered \
               with the same probability (see chance-table-mode). Once its card is taken, a deck \
               offers nothing until the end of round. Then each face-up card nobody took goes \
               under its deck and each deck turns up its next card; when no unseen card is left, \
               the cards put under come back up in the order they went, with no chance involved. \
               No card is turned up at the end of round 12, since the game is ending. Rotten \
               Decking makes the put-back cards of both decks unseen again.",
        rulings: &["NB-44", "NB-47"],
    },
    RuleSection {
        id: "ships-log-selection",
        title: "Taking a Ship's Log card",
        text: "With the Ship's Log, a ship whose turn comes in the whaling phase (see \
               whaling-selection) may take one of the face-up cards instead of a whale token; that \
               is its one choice for the round. It may do so even when only Empty Sea tokens are \
               left, or when a card in play bars it from every whale drawn. The phase goes on \
               while a ship still to choose has a whale or a card on offer, and the choosing order \
               fixed after the draw stays the same even if a card moves ships. The card goes to \
               its taker and acts as ships-log-cards says. In the action phase the Library also \
               takes a face-up card (see building-library). Every card taken, used or not, is a \
               page of its holder's Ship's Log.",
        rulings: &["NB-10", "NB-44"],
    },
    RuleSection {
        id: "ships-log-cards",
        title: "What the Ship's Log cards do",
        text: "Each card says when it acts, and does as much of its text as it can; a part that \
               cannot be done is skipped. On being taken: Beached Whale, News from Town, \
               Scrimshaw, Ship in a Bottle, Uncharted Desert Isle, Under Weigh, Whale Pod and \
               Windfall (see ships-log-providence); Gam, Gulf Stream, Nantucket Sleigh Ride and \
               Trade Winds (see ships-log-card-moves); Broken Mass, Man Overboard and Rotten \
               Decking (see ships-log-omens-cards). The Sermon acts once, as the Seamen's Bethel \
               goes up or on being taken if it already stands. At the end of the game: The Coffin \
               (see end-of-game), Corpusants and Message in a Bottle (see ships-log-victory). \
               Once, at a moment its holder picks: twelve Omens (see ships-log-moments). Calm Seas \
               waits to shield its holder (see ships-log-omens).",
        rulings: &["NB-45", "NB-46", "NB-47", "NB-48"],
    },
    RuleSection {
        id: "ships-log-providence",
        title: "Providence cards on taking",
        text:
            "Beached Whale: buy 1 or 2 Right Whales out of the bag at $2 each, as far as the bag \
               and your money allow. News from Town: you may build one unbuilt action building at \
               its full cost, placing no worker. Scrimshaw: $3 for each Empty Sea drawn in this \
               round's whaling phase, so none while that draw is still to come. Ship in a Bottle: \
               one of your ships idle at home goes onto the card for the rest of the game, your \
               pick if both are there; with none the card does nothing. Uncharted Desert Isle: 3 \
               wood and 3 food. Under Weigh: you may prepare a ship at home for 2 wood, then you \
               may launch a docked ship for its space's food. Whale Pod: tokens come out of the \
               bag until a whale does, and that whale goes on the ship, each whale in the bag as \
               likely as any other; the Empty Seas go back. Windfall: take from $4 to $8; every \
               other player takes $4 less.",
        rulings: &["NB-46", "NB-47"],
    },
    RuleSection {
        id: "ships-log-card-moves",
        title: "Cards that move ships",
        text: "Card moves follow the rulebook's movement resolution: no ship goes past space 6 \
               (Nantucket Sleigh Ride aside) or out of the Return space, and a ship whose target \
               is full stops at the last space with room on its way. Gulf Stream: each of your \
               ships at sea moves 2 spaces out and arrives 1st, the ships there dropping a rank; \
               the one farther out moves first. Trade Winds: its ship moves 3 spaces out, arriving \
               behind the ships there; then you may sell wood and food at $1 each. Gam: one of \
               your ships at sea joins your other one's space, behind the ships there; with one \
               ship at sea, nothing. Nantucket Sleigh Ride: its ship goes beyond space 6, shown as \
               space 7, with a Bowhead Whale from the bag if one is left; there it chooses after \
               every other ship, and the next movement brings it to space 6. A Captain's House \
               used on it pays 6 food.",
        rulings: &["NB-45", "NB-46"],
    },
    RuleSection {
        id: "ships-log-omens-cards",
        title: "Omens cards on taking",
        text:
            "Broken Mass: pay 3 wood or send one of your ships at sea to the Return space, where \
               it comes home at the next movement and is unloaded as usual; nothing if neither can \
               be done. Man Overboard: one of your workers misses the next round, so you place \
               only one that round; taken at the Library, the worker on the Library goes onto the \
               card at once and the Library is free again. Rotten Decking: every other player \
               gives you 2 wood, or all they have if less, and the put-back cards of both decks \
               become unseen again. The Sermon: once, when the Seamen's Bethel is built, or on \
               being taken if it already stands, every player except the card's holder pays $1 if \
               they have any, the Bethel's owner too, and the Bethel's owner gains $5. Those \
               struck by Rotten Decking or The Sermon may answer (see ships-log-omens).",
        rulings: &["NB-46", "NB-47", "NB-48"],
    },
    RuleSection {
        id: "ships-log-moments",
        title: "Once-only cards and their moments",
        text: "Twelve Omens act once, at a set moment their holder picks: at the start of a round \
               (The Dice of Fate, Refinery Fire); after the whaling draw, before any ship chooses \
               (Burned Oil, Ice Sheet, The Mast-Head, Rats, Sea Ice, Sharks, Stove Boat: see \
               ships-log-whaling-omens); or before ships move (Reef, Typhoon, Wreck of the Essex). \
               At each moment every holder of an unplayed one is asked, in turn order from the \
               first player; a holder may play several, each settled before the next. The Dice of \
               Fate: no first-worker bonus anywhere this round. Refinery Fire: one action building \
               of each other player lies face down this round, unusable, though a Post Office \
               still pays. Reef: each player pays 1 wood or moves a ship 1 space toward port. \
               Typhoon: each player, its own included, moves a ship 1 space toward port. Wreck of \
               the Essex: each other player pays 1 food or moves a ship likewise.",
        rulings: &["NB-49"],
    },
    RuleSection {
        id: "ships-log-whaling-omens",
        title: "Omens of the whaling phase",
        text: "Burned Oil: every player, its own included, gives up a Right or Bowhead Whale from \
               one of their ships, as they choose. Ice Sheet: ships on spaces 4 to 6 take no whale \
               token this phase, though they may take a card; ships do not move while whaling, so \
               its clause sending them back has nothing to undo. The Mast-Head: every Right Whale \
               drawn goes back into the bag. Rats: every other player pays 1 food or gives up a \
               Right Whale from a ship. Sea Ice: nobody but its player takes a Bowhead Whale this \
               phase. Sharks: one more token is drawn (see chance-table-mode), then the most \
               valuable whale drawn leaves the game. Stove Boat: every other player pays its \
               player 1 wood to take a whale token this phase, so no wood means no whale; cards \
               stay free. Whales given up leave the game.",
        rulings: &["NB-49"],
    },
    RuleSection {
        id: "ships-log-omens",
        title: "Answering Omens: Insurance and Calm Seas",
        text:
            "The Omens that strike players (Burned Oil, Rats, Reef, Typhoon, Wreck of the Essex, \
               Rotten Decking, The Sermon, Refinery Fire) reach them one at a time, in turn order \
               from the card's player. A struck player with a choice, of what to pay or which ship \
               or whale, or with a shield is asked; one with a single way to be struck is struck \
               at once, and one with nothing to give is passed over. A player whose worker, Mayor \
               or Bridge token stands on the Insurance may ignore the card for free; otherwise an \
               unspent Calm Seas may ignore it and is then used. A shielded player may still let \
               the card strike. Sharks, The Mast-Head, The Dice of Fate, Ice Sheet, Sea Ice and \
               Stove Boat change the draw or a rule for a phase and strike no single player at one \
               moment, so nothing shields from them.",
        rulings: &["NB-50"],
    },
    RuleSection {
        id: "building-library",
        title: "Library",
        text:
            "Ship's Log. Cost: 1 wood, 1 brick. Action: take one of the face-up Ship's Log cards \
               as if a ship had chosen it; that deck shows no new card until the end of round (see \
               ships-log-deck). A card meant for the ship that chose it (Nantucket Sleigh Ride, \
               Trade Winds, Whale Pod) acts on a ship of yours at sea that you name, or the only \
               one; with none at sea, Sleigh Ride and Whale Pod do nothing and Trade Winds only \
               sells. Scrimshaw finds no Empty Sea yet, as the round's draw is still to come. Man \
               Overboard taken here puts the Library's worker onto the card at once, freeing the \
               Library. The Library is refused for a deck that shows no card.",
        rulings: &["NB-46", "NB-47"],
    },
    RuleSection {
        id: "building-insurance",
        title: "Insurance",
        text:
            "Ship's Log. Cost: 1 wood, 1 brick, $2. Action: take $3. Then, while your worker (or \
               your Mayor or Bridge token) stands on it, you may ignore any Omen that strikes you \
               at no cost, or let it strike if you prefer (see ships-log-omens). The worker stands \
               there until the end of round, through the movement and whaling phases; one the Inn \
               picks up has left, and the shield with it. Refinery Fire comes at the start of a \
               round, before any worker is placed, so only Calm Seas can meet it.",
        rulings: &["NB-32", "NB-50"],
    },
    RuleSection {
        id: "ships-log-victory",
        title: "Newspaper and the scoring cards",
        text: "Newspaper (victory building; 2 wood, 2 food): 1 VP per 2 pages of its owner's \
               Ship's Log, on top of the building's own 1 VP. Every card taken is a page, used or \
               not, the scoring card included. Cards that score, as the score sheet counts them: \
               Corpusants, 1 VP per Sperm Whale you own; Message in a Bottle, 1 VP per 2 pages; \
               Ship in a Bottle, 2 VP with a ship on it; Broken Mass and Man Overboard, 1 VP each; \
               The Dice of Fate and The Mast-Head, 1 VP each once played; The Sermon, 1 VP unless \
               you own the Seamen's Bethel. A Ship in a Bottle that holds no ship, and a Dice of \
               Fate or Mast-Head never played, score 0.",
        rulings: &["NB-07", "NB-08", "NB-10"],
    },
    // Ships and whaling
    RuleSection {
        id: "whaling-track",
        title: "The whaling track",
        text: "The track runs from the Return space next to port out through spaces 1 to 6, with \
               6 the farthest out. Each space has three ranks, 1st, 2nd and 3rd, recording the \
               order in which ships arrived, and can never hold more than 3 ships: no action may \
               put a fourth there. Launching to space N costs N food. A ship's hold takes any \
               number of whale tokens, which score nothing until the ship returns and they are \
               kept.",
        rulings: &[],
    },
    RuleSection {
        id: "movement-phase",
        title: "Movement",
        text: "Every ship at sea moves one space toward port, the ships nearest port first, \
               keeping their ranks, so each space's ships move together. Ships that reach the \
               Return space come home (see movement-return); ships the Captain's House sent there \
               come in first (see building-captains-house). Ships waiting on the dock do not move. \
               With the Ship's Log, holders may first play Reef, Typhoon or Wreck of the Essex \
               (see ships-log-moments). Ships a card sent to the Return space come in first too, \
               in the order sent, and go back to their owner's board, not prepared; a ship beyond \
               space 6 (Nantucket Sleigh Ride) moves to space 6.",
        rulings: &["NB-45", "NB-46"],
    },
    RuleSection {
        id: "movement-return",
        title: "Returning ships",
        text: "Ships on the Return space are settled one at a time by rank, 1st, 2nd then 3rd, \
               each completely before the next. The owner decides the ship's whale tokens one at \
               a time: keep it by paying its lay ($2 Right, $4 Bowhead, $8 Sperm) and add it to \
               their returned whales, or sell it to the supply for half the lay ($1, $2, $4), \
               which can pay for later tokens at once. Selling is allowed even when the lay could \
               be paid. Once every token is decided, the sold ones are offered to the other \
               players (movement-whale-sale) and the ship goes back to its owner's board.",
        rulings: &["NB-14"],
    },
    RuleSection {
        id: "movement-whale-sale",
        title: "Buying sold whales",
        text: "Sold tokens are offered clockwise, starting with the player after the seller, who \
               may not buy them back. On their turn a player buys one of the tokens, paying its \
               full lay to the supply, or passes; a player who cannot afford any of them can only \
               pass. The offer goes round until every token is bought or all the other players \
               have passed one after another; a player who passed may still buy on a later lap \
               if someone bought in between. Tokens nobody buys leave the game.",
        rulings: &["NB-13"],
    },
    RuleSection {
        id: "whaling-draw",
        title: "Drawing whale tokens",
        text: "The whaling phase begins by putting the tokens left out from the previous whaling \
               phase back into the bag, except those the Tavern removed. If any ship is at sea, \
               one token per ship at sea plus one more are drawn at once; with no ship at sea \
               nothing is drawn. When the bag holds fewer tokens than that, all of them are \
               drawn. In table mode the table reports the draw (see chance-table-mode).",
        rulings: &["NB-19"],
    },
    RuleSection {
        id: "whaling-selection",
        title: "Choosing whales",
        text: "Ships choose from the drawn tokens one at a time, the farthest space first and, \
               within a space, 1st rank before 2nd and 3rd. Each ship either puts one whale token \
               into its hold or passes; an Empty Sea token can never be taken. Tokens nobody takes \
               stay out in view until the next whaling phase. Ships still at sea in round 12 \
               choose as usual. With the Ship's Log a ship may instead take a face-up card, even \
               when only Empty Sea tokens are left (see ships-log-selection).",
        rulings: &["NB-44"],
    },
    // Round and game end
    RuleSection {
        id: "end-of-round",
        title: "End of round",
        text:
            "Every player takes back their workers, the Post Office's owner gains $2, the Ship's \
               Wheel passes one player clockwise (to the left) unless someone used the Wheelhouse \
               this round (see town-wheelhouse), and the round marker moves on one space. Tokens \
               left out after the whaling phase stay out. With the Ship's Log, buildings Refinery \
               Fire turned face down turn back up, and the face-up cards nobody took go under \
               their decks and each deck turns up a new card, except after round 12 (see \
               ships-log-deck).",
        rulings: &["NB-44"],
    },
    RuleSection {
        id: "end-of-game",
        title: "End of the game",
        text: "After the end of round 12 no more tokens are drawn and no more workers are placed, \
               except that the holder of The Coffin (Ship's Log) first makes one more ordinary \
               placement, on any space or building they can use, with the goods purchase allowed. \
               Then the movement phase is repeated until every ship at sea has returned, each \
               return settled and its sales offered as usual. The print-and-play Tryworks, the \
               Customhouse and the Refinery have no effect in these returns (see \
               town-lasting-actions), even under the Coffin's worker. Then the game is scored.",
        rulings: &["NB-01", "NB-46"],
    },
    RuleSection {
        id: "scoring",
        title: "Scoring",
        text: "Each player scores 1 VP per Right Whale, 2 per Bowhead and 4 per Sperm Whale among \
               their returned whales (kept or bought), 1 VP per building they own (victory \
               buildings included), their victory buildings' bonuses, their Ship's Log cards' \
               points (see ships-log-victory), and 1 VP per full $5. Goods left over score \
               nothing. The most VP wins; ties go to the most whale tokens, then the most unscored \
               money (what remains after the $5 conversions; all money in print-and-play), and \
               players still tied share the place.",
        rulings: &["NB-02", "NB-12"],
    },
    RuleSection {
        id: "chance-table-mode",
        title: "Seeded and table chance",
        text: "Chance comes from the whale bag (the whaling draw, the Coffeehouse, and the Ship's \
               Log's Whale Pod and Sharks) and from turning up Ship's Log cards; the Town \
               Expansion's random tiles always come from the setup seed. In seeded mode the engine \
               draws with a seeded random generator whose seed and position live in the state, so \
               the same state and actions always give the same results. In table mode the game \
               waits for the table actor to report what really came out, each possible report \
               offered as a legal action with its probability: for a draw, the count of each token \
               type (Right, Bowhead, Sperm, Empty Sea), from the bag's contents and the number \
               drawn; for Sharks' extra token, its type; for Whale Pod, the kind of whale found, \
               in proportion to the whales in the bag; for a card turned up, which one, every \
               unseen card alike.",
        rulings: &["NB-44", "NB-47", "NB-49"],
    },
    RuleSection {
        id: "editions",
        title: "Retail and print-and-play editions",
        text: "Retail is the default edition; print-and-play follows the 2014 pre-production \
               rulebook. Its Merchant's Bank, Clark's Point Light, Roller Mills, Bourne Counting \
               House and Municipal Building are the retail Bank, Lighthouse, Bakery, Counting \
               House and Municipal Office, and its Shipyard is the Dockyard. Its costs differ for \
               the Lighthouse (2 wood, 4 brick), Tryworks (2 brick, $1), Wharf (3 food, 2 wood, 1 \
               brick), Market (3 wood, 3 brick), Chandlery (1 brick, not 2), Bakery (1 food, 2 \
               brick), Counting House (3 brick) and Municipal Office (4 food, 4 brick). Its \
               Tryworks acts during movement instead of at once, and its second tie-breaker is \
               all money. The rest is shared, the $3 goods purchase and the 2-token Tavern \
               included.",
        rulings: &["NB-01", "NB-02"],
    },
];

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::RULES;

    /// The ids the engine cites, in catalogue order.
    const EXPECTED_IDS: &[&str] = &[
        "setup-whale-bag",
        "setup-buildings",
        "setup-starting-resources",
        "setup-first-player",
        "round-structure",
        "action-workers",
        "action-buy-goods",
        "action-first-worker-bonus",
        "action-must-be-performable",
        "town-farm",
        "town-forest",
        "town-warehouse",
        "town-general-store",
        "town-hall",
        "whaling-dockyard",
        "whaling-city-pier",
        "building-use",
        "building-construction",
        "building-bank",
        "building-dry-dock",
        "building-lighthouse",
        "building-lumber-mill",
        "building-schoolhouse",
        "building-tavern",
        "building-tryworks",
        "building-wharf",
        "building-bakery",
        "building-brickyard",
        "building-chandlery",
        "building-cooperage",
        "building-courthouse",
        "building-inn",
        "building-market",
        "building-post-office",
        "victory-buildings",
        "fifth-player-module",
        "town-wheelhouse",
        "building-almshouse",
        "building-college",
        "building-empty-lot",
        "building-fire-house",
        "building-rectory",
        "town-expansion-module",
        "town-lasting-actions",
        "building-captains-house",
        "building-coffeehouse",
        "building-customhouse",
        "building-harbor-office",
        "building-loading-dock",
        "building-mayors-house",
        "building-perfumery",
        "building-refinery",
        "building-saltery",
        "building-brewery",
        "building-chemist-shop",
        "building-distillery",
        "building-fairhaven-bridge",
        "building-shipwright",
        "building-storehouse",
        "town-victory-buildings",
        "ships-log-module",
        "ships-log-deck",
        "ships-log-selection",
        "ships-log-cards",
        "ships-log-providence",
        "ships-log-card-moves",
        "ships-log-omens-cards",
        "ships-log-moments",
        "ships-log-whaling-omens",
        "ships-log-omens",
        "building-library",
        "building-insurance",
        "ships-log-victory",
        "whaling-track",
        "movement-phase",
        "movement-return",
        "movement-whale-sale",
        "whaling-draw",
        "whaling-selection",
        "end-of-round",
        "end-of-game",
        "scoring",
        "chance-table-mode",
        "editions",
    ];

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(RULES, "NB-");
    }

    #[test]
    fn ids_are_the_expected_ones_in_order() {
        let ids: Vec<&str> = RULES.iter().map(|section| section.id).collect();
        assert_eq!(ids, EXPECTED_IDS);
    }

    #[test]
    fn cross_references_name_real_sections() {
        let ids: HashSet<&str> = RULES.iter().map(|section| section.id).collect();
        for (section, reference) in [
            ("town-hall", "building-construction"),
            ("movement-phase", "movement-return"),
            ("movement-return", "movement-whale-sale"),
            ("whaling-draw", "chance-table-mode"),
            ("setup-buildings", "town-expansion-module"),
            ("fifth-player-module", "town-expansion-module"),
            ("building-customhouse", "town-lasting-actions"),
            ("building-refinery", "town-lasting-actions"),
            ("building-coffeehouse", "chance-table-mode"),
            ("movement-phase", "building-captains-house"),
            ("setup-buildings", "ships-log-module"),
            ("ships-log-module", "ships-log-deck"),
            ("ships-log-deck", "chance-table-mode"),
            ("whaling-selection", "ships-log-selection"),
            ("ships-log-selection", "building-library"),
            ("ships-log-cards", "ships-log-moments"),
            ("ships-log-cards", "ships-log-providence"),
            ("ships-log-cards", "ships-log-card-moves"),
            ("ships-log-cards", "ships-log-omens-cards"),
            ("ships-log-moments", "ships-log-whaling-omens"),
            ("building-insurance", "ships-log-omens"),
            ("end-of-round", "ships-log-deck"),
            ("movement-phase", "ships-log-moments"),
            ("scoring", "ships-log-victory"),
        ] {
            let text = RULES
                .iter()
                .find(|s| s.id == section)
                .map(|s| s.text)
                .unwrap_or_default();
            assert!(
                text.contains(reference),
                "{section} no longer mentions {reference}"
            );
            assert!(
                ids.contains(reference),
                "{section} refers to missing {reference}"
            );
        }
    }
}
