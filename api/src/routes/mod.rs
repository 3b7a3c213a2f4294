//! One module per resource.

pub mod bots;
pub mod games;
pub mod health;
pub mod match_events;
pub mod matches;
pub mod play;
mod prefer;
pub mod rules;
pub mod seats;
pub mod web;

use actix_web::web::ServiceConfig;

pub fn configure(config: &mut ServiceConfig) {
    config
        .configure(health::configure)
        .configure(bots::configure)
        .configure(games::configure)
        .configure(matches::configure)
        .configure(seats::configure)
        .service(match_events::follow)
        .configure(play::configure)
        .configure(rules::configure)
        .configure(web::configure);
}
