//! The engine's rules against a statement of them written here from the
//! rules' words, on arbitrary positions of every game of the family (see
//! `positions`): which moves are legal, which the generator lists and in
//! what order, how many cards may move, and what the autoplay sends home.

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use super::positions::{any_rules, cases, positions};
use super::{Autoplay, CellT, GameBoard, Move, Pile};
use crate::card::{Card, Rank, Suit};
use crate::rules::{Build, EmptyCascade, Sequences};

/// Whether `card` may lie on `onto` in a cascade, from the rules' words.
fn stacks(build: Build, card: Card, onto: Card) -> bool {
    let lower = card.rank().value() + 1 == onto.rank().value();
    lower
        && match build {
            Build::AlternateColours => card.colour() != onto.colour(),
            Build::Suit => card.suit() == onto.suit(),
        }
}

/// Whether `card` may go on a foundation topped by `top`.
fn goes_home(card: Card, top: Option<Card>) -> bool {
    match top {
        None => card.rank() == Rank::Ace,
        Some(top) => top.suit() == card.suit() && top.rank().value() + 1 == card.rank().value(),
    }
}

/// Whether the rules allow `mv` (of piles the board has, one card or more).
fn by_the_rules(board: &GameBoard, mv: Move) -> bool {
    let rules = board.rules();
    let source = board.stack(mv.from).as_slice();
    if mv.from.cell == CellT::HomeCell || mv.from == mv.to || source.len() < mv.count {
        return false;
    }
    let moving = &source[source.len() - mv.count..];
    let target = board.stack(mv.to).as_slice();
    let top = target.last().copied();
    match mv.to.cell {
        CellT::FreeCell => mv.count == 1 && top.is_none(),
        CellT::HomeCell => mv.count == 1 && goes_home(moving[0], top),
        CellT::Tableau => {
            if mv.count > 1 && mv.from.cell != CellT::Tableau {
                return false;
            }
            let run = moving.windows(2).all(|w| stacks(rules.build(), w[1], w[0]));
            let lands = match top {
                Some(onto) => stacks(rules.build(), moving[0], onto),
                None => match rules.empty_cascades() {
                    EmptyCascade::AnyCard => true,
                    EmptyCascade::KingsOnly => moving[0].rank() == Rank::King,
                },
            };
            // As many cards as could move one at a time through the empty
            // free cells and cascades (the target not among them).
            let free = board.free_cells().iter().filter(|s| s.is_empty()).count();
            let mut empty = board.cascades().iter().filter(|s| s.is_empty()).count();
            if top.is_none() {
                empty -= 1;
            }
            let fits_capacity = match (rules.sequences(), rules.empty_cascades()) {
                (Sequences::Unlimited, _) => true,
                (Sequences::Limited, EmptyCascade::KingsOnly) => mv.count <= free + 1,
                (Sequences::Limited, EmptyCascade::AnyCard) => {
                    mv.count <= (free + 1) * 2usize.pow(empty as u32)
                }
            };
            run && lands && fits_capacity && target.len() + mv.count <= 19
        }
    }
}

/// What matters of a position: cascades and free cells as sets,
/// foundations as a set of piles.
fn outcome(board: &GameBoard) -> Vec<Vec<Vec<usize>>> {
    let sorted = |stacks: &[super::CardStack]| {
        let mut piles: Vec<Vec<usize>> = { stacks.iter() }
            .map(|s| s.as_slice().iter().map(|c| c.index()).collect())
            .collect();
        piles.sort();
        piles
    };
    vec![
        sorted(board.cascades()),
        sorted(board.free_cells()),
        sorted(board.foundations()),
    ]
}

fn cards(board: &GameBoard) -> Vec<usize> {
    let mut cards: Vec<usize> = { board.piles() }
        .flat_map(|p| board.stack(p).as_slice().to_vec())
        .map(|c| c.index())
        .collect();
    cards.sort_unstable();
    cards
}

/// The moves worth asking about: from every pile to every pile, of one
/// card and two, and between cascades of every count up to one more than
/// the source holds.
pub(super) fn candidates(board: &GameBoard) -> Vec<Move> {
    let mut moves = Vec::new();
    for from in board.piles() {
        for to in board.piles() {
            let most = match (from.cell, to.cell) {
                (CellT::Tableau, CellT::Tableau) => board.stack(from).size() + 1,
                _ => 2,
            };
            for count in 1..=most.max(2) {
                moves.push(Move::with_count(from, to, count));
            }
        }
    }
    moves
}

/// Where a generated move comes in the generator's order: by source
/// (cascades, then free cells), then to the foundation, the free cell,
/// then the cascades left to right, sequences to an empty cascade
/// shortest first.
fn order_key(mv: &Move) -> (usize, usize, usize, usize) {
    let source = match mv.from.cell {
        CellT::Tableau => mv.from.index,
        _ => 100 + mv.from.index,
    };
    let target = match mv.to.cell {
        CellT::HomeCell => 0,
        CellT::FreeCell => 1,
        CellT::Tableau => 2,
    };
    (source, target, mv.to.index, mv.count)
}

