//! Why New Bedford refuses an action: a typed code, the rule judged, and a reason that writes
//! its sentence only when a caller reads it (bots judge and discard thousands of candidates a
//! game, so judging must not format anything).

use std::fmt;

pub use crate::core::refusal::refuse;
use crate::core::refusal::Refused;
use crate::core::turn::{TurnWhy, WaitingFor, GAME_OVER};

use super::super::components::Cost;
use super::buildings::Building;
use super::log_cards::{LogCard, LogDeck};
use super::state::{Good, WhaleKind};

crate::refusal_codes! {
    /// The refusal codes New Bedford's judge reports; the spellings are the public API.
    pub enum NewBedfordRefusalCode {
        WrongValue => "wrong-value",
        AlreadyBought => "already-bought",
        CannotAfford => "cannot-afford",
        CannotPerform => "cannot-perform",
        InnSpacesOnly => "inn-spaces-only",
        BuildingNotInGame => "building-not-in-game",
        BuildingNotBuilt => "building-not-built",
        BuildingOccupied => "building-occupied",
        CannotPayOwner => "cannot-pay-owner",
        NoSuchSpace => "no-such-space",
        SpaceFull => "space-full",
        AlreadyBuilt => "already-built",
        WrongPayment => "wrong-payment",
        CannotSellHere => "cannot-sell-here",
        MustSell => "must-sell",
        NotOnShip => "not-on-ship",
        NoFreeWhales => "no-free-whales",
        NotForSale => "not-for-sale",
        WrongCount => "wrong-count",
        NotInBag => "not-in-bag",
        NotDrawn => "not-drawn",
        BuildingCovered => "building-covered",
    }
}

/// A New Bedford refusal as the judge builds it.
pub type NewBedfordRefusal = Refused<NewBedfordRefusalCode, Why>;

/// The reason behind a refusal; `Display` writes the message clients read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    WaitingFor(WaitingFor),
    NobodyPlacing,
    // Setup
    StartingValue,
    ChooseStartingResources,
    // Placement
    AlreadyBought,
    PurchasePrice,
    PlaceOrBuy,
    InnSpacesOnly,
    NotInGame(Building),
    NotBuilt(Building),
    AlreadyUsed(Building),
    OwnerFee(Building),
    OwnPostOffice,
    WarehouseBonusNeeded,
    WarehouseBonusTaken,
    NoGoodsToSell,
    NoWoodToSell,
    DockyardShipNotHome,
    DockyardCost {
        wood: u32,
    },
    ShipNotOnDock {
        ship: u8,
    },
    ShipNotHome {
        ship: u8,
    },
    LaunchSpaces,
    SpaceFull {
        space: u8,
    },
    LaunchCost {
        space: u8,
        food: u32,
    },
    DryDockCost,
    LighthouseBlocked,
    NotAtSea,
    NoWhalesAboard,
    TavernTokens,
    TryworksNoReturn,
    TryworksRetail,
    TryworksEdition,
    // 5th Player Expansion
    NoWheelhouse,
    Covered(Building),
    AlmshouseVictim,
    FireHouseNothing,
    CollegeTarget(Building),
    CollegeFees {
        fees: u32,
    },
    CollegeNothingToDo(Building),
    EmptyLotTarget(Building),
    RectoryNeedsBethel,
    // Town Expansion
    CoffeehouseNothing,
    CoffeehouseChoose,
    RefinerySold,
    RefineryNoWhale(WhaleKind),
    RefineryNotOpen,
    HarborOfficeNothingAfter,
    LoadingDockShips,
    LoadingDockBack(WhaleKind),
    LoadingDockMoveFirst,
    LoadingDockShiftOrStop,
    BridgeTarget(Building),
    TokenNothingToDo(Building),
    TokenUse(Building),
    TokenInUse,
    UnderBridge(Building),
    ShantyMoney,
    PerfumeryNothing,
    SalterySpaces,
    SalteryCost {
        spaces: u8,
        food: u32,
    },
    ChemistShopExchange,
    ChemistShopVictim,
    DistilleryCost,
    ShipwrightBoth,
    ShipwrightCost,
    // Ship's Log
    LogNotUnseen(LogCard),
    LogReportReveal,
    LogReportWhale,
    LogNotPlayable(LogCard),
    LogPlayOrPass,
    LogAnswer(LogCard),
    LogBurn(Building),
    LogChooseBurn,
    LogActionBuildingsOnly,
    LogTradeWindsGoods,
    LogBrokenMassWood,
    LogNotListed,
    LogOverboardWorker,
    LogIceSheet,
    LogSeaIce,
    LogStoveBoat,
    LogNoCard(LogDeck),
    Burned(Building),
    // Construction
    NothingAffordable,
    ChooseBuilding,
    AlreadyBuilt(Building),
    WrongPayment {
        building: Building,
        cost: Cost,
        discount: u8,
    },
    CannotPayFor(Building),
    // Selling
    LumberMillWoodOnly,
    NoneLeft(Good),
    SellFirst,
    SellOrStop,
    // Movement
    NotCarried(WhaleKind),
    KeepCost(WhaleKind),
    NoFreeRightWhales,
    KeepOrSell,
    NotForSale(WhaleKind),
    BuyCost(WhaleKind),
    BuyOrPass,
    // Whaling
    ReportDraw,
    DrawCount {
        count: u8,
    },
    NotInBag,
    NotDrawn(WhaleKind),
    TakeOrPass,
}

