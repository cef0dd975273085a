//! Global variables: initialisers lowered to bytes plus relocations (absolute pointers with
//! constant offsets, clang's relative lookup-table entries as PC-relative 32-bit), section choice
//! (rodata / data / bss, and tdata / tbss for thread-local globals), and `@llvm.global_ctors` /
//! `@llvm.global_dtors`. The same encoder gives the read-only images of constant aggregates and
//! vectors that code loads from ([`const_image`]).

use kiln_ir::{ConstData, Constant, Diagnostic, GlobalVar, Module, Opcode, SymbolRef, TypeData};

use super::consts::{const_addr, const_int_of, ConstAddr};
use super::located;
use super::symbols::ModState;
use crate::mir::SymId;
use crate::module::{DataObject, DataReloc, DataRelocKind, DataSection};

/// Lowers every defined global to a data object and collects constructors and destructors.
pub(crate) fn lower_globals(m: &Module, st: &mut ModState, errors: &mut Vec<Diagnostic>) {
    let mut ctors = Vec::new();
    let mut dtors = Vec::new();
    for (gid, g) in m.globals.iter() {
        match g.sym.name.as_str() {
            "llvm.global_ctors" => collect_structors(m, st, gid, &mut ctors, errors),
            "llvm.global_dtors" => collect_structors(m, st, gid, &mut dtors, errors),
            _ => {}
        }
        let Some(sym) = st.global_sym(gid) else { continue };
        let Some(init) = g.init else { continue };
        if !st.is_defined(sym) {
            continue;
        }
        let size = m.types.alloc_size(g.value_ty).max(1);
        let align = if g.sym.align != 0 { g.sym.align } else { m.types.abi_align(g.value_ty) as u32 };
        let tls = st.is_thread_local(sym);
        // COFF has no zero-fill TLS section: zero thread-locals get zero bytes in `.tls$`.
        let tls_zero_fill = tls && st.target().object_format() != kiln_abi::ObjectFormat::Coff;
        let all_zero = matches!(m.consts.data(init), ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_));
        let zero_fill_ok = if tls { tls_zero_fill } else { !g.is_constant };
        if all_zero && zero_fill_ok {
            st.add_data(DataObject {
                sym,
                section: if tls { DataSection::ThreadBss } else { DataSection::Bss },
                align: align.max(1),
                size,
                bytes: Vec::new(),
                relocs: Vec::new(),
            });
            continue;
        }
        if size > 1 << 30 {
            errors.push(located(g.srcloc.offset(), format!("initialised global @{} is too large", g.sym.name)));
            continue;
        }
        let (bytes, relocs) = match const_image(m, st, init, size, Some(gid)) {
            Ok(image) => image,
            Err(msg) => {
                errors.push(located(g.srcloc.offset(), format!("initializer of @{}: {msg}", g.sym.name)));
                continue;
            }
        };
        let zero = relocs.is_empty() && bytes.iter().all(|&b| b == 0);
        let section = match (tls, zero) {
            (true, true) if tls_zero_fill => DataSection::ThreadBss,
            (true, _) => DataSection::ThreadData,
            (false, _) if g.is_constant => DataSection::Rodata,
            (false, true) => DataSection::Bss,
            (false, false) => DataSection::Data,
        };
        let bytes = if section.is_zero_fill() { Vec::new() } else { bytes };
        st.add_data(DataObject { sym, section, align: align.max(1), size, bytes, relocs });
    }
    st.set_ctors(sort(ctors), sort(dtors));
}

/// Sorts by priority (stable, so equal priorities keep list order); priorities are clamped to 0..=65535.
fn sort(mut v: Vec<(i128, SymId)>) -> Vec<(u16, SymId)> {
    v.sort_by_key(|e| e.0);
    v.into_iter().map(|(p, s)| (p.clamp(0, 65535) as u16, s)).collect()
}

