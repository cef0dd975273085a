//! Unit tests of constant aggregates and vectors in code: register-form ones built member by member,
//! memory-resident ones and vectors with address lanes read from their read-only image (bytes and
//! relocations as a global initialiser), the slot fallback, and located errors for what stays
//! unsupported.

use crate::lower_module;
use crate::module::{DataObject, DataRelocKind, DataSection, MModule};
use kiln_abi::Target;

fn lower_for(src: &str, target: Target) -> Result<MModule, Vec<kiln_ir::Diagnostic>> {
    let m = kiln_ir::text::parse(src.as_bytes()).map_err(|d| vec![d])?;
    lower_module(&m, target)
}

fn lower(src: &str) -> Result<MModule, Vec<kiln_ir::Diagnostic>> {
    lower_for(src, Target::LINUX)
}

fn lowered(src: &str) -> MModule {
    lower(src).unwrap_or_else(|e| panic!("lowering failed: {e:?}"))
}

/// The MIR of every function.
fn mir(m: &MModule) -> String {
    m.functions.iter().map(|f| format!("; {}\n{f}", m.symbol(f.sym).name)).collect()
}

/// The constant-pool objects (`.LCPI_kiln_N`).
fn pool(m: &MModule) -> Vec<&DataObject> {
    m.data.iter().filter(|d| m.symbol(d.sym).name.starts_with(".LCPI_kiln_")).collect()
}

/// The pool object with exactly `bytes`.
fn pool_object<'a>(m: &'a MModule, bytes: &[u8]) -> &'a DataObject {
    pool(m).into_iter().find(|d| d.bytes == bytes).unwrap_or_else(|| panic!("no pool object {bytes:?}: {:?}", pool(m)))
}

#[test]
fn register_form_constants_with_byte_strings_are_built_member_by_member() {
    let m = lowered(
        r#"
define void @vals(ptr %f2) {
  store [4 x i8] c"abc\00", ptr %f2, align 1
  store { i32, double, [2 x i8] } { i32 1, double 2.5, [2 x i8] c"xy" }, ptr %f2, align 8
  store { i32, {}, i8 } { i32 3, {} {}, i8 4 }, ptr %f2, align 4
  store { i8, [2 x {}], i16 } { i8 undef, [2 x {}] zeroinitializer, i16 513 }, ptr %f2, align 2
  ret void
}
"#,
    );
    let s = mir(&m);
    for k in ["97", "98", "99", "120", "121", "513"] {
        let imm = |l: &str| l.trim_start().starts_with("Mov_r32_imm32 def v") && l.ends_with(&format!(", {k}"));
        assert!(s.lines().any(imm), "{k}: {s}");
    }
    for at in ["[v0]", "[v0+1]", "[v0+2]", "[v0+3]", "[v0+16]", "[v0+17]"] {
        assert!(s.contains(&format!("Mov_rm8_r8 {at}, v")), "{at}: {s}");
    }
    assert!(s.contains("Movsd_xmmm64_xmm [v0+8], v"), "{s}");
    // Members without registers add none: `{ i32, {}, i8 }` stores i32 then i8 at 4.
    assert!(s.contains("Mov_rm8_r8 [v0+4], v"), "{s}");
    assert!(s.contains("Mov_rm16_r16 [v0+2], v"), "{s}");
    // Only the double comes from the constant pool; nothing else is an image.
    assert_eq!(pool(&m).len(), 1, "{:?}", pool(&m));
}

#[test]
fn memory_resident_constants_are_read_from_their_image() {
    let m = lowered(
        r#"
%big = type { i64, [3 x i16], ptr, float, ptr, [5 x i8] }
@g = global [4 x i32] zeroinitializer
declare void @ext()
define void @a(ptr %b) {
  store %big { i64 -2, [3 x i16] [i16 1, i16 undef, i16 -3], ptr getelementptr (i8, ptr @g, i64 8), float 1.5, ptr @ext, [5 x i8] c"hello" }, ptr %b, align 8
  ret void
}
define %big @b() {
  ret %big { i64 -2, [3 x i16] [i16 1, i16 undef, i16 -3], ptr getelementptr (i8, ptr @g, i64 8), float 1.5, ptr @ext, [5 x i8] c"hello" }
}
define void @c(ptr %b) {
  store [24 x i8] c"the quick brown fox\01\02\03\04\FF", ptr %b, align 1
  ret void
}
"#,
    );
    // The bytes a global initialised with the constant holds: undef and padding are zero, the
    // addresses are relocations.
    let mut want = vec![254, 255, 255, 255, 255, 255, 255, 255, 1, 0, 0, 0, 253, 255, 0, 0];
    want.extend([0; 8]);
    want.extend([0, 0, 0xc0, 0x3f, 0, 0, 0, 0]);
    want.extend([0; 8]);
    want.extend(b"hello\0\0\0");
    let big = pool_object(&m, &want);
    assert_eq!((big.section, big.align, big.size), (DataSection::Rodata, 8, 48));
    let relocs: Vec<_> =
        big.relocs.iter().map(|r| (r.offset, m.symbol(r.sym).name.as_str(), r.addend, r.kind)).collect();
    assert_eq!(relocs, [(16, "g", 8, DataRelocKind::Abs64), (32, "ext", 0, DataRelocKind::Abs64)]);
    // One image for both uses; the byte string is one of its own, without relocations.
    assert_eq!(pool(&m).len(), 2, "{:?}", pool(&m));
    let text = pool_object(&m, b"the quick brown fox\x01\x02\x03\x04\xff");
    assert!(text.relocs.is_empty());
    let s = mir(&m);
    assert_eq!(s.matches("Lea_r64_m def v").count(), 3, "{s}");
    assert!(!s.contains("Mov_rm8_imm8"), "no byte-by-byte filling: {s}");
}

