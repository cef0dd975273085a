//! Tests of intrinsic lookup, stable IDs and signature checks.
//!
//! `VALID` holds one declaration per intrinsic as clang-19 / LLVM 19 spell it, and `INVALID`
//! declarations LLVM 19 rejects; both tables were run through `llvm-as-19` (each declaration with
//! a call to it, since LLVM checks intrinsic signatures at call sites).

use super::{lookup, Intrinsic};
use crate::types::{Type, TypeStore};

/// Parses a function type such as `{ i32, i1 } (i32, i32)` or `token (i64, ptr, ...)` (test-only).
fn fn_type(types: &mut TypeStore, text: &str) -> Type {
    let toks = tokenize(text);
    let mut p = TypeParser { toks: &toks, pos: 0, types };
    let ret = p.ty();
    p.expect("(");
    let mut params = Vec::new();
    let mut varargs = false;
    while p.peek() != ")" {
        if p.peek() == "..." {
            p.pos += 1;
            varargs = true;
        } else {
            params.push(p.ty());
        }
        if p.peek() == "," {
            p.pos += 1;
        }
    }
    p.expect(")");
    assert_eq!(p.pos, toks.len(), "trailing text in {text}");
    p.types.func(ret, params, varargs)
}

/// Splits type text into words and punctuation.
fn tokenize(text: &str) -> Vec<String> {
    let mut toks = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' || c == '.' || c == '%' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            toks.push(std::mem::take(&mut word));
        }
        if !c.is_whitespace() {
            toks.push(c.to_string());
        }
    }
    if !word.is_empty() {
        toks.push(word);
    }
    toks
}

/// Recursive-descent reader of the type subset used in these tests.
struct TypeParser<'a> {
    toks: &'a [String],
    pos: usize,
    types: &'a mut TypeStore,
}

impl TypeParser<'_> {
    fn peek(&self) -> &str {
        self.toks.get(self.pos).map_or("", |s| s.as_str())
    }
    fn next(&mut self) -> String {
        let t = self.peek().to_string();
        self.pos += 1;
        t
    }
    fn expect(&mut self, want: &str) {
        let got = self.next();
        assert_eq!(got, want);
    }
    fn number(&mut self) -> u32 {
        self.next().parse().expect("number")
    }
    fn ty(&mut self) -> Type {
        let word = self.next();
        match word.as_str() {
            "void" => Type::VOID,
            "half" => Type::HALF,
            "float" => Type::FLOAT,
            "double" => Type::DOUBLE,
            "x86_fp80" => Type::X86_FP80,
            "token" => Type::TOKEN,
            "metadata" => Type::METADATA,
            "ptr" if self.peek() == "addrspace" => {
                self.pos += 1;
                self.expect("(");
                let n = self.number();
                self.expect(")");
                self.types.ptr(n)
            }
            "ptr" => Type::PTR,
            "<" if self.peek() == "{" => {
                self.pos += 1;
                self.struct_body(true)
            }
            "<" => {
                let n = self.number();
                self.expect("x");
                let elem = self.ty();
                self.expect(">");
                self.types.vector(n, elem)
            }
            "{" => self.struct_body(false),
            w if w.starts_with('%') => self.types.named_struct(&w[1..]),
            w if w.starts_with('i') => self.types.int(w[1..].parse().expect("int width")),
            w => panic!("unknown type word {w}"),
        }
    }
    fn struct_body(&mut self, packed: bool) -> Type {
        let mut fields = Vec::new();
        while self.peek() != "}" {
            fields.push(self.ty());
            if self.peek() == "," {
                self.pos += 1;
            }
        }
        self.expect("}");
        if packed {
            self.expect(">");
        }
        self.types.literal_struct(fields, packed)
    }
}

/// Checks `name`'s declaration `sig` text, after looking the name up.
fn check(name: &str, sig: &str) -> Result<(), String> {
    let mut types = TypeStore::new();
    let f = fn_type(&mut types, sig);
    let i = lookup(name).unwrap_or_else(|| panic!("{name} not recognised"));
    i.check_signature(&types, f)
}

