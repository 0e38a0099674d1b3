//! FreeCell as a search problem, built only from the engine's own rules:
//! the moves are [`GameBoard::for_each_move`]'s, played with
//! [`GameBoard::play_unchecked`], and after each one every card that
//! [`GameBoard::autoplay_move`] calls safe goes home at once. The
//! best-first searches play their stored layouts as they are instead of
//! boards (see `compact`), which tests prove to be the same moves and
//! positions.
//!
//! Sending safe cards home never loses a win: a safe card's only use in the
//! tableau would be to hold a card of the other colour one rank lower, and
//! those are all home already (aces and twos: nothing but an ace goes on a
//! two, and an ace can always go home instead). So folding those moves
//! into every step keeps the search complete, and an exhausted search still
//! proves a deal impossible.

use std::cell::{Cell, RefCell};

use crate::board::{stacks_on, CellT, GameBoard, Move, Pile};
use crate::card::{Card, Rank, Suit};

use super::compact::{self, Back, Child, Spread};
use super::layout::{free_cells, tops_of, Bottoms, Layout, NO_CARD};
use super::search::{BeamProblem, BestFirstProblem, Keyed};

/// Which cards go home by themselves after every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoplay {
    /// Only the cards [`GameBoard::is_safe_home`] allows: the search stays
    /// complete (see the module's notes).
    Safe,
    /// Every card that can go home. No move to a foundation is ever a
    /// choice, so a search step is one move that is not a foundation move
    /// (what a solution's length counts) and there are fewer moves to try;
    /// but a few deals need a card held back, so a search with it is not
    /// complete.
    All,
}

/// Sends cards home by `autoplay` until none is left, reporting each move.
pub fn settle(board: &mut GameBoard, autoplay: Autoplay, mut played: impl FnMut(Move)) {
    while let Some(mv) = board.autoplay_move(autoplay == Autoplay::Safe) {
        board.play_unchecked(mv);
        played(mv);
    }
}

/// What [`settle`] does to `board` when it ends with `home` cards home, as
/// a layout the search reached after the autoplay says: the engine is
/// asked for each move the autoplay makes, and not once more only to find
/// that it has none left (after most steps, none at all).
fn settle_to(board: &mut GameBoard, autoplay: Autoplay, home: usize, mut played: impl FnMut(Move)) {
    for _ in board.cards_home()..home {
        let mv = board.autoplay_move(autoplay == Autoplay::Safe);
        let mv = mv.expect("the autoplay sends home the cards the layout has home");
        board.play_unchecked(mv);
        played(mv);
    }
}

/// A move from a position, and whether it [`is_quiet`] there: worked out
/// once, when the moves are listed, and read again when the move is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move's piles, each as its kind (its place in [`CellT::ALL`])
    /// above its index (three bits), and how many cards it moves: a beam
    /// keeps every move it scores, some 15,000 a level, so a step takes
    /// four bytes, not a [`Move`]'s forty.
    from: u8,
    to: u8,
    count: u8,
    quiet: bool,
}

impl Step {
    pub(super) fn new(mv: Move, quiet: bool) -> Step {
        let code = |pile: Pile| (pile.cell as u8) << 3 | pile.index as u8;
        Step {
            from: code(mv.from),
            to: code(mv.to),
            count: mv.count as u8,
            quiet,
        }
    }

    /// The move.
    pub(super) fn mv(self) -> Move {
        let pile = |code: u8| Pile::new(CellT::ALL[usize::from(code >> 3)], usize::from(code & 7));
        Move::with_count(pile(self.from), pile(self.to), usize::from(self.count))
    }

    /// The cascade a step takes cards from and the one it puts them on,
    /// each `None` for a free cell; `None` for a step that is not quiet
    /// or goes home. Such steps are most of them, and cheap to count (see
    /// [`ByCascade::features_of_quiet`]).
    fn quiet_cascades(self) -> Option<(Option<usize>, Option<usize>)> {
        let on_cascade =
            |code: u8| (code >> 3 == CellT::Tableau as u8).then_some(usize::from(code & 7));
        let to_home = self.to >> 3 == CellT::HomeCell as u8;
        (self.quiet && !to_home).then(|| (on_cascade(self.from), on_cascade(self.to)))
    }

    /// Whether the autoplay has nothing to do after it (see [`is_quiet`]).
    pub(super) fn is_quiet(self) -> bool {
        self.quiet
    }

    /// The steps from `board`, `needed` being the cards its foundations
    /// need next.
    fn for_each(board: &GameBoard, needed: u64, mut f: impl FnMut(Step)) {
        board.for_each_move(|mv| f(Step::new(mv, is_quiet(board, mv, needed))));
    }

    /// The position after this step from `board`, with the autoplay (which
    /// has nothing to do after a quiet move).
    fn play(self, board: &GameBoard, autoplay: Autoplay) -> GameBoard {
        let mut next = *board;
        next.play_unchecked(self.mv());
        if !self.quiet {
            settle(&mut next, autoplay, |_| {});
        }
        next
    }
}

/// A position the best-first searches reached, and the step that first
/// reached it from the position the search records as its parent. Only
/// the layout tells positions apart (the step rides along), so the search
/// still keeps each position once, with the step it first came by; a
/// path of them then gives its moves without searching for them again
/// (see [`moves_of`]).
#[derive(Clone, Copy, Debug)]
pub struct Reached {
    pub layout: Layout,
    /// `None` for the start.
    step: Option<Step>,
    /// How to undo that step, if it was quiet and can be undone
    /// ([`Back::NONE`] if not): the step back leads to the parent, which
    /// the search has expanded, so [`Plays::successors`] does not score it.
    back: Back,
}

impl Reached {
    /// The start of a search.
    pub fn start(layout: Layout) -> Reached {
        Reached {
            layout,
            step: None,
            back: Back::NONE,
        }
    }

    pub fn is_solved(&self) -> bool {
        self.layout.is_solved()
    }
}

/// Only the layout tells positions apart: the step rides along.
impl Keyed for Reached {
    type Key = Layout;
    fn key(&self) -> &Layout {
        &self.layout
    }
}

/// The best-first search's functions on layouts (see
/// [`BestFirst::resume`]), which share what they read: [`Plays::successors`]
/// and [`Plays::reach`].
///
/// [`BestFirst::resume`]: super::search::BestFirst::resume
pub struct Plays {
    autoplay: Autoplay,
    /// The weights of the heuristic.
    weights: [u32; 9],
    extra: Extra,
    /// The counts of the position expanded last, and what they share
    /// with those before (see [`ByCascade`]).
    counts: RefCell<Box<ByCascade>>,
    /// The position expanded last, by its id in the search (`None` before
    /// the first), and what it reads as: most steps the search takes
    /// leave it.
    expanded: RefCell<(Option<u32>, Box<Spread>)>,
    /// The position [`Plays::reach`] read last when it was not the one
    /// expanded last, the same way: the search often takes several steps
    /// in a row from such a position (they were filed together).
    reached: RefCell<(Option<u32>, Spread)>,
    /// The position [`Plays::reach`] made last, as it reads (or one made
    /// before, or [`Spread::BLANK`], which no layout reads as): the search
    /// expands a position right after making it, unless it has it
    /// already, and [`Plays::successors`] then takes this in place of
    /// the expanded one instead of reading the layout again. Boxed, as
    /// the expanded one is, for that swap to cost no copy.
    made: RefCell<Box<Spread>>,
    /// The position the one made last was made from, by its id, and the
    /// cascades the step changed, if the others kept their places (see
    /// [`Child::layout_and_spread`]): when the one made is expanded while
    /// the counts are still its parent's (most often the search has just
    /// expanded the parent and takes its best step), only the cascades
    /// changed are counted again (see [`ByCascade::count_changed`]).
    made_from: Cell<Option<(u32, u8)>>,
}

impl Plays {
    /// The functions for a search with `autoplay`, counting the features
    /// that cost extra only if `extra` weighs them: for one search at a
    /// time, since they know positions by its ids.
    pub fn new(autoplay: Autoplay, weights: [u32; 9], extra: Extra) -> Plays {
        Plays {
            autoplay,
            weights,
            extra,
            counts: RefCell::new(ByCascade::counting(extra)),
            expanded: RefCell::new((None, Box::new(Spread::BLANK))),
            reached: RefCell::new((None, Spread::BLANK)),
            made: RefCell::new(Box::new(Spread::BLANK)),
            made_from: Cell::new(None),
        }
    }

