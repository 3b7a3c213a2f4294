//! The built-in provisional practice set (ruling BH-03). The printed card lists are not
//! public, so every card here is invented to follow what the rulebook says about its deck,
//! and every card is marked `provisional`. The seven known Building names keep their known
//! abilities; their prestige is invented (ruling BH-09).

use std::sync::LazyLock;

use super::board::{PROVISIONAL_HARBOR, PROVISIONAL_PROGRESS};
use super::cards::{
    Ability, BidSpace, BuildingCard, CardBack, ContractCard, Event, Good, NewspaperCard, PriceCard,
    ShipCard, Stake, Symbol, Transport, Use,
};
use super::set::DeckSet;

/// The practice set, built once.
pub fn provisional() -> &'static DeckSet {
    static SET: LazyLock<DeckSet> = LazyLock::new(build);
    &SET
}

/// The names of the Building cards named in the rulebook (S0), with the abilities it gives
/// them; the other 13 practice buildings are invented (ruling BH-09).
pub const SOURCED_BUILDINGS: [&str; 7] = [
    "refinery",
    "train-station",
    "loading-plant",
    "lighthouse",
    "status-symbol",
    "commodity-exchange",
    "bank",
];

fn build() -> DeckSet {
    DeckSet {
        ships: ships(),
        contracts: contracts(),
        buildings: buildings(),
        prices: prices(),
        newspapers: newspapers(),
        harbor: PROVISIONAL_HARBOR,
        progress: PROVISIONAL_PROGRESS,
    }
}

