//! The table's own deck (`deck: table`, ruling BH-43). The printed card lists are not public,
//! so a card turned up at the table is read out one printed value at a time, each chosen from
//! the short list of what that field may print (`deck::printed`): the table's legal actions
//! stay complete and exact, and no value outside the rulebook's ranges gets in.
//!
//! The order of the values: a Ship's lay time, cargo, cargo count, berth and stars; a
//! Contract's delivery time, transport, goods one symbol at a time (then "no more goods",
//! unless it already has four), reward and penalty; a Building's ability and stars; a
//! Newspaper card's progress, event and solo bid space (every printed value, so the card in
//! the state is the card on the table); a Price card's four prices, barrel first. The first
//! report of a Ship, Contract or Building may instead say its pile is empty.

use serde::{Deserialize, Serialize};

use super::super::deck::printed::{
    every_ability, every_bid_space, every_event, BERTH, BUILDING_PRESTIGE, CARGO_COUNT,
    CONTRACT_GOODS, DELIVERY_TIME, LAY_TIME, PENALTY_MONEY, PRICE, PROGRESS, REWARD_MONEY,
    SHIP_PRESTIGE,
};
use super::super::deck::{
    Ability, BidSpace, BuildingCard, CardBack, ContractCard, Event, Good, NewspaperCard, PriceCard,
    ShipCard, Stake, Symbol, Transport, Use,
};
use super::super::rules::rule;
use super::actions::BremerhavenAction as A;
use super::cards::{BuildingId, ContractId, ShipId};
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{BremerhavenState, DeckSource, Reveal};

/// The back given to a reported Ship or Contract: the table sorts and deals its own piles by
/// their backs, so the back is never asked (ruling BH-43).
const TABLE_BACK: CardBack = CardBack {
    phase: 1,
    two: Use::Both,
    three: Use::Both,
    four: Use::Both,
};

const SYMBOLS: [Symbol; 5] = [
    Symbol::Barrel,
    Symbol::Crate,
    Symbol::Container,
    Symbol::Passenger,
    Symbol::Wild,
];

/// One printed value of a Ship card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenShipPrint))]
#[serde(tag = "field", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ShipPrint {
    /// The Ship pile is empty: the space stays empty.
    NoneLeft,
    LayTime {
        rounds: u8,
    },
    Cargo {
        cargo: Symbol,
    },
    CargoCount {
        goods: u8,
    },
    Berth {
        bollards: u8,
    },
    Prestige {
        stars: u8,
    },
}

/// One printed value of a Contract card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenContractPrint))]
#[serde(tag = "field", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ContractPrint {
    /// The Contract pile is empty.
    NoneLeft,
    DeliveryTime {
        rounds: u8,
    },
    Transport {
        transport: Transport,
    },
    /// The next goods symbol, left to right.
    Good {
        symbol: Symbol,
    },
    /// The card shows no more goods symbols.
    NoMoreGoods,
    Reward {
        reward: Option<Stake>,
    },
    Penalty {
        penalty: Option<Stake>,
    },
}

/// One printed value of a Building card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenBuildingPrint))]
#[serde(tag = "field", rename_all = "kebab-case", deny_unknown_fields)]
pub enum BuildingPrint {
    /// The Building stack is empty.
    NoneLeft,
    /// What the Building does, in the engine's vocabulary of abilities.
    Ability {
        ability: Ability,
    },
    Prestige {
        stars: u8,
    },
}

/// One printed value of a Newspaper card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenNewspaperPrint))]
#[serde(tag = "field", rename_all = "kebab-case", deny_unknown_fields)]
pub enum NewspaperPrint {
    /// Spaces the Ship ahoy! side moves the Ship token.
    Progress {
        spaces: u8,
    },
    Event {
        event: Event,
    },
    /// The bidding space the solo dummy takes.
    SoloSpace {
        space: BidSpace,
    },
}

/// The card being read out, with the values reported so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenPrinting))]
#[serde(tag = "deck", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Printing {
    Ship {
        printed: Vec<ShipPrint>,
    },
    Contract {
        printed: Vec<ContractPrint>,
    },
    Building {
        printed: Vec<BuildingPrint>,
    },
    Newspaper {
        printed: Vec<NewspaperPrint>,
    },
    /// Prices in the order barrel, crate, container, passenger.
    Price {
        printed: Vec<u8>,
    },
}