/// Reads `[N x { i32 priority, ptr fn, ptr data }]`.
fn collect_structors(
    m: &Module,
    st: &ModState,
    gid: GlobalVar,
    out: &mut Vec<(i128, SymId)>,
    errors: &mut Vec<Diagnostic>,
) {
    let g = &m.globals[gid];
    let Some(init) = g.init else { return };
    let ConstData::Aggregate { elems, .. } = m.consts.data(init) else { return };
    for &e in elems.iter() {
        let ConstData::Aggregate { elems: fields, .. } = m.consts.data(e) else { continue };
        let prio = fields.first().and_then(|&p| const_int_of(m, p)).unwrap_or(65535);
        let f = fields.get(1).and_then(|&c| const_addr(m, c));
        match f {
            Some(ConstAddr::Sym(SymbolRef::Func(fid), 0)) => match st.func_sym(fid) {
                Some(s) => out.push((prio, s)),
                None => errors.push(located(g.srcloc.offset(), "constructor is not a function".into())),
            },
            _ => errors.push(located(g.srcloc.offset(), "unsupported @llvm.global_ctors entry".into())),
        }
    }
}

/// The memory image of constant `c`: `size` bytes (zero where `c` is undef, poison or padding) and the
/// relocations that put addresses into them, as LLVM lays out a global initialised with `c`. `this` is
/// the global being initialised, which a relative lookup-table entry may refer to; an image code loads
/// from has none, and an address relative to itself is an error.
pub(crate) fn const_image(
    m: &Module,
    st: &ModState,
    c: Constant,
    size: u64,
    this: Option<GlobalVar>,
) -> Result<(Vec<u8>, Vec<DataReloc>), String> {
    let mut w = Writer { m, st, bytes: vec![0; size as usize], relocs: Vec::new(), this };
    w.write(c, 0)?;
    Ok((w.bytes, w.relocs))
}

/// A symbolic value: integer, address, or difference of two addresses.
enum SymVal {
    Int(i128),
    Addr(SymId, i64),
    Diff(SymId, i64, SymId, i64),
}

struct Writer<'a> {
    m: &'a Module,
    st: &'a ModState,
    bytes: Vec<u8>,
    relocs: Vec<DataReloc>,
    this: Option<GlobalVar>,
}

