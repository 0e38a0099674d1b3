//! A game's rules as facts read from its [`Rules`], for How to play and
//! the terminal's help: the engine says which rules the game has, each
//! front end words them from its catalogue (the page's `www/words.js`,
//! the terminal's `cli/src/words.rs`), so the words say what the engine
//! does. The English of [`fmt::Display`] is for developers.

use std::fmt;

use crate::{Build, EmptyCascade, Rules, Sequences};

/// One rule of a game, with the numbers and pile names it speaks of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleFact {
    /// Every card to the foundations, each built up in one suit from the ace.
    Goal { foundations: usize },
    /// How the cascades are built down.
    Building { build: Build, cascades: usize },
    /// How many free cells, named as the notation names them (`a-d`,
    /// `a-g, i`; empty when there are none).
    FreeCells { count: usize, names: String },
    /// The deal puts its last cards in these free cells (`a, c, e, g`).
    Leftovers { count: usize, cells: String },
    /// Which cards may start an empty cascade.
    EmptyCascades { empty_cascades: EmptyCascade },
    /// How long a run may move at once.
    Runs {
        sequences: Sequences,
        empty_cascades: EmptyCascade,
    },
}

impl RuleFact {
    /// The rule's name, as JavaScript's `rule` field and the catalogues'
    /// message ids (`rule-<kind>`) spell it.
    pub const fn kind(&self) -> &'static str {
        match self {
            RuleFact::Goal { .. } => "goal",
            RuleFact::Building { .. } => "building",
            RuleFact::FreeCells { .. } => "free-cells",
            RuleFact::Leftovers { .. } => "leftovers",
            RuleFact::EmptyCascades { .. } => "empty-cascades",
            RuleFact::Runs { .. } => "runs",
        }
    }
}

/// The rules of `rules`, in this order: the goal, the cascades, the free
/// cells (and the cards the deal puts there), empty cascades, and last,
/// how runs move.
pub fn explain(rules: Rules) -> Vec<RuleFact> {
    let mut facts = vec![
        RuleFact::Goal {
            foundations: rules.foundations(),
        },
        RuleFact::Building {
            build: rules.build(),
            cascades: rules.cascades(),
        },
        RuleFact::FreeCells {
            count: rules.free_cells(),
            names: name_range(rules.free_cells(), Rules::free_cell_char),
        },
    ];
    let leftovers: Vec<String> = rules
        .leftover_cells()
        .map(|i| Rules::free_cell_char(i).to_string())
        .collect();
    if !leftovers.is_empty() {
        facts.push(RuleFact::Leftovers {
            count: leftovers.len(),
            cells: leftovers.join(", "),
        });
    }
    facts.push(RuleFact::EmptyCascades {
        empty_cascades: rules.empty_cascades(),
    });
    facts.push(RuleFact::Runs {
        sequences: rules.sequences(),
        empty_cascades: rules.empty_cascades(),
    });
    facts
}

/// The English for developers.
impl fmt::Display for RuleFact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleFact::Goal { foundations } => write!(
                f,
                "Move all 52 cards to the {foundations} foundations, each built up in one suit from the ace to the king."
            ),
            RuleFact::Building { build: Build::AlternateColours, cascades } => write!(
                f,
                "The {cascades} cascades are built down in alternating colours: a red six goes on a black seven."
            ),
            RuleFact::Building { build: Build::Suit, cascades } => write!(
                f,
                "The {cascades} cascades are built down in one suit: the six of spades goes on the seven of spades."
            ),
            RuleFact::FreeCells { count: 0, .. } => f.write_str("There are no free cells."),
            RuleFact::FreeCells { count: 1, names } => write!(f, "One free cell ({names}) holds any one card."),
            RuleFact::FreeCells { count, names } => write!(f, "{count} free cells ({names}) hold one card each, of any kind."),
            RuleFact::Leftovers { count, cells } => write!(f, "The deal puts its last {count} cards in free cells {cells}."),
            RuleFact::EmptyCascades { empty_cascades: EmptyCascade::AnyCard } => f.write_str("Any card may start an empty cascade."),
            RuleFact::EmptyCascades { empty_cascades: EmptyCascade::KingsOnly } => f.write_str("Only a king may start an empty cascade."),
            RuleFact::Runs { sequences: Sequences::Unlimited, .. } => f.write_str("A run built down the cascades' way moves at once, however long."),
            RuleFact::Runs { sequences: Sequences::Limited, empty_cascades: EmptyCascade::AnyCard } => f.write_str("A run moves at once when it could go card by card through the empty free cells and cascades: one card more than the empty free cells, doubled for each empty cascade it does not go to."),
            RuleFact::Runs { sequences: Sequences::Limited, empty_cascades: EmptyCascade::KingsOnly } => f.write_str("A run moves at once when it could go card by card through the empty free cells: one card more than there are."),
        }
    }
}

/// The names of the first `count` piles of a kind, `name` giving each as
/// the notation does, as a range: `a-d`, `1-8`; a last name out of order
/// (`0` after `9`, `i` after `g`, as `h` is the foundations') is added
/// after a comma: `1-9, 0`, `a-g, i`. One pile is its name; none,
/// nothing. No word of any language: front ends put it in their sentences.
pub fn name_range(count: usize, name: fn(usize) -> char) -> String {
    match count {
        0 => String::new(),
        1 => name(0).to_string(),
        n => {
            let (first, before, last) = (name(0), name(n - 2), name(n - 1));
            if u32::from(before) + 1 == u32::from(last) {
                format!("{first}-{last}")
            } else {
                format!("{first}-{before}, {last}")
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
        assert_eq!(
            freecell[1],
            RuleFact::Building {
                build: Build::AlternateColours,
                cascades: 8
            }
        );
        assert_eq!(
            freecell[2],
            RuleFact::FreeCells {
                count: 4,
                names: "a-d".into()
            }
        );
        assert_eq!(
            freecell[3].to_string(),
            "Any card may start an empty cascade."
        );
        assert!(freecell
            .last()
            .unwrap()
            .to_string()
            .contains("doubled for each empty cascade"));
        let eight_off = explain(Game::EightOff.rules());
        assert!(eight_off[1].to_string().contains("in one suit"));
        assert!(eight_off[2]
            .to_string()
            .starts_with("8 free cells (a-g, i)"));
        assert_eq!(
            eight_off[3],
            RuleFact::Leftovers {
                count: 4,
                cells: "a, c, e, g".into()
            }
        );
        assert_eq!(
            eight_off[4].to_string(),
            "Only a king may start an empty cascade."
        );
        assert_eq!(
            eight_off.last(),
            Some(&RuleFact::Runs {
                sequences: Sequences::Limited,
                empty_cascades: EmptyCascade::KingsOnly
            })
        );
        let relaxed = explain(Game::RelaxedFreeCell.rules());
        assert!(relaxed.last().unwrap().to_string().contains("however long"));
        let two = explain(Game::FreeCell.rules().with_free_cells(2).unwrap());
        assert!(two[2].to_string().starts_with("2 free cells (a-b)"));
        assert_eq!(name_range(10, Rules::cascade_char), "1-9, 0");
        let none = explain(Game::FreeCell.rules().with_free_cells(0).unwrap());
        assert_eq!(none[2].to_string(), "There are no free cells.");
        assert_eq!(none[2].kind(), "free-cells");
        let seahaven = explain(Game::Seahaven.rules());
        assert!(seahaven[1].to_string().starts_with("The 10 cascades"));
    }
}
