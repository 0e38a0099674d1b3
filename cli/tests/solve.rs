//! `freecell solve`: deals and positions solved, proven impossible or given
//! up, as text and as JSON, with the exit status each gives. Every solution
//! printed is replayed through the library's checked rules to a win.

mod support;

use freecell::{Game, GameBoard, Rules};
use serde_json::Value;
use support::freecell;

/// Deal 1 of standard FreeCell as a position text.
const DEAL_1: &str = "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC////////";

/// Every card home: a won position.
const WON: &str = "////////////AC2C3C4C5C6C7C8C9CTCJCQCKC/AD2D3D4D5D6D7D8D9DTDJDQDKD/AH2H3H4H5H6H7H8H9HTHJHQHKH/AS2S3S4S5S6S7S8S9STSJSQSKS";

/// A position with no move at all: every cascade ends in a black card (no
/// black card goes on a black one, and no ace is on top), the free cells
/// are full of red fives and sixes (no black six or seven is on top), and
/// no cascade is empty.
const STUCK: &str = "ACADAHAS2CKC/2D2H2S3C3DKS/3H3S4C4D4HQC/4S5C5S6C6SQS/7C7D7H7S8CJC/8D8H8S9C9DJS/9H9STDTHJDTC/JHQDQHKDKHTS/5H/5D/6H/6D////";

/// Plays `moves` (the notation, space-separated) on `board` through the
/// checked rules, and says whether they win.
fn wins(mut board: GameBoard, moves: &str) -> bool {
    for text in moves.split_whitespace() {
        let mv = board
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        board.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    board.is_in_win_state()
}

/// Checks a single answer against its exit status, whatever the verdict:
/// `impossible` ends with 0, `gave up` with 1, and a solution with 0 and
/// wins `board`.
/// A JSON record's moves, in the notation.
fn moves_of(record: &Value) -> Vec<&str> {
    let moves = record["moves"]
        .as_array()
        .expect("a record's moves are an array");
    moves.iter().map(|m| m.as_str().unwrap()).collect()
}

fn assert_true_answer(board: GameBoard, run: &support::Run) {
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    match run.stdout.trim_end() {
        "impossible" => assert_eq!(run.code, Some(0)),
        "gave up" => assert_eq!(run.code, Some(1)),
        moves => {
            assert_eq!(run.code, Some(0), "{}", run.stderr);
            assert!(wins(board, moves), "{moves}");
        }
    }
}

fn json(run: &support::Run) -> Value {
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {}", run.stdout))
}

#[test]
fn one_deal_prints_a_solution_that_wins() {
    for mode in [&[][..], &["--fast"]] {
        let run = freecell(&[&["solve", "617"], mode].concat(), "");
        run.assert_clean_exit();
        assert_eq!(run.stdout.lines().count(), 1);
        let moves = run.stdout.trim_end();
        assert!(moves.split(' ').count() > 52, "{moves}");
        assert!(wins(GameBoard::from_deal(617).unwrap(), moves), "{mode:?}");
    }
    // Naming the standard game changes nothing.
    assert_eq!(
        freecell(&["solve", "617", "--game", "freecell"], "").stdout,
        freecell(&["solve", "617"], "").stdout
    );
}

#[test]
fn an_impossible_deal_says_so_and_a_spent_budget_gives_up() {
    let run = freecell(&["solve", "11982", "--fast"], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout, "impossible\n");
    let run = freecell(&["solve", "1", "--max-nodes", "1"], "");
    assert_eq!(run.stdout, "gave up\n");
    assert_eq!(run.code, Some(1));
}

#[test]
fn several_deals_print_a_line_each_then_a_summary() {
    let run = freecell(&["solve", "1..3,617", "--fast", "--threads", "2"], "");
    run.assert_clean_exit();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4 + 3, "{}", run.stdout);
    for (line, deal) in lines.iter().zip([1, 2, 3, 617]) {
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        assert_eq!(fields[0], deal.to_string());
        assert_eq!(fields[1], "solved");
        let moves = fields[4];
        let without_foundation = moves.split(' ').filter(|m| !m.ends_with('h')).count();
        assert_eq!(fields[2], without_foundation.to_string(), "{line}");
        assert!(fields[3].parse::<f64>().is_ok(), "{line}");
        assert!(wins(GameBoard::from_deal(deal).unwrap(), moves), "{line}");
    }
    assert_eq!(lines[4], "deals: 4 (solved 4, impossible 0, gave up 0)");
    assert!(lines[5].starts_with("CPU time: "), "{}", lines[5]);
    assert!(lines[6].starts_with("length without foundation moves: mean "));
    // --quiet keeps the summary only.
    let quiet = freecell(&["solve", "1..3,617", "--fast", "--quiet"], "");
    quiet.assert_clean_exit();
    let quiet: Vec<&str> = quiet.stdout.lines().collect();
    assert_eq!(quiet.len(), 3);
    assert_eq!(quiet[0], lines[4]);
}