/// One valid LLVM 19 declaration per intrinsic (each accepted by `llvm-as-19` with a call).
const VALID: &[(&str, &str)] = &[
    ("llvm.memcpy.p0.p0.i64", "void (ptr, ptr, i64, i1)"),
    ("llvm.memcpy.inline.p0.p0.i64", "void (ptr, ptr, i64, i1)"),
    ("llvm.memmove.p0.p0.i64", "void (ptr, ptr, i64, i1)"),
    ("llvm.memset.p0.i64", "void (ptr, i8, i64, i1)"),
    ("llvm.memset.inline.p0.i64", "void (ptr, i8, i64, i1)"),
    ("llvm.memcpy.element.unordered.atomic.p0.p0.i64", "void (ptr, ptr, i64, i32)"),
    ("llvm.memmove.element.unordered.atomic.p0.p0.i64", "void (ptr, ptr, i64, i32)"),
    ("llvm.memset.element.unordered.atomic.p0.i64", "void (ptr, i8, i64, i32)"),
    ("llvm.lifetime.start.p0", "void (i64, ptr)"),
    ("llvm.lifetime.end.p0", "void (i64, ptr)"),
    ("llvm.invariant.start.p0", "ptr (i64, ptr)"),
    ("llvm.invariant.end.p0", "void (ptr, i64, ptr)"),
    ("llvm.launder.invariant.group.p0", "ptr (ptr)"),
    ("llvm.strip.invariant.group.p0", "ptr (ptr)"),
    ("llvm.stacksave.p0", "ptr ()"),
    ("llvm.stackrestore.p0", "void (ptr)"),
    ("llvm.objectsize.i64.p0", "i64 (ptr, i1, i1, i1)"),
    ("llvm.ptrmask.p0.i64", "ptr (ptr, i64)"),
    ("llvm.threadlocal.address.p0", "ptr (ptr)"),
    ("llvm.eh.typeid.for.p0", "i32 (ptr)"),
    ("llvm.prefetch.p0", "void (ptr, i32, i32, i32)"),
    ("llvm.load.relative.i32", "ptr (ptr, i32)"),
    ("llvm.clear_cache", "void (ptr, ptr)"),
    ("llvm.masked.load.v4i32.p0", "<4 x i32> (ptr, i32, <4 x i1>, <4 x i32>)"),
    ("llvm.masked.store.v4i32.p0", "void (<4 x i32>, ptr, i32, <4 x i1>)"),
    ("llvm.masked.gather.v2f64.v2p0", "<2 x double> (<2 x ptr>, i32, <2 x i1>, <2 x double>)"),
    ("llvm.masked.scatter.v2f64.v2p0", "void (<2 x double>, <2 x ptr>, i32, <2 x i1>)"),
    ("llvm.smin.i32", "i32 (i32, i32)"),
    ("llvm.smax.v4i32", "<4 x i32> (<4 x i32>, <4 x i32>)"),
    ("llvm.umin.i8", "i8 (i8, i8)"),
    ("llvm.umax.i64", "i64 (i64, i64)"),
    ("llvm.abs.i32", "i32 (i32, i1)"),
    ("llvm.ctpop.i32", "i32 (i32)"),
    ("llvm.ctlz.i32", "i32 (i32, i1)"),
    ("llvm.cttz.i64", "i64 (i64, i1)"),
    ("llvm.bswap.i16", "i16 (i16)"),
    ("llvm.bitreverse.i32", "i32 (i32)"),
    ("llvm.fshl.i32", "i32 (i32, i32, i32)"),
    ("llvm.fshr.i64", "i64 (i64, i64, i64)"),
    ("llvm.sadd.with.overflow.i32", "{ i32, i1 } (i32, i32)"),
    ("llvm.uadd.with.overflow.i64", "{ i64, i1 } (i64, i64)"),
    ("llvm.ssub.with.overflow.i16", "{ i16, i1 } (i16, i16)"),
    ("llvm.usub.with.overflow.v2i32", "{ <2 x i32>, <2 x i1> } (<2 x i32>, <2 x i32>)"),
    ("llvm.smul.with.overflow.i32", "{ i32, i1 } (i32, i32)"),
    ("llvm.umul.with.overflow.i64", "{ i64, i1 } (i64, i64)"),
    ("llvm.sadd.sat.i32", "i32 (i32, i32)"),
    ("llvm.uadd.sat.i8", "i8 (i8, i8)"),
    ("llvm.ssub.sat.i32", "i32 (i32, i32)"),
    ("llvm.usub.sat.v16i8", "<16 x i8> (<16 x i8>, <16 x i8>)"),
    ("llvm.sshl.sat.i32", "i32 (i32, i32)"),
    ("llvm.ushl.sat.i32", "i32 (i32, i32)"),
    ("llvm.scmp.i32.i64", "i32 (i64, i64)"),
    ("llvm.ucmp.v4i8.v4i32", "<4 x i8> (<4 x i32>, <4 x i32>)"),
    ("llvm.fmuladd.f64", "double (double, double, double)"),
    ("llvm.fma.f32", "float (float, float, float)"),
    ("llvm.sqrt.f64", "double (double)"),
    ("llvm.fabs.f80", "x86_fp80 (x86_fp80)"),
    ("llvm.floor.f64", "double (double)"),
    ("llvm.ceil.f32", "float (float)"),
    ("llvm.trunc.f64", "double (double)"),
    ("llvm.round.f64", "double (double)"),
    ("llvm.roundeven.f64", "double (double)"),
    ("llvm.rint.v2f64", "<2 x double> (<2 x double>)"),
    ("llvm.nearbyint.f64", "double (double)"),
    ("llvm.copysign.f64", "double (double, double)"),
    ("llvm.minnum.f64", "double (double, double)"),
    ("llvm.maxnum.f32", "float (float, float)"),
    ("llvm.minimum.f64", "double (double, double)"),
    ("llvm.maximum.f64", "double (double, double)"),
    ("llvm.pow.f64", "double (double, double)"),
    ("llvm.powi.f64.i32", "double (double, i32)"),
    ("llvm.exp.f64", "double (double)"),
    ("llvm.exp2.f32", "float (float)"),
    ("llvm.exp10.f64", "double (double)"),
    ("llvm.log.f64", "double (double)"),
    ("llvm.log2.f64", "double (double)"),
    ("llvm.log10.f64", "double (double)"),
    ("llvm.sin.f64", "double (double)"),
    ("llvm.cos.f64", "double (double)"),
    ("llvm.tan.f64", "double (double)"),
    ("llvm.asin.f64", "double (double)"),
    ("llvm.acos.f64", "double (double)"),
    ("llvm.atan.f64", "double (double)"),
    ("llvm.sinh.f64", "double (double)"),
    ("llvm.cosh.f64", "double (double)"),
    ("llvm.tanh.f64", "double (double)"),
    ("llvm.ldexp.f64.i32", "double (double, i32)"),
    ("llvm.frexp.f64.i32", "{ double, i32 } (double)"),
    ("llvm.lround.i64.f64", "i64 (double)"),
    ("llvm.llround.i64.f32", "i64 (float)"),
    ("llvm.lrint.i64.f64", "i64 (double)"),
    ("llvm.llrint.v2i64.v2f64", "<2 x i64> (<2 x double>)"),
    ("llvm.is.fpclass.f64", "i1 (double, i32)"),
    ("llvm.canonicalize.f64", "double (double)"),
    ("llvm.get.rounding", "i32 ()"),
    ("llvm.set.rounding", "void (i32)"),
    ("llvm.convert.to.fp16.f32", "i16 (float)"),
    ("llvm.convert.from.fp16.f32", "float (i16)"),
    ("llvm.fptosi.sat.i32.f64", "i32 (double)"),
    ("llvm.fptoui.sat.i8.f32", "i8 (float)"),
    ("llvm.arithmetic.fence.f64", "double (double)"),
    ("llvm.vector.reduce.add.v4i32", "i32 (<4 x i32>)"),
    ("llvm.vector.reduce.mul.v4i32", "i32 (<4 x i32>)"),
    ("llvm.vector.reduce.and.v8i16", "i16 (<8 x i16>)"),
    ("llvm.vector.reduce.or.v4i1", "i1 (<4 x i1>)"),
    ("llvm.vector.reduce.xor.v2i64", "i64 (<2 x i64>)"),
    ("llvm.vector.reduce.smax.v4i32", "i32 (<4 x i32>)"),
    ("llvm.vector.reduce.smin.v4i32", "i32 (<4 x i32>)"),
    ("llvm.vector.reduce.umax.v16i8", "i8 (<16 x i8>)"),
    ("llvm.vector.reduce.umin.v4i32", "i32 (<4 x i32>)"),
    ("llvm.vector.reduce.fadd.v4f32", "float (float, <4 x float>)"),
    ("llvm.vector.reduce.fmul.v2f64", "double (double, <2 x double>)"),
    ("llvm.vector.reduce.fmax.v4f32", "float (<4 x float>)"),
    ("llvm.vector.reduce.fmin.v2f64", "double (<2 x double>)"),
    ("llvm.vector.reduce.fmaximum.v4f32", "float (<4 x float>)"),
    ("llvm.vector.reduce.fminimum.v4f32", "float (<4 x float>)"),
    ("llvm.vector.reverse.v4i32", "<4 x i32> (<4 x i32>)"),
    ("llvm.vector.insert.v4i32.v2i32", "<4 x i32> (<4 x i32>, <2 x i32>, i64)"),
    ("llvm.vector.extract.v2i32.v4i32", "<2 x i32> (<4 x i32>, i64)"),
    ("llvm.va_start.p0", "void (ptr)"),
    ("llvm.va_end.p0", "void (ptr)"),
    ("llvm.va_copy.p0", "void (ptr, ptr)"),
    ("llvm.expect.i64", "i64 (i64, i64)"),
    ("llvm.expect.with.probability.i64", "i64 (i64, i64, double)"),
    ("llvm.assume", "void (i1)"),
    ("llvm.is.constant.i32", "i1 (i32)"),
    ("llvm.trap", "void ()"),
    ("llvm.debugtrap", "void ()"),
    ("llvm.ubsantrap", "void (i8)"),
    ("llvm.donothing", "void ()"),
    ("llvm.sideeffect", "void ()"),
    ("llvm.returnaddress", "ptr (i32)"),
    ("llvm.frameaddress.p0", "ptr (i32)"),
    ("llvm.addressofreturnaddress.p0", "ptr ()"),
    ("llvm.readcyclecounter", "i64 ()"),
    ("llvm.experimental.noalias.scope.decl", "void (metadata)"),
    ("llvm.annotation.i32.p0", "i32 (i32, ptr, ptr, i32)"),
    ("llvm.ptr.annotation.p0.p0", "ptr (ptr, ptr, ptr, i32, ptr)"),
    ("llvm.var.annotation.p0.p0", "void (ptr, ptr, ptr, i32, ptr)"),
    ("llvm.coro.id", "token (i32, ptr, ptr, ptr)"),
    ("llvm.coro.id.retcon", "token (i32, i32, ptr, ptr, ptr, ptr)"),
    ("llvm.coro.id.retcon.once", "token (i32, i32, ptr, ptr, ptr, ptr)"),
    ("llvm.coro.id.async", "token (i32, i32, i32, ptr)"),
    ("llvm.coro.size.i64", "i64 ()"),
    ("llvm.coro.align.i32", "i32 ()"),
    ("llvm.coro.alloc", "i1 (token)"),
    ("llvm.coro.begin", "ptr (token, ptr)"),
    ("llvm.coro.free", "ptr (token, ptr)"),
    ("llvm.coro.end", "i1 (ptr, i1, token)"),
    ("llvm.coro.end.results", "token (...)"),
    ("llvm.coro.end.async", "i1 (ptr, i1, ...)"),
    ("llvm.coro.suspend", "i8 (token, i1)"),
    ("llvm.coro.suspend.retcon.i1", "i1 (...)"),
    ("llvm.coro.suspend.async.sl_p0p0p0s", "{ ptr, ptr, ptr } (i32, ptr, ptr, ...)"),
    ("llvm.coro.save", "token (ptr)"),
    ("llvm.coro.prepare.async", "ptr (ptr)"),
    ("llvm.coro.async.resume", "ptr ()"),
    ("llvm.coro.async.size.replace", "void (ptr, ptr)"),
    ("llvm.coro.async.context.alloc", "ptr (ptr, ptr)"),
    ("llvm.coro.async.context.dealloc", "void (ptr)"),
    ("llvm.coro.await.suspend.void", "void (ptr, ptr, ptr)"),
    ("llvm.coro.await.suspend.bool", "i1 (ptr, ptr, ptr)"),
    ("llvm.coro.await.suspend.handle", "void (ptr, ptr, ptr)"),
    ("llvm.coro.promise", "ptr (ptr, i32, i1)"),
    ("llvm.coro.done", "i1 (ptr)"),
    ("llvm.coro.resume", "void (ptr)"),
    ("llvm.coro.destroy", "void (ptr)"),
    ("llvm.coro.noop", "ptr ()"),
    ("llvm.coro.frame", "ptr ()"),
    ("llvm.coro.subfn.addr", "ptr (ptr, i8)"),
    ("llvm.coro.prepare.retcon", "ptr (ptr)"),
    ("llvm.coro.alloca.alloc.i64", "token (i64, i32)"),
    ("llvm.coro.alloca.get", "ptr (token)"),
    ("llvm.coro.alloca.free", "void (token)"),
    ("llvm.experimental.gc.statepoint.p0", "token (i64, i32, ptr, i32, i32, ...)"),
    ("llvm.experimental.gc.relocate.p1", "ptr addrspace(1) (token, i32, i32)"),
    ("llvm.experimental.gc.result.i32", "i32 (token)"),
    ("llvm.experimental.gc.get.pointer.base.p1.p1", "ptr addrspace(1) (ptr addrspace(1))"),
    ("llvm.experimental.gc.get.pointer.offset.p1", "i64 (ptr addrspace(1))"),
    ("llvm.gcroot", "void (ptr, ptr)"),
    ("llvm.gcread", "ptr (ptr, ptr)"),
    ("llvm.gcwrite", "void (ptr, ptr, ptr)"),
    ("llvm.experimental.deoptimize.i32", "i32 (...)"),
    ("llvm.experimental.guard", "void (i1, ...)"),
    ("llvm.experimental.stackmap", "void (i64, i32, ...)"),
    ("llvm.experimental.patchpoint.void", "void (i64, i32, ptr, i32, ...)"),
    ("llvm.experimental.patchpoint.i64", "i64 (i64, i32, ptr, i32, ...)"),
    ("llvm.dbg.declare", "void (metadata, metadata, metadata)"),
    ("llvm.dbg.value", "void (metadata, metadata, metadata)"),
    ("llvm.dbg.label", "void (metadata)"),
    ("llvm.dbg.assign", "void (metadata, metadata, metadata, metadata, metadata, metadata)"),
];

