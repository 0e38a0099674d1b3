//! The optimal mode's problem on layouts: the A* of `search::fewest`
//! over standard FreeCell's compact keys, each step followed by the safe
//! autoplay, a step home costing nothing and any other one move, and the
//! optimal mode's lower bound read off the layout's cascades.

use crate::board::{CellT, GameBoard};
use crate::card::Card;

use super::super::autoplay::{settle, Autoplay};
use super::super::optimal::lower_bound_of;
use super::super::search::AStarProblem;
use super::key::{Layout, CASCADES, RULES};
use super::piles::{cards, LayoutPiles};

/// The optimal search's problem in standard FreeCell.
pub struct LayoutFewest;

impl LayoutFewest {
    /// Where the search starts from `board` (once the safe autoplay is
    /// done), and its bound.
    pub fn start(board: &GameBoard) -> (Layout, u16) {
        let mut settled = *board;
        settle(&mut settled, Autoplay::Safe, |_| {});
        let layout = Layout::of(&settled);
        let bound = bound(&LayoutPiles::read(&layout));
        (layout, bound)
    }
}

/// The cards of cascade `i` of `spread`, bottom first.
fn cascade(spread: &LayoutPiles, i: usize) -> &[u8] {
    let start = usize::from(spread.starts[i]);
    &spread.bytes[start..start + usize::from(spread.lens[i])]
}

/// The lower bound of the position `spread` reads.
fn bound(spread: &LayoutPiles) -> u16 {
    let cascades = (0..CASCADES).map(|i| cards(cascade(spread, i)));
    lower_bound_of(cascades, RULES.build()) as u16
}

/// How many cards at the top of each cascade form one run, as
/// [`GameBoard::run_length`] counts them.
fn runs(spread: &LayoutPiles) -> [u8; CASCADES] {
    let build = RULES.build();
    std::array::from_fn(|i| {
        let cards = cascade(spread, i);
        let card = |from_top: usize| Card::from_index_unchecked(cards[cards.len() - from_top]);
        let mut run = usize::from(!cards.is_empty());
        while run < cards.len() && build.stacks_on(card(run), card(run + 1)) {
            run += 1;
        }
        run as u8
    })
}

impl AStarProblem for LayoutFewest {
    type State = Layout;

    fn successors(&self, layout: &Layout, most: u16, mut out: impl FnMut(Layout, u16, u16)) {
        let spread = LayoutPiles::read(layout);
        let mut made = LayoutPiles::BLANK;
        spread.for_each_step(&runs(&spread), |step| {
            let cost = u16::from(step.mv().to.cell != CellT::HomeCell);
            if cost > most {
                return;
            }
            let child = spread.play(step, Autoplay::Safe);
            let (layout, _) = child.layout_and_spread(&spread, &mut made);
            out(layout, cost, bound(&made));
        });
    }

    fn is_goal(&self, layout: &Layout) -> bool {
        layout.is_solved()
    }
}