#[test]
fn json_has_a_record_per_deal_and_the_summary() {
    let run = freecell(&["solve", "1,11982", "--fast", "--json"], "");
    run.assert_clean_exit();
    let out = json(&run);
    let deals = out["deals"].as_array().unwrap();
    assert_eq!(deals.len(), 2);
    let first = &deals[0];
    assert_eq!(first["deal"], 1);
    assert_eq!(first["game"], "freecell");
    assert_eq!(first["result"], "solved");
    assert!(first.get("position").is_none());
    let moves = moves_of(first);
    assert!(wins(GameBoard::from_deal(1).unwrap(), &moves.join(" ")));
    // The same moves as the text output.
    let text = freecell(&["solve", "1", "--fast"], "");
    assert_eq!(text.stdout.trim_end(), moves.join(" "));
    let without_foundation = moves.iter().filter(|m| !m.ends_with('h')).count();
    assert_eq!(first["lengthWithoutFoundationMoves"], without_foundation);
    assert!(first["explored"].as_u64().unwrap() > 0);
    assert!(first["ms"].is_f64() || first["ms"].is_u64());
    assert_eq!(deals[1]["deal"], 11982);
    assert_eq!(deals[1]["result"], "impossible");
    assert_eq!(deals[1]["moves"].as_array().unwrap().len(), 0);

    let summary = &out["summary"];
    assert_eq!(summary["deals"], 2);
    assert_eq!(summary["solved"], 1);
    assert_eq!(summary["impossible"], 1);
    assert_eq!(summary["gaveUp"], 0);
    assert!(summary["threads"].as_u64().unwrap() >= 1);
    for seconds in ["wallSeconds", "cpuSeconds"] {
        assert!(summary[seconds].as_f64().unwrap() >= 0.0, "{seconds}");
    }
    let process = &summary["processCpuSeconds"];
    assert!(process.is_null() || process.as_f64().unwrap() >= 0.0);
    for q in ["mean", "median", "p99", "worst"] {
        assert!(summary["ms"][q].as_f64().unwrap() >= 0.0, "ms {q}");
    }
    let lengths = &summary["lengthWithoutFoundationMoves"];
    assert_eq!(lengths["median"], without_foundation);
    assert_eq!(lengths["worst"], without_foundation);
    assert_eq!(lengths["mean"].as_f64(), Some(without_foundation as f64));
}

#[test]
fn a_position_is_solved_from_where_it_stands() {
    // Deal 1 with 3D parked in cell a, and AC, AS and 2C sent home by hand.
    let mut board = GameBoard::from_deal(1).unwrap();
    for text in ["6a", "6b", "6h", "6h", "bh"] {
        board.play(board.parse_move(text).unwrap()).unwrap();
    }
    let position = board.to_text();
    let run = freecell(&["solve", "--position", &position], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout.lines().count(), 1);
    assert!(wins(board, run.stdout.trim_end()));

    let run = freecell(&["solve", "--position", &position, "--fast", "--json"], "");
    run.assert_clean_exit();
    let out = json(&run);
    let record = &out["deals"][0];
    assert_eq!(record["position"], position.as_str());
    assert!(record.get("deal").is_none());
    assert_eq!(record["game"], "freecell");
    assert_eq!(record["result"], "solved");
    let moves = moves_of(record);
    assert!(wins(board, &moves.join(" ")));
    assert_eq!(out["summary"]["deals"], 1);
    assert_eq!(out["summary"]["threads"], 1);
}

