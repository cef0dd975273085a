//! `inline`: replaces direct calls of small functions (or of `alwaysinline` ones) by a copy of
//! the callee's body, through `kiln_ir::clone`. A module pass: it reads callees while it changes
//! callers. Requires nothing; preserves nothing in the functions it changes.
//!
//! `inline_call` is the mechanism, usable by other passes; the pass is the policy: a call is
//! inlined when the callee is a definition that is `alwaysinline`, or not `noinline` and at most
//! `threshold` instructions, and the call can be inlined at all: same calling convention, no
//! variadic callee, no operand bundles, no `musttail` unless the callee calls nothing, no
//! `byval`/`inalloca`/`preallocated`
//! parameters, a callee that is neither the caller nor a coroutine still to be split, and neither
//! calls `llvm.va_start`, makes `musttail` calls, has dynamic allocas, nor is `returns_twice`. Static allocas of the callee move to the caller's
//! entry block (so a call in a loop does not grow the stack); other allocas stay where they are.
//! Each caller is processed once per run, and a body is inlined only as it was before the run,
//! so recursion cannot make the pass loop.

use crate::coro::is_presplit;
use crate::util::{const_value, direct_callee, replace_all_uses};
use kiln_ir::clone::{clone_blocks, CloneMap};
use kiln_ir::pass::{AnalysisManager, ModulePass, Preserved};
use kiln_ir::{AttrKind, Block, ConstData, EntityRef, Func, Function, Inst, InstKind, Intrinsic, Module, Value};

/// The `inline` pass.
pub struct Inline {
    /// Largest callee (in instructions) inlined without `alwaysinline`.
    pub threshold: usize,
    /// Calls inlined by the last run.
    pub num_inlined: usize,
}

impl Default for Inline {
    fn default() -> Self {
        Inline { threshold: 40, num_inlined: 0 }
    }
}

impl ModulePass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }

    fn run(&mut self, m: &mut Module, _am: &mut AnalysisManager) -> Preserved {
        self.num_inlined = 0;
        // Bodies as they were before this run: what gets copied.
        // Only candidates are kept: a body too large to inline (and not `alwaysinline`), or one
        // that is `noinline`, is never copied.
        let originals: Vec<Option<Function>> = m
            .funcs
            .values()
            .map(|f| (f.is_definition && f.layout.num_blocks() > 0 && self.is_candidate(m, f)).then(|| f.clone()))
            .collect();
        let callers: Vec<Func> =
            m.funcs.keys().filter(|&f| m.funcs[f].is_definition && m.funcs[f].layout.num_blocks() > 0).collect();
        for caller in callers {
            let calls: Vec<Inst> = m.funcs[caller].layout.insts().collect();
            for call in calls {
                let Some(callee) = direct_callee(m, &m.funcs[caller], call) else { continue };
                let Some(body) = originals[callee.index()].as_ref() else { continue };
                if !self.wants(m, caller, call, callee, body) {
                    continue;
                }
                if inline_call(m, caller, call, body).is_ok() {
                    self.num_inlined += 1;
                }
            }
        }
        if self.num_inlined > 0 {
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }
}

impl Inline {
    /// True when `body` may be inlined at all: not `noinline`, and `alwaysinline` or small enough.
    fn is_candidate(&self, m: &Module, body: &Function) -> bool {
        let has = |k| m.attr_sets.has(body.attrs.func, k);
        !has(AttrKind::NoInline) && (has(AttrKind::AlwaysInline) || body.num_insts() <= self.threshold)
    }

    /// True when this call of a candidate `body` is inlined.
    fn wants(&self, m: &Module, caller: Func, call: Inst, callee: Func, body: &Function) -> bool {
        caller != callee && can_inline(m, &m.funcs[caller], call, body)
    }
}

