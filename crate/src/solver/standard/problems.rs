//! The standard game as the searches' problems: [`LayoutProblem`] for the
//! best-first searches (on layouts, played as they are), [`LayoutBeam`] for
//! the beam (on boards).

use std::cell::{Cell, RefCell};

use crate::board::GameBoard;

use super::super::autoplay::Autoplay;
use super::super::search::{BeamProblem, BestFirstProblem, Keyed};
use super::counts::CascadeCache;
use super::key::Layout;
use super::piles::{LayoutPiles, Undo};
use super::score::{CheapWeights, CostlyWeights, Features, Weights};
use super::step::Step;

/// A position the best-first searches reached, and the step that first
/// reached it from the position the search records as its parent. Only
/// the layout tells positions apart (the step rides along), so the search
/// still keeps each position once, with the step it first came by; a
/// path of them then gives its moves without searching for them again
/// (see [`moves_of`](super::replay::moves_of)).
#[derive(Clone, Copy, Debug)]
pub struct LayoutNode {
    pub layout: Layout,
    /// `None` for the start.
    pub(super) step: Option<Step>,
    /// How to undo that step, if it was quiet and can be undone
    /// ([`Undo::NONE`] if not): the step back leads to the parent, which
    /// the search has expanded, so [`LayoutProblem::successors`] does not score it.
    pub(super) back: Undo,
}

impl LayoutNode {
    /// The start of a search.
    pub fn start(layout: Layout) -> LayoutNode {
        LayoutNode {
            layout,
            step: None,
            back: Undo::NONE,
        }
    }

    pub fn is_solved(&self) -> bool {
        self.layout.is_solved()
    }
}

/// Only the layout tells positions apart: the step rides along.
impl Keyed for LayoutNode {
    type Key = Layout;
    fn key(&self) -> &Layout {
        &self.layout
    }
}

/// The best-first searches' problem on layouts: one search's autoplay and
/// heuristic, and what its successors and reached positions share of
/// what they read (see [`BestFirstProblem`]).
pub struct LayoutProblem {
    autoplay: Autoplay,
    /// The heuristic's weights (see [`Weights::score`]).
    weights: Weights,
    /// The counts of the position expanded last, and what they share
    /// with those before (see [`CascadeCache`]).
    counts: RefCell<Box<CascadeCache>>,
    /// The position expanded last, by its id in the search (`None` before
    /// the first), and what it reads as: most steps the search takes
    /// leave it.
    expanded: RefCell<(Option<u32>, Box<LayoutPiles>)>,
    /// The position [`LayoutProblem::reach`] read last when it was not the one
    /// expanded last, the same way: the search often takes several steps
    /// in a row from such a position (they were filed together).
    reached: RefCell<(Option<u32>, LayoutPiles)>,
    /// The position [`LayoutProblem::reach`] made last, as it reads (or one made
    /// before, or [`LayoutPiles::BLANK`], which no layout reads as): the search
    /// expands a position right after making it, unless it has it
    /// already, and [`LayoutProblem::successors`] then takes this in place of
    /// the expanded one instead of reading the layout again. Boxed, as
    /// the expanded one is, for that swap to cost no copy.
    made: RefCell<Box<LayoutPiles>>,
    /// The position the one made last was made from, by its id, and the
    /// cascades the step changed, if the others kept their places (see
    /// `Successor::layout_and_piles`): when the one made is expanded while
    /// the counts are still its parent's (most often the search has just
    /// expanded the parent and takes its best step), only the cascades
    /// changed are counted again (see [`CascadeCache::count_changed`]).
    made_from: Cell<Option<(u32, u8)>>,
}

impl LayoutProblem {
    /// The problem for a search with `autoplay` and a heuristic of
    /// `weights`, counting the features that cost extra only if `weights`
    /// weighs them: for one search at a time, since it knows positions by
    /// their ids in the search.
    pub fn new(autoplay: Autoplay, weights: Weights) -> LayoutProblem {
        LayoutProblem {
            autoplay,
            weights,
            counts: RefCell::new(CascadeCache::counting(weights.costly)),
            expanded: RefCell::new((None, Box::new(LayoutPiles::BLANK))),
            reached: RefCell::new((None, LayoutPiles::BLANK)),
            made: RefCell::new(Box::new(LayoutPiles::BLANK)),
            made_from: Cell::new(None),
        }
    }

    /// [`LayoutProblem::new`] in place of these, keeping their counts: those are
    /// kept by what they count, whatever was counted before (see
    /// [`CascadeCache`]), and cost more to make than a short search does.
    pub fn reuse(&mut self, autoplay: Autoplay, weights: Weights) {
        self.autoplay = autoplay;
        self.weights = weights;
        self.counts.get_mut().costly = weights.costly;
        self.expanded.get_mut().0 = None;
        self.reached.get_mut().0 = None;
        self.made_from.set(None);
    }
}

