//! The values printed on Bremerhaven's boards that no source we could read gives: what the
//! Cover cards and the bollard positions cost, and the Progress track's length and start
//! spaces. They live beside the decks because a deck pack may supply them too; the built-in
//! ones are provisional practice values (rulings BH-04, BH-05 and BH-06).

use serde::{Deserialize, Serialize};

/// What a player pays to clear a covered harbor space or to place a bollard.
///
/// Harbor layout (ruling BH-04): 12 spaces in 3 rows of 4 columns, space index =
/// row × 4 + column, columns counted 0–3 from the left. In the long game the 6 spaces of
/// columns 2 and 3 ([`HarborCosts::COVERED`]) start covered. Quay walls are numbered 0–3 from
/// the top; dock `d` (0–2) lies between walls `d` and `d + 1`; each wall has 3 bollard
/// positions filled in order 0, 1, 2. Walls 1 and 2 start with a pre-printed bollard in
/// position 0, which costs 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenHarborCosts))]
#[serde(deny_unknown_fields)]
pub struct HarborCosts {
    /// Money to clear each covered space, in the order of [`HarborCosts::COVERED`].
    pub cover_costs: [u8; 6],
    /// `bollard_costs[wall][position]`: money to place the position-th bollard on that wall.
    pub bollard_costs: [[u8; 3]; 4],
}

impl HarborCosts {
    /// The spaces covered at the start of a long game: columns 2 and 3 (ruling BH-04).
    pub const COVERED: [usize; 6] = [2, 3, 6, 7, 10, 11];
    /// The quay walls whose position 0 is a pre-printed bollard (either side of the middle dock).
    pub const PRE_PRINTED_WALLS: [usize; 2] = [1, 2];

    /// What clearing `space` costs; `None` when the space is never covered or out of range.
    pub fn cover_cost(&self, space: usize) -> Option<u8> {
        let slot = Self::COVERED.iter().position(|&covered| covered == space)?;
        self.cover_costs.get(slot).copied()
    }

    /// What placing a bollard in `position` of `wall` costs; `None` out of range.
    pub fn bollard_cost(&self, wall: usize, position: usize) -> Option<u8> {
        self.bollard_costs.get(wall)?.get(position).copied()
    }

    /// Whether `position` of `wall` is a bollard printed on the board.
    pub fn is_pre_printed(wall: usize, position: usize) -> bool {
        position == 0 && Self::PRE_PRINTED_WALLS.contains(&wall)
    }
}

/// The Progress track the Ship token moves along: spaces 0 to `spaces - 1`, the last space
/// ends the game; the token starts on a space that depends on the player count (ruling BH-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BremerhavenProgressTrack))]
#[serde(deny_unknown_fields)]
pub struct ProgressTrack {
    /// Number of spaces, the start of the track included.
    pub spaces: u8,
    /// Start space with 2 players, also used in the solo game.
    pub start_two: u8,
    pub start_three: u8,
    pub start_four: u8,
}

impl ProgressTrack {
    /// The space that ends the game; `None` for a track with no spaces.
    pub fn last_space(&self) -> Option<u8> {
        self.spaces.checked_sub(1)
    }

    /// The start space for a player count (1 plays on the 2-player space); `None` for a count
    /// the game does not have.
    pub fn start(&self, players: u8) -> Option<u8> {
        match players {
            1 | 2 => Some(self.start_two),
            3 => Some(self.start_three),
            4 => Some(self.start_four),
            _ => None,
        }
    }

    /// Spaces from the start to the last space; `None` when the start is past the end.
    pub fn distance(&self, players: u8) -> Option<u8> {
        self.last_space()?.checked_sub(self.start(players)?)
    }
}

/// Practice cover and bollard costs (ruling BH-05): covers cost 2–6, dearer further right
/// and further down; bollards cost 1, 3, 5 on the outer walls and 0 (printed), 2, 4 on the
/// two walls of the middle dock.
pub const PROVISIONAL_HARBOR: HarborCosts = HarborCosts {
    cover_costs: [2, 4, 3, 5, 4, 6],
    bollard_costs: [[1, 3, 5], [0, 2, 4], [0, 2, 4], [1, 3, 5]],
};

/// Practice Progress track (ruling BH-06): 21 spaces (0–20), starts 0 / 2 / 4 for 2 / 3 / 4
/// players, so the distances are the inferred 20 / 18 / 16.
pub const PROVISIONAL_PROGRESS: ProgressTrack = ProgressTrack {
    spaces: 21,
    start_two: 0,
    start_three: 2,
    start_four: 4,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provisional_track_gives_the_inferred_distances() {
        let distances: Vec<Option<u8>> = (1..=4)
            .map(|players| PROVISIONAL_PROGRESS.distance(players))
            .collect();
        assert_eq!(distances, [Some(20), Some(20), Some(18), Some(16)]);
        assert_eq!(PROVISIONAL_PROGRESS.start(5), None);
    }

    #[test]
    fn cover_costs_follow_the_covered_spaces_in_index_order() {
        assert_eq!(PROVISIONAL_HARBOR.cover_cost(2), Some(2));
        assert_eq!(PROVISIONAL_HARBOR.cover_cost(11), Some(6));
        assert_eq!(PROVISIONAL_HARBOR.cover_cost(0), None);
        assert_eq!(PROVISIONAL_HARBOR.cover_cost(12), None);
    }

    #[test]
    fn pre_printed_bollards_are_free_and_others_are_not() {
        for wall in 0..4 {
            for position in 0..3 {
                let cost = PROVISIONAL_HARBOR.bollard_cost(wall, position);
                if HarborCosts::is_pre_printed(wall, position) {
                    assert_eq!(cost, Some(0), "wall {wall} position {position}");
                } else {
                    assert!(
                        cost.is_some_and(|c| c > 0),
                        "wall {wall} position {position}"
                    );
                }
            }
        }
        assert_eq!(PROVISIONAL_HARBOR.bollard_cost(4, 0), None);
    }
}
