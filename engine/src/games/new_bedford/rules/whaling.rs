//! Ships and whaling, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Ships and whaling
    RuleSection {
        id: rule::WHALING_TRACK,
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
        id: rule::MOVEMENT_PHASE,
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
        id: rule::MOVEMENT_RETURN,
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
        id: rule::MOVEMENT_WHALE_SALE,
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
        id: rule::WHALING_DRAW,
        title: "Drawing whale tokens",
        text: "The whaling phase begins by putting the tokens left out from the previous whaling \
               phase back into the bag, except those the Tavern removed. If any ship is at sea, \
               one token per ship at sea plus one more are drawn at once; with no ship at sea \
               nothing is drawn. When the bag holds fewer tokens than that, all of them are \
               drawn. In table mode the table reports the draw (see chance-table-mode).",
        rulings: &["NB-19"],
    },
    RuleSection {
        id: rule::WHALING_SELECTION,
        title: "Choosing whales",
        text: "Ships choose from the drawn tokens one at a time, the farthest space first and, \
               within a space, 1st rank before 2nd and 3rd. Each ship either puts one whale token \
               into its hold or passes; an Empty Sea token can never be taken. Tokens nobody takes \
               stay out in view until the next whaling phase. Ships still at sea in round 12 \
               choose as usual. With the Ship's Log a ship may instead take a face-up card, even \
               when only Empty Sea tokens are left (see ships-log-selection).",
        rulings: &["NB-44"],
    },
];
