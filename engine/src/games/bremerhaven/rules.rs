//! The Bremerhaven rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The long, short and solo games are described, with the
//! rulebook's FAQ. The printed card lists and the numbers printed only on the boards are not
//! public (`shared/rules/components-bremerhaven.md` §9), so a game's cards come from a deck
//! source (section `deck-sources`) and the building and event sections describe the engine's
//! vocabulary of effects, saying which parts the rulebook shows and which belong to the
//! provisional practice set. Printed numbers and names are used as facts; every sentence is
//! ours. `rulings` lists the ids from `engine/RULINGS.md` that settle a question the rulebook
//! leaves open.

use crate::core::play::RuleSection;

/// Said in every building section: which names the rulebook prints.
macro_rules! practice_buildings {
    () => {
        " Only seven building names are printed in the rulebook: Refinery, Train Station, \
         Loading Plant, Lighthouse, Status Symbol, Commodity Exchange and Bank. Every other \
         name, and every prestige value, belongs to the provisional practice set (see \
         deck-sources)."
    };
}

/// Said in every event section but the Fall's.
macro_rules! practice_event {
    () => {
        " Only the Fall is known from the rulebook (see event-contract-charge); this event is \
         an invention of the provisional practice set (see deck-sources)."
    };
}

pub static RULES: &[RuleSection] = &[
    // Setup and the round
    RuleSection {
        id: "overview",
        title: "Overview",
        text: "Bremerhaven is for 1 to 4 players, each running a harbor. With hidden Influence \
               cards they bid for Ships, which bring goods and prestige while docked, for \
               Contracts, on which goods are sold at the current prices, for Buildings and for \
               actions in town. Goods travel from Ships into storage and from storage onto \
               Contracts. Rounds (see round-structure) repeat until the Ship token reaches the \
               end of the Progress track (see end-of-game), and each player then scores leftover \
               money times the highest prestige reached (see final-score). The long game (see \
               setup-long) and the short game (see setup-short) differ in setup and clean-up; \
               the solo game is a short game against a dummy (see setup-solo).",
        rulings: &[],
    },
    RuleSection {
        id: "deck-sources",
        title: "Where the cards come from",
        text: "The rulebook gives the ranges of the Ship, Contract, Building, Price and \
               Newspaper cards but not the printed lists, and those lists are not public. A game \
               therefore takes its cards from one of three sources, chosen at setup. The \
               built-in practice set is provisional: its cards are our own invention within the \
               printed ranges and are labelled as such, never as the printed game. In table \
               chance mode the players use their own copy and report each card as it is \
               revealed (see chance-table-mode). A complete deck pack given at setup supplies \
               every list, for example typed in from a physical copy. Numbers printed only on \
               the boards (Cover card and Bollard costs, the Progress track) are unknown as well; \
               the practice set supplies provisional ones.",
        rulings: &[],
    },
    RuleSection {
        id: "setup-long",
        title: "Setup: long game",
        text: "Each player takes a Harbor board, a prestige marker on 0, a Bollard on each of the \
               two printed bollards beside the middle Dock (see berth-size) and the 12 Influence \
               cards of one colour: 1, 2, 3, 4 and 5 in hand, 5, 6, 6, 7, 7, 8 and 9 as a supply \
               (see grow-influence). Cover cards go on the 6 spaces of columns 3 and 4 (see \
               permit-cover). The Ship and Contract decks keep the cards whose back has an icon \
               for the player count, with or without arrow; each is split by the phase number \
               on its back (1 to 4), each phase shuffled alone and stacked with phase 1 on top. \
               Buildings and Price cards form shuffled face-up stacks, the Newspaper cards go \
               Ship ahoy! side up on the right of the rack, ranks are drawn (see \
               starting-ranks) and each player puts a Starting contract from the Contract deck \
               in the first Loading dock.",
        rulings: &[],
    },
    RuleSection {
        id: "setup-short",
        title: "Setup: short game",
        text: "The short game follows the long one except where said here. There are no Cover \
               cards, so all 12 spaces and all 4 Loading docks are open from the start. The Ship \
               and Contract decks also leave out every card whose icon for the player count has \
               the arrow under it. The two Short Game Special Edition cards take the Newspaper \
               cards' place, so the Ship token moves 2 spaces a round and there are no events \
               (see progress). Each player draws a random Building from the stack and builds it \
               at once on an empty space, with no permit. After the Starting contracts, each \
               player puts 3 Starting goods on empty spaces, each of a type the contract does \
               not show (wild symbols do not count); a type may be taken more than once. The \
               game lasts exactly 10, 9 or 8 rounds with 2, 3 or 4 players (see refill-short).",
        rulings: &[],
    },
    RuleSection {
        id: "setup-solo",
        title: "Setup: solo game",
        text: "The solo game is set up as a 2-player short game (see setup-short) with a single \
               harbor, the player's own, which has no Cover cards. Only the player gets a \
               Starting contract, a random Starting building and 3 Starting goods. The player \
               starts as First Mate with 6 money; the dummy holds the Captain rank and never has \
               money. The dummy's Influence cards 1 to 5 are shuffled face down, the rest of its \
               colour is put away (see solo-dummy). The Short Game Special Edition cards go on \
               the rack, so the game lasts 10 rounds, and the Newspaper cards are shuffled into \
               a face-down deck that steers the dummy instead of progress and events. The Sea \
               and Land boards show 2 cards each.",
        rulings: &[],
    },
    RuleSection {
        id: "starting-ranks",
        title: "Starting ranks",
        text: "With 2 or more players the ranks are drawn at setup. Each player receives one of \
               four goods chits, one of each type, at random. The top Price card is then moved \
               to the bottom, and the card now on top ranks the chits: whoever holds the good it \
               prices highest becomes Captain, the next First Mate, then Mate, then Ship's Cook; \
               with fewer than 4 players the lower ranks stay empty. Starting money depends on \
               the rank: Captain 4, First Mate 6, Mate 8, Ship's Cook 12. The chits go back to \
               the supply. Ranks decide the bidding order (see bidding) and every tie (see \
               bid-ties, final-score); only the Career ladder changes them (see career-ladder).",
        rulings: &[],
    },
    RuleSection {
        id: "round-structure",
        title: "A round",
        text: "A round has four phases. Bidding: every Influence card in every hand is laid (see \
               bidding). General actions: the boards are resolved in a fixed order, first the \
               Town board spaces 1.0 to 1.5 from left to right (see parking-lot), then the Ships \
               on the Sea board (see sea-board), then the Contracts on the Land board (see \
               land-board). Individual actions: each player works their own harbor, all at the \
               same time (see harbor-phase). Clean-up: the Newspaper rack is resolved, the \
               boards are refilled and the Influence cards return to hand (see clean-up). A new \
               round then starts with bidding.",
        rulings: &[],
    },
    // Bidding
    RuleSection {
        id: "bidding",
        title: "Bidding",
        text: "Players bid in rank order, Captain first, then First Mate, Mate and Ship's Cook, \
               one Influence card per turn, going round until all 5 cards of every hand are \
               laid. Each card goes face down on a bidding space: one of the Town spaces 1.0 to \
               1.5, or the space below a Ship or Contract on display. Any number of cards from \
               any players may share a space, and adding a card to a space one already bid on \
               raises that bid. A card once laid stays where it is. Players may look at their \
               own laid cards at any time but see no other player's values until the reveal \
               (see bid-reveal).",
        rulings: &[],
    },
    RuleSection {
        id: "bid-reveal",
        title: "Revealing bids",
        text: "Once the last card is laid, every card is turned face up at the same time. A \
               player's bid on a space is the total of the values of all their cards there; a \
               built Train Station adds 1 per card on a train Contract (see building-train-bids). \
               On most spaces the highest bid wins the card or action, and the spaces are then \
               resolved in board order (see round-structure). The Parking lot pays per card and \
               has no winner (see parking-lot), and on Building permit and Grow influence every \
               bidder may take part (see shared-spaces). A space without cards has no winner; \
               each space says what happens then.",
        rulings: &[],
    },
    RuleSection {
        id: "bid-ties",
        title: "Ties",
        text: "On a space with a single winner, equal highest bids are decided by the Career \
               ladder as it stands when that space is resolved: Captain before First Mate before \
               Mate before Ship's Cook. The Town spaces 1.1 and 1.4 use the ranks from the start \
               of the round, the Career ladder itself too, while the Ships and Contracts use the \
               ranks after this round's swap (see career-ladder). On Building permit and Grow \
               influence rank does not matter: every bid equal to the highest is free (see \
               shared-spaces).",
        rulings: &[],
    },
    // Town board
    RuleSection {
        id: "parking-lot",
        title: "1.0 Parking lot",
        text: "Town space 1.0 has no winner. Each player takes 1 money from the supply for every \
               Influence card they laid on it, whatever the card's value, so a 1 earns as much \
               as a 9. It is resolved before every other space, so this money can already pay \
               differences and permits later in the same round (see shared-spaces).",
        rulings: &[],
    },
    RuleSection {
        id: "building-cards",
        title: "1.1 Building cards",
        text: "Town space 1.1 holds a face-up stack of Building cards, and each round only the \
               top one is offered. The highest bidder takes it and keeps it beside their harbor, \
               unbuilt: until a permit builds it (see permit-build) it is worth no prestige and \
               its ability does not work. If nobody bid on 1.1, the top Building leaves the \
               game, so the next round offers the card below it. A Building shows 0 to 3 \
               prestige and one ability, and a cogwheel marks the production buildings (see \
               building-none). Once the stack is empty, 1.1 offers nothing.",
        rulings: &[],
    },
    RuleSection {
        id: "building-permit",
        title: "1.2 Building permit",
        text: "Town space 1.2 is shared (see shared-spaces): every player who bid on it may take \
               one Building permit, and more can be bought (see extra-permits). Each permit is \
               spent on one of three things: a Bollard on a quay wall (see permit-bollard), the \
               removal of a Cover card (see permit-cover), or building a Building already won \
               (see permit-build). A player's permits may go to the same thing or to different \
               ones, in any order, so a space cleared by one permit can take a Building with the \
               next; a permit may also go unused. All players use their permits at the same \
               time, each in their own harbor. Nobody who laid no card on 1.2 gets a permit.",
        rulings: &[],
    },
    RuleSection {
        id: "shared-spaces",
        title: "Shared spaces",
        text: "Building permit (1.2) and Grow influence (1.3) can be used by every player who \
               bid on them, not only the winner. The highest bid uses the space for free. Every \
               other bidder may use it by paying the supply the difference between the highest \
               bid and their own, or may decline; a player who cannot pay it does not use the \
               space. Rank plays no part, so a bid equal to the highest is free as well. Those \
               who laid no card on the space get nothing from it, whatever they offer. With bids \
               of 6, 4 and 1, the 6 is free, the 4 may pay 2 and the 1 may pay 5. A bid can \
               therefore serve only to make the others pay more.",
        rulings: &[],
    },
    RuleSection {
        id: "extra-permits",
        title: "Extra permits",
        text: "On Building permit (1.2), and only there, a player who bid may buy further \
               permits, as many as they can pay for, each costing money equal to the highest bid \
               on the space. This includes a bidder who declined to pay the difference for the \
               first permit: that player can still buy permits, at the full price each. Extra \
               permits are used like the first (see building-permit). A player with no card on \
               1.2 cannot buy any, and Grow influence (1.3) has no extras.",
        rulings: &[],
    },
    RuleSection {
        id: "permit-bollard",
        title: "Permit: a Bollard",
        text: "A Building permit can place one Bollard on a free bollard spot of one of the \
               player's quay walls, paying the money printed on that spot. A harbor has 4 quay \
               walls: one above and one below each of the 3 Docks, neighbouring Docks sharing \
               the wall between them, so one Bollard may serve two Docks. Each wall has room for \
               3 Bollards. Bollards raise the berth size of the Docks beside their wall (see \
               berth-size). The printed cost of each spot is not known to us; the practice set's \
               costs are provisional (see deck-sources).",
        rulings: &[],
    },
    RuleSection {
        id: "permit-cover",
        title: "Permit: a Cover card",
        text: "In the long game 6 of the 12 harbor spaces, those in columns 3 and 4, start under \
               grey Cover cards. A Building permit can remove one of them by paying the money \
               shown on it. The card leaves the game and the space is empty at once, ready for \
               goods or for a Building placed with another permit. Clearing the top space of \
               column 3 or 4 also opens the Loading dock above it (see loading-docks). The money \
               printed on the Cover cards is not known to us; the practice set's costs are \
               provisional (see deck-sources).",
        rulings: &[],
    },
    RuleSection {
        id: "permit-build",
        title: "Permit: a Building",
        text: "A Building permit can build one Building the player won at 1.1, this round or \
               earlier, on an empty space of their harbor: a space with no Cover card, no \
               Building and no goods. Building needs no money beyond the permit itself. A player \
               with no empty space cannot build, and the Building waits beside the harbor; goods \
               can only be moved later, in the harbor phase (see move-goods). From the moment it \
               is built the Building's ability works and its prestige counts at the next update \
               (see prestige-update). A built Building stays where it is for the rest of the \
               game.",
        rulings: &[],
    },
    RuleSection {
        id: "grow-influence",
        title: "1.3 Grow influence",
        text: "Town space 1.3 is shared (see shared-spaces), once per player and round. A player \
               who uses it moves the lowest card of their Influence supply (5, 6, 6, 7, 7, 8, 9 \
               at the start) into their hand. The card is not played this round, since all bids \
               are laid; at clean-up the player holds 6 cards and the lowest of them leaves the \
               game (see return-influence). A hand of 6, 7, 7, 8, 9 has an empty supply and \
               cannot improve, but its owner may still bid here to raise the others' price.",
        rulings: &[],
    },
    RuleSection {
        id: "price-cards",
        title: "1.4 Price cards",
        text: "Town space 1.4 holds the face-up stack of 24 Price cards, and the top card gives \
               the selling price of each of the four goods. The highest bidder may pull any one \
               card out of the stack and put it on top, the others keeping their order, or leave \
               the stack untouched; winning only to stop a change is allowed. With no bid, the \
               owner of a built Commodity Exchange may set the prices (see \
               building-commodity-exchange); failing that, the top card goes to the bottom. The \
               card on top afterwards applies at once, to every player, for all sales until it \
               changes (see contract-due).",
        rulings: &[],
    },
    RuleSection {
        id: "career-ladder",
        title: "1.5 Career ladder",
        text: "Town space 1.5. The highest bidder may swap the tokens on any two neighbouring \
               ranks of the Career ladder, their own or two other players', or leave the ladder \
               as it is, for instance to guard the rank they hold. With no bid the ranks stay. \
               The order after this step pays this round's income (see income) and settles the \
               ties on this round's Ships and Contracts (see bid-ties). In the solo game a win \
               by the dummy makes it Captain (see solo-dummy-actions).",
        rulings: &[],
    },
    RuleSection {
        id: "income",
        title: "Income",
        text: "Right after the Career ladder step, every player takes income from the supply by \
               rank, whether or not they bid on 1.5: Captain 4 money, First Mate 3, Mate 2, \
               Ship's Cook 1. Owners of a building with the income ability take its extra money \
               at the same time (see building-income). The solo dummy receives nothing.",
        rulings: &[],
    },
    // Sea and Land boards
    RuleSection {
        id: "sea-board",
        title: "The Sea board",
        text: "The Sea board shows one Ship per player on its spaces 2.1 to 2.4, counted from \
               the left, with the face-down Ship deck beside it and a discard pile. The Ships \
               are resolved from left to right; each goes to the highest bid on the space below \
               it, ties by rank (see bid-ties), and the winner must dock it (see dock-ship). A \
               Ship nobody bid on stays for clean-up (see refill-long, refill-short). Each Ship \
               prints a lay time of 1 to 5 rounds, a cargo of 1 to 5 goods (see ship-cargo), a \
               berth size of 0 to 3 Bollards (see berth-size) and 1 to 5 prestige stars.",
        rulings: &[],
    },
    RuleSection {
        id: "dock-ship",
        title: "Docking a Ship",
        text: "A Ship won on the Sea board goes into an empty Dock of the winner's harbor whose \
               berth size is at least the Ship's requirement (see berth-size); if more than one \
               fits, the owner picks. It receives as many time markers as its lay time and its \
               cargo (see ship-cargo), and it stays in that Dock until its last marker is gone \
               (see ship-due). Where no empty Dock fits, the Ship goes straight to the discard \
               pile without any penalty. A Ship never changes Docks. A building with the \
               ship-bonus ability pays for each Ship gained (see building-ship-bonus).",
        rulings: &[],
    },
    RuleSection {
        id: "berth-size",
        title: "Berth size",
        text: "Each of the 3 Docks lies between two quay walls, and its berth size is the lower \
               of the two walls' Bollard counts. A Ship fits an empty Dock whose berth size is \
               at least the number of Bollards the Ship shows, 0 to 3, so a Ship showing 0 fits \
               any empty Dock. At the start only the middle Dock has Bollards, one on each of \
               its walls, for a berth size of 1; the upper and lower Docks have berth size 0. \
               Permits add Bollards (see permit-bollard), and a tugboat building lowers what \
               Ships need (see building-tugboats).",
        rulings: &[],
    },
    RuleSection {
        id: "ship-cargo",
        title: "A Ship's cargo",
        text: "A Ship that docks is loaded from the supply with the goods it shows: 1 to 5 goods \
               of a single type, barrel, crate, container or passenger. When the card shows wild \
               symbols, the owner chooses the type on docking, one type for the whole cargo. The \
               goods stay aboard until moved into storage (see move-goods), never go straight \
               onto a Contract, and are lost to the supply if still aboard when the Ship leaves \
               (see ship-due).",
        rulings: &[],
    },
    RuleSection {
        id: "land-board",
        title: "The Land board",
        text: "The Land board works as the Sea board does, with one Contract per player on its \
               spaces 3.1 to 3.4 and the Contract deck beside it. The Contracts are resolved \
               from left to right; each goes to the highest bid below it, ties by rank (see \
               bid-ties), and the winner places it (see place-contract). A Contract shows a \
               delivery time of 1 to 5 rounds and 1 to 4 required goods, which may mix types; \
               each wild symbol may stand for a different good. Most show a penalty of 1 to 5 \
               money or 1 prestige, some a reward of 1 to 4 money or 1 prestige, and some go \
               by train (see building-train-bids).",
        rulings: &[],
    },
    RuleSection {
        id: "place-contract",
        title: "Placing a Contract",
        text: "A Contract won on the Land board goes into any free Loading dock of the winner's \
               harbor, open or not (see loading-docks), with as many time markers as its \
               delivery time. If all 4 Loading docks are taken, the Contract is discarded at \
               once and its penalty, if any, is paid (see contract-penalty). A Contract never \
               changes Loading docks and stays until it is due (see contract-due).",
        rulings: &[],
    },
    RuleSection {
        id: "loading-docks",
        title: "Loading docks",
        text: "A harbor has 4 Loading docks along its top edge, one above each column of spaces. \
               The two on the left are open from the start. The two on the right may hold \
               Contracts at any time, but goods can be delivered to a Contract there only after \
               the space right below that Loading dock has been cleared of its Cover card (see \
               permit-cover). Short and solo games have no Cover cards, so all four are open. \
               The Starting contract lies in the first Loading dock (see setup-long).",
        rulings: &[],
    },
    // Individual harbor phase
    RuleSection {
        id: "harbor-phase",
        title: "The harbor phase",
        text: "In the individual action phase all players work their own harbors at the same \
               time, nobody waiting for anyone else. Each goes through four steps in order: \
               produce (see produce) and move and pack goods (see move-goods), which are \
               optional, then update prestige (see prestige-update) and remove time markers \
               (see time-markers), which are compulsory. A player never returns to an earlier \
               step. When every player is done, clean-up begins (see clean-up).",
        rulings: &[],
    },
    RuleSection {
        id: "produce",
        title: "4.1 Produce",
        text: "Step 4.1, optional. Each built production building, the ones with a cogwheel, \
               may produce once, in whatever order the owner likes: one good of its type (see \
               building-produces) or money (see building-earns, building-bank). A good produced \
               must be placed at once on an empty storage space (see storage); with none free, \
               that building produces nothing this round. A Building won but not yet built \
               produces nothing.",
        rulings: &[],
    },
    RuleSection {
        id: "storage",
        title: "Storage",
        text: "Goods in a harbor lie on Ships, on Contracts or on storage spaces. A storage \
               space is one of the 12 harbor spaces that has neither a Cover card nor a \
               Building; it is empty when it holds no goods either. It takes 1 barrel, 1 \
               container or 1 passenger, or up to 2 crates stacked together. Some buildings \
               hold goods too (see building-storage). Goods in storage stay from round to round \
               and are worth nothing at the end (see end-of-game).",
        rulings: &[],
    },
    RuleSection {
        id: "move-goods",
        title: "4.2 Moving goods",
        text: "Step 4.2, optional. A player may move goods as often as they like, in any order, \
               but only one way: from a Ship onto a storage space, between storage spaces, and \
               from a storage space onto a Contract. Nothing goes back onto a Ship or off a \
               Contract, nothing goes from a Ship straight onto a Contract, and nothing passes \
               from one Contract to another. A Contract takes only goods its symbols ask for, a \
               wild symbol taking any one good, and only while its Loading dock is open (see \
               loading-docks). Packing may be done at any moment of the step (see packing).",
        rulings: &[],
    },
    RuleSection {
        id: "packing",
        title: "Packing",
        text: "During step 4.2 a player may turn 1 container into 2 crates or 2 crates into 1 \
               container, as often as they like, paying 1 money into the supply for each change; \
               the Loading Plant makes it free (see building-free-packing). The goods given up \
               return to the supply and the new ones come from it. The engine packs and unpacks \
               goods in storage: 2 stored crates become a container on one of their spaces, and \
               a stored container becomes 2 crates stacked on its space.",
        rulings: &[],
    },
    RuleSection {
        id: "prestige-update",
        title: "4.3 Prestige",
        text: "Step 4.3, compulsory. The player adds up the stars of every Ship now in their \
               Docks and the prestige of every Building they have built. If the total is higher \
               than the value on their Prestige track, the marker moves up to it; otherwise it \
               stays. The track thus keeps the best value the harbor has reached, and Ships \
               leaving never lower it. Only a Contract or an event moves the marker directly, \
               one space up or down regardless of the harbor's value (see contract-reward, \
               contract-penalty), never below 0. The marker starts at 0.",
        rulings: &[],
    },
    RuleSection {
        id: "time-markers",
        title: "4.4 Time markers",
        text: "Step 4.4, compulsory. One time marker is removed from every Ship and every \
               Contract in the harbor, including those placed this round. A card that has lost \
               its last marker is due: a due Ship leaves (see ship-due) and a due Contract is \
               settled (see contract-due). A card placed with 1 marker is therefore due in the \
               round it arrives, after one chance to move goods. The Starting contract loses \
               its first marker in the first round.",
        rulings: &[],
    },
    RuleSection {
        id: "ship-due",
        title: "A Ship leaves",
        text: "A due Ship goes to the discard pile at once. Goods still aboard go back to the \
               supply and are lost to the owner, so a player should unload in time. Its Dock is \
               empty from then on and its stars no longer count at later updates, but the \
               value already reached on the Prestige track stays (see prestige-update).",
        rulings: &[],
    },
    RuleSection {
        id: "contract-due",
        title: "A Contract is settled",
        text: "A due Contract is settled and then discarded, freeing its Loading dock. Every \
               good delivered onto it is sold at the current top Price card (see price-cards), \
               complete or not: the goods return to the supply and the money comes from it. \
               When every required good is there the reward is added (see contract-reward); \
               when even one is missing the penalty applies (see contract-penalty). A Contract \
               whose Loading dock never opened can only fail.",
        rulings: &[],
    },
    RuleSection {
        id: "contract-reward",
        title: "Rewards",
        text: "A completed Contract pays its green reward, if it shows one, on top of the sale: \
               1 to 4 money from the supply, or 1 prestige, which moves the prestige marker up \
               one space at once whatever the harbor is worth. A building with the \
               contract-bonus ability adds its money for each completed Contract (see \
               building-contract-bonus). A Contract with no reward pays only the sale, and an \
               incomplete one never pays its reward.",
        rulings: &[],
    },
    RuleSection {
        id: "contract-penalty",
        title: "Penalties",
        text: "A Contract that is due but incomplete, or that was won and found no Loading dock \
               (see place-contract), costs its red penalty if it shows one: 1 to 5 money into \
               the supply, or 1 prestige, which moves the prestige marker down one space, never \
               below 0. Goods delivered to an incomplete Contract are still sold first (see \
               contract-due). A player short of money pays what they can, Bank money included \
               (see no-debt, bank).",
        rulings: &[],
    },
    RuleSection {
        id: "no-debt",
        title: "No debt",
        text: "Nobody goes into debt or drops out. When a penalty or an event charge is more \
               than a player's money, the player pays all their cash, then money from their \
               Bank if they own one (see bank), and the rest is forgiven. Payments a player \
               chooses are different: a difference on a shared space (see shared-spaces), an \
               extra permit, a Bollard, a Cover card or a packing change needs the full amount \
               in cash. A player left with no money scores 0 (see final-score).",
        rulings: &[],
    },
    RuleSection {
        id: "bank",
        title: "Bank money",
        text: "The rulebook's FAQ describes money lying on the Bank building that can pay \
               nothing but contract penalties and event charges. It must be used for them once \
               the owner's cash has run out, and it can never buy anything else or pay a \
               difference on a shared space. It does not count as leftover money at the end \
               (see final-score). How money reaches the Bank is not printed in the rulebook; \
               the engine treats the Bank as a production building that puts its money onto \
               the card each produce step (see building-bank).",
        rulings: &["BH-02"],
    },
    // Clean-up
    RuleSection {
        id: "clean-up",
        title: "Clean-up",
        text: "The last phase of a round runs in this order. The Event card on the left of the \
               Newspaper rack, if there is one, is carried out (see event). The Ship token \
               advances (see progress), which can end the game on the spot (see end-of-game). \
               Otherwise the Sea and Land boards are refilled (see refill-long, refill-short) \
               and every player takes back their Influence cards (see return-influence), ready \
               for the next round's bidding.",
        rulings: &[],
    },
    RuleSection {
        id: "event",
        title: "5.1 Event",
        text: "Step 5.1. A Newspaper card on the left of the rack is an Event card: its effect \
               now applies to every player alike, all at the same time, and the card is then \
               discarded. It was turned over at the previous clean-up, so everyone has known it \
               for a round, and a card that says it acts immediately still waits until this \
               step. The first round has no event, and short and solo games have none. The \
               effects the engine knows are described from event-quiet onwards; the rulebook \
               shows only the Fall (see event-contract-charge).",
        rulings: &[],
    },
    RuleSection {
        id: "progress",
        title: "5.2 Progress",
        text: "Step 5.2. The top Newspaper card on the right of the rack shows on its Ship ahoy! \
               side how many spaces, 1 or 2, the Ship token advances on the Progress track. If \
               the token reaches the last space the game ends at once (see end-of-game). If not, \
               the card is turned to its event side and laid on the left of the rack for all to \
               read; it takes effect at the next clean-up (see event). The start space depends \
               on the player count, and a 4-player long game lasts 8 to 12 rounds. In short and \
               solo games the Short Game Special Edition cards move the token exactly 2 spaces \
               each round and are never turned.",
        rulings: &[],
    },
    RuleSection {
        id: "refill-long",
        title: "Refill: long game",
        text: "In the long game, when play goes on, the Sea board is refilled in three moves. A \
               Ship still on the rightmost display space for the player count is discarded. The \
               remaining Ships slide right, keeping their order, until no gaps are left. New \
               Ships from the deck then fill the empty spaces on the left until there is one per \
               player. At least one Ship thus leaves and one arrives every round. The Land board \
               is refilled the same way with Contracts.",
        rulings: &[],
    },
    RuleSection {
        id: "refill-short",
        title: "Refill: short and solo games",
        text: "In the short and solo games every Ship and every Contract still on display at \
               clean-up is discarded, and each board is dealt fresh cards from its deck, one per \
               player, or 2 in the solo game. No unclaimed card survives into the next round.",
        rulings: &[],
    },
    RuleSection {
        id: "return-influence",
        title: "Influence cards back to hand",
        text: "The last step of clean-up. Every player takes all their laid Influence cards \
               back into hand. Whoever used Grow influence this round now holds 6 and removes \
               the lowest of them from the game (see grow-influence), so every hand holds 5 \
               cards for the next bidding. A removed card is gone for good and does not return \
               to the supply.",
        rulings: &[],
    },
    // The end
    RuleSection {
        id: "end-of-game",
        title: "End of the game",
        text: "The game ends the moment the Ship token moves onto the last space of the Progress \
               track at clean-up (see progress); that round's event has already been carried \
               out, and the boards are not refilled. Every Contract still in a harbor is then \
               settled as if it were due (see contract-due): its delivered goods are sold at the \
               current prices, a complete one pays its reward and an incomplete one costs its \
               penalty. Ships, stored goods and unbuilt Buildings are worth nothing. The solo \
               game ends after its 10th round (see setup-solo). Then the game is scored (see \
               final-score).",
        rulings: &[],
    },
    RuleSection {
        id: "final-score",
        title: "Final score",
        text: "Each player multiplies their money by the value on their Prestige track: 40 \
               money at prestige 12 scores 480, and a player with no money scores 0 whatever \
               their prestige. Money on a Bank building does not count (see bank). The highest \
               score wins, and a tie goes to the better rank on the Career ladder. A solo game \
               has no rival and needs no rank: its score is rated instead (see solo-rating).",
        rulings: &["BH-01", "BH-02"],
    },
    // Solo
    RuleSection {
        id: "solo-dummy",
        title: "The solo dummy",
        text: "In the solo game the dummy bids but makes no choices. At the start of each \
               bidding phase its 5 Influence cards are shuffled face down. The player and the \
               dummy take turns, the Captain first. On the dummy's turn the top Newspaper card \
               is turned up; the bidding space printed at its bottom, one of 1.1 to 1.5, 2.1, \
               2.2, 3.1 or 3.2, receives the dummy's next hidden card, and the Newspaper card is \
               discarded. When the Newspaper deck runs out, its discards are shuffled into a new \
               one. Event sides play no part.",
        rulings: &[],
    },
    RuleSection {
        id: "solo-dummy-actions",
        title: "What the dummy does",
        text: "The dummy uses nothing it wins: a Building, Ship or Contract it wins is \
               discarded. On Building permit it never builds, and its bid only raises the \
               player's difference (see shared-spaces). If it bid on Grow influence, it improves \
               at the end of the round whether or not its bid was highest, taking its lowest \
               supply card and dropping its lowest card, and it never pays. Winning Price cards \
               moves the top card to the bottom as if nobody had bid. Winning the Career ladder \
               makes it Captain, swapping with the player, unless it is already Captain. It \
               receives no income.",
        rulings: &[],
    },
    RuleSection {
        id: "solo-rating",
        title: "Solo rating",
        text: "A solo score is not compared with anyone's but rated in bands: 0 to 499 \
               Landlubber, 500 to 749 Cabin Boy, 750 to 999 Officer, 1000 to 1250 Lonely Ship's \
               Kobold, and above 1250 Captain, the band that counts as beating the game. Career \
               rank plays no part in a solo score (see final-score).",
        rulings: &["BH-01"],
    },
    // Chance
    RuleSection {
        id: "chance-table-mode",
        title: "Seeded and table chance",
        text: "Bremerhaven's chance is the starting-rank draw and the order of every deck. In \
               seeded mode the engine draws each card when it is revealed, from a seeded random \
               generator kept in the state, building the decks as setup describes (see \
               setup-long). In table mode the game pauses whenever something is revealed and \
               waits for the `table` actor to report it: each Ship, Contract, Building and \
               Newspaper card with its printed values, the Price stack, and the starting-rank \
               draw (see starting-ranks). Table mode is how a group plays with its own printed \
               cards (see deck-sources).",
        rulings: &[],
    },
    // Building effects
    RuleSection {
        id: "building-none",
        title: "Buildings: prestige only",
        text: concat!(
            "A Building with no ability is worth its printed prestige, 0 to 3, once built (see \
             permit-build) and does nothing else. The Status Symbol is such a building. \
             Production buildings are marked with a cogwheel (see produce); every other ability \
             works at the moment its section names.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-produces",
        title: "Buildings: producing goods",
        text: concat!(
            "A production building that yields one good of its printed type in each produce \
             step, taken from the supply and placed on an empty storage space; with no space \
             free it yields nothing that round (see produce, storage). The Refinery yields a \
             barrel.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-earns",
        title: "Buildings: earning money",
        text: concat!(
            "A production building that pays its owner a printed amount of money from the \
             supply in each produce step (see produce). The rulebook names no building of this \
             kind.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-bank",
        title: "Buildings: the Bank",
        text: concat!(
            "A production building that puts a printed amount of money onto the card itself in \
             each produce step instead of into the owner's hand. That money pays only contract \
             penalties and event charges, and does not count at the end (see bank). The Bank \
             is the rulebook's building of this kind; the amount it gathers is the practice \
             set's guess.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-ship-bonus",
        title: "Buildings: a bonus per Ship",
        text: concat!(
            "From the moment it is built, the owner takes a printed amount of money from the \
             supply for each Ship card they gain on the Sea board, Ships of the same round \
             included, since Ships are resolved after Building permit (see dock-ship). The \
             Lighthouse gives 2 money per Ship.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-train-bids",
        title: "Buildings: train bids",
        text: concat!(
            "Each Influence card the owner lays on a train Contract counts 1 more than its \
             value when the bids on that Contract are compared (see bid-reveal), ties included \
             (see bid-ties). Contracts going by truck get nothing. The Train Station is this \
             building, and it helps only once built.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-free-packing",
        title: "Buildings: free packing",
        text: concat!(
            "The owner turns 2 crates into a container, or a container into 2 crates, without \
             paying the usual 1 money (see packing). The Loading Plant is this building.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-commodity-exchange",
        title: "Buildings: the Commodity Exchange",
        text: concat!(
            "When nobody has bid on Price cards (1.4), the owner may pull any one Price card out \
             of the stack and put it on top, the rest keeping their order, instead of the top \
             card going to the bottom (see price-cards). Choosing the current top card leaves \
             the prices as they are. The Commodity Exchange is this building; its printed text \
             is not known to us.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-storage",
        title: "Buildings: storage",
        text: concat!(
            "Besides filling its own space, the building holds a printed number of goods, 2 \
             crates sharing one place, and the owner uses it like storage spaces when producing \
             and moving goods (see storage, move-goods). The rulebook says only that certain \
             buildings hold goods and names none.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-tugboats",
        title: "Buildings: tugboats",
        text: concat!(
            "Ships docking in the owner's harbor need a printed number of Bollards fewer than \
             their card shows, never fewer than 0, when the berth size of a Dock is compared \
             (see berth-size, dock-ship). The rulebook names no building of this kind.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-contract-bonus",
        title: "Buildings: a bonus per Contract",
        text: concat!(
            "For each Contract the owner completes, the end of the game included, they take a \
             printed amount of money from the supply on top of the sale and any reward (see \
             contract-reward). The rulebook names no building of this kind.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "building-income",
        title: "Buildings: extra income",
        text: concat!(
            "Each round, when income is paid after the Career ladder, the owner takes a printed \
             amount of money on top of the income for their rank (see income). The rulebook \
             names no building of this kind.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    // Events
    RuleSection {
        id: "event-quiet",
        title: "Events: a quiet round",
        text: concat!(
            "Nothing happens: the card is discarded at its clean-up without effect (see event).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-contract-charge",
        title: "Events: a charge per Contract",
        text: "Each player pays the supply a printed amount for every Contract in their Loading \
               docks, open or not. The Fall, an economic downturn, is this event with 1 money \
               per Contract, and it is the only event known from the rulebook. A player who \
               cannot pay it all pays what they have, using Bank money as well (see no-debt, \
               bank). Other amounts belong to the provisional practice set (see deck-sources).",
        rulings: &[],
    },
    RuleSection {
        id: "event-contract-bonus",
        title: "Events: a bonus per Contract",
        text: concat!(
            "Each player takes a printed amount of money from the supply for every Contract in \
             their Loading docks, open or not.",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-harbor-dues",
        title: "Events: harbor dues",
        text: concat!(
            "Each player pays the supply a printed amount for every Ship in their Docks. A \
             player who cannot pay it all pays what they have, Bank money included (see \
             no-debt).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-subsidy",
        title: "Events: a subsidy",
        text: concat!(
            "Each player takes a printed amount of money from the supply, whatever their \
             harbor holds.",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-tax",
        title: "Events: a tax",
        text: concat!(
            "Each player pays the supply a printed amount of money. A player who cannot pay it \
             all pays what they have, Bank money included (see no-debt).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-pirates",
        title: "Events: pirates",
        text: concat!(
            "Each player loses one good from every Ship in their Docks that still has goods \
             aboard. Each Ship's cargo is of a single type, so nothing is chosen; the good \
             returns to the supply (see ship-cargo).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-scandal",
        title: "Events: a scandal",
        text: concat!(
            "Each player with no Ship in any of their Docks loses 1 prestige: the marker moves \
             down one space, never below 0 (see prestige-update).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: "event-fair",
        title: "Events: a fair",
        text: concat!(
            "Each player with at least a printed number of built Buildings gains 1 prestige: \
             the marker moves up one space at once, whatever the harbor is worth (see \
             prestige-update).",
            practice_event!()
        ),
        rulings: &[],
    },
];

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::RULES;

    /// Every id, in catalogue order: the engine cites them, so none may change or go missing.
    const EXPECTED_IDS: &[&str] = &[
        "overview",
        "deck-sources",
        "setup-long",
        "setup-short",
        "setup-solo",
        "starting-ranks",
        "round-structure",
        "bidding",
        "bid-reveal",
        "bid-ties",
        "parking-lot",
        "building-cards",
        "building-permit",
        "shared-spaces",
        "extra-permits",
        "permit-bollard",
        "permit-cover",
        "permit-build",
        "grow-influence",
        "price-cards",
        "career-ladder",
        "income",
        "sea-board",
        "dock-ship",
        "berth-size",
        "ship-cargo",
        "land-board",
        "place-contract",
        "loading-docks",
        "harbor-phase",
        "produce",
        "storage",
        "move-goods",
        "packing",
        "prestige-update",
        "time-markers",
        "ship-due",
        "contract-due",
        "contract-reward",
        "contract-penalty",
        "no-debt",
        "bank",
        "clean-up",
        "event",
        "progress",
        "refill-long",
        "refill-short",
        "return-influence",
        "end-of-game",
        "final-score",
        "solo-dummy",
        "solo-dummy-actions",
        "solo-rating",
        "chance-table-mode",
        "building-none",
        "building-produces",
        "building-earns",
        "building-bank",
        "building-ship-bonus",
        "building-train-bids",
        "building-free-packing",
        "building-commodity-exchange",
        "building-storage",
        "building-tugboats",
        "building-contract-bonus",
        "building-income",
        "event-quiet",
        "event-contract-charge",
        "event-contract-bonus",
        "event-harbor-dues",
        "event-subsidy",
        "event-tax",
        "event-pirates",
        "event-scandal",
        "event-fair",
    ];

    /// The building names the rulebook prints; every other one is the practice set's.
    const KNOWN_BUILDINGS: [&str; 7] = [
        "Refinery",
        "Train Station",
        "Loading Plant",
        "Lighthouse",
        "Status Symbol",
        "Commodity Exchange",
        "Bank",
    ];

    fn is_kebab(id: &str) -> bool {
        id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
    }

    /// The ids named in `(see a)`, `(see a, b)` or `(see a and b)` references, in order.
    fn references(text: &str) -> Vec<&str> {
        let mut found = Vec::new();
        for (start, _) in text.match_indices("(see ") {
            let rest = &text[start + "(see ".len()..];
            let inner = &rest[..rest.find(')').expect("an unclosed (see reference")];
            for part in inner.split(", ") {
                found.extend(part.split(" and ").map(str::trim));
            }
        }
        found
    }

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(RULES, "BH-");
    }

    #[test]
    fn ids_are_unique_kebab_case_and_the_fixed_list_in_order() {
        let mut seen = HashSet::new();
        for id in EXPECTED_IDS {
            assert!(is_kebab(id), "{id} is not kebab-case");
            assert!(seen.insert(*id), "{id} is listed twice");
        }
        let ids: Vec<&str> = RULES.iter().map(|section| section.id).collect();
        assert_eq!(ids, EXPECTED_IDS);
    }

    #[test]
    fn texts_are_substantial_sentences() {
        for section in RULES {
            let (id, text) = (section.id, section.text);
            assert!(text.len() >= 80, "{id} text is only {} bytes", text.len());
            assert!(
                text.ends_with('.'),
                "{id} text does not end with a full stop"
            );
        }
    }

    #[test]
    fn cross_references_name_other_existing_sections() {
        let ids: HashSet<&str> = RULES.iter().map(|section| section.id).collect();
        let mut count = 0;
        for section in RULES {
            let id = section.id;
            for reference in references(section.text) {
                assert!(
                    ids.contains(reference),
                    "{id} refers to missing {reference:?}"
                );
                assert_ne!(reference, id, "{id} refers to itself");
                count += 1;
            }
        }
        // The parser must actually be finding the references the catalogue is written with.
        assert!(count > 100, "only {count} references found");
    }

    #[test]
    fn reference_parser_reads_lists() {
        assert_eq!(
            references("a (see bank) b (see no-debt, bank) c (see x and y)."),
            ["bank", "no-debt", "bank", "x", "y"]
        );
    }

    #[test]
    fn rulings_are_linked_where_settled() {
        for section in RULES {
            let expected: &[&str] = match section.id {
                "solo-rating" => &["BH-01"],
                "bank" => &["BH-02"],
                "final-score" => &["BH-01", "BH-02"],
                _ => &[],
            };
            let id = section.id;
            assert_eq!(section.rulings, expected, "rulings of {id}");
        }
    }

    #[test]
    fn effect_sections_say_what_is_provisional() {
        for section in RULES {
            let (id, text) = (section.id, section.text);
            let ability =
                id.starts_with("building-") && !matches!(id, "building-cards" | "building-permit");
            if ability {
                for name in KNOWN_BUILDINGS {
                    assert!(text.contains(name), "{id} does not name {name}");
                }
                assert!(text.contains("practice set"), "{id} hides its provenance");
            }
            if id.starts_with("event-") {
                assert!(text.contains("Fall"), "{id} does not mention the Fall");
                assert!(text.contains("practice set"), "{id} hides its provenance");
            }
        }
    }
}
