//! Building and event effects, in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;

use super::{practice_buildings, practice_event};

pub(super) static SECTIONS: &[RuleSection] = &[
    // Building effects
    RuleSection {
        id: rule::BUILDING_NONE,
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
        id: rule::BUILDING_PRODUCES,
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
        id: rule::BUILDING_EARNS,
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
        id: rule::BUILDING_BANK,
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
        id: rule::BUILDING_SHIP_BONUS,
        title: "Buildings: a bonus per Ship",
        text: concat!(
            "From the moment it is built, the owner takes a printed amount of money from the \
             supply for each Ship card they gain on the Sea board, Ships of the same round \
             included, since Ships are resolved after Building permit (see dock-ship). The \
             Lighthouse gives 2 money per Ship.",
            practice_buildings!()
        ),
        rulings: &["BH-37"],
    },
    RuleSection {
        id: rule::BUILDING_TRAIN_BIDS,
        title: "Buildings: train bids",
        text: concat!(
            "Each Influence card the owner lays on a train Contract counts 1 more than its \
             value when the bids on that Contract are compared (see bid-reveal), ties included \
             (see bid-ties). Contracts going by truck get nothing. The Train Station is this \
             building, and it helps only once built.",
            practice_buildings!()
        ),
        rulings: &["BH-33"],
    },
    RuleSection {
        id: rule::BUILDING_FREE_PACKING,
        title: "Buildings: free packing",
        text: concat!(
            "The owner turns 2 crates into a container, or a container into 2 crates, without \
             paying the usual 1 money (see packing). The Loading Plant is this building.",
            practice_buildings!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::BUILDING_COMMODITY_EXCHANGE,
        title: "Buildings: the Commodity Exchange",
        text: concat!(
            "When nobody has bid on Price cards (1.4), the owner may pull any one Price card out \
             of the stack and put it on top, the rest keeping their order, instead of the top \
             card going to the bottom (see price-cards). Choosing the current top card leaves \
             the prices as they are. The Commodity Exchange is this building; its printed text \
             is not known to us.",
            practice_buildings!()
        ),
        rulings: &["BH-38"],
    },
    RuleSection {
        id: rule::BUILDING_STORAGE,
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
        id: rule::BUILDING_TUGBOATS,
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
        id: rule::BUILDING_CONTRACT_BONUS,
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
        id: rule::BUILDING_INCOME,
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
        id: rule::EVENT_QUIET,
        title: "Events: a quiet round",
        text: concat!(
            "Nothing happens: the card is discarded at its clean-up without effect (see event).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_CONTRACT_CHARGE,
        title: "Events: a charge per Contract",
        text: "Each player pays the supply a printed amount for every Contract in their Loading \
               docks, open or not. The Fall, an economic downturn, is this event with 1 money \
               per Contract, and it is the only event known from the rulebook. A player who \
               cannot pay it all pays what they have, using Bank money as well (see no-debt, \
               bank). Other amounts belong to the provisional practice set (see deck-sources).",
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_CONTRACT_BONUS,
        title: "Events: a bonus per Contract",
        text: concat!(
            "Each player takes a printed amount of money from the supply for every Contract in \
             their Loading docks, open or not.",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_HARBOR_DUES,
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
        id: rule::EVENT_SUBSIDY,
        title: "Events: a subsidy",
        text: concat!(
            "Each player takes a printed amount of money from the supply, whatever their \
             harbor holds.",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_TAX,
        title: "Events: a tax",
        text: concat!(
            "Each player pays the supply a printed amount of money. A player who cannot pay it \
             all pays what they have, Bank money included (see no-debt).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_PIRATES,
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
        id: rule::EVENT_SCANDAL,
        title: "Events: a scandal",
        text: concat!(
            "Each player with no Ship in any of their Docks loses 1 prestige: the marker moves \
             down one space, never below 0 (see prestige-update).",
            practice_event!()
        ),
        rulings: &[],
    },
    RuleSection {
        id: rule::EVENT_FAIR,
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
