//! The Ship's Log cards as a compact enum tied to the component table that holds their names,
//! decks and timings (`components::ships_log`), and the two decks as the state keeps them.

use serde::{Deserialize, Serialize};

use super::super::components::ships_log::{CardSpec, Deck, Timing, SHIPS_LOG_CARDS};

/// A Ship's Log card, in the component table's order: 16 Providence, then 16 Omens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogCard))]
#[serde(rename_all = "kebab-case")]
pub enum LogCard {
    BeachedWhale,
    CalmSeas,
    TheCoffin,
    Corpusants,
    Gam,
    GulfStream,
    MessageInABottle,
    NantucketSleighRide,
    NewsFromTown,
    Scrimshaw,
    ShipInABottle,
    TradeWinds,
    UnchartedDesertIsle,
    UnderWeigh,
    WhalePod,
    Windfall,
    BrokenMass,
    BurnedOil,
    TheDiceOfFate,
    IceSheet,
    ManOverboard,
    TheMastHead,
    Rats,
    Reef,
    RefineryFire,
    RottenDecking,
    SeaIce,
    TheSermon,
    Sharks,
    StoveBoat,
    Typhoon,
    WreckOfTheEssex,
}

/// The two Ship's Log decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogDeck))]
#[serde(rename_all = "kebab-case")]
pub enum LogDeck {
    Providence,
    Omens,
}

impl LogDeck {
    pub const BOTH: [Self; 2] = [Self::Providence, Self::Omens];
}

impl LogCard {
    pub const ALL: [Self; 32] = [
        Self::BeachedWhale,
        Self::CalmSeas,
        Self::TheCoffin,
        Self::Corpusants,
        Self::Gam,
        Self::GulfStream,
        Self::MessageInABottle,
        Self::NantucketSleighRide,
        Self::NewsFromTown,
        Self::Scrimshaw,
        Self::ShipInABottle,
        Self::TradeWinds,
        Self::UnchartedDesertIsle,
        Self::UnderWeigh,
        Self::WhalePod,
        Self::Windfall,
        Self::BrokenMass,
        Self::BurnedOil,
        Self::TheDiceOfFate,
        Self::IceSheet,
        Self::ManOverboard,
        Self::TheMastHead,
        Self::Rats,
        Self::Reef,
        Self::RefineryFire,
        Self::RottenDecking,
        Self::SeaIce,
        Self::TheSermon,
        Self::Sharks,
        Self::StoveBoat,
        Self::Typhoon,
        Self::WreckOfTheEssex,
    ];

    pub fn spec(self) -> &'static CardSpec {
        &SHIPS_LOG_CARDS[self as usize % SHIPS_LOG_CARDS.len()]
    }

    pub fn id(self) -> &'static str {
        self.spec().id
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn deck(self) -> LogDeck {
        match self.spec().deck {
            Deck::Providence => LogDeck::Providence,
            Deck::Omen => LogDeck::Omens,
        }
    }

    /// Whether its holder plays it once, at a moment of their choosing (a `LogWindow`).
    pub fn played_once(self) -> bool {
        self.spec().timing == Timing::Once
    }

    /// The cards of one deck, in enum order.
    pub fn of(deck: LogDeck) -> impl Iterator<Item = Self> {
        Self::ALL
            .into_iter()
            .filter(move |card| card.deck() == deck)
    }
}

/// One deck as the table sees it: the cards nobody has seen yet (their order is decided only
/// as each is revealed, so it hides nothing), then the cards put back under it in order, and
/// the face-up card a ship may take (ruling NB-44).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = NewBedfordLogPile))]
#[serde(deny_unknown_fields)]
pub struct LogPile {
    /// Not yet revealed. Which comes next is decided only as it is revealed, so the order of
    /// this list says nothing.
    // Listed in the card enum's order.
    pub unseen: Vec<LogCard>,
    /// Put back under the deck at the end of a round, first to come back first.
    pub returned: Vec<LogCard>,
    /// The card on offer this round; `null` once taken (the next waits for the round's end).
    pub face_up: Option<LogCard>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_order_matches_the_component_table() {
        assert_eq!(LogCard::ALL.len(), SHIPS_LOG_CARDS.len());
        for (index, card) in LogCard::ALL.into_iter().enumerate() {
            assert_eq!(card as usize, index);
            assert_eq!(serde_json::to_value(card).unwrap(), card.id());
        }
        assert_eq!(LogCard::of(LogDeck::Providence).count(), 16);
        assert_eq!(LogCard::of(LogDeck::Omens).count(), 16);
    }
}
