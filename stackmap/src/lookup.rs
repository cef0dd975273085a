//! From return addresses to records: which records belong to which function, and which record
//! describes the call that a return address returns from.
//!
//! The rule: record `r` of function `f` is at address `A(f) + r.instruction_offset`, where `A(f)`
//! is the function's address after linking: `f.address` as the linker left it in an executable
//! (plus the load bias, for a position-independent executable or shared library, at run time), or
//! an address the caller supplies (from the symbol table, for a relocatable object or a JIT). For
//! a `gc.statepoint` that address is the call's return address, which is what a stack walker
//! finds in a frame; so a return address `ret` belongs to the function whose record is at exactly
//! `ret`. The format has no function sizes, and needs none: a return address into a function
//! without records matches nothing.
//!
//! (For `stackmap` and `patchpoint` records the address is the start of the shadow or of the
//! patchable bytes, not a return address; the same lookup finds them by that address.)

use crate::format::{Function, Record, StackMap};

/// One record with the function it belongs to and its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Callsite<'a> {
    pub function_index: usize,
    /// Index into [`StackMap::records`].
    pub record_index: usize,
    pub function: &'a Function,
    pub record: &'a Record,
    /// The function's linked address plus the record's instruction offset.
    pub address: u64,
}

/// Iterator over the functions with their records; see [`StackMap::function_records`].
#[derive(Clone, Debug)]
pub struct FunctionRecords<'a> {
    map: &'a StackMap,
    function: usize,
    record: usize,
}

impl<'a> Iterator for FunctionRecords<'a> {
    /// `(function index, function, its records)`.
    type Item = (usize, &'a Function, &'a [Record]);

    fn next(&mut self) -> Option<Self::Item> {
        let index = self.function;
        let function = self.map.functions.get(index)?;
        let start = self.record;
        let left = self.map.records.len() - start;
        let count = usize::try_from(function.record_count).map_or(left, |n| n.min(left));
        self.function += 1;
        self.record += count;
        Some((index, function, &self.map.records[start..start + count]))
    }
}

impl StackMap {
    /// Each function with the records that belong to it, in section order. If the counts do not
    /// add up (only possible for a hand-built map; [`crate::parse`] rejects it), a function whose
    /// count runs past the records gets those that are left.
    pub fn function_records(&self) -> FunctionRecords<'_> {
        FunctionRecords { map: self, function: 0, record: 0 }
    }

    /// The records of function `function_index` (empty if there is no such function).
    pub fn records_of(&self, function_index: usize) -> &[Record] {
        self.function_records().nth(function_index).map_or(&[], |(_, _, records)| records)
    }

    /// Every record with its address, taking each function's address from `Function::address`.
    pub fn callsites(&self) -> impl Iterator<Item = Callsite<'_>> + '_ {
        self.callsites_at(|_, f| Some(f.address))
    }

    /// Every record with its address, function `i` being at `function_addresses[i]`; functions
    /// past the end of the slice are skipped.
    pub fn callsites_with<'a: 'b, 'b>(
        &'a self,
        function_addresses: &'b [u64],
    ) -> impl Iterator<Item = Callsite<'a>> + 'b {
        self.callsites_at(move |i, _| function_addresses.get(i).copied())
    }

    fn callsites_at<'a: 'b, 'b>(
        &'a self,
        address_of: impl Fn(usize, &Function) -> Option<u64> + 'b,
    ) -> impl Iterator<Item = Callsite<'a>> + 'b {
        let first_record = self.function_records().scan(0, |next, (_, _, records)| {
            let first = *next;
            *next += records.len();
            Some(first)
        });
        self.function_records().zip(first_record).flat_map(move |((function_index, function, records), first)| {
            let base = address_of(function_index, function);
            records.iter().enumerate().filter_map(move |(i, record)| {
                let address = base?.checked_add(u64::from(record.instruction_offset))?;
                Some(Callsite { function_index, record_index: first + i, function, record, address })
            })
        })
    }

    /// The record at `ret_addr`, function addresses taken from `Function::address` (a linked,
    /// non-PIE executable read from its file; for a PIE pass `ret_addr - load_bias`). The first
    /// in section order if several records share the address. A linear scan: build a
    /// [`CallsiteIndex`] for repeated lookups.
    pub fn record_at(&self, ret_addr: u64) -> Option<Callsite<'_>> {
        self.callsites().find(|c| c.address == ret_addr)
    }

    /// The record at `ret_addr`, function `i` being at `function_addresses[i]`.
    pub fn record_at_with(&self, function_addresses: &[u64], ret_addr: u64) -> Option<Callsite<'_>> {
        self.callsites_with(function_addresses).find(|c| c.address == ret_addr)
    }

    /// The record at `record_index` with its function, at the function's `address`.
    pub fn callsite(&self, function_index: usize, record_index: usize) -> Option<Callsite<'_>> {
        let function = self.functions.get(function_index)?;
        let record = self.records.get(record_index)?;
        let address = function.address.wrapping_add(u64::from(record.instruction_offset));
        Some(Callsite { function_index, record_index, function, record, address })
    }
}

/// A sorted table from record address to record, for a stack walker's repeated lookups. It holds
/// indices, not references, so it can live beside the map it was built from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallsiteIndex {
    /// Sorted by address; records sharing an address stay in section order.
    entries: Vec<IndexEntry>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexEntry {
    pub address: u64,
    pub function_index: usize,
    pub record_index: usize,
}

impl CallsiteIndex {
    /// Indexes `map` with each function at `Function::address`.
    pub fn new(map: &StackMap) -> CallsiteIndex {
        CallsiteIndex::from_callsites(map.callsites())
    }

    /// Indexes `map` with function `i` at `function_addresses[i]` (for a PIE: each
    /// `Function::address` plus the load bias).
    pub fn with_function_addresses(map: &StackMap, function_addresses: &[u64]) -> CallsiteIndex {
        CallsiteIndex::from_callsites(map.callsites_with(function_addresses))
    }

    fn from_callsites<'a>(callsites: impl Iterator<Item = Callsite<'a>>) -> CallsiteIndex {
        let mut entries: Vec<IndexEntry> = callsites
            .map(|c| IndexEntry { address: c.address, function_index: c.function_index, record_index: c.record_index })
            .collect();
        entries.sort_by_key(|e| e.address);
        CallsiteIndex { entries }
    }

    /// The record at exactly `ret_addr` (the first in section order if several share it).
    pub fn lookup(&self, ret_addr: u64) -> Option<IndexEntry> {
        let at = self.entries.partition_point(|e| e.address < ret_addr);
        self.entries.get(at).filter(|e| e.address == ret_addr).copied()
    }

    pub fn entries(&self) -> &[IndexEntry] {
        &self.entries
    }
}
