//! The MIS's bounded stack, `Stack(T)`.
//!
//! The items live inline (no heap), so a whole board is a small `Copy` value
//! that the solver can clone cheaply. `CAP` is the most any stack of the type
//! can hold; each stack also has its own `max_size` (at most `CAP`), which is
//! the MIS's bound. A refused call is a [`StackError`]: a leaf of the
//! engine, this file imports nothing of the crate.

use std::fmt;

/// Why a stack refused a call; nothing was changed. The MIS names them
/// `invalid argument` (the constructor's), `stack full` and `stack empty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StackError {
    /// A stack that would hold no item.
    ZeroSize,
    /// A bound past the most the type holds (`cap`).
    TooLarge { cap: usize, max_size: usize },
    /// More items than the bound, given to the constructor.
    TooMany { len: usize, max_size: usize },
    /// `push` onto a full stack.
    Full { max_size: usize },
    /// `pop` or `top` of an empty stack.
    Empty,
}

/// The English for developers.
impl fmt::Display for StackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StackError::ZeroSize => f.write_str("a stack must hold at least one item"),
            StackError::TooLarge { cap, max_size } => write!(
                f,
                "a stack of this type holds at most {cap} items, not {max_size}"
            ),
            StackError::TooMany { len, max_size } => {
                write!(f, "{len} items do not fit in a stack of {max_size}")
            }
            StackError::Full { max_size } => write!(f, "the stack is full ({max_size} items)"),
            StackError::Empty => f.write_str("the stack is empty"),
        }
    }
}

impl std::error::Error for StackError {}

#[derive(Clone, Copy)]
pub struct Stack<T: Copy + Default, const CAP: usize> {
    items: [T; CAP],
    len: u8,
    max_size: u8,
}

impl<T: Copy + Default, const CAP: usize> Stack<T, CAP> {
    /// An empty stack that holds at most `max_size` items.
    ///
    /// Refused if `max_size` is 0 or more than `CAP`.
    pub fn empty(max_size: usize) -> Result<Self, StackError> {
        Self::new(max_size, &[])
    }

    /// The MIS constructor `Stack(size, seq)`: `seq` bottom first.
    ///
    /// Refused if `max_size` is 0, if `seq` is longer than `max_size`, or
    /// if `max_size` is more than `CAP`.
    pub fn new(max_size: usize, seq: &[T]) -> Result<Self, StackError> {
        if max_size == 0 {
            return Err(StackError::ZeroSize);
        }
        if max_size > CAP || max_size > usize::from(u8::MAX) {
            return Err(StackError::TooLarge { cap: CAP, max_size });
        }
        if seq.len() > max_size {
            return Err(StackError::TooMany {
                len: seq.len(),
                max_size,
            });
        }
        let mut items = [T::default(); CAP];
        items[..seq.len()].copy_from_slice(seq);
        Ok(Stack {
            items,
            len: seq.len() as u8,
            max_size: max_size as u8,
        })
    }

    /// Puts `item` on top; `stack full` (and no change) when full.
    pub fn push(&mut self, item: T) -> Result<(), StackError> {
        if self.is_full() {
            return Err(StackError::Full {
                max_size: self.max_size(),
            });
        }
        self.items[usize::from(self.len)] = item;
        self.len += 1;
        Ok(())
    }

    /// Takes the top item off; `stack empty` when there is none.
    pub fn pop(&mut self) -> Result<T, StackError> {
        let top = self.top()?;
        self.len -= 1;
        Ok(top)
    }

    /// The top item; `stack empty` when there is none.
    pub fn top(&self) -> Result<T, StackError> {
        self.as_slice().last().copied().ok_or(StackError::Empty)
    }

    /// The MIS `getSize`.
    pub fn size(&self) -> usize {
        usize::from(self.len)
    }

