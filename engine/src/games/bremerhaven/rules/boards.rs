//! The Sea and Land boards, in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Sea and Land boards
    RuleSection {
        id: rule::SEA_BOARD,
        title: "The Sea board",
        text: "The Sea board shows one Ship per player on its spaces 2.1 to 2.4, counted from \
               the left, with the face-down Ship deck beside it and a discard pile. The Ships \
               are resolved from left to right; each goes to the highest bid on the space below \
               it, ties by rank (see bid-ties), and the winner must dock it (see dock-ship). A \
               Ship nobody bid on stays for clean-up (see refill-long, refill-short). Each Ship \
               prints a lay time of 1 to 5 rounds, a cargo of 1 to 5 goods (see ship-cargo), a \
               berth size of 0 to 3 Bollards (see berth-size) and 1 to 5 prestige stars.",
        rulings: &["BH-10"],
    },
    RuleSection {
        id: rule::DOCK_SHIP,
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
        id: rule::BERTH_SIZE,
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
        id: rule::SHIP_CARGO,
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
        id: rule::LAND_BOARD,
        title: "The Land board",
        text: "The Land board works as the Sea board does, with one Contract per player on its \
               spaces 3.1 to 3.4 and the Contract deck beside it. The Contracts are resolved \
               from left to right; each goes to the highest bid below it, ties by rank (see \
               bid-ties), and the winner places it (see place-contract). A Contract shows a \
               delivery time of 1 to 5 rounds and 1 to 4 required goods, which may mix types; \
               each wild symbol may stand for a different good. Most show a penalty of 1 to 5 \
               money or 1 prestige, some a reward of 1 to 4 money or 1 prestige, and some go \
               by train (see building-train-bids).",
        rulings: &["BH-10"],
    },
    RuleSection {
        id: rule::PLACE_CONTRACT,
        title: "Placing a Contract",
        text: "A Contract won on the Land board goes into any free Loading dock of the winner's \
               harbor, open or not (see loading-docks), with as many time markers as its \
               delivery time. If all 4 Loading docks are taken, the Contract is discarded at \
               once and its penalty, if any, is paid (see contract-penalty). A Contract never \
               changes Loading docks and stays until it is due (see contract-due).",
        rulings: &[],
    },
    RuleSection {
        id: rule::LOADING_DOCKS,
        title: "Loading docks",
        text: "A harbor has 4 Loading docks along its top edge, one above each column of spaces. \
               The two on the left are open from the start. The two on the right may hold \
               Contracts at any time, but goods can be delivered to a Contract there only after \
               the space right below that Loading dock has been cleared of its Cover card (see \
               permit-cover). Short and solo games have no Cover cards, so all four are open. \
               The Starting contract lies in the first Loading dock (see setup-long).",
        rulings: &["BH-04"],
    },
];
