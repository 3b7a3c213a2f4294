//! The Town board (1.0 to 1.5), in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Town board
    RuleSection {
        id: rule::PARKING_LOT,
        title: "1.0 Parking lot",
        text: "Town space 1.0 has no winner. Each player takes 1 money from the supply for every \
               Influence card they laid on it, whatever the card's value, so a 1 earns as much \
               as a 9. It is resolved before every other space, so this money can already pay \
               differences and permits later in the same round (see shared-spaces).",
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_CARDS,
        title: "1.1 Building cards",
        text: "Town space 1.1 holds a face-up stack of Building cards, and each round only the \
               top one is offered. The highest bidder takes it and keeps it beside their harbor, \
               unbuilt: until a permit builds it (see permit-build) it is worth no prestige and \
               its ability does not work. If nobody bid on 1.1, the top Building leaves the \
               game, so the next round offers the card below it. A Building shows 0 to 3 \
               prestige and one ability, and a cogwheel marks the production buildings (see \
               building-none). Once the stack is empty, 1.1 offers nothing.",
        rulings: &["BH-09"],
    },
    RuleSection {
        id: rule::BUILDING_PERMIT,
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
        id: rule::SHARED_SPACES,
        title: "Shared spaces",
        text: "Building permit (1.2) and Grow influence (1.3) can be used by every player who \
               bid on them, not only the winner. The highest bid uses the space for free. Every \
               other bidder may use it by paying the supply the difference between the highest \
               bid and their own, or may decline; a player who cannot pay it does not use the \
               space. Rank plays no part, so a bid equal to the highest is free as well. Those \
               who laid no card on the space get nothing from it, whatever they offer. With bids \
               of 6, 4 and 1, the 6 is free, the 4 may pay 2 and the 1 may pay 5. A bid can \
               therefore serve only to make the others pay more.",
        rulings: &["BH-36"],
    },
    RuleSection {
        id: rule::EXTRA_PERMITS,
        title: "Extra permits",
        text: "On Building permit (1.2), and only there, a player who bid may buy further \
               permits, as many as they can pay for, each costing money equal to the highest bid \
               on the space. This includes a bidder who declined to pay the difference for the \
               first permit: that player can still buy permits, at the full price each. Extra \
               permits are used like the first (see building-permit). A player with no card on \
               1.2 cannot buy any, and Grow influence (1.3) has no extras.",
        rulings: &["BH-36"],
    },
    RuleSection {
        id: rule::PERMIT_BOLLARD,
        title: "Permit: a Bollard",
        text: "A Building permit can place one Bollard on a free bollard spot of one of the \
               player's quay walls, paying the money printed on that spot. A harbor has 4 quay \
               walls: one above and one below each of the 3 Docks, neighbouring Docks sharing \
               the wall between them, so one Bollard may serve two Docks. Each wall has room for \
               3 Bollards. Bollards raise the berth size of the Docks beside their wall (see \
               berth-size). The printed cost of each spot is not known to us; the practice set's \
               costs are provisional (see deck-sources).",
        rulings: &["BH-04", "BH-05"],
    },
    RuleSection {
        id: rule::PERMIT_COVER,
        title: "Permit: a Cover card",
        text: "In the long game 6 of the 12 harbor spaces, those in columns 3 and 4, start under \
               grey Cover cards. A Building permit can remove one of them by paying the money \
               shown on it. The card leaves the game and the space is empty at once, ready for \
               goods or for a Building placed with another permit. Clearing the top space of \
               column 3 or 4 also opens the Loading dock above it (see loading-docks). The money \
               printed on the Cover cards is not known to us; the practice set's costs are \
               provisional (see deck-sources).",
        rulings: &["BH-04", "BH-05"],
    },
    RuleSection {
        id: rule::PERMIT_BUILD,
        title: "Permit: a Building",
        text: "A Building permit can build one Building the player won at 1.1, this round or \
               earlier, on an empty space of their harbor: a space with no Cover card, no \
               Building and no goods. Building needs no money beyond the permit itself. A player \
               with no empty space cannot build, and the Building waits beside the harbor; goods \
               can only be moved later, in the harbor phase (see move-goods). From the moment it \
               is built the Building's ability works and its prestige counts at the next update \
               (see prestige-update). A built Building stays where it is for the rest of the \
               game.",
        rulings: &["BH-39"],
    },
    RuleSection {
        id: rule::GROW_INFLUENCE,
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
        id: rule::PRICE_CARDS,
        title: "1.4 Price cards",
        text: "Town space 1.4 holds the face-up stack of 24 Price cards, and the top card gives \
               the selling price of each of the four goods. The highest bidder may pull any one \
               card out of the stack and put it on top, the others keeping their order, or leave \
               the stack untouched; winning only to stop a change is allowed. With no bid, the \
               owner of a built Commodity Exchange may set the prices (see \
               building-commodity-exchange); failing that, the top card goes to the bottom. The \
               card on top afterwards applies at once, to every player, for all sales until it \
               changes (see contract-due).",
        rulings: &["BH-07", "BH-35", "BH-38"],
    },
    RuleSection {
        id: rule::CAREER_LADDER,
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
        id: rule::INCOME,
        title: "Income",
        text: "Right after the Career ladder step, every player takes income from the supply by \
               rank, whether or not they bid on 1.5: Captain 4 money, First Mate 3, Mate 2, \
               Ship's Cook 1. Owners of a building with the income ability take its extra money \
               at the same time (see building-income). The solo dummy receives nothing.",
        rulings: &[],
    },
];