/// Declarations LLVM 19 rejects (confirmed with `llvm-as-19`), with Kiln's message.
const INVALID: &[(&str, &str, &str)] = &[
    ("llvm.memcpy.p0.p0.i64", "void (ptr, ptr, i64, i32)", "parameter 3 must be i1, found i32"),
    ("llvm.smin.i32", "i32 (i32, i64)", "parameter 1 must be the same type as the return type (i32), found i64"),
    (
        "llvm.vector.reduce.add.v4f32",
        "float (<4 x float>)",
        "parameter 0 must be a vector of integers, found <4 x float>",
    ),
    ("llvm.trap", "void (i32)", "expected 0 parameters, found 1"),
    (
        "llvm.bswap.i8",
        "i8 (i8)",
        "return type must be an integer (or vector of integers) of a multiple of 16 bits, found i8",
    ),
    ("llvm.scmp.i1.i32", "i1 (i32, i32)", "return type must be iN with N >= 2, found i1"),
    ("llvm.scmp.v2i8.i32", "<2 x i8> (i32, i32)", "return type must be iN with N >= 2, found <2 x i8>"),
    (
        "llvm.lround.v2i64.v2f64",
        "<2 x i64> (<2 x double>)",
        "parameter 0 must be a floating-point type, found <2 x double>",
    ),
    ("llvm.lrint.i64.v2f64", "i64 (<2 x double>)", "return type must be <2 x iN>, found i64"),
    ("llvm.ptrmask.p0.i32", "ptr (ptr, i32)", "parameter 1 must be i64, found i32"),
    (
        "llvm.vector.insert.v4i32.v2i64",
        "<4 x i32> (<4 x i32>, <2 x i64>, i64)",
        "parameter 1 must be a vector of i32, found <2 x i64>",
    ),
    (
        "llvm.vector.reduce.fadd.v4f32",
        "<4 x float> (float, <4 x float>)",
        "return type must be the element type of parameter 1 (float), found <4 x float>",
    ),
];

