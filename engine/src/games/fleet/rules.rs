//! The Fleet rule catalogue, written in our own words.
//!
//! Each section has a stable kebab-case id that the engine cites when it refuses an action, so
//! ids never change once published. The base game is described. The rulebook we have stops
//! before its detailed card information, so every card value and license bonus here comes from
//! `shared/rules/components-fleet.md`, most of it from a single source (ruling FL-06). Printed
//! numbers and names are used as facts; every sentence is ours. `rulings` lists the ids from
//! `engine/RULINGS.md` that settle a question the rulebook leaves open.

use crate::core::play::RuleSection;
use crate::core::rule_id::shared;

crate::rule_ids! {
    /// The id of every section of the Fleet catalogue but the shared ones
    /// (`crate::core::rule_id::shared`): the code that judges a rule cites its constant.
    pub mod rule {
        OVERVIEW => "overview" (descriptive),
        SETUP => "setup",
        ADVANCED_SETUP => "advanced-setup",
        AUCTION_OPENING => "auction-opening",
        AUCTION_BIDDING => "auction-bidding",
        PAYMENT => "payment",
        SHRIMP_LICENSE => "shrimp-license",
        AUCTION_REFRESH => "auction-refresh",
        LAUNCH_BOATS => "launch-boats",
        COD_LICENSE => "cod-license",
        HIRE_CAPTAINS => "hire-captains",
        LOBSTER_LICENSE => "lobster-license",
        FISHING => "fishing",
        PROCESSING => "processing",
        TRADING => "trading",
        DRAW => "draw",
        TUNA_LICENSE => "tuna-license",
        SCORING => "scoring",
        KING_CRAB_LICENSES => "king-crab-licenses",
        FISHERMENS_PUB => "fishermens-pub",
        HIDDEN_INFORMATION => "hidden-information",
    }
}

