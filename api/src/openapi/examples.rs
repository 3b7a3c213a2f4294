//! Working request examples for every play operation, built from the engine itself so they
//! can never fall behind the rules.

use quarterdeck_engine::{GameInfo, OptionKind, Playable};
use serde_json::{json, Value};

/// Sample states are taken this many decisions into a seeded game of 3 players (or as many
/// as the game allows), far enough that the example shows a game in progress.
const SAMPLE_PLAYERS: u8 = 3;
const SAMPLE_SEED: u64 = 7;
const SAMPLE_DECISIONS: u32 = 40;
/// Earlier states tried, in turn, when the sample's bodies would pass `MAX_EXAMPLE_BYTES`.
const EARLIER_DECISIONS: [u32; 5] = [20, 10, 5, 2, 1];

/// The most an example body may take as compact JSON: Swagger UI shows it whole in a text
/// box, and a reader should be able to find the point in it.
pub(super) const MAX_EXAMPLE_BYTES: usize = 16 * 1024;

/// An option with more values than this is a list to pick from (New Bedford's building
/// tiles), not a choice worth an example per value.
const MAX_EXAMPLE_VALUES: usize = 4;

/// A named example: its key in the document, its summary and the body.
pub(super) type Named = (String, String, Value);

/// One game's example requests, by operation id suffix.
pub(super) struct GameExamples {
    setups: Vec<Named>,
    state: Option<Value>,
    apply: Option<Value>,
    bot_move: Option<Value>,
}

impl GameExamples {
    pub(super) fn new(info: &GameInfo, engine: &dyn Playable) -> Self {
        let players = SAMPLE_PLAYERS.clamp(info.players.min, info.players.max);
        let setups = setup_examples(info, engine, players);
        // The latest state whose bodies fit, else a named setup's state that does (a game
        // whose state carries its decks in full is shown with the table's own).
        let (state, apply) = std::iter::once(SAMPLE_DECISIONS)
            .chain(EARLIER_DECISIONS)
            .filter_map(|decisions| engine.sample_state(players, SAMPLE_SEED, decisions).ok())
            .chain(
                setups
                    .iter()
                    .filter_map(|(_, _, body)| setup_state(engine, body)),
            )
            .filter(|state| !state.is_null())
            .map(|state| {
                let apply = apply_example(engine, &state);
                (state, apply)
            })
            .find(|(_, apply)| apply.as_ref().is_some_and(fits))
            .unzip();
        let apply = apply.flatten();
        let bot_move = state
            .as_ref()
            .and_then(|state| bot_move_example(engine, state.clone()))
            .filter(fits);
        Self {
            setups,
            state,
            apply,
            bot_move,
        }
    }

    pub(super) fn for_operation(&self, suffix: &str) -> Option<Value> {
        let state = self.state.as_ref();
        match suffix {
            "setup" => self.setups.first().map(|(.., body)| body.clone()),
            "legal_actions" | "score" => state.map(|state| json!({"state": state})),
            "apply" => self.apply.clone(),
            "view" => state.map(|state| json!({"state": state, "seat": 0})),
            "bot_move" => self.bot_move.clone(),
            _ => None,
        }
    }

    /// An operation's named examples beyond the first: other ways to set a game up.
    pub(super) fn more(&self, suffix: &str) -> &[Named] {
        match suffix {
            "setup" => self.setups.get(1..).unwrap_or_default(),
            _ => &[],
        }
    }
}

fn fits(body: &Value) -> bool {
    serde_json::to_vec(body).is_ok_and(|bytes| bytes.len() <= MAX_EXAMPLE_BYTES)
}

/// Table reports played, at most, to reach a seat's decision for the bot's example.
const MAX_TABLE_REPORTS: usize = 40;

