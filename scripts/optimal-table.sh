#!/usr/bin/env bash
# The table of the fewest moves of a range of deals, built in shards by
# GNU Parallel: the range is cut into chunks, each chunk is one job
# `freecell solve CHUNK --optimal --out DIR/CHUNK.jsonl` (a JSON line per
# deal, appended as each is solved; a deal already in the shard is
# skipped, so running the script again resumes where it stopped), and the
# shards are merged into one table, a deal a line, sorted by deal:
#
#   deal <TAB> fewest moves <TAB> optimal | best found | gave up <TAB> moves
#
# (the fewest moves not counting those to the foundations; a deal found in
# several shards keeps its proven line, else its shortest).
#
#   bash scripts/optimal-table.sh [--deals 1..1000] [--chunk 50] [--jobs 2]
#       [--dir target/optimal-table] [--max-nodes N] [--max-memory MB]
#       [--bin PATH] [--merge-only] [-- PARALLEL OPTIONS...]
#
# Options after `--` go to GNU Parallel, e.g. `--sshlogin 4/alice@a,4/b`
# to run the jobs on other machines (each needs the same `freecell`
# binary at --bin's path); the script then sends each shard there before
# its job and brings it back after, so a stopped run resumes anywhere.
# The table goes to DIR/table.tsv, and its figures to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."

deals=1..1000
chunk=50
jobs=2
dir=${CARGO_TARGET_DIR:-target}/optimal-table
budget=()
bin=
merge_only=
while [ $# -gt 0 ]; do
  case "$1" in
    --deals) deals=${2:?--deals needs a range such as 1..1000}; shift ;;
    --chunk) chunk=${2:?--chunk needs a number}; shift ;;
    --jobs) jobs=${2:?--jobs needs a number}; shift ;;
    --dir) dir=${2:?--dir needs a folder}; shift ;;
    --max-nodes) budget+=(--max-nodes "${2:?--max-nodes needs a number}"); shift ;;
    --max-memory) budget+=(--max-memory "${2:?--max-memory needs megabytes}"); shift ;;
    --bin) bin=${2:?--bin needs a path}; shift ;;
    --merge-only) merge_only=1 ;;
    --) shift; break ;;
    -h | --help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "optimal-table: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
remote=("$@")

first=${deals%..*}
last=${deals#*..}
case "$first$last" in
  *[!0-9]* | '') echo "optimal-table: --deals takes a range A..B" >&2; exit 2 ;;
esac
mkdir -p "$dir/shards"

if [ -z "$merge_only" ]; then
  if [ -z "$bin" ]; then
    cargo build --release -p freecell-cli >&2
    bin=$PWD/${CARGO_TARGET_DIR:-target}/release/freecell
  fi
  chunks=()
  for ((a = first; a <= last; a += chunk)); do
    b=$((a + chunk - 1 < last ? a + chunk - 1 : last))
    chunks+=("$a..$b")
    touch "$dir/shards/$a..$b.jsonl"
  done
  transfer=()
  if [ ${#remote[@]} -gt 0 ]; then
    # Each shard goes to the machine that runs its job, and comes back.
    transfer=(--transferfile "$dir/shards/{}.jsonl" --return "$dir/shards/{}.jsonl" --cleanup)
  fi
  # Exit status 1 only says some deal was given up on.
  parallel -j "$jobs" --line-buffer "${transfer[@]}" "${remote[@]}" \
    "'$bin' solve {} --optimal --threads 1 --quiet ${budget[*]} --out '$dir/shards/{}.jsonl' || [ \$? -eq 1 ]" \
    ::: "${chunks[@]}"
fi

python3 - "$dir" "$first" "$last" <<'PY'
import glob, json, statistics, sys
folder, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
best = {}
for path in sorted(glob.glob(f"{folder}/shards/*.jsonl")):
    for line in open(path):
        try:
            d = json.loads(line)
        except ValueError:
            continue  # a line a stopped run cut short
        if d.get("game") != "freecell" or not first <= d.get("deal", 0) <= last:
            continue
        key = (d["result"] != "optimal", d["result"] == "gave up", d["lengthWithoutFoundationMoves"])
        old = best.get(d["deal"])
        if old is None or key < old[0]:
            best[d["deal"]] = (key, d)
with open(f"{folder}/table.tsv", "w") as table:
    for deal in sorted(best):
        d = best[deal][1]
        table.write(f"{deal}\t{d['lengthWithoutFoundationMoves']}\t{d['result']}\t{' '.join(d['moves'])}\n")
rows = [best[k][1] for k in sorted(best)]
proven = [d for d in rows if d["result"] == "optimal"]
print(f"deals {len(rows)} of {last - first + 1}: proven {len(proven)}, "
      f"best found {sum(d['result'] == 'best found' for d in rows)}, "
      f"gave up {sum(d['result'] == 'gave up' for d in rows)}")
if rows:
    print(f"CPU per deal: mean {statistics.mean(d['ms'] for d in rows) / 1000:.2f} s, "
          f"median {statistics.median_low([d['ms'] for d in rows]) / 1000:.2f} s")
print(f"table: {folder}/table.tsv")
PY
