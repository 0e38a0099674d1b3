//! Whether a game as played meets a goal: the record's events replayed
//! through the checked rules, the goal decided at the first moment that
//! decides it (the win, the fourth ace home, or a step that loses it).

use crate::board::GameBoard;
use crate::card::Rank;
use crate::error::Error;

use super::record::{Event, GameRecord};
use super::{Goal, Kind};

/// Where a goal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Met.
    Met,
    /// Not met yet, and it still can be.
    Open,
    /// It can no longer be met in this game.
    Lost(Lost),
}

/// Why a goal can no longer be met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lost {
    /// More moves were made than the goal allows (`limit`).
    MovesSpent { limit: u32 },
    /// The clock passed the goal's `limit_ms` before it was met.
    TimeSpent { limit_ms: u64 },
    /// More cards were on the free cells at once (`used`) than allowed.
    CellsUsed { used: usize, allowed: usize },
    /// Undo, Restart or a jump back was used.
    Undone,
    /// A hint was shown.
    Hinted,
    /// Moves were given (the solver's, a solution's, a link's).
    Given,
}

/// A goal's progress in a game, as data for a page to word: "Aces home:
/// 2 of 4, 11 moves left".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub status: Status,
    /// Moves made, undone ones included (see [`Kind`]), up to the moment
    /// that decided the goal.
    pub moves: u32,
    /// Moves the goal still allows, for a goal that counts them.
    pub moves_left: Option<u32>,
    /// Cards on the foundations now, of 52.
    pub cards_home: usize,
    /// Aces on the foundations now, of 4.
    pub aces_home: usize,
    /// The most cards that were on the free cells at once.
    pub most_cells_used: usize,
    /// The most the goal allows, for a goal that counts them.
    pub cells_allowed: Option<usize>,
    /// Milliseconds the goal still allows, for a goal against the clock.
    pub ms_left: Option<u64>,
    /// Undos (Undo, Restart and jumps back) and hints used.
    pub undos: u32,
    pub hints: u32,
    /// Whether the game is won.
    pub won: bool,
}

/// The free cells holding a card.
fn cells_in_use(board: &GameBoard) -> usize {
    board.free_cells().iter().filter(|c| !c.is_empty()).count()
}

fn aces_home(board: &GameBoard) -> usize {
    { board.foundations().iter() }
        .filter(|h| h.as_slice().first().is_some_and(|c| c.rank() == Rank::Ace))
        .count()
}

/// `moves` played in order on `board`, each through the checked rules.
fn play_all(board: &mut GameBoard, moves: &[String]) -> Result<(), Error> {
    for text in moves {
        let mv = board.parse_move(text)?;
        board.play(mv)?;
    }
    Ok(())
}

/// How `record` stands against `goal`. `invalid_argument` when the record
/// is not of the goal's game and deal; the rules' own error (a refusal as
/// data) for a move that cannot be made where the record makes it.
pub fn check_goal(goal: &Goal, record: &GameRecord) -> Result<Progress, Error> {
    if record.rules != goal.rules || record.deal != goal.deal {
        return Err(Error::invalid_argument(format!(
            "the game is deal {} of {}, not the goal's deal {} of {}",
            record.deal,
            record.rules.title(),
            goal.deal,
            goal.rules.title()
        )));
    }
    let start = GameBoard::from_deal_of(goal.rules, goal.deal)?;
    let kind = goal.kind;
    let move_limit = match kind {
        Kind::WithinMoves { moves } | Kind::AcesHome { moves } => Some(moves),
        _ => None,
    };
    let cells_allowed = match kind {
        Kind::FewerCells { cells } => Some(cells),
        Kind::NoFreeCell => Some(0),
        _ => None,
    };
    let limit_ms = match kind {
        Kind::WithinTime { minutes } => Some(u64::from(minutes) * 60_000),
        _ => None,
    };
    let mut history = vec![start];
    let mut at = 0;
    let mut p = Progress {
        status: Status::Open,
        moves: 0,
        moves_left: move_limit,
        cards_home: 0,
        aces_home: 0,
        most_cells_used: cells_in_use(&start),
        cells_allowed,
        ms_left: limit_ms.map(|l| l.saturating_sub(record.elapsed_ms)),
        undos: 0,
        hints: 0,
        won: false,
    };
    // The rules' verdict on the start itself (a deal with too many cards
    // on the free cells for the goal).
    let mut lost = cells_allowed
        .filter(|&allowed| p.most_cells_used > allowed)
        .map(|allowed| Lost::CellsUsed {
            used: p.most_cells_used,
            allowed,
        });
    let mut met = false;
    for event in &record.events {
        if lost.is_some() || met {
            break;
        }
        let mut given = false;
        match event {
            Event::Play { moves, given: g } => {
                let mut board = history[at];
                play_all(&mut board, moves)?;
                history.truncate(at + 1);
                history.push(board);
                at += 1;
                p.moves += 1;
                given = *g;
            }
            Event::Redo => {
                if at + 1 >= history.len() {
                    return Err(Error::invalid_argument(
                        "a redo with nothing undone to redo",
                    ));
                }
                at += 1;
                p.moves += 1;
            }
            Event::Undo => {
                if at == 0 {
                    return Err(Error::invalid_argument("an undo at the deal itself"));
                }
                at -= 1;
                p.undos += 1;
            }
            Event::Jump { line, given: g } => {
                let mut board = start;
                play_all(&mut board, line)?;
                history.truncate(at + 1);
                history.push(board);
                at += 1;
                p.undos += 1;
                given = *g;
            }
            Event::Hint => p.hints += 1,
        }
        let board = &history[at];
        p.most_cells_used = p.most_cells_used.max(cells_in_use(board));
        lost = if given {
            Some(Lost::Given)
        } else {
            match (kind, cells_allowed, move_limit) {
                (_, Some(allowed), _) if p.most_cells_used > allowed => Some(Lost::CellsUsed {
                    used: p.most_cells_used,
                    allowed,
                }),
                (_, _, Some(limit)) if p.moves > limit => Some(Lost::MovesSpent { limit }),
                (Kind::NoUndo, ..) if p.undos > 0 => Some(Lost::Undone),
                (Kind::NoHint, ..) if p.hints > 0 => Some(Lost::Hinted),
                _ => None,
            }
        };
        if lost.is_none() {
            met = if kind.needs_win() {
                board.is_in_win_state()
            } else {
                aces_home(board) == 4
            };
        }
    }
    let board = &history[at];
    p.cards_home = board.cards_home();
    p.aces_home = aces_home(board);
    p.won = board.is_in_win_state();
    p.moves_left = move_limit.map(|l| l.saturating_sub(p.moves));
    if lost.is_none() {
        if let Some(limit_ms) = limit_ms.filter(|&l| record.elapsed_ms > l) {
            lost = Some(Lost::TimeSpent { limit_ms });
        }
    }
    p.status = match (lost, met) {
        (Some(why), _) => Status::Lost(why),
        (None, true) => Status::Met,
        (None, false) => Status::Open,
    };
    Ok(p)
}
