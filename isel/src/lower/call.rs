//! Calls, returns and incoming parameters under the SysV x86-64 and Win64 conventions.
//!
//! Every parameter and return value is described as a C type (`cabi.rs`) and placed by the C-level
//! classifiers (`kiln_abi::sysv_c`, `kiln_abi::win64`) of the convention the body or call site follows
//! (`crate::conv::conv_rules`). Scalars, `i128` and vectors keep their register form; first-class
//! aggregates passed by value travel through memory: a staging copy (or the memory of a memory-resident
//! value, `agg.rs`) from which each register piece is loaded with a move of exactly its size, so a
//! 12-byte `{float, float, float}` is moved as 8 + 4 bytes and never read or written past its end.
//! Also: byval copies, sret, hidden return pointers, `al` for SysV variadic calls, float varargs in
//! both registers and the 32-byte shadow space for Win64, the variadic callee's register spills, and
//! tail calls as jumps (`CallDst::Tail`; which calls are tail calls is decided in `musttail.rs`).
//!
//! `tailcc`, `swiftcc` and `swifttailcc` place IR values as LLVM does (`plan_ir`, `kiln_abi::ir_level`): an
//! aggregate's pieces are its scalar members, each an argument of its own, and returns use LLVM's register
//! tables or a hidden pointer. The Swift parameter attributes pin a pointer to r13, r12 or r14 in every
//! convention (`ParamKind::Pinned`); a `swifterror` value is memory of the function that owns it, carried
//! in r12 across calls and returns (`ArgVal::InOut`, `FuncLower::swifterror_slot`). The callee-pop
//! conventions return with `ret $N`, their callers put the popped bytes back (`MOp::CalleePopped`), and
//! their tail calls move the return address when the callee's argument area differs from ours.

use iced_x86::Code;
use kiln_abi::ir_level::{self, RetLoc, RetTable};
use kiln_abi::sysv_c::{self, ArgLayout as SArg, Loc as SLoc, RetLayout as SRet};
use kiln_abi::win64::{self, Loc as WLoc, Passing, RetLayout as WRet};
use kiln_abi::{classify_return, ArgLoc, CType, Convention, ObjectFormat, PartClass};
use kiln_ir::instructions::{CallData, TailKind};
use kiln_ir::{AttrKind, AttrSetId, ConstData, InstKind, Type, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass, VReg};

use super::build::{d, imm, mem, pu, u};
use super::mem::off;
use super::{FuncLower, VaInfo};
use crate::conv::ConvRules;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, MOp, MOperand, SymId};

/// Every SysV caller-saved register: rax rcx rdx rsi rdi r8-r11 and xmm0-15.
pub(crate) fn caller_saved() -> PRegSet {
    let mut s =
        PRegSet::of(&[PReg::RAX, PReg::RCX, PReg::RDX, PReg::RSI, PReg::RDI, PReg::R8, PReg::R9, PReg::R10, PReg::R11]);
    for n in 0..16 {
        s.insert(PReg::xmm(n));
    }
    s
}

/// Every Win64 volatile register (rax rcx rdx r8-r11 and xmm0-5): those `kiln_abi::win64` does not list as
/// callee-saved.
pub(crate) fn caller_saved_win64() -> PRegSet {
    let mut s = PRegSet::empty();
    for n in (0..16).filter(|n| !kiln_abi::win64::CALLEE_SAVED_INT.contains(n)) {
        s.insert(PReg::gpr(n));
    }
    for n in (0..16).filter(|n| !kiln_abi::win64::CALLEE_SAVED_XMM.contains(n)) {
        s.insert(PReg::xmm(n));
    }
    s
}

/// The registers a call under `rules` clobbers: the machine convention's caller-saved ones, and those its
/// callee-saved set leaves out (r13 and r14 for `swifttailcc`).
pub(crate) fn call_clobbers(rules: ConvRules) -> PRegSet {
    let base = match rules.conv {
        Convention::SysV => caller_saved(),
        Convention::Win64 => caller_saved_win64(),
    };
    base.union(rules.not_preserved())
}

/// Registers a SysV callee may clobber that a Win64 body must preserve for its own caller (rsi, rdi,
/// xmm6-15): the Win64 callee-saved ones among SysV's caller-saved.
pub(crate) fn sysv_clobbers_win64_saved() -> Vec<PReg> {
    let sysv = caller_saved();
    let gprs = kiln_abi::win64::CALLEE_SAVED_INT.iter().map(|&n| PReg::gpr(n));
    let xmms = kiln_abi::win64::CALLEE_SAVED_XMM.iter().map(|&n| PReg::xmm(n));
    let mut regs: Vec<PReg> = gprs.chain(xmms).filter(|&p| sysv.contains(p)).collect();
    regs.sort_by_key(|p| p.index());
    regs
}

/// The machine value of one call argument.
pub(crate) enum ArgVal {
    /// The registers of a scalar, `i128` or vector.
    Regs(Vec<VReg>),
    /// An aggregate passed by value.
    Agg(Value),
    /// A `byval` object.
    ByVal(Amode),
    /// A `swifterror` argument: the pointer to the value, which travels in the argument's register and comes
    /// back in it (stored through the pointer after the call).
    InOut(VReg),
}

/// How one parameter is passed, independent of its value.
#[derive(Clone, Debug)]
pub(crate) enum ParamKind {
    /// A scalar, `i128` or vector: its register classes and one C type per classifier entry.
    Scalar(Vec<RegClass>, Vec<CType>),
    /// A first-class aggregate by value.
    Agg(CType),
    /// An integer wider than 128 bits, split into 64-bit parts as LLVM splits it (`plan_sysv`,
    /// `plan_win64`); its bytes are those of the array `CType` (memory-resident like an aggregate).
    IntParts(CType),
    /// A `byval` object of this size and alignment.
    ByVal(u64, u64),
    /// A pointer-sized scalar in a register of its own before any other rule: `swiftself` in r13,
    /// `swifterror` in r12, `swiftasync` in r14, and a Swift `sret` pointer in rax on SysV.
    Pinned(PReg),
}

/// What the return value is, independent of its value.
#[derive(Clone, Debug)]
pub(crate) enum RetKind {
    /// Nothing (or an empty struct).
    Void,
    /// A scalar, `i128` or vector with these register classes and C type.
    Scalar(Vec<RegClass>, CType),
    /// A first-class aggregate by value.
    Agg(CType),
    /// An integer wider than 128 bits: in rax, rdx and rcx up to three parts, else through a hidden
    /// pointer (as LLVM returns it).
    IntParts(CType),
}

/// A register or an argument-area slot.
#[derive(Copy, Clone, Debug)]
enum Place {
    /// A register.
    Reg(PReg),
    /// A Win64 float vararg: the value in the xmm register and its bits in the GPR.
    RegPair(PReg, PReg),
    /// The argument area at this offset.
    Stack(u64),
}

/// One piece of a value: bytes `off..off + size` of an aggregate, or the next register of a scalar.
#[derive(Copy, Clone, Debug)]
struct Piece {
    off: u64,
    size: u64,
    class: RegClass,
    place: Place,
}

/// Where one argument goes.
#[derive(Clone, Debug)]
enum ArgPlace {
    /// In pieces (a scalar has one per register).
    Pieces(Vec<Piece>),
    /// The whole value in the argument area at this offset (SysV MEMORY class, byval).
    Memory(u64),
    /// A pointer to a 16-byte-aligned copy, in this place (Win64).
    ByRef(Place),
}

/// Where the return value comes back.
#[derive(Clone, Debug)]
enum RetPlace {
    /// Nothing.
    Void,
    /// In registers: byte range (or scalar register index order), class, register.
    Pieces(Vec<(u64, u64, RegClass, PReg)>),
    /// An `i128` in xmm0 (Win64).
    XmmPair,
    /// Through a buffer whose address travels in this register and comes back in rax.
    Indirect(PReg),
    /// An `x86_fp80` (SysV class X87) on top of the x87 stack, st0.
    X87,
}

/// The placement of a whole signature.
struct Plan {
    args: Vec<ArgPlace>,
    ret: RetPlace,
    /// Bytes of the argument area (including Win64's shadow space).
    stack_size: u64,
    /// Integer and SSE argument registers taken (for the SysV `va_list` and `al`).
    int_used: u8,
    sse_used: u8,
}

/// Where a call's result goes.
pub(crate) enum CallDst {
    /// Nowhere (a void call, or a result nobody reads).
    Discard,
    /// Into these registers, holding a value of this IR type.
    Regs(Type, ValueRegs),
    /// Straight back to our own caller: a `musttail` call (see `musttail.rs`), which ends the block with
    /// the epilogue and a jump to the callee.
    Tail,
}

/// The register an indirect tail call jumps through: free at a non-variadic call in both conventions (not an
/// argument register, not callee-saved, so the epilogue keeps it), and the register Windows' unwinder
/// recognises in an epilogue's final `rex.W jmp` (only the eight legacy registers are, without REX.B).
const TAIL_CALL_TARGET: PReg = PReg::RAX;

/// What a call goes to.
/// The call-site record a call makes (a statepoint's): the record, the late-point operands its
/// values are allocated through, and the patchable bytes that replace the call when nonzero.
pub(crate) struct SiteSpec {
    pub(crate) site: crate::mir::CallSite,
    pub(crate) operands: Vec<Operand>,
    pub(crate) patch: Patch,
    /// A GC transition: the flag set right before the call and cleared right after it.
    pub(crate) transition: Option<super::statepoint::TransitionFlag>,
    /// The call's (return type, fixed parameter count, variadic) when its `fn_ty` is not it (a
    /// patchpoint's call takes its signature from the patchpoint).
    pub(crate) signature: Option<(Type, usize, bool)>,
}

/// What a call-site record's instruction is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Patch {
    /// The call itself.
    Call,
    /// `n` bytes of nops instead of the call (a runtime patches one in).
    Nops(u32),
    /// The call padded with nops to `n` bytes (a patchpoint).
    PaddedCall(u32),
}

pub(crate) enum Callee {
    /// A symbol (`call rel32`).
    Sym(SymId),
    /// A register (`call r64`).
    Reg(VReg),
}

fn class_of(p: PReg) -> RegClass {
    if p.index() < 16 {
        RegClass::Int
    } else {
        RegClass::Vec
    }
}

fn sysv_preg(l: SLoc) -> Result<PReg, String> {
    match l {
        SLoc::IntReg(n) if n < 16 => Ok(PReg::gpr(n)),
        SLoc::SseReg(n) if n < 16 => Ok(PReg::xmm(n)),
        _ => Err("x87 values (long double) are not supported".into()),
    }
}

fn old_preg(l: ArgLoc) -> Option<PReg> {
    match l {
        ArgLoc::Int(n) => Some(PReg::gpr(n)),
        ArgLoc::Sse(n) => Some(PReg::xmm(n)),
        ArgLoc::Stack(_) => None,
    }
}

fn win_place(l: WLoc) -> Place {
    match l {
        WLoc::IntReg(n) => Place::Reg(PReg::gpr(n & 15)),
        WLoc::SseReg(n) => Place::Reg(PReg::xmm(n & 15)),
        WLoc::SseAndInt { xmm, int } => Place::RegPair(PReg::xmm(xmm & 15), PReg::gpr(int & 15)),
        WLoc::Stack(o) => Place::Stack(o),
    }
}

fn part_class(c: RegClass) -> PartClass {
    match c {
        RegClass::Int => PartClass::Int,
        RegClass::Vec => PartClass::Sse,
    }
}

/// Whether a C type is a 16-byte vector (stored with a 16-byte move).
fn is_m128(c: &CType) -> bool {
    matches!(c, CType::Vector { size: 16, .. })
}

/// Whether any part of an argument is passed in the argument area.
fn on_stack(place: &ArgPlace) -> bool {
    match place {
        ArgPlace::Memory(_) | ArgPlace::ByRef(Place::Stack(_)) => true,
        ArgPlace::Pieces(ps) => ps.iter().any(|p| matches!(p.place, Place::Stack(_))),
        ArgPlace::ByRef(_) => false,
    }
}