impl TurnWhy for Why {
    const GAME_OVER: Self = Self::GameOver;

    fn waiting_for(waiting: WaitingFor) -> Self {
        Self::WaitingFor(waiting)
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::GameOver
            | Self::WaitingFor(..)
            | Self::NobodyPlacing
            | Self::StartingValue
            | Self::ChooseStartingResources
            | Self::AlreadyBought
            | Self::PurchasePrice
            | Self::PlaceOrBuy
            | Self::InnSpacesOnly
            | Self::NotInGame(..)
            | Self::NotBuilt(..)
            | Self::AlreadyUsed(..)
            | Self::OwnerFee(..)
            | Self::OwnPostOffice
            | Self::WarehouseBonusNeeded
            | Self::WarehouseBonusTaken
            | Self::NoGoodsToSell
            | Self::NoWoodToSell
            | Self::DockyardShipNotHome
            | Self::DockyardCost { .. }
            | Self::ShipNotOnDock { .. }
            | Self::ShipNotHome { .. }
            | Self::LaunchSpaces
            | Self::SpaceFull { .. }
            | Self::LaunchCost { .. }
            | Self::DryDockCost
            | Self::LighthouseBlocked
            | Self::NotAtSea
            | Self::NoWhalesAboard
            | Self::TavernTokens
            | Self::TryworksNoReturn
            | Self::TryworksRetail
            | Self::TryworksEdition => self.placement_text(f),
            Self::NoWheelhouse
            | Self::Covered(..)
            | Self::AlmshouseVictim
            | Self::FireHouseNothing
            | Self::CollegeTarget(..)
            | Self::CollegeFees { .. }
            | Self::CollegeNothingToDo(..)
            | Self::EmptyLotTarget(..)
            | Self::RectoryNeedsBethel => self.fifth_player_text(f),
            Self::CoffeehouseNothing
            | Self::CoffeehouseChoose
            | Self::RefinerySold
            | Self::RefineryNoWhale(..)
            | Self::RefineryNotOpen
            | Self::HarborOfficeNothingAfter
            | Self::LoadingDockShips
            | Self::LoadingDockBack(..)
            | Self::LoadingDockMoveFirst
            | Self::LoadingDockShiftOrStop
            | Self::BridgeTarget(..)
            | Self::TokenNothingToDo(..)
            | Self::TokenUse(..)
            | Self::UnderBridge(..)
            | Self::TokenInUse
            | Self::ShantyMoney
            | Self::PerfumeryNothing
            | Self::SalterySpaces
            | Self::SalteryCost { .. }
            | Self::ChemistShopExchange
            | Self::ChemistShopVictim
            | Self::DistilleryCost
            | Self::ShipwrightBoth
            | Self::ShipwrightCost => self.town_text(f),
            Self::LogNotUnseen(..)
            | Self::LogReportReveal
            | Self::LogReportWhale
            | Self::LogNotPlayable(..)
            | Self::LogPlayOrPass
            | Self::LogAnswer(..)
            | Self::LogBurn(..)
            | Self::LogChooseBurn
            | Self::LogActionBuildingsOnly
            | Self::LogTradeWindsGoods
            | Self::LogBrokenMassWood
            | Self::LogNotListed
            | Self::LogOverboardWorker
            | Self::LogIceSheet
            | Self::LogSeaIce
            | Self::LogStoveBoat
            | Self::LogNoCard(..)
            | Self::Burned(..) => self.ships_log_text(f),
            Self::NothingAffordable
            | Self::ChooseBuilding
            | Self::AlreadyBuilt(..)
            | Self::WrongPayment { .. }
            | Self::CannotPayFor(..)
            | Self::LumberMillWoodOnly
            | Self::NoneLeft(..)
            | Self::SellFirst
            | Self::SellOrStop
            | Self::NotCarried(..)
            | Self::KeepCost(..)
            | Self::NoFreeRightWhales
            | Self::KeepOrSell
            | Self::NotForSale(..)
            | Self::BuyCost(..)
            | Self::BuyOrPass
            | Self::ReportDraw
            | Self::DrawCount { .. }
            | Self::NotInBag
            | Self::NotDrawn(..)
            | Self::TakeOrPass => self.trade_text(f),
        }
    }
}

