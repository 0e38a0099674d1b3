//! The JavaScript API: the MIS's `GameBoard`, `CellT` and `randomDeck`,
//! adapted from the plain Rust core. Nothing here decides a rule.
//!
//! Arguments arrive as `JsValue` and are checked (`wasm/args.rs`), so that a string, a
//! float or a negative number is refused with a named `Error` instead of
//! being silently converted. Every refused call throws a JS `Error` whose
//! `name` is the MIS exception and whose message, in English, is for
//! developers; a refused move's also has `reason`, the refusal as data for
//! the page to word (`wasm/words.rs`).

use serde::Serialize;
use wasm_bindgen::prelude::*;

mod args;
pub mod goals;
mod words;

#[cfg(feature = "solver")]
pub(crate) use args::field;
pub(crate) use args::{argument, date_of, deal_number, rules_of, shown, throw};
use args::{card_of, count_of, elements, pile_of};

use crate::{Autoplay, Card, CellT, Game, GameBoard, Move, Pile, Rules};

/// The shapes the API takes and gives, for TypeScript: the attributes
/// below name them in the generated `freecell.d.ts`, where every argument
/// is otherwise a bare `any`.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A card code: the rank (A 2-9 T J Q K; 10 is read too) then the suit (C D H S): "7H", "TC". */
export type CardCode = string;
/** A pile kind: a CellT value or its name. */
export type CellKind = CellT | "FreeCell" | "HomeCell" | "Tableau";
/** The name of a game of the family. */
export type GameName = "freecell" | "bakers-game" | "ko-bakers-game" | "relaxed-freecell" | "eight-off" | "forecell" | "seahaven";
/** A game: its name, or its name with a number of free cells (0 to 8). */
export type GameSpec = GameName | { game: GameName; cells?: number };
/** A card as getCell gives it. */
export interface CardInfo { code: CardCode; suit: "C" | "D" | "H" | "S"; rank: number; colour: "red" | "black"; name: string }
/** A pile in a move. */
export interface PileRef { cell: CellT; index: number }
/** A move: its piles, how many cards, and the move in the standard notation ("3a", "36/4"). */
export interface MoveInfo { from: PileRef; to: PileRef; count: number; notation: string }
/** A board's game. `id` names it in position texts and saved games ("seahaven", "freecell,cells=2"). */
export interface RulesInfo {
  game: GameName; id: string; title: string; cells: number; cascades: number; foundations: number;
  build: BuildKind; emptyCascades: EmptyCascadeKind;
  sequences: "limited" | "unlimited"; leftoverCells: number[];
  /** How the move notation names each cascade ("1"-"9", "0") and free cell ("a"-"g", "i"). */
  cascadeNames: string[]; cellNames: string[];
}
/** A named game, for a game chooser. */
export interface GameInfo { name: GameName; title: string; cells: number; cascades: number }
"#;

#[wasm_bindgen(start)]
fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

/// The kind of a pile: `CellT.FreeCell`, `CellT.HomeCell` or `CellT.Tableau`.
#[wasm_bindgen(js_name = CellT)]
#[derive(Clone, Copy)]
pub enum JsCellT {
    FreeCell = 0,
    HomeCell = 1,
    Tableau = 2,
}

/// A game's rules as JavaScript sees them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesView {
    game: &'static str,
    id: String,
    title: String,
    cells: usize,
    cascades: usize,
    foundations: usize,
    build: &'static str,
    empty_cascades: &'static str,
    sequences: &'static str,
    leftover_cells: Vec<usize>,
    /// How the move notation names each cascade and free cell.
    cascade_names: Vec<String>,
    cell_names: Vec<String>,
}

impl From<Rules> for RulesView {
    fn from(rules: Rules) -> RulesView {
        RulesView {
            game: rules.game().name(),
            id: rules.id(),
            title: rules.title(),
            cells: rules.free_cells(),
            cascades: rules.cascades(),
            foundations: rules.foundations(),
            build: words::build_name(rules.build()),
            empty_cascades: words::empty_cascades_name(rules.empty_cascades()),
            sequences: words::sequences_name(rules.sequences()),
            leftover_cells: rules.leftover_cells().collect(),
            cascade_names: (0..rules.cascades())
                .map(|i| Rules::cascade_char(i).to_string())
                .collect(),
            cell_names: (0..rules.free_cells())
                .map(|i| Rules::free_cell_char(i).to_string())
                .collect(),
        }
    }
}

