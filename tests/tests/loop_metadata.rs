//! Loop metadata against LLVM 19 (seed 003; issue 15, item 7). Every case in `tests/loops` (a
//! hand-written `NAME.ll`, or the checked-in IR of a C program `NAME.c` with clang's pragmas) names
//! in its header the Kiln passes to run (`; kiln: a,b,c`) and the equivalent `opt-19 -passes`
//! (`; opt-19: ...`). Kiln's result must print and exit the same as the program as written under the
//! interpreter (so must opt-19's), be read back by `llvm-as-19`, and have the loop structure, the
//! LoopIDs and the missed-transformation warnings that opt-19 gives, except where `DIFFERENCES`
//! lists a deliberate difference with its reason: a listed difference that disappears fails as
//! surely as an unlisted one that appears.
//!
//! What is compared, per function: the loops as a multiset of `d<depth> s<stores> {attributes}`
//! (the nesting depth; the stores in the loop's own blocks, which count the copies of the body an
//! unrolling made; the LoopID's attributes with their values and the contents of follow-ups, sorted,
//! without the node numbering and the self reference; `pla<N>` counts the memory accesses whose
//! `!llvm.mem.parallel_loop_access` names the loop's current LoopID); and the `transform-warning`
//! failures of `-pass-remarks-output` (Kiln's `--remarks` YAML) as `Name @function at FILE:LINE:COL`.
//! opt-19 writes those failures whatever `-pass-remarks-missed` says (they are warnings, not missed
//! remarks), so no other flag is needed. Its warnings carry no position when neither the LoopID nor
//! the loop's branches have a location; Kiln then points at the latch branch in the IR text
//! (docs/ir.md, "Loop metadata"): that one rule (`NO_LOCATION`) applies to every warning rather than
//! being listed per case.
//!
//! The C programs (`NAME.c`, their IR `NAME.ll` made by `tests/loops/regen.sh`) are cases like the
//! others; built by clang-19 they must also print what the interpreter prints for their IR.
//! The random half (`kiln_tests::gen_loops`) interprets generated loop programs with random
//! `!llvm.loop` metadata before and after Kiln's loop passes and its -O1/-O2 pipelines; every
//! output must also be accepted by `llvm-as-19`. `KILN_LOOP_CASES=N` sets the number of programs
//! (default 200, CI's count; run thousands as the soak before changing the loop passes),
//! `KILN_LOOP_SEED=N` draws others than CI's, `KILN_LOOP_CASE=N` prints program N.
//! Without opt-19 or llvm-as-19 the comparisons are skipped loudly (they fail with
//! KILN_REQUIRE_ORACLE set).