pub static RULES: &[RuleSection] = &[
    // Setup and the round
    RuleSection {
        id: rule::OVERVIEW,
        title: "Overview",
        text: "Fleet is for 2 to 4 players. Players buy fishing licenses at auction, launch boats \
               under them, put captains on those boats so they bring in crates of fish, and score \
               points for all three. Every boat card in a hand can be used in one of three ways: \
               launched face up as a boat (under a license of its type), spent as cash, or laid \
               face down on a boat as its captain. Each round runs five phases (see \
               round-structure) until one of the two endings in end-of-game is reached; then the \
               game is scored (see scoring).",
        rulings: &[],
    },
    RuleSection {
        id: rule::SETUP,
        title: "Setup",
        text: "Each player receives one boat card of each of the six types (Shrimp, Lobster, \
               Processing Vessel, Cod, Tuna, King Crab), a hand worth $11 in cash. The other boat \
               cards form the face-down supply; the discard pile starts empty. The license deck \
               depends on the player count. With 4 players, 8 standard licenses lie on top of the \
               other 12 standard and all 6 premium ones, shuffled together. With 3 players, 2 \
               premium and 2 standard licenses are removed unseen: 6 standard on top of 12 \
               standard and 4 premium. With 2 players, 3 premium and 6 standard are removed \
               unseen: 4 standard on top of 10 standard and 3 premium. Removed cards never return. \
               One license per player is turned up to form the auction, the crate supply holds 25 \
               crates per player (50, 75 or 100), and a random seat takes the start player marker. \
               See advanced-setup for the other deck.",
        rulings: &["FL-05", "FL-19"],
    },
    RuleSection {
        id: rule::ADVANCED_SETUP,
        title: "Advanced setup",
        text: "With the `advanced-setup` option the license deck is not split: after the removals \
               for 2 or 3 players, every standard and premium license is shuffled into one pile. \
               The single exception is the first auction of the game, which may hold standard \
               licenses only; in the printed game a premium card turned up for it is put back and \
               replaced. The engine reaches the same odds by turning the first auction up from the \
               standard licenses alone, one per player, and the rest of the deck from everything \
               left. From the first refill onwards any license may appear.",
        rulings: &["FL-19"],
    },
    RuleSection {
        id: shared::ROUND_STRUCTURE,
        title: "A round",
        text: "A round has five phases, always in this order: the license auction \
               (auction-opening), then launching boats and hiring captains (launch-boats, \
               hire-captains), fishing, processing and trading, and the draw. Inside a phase the \
               seats act in turn order, starting with whoever holds the start player marker and \
               going clockwise, and all seats finish a phase before the next one begins. After the \
               draw the marker moves one seat clockwise and the next round starts. The draw phase \
               is the one exception to taking turns: every seat with a keep or discard to make \
               decides at the same time. A seat is passed over without being asked only when what \
               everyone can see shows it has nothing to do; a seat whose hidden cards leave it a \
               single choice is asked all the same, so its turn tells nobody what it holds. An action from anyone the game is not waiting for is refused as \
               `not-your-turn`.",
        rulings: &["FL-09", "FL-15"],
    },
    RuleSection {
        id: rule::AUCTION_OPENING,
        title: "Opening a lot",
        text: "The auction phase sells licenses one lot at a time. The start player opens first. \
               To open, a seat offers one license from the auction and then names the opening bid, \
               which must be at least that license's minimum cost (Shrimp and Cod $4; Lobster, \
               Tuna and Processing Vessel $5; Fishermen's Pub and King Crab $10). Instead of \
               opening, the seat may drop out: it buys nothing this round and sits out the rest of \
               the auction phase. Only licenses the opener can afford may be offered; an opener \
               who can afford none of them has dropping out as its only choice, and makes it \
               itself, so its turn looks like any other. After a lot is sold, if \
               its opener won it, the next lot is opened by the next seat clockwise that is still \
               in the phase; otherwise the same opener opens again. The phase ends once every seat \
               has bought or dropped out (see auction-refresh).",
        rulings: &["FL-12"],
    },
    RuleSection {
        id: rule::AUCTION_BIDDING,
        title: "Bidding",
        text: "After the opening bid the turn to bid travels clockwise among the seats still \
               bidding on the lot. Each seat either raises the high bid by $1 or more, or passes; \
               a pass takes the seat out of this lot only, not out of the phase. No seat may bid \
               more than it could pay: the cash of its hand, plus $1 per processed crate, plus its \
               Shrimp discount (see shrimp-license). A seat that cannot afford even the smallest \
               raise has passing as its only choice and passes itself, so nobody learns from its \
               turn what it holds. When the turn returns to the high bidder, that seat has \
               won: it pays its bid (see payment) and takes no further part in this auction phase, \
               so nobody gains more than one license a round.",
        rulings: &["FL-12", "FL-21"],
    },
    RuleSection {
        id: rule::PAYMENT,
        title: "Paying",
        text: "A license won at auction and a boat being launched are paid for the same way. Any \
               Shrimp discount is taken off the price first. The payer then puts down boat cards \
               from hand at their cash value (Shrimp $2, Lobster $2, Processing Vessel $2, Cod $1, \
               Tuna $3, King Crab $1) and processed crates at $1 each, one item at a time, until \
               what is due is covered. The payment ends the moment it is covered, so no further \
               item can be added; the last item may pay more than was still due, and the surplus \
               is lost, as nothing is handed back. Cards paid go to the discard pile; crates paid \
               leave the game. Every payment is seen by all seats.",
        rulings: &["FL-11"],
    },
    RuleSection {
        id: rule::SHRIMP_LICENSE,
        title: "Shrimp license",
        text: "Minimum cost $4, 4 VP; launches Shrimp boats. For each Shrimp license owned, its \
               owner pays $1 less for every later license or launch, so up to $4 less with all \
               four; with the Cod bonus each launch is discounted separately. A Shrimp license \
               never discounts its own purchase, because it is paid for before it is owned. When \
               the discount is at least the price, the purchase costs nothing. Wherever the game \
               judges what a seat can afford (a bid, an opening, a launch), the discount is \
               counted as money.",
        rulings: &["FL-11"],
    },
    RuleSection {
        id: rule::AUCTION_REFRESH,
        title: "Refreshing the auction",
        text: "When every seat has bought a license or dropped out, the auction is refreshed. If \
               nobody bought a license during the whole phase, all licenses still in the auction \
               are taken out of the game for good; they never go back into the deck. Then licenses \
               are turned up from the deck until the auction holds one per player. If the deck \
               holds too few for that, whatever it still has is turned up and the current round \
               becomes the last one (see end-of-game).",
        rulings: &["FL-17"],
    },
    // Phase 2: boats and captains
    RuleSection {
        id: rule::LAUNCH_BOATS,
        title: "Launching boats",
        text: "Seats launch in turn order, one boat a round (two with a Cod license, see \
               cod-license). To launch, a seat places a boat card from its hand face up in front \
               of it; the seat must own a license for that type. Each standard license allows its \
               own boat type, any of the three King Crab licenses allows King Crab boats, and the \
               Fishermen's Pub allows none. The launch cost is then paid from the rest of the \
               hand, processed crates and discount (see payment): Shrimp $1, Lobster $2, \
               Processing Vessel $2, Cod $2, Tuna $1, King Crab $3. A launch that cannot be \
               covered is refused. A seat stops launching when it chooses to. It is passed over \
               only when everyone can see it has no launch left (launches used up, an empty hand, \
               no license to launch with); a seat whose cards allow no launch is asked all the \
               same, ending its launches as its only choice. Launched boats stay in play until the end.",
        rulings: &["FL-03", "FL-09"],
    },
    RuleSection {
        id: rule::COD_LICENSE,
        title: "Cod license",
        text: "Minimum cost $4, 4 VP; launches Cod boats. Owning one or more Cod licenses raises \
               the launch limit to two boats a round. Each of the two launches is a separate \
               payment, and the second may be of any type the seat has a license for. When the \
               seat is done launching, and only if it launched at least one boat that round, it \
               draws 1 boat card into its hand per Cod license it owns, before the next seat \
               launches. Cards drawn this way may serve as captains in the same round.",
        rulings: &["FL-20"],
    },
    RuleSection {
        id: rule::HIRE_CAPTAINS,
        title: "Hiring captains",
        text: "When every seat has launched, the seats hire captains in turn order, one a round \
               (two with a Lobster license, see lobster-license). A captain is any card from the \
               hand, whatever its type and including cards just drawn for Cod, placed face down on \
               one of the seat's own launched boats that has no captain yet. A boat carries one \
               captain at most, and a captain stays on its boat for the rest of the game. All \
               seats see which boats have a captain; only the owner knows what type each captain \
               is (see hidden-information). A seat with an empty hand, or with no boat lacking a \
               captain, is passed over.",
        rulings: &["FL-09", "FL-13"],
    },
    RuleSection {
        id: rule::LOBSTER_LICENSE,
        title: "Lobster license",
        text: "Minimum cost $5, 3 VP; launches Lobster boats. Owning one or more Lobster licenses \
               raises the hiring limit to two captains a round. Once every seat has hired, each \
               Lobster owner, in turn order, draws boat cards into its hand according to how many \
               of its boats carry a captain in total, hired this round or earlier, even if it \
               hired nobody this round. With 1 Lobster license: 1 card for 1 to 3 captained boats, \
               2 cards for 4 or more. With 2, 3 or 4: 1 card for 1 or 2, 2 cards for 3 to 6, 3 \
               cards for 7 or more. With no captained boat there is no draw.",
        rulings: &["FL-10"],
    },
    // Phases 3 to 5
    RuleSection {
        id: rule::FISHING,
        title: "Fishing",
        text: "Nobody makes a decision here. Seat by seat in turn order, each boat with a captain \
               that holds fewer than 4 crates receives one crate from the supply, whatever the \
               boat's type; a boat without a captain catches nothing. If the supply empties part \
               way, the crates still owed are credited to their boats all the same, beyond the \
               supply, and the game ends as soon as fishing is over (see end-of-game).",
        rulings: &["FL-01", "FL-08"],
    },
    RuleSection {
        id: rule::PROCESSING,
        title: "Processing",
        text: "After fishing, each seat owning a Processing Vessel license, in turn order, may \
               move crates from its boats onto that license, no more than one crate from any one \
               boat each round; owning several Processing Vessel licenses does not change that \
               limit. A processed crate is worth no VP, but counts as $1 in any later payment, \
               after which it leaves the game. A seat ends its processing when it chooses, when it \
               trades (see trading), or automatically when it has nothing to process or trade; \
               seats without the license are passed over. Processing Vessel license: minimum cost \
               $5, 3 VP; launches Processing Vessel boats.",
        rulings: &["FL-18"],
    },
    RuleSection {
        id: rule::TRADING,
        title: "Trading",
        text: "Once a round, after its processing, a Processing Vessel owner may trade one \
               processed crate, including a crate processed moments before: the crate leaves the \
               game and the seat draws 1 boat card into its hand for each Processing Vessel \
               license it owns. A trade closes that seat's turn in the phase, so it processes \
               nothing more that round. Processed crates not traded remain on the license, \
               available for later payments or later trades.",
        rulings: &["FL-18"],
    },
    RuleSection {
        id: rule::DRAW,
        title: "The draw",
        text: "First every seat's draw is dealt, in turn order; only then does anyone choose. A \
               seat without a Tuna license draws 2 cards, keeps one and puts the other on the \
               discard pile. All seats that drew decide at once. A seat that drew two cards of \
               the same type, or only one card, still keeps its card itself, its keep then the only \
               legal action: nobody else can tell what a seat drew from whether it was asked. \
               The moment the supply's last card is drawn (in any phase), the \
               discard pile is shuffled into a new supply, and later discards start a new pile; if \
               nothing had been discarded yet, the next draw shuffles what has been discarded since. \
               If supply and discard pile are both empty, the draw is cut short. Tuna licenses \
               change the draw (see tuna-license). There is no hand limit.",
        rulings: &["FL-15"],
    },
    RuleSection {
        id: rule::TUNA_LICENSE,
        title: "Tuna license",
        text: "Minimum cost $5, 3 VP; launches Tuna boats. A Tuna owner's draw goes straight into \
               the hand, by the number of Tuna licenses owned. 1: draw 2 and keep both. 2: draw 3, \
               then discard any one card from the whole hand. 3: draw 3 and keep all of them. 4: \
               draw 4, then discard any one card from the hand. The discard is made at the same \
               time as the other seats' draw choices, and it is skipped when the draw was cut \
               short by empty piles or the hand is empty.",
        rulings: &["FL-16"],
    },
    // The end
    RuleSection {
        id: shared::END_OF_GAME,
        title: "End of the game",
        text: "There are two ways for the game to end. When the auction refresh cannot bring the \
               auction up to one license per player, the round goes on through every remaining \
               phase (launching, hiring, fishing, processing, trading and the draw) and the game \
               ends when the draw is over. When the last crate leaves the supply during fishing, \
               fishing is completed (crates owed beyond the supply are credited, see fishing) and \
               the game ends right there, with no processing, trading or draw. The game is then \
               scored (see scoring). Every action after the end is refused as `game-over`.",
        rulings: &["FL-17", "FL-08"],
    },
    RuleSection {
        id: rule::SCORING,
        title: "Scoring",
        text: "Each player totals: the VP of the licenses owned (Shrimp 4, Cod 4, Lobster 3, Tuna \
               3, Processing Vessel 3, Fishermen's Pub 10, each King Crab 5); the VP of the \
               launched boats (Shrimp 1, Lobster 2, Processing Vessel 2, Cod 2, Tuna 1, King Crab \
               3); 1 VP for every crate on a boat, processed crates counting nothing; and the King \
               Crab bonuses (see king-crab-licenses). The highest total wins. Between tied \
               players, the one with more launched boats wins; if that is equal too, the one with \
               more crates on boats; failing that, the tied players share the win. Cards in hand \
               and the types of captains are worth nothing.",
        rulings: &["FL-06"],
    },
    RuleSection {
        id: rule::KING_CRAB_LICENSES,
        title: "King Crab licenses",
        text: "The three King Crab licenses are different cards, one copy of each, all premium: \
               minimum cost $10, 5 VP, and any one of them lets its owner launch King Crab boats. \
               Each gives its owner a bonus at the end. Captains: 1 VP per boat with a captain. \
               Fish: 1 VP for each full set of 3 crates on the owner's boats, processed crates not \
               counted. License types: VP by how many different kinds of license the owner holds, \
               0, 2, 4, 5, 6, 8 or 10 for 1 to 7 kinds, where all King Crab licenses together are \
               one kind and duplicates count once. No bonus can exceed 10 VP. With 2 or 3 players \
               some of them may have been removed at setup.",
        rulings: &["FL-04"],
    },
    RuleSection {
        id: rule::FISHERMENS_PUB,
        title: "Fishermen's Pub",
        text: "Three copies, all premium: minimum cost $10, 10 VP. The Pub lets its owner launch \
               no boats and grants no bonus of any kind; its value lies entirely in its points.",
        rulings: &[],
    },
    // Information and chance
    RuleSection {
        id: rule::HIDDEN_INFORMATION,
        title: "What each seat sees",
        text: "Public: every license owned, the auction, launched boats and which have a captain, \
               crates on boats, processed crates, bids and payments, and how many cards are in \
               each hand, in the supply and in the discard pile. Private to the owner: the hand, \
               the types of its captains, and the cards it draws together with which were kept or \
               discarded. Hidden from everyone: what the supply and the discard pile contain and \
               in what order, and the random generator. A seat's view, the match log and the \
               events leave out whatever that seat may not see. Stateless play returns the whole \
               state to whoever calls it, and a sealed state still answers any seat's view, so \
               play a named match when each player may see only their own cards.",
        rulings: &["FL-13", "FL-14"],
    },
    RuleSection {
        id: shared::CHANCE_TABLE_MODE,
        title: "Seeded and table chance",
        text: "Fleet's chance is the start player, every license turned up and every boat card \
               drawn. Nothing is ordered in advance: each is decided when it is revealed. In \
               seeded mode the engine draws it with a seeded random generator kept in the state. \
               In table mode the game waits for the `table` actor to report the start player, each \
               license turned up into the auction and each boat card a seat draws; in logs that \
               card is shown only to the seat that drew it. Each possible report is offered with \
               its probability given what is still unseen: each seat equally for the start player; \
               for a license, its class's share of the current part of the deck times its share of \
               the unseen licenses of that class, counting those removed unseen at setup; for a \
               boat card, its share of the supply. Seeded mode draws from exactly these odds.",
        rulings: &["FL-19"],
    },
];