/// A named game as JavaScript sees it, for a game chooser.
#[derive(Serialize)]
struct GameView {
    name: &'static str,
    title: &'static str,
    cells: usize,
    cascades: usize,
}

fn codes(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

/// A card as JavaScript sees it.
#[derive(Serialize)]
struct CardView {
    code: String,
    suit: String,
    rank: u8,
    colour: &'static str,
    name: String,
}

impl From<Card> for CardView {
    fn from(card: Card) -> CardView {
        CardView {
            code: card.to_string(),
            suit: card.suit().char().to_string(),
            rank: card.rank().value(),
            colour: card.colour().name(),
            name: card.name(),
        }
    }
}

/// A pile as JavaScript sees it in a move.
#[derive(Serialize)]
struct PileView {
    cell: u8,
    index: usize,
}

impl From<Pile> for PileView {
    fn from(p: Pile) -> PileView {
        let cell = match p.cell {
            CellT::FreeCell => JsCellT::FreeCell,
            CellT::HomeCell => JsCellT::HomeCell,
            CellT::Tableau => JsCellT::Tableau,
        };
        PileView {
            cell: cell as u8,
            index: p.index,
        }
    }
}

/// A move as JavaScript sees it.
#[derive(Serialize)]
struct MoveView {
    from: PileView,
    to: PileView,
    count: usize,
    notation: String,
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).expect("plain data serializes")
}

/// The board of a game of the FreeCell family: cascades (`CellT.Tableau`;
/// 8 in FreeCell), free cells (4 in FreeCell) and 4 foundations
/// (`CellT.HomeCell`), indexed from 0. `rules()` says how many.
#[wasm_bindgen(js_name = GameBoard)]
#[derive(Clone)]
pub struct JsGameBoard {
    board: GameBoard,
}

impl JsGameBoard {
    fn view(&self, mv: Move) -> MoveView {
        MoveView {
            from: mv.from.into(),
            to: mv.to.into(),
            count: mv.count,
            notation: self.board.move_notation(mv),
        }
    }

    /// The move the MIS's four arguments and an optional count name, read
    /// against this board's rules (the piles it has).
    fn move_of(
        &self,
        c0: &JsValue,
        n0: &JsValue,
        c1: &JsValue,
        n1: &JsValue,
        count: Option<JsValue>,
    ) -> Result<Move, JsValue> {
        let rules = self.board.rules();
        Ok(Move::with_count(
            pile_of(rules, c0, n0)?,
            pile_of(rules, c1, n1)?,
            count_of(&count.unwrap_or(JsValue::UNDEFINED))?,
        ))
    }
}

#[wasm_bindgen(js_class = GameBoard)]
impl JsGameBoard {
    /// An empty board (the MIS `GameBoard()`), or with a deck, that deck
    /// dealt (the MIS `GameBoard(deck)`, as `withDeck`): a deck passed to
    /// the constructor is never dropped without a word. Only a deck left
    /// out (`undefined`) is none: `null` is refused as `withDeck` refuses
    /// it, being no array of 52 cards.
    #[wasm_bindgen(constructor)]
    pub fn new(
        // Not an `Option`: wasm-bindgen would make `null` a `None`, and so
        // an empty board.
        #[wasm_bindgen(unchecked_optional_param_type = "CardCode[]")] deck: JsValue,
    ) -> Result<JsGameBoard, JsValue> {
        if deck.is_undefined() {
            return Ok(JsGameBoard {
                board: GameBoard::new(),
            });
        }
        JsGameBoard::with_deck(deck)
    }

    /// The MIS `GameBoard(deck)`: 52 different card codes, dealt in
    /// contiguous chunks (cascades 0-3 get 7 cards, 4-7 get 6). The array
    /// is read by index; an element that throws when read (a getter, a
    /// Proxy) refuses the deck as `invalid_argument`.
    #[wasm_bindgen(js_name = withDeck)]
    pub fn with_deck(
        #[wasm_bindgen(unchecked_param_type = "CardCode[]")] codes: JsValue,
    ) -> Result<JsGameBoard, JsValue> {
        let not_deck = || {
            argument(format!(
                "a deck is an array of 52 card codes, not {}",
                shown(&codes)
            ))
        };
        let cards = elements(&codes, "the deck", not_deck, |code| card_of(&code))?;
        Ok(JsGameBoard {
            board: GameBoard::with_deck(&cards).map_err(throw)?,
        })
    }

