#!/usr/bin/env bash
# The optimal mode (`freecell solve --optimal`) over a range of deals, one
# thread, one process: how many are proven (verdict `optimal`) and how many
# come back `best found` or `gave up`, the mean and median CPU seconds per
# deal (each deal's thread CPU time, as `--json` gives it; of all deals and
# of the proven ones), the positions expanded per proven deal, and the
# process's peak memory (its maximum resident set, by GNU time). It prints
# figures and asserts nothing.
#
#   bash scripts/bench-optimal.sh [--deals 1..100] [--max-nodes 1000000]
#                                 [--max-memory MB] [--bin PATH]
#
# --max-memory is passed only when given (the command's default is 1024);
# --bin runs another build (an older one, to compare by turns) instead of
# `cargo build --release`'s. Per-deal JSON goes to target/bench-optimal/.
set -euo pipefail
cd "$(dirname "$0")/.."

deals=1..100
max_nodes=1000000
memory=()
bin=
while [ $# -gt 0 ]; do
  case "$1" in
    --deals) deals=${2:?--deals needs a deal list such as 1..100}; shift ;;
    --max-nodes) max_nodes=${2:?--max-nodes needs a number}; shift ;;
    --max-memory) memory=(--max-memory "${2:?--max-memory needs megabytes}"); shift ;;
    --bin) bin=${2:?--bin needs a path}; shift ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "bench-optimal: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

if [ -z "$bin" ]; then
  cargo build --release -p freecell-cli >&2
  bin=${CARGO_TARGET_DIR:-target}/release/freecell
fi
out=${CARGO_TARGET_DIR:-target}/bench-optimal
mkdir -p "$out"
json=$out/optimal-$deals.json
echo "cores: $(nproc); $(uname -m); $(date -u +%FT%TZ); $bin"
echo "== freecell solve $deals --optimal --json --threads 1 --max-nodes $max_nodes ${memory[*]}"
# Exit status 1 only says some deal was given up on.
/usr/bin/time -f '%M %U %S' -o "$out/time.txt" \
  "$bin" solve "$deals" --optimal --json --threads 1 --max-nodes "$max_nodes" "${memory[@]}" \
  >"$json" || [ $? -eq 1 ]
python3 - "$json" "$out/time.txt" <<'PY'
import json, statistics, sys
deals = json.load(open(sys.argv[1]))["deals"]
peak_kb, user, system = open(sys.argv[2]).read().split()
def spread(xs):
    if not xs:
        return "none"
    return f"mean {statistics.mean(xs):.2f} s, median {statistics.median_low(xs):.2f} s"
by = lambda result: [d for d in deals if d["result"] == result]
proven = by("optimal")
print(f"deals {len(deals)}: proven {len(proven)}, best found {len(by('best found'))}, "
      f"gave up {len(by('gave up'))}, impossible {len(by('impossible'))}")
print(f"CPU per deal: {spread([d['ms'] / 1000 for d in deals])}")
print(f"CPU per proven deal: {spread([d['ms'] / 1000 for d in proven])}")
if proven:
    print(f"positions per proven deal: mean {statistics.mean(d['explored'] for d in proven):.0f}")
    print(f"proven length: mean {statistics.mean(d['lengthWithoutFoundationMoves'] for d in proven):.2f}")
print(f"proven deals: {' '.join(str(d['deal']) for d in proven)}")
print(f"peak memory: {int(peak_kb) / 1024:.0f} MB; process CPU {float(user) + float(system):.1f} s")
PY
