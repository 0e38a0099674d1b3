//! A position's successors, by the engine's rules alone: the moves are
//! [`GameBoard::for_each_move`]'s, played with
//! [`GameBoard::play_unchecked`], and after each one the autoplay
//! ([`GameBoard::autoplay_move`], the engine's) sends cards home until
//! it has none to send. Nothing here knows what a game allows; the
//! board's rules do. (The standard backend splits this role between
//! `standard/piles.rs`, a key's moves, and `standard/successor.rs`, the
//! position a move leads to.)
//!
//! With [`Autoplay::NeverNeeded`] (or [`Autoplay::Safe`]) the search loses
//! no solution: a card it sends home could only ever hold cards that can
//! go home themselves (see [`crate::Rules::is_never_needed`]), and a free
//! cell or a cascade emptied by it only gives more room. So a search that
//! runs out of positions proves the position lost.

use crate::board::{CellT, GameBoard, Move};
use crate::card::Card;
use crate::rules::Rules;
use crate::solver::autoplay::settle;
pub use crate::solver::autoplay::Autoplay;
pub use crate::solver::plan::Moves;

use super::super::card_move::{CardMove, Target};
use super::key::Key;

/// The move `step` makes on `board`: the search's steps are card moves
/// (see [`CardMove`]), so any board of the key it was found on serves.
fn played_on(board: &GameBoard, step: CardMove) -> Move {
    step.on(board)
        .expect("a step's card and target are on every board of its key")
}

/// The positions of one game, as a search moves between them: the rules
/// (for rebuilding boards from keys), the autoplay and the moves taken.
#[derive(Clone, Copy, Debug)]
pub struct GameGraph {
    rules: Rules,
    autoplay: Autoplay,
    moves: Moves,
}

impl GameGraph {
    /// The positions every move of the engine reaches.
    pub fn new(rules: Rules, autoplay: Autoplay) -> GameGraph {
        GameGraph::with_moves(rules, autoplay, Moves::All)
    }

    pub fn with_moves(rules: Rules, autoplay: Autoplay, moves: Moves) -> GameGraph {
        GameGraph {
            rules,
            autoplay,
            moves,
        }
    }

    /// Whether these positions leave `mv`, one of the engine's moves from
    /// `board`, out: it takes cards off the card they are built on, and
    /// not home.
    fn leaves_out(&self, board: &GameBoard, mv: Move) -> bool {
        if self.moves == Moves::All
            || mv.from.cell != CellT::Tableau
            || mv.to.cell == CellT::HomeCell
        {
            return false;
        }
        let cards = board.stack(mv.from).as_slice();
        let below = cards.len() - mv.count;
        below > 0 && self.rules.build().stacks_on(cards[below], cards[below - 1])
    }

    /// Whether in this game [`Autoplay::NeverNeeded`] sends home every
    /// card that can go (as in games built by suit): then
    /// [`Autoplay::All`] plays the same. Asked of the engine's rule for
    /// each card with only the cards below it of its suit home: the rule
    /// only allows more as the foundations rise.
    pub fn every_card_is_never_needed(rules: Rules) -> bool {
        Card::deck().all(|card| {
            let mut built = [0; 4];
            built[card.suit().index()] = card.rank().value() - 1;
            rules.is_never_needed(card, &built)
        })
    }

    /// The board `key` stands for.
    pub fn board(&self, key: &Key) -> GameBoard {
        key.board(self.rules)
    }

    /// Sends cards home by the autoplay until it has none, reporting each
    /// move.
    pub fn settle(&self, board: &mut GameBoard, played: impl FnMut(Move)) {
        settle(board, self.autoplay, played);
    }

    /// Where a search from `board` starts: the board once the autoplay is
    /// done, and its key.
    pub fn start(&self, board: &GameBoard) -> (Key, GameBoard) {
        let mut settled = *board;
        self.settle(&mut settled, |_| {});
        (Key::of(&settled), settled)
    }