    /// Microsoft deal `n`, 1 to 2^31 - 1, dealt round-robin: of standard
    /// FreeCell, or of the game named (`'seahaven'`, or `{game:
    /// 'freecell', cells: 2}`) as that game deals it.
    #[wasm_bindgen(js_name = fromDeal)]
    pub fn from_deal(
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GameSpec")] game: Option<JsValue>,
    ) -> Result<JsGameBoard, JsValue> {
        let n = deal_number(&n)?;
        let rules = rules_of(&game.unwrap_or(JsValue::UNDEFINED))?;
        Ok(JsGameBoard {
            board: GameBoard::from_deal_of(rules, n).map_err(throw)?,
        })
    }

    /// An empty board of the game named (`'seahaven'`, or `{game:
    /// 'freecell', cells: 2}`).
    #[wasm_bindgen(js_name = withRules)]
    pub fn with_rules(
        #[wasm_bindgen(unchecked_param_type = "GameSpec")] game: JsValue,
    ) -> Result<JsGameBoard, JsValue> {
        if game.is_undefined() || game.is_null() {
            return Err(argument(
                "withRules needs a game: its name ('seahaven') or {game: 'freecell', cells: 2}"
                    .into(),
            ));
        }
        Ok(JsGameBoard {
            board: GameBoard::empty(rules_of(&game)?),
        })
    }

    /// The board's game: `{game, id, title, cells, cascades, foundations,
    /// build, emptyCascades, sequences, leftoverCells, cascadeNames,
    /// cellNames}` (see `RulesInfo`).
    #[wasm_bindgen(unchecked_return_type = "RulesInfo")]
    pub fn rules(&self) -> JsValue {
        to_js(&RulesView::from(self.board.rules()))
    }

    /// The rules of the board's game as facts, in the order a "How to
    /// play" tells them (the goal, the cascades, the free cells, the cards
    /// the deal puts there, empty cascades, runs), each `{rule, ...}` with
    /// its numbers (see `RuleFact`): plain data, for a page to word in its
    /// player's language.
    #[wasm_bindgen(js_name = explainRules, unchecked_return_type = "RuleFact[]")]
    pub fn explain_rules(&self) -> JsValue {
        words::rules_to_js(self.board.rules())
    }

    /// A position written by `toText()` of a board that holds all 52
    /// cards (a game's; a board still being built with `place` is not
    /// one yet).
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsGameBoard, JsValue> {
        let text = text
            .as_string()
            .ok_or_else(|| argument("a position is a string".into()))?;
        Ok(JsGameBoard {
            board: GameBoard::from_text(&text).map_err(throw)?,
        })
    }

    /// The position as one line: its piles separated by `/`, the cascades,
    /// then the free cells, then the 4 foundations (16 piles in FreeCell),
    /// each its card codes bottom first; a game other than FreeCell is
    /// named first (`seahaven:…`).
    #[wasm_bindgen(js_name = toText)]
    pub fn to_text(&self) -> String {
        self.board.to_text()
    }

    /// A copy of this board.
    #[wasm_bindgen(js_name = clone)]
    pub fn js_clone(&self) -> JsGameBoard {
        self.clone()
    }

