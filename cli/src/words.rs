//! The terminal's words in the player's language, through Project Fluent:
//! the page's catalogues (`www/locales/<lang>.ftl`), so a sentence both say
//! is translated once for both, and on top of them the terminal's own
//! (`cli/locales/<lang>.ftl`: its commands, help and summaries, which the
//! page has no use for and so never fetches), each read into the program
//! with `include_str!`. The
//! language is `--lang`'s, else the first of `LC_ALL`, `LC_MESSAGES` and
//! `LANG` that is set (`de_DE.UTF-8` is German; `C` and `POSIX` English),
//! else English; a message the language lacks is English's.
//!
//! The engine's values are worded here: a refused move's [`Refusal`] and a
//! game's [`RuleFact`]s. Moves stay in the standard notation and deal
//! numbers as they are, in every language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use freecell::{
    Build, Card, CellT, Colour, Date, EmptyCascade, Game, Pile, Reason, Refusal, RuleFact, Rules,
    Sequences, Unreadable, Whole, DAILY_YEARS, MAX_FREE_CELLS,
};
use unic_langid::LanguageIdentifier;

/// The languages the catalogues hold, English first (the source).
pub const LANGUAGES: [&str; 5] = ["en", "de", "fr", "es", "pl"];

/// A language's two catalogues: the page's, then the terminal's own.
fn catalogues(lang: &str) -> [&'static str; 2] {
    match lang {
        "de" => [
            include_str!("../../www/locales/de.ftl"),
            include_str!("../locales/de.ftl"),
        ],
        "fr" => [
            include_str!("../../www/locales/fr.ftl"),
            include_str!("../locales/fr.ftl"),
        ],
        "es" => [
            include_str!("../../www/locales/es.ftl"),
            include_str!("../locales/es.ftl"),
        ],
        "pl" => [
            include_str!("../../www/locales/pl.ftl"),
            include_str!("../locales/pl.ftl"),
        ],
        _ => [
            include_str!("../../www/locales/en.ftl"),
            include_str!("../locales/en.ftl"),
        ],
    }
}

/// The language of the catalogue to read: `lang` if it is one of
/// [`LANGUAGES`], else English.
fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().expect("a language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    // The page's catalogue holds messages of its own, which may use Fluent
    // functions the terminal does not: a message that cannot be read is
    // skipped, and a resource's errors are those messages'.
    for text in catalogues(lang) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        bundle.add_resource_overriding(resource);
    }
    bundle
}

struct Words {
    shown: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
}

static WORDS: OnceLock<Words> = OnceLock::new();

/// Chooses the language for the rest of the run (the first call counts).
pub fn set_language(lang: &str) {
    let _ = WORDS.set(Words {
        shown: bundle(lang),
        english: bundle("en"),
    });
}

fn words() -> &'static Words {
    WORDS.get_or_init(|| {
        // The unit tests speak English whatever the machine's locale.
        let lang = match cfg!(test) {
            true => "en",
            false => language_from_env(|name| std::env::var(name).ok()).unwrap_or("en"),
        };
        Words {
            shown: bundle(lang),
            english: bundle("en"),
        }
    })
}

/// The language `--lang` names (`de`, `de_DE`, `de-AT`), if the
/// catalogues hold it.
pub fn language_named(name: &str) -> Option<&'static str> {
    let base = name
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    LANGUAGES.into_iter().find(|&l| l == base)
}

/// The language the environment asks for, `var` reading a variable: the
/// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty
/// decides (as the C library does); `C` and `POSIX` are English. `None`
/// when it names a language the catalogues do not hold.
pub fn language_from_env(var: impl Fn(&str) -> Option<String>) -> Option<&'static str> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.is_empty()))?;
    match value.as_str() {
        "C" | "POSIX" => Some("en"),
        v if v.starts_with("C.") => Some("en"),
        v => language_named(v),
    }
}