/// Each function writes the sentences of one mechanism; `fmt` sends it only its own reasons.
impl Why {
    /// Turns, setup and placing workers on the base game's spaces and buildings.
    fn placement_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::GameOver => f.write_str(GAME_OVER),
            Self::WaitingFor(waiting) => fmt::Display::fmt(&waiting, f),
            Self::NobodyPlacing => f.write_str("nobody is placing"),
            Self::StartingValue => f.write_str(
                "starting goods and money must be worth exactly $5 (wood and food $1, brick $2)",
            ),
            Self::ChooseStartingResources => {
                f.write_str("choose your starting goods and money first")
            }
            Self::AlreadyBought => f.write_str("goods can be bought only once per placement"),
            Self::PurchasePrice => f.write_str("buying 2 food or 2 wood costs $3"),
            Self::PlaceOrBuy => f.write_str("place a worker or buy goods now"),
            Self::InnSpacesOnly => f.write_str(
                "workers placed again by the Inn go to town or whaling-board spaces only",
            ),
            Self::NotInGame(building) => write!(f, "the {} is not in this game", building.name()),
            Self::NotBuilt(building) => write!(f, "the {} has not been built", building.name()),
            Self::AlreadyUsed(building) => {
                write!(f, "the {} was already used this round", building.name())
            }
            Self::OwnerFee(building) => write!(
                f,
                "using another player's {} costs $1, paid first",
                building.name()
            ),
            Self::OwnPostOffice => f.write_str("you already own the Post Office"),
            Self::WarehouseBonusNeeded => {
                f.write_str("the first worker on the Warehouse chooses a bonus good")
            }
            Self::WarehouseBonusTaken => {
                f.write_str("the Warehouse bonus is only for the first worker there")
            }
            Self::NoGoodsToSell => f.write_str("you have no goods to sell"),
            Self::NoWoodToSell => f.write_str("you have no wood to sell"),
            Self::DockyardShipNotHome => f.write_str("that ship is not at home to be prepared"),
            Self::DockyardCost { wood } => write!(f, "preparing a ship costs {wood} wood"),
            Self::ShipNotOnDock { ship } => {
                write!(
                    f,
                    "ship {} is not prepared on the dock",
                    u16::from(ship) + 1
                )
            }
            Self::ShipNotHome { ship } => write!(f, "ship {} is not at home", u16::from(ship) + 1),
            Self::LaunchSpaces => f.write_str("ships launch to spaces 1 to 6"),
            Self::SpaceFull { space } => write!(f, "space {space} already holds 3 ships"),
            Self::LaunchCost { space, food } => {
                write!(f, "launching to space {space} costs {food} food")
            }
            Self::DryDockCost => f.write_str("preparing the ship costs 2 wood"),
            Self::LighthouseBlocked => {
                f.write_str("that ship cannot move farther out: space 6 or a full space is ahead")
            }
            Self::NotAtSea => f.write_str("that ship is not at sea"),
            Self::NoWhalesAboard => f.write_str("that ship carries no whales"),
            Self::TavernTokens => f.write_str(
                "the Tavern removes 1 or 2 Empty Sea tokens drawn in the last whaling phase",
            ),
            Self::TryworksNoReturn => {
                f.write_str("none of your ships returns with a Right Whale this round")
            }
            Self::TryworksRetail => f.write_str(
                "the Tryworks sends 1 to 3 Right Whales home from one of your ships at sea",
            ),
            Self::TryworksEdition => f.write_str(
                "retail Tryworks names a ship and 1–3 Right Whales; print-and-play takes neither",
            ),
            _ => Ok(()),
        }
    }

    /// The 5th Player Expansion's Wheelhouse and tiles.
    fn fifth_player_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::NoWheelhouse => {
                f.write_str("the Wheelhouse is on the 5th Player Expansion's board, not in this game")
            }
            Self::Covered(building) => write!(
                f,
                "the Empty Lot lies on the {}, which cannot be used while it is there",
                building.name()
            ),
            Self::AlmshouseVictim => {
                f.write_str("take $3 only from another player who holds at least $4")
            }
            Self::FireHouseNothing => {
                f.write_str("nobody owns 3 or more buildings, so the Fire House would pay nothing")
            }
            Self::CollegeTarget(building) => write!(
                f,
                "the College uses a built action building an opponent's worker occupies, other than the College, the Inn, the print-and-play Tryworks or the covered building; not the {}",
                building.name()
            ),
            Self::CollegeFees { fees } => write!(
                f,
                "using it through the College costs ${fees} in fees, paid first"
            ),
            Self::CollegeNothingToDo(building) => write!(
                f,
                "you could not take the {}'s action after paying the College's fees",
                building.name()
            ),
            Self::EmptyLotTarget(building) => write!(
                f,
                "the Empty Lot goes on another built action building, not the {}",
                building.name()
            ),
            Self::RectoryNeedsBethel => f.write_str(
                "the Rectory needs another player's Seamen's Bethel, and nobody may own both",
            ),
            _ => Ok(()),
        }
    }

    /// The Town Expansion's tiles and tokens.
    fn town_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::CoffeehouseNothing => f.write_str(
                "the Coffeehouse needs one of your ships at sea and a whale left in the bag",
            ),
            Self::CoffeehouseChoose => {
                f.write_str("load one drawn whale onto a ship of yours at sea, or decline")
            }
            Self::RefinerySold => f.write_str("the Refinery has already bought a whale this round"),
            Self::RefineryNoWhale(whale) => {
                write!(f, "you have no kept {} to sell to the Refinery", whale.name())
            }
            Self::RefineryNotOpen => f.write_str(
                "a returning whale goes to the Refinery only while your worker stands there, once a round, and not after round 12",
            ),
            Self::HarborOfficeNothingAfter => f.write_str(
                "after paying the launch you would have no good left to sell or build with",
            ),
            Self::LoadingDockShips => f.write_str(
                "the Loading Dock needs both your ships at sea with a whale aboard one of them",
            ),
            Self::LoadingDockBack(whale) => write!(
                f,
                "a {} already moved the other way; moving one back changes nothing",
                whale.name()
            ),
            Self::LoadingDockMoveFirst => f.write_str("move at least one whale first"),
            Self::LoadingDockShiftOrStop => {
                f.write_str("move a whale between your ships, or stop")
            }
            Self::BridgeTarget(building) => write!(
                f,
                "the Bridge token goes on an unbuilt action building of this game other than the Inn and the Post Office; not the {}",
                building.name()
            ),
            Self::TokenNothingToDo(building) => write!(
                f,
                "you could not take any of the {}'s actions",
                building.name()
            ),
            Self::TokenUse(building) => write!(f, "take one of the {}'s actions", building.name()),
            Self::UnderBridge(building) => write!(
                f,
                "the Bridge token stands on the {}, which cannot be built this round",
                building.name()
            ),
            Self::TokenInUse => {
                f.write_str("that token already stands on a building this round")
            }
            Self::ShantyMoney => f.write_str("the Shanty can be built only while you hold $0"),
            Self::PerfumeryNothing => f.write_str(
                "no Sperm Whale is left in the bag, so the Perfumery would pay nothing",
            ),
            Self::SalterySpaces => f.write_str(
                "the Saltery moves a ship 1 to 3 spaces out, never past space 6",
            ),
            Self::SalteryCost { spaces, food } => {
                write!(f, "moving {spaces} spaces out costs {food} food")
            }
            Self::ChemistShopExchange => f.write_str(
                "take exactly 2 goods from another player and give one of a type you did not take",
            ),
            Self::ChemistShopVictim => f.write_str("that player does not hold those goods"),
            Self::DistilleryCost => f.write_str("preparing the ship costs 2 wood"),
            Self::ShipwrightBoth => {
                f.write_str("docking both ships needs both of them at home")
            }
            Self::ShipwrightCost => f.write_str("docking both ships costs 1 wood"),
            _ => Ok(()),
        }
    }

    /// The Ship's Log's cards.
    fn ships_log_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::LogNotUnseen(card) => write!(
                f,
                "{} is not among the cards of its deck still unseen",
                card.name()
            ),
            Self::LogReportReveal => f.write_str("report the Ship's Log card turned face up"),
            Self::LogReportWhale => f.write_str("report the first whale Whale Pod's draw turned up"),
            Self::LogNotPlayable(card) => write!(
                f,
                "{} is not an unplayed card of yours for this moment",
                card.name()
            ),
            Self::LogPlayOrPass => f.write_str("play a Ship's Log card of this moment, or pass"),
            Self::LogAnswer(card) => write!(f, "answer {} with one of the listed answers", card.name()),
            Self::LogBurn(building) => write!(
                f,
                "the {} is not an action building of that player still face up",
                building.name()
            ),
            Self::LogChooseBurn => f.write_str("choose the action building Refinery Fire turns face down"),
            Self::LogActionBuildingsOnly => {
                f.write_str("News from Town builds action buildings only")
            }
            Self::LogTradeWindsGoods => f.write_str("Trade Winds sells food and wood only"),
            Self::LogBrokenMassWood => f.write_str("Broken Mass asks for 3 wood"),
            Self::LogNotListed => f.write_str("that is not one of this card's choices now"),
            Self::LogOverboardWorker => f.write_str(
                "Man Overboard moves one of your workers standing on a space: 0 or 1, as listed",
            ),
            Self::LogIceSheet => f.write_str(
                "Ice Sheet: ships on spaces 4 to 6 take no whale this round (a Ship's Log card is still allowed)",
            ),
            Self::LogSeaIce => f.write_str("Sea Ice: only its player may take a Bowhead Whale this round"),
            Self::LogStoveBoat => f.write_str(
                "Stove Boat: taking a whale costs 1 wood, paid to the card's player",
            ),
            Self::LogNoCard(deck) => write!(
                f,
                "no {} card is face up now; the next is turned up at the end of the round",
                match deck {
                    LogDeck::Providence => "Providence",
                    LogDeck::Omens => "Omens",
                }
            ),
            Self::Burned(building) => write!(
                f,
                "Refinery Fire turned the {} face down this round",
                building.name()
            ),
            _ => Ok(()),
        }
    }

    /// Building, selling, returning ships and whaling.
    fn trade_text(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::NothingAffordable => f.write_str("you cannot afford any unbuilt building"),
            Self::ChooseBuilding => f.write_str("choose the building to build"),
            Self::AlreadyBuilt(building) => write!(f, "the {} is already built", building.name()),
            Self::WrongPayment {
                building,
                cost,
                discount,
            } => {
                write!(
                    f,
                    "the {} costs {} wood, {} food, {} brick",
                    building.name(),
                    cost.wood,
                    cost.food,
                    cost.brick
                )?;
                if cost.money > 0 {
                    write!(f, " and ${}", cost.money)?;
                }
                write!(
                    f,
                    "; with this action you leave exactly {discount} resource(s) unpaid"
                )
            }
            Self::CannotPayFor(building) => {
                write!(f, "you cannot pay for the {}", building.name())
            }
            Self::LumberMillWoodOnly => f.write_str("the Lumber Mill buys only wood"),
            Self::NoneLeft(good) => write!(f, "you have no {} left", good.name()),
            Self::SellFirst => f.write_str("sell at least one good first"),
            Self::SellOrStop => f.write_str("sell a good or stop selling"),
            Self::NotCarried(whale) => {
                write!(f, "the returning ship carries no {}", whale.name())
            }
            Self::KeepCost(whale) => write!(f, "keeping a {} costs ${}", whale.name(), whale.lay()),
            Self::NoFreeRightWhales => f.write_str("no free Right Whales are left this round"),
            Self::KeepOrSell => f.write_str("keep or sell the returning ship's whales"),
            Self::NotForSale(whale) => write!(f, "no {} is for sale", whale.name()),
            Self::BuyCost(whale) => write!(f, "buying a {} costs ${}", whale.name(), whale.lay()),
            Self::BuyOrPass => f.write_str("buy a sold whale or pass"),
            Self::ReportDraw => f.write_str("report which tokens came out of the bag"),
            Self::DrawCount { count } => write!(f, "exactly {count} tokens are drawn"),
            Self::NotInBag => f.write_str("the bag does not hold those tokens"),
            Self::NotDrawn(whale) => write!(f, "no {} is among the drawn tokens", whale.name()),
            Self::TakeOrPass => f.write_str("take a drawn whale or pass"),
            _ => Ok(()),
        }
    }
}


