#!/usr/bin/env bash
# Benchmarks the solver on Microsoft deals 1..32000 in both modes and prints
# the summaries (solved / impossible / gave up, times, solution lengths).
#   bash scripts/bench-solver.sh            # fast mode, then the default mode
#   bash scripts/bench-solver.sh --stretch  # also deals 1..1000000, fast mode
#   bash scripts/bench-solver.sh --deals 1..1000   # other deals, both modes
#   bash scripts/bench-solver.sh --threads 1       # one core (default: all)
#   bash scripts/bench-solver.sh --plain    # `cargo build --release` alone
#   bash scripts/bench-solver.sh --bin PATH # this freecell command, built already
# The binary is built by scripts/build-cli.sh (profile-guided), unless
# --plain or --bin. Per-deal lines go to target/bench-solver/*.txt for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

stretch=false
plain=false
bin=
deals=1..32000
threads=()
while [ $# -gt 0 ]; do
  case "$1" in
    --stretch) stretch=true ;;
    --plain) plain=true ;;
    --bin) bin=${2:?--bin needs the path of a freecell command}; shift ;;
    --deals) deals=${2:?--deals needs a deal list such as 1..1000}; shift ;;
    --threads) threads=(--threads "${2:?--threads needs a number}"); shift ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "bench-solver: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

if [ -n "$bin" ]; then
  [ -x "$bin" ] || { echo "bench-solver: $bin is not a command" >&2; exit 2; }
elif $plain; then
  cargo build --release -p freecell-cli
  bin=${CARGO_TARGET_DIR:-target}/release/freecell
else
  bin=$(bash scripts/build-cli.sh)
fi
out=${CARGO_TARGET_DIR:-target}/bench-solver
mkdir -p "$out"
echo "cores: $(nproc); $(uname -m); $(date -u +%FT%TZ); $bin"

run() {
  local name=$1
  shift
  echo
  echo "== freecell solve $*"
  local status=0
  "$bin" solve "$@" "${threads[@]}" >"$out/$name.txt" || status=$?
  grep -E '^(deals|CPU time|length)' "$out/$name.txt"
  grep -vE '^(deals|CPU time|length)' "$out/$name.txt" | awk '$2 != "solved" { print "  not solved: " $1 " " $2 " " $3 }' | head -20
  echo "exit status $status"
}

run fast "$deals" --fast
run default "$deals"
if $stretch; then
  run stretch-fast 1..1000000 --fast
fi
