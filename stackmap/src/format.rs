//! The data model of a version-3 stack map section, its byte layout, and x86-64 DWARF registers.
//!
//! Byte layout (little-endian; every offset is from the start of the stack map, which an object
//! file aligns to 8; all counts are what the section says, nothing is implied):
//!
//! ```text
//! 0   u8  version (3)   u8 reserved (0)   u16 reserved (0)
//! 4   u32 num_functions
//! 8   u32 num_constants
//! 12  u32 num_records
//! 16  Function[num_functions]      24 bytes each: u64 address, u64 stack_size, u64 record_count
//!     u64 constants[num_constants]
//!     Record[num_records]          8-aligned, 16 + 12 * num_locations (rounded up to 8)
//!                                  + 4 + 4 * num_live_outs (rounded up to 8) bytes each:
//!   +0  u64 id
//!   +8  u32 instruction_offset     from the function's address
//!   +12 u16 reserved (record flags, 0)
//!   +14 u16 num_locations
//!   +16 Location[num_locations]    12 bytes each:
//!         +0 u8 kind   +1 u8 reserved   +2 u16 size   +4 u16 dwarf_reg   +6 u16 reserved
//!         +8 i32 offset_or_constant
//!       zero padding to an 8-byte boundary (4 bytes when num_locations is odd)
//!       u16 padding (0)   u16 num_live_outs
//!       LiveOut[num_live_outs]     4 bytes each: u16 dwarf_reg, u8 reserved, u8 size
//!       zero padding to an 8-byte boundary
//! ```
//!
//! Reserved and padding bytes are written as zero and ignored when read.

use std::fmt;

/// The only format version this crate reads and writes.
pub const VERSION: u8 = 3;
/// Size of the header plus the three counts.
pub const HEADER_SIZE: usize = 16;
/// Size of one [`Function`] entry.
pub const FUNCTION_SIZE: usize = 24;
/// Size of one constant-pool entry.
pub const CONSTANT_SIZE: usize = 8;
/// Size of a record before its locations (id, instruction offset, flags, location count).
pub const RECORD_HEADER_SIZE: usize = 16;
/// Size of one [`Location`].
pub const LOCATION_SIZE: usize = 12;
/// Size of one [`LiveOut`].
pub const LIVE_OUT_SIZE: usize = 4;
/// `Function::stack_size` when the frame has no fixed size (variable-sized allocas or stack
/// realignment): LLVM then writes `u64::MAX`.
pub const DYNAMIC_STACK_SIZE: u64 = u64::MAX;
/// The constant LLVM records for an `undef` operand held in a register. It does not fit an `i32`,
/// so it is pooled (a [`LocationKind::ConstantIndex`]).
pub const UNDEF_CONSTANT: i64 = 0xFEFE_FEFE;

/// Byte offset within the section of function `index`'s `address` field: where an object writer
/// puts the 64-bit absolute relocation against the function's symbol.
pub const fn function_address_offset(index: usize) -> usize {
    HEADER_SIZE + index * FUNCTION_SIZE
}

/// Size in bytes of an encoded record with this many locations and live-outs.
pub const fn record_size(num_locations: usize, num_live_outs: usize) -> usize {
    let live_outs_at = align8(RECORD_HEADER_SIZE + LOCATION_SIZE * num_locations);
    align8(live_outs_at + 4 + LIVE_OUT_SIZE * num_live_outs)
}

pub(crate) const fn align8(n: usize) -> usize {
    (n + 7) & !7
}

/// A whole stack map section (one per object file that llc wrote).
///
/// Invariant (checked by [`crate::parse`] and [`StackMap::validate`]): the records are listed
/// function by function, in the order of `functions`; function `i` owns the
/// `functions[i].record_count` records that follow those of functions `0..i`, so the counts add up
/// to `records.len()`. Every `ConstantIndex` location indexes `constants`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StackMap {
    pub functions: Vec<Function>,
    /// The pool of constants that do not fit an `i32`, referenced by `ConstantIndex` locations.
    pub constants: Vec<u64>,
    pub records: Vec<Record>,
}

