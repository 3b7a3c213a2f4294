//! One test per rule of the Bremerhaven catalogue that the engine judges or carries out, one
//! file per area of the rulebook; each test is named after the rule id it checks, pins the code
//! and rule of every refusal it provokes and the state change of the legal case. States are
//! seeded games whose plain data is edited (see `support`), so every card a test relies on is
//! written out in the test.

use crate::core::play::{Actor, Rules};

use super::super::super::deck::{
    Ability, BidSpace, Event, Good, ShipCard, Stake, Symbol, Transport,
};
use super::super::{
    standings, Bidder, BremerhavenAction as A, BremerhavenEvent as E, BremerhavenState, Goods,
    Phase, Variant,
};
use super::support::{
    act, bid, building, building_cards, clean_up, clear_harbors, contract, docked, game, harbor,
    land_cards, loaded, newspaper, price, put_building, put_buildings, put_contract, put_ship,
    refused, reveal, sea_cards, seat, ship, to_act, RULES,
};

mod bidding;
mod cleanup;
mod harbor;
mod sea_land;
mod solo;
mod table_deck;
mod town;

/// The money of every seat, in seat order.
fn money(state: &BremerhavenState) -> Vec<u32> {
    state.players.iter().map(|player| player.money).collect()
}

/// Sets every seat's money.
fn set_money(state: &mut BremerhavenState, money: &[u32]) {
    for (player, &amount) in state.players.iter_mut().zip(money) {
        player.money = amount;
    }
}
