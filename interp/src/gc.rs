//! GC statepoints, the managed heap of `@gc_alloc`, and the `Config::gc_stress` moving collector.
//!
//! Here: `gc.statepoint` calls with their per-frame records, `gc.relocate`/`gc.result`/
//! `gc.get.pointer.base`/`gc.get.pointer.offset`, `@gc_alloc` and the element-atomic copy
//! runtime functions. `docs/gc.md` describes the ABI and the collector for users.
//!
//! A statepoint's token is `Val::Bits(index of the statepoint instruction)`; it names the
//! statepoint's record in the frame that executed it (`FrameStatepoints`), and executing the
//! statepoint again replaces the record. A record keeps, per `"gc-live"` operand, the value at
//! the statepoint (`original`) and the value after every collection since (`current`).
//!
//! Without stress nothing moves: `current == original` and `gc.relocate` gives the derived
//! pointer back. With stress every executed statepoint first runs `collect`: the roots are the
//! managed values among its call arguments (pointers in the managed address space, also inside
//! vectors, arrays and structs), its `"gc-live"` operands and the `"gc-live"` operands of every
//! statepoint pending in an outer frame (a frame inside a statepoint call). Each managed object
//! reachable from them through reference slots is copied (breadth first, in root order: the
//! result is deterministic), the copies' reference slots and the roots are forwarded keeping
//! each pointer's offset, and every old managed object is freed with a `Tomb` that says the
//! collector moved or freed it at this statepoint. A pointer belongs to the managed object
//! whose allocation id its high 32 bits name, so derived pointers up to 4 GiB past the start
//! of their object (exterior ones too) are forwarded; one below its object's start is not.

use crate::exec::Next;
use crate::machine::{Machine, R};
use crate::memory::{AllocKind, Memory, Tomb};
use crate::trap::Trap;
use crate::value::Val;
use kiln_ir::fasthash::FastMap;
use kiln_ir::gc::{statepoint_strategy, Relocate, Statepoint};
use kiln_ir::instructions::CallData;
use kiln_ir::text::printer::{block_label, print_inst};
use kiln_ir::{EntityRef, Func, Inst, Intrinsic, Type, TypeData, TypeStore, Value};
use std::rc::Rc;

/// The managed address space when a function names no statepoint strategy (both of LLVM's,
/// `statepoint-example` and `coreclr`, use 1).
pub const DEFAULT_MANAGED_ADDRSPACE: u32 = 1;

/// The runtime function `name` of an element-atomic copy: (is memmove, is the safepoint form,
/// element size). Leaf form: `__llvm_memcpy_element_unordered_atomic_N(ptr addrspace(1) dst,
/// ptr addrspace(1) src, i64 len)`; safepoint form: `__llvm_memcpy_element_unordered_atomic_safepoint_N(
/// ptr addrspace(1) dst_base, i64 dst_offset, ptr addrspace(1) src_base, i64 src_offset, i64 len)`;
/// the same for `memmove`; N is 1, 2, 4, 8 or 16.
pub fn element_atomic_runtime(name: &str) -> Option<(bool, bool, u64)> {
    let (is_move, rest) = if let Some(r) = name.strip_prefix("__llvm_memcpy_element_unordered_atomic_") {
        (false, r)
    } else {
        (true, name.strip_prefix("__llvm_memmove_element_unordered_atomic_")?)
    };
    let (safepoint, n) = match rest.strip_prefix("safepoint_") {
        Some(n) => (true, n),
        None => (false, rest),
    };
    let elem = match n {
        "1" => 1,
        "2" => 2,
        "4" => 4,
        "8" => 8,
        "16" => 16,
        _ => return None,
    };
    Some((is_move, safepoint, elem))
}