use kiln_ir::metadata::{MdBody, MdNode, MdOperand};
use kiln_ir::pass::LoopInfo;
use kiln_ir::{ConstData, InstKind, Module};
use kiln_lower::loops::md;
use kiln_tests::{env_u64, gen_loops, ll_files, llvm_as_accepts, llvm_tool, repo_root, run_cases};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A deliberate difference between Kiln and opt-19 on one case: the compared item (`loops @FUNC`
/// or `warnings`), what each gives, and why.
struct Difference {
    case: &'static str,
    item: &'static str,
    kiln: &'static str,
    opt: &'static str,
    why: &'static str,
}

// Why Kiln and LLVM 19 differ, one reason per kind of difference (docs/ir.md, "Loop metadata").

const EPILOGUE: &str = "without llvm.loop.unroll.followup_remainder (or _all) the remainder loop gets no attributes, \
    as seed 003 says; LLVM 19 gives it llvm.loop.unroll.disable";
const BY_2: &str = "unrolling by 2 leaves at most one iteration over: LLVM 19 emits the remainder as straight-line \
    code, Kiln as a remainder loop (with the remainder's attributes, none by default)";
const PARTIAL_LOSES_ATTRIBUTES: &str = "partial unrolling by a factor that does not divide the constant trip count: \
    LLVM 19 leaves the LoopID on the exiting copy's branch, no longer the latch, and gives the new latch only \
    llvm.loop.unroll.disable, losing llvm.loop.mustprogress; Kiln keeps the attributes, seed 003's default";
const RUNTIME_DISABLE_COUNT: &str = "llvm.loop.unroll.count with llvm.loop.unroll.runtime.disable on a loop whose \
    trip count is known only at run time: Kiln honours runtime.disable, does not unroll and warns; LLVM 19 lets \
    the count win and unrolls at run time";
const ENABLE_COUNT_TARGET: &str = "llvm.loop.unroll.enable on a run-time trip count: Kiln picks the largest power of \
    two up to 8 within its size limit; LLVM 19 with an x86-64 target takes the target's runtime count (2, with a \
    straight-line remainder); without a target (unroll_enable.ll) it picks 8 as Kiln does";
const FULL_RUNTIME_TARGET: &str = "llvm.loop.unroll.full on a run-time trip count: Kiln does not unroll and warns \
    (docs/ir.md); LLVM 19 with an x86-64 target unrolls it at run time by the target's count instead and does not \
    warn (without a target, warn_no_location.ll, it warns as Kiln does)";
const HEURISTIC_RUNTIME: &str = "Kiln's -O2 heuristic unrolls innermost loops without calls at run time (by the \
    largest power of two up to 8 within 64 instructions: 4 here) and marks them llvm.loop.unroll.disable; LLVM 19 \
    runtime-unrolls without metadata only when the target asks for it (no target triple here)";
const HEURISTIC_TARGET: &str = "Kiln's -O2 heuristic unrolls at run time by the largest power of two up to 8 within \
    64 instructions (4 here) and marks the unrolled loop llvm.loop.unroll.disable (seed 003's default, so no later \
    pass unrolls it again); LLVM 19 follows the x86-64 target (2, a straight-line remainder) and adds no attribute \
    when no metadata set the count";
const EARLY_EXIT: &str = "Kiln's unroller needs a single exit and leaves loops with early exits (a warning when \
    unrolling is forced); LLVM 19 unrolls them keeping every copy's exit tests (fully for a constant trip count, \
    by the count without a remainder otherwise)";
const TOP_TESTED: &str = "runtime unrolling needs the exit test in the latch: Kiln leaves a loop that was not \
    rotated and warns; LLVM 19 unrolls it keeping the exit test in every copy, without a remainder";
const LEGACY_PARALLEL: &str = "Kiln retargets !llvm.mem.parallel_loop_access lists to the new LoopID (seed 003: \
    otherwise the accesses lose the property); LLVM 19 leaves them naming the old one";
const DBG_DROPPED: &str = "without a location in the LoopID, LLVM 19 uses the !dbg of the header's terminator; \
    Kiln drops instructions' !dbg when it reads IR and points at the latch branch in the IR text (docs/ir.md)";
const JAM_KEEPS_COUNT: &str = "LLVM 19 marks the jammed outer loop llvm.loop.unroll.disable but keeps \
    llvm.loop.unroll_and_jam.count (and its follow-ups) there, then warns that the loop it jammed was not jammed; \
    Kiln drops llvm.loop.unroll_and_jam.* too, seed 003's default. The remainder outer loop gets no attributes in \
    Kiln (the seed), llvm.loop.unroll.disable in LLVM";
const JAM_KEEPS_COUNT_BY_2: &str = "as JAM_KEEPS_COUNT; and by 2, LLVM 19 emits the one remainder outer iteration as \
    straight-line code, so its inner loop is a top-level loop";
const JAM_REMAINDER_OUTER: &str = "without llvm.loop.unroll_and_jam.followup_remainder_outer the remainder outer \
    loop gets no attributes, as seed 003 says; LLVM 19 gives it llvm.loop.unroll.disable";
const JAM_ENABLE_COUNT: &str = "llvm.loop.unroll_and_jam.enable without a count: Kiln jams by its default factor 4; \
    LLVM 19 takes the factor from its unrolling cost model, which jams a small nest with a constant outer trip \
    count fully (uaj_enable.ll's @full) and otherwise declines and warns";
const JAM_ENABLE_COUNT_AND_KEEPS_COUNT: &str = "@jam: llvm.loop.unroll_and_jam.enable, which Kiln jams by 4 and \
    LLVM 19 does not jam (JAM_ENABLE_COUNT); @jam3: the count LLVM 19 keeps after jamming (JAM_KEEPS_COUNT)";

/// Every deliberate difference (see the module documentation); `item` and the values are as the
/// failure message of an unlisted difference prints them.
const DIFFERENCES: &[Difference] = &[
    Difference {
        case: "uaj_inner_unrolled_first",
        item: "loops @nest4",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(4)} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_inner_unrolled_first",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @nest4 at latch branch in the IR text",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @down_uge",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @ne_step2",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "c_transform_warnings",
        item: "loops @full",
        kiln: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.full, loc 17:3, loc 20:3}",
        opt: "d1 s2 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 17:3, loc 20:3}",
        why: FULL_RUNTIME_TARGET,
    },
    Difference {
        case: "c_transform_warnings",
        item: "loops @vectorize_then_unroll",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.vectorize.enable(true), llvm.loop.vectorize.followup_all([llvm.loop.isvectorized, llvm.loop.mustprogress, llvm.loop.unroll.count(4), loc 27:3, loc 30:3]), loc 27:3, loc 30:3}",
        opt: "d1 s2 {llvm.loop.mustprogress, llvm.loop.vectorize.enable(true), llvm.loop.vectorize.followup_all([llvm.loop.isvectorized, llvm.loop.mustprogress, llvm.loop.unroll.count(4), loc 27:3, loc 30:3]), loc 27:3, loc 30:3}",
        why: HEURISTIC_TARGET,
    },
    Difference {
        case: "c_transform_warnings",
        item: "warnings",
        kiln: "FailedRequestedDistribution @distribute at c_transform_warnings.c:37:3 | FailedRequestedUnrollAndJamming @carried at c_transform_warnings.c:54:3 | FailedRequestedUnrolling @full at c_transform_warnings.c:17:3 | FailedRequestedVectorization @vectorize_then_unroll at c_transform_warnings.c:27:3",
        opt: "FailedRequestedDistribution @distribute at c_transform_warnings.c:37:3 | FailedRequestedUnrollAndJamming @carried at c_transform_warnings.c:54:3 | FailedRequestedVectorization @vectorize_then_unroll at c_transform_warnings.c:27:3",
        why: FULL_RUNTIME_TARGET,
    },
    Difference {
        case: "c_unroll_and_jam",
        item: "loops @jam",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 16:3, loc 24:3} | d2 s1 {llvm.loop.unroll.disable, loc 19:5, loc 22:5} | d2 s4 {llvm.loop.unroll.disable, loc 19:5, loc 22:5}",
        opt: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.enable, loc 16:3, loc 24:3} | d2 s1 {llvm.loop.unroll.disable, loc 19:5, loc 22:5}",
        why: JAM_ENABLE_COUNT,
    },
    Difference {
        case: "c_unroll_and_jam",
        item: "loops @jam3",
        kiln: "d1 s1 {} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 29:3, loc 37:3} | d2 s1 {llvm.loop.unroll.disable, loc 32:5, loc 35:5} | d2 s3 {llvm.loop.unroll.disable, loc 32:5, loc 35:5}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(3), loc 29:3, loc 37:3} | d2 s1 {llvm.loop.unroll.disable, loc 32:5, loc 35:5} | d2 s3 {llvm.loop.unroll.disable, loc 32:5, loc 35:5}",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "c_unroll_and_jam",
        item: "loops @jam_then_unroll",
        kiln: "d1 s1 {} | d1 s3 {[llvm.loop.mustprogress, llvm.loop.unroll.count(2), llvm.loop.unroll_and_jam.disable, loc 54:3, loc 62:3]} | d2 s1 {llvm.loop.unroll.disable, loc 57:5, loc 60:5} | d2 s3 {llvm.loop.unroll.disable, loc 57:5, loc 60:5}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s3 {[llvm.loop.mustprogress, llvm.loop.unroll.count(2), llvm.loop.unroll_and_jam.disable, loc 54:3, loc 62:3]} | d2 s1 {llvm.loop.unroll.disable, loc 57:5, loc 60:5} | d2 s3 {llvm.loop.unroll.disable, loc 57:5, loc 60:5}",
        why: JAM_REMAINDER_OUTER,
    },
    Difference {
        case: "c_unroll_and_jam",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @jam at c_unroll_and_jam.c:16:3 | FailedRequestedUnrollAndJamming @jam3 at c_unroll_and_jam.c:29:3",
        why: JAM_ENABLE_COUNT_AND_KEEPS_COUNT,
    },
    Difference {
        case: "c_unroll_pragmas",
        item: "loops @by4",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 56:3, loc 59:3}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 56:3, loc 59:3}",
        why: EPILOGUE,
    },
    Difference {
        case: "c_unroll_pragmas",
        item: "loops @count3",
        kiln: "d1 s1 {} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 34:3, loc 37:3}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 34:3, loc 37:3}",
        why: EPILOGUE,
    },
    Difference {
        case: "c_unroll_pragmas",
        item: "loops @enabled",
        kiln: "d1 s1 {} | d1 s8 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 24:3, loc 27:3}",
        opt: "d1 s2 {llvm.loop.mustprogress, llvm.loop.unroll.disable, loc 24:3, loc 27:3}",
        why: ENABLE_COUNT_TARGET,
    },
    Difference {
        case: "disable_nonforced",
        item: "loops @forced",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.disable_nonforced, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.disable_nonforced, llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "early_exit",
        item: "loops @constant",
        kiln: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.full}",
        opt: "",
        why: EARLY_EXIT,
    },
    Difference {
        case: "early_exit",
        item: "loops @runtime",
        kiln: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.count(4)}",
        opt: "d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: EARLY_EXIT,
    },
    Difference {
        case: "early_exit",
        item: "warnings",
        kiln: "FailedRequestedUnrolling @constant at latch branch in the IR text | FailedRequestedUnrolling @runtime at latch branch in the IR text",
        opt: "",
        why: EARLY_EXIT,
    },
    Difference {
        case: "followup_all",
        item: "loops @empty",
        kiln: "d1 s1 {} | d1 s4 {}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {}",
        why: EPILOGUE,
    },
    Difference {
        case: "followup_unroll",
        item: "loops @none",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "followup_unroll",
        item: "loops @unrolled",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.isvectorized(1), llvm.loop.licm_versioning.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.isvectorized(1), llvm.loop.licm_versioning.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "followup_unroll_twice",
        item: "loops @runtime",
        kiln: "d1 s1 {} | d1 s12 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d1 s4 {}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s12 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "heuristic_o2",
        item: "loops @runtime",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {}",
        why: HEURISTIC_RUNTIME,
    },
    Difference {
        case: "keep_attributes",
        item: "loops @grouped",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.isvectorized(1), llvm.loop.licm_versioning.disable, llvm.loop.mustprogress, llvm.loop.parallel_accesses(group), llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.isvectorized(1), llvm.loop.licm_versioning.disable, llvm.loop.mustprogress, llvm.loop.parallel_accesses(group), llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "keep_attributes",
        item: "loops @legacy",
        kiln: "d1 s2 pla4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s2 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: LEGACY_PARALLEL,
    },
    Difference {
        case: "rotate_licm",
        item: "loops @f",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "top_tested",
        item: "loops @f",
        kiln: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.count(4)}",
        opt: "d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: TOP_TESTED,
    },
    Difference {
        case: "top_tested",
        item: "warnings",
        kiln: "FailedRequestedUnrolling @f at latch branch in the IR text",
        opt: "",
        why: TOP_TESTED,
    },
    Difference {
        case: "uaj_count",
        item: "loops @constant",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(4)} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_count",
        item: "loops @runtime",
        kiln: "d1 s1 {} | d1 s2 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress} | d2 s2 {llvm.loop.mustprogress}",
        opt: "d1 s1 {llvm.loop.mustprogress} | d1 s2 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(2)} | d2 s2 {llvm.loop.mustprogress}",
        why: JAM_KEEPS_COUNT_BY_2,
    },
    Difference {
        case: "uaj_count",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @constant at latch branch in the IR text | FailedRequestedUnrollAndJamming @runtime at latch branch in the IR text",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_disable",
        item: "loops @with_count",
        kiln: "d1 s1 {} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(3)} | d2 s1 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_disable",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @with_count at latch branch in the IR text",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_enable",
        item: "loops @constant",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        opt: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.enable} | d2 s1 {llvm.loop.mustprogress}",
        why: JAM_ENABLE_COUNT,
    },
    Difference {
        case: "uaj_enable",
        item: "loops @full",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s0 {llvm.loop.mustprogress} | d2 s0 {llvm.loop.mustprogress}",
        opt: "d1 s0 {llvm.loop.mustprogress}",
        why: JAM_ENABLE_COUNT,
    },
    Difference {
        case: "uaj_enable",
        item: "loops @runtime",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.mustprogress} | d2 s4 {llvm.loop.mustprogress}",
        opt: "d1 s1 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.enable} | d2 s1 {llvm.loop.mustprogress}",
        why: JAM_ENABLE_COUNT,
    },
    Difference {
        case: "uaj_enable",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @constant at latch branch in the IR text | FailedRequestedUnrollAndJamming @runtime at latch branch in the IR text",
        why: JAM_ENABLE_COUNT,
    },
    Difference {
        case: "uaj_followups",
        item: "loops @inner_only",
        kiln: "d1 s1 {} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable} | d2 s1 {llvm.loop.isvectorized(0), llvm.loop.mustprogress} | d2 s3 {llvm.loop.vectorize.width(1)}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s3 {llvm.loop.mustprogress, llvm.loop.unroll.disable, llvm.loop.unroll_and_jam.count(3), llvm.loop.unroll_and_jam.followup_inner(llvm.loop.vectorize.width(1))} | d2 s1 {llvm.loop.isvectorized(0), llvm.loop.mustprogress} | d2 s3 {llvm.loop.vectorize.width(1)}",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "uaj_followups",
        item: "warnings",
        kiln: "",
        opt: "FailedRequestedUnrollAndJamming @inner_only at latch branch in the IR text",
        why: JAM_KEEPS_COUNT,
    },
    Difference {
        case: "unroll_count_const",
        item: "loops @ten_by_4",
        kiln: "d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s4 {llvm.loop.unroll.disable}",
        why: PARTIAL_LOSES_ATTRIBUTES,
    },
    Difference {
        case: "unroll_count_runtime",
        item: "loops @by2",
        kiln: "d1 s1 {} | d1 s2 {llvm.loop.unroll.disable}",
        opt: "d1 s2 {llvm.loop.unroll.disable}",
        why: BY_2,
    },
    Difference {
        case: "unroll_count_runtime",
        item: "loops @f",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_enable",
        item: "loops @runtime",
        kiln: "d1 s1 {} | d1 s8 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s8 {llvm.loop.mustprogress, llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @between",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @down3",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @fib",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @step2",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "unroll_shapes",
        item: "loops @wide",
        kiln: "d1 s1 {} | d1 s4 {llvm.loop.unroll.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: EPILOGUE,
    },
    Difference {
        case: "warn_full_runtime",
        item: "warnings",
        kiln: "FailedRequestedUnrolling @f at warn.c:12:3 | FailedRequestedUnrolling @g at latch branch in the IR text",
        opt: "FailedRequestedUnrolling @f at warn.c:12:3 | FailedRequestedUnrolling @g at warn.c:21:5",
        why: DBG_DROPPED,
    },
    Difference {
        case: "warn_no_location",
        item: "loops @count_no_runtime",
        kiln: "d1 s1 {llvm.loop.unroll.count(4), llvm.loop.unroll.runtime.disable}",
        opt: "d1 s1 {llvm.loop.unroll.disable} | d1 s4 {llvm.loop.unroll.disable}",
        why: RUNTIME_DISABLE_COUNT,
    },
    Difference {
        case: "warn_no_location",
        item: "warnings",
        kiln: "FailedRequestedUnrolling @count_no_runtime at latch branch in the IR text | FailedRequestedUnrolling @full at latch branch in the IR text",
        opt: "FailedRequestedUnrolling @full at latch branch in the IR text",
        why: RUNTIME_DISABLE_COUNT,
    },
];

