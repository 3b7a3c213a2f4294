//! The `ismcts` bot: single-observer information-set Monte Carlo tree search (Cowling,
//! Powley and Whitehouse, 2012).
//!
//! Each iteration samples a full state from the bot's view ([`Rules::determinize`]) and walks
//! one tree whose edges are what the bot's seat observes of each action ([`observed`]): an
//! opponent's hidden choice is one edge whatever card it was. At a decision the edges legal in
//! this sample are scored by UCB1 counted over the iterations in which each was available;
//! the first edge not yet in the tree is added and a random playout follows, to the end or to
//! the cut-off where the game's evaluation judges it. Every node on the path is credited with
//! the reward of the seat that chose its edge, so each seat plays for itself.
//!
//! Chance the table reports (`chance: table`) is drawn by the game's probabilities where it
//! gives them, uniformly where not; seeded chance plays from the RNG the sample carries.
//! When several seats act at once, the first listed acts first in the tree; the bot's seat
//! acts at the root.

use std::collections::HashMap;

use crate::core::play::{Actor, Rules};
use crate::core::playout::{pick_index, MAX_DECISIONS};

use super::observe::observed;
use super::{Alternative, BotError, Choice, Searcher, ALTERNATIVES};

/// A node: the position reached by an edge, with the edge's statistics.
struct Node {
    /// The seat that chose the edge into this node (`None`: the table, or the root).
    chooser: Option<usize>,
    visits: u32,
    /// Iterations in which the edge into this node was legal.
    available: u32,
    /// Sum of the chooser's rewards.
    reward: f64,
    /// Child nodes by observation key, in the order they were added.
    children: HashMap<u64, usize>,
}

impl Node {
    fn new(chooser: Option<usize>) -> Self {
        Self {
            chooser,
            visits: 0,
            available: 0,
            reward: 0.0,
            children: HashMap::new(),
        }
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.reward / f64::from(self.visits)
        }
    }

    fn ucb(&self, exploration: f64) -> f64 {
        let visits = f64::from(self.visits.max(1));
        let available = f64::from(self.available.max(1));
        self.mean() + exploration * (available.ln() / visits).sqrt()
    }
}

/// One search: the tree, and the reusable buffers of its walks.
struct Search<'s, 'a, R: Rules> {
    searcher: &'s mut Searcher<'a, R>,
    /// UCB1's exploration weight: the bot's, else the game's.
    exploration: f64,
    nodes: Vec<Node>,
    legal: Vec<R::Action>,
    to_act: Vec<Actor>,
    events: Vec<R::Event>,
}

pub(super) fn choose<R: Rules>(
    searcher: &mut Searcher<'_, R>,
    legal: Vec<R::Action>,
) -> Result<Choice<R::Action>, BotError> {
    let seat = searcher.seat();
    let root_keys: Vec<u64> = legal
        .iter()
        .map(|action| observed(Actor::Seat(seat), action, seat))
        .collect();
    let exploration = searcher
        .spec
        .exploration
        .unwrap_or_else(|| searcher.rules.exploration());
    let mut search = Search {
        searcher,
        exploration,
        nodes: vec![Node::new(None)],
        legal: Vec::new(),
        to_act: Vec::new(),
        events: Vec::new(),
    };
    let mut iterations = 0;
    while !search.searcher.spent(iterations) {
        search.iterate();
        iterations += 1;
    }
    search.choice(legal, &root_keys, iterations)
}

impl<R: Rules> Search<'_, '_, R> {
    /// One iteration: sample, walk down the tree, add a node, play out, credit the path.
    fn iterate(&mut self) {
        let mut state = self.searcher.sample();
        let mut path = vec![0];
        let mut node = 0;
        let mut expanded = false;
        for _ in 0..MAX_DECISIONS {
            let Some(actor) = self.next_actor(&state, node == 0) else {
                break;
            };
            self.searcher
                .rules
                .legal_actions_into(&state, actor, &mut self.legal);
            let Some((index, key)) = self.pick(&state, node, actor, &mut expanded) else {
                break;
            };
            let Some(action) = self.legal.get(index).cloned() else {
                break;
            };
            if self
                .searcher
                .rules
                .apply_in_place(&mut state, actor, &action, &mut self.events)
                .is_err()
            {
                break;
            }
            node = self.child(node, key, actor);
            path.push(node);
            if expanded {
                break;
            }
        }
        let rewards = self.play_out(state);
        self.credit(&path, &rewards);
    }

    /// Who acts next in the tree: the bot's seat at the root, else the first listed.
    fn next_actor(&mut self, state: &R::State, at_root: bool) -> Option<Actor> {
        self.searcher.rules.to_act_into(state, &mut self.to_act);
        let own = Actor::Seat(self.searcher.seat());
        if at_root && self.to_act.contains(&own) {
            return Some(own);
        }
        self.to_act.first().copied()
    }

