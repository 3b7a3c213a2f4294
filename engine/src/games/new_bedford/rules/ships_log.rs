//! Rising Tide's Ship's Log, in our own words.

use crate::core::play::RuleSection;

use super::rule;

pub(super) static SECTIONS: &[RuleSection] = &[
    // Rising Tide: the Ship's Log
    RuleSection {
        id: rule::SHIPS_LOG_MODULE,
        title: "The Ship's Log",
        text: "Rising Tide's Ship's Log is the ships-log module, played with or without the other \
               modules. Its 32 cards form two decks, 16 Providence and 16 Omens, with one copy of \
               each card. At setup each deck is shuffled and shows one card face up beside the \
               whaling board, for everyone to read (see ships-log-deck). Three tiles join the game \
               on top of the buildings drawn or chosen, and are never listed in option buildings: \
               two action buildings, the Library and the Insurance (see building-library and \
               building-insurance), and a victory building, the Newspaper (see ships-log-victory). \
               The rulebook's mini variants, a single deck or one mixed deck showing two cards a \
               round, are not offered.",
        rulings: &["NB-09", "NB-44"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_DECK,
        title: "The Ship's Log decks",
        text: "The order of a deck's unseen cards is settled only as each is turned up. Seeded \
               chance then picks one of them, all equally likely, with the generator kept in the \
               state; in table chance the table actor reports the card, every unseen card offered \
               with the same probability (see chance-table-mode). Once its card is taken, a deck \
               offers nothing until the end of round. Then each face-up card nobody took goes \
               under its deck and each deck turns up its next card; when no unseen card is left, \
               the cards put under come back up in the order they went, with no chance involved. \
               No card is turned up at the end of round 12, since the game is ending. Rotten \
               Decking makes the put-back cards of both decks unseen again.",
        rulings: &["NB-44", "NB-47"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_SELECTION,
        title: "Taking a Ship's Log card",
        text: "With the Ship's Log, a ship whose turn comes in the whaling phase (see \
               whaling-selection) may take one of the face-up cards instead of a whale token; that \
               is its one choice for the round. It may do so even when only Empty Sea tokens are \
               left, or when a card in play bars it from every whale drawn. The phase goes on \
               while a ship still to choose has a whale or a card on offer, and the choosing order \
               fixed after the draw stays the same even if a card moves ships. The card goes to \
               its taker and acts as ships-log-cards says. In the action phase the Library also \
               takes a face-up card (see building-library). Every card taken, used or not, is a \
               page of its holder's Ship's Log.",
        rulings: &["NB-10", "NB-44"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_CARDS,
        title: "What the Ship's Log cards do",
        text: "Each card says when it acts, and does as much of its text as it can; a part that \
               cannot be done is skipped. On being taken: Beached Whale, News from Town, \
               Scrimshaw, Ship in a Bottle, Uncharted Desert Isle, Under Weigh, Whale Pod and \
               Windfall (see ships-log-providence); Gam, Gulf Stream, Nantucket Sleigh Ride and \
               Trade Winds (see ships-log-card-moves); Broken Mass, Man Overboard and Rotten \
               Decking (see ships-log-omens-cards). The Sermon acts once, as the Seamen's Bethel \
               goes up or on being taken if it already stands. At the end of the game: The Coffin \
               (see end-of-game), Corpusants and Message in a Bottle (see ships-log-victory). \
               Once, at a moment its holder picks: twelve Omens (see ships-log-moments). Calm Seas \
               waits to shield its holder (see ships-log-omens).",
        rulings: &["NB-45", "NB-46", "NB-47", "NB-48"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_PROVIDENCE,
        title: "Providence cards on taking",
        text:
            "Beached Whale: buy 1 or 2 Right Whales out of the bag at $2 each, as far as the bag \
               and your money allow. News from Town: you may build one unbuilt action building at \
               its full cost, placing no worker. Scrimshaw: $3 for each Empty Sea drawn in this \
               round's whaling phase, so none while that draw is still to come. Ship in a Bottle: \
               one of your ships idle at home goes onto the card for the rest of the game, your \
               pick if both are there; with none the card does nothing. Uncharted Desert Isle: 3 \
               wood and 3 food. Under Weigh: you may prepare a ship at home for 2 wood, then you \
               may launch a docked ship for its space's food. Whale Pod: tokens come out of the \
               bag until a whale does, and that whale goes on the ship, each whale in the bag as \
               likely as any other; the Empty Seas go back. Windfall: take from $4 to $8; every \
               other player takes $4 less.",
        rulings: &["NB-46", "NB-47"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_CARD_MOVES,
        title: "Cards that move ships",
        text: "Card moves follow the rulebook's movement resolution: no ship goes past space 6 \
               (Nantucket Sleigh Ride aside) or out of the Return space, and a ship whose target \
               is full stops at the last space with room on its way. Gulf Stream: each of your \
               ships at sea moves 2 spaces out and arrives 1st, the ships there dropping a rank; \
               the one farther out moves first. Trade Winds: its ship moves 3 spaces out, arriving \
               behind the ships there; then you may sell wood and food at $1 each. Gam: one of \
               your ships at sea joins your other one's space, behind the ships there; with one \
               ship at sea, nothing. Nantucket Sleigh Ride: its ship goes beyond space 6, shown as \
               space 7, with a Bowhead Whale from the bag if one is left; there it chooses after \
               every other ship, and the next movement brings it to space 6. A Captain's House \
               used on it pays 6 food.",
        rulings: &["NB-45", "NB-46"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_OMENS_CARDS,
        title: "Omens cards on taking",
        text:
            "Broken Mass: pay 3 wood or send one of your ships at sea to the Return space, where \
               it comes home at the next movement and is unloaded as usual; nothing if neither can \
               be done. Man Overboard: one of your workers misses the next round, so you place \
               only one that round; taken at the Library, a worker goes onto the card at once and \
               frees its space: your choice of the two if both are out, else the Library's. Rotten Decking: every other player \
               gives you 2 wood, or all they have if less, and the put-back cards of both decks \
               become unseen again. The Sermon: once, when the Seamen's Bethel is built, or on \
               being taken if it already stands, every player except the card's holder pays $1 if \
               they have any, the Bethel's owner too, and the Bethel's owner gains $5. Those \
               struck by Rotten Decking or The Sermon may answer (see ships-log-omens).",
        rulings: &["NB-46", "NB-47", "NB-48"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_MOMENTS,
        title: "Once-only cards and their moments",
        text: "Twelve Omens act once, at a set moment their holder picks: at the start of a round \
               (The Dice of Fate, Refinery Fire); after the whaling draw, before any ship chooses \
               (Burned Oil, Ice Sheet, The Mast-Head, Rats, Sea Ice, Sharks, Stove Boat: see \
               ships-log-whaling-omens); or before ships move (Reef, Typhoon, Wreck of the Essex). \
               At each moment every holder of an unplayed one is asked, in turn order from the \
               first player; a holder may play several, each settled before the next. The Dice of \
               Fate: no first-worker bonus anywhere this round. Refinery Fire: one action building \
               of each player, its own included, lies face down this round, unusable, though a \
               Post Office still pays. Reef: each player, its own included, pays 1 wood or moves \
               a ship 1 space toward port; Typhoon likewise, but only by moving a ship. Wreck of \
               the Essex: each other player pays 1 food or moves a ship likewise.",
        rulings: &["NB-49"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_WHALING_OMENS,
        title: "Omens of the whaling phase",
        text: "Burned Oil: every player, its own included, gives up a Right or Bowhead Whale from \
               one of their ships, as they choose. Ice Sheet: ships on spaces 4 to 6 take no whale \
               token this phase, though they may take a card; ships do not move while whaling, so \
               its clause sending them back has nothing to undo. The Mast-Head: every Right Whale \
               drawn goes back into the bag. Rats: every other player pays 1 food or gives up a \
               Right Whale from a ship. Sea Ice: nobody but its player takes a Bowhead Whale this \
               phase. Sharks: one more token is drawn (see chance-table-mode), then the most \
               valuable whale drawn leaves the game. Stove Boat: every other player pays its \
               player 1 wood to take a whale token this phase, so no wood means no whale; cards \
               stay free. Whales given up leave the game.",
        rulings: &["NB-49"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_OMENS,
        title: "Answering Omens: Insurance and Calm Seas",
        text:
            "The Omens that strike players (Burned Oil, Rats, Reef, Typhoon, Wreck of the Essex, \
               Rotten Decking, The Sermon, Refinery Fire) reach them one at a time, in turn order \
               from the card's player. A struck player with a choice, of what to pay or which ship \
               or whale, or with a shield is asked; one with a single way to be struck is struck \
               at once, and one with nothing to give is passed over. A player whose worker, Mayor \
               or Bridge token stands on the Insurance may ignore the card for free; otherwise an \
               unspent Calm Seas may ignore it and is then used. A shielded player may still let \
               the card strike. Sharks, The Mast-Head, The Dice of Fate, Ice Sheet, Sea Ice and \
               Stove Boat change the draw or a rule for a phase and strike no single player at one \
               moment, so nothing shields from them.",
        rulings: &["NB-50"],
    },
    RuleSection {
        id: rule::BUILDING_LIBRARY,
        title: "Library",
        text:
            "Ship's Log. Cost: 1 wood, 1 brick. Action: take one of the face-up Ship's Log cards \
               as if a ship had chosen it; that deck shows no new card until the end of round (see \
               ships-log-deck). A card meant for the ship that chose it (Nantucket Sleigh Ride, \
               Trade Winds, Whale Pod) acts on a ship of yours at sea that you name, or the only \
               one; with none at sea, Sleigh Ride and Whale Pod do nothing and Trade Winds only \
               sells. Scrimshaw finds no Empty Sea yet, as the round's draw is still to come. Man \
               Overboard taken here sends a worker of yours onto the card at once, freeing its \
               space (see ships-log-omens-cards). The Library is refused for a deck that shows no card.",
        rulings: &["NB-46", "NB-47"],
    },
    RuleSection {
        id: rule::BUILDING_INSURANCE,
        title: "Insurance",
        text:
            "Ship's Log. Cost: 1 wood, 1 brick, $2. Action: take $3. Then, while your worker (or \
               your Mayor or Bridge token) stands on it, you may ignore any Omen that strikes you \
               at no cost, or let it strike if you prefer (see ships-log-omens). The worker stands \
               there until the end of round, through the movement and whaling phases; one the Inn \
               picks up has left, and the shield with it. Refinery Fire comes at the start of a \
               round, before any worker is placed, so only Calm Seas can meet it.",
        rulings: &["NB-32", "NB-50"],
    },
    RuleSection {
        id: rule::SHIPS_LOG_VICTORY,
        title: "Newspaper and the scoring cards",
        text: "Newspaper (victory building; 2 wood, 2 food): 1 VP per 2 pages of its owner's \
               Ship's Log, on top of the building's own 1 VP. Every card taken is a page, used or \
               not, the scoring card included. Cards that score, as the score sheet counts them: \
               Corpusants, 1 VP per Sperm Whale you own; Message in a Bottle, 1 VP per 2 pages; \
               Ship in a Bottle, 2 VP with a ship on it; Broken Mass and Man Overboard, 1 VP each; \
               The Dice of Fate and The Mast-Head, 1 VP each once played; The Sermon, 1 VP unless \
               you own the Seamen's Bethel. A Ship in a Bottle that holds no ship, and a Dice of \
               Fate or Mast-Head never played, score 0.",
        rulings: &["NB-07", "NB-08", "NB-10"],
    },
];
