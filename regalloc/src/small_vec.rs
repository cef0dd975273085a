//! A vector that keeps up to `N` elements inline and moves to the heap beyond that: most lifetime
//! intervals have one or two ranges and a handful of uses, so this saves two heap allocations (and
//! frees) per virtual register.

use std::fmt;
use std::ops::{Deref, DerefMut};

/// A vector of `Copy` elements with inline room for `N`.
#[derive(Clone)]
pub(crate) enum SmallVec<T: Copy + Default, const N: usize> {
    /// Up to `N` elements in place: storage and length.
    Inline([T; N], u8),
    /// More than `N` elements at some point.
    Heap(Vec<T>),
}

impl<T: Copy + Default, const N: usize> Default for SmallVec<T, N> {
    fn default() -> Self {
        SmallVec::Inline([T::default(); N], 0)
    }
}

impl<T: Copy + Default, const N: usize> SmallVec<T, N> {
    /// An empty vector.
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// A vector holding a copy of `items`.
    pub(crate) fn from_slice(items: &[T]) -> Self {
        if items.len() <= N {
            let mut a = [T::default(); N];
            a[..items.len()].copy_from_slice(items);
            SmallVec::Inline(a, items.len() as u8)
        } else {
            SmallVec::Heap(items.to_vec())
        }
    }

    /// Appends an element.
    #[inline]
    pub(crate) fn push(&mut self, v: T) {
        match self {
            SmallVec::Inline(a, len) if (*len as usize) < N => {
                a[*len as usize] = v;
                *len += 1;
            }
            SmallVec::Inline(a, len) => {
                let mut h = Vec::with_capacity(2 * N.max(2));
                h.extend_from_slice(&a[..*len as usize]);
                h.push(v);
                *self = SmallVec::Heap(h);
            }
            SmallVec::Heap(h) => h.push(v),
        }
    }

    /// Shortens the vector to `len` elements (no effect when it is not longer).
    pub(crate) fn truncate(&mut self, new_len: usize) {
        match self {
            SmallVec::Inline(_, len) => *len = (*len).min(new_len as u8),
            SmallVec::Heap(h) => h.truncate(new_len),
        }
    }

    /// Splits off the elements from `at` on into a new vector (like `Vec::split_off`).
    pub(crate) fn split_off(&mut self, at: usize) -> Self {
        let tail = Self::from_slice(&self[at..]);
        self.truncate(at);
        tail
    }
}

impl<T: Copy + Default, const N: usize> Deref for SmallVec<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        match self {
            SmallVec::Inline(a, len) => &a[..*len as usize],
            SmallVec::Heap(h) => h,
        }
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for SmallVec<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            SmallVec::Inline(a, len) => &mut a[..*len as usize],
            SmallVec::Heap(h) => h,
        }
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for SmallVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::SmallVec;

    #[test]
    fn grows_past_inline_capacity_and_splits() {
        let mut v: SmallVec<u32, 2> = SmallVec::new();
        assert!(v.is_empty());
        for k in 0..5 {
            v.push(k);
        }
        assert_eq!(&v[..], &[0, 1, 2, 3, 4]);
        let tail = v.split_off(3);
        assert_eq!((&v[..], &tail[..]), (&[0, 1, 2][..], &[3, 4][..]));
        assert!(matches!(tail, SmallVec::Inline(_, 2)));
        let mut w: SmallVec<u32, 2> = SmallVec::from_slice(&[7, 8]);
        let t = w.split_off(0);
        assert_eq!((w.len(), &t[..]), (0, &[7, 8][..]));
        w.push(9);
        assert_eq!(&w[..], &[9]);
    }
}
