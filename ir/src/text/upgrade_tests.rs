//! Tests of the upgrades of LLVM 20-22 syntax (upgrade.rs): what each form becomes, the forms
//! that stay errors, and that the printed module is LLVM 19 text (`llvm-as-19` accepts it, and
//! Kiln reads it back to the same text).

use super::parse;
use super::printer::print_module;
use super::printer::tests::assert_llvm_accepts;
use crate::attributes::{AttrKind, AttrSetId};
use crate::constant::ConstData;
use crate::instructions::{AtomicOrdering, CallData, InstKind, SyncScope};
use crate::module::{Function, Module};
use crate::types::Type;

fn ok(src: &str) -> Module {
    match parse(src.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render("test.ll", src.as_bytes())),
    }
}

/// Asserts that parsing fails with `msg` in the message at 1-based `line`:`col`.
fn err_at(src: &str, msg: &str, line: usize, col: usize) {
    let d = match parse(src.as_bytes()) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => d,
    };
    assert!(d.message.contains(msg), "message {:?} does not contain {msg:?}", d.message);
    assert_eq!(d.line_col(src.as_bytes()), Some((line, col)), "{}", d.message);
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    &m.funcs[m.func_by_name(name).expect("function exists")]
}

/// The calls of `f`, in layout order.
fn calls(f: &Function) -> Vec<&CallData> {
    f.layout
        .insts()
        .filter_map(|i| match f.dfg.inst(i) {
            InstKind::Call(c) => Some(&**c),
            _ => None,
        })
        .collect()
}

/// Verifies `m`, prints it, checks that the text has none of `gone` and all of `present`, that
/// `llvm-as-19` accepts it, and that Kiln reads it back to the same text; returns the text.
fn printed_llvm19(m: &Module, gone: &[&str], present: &[&str]) -> String {
    crate::verifier::verify_module(m).expect("verifies");
    let text = print_module(m);
    for g in gone {
        assert!(!text.contains(g), "{g:?} is still printed:\n{text}");
    }
    for p in present {
        assert!(text.contains(p), "{p:?} is not printed:\n{text}");
    }
    assert_llvm_accepts(&text);
    assert_eq!(print_module(&ok(&text)), text, "print -> parse -> print changed the text");
    text
}

// ---- captures(...) --------------------------------------------------------------------------

/// The attributes of the only parameter of `@g` in `declare void @g(ptr ATTR)`.
fn captures_param_has_nocapture(attr: &str) -> bool {
    let m = ok(&format!("declare void @g(ptr {attr})\n"));
    let f = func(&m, "g");
    m.attr_sets.has(f.attrs.param(0), AttrKind::NoCapture)
}

#[test]
fn captures_none_is_nocapture_in_every_location() {
    assert!(captures_param_has_nocapture("captures(none)"));
    // Nothing captured elsewhere (no component before `ret:`) nor through the return value.
    assert!(captures_param_has_nocapture("captures(ret: none)"));
    assert!(captures_param_has_nocapture("captures(ret : none)"));
}

#[test]
fn captures_with_any_component_is_dropped_never_nocapture() {
    for attr in [
        "captures(address)",
        "captures(address_is_null)",
        "captures(provenance)",
        "captures(read_provenance)",
        "captures(address, read_provenance)",
        "captures(address, provenance)",
        "captures(ret: address, provenance)",
        "captures(address_is_null, ret: address, provenance)",
        // Captured elsewhere, not through the return value: still captured.
        "captures(address, ret: none)",
        "captures(address, address)",
    ] {
        assert!(!captures_param_has_nocapture(attr), "{attr} must not become nocapture");
        let m = ok(&format!("declare void @g(ptr noundef {attr} nonnull)\n"));
        let f = func(&m, "g");
        let set = m.attr_sets.get(f.attrs.param(0));
        let kinds: Vec<_> = set.iter().filter_map(|a| a.kind()).collect();
        assert_eq!(kinds, vec![AttrKind::NoUndef, AttrKind::NonNull], "{attr}: the other attributes stay");
    }
}

