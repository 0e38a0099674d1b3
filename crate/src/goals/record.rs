//! A game as played, as the engine judges it against a goal: the deal, and
//! what the player did in order, as the page's history already holds it.

use crate::rules::Rules;

/// One thing the player did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move (`moves[0]`, in the standard notation of the position it was
    /// made in) and the moves autoplay made after it: one entry of the
    /// page's history (its `play`). `given`: the move was the solver's
    /// (Solve), not the player's.
    Play { moves: Vec<String>, given: bool },
    /// Back one entry of the history.
    Undo,
    /// Forward again one entry that was undone.
    Redo,
    /// To the position `line` reaches from the deal, as a new entry (the
    /// page's `line` entries: Restart is the empty line). `given`: the
    /// line was handed to the player (a solution's step, a link).
    Jump { line: Vec<String>, given: bool },
    /// A hint was shown.
    Hint,
}

/// A game as played: deal `deal` of `rules`, the player's events from the
/// deal in order, and the game's clock as the page measured it (stopped at
/// the win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub rules: Rules,
    pub deal: u64,
    pub events: Vec<Event>,
    pub elapsed_ms: u64,
}

impl GameRecord {
    /// A record of `moves` played one by one from the deal, with no autoplay,
    /// no help and no time: how a goal's witness is played.
    pub fn of_line(rules: Rules, deal: u64, moves: &[String]) -> GameRecord {
        let events = moves
            .iter()
            .map(|m| Event::Play {
                moves: vec![m.clone()],
                given: false,
            })
            .collect();
        GameRecord {
            rules,
            deal,
            events,
            elapsed_ms: 0,
        }
    }
}
