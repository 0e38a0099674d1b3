//! The traces the plan is built from: each candidate search's end and
//! positions on every deal, read from the files `examples/trace.rs` writes.

use std::collections::BTreeMap;

/// How a search's trace on one deal ended.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum End {
    Solved,
    Exhausted,
    Capped,
}

/// One candidate search and its trace on every deal.
pub struct Search {
    pub spec: String,
    pub cap: u64,
    /// Positions it took on each deal (in the order of [`Traces::deals`]).
    pub counts: Vec<u64>,
    /// Whether it ends the fast mode on each deal by then: it solved the
    /// deal, or ran out of positions with the safe autoplay (a proof of
    /// impossibility).
    pub finishes: Vec<bool>,
    /// Whether its trace stopped at the cap on each deal: what it does
    /// after is unknown.
    pub capped: Vec<bool>,
}

/// Every candidate search, in the order of the arguments.
pub struct Traces {
    /// The deals traced, in increasing order.
    pub deals: Vec<u64>,
    pub searches: Vec<Search>,
}

/// Reads every `TRACE=SPECS=CAP` source, checking that each line has a
/// token per spec and that every file covers the same deals.
pub fn load(sources: &[String]) -> Result<Traces, String> {
    let mut deals: Option<Vec<u64>> = None;
    let mut searches = Vec::new();
    for source in sources {
        let [trace, specs, cap] = source.split('=').collect::<Vec<_>>()[..] else {
            return Err(format!("{source:?}: want TRACE=SPECS=CAP"));
        };
        let read =
            |path: &str| std::fs::read_to_string(path).map_err(|error| format!("{path}: {error}"));
        let cap: u64 = cap
            .parse()
            .map_err(|_| format!("{source:?}: the cap {cap:?} is not a number"))?;
        let specs: Vec<String> = read(specs)?
            .trim()
            .split(';')
            .map(|s| s.trim().to_string())
            .collect();
        if specs.iter().any(String::is_empty) {
            return Err(format!("{source:?}: an empty spec in the specs file"));
        }
        let mut rows = BTreeMap::new();
        for (number, line) in read(trace)?.lines().enumerate() {
            let at = || format!("{trace}:{}", number + 1);
            let mut words = line.split_whitespace();
            let Some(deal) = words.next() else { continue };
            let deal: u64 = deal
                .parse()
                .map_err(|_| format!("{}: {deal:?} is not a deal number", at()))?;
            let tokens = words
                .map(|t| token(t).ok_or_else(|| format!("{}: bad token {t:?}", at())))
                .collect::<Result<Vec<_>, String>>()?;
            if tokens.len() != specs.len() {
                return Err(format!(
                    "{}: {} tokens, but {} specs in the specs file",
                    at(),
                    tokens.len(),
                    specs.len()
                ));
            }
            if rows.insert(deal, tokens).is_some() {
                return Err(format!("{}: deal {deal} twice", at()));
            }
        }
        let these: Vec<u64> = rows.keys().copied().collect();
        if these.is_empty() {
            return Err(format!("{trace}: no deals"));
        }
        match &deals {
            Some(first) if *first != these => {
                let first_trace = sources[0].split('=').next().unwrap_or_default();
                return Err(format!("{trace}: not the same deals as {first_trace}"));
            }
            _ => deals = Some(these),
        }
        for (k, spec) in specs.into_iter().enumerate() {
            let safe = spec.starts_with('S');
            let column = rows.values().map(|tokens| tokens[k]);
            searches.push(Search {
                counts: column.clone().map(|(_, n)| n).collect(),
                finishes: column
                    .clone()
                    .map(|(end, _)| end == End::Solved || (end == End::Exhausted && safe))
                    .collect(),
                capped: column.map(|(end, _)| end == End::Capped).collect(),
                spec,
                cap,
            });
        }
    }
    Ok(Traces {
        deals: deals.unwrap_or_default(),
        searches,
    })
}

/// `S123`, `E123` or `C123`, and anything from a `:` on ignored.
fn token(text: &str) -> Option<(End, u64)> {
    let text = text.split(':').next()?;
    let end = match text.get(..1)? {
        "S" => End::Solved,
        "E" => End::Exhausted,
        "C" => End::Capped,
        _ => return None,
    };
    Some((end, text[1..].parse().ok()?))
}
