//! The practice set and deck-pack validation (rulings BH-03 to BH-11).

use std::collections::BTreeSet;

use super::*;
use crate::core::errors::{Violation, ViolationCode};

const FIELD: &str = "deck_pack";

fn practice() -> DeckSet {
    provisional().clone()
}

fn problems(set: &DeckSet) -> Vec<Violation> {
    match validate_set(set, FIELD) {
        Ok(()) => Vec::new(),
        Err(violations) => violations,
    }
}

/// The pack is refused with exactly this one problem.
fn refused_with(set: &DeckSet, field: &str, code: ViolationCode) -> Violation {
    let found = problems(set);
    assert_eq!(
        found.len(),
        1,
        "expected one problem at {field}, got {found:?}"
    );
    let problem = found[0].clone();
    assert_eq!(
        (problem.field.as_str(), problem.code),
        (field, code),
        "{problem:?}"
    );
    problem
}

fn practice_ship() -> ShipCard {
    practice().ships[0].clone()
}

#[test]
fn the_practice_set_passes_validation() {
    assert_eq!(validate_set(provisional(), FIELD), Ok(()));
}

#[test]
fn the_practice_set_has_the_printed_deck_sizes() {
    let set = provisional();
    assert_eq!(
        [
            set.ships.len(),
            set.contracts.len(),
            set.buildings.len(),
            set.prices.len(),
            set.newspapers.len()
        ],
        [48, 56, 20, 24, 18]
    );
}

#[test]
fn every_practice_card_is_marked_provisional() {
    let set = provisional();
    assert!(set.ships.iter().all(|c| c.provisional));
    assert!(set.contracts.iter().all(|c| c.provisional));
    assert!(set.buildings.iter().all(|c| c.provisional));
    assert!(set.prices.iter().all(|c| c.provisional));
    assert!(set.newspapers.iter().all(|c| c.provisional));
    assert_eq!(set.harbor, PROVISIONAL_HARBOR);
    assert_eq!(set.progress, PROVISIONAL_PROGRESS);
}

/// Ruling BH-10: the per-count minimums are N cards a round for the short game's rounds plus
/// 2 spare, and one more card for each extra round the long game can last.
#[test]
fn minimum_cards_follow_players_times_rounds() {
    for (players, short_rounds, long_rounds) in [(2, 10, 14), (3, 9, 13), (4, 8, 12)] {
        let short = players * short_rounds + 2;
        assert_eq!(minimum_cards(players, false), Some(usize::from(short)));
        assert_eq!(
            minimum_cards(players, true),
            Some(usize::from(short + long_rounds - short_rounds))
        );
    }
    assert_eq!(minimum_cards(1, false), minimum_cards(2, false));
    assert_eq!(minimum_cards(5, false), None);
}

#[test]
fn the_practice_decks_have_enough_cards_for_every_player_count_and_length() {
    let set = provisional();
    for players in 1..=4 {
        for long in [false, true] {
            let Some(needed) = minimum_cards(players, long) else {
                continue;
            };
            let ships = set.ships.iter().filter(|c| c.back.in_game(players, long));
            let contracts = set
                .contracts
                .iter()
                .filter(|c| c.back.in_game(players, long));
            assert!(ships.count() >= needed, "{players} players, long {long}");
            assert!(
                contracts.count() >= needed,
                "{players} players, long {long}"
            );
        }
        // Every long deck adds cards the short one leaves out.
        let short = set.ships.iter().filter(|c| c.back.in_game(players, false));
        let long = set.ships.iter().filter(|c| c.back.in_game(players, true));
        assert!(long.count() > short.count(), "{players} players");
    }
}

#[test]
fn practice_ships_grow_from_small_early_to_big_late() {
    for ship in &provisional().ships {
        match ship.back.phase {
            1 => assert!(ship.berth <= 1 && ship.prestige <= 2, "{}", ship.id),
            4 => assert!(ship.berth >= 2 && ship.prestige >= 3, "{}", ship.id),
            _ => {}
        }
    }
    let wild = provisional()
        .ships
        .iter()
        .filter(|s| s.cargo == Symbol::Wild);
    assert!(wild.count() >= 4);
}

