//! A player's harbor as the rules read it: free storage, berths, accessible loading docks,
//! and paying money (cash for purchases; cash and then the Bank for penalties and charges).

use super::super::deck::{Ability, HarborCosts};
use super::super::rules::rule;
use super::cards::Cards;
use super::state::Player;
use crate::core::rule_id::RuleId;

/// Building and storage spaces on a harbor board.
pub const SPACES: u32 = 12;

impl Player {
    /// Spaces still under a Cover card.
    pub fn covered(&self) -> u32 {
        u32::try_from(self.covers.iter().flatten().count()).unwrap_or(SPACES)
    }

    /// Cleared spaces without a Building.
    fn open_spaces(&self) -> u32 {
        let built = u32::try_from(self.built.len()).unwrap_or(SPACES);
        SPACES.saturating_sub(self.covered()).saturating_sub(built)
    }

    /// What storage buildings hold besides their space, in spaces.
    fn building_storage(&self, cards: &Cards) -> u32 {
        const _: RuleId = rule::BUILDING_STORAGE;
        self.built
            .iter()
            .map(|&building| match cards.building(building).ability {
                Ability::Storage { goods } => u32::from(goods),
                _ => 0,
            })
            .sum()
    }

    /// Storage the harbor offers, in spaces: cleared spaces without a Building, plus what
    /// storage buildings hold.
    pub fn storage(&self, cards: &Cards) -> u32 {
        self.open_spaces()
            .saturating_add(self.building_storage(cards))
    }

    /// Storage still free for one more good; a crate fits beside a lone crate.
    pub fn fits(&self, cards: &Cards, crate_: bool) -> bool {
        let used = self.stored.spaces();
        used < self.storage(cards) || (crate_ && self.stored.crate_ % 2 == 1)
    }

    /// A cleared space with nothing on it, where a Building can go (rule permit-build): goods
    /// fill the storage buildings first, the rest lie on spaces (ruling BH-39).
    pub fn has_empty_space(&self, cards: &Cards) -> bool {
        let on_spaces = self
            .stored
            .spaces()
            .saturating_sub(self.building_storage(cards));
        on_spaces < self.open_spaces()
    }

    /// The berth size of a dock: the fewer Bollards of its two quay walls.
    pub fn berth(&self, dock: usize) -> u8 {
        let above = self.walls.get(dock).copied().unwrap_or(0);
        let below = self.walls.get(dock.saturating_add(1)).copied().unwrap_or(0);
        above.min(below)
    }

    /// Bollards a Ship needs fewer thanks to Tugboats.
    pub fn tugboats(&self, cards: &Cards) -> u8 {
        const _: RuleId = rule::BUILDING_TUGBOATS;
        self.built
            .iter()
            .map(|&building| match cards.building(building).ability {
                Ability::Tugboats { berth } => berth,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }

    /// Whether goods can be delivered to a loading dock: the two on the left always, the two on
    /// the right once the space below them is cleared (covers 0 and 1).
    pub fn loading_dock_open(&self, loading_dock: usize) -> bool {
        match loading_dock {
            0 | 1 => true,
            2 | 3 => self
                .covers
                .get(loading_dock - 2)
                .is_some_and(Option::is_none),
            _ => false,
        }
    }

    /// The next Bollard's cost on a wall, `None` once it is full.
    pub fn bollard_cost(&self, costs: &HarborCosts, wall: usize) -> Option<u8> {
        let placed = usize::from(*self.walls.get(wall)?);
        costs.bollard_cost(wall, placed)
    }

    /// Sums an ability's money over the built buildings.
    pub fn ability_money(&self, cards: &Cards, money_of: fn(Ability) -> Option<u8>) -> u32 {
        self.built
            .iter()
            .filter_map(|&building| money_of(cards.building(building).ability))
            .map(u32::from)
            .sum()
    }

    /// Pays a penalty or charge: cash first, then the Bank; what cannot be paid is not owed
    /// (rules no-debt, bank). Returns what was paid.
    pub fn pay_charge(&mut self, amount: u32) -> u32 {
        const _: RuleId = rule::NO_DEBT;
        const _: RuleId = rule::BANK;
        let from_cash = amount.min(self.money);
        self.money -= from_cash;
        let from_bank = amount.saturating_sub(from_cash).min(self.bank);
        self.bank -= from_bank;
        from_cash + from_bank
    }
}