/// The table's own deck, public: nothing about it is hidden, the table reads each card out.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenTableDeck))]
#[serde(deny_unknown_fields)]
pub struct TableDeck {
    /// The card being read out, once its first value is in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printing: Option<Printing>,
    /// Cards reported so far; a reported card's id counts them (`table-ship-7`).
    pub reported: u16,
}

/// A card whose values are all in, or an empty pile.
pub enum Drawn {
    Ship(Option<ShipId>),
    Contract(Option<ContractId>),
    Building(Option<BuildingId>),
    Newspaper(Option<NewspaperCard>),
    Price(PriceCard),
}

/// The printed value the table reports next, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    LayTime,
    Cargo,
    CargoCount,
    Berth,
    ShipPrestige,
    DeliveryTime,
    Transport,
    Good { more: bool },
    Reward,
    Penalty,
    Ability,
    BuildingPrestige,
    Progress,
    Event,
    SoloSpace,
    Price(Good),
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let range = |r: &std::ops::RangeInclusive<u8>| format!("{} to {}", r.start(), r.end());
        match *self {
            Self::LayTime => write!(f, "the Ship's lay time, {} rounds", range(&LAY_TIME)),
            Self::Cargo => {
                f.write_str("the Ship's cargo: barrel, crate, container, passenger or wild")
            }
            Self::CargoCount => write!(
                f,
                "how many goods the Ship carries, {}",
                range(&CARGO_COUNT)
            ),
            Self::Berth => write!(f, "the Ship's berth, {} bollards", range(&BERTH)),
            Self::ShipPrestige => write!(f, "the Ship's stars, {}", range(&SHIP_PRESTIGE)),
            Self::DeliveryTime => write!(
                f,
                "the Contract's delivery time, {} rounds",
                range(&DELIVERY_TIME)
            ),
            Self::Transport => f.write_str("the Contract's transport: truck or train"),
            Self::Good { more: false } => f.write_str("the Contract's first goods symbol"),
            Self::Good { more: true } => f.write_str(
                "the Contract's next goods symbol, or that it shows no more (at most 4)",
            ),
            Self::Reward => write!(
                f,
                "the Contract's reward: none, {} money, or one prestige",
                range(&REWARD_MONEY)
            ),
            Self::Penalty => write!(
                f,
                "the Contract's penalty: none, {} money, or one prestige",
                range(&PENALTY_MONEY)
            ),
            Self::Ability => f.write_str("the Building's ability"),
            Self::BuildingPrestige => {
                write!(f, "the Building's stars, {}", range(&BUILDING_PRESTIGE))
            }
            Self::Progress => write!(
                f,
                "the Newspaper card's Ship ahoy! spaces, {}",
                range(&PROGRESS)
            ),
            Self::Event => f.write_str("the Newspaper card's event"),
            Self::SoloSpace => f.write_str("the Newspaper card's solo bidding space"),
            Self::Price(good) => write!(
                f,
                "what a {} sells for on the Price card, {}, each good a different price",
                good.name(),
                range(&PRICE)
            ),
        }
    }
}

/// Whether this reveal is a card the table reads out value by value.
pub fn reads_out(state: &BremerhavenState, reveal: Reveal) -> bool {
    state.deck_source == DeckSource::Table
        && !matches!(reveal, Reveal::Rank | Reveal::DummyCard { .. })
}

fn empty_printing(reveal: Reveal) -> Option<Printing> {
    match reveal {
        Reveal::Ship { .. } => Some(Printing::Ship {
            printed: Vec::new(),
        }),
        Reveal::StartingContract { .. } | Reveal::Contract { .. } => Some(Printing::Contract {
            printed: Vec::new(),
        }),
        Reveal::StartingBuilding { .. } | Reveal::Building => Some(Printing::Building {
            printed: Vec::new(),
        }),
        Reveal::Progress | Reveal::DummyNewspaper => Some(Printing::Newspaper {
            printed: Vec::new(),
        }),
        Reveal::TopPrice => Some(Printing::Price {
            printed: Vec::new(),
        }),
        Reveal::Rank | Reveal::DummyCard { .. } => None,
    }
}