#[test]
fn captures_in_definitions_and_call_sites() {
    let src = "define void @f(ptr captures(none) %p, ptr noalias captures(address, read_provenance) %q) {\n  \
               call void @g(ptr captures(none) %p, ptr captures(address) %q)\n  ret void\n}\n\
               declare void @g(ptr captures(none), ptr captures(ret: address, provenance))\n";
    let m = ok(src);
    let f = func(&m, "f");
    assert!(m.attr_sets.has(f.attrs.param(0), AttrKind::NoCapture));
    assert!(!m.attr_sets.has(f.attrs.param(1), AttrKind::NoCapture));
    assert!(m.attr_sets.has(f.attrs.param(1), AttrKind::NoAlias));
    let call = calls(f)[0];
    assert!(m.attr_sets.has(call.attrs.param(0), AttrKind::NoCapture));
    assert_eq!(call.attrs.param(1), AttrSetId::EMPTY, "captures(address) says less than nocapture");
    printed_llvm19(
        &m,
        &["captures"],
        &[
            "define void @f(ptr nocapture %p, ptr noalias %q)",
            "call void @g(ptr nocapture %p, ptr %q)",
            "declare void @g(ptr nocapture, ptr)",
        ],
    );
}

#[test]
fn captures_errors_are_llvms() {
    let at = |attr: &str, msg: &str, col: usize| err_at(&format!("declare void @g(ptr {attr})\n"), msg, 1, col);
    at("captures(foo)", "expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'", 30);
    at("captures()", "expected one of 'none'", 30);
    at("captures(none, address)", "cannot use 'none' with other component", 36);
    at("captures(address, none)", "cannot use 'none' with other component", 39);
    at("captures(none, none)", "cannot use 'none' with other component", 36);
    at("captures(ret: address, ret: provenance)", "duplicate 'ret' location", 44);
    at("captures(ret address)", "expected ':' after 'ret'", 34);
    err_at("define void @f(ptr captures(address %p) {\n  ret void\n}\n", "expected ',' or ')'", 1, 37);
    at("captures", "'(' after 'captures'", 29);
}

// ---- nocreateundeforpoison ------------------------------------------------------------------

#[test]
fn nocreateundeforpoison_is_dropped_wherever_function_attributes_are() {
    let src = "define i32 @f(i32 %x) nocreateundeforpoison nounwind {\n  \
               %r = call i32 @llvm.smax.i32(i32 %x, i32 0) nocreateundeforpoison #1\n  ret i32 %r\n}\n\
               declare i32 @llvm.smax.i32(i32, i32) #0\n\
               attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }\n\
               attributes #1 = { nocreateundeforpoison }\n";
    let m = ok(src);
    let f = func(&m, "f");
    let kinds = |id| m.attr_sets.get(id).iter().filter_map(|a| a.kind()).collect::<Vec<_>>();
    assert_eq!(kinds(f.attrs.func), vec![AttrKind::NoUnwind]);
    assert_eq!(calls(f)[0].attrs.func, AttrSetId::EMPTY, "the call's attributes were only the dropped hint");
    let smax = func(&m, "llvm.smax.i32");
    assert!(m.attr_sets.has(smax.attrs.func, AttrKind::Speculatable), "the rest of the group stays");
    assert_eq!(kinds(smax.attrs.func).len(), 7);
    printed_llvm19(&m, &["nocreateundeforpoison"], &["memory(none)"]);
}

// ---- one-argument llvm.lifetime.* -----------------------------------------------------------

/// Asserts that `call` is `(i64 -1, ptr %p)` with the pointer's attributes on parameter 1.
fn assert_lifetime_call(m: &Module, f: &Function, call: &CallData, nonnull: bool) {
    assert_eq!(call.args.len(), 2);
    let size = f.dfg.value_const(call.args[0]).map(|c| m.consts.data(c));
    assert!(
        matches!(size, Some(ConstData::Int { ty: Type::I64, value }) if *value == u64::MAX as u128),
        "size is i64 -1: {size:?}"
    );
    let (ret, params, _) = m.types.func_info(call.fn_ty).expect("a function type");
    assert_eq!((ret, params.to_vec()), (Type::VOID, vec![Type::I64, Type::PTR]));
    assert_eq!(call.attrs.param(0), AttrSetId::EMPTY);
    assert_eq!(m.attr_sets.has(call.attrs.param(1), AttrKind::NonNull), nonnull);
}

