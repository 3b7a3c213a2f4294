//! Who waits on this node for a match to move: a long poll holds a [`CommitWatch`] while it
//! waits, and the store announces each commit it writes here, so a waiter on this node wakes
//! at once. On PostgreSQL the store's listener announces here the commits of other nodes too,
//! and when it may have missed some (it was reconnecting) it wakes everyone
//! ([`Commits::announce_all`]). Waiters still re-read the store now and then, a safety net for
//! a wakeup missed anyway (see `routes::matches`).

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use tokio::sync::watch;

/// Matches watched at once before entries nobody waits on any more are swept.
const SWEEP_ABOVE: usize = 1024;

#[derive(Default)]
pub struct Commits {
    watched: Mutex<HashMap<String, watch::Sender<()>>>,
}

/// Marked changed when the match it watches commits (or is deleted) on this node.
pub type CommitWatch = watch::Receiver<()>;

impl Commits {
    /// Wakes everyone waiting on this match.
    pub fn announce(&self, match_id: &str) {
        let mut watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sender) = watched.get(match_id) {
            if sender.receiver_count() == 0 {
                watched.remove(match_id);
            } else {
                sender.send_replace(());
            }
        }
    }

    /// Wakes everyone waiting on any match, to re-read it: for when commits may have gone
    /// unannounced here.
    pub fn announce_all(&self) {
        let mut watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        watched.retain(|_, sender| sender.receiver_count() > 0);
        for sender in watched.values() {
            sender.send_replace(());
        }
    }

    /// A watch on this match from now on: a commit announced after this call marks it changed.
    pub fn watch(&self, match_id: &str) -> CommitWatch {
        let mut watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        if watched.len() >= SWEEP_ABOVE {
            watched.retain(|_, sender| sender.receiver_count() > 0);
        }
        watched
            .entry(match_id.to_owned())
            .or_insert_with(|| watch::channel(()).0)
            .subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watch_sees_commits_announced_after_it_and_only_for_its_match() {
        let commits = Commits::default();
        let mut watching = commits.watch("m_a");
        let other = commits.watch("m_b");
        assert!(!watching.has_changed().unwrap());
        commits.announce("m_b");
        assert!(!watching.has_changed().unwrap());
        assert!(other.has_changed().unwrap());
        commits.announce("m_a");
        assert!(watching.has_changed().unwrap());
        watching.mark_unchanged();
        assert!(!watching.has_changed().unwrap());
    }

    #[test]
    fn announcing_all_wakes_every_match_watched_and_frees_the_unwatched() {
        let commits = Commits::default();
        let (mut a, mut b) = (commits.watch("m_a"), commits.watch("m_b"));
        drop(commits.watch("m_gone"));
        commits.announce_all();
        assert!(a.has_changed().unwrap() && b.has_changed().unwrap());
        assert_eq!(commits.watched.lock().unwrap().len(), 2);
        a.mark_unchanged();
        b.mark_unchanged();
        let later = commits.watch("m_a");
        commits.announce("m_b");
        assert!(!a.has_changed().unwrap() && !later.has_changed().unwrap());
        assert!(b.has_changed().unwrap());
    }

    #[test]
    fn nobody_left_watching_frees_the_entry() {
        let commits = Commits::default();
        drop(commits.watch("m_a"));
        commits.announce("m_a");
        assert!(commits.watched.lock().unwrap().is_empty());
        for n in 0..SWEEP_ABOVE {
            drop(commits.watch(&format!("m_{n}")));
        }
        let _kept = commits.watch("m_last");
        assert_eq!(commits.watched.lock().unwrap().len(), 1);
    }
}
