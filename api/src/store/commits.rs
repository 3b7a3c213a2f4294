//! Who waits on this node for a match to move: a long poll or an event stream holds a
//! [`CommitWatch`] while it waits, and the store announces each commit it writes here (with
//! its version), so a waiter on this node wakes at once. On PostgreSQL the store's listener announces here the commits of other nodes too,
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
    watched: Mutex<HashMap<String, watch::Sender<Announced>>>,
}

/// What has been announced of a match: the highest version known committed, and how many
/// times waiters were told to re-read it whatever they know (a deletion, or commits that may
/// have gone unannounced). A waiter that saw the count change re-reads the store; otherwise
/// it knows which versions exist without asking.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Announced {
    pub version: i64,
    pub rereads: u64,
}

/// Marked changed when the match it watches commits (or is deleted) on this node; its value is
/// what has been [`Announced`].
pub type CommitWatch = watch::Receiver<Announced>;

impl Commits {
    /// Wakes everyone waiting on this match, telling them `version` is committed.
    pub fn committed(&self, match_id: &str, version: i64) {
        self.tell(match_id, |announced| {
            announced.version = announced.version.max(version);
        });
    }

    /// Wakes everyone waiting on this match, to re-read it.
    pub fn announce(&self, match_id: &str) {
        self.tell(match_id, |announced| {
            announced.rereads = announced.rereads.wrapping_add(1);
        });
    }

    fn tell(&self, match_id: &str, news: impl FnOnce(&mut Announced)) {
        let mut watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sender) = watched.get(match_id) {
            if sender.receiver_count() == 0 {
                watched.remove(match_id);
            } else {
                sender.send_modify(news);
            }
        }
    }

    /// Wakes everyone waiting on any match, to re-read it: for when commits may have gone
    /// unannounced here.
    pub fn announce_all(&self) {
        let mut watched = self.watched.lock().unwrap_or_else(PoisonError::into_inner);
        watched.retain(|_, sender| sender.receiver_count() > 0);
        for sender in watched.values() {
            sender.send_modify(|announced| {
                announced.rereads = announced.rereads.wrapping_add(1);
            });
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
            .or_insert_with(|| watch::channel(Announced::default()).0)
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
    fn a_watch_knows_the_highest_version_committed_and_each_call_to_re_read() {
        let commits = Commits::default();
        let mut watching = commits.watch("m_a");
        commits.committed("m_a", 6);
        // Another node's commit can be heard before this node announces its own earlier one.
        commits.committed("m_a", 5);
        let seen = *watching.borrow_and_update();
        assert_eq!(
            seen,
            Announced {
                version: 6,
                rereads: 0
            }
        );
        commits.announce("m_a");
        commits.announce_all();
        assert!(watching.has_changed().unwrap());
        assert_eq!(
            *watching.borrow_and_update(),
            Announced {
                version: 6,
                rereads: 2
            }
        );
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