fn check_moves(board: &GameBoard) -> Result<(), TestCaseError> {
    let all = cards(board);
    prop_assert_eq!(all.len(), 52);
    let mut legal = Vec::new();
    for mv in candidates(board) {
        let allowed = board.check_move(mv).is_ok();
        prop_assert_eq!(allowed, by_the_rules(board, mv), "{:?} on {:?}", mv, board);
        prop_assert_eq!(board.is_valid(mv).unwrap(), allowed);
        let mut played = *board;
        prop_assert_eq!(played.play(mv).is_ok(), allowed);
        if allowed {
            let mut unchecked = *board;
            unchecked.play_unchecked(mv);
            prop_assert_eq!(unchecked, played, "{:?}", mv);
            prop_assert_eq!(cards(&played), all.clone());
            legal.push((mv, played));
        } else {
            prop_assert_eq!(played, *board, "a refused {:?} changed the board", mv);
        }
    }
    // The generator: legal moves, each outcome once, every outcome that
    // changes something (but a card from free cell to free cell), in its
    // order; a card goes to the first empty free cell or cascade and to
    // its suit's foundation.
    let generated = board.legal_moves();
    let first_free = board.free_cells().iter().position(|s| s.is_empty());
    let first_empty = board.cascades().iter().position(|s| s.is_empty());
    let mut outcomes = HashSet::new();
    for mv in &generated {
        prop_assert!(board.check_move(*mv).is_ok(), "generated {:?}", mv);
        let mut next = *board;
        next.play_unchecked(*mv);
        prop_assert!(outcomes.insert(outcome(&next)), "{:?} twice", mv);
        let card = board.top(mv.from).expect("a move takes a card");
        match mv.to.cell {
            CellT::FreeCell => prop_assert_eq!(Some(mv.to.index), first_free),
            CellT::HomeCell => prop_assert_eq!(Some(mv.to.index), board.home_for(card)),
            CellT::Tableau if board.stack(mv.to).is_empty() => {
                prop_assert_eq!(Some(mv.to.index), first_empty)
            }
            CellT::Tableau => {}
        }
    }
    prop_assert!(
        generated
            .windows(2)
            .all(|w| order_key(&w[0]) < order_key(&w[1])),
        "{:?}",
        generated
    );
    for (mv, after) in &legal {
        let free_to_free = mv.from.cell == CellT::FreeCell && mv.to.cell == CellT::FreeCell;
        let same = outcome(after) == outcome(board);
        prop_assert!(
            free_to_free || same || outcomes.contains(&outcome(after)),
            "legal {:?} is not generated on {:?}",
            mv,
            board
        );
    }
    prop_assert_eq!(
        board.valid_move_exists(),
        legal.iter().any(|(mv, _)| mv.count == 1)
    );
    // How many cards may move.
    for from in board.piles() {
        let most_to_any = { legal.iter() }
            .filter(|(mv, _)| mv.from == from)
            .map(|(mv, _)| mv.count);
        for to in board.piles() {
            let most = { legal.iter() }
                .filter(|(mv, _)| mv.from == from && mv.to == to)
                .map(|(mv, _)| mv.count)
                .max();
            prop_assert_eq!(board.max_move_count(from, to).unwrap(), most.unwrap_or(0));
        }
        let movable = board.movable_count(from).unwrap();
        prop_assert!(most_to_any.clone().all(|count| count <= movable.max(1)));
        let expected = match from.cell {
            CellT::HomeCell => 0,
            CellT::FreeCell => board.stack(from).size(),
            CellT::Tableau => {
                let cards = board.stack(from).as_slice();
                let run = match cards.len() {
                    0 => 0,
                    n => {
                        let build = board.rules().build();
                        1 + (1..n)
                            .rev()
                            .take_while(|&k| stacks(build, cards[k], cards[k - 1]))
                            .count()
                    }
                };
                prop_assert_eq!(board.run_length(from.index), run);
                let free = board.free_cells().iter().filter(|s| s.is_empty()).count();
                let empty = board.cascades().iter().filter(|s| s.is_empty()).count();
                run.min(board.rules().sequence_capacity(free, empty))
            }
        };
        prop_assert_eq!(movable, expected);
    }
    Ok(())
}

/// Whether sending `card` home can never be regretted, from the rules'
/// words: in games built by suit, always; by alternate colours, aces,
/// twos, and a card whose rank the other colour's foundations have both
/// reached but for one.
fn safe(board: &GameBoard, card: Card) -> bool {
    let rank = card.rank().value();
    match board.rules().build() {
        Build::Suit => true,
        Build::AlternateColours => {
            rank <= 2
                || Suit::ALL
                    .iter()
                    .filter(|s| s.colour() != card.colour())
                    .all(|&s| board.home_rank(s) + 1 >= rank)
        }
    }
}

