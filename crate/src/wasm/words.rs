//! The engine's values that a page words in its player's language, as
//! JavaScript sees them: a refused move's [`Refusal`] (the thrown
//! `invalid_move`'s `reason`), a refused typed value's [`ArgumentView`]
//! and text the engine could not read, an [`Unreadable`] (each the thrown
//! `invalid_argument`'s `reason`), and a game's [`RuleFact`]s
//! (`explainRules`). Plain data, no sentence: the page's `www/words.js`
//! words them. Each is serialised by serde, so the shapes the TypeScript
//! below declares are written down once, as Rust types.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, JsCellT};
use crate::{
    Build, Card, CellT, Colour, EmptyCascade, Pile, Reason, Refusal, RuleFact, Rules, Sequences,
    Unreadable, Whole, DAILY_YEARS, MAX_FREE_CELLS,
};

/// The TypeScript of what this module gives.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A pile named in a refusal: its kind and index, and its name as a player sees it ("3" for cascade index 2, "b" for free cell index 1, "1" for the first foundation). */
export interface PileLabel { cell: CellT; index: number; label: string }
/** How a game builds its cascades down. */
export type BuildKind = "alternate-colours" | "suit";
/** Which cards may start an empty cascade. */
export type EmptyCascadeKind = "any-card" | "kings-only";
/**
 * Why the rules refused a move: the `reason` of the `invalid_move` Error a
 * refused `makeMove` (or `parseMove`, for a move from a foundation) throws.
 * Every reason names the move (`from`, `to`, `count`) and its game; `kind`
 * names the rule, and the rest are the cards it is about, so that a page
 * words it in its player's language.
 */
export type RefusalReason = { from: PileLabel; to: PileLabel; count: number; game: GameName; title: string } & (
  | { kind: "from-foundation" }
  | { kind: "empty-source" }
  | { kind: "same-pile" }
  | { kind: "single-card-to"; cell: "free-cell" | "foundation" }
  | { kind: "single-card-from"; cell: "free-cell" }
  | { kind: "too-few-cards"; has: number }
  | { kind: "not-a-run"; build: BuildKind }
  | { kind: "cell-taken"; holds: CardCode }
  | { kind: "foundation-needs-ace"; card: CardCode }
  | { kind: "foundation-next-of-suit"; card: CardCode; onto: CardCode }
  | { kind: "kings-only"; card: CardCode }
  | { kind: "too-many-at-once"; capacity: number; emptyCascades: EmptyCascadeKind }
  | { kind: "no-room" }
  | { kind: "build-colour"; card: CardCode; onto: CardCode }
  | { kind: "build-onto-ace"; card: CardCode; onto: CardCode }
  | { kind: "build-suit"; card: CardCode; onto: CardCode }
  | { kind: "build-rank"; card: CardCode; onto: CardCode; colour: "red" | "black"; rank: number }
  | { kind: "build-next-of-suit"; card: CardCode; onto: CardCode; wanted: CardCode }
);
/** The Error a refused move throws: the MIS name, an English message for developers, and the reason as data. */
export interface RefusedMoveError extends Error { name: "invalid_move"; reason: RefusalReason }
/**
 * Why a value a player may have typed was refused: the `reason` of the
 * `invalid_argument` Error thrown for a deal number (`fromDeal`, `msDeal`,
 * `gradeDeal`, `dailyDeal`), a game or its free cells. `given` is the value
 * as JavaScript writes it.
 */
export type ArgumentReason =
  | { kind: "deal-not-whole"; given: string }
  | { kind: "deal-range"; max: string; given: string }
  | { kind: "unknown-game"; given: string }
  | { kind: "cells-not-whole"; given: string }
  | { kind: "cells-range"; max: number; given: string };
/** A refused deal number, game or number of free cells. */
export interface RefusedArgumentError extends Error { name: "invalid_argument"; reason: ArgumentReason }
/**
 * Why a text could not be read: the `reason` of the `invalid_argument`
 * Error thrown for a position (`fromText`) or a card (`withDeck`, `place`)
 * written as text, or a daily deal's date (`readDate`, `dailyDeal`). Cards
 * are card codes, as given; `whole` says whether the cards were a deck or
 * a position. A game that is none, or has too many free cells, is refused
 * as an `ArgumentReason` of the same kind.
 */
