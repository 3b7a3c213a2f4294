//! Clean-up, the end, the solo game and chance, in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Clean-up
    RuleSection {
        id: rule::CLEAN_UP,
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
        id: rule::EVENT,
        title: "5.1 Event",
        text: "Step 5.1. A Newspaper card on the left of the rack is an Event card: its effect \
               now applies to every player alike, all at the same time, and the card is then \
               discarded. It was turned over at the previous clean-up, so everyone has known it \
               for a round, and a card that says it acts immediately still waits until this \
               step. The first round has no event, and short and solo games have none. The \
               effects the engine knows are described from event-quiet onwards; the rulebook \
               shows only the Fall (see event-contract-charge).",
        rulings: &["BH-08", "BH-41"],
    },
    RuleSection {
        id: rule::PROGRESS,
        title: "5.2 Progress",
        text: "Step 5.2. The top Newspaper card on the right of the rack shows on its Ship ahoy! \
               side how many spaces, 1 or 2, the Ship token advances on the Progress track. If \
               the token reaches the last space the game ends at once (see end-of-game). If not, \
               the card is turned to its event side and laid on the left of the rack for all to \
               read; it takes effect at the next clean-up (see event). The start space depends \
               on the player count, and a 4-player long game lasts 8 to 12 rounds. In short and \
               solo games the Short Game Special Edition cards move the token exactly 2 spaces \
               each round and are never turned.",
        rulings: &["BH-06", "BH-08", "BH-34"],
    },
    RuleSection {
        id: rule::REFILL_LONG,
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
        id: rule::REFILL_SHORT,
        title: "Refill: short and solo games",
        text: "In the short and solo games every Ship and every Contract still on display at \
               clean-up is discarded, and each board is dealt fresh cards from its deck, one per \
               player, or 2 in the solo game. No unclaimed card survives into the next round.",
        rulings: &[],
    },
    RuleSection {
        id: rule::RETURN_INFLUENCE,
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
        id: shared::END_OF_GAME,
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
        id: rule::FINAL_SCORE,
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
        id: rule::SOLO_DUMMY,
        title: "The solo dummy",
        text: "In the solo game the dummy bids but makes no choices. At the start of each \
               bidding phase its 5 Influence cards are shuffled face down. The player and the \
               dummy take turns, the Captain first. On the dummy's turn the top Newspaper card \
               is turned up; the bidding space printed at its bottom, one of 1.1 to 1.5, 2.1, \
               2.2, 3.1 or 3.2, receives the dummy's next hidden card, and the Newspaper card is \
               discarded. When the Newspaper deck runs out, its discards are shuffled into a new \
               one. Event sides play no part.",
        rulings: &["BH-30"],
    },
    RuleSection {
        id: rule::SOLO_DUMMY_ACTIONS,
        title: "What the dummy does",
        text: "The dummy uses nothing it wins: a Building, Ship or Contract it wins is \
               discarded. On Building permit it never builds, and its bid only raises the \
               player's difference (see shared-spaces). If it bid on Grow influence, it improves \
               at the end of the round whether or not its bid was highest, taking its lowest \
               supply card and dropping its lowest card, and it never pays. Winning Price cards \
               moves the top card to the bottom as if nobody had bid. Winning the Career ladder \
               makes it Captain, swapping with the player, unless it is already Captain. It \
               receives no income.",
        rulings: &["BH-42", "BH-45"],
    },
    RuleSection {
        id: rule::SOLO_RATING,
        title: "Solo rating",
        text: "A solo score is not compared with anyone's but rated in bands: 0 to 499 \
               Landlubber, 500 to 749 Cabin Boy, 750 to 999 Officer, 1000 to 1250 Lonely Ship's \
               Kobold, and above 1250 Captain, the band that counts as beating the game. Career \
               rank plays no part in a solo score (see final-score).",
        rulings: &["BH-01"],
    },
    // Chance
    RuleSection {
        id: shared::CHANCE_TABLE_MODE,
        title: "Seeded and table chance",
        text: "Bremerhaven's chance is the starting-rank draw and the order of every deck. In \
               seeded mode the engine draws each card when it is revealed, from a seeded random \
               generator kept in the state, building the decks as setup describes (see \
               setup-long). In table mode the game pauses whenever something is revealed and \
               waits for the `table` actor to report it: each Ship, Contract, Building and \
               Newspaper card with its printed values, the Price stack, and the starting-rank \
               draw (see starting-ranks). Table mode is how a group plays with its own printed \
               cards (see deck-sources).",
        rulings: &["BH-32", "BH-35", "BH-45", "BH-48"],
    },
    RuleSection {
        id: rule::CHANCE_TABLE_DECK,
        title: "Reporting the table's own cards",
        text: "A group playing with its own printed cards chooses the table's deck, in table \
               mode. The engine knows a card only once it is turned up, and the table reads it \
               out one printed value at a time, each from the values that field can print: a \
               Ship's lay time, cargo, goods, berth and stars; a Contract's delivery time, truck \
               or train, goods symbols, reward and penalty; a Building's ability and stars; a \
               Newspaper card's Ship ahoy! spaces, event and solo space; a Price card's four \
               different prices. A first report may instead say the pile has run out. Whoever \
               sets the prices on 1.4 keeps the top card or takes another from the stack, and \
               the table reports it (see price-cards). Cover card, quay wall and Progress track \
               values are given once at setup.",
        rulings: &["BH-43", "BH-44"],
    },
];
