#!/usr/bin/env bash
# The general solver's fast mode against Freecell Solver on the games of
# the FreeCell family, deal by deal, on this machine. It prints figures
# and asserts nothing.
#
#   bash scripts/bench-family.sh [--deals 1..1000] [--games "bakers-game seahaven ..."]
#                                [--complete-limit N] [--example]
#
# For each game (default: bakers-game, seahaven, eight-off, forecell and
# freecell with 2 cells, written `freecell:2`), over the same deals:
# - ours: `freecell solve A..B --game NAME [--cells K] --fast --json
#   --threads 1` (or, with --example, `examples/family.rs`, which needs no
#   command line of its own): solved / impossible / gave up, the CPU time
#   of the deals, the mean length without moves to the foundations;
# - Freecell Solver's fastest preset, one process a deal:
#   `fc-solve -l lg -g GAME [--freecells-num K] -m -snx BOARD`, the same
#   figures (its CPU time measured per process, so it includes starting
#   the process: that cost, measured on a won position, is printed too).
#   A run is stopped at 60 s of CPU or 6 GB of memory (the preset takes
#   minutes and tens of gigabytes on a few deals) and counts as not
#   solved; the CPU time is also printed without the deals either solver
#   gave up on, where each spends its allowance, not what the deal needs.
#   Its solutions are replayed through our engine's checked rules
#   (`examples/replay.rs`): the preset is not complete, and in the games
#   where only a king may start an empty cascade some of its solutions
#   put other cards there;
# - the cross-check of verdicts: every deal the preset solves within the
#   rules must be one we solve, and every deal we call impossible is run
#   through Freecell Solver's complete single-card search,
#   `fc-solve -g GAME [--freecells-num K] --method soft-dfs -to 01ABCDE
#   -mi LIMIT BOARD` (LIMIT: --complete-limit, default 4,000,000 states,
#   some 3 GB of memory at most), which must not solve it.
#
# Boards come from the pysol-cards package (PyPI: `pip install
# pysol-cards`), Freecell Solver from Debian's freecell-solver-bin.
set -euo pipefail
cd "$(dirname "$0")/.."

deals=1..1000
games="bakers-game seahaven eight-off forecell freecell:2"
limit=4000000
example=0
while [ $# -gt 0 ]; do
  case "$1" in
    --deals) deals=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --complete-limit) limit=$2; shift 2 ;;
    --example) example=1; shift ;;
    *) echo "bench-family: unknown argument $1" >&2; exit 2 ;;
  esac
done

command -v fc-solve >/dev/null || { echo "bench-family: fc-solve is missing (apt-get install freecell-solver-bin)" >&2; exit 2; }
python3 -c 'import pysol_cards' 2>/dev/null || { echo "bench-family: pysol-cards is missing (pip install pysol-cards)" >&2; exit 2; }

if [ "$example" = 1 ]; then
  cargo build --quiet --profile release-native --example family --example replay
  ours="target/release-native/examples/family"
else
  cargo build --quiet --release -p freecell-cli
  cargo build --quiet --profile release-native --example replay
  ours="target/release/freecell"
fi

python3 - "$deals" "$games" "$limit" "$example" "$ours" <<'PY'
import json, os, resource, statistics, subprocess, sys, tempfile
from pysol_cards.cards import CardRenderer
from pysol_cards.deal_game import Game
from pysol_cards.random_base import RandomBase

deals_arg, games_arg, limit, example, ours_bin = sys.argv[1:]
first, last = (int(n) for n in deals_arg.split(".."))
limit = int(limit)
replay_bin = "target/release-native/examples/replay"
CPU_LIMIT = 60
MEMORY_LIMIT = 6 << 30
# Our name for a game, Freecell Solver's and PySolFC's.
THEIRS = {
    "freecell": "freecell", "bakers-game": "bakers_game",
    "ko-bakers-game": "ko_bakers_game", "relaxed-freecell": "relaxed_freecell",
    "eight-off": "eight_off", "forecell": "forecell", "seahaven": "seahaven",
}