export type UnreadableReason =
  /** A position of `game` (`standard`: standard FreeCell) with `given` piles, not its `piles`. */
  | { kind: "pile-count"; game: GameName; title: string; standard: boolean; piles: number; cascades: number; cells: number; given: number }
  | { kind: "not-built-up"; pile: PileLabel; card: CardCode }
  | { kind: "pile-overfull"; pile: PileLabel; max: number }
  | { kind: "card-count"; whole: "deck" | "position"; given: number }
  | { kind: "card-twice"; whole: "deck" | "position"; card: CardCode }
  | { kind: "not-a-card"; given: string }
  | { kind: "not-a-game"; given: string }
  | { kind: "unknown-game"; given: string }
  | { kind: "cells-range"; max: number; given: string }
  /** A date not written YYYY-MM-DD. */
  | { kind: "not-a-date"; given: string }
  | { kind: "no-such-month"; month: number }
  /** A day its month does not have: the month has days 1 to `last`. */
  | { kind: "no-such-day"; year: number; month: number; day: number; last: number }
  /** A year without daily deals: they go from `first` to `last`. */
  | { kind: "no-daily-deals"; year: number; first: number; last: number };
/** A text that could not be read. */
export interface UnreadableError extends Error { name: "invalid_argument"; reason: UnreadableReason }
/** One rule of a game, for How to play (`explainRules`), as data a page words. */
export type RuleFact =
  | { rule: "goal"; foundations: number }
  | { rule: "building"; build: BuildKind; cascades: number }
  /** `names`: the free cells as the notation names them, "a-d" or "a-g, i" ("" for none). */
  | { rule: "free-cells"; count: number; names: string }
  /** `cells`: the free cells the deal fills, "a, c, e, g". */
  | { rule: "leftovers"; count: number; cells: string }
  | { rule: "empty-cascades"; emptyCascades: EmptyCascadeKind }
  | { rule: "runs"; sequences: "limited" | "unlimited"; emptyCascades: EmptyCascadeKind };
"#;

/// A pile named as a player sees it.
#[derive(Serialize)]
struct PileLabel {
    cell: u8,
    index: usize,
    label: String,
}

impl From<Pile> for PileLabel {
    fn from(pile: Pile) -> PileLabel {
        let label = match pile.cell {
            CellT::FreeCell => Rules::free_cell_char(pile.index).to_string(),
            _ => (pile.index + 1).to_string(),
        };
        let cell = match pile.cell {
            CellT::FreeCell => JsCellT::FreeCell,
            CellT::HomeCell => JsCellT::HomeCell,
            CellT::Tableau => JsCellT::Tableau,
        };
        PileLabel {
            cell: cell as u8,
            index: pile.index,
            label,
        }
    }
}

/// A refusal as JavaScript sees it: the move and game, then the rule.
#[derive(Serialize)]
struct RefusalView {
    from: PileLabel,
    to: PileLabel,
    count: usize,
    game: &'static str,
    title: &'static str,
    #[serde(flatten)]
    reason: ReasonView,
}

/// The rule and its cards; the piles and counts are the move's.
#[derive(Serialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
enum ReasonView {
    FromFoundation,
    EmptySource,
    SamePile,
    SingleCardTo {
        cell: &'static str,
    },
    SingleCardFrom {
        cell: &'static str,
    },
    TooFewCards {
        has: usize,
    },
    NotARun {
        build: &'static str,
    },
    CellTaken {
        holds: String,
    },
    FoundationNeedsAce {
        card: String,
    },
    FoundationNextOfSuit {
        card: String,
        onto: String,
    },
    KingsOnly {
        card: String,
    },
    TooManyAtOnce {
        capacity: usize,
        empty_cascades: &'static str,
    },
    NoRoom,
    BuildColour {
        card: String,
        onto: String,
    },
    BuildOntoAce {
        card: String,
        onto: String,
    },
    BuildSuit {
        card: String,
        onto: String,
    },
    BuildRank {
        card: String,
        onto: String,
        colour: &'static str,
        rank: u8,
    },
    BuildNextOfSuit {
        card: String,
        onto: String,
        wanted: String,
    },
}

const fn pile_kind(cell: CellT) -> &'static str {
    match cell {
        CellT::FreeCell => "free-cell",
        CellT::HomeCell => "foundation",
        CellT::Tableau => "cascade",
    }
}

pub(super) const fn build_name(build: Build) -> &'static str {
    match build {
        Build::AlternateColours => "alternate-colours",
        Build::Suit => "suit",
    }
}

pub(super) const fn empty_cascades_name(empty: EmptyCascade) -> &'static str {
    match empty {
        EmptyCascade::AnyCard => "any-card",
        EmptyCascade::KingsOnly => "kings-only",
    }
}

pub(super) const fn sequences_name(sequences: Sequences) -> &'static str {
    match sequences {
        Sequences::Limited => "limited",
        Sequences::Unlimited => "unlimited",
    }
}

