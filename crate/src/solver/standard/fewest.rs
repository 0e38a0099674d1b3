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

/// The cards of cascade `i` of `piles`, bottom first.
fn cascade(piles: &LayoutPiles, i: usize) -> &[u8] {
    let start = usize::from(piles.starts[i]);
    &piles.bytes[start..start + usize::from(piles.lens[i])]
}

/// The lower bound of the position `piles` reads.
fn bound(piles: &LayoutPiles) -> u16 {
    let cascades = (0..CASCADES).map(|i| cards(cascade(piles, i)));
    lower_bound_of(cascades, RULES.build()) as u16
}

/// How many cards at the top of each cascade form one run, as
/// [`GameBoard::run_length`] counts them.
fn runs(piles: &LayoutPiles) -> [u8; CASCADES] {
    let build = RULES.build();
    std::array::from_fn(|i| {
        let cards = cascade(piles, i);
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
        let piles = LayoutPiles::read(layout);
        let mut made = LayoutPiles::BLANK;
        piles.for_each_step(&runs(&piles), |step| {
            let cost = u16::from(step.mv().to.cell != CellT::HomeCell);
            if cost > most {
                return;
            }
            let child = piles.play(step, Autoplay::Safe);
            let (layout, _) = child.layout_and_piles(&piles, &mut made);
            out(layout, cost, bound(&made));
        });
    }

    fn is_goal(&self, layout: &Layout) -> bool {
        layout.is_solved()
    }
}