/// Whether a card in progress is the kind of card `reveal` asks for, with values the table
/// could have reported one by one (and not yet complete).
pub fn answers(printing: &Printing, reveal: Reveal) -> bool {
    let Some(mut replayed) = empty_printing(reveal) else {
        return false;
    };
    if std::mem::discriminant(&replayed) != std::mem::discriminant(printing) {
        return false;
    }
    let reports: Vec<A> = match printing {
        Printing::Ship { printed } => printed
            .iter()
            .map(|&print| A::ShipPrinted { print })
            .collect(),
        Printing::Contract { printed } => printed
            .iter()
            .map(|&print| A::ContractPrinted { print })
            .collect(),
        Printing::Building { printed } => printed
            .iter()
            .map(|&print| A::BuildingPrinted { print })
            .collect(),
        Printing::Newspaper { printed } => printed
            .iter()
            .map(|&print| A::NewspaperPrinted { print })
            .collect(),
        Printing::Price { printed } => printed
            .iter()
            .zip(Good::ALL)
            .map(|(&price, good)| A::PricePrinted { good, price })
            .collect(),
    };
    for report in &reports {
        let mut fits = Vec::new();
        listed(&replayed, &mut fits);
        if !fits.contains(report) || next_field(&replayed).is_none() {
            return false;
        }
        match (&mut replayed, *report) {
            (Printing::Ship { printed }, A::ShipPrinted { print })
                if print != ShipPrint::NoneLeft =>
            {
                printed.push(print)
            }
            (Printing::Contract { printed }, A::ContractPrinted { print })
                if print != ContractPrint::NoneLeft =>
            {
                printed.push(print)
            }
            (Printing::Building { printed }, A::BuildingPrinted { print })
                if print != BuildingPrint::NoneLeft =>
            {
                printed.push(print)
            }
            (Printing::Newspaper { printed }, A::NewspaperPrinted { print }) => printed.push(print),
            (Printing::Price { printed }, A::PricePrinted { price, .. }) => printed.push(price),
            _ => return false,
        }
    }
    // A complete card would have been placed already.
    next_field(&replayed).is_some()
}

/// The card being read out for `reveal`: the one in progress, or a fresh one.
fn printing(state: &BremerhavenState, reveal: Reveal) -> Option<Printing> {
    state
        .table_deck
        .as_ref()
        .and_then(|deck| deck.printing.clone())
        .or_else(|| empty_printing(reveal))
}

const SHIP_FIELDS: [Field; 5] = [
    Field::LayTime,
    Field::Cargo,
    Field::CargoCount,
    Field::Berth,
    Field::ShipPrestige,
];
const BUILDING_FIELDS: [Field; 2] = [Field::Ability, Field::BuildingPrestige];
const NEWSPAPER_FIELDS: [Field; 3] = [Field::Progress, Field::Event, Field::SoloSpace];

fn next_contract_field(printed: &[ContractPrint]) -> Option<Field> {
    let goods = printed
        .iter()
        .filter(|print| matches!(print, ContractPrint::Good { .. }))
        .count();
    let has = |wanted: fn(&ContractPrint) -> bool| printed.iter().any(wanted);
    let goods_done = goods >= *CONTRACT_GOODS.end() || has(|p| *p == ContractPrint::NoMoreGoods);
    if !has(|p| matches!(p, ContractPrint::DeliveryTime { .. })) {
        Some(Field::DeliveryTime)
    } else if !has(|p| matches!(p, ContractPrint::Transport { .. })) {
        Some(Field::Transport)
    } else if !goods_done {
        Some(Field::Good {
            more: goods >= *CONTRACT_GOODS.start(),
        })
    } else if !has(|p| matches!(p, ContractPrint::Reward { .. })) {
        Some(Field::Reward)
    } else if !has(|p| matches!(p, ContractPrint::Penalty { .. })) {
        Some(Field::Penalty)
    } else {
        None
    }
}

/// The value reported next; `None` once the card is complete.
fn next_field(printing: &Printing) -> Option<Field> {
    match printing {
        Printing::Ship { printed } => SHIP_FIELDS.get(printed.len()).copied(),
        Printing::Contract { printed } => next_contract_field(printed),
        Printing::Building { printed } => BUILDING_FIELDS.get(printed.len()).copied(),
        Printing::Newspaper { printed } => NEWSPAPER_FIELDS.get(printed.len()).copied(),
        Printing::Price { printed } => Good::ALL.get(printed.len()).copied().map(Field::Price),
    }
}