impl From<Reason> for ReasonView {
    fn from(reason: Reason) -> ReasonView {
        let code = |card: Card| card.to_string();
        match reason {
            Reason::FromFoundation => ReasonView::FromFoundation,
            Reason::EmptySource { .. } => ReasonView::EmptySource,
            Reason::SamePile { .. } => ReasonView::SamePile,
            Reason::SingleCardTo { cell } => ReasonView::SingleCardTo {
                cell: pile_kind(cell),
            },
            Reason::SingleCardFrom { cell } => ReasonView::SingleCardFrom {
                cell: pile_kind(cell),
            },
            Reason::TooFewCards { has, .. } => ReasonView::TooFewCards { has },
            Reason::NotARun { build, .. } => ReasonView::NotARun {
                build: build_name(build),
            },
            Reason::CellTaken { holds, .. } => ReasonView::CellTaken { holds: code(holds) },
            Reason::FoundationNeedsAce { card } => {
                ReasonView::FoundationNeedsAce { card: code(card) }
            }
            Reason::FoundationNextOfSuit { card, onto } => ReasonView::FoundationNextOfSuit {
                card: code(card),
                onto: code(onto),
            },
            Reason::KingsOnly { card, .. } => ReasonView::KingsOnly { card: code(card) },
            Reason::TooManyAtOnce {
                capacity,
                empty_cascades,
                ..
            } => ReasonView::TooManyAtOnce {
                capacity,
                empty_cascades: empty_cascades_name(empty_cascades),
            },
            Reason::NoRoom { .. } => ReasonView::NoRoom,
            Reason::SameColour { card, onto } => ReasonView::BuildColour {
                card: code(card),
                onto: code(onto),
            },
            Reason::OntoAce { card, onto } => ReasonView::BuildOntoAce {
                card: code(card),
                onto: code(onto),
            },
            Reason::NotSuit { card, onto, .. } => ReasonView::BuildSuit {
                card: code(card),
                onto: code(onto),
            },
            Reason::WantsRank {
                card,
                onto,
                colour,
                rank,
            } => ReasonView::BuildRank {
                card: code(card),
                onto: code(onto),
                colour: match colour {
                    Colour::Red => "red",
                    Colour::Black => "black",
                },
                rank: rank.value(),
            },
            Reason::WantsCard { card, onto, wanted } => ReasonView::BuildNextOfSuit {
                card: code(card),
                onto: code(onto),
                wanted: code(wanted),
            },
        }
    }
}

/// A refusal as the plain object of the thrown `Error`'s `reason`.
pub(crate) fn refusal_to_js(refusal: &Refusal) -> JsValue {
    let game = refusal.rules.game();
    let view = RefusalView {
        from: refusal.mv.from.into(),
        to: refusal.mv.to.into(),
        count: refusal.mv.count,
        game: game.name(),
        title: game.title(),
        reason: refusal.reason.into(),
    };
    // A flattened struct serializes as a map, which would be a JS `Map`:
    // the reason is a plain object.
    let plain = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    view.serialize(&plain).expect("plain data serializes")
}

/// Why a value a player may have typed (a deal number, a game, its free
/// cells) was refused, as JavaScript sees it: `ArgumentReason` above,
/// `kind` naming the check and `given` the value as JavaScript writes it.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub(super) enum ArgumentView {
    DealNotWhole {
        given: String,
    },
    /// `max` is a string, as `given` is (so `ArgumentReason` has it);
    /// `CellsRange`'s is a number.
    DealRange {
        max: String,
        given: String,
    },
    UnknownGame {
        given: String,
    },
    CellsNotWhole {
        given: String,
    },
    CellsRange {
        max: u32,
        given: String,
    },
}

/// A refused typed value as the plain object of the thrown `Error`'s `reason`.
pub(super) fn argument_to_js(view: &ArgumentView) -> JsValue {
    to_js(view)
}

/// Text the engine could not read, as JavaScript sees it:
/// `UnreadableReason` above. A game that is none, or has too many free
/// cells, has the shape of the `ArgumentView` of the same kind.
#[derive(Serialize)]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
enum UnreadableView {
    PileCount {
        game: &'static str,
        title: &'static str,
        standard: bool,
        piles: usize,
        cascades: usize,
        cells: usize,
        given: usize,
    },
    NotBuiltUp {
        pile: PileLabel,
        card: String,
    },
    PileOverfull {
        pile: PileLabel,
        max: usize,
    },
    CardCount {
        whole: &'static str,
        given: usize,
    },
    CardTwice {
        whole: &'static str,
        card: String,
    },
    NotACard {
        given: String,
    },
    NotAGame {
        given: String,
    },
    UnknownGame {
        given: String,
    },
    CellsRange {
        max: u32,
        given: String,
    },
    NotADate {
        given: String,
    },
    NoSuchMonth {
        month: u32,
    },
    NoSuchDay {
        year: i32,
        month: u32,
        day: u32,
        last: u32,
    },
    NoDailyDeals {
        year: i32,
        first: i32,
        last: i32,
    },
}

