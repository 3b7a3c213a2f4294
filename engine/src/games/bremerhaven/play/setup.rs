//! Setting up the long, short and solo games: decks built for the player count and length,
//! starting ranks and money, a starting contract each, and in the short and solo games a
//! built starting building and three starting goods to choose.

use serde::Deserialize;

use crate::core::errors::{Violation, ViolationCode};
use crate::core::play::{ChanceMode, SetupError};
use crate::core::rng::RngState;
use crate::core::rule_id::RuleId;

use std::borrow::Cow;

use super::super::deck::{
    provisional, validate_board, validate_set, CardBack, DeckSet, PriceCard, Use,
    PRINTED_NEWSPAPERS,
};
use super::super::rules::rule;
use super::actions::BremerhavenEvent;
use super::cards::Cards;
use super::chance::{deal, wait_for_table};
use super::draw::shuffle;
use super::flow::start_bidding;
use super::starting_goods;
use super::state::{
    Bidder, Board, BremerhavenState, DeckSource, Decks, Goods, HarborProgress, Phase, Player, Rack,
    Resume, Reveal, Variant,
};
use super::table_deck::TableDeck;

/// Influence cards in hand at the start, and those set aside for Grow influence.
pub const STARTING_HAND: [u8; 5] = [1, 2, 3, 4, 5];
pub const INFLUENCE_SUPPLY: [u8; 7] = [5, 6, 6, 7, 7, 8, 9];
/// Starting money by career rank, Captain first.
pub const STARTING_MONEY: [u32; 4] = [4, 6, 8, 12];
/// Bollards on the quay walls at the start: one pre-printed on each wall of the middle dock.
pub const STARTING_WALLS: [u8; 4] = [0, 1, 1, 0];
/// Goods each player chooses at the start of a short or solo game.
pub const STARTING_GOODS: u8 = 3;

/// Options for a digital game.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenGameOptions))]
#[serde(deny_unknown_fields)]
pub struct BremerhavenGameOptions {
    /// Left out: the solo game for 1 player, the long game for 2–4.
    #[serde(default)]
    pub variant: Option<Variant>,
    /// Where the cards come from: the practice set (default) or a `deck_pack`.
    #[serde(default)]
    pub deck: DeckSource,
    /// The complete printed card lists, with `deck: pack`.
    #[serde(default)]
    pub deck_pack: Option<DeckSet>,
    /// With `deck: table`: the values printed on the table's Cover cards, quay walls and
    /// Progress track. Left out, the practice values, and the game stays `provisional`.
    #[serde(default)]
    pub board: Option<Board>,
}

/// Whether a card's back puts it in this game.
pub fn in_game(back: CardBack, players: u8, variant: Variant) -> bool {
    let icon = match (variant, players) {
        (Variant::Solo, _) | (_, 2) => back.two,
        (_, 3) => back.three,
        _ => back.four,
    };
    match icon {
        Use::Unused => false,
        Use::Both => true,
        Use::LongOnly => variant == Variant::Long,
    }
}

fn invalid(field: &str, code: ViolationCode, message: String) -> SetupError {
    SetupError::Invalid(vec![Violation::new(field, code, message)])
}

/// The card lists a game plays with, checked, and the catalogue its state points into. The
/// table's own deck has none: its cards are reported as they are turned up, and only its board
/// values are given here.
fn card_lists(
    options: &BremerhavenGameOptions,
    chance: ChanceMode,
) -> Result<(Cow<'_, DeckSet>, Cards), SetupError> {
    const _: RuleId = rule::DECK_SOURCES;
    if options.board.is_some() && options.deck != DeckSource::Table {
        return Err(invalid(
            "options.board",
            ViolationCode::UnknownOption,
            "`board` is only read with `deck: table`; a deck pack carries its own `harbor` and `progress`".to_owned(),
        ));
    }
    match (options.deck, &options.deck_pack) {
        (DeckSource::Pack, Some(pack)) => {
            validate_set(pack, "options.deck_pack").map_err(SetupError::Invalid)?;
            Ok((Cow::Borrowed(pack), Cards::of(pack)))
        }
        (DeckSource::Pack, None) => Err(invalid(
            "options.deck_pack",
            ViolationCode::MissingRequirement,
            "`deck: pack` needs the card lists in `deck_pack`".to_owned(),
        )),
        (_, Some(_)) => Err(invalid(
            "options.deck_pack",
            ViolationCode::UnknownOption,
            "a `deck_pack` is only read with `deck: pack`".to_owned(),
        )),
        (DeckSource::Provisional, None) => Ok((Cow::Borrowed(provisional()), Cards::practice())),
        (DeckSource::Table, None) if chance != ChanceMode::Table => Err(invalid(
            "options.deck",
            ViolationCode::MissingRequirement,
            "`deck: table` reads each card from the table as it is turned up, so it needs `chance: table`; seeded play draws from `provisional` or a `pack`".to_owned(),
        )),
        (DeckSource::Table, None) => {
            let practice = provisional();
            let board = options.board.unwrap_or(Board {
                harbor: practice.harbor,
                progress: practice.progress,
            });
            validate_board(&board.harbor, &board.progress, "options.board")
                .map_err(SetupError::Invalid)?;
            let set = DeckSet {
                ships: Vec::new(),
                contracts: Vec::new(),
                buildings: Vec::new(),
                prices: Vec::new(),
                newspapers: Vec::new(),
                harbor: board.harbor,
                progress: board.progress,
            };
            Ok((Cow::Owned(set), Cards::default()))
        }
    }
}