/// True when call `call` of `caller` can be replaced by `body` (see the module comment).
pub fn can_inline(m: &Module, caller: &Function, call: Inst, body: &Function) -> bool {
    let InstKind::Call(c) = caller.dfg.inst(call) else { return false };
    let Some((_, _, varargs)) = m.types.func_info(body.ty) else { return false };
    if varargs
        || c.cc != body.cc
        || !c.bundles.is_empty()
        // A guaranteed tail call may become the callee's body only when that body calls nothing
        // (so no stack can grow where the tail call would have released the frame).
        || (c.tail == kiln_ir::instructions::TailKind::MustTail
            && body.layout.insts().any(|i| matches!(body.dfg.inst(i), InstKind::Call(_) | InstKind::Invoke(_))))
        || c.fn_ty != body.ty
        || c.args.len() != body.params.len()
        || is_presplit(m, body)
        || is_presplit(m, caller)
        || m.attr_sets.has(body.attrs.func, AttrKind::ReturnsTwice)
        || body.gc.is_some()
        || caller.gc != body.gc
    {
        return false;
    }
    let bad_param =
        |id| [AttrKind::ByVal, AttrKind::InAlloca, AttrKind::Preallocated].iter().any(|&k| m.attr_sets.has(id, k));
    if (0..body.params.len()).any(|i| bad_param(body.attrs.param(i)) || bad_param(c.attrs.param(i))) {
        return false;
    }
    let entry = body.layout.entry_block();
    !body.layout.insts().any(|i| {
        crate::util::called_intrinsic(m, body, i).is_some_and(|x| matches!(x, Intrinsic::VaStart | Intrinsic::VaCopy))
            || match body.dfg.inst(i) {
                InstKind::IndirectBr { .. } => true,
                // Exception handling inlines once call sites in the copy learn to unwind to the
                // caller's landing pad; until then bodies with it stay calls.
                InstKind::Invoke(_) | InstKind::LandingPad(_) | InstKind::Resume { .. } => true,
                // A guaranteed tail call stays one only in the callee's own frame.
                InstKind::Call(c) => c.tail == kiln_ir::instructions::TailKind::MustTail,
                // A dynamic alloca copied into a loop would grow the caller's stack on every trip.
                InstKind::Alloca { count, .. } => {
                    body.layout.inst_block(i) != entry || count.is_some_and(|n| body.dfg.value_const(n).is_none())
                }
                _ => false,
            }
    })
}

