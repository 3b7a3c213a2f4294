//! The whole action space of Bremerhaven for the random-play harness: every action kind by its
//! serde tag, and every action shape over its fields' ranges and one past them, the table's
//! reports of its own cards included.

use super::super::super::deck::printed::{
    every_ability, every_bid_space, every_event, TOWN_SPACES,
};
use super::super::super::deck::{Ability, BidSpace, Event, Good, Stake, Symbol, Transport};
use super::super::table_deck::{BuildingPrint, ContractPrint, NewspaperPrint, ShipPrint};
use super::super::BremerhavenAction as A;

/// The kind of every action: its serde tag.
pub(super) fn kind(action: &A) -> &'static str {
    match action {
        A::TakeStartingGood { .. } => "take-starting-good",
        A::Bid { .. } => "bid",
        A::PayDifference => "pay-difference",
        A::Decline => "decline",
        A::PlaceBollard { .. } => "place-bollard",
        A::ClearCover { .. } => "clear-cover",
        A::Build { .. } => "build",
        A::BuyPermit => "buy-permit",
        A::EndPermits => "end-permits",
        A::PutPriceOnTop { .. } => "put-price-on-top",
        A::SwapRanks { .. } => "swap-ranks",
        A::KeepRanks => "keep-ranks",
        A::Dock { .. } => "dock",
        A::Load { .. } => "load",
        A::Produce { .. } => "produce",
        A::Unload { .. } => "unload",
        A::Deliver { .. } => "deliver",
        A::Pack => "pack",
        A::Unpack => "unpack",
        A::FinishHarbor => "finish-harbor",
        A::RankReported { .. } => "rank-reported",
        A::RevealPrice { .. } => "reveal-price",
        A::RevealShip { .. } => "reveal-ship",
        A::RevealContract { .. } => "reveal-contract",
        A::RevealBuilding { .. } => "reveal-building",
        A::RevealNewspaper { .. } => "reveal-newspaper",
        A::RevealDummyCard { .. } => "reveal-dummy-card",
        A::TakePriceCard => "take-price-card",
        A::ShipPrinted { .. } => "ship-printed",
        A::ContractPrinted { .. } => "contract-printed",
        A::BuildingPrinted { .. } => "building-printed",
        A::NewspaperPrinted { .. } => "newspaper-printed",
        A::PricePrinted { .. } => "price-printed",
    }
}

/// Every action shape: each variant over its fields' ranges and one past them, and the
/// largest values a field can hold.
pub(super) fn universe() -> Vec<A> {
    let mut all = vec![
        A::PayDifference,
        A::Decline,
        A::BuyPermit,
        A::EndPermits,
        A::KeepRanks,
        A::Pack,
        A::Unpack,
        A::FinishHarbor,
    ];
    let spaces = TOWN_SPACES
        .into_iter()
        .chain((0..=5).chain([u8::MAX]).map(BidSpace::Ship))
        .chain((0..=5).chain([u8::MAX]).map(BidSpace::Contract));
    for space in spaces {
        all.extend((0..=10).chain([u8::MAX]).map(|card| A::Bid { space, card }));
    }
    let small = |last: u8| (0..=last).chain([u8::MAX]);
    all.extend(small(4).map(|wall| A::PlaceBollard { wall }));
    all.extend(small(6).map(|cover| A::ClearCover { cover }));
    all.extend(small(8).map(|building| A::Build { building }));
    all.extend(small(25).map(|price| A::PutPriceOnTop { price }));
    all.extend(small(4).map(|upper| A::SwapRanks { upper }));
    all.extend(small(4).map(|loading_dock| A::Load { loading_dock }));
    all.extend(
        small(12)
            .chain([31, 32])
            .map(|building| A::Produce { building }),
    );
    all.extend(small(3).map(|dock| A::Unload { dock }));
    all.extend(small(4).map(|seat| A::RankReported { seat }));
    all.extend(small(24).map(|price| A::RevealPrice { price }));
    all.extend(small(48).map(|ship| A::RevealShip { ship }));
    all.extend(small(56).map(|contract| A::RevealContract { contract }));
    all.extend(small(20).map(|building| A::RevealBuilding { building }));
    all.extend(small(18).map(|newspaper| A::RevealNewspaper { newspaper }));
    all.extend(small(10).map(|value| A::RevealDummyCard { value }));
    all.push(A::TakePriceCard);
    all.extend(table_reports());
    for good in Good::ALL {
        all.push(A::TakeStartingGood { good });
        all.extend(small(3).map(|dock| A::Dock { dock, good }));
        for loading_dock in small(4) {
            all.extend(small(5).map(|symbol| A::Deliver {
                loading_dock,
                symbol,
                good,
            }));
        }
    }
    all
}