#[test]
fn a_position_as_dealt_is_solved_as_the_deal_is() {
    let by_number = freecell(&["solve", "1"], "");
    let by_text = freecell(&["solve", "--position", DEAL_1], "");
    by_text.assert_clean_exit();
    assert_eq!(by_text.stdout, by_number.stdout);
    // Lower case and 10 read too, as the library reads them.
    let lower = DEAL_1.to_lowercase().replace('t', "10");
    assert_eq!(
        freecell(&["solve", "--position", &lower], "").stdout,
        by_number.stdout
    );
}

#[test]
fn a_won_position_needs_no_moves_and_a_stuck_one_is_impossible() {
    let run = freecell(&["solve", "--position", WON], "");
    run.assert_clean_exit();
    assert_eq!(run.stdout, "\n");
    let out = json(&freecell(&["solve", "--position", WON, "--json"], ""));
    assert_eq!(out["deals"][0]["result"], "solved");
    assert_eq!(out["deals"][0]["moves"].as_array().unwrap().len(), 0);

    let stuck = GameBoard::from_text(STUCK).unwrap();
    assert!(!stuck.valid_move_exists());
    for mode in [&[][..], &["--fast"]] {
        let run = freecell(&[&["solve", "--position", STUCK], mode].concat(), "");
        run.assert_clean_exit();
        assert_eq!(run.stdout, "impossible\n", "{mode:?}");
    }
    let out = json(&freecell(&["solve", "--position", STUCK, "--json"], ""));
    assert_eq!(out["deals"][0]["result"], "impossible");
    assert_eq!(out["summary"]["impossible"], 1);
}

#[test]
fn a_position_gives_up_when_its_budget_is_spent() {
    let run = freecell(&["solve", "--position", DEAL_1, "--max-nodes", "1"], "");
    assert_eq!(run.stdout, "gave up\n");
    assert_eq!(run.code, Some(1));
    let run = freecell(
        &["solve", "--position", DEAL_1, "--max-nodes", "1", "--json"],
        "",
    );
    assert_eq!(run.code, Some(1));
    assert_eq!(json(&run)["deals"][0]["result"], "gave up");
    assert_eq!(json(&run)["summary"]["gaveUp"], 1);
}

#[test]
fn the_other_games_reach_the_solver_and_every_answer_is_true() {
    // What the solver answers for these games may change as it learns
    // them; whatever it says must be true and say which game it solved.
    let budget = ["--fast", "--max-nodes", "300000"];
    let seahaven = GameBoard::from_deal_of(Game::Seahaven.rules(), 1).unwrap();
    let run = freecell(
        &[&["solve", "--position", &seahaven.to_text()], &budget[..]].concat(),
        "",
    );
    assert_true_answer(seahaven, &run);

    let two_cells = Rules::default().with_free_cells(2).unwrap();
    for (args, rules, id) in [
        (
            &["--game", "seahaven"][..],
            Game::Seahaven.rules(),
            "seahaven",
        ),
        (
            &["--game", "eight-off"],
            Game::EightOff.rules(),
            "eight-off",
        ),
        (&["--cells", "2"], two_cells, "freecell,cells=2"),
    ] {
        let run = freecell(&[&["solve", "1"], args, &budget].concat(), "");
        let board = GameBoard::from_deal_of(rules, 1).unwrap();
        assert_true_answer(board, &run);
        let run = freecell(&[&["solve", "1", "--json"], args, &budget].concat(), "");
        assert_eq!(json(&run)["deals"][0]["game"], id);
    }
}

#[test]
fn a_summary_with_nothing_solved_has_no_lengths() {
    // 11982 is the one standard deal that cannot be won.
    let run = freecell(&["solve", "11982,11982", "--quiet"], "");
    run.assert_clean_exit();
    assert!(run
        .stdout
        .contains("length without foundation moves: none solved\n"));
    let run = freecell(&["solve", "11982", "--json"], "");
    run.assert_clean_exit();
    let json: Value = serde_json::from_str(&run.stdout).expect("valid JSON");
    assert_eq!(json["summary"]["lengthWithoutFoundationMoves"], Value::Null);
}

