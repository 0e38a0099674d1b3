//! CPU time, where the system tells it: a deal's time should not count
//! the time other programs on a busy machine took.

use std::time::{Duration, Instant};

/// The CPU time of the calling thread where the system tells it (Linux),
/// else the wall time: a deal's solve time should not count the time other
/// programs on a busy machine took.
pub struct CpuClock {
    wall: Instant,
    cpu: Option<Duration>,
}

impl CpuClock {
    pub fn now() -> CpuClock {
        CpuClock {
            wall: Instant::now(),
            cpu: thread_cpu_time(),
        }
    }

    pub fn elapsed(&self) -> Duration {
        match (self.cpu, thread_cpu_time()) {
            (Some(start), Some(end)) => end.saturating_sub(start),
            _ => self.wall.elapsed(),
        }
    }
}

/// The CPU time the calling thread has used, where the system tells it.
fn thread_cpu_time() -> Option<Duration> {
    cpu_time(CLOCK_THREAD_CPUTIME_ID)
}

/// The CPU time the whole process has used (every thread, in the program
/// and in the system for it), where the system tells it.
pub fn process_cpu_time() -> Option<Duration> {
    cpu_time(CLOCK_PROCESS_CPUTIME_ID)
}

const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn cpu_time(clock: i32) -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a valid, writable timespec (two 64-bit fields on
    // 64-bit Linux), and clock_gettime writes only it.
    let status = unsafe { clock_gettime(clock, &mut time) };
    (status == 0).then(|| Duration::new(time.seconds as u64, time.nanoseconds as u32))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn cpu_time(_clock: i32) -> Option<Duration> {
    None
}