    /// The MIS `place`: puts a card on a pile, whatever the rules say.
    pub fn place(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] cell: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
        #[wasm_bindgen(unchecked_param_type = "CardCode")] code: JsValue,
    ) -> Result<(), JsValue> {
        let pile = pile_of(self.board.rules(), &cell, &index)?;
        let card = card_of(&code)?;
        self.board.place(pile.cell, pile.index, card).map_err(throw)
    }

    /// The MIS `isValidMove`, with an optional count of cards (default 1).
    #[wasm_bindgen(js_name = isValidMove)]
    pub fn is_valid_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n1: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] count: Option<JsValue>,
    ) -> Result<bool, JsValue> {
        let mv = self.move_of(&c0, &n0, &c1, &n1, count)?;
        self.board.is_valid(mv).map_err(throw)
    }

    /// The MIS `makeMove`, with an optional count of cards (default 1).
    /// A refused move throws `invalid_move` saying why, and changes nothing.
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n1: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] count: Option<JsValue>,
    ) -> Result<(), JsValue> {
        let mv = self.move_of(&c0, &n0, &c1, &n1, count)?;
        self.board.play(mv).map_err(throw)
    }

    /// The MIS `getCell`: the pile's cards bottom first, each
    /// `{code, suit, rank, colour, name}`.
    #[wasm_bindgen(js_name = getCell, unchecked_return_type = "CardInfo[]")]
    pub fn get_cell(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] cell: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<JsValue, JsValue> {
        let pile = pile_of(self.board.rules(), &cell, &index)?;
        let cards: Vec<CardView> = self
            .board
            .stack(pile)
            .as_slice()
            .iter()
            .map(|&c| c.into())
            .collect();
        Ok(to_js(&cards))
    }

    /// The MIS `validMoveExists`: whether any single-card move is legal.
    #[wasm_bindgen(js_name = validMoveExists)]
    pub fn valid_move_exists(&self) -> bool {
        self.board.valid_move_exists()
    }

    /// The MIS `isInWinState`: all four foundations ace to king.
    #[wasm_bindgen(js_name = isInWinState)]
    pub fn is_in_win_state(&self) -> bool {
        self.board.is_in_win_state()
    }

    /// The most cards a player may pick up from the top of a pile now.
    #[wasm_bindgen(js_name = movableCount)]
    pub fn movable_count(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] cell: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<usize, JsValue> {
        self.board
            .movable_count(pile_of(self.board.rules(), &cell, &index)?)
            .map_err(throw)
    }

    /// The most cards that may move from one pile to another now (0: none).
    #[wasm_bindgen(js_name = maxMoveCount)]
    pub fn max_move_count(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n1: JsValue,
    ) -> Result<usize, JsValue> {
        self.board
            .max_move_count(
                pile_of(self.board.rules(), &c0, &n0)?,
                pile_of(self.board.rules(), &c1, &n1)?,
            )
            .map_err(throw)
    }

    /// How many cards one sequence move may carry now, to an empty cascade
    /// (`true`) or to a non-empty one (`false`).
    #[wasm_bindgen(js_name = sequenceCapacity)]
    pub fn sequence_capacity(
        &self,
        #[wasm_bindgen(unchecked_param_type = "boolean")] to_empty_cascade: JsValue,
    ) -> Result<usize, JsValue> {
        let to_empty = to_empty_cascade.as_bool().ok_or_else(|| {
            argument(format!(
                "sequenceCapacity takes true (to an empty cascade) or false, not {}",
                shown(&to_empty_cascade)
            ))
        })?;
        Ok(self.board.sequence_capacity(to_empty))
    }

    /// The foundation index a card may go to now, or -1.
    #[wasm_bindgen(js_name = homeFor)]
    pub fn home_for(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CardCode")] code: JsValue,
    ) -> Result<i32, JsValue> {
        let card = card_of(&code)?;
        Ok(self.board.home_for(card).map_or(-1, |h| h as i32))
    }

    /// The legal moves, one per distinct outcome, each
    /// `{from: {cell, index}, to: {cell, index}, count, notation}`.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves(&self) -> JsValue {
        let moves: Vec<MoveView> = self
            .board
            .legal_moves()
            .into_iter()
            .map(|mv| self.view(mv))
            .collect();
        to_js(&moves)
    }

    /// Reads a move in the standard notation (`3a`, `a6`, `3h`, `36/4`) as
    /// `{from, to, count, notation}`, without playing it.
    #[wasm_bindgen(js_name = parseMove, unchecked_return_type = "MoveInfo")]
    pub fn parse_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsValue, JsValue> {
        let text = text
            .as_string()
            .ok_or_else(|| argument("a move is a string such as '3a'".into()))?;
        let mv = self.board.parse_move(&text).map_err(throw)?;
        Ok(to_js(&self.view(mv)))
    }

    /// A move of this position in the standard notation, as `parseMove`
    /// reads it back (`3c`, `36/4`, `3h`): the page writes down the moves
    /// played, to replay or share a game. The move is not checked.
    #[wasm_bindgen(js_name = moveNotation)]
    pub fn move_notation(
        &self,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n0: JsValue,
        #[wasm_bindgen(unchecked_param_type = "CellKind")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] n1: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] count: Option<JsValue>,
    ) -> Result<String, JsValue> {
        let mv = self.move_of(&c0, &n0, &c1, &n1, count)?;
        Ok(self.board.move_notation(mv))
    }

    /// The next move autoplay makes to a foundation, or `null`: with mode
    /// `"safe"` only cards that can never be needed again (aces and twos,
    /// then a card once both other-colour cards one rank lower are home),
    /// with `"all"` any card that may go.
    #[wasm_bindgen(js_name = autoplayMove, unchecked_return_type = "MoveInfo | null")]
    pub fn autoplay_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "'safe' | 'all'")] mode: JsValue,
    ) -> Result<JsValue, JsValue> {
        let autoplay = match mode.as_string().as_deref() {
            Some("safe") => Autoplay::Safe,
            Some("all") => Autoplay::All,
            _ => {
                return Err(argument(format!(
                    "autoplay mode is 'safe' or 'all', not {}",
                    shown(&mode)
                )))
            }
        };
        Ok(self
            .board
            .autoplay_move(autoplay)
            .map_or(JsValue::NULL, |mv| to_js(&self.view(mv))))
    }

    /// The solver's `moves` from this position (every foundation move
    /// written out) as a player with autoplay `mode` plays them: each move
    /// followed by the moves autoplay makes after it, written with a
    /// capital `H` as a line records them (`1H`); `null` if the player's
    /// board cannot follow the solver's. Par and Watch solution count
    /// with it.
    #[wasm_bindgen(js_name = asPlayed, unchecked_return_type = "string[] | null")]
    pub fn as_played(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
        #[wasm_bindgen(unchecked_param_type = "'safe' | 'all' | 'off'")] mode: JsValue,
    ) -> Result<JsValue, JsValue> {
        let not_moves = || argument("asPlayed takes the moves as an array of strings".into());
        let moves = elements(&moves, "the moves", not_moves, |m| {
            m.as_string().ok_or_else(not_moves)
        })?;
        let autoplay = match mode.as_string().as_deref() {
            Some("off") => None,
            Some("safe") => Some(Autoplay::Safe),
            Some("all") => Some(Autoplay::All),
            _ => {
                return Err(argument(format!(
                    "autoplay mode is 'off', 'safe' or 'all', not {}",
                    shown(&mode)
                )))
            }
        };
        let played = crate::as_played(&self.board, moves.iter().map(String::as_str), autoplay);
        Ok(played.map_or(JsValue::NULL, |line| {
            let tokens = js_sys::Array::new();
            for p in line {
                let token = match p.notation.strip_suffix('h') {
                    Some(from) if p.autoplayed => format!("{from}H"),
                    _ => p.notation,
                };
                tokens.push(&JsValue::from_str(&token));
            }
            tokens.into()
        }))
    }

    /// How many cards are on the foundations.
    #[wasm_bindgen(js_name = cardsHome)]
    pub fn cards_home(&self) -> usize {
        self.board.cards_home()
    }
}