#[test]
fn the_rulebooks_worked_example_contract_is_in_the_practice_set() {
    let example = provisional()
        .contracts
        .iter()
        .find(|c| c.id == "worked-example");
    let Some(example) = example else {
        panic!("no worked-example contract");
    };
    assert_eq!(
        example.goods,
        [Symbol::Barrel, Symbol::Container, Symbol::Crate]
    );
    assert_eq!(example.reward, Some(Stake::Money(1)));
    assert_eq!(example.penalty, Some(Stake::Prestige));
}

#[test]
fn the_known_buildings_keep_their_known_abilities() {
    let ability = |id: &str| {
        provisional()
            .buildings
            .iter()
            .find(|b| b.id == id)
            .map(|b| b.ability)
    };
    assert_eq!(
        ability("refinery"),
        Some(Ability::Produces { good: Good::Barrel })
    );
    assert_eq!(
        ability("train-station"),
        Some(Ability::TrainBids { bonus: 1 })
    );
    assert_eq!(ability("loading-plant"), Some(Ability::FreePacking));
    assert_eq!(ability("lighthouse"), Some(Ability::ShipBonus { money: 2 }));
    assert_eq!(ability("status-symbol"), Some(Ability::None));
    assert_eq!(
        ability("commodity-exchange"),
        Some(Ability::CommodityExchange)
    );
    assert_eq!(ability("bank"), Some(Ability::Bank { money: 2 }));
    assert!(SOURCED_BUILDINGS.iter().all(|id| ability(id).is_some()));
}

#[test]
fn the_invented_buildings_use_the_rest_of_the_ability_vocabulary() {
    let abilities: Vec<Ability> = provisional().buildings.iter().map(|b| b.ability).collect();
    let has = |test: fn(&Ability) -> bool| abilities.iter().any(test);
    assert!(has(|a| matches!(a, Ability::Storage { .. })));
    assert!(has(|a| matches!(a, Ability::Earns { .. })));
    assert!(has(|a| matches!(a, Ability::Tugboats { .. })));
    assert!(has(|a| matches!(a, Ability::ContractBonus { .. })));
    assert!(has(|a| matches!(a, Ability::Income { .. })));
    for good in Good::ALL {
        assert!(
            abilities.contains(&Ability::Produces { good }),
            "{}",
            good.name()
        );
    }
}

#[test]
fn the_price_cards_are_the_24_distinct_orderings_of_1_to_4() {
    let orderings: BTreeSet<[u8; 4]> = provisional()
        .prices
        .iter()
        .map(|p| Good::ALL.map(|good| p.price(good)))
        .collect();
    assert_eq!(orderings.len(), 24);
    for ordering in orderings {
        let mut sorted = ordering;
        sorted.sort_unstable();
        assert_eq!(sorted, [1, 2, 3, 4], "{ordering:?}");
    }
}

#[test]
fn newspapers_have_8_ones_10_twos_and_two_of_each_solo_space() {
    let newspapers = &provisional().newspapers;
    let ones = newspapers.iter().filter(|n| n.progress == 1).count();
    let twos = newspapers.iter().filter(|n| n.progress == 2).count();
    assert_eq!((ones, twos), (8, 10));
    let spaces: BTreeSet<String> = newspapers.iter().map(|n| n.solo_space.label()).collect();
    let expected = [
        "1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "3.1", "3.2",
    ];
    assert_eq!(spaces, expected.iter().map(|s| (*s).to_owned()).collect());
    for label in expected {
        let copies = newspapers
            .iter()
            .filter(|n| n.solo_space.label() == label)
            .count();
        assert_eq!(copies, 2, "{label}");
    }
    assert!(newspapers
        .iter()
        .any(|n| n.event == Event::ContractCharge { money: 1 }));
    let quiet = newspapers.iter().filter(|n| n.event == Event::Quiet);
    assert!(quiet.count() <= 3);
}

#[test]
fn the_set_round_trips_through_json() {
    let json = serde_json::to_string(provisional()).unwrap();
    let back: DeckSet = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, provisional());
}

#[test]
fn a_pack_without_board_values_takes_the_practice_ones() {
    let mut json = serde_json::to_value(provisional()).unwrap();
    let object = json.as_object_mut().unwrap();
    object.remove("harbor");
    object.remove("progress");
    let pack: DeckSet = serde_json::from_value(json).unwrap();
    assert_eq!(pack.harbor, PROVISIONAL_HARBOR);
    assert_eq!(pack.progress, PROVISIONAL_PROGRESS);
}

