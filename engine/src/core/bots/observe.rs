//! What the bot's seat observes of an action: the action itself where it may read it, its
//! concealed form where not ([`Private`]). The search tree is keyed by these observations, so
//! two sampled states in which an opponent drew different hidden cards share one node.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::io;

use serde::Serialize;

use crate::core::play::Actor;
use crate::core::scoring::Seat;
use crate::core::secrecy::Private;

/// A 64-bit key of `actor`'s `action` as `seat` observes it.
pub(super) fn observed<A: Private>(actor: Actor, action: &A, seat: Seat) -> u64 {
    let mut hasher = DefaultHasher::new();
    actor.hash(&mut hasher);
    if action.readers(actor).include(Some(seat)) {
        write_json(&mut hasher, action);
    } else {
        write_json(&mut hasher, &action.concealed());
    }
    hasher.finish()
}

/// Feeds `item`'s JSON to the hasher without building the text.
fn write_json(hasher: &mut DefaultHasher, item: &impl Serialize) {
    // Writing to a hasher cannot fail; an item that does not serialize hashes as nothing.
    let _ = serde_json::to_writer(HashWriter(hasher), item);
}

struct HashWriter<'h>(&'h mut DefaultHasher);

impl io::Write for HashWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.write(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