/// A bot's move for the first seat to act on `state`, or on the first state after it where a
/// seat acts (the table's first outcomes reported): a small seeded search, so the example
/// answers at once and the same way every time.
fn bot_move_example(engine: &dyn Playable, mut state: Value) -> Option<Value> {
    for _ in 0..MAX_TABLE_REPORTS {
        let to_act = engine.to_act(&state).ok()?;
        if let Some(seat) = to_act.iter().find_map(|actor| actor.seat()) {
            return Some(json!({
                "state": state,
                "seat": seat,
                "bot": {"kind": "ismcts", "iterations": 200, "seed": 1},
            }));
        }
        let first = engine
            .legal_actions(&state, None)
            .ok()?
            .actions
            .into_iter()
            .next()?;
        state = engine
            .apply(&state, Some(first.actor), &first.action)
            .ok()?
            .state;
    }
    None
}

/// The first legal action on `state`, as an apply request.
fn apply_example(engine: &dyn Playable, state: &Value) -> Option<Value> {
    let legal = engine.legal_actions(state, None).ok()?;
    let first = legal.actions.first()?;
    Some(json!({"state": state, "actor": first.actor, "action": first.action}))
}

/// The state a setup body gives, when the engine takes it.
fn setup_state(engine: &dyn Playable, body: &Value) -> Option<Value> {
    let bytes = serde_json::to_vec(body).ok()?;
    engine.setup(&bytes).ok()
}

/// The seeded game first, then the table's chance, a sealed game and each choice the game's
/// options offer, each with the first player count the engine takes for it. The others' keys
/// start with `with-`, after every game id: Swagger UI shows the first key at first, and the
/// document's examples are sorted by key.
fn setup_examples(info: &GameInfo, engine: &dyn Playable, players: u8) -> Vec<Named> {
    let name = &info.name;
    let mut examples = vec![
        (
            info.id.clone(),
            format!("{name}: a seeded game"),
            json!({"players": players, "seed": SAMPLE_SEED, "chance": "seeded"}),
        ),
        (
            "with-table".to_owned(),
            format!("{name} at the table: the caller reports what the real bag, coins or deck gave"),
            json!({"players": players, "chance": "table"}),
        ),
        (
            "with-sealed".to_owned(),
            format!("{name}, sealed: the state comes back opaque, with only the public view in the clear"),
            json!({"players": players, "sealed": true}),
        ),
    ];
    for option in &info.options {
        for (value, label) in option_choices(option) {
            // A module is shown with it all the seats it allows (the 5th Player Expansion's five).
            let module = info.modules.iter().find(|module| module.id == label);
            let summary = match module {
                Some(module) => format!("{name} with {}", module.name),
                None => format!("{name} with {} `{label}`", option.id),
            };
            let most = module
                .and_then(|module| module.players)
                .map(|range| range.max);
            let options = json!({ option.id.as_str(): value });
            if let Some(body) = first_taken(info, engine, most.unwrap_or(players), &options) {
                examples.push((format!("with-{}-{label}", option.id), summary, body));
            }
        }
    }
    examples
}

/// Each value of an option other than its default, with a label for it.
fn option_choices(option: &quarterdeck_engine::OptionInfo) -> Vec<(Value, String)> {
    match option.kind {
        OptionKind::Flag => vec![(json!(option.default != json!(true)), "on".to_owned())],
        _ if option.values.len() > MAX_EXAMPLE_VALUES => Vec::new(),
        OptionKind::OneOf => option
            .values
            .iter()
            .filter(|value| option.default != json!(value))
            .map(|value| (json!(value), value.clone()))
            .collect(),
        OptionKind::AnyOf => option
            .values
            .iter()
            .map(|value| (json!([value]), value.clone()))
            .collect(),
    }
}

/// A setup body with `options` the engine takes: the usual player count first, then every
/// other, seeded, then with the table's chance (an option may need it).
fn first_taken(
    info: &GameInfo,
    engine: &dyn Playable,
    players: u8,
    options: &Value,
) -> Option<Value> {
    let range = info.all_player_counts();
    let counts = std::iter::once(players).chain((range.min..=range.max).filter(|n| *n != players));
    let bodies: Vec<Value> = counts
        .flat_map(|count| {
            [
                json!({"players": count, "seed": SAMPLE_SEED, "chance": "seeded", "options": options}),
                json!({"players": count, "chance": "table", "options": options}),
            ]
        })
        .collect();
    bodies
        .into_iter()
        .find(|body| setup_state(engine, body).is_some())
}
