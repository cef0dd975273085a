//! Per-instruction type rules of the verifier: operand and result types, legal flags, casts,
//! aggregate and GEP indices, call signatures, switch cases and alignments.
//!
//! Requires that every operand and the result are valid values with valid types (the verifier
//! checks that first). Each rule returns the first problem it finds as a message.

use crate::constant::ConstData;
use crate::dfg::{Inst, Value, ValueList};
use crate::entity::EntityRef;
use crate::instructions::{
    Atomic, AtomicOrdering, CallData, FastMath, InstFlags, InstKind, Opcode, RmwOp, SwitchData, SyncScope,
};
use crate::module::{Function, Module};
use crate::text::printer::print_type;
use crate::types::{Type, TypeData, TypeStore};

/// The outcome of one rule: `Err(problem)` on the first violation.
type Check = Result<(), String>;

/// Checks the types of instruction `inst` of `f`.
pub(super) fn check(m: &Module, f: &Function, inst: Inst, kind: &InstKind) -> Check {
    TypeRules { m, f, ts: &m.types }.inst(inst, kind)
}

/// Fails with `msg()` unless `cond` holds.
#[inline(always)]
fn ensure(cond: bool, msg: impl FnOnce() -> String) -> Check {
    if cond {
        Ok(())
    } else {
        Err(msg())
    }
}

/// True for an alignment Kiln accepts: unspecified (0) or a power of two.
fn align_ok(align: u32) -> Check {
    ensure(align == 0 || align.is_power_of_two(), || format!("alignment {align} is not a power of two"))
}

/// The flags of an instruction in text form (`nuw nsw`).
fn flag_names(flags: InstFlags) -> String {
    let names: Vec<String> = flags.iter_names().map(|(n, _)| n.to_ascii_lowercase()).collect();
    names.join(" ")
}

/// Fails when `flags` holds anything outside `allowed` for opcode `op`.
#[inline]
fn check_flags(op: Opcode, flags: InstFlags, allowed: InstFlags) -> Check {
    let bad = flags - allowed;
    ensure(bad.is_empty(), || format!("flag '{}' is not allowed on '{}'", flag_names(bad), op.name()))
}

/// Flags each binary operator accepts.
fn binary_flags(op: Opcode) -> InstFlags {
    match op {
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => InstFlags::NUW | InstFlags::NSW,
        Opcode::UDiv | Opcode::SDiv | Opcode::LShr | Opcode::AShr => InstFlags::EXACT,
        Opcode::Or => InstFlags::DISJOINT,
        _ => InstFlags::empty(),
    }
}

/// Flags each cast accepts.
fn cast_flags(op: Opcode) -> InstFlags {
    match op {
        Opcode::Trunc => InstFlags::NUW | InstFlags::NSW,
        Opcode::ZExt | Opcode::UIToFP => InstFlags::NNEG,
        _ => InstFlags::empty(),
    }
}

/// An integer bit pattern of width `bits` read as signed (for messages).
fn signed(value: u128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return value as i128;
    }
    let shift = 128 - bits;
    ((value << shift) as i128) >> shift
}

/// The type rules, with the module and function they read.
struct TypeRules<'a> {
    m: &'a Module,
    f: &'a Function,
    ts: &'a TypeStore,
}

