//! `freecell play`, `solve` and `grade`, and a command line refused, in each
//! language of the catalogues: the language from `LC_ALL`, `LC_MESSAGES` or
//! `LANG`, or `--lang`; English for `LANG=C`; the notation and the deal
//! numbers the same in every one.

mod support;

use support::{freecell, freecell_with};

/// A refused move (`12`: the six of spades onto the nine of clubs), a
/// line that is not a move, a move, and quitting, on deal 1.
const MOVES: &str = "12\nzz\n6a\nq\n";

/// What deal 1's session says in a language: the heading, the refusal,
/// the unreadable move, the quit.
fn expect_play(env: &[(&str, &str)], heading: &str, refusal: &str, unreadable: &str, quit: &str) {
    let run = freecell_with(&["play", "1"], MOVES, env);
    run.assert_clean_exit();
    for said in [heading, refusal, unreadable, quit] {
        assert!(
            run.stdout.contains(said),
            "{env:?} does not say {said:?}:\n{}",
            run.stdout
        );
    }
}

#[test]
fn play_speaks_each_language_of_the_environment() {
    expect_play(
        &[("LANG", "de_DE.UTF-8")],
        "Spiel 1, Zug 0",
        "move> 12\nGleiche Farbe: die Pik-Sechs passt nicht auf die Kreuz-Neun.\n",
        "'zz' ist kein Zug",
        "Beendet: Spiel 1 nach 1 Zug verlassen (freecell play 1 spielt es noch einmal)",
    );
    expect_play(
        &[("LC_MESSAGES", "fr_FR.UTF-8"), ("LANG", "de_DE.UTF-8")],
        "donne 1, coup 0",
        "Même couleur : le six de pique ne peut pas aller sur le neuf de trèfle.",
        "'zz' n’est pas un coup",
        "fin : donne 1 quittée après 1 coup",
    );
    expect_play(
        &[("LC_ALL", "es_ES.UTF-8"), ("LC_MESSAGES", "fr_FR.UTF-8")],
        "partida 1, jugada 0",
        "Mismo color: el seis de picas no puede ir sobre el nueve de tréboles.",
        "'zz' no es una jugada",
        "salir: dejaste la partida 1 tras 1 jugada",
    );
    // Polish: the cards in the genitive and the locative.
    expect_play(
        &[("LANG", "pl_PL.UTF-8")],
        "rozdanie 1, ruch 0",
        "Ten sam kolor: nie można położyć szóstki pik na dziewiątce trefl.",
        "'zz' to nie ruch",
        "koniec: opuszczono rozdanie 1 po 1 ruchu",
    );
}

#[test]
fn english_is_kept_for_the_c_locale_and_for_languages_without_a_catalogue() {
    for env in [
        [("LANG", "C")],
        [("LANG", "POSIX")],
        [("LANG", "ja_JP.UTF-8")],
    ] {
        expect_play(
            &env,
            "deal 1, move 0",
            "Same colour: the six of spades cannot go on the nine of clubs.",
            "'zz' is not a move",
            "quit: left deal 1 after 1 move (freecell play 1 to play it again)",
        );
    }
    // LC_ALL=C wins over a LANG of another language.
    let run = freecell_with(
        &["play", "1"],
        "q\n",
        &[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")],
    );
    assert!(run.stdout.starts_with("deal 1, move 0"), "{}", run.stdout);
}

#[test]
fn lang_overrides_the_environment_and_an_unknown_one_is_refused() {
    let run = freecell_with(
        &["play", "1", "--lang", "pl"],
        "q\n",
        &[("LANG", "de_DE.UTF-8")],
    );
    assert!(
        run.stdout.starts_with("rozdanie 1, ruch 0"),
        "{}",
        run.stdout
    );
    let run = freecell_with(
        &["--lang", "en", "play", "1"],
        "q\n",
        &[("LANG", "de_DE.UTF-8")],
    );
    assert!(run.stdout.starts_with("deal 1, move 0"), "{}", run.stdout);
    let run = freecell(&["play", "1", "--lang", "xx"], "q\n");
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("--lang takes one of en, de, fr, es, pl, not 'xx'"),
        "{}",
        run.stderr
    );
}