/// A case of `tests/loops`: its name, file, text and passes.
struct Case {
    name: String,
    path: PathBuf,
    src: String,
    kiln: Vec<String>,
    opt: String,
}

/// Reads every case; a malformed header is a failure of the case list itself.
fn cases() -> Vec<Case> {
    let files = ll_files("tests/loops");
    assert!(files.len() >= 25, "tests/loops holds {} cases", files.len());
    files
        .into_iter()
        .map(|path| {
            let src = std::fs::read_to_string(&path).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let header = |key: &str| {
                src.lines()
                    .take_while(|l| l.starts_with(';'))
                    .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
                    .unwrap_or_else(|| panic!("{name}: the header has no `{key}` line"))
            };
            let kiln = header("; kiln:").split(',').map(str::to_string).collect();
            let opt = header("; opt-19:");
            Case { name, path, src, kiln, opt }
        })
        .collect()
}

/// Exit status and stdout of `main`.
fn interp(m: &Module) -> Result<(i32, String), String> {
    let cfg = kiln_interp::Config { fuel: Some(200_000_000), capture: true, ..Default::default() };
    match kiln_interp::run_main(m, &cfg) {
        Ok(o) => Ok((o.exit_code, String::from_utf8_lossy(&o.stdout).into_owned())),
        Err((t, o)) => Err(format!("trapped: {t}\n--- output so far:\n{}", String::from_utf8_lossy(&o.stdout))),
    }
}