// ---- lookup -------------------------------------------------------------------------------

#[test]
fn lookup_strips_overload_suffixes() {
    let cases = [
        ("llvm.memcpy.p0.p0.i64", Intrinsic::Memcpy),
        ("llvm.smin.v4i32", Intrinsic::Smin),
        ("llvm.experimental.gc.relocate.p1", Intrinsic::GcRelocate),
        ("llvm.coro.size.i64", Intrinsic::CoroSize),
        ("llvm.vector.reduce.add.v4i32", Intrinsic::VectorReduceAdd),
        ("llvm.umul.with.overflow.i64", Intrinsic::UmulWithOverflow),
        ("llvm.sqrt.v2f64", Intrinsic::Sqrt),
        ("llvm.fabs.f32", Intrinsic::Fabs),
        ("llvm.stacksave.p0", Intrinsic::StackSave),
        ("llvm.objectsize.i64.p0", Intrinsic::ObjectSize),
        ("llvm.powi.f64.i32", Intrinsic::Powi),
        ("llvm.masked.gather.v2f64.v2p0", Intrinsic::MaskedGather),
    ];
    for (name, want) in cases {
        assert_eq!(lookup(name), Some(want), "{name}");
    }
}

#[test]
fn lookup_accepts_legacy_and_aggregate_manglings() {
    let cases = [
        ("llvm.experimental.gc.statepoint.p0f_isVoidf", Intrinsic::GcStatepoint),
        ("llvm.experimental.gc.relocate.p1i8", Intrinsic::GcRelocate),
        ("llvm.coro.suspend.async.sl_p0p0p0s", Intrinsic::CoroSuspendAsync),
        ("llvm.experimental.gc.result.s_struct.Pairs", Intrinsic::GcResult),
        ("llvm.masked.load.a2i32.p0", Intrinsic::MaskedLoad),
        ("llvm.experimental.deoptimize.isVoid", Intrinsic::Deoptimize),
    ];
    for (name, want) in cases {
        assert_eq!(lookup(name), Some(want), "{name}");
    }
}