/// What one execution of a statepoint left behind.
///
/// Invariant: `original` and `current` have one entry per `"gc-live"` operand, with the same
/// shapes; `result` is set once the target returned.
#[derive(Clone, Debug)]
struct Record {
    /// The `"gc-live"` values when the statepoint executed.
    original: Vec<Val>,
    /// The same values forwarded by every collection since.
    current: Vec<Val>,
    /// The target's return value (`gc.result`).
    result: Option<Val>,
}

/// The statepoint records of one frame.
#[derive(Clone, Debug, Default)]
pub struct FrameStatepoints {
    /// The record of the last execution of each statepoint.
    records: FastMap<Inst, Record>,
    /// The statepoint whose target is running (its `"gc-live"` values are roots).
    pub(crate) pending: Option<Inst>,
}

impl FrameStatepoints {
    /// True while the frame is inside a statepoint's call.
    #[inline]
    pub fn is_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// The pending statepoint's target returned `v`.
    pub fn returned(&mut self, v: Option<Val>) {
        if let Some(r) = self.pending.take().and_then(|p| self.records.get_mut(&p)) {
            r.result = v;
        }
    }
}

/// The managed heap and the collector's state of a run.
#[derive(Debug, Default)]
pub struct Gc {
    /// `Config::gc_stress`: collect at every statepoint.
    pub stress: bool,
    /// Collections so far.
    pub collections: u64,
    /// Base addresses of the live managed objects, in allocation (then copy) order; kept only
    /// under stress.
    live: Vec<u64>,
    /// How tombs name each statepoint: "the statepoint `...` in block %b of @f".
    names: FastMap<(Func, Inst), Rc<str>>,
}

/// One collection's forwarding state.
struct Copier {
    /// Old allocation id to the copy's base address.
    forward: FastMap<u32, u64>,
    /// The copies in copy order; the scan queue.
    copies: Vec<u64>,
    /// The collection, for the tombs.
    site: Rc<str>,
}

impl Copier {
    /// The forwarded value of pointer `p`: `p` itself unless it points into a live managed
    /// object, which is copied on first sight. A pointer into a dead managed object is an error.
    fn forward(&mut self, mem: &mut Memory, p: u64) -> Result<u64, Trap> {
        let (id, off) = mem.resolve(p);
        if id == 0 {
            return Ok(p);
        }
        if let Some(&to) = self.forward.get(&id) {
            return Ok(to.wrapping_add(off));
        }
        let (size, refs) = match mem.alloc_at(p) {
            Some(a) => match a.kind {
                AllocKind::Managed { refs } => (a.bytes.len() as u64, refs),
                _ => return Ok(p),
            },
            // A pointer far past a dead object may be a derived pointer below the next one's
            // start: only one inside (or just past) the dead object is surely stale.
            None => {
                return match mem.tomb(p) {
                    Some(t) if off <= t.size => Err(Trap::ub(t.message(p))),
                    _ => Ok(p),
                }
            }
        };
        let base = p - off;
        let to = mem.allocate(size, AllocKind::Managed { refs }, false)?;
        mem.copy(to, base, size)?;
        mem.bury(base, Tomb { size, moved_to: Some(to), site: self.site.clone() })?;
        self.forward.insert(id, to);
        self.copies.push(to);
        Ok(to.wrapping_add(off))
    }

    /// Forwards every pointer lane of `v` (a `"gc-live"` value: a pointer or pointer vector).
    fn forward_lanes(&mut self, mem: &mut Memory, v: &mut Val) -> Result<(), Trap> {
        match v {
            Val::Bits(b) => *b = self.forward(mem, *b as u64)? as u128,
            Val::Agg(l) => {
                for x in l.iter_mut() {
                    self.forward_lanes(mem, x)?;
                }
            }
            Val::Poison | Val::Wide(_) => {}
        }
        Ok(())
    }

