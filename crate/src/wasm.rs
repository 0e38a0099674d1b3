//! The JavaScript API: the MIS's `GameBoard`, `CellT` and `randomDeck`,
//! adapted from the plain Rust core. Nothing here decides a rule.
//!
//! Arguments arrive as `JsValue` and are checked here, so that a string, a
//! float or a negative number is refused with a named `Error` instead of
//! being silently converted. Every refused call throws a JS `Error` whose
//! `name` is the MIS exception and whose message a player can read.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Card, CellT, Error, ErrorKind, GameBoard, Move, Pile};

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

pub(crate) fn throw(e: Error) -> JsValue {
    let error = js_sys::Error::new(e.message());
    error.set_name(e.kind().name());
    error.into()
}

pub(crate) fn argument(message: String) -> JsValue {
    throw(Error::invalid_argument(message))
}

/// A `CellT` value, or its MIS name as a string.
fn cell_of(value: &JsValue) -> Result<CellT, JsValue> {
    let cell = match (value.as_f64(), value.as_string().as_deref()) {
        (Some(n), _) if n == JsCellT::FreeCell as u8 as f64 => Some(CellT::FreeCell),
        (Some(n), _) if n == JsCellT::HomeCell as u8 as f64 => Some(CellT::HomeCell),
        (Some(n), _) if n == JsCellT::Tableau as u8 as f64 => Some(CellT::Tableau),
        (_, Some("FreeCell")) => Some(CellT::FreeCell),
        (_, Some("HomeCell")) => Some(CellT::HomeCell),
        (_, Some("Tableau")) => Some(CellT::Tableau),
        _ => None,
    };
    cell.ok_or_else(|| {
        argument(format!(
            "{value:?} is not a CellT: use CellT.FreeCell, CellT.HomeCell or CellT.Tableau"
        ))
    })
}

/// A whole number from a JS number; `what` names it in the error.
fn whole(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    match value.as_f64() {
        Some(n) if n.is_finite() && n.fract() == 0.0 => Ok(n),
        _ => Err(argument(format!(
            "{what} must be a whole number, not {value:?}"
        ))),
    }
}

/// A pile from a `CellT` and an index; `invalid_cell` for an index the
/// board does not have (negative ones included).
fn pile_of(cell: &JsValue, index: &JsValue) -> Result<Pile, JsValue> {
    let cell = cell_of(cell)?;
    let n = whole(index, "a pile index")?;
    if n < 0.0 || n >= cell.count() as f64 {
        return Err(throw(Error::new(
            ErrorKind::InvalidCell,
            format!(
                "there is no {} {n}: the {}s are numbered 0 to {}",
                cell.noun(),
                cell.noun(),
                cell.count() - 1
            ),
        )));
    }
    Ok(Pile::new(cell, n as usize))
}

/// The optional card count of a move: absent means one card.
fn count_of(value: &JsValue) -> Result<usize, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(1);
    }
    let n = whole(value, "the card count")?;
    if !(1.0..=19.0).contains(&n) {
        return Err(argument(format!(
            "the card count must be from 1 to 19, not {n}"
        )));
    }
    Ok(n as usize)
}

fn card_of(value: &JsValue) -> Result<Card, JsValue> {
    let code = value
        .as_string()
        .ok_or_else(|| argument(format!("{value:?} is not a card code such as '7H'")))?;
    code.parse::<Card>().map_err(throw)
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

/// The FreeCell board: 8 cascades (`CellT.Tableau`), 4 free cells and
/// 4 foundations (`CellT.HomeCell`), indexed from 0.
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
}

#[wasm_bindgen(js_class = GameBoard)]
impl JsGameBoard {
    /// An empty board (the MIS `GameBoard()`).
    #[wasm_bindgen(constructor)]
    pub fn new() -> JsGameBoard {
        JsGameBoard {
            board: GameBoard::new(),
        }
    }

    /// The MIS `GameBoard(deck)`: 52 different card codes, dealt in
    /// contiguous chunks (cascades 0-3 get 7 cards, 4-7 get 6).
    #[wasm_bindgen(js_name = withDeck)]
    pub fn with_deck(codes: JsValue) -> Result<JsGameBoard, JsValue> {
        if !js_sys::Array::is_array(&codes) {
            return Err(argument("a deck is an array of 52 card codes".into()));
        }
        let cards = js_sys::Array::from(&codes)
            .iter()
            .map(|code| card_of(&code))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(JsGameBoard {
            board: GameBoard::with_deck(&cards).map_err(throw)?,
        })
    }

    /// Microsoft FreeCell deal `n`, 1 to 2^31 - 1, dealt round-robin.
    #[wasm_bindgen(js_name = fromDeal)]
    pub fn from_deal(n: JsValue) -> Result<JsGameBoard, JsValue> {
        let n = whole(&n, "a deal number")?;
        if n < 1.0 {
            return Err(argument(format!(
                "deal numbers go from 1 to {}, so {n} is not one",
                crate::MAX_DEAL
            )));
        }
        Ok(JsGameBoard {
            board: GameBoard::from_deal(n as u64).map_err(throw)?,
        })
    }

    /// A position written by `toText()`.
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(text: JsValue) -> Result<JsGameBoard, JsValue> {
        let text = text
            .as_string()
            .ok_or_else(|| argument("a position is a string".into()))?;
        Ok(JsGameBoard {
            board: GameBoard::from_text(&text).map_err(throw)?,
        })
    }

