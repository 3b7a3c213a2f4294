//! Working request examples for every play operation, built from the engine itself so they
//! can never fall behind the rules.

use quarterdeck_engine::{GameInfo, Playable};
use serde_json::{json, Value};

/// Sample states are taken this many decisions into a seeded game of 3 players (or as many
/// as the game allows), far enough that the example shows a game in progress.
const SAMPLE_PLAYERS: u8 = 3;
const SAMPLE_SEED: u64 = 7;
const SAMPLE_DECISIONS: u32 = 40;

/// One game's example requests, by operation id suffix.
pub(super) struct GameExamples {
    setup: Value,
    state: Option<Value>,
    apply: Option<Value>,
}

impl GameExamples {
    pub(super) fn new(info: &GameInfo, engine: &dyn Playable) -> Self {
        let players = SAMPLE_PLAYERS.clamp(info.players.min, info.players.max);
        let setup = json!({"players": players, "seed": SAMPLE_SEED, "chance": "seeded"});
        let state = engine
            .sample_state(players, SAMPLE_SEED, SAMPLE_DECISIONS)
            .ok()
            .filter(|state| !state.is_null());
        let apply = state.as_ref().and_then(|state| {
            let mut legal = engine.legal_actions(state, None).ok()?;
            // Several actors may act at once; ask for the first one's actions by name.
            if legal.actor.is_none() {
                let first = legal.to_act.first().copied()?;
                legal = engine.legal_actions(state, Some(first)).ok()?;
            }
            let action = legal.actions.first()?.action.clone();
            Some(json!({"state": state, "actor": legal.actor, "action": action}))
        });
        Self {
            setup,
            state,
            apply,
        }
    }

    pub(super) fn for_operation(&self, suffix: &str) -> Option<Value> {
        let state = self.state.as_ref();
        match suffix {
            "setup" => Some(self.setup.clone()),
            "legal_actions" | "score" => state.map(|state| json!({"state": state})),
            "apply" => self.apply.clone(),
            "view" => state.map(|state| json!({"state": state, "seat": 0})),
            _ => None,
        }
    }
}
