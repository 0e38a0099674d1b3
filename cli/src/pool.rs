//! Work spread over threads, its results handed on in order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Runs `work(0)` to `work(count - 1)` on up to `threads` threads and hands
/// each result to `each`, in order of the index.
pub fn in_order<T: Send>(
    count: usize,
    threads: usize,
    work: impl Fn(usize) -> T + Sync,
    mut each: impl FnMut(T),
) {
    if threads <= 1 || count <= 1 {
        // No thread to hand results over from: that costs two switches of
        // thread a task, a good part of an easy deal's time.
        (0..count).for_each(|i| each(work(i)));
        return;
    }
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(count) {
            let send = send.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count || send.send((i, work(i))).is_err() {
                    break;
                }
            });
        }
        drop(send);
        // Results arrive in any order; hand them on in the indexes'.
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (i, result) in receive {
            waiting.insert(i, result);
            while let Some(result) = waiting.remove(&due) {
                each(result);
                due += 1;
            }
        }
    });
}
