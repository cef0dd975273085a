//! `scalarize`: vectors whose lanes have no vector register form (`<N x i128>`, which clang's SLP
//! vectorizer makes of 64×64→128-bit multiplies, e.g. in QuickJS's libbf) are taken apart into
//! their lanes before instruction selection, as LLVM's type legalizer scalarizes them: each such
//! value becomes N scalar values, and each instruction on it N scalar instructions. Vectors of
//! other types that meet them (`zext <2 x i64> ... to <2 x i128>`, `trunc` back, the `<N x i1>` of
//! a compare) are read with `extractelement` and rebuilt with `insertelement`.
//!
//! Handled: integer arithmetic, compares, `select`, casts, `insertelement`/`extractelement` with
//! constant indices, `shufflevector`, phis, `freeze`, and plain loads and stores. A function where
//! such a vector meets anything else (a call, a parameter, a dynamic lane index, a bitcast) is
//! left as it is, and instruction selection reports the value. `lower_module` runs this on a copy
//! of the module when it finds work (like `atomic_expand`), so `kiln opt` keeps the vectors.

use std::collections::HashMap;

use kiln_ir::domtree::DomTree;
use kiln_ir::instructions::InstFlags;
use kiln_ir::types::TypeData;
use kiln_ir::{ConstData, Func, Function, Inst, InstKind, Module, Opcode, Type, Value};

/// Whether `t` is a vector of integers wider than 64 bits.
fn is_wide(m: &Module, t: Type) -> bool {
    matches!(m.types.vector_info(t), Some((_, e)) if matches!(m.types.data(e), TypeData::Int(n) if *n > 64))
}

/// Whether instruction `i` has a wide vector result or operand.
fn touches(m: &Module, f: &Function, i: Inst) -> bool {
    let mut any = f.dfg.inst_result(i).is_some_and(|r| is_wide(m, f.dfg.value_type(r)));
    f.dfg.for_each_arg(i, |v| any |= is_wide(m, f.dfg.value_type(v)));
    any
}

/// Whether `m` holds a wide vector `expand_module` would take apart.
pub fn is_needed(m: &Module) -> bool {
    m.funcs.iter().any(|(_, f)| f.is_definition && f.layout.insts().any(|i| touches(m, f, i)))
}

/// Scalarizes every function of `m` that it can; returns how many it changed.
pub fn expand_module(m: &mut Module) -> usize {
    let funcs: Vec<Func> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    funcs.into_iter().filter(|&func| scalarize_function(m, func)).count()
}

/// Whether every instruction of `f` that touches a wide vector is one this pass handles.
fn handled(m: &Module, f: &Function) -> bool {
    if f.params.iter().any(|&p| is_wide(m, f.dfg.value_type(p))) {
        return false;
    }
    let const_index =
        |v: Value| f.dfg.value_const(v).is_some_and(|k| matches!(m.consts.data(k), ConstData::Int { .. }));
    f.layout.insts().filter(|&i| touches(m, f, i)).all(|i| match f.dfg.inst(i) {
        InstKind::Binary { .. } | InstKind::ICmp { .. } | InstKind::Select { .. } | InstKind::Phi { .. } => true,
        InstKind::ShuffleVector { .. } => true,
        InstKind::Unary { op: Opcode::Freeze, .. } => true,
        InstKind::Cast { op, .. } => *op != Opcode::BitCast,
        InstKind::InsertElement { args } => const_index(args[2]),
        InstKind::ExtractElement { args } => const_index(args[1]),
        InstKind::Load { flags, atomic, .. } | InstKind::Store { flags, atomic, .. } => {
            *atomic == kiln_ir::instructions::Atomic::NONE && !flags.contains(InstFlags::VOLATILE)
        }
        _ => false,
    })
}

/// The rewriter's state for one function.
struct Scalarizer<'m> {
    m: &'m mut Module,
    func: Func,
    /// The lanes of each wide value rewritten so far.
    lanes: HashMap<Value, Vec<Value>>,
}

