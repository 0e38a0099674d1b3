#!/usr/bin/env bash
# Benchmarks the solver on Microsoft deals 1..32000 in both modes and prints
# the summaries (solved / impossible / gave up, times, solution lengths).
#   bash scripts/bench-solver.sh            # fast mode, then the default mode
#   bash scripts/bench-solver.sh --stretch  # also deals 1..1000000, fast mode
# Per-deal lines go to target/bench-solver/*.txt for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

stretch=false
for arg in "$@"; do
  case "$arg" in
    --stretch) stretch=true ;;
    -h | --help) sed -n '2,6p' "$0"; exit 0 ;;
    *) echo "bench-solver: unknown option $arg" >&2; exit 2 ;;
  esac
done

cargo build --profile release-native -p freecell-cli
bin=target/release-native/freecell
out=target/bench-solver
mkdir -p "$out"
echo "cores: $(nproc); $(uname -m); $(date -u +%FT%TZ)"

run() {
  local name=$1
  shift
  echo
  echo "== freecell solve $*"
  local status=0
  "$bin" solve "$@" >"$out/$name.txt" || status=$?
  grep -E '^(deals|time|length)' "$out/$name.txt"
  grep -vE '^(deals|time|length)' "$out/$name.txt" | awk '$2 != "solved" { print "  not solved: " $1 " " $2 }' | head -20
  echo "exit status $status"
}

run fast 1..32000 --fast
run default 1..32000
if $stretch; then
  run stretch-fast 1..1000000 --fast
fi
