//! Rule `ships-log-providence`: each Providence card, one test per card.

use super::*;

/// Rule `ships-log-providence` (ruling NB-47): Beached Whale buys 1 or 2 Right Whales from the
/// bag at $2 each, as far as money and bag allow; with none affordable there is no decision.
#[test]
fn rule_ships_log_providence_beached_whale_buys_1_or_2_right_whales_at_2_each() {
    let state = at_the_library(2, C::BeachedWhale);
    let taken = play(&state, library(Providence));
    assert_eq!(
        pending(&taken),
        [Pending::Resolve {
            seat: 0,
            card: C::BeachedWhale,
            ship: None,
            stage: 0
        }]
    );
    assert_eq!(
        legal(&taken),
        [
            A::BeachedWhale { right_whales: 1 },
            A::BeachedWhale { right_whales: 2 }
        ]
    );
    assert_eq!(
        refused(&taken, A::BeachedWhale { right_whales: 3 }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&taken, A::LogSkip),
        ("cannot-perform", "ships-log-cards")
    );
    let bought = play(&taken, A::BeachedWhale { right_whales: 2 });
    assert_eq!(bought.players[0].whales, whales(2, 0, 0));
    assert_eq!(bought.players[0].money, 1);
    assert_eq!(bought.bag.right, taken.bag.right - 2);
    assert_eq!(
        RULES.to_act(&bought),
        [Actor::Seat(1)],
        "the next placement"
    );
    // $3 buys one.
    let mut poor = state.clone();
    poor.players[0].money = 3;
    let taken = play(&poor, library(Providence));
    assert_eq!(legal(&taken), [A::BeachedWhale { right_whales: 1 }]);
    // A bag with one Right Whale sells one.
    let mut scarce = state.clone();
    let bag = scarce.bag;
    bag_of(&mut scarce, Tokens { right: 1, ..bag });
    let taken = play(&scarce, library(Providence));
    assert_eq!(legal(&taken), [A::BeachedWhale { right_whales: 1 }]);
    // $1, or an empty bag: nothing to decide.
    let mut broke = state.clone();
    broke.players[0].money = 1;
    let mut empty = state;
    let bag = empty.bag;
    bag_of(&mut empty, Tokens { right: 0, ..bag });
    for state in [broke, empty] {
        let money = state.players[0].money;
        let taken = play(&state, library(Providence));
        assert!(pending(&taken).is_empty());
        assert_eq!(taken.players[0].log_cards, [C::BeachedWhale]);
        assert_eq!(taken.players[0].whales, Whales::default());
        assert_eq!(taken.players[0].money, money);
        assert_eq!(RULES.to_act(&taken), [Actor::Seat(1)]);
    }
}

/// Rule `ships-log-omens` (ruling NB-50): Calm Seas lets its holder ignore one Omen that strikes
/// them; once spent it shields no more, and a single way to be struck then strikes at once.
#[test]
fn rule_ships_log_omens_calm_seas_shields_its_holder_once() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Typhoon);
    give(&mut state, 0, C::Reef);
    give(&mut state, 1, C::CalmSeas);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = farms(state);
    assert_eq!(state.phase, Phase::Movement);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    assert_eq!(
        legal(&state),
        [
            A::PlayLogCard { card: C::Typhoon },
            A::PlayLogCard { card: C::Reef },
            A::PassLogWindow
        ]
    );
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    // The holder has one ship and no shield: struck at once, behind the ship on space 4.
    assert_eq!(location(&state, 0, 0), sea(4, 1));
    assert_eq!(
        pending(&state),
        [respond(1, C::Typhoon, 0), window(0, Moment::Movement)]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert_eq!(
        legal(&state),
        [answer(Answer::MoveShip { ship: 0 }), answer(Answer::Shield)]
    );
    let state = play(&state, answer(Answer::Shield));
    assert_eq!(state.players[1].log_used, [C::CalmSeas], "spent");
    assert_eq!(location(&state, 1, 0), sea(4, 0), "ignored");
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::Reef }, A::PassLogWindow]
    );
    // Reef: nobody has wood, each has one ship, and Calm Seas is spent.
    let state = play(&state, A::PlayLogCard { card: C::Reef });
    assert!(pending(&state).is_empty());
    // Ships moved 1 toward port, then the movement: seat 0's ship went first to space 3.
    assert_eq!(location(&state, 0, 0), sea(2, 0));
    assert_eq!(location(&state, 1, 0), sea(2, 1));
}

