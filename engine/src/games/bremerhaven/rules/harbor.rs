//! The individual harbor phase, in our own words.

use super::ids::rule;
use crate::core::play::RuleSection;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Individual harbor phase
    RuleSection {
        id: rule::HARBOR_PHASE,
        title: "The harbor phase",
        text: "In the individual action phase all players work their own harbors at the same \
               time, nobody waiting for anyone else. Each goes through four steps in order: \
               produce (see produce) and move and pack goods (see move-goods), which are \
               optional, then update prestige (see prestige-update) and remove time markers \
               (see time-markers), which are compulsory. A player never returns to an earlier \
               step. When every player is done, clean-up begins (see clean-up).",
        rulings: &["BH-40"],
    },
    RuleSection {
        id: rule::PRODUCE,
        title: "4.1 Produce",
        text: "Step 4.1, optional. Each built production building, the ones with a cogwheel, \
               may produce once, in whatever order the owner likes: one good of its type (see \
               building-produces) or money (see building-earns, building-bank). A good produced \
               must be placed at once on an empty storage space (see storage); with none free, \
               that building produces nothing this round. A Building won but not yet built \
               produces nothing.",
        rulings: &["BH-39"],
    },
    RuleSection {
        id: rule::STORAGE,
        title: "Storage",
        text: "Goods in a harbor lie on Ships, on Contracts or on storage spaces. A storage \
               space is one of the 12 harbor spaces that has neither a Cover card nor a \
               Building; it is empty when it holds no goods either. It takes 1 barrel, 1 \
               container or 1 passenger, or up to 2 crates stacked together. Some buildings \
               hold goods too (see building-storage). Goods in storage stay from round to round \
               and are worth nothing at the end (see end-of-game).",
        rulings: &["BH-39"],
    },
    RuleSection {
        id: rule::MOVE_GOODS,
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
        id: rule::PACKING,
        title: "Packing",
        text: "During step 4.2 a player may turn 1 container into 2 crates or 2 crates into 1 \
               container, as often as they like, paying 1 money into the supply for each change; \
               the Loading Plant makes it free (see building-free-packing). The goods given up \
               return to the supply and the new ones come from it. The engine packs and unpacks \
               goods in storage: 2 stored crates become a container on one of their spaces, and \
               a stored container becomes 2 crates stacked on its space. A change may not be \
               undone by the player's very next move.",
        rulings: &["BH-39", "BH-46", "BH-47"],
    },
    RuleSection {
        id: rule::PRESTIGE_UPDATE,
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
        id: rule::TIME_MARKERS,
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
        id: rule::SHIP_DUE,
        title: "A Ship leaves",
        text: "A due Ship goes to the discard pile at once. Goods still aboard go back to the \
               supply and are lost to the owner, so a player should unload in time. Its Dock is \
               empty from then on and its stars no longer count at later updates, but the \
               value already reached on the Prestige track stays (see prestige-update).",
        rulings: &[],
    },
    RuleSection {
        id: rule::CONTRACT_DUE,
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
        id: rule::CONTRACT_REWARD,
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
        id: rule::CONTRACT_PENALTY,
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
        id: rule::NO_DEBT,
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
        id: rule::BANK,
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
];