/// The named games of the family, in the order a chooser lists them.
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> JsValue {
    let games: Vec<GameView> = Game::ALL
        .into_iter()
        .map(|game| {
            let rules = game.rules();
            GameView {
                name: game.name(),
                title: game.title(),
                cells: rules.free_cells(),
                cascades: rules.cascades(),
            }
        })
        .collect();
    to_js(&games)
}

/// The date `text` names (`'YYYY-MM-DD'`) as a daily deal reads it
/// (`dailyDeal`, in the solver's worker): the date, or an
/// `invalid_argument` whose `reason` (`UnreadableReason`) says why it is
/// no day with a daily deal: not written so, no such month or day, or a
/// year without daily deals. Here, in the rules, so that the page refuses
/// a link's date on its own thread by the engine's own check.
#[wasm_bindgen(js_name = readDate)]
pub fn read_date(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<String, JsValue> {
    Ok(date_of(&text)?.to_string())
}

#[wasm_bindgen]
extern "C" {
    /// `Math.random`, caught: a page may have put one there that throws.
    #[wasm_bindgen(catch, js_namespace = Math, js_name = random)]
    fn math_random() -> Result<f64, JsValue>;
}

/// The MIS `randomDeck`: the 52 card codes in a uniformly random order,
/// from `Math.random` (what it throws, `randomDeck` throws).
#[wasm_bindgen(js_name = randomDeck)]
pub fn random_deck() -> Result<Vec<String>, JsValue> {
    let mut thrown = None;
    let deck = crate::shuffled_deck(|k| match math_random() {
        Ok(x) => (x * k as f64) as usize % k,
        Err(e) => {
            thrown.get_or_insert(e);
            0
        }
    });
    match thrown {
        Some(e) => Err(e),
        None => Ok(codes(&deck)),
    }
}

/// The 52 card codes of Microsoft deal `n`, in dealing order.
#[wasm_bindgen(js_name = msDeal)]
pub fn ms_deal(
    #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
) -> Result<Vec<String>, JsValue> {
    Ok(codes(&crate::ms_deal(deal_number(&n)?).map_err(throw)?))
}