#[test]
fn lookup_accepts_bare_base_names() {
    // LLVM 19 remangles an overloaded intrinsic declared without its suffix.
    assert_eq!(lookup("llvm.memcpy"), Some(Intrinsic::Memcpy));
    assert_eq!(lookup("llvm.stacksave"), Some(Intrinsic::StackSave));
    assert_eq!(lookup("llvm.trap"), Some(Intrinsic::Trap));
    assert_eq!(lookup("llvm.coro.end"), Some(Intrinsic::CoroEnd));
}

#[test]
fn lookup_picks_the_longest_base_name() {
    let cases = [
        ("llvm.memcpy.inline.p0.p0.i64", Intrinsic::MemcpyInline),
        ("llvm.memset.element.unordered.atomic.p0.i32", Intrinsic::MemsetElementUnorderedAtomic),
        ("llvm.exp2.f64", Intrinsic::Exp2),
        ("llvm.exp10.f32", Intrinsic::Exp10),
        ("llvm.coro.id.retcon.once", Intrinsic::CoroIdRetconOnce),
        ("llvm.coro.end.async", Intrinsic::CoroEndAsync),
        ("llvm.coro.end.results", Intrinsic::CoroEndResults),
        ("llvm.experimental.patchpoint.void", Intrinsic::PatchpointVoid),
        ("llvm.experimental.patchpoint.i64", Intrinsic::Patchpoint),
        ("llvm.expect.with.probability.i32", Intrinsic::ExpectWithProbability),
        ("llvm.vector.reduce.fmaximum.v4f32", Intrinsic::VectorReduceFmaximum),
    ];
    for (name, want) in cases {
        assert_eq!(lookup(name), Some(want), "{name}");
    }
}

#[test]
fn lookup_rejects_unknown_names() {
    for name in [
        "llvm.foo",
        "llvm.memcpyx",
        "llvm.memcpyx.p0.p0.i64",
        "memcpy",
        "llvm.",
        "llvm",
        "",
        "llvm.x86.sse2.pause",
        "llvm.coro.outside.frame",
        "llvm.coro",
        "LLVM.memcpy",
    ] {
        assert_eq!(lookup(name), None, "{name}");
    }
}

#[test]
fn lookup_rejects_suffixes_on_non_overloaded_intrinsics() {
    for name in [
        "llvm.trap.foo",
        "llvm.trap.i32",
        "llvm.assume.i1",
        "llvm.coro.end.foo",
        "llvm.coro.id.p0",
        "llvm.experimental.guard.i1",
    ] {
        assert_eq!(lookup(name), None, "{name}");
    }
}

#[test]
fn lookup_rejects_junk_suffixes_on_overloaded_intrinsics() {
    for name in [
        "llvm.memcpy.foo",
        "llvm.smin.i32x",
        "llvm.smin.",
        "llvm.smin..i32",
        "llvm.memcpy.p0.p0.i64.",
        "llvm.vector.reduce.add.v4",
    ] {
        assert_eq!(lookup(name), None, "{name}");
    }
}

#[test]
fn lookup_maps_pre_19_names_to_their_upgrades() {
    assert_eq!(lookup("llvm.flt.rounds"), Some(Intrinsic::GetRounding));
    assert_eq!(lookup("llvm.experimental.vector.reverse.v4i32"), Some(Intrinsic::VectorReverse));
    assert_eq!(lookup("llvm.experimental.vector.insert.v4i32.v2i32"), Some(Intrinsic::VectorInsert));
    assert_eq!(lookup("llvm.experimental.vector.extract.v2i32.v4i32"), Some(Intrinsic::VectorExtract));
}

#[test]
fn lookup_survives_hostile_names() {
    let long = format!("llvm.memcpy.{}", "v1".repeat(200_000));
    assert_eq!(lookup(&long), None);
    let dots = format!("llvm.smin{}", ".".repeat(100_000));
    assert_eq!(lookup(&dots), None);
    assert_eq!(lookup("llvm.smin.\u{e9}"), None);
}

#[test]
fn associated_lookup_matches_free_function() {
    assert_eq!(Intrinsic::lookup("llvm.ctlz.i32"), lookup("llvm.ctlz.i32"));
    assert_eq!(Intrinsic::lookup("llvm.ctlz.i32"), Some(Intrinsic::Ctlz));
}

// ---- table --------------------------------------------------------------------------------

#[test]
fn stable_ids_never_change() {
    let ids = [
        (Intrinsic::Memcpy, 1),
        (Intrinsic::Memset, 4),
        (Intrinsic::LifetimeStart, 10),
        (Intrinsic::StackSave, 20),
        (Intrinsic::MaskedLoad, 30),
        (Intrinsic::Smin, 100),
        (Intrinsic::Ctlz, 111),
        (Intrinsic::SaddWithOverflow, 120),
        (Intrinsic::Scmp, 140),
        (Intrinsic::Fmuladd, 200),
        (Intrinsic::Sqrt, 202),
        (Intrinsic::VectorReduceAdd, 300),
        (Intrinsic::VaStart, 400),
        (Intrinsic::Trap, 420),
        (Intrinsic::CoroId, 500),
        (Intrinsic::CoroEnd, 509),
        (Intrinsic::CoroSuspend, 512),
        (Intrinsic::GcStatepoint, 600),
        (Intrinsic::GcRelocate, 601),
        (Intrinsic::GcResult, 602),
        (Intrinsic::DbgDeclare, 700),
        (Intrinsic::DbgAssign, 703),
    ];
    for (i, id) in ids {
        assert_eq!(i.id(), id, "{i:?}");
        assert_eq!(Intrinsic::from_id(id), Some(i));
    }
    assert_eq!(Intrinsic::from_id(0), None);
    assert_eq!(Intrinsic::from_id(9), None);
}

