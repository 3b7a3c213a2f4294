//! The Nantucket rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The published 2016 rules sheet is described; the printed
//! town cards are unknown to us, so the town is either the engine's practice town or the cards a
//! table enters (see `town-cards`). Printed numbers and names are used as facts; every sentence
//! is ours. `rulings` lists the ids from `engine/RULINGS.md` that settle a question the rulebook
//! leaves open.

use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

crate::rule_ids! {
    /// The id of every section of the Nantucket catalogue but the shared ones
    /// (`crate::core::rule_id::shared`): the code that judges a rule cites its constant.
    pub mod rule {
        SETUP => "setup",
        COINS => "coins",
        TOWN_CARDS => "town-cards",
        TURN_STRUCTURE => "turn-structure",
        COIN_EXCHANGE => "coin-exchange",
        ANCHORED_WAREHOUSE => "anchored-warehouse",
        ANCHORED_TOWN_HALL => "anchored-town-hall",
        ANCHORED_DOCKYARD => "anchored-dockyard",
        BUILDING_USE => "building-use",
        BUILDING_CONSTRUCTION => "building-construction",
        SHIPS => "ships",
        BUILDING_TAVERN => "building-tavern",
        BUILDING_HARBOR_OFFICE => "building-harbor-office",
        BUILDING_COURTHOUSE => "building-courthouse",
        BUILDING_MAYORS_HOUSE => "building-mayors-house",
        BUILDING_LAW_OFFICE => "building-law-office",
        BUILDING_OUTFITTER => "building-outfitter",
        BUILDING_LUMBER_MILL => "building-lumber-mill",
        BUILDING_SCHOOLHOUSE => "building-schoolhouse",
        BUILDING_TOWN_SQUARE => "building-town-square",
        BUILDING_GENERAL_STORE => "building-general-store",
        BUILDING_ALMSHOUSE => "building-almshouse",
        BUILDING_COOPERAGE => "building-cooperage",
        BUILDING_GAMBLING_HALL => "building-gambling-hall",
        BUILDING_REFINERY => "building-refinery",
        BUILDING_DRYDOCK => "building-drydock",
        BUILDING_SHIPYARD => "building-shipyard",
        BUILDING_LIGHTHOUSE => "building-lighthouse",
        BUILDING_TRYWORKS => "building-tryworks",
        BUILDING_CANDLEWORKS => "building-candleworks",
        BUILDING_CAPTAINS_HOUSE => "building-captains-house",
        BUILDING_WHARF => "building-wharf",
        BONUS_BUILDINGS => "bonus-buildings",
        WHALING_ORDER => "whaling-order",
        WHALING_TOSS => "whaling-toss",
        WHALING_CHART => "whaling-chart",
        SCORING => "scoring",
    }
}