fn stakes(money: std::ops::RangeInclusive<u8>) -> Vec<Option<Stake>> {
    let mut out = vec![None];
    out.extend(money.map(|money| Some(Stake::Money(money))));
    out.push(Some(Stake::Prestige));
    out
}

/// Every report that fits the next value of the card, and the empty pile before the first.
fn listed(printing: &Printing, out: &mut Vec<A>) {
    let untouched = match printing {
        Printing::Ship { printed } => printed.is_empty(),
        Printing::Contract { printed } => printed.is_empty(),
        Printing::Building { printed } => printed.is_empty(),
        Printing::Newspaper { .. } | Printing::Price { .. } => false,
    };
    if untouched {
        out.push(match printing {
            Printing::Ship { .. } => A::ShipPrinted {
                print: ShipPrint::NoneLeft,
            },
            Printing::Contract { .. } => A::ContractPrinted {
                print: ContractPrint::NoneLeft,
            },
            _ => A::BuildingPrinted {
                print: BuildingPrint::NoneLeft,
            },
        });
    }
    let ship = |print| A::ShipPrinted { print };
    let contract = |print| A::ContractPrinted { print };
    let building = |print| A::BuildingPrinted { print };
    let newspaper = |print| A::NewspaperPrinted { print };
    let Some(field) = next_field(printing) else {
        return;
    };
    match field {
        Field::LayTime => out.extend(LAY_TIME.map(|rounds| ship(ShipPrint::LayTime { rounds }))),
        Field::Cargo => out.extend(SYMBOLS.map(|cargo| ship(ShipPrint::Cargo { cargo }))),
        Field::CargoCount => {
            out.extend(CARGO_COUNT.map(|goods| ship(ShipPrint::CargoCount { goods })))
        }
        Field::Berth => out.extend(BERTH.map(|bollards| ship(ShipPrint::Berth { bollards }))),
        Field::ShipPrestige => {
            out.extend(SHIP_PRESTIGE.map(|stars| ship(ShipPrint::Prestige { stars })))
        }
        Field::DeliveryTime => {
            out.extend(DELIVERY_TIME.map(|rounds| contract(ContractPrint::DeliveryTime { rounds })))
        }
        Field::Transport => out.extend(
            [Transport::Truck, Transport::Train]
                .map(|transport| contract(ContractPrint::Transport { transport })),
        ),
        Field::Good { more } => {
            out.extend(SYMBOLS.map(|symbol| contract(ContractPrint::Good { symbol })));
            if more {
                out.push(contract(ContractPrint::NoMoreGoods));
            }
        }
        Field::Reward => out.extend(
            stakes(REWARD_MONEY)
                .into_iter()
                .map(|reward| contract(ContractPrint::Reward { reward })),
        ),
        Field::Penalty => out.extend(
            stakes(PENALTY_MONEY)
                .into_iter()
                .map(|penalty| contract(ContractPrint::Penalty { penalty })),
        ),
        Field::Ability => out.extend(
            every_ability()
                .into_iter()
                .map(|ability| building(BuildingPrint::Ability { ability })),
        ),
        Field::BuildingPrestige => {
            out.extend(BUILDING_PRESTIGE.map(|stars| building(BuildingPrint::Prestige { stars })))
        }
        Field::Progress => {
            out.extend(PROGRESS.map(|spaces| newspaper(NewspaperPrint::Progress { spaces })))
        }
        Field::Event => out.extend(
            every_event()
                .into_iter()
                .map(|event| newspaper(NewspaperPrint::Event { event })),
        ),
        Field::SoloSpace => out.extend(
            every_bid_space()
                .into_iter()
                .map(|space| newspaper(NewspaperPrint::SoloSpace { space })),
        ),
        Field::Price(good) => {
            let taken: &[u8] = match printing {
                Printing::Price { printed } => printed,
                _ => &[],
            };
            out.extend(
                PRICE
                    .filter(|price| !taken.contains(price))
                    .map(|price| A::PricePrinted { good, price }),
            );
        }
    }
}

/// The table's reports that fit the card being read out for `reveal`.
pub fn candidates(state: &BremerhavenState, reveal: Reveal, out: &mut Vec<A>) {
    if let Some(printing) = printing(state, reveal) {
        listed(&printing, out);
    }
}