#[test]
fn output_closed_early_ends_the_command_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    // `freecell solve 1..300 | head -1`: the reader goes after one line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_freecell"))
        .args(["solve", "1..300", "--fast", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the freecell binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut first)
        .expect("a line");
    assert!(first.starts_with("1 solved "), "{first}");
    let output = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(output.status.code(), Some(1));
    // A full disk, where Linux has one to try.
    if let Ok(full) = std::fs::File::create("/dev/full") {
        let output = Command::new(env!("CARGO_BIN_EXE_freecell"))
            .args(["solve", "1"])
            .stdout(full)
            .output()
            .expect("it runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(output.status.code(), Some(1));
    }
}

#[test]
fn the_optimal_mode_gives_its_best_found_when_its_memory_budget_is_spent() {
    // One megabyte holds a few thousand positions: far from a proof of
    // deal 1, but the short mode's solution comes back, and it wins.
    let run = freecell(
        &["solve", "1", "--optimal", "--max-memory", "1", "--json"],
        "",
    );
    run.assert_clean_exit();
    let deal = &json(&run)["deals"][0];
    assert_eq!(deal["result"], "best found", "{}", run.stdout);
    let moves = moves_of(deal);
    assert!(wins(GameBoard::from_deal(1).unwrap(), &moves.join(" ")));
    // Deal 3's proof fits in 64 megabytes.
    let run = freecell(&["solve", "3", "--optimal", "--max-memory", "64"], "");
    run.assert_clean_exit();
    assert!(run.stdout.starts_with("optimal: "), "{}", run.stdout);
    let refused = freecell(&["solve", "3", "--optimal", "--max-memory", "0"], "");
    assert_eq!(refused.code, Some(2), "{}", refused.stderr);
    assert!(
        refused.stderr.contains("--max-memory"),
        "{}",
        refused.stderr
    );
}

/// `--out FILE` is a resumable shard: a JSON line per deal, appended as
/// each is solved; a second run skips the deals already in the file
/// (even after a line cut short, as a run stopped while writing leaves),
/// solves only the rest, and leaves the lines it found as they were.
#[test]
fn a_shard_file_resumes_where_it_stopped() {
    let dir = std::env::temp_dir().join(format!("freecell-shard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("shard.jsonl");
    let file = path.to_str().unwrap();
    let _ = std::fs::remove_file(&path);
    let lines = || -> Vec<Value> {
        let text = std::fs::read_to_string(&path).unwrap();
        text.lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    };
    let deals = |lines: &[Value]| -> Vec<u64> {
        lines.iter().map(|l| l["deal"].as_u64().unwrap()).collect()
    };
    freecell(&["solve", "1..3", "--fast", "--out", file], "").assert_clean_exit();
    let first = lines();
    assert_eq!(deals(&first), [1, 2, 3]);
    for line in &first {
        let board = GameBoard::from_deal(line["deal"].as_u64().unwrap()).unwrap();
        let moves = moves_of(line);
        assert!(wins(board, &moves.join(" ")));
    }
    // Deal 3's line cut short, as a stopped run would leave it.
    let text = std::fs::read_to_string(&path).unwrap();
    let kept: Vec<&str> = text.lines().collect();
    let cut = format!("{}\n{}\n{}", kept[0], kept[1], &kept[2][..10]);
    std::fs::write(&path, cut).unwrap();
    freecell(&["solve", "1..5", "--fast", "--out", file], "").assert_clean_exit();
    let second = lines();
    assert_eq!(deals(&second), [1, 2, 3, 4, 5]);
    assert_eq!(second[..2], first[..2]);
    // Nothing left to do: the file stays as it is.
    let before = std::fs::read_to_string(&path).unwrap();
    freecell(&["solve", "2..4", "--fast", "--out", file], "").assert_clean_exit();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}
