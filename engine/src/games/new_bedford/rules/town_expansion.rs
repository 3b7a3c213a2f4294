//! Rising Tide's Town Expansion, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Rising Tide: the Town Expansion
    RuleSection {
        id: rule::TOWN_EXPANSION_MODULE,
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
        id: rule::TOWN_LASTING_ACTIONS,
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
        id: rule::BUILDING_CAPTAINS_HOUSE,
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
        id: rule::BUILDING_COFFEEHOUSE,
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
        id: rule::BUILDING_CUSTOMHOUSE,
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
        id: rule::BUILDING_HARBOR_OFFICE,
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
        id: rule::BUILDING_LOADING_DOCK,
        title: "Loading Dock",
        text: "Town Expansion, 2-player set. Cost: 3 wood, 1 brick. Action: with both of your \
               ships at sea, move 1 to 3 whale tokens from one ship to the other and take $1 for \
               each token moved. Each kind of whale may go in one direction only: moving a kind \
               both ways would leave both holds as they were, so it is refused.",
        rulings: &["NB-37"],
    },
    RuleSection {
        id: rule::BUILDING_MAYORS_HOUSE,
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
        id: rule::BUILDING_PERFUMERY,
        title: "Perfumery",
        text: "Town Expansion, 2-player set. Cost: 2 food, 2 brick. Action: count the Sperm \
               Whales left in the whale bag and take $5 if there are 2 or more, $3 if there is \
               exactly 1. Tokens drawn this round and not taken are out of the bag until the next \
               whaling phase, and whales removed from the game never count. With no Sperm Whale \
               in the bag the Perfumery cannot be used.",
        rulings: &["NB-38"],
    },
    RuleSection {
        id: rule::BUILDING_REFINERY,
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
        id: rule::BUILDING_SALTERY,
        title: "Saltery",
        text: "Town Expansion, 2-player set. Cost: 4 wood. Action: move one of your ships at sea \
               1, 2 or 3 spaces farther out, paying 0, 2 or 4 food, never past space 6. The space \
               it reaches must have room; the ship takes the rank behind the ships already there, \
               which keep theirs. The spaces it passes over do not matter, full or not.",
        rulings: &["NB-41"],
    },
    RuleSection {
        id: rule::BUILDING_BREWERY,
        title: "Brewery",
        text: "Town Expansion, 3-4 player set. Cost: 3 food, $3. Action: count the rounds left \
               after the current one and halve, rounding down: n = (12 - round) / 2. Take $2 and \
               1 food for each, that is $2n and n food. When n is 0, in rounds 11 and 12, take $2 \
               and no food instead, as the rulebook's note says. So round 1 brings $10 and 5 \
               food, and round 10 brings $2 and 1 food.",
        rulings: &["NB-39"],
    },
    RuleSection {
        id: rule::BUILDING_CHEMIST_SHOP,
        title: "Chemist Shop",
        text: "Town Expansion, 3-4 player set. Cost: 1 wood, 1 food, 1 brick. Action: take \
               exactly 2 goods, of one type or two, from one other player who holds at least 2, \
               and give that player 1 good you already held, of a type unlike both goods taken. \
               The rulebook advises leaving this tile out of 2-player games; such a set is played \
               with a warning (see town-expansion-module).",
        rulings: &["NB-30", "NB-40"],
    },
    RuleSection {
        id: rule::BUILDING_DISTILLERY,
        title: "Distillery",
        text: "Town Expansion, 3-4 player set. Cost: 3 food, 1 brick. Action: pay 2 wood to \
               prepare one of your ships from your player board, moving it to the dock, then take \
               3 food.",
        rulings: &["NB-42"],
    },
    RuleSection {
        id: rule::BUILDING_FAIRHAVEN_BRIDGE,
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
        id: rule::BUILDING_SHIPWRIGHT,
        title: "Shipwright",
        text: "Town Expansion, 3-4 player set. Cost: 2 wood. Action: prepare one of your ships \
               from your player board for free, or both of them for 1 wood in all, moving them to \
               the dock.",
        rulings: &["NB-42"],
    },
    RuleSection {
        id: rule::BUILDING_STOREHOUSE,
        title: "Storehouse",
        text: "Town Expansion, 3-4 player set. Cost: 2 wood, 2 food, 1 brick. Action: take 3 \
               food, 3 wood or 2 brick, as you choose. The rulebook advises leaving this tile out \
               of 2-player games; such a set is played with a warning (see \
               town-expansion-module).",
        rulings: &["NB-30", "NB-42"],
    },
    RuleSection {
        id: rule::TOWN_VICTORY_BUILDINGS,
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
];