#[cfg(test)]
mod tests {

    use super::{rule, RULES};

    /// The ids the engine cites (and `overview`), in catalogue order.
    const EXPECTED_IDS: &[&str] = &[
        "overview",
        "setup",
        "advanced-setup",
        "round-structure",
        "auction-opening",
        "auction-bidding",
        "payment",
        "shrimp-license",
        "auction-refresh",
        "launch-boats",
        "cod-license",
        "hire-captains",
        "lobster-license",
        "fishing",
        "processing",
        "trading",
        "draw",
        "tuna-license",
        "end-of-game",
        "scoring",
        "king-crab-licenses",
        "fishermens-pub",
        "hidden-information",
        "chance-table-mode",
    ];

    #[test]
    fn every_rule_id_is_cited_or_descriptive() {
        crate::core::test_support::rule_citations("fleet", rule::ALL, RULES);
    }

    #[test]
    fn catalogue_is_well_formed() {
        crate::core::test_support::check_rule_catalogue(RULES, "FL-");
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
                ("auction-bidding", "payment"),
                ("auction-bidding", "shrimp-license"),
                ("auction-opening", "auction-refresh"),
                ("auction-refresh", "end-of-game"),
                ("draw", "tuna-license"),
                ("end-of-game", "fishing"),
                ("end-of-game", "scoring"),
                ("fishing", "end-of-game"),
                ("hire-captains", "hidden-information"),
                ("hire-captains", "lobster-license"),
                ("launch-boats", "cod-license"),
                ("launch-boats", "payment"),
                ("overview", "round-structure"),
                ("overview", "scoring"),
                ("processing", "trading"),
                ("scoring", "king-crab-licenses"),
            ],
        );
    }
}