def timed(argv):
    """Runs a process and measures its CPU time exactly (wait4). The process
    is stopped at CPU_LIMIT seconds or MEMORY_LIMIT bytes (Freecell Solver's
    presets take minutes and tens of gigabytes on a few deals); its output
    then says nothing was solved, and the time it took counts."""
    pid = os.fork()
    if pid == 0:
        resource.setrlimit(resource.RLIMIT_CPU, (CPU_LIMIT, CPU_LIMIT))
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 1)
        os.execvp(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    with open(out_path) as f:
        return f.read(), usage.ru_utime + usage.ru_stime, os.WIFSIGNALED(status)

work = tempfile.mkdtemp(prefix="bench-family-")
out_path = os.path.join(work, "out")

def board_file(game, deal):
    path = os.path.join(work, f"{game}-{deal}.board")
    if not os.path.exists(path):
        g = Game(THEIRS[game], deal, RandomBase.DEALS_MS, 13)
        with open(path, "w") as f:
            f.write(g.calc_deal_string(deal, CardRenderer(True)))
    return path

def fcs_rules(game, cells):
    args = ["-g", THEIRS[game]]
    if cells is not None:
        args += ["--freecells-num", str(cells)]
    return args

def fcs_moves(text):
    """The moves of `fc-solve -m -snx` output, if it solved the deal."""
    if "This game is solveable." not in text:
        return None
    body = text.split("-=-=-=-=-=-=-=-=-=-=-=-", 1)[1].split("This game is solveable.")[0]
    return body.split()

def ours_results(game, cells):
    """Each deal's verdict, length without foundation moves and CPU seconds."""
    if example == "1":
        argv = [ours_bin, game, f"{first}..{last}", "--fast"]
        if cells is not None:
            argv += ["--cells", str(cells)]
        out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
        results = {}
        for line in out.splitlines():
            words = line.split()
            if len(words) == 5 and words[0].isdigit():
                results[int(words[0])] = (words[1].replace("-", " "), int(words[2]), float(words[4]) / 1e3)
        return results
    argv = [ours_bin, "solve", f"{first}..{last}", "--game", game, "--fast", "--json", "--threads", "1"]
    if cells is not None:
        argv += ["--cells", str(cells)]
    out = subprocess.run(argv, capture_output=True, text=True).stdout
    return {d["deal"]: (d["result"], d.get("lengthWithoutFoundationMoves", 0), d["ms"] / 1e3)
            for d in json.loads(out)["deals"]}

def won_board(game, cells):
    """A position with every card home, for the cost of starting fc-solve."""
    path = os.path.join(work, f"{game}-won.board")
    with open(path, "w") as f:
        f.write("Foundations: H-K C-K D-K S-K\n" + ":\n" * (10 if game == "seahaven" else 8))
    return path

def summary(results):
    verdicts = [v for v, _, _ in results.values()]
    lengths = [n for v, n, _ in results.values() if v == "solved"]
    cpu = sum(t for _, _, t in results.values())
    mean = statistics.mean(lengths) if lengths else 0
    return verdicts.count("solved"), verdicts.count("impossible"), verdicts.count("gave up"), cpu, mean

def listed(deals):
    deals = sorted(deals)
    return " ".join(map(str, deals[:30])) + (" ..." if len(deals) > 30 else "") if deals else "none"

for spec in games_arg.split():
    game, _, cells = spec.partition(":")
    cells = int(cells) if cells else None
    name = game + (f" --cells {cells}" if cells is not None else "")
    ours = ours_results(game, cells)
    # Freecell Solver's fastest preset, one process a deal.
    lg = {}
    stopped = []
    for deal in range(first, last + 1):
        text, cpu, killed = timed(["fc-solve", "-l", "lg"] + fcs_rules(game, cells) + ["-m", "-snx", board_file(game, deal)])
        lg[deal] = (fcs_moves(text), cpu)
        if killed:
            stopped.append(deal)
    start_cost = statistics.median(
        timed(["fc-solve", "-l", "lg"] + fcs_rules(game, cells) + [won_board(game, cells)])[1] for _ in range(21))
    # Its solutions through our checked rules.
    lines = "".join(f"{d} {' '.join(m)}\n" for d, (m, _) in lg.items() if m is not None)
    argv = [replay_bin, game] + (["--cells", str(cells)] if cells is not None else [])
    replayed = subprocess.run(argv, input=lines, capture_output=True, text=True, check=True).stdout
    refused = {}
    for line in replayed.splitlines():
        deal, verdict = line.split(" ", 1)
        if verdict != "won":
            refused[int(deal)] = verdict
    fcs = {d: ("solved" if m is not None and d not in refused else "not solved",
               sum(1 for x in m if not x.endswith("h")) if m else 0, cpu)
           for d, (m, cpu) in lg.items()}
    solved, impossible, gave_up, cpu, mean = summary(ours)
    f_solved = sum(1 for v, _, _ in fcs.values() if v == "solved")
    f_cpu = sum(t for _, _, t in fcs.values())
    f_mean = statistics.mean([n for v, n, _ in fcs.values() if v == "solved"] or [0])
    count = last - first + 1
    print(f"== {name}, deals {first}..{last}")
    print(f"ours (--fast):      solved {solved} / impossible {impossible} / gave up {gave_up}; "
          f"CPU {cpu:.2f} s; mean length {mean:.2f}")
    print(f"fc-solve -l lg:     solved {f_solved} / not solved {count - f_solved - len(refused)}"
          f" / solutions our rules refuse {len(refused)}; CPU {f_cpu:.2f} s"
          f" (of which starting {count} processes, {start_cost * 1e3:.2f} ms each:"
          f" {start_cost * count:.2f} s); mean length {f_mean:.2f}")
    if stopped:
        print(f"  stopped at {CPU_LIMIT} s of CPU or {MEMORY_LIMIT >> 30} GB (counted as not solved): {listed(stopped)}")
    # The same figure without the deals either solver gave up on (ours at
    # its budget, Freecell Solver's preset at a limit): there both spend
    # what they are allowed, not what a deal needs.
    undecided = {d for d, (v, _, _) in ours.items() if v == "gave up"} | set(stopped)
    print(f"  CPU without the deals either gave up on ({listed(undecided)}): "
          f"ours {sum(t for d, (_, _, t) in ours.items() if d not in undecided):.2f} s, "
          f"fc-solve -l lg {sum(t for d, (_, _, t) in fcs.items() if d not in undecided):.2f} s")
    for deal in sorted(refused)[:3]:
        print(f"  refused: deal {deal}: {refused[deal]}")
    # The cross-check.
    missed = [d for d, (v, _, _) in fcs.items() if v == "solved" and ours[d][0] != "solved"]
    print(f"deals fc-solve -l lg solves within the rules and we do not: {listed(missed)}")
    ours_impossible = [d for d, (v, _, _) in ours.items() if v == "impossible"]
    complete = {"solved": [], "not solved": [], "limit": []}
    for deal in ours_impossible:
        text, _, killed = timed(["fc-solve"] + fcs_rules(game, cells) +
                        ["--method", "soft-dfs", "-to", "01ABCDE", "-mi", str(limit), board_file(game, deal)])
        checked = int(text.split("Total number of states checked is ")[1].split(".")[0]) if "checked is" in text else 0
        if "This game is solveable." in text:
            complete["solved"].append(deal)
        elif checked >= limit or killed:
            complete["limit"].append(deal)
        else:
            complete["not solved"].append(deal)
    print(f"deals we call impossible ({len(ours_impossible)}), by fc-solve's complete search"
          f" (soft-dfs, -to 01ABCDE, -mi {limit}): not solved, its search exhausted:"
          f" {len(complete['not solved'])}; stopped at the limit: {listed(complete['limit'])};"
          f" solved: {listed(complete['solved'])}")
    gave_up = [d for d, (v, _, _) in ours.items() if v == "gave up"]
    verdicts = []
    for deal in gave_up:
        text, _, killed = timed(["fc-solve"] + fcs_rules(game, cells) +
                        ["--method", "soft-dfs", "-to", "01ABCDE", "-mi", str(limit), board_file(game, deal)])
        checked = int(text.split("Total number of states checked is ")[1].split(".")[0]) if "checked is" in text else 0
        verdicts.append(f"{deal} ({'solved' if 'This game is solveable.' in text else 'stopped at the limit' if checked >= limit or killed else 'not solved, exhausted'})")
    print(f"deals we gave up on, by fc-solve's complete search: {' '.join(verdicts) or 'none'}")
    print(flush=True)
PY
