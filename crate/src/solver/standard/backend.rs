//! Standard FreeCell as a backend of the driver: its searches play on
//! compact layouts, and it accepts no other game.

use crate::board::{GameBoard, Move};
use crate::rules::Rules;

use super::super::autoplay::{settle, Autoplay};
use super::super::driver::Backend;
use super::super::plan::{Moves, Plans, Try};
use super::fewest::LayoutFewest;
use super::key::Layout;
use super::plan::PLANS;
use super::problems::{LayoutBeam, LayoutNode, LayoutProblem};
use super::replay::{moves_along, moves_of};
use super::score::{CheapWeights, CostlyWeights, Weights};

/// The standard game's backend.
pub struct Standard;

impl Backend for Standard {
    type Weights = Weights;
    type State = LayoutNode;
    type Problem = LayoutProblem;
    type BeamState = Layout;
    type Beam = LayoutBeam;

    /// Standard FreeCell alone: its layouts have 8 cascades and 4 free
    /// cells, and its moves build by alternating colours.
    fn accepts(rules: Rules) -> bool {
        rules.is_standard()
    }

    /// Its layouts know the safe autoplay and the autoplay of every card,
    /// and every move.
    fn can_run(t: &Try<Weights>) -> bool {
        t.moves == Moves::All && t.autoplay != Autoplay::NeverNeeded
    }

    fn plans(_: Rules) -> Plans<Weights> {
        PLANS
    }

    /// The nine weights of [`CheapWeights::of`], then optionally the two of
    /// [`CostlyWeights`].
    fn weights_of(numbers: &[u32]) -> Option<Weights> {
        let cheap = CheapWeights::of(numbers.get(..9)?.try_into().ok()?);
        let costly = match numbers[9..] {
            [] => CostlyWeights::NONE,
            [buried_next, free_distance] => CostlyWeights {
                buried_next,
                free_distance,
            },
            _ => return None,
        };
        Some(Weights { cheap, costly })
    }

    fn start(board: &GameBoard, autoplay: Autoplay) -> LayoutNode {
        let mut settled = *board;
        settle(&mut settled, autoplay, |_| {});
        LayoutNode::start(Layout::of(&settled))
    }

    fn is_won(state: &LayoutNode) -> bool {
        state.is_solved()
    }

    #[cfg(test)]
    fn board(_: Rules, state: &LayoutNode) -> GameBoard {
        state.layout.board()
    }

    fn problem(_: Rules, t: &Try<Weights>) -> LayoutProblem {
        LayoutProblem::new(t.autoplay, t.weights)
    }

    fn reuse(problem: &mut LayoutProblem, _: Rules, t: &Try<Weights>) {
        problem.reuse(t.autoplay, t.weights);
    }

    fn moves_of(board: &GameBoard, t: &Try<Weights>, path: &[LayoutNode]) -> Vec<Move> {
        moves_of(board, t.autoplay, path)
    }

    fn beam(_: Rules, autoplay: Autoplay, weights: Weights) -> LayoutBeam {
        LayoutBeam::new(autoplay, weights.cheap)
    }

    fn beam_state(board: &GameBoard) -> Layout {
        Layout::of(board)
    }

    fn moves_along(board: &GameBoard, autoplay: Autoplay, path: &[Layout]) -> Vec<Move> {
        moves_along(board, autoplay, path)
    }

    type Fewest = LayoutFewest;

    fn fewest(_: Rules) -> LayoutFewest {
        LayoutFewest
    }

    fn fewest_start(_: &LayoutFewest, board: &GameBoard) -> (Layout, u16) {
        LayoutFewest::start(board)
    }

    fn fewest_moves(_: &LayoutFewest, board: &GameBoard, path: &[Layout]) -> Vec<Move> {
        moves_along(board, Autoplay::Safe, path)
    }
}