/// The ID range a base name's family must fall in, for the families recognisable by name.
fn family_range(name: &str) -> Option<std::ops::Range<u16>> {
    let n = name;
    Some(if n.starts_with("llvm.mem") || n.starts_with("llvm.masked.") {
        1..100
    } else if n.contains(".with.overflow") || n.ends_with(".sat") && !n.contains("fpto") {
        100..200
    } else if n.starts_with("llvm.vector.") {
        300..400
    } else if n.starts_with("llvm.va_") {
        400..410
    } else if n.starts_with("llvm.coro.") {
        500..600
    } else if n.contains(".gc") || n.contains("deoptimize") || n.contains("patchpoint") {
        600..700
    } else if n.starts_with("llvm.dbg.") {
        700..800
    } else {
        return None;
    })
}

#[test]
fn ids_are_unique_and_in_their_family_range() {
    let mut seen = std::collections::HashSet::new();
    let mut ranged = 0;
    for &i in Intrinsic::all() {
        assert!(seen.insert(i.id()), "duplicate id {}", i.id());
        if let Some(range) = family_range(i.name()) {
            assert!(range.contains(&i.id()), "{} has id {}", i.name(), i.id());
            ranged += 1;
        }
    }
    assert!(ranged > 80, "{ranged}");
}

#[test]
fn rules_only_refer_to_existing_slots() {
    use super::sig::{Rule, Slot};
    for &i in Intrinsic::all() {
        let sig = i.sig();
        let rules = sig.params.iter().chain(std::iter::once(&sig.ret));
        for rule in rules {
            let slot = match *rule {
                Rule::Same(s)
                | Rule::ElemOf(s)
                | Rule::BoolLike(s)
                | Rule::IntLike(s)
                | Rule::CmpResult(s)
                | Rule::PtrIndexLike(s)
                | Rule::PtrVecLike(s)
                | Rule::SameElemVector(s)
                | Rule::OverflowPair(s)
                | Rule::FrexpPair(s) => s,
                _ => continue,
            };
            if let Slot::Param(n) = slot {
                assert!(usize::from(n) < sig.params.len(), "{} refers to parameter {n}", i.name());
            }
            assert!(!matches!((slot, *rule), (Slot::Ret, r) if r == sig.ret), "{} ret refers to itself", i.name());
        }
    }
}

#[test]
fn every_intrinsic_name_looks_itself_up() {
    for &i in Intrinsic::all() {
        assert_eq!(lookup(i.name()), Some(i), "{}", i.name());
        assert_eq!(Intrinsic::from_name(i.name()), Some(i));
        assert_eq!(Intrinsic::from_id(i.id()), Some(i));
    }
    assert!(Intrinsic::all().len() >= 150, "{}", Intrinsic::all().len());
}

#[test]
fn overloaded_flags_follow_llvm() {
    for i in [
        Intrinsic::Memcpy,
        Intrinsic::StackSave,
        Intrinsic::VaStart,
        Intrinsic::CoroSize,
        Intrinsic::GcStatepoint,
        Intrinsic::GcRelocate,
        Intrinsic::FrameAddress,
        Intrinsic::Smin,
        Intrinsic::Deoptimize,
    ] {
        assert!(i.is_overloaded(), "{i:?}");
    }
    for i in [
        Intrinsic::Trap,
        Intrinsic::Assume,
        Intrinsic::CoroEnd,
        Intrinsic::CoroId,
        Intrinsic::ReturnAddress,
        Intrinsic::GetRounding,
        Intrinsic::DbgValue,
        Intrinsic::Guard,
        Intrinsic::PatchpointVoid,
    ] {
        assert!(!i.is_overloaded(), "{i:?}");
    }
}

// ---- signatures ---------------------------------------------------------------------------

#[test]
fn every_intrinsic_has_a_valid_sample_that_checks() {
    let mut covered = std::collections::HashSet::new();
    for &(name, sig) in VALID {
        assert_eq!(check(name, sig), Ok(()), "{name}: {sig}");
        covered.insert(lookup(name));
    }
    for &i in Intrinsic::all() {
        assert!(covered.contains(&Some(i)), "no VALID sample for {}", i.name());
    }
}

#[test]
fn llvm_rejected_samples_are_rejected_with_exact_messages() {
    for &(name, sig, msg) in INVALID {
        assert_eq!(check(name, sig), Err(msg.to_string()), "{name}: {sig}");
    }
}

#[test]
fn memcpy_family_checks() {
    assert_eq!(check("llvm.memcpy.p1.p0.i32", "void (ptr addrspace(1), ptr, i32, i1)"), Ok(()));
    assert_eq!(check("llvm.memcpy.p0.p0.i64", "void (ptr, ptr, i64)"), Err("expected 4 parameters, found 3".into()));
    assert_eq!(
        check("llvm.memcpy.p0.p0.i64", "void (ptr, ptr, ptr, i1)"),
        Err("parameter 2 must be an integer, found ptr".into())
    );
    assert_eq!(
        check("llvm.memcpy.p0.p0.i64", "i32 (ptr, ptr, i64, i1)"),
        Err("return type must be void, found i32".into())
    );
    assert_eq!(
        check("llvm.memset.p0.i64", "void (ptr, i32, i64, i1)"),
        Err("parameter 1 must be i8, found i32".into())
    );
    assert_eq!(
        check("llvm.memmove.p0.p0.i64", "void (i64, ptr, i64, i1)"),
        Err("parameter 0 must be a pointer, found i64".into())
    );
    assert!(check("llvm.memcpy.p0.p0.v2i64", "void (ptr, ptr, <2 x i64>, i1)").is_err());
}