impl From<&Unreadable> for UnreadableView {
    fn from(why: &Unreadable) -> UnreadableView {
        let whole_name = |whole: Whole| match whole {
            Whole::Deck => "deck",
            Whole::Position => "position",
        };
        match why {
            Unreadable::PileCount { rules, given } => UnreadableView::PileCount {
                game: rules.game().name(),
                title: rules.game().title(),
                standard: rules.is_standard(),
                piles: rules.piles().count(),
                cascades: rules.cascades(),
                cells: rules.free_cells(),
                given: *given,
            },
            Unreadable::NotBuiltUp { pile, card } => UnreadableView::NotBuiltUp {
                pile: (*pile).into(),
                card: card.to_string(),
            },
            Unreadable::PileOverfull { pile, max } => UnreadableView::PileOverfull {
                pile: (*pile).into(),
                max: *max,
            },
            Unreadable::CardCount { whole, given } => UnreadableView::CardCount {
                whole: whole_name(*whole),
                given: *given,
            },
            Unreadable::CardTwice { whole, card } => UnreadableView::CardTwice {
                whole: whole_name(*whole),
                card: card.to_string(),
            },
            Unreadable::NotACard { given } => UnreadableView::NotACard {
                given: given.clone(),
            },
            Unreadable::NotAGame { given } => UnreadableView::NotAGame {
                given: given.clone(),
            },
            Unreadable::UnknownGame { given } => UnreadableView::UnknownGame {
                given: given.clone(),
            },
            Unreadable::CellsRange { given } => UnreadableView::CellsRange {
                max: MAX_FREE_CELLS as u32,
                given: given.to_string(),
            },
            Unreadable::NotADate { given } => UnreadableView::NotADate {
                given: given.clone(),
            },
            Unreadable::NoSuchMonth { month } => UnreadableView::NoSuchMonth { month: *month },
            Unreadable::NoSuchDay {
                year,
                month,
                day,
                last,
            } => UnreadableView::NoSuchDay {
                year: *year,
                month: *month,
                day: *day,
                last: *last,
            },
            Unreadable::NoDailyDeals { year } => UnreadableView::NoDailyDeals {
                year: *year,
                first: *DAILY_YEARS.start(),
                last: *DAILY_YEARS.end(),
            },
        }
    }
}

/// Why a text could not be read, as the plain object of the thrown
/// `Error`'s `reason`.
pub(crate) fn unreadable_to_js(why: &Unreadable) -> JsValue {
    let plain = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    UnreadableView::from(why)
        .serialize(&plain)
        .expect("plain data serializes")
}

/// A rule as JavaScript sees it.
#[derive(Serialize)]
#[serde(
    tag = "rule",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
enum RuleView {
    Goal {
        foundations: usize,
    },
    Building {
        build: &'static str,
        cascades: usize,
    },
    FreeCells {
        count: usize,
        names: String,
    },
    Leftovers {
        count: usize,
        cells: String,
    },
    EmptyCascades {
        empty_cascades: &'static str,
    },
    Runs {
        sequences: &'static str,
        empty_cascades: &'static str,
    },
}

impl From<RuleFact> for RuleView {
    fn from(fact: RuleFact) -> RuleView {
        match fact {
            RuleFact::Goal { foundations } => RuleView::Goal { foundations },
            RuleFact::Building { build, cascades } => RuleView::Building {
                build: build_name(build),
                cascades,
            },
            RuleFact::FreeCells { count, names } => RuleView::FreeCells { count, names },
            RuleFact::Leftovers { count, cells } => RuleView::Leftovers { count, cells },
            RuleFact::EmptyCascades { empty_cascades } => RuleView::EmptyCascades {
                empty_cascades: empty_cascades_name(empty_cascades),
            },
            RuleFact::Runs {
                sequences,
                empty_cascades,
            } => RuleView::Runs {
                sequences: sequences_name(sequences),
                empty_cascades: empty_cascades_name(empty_cascades),
            },
        }
    }
}

/// A game's rules as the list `explainRules` gives.
pub(crate) fn rules_to_js(rules: Rules) -> JsValue {
    let facts: Vec<RuleView> = crate::explain(rules)
        .into_iter()
        .map(RuleView::from)
        .collect();
    to_js(&facts)
}