#[test]
fn one_argument_lifetime_declarations_and_calls_get_the_unknown_size() {
    let src = "define void @f() {\n  %a = alloca [4 x i8], align 4\n  \
               call void @llvm.lifetime.start.p0(ptr nonnull %a), !noalias !0\n  \
               call void (ptr) @llvm.lifetime.end.p0(ptr %a)\n  ret void\n}\n\
               declare void @llvm.lifetime.start.p0(ptr captures(none)) #0\n\
               declare void @llvm.lifetime.end.p0(ptr captures(none)) #0\n\
               attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }\n\
               !0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n";
    let m = ok(src);
    for name in ["llvm.lifetime.start.p0", "llvm.lifetime.end.p0"] {
        let decl = func(&m, name);
        let (ret, params, _) = m.types.func_info(decl.ty).expect("a function type");
        assert_eq!((ret, params.to_vec()), (Type::VOID, vec![Type::I64, Type::PTR]), "{name}");
        assert!(m.attr_sets.has(decl.attrs.param(0), AttrKind::ImmArg), "{name}: the size is immarg, as in LLVM 19");
        assert!(m.attr_sets.has(decl.attrs.param(1), AttrKind::NoCapture), "{name}: the pointer keeps its attributes");
    }
    let f = func(&m, "f");
    let cs = calls(f);
    assert_lifetime_call(&m, f, cs[0], true);
    assert_lifetime_call(&m, f, cs[1], false);
    printed_llvm19(
        &m,
        &["(ptr captures", "@llvm.lifetime.start.p0(ptr", "@llvm.lifetime.end.p0(ptr"],
        &[
            "call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %a), !noalias !0",
            "call void @llvm.lifetime.end.p0(i64 -1, ptr %a)",
            "declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #",
            "declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #",
        ],
    );
}

#[test]
fn an_undeclared_one_argument_lifetime_call_declares_the_llvm19_form() {
    let m = ok("define void @f() {\n  %a = alloca i32\n  call void @llvm.lifetime.start.p0(ptr %a)\n  ret void\n}\n");
    let decl = func(&m, "llvm.lifetime.start.p0");
    let (_, params, _) = m.types.func_info(decl.ty).expect("a function type");
    assert_eq!(params.to_vec(), vec![Type::I64, Type::PTR]);
    let f = func(&m, "f");
    assert_lifetime_call(&m, f, calls(f)[0], false);
    printed_llvm19(&m, &[], &["declare void @llvm.lifetime.start.p0(i64, ptr)"]);
}

#[test]
fn two_argument_lifetime_stays_and_other_shapes_are_not_upgraded() {
    let m = ok("define void @f(ptr %p) {\n  call void @llvm.lifetime.start.p0(i64 8, ptr %p)\n  ret void\n}\n\
                declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)\n");
    let f = func(&m, "f");
    let size = f.dfg.value_const(calls(f)[0].args[0]).map(|c| m.consts.data(c));
    assert!(matches!(size, Some(ConstData::Int { value: 8, .. })));
    printed_llvm19(&m, &[], &["call void @llvm.lifetime.start.p0(i64 8, ptr %p)"]);
    // A single argument that is no pointer is not LLVM 22's form: the signature check reports it.
    err_at("declare void @llvm.lifetime.start.p0(i32)\n", "invalid declaration of intrinsic", 1, 14);
}

// ---- the empty memory-clobber asm -----------------------------------------------------------

#[test]
fn the_empty_memory_clobber_asm_is_a_single_thread_fence() {
    let src = "define void @f(ptr %p) {\n  store i32 1, ptr %p\n  \
               call void asm sideeffect \"\", \"~{memory}\"(), !srcloc !0\n  \
               tail call void () asm sideeffect \"\", \"~{memory}\"() #0, !srcloc !0\n  ret void\n}\n\
               attributes #0 = { nounwind }\n!0 = !{i64 15761920094633791}\n";
    let m = ok(src);
    let f = func(&m, "f");
    let fences: Vec<_> = f
        .layout
        .insts()
        .filter_map(|i| match f.dfg.inst(i) {
            InstKind::Fence { atomic } => Some((i, *atomic)),
            _ => None,
        })
        .collect();
    assert_eq!(fences.len(), 2);
    for (inst, atomic) in fences {
        assert_eq!((atomic.ordering, atomic.scope), (AtomicOrdering::SeqCst, SyncScope::SingleThread));
        assert!(!f.inst_metadata.contains_key(&inst), "the asm's !srcloc is dropped with it");
    }
    printed_llvm19(&m, &["asm", "!srcloc"], &["  fence syncscope(\"singlethread\") seq_cst\n"]);
}

