//! The writer: a [`StackMap`] to the bytes llc would emit, and a [`Builder`] that pools
//! constants as LLVM's `StackMaps::recordStackMapOpers` does.

use std::collections::HashMap;

use crate::format::*;

impl StackMap {
    /// The section bytes, byte for byte as llc lays them out. See [`StackMap::write`].
    pub fn to_bytes(&self) -> Vec<u8> {
        self.write().0
    }

    /// The section bytes and, for each function `i`, the offset of its `address` field
    /// ([`function_address_offset`]`(i)`), where an object writer puts a 64-bit absolute
    /// relocation against the function's symbol. The field holds `address`: llc writes 0 there,
    /// which COFF and Mach-O take as the relocation's addend and ELF (RELA) ignores.
    ///
    /// The bytes are little-endian; reserved fields and padding are zero. The section must be
    /// placed at an 8-aligned address: the padding rules align relative to its start.
    ///
    /// # Panics
    /// If a count does not fit its field (more than `u32::MAX` functions, constants or records,
    /// more than `u16::MAX` locations or live-outs in a record). [`StackMap::validate`] checks
    /// this beforehand; the writer does not require the other invariants.
    pub fn write(&self) -> (Vec<u8>, Vec<usize>) {
        let count32 = |n: usize, what: &str| u32::try_from(n).unwrap_or_else(|_| panic!("too many {what}: {n}"));
        let count16 = |n: usize, what: &str| u16::try_from(n).unwrap_or_else(|_| panic!("too many {what}: {n}"));

        let mut out = Vec::with_capacity(self.encoded_len());
        out.extend_from_slice(&[VERSION, 0, 0, 0]);
        out.extend_from_slice(&count32(self.functions.len(), "functions").to_le_bytes());
        out.extend_from_slice(&count32(self.constants.len(), "constants").to_le_bytes());
        out.extend_from_slice(&count32(self.records.len(), "records").to_le_bytes());

        let mut address_offsets = Vec::with_capacity(self.functions.len());
        for f in &self.functions {
            address_offsets.push(out.len());
            out.extend_from_slice(&f.address.to_le_bytes());
            out.extend_from_slice(&f.stack_size.to_le_bytes());
            out.extend_from_slice(&f.record_count.to_le_bytes());
        }
        for c in &self.constants {
            out.extend_from_slice(&c.to_le_bytes());
        }
        for r in &self.records {
            out.extend_from_slice(&r.id.to_le_bytes());
            out.extend_from_slice(&r.instruction_offset.to_le_bytes());
            out.extend_from_slice(&0u16.to_le_bytes());
            out.extend_from_slice(&count16(r.locations.len(), "locations").to_le_bytes());
            for loc in &r.locations {
                out.extend_from_slice(&[loc.kind as u8, 0]);
                out.extend_from_slice(&loc.size.to_le_bytes());
                out.extend_from_slice(&loc.dwarf_reg.to_le_bytes());
                out.extend_from_slice(&0u16.to_le_bytes());
                out.extend_from_slice(&loc.offset_or_constant.to_le_bytes());
            }
            out.resize(align8(out.len()), 0);
            out.extend_from_slice(&0u16.to_le_bytes());
            out.extend_from_slice(&count16(r.live_outs.len(), "live-outs").to_le_bytes());
            for lo in &r.live_outs {
                out.extend_from_slice(&lo.dwarf_reg.to_le_bytes());
                out.extend_from_slice(&[0, lo.size]);
            }
            out.resize(align8(out.len()), 0);
        }
        debug_assert_eq!(out.len(), self.encoded_len());
        (out, address_offsets)
    }

    /// The size in bytes of [`StackMap::to_bytes`].
    pub fn encoded_len(&self) -> usize {
        HEADER_SIZE
            + FUNCTION_SIZE * self.functions.len()
            + CONSTANT_SIZE * self.constants.len()
            + self.records.iter().map(|r| record_size(r.locations.len(), r.live_outs.len())).sum::<usize>()
    }
}

/// Builds a [`StackMap`] the way LLVM's AsmPrinter does: functions in the order their first
/// record is added, records function by function, and one constant pool for the whole section.
///
/// The pooling rule (`StackMaps::recordStackMapOpers`): a constant that fits an `i32` (after
/// sign extension, so -1 and `i32::MIN` stay inline) is a `Constant` location; any other is
/// added to the pool, once per distinct 64-bit value in the order first seen, and becomes a
/// `ConstantIndex` location. `undef` register operands become the constant [`UNDEF_CONSTANT`],
/// which is pooled.
#[derive(Debug, Default)]
pub struct Builder {
    map: StackMap,
    pool: HashMap<u64, u32>,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Starts a function; the records added next belong to it.
    pub fn function(&mut self, address: u64, stack_size: u64) -> &mut Builder {
        self.map.functions.push(Function { address, stack_size, record_count: 0 });
        self
    }

    /// The location for the constant `value`: inline if it fits an `i32`, pooled otherwise.
    pub fn constant(&mut self, value: i64) -> Location {
        if let Ok(small) = i32::try_from(value) {
            return Location::constant(small);
        }
        let next = self.map.constants.len() as u32;
        let index = *self.pool.entry(value as u64).or_insert(next);
        if index == next {
            self.map.constants.push(value as u64);
        }
        Location::constant_index(index)
    }

    /// The location LLVM records for an `undef` register operand.
    pub fn undef(&mut self) -> Location {
        self.constant(UNDEF_CONSTANT)
    }

    /// Adds a record to the current function.
    ///
    /// # Panics
    /// If no function has been started.
    pub fn record(&mut self, id: u64, instruction_offset: u32, locations: Vec<Location>, live_outs: Vec<LiveOut>) {
        let function = self.map.functions.last_mut().expect("Builder::record before Builder::function");
        function.record_count += 1;
        self.map.records.push(Record { id, instruction_offset, locations, live_outs });
    }

    pub fn finish(self) -> StackMap {
        self.map
    }
}
