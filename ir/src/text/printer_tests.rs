//! Tests of the printer: modules built through the data-model API, printed, compared with the
//! exact expected text, and (when `llvm-as-19` is installed) checked by LLVM's own assembler.

use super::*;
use crate::attributes::AttrList;
use crate::constant::ConstData;
use crate::dfg::Value;
use crate::instructions::{Atomic, InstKind, SwitchData, TailKind};
use crate::instructions::{Bundle, CallConv, CallData, FastMath, FloatPredicate, IntPredicate};
use crate::metadata::{MdAttachment, MdBody, MdNodeData};
use crate::module::{Comdat, GlobalVar};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

// ---- helpers ------------------------------------------------------------------------------------

/// Asserts that `llvm-as-19` accepts `text` (assembles and verifies); warns and skips when the
/// tool is not installed.
pub(in crate::text) fn assert_llvm_accepts(text: &str) {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("kiln_printer_{}_{n}.ll", std::process::id()));
    std::fs::write(&path, text).expect("write temp file");
    let result = Command::new("llvm-as-19").arg("-o").arg("/dev/null").arg(&path).output();
    let _ = std::fs::remove_file(&path);
    match result {
        Err(_) => {
            eprintln!(
                "\n!!! WARNING: llvm-as-19 is not on PATH: the LLVM oracle check of the printer \
                 was SKIPPED (apt-get install llvm-19).\n"
            );
            assert!(
                std::env::var_os("KILN_REQUIRE_ORACLE").is_none(),
                "KILN_REQUIRE_ORACLE is set but llvm-as-19 is missing"
            );
        }
        Ok(out) => assert!(
            out.status.success(),
            "llvm-as-19 rejected the printed module:\n{}\n--- text ---\n{text}",
            String::from_utf8_lossy(&out.stderr)
        ),
    }
}

/// Prints `m`, checks it with LLVM, and returns the text.
fn printed_for_llvm(m: &Module) -> String {
    let text = print_module(m);
    assert_llvm_accepts(&text);
    text
}

/// Prints `m`, checks it with LLVM, checks that Kiln's parser reads it back to a module that
/// prints identically, and returns the text.
fn printed(m: &Module) -> String {
    let text = printed_for_llvm(m);
    let again = crate::text::parse(text.as_bytes())
        .unwrap_or_else(|d| panic!("Kiln rejects its printed text:\n{}", d.render("<printed>", text.as_bytes())));
    assert_eq!(print_module(&again), text, "print -> parse -> print changed the text");
    text
}