    /// The board after `step` from `board` and the autoplay.
    pub fn child(&self, board: &GameBoard, step: CardMove) -> GameBoard {
        self.after(board, played_on(board, step))
    }

    /// Plays `mv` on `board`, a settled board (the autoplay has nothing
    /// to send home), then the autoplay, reporting its moves. The
    /// autoplay is asked only when it may have something to do: the
    /// foundations are as they were unless `mv` went home, and so is every
    /// top card but the one `mv` uncovers, which the autoplay could only
    /// send home if the engine finds it a foundation (`home_for`). The
    /// search asks this for every move it scores or makes.
    pub fn play_and_settle(&self, board: &mut GameBoard, mv: Move, played: impl FnMut(Move)) {
        let uncovered = match mv.from.cell {
            CellT::Tableau => board
                .stack(mv.from)
                .as_slice()
                .iter()
                .rev()
                .nth(mv.count)
                .copied(),
            _ => None,
        };
        board.play_unchecked(mv);
        let woken =
            mv.to.cell == CellT::HomeCell || uncovered.is_some_and(|c| board.home_for(c).is_some());
        if woken {
            self.settle(board, played);
        }
    }

    /// The board after `mv` from `board` and the autoplay.
    pub fn after(&self, board: &GameBoard, mv: Move) -> GameBoard {
        let mut next = *board;
        self.play_and_settle(&mut next, mv, |_| {});
        next
    }

    /// Calls `f` with each move the engine lists from `board` (a settled
    /// board) that these positions take, as a step and as the move, and
    /// the board it leads to; but for the step `except`, if any, it gives
    /// no board and makes none.
    pub fn for_each_child(
        &self,
        board: &GameBoard,
        except: Option<CardMove>,
        mut f: impl FnMut(CardMove, Move, Option<&GameBoard>),
    ) {
        let mut moves = Vec::with_capacity(64);
        board.for_each_move(|mv| {
            if !self.leaves_out(board, mv) {
                moves.push(mv);
            }
        });
        // Each move is played on one copy of the board and then undone,
        // the autoplay's moves too, last first: cheaper than a copy each.
        let mut child = *board;
        let mut home = Vec::with_capacity(52);
        for mv in moves {
            let step = CardMove::of(board, mv);
            if Some(step) == except {
                f(step, mv, None);
                continue;
            }
            self.play_and_settle(&mut child, mv, |mv| home.push(mv));
            f(step, mv, Some(&child));
            for undone in home.drain(..).rev().chain([mv]) {
                child.play_unchecked(Move::with_count(undone.to, undone.from, undone.count));
            }
        }
    }