    /// The legal action to take at `node` and its key: a chance outcome drawn, a new edge
    /// (which ends the descent: `expanded`), or the best edge by UCB1.
    fn pick(
        &mut self,
        state: &R::State,
        node: usize,
        actor: Actor,
        expanded: &mut bool,
    ) -> Option<(usize, u64)> {
        if self.legal.is_empty() {
            return None;
        }
        let seat = self.searcher.seat();
        if actor == Actor::Table {
            let index = self.draw_outcome(state);
            let key = observed(actor, self.legal.get(index)?, seat);
            return Some((index, key));
        }
        let keys: Vec<u64> = self
            .legal
            .iter()
            .map(|action| observed(actor, action, seat))
            .collect();
        let children = &self.nodes.get(node)?.children;
        let known: Vec<(usize, usize)> = keys
            .iter()
            .enumerate()
            .filter_map(|(index, key)| Some((index, *children.get(key)?)))
            .collect();
        let untried: Vec<usize> = (0..keys.len())
            .filter(|&index| known.iter().all(|&(seen, _)| seen != index))
            .collect();
        for &(_, child) in &known {
            if let Some(child) = self.nodes.get_mut(child) {
                child.available = child.available.saturating_add(1);
            }
        }
        if !untried.is_empty() {
            let index = *untried.get(pick_index(&mut self.searcher.rng, untried.len()))?;
            *expanded = true;
            return Some((index, *keys.get(index)?));
        }
        let (index, _) = known.iter().copied().max_by(|&(_, a), &(_, b)| {
            let score = |node: usize| {
                self.nodes
                    .get(node)
                    .map_or(0.0, |node| node.ucb(self.exploration))
            };
            score(a).total_cmp(&score(b))
        })?;
        Some((index, *keys.get(index)?))
    }

    /// A chance outcome by the game's odds where it gives them all, uniformly otherwise.
    fn draw_outcome(&mut self, state: &R::State) -> usize {
        let odds: Option<Vec<f64>> = self
            .legal
            .iter()
            .map(|action| self.searcher.rules.probability(state, action))
            .collect();
        let uniform = pick_index(&mut self.searcher.rng, self.legal.len());
        let Some(odds) = odds else {
            return uniform;
        };
        let total: f64 = odds.iter().sum();
        if total <= 0.0 {
            return uniform;
        }
        let mut point = total * f64::from(rand_core::RngCore::next_u32(&mut self.searcher.rng))
            / f64::from(u32::MAX);
        for (index, weight) in odds.iter().enumerate() {
            if point < *weight {
                return index;
            }
            point -= weight;
        }
        odds.len().saturating_sub(1)
    }

    /// The child of `node` along `key`, added if new (availability counts from its first
    /// iteration).
    fn child(&mut self, node: usize, key: u64, actor: Actor) -> usize {
        if let Some(&child) = self.nodes.get(node).and_then(|n| n.children.get(&key)) {
            return child;
        }
        let child = self.nodes.len();
        let mut fresh = Node::new(actor.seat().map(usize::from));
        fresh.available = 1;
        self.nodes.push(fresh);
        if let Some(parent) = self.nodes.get_mut(node) {
            parent.children.insert(key, child);
        }
        child
    }

    /// Random play from `state` to the end or the cut-off, then each seat's reward.
    fn play_out(&mut self, mut state: R::State) -> Vec<f64> {
        let rules = self.searcher.rules;
        let limit = self
            .searcher
            .spec
            .playout_cutoff
            .or_else(|| rules.playout_cutoff())
            .unwrap_or(MAX_DECISIONS);
        for _ in 0..limit {
            rules.to_act_into(&state, &mut self.to_act);
            let pick = pick_index(&mut self.searcher.rng, self.to_act.len());
            let Some(&actor) = self.to_act.get(pick) else {
                break;
            };
            rules.legal_actions_into(&state, actor, &mut self.legal);
            let pick = pick_index(&mut self.searcher.rng, self.legal.len());
            let Some(action) = self.legal.get(pick) else {
                break;
            };
            if rules
                .apply_in_place(&mut state, actor, action, &mut self.events)
                .is_err()
            {
                break;
            }
        }
        rules.cut_off_value(&state)
    }

    fn credit(&mut self, path: &[usize], rewards: &[f64]) {
        for &index in path {
            if let Some(node) = self.nodes.get_mut(index) {
                node.visits = node.visits.saturating_add(1);
                if let Some(reward) = node.chooser.and_then(|seat| rewards.get(seat)) {
                    node.reward += reward;
                }
            }
        }
    }

    /// The root's most visited edge among the seat's legal actions (then the best mean),
    /// with the runners-up.
    fn choice(
        &self,
        legal: Vec<R::Action>,
        keys: &[u64],
        iterations: u32,
    ) -> Result<Choice<R::Action>, BotError> {
        let seat = self.searcher.seat();
        let root = self.nodes.first();
        let stats: Vec<(u32, f64)> = keys
            .iter()
            .map(|key| {
                root.and_then(|root| root.children.get(key))
                    .and_then(|&child| self.nodes.get(child))
                    .map_or((0, 0.0), |node| (node.visits, node.mean()))
            })
            .collect();
        let mut ranked: Vec<usize> = (0..legal.len()).collect();
        ranked.sort_by(|&a, &b| {
            let (visits_a, mean_a) = stats.get(a).copied().unwrap_or((0, 0.0));
            let (visits_b, mean_b) = stats.get(b).copied().unwrap_or((0, 0.0));
            visits_b
                .cmp(&visits_a)
                .then(mean_b.total_cmp(&mean_a))
                .then(a.cmp(&b))
        });
        let alternatives = ranked
            .iter()
            .take(ALTERNATIVES)
            .filter_map(|&index| {
                let (visits, value) = stats.get(index).copied()?;
                Some(Alternative {
                    action: legal.get(index)?.clone(),
                    visits,
                    value,
                })
            })
            .collect();
        let best = ranked.first().copied().unwrap_or(0);
        let action = legal
            .into_iter()
            .nth(best)
            .ok_or(BotError::NoLegalAction { seat })?;
        Ok(Choice {
            action,
            alternatives,
            iterations,
        })
    }
}
