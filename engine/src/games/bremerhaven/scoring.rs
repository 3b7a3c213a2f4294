//! Final scoring: leftover money × prestige; ties go to the better career rank.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::core::errors::{ScoreSheetError, ViolationCode, Violations};
use crate::core::pad::{PadField, ScorePad};
use crate::core::rule_id::RuleId;
use crate::core::scoring::{ScoreSheet, SheetBuilder, TieBreakerOrder};

use super::components::SOLO_RATINGS;
use super::rules::rule;

/// The counts read off each harbor at the end of the game.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BremerhavenScoreSheetRequest {
    /// One entry per player; 1 player scores a solo game against its rating bands.
    #[cfg_attr(feature = "openapi", schema(max_items = 4))]
    pub players: Vec<BremerhavenPlayerCounts>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BremerhavenPlayerCounts {
    #[serde(default)]
    pub name: String,
    /// Money left after every open contract was settled; money on the Bank building does not
    /// count (ruling BH-02).
    // Counts read as u32: published as int64 up to u32::MAX, not the int32 utoipa writes,
    // which would say 2^31 and above are refused (schemathesis sent 2^31 and it was taken).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub money: u32,
    /// The value the prestige clip reached (the track never goes back by itself).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "int64", maximum = 4294967295_u64)
    )]
    pub prestige: u32,
    /// Place on the career ladder, 1 = Captain. Needed with 2 or more players (ruling BH-01).
    #[serde(default)]
    pub career_rank: Option<u8>,
}

pub fn example_request() -> Value {
    json!({
        "players": [
            {"name": "Red", "money": 65, "prestige": 15, "career_rank": 2},
            {"name": "Blue", "money": 80, "prestige": 11, "career_rank": 1},
            {"name": "Green", "money": 41, "prestige": 19, "career_rank": 3}
        ]
    })
}

pub fn score_sheet(request: &BremerhavenScoreSheetRequest) -> Result<ScoreSheet, ScoreSheetError> {
    const _: RuleId = rule::FINAL_SCORE;
    validate(request)?;
    let mut sheet = SheetBuilder::new(
        super::GAME_ID,
        &[("money", "Money left"), ("prestige", "Prestige")],
        &[(
            "career-rank",
            "Better career rank (1 = Captain)",
            TieBreakerOrder::LowerWins,
        )],
    );
    sheet.multiply_categories();
    for player in &request.players {
        let money = i64::from(player.money);
        let prestige = i64::from(player.prestige);
        sheet
            .player(&player.name)
            .add("money", "money", money, format!("{money} money left"))
            .add(
                "prestige",
                "prestige-track",
                prestige,
                format!("prestige track at {prestige}"),
            )
            .tie_breaker("career-rank", i64::from(player.career_rank.unwrap_or(1)));
    }
    if let [solo] = request.players.as_slice() {
        let score = u64::from(solo.money) * u64::from(solo.prestige);
        sheet.note(format!(
            "Solo rating: {} ({score} points).",
            solo_rating(score)
        ));
    }
    Ok(sheet.finish(true))
}

fn solo_rating(score: u64) -> &'static str {
    const _: RuleId = rule::SOLO_RATING;
    SOLO_RATINGS
        .iter()
        .rev()
        .find(|(lowest, _)| score >= *lowest)
        .map_or("Landlubber", |(_, title)| title)
}

fn validate(request: &BremerhavenScoreSheetRequest) -> Result<(), ScoreSheetError> {
    let mut problems = Violations::default();
    let count = request.players.len();
    if !(1..=4).contains(&count) {
        problems.push(
            "players",
            ViolationCode::PlayerCount,
            format!("Bremerhaven is played by 1 to 4 players, not {count}"),
        );
        return problems.into_result();
    }
    if count > 1 {
        let mut seen = [false; 4];
        for (index, player) in request.players.iter().enumerate() {
            let field = format!("players[{index}].career_rank");
            match player.career_rank {
                None => problems.push(
                    field,
                    ViolationCode::InvalidRanks,
                    "enter this player's place on the career ladder (1 = Captain)",
                ),
                Some(rank) if rank == 0 || usize::from(rank) > count => problems.push(
                    field,
                    ViolationCode::InvalidRanks,
                    format!("career rank must be between 1 and {count}"),
                ),
                Some(rank) => {
                    let slot = &mut seen[usize::from(rank) - 1];
                    if *slot {
                        problems.push(field, ViolationCode::InvalidRanks, format!("two players hold career rank {rank}; each rank is held by exactly one player"));
                    }
                    *slot = true;
                }
            }
        }
    }
    problems.into_result()
}