fn check_players(players: u8, variant: Variant) -> Result<(), SetupError> {
    let (allowed, range) = match variant {
        Variant::Solo => (players == 1, "the solo game is for 1 player"),
        Variant::Long | Variant::Short => (
            (2..=4).contains(&players),
            "the long and short games are for 2 to 4 players (1 player: `variant: solo`)",
        ),
    };
    if allowed {
        Ok(())
    } else {
        Err(invalid(
            "players",
            ViolationCode::PlayerCount,
            format!("{range}, not {players}"),
        ))
    }
}

pub fn setup(
    players: u8,
    options: &BremerhavenGameOptions,
    seed: u64,
    chance: ChanceMode,
) -> Result<BremerhavenState, SetupError> {
    let variant = options.variant.unwrap_or(if players == 1 {
        Variant::Solo
    } else {
        Variant::Long
    });
    check_players(players, variant)?;
    let (set, cards) = card_lists(options, chance)?;
    let table_deck = options.deck == DeckSource::Table;
    // The solo game is set up as a 2-player short game (S0).
    let deck_players = if variant == Variant::Solo { 2 } else { players };
    let mut decks = decks(&set, &cards, variant, deck_players, seed, chance);
    let mut prices = set.prices.clone();
    let mut reveals = Vec::new();
    let ranks = starting_ranks(
        &mut decks,
        &mut prices,
        &mut reveals,
        players,
        variant,
        chance,
    );
    let covered = variant == Variant::Long;
    // As many cards as players; the solo game shows two (S0).
    let shown = usize::from(deck_players);
    let progress = set.progress.start(deck_players).unwrap_or(0);
    let rack = Rack {
        event: None,
        stack: if covered && table_deck {
            u8::try_from(PRINTED_NEWSPAPERS).unwrap_or(u8::MAX)
        } else if covered {
            u8::try_from(decks.newspapers.len()).unwrap_or(u8::MAX)
        } else {
            0
        },
    };
    let mut state = BremerhavenState {
        cards,
        variant,
        chance,
        deck_source: options.deck,
        provisional: match options.deck {
            DeckSource::Provisional => true,
            DeckSource::Pack => false,
            DeckSource::Table => options.board.is_none(),
        },
        board: Board {
            harbor: set.harbor,
            progress: set.progress,
        },
        round: 1,
        progress,
        ranks,
        players: vec![starting_player(&set, covered); usize::from(players)],
        sea: vec![None; shown],
        land: vec![None; shown],
        building: None,
        prices,
        rack,
        phase: Phase::Setup,
        bids: Vec::new(),
        dummy_upgrades: 0,
        deck_sizes: None,
        table_deck: table_deck.then(TableDeck::default),
        reveals,
        resume: None,
        decks: Some(decks),
    };
    deal_starting_cards(&mut state, players, deck_players, covered);
    state.count_decks();
    if !wait_for_table(&mut state, Resume::SetupDone) {
        setup_done(&mut state, &mut Vec::new());
    }
    Ok(state)
}