    /// [`Plays::new`] in place of these, keeping their counts: those are
    /// kept by what they count, whatever was counted before (see
    /// [`ByCascade`]), and cost more to make than a short search does.
    pub fn reuse(&mut self, autoplay: Autoplay, weights: [u32; 9], extra: Extra) {
        self.autoplay = autoplay;
        self.weights = weights;
        self.extra = extra;
        self.counts.get_mut().extra = extra;
        self.expanded.get_mut().0 = None;
        self.reached.get_mut().0 = None;
        self.made_from.set(None);
    }
}

impl BestFirstProblem for Plays {
    type State = Reached;
    type Edge = Step;
    type Payload = Features;

    /// The successor function: hands `out` each step from a position with
    /// the [`Features`] of the position it leads to. The layout is played
    /// as it is (see `compact`), and the parent's counts are shared (see
    /// [`ByCascade`]); the successor's layout is left for
    /// [`Plays::reach`] to make, if the search takes the step.
    fn successors(&self, id: u32, reached: &Reached, mut out: impl FnMut(Step, Option<&Features>)) {
        {
            let (read, spread) = &mut *self.expanded.borrow_mut();
            // The cascades changed since the counts, if known.
            let mut changed = None;
            if *read != Some(id) {
                // The position made last is known by its bytes, whatever
                // its id: a spread is all what its layout makes.
                let made = &mut *self.made.borrow_mut();
                if made.is_of(&reached.layout) {
                    std::mem::swap(spread, made);
                    // The counts are those of the position expanded last,
                    // `read`.
                    changed = match self.made_from.take() {
                        Some((parent, changed)) if Some(parent) == *read => Some(changed),
                        _ => None,
                    };
                } else {
                    spread.read_again(&reached.layout);
                }
                *read = Some(id);
            }
            let spread = &**spread;
            let mut counts = self.counts.borrow_mut();
            match changed {
                Some(changed) => counts.count_changed(spread, changed),
                None => counts.count_spread(spread),
            }
            let back = spread.step_back(reached.back).map(|mv| Step::new(mv, true));
            spread.for_each_step(&counts.runs(), |step| {
                if Some(step) == back {
                    // Back to the parent.
                    out(step, None);
                } else {
                    out(
                        step,
                        Some(&counts.features_of_step(spread, step, self.autoplay)),
                    );
                }
            });
        }
    }

    /// The position that `step` leads to from `reached`, with the
    /// autoplay, as the search keeps it: for a step it takes.
    fn reach(&self, id: u32, reached: &Reached, step: Step) -> Reached {
        {
            let expanded = self.expanded.borrow();
            let mut other = self.reached.borrow_mut();
            let spread = if expanded.0 == Some(id) {
                &*expanded.1
            } else {
                let (read, spread) = &mut *other;
                if *read != Some(id) {
                    spread.read_again(&reached.layout);
                    *read = Some(id);
                }
                &*spread
            };
            let back = match step.quiet_cascades() {
                Some(_) => spread.back_of(step),
                None => Back::NONE,
            };
            let (layout, changed) = spread
                .play(step, self.autoplay)
                .layout_and_spread(spread, &mut self.made.borrow_mut());
            self.made_from.set(changed.map(|changed| (id, changed)));
            Reached {
                layout,
                step: Some(step),
                back,
            }
        }
    }

    /// The features weighed by `weights`, and the two that cost extra by
    /// `extra`.
    fn heuristic(&self, features: &Features) -> u32 {
        features.weigh(&self.weights)
            + features.buried_next * self.extra.buried_next
            + features.free_distance * self.extra.free_distance
    }

    /// Whether a position with these features is won: no card is left.
    fn is_goal(&self, features: &Features) -> bool {
        features.left == 0
    }
}

/// The beam's problem: positions as boards, each step scored, by
/// `weights`, by the position it leads to (a quiet step without playing
/// it), and kept by its layout.
pub struct BeamPlays {
    autoplay: Autoplay,
    weights: [u32; 9],
    counts: Box<ByCascade>,
}

impl BeamPlays {
    pub fn new(autoplay: Autoplay, weights: [u32; 9]) -> BeamPlays {
        BeamPlays {
            autoplay,
            weights,
            counts: ByCascade::counting(Extra::NONE),
        }
    }
}

impl BeamProblem for BeamPlays {
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
            out(step, features.weigh(&self.weights));
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

/// Whether the autoplay, after `mv` from `board` (where it has done all it
/// can), has nothing to do: the move goes to no foundation and uncovers no
/// card of `needed` (the cards the foundations need next). The foundations
/// stay as they were, so every other card the autoplay could take, it took
/// before (and safety depends on the foundations alone).
fn is_quiet(board: &GameBoard, mv: Move, needed: u64) -> bool {
    let cards = board.stack(mv.from).as_slice();
    let uncovered = match cards.len().checked_sub(mv.count + 1) {
        Some(below) if mv.from.cell == CellT::Tableau => Some(cards[below].index()),
        _ => None,
    };
    leaves_autoplay_nothing(mv, uncovered, needed)
}

/// [`is_quiet`] given the index of the card `mv` leaves on top of the
/// cascade it comes from (`None` from a free cell, or when it takes the
/// whole cascade): the rule itself, for boards and for layouts (see
/// `compact`).
pub(super) fn leaves_autoplay_nothing(mv: Move, uncovered: Option<usize>, needed: u64) -> bool {
    mv.to.cell != CellT::HomeCell && uncovered.is_none_or(|card| needed >> card & 1 == 0)
}

/// The weights of the two features that cost extra to count, so that
/// [`successors`] counts them only for a search that weighs them (see
/// [`Features::buried_next`] and [`Features::free_distance`]). They help
/// some of the fast mode's searches (see `FAST_TRIES`): cards on the card
/// after the next, for searches that would otherwise dig out only the
/// next card; and, for searches with a high step cost, which try many
/// ways of filling the free cells, how long the cards put there must wait
/// to go home.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extra {
    /// The weight of [`Features::buried_next`].
    pub buried_next: u32,
    /// The weight of [`Features::free_distance`].
    pub free_distance: u32,
}

impl Extra {
    /// Neither feature.
    pub const NONE: Extra = Extra {
        buried_next: 0,
        free_distance: 0,
    };
}

/// The weights of [`Features::weigh`] for the fast search, found by trying
/// them on deals: they find a solution in the fewest positions.
pub const FAST_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them: worse on most deals, but it solves some of the fast
/// weights' worst in a few thousand positions (21554: 2,354).
pub const RUNS_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 0, 0, 0];

/// [`FAST_WEIGHTS`] with runs of out-of-order cards weighed more than the
/// cards in them, and cards above a lower card of their own suit and above
/// the sorted bottom run counted: worse on most deals, but, with the
/// autoplay of every homeable card and step cost 3, it solves some of the
/// fast weights' worst in a few thousand positions (26576: 8,574; 4467:
/// 1,209; 21554: 881).
pub const RUNS_OWN_SUIT_WEIGHTS: [u32; 9] = [5, 1, 1, 6, 6, 4, 2, 0, 2];

/// [`FAST_WEIGHTS`] that also count cards above a lower card of their own
/// suit and, more, cards above the sorted bottom run: with the autoplay of
/// every homeable card and step cost 5, the search found that solves deal
/// 8436 in the fewest positions (29,504 with the search as it expands
/// now, 15,006 with the one before it kept edges; every search with the
/// fast weights needs 40,000 or more).
pub const UNSORTED_WEIGHTS: [u32; 9] = [5, 3, 1, 6, 6, 1, 2, 0, 4];

/// The weights for the beam, which wants short solutions, found by a
/// coordinate search on deals 1..200 (beams of 150 then 400, every homeable
/// card sent home): 28.6 -> 27.3 moves. On deals 1001..1400, which the
/// search never saw, they give 27.2 moves where the weights before gave
/// 27.9, at about a tenth more time. They count cards left (less than the
/// fast search does), cards that do not stack on the card below, runs of
/// out-of-order cards and cards over a lower card of their suit, and weigh
/// a used free cell heavily.
///
/// The beam needs its goal to score below every other position, and it
/// does: with every homeable card sent home, a position not won has a card
/// in some cascade (cards in free cells alone would all go home), so at
/// most 7 empty cascades and a card left: 60 or more, where a won position
/// scores 52. A test checks it.
pub const BEAM_WEIGHTS: [u32; 9] = [2, 1, 2, 10, 6, 4, 1, 3, 0];