    /// Forwards the pointers in address space `space` inside `v` of type `ty`.
    fn forward_typed(
        &mut self,
        mem: &mut Memory,
        types: &TypeStore,
        ty: Type,
        v: &mut Val,
        space: u32,
    ) -> Result<(), Trap> {
        match (types.data(ty), v) {
            (TypeData::Ptr(a), Val::Bits(b)) if *a == space => *b = self.forward(mem, *b as u64)? as u128,
            (TypeData::Vector { elem, .. } | TypeData::Array { elem, .. }, Val::Agg(l)) => {
                let elem = *elem;
                for x in l.iter_mut() {
                    self.forward_typed(mem, types, elem, x, space)?;
                }
            }
            (TypeData::Struct { .. } | TypeData::Named(_), Val::Agg(l)) => {
                let fields = types.struct_fields(ty).unwrap_or(&[]);
                for (&f, x) in fields.iter().zip(l.iter_mut()) {
                    self.forward_typed(mem, types, f, x, space)?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}

/// Prefixes the message of `t` with `what` (keeping its class).
fn within(what: impl FnOnce() -> String) -> impl FnOnce(Trap) -> Trap {
    move |mut t| {
        t.message = format!("{}: {}", what(), t.message);
        t
    }
}

/// `gc.relocate` of one lane: the derived pointer moved with its base.
fn relocate(ob: &Val, od: &Val, cb: &Val, cd: &Val) -> Val {
    match (ob, od, cb, cd) {
        (Val::Agg(ob), Val::Agg(od), Val::Agg(cb), Val::Agg(cd)) => Val::Agg(
            ob.iter()
                .zip(od.iter())
                .zip(cb.iter().zip(cd.iter()))
                .map(|((a, b), (c, d))| relocate(a, b, c, d))
                .collect(),
        ),
        (Val::Bits(0), _, _, d) => d.clone(),
        (Val::Bits(ob), Val::Bits(od), Val::Bits(cb), _) => {
            Val::Bits((*cb as u64).wrapping_add((*od as u64).wrapping_sub(*ob as u64)) as u128)
        }
        _ => Val::Poison,
    }
}

impl<'m> Machine<'m> {
    /// `@gc_alloc(i64 refs, i64 bytes)`: a zeroed managed object of `8 * refs + bytes` bytes.
    pub fn gc_alloc(&mut self, refs: u64, bytes: u64) -> Result<u64, Trap> {
        let size = refs.checked_mul(8).and_then(|r| r.checked_add(bytes));
        let (Some(size), Ok(refs)) = (size, u32::try_from(refs)) else {
            return Err(Trap::limit(format!("gc_alloc of {refs} reference slots and {bytes} bytes overflows")));
        };
        let a = self.mem.allocate(size, AllocKind::Managed { refs }, false)?;
        if self.gc.stress {
            self.gc.live.push(a);
        }
        Ok(a)
    }

    /// An element-atomic copy of `len` bytes in elements of `elem` bytes (`what` names the
    /// caller): like `memcpy`/`memmove`, with the element size checked.
    pub fn element_atomic_copy(
        &mut self,
        what: &str,
        dst: u64,
        src: u64,
        len: u64,
        elem: u64,
        is_move: bool,
    ) -> Result<(), Trap> {
        if !elem.is_power_of_two() {
            return Err(Trap::ub(format!("{what}: element size {elem} is not a power of two")));
        }
        if !len.is_multiple_of(elem) {
            return Err(Trap::ub(format!("{what}: length {len} is not a multiple of the element size {elem}")));
        }
        if len == 0 {
            return Ok(());
        }
        for (p, which) in [(dst, "destination"), (src, "source")] {
            if !p.is_multiple_of(elem) {
                return Err(Trap::ub(format!("{what}: {which} {p:#x} is not aligned to the element size {elem}")));
            }
        }
        if !is_move && dst != src && dst < src.wrapping_add(len) && src < dst.wrapping_add(len) {
            return Err(Trap::ub(format!("{what} with overlapping source and destination")));
        }
        self.mem.copy(dst, src, len)
    }

    /// Calls the element-atomic copy runtime function `name` (see `element_atomic_runtime`).
    pub fn element_atomic_runtime(&mut self, name: &str, args: &[Val]) -> Result<(), Trap> {
        let Some((is_move, safepoint, elem)) = element_atomic_runtime(name) else {
            return Err(Trap::ub(format!("{name} is not an element-atomic copy function")));
        };
        let arg = |i: usize| match args.get(i) {
            Some(Val::Bits(b)) => Ok(*b as u64),
            _ => Err(Trap::ub(format!("{name}: argument {} is poison or missing", i + 1))),
        };
        let (dst, src, len) = if safepoint {
            (arg(0)?.wrapping_add(arg(1)?), arg(2)?.wrapping_add(arg(3)?), arg(4)?)
        } else {
            (arg(0)?, arg(1)?, arg(2)?)
        };
        self.element_atomic_copy(name, dst, src, len, elem, is_move)
    }

    /// The start of the managed object `p` points into (`p` itself for null and pointers
    /// outside managed objects); a pointer into an object the collector freed traps.
    fn pointer_base(&self, p: u64) -> Result<u64, Trap> {
        let (id, off) = self.mem.resolve(p);
        if id == 0 {
            return Ok(p);
        }
        match self.mem.alloc_at(p) {
            Some(a) if matches!(a.kind, AllocKind::Managed { .. }) => Ok(p - off),
            Some(_) => Ok(p),
            None => match self.mem.tomb(p) {
                Some(t) => Err(Trap::ub(t.message(p))),
                None => Ok(p),
            },
        }
    }

    /// How tombs and traps name statepoint `inst` of the innermost-but-`depth` frame.
    fn statepoint_name(&mut self, depth: usize, inst: Inst) -> Rc<str> {
        let m = self.m;
        let fr = &self.frames[depth];
        let (func, block) = (fr.func, fr.block);
        self.gc
            .names
            .entry((func, inst))
            .or_insert_with(|| {
                let f = &m.funcs[func];
                format!(
                    "the statepoint `{}` in block {} of @{}",
                    print_inst(m, f, inst),
                    block_label(f, block),
                    f.name()
                )
                .into()
            })
            .clone()
    }

    /// Executes the `gc.statepoint` call `inst`: records it, collects under stress, and calls
    /// the target (a new frame, or a built-in function run to completion).
    pub fn statepoint(&mut self, inst: Inst) -> R<Next> {
        let m = self.m;
        let depth = self.frames.len() - 1;
        let func = self.top().func;
        let f = &m.funcs[func];
        let sp = match Statepoint::of(m, f, inst) {
            Ok(Some(sp)) => sp,
            Ok(None) => return Err(Trap::ub("internal: not a gc.statepoint call").into()),
            Err(e) => return Err(Trap::ub(format!("malformed gc.statepoint: {e}")).into()),
        };
        let target = match m.callee_func(f, sp.target) {
            Some(g) => g,
            None => {
                let a = self.addr(sp.target, "gc.statepoint target")?;
                self.func_at(a)
                    .ok_or_else(|| Trap::ub(format!("gc.statepoint target {a:#x} is not the address of a function")))?
            }
        };
        let mut args: Vec<Val> = sp.call_args.iter().map(|&v| self.get(v)).collect();
        let arg_tys: Vec<Type> = sp.call_args.iter().map(|&v| f.dfg.value_type(v)).collect();
        let live: Vec<Val> = sp.gc_live.iter().map(|&v| self.get(v)).collect();
        let record = Record { original: live.clone(), current: live, result: None };
        let fr = self.frames.last_mut().expect("frame");
        fr.statepoints.get_or_insert_with(Default::default).records.insert(inst, record);
        if let Some(r) = f.dfg.inst_result(inst) {
            fr.regs[r.index()] = Val::Bits(inst.index() as u128);
        }
        if self.gc.stress {
            let space = statepoint_strategy(f).and_then(|s| s.managed_addrspace).unwrap_or(DEFAULT_MANAGED_ADDRSPACE);
            self.collect(depth, inst, &arg_tys, &mut args, space)?;
        }
        let set_pending = |mc: &mut Self, p: Option<Inst>| {
            if let Some(s) = mc.frames[depth].statepoints.as_deref_mut() {
                s.pending = p;
            }
        };
        let callee = &m.funcs[target];
        if !callee.is_declaration() && callee.intrinsic.is_none() {
            set_pending(self, Some(inst));
            self.push_frame(target, args, arg_tys, None, None)?;
            return Ok(Next::Called);
        }
        let rty = sp.ret_ty(&m.types);
        set_pending(self, Some(inst));
        let v = match callee.intrinsic {
            Some(i) if crate::coro::is_coro(i) || is_gc(i) || i == Intrinsic::GcStatepoint => {
                Err(Trap::unsupported(format!("gc.statepoint calling {}", i.name())).into())
            }
            Some(i) => self.intrinsic(i, sp.call_args, &args, rty),
            None => self.libc(callee.name(), sp.call_args, &args, rty),
        };
        set_pending(self, None);
        let v = v?;
        if let Some(s) = self.frames[depth].statepoints.as_deref_mut() {
            s.pending = Some(inst);
            s.returned(v);
        }
        self.after_call_at(depth)?;
        Ok(Next::Continue)
    }

    /// A full moving collection at statepoint `inst` of frame `depth` (the innermost), whose
    /// record is already in place: forwards the pending records of outer frames, this
    /// statepoint's record and its call arguments `args` (of types `arg_tys`, managed in
    /// address space `space`), then frees every old managed object.
    fn collect(&mut self, depth: usize, inst: Inst, arg_tys: &[Type], args: &mut [Val], space: u32) -> R<()> {
        self.gc.collections += 1;
        let site = format!("{} (collection {})", self.statepoint_name(depth, inst), self.gc.collections);
        let mut c = Copier { forward: FastMap::default(), copies: Vec::new(), site: site.into() };
        let m = self.m;
        // Roots: the pending statepoints of the outer frames (outermost first), this one's
        // "gc-live" operands, then its call arguments.
        for d in 0..=depth {
            let fr = &mut self.frames[d];
            let Some(sps) = fr.statepoints.as_deref_mut() else { continue };
            let Some(p) = (if d == depth { Some(inst) } else { sps.pending }) else { continue };
            let Some(rec) = sps.records.get_mut(&p) else { continue };
            let (func, block) = (fr.func, fr.block);
            for (i, v) in rec.current.iter_mut().enumerate() {
                c.forward_lanes(&mut self.mem, v).map_err(within(|| {
                    let f = &m.funcs[func];
                    format!(
                        "\"gc-live\" operand {i} of the statepoint `{}` in block {} of @{}{}",
                        print_inst(m, f, p),
                        block_label(f, block),
                        f.name(),
                        if d == depth { "" } else { " (pending in an outer frame)" }
                    )
                }))?;
            }
        }
        for (i, (v, &ty)) in args.iter_mut().zip(arg_tys).enumerate() {
            c.forward_typed(&mut self.mem, &m.types, ty, v, space)
                .map_err(within(|| format!("call argument {i} of this statepoint")))?;
        }
        // Scan the copies: their reference slots still hold old pointers.
        let mut next = 0;
        while let Some(&obj) = c.copies.get(next) {
            next += 1;
            let refs = match self.mem.alloc_at(obj).map(|a| &a.kind) {
                Some(AllocKind::Managed { refs }) => *refs as u64,
                _ => 0,
            };
            for s in 0..refs {
                let slot = obj + 8 * s;
                let Val::Bits(q) = self.mem.load(&m.types, Type::I64, slot)? else { continue };
                let to = c.forward(&mut self.mem, q as u64).map_err(within(|| {
                    format!("reference slot {s} of a managed object (now at {obj:#x}) holds a stale reference")
                }))?;
                if to != q as u64 {
                    self.mem.write(slot, &to.to_le_bytes())?;
                }
            }
        }
        // Everything not copied was unreachable.
        for old in std::mem::take(&mut self.gc.live) {
            if c.forward.contains_key(&self.mem.resolve(old).0) {
                continue;
            }
            let size = self.mem.alloc_at(old).map_or(0, |a| a.bytes.len() as u64);
            self.mem.bury(old, Tomb { size, moved_to: None, site: c.site.clone() })?;
        }
        self.gc.live = c.copies;
        Ok(())
    }

    /// The record named by statepoint token `token` in the innermost frame; `what` names the user.
    fn record(&self, token: Value, what: &str) -> Result<&Record, Trap> {
        let fr = self.top();
        let found = match self.get(token) {
            Val::Bits(b) if b < u32::MAX as u128 => {
                fr.statepoints.as_deref().and_then(|s| s.records.get(&Inst::new(b as usize)))
            }
            _ => None,
        };
        found.ok_or_else(|| {
            Trap::ub(format!(
                "{what}'s token does not name a statepoint executed in this invocation of @{}",
                self.m.funcs[fr.func].name()
            ))
        })
    }

    /// Executes `gc.relocate`, `gc.result`, `gc.get.pointer.base` or `gc.get.pointer.offset`.
    pub fn gc_intrinsic(&mut self, inst: Inst, intr: Intrinsic, cd: &CallData, args: &[Val]) -> R<Next> {
        let m = self.m;
        let f = &m.funcs[self.top().func];
        let arg0 = args.first().cloned().unwrap_or(Val::Poison);
        let v = match intr {
            Intrinsic::GcResult => {
                let token = cd.args.first().copied().ok_or_else(|| Trap::ub("gc.result needs a token"))?;
                let rec = self.record(token, "gc.result")?;
                rec.result.clone().ok_or_else(|| Trap::ub("gc.result of a statepoint whose target returned nothing"))?
            }
            Intrinsic::GcRelocate => {
                let r = Relocate::of(m, f, inst)
                    .ok_or_else(|| Trap::ub("gc.relocate's indices must be constant integers"))?;
                let rec = self.record(r.token, "gc.relocate")?;
                let n = rec.original.len();
                if r.base >= n || r.derived >= n {
                    return Err(Trap::ub(format!(
                        "gc.relocate's indices ({}, {}) are out of range: the statepoint has {n} \"gc-live\" operand(s)",
                        r.base, r.derived
                    ))
                    .into());
                }
                let (ob, od) = (&rec.original[r.base], &rec.original[r.derived]);
                if self.gc.stress {
                    self.check_base(ob, od, r)?;
                }
                relocate(ob, od, &rec.current[r.base], &rec.current[r.derived])
            }
            Intrinsic::GcGetPointerBase => crate::ops::lanes1(&arg0, &mut |p| match p {
                Val::Bits(p) => Ok(Val::Bits(self.pointer_base(*p as u64)? as u128)),
                _ => Ok(Val::Poison),
            })
            .map_err(within(|| "gc.get.pointer.base".to_string()))?,
            Intrinsic::GcGetPointerOffset => crate::ops::lanes1(&arg0, &mut |p| match p {
                Val::Bits(p) => Ok(Val::Bits((*p as u64).wrapping_sub(self.pointer_base(*p as u64)?) as u128)),
                _ => Ok(Val::Poison),
            })
            .map_err(within(|| "gc.get.pointer.offset".to_string()))?,
            _ => return Err(Trap::unsupported(format!("intrinsic {}", intr.name())).into()),
        };
        self.set_result(inst, v)?;
        Ok(Next::Continue)
    }

    /// Under stress, a relocate's base must point into the managed object its derived pointer
    /// points into (lane-wise), else relocating relative to it gives a wrong address.
    fn check_base(&self, ob: &Val, od: &Val, r: Relocate) -> Result<(), Trap> {
        match (ob, od) {
            (Val::Agg(b), Val::Agg(d)) => b.iter().zip(d.iter()).try_for_each(|(b, d)| self.check_base(b, d, r)),
            (Val::Bits(b), Val::Bits(d)) if *b != 0 => {
                let (bid, (did, doff)) = (self.mem.resolve(*b as u64).0, self.mem.resolve(*d as u64));
                // The size of the managed object `p` points into, live or dead.
                let managed_size = |p: u64| match (self.mem.alloc_at(p), self.mem.tomb(p)) {
                    (Some(a), _) if matches!(a.kind, AllocKind::Managed { .. }) => Some(a.bytes.len() as u64),
                    (None, Some(t)) => Some(t.size),
                    _ => None,
                };
                // Only a derived pointer inside another object is surely wrong (one far past an
                // object may be an exterior pointer below its own base).
                if bid != did && managed_size(*d as u64).is_some_and(|size| doff <= size) {
                    return Err(Trap::ub(format!(
                        "gc.relocate's base (\"gc-live\" operand {}, {b:#x}) is not the base of its derived pointer \
                         (operand {}, {d:#x}): they point into different managed objects, so the derived pointer \
                         cannot be relocated relative to that base",
                        r.base, r.derived
                    )));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// True for the GC intrinsics `gc_intrinsic` executes (not `gc.statepoint` itself).
pub fn is_gc(intr: Intrinsic) -> bool {
    matches!(
        intr,
        Intrinsic::GcRelocate | Intrinsic::GcResult | Intrinsic::GcGetPointerBase | Intrinsic::GcGetPointerOffset
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_atomic_runtime_names_are_llvms() {
        for n in [1, 2, 4, 8, 16] {
            assert_eq!(
                element_atomic_runtime(&format!("__llvm_memcpy_element_unordered_atomic_{n}")),
                Some((false, false, n))
            );
            assert_eq!(
                element_atomic_runtime(&format!("__llvm_memmove_element_unordered_atomic_{n}")),
                Some((true, false, n))
            );
            assert_eq!(
                element_atomic_runtime(&format!("__llvm_memcpy_element_unordered_atomic_safepoint_{n}")),
                Some((false, true, n))
            );
            assert_eq!(
                element_atomic_runtime(&format!("__llvm_memmove_element_unordered_atomic_safepoint_{n}")),
                Some((true, true, n))
            );
        }
        for bad in [
            "__llvm_memcpy_element_unordered_atomic_3",
            "__llvm_memcpy_element_unordered_atomic_32",
            "__llvm_memset_element_unordered_atomic_8",
            "__llvm_memcpy_element_unordered_atomic_safepoint_",
        ] {
            assert_eq!(element_atomic_runtime(bad), None, "{bad}");
        }
    }

    #[test]
    fn relocate_is_relative_to_the_base_lane_wise_and_null_bases_keep_the_current_value() {
        let b = |x: u64| Val::Bits(x as u128);
        assert_eq!(relocate(&b(0x1_0000_0000), &b(0x1_0000_0010), &b(0x7_0000_0000), &b(0)), b(0x7_0000_0010));
        assert_eq!(relocate(&b(0), &b(0x1_0000_0010), &b(0), &b(0x9_0000_0010)), b(0x9_0000_0010));
        let v = |x: u64, y: u64| Val::Agg(vec![b(x), b(y)].into_boxed_slice());
        assert_eq!(
            relocate(&v(0x1_0000_0000, 0), &v(0x1_0000_0008, 5), &v(0x3_0000_0000, 0), &v(0x3_0000_0008, 5)),
            v(0x3_0000_0008, 5)
        );
        assert_eq!(relocate(&Val::Poison, &b(1), &b(2), &b(3)), Val::Poison);
    }
}