/// Message `id`, worded with `args` in the language chosen (English's if
/// the language lacks it).
pub fn t(id: &str, args: &FluentArgs) -> String {
    let w = words();
    for bundle in [&w.shown, &w.english] {
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(args), &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// A game's title in the player's words: the game's own (`Seahaven
/// Towers`), with its number of free cells when it is not the game's own.
pub fn title(rules: Rules) -> String {
    let game = rules.game().title();
    if rules.has_own_free_cells() {
        return game.to_string();
    }
    t(
        "terminal-game-title",
        &args(&[
            ("title", FluentValue::from(game)),
            ("cells", FluentValue::from(rules.free_cells())),
        ]),
    )
}

/// A date in the player's words: `28 November 2026`, `28. November 2026`.
pub fn long_date(date: Date) -> String {
    t(
        "terminal-date",
        &args(&[
            ("year", date.year().to_string().into()),
            ("month", date.month().into()),
            ("day", date.day().into()),
        ]),
    )
}

/// Message `id` without arguments.
pub fn t0(id: &str) -> String {
    t(id, &FluentArgs::new())
}

/// The arguments of a message, from pairs.
pub fn args<'a>(pairs: &[(&'a str, FluentValue<'a>)]) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, value) in pairs {
        args.set(*name, value.clone());
    }
    args
}

/// The grammatical cases a sentence may need a card in (`card-name`'s
/// `$case`); the nominative is also given plain, as `$card`.
const CASES: [&str; 6] = ["nom", "acc", "gen", "dat", "ins", "loc"];

/// Card `card` named in every case, as `name`, `name-nom`, `name-acc`, ...
fn add_card(args: &mut FluentArgs<'static>, name: &'static str, card: Card) {
    for case in CASES {
        let worded = t(
            "card-name",
            &self::args(&[
                ("rank", FluentValue::from(card.rank().value())),
                ("suit", FluentValue::from(card.suit().char().to_string())),
                ("case", FluentValue::from(case)),
            ]),
        );
        if case == "nom" {
            args.set(name, worded.clone());
        }
        args.set(format!("{name}-{case}"), worded);
    }
}

/// Pile `pile` named to a sentence, as the page names it (`pileArgs` of
/// `www/words.js`): `pile`, its name (`cascade 3`, `free cell a`,
/// `foundation 1`); `pile-nom`, `pile-acc`, ..., its name in every case of
/// [`CASES`] (the catalogue's `pile-<kind>` `$case`); and `pile-kind`
/// (`cascade`, `freecell`, `foundation`), for a word that agrees with it.
/// The sentence takes what its language's grammar needs.
fn add_pile(args: &mut FluentArgs<'static>, pile: Pile) {
    let kind = match pile.cell {
        CellT::Tableau => "cascade",
        CellT::FreeCell => "freecell",
        CellT::HomeCell => "foundation",
    };
    for case in CASES {
        let mut a = FluentArgs::new();
        a.set("number", pile.index + 1);
        if pile.cell == CellT::FreeCell {
            a.set("name", Rules::free_cell_char(pile.index).to_string());
        }
        a.set("case", case);
        let worded = t(&format!("pile-{kind}"), &a);
        if case == "nom" {
            args.set("pile", worded.clone());
        }
        args.set(format!("pile-{case}"), worded);
    }
    args.set("pile-kind", kind);
}

/// An Error the engine gave for text it could not read, in the player's
/// words: its `Unreadable`, or its English should it carry none.
pub fn unreadable_error(e: impl Into<freecell::Error>) -> String {
    let e: freecell::Error = e.into();
    e.unreadable()
        .map_or_else(|| e.message().to_string(), unreadable)
}