#[test]
fn black_box_with_an_input_is_a_single_thread_fence() {
    // rustc's `std::hint::black_box(x)`: the address of `x` as an `r` input.
    let src = "define void @f(ptr %p, i64 %n) {\n  store i32 1, ptr %p\n  \
               call void asm sideeffect \"\", \"r,~{memory}\"(ptr nonnull %p) #0, !srcloc !0\n  \
               call void asm sideeffect \"\", \"r,r,~{memory}\"(i64 %n, ptr %p)\n  ret void\n}\n\
               attributes #0 = { nounwind }\n!0 = !{i64 1}\n";
    let m = ok(src);
    let f = func(&m, "f");
    let fences = f.layout.insts().filter(|&i| matches!(f.dfg.inst(i), InstKind::Fence { .. })).count();
    assert_eq!(fences, 2);
    printed_llvm19(&m, &["asm"], &["  fence syncscope(\"singlethread\") seq_cst\n"]);
}

#[test]
fn every_other_inline_asm_stays_an_error() {
    let msg = "unsupported inline 'asm' callee (inline assembly is not supported)";
    for call in [
        // Operands other than the `r` inputs of `black_box(x)`.
        "call void asm sideeffect \"\", \"~{memory}\"(ptr %p)",
        "call void asm sideeffect \"\", \"r,~{memory}\"()",
        "call void asm sideeffect \"\", \"=r,~{memory}\"(ptr %p)",
        "call void asm sideeffect \"\", \"m,~{memory}\"(ptr %p)",
        "call void asm sideeffect \"\", \"r,~{memory}\"(ptr %p, ptr %p)",
        "call void asm sideeffect \"\", \"r,~{memory}\"(double 1.0)",
        "call void asm \"\", \"~{memory}\"()",
        "call void asm sideeffect \"nop\", \"~{memory}\"()",
        "call void asm sideeffect \"\", \"\"()",
        "call void asm sideeffect \"\", \"~{memory},~{dirflag}\"()",
        "call void asm sideeffect alignstack \"\", \"~{memory}\"()",
        "call void asm sideeffect inteldialect \"\", \"~{memory}\"()",
        "call void asm sideeffect \"\", \"~{memory}\"() [ \"x\"() ]",
        "call i32 asm sideeffect \"\", \"~{memory}\"()",
        "call void (ptr) asm sideeffect \"\", \"~{memory}\"()",
        "call fastcc void asm sideeffect \"\", \"~{memory}\"()",
        "call noundef void asm sideeffect \"\", \"~{memory}\"()",
        "musttail call void asm sideeffect \"\", \"~{memory}\"()",
    ] {
        let col = 3 + call.find("asm").expect("an asm call");
        err_at(&format!("define void @f(ptr %p) {{\n  {call}\n  ret void\n}}\n"), msg, 2, col);
    }
    // Not as an invoke either (the barrier cannot unwind; LLVM's asm unwind needs `unwind`).
    err_at(
        "define void @f() personality ptr null {\n  invoke void asm sideeffect \"\", \"~{memory}\"()\n    \
         to label %a unwind label %b\na:\n  ret void\nb:\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\n",
        msg,
        2,
        15,
    );
}

/// `dead_on_return` (LLVM 21, rustc -O2 on `__rust_begin_short_backtrace`) is a hint: dropped.
#[test]
fn dead_on_return_is_dropped() {
    let src = "define void @f(ptr dead_on_return noalias %p) {\n  ret void\n}\n";
    let m = crate::text::parse(src.as_bytes()).unwrap_or_else(|d| panic!("{d:?}"));
    let text = crate::text::print_module(&m);
    assert!(!text.contains("dead_on_return") && text.contains("ptr noalias %p"), "{text}");
}