impl BestFirstProblem for LayoutProblem {
    type State = LayoutNode;
    type Edge = Step;
    type Payload = Features;

    /// The successor function: hands `out` each step from a position with
    /// the [`Features`] of the position it leads to. The layout is played
    /// as it is (see `successor`), and the parent's counts are shared (see
    /// [`CascadeCache`]); the successor's layout is left for
    /// [`LayoutProblem::reach`] to make, if the search takes the step.
    fn successors(
        &self,
        id: u32,
        reached: &LayoutNode,
        mut out: impl FnMut(Step, Option<&Features>),
    ) {
        {
            let (read, piles) = &mut *self.expanded.borrow_mut();
            // The cascades changed since the counts, if known.
            let mut changed = None;
            if *read != Some(id) {
                // The position made last is known by its bytes, whatever
                // its id: the piles are all what their layout makes.
                let made = &mut *self.made.borrow_mut();
                if made.is_of(&reached.layout) {
                    std::mem::swap(piles, made);
                    // The counts are those of the position expanded last,
                    // `read`.
                    changed = match self.made_from.take() {
                        Some((parent, changed)) if Some(parent) == *read => Some(changed),
                        _ => None,
                    };
                } else {
                    piles.read_again(&reached.layout);
                }
                *read = Some(id);
            }
            let piles = &**piles;
            let mut counts = self.counts.borrow_mut();
            match changed {
                Some(changed) => counts.count_changed(piles, changed),
                None => counts.count_piles(piles),
            }
            let back = piles.step_back(reached.back).map(|mv| Step::new(mv, true));
            piles.for_each_step(&counts.runs(), |step| {
                if Some(step) == back {
                    // Back to the parent.
                    out(step, None);
                } else {
                    out(
                        step,
                        Some(&counts.features_of_step(piles, step, self.autoplay)),
                    );
                }
            });
        }
    }

    /// The position that `step` leads to from `reached`, with the
    /// autoplay, as the search keeps it: for a step it takes.
    fn reach(&self, id: u32, reached: &LayoutNode, step: Step) -> LayoutNode {
        {
            let expanded = self.expanded.borrow();
            let mut other = self.reached.borrow_mut();
            let piles = if expanded.0 == Some(id) {
                &*expanded.1
            } else {
                let (read, piles) = &mut *other;
                if *read != Some(id) {
                    piles.read_again(&reached.layout);
                    *read = Some(id);
                }
                &*piles
            };
            let back = match step.quiet_cascades() {
                Some(_) => piles.back_of(step),
                None => Undo::NONE,
            };
            let (layout, changed) = piles
                .play(step, self.autoplay)
                .layout_and_piles(piles, &mut self.made.borrow_mut());
            self.made_from.set(changed.map(|changed| (id, changed)));
            LayoutNode {
                layout,
                step: Some(step),
                back,
            }
        }
    }

    /// The features weighed by the search's weights.
    fn heuristic(&self, features: &Features) -> u32 {
        self.weights.score(features)
    }

    /// Whether a position with these features is won: no card is left.
    fn is_goal(&self, features: &Features) -> bool {
        features.left == 0
    }
}

/// The beam's problem: positions as boards, each step scored, by
/// `weights`, by the position it leads to (a quiet step without playing
/// it), and kept by its layout.
pub struct LayoutBeam {
    autoplay: Autoplay,
    weights: CheapWeights,
    counts: Box<CascadeCache>,
}

impl LayoutBeam {
    pub fn new(autoplay: Autoplay, weights: CheapWeights) -> LayoutBeam {
        LayoutBeam {
            autoplay,
            weights,
            counts: CascadeCache::counting(CostlyWeights::NONE),
        }
    }
}

impl BeamProblem for LayoutBeam {
    type State = Layout;
    type Expanded = GameBoard;
    type Move = Step;

    fn scored_moves(&mut self, board: &GameBoard, mut out: impl FnMut(Step, u32)) {
        let counts = &mut self.counts;
        counts.count_board(board);
        Step::for_each(board, counts.needed, |step| {
            let features = if step.quiet {
                counts.after_quiet(board, step.mv())
            } else {
                counts.features_of(&step.play(board, self.autoplay))
            };
            out(step, self.weights.score(&features));
        });
    }

    /// The position after `step` from `board`, as its layout and board.
    fn play(&mut self, board: &GameBoard, step: Step) -> (Layout, GameBoard) {
        let next = step.play(board, self.autoplay);
        (Layout::of(&next), next)
    }

    fn is_goal(&self, layout: &Layout) -> bool {
        layout.is_solved()
    }
}