/// Text the engine could not read, and why, in the player's words. Card
/// codes stay as they were typed.
pub fn unreadable(why: &Unreadable) -> String {
    let mut a = FluentArgs::new();
    let id = match why {
        Unreadable::PileCount { rules, given } => {
            a.set("standard", if rules.is_standard() { "yes" } else { "no" });
            a.set("title", title(*rules));
            a.set("piles", rules.piles().count());
            a.set("cascades", rules.cascades());
            a.set("cells", rules.free_cells());
            a.set("given", *given);
            "unreadable-pile-count"
        }
        Unreadable::NotBuiltUp { pile, card } => {
            add_pile(&mut a, *pile);
            a.set("card", card.to_string());
            "unreadable-not-built-up"
        }
        Unreadable::PileOverfull { pile, max } => {
            add_pile(&mut a, *pile);
            a.set("max", *max);
            "unreadable-pile-overfull"
        }
        Unreadable::CardCount { whole, given } => {
            a.set("whole", whole_name(*whole));
            a.set("given", *given);
            "unreadable-card-count"
        }
        Unreadable::CardTwice { whole, card } => {
            a.set("whole", whole_name(*whole));
            a.set("card", card.to_string());
            "unreadable-card-twice"
        }
        Unreadable::NotACard { given } => {
            a.set("given", given.clone());
            "unreadable-not-a-card"
        }
        Unreadable::NotAGame { given } => {
            a.set("given", given.clone());
            "unreadable-not-a-game"
        }
        Unreadable::UnknownGame { given } => {
            a.set("given", given.clone());
            a.set("games", Game::ALL.map(Game::name).join(", "));
            "terminal-usage-unknown-game"
        }
        Unreadable::CellsRange { given } => {
            a.set("given", given.to_string());
            a.set("max", MAX_FREE_CELLS);
            "refusal-cells-range"
        }
        Unreadable::NotADate { given } => {
            a.set("given", given.clone());
            "daily-bad-date"
        }
        Unreadable::NoSuchMonth { month } => {
            a.set("month", *month);
            "daily-bad-month"
        }
        Unreadable::NoSuchDay {
            year,
            month,
            day,
            last,
        } => {
            // The month as the date writes it (2026-02), not as a number.
            a.set("month", format!("{year:04}-{month:02}"));
            a.set("day", *day);
            a.set("last", *last);
            "daily-bad-day"
        }
        Unreadable::NoDailyDeals { year } => {
            // Years as they are written in a date, not as numbers of the
            // language (2 000).
            a.set("year", year.to_string());
            a.set("first", DAILY_YEARS.start().to_string());
            a.set("last", DAILY_YEARS.end().to_string());
            "terminal-no-daily-deals"
        }
    };
    t(id, &a)
}

fn whole_name(whole: Whole) -> &'static str {
    match whole {
        Whole::Deck => "deck",
        Whole::Position => "position",
    }
}

/// A refused move in the player's words.
pub fn refusal(refusal: &Refusal) -> String {
    let mut a = FluentArgs::new();
    a.set("count", refusal.mv.count);
    a.set("title", refusal.rules.game().title());
    match refusal.reason {
        Reason::SingleCardTo { cell } | Reason::SingleCardFrom { cell } => a.set(
            "cell",
            match cell {
                CellT::HomeCell => "foundation",
                CellT::FreeCell => "free-cell",
                CellT::Tableau => "cascade",
            },
        ),
        Reason::TooFewCards { has, .. } => a.set("has", has),
        Reason::NotARun { build, .. } => a.set("build", build_name(build)),
        Reason::CellTaken { holds, .. } => add_card(&mut a, "holds", holds),
        Reason::FoundationNeedsAce { card } | Reason::KingsOnly { card, .. } => {
            add_card(&mut a, "card", card)
        }
        Reason::TooManyAtOnce {
            capacity,
            empty_cascades,
            ..
        } => {
            a.set("capacity", capacity);
            a.set("emptyCascades", empty_cascades_name(empty_cascades));
        }
        Reason::FoundationNextOfSuit { card, onto }
        | Reason::SameColour { card, onto }
        | Reason::OntoAce { card, onto }
        | Reason::NotSuit { card, onto, .. } => {
            add_card(&mut a, "card", card);
            add_card(&mut a, "onto", onto);
        }
        Reason::WantsRank {
            card,
            onto,
            colour,
            rank,
        } => {
            add_card(&mut a, "card", card);
            add_card(&mut a, "onto", onto);
            a.set(
                "colour",
                match colour {
                    Colour::Red => "red",
                    Colour::Black => "black",
                },
            );
            a.set("rank", rank.value());
        }
        Reason::WantsCard { card, onto, wanted } => {
            add_card(&mut a, "card", card);
            add_card(&mut a, "onto", onto);
            add_card(&mut a, "wanted", wanted);
        }
        Reason::FromFoundation
        | Reason::EmptySource { .. }
        | Reason::SamePile { .. }
        | Reason::NoRoom { .. } => {}
    }
    t(&format!("refusal-{}", refusal.reason.kind()), &a)
}

