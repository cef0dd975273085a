//! `musttail` calls: the form Kiln implements, and the checks that make every other form an error.
//!
//! A `musttail` call is a real tail call: its arguments go where the callee expects them, the epilogue
//! restores the callee-saved registers and tears the frame down, and the function ends in a `jmp` to the
//! callee instead of `ret` (`emit_call` with `CallDst::Tail` ends the block with `MOp::Ret` carrying the
//! jump target, the same epilogue as every return). That is correct when the callee's incoming frame is
//! exactly ours, which LLVM's verifier demands of every `musttail` and this file checks, since Kiln's
//! verifier does not:
//!
//! - the call is followed by `ret` of its result (`ret void` for a void call);
//! - the call is made through the caller's own function type (return type, parameter types, varargs) with
//!   the caller's calling convention, so both signatures are placed identically: register arguments go to
//!   the same registers, and stack arguments to the same offsets of the incoming argument area our caller
//!   set up (and Win64's shadow space, which belongs to our caller, is reused as is);
//! - no parameter of either side is `sret`, `byval`, `inalloca` or `preallocated` (an object in the caller's
//!   frame, which the tail call destroys), and the other ABI attributes of each parameter agree.
//!
//! Not implemented, and errors: variadic callers (the variadic arguments would have to be forwarded),
//! aggregates passed in memory or by reference (a copy in a frame that no longer exists), calls to
//! intrinsics. The plain `tail` and `notail` markers are hints about what the caller's frame holds; Kiln
//! ignores them and makes an ordinary call.

use kiln_ir::instructions::CallData;
use kiln_ir::{AttrKind, AttrSetId, Inst, InstKind};

use super::FuncLower;
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

impl FuncLower<'_> {
    /// Checks that the `musttail` call `i` has the form Kiln lowers as a tail call; returns the `ret`
    /// after it, which the tail call replaces.
    pub(crate) fn check_musttail(&self, i: Inst, c: &CallData) -> Result<Inst, LowerError> {
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
        if c.fn_ty != f.ty {
            let shown = |t| super::type_name(self.module, t);
            return Err(err(&format!("the callee's type {} is not the caller's type {}", shown(c.fn_ty), shown(f.ty))));
        }
        let (_, params, varargs) =
            self.module.types.func_info(f.ty).ok_or_else(|| err("the caller has no function type"))?;
        if varargs {
            return Err(err("forwarding variadic arguments is not supported yet"));
        }
        let sets = &self.module.attr_sets;
        for k in 0..params.len() {
            let (ours, theirs) = (f.attrs.param(k), c.attrs.param(k));
            for kind in FRAME_OBJECT_ATTRS {
                if sets.has(ours, kind) || sets.has(theirs, kind) {
                    return Err(err(&format!("a `{}` parameter is not supported yet", kind.name())));
                }
            }
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
