//! Typed entity indices and the arenas that own them.
//!
//! Every IR object (value, instruction, block, function, global, type, constant, metadata node)
//! is named by a newtype over a `u32` index into an arena, never by a pointer. `PrimaryMap`
//! creates keys; `SecondaryMap` holds side tables keyed by them. Indices are stored as
//! `NonZeroU32` (index + 1) so that `Option<Key>` costs no more than the key itself.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A typed index into an arena.
pub trait EntityRef: Copy + Eq {
    /// Makes a key from an arena index.
    fn new(index: usize) -> Self;
    /// Returns the arena index of this key.
    fn index(self) -> usize;
}

/// Declares a typed entity index whose `Display` form is `prefix` followed by the index.
#[macro_export]
macro_rules! entity {
    ($(#[$attr:meta])* $name:ident, $prefix:expr) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(::std::num::NonZeroU32);

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                assert!(index < u32::MAX as usize, "entity index overflow");
                $name(::std::num::NonZeroU32::new(index as u32 + 1).unwrap())
            }
            #[inline]
            fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }

        impl $name {
            /// Makes a key from a raw `u32` index.
            #[inline]
            pub fn from_u32(index: u32) -> Self {
                <Self as $crate::entity::EntityRef>::new(index as usize)
            }
            /// Returns the raw `u32` index of this key.
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0.get() - 1
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}{}", $prefix, self.as_u32())
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(self, f)
            }
        }
    };
}

/// An arena that owns values and hands out their keys.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// Creates an empty arena.
    pub fn new() -> Self {
        Self { elems: Vec::new(), unused: PhantomData }
    }
    /// Creates an empty arena with room for `n` elements.
    pub fn with_capacity(n: usize) -> Self {
        Self { elems: Vec::with_capacity(n), unused: PhantomData }
    }
    /// Consumes the arena, yielding its keys and values in order.
    pub fn into_iter(self) -> impl Iterator<Item = (K, V)> {
        self.elems.into_iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// Adds a value and returns its key.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// Returns the key the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    /// Number of values.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// True when the arena is empty.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// True when `k` names a value of this arena.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }
    /// Returns the value for `k` if it exists.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// Returns the value for `k` mutably if it exists.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.elems.get_mut(k.index())
    }
    /// All keys in creation order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator + use<K, V> {
        (0..self.elems.len()).map(K::new)
    }
    /// All values in creation order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }
    /// All values in creation order, mutably.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.elems.iter_mut()
    }
    /// All (key, value) pairs in creation order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// All (key, value) pairs in creation order, mutably.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator {
        self.elems.iter_mut().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// Reserves room for `n` more values.
    pub fn reserve(&mut self, n: usize) {
        self.elems.reserve(n)
    }
    /// Bytes of heap memory held by the arena itself.
    pub fn heap_bytes(&self) -> usize {
        self.elems.capacity() * std::mem::size_of::<V>()
    }
    /// Releases spare capacity.
    pub fn shrink_to_fit(&mut self) {
        self.elems.shrink_to_fit()
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

impl<K: EntityRef + fmt::Debug, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A side table keyed by entities of some arena; missing entries read as the default.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// Creates an empty table whose default is `V::default()`.
    pub fn new() -> Self {
        Self { elems: Vec::new(), default: V::default(), unused: PhantomData }
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// Creates an empty table with the given default.
    pub fn with_default(default: V) -> Self {
        Self { elems: Vec::new(), default, unused: PhantomData }
    }
    /// Returns the entry for `k` (the default when never set).
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
    /// Sets the entry for `k`.
    #[inline]
    pub fn set(&mut self, k: K, v: V) {
        self[k] = v;
    }
    /// Drops all entries.
    pub fn clear(&mut self) {
        self.elems.clear()
    }
    /// Bytes of heap memory held by the table itself.
    pub fn heap_bytes(&self) -> usize {
        self.elems.capacity() * std::mem::size_of::<V>()
    }
    /// Releases spare capacity.
    pub fn shrink_to_fit(&mut self) {
        self.elems.shrink_to_fit()
    }
    /// Makes room for keys up to `n - 1` without further growth.
    pub fn reserve_keys(&mut self, n: usize) {
        if n > self.elems.len() {
            self.elems.reserve_exact(n - self.elems.len());
        }
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

impl<K: EntityRef + fmt::Debug, V: Clone + fmt::Debug> fmt::Debug for SecondaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.elems.iter()).finish()
    }
}