    /// The MIS `getMaxSize`.
    pub fn max_size(&self) -> usize {
        usize::from(self.max_size)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn is_full(&self) -> bool {
        self.len == self.max_size
    }

    /// The MIS `toSeq`: the items, bottom first.
    pub fn as_slice(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }

    /// Every slot, bottom first: the stack's items, then whatever the
    /// slots above the top held last. A fixed size copies faster than a
    /// slice's length (the solver's layouts copy whole cascades).
    #[cfg(feature = "solver")]
    pub(crate) fn slots(&self) -> &[T; CAP] {
        &self.items
    }

    /// Holds the first `len` of `slots`, bottom first, and the rest in the
    /// slots above the top: a fixed-size copy. Panics if `len` exceeds the
    /// bound.
    #[cfg(feature = "solver")]
    pub(crate) fn set_slots(&mut self, slots: &[T; CAP], len: usize) {
        assert!(len <= self.max_size(), "{len} items exceed the bound");
        self.items = *slots;
        self.len = len as u8;
    }

    /// The top `n` items, bottom first (`n` must not exceed the size).
    pub(crate) fn top_n(&self, n: usize) -> &[T] {
        &self.as_slice()[self.size() - n..]
    }

    /// Removes the top `n` items (`n` must not exceed the size).
    pub(crate) fn truncate_by(&mut self, n: usize) {
        self.len -= n as u8;
    }

    /// Appends items on top (the caller has checked they fit).
    pub(crate) fn extend_from(&mut self, items: &[T]) {
        let at = self.size();
        self.items[at..at + items.len()].copy_from_slice(items);
        self.len += items.len() as u8;
    }
}

/// Two stacks are equal when they hold the same items under the same bound;
/// the unused slots do not count.
impl<T: Copy + Default + PartialEq, const CAP: usize> PartialEq for Stack<T, CAP> {
    fn eq(&self, other: &Self) -> bool {
        self.max_size == other.max_size && self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const CAP: usize> Eq for Stack<T, CAP> {}

impl<T: Copy + Default + std::hash::Hash, const CAP: usize> std::hash::Hash for Stack<T, CAP> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.max_size.hash(state);
        self.as_slice().hash(state);
    }
}

impl<T: Copy + Default + std::fmt::Debug, const CAP: usize> std::fmt::Debug for Stack<T, CAP> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type S = Stack<u8, 5>;

    #[test]
    fn constructor_refuses_size_zero_and_overfull_seq() {
        assert_eq!(S::new(0, &[]).unwrap_err(), StackError::ZeroSize);
        assert_eq!(
            S::new(2, &[1, 2, 3]).unwrap_err(),
            StackError::TooMany {
                len: 3,
                max_size: 2
            }
        );
        assert_eq!(
            S::new(6, &[]).unwrap_err(),
            StackError::TooLarge {
                cap: 5,
                max_size: 6
            }
        );
        let s = S::new(3, &[1, 2, 3]).unwrap();
        assert!(s.is_full());
        assert_eq!(s.as_slice(), &[1, 2, 3]);
    }

    #[test]
    fn push_on_full_is_stack_full_and_changes_nothing() {
        let mut s = S::new(2, &[7]).unwrap();
        s.push(8).unwrap();
        let before = s;
        assert_eq!(s.push(9).unwrap_err(), StackError::Full { max_size: 2 });
        assert_eq!(s, before);
        assert_eq!(s.size(), 2);
        assert_eq!(s.max_size(), 2);
    }

    #[test]
    fn pop_and_top_on_empty_are_stack_empty() {
        let mut s = S::empty(1).unwrap();
        assert_eq!(s.pop().unwrap_err(), StackError::Empty);
        assert_eq!(s.top().unwrap_err(), StackError::Empty);
        s.push(4).unwrap();
        assert_eq!(s.top().unwrap(), 4);
        assert_eq!(s.pop().unwrap(), 4);
        assert!(s.is_empty());
    }

    #[test]
    fn to_seq_is_bottom_first() {
        let mut s = S::empty(5).unwrap();
        for i in 1..=4 {
            s.push(i).unwrap();
        }
        assert_eq!(s.as_slice(), &[1, 2, 3, 4]);
        assert_eq!(s.top_n(2), &[3, 4]);
    }
}
