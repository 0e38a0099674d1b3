//! A game's rules in a player's words, read from its [`Rules`]: the page's
//! "How to play" and the terminal's help both show these sentences, so the
//! words say what the engine does and are written once.

use crate::{Build, EmptyCascade, Rules, Sequences};

/// The rules of `rules` as sentences, in this order: the goal, the
/// cascades, the free cells (and the cards the deal puts there), empty
/// cascades, and last, how runs move.
pub fn explain(rules: Rules) -> Vec<String> {
    let mut lines = vec![format!(
        "Move all 52 cards to the {} foundations, each built up in one suit from the ace to the king.",
        rules.foundations()
    )];
    lines.push(match rules.build() {
        Build::AlternateColours => format!(
            "The {} cascades are built down in alternating colours: a red six goes on a black seven.",
            rules.cascades()
        ),
        Build::Suit => format!(
            "The {} cascades are built down in one suit: the six of spades goes on the seven of spades.",
            rules.cascades()
        ),
    });
    lines.push(match rules.free_cells() {
        0 => "There are no free cells.".to_string(),
        1 => "One free cell (a) holds any one card.".to_string(),
        n => format!(
            "{n} free cells ({}) hold one card each, of any kind.",
            name_range(n, Rules::free_cell_char)
        ),
    });
    let leftovers: Vec<char> = rules.leftover_cells().map(Rules::free_cell_char).collect();
    if !leftovers.is_empty() {
        let cells = leftovers
            .iter()
            .map(char::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(format!(
            "The deal puts its last {} cards in free cells {cells}.",
            leftovers.len()
        ));
    }
    lines.push(match rules.empty_cascades() {
        EmptyCascade::AnyCard => "Any card may start an empty cascade.".to_string(),
        EmptyCascade::KingsOnly => "Only a king may start an empty cascade.".to_string(),
    });
    lines.push(match (rules.sequences(), rules.empty_cascades()) {
        (Sequences::Unlimited, _) => "A run built down the cascades' way moves at once, however long.".to_string(),
        (Sequences::Limited, EmptyCascade::AnyCard) => "A run moves at once when it could go card by card through the empty free cells and cascades: one card more than the empty free cells, doubled for each empty cascade it does not go to.".to_string(),
        (Sequences::Limited, EmptyCascade::KingsOnly) => "A run moves at once when it could go card by card through the empty free cells: one card more than there are.".to_string(),
    });
    lines
}

/// The names of the first `count` piles of a kind, `name` giving each as
/// the notation does, as a range: `a-d`, `1-8`; a last name out of order
/// (`0` after `9`, `i` after `g`, as `h` is the foundations') is added
/// with an "and": `1-9 and 0`, `a-g and i`. One pile is its name; none,
/// nothing.
pub fn name_range(count: usize, name: fn(usize) -> char) -> String {
    match count {
        0 => String::new(),
        1 => name(0).to_string(),
        n => {
            let (first, before, last) = (name(0), name(n - 2), name(n - 1));
            if u32::from(before) + 1 == u32::from(last) {
                format!("{first}-{last}")
            } else {
                format!("{first}-{before} and {last}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    #[test]
    fn each_game_is_told_by_its_own_rules() {
        let freecell = explain(Game::FreeCell.rules());
        assert!(freecell[1].contains("alternating colours"));
        assert!(freecell[2].starts_with("4 free cells (a-d)"));
        assert_eq!(freecell[3], "Any card may start an empty cascade.");
        assert!(freecell
            .last()
            .unwrap()
            .contains("doubled for each empty cascade"));
        let eight_off = explain(Game::EightOff.rules());
        assert!(eight_off[1].contains("in one suit"));
        assert!(eight_off[2].starts_with("8 free cells (a-g and i)"));
        assert_eq!(
            eight_off[3],
            "The deal puts its last 4 cards in free cells a, c, e, g."
        );
        assert_eq!(eight_off[4], "Only a king may start an empty cascade.");
        assert!(eight_off
            .last()
            .unwrap()
            .ends_with("one card more than there are."));
        let relaxed = explain(Game::RelaxedFreeCell.rules());
        assert!(relaxed.last().unwrap().contains("however long"));
        let two = explain(Game::FreeCell.rules().with_free_cells(2).unwrap());
        assert!(two[2].starts_with("2 free cells (a-b)"));
        assert_eq!(name_range(10, Rules::cascade_char), "1-9 and 0");
        let none = explain(Game::FreeCell.rules().with_free_cells(0).unwrap());
        assert_eq!(none[2], "There are no free cells.");
        let seahaven = explain(Game::Seahaven.rules());
        assert!(seahaven[1].starts_with("The 10 cascades"));
    }
}
