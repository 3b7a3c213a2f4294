//! Refusal messages are written only when read (`Why`'s `Display`): these pin the sentences
//! clients receive, so a lazy message cannot drift from what the rules used to say.

use crate::core::refusal::Refusal;
use crate::core::turn::WaitingFor;

use super::super::super::{NantucketRefusal, NantucketRefusalCode, Why};
use super::*;

/// The message, code and rule a client receives when `action` is refused.
fn violation(state: &NantucketState, actor: Actor, action: A) -> (String, String, String) {
    let refusal: NantucketRefusal = RULES
        .apply(state, actor, &action)
        .expect_err("must be refused");
    let violation = refusal.to_violation();
    (
        violation.code.to_owned(),
        violation.rule.to_owned(),
        violation.message,
    )
}

fn owned(code: &str, rule: &str, message: &str) -> (String, String, String) {
    (code.to_owned(), rule.to_owned(), message.to_owned())
}

#[test]
fn refusals_applied_to_real_states_read_as_clients_expect() {
    let state = game(&[(Building::Schoolhouse, 3)]);
    assert_eq!(
        violation(&state, SEAT1, A::Warehouse),
        owned(
            "not-your-turn",
            "turn-structure",
            "waiting for seat 0, not seat 1"
        )
    );
    assert_eq!(
        violation(&state, Actor::Table, A::Flip { heads: true }),
        owned(
            "not-your-turn",
            "turn-structure",
            "waiting for seat 0, not the table"
        )
    );
    assert_eq!(
        violation(&state, SEAT0, A::Schoolhouse),
        owned("not-built", "building-use", "schoolhouse is not built")
    );
    let building = play(&state, A::TownHall);
    assert_eq!(
        violation(
            &building,
            SEAT0,
            build(Building::Schoolhouse, 1, 0, Coin::Silver)
        ),
        owned(
            "wrong-payment",
            "building-construction",
            "schoolhouse costs exactly $3"
        )
    );
    assert_eq!(
        violation(
            &building,
            SEAT0,
            build(Building::CaptainsHouse, 3, 0, Coin::Silver)
        ),
        owned(
            "not-in-town",
            "town-cards",
            "captains-house is not in this town"
        )
    );
    let caught = catching(2, 1, 1, 0);
    assert_eq!(
        violation(&caught, SEAT0, catch(ChartRow::B, Coin::Silver)),
        owned(
            "condition-not-met",
            "whaling-chart",
            "the toss does not allow row B with a Silver coming home"
        )
    );
    let mut taken = catching(2, 1, 1, 2);
    taken.rows_taken[3] = true;
    assert_eq!(
        violation(&taken, SEAT0, catch(ChartRow::D, Coin::Silver)),
        owned(
            "row-taken",
            "whaling-chart",
            "row D was already taken this whaling phase"
        )
    );
    let mut tossing = table_game(&[]);
    at_sea(&mut tossing, 0, 2, 1);
    let tossing = to_whaling(tossing);
    assert_eq!(
        violation(&tossing, Actor::Table, toss(2, 0)),
        owned(
            "impossible-toss",
            "whaling-toss",
            "the ship holds 1 Copper and 2 Silver"
        )
    );
}