/// The score pad's fields: what the request above asks for, as a person counts it.
pub fn score_pad() -> ScorePad {
    ScorePad {
        game: Vec::new(),
        player: vec![
            PadField::count("money", "Money left"),
            PadField::count("prestige", "Prestige"),
            PadField::count_to("career_rank", "Career rank (1 = Captain)", 4).numbered_by_seat(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::parse_json;
    use crate::core::test_support::violation_codes;

    fn score(body: Value) -> Result<ScoreSheet, ScoreSheetError> {
        let request: BremerhavenScoreSheetRequest = parse_json(body.to_string().as_bytes())?;
        score_sheet(&request)
    }

    /// Rulebook "End of the game" example: 65 money and 15 prestige score 975.
    #[test]
    fn rule_final_score_is_money_times_prestige_rulebook_example() {
        let sheet = score(json!({"players": [
            {"name": "Red", "money": 65, "prestige": 15, "career_rank": 1},
            {"name": "Blue", "money": 60, "prestige": 16, "career_rank": 2}
        ]}))
        .expect("valid");
        assert_eq!(sheet.players[0].total, 975);
        assert_eq!(sheet.players[1].total, 960);
        assert_eq!(sheet.winners, vec![0]);
        assert_eq!(sheet.players[0].categories["money"], 65);
        assert_eq!(sheet.players[0].categories["prestige"], 15);
    }

    /// FAQ "Out of money?": no money left scores 0 whatever the prestige.
    #[test]
    fn rule_no_money_scores_zero() {
        let sheet = score(json!({"players": [
            {"money": 0, "prestige": 30, "career_rank": 1},
            {"money": 1, "prestige": 1, "career_rank": 2}
        ]}))
        .expect("valid");
        assert_eq!(sheet.players[0].total, 0);
        assert_eq!(sheet.winners, vec![1]);
    }

    /// End of game: ties go to the higher rank on the career ladder.
    #[test]
    fn rule_ties_are_broken_by_career_rank() {
        let sheet = score(json!({"players": [
            {"money": 50, "prestige": 10, "career_rank": 3},
            {"money": 25, "prestige": 20, "career_rank": 2},
            {"money": 100, "prestige": 5, "career_rank": 1}
        ]}))
        .expect("valid");
        assert_eq!(sheet.winners, vec![2]);
        let ranks: Vec<u8> = sheet.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, vec![3, 2, 1]);
    }

    /// Solo game: the score is rated against the rulebook's bands.
    #[test]
    fn rule_solo_game_gets_a_rating() {
        let sheet = score(json!({"players": [{"money": 60, "prestige": 21}]})).expect("valid");
        assert_eq!(sheet.players[0].total, 1260);
        assert!(
            sheet.notes.iter().any(|n| n.contains("Captain")),
            "{:?}",
            sheet.notes
        );
        assert_eq!(solo_rating(499), "Landlubber");
        assert_eq!(solo_rating(500), "Cabin Boy");
        assert_eq!(solo_rating(1250), "Lonely Ship's Kobold");
    }

    #[test]
    fn career_ranks_must_be_a_permutation() {
        let codes = violation_codes(score(json!({"players": [
            {"money": 1, "prestige": 1, "career_rank": 1},
            {"money": 1, "prestige": 1, "career_rank": 1},
            {"money": 1, "prestige": 1, "career_rank": 4}
        ]})));
        assert_eq!(
            codes,
            vec![
                (
                    "players[1].career_rank".to_owned(),
                    ViolationCode::InvalidRanks
                ),
                (
                    "players[2].career_rank".to_owned(),
                    ViolationCode::InvalidRanks
                )
            ]
        );
    }

    #[test]
    fn career_rank_is_required_with_several_players() {
        let codes = violation_codes(score(json!({"players": [
            {"money": 1, "prestige": 1, "career_rank": 1},
            {"money": 1, "prestige": 1}
        ]})));
        assert_eq!(
            codes,
            vec![(
                "players[1].career_rank".to_owned(),
                ViolationCode::InvalidRanks
            )]
        );
    }

    #[test]
    fn five_players_are_refused() {
        let player = json!({"money": 1, "prestige": 1, "career_rank": 1});
        let codes = violation_codes(score(
            json!({"players": [player, player, player, player, player]}),
        ));
        assert_eq!(
            codes,
            vec![("players".to_owned(), ViolationCode::PlayerCount)]
        );
    }

    #[test]
    fn negative_money_is_malformed_input() {
        let result = score(json!({"players": [{"money": -5, "prestige": 3}]}));
        assert!(
            matches!(result, Err(ScoreSheetError::Malformed(ref m)) if m.field == "players[0].money"),
            "{result:?}"
        );
    }
}
