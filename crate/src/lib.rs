//! FreeCell: the rules of the game, the Microsoft numbered deals and the
//! standard move notation, as plain Rust. The `wasm` module (built only for
//! WebAssembly) adapts this API to JavaScript with the MIS's names.
//!
//! The solver (`solve`, `grade_deal` and the rest, and `wasm_solver`, its
//! JavaScript side) comes with the `solver` feature, on by default. The
//! page's own thread plays by the rules and never solves: its wasm is built
//! without it (`--no-default-features`), and the solver's worker loads a
//! second one built with it.
//!
//! # Examples
//!
//! ```
//! use freecell::{CellT, GameBoard, Move, Pile};
//!
//! // Microsoft deal 1: JD is the bottom card of the first cascade.
//! let mut board = GameBoard::from_deal(1).unwrap();
//! assert_eq!(board.get_cell(CellT::Tableau, 0).unwrap().as_slice()[0].to_string(), "JD");
//!
//! // Cascade 1's top card goes to the first free cell...
//! board.make_move(CellT::Tableau, 0, CellT::FreeCell, 0).unwrap();
//! // ...and a second card cannot join it; the error says why.
//! let err = board.make_move(CellT::Tableau, 1, CellT::FreeCell, 0).unwrap_err();
//! assert_eq!(err.kind().name(), "invalid_move");
//!
//! // Moves in the standard notation.
//! let mv = board.parse_move("2b").unwrap();
//! assert_eq!(mv, Move::new(Pile::tableau(1), Pile::free_cell(1)));
//! board.play(mv).unwrap();
//! ```

// The engine, from the bottom up: the leaves (`card`, `stack`, `date`),
// then `rules` and `deal`, the pile vocabulary (`pile`), `refusal`, the
// board, the notation; the MIS's `Error` and the MIS's methods (`mis`) at
// the edge, with the played lines, the explanations, the daily deal and
// the solver. No file imports one above it (`tests/layers.rs`).
mod board;
mod card;
#[cfg(feature = "solver")]
mod daily;
mod date;
mod deal;
mod error;
mod explain;
mod goals;
mod mis;
mod notation;
mod pile;
mod played;
mod refusal;
mod rules;
#[cfg(feature = "solver")]
mod solver;
mod stack;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(all(target_arch = "wasm32", feature = "solver"))]
pub mod wasm_solver;

pub use board::{builds_home, Autoplay, CardStack, GameBoard, ParsePositionError};
pub use card::{parse_cards, Card, Colour, ParseCardError, Rank, Suit};
#[cfg(feature = "solver")]
pub use daily::{daily_deal, daily_seed, target_grade, DailyDeal, TRIES_FOR_GRADE};
pub use date::{Date, DateError, Weekday, DAILY_YEARS};
pub use deal::{
    check_full_deck, ms_deal, random_deck, shuffled_deck, DeckError, NoSuchDeal, SplitMix64,
    MAX_DEAL,
};
pub use error::{Error, ErrorKind, Unreadable, Whole};
pub use explain::{explain, name_range, RuleFact};
pub use goals::{
    check_goal, DailyGoal, Event, GameRecord, Goal, Kind, Lost, Progress, Status, Tier,
};
#[cfg(feature = "solver")]
pub use goals::{daily_goals, goals_seed};
pub use notation::ParseMoveError;
pub use pile::{CellT, Move, NoSuchPile, Pile};
pub use played::{as_played, Played};
pub use refusal::{MoveError, Reason, Refusal};
pub use rules::{
    Build, EmptyCascade, Game, Rules, RulesError, Sequences, MAX_CASCADES, MAX_FREE_CELLS,
};
#[cfg(feature = "solver")]
pub use solver::{
    dealt_with_cells, grade_deal, grades_of, search, solve, Bounds, Grade, Graded, Mode, Solution,
    SolveOptions, Verdict, GRADE_MAX_NODES,
};
#[cfg(feature = "solver")]
#[doc(hidden)]
pub use solver::{solve_general, spec_as_rust, trace_general, trace_search, Traced};
pub use stack::{Stack, StackError};