/// Every reason with the data it carries, and its exact sentence.
#[test]
fn every_reason_writes_its_sentence() {
    let cases: &[(Why, &str)] = &[
        (Why::GameOver, "the game is over"),
        (
            Why::WaitingFor(WaitingFor {
                expected: Actor::Table,
                actor: SEAT1,
            }),
            "waiting for the table, not seat 1",
        ),
        (Why::ExchangeOnce, "the exchange is once a turn"),
        (Why::ExchangeOrEnd, "exchange a Copper or end your turn"),
        (
            Why::PlaceWorker,
            "place your worker, exchange a coin or end your turn",
        ),
        (
            Why::ReportFlip,
            "report how the Gambling Hall's coin landed",
        ),
        (Why::ReportToss, "report how the ship's coins landed"),
        (
            Why::ChooseFirstShip,
            "choose which of your two equal ships whales first",
        ),
        (
            Why::ShipHolds {
                copper: 2,
                silver: 3,
            },
            "the ship holds 2 Copper and 3 Silver",
        ),
        (Why::NoCopperToExchange, "you have no Copper to exchange"),
        (Why::BankShortOfSilver, "the bank has fewer than 2 Silver"),
        (Why::ShipSize { max: 5 }, "a ship holds 1 to 5 coins here"),
        (Why::NotThoseCoins, "you do not have those coins"),
        (
            Why::AlreadyHaveShip,
            "you already have a ship; only the Shipyard launches a second",
        ),
        (
            Why::SecondShipBesideFirst,
            "the Shipyard launches a second ship beside your one ship",
        ),
        (
            Why::LaunchWouldMatch,
            "your ship may not match the size of an opponent's ship",
        ),
        (
            Why::ShipWouldMatch,
            "the ship would match an opponent's ship",
        ),
        (
            Why::ShipLeftWouldMatch,
            "the ship left behind may not match an opponent's ship",
        ),
        (Why::NoPayment, "you cannot pay for any building"),
        (
            Why::CannotBuildAndLaunch,
            "you cannot both build and launch",
        ),
        (
            Why::NothingForLumberMill,
            "no action building is left to build, or the bank has no marker coin",
        ),
        (Why::NotABuild, "that action does not build"),
        (Why::ChooseBuilding, "choose the building to build"),
        (
            Why::NotInTown(Building::MayorsHouse),
            "mayors-house is not in this town",
        ),
        (
            Why::AlreadyBuilt(Building::RowHouse),
            "row-house is already built",
        ),
        (
            Why::LumberMillActionOnly,
            "the Lumber Mill builds action buildings only",
        ),
        (
            Why::NoMarkerCoin,
            "the bank has no coin this lot's ownership marker can be (ruling NT-21)",
        ),
        (
            Why::LumberMillFree,
            "the Lumber Mill's building costs nothing; its marker comes from the bank",
        ),
        (
            Why::ShipPaysAtHarborOfficeOnly,
            "only the Harbor Office pays with coins from a ship",
        ),
        (Why::NoSuchShip, "no such ship"),
        (Why::TakeFromShip, "take 1 to 3 coins that are on that ship"),
        (
            Why::CostsExactly {
                building: Building::Mansion,
                cost: 6,
            },
            "mansion costs exactly $6",
        ),
        (
            Why::CopperOnly(Building::Mansion),
            "mansion is paid in Copper only",
        ),
        (
            Why::MarkerPaid,
            "the ownership marker is one of the coins paid",
        ),
        (
            Why::NoLaunchAfterBuild,
            "after this build you could not launch a ship",
        ),
        (
            Why::OutfitterLaunchNext,
            "the Outfitter's launch comes next",
        ),
        (Why::UseNewOrSkip, "use the building just built, or skip"),
        (Why::NotBuilt(Building::Tavern), "tavern is not built"),
        (
            Why::UsedThisRound(Building::GamblingHall),
            "gambling-hall was used this round",
        ),
        (Why::NeedShipCoins, "you need coins on a ship"),
        (Why::NeedShipSilver, "you need Silver on a ship"),
        (
            Why::TooFewBuilt,
            "fewer than 2 buildings are built, so it would pay nothing",
        ),
        (Why::NeedTwoSilver, "you need 2 Silver"),
        (Why::OpponentHasNoSilver, "the other player has no Silver"),
        (Why::ShipHoldsNoCoins, "that ship holds no coins"),
        (Why::ShipHasNoSilver, "that ship has no Silver"),
        (
            Why::LighthouseSilverFirst,
            "the Lighthouse costs 1 Silver first",
        ),
        (
            Why::NotThoseCoinsAfterPaying,
            "you do not have those coins after paying",
        ),
        (Why::ShipHoldsAtMostFour, "a ship holds at most 4 coins"),
        (
            Why::TakeCoinOnShip,
            "take at least one coin that is on that ship",
        ),
        (Why::LawOfficeNotBuilt, "that building is not built"),
        (Why::AlreadyOwnIt, "you already own it"),
        (Why::PayPrinted { cost: 7 }, "pay exactly its printed $7"),
        (Why::ChooseRow, "choose a chart row for this ship"),
        (Why::NoTavernUsed, "you did not use the Tavern this round"),
        (Why::NoTailsOfType, "no coin of that type landed tails"),
        (
            Why::RowTaken(ChartRow::E),
            "row E was already taken this whaling phase",
        ),
        (
            Why::RowNotAllowed {
                row: ChartRow::A,
                returned: Coin::Copper,
            },
            "the toss does not allow row A with a Copper coming home",
        ),
    ];
    for &(why, sentence) in cases {
        assert_eq!(why.to_string(), sentence, "{why:?}");
    }
    // The message is the reason's sentence, whatever the code and rule.
    let refusal =
        NantucketRefusal::new(NantucketRefusalCode::RowTaken, crate::core::rule_id::RuleId::new("whaling-chart"), cases[0].0);
    assert_eq!(refusal.to_violation().message, "the game is over");
    assert_eq!(refusal.code(), "row-taken");
}