/// Rule `end-of-game` (ruling NB-46): after round 12 the holder of The Coffin makes one more
/// ordinary placement, with the goods purchase, before the final voyage; not after round 11.
#[test]
fn rule_end_of_game_the_coffin_gives_its_holder_one_more_placement_after_round_12() {
    let mut state = log_game(2);
    give(&mut state, 1, C::TheCoffin);
    state.round = 11;
    let state = to_next_round(state);
    assert_eq!(state.round, 12, "no Coffin after round 11");
    assert!(matches!(state.phase, Phase::Actions { placed: 0, .. }));
    let mut state = farms(state);
    assert_eq!(
        state.phase,
        Phase::Coffin {
            seat: 1,
            bought: false,
            step: None
        }
    );
    assert_eq!(state.players[1].log_used, [C::TheCoffin]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    state.players[1].money = 5;
    let wood = state.players[1].wood;
    let state = play(
        &state,
        A::BuyGoods {
            good: Purchase::Wood,
        },
    );
    let state = play(&state, A::Forest);
    assert_eq!(state.players[1].money, 2);
    assert_eq!(
        state.players[1].wood,
        wood + 2 + 3,
        "the purchase, then Forest with its first-worker bonus"
    );
    assert_eq!(state.phase, Phase::Over);
}

/// Rules `end-of-game` and `ships-log-moments` (rulings NB-46, NB-49): The Dice of Fate played
/// in round 12 withholds that round's bonuses only; the Coffin's placement comes after it.
#[test]
fn rule_end_of_game_the_coffin_placement_is_past_round_12s_dice_of_fate() {
    let mut state = log_game(2);
    give(&mut state, 0, C::TheDiceOfFate);
    give(&mut state, 1, C::TheCoffin);
    state.round = 11;
    let state = to_next_round(state);
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheDiceOfFate,
        },
    );
    let state = farms(state);
    assert!(matches!(state.phase, Phase::Coffin { seat: 1, .. }));
    let wood = state.players[1].wood;
    let state = play(&state, A::Forest);
    assert_eq!(state.players[1].wood, wood + 3, "round 12 is over");
}

/// Rule `ships-log-victory` (ruling NB-10): Corpusants scores 1 per Sperm Whale its holder
/// kept; Message in a Bottle 1 per 2 pages of its holder's log, itself included.
#[test]
fn rule_ships_log_victory_corpusants_and_message_in_a_bottle_score_through_the_sheet() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Corpusants);
    state.bag.sperm -= 2;
    state.players[0].whales = whales(0, 0, 2);
    for card in [
        C::MessageInABottle,
        C::Gam,
        C::Scrimshaw,
        C::Windfall,
        C::Reef,
    ] {
        give(&mut state, 1, card);
    }
    valid(&state);
    assert_eq!(log_points(&state, 0), 2);
    assert_eq!(log_points(&state, 1), 2, "5 pages");
    state.players[0].whales = Whales::default();
    state.bag.sperm += 2;
    assert_eq!(log_points(&state, 0), 0);
}

