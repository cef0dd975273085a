//! LLVM's stack map section (`.llvm_stackmaps`), format version 3: reader, writer and lookup.
//!
//! llc writes this section for `llvm.experimental.gc.statepoint`, `llvm.experimental.stackmap`
//! and `llvm.experimental.patchpoint`. This crate has no dependencies (the optional, default
//! `object` feature adds [`obj::from_object`]); it is meant to be usable from a language runtime
//! on its own.
//!
//! - [`format`](mod@format): the data types ([`StackMap`], [`Function`], [`Record`], [`Location`],
//!   [`LiveOut`]), the byte layout, the x86-64 DWARF register numbers ([`x86_64`]), and a
//!   `Display` that prints what `llvm-readobj --stackmap` prints.
//! - [`read`]: [`parse`] (one stack map, as in an object file), [`parse_all`] (a linked section:
//!   one stack map per input object, back to back); errors are [`Error`] values, never panics.
//! - [`write`](mod@write): [`StackMap::to_bytes`] / [`StackMap::write`] (byte-exact llc layout,
//!   plus where each function address goes for a relocation) and [`Builder`] (LLVM's constant
//!   pooling).
//! - [`lookup`]: records per function, and return address to record ([`StackMap::record_at`],
//!   [`CallsiteIndex`]).
//!
//! # Use from a runtime
//!
//! ```text
//! section bytes ──parse_all──▶ [StackMap] ──CallsiteIndex::with_function_addresses──▶ index
//! stack walk: return address ──index.lookup──▶ (function, record) ──locations──▶ GC roots
//! ```
//!
//! ```
//! use kiln_stackmap::{parse_all, x86_64, Builder, CallsiteIndex, Location, LocationKind};
//!
//! // A section as a linker leaves it (here built by hand): a function at 0x401000 with a
//! // statepoint whose call returns to 0x401009, one relocated pointer spilled at [rsp + 8].
//! let mut b = Builder::new();
//! b.function(0x40_1000, 24);
//! let header = [b.constant(0), b.constant(0), b.constant(0)]; // cc, flags, no deopt values
//! let slot = Location::indirect(x86_64::RSP, 8, 8);
//! b.record(0xABCDEF00, 9, [&header[..], &[slot, slot]].concat(), vec![]);
//! let section = b.finish().to_bytes();
//!
//! let maps = parse_all(&section)?;
//! let load_bias = 0; // runtime address minus link-time address (a PIE's load address)
//! let map = &maps[0];
//! let loaded: Vec<u64> = map.functions.iter().map(|f| f.address + load_bias).collect();
//! let index = CallsiteIndex::with_function_addresses(map, &loaded);
//!
//! // In the stack walker, for a frame's return address:
//! let entry = index.lookup(0x40_1009).expect("a return address into managed code");
//! let record = &map.records[entry.record_index];
//! let num_deopt = map.constant_value(&record.locations[2]).unwrap() as usize;
//! // (base, derived) pairs; GC allocas, if any, would follow as single `Direct` locations.
//! for pair in record.locations[3 + num_deopt..].chunks(2) {
//!     let derived = pair[1];
//!     assert_eq!((derived.kind, derived.dwarf_reg), (LocationKind::Indirect, x86_64::RSP));
//!     assert_eq!(derived.offset_or_constant, 8);
//! }
//! assert!(index.lookup(0x40_1008).is_none());
//! # Ok::<(), kiln_stackmap::Error>(())
//! ```
//!
//! For a `gc.statepoint` the record's locations are, in order: three constants (calling
//! convention, flags, number `n` of deopt locations), the `n` deopt locations, then a (base,
//! derived) pair of locations for each relocated pointer, then one `Direct` location per GC
//! alloca. A root is usually `Indirect [rsp + k]`: a spill slot in the frame of the function that
//! made the call, `rsp` being its value at the call (the address of the return-address slot plus
//! 8 on x86-64); that function's own return address is then at `rsp + stack_size`.
//!
//! Finding the section in a linked executable: the section is allocated (loaded with the
//! program), but no symbol marks it. llc defines `__LLVM_StackMaps` at its start, but as a local
//! symbol, so it cannot be referenced by name, and a linked image has one stack map per object
//! anyway; `.llvm_stackmaps` is not a C identifier, so the linker defines no `__start_`/`__stop_`
//! symbols. On ELF, read the section headers of the program's file (`/proc/self/exe`), take
//! `.llvm_stackmaps`' `sh_addr` and `sh_size`, and read the bytes from memory at
//! `sh_addr + load bias` (for a PIE the function addresses in memory were relocated by the loader;
//! in the file they are link-time addresses, to which the bias must be added). On Mach-O,
//! `getsectiondata(header, "__LLVM_STACKMAPS", "__llvm_stackmaps", &size)`. `ld --gc-sections`
//! discards the section (nothing references it): keep it with a linker script
//! (`KEEP(*(.llvm_stackmaps))`) or link without `--gc-sections`.
//!
//! Limits: little-endian targets only (the section is in the target's byte order); reserved
//! fields and padding are ignored when read and written as zero, so a section with non-zero
//! reserved bytes (LLVM forks reuse them) does not round-trip byte for byte.

pub mod format;
pub mod lookup;
#[cfg(feature = "object")]
pub mod obj;
pub mod read;
pub mod write;

pub use format::{
    function_address_offset, record_size, x86_64, Function, LiveOut, Location, LocationKind, Record, StackMap,
    DYNAMIC_STACK_SIZE, UNDEF_CONSTANT, VERSION,
};
pub use lookup::{Callsite, CallsiteIndex, FunctionRecords, IndexEntry};
pub use read::{parse, parse_all, parse_prefix, Error, Part};
pub use write::Builder;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_of_data_types() {
        assert_eq!(std::mem::size_of::<Location>(), 12);
        assert_eq!(std::mem::size_of::<LiveOut>(), 4);
        assert_eq!(std::mem::size_of::<Function>(), 24);
    }

    #[test]
    fn record_sizes_follow_the_padding_rule() {
        assert_eq!(record_size(0, 0), 24);
        // 16 + 12 locations bytes = 28, padded to 32; + 4 = 36, padded to 40.
        assert_eq!(record_size(1, 0), 40);
        assert_eq!(record_size(2, 0), 48);
        assert_eq!(record_size(0, 1), 24);
        assert_eq!(record_size(0, 2), 32);
        assert_eq!(record_size(3, 3), 72);
    }
}
