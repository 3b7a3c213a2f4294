//! The 32 Ship's Log cards of Rising Tide (components file §8): one copy of each of 16
//! Providence and 16 Omens names (ruling NB-09). Single source: the Rising Tide rulebook.

use serde_json::json;

use crate::core::components::{Component, Provenance};

use super::super::info::Module;
use super::Count;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deck {
    Providence,
    Omen,
}

/// When a card takes effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timing {
    WhenSelected,
    /// Once, at a moment of the holder's choosing within the printed phase.
    Once,
    GameEnd,
    /// When the Seamen's Bethel is built, or on selection if it already stands.
    SeamensBethelBuilt,
}

/// What a card adds to its holder's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardPoints {
    Flat(u32),
    /// Scores only if its effect happened; the sheet lists the others as unused (ruling NB-07).
    WhenUsed(u32),
    /// Scores unless the holder owns this building.
    UnlessOwner {
        building: &'static str,
        points: u32,
    },
    Per {
        count: Count,
        per: u32,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardSpec {
    pub id: &'static str,
    pub name: &'static str,
    pub deck: Deck,
    pub timing: Timing,
    pub points: Option<CardPoints>,
    pub summary: &'static str,
}

impl CardSpec {
    pub fn component(&self) -> Component {
        let deck = match self.deck {
            Deck::Providence => "providence",
            Deck::Omen => "omen",
        };
        let timing = match self.timing {
            Timing::WhenSelected => "when-selected",
            Timing::Once => "once",
            Timing::GameEnd => "game-end",
            Timing::SeamensBethelBuilt => "when-seamens-bethel-built",
        };
        let component = Component::new(
            self.id,
            self.name,
            "ships-log-card",
            self.summary,
            Provenance::SingleSource,
            &["SEED-RT"],
        )
        .with_module(Module::ShipsLog.id())
        .with_printed("deck", deck)
        .with_printed("timing", timing);
        match self.points {
            Some(
                CardPoints::Flat(points)
                | CardPoints::WhenUsed(points)
                | CardPoints::UnlessOwner { points, .. },
            ) => component.with_printed("victory_points", points),
            Some(CardPoints::Per { count, per }) => component.with_printed(
                "victory_points_per",
                json!({"count": count.id(), "per": per}),
            ),
            None => component,
        }
    }
}

const fn card(
    deck: Deck,
    id: &'static str,
    name: &'static str,
    timing: Timing,
    points: Option<CardPoints>,
    summary: &'static str,
) -> CardSpec {
    CardSpec {
        id,
        name,
        deck,
        timing,
        points,
        summary,
    }
}

use Deck::{Omen, Providence};
use Timing::{GameEnd, Once, SeamensBethelBuilt, WhenSelected};

pub const SHIPS_LOG_CARDS: [CardSpec; 32] = [
    card(Providence, "beached-whale", "Beached Whale", WhenSelected, None,
        "Take 1 or 2 Right Whales out of the bag, pay their lay at once and keep them."),
    card(Providence, "calm-seas", "Calm Seas", Once, None,
        "Once, whenever you like, cancel what one Ship's Log card does to you."),
    card(Providence, "the-coffin", "The Coffin", GameEnd, None,
        "After ships return in round 12 and before the final return, take one extra ordinary action."),
    card(Providence, "corpusants", "Corpusants", GameEnd,
        Some(CardPoints::Per { count: Count::SpermWhales, per: 1 }),
        "1 VP for each Sperm Whale you own at the end."),
    card(Providence, "gam", "Gam", WhenSelected, None,
        "Move one of your ships straight to the space of your other ship; nothing happens with only one ship out."),
    card(Providence, "gulf-stream", "Gulf Stream", WhenSelected, None,
        "Move both of your ships up to 2 spaces out, each arriving first, as far as there is room; you pick the order."),
    card(Providence, "message-in-a-bottle", "Message in a Bottle", GameEnd,
        Some(CardPoints::Per { count: Count::ShipsLogPages, per: 2 }),
        "1 VP for every 2 Ship's Log cards you hold at the end, this one and spent ones included."),
    card(Providence, "nantucket-sleigh-ride", "Nantucket Sleigh Ride", WhenSelected, None,
        "The choosing ship goes beyond space 6 with a Bowhead Whale aboard; it moves as usual but picks tokens after every other ship."),
    card(Providence, "news-from-town", "News from Town", WhenSelected, None,
        "Build one action building at its usual cost without placing a worker; victory buildings are not allowed."),
    card(Providence, "scrimshaw", "Scrimshaw", WhenSelected, None,
        "Take $3 for every Empty Sea token drawn this round."),
    card(Providence, "ship-in-a-bottle", "Ship in a Bottle", WhenSelected,
        Some(CardPoints::WhenUsed(2)),
        "Retire one of your idle ships (not at sea, docked or otherwise busy) onto the card for 2 VP at the end; with no idle ship the card does nothing."),
    card(Providence, "trade-winds", "Trade Winds", WhenSelected, None,
        "Move this ship up to 3 spaces out without pushing other ships aside, and sell as much food or wood as you like."),
    card(Providence, "uncharted-desert-isle", "Uncharted Desert Isle", WhenSelected, None,
        "Gain 3 wood and 3 food."),
    card(Providence, "under-weigh", "Under Weigh", WhenSelected, None,
        "Without placing a worker you may prepare a ship for 2 wood, launch a prepared ship at the usual food cost, or both."),
    card(Providence, "whale-pod", "Whale Pod", WhenSelected, None,
        "Draw from the bag until a whale appears; it joins the choosing ship and the other drawn tokens go back."),
    card(Providence, "windfall", "Windfall", WhenSelected, None,
        "Choose an amount from $4 to $8 and take it; every other player takes $4 less than that."),
    card(Omen, "broken-mass", "Broken Mass", WhenSelected, Some(CardPoints::Flat(1)),
        "Pay 3 wood or bring one of your ships back to port; worth 1 VP. The printed title probably means a broken mast."),
    card(Omen, "burned-oil", "Burned Oil", Once, None,
        "Once in a whaling phase, every player loses one Right or Bowhead Whale from a ship out of the game."),
    card(Omen, "the-dice-of-fate", "The Dice of Fate", Once, Some(CardPoints::WhenUsed(1)),
        "Once at the start of a round, declare the dice angry: taking town spaces earns no extra reward that round (our reading). Worth 1 VP once used."),
    card(Omen, "ice-sheet", "Ice Sheet", Once, None,
        "Once in a whaling phase, ships on spaces 4, 5 and 6 may take no whale tokens that round."),
    card(Omen, "man-overboard", "Man Overboard", WhenSelected, Some(CardPoints::Flat(1)),
        "One of your workers sits on this card and misses the next round; worth 1 VP. Taken at the Library, either of your placed workers may go, and the space it stood on is free again."),
    card(Omen, "the-mast-head", "The Mast-Head", Once, Some(CardPoints::WhenUsed(1)),
        "Once, after tokens are drawn, put every drawn Right Whale back in the bag. Worth 1 VP once used."),
    card(Omen, "rats", "Rats", Once, None,
        "Once in a whaling phase, every other player gives up 1 food or a Right Whale from a ship, which leaves the game, if they have either."),
    card(Omen, "reef", "Reef", Once, None,
        "Once in a movement phase, every player pays 1 wood or moves a ship 1 space toward port."),
    card(Omen, "refinery-fire", "Refinery Fire", Once, None,
        "Once at the start of a round, turn one action building of each player face down for that round; the Post Office still pays its owner."),
    card(Omen, "rotten-decking", "Rotten Decking", WhenSelected, None,
        "Every other player gives you 2 wood, or what they can; unchosen Ship's Log cards from earlier rounds are shuffled back into their decks."),
    card(Omen, "sea-ice", "Sea Ice", Once, None,
        "Once in a whaling phase, no other player may take a Bowhead Whale."),
    card(Omen, "the-sermon", "The Sermon", SeamensBethelBuilt,
        Some(CardPoints::UnlessOwner { building: "seamens-bethel", points: 1 }),
        "When the Seamen's Bethel goes up (or on selection if it stands), every player but you pays $1, its owner included, and its owner takes $5. Worth 1 VP unless you own the Bethel."),
    card(Omen, "sharks", "Sharks", Once, None,
        "Once in a whaling phase, draw one more token, then take the most valuable whale drawn out of the game."),
    card(Omen, "stove-boat", "Stove Boat", Once, None,
        "Once in a whaling phase, other players must pay you 1 wood to put a whale token on a ship; taking a Ship's Log card stays free."),
    card(Omen, "typhoon", "Typhoon", Once, None,
        "Once in a movement phase, every player, you too, moves one ship 1 space toward port."),
    card(Omen, "wreck-of-the-essex", "Wreck of the Essex", Once, None,
        "Once in a movement phase, every other player pays 1 food or moves a ship 1 space toward port."),
];
