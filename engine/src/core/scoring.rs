//! Score sheets: the per-category breakdown a person checks against the table, ranks and
//! tie-breakers. Every game builds its sheet through [`SheetBuilder`], so ranking and
//! shared wins work the same way everywhere.

use std::cmp::Ordering;

use indexmap::IndexMap;
use serde::Serialize;

/// A player's seat, counted from 0 in the order players were given.
pub type Seat = u8;

/// A scoring column, in the order the sheet shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CategoryInfo {
    pub id: String,
    pub label: String,
}

/// Whether a larger or a smaller tie-breaker value wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum TieBreakerOrder {
    HigherWins,
    LowerWins,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TieBreakerInfo {
    pub id: String,
    pub label: String,
    pub order: TieBreakerOrder,
}

/// How a player's total follows from the category values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum TotalFormula {
    /// The categories are added up (most games).
    Sum,
    /// The categories are multiplied (Bremerhaven: money × prestige).
    Product,
}

impl TotalFormula {
    fn apply(self, values: impl Iterator<Item = i64>) -> i64 {
        match self {
            Self::Sum => values.sum(),
            Self::Product => values.product(),
        }
    }
}

/// One line of a player's breakdown: which rule or piece gave how many points and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScoreDetail {
    /// The category these points are added to.
    pub category: String,
    /// The rule or component id that gives them, e.g. `counting-house`.
    pub source: String,
    pub points: i64,
    /// How the points were worked out, e.g. "7 Right Whales / 2 = 3".
    pub explanation: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerScore {
    #[cfg_attr(feature = "openapi", schema(value_type = u8))]
    pub seat: Seat,
    pub name: String,
    /// Points per category id, in the sheet's column order.
    pub categories: IndexMap<String, i64>,
    pub total: i64,
    /// 1 is best; players tied on total and every tie-breaker share a rank.
    pub rank: u8,
    /// This player's value for each tie-breaker id.
    pub tie_breakers: IndexMap<String, i64>,
    pub details: Vec<ScoreDetail>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScoreSheet {
    pub game: String,
    /// True once the game is over; a sheet of a game in progress is provisional.
    #[serde(rename = "final")]
    pub is_final: bool,
    pub categories: Vec<CategoryInfo>,
    pub total_formula: TotalFormula,
    pub players: Vec<PlayerScore>,
    /// Every seat ranked first: several when the rules declare a shared win.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<u8>))]
    pub winners: Vec<Seat>,
    /// Applied in order when totals are equal.
    pub tie_breakers: Vec<TieBreakerInfo>,
    /// Caveats a person should know: provisional values, rulings used.
    pub notes: Vec<String>,
}

impl ScoreSheet {
    /// A sheet that says why a state could not be scored, instead of failing the caller; only
    /// a state that skipped validation gets here.
    pub fn unscorable(game: &str, reason: impl std::fmt::Display) -> Self {
        let mut sheet = SheetBuilder::new(game, &[], &[]);
        sheet.note(format!("this state cannot be scored: {reason}"));
        sheet.finish(false)
    }
}

/// Assembles a [`ScoreSheet`]; totals, ranks and winners are derived, never entered.
#[derive(Debug)]
pub struct SheetBuilder {
    game: String,
    categories: Vec<CategoryInfo>,
    total_formula: TotalFormula,
    tie_breakers: Vec<TieBreakerInfo>,
    players: Vec<PlayerScore>,
    notes: Vec<String>,
}

impl SheetBuilder {
    /// `categories` and `tie_breakers` are `(id, label)` pairs in display order.
    pub fn new(
        game: &str,
        categories: &[(&str, &str)],
        tie_breakers: &[(&str, &str, TieBreakerOrder)],
    ) -> Self {
        Self {
            game: game.to_owned(),
            categories: categories
                .iter()
                .map(|(id, label)| CategoryInfo {
                    id: (*id).to_owned(),
                    label: (*label).to_owned(),
                })
                .collect(),
            total_formula: TotalFormula::Sum,
            tie_breakers: tie_breakers
                .iter()
                .map(|(id, label, order)| TieBreakerInfo {
                    id: (*id).to_owned(),
                    label: (*label).to_owned(),
                    order: *order,
                })
                .collect(),
            players: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// Multiplies the categories instead of adding them.
    pub fn multiply_categories(&mut self) {
        self.total_formula = TotalFormula::Product;
    }

    pub fn note(&mut self, note: impl Into<String>) {
        self.notes.push(note.into());
    }

    /// Starts the next seat's row with every category at 0.
    pub fn player(&mut self, name: &str) -> PlayerRow<'_> {
        let seat = Seat::try_from(self.players.len()).unwrap_or(Seat::MAX);
        let name = if name.trim().is_empty() {
            format!("Player {}", usize::from(seat) + 1)
        } else {
            name.trim().to_owned()
        };
        self.players.push(PlayerScore {
            seat,
            name,
            categories: self.categories.iter().map(|c| (c.id.clone(), 0)).collect(),
            total: 0,
            rank: 0,
            tie_breakers: self
                .tie_breakers
                .iter()
                .map(|t| (t.id.clone(), 0))
                .collect(),
            details: Vec::new(),
        });
        let index = self.players.len() - 1;
        PlayerRow {
            score: &mut self.players[index],
        }
    }

    pub fn finish(mut self, is_final: bool) -> ScoreSheet {
        for player in &mut self.players {
            player.total = self
                .total_formula
                .apply(player.categories.values().copied());
        }
        let order: Vec<TieBreakerOrder> = self.tie_breakers.iter().map(|t| t.order).collect();
        let ranks: Vec<u8> = self
            .players
            .iter()
            .map(|player| {
                let better = self
                    .players
                    .iter()
                    .filter(|other| compare(other, player, &order) == Ordering::Greater)
                    .count();
                u8::try_from(better + 1).unwrap_or(u8::MAX)
            })
            .collect();
        for (player, rank) in self.players.iter_mut().zip(ranks) {
            player.rank = rank;
        }
        let winners = self
            .players
            .iter()
            .filter(|p| p.rank == 1)
            .map(|p| p.seat)
            .collect();
        ScoreSheet {
            game: self.game,
            is_final,
            categories: self.categories,
            total_formula: self.total_formula,
            players: self.players,
            winners,
            tie_breakers: self.tie_breakers,
            notes: self.notes,
        }
    }
}

/// `Greater` when `a` places ahead of `b`.
fn compare(a: &PlayerScore, b: &PlayerScore, order: &[TieBreakerOrder]) -> Ordering {
    a.total.cmp(&b.total).then_with(|| {
        a.tie_breakers
            .values()
            .zip(b.tie_breakers.values())
            .zip(order)
            .map(|((x, y), order)| match order {
                TieBreakerOrder::HigherWins => x.cmp(y),
                TieBreakerOrder::LowerWins => y.cmp(x),
            })
            .find(|ordering| ordering.is_ne())
            .unwrap_or(Ordering::Equal)
    })
}

/// One player's row while it is being filled in.
#[derive(Debug)]
pub struct PlayerRow<'a> {
    score: &'a mut PlayerScore,
}

impl PlayerRow<'_> {
    /// Adds points to a category with the line that explains them. Zero-point lines are
    /// kept only when they explain something a person might expect to score.
    pub fn add(
        &mut self,
        category: &str,
        source: &str,
        points: i64,
        explanation: impl Into<String>,
    ) -> &mut Self {
        if let Some(value) = self.score.categories.get_mut(category) {
            *value += points;
        }
        self.score.details.push(ScoreDetail {
            category: category.to_owned(),
            source: source.to_owned(),
            points,
            explanation: explanation.into(),
        });
        self
    }

    pub fn tie_breaker(&mut self, id: &str, value: i64) -> &mut Self {
        if let Some(slot) = self.score.tie_breakers.get_mut(id) {
            *slot = value;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: &[(i64, i64)]) -> ScoreSheet {
        let mut builder = SheetBuilder::new(
            "test",
            &[("points", "Points")],
            &[("coins", "Most coins", TieBreakerOrder::HigherWins)],
        );
        for (points, coins) in rows {
            builder
                .player("")
                .add("points", "test", *points, "")
                .tie_breaker("coins", *coins);
        }
        builder.finish(true)
    }

    #[test]
    fn highest_total_ranks_first_and_wins() {
        let sheet = sheet(&[(10, 0), (12, 0), (8, 0)]);
        let ranks: Vec<u8> = sheet.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, vec![2, 1, 3]);
        assert_eq!(sheet.winners, vec![1]);
    }

    #[test]
    fn tie_breaker_separates_equal_totals() {
        let sheet = sheet(&[(10, 3), (10, 5)]);
        assert_eq!(sheet.winners, vec![1]);
        assert_eq!(sheet.players[0].rank, 2);
    }

    #[test]
    fn players_equal_on_everything_share_the_win_and_the_next_rank_is_skipped() {
        let sheet = sheet(&[(10, 3), (10, 3), (4, 0)]);
        assert_eq!(sheet.winners, vec![0, 1]);
        assert_eq!(sheet.players[2].rank, 3);
    }

    #[test]
    fn lower_wins_tie_breaker_prefers_the_smaller_value() {
        let mut builder = SheetBuilder::new(
            "t",
            &[("p", "P")],
            &[("rank", "Rank", TieBreakerOrder::LowerWins)],
        );
        builder
            .player("a")
            .add("p", "x", 5, "")
            .tie_breaker("rank", 2);
        builder
            .player("b")
            .add("p", "x", 5, "")
            .tie_breaker("rank", 1);
        assert_eq!(builder.finish(true).winners, vec![1]);
    }

    #[test]
    fn blank_names_become_player_numbers() {
        let sheet = sheet(&[(1, 0), (2, 0)]);
        assert_eq!(sheet.players[1].name, "Player 2");
    }
}