fn load(name: &str, text: &str) -> Result<Module, String> {
    kiln::load_module(text.as_bytes()).map_err(|d| kiln::render_diagnostics(name, text.as_bytes(), &d))
}

/// Kiln's passes on `src`: the module and its warnings as `--remarks` YAML.
fn run_kiln(name: &str, src: &str, passes: &[String]) -> Result<(Module, String), String> {
    let mut m = load(name, src)?;
    let names: Vec<&str> = passes.iter().map(String::as_str).collect();
    let remarks = kiln::codegen::run_passes(&mut m, &names).map_err(|d| {
        format!("kiln --passes={}:\n{}", passes.join(","), kiln::render_diagnostics(name, src.as_bytes(), &d))
    })?;
    Ok((m, kiln::remarks_yaml(&format!("{name}.ll"), src.as_bytes(), &remarks)))
}

/// opt-19's passes on the file: the printed module and the `-pass-remarks-output` YAML.
fn run_opt(opt: &Path, case: &Case) -> Result<(String, String), String> {
    let dir = std::env::temp_dir().join("kiln-loop-metadata");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let yaml = dir.join(format!("{}-{}.yaml", case.name, std::process::id()));
    let out = Command::new(opt)
        .current_dir(case.path.parent().unwrap())
        .arg("-S")
        .arg(format!("-passes={}", case.opt))
        .arg(format!("-pass-remarks-output={}", yaml.display()))
        .arg(case.path.file_name().unwrap())
        .arg("-o")
        .arg("-")
        .output()
        .map_err(|e| e.to_string())?;
    let remarks = std::fs::read_to_string(&yaml).unwrap_or_default();
    let _ = std::fs::remove_file(&yaml);
    if !out.status.success() {
        return Err(format!("opt-19 -passes='{}' fails:\n{}", case.opt, String::from_utf8_lossy(&out.stderr)));
    }
    Ok((String::from_utf8_lossy(&out.stdout).into_owned(), remarks))
}