impl Writer<'_> {
    fn sym_of(&self, s: SymbolRef) -> Result<SymId, String> {
        let sym = match s {
            SymbolRef::Func(f) => self.st.func_sym(f),
            SymbolRef::Global(g) => self.st.global_sym(g),
        }
        .ok_or_else(|| "reference to a symbol that cannot be emitted".to_string())?;
        if self.st.is_thread_local(sym) {
            // Each thread has its own copy, so there is no one address to store.
            let name = &self.st.symbol_name(sym);
            return Err(format!("the address of thread-local @{name} is not a link-time constant"));
        }
        Ok(sym)
    }

    fn put(&mut self, off: u64, data: &[u8]) -> Result<(), String> {
        let end = off as usize + data.len();
        if end > self.bytes.len() {
            return Err("initializer larger than its type".into());
        }
        self.bytes[off as usize..end].copy_from_slice(data);
        Ok(())
    }

    fn write(&mut self, c: Constant, off: u64) -> Result<(), String> {
        let m = self.m;
        let ty = m.const_type(c);
        match m.consts.data(c) {
            ConstData::Int { value, .. } => {
                let size = m.types.store_size(ty) as usize;
                let b = value.to_le_bytes();
                self.put(off, &b[..size.min(16)])
            }
            ConstData::WideInt { words, .. } => {
                let size = m.types.store_size(ty) as usize;
                let b: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take(size).collect();
                self.put(off, &b)
            }
            ConstData::Float { bits, .. } => {
                let size = m.types.store_size(ty) as usize;
                let b = bits.to_le_bytes();
                self.put(off, &b[..size.min(16)])
            }
            ConstData::Null(_) | ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => Ok(()),
            ConstData::Bytes { bytes, .. } => {
                let b = bytes.clone();
                self.put(off, &b)
            }
            ConstData::Aggregate { elems, .. } => {
                let elems = elems.clone();
                match m.types.data(ty) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let l = m.types.struct_layout(ty).ok_or("opaque struct initializer")?;
                        for (e, o) in elems.iter().zip(l.offsets) {
                            self.write(*e, off + o)?;
                        }
                        Ok(())
                    }
                    TypeData::Array { elem, .. } => {
                        let sz = m.types.alloc_size(*elem);
                        for (k, e) in elems.iter().enumerate() {
                            self.write(*e, off + sz * k as u64)?;
                        }
                        Ok(())
                    }
                    TypeData::Vector { elem, .. } => {
                        let bits = m.types.primitive_bits(*elem).unwrap_or(0);
                        if bits % 8 != 0 {
                            return self.write_packed_lanes(&elems, bits, m.types.store_size(ty), off);
                        }
                        let sz = bits / 8;
                        for (k, e) in elems.iter().enumerate() {
                            self.write(*e, off + sz * k as u64)?;
                        }
                        Ok(())
                    }
                    _ => Err("aggregate constant of a non-aggregate type".into()),
                }
            }
            ConstData::GlobalAddr { .. }
            | ConstData::FuncAddr { .. }
            | ConstData::BlockAddr { .. }
            | ConstData::Expr(_) => {
                let size = m.types.store_size(ty);
                match self.eval(c)? {
                    SymVal::Int(i) => {
                        let b = i.to_le_bytes();
                        self.put(off, &b[..(size as usize).min(16)])
                    }
                    SymVal::Addr(s, a) if size == 8 => {
                        self.relocs.push(DataReloc {
                            offset: off as u32,
                            sym: s,
                            addend: a,
                            kind: DataRelocKind::Abs64,
                        });
                        Ok(())
                    }
                    SymVal::Diff(s, a, base, b) if size == 4 => {
                        let this = self.this.map(|g| self.sym_of(SymbolRef::Global(g))).transpose()?;
                        if this != Some(base) {
                            return Err("difference of addresses not relative to the global itself".into());
                        }
                        // S + A - P with P = this + off: A = a - b + off.
                        let addend = a - b + off as i64;
                        self.relocs.push(DataReloc { offset: off as u32, sym: s, addend, kind: DataRelocKind::Pc32 });
                        Ok(())
                    }
                    _ => Err("unsupported relocation in initializer".into()),
                }
            }
            ConstData::NoneToken => Err("token in initializer".into()),
        }
    }

    /// A vector of sub-byte lanes (`<N x i1>`, `<N x i2>`, ...) at `off`: the lanes packed into `size`
    /// bytes, lane 0 in the lowest bits (LLVM's memory layout; undef lanes are zero).
    fn write_packed_lanes(&mut self, lanes: &[Constant], bits: u64, size: u64, off: u64) -> Result<(), String> {
        if bits == 0 || bits * lanes.len() as u64 > 128 {
            return Err("vector of sub-byte lanes wider than 128 bits".into());
        }
        let mut v = 0u128;
        for (k, &lane) in lanes.iter().enumerate() {
            let lane_bits = match self.m.consts.data(lane) {
                ConstData::Int { value, .. } => *value & ((1u128 << bits) - 1),
                ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => 0,
                _ => return Err("symbolic lane in a vector of sub-byte lanes".into()),
            };
            v |= lane_bits << (k as u64 * bits);
        }
        self.put(off, &v.to_le_bytes()[..(size as usize).min(16)])
    }

    /// Evaluates an address-valued constant expression.
    fn eval(&self, c: Constant) -> Result<SymVal, String> {
        let m = self.m;
        if let Some(a) = const_addr(m, c) {
            return Ok(match a {
                ConstAddr::Int(i) => SymVal::Int(i as i128),
                ConstAddr::Sym(s, o) => SymVal::Addr(self.sym_of(s)?, o),
            });
        }
        let ConstData::Expr(e) = m.consts.data(c) else { return Err("unsupported constant".into()) };
        match e.opcode {
            Opcode::Trunc | Opcode::ZExt | Opcode::SExt | Opcode::BitCast => {
                self.eval(*e.operands.first().ok_or("empty constant expression")?)
            }
            Opcode::Sub if e.operands.len() == 2 => match (self.eval(e.operands[0])?, self.eval(e.operands[1])?) {
                (SymVal::Addr(s, a), SymVal::Addr(t, b)) => Ok(SymVal::Diff(s, a, t, b)),
                (SymVal::Int(x), SymVal::Int(y)) => Ok(SymVal::Int(x - y)),
                (SymVal::Addr(s, a), SymVal::Int(y)) => Ok(SymVal::Addr(s, a - y as i64)),
                _ => Err("unsupported address arithmetic".into()),
            },
            _ => Err(format!("constant expression {} is not supported in initializers", e.opcode.name())),
        }
    }
}
