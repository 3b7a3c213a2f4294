//! The latest state of recently played matches, kept in the engine's own type, so the next
//! action on a match need not read its stored text again (reading and checking it was a tenth
//! of an action's time). An entry stands for one version: it is used only while the stored
//! version is still that one, so a write by anyone else simply leaves it unused, and the
//! stored text stays the record.

use std::collections::HashMap;
use std::sync::Mutex;

use quarterdeck_engine::core::play::HotState;

/// Matches kept at most; a few megabytes of states. Beyond it an arbitrary entry makes room,
/// which only costs that match one read of its text.
const CAPACITY: usize = 1024;

#[derive(Default)]
pub struct HotStates {
    entries: Mutex<HashMap<String, (i64, HotState)>>,
}

impl HotStates {
    /// The state kept for this match at exactly `version`, taken out (the action consumes it).
    pub(crate) fn take(&self, match_id: &str, version: i64) -> Option<HotState> {
        let mut entries = self.entries.lock().ok()?;
        match entries.remove(match_id) {
            Some((kept, state)) if kept == version => Some(state),
            _ => None,
        }
    }

    /// Keeps `state` as this match's state at `version`, which has just been committed.
    pub(crate) fn keep(&self, match_id: &str, version: i64, state: HotState) {
        let Ok(mut entries) = self.entries.lock() else {
            return;
        };
        if entries.len() >= CAPACITY && !entries.contains_key(match_id) {
            if let Some(evicted) = entries.keys().next().cloned() {
                entries.remove(&evicted);
            }
        }
        entries.insert(match_id.to_owned(), (version, state));
    }

    pub(crate) fn forget(&self, match_id: &str) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(match_id);
        }
    }
}