/// What the score looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Cards not home.
    left: u32,
    /// Cards that sit above a lower card of their cascade: each must move
    /// before that card can go home.
    out_of_order: u32,
    /// How many cards lie on the next card each foundation needs.
    buried: u32,
    /// Free cells in use.
    free_used: u32,
    /// Empty cascades.
    empty_cascades: u32,
    /// Runs of out-of-order cards: one sequence move may clear each.
    out_of_order_runs: u32,
    /// Cards above a lower card of their own suit.
    over_own_suit: u32,
    /// Cards that do not stack on the card below them.
    breaks: u32,
    /// Cards above the longest run from the bottom in falling rank.
    unsorted: u32,
    /// How many cards lie on the card after the next that each foundation
    /// needs (0 unless weighed: see [`Extra`]).
    buried_next: u32,
    /// How many ranks above the next card its suit needs each free cell's
    /// card is, in all (0 unless weighed: see [`Extra`]).
    free_distance: u32,
}

impl Features {
    /// The features of a whole board, counted from scratch: what the
    /// shared counts of [`ByCascade`] must agree with.
    #[cfg(test)]
    fn of(board: &GameBoard) -> Features {
        let needed = needed_cards(board);
        let mut counts = 0;
        let mut buried = 0;
        for i in 0..8 {
            let cards = board.stack(Pile::tableau(i)).as_slice();
            let mut scan = Scan::START;
            for (depth, &card) in cards.iter().enumerate() {
                scan.push(card);
                if needed >> card.index() & 1 != 0 {
                    buried += (cards.len() - 1 - depth) as u32;
                }
            }
            counts += if cards.is_empty() {
                1 << EMPTY
            } else {
                scan.counts
            };
        }
        Features::with_counts(board.cards_home(), free_cells_used(board), counts, buried)
    }

    /// The features of a position with `cards_home` cards home and
    /// `free_used` free cells in use, given its cascades' [`Counts`] and
    /// `buried`.
    fn with_counts(cards_home: usize, free_used: u32, counts: Counts, buried: u32) -> Features {
        let lane = |shift: u32| (counts >> shift & 0xFF) as u32;
        Features {
            left: 52 - cards_home as u32,
            out_of_order: lane(OUT_OF_ORDER),
            buried,
            free_used,
            empty_cascades: lane(EMPTY),
            out_of_order_runs: lane(OUT_OF_ORDER_RUNS),
            over_own_suit: lane(OVER_OWN_SUIT),
            breaks: lane(BREAKS),
            unsorted: lane(UNSORTED),
            ..Features::default()
        }
    }

    /// The weighted sum; empty cascades count against it.
    pub fn weigh(&self, w: &[u32; 9]) -> u32 {
        (100 + self.left * w[0]
            + self.breaks * w[7]
            + self.out_of_order * w[1]
            + self.buried * w[2]
            + self.free_used * w[3]
            + self.out_of_order_runs * w[5]
            + self.over_own_suit * w[6]
            + self.unsorted * w[8])
            .saturating_sub(self.empty_cascades * w[4])
    }
}

/// The counts of [`Features`] that cascades make and that do not depend on
/// the foundations, one byte each, at the shifts below. No count of all
/// eight cascades reaches 256, so sums and differences of counts never
/// carry from one byte into the next, and one addition adds them all.
type Counts = u64;
const OUT_OF_ORDER: u32 = 0;
const OUT_OF_ORDER_RUNS: u32 = 8;
const OVER_OWN_SUIT: u32 = 16;
const BREAKS: u32 = 24;
const UNSORTED: u32 = 32;
const EMPTY: u32 = 40;

/// The clubs, one bit per card index (every fourth index from the ace's);
/// shifted left by a suit's index, that suit's cards.
const SUIT_OF_CLUBS: u64 = 0x1_1111_1111_1111;

/// A cascade counted from the bottom up, one card at a time. What a card
/// counts depends only on the cards below it, so the counts after each card
/// are those of the cascade cut there, and the scan of a whole cascade can
/// go on over cards put on top of it.
#[derive(Clone, Copy)]
struct Scan {
    /// What the cards so far count (an empty cascade's count is not in
    /// it).
    counts: Counts,
    /// The cards so far, one bit per index.
    seen: u64,
    /// The lowest rank so far, as rank - 1 (a card's index shifted right by
    /// two).
    lowest: usize,
    /// The top card so far (the ace of clubs before the first).
    below: Card,
    below_out_of_order: bool,
    /// Whether the ranks so far fall all the way from the bottom.
    sorted: bool,
    /// How many cards at the top so far form one run (see
    /// [`GameBoard::run_length`]).
    run: u8,
}

impl Scan {
    /// The scan of no cards.
    const START: Scan = Scan {
        counts: 0,
        seen: 0,
        lowest: usize::MAX,
        below: Card::new(Suit::Clubs, Rank::Ace),
        below_out_of_order: false,
        sorted: true,
        run: 0,
    };

    /// The scan of `cards`, given what all but the top one count, what
    /// they all count and the run at their top: the rest follows from the
    /// cards themselves.
    fn after(cards: &[u8], below_top: Counts, counts: Counts, run: u8) -> Scan {
        let top = counts - below_top;
        let lane = |shift: u32| top >> shift & 0xFF;
        Scan {
            counts,
            seen: cards.iter().fold(0, |seen, &card| seen | 1 << card),
            lowest: cards
                .iter()
                .map(|&card| usize::from(card >> 2))
                .min()
                .unwrap_or(usize::MAX),
            below: Card::from_index_unchecked(cards[cards.len() - 1]),
            below_out_of_order: lane(OUT_OF_ORDER) != 0,
            sorted: lane(UNSORTED) == 0,
            run,
        }
    }

    /// Counts `card`, put on top of the cards so far. Every count is added
    /// without a branch: which way a card goes depends on the deal, so
    /// branches would be mispredicted often.
    fn push(&mut self, card: Card) {
        let index = card.index();
        let rank = index >> 2;
        // The bottom card stacks on nothing, and breaks nothing.
        let bottom = self.seen == 0;
        let stacks = stacks_on(card, self.below);
        let out_of_order = rank > self.lowest;
        self.sorted &= rank < self.lowest;
        let lower_of_suit = LOWER_OF_SUIT[index];
        self.counts += u64::from(out_of_order) << OUT_OF_ORDER
            | u64::from(out_of_order & !(self.below_out_of_order & stacks)) << OUT_OF_ORDER_RUNS
            | u64::from(self.seen & lower_of_suit != 0) << OVER_OWN_SUIT
            | u64::from(!stacks & !bottom) << BREAKS
            | u64::from(!self.sorted) << UNSORTED;
        self.lowest = self.lowest.min(rank);
        self.below_out_of_order = out_of_order;
        self.below = card;
        self.seen |= 1 << index;
        self.run = if stacks & !bottom { self.run + 1 } else { 1 };
    }
}

/// For each card, by index, the lower cards of its suit: every fourth
/// index from the suit's ace, below the card's own.
const LOWER_OF_SUIT: [u64; 52] = lower_of_suit();

const fn lower_of_suit() -> [u64; 52] {
    let mut table = [0; 52];
    let mut index = 0;
    while index < 52 {
        table[index] = (SUIT_OF_CLUBS << (index & 3)) & ((1u64 << index) - 1);
        index += 1;
    }
    table
}

/// How many free cells hold a card.
fn free_cells_used(board: &GameBoard) -> u32 {
    (0..4)
        .filter(|&i| board.top(Pile::free_cell(i)).is_some())
        .count() as u32
}

/// The card each foundation needs next, one bit per card index: the card
/// above its top card, or the ace of a suit no foundation holds yet.
fn needed_cards(board: &GameBoard) -> u64 {
    let mut tops = [None; 4];
    for i in 0..4 {
        if let Some(top) = board.top(Pile::home_cell(i)) {
            tops[top.suit().index()] = Some(top);
        }
    }
    compact::needed(&tops)
}

/// A position's cascades counted card by card, for its successors to
/// share: a successor's cascade is the position's cascade, cut or with
/// cards put on top (cards come and go only at the top), so its counts are
/// the counts of a cut, or the scan of the whole cascade gone on over the
/// new cards.
///
/// It counts one position after another, and keeps what it counted of
/// every cascade by the cascade's bottom card (a [`Row`]): what a
/// cascade's cards count up to a depth depends on those cards alone, so a
/// cascade that starts with the cards of the last one counted with the
/// same bottom card keeps their counts, and only the cards above are
/// scanned. The search expands positions a few moves apart, whose
/// cascades differ at the top if at all (on deals 1..300, 94% of the cards
/// scanned before were shared).
struct ByCascade {
    cards_home: usize,
    free_used: u32,
    /// The cards the foundations need next (see [`needed_cards`]).
    needed: u64,
    /// Each cascade's length, then 0 for the cards in no cascade.
    lengths: [u8; 9],
    /// Each cascade's row: its bottom card's index, or [`EMPTY_ROW`].
    rows_of: [u8; 8],
    /// The cascade each row was last counted as (right for the rows of
    /// the cascades), or 8.
    cascade_of_row: [u8; ROWS],
    rows: [Row; ROWS],
    /// The counts of all the cascades.
    all: Counts,
    /// Where each card was last counted, by index: its row and its depth
    /// there (from the bottom). A card's latest place is the only one any
    /// row still holds it at (see [`ByCascade::place`]).
    places: [(u8, u8); 64],
    /// The cards in the cascades, one bit per index.
    in_cascades: u64,
    /// Where the cards the foundations need lie (see [`ByCascade::place`]),
    /// and the cards after those (if weighed), as [`Below`] counts for
    /// each cascade (then none for the cards in no cascade, 8, and for
    /// the free cells, 9); and how many cards lie on each four. Found with
    /// each count (see [`ByCascade::find_needed`]).
    needed_below: [[Below; 10]; 2],
    buried: [u32; 2],
    /// How far from home the free cells' cards are (if weighed: see
    /// [`Features::free_distance`]), found with each count.
    free_distance: u32,
    /// Which of the features that cost extra to count (those it weighs).
    extra: Extra,
}

