//! What the subcommands share about reading the command line: deal numbers
//! and the way a bad argument is reported.

use std::process::ExitCode;

use freecell::{ms_deal, MAX_DEAL};

/// Reads a Microsoft deal number. Which numbers exist is the library's
/// answer (`ms_deal` refuses the others), not a range kept here.
pub fn parse_deal_number(text: &str) -> Result<u64, String> {
    let n: u64 = text.parse().map_err(|_| {
        format!("'{text}' is not a deal number: deals are numbered 1 to {MAX_DEAL}")
    })?;
    ms_deal(n).map_err(|e| e.to_string())?;
    Ok(n)
}

/// Takes a command's one deal-number argument into `deal`; on a second
/// number or a bad one, reports it and gives the exit status to end with.
pub fn take_deal_number(
    command: &str,
    usage: &str,
    deal: &mut Option<u64>,
    arg: &str,
) -> Result<(), ExitCode> {
    if deal.is_some() {
        return Err(usage_error(
            command,
            usage,
            &format!("one deal number at a time ('{arg}' is one too many)"),
        ));
    }
    *deal = Some(parse_deal_number(arg).map_err(|reason| usage_error(command, usage, &reason))?);
    Ok(())
}

/// Whether an argument asks for help.
pub fn is_help(arg: &str) -> bool {
    matches!(arg, "-h" | "--help")
}

/// Whether an argument is an option (`--basic`, `-x`) rather than a value.
/// `-5` is taken for a (bad) number, so that the number reader explains it.
pub fn is_option(arg: &str) -> bool {
    arg.starts_with("--")
        || (arg.starts_with('-') && arg.len() > 1 && !arg[1..].chars().all(|c| c.is_ascii_digit()))
}

/// Reports a bad argument on standard error the way every subcommand does
/// (the reason, the usage line, where to read more) and gives exit status 2,
/// the usual status for a command used wrongly.
pub fn usage_error(command: &str, usage: &str, reason: &str) -> ExitCode {
    eprintln!(
        "freecell {command}: {reason}\nusage: {usage}\n(freecell {command} --help says more)"
    );
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_deal_numbers_in_the_microsoft_range() {
        assert_eq!(parse_deal_number("1"), Ok(1));
        assert_eq!(parse_deal_number("2147483647"), Ok(2_147_483_647));
    }

    #[test]
    fn refuses_numbers_outside_the_range_and_words() {
        for bad in [
            "0",
            "2147483648",
            "abc",
            "",
            "-3",
            "1.5",
            "99999999999999999999",
        ] {
            let err = parse_deal_number(bad).unwrap_err();
            assert!(err.contains("2147483647"), "{bad}: {err}");
        }
    }
}