/// A definition of `name` with the given signature and unnamed parameters (not yet in `m`).
fn def(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> Function {
    let ty = m.types.func(ret, params.to_vec(), false);
    let mut f = Function::new(name, ty);
    f.is_definition = true;
    for (i, &p) in params.iter().enumerate() {
        let v = f.dfg.make_param(i as u32, p);
        f.params.push(v);
    }
    f
}

/// Names parameter `i` of `f`.
fn name_param(f: &mut Function, i: usize, name: &str) -> Value {
    let v = f.params[i];
    f.dfg.set_value_name(v, Some(name.to_string()));
    v
}

/// Adds a declaration `ret @name(params[, ...])` and returns it.
fn declare(m: &mut Module, name: &str, ret: Type, params: &[Type], varargs: bool) -> Func {
    let ty = m.types.func(ret, params.to_vec(), varargs);
    m.add_func(Function::new(name, ty)).expect("fresh name")
}

/// An integer constant of type `ty`.
fn int(m: &mut Module, ty: Type, v: i128) -> Constant {
    let bits = m.types.int_bits(ty).unwrap_or(128);
    m.consts.int(ty, bits, v as u128)
}

/// The value of constant `c` inside `f`.
fn cv(m: &Module, f: &mut Function, c: Constant) -> Value {
    f.dfg.const_value(c, m.const_type(c))
}

/// An `i32` constant value inside `f`.
fn i32v(m: &mut Module, f: &mut Function, v: i128) -> Value {
    let c = int(m, Type::I32, v);
    cv(m, f, c)
}

/// Appends an instruction and returns its result (panics when it has none).
fn push(f: &mut Function, b: Block, kind: InstKind, ty: Type) -> Value {
    let i = f.append_inst(b, kind, Some(ty));
    f.dfg.inst_result(i).expect("result")
}

/// Appends an instruction without a result.
fn push_void(f: &mut Function, b: Block, kind: InstKind) -> Inst {
    f.append_inst(b, kind, None)
}

/// `ret void`.
fn ret_void(f: &mut Function, b: Block) {
    push_void(f, b, InstKind::Ret { arg: None });
}

/// A binary instruction payload.
fn bin(op: Opcode, flags: InstFlags, a: Value, b: Value) -> InstKind {
    InstKind::Binary { op, flags, fmf: FastMath::empty(), args: [a, b] }
}

/// A global definition `@name = global ty init`.
fn global(name: &str, ty: Type, init: Option<Constant>) -> GlobalVarData {
    GlobalVarData {
        sym: Symbol { name: name.to_string(), ..Symbol::default() },
        is_constant: false,
        thread_local: None,
        externally_initialized: false,
        addrspace: 0,
        value_ty: ty,
        init,
        srcloc: Default::default(),
    }
}

/// Adds `@name = global ty init` and returns it.
fn add_global(m: &mut Module, name: &str, ty: Type, init: Constant) -> GlobalVar {
    m.add_global(global(name, ty, Some(init))).expect("fresh name")
}

/// The body lines of the single definition in `text` (between `{` and `}`).
fn body_lines(text: &str) -> Vec<&str> {
    let start = text.find("{\n").expect("a definition") + 2;
    let end = text[start..].find("\n}").expect("end of definition") + start;
    text[start..end].lines().collect()
}

/// A call payload with default attributes.
fn call(callee: Value, fn_ty: Type, args: Vec<Value>) -> InstKind {
    InstKind::Call(Box::new(CallData {
        callee,
        fn_ty,
        args,
        cc: CallConv::C,
        tail: TailKind::None,
        fmf: FastMath::empty(),
        attrs: AttrList::default(),
        bundles: Vec::new(),
    }))
}

// ---- module structure ---------------------------------------------------------------------------

#[test]
fn empty_module_prints_nothing() {
    assert_eq!(printed(&Module::new()), "");
}

#[test]
fn header_lines_are_quoted_and_escaped() {
    let mut m = Module::new();
    m.source_filename = Some("dir\\a \"b\".c".into());
    m.datalayout = Some("e-m:e-i64:64-n8:16:32:64-S128".into());
    m.target_triple = Some("x86_64-pc-linux-gnu".into());
    assert_eq!(
        printed(&m),
        "source_filename = \"dir\\\\a \\22b\\22.c\"\n\
         target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n\
         target triple = \"x86_64-pc-linux-gnu\"\n"
    );
}

#[test]
fn named_struct_types_in_creation_order() {
    let mut m = Module::new();
    m.source_filename = Some("t".into());
    let t = m.types.named_struct("T");
    let p = m.types.named_struct("struct.packed");
    let o = m.types.named_struct("opaque one");
    let e = m.types.named_struct("E");
    m.types.set_struct_body(t, vec![Type::I32, Type::PTR], false);
    m.types.set_struct_body(p, vec![Type::I8, t], true);
    m.types.set_struct_body(e, vec![], false);
    let _ = o;
    assert_eq!(
        printed(&m),
        "source_filename = \"t\"\n\n\
         %T = type { i32, ptr }\n\
         %struct.packed = type <{ i8, %T }>\n\
         %\"opaque one\" = type opaque\n\
         %E = type {}\n"
    );
}

#[test]
fn types_print_in_llvm_syntax() {
    let mut ts = TypeStore::new();
    let v = ts.vector(4, Type::FLOAT);
    let a = ts.array(3, v);
    let p1 = ts.ptr(1);
    let s = ts.literal_struct(vec![Type::I1, p1, a], false);
    let ps = ts.literal_struct(vec![], true);
    let f = ts.func(Type::VOID, vec![Type::PTR], true);
    let f0 = ts.func(Type::I32, vec![], true);
    let i7 = ts.int(7);
    assert_eq!(print_type(&ts, s), "{ i1, ptr addrspace(1), [3 x <4 x float>] }");
    assert_eq!(print_type(&ts, ps), "<{}>");
    assert_eq!(print_type(&ts, f), "void (ptr, ...)");
    assert_eq!(print_type(&ts, f0), "i32 (...)");
    assert_eq!(print_type(&ts, i7), "i7");
    assert_eq!(print_type(&ts, Type::X86_FP80), "x86_fp80");
    assert_eq!(print_type(&ts, Type::HALF), "half");
}

#[test]
fn comdats_and_global_comdat_references() {
    let mut m = Module::new();
    m.comdats.push(Comdat { name: "g".into(), kind: "any".into() });
    m.comdats.push(Comdat { name: "grp".into(), kind: "largest".into() });
    let c0 = int(&mut m, Type::I32, 0);
    let mut g = global("g", Type::I32, Some(c0));
    g.sym.linkage = Linkage::LinkOnceOdr;
    g.sym.comdat = Some("g".into());
    m.add_global(g).unwrap();
    let mut h = global("h", Type::I32, Some(c0));
    h.sym.comdat = Some("grp".into());
    m.add_global(h).unwrap();
    assert_eq!(
        printed(&m),
        "$g = comdat any\n$grp = comdat largest\n\n\
         @g = linkonce_odr global i32 0, comdat\n\
         @h = global i32 0, comdat($grp)\n"
    );
}

#[test]
fn global_keywords_follow_llvm_order() {
    let mut m = Module::new();
    let c5 = int(&mut m, Type::I32, 5);
    let mut g = global("g", Type::I32, Some(c5));
    g.sym.linkage = Linkage::Internal;
    g.sym.dso_local = true; // implied by internal: not printed
    g.thread_local = Some(ThreadLocal::InitialExec);
    g.sym.unnamed_addr = UnnamedAddr::Global;
    g.addrspace = 1;
    g.externally_initialized = true;
    g.sym.section = Some(".data.x".into());
    g.sym.align = 4;
    m.add_global(g).unwrap();
    let mut h = global("h", Type::I32, Some(c5));
    h.sym.dso_local = true;
    h.sym.unnamed_addr = UnnamedAddr::Local;
    h.is_constant = true;
    m.add_global(h).unwrap();
    let mut k = global("k", Type::I32, Some(c5));
    k.sym.linkage = Linkage::WeakOdr;
    k.sym.visibility = Visibility::Protected;
    k.sym.dll_storage = DllStorage::Export;
    k.thread_local = Some(ThreadLocal::GeneralDynamic);
    m.add_global(k).unwrap();
    assert_eq!(
        printed(&m),
        "@g = internal thread_local(initialexec) unnamed_addr addrspace(1) externally_initialized \
         global i32 5, section \".data.x\", align 4\n\
         @h = dso_local local_unnamed_addr constant i32 5\n\
         @k = weak_odr protected dllexport thread_local global i32 5\n"
    );
}

#[test]
fn global_declarations_and_numbered_and_quoted_names() {
    let mut m = Module::new();
    m.add_global(global("e", Type::I32, None)).unwrap();
    let mut w = global("w", Type::I64, None);
    w.sym.linkage = Linkage::ExternWeak;
    m.add_global(w).unwrap();
    let c = int(&mut m, Type::I8, -1);
    let mut z = global("0", Type::I8, Some(c));
    z.sym.linkage = Linkage::Private;
    z.is_constant = true;
    m.add_global(z).unwrap();
    let q = m.globals.next_key();
    let qa = m.consts.intern(ConstData::GlobalAddr { ty: Type::PTR, global: q });
    m.add_global(global("a b.\u{e9}", Type::PTR, Some(qa))).unwrap();
    assert_eq!(
        printed(&m),
        "@e = external global i32\n\
         @w = extern_weak global i64\n\
         @0 = private constant i8 -1\n\
         @\"a b.\\C3\\A9\" = global ptr @\"a b.\\C3\\A9\"\n"
    );
}

// ---- constants ----------------------------------------------------------------------------------

#[test]
fn integer_constants_are_signed_decimal() {
    let mut m = Module::new();
    let t = int(&mut m, Type::I1, 1);
    let f = int(&mut m, Type::I1, 0);
    let b = int(&mut m, Type::I8, 200);
    let big = int(&mut m, Type::I128, i128::MIN);
    let i64max = int(&mut m, Type::I64, i64::MAX as i128);
    for (name, c) in [("t", t), ("f", f), ("b", b), ("big", big), ("m", i64max)] {
        let ty = m.const_type(c);
        add_global(&mut m, name, ty, c);
    }
    assert_eq!(print_constant(&m, b), "-56");
    assert_eq!(print_typed_constant(&m, t), "i1 true");
    assert_eq!(
        printed(&m),
        "@t = global i1 true\n@f = global i1 false\n@b = global i8 -56\n\
         @big = global i128 -170141183460469231731687303715884105728\n\
         @m = global i64 9223372036854775807\n"
    );
}

#[test]
fn float_constants_use_decimal_only_when_exact() {
    let mut m = Module::new();
    let consts = [
        (Type::DOUBLE, 1.5f64.to_bits() as u128),
        (Type::DOUBLE, 0.1f64.to_bits() as u128),
        (Type::DOUBLE, 1234567.0f64.to_bits() as u128),
        (Type::DOUBLE, f64::NAN.to_bits() as u128),
        (Type::FLOAT, 0.1f32.to_bits() as u128),
        (Type::FLOAT, (-2.0f32).to_bits() as u128),
        (Type::HALF, 0x3c00),
        (Type::X86_FP80, 0x3fff_8000_0000_0000_0000),
        (Type::DOUBLE, 0x012D_0EA6_7FF1_2229),
        (Type::DOUBLE, 1e-40f64.to_bits() as u128),
    ];
    for (i, (ty, bits)) in consts.into_iter().enumerate() {
        let c = m.consts.intern(ConstData::Float { ty, bits });
        add_global(&mut m, &format!("f{i}"), ty, c);
    }
    assert_eq!(
        printed(&m),
        "@f0 = global double 1.500000e+00\n\
         @f1 = global double 1.000000e-01\n\
         @f2 = global double 0x4132D68700000000\n\
         @f3 = global double 0x7FF8000000000000\n\
         @f4 = global float 0x3FB99999A0000000\n\
         @f5 = global float -2.000000e+00\n\
         @f6 = global half 0xH3C00\n\
         @f7 = global x86_fp80 0xK3FFF8000000000000000\n\
         @f8 = global double 0x12D0EA67FF12229\n\
         @f9 = global double 0x37A16C262777579C\n"
    );
}

#[test]
fn aggregate_constants() {
    let mut m = Module::new();
    let one = int(&mut m, Type::I32, 1);
    let two = int(&mut m, Type::I32, 2);
    let null = m.consts.intern(ConstData::Null(Type::PTR));
    let st = m.types.literal_struct(vec![Type::I32, Type::PTR], false);
    let s = m.consts.intern(ConstData::Aggregate { ty: st, elems: Box::new([one, null]) });
    let pt = m.types.literal_struct(vec![Type::I32, Type::I32], true);
    let p = m.consts.intern(ConstData::Aggregate { ty: pt, elems: Box::new([one, two]) });
    let at = m.types.array(2, Type::I32);
    let a = m.consts.intern(ConstData::Aggregate { ty: at, elems: Box::new([two, one]) });
    let vt = m.types.vector(2, Type::I32);
    let pois = m.consts.intern(ConstData::Poison(Type::I32));
    let v = m.consts.intern(ConstData::Aggregate { ty: vt, elems: Box::new([one, pois]) });
    let et = m.types.literal_struct(vec![], false);
    let e = m.consts.intern(ConstData::Aggregate { ty: et, elems: Box::new([]) });
    let bt = m.types.array(5, Type::I8);
    let bytes = m.consts.intern(ConstData::Bytes { ty: bt, bytes: Box::new(*b"a\"\\\n\0") });
    for (name, c, ty) in [("s", s, st), ("p", p, pt), ("a", a, at), ("v", v, vt), ("e", e, et), ("b", bytes, bt)] {
        add_global(&mut m, name, ty, c);
    }
    assert_eq!(
        printed(&m),
        "@s = global { i32, ptr } { i32 1, ptr null }\n\
         @p = global <{ i32, i32 }> <{ i32 1, i32 2 }>\n\
         @a = global [2 x i32] [i32 2, i32 1]\n\
         @v = global <2 x i32> <i32 1, i32 poison>\n\
         @e = global {} {}\n\
         @b = global [5 x i8] c\"a\\22\\\\\\0A\\00\"\n"
    );
}

#[test]
fn simple_constants_zero_undef_poison_null_none() {
    let mut m = Module::new();
    let at = m.types.array(3, Type::I32);
    let z = m.consts.intern(ConstData::Zero(at));
    let u = m.consts.intern(ConstData::Undef(Type::I64));
    let p = m.consts.intern(ConstData::Poison(Type::FLOAT));
    let n = m.consts.intern(ConstData::Null(Type::PTR));
    add_global(&mut m, "z", at, z);
    add_global(&mut m, "u", Type::I64, u);
    add_global(&mut m, "p", Type::FLOAT, p);
    add_global(&mut m, "n", Type::PTR, n);
    let none = m.consts.intern(ConstData::NoneToken);
    assert_eq!(print_typed_constant(&m, none), "token none");
    assert_eq!(
        printed(&m),
        "@z = global [3 x i32] zeroinitializer\n@u = global i64 undef\n\
         @p = global float poison\n@n = global ptr null\n"
    );
}

#[test]
fn constant_expressions() {
    let mut m = Module::new();
    let t = m.types.named_struct("T");
    m.types.set_struct_body(t, vec![Type::I32, Type::PTR], false);
    let z = m.consts.intern(ConstData::Zero(t));
    let g = add_global(&mut m, "g", t, z);
    let ga = m.global_addr(g);
    let i0 = int(&mut m, Type::I64, 0);
    let i1 = int(&mut m, Type::I32, 1);
    let gep = m.consts.intern(ConstData::Expr(ConstExpr {
        opcode: Opcode::GetElementPtr,
        ty: Type::PTR,
        operands: Box::new([ga, i0, i1]),
        source_ty: Some(t),
        flags: InstFlags::INBOUNDS | InstFlags::NUW,
    }));
    let gep2 = m.consts.intern(ConstData::Expr(ConstExpr {
        opcode: Opcode::GetElementPtr,
        ty: Type::PTR,
        operands: Box::new([ga, i0]),
        source_ty: Some(Type::I8),
        flags: InstFlags::NUSW,
    }));
    let p2i = m.consts.intern(ConstData::Expr(ConstExpr {
        opcode: Opcode::PtrToInt,
        ty: Type::I64,
        operands: Box::new([ga]),
        source_ty: None,
        flags: InstFlags::empty(),
    }));
    let i8c = int(&mut m, Type::I64, 8);
    let add = m.consts.intern(ConstData::Expr(ConstExpr {
        opcode: Opcode::Add,
        ty: Type::I64,
        operands: Box::new([p2i, i8c]),
        source_ty: None,
        flags: InstFlags::NUW | InstFlags::NSW,
    }));
    add_global(&mut m, "p", Type::PTR, gep);
    add_global(&mut m, "q", Type::PTR, gep2);
    add_global(&mut m, "i", Type::I64, add);
    assert_eq!(
        printed(&m),
        "%T = type { i32, ptr }\n\n\
         @g = global %T zeroinitializer\n\
         @p = global ptr getelementptr inbounds nuw (%T, ptr @g, i64 0, i32 1)\n\
         @q = global ptr getelementptr nusw (i8, ptr @g, i64 0)\n\
         @i = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)\n"
    );
}

#[test]
fn blockaddress_names_and_numbers_blocks() {
    let mut m = Module::new();
    let fid = m.funcs.next_key();
    let mut f = def(&mut m, "f", Type::VOID, &[Type::I32]);
    let entry = f.add_block();
    let named = f.add_block();
    let unnamed = f.add_block();
    f.dfg.block_names.insert(named, "target".into());
    let ba_named = m.consts.intern(ConstData::BlockAddr { func: fid, block: named });
    let ba_unnamed = m.consts.intern(ConstData::BlockAddr { func: fid, block: unnamed });
    let addr = cv(&m, &mut f, ba_named);
    let dests = f.dfg.make_block_list(&[named, unnamed]);
    push_void(&mut f, entry, InstKind::IndirectBr { addr, dests });
    ret_void(&mut f, named);
    ret_void(&mut f, unnamed);
    m.add_func(f).unwrap();
    add_global(&mut m, "t1", Type::PTR, ba_named);
    add_global(&mut m, "t2", Type::PTR, ba_unnamed);
    assert_eq!(
        printed(&m),
        "@t1 = global ptr blockaddress(@f, %target)\n\
         @t2 = global ptr blockaddress(@f, %2)\n\n\
         define void @f(i32 %0) {\n  \
           indirectbr ptr blockaddress(@f, %target), [label %target, label %2]\n\n\
         target:\n  ret void\n\n\
         2:\n  ret void\n}\n"
    );
}

// ---- functions ----------------------------------------------------------------------------------

#[test]
fn declarations_with_attributes_and_varargs() {
    let mut m = Module::new();
    let noundef = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoUndef)]);
    let p0 = m.attr_sets.intern(vec![
        Attr::Flag(AttrKind::NoCapture),
        Attr::Int(AttrKind::Align, 8),
        Attr::Int(AttrKind::Dereferenceable, 16),
    ]);
    let fa = m.attr_sets.intern(vec![
        Attr::Flag(AttrKind::NoUnwind),
        Attr::Raw(AttrKind::Memory, "argmem: read".into()),
        Attr::Str("no-trapping-math".into(), Some("true".into())),
        Attr::Str("k".into(), None),
    ]);
    let f = declare(&mut m, "printf", Type::I32, &[Type::PTR], true);
    m.funcs[f].attrs.ret = noundef;
    m.funcs[f].attrs.set_param(0, p0);
    m.funcs[f].attrs.func = fa;
    let g = declare(&mut m, "g", Type::VOID, &[Type::I32], false);
    m.funcs[g].cc = CallConv::Fast;
    m.funcs[g].sym.linkage = Linkage::ExternWeak;
    let h = declare(&mut m, "h", Type::I64, &[Type::I32, Type::I8], false);
    let sx = m.attr_sets.intern(vec![Attr::Flag(AttrKind::SExt)]);
    m.funcs[h].attrs.set_param(1, sx);
    m.funcs[h].attrs.func = fa;
    assert_eq!(
        printed(&m),
        "declare noundef i32 @printf(ptr nocapture align 8 dereferenceable(16), ...) #0\n\n\
         declare extern_weak fastcc void @g(i32)\n\n\
         declare i64 @h(i32, i8 signext) #0\n\n\
         attributes #0 = { nounwind memory(argmem: read) \"no-trapping-math\"=\"true\" \"k\" }\n"
    );
}