/// How many of a few cards (four at most) lie in a cascade below each
/// depth, from 0 to [`BELOW_ALL`] (below which every card of a cascade
/// lies, since one holds 19 cards at most): a field of [`BELOW_BITS`]
/// bits for each depth. A quiet step's successor reads from it how many
/// of the cards the foundations need stay below the cards it takes,
/// without going over the cards one by one.
type Below = u64;

const BELOW_BITS: u32 = 3;
const BELOW_MASK: u32 = (1 << BELOW_BITS) - 1;
const BELOW_ALL: usize = 20;
/// A one in every field.
const BELOW_ONES: Below = 0x1249_2492_4924_9249;
/// Every field's bits.
const BELOW_FIELDS: Below = (1 << (BELOW_BITS * (BELOW_ALL as u32 + 1))) - 1;
// Every depth's field fits, the last below every card of a full cascade,
// and four cards count in a field.
const _: () = assert!(
    BELOW_BITS * (BELOW_ALL as u32 + 1) <= Below::BITS
        && BELOW_ALL >= CellT::Tableau.capacity()
        && 4 <= BELOW_MASK
        && BELOW_ONES.count_ones() == BELOW_ALL as u32 + 1
);

/// What was last counted of a cascade with a given bottom card.
#[derive(Clone, Copy)]
struct Row {
    /// Its cards by index, bottom first: the first `len` are still
    /// counted.
    cards: [u8; WINDOW],
    len: u8,
    /// How many cards `scan` has scanned: `len`, unless a card of it was
    /// since counted elsewhere and the row cut below it.
    scanned: u8,
    /// The counts of the cascade cut after each number of its cards, from
    /// none (the count of an empty cascade), and the run at its top there.
    cuts: [Counts; WINDOW + 1],
    runs: [u8; WINDOW + 1],
    scan: Scan,
}

impl Row {
    /// A row nothing was counted in yet.
    const EMPTY: Row = Row {
        cards: [0; WINDOW],
        len: 0,
        scanned: 0,
        cuts: [1 << EMPTY; WINDOW + 1],
        runs: [0; WINDOW + 1],
        scan: Scan::START,
    };

    /// All zeros, to be written over (see [`ByCascade::counting`]).
    const ZEROS: Row = Row {
        cards: [0; WINDOW],
        len: 0,
        scanned: 0,
        cuts: [0; WINDOW + 1],
        runs: [0; WINDOW + 1],
        scan: Scan {
            counts: 0,
            seen: 0,
            lowest: 0,
            below: Card::new(Suit::Clubs, Rank::Ace),
            below_out_of_order: false,
            sorted: false,
            run: 0,
        },
    };
}

/// A row for every bottom card, and one for the empty cascades.
const ROWS: usize = 53;
const EMPTY_ROW: u8 = 52;

/// How many bytes [`Row::cards`] keeps: room for the most a cascade holds,
/// in whole words, to compare a word at a time.
const WINDOW: usize = 24;

/// How many bytes `a` and `b` start with alike (at most their length).
/// Inlined into both counts (see [`ByCascade::count_changed`]): most
/// cascades have nothing else to count, and a call costs about as much as
/// the comparison.
#[inline(always)]
fn common_prefix(a: &[u8; WINDOW], b: &[u8; WINDOW]) -> usize {
    for (k, (a, b)) in a.chunks_exact(8).zip(b.chunks_exact(8)).enumerate() {
        let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
        let differ = word(a) ^ word(b);
        if differ != 0 {
            return k * 8 + differ.trailing_zeros() as usize / 8;
        }
    }
    WINDOW
}

impl ByCascade {
    /// The counts of `board`, from scratch.
    #[cfg(test)]
    fn of(board: &GameBoard) -> Box<ByCascade> {
        let mut counts = ByCascade::counting(Extra::NONE);
        counts.count_board(board);
        counts
    }

    /// Counts `board` in place of what was counted here before (see
    /// [`ByCascade::count`]).
    fn count_board(&mut self, board: &GameBoard) {
        let mut lens = [0; 8];
        let mut windows = [[0; WINDOW]; 8];
        for (i, (window, len)) in windows.iter_mut().zip(&mut lens).enumerate() {
            let cascade = board.stack(Pile::tableau(i)).as_slice();
            for (byte, card) in window.iter_mut().zip(cascade) {
                *byte = card.index() as u8;
            }
            *len = cascade.len() as u8;
        }
        let (home, free) = (board.cards_home(), free_cells_used(board));
        self.count(home, free, needed_cards(board), lens, |i| &windows[i]);
        self.find_needed(|| free_cells(board).map(|(card, _)| card));
    }

    /// Counts `spread` in place of what was counted here before (see
    /// [`ByCascade::count`]).
    fn count_spread(&mut self, spread: &Spread) {
        self.count(
            spread.cards_home(),
            spread.free_used(),
            spread.needed(),
            spread.lens(),
            |i| spread.window(i),
        );
        self.find_needed(|| spread.free_cards());
    }

    /// What every count ends with: where the cards the foundations need
    /// lie, and the cards after those if weighed (see
    /// [`ByCascade::needed_below`]), in the position counted; and, if
    /// weighed, how far from home the free cells' cards (`free_cards`:
    /// ascending, then `NO_CARD`) are.
    fn find_needed(&mut self, free_cards: impl FnOnce() -> [u8; 4]) {
        self.find(self.needed, 0);
        if self.extra.buried_next != 0 {
            self.find(next_after(self.needed), 1);
        }
        if self.extra.free_distance != 0 {
            self.free_distance = free_distance(&free_cards(), self.needed);
        }
    }

    /// Finds where the cards of `cards` (one of each suit at most) lie
    /// in the position counted, and how many cards lie on them: the
    /// `which` of [`ByCascade::needed_below`] and [`ByCascade::buried`].
    fn find(&mut self, cards: u64, which: usize) {
        let (mut below, mut buried) = ([0; 10], 0);
        let mut cards = cards;
        while cards != 0 {
            let (cascade, depth) = self.place(cards.trailing_zeros() as usize);
            cards &= cards - 1;
            if cascade < 8 {
                buried += u32::from(self.lengths[cascade] - depth - 1);
                // (The fields from the one past the card's depth; none
                // past the last, which would carry out of the word.)
                let from_next = BELOW_ONES << (BELOW_BITS * (u32::from(depth) + 1));
                below[cascade] += from_next & BELOW_FIELDS;
            }
        }
        (self.needed_below[which], self.buried[which]) = (below, buried);
    }

    /// The features of the position `step` (with `autoplay`) leads to
    /// from `spread`, the position counted with a spread.
    fn features_of_step(&self, spread: &Spread, step: Step, autoplay: Autoplay) -> Features {
        match step.quiet_cascades() {
            Some((from, to)) => {
                let taken = from.ok_or_else(|| spread.free_card(usize::from(step.from & 7)));
                self.features_of_quiet(taken, to, usize::from(step.count))
            }
            None => self.features_of_child(spread, &spread.play(step, autoplay)),
        }
    }