// ---------------------------------------------------------------------------------------------
// Summaries

/// An attribute operand as text: integers by value, strings quoted, nested attribute lists (the
/// contents of follow-ups) in parentheses, access groups as `group`, locations as `loc L:C`.
fn operand(m: &Module, o: &MdOperand, depth: u32) -> String {
    match o {
        MdOperand::Null => "null".into(),
        MdOperand::Str(s) => format!("{:?}", String::from_utf8_lossy(s)),
        MdOperand::Const(c) => match m.consts.data(*c) {
            ConstData::Int { ty, value } => {
                let bits = m.types.int_bits(*ty).unwrap_or(128);
                if bits == 1 {
                    format!("{}", *value != 0)
                } else {
                    format!("{value}")
                }
            }
            other => format!("{other:?}"),
        },
        MdOperand::Node(n) => node(m, *n, depth),
    }
}

fn node(m: &Module, n: MdNode, depth: u32) -> String {
    let data = &m.metadata.nodes[n];
    match &data.body {
        Some(MdBody::Specialized { name, .. }) if name == "DILocation" => {
            md::di_location(&m.metadata, n).map_or("loc ?".into(), |(_, l, c)| format!("loc {l}:{c}"))
        }
        Some(MdBody::Specialized { name, .. }) => format!("!{name}"),
        Some(MdBody::Tuple(ops)) if ops.is_empty() && data.distinct => "group".into(),
        Some(MdBody::Tuple(ops)) if depth > 8 => format!("<{} operands>", ops.len()),
        Some(MdBody::Tuple(ops)) => {
            let mut parts: Vec<String> =
                ops.iter().filter(|o| **o != MdOperand::Node(n)).map(|o| operand(m, o, depth + 1)).collect();
            match parts.first() {
                // An attribute: its name, then its values (the contents of a follow-up sorted).
                Some(first) if first.starts_with('"') => {
                    let name = parts.remove(0).trim_matches('"').to_string();
                    parts.sort();
                    if parts.is_empty() {
                        name
                    } else {
                        format!("{name}({})", parts.join(", "))
                    }
                }
                _ => {
                    parts.sort();
                    format!("[{}]", parts.join(", "))
                }
            }
        }
        None => "?".into(),
    }
}

/// The loops of every defined function with loops, as `d<depth> s<stores> {attributes}` sorted
/// and joined by ` | ` (see the module documentation).
fn loops(m: &Module) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (_, func) in m.funcs.iter() {
        if func.is_declaration() {
            continue;
        }
        let li = LoopInfo::compute(func);
        let mut rows = Vec::new();
        for l in li.loops() {
            let d = li.data(l);
            let id = md::loop_id(m, func, &d.latches);
            let mut stores = 0;
            let mut pla = 0;
            for &b in &d.blocks {
                if li.innermost_loop(b) != Some(l) {
                    continue;
                }
                for &i in func.layout.block_insts(b) {
                    stores += usize::from(matches!(func.dfg.inst(i), InstKind::Store { .. }));
                    let names_id = |a: &kiln_ir::metadata::MdAttachment| {
                        a.kind == "llvm.mem.parallel_loop_access"
                            && id.is_some_and(|id| {
                                md::ops(&m.metadata, a.node).is_some_and(|ops| ops.contains(&MdOperand::Node(id)))
                            })
                    };
                    pla += usize::from(func.inst_metadata.get(&i).is_some_and(|a| a.iter().any(names_id)));
                }
            }
            let mut attrs: Vec<String> =
                id.map(|id| md::attributes(&m.metadata, id).map(|o| operand(m, o, 0)).collect()).unwrap_or_default();
            attrs.sort();
            let pla = if pla > 0 { format!(" pla{pla}") } else { String::new() };
            rows.push(format!("d{} s{stores}{pla} {{{}}}", d.depth, attrs.join(", ")));
        }
        if !rows.is_empty() {
            rows.sort();
            out.insert(func.name().to_string(), rows.join(" | "));
        }
    }
    out
}

