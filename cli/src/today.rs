//! Today's date where the player is: the machine's local calendar day, as
//! the page's daily deal takes the browser's, so that `freecell daily`
//! and the page open the same deal on the same day. The time zone's offset
//! comes from the C library (`localtime_r`, which reads `TZ` and the
//! system's zone) on Linux and macOS; elsewhere the date is UTC's.

use std::time::{SystemTime, UNIX_EPOCH};

use freecell::{Date, Error};

const SECONDS_A_DAY: i64 = 86_400;

/// The local date now, or why it has no daily deal (a clock set outside
/// the years of daily deals: `Unreadable::NoDailyDeals`).
pub fn today() -> Result<Date, Error> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64);
    date_at(now, utc_offset(now))
}

/// The calendar date `seconds` after 1970-01-01 00:00 UTC where clocks
/// are `offset` seconds ahead of UTC (behind when negative).
fn date_at(seconds: i64, offset: i64) -> Result<Date, Error> {
    Ok(Date::from_days_since_epoch(
        (seconds + offset).div_euclid(SECONDS_A_DAY),
    )?)
}

/// How many seconds local clocks are ahead of UTC at `seconds` after the
/// epoch (summer time included), as the C library says.
#[cfg(all(
    any(target_os = "linux", target_os = "macos"),
    target_pointer_width = "64"
))]
fn utc_offset(seconds: i64) -> i64 {
    /// The C library's `struct tm` on 64-bit Linux (glibc, musl) and
    /// macOS: nine `int`s, then the offset and the zone's name.
    #[repr(C)]
    struct Tm {
        fields: [i32; 9],
        gmtoff: i64,
        zone: *const std::ffi::c_char,
    }
    extern "C" {
        fn tzset();
        fn localtime_r(time: *const i64, result: *mut Tm) -> *mut Tm;
    }
    let mut tm = Tm {
        fields: [0; 9],
        gmtoff: 0,
        zone: std::ptr::null(),
    };
    // SAFETY: tzset only reads the environment and the zone files;
    // `seconds` is a valid time_t (64 bits here) and `tm` a writable
    // struct tm of this platform's layout, which localtime_r fills.
    let filled = unsafe {
        tzset();
        localtime_r(&seconds, &mut tm)
    };
    if filled.is_null() {
        0
    } else {
        tm.gmtoff
    }
}

#[cfg(not(all(
    any(target_os = "linux", target_os = "macos"),
    target_pointer_width = "64"
)))]
fn utc_offset(_seconds: i64) -> i64 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    /// 2026-11-28 00:00 UTC, in seconds since the epoch.
    const NOV_28: i64 = 1_795_824_000;

    #[test]
    fn a_moment_is_the_calendars_date() {
        assert_eq!(date_at(946_684_800, 0).unwrap(), date("2000-01-01"));
        assert_eq!(date_at(NOV_28, 0).unwrap(), date("2026-11-28"));
        assert_eq!(
            date_at(NOV_28 + SECONDS_A_DAY - 1, 0).unwrap(),
            date("2026-11-28")
        );
        // 2024-02-29 12:00 UTC, the leap day; 2100 has none.
        assert_eq!(date_at(1_709_208_000, 0).unwrap(), date("2024-02-29"));
        assert_eq!(date_at(4_107_542_400, 0).unwrap(), date("2100-03-01"));
        assert_eq!(date_at(4_107_542_399, 0).unwrap(), date("2100-02-28"));
    }

    #[test]
    fn the_offset_moves_the_day_across_midnight() {
        // 23:30 UTC on 28 November is already the 29th in Berlin and
        // still the 28th in New York; 00:30 UTC on the 28th is the 27th
        // in New York.
        let late = NOV_28 + SECONDS_A_DAY - 1_800;
        assert_eq!(date_at(late, 3_600).unwrap(), date("2026-11-29"));
        assert_eq!(date_at(late, -5 * 3_600).unwrap(), date("2026-11-28"));
        assert_eq!(
            date_at(NOV_28 + 1_800, -5 * 3_600).unwrap(),
            date("2026-11-27")
        );
    }

    #[test]
    fn a_clock_outside_the_daily_years_is_refused_with_the_reason() {
        let why = |seconds| date_at(seconds, 0).unwrap_err().unreadable().cloned();
        assert_eq!(
            why(0),
            Some(freecell::Unreadable::NoDailyDeals { year: 1970 })
        );
        assert_eq!(
            why(i64::MAX / 2),
            Some(freecell::Unreadable::NoDailyDeals { year: i32::MAX })
        );
    }

    #[test]
    fn today_is_a_day_of_the_daily_years() {
        let today = today().unwrap();
        assert!(today > date("2026-01-01"), "{today}");
    }
}
