//! The reader: bytes of a stack map section to a [`StackMap`], every malformation an [`Error`].
//!
//! Requires nothing of its input: it never indexes out of bounds, never trusts a count before
//! checking that the bytes it implies are there (so a hostile count cannot make it allocate), and
//! checks the invariants stated on [`StackMap`] before returning one.

use std::fmt;

use crate::format::*;

/// The part of the section a [`Error::Truncated`] ran out in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Header,
    Function(usize),
    Constant(usize),
    /// The fixed part of record `.0` (id, offset, flags, location count).
    RecordHeader(usize),
    /// Location `location` of record `record`.
    Location {
        record: usize,
        location: usize,
    },
    /// The live-out count of record `.0`, with the padding before it.
    LiveOutHeader(usize),
    LiveOut {
        record: usize,
        live_out: usize,
    },
    /// The padding that ends record `.0`.
    RecordPadding(usize),
}

/// Why a section did not parse, or a [`StackMap`] is not consistent. Record and function indices
/// count from 0 within one stack map; byte offsets are from the start of the slice given to the
/// reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// `part` needs `needed` bytes at `offset` but the section ends at `len`.
    Truncated { part: Part, offset: usize, needed: usize, len: usize },
    /// The first byte is not [`VERSION`].
    BadVersion { offset: usize, version: u8 },
    /// A location's kind byte is not one of 1..=5.
    BadLocationKind { record: usize, location: usize, kind: u8 },
    /// The functions' record counts do not add up to the number of records.
    RecordCountMismatch { sum_of_record_counts: u128, num_records: usize },
    /// A `ConstantIndex` location points past the constant pool.
    ConstantIndexOutOfRange { record: usize, location: usize, index: u32, num_constants: usize },
    /// A count does not fit its field (the writer's precondition; see [`StackMap::validate`]).
    CountOverflow { what: &'static str, count: usize },
    /// Bytes follow the stack map that [`crate::parse`] was asked to read exactly.
    TrailingBytes { offset: usize, len: usize },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Truncated { part, offset, needed, len } => {
                write!(f, "stack map truncated: {part:?} needs {needed} bytes at offset {offset}, ")?;
                write!(f, "the section has {len}")
            }
            Error::BadVersion { offset, version } => {
                write!(f, "stack map at offset {offset} has version {version}, ")?;
                write!(f, "only version {VERSION} is supported")
            }
            Error::BadLocationKind { record, location, kind } => {
                write!(f, "record {record}, location {location}: bad location kind {kind}")
            }
            Error::RecordCountMismatch { sum_of_record_counts, num_records } => write!(
                f,
                "the functions' record counts add up to {sum_of_record_counts} but there are {num_records} records"
            ),
            Error::ConstantIndexOutOfRange { record, location, index, num_constants } => write!(
                f,
                "record {record}, location {location}: constant index {index} is past the pool of {num_constants}"
            ),
            Error::CountOverflow { what, count } => write!(f, "{count} {what} do not fit the stack map format"),
            Error::TrailingBytes { offset, len } => {
                write!(f, "{} bytes follow the stack map at offset {offset}", len - offset)
            }
        }
    }
}

impl std::error::Error for Error {}

/// Parses one stack map that fills `bytes` exactly, as in an object file written by llc.
pub fn parse(bytes: &[u8]) -> Result<StackMap, Error> {
    let (map, end) = parse_prefix(bytes, 0)?;
    if end != bytes.len() {
        return Err(Error::TrailingBytes { offset: end, len: bytes.len() });
    }
    Ok(map)
}

/// Parses every stack map in a linked section. A linker concatenates the `.llvm_stackmaps`
/// sections of its input objects; each is 8-aligned and a multiple of 8 bytes long, so they follow
/// each other without gaps. Trailing zero bytes (file-alignment padding, as in a PE image) end the
/// list.
pub fn parse_all(bytes: &[u8]) -> Result<Vec<StackMap>, Error> {
    let mut maps = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at..].iter().all(|&b| b == 0) {
            break;
        }
        let (map, end) = parse_prefix(bytes, at)?;
        maps.push(map);
        at = end;
    }
    Ok(maps)
}

/// Parses the stack map that starts at `bytes[start..]`; returns it and the offset just past it.
pub fn parse_prefix(bytes: &[u8], start: usize) -> Result<(StackMap, usize), Error> {
    let mut r = Reader { bytes, at: start };
    r.need(HEADER_SIZE, Part::Header)?;
    let version = r.u8();
    if version != VERSION {
        return Err(Error::BadVersion { offset: start, version });
    }
    r.skip(3);
    let num_functions = r.u32() as usize;
    let num_constants = r.u32() as usize;
    let num_records = r.u32() as usize;

    // Each table is checked whole before it is allocated.
    r.need_table(num_functions, FUNCTION_SIZE, Part::Function)?;
    let mut functions = Vec::with_capacity(num_functions);
    for _ in 0..num_functions {
        functions.push(Function { address: r.u64(), stack_size: r.u64(), record_count: r.u64() });
    }
    r.need_table(num_constants, CONSTANT_SIZE, Part::Constant)?;
    let constants: Vec<u64> = (0..num_constants).map(|_| r.u64()).collect();

    // A record is at least 24 bytes (header, live-out count, padding): no more can follow.
    let mut records = Vec::with_capacity(num_records.min((bytes.len() - r.at) / record_size(0, 0)));
    for index in 0..num_records {
        records.push(r.record(index)?);
    }
    let map = StackMap { functions, constants, records };
    map.check_consistency()?;
    Ok((map, r.at))
}