/// Rule `ships-log-victory` (ruling NB-10): the Newspaper scores 1 per 2 pages of its owner's
/// log, used or not, besides its own point.
#[test]
fn rule_ships_log_victory_newspaper_scores_1_per_2_pages() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Newspaper);
    for card in [C::Gam, C::Reef, C::TheMastHead, C::Windfall, C::Rats] {
        give(&mut state, 0, card);
    }
    state.players[0].log_used.push(C::Reef);
    let sheet = RULES.score(&state);
    assert_eq!(sheet.players[0].categories["bonus"], 2);
    assert_eq!(sheet.players[0].categories["buildings"], 1);
}

// ships-log-providence (continued) --------------------------------------------------------------

/// Rule `ships-log-providence` (ruling NB-47): News from Town builds one unbuilt action
/// building at full price, placing no worker; victory buildings and discounts are refused; it
/// may be declined.
#[test]
fn rule_ships_log_providence_news_from_town_builds_an_action_building_at_full_price() {
    let mut state = at_the_library(2, C::NewsFromTown);
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick, player.money) = (9, 9, 9, 30);
    let taken = play(&state, library(Providence));
    let listed = legal(&taken);
    assert_eq!(listed.last(), Some(&A::LogSkip));
    let builds: Vec<(Building, u8, u8, u8)> = listed
        .iter()
        .filter_map(|action| match *action {
            A::Build {
                building,
                wood,
                food,
                brick,
            } => Some((building, wood, food, brick)),
            _ => None,
        })
        .collect();
    assert!(builds.len() >= 8, "{builds:?}");
    for &(building, wood, food, brick) in &builds {
        assert!(building.has_action(), "{building:?}");
        let cost = taken.cost_of(building);
        assert_eq!((wood, food, brick), (cost.wood, cost.food, cost.brick));
    }
    let full = |building: Building| {
        let cost = taken.cost_of(building);
        A::Build {
            building,
            wood: cost.wood,
            food: cost.food,
            brick: cost.brick,
        }
    };
    assert_eq!(
        refused(&taken, full(Building::SeamensBethel)),
        ("cannot-perform", "ships-log-cards")
    );
    let (building, wood, food, brick) = *builds
        .iter()
        .find(|&&(_, wood, ..)| wood > 0)
        .expect("a tile costing wood");
    assert_eq!(
        refused(
            &taken,
            A::Build {
                building,
                wood: wood - 1,
                food,
                brick
            }
        ),
        ("wrong-payment", "building-construction")
    );
    let cost = taken.cost_of(building);
    let built = play(&taken, full(building));
    assert_eq!(built.slot(building).unwrap().owner, Some(0));
    let player = &built.players[0];
    assert_eq!(
        (player.wood, player.food, player.brick, player.money),
        (
            9 - u32::from(cost.wood),
            9 - u32::from(cost.food),
            9 - u32::from(cost.brick),
            30 - u32::from(cost.money)
        )
    );
    assert_eq!(
        player.workers,
        [Some(WorkerSpot::Building(Building::Library)), None]
    );
    assert_eq!(RULES.to_act(&built), [Actor::Seat(1)]);
    let declined = play(&taken, A::LogSkip);
    assert_eq!(
        declined
            .buildings
            .iter()
            .filter(|s| s.owner.is_some())
            .count(),
        1,
        "only the Library"
    );
    assert_eq!(RULES.to_act(&declined), [Actor::Seat(1)]);
}

/// Rule `ships-log-providence` (ruling NB-47): Scrimshaw pays $3 per Empty Sea drawn in the
/// round's whaling phase; at the Library the round's draw is still to come, so it pays nothing,
/// even with last round's Empty Seas still out.
#[test]
fn rule_ships_log_providence_scrimshaw_pays_3_per_empty_sea_drawn_this_round() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    offer(&mut state, C::Scrimshaw);
    let state = farms(state);
    let state = play(&state, draw(1, 0, 0, 2));
    let money = state.players[0].money;
    let taken = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(taken.players[0].money, money + 6);
    // Nobody takes it: the Empty Seas stay out into round 2, when the Library takes it.
    let state = play(&play(&state, A::PassWhaling), A::PassWhaling);
    let mut state = report_reveals(state);
    assert_eq!(state.round, 2);
    assert_eq!(state.drawn.empty, 2, "last round's Empty Seas");
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::Scrimshaw);
    let money = state.players[1].money;
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::Scrimshaw]);
    assert_eq!(state.players[1].money, money, "no Empty Sea drawn yet");
}