#[test]
fn lifetime_and_stack_checks() {
    assert_eq!(check("llvm.lifetime.start.p5", "void (i64, ptr addrspace(5))"), Ok(()));
    assert_eq!(check("llvm.lifetime.start.p0", "void (i32, ptr)"), Err("parameter 0 must be i64, found i32".into()));
    assert_eq!(check("llvm.stacksave.p0", "i64 ()"), Err("return type must be a pointer, found i64".into()));
    assert_eq!(
        check("llvm.threadlocal.address.p0", "ptr addrspace(1) (ptr)"),
        Err("parameter 0 must be the same type as the return type (ptr addrspace(1)), found ptr".into())
    );
}

#[test]
fn integer_minmax_accepts_vectors_and_rejects_floats() {
    assert_eq!(check("llvm.umax.v8i16", "<8 x i16> (<8 x i16>, <8 x i16>)"), Ok(()));
    assert_eq!(
        check("llvm.smax.f32", "float (float, float)"),
        Err("return type must be an integer or vector of integers, found float".into())
    );
    assert_eq!(check("llvm.abs.i32", "i32 (i32, i32)"), Err("parameter 1 must be i1, found i32".into()));
}

#[test]
fn count_and_shift_checks() {
    assert_eq!(check("llvm.ctlz.v4i32", "<4 x i32> (<4 x i32>, i1)"), Ok(()));
    assert_eq!(check("llvm.cttz.i32", "i32 (i32, i32)"), Err("parameter 1 must be i1, found i32".into()));
    assert_eq!(check("llvm.bswap.v2i64", "<2 x i64> (<2 x i64>)"), Ok(()));
    assert_eq!(check("llvm.bswap.i48", "i48 (i48)"), Ok(()));
    assert_eq!(check("llvm.fshl.i32", "i32 (i32, i32)"), Err("expected 3 parameters, found 2".into()));
}

#[test]
fn overflow_results_must_be_literal_pairs() {
    assert_eq!(
        check("llvm.sadd.with.overflow.i32", "{ i32, i8 } (i32, i32)"),
        Err("return type must be { i32, i1 }, found { i32, i8 }".into())
    );
    // LLVM 19 accepts the packed form.
    assert_eq!(check("llvm.sadd.with.overflow.i32", "<{ i32, i1 }> (i32, i32)"), Ok(()));
    assert_eq!(
        check("llvm.sadd.with.overflow.s_Ps", "%P (i32, i32)"),
        Err("return type must be { i32, i1 }, found %P".into())
    );
    assert_eq!(
        check("llvm.sadd.with.overflow.i32", "{ i32, i1, i1 } (i32, i32)"),
        Err("return type must be { i32, i1 }, found { i32, i1, i1 }".into())
    );
    assert_eq!(
        check("llvm.usub.with.overflow.v2i32", "{ <2 x i32>, i1 } (<2 x i32>, <2 x i32>)"),
        Err("return type must be { <2 x i32>, <2 x i1> }, found { <2 x i32>, i1 }".into())
    );
    assert_eq!(
        check("llvm.umul.with.overflow.i64", "{ i64, i1 } (i64, i32)"),
        Err("parameter 1 must be the same type as parameter 0 (i64), found i32".into())
    );
}

#[test]
fn float_unary_checks() {
    for sig in ["float (float)", "double (double)", "x86_fp80 (x86_fp80)", "half (half)", "<2 x double> (<2 x double>)"]
    {
        assert_eq!(check("llvm.sqrt", sig), Ok(()), "{sig}");
    }
    assert_eq!(
        check("llvm.sqrt.i32", "i32 (i32)"),
        Err("return type must be a floating-point type or vector of floating-point, found i32".into())
    );
    assert_eq!(
        check("llvm.floor.f64", "double (float)"),
        Err("parameter 0 must be the same type as the return type (double), found float".into())
    );
    assert_eq!(check("llvm.fmuladd.f64", "double (double, double)"), Err("expected 3 parameters, found 2".into()));
}

#[test]
fn float_conversion_checks() {
    assert_eq!(check("llvm.frexp.v2f32.v2i32", "{ <2 x float>, <2 x i32> } (<2 x float>)"), Ok(()));
    assert_eq!(
        check("llvm.frexp.f64.i32", "{ double, <2 x i32> } (double)"),
        Err("return type must be { double, iN }, found { double, <2 x i32> }".into())
    );
    assert_eq!(check("llvm.is.fpclass.v2f64", "<2 x i1> (<2 x double>, i32)"), Ok(()));
    assert_eq!(
        check("llvm.is.fpclass.v2f64", "i1 (<2 x double>, i32)"),
        Err("return type must be <2 x i1>, found i1".into())
    );
    assert_eq!(
        check("llvm.ldexp.v2f64.v4i32", "<2 x double> (<2 x double>, <4 x i32>)"),
        Err("parameter 1 must be <2 x iN>, found <4 x i32>".into())
    );
    assert_eq!(check("llvm.convert.to.fp16.f32", "i32 (float)"), Err("return type must be i16, found i32".into()));
}

