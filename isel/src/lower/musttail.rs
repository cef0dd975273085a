//! Tail calls: which calls become jumps, and the checks that make every `musttail` Kiln cannot honour an error.
//!
//! A tail call is a jump: its arguments go where the callee expects them, the epilogue restores the
//! callee-saved registers and tears the frame down, and the function ends in a `jmp` to the callee instead of
//! `ret` (`emit_call` with `CallDst::Tail` ends the block with `MOp::Ret` carrying the jump target, the same
//! epilogue as every return). Three kinds of call are made that way ([`TailCall`]):
//!
//! - `musttail` (LLVM's rules, which Kiln's verifier does not check, so this file does): the call is followed
//!   by `ret` of its result (`ret void` for a void call) and has the caller's calling convention. In the C
//!   conventions it is made through the caller's own function type (return type, parameter types, varargs),
//!   so both signatures are placed identically: register arguments go to the same registers, and stack
//!   arguments to the same offsets of the incoming argument area our caller set up (Win64's shadow space,
//!   which belongs to our caller, is reused as is); the ABI attributes of each parameter agree. In `tailcc`
//!   and `swifttailcc` the prototypes may differ: the callee pops its own arguments, so the tail call writes
//!   them to the top of our incoming area and moves the return address below them (into the frame's tail-call
//!   reserve when the callee's area is larger; `emit_call`), and only `swiftself` and `swiftasync` (of
//!   LLVM's `sret`, `byval`, `swiftself`, `swiftasync`) may mark its arguments;
//! - a `tail` call between two functions of the same callee-pop convention, in tail position (followed by
//!   `ret` of its result, `ret void`, or `unreachable`): LLVM's guaranteed tail calls, made at every `-O` level
//!   with the same rules as `musttail`, except that what Kiln cannot do (a `swifterror` argument, which LLVM
//!   does not tail call either) makes it an ordinary call;
//! - at `-O2` ([`super::LowerOptions::sibling_calls`]), a `tail` call in the other conventions followed by
//!   `ret` of its result or `ret void`, between bodies of the same convention, whose stack arguments fit our own
//!   incoming area and which needs nothing of our frame (`FuncLower::sibling_fits`): LLVM's and gcc's sibling
//!   calls. The `tail` marker promises the callee reads no alloca of ours.
//!
//! Never a tail call, and errors for `musttail`: variadic callers (the variadic arguments would have to be
//! forwarded), `sret`, `byval`, `inalloca` and `preallocated` parameters and aggregates passed in memory or by
//! reference (objects in a frame that no longer exists), `swifterror` (the value must come back through our
//! frame), calls to intrinsics. `notail` calls are ordinary calls.

use kiln_ir::instructions::{CallData, TailKind};
use kiln_ir::{AttrKind, AttrSetId, Inst, InstKind};

use super::FuncLower;
use crate::conv::ConvRules;
use crate::ctx::{LowerCtx, LowerError};

/// Parameter attributes naming an object in the caller's frame: a tail call cannot pass one.
const FRAME_OBJECT_ATTRS: [AttrKind; 4] =
    [AttrKind::StructRet, AttrKind::ByVal, AttrKind::InAlloca, AttrKind::Preallocated];

/// Parameter attributes that change how an argument is passed: caller and callee must agree on them
/// (LLVM's `getParameterABIAttributes`, without the frame objects above).
const ABI_ATTRS: [AttrKind; 7] = [
    AttrKind::InReg,
    AttrKind::StackAlignment,
    AttrKind::Nest,
    AttrKind::ByRef,
    AttrKind::SwiftSelf,
    AttrKind::SwiftError,
    AttrKind::SwiftAsync,
];

/// Attributes LLVM does not allow on the arguments of a `tailcc`/`swifttailcc` `musttail` call (only `sret`,
/// `byval`, `swiftself` and `swiftasync` are; Kiln rejects the first two as frame objects).
const NOT_IN_CALLEE_POP_MUSTTAIL: [AttrKind; 5] =
    [AttrKind::InReg, AttrKind::StackAlignment, AttrKind::Nest, AttrKind::ByRef, AttrKind::SwiftError];

/// Whether and how a call is a tail call.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum TailCall {
    /// An ordinary call.
    No,
    /// A jump that must be made (`musttail`, or a guaranteed tail call of a callee-pop convention), replacing
    /// the terminator after the call (`ret` or `unreachable`).
    Required(Inst),
    /// A sibling call: a jump replacing that terminator if the placement allows it (`sibling_fits`).
    IfItFits(Inst),
}