#[test]
fn thread_local_and_imported_addresses_fill_a_slot_member_by_member() {
    // A thread-local's address differs per thread, so no image holds it.
    let m = lowered(
        r#"
@t = thread_local global i32 77
define void @f(ptr %b) {
  store { ptr, [6 x i16] } { ptr @t, [6 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 6] }, ptr %b, align 8
  store <2 x ptr> <ptr @t, ptr getelementptr (i8, ptr @t, i64 4)>, ptr %b, align 16
  ret void
}
"#,
    );
    assert!(pool(&m).is_empty(), "{:?}", pool(&m));
    let s = mir(&m);
    assert_eq!(s.matches("@gottpoff]").count(), 3, "{s}");
    assert!(s.contains("Mov_rm16_r16 [ss0+18], v"), "{s}");
    assert!(s.contains("Movdqa_xmm_xmmm128 def v") && s.contains(", [ss1]"), "{s}");
    // Code reaches a COFF dllimport declaration through its import pointer, constants included.
    let src = r#"
@imp = external dllimport global i32
define void @g(ptr %b) {
  store { ptr, [6 x i16] } { ptr @imp, [6 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 6] }, ptr %b, align 8
  store <2 x ptr> <ptr @imp, ptr null>, ptr %b, align 16
  ret void
}
"#;
    let m = lower_for(src, Target::WINDOWS_GNU).unwrap();
    assert!(pool(&m).is_empty(), "{:?}", pool(&m));
    let imp = m.symbols.iter().position(|s| s.name == "__imp_imp").expect("an import pointer");
    assert_eq!(mir(&m).matches(&format!("[rip+sym{imp}]")).count(), 2, "{}", mir(&m));
    // Elsewhere `dllimport` means nothing: the images name the symbol.
    let m = lowered(src);
    assert_eq!(pool(&m).len(), 2, "{:?}", pool(&m));
}

#[test]
fn vectors_with_address_lanes_are_loaded_from_an_image_with_relocations() {
    let m = lowered(
        r#"
@g = global [4 x i32] zeroinitializer
define void @callee() {
  ret void
}
define void @f(ptr %b) {
  store <2 x ptr> <ptr getelementptr (i8, ptr @g, i64 4), ptr @callee>, ptr %b, align 16
  store <3 x i64> <i64 ptrtoint (ptr @g to i64), i64 1, i64 -1>, ptr %b, align 32
  store { <2 x ptr>, i8 } { <2 x ptr> <ptr @g, ptr null>, i8 5 }, ptr %b, align 16
  ret void
}
"#,
    );
    let two = pool_object(&m, &[0; 16]);
    assert_eq!((two.align, two.size), (16, 16));
    let relocs: Vec<_> = two.relocs.iter().map(|r| (r.offset, m.symbol(r.sym).name.as_str(), r.addend)).collect();
    assert_eq!(relocs, [(0, "g", 4), (8, "callee", 0)]);
    // Three lanes of 8 bytes, padded to two whole registers.
    let mut three = vec![0; 8];
    three.extend([1, 0, 0, 0, 0, 0, 0, 0]);
    three.extend([255; 8]);
    three.extend([0; 8]);
    let three = pool_object(&m, &three);
    assert_eq!(three.relocs.len(), 1);
    assert_eq!((three.relocs[0].offset, m.symbol(three.relocs[0].sym).name.as_str()), (0, "g"));
    let s = mir(&m);
    assert!(s.matches("Movdqa_xmm_xmmm128 def v").count() >= 3, "{s}");
}