#[test]
fn vector_reduction_checks() {
    assert_eq!(
        check("llvm.vector.reduce.add.v4i32", "i64 (<4 x i32>)"),
        Err("return type must be the element type of parameter 0 (i32), found i64".into())
    );
    assert_eq!(
        check("llvm.vector.reduce.smax.i32", "i32 (i32)"),
        Err("parameter 0 must be a vector of integers, found i32".into())
    );
    assert_eq!(
        check("llvm.vector.reduce.fmax.v4i32", "i32 (<4 x i32>)"),
        Err("parameter 0 must be a vector of floating-point values, found <4 x i32>".into())
    );
    assert_eq!(
        check("llvm.vector.reduce.fadd.v4f32", "float (double, <4 x float>)"),
        Err("parameter 0 must be the element type of parameter 1 (float), found double".into())
    );
}

#[test]
fn masked_memory_checks() {
    assert_eq!(
        check("llvm.masked.load.v4i32.p0", "<4 x i32> (ptr, i32, <2 x i1>, <4 x i32>)"),
        Err("parameter 2 must be <4 x i1>, found <2 x i1>".into())
    );
    assert_eq!(
        check("llvm.masked.gather.v4i32.v4p0", "<4 x i32> (<2 x ptr>, i32, <4 x i1>, <4 x i32>)"),
        Err("parameter 0 must be <4 x ptr>, found <2 x ptr>".into())
    );
    assert_eq!(
        check("llvm.masked.scatter.v2i32.v2p1", "void (<2 x i32>, <2 x ptr addrspace(1)>, i32, <2 x i1>)"),
        Ok(())
    );
}

#[test]
fn ptrmask_mask_matches_pointer_width() {
    assert_eq!(check("llvm.ptrmask.v2p0.v2i64", "<2 x ptr> (<2 x ptr>, <2 x i64>)"), Ok(()));
    assert_eq!(check("llvm.ptrmask.p270.i32", "ptr addrspace(270) (ptr addrspace(270), i32)"), Ok(()));
    assert_eq!(
        check("llvm.ptrmask.i64.i64", "i64 (i64, i64)"),
        Err("return type must be a pointer or vector of pointers, found i64".into())
    );
}

#[test]
fn varargs_and_misc_checks() {
    assert_eq!(check("llvm.va_start", "void (ptr addrspace(5))"), Ok(()));
    assert_eq!(
        check("llvm.va_copy.p0", "void (ptr, ptr addrspace(1))"),
        Err("parameter 1 must be the same type as parameter 0 (ptr), found ptr addrspace(1)".into())
    );
    assert_eq!(
        check("llvm.expect.with.probability.i64", "i64 (i64, i64, float)"),
        Err("parameter 2 must be double, found float".into())
    );
    assert_eq!(check("llvm.assume", "void (i32)"), Err("parameter 0 must be i1, found i32".into()));
    assert_eq!(
        check("llvm.is.constant.i32", "i1 (metadata)"),
        Err("parameter 0 must be a first-class (non-void) type, found metadata".into())
    );
    assert_eq!(
        check("llvm.experimental.noalias.scope.decl", "void (ptr)"),
        Err("parameter 0 must be metadata, found ptr".into())
    );
}

#[test]
fn gc_statepoint_checks() {
    assert_eq!(
        check("llvm.experimental.gc.statepoint.p0", "token (i64, i32, ptr, i32, i32)"),
        Err("must be variadic (`...`)".into())
    );
    assert_eq!(
        check("llvm.experimental.gc.statepoint.p0", "i32 (i64, i32, ptr, i32, i32, ...)"),
        Err("return type must be token, found i32".into())
    );
    assert_eq!(check("llvm.experimental.gc.relocate.v2p1", "<2 x ptr addrspace(1)> (token, i32, i32)"), Ok(()));
    assert_eq!(
        check("llvm.experimental.gc.relocate.i64", "i64 (token, i32, i32)"),
        Err("return type must be a pointer or vector of pointers, found i64".into())
    );
    assert_eq!(check("llvm.experimental.gc.result.p1", "ptr addrspace(1) (token)"), Ok(()));
    assert_eq!(
        check("llvm.experimental.gc.result.isVoid", "void (token)"),
        Err("return type must be a first-class (non-void) type, found void".into())
    );
    assert_eq!(check("llvm.experimental.guard", "void (i1)"), Err("must be variadic (`...`)".into()));
}

#[test]
fn coroutine_checks() {
    assert_eq!(check("llvm.coro.end", "i1 (ptr, i1)"), Err("expected 3 parameters, found 2".into()));
    assert_eq!(check("llvm.coro.suspend", "i1 (token, i1)"), Err("return type must be i8, found i1".into()));
    assert_eq!(check("llvm.coro.begin", "ptr (ptr, ptr)"), Err("parameter 0 must be token, found ptr".into()));
    assert_eq!(check("llvm.coro.size.i64", "ptr ()"), Err("return type must be an integer, found ptr".into()));
    assert_eq!(check("llvm.coro.end.results", "token ()"), Err("must be variadic (`...`)".into()));
    assert_eq!(check("llvm.coro.id", "token (i32, ptr, ptr, ptr, ...)"), Err("must not be variadic".into()));
    assert_eq!(check("llvm.coro.suspend.retcon.isVoid", "void (...)"), Ok(()));
}

#[test]
fn debug_intrinsics_take_metadata() {
    assert_eq!(
        check("llvm.dbg.value", "void (metadata, metadata, i32)"),
        Err("parameter 2 must be metadata, found i32".into())
    );
}

#[test]
fn non_function_types_are_rejected() {
    let types = TypeStore::new();
    assert_eq!(Intrinsic::Trap.check_signature(&types, Type::I32), Err("expected a function type, found i32".into()));
}

#[test]
fn named_struct_names_appear_in_messages() {
    assert_eq!(
        check("llvm.smin.s_Ts", "%T (%T, %T)"),
        Err("return type must be an integer or vector of integers, found %T".into())
    );
}
