#!/usr/bin/env python3
"""Writes the malformed-input corpus and its EXPECTATIONS table (NAME, LINE, message substring).

Edit the CASES list and run this script to regenerate; the files are committed.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

F2 = "define i32 @f(i32 %a, i32 %b) {\nentry:\n"
CASES = [
 # name, text, line (0 = any), substring expected in some diagnostic message
 ("undefined_value", F2 + "  %s = add i32 %a, %nope\n  ret i32 %s\n}\n", 3, "undefined value"),
 ("int_too_wide", "define i8388609 @f() {\n  ret i8388609 0\n}\n", 1, "i8388609"),
 ("int_zero_width", "@g = global i0 0\n", 1, "i0"),
 ("unterminated_string", "@s = global [3 x i8] c\"ab\n", 1, "unterminated"),
 ("missing_close_brace", F2 + "  %s = add i32 %a, %b\n  ret i32 %s\n", 0, "end of file"),
 ("truncated_instruction", F2 + "  %s = add i32 %a,", 0, "end of file"),
 ("garbage_bytes", None, 1, ""),
 ("invoke_unwind_not_a_pad", "declare void @g()\ndefine void @f() personality ptr null {\n  invoke void @g() to label %ok unwind label %bad\nok:\n  ret void\nbad:\n  ret void\n}\n", 3, "does not start with a landingpad"),
 ("invoke_instruction", "declare void @g()\ndefine void @f() {\n  invoke void @g() to label %ok unwind label %ok\nok:\n  ret void\n}\n", 3, "invoke"),
 ("atomicrmw_unordered", "define void @f(ptr %p) {\n  %o = atomicrmw add ptr %p, i32 1 unordered\n  ret void\n}\n", 2, "atomicrmw"),
 ("atomicrmw_llvm20_op", "define void @f(ptr %p) {\n  %o = atomicrmw usub_sat ptr %p, i32 1 seq_cst\n  ret void\n}\n", 2, "usub_sat"),
 ("cmpxchg_release_failure", "define void @f(ptr %p) {\n  %o = cmpxchg ptr %p, i32 0, i32 1 seq_cst release\n  ret void\n}\n", 2, "cmpxchg failure ordering"),
 ("cmpxchg_float", "define void @f(ptr %p) {\n  %o = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst\n  ret void\n}\n", 2, "cmpxchg"),
 ("load_atomic_release", "define i32 @f(ptr %p) {\n  %v = load atomic i32, ptr %p release, align 4\n  ret i32 %v\n}\n", 2, "release"),
 ("load_atomic_no_align", "define i32 @f(ptr %p) {\n  %v = load atomic i32, ptr %p seq_cst\n  ret i32 %v\n}\n", 2, "alignment"),
 ("store_atomic_odd_width", "define void @f(ptr %p) {\n  store atomic i24 0, ptr %p seq_cst, align 4\n  ret void\n}\n", 2, "power-of-two size"),
 ("syncscope_named", "define void @f() {\n  fence syncscope(\"agent\") seq_cst\n  ret void\n}\n", 2, "syncscope"),
 ("landingpad_without_personality", "define void @f() {\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\n", 2, "personality"),
 ("landingpad_entered_by_br", "declare i32 @p(...)\ndefine void @f() personality ptr @p {\n  br label %l\nl:\n  %x = landingpad { ptr, i32 } cleanup\n  ret void\n}\n", 5, "unwind edges"),
 ("catchswitch_funclet", "define void @f() {\n  %c = catchswitch within none [label %h] unwind to caller\nh:\n  ret void\n}\n", 2, "funclet"),
 ("fence_monotonic", "define void @f() {\n  fence monotonic\n  ret void\n}\n", 2, "fence"),
 ("unknown_intrinsic", "declare void @llvm.frobnicate.i32(i32)\n", 1, "unknown intrinsic"),
 ("unknown_opcode", F2 + "  %s = frobnicate i32 %a, %b\n  ret i32 %s\n}\n", 3, "frobnicate"),
 ("load_align_not_pow2", "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, align 3\n  ret i32 %v\n}\n", 2, "power of two"),
 ("global_align_not_pow2", "@g = global i32 0, align 6\n", 1, "power of two"),
 ("alloca_align_not_pow2", "define void @f() {\n  %a = alloca i32, align 12\n  ret void\n}\n", 2, "power of two"),
 ("store_align_too_big", "define void @f(ptr %p) {\n  store i32 0, ptr %p, align 8589934592\n  ret void\n}\n", 2, "align"),
 ("redefined_value", F2 + "  %s = add i32 %a, %b\n  %s = sub i32 %a, %b\n  ret i32 %s\n}\n", 4, "%s"),
 ("redefined_function", "define void @f() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n", 4, "@f"),
 ("redefined_global", "@g = global i32 0\n@g = global i32 1\n", 2, "@g"),
 ("numbering_decreases", "define i32 @f() {\n  %3 = add i32 1, 2\n  %1 = add i32 %3, 1\n  ret i32 %1\n}\n", 3, "numbered"),
 ("int_constant_too_large", "@g = global i8 256\n", 1, "i8"),
 ("huge_int_literal", "@g = global i64 999999999999999999999999999999999999999999\n", 1, "i64"),
 ("operand_type_mismatch", "define i32 @f(i32 %a, i64 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n", 2, "%b"),
 ("ret_type_mismatch", "define i32 @f() {\n  ret i64 0\n}\n", 2, "ret"),
 ("ret_void_in_i32_function", "define i32 @f() {\n  ret void\n}\n", 2, "ret"),
 ("missing_terminator", F2 + "  %s = add i32 %a, %b\nnext:\n  ret i32 %s\n}\n", 0, "terminator"),
 ("no_terminator_at_end", F2 + "  %s = add i32 %a, %b\n}\n", 0, "terminator"),
 ("phi_not_at_block_start", "define i32 @f(i1 %c) {\nentry:\n  br label %next\nnext:\n  %x = add i32 1, 2\n  %p = phi i32 [ 0, %entry ]\n  ret i32 %p\n}\n", 6, "phi"),
 ("phi_missing_predecessor", "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %m\nb:\n  br label %m\nm:\n  %p = phi i32 [ 1, %a ]\n  ret i32 %p\n}\n", 9, "predecessor"),
 ("phi_from_non_predecessor", "define i32 @f(i1 %c) {\nentry:\n  br label %m\nother:\n  br label %m\nm:\n  %p = phi i32 [ 1, %entry ], [ 2, %other ], [ 3, %m ]\n  ret i32 %p\n}\n", 7, "predecessor"),
 ("phi_value_not_available", "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %m\nb:\n  br label %m\nm:\n  %p = phi i32 [ %x, %a ], [ %x, %b ]\n  ret i32 %p\n}\n", 10, "dominate"),
 ("use_not_dominated_by_def", "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %m\nb:\n  br label %m\nm:\n  ret i32 %x\n}\n", 10, "dominate"),
 ("use_before_def_same_block", "define i32 @f() {\nentry:\n  %y = add i32 %x, 1\n  %x = add i32 1, 2\n  ret i32 %y\n}\n", 3, "dominate"),
 ("self_reference", "define i32 @f() {\nentry:\n  %x = add i32 %x, 1\n  ret i32 %x\n}\n", 3, "dominate"),
 ("entry_block_has_predecessor", "define void @f() {\nentry:\n  br label %entry\n}\n", 0, "entry"),
 ("duplicate_switch_case", "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [\n    i32 1, label %d\n    i32 1, label %d\n  ]\nd:\n  ret void\n}\n", 3, "duplicate"),
 ("br_condition_not_i1", "define void @f(i32 %x) {\nentry:\n  br i32 %x, label %a, label %a\na:\n  ret void\n}\n", 3, "i1"),
 ("unknown_type", "define void @f() {\n  %x = add foo 1, 2\n  ret void\n}\n", 2, "type"),
 ("undefined_function", "define void @f() {\n  call void @missing()\n  ret void\n}\n", 2, "@missing"),
 ("undefined_block", "define void @f() {\nentry:\n  br label %nowhere\n}\n", 3, "nowhere"),
 ("call_argument_count", "declare i32 @g(i32, i32)\ndefine i32 @f() {\n  %r = call i32 (i32, i32) @g(i32 1)\n  ret i32 %r\n}\n", 3, "argument"),
 ("call_argument_type", "declare i32 @g(i32, i32)\ndefine i32 @f() {\n  %r = call i32 (i32, i32) @g(i32 1, i64 2)\n  ret i32 %r\n}\n", 3, "argument"),
 ("load_void", "define void @f(ptr %p) {\n  %v = load void, ptr %p\n  ret void\n}\n", 2, "load"),
 ("store_to_non_pointer", "define void @f(i32 %x) {\n  store i32 1, i32 %x\n  ret void\n}\n", 2, "pointer"),
 ("gep_struct_index_not_constant", "%S = type { i32, i64 }\ndefine ptr @f(ptr %p, i32 %i) {\n  %g = getelementptr %S, ptr %p, i32 0, i32 %i\n  ret ptr %g\n}\n", 3, "struct"),
 ("gep_struct_index_out_of_range", "%S = type { i32, i64 }\ndefine ptr @f(ptr %p) {\n  %g = getelementptr %S, ptr %p, i32 0, i32 5\n  ret ptr %g\n}\n", 3, "index"),
 ("extractvalue_index_out_of_range", "define i32 @f({ i32, i32 } %a) {\n  %v = extractvalue { i32, i32 } %a, 2\n  ret i32 %v\n}\n", 2, "index"),
 ("shufflevector_mask_out_of_range", "define <4 x i32> @f(<4 x i32> %a) {\n  %v = shufflevector <4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 0, i32 9, i32 1, i32 2>\n  ret <4 x i32> %v\n}\n", 2, "mask"),
 ("icmp_bad_predicate", "define i1 @f(i32 %a) {\n  %c = icmp frob i32 %a, 0\n  ret i1 %c\n}\n", 2, "predicate"),
 ("fcmp_on_integers", "define i1 @f(i32 %a) {\n  %c = fcmp olt i32 %a, 0\n  ret i1 %c\n}\n", 2, "fcmp"),
 ("fadd_on_integers", "define i32 @f(i32 %a) {\n  %c = fadd i32 %a, 1\n  ret i32 %c\n}\n", 2, "fadd"),
 ("add_on_floats", "define double @f(double %a) {\n  %c = add double %a, 1.0\n  ret double %c\n}\n", 2, "add"),
 ("trunc_to_wider", "define i32 @f(i8 %a) {\n  %c = trunc i8 %a to i32\n  ret i32 %c\n}\n", 2, "trunc"),
 ("zext_to_narrower", "define i8 @f(i32 %a) {\n  %c = zext i32 %a to i8\n  ret i8 %c\n}\n", 2, "zext"),
 ("bitcast_size_mismatch", "define i64 @f(i32 %a) {\n  %c = bitcast i32 %a to i64\n  ret i64 %c\n}\n", 2, "bitcast"),
 ("select_condition_not_i1", "define i32 @f(i32 %c) {\n  %v = select i32 %c, i32 1, i32 2\n  ret i32 %v\n}\n", 2, "select"),
 ("intrinsic_bad_signature", "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr)\n", 1, "llvm.memcpy"),
 ("undefined_metadata", "define void @f() {\nentry:\n  br label %entry2, !llvm.loop !99\nentry2:\n  ret void\n}\n", 0, "!99"),
 ("unknown_attribute", "define void @f() frobnicates {\n  ret void\n}\n", 1, "frobnicates"),
 ("alias_unsupported", "@g = global i32 0\n@a = alias i32, ptr @g\n", 2, "alias"),
 ("inline_asm_unsupported", "define void @f() {\n  call void asm \"nop\", \"\"()\n  ret void\n}\n", 2, "asm"),
 ("fp128_unsupported", "@g = global fp128 0xL00000000000000000000000000000000\n", 1, "fp128"),
 ("scalable_vector_unsupported", "define void @f(<vscale x 4 x i32> %v) {\n  ret void\n}\n", 1, "vscale"),
 ("duplicate_block_label", "define void @f() {\nbb:\n  br label %bb2\nbb2:\n  br label %bb\nbb:\n  ret void\n}\n", 6, "bb"),
 ("global_missing_type", "@g = global 0\n", 1, "type"),
 ("bad_calling_convention", "define cc 12345 void @f() {\n  ret void\n}\n", 1, "calling convention"),
 ("global_initializer_type_mismatch", "@g = global i32 1.5\n", 1, "i32"),
 ("string_length_mismatch", "@s = constant [4 x i8] c\"abc\"\n", 1, "[4 x i8]"),
 ("switch_on_float", "define void @f(double %x) {\nentry:\n  switch double %x, label %d [\n  ]\nd:\n  ret void\n}\n", 3, "switch"),
 ("phi_type_mismatch", "define i32 @f(i1 %c, i64 %w) {\nentry:\n  br label %m\nm:\n  %p = phi i32 [ %w, %entry ]\n  ret i32 %p\n}\n", 5, "%w"),
 ("void_call_named", "declare void @g()\ndefine void @f() {\n  %x = call void @g()\n  ret void\n}\n", 3, "void"),
 ("deep_type_nesting", "@g = global " + "{" * 5000 + "i32" + "}" * 5000 + " zeroinitializer\n", 1, "nest"),
 ("deep_constant_nesting", "@g = global i32 ptrtoint (ptr " + "getelementptr (i8, ptr " * 3000 + "null" + ", i64 1)" * 3000 + " to i32)\n", 1, "nest"),
 ("non_utf8_identifier", None, 1, ""),
 ("nul_byte_in_body", None, 2, ""),
 ("vector_of_aggregates", "@g = global <2 x { i32 }> zeroinitializer\n", 1, "vector"),
 ("alloca_unsized_type", "%O = type opaque\ndefine void @f() {\n  %a = alloca %O\n  ret void\n}\n", 3, "sized"),
 ("unknown_toplevel_keyword", "frobnicate void @f()\n", 1, "frobnicate"),
 ("metadata_name_starts_with_digit", "define void @f() {\n  br label %b, !9llvm.loop !0\nb:\n  ret void\n}\n!0 = distinct !{!0}\n", 2, "metadata attachment kind"),
 ("bad_escape_in_string", "@s = constant [2 x i8] c\"\\zz\"\n", 1, "escape"),
 ("dllexport_local", "define internal dllexport void @f() {\n  ret void\n}\n", 1, "a symbol with local linkage cannot be dllexport"),
 ("dllexport_hidden", "; exported but hidden\n@g = hidden dllexport global i32 0\n", 2, "a dllexport symbol must have default or protected visibility"),
 # Found by the mutation fuzzer: coro-split indexed the third argument of a call that has two.
 ("intrinsic_call_wrong_type", "declare void @llvm.coro.await.suspend.void(ptr, ptr, ptr)\ndefine void @f(ptr %h, ptr %w) {\n  call void @llvm.coro.await.suspend.void(ptr %h, ptr %w)\n  ret void\n}\n", 3, "intrinsic @llvm.coro.await.suspend.void called with type void (ptr, ptr) but declared with void (ptr, ptr, ptr)"),
 ("dllimport_definition", "define dllimport void @f() {\n  ret void\n}\n", 1, "a dllimport symbol must be a declaration"),
]

BINARY = {
 "garbage_bytes": bytes((i * 197 + 13) % 256 for i in range(600)),
 "non_utf8_identifier": b"define void @f\xff\xfe() {\n  ret void\n}\n",
 "nul_byte_in_body": b"define void @f() {\n  ret \x00void\n}\n",
}

def main():
    for f in os.listdir(HERE):
        if f.endswith(".ll"):
            os.remove(os.path.join(HERE, f))
    rows = ["# NAME\tLINE\tSUBSTRING of a diagnostic message (LINE 0: any line). Generated by gen.py."]
    for name, text, line, want in CASES:
        data = BINARY[name] if text is None else text.encode()
        with open(os.path.join(HERE, name + ".ll"), "wb") as fh:
            fh.write(data)
        rows.append(f"{name}.ll\t{line}\t{want}")
    with open(os.path.join(HERE, "EXPECTATIONS"), "w") as fh:
        fh.write("\n".join(rows) + "\n")
    print(len(CASES), "cases")

main()
