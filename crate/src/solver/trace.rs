//! What the fast mode's plan (`FAST_START` and the rounds after it) is
//! built from: one candidate search run alone on a deal, up to a cap,
//! and how many positions it took to solve the deal, to run out of
//! positions, or to reach the cap. A search resumed in turn does exactly
//! what it does alone, so these counts give the cost of any plan over the
//! searches traced, deal by deal (`crate/examples/trace.rs` makes them,
//! and `crate/examples/plan/` builds the plan from them).

use crate::board::GameBoard;

use super::autoplay::Autoplay;
use super::fast::{start_of, Running};
use super::plan::Try;
use super::score::Extra;
use super::search::{Budget, Found};

/// How a traced search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traced {
    /// It solved the deal after this many positions.
    Solved(u64),
    /// It ran out of positions after this many (a proof of impossibility
    /// only with the safe autoplay).
    Exhausted(u64),
    /// It reached the cap without either.
    Capped(u64),
}

impl Traced {
    /// `S`, `E` or `C` and the positions, as the plan's script reads it.
    pub fn token(self) -> String {
        match self {
            Traced::Solved(n) => format!("S{n}"),
            Traced::Exhausted(n) => format!("E{n}"),
            Traced::Capped(n) => format!("C{n}"),
        }
    }
}

/// Runs the search that `spec` describes alone on `board`, up to `cap`
/// positions. A spec is the autoplay (`S` safe, `A` all), the step cost, a
/// colon and the nine [`Weights`] in the order of their fields, then optionally
/// the weights of [`Extra`] (cards on the card after the next each
/// foundation needs, and the free cells' distance), and `/r=NOISE,SEED`
/// for a pseudo-random term (see
/// [`BestFirst::with_noise`](super::search::BestFirst::with_noise)): for
/// example `A6:4,2,4,20,12,8,0,6,0,0,1/r=10,23`.
#[doc(hidden)]
pub fn trace_search(board: &GameBoard, spec: &str, cap: u64) -> Result<Traced, String> {
    let t = parse(spec)?;
    let start = start_of(board, t.autoplay);
    if start.is_solved() {
        return Ok(Traced::Solved(0));
    }
    let mut running = Running::start(&start, &t);
    let result = running.resume(Budget { max_nodes: cap });
    let explored = running.search.explored();
    Ok(match result.found {
        Found::Path(_) => Traced::Solved(explored),
        Found::Exhausted => Traced::Exhausted(explored),
        Found::GaveUp => Traced::Capped(explored),
    })
}

/// The search a spec describes (see [`trace_search`]), with no share of
/// the rounds.
fn parse(spec: &str) -> Result<Try, String> {
    let bad = || format!("bad search spec {spec:?}: want e.g. A2:5,3,1,6,6,1,0,0,0[,0,1][/r=10,3]");
    let (head, noise) = match spec.split_once("/r=") {
        Some((head, noise)) => (head, Some(noise)),
        None => (spec, None),
    };
    let (noise, seed) = match noise {
        Some(text) => {
            let (noise, seed) = text.split_once(',').ok_or_else(bad)?;
            (
                noise.parse().map_err(|_| bad())?,
                seed.parse().map_err(|_| bad())?,
            )
        }
        None => (0, 0),
    };
    let (kind, rest) = head.split_at_checked(1).ok_or_else(bad)?;
    let autoplay = match kind {
        "S" => Autoplay::Safe,
        "A" => Autoplay::All,
        _ => return Err(bad()),
    };
    let (step_cost, weights) = rest.split_once(':').ok_or_else(bad)?;
    let step_cost: u32 = step_cost.parse().map_err(|_| bad())?;
    let numbers = weights
        .split(',')
        .map(|w| w.parse::<u32>().map_err(|_| bad()))
        .collect::<Result<Vec<u32>, String>>()?;
    let (weights, extra) = match numbers.len() {
        9 => (&numbers[..], Extra::NONE),
        11 => (
            &numbers[..9],
            Extra {
                buried_next: numbers[9],
                free_distance: numbers[10],
            },
        ),
        _ => return Err(bad()),
    };
    let weights: [u32; 9] = weights.try_into().map_err(|_| bad())?;
    Ok(Try::of(autoplay, step_cost, weights, 0)
        .extra(extra.buried_next, extra.free_distance)
        .noise(noise, seed))
}

