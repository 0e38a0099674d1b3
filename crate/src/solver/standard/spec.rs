//! Standard FreeCell's searches written as the plan's tools write them:
//! a spec (see `solver::trace`) as a line of `FAST_TRIES`, and the
//! tests that keep the plan buildable again from its candidates. This
//! backend's alone: the family's plan tool (`scripts/family-plan.py`)
//! writes its mixes itself, and `general/plan.rs` holds them.

use super::super::trace::parse;
use super::backend::Standard;
use super::score::CostlyWeights;

/// The search `spec` describes, with `quarters` of the rounds, as a line
/// of `FAST_TRIES`, laid out as `cargo fmt` lays it out: what
/// `examples/plan/` prints.
pub fn spec_as_rust(spec: &str, quarters: u64) -> Result<String, String> {
    let t = parse::<Standard>(spec)?;
    let autoplay = format!("{:?}", t.autoplay);
    let weights: Vec<String> = { t.weights.cheap.to_array().iter() }
        .map(u32::to_string)
        .collect();
    let mut chain = vec![format!(
        "Try::of(Autoplay::{autoplay}, {}, [{}], {quarters})",
        t.step_cost,
        weights.join(", ")
    )];
    if t.weights.costly != CostlyWeights::NONE {
        let CostlyWeights {
            buried_next,
            free_distance,
        } = t.weights.costly;
        chain.push(format!(".costly({buried_next}, {free_distance})"));
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

/// The search as a spec, in the form `examples/candidates.txt` writes it:
/// the two costly weights and the noise only when used.
#[cfg(test)]
fn spec_of(t: &super::plan::Try) -> String {
    let mut weights: Vec<u32> = t.weights.cheap.to_array().to_vec();
    if t.weights.costly != CostlyWeights::NONE {
        weights.extend([t.weights.costly.buried_next, t.weights.costly.free_distance]);
    }
    let weights: Vec<String> = weights.iter().map(u32::to_string).collect();
    let kind = super::super::trace::kind_letter(t);
    let mut spec = format!("{kind}{}:{}", t.step_cost, weights.join(","));
    if t.noise != 0 {
        spec += &format!("/r={},{}", t.noise, t.seed);
    }
    spec
}

#[cfg(test)]
mod tests {
    use super::super::plan::{FAST_START, FAST_TRIES};
    use super::*;
    use crate::board::GameBoard;
    use crate::solver::trace::{trace, Traced};

    /// The plan's searches are all among the candidates it was built from,
    /// so `scripts/fast-plan.sh` can build it again.
    #[test]
    fn the_plans_searches_are_candidates() {
        let candidates: Vec<&str> = include_str!("../../../examples/candidates.txt")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.is_empty())
            .collect();
        assert!(candidates.len() > 100);
        for t in &FAST_TRIES {
            let spec = spec_of(t);
            assert!(candidates.contains(&spec.as_str()), "{spec}");
        }
    }

    /// The searches of the rounds, with their shares, are the `# round`
    /// lines of the candidates, in order: what the planner is given.
    #[test]
    fn the_rounds_are_the_candidates_round_lines() {
        let listed: Vec<String> = include_str!("../../../examples/candidates.txt")
            .lines()
            .filter_map(|line| line.strip_prefix("# round "))
            .map(str::to_string)
            .collect();
        let rounds: Vec<String> = FAST_TRIES
            .iter()
            .filter(|t| t.round_quarters > 0)
            .map(|t| format!("{} {}", spec_of(t), t.round_quarters))
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
        let spec = spec_of(&FAST_TRIES[first]);
        let options = crate::SolveOptions {
            mode: crate::Mode::Fast,
            ..crate::SolveOptions::default()
        };
        let mut solved_first = 0;
        for deal in 1..=40 {
            let board = GameBoard::from_deal(deal).unwrap();
            let traced = trace::<Standard>(&board, &spec, limit).unwrap();
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

    /// A line [`spec_as_rust`] prints, read back as the calls it writes:
    /// `Try::of(Autoplay::…, cost, [weights], quarters)`, then perhaps
    /// `.costly(…, …)` and `.noise(…, …)`, made with the plan's own
    /// constructors.
    fn read_line(line: &str) -> super::super::plan::Try {
        use super::super::super::autoplay::Autoplay;
        let text: String = line.split_whitespace().collect();
        let text = text
            .strip_suffix(',')
            .expect("a line of a table ends with a comma");
        let numbers = |args: &str| -> Vec<u32> {
            args.split(',')
                .map(|n| n.parse().expect("a number"))
                .collect()
        };
        let args = text.strip_prefix("Try::of(Autoplay::").expect("Try::of");
        let (autoplay, args) = args.split_once(',').expect("an autoplay");
        let autoplay = match autoplay {
            "Safe" => Autoplay::Safe,
            "All" => Autoplay::All,
            "NeverNeeded" => Autoplay::NeverNeeded,
            other => panic!("no autoplay {other}"),
        };
        let (cost, args) = args.split_once(",[").expect("a step cost");
        let (weights, args) = args.split_once("],").expect("the weights");
        let (quarters, mut rest) = args.split_once(')').expect("the share");
        let weights: [u32; 9] = numbers(weights).try_into().expect("nine weights");
        let mut t = super::super::plan::Try::of(
            autoplay,
            cost.parse().expect("a step cost"),
            weights,
            quarters.parse().expect("a share"),
        );
        while !rest.is_empty() {
            let (call, after) = rest.split_once(')').expect("a call");
            let (name, args) = call.split_once('(').expect("a method");
            match (name, &numbers(args)[..]) {
                (".costly", &[buried_next, free_distance]) => {
                    t = t.costly(buried_next, free_distance)
                }
                (".noise", &[noise, seed]) => t = t.noise(noise, seed),
                _ => panic!("no method {call}"),
            }
            rest = after;
        }
        t
    }

    /// What `examples/plan/` prints for a search, pasted into the plan,
    /// makes that very search: every search of the fast plan, with its
    /// share, and searches that weigh the costly features and add noise;
    /// each line laid out as `cargo fmt` lays out a line of the table
    /// (indented, at most 100 characters, a method per line once there
    /// are two).
    #[test]
    fn a_spec_as_rust_makes_the_search_of_the_spec() {
        let mut specs: Vec<(String, u64)> = { FAST_TRIES.iter() }
            .map(|t| (spec_of(t), t.round_quarters))
            .collect();
        specs.push(("A2:5,3,1,6,6,1,0,0,0,0,1/r=10,3".to_string(), 0));
        specs.push(("S7:1,2,3,4,5,6,7,8,9,10,11/r=12,13".to_string(), 14));
        specs.push(("A2:5,3,1,6,6,1,0,0,0/r=4,5".to_string(), 2));
        let mut continued = 0;
        for (spec, quarters) in specs {
            let line = spec_as_rust(&spec, quarters).unwrap();
            let t = parse::<Standard>(&spec).unwrap();
            let read = read_line(&line);
            assert_eq!(
                read,
                super::super::plan::Try {
                    round_quarters: quarters,
                    ..t
                },
                "{line}"
            );
            let lines: Vec<&str> = line.lines().collect();
            assert!(lines.iter().all(|l| l.len() <= 100), "{line}");
            assert!(
                lines[0].starts_with("    Try::of(") && line.ends_with(','),
                "{line}"
            );
            for more in &lines[1..] {
                assert!(more.starts_with("        .") && !more.starts_with("         "));
            }
            let calls = line
                .split_whitespace()
                .collect::<String>()
                .matches(").")
                .count();
            assert!(lines.len() == 1 || lines.len() == calls + 1, "{line}");
            assert!(calls < 2 || lines.len() > 1, "{line}");
            continued += usize::from(lines.len() > 1);
        }
        assert!(continued > 0);
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
            assert!(trace::<Standard>(&board, spec, 10).is_err(), "{spec}");
        }
        assert_eq!(
            trace::<Standard>(&board, "A2:5,3,1,6,6,1,0,0,0,0,1/r=10,3", 0),
            Ok(Traced::Capped(0))
        );
    }
}