#[test]
fn unnamed_entry_block_consumes_a_number() {
    let mut m = Module::new();
    let mut f = def(&mut m, "f", Type::I32, &[Type::I32, Type::I32]);
    name_param(&mut f, 1, "x");
    let (a, x) = (f.params[0], f.params[1]);
    let entry = f.add_block();
    let next = f.add_block();
    let s = push(&mut f, entry, bin(Opcode::Add, InstFlags::NUW | InstFlags::NSW, a, x), Type::I32);
    push_void(&mut f, entry, InstKind::Br { dest: next });
    let t = push(&mut f, next, bin(Opcode::Mul, InstFlags::empty(), s, s), Type::I32);
    push_void(&mut f, next, InstKind::Ret { arg: Some(t) });
    let fid = m.add_func(f).unwrap();
    let text = printed(&m);
    assert_eq!(
        text,
        "define i32 @f(i32 %0, i32 %x) {\n  \
           %2 = add nuw nsw i32 %0, %x\n  \
           br label %3\n\n\
         3:\n  \
           %4 = mul i32 %2, %2\n  \
           ret i32 %4\n\
         }\n"
    );
    let f = &m.funcs[fid];
    assert_eq!(block_label(f, entry), "%1");
    assert_eq!(block_label(f, next), "%3");
    assert_eq!(print_function(&m, fid), text);
}