/// Replaces call `call` in `caller` by a copy of `body` (the callee's body), as `can_inline`
/// allows. The call's block is split at the call; the copy's returns branch to the rest of it,
/// merging the returned values in a phi.
pub fn inline_call(m: &mut Module, caller: Func, call: Inst, body: &Function) -> Result<(), String> {
    let Module { consts, funcs, .. } = m;
    let f = &mut funcs[caller];
    let args = match f.dfg.inst(call) {
        InstKind::Call(c) => c.args.clone(),
        _ => return Err("not a call".into()),
    };
    let result = f.dfg.inst_result(call);
    let before = f.layout.inst_block(call).ok_or("the call is not in the layout")?;
    let after = f.split_block_before(call);
    f.layout.remove_inst(call);
    let mut map = CloneMap::new();
    for (&p, &a) in body.params.iter().zip(&args) {
        map.set_value(p, a);
    }
    // The copy goes between the two halves.
    let mut order: Vec<Block> = f.layout.blocks().to_vec();
    let at = order.iter().position(|&b| b == after).expect("laid out");
    let first_new = f.dfg.num_blocks();
    clone_blocks(body, f, body.layout.blocks(), &mut map)?;
    let new_blocks: Vec<Block> = f.layout.blocks().iter().copied().filter(|b| b.index() >= first_new).collect();
    order.retain(|b| b.index() < first_new);
    for (k, &b) in new_blocks.iter().enumerate() {
        order.insert(at + k, b);
    }
    f.layout.set_block_order(order);
    let entry_copy = map.block(body.layout.entry_block().expect("a body")).expect("copied");
    f.append_inst(before, InstKind::Br { dest: entry_copy }, None);
    // Returns become branches to the rest of the caller's block.
    let mut returned: Vec<(Value, Block)> = Vec::new();
    for &b in &new_blocks {
        let Some(t) = f.terminator(b) else { continue };
        if let InstKind::Ret { arg } = *f.dfg.inst(t) {
            if let Some(v) = arg {
                returned.push((v, b));
            }
            *f.dfg.inst_mut(t) = InstKind::Br { dest: after };
        }
    }
    if let Some(r) = result {
        let ty = f.dfg.value_type(r);
        let with = match returned.len() {
            0 => const_value(consts, f, ConstData::Poison(ty)),
            1 => returned[0].0,
            _ => {
                let vals: Vec<Value> = returned.iter().map(|x| x.0).collect();
                let blocks: Vec<Block> = returned.iter().map(|x| x.1).collect();
                let args = f.dfg.make_value_list(&vals);
                let blocks = f.dfg.make_block_list(&blocks);
                let phi = f.dfg.make_inst(InstKind::Phi { fmf: Default::default(), args, blocks }, Some(ty));
                f.layout.insert_inst(phi, after, 0);
                f.dfg.inst_result(phi).expect("a phi has a result")
            }
        };
        replace_all_uses(f, r, with);
    }
    // Static allocas of the callee's entry move to the caller's entry.
    let entry = f.layout.entry_block().expect("a body");
    let static_allocas: Vec<Inst> = f
        .layout
        .block_insts(entry_copy)
        .iter()
        .copied()
        .filter(|&i| match f.dfg.inst(i) {
            InstKind::Alloca { count: None, .. } => true,
            InstKind::Alloca { count: Some(c), .. } => f.dfg.value_const(*c).is_some(),
            _ => false,
        })
        .collect();
    if entry != entry_copy {
        for (k, &a) in static_allocas.iter().enumerate() {
            f.layout.remove_inst(a);
            f.layout.insert_inst(a, entry, k);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{assert_llvm_accepts, assert_verifies, parse};
    use kiln_ir::text::printer::print_function;

    const SRC: &str = r#"
define internal i32 @clamp(i32 %x) {
entry:
  %buf = alloca i32, align 4
  store i32 %x, ptr %buf
  %big = icmp sgt i32 %x, 10
  br i1 %big, label %hi, label %lo
hi:
  ret i32 10
lo:
  %v = load i32, ptr %buf
  ret i32 %v
}

define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %c = call i32 @clamp(i32 %i)
  %acc1 = add i32 %acc, %c
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}

define i32 @self(i32 %n) noinline {
  %r = call i32 @self(i32 %n)
  ret i32 %r
}
"#;

    #[test]
    fn a_small_callee_is_copied_in_with_its_returns_merged_and_its_allocas_in_the_entry() {
        let mut m = parse(SRC);
        let mut pass = Inline::default();
        let mut am = AnalysisManager::new();
        assert_eq!(pass.run(&mut m, &mut am), Preserved::Nothing);
        assert_eq!(pass.num_inlined, 1, "@clamp into @sum; @self calls itself and is noinline");
        assert_verifies(&m, "after inlining");
        let sum = m.func_by_name("sum").unwrap();
        let text = print_function(&m, sum);
        assert!(!text.contains("call i32 @clamp"), "{text}");
        // The callee's alloca sits in the caller's entry block, not in the loop.
        let entry = text.split("\n\n").next().unwrap();
        assert!(entry.contains("%buf = alloca i32, align 4"), "{text}");
        assert!(text.contains("phi i32 [ 10, %hi ], [ %v, %lo ]"), "{text}");
        assert_llvm_accepts(&kiln_ir::text::print_module(&m), "inlined module");
    }

    #[test]
    fn callees_with_musttail_calls_or_dynamic_allocas_stay_calls() {
        let src = r#"
define i64 @down(i64 %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 0
more:
  %m = sub i64 %n, 1
  %t = musttail call i64 @down(i64 %m)
  ret i64 %t
}
define ptr @buf(i64 %n) {
  %p = alloca i8, i64 %n
  ret ptr %p
}
define i64 @main() {
  %a = call i64 @down(i64 3)
  %b = call ptr @buf(i64 16)
  ret i64 %a
}
"#;
        let mut m = parse(src);
        let mut pass = Inline::default();
        assert_eq!(pass.run(&mut m, &mut AnalysisManager::new()), Preserved::All);
        assert_eq!(pass.num_inlined, 0);
    }
}