    /// The features after a quiet step from the position counted that
    /// takes `count` cards from cascade `taken` (or, `Err`, this card
    /// from a free cell) to cascade `to` (or a free cell), worked out from
    /// the position's counts without playing it: the cascade left is cut,
    /// the scan of the one grown goes on over the cards moved, and the
    /// cards the foundations need lie under as many cards fewer below the
    /// cut, and as many more in the cascade grown (those moved keep what
    /// lies on them).
    fn features_of_quiet(
        &self,
        taken: Result<usize, u8>,
        to: Option<usize>,
        count: usize,
    ) -> Features {
        let mut counts = self.all;
        let mut free_used = self.free_used;
        // The card the step takes from a free cell, and the one it puts
        // in one.
        let (mut freed, mut parked) = (None, None);
        let (from, cut, moved) = match taken {
            Ok(i) => {
                let len = usize::from(self.lengths[i]);
                counts = counts - self.cut(i, len) + self.cut(i, len - count);
                // (A cascade's row holds its cards: see `count`.)
                (i, len - count, &self.row(i).cards[len - count..len])
            }
            Err(card) => {
                free_used -= 1;
                freed = Some(card);
                // No cascade: nothing below a cut there.
                (8, 0, &[card][..])
            }
        };
        let to = match to {
            Some(j) => {
                let mut scan = self.row(j).scan;
                for &card in moved {
                    scan.push(Card::from_index_unchecked(card & 63));
                }
                counts = counts - self.cut(j, usize::from(self.lengths[j])) + scan.counts;
                j
            }
            None => {
                free_used += 1;
                parked = Some(moved[0]);
                // Not even the cards in no cascade (8), nor the padding.
                9
            }
        };
        let buried = |which: usize| {
            let below = &self.needed_below[which];
            let field = |counts: Below, depth: usize| {
                (counts >> (BELOW_BITS as usize * depth)) as u32 & BELOW_MASK
            };
            self.buried[which] - count as u32 * field(below[from], cut)
                + count as u32 * field(below[to], BELOW_ALL)
        };
        let mut features = Features::with_counts(self.cards_home, free_used, counts, buried(0));
        if self.extra.buried_next != 0 {
            features.buried_next = buried(1);
        }
        if self.extra.free_distance != 0 {
            let distance =
                |card: Option<u8>| card.map_or(0, |card| distance_home(card, self.needed));
            features.free_distance = self.free_distance + distance(parked) - distance(freed);
        }
        features
    }

    /// A place to count positions in, counting the features that cost
    /// extra if `extra` weighs them. Made from zeros at run time: a
    /// constant of its size (some 14 KB) would be stored whole in the
    /// wasm module.
    fn counting(extra: Extra) -> Box<ByCascade> {
        let mut counts = Box::new(ByCascade {
            cards_home: 0,
            free_used: 0,
            needed: 0,
            lengths: [0; 9],
            rows_of: [0; 8],
            cascade_of_row: [0; ROWS],
            rows: [Row::ZEROS; ROWS],
            all: 0,
            places: [(0, 0); 64],
            in_cascades: 0,
            needed_below: [[0; 10]; 2],
            buried: [0; 2],
            free_distance: 0,
            extra: Extra::NONE,
        });
        counts.rows.fill(Row::EMPTY);
        counts.rows_of = [EMPTY_ROW; 8];
        counts.cascade_of_row = [8; ROWS];
        counts.places = [(EMPTY_ROW, 0); 64];
        counts.extra = extra;
        counts
    }

    /// Counts a position with `cards_home` cards home, `free_used` free
    /// cells in use and the foundations needing `needed`, whose cascade
    /// `i` holds the first `lens[i]` card indexes of `window(i)`, bottom
    /// first: each cascade from where it parts from its row (see
    /// [`ByCascade`]). Each cascade's row then holds its cards, all of
    /// them counted.
    fn count<'a>(
        &mut self,
        cards_home: usize,
        free_used: u32,
        needed: u64,
        lens: [u8; 8],
        window: impl Fn(usize) -> &'a [u8; WINDOW],
    ) {
        (self.cards_home, self.free_used, self.needed) = (cards_home, free_used, needed);
        self.all = 0;
        self.in_cascades = 0;
        for (i, &len) in lens.iter().enumerate() {
            self.count_cascade(i, len, window(i));
            let row = &self.rows[usize::from(self.rows_of[i])];
            self.all += row.cuts[usize::from(len)];
            self.in_cascades |= row.scan.seen;
        }
    }

    /// Counts `spread`, a successor of the position counted last whose
    /// cascades kept their places, `changed` being those whose cards
    /// changed (see [`Child::layout_and_spread`]), as [`ByCascade::count`]
    /// would: the others hold the cards they held, so their rows already
    /// count them, and no other cascade's scan cuts those rows (a card
    /// lies in one cascade only). Only what the changed ones counted
    /// before comes off the counts of all, and what they count now is
    /// added, in [`ByCascade::count`]'s order: the cuts of one cascade's
    /// scan into the rows of another are the same.
    fn count_changed(&mut self, spread: &Spread, changed: u8) {
        (self.cards_home, self.free_used, self.needed) =
            (spread.cards_home(), spread.free_used(), spread.needed());
        let lens = spread.lens();
        let mut each = changed;
        while each != 0 {
            let i = each.trailing_zeros() as usize;
            each &= each - 1;
            self.all -= self.cut(i, usize::from(self.lengths[i]));
        }
        let mut each = changed;
        while each != 0 {
            let i = each.trailing_zeros() as usize;
            each &= each - 1;
            self.count_cascade(i, lens[i], spread.window(i));
            self.all += self.cut(i, usize::from(lens[i]));
        }
        self.in_cascades = (0..8).fold(0, |seen, i| seen | self.row(i).scan.seen);
        self.find_needed(|| spread.free_cards());
    }

    /// Counts cascade `i`, `len` cards long, whose card indexes are at the
    /// start of `cards`, from where it parts from its row. Inlined into
    /// both counts, as `common_prefix` is.
    #[inline(always)]
    fn count_cascade(&mut self, i: usize, len: u8, cards: &[u8; WINDOW]) {
        let r = if len == 0 { EMPTY_ROW } else { cards[0] & 63 };
        (self.rows_of[i], self.lengths[i]) = (r, len);
        self.cascade_of_row[usize::from(r)] = i as u8;
        let len = usize::from(len);
        let row = &self.rows[usize::from(r)];
        let shared = common_prefix(&row.cards, cards)
            .min(len)
            .min(usize::from(row.len));
        if shared < len || shared < usize::from(row.scanned) {
            let mut scan = if shared == usize::from(row.scanned) {
                row.scan
            } else if shared == 0 {
                Scan::START
            } else {
                // (The cut of no cards holds the empty cascade's
                // count, which a scan leaves out.)
                let below_top = match shared {
                    1 => Scan::START.counts,
                    _ => row.cuts[shared - 1],
                };
                Scan::after(
                    &cards[..shared],
                    below_top,
                    row.cuts[shared],
                    row.runs[shared],
                )
            };
            for (depth, &card) in cards.iter().enumerate().take(len).skip(shared) {
                // (A card index is below 64: no bound to check.)
                let card = usize::from(card & 63);
                // The row that held the card last holds it no more.
                let (was, at) = self.places[card];
                let old = &mut self.rows[usize::from(was)];
                if at < old.len && usize::from(old.cards[usize::from(at)]) == card {
                    old.len = at;
                }
                self.places[card] = (r, depth as u8);
                scan.push(Card::from_index_unchecked(card as u8));
                let row = &mut self.rows[usize::from(r)];
                (row.cuts[depth + 1], row.runs[depth + 1]) = (scan.counts, scan.run);
            }
            let row = &mut self.rows[usize::from(r)];
            row.cards = *cards;
            (row.len, row.scanned, row.scan) = (len as u8, len as u8, scan);
        }
    }

    /// Where `card` (an index) lies: its cascade and its depth there, or
    /// cascade 8 for a card in no cascade. Every cascade's row holds its
    /// cards, and a card's latest place is the only place a row still
    /// holds it at: so a card in a cascade is where it was last counted.
    fn place(&self, card: usize) -> (usize, u8) {
        if self.in_cascades >> card & 1 == 0 {
            return (8, 0);
        }
        let (r, depth) = self.places[card & 63];
        (usize::from(self.cascade_of_row[usize::from(r)]), depth)
    }

    /// Cascade `i`'s row.
    fn row(&self, i: usize) -> &Row {
        &self.rows[usize::from(self.rows_of[i])]
    }

    /// The features after `mv` from `board` (the position counted), a move
    /// that [`is_quiet`], without playing it (see
    /// [`ByCascade::features_of_quiet`]).
    fn after_quiet(&self, board: &GameBoard, mv: Move) -> Features {
        let taken = match mv.from.cell {
            CellT::Tableau => Ok(mv.from.index),
            _ => Err(board.top(mv.from).expect("a move takes a card").index() as u8),
        };
        let to = (mv.to.cell == CellT::Tableau).then_some(mv.to.index);
        self.features_of_quiet(taken, to, mv.count)
    }

    /// The features of `next`, a successor of the position counted (on
    /// whose cascades at most one cascade has grown).
    fn features_of(&self, next: &GameBoard) -> Features {
        let cards_home = next.cards_home();
        let needed = if cards_home == self.cards_home {
            self.needed
        } else {
            needed_cards(next)
        };
        let mut kept = self.lengths8();
        let mut grown = None;
        for (i, kept) in kept.iter_mut().enumerate() {
            let cards = next.stack(Pile::tableau(i)).as_slice();
            let before = usize::from(*kept);
            if cards.len() < before {
                *kept = cards.len() as u8;
            } else if cards.len() > before {
                grown = Some((i, cards[before..].iter().copied()));
            }
        }
        self.features_after(cards_home, free_cells_used(next), needed, kept, grown)
    }

    /// The features of `child`, a successor of `spread`, the position
    /// counted.
    fn features_of_child(&self, spread: &Spread, child: &Child) -> Features {
        let homed = child.homed();
        let needed = if homed == 0 {
            self.needed
        } else {
            child.needed()
        };
        let cards_home = self.cards_home + homed;
        let grown = child.grown(spread);
        let mut features =
            self.features_after(cards_home, child.free_used(), needed, child.kept(), grown);
        if self.extra.free_distance != 0 {
            features.free_distance = free_distance(child.free_cards(), needed);
        }
        features
    }

    /// The features of a successor of the position counted with
    /// `cards_home` cards home, `free_used` free cells in use and the
    /// foundations needing `needed`, whose cascades keep `kept` of the
    /// position's cards (index 8, for the cards in none, keeps none) and
    /// one of which, `grown`, may have cards put on top of all of its own:
    /// only those cards are counted. `buried` is counted from where the
    /// cards the foundations need lie: below the cut of a cascade, where
    /// the position had them, or among the new cards.
    fn features_after(
        &self,
        cards_home: usize,
        free_used: u32,
        needed: u64,
        kept: [u8; 8],
        grown: Option<(usize, impl ExactSizeIterator<Item = Card>)>,
    ) -> Features {
        let mut counts = self.all;
        let mut buried = 0;
        for (i, (&now, &before)) in kept.iter().zip(&self.lengths8()).enumerate() {
            if now != before {
                counts = counts - self.cut(i, usize::from(before)) + self.cut(i, usize::from(now));
            }
        }
        // What each cascade keeps and its length in the successor, then
        // none for the cards in no cascade (see `places`).
        let mut kept_all = [0; 9];
        kept_all[..8].copy_from_slice(&kept);
        let mut lengths = kept_all;
        // The card after the next that each foundation needs.
        let after_needed = next_after(needed);
        let mut buried_next = 0;
        if let Some((i, cards)) = grown {
            let len = cards.len() as u8;
            let (grown, on_needed, on_after) = self.grown(i, cards, needed, after_needed);
            counts -= self.cut(i, usize::from(self.lengths[i]));
            counts += grown;
            buried += on_needed;
            buried_next += on_after;
            lengths[i] += len;
        }
        buried += self.buried_where_kept(needed, &kept_all, &lengths);
        let mut features = Features::with_counts(cards_home, free_used, counts, buried);
        if self.extra.buried_next != 0 {
            features.buried_next =
                buried_next + self.buried_where_kept(after_needed, &kept_all, &lengths);
        }
        features
    }

    /// Each cascade's length.
    fn lengths8(&self) -> [u8; 8] {
        let mut lengths = [0; 8];
        lengths.copy_from_slice(&self.lengths[..8]);
        lengths
    }

    /// How many cards at the top of each cascade form one run (see
    /// [`GameBoard::run_length`]), 0 for an empty one.
    fn runs(&self) -> [u8; 8] {
        std::array::from_fn(|i| self.row(i).runs[usize::from(self.lengths[i])])
    }

    /// The counts of cascade `i` cut after `len` of its cards.
    fn cut(&self, i: usize, len: usize) -> Counts {
        self.row(i).cuts[len]
    }

    /// The counts of cascade `i` with `cards` put on top, and how many
    /// cards lie on those of them in `needed` and in `after_needed`.
    fn grown(
        &self,
        i: usize,
        cards: impl ExactSizeIterator<Item = Card>,
        needed: u64,
        after_needed: u64,
    ) -> (Counts, u32, u32) {
        let before = usize::from(self.lengths[i]);
        let len = before + cards.len();
        let mut scan = self.row(i).scan;
        let (mut on_needed, mut on_after) = (0, 0);
        for (depth, card) in (before..).zip(cards) {
            scan.push(card);
            let above = (len - 1 - depth) as u32;
            if needed >> card.index() & 1 != 0 {
                on_needed += above;
            }
            if after_needed >> card.index() & 1 != 0 {
                on_after += above;
            }
        }
        (scan.counts, on_needed, on_after)
    }

    /// How many cards lie on the cards of `needed` (any set of cards) that
    /// are still where the position had them: below the `kept` cards of a
    /// cascade now `lengths` long (index 8, no cascade, keeps none).
    fn buried_where_kept(&self, needed: u64, kept: &[u8; 9], lengths: &[u8; 9]) -> u32 {
        let mut buried = 0;
        let mut wanted = needed;
        while wanted != 0 {
            let card = wanted.trailing_zeros() as usize;
            wanted &= wanted - 1;
            let (cascade, depth) = self.place(card);
            // Without a branch: whether the card is still there depends
            // on the move, and would be mispredicted often.
            let still = u32::from(depth < kept[cascade]);
            buried += still * u32::from(lengths[cascade].wrapping_sub(depth + 1));
        }
        buried
    }
}