/// Rules `ships-log-providence` and `ships-log-victory` (rulings NB-46, NB-07): Ship in a Bottle
/// retires an idle ship at home, its player's pick if both are; it scores 2; with no ship at
/// home nothing happens and it scores 0.
#[test]
fn rule_ships_log_providence_ship_in_a_bottle_retires_a_ship_at_home() {
    let state = at_the_library(2, C::ShipInABottle);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    let bottled = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&bottled, 0, 1), ShipLocation::Bottle);
    assert_eq!(location(&bottled, 0, 0), ShipLocation::Home);
    assert_eq!(bottled.players[0].log_used, [C::ShipInABottle]);
    assert_eq!(log_points(&bottled, 0), 2);
    // One ship at home: that one, at once.
    let mut one = state.clone();
    at_sea(&mut one, 0, 0, 2, 0, Whales::default());
    let taken = play(&one, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 1), ShipLocation::Bottle);
    assert_eq!(log_points(&taken, 0), 2);
    // One at sea, one on the dock: none idle at home.
    let mut none = state;
    at_sea(&mut none, 0, 0, 2, 0, Whales::default());
    none.players[0].ships[1].location = ShipLocation::Dock;
    let taken = play(&none, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 1), ShipLocation::Dock);
    assert!(taken.players[0].log_used.is_empty());
    assert_eq!(log_points(&taken, 0), 0);
}

/// Rule `ships-log-providence` (ruling NB-47): Uncharted Desert Isle gives 3 wood and 3 food.
#[test]
fn rule_ships_log_providence_uncharted_desert_isle_gives_3_wood_and_3_food() {
    let state = at_the_library(2, C::UnchartedDesertIsle);
    let state = play(&state, library(Providence));
    assert!(pending(&state).is_empty());
    let player = &state.players[0];
    assert_eq!((player.wood, player.food, player.money), (3, 3, 5));
    assert_eq!(log_points(&state, 0), 0);
}

/// Rule `ships-log-providence` (ruling NB-47): Under Weigh may prepare a ship at home for 2
/// wood, then may launch a docked ship for its space's food; each step may be skipped.
#[test]
fn rule_ships_log_providence_under_weigh_prepares_then_launches_both_optional() {
    let mut state = at_the_library(2, C::UnderWeigh);
    let player = &mut state.players[0];
    (player.wood, player.food) = (2, 3);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [
            A::PrepareShip { ship: 0 },
            A::PrepareShip { ship: 1 },
            A::LogSkip
        ]
    );
    let prepared = play(&taken, A::PrepareShip { ship: 0 });
    assert_eq!(location(&prepared, 0, 0), ShipLocation::Dock);
    assert_eq!(prepared.players[0].wood, 0);
    let launches: Vec<A> = (1..=3)
        .map(|space| A::LaunchShip { ship: 0, space })
        .chain([A::LogSkip])
        .collect();
    assert_eq!(legal(&prepared), launches);
    assert_eq!(
        refused(&prepared, A::LaunchShip { ship: 0, space: 4 }),
        ("cannot-afford", "ships-log-cards")
    );
    assert_eq!(
        refused(&prepared, A::LaunchShip { ship: 1, space: 1 }),
        ("cannot-perform", "ships-log-cards"),
        "not on the dock"
    );
    let launched = play(&prepared, A::LaunchShip { ship: 0, space: 2 });
    assert_eq!(location(&launched, 0, 0), sea(2, 0));
    assert_eq!(launched.players[0].food, 1);
    assert_eq!(RULES.to_act(&launched), [Actor::Seat(1)]);
    // Both skipped: nothing changes.
    let skipped = play(&play(&taken, A::LogSkip), A::LogSkip);
    assert_eq!(location(&skipped, 0, 0), ShipLocation::Home);
    assert_eq!((skipped.players[0].wood, skipped.players[0].food), (2, 3));
    assert_eq!(RULES.to_act(&skipped), [Actor::Seat(1)]);
    // Nothing prepared and no ship on the dock: only the skip.
    let docked = play(&taken, A::LogSkip);
    assert_eq!(legal(&docked), [A::LogSkip], "no ship on the dock");
    // 1 wood prepares nothing.
    let mut short = state;
    short.players[0].wood = 1;
    let taken = play(&short, library(Providence));
    assert_eq!(legal(&taken), [A::LogSkip]);
    assert_eq!(
        refused(&taken, A::PrepareShip { ship: 0 }),
        ("cannot-afford", "ships-log-cards")
    );
}