#[test]
fn named_entry_block_and_function_header_keywords() {
    let mut m = Module::new();
    m.comdats.push(Comdat { name: "f".into(), kind: "any".into() });
    let md = m.metadata.add(false, MdBody::Tuple(vec![]));
    let noundef = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoUndef)]);
    let fa = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoInline), Attr::Int(AttrKind::UWTable, 2)]);
    let mut f = def(&mut m, "f", Type::I32, &[Type::I32]);
    name_param(&mut f, 0, "n");
    f.sym.linkage = Linkage::LinkOnceOdr;
    f.sym.visibility = Visibility::Hidden;
    f.sym.unnamed_addr = UnnamedAddr::Local;
    f.sym.section = Some(".text.f".into());
    f.sym.comdat = Some("f".into());
    f.sym.align = 16;
    f.sym.metadata.push(MdAttachment { kind: "annotation".into(), node: md });
    f.gc = Some("statepoint-example".into());
    f.cc = CallConv::Cold;
    f.attrs.ret = noundef;
    f.attrs.set_param(0, noundef);
    f.attrs.func = fa;
    let entry = f.add_block();
    f.dfg.block_names.insert(entry, "entry".into());
    let n = f.params[0];
    push_void(&mut f, entry, InstKind::Ret { arg: Some(n) });
    m.add_func(f).unwrap();
    assert_eq!(
        printed(&m),
        "$f = comdat any\n\n\
         define linkonce_odr hidden coldcc noundef i32 @f(i32 noundef %n) local_unnamed_addr #0 \
         section \".text.f\" comdat align 16 gc \"statepoint-example\" !annotation !0 {\n\
         entry:\n  ret i32 %n\n}\n\n\
         attributes #0 = { noinline uwtable }\n\n\
         !0 = !{}\n"
    );
}

#[test]
fn declaration_metadata_and_addrspace() {
    let mut m = Module::new();
    let md = m.metadata.add(false, MdBody::Tuple(vec![]));
    let d = declare(&mut m, "d", Type::VOID, &[], false);
    m.funcs[d].sym.metadata.push(MdAttachment { kind: "annotation".into(), node: md });
    m.funcs[d].addrspace = 1;
    m.funcs[d].sym.unnamed_addr = UnnamedAddr::Global;
    assert_eq!(printed(&m), "declare !annotation !0 void @d() unnamed_addr addrspace(1)\n\n!0 = !{}\n");
}

// ---- instructions -------------------------------------------------------------------------------

/// Builds `define void @f(i32 %a, i32 %b, float %x, float %y, ptr %p)` with one named entry
/// block, lets `build` add instructions, closes it with `ret void`, and returns the body lines
/// (after checking the module with LLVM).
fn body_of(build: impl FnOnce(&mut Module, &mut Function, Block)) -> Vec<String> {
    let mut m = Module::new();
    let params = [Type::I32, Type::I32, Type::FLOAT, Type::FLOAT, Type::PTR];
    let mut f = def(&mut m, "f", Type::VOID, &params);
    for (i, n) in ["a", "b", "x", "y", "p"].iter().enumerate() {
        name_param(&mut f, i, n);
    }
    let entry = f.add_block();
    f.dfg.block_names.insert(entry, "entry".into());
    build(&mut m, &mut f, entry);
    if f.layout.last_inst(entry).is_none_or(|i| !f.dfg.inst(i).is_terminator()) {
        ret_void(&mut f, entry);
    }
    let fid = m.add_func(f).unwrap();
    let text = printed(&m);
    // Every instruction prints exactly as print_inst prints it.
    let f = &m.funcs[fid];
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            let line = format!("  {}\n", print_inst(&m, f, i));
            assert!(text.contains(&line), "{line:?} not in\n{text}");
        }
    }
    body_lines(&text).iter().map(|s| s.to_string()).collect()
}

#[test]
fn binary_operators_with_flags() {
    let lines = body_of(|_, f, b| {
        let [a, bb] = [f.params[0], f.params[1]];
        push(f, b, bin(Opcode::Add, InstFlags::NUW, a, bb), Type::I32);
        push(f, b, bin(Opcode::Sub, InstFlags::NSW | InstFlags::NUW, a, bb), Type::I32);
        push(f, b, bin(Opcode::SDiv, InstFlags::EXACT, a, bb), Type::I32);
        push(f, b, bin(Opcode::Or, InstFlags::DISJOINT, a, bb), Type::I32);
        push(f, b, bin(Opcode::Xor, InstFlags::empty(), a, bb), Type::I32);
    });
    assert_eq!(
        lines,
        [
            "entry:",
            "  %0 = add nuw i32 %a, %b",
            "  %1 = sub nuw nsw i32 %a, %b",
            "  %2 = sdiv exact i32 %a, %b",
            "  %3 = or disjoint i32 %a, %b",
            "  %4 = xor i32 %a, %b",
            "  ret void"
        ]
    );
}

