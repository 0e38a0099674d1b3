//! Draws a position as text: the free cells, the foundations, the cascades.

use freecell::{CellT, GameBoard, Pile, Rules};

use crate::style::Style;

/// Every pile takes four columns: two of padding, two for the card code.
const EMPTY: &str = "--";

/// The whole screen for a position under a heading that names the game,
/// e.g. deal 1 at the start:
///
/// ```text
/// deal 1, move 0
///
///    a   b   c   d      foundations
///   --  --  --  --      --  --  --  --
///
///    1   2   3   4   5   6   7   8
///   JD  2D  9H  JC  5D  7H  7C  5H
///   ...
/// ```
pub fn render(board: &GameBoard, heading: &str, style: Style) -> String {
    let rules = board.rules();
    let labels = |names: &mut dyn Iterator<Item = char>| names.map(|c| format!("   {c}")).collect();
    let cells: String = labels(&mut (0..rules.free_cells()).map(Rules::free_cell_char));
    let cascades: String = labels(&mut (0..rules.cascades()).map(Rules::cascade_char));
    let mut lines = vec![
        style.heading(heading),
        String::new(),
        format!(
            "{cells:<w$}      {}",
            crate::words::t0("terminal-foundations"),
            w = 4 * rules.free_cells()
        ),
        format!(
            "{}    {}",
            row(&top_cards(board, CellT::FreeCell, style)),
            row(&top_cards(board, CellT::HomeCell, style))
        ),
        String::new(),
        cascades,
    ];
    lines.extend(cascade_rows(board, style));
    lines
        .iter()
        .map(|l| format!("{}\n", l.trim_end()))
        .collect()
}

/// The card on top of each pile of a kind (a foundation shows how far it is
/// built), or the empty mark.
fn top_cards(board: &GameBoard, cell: CellT, style: Style) -> Vec<String> {
    (0..board.rules().count(cell))
        .map(|i| match board.top(Pile::new(cell, i)) {
            Some(card) => style.card(card),
            None => style.empty(EMPTY),
        })
        .collect()
}

/// The cascades side by side, read downwards: row k holds each cascade's
/// k-th card from the bottom, blank where a cascade is shorter.
fn cascade_rows(board: &GameBoard, style: Style) -> Vec<String> {
    let cascades: Vec<_> = board.cascades().iter().map(|c| c.as_slice()).collect();
    let height = cascades.iter().map(|c| c.len()).max().unwrap_or(0);
    (0..height)
        .map(|k| {
            let cells: Vec<String> = cascades
                .iter()
                .map(|c| {
                    c.get(k)
                        .map_or_else(|| "  ".to_string(), |&card| style.card(card))
                })
                .collect();
            row(&cells)
        })
        .collect()
}

/// Two-character cells, each after two spaces.
fn row(cells: &[String]) -> String {
    cells.iter().map(|c| format!("  {c}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use freecell::Game;

    #[test]
    fn the_start_of_deal_1_shows_empty_cells_and_the_dealt_cascades() {
        let board = GameBoard::from_deal(1).unwrap();
        let screen = render(&board, "deal 1, move 0", Style::new(false));
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[0], "deal 1, move 0");
        assert_eq!(lines[2], "   a   b   c   d      foundations");
        assert_eq!(lines[3], "  --  --  --  --      --  --  --  --");
        assert_eq!(lines[5], "   1   2   3   4   5   6   7   8");
        assert_eq!(lines[6], "  JD  2D  9H  JC  5D  7H  7C  5H");
        assert_eq!(lines[12], "  6S  9C  2H  6H");
        assert_eq!(lines.len(), 13);
    }

    #[test]
    fn free_cells_and_foundations_show_their_cards() {
        let mut board = GameBoard::from_deal(1).unwrap();
        // Cascade 6 ends ... AC 2C 3D: park 3D and 2C, then AC goes home.
        for mv in ["6a", "6b", "6h"] {
            board.play(board.parse_move(mv).unwrap()).unwrap();
        }
        let screen = render(&board, "deal 1, move 3", Style::new(false));
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[0], "deal 1, move 3");
        assert_eq!(lines[3], "  3D  2C  --  --      AC  --  --  --");
        assert_eq!(lines[6], "  JD  2D  9H  JC  5D  7H  7C  5H");
        assert_eq!(lines[11], "  6D  8S  8D  QS  6C      8C  TC");
    }

    #[test]
    fn ten_cascades_are_drawn_side_by_side_the_tenth_named_0() {
        let board = GameBoard::from_deal_of(Game::Seahaven.rules(), 1).unwrap();
        let screen = render(
            &board,
            "deal 1 of Seahaven Towers, move 0",
            Style::new(false),
        );
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[2], "   a   b   c   d      foundations");
        assert_eq!(lines[3], "  --  2H  6H  --      --  --  --  --");
        assert_eq!(lines[5], "   1   2   3   4   5   6   7   8   9   0");
        assert_eq!(lines[6], "  JD  2D  9H  JC  5D  7H  7C  5H  KD  KC");
        assert_eq!(lines[10], "  6D  8S  8D  QS  6C  3D  8C  TC  6S  9C");
        assert_eq!(lines.len(), 11);
    }

    #[test]
    fn eight_free_cells_are_lettered_a_to_g_then_i() {
        let board = GameBoard::from_deal_of(Game::EightOff.rules(), 1).unwrap();
        let screen = render(&board, "deal 1 of Eight Off, move 0", Style::new(false));
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(
            lines[2],
            "   a   b   c   d   e   f   g   i      foundations"
        );
        assert_eq!(
            lines[3],
            "  6S  --  9C  --  2H  --  6H  --      --  --  --  --"
        );
        assert_eq!(lines[5], "   1   2   3   4   5   6   7   8");
        assert_eq!(lines[11], "  6D  8S  8D  QS  6C  3D  8C  TC");
        assert_eq!(lines.len(), 12);
    }

    #[test]
    fn without_free_cells_the_foundations_keep_their_column() {
        let rules = Rules::default().with_free_cells(0).unwrap();
        let board = GameBoard::from_deal_of(rules, 1).unwrap();
        let screen = render(
            &board,
            "deal 1 of FreeCell with no free cells, move 0",
            Style::new(false),
        );
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines[2], "      foundations");
        assert_eq!(lines[3], "      --  --  --  --");
        assert_eq!(lines[5], "   1   2   3   4   5   6   7   8");
        assert_eq!(lines[12], "  6S  9C  2H  6H");
        assert_eq!(lines.len(), 13);
    }

    #[test]
    fn colour_marks_red_cards_only() {
        let board = GameBoard::from_deal(1).unwrap();
        let screen = render(&board, "deal 1, move 0", Style::new(true));
        assert!(screen.contains("\x1b[31mJD\x1b[0m"));
        assert!(screen.contains("  JC"));
        assert!(!screen.contains("\x1b[31mJC"));
    }
}
