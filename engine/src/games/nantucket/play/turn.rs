//! A player's turn: the coin exchange, placing the worker on an anchored space or a built
//! building, and the decisions an action needs. `check` judges every action; candidates
//! are filtered through it, and `apply` runs it first. Placing the worker, building and the
//! Outfitter's launch each have their own file.

mod build;
mod launch;
mod placement;

use super::super::rules::rule;
use super::actions::{NantucketAction as A, NantucketEvent};
use super::bank::{one, silver};
use super::refusal::{refuse, NantucketRefusal, NantucketRefusalCode as Code, Why};
use super::state::{BuildSite, Coin, Coins, NantucketState, Step};
use super::town::Building;

pub use build::{build_candidates, check_build, execute_build};
pub use launch::{check_outfitter_launch, execute_outfitter_launch, launch_candidates};
pub use placement::{check_use, execute_use, placement_candidates, use_new_candidates};

type Events = Vec<NantucketEvent>;

type Judged = Result<(), NantucketRefusal>;

/// Where an action builds, for the spaces and buildings whose action is a build.
fn build_site(action: &A) -> Option<BuildSite> {
    Some(match action {
        A::TownHall => BuildSite::TownHall,
        A::Courthouse => BuildSite::Courthouse,
        A::MayorsHouse => BuildSite::MayorsHouse,
        A::HarborOffice => BuildSite::HarborOffice,
        A::Outfitter => BuildSite::Outfitter,
        A::LumberMill => BuildSite::LumberMill,
        _ => return None,
    })
}

/// The building an action uses, if it is a building's action.
fn building_of(action: &A) -> Option<Building> {
    Some(match action {
        A::Tavern => Building::Tavern,
        A::HarborOffice => Building::HarborOffice,
        A::Courthouse => Building::Courthouse,
        A::MayorsHouse => Building::MayorsHouse,
        A::LawOffice { .. } => Building::LawOffice,
        A::Outfitter => Building::Outfitter,
        A::LumberMill => Building::LumberMill,
        A::Schoolhouse => Building::Schoolhouse,
        A::TownSquare => Building::TownSquare,
        A::GeneralStore => Building::GeneralStore,
        A::Almshouse => Building::Almshouse,
        A::Cooperage { .. } => Building::Cooperage,
        A::GamblingHall => Building::GamblingHall,
        A::Refinery => Building::Refinery,
        A::Drydock { .. } => Building::Drydock,
        A::Shipyard { .. } => Building::Shipyard,
        A::Lighthouse { .. } => Building::Lighthouse,
        A::Tryworks { .. } => Building::Tryworks,
        A::Candleworks => Building::Candleworks,
        A::CaptainsHouse { .. } => Building::CaptainsHouse,
        A::Wharf { .. } => Building::Wharf,
        _ => return None,
    })
}

fn coin_mixes(max: u8) -> impl Iterator<Item = (u8, u8)> {
    (0..=max)
        .flat_map(move |s| (0..=max - s).map(move |c| (s, c)))
        .filter(|&(s, c)| s + c > 0)
}

/// The mixes of 1 to `max` coins that `coins` covers, in `coin_mixes` order.
fn mixes_within(max: u8, coins: Coins) -> impl Iterator<Item = (u8, u8)> {
    coin_mixes(max).filter(move |&(s, c)| s <= coins.silver && c <= coins.copper)
}

/// What the action leads to next within the turn.
pub enum Next {
    Done,
    Step(Step),
    /// The Gambling Hall's coin must be flipped.
    Flip,
}

fn drop_empty_ships(state: &mut NantucketState, seat: u8) {
    state.player_mut(seat).ships.retain(|ship| ship.count() > 0);
}

pub fn check_exchange(state: &NantucketState, seat: u8) -> Judged {
    if state.player(seat).supply.copper == 0 {
        return Err(refuse(
            Code::CannotAfford,
            rule::COIN_EXCHANGE,
            Why::NoCopperToExchange,
        ));
    }
    if state.bank.silver < 2 {
        return Err(refuse(
            Code::BankEmpty,
            rule::COIN_EXCHANGE,
            Why::BankShortOfSilver,
        ));
    }
    Ok(())
}

pub fn execute_exchange(state: &mut NantucketState, seat: u8) {
    let player = state.player_mut(seat);
    player.supply = player.supply.minus(one(Coin::Copper)).plus(silver(2));
    state.bank = state.bank.plus(one(Coin::Copper)).minus(silver(2));
}
