#!/usr/bin/env bash
# Rebuilds the fast mode's plan from scratch: traces every candidate search
# of crate/examples/candidates.txt alone on deals 1..32000, up to its cap
# (about 15 s of CPU a search here, on every core), then builds the plan
# from the traces and prints it as Rust for crate/src/solver/plan.rs, with
# what it costs (deal 11982 shows as unknown: its proof goes past every
# cap). Run it after any change to what the searches expand: about 15
# minutes on two cores here.
#   bash scripts/fast-plan.sh              # every candidate
#   bash scripts/fast-plan.sh --deals 1..2000   # a quick look (not the plan)
# The traces stay in target/fast-plan/ for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

deals=1..32000
while [ $# -gt 0 ]; do
  case "$1" in
    --deals) deals=${2:?--deals needs a range such as 1..2000}; shift ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "fast-plan: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

cargo build --profile release-native -p freecell --example trace --example plan
bin=${CARGO_TARGET_DIR:-target}/release-native/examples
out=${CARGO_TARGET_DIR:-target}/fast-plan
rm -rf "$out"
mkdir -p "$out"

# Four searches a trace file, in the list's order, each group under one
# cap: the plan breaks ties by that order.
cap=
chunks=()
rounds=()
n=0
while IFS= read -r line; do
  case "$line" in
    '# cap '*) cap=${line#'# cap '}; n=4 ;;
    '# round '*) read -r spec quarters <<<"${line#'# round '}"; rounds+=(--round "$spec=$quarters") ;;
    '#'* | '') ;;
    *)
      if [ "$n" -eq 4 ]; then
        chunks+=("$(printf 'c%03d' "${#chunks[@]}")")
        : >"$out/${chunks[-1]}.spec"
        echo "$cap" >"$out/${chunks[-1]}.cap"
        n=0
      fi
      if [ "$n" -gt 0 ]; then printf ';' >>"$out/${chunks[-1]}.spec"; fi
      printf '%s' "$line" >>"$out/${chunks[-1]}.spec"
      n=$((n + 1))
      ;;
  esac
done <crate/examples/candidates.txt

echo "tracing ${#chunks[@]} groups of searches on deals $deals ($(nproc) at a time)"
printf '%s\n' "${chunks[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  '"$1/trace" "$2" "$(cat "$3/{}.cap")" "$(cat "$3/{}.spec")" >"$3/{}.txt"' _ "$bin" "$deals" "$out"

args=()
for c in "${chunks[@]}"; do
  args+=("$out/$c.txt=$out/$c.spec=$(cat "$out/$c.cap")")
done
"$bin/plan" --keep 13 "${rounds[@]}" "${args[@]}"