/// Whether sending `card` home could never have been needed in play,
/// from the rules' words: a safe card, or one of rank r once both suits
/// of the other colour hold r - 2 and the other suit of its own colour
/// r - 3.
fn never_needed(board: &GameBoard, card: Card) -> bool {
    let rank = card.rank().value();
    safe(board, card)
        || Suit::ALL.iter().filter(|&&s| s != card.suit()).all(|&s| {
            let below = if s.colour() == card.colour() { 3 } else { 2 };
            board.home_rank(s) + below >= rank
        })
}

/// The autoplay's next move: the first card, cascades first, then free
/// cells, that can go home (and is safe, with [`Autoplay::Safe`], or never
/// needed, with [`Autoplay::NeverNeeded`]), to the foundation of its suit
/// or, an ace, the first empty one.
fn check_autoplay(board: &GameBoard) -> Result<(), TestCaseError> {
    for autoplay in [Autoplay::Safe, Autoplay::NeverNeeded, Autoplay::All] {
        let sends = |card: Card| match autoplay {
            Autoplay::Safe => safe(board, card),
            Autoplay::NeverNeeded => never_needed(board, card),
            Autoplay::All => true,
        };
        let sources = { (0..board.rules().cascades()).map(Pile::tableau) }
            .chain((0..board.rules().free_cells()).map(Pile::free_cell));
        let expected = sources
            .filter_map(|from| Some((from, board.top(from)?)))
            .find_map(|(from, card)| {
                let tops: Vec<Option<Card>> =
                    (0..4).map(|h| board.top(Pile::home_cell(h))).collect();
                let home = { tops.iter().position(|&t| t.is_some() && goes_home(card, t)) }
                    .or_else(|| {
                        (card.rank() == Rank::Ace)
                            .then(|| tops.iter().position(Option::is_none))
                            .flatten()
                    })?;
                sends(card).then(|| Move::new(from, Pile::home_cell(home)))
            });
        prop_assert_eq!(board.autoplay_move(autoplay), expected, "{:?}", board);
    }
    for card in Card::deck() {
        prop_assert_eq!(board.is_safe_home(card), safe(board, card));
    }
    Ok(())
}

/// With three suits home, the autoplay sends the fourth suit's next card
/// home, the one card any foundation still wants; the game is won only
/// when all 52 are home.
#[test]
fn the_last_wanted_card_goes_home_and_wins() {
    let built = |suit: Suit, ranks: &[Rank]| -> String {
        ranks
            .iter()
            .map(|&rank| Card::new(suit, rank).to_string())
            .collect()
    };
    let [clubs, diamonds, hearts, spades] = Suit::ALL;
    // Eight cascades, four free cells, four foundations.
    let mut piles = vec![String::new(); 16];
    piles[0] = built(spades, &[Rank::King, Rank::Queen]);
    for (home, suit) in [clubs, diamonds, hearts].into_iter().enumerate() {
        piles[12 + home] = built(suit, &Rank::ALL);
    }
    piles[15] = built(spades, &Rank::ALL[..11]);
    let mut board = GameBoard::from_text(&piles.join("/")).unwrap();
    for left in [2, 1] {
        assert!(
            !board.is_in_win_state(),
            "{left} cards out: {}",
            board.to_text()
        );
        let home = Move::new(Pile::tableau(0), Pile::home_cell(3));
        assert_eq!(board.autoplay_move(Autoplay::Safe), Some(home));
        assert_eq!(board.autoplay_move(Autoplay::All), Some(home));
        board.play(home).unwrap();
    }
    assert!(board.is_in_win_state());
    assert_eq!(board.autoplay_move(Autoplay::All), None);
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(4_000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// The engine's legality, generator, counts and autoplay on
    /// positions of every game and number of free cells.
    #[test]
    fn the_engine_plays_by_the_rules_on_any_position(board in positions(any_rules())) {
        check_moves(&board)?;
        check_autoplay(&board)?;
    }

    /// The same with the game's own number of free cells, standard
    /// FreeCell's among them, once the autoplay is done and before.
    #[test]
    fn the_engine_plays_by_the_rules_in_each_game(
        board in positions(prop::sample::select(crate::rules::Game::ALL.to_vec()).prop_map(|g| g.rules())),
    ) {
        check_moves(&board)?;
        check_autoplay(&board)?;
        let mut settled = board;
        while let Some(mv) = settled.autoplay_move(Autoplay::All) {
            settled.play(mv).unwrap();
        }
        check_moves(&settled)?;
        for board in [board, settled] {
            prop_assert_eq!(board.is_in_win_state(), board.cards_home() == 52);
        }
    }
}