    /// The position as one line: 16 piles separated by `/` (cascades 1-8,
    /// free cells a-d, foundations), each its card codes bottom first.
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
    pub fn place(&mut self, cell: JsValue, index: JsValue, code: JsValue) -> Result<(), JsValue> {
        let pile = pile_of(&cell, &index)?;
        let card = card_of(&code)?;
        self.board.place(pile.cell, pile.index, card).map_err(throw)
    }

    /// The MIS `isValidMove`, with an optional count of cards (default 1).
    #[wasm_bindgen(js_name = isValidMove)]
    pub fn is_valid_move(
        &self,
        c0: JsValue,
        n0: JsValue,
        c1: JsValue,
        n1: JsValue,
        count: JsValue,
    ) -> Result<bool, JsValue> {
        let mv = Move::with_count(pile_of(&c0, &n0)?, pile_of(&c1, &n1)?, count_of(&count)?);
        self.board.is_valid(mv).map_err(throw)
    }

    /// The MIS `makeMove`, with an optional count of cards (default 1).
    /// A refused move throws `invalid_move` saying why, and changes nothing.
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(
        &mut self,
        c0: JsValue,
        n0: JsValue,
        c1: JsValue,
        n1: JsValue,
        count: JsValue,
    ) -> Result<(), JsValue> {
        let mv = Move::with_count(pile_of(&c0, &n0)?, pile_of(&c1, &n1)?, count_of(&count)?);
        self.board.play(mv).map_err(throw)
    }

    /// The MIS `getCell`: the pile's cards bottom first, each
    /// `{code, suit, rank, colour, name}`.
    #[wasm_bindgen(js_name = getCell)]
    pub fn get_cell(&self, cell: JsValue, index: JsValue) -> Result<JsValue, JsValue> {
        let pile = pile_of(&cell, &index)?;
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
    pub fn movable_count(&self, cell: JsValue, index: JsValue) -> Result<usize, JsValue> {
        self.board
            .movable_count(pile_of(&cell, &index)?)
            .map_err(throw)
    }

    /// The most cards that may move from one pile to another now (0: none).
    #[wasm_bindgen(js_name = maxMoveCount)]
    pub fn max_move_count(
        &self,
        c0: JsValue,
        n0: JsValue,
        c1: JsValue,
        n1: JsValue,
    ) -> Result<usize, JsValue> {
        self.board
            .max_move_count(pile_of(&c0, &n0)?, pile_of(&c1, &n1)?)
            .map_err(throw)
    }

    /// How many cards one sequence move may carry now, to an empty cascade
    /// or to a non-empty one.
    #[wasm_bindgen(js_name = sequenceCapacity)]
    pub fn sequence_capacity(&self, to_empty_cascade: bool) -> usize {
        self.board.sequence_capacity(to_empty_cascade)
    }

    /// The foundation index a card may go to now, or -1.
    #[wasm_bindgen(js_name = homeFor)]
    pub fn home_for(&self, code: JsValue) -> Result<i32, JsValue> {
        let card = card_of(&code)?;
        Ok(self.board.home_for(card).map_or(-1, |h| h as i32))
    }

    /// The legal moves, one per distinct outcome, each
    /// `{from: {cell, index}, to: {cell, index}, count, notation}`.
    #[wasm_bindgen(js_name = legalMoves)]
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
    #[wasm_bindgen(js_name = parseMove)]
    pub fn parse_move(&self, text: JsValue) -> Result<JsValue, JsValue> {
        let text = text
            .as_string()
            .ok_or_else(|| argument("a move is a string such as '3a'".into()))?;
        let mv = self.board.parse_move(&text).map_err(throw)?;
        Ok(to_js(&self.view(mv)))
    }

    /// The next move autoplay makes to a foundation, or `null`: with mode
    /// `"safe"` only cards that can never be needed again (aces and twos,
    /// then a card once both other-colour cards one rank lower are home),
    /// with `"all"` any card that may go.
    #[wasm_bindgen(js_name = autoplayMove)]
    pub fn autoplay_move(&self, mode: JsValue) -> Result<JsValue, JsValue> {
        let safe_only = match mode.as_string().as_deref() {
            Some("safe") => true,
            Some("all") => false,
            _ => {
                return Err(argument(format!(
                    "autoplay mode is 'safe' or 'all', not {mode:?}"
                )))
            }
        };
        Ok(self
            .board
            .autoplay_move(safe_only)
            .map_or(JsValue::NULL, |mv| to_js(&self.view(mv))))
    }

    /// How many cards are on the foundations.
    #[wasm_bindgen(js_name = cardsHome)]
    pub fn cards_home(&self) -> usize {
        self.board.cards_home()
    }
}

impl Default for JsGameBoard {
    fn default() -> Self {
        JsGameBoard::new()
    }
}

/// The MIS `randomDeck`: the 52 card codes in a uniformly random order.
#[wasm_bindgen(js_name = randomDeck)]
pub fn random_deck() -> Vec<String> {
    let deck = crate::shuffled_deck(|k| (js_sys::Math::random() * k as f64) as usize % k);
    codes(&deck)
}

/// The 52 card codes of Microsoft deal `n`, in dealing order.
#[wasm_bindgen(js_name = msDeal)]
pub fn ms_deal(n: JsValue) -> Result<Vec<String>, JsValue> {
    let n = whole(&n, "a deal number")?;
    if n < 1.0 {
        return Err(argument(format!(
            "deal numbers go from 1 to {}, so {n} is not one",
            crate::MAX_DEAL
        )));
    }
    Ok(codes(&crate::ms_deal(n as u64).map_err(throw)?))
}