/// A function with at least one record (`StkSizeRecord`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Function {
    /// The function's address: zero plus a relocation in an object file, the link-time address
    /// in a linked executable or shared library (add the load bias at run time).
    pub address: u64,
    /// Frame size in bytes excluding the return address, or [`DYNAMIC_STACK_SIZE`].
    pub stack_size: u64,
    /// How many of the section's records belong to this function.
    pub record_count: u64,
}

/// One `gc.statepoint`, `stackmap` or `patchpoint` call site (`StkMapRecord`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Record {
    /// The statepoint or patchpoint ID given in the IR.
    pub id: u64,
    /// Offset from the function's address. For a statepoint this is the return address of the
    /// call (the instruction after it); for a stackmap the start of its shadow; for a patchpoint
    /// the start of its patchable bytes.
    pub instruction_offset: u32,
    pub locations: Vec<Location>,
    /// Registers live after a patchpoint (empty for stackmaps and statepoints).
    pub live_outs: Vec<LiveOut>,
}

/// Where a live value is at the call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    pub kind: LocationKind,
    /// Size in bytes: the register's spill size for `Register`, the pointer size for `Direct`, the
    /// slot size for `Indirect`, 8 for constants.
    pub size: u16,
    /// DWARF register number (see [`x86_64`]); 0 for constants.
    pub dwarf_reg: u16,
    /// `Direct`/`Indirect`: the offset from the register. `Constant`: the value (sign-extended to
    /// 64 bits). `ConstantIndex`: the index into [`StackMap::constants`]. `Register`: 0, or the
    /// byte offset of a sub-register within `dwarf_reg`.
    pub offset_or_constant: i32,
}

/// The kind of a [`Location`], with its encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum LocationKind {
    /// The value is in register `dwarf_reg`.
    Register = 1,
    /// The value is the address `dwarf_reg + offset` (a stack object such as an alloca).
    Direct = 2,
    /// The value is in memory at `[dwarf_reg + offset]` (a spill slot).
    Indirect = 3,
    /// The value is the constant `offset_or_constant`.
    Constant = 4,
    /// The value is `constants[offset_or_constant]`.
    ConstantIndex = 5,
}

impl LocationKind {
    /// The kind encoded as `byte`, if any.
    pub const fn from_u8(byte: u8) -> Option<LocationKind> {
        Some(match byte {
            1 => LocationKind::Register,
            2 => LocationKind::Direct,
            3 => LocationKind::Indirect,
            4 => LocationKind::Constant,
            5 => LocationKind::ConstantIndex,
            _ => return None,
        })
    }
}

impl Location {
    /// The value is in a register, `size` its spill size (8 for a GPR, 16 for an XMM register).
    pub const fn register(dwarf_reg: u16, size: u16) -> Location {
        Location { kind: LocationKind::Register, size, dwarf_reg, offset_or_constant: 0 }
    }

    /// The value is the address `dwarf_reg + offset`; `size` is the pointer size.
    pub const fn direct(dwarf_reg: u16, offset: i32, size: u16) -> Location {
        Location { kind: LocationKind::Direct, size, dwarf_reg, offset_or_constant: offset }
    }

    /// The value is `size` bytes at `[dwarf_reg + offset]`.
    pub const fn indirect(dwarf_reg: u16, offset: i32, size: u16) -> Location {
        Location { kind: LocationKind::Indirect, size, dwarf_reg, offset_or_constant: offset }
    }

    /// An inline constant (LLVM uses this for every constant that fits an `i32`).
    pub const fn constant(value: i32) -> Location {
        Location { kind: LocationKind::Constant, size: 8, dwarf_reg: 0, offset_or_constant: value }
    }

    /// A pooled constant: `constants[index]`.
    pub const fn constant_index(index: u32) -> Location {
        Location { kind: LocationKind::ConstantIndex, size: 8, dwarf_reg: 0, offset_or_constant: index as i32 }
    }
}

/// A register live after a patchpoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LiveOut {
    pub dwarf_reg: u16,
    /// Size in bytes of the live (sub)register.
    pub size: u8,
}

