//! Reproducible chance for digital play: a ChaCha stream whose seed and position live in the
//! game state, so a stateless caller gets the same draws from the same state every time.

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
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_word_pos(u128::from(self.position));
        let draws = bounds
            .iter()
            .map(|&bound| uniform_below(&mut rng, bound.max(1)))
            .collect();
        self.position = u64::try_from(rng.get_word_pos()).unwrap_or(u64::MAX);
        draws
    }
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
    fn draws_stay_below_their_bound_and_cover_it() {
        let mut rng = RngState::new(7);
        let draws = rng.draw_below(&[6; 600]);
        assert!(draws.iter().all(|&d| d < 6));
        for face in 0..6 {
            assert!(draws.contains(&face), "face {face} never drawn");
        }
    }
}