/// The card after each card of `cards` in its suit (by index, four a
/// rank), if any: of the cards the foundations need, the card after each.
fn next_after(cards: u64) -> u64 {
    cards << 4 & ((1 << 52) - 1)
}

/// How many ranks above the next card its suit needs (by `needed`) each
/// of the free cells' `cards` is (`NO_CARD` for none), in all.
fn free_distance(cards: &[u8; 4], needed: u64) -> u32 {
    cards
        .iter()
        .filter(|&&card| card != NO_CARD)
        .map(|&card| distance_home(card, needed))
        .sum()
}

/// How many ranks `card` (an index) is above the next card of its suit
/// that the foundations need (by `needed`).
fn distance_home(card: u8, needed: u64) -> u32 {
    // The next card of its suit, by index: four indexes a rank, so the
    // distance is the indexes between, / 4.
    let next = (needed & SUIT_OF_CLUBS << (card & 3)).trailing_zeros();
    (u32::from(card) - next.min(u32::from(card))) / 4
}

/// The real moves, from `start`, along `path` (whose first position is
/// `start`'s after the autoplay): each step, which was made on the board
/// its layout decodes to, is played on the real board, whose cascades and
/// free cells may lie in another order, then its autoplay moves.
pub fn moves_of(start: &GameBoard, autoplay: Autoplay, path: &[Reached]) -> Vec<Move> {
    let mut board = *start;
    // Each step's move, and at most 52 moves home by the autoplay.
    let mut moves = Vec::with_capacity(path.len() + 52);
    let home = |reached: &Reached| reached.layout.cards_home();
    settle_to(&mut board, autoplay, home(&path[0]), |mv| moves.push(mv));
    debug_assert_eq!(Layout::of(&board), path[0].layout);
    for reached in &path[1..] {
        let step = reached.step.expect("only the start has no step");
        let mv = on_board(&board, step.mv());
        board.play_unchecked(mv);
        moves.push(mv);
        settle_to(&mut board, autoplay, home(reached), |mv| moves.push(mv));
        debug_assert_eq!(Layout::of(&board), reached.layout);
    }
    moves
}

/// `mv`, a move on the board that `board`'s layout decodes to, as the same
/// move on `board`. The decoded board has the cascades in the layout's
/// order (the empty ones first, then by bottom card), the free cells' cards
/// first in ascending order, and each suit's foundation at its own index;
/// the move's card goes to whichever foundation `board` builds it on.
fn on_board(board: &GameBoard, mv: Move) -> Move {
    let order = Bottoms::of(board);
    let pile = |pile: Pile| match pile.cell {
        CellT::Tableau => Pile::tableau(nth_cascade(&order, pile.index)),
        CellT::FreeCell => Pile::free_cell(usize::from(free_cells(board)[pile.index].1)),
        CellT::HomeCell => pile,
    };
    let from = pile(mv.from);
    let to = match mv.to.cell {
        CellT::HomeCell => {
            let card = board.top(from).expect("a move takes a card");
            Pile::home_cell(board.home_for(card).expect("the move's card goes home"))
        }
        _ => pile(mv.to),
    };
    Move::with_count(from, to, mv.count)
}

