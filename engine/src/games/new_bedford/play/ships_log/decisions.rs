//! Judging and carrying out a pending Ship's Log decision: the one judge (`check`) of what a
//! card's decision allows, the candidates it filters, and what each answer does.

use super::*;

pub fn candidates(state: &NewBedfordState, pending: Pending, into: &mut Vec<A>) {
    use LogCard as C;
    match pending {
        Pending::Reveal { deck } => reveal_candidates(state, deck, into),
        Pending::WhalePod { .. } => {
            into.extend(WhaleKind::ALL.map(|whale| A::FoundWhale { whale }));
        }
        Pending::SharksDraw => whaling::draw_outcomes(state.bag, 1, into),
        Pending::Window { seat, moment } => {
            into.extend(
                playable(state, seat, moment)
                    .into_iter()
                    .map(|card| A::PlayLogCard { card }),
            );
            into.push(A::PassLogWindow);
        }
        Pending::Respond { seat, card, .. } => {
            let mut options = Vec::new();
            answers(state, seat, card, &mut options);
            if shielded(state, seat) {
                options.push(Answer::Shield);
            }
            into.extend(
                options
                    .into_iter()
                    .map(|answer| A::AnswerLogCard { answer }),
            );
        }
        Pending::Burn { seat, .. } => into.extend(
            burnable(state, seat)
                .into_iter()
                .map(|building| A::BurnBuilding { building }),
        ),
        Pending::Resolve {
            seat, card, stage, ..
        } => match card {
            C::BeachedWhale => into.extend(
                (1..=beached_whale_most(state, seat))
                    .map(|right_whales| A::BeachedWhale { right_whales }),
            ),
            C::Windfall => into.extend((4..=8).map(|money| A::Windfall { money })),
            C::ManOverboard => into.extend(
                overboard_choices(state, seat)
                    .into_iter()
                    .map(|worker| A::OverboardWorker { worker }),
            ),
            C::Gam => into.extend((0..2).map(|ship| A::LogShip { ship })),
            C::ShipInABottle => into.extend(
                ships_home(state, seat)
                    .into_iter()
                    .map(|ship| A::LogShip { ship }),
            ),
            C::NantucketSleighRide | C::WhalePod | C::TradeWinds if stage == 0 => {
                into.extend(
                    ships_at_sea(state, seat)
                        .into_iter()
                        .map(|ship| A::LogShip { ship }),
                );
            }
            C::TradeWinds => {
                into.extend([Good::Wood, Good::Food].map(|good| A::Sell { good }));
                into.push(A::StopSelling);
            }
            C::BrokenMass => {
                into.push(A::LogPay);
                into.extend(
                    ships_at_sea(state, seat)
                        .into_iter()
                        .map(|ship| A::LogShip { ship }),
                );
            }
            C::NewsFromTown => {
                construction::candidates(state, seat, BuildSite::NewsFromTown, into);
                into.retain(|a| !matches!(a, A::Build { building, .. } if !building.has_action()));
                into.push(A::LogSkip);
            }
            C::UnderWeigh => {
                if stage == 0 {
                    into.extend(
                        ships_home(state, seat)
                            .into_iter()
                            .map(|ship| A::PrepareShip { ship }),
                    );
                } else {
                    for ship in 0..2 {
                        if state.ship(ShipRef { seat, ship }).location == ShipLocation::Dock {
                            into.extend(
                                (1..=FARTHEST_SPACE).map(|space| A::LaunchShip { ship, space }),
                            );
                        }
                    }
                }
                into.push(A::LogSkip);
            }
            _ => into.push(A::LogSkip),
        },
    }
}

fn wrong(why: Why) -> Judged {
    Err(refuse(Code::WrongPhase, rule::SHIPS_LOG_CARDS, why))
}

fn cannot(why: Why) -> Judged {
    Err(refuse(Code::CannotPerform, rule::SHIPS_LOG_CARDS, why))
}

