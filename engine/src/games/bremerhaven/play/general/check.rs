//! What a seat may do while a decision of the general action phase waits, and why anything
//! else is refused.

use super::super::super::deck::{BidSpace, Good};
use super::super::super::rules::rule;
use super::super::actions::BremerhavenAction as A;
use super::super::refusal::{
    refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why,
};
use super::super::state::{BremerhavenState, DeckSource, Phase};
use super::boards::{fitting_docks, ship_on};
use super::difference;
use crate::core::rule_id::{shared, RuleId};

pub fn candidates(state: &BremerhavenState, seat: u8, out: &mut Vec<A>) {
    match state.phase {
        Phase::Permits { joined: false, .. } => {
            out.extend([A::PayDifference, A::Decline, A::BuyPermit]);
        }
        Phase::Grow { .. } => {
            out.extend([A::PayDifference, A::Decline]);
        }
        Phase::Permits { joined: true, .. } => {
            out.extend((0..4).map(|wall| A::PlaceBollard { wall }));
            out.extend((0..6).map(|cover| A::ClearCover { cover }));
            let unbuilt = state
                .players
                .get(usize::from(seat))
                .map_or(0, |player| player.unbuilt.len());
            out.extend(
                (0..u8::try_from(unbuilt).unwrap_or(0)).map(|building| A::Build { building }),
            );
            out.extend([A::BuyPermit, A::EndPermits]);
        }
        Phase::Prices { .. } => {
            let prices = u8::try_from(state.prices.len()).unwrap_or(0);
            out.extend((0..prices).map(|price| A::PutPriceOnTop { price }));
            if state.deck_source == DeckSource::Table {
                out.push(A::TakePriceCard);
            }
        }
        Phase::Career { .. } => {
            let rungs = u8::try_from(state.ranks.len()).unwrap_or(0);
            out.extend((0..rungs.saturating_sub(1)).map(|upper| A::SwapRanks { upper }));
            out.push(A::KeepRanks);
        }
        Phase::Dock { space, .. } => {
            let berth = ship_on(state, space).map_or(0, |ship| ship.berth);
            let goods: Vec<_> = match ship_on(state, space).map(|ship| ship.cargo.good()) {
                Some(Some(good)) => vec![good],
                _ => Good::ALL.to_vec(),
            };
            for dock in fitting_docks(state, seat, berth) {
                out.extend(goods.iter().map(|&good| A::Dock { dock, good }));
            }
        }
        Phase::Load { .. } => out.extend((0..4).map(|loading_dock| A::Load { loading_dock })),
        _ => {}
    }
}