/// The alignment of an argument's C type.
fn kind_align(kind: &ParamKind) -> u64 {
    match kind {
        ParamKind::Scalar(_, cts) => cts.iter().map(CType::align).max().unwrap_or(1),
        ParamKind::Agg(c) | ParamKind::IntParts(c) => c.align(),
        ParamKind::ByVal(_, align) => *align,
        ParamKind::Pinned(_) => 8,
    }
}

/// How `plan_sysv` places an integer wider than 128 bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum SplitMode {
    /// One classifier entry per 64-bit part: the next integer registers, then 8-byte stack slots.
    Parts,
    /// Wholly on the stack, the first part 16-aligned (the integer's alignment; `true`: after 8
    /// bytes of padding): no register is left.
    Stack(bool),
    /// Wholly on the stack (16-aligned, as `Stack`) after a placeholder that takes the one register
    /// left.
    StackAfterPlaceholder(bool),
}

/// Places a signature under SysV.
///
/// An integer wider than 128 bits (`ParamKind::IntParts`) is placed as LLVM places it: its parts take
/// the next integer registers and then 8-byte stack slots, but when no register or only one is left,
/// the whole value goes on the stack at its 16-byte alignment, and that one register stays unused.
/// The first classification finds which case each such parameter is in (`SplitMode`).
fn plan_sysv(kinds: &[ParamKind], ret: &RetKind, fixed: Option<usize>) -> Result<Plan, String> {
    let mut modes = vec![SplitMode::Parts; kinds.len()];
    // Each round settles at least the first parameter whose placement changed (a padding moves only
    // the parameters after it).
    for _ in 0..=kinds.len() + 1 {
        let (first_entry, call) = classify_sysv(kinds, ret, fixed, &modes)?;
        let mut next = modes.clone();
        for (k, kind) in kinds.iter().enumerate() {
            if !matches!(kind, ParamKind::IntParts(_)) {
                continue;
            }
            let e0 = first_entry[k];
            next[k] = match (modes[k], call.args.get(e0), call.args.get(e0 + 1)) {
                // Where the value would start decides the padding that aligns it.
                (SplitMode::Parts, Some(SArg::Memory { stack_off, .. }), _) => SplitMode::Stack(stack_off % 16 != 0),
                (SplitMode::Parts, Some(SArg::Regs(_)), Some(SArg::Memory { stack_off, .. })) => {
                    SplitMode::StackAfterPlaceholder(stack_off % 16 != 0)
                }
                (SplitMode::Parts, _, _) => SplitMode::Parts,
                (SplitMode::Stack(pad), Some(SArg::Memory { stack_off, .. }), _) => {
                    SplitMode::Stack((stack_off - 8 * u64::from(pad)) % 16 != 0)
                }
                (SplitMode::StackAfterPlaceholder(pad), Some(SArg::Memory { stack_off, .. }), _) => {
                    SplitMode::StackAfterPlaceholder((stack_off - 8 * u64::from(pad)) % 16 != 0)
                }
                (m, _, _) => m,
            };
        }
        if next == modes {
            return place_sysv(kinds, ret, &modes, &first_entry, &call);
        }
        modes = next;
    }
    Err("wide integer parameters could not be placed".into())
}

/// The classifier entries of a SysV signature and their classification; returns each parameter's
/// first entry.
fn classify_sysv(
    kinds: &[ParamKind],
    ret: &RetKind,
    fixed: Option<usize>,
    modes: &[SplitMode],
) -> Result<(Vec<usize>, sysv_c::CallLayout), String> {
    let mut flat = Vec::new();
    let mut byval = Vec::new();
    let mut first_entry = Vec::with_capacity(kinds.len());
    let mut fixed_entries = None;
    for (k, kind) in kinds.iter().enumerate() {
        if fixed == Some(k) {
            fixed_entries = Some(flat.len());
        }
        let blob = |size: u64| CType::Struct(kiln_abi::StructType { fields: Vec::new(), size, align: 8 });
        match modes.get(k) {
            Some(SplitMode::StackAfterPlaceholder(pad)) => {
                flat.push(CType::int(8));
                byval.push(false);
                if *pad {
                    flat.push(blob(8));
                    byval.push(true);
                }
            }
            Some(SplitMode::Stack(true)) => {
                flat.push(blob(8));
                byval.push(true);
            }
            _ => {}
        }
        first_entry.push(flat.len());
        match kind {
            ParamKind::Scalar(_, cts) => {
                flat.extend(cts.iter().cloned());
                byval.extend(cts.iter().map(|_| false));
            }
            ParamKind::Agg(c) => {
                flat.push(c.clone());
                byval.push(false);
            }
            ParamKind::IntParts(c) if modes.get(k) == Some(&SplitMode::Parts) => {
                for _ in 0..c.size() / 8 {
                    flat.push(CType::int(8));
                    byval.push(false);
                }
            }
            ParamKind::IntParts(c) => {
                flat.push(blob(c.size()));
                byval.push(true);
            }
            ParamKind::Pinned(_) => return Err("a pinned register parameter reached the C classifier".into()),
            ParamKind::ByVal(size, align) => {
                let align = (*align).max(1).checked_next_power_of_two().unwrap_or(8);
                let size = kiln_abi::ctype::align_to(*size, align);
                let blob = kiln_abi::StructType { fields: Vec::new(), size, align };
                flat.push(CType::Struct(blob));
                byval.push(true);
            }
        }
    }
    if fixed.is_some() && fixed_entries.is_none() {
        fixed_entries = Some(flat.len());
    }
    let ret_c = match ret {
        RetKind::Agg(c) => Some(c),
        // An __m256 comes back through a hidden pointer (MEMORY class without AVX).
        RetKind::Scalar(_, c @ CType::Vector { size: 32, .. }) => Some(c),
        // Four parts or more: a hidden pointer (the array is MEMORY); up to three come back in registers.
        RetKind::IntParts(c) if c.size() > 24 => Some(c),
        _ => None,
    };
    let call = sysv_c::classify_call_byval(&flat, &byval, ret_c, fixed_entries).map_err(|e| e.to_string())?;
    Ok((first_entry, call))
}

/// The placement of a SysV signature from its classification (`classify_sysv`).
fn place_sysv(
    kinds: &[ParamKind],
    ret: &RetKind,
    modes: &[SplitMode],
    first_entry: &[usize],
    call: &sysv_c::CallLayout,
) -> Result<Plan, String> {
    let placeholders = modes.iter().filter(|m| matches!(m, SplitMode::StackAfterPlaceholder(_))).count();
    let mut int_used = u8::from(call.ret == SRet::Indirect) + placeholders as u8;
    let mut args = Vec::with_capacity(kinds.len());
    for (k, kind) in kinds.iter().enumerate() {
        let e0 = first_entry[k];
        let place = match kind {
            ParamKind::Scalar(classes, cts) => {
                let per_entry = if cts.len() == classes.len() { 1 } else { classes.len() };
                let mut pieces = Vec::new();
                for (e, ct) in cts.iter().enumerate() {
                    let regs = &classes[e * per_entry..(e * per_entry + per_entry).min(classes.len())];
                    match call.args.get(e0 + e) {
                        Some(SArg::Regs(ps)) if ps.len() == regs.len() => {
                            for (p, &class) in ps.iter().zip(regs) {
                                pieces.push(Piece {
                                    off: p.offset,
                                    size: p.size,
                                    class,
                                    place: Place::Reg(sysv_preg(p.loc)?),
                                });
                            }
                        }
                        Some(SArg::Memory { stack_off, .. }) => {
                            // Vector registers hold 16 bytes each (an __m256 in memory is two of them);
                            // integer and scalar SSE registers fill whole 8-byte slots.
                            let size = if is_m128(ct) || matches!(ct, CType::Vector { size: 32, .. }) { 16 } else { 8 };
                            for (j, &class) in regs.iter().enumerate() {
                                let o = *stack_off + size * j as u64;
                                pieces.push(Piece { off: size * j as u64, size, class, place: Place::Stack(o) });
                            }
                        }
                        _ => return Err("classifier disagrees with the register form of a scalar".into()),
                    }
                }
                ArgPlace::Pieces(pieces)
            }
            ParamKind::IntParts(c) => {
                let whole = modes[k] != SplitMode::Parts;
                let mut pieces = Vec::new();
                for j in 0..c.size() / 8 {
                    let place = match call.args.get(e0 + if whole { 0 } else { j as usize }) {
                        Some(SArg::Memory { stack_off, .. }) if whole => Place::Stack(*stack_off + 8 * j),
                        Some(SArg::Regs(ps)) if ps.len() == 1 && !whole => Place::Reg(sysv_preg(ps[0].loc)?),
                        Some(SArg::Memory { stack_off, .. }) => Place::Stack(*stack_off),
                        _ => return Err("classifier lost a part of a wide integer".into()),
                    };
                    pieces.push(Piece { off: 8 * j, size: 8, class: RegClass::Int, place });
                }
                ArgPlace::Pieces(pieces)
            }
            ParamKind::Pinned(_) => return Err("a pinned register parameter reached the C classifier".into()),
            ParamKind::Agg(_) | ParamKind::ByVal(..) => match call.args.get(e0) {
                Some(SArg::Regs(ps)) => {
                    let mut pieces = Vec::with_capacity(ps.len());
                    for p in ps {
                        let preg = sysv_preg(p.loc)?;
                        pieces.push(Piece {
                            off: p.offset,
                            size: p.size,
                            class: class_of(preg),
                            place: Place::Reg(preg),
                        });
                    }
                    ArgPlace::Pieces(pieces)
                }
                Some(SArg::Memory { stack_off, .. }) => ArgPlace::Memory(*stack_off),
                None => return Err("classifier lost an argument".into()),
            },
        };
        if let ArgPlace::Pieces(ps) = &place {
            int_used +=
                ps.iter().filter(|p| matches!(p.place, Place::Reg(r) if class_of(r) == RegClass::Int)).count() as u8;
        }
        args.push(place);
    }
    let ret = match ret {
        RetKind::Void => RetPlace::Void,
        RetKind::Scalar(..) if call.ret == SRet::Indirect => RetPlace::Indirect(PReg::RDI),
        RetKind::Scalar(classes, _) => {
            let parts: Vec<PartClass> = classes.iter().map(|&c| part_class(c)).collect();
            let locs =
                classify_return(&parts).ok_or("return value needs more than two registers of a class".to_string())?;
            let mut ps = Vec::new();
            for (j, (l, &class)) in locs.into_iter().zip(classes).enumerate() {
                let p = old_preg(l).ok_or("return value on the stack".to_string())?;
                ps.push((8 * j as u64, 8, class, p));
            }
            RetPlace::Pieces(ps)
        }
        RetKind::IntParts(_) if call.ret == SRet::Indirect => RetPlace::Indirect(PReg::RDI),
        RetKind::IntParts(c) => int_parts_ret(c),
        RetKind::Agg(_) => match &call.ret {
            SRet::Void => RetPlace::Void,
            SRet::Indirect => RetPlace::Indirect(PReg::RDI),
            SRet::Regs(ps) if matches!(ps.as_slice(), [p] if p.loc == SLoc::X87) => RetPlace::X87,
            SRet::Regs(ps) => {
                let mut out = Vec::with_capacity(ps.len());
                for p in ps {
                    let preg = sysv_preg(p.loc)?;
                    out.push((p.offset, p.size, class_of(preg), preg));
                }
                RetPlace::Pieces(out)
            }
        },
    };
    Ok(Plan { args, ret, stack_size: call.stack_size, int_used, sse_used: call.sse_regs_used })
}

/// Where a wide integer of at most three parts comes back: rax, rdx, rcx (both conventions, as LLVM
/// returns it).
fn int_parts_ret(c: &CType) -> RetPlace {
    let regs = [PReg::RAX, PReg::RDX, PReg::RCX];
    RetPlace::Pieces((0..(c.size() / 8).min(3)).map(|j| (8 * j, 8, RegClass::Int, regs[j as usize])).collect())
}