#[cfg(test)]
mod tests {
    use super::NewBedfordRefusalCode as Code;
    use super::*;
    use crate::core::play::Actor;
    use crate::core::refusal::{Refusal, RefusalCode};
    use crate::games::new_bedford::rules::rule;

    fn message(why: Why) -> String {
        refuse(Code::CannotPerform, rule::BUILDING_USE, why)
            .to_violation()
            .message
    }

    /// Messages are written lazily now; these pin the sentences clients read, data included.
    #[test]
    fn refusal_messages_carry_their_data() {
        let cases = [
            (
                Why::WaitingFor(WaitingFor {
                    expected: Actor::Seat(2),
                    actor: Actor::Table,
                }),
                "waiting for seat 2, not the table",
            ),
            (
                Why::OwnerFee(Building::DryDock),
                "using another player's Dry Dock costs $1, paid first",
            ),
            (Why::NotInGame(Building::Inn), "the Inn is not in this game"),
            (
                Why::ShipNotOnDock { ship: 1 },
                "ship 2 is not prepared on the dock",
            ),
            (Why::ShipNotHome { ship: 0 }, "ship 1 is not at home"),
            (
                Why::LaunchCost { space: 5, food: 4 },
                "launching to space 5 costs 4 food",
            ),
            (Why::SpaceFull { space: 3 }, "space 3 already holds 3 ships"),
            (
                Why::DockyardCost { wood: 2 },
                "preparing a ship costs 2 wood",
            ),
            (
                Why::WrongPayment {
                    building: Building::Mansion,
                    cost: Cost {
                        wood: 4,
                        food: 0,
                        brick: 2,
                        money: 10,
                    },
                    discount: 2,
                },
                "the Mansion costs 4 wood, 0 food, 2 brick and $10; with this action you leave \
                 exactly 2 resource(s) unpaid",
            ),
            (
                Why::WrongPayment {
                    building: Building::Bank,
                    cost: Cost {
                        wood: 1,
                        food: 0,
                        brick: 2,
                        money: 0,
                    },
                    discount: 0,
                },
                "the Bank costs 1 wood, 0 food, 2 brick; with this action you leave exactly 0 \
                 resource(s) unpaid",
            ),
            (Why::NoneLeft(Good::Brick), "you have no brick left"),
            (
                Why::KeepCost(WhaleKind::Sperm),
                "keeping a Sperm Whale costs $8",
            ),
            (
                Why::BuyCost(WhaleKind::Right),
                "buying a Right Whale costs $2",
            ),
            (
                Why::NotCarried(WhaleKind::Bowhead),
                "the returning ship carries no Bowhead Whale",
            ),
            (Why::DrawCount { count: 5 }, "exactly 5 tokens are drawn"),
            (
                Why::NotDrawn(WhaleKind::Right),
                "no Right Whale is among the drawn tokens",
            ),
            (
                Why::AlreadyBuilt(Building::Bank),
                "the Bank is already built",
            ),
        ];
        for (why, expected) in cases {
            assert_eq!(message(why), expected, "{why:?}");
        }
        let refusal = refuse(
            Code::SpaceFull,
            rule::WHALING_TRACK,
            Why::SpaceFull { space: 6 },
        );
        let violation = refusal.to_violation();
        assert_eq!(
            (violation.code, violation.rule, violation.message.as_str()),
            (
                "space-full",
                "whaling-track",
                "space 6 already holds 3 ships"
            )
        );
    }

    #[test]
    fn refusal_codes_keep_their_public_spellings() {
        let spellings: Vec<&str> = NewBedfordRefusalCode::ALL
            .iter()
            .map(|code| code.as_str())
            .collect();
        assert_eq!(spellings.len(), 25);
        for spelling in &spellings {
            assert_eq!(
                spellings.iter().filter(|s| *s == spelling).count(),
                1,
                "{spelling}"
            );
        }
        assert!(spellings.contains(&"cannot-pay-owner"));
        assert!(spellings.contains(&"wrong-payment"));
    }
}
