#!/usr/bin/env python3
"""Chooses the family solver's fast-mode searches and their shares from
traces: each candidate search run alone on every deal of a range, up to a
cap (`examples/family.rs --trace`). A search resumed in turn does what it
does alone, so the traces give what any mix of them costs, deal by deal:
this replays the fast mode's turns (shares doubling from FIRST_TURN, the
searches in order, a complete search that runs out of positions proving
the deal impossible, a search with the full autoplay that runs out
dropping out) and counts the positions of every search until a verdict.

    python3 scripts/family-plan.py [--keep] SPECS TRACE [TRACE ...]

SPECS is the file of the traced searches (one line, specs separated by
`;`); each TRACE a file of lines `DEAL TOKEN TOKEN ...` (a token per
search: S, E or C and the positions). It prints the cost of the fast
mode's first mix (`FAST_TRIES` in crate/src/solver/general/mod.rs, copied
below as CURRENT; ForeCell's `KINGS_ONLY_ALTERNATE_TRIES` was built from
it), then builds a better one by local search (a search
added with a share, one dropped, a share changed, two searches swapped;
the change that lowers the cost most, until none does), scoring every
trace file alike (the sum over files of the positions a mix costs there
over what the current mix costs, so that no game outweighs the others),
and prints it. A deal on which some search would have to go past its cap
counts the positions spent until then plus a penalty of 4 caps.

With --keep, no search of today's mix is dropped (its share may change):
a few thousand deals do not show the rare deal that only one search finds
cheaply, and a mix without that search can take millions of positions on
it (a mix chosen on deals 1001..2000 without the greedy searches took
two-cell FreeCell 209 from 0.28 to 12 million positions).
"""
import sys

FIRST_TURN = 1000
QUARTERS = (1, 2, 3, 4, 6, 8)
# The fast mode's first mix, FAST_TRIES: (spec, quarters).
CURRENT = [
    ("N2:5,1,6,6,3,1,4", 4),
    ("N2:2,5,6,6,1,1,8", 2),
    ("A0:5,1,6,6,3,1,4", 2),
    ("A0:2,2,10,6,1,4,6", 1),
    ("W0:5,1,6,6,3,1,4", 1),
]


def read(specs_path, trace_paths):
    specs = open(specs_path).read().strip().split(";")
    files = []
    for path in trace_paths:
        deals = []
        for line in open(path):
            words = line.split()
            if len(words) != len(specs) + 1 or not words[0].isdigit():
                continue
            deals.append([(w[0], int(w[1:])) for w in words[1:]])
        files.append((path, deals))
    return specs, files


def deal_cost(traces, mix, cap):
    """Positions the mix (indexes into traces, quarters) spends on one deal."""
    explored = [0] * len(mix)
    live = [True] * len(mix)
    total = 0
    until = FIRST_TURN
    while True:
        for k, (i, quarters, complete) in enumerate(mix):
            if not live[k]:
                continue
            kind, n = traces[i]
            budget = max(0, until * quarters // 4 - explored[k])
            if kind in "SE" and n <= explored[k] + budget:
                total += n - explored[k]
                explored[k] = n
                if kind == "S" or complete:
                    return total, True
                live[k] = False
                continue
            if kind == "C" and explored[k] + budget > n:
                return total + (n - explored[k]) + 4 * cap, False
            total += budget
            explored[k] += budget
        if not any(live):
            return total, True
        until *= 2


def file_cost(deals, mix, cap):
    return sum(deal_cost(traces, mix, cap)[0] for traces in deals)


def as_mix(specs, pairs):
    return [(specs.index(spec), q, spec.startswith("N")) for spec, q in pairs]


def main():
    args = sys.argv[1:]
    keep = "--keep" in args
    paths = [a for a in args if a != "--keep"]
    if len(paths) < 2:
        sys.exit("usage: python3 scripts/family-plan.py [--keep] SPECS TRACE [TRACE ...]")
    specs_path, *trace_paths = paths
    specs, files = read(specs_path, trace_paths)
    cap = max(n for _, deals in files for traces in deals for _, n in traces)
    current = [(s, q) for s, q in CURRENT if s in specs]
    base = [file_cost(deals, as_mix(specs, current), cap) for _, deals in files]

    def score(pairs):
        if not any(s.startswith("N") for s, _ in pairs):
            return float("inf")
        mix = as_mix(specs, pairs)
        return sum(file_cost(deals, mix, cap) / b for (_, deals), b in zip(files, base))

    for (path, deals), b in zip(files, base):
        print(f"{path}: {len(deals)} deals, the mix today {b / 1e6:.2f} M positions")
    best, best_score = current, score(current)
    while True:
        moves = []
        for k in range(len(best)):
            if not keep or best[k][0] not in dict(current):
                moves.append(best[:k] + best[k + 1:])
            for q in QUARTERS:
                if q != best[k][1]:
                    moves.append(best[:k] + [(best[k][0], q)] + best[k + 1:])
            for j in range(k + 1, len(best)):
                swapped = list(best)
                swapped[k], swapped[j] = swapped[j], swapped[k]
                moves.append(swapped)
        if len(best) < 6:
            for spec in specs:
                if all(spec != s for s, _ in best):
                    for q in QUARTERS:
                        for at in range(len(best) + 1):
                            moves.append(best[:at] + [(spec, q)] + best[at:])
        scored = min(((score(m), m) for m in moves if m), key=lambda t: t[0])
        if scored[0] >= best_score - 1e-9:
            break
        best_score, best = scored
        print(f"  {best_score / len(files):.4f} of today's: {best}")
    for (path, deals), b in zip(files, base):
        mix = as_mix(specs, best)
        cost = file_cost(deals, mix, cap)
        past = sum(not deal_cost(traces, mix, cap)[1] for traces in deals)
        was = sum(not deal_cost(traces, as_mix(specs, current), cap)[1] for traces in deals)
        print(f"{path}: {cost / 1e6:.2f} M positions ({cost / b:.3f} of today's); "
              f"deals past a cap {past} (today's mix: {was})")
    print("mix:", best)


if __name__ == "__main__":
    main()
