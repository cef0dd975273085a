//! The language-specific data area (LSDA) of the Itanium C++ ABI, as the personality routines of
//! libstdc++ (`__gxx_personality_v0`, `__gxx_personality_seh0`), Rust and others read it: one per
//! function with landing pads, in `.gcc_except_table` (ELF), `__gcc_except_tab` (Mach-O) or the
//! handler data of `.xdata` (MinGW).
//!
//! Layout (every field as GCC and LLVM write it for x86-64):
//! - `0xff`: landing pads are relative to the function's start (LPStart omitted);
//! - the type table encoding, `0x9b` (indirect, PC-relative, signed 4 bytes), or `0xff` without
//!   type table; then (when present) the ULEB128 distance from after that field to the end of the
//!   type table (TTBase);
//! - `0x01`: call-site fields are ULEB128; the call-site table's length; one record per range:
//!   start and length (from the function start), landing pad (0: none, unwinding goes on), and
//!   action (0: cleanup only or none, else 1 + the chain's offset in the action table). The
//!   records cover the whole function, because a personality routine terminates the program when
//!   a call's return address is in no record;
//! - the action table: records `(SLEB128 filter, SLEB128 next)`, `filter` > 0 catching type ID
//!   `filter`, 0 a cleanup, < 0 the exception specification at byte `-filter - 1` after TTBase;
//!   `next` the distance from its own field to the next record, 0 at the end. Chains are written
//!   last record first and share common tails, as LLVM does;
//! - zero padding, so that TTBase is 4-aligned; the type table, type ID `k` at TTBase − 4k, each
//!   entry the PC-relative address of a pointer to the type info (0: catch everything);
//! - after TTBase, the exception specifications: ULEB128 type IDs, each list ending in 0.

use kiln_isel::{EhAction, MEh, SymId};

use crate::EmittedFunction;

/// The type table's pointer encoding: `DW_EH_PE_indirect | DW_EH_PE_pcrel | DW_EH_PE_sdata4`.
pub(crate) const TTYPE_ENCODING: u8 = 0x9b;

/// One function's LSDA.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Lsda {
    /// The bytes (placed 4-aligned).
    pub bytes: Vec<u8>,
    /// Type-table entries to fill: at each offset a 4-byte field that must hold the address of a
    /// pointer-sized slot holding the symbol's address (a stub or a GOT entry), minus the field's
    /// own address.
    pub type_refs: Vec<(u32, SymId)>,
}

fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn uleb_len(v: u64) -> usize {
    let mut out = Vec::new();
    uleb(&mut out, v);
    out.len()
}

/// The action table of `eh` and the call-site action field of each chain (1 + its offset).
fn action_table(eh: &MEh, spec_offsets: &[u32]) -> (Vec<u8>, Vec<u64>) {
    let mut bytes = Vec::new();
    // Every chain written so far and each of its tails, with the offset of its first record.
    let mut written: Vec<(&[EhAction], usize)> = Vec::new();
    let mut starts = Vec::with_capacity(eh.actions.len());
    for chain in &eh.actions {
        let shared = (0..=chain.len()).find(|&k| k == chain.len() || written.iter().any(|w| w.0 == &chain[k..]));
        let k = shared.unwrap_or(chain.len());
        let mut next = written.iter().find(|w| w.0 == &chain[k..]).map(|w| w.1);
        for j in (0..k).rev() {
            let at = bytes.len();
            let filter = match chain[j] {
                EhAction::Catch(id) => id as i64,
                EhAction::Filter(f) => -(1 + spec_offsets[f as usize] as i64),
                EhAction::Cleanup => 0,
            };
            sleb(&mut bytes, filter);
            let field = bytes.len() as i64;
            sleb(&mut bytes, next.map_or(0, |n| n as i64 - field));
            written.push((&chain[j..], at));
            next = Some(at);
        }
        starts.push(next.map_or(0, |n| n as u64 + 1));
    }
    (bytes, starts)
}

/// Whether `f` has an LSDA: a call of it unwinds to a landing pad.
pub(crate) fn has_lsda(f: &EmittedFunction) -> bool {
    f.eh.is_some() && f.call_sites.iter().any(|s| s.unwind.is_some())
}

