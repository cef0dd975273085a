//! Byte-addressed memory: allocations with fake, deterministic 64-bit addresses.
//!
//! Every allocation (global, stack slot, heap block, and a zero-sized one per function, block
//! address and `FILE` stream) gets a fresh id, never reused. Stack and heap allocations live at
//! address `id << 32`: the high 32 bits of an address name the allocation and the low 32 bits
//! are the offset. So a pointer survives `ptrtoint`/`inttoptr` and storage in memory as plain
//! bits, every base is aligned to 4 GiB (any `align` is respected), and the 4 GiB past each
//! allocation is a guard zone. Globals, functions and block addresses instead are packed into
//! one 2 GiB "static segment" (each aligned, followed by a 16-byte guard gap), as in a real
//! executable image: clang's relative lookup tables store `trunc(@a - @b)` as an `i32` and
//! need static objects to lie within ±2 GiB of each other. An address in the segment is
//! resolved to its allocation by binary search. An access is checked against the live
//! allocation its address names (bounds, lifetime, write permission). Addresses below 4 GiB are
//! null or wild. Fresh memory reads as zero. Poison stored to memory is remembered per byte and
//! reads back as poison.

use crate::trap::Trap;
use crate::value::Val;
use kiln_ir::fasthash::FastMap;
use kiln_ir::fold::mask;
use kiln_ir::{Func, Type, TypeData, TypeStore};

/// Bits of an address that hold the offset inside its allocation.
pub const OFFSET_BITS: u32 = 32;
/// Largest allocation size.
pub const MAX_ALLOC_SIZE: u64 = (1 << OFFSET_BITS) - 1;
/// The high 32 bits of every address in the static segment (addresses stay below 2^63).
const SEGMENT_ID: u32 = (1 << 31) - 1;
/// Largest id of an ordinary allocation.
const MAX_ID: u32 = SEGMENT_ID - 1;
/// Size of the static segment: differences of static addresses fit an `i32`.
const SEGMENT_SIZE: u64 = 1 << 31;
/// Bytes left free after each static object, so that zero-sized objects get distinct addresses
/// and an address just past an object still resolves to that object.
const SEGMENT_GAP: u64 = 16;

/// What an allocation is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AllocKind {
    /// An `alloca` (or a `byval` copy, or a `va_list` save area), freed when its function returns.
    Stack,
    /// A `malloc`-family block.
    Heap,
    /// A global variable.
    Global(String),
    /// The address of a function (not readable).
    Function(Func),
    /// The block addresses of a function (not readable): one byte per block, the block at
    /// layout position `k` at offset `k + 1` (as in Kiln's code), so differences of labels and
    /// a label plus such a difference stay inside it.
    BlockAddr(Func),
    /// An entry point built into the interpreter, callable through a pointer (the resume,
    /// destroy and no-op functions of coroutine frames); not readable.
    Builtin(&'static str),
    /// A `FILE` object the built-in libc recognises (0: stdin, 1: stdout, 2: stderr).
    File(u8),
    /// An external global that the interpreter does not know (any access traps).
    UnknownExternal(String),
    /// A managed (garbage-collected) object from `@gc_alloc`: its first `refs` 8-byte words are
    /// reference slots (null or a pointer into a managed object), the rest is raw data. Only
    /// the collector (`crate::gc`) frees it.
    Managed {
        /// Number of leading 8-byte reference slots.
        refs: u32,
    },
}

/// What is left of a managed object the collector freed: the reason an access to it traps.
/// Kept for every freed managed object (ids are never reused), so a stale reference is always
/// reported as such, however long after the collection it is used.
#[derive(Clone, Debug)]
pub struct Tomb {
    /// Size of the object in bytes.
    pub size: u64,
    /// The copy's address when the collector moved the object; `None` when it freed it as
    /// unreachable.
    pub moved_to: Option<u64>,
    /// The collection, e.g. "the statepoint `...` in block %loop of @f (collection 3)".
    pub site: std::rc::Rc<str>,
}