/// The search `spec` describes, with `quarters` of the rounds, as a line
/// of `FAST_TRIES`, laid out as `cargo fmt` lays it out: what
/// `examples/plan/` prints.
#[doc(hidden)]
pub fn spec_as_rust(spec: &str, quarters: u64) -> Result<String, String> {
    let t = parse(spec)?;
    let autoplay = match t.autoplay {
        Autoplay::Safe => "Safe",
        Autoplay::NeverNeeded => "NeverNeeded",
        Autoplay::All => "All",
    };
    let weights: Vec<String> = t.weights.to_array().iter().map(u32::to_string).collect();
    let mut chain = vec![format!(
        "Try::of(Autoplay::{autoplay}, {}, [{}], {quarters})",
        t.step_cost,
        weights.join(", ")
    )];
    if t.extra != Extra::NONE {
        let Extra {
            buried_next,
            free_distance,
        } = t.extra;
        chain.push(format!(".extra({buried_next}, {free_distance})"));
    }
    if t.noise != 0 {
        chain.push(format!(".noise({}, {})", t.noise, t.seed));
    }
    // `cargo fmt` keeps a call and one method on a line, if it fits.
    let line = format!("    {},", chain.concat());
    if chain.len() <= 2 && line.len() <= 100 {
        Ok(line)
    } else {
        Ok(format!("    {},", chain.join("\n        ")))
    }
}

#[cfg(test)]
impl Try {
    /// The search as a spec, in the form `examples/candidates.txt` writes
    /// it: the two extra weights and the noise only when used.
    fn spec(&self) -> String {
        let mut weights: Vec<u32> = self.weights.to_array().to_vec();
        if self.extra != Extra::NONE {
            weights.extend([self.extra.buried_next, self.extra.free_distance]);
        }
        let weights: Vec<String> = weights.iter().map(u32::to_string).collect();
        let kind = match self.autoplay {
            Autoplay::Safe => "S",
            Autoplay::NeverNeeded => "N",
            Autoplay::All => "A",
        };
        let mut spec = format!("{kind}{}:{}", self.step_cost, weights.join(","));
        if self.noise != 0 {
            spec += &format!("/r={},{}", self.noise, self.seed);
        }
        spec
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::plan::{FAST_START, FAST_TRIES};

    /// The plan's searches are all among the candidates it was built from,
    /// so `scripts/fast-plan.sh` can build it again.
    #[test]
    fn the_plans_searches_are_candidates() {
        let candidates: Vec<&str> = include_str!("../../examples/candidates.txt")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.is_empty())
            .collect();
        assert!(candidates.len() > 100);
        for t in &FAST_TRIES {
            let spec = t.spec();
            assert!(candidates.contains(&spec.as_str()), "{spec}");
        }
    }

    /// The searches of the rounds, with their shares, are the `# round`
    /// lines of the candidates, in order: what the planner is given.
    #[test]
    fn the_rounds_are_the_candidates_round_lines() {
        let listed: Vec<String> = include_str!("../../examples/candidates.txt")
            .lines()
            .filter_map(|line| line.strip_prefix("# round "))
            .map(str::to_string)
            .collect();
        let rounds: Vec<String> = FAST_TRIES
            .iter()
            .filter(|t| t.quarters > 0)
            .map(|t| format!("{} {}", t.spec(), t.quarters))
            .collect();
        assert_eq!(listed, rounds);
    }

    /// A trace counts what the fast mode's own search does: the search
    /// the plan opens with, traced to the plan's first limit, solves a
    /// deal within it exactly when the fast mode stops there, after as
    /// many positions.
    #[test]
    fn a_trace_counts_what_the_search_does() {
        let (first, limit) = FAST_START[0];
        let spec = FAST_TRIES[first].spec();
        let options = crate::SolveOptions {
            mode: crate::Mode::Fast,
            ..crate::SolveOptions::default()
        };
        let mut solved_first = 0;
        for deal in 1..=40 {
            let board = GameBoard::from_deal(deal).unwrap();
            let traced = trace_search(&board, &spec, limit).unwrap();
            let explored = crate::solve(&board, &options).explored;
            match traced {
                Traced::Solved(n) => {
                    assert_eq!(n, explored, "deal {deal}");
                    solved_first += 1;
                }
                _ => assert!(explored > limit, "deal {deal}"),
            }
        }
        assert!((5..40).contains(&solved_first), "{solved_first}");
    }

    /// What `examples/plan/` prints for a search is its line in the
    /// table, as written there: every search of the plan outside the
    /// rounds comes out as its own line (those of the rounds name their
    /// weights, by hand).
    #[test]
    fn a_spec_as_rust_is_the_plans_line() {
        let source = include_str!("plan.rs");
        let mut written = 0;
        for t in &FAST_TRIES {
            if t.quarters == 0 {
                let line = spec_as_rust(&t.spec(), t.quarters).unwrap();
                assert!(source.contains(&format!("{line}\n")), "{line}");
                written += 1;
            }
        }
        assert_eq!(written, 9);
    }

    #[test]
    fn bad_specs_are_refused() {
        let board = GameBoard::from_deal(1).unwrap();
        for spec in [
            "",
            "X2:5,3,1,6,6,1,0,0,0",
            "A2:5,3,1",
            "A2 5,3,1,6,6,1,0,0,0",
            "A2:5,3,1,6,6,1,0,0,0/r=3",
        ] {
            assert!(trace_search(&board, spec, 10).is_err(), "{spec}");
        }
        assert_eq!(
            trace_search(&board, "A2:5,3,1,6,6,1,0,0,0,0,1/r=10,3", 0),
            Ok(Traced::Capped(0))
        );
    }
}