/// The contents of one function's LSDA before it is laid out, shared by the object writers
/// ([`build_lsda`]) and the assembly listing ([`listing`]).
pub(crate) struct LsdaPlan {
    /// Call-site records covering the function: `(start, end, landing pad, action)` (a landing pad
    /// of 0: none).
    pub records: Vec<(u32, u32, u32, u64)>,
    /// The action table.
    pub actions: Vec<u8>,
    /// Type-table entries in table order (the highest type ID first); `None` catches everything.
    pub types: Vec<Option<SymId>>,
    /// The exception-specification lists after TTBase.
    pub specs: Vec<u8>,
}

impl LsdaPlan {
    /// Whether the LSDA has a type table (and so a TTBase field).
    pub fn has_type_table(&self) -> bool {
        !self.types.is_empty() || !self.specs.is_empty()
    }
}

/// The plan of `f`'s LSDA, or `None` without [`has_lsda`].
pub(crate) fn plan_lsda(f: &EmittedFunction) -> Option<LsdaPlan> {
    let eh = f.eh.as_ref()?;
    let mut sites: Vec<(u32, u32, u32, Option<u32>)> =
        f.call_sites.iter().filter_map(|s| s.unwind.map(|u| (u.start, s.offset, u.pad, u.action))).collect();
    if sites.is_empty() {
        return None;
    }
    sites.sort_unstable();
    // Exception specifications, after TTBase.
    let mut specs = Vec::new();
    let mut spec_offsets = Vec::with_capacity(eh.filters.len());
    for list in &eh.filters {
        spec_offsets.push(specs.len() as u32);
        for &id in list {
            uleb(&mut specs, id as u64);
        }
        specs.push(0);
    }
    let (actions, chain_starts) = action_table(eh, &spec_offsets);
    let mut records = Vec::new();
    let mut at = 0;
    for &(start, end, pad, action) in &sites {
        let start = start.max(at);
        if start > at {
            records.push((at, start, 0, 0));
        }
        records.push((start, end, pad, action.map_or(0, |a| chain_starts[a as usize])));
        at = end;
    }
    if at < f.code_len {
        records.push((at, f.code_len, 0, 0));
    }
    let types = eh.type_infos.iter().rev().copied().collect();
    Some(LsdaPlan { records, actions, types, specs })
}

/// The LSDA of `f`, or `None` without [`has_lsda`].
pub(crate) fn build_lsda(f: &EmittedFunction) -> Option<Lsda> {
    let plan = plan_lsda(f)?;
    let mut cs = Vec::new();
    for &(start, end, pad, action) in &plan.records {
        uleb(&mut cs, start as u64);
        uleb(&mut cs, (end - start) as u64);
        uleb(&mut cs, pad as u64);
        uleb(&mut cs, action);
    }
    let mut body = vec![0x01];
    uleb(&mut body, cs.len() as u64);
    body.extend_from_slice(&cs);
    body.extend_from_slice(&plan.actions);
    let types = plan.types.len();
    let mut out = vec![0xff];
    if !plan.has_type_table() {
        out.push(0xff);
        out.extend_from_slice(&body);
        return Some(Lsda { bytes: out, type_refs: Vec::new() });
    }
    out.push(TTYPE_ENCODING);
    // TTBase must be 4-aligned; the padding and the offset's own length depend on each other.
    let mut len = 1;
    let (offset, pad) = loop {
        let pad = (4 - (2 + len + body.len()) % 4) % 4;
        let offset = (body.len() + pad + 4 * types) as u64;
        if uleb_len(offset) == len {
            break (offset, pad);
        }
        len = uleb_len(offset);
    };
    uleb(&mut out, offset);
    out.extend_from_slice(&body);
    out.resize(out.len() + pad, 0);
    let mut type_refs = Vec::new();
    for ti in &plan.types {
        if let Some(sym) = ti {
            type_refs.push((out.len() as u32, *sym));
        }
        out.extend_from_slice(&[0; 4]);
    }
    debug_assert_eq!(out.len() % 4, 0);
    out.extend_from_slice(&plan.specs);
    Some(Lsda { bytes: out, type_refs })
}

/// The label of code offset `off` of function `fi` in the assembly listing (call-site boundaries and
/// landing pads).
pub(crate) fn offset_label(fi: usize, off: u32) -> String {
    format!(".Ltmp{fi}_{off}")
}

