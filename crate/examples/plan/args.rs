//! The command line: the searches of the rounds, how many searches to
//! keep, and the trace sources.

pub const USAGE: &str = "usage: plan [--keep K] --round SPEC=QUARTERS ... TRACE=SPECS=CAP ...";

/// What the command line asks for.
pub struct Args {
    /// How many searches the plan keeps, the rounds' included.
    pub keep: usize,
    /// The searches of the rounds, in order, with their shares in quarters.
    pub rounds: Vec<(String, u64)>,
    /// The `TRACE=SPECS=CAP` sources, as given.
    pub sources: Vec<String>,
}

/// Reads the arguments after the program's name.
pub fn parse(args: Vec<String>) -> Result<Args, String> {
    let mut keep = 13;
    let mut sources = Vec::new();
    let mut rounds: Vec<(String, u64)> = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--round" {
            let round = args.next().ok_or(USAGE)?;
            let (spec, quarters) = round
                .split_once('=')
                .and_then(|(spec, q)| Some((spec.to_string(), q.parse().ok()?)))
                .ok_or_else(|| format!("--round wants SPEC=QUARTERS, not {round:?}"))?;
            rounds.push((spec, quarters));
        } else if arg == "--keep" {
            let k = args.next().ok_or(USAGE)?;
            keep = k
                .parse()
                .map_err(|_| format!("--keep wants a number of searches, not {k:?}"))?;
        } else if arg.starts_with('-') {
            return Err(format!("unknown option {arg:?}\n{USAGE}"));
        } else {
            sources.push(arg);
        }
    }
    if sources.is_empty() || rounds.is_empty() {
        return Err(USAGE.to_string());
    }
    Ok(Args {
        keep,
        rounds,
        sources,
    })
}