#[test]
fn sub_byte_vector_lanes_are_packed_in_images_and_initialisers() {
    let m = lowered(
        r#"
@v = global <4 x i1> <i1 1, i1 0, i1 1, i1 1>
@w = global <12 x i2> <i2 1, i2 2, i2 3, i2 0, i2 1, i2 1, i2 1, i2 1, i2 -1, i2 0, i2 0, i2 1>
define void @f(ptr %b) {
  store { <4 x i1>, [5 x i8] } { <4 x i1> <i1 0, i1 1, i1 1, i1 undef>, [5 x i8] c"abcde" }, ptr %b, align 1
  ret void
}
"#,
    );
    let global = |name: &str| {
        let i = m.symbols.iter().position(|s| s.name == name).unwrap();
        m.data.iter().find(|d| d.sym.0 as usize == i).unwrap()
    };
    // What llc-19 emits: lane 0 in the lowest bits.
    assert_eq!(global("v").bytes, [13]);
    assert_eq!(global("w").bytes, [0x39, 0x55, 0x43, 0]);
    pool_object(&m, b"\x06abcde");
}

#[test]
fn uses_of_constant_aggregates_other_than_stores_lower() {
    // insertvalue into a constant base, extractvalue, select, phi, call arguments and returns, each
    // in register form and memory-resident.
    let m = lowered(
        r#"
define { i32, [2 x i8] } @ret_small() {
  ret { i32, [2 x i8] } { i32 7, [2 x i8] c"hi" }
}
define [24 x i8] @ret_big() {
  ret [24 x i8] c"returned in memory?\00\01\02\03\04"
}
declare void @take({ i32, [3 x i8] }, [20 x i8])
define void @f(ptr %b, i1 %c, i8 %x) {
entry:
  %i1 = insertvalue { i32, [2 x i8] } { i32 5, [2 x i8] c"ab" }, i8 %x, 1, 0
  store { i32, [2 x i8] } %i1, ptr %b
  %i2 = insertvalue [24 x i8] c"insert into a constant!!", i8 %x, 3
  store [24 x i8] %i2, ptr %b
  %e = extractvalue [24 x i8] c"extract from a constant.", 8
  store i8 %e, ptr %b
  %s1 = select i1 %c, { i32, [2 x i8] } { i32 1, [2 x i8] c"st" }, { i32, [2 x i8] } zeroinitializer
  store { i32, [2 x i8] } %s1, ptr %b
  %s2 = select i1 %c, [20 x i8] c"selected when true..", [20 x i8] c"selected when false."
  store [20 x i8] %s2, ptr %b
  call void @take({ i32, [3 x i8] } { i32 258, [3 x i8] c"jkl" }, [20 x i8] c"passed by value\00\11\22\33\44")
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %p1 = phi { i16, [3 x i8] } [ { i16 1, [3 x i8] c"phi" }, %t ], [ { i16 2, [3 x i8] c"PHI" }, %entry ]
  %p2 = phi [20 x i8] [ c"phi of a big const T", %t ], [ undef, %entry ]
  store { i16, [3 x i8] } %p1, ptr %b
  store [20 x i8] %p2, ptr %b
  ret void
}
"#,
    );
    for text in [
        &b"returned in memory?\x00\x01\x02\x03\x04"[..],
        b"insert into a constant!!",
        b"extract from a constant.",
        b"selected when true..",
        b"selected when false.",
        b"passed by value\x00\x11\x22\x33\x44",
        b"phi of a big const T",
    ] {
        pool_object(&m, text);
    }
}

#[test]
fn unsupported_constant_members_are_located_errors() {
    // A truncated address is no relocation the backend emits, in register form or in memory.
    for (ty, init) in [
        ("{ i32, i32 }", "{ i32 1, i32 trunc (i64 ptrtoint (ptr @g to i64) to i32) }"),
        ("[6 x i32]", "[i32 1, i32 2, i32 3, i32 4, i32 5, i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)]"),
    ] {
        let src =
            format!("@g = global i32 0\ndefine void @f(ptr %b) {{\n  store {ty} {init}, ptr %b\n  ret void\n}}\n");
        let errs = lower(&src).unwrap_err();
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].message.contains("unsupported constant expression"), "{errs:?}");
        assert_eq!(errs[0].offset, Some(src.find("store").unwrap()), "{errs:?}");
    }
    // Vector lanes of the same kind, and masks computed from an address (their memory image packs
    // bits, so no slot can be filled lane by lane).
    for (ty, init, msg) in [
        ("<2 x i32>", "<i32 trunc (i64 ptrtoint (ptr @g to i64) to i32), i32 0>", "unsupported constant expression"),
        ("<2 x i1>", "<i1 trunc (i64 ptrtoint (ptr @g to i64) to i1), i1 0>", "vector constant: symbolic lane"),
    ] {
        let src =
            format!("@g = global i32 0\ndefine void @f(ptr %b) {{\n  store {ty} {init}, ptr %b\n  ret void\n}}\n");
        let errs = lower(&src).unwrap_err();
        assert!(errs[0].message.contains(msg), "{errs:?}");
        assert_eq!(errs[0].offset, Some(src.find("store").unwrap()), "{errs:?}");
    }
}
