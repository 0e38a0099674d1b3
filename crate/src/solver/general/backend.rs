//! The family's positions as a backend of the driver: any game, its
//! positions kept as canonical keys and expanded through the engine.

use crate::board::{GameBoard, Move};
use crate::rules::Rules;

use super::super::driver::Backend;
use super::super::plan::{Moves, Plans, Try};
use super::fewest::KeyFewest;
use super::key::Key;
use super::plan::plans_for;
use super::problems::{KeyBeam, KeyProblem};
use super::replay::moves_along;
use super::score::Weights;
use super::successor::{Autoplay, GameGraph};

/// The family's backend: every game.
pub struct General;

impl Backend for General {
    type Weights = Weights;
    type State = Key;
    type Problem = KeyProblem;
    type BeamState = Key;
    type Beam = KeyBeam;

    fn accepts(_: Rules) -> bool {
        true
    }

    fn can_run(_: &Try<Weights>) -> bool {
        true
    }

    /// Where no card is ever needed in play, a search with the autoplay
    /// of every homeable card would repeat a complete one.
    fn takes_part(rules: Rules, t: &Try<Weights>) -> bool {
        t.autoplay != Autoplay::All || !GameGraph::every_card_is_never_needed(rules)
    }

    fn plans(rules: Rules) -> Plans<Weights> {
        plans_for(rules)
    }

    /// The seven weights in the order of [`Weights`]' fields.
    fn weights_of(numbers: &[u32]) -> Option<Weights> {
        let [left, buried, free_used, empty_cascades, over_lower, breaks, misplaced_kings] =
            *numbers
        else {
            return None;
        };
        Some(Weights {
            left,
            buried,
            free_used,
            empty_cascades,
            over_lower,
            breaks,
            misplaced_kings,
        })
    }

    fn start(board: &GameBoard, autoplay: Autoplay) -> Key {
        GameGraph::new(board.rules(), autoplay).start(board).0
    }

    fn is_won(key: &Key) -> bool {
        key.is_won()
    }

    #[cfg(test)]
    fn board(rules: Rules, key: &Key) -> GameBoard {
        key.board(rules)
    }

    fn problem(rules: Rules, t: &Try<Weights>) -> KeyProblem {
        KeyProblem::new(GameGraph::with_moves(rules, t.autoplay, t.moves), t.weights)
    }

    fn moves_of(board: &GameBoard, t: &Try<Weights>, path: &[Key]) -> Vec<Move> {
        moves_along(
            &GameGraph::with_moves(board.rules(), t.autoplay, t.moves),
            board,
            path,
        )
    }

    fn beam(rules: Rules, autoplay: Autoplay, weights: Weights) -> KeyBeam {
        KeyBeam {
            positions: GameGraph::with_moves(rules, autoplay, Moves::All),
            weights,
        }
    }

    fn beam_state(board: &GameBoard) -> Key {
        Key::of(board)
    }

    fn moves_along(board: &GameBoard, autoplay: Autoplay, path: &[Key]) -> Vec<Move> {
        moves_along(&GameGraph::new(board.rules(), autoplay), board, path)
    }

    type Fewest = KeyFewest;

    fn fewest(rules: Rules) -> KeyFewest {
        KeyFewest::new(rules)
    }

    fn fewest_start(problem: &KeyFewest, board: &GameBoard) -> (Key, u16) {
        problem.start(board)
    }

    fn fewest_moves(problem: &KeyFewest, board: &GameBoard, path: &[Key]) -> Vec<Move> {
        problem.moves_along(board, path)
    }
}