/// One `transform-warning` failure of a remarks YAML stream.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Warning {
    name: String,
    function: String,
    /// `FILE:LINE:COL`, `None` without a `DebugLoc`.
    loc: Option<String>,
}

/// The `--- !Failure` documents of pass `transform-warning` in a `-pass-remarks-output` stream.
fn warnings(yaml: &str) -> Vec<Warning> {
    let mut out = Vec::new();
    for doc in yaml.split("--- !").skip(1) {
        let field =
            |key: &str| doc.lines().find_map(|l| l.strip_prefix(key).map(|v| v.trim().trim_matches('\'').to_string()));
        if !doc.starts_with("Failure") || field("Pass:").as_deref() != Some("transform-warning") {
            continue;
        }
        let loc = field("DebugLoc:").map(|d| {
            let part = |k: &str| {
                d.split(&format!("{k}: "))
                    .nth(1)
                    .map_or("?", |r| r.split([',', '}']).next().unwrap().trim())
                    .trim_matches('\'')
                    .to_string()
            };
            format!("{}:{}:{}", part("File"), part("Line"), part("Column"))
        });
        out.push(Warning {
            name: field("Name:").unwrap_or_default(),
            function: field("Function:").unwrap_or_default(),
            loc,
        });
    }
    out
}

/// The rule for warnings without a position in opt-19: Kiln's must point at a latch branch of the
/// case's IR text (a `br` carrying `!llvm.loop`).
const NO_LOCATION: &str = "latch branch in the IR text";

/// Warnings as compared: sorted `Name @function at LOC`, where Kiln's positions on a latch branch of
/// the IR text and opt-19's missing ones are both written as `NO_LOCATION`.
fn render_warnings(case: &Case, ws: &[Warning], is_kiln: bool) -> String {
    let file = format!("{}.ll", case.name);
    let mut rows: Vec<String> = ws
        .iter()
        .map(|w| {
            let loc = match &w.loc {
                None if !is_kiln => NO_LOCATION.to_string(),
                None => "nowhere".to_string(),
                Some(l) if is_kiln && l.starts_with(&format!("{file}:")) => {
                    let line: usize = l.split(':').nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
                    let text = case.src.lines().nth(line.wrapping_sub(1)).unwrap_or("");
                    if text.trim_start().starts_with("br ") && text.contains("!llvm.loop") {
                        NO_LOCATION.to_string()
                    } else {
                        l.clone()
                    }
                }
                Some(l) => l.clone(),
            };
            format!("{} @{} at {loc}", w.name, w.function)
        })
        .collect();
    rows.sort();
    rows.join(" | ")
}

/// The compared items of one side: `loops @FUNC` for every function with loops on either side,
/// and `warnings`.
fn items(case: &Case, m: &Module, yaml: &str, is_kiln: bool) -> BTreeMap<String, String> {
    let mut items: BTreeMap<String, String> = loops(m).into_iter().map(|(f, l)| (format!("loops @{f}"), l)).collect();
    items.insert("warnings".into(), render_warnings(case, &warnings(yaml), is_kiln));
    items
}

/// A Rust literal of a `Difference` entry, for a failure message a person can paste from.
fn entry(case: &str, item: &str, kiln: &str, opt: &str) -> String {
    format!(
        "    Difference {{\n        case: {case:?},\n        item: {item:?},\n        kiln: {kiln:?},\n        opt: {opt:?},\n        why: \"...\",\n    }},"
    )
}