/// The code offsets of `plan` that the listing labels (see [`offset_label`]).
pub(crate) fn labelled_offsets(plan: &LsdaPlan) -> std::collections::BTreeSet<u32> {
    let mut set = std::collections::BTreeSet::new();
    for &(start, end, pad, _) in &plan.records {
        set.extend([start, end]);
        if pad != 0 {
            set.insert(pad);
        }
    }
    set
}

/// The LSDA of function `fi` (its entry label `func`) as assembler directives, from its label
/// `.Lexception<fi>` on: the same fields as [`build_lsda`] writes, with the call-site fields and the
/// TTBase offset as label differences (so the assembler's own encoding of the code decides them) and
/// each type-table entry as `.long SLOT-.`, where `slot` names the pointer slot of a type info.
pub(crate) fn listing(plan: &LsdaPlan, fi: usize, func: &str, slot: &dyn Fn(SymId) -> String) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let bytes = |out: &mut String, b: &[u8]| {
        for chunk in b.chunks(16) {
            let v: Vec<String> = chunk.iter().map(|x| x.to_string()).collect();
            writeln!(out, "\t.byte\t{}", v.join(",")).ok();
        }
    };
    writeln!(out, ".Lexception{fi}:\n\t.byte\t255").ok();
    if plan.has_type_table() {
        writeln!(out, "\t.byte\t{TTYPE_ENCODING}\n\t.uleb128\t.Lttbase{fi}-.Lttbaseref{fi}\n.Lttbaseref{fi}:").ok();
    } else {
        writeln!(out, "\t.byte\t255").ok();
    }
    writeln!(out, "\t.byte\t1\n\t.uleb128\t.Lcst_end{fi}-.Lcst_begin{fi}\n.Lcst_begin{fi}:").ok();
    for &(start, end, pad, action) in &plan.records {
        let (s, e) = (offset_label(fi, start), offset_label(fi, end));
        writeln!(out, "\t.uleb128\t{s}-{func}\n\t.uleb128\t{e}-{s}").ok();
        match pad {
            0 => writeln!(out, "\t.byte\t0").ok(),
            p => writeln!(out, "\t.uleb128\t{}-{func}", offset_label(fi, p)).ok(),
        };
        writeln!(out, "\t.uleb128\t{action}").ok();
    }
    writeln!(out, ".Lcst_end{fi}:").ok();
    bytes(&mut out, &plan.actions);
    if plan.has_type_table() {
        // TTBase is 4-aligned (the LSDA starts 4-aligned).
        writeln!(out, "\t.p2align\t2, 0x0").ok();
        for t in &plan.types {
            match t {
                Some(sym) => writeln!(out, "\t.long\t{}-.", slot(*sym)).ok(),
                None => writeln!(out, "\t.long\t0").ok(),
            };
        }
        writeln!(out, ".Lttbase{fi}:").ok();
        bytes(&mut out, &plan.specs);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::nop_function;
    use crate::{EmittedCallSite, EmittedUnwind, FrameStyle};

    fn function(code_len: u32, sites: &[(u32, u32, u32, Option<u32>)], eh: MEh) -> EmittedFunction {
        let mut f = nop_function(FrameStyle::Dwarf, vec![], code_len);
        f.call_sites = sites
            .iter()
            .map(|&(start, end, pad, action)| EmittedCallSite {
                id: 0,
                offset: end,
                locations: vec![],
                live_outs: vec![],
                in_stackmap: false,
                unwind: Some(EmittedUnwind { start, pad, action }),
            })
            .collect();
        f.eh = Some(eh);
        f
    }

    fn leb_roundtrip(v: i64) -> Vec<u8> {
        let mut out = Vec::new();
        sleb(&mut out, v);
        out
    }

    #[test]
    fn leb128_encodings() {
        let mut u = Vec::new();
        uleb(&mut u, 0xa8);
        assert_eq!(u, [0xa8, 0x01]);
        assert_eq!(leb_roundtrip(-3), [0x7d]);
        assert_eq!(leb_roundtrip(63), [0x3f]);
        assert_eq!(leb_roundtrip(64), [0xc0, 0x00]);
        assert_eq!(leb_roundtrip(-65), [0xbf, 0x7f]);
    }

    /// clang++-19 -O0 of `int f(int x) { D d; try { may_throw(x); } catch (int e) { return e; }
    /// catch (...) { throw; } return 0; }` through llc-19: the same ranges, pads, chains (catch
    /// `_ZTIi` then everything, shared with the chain of catch-everything) and type table, plus the
    /// records for the code without throwing calls (before the first invoke, between the second and
    /// third) that Kiln writes and llc leaves out.
    #[test]
    fn reproduces_llcs_table_for_catch_int_and_catch_all() {
        let ti = SymId(7);
        let eh = MEh {
            personality: SymId(1),
            type_infos: vec![None, Some(ti)],
            filters: vec![],
            actions: vec![vec![EhAction::Catch(2), EhAction::Catch(1)], vec![EhAction::Catch(1)]],
        };
        let f =
            function(0xb0, &[(0x0e, 0x13, 0x17, Some(0)), (0x5a, 0x5f, 0x61, None), (0x6d, 0x72, 0xa8, Some(1))], eh);
        let l = build_lsda(&f).unwrap();
        #[rustfmt::skip]
        let want = [
            0xff, 0x9b, 0x2d, 0x01, 0x1d,
            0x00, 0x0e, 0x00, 0x00,
            0x0e, 0x05, 0x17, 0x03,
            0x13, 0x47, 0x00, 0x00,
            0x5a, 0x05, 0x61, 0x00,
            0x5f, 0x0e, 0x00, 0x00,
            0x6d, 0x05, 0xa8, 0x01, 0x01,
            0x72, 0x3e, 0x00, 0x00,
            0x01, 0x00, 0x02, 0x7d,
            0x00, 0x00,
            0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00,
        ];
        assert_eq!(l.bytes, want);
        assert_eq!(l.type_refs, vec![(40, ti)]);
        // TTBase (3 + 0x2d) is the end of the type table and 4-aligned.
        assert_eq!(3 + 0x2d, l.bytes.len());
    }

    #[test]
    fn a_cleanup_only_function_has_no_type_table() {
        let eh = MEh { personality: SymId(1), type_infos: vec![], filters: vec![], actions: vec![] };
        let f = function(0x40, &[(0x10, 0x15, 0x30, None)], eh);
        let l = build_lsda(&f).unwrap();
        assert_eq!(
            l.bytes,
            [0xff, 0xff, 0x01, 0x0c, 0x00, 0x10, 0x00, 0x00, 0x10, 0x05, 0x30, 0x00, 0x15, 0x2b, 0x00, 0x00]
        );
        assert!(l.type_refs.is_empty());
    }

    /// `cleanup` + `catch` gives LLVM's `00 00 01 7d` chain (basic-block-sections-eh.ll), and an
    /// empty exception specification (`filter [0 x ptr] zeroinitializer`, `throw()`) is the
    /// single 0 after TTBase that a filter of -1 names.
    #[test]
    fn cleanup_chains_and_filters() {
        let eh = MEh {
            personality: SymId(1),
            type_infos: vec![Some(SymId(3))],
            filters: vec![vec![], vec![1]],
            actions: vec![
                vec![EhAction::Catch(1), EhAction::Cleanup],
                vec![EhAction::Filter(0)],
                vec![EhAction::Filter(1)],
            ],
        };
        let f = function(
            0x20,
            &[(0x04, 0x09, 0x10, Some(0)), (0x09, 0x0e, 0x14, Some(1)), (0x0e, 0x13, 0x18, Some(2))],
            eh,
        );
        let l = build_lsda(&f).unwrap();
        let b = &l.bytes;
        let ttbase = 3 + b[2] as usize;
        assert_eq!(&b[ttbase..], [0x00, 0x01, 0x00], "specs: [] then [1]");
        assert_eq!(ttbase % 4, 0);
        assert_eq!(l.type_refs, vec![(ttbase as u32 - 4, SymId(3))]);
        let cs_len = b[4] as usize;
        let actions = &b[5 + cs_len..5 + cs_len + 8];
        // Cleanup at 0, catch 1 -> it at 2, filter -1 at 4, filter -2 at 6.
        assert_eq!(actions, [0x00, 0x00, 0x01, 0x7d, 0x7f, 0x00, 0x7e, 0x00]);
        let cs = &b[5..5 + cs_len];
        assert_eq!(
            cs,
            [
                0x00, 0x04, 0x00, 0x00, 0x04, 0x05, 0x10, 0x03, 0x09, 0x05, 0x14, 0x05, 0x0e, 0x05, 0x18, 0x07, 0x13,
                0x0d, 0x00, 0x00
            ]
        );
    }
}