#[test]
fn a_pack_with_an_unknown_field_is_malformed() {
    let mut json = serde_json::to_value(provisional()).unwrap();
    json["ships"][0]["speed"] = 3.into();
    assert!(serde_json::from_value::<DeckSet>(json).is_err());
}

// One test per rule.

#[test]
fn ship_lay_time_is_1_to_5() {
    let mut set = practice();
    set.ships[3].lay_time = 7;
    let problem = refused_with(
        &set,
        "deck_pack.ships[3].lay_time",
        ViolationCode::OutOfRange,
    );
    assert_eq!(
        problem.message,
        "a ship's lay time is 1 to 5 rounds; this one says 7"
    );
    set.ships[3].lay_time = 0;
    refused_with(
        &set,
        "deck_pack.ships[3].lay_time",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn ship_cargo_is_1_to_5_goods() {
    let mut ship = practice_ship();
    ship.cargo_count = 6;
    let found = validate_ship(&ship, "ship");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].field, "ship.cargo_count");
    ship.cargo_count = 0;
    assert_eq!(validate_ship(&ship, "ship")[0].field, "ship.cargo_count");
}

#[test]
fn ship_berth_is_0_to_3() {
    let mut set = practice();
    set.ships[0].berth = 4;
    refused_with(&set, "deck_pack.ships[0].berth", ViolationCode::OutOfRange);
}