#[test]
fn help_and_the_rules_are_in_the_language() {
    let run = freecell_with(
        &["play", "1", "--game", "eight-off"],
        "?\nq\n",
        &[("LANG", "de_DE.UTF-8")],
    );
    assert!(
        run.stdout.contains("Spiel 1 von Eight Off, Zug 0"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("Nur ein König darf eine leere Spalte beginnen."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("freie Zellen a-g, i"), "{}", run.stdout);
    let run = freecell_with(&["--help"], "", &[("LANG", "es_ES.UTF-8")]);
    assert!(run.stdout.contains("resuelve partidas"), "{}", run.stdout);
}

#[test]
fn solve_speaks_each_language_and_keeps_the_notation() {
    let english = freecell(&["solve", "1"], "");
    assert_eq!(english.code, Some(0));
    let moves = english.stdout.trim().to_string();
    assert!(moves.contains(' ') && moves.split(' ').all(|m| m.len() >= 2 && m.len() <= 5));
    // Deal 11982 cannot be won; the verdict is a word of the language,
    // the solution of deal 1 the same moves in every one.
    for (lang, impossible) in [
        ("en_GB.UTF-8", "impossible"),
        ("de_DE.UTF-8", "unlösbar"),
        ("fr_FR.UTF-8", "impossible"),
        ("es_ES.UTF-8", "imposible"),
        ("pl_PL.UTF-8", "niemożliwe"),
    ] {
        let run = freecell_with(&["solve", "1"], "", &[("LANG", lang)]);
        assert_eq!(run.stdout.trim(), moves, "{lang}");
        let run = freecell_with(&["solve", "11982", "--fast"], "", &[("LANG", lang)]);
        assert_eq!(run.stdout.trim(), impossible, "{lang}");
    }
    let run = freecell_with(
        &["solve", "1,11982", "--fast", "--quiet"],
        "",
        &[("LANG", "pl_PL.UTF-8")],
    );
    assert!(
        run.stdout
            .starts_with("rozdania: 2 (rozwiązane 1, niemożliwe 1, poddane 0)"),
        "{}",
        run.stdout
    );
    // The summary's other lines too, the figures as they are.
    assert!(run.stdout.contains("\nczas procesora: "), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("\ndługość bez ruchów na stosy bazowe: średnio 41.00, mediana 41, "),
        "{}",
        run.stdout
    );
}

/// `COMMAND --help` in a language, by `LANG` and by `--lang`: says each
/// of `said`, and keeps the options, the notation and the examples.
fn expect_help(command: &str, lang: &str, said: &[&str], kept: &[&str]) {
    let by_env = freecell_with(&[command, "--help"], "", &[("LANG", lang)]);
    by_env.assert_clean_exit();
    let code = &lang[..2];
    let by_flag = freecell(&[command, "--help", "--lang", code], "");
    assert_eq!(
        by_flag.stdout, by_env.stdout,
        "{command} --help --lang {code}"
    );
    // `freecell help COMMAND` is the same page.
    let by_help = freecell_with(&["help", command], "", &[("LANG", lang)]);
    assert_eq!(
        by_help.stdout, by_env.stdout,
        "freecell help {command}, {lang}"
    );
    for words in said.iter().chain(kept) {
        assert!(
            by_env.stdout.contains(words),
            "{command} --help in {lang} does not say {words:?}:\n{}",
            by_env.stdout
        );
    }
    let english = freecell(&[command, "--help"], "").stdout;
    assert_ne!(by_env.stdout, english, "{command} --help in {lang}");
}

#[test]
fn the_commands_help_is_in_the_language() {
    let play_kept = [
        "[--basic] [--no-autoplay] [--game NAME] [--cells K]",
        "\n  3a      ",
        "\n  36/4    ",
        "printf '3a\\n36\\n' | freecell play 1.",
        "\n  freecell play 1 --game seahaven\n",
    ];
    expect_help(
        "play",
        "de_DE.UTF-8",
        &[
            "Aufruf: freecell play",
            "oberste Karte von Spalte 3 in die freie Zelle a",
            "Beispiele:",
        ],
        &play_kept,
    );
    expect_help(
        "play",
        "pl_PL.UTF-8",
        &[
            "użycie: freecell play",
            "wierzchnia karta kolumny 3 do wolnej komórki a",
            "przykłady:",
        ],
        &play_kept,
    );
    // The usage's second line keeps its column under the first's options.
    let solve_kept = [
        "\n                       [--quiet] [--out FILE] [--max-nodes N] [--threads N]\n",
        "\n  --max-nodes N    ",
        "3a a6 3h 36 36/4",
        "\n  freecell solve --position 'seahaven:JD9SJS4D6D/.../...'\n",
    ];
    expect_help(
        "solve",
        "de_DE.UTF-8",
        &[
            "Aufruf:\n  freecell solve DEALS",
            "`unlösbar`",
            "Optionen:",
            "Exit-Status:",
        ],
        &solve_kept,
    );
    expect_help(
        "solve",
        "pl_PL.UTF-8",
        &[
            "użycie:\n  freecell solve DEALS",
            "`niemożliwe`",
            "opcje:",
            "kod wyjścia:",
        ],
        &solve_kept,
    );
}

#[test]
fn every_commands_help_is_translated_in_every_language() {
    for command in ["deal", "play", "daily", "solve", "grade", "games"] {
        let english = freecell(&[command, "--help"], "").stdout;
        assert!(
            english.starts_with(&format!("freecell {command}: ")),
            "{english}"
        );
        for lang in ["de", "fr", "es", "pl"] {
            let run = freecell(&[command, "--help", "--lang", lang], "");
            run.assert_clean_exit();
            assert!(
                run.stdout.starts_with(&format!("freecell {command}")),
                "{}",
                run.stdout
            );
            assert_ne!(run.stdout, english, "{command} --help --lang {lang}");
            // Fluent's syntax does not show through.
            assert!(!run.stdout.contains(['{', '}']), "{}", run.stdout);
        }
    }
}

#[test]
fn the_board_names_the_foundations_in_the_language() {
    let run = freecell_with(&["play", "1"], "q\n", &[("LANG", "fr_FR.UTF-8")]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "donne 1, coup 0");
    assert_eq!(lines[2], "   a   b   c   d      fondations");
}

#[test]
fn games_lists_the_games_in_the_language() {
    let run = freecell_with(&["games"], "", &[("LANG", "pl_PL.UTF-8")]);
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 7, "{}", run.stdout);
    // The game's id and title stay; its sizes and summary are Polish, with Polish plurals.
    assert!(lines[0].starts_with("freecell ") && lines[0].contains("FreeCell"));
    assert!(lines[0].contains("4 komórki, 8 kolumn"), "{}", lines[0]);
    assert!(lines[4].contains("8 komórek, 8 kolumn"), "{}", lines[4]);
    assert!(lines[6].contains("króle na puste kolumny"), "{}", lines[6]);
    assert!(!run.stdout.contains("cascades"), "{}", run.stdout);
    // The columns line up though the words are not ASCII.
    let column = |line: &str| line.chars().position(|c| c.is_ascii_digit()).unwrap();
    assert!(
        lines.iter().all(|l| column(l) == column(lines[0])),
        "{}",
        run.stdout
    );
}

#[test]
fn grade_summarises_in_the_language_and_keeps_its_line_per_deal() {
    let english = freecell(&["grade", "2", "--cells", "1"], "");
    english.assert_clean_exit();
    let line = |stdout: &str| {
        // The deal, its grade and its fewest free cells: the same in every language.
        stdout
            .lines()
            .next()
            .unwrap_or("")
            .split(' ')
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let german = freecell_with(
        &["grade", "2", "--cells", "1"],
        "",
        &[("LANG", "de_DE.UTF-8")],
    );
    german.assert_clean_exit();
    assert_eq!(line(&german.stdout), line(&english.stdout));
    for said in [
        "\n1 Spiel von FreeCell mit 1 freien Zelle: ",
        "unlösbar 0 (0.0 %)",
        "\nCPU-Zeit je Spiel: Mittel ",
    ] {
        assert!(german.stdout.contains(said), "{said:?}:\n{}", german.stdout);
    }
    // Polish: two deals, the plural's "few" form, and no free cells.
    let polish = freecell_with(
        &["grade", "2,3", "--cells", "0", "--quiet", "--lang", "pl"],
        "",
        &[],
    );
    polish.assert_clean_exit();
    for said in [
        "2 rozdania gry FreeCell bez wolnych komórek: ",
        "niemożliwe ",
        "\nczas procesora na rozdanie: średnio ",
    ] {
        assert!(polish.stdout.contains(said), "{said:?}:\n{}", polish.stdout);
    }
    for english_word in [
        "deal", "easy", "medium", "hard", "unknown", "CPU per", "with",
    ] {
        assert!(
            !polish.stdout.contains(english_word),
            "{english_word:?}:\n{}",
            polish.stdout
        );
    }
}

/// A command line refused in a language: exit status 2, the reason in
/// that language, then the usage line (the command's syntax).
fn expect_refused(args: &[&str], lang: &str, reason: &str) {
    let run = freecell_with(args, "", &[("LANG", lang)]);
    assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
    assert!(
        run.stderr.contains(reason),
        "{args:?} in {lang}: {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!(": freecell {} ", args[0])),
        "{}",
        run.stderr
    );
}

#[test]
fn a_command_line_is_refused_in_the_language() {
    let de = "de_DE.UTF-8";
    expect_refused(
        &["deal", "abc"],
        de,
        "'abc' ist keine Spielnummer: Die Spiele sind von 1 bis 2147483647 nummeriert",
    );
    expect_refused(
        &["deal", "1", "--colums"],
        de,
        "unbekannte Option '--colums'",
    );
    expect_refused(
        &["deal", "1", "--game", "spider"],
        de,
        "es gibt kein Spiel namens 'spider': Die Spiele sind freecell, ",
    );
    expect_refused(
        &["solve", "--fast", "--optimal", "1"],
        de,
        "wähle einen Modus: --fast oder --optimal, nicht beide",
    );
    let pl = "pl_PL.UTF-8";
    expect_refused(
        &["solve", "1", "--threads", "0"],
        pl,
        "--threads wymaga dodatniej liczby całkowitej, a nie '0'",
    );
    expect_refused(
        &["deal", "1", "--cells", "9"],
        pl,
        "gra ma od 0 do 8 wolnych komórek, a nie 9",
    );
    expect_refused(&["deal", "2147483648"], pl, "2147483648");
    expect_refused(&["grade"], pl, "które rozdania? Np. 617 albo 1..32000");
    expect_refused(
        &["play", "1", "2"],
        pl,
        "tylko jeden numer rozdania naraz ('2' jest o jeden za dużo)",
    );
}

#[test]
fn a_position_that_cannot_be_read_is_refused_in_the_language() {
    expect_refused(
        &["solve", "--position", "JD2D/9H"],
        "de_DE.UTF-8",
        "--position ist keine Stellung: Eine Stellung hat 16 durch '/' getrennte Stapel (8 Spalten, 4 freie Zellen, 4 Ablagen), nicht 2",
    );
    let deal_1 = "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////";
    let twice = deal_1.replacen("JD", "KD", 1);
    expect_refused(
        &["solve", "--position", &twice],
        "pl_PL.UTF-8",
        "--position to nie układ: KD jest dwa razy w układzie",
    );
    let game = format!("spider:{deal_1}");
    expect_refused(
        &["solve", "--position", &game],
        "fr_FR.UTF-8",
        "--position n’est pas une position : il n’y a pas de jeu appelé 'spider'",
    );
    let foundation = deal_1.replacen("JD", "", 1) + "JD";
    expect_refused(
        &["solve", "--position", &foundation],
        "es_ES.UTF-8",
        "--position no es una posición: la fundación 4 no está construida por palo desde el as: JD no puede estar ahí",
    );
}

/// A pile named in a sentence the terminal shows (foundation 4 holding a
/// jack alone) in the form the sentence needs: with its article in French
/// (and in Spanish, above); in the nominative in German and Polish, whose
/// pile names come in the cases other sentences need.
#[test]
fn a_pile_is_named_as_the_sentence_needs() {
    let deal_1 = "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////";
    let foundation = deal_1.replacen("JD", "", 1) + "JD";
    for (lang, reason) in [
        (
            "fr_FR.UTF-8",
            "--position n’est pas une position : la fondation 4 n’est pas montée par couleur depuis l’as : JD ne peut pas y être",
        ),
        (
            "de_DE.UTF-8",
            "--position ist keine Stellung: Ablagestapel 4 ist nicht vom Ass an in einer Farbe aufgebaut: JD kann dort nicht liegen",
        ),
        (
            "pl_PL.UTF-8",
            "--position to nie układ: stos bazowy 4: karty nie idą w jednym kolorze od asa, więc JD nie może tam leżeć",
        ),
    ] {
        expect_refused(&["solve", "--position", &foundation], lang, reason);
    }
}

/// A free cell holding two cards: the one card it may hold is said in the
/// singular (and a pile's name in the form its sentence needs).
#[test]
fn a_free_cell_holding_two_cards_is_refused_in_the_singular() {
    let deal_1 = "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////";
    let overfull = deal_1
        .replacen("JDKD", "", 1)
        .replacen("////////", "/JDKD///////", 1);
    for (lang, reason) in [
        (
            "C",
            "--position is not a position: free cell a holds at most 1 card\n",
        ),
        ("de_DE.UTF-8", "Die freie Zelle a fasst höchstens 1 Karte\n"),
        (
            "fr_FR.UTF-8",
            "la cellule libre a contient au plus 1 carte\n",
        ),
        (
            "es_ES.UTF-8",
            "la celda libre a admite como mucho 1 carta\n",
        ),
        ("pl_PL.UTF-8", "wolna komórka a mieści najwyżej 1 kartę\n"),
    ] {
        expect_refused(&["solve", "--position", &overfull], lang, reason);
    }
}