impl TypeRules<'_> {
    /// The type of `v`.
    #[inline]
    fn ty(&self, v: Value) -> Type {
        self.f.dfg.value_type(v)
    }

    /// True for integers and vectors of integers (inlined: this runs for most instructions).
    #[inline]
    fn is_int_like(&self, t: Type) -> bool {
        matches!(self.ts.data(self.scalar(t)), TypeData::Int(_))
    }

    /// True for floating-point types and vectors of them.
    #[inline]
    fn is_fp_like(&self, t: Type) -> bool {
        matches!(self.ts.data(self.scalar(t)), TypeData::Half | TypeData::Float | TypeData::Double | TypeData::X86Fp80)
    }

    /// The lane type of a vector, or `t` itself.
    #[inline]
    fn scalar(&self, t: Type) -> Type {
        match *self.ts.data(t) {
            TypeData::Vector { elem, .. } => elem,
            _ => t,
        }
    }

    /// A type in text form.
    fn name(&self, t: Type) -> String {
        print_type(self.ts, t)
    }

    /// The number of lanes of a vector type, or `None` for scalars.
    fn lanes(&self, t: Type) -> Option<u32> {
        self.ts.vector_info(t).map(|(n, _)| n)
    }

    /// The type of the result of `inst`, which must have one.
    #[inline]
    fn result(&self, inst: Inst) -> Result<Type, String> {
        self.f
            .dfg
            .inst_result(inst)
            .map(|v| self.ty(v))
            .ok_or_else(|| "the instruction has no result value".to_string())
    }

    /// `inst` must not produce a value.
    fn no_result(&self, inst: Inst) -> Check {
        ensure(self.f.dfg.inst_result(inst).is_none(), || "the instruction must not produce a value".into())
    }

    /// True for types fast-math flags may apply to: floating point, vectors of it, and
    /// (nested) arrays of those.
    fn is_fp_math_type(&self, t: Type) -> bool {
        match *self.ts.data(t) {
            TypeData::Array { elem, .. } => self.is_fp_math_type(elem),
            _ => self.is_fp_like(t),
        }
    }

    /// Fast-math flags are only allowed when `t` is a floating-point type.
    fn check_fmf(&self, fmf: FastMath, t: Type) -> Check {
        ensure(fmf.is_empty() || self.is_fp_math_type(t), || {
            format!("fast-math flags are only allowed on floating-point operations, not on {}", self.name(t))
        })
    }

    /// A value type a register can hold: first class, not void, label, metadata or function.
    fn check_value_type(&self, t: Type, what: &str) -> Check {
        ensure(self.ts.is_first_class(t), || format!("{what} cannot have type {}", self.name(t)))
    }

    /// `t` must be `i1` (for scalar `like`) or `<N x i1>` (for `like` with N lanes).
    fn check_bool_for(&self, like: Type, t: Type, what: &str) -> Check {
        let ok = match self.lanes(like) {
            None => t == Type::I1,
            Some(n) => self.ts.vector_info(t) == Some((n, Type::I1)),
        };
        ensure(ok, || {
            let want = match self.lanes(like) {
                None => "i1".to_string(),
                Some(n) => format!("<{n} x i1>"),
            };
            format!("{what} must have type {want}, not {}", self.name(t))
        })
    }

    /// Dispatches on the instruction kind.
    fn inst(&self, inst: Inst, kind: &InstKind) -> Check {
        match kind {
            InstKind::Binary { op, flags, fmf, args } => self.binary(inst, *op, *flags, *fmf, *args),
            InstKind::Unary { op, fmf, arg } => self.unary(inst, *op, *fmf, *arg),
            InstKind::Cast { op, flags, arg } => {
                check_flags(*op, *flags, cast_flags(*op))?;
                self.cast(*op, self.ty(*arg), self.result(inst)?)
            }
            InstKind::ICmp { args, .. } => self.icmp(inst, *args),
            InstKind::FCmp { fmf, args, .. } => self.fcmp(inst, *fmf, *args),
            InstKind::Select { fmf, args } => self.select(inst, *fmf, *args),
            InstKind::Phi { fmf, args, .. } => self.phi(inst, *fmf, *args),
            InstKind::Alloca { ty, count, align, addrspace } => self.alloca(inst, *ty, *count, *align, *addrspace),
            InstKind::Load { flags, ptr, align, atomic } => self.load(inst, *flags, *ptr, *align, *atomic),
            InstKind::Store { flags, args, align, atomic } => self.store(inst, *flags, *args, *align, *atomic),
            InstKind::Fence { atomic } => {
                self.no_result(inst)?;
                use AtomicOrdering::*;
                ensure(matches!(atomic.ordering, Acquire | Release | AcqRel | SeqCst), || {
                    "fence ordering must be acquire, release, acq_rel or seq_cst".into()
                })
            }
            InstKind::AtomicRmw { op, flags, args, align, atomic } => {
                self.atomicrmw(inst, *op, *flags, *args, *align, *atomic)
            }
            InstKind::CmpXchg { flags, args, align, atomic, failure } => {
                self.cmpxchg(inst, *flags, *args, *align, *atomic, *failure)
            }
            InstKind::Gep { flags, source_ty, args } => self.gep(inst, *flags, *source_ty, *args),
            InstKind::ExtractValue { arg, indices } => {
                let r = self.result(inst)?;
                let t = self.indexed_type(self.ty(*arg), self.f.dfg.imms_of(*indices))?;
                ensure(t == r, || {
                    format!("extractvalue yields {} but its result has type {}", self.name(t), self.name(r))
                })
            }
            InstKind::InsertValue { args, indices } => {
                let (agg, elt) = (self.ty(args[0]), self.ty(args[1]));
                let t = self.indexed_type(agg, self.f.dfg.imms_of(*indices))?;
                ensure(t == elt, || {
                    format!(
                        "inserted value has type {} but the indexed field has type {}",
                        self.name(elt),
                        self.name(t)
                    )
                })?;
                let r = self.result(inst)?;
                ensure(r == agg, || "insertvalue result type must equal the aggregate type".into())
            }
            InstKind::ExtractElement { args } => self.extract_element(inst, *args),
            InstKind::InsertElement { args } => self.insert_element(inst, *args),
            InstKind::ShuffleVector { args, mask } => self.shuffle(inst, *args, &self.f.dfg.shuffle_mask(*mask)),
            InstKind::VaArg { arg } => {
                ensure(self.ts.is_ptr(self.ty(*arg)), || "va_arg operand must be a pointer".into())?;
                self.check_value_type(self.result(inst)?, "va_arg result")
            }
            InstKind::Call(c) => self.call(inst, c),
            InstKind::Invoke(d) => self.invoke(inst, &d.call),
            InstKind::LandingPad(l) => self.landingpad(inst, l),
            InstKind::Resume { arg } => {
                self.no_result(inst)?;
                ensure(self.f.personality.is_some(), || "resume needs a function with a personality".into())?;
                self.check_value_type(self.ty(*arg), "resume operand")
            }
            InstKind::Ret { arg } => self.ret(inst, *arg),
            InstKind::Br { .. } | InstKind::Unreachable => self.no_result(inst),
            InstKind::CondBr { cond, .. } => {
                self.no_result(inst)?;
                let t = self.ty(*cond);
                ensure(t == Type::I1, || format!("branch condition must be i1, not {}", self.name(t)))
            }
            InstKind::Switch(s) => self.switch(inst, s),
            InstKind::IndirectBr { addr, .. } => {
                self.no_result(inst)?;
                ensure(self.ts.is_ptr(self.ty(*addr)), || "indirectbr address must be a pointer".into())
            }
        }
    }

    // ---- arithmetic ----------------------------------------------------------------------------

    /// `add` ... `xor`, `fadd` ... `frem`.
    fn binary(&self, inst: Inst, op: Opcode, flags: InstFlags, fmf: FastMath, args: [Value; 2]) -> Check {
        ensure(op.is_binary(), || format!("'{}' is not a binary operator", op.name()))?;
        check_flags(op, flags, binary_flags(op))?;
        let r = self.result(inst)?;
        if op.is_float_binary() {
            ensure(self.is_fp_like(r), || {
                format!("'{}' needs floating-point operands, not {}", op.name(), self.name(r))
            })?;
            self.check_fmf(fmf, r)?;
        } else {
            ensure(self.is_int_like(r), || format!("'{}' needs integer operands, not {}", op.name(), self.name(r)))?;
            ensure(fmf.is_empty(), || format!("fast-math flags are not allowed on '{}'", op.name()))?;
        }
        let (a, b) = (self.ty(args[0]), self.ty(args[1]));
        ensure(a == r && b == r, || {
            format!("operand types {} and {} do not match the result type {}", self.name(a), self.name(b), self.name(r))
        })
    }

    /// `fneg` and `freeze`.
    fn unary(&self, inst: Inst, op: Opcode, fmf: FastMath, arg: Value) -> Check {
        let r = self.result(inst)?;
        let a = self.ty(arg);
        ensure(a == r, || format!("operand type {} does not match the result type {}", self.name(a), self.name(r)))?;
        match op {
            Opcode::FNeg => {
                ensure(self.is_fp_like(r), || format!("'fneg' needs a floating-point operand, not {}", self.name(r)))?;
                self.check_fmf(fmf, r)
            }
            Opcode::Freeze => {
                ensure(fmf.is_empty(), || "fast-math flags are not allowed on 'freeze'".into())?;
                self.check_value_type(r, "freeze result")
            }
            _ => Err(format!("'{}' is not a unary operator", op.name())),
        }
    }

    /// The casts: legal source and destination kinds, sizes and lane counts.
    fn cast(&self, op: Opcode, src: Type, dst: Type) -> Check {
        let invalid = || format!("invalid cast '{}' from {} to {}", op.name(), self.name(src), self.name(dst));
        ensure(op.is_cast(), || format!("'{}' is not a cast", op.name()))?;
        if op == Opcode::BitCast {
            return ensure(self.bitcast_ok(src, dst), invalid);
        }
        ensure(self.lanes(src) == self.lanes(dst), || {
            format!(
                "'{}' operand {} and result {} have different vector lengths",
                op.name(),
                self.name(src),
                self.name(dst)
            )
        })?;
        let (s, d) = (self.ts.scalar(src), self.ts.scalar(dst));
        let ts = self.ts;
        let bits = |t| ts.primitive_bits(t).unwrap_or(0);
        let ok = match op {
            Opcode::Trunc => ts.is_int(s) && ts.is_int(d) && bits(s) > bits(d),
            Opcode::ZExt | Opcode::SExt => ts.is_int(s) && ts.is_int(d) && bits(s) < bits(d),
            Opcode::FPTrunc => ts.is_float(s) && ts.is_float(d) && bits(s) > bits(d),
            Opcode::FPExt => ts.is_float(s) && ts.is_float(d) && bits(s) < bits(d),
            Opcode::FPToUI | Opcode::FPToSI => ts.is_float(s) && ts.is_int(d),
            Opcode::UIToFP | Opcode::SIToFP => ts.is_int(s) && ts.is_float(d),
            Opcode::PtrToInt => ts.is_ptr(s) && ts.is_int(d),
            Opcode::IntToPtr => ts.is_int(s) && ts.is_ptr(d),
            Opcode::AddrSpaceCast => ts.is_ptr(s) && ts.is_ptr(d) && ts.ptr_addrspace(s) != ts.ptr_addrspace(d),
            _ => false,
        };
        ensure(ok, invalid)
    }

    /// `bitcast`: pointers to pointers of the same address space and lane count; otherwise
    /// non-aggregate types of equal bit size.
    fn bitcast_ok(&self, src: Type, dst: Type) -> bool {
        let ts = self.ts;
        let (sp, dp) = (ts.is_ptr_or_ptr_vector(src), ts.is_ptr_or_ptr_vector(dst));
        if sp || dp {
            return sp && dp && self.lanes(src) == self.lanes(dst) && ts.ptr_addrspace(src) == ts.ptr_addrspace(dst);
        }
        match (ts.primitive_bits(src), ts.primitive_bits(dst)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        }
    }

    /// `icmp`: integer or pointer operands of one type, boolean result of matching shape.
    fn icmp(&self, inst: Inst, args: [Value; 2]) -> Check {
        let (a, b) = (self.ty(args[0]), self.ty(args[1]));
        ensure(a == b, || format!("icmp operands have different types {} and {}", self.name(a), self.name(b)))?;
        ensure(self.is_int_like(a) || self.ts.is_ptr_or_ptr_vector(a), || {
            format!("icmp needs integer or pointer operands, not {}", self.name(a))
        })?;
        self.check_bool_for(a, self.result(inst)?, "icmp result")
    }

    /// `fcmp`: floating-point operands of one type, boolean result of matching shape.
    fn fcmp(&self, inst: Inst, fmf: FastMath, args: [Value; 2]) -> Check {
        let (a, b) = (self.ty(args[0]), self.ty(args[1]));
        ensure(a == b, || format!("fcmp operands have different types {} and {}", self.name(a), self.name(b)))?;
        ensure(self.is_fp_like(a), || format!("fcmp needs floating-point operands, not {}", self.name(a)))?;
        self.check_fmf(fmf, a)?;
        self.check_bool_for(a, self.result(inst)?, "fcmp result")
    }

    /// `select`: `i1` or lane-matched `<N x i1>` condition, both arms of the result type.
    fn select(&self, inst: Inst, fmf: FastMath, args: [Value; 3]) -> Check {
        let r = self.result(inst)?;
        let (c, a, b) = (self.ty(args[0]), self.ty(args[1]), self.ty(args[2]));
        ensure(a == r && b == r, || {
            format!("select arms {} and {} do not match the result type {}", self.name(a), self.name(b), self.name(r))
        })?;
        let cond_ok =
            c == Type::I1 || matches!(self.ts.vector_info(c), Some((n, Type::I1)) if self.lanes(r) == Some(n));
        ensure(cond_ok, || {
            format!("select condition must be i1 or a vector of i1 as long as the arms, not {}", self.name(c))
        })?;
        self.check_value_type(r, "select result")?;
        self.check_fmf(fmf, r)
    }

    /// `phi`: every incoming value has the result type; tokens cannot flow through phis.
    fn phi(&self, inst: Inst, fmf: FastMath, args: ValueList) -> Check {
        let r = self.result(inst)?;
        self.check_value_type(r, "phi node")?;
        ensure(r != Type::TOKEN, || "phi nodes cannot have token type".into())?;
        for &v in self.f.dfg.values_of(args) {
            let t = self.ty(v);
            ensure(t == r, || {
                format!("incoming value of type {} does not match the phi type {}", self.name(t), self.name(r))
            })?;
        }
        self.check_fmf(fmf, r)
    }

    // ---- memory --------------------------------------------------------------------------------

    /// `alloca`: sized type, integer count, pointer result in the right address space.
    fn alloca(&self, inst: Inst, ty: Type, count: Option<Value>, align: u32, addrspace: u32) -> Check {
        align_ok(align)?;
        ensure(self.ts.contains(ty), || "alloca of an invalid type".into())?;
        ensure(self.ts.is_sized(ty), || format!("cannot allocate unsized type {}", self.name(ty)))?;
        if let Some(c) = count {
            let t = self.ty(c);
            ensure(self.ts.is_int(t), || format!("alloca element count must be an integer, not {}", self.name(t)))?;
        }
        let r = self.result(inst)?;
        ensure(*self.ts.data(r) == TypeData::Ptr(addrspace), || {
            format!("alloca result must be a pointer in address space {addrspace}, not {}", self.name(r))
        })
    }

    /// A type that can be loaded or stored: sized and first class.
    fn check_memory_type(&self, t: Type, what: &str) -> Check {
        ensure(self.ts.is_first_class(t) && self.ts.is_sized(t), || {
            format!("{what} of unsized or non-first-class type {}", self.name(t))
        })
    }

    /// `load`: pointer operand, sized first-class result, power-of-two alignment.
    fn load(&self, inst: Inst, flags: InstFlags, ptr: Value, align: u32, atomic: Atomic) -> Check {
        check_flags(Opcode::Load, flags, InstFlags::VOLATILE)?;
        align_ok(align)?;
        let p = self.ty(ptr);
        ensure(self.ts.is_ptr(p), || format!("load address must be a pointer, not {}", self.name(p)))?;
        let t = self.result(inst)?;
        self.check_memory_type(t, "load")?;
        if atomic.is_atomic() {
            use AtomicOrdering::*;
            ensure(!matches!(atomic.ordering, Release | AcqRel), || {
                format!("load atomic cannot have {} ordering", atomic.ordering.name())
            })?;
            self.atomic_access(t, align, "load atomic", |ts, t| ts.is_int(t) || ts.is_ptr(t) || ts.is_float(t))?;
        }
        self.scope_only_if_atomic(atomic)
    }

    /// `store`: sized first-class value, pointer operand, no result.
    fn store(&self, inst: Inst, flags: InstFlags, args: [Value; 2], align: u32, atomic: Atomic) -> Check {
        self.no_result(inst)?;
        check_flags(Opcode::Store, flags, InstFlags::VOLATILE)?;
        align_ok(align)?;
        let p = self.ty(args[1]);
        ensure(self.ts.is_ptr(p), || format!("store address must be a pointer, not {}", self.name(p)))?;
        let t = self.ty(args[0]);
        self.check_memory_type(t, "store")?;
        if atomic.is_atomic() {
            use AtomicOrdering::*;
            ensure(!matches!(atomic.ordering, Acquire | AcqRel), || {
                format!("store atomic cannot have {} ordering", atomic.ordering.name())
            })?;
            self.atomic_access(t, align, "store atomic", |ts, t| ts.is_int(t) || ts.is_ptr(t) || ts.is_float(t))?;
        }
        self.scope_only_if_atomic(atomic)
    }

    /// A plain access carries the default scope.
    fn scope_only_if_atomic(&self, atomic: Atomic) -> Check {
        ensure(atomic.is_atomic() || atomic.scope == SyncScope::System, || {
            "a non-atomic access cannot have a synchronisation scope".into()
        })
    }

    /// The type and alignment rules every atomic access shares (LLVM's `checkAtomicMemAccessSize`):
    /// an allowed type, a power-of-two size of at least one byte, an explicit alignment.
    fn atomic_access(&self, t: Type, align: u32, what: &str, allowed: impl Fn(&TypeStore, Type) -> bool) -> Check {
        ensure(allowed(self.ts, t), || format!("{what} operand has type {}, which is not allowed", self.name(t)))?;
        let bits = self.ts.store_size(t) * 8;
        let exact = match self.ts.data(self.ts.scalar(t)) {
            TypeData::Int(w) => *w as u64 == self.ts.store_size(self.ts.scalar(t)) * 8,
            _ => true,
        };
        ensure(bits >= 8 && exact, || format!("{what}: atomic memory access size must be byte-sized"))?;
        ensure(bits.is_power_of_two(), || {
            format!("{what}: atomic memory access operand must have a power-of-two size")
        })?;
        ensure(align != 0, || format!("{what} must have explicit non-zero alignment"))
    }

    /// `atomicrmw op ptr p, T v ordering`.
    fn atomicrmw(
        &self,
        inst: Inst,
        op: RmwOp,
        flags: InstFlags,
        args: [Value; 2],
        align: u32,
        atomic: Atomic,
    ) -> Check {
        check_flags(Opcode::AtomicRmw, flags, InstFlags::VOLATILE)?;
        align_ok(align)?;
        let p = self.ty(args[0]);
        ensure(self.ts.is_ptr(p), || format!("atomicrmw address must be a pointer, not {}", self.name(p)))?;
        use AtomicOrdering::*;
        ensure(!matches!(atomic.ordering, NotAtomic | Unordered), || {
            "atomicrmw instructions cannot be unordered".into()
        })?;
        let t = self.ty(args[1]);
        let what = format!("atomicrmw {}", op.name());
        if op == RmwOp::Xchg {
            self.atomic_access(t, align, &what, |ts, t| ts.is_int(t) || ts.is_ptr(t) || ts.is_float(t))?;
        } else if op.is_float() {
            self.atomic_access(t, align, &what, |ts, t| {
                ts.is_float(t) || ts.vector_info(t).is_some_and(|(_, e)| ts.is_float(e))
            })?;
        } else {
            self.atomic_access(t, align, &what, |ts, t| ts.is_int(t))?;
        }
        let r = self.result(inst)?;
        ensure(r == t, || {
            format!("atomicrmw result has type {} but its operand has type {}", self.name(r), self.name(t))
        })
    }

    /// `cmpxchg ptr p, T cmp, T new success failure`: `{ T, i1 }`.
    fn cmpxchg(
        &self,
        inst: Inst,
        flags: InstFlags,
        args: [Value; 3],
        align: u32,
        atomic: Atomic,
        failure: AtomicOrdering,
    ) -> Check {
        check_flags(Opcode::AtomicCmpXchg, flags, InstFlags::VOLATILE | InstFlags::WEAK)?;
        align_ok(align)?;
        let p = self.ty(args[0]);
        ensure(self.ts.is_ptr(p), || format!("cmpxchg address must be a pointer, not {}", self.name(p)))?;
        use AtomicOrdering::*;
        ensure(!matches!(atomic.ordering, NotAtomic | Unordered), || {
            "cmpxchg instructions must be atomic (at least monotonic on success)".into()
        })?;
        ensure(!matches!(failure, NotAtomic | Unordered), || {
            "cmpxchg instructions must be atomic (at least monotonic on failure)".into()
        })?;
        ensure(!matches!(failure, Release | AcqRel), || {
            format!("cmpxchg failure ordering cannot include release semantics ({})", failure.name())
        })?;
        let t = self.ty(args[1]);
        ensure(self.ty(args[2]) == t, || "cmpxchg comparison and new value must have the same type".into())?;
        self.atomic_access(t, align, "cmpxchg", |ts, t| ts.is_int(t) || ts.is_ptr(t))?;
        let r = self.result(inst)?;
        let ok = matches!(self.ts.data(r), TypeData::Struct { fields, packed: false } if fields[..] == [t, Type::I1]);
        ensure(ok, || format!("cmpxchg result must be {{ {}, i1 }}, not {}", self.name(t), self.name(r)))
    }

    /// The value of a constant struct index: an `i32` constant, or a splat of one.
    fn struct_index(&self, v: Value) -> Option<u64> {
        let c = self.f.dfg.value_const(v)?;
        let consts = &self.m.consts;
        let is_i32_or_vec = |t: Type| self.ts.scalar(t) == Type::I32;
        match consts.data(c) {
            ConstData::Int { ty, value } if *ty == Type::I32 => u64::try_from(*value).ok(),
            ConstData::Zero(ty) if is_i32_or_vec(*ty) => Some(0),
            ConstData::Aggregate { ty, elems } if self.ts.is_vector(*ty) && is_i32_or_vec(*ty) => {
                let mut lanes = elems.iter().map(|&e| match consts.contains(e).then(|| consts.data(e)) {
                    Some(ConstData::Int { value, .. }) => u64::try_from(*value).ok(),
                    Some(ConstData::Zero(_)) => Some(0),
                    _ => None,
                });
                let first = lanes.next()??;
                lanes.all(|l| l == Some(first)).then_some(first)
            }
            _ => None,
        }
    }

    /// `getelementptr`: walks the source type with the indices; checks vector lane agreement
    /// and the result type.
    fn gep(&self, inst: Inst, flags: InstFlags, source_ty: Type, args: ValueList) -> Check {
        check_flags(Opcode::GetElementPtr, flags, InstFlags::INBOUNDS | InstFlags::NUSW | InstFlags::NUW)?;
        let vals = self.f.dfg.values_of(args);
        let Some((&base, indices)) = vals.split_first() else {
            return Err("getelementptr needs a base pointer".into());
        };
        ensure(self.ts.contains(source_ty), || "invalid source element type".into())?;
        ensure(self.ts.is_sized(source_ty), || format!("getelementptr into unsized type {}", self.name(source_ty)))?;
        let bt = self.ty(base);
        ensure(self.ts.is_ptr_or_ptr_vector(bt), || {
            format!("getelementptr base must be a pointer or vector of pointers, not {}", self.name(bt))
        })?;
        let mut lanes = self.lanes(bt);
        let mut cur = source_ty;
        for (k, &idx) in indices.iter().enumerate() {
            let it = self.ty(idx);
            ensure(self.is_int_like(it), || format!("getelementptr index must be an integer, not {}", self.name(it)))?;
            if let Some(n) = self.lanes(it) {
                ensure(lanes.is_none() || lanes == Some(n), || {
                    "getelementptr vector operands have different lengths".into()
                })?;
                lanes = Some(n);
            }
            if k == 0 {
                continue;
            }
            cur = self.gep_step(cur, idx)?;
        }
        let r = self.result(inst)?;
        let addrspace = self.ts.ptr_addrspace(bt).unwrap_or(0);
        let elem_ok = |t: Type| *self.ts.data(t) == TypeData::Ptr(addrspace);
        let ok = match lanes {
            None => elem_ok(r),
            Some(n) => matches!(self.ts.vector_info(r), Some((len, e)) if len == n && elem_ok(e)),
        };
        ensure(ok, || format!("getelementptr result type {} does not match its operands", self.name(r)))
    }

    /// The type one GEP index (after the first) steps into from `cur`.
    fn gep_step(&self, cur: Type, idx: Value) -> Result<Type, String> {
        match self.ts.data(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => Ok(*elem),
            _ => {
                let Some(fields) = self.ts.struct_fields(cur) else {
                    return Err(format!("getelementptr cannot index into {}", self.name(cur)));
                };
                let i = self
                    .struct_index(idx)
                    .ok_or_else(|| "a getelementptr index into a struct must be a constant i32".to_string())?;
                usize::try_from(i)
                    .ok()
                    .and_then(|i| fields.get(i).copied())
                    .ok_or_else(|| format!("struct index {i} is out of range for {}", self.name(cur)))
            }
        }
    }

    // ---- aggregates and vectors ----------------------------------------------------------------

    /// The type `extractvalue`/`insertvalue` indices select inside aggregate `agg`.
    fn indexed_type(&self, agg: Type, indices: &[u32]) -> Result<Type, String> {
        ensure(self.ts.is_aggregate(agg), || format!("operand of type {} is not an aggregate", self.name(agg)))?;
        ensure(!indices.is_empty(), || "at least one index is required".into())?;
        let mut cur = agg;
        for &i in indices {
            ensure(self.ts.is_aggregate(cur), || format!("cannot index into non-aggregate type {}", self.name(cur)))?;
            cur = self
                .ts
                .element_at(cur, i as u64)
                .ok_or_else(|| format!("index {i} is out of range for type {}", self.name(cur)))?;
        }
        Ok(cur)
    }

    /// `extractelement`: vector operand, integer index, element result.
    fn extract_element(&self, inst: Inst, args: [Value; 2]) -> Check {
        let (v, i) = (self.ty(args[0]), self.ty(args[1]));
        let Some((_, elem)) = self.ts.vector_info(v) else {
            return Err(format!("extractelement operand {} is not a vector", self.name(v)));
        };
        ensure(self.ts.is_int(i), || "extractelement index must be an integer".into())?;
        let r = self.result(inst)?;
        ensure(r == elem, || format!("extractelement result must have the element type {}", self.name(elem)))
    }

    /// `insertelement`: vector operand, element of its lane type, integer index.
    fn insert_element(&self, inst: Inst, args: [Value; 3]) -> Check {
        let (v, e, i) = (self.ty(args[0]), self.ty(args[1]), self.ty(args[2]));
        let Some((_, elem)) = self.ts.vector_info(v) else {
            return Err(format!("insertelement operand {} is not a vector", self.name(v)));
        };
        ensure(e == elem, || {
            format!("inserted element of type {} does not match the lane type {}", self.name(e), self.name(elem))
        })?;
        ensure(self.ts.is_int(i), || "insertelement index must be an integer".into())?;
        let r = self.result(inst)?;
        ensure(r == v, || "insertelement result must have the vector's type".into())
    }

    /// `shufflevector`: two vectors of one type, lanes `-1` or below twice their length, result
    /// as long as the mask.
    fn shuffle(&self, inst: Inst, args: [Value; 2], mask: &[i32]) -> Check {
        let (a, b) = (self.ty(args[0]), self.ty(args[1]));
        let Some((n, elem)) = self.ts.vector_info(a) else {
            return Err(format!("shufflevector operand {} is not a vector", self.name(a)));
        };
        ensure(a == b, || "shufflevector operands must have the same type".into())?;
        ensure(!mask.is_empty(), || "shufflevector mask must not be empty".into())?;
        for &lane in mask {
            ensure(lane == -1 || (lane >= 0 && (lane as u64) < 2 * n as u64), || {
                format!("shufflevector mask lane {lane} is out of range for two vectors of {n}")
            })?;
        }
        let r = self.result(inst)?;
        ensure(self.ts.vector_info(r) == Some((mask.len() as u32, elem)), || {
            format!("shufflevector result must be <{} x {}>, not {}", mask.len(), self.name(elem), self.name(r))
        })
    }

    // ---- calls and terminators -----------------------------------------------------------------

    /// True when `callee` is the address of an intrinsic (metadata arguments are allowed).
    fn calls_intrinsic(&self, callee: Value) -> bool {
        let Some(c) = self.f.dfg.value_const(callee) else {
            return false;
        };
        match self.m.consts.data(c) {
            ConstData::FuncAddr { func, .. } => {
                self.m.funcs.get(*func).is_some_and(|g| g.intrinsic.is_some() || g.name().starts_with("llvm."))
            }
            _ => false,
        }
    }

    /// The intrinsic `callee` is the address of, if any.
    fn intrinsic_callee(&self, callee: Value) -> Option<crate::Func> {
        let c = self.f.dfg.value_const(callee)?;
        match self.m.consts.data(c) {
            ConstData::FuncAddr { func, .. } => {
                self.m.funcs.get(*func).filter(|g| g.intrinsic.is_some()).map(|_| *func)
            }
            _ => None,
        }
    }

    /// `call`: pointer callee, function type, arguments, result, fast-math and bundles.
    fn call(&self, inst: Inst, c: &CallData) -> Check {
        ensure(self.ts.contains(c.fn_ty), || "call has an invalid function type".into())?;
        let Some((ret, params, varargs)) = self.ts.func_info(c.fn_ty) else {
            return Err(format!("call type {} is not a function type", self.name(c.fn_ty)));
        };
        let ct = self.ty(c.callee);
        ensure(self.ts.is_ptr(ct), || format!("callee must be a pointer, not {}", self.name(ct)))?;
        // A call may give a function another type than its declaration, but not an intrinsic (LLVM:
        // "Intrinsic called with incompatible signature").
        if let Some(g) = self.intrinsic_callee(c.callee) {
            let want = self.m.funcs[g].ty;
            ensure(c.fn_ty == want, || {
                format!(
                    "intrinsic @{} called with type {} but declared with {}",
                    self.m.funcs[g].name(),
                    self.name(c.fn_ty),
                    self.name(want)
                )
            })?;
        }
        let count_ok = if varargs { c.args.len() >= params.len() } else { c.args.len() == params.len() };
        ensure(count_ok, || {
            format!(
                "call passes {} but the function type has {}{}",
                super::count(c.args.len(), "argument"),
                super::count(params.len(), "parameter"),
                if varargs { " (and varargs)" } else { "" }
            )
        })?;
        for (i, &a) in c.args.iter().enumerate() {
            let t = self.ty(a);
            if let Some(&want) = params.get(i) {
                ensure(t == want, || {
                    format!("argument {i} has type {} but the function type expects {}", self.name(t), self.name(want))
                })?;
            }
            if t == Type::METADATA {
                ensure(self.calls_intrinsic(c.callee), || {
                    "metadata arguments are only allowed in calls to intrinsics".into()
                })?;
            } else {
                self.check_value_type(t, "a call argument")?;
            }
        }
        match self.f.dfg.inst_result(inst) {
            Some(_) if ret == Type::VOID => {
                return Err("a call to a function returning void cannot produce a value".into());
            }
            Some(r) => {
                let t = self.ty(r);
                ensure(t == ret, || {
                    format!("call result type {} does not match the return type {}", self.name(t), self.name(ret))
                })?;
            }
            None => {}
        }
        self.check_fmf(c.fmf, ret)?;
        for b in c.bundles.iter().filter(|b| b.tag == "gc-live") {
            for &v in &b.args {
                let t = self.ty(v);
                ensure(self.ts.is_ptr_or_ptr_vector(t), || {
                    format!("\"gc-live\" operands must be pointers, not {}", self.name(t))
                })?;
            }
        }
        crate::gc::check_call(self.m, self.f, inst)
    }

    /// `invoke`: a call without `tail` or fast-math flags, of a function or of one of the
    /// intrinsics LLVM allows to be invoked.
    fn invoke(&self, inst: Inst, c: &CallData) -> Check {
        ensure(c.tail == crate::instructions::TailKind::None, || "invoke cannot be a tail call".into())?;
        ensure(c.fmf.is_empty(), || "invoke cannot have fast-math flags".into())?;
        if let Some(ConstData::FuncAddr { func, .. }) = self.f.dfg.value_const(c.callee).map(|k| self.m.consts.data(k))
        {
            if let Some(g) = self.m.funcs.get(*func) {
                use crate::intrinsics::Intrinsic as I;
                let allowed = matches!(
                    g.intrinsic,
                    None | Some(
                        I::Donothing
                            | I::PatchpointVoid
                            | I::Patchpoint
                            | I::GcStatepoint
                            | I::CoroResume
                            | I::CoroDestroy
                            | I::CoroAwaitSuspendVoid
                            | I::CoroAwaitSuspendBool
                            | I::CoroAwaitSuspendHandle
                    )
                );
                ensure(allowed, || format!("cannot invoke intrinsic @{}", g.name()))?;
            }
        }
        self.call(inst, c)
    }

    /// `landingpad`: at least one clause or `cleanup`; pointer catches; filters are constant
    /// arrays of pointers; the function has a personality.
    fn landingpad(&self, inst: Inst, l: &crate::instructions::LandingPadData) -> Check {
        let r = self.result(inst)?;
        self.check_value_type(r, "landingpad result")?;
        ensure(self.f.personality.is_some(), || "landingpad needs a function with a personality".into())?;
        ensure(l.cleanup || !l.clauses.is_empty(), || {
            "landingpad needs at least one clause or to be a cleanup".into()
        })?;
        for &(kind, v) in &l.clauses {
            let t = self.ty(v);
            match kind {
                crate::instructions::ClauseKind::Catch => {
                    ensure(self.ts.is_ptr(t), || {
                        format!("catch clause operand must be a pointer, not {}", self.name(t))
                    })?;
                    ensure(self.f.dfg.value_const(v).is_some(), || "catch clause operand must be a constant".into())?;
                }
                crate::instructions::ClauseKind::Filter => {
                    let is_ptr_array = matches!(self.ts.data(t), TypeData::Array { elem, .. } if self.ts.is_ptr(*elem));
                    ensure(is_ptr_array && self.f.dfg.value_const(v).is_some(), || {
                        format!("filter clause operand must be a constant array of pointers, not {}", self.name(t))
                    })?;
                }
            }
        }
        Ok(())
    }

    /// `ret`: value present and of the function's return type exactly when it is not void.
    fn ret(&self, inst: Inst, arg: Option<Value>) -> Check {
        self.no_result(inst)?;
        let ret = self.ts.func_info(self.f.ty).map_or(Type::VOID, |(r, _, _)| r);
        match arg {
            None => ensure(ret == Type::VOID, || format!("'ret void' in a function returning {}", self.name(ret))),
            Some(v) => {
                let t = self.ty(v);
                ensure(ret != Type::VOID && t == ret, || {
                    format!("returns {} from a function returning {}", self.name(t), self.name(ret))
                })
            }
        }
    }

    /// `switch`: integer scrutinee; integer case constants of its type, all distinct.
    fn switch(&self, inst: Inst, s: &SwitchData) -> Check {
        self.no_result(inst)?;
        let st = self.ty(s.arg);
        let Some(bits) = self.ts.int_bits(st) else {
            return Err(format!("switch operand must be an integer, not {}", self.name(st)));
        };
        let mut values: Vec<Vec<u64>> = Vec::with_capacity(s.cases.len());
        for &(c, _) in &s.cases {
            let v = match self.m.consts.contains(c).then(|| self.m.consts.data(c)) {
                Some(ConstData::Int { ty, value }) if *ty == st => crate::wide::from_u128(128, *value).into_vec(),
                Some(ConstData::WideInt { ty, words }) if *ty == st => words.to_vec(),
                Some(ConstData::Zero(ty)) if *ty == st => vec![0; crate::wide::limbs(bits.max(128))],
                _ => {
                    return Err(format!(
                        "switch case {} is not an integer constant of type {}",
                        c.index(),
                        self.name(st)
                    ))
                }
            };
            values.push(v);
        }
        values.sort_unstable();
        match values.windows(2).find(|w| w[0] == w[1]) {
            Some(w) if bits <= 128 => {
                Err(format!("duplicate case value {} in switch", signed(crate::wide::low_u128(&w[0]), bits)))
            }
            Some(w) => Err(format!("duplicate case value {} in switch", crate::wide::to_signed_decimal(bits, &w[0]))),
            None => Ok(()),
        }
    }
}