impl Tomb {
    /// Why a use of `addr`, which points into this dead object, is wrong.
    pub fn message(&self, addr: u64) -> String {
        match self.moved_to {
            Some(to) => format!(
                "{addr:#x} points into a managed object of {} bytes that the collector moved to {to:#x} at {}: \
                 a managed reference used after a statepoint was not relocated (use the statepoint's \
                 gc.relocate of it instead)",
                self.size, self.site
            ),
            None => format!(
                "{addr:#x} points into a managed object of {} bytes that the collector freed as unreachable at {}: \
                 a reference kept across a statepoint outside its \"gc-live\" bundle (in an SSA value, an alloca, \
                 a global or malloc memory) is not a root",
                self.size, self.site
            ),
        }
    }
}

/// One allocation.
#[derive(Clone, Debug)]
pub struct Alloc {
    /// The contents.
    pub bytes: Vec<u8>,
    /// Per-byte poison flags, created on the first store of poison.
    pub poison: Option<Vec<bool>>,
    /// What it is.
    pub kind: AllocKind,
    /// True for `constant` globals.
    pub readonly: bool,
}

impl Alloc {
    fn describe(&self) -> String {
        match &self.kind {
            AllocKind::Stack => format!("stack object of {} bytes", self.bytes.len()),
            AllocKind::Heap => format!("heap block of {} bytes", self.bytes.len()),
            AllocKind::Global(n) => format!("global @{n} of {} bytes", self.bytes.len()),
            AllocKind::Function(_) => "a function".to_string(),
            AllocKind::BlockAddr(..) => "the block addresses of a function".to_string(),
            AllocKind::Builtin(name) => format!("the interpreter's built-in function {name}"),
            AllocKind::File(_) => "a FILE stream".to_string(),
            AllocKind::UnknownExternal(n) => format!("external global @{n}"),
            AllocKind::Managed { refs } => {
                format!("managed object of {} bytes ({refs} reference slots)", self.bytes.len())
            }
        }
    }
}

/// All allocations of a run.
#[derive(Debug, Default)]
pub struct Memory {
    allocs: FastMap<u32, Alloc>,
    next_id: u32,
    /// Static objects in address order: (offset in the segment, id).
    segment: Vec<(u64, u32)>,
    /// First free offset of the static segment.
    segment_end: u64,
    live_bytes: u64,
    /// Budget for live bytes (allocation beyond it fails).
    pub limit_bytes: u64,
    /// Managed objects the collector freed, by id (see `bury`).
    tombs: FastMap<u32, Tomb>,
}

impl Memory {
    /// An empty memory with a budget of `limit_bytes` live bytes.
    pub fn new(limit_bytes: u64) -> Self {
        Memory {
            allocs: FastMap::default(),
            next_id: 1,
            segment: Vec::new(),
            segment_end: 0,
            live_bytes: 0,
            limit_bytes,
            tombs: FastMap::default(),
        }
    }

    /// The allocation id an address names and the offset into that allocation (id 0: none).
    pub fn resolve(&self, addr: u64) -> (u32, u64) {
        let high = (addr >> OFFSET_BITS) as u32;
        if high != SEGMENT_ID {
            return (high, addr & MAX_ALLOC_SIZE);
        }
        let rel = addr & MAX_ALLOC_SIZE;
        let i = self.segment.partition_point(|&(start, _)| start <= rel);
        match i.checked_sub(1).and_then(|i| self.segment.get(i)) {
            Some(&(start, id)) => (id, rel - start),
            None => (0, 0),
        }
    }

    /// Creates a static object (global, function, block address) of `size` zero bytes aligned
    /// to `align` in the static segment and returns its address.
    pub fn allocate_static(&mut self, size: u64, align: u64, kind: AllocKind, readonly: bool) -> Result<u64, Trap> {
        let align = align.clamp(SEGMENT_GAP, 1 << 30);
        let start = self.segment_end.div_ceil(align) * align;
        if start.saturating_add(size).saturating_add(SEGMENT_GAP) > SEGMENT_SIZE {
            return Err(Trap::limit("static objects exceed the interpreter's 2 GiB static segment"));
        }
        let before = self.next_id;
        let addr = self.allocate(size, kind, readonly)?;
        debug_assert_eq!(addr, (before as u64) << OFFSET_BITS);
        self.segment.push((start, before));
        self.segment_end = start + size + SEGMENT_GAP;
        Ok(((SEGMENT_ID as u64) << OFFSET_BITS) | start)
    }

