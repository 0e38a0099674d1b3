//! Daily goals: three goals a date (Easy, Medium and Hard), the same for
//! every player, each on a game's daily deal and each one the solver has
//! shown can be met; and the engine's judgement of a game as played
//! against a goal, so that no page counts moves or cells itself.
//!
//! The types and the judgement ([`check_goal`]) need no solver, so the
//! page's own thread can judge each move; choosing a date's goals
//! ([`daily_goals`], in `choose`) solves and comes with the `solver`
//! feature. `docs/daily.md` ("Daily goals") writes the choice down.

mod check;
#[cfg(feature = "solver")]
mod choose;
mod record;

pub use check::{check_goal, Lost, Progress, Status};
#[cfg(feature = "solver")]
pub use choose::{daily_goals, goals_seed};
pub use record::{Event, GameRecord};

use crate::date::Date;
use crate::rules::Rules;

/// How hard a goal is; a date has one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tier {
    Easy,
    Medium,
    Hard,
}

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Easy, Tier::Medium, Tier::Hard];

    /// `easy`, `medium` or `hard` (as in `?goal=`).
    pub const fn name(self) -> &'static str {
        match self {
            Tier::Easy => "easy",
            Tier::Medium => "medium",
            Tier::Hard => "hard",
        }
    }

    /// The tier named `easy`, `medium` or `hard`.
    pub fn from_name(name: &str) -> Option<Tier> {
        Tier::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// What a goal asks. "Moves" are the moves the player makes, as the page's
/// move counter counts them (a move and the cards autoplay sends home after
/// it are one), every move made counting, undone ones too; a page that
/// starts a new play of the deal starts a new record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Win the deal.
    Win,
    /// Win with never more than `cells` cards in the free cells at once,
    /// fewer than the game has.
    FewerCells { cells: usize },
    /// Win without ever putting a card on a free cell.
    NoFreeCell,
    /// Win within `moves` moves.
    WithinMoves { moves: u32 },
    /// Send the four aces home within `moves` moves (winning is not asked).
    AcesHome { moves: u32 },
    /// Win without Undo (nor Restart, nor going back to an earlier position).
    NoUndo,
    /// Win without asking for a hint.
    NoHint,
    /// Win within `minutes` minutes of the game's clock.
    WithinTime { minutes: u32 },
}

impl Kind {
    /// The kind's name as JavaScript writes it: `win`, `fewer-cells`,
    /// `no-free-cell`, `within-moves`, `aces-home`, `no-undo`, `no-hint`,
    /// `within-time`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Win => "win",
            Kind::FewerCells { .. } => "fewer-cells",
            Kind::NoFreeCell => "no-free-cell",
            Kind::WithinMoves { .. } => "within-moves",
            Kind::AcesHome { .. } => "aces-home",
            Kind::NoUndo => "no-undo",
            Kind::NoHint => "no-hint",
            Kind::WithinTime { .. } => "within-time",
        }
    }

    /// Whether the goal is to win (every kind but [`Kind::AcesHome`]).
    pub const fn needs_win(self) -> bool {
        !matches!(self, Kind::AcesHome { .. })
    }
}

/// A goal: what to do ([`Kind`]) on which deal of which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Goal {
    pub rules: Rules,
    /// The deal number (the game's daily deal of the goal's date).
    pub deal: u64,
    pub kind: Kind,
}

/// A date's goal, with the proof that it can be met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyGoal {
    pub date: Date,
    pub tier: Tier,
    pub goal: Goal,
    /// A line that meets the goal from the deal: moves in the standard
    /// notation, each one move of the player's (foundation moves written
    /// out, as a player with Autoplay off makes them). [`check_goal`] of
    /// these moves as played, with no time taken, is [`Status::Met`].
    pub witness: Vec<String>,
}