/// Places a signature under Win64.
fn plan_win64(kinds: &[ParamKind], ret: &RetKind, fixed: Option<usize>) -> Result<Plan, String> {
    let mut flat = Vec::with_capacity(kinds.len());
    let mut first_entry = Vec::with_capacity(kinds.len());
    let mut fixed_entries = fixed.map(|_| 0);
    for (k, kind) in kinds.iter().enumerate() {
        if fixed == Some(k) {
            fixed_entries = Some(flat.len());
        }
        first_entry.push(flat.len());
        match kind {
            // One positional slot per 64-bit part, as LLVM assigns them.
            ParamKind::IntParts(c) => flat.extend((0..c.size() / 8).map(|_| CType::int(8))),
            ParamKind::Scalar(_, cts) if cts.len() == 1 => flat.push(cts[0].clone()),
            ParamKind::Scalar(..) => return Err("a value split over several registers under win64cc".into()),
            ParamKind::Agg(c) => flat.push(c.clone()),
            // LLVM passes a Win64 `byval` object by pointer to a caller-made copy: a pointer-sized slot.
            ParamKind::ByVal(..) => flat.push(CType::Ptr),
            ParamKind::Pinned(_) => return Err("a pinned register parameter reached the C classifier".into()),
        }
    }
    if fixed.is_some_and(|n| n >= kinds.len()) {
        fixed_entries = Some(flat.len());
    }
    let ret_c = match ret {
        RetKind::Void => None,
        RetKind::IntParts(c) if c.size() <= 24 => None,
        RetKind::Scalar(_, c) | RetKind::Agg(c) | RetKind::IntParts(c) => Some(c),
    };
    let call = win64::classify_call(&flat, ret_c, fixed_entries).map_err(|e| e.to_string())?;
    let mut args = Vec::with_capacity(kinds.len());
    for (k, kind) in kinds.iter().enumerate() {
        let Some(layout) = call.args.get(first_entry[k]) else { return Err("classifier lost an argument".into()) };
        if let ParamKind::IntParts(c) = kind {
            let mut pieces = Vec::new();
            for j in 0..c.size() / 8 {
                let l = call.args.get(first_entry[k] + j as usize).ok_or("classifier lost a part of a wide integer")?;
                pieces.push(Piece { off: 8 * j, size: 8, class: RegClass::Int, place: win_place(l.loc) });
            }
            args.push(ArgPlace::Pieces(pieces));
            continue;
        }
        let place = win_place(layout.loc);
        args.push(match layout.passing {
            _ if matches!(kind, ParamKind::ByVal(..)) => ArgPlace::ByRef(place),
            Passing::ByRef { .. } => ArgPlace::ByRef(place),
            Passing::Direct { size } => {
                let class = match kind {
                    ParamKind::Scalar(classes, _) => classes.first().copied().unwrap_or(RegClass::Int),
                    _ => RegClass::Int,
                };
                ArgPlace::Pieces(vec![Piece { off: 0, size, class, place }])
            }
        });
    }
    let ret = match (&call.ret, ret) {
        (WRet::Void, RetKind::IntParts(c)) => int_parts_ret(c),
        (WRet::Void, _) => RetPlace::Void,
        (WRet::Indirect, _) => RetPlace::Indirect(PReg::RCX),
        (WRet::Xmm0 { .. }, RetKind::Scalar(classes, _)) if classes.len() == 2 => RetPlace::XmmPair,
        (WRet::Rax { size }, kind) => {
            let class = match kind {
                RetKind::Scalar(classes, _) => classes.first().copied().unwrap_or(RegClass::Int),
                _ => RegClass::Int,
            };
            RetPlace::Pieces(vec![(0, *size, class, PReg::RAX)])
        }
        (WRet::Xmm0 { size }, _) => RetPlace::Pieces(vec![(0, *size, RegClass::Vec, PReg::xmm(0))]),
    };
    Ok(Plan { args, ret, stack_size: call.stack_size, int_used: 0, sse_used: 0 })
}

/// Places a signature under `rules`: the parameters the Swift attributes pin to registers first (they take no
/// argument register or position of the others, `CCIfSwiftSelf` and friends coming before the C rules), then
/// the rest C-level (`plan_sysv`, `plan_win64`) or IR-level (`plan_ir`).
fn plan(rules: ConvRules, kinds: &[ParamKind], ret: &RetKind, fixed: Option<usize>) -> Result<Plan, String> {
    let pinned: Vec<Option<PReg>> =
        kinds.iter().map(|k| if let ParamKind::Pinned(r) = k { Some(*r) } else { None }).collect();
    let mut seen = PRegSet::empty();
    for r in pinned.iter().flatten() {
        if seen.contains(*r) {
            return Err(format!(
                "two parameters are passed in {r} (swiftself, swifterror and swiftasync are once each)"
            ));
        }
        seen.insert(*r);
    }
    let rest: Vec<ParamKind> = kinds.iter().filter(|k| !matches!(k, ParamKind::Pinned(_))).cloned().collect();
    let fixed = fixed.map(|n| n - pinned[..n.min(pinned.len())].iter().flatten().count());
    let mut p = match (rules.is_ir_level(), rules.conv) {
        (true, _) => plan_ir(rules, &rest, ret)?,
        (false, Convention::SysV) => plan_sysv(&rest, ret, fixed)?,
        (false, Convention::Win64) => plan_win64(&rest, ret, fixed)?,
    };
    if let (RetPlace::Indirect(r), true) = (&p.ret, seen.contains(PReg::RAX)) {
        return Err(format!("an `sret` parameter and a returned aggregate both need {r}"));
    }
    let mut placed = std::mem::take(&mut p.args).into_iter();
    for pin in pinned {
        p.args.push(match pin {
            Some(r) => ArgPlace::Pieces(vec![Piece { off: 0, size: 8, class: RegClass::Int, place: Place::Reg(r) }]),
            None => placed.next().ok_or("the classifier lost an argument")?,
        });
    }
    Ok(p)
}

/// Places a signature as LLVM 19 places IR values under `tailcc`, `swiftcc` and `swifttailcc` (no variadic
/// signatures, no pinned parameters here): each scalar, and each scalar member of an aggregate, is one C
/// argument of the target's C convention (`CC_X86_64_C`, `CC_X86_Win64_C`), and the return value follows
/// `kiln_abi::ir_level` (LLVM's return tables, or demoted to a hidden pointer: rax for the Swift conventions
/// on SysV, else the first argument, which then also comes back in rax).
fn plan_ir(rules: ConvRules, kinds: &[ParamKind], ret: &RetKind) -> Result<Plan, String> {
    let table = if rules.is_swift() { RetTable::Swift } else { RetTable::C };
    let hidden = match rules.conv {
        Convention::SysV if rules.is_swift() => PReg::RAX,
        Convention::SysV => PReg::RDI,
        Convention::Win64 => PReg::RCX,
    };
    let ret_place = match ret {
        RetKind::Void => RetPlace::Void,
        RetKind::Scalar(classes, c) => match classes.as_slice() {
            [RegClass::Int] => RetPlace::Pieces(vec![(0, 8, RegClass::Int, PReg::RAX)]),
            [RegClass::Vec] => RetPlace::Pieces(vec![(0, c.size().max(8), RegClass::Vec, PReg::xmm(0))]),
            _ => return Err("a return value of several registers".into()),
        },
        RetKind::Agg(c) => {
            let parts = ir_level::flatten(c).map_err(|e| e.to_string())?;
            match ir_level::assign_return(&parts, table).map_err(|e| e.to_string())? {
                ir_level::RetLayout::Demoted => RetPlace::Indirect(hidden),
                ir_level::RetLayout::Regs(locs) if locs.is_empty() => RetPlace::Void,
                ir_level::RetLayout::Regs(locs) => RetPlace::Pieces(
                    parts
                        .iter()
                        .zip(locs)
                        .map(|(p, l)| match l {
                            RetLoc::IntReg(n) => (p.offset, p.size, RegClass::Int, PReg::gpr(n)),
                            RetLoc::SseReg(n) => (p.offset, p.size, RegClass::Vec, PReg::xmm(n)),
                        })
                        .collect(),
                ),
            }
        }
        RetKind::IntParts(_) => return Err("an integer wider than 64 bits".into()),
    };
    // One C scalar per IR scalar and per aggregate member, after a hidden pointer that takes an argument.
    let mut flat = Vec::new();
    let mut byval = Vec::new();
    if matches!(ret_place, RetPlace::Indirect(r) if r != PReg::RAX) {
        flat.push(CType::Ptr);
        byval.push(false);
    }
    let mut members: Vec<(usize, Vec<ir_level::Part>)> = Vec::with_capacity(kinds.len());
    for kind in kinds {
        let first = flat.len();
        let parts = match kind {
            ParamKind::Scalar(_, cts) if cts.len() == 1 => {
                flat.push(cts[0].clone());
                byval.push(false);
                Vec::new()
            }
            ParamKind::Agg(c) => {
                let parts = ir_level::flatten(c).map_err(|e| e.to_string())?;
                flat.extend(parts.iter().map(|p| p.ctype()));
                byval.extend(parts.iter().map(|_| false));
                parts
            }
            ParamKind::ByVal(size, align) if rules.conv == Convention::SysV => {
                let align = (*align).max(1).checked_next_power_of_two().unwrap_or(8);
                let size = kiln_abi::ctype::align_to(*size, align);
                flat.push(CType::Struct(kiln_abi::StructType { fields: Vec::new(), size, align }));
                byval.push(true);
                Vec::new()
            }
            ParamKind::ByVal(..) => {
                flat.push(CType::Ptr);
                byval.push(false);
                Vec::new()
            }
            _ => return Err("a parameter without an IR-level placement".into()),
        };
        members.push((first, parts));
    }
    let mut args = Vec::with_capacity(kinds.len());
    let stack_size = match rules.conv {
        Convention::SysV => {
            let call = sysv_c::classify_call_byval(&flat, &byval, None, None).map_err(|e| e.to_string())?;
            for (kind, (first, parts)) in kinds.iter().zip(&members) {
                let entry = |k: usize| call.args.get(first + k).ok_or("the classifier lost an argument");
                let one = |layout: &SArg, off: u64, size: u64, class: RegClass| -> Result<Piece, String> {
                    Ok(match layout {
                        SArg::Regs(ps) if ps.len() == 1 => {
                            Piece { off, size, class, place: Place::Reg(sysv_preg(ps[0].loc)?) }
                        }
                        SArg::Memory { stack_off, .. } => Piece { off, size, class, place: Place::Stack(*stack_off) },
                        _ => return Err("an IR scalar in several registers".into()),
                    })
                };
                args.push(match kind {
                    ParamKind::ByVal(..) => match entry(0)? {
                        SArg::Memory { stack_off, .. } => ArgPlace::Memory(*stack_off),
                        _ => return Err("a byval object in registers".into()),
                    },
                    ParamKind::Scalar(classes, cts) => {
                        let class = classes.first().copied().unwrap_or(RegClass::Int);
                        ArgPlace::Pieces(vec![one(entry(0)?, 0, cts[0].size().max(8), class)?])
                    }
                    _ => {
                        let mut pieces = Vec::with_capacity(parts.len());
                        for (k, part) in parts.iter().enumerate() {
                            let class = part_reg_class(part.kind);
                            pieces.push(one(entry(k)?, part.offset, part.size, class)?);
                        }
                        ArgPlace::Pieces(pieces)
                    }
                });
            }
            call.stack_size
        }
        Convention::Win64 => {
            let call = win64::classify_call(&flat, None, None).map_err(|e| e.to_string())?;
            for (kind, (first, parts)) in kinds.iter().zip(&members) {
                let entry = |k: usize| call.args.get(first + k).ok_or("the classifier lost an argument");
                args.push(match kind {
                    ParamKind::ByVal(..) => ArgPlace::ByRef(win_place(entry(0)?.loc)),
                    ParamKind::Scalar(classes, _) => {
                        let l = entry(0)?;
                        match l.passing {
                            Passing::ByRef { .. } => ArgPlace::ByRef(win_place(l.loc)),
                            Passing::Direct { size } => {
                                let class = classes.first().copied().unwrap_or(RegClass::Int);
                                ArgPlace::Pieces(vec![Piece { off: 0, size, class, place: win_place(l.loc) }])
                            }
                        }
                    }
                    _ => {
                        let mut pieces = Vec::with_capacity(parts.len());
                        for (k, part) in parts.iter().enumerate() {
                            let l = entry(k)?;
                            let class = part_reg_class(part.kind);
                            pieces.push(Piece { off: part.offset, size: part.size, class, place: win_place(l.loc) });
                        }
                        ArgPlace::Pieces(pieces)
                    }
                });
            }
            call.stack_size
        }
    };
    Ok(Plan { args, ret: ret_place, stack_size, int_used: 0, sse_used: 0 })
}