/// A kebab-case id from an English name: letters and digits kept (lowercased), apostrophes
/// dropped, every other run of characters one hyphen.
pub fn kebab_id(name: &str) -> String {
    let mut id = String::with_capacity(name.len());
    for c in name.chars().filter(|&c| c != '\'') {
        if c.is_ascii_alphanumeric() {
            id.push(c.to_ascii_lowercase());
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    while id.ends_with('-') {
        id.pop();
    }
    id
}

// Card backs (ruling BH-10): the icon for 2, 3 and 4 players by a card's position within its
// phase. B = both lengths, L = long game only, U = not used at that count.
const B: Use = Use::Both;
const L: Use = Use::LongOnly;
const U: Use = Use::Unused;

/// Per phase of 12 Ships: 2p 6 both + 2 long, 3p 8 + 2, 4p 9 + 3.
const SHIP_BACKS: [[Use; 3]; 12] = [
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [L, B, B],
    [L, B, B],
    [U, L, B],
    [U, L, L],
    [U, U, L],
    [U, U, L],
];

/// Per phase of 14 Contracts: 2p 7 both + 2 long, 3p 10 + 2, 4p 11 + 3.
const CONTRACT_BACKS: [[Use; 3]; 14] = [
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [B, B, B],
    [L, B, B],
    [L, B, B],
    [U, B, B],
    [U, L, B],
    [U, L, L],
    [U, U, L],
    [U, U, L],
];

fn back(phase: u8, uses: [Use; 3]) -> CardBack {
    let [two, three, four] = uses;
    CardBack {
        phase,
        two,
        three,
        four,
    }
}

const BA: Symbol = Symbol::Barrel;
const CR: Symbol = Symbol::Crate;
const CO: Symbol = Symbol::Container;
const PA: Symbol = Symbol::Passenger;
const WI: Symbol = Symbol::Wild;

/// (name, lay time, cargo, cargo count, berth, prestige).
type ShipRow = (&'static str, u8, Symbol, u8, u8, u8);

/// Ships by phase (ruling BH-10): phase 1 small and cheap (berth 0–1, 1–2 stars), phase 4 big
/// (berth 2–3, 3–5 stars); 7 carry wild cargo.
const SHIPS: [[ShipRow; 12]; 4] = [
    [
        ("Harbor Launch", 1, PA, 1, 0, 1),
        ("Pilot Boat", 1, PA, 2, 0, 1),
        ("Fishing Cutter", 2, CR, 2, 0, 1),
        ("River Barge", 2, BA, 2, 0, 1),
        ("Coastal Lighter", 2, CO, 1, 0, 1),
        ("Ferry Weser", 2, PA, 3, 1, 2),
        ("Mail Steamer", 3, WI, 1, 1, 1),
        ("Schooner Anna", 2, CR, 3, 1, 1),
        ("Ketch Seagull", 3, BA, 2, 1, 2),
        ("Packet Boat", 1, WI, 2, 1, 1),
        ("Tender Helga", 3, CO, 2, 1, 2),
        ("Sloop Greta", 3, BA, 3, 1, 2),
    ],
    [
        ("Coaster Elbe", 2, CR, 3, 1, 2),
        ("Steam Trawler", 3, BA, 3, 1, 2),
        ("Paddle Steamer", 2, PA, 4, 1, 2),
        ("Brig Hanseat", 3, CR, 4, 1, 2),
        ("Cargo Liner Jade", 3, CO, 2, 2, 2),
        ("Timber Carrier", 4, CR, 4, 2, 3),
        ("Reefer Polar Star", 3, CO, 3, 2, 2),
        ("Tramp Steamer", 4, WI, 2, 1, 2),
        ("Emigrant Ship Hope", 3, PA, 3, 2, 3),
        ("Oil Barge Kiel", 2, BA, 4, 2, 2),
        ("Feeder Ship Ems", 4, CO, 3, 2, 3),
        ("Bark Seute Deern", 4, BA, 3, 2, 3),
    ],
    [
        ("Freighter Luebeck", 3, CR, 5, 2, 3),
        ("Passenger Liner Columbus", 4, PA, 4, 2, 3),
        ("Container Ship Atlantic", 3, CO, 3, 2, 3),
        ("Tanker North Sea", 4, BA, 4, 2, 3),
        ("Car Carrier", 2, WI, 3, 2, 2),
        ("Bulk Carrier Weserland", 3, CR, 4, 1, 2),
        ("Cruise Ship Aurora", 5, PA, 5, 3, 4),
        ("Heavy Lift Ship", 3, CO, 4, 3, 4),
        ("Liner Bremen", 4, PA, 3, 2, 4),
        ("Chemical Tanker", 3, BA, 5, 3, 3),
        ("Multipurpose Ship Delta", 5, WI, 3, 2, 3),
        ("Banana Reefer", 4, CO, 4, 2, 3),
    ],
    [
        ("Oil Tanker", 5, BA, 5, 3, 4),
        ("Queen Maria II", 4, PA, 5, 3, 5),
        ("Container Giant Pacific", 4, CO, 5, 3, 5),
        ("Ocean Liner Europa", 5, PA, 4, 3, 4),
        ("Supertanker Titan", 5, BA, 4, 3, 5),
        ("Ro-Ro Ship Nordic", 3, WI, 4, 2, 3),
        ("Four-Master Passat", 4, CR, 5, 2, 4),
        ("Container Ship Asia", 3, CO, 4, 2, 3),
        ("Research Vessel Polarstern", 3, WI, 3, 2, 4),
        ("Freighter Columbia", 4, CR, 4, 2, 3),
        ("Cruise Liner Magnifica", 5, PA, 5, 3, 5),
        ("LNG Carrier Arctic", 4, BA, 3, 2, 4),
    ],
];

fn ships() -> Vec<ShipCard> {
    let mut cards = Vec::with_capacity(48);
    for (phase, rows) in (1..).zip(&SHIPS) {
        for (row, uses) in rows.iter().zip(SHIP_BACKS) {
            let &(name, lay_time, cargo, cargo_count, berth, prestige) = row;
            cards.push(ShipCard {
                id: kebab_id(name),
                name: name.to_owned(),
                lay_time,
                cargo,
                cargo_count,
                berth,
                prestige,
                back: back(phase, uses),
                provisional: true,
            });
        }
    }
    cards
}

/// One practice Contract: the id is made from its phase and position unless it is named.
#[derive(Clone, Copy)]
struct ContractRow {
    id: Option<&'static str>,
    delivery_time: u8,
    goods: &'static [Symbol],
    penalty: Option<Stake>,
    reward: Option<Stake>,
    transport: Transport,
}

const fn c(
    delivery_time: u8,
    goods: &'static [Symbol],
    penalty: Option<Stake>,
    reward: Option<Stake>,
    transport: Transport,
) -> ContractRow {
    ContractRow {
        id: None,
        delivery_time,
        goods,
        penalty,
        reward,
        transport,
    }
}

const fn m(money: u8) -> Option<Stake> {
    Some(Stake::Money(money))
}

const PR: Option<Stake> = Some(Stake::Prestige);
const NO: Option<Stake> = None;
const TK: Transport = Transport::Truck;
const TN: Transport = Transport::Train;

/// The rulebook's worked example (S0, read as in components §8): barrel + container + crate,
/// reward 1 money, penalty 1 prestige. Its delivery time and back are invented.
const WORKED_EXAMPLE: ContractRow = ContractRow {
    id: Some("worked-example"),
    ..c(3, &[BA, CO, CR], PR, m(1), TK)
};

/// Contracts by phase (ruling BH-10): phase 1 asks 1–2 goods for small penalties, phase 4
/// asks 3–4 goods for penalties up to 5 and rewards up to 4; a third travel by train.
const CONTRACTS: [[ContractRow; 14]; 4] = [
    [
        c(3, &[BA], m(1), NO, TK),
        c(3, &[CR], m(1), NO, TK),
        c(3, &[CO], m(1), NO, TN),
        c(3, &[PA], NO, m(1), TK),
        c(2, &[BA, CR], m(2), NO, TK),
        c(2, &[CR, CO], m(2), NO, TN),
        c(4, &[CO, PA], m(2), m(1), TK),
        c(4, &[PA, BA], m(1), NO, TN),
        c(2, &[WI], m(1), NO, TK),
        c(3, &[CR, CR], m(1), m(1), TK),
        c(4, &[BA, BA], m(2), NO, TN),
        c(3, &[WI, CO], m(2), NO, TK),
        c(2, &[PA, PA], NO, m(2), TK),
        c(4, &[CR, WI], m(1), NO, TN),
    ],
    [
        WORKED_EXAMPLE,
        c(3, &[BA, CR, CR], m(2), NO, TN),
        c(4, &[CO, CO], m(3), m(1), TK),
        c(2, &[PA, CR], m(2), NO, TK),
        c(3, &[BA, CO], m(2), m(1), TN),
        c(4, &[PA, PA, WI], m(3), NO, TK),
        c(3, &[CR, CO, PA], m(2), m(2), TN),
        c(5, &[BA, BA, CO], m(3), NO, TK),
        c(2, &[WI, WI], m(2), NO, TK),
        c(3, &[CO, PA], NO, m(2), TN),
        c(4, &[CR, CR, BA], m(2), NO, TK),
        c(3, &[PA, CO, WI], PR, NO, TN),
        c(1, &[BA], m(1), NO, TK),
        c(5, &[CO, CR, CR], m(3), m(1), TK),
    ],
    [
        c(3, &[BA, BA, CR, CO], m(4), m(2), TK),
        c(4, &[PA, PA, CO], m(3), m(1), TN),
        c(2, &[CO, WI], m(3), NO, TK),
        c(5, &[CR, CR, CR, BA], m(3), m(2), TN),
        c(3, &[BA, PA, WI], m(4), NO, TK),
        c(4, &[CO, CO, PA], PR, m(2), TK),
        c(1, &[PA], m(2), NO, TK),
        c(3, &[WI, WI, WI], m(3), NO, TN),
        c(4, &[BA, CO, CR, PA], m(4), PR, TK),
        c(2, &[CR, BA], m(2), m(1), TN),
        c(5, &[CO, CO, BA, BA], m(4), m(2), TK),
        c(3, &[PA, CR, WI], PR, NO, TN),
        c(4, &[BA, BA, PA], m(3), m(1), TK),
        c(3, &[CO, CR], NO, m(2), TK),
    ],
    [
        c(4, &[CO, CO, CO, PA], m(5), m(3), TK),
        c(5, &[BA, BA, BA, CR], m(4), m(3), TN),
        c(3, &[PA, PA, PA], m(4), m(2), TK),
        c(4, &[WI, WI, CO, CO], PR, m(3), TN),
        c(5, &[CR, CR, CO, PA], m(5), PR, TK),
        c(2, &[BA, CO, PA], m(4), m(2), TK),
        c(4, &[WI, WI, WI, WI], m(5), m(4), TN),
        c(3, &[CO, PA, BA], PR, PR, TK),
        c(5, &[PA, PA, CO, CO], m(4), m(3), TK),
        c(4, &[BA, CR, CO, WI], m(3), m(2), TN),
        c(3, &[CR, CR, CR], m(3), NO, TK),
        c(5, &[BA, BA, CO, CO], m(5), m(4), TN),
        c(4, &[PA, BA, WI], m(4), m(2), TK),
        c(3, &[CO, CO, CR, CR], NO, m(3), TK),
    ],
];

fn contracts() -> Vec<ContractCard> {
    let mut cards = Vec::with_capacity(56);
    for (phase, rows) in (1..).zip(&CONTRACTS) {
        for (position, (row, uses)) in (1..).zip(rows.iter().zip(CONTRACT_BACKS)) {
            let id = row
                .id
                .map_or_else(|| format!("p{phase}-{position:02}"), str::to_owned);
            cards.push(ContractCard {
                id,
                delivery_time: row.delivery_time,
                goods: row.goods.to_vec(),
                penalty: row.penalty,
                reward: row.reward,
                transport: row.transport,
                back: back(phase, uses),
                provisional: true,
            });
        }
    }
    cards
}

/// (name, prestige, ability). The first seven are the rulebook's names with the abilities it
/// describes; every prestige value and the other 13 cards are invented (ruling BH-09).
const BUILDINGS: [(&str, u8, Ability); 20] = [
    ("Refinery", 1, Ability::Produces { good: Good::Barrel }),
    ("Train Station", 1, Ability::TrainBids { bonus: 1 }),
    ("Loading Plant", 1, Ability::FreePacking),
    ("Lighthouse", 2, Ability::ShipBonus { money: 2 }),
    ("Status Symbol", 3, Ability::None),
    ("Commodity Exchange", 1, Ability::CommodityExchange),
    ("Bank", 1, Ability::Bank { money: 2 }),
    ("Warehouse", 1, Ability::Storage { goods: 2 }),
    ("Bonded Store", 0, Ability::Storage { goods: 3 }),
    ("Cooperage", 1, Ability::Produces { good: Good::Barrel }),
    ("Crate Works", 1, Ability::Produces { good: Good::Crate }),
    (
        "Container Yard",
        1,
        Ability::Produces {
            good: Good::Container,
        },
    ),
    (
        "Emigration Hall",
        2,
        Ability::Produces {
            good: Good::Passenger,
        },
    ),
    ("Customs House", 1, Ability::Earns { money: 2 }),
    ("Fish Market", 2, Ability::Earns { money: 1 }),
    ("Tug Station", 1, Ability::Tugboats { berth: 1 }),
    ("Freight Office", 1, Ability::ContractBonus { money: 2 }),
    ("Harbor Master's Office", 1, Ability::Income { money: 2 }),
    ("Sailors' Home", 2, Ability::Income { money: 1 }),
    ("Town Hall", 3, Ability::None),
];

fn buildings() -> Vec<BuildingCard> {
    BUILDINGS
        .iter()
        .map(|&(name, prestige, ability)| BuildingCard {
            id: kebab_id(name),
            name: name.to_owned(),
            prestige,
            ability,
            provisional: true,
        })
        .collect()
}

/// The 24 orderings of the prices 1–4 over barrel, crate, container and passenger, in
/// lexicographic order (ruling BH-07).
fn prices() -> Vec<PriceCard> {
    let mut cards = Vec::with_capacity(24);
    for barrel in 1..=4 {
        for crate_ in 1..=4 {
            for container in 1..=4 {
                for passenger in 1..=4 {
                    let mut sorted = [barrel, crate_, container, passenger];
                    sorted.sort_unstable();
                    if sorted == [1, 2, 3, 4] {
                        cards.push(PriceCard {
                            barrel,
                            crate_,
                            container,
                            passenger,
                            provisional: true,
                        });
                    }
                }
            }
        }
    }
    cards
}

/// (progress, event, solo bid space): 8 ones and 10 twos; each of the nine solo spaces the
/// rules name appears twice; the Fall (1 money per Contract) is the one sourced event
/// (ruling BH-08).
const NEWSPAPERS: [(u8, Event, BidSpace); 18] = [
    (1, Event::Quiet, BidSpace::Building),
    (
        2,
        Event::ContractCharge { money: 1 },
        BidSpace::BuildingPermit,
    ),
    (2, Event::Subsidy { money: 2 }, BidSpace::GrowInfluence),
    (1, Event::Tax { money: 2 }, BidSpace::PriceCards),
    (2, Event::Pirates, BidSpace::CareerLadder),
    (1, Event::HarborDues { money: 1 }, BidSpace::Ship(1)),
    (2, Event::ContractBonus { money: 1 }, BidSpace::Ship(2)),
    (2, Event::Scandal, BidSpace::Contract(1)),
    (1, Event::Fair { buildings: 2 }, BidSpace::Contract(2)),
    (2, Event::Subsidy { money: 3 }, BidSpace::Building),
    (1, Event::Tax { money: 3 }, BidSpace::BuildingPermit),
    (
        2,
        Event::ContractCharge { money: 2 },
        BidSpace::GrowInfluence,
    ),
    (2, Event::Pirates, BidSpace::PriceCards),
    (1, Event::Quiet, BidSpace::CareerLadder),
    (2, Event::HarborDues { money: 2 }, BidSpace::Ship(1)),
    (1, Event::Fair { buildings: 3 }, BidSpace::Ship(2)),
    (2, Event::ContractBonus { money: 2 }, BidSpace::Contract(1)),
    (1, Event::Subsidy { money: 1 }, BidSpace::Contract(2)),
];

fn newspapers() -> Vec<NewspaperCard> {
    NEWSPAPERS
        .iter()
        .map(|&(progress, event, solo_space)| NewspaperCard {
            progress,
            event,
            solo_space,
            provisional: true,
        })
        .collect()
}