    /// Creates an allocation of `size` zero bytes and returns its address.
    pub fn allocate(&mut self, size: u64, kind: AllocKind, readonly: bool) -> Result<u64, Trap> {
        if size > MAX_ALLOC_SIZE {
            return Err(Trap::limit(format!(
                "allocation of {size} bytes exceeds the interpreter's 4 GiB object limit"
            )));
        }
        if self.live_bytes + size > self.limit_bytes {
            return Err(Trap::limit(format!(
                "allocation of {size} bytes exceeds the memory budget ({} bytes live)",
                self.live_bytes
            )));
        }
        if self.next_id > MAX_ID {
            return Err(Trap::limit("too many allocations"));
        }
        let id = self.next_id;
        self.next_id += 1;
        self.live_bytes += size;
        self.allocs.insert(id, Alloc { bytes: vec![0; size as usize], poison: None, kind, readonly });
        Ok((id as u64) << OFFSET_BITS)
    }

    /// Makes the allocation at `addr` read-only (constant globals after initialization).
    pub fn set_readonly(&mut self, addr: u64) {
        if let Some(a) = self.allocs.get_mut(&self.resolve(addr).0) {
            a.readonly = true;
        }
    }

    /// True when `size` more bytes fit the budget (for `malloc`, which returns null otherwise).
    pub fn can_allocate(&self, size: u64) -> bool {
        size <= MAX_ALLOC_SIZE && self.live_bytes + size <= self.limit_bytes && self.next_id <= MAX_ID
    }

    /// The allocation at `addr` (any offset), if live.
    pub fn alloc_at(&self, addr: u64) -> Option<&Alloc> {
        self.allocs.get(&self.resolve(addr).0)
    }

    /// The allocation containing `addr` and the offset into it.
    pub fn alloc_containing(&self, addr: u64) -> Option<(&Alloc, u64)> {
        let (id, off) = self.resolve(addr);
        self.allocs.get(&id).map(|a| (a, off))
    }

    /// The allocation that starts exactly at `addr`, if live.
    pub fn alloc_starting_at(&self, addr: u64) -> Option<&Alloc> {
        match self.resolve(addr) {
            (id, 0) => self.allocs.get(&id),
            _ => None,
        }
    }

    /// Frees the allocation starting exactly at `addr`; `what` names the caller in messages.
    /// Only `Heap` allocations may be freed by `free`/`realloc`; `Stack` ones by returns.
    pub fn free(&mut self, addr: u64, heap: bool, what: &str) -> Result<(), Trap> {
        let (id, off) = self.resolve(addr);
        let Some(a) = self.allocs.get(&id) else {
            return Err(if let Some(t) = self.tombs.get(&id) {
                Trap::ub(format!("{what}: {}", t.message(addr)))
            } else if id != 0 && id < self.next_id {
                Trap::ub(format!("{what}: double free or free of dead memory at {addr:#x}"))
            } else {
                Trap::ub(format!("{what}: pointer {addr:#x} was not allocated"))
            });
        };
        if heap && a.kind != AllocKind::Heap {
            return Err(Trap::ub(format!("{what}: pointer {addr:#x} points to {}, not the heap", a.describe())));
        }
        if off != 0 {
            return Err(Trap::ub(format!("{what}: pointer {addr:#x} is not the start of its {}", a.describe())));
        }
        self.live_bytes -= a.bytes.len() as u64;
        self.allocs.remove(&id);
        Ok(())
    }

    /// Frees the managed object starting at `addr` for the collector and remembers why, so that
    /// later accesses through stale references trap with `tomb`'s message.
    pub fn bury(&mut self, addr: u64, tomb: Tomb) -> Result<(), Trap> {
        self.free(addr, false, "the collector")?;
        self.tombs.insert(self.resolve(addr).0, tomb);
        Ok(())
    }

