//! Short descriptions of Nantucket actions for people.

use super::actions::NantucketAction as A;
use super::state::{Coin, NantucketState};

fn coins(silver: u8, copper: u8) -> String {
    match (silver, copper) {
        (0, c) => format!("{c} Copper"),
        (s, 0) => format!("{s} Silver"),
        (s, c) => format!("{s} Silver and {c} Copper"),
    }
}

fn coin(coin: Coin) -> &'static str {
    match coin {
        Coin::Silver => "Silver",
        Coin::Copper => "Copper",
    }
}

pub fn label(state: &NantucketState, action: &A) -> String {
    match *action {
        A::Exchange => "Exchange 1 Copper for 2 Silver".to_owned(),
        A::EndTurn => "End your turn".to_owned(),
        A::Warehouse => "Warehouse: take 1 Silver".to_owned(),
        A::TownHall => "Town Hall: build a building".to_owned(),
        A::Dockyard { silver, copper } => {
            format!("Dockyard: launch a ship of {}", coins(silver, copper))
        }
        A::Tavern => "Tavern: one coin may count as heads in this round's whaling".to_owned(),
        A::HarborOffice => "Harbor Office: build, paying with up to 3 coins from a ship".to_owned(),
        A::Courthouse => "Courthouse: build, then take $1".to_owned(),
        A::MayorsHouse => "Mayor's House: build and use the new building".to_owned(),
        A::LawOffice {
            building,
            silver,
            copper,
        } => format!(
            "Law Office: buy the {} for {}",
            building.id(),
            coins(silver, copper)
        ),
        A::Outfitter => "Outfitter: build and launch a ship".to_owned(),
        A::LumberMill => "Lumber Mill: build an action building for free".to_owned(),
        A::Schoolhouse => "Schoolhouse: take 2 Silver".to_owned(),
        A::TownSquare => format!("Town Square: take ${}", state.built.len() / 2),
        A::GeneralStore => "General Store: pay 2 Silver for 1 Copper".to_owned(),
        A::Almshouse => "Almshouse: take 1 Silver from the other player".to_owned(),
        A::Cooperage { ship } => format!("Cooperage: take $1 per coin on ship {}", ship + 1),
        A::GamblingHall => "Gambling Hall: flip a coin for a Copper".to_owned(),
        A::Refinery => "Refinery: the other player takes 2 Silver, you take 1 Copper".to_owned(),
        A::Drydock { silver, copper } => format!(
            "Drydock: launch a ship of {}, then take $1",
            coins(silver, copper)
        ),
        A::Shipyard { silver, copper } => format!(
            "Shipyard: launch a second ship of {}",
            coins(silver, copper)
        ),
        A::Lighthouse {
            ship,
            silver,
            copper,
        } => format!(
            "Lighthouse: pay 1 Silver, add {} to ship {}",
            coins(silver, copper),
            ship + 1
        ),
        A::Tryworks { ship } => format!(
            "Tryworks: a Silver from ship {} to the bank for 1 Copper",
            ship + 1
        ),
        A::Candleworks => {
            "Candleworks: Silver on your ships count as Copper this whaling phase".to_owned()
        }
        A::CaptainsHouse {
            ship,
            silver,
            copper,
        } => format!(
            "Captain's House: take {} off ship {}, then $1",
            coins(silver, copper),
            ship + 1
        ),
        A::Wharf { silver, copper } => format!("Wharf: launch a ship of {}", coins(silver, copper)),
        A::Build {
            building,
            silver,
            copper,
            marker,
            from_ship,
        } => {
            let from = from_ship.map_or(String::new(), |f| {
                format!(
                    " plus {} from ship {}",
                    coins(f.silver, f.copper),
                    f.ship + 1
                )
            });
            let paid = if u32::from(silver) + u32::from(copper) == 0 {
                "nothing".to_owned()
            } else {
                coins(silver, copper)
            };
            format!(
                "Build the {} for {paid}{from}, marked with a {}",
                building.id(),
                coin(marker)
            )
        }
        A::Launch { silver, copper } => format!("Launch a ship of {}", coins(silver, copper)),
        A::SkipUse => "Leave the new building unused".to_owned(),
        A::WhaleFirst { ship } => format!("Ship {} whales first", ship + 1),
        A::Catch {
            row,
            tavern,
            returned,
        } => {
            let tavern = tavern.map_or(String::new(), |c| {
                format!(", turning a {} to heads", coin(c))
            });
            format!(
                "Row {row:?}: {}{tavern}; a {} comes home",
                row.catch(),
                coin(returned)
            )
        }
        A::Toss {
            copper_heads,
            silver_heads,
        } => format!("{copper_heads} Copper and {silver_heads} Silver landed heads"),
        A::Flip { heads: true } => "The coin landed heads".to_owned(),
        A::Flip { heads: false } => "The coin landed tails".to_owned(),
    }
}