/// The register class of an IR-level scalar member.
fn part_reg_class(kind: ir_level::PartKind) -> RegClass {
    match kind {
        ir_level::PartKind::Int => RegClass::Int,
        ir_level::PartKind::Fp => RegClass::Vec,
    }
}

impl FuncLower<'_> {
    /// The byval `(size, align)` of parameter `k` of an attribute list, if any.
    fn byval_of(&self, attrs: &kiln_ir::AttrList, k: usize) -> Option<(u64, u64)> {
        let set = attrs.param(k);
        let sets = &self.module.attr_sets;
        let ty = sets.type_arg(set, AttrKind::ByVal)?;
        let types = &self.module.types;
        let align = sets.int_arg(set, AttrKind::Align).unwrap_or_else(|| types.abi_align(ty)).max(8);
        Some((types.alloc_size(ty), align))
    }

    /// How a parameter of type `ty` with attribute set `set` is passed under `conv`.
    fn param_kind(&self, ty: Type, set: AttrSetId, rules: ConvRules) -> Result<ParamKind, String> {
        let types = &self.module.types;
        let conv = rules.conv;
        if let Some(r) = self.pinned_reg(ty, set, rules)? {
            return Ok(ParamKind::Pinned(r));
        }
        if rules.is_ir_level() {
            self.check_ir_level(ty, rules)?;
        }
        if self.is_fp80(ty) {
            return Self::fp80_ctype(conv).map(ParamKind::Agg);
        }
        if self.is_wide_int(ty) {
            return Ok(ParamKind::IntParts(self.int_parts_ctype(ty)));
        }
        if types.is_aggregate(ty) {
            let align = self.module.attr_sets.int_arg(set, AttrKind::StackAlignment).unwrap_or(0);
            let c = super::cabi::aggregate_ctype(types, ty, align).map_err(|e| e.0)?;
            return Ok(ParamKind::Agg(c));
        }
        let classes = self.reg_classes(ty).map_err(|e| self.bare_message(e))?;
        let cts = super::cabi::scalar_ctypes(types, ty, classes.len(), conv == Convention::Win64).map_err(|e| e.0)?;
        Ok(ParamKind::Scalar(classes, cts))
    }

    /// The register a parameter of type `ty` with attributes `set` has to itself under `rules`, if any: the
    /// Swift attributes on a pointer-sized parameter (LLVM's `CCIfSwiftSelf<CCIfType<[i64], ...>>`: on other
    /// types `swiftself` and `swiftasync` change nothing), and a Swift convention's `sret` pointer on SysV.
    fn pinned_reg(&self, ty: Type, set: AttrSetId, rules: ConvRules) -> Result<Option<PReg>, String> {
        let sets = &self.module.attr_sets;
        let types = &self.module.types;
        let pointer_sized = matches!(types.data(ty), kiln_ir::TypeData::Ptr(_)) || types.int_bits(ty) == Some(64);
        if sets.has(set, AttrKind::SwiftError) && !matches!(types.data(ty), kiln_ir::TypeData::Ptr(_)) {
            return Err(format!(
                "`swifterror` on a {} parameter (it must be a pointer)",
                super::type_name(self.module, ty)
            ));
        }
        if !pointer_sized {
            return Ok(None);
        }
        Ok(if sets.has(set, AttrKind::SwiftSelf) {
            Some(PReg::R13)
        } else if sets.has(set, AttrKind::SwiftError) {
            Some(PReg::R12)
        } else if sets.has(set, AttrKind::SwiftAsync) {
            Some(PReg::R14)
        } else if rules.is_swift() && rules.conv == Convention::SysV && sets.has(set, AttrKind::StructRet) {
            Some(PReg::RAX)
        } else {
            None
        })
    }

    /// Rejects the types LLVM places in `tailcc`, `swiftcc` and `swifttailcc` in ways Kiln does not implement
    /// (`plan_ir`): integers wider than 64 bits, `x86_fp80`, vectors other than 16 bytes, and aggregates with a
    /// member of those kinds or a vector.
    fn check_ir_level(&self, ty: Type, rules: ConvRules) -> Result<(), String> {
        let types = &self.module.types;
        let unsupported = |why: String| {
            let shown = super::type_name(self.module, ty);
            Err(format!("{shown} is not supported in a {} signature yet{why}", rules.family.name()))
        };
        if self.is_fp80(ty) || self.is_wide_int(ty) || types.int_bits(ty).is_some_and(|b| b > 64) {
            return unsupported(String::new());
        }
        if types.is_aggregate(ty) {
            let c = super::cabi::aggregate_ctype(types, ty, 0).map_err(|e| e.0)?;
            return match ir_level::flatten(&c) {
                Ok(_) => Ok(()),
                Err(kiln_abi::AbiError::Unsupported(what)) => unsupported(format!(" ({what})")),
                Err(e) => Err(e.to_string()),
            };
        }
        if types.is_vector(ty) && types.alloc_size(ty) != 16 {
            return unsupported(String::new());
        }
        Ok(())
    }

    /// What a return value of type `ty` is under `rules`.
    fn ret_kind(&self, ty: Type, rules: ConvRules) -> Result<RetKind, String> {
        let types = &self.module.types;
        let conv = rules.conv;
        if ty == Type::VOID {
            return Ok(RetKind::Void);
        }
        if rules.is_ir_level() {
            self.check_ir_level(ty, rules)?;
            if types.is_aggregate(ty) {
                let c = super::cabi::aggregate_ctype(types, ty, 0).map_err(|e| e.0)?;
                let table = if rules.is_swift() { RetTable::Swift } else { RetTable::C };
                let parts = ir_level::flatten(&c).map_err(|e| e.to_string())?;
                if let Err(kiln_abi::AbiError::Unsupported(what)) = ir_level::assign_return(&parts, table) {
                    let shown = super::type_name(self.module, ty);
                    return Err(format!(
                        "{shown} is not supported in a {} signature yet ({what})",
                        rules.family.name()
                    ));
                }
            }
        }
        if self.is_fp80(ty) {
            return Self::fp80_ctype(conv).map(RetKind::Agg);
        }
        if self.is_wide_int(ty) {
            return Ok(RetKind::IntParts(self.int_parts_ctype(ty)));
        }
        if types.is_aggregate(ty) {
            let c = super::cabi::aggregate_ctype(types, ty, 0).map_err(|e| e.0)?;
            return Ok(RetKind::Agg(c));
        }
        let classes = self.reg_classes(ty).map_err(|e| self.bare_message(e))?;
        let mut cts =
            super::cabi::scalar_ctypes(types, ty, classes.len(), conv == Convention::Win64).map_err(|e| e.0)?;
        let c = if cts.len() == 1 { cts.remove(0) } else { CType::Vector { size: 32, elem_float: true } };
        Ok(RetKind::Scalar(classes, c))
    }

    /// The bytes of a wide integer passed in parts: an array of its 64-bit words.
    fn int_parts_ctype(&self, ty: Type) -> CType {
        CType::array(CType::int(8), self.int_bits(ty).div_ceil(64) as u64)
    }

    /// The C type of an `x86_fp80` parameter or return value: `long double`. SysV: class X87, in
    /// memory as an argument, in st0 as a return value. Win64: as MinGW-w64 gcc passes it, by reference
    /// to a caller copy and returned through the hidden pointer (what clang's MinGW IR spells out).
    pub(crate) fn fp80_ctype(_conv: Convention) -> Result<CType, String> {
        Ok(CType::LongDouble)
    }

    /// The message of a lowering error without its `in @FUNC: ` prefix (for re-wrapping).
    fn bare_message(&self, e: LowerError) -> String {
        let prefix = format!("in @{}: ", self.func.name());
        match e.diag.message.strip_prefix(&prefix) {
            Some(rest) => rest.to_string(),
            None => e.diag.message,
        }
    }

    /// Extends a small integer argument or return value marked `signext`/`zeroext` to 32 bits.
    fn ext_attr(&mut self, set: AttrSetId, ty: Type, r: VReg) -> VReg {
        let bits = self.int_bits(ty);
        if !self.module.types.is_int(ty) || bits >= 32 {
            return r;
        }
        let sets = &self.module.attr_sets;
        if sets.has(set, AttrKind::SExt) {
            self.extend_to(r, bits, true, false)
        } else if sets.has(set, AttrKind::ZExt) {
            self.extend_to(r, bits, false, false)
        } else {
            r
        }
    }

    /// The function a call names directly, if it does.
    pub(crate) fn direct_callee(&self, c: &CallData) -> Option<kiln_ir::Func> {
        let k = self.func.dfg.value_const(c.callee)?;
        match self.module.consts.data(k) {
            ConstData::FuncAddr { func, .. } => Some(*func),
            _ => None,
        }
    }

    /// Operand bundles carry what the callee or the code generator must see (deopt state, GC roots,
    /// funclets, ARC markers, CFI type ids), so a call with one is an error unless dropping it is provably
    /// harmless. That is the case exactly for `llvm.assume`, whose bundles ("align", "nonnull",
    /// "dereferenceable", ...) state facts an optimiser may rely on and mean nothing else: the call is
    /// lowered to nothing, bundles included. (clang-19 emits no other bundle in the corpus, `tests/c`.)
    fn check_bundles(&self, c: &CallData) -> Result<(), LowerError> {
        let Some(b) = c.bundles.first() else { return Ok(()) };
        let intrinsic = self.direct_callee(c).and_then(|func| self.module.funcs[func].intrinsic);
        if intrinsic == Some(kiln_ir::Intrinsic::Assume) {
            return Ok(());
        }
        Err(self.err(format!("operand bundle \"{}\" is not supported by the x86-64 backend", b.tag)))
    }

    /// A `call` instruction (intrinsics go to `intrinsics`, the form of `musttail` is checked by `musttail`).
    pub(crate) fn lower_call(&mut self, i: kiln_ir::Inst) -> Result<(), LowerError> {
        let f = self.func;
        let InstKind::Call(c) = f.dfg.inst(i) else { return Err(self.err("not a call".into())) };
        let intrinsic = self.direct_callee(c).and_then(|func| self.module.funcs[func].intrinsic);
        match intrinsic {
            Some(kiln_ir::Intrinsic::GcStatepoint) => return self.lower_statepoint(i, c),
            // Lowered with their statepoint, which defines their registers.
            Some(kiln_ir::Intrinsic::GcRelocate | kiln_ir::Intrinsic::GcResult) => return Ok(()),
            _ => {}
        }
        if intrinsic.is_none() && c.bundles.iter().any(|b| b.tag == "deopt") {
            return self.lower_deopt_call(i, c);
        }
        self.check_bundles(c)?;
        let result = f.dfg.inst_result(i).map(|_| i);
        self.lower_call_data(i, c, result, None)
    }

    /// Lowers the call `c` (made by `i`, or wrapped by the statepoint `i` when `site` is given)
    /// with its result into the registers of `result`'s value.
    pub(crate) fn lower_call_data(
        &mut self,
        i: kiln_ir::Inst,
        c: &CallData,
        result: Option<kiln_ir::Inst>,
        site: Option<SiteSpec>,
    ) -> Result<(), LowerError> {
        let f = self.func;
        let must_tail = c.tail == TailKind::MustTail;
        let mut callee = None;
        if let Some(func) = self.direct_callee(c) {
            let target = &self.module.funcs[func];
            if let Some(intr) = target.intrinsic {
                if site.is_some() {
                    return Err(
                        self.err(format!("a statepoint around the intrinsic @{} is not supported", target.name()))
                    );
                }
                if must_tail {
                    return Err(self.err(format!("musttail call to the intrinsic @{}", target.name())));
                }
                return self.lower_intrinsic(i, intr, c);
            }
            if target.name().starts_with("llvm.") {
                return Err(self.err(format!("unknown intrinsic @{}", target.name())));
            }
            callee = match self.st.func_sym(func) {
                // `call [rip + __imp_NAME]`, with the pointer loaded into a register first.
                Some(s) => Some(match self.st.import_pointer(s) {
                    Some(imp) => {
                        let r = self.gpr();
                        self.ins(Code::Mov_r64_rm64, &[d(r), mem(Amode::sym(imp, 0))]);
                        Callee::Reg(r)
                    }
                    None => Callee::Sym(s),
                }),
                None => None,
            };
        }
        let signature = site.as_ref().and_then(|s| s.signature);
        let (ret_ty, nfixed, varargs) = match signature {
            Some(sig) => sig,
            None => self
                .module
                .types
                .func_info(c.fn_ty)
                .map(|(r, p, v)| (r, p.len(), v))
                .ok_or_else(|| self.err("call through a non-function type".into()))?,
        };
        let rules = crate::conv::conv_rules(self.st.target(), c.cc);
        if varargs && rules.is_ir_level() {
            return Err(self.err(format!("variadic {} calls are not supported", rules.family.name())));
        }
        let tail = self.classify_tail(i, c, rules, site.is_some())?;
        let callee = match callee {
            Some(cl) => cl,
            // Patchable space without a call never reads its target (LLVM does not lower it either).
            None if site.as_ref().is_some_and(|s| matches!(s.patch, Patch::Nops(_))) => Callee::Sym(self.b.sym()),
            None => Callee::Reg(self.value_regs(c.callee)?.only()),
        };
        let mut kinds = Vec::with_capacity(c.args.len());
        let mut vals = Vec::with_capacity(c.args.len());
        for (k, &a) in c.args.iter().enumerate() {
            if let Some((size, align)) = self.byval_of(&c.attrs, k) {
                let addr = self.address_of(a)?;
                kinds.push(ParamKind::ByVal(size, align));
                vals.push(ArgVal::ByVal(addr));
                continue;
            }
            let ty = f.dfg.value_type(a);
            let kind =
                self.param_kind(ty, c.attrs.param(k), rules).map_err(|m| self.err(format!("argument {k}: {m}")))?;
            let val = match &kind {
                ParamKind::Agg(_) | ParamKind::IntParts(_) => ArgVal::Agg(a),
                ParamKind::Pinned(_) if self.module.attr_sets.has(c.attrs.param(k), AttrKind::SwiftError) => {
                    ArgVal::InOut(self.value_regs(a)?.only())
                }
                _ => {
                    let regs = self.value_regs(a)?.regs().to_vec();
                    let regs = if regs.len() == 1 { vec![self.ext_attr(c.attrs.param(k), ty, regs[0])] } else { regs };
                    ArgVal::Regs(regs)
                }
            };
            kinds.push(kind);
            vals.push(val);
        }
        let ret = self.ret_kind(ret_ty, rules).map_err(|m| self.err(format!("return value: {m}")))?;
        let fixed = varargs.then_some(nfixed);
        let tail_end = match tail {
            super::musttail::TailCall::No => None,
            super::musttail::TailCall::Required(end) => Some(end),
            super::musttail::TailCall::IfItFits(end) => {
                let p = plan(rules, &kinds, &ret, fixed).map_err(|m| self.err(format!("call: {m}")))?;
                self.sibling_fits(&p, f.dfg.inst_result(i).is_some_and(|_| ret_ty != Type::VOID), end).then_some(end)
            }
        };
        let dst = match result.and_then(|r| f.dfg.inst_result(r).map(|res| (r, res))) {
            _ if tail_end.is_some() => CallDst::Tail,
            Some((r, res)) if ret_ty != Type::VOID => CallDst::Regs(f.dfg.value_type(res), self.result_regs(r)),
            _ => CallDst::Discard,
        };
        self.emit_call(rules, callee, &kinds, vals, fixed, &ret, dst, site)?;
        if let Some(r) = tail_end {
            // The callee returns to our caller: the `ret` after the call has nothing left to do.
            self.folded.insert(r);
        }
        Ok(())
    }

    /// Whether a sibling call with placement `p` can be a jump: every argument in registers or scalar stack
    /// slots that fit our own incoming area (no copy in our frame, which the jump destroys), and a return value
    /// that needs nothing of ours: the same placement as our own when we return it (`returns` the call's
    /// result at `end`), else none our caller could trip over (no hidden buffer, nothing left on the x87 stack).
    fn sibling_fits(&self, p: &Plan, has_result: bool, end: kiln_ir::Inst) -> bool {
        if !p.args.iter().all(|a| matches!(a, ArgPlace::Pieces(_))) || p.stack_size > self.incoming_stack {
            return false;
        }
        let returned = matches!(self.func.dfg.inst(end), InstKind::Ret { arg: Some(_) });
        match p.ret {
            RetPlace::Indirect(_) => returned && self.ret_ptr.is_some(),
            RetPlace::X87 => returned,
            _ => returned || !has_result || matches!(self.func.dfg.inst(end), InstKind::Ret { arg: None }),
        }
    }

    /// Emits a call under `rules`: argument copies and moves, the call with its implicit operands and
    /// the callee convention's clobbers, and the result into `dst`. A tail call (`CallDst::Tail`, whose
    /// form `musttail.rs` has checked) writes its stack arguments into our own incoming argument area, moved
    /// by the difference between the bytes we and the callee pop (the return address moves with them), and
    /// ends the block with the epilogue and a jump.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn emit_call(
        &mut self,
        rules: ConvRules,
        callee: Callee,
        kinds: &[ParamKind],
        vals: Vec<ArgVal>,
        fixed: Option<usize>,
        ret: &RetKind,
        dst: CallDst,
        site: Option<SiteSpec>,
    ) -> Result<(), LowerError> {
        let conv = rules.conv;
        let p = plan(rules, kinds, ret, fixed).map_err(|m| self.err(format!("call: {m}")))?;
        let tail = matches!(dst, CallDst::Tail);
        let dst = match dst {
            CallDst::Regs(ty, regs) => Some((ty, regs)),
            CallDst::Discard | CallDst::Tail => None,
        };
        // The bytes the callee pops when it returns, and for a tail call how far its incoming area (and return
        // address) sits above ours: we pop `popped_bytes`, it pops `callee_pops`, from the same top.
        let callee_pops = rules.popped_bytes(p.stack_size);
        let delta = i64::from(self.b.popped_bytes) - callee_pops as i64;
        if tail {
            self.check_tail_plan(&p)?;
            let reserve = u32::try_from(-delta).unwrap_or(0);
            if reserve >= 4096 {
                return Err(self.err(format!("a tail call needing {reserve} more bytes of stack arguments")));
            }
            self.b.tail_reserve = self.b.tail_reserve.max(reserve);
        } else {
            // A callee that pops more than its arguments (up to 8 bytes of alignment) pops them from our area.
            let area = (p.stack_size.max(callee_pops).div_ceil(16) * 16) as u32;
            self.b.max_outgoing_args = self.b.max_outgoing_args.max(area);
        }
        if conv == Convention::SysV && !tail {
            // An argument aligned above 16 in the SysV argument area is aligned in absolute terms (a
            // variadic callee's va_arg rounds the address up), so rsp must be that aligned at the call.
            let align = kinds.iter().zip(&p.args).filter(|(_, a)| on_stack(a)).map(|(k, _)| kind_align(k)).max();
            let align = align.unwrap_or(16).clamp(16, 4096) as u32;
            self.b.outgoing_args_align = self.b.outgoing_args_align.max(align);
        }
        // A tail call's stack arguments go where our caller put ours, `delta` bytes higher.
        let (base, shift) = if tail { (AmodeBase::IncomingArgs, delta) } else { (AmodeBase::OutgoingArgs, 0) };
        let out = |o: u64| Amode { base, index: None, disp: (o as i64 + shift) as i32 };
        // 1. Whole-object copies. Large ones first and, among those, the highest argument-area offset first:
        //    they may call memcpy, which under Win64 (a Windows target making a SysV call) may use the
        //    first 32 bytes of the outgoing area as its shadow space; at most one large copy starts there.
        let mut order: Vec<usize> = (0..vals.len()).collect();
        order.sort_by_key(|&k| {
            let large = self.arg_bytes(kinds.get(k)) > 128;
            let at = match p.args.get(k) {
                Some(ArgPlace::Memory(o)) => *o,
                _ => 0,
            };
            std::cmp::Reverse((large, at))
        });
        let mut byref_ptrs = vec![None; vals.len()];
        for &k in &order {
            let (Some(val), Some(place), Some(kind)) = (vals.get(k), p.args.get(k), kinds.get(k)) else { continue };
            match (val, place) {
                (ArgVal::Agg(v), ArgPlace::Memory(o)) => {
                    let size = self.arg_bytes(Some(kind));
                    self.agg_write(*v, out(*o), size)?;
                }
                (ArgVal::ByVal(src), ArgPlace::Memory(o)) => {
                    let size = self.arg_bytes(Some(kind));
                    self.copy_memory(out(*o), *src, size)?;
                }
                (val, ArgPlace::ByRef(_)) => byref_ptrs[k] = Some(self.byref_copy(kind, val)?),
                _ => {}
            }
        }
        // 2. Stores to the argument area and loads of register pieces into vregs. A tail call stores
        //    only after every load: an argument may be read from an incoming slot another one overwrites.
        let mut moves: Vec<(Place, VReg)> = Vec::new();
        let mut deferred: Vec<(VReg, Piece, u64)> = Vec::new();
        // A tail call to a callee that pops a different amount moves our return address (read first: the
        // callee's arguments may overwrite its slot).
        let ret_addr = (tail && delta != 0).then(|| {
            let r = self.gpr();
            self.ins(Code::Mov_r64_rm64, &[d(r), mem(Amode { base: AmodeBase::IncomingArgs, index: None, disp: -8 })]);
            r
        });
        // swifterror arguments: (register, pointer to the value), stored back after the call.
        let mut in_out: Vec<(PReg, VReg)> = Vec::new();
        for (k, (val, place)) in vals.iter().zip(&p.args).enumerate() {
            match (val, place) {
                (ArgVal::InOut(ptr), ArgPlace::Pieces(pieces)) => {
                    let [Piece { place: Place::Reg(r), .. }] = pieces.as_slice() else {
                        return Err(self.err("a swifterror argument outside its register".into()));
                    };
                    let v = self.gpr();
                    self.ins(Code::Mov_r64_rm64, &[d(v), mem(Amode::reg(*ptr, 0))]);
                    moves.push((Place::Reg(*r), v));
                    in_out.push((*r, *ptr));
                }
                (ArgVal::Regs(regs), ArgPlace::Pieces(pieces)) => {
                    for (&r, pc) in regs.iter().zip(pieces) {
                        match pc.place {
                            Place::Stack(o) if tail => deferred.push((r, *pc, o)),
                            Place::Stack(o) => self.store_reg_to_stack(r, pc, out(o)),
                            _ => moves.push((pc.place, r)),
                        }
                    }
                }
                (ArgVal::Agg(v), ArgPlace::Pieces(pieces)) => {
                    let ty = self.func.dfg.value_type(*v);
                    let shape: Vec<(u64, u64, RegClass)> = pieces.iter().map(|p| (p.off, p.size, p.class)).collect();
                    let direct = self.direct_pieces(ty, &shape);
                    let src = match direct {
                        Some(_) => None,
                        None => Some(self.agg_src(*v, &kinds[k])?),
                    };
                    let regs = self.value_regs(*v)?;
                    for (j, pc) in pieces.iter().enumerate() {
                        let r = match (&direct, src) {
                            (Some(map), _) => regs.regs()[map[j]],
                            (None, Some(src)) => self.load_piece(off(src, pc.off as i64)?, pc.size, pc.class)?,
                            _ => return Err(self.err("aggregate argument without bytes".into())),
                        };
                        match pc.place {
                            Place::Stack(o) if tail => deferred.push((r, *pc, o)),
                            Place::Stack(o) => self.store_reg_to_stack(r, pc, out(o)),
                            _ => moves.push((pc.place, r)),
                        }
                    }
                }
                (_, ArgPlace::ByRef(place)) => {
                    let ptr = byref_ptrs[k].ok_or_else(|| self.err("by-reference argument without a copy".into()))?;
                    match place {
                        Place::Stack(o) => self.ins(Code::Mov_rm64_r64, &[mem(out(*o)), u(ptr)]),
                        _ => moves.push((*place, ptr)),
                    }
                }
                (_, ArgPlace::Memory(_)) => {}
                (ArgVal::ByVal(_), ArgPlace::Pieces(_)) => {
                    return Err(self.err("byval argument placed in registers".into()));
                }
            }
        }
        for (r, pc, o) in deferred {
            self.store_reg_to_stack(r, &pc, out(o));
        }
        if let Some(r) = ret_addr {
            let at = Amode { base: AmodeBase::IncomingArgs, index: None, disp: (delta - 8) as i32 };
            self.ins(Code::Mov_rm64_r64, &[mem(at), u(r)]);
        }
        // Hidden return buffer: a tail callee writes into the one our caller gave us.
        let mut ret_slot = None;
        if let (true, RetPlace::Indirect(reg)) = (tail, &p.ret) {
            let buf = self.ret_ptr.ok_or_else(|| self.err("tail call without the caller's return buffer".into()))?;
            moves.push((Place::Reg(*reg), buf));
        } else if let (RetPlace::Indirect(reg), RetKind::Agg(c) | RetKind::Scalar(_, c) | RetKind::IntParts(c)) =
            (&p.ret, ret)
        {
            let slot = self.agg_slot(c, dst.map(|(t, _)| t));
            let a = self.gpr();
            self.lea(a, slot);
            moves.push((Place::Reg(*reg), a));
            ret_slot = Some(slot);
        }
        // 3. Fixed-register moves.
        let mut implicit = Vec::new();
        for (place, r) in moves {
            self.move_to_place(place, r, &mut implicit);
        }
        if fixed.is_some() && conv == Convention::SysV {
            self.ins(Code::Mov_r32_imm32, &[MOperand::Reg(Operand::preg_def(PReg::RAX)), imm(p.sse_used as i64)]);
            implicit.push(Operand::preg_use(PReg::RAX));
        }
        // 4. The call, or for a tail call the return that jumps to the callee.
        if tail {
            return self.emit_tail_jump(callee, implicit, callee_pops);
        }
        let mut clobbers = call_clobbers(rules);
        let mut ret_pregs: Vec<PReg> = match &p.ret {
            RetPlace::Pieces(ps) => ps.iter().map(|x| x.3).collect(),
            RetPlace::XmmPair => vec![PReg::xmm(0)],
            _ => Vec::new(),
        };
        ret_pregs.dedup();
        // A swifterror value comes back in the register it went in.
        ret_pregs.extend(in_out.iter().map(|&(r, _)| r));
        for &rp in &ret_pregs {
            implicit.push(Operand::preg_def(rp));
            clobbers = PRegSet(clobbers.0 & !(1 << rp.index()));
        }
        if self.b.conv == Convention::Win64 && conv == Convention::SysV {
            // The SysV callee may destroy registers our Win64 caller expects preserved: mention them so
            // the prologue saves them.
            for rp in sysv_clobbers_win64_saved() {
                implicit.push(Operand::preg_def(rp));
                clobbers = PRegSet(clobbers.0 & !(1 << rp.index()));
            }
        }
        let callee = match callee {
            // A target register that the record also reports gets a copy: an operand names a vreg once.
            Callee::Reg(r) if site.as_ref().is_some_and(|s| s.operands.iter().any(|o| o.vreg() == Some(r))) => {
                let t = self.gpr();
                self.copy(t, r);
                Callee::Reg(t)
            }
            other => other,
        };
        let target = match callee {
            Callee::Sym(s) => (Code::Call_rel32_64, MOperand::Sym(s, 0)),
            Callee::Reg(r) => (Code::Call_rm64, u(r)),
        };
        let popped = u32::try_from(callee_pops).map_err(|_| self.err("a callee popping too many bytes".into()))?;
        match site {
            None => {
                self.b.push_full(MOp::X86(target.0), &[target.1], &implicit, clobbers, &[]);
                if popped > 0 {
                    self.b.push(MOp::CalleePopped(popped), &[]);
                }
            }
            Some(spec) => {
                implicit.extend(spec.operands);
                if let Some(t) = &spec.transition {
                    self.set_transition_flag(t, 1);
                }
                match spec.patch {
                    Patch::Call => self.b.push_site(MOp::X86(target.0), &[target.1], &implicit, clobbers, spec.site),
                    // Space a runtime patches its own call into: the call's effects, no target.
                    Patch::Nops(n) => self.b.push_site(MOp::PatchSpace(n), &[], &implicit, clobbers, spec.site),
                    Patch::PaddedCall(n) => {
                        self.b.push_site(MOp::PatchSpace(n), &[target.1], &implicit, clobbers, spec.site)
                    }
                }
                if popped > 0 {
                    self.b.push(MOp::CalleePopped(popped), &[]);
                }
                if let Some(t) = &spec.transition {
                    self.set_transition_flag(t, 0);
                }
            }
        }
        // 5. The swifterror values back to their memory, then the result.
        for (r, ptr) in in_out {
            let v = self.gpr();
            self.copy_from_preg(v, r);
            self.ins(Code::Mov_rm64_r64, &[mem(Amode::reg(ptr, 0)), u(v)]);
        }
        let Some((ty, dst)) = dst else {
            if matches!(p.ret, RetPlace::X87) {
                // Nobody reads it, but the x87 stack must be empty again.
                self.ins(Code::Fstp_sti, &[MOperand::Imm(0)]);
            }
            return Ok(());
        };
        match (&p.ret, ret) {
            (RetPlace::Void, _) => Ok(()),
            (RetPlace::X87, _) => self.fstp_to(dst.only()),
            (RetPlace::Indirect(_), RetKind::Scalar(..)) => {
                let slot = ret_slot.ok_or_else(|| self.err("indirect return without a buffer".into()))?;
                for (j, &r) in dst.regs().iter().enumerate() {
                    self.ins(Code::Movups_xmm_xmmm128, &[d(r), mem(off(slot, 16 * j as i64)?)]);
                }
                Ok(())
            }
            (RetPlace::Indirect(_), _) => {
                let slot = ret_slot.ok_or_else(|| self.err("indirect return without a buffer".into()))?;
                self.agg_from_bytes(ty, slot, dst)
            }
            (RetPlace::XmmPair, _) => {
                let x = self.xmm();
                self.copy_from_preg(x, PReg::xmm(0));
                self.xmm_to_pair(x, dst.regs())
            }
            (RetPlace::Pieces(ps), RetKind::Agg(c) | RetKind::IntParts(c)) => {
                let shape: Vec<(u64, u64, RegClass)> = ps.iter().map(|x| (x.0, x.1, x.2)).collect();
                if let Some(map) = self.direct_pieces(ty, &shape) {
                    for (&(_, _, _, rp), &j) in ps.iter().zip(&map) {
                        self.copy_from_preg(dst.regs()[j], rp);
                    }
                    return Ok(());
                }
                let vs: Vec<VReg> = ps
                    .iter()
                    .map(|&(_, _, class, rp)| {
                        let v = self.b.new_vreg(class);
                        self.copy_from_preg(v, rp);
                        v
                    })
                    .collect();
                let slot = self.agg_slot(c, Some(ty));
                for (&(o, size, class, _), &v) in ps.iter().zip(&vs) {
                    self.store_piece(off(slot, o as i64)?, size, class, v)?;
                }
                self.agg_from_bytes(ty, slot, dst)
            }
            (RetPlace::Pieces(ps), _) => {
                for (&(_, _, class, rp), &v) in ps.iter().zip(dst.regs()) {
                    self.move_from_preg(v, class, rp);
                }
                Ok(())
            }
        }
    }

    /// Rejects the arguments a tail call cannot pass: a copy in our frame (an aggregate passed in memory, a
    /// Win64 by-reference argument) would be gone when the callee reads it.
    fn check_tail_plan(&self, p: &Plan) -> Result<(), LowerError> {
        for (k, place) in p.args.iter().enumerate() {
            let how = match place {
                ArgPlace::Pieces(_) => continue,
                ArgPlace::Memory(_) => "in memory",
                ArgPlace::ByRef(_) => "by reference",
            };
            let what = self.tail_call_label();
            return Err(self.err(format!("{what}: argument {k} is passed {how}, which is not supported yet")));
        }
        Ok(())
    }

    /// Ends the block with a tail call of `callee`, which pops `callee_pops` bytes: `Ret` with the jump target
    /// (and those bytes, when any) as its operands and the argument registers as implicit uses (no clobbers:
    /// nothing of ours runs after it).
    fn emit_tail_jump(&mut self, callee: Callee, implicit: Vec<Operand>, callee_pops: u64) -> Result<(), LowerError> {
        // rax holds a Swift `sret` pointer on SysV; then r10 (free, not callee-saved) carries the target. Windows
        // never passes one there, and its unwinder wants a legacy register.
        let jump_reg = if implicit.iter().any(|o| o.preg() == Some(PReg::RAX)) { PReg::R10 } else { TAIL_CALL_TARGET };
        let target = match callee {
            // Windows' unwinder takes a `jmp rel32` into the function itself for a branch of the body,
            // not for the end of an epilogue: a function tail-calling itself jumps through a register.
            Callee::Sym(s) if s == self.b.sym() && self.st.target().object_format() == ObjectFormat::Coff => {
                let r = self.gpr();
                self.lea(r, Amode::sym(s, 0));
                self.copy_to_preg(jump_reg, r);
                pu(jump_reg)
            }
            Callee::Sym(s) => MOperand::Sym(s, 0),
            Callee::Reg(r) => {
                self.copy_to_preg(jump_reg, r);
                pu(jump_reg)
            }
        };
        if callee_pops > 0 {
            self.b.push_full(MOp::Ret, &[target, imm(callee_pops as i64)], &implicit, PRegSet::empty(), &[]);
        } else {
            self.b.push_full(MOp::Ret, &[target], &implicit, PRegSet::empty(), &[]);
        }
        Ok(())
    }

    /// The address of the bytes of aggregate argument `v`.
    fn agg_src(&mut self, v: Value, kind: &ParamKind) -> Result<Amode, LowerError> {
        match kind {
            ParamKind::Agg(c) | ParamKind::IntParts(c) => self.agg_bytes(v, c),
            _ => Err(self.err("aggregate argument without a C type".into())),
        }
    }

    /// Bytes of an argument copied whole (aggregate or byval size; 0 for scalars).
    fn arg_bytes(&self, kind: Option<&ParamKind>) -> u64 {
        match kind {
            Some(ParamKind::Agg(c) | ParamKind::IntParts(c)) => c.size(),
            Some(ParamKind::ByVal(size, _)) => *size,
            Some(ParamKind::Scalar(_, cts)) => cts.iter().map(CType::size).sum(),
            Some(ParamKind::Pinned(_)) => 8,
            None => 0,
        }
    }

    /// A 16-byte-aligned copy of an argument passed by reference (Win64); returns its address.
    fn byref_copy(&mut self, kind: &ParamKind, val: &ArgVal) -> Result<VReg, LowerError> {
        let size = self.arg_bytes(Some(kind));
        let align = match kind {
            ParamKind::Agg(c) => c.align().clamp(16, 32),
            ParamKind::ByVal(_, align) => (*align).clamp(16, 32),
            _ => 16,
        };
        let slot_size = u32::try_from(size.div_ceil(16) * 16).map_err(|_| self.err("argument too large".into()))?;
        let slot = Amode::slot(self.b.new_stack_slot(slot_size.max(16), align as u32), 0);
        match val {
            ArgVal::Agg(v) => self.agg_write(*v, slot, size)?,
            ArgVal::ByVal(src) => self.copy_memory(slot, *src, size)?,
            ArgVal::InOut(_) => return Err(self.err("a swifterror argument passed by reference".into())),
            ArgVal::Regs(regs) => {
                let mut o = 0i64;
                for &r in regs {
                    match self.b.vreg_class(r) {
                        RegClass::Int => {
                            self.ins(Code::Mov_rm64_r64, &[mem(off(slot, o)?), u(r)]);
                            o += 8;
                        }
                        RegClass::Vec => {
                            self.ins(Code::Movups_xmmm128_xmm, &[mem(off(slot, o)?), u(r)]);
                            o += 16;
                        }
                    }
                }
            }
        }
        let p = self.gpr();
        self.lea(p, slot);
        Ok(p)
    }

    /// Stores one register of a scalar argument to its argument-area slot.
    fn store_reg_to_stack(&mut self, r: VReg, pc: &Piece, a: Amode) {
        match (pc.class, pc.size) {
            (RegClass::Int, _) => self.ins(Code::Mov_rm64_r64, &[mem(a), u(r)]),
            (RegClass::Vec, 16) => self.ins(Code::Movups_xmmm128_xmm, &[mem(a), u(r)]),
            (RegClass::Vec, _) => self.ins(Code::Movsd_xmmm64_xmm, &[mem(a), u(r)]),
        }
    }

    /// Moves `r` into a fixed register place, converting between register classes when the convention
    /// puts a vector-class value in a GPR (Win64 `__m64`, float varargs) or the reverse.
    fn move_to_place(&mut self, place: Place, r: VReg, implicit: &mut Vec<Operand>) {
        match place {
            Place::Reg(p) => {
                let v = self.convert_class(r, class_of(p));
                self.copy_to_preg(p, v);
                implicit.push(Operand::preg_use(p));
            }
            Place::RegPair(x, g) => {
                let xv = self.convert_class(r, RegClass::Vec);
                let gv = self.convert_class(r, RegClass::Int);
                self.copy_to_preg(x, xv);
                self.copy_to_preg(g, gv);
                implicit.push(Operand::preg_use(x));
                implicit.push(Operand::preg_use(g));
            }
            Place::Stack(_) => {}
        }
    }

    /// `r` itself when it has class `want`, else a `movq` copy in that class.
    fn convert_class(&mut self, r: VReg, want: RegClass) -> VReg {
        if self.b.vreg_class(r) == want {
            return r;
        }
        let t = self.b.new_vreg(want);
        match want {
            RegClass::Int => self.ins(Code::Movq_rm64_xmm, &[d(t), u(r)]),
            RegClass::Vec => self.ins(Code::Movq_xmm_rm64, &[d(t), u(r)]),
        }
        t
    }

    /// `v = p`, converting classes when they differ.
    fn move_from_preg(&mut self, v: VReg, class: RegClass, p: PReg) {
        let pc = class_of(p);
        if pc == class {
            self.copy_from_preg(v, p);
            return;
        }
        let t = self.b.new_vreg(pc);
        self.copy_from_preg(t, p);
        match class {
            RegClass::Int => self.ins(Code::Movq_rm64_xmm, &[d(v), u(t)]),
            RegClass::Vec => self.ins(Code::Movq_xmm_rm64, &[d(v), u(t)]),
        }
    }

    /// Splits the 16 bytes of xmm register `x` into the (low, high) GPRs of an `i128`.
    fn xmm_to_pair(&mut self, x: VReg, dst: &[VReg]) -> Result<(), LowerError> {
        let (Some(&lo), Some(&hi)) = (dst.first(), dst.get(1)) else {
            return Err(self.err("i128 result without two registers".into()));
        };
        self.ins(Code::Movq_rm64_xmm, &[d(lo), u(x)]);
        let t = self.copy_new(x, RegClass::Vec);
        self.ins(Code::Psrldq_xmm_imm8, &[super::build::m(t), imm(8)]);
        self.ins(Code::Movq_rm64_xmm, &[d(hi), u(t)]);
        Ok(())
    }

    /// Packs the (low, high) GPRs of an `i128` into a new xmm register.
    fn pair_to_xmm(&mut self, regs: &[VReg]) -> Result<VReg, LowerError> {
        let (Some(&lo), Some(&hi)) = (regs.first(), regs.get(1)) else {
            return Err(self.err("i128 value without two registers".into()));
        };
        let x = self.xmm();
        self.ins(Code::Movq_xmm_rm64, &[d(x), u(lo)]);
        let h = self.xmm();
        self.ins(Code::Movq_xmm_rm64, &[d(h), u(hi)]);
        self.ins(Code::Punpcklqdq_xmm_xmmm128, &[super::build::m(x), u(h)]);
        Ok(x)
    }

    /// Calls a library function (the target's C convention) with register arguments given as parts.
    pub(crate) fn emit_libcall_pairs(
        &mut self,
        name: &str,
        args: &[(Vec<VReg>, RegClass)],
        rets: &[(VReg, PartClass)],
    ) -> Result<(), LowerError> {
        let sym = self.st.libcall(name);
        let conv = self.st.target().c_convention();
        let scalar = |classes: Vec<RegClass>| {
            let c = match (classes.len(), classes.first()) {
                (2, _) => CType::int(16),
                (_, Some(RegClass::Vec)) => CType::Double,
                _ => CType::int(8),
            };
            (classes, c)
        };
        let mut kinds = Vec::new();
        let mut vals = Vec::new();
        for (regs, class) in args {
            let (classes, c) = scalar(vec![*class; regs.len()]);
            kinds.push(ParamKind::Scalar(classes, vec![c]));
            vals.push(ArgVal::Regs(regs.clone()));
        }
        let (ret, dst) = if rets.is_empty() {
            (RetKind::Void, CallDst::Discard)
        } else {
            let classes: Vec<RegClass> = rets
                .iter()
                .map(|r| match r.1 {
                    PartClass::Int => RegClass::Int,
                    _ => RegClass::Vec,
                })
                .collect();
            let regs: Vec<VReg> = rets.iter().map(|r| r.0).collect();
            let (classes, c) = scalar(classes);
            (RetKind::Scalar(classes, c), CallDst::Regs(Type::VOID, ValueRegs::from_slice(&regs)))
        };
        self.emit_call(ConvRules::c(conv), Callee::Sym(sym), &kinds, vals, None, &ret, dst, None)
    }

    /// `ret` / `ret T v`.
    pub(crate) fn lower_ret(&mut self, arg: Option<Value>) -> Result<(), LowerError> {
        let mut uses = Vec::new();
        let rules = self.rules;
        if let Some(slot) = self.swifterror_slot {
            // The swifterror value goes back to our caller in r12.
            let v = self.gpr();
            self.ins(Code::Mov_r64_rm64, &[d(v), mem(slot)]);
            self.copy_to_preg(PReg::R12, v);
            uses.push(Operand::preg_use(PReg::R12));
        }
        if let Some(v) = arg {
            let ty = self.func.dfg.value_type(v);
            let kind = self.ret_kind(ty, rules).map_err(|m| self.err(format!("return value: {m}")))?;
            let p = plan(rules, &[], &kind, None).map_err(|m| self.err(format!("return value: {m}")))?;
            match (&p.ret, &kind) {
                (RetPlace::Void, _) => {}
                (RetPlace::X87, _) => self.fp80_push_return(v)?,
                (RetPlace::Indirect(_), RetKind::Agg(c) | RetKind::IntParts(c)) => {
                    let buf = self.ret_ptr.ok_or_else(|| self.err("indirect return without a buffer".into()))?;
                    self.agg_write(v, Amode::reg(buf, 0), c.size())?;
                    self.copy_to_preg(PReg::RAX, buf);
                    uses.push(Operand::preg_use(PReg::RAX));
                }
                (RetPlace::Indirect(_), RetKind::Scalar(..)) => {
                    // A 32-byte vector under Win64: its registers stored to the caller's buffer.
                    let buf = self.ret_ptr.ok_or_else(|| self.err("indirect return without a buffer".into()))?;
                    let regs = self.value_regs(v)?.regs().to_vec();
                    for (j, &r) in regs.iter().enumerate() {
                        self.ins(Code::Movups_xmmm128_xmm, &[mem(Amode::reg(buf, 16 * j as i32)), u(r)]);
                    }
                    self.copy_to_preg(PReg::RAX, buf);
                    uses.push(Operand::preg_use(PReg::RAX));
                }
                (RetPlace::Pieces(ps), RetKind::Agg(c) | RetKind::IntParts(c)) => {
                    let shape: Vec<(u64, u64, RegClass)> = ps.iter().map(|x| (x.0, x.1, x.2)).collect();
                    let mut vs = Vec::new();
                    if let Some(map) = self.direct_pieces(ty, &shape) {
                        let regs = self.value_regs(v)?;
                        for (&(_, _, _, rp), &j) in ps.iter().zip(&map) {
                            vs.push((regs.regs()[j], rp));
                        }
                    } else {
                        let src = self.agg_bytes(v, c)?;
                        for &(o, size, class, rp) in ps {
                            vs.push((self.load_piece(off(src, o as i64)?, size, class)?, rp));
                        }
                    }
                    for (r, rp) in vs {
                        self.copy_to_preg(rp, r);
                        uses.push(Operand::preg_use(rp));
                    }
                }
                (RetPlace::XmmPair, _) => {
                    let regs = self.value_regs(v)?.regs().to_vec();
                    let x = self.pair_to_xmm(&regs)?;
                    self.copy_to_preg(PReg::xmm(0), x);
                    uses.push(Operand::preg_use(PReg::xmm(0)));
                }
                (RetPlace::Pieces(ps), _) => {
                    let mut regs = self.value_regs(v)?.regs().to_vec();
                    if regs.len() == 1 && ps.len() == 1 {
                        regs[0] = self.ext_attr(self.func.attrs.ret, ty, regs[0]);
                    }
                    for (&r, &(_, _, _, rp)) in regs.iter().zip(ps) {
                        let mut imp = Vec::new();
                        self.move_to_place(Place::Reg(rp), r, &mut imp);
                        uses.extend(imp);
                    }
                }
                _ => return Err(self.err("return value does not match its placement".into())),
            }
        } else if let Some(s) = self.sret {
            let r = self.value_regs(s)?.only();
            self.copy_to_preg(PReg::RAX, r);
            uses.push(Operand::preg_use(PReg::RAX));
        }
        self.b.push_full(MOp::Ret, &[], &uses, PRegSet::empty(), &[]);
        Ok(())
    }

    /// Copies incoming parameters into vregs at the start of the entry block (first spilling the
    /// argument registers of a variadic function: SysV's register save area, Win64's home slots).
    pub(crate) fn lower_params(&mut self) -> Result<(), LowerError> {
        let f = self.func;
        let rules = self.rules;
        let conv = rules.conv;
        let (ret_ty, ptys, varargs) = self
            .module
            .types
            .func_info(f.ty)
            .map(|(r, p, v)| (r, p.to_vec(), v))
            .ok_or_else(|| self.err_fn("function without a function type".into()))?;
        let mut kinds = Vec::with_capacity(ptys.len());
        for (k, &ty) in ptys.iter().enumerate() {
            if let Some((size, align)) = self.byval_of(&f.attrs, k) {
                kinds.push(ParamKind::ByVal(size, align));
                continue;
            }
            let kind =
                self.param_kind(ty, f.attrs.param(k), rules).map_err(|m| self.err_fn(format!("parameter {k}: {m}")))?;
            kinds.push(kind);
        }
        if varargs && rules.is_ir_level() {
            return Err(self.err_fn(format!("variadic {} functions are not supported", rules.family.name())));
        }
        let ret = self.ret_kind(ret_ty, rules).map_err(|m| self.err_fn(format!("return value: {m}")))?;
        let p = plan(rules, &kinds, &ret, varargs.then_some(ptys.len())).map_err(|m| self.err_fn(m))?;
        self.incoming_stack = p.stack_size;
        self.b.popped_bytes = u32::try_from(rules.popped_bytes(p.stack_size))
            .map_err(|_| self.err_fn("too many bytes of stack arguments".into()))?;
        if varargs {
            self.spill_varargs(conv, &p);
        }
        let inc = |o: u64| Amode { base: AmodeBase::IncomingArgs, index: None, disp: o as i32 };
        // 1. Every register parameter into a vreg first (later copies may call memcpy).
        if let RetPlace::Indirect(reg) = p.ret {
            let r = self.gpr();
            self.copy_from_preg(r, reg);
            self.ret_ptr = Some(r);
        }
        let mut piece_regs: Vec<Vec<Option<VReg>>> = Vec::with_capacity(kinds.len());
        let mut byref_regs: Vec<Option<VReg>> = Vec::with_capacity(kinds.len());
        for place in &p.args {
            let mut pr = Vec::new();
            let mut br = None;
            match place {
                ArgPlace::Pieces(pieces) => {
                    for pc in pieces {
                        pr.push(match pc.place {
                            Place::Reg(rp) | Place::RegPair(rp, _) => {
                                let v = self.b.new_vreg(pc.class);
                                self.move_from_preg(v, pc.class, rp);
                                Some(v)
                            }
                            Place::Stack(_) => None,
                        });
                    }
                }
                ArgPlace::ByRef(Place::Reg(rp)) => {
                    let v = self.gpr();
                    self.copy_from_preg(v, *rp);
                    br = Some(v);
                }
                ArgPlace::ByRef(Place::Stack(o)) => {
                    let v = self.gpr();
                    self.ins(Code::Mov_r64_rm64, &[d(v), mem(inc(*o))]);
                    br = Some(v);
                }
                _ => {}
            }
            piece_regs.push(pr);
            byref_regs.push(br);
        }
        // 2. Values.
        for (k, &pv) in f.params.iter().enumerate() {
            let (Some(kind), Some(place)) = (kinds.get(k), p.args.get(k)) else { continue };
            let ty = f.dfg.value_type(pv);
            let regs = match (kind, place) {
                (ParamKind::ByVal(..), ArgPlace::Memory(o)) => {
                    let r = self.gpr();
                    self.lea(r, inc(*o));
                    ValueRegs::one(r)
                }
                (ParamKind::Agg(_), ArgPlace::Memory(o)) => {
                    self.mem_params.insert(pv, inc(*o));
                    continue;
                }
                (_, ArgPlace::ByRef(_)) => {
                    let ptr = byref_regs[k].ok_or_else(|| self.err_fn("by-reference parameter lost".into()))?;
                    match kind {
                        ParamKind::Agg(_) => {
                            self.mem_params.insert(pv, Amode::reg(ptr, 0));
                            continue;
                        }
                        // A Win64 `byval` parameter is the address of the caller's copy.
                        ParamKind::ByVal(..) => ValueRegs::one(ptr),
                        _ => self.param_scalar_byref(ty, ptr)?,
                    }
                }
                (ParamKind::Agg(c) | ParamKind::IntParts(c), ArgPlace::Pieces(pieces)) => {
                    let shape: Vec<(u64, u64, RegClass)> = pieces.iter().map(|p| (p.off, p.size, p.class)).collect();
                    let in_regs = piece_regs[k].iter().all(Option::is_some);
                    if let (Some(map), true) = (self.direct_pieces(ty, &shape), in_regs) {
                        let mut regs = vec![None; map.len()];
                        for (&j, v) in map.iter().zip(&piece_regs[k]) {
                            regs[j] = *v;
                        }
                        let regs: Vec<VReg> = regs.into_iter().flatten().collect();
                        self.regs.insert(pv, ValueRegs::from_slice(&regs));
                        continue;
                    }
                    // Win64 passes a small aggregate past the fourth slot in place on the stack.
                    if let ([pc], [None]) = (pieces.as_slice(), piece_regs[k].as_slice()) {
                        if let (Place::Stack(o), 0) = (pc.place, pc.off) {
                            self.mem_params.insert(pv, inc(o));
                            continue;
                        }
                    }
                    // Otherwise the pieces go to a slot written once here, read where the value is used.
                    let slot = self.agg_slot(c, Some(ty));
                    for (pc, v) in pieces.iter().zip(&piece_regs[k]) {
                        let a = off(slot, pc.off as i64)?;
                        match (v, pc.place) {
                            (Some(v), _) => self.store_piece(a, pc.size, pc.class, *v)?,
                            (None, Place::Stack(o)) => self.copy_memory(a, inc(o), pc.size)?,
                            _ => {}
                        }
                    }
                    self.mem_params.insert(pv, slot);
                    continue;
                }
                (ParamKind::Scalar(classes, _), ArgPlace::Pieces(pieces)) => {
                    if classes.is_empty() {
                        continue;
                    }
                    if let Some(a) = self.stack_scalar(ty, pieces, &piece_regs[k]) {
                        self.mem_params.insert(pv, inc(a));
                        continue;
                    }
                    let mut out = Vec::with_capacity(pieces.len());
                    for (pc, v) in pieces.iter().zip(&piece_regs[k]) {
                        let r = match (v, pc.place) {
                            (Some(v), _) => *v,
                            (None, Place::Stack(o)) => {
                                let r = self.b.new_vreg(pc.class);
                                match (pc.class, pc.size) {
                                    (RegClass::Int, _) => self.ins(Code::Mov_r64_rm64, &[d(r), mem(inc(o))]),
                                    (RegClass::Vec, 16) => self.ins(Code::Movups_xmm_xmmm128, &[d(r), mem(inc(o))]),
                                    (RegClass::Vec, _) => self.ins(Code::Movsd_xmm_xmmm64, &[d(r), mem(inc(o))]),
                                }
                                r
                            }
                            _ => return Err(self.err_fn("parameter piece lost".into())),
                        };
                        out.push(r);
                    }
                    if out.is_empty() {
                        continue;
                    }
                    ValueRegs::from_slice(&out)
                }
                (ParamKind::Pinned(_), ArgPlace::Pieces(_)) => {
                    let v = piece_regs[k].first().copied().flatten();
                    let v = v.ok_or_else(|| self.err_fn(format!("parameter {k} lost its register")))?;
                    if !self.module.attr_sets.has(f.attrs.param(k), AttrKind::SwiftError) {
                        ValueRegs::one(v)
                    } else {
                        // The swifterror value lives in a slot of ours while we run: the parameter is its
                        // address, and every return hands its final value back in r12, which this body
                        // therefore does not preserve.
                        let slot = Amode::slot(self.b.new_stack_slot(8, 8), 0);
                        self.ins(Code::Mov_rm64_r64, &[mem(slot), u(v)]);
                        self.swifterror_slot = Some(slot);
                        self.b.not_preserved.insert(PReg::R12);
                        let r = self.gpr();
                        self.lea(r, slot);
                        ValueRegs::one(r)
                    }
                }
                _ => return Err(self.err_fn(format!("parameter {k} does not match its placement"))),
            };
            self.regs.insert(pv, regs);
            if self.module.attr_sets.has(f.attrs.param(k), AttrKind::StructRet) {
                self.sret = Some(pv);
            }
        }
        Ok(())
    }

    /// The argument-area offset of a scalar parameter that arrived entirely on the stack in one
    /// contiguous piece (integers, pointers, float, double, `i128`), which can then be loaded at its uses.
    fn stack_scalar(&self, ty: Type, pieces: &[Piece], regs: &[Option<VReg>]) -> Option<u64> {
        if regs.iter().any(Option::is_some) {
            return None;
        }
        let types = &self.module.types;
        let simple = matches!(
            types.data(ty),
            kiln_ir::TypeData::Int(_)
                | kiln_ir::TypeData::Ptr(_)
                | kiln_ir::TypeData::Float
                | kiln_ir::TypeData::Double
        );
        match pieces {
            [p] if simple => match p.place {
                Place::Stack(o) => Some(o),
                _ => None,
            },
            [p, q] if types.int_bits(ty).is_some_and(|b| b > 64) => match (p.place, q.place) {
                (Place::Stack(o), Place::Stack(o2)) if o2 == o + 8 => Some(o),
                _ => None,
            },
            _ => None,
        }
    }

    /// A scalar parameter passed by reference (Win64 `i128` and vectors over 8 bytes).
    fn param_scalar_byref(&mut self, ty: Type, ptr: VReg) -> Result<ValueRegs, LowerError> {
        let classes = self.reg_classes(ty)?;
        let mut out = Vec::new();
        let mut o = 0i64;
        for c in classes {
            let r = self.b.new_vreg(c);
            let a = Amode::reg(ptr, o as i32);
            match c {
                RegClass::Int => {
                    self.ins(Code::Mov_r64_rm64, &[d(r), mem(a)]);
                    o += 8;
                }
                RegClass::Vec => {
                    self.ins(Code::Movups_xmm_xmmm128, &[d(r), mem(a)]);
                    o += 16;
                }
            }
            out.push(r);
        }
        if out.is_empty() {
            return Err(self.err_fn("empty parameter passed by reference".into()));
        }
        Ok(ValueRegs::from_slice(&out))
    }

    /// The variadic prologue: SysV spills the argument registers to a 176-byte register save area;
    /// Win64 spills rcx, rdx, r8, r9 to their home slots in the caller's shadow space.
    fn spill_varargs(&mut self, conv: Convention, p: &Plan) {
        match conv {
            Convention::SysV => {
                let slot = self.b.new_stack_slot(176, 16);
                for (k, &n) in kiln_abi::INT_ARG_REGS.iter().enumerate() {
                    let a = Amode::slot(slot, 8 * k as i32);
                    self.ins(Code::Mov_rm64_r64, &[mem(a), pu(PReg::gpr(n))]);
                }
                for k in 0..8u8 {
                    let a = Amode::slot(slot, 48 + 16 * k as i32);
                    self.ins(Code::Movaps_xmmm128_xmm, &[mem(a), pu(PReg::xmm(k))]);
                }
                self.va = Some(VaInfo {
                    save_area: slot,
                    gp_used: p.int_used,
                    sse_used: p.sse_used,
                    stack_size: p.stack_size as u32,
                });
            }
            Convention::Win64 => {
                for (k, &n) in win64::INT_ARG_REGS.iter().enumerate() {
                    let a = Amode { base: AmodeBase::IncomingArgs, index: None, disp: 8 * k as i32 };
                    self.ins(Code::Mov_rm64_r64, &[mem(a), pu(PReg::gpr(n))]);
                }
                let hidden = u64::from(matches!(p.ret, RetPlace::Indirect(_)));
                self.va_win64 = Some(8 * (p.args.len() as u64 + hidden) as i32);
            }
        }
    }

    /// Copies `size` bytes from `src` to `dst` with 8/4/2/1-byte moves (calls memcpy when large).
    pub(crate) fn copy_memory(&mut self, dst: Amode, src: Amode, size: u64) -> Result<(), LowerError> {
        if size > 128 {
            let dr = self.gpr();
            self.lea(dr, dst);
            let sr = self.gpr();
            self.lea(sr, src);
            let n = self.imm_reg(size as i64);
            return self.emit_libcall_pairs(
                "memcpy",
                &[(vec![dr], RegClass::Int), (vec![sr], RegClass::Int), (vec![n], RegClass::Int)],
                &[],
            );
        }
        let mut done = 0u64;
        while done < size {
            let rest = size - done;
            let (chunk, ld, st) = super::mem::copy_chunk(rest);
            let t = self.gpr();
            self.ins(ld, &[d(t), mem(off(src, done as i64)?)]);
            self.ins(st, &[mem(off(dst, done as i64)?), u(t)]);
            done += chunk;
        }
        Ok(())
    }

    /// Loads the `size` bytes at `a` (exactly those) into a new register of `class`.
    pub(crate) fn load_piece(&mut self, a: Amode, size: u64, class: RegClass) -> Result<VReg, LowerError> {
        match (class, size) {
            (RegClass::Int, 1..=8) => {
                let r = self.gpr();
                self.load_int(r, a, size as u32)?;
                Ok(r)
            }
            (RegClass::Vec, 4 | 8 | 16) => {
                let r = self.xmm();
                let code = match size {
                    4 => Code::Movss_xmm_xmmm32,
                    8 => Code::Movsd_xmm_xmmm64,
                    _ => Code::Movups_xmm_xmmm128,
                };
                self.ins(code, &[d(r), mem(a)]);
                Ok(r)
            }
            (RegClass::Vec, 1..=7) => {
                let g = self.gpr();
                self.load_int(g, a, size as u32)?;
                Ok(self.convert_class(g, RegClass::Vec))
            }
            _ => Err(self.err(format!("a register piece of {size} bytes"))),
        }
    }

    /// Stores the low `size` bytes of `r` (of `class`) at `a`.
    pub(crate) fn store_piece(&mut self, a: Amode, size: u64, class: RegClass, r: VReg) -> Result<(), LowerError> {
        let vec_store = match size {
            4 => Some(Code::Movss_xmmm32_xmm),
            8 => Some(Code::Movsd_xmmm64_xmm),
            16 => Some(Code::Movups_xmmm128_xmm),
            _ => None,
        };
        match (class, size, vec_store) {
            (RegClass::Int, 1..=8, _) => self.store_int(r, a, size as u32),
            (RegClass::Vec, _, Some(code)) => {
                self.ins(code, &[mem(a), u(r)]);
                Ok(())
            }
            (RegClass::Vec, 1..=7, None) => {
                let g = self.convert_class(r, RegClass::Int);
                self.store_int(g, a, size as u32)
            }
            _ => Err(self.err(format!("a register piece of {size} bytes"))),
        }
    }
}