/// A cursor over the section. `need` checks bounds; the plain readers then cannot fail.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn need(&self, needed: usize, part: Part) -> Result<(), Error> {
        let len = self.bytes.len();
        if self.at.checked_add(needed).is_some_and(|end| end <= len) {
            Ok(())
        } else {
            Err(Error::Truncated { part, offset: self.at, needed, len })
        }
    }

    /// Checks that `count` entries of at least `size` bytes can follow; reports the first entry
    /// that would not fit.
    fn need_table(&self, count: usize, size: usize, part: fn(usize) -> Part) -> Result<(), Error> {
        let available = (self.bytes.len() - self.at) / size;
        if count <= available {
            return Ok(());
        }
        let at = self.at + available * size;
        Err(Error::Truncated { part: part(available), offset: at, needed: size, len: self.bytes.len() })
    }

    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0; N];
        out.copy_from_slice(&self.bytes[self.at..self.at + N]);
        self.at += N;
        out
    }

    fn skip(&mut self, n: usize) {
        self.at += n;
    }

    fn u8(&mut self) -> u8 {
        u8::from_le_bytes(self.take())
    }

    fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.take())
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take())
    }

    fn i32(&mut self) -> i32 {
        i32::from_le_bytes(self.take())
    }

    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.take())
    }

    fn record(&mut self, record: usize) -> Result<Record, Error> {
        let start = self.at;
        self.need(RECORD_HEADER_SIZE, Part::RecordHeader(record))?;
        let id = self.u64();
        let instruction_offset = self.u32();
        self.skip(2);
        let num_locations = usize::from(self.u16());
        let mut locations = Vec::with_capacity(num_locations.min((self.bytes.len() - self.at) / LOCATION_SIZE));
        for location in 0..num_locations {
            self.need(LOCATION_SIZE, Part::Location { record, location })?;
            let kind_byte = self.u8();
            let kind =
                LocationKind::from_u8(kind_byte).ok_or(Error::BadLocationKind { record, location, kind: kind_byte })?;
            self.skip(1);
            let size = self.u16();
            let dwarf_reg = self.u16();
            self.skip(2);
            let offset_or_constant = self.i32();
            locations.push(Location { kind, size, dwarf_reg, offset_or_constant });
        }
        // Padding to 8 (relative to the record, which is 8-aligned relative to the map), then the
        // u16 padding and the u16 live-out count.
        let header = align8(self.at - start) + 4 - (self.at - start);
        self.need(header, Part::LiveOutHeader(record))?;
        self.skip(header - 2);
        let num_live_outs = usize::from(self.u16());
        let mut live_outs = Vec::with_capacity(num_live_outs.min((self.bytes.len() - self.at) / LIVE_OUT_SIZE));
        for live_out in 0..num_live_outs {
            self.need(LIVE_OUT_SIZE, Part::LiveOut { record, live_out })?;
            let dwarf_reg = self.u16();
            self.skip(1);
            let size = self.u8();
            live_outs.push(LiveOut { dwarf_reg, size });
        }
        let padding = align8(self.at - start) - (self.at - start);
        self.need(padding, Part::RecordPadding(record))?;
        self.skip(padding);
        Ok(Record { id, instruction_offset, locations, live_outs })
    }
}

impl StackMap {
    /// Checks the invariants stated on [`StackMap`] and that every count fits its field, so that
    /// [`StackMap::write`] will not panic and [`crate::parse`] would accept the bytes.
    pub fn validate(&self) -> Result<(), Error> {
        let fits = |what, count: usize, max: u64| {
            if count as u64 > max {
                Err(Error::CountOverflow { what, count })
            } else {
                Ok(())
            }
        };
        fits("functions", self.functions.len(), u32::MAX.into())?;
        fits("constants", self.constants.len(), u32::MAX.into())?;
        fits("records", self.records.len(), u32::MAX.into())?;
        for record in &self.records {
            fits("locations in one record", record.locations.len(), u16::MAX.into())?;
            fits("live-outs in one record", record.live_outs.len(), u16::MAX.into())?;
        }
        self.check_consistency()
    }

    fn check_consistency(&self) -> Result<(), Error> {
        let sum: u128 = self.functions.iter().map(|f| u128::from(f.record_count)).sum();
        if sum != self.records.len() as u128 {
            return Err(Error::RecordCountMismatch { sum_of_record_counts: sum, num_records: self.records.len() });
        }
        for (record, r) in self.records.iter().enumerate() {
            for (location, loc) in r.locations.iter().enumerate() {
                let index = loc.offset_or_constant as u32;
                if loc.kind == LocationKind::ConstantIndex && index as usize >= self.constants.len() {
                    let num_constants = self.constants.len();
                    return Err(Error::ConstantIndexOutOfRange { record, location, index, num_constants });
                }
            }
        }
        Ok(())
    }
}