impl FuncLower<'_> {
    /// Decides whether the call `i` (with `rules`, inside a call-site record when `in_site`) is a tail call.
    pub(crate) fn classify_tail(
        &self,
        i: Inst,
        c: &CallData,
        rules: ConvRules,
        in_site: bool,
    ) -> Result<TailCall, LowerError> {
        match c.tail {
            TailKind::MustTail => Ok(TailCall::Required(self.check_musttail(i, c, rules)?)),
            TailKind::Tail if !in_site => {
                let guaranteed = rules.callee_pops() && c.cc == self.func.cc;
                let sibling = self.options.sibling_calls && !rules.callee_pops() && rules == self.rules;
                if !(guaranteed || sibling) {
                    return Ok(TailCall::No);
                }
                let Some(end) = self.tail_position(i, guaranteed) else { return Ok(TailCall::No) };
                let sets = &self.module.attr_sets;
                if self.swifterror_slot.is_some()
                    || (0..c.args.len()).any(|k| sets.has(c.attrs.param(k), AttrKind::SwiftError))
                {
                    // LLVM makes no tail call with a swifterror value either.
                    return Ok(TailCall::No);
                }
                if guaranteed {
                    // LLVM always makes these jumps; what Kiln cannot pass is an error, not a growing stack.
                    if let Some(kind) = self.frame_object_arg(c) {
                        let m = format!("tail call: a `{}` parameter is not supported yet", kind.name());
                        return Err(self.error_at(i, m));
                    }
                    Ok(TailCall::Required(end))
                } else if self.may_tail_call(c) && self.same_return_extension(c, end) {
                    Ok(TailCall::IfItFits(end))
                } else {
                    Ok(TailCall::No)
                }
            }
            _ => Ok(TailCall::No),
        }
    }

    /// The terminator a tail call `i` would replace: `ret` of its result, `ret void`, or for a guaranteed tail
    /// call `unreachable`, right after it.
    fn tail_position(&self, i: Inst, guaranteed: bool) -> Option<Inst> {
        let f = self.func;
        let blk = f.layout.inst_block(i)?;
        let insts = f.layout.block_insts(blk);
        let next = insts.get(insts.iter().position(|&x| x == i)? + 1).copied()?;
        match f.dfg.inst(next) {
            InstKind::Ret { arg: Some(a) } if f.dfg.inst_result(i) == Some(*a) => Some(next),
            InstKind::Ret { arg: None } => Some(next),
            InstKind::Unreachable if guaranteed => Some(next),
            _ => None,
        }
    }

    /// The first frame-object attribute (`sret`, `byval`, ...) on our parameters or the call's arguments.
    fn frame_object_arg(&self, c: &CallData) -> Option<AttrKind> {
        let sets = &self.module.attr_sets;
        let nparams = self.module.types.func_info(self.func.ty).map_or(0, |(_, p, _)| p.len());
        let ours = (0..nparams).map(|k| self.func.attrs.param(k));
        let theirs = (0..c.args.len()).map(|k| c.attrs.param(k));
        let mut sets_iter = ours.chain(theirs);
        sets_iter.find_map(|set| FRAME_OBJECT_ATTRS.iter().copied().find(|&k| sets.has(set, k)))
    }

    /// What a sibling call may not have: variadic signatures, objects in our frame, a caller that asks for no
    /// tail calls (`"disable-tail-calls"="true"`, clang's `-fno-optimize-sibling-calls`) or calls a
    /// `returns_twice` function (`setjmp` may return into the frame the jump would give up).
    fn may_tail_call(&self, c: &CallData) -> bool {
        let types = &self.module.types;
        let sets = &self.module.attr_sets;
        let variadic = |ty| types.func_info(ty).is_none_or(|(_, _, v)| v);
        let f = self.func;
        let twice = f.layout.insts().any(|i| {
            f.dfg.inst(i).call_data().is_some_and(|cd| {
                sets.has(cd.attrs.func, AttrKind::ReturnsTwice)
                    || self
                        .direct_callee(cd)
                        .is_some_and(|g| sets.has(self.module.funcs[g].attrs.func, AttrKind::ReturnsTwice))
            })
        });
        !variadic(f.ty)
            && !variadic(c.fn_ty)
            && self.frame_object_arg(c).is_none()
            && !sets.has(f.attrs.func, AttrKind::Naked)
            && sets.str_arg(f.attrs.func, "disable-tail-calls") != Some(Some("true"))
            && !twice
    }

    /// Whether the extension a returned result gets (`signext`, `zeroext`) is the same for us and the callee,
    /// so the callee's return is ours (a sibling call; LLVM's `returnTypeIsEligibleForTailCall`).
    fn same_return_extension(&self, c: &CallData, end: Inst) -> bool {
        if !matches!(self.func.dfg.inst(end), InstKind::Ret { arg: Some(_) }) {
            return true;
        }
        let sets = &self.module.attr_sets;
        [AttrKind::SExt, AttrKind::ZExt, AttrKind::InReg]
            .iter()
            .all(|&k| sets.has(self.func.attrs.ret, k) == sets.has(c.attrs.ret, k))
    }

    /// "musttail call" or "tail call", for the messages about the call being lowered.
    pub(crate) fn tail_call_label(&self) -> &'static str {
        let must =
            self.cur_inst.and_then(|i| self.func.dfg.inst(i).call_data()).is_some_and(|c| c.tail == TailKind::MustTail);
        if must {
            "musttail call"
        } else {
            "tail call"
        }
    }

    /// Checks that the `musttail` call `i` (under `rules`) has a form Kiln lowers as a tail call; returns the
    /// `ret` after it, which the tail call replaces.
    pub(crate) fn check_musttail(&self, i: Inst, c: &CallData, rules: ConvRules) -> Result<Inst, LowerError> {
        let f = self.func;
        let err = |m: &str| self.error_at(i, format!("musttail call: {m}"));
        let Some(blk) = f.layout.inst_block(i) else { return Err(err("not in a block")) };
        let insts = f.layout.block_insts(blk);
        let next = insts.iter().position(|&x| x == i).and_then(|p| insts.get(p + 1)).copied();
        let result = f.dfg.inst_result(i);
        let ret = match next.map(|n| (n, f.dfg.inst(n))) {
            Some((n, InstKind::Ret { arg })) if *arg == result => n,
            _ => return Err(err("must be followed by `ret` of its result (or `ret void`)")),
        };
        if c.cc != f.cc {
            return Err(err(&format!(
                "the callee's calling convention {} is not the caller's {}",
                c.cc.name(),
                f.cc.name()
            )));
        }
        let shown = |t| super::type_name(self.module, t);
        let callee_pops = rules.callee_pops();
        if c.fn_ty != f.ty && !callee_pops {
            return Err(err(&format!("the callee's type {} is not the caller's type {}", shown(c.fn_ty), shown(f.ty))));
        }
        let (_, params, varargs) =
            self.module.types.func_info(f.ty).ok_or_else(|| err("the caller has no function type"))?;
        let callee_varargs = self.module.types.func_info(c.fn_ty).is_none_or(|(_, _, v)| v);
        if varargs || callee_varargs {
            return Err(err("forwarding variadic arguments is not supported yet"));
        }
        let sets = &self.module.attr_sets;
        if self.swifterror_slot.is_some() || (0..c.args.len()).any(|k| sets.has(c.attrs.param(k), AttrKind::SwiftError))
        {
            return Err(err("a `swifterror` value is not supported in a tail call (LLVM 19 cannot either)"));
        }
        let ours = (0..params.len()).map(|k| f.attrs.param(k));
        let theirs = (0..c.args.len()).map(|k| c.attrs.param(k));
        for set in ours.clone().chain(theirs) {
            for kind in FRAME_OBJECT_ATTRS {
                if sets.has(set, kind) {
                    return Err(err(&format!("a `{}` parameter is not supported yet", kind.name())));
                }
            }
        }
        if callee_pops {
            for k in 0..c.args.len() {
                if let Some(kind) = NOT_IN_CALLEE_POP_MUSTTAIL.iter().find(|&&a| sets.has(c.attrs.param(k), a)) {
                    return Err(err(&format!(
                        "argument {k} has `{}`, which a {} musttail call may not have",
                        kind.name(),
                        rules.family.name()
                    )));
                }
            }
            return Ok(ret);
        }
        for k in 0..params.len() {
            let (ours, theirs) = (f.attrs.param(k), c.attrs.param(k));
            for kind in ABI_ATTRS {
                if !same_attr(self, ours, theirs, kind) {
                    return Err(err(&format!(
                        "argument {k} and the caller's parameter {k} differ in `{}`",
                        kind.name()
                    )));
                }
            }
        }
        Ok(ret)
    }
}

/// Whether attribute sets `a` and `b` both lack `kind` or have it with the same argument.
fn same_attr(fl: &FuncLower<'_>, a: AttrSetId, b: AttrSetId, kind: AttrKind) -> bool {
    let sets = &fl.module.attr_sets;
    sets.has(a, kind) == sets.has(b, kind)
        && sets.int_arg(a, kind) == sets.int_arg(b, kind)
        && sets.type_arg(a, kind) == sets.type_arg(b, kind)
}