/// The one judge of a pending card decision: the legal list is `candidates` filtered by it.
pub fn check(state: &NewBedfordState, pending: Pending, action: &A) -> Judged {
    use LogCard as C;
    match (pending, *action) {
        (Pending::Reveal { deck }, A::RevealLogCard { card }) => {
            if reveal_probability(state, deck, card) > 0.0 {
                Ok(())
            } else {
                Err(refuse(
                    Code::NotInBag,
                    rule::SHIPS_LOG_DECK,
                    Why::LogNotUnseen(card),
                ))
            }
        }
        (Pending::Reveal { .. }, _) => wrong(Why::LogReportReveal),
        (Pending::WhalePod { .. }, A::FoundWhale { whale }) => {
            if state.bag.whales().get(whale) > 0 {
                Ok(())
            } else {
                Err(refuse(Code::NotInBag, rule::SHIPS_LOG_CARDS, Why::NotInBag))
            }
        }
        (Pending::WhalePod { .. }, _) => wrong(Why::LogReportWhale),
        (Pending::SharksDraw, _) => whaling::check_draw(state, 1, action),
        (Pending::Window { seat, moment }, A::PlayLogCard { card }) => {
            if playable(state, seat, moment).contains(&card) {
                Ok(())
            } else {
                cannot(Why::LogNotPlayable(card))
            }
        }
        (Pending::Window { .. }, A::PassLogWindow) => Ok(()),
        (Pending::Window { .. }, _) => wrong(Why::LogPlayOrPass),
        (Pending::Respond { seat, card, .. }, A::AnswerLogCard { answer }) => {
            let mut options = Vec::new();
            answers(state, seat, card, &mut options);
            if options.contains(&answer) || (answer == Answer::Shield && shielded(state, seat)) {
                Ok(())
            } else {
                cannot(Why::LogAnswer(card))
            }
        }
        (Pending::Respond { card, .. }, _) => wrong(Why::LogAnswer(card)),
        (Pending::Burn { seat, .. }, A::BurnBuilding { building }) => {
            if burnable(state, seat).contains(&building) {
                Ok(())
            } else {
                cannot(Why::LogBurn(building))
            }
        }
        (Pending::Burn { .. }, _) => wrong(Why::LogChooseBurn),
        (
            Pending::Resolve {
                seat, card, stage, ..
            },
            action,
        ) => {
            let mut listed = Vec::new();
            candidates(state, pending, &mut listed);
            match (card, action) {
                (C::NewsFromTown, A::Build { building, .. }) => {
                    if !building.has_action() {
                        return cannot(Why::LogActionBuildingsOnly);
                    }
                    construction::check(state, seat, BuildSite::NewsFromTown, &action)
                }
                (C::TradeWinds, A::Sell { good }) if stage > 0 => {
                    if good == Good::Brick {
                        cannot(Why::LogTradeWindsGoods)
                    } else if good.held(state.player(seat)) == 0 {
                        Err(refuse(
                            Code::CannotAfford,
                            rule::SHIPS_LOG_CARDS,
                            Why::NoneLeft(good),
                        ))
                    } else {
                        Ok(())
                    }
                }
                (C::BrokenMass, A::LogPay) if state.player(seat).wood < 3 => Err(refuse(
                    Code::CannotAfford,
                    rule::SHIPS_LOG_CARDS,
                    Why::LogBrokenMassWood,
                )),
                (C::UnderWeigh, A::PrepareShip { .. }) if state.player(seat).wood < 2 => Err(
                    refuse(Code::CannotAfford, rule::SHIPS_LOG_CARDS, Why::DryDockCost),
                ),
                (C::UnderWeigh, A::LaunchShip { space, .. }) => {
                    if !listed.contains(&action) {
                        return cannot(Why::LogNotListed);
                    }
                    if !state.space_has_room(space) {
                        return Err(refuse(
                            Code::SpaceFull,
                            rule::WHALING_TRACK,
                            Why::SpaceFull { space },
                        ));
                    }
                    if state.player(seat).food < u32::from(space) {
                        return Err(refuse(
                            Code::CannotAfford,
                            rule::SHIPS_LOG_CARDS,
                            Why::LaunchCost {
                                space,
                                food: u32::from(space),
                            },
                        ));
                    }
                    Ok(())
                }
                (C::Gam, A::LogShip { ship }) if ship > 1 => cannot(Why::LogNotListed),
                (C::ManOverboard, A::OverboardWorker { .. }) if !listed.contains(&action) => {
                    cannot(Why::LogOverboardWorker)
                }
                _ if listed.contains(&action) => Ok(()),
                _ => cannot(Why::LogNotListed),
            }
        }
    }
}