pub fn check(state: &BremerhavenState, seat: u8, action: &A) -> Result<(), BremerhavenRefusal> {
    let Some(player) = state.players.get(usize::from(seat)) else {
        return Err(wrong(shared::ROUND_STRUCTURE, Why::NotASeat { seat }));
    };
    match (state.phase, *action) {
        (Phase::Permits { joined: false, .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, due, rule::SHARED_SPACES)
        }
        (Phase::Grow { .. }, A::PayDifference) => {
            let (_, due) = difference(state, BidSpace::GrowInfluence, seat);
            afford(player.money, due, rule::SHARED_SPACES)
        }
        (Phase::Permits { joined: false, .. } | Phase::Grow { .. }, A::Decline) => Ok(()),
        // Rule extra-permits: a bidder may skip the difference and buy at the full price.
        (Phase::Permits { joined: false, .. }, A::BuyPermit) => {
            let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, highest, rule::EXTRA_PERMITS)
        }
        (Phase::Permits { joined: false, .. } | Phase::Grow { .. }, _) => {
            Err(wrong(rule::SHARED_SPACES, Why::PayOrDecline))
        }
        (Phase::Permits { permits, .. }, A::PlaceBollard { wall }) => {
            has_permit(permits)?;
            let Some(cost) = player.bollard_cost(&state.board.harbor, usize::from(wall)) else {
                return Err(refuse(
                    Code::WallFull,
                    rule::PERMIT_BOLLARD,
                    Why::WallFull { wall },
                ));
            };
            afford(player.money, u32::from(cost), rule::PERMIT_BOLLARD)
        }
        (Phase::Permits { permits, .. }, A::ClearCover { cover }) => {
            has_permit(permits)?;
            let Some(cost) = player.covers.get(usize::from(cover)).copied().flatten() else {
                return Err(refuse(
                    Code::NoCover,
                    rule::PERMIT_COVER,
                    Why::NoCover { cover },
                ));
            };
            afford(player.money, u32::from(cost), rule::PERMIT_COVER)
        }
        (Phase::Permits { permits, .. }, A::Build { building }) => {
            has_permit(permits)?;
            if usize::from(building) >= player.unbuilt.len() {
                return Err(refuse(
                    Code::NotWon,
                    rule::PERMIT_BUILD,
                    Why::NotWon { building },
                ));
            }
            if !player.has_empty_space(&state.cards) {
                return Err(refuse(
                    Code::NoEmptySpace,
                    rule::PERMIT_BUILD,
                    Why::NoEmptySpace,
                ));
            }
            Ok(())
        }
        (Phase::Permits { .. }, A::BuyPermit) => {
            let (highest, _) = difference(state, BidSpace::BuildingPermit, seat);
            afford(player.money, highest, rule::EXTRA_PERMITS)
        }
        (Phase::Permits { .. }, A::EndPermits) => Ok(()),
        (Phase::Permits { .. }, _) => Err(wrong(rule::BUILDING_PERMIT, Why::UsePermits)),
        (Phase::Prices { .. }, A::PutPriceOnTop { price }) => {
            if usize::from(price) < state.prices.len() {
                Ok(())
            } else {
                Err(refuse(
                    Code::NoSuchCard,
                    rule::PRICE_CARDS,
                    Why::NoPriceCard { price },
                ))
            }
        }
        (Phase::Prices { .. }, A::TakePriceCard) if state.deck_source == DeckSource::Table => {
            Ok(())
        }
        (Phase::Prices { .. }, _) => Err(wrong(rule::PRICE_CARDS, Why::ChoosePrices)),
        (Phase::Career { .. }, A::KeepRanks) => Ok(()),
        (Phase::Career { .. }, A::SwapRanks { upper }) => {
            if usize::from(upper).saturating_add(1) < state.ranks.len() {
                Ok(())
            } else {
                Err(refuse(
                    Code::NoSuchRung,
                    rule::CAREER_LADDER,
                    Why::NoSuchRung { upper },
                ))
            }
        }
        (Phase::Career { .. }, _) => Err(wrong(rule::CAREER_LADDER, Why::SwapOrKeep)),
        (Phase::Dock { space, .. }, A::Dock { dock, good }) => {
            let Some(ship) = ship_on(state, space) else {
                return Err(wrong(rule::DOCK_SHIP, Why::DockTheShip));
            };
            if ship.cargo.good().is_some_and(|printed| printed != good) {
                return Err(refuse(
                    Code::WrongGood,
                    rule::SHIP_CARGO,
                    Why::CargoIs(ship.cargo),
                ));
            }
            if fitting_docks(state, seat, ship.berth).any(|fits| fits == dock) {
                Ok(())
            } else {
                Err(refuse(
                    Code::DockUnfit,
                    rule::BERTH_SIZE,
                    Why::DockUnfit {
                        dock,
                        berth: ship.berth,
                    },
                ))
            }
        }
        (Phase::Dock { .. }, _) => Err(wrong(rule::DOCK_SHIP, Why::DockTheShip)),
        (Phase::Load { .. }, A::Load { loading_dock }) => {
            match player.loading_docks.get(usize::from(loading_dock)) {
                Some(None) => Ok(()),
                _ => Err(refuse(
                    Code::LoadingDockTaken,
                    rule::PLACE_CONTRACT,
                    Why::LoadingDockTaken { loading_dock },
                )),
            }
        }
        (Phase::Load { .. }, _) => Err(wrong(rule::PLACE_CONTRACT, Why::PlaceTheContract)),
        _ => Err(wrong(shared::ROUND_STRUCTURE, Why::NotNow)),
    }
}

fn has_permit(permits: u8) -> Result<(), BremerhavenRefusal> {
    if permits > 0 {
        Ok(())
    } else {
        Err(refuse(Code::NoPermit, rule::EXTRA_PERMITS, Why::NoPermit))
    }
}

fn afford(funds: u32, cost: u32, rule: RuleId) -> Result<(), BremerhavenRefusal> {
    if funds >= cost {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotAfford,
            rule,
            Why::CannotAfford { cost, funds },
        ))
    }
}