    /// The tomb of the dead managed object `addr` points into, if it is one.
    pub fn tomb(&self, addr: u64) -> Option<&Tomb> {
        if self.tombs.is_empty() {
            return None;
        }
        self.tombs.get(&self.resolve(addr).0)
    }

    fn check(&self, addr: u64, len: u64) -> Result<(&Alloc, usize), Trap> {
        let (id, off) = self.resolve(addr);
        let a = match self.allocs.get(&id) {
            Some(a) => a,
            None if id == 0 => {
                return Err(Trap::ub(if addr < 4096 {
                    format!("null pointer dereference (address {addr:#x})")
                } else {
                    format!("access to wild address {addr:#x}")
                }))
            }
            None if id < self.next_id => {
                if let Some(t) = self.tombs.get(&id) {
                    return Err(Trap::ub(format!("access to {}", t.message(addr))));
                }
                return Err(Trap::ub(format!(
                    "access to {addr:#x}: use after free (the heap block was freed or the stack frame returned)"
                )));
            }
            None => return Err(Trap::ub(format!("access to wild address {addr:#x}"))),
        };
        match a.kind {
            AllocKind::Stack | AllocKind::Heap | AllocKind::Global(_) | AllocKind::Managed { .. } => {}
            AllocKind::UnknownExternal(ref n) => {
                return Err(Trap::new(
                    crate::trap::TrapKind::UnknownExternal,
                    format!("access to external global @{n}, which the interpreter does not provide"),
                ))
            }
            _ => return Err(Trap::ub(format!("memory access to {}", a.describe()))),
        }
        if off.checked_add(len).is_none_or(|end| end > a.bytes.len() as u64) {
            return Err(Trap::ub(format!(
                "out-of-bounds access of {len} bytes at offset {off} of {} (address {addr:#x})",
                a.describe()
            )));
        }
        Ok((a, off as usize))
    }

    /// Checks that `len` bytes at `addr` are readable.
    pub fn check_read(&self, addr: u64, len: u64) -> Result<(), Trap> {
        self.check(addr, len).map(|_| ())
    }

    fn check_mut(&mut self, addr: u64, len: u64) -> Result<(&mut Alloc, usize), Trap> {
        let (a, off) = self.check(addr, len)?;
        if a.readonly {
            return Err(Trap::ub(format!("store to constant {} (address {addr:#x})", a.describe())));
        }
        let id = self.resolve(addr).0;
        match self.allocs.get_mut(&id) {
            Some(a) => Ok((a, off)),
            None => Err(Trap::ub("internal: allocation vanished")),
        }
    }

    /// Reads `len` bytes (poison bytes read as their stored zeros).
    pub fn read(&self, addr: u64, len: u64) -> Result<&[u8], Trap> {
        let (a, off) = self.check(addr, len)?;
        Ok(&a.bytes[off..off + len as usize])
    }

    /// Writes bytes (clearing their poison flags).
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Trap> {
        let (a, off) = self.check_mut(addr, data.len() as u64)?;
        a.bytes[off..off + data.len()].copy_from_slice(data);
        if let Some(p) = &mut a.poison {
            p[off..off + data.len()].iter_mut().for_each(|x| *x = false);
        }
        Ok(())
    }

    /// Copies `len` bytes from `src` to `dst` with poison flags (overlap allowed, like `memmove`).
    pub fn copy(&mut self, dst: u64, src: u64, len: u64) -> Result<(), Trap> {
        if len == 0 {
            return Ok(());
        }
        let (a, off) = self.check(src, len)?;
        let data = a.bytes[off..off + len as usize].to_vec();
        let poison = a.poison.as_ref().map(|p| p[off..off + len as usize].to_vec());
        let (d, doff) = self.check_mut(dst, len)?;
        d.bytes[doff..doff + len as usize].copy_from_slice(&data);
        set_poison(d, doff, poison.as_deref(), len as usize);
        Ok(())
    }

