//! A fast, non-cryptographic hasher for the IR's interning and name tables.
//!
//! Kiln hashes small keys (entity indices, short names, type and constant descriptions) very
//! often; SipHash's DoS resistance buys nothing for a compiler reading its own input and costs
//! measurable parse time.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A small, fast hasher (FxHash-style multiply-rotate).
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64)
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64)
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i)
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64)
    }
    /// Finishes with a full avalanche (splitmix64's finaliser): the multiply-rotate rounds leave
    /// the low bits depending only on the low bytes of each word, and hash tables index buckets
    /// by low bits, so names like `v1`, `v2`, ... would otherwise collide.
    #[inline]
    fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 30;
        x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x ^= x >> 27;
        x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }
}

impl FastHasher {
    /// Mixes one word into the state.
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A hash map keyed with `FastHasher`.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// A hash set keyed with `FastHasher`.
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    #[test]
    fn similar_names_spread_over_low_bits() {
        let build = BuildHasherDefault::<FastHasher>::default();
        let mut buckets = FastSet::default();
        for i in 0..4096 {
            buckets.insert(build.hash_one(format!("v{i}")) & 0xfff);
        }
        // A uniform hash fills about 63% of 4096 buckets with 4096 keys.
        assert!(buckets.len() > 2200, "only {} of 4096 low-bit buckets used", buckets.len());
    }
}