fn same_deck(printing: &Printing, action: &A) -> bool {
    matches!(
        (printing, action),
        (Printing::Ship { .. }, A::ShipPrinted { .. })
            | (Printing::Contract { .. }, A::ContractPrinted { .. })
            | (Printing::Building { .. }, A::BuildingPrinted { .. })
            | (Printing::Newspaper { .. }, A::NewspaperPrinted { .. })
            | (Printing::Price { .. }, A::PricePrinted { .. })
    )
}

/// Accepts exactly the listed reports: another deck's report, or another field's, is the
/// wrong report now; a value the field cannot print is out of range.
pub fn check(
    state: &BremerhavenState,
    reveal: Reveal,
    action: &A,
) -> Result<(), BremerhavenRefusal> {
    let Some(printing) = printing(state, reveal) else {
        return Err(wrong(rule::CHANCE_TABLE_DECK, Why::ReportReveal(reveal)));
    };
    let mut fits = Vec::new();
    listed(&printing, &mut fits);
    if fits.contains(action) {
        return Ok(());
    }
    if !same_deck(&printing, action) {
        return Err(wrong(rule::CHANCE_TABLE_DECK, Why::ReportReveal(reveal)));
    }
    let field = next_field(&printing).unwrap_or(Field::LayTime);
    // Goods symbols and "no more goods" answer the same field.
    let same_field = |a: Option<Field>, b: Option<Field>| match (a, b) {
        (Some(Field::Good { .. }), Some(Field::Good { .. })) => true,
        _ => a == b,
    };
    let wrong_field = fits
        .iter()
        .all(|listed| !same_field(print_field(listed), print_field(action)));
    if wrong_field {
        Err(wrong(rule::CHANCE_TABLE_DECK, Why::ReportNext(field)))
    } else {
        Err(refuse(
            Code::OutOfRange,
            rule::CHANCE_TABLE_DECK,
            Why::ReportNext(field),
        ))
    }
}

/// Which printed value a report gives, for telling a wrong field from a wrong value.
fn print_field(action: &A) -> Option<Field> {
    Some(match *action {
        A::ShipPrinted { print } => match print {
            ShipPrint::NoneLeft => return None,
            ShipPrint::LayTime { .. } => Field::LayTime,
            ShipPrint::Cargo { .. } => Field::Cargo,
            ShipPrint::CargoCount { .. } => Field::CargoCount,
            ShipPrint::Berth { .. } => Field::Berth,
            ShipPrint::Prestige { .. } => Field::ShipPrestige,
        },
        A::ContractPrinted { print } => match print {
            ContractPrint::NoneLeft => return None,
            ContractPrint::DeliveryTime { .. } => Field::DeliveryTime,
            ContractPrint::Transport { .. } => Field::Transport,
            ContractPrint::Good { .. } | ContractPrint::NoMoreGoods => Field::Good { more: true },
            ContractPrint::Reward { .. } => Field::Reward,
            ContractPrint::Penalty { .. } => Field::Penalty,
        },
        A::BuildingPrinted { print } => match print {
            BuildingPrint::NoneLeft => return None,
            BuildingPrint::Ability { .. } => Field::Ability,
            BuildingPrint::Prestige { .. } => Field::BuildingPrestige,
        },
        A::NewspaperPrinted { print } => match print {
            NewspaperPrint::Progress { .. } => Field::Progress,
            NewspaperPrint::Event { .. } => Field::Event,
            NewspaperPrint::SoloSpace { .. } => Field::SoloSpace,
        },
        A::PricePrinted { good, .. } => Field::Price(good),
        _ => return None,
    })
}

