//! Reproducible chance for digital play: a ChaCha stream whose seed and position live in the
//! game state, so a stateless caller gets the same draws from the same state every time.

use std::cell::RefCell;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

use super::play::ChanceMode;

/// The RNG's persistent form: seed plus how many 32-bit words were consumed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RngState {
    #[cfg_attr(feature = "openapi", schema(format = "uint64"))]
    pub seed: u64,
    /// Words consumed so far; the stream resumes here.
    #[cfg_attr(feature = "openapi", schema(format = "uint64"))]
    pub position: u64,
}

impl RngState {
    pub fn new(seed: u64) -> Self {
        Self { seed, position: 0 }
    }

    /// The RNG a sampled state plays on: one from `seed` where the engine draws, none where the
    /// table reports.
    pub fn sampled(chance: ChanceMode, seed: u64) -> Option<Self> {
        (chance == ChanceMode::Seeded).then(|| Self::new(seed))
    }

    /// Draws uniform values in `0..bound` (every bound ≥ 1), advancing the stored position.
    /// Opening the stream costs a little, so callers draw everything one event needs at once.
    pub fn draw_below(&mut self, bounds: &[u32]) -> Vec<u32> {
        self.with_stream(|rng| {
            bounds
                .iter()
                .map(|&bound| uniform_below(rng, bound.max(1)))
                .collect()
        })
    }

    /// One draw in `0..bound` (a bound of 0 counts as 1): the first of
    /// [`RngState::draw_below`]`(&[bound])`, without a list to hold it, since a card drawn
    /// alone is the commonest draw of a game.
    pub fn draw_one_below(&mut self, bound: u32) -> u32 {
        self.with_stream(|rng| uniform_below(rng, bound.max(1)))
    }

    /// Runs `draw` on the stream at this seed and position, then stores the new position.
    /// Opening a stream (seeding, then computing the block at the position) costs more than
    /// a card draw itself, and a game draws its cards one event at a time, so each thread
    /// keeps the stream it last left: the next draw from the same seed and position goes on
    /// from it. The stream is a pure function of the two, so the draws are the same either way.
    fn with_stream<T>(&mut self, draw: impl FnOnce(&mut ChaCha8Rng) -> T) -> T {
        LAST_STREAM.with_borrow_mut(|last| {
            let rng = match last {
                Some((seed, rng))
                    if *seed == self.seed && rng.get_word_pos() == u128::from(self.position) =>
                {
                    rng
                }
                _ => {
                    let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
                    rng.set_word_pos(u128::from(self.position));
                    &mut last.insert((self.seed, rng)).1
                }
            };
            let drawn = draw(rng);
            self.position = u64::try_from(rng.get_word_pos()).unwrap_or(u64::MAX);
            drawn
        })
    }
}

thread_local! {
    /// The stream this thread drew from last, with its seed ([`RngState::with_stream`]).
    static LAST_STREAM: RefCell<Option<(u64, ChaCha8Rng)>> = const { RefCell::new(None) };
}

/// Lemire's nearly-divisionless method: unbiased without a modulo per draw.
fn uniform_below(rng: &mut ChaCha8Rng, bound: u32) -> u32 {
    loop {
        let product = u64::from(rng.next_u32()) * u64::from(bound);
        let low = product as u32;
        if low >= bound || low >= bound.wrapping_neg() % bound {
            return (product >> 32) as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_position_give_the_same_draws() {
        let mut a = RngState::new(42);
        let mut b = RngState::new(42);
        assert_eq!(a.draw_below(&[10, 20, 30]), b.draw_below(&[10, 20, 30]));
        let saved = a;
        let next = a.draw_below(&[1000]);
        let mut resumed = saved;
        assert_eq!(
            resumed.draw_below(&[1000]),
            next,
            "a stored position resumes the stream"
        );
    }

    #[test]
    fn one_draw_is_the_first_of_a_list_and_moves_the_stream_alike() {
        for bound in [0, 1, 2, 7, 1000, u32::MAX] {
            let (mut one, mut listed) = (RngState::new(9), RngState::new(9));
            one.position = 5;
            listed.position = 5;
            assert_eq!(
                Some(one.draw_one_below(bound)),
                listed.draw_below(&[bound]).first().copied()
            );
            assert_eq!(one, listed, "bound {bound}");
        }
    }

    #[test]
    fn a_stream_left_by_another_state_does_not_change_the_draws() {
        let fresh = |seed, position| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_word_pos(position);
            uniform_below(&mut rng, 1000)
        };
        let mut a = RngState::new(3);
        let mut b = RngState::new(4);
        for _ in 0..50 {
            // Alternating seeds, and a stored position rewound, each reopen the stream.
            let (a_at, b_at) = (a.position, b.position);
            assert_eq!(a.draw_one_below(1000), fresh(3, u128::from(a_at)));
            assert_eq!(b.draw_one_below(1000), fresh(4, u128::from(b_at)));
            let mut rewound = RngState {
                seed: 3,
                position: a_at,
            };
            assert_eq!(rewound.draw_one_below(1000), fresh(3, u128::from(a_at)));
            assert_eq!(rewound, a);
        }
    }

    #[test]
    fn draws_stay_below_their_bound_and_cover_it() {
        let mut rng = RngState::new(7);
        let draws = rng.draw_below(&[6; 600]);
        assert!(draws.iter().all(|&d| d < 6));
        for face in 0..6 {
            assert!(draws.contains(&face), "face {face} never drawn");
        }
    }
}