/// The cascade that is `k`-th in the layout's order of a board whose
/// cascades lie in `order`: the empty ones first, in the board's order,
/// then by bottom card.
fn nth_cascade(order: &Bottoms, k: usize) -> usize {
    let mut bottoms = order.bottoms;
    if k < order.empty {
        return usize::from(order.empties[k]);
    }
    for _ in order.empty..k {
        bottoms &= bottoms - 1;
    }
    usize::from(order.cascade_of[bottoms.trailing_zeros() as usize & 63])
}

/// The real moves, from `start`, that go through the layouts of `path`
/// (whose first layout is `start`'s after the autoplay): each step's move,
/// found again among the engine's moves, then its autoplay moves. The
/// beam's paths are read this way; the best-first searches keep their
/// steps (see [`moves_of`]).
pub fn moves_along(start: &GameBoard, autoplay: Autoplay, path: &[Layout]) -> Vec<Move> {
    let mut board = *start;
    let mut moves = Vec::new();
    settle(&mut board, autoplay, |mv| moves.push(mv));
    for target in &path[1..] {
        // Most successors differ from the target in a top card: only the
        // others are played and need their layout. A quiet step's tops
        // are known without playing it.
        let tops = target.tops();
        let before = tops_of(&board);
        let mut found = None;
        Step::for_each(&board, needed_cards(&board), |step| {
            if found.is_some() || step.quiet && tops_after_quiet(&board, before, step.mv()) != tops
            {
                return;
            }
            let next = step.play(&board, autoplay);
            if tops_of(&next) == tops && Layout::of(&next) == *target {
                found = Some(step);
            }
        });
        let step = found.expect("each layout of the path follows from the one before");
        board.play_unchecked(step.mv());
        moves.push(step.mv());
        settle(&mut board, autoplay, |mv| moves.push(mv));
    }
    moves
}