/// The decks for the player count and length (the solo game's as a 2-player short game's),
/// and the solo dummy's Influence cards.
fn decks(
    set: &DeckSet,
    cards: &Cards,
    variant: Variant,
    deck_players: u8,
    seed: u64,
    chance: ChanceMode,
) -> Decks {
    const _: RuleId = rule::SETUP_LONG;
    const _: RuleId = rule::SETUP_SOLO;
    let mut ships: Vec<_> = cards
        .ships()
        .filter(|&ship| in_game(cards.ship(ship).back, deck_players, variant))
        .collect();
    ships.sort_by_key(|&ship| cards.ship(ship).back.phase);
    let mut contracts: Vec<_> = cards
        .contracts()
        .filter(|&contract| in_game(cards.contract(contract).back, deck_players, variant))
        .collect();
    contracts.sort_by_key(|&contract| cards.contract(contract).back.phase);
    let solo = variant == Variant::Solo;
    Decks {
        ships,
        contracts,
        buildings: cards.buildings().collect(),
        newspapers: set.newspapers.clone(),
        newspaper_discards: Vec::new(),
        dummy_hand: Vec::new(),
        dummy_cards: if solo {
            STARTING_HAND.to_vec()
        } else {
            Vec::new()
        },
        dummy_supply: if solo {
            INFLUENCE_SUPPLY.to_vec()
        } else {
            Vec::new()
        },
        rng: (chance == ChanceMode::Seeded).then(|| RngState::new(seed)),
    }
}

/// The career ladder from the Captain down: drawn when seeded, reported by the table (which
/// also reports the Price card that ranks them), the dummy above the player in the solo game.
fn starting_ranks(
    decks: &mut Decks,
    prices: &mut [PriceCard],
    reveals: &mut Vec<Reveal>,
    players: u8,
    variant: Variant,
    chance: ChanceMode,
) -> Vec<Bidder> {
    let seeded = chance == ChanceMode::Seeded;
    if seeded {
        // The top Price card goes under the stack; the new top ranks the goods the players
        // took, which is a random order of the players (ruling BH-32).
        shuffle(decks, prices);
        if !prices.is_empty() {
            prices.rotate_left(1);
        }
    } else {
        reveals.push(Reveal::TopPrice);
    }
    if variant == Variant::Solo {
        vec![Bidder::Dummy, Bidder::Seat(0)]
    } else if seeded {
        let mut seats: Vec<u8> = (0..players).collect();
        shuffle(decks, &mut seats);
        seats.into_iter().map(Bidder::Seat).collect()
    } else {
        // The table names the rungs from the Captain down; the last seat takes the last one.
        reveals.extend((1..players).map(|_| Reveal::Rank));
        Vec::new()
    }
}

/// A player's harbor at the start, the Cover cards on it in the long game only.
fn starting_player(set: &DeckSet, covered: bool) -> Player {
    Player {
        name: None,
        money: 0,
        bank: 0,
        prestige: 0,
        covers: set.harbor.cover_costs.map(|cost| covered.then_some(cost)),
        walls: STARTING_WALLS,
        docks: [None, None, None],
        loading_docks: [None, None, None, None],
        built: Vec::new(),
        unbuilt: Vec::new(),
        stored: Goods::default(),
        hand: Some(STARTING_HAND.to_vec()),
        hand_size: 5,
        supply: INFLUENCE_SUPPLY.to_vec(),
        harbor: HarborProgress::default(),
        grew: false,
    }
}

/// A starting Contract each (and, without Cover cards, a starting Building), then the Sea and
/// Land boards and the Building card.
fn deal_starting_cards(state: &mut BremerhavenState, players: u8, deck_players: u8, covered: bool) {
    for seat in 0..players {
        deal(state, Reveal::StartingContract { seat });
        if !covered {
            deal(state, Reveal::StartingBuilding { seat });
        }
    }
    for space in 1..=deck_players {
        deal(state, Reveal::Ship { space });
    }
    for space in 1..=deck_players {
        deal(state, Reveal::Contract { space });
    }
    deal(state, Reveal::Building);
}

/// Once the ranks and every starting card are known: starting money by rank, then starting
/// goods (short and solo) or the first Bidding phase.
pub fn setup_done(state: &mut BremerhavenState, events: &mut Vec<BremerhavenEvent>) {
    for seat in 0..state.seats() {
        let rank = state.rank_of(Bidder::Seat(seat));
        if let Some(player) = state.players.get_mut(usize::from(seat)) {
            let money = STARTING_MONEY.get(rank).copied().unwrap_or(0);
            player.money = player.money.saturating_add(money);
            events.push(BremerhavenEvent::MoneyTaken {
                seat,
                money,
                rule: rule::STARTING_RANKS,
            });
        }
    }
    if state.variant == Variant::Long {
        start_bidding(state, events);
    } else {
        state.phase = Phase::StartingGoods {
            seat: first_seat(&state.ranks),
            chosen: 0,
        };
        starting_goods::advance(state, events);
    }
}

/// The best-ranked seat (the dummy never acts).
pub fn first_seat(ranks: &[Bidder]) -> u8 {
    ranks
        .iter()
        .find_map(|rung| match rung {
            Bidder::Seat(seat) => Some(*seat),
            Bidder::Dummy => None,
        })
        .unwrap_or(0)
}