/// Carries out a checked pending decision and goes on once no decision is left.
pub fn execute(state: &mut NewBedfordState, action: &A, events: &mut Events) -> Option<Resume> {
    let pending = pending(state)?;
    // Decisions this one raises come before those already waiting (depth first).
    let waiting: Vec<Pending> = log_mut(state)
        .map(|log| log.pending.drain(..).skip(1).collect())
        .unwrap_or_default();
    match (pending, *action) {
        (Pending::Reveal { deck }, A::RevealLogCard { card }) => turn_up(state, deck, card, events),
        (Pending::WhalePod { ship }, A::FoundWhale { whale }) => {
            load_from_bag(state, ship, whale, events)
        }
        (Pending::SharksDraw, A::Draw { .. }) => {
            if let Some(extra) = action.drawn() {
                sharks_drawn(state, extra, events);
            }
        }
        (Pending::Window { seat, moment }, A::PlayLogCard { card }) => {
            play(state, seat, card, events);
            // The player may play another card of this moment after this one resolves.
            if !playable(state, seat, moment).is_empty() {
                push(state, Pending::Window { seat, moment });
            }
        }
        (Pending::Respond { seat, card, by }, A::AnswerLogCard { answer: a }) => {
            answer(state, seat, card, by, a, events)
        }
        (Pending::Burn { .. }, A::BurnBuilding { building }) => {
            if let Some(log) = log_mut(state) {
                log.burned.push(building);
            }
        }
        (
            Pending::Resolve {
                seat,
                card,
                ship,
                stage,
            },
            action,
        ) => resolve(state, seat, card, ship, stage, action, events),
        _ => {}
    }
    if let Some(log) = log_mut(state) {
        log.pending.extend(waiting);
    }
    settle(state, events);
    let log = log_mut(state)?;
    if log.pending.is_empty() {
        log.then.take()
    } else {
        None
    }
}

fn resolve(
    state: &mut NewBedfordState,
    seat: Seat,
    card: LogCard,
    ship: Option<ShipRef>,
    stage: u8,
    action: A,
    events: &mut Events,
) {
    use LogCard as C;
    let again = |state: &mut NewBedfordState, ship: Option<ShipRef>, stage: u8| {
        if let Some(log) = log_mut(state) {
            log.pending.insert(
                0,
                Pending::Resolve {
                    seat,
                    card,
                    ship,
                    stage,
                },
            );
        }
    };
    match (card, action) {
        (C::BeachedWhale, A::BeachedWhale { right_whales }) => {
            state.bag.right = state.bag.right.saturating_sub(right_whales);
            let player = state.player_mut(seat);
            let price = WhaleKind::Right
                .lay()
                .saturating_mul(u32::from(right_whales));
            player.money = player.money.saturating_sub(price);
            player.whales.right = player.whales.right.saturating_add(right_whales);
        }
        (C::Windfall, A::Windfall { money }) => {
            gain(&mut state.player_mut(seat).money, u32::from(money));
            for other in others(state, seat) {
                gain(
                    &mut state.player_mut(other).money,
                    u32::from(money).saturating_sub(4),
                );
            }
        }
        (C::Gam, A::LogShip { ship: moving }) => {
            let moved = ShipRef { seat, ship: moving };
            let other = ShipRef {
                seat,
                ship: 1 - moving.min(1),
            };
            if let Some((to, _)) = state.ship(other).sea_position() {
                move_toward(state, moved, to, false, events);
            }
        }
        (C::ShipInABottle, A::LogShip { ship }) => bottle(state, seat, ship),
        (C::ManOverboard, A::OverboardWorker { worker }) => send_overboard(state, seat, worker),
        (C::NantucketSleighRide | C::WhalePod | C::TradeWinds, A::LogShip { ship }) => {
            with_ship(state, seat, card, ShipRef { seat, ship }, events)
        }
        (C::TradeWinds, A::Sell { good }) => {
            let held = good.slot(state.player_mut(seat));
            *held = held.saturating_sub(1);
            gain(&mut state.player_mut(seat).money, good.price());
            again(state, ship, stage.saturating_add(1));
        }
        (C::BrokenMass, A::LogPay) => {
            let player = state.player_mut(seat);
            player.wood = player.wood.saturating_sub(3);
        }
        (C::BrokenMass, A::LogShip { ship }) => to_return(state, ShipRef { seat, ship }, events),
        (C::NewsFromTown, A::Build { .. }) => {
            construction::build(state, seat, &action, events);
        }
        (C::UnderWeigh, A::PrepareShip { ship }) => {
            let player = state.player_mut(seat);
            player.wood = player.wood.saturating_sub(2);
            player.ships[usize::from(ship)].location = ShipLocation::Dock;
            again(state, None, 1);
        }
        (C::UnderWeigh, A::LogSkip) if stage == 0 => again(state, None, 1),
        (C::UnderWeigh, A::LaunchShip { ship, space }) => {
            let player = state.player_mut(seat);
            player.food = player.food.saturating_sub(u32::from(space));
            let launched = ShipRef { seat, ship };
            let rank = u8::try_from(state.ships_on(space)).unwrap_or(u8::MAX);
            state.ship_mut(launched).location = ShipLocation::Sea { space, rank };
            events.push(NewBedfordEvent::ShipLaunched {
                ship: launched,
                space,
            });
        }
        _ => {}
    }
}