/// Adds an accepted report to the card; once the card is complete (or its pile is empty),
/// hands it back and clears the card in progress.
pub fn report(state: &mut BremerhavenState, reveal: Reveal, action: &A) -> Option<Drawn> {
    let mut printing = printing(state, reveal)?;
    let deck = state.table_deck.get_or_insert_with(TableDeck::default);
    let mut empty = false;
    match (&mut printing, *action) {
        (Printing::Ship { printed }, A::ShipPrinted { print }) => {
            empty = print == ShipPrint::NoneLeft;
            printed.push(print);
        }
        (Printing::Contract { printed }, A::ContractPrinted { print }) => {
            empty = print == ContractPrint::NoneLeft;
            printed.push(print);
        }
        (Printing::Building { printed }, A::BuildingPrinted { print }) => {
            empty = print == BuildingPrint::NoneLeft;
            printed.push(print);
        }
        (Printing::Newspaper { printed }, A::NewspaperPrinted { print }) => printed.push(print),
        (Printing::Price { printed }, A::PricePrinted { price, .. }) => printed.push(price),
        _ => return None,
    }
    if empty {
        deck.printing = None;
        return Some(match printing {
            Printing::Ship { .. } => Drawn::Ship(None),
            Printing::Contract { .. } => Drawn::Contract(None),
            _ => Drawn::Building(None),
        });
    }
    if next_field(&printing).is_some() {
        deck.printing = Some(printing);
        return None;
    }
    deck.printing = None;
    deck.reported = deck.reported.saturating_add(1);
    let number = deck.reported;
    let drawn = match printing {
        // A reported card joins the catalogue, which copies it if other states share it:
        // only the table's own deck grows it, once a card.
        Printing::Ship { printed } => {
            Drawn::Ship(ship(&printed, number).and_then(|card| state.cards.add_ship(card)))
        }
        Printing::Contract { printed } => Drawn::Contract(
            contract(&printed, number).and_then(|card| state.cards.add_contract(card)),
        ),
        Printing::Building { printed } => Drawn::Building(
            building(&printed, number).and_then(|card| state.cards.add_building(card)),
        ),
        Printing::Newspaper { printed } => Drawn::Newspaper(newspaper(&printed)),
        Printing::Price { printed } => Drawn::Price(price(&printed)?),
    };
    Some(drawn)
}

fn ship(printed: &[ShipPrint], number: u16) -> Option<ShipCard> {
    let [ShipPrint::LayTime { rounds }, ShipPrint::Cargo { cargo }, ShipPrint::CargoCount { goods }, ShipPrint::Berth { bollards }, ShipPrint::Prestige { stars }] =
        *printed
    else {
        return None;
    };
    Some(ShipCard {
        id: format!("table-ship-{number}"),
        name: format!("Ship {number}"),
        lay_time: rounds,
        cargo,
        cargo_count: goods,
        berth: bollards,
        prestige: stars,
        back: TABLE_BACK,
        provisional: false,
    })
}

fn contract(printed: &[ContractPrint], number: u16) -> Option<ContractCard> {
    let delivery_time = printed.iter().find_map(|print| match *print {
        ContractPrint::DeliveryTime { rounds } => Some(rounds),
        _ => None,
    })?;
    let transport = printed.iter().find_map(|print| match *print {
        ContractPrint::Transport { transport } => Some(transport),
        _ => None,
    })?;
    let reward = printed.iter().find_map(|print| match *print {
        ContractPrint::Reward { reward } => Some(reward),
        _ => None,
    })?;
    let penalty = printed.iter().find_map(|print| match *print {
        ContractPrint::Penalty { penalty } => Some(penalty),
        _ => None,
    })?;
    let goods = printed
        .iter()
        .filter_map(|print| match *print {
            ContractPrint::Good { symbol } => Some(symbol),
            _ => None,
        })
        .collect();
    Some(ContractCard {
        id: format!("table-contract-{number}"),
        delivery_time,
        goods,
        penalty,
        reward,
        transport,
        back: TABLE_BACK,
        provisional: false,
    })
}

fn building(printed: &[BuildingPrint], number: u16) -> Option<BuildingCard> {
    let [BuildingPrint::Ability { ability }, BuildingPrint::Prestige { stars }] = *printed else {
        return None;
    };
    Some(BuildingCard {
        id: format!("table-building-{number}"),
        name: format!("Building {number}"),
        prestige: stars,
        ability,
        provisional: false,
    })
}

fn newspaper(printed: &[NewspaperPrint]) -> Option<NewspaperCard> {
    let [NewspaperPrint::Progress { spaces }, NewspaperPrint::Event { event }, NewspaperPrint::SoloSpace { space }] =
        *printed
    else {
        return None;
    };
    Some(NewspaperCard {
        progress: spaces,
        event,
        solo_space: space,
        provisional: false,
    })
}

fn price(printed: &[u8]) -> Option<PriceCard> {
    let [barrel, crate_, container, passenger] = *printed else {
        return None;
    };
    Some(PriceCard {
        barrel,
        crate_,
        container,
        passenger,
        provisional: false,
    })
}