#[test]
fn every_case_runs_the_same_after_kilns_passes() {
    let as19 = llvm_tool("llvm-as-19", "the loop cases and Kiln's transformed modules");
    let mut failures = Vec::new();
    for case in cases() {
        let name = &case.name;
        let first = case.src.lines().next().unwrap_or("");
        if !first.starts_with("; ") || first.len() < 30 {
            failures.push(format!("{name}: the file must start with a comment saying what it covers"));
        }
        let pre = match load(name, &case.src) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: Kiln rejects it:\n{e}"));
                continue;
            }
        };
        let want = match interp(&pre) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{name}: as written: {e}"));
                continue;
            }
        };
        if want.1.is_empty() {
            failures.push(format!("{name}: prints nothing"));
        }
        let (m, _) = match run_kiln(name, &case.src, &case.kiln) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let text = kiln_ir::text::print_module(&m);
        match load("printed", &text).map(|m| interp(&m)) {
            Ok(Ok(got)) if got == want => {}
            Ok(Ok(got)) => failures.push(format!(
                "{name}: after kiln --passes={} the program behaves differently:\nwant exit {}:\n{}\ngot exit {}:\n{}\n--- module:\n{text}",
                case.kiln.join(","),
                want.0,
                want.1,
                got.0,
                got.1
            )),
            Ok(Err(e)) => failures.push(format!("{name}: after kiln --passes={}: {e}\n--- module:\n{text}", case.kiln.join(","))),
            Err(e) => failures.push(format!("{name}: Kiln's output does not read back:\n{e}")),
        }
        if let Some(as19) = &as19 {
            for (what, t) in [("the case", case.src.as_str()), ("Kiln's output", text.as_str())] {
                if let Err(e) = llvm_as_accepts(as19, t, &format!("loops-{name}")) {
                    failures.push(format!("{name}: llvm-as-19 rejects {what}:\n{e}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn every_case_transforms_like_opt_19_but_for_the_listed_differences() {
    let Some(opt) = llvm_tool("opt-19", "loop transformations and their metadata") else { return };
    let all = cases();
    let known: BTreeSet<&str> = all.iter().map(|c| c.name.as_str()).collect();
    let mut failures = Vec::new();
    for d in DIFFERENCES {
        if !known.contains(d.case) {
            failures.push(format!("DIFFERENCES names case {} that tests/loops does not have", d.case));
        }
        if d.why.len() < 20 {
            failures.push(format!("DIFFERENCES: the entry for {} / {} must say why", d.case, d.item));
        }
    }
    let mut no_location_used = false;
    for case in &all {
        let name = &case.name;
        let (km, kyaml) = match run_kiln(name, &case.src, &case.kiln) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let (otext, oyaml) = match run_opt(&opt, case) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let om = match load("opt-19 output", &otext) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: Kiln does not read opt-19's output:\n{e}"));
                continue;
            }
        };
        // The oracle's own output must behave as the program as written.
        match (load(name, &case.src).map(|m| interp(&m)), interp(&om)) {
            (Ok(Ok(want)), Ok(got)) if want == got => {}
            (want, got) => failures.push(format!("{name}: opt-19's output behaves differently: {want:?} / {got:?}")),
        }
        let kiln_items = items(case, &km, &kyaml, true);
        let opt_items = items(case, &om, &oyaml, false);
        no_location_used |= opt_items.get("warnings").is_some_and(|w| w.contains(NO_LOCATION));
        let keys: BTreeSet<&String> = kiln_items.keys().chain(opt_items.keys()).collect();
        for key in keys {
            let k = kiln_items.get(key).map_or("", String::as_str);
            let o = opt_items.get(key).map_or("", String::as_str);
            let listed = DIFFERENCES.iter().find(|d| d.case == name && d.item == key.as_str());
            match listed {
                None if k != o => failures.push(format!(
                    "{name}: {key} differ from opt-19 -passes='{}':\n  kiln:   {k}\n  opt-19: {o}\nIf this is deliberate, list it:\n{}",
                    case.opt,
                    entry(name, key, k, o)
                )),
                None => {}
                Some(d) if d.kiln == k && d.opt == o => {}
                Some(d) => failures.push(format!(
                    "{name}: the listed difference in {key} ({}) is not what happens now:\n  listed kiln:   {}\n  listed opt-19: {}\n  kiln now:      {k}\n  opt-19 now:    {o}",
                    d.why, d.kiln, d.opt
                )),
            }
        }
        for d in DIFFERENCES.iter().filter(|d| d.case == name) {
            if !kiln_items.contains_key(d.item) && !opt_items.contains_key(d.item) {
                failures.push(format!("{name}: the listed difference in {} has nothing to compare", d.item));
            }
        }
    }
    if !no_location_used {
        failures.push("no case has a warning without a position (the NO_LOCATION rule is not exercised)".into());
    }
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
}

/// The C programs of `tests/loops` have their IR next to them (`regen.sh`), starting with the C
/// file's header; built natively by clang-19 they print and exit as the interpreter runs the IR.
#[test]
fn c_programs_behave_as_clang_19_builds_them() {
    let dir = repo_root().join("tests/loops");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    sources.sort();
    assert!(sources.len() >= 3, "tests/loops holds {} C programs", sources.len());
    let clang = llvm_tool("clang-19", "the C programs of tests/loops against their native build");
    let mut failures = Vec::new();
    for c in &sources {
        let name = c.file_stem().unwrap().to_string_lossy().into_owned();
        let csrc = std::fs::read_to_string(c).unwrap();
        let Ok(ir) = std::fs::read_to_string(c.with_extension("ll")) else {
            failures.push(format!("{name}.c has no {name}.ll next to it: run tests/loops/regen.sh"));
            continue;
        };
        let header: Vec<String> = csrc
            .lines()
            .take_while(|l| l.starts_with("//"))
            .map(|l| format!("; {}", l.trim_start_matches("//").trim_start()).trim_end().to_string())
            .collect();
        let ir_header: Vec<String> = ir.lines().take(header.len()).map(|l| l.trim_end().to_string()).collect();
        if header != ir_header {
            failures.push(format!("{name}.ll does not start with {name}.c's header: run tests/loops/regen.sh"));
        }
        let want = match load(&name, &ir).map(|m| interp(&m)) {
            Ok(Ok(w)) => w,
            Ok(Err(e)) => {
                failures.push(format!("{name}.ll: {e}"));
                continue;
            }
            Err(e) => {
                failures.push(format!("{name}.ll: Kiln rejects it:\n{e}"));
                continue;
            }
        };
        let Some(clang) = &clang else { continue };
        let exe = std::env::temp_dir().join(format!("kiln-loops-{name}-{}", std::process::id()));
        let built = Command::new(clang).arg("-O0").arg("-w").arg(c).arg("-o").arg(&exe).output().unwrap();
        if !built.status.success() {
            failures.push(format!("clang-19 cannot build {name}.c:\n{}", String::from_utf8_lossy(&built.stderr)));
            continue;
        }
        let run = Command::new(&exe).output().unwrap();
        let _ = std::fs::remove_file(&exe);
        let got = (run.status.code().unwrap_or(-1), String::from_utf8_lossy(&run.stdout).into_owned());
        if got != want {
            failures.push(format!(
                "{name}: the native build prints exit {} and\n{}\nthe interpreted IR exit {} and\n{}",
                got.0, got.1, want.0, want.1
            ));
        }
    }
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
}

// ---------------------------------------------------------------------------------------------
// Random loop programs

/// The loop passes in the order of the default pipelines (docs/architecture.md, "Loops").
const LOOP_PASSES: [&str; 8] = [
    "loop-simplify",
    "loop-rotate",
    "lcssa",
    "licm",
    "loop-unroll-full",
    "loop-unroll-and-jam",
    "loop-unroll",
    "transform-warning",
];
const DEFAULT_CASES: u64 = 200;
const DEFAULT_SEED: u64 = 0x100b_5eed;

/// Interprets the program, runs the loop passes and the -O1 and -O2 pipelines on it, interprets
/// each result and returns them printed; the error says which stage differs.
fn check_generated(src: &str) -> Result<Vec<String>, String> {
    let pre = load("gen", src)?;
    let want = interp(&pre).map_err(|e| format!("as generated: {e}"))?;
    let mut outputs = Vec::new();
    for stage in ["passes", "-O1", "-O2"] {
        let mut m = pre.clone();
        let r = match stage {
            "passes" => kiln::codegen::run_passes(&mut m, &LOOP_PASSES),
            "-O1" => kiln::codegen::optimize(&mut m, 1),
            _ => kiln::codegen::optimize(&mut m, 2),
        };
        r.map_err(|d| format!("{stage}:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d)))?;
        let text = kiln_ir::text::print_module(&m);
        let back = load("printed", &text).map_err(|e| format!("the module after {stage} does not read back:\n{e}"))?;
        let got = interp(&back).map_err(|e| format!("after {stage}: {e}\n--- module:\n{text}"))?;
        if got != want {
            return Err(format!(
                "after {stage} the program behaves differently:\nwant exit {}:\n{}\ngot exit {}:\n{}\n--- module after {stage}:\n{text}",
                want.0, want.1, got.0, got.1
            ));
        }
        outputs.push(text);
    }
    Ok(outputs)
}

/// Checks that llvm-as-19 accepts every module of `modules` (name, text): they are linked into one
/// by llvm-link-19 (each renamed `main`; everything else the generator makes is internal) and the
/// result is assembled, two processes for the lot; on a failure each module is assembled alone to
/// name the culprits.
fn llvm_accepts_all(as19: &Path, link: &Path, modules: &[(String, String)]) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("kiln-loops-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (i, (_, text)) in modules.iter().enumerate() {
        let f = dir.join(format!("m{i}.ll"));
        std::fs::write(&f, text.replace("define i32 @main()", &format!("define i32 @main.{i}()"))).unwrap();
        files.push(f);
    }
    let linked = dir.join("linked.ll");
    let ok = Command::new(link).arg("-S").args(&files).arg("-o").arg(&linked).status().is_ok_and(|s| s.success())
        && Command::new(as19).arg(&linked).arg("-o").arg("/dev/null").status().is_ok_and(|s| s.success());
    let mut failures = Vec::new();
    if !ok {
        for (name, text) in modules {
            if let Err(e) = llvm_as_accepts(as19, text, "loops-gen") {
                failures.push(format!("{name}: llvm-as-19 rejects it:\n{e}"));
            }
        }
        if failures.is_empty() {
            failures
                .push("llvm-link-19 or llvm-as-19 rejects the linked modules, though each alone is accepted".into());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    failures
}

#[test]
fn random_loop_programs_behave_the_same_after_the_loop_passes_and_pipelines() {
    let cases = env_u64("KILN_LOOP_CASES", DEFAULT_CASES);
    let seed = env_u64("KILN_LOOP_SEED", DEFAULT_SEED);
    let as19 = llvm_tool("llvm-as-19", "the random loop programs after Kiln's loop passes");
    let link = llvm_tool("llvm-link-19", "the random loop programs after Kiln's loop passes");
    let outputs = std::sync::Mutex::new(Vec::new());
    let failures = run_cases(cases, |i| {
        let src = gen_loops::program(seed, i);
        let texts = check_generated(&src).map_err(|e| format!("{e}\n--- program:\n{src}"))?;
        let mut all = outputs.lock().unwrap();
        all.push((format!("case {i}"), src));
        for (stage, t) in ["passes", "-O1", "-O2"].iter().zip(texts) {
            all.push((format!("case {i} after {stage}"), t));
        }
        Ok(())
    });
    if let Some((i, first)) = failures.first() {
        panic!(
            "{} of {cases} random loop programs (seed {seed}) failed; the first, case {i}:\n{first}",
            failures.len()
        );
    }
    if let (Some(as19), Some(link)) = (&as19, &link) {
        let mut all = outputs.into_inner().unwrap();
        all.sort_by(|a, b| a.0.cmp(&b.0));
        let rejected: Vec<String> = all.chunks(120).flat_map(|c| llvm_accepts_all(as19, link, c)).collect();
        assert!(rejected.is_empty(), "{} modules rejected:\n{}", rejected.len(), rejected.join("\n\n"));
    }
    eprintln!("{cases} random loop programs (seed {seed}) agree");
}

/// `KILN_LOOP_CASE=N` prints random program N (of `KILN_LOOP_SEED`) and stops.
#[test]
fn print_one_random_program_when_asked() {
    if let Ok(n) = std::env::var("KILN_LOOP_CASE") {
        let i: u64 = n.parse().expect("a case number");
        println!("{}", gen_loops::program(env_u64("KILN_LOOP_SEED", DEFAULT_SEED), i));
    }
}