impl Scalarizer<'_> {
    fn f(&mut self) -> &mut Function {
        &mut self.m.funcs[self.func]
    }

    /// Inserts `kind` (result `ty`) before `at`; returns its result.
    fn ins(&mut self, at: Inst, kind: InstKind, ty: Option<Type>) -> Option<Value> {
        let f = self.f();
        let i = f.dfg.make_inst(kind, ty);
        f.layout.insert_inst_before(i, at);
        f.inst_srclocs[i] = f.inst_srclocs[at];
        f.dfg.inst_result(i)
    }

    fn int(&mut self, ty: Type, bits: u32, v: u64) -> Value {
        let k = self.m.consts.int(ty, bits, v as u128);
        self.f().dfg.const_value(k, ty)
    }

    fn constant(&mut self, data: ConstData, ty: Type) -> Value {
        let k = self.m.consts.intern(data);
        self.f().dfg.const_value(k, ty)
    }

    /// Lane `k` of vector `v` (of any vector type) before `at`.
    fn lane(&mut self, v: Value, k: usize, at: Inst) -> Option<Value> {
        if let Some(ls) = self.lanes.get(&v) {
            return ls.get(k).copied();
        }
        let ty = self.m.funcs[self.func].dfg.value_type(v);
        let (_, elem) = self.m.types.vector_info(ty)?;
        if let Some(c) = self.m.funcs[self.func].dfg.value_const(v) {
            return Some(match self.m.consts.data(c).clone() {
                ConstData::Aggregate { elems, .. } => {
                    let e = *elems.get(k)?;
                    self.f().dfg.const_value(e, elem)
                }
                ConstData::Zero(_) => match self.m.types.data(elem) {
                    TypeData::Int(bits) => {
                        let bits = *bits;
                        self.int(elem, bits, 0)
                    }
                    _ => self.constant(ConstData::Zero(elem), elem),
                },
                ConstData::Poison(_) => self.constant(ConstData::Poison(elem), elem),
                ConstData::Undef(_) => self.constant(ConstData::Undef(elem), elem),
                _ => return None,
            });
        }
        if is_wide(self.m, ty) {
            return None;
        }
        let idx = self.int(Type::I64, 64, k as u64);
        self.ins(at, InstKind::ExtractElement { args: [v, idx] }, Some(elem))
    }

    /// All lanes of `v`.
    fn lanes_of(&mut self, v: Value, n: usize, at: Inst) -> Option<Vec<Value>> {
        (0..n).map(|k| self.lane(v, k, at)).collect()
    }

    /// A vector of type `ty` built from `parts` before `at`.
    fn rebuild(&mut self, ty: Type, parts: &[Value], at: Inst) -> Value {
        let mut v = self.constant(ConstData::Poison(ty), ty);
        for (k, &p) in parts.iter().enumerate() {
            let idx = self.int(Type::I64, 64, k as u64);
            v = self.ins(at, InstKind::InsertElement { args: [v, p, idx] }, Some(ty)).expect("a result");
        }
        v
    }

    /// Rewrites instruction `i`; `None` when an operand cannot be taken apart.
    fn rewrite(&mut self, i: Inst) -> Option<()> {
        let (m, f) = (&*self.m, &self.m.funcs[self.func]);
        let kind = f.dfg.inst(i).clone();
        let result = f.dfg.inst_result(i);
        let rty = result.map(|r| f.dfg.value_type(r));
        let wide_result = rty.is_some_and(|t| is_wide(m, t));
        let (n, elem) = rty.and_then(|t| m.types.vector_info(t)).map_or((0, Type::VOID), |(n, e)| (n as usize, e));
        let mut out: Vec<Value> = Vec::new();
        match kind {
            InstKind::Binary { op, flags, fmf, args } => {
                let (a, b) = (self.lanes_of(args[0], n, i)?, self.lanes_of(args[1], n, i)?);
                for k in 0..n {
                    let kind = InstKind::Binary { op, flags, fmf, args: [a[k], b[k]] };
                    out.push(self.ins(i, kind, Some(elem))?);
                }
            }
            InstKind::ICmp { pred, args } => {
                let (a, b) = (self.lanes_of(args[0], n, i)?, self.lanes_of(args[1], n, i)?);
                for k in 0..n {
                    out.push(self.ins(i, InstKind::ICmp { pred, args: [a[k], b[k]] }, Some(elem))?);
                }
            }
            InstKind::Select { fmf, args } => {
                let cty = self.m.funcs[self.func].dfg.value_type(args[0]);
                let vector_cond = self.m.types.vector_info(cty).is_some();
                let (a, b) = (self.lanes_of(args[1], n, i)?, self.lanes_of(args[2], n, i)?);
                for k in 0..n {
                    let c = if vector_cond { self.lane(args[0], k, i)? } else { args[0] };
                    out.push(self.ins(i, InstKind::Select { fmf, args: [c, a[k], b[k]] }, Some(elem))?);
                }
            }
            InstKind::Unary { op, fmf, arg } => {
                let a = self.lanes_of(arg, n, i)?;
                for &x in &a {
                    out.push(self.ins(i, InstKind::Unary { op, fmf, arg: x }, Some(elem))?);
                }
            }
            InstKind::Cast { op, flags, arg } => {
                let a = self.lanes_of(arg, n, i)?;
                for &x in &a {
                    out.push(self.ins(i, InstKind::Cast { op, flags, arg: x }, Some(elem))?);
                }
            }
            InstKind::InsertElement { args } => {
                let mut a = self.lanes_of(args[0], n, i)?;
                let k = self.m.funcs[self.func].dfg.value_const(args[2]).map(|c| self.m.consts.data(c).clone());
                let Some(ConstData::Int { value, .. }) = k else { return None };
                if (value as usize) < n {
                    a[value as usize] = args[1];
                } else {
                    // An index out of range gives poison.
                    let p = self.constant(ConstData::Poison(rty?), rty?);
                    a = self.lanes_of(p, n, i)?;
                }
                out = a;
            }
            InstKind::ExtractElement { args } => {
                let f = &self.m.funcs[self.func];
                let (vn, velem) = self.m.types.vector_info(f.dfg.value_type(args[0]))?;
                let k = f.dfg.value_const(args[1]).map(|c| self.m.consts.data(c).clone());
                let Some(ConstData::Int { value, .. }) = k else { return None };
                let lane = if value < u128::from(vn) {
                    self.lane(args[0], value as usize, i)?
                } else {
                    self.constant(ConstData::Poison(velem), velem)
                };
                let r = result?;
                kiln_ir::uses::replace_all_uses(self.f(), r, lane);
                self.f().layout.remove_inst(i);
                return Some(());
            }
            InstKind::ShuffleVector { args, mask } => {
                let f = &self.m.funcs[self.func];
                let (an, _) = self.m.types.vector_info(f.dfg.value_type(args[0]))?;
                let mask: Vec<i32> = f.dfg.imms_of(mask).iter().map(|&x| x as i32).collect();
                let an = an as usize;
                for &x in &mask {
                    out.push(match x {
                        x if x < 0 => self.constant(ConstData::Poison(elem), elem),
                        x if (x as usize) < an => self.lane(args[0], x as usize, i)?,
                        x => self.lane(args[1], x as usize - an, i)?,
                    });
                }
            }
            InstKind::Phi { fmf, .. } => {
                // Filled in `fill_phis` once every incoming value has its lanes.
                for _ in 0..n {
                    let f = self.f();
                    let args = f.dfg.make_value_list(&[]);
                    let blocks = f.dfg.make_block_list(&[]);
                    let p = f.dfg.make_inst(InstKind::Phi { fmf, args, blocks }, Some(elem));
                    f.layout.insert_inst_before(p, i);
                    out.push(f.dfg.inst_result(p)?);
                }
            }
            InstKind::Load { flags, ptr, align, atomic } => {
                let size = self.m.types.alloc_size(elem);
                for k in 0..n {
                    let off = self.int(Type::I64, 64, k as u64 * size);
                    let args = self.f().dfg.make_value_list(&[ptr, off]);
                    let gep = InstKind::Gep { flags: InstFlags::INBOUNDS, source_ty: Type::I8, args };
                    let p = self.ins(i, gep, Some(Type::PTR))?;
                    let a = lane_align(align, k as u64 * size);
                    out.push(self.ins(i, InstKind::Load { flags, ptr: p, align: a, atomic }, Some(elem))?);
                }
            }
            InstKind::Store { flags, args, align, atomic } => {
                let f = &self.m.funcs[self.func];
                let (sn, selem) = self.m.types.vector_info(f.dfg.value_type(args[0]))?;
                let size = self.m.types.alloc_size(selem);
                let vals = self.lanes_of(args[0], sn as usize, i)?;
                for (k, &v) in vals.iter().enumerate() {
                    let off = self.int(Type::I64, 64, k as u64 * size);
                    let gep_args = self.f().dfg.make_value_list(&[args[1], off]);
                    let gep = InstKind::Gep { flags: InstFlags::INBOUNDS, source_ty: Type::I8, args: gep_args };
                    let p = self.ins(i, gep, Some(Type::PTR))?;
                    let a = lane_align(align, k as u64 * size);
                    self.ins(i, InstKind::Store { flags, args: [v, p], align: a, atomic }, None);
                }
                self.f().layout.remove_inst(i);
                return Some(());
            }
            _ => return None,
        }
        let r = result?;
        if wide_result {
            self.lanes.insert(r, out);
        } else {
            // A vector with a register form, from the lanes (a compare's `<N x i1>`, a `trunc`).
            let v = self.rebuild(rty?, &out, i);
            kiln_ir::uses::replace_all_uses(self.f(), r, v);
        }
        Some(())
    }
}