#[test]
fn fast_math_flags() {
    let lines = body_of(|_, f, b| {
        let [x, y] = [f.params[2], f.params[3]];
        let fast = InstKind::Binary { op: Opcode::FAdd, flags: InstFlags::empty(), fmf: FastMath::FAST, args: [x, y] };
        push(f, b, fast, Type::FLOAT);
        let some = InstKind::Binary {
            op: Opcode::FMul,
            flags: InstFlags::empty(),
            fmf: FastMath::NNAN | FastMath::NSZ | FastMath::CONTRACT,
            args: [x, y],
        };
        push(f, b, some, Type::FLOAT);
        let neg = InstKind::Unary { op: Opcode::FNeg, fmf: FastMath::NINF, arg: x };
        push(f, b, neg, Type::FLOAT);
        let cmp = InstKind::FCmp { pred: FloatPredicate::Olt, fmf: FastMath::REASSOC | FastMath::AFN, args: [x, y] };
        push(f, b, cmp, Type::I1);
    });
    assert_eq!(
        lines[1..5],
        [
            "  %0 = fadd fast float %x, %y",
            "  %1 = fmul nnan nsz contract float %x, %y",
            "  %2 = fneg ninf float %x",
            "  %3 = fcmp reassoc afn olt float %x, %y",
        ]
    );
}

#[test]
fn casts_with_flags() {
    let lines = body_of(|m, f, b| {
        let a = f.params[0];
        let cast = |op, flags, arg| InstKind::Cast { op, flags, arg };
        let t = push(f, b, cast(Opcode::Trunc, InstFlags::NUW | InstFlags::NSW, a), Type::I8);
        push(f, b, cast(Opcode::ZExt, InstFlags::NNEG, t), Type::I64);
        push(f, b, cast(Opcode::UIToFP, InstFlags::NNEG, a), Type::DOUBLE);
        let p = f.params[4];
        push(f, b, cast(Opcode::PtrToInt, InstFlags::empty(), p), Type::I64);
        let p1 = m.types.ptr(1);
        push(f, b, cast(Opcode::AddrSpaceCast, InstFlags::empty(), p), p1);
        let fr = InstKind::Unary { op: Opcode::Freeze, fmf: FastMath::empty(), arg: a };
        push(f, b, fr, Type::I32);
    });
    assert_eq!(
        lines[1..7],
        [
            "  %0 = trunc nuw nsw i32 %a to i8",
            "  %1 = zext nneg i8 %0 to i64",
            "  %2 = uitofp nneg i32 %a to double",
            "  %3 = ptrtoint ptr %p to i64",
            "  %4 = addrspacecast ptr %p to ptr addrspace(1)",
            "  %5 = freeze i32 %a",
        ]
    );
}

#[test]
fn compares_and_select() {
    let lines = body_of(|m, f, b| {
        let [a, bb, x, y] = [f.params[0], f.params[1], f.params[2], f.params[3]];
        let five = i32v(m, f, 5);
        let c = push(f, b, InstKind::ICmp { pred: IntPredicate::Sle, args: [a, five] }, Type::I1);
        push(f, b, InstKind::Select { fmf: FastMath::empty(), args: [c, a, bb] }, Type::I32);
        push(f, b, InstKind::Select { fmf: FastMath::NNAN, args: [c, x, y] }, Type::FLOAT);
        let t = m.consts.intern(ConstData::Int { ty: Type::I1, value: 1 });
        let tv = cv(m, f, t);
        push(f, b, InstKind::ICmp { pred: IntPredicate::Ne, args: [tv, c] }, Type::I1);
    });
    assert_eq!(
        lines[1..5],
        [
            "  %0 = icmp sle i32 %a, 5",
            "  %1 = select i1 %0, i32 %a, i32 %b",
            "  %2 = select nnan i1 %0, float %x, float %y",
            "  %3 = icmp ne i1 true, %0",
        ]
    );
}

#[test]
fn phi_nodes_and_branches() {
    let mut m = Module::new();
    let mut f = def(&mut m, "f", Type::I32, &[Type::I1, Type::I32]);
    name_param(&mut f, 0, "c");
    let (c, v) = (f.params[0], f.params[1]);
    let entry = f.add_block();
    let then = f.add_block();
    let join = f.add_block();
    f.dfg.block_names.insert(join, "join".into());
    let zero = i32v(&mut m, &mut f, 0);
    push_void(&mut f, entry, InstKind::CondBr { cond: c, dests: [then, join] });
    push_void(&mut f, then, InstKind::Br { dest: join });
    let args = f.dfg.make_value_list(&[zero, v]);
    let blocks = f.dfg.make_block_list(&[entry, then]);
    let phi = push(&mut f, join, InstKind::Phi { fmf: FastMath::empty(), args, blocks }, Type::I32);
    f.dfg.set_value_name(phi, Some("r".into()));
    push_void(&mut f, join, InstKind::Ret { arg: Some(phi) });
    m.add_func(f).unwrap();
    assert_eq!(
        printed(&m),
        "define i32 @f(i1 %c, i32 %0) {\n  \
           br i1 %c, label %2, label %join\n\n\
         2:\n  br label %join\n\n\
         join:\n  \
           %r = phi i32 [ 0, %1 ], [ %0, %2 ]\n  \
           ret i32 %r\n\
         }\n"
    );
}

#[test]
fn memory_instructions() {
    let lines = body_of(|m, f, b| {
        let (a, p) = (f.params[0], f.params[4]);
        let four = i32v(m, f, 4);
        let alloca = |ty, count, align, addrspace| InstKind::Alloca { ty, count, align, addrspace };
        push(f, b, alloca(Type::I32, None, 4, 0), Type::PTR);
        let arr = m.types.array(8, Type::I8);
        push(f, b, alloca(arr, Some(four), 16, 0), Type::PTR);
        let p5 = m.types.ptr(5);
        push(f, b, alloca(Type::I64, None, 0, 5), p5);
        let load = InstKind::Load { flags: InstFlags::VOLATILE, ptr: p, align: 4, atomic: Atomic::NONE };
        push(f, b, load, Type::I32);
        let load2 = InstKind::Load { flags: InstFlags::empty(), ptr: p, align: 0, atomic: Atomic::NONE };
        push(f, b, load2, Type::I64);
        let store = InstKind::Store { flags: InstFlags::empty(), args: [a, p], align: 4, atomic: Atomic::NONE };
        push_void(f, b, store);
        let vstore = InstKind::Store { flags: InstFlags::VOLATILE, args: [a, p], align: 1, atomic: Atomic::NONE };
        push_void(f, b, vstore);
    });
    assert_eq!(
        lines[1..8],
        [
            "  %0 = alloca i32, align 4",
            "  %1 = alloca [8 x i8], i32 4, align 16",
            "  %2 = alloca i64, addrspace(5)",
            "  %3 = load volatile i32, ptr %p, align 4",
            "  %4 = load i64, ptr %p",
            "  store i32 %a, ptr %p, align 4",
            "  store volatile i32 %a, ptr %p, align 1",
        ]
    );
}