/// Every report of the table's own cards: each field over its range and one past each end.
fn table_reports() -> Vec<A> {
    let around =
        |low: u8, high: u8| (low.saturating_sub(1)..=high.saturating_add(1)).chain([u8::MAX]);
    let symbols = [
        Symbol::Barrel,
        Symbol::Crate,
        Symbol::Container,
        Symbol::Passenger,
        Symbol::Wild,
    ];
    let ship = |print| A::ShipPrinted { print };
    let contract = |print| A::ContractPrinted { print };
    let building = |print| A::BuildingPrinted { print };
    let newspaper = |print| A::NewspaperPrinted { print };
    let mut all = vec![
        ship(ShipPrint::NoneLeft),
        contract(ContractPrint::NoneLeft),
        contract(ContractPrint::NoMoreGoods),
        building(BuildingPrint::NoneLeft),
    ];
    all.extend(around(1, 5).map(|rounds| ship(ShipPrint::LayTime { rounds })));
    all.extend(symbols.map(|cargo| ship(ShipPrint::Cargo { cargo })));
    all.extend(around(1, 5).map(|goods| ship(ShipPrint::CargoCount { goods })));
    all.extend(around(0, 3).map(|bollards| ship(ShipPrint::Berth { bollards })));
    all.extend(around(1, 5).map(|stars| ship(ShipPrint::Prestige { stars })));
    all.extend(around(1, 5).map(|rounds| contract(ContractPrint::DeliveryTime { rounds })));
    all.extend(
        [Transport::Truck, Transport::Train]
            .map(|transport| contract(ContractPrint::Transport { transport })),
    );
    all.extend(symbols.map(|symbol| contract(ContractPrint::Good { symbol })));
    let stakes = || {
        [None, Some(Stake::Prestige)]
            .into_iter()
            .chain(around(1, 5).map(|money| Some(Stake::Money(money))))
    };
    all.extend(stakes().map(|reward| contract(ContractPrint::Reward { reward })));
    all.extend(stakes().map(|penalty| contract(ContractPrint::Penalty { penalty })));
    all.extend(
        every_ability()
            .into_iter()
            .chain([
                Ability::Earns { money: 0 },
                Ability::Storage { goods: 5 },
                Ability::Tugboats { berth: 4 },
            ])
            .map(|ability| building(BuildingPrint::Ability { ability })),
    );
    all.extend(around(0, 3).map(|stars| building(BuildingPrint::Prestige { stars })));
    all.extend(around(1, 2).map(|spaces| newspaper(NewspaperPrint::Progress { spaces })));
    all.extend(
        every_event()
            .into_iter()
            .chain([Event::Tax { money: 6 }, Event::Fair { buildings: 13 }])
            .map(|event| newspaper(NewspaperPrint::Event { event })),
    );
    all.extend(
        every_bid_space()
            .into_iter()
            .chain([BidSpace::Ship(5), BidSpace::Contract(0)])
            .map(|space| newspaper(NewspaperPrint::SoloSpace { space })),
    );
    for good in Good::ALL {
        all.extend(around(1, 9).map(|price| A::PricePrinted { good, price }));
    }
    all
}
