//! Round and game end, in our own words.

use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Round and game end
    RuleSection {
        id: rule::END_OF_ROUND,
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
        id: shared::END_OF_GAME,
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
        id: rule::SCORING,
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
        id: shared::CHANCE_TABLE_MODE,
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
        id: rule::EDITIONS,
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
