//! Short descriptions of actions for people, unique within any legal-action list.

use super::actions::FleetAction as A;
use super::state::{FleetState, Phase};

fn with_cash(boat: super::super::components::BoatType) -> String {
    let card = boat.card();
    format!("{} (${})", card.name, card.cash_value)
}

pub fn label(state: &FleetState, action: &A) -> String {
    match *action {
        A::Offer { license } => format!(
            "Offer the {} for auction (minimum ${})",
            license.card().name,
            license.card().min_cost
        ),
        A::DropOut => "Drop out of this auction phase".to_owned(),
        A::Bid { amount } => match state.phase {
            Phase::Auction { lot: Some(lot), .. } if lot.bid == 0 => {
                format!("Open the bidding at ${amount}")
            }
            _ => format!("Bid ${amount}"),
        },
        A::Pass => "Pass".to_owned(),
        A::Pay { boat } => format!("Pay with a {}", with_cash(boat)),
        A::PayCrate => "Pay with a processed crate ($1)".to_owned(),
        A::Launch { boat } => format!(
            "Launch a {} (costs ${})",
            boat.card().name,
            boat.card().launch_cost
        ),
        A::EndLaunches => "Launch no more boats this round".to_owned(),
        A::Hire { boat, captain } => format!(
            "Hire a {} as captain of a {}",
            captain.card().name,
            boat.card().name
        ),
        A::EndHiring => "Hire no more captains this round".to_owned(),
        A::Process { boat, crates } => format!(
            "Process a crate from a {} holding {crates}",
            boat.card().name
        ),
        A::Trade => "Trade a processed crate for boat cards".to_owned(),
        A::EndProcessing => "Process and trade no more this round".to_owned(),
        A::Keep { card } => format!("Keep the {} and discard the other card", card.card().name),
        A::Discard { card } => format!("Discard a {}", card.card().name),
        A::StartPlayer { seat } => format!("Seat {seat} takes the start player marker"),
        A::RevealLicense { license } => format!("Turn up a {}", license.card().name),
        A::DealCard { seat, card } => format!("Seat {seat} draws a {}", card.card().name),
    }
}