    /// Plays `step` from `board` with the autoplay, on `child` (which the
    /// caller lends, to save a copy). Gives the step that leads back to
    /// `board` from there, if the autoplay sent nothing home and the
    /// engine would list such a step: that step leads to a position the
    /// search has expanded already.
    pub fn play_into(
        &self,
        board: &GameBoard,
        step: CardMove,
        child: &mut GameBoard,
    ) -> Option<CardMove> {
        let mv = played_on(board, step);
        *child = *board;
        self.play_and_settle(child, mv, |_| {});
        if child.cards_home() != board.cards_home() {
            return None;
        }
        let cards = board.stack(mv.from).as_slice();
        let below = cards.len() - mv.count;
        let to = match mv.from.cell {
            CellT::FreeCell => Target::FreeCell,
            CellT::Tableau if below == 0 => Target::EmptyCascade,
            CellT::Tableau => Target::Onto(cards[below - 1]),
            CellT::HomeCell => return None,
        };
        Some(CardMove { to, ..step })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Pile;
    use crate::rules::Game;

    /// A step found on one board plays the same move on a board of the
    /// same key whose piles lie elsewhere: the children are the same.
    #[test]
    fn steps_play_the_same_on_boards_of_the_same_key() {
        for game in Game::ALL {
            let positions = GameGraph::new(game.rules(), Autoplay::NeverNeeded);
            let (key, board) = positions.start(&GameBoard::from_deal_of(game.rules(), 7).unwrap());
            let rebuilt = positions.board(&key);
            let mut count = 0;
            positions.for_each_child(&board, None, |step, mv, child| {
                let child = child.unwrap();
                // The autoplay asked only when it may act settles as
                // asking it always does.
                let mut settled = board;
                settled.play_unchecked(mv);
                positions.settle(&mut settled, |_| {});
                assert_eq!(*child, settled);
                assert_eq!(Key::of(&positions.child(&rebuilt, step)), Key::of(child));
                // The step back, where there is one, leads back.
                let mut played = GameBoard::default();
                if let Some(back) = positions.play_into(&board, step, &mut played) {
                    assert_eq!(Key::of(&played), Key::of(child));
                    let mut listed = false;
                    played.for_each_move(|mv| listed |= CardMove::of(&played, mv) == back);
                    if listed {
                        assert_eq!(Key::of(&positions.child(&played, back)), Key::of(&board));
                    }
                }
                assert_eq!(played_on(&board, step), {
                    let mut found = None;
                    board.for_each_move(|mv| {
                        if CardMove::of(&board, mv) == step {
                            found = Some(mv);
                        }
                    });
                    found.unwrap()
                });
                count += 1;
            });
            assert!(count > 0, "{game}");
        }
    }

    /// The search that keeps runs whole lists every move but those that
    /// take a card off the card it is built on (unless home), and proves
    /// nothing when it runs out.
    #[test]
    fn keeping_runs_leaves_out_only_the_moves_that_split_a_run() {
        let rules = Game::FreeCell.rules();
        let card = |code: &str| code.parse::<Card>().unwrap();
        let mut board = GameBoard::empty(rules);
        // Cascade 1: K♥ with Q♠ on it (a run); cascade 2: 2♦ under 9♣
        // (not a run); the A♦ home.
        for (cascade, code) in [(0, "KH"), (0, "QS"), (1, "2D"), (1, "9C")] {
            board.place(CellT::Tableau, cascade, card(code)).unwrap();
        }
        board.place(CellT::HomeCell, 0, card("AD")).unwrap();
        let moves = |positions: GameGraph| {
            let mut moves = Vec::new();
            positions.for_each_child(&board, None, |_, mv, _| moves.push(mv));
            moves
        };
        let all = moves(GameGraph::new(rules, Autoplay::All));
        let kept = moves(GameGraph::with_moves(
            rules,
            Autoplay::All,
            Moves::KeepingRuns,
        ));
        // Every move but those of the Q♠ alone, off the K♥ it is built on.
        let splits_run = |mv: &Move| mv.from == Pile::tableau(0) && mv.count == 1;
        assert!(all.iter().any(splits_run));
        let expected: Vec<Move> = all.iter().copied().filter(|mv| !splits_run(mv)).collect();
        assert_eq!(kept, expected);
        assert!(kept.contains(&Move::new(Pile::tableau(1), Pile::free_cell(0))));
    }

    /// A child's key is the key of the engine's own board after the move
    /// and the autoplay, whichever board of the same key it was
    /// played from.
    #[test]
    fn children_of_a_rebuilt_board_have_the_keys_of_the_engines() {
        for game in Game::ALL {
            let positions = GameGraph::new(game.rules(), Autoplay::NeverNeeded);
            let (key, board) = positions.start(&GameBoard::from_deal_of(game.rules(), 3).unwrap());
            let rebuilt = positions.board(&key);
            let mut theirs = Vec::new();
            positions.for_each_child(&board, None, |_, _, child| {
                theirs.push(Key::of(child.unwrap()));
            });
            let mut ours = Vec::new();
            positions.for_each_child(&rebuilt, None, |_, _, child| {
                ours.push(Key::of(child.unwrap()));
            });
            theirs.sort_by_key(|k| format!("{k:?}"));
            ours.sort_by_key(|k| format!("{k:?}"));
            assert_eq!(ours, theirs, "{game}");
            assert!(!ours.is_empty());
        }
    }
}