pub static RULES: &[RuleSection] = &[
    // Setup
    RuleSection {
        id: rule::SETUP,
        title: "Setup",
        text: "Nantucket is for exactly 2 players. All 24 Silver and 12 Copper coins start in the \
               bank, and each player takes 3 Silver, 1 Copper and their worker out of it, which \
               leaves the bank 18 Silver and 10 Copper. Seat 0 captains the first round, plays \
               Heads and holds the Ship's Wheel, while seat 1 plays Tails. The rulebook hands the \
               first Captaincy to whoever knows the rules best, so list that player first. The \
               town is one A card beside one B card (see town-cards); no ship is at sea.",
        rulings: &[],
    },
    RuleSection {
        id: rule::COINS,
        title: "Coins and the bank",
        text: "Silver is the small $1 coin and Copper the large $2 one, and the box holds 24 and \
               12 of them. They are separate pieces rather than loose change: gaining money means \
               gaining that many Silver unless Copper is named. Coins come only from the bank, so \
               they can run short; what the bank cannot pay is written down as owed, cannot be \
               spent, and counts as held at the end. A player's supply is the coins in front of \
               them; coins at sea on a ship or lying on a building as a marker are not in it.",
        rulings: &["NT-02", "NT-03", "NT-10"],
    },
    RuleSection {
        id: rule::TOWN_CARDS,
        title: "The town cards",
        text: "The three anchored spaces (Warehouse, Town Hall, Dockyard) are always there. The A \
               and B cards add action buildings in three rows, town buildings on top, resource \
               buildings in the middle and whaling buildings at the bottom (7 kinds per row in \
               all), and the B card adds a column of bonus buildings (9 kinds in all). We do not \
               know what each printed card shows or costs, so the default town is a provisional \
               practice town: two action buildings per row, the A card's then the B card's, and \
               three bonus buildings, 9 lots in all. A table may instead enter its own cards as \
               the `town` option: the rows, the bonus column, each printed cost ($1 to $12) and \
               which costs take Copper only (such a cost must be even).",
        rulings: &["NT-08", "NT-21"],
    },
    RuleSection {
        id: rule::TURN_STRUCTURE,
        title: "A round",
        text: "Each round is an action phase followed by a whaling phase. In the action phase the \
               Captain, who holds the Ship's Wheel, has the first turn and the other player the \
               second; a turn means placing the one worker on a single action space and resolving \
               it at once, so each player acts once a round. Once the whaling phase is over the \
               Wheel changes hands and the other player captains the next round. Whoever built \
               the Summer House misses their next turn (see bonus-buildings).",
        rulings: &[],
    },
    RuleSection {
        id: rule::COIN_EXCHANGE,
        title: "Changing Copper for Silver",
        text: "Once in each of their turns a player may hand 1 Copper to the bank and take 2 \
               Silver from it. This is not an action: it comes either before the worker is placed \
               or after the action is resolved, and never both in one turn. It is only possible \
               while the bank holds at least 2 Silver. There is no exchange the other way: Copper \
               comes from whaling and from buildings such as the General Store.",
        rulings: &["NT-16"],
    },
    // Anchored spaces
    RuleSection {
        id: rule::ANCHORED_WAREHOUSE,
        title: "Warehouse",
        text: "Anchored space, marked with an anchor where a building shows its price: it is in \
               play from the start, belongs to nobody and may take both workers in one round. \
               Action: take 1 Silver from the bank. When the bank has no Silver left, the coin is \
               recorded as owed instead.",
        rulings: &["NT-02"],
    },
    RuleSection {
        id: rule::ANCHORED_TOWN_HALL,
        title: "Town Hall",
        text: "Anchored space that nobody owns and both players may use in the same round. \
               Action: build one unbuilt lot of the town, action or bonus building, paying its \
               printed cost (see building-construction).",
        rulings: &["NT-09"],
    },
    RuleSection {
        id: rule::ANCHORED_DOCKYARD,
        title: "Dockyard",
        text: "Anchored space that nobody owns and both players may use in the same round. \
               Action: launch a ship by stacking 1 to 4 coins from your supply on your side of \
               the board (see ships). You may only do this with no ship of yours at sea, and the \
               new ship may not hold as many coins as a ship of the other player.",
        rulings: &[],
    },
    // Buildings in general
    RuleSection {
        id: rule::BUILDING_USE,
        title: "Using a building",
        text: "Outside the anchored spaces, each built action building takes one worker per \
               round, from either player; the owner pays nothing and gets no priority. A lot not \
               yet built cannot be used, and a building built this round may still be used this \
               round if nobody has used it. A player may only pick a space whose action they can \
               carry out in full; the engine refuses any other choice, citing that building's own \
               section. Bonus buildings have no action.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_CONSTRUCTION,
        title: "Building",
        text: "The Town Hall, Harbor Office, Courthouse, Mayor's House, Outfitter and Lumber Mill \
               build. The builder pays the printed cost exactly in Silver ($1) and Copper ($2) \
               and gets no change; a cost printed as Copper-only, like the Mansion's, takes \
               nothing but Copper. The builder picks one paid coin to stay on the lot as the \
               ownership marker, Heads up for seat 0 and Tails up for seat 1, and the other paid \
               coins go to the bank. Each lot is built once. The Lumber Mill's free build is the \
               exception to paying (see building-lumber-mill), and a Law Office purchase is not a \
               build.",
        rulings: &["NT-05", "NT-09"],
    },
    RuleSection {
        id: rule::SHIPS,
        title: "Ships",
        text: "A ship is a stack of coins on its owner's side of the board; those coins are at \
               sea and cannot be spent. A launch moves 1 to 4 coins of any kind from the player's \
               supply, or up to 5 through the Wharf. A player normally has one ship: only the \
               Shipyard launches while another is at sea, and nobody has more than two. After any \
               action no ship may hold as many coins as a ship of the other player, though a \
               player's own two ships may match. A ship whose last coin leaves it is gone.",
        rulings: &["NT-04", "NT-13"],
    },
    // Town buildings (top row)
    RuleSection {
        id: rule::BUILDING_TAVERN,
        title: "Tavern",
        text: "Town row. Action: in this round's whaling phase, one coin of yours that lands \
               tails may be treated as heads when you choose a chart row. You need a ship at sea \
               to use it.",
        rulings: &["NT-14"],
    },
    RuleSection {
        id: rule::BUILDING_HARBOR_OFFICE,
        title: "Harbor Office",
        text: "Town row. Action: build as at the Town Hall, except that up to 3 of the coins paid \
               may come off one of your ships rather than out of your supply. That ship is left \
               smaller, or gone if emptied, and must not end the same size as a ship of the other \
               player.",
        rulings: &["NT-12"],
    },
    RuleSection {
        id: rule::BUILDING_COURTHOUSE,
        title: "Courthouse",
        text: "Town row. Action: build a building, then take 1 Silver. The Silver arrives only \
               after the building stands, so it cannot go toward the cost.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_MAYORS_HOUSE,
        title: "Mayor's House",
        text: "Town row. Action: build a building, after which you may carry out the new \
               building's action in the same turn. Doing so is that building's one use for the \
               round; you may also leave it for later in the round. A new bonus building has no \
               action to carry out.",
        rulings: &["NT-23"],
    },
    RuleSection {
        id: rule::BUILDING_LAW_OFFICE,
        title: "Law Office",
        text: "Town row. Action: take over one of the other player's buildings by paying them its \
               printed cost in any of your coins, with no change, then turn its marker coin over \
               to your face. The marker itself stays, so a Mansion taken this way still carries \
               Copper. Anchored spaces belong to nobody and cannot be taken, and a takeover is \
               not a build, so a Summer House bought this way costs the buyer no turn.",
        rulings: &["NT-05", "NT-06", "NT-17"],
    },
    RuleSection {
        id: rule::BUILDING_OUTFITTER,
        title: "Outfitter",
        text: "Town row. Action: build a building and also launch a ship. Both halves are \
               required, so the space is open only when both can be done. The launch keeps to the \
               Dockyard's limits, and coins spent on the building cannot also go to sea.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_LUMBER_MILL,
        title: "Lumber Mill",
        text: "Town row. Action: build an unbuilt action building without paying, even with an \
               empty supply; bonus buildings cannot be built this way. As nothing is paid, the \
               ownership marker is a Silver from the bank, or a Copper if the bank has no Silver \
               left; a Copper-only lot is always marked with a bank Copper. Without a coin for \
               the marker the lot cannot be built this way.",
        rulings: &["NT-11", "NT-21"],
    },
    // Resource buildings (middle row)
    RuleSection {
        id: rule::BUILDING_SCHOOLHOUSE,
        title: "Schoolhouse",
        text: "Resource row. Action: take 2 Silver from the bank.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_TOWN_SQUARE,
        title: "Town Square",
        text: "Resource row. Action: take 1 Silver for every 2 buildings built in the town so \
               far, whoever owns them, rounded down. The Town Square counts itself; the anchored \
               spaces never count. With fewer than 2 built it would pay nothing and cannot be \
               used.",
        rulings: &["NT-25"],
    },
    RuleSection {
        id: rule::BUILDING_GENERAL_STORE,
        title: "General Store",
        text: "Resource row. Action: give 2 Silver to the bank and take 1 Copper. The trade \
               happens exactly once per use.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_ALMSHOUSE,
        title: "Almshouse",
        text: "Resource row. Action: take 1 Silver out of the other player's supply. It cannot be \
               used while they hold no Silver.",
        rulings: &["NT-15"],
    },
    RuleSection {
        id: rule::BUILDING_COOPERAGE,
        title: "Cooperage",
        text: "Resource row. Action: take 1 Silver for each coin on one of your ships. With two \
               ships you pick the one that counts.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_GAMBLING_HALL,
        title: "Gambling Hall",
        text: "Resource row. Action: toss one coin. On heads take 1 Copper from the bank; on \
               tails you get nothing. In table mode the table reports how it landed (see \
               chance-table-mode).",
        rulings: &["NT-18"],
    },
    RuleSection {
        id: rule::BUILDING_REFINERY,
        title: "Refinery",
        text: "Resource row. Action: you take 1 Copper from the bank, and the bank also pays 2 \
               Silver to the other player.",
        rulings: &[],
    },
    // Whaling buildings (bottom row)
    RuleSection {
        id: rule::BUILDING_DRYDOCK,
        title: "Drydock",
        text: "Whaling row. Action: launch a ship within the Dockyard's limits, then take 1 \
               Silver.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_SHIPYARD,
        title: "Shipyard",
        text: "Whaling row. Action: launch a second ship of 1 to 4 coins beside the one you \
               already have at sea; it needs that first ship, and no other space launches a \
               second, so it is the only way to have two ships. Your two ships may be the same size, and if they are you decide which goes \
               whaling first. Neither may match a ship of the other player.",
        rulings: &["NT-22"],
    },
    RuleSection {
        id: rule::BUILDING_LIGHTHOUSE,
        title: "Lighthouse",
        text: "Whaling row. Action: pay 1 Silver to the bank, then move one or more coins from \
               your supply onto a single ship of yours. That ship may not go above 4 coins or end \
               level with a ship of the other player.",
        rulings: &["NT-04", "NT-15"],
    },
    RuleSection {
        id: rule::BUILDING_TRYWORKS,
        title: "Tryworks",
        text: "Whaling row. Action: send 1 Silver from one of your ships to the bank, then \
               receive 1 Copper from the bank into your supply. It is refused when that ship, one \
               coin lighter, would match the size of a ship of the other player.",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_CANDLEWORKS,
        title: "Candleworks",
        text: "Whaling row. Action: in this round's whaling phase, every Silver on your ships is \
               read as a Copper when you choose a chart row, whichever face it shows. A Silver \
               can then be the coin that comes home after a Copper row.",
        rulings: &["NT-14"],
    },
    RuleSection {
        id: rule::BUILDING_CAPTAINS_HOUSE,
        title: "Captain's House",
        text: "Whaling row. Action: bring one or more coins home from one of your ships into your \
               supply, then take 1 Silver from the bank. The ship may be emptied entirely; if \
               coins remain, it must not match a ship of the other player.",
        rulings: &["NT-15"],
    },
    RuleSection {
        id: rule::BUILDING_WHARF,
        title: "Wharf",
        text: "Whaling row. Action: launch a ship of 1 to 5 coins. Apart from the higher limit \
               the Dockyard's rules apply, and no other action puts 5 coins on a ship.",
        rulings: &["NT-04"],
    },
    // Bonus buildings
    RuleSection {
        id: rule::BONUS_BUILDINGS,
        title: "Bonus buildings",
        text: "Bonus buildings fill the B card's right-hand column. They are built like other \
               lots, though never by the Lumber Mill, have no action, and score at the end on top \
               of the 1 point every building gives. Their points: Factory, 1 per 2 Copper held; \
               Office, 1 per 2 buildings owned, itself included; Church, 3; Monument, 1 per \
               building of either player whose marker is Copper; Mansion, 3, paid in Copper only; \
               Salvage Yard, 1 per Silver on one of your ships (see end-of-game); Bank, 1 per $4 \
               held; Summer House, 2; Row House, 1 per town row where built action buildings \
               stand side by side. Whoever builds the Summer House misses their next turn, \
               exchange included; taking it over with the Law Office costs the buyer no turn, \
               and the builder still misses theirs if it has not yet come.",
        rulings: &["NT-01", "NT-04", "NT-05", "NT-06", "NT-17"],
    },
    // Whaling
    RuleSection {
        id: rule::WHALING_ORDER,
        title: "Whaling order",
        text: "The whaling phase comes after both turns. Every ship at sea whales once, the \
               largest first and the rest in falling order of coins aboard. Ships of different \
               players are never the same size, so the order between players is always clear; \
               when one player's two ships are equal, that player decides which goes first. A \
               player with no ship at sea sits the phase out.",
        rulings: &["NT-13"],
    },
    RuleSection {
        id: rule::WHALING_TOSS,
        title: "Going whaling",
        text: "The owner tosses every coin on the ship at once, picks a row of the whaling chart \
               that the faces allow (see whaling-chart) and collects its reward from the bank \
               into their supply. Then one of the coins that met the row's condition comes home \
               from the ship to the supply, and the others stay at sea for the next round. After \
               an Empty Sea a coin still comes home, and the owner chooses which. In table mode \
               the table reports the toss (see chance-table-mode).",
        rulings: &["NT-18"],
    },
    RuleSection {
        id: rule::WHALING_CHART,
        title: "The whaling chart",
        text: "Each row gives what the tossed coins must show, the catch and what the bank pays: \
               A, at least 2 Copper heads, Sperm Whale, 1 Copper and 2 Silver; B, at least 2 \
               Silver heads, Bowhead Whale, 1 Copper; C, a Copper heads, Bowhead Whale, 1 Copper; \
               D, a Silver heads, Right Whale, 1 Silver; E, a Copper tails, Right Whale, 1 \
               Silver; F, Empty Sea, nothing. In one whaling phase each of rows A to E goes to \
               one ship at most, across both players. A ship may take any open row its toss \
               meets, not only the best. F may be chosen by any ship at any time, and must be \
               when no open row fits.",
        rulings: &["NT-20", "NT-24"],
    },
    // End of the game
    RuleSection {
        id: shared::END_OF_GAME,
        title: "End of the game",
        text: "The end is triggered in the round in which the 9th building is built or the bank's \
               Copper runs out. That round is played to its end, whaling included, and the game \
               finishes even if Copper has come back to the bank meanwhile. Coins the bank could \
               not pay stay recorded as owed. The Salvage Yard's Silver is counted on its owner's \
               ship holding the most Silver after the last whaling; then every ship is emptied \
               into its owner's supply and the game is scored.",
        rulings: &["NT-02", "NT-04", "NT-19"],
    },
    RuleSection {
        id: rule::SCORING,
        title: "Scoring",
        text: "Each player scores 1 point per Copper held, 1 point per building owned, bonus \
               buildings included, plus their bonus buildings' points. Held coins are the supply \
               once the ships were emptied, owed coins included; marker coins on buildings are \
               not held. The most points wins; a tie goes to whoever holds more money by value, \
               and players level on that too share the win, although the rulebook would have them \
               play another game.",
        rulings: &["NT-02", "NT-03", "NT-06", "NT-07", "NT-19"],
    },
    RuleSection {
        id: shared::CHANCE_TABLE_MODE,
        title: "Seeded and table chance",
        text: "Coin tosses are Nantucket's only chance: each whaling ship's toss and the Gambling \
               Hall's single coin. In seeded mode the engine tosses with a seeded random \
               generator whose seed and position live in the state, so the same state and actions \
               always give the same results. In table mode the game waits for the table actor to \
               report the real toss: for a ship, how many of its Copper and how many of its \
               Silver landed heads; for the Gambling Hall, heads or tails. Every possible report \
               is offered as a legal action with its probability, each coin showing heads with \
               chance 1/2, so the counts follow binomial odds.",
        rulings: &["NT-18"],
    },
];