/// The alignment of a lane at byte `offset` of an access aligned to `align`.
fn lane_align(align: u32, offset: u64) -> u32 {
    if align == 0 {
        return 0;
    }
    let a = u64::from(align);
    (if offset % a == 0 { a } else { 1 << offset.trailing_zeros().min(31) }) as u32
}

/// Scalarizes one function (see the module comment); false when it has nothing to do or meets a
/// form it does not handle, leaving it unchanged.
fn scalarize_function(m: &mut Module, func: Func) -> bool {
    let f = &m.funcs[func];
    if !f.layout.insts().any(|i| touches(m, f, i)) || !handled(m, f) {
        return false;
    }
    let backup = m.funcs[func].clone();
    let order: Vec<Inst> = {
        let f = &m.funcs[func];
        let dt = DomTree::compute(f);
        dt.rpo().iter().flat_map(|&b| f.layout.block_insts(b).to_vec()).filter(|&i| touches(m, f, i)).collect()
    };
    let mut s = Scalarizer { m, func, lanes: HashMap::new() };
    let mut phis = Vec::new();
    let mut ok = true;
    for &i in &order {
        if matches!(s.m.funcs[func].dfg.inst(i), InstKind::Phi { .. }) {
            phis.push(i);
        }
        if s.rewrite(i).is_none() {
            ok = false;
            break;
        }
    }
    ok = ok && fill_phis(&mut s, &phis).is_some();
    if !ok {
        s.m.funcs[func] = backup;
        return false;
    }
    // Every rewritten instruction is now unused (its users were rewritten too): remove them.
    let f = &mut s.m.funcs[func];
    for &i in order.iter().rev() {
        if f.layout.inst_block(i).is_some() {
            f.layout.remove_inst(i);
        }
    }
    true
}

