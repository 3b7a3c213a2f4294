//! Short descriptions of actions for people, e.g. "Bid 4 on Ship space 2.1".

use super::super::deck::{BidSpace, Good, Stake, Symbol, Transport};
use super::actions::BremerhavenAction as A;
use super::general::difference;
use super::state::{BremerhavenState, Phase};
use super::table_deck::{BuildingPrint, ContractPrint, NewspaperPrint, ShipPrint};

fn space(space: BidSpace) -> String {
    match space {
        BidSpace::ParkingLot => "the Parking lot".to_owned(),
        BidSpace::Building => "the Building card".to_owned(),
        BidSpace::BuildingPermit => "the Building permit".to_owned(),
        BidSpace::GrowInfluence => "Grow influence".to_owned(),
        BidSpace::PriceCards => "the Price cards".to_owned(),
        BidSpace::CareerLadder => "the Career ladder".to_owned(),
        BidSpace::Ship(n) => format!("Ship space 2.{n}"),
        BidSpace::Contract(n) => format!("Contract space 3.{n}"),
    }
}

pub fn label(state: &BremerhavenState, action: &A) -> String {
    let seat = match state.phase {
        Phase::Permits { seat, .. } | Phase::Grow { seat } => Some(seat),
        _ => None,
    };
    let decks = state.decks.as_ref();
    match *action {
        A::TakeStartingGood { good } => format!("Take a {} as a starting good", good.name()),
        A::Bid { space: at, card } => format!("Bid {card} on {}", space(at)),
        A::PayDifference => {
            let on = if matches!(state.phase, Phase::Grow { .. }) {
                BidSpace::GrowInfluence
            } else {
                BidSpace::BuildingPermit
            };
            let due = seat.map_or(0, |seat| difference(state, on, seat).1);
            format!("Pay {due} to join {}", space(on))
        }
        A::Decline => "Decline to pay the difference".to_owned(),
        A::PlaceBollard { wall } => format!("Place a Bollard on quay wall {wall}"),
        A::ClearCover { cover } => format!("Clear Cover card {cover}"),
        A::Build { building } => {
            let name = seat
                .and_then(|seat| state.players.get(usize::from(seat)))
                .and_then(|player| player.unbuilt.get(usize::from(building)))
                .map_or("a Building", |&card| state.cards.building(card).name.as_str());
            format!("Build {name}")
        }
        A::BuyPermit => "Buy another Building permit".to_owned(),
        A::EndPermits => "Stop using Building permits".to_owned(),
        A::PutPriceOnTop { price: 0 } => "Keep the Price card on top".to_owned(),
        A::PutPriceOnTop { price } => format!("Put Price card {price} on top"),
        A::SwapRanks { upper } => format!(
            "Swap career ranks {} and {}",
            upper.saturating_add(1),
            upper.saturating_add(2)
        ),
        A::KeepRanks => "Keep the career ladder".to_owned(),
        A::Dock { dock, good } => format!("Dock the Ship in dock {dock} with {}s", good.name()),
        A::Load { loading_dock } => format!("Place the Contract in loading dock {loading_dock}"),
        A::Produce { building } => format!("Produce with Building {building}"),
        A::Unload { dock } => format!("Unload a good from the Ship in dock {dock}"),
        // Two symbols of one Contract may take the same good: the symbol tells them apart.
        A::Deliver {
            loading_dock,
            symbol,
            good,
        } => format!(
            "Deliver a {} to symbol {symbol} of the Contract in loading dock {loading_dock}",
            good.name()
        ),
        A::Pack => "Pack two crates into a container".to_owned(),
        A::Unpack => "Unpack a container into two crates".to_owned(),
        A::FinishHarbor => "Finish the harbor phase".to_owned(),
        A::RankReported { seat } => format!("Seat {seat} takes the next rank"),
        A::RevealPrice { price } => state.prices.get(usize::from(price)).map_or_else(
            || format!("Price card {price} is on top"),
            |card| {
                format!(
                    "Price card on top: barrel {}, crate {}, container {}, passenger {}",
                    card.barrel, card.crate_, card.container, card.passenger
                )
            },
        ),
        A::RevealShip { ship } => decks
            .and_then(|decks| decks.ships.get(usize::from(ship)))
            .map(|&card| state.cards.ship(card))
            .map_or_else(
                || format!("Unseen Ship {ship} turned up"),
                |card| {
                    format!(
                        "{} turned up (lay time {}, {} {:?}, berth {}, {} stars)",
                        card.name,
                        card.lay_time,
                        card.cargo_count,
                        card.cargo,
                        card.berth,
                        card.prestige
                    )
                },
            ),
        A::RevealContract { contract } => decks
            .and_then(|decks| decks.contracts.get(usize::from(contract)))
            .map(|&card| state.cards.contract(card))
            .map_or_else(
                || format!("Unseen Contract {contract} turned up"),
                |card| {
                    format!(
                        "Contract {} turned up ({} rounds, goods {:?})",
                        card.id, card.delivery_time, card.goods
                    )
                },
            ),
        A::RevealBuilding { building } => decks
            .and_then(|decks| decks.buildings.get(usize::from(building)))
            .map(|&card| state.cards.building(card))
            .map_or_else(
                || format!("Unseen Building {building} turned up"),
                |card| format!("{} turned up", card.name),
            ),
        A::RevealNewspaper { newspaper } => decks
            .and_then(|decks| {
                if decks.newspapers.is_empty() {
                    decks.newspaper_discards.get(usize::from(newspaper))
                } else {
                    decks.newspapers.get(usize::from(newspaper))
                }
            })
            .map_or_else(
                || format!("Unseen Newspaper card {newspaper} drawn"),
                |card| {
                    format!(
                        "Newspaper drawn: Ship ahoy! {}, event {:?}, solo space {}",
                        card.progress,
                        card.event,
                        card.solo_space.label()
                    )
                },
            ),
        A::RevealDummyCard { value } => format!("The dummy's card shows {value}"),
        A::TakePriceCard => "Take another Price card from the stack and put it on top".to_owned(),
        A::ShipPrinted { print } => ship_print(print),
        A::ContractPrinted { print } => contract_print(print),
        A::BuildingPrinted { print } => building_print(print),
        A::NewspaperPrinted { print } => newspaper_print(print),
        A::PricePrinted { good, price } => {
            format!("On the Price card, a {} sells for {price}", good.name())
        }
    }
}