/// What [`tops_of`] says after `mv` from `board`, a move that
/// [`is_quiet`], given `before`, what it says of `board`: the moved cards'
/// top card stays a top, the card they leave uncovered becomes one, and
/// the cascade top they cover no longer is.
fn tops_after_quiet(board: &GameBoard, before: u64, mv: Move) -> u64 {
    let from = board.stack(mv.from).as_slice();
    let uncovered = match from.len().checked_sub(mv.count + 1) {
        Some(below) if mv.from.cell == CellT::Tableau => 1 << from[below].index(),
        _ => 0,
    };
    let covered = match board.top(mv.to) {
        Some(card) if mv.to.cell == CellT::Tableau => 1 << card.index(),
        _ => 0,
    };
    (before | uncovered) & !covered
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Both features that cost extra, weighed, so that the counts that
    /// share work count them too.
    const BOTH: Extra = Extra {
        buried_next: 1,
        free_distance: 1,
    };

    /// The features of a board as their definitions say, counted card by
    /// card with nothing shared.
    fn by_definition(board: &GameBoard) -> Features {
        let mut next_rank = [1u8; 4];
        for i in 0..4 {
            if let Some(top) = board.top(Pile::home_cell(i)) {
                next_rank[top.suit().index()] = top.rank().value() + 1;
            }
        }
        let mut f = Features {
            left: 52 - board.cards_home() as u32,
            free_used: (0..4)
                .filter(|&i| board.top(Pile::free_cell(i)).is_some())
                .count() as u32,
            ..Features::default()
        };
        for i in 0..8 {
            let cards = board.stack(Pile::tableau(i)).as_slice();
            f.empty_cascades += u32::from(cards.is_empty());
            let mut lowest = u8::MAX;
            let mut lowest_of_suit = [u8::MAX; 4];
            let mut below_out_of_order = false;
            let mut sorted = true;
            for (depth, card) in cards.iter().enumerate() {
                let rank = card.rank().value();
                let suit = card.suit().index();
                let out_of_order = rank > lowest;
                sorted = sorted && (depth == 0 || rank < lowest);
                if !sorted {
                    f.unsorted += 1;
                }
                let stacks = depth > 0 && stacks_on(*card, cards[depth - 1]);
                if depth > 0 && !stacks {
                    f.breaks += 1;
                }
                if out_of_order {
                    f.out_of_order += 1;
                    if !(below_out_of_order && stacks) {
                        f.out_of_order_runs += 1;
                    }
                }
                below_out_of_order = out_of_order;
                if rank > lowest_of_suit[suit] {
                    f.over_own_suit += 1;
                }
                lowest = lowest.min(rank);
                lowest_of_suit[suit] = lowest_of_suit[suit].min(rank);
                if rank == next_rank[suit] {
                    f.buried += (cards.len() - 1 - depth) as u32;
                }
            }
        }
        f
    }

    /// Every position one move away (each followed by the autoplay), lent
    /// with the move that leads there: one copy of the board per move.
    fn for_each_successor(
        board: &GameBoard,
        autoplay: Autoplay,
        mut f: impl FnMut(Move, &GameBoard),
    ) {
        board.for_each_move(|mv| {
            let mut next = *board;
            next.play_unchecked(mv);
            settle(&mut next, autoplay, |_| {});
            f(mv, &next);
        });
    }

    /// Calls `f` with each position of games of deals 1..=40 under
    /// `autoplay` and its successors (each step takes a successor chosen by
    /// a simple rotation, so the games wander).
    pub(in crate::solver) fn wander(
        autoplay: Autoplay,
        mut f: impl FnMut(&GameBoard, &[GameBoard]),
    ) {
        for deal in 1..=40 {
            let mut board = GameBoard::from_deal(deal).unwrap();
            settle(&mut board, autoplay, |_| {});
            for step in 0..60 {
                let mut next_boards = Vec::new();
                for_each_successor(&board, autoplay, |_, next| next_boards.push(*next));
                f(&board, &next_boards);
                if next_boards.is_empty() {
                    break;
                }
                board = next_boards[(step * 7 + deal as usize) % next_boards.len()];
            }
        }
    }

    /// The successors' shared counts against a count from scratch, and
    /// that against the definitions, under both autoplays; each board
    /// counted with what it shares with those counted before.
    #[test]
    fn shared_counts_match_a_full_count() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut counts = ByCascade::counting(Extra::NONE);
            wander(autoplay, |board, next_boards| {
                counts.count_board(board);
                for next in next_boards {
                    assert_eq!(counts.features_of(next), Features::of(next));
                    assert_eq!(Features::of(next), by_definition(next));
                }
            });
        }
    }

    /// Counts kept by bottom card stay right whatever was counted before:
    /// the positions of the wandering games, counted in a scrambled order
    /// (other deals, cascades that came back after their bottom card
    /// moved, cards counted last in another cascade), give their
    /// successors the features a count from scratch gives.
    #[test]
    fn counts_kept_by_bottom_card_do_not_depend_on_the_order() {
        let mut boards = Vec::new();
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            wander(autoplay, |board, _| boards.push((*board, autoplay)));
        }
        let mut counts = ByCascade::counting(BOTH);
        let mut checked = 0;
        for k in 0..boards.len() {
            let (board, autoplay) = boards[k * 7919 % boards.len()];
            let spread = Spread::read(&Layout::of(&board));
            counts.count_spread(&spread);
            let mut fresh = ByCascade::counting(BOTH);
            fresh.count_spread(&spread);
            assert_eq!(counts.runs(), compact::runs_of(&Layout::of(&board).board()));
            spread.for_each_step(&counts.runs(), |step| {
                let child = spread.play(step, autoplay);
                assert_eq!(
                    counts.features_of_child(&spread, &child),
                    fresh.features_of_child(&spread, &child)
                );
                checked += 1;
            });
        }
        assert!(checked > 10_000, "{checked} successors");
    }

    /// A successor counted from what changed since its parent was counted
    /// (see [`ByCascade::count_changed`]) counts as a count from scratch
    /// does: its runs, and the features of each of its own successors,
    /// after every step whose cascades keep their places from every
    /// position of games that wander under both autoplays.
    #[test]
    fn counting_what_changed_matches_a_full_count() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut counts = ByCascade::counting(BOTH);
            let mut made = Spread::BLANK;
            let (mut kept_places, mut reordered, mut recounted) = (0, 0, 0);
            wander(autoplay, |board, _| {
                let layout = Layout::of(board);
                let spread = Spread::read(&layout);
                spread.for_each_step(&compact::runs_of(&layout.board()), |step| {
                    counts.count_spread(&spread);
                    let child = spread.play(step, autoplay);
                    let Some(changed) = child.layout_and_spread(&spread, &mut made).1 else {
                        reordered += 1;
                        return;
                    };
                    kept_places += 1;
                    recounted += changed.count_ones();
                    counts.count_changed(&made, changed);
                    let mut fresh = ByCascade::counting(BOTH);
                    fresh.count_spread(&made);
                    assert_eq!(counts.runs(), fresh.runs());
                    made.for_each_step(&fresh.runs(), |next| {
                        assert_eq!(
                            counts.features_of_step(&made, next, autoplay),
                            fresh.features_of_step(&made, next, autoplay),
                            "{board:?} {:?} {:?}",
                            step.mv(),
                            next.mv()
                        );
                    });
                });
            });
            assert!(
                kept_places > 5000 && reordered > 300 && recounted > kept_places,
                "{kept_places} {reordered} {recounted}"
            );
        }
    }

    /// The features that cost extra, of a board, as their definitions say:
    /// the cards on the card after the next that each suit needs, and how
    /// many ranks above its suit's next card each free cell's card is.
    fn extra_by_definition(board: &GameBoard) -> (u32, u32) {
        let mut next_rank = [1u8; 4];
        for i in 0..4 {
            if let Some(top) = board.top(Pile::home_cell(i)) {
                next_rank[top.suit().index()] = top.rank().value() + 1;
            }
        }
        let (mut buried_next, mut free_distance) = (0, 0);
        for i in 0..8 {
            let cards = board.stack(Pile::tableau(i)).as_slice();
            for (depth, card) in cards.iter().enumerate() {
                if card.rank().value() == next_rank[card.suit().index()] + 1 {
                    buried_next += (cards.len() - 1 - depth) as u32;
                }
            }
        }
        for i in 0..4 {
            if let Some(card) = board.top(Pile::free_cell(i)) {
                free_distance += u32::from(card.rank().value() - next_rank[card.suit().index()]);
            }
        }
        (buried_next, free_distance)
    }

    /// The counts shared by a layout's successors, played as the layout
    /// is (see `compact`) or, for quiet steps, not played,
    /// against a count from scratch of the positions the engine reaches,
    /// under both autoplays; and the features that cost extra against
    /// their definitions, or 0 where not weighed.
    #[test]
    fn a_layouts_shared_counts_match_a_full_count() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut counts = ByCascade::counting(BOTH);
            let (mut cards_home_changed, mut shortcuts) = (0, 0);
            let (mut buried_seen, mut distance_seen) = (false, false);
            wander(autoplay, |board, _| {
                let layout = Layout::of(board);
                let decoded = layout.board();
                let spread = Spread::read(&layout);
                counts.count_spread(&spread);
                let mut unweighed = ByCascade::counting(Extra::NONE);
                unweighed.count_spread(&spread);
                assert_eq!(counts.runs(), compact::runs_of(&decoded));
                spread.for_each_step(&counts.runs(), |step| {
                    let next = step.play(&decoded, autoplay);
                    let f = counts.features_of_step(&spread, step, autoplay);
                    shortcuts += usize::from(step.quiet_cascades().is_some());
                    assert_eq!((f.buried_next, f.free_distance), extra_by_definition(&next));
                    let plain = Features {
                        buried_next: 0,
                        free_distance: 0,
                        ..f
                    };
                    assert_eq!(plain, Features::of(&next));
                    assert_eq!(unweighed.features_of_step(&spread, step, autoplay), plain);
                    buried_seen |= f.buried_next > 0;
                    distance_seen |= f.free_distance > 0;
                    cards_home_changed += usize::from(next.cards_home() != board.cards_home());
                });
            });
            assert!(cards_home_changed > 500, "{cards_home_changed} moves home");
            assert!(shortcuts > 5000, "{shortcuts} quiet steps counted");
            assert!(buried_seen && distance_seen);
        }
    }

    /// Calls `f` with every step of every position of the wandering games
    /// under `autoplay`, as listed on the position's layout, with the
    /// position (the real board), its layout and what that reads as.
    fn each_layout_step(autoplay: Autoplay, mut f: impl FnMut(&GameBoard, &Layout, &Spread, Step)) {
        wander(autoplay, |board, _| {
            let layout = Layout::of(board);
            let spread = Spread::read(&layout);
            let runs = compact::runs_of(&layout.board());
            spread.for_each_step(&runs, |step| f(board, &layout, &spread, step));
        });
    }

    /// The step back that a position reached by a quiet step leaves out
    /// (see [`Reached::back`]), when it lists it, leads to exactly the
    /// position before: every quiet step of every position of the
    /// wandering games, under both autoplays.
    #[test]
    fn the_step_left_out_leads_back_to_the_parent() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let (mut undone, mut kept) = (0, 0);
            each_layout_step(autoplay, |_, layout, spread, step| {
                if step.quiet_cascades().is_none() {
                    return;
                }
                let child = spread.play(step, autoplay).layout(spread);
                let next = Spread::read(&child);
                let Some(mv) = next.step_back(spread.back_of(step)) else {
                    kept += 1;
                    return;
                };
                // Left out when it is listed, as a quiet step (a step that
                // uncovers a card the foundations need is not).
                let back = Step::new(mv, true);
                let mut listed = false;
                next.for_each_step(&compact::runs_of(&child.board()), |s| listed |= s == back);
                if listed {
                    assert_eq!(next.play(back, autoplay).layout(&next), *layout);
                    undone += 1;
                } else {
                    kept += 1;
                }
            });
            assert!(undone > 2000 && kept > 500, "{undone} undone, {kept} not");
        }
    }

    /// A step made on a layout, played on the real board it came from
    /// (whose cascades and free cells lie in their own order), reaches the
    /// position the step reaches on the layout: every step of every
    /// position of the wandering games, under both autoplays.
    #[test]
    fn a_layout_step_plays_on_the_real_board() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let (mut played, mut moved_cascades) = (0, 0);
            each_layout_step(autoplay, |board, _, spread, step| {
                let expected = spread.play(step, autoplay).layout(spread);
                let mv = on_board(board, step.mv());
                let mut next = *board;
                next.play(mv).expect("the step is legal on the real board");
                settle(&mut next, autoplay, |_| {});
                assert_eq!(Layout::of(&next), expected, "{board:?} {mv:?}");
                played += 1;
                moved_cascades += usize::from(mv.from != step.mv().from);
            });
            assert!(played > 5_000, "{played} steps");
            assert!(
                moved_cascades > 1_000,
                "{moved_cascades} steps from other piles"
            );
        }
    }

    /// A step gives back the move it was made from: every move of every
    /// position of the wandering games, in the engine's order.
    #[test]
    fn a_step_keeps_its_move() {
        let mut multi = 0;
        wander(Autoplay::Safe, |board, _| {
            let mut moves = Vec::new();
            board.for_each_move(|mv| moves.push(mv));
            let mut again = Vec::new();
            Step::for_each(board, needed_cards(board), |step| again.push(step.mv()));
            assert_eq!(again, moves);
            multi += moves.iter().filter(|mv| mv.count > 1).count();
        });
        assert!(multi > 100, "{multi} sequence moves");
    }

    /// A quiet move leaves the autoplay nothing to do, and its features
    /// and tops, worked out without playing it, are those of the position
    /// it leads to, under both autoplays.
    #[test]
    fn quiet_moves_are_counted_without_playing_them() {
        for autoplay in [Autoplay::Safe, Autoplay::All] {
            let mut quiet = 0;
            wander(autoplay, |board, _| {
                let counts = ByCascade::of(board);
                let needed = needed_cards(board);
                board.for_each_move(|mv| {
                    if is_quiet(board, mv, needed) {
                        let mut next = *board;
                        next.play_unchecked(mv);
                        let mut autoplayed = 0;
                        settle(&mut next, autoplay, |_| autoplayed += 1);
                        assert_eq!(autoplayed, 0);
                        assert_eq!(counts.after_quiet(board, mv), by_definition(&next));
                        let before = tops_of(board);
                        assert_eq!(tops_after_quiet(board, before, mv), tops_of(&next));
                        quiet += 1;
                    }
                });
            });
            assert!(quiet > 5_000, "{quiet} quiet moves");
        }
    }

    /// The beam's goal scores below every position it passes.
    #[test]
    fn a_won_position_scores_lowest_for_the_beam() {
        let home: Vec<String> = ["C", "D", "H", "S"]
            .iter()
            .map(|suit| {
                "A23456789TJQK"
                    .chars()
                    .map(|rank| format!("{rank}{suit}"))
                    .collect()
            })
            .collect();
        let won = GameBoard::from_text(&format!("{}{}", "/".repeat(12), home.join("/"))).unwrap();
        assert!(won.is_in_win_state());
        let lowest = by_definition(&won).weigh(&BEAM_WEIGHTS);
        let mut passed = 0;
        wander(Autoplay::All, |_, next_boards| {
            for next in next_boards.iter().filter(|b| !b.is_in_win_state()) {
                assert!(by_definition(next).weigh(&BEAM_WEIGHTS) > lowest);
                passed += 1;
            }
        });
        assert!(passed > 5_000, "{passed} positions");
    }
}