    /// Sets `len` bytes at `addr` to `byte`.
    pub fn fill(&mut self, addr: u64, byte: u8, len: u64) -> Result<(), Trap> {
        if len == 0 {
            return Ok(());
        }
        let (a, off) = self.check_mut(addr, len)?;
        a.bytes[off..off + len as usize].iter_mut().for_each(|b| *b = byte);
        set_poison(a, off, None, len as usize);
        Ok(())
    }

    /// Reads a NUL-terminated string starting at `addr` (without the NUL); stops after `max`
    /// bytes when given. Running off the end of the allocation is undefined behaviour.
    pub fn read_cstr(&self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, Trap> {
        let (a, off) = self.check(addr, 0)?;
        let rest = &a.bytes[off..];
        let limit = max.unwrap_or(usize::MAX);
        match rest.iter().take(limit).position(|&b| b == 0) {
            Some(n) => Ok(rest[..n].to_vec()),
            None if rest.len() >= limit => Ok(rest[..limit].to_vec()),
            None => Err(Trap::ub(format!("string at {addr:#x} is not NUL-terminated within its {}", a.describe()))),
        }
    }

    /// Loads a value of type `ty` from `addr`.
    pub fn load(&self, types: &TypeStore, ty: Type, addr: u64) -> Result<Val, Trap> {
        let size = types.store_size(ty);
        let (a, off) = self.check(addr, size)?;
        let bytes = &a.bytes[off..off + size as usize];
        let poison = a.poison.as_ref().map(|p| &p[off..off + size as usize]);
        decode(types, ty, bytes, poison)
    }

    /// Stores `val` of type `ty` at `addr`.
    pub fn store(&mut self, types: &TypeStore, ty: Type, addr: u64, val: &Val) -> Result<(), Trap> {
        let size = types.store_size(ty) as usize;
        if let (Val::Bits(b), true) = (val, size <= 16 && is_scalar(types, ty)) {
            let (a, off) = self.check_mut(addr, size as u64)?;
            write_le(&mut a.bytes[off..off + size], *b);
            if let Some(p) = &mut a.poison {
                p[off..off + size].iter_mut().for_each(|x| *x = false);
            }
            return Ok(());
        }
        let mut buf = vec![0u8; size];
        let mut poison = vec![false; size];
        encode(types, ty, val, &mut buf, &mut poison)?;
        let any_poison = poison.iter().any(|&p| p);
        let (a, off) = self.check_mut(addr, size as u64)?;
        write_typed(a, off, &buf, &poison, any_poison, types, ty);
        Ok(())
    }
}

fn is_scalar(types: &TypeStore, ty: Type) -> bool {
    matches!(
        types.data(ty),
        TypeData::Int(_) | TypeData::Half | TypeData::Float | TypeData::Double | TypeData::X86Fp80 | TypeData::Ptr(_)
    )
}

/// Writes an encoded value; struct padding keeps its old contents.
fn write_typed(a: &mut Alloc, off: usize, buf: &[u8], poison: &[bool], any_poison: bool, types: &TypeStore, ty: Type) {
    let mut ranges = Vec::new();
    value_byte_ranges(types, ty, 0, &mut ranges);
    for (s, e) in ranges {
        a.bytes[off + s..off + e].copy_from_slice(&buf[s..e]);
        if any_poison || a.poison.is_some() {
            set_poison(a, off + s, Some(&poison[s..e]), e - s);
        }
    }
}

/// The byte ranges of `ty` that hold data (everything but struct padding), merged.
fn value_byte_ranges(types: &TypeStore, ty: Type, base: usize, out: &mut Vec<(usize, usize)>) {
    let push = |out: &mut Vec<(usize, usize)>, s: usize, e: usize| {
        if s == e {
            return;
        }
        match out.last_mut() {
            Some(last) if last.1 == s => last.1 = e,
            _ => out.push((s, e)),
        }
    };
    match types.data(ty) {
        TypeData::Struct { .. } | TypeData::Named(_) => {
            if let (Some(layout), Some(fields)) = (types.struct_layout(ty), types.struct_fields(ty)) {
                for (&f, &o) in fields.iter().zip(&layout.offsets) {
                    value_byte_ranges(types, f, base + o as usize, out);
                }
            }
        }
        TypeData::Array { len, elem }
            if types.store_size(*elem) != types.alloc_size(*elem) || !is_dense(types, *elem) =>
        {
            let stride = types.alloc_size(*elem) as usize;
            for i in 0..*len as usize {
                value_byte_ranges(types, *elem, base + i * stride, out);
            }
        }
        _ => push(out, base, base + types.store_size(ty) as usize),
    }
}

/// True when every byte of `ty`'s store size holds data (no padding inside).
fn is_dense(types: &TypeStore, ty: Type) -> bool {
    match types.data(ty) {
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let mut r = Vec::new();
            value_byte_ranges(types, ty, 0, &mut r);
            r.len() == 1 && r[0] == (0, types.store_size(ty) as usize) || r.is_empty() && types.store_size(ty) == 0
        }
        TypeData::Array { elem, .. } => types.store_size(*elem) == types.alloc_size(*elem) && is_dense(types, *elem),
        _ => true,
    }
}