/// Gives the lane phis of each wide phi their incoming values.
fn fill_phis(s: &mut Scalarizer<'_>, phis: &[Inst]) -> Option<()> {
    for &phi in phis {
        let f = &s.m.funcs[s.func];
        let r = f.dfg.inst_result(phi)?;
        let incoming: Vec<(Value, kiln_ir::Block)> = f.dfg.phi_incoming(phi).collect();
        let lane_phis = s.lanes.get(&r)?.clone();
        for (k, &lp) in lane_phis.iter().enumerate() {
            let mut inc = Vec::with_capacity(incoming.len());
            for &(v, b) in &incoming {
                let at = s.m.funcs[s.func].terminator(b)?;
                inc.push((s.lane(v, k, at)?, b));
            }
            let f = s.f();
            let lp_inst = f.dfg.value_inst(lp)?;
            f.dfg.set_phi_incoming(lp_inst, &inc);
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    /// `<2 x i128>` from clang's SLP vectorizer (QuickJS's libbf `ntt_fft`): splat, widen, multiply,
    /// shift and narrow become lane-by-lane i128 arithmetic between an extract and an insert of
    /// the `<2 x i64>` ends, and the result selects natively (tests/tests/real_programs.rs runs it).
    #[test]
    fn i128_vectors_become_lanes() {
        let src = "define <2 x i64> @f(i128 %x, <2 x i64> %y) {
  %a = insertelement <2 x i128> poison, i128 %x, i64 0
  %b = shufflevector <2 x i128> %a, <2 x i128> poison, <2 x i32> zeroinitializer
  %c = zext <2 x i64> %y to <2 x i128>
  %d = mul nuw <2 x i128> %b, %c
  %e = lshr <2 x i128> %d, <i128 64, i128 64>
  %t = trunc nuw <2 x i128> %e to <2 x i64>
  %p = alloca <2 x i128>, align 16
  store <2 x i128> %d, ptr %p, align 16
  %l = load <2 x i128>, ptr %p, align 16
  %z = icmp eq <2 x i128> %l, %d
  %s = select <2 x i1> %z, <2 x i64> %t, <2 x i64> %y
  ret <2 x i64> %s
}
";
        let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
        let mut out = m.clone();
        assert!(super::is_needed(&m));
        assert_eq!(super::expand_module(&mut out), 1);
        let text = kiln_ir::text::print_module(&out);
        assert!(text.lines().all(|l| !l.contains("x i128>") || l.contains("alloca")), "{text}");
        assert_eq!(text.matches("mul nuw i128").count(), 2, "{text}");
        assert_eq!(text.matches("lshr i128").count(), 2, "{text}");
        kiln_ir::verifier::verify_module(&out).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        assert!(crate::lower_module(&out, kiln_abi::Target::LINUX).is_ok());
        // A wide vector passed to a call is left alone (isel reports it).
        let call = "declare void @g(<2 x i128>)\ndefine void @h(i128 %x) {\n  %a = insertelement <2 x i128> poison, i128 %x, i64 0\n  call void @g(<2 x i128> %a)\n  ret void\n}\n";
        let mut m = kiln_ir::text::parse(call.as_bytes()).unwrap();
        assert_eq!(super::expand_module(&mut m), 0);
    }
}