#[test]
fn getelementptr_flags() {
    let lines = body_of(|m, f, b| {
        let p = f.params[4];
        let st = m.types.literal_struct(vec![Type::I32, Type::I64], false);
        let zero = int(m, Type::I64, 0);
        let zero = cv(m, f, zero);
        let one = i32v(m, f, 1);
        let a = f.params[0];
        for flags in [
            InstFlags::empty(),
            InstFlags::INBOUNDS,
            InstFlags::INBOUNDS | InstFlags::NUSW | InstFlags::NUW,
            InstFlags::NUSW,
            InstFlags::NUW,
        ] {
            let args = f.dfg.make_value_list(&[p, zero, one]);
            let gep = InstKind::Gep { flags, source_ty: st, args };
            push(f, b, gep, Type::PTR);
        }
        let args = f.dfg.make_value_list(&[p, a]);
        let gep = InstKind::Gep { flags: InstFlags::empty(), source_ty: Type::I8, args };
        push(f, b, gep, Type::PTR);
    });
    assert_eq!(
        lines[1..7],
        [
            "  %0 = getelementptr { i32, i64 }, ptr %p, i64 0, i32 1",
            "  %1 = getelementptr inbounds { i32, i64 }, ptr %p, i64 0, i32 1",
            "  %2 = getelementptr inbounds nuw { i32, i64 }, ptr %p, i64 0, i32 1",
            "  %3 = getelementptr nusw { i32, i64 }, ptr %p, i64 0, i32 1",
            "  %4 = getelementptr nuw { i32, i64 }, ptr %p, i64 0, i32 1",
            "  %5 = getelementptr i8, ptr %p, i32 %a",
        ]
    );
}

#[test]
fn aggregate_and_vector_instructions() {
    let lines = body_of(|m, f, b| {
        let a = f.params[0];
        let st = m.types.literal_struct(vec![Type::I32, Type::PTR], false);
        let inner = m.types.array(2, st);
        let zero = m.consts.intern(ConstData::Zero(inner));
        let zv = cv(m, f, zero);
        let idx = f.dfg.make_imm_list(&[1, 0]);
        push(f, b, InstKind::ExtractValue { arg: zv, indices: idx }, Type::I32);
        let idx = f.dfg.make_imm_list(&[0, 0]);
        push(f, b, InstKind::InsertValue { args: [zv, a], indices: idx }, inner);
        let vt = m.types.vector(4, Type::I32);
        let vz = m.consts.intern(ConstData::Zero(vt));
        let vz = cv(m, f, vz);
        let i0 = int(m, Type::I64, 0);
        let i0 = cv(m, f, i0);
        push(f, b, InstKind::ExtractElement { args: [vz, i0] }, Type::I32);
        let ie = InstKind::InsertElement { args: [vz, a, i0] };
        let v = push(f, b, ie, vt);
        let vp = m.consts.intern(ConstData::Poison(vt));
        let vp = cv(m, f, vp);
        let v8 = m.types.vector(2, Type::I32);
        for mask in [&[0u32, u32::MAX][..], &[0, 0], &[u32::MAX, u32::MAX]] {
            let mask = f.dfg.make_imm_list(mask);
            push(f, b, InstKind::ShuffleVector { args: [v, vp], mask }, v8);
        }
    });
    assert_eq!(
        lines[1..8],
        [
            "  %0 = extractvalue [2 x { i32, ptr }] zeroinitializer, 1, 0",
            "  %1 = insertvalue [2 x { i32, ptr }] zeroinitializer, i32 %a, 0, 0",
            "  %2 = extractelement <4 x i32> zeroinitializer, i64 0",
            "  %3 = insertelement <4 x i32> zeroinitializer, i32 %a, i64 0",
            "  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>",
            "  %5 = shufflevector <4 x i32> %3, <4 x i32> poison, <2 x i32> zeroinitializer",
            "  %6 = shufflevector <4 x i32> %3, <4 x i32> poison, <2 x i32> poison",
        ]
    );
}

#[test]
fn calls_with_attributes_varargs_and_bundles() {
    let mut m = Module::new();
    let printf = declare(&mut m, "printf", Type::I32, &[Type::PTR], true);
    let g = declare(&mut m, "g", Type::I32, &[Type::I32, Type::PTR], false);
    m.funcs[g].cc = CallConv::Fast;
    let nounwind = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoUnwind)]);
    let ga = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoInline)]);
    m.funcs[g].attrs.func = ga;
    let noundef = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoUndef)]);
    let sx = m.attr_sets.intern(vec![Attr::Flag(AttrKind::SExt)]);
    let pa = m.func_addr(printf);
    let gaddr = m.func_addr(g);
    let mut f = def(&mut m, "f", Type::VOID, &[Type::PTR]);
    name_param(&mut f, 0, "p");
    let p = f.params[0];
    let b = f.add_block();
    let pv = cv(&m, &mut f, pa);
    let gv = cv(&m, &mut f, gaddr);
    let one = i32v(&mut m, &mut f, 1);
    let pty = m.funcs[printf].ty;
    let gty = m.funcs[g].ty;
    let mut c1 = call(pv, pty, vec![p, one]);
    if let InstKind::Call(c) = &mut c1 {
        c.tail = TailKind::Tail;
        c.attrs.ret = noundef;
        c.attrs.func = nounwind;
    }
    push(&mut f, b, c1, Type::I32);
    let mut c2 = call(gv, gty, vec![one, p]);
    if let InstKind::Call(c) = &mut c2 {
        c.cc = CallConv::Fast;
        c.tail = TailKind::NoTail;
        c.attrs.set_param(0, sx);
        c.bundles.push(Bundle { tag: "deopt".into(), args: vec![one, p] });
        c.bundles.push(Bundle { tag: "x".into(), args: vec![] });
    }
    let r = push(&mut f, b, c2, Type::I32);
    f.dfg.set_value_name(r, Some("r".into()));
    let mut c3 = call(p, gty, vec![one, p]);
    if let InstKind::Call(c) = &mut c3 {
        c.attrs.func = ga;
    }
    push(&mut f, b, c3, Type::I32);
    ret_void(&mut f, b);
    m.add_func(f).unwrap();
    assert_eq!(
        printed(&m),
        "declare i32 @printf(ptr, ...)\n\n\
         declare fastcc i32 @g(i32, ptr) #0\n\n\
         define void @f(ptr %p) {\n  \
           %1 = tail call noundef i32 (ptr, ...) @printf(ptr %p, i32 1) #1\n  \
           %r = notail call fastcc i32 @g(i32 signext 1, ptr %p) [ \"deopt\"(i32 1, ptr %p), \"x\"() ]\n  \
           %2 = call i32 %p(i32 1, ptr %p) #0\n  \
           ret void\n\
         }\n\n\
         attributes #0 = { noinline }\n\
         attributes #1 = { nounwind }\n"
    );
}