fn set_poison(a: &mut Alloc, off: usize, src: Option<&[bool]>, len: usize) {
    match src {
        Some(p) if p.iter().any(|&x| x) => {
            let n = a.bytes.len();
            let dst = a.poison.get_or_insert_with(|| vec![false; n]);
            dst[off..off + len].copy_from_slice(p);
        }
        _ => {
            if let Some(dst) = &mut a.poison {
                dst[off..off + len].iter_mut().for_each(|x| *x = false);
            }
        }
    }
}

fn read_le(bytes: &[u8]) -> u128 {
    let mut v = 0u128;
    for (i, &b) in bytes.iter().take(16).enumerate() {
        v |= (b as u128) << (8 * i);
    }
    v
}

fn write_le(out: &mut [u8], v: u128) {
    for (i, b) in out.iter_mut().take(16).enumerate() {
        *b = (v >> (8 * i)) as u8;
    }
}

/// Decodes a value of type `ty` from its in-memory bytes (little-endian, x86-64 layout).
pub fn decode(types: &TypeStore, ty: Type, bytes: &[u8], poison: Option<&[bool]>) -> Result<Val, Trap> {
    let poisoned = |s: usize, e: usize| poison.is_some_and(|p| p[s..e].iter().any(|&x| x));
    match types.data(ty) {
        TypeData::Int(bits) => {
            if poisoned(0, bytes.len()) {
                return Ok(Val::Poison);
            }
            if *bits > 128 {
                let mut w: Box<[u64]> = (0..kiln_ir::wide::limbs(*bits))
                    .map(|i| {
                        let mut b = [0u8; 8];
                        let chunk = bytes.get(i * 8..).unwrap_or(&[]);
                        let n = chunk.len().min(8);
                        b[..n].copy_from_slice(&chunk[..n]);
                        u64::from_le_bytes(b)
                    })
                    .collect();
                kiln_ir::wide::normalize(*bits, &mut w);
                return Ok(Val::Wide(w));
            }
            Ok(Val::Bits(read_le(bytes) & mask(*bits)))
        }
        // `x86_fp80`: the 10 bytes of its store size, every pattern kept (see `crate::f80`).
        TypeData::Half | TypeData::Float | TypeData::Double | TypeData::X86Fp80 | TypeData::Ptr(_) => {
            if poisoned(0, bytes.len()) {
                return Ok(Val::Poison);
            }
            Ok(Val::Bits(read_le(bytes)))
        }
        TypeData::Vector { len, elem } => {
            let ebits = types.primitive_bits(*elem).unwrap_or(0);
            if ebits.is_multiple_of(8) {
                let es = (ebits / 8) as usize;
                (0..*len as usize)
                    .map(|i| {
                        decode(types, *elem, &bytes[i * es..(i + 1) * es], poison.map(|p| &p[i * es..(i + 1) * es]))
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map(|v| Val::Agg(v.into_boxed_slice()))
            } else if ebits * (*len as u64) <= 128 {
                if poisoned(0, bytes.len()) {
                    return Ok(Val::Agg(vec![Val::Poison; *len as usize].into_boxed_slice()));
                }
                let v = read_le(bytes);
                let eb = ebits as u32;
                Ok(Val::Agg((0..*len).map(|i| Val::Bits((v >> (i * eb)) & mask(eb))).collect()))
            } else {
                Err(Trap::unsupported("vector of sub-byte lanes wider than 128 bits in memory"))
            }
        }
        TypeData::Array { len, elem } => {
            let stride = types.alloc_size(*elem) as usize;
            let es = types.store_size(*elem) as usize;
            (0..*len as usize)
                .map(|i| {
                    let s = i * stride;
                    decode(types, *elem, &bytes[s..s + es], poison.map(|p| &p[s..s + es]))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(|v| Val::Agg(v.into_boxed_slice()))
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = types.struct_layout(ty).ok_or_else(|| Trap::unsupported("load of an opaque struct"))?;
            let fields = types.struct_fields(ty).unwrap_or(&[]);
            fields
                .iter()
                .zip(&layout.offsets)
                .map(|(&f, &o)| {
                    let s = o as usize;
                    let e = s + types.store_size(f) as usize;
                    decode(types, f, &bytes[s..e], poison.map(|p| &p[s..e]))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(|v| Val::Agg(v.into_boxed_slice()))
        }
        _ => Err(Trap::unsupported("load of a value of unsized type")),
    }
}

/// Encodes `val` of type `ty` into `out` (its store size) and marks poison bytes.
pub fn encode(types: &TypeStore, ty: Type, val: &Val, out: &mut [u8], poison: &mut [bool]) -> Result<(), Trap> {
    let shape_err = || Trap::ub("value does not match its type (internal)");
    match types.data(ty) {
        TypeData::Int(_)
        | TypeData::Half
        | TypeData::Float
        | TypeData::Double
        | TypeData::X86Fp80
        | TypeData::Ptr(_) => match val {
            Val::Bits(b) => write_le(out, *b),
            Val::Wide(w) => {
                for (i, b) in out.iter_mut().enumerate() {
                    *b = w.get(i / 8).map_or(0, |x| (x >> (8 * (i % 8))) as u8);
                }
            }
            Val::Poison => poison.iter_mut().for_each(|p| *p = true),
            Val::Agg(_) => return Err(shape_err()),
        },
        TypeData::Vector { len, elem } => {
            let lanes = val.lanes().ok_or_else(shape_err)?;
            let ebits = types.primitive_bits(*elem).unwrap_or(0);
            if ebits.is_multiple_of(8) {
                let es = (ebits / 8) as usize;
                for (i, l) in lanes.iter().enumerate().take(*len as usize) {
                    encode(types, *elem, l, &mut out[i * es..(i + 1) * es], &mut poison[i * es..(i + 1) * es])?;
                }
            } else if ebits * (*len as u64) <= 128 {
                let eb = ebits as u32;
                let mut v = 0u128;
                for (i, l) in lanes.iter().enumerate() {
                    match l {
                        Val::Bits(b) => v |= (b & mask(eb)) << (i as u32 * eb),
                        _ => poison.iter_mut().for_each(|p| *p = true),
                    }
                }
                write_le(out, v);
            } else {
                return Err(Trap::unsupported("vector of sub-byte lanes wider than 128 bits in memory"));
            }
        }
        TypeData::Array { elem, .. } => {
            let elems = val.lanes().ok_or_else(shape_err)?;
            let stride = types.alloc_size(*elem) as usize;
            let es = types.store_size(*elem) as usize;
            for (i, e) in elems.iter().enumerate() {
                let s = i * stride;
                encode(types, *elem, e, &mut out[s..s + es], &mut poison[s..s + es])?;
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let elems = val.lanes().ok_or_else(shape_err)?;
            let layout = types.struct_layout(ty).ok_or_else(shape_err)?;
            let fields = types.struct_fields(ty).unwrap_or(&[]);
            for ((&f, &o), e) in fields.iter().zip(&layout.offsets).zip(elems.iter()) {
                let s = o as usize;
                let end = s + types.store_size(f) as usize;
                encode(types, f, e, &mut out[s..end], &mut poison[s..end])?;
            }
        }
        _ => return Err(Trap::unsupported("store of a value of unsized type")),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_name_allocations_and_accesses_are_checked() {
        let mut m = Memory::new(1 << 20);
        let a = m.allocate(8, AllocKind::Heap, false).unwrap();
        let b = m.allocate(8, AllocKind::Stack, false).unwrap();
        assert_eq!(a, 1 << 32);
        assert_eq!(b, 2 << 32);
        m.write(a + 4, &[1, 2, 3, 4]).unwrap();
        assert_eq!(m.read(a, 8).unwrap(), &[0, 0, 0, 0, 1, 2, 3, 4]);
        assert!(m.read(a + 5, 4).unwrap_err().message.contains("out-of-bounds"));
        assert!(m.read(8, 4).unwrap_err().message.contains("null pointer"));
        m.free(a, true, "free").unwrap();
        assert!(m.read(a, 1).unwrap_err().message.contains("use after free"));
        assert!(m.free(a, true, "free").unwrap_err().message.contains("double free"));
        assert!(m.free(b, true, "free").unwrap_err().message.contains("not the heap"));
    }

    #[test]
    fn static_objects_are_packed_within_i32_reach_and_resolve_by_search() {
        let mut m = Memory::new(1 << 20);
        let g1 = m.allocate_static(3, 1, AllocKind::Global("a".into()), false).unwrap();
        let f = m.allocate_static(0, 1, AllocKind::Global("f".into()), true).unwrap();
        let g2 = m.allocate_static(8, 64, AllocKind::Global("b".into()), false).unwrap();
        let heap = m.allocate(4, AllocKind::Heap, false).unwrap();
        assert!(g1 < f && f < g2, "distinct, in order");
        assert!(g2 - g1 < 1 << 31, "i32 differences reach every static object");
        assert_eq!(g2 % 64, 0, "alignment is respected");
        m.write(g2 + 7, &[9]).unwrap();
        assert_eq!(m.read(g2, 8).unwrap()[7], 9);
        assert_eq!(m.resolve(g1 + 2).1, 2);
        assert!(m
            .read(g1 + 2, 2)
            .unwrap_err()
            .message
            .contains("out-of-bounds access of 2 bytes at offset 2 of global @a"));
        assert!(m.read(g1 - 1, 1).unwrap_err().message.contains("wild"));
        assert!(m.alloc_starting_at(g2).is_some() && m.alloc_starting_at(g2 + 1).is_none());
        assert!(m.free(g2, true, "free").unwrap_err().message.contains("not the heap"));
        assert_eq!(heap >> 32, 4, "ordinary allocations keep id << 32");
    }

    #[test]
    fn typed_round_trip_keeps_struct_padding_and_poison() {
        let mut types = TypeStore::new();
        let st = types.literal_struct(vec![Type::I8, Type::I32], false);
        let mut m = Memory::new(1 << 20);
        let a = m.allocate(8, AllocKind::Stack, false).unwrap();
        m.write(a, &[9; 8]).unwrap();
        let v = Val::Agg(vec![Val::Bits(0x41), Val::Poison].into_boxed_slice());
        m.store(&types, st, a, &v).unwrap();
        assert_eq!(m.read(a, 4).unwrap(), &[0x41, 9, 9, 9], "padding untouched");
        assert_eq!(m.load(&types, st, a).unwrap(), v);
        assert_eq!(m.load(&types, Type::I8, a).unwrap(), Val::Bits(0x41));
        assert_eq!(m.load(&types, Type::I32, a + 4).unwrap(), Val::Poison);
        m.store(&types, Type::I32, a + 4, &Val::Bits(7)).unwrap();
        assert_eq!(m.load(&types, Type::I32, a + 4).unwrap(), Val::Bits(7));
        let v4 = types.vector(4, Type::I1);
        m.store(&types, v4, a, &Val::Agg(vec![Val::Bits(1), Val::Bits(0), Val::Bits(1), Val::Bits(1)].into())).unwrap();
        assert_eq!(m.read(a, 1).unwrap(), &[0b1101]);
    }
}