fn symbol(symbol: Symbol) -> &'static str {
    symbol.good().map_or("wild", Good::name)
}

fn stake(stake: Option<Stake>) -> String {
    match stake {
        None => "none".to_owned(),
        Some(Stake::Money(money)) => format!("{money} money"),
        Some(Stake::Prestige) => "one prestige".to_owned(),
    }
}

fn ship_print(print: ShipPrint) -> String {
    match print {
        ShipPrint::NoneLeft => "No Ship card is left".to_owned(),
        ShipPrint::LayTime { rounds } => format!("The Ship's lay time is {rounds}"),
        ShipPrint::Cargo { cargo } => format!("The Ship's cargo is {}", symbol(cargo)),
        ShipPrint::CargoCount { goods } => format!("The Ship carries {goods} goods"),
        ShipPrint::Berth { bollards } => format!("The Ship's berth is {bollards}"),
        ShipPrint::Prestige { stars } => format!("The Ship has {stars} stars"),
    }
}

fn contract_print(print: ContractPrint) -> String {
    match print {
        ContractPrint::NoneLeft => "No Contract card is left".to_owned(),
        ContractPrint::DeliveryTime { rounds } => {
            format!("The Contract's delivery time is {rounds}")
        }
        ContractPrint::Transport {
            transport: Transport::Truck,
        } => "The Contract goes by truck".to_owned(),
        ContractPrint::Transport {
            transport: Transport::Train,
        } => "The Contract goes by train".to_owned(),
        ContractPrint::Good { symbol: printed } => {
            format!("The Contract's next goods symbol is {}", symbol(printed))
        }
        ContractPrint::NoMoreGoods => "The Contract shows no more goods".to_owned(),
        ContractPrint::Reward { reward } => format!("The Contract's reward: {}", stake(reward)),
        ContractPrint::Penalty { penalty } => {
            format!("The Contract's penalty: {}", stake(penalty))
        }
    }
}

fn building_print(print: BuildingPrint) -> String {
    match print {
        BuildingPrint::NoneLeft => "No Building card is left".to_owned(),
        BuildingPrint::Ability { ability } => {
            format!("The Building's ability: {}", ability.sentence())
        }
        BuildingPrint::Prestige { stars } => format!("The Building has {stars} stars"),
    }
}

fn newspaper_print(print: NewspaperPrint) -> String {
    match print {
        NewspaperPrint::Progress { spaces } => {
            format!("The Newspaper card's Ship ahoy! is {spaces}")
        }
        NewspaperPrint::Event { event } => {
            format!("The Newspaper card's event: {}", event.sentence())
        }
        NewspaperPrint::SoloSpace { space: at } => {
            format!(
                "The Newspaper card's solo space is {} ({})",
                at.label(),
                space(at)
            )
        }
    }
}
