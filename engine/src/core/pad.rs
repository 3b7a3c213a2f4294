//! How the score pad asks for a game's score-sheet request: each game describes its fields
//! once, in its own folder, and the pad (`/score`) draws them, so a new game brings its pad
//! with it. A field names where its value goes in the request (`key`, a dotted path inside
//! the player's object, or the request's own object for game fields) and how a person
//! enters it.

use serde::Serialize;

/// The fields of one game's pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScorePad {
    /// Values of the whole table, at the top level of the request.
    pub game: Vec<PadField>,
    /// Values of each player, in each entry of the request's `players`.
    pub player: Vec<PadField>,
}

/// One thing a person counts or picks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PadField {
    /// Where the value goes, e.g. `money` or `goods.wood`.
    pub key: String,
    pub label: String,
    pub input: PadInput,
    /// Shown only while this module is on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// Asked only of a player who picked this component, because the rules refuse the value
    /// from anyone else; a player who lacks it sends nothing (the field's default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub requires: Option<PadRequirement>,
}

/// A component a player must have picked in another field of the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PadRequirement {
    /// The `key` of the player's pick field, e.g. `buildings`.
    pub key: String,
    /// The component id that must be among its picks, e.g. `publishing-house`.
    pub id: String,
}

/// How a value is entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PadInput {
    /// A whole number from 0, up to `max` when there is one; a fresh pad fills in the seat's
    /// number (1 for the first player) where `seat_default` says so.
    Count {
        #[serde(skip_serializing_if = "Option::is_none")]
        max: Option<u32>,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        seat_default: bool,
    },
    /// Components of these kinds (or only these ids), each picked or not: a list of ids.
    Pick {
        kinds: Vec<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        only: Option<Vec<String>>,
    },
    /// Components of these kinds added one at a time from a list, a row for each copy owned
    /// (up to its printed `copies`): a list with each id repeated. Shorter than a count for
    /// every component when a player owns a few of many.
    PickList { kinds: Vec<String> },
    /// Items counted by type, then how many carry a flag and how much they hold in all: a
    /// list of objects `{type_key: <type>, flag_key: bool, amount_key: n}`, one per item, for
    /// the components of `component_kind`.
    /// The type is the component id without `type_suffix`; only flagged items hold anything,
    /// at most `amount_max` each.
    Tally {
        component_kind: String,
        type_key: String,
        type_suffix: String,
        flag_key: String,
        flag_label: String,
        amount_key: String,
        amount_label: String,
        amount_max: u32,
    },
}

impl PadField {
    pub fn new(key: &str, label: &str, input: PadInput) -> Self {
        Self {
            key: key.to_owned(),
            label: label.to_owned(),
            input,
            module: None,
            requires: None,
        }
    }

    /// A count with no upper bound.
    pub fn count(key: &str, label: &str) -> Self {
        Self::new(
            key,
            label,
            PadInput::Count {
                max: None,
                seat_default: false,
            },
        )
    }

    /// A count from 0 to `max`.
    pub fn count_to(key: &str, label: &str, max: u32) -> Self {
        Self::new(
            key,
            label,
            PadInput::Count {
                max: Some(max),
                seat_default: false,
            },
        )
    }

    /// A fresh pad fills in the seat's number (career ranks, which every seat holds once).
    pub fn numbered_by_seat(mut self) -> Self {
        if let PadInput::Count { seat_default, .. } = &mut self.input {
            *seat_default = true;
        }
        self
    }

    /// Components of these kinds, each picked or not.
    pub fn pick(key: &str, label: &str, kinds: &[&str]) -> Self {
        Self::new(
            key,
            label,
            PadInput::Pick {
                kinds: kinds.iter().map(|&kind| kind.to_owned()).collect(),
                only: None,
            },
        )
    }

    /// Shown only while `module` is on.
    pub fn with_module(mut self, module: &str) -> Self {
        self.module = Some(module.to_owned());
        self
    }

    /// Components of these kinds, one row for each copy owned.
    pub fn pick_list(key: &str, label: &str, kinds: &[&str]) -> Self {
        Self::new(
            key,
            label,
            PadInput::PickList {
                kinds: kinds.iter().map(|&kind| kind.to_owned()).collect(),
            },
        )
    }

    /// Asked only of a player whose pick field `key` holds the component `id`.
    pub fn requires_pick(mut self, key: &str, id: &str) -> Self {
        self.requires = Some(PadRequirement {
            key: key.to_owned(),
            id: id.to_owned(),
        });
        self
    }

    /// Only these component ids are offered.
    pub fn only(mut self, ids: &[&str]) -> Self {
        if let PadInput::Pick { only, .. } = &mut self.input {
            *only = Some(ids.iter().map(|&id| id.to_owned()).collect());
        }
        self
    }
}
