//! The reason the engine gives for a refused move is true of the move and
//! the position: the page and the terminal word it for the player
//! ("only a king starts an empty cascade", "at most 4 cards at once"), so
//! a reason that names the wrong rule, pile, card or count misleads
//! them even when the move is rightly refused. Checked on the arbitrary
//! positions of `positions`, for every move `properties` asks about.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use super::positions::{any_rules, cases, positions};
use super::properties::candidates;
use super::{CellT, GameBoard, Move};
use crate::card::{Card, Rank};
use crate::refusal::{MoveError, Reason};
use crate::rules::{Build, EmptyCascade, Sequences};

/// Whether `reason` holds of `mv` on `board`, from the rules' words.
fn holds(board: &GameBoard, mv: Move, reason: Reason) -> bool {
    let rules = board.rules();
    let source = board.stack(mv.from).as_slice();
    let target = board.stack(mv.to).as_slice();
    let lead = source.len().checked_sub(mv.count).map(|i| source[i]);
    let onto = target.last().copied();
    let lower = |card: Card, top: Card| card.rank().value() + 1 == top.rank().value();
    match reason {
        Reason::FromFoundation => mv.from.cell == CellT::HomeCell,
        Reason::EmptySource { from } => from == mv.from && source.is_empty(),
        Reason::SamePile { pile } => pile == mv.from && pile == mv.to,
        Reason::SingleCardFrom { cell } => {
            mv.count > 1 && cell == mv.from.cell && cell != CellT::Tableau
        }
        Reason::SingleCardTo { cell } => {
            mv.count > 1 && cell == mv.to.cell && cell != CellT::Tableau
        }
        Reason::TooFewCards { from, has, count } => {
            from == mv.from && has == source.len() && count == mv.count && count > has
        }
        Reason::NotARun { from, count, build } => {
            let moving = &source[source.len() - count.min(source.len())..];
            from == mv.from
                && count == mv.count
                && build == rules.build()
                && count <= source.len()
                && moving
                    .windows(2)
                    .any(|w| !rules.build().stacks_on(w[1], w[0]))
        }
        Reason::CellTaken { to, holds } => {
            to == mv.to && to.cell == CellT::FreeCell && onto == Some(holds)
        }
        Reason::FoundationNeedsAce { card } => {
            mv.to.cell == CellT::HomeCell
                && onto.is_none()
                && lead == Some(card)
                && card.rank() != Rank::Ace
        }
        Reason::FoundationNextOfSuit { card, onto: top } => {
            mv.to.cell == CellT::HomeCell
                && onto == Some(top)
                && lead == Some(card)
                && !(card.suit() == top.suit() && lower(top, card))
        }
        Reason::KingsOnly { card, game } => {
            mv.to.cell == CellT::Tableau
                && onto.is_none()
                && game == rules.game()
                && rules.empty_cascades() == EmptyCascade::KingsOnly
                && lead == Some(card)
                && card.rank() != Rank::King
        }
        Reason::TooManyAtOnce {
            count,
            capacity,
            empty_cascades,
        } => {
            let free = board.free_cells().iter().filter(|s| s.is_empty()).count();
            let mut empty = board.cascades().iter().filter(|s| s.is_empty()).count();
            if mv.to.cell == CellT::Tableau && onto.is_none() {
                empty -= 1;
            }
            let by_the_rules = match (rules.sequences(), rules.empty_cascades()) {
                (Sequences::Unlimited, _) => usize::MAX,
                (Sequences::Limited, EmptyCascade::KingsOnly) => free + 1,
                (Sequences::Limited, EmptyCascade::AnyCard) => (free + 1) << empty,
            };
            mv.to.cell == CellT::Tableau
                && count == mv.count
                && capacity == by_the_rules
                && count > capacity
                && empty_cascades == rules.empty_cascades()
        }
        Reason::NoRoom { to } => {
            to == mv.to && to.cell == CellT::Tableau && target.len() + mv.count > 19
        }
        Reason::SameColour { card, onto: top } => {
            on_cascade(mv, lead, onto, card, top) && card.colour() == top.colour()
        }
        Reason::OntoAce { card, onto: top } => {
            on_cascade(mv, lead, onto, card, top) && top.rank() == Rank::Ace
        }
        Reason::NotSuit {
            card,
            onto: top,
            game,
        } => {
            on_cascade(mv, lead, onto, card, top)
                && rules.build() == Build::Suit
                && game == rules.game()
                && card.suit() != top.suit()
        }
        Reason::WantsRank {
            card,
            onto: top,
            colour,
            rank,
        } => {
            on_cascade(mv, lead, onto, card, top)
                && rules.build() == Build::AlternateColours
                && colour != top.colour()
                && rank.value() + 1 == top.rank().value()
                && (card.colour(), card.rank()) != (colour, rank)
        }
        Reason::WantsCard {
            card,
            onto: top,
            wanted,
        } => {
            on_cascade(mv, lead, onto, card, top)
                && rules.build() == Build::Suit
                && wanted.suit() == top.suit()
                && lower(wanted, top)
                && card != wanted
        }
    }
}

/// Whether a reason about `card` going on `top` in a cascade is about this
/// move: its lead card onto the target cascade's top card.
fn on_cascade(mv: Move, lead: Option<Card>, onto: Option<Card>, card: Card, top: Card) -> bool {
    mv.to.cell == CellT::Tableau && lead == Some(card) && onto == Some(top)
}

fn check_reasons(board: &GameBoard) -> Result<(), TestCaseError> {
    for mv in candidates(board) {
        let Err(error) = board.check_move(mv) else {
            continue;
        };
        let MoveError::Refused(refusal) = error else {
            return Err(TestCaseError::fail(format!(
                "{mv:?} refused as {error:?}, not by a rule"
            )));
        };
        prop_assert_eq!(refusal.mv, mv);
        prop_assert!(
            holds(board, mv, refusal.reason),
            "{:?} refused as {:?} on {:?}",
            mv,
            refusal.reason,
            board
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(2_000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Every refusal names a rule the move breaks, with its own piles,
    /// cards and counts.
    #[test]
    fn a_refused_move_names_a_rule_it_breaks(board in positions(any_rules())) {
        check_reasons(&board)?;
    }
}