impl StackMap {
    /// The value of a `Constant` or `ConstantIndex` location as LLVM meant it: inline constants
    /// sign-extended from 32 bits, pooled ones as stored. `None` for other kinds and for an index
    /// outside the pool.
    pub fn constant_value(&self, location: &Location) -> Option<i64> {
        match location.kind {
            LocationKind::Constant => Some(i64::from(location.offset_or_constant)),
            LocationKind::ConstantIndex => {
                self.constants.get(location.offset_or_constant as u32 as usize).map(|&c| c as i64)
            }
            _ => None,
        }
    }
}

/// DWARF register numbers of x86-64 (System V psABI, figure 3.36), as LLVM writes them in
/// `dwarf_reg`.
pub mod x86_64 {
    pub const RAX: u16 = 0;
    pub const RDX: u16 = 1;
    pub const RCX: u16 = 2;
    pub const RBX: u16 = 3;
    pub const RSI: u16 = 4;
    pub const RDI: u16 = 5;
    pub const RBP: u16 = 6;
    pub const RSP: u16 = 7;
    pub const R8: u16 = 8;
    pub const R9: u16 = 9;
    pub const R10: u16 = 10;
    pub const R11: u16 = 11;
    pub const R12: u16 = 12;
    pub const R13: u16 = 13;
    pub const R14: u16 = 14;
    pub const R15: u16 = 15;
    /// The return address column (not a register a location uses).
    pub const RA: u16 = 16;
    /// `XMM0 + n` is xmm`n`, for `n` in 0..16.
    pub const XMM0: u16 = 17;

    const NAMES: [&str; 33] = [
        "rax", "rdx", "rcx", "rbx", "rsi", "rdi", "rbp", "rsp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
        "ra", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
        "xmm12", "xmm13", "xmm14", "xmm15",
    ];

    /// The name of DWARF register `reg` (`"rax"`, `"r8"`, `"xmm3"`), for 0..=32.
    pub fn register_name(reg: u16) -> Option<&'static str> {
        NAMES.get(usize::from(reg)).copied()
    }
}

// ---------------------------------------------------------------------------------------------
// Display: the same text as `llvm-readobj --stackmap` prints from "LLVM StackMap Version" on.

impl fmt::Display for StackMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "LLVM StackMap Version: {VERSION}")?;
        writeln!(f, "Num Functions: {}", self.functions.len())?;
        for func in &self.functions {
            writeln!(
                f,
                "  Function address: {}, stack size: {}, callsite record count: {}",
                func.address, func.stack_size, func.record_count
            )?;
        }
        writeln!(f, "Num Constants: {}", self.constants.len())?;
        for (i, c) in self.constants.iter().enumerate() {
            writeln!(f, "  #{}: {c}", i + 1)?;
        }
        writeln!(f, "Num Records: {}", self.records.len())?;
        for record in &self.records {
            writeln!(f, "  Record ID: {}, instruction offset: {}", record.id, record.instruction_offset)?;
            writeln!(f, "    {} locations:", record.locations.len())?;
            for (i, loc) in record.locations.iter().enumerate() {
                write!(f, "      #{}: {loc}", i + 1)?;
                if loc.kind == LocationKind::ConstantIndex {
                    match self.constants.get(loc.offset_or_constant as u32 as usize) {
                        Some(c) => write!(f, " ({c})")?,
                        None => write!(f, " (?)")?,
                    }
                }
                writeln!(f, ", size: {}", loc.size)?;
            }
            write!(f, "    {} live-outs: [ ", record.live_outs.len())?;
            for lo in &record.live_outs {
                write!(f, "R#{} ({}-bytes) ", lo.dwarf_reg, lo.size)?;
            }
            writeln!(f, "]")?;
        }
        Ok(())
    }
}

/// `Register R#5`, `Direct R#6 + -16`, `Indirect [R#7 + 8]`, `Constant 7` (the 32 bits as
/// unsigned, as llvm-readobj prints them), `ConstantIndex #2`.
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (reg, off) = (self.dwarf_reg, self.offset_or_constant);
        match self.kind {
            LocationKind::Register => write!(f, "Register R#{reg}"),
            LocationKind::Direct => write!(f, "Direct R#{reg} + {off}"),
            LocationKind::Indirect => write!(f, "Indirect [R#{reg} + {off}]"),
            LocationKind::Constant => write!(f, "Constant {}", off as u32),
            LocationKind::ConstantIndex => write!(f, "ConstantIndex #{}", off as u32),
        }
    }
}