fn build_name(build: Build) -> &'static str {
    match build {
        Build::AlternateColours => "alternate-colours",
        Build::Suit => "suit",
    }
}

fn empty_cascades_name(empty: EmptyCascade) -> &'static str {
    match empty {
        EmptyCascade::AnyCard => "any-card",
        EmptyCascade::KingsOnly => "kings-only",
    }
}

/// A rule of How to play in the player's words.
pub fn rule(fact: &RuleFact) -> String {
    let mut a = FluentArgs::new();
    match fact {
        RuleFact::Goal { foundations } => a.set("foundations", *foundations),
        RuleFact::Building { build, cascades } => {
            a.set("build", build_name(*build));
            a.set("cascades", *cascades);
        }
        RuleFact::FreeCells { count, names } => {
            a.set("count", *count);
            a.set("names", names.clone());
        }
        RuleFact::Leftovers { count, cells } => {
            a.set("count", *count);
            a.set("cells", cells.clone());
        }
        RuleFact::EmptyCascades { empty_cascades } => {
            a.set("emptyCascades", empty_cascades_name(*empty_cascades))
        }
        RuleFact::Runs {
            sequences,
            empty_cascades,
        } => {
            a.set(
                "sequences",
                match sequences {
                    Sequences::Limited => "limited",
                    Sequences::Unlimited => "unlimited",
                },
            );
            a.set("emptyCascades", empty_cascades_name(*empty_cascades));
        }
    }
    t(&format!("rule-{}", fact.kind()), &a)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids of the groups the terminal reads, in a catalogue's text.
    fn terminal_ids(text: &str) -> Vec<&str> {
        text.lines()
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .filter(|id| {
                ["card-", "refusal-", "rule-", "terminal-"]
                    .iter()
                    .any(|p| id.starts_with(p))
            })
            .collect()
    }

    #[test]
    fn every_catalogue_has_the_terminals_messages_and_reads_without_errors() {
        let ids = |lang| {
            catalogues(lang)
                .into_iter()
                .flat_map(terminal_ids)
                .collect::<Vec<_>>()
        };
        let english = ids("en");
        assert!(english.len() > 50, "{english:?}");
        for lang in LANGUAGES {
            assert_eq!(ids(lang), english, "{lang} has other messages");
            for text in catalogues(lang) {
                if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                    panic!("{lang}'s catalogues do not parse: {errors:?}");
                }
            }
        }
    }

    #[test]
    fn the_terminals_own_words_are_not_in_the_pages_catalogues() {
        for lang in LANGUAGES {
            let [page, terminal] = catalogues(lang);
            assert!(
                !page.contains("\nterminal-"),
                "{lang}: the page would fetch the terminal's words"
            );
            assert!(terminal.contains("\nterminal-help ="), "{lang}");
        }
    }

    #[test]
    fn the_environment_chooses_the_language_in_the_c_library_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            language_from_env(env(&[("LANG", "de_DE.UTF-8")])),
            Some("de")
        );
        assert_eq!(
            language_from_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "pl_PL")])),
            Some("pl")
        );
        assert_eq!(
            language_from_env(env(&[("LC_ALL", "C"), ("LANG", "fr_FR.UTF-8")])),
            Some("en")
        );
        assert_eq!(
            language_from_env(env(&[("LC_ALL", ""), ("LANG", "es_ES")])),
            Some("es")
        );
        assert_eq!(language_from_env(env(&[("LANG", "POSIX")])), Some("en"));
        assert_eq!(language_from_env(env(&[("LANG", "ja_JP.UTF-8")])), None);
        assert_eq!(language_from_env(env(&[])), None);
        assert_eq!(language_named("de-AT"), Some("de"));
    }
}
