//! The counts of the score's features, shared from a position to its
//! successors or worked out without playing a move, against a count from
//! scratch and against the features' definitions.

use crate::board::{GameBoard, Pile};

use super::super::counts::CascadeCache;
use super::super::key::tops_of;
use super::super::replay::tops_after_quiet;
use super::super::score::BEAM_WEIGHTS;
use super::super::step::is_quiet;
use super::*;

/// The successors' shared counts against a count from scratch, and
/// that against the definitions, under both autoplays; each board
/// counted with what it shares with those counted before.
#[test]
fn shared_counts_match_a_full_count() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let mut counts = CascadeCache::counting(CostlyWeights::NONE);
        wander(autoplay, |board, next_boards| {
            counts.count_board(board);
            for next in next_boards {
                assert_eq!(counts.features_of(next), full_count(next));
                assert_eq!(full_count(next), by_definition(next));
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
    let mut counts = CascadeCache::counting(BOTH);
    let mut checked = 0;
    for k in 0..boards.len() {
        let (board, autoplay) = boards[k * 7919 % boards.len()];
        let piles = LayoutPiles::read(&Layout::of(&board));
        counts.count_piles(&piles);
        let mut fresh = CascadeCache::counting(BOTH);
        fresh.count_piles(&piles);
        assert_eq!(counts.runs(), runs_of(&Layout::of(&board).board()));
        piles.for_each_step(&counts.runs(), |step| {
            let child = piles.play(step, autoplay);
            assert_eq!(
                counts.features_of_child(&piles, &child),
                fresh.features_of_child(&piles, &child)
            );
            checked += 1;
        });
    }
    assert!(checked > 10_000, "{checked} successors");
}

/// A successor counted from what changed since its parent was counted
/// (see [`CascadeCache::count_changed`]) counts as a count from scratch
/// does: its runs, and the features of each of its own successors,
/// after every step whose cascades keep their places from every
/// position of games that wander under both autoplays.
#[test]
fn counting_what_changed_matches_a_full_count() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let mut counts = CascadeCache::counting(BOTH);
        let mut made = LayoutPiles::BLANK;
        let (mut kept_places, mut reordered, mut recounted) = (0, 0, 0);
        wander(autoplay, |board, _| {
            let layout = Layout::of(board);
            let piles = LayoutPiles::read(&layout);
            piles.for_each_step(&runs_of(&layout.board()), |step| {
                counts.count_piles(&piles);
                let child = piles.play(step, autoplay);
                let Some(changed) = child.layout_and_piles(&piles, &mut made).1 else {
                    reordered += 1;
                    return;
                };
                kept_places += 1;
                recounted += changed.count_ones();
                counts.count_changed(&made, changed);
                let mut fresh = CascadeCache::counting(BOTH);
                fresh.count_piles(&made);
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
fn costly_by_definition(board: &GameBoard) -> (u32, u32) {
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
/// is (see `successor`) or, for quiet steps, not played,
/// against a count from scratch of the positions the engine reaches,
/// under both autoplays; and the features that cost extra against
/// their definitions, or 0 where not weighed.
#[test]
fn a_layouts_shared_counts_match_a_full_count() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let mut counts = CascadeCache::counting(BOTH);
        let (mut cards_home_changed, mut shortcuts) = (0, 0);
        let (mut buried_seen, mut distance_seen) = (false, false);
        wander(autoplay, |board, _| {
            let layout = Layout::of(board);
            let decoded = layout.board();
            let piles = LayoutPiles::read(&layout);
            counts.count_piles(&piles);
            let mut unweighed = CascadeCache::counting(CostlyWeights::NONE);
            unweighed.count_piles(&piles);
            assert_eq!(counts.runs(), runs_of(&decoded));
            piles.for_each_step(&counts.runs(), |step| {
                let next = step.play(&decoded, autoplay);
                let f = counts.features_of_step(&piles, step, autoplay);
                shortcuts += usize::from(step.quiet_cascades().is_some());
                assert_eq!(
                    (f.buried_next, f.free_distance),
                    costly_by_definition(&next)
                );
                let plain = Features {
                    buried_next: 0,
                    free_distance: 0,
                    ..f
                };
                assert_eq!(plain, full_count(&next));
                assert_eq!(unweighed.features_of_step(&piles, step, autoplay), plain);
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

/// A quiet move leaves the autoplay nothing to do, and its features
/// and tops, worked out without playing it, are those of the position
/// it leads to, under both autoplays.
#[test]
fn quiet_moves_are_counted_without_playing_them() {
    for autoplay in [Autoplay::Safe, Autoplay::All] {
        let mut quiet = 0;
        wander(autoplay, |board, _| {
            let counts = CascadeCache::of(board);
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
    let lowest = BEAM_WEIGHTS.score(&by_definition(&won));
    let mut passed = 0;
    wander(Autoplay::All, |_, next_boards| {
        for next in next_boards.iter().filter(|b| !b.is_in_win_state()) {
            assert!(BEAM_WEIGHTS.score(&by_definition(next)) > lowest);
            passed += 1;
        }
    });
    assert!(passed > 5_000, "{passed} positions");
}
