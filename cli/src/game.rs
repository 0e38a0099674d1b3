//! A game in progress: the position, the moves made, undo and redo. Every
//! rule is asked of the `freecell` library; this module only keeps the
//! history and decides which moves the chosen variant lets the player type.

use freecell::{Autoplay, Card, Date, GameBoard, MoveError, ParseMoveError, Refusal, Rules};

/// The choices a player makes when starting a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Basic FreeCell: every move carries a single card.
    pub basic: bool,
    /// Send cards to the foundations after each move while the library's
    /// safe rule says nothing is lost by it.
    pub autoplay: bool,
}

/// One deal being played. Positions are small `Copy` values, so the history
/// is simply every position since the deal: undo steps back one player move
/// together with the autoplay it set off, redo steps forward again.
pub struct Game {
    deal: u64,
    /// The date whose daily deal this is, if it is one.
    daily: Option<Date>,
    options: Options,
    /// `history[k]` is the position after the player's k-th move.
    history: Vec<GameBoard>,
    /// Which entry of `history` is on the table (later ones can be redone).
    current: usize,
}

impl Game {
    /// Deals `deal` of the game `rules` say; with autoplay on, the cards
    /// that can safely go home at once do so (they are returned, to be
    /// shown).
    pub fn new(deal: u64, rules: Rules, options: Options) -> Result<(Game, Vec<Card>), String> {
        let mut board = GameBoard::from_deal_of(rules, deal).map_err(|e| e.to_string())?;
        let sent_home = if options.autoplay {
            autoplay(&mut board)
        } else {
            Vec::new()
        };
        let game = Game {
            deal,
            daily: None,
            options,
            history: vec![board],
            current: 0,
        };
        Ok((game, sent_home))
    }

    pub fn deal(&self) -> u64 {
        self.deal
    }

    /// The same game as the daily deal of `date`, which its title names.
    pub fn with_daily(self, date: Date) -> Game {
        Game {
            daily: Some(date),
            ..self
        }
    }

    pub fn daily(&self) -> Option<Date> {
        self.daily
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn rules(&self) -> Rules {
        self.board().rules()
    }

    pub fn board(&self) -> &GameBoard {
        &self.history[self.current]
    }

    /// How many moves the player has made (undone ones not counted).
    pub fn moves_made(&self) -> usize {
        self.current
    }

    pub fn is_won(&self) -> bool {
        self.board().is_in_win_state()
    }

    /// Plays a move typed in the standard notation (`3a`, `36`, `36/4`, …).
    /// On success returns the cards autoplay then sent home; otherwise why
    /// not, and nothing changes.
    pub fn play(&mut self, text: &str) -> Result<Vec<Card>, NotPlayed> {
        let mut board = *self.board();
        let mv = board.parse_move(text).map_err(|e| match e {
            ParseMoveError::Refused(refusal) => NotPlayed::Refused(refusal),
            ParseMoveError::NotAMove(_) => NotPlayed::Unreadable,
        })?;
        if self.options.basic && mv.count > 1 {
            return Err(NotPlayed::Basic { count: mv.count });
        }
        board.play(mv).map_err(|e| match e {
            MoveError::Refused(refusal) => NotPlayed::Refused(refusal),
            _ => NotPlayed::Unreadable,
        })?;
        let sent_home = if self.options.autoplay {
            autoplay(&mut board)
        } else {
            Vec::new()
        };
        // A new move forgets the moves that were undone before it.
        self.history.truncate(self.current + 1);
        self.history.push(board);
        self.current += 1;
        Ok(sent_home)
    }

    /// Takes back the last move and the autoplay that followed it.
    pub fn undo(&mut self) -> Result<(), &'static str> {
        if self.current == 0 {
            return Err("nothing to undo: this is the position as dealt");
        }
        self.current -= 1;
        Ok(())
    }

    /// Plays again the last move undone.
    pub fn redo(&mut self) -> Result<(), &'static str> {
        if self.current + 1 == self.history.len() {
            return Err("nothing to redo: no move has been undone since the last one made");
        }
        self.current += 1;
        Ok(())
    }
}

/// Why a move typed was not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotPlayed {
    /// The rules refused it.
    Refused(Refusal),
    /// It is not a move in the notation, or names a pile the game lacks.
    Unreadable,
    /// A basic game, and it would move `count` cards.
    Basic { count: usize },
}

/// Sends cards home for as long as the library's safe autoplay rule finds
/// one, and says which went.
fn autoplay(board: &mut GameBoard) -> Vec<Card> {
    let mut sent_home = Vec::new();
    while let Some(mv) = board.autoplay_move(Autoplay::Safe) {
        let Some(card) = board.top(mv.from) else {
            break;
        };
        // The library offered this move, so it is legal; were it ever
        // refused, stopping is better than looping on it.
        if board.play(mv).is_err() {
            break;
        }
        sent_home.push(card);
    }
    sent_home
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: Options = Options {
        basic: false,
        autoplay: true,
    };

    #[test]
    fn a_move_and_the_autoplay_it_sets_off_are_undone_together() {
        let (mut game, at_start) = Game::new(1, Rules::default(), FULL).unwrap();
        assert!(at_start.is_empty(), "deal 1 has no ace on top");
        let dealt = *game.board();
        // Cascade 6 ends AS AC 2C 3D: with 3D and 2C parked in free cells,
        // safe autoplay sends AC home, then AS (cascades are looked at
        // before free cells), then 2C.
        assert!(game.play("6a").unwrap().is_empty());
        let sent: Vec<String> = game
            .play("6b")
            .unwrap()
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(sent, ["AC", "AS", "2C"]);
        assert_eq!(game.board().cards_home(), 3);
        let after = *game.board();
        game.undo().unwrap();
        assert_eq!(game.board().cards_home(), 0);
        assert_eq!(game.moves_made(), 1);
        game.undo().unwrap();
        assert_eq!(*game.board(), dealt);
        assert!(game.undo().is_err());
        game.redo().unwrap();
        game.redo().unwrap();
        assert_eq!(*game.board(), after);
        assert!(game.redo().is_err());
    }

    #[test]
    fn a_new_move_after_undo_drops_the_redo_history() {
        let (mut game, _) = Game::new(1, Rules::default(), FULL).unwrap();
        game.play("1a").unwrap();
        game.undo().unwrap();
        game.play("2a").unwrap();
        assert!(game.redo().is_err());
        assert_eq!(game.moves_made(), 1);
    }

    #[test]
    fn refused_moves_change_nothing() {
        let (mut game, _) = Game::new(1, Rules::default(), FULL).unwrap();
        let before = *game.board();
        let Err(NotPlayed::Refused(refusal)) = game.play("12") else {
            panic!("12 is refused by the rules");
        };
        assert_eq!(refusal.to_string(), "6S cannot go on 9C: same colour");
        assert_eq!(game.play("zz"), Err(NotPlayed::Unreadable));
        assert_eq!(*game.board(), before);
        assert_eq!(game.moves_made(), 0);
    }

    #[test]
    fn basic_games_refuse_moves_of_several_cards() {
        let basic = Options {
            basic: true,
            autoplay: false,
        };
        let (mut game, _) = Game::new(1, Rules::default(), basic).unwrap();
        assert_eq!(game.play("36/2"), Err(NotPlayed::Basic { count: 2 }));
        game.play("36/1").unwrap_err(); // 2H on 3D: same colour, the library says
        game.play("3a").unwrap();
        assert_eq!(game.moves_made(), 1);
    }
}