/// Rule `ships-log-providence` (ruling NB-47): Whale Pod loads one whale from the bag onto the
/// ship: in seeded chance from the generator, reproducibly; in table chance the `table` reports
/// it, each kind with probability its count over the bag's whales.
#[test]
fn rule_ships_log_providence_whale_pod_loads_a_whale_from_the_bag() {
    let mut state = at_the_library(2, C::WhalePod);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    let whales_before = state.bag.whales().total();
    let empties = state.bag.empty;
    let taken = play(&state, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(taken.players[0].ships[0].cargo.total(), 1);
    assert_eq!(taken.bag.whales().total(), whales_before - 1);
    assert_eq!(taken.bag.empty, empties, "the Empty Seas go back");
    assert_eq!(
        play(&state, library(Providence)).players[0].ships[0].cargo,
        taken.players[0].ships[0].cargo,
        "reproducible"
    );
    // Table chance.
    let mut state = table_game(2);
    own(&mut state, 0, Building::Library);
    offer(&mut state, C::WhalePod);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    let bag = state.bag;
    bag_of(&mut state, Tokens { sperm: 0, ..bag });
    let taken = play(&state, library(Providence));
    assert_eq!(pending(&taken), [Pending::WhalePod { ship: ship(0, 0) }]);
    assert_eq!(RULES.to_act(&taken), [Actor::Table]);
    let found = |whale| A::FoundWhale { whale };
    assert_eq!(
        legal(&taken),
        [found(WhaleKind::Right), found(WhaleKind::Bowhead)]
    );
    let in_bag = f64::from(bag.right + bag.bowhead);
    assert_eq!(
        RULES.probability(&taken, &found(WhaleKind::Right)),
        Some(f64::from(bag.right) / in_bag)
    );
    assert_eq!(
        RULES.probability(&taken, &found(WhaleKind::Bowhead)),
        Some(f64::from(bag.bowhead) / in_bag)
    );
    assert_eq!(
        refused(&taken, found(WhaleKind::Sperm)),
        ("not-in-bag", "ships-log-cards")
    );
    let state = play(&taken, found(WhaleKind::Bowhead));
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 0));
    assert_eq!(state.bag.bowhead, bag.bowhead - 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

/// Rule `ships-log-providence` (ruling NB-47): Windfall: its taker picks $4 to $8, every other
/// player takes $4 less.
#[test]
fn rule_ships_log_providence_windfall_pays_4_to_8_and_the_others_4_less() {
    let state = at_the_library(3, C::Windfall);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        (4..=8)
            .map(|money| A::Windfall { money })
            .collect::<Vec<_>>()
    );
    for money in [3, 9] {
        assert_eq!(
            refused(&taken, A::Windfall { money }),
            ("cannot-perform", "ships-log-cards")
        );
    }
    let state = play(&taken, A::Windfall { money: 7 });
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [12, 8, 8]);
    let state = play(&taken, A::Windfall { money: 4 });
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [9, 5, 5]);
}