#[test]
fn calls_with_metadata_arguments() {
    let mut m = Module::new();
    let node = m.metadata.add(false, MdBody::Tuple(vec![]));
    let decl = declare(&mut m, "llvm.foo", Type::VOID, &[Type::METADATA, Type::METADATA, Type::METADATA], false);
    let fa = m.func_addr(decl);
    let fty = m.funcs[decl].ty;
    let zero = int(&mut m, Type::I32, 0);
    let mut f = def(&mut m, "f", Type::VOID, &[]);
    let b = f.add_block();
    let callee = cv(&m, &mut f, fa);
    let s = f.dfg.meta_value(MdOperand::Str(b"x\n".to_vec()));
    let c = f.dfg.meta_value(MdOperand::Const(zero));
    let n = f.dfg.meta_value(MdOperand::Node(node));
    push_void(&mut f, b, call(callee, fty, vec![s, c, n]));
    ret_void(&mut f, b);
    let fid = m.add_func(f).unwrap();
    // `llvm.foo` is not an intrinsic Kiln knows, so only LLVM reads this one back.
    let text = printed_for_llvm(&m);
    let expected = "define void @f() {\n  \
           call void @llvm.foo(metadata !\"x\\0A\", metadata i32 0, metadata !0)\n  \
           ret void\n}\n";
    assert_eq!(print_function(&m, fid), expected);
    assert_eq!(text, format!("declare void @llvm.foo(metadata, metadata, metadata)\n\n{expected}\n!0 = !{{}}\n"));
}

#[test]
fn switch_prints_one_case_per_line() {
    let mut m = Module::new();
    let mut f = def(&mut m, "f", Type::VOID, &[Type::I32]);
    let x = f.params[0];
    let entry = f.add_block();
    let d = f.add_block();
    let one = f.add_block();
    f.dfg.block_names.insert(d, "default".into());
    let c0 = int(&mut m, Type::I32, 0);
    let cm = int(&mut m, Type::I32, -7);
    let sw = InstKind::Switch(Box::new(SwitchData { arg: x, default: d, cases: vec![(c0, one), (cm, d)] }));
    let swi = push_void(&mut f, entry, sw);
    ret_void(&mut f, d);
    let sw2 = InstKind::Switch(Box::new(SwitchData { arg: x, default: d, cases: vec![] }));
    push_void(&mut f, one, sw2);
    let fid = m.add_func(f).unwrap();
    let text = printed(&m);
    assert_eq!(
        text,
        "define void @f(i32 %0) {\n  \
           switch i32 %0, label %default [\n    \
             i32 0, label %2\n    \
             i32 -7, label %default\n  \
           ]\n\n\
         default:\n  ret void\n\n\
         2:\n  switch i32 %0, label %default [\n  ]\n\
         }\n"
    );
    assert_eq!(
        print_inst(&m, &m.funcs[fid], swi),
        "switch i32 %0, label %default [\n    i32 0, label %2\n    i32 -7, label %default\n  ]"
    );
}

#[test]
fn va_arg_and_unreachable() {
    let lines = body_of(|_, f, b| {
        let p = f.params[4];
        push(f, b, InstKind::VaArg { arg: p }, Type::DOUBLE);
        push_void(f, b, InstKind::Unreachable);
    });
    assert_eq!(lines[1..], ["  %0 = va_arg ptr %p, double", "  unreachable"]);
}

#[test]
fn quoted_local_names() {
    let lines = body_of(|_, f, b| {
        let [a, bb] = [f.params[0], f.params[1]];
        let s = push(f, b, bin(Opcode::Add, InstFlags::empty(), a, bb), Type::I32);
        f.dfg.set_value_name(s, Some("a sum".into()));
        let t = push(f, b, bin(Opcode::Add, InstFlags::empty(), s, bb), Type::I32);
        f.dfg.set_value_name(t, Some("9".into()));
        push(f, b, bin(Opcode::Add, InstFlags::empty(), t, bb), Type::I32);
    });
    assert_eq!(
        lines[1..4],
        ["  %\"a sum\" = add i32 %a, %b", "  %\"9\" = add i32 %\"a sum\", %b", "  %0 = add i32 %\"9\", %b",]
    );
}

// ---- metadata and attributes --------------------------------------------------------------------

#[test]
fn metadata_nodes_named_and_attached() {
    let mut m = Module::new();
    let i7 = int(&mut m, Type::I32, 7);
    // Numbers are kept as given, and nodes print sorted by number.
    let loop_md = m.metadata.nodes.push(MdNodeData { number: 5, distinct: true, body: None });
    let flags = m.metadata.nodes.push(MdNodeData {
        number: 2,
        distinct: false,
        body: Some(MdBody::Tuple(vec![
            MdOperand::Const(i7),
            MdOperand::Str(b"PIC \"Level\"".to_vec()),
            MdOperand::Null,
        ])),
    });
    m.metadata.nodes[loop_md].body = Some(MdBody::Tuple(vec![MdOperand::Node(loop_md), MdOperand::Node(flags)]));
    m.metadata.nodes.push(MdNodeData {
        number: 3,
        distinct: true,
        body: Some(MdBody::Specialized {
            name: "DIFile".into(),
            fields: "filename: \"a.c\", directory: \"/tmp\"".into(),
        }),
    });
    m.metadata.named.push(("llvm.named".into(), vec![flags]));
    m.metadata.named.push(("llvm.other".into(), vec![flags, loop_md]));
    let mut f = def(&mut m, "f", Type::VOID, &[]);
    let entry = f.add_block();
    push_void(&mut f, entry, InstKind::Br { dest: entry }); // replaced below
    let b = f.add_block();
    if let Some(first) = f.layout.last_inst(entry) {
        *f.dfg.inst_mut(first) = InstKind::Br { dest: b };
    }
    let i = push_void(&mut f, b, InstKind::Br { dest: b });
    f.inst_metadata.insert(i, vec![MdAttachment { kind: "llvm.loop".into(), node: loop_md }]);
    m.add_func(f).unwrap();
    assert_eq!(
        printed(&m),
        "define void @f() {\n  br label %1\n\n1:\n  br label %1, !llvm.loop !5\n}\n\n\
         !llvm.named = !{!2}\n\
         !llvm.other = !{!2, !5}\n\n\
         !2 = !{i32 7, !\"PIC \\22Level\\22\", null}\n\
         !3 = distinct !DIFile(filename: \"a.c\", directory: \"/tmp\")\n\
         !5 = distinct !{!5, !2}\n"
    );
}

#[test]
fn attribute_groups_number_functions_before_call_sites() {
    let mut m = Module::new();
    let a = m.attr_sets.intern(vec![
        Attr::Flag(AttrKind::NoInline),
        Attr::Int(AttrKind::UWTable, 1),
        Attr::Int(AttrKind::StackAlignment, 16),
        Attr::Str("frame-pointer".into(), Some("all".into())),
    ]);
    let b_set = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoUnwind)]);
    let c_set = m.attr_sets.intern(vec![Attr::Flag(AttrKind::Cold)]);
    let callee = declare(&mut m, "callee", Type::VOID, &[], false);
    let ca = m.func_addr(callee);
    let cty = m.funcs[callee].ty;
    let mut f = def(&mut m, "f", Type::VOID, &[]);
    f.attrs.func = a;
    let blk = f.add_block();
    let cv1 = cv(&m, &mut f, ca);
    let mut k = call(cv1, cty, vec![]);
    if let InstKind::Call(c) = &mut k {
        c.attrs.func = b_set;
    }
    push_void(&mut f, blk, k);
    ret_void(&mut f, blk);
    m.add_func(f).unwrap();
    // The declaration gets a set; a later function has its own set and a call site reusing `a`.
    m.funcs[callee].attrs.func = c_set;
    let mut g = def(&mut m, "g", Type::VOID, &[]);
    g.attrs.func = m.attr_sets.intern(vec![Attr::Flag(AttrKind::NoInline)]);
    let gb = g.add_block();
    let cv2 = cv(&m, &mut g, ca);
    let mut k = call(cv2, cty, vec![]);
    if let InstKind::Call(c) = &mut k {
        c.attrs.func = a;
    }
    push_void(&mut g, gb, k);
    ret_void(&mut g, gb);
    m.add_func(g).unwrap();
    let text = printed(&m);
    assert!(text.starts_with("declare void @callee() #0\n"), "{text}");
    assert!(text.contains("define void @f() #1 {\n  call void @callee() #3\n"));
    assert!(text.contains("define void @g() #2 {\n  call void @callee() #1\n"));
    assert!(text.ends_with(
        "attributes #0 = { cold }\n\
         attributes #1 = { noinline uwtable(sync) alignstack=16 \"frame-pointer\"=\"all\" }\n\
         attributes #2 = { noinline }\n\
         attributes #3 = { nounwind }\n"
    ));
}