#[cfg(test)]
mod tests {

    use super::{rule, RULES};

    #[test]
    fn every_rule_id_is_cited_or_descriptive() {
        crate::core::test_support::rule_citations("nantucket", rule::ALL, RULES);
    }

    /// The ids the engine cites, in catalogue order.
    const EXPECTED_IDS: &[&str] = &[
        "setup",
        "coins",
        "town-cards",
        "turn-structure",
        "coin-exchange",
        "anchored-warehouse",
        "anchored-town-hall",
        "anchored-dockyard",
        "building-use",
        "building-construction",
        "ships",
        "building-tavern",
        "building-harbor-office",
        "building-courthouse",
        "building-mayors-house",
        "building-law-office",
        "building-outfitter",
        "building-lumber-mill",
        "building-schoolhouse",
        "building-town-square",
        "building-general-store",
        "building-almshouse",
        "building-cooperage",
        "building-gambling-hall",
        "building-refinery",
        "building-drydock",
        "building-shipyard",
        "building-lighthouse",
        "building-tryworks",
        "building-candleworks",
        "building-captains-house",
        "building-wharf",
        "bonus-buildings",
        "whaling-order",
        "whaling-toss",
        "whaling-chart",
        "end-of-game",
        "scoring",
        "chance-table-mode",
    ];

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(RULES, "NT-");
    }

    #[test]
    fn ids_are_the_expected_ones_in_order() {
        let ids: Vec<&str> = RULES.iter().map(|section| section.id.as_str()).collect();
        assert_eq!(ids, EXPECTED_IDS);
    }

    #[test]
    fn cross_references_name_real_sections() {
        crate::core::test_support::check_cross_references(
            RULES,
            &[
                ("setup", "town-cards"),
                ("anchored-town-hall", "building-construction"),
                ("anchored-dockyard", "ships"),
                ("building-construction", "building-lumber-mill"),
                ("turn-structure", "bonus-buildings"),
                ("bonus-buildings", "end-of-game"),
                ("whaling-toss", "whaling-chart"),
                ("whaling-toss", "chance-table-mode"),
                ("building-gambling-hall", "chance-table-mode"),
            ],
        );
    }
}
