//! Setup, the round and bidding, in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Setup and the round
    RuleSection {
        id: rule::OVERVIEW,
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
        id: rule::DECK_SOURCES,
        title: "Where the cards come from",
        text: "The rulebook gives the ranges of the Ship, Contract, Building, Price and \
               Newspaper cards but not the printed lists, and those lists are not public. A game \
               therefore takes its cards from one of three sources, chosen at setup. The \
               built-in practice set is provisional: its cards are our own invention within the \
               printed ranges and are labelled as such, never as the printed game. With the table's \
               deck, in table chance mode, the players use their own copy and read each card \
               out as it is turned up (see chance-table-deck). A complete deck pack given at setup supplies \
               every list, for example typed in from a physical copy. Numbers printed only on \
               the boards (Cover card and Bollard costs, the Progress track) are unknown as well; \
               the practice set supplies provisional ones.",
        rulings: &[
            "BH-03", "BH-04", "BH-05", "BH-06", "BH-07", "BH-08", "BH-09", "BH-10", "BH-11",
        ],
    },
    RuleSection {
        id: rule::SETUP_LONG,
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
        id: rule::SETUP_SHORT,
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
        rulings: &["BH-31"],
    },
    RuleSection {
        id: rule::SETUP_SOLO,
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
        id: rule::STARTING_RANKS,
        title: "Starting ranks",
        text: "With 2 or more players the ranks are drawn at setup. Each player receives one of \
               four goods chits, one of each type, at random. The top Price card is then moved \
               to the bottom, and the card now on top ranks the chits: whoever holds the good it \
               prices highest becomes Captain, the next First Mate, then Mate, then Ship's Cook; \
               with fewer than 4 players the lower ranks stay empty. Starting money depends on \
               the rank: Captain 4, First Mate 6, Mate 8, Ship's Cook 12. The chits go back to \
               the supply. Ranks decide the bidding order (see bidding) and every tie (see \
               bid-ties, final-score); only the Career ladder changes them (see career-ladder).",
        rulings: &["BH-32"],
    },
    RuleSection {
        id: shared::ROUND_STRUCTURE,
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
        id: rule::BIDDING,
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
        id: rule::BID_REVEAL,
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
        id: rule::BID_TIES,
        title: "Ties",
        text: "On a space with a single winner, equal highest bids are decided by the Career \
               ladder as it stands when that space is resolved: Captain before First Mate before \
               Mate before Ship's Cook. The Town spaces 1.1 and 1.4 use the ranks from the start \
               of the round, the Career ladder itself too, while the Ships and Contracts use the \
               ranks after this round's swap (see career-ladder). On Building permit and Grow \
               influence rank does not matter: every bid equal to the highest is free (see \
               shared-spaces).",
        rulings: &["BH-33"],
    },
];