#[test]
fn inline_attributes_spelling() {
    let mut m = Module::new();
    let st = m.types.named_struct("S");
    m.types.set_struct_body(st, vec![Type::I64, Type::I64, Type::I64], false);
    let p = m.attr_sets.intern(vec![
        Attr::Type(AttrKind::StructRet, st),
        Attr::Int(AttrKind::Align, 8),
        Attr::Flag(AttrKind::NoAlias),
    ]);
    let q = m.attr_sets.intern(vec![Attr::Type(AttrKind::ByVal, st), Attr::Int(AttrKind::DereferenceableOrNull, 24)]);
    let d = m.attr_sets.intern(vec![Attr::Raw(AttrKind::NoFpClass, "nan inf".into())]);
    let r = m.attr_sets.intern(vec![Attr::Raw(AttrKind::Range, "i64 0, 10".into())]);
    let fa = m.attr_sets.intern(vec![
        Attr::Int(AttrKind::UWTable, 2),
        Attr::Raw(AttrKind::AllocSize, "2".into()),
        Attr::Int(AttrKind::Align, 16),
    ]);
    let params = [Type::PTR, Type::PTR, Type::I64, Type::DOUBLE];
    let f = declare(&mut m, "f", Type::VOID, &params, false);
    m.funcs[f].attrs.set_param(3, d);
    m.funcs[f].attrs.set_param(0, p);
    m.funcs[f].attrs.set_param(1, q);
    m.funcs[f].attrs.set_param(2, r);
    m.funcs[f].attrs.func = fa;
    assert_eq!(
        printed(&m),
        "%S = type { i64, i64, i64 }\n\n\
         declare void @f(ptr sret(%S) align 8 noalias, \
         ptr byval(%S) dereferenceable_or_null(24), i64 range(i64 0, 10), double nofpclass(nan inf)) #0\n\n\
         attributes #0 = { uwtable allocsize(2) align=16 }\n"
    );
}

#[test]
fn print_inst_and_labels_agree_with_module_numbering() {
    let mut m = Module::new();
    let mut f = def(&mut m, "f", Type::I32, &[Type::I32]);
    let x = f.params[0];
    let entry = f.add_block();
    let other = f.add_block();
    let s = push(&mut f, entry, bin(Opcode::Add, InstFlags::empty(), x, x), Type::I32);
    let br = push_void(&mut f, entry, InstKind::Br { dest: other });
    let t = push(&mut f, other, bin(Opcode::Shl, InstFlags::NSW, s, x), Type::I32);
    let ret = push_void(&mut f, other, InstKind::Ret { arg: Some(t) });
    let fid = m.add_func(f).unwrap();
    let f = &m.funcs[fid];
    let text = printed(&m);
    let ti = f.dfg.value_inst(t).unwrap();
    assert_eq!(print_inst(&m, f, ti), "%4 = shl nsw i32 %2, %0");
    assert_eq!(print_inst(&m, f, br), "br label %3");
    assert_eq!(print_inst(&m, f, ret), "ret i32 %4");
    assert_eq!(block_label(f, other), "%3");
    assert!(text.contains("\n3:\n  %4 = shl nsw i32 %2, %0\n"));
}

#[test]
fn printing_many_instructions_is_linear() {
    // 20k instructions in one function are numbered in order (speed is the parse benchmark's job).
    let mut m = Module::new();
    let mut f = def(&mut m, "f", Type::I32, &[Type::I32]);
    let mut v = f.params[0];
    let b = f.add_block();
    let one = i32v(&mut m, &mut f, 1);
    for _ in 0..20_000 {
        v = push(&mut f, b, bin(Opcode::Add, InstFlags::NSW, v, one), Type::I32);
    }
    push_void(&mut f, b, InstKind::Ret { arg: Some(v) });
    m.add_func(f).unwrap();
    let text = print_module(&m);
    assert!(text.contains("  %20001 = add nsw i32 %20000, 1\n  ret i32 %20001\n"));
}

#[test]
fn attributes_without_text_make_no_group() {
    let mut m = Module::new();
    let none = m.attr_sets.intern(vec![Attr::Int(AttrKind::UWTable, 0)]);
    let mixed = m.attr_sets.intern(vec![Attr::Int(AttrKind::UWTable, 0), Attr::Flag(AttrKind::NoUnwind)]);
    let f = declare(&mut m, "f", Type::VOID, &[], false);
    m.funcs[f].attrs.func = none;
    let g = declare(&mut m, "g", Type::VOID, &[], false);
    m.funcs[g].attrs.func = mixed;
    assert_eq!(printed(&m), "declare void @f()\n\ndeclare void @g() #0\n\nattributes #0 = { nounwind }\n");
}

#[test]
fn special_characters_in_names_are_escaped() {
    let mut m = Module::new();
    let weird = "a\"b\\c\u{1} \u{e9}";
    let st = m.types.named_struct(weird);
    m.types.set_struct_body(st, vec![Type::I8], false);
    let z = m.consts.intern(ConstData::Zero(st));
    add_global(&mut m, weird, st, z);
    let mut f = def(&mut m, "-f.$_0", Type::I8, &[Type::I8]);
    name_param(&mut f, 0, weird);
    let entry = f.add_block();
    f.dfg.block_names.insert(entry, "entry block".into());
    let next = f.add_block();
    f.dfg.block_names.insert(next, "0x".into());
    push_void(&mut f, entry, InstKind::Br { dest: next });
    let p = f.params[0];
    push_void(&mut f, next, InstKind::Ret { arg: Some(p) });
    m.add_func(f).unwrap();
    let q = "\"a\\22b\\\\c\\01 \\C3\\A9\"";
    assert_eq!(
        printed(&m),
        format!(
            "%{q} = type {{ i8 }}\n\n\
             @{q} = global %{q} zeroinitializer\n\n\
             define i8 @-f.$_0(i8 %{q}) {{\n\
             \"entry block\":\n  br label %\"0x\"\n\n\
             \"0x\":\n  ret i8 %{q}\n}}\n"
        )
    );
}

#[test]
fn metadata_names_escape_like_llvm() {
    // Kiln's parser does not read `\XX` escapes in metadata names yet, so only LLVM checks this.
    let mut m = Module::new();
    m.metadata.named.push(("0 weird.name-$_9".into(), vec![]));
    assert_eq!(printed_for_llvm(&m), "!\\30\\20weird.name-$_9 = !{}\n");
}