#[test]
fn ship_prestige_is_1_to_5() {
    let mut set = practice();
    set.ships[5].prestige = 0;
    refused_with(
        &set,
        "deck_pack.ships[5].prestige",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn card_back_phase_is_1_to_4() {
    let mut set = practice();
    set.contracts[2].back.phase = 5;
    refused_with(
        &set,
        "deck_pack.contracts[2].back.phase",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn card_back_shows_a_player_count() {
    let mut ship = practice_ship();
    ship.back.two = Use::Unused;
    ship.back.three = Use::Unused;
    ship.back.four = Use::Unused;
    let found = validate_ship(&ship, "ship");
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].field.as_str(), found[0].code),
        ("ship.back", ViolationCode::OutOfRange)
    );
}

#[test]
fn card_ids_are_kebab_case() {
    for bad in [
        "",
        "Harbor Launch",
        "harbor--launch",
        "-launch",
        "launch-",
        "kai_1",
    ] {
        let mut ship = practice_ship();
        ship.id = bad.to_owned();
        let found = validate_ship(&ship, "ship");
        assert_eq!(found.len(), 1, "{bad:?}");
        assert_eq!(found[0].field, "ship.id", "{bad:?}");
    }
    let mut ship = practice_ship();
    ship.id = "queen-maria-2".to_owned();
    assert!(validate_ship(&ship, "ship").is_empty());
}

#[test]
fn card_names_are_not_blank() {
    let mut set = practice();
    set.buildings[1].name = "  ".to_owned();
    refused_with(
        &set,
        "deck_pack.buildings[1].name",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn contract_delivery_time_is_1_to_5() {
    let mut set = practice();
    set.contracts[0].delivery_time = 6;
    refused_with(
        &set,
        "deck_pack.contracts[0].delivery_time",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn contract_goods_are_1_to_4() {
    let mut set = practice();
    set.contracts[1].goods = vec![Symbol::Crate; 5];
    refused_with(
        &set,
        "deck_pack.contracts[1].goods",
        ViolationCode::OutOfRange,
    );
    set.contracts[1].goods.clear();
    refused_with(
        &set,
        "deck_pack.contracts[1].goods",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn contract_money_penalty_is_1_to_5() {
    let mut set = practice();
    set.contracts[4].penalty = Some(Stake::Money(6));
    refused_with(
        &set,
        "deck_pack.contracts[4].penalty",
        ViolationCode::OutOfRange,
    );
    set.contracts[4].penalty = Some(Stake::Money(5));
    assert_eq!(validate_set(&set, FIELD), Ok(()));
}

#[test]
fn contract_money_reward_is_1_to_4() {
    let mut contract = practice().contracts[0].clone();
    contract.reward = Some(Stake::Money(5));
    let found = validate_contract(&contract, "contract");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].field, "contract.reward");
    contract.reward = Some(Stake::Money(0));
    assert_eq!(validate_contract(&contract, "contract").len(), 1);
    contract.reward = Some(Stake::Prestige);
    assert!(validate_contract(&contract, "contract").is_empty());
}

#[test]
fn building_prestige_is_0_to_3() {
    let mut set = practice();
    set.buildings[4].prestige = 4;
    refused_with(
        &set,
        "deck_pack.buildings[4].prestige",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn building_ability_amounts_are_bounded() {
    let mut building = practice().buildings[0].clone();
    for bad in [
        Ability::Earns { money: 0 },
        Ability::Income { money: 6 },
        Ability::TrainBids { bonus: 4 },
        Ability::Storage { goods: 0 },
        Ability::Tugboats { berth: 4 },
    ] {
        building.ability = bad;
        let found = validate_building(&building, "building");
        assert_eq!(found.len(), 1, "{bad:?}");
        assert_eq!(found[0].field, "building.ability", "{bad:?}");
    }
}

#[test]
fn prices_are_1_to_9() {
    let mut set = practice();
    set.prices[0].passenger = 10;
    let found = problems(&set);
    assert!(
        found
            .iter()
            .any(|p| p.field == "deck_pack.prices[0].passenger"
                && p.code == ViolationCode::OutOfRange)
    );
}

#[test]
fn a_price_card_has_four_distinct_prices() {
    let card = PriceCard {
        barrel: 3,
        crate_: 1,
        container: 3,
        passenger: 2,
        provisional: false,
    };
    let found = validate_price(&card, "price");
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].field.as_str(), found[0].code),
        ("price.container", ViolationCode::OutOfRange)
    );
    assert!(found[0].message.contains("container and barrel"));
}

#[test]
fn newspaper_progress_is_1_or_2() {
    let mut set = practice();
    set.newspapers[6].progress = 3;
    refused_with(
        &set,
        "deck_pack.newspapers[6].progress",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn newspaper_event_amounts_are_bounded() {
    let mut card = practice().newspapers[0];
    card.event = Event::Tax { money: 9 };
    assert_eq!(validate_newspaper(&card, "news")[0].field, "news.event");
    card.event = Event::Fair { buildings: 0 };
    assert_eq!(validate_newspaper(&card, "news")[0].field, "news.event");
    card.event = Event::Pirates;
    assert!(validate_newspaper(&card, "news").is_empty());
}

#[test]
fn solo_spaces_are_on_boards_1_to_4() {
    let mut set = practice();
    set.newspapers[2].solo_space = BidSpace::Ship(5);
    refused_with(
        &set,
        "deck_pack.newspapers[2].solo_space",
        ViolationCode::OutOfRange,
    );
    set.newspapers[2].solo_space = BidSpace::Contract(0);
    refused_with(
        &set,
        "deck_pack.newspapers[2].solo_space",
        ViolationCode::OutOfRange,
    );
    set.newspapers[2].solo_space = BidSpace::Contract(4);
    assert_eq!(validate_set(&set, FIELD), Ok(()));
}

#[test]
fn card_ids_are_unique_within_a_deck() {
    let mut set = practice();
    set.ships[7].id = set.ships[2].id.clone();
    let problem = refused_with(
        &set,
        "deck_pack.ships[7].id",
        ViolationCode::DuplicateComponent,
    );
    assert!(problem.message.contains("ships[2]"));
    // The same id in two different decks is fine.
    let mut set = practice();
    set.contracts[0].id = set.ships[0].id.clone();
    assert_eq!(validate_set(&set, FIELD), Ok(()));
}

#[test]
fn a_deck_has_the_printed_number_of_cards() {
    let mut set = practice();
    set.buildings.push(set.buildings[0].clone());
    set.buildings[20].id = "annex".to_owned();
    let problem = refused_with(&set, "deck_pack.buildings", ViolationCode::TooManyPieces);
    assert!(problem.message.contains("20 Building cards"));

    let mut set = practice();
    set.prices.pop();
    let problem = refused_with(&set, "deck_pack.prices", ViolationCode::OutOfRange);
    assert!(problem.message.contains("24 Price cards"));
}

#[test]
fn every_player_count_and_length_has_enough_cards() {
    let mut set = practice();
    // Take the 4-player icon off 12 ships that keep another icon: 4 players are left with
    // 25 ships for the short game and 36 for the long one.
    for ship in set
        .ships
        .iter_mut()
        .filter(|s| s.back.two != Use::Unused || s.back.three != Use::Unused)
        .take(12)
    {
        ship.back.four = Use::Unused;
    }
    let found = problems(&set);
    let fields: Vec<&str> = found.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(fields, ["deck_pack.ships", "deck_pack.ships"]);
    assert!(found[0]
        .message
        .contains("4-player short game needs at least 34"));
    assert!(found[1]
        .message
        .contains("4-player long game needs at least 38"));
    assert!(found.iter().all(|p| p.code == ViolationCode::OutOfRange));
}

#[test]
fn the_long_game_needs_more_cards_than_the_short_one() {
    let mut set = practice();
    // Practice 2-player contracts: 28 both lengths + 8 long only. Without the long-only ones
    // the long deck (28) still reaches 26.
    for contract in &mut set.contracts {
        if contract.back.two == Use::LongOnly {
            contract.back.two = Use::Unused;
        }
    }
    assert_eq!(validate_set(&set, FIELD), Ok(()));
    // 24 cards: enough for the short game (22), not for the long one (26).
    for contract in set
        .contracts
        .iter_mut()
        .filter(|c| c.back.two == Use::Both)
        .take(4)
    {
        contract.back.two = Use::Unused;
    }
    let problem = refused_with(&set, "deck_pack.contracts", ViolationCode::OutOfRange);
    assert!(
        problem.message.contains("2-player long game"),
        "{problem:?}"
    );
}

#[test]
fn cover_costs_are_1_to_20() {
    let mut set = practice();
    set.harbor.cover_costs[5] = 0;
    refused_with(
        &set,
        "deck_pack.harbor.cover_costs[5]",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn pre_printed_bollards_cost_nothing() {
    let mut set = practice();
    set.harbor.bollard_costs[2][0] = 1;
    refused_with(
        &set,
        "deck_pack.harbor.bollard_costs[2][0]",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn bollard_costs_are_1_to_20() {
    let mut set = practice();
    set.harbor.bollard_costs[0][0] = 0;
    refused_with(
        &set,
        "deck_pack.harbor.bollard_costs[0][0]",
        ViolationCode::OutOfRange,
    );
    set.harbor.bollard_costs[0][0] = 21;
    refused_with(
        &set,
        "deck_pack.harbor.bollard_costs[0][0]",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn progress_starts_leave_at_least_2_spaces() {
    let mut set = practice();
    set.progress.start_four = 19;
    let problem = refused_with(
        &set,
        "deck_pack.progress.start_four",
        ViolationCode::OutOfRange,
    );
    assert!(problem.message.contains("with 4 players"));
    set.progress.start_four = 30;
    refused_with(
        &set,
        "deck_pack.progress.start_four",
        ViolationCode::OutOfRange,
    );
}

#[test]
fn progress_track_has_3_to_40_spaces() {
    let mut set = practice();
    set.progress.spaces = 41;
    // The practice newspapers (28 spaces in all) cannot cover such a track either.
    let found = problems(&set);
    let fields: Vec<&str> = found.iter().map(|p| p.field.as_str()).collect();
    assert_eq!(
        fields,
        ["deck_pack.progress.spaces", "deck_pack.newspapers"]
    );
    set.progress.spaces = 21;
    assert_eq!(validate_set(&set, FIELD), Ok(()));
    set.progress.spaces = 2;
    assert!(problems(&set)
        .iter()
        .any(|p| p.field == "deck_pack.progress.spaces"));
}

#[test]
fn the_newspapers_can_reach_the_end_of_the_track() {
    let mut set = practice();
    for card in &mut set.newspapers {
        card.progress = 1;
    }
    let problem = refused_with(&set, "deck_pack.newspapers", ViolationCode::OutOfRange);
    assert!(problem.message.contains("18 spaces"));
}

#[test]
fn the_bid_spaces_are_the_towns_then_each_board_space_in_order() {
    let board_order: Vec<BidSpace> = printed::TOWN_SPACES
        .into_iter()
        .chain(printed::BOARD_SPACES.map(BidSpace::Ship))
        .chain(printed::BOARD_SPACES.map(BidSpace::Contract))
        .collect();
    assert_eq!(printed::BID_SPACES.to_vec(), board_order);
}
