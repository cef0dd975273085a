//! Switch-resume coroutines run before splitting: the programs under tests/coro (each with its
//! expected output in its header and here), LLVM's seed coroutines, and the undefined and
//! unsupported uses, which trap with their class and a message instead of panicking.
#![allow(clippy::result_large_err)]

use kiln_interp::{run_main, Config, Outcome, Trap, TrapKind};
use std::path::Path;

fn read(rel: &str) -> String {
    // Relative to the repository root: the programs live in tests/coro, shared with the
    // end-to-end coroutine tests of the tests crate.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn run_src(src: &str) -> Result<Outcome, (Trap, Outcome)> {
    let m = kiln_ir::text::parse(src.as_bytes()).unwrap_or_else(|d| panic!("parse: {}\n{src}", d.message));
    if let Err(errs) = kiln_ir::verifier::verify_module(&m) {
        let msgs: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
        panic!("verifier: {}", msgs.join("\n"));
    }
    run_main(&m, &Config { capture: true, ..Config::default() })
}

/// Runs `tests/coro/NAME.ll` and returns its standard output; it must exit with status 0.
fn output_of(rel: &str) -> String {
    match run_src(&read(rel)) {
        Ok(o) => {
            assert_eq!(o.exit_code, 0, "{rel}: exit status");
            String::from_utf8(o.stdout).unwrap()
        }
        Err((t, o)) => panic!("{rel}: unexpected trap: {t}\n--- stdout:\n{}", String::from_utf8_lossy(&o.stdout)),
    }
}

fn lines(s: &str) -> String {
    s.split(" / ").map(|l| format!("{l}\n")).collect()
}

/// Runs `tests/coro/gen_lib.ll` with `main` appended and expects a trap of class `kind` whose
/// message contains `message`, raised in function `func`; returns the trap and the output.
fn trap_with(main: &str, kind: TrapKind, message: &str, func: &str) -> (Trap, String) {
    let src = format!("{}\n{main}", read("tests/coro/gen_lib.ll"));
    match run_src(&src) {
        Ok(o) => panic!("expected a trap, got exit {} with {:?}", o.exit_code, String::from_utf8_lossy(&o.stdout)),
        Err((t, o)) => {
            assert_eq!(t.kind, kind, "{t}");
            assert!(t.message.contains(message), "message {:?} lacks {message:?}", t.message);
            let site = t.site.as_ref().expect("trap has a site");
            assert_eq!(site.func, func, "{t}");
            (t, String::from_utf8(o.stdout).unwrap())
        }
    }
}

// ---- programs ----------------------------------------------------------------------------------

#[test]
fn counting_coroutine_resumed_twice_then_destroyed() {
    assert_eq!(output_of("tests/coro/counting.ll"), lines("4 / 5 / 6 / freed"));
}

#[test]
fn two_suspend_points_and_destroy_from_the_second() {
    assert_eq!(output_of("tests/coro/two_suspends.ll"), lines("4 / -5 / 5 / -6 / cleanup from 2"));
}

#[test]
fn custom_allocation_with_coro_alloc_and_null_checked_free() {
    assert_eq!(output_of("tests/coro/custom_alloc.ll"), lines("alloc 16 align 16 / 4 / 5 / free"));
}

#[test]
fn promise_in_the_frame_read_by_the_caller() {
    assert_eq!(
        output_of("tests/coro/promise.ll"),
        lines("4 / 5 / 6 / size 128 align 64 / inside 1 / offset 64 / 7 / 8 / back 1")
    );
}

#[test]
fn final_suspend_sets_done_for_the_driver_loop() {
    assert_eq!(output_of("tests/coro/final_suspend.ll"), lines("0 / 1 / 2 / 3 / done / cleanup"));
}

#[test]
fn save_then_a_synchronous_resume_before_the_suspend() {
    assert_eq!(
        output_of("tests/coro/save_async.ll"),
        lines(
            "start / sync_op / after1 x=6 / deferred_op / sync_op returns / ramp returned / after2 / done=1 / cleanup"
        )
    );
}

#[test]
fn save_then_a_synchronous_destroy_before_the_suspend() {
    assert_eq!(
        output_of("tests/coro/save_destroy.ll"),
        lines("start / cancel / cleanup / cancel returns / ramp returned")
    );
}

#[test]
fn unwind_coro_end_marks_done() {
    assert_eq!(output_of("tests/coro/unwind_end.ll"), lines("ramp unwind 0 / resumed unwind 1 / done 1"));
}

#[test]
fn c_style_driver_calls_the_pointers_in_the_frame() {
    assert_eq!(output_of("tests/coro/c_driver.ll"), lines("10 / 11 / 12 / done / same destroy 1 / destroyed"));
}

#[test]
fn values_of_many_types_live_across_suspends() {
    let row = "1 103 3000000000000 0x2ba7d:0xef30000000000000 4.5 0.75 [3 4 5 6] 30";
    assert_eq!(output_of("tests/coro/values.ll"), format!("leaked 21\n{row} {{21 2.5 abc}}\n{row} {{22 2.5 abd}}\n"));
}

#[test]
fn await_suspend_void_bool_and_handle() {
    assert_eq!(
        output_of("tests/coro/await.ll"),
        lines(
            "worker step 1 / ramp returned / task resumed 1 / void wrapper / main 1 / task resumed 2 / \
             bool wrapper 0 / no suspend / bool wrapper 1 / main 2 / task resumed 4 / worker step 2 / main 3 / \
             task resumed 5 / main 4 / task resumed 6 / done=1 / task cleanup / worker cleanup"
        )
    );
}

#[test]
fn a_million_symmetric_transfers_use_constant_stack() {
    // Nested, the transfers would need 10^6 frames; the interpreter stops at 250 000
    // (MAX_CALL_DEPTH) with a resource-limit trap.
    assert_eq!(
        output_of("tests/coro/pingpong.ll"),
        lines("player 1 finished after 1000000 moves / done 0 1 / cleanup / cleanup")
    );
}

#[test]
fn hand_made_frame_through_the_generic_intrinsics() {
    assert_eq!(
        output_of("tests/coro/handmade.ll"),
        lines("step 1 / step 2 / step 3 / done after 3 / promise 3 / destroy")
    );
}

#[test]
fn the_noop_coroutine_does_nothing_however_it_is_called() {
    let src = "@.d = private constant [9 x i8] c\"done %d\\0A\\00\"\n\
        declare ptr @llvm.coro.noop()\ndeclare void @llvm.coro.resume(ptr)\ndeclare void @llvm.coro.destroy(ptr)\n\
        declare i1 @llvm.coro.done(ptr)\ndeclare i32 @printf(ptr, ...)\n\
        define i32 @main() {\nentry:\n  %n = call ptr @llvm.coro.noop()\n  call void @llvm.coro.resume(ptr %n)\n  \
        call void @llvm.coro.destroy(ptr %n)\n  %fn = load ptr, ptr %n\n  call void %fn(ptr %n)\n  \
        %d = call i1 @llvm.coro.done(ptr %n)\n  %d.i = zext i1 %d to i32\n  \
        %r = call i32 (ptr, ...) @printf(ptr @.d, i32 %d.i)\n  ret i32 0\n}\n";
    let o = run_src(src).unwrap_or_else(|(t, _)| panic!("{t}"));
    assert_eq!(String::from_utf8(o.stdout).unwrap(), "done 0\n");
}

/// The switch-resume seeds (tests/seeds) print what their headers promise; the hand-split
/// seed prints the same as the unsplit one.
#[test]
fn seed_coroutines_run_as_documented() {
    let cases = [
        ("coro_switch_basic", "4 / 5 / 6"),
        ("coro_switch_split", "4 / 5 / 6"),
        ("coro_heap_elision", "4 / 5 / 6"),
        ("coro_multi_suspend", "4 / -5 / 5"),
        ("coro_promise", "4 / 5 / 6 / 42 / 1"),
        ("coro_final_suspend", "0 / 1 / 2 / 3 / done"),
        ("coro_await_suspend", "suspend void / suspend bool / suspend handle / frame ok / done=1"),
        (
            "coro_save_suspend",
            "async_op2 / do_two / async_op1 / do_one / async_op1 / do_one / async_op2 / do_two / async_op1 / \
             do_one / async_op1",
        ),
    ];
    for (name, want) in cases {
        assert_eq!(output_of(&format!("tests/seeds/{name}.ll")), lines(want), "{name}");
    }
}

// ---- undefined behaviour -----------------------------------------------------------------------

#[test]
fn resume_after_the_final_suspend_is_ub() {
    let (t, out) = trap_with(
        "define i32 @main() {\nentry:\n  %h = call ptr @gen(i32 1, i1 false)\n  call void @llvm.coro.resume(ptr %h)\n  \
         call void @llvm.coro.resume(ptr %h)\n  ret i32 0\n}\n",
        TrapKind::UndefinedBehavior,
        "final suspend point",
        "main",
    );
    assert_eq!(out, "0\n");
    assert_eq!(t.exit_status(), 70);
    assert!(t.site.unwrap().inst.contains("llvm.coro.resume"));
}

#[test]
fn resume_through_a_stale_resume_pointer_after_the_final_suspend_is_ub() {
    let (_, out) = trap_with(
        "define i32 @main() {\nentry:\n  %h = call ptr @gen(i32 1, i1 false)\n  %fn = load ptr, ptr %h\n  \
         call void %fn(ptr %h)\n  call void %fn(ptr %h)\n  ret i32 0\n}\n",
        TrapKind::UndefinedBehavior,
        "suspended at its final suspend point",
        "main",
    );
    assert_eq!(out, "0\n");
}

#[test]
fn resume_of_a_destroyed_and_freed_handle_is_ub() {
    let (t, out) = trap_with(
        "define i32 @main() {\nentry:\n  %h = call ptr @gen(i32 3, i1 false)\n  call void @llvm.coro.resume(ptr %h)\n  \
         call void @llvm.coro.destroy(ptr %h)\n  call void @llvm.coro.resume(ptr %h)\n  ret i32 0\n}\n",
        TrapKind::UndefinedBehavior,
        "use after free",
        "main",
    );
    assert_eq!(out, "0\n");
    assert!(t.message.contains("llvm.coro.resume"), "{t}");
}

#[test]
fn destroy_or_resume_of_a_destroyed_handle_whose_memory_lives_on_is_ub() {
    for second in ["llvm.coro.destroy", "llvm.coro.resume"] {
        trap_with(
            &format!(
                "define i32 @main() {{\nentry:\n  %h = call ptr @gen(i32 3, i1 true)\n  \
                 call void @llvm.coro.destroy(ptr %h)\n  call void @{second}(ptr %h)\n  ret i32 0\n}}\n"
            ),
            TrapKind::UndefinedBehavior,
            "already run to completion or been destroyed",
            "main",
        );
    }
}

#[test]
fn allocas_live_while_suspended_and_die_with_the_instance() {
    let (_, out) = trap_with(
        "@.d = private constant [4 x i8] c\"%d\\0A\\00\"\n\
         define i32 @main() {\nentry:\n  %h = call ptr @gen(i32 3, i1 false)\n  %p = load ptr, ptr @leak\n  \
         %v = load i32, ptr %p\n  %r = call i32 (ptr, ...) @printf(ptr @.d, i32 %v)\n  \
         call void @llvm.coro.destroy(ptr %h)\n  %w = load i32, ptr %p\n  ret i32 %w\n}\n",
        TrapKind::UndefinedBehavior,
        "use after free",
        "main",
    );
    assert_eq!(out, "7\n");
}

#[test]
fn freeing_the_frame_memory_frees_a_suspended_instance() {
    let (_, out) = trap_with(
        "define i32 @main() {\nentry:\n  %h = call ptr @gen(i32 3, i1 false)\n  call void @llvm.coro.resume(ptr %h)\n  \
         %p = load ptr, ptr @leak\n  call void @free(ptr %h)\n  %w = load i32, ptr %p\n  ret i32 %w\n}\n",
        TrapKind::UndefinedBehavior,
        "use after free",
        "main",
    );
    assert_eq!(out, "0\n");
}

#[test]
fn resume_of_a_running_coroutine_is_ub() {
    trap_with(
        "define ptr @selfish() presplitcoroutine {\nentry:\n  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  \
         %m = call ptr @malloc(i64 16)\n  %h = call ptr @llvm.coro.begin(token %id, ptr %m)\n  \
         call void @llvm.coro.resume(ptr %h)\n  ret ptr %h\n}\n\
         define i32 @main() {\nentry:\n  %h = call ptr @selfish()\n  ret i32 0\n}\n",
        TrapKind::UndefinedBehavior,
        "while it is running",
        "selfish",
    );
}

#[test]
fn bad_frame_memory_is_ub() {
    for (mem, message) in [("null", "null frame memory"), ("%m8", "is not aligned to the frame alignment of 16 bytes")]
    {
        trap_with(
            &format!(
                "define ptr @c() presplitcoroutine {{\nentry:\n  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  \
                 %m = call ptr @malloc(i64 32)\n  %m8 = getelementptr i8, ptr %m, i64 8\n  \
                 %h = call ptr @llvm.coro.begin(token %id, ptr {mem})\n  ret ptr %h\n}}\n\
                 define i32 @main() {{\nentry:\n  %h = call ptr @c()\n  ret i32 0\n}}\n"
            ),
            TrapKind::UndefinedBehavior,
            message,
            "c",
        );
    }
}

#[test]
fn ret_on_a_resume_path_is_ub() {
    trap_with(
        "define ptr @c() presplitcoroutine {\nentry:\n  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  \
         %m = call ptr @malloc(i64 16)\n  %h = call ptr @llvm.coro.begin(token %id, ptr %m)\n  \
         %s = call i8 @llvm.coro.suspend(token none, i1 false)\n  ret ptr %h\n}\n\
         define i32 @main() {\nentry:\n  %h = call ptr @c()\n  call void @llvm.coro.resume(ptr %h)\n  ret i32 0\n}\n",
        TrapKind::UndefinedBehavior,
        "reached `ret`",
        "c",
    );
}

// ---- unsupported -------------------------------------------------------------------------------

#[test]
fn async_abi_and_retcon_outside_a_coroutine_are_unsupported() {
    let (t, _) = trap_with(
        "declare token @llvm.coro.id.async(i32, i32, i32, ptr)\n\
         define i32 @main() {\nentry:\n  \
         %id = call token @llvm.coro.id.async(i32 8, i32 8, i32 0, ptr null)\n  ret i32 0\n}\n",
        TrapKind::Unsupported,
        "only the switch-resume and returned-continuation coroutine ABIs are supported (not async)",
        "main",
    );
    assert_eq!(t.exit_status(), 74);
    trap_with(
        "declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)\n\
         define i32 @main() {\nentry:\n  \
         %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr null, ptr null, ptr null, ptr null)\n  ret i32 0\n}\n",
        TrapKind::Unsupported,
        "in presplitcoroutine functions",
        "main",
    );
}

#[test]
fn structural_intrinsics_outside_a_presplit_coroutine_are_unsupported() {
    trap_with(
        "define i32 @main() {\nentry:\n  %s = call i8 @llvm.coro.suspend(token none, i1 false)\n  ret i32 0\n}\n",
        TrapKind::Unsupported,
        "outside a presplitcoroutine function",
        "main",
    );
}

#[test]
fn coro_end_with_a_result_token_is_unsupported() {
    trap_with(
        "declare token @llvm.coro.save(ptr)\n\
         define ptr @c() presplitcoroutine {\nentry:\n  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  \
         %m = call ptr @malloc(i64 16)\n  %h = call ptr @llvm.coro.begin(token %id, ptr %m)\n  \
         %t = call token @llvm.coro.save(ptr %h)\n  %e = call i1 @llvm.coro.end(ptr %h, i1 false, token %t)\n  ret ptr %h\n}\n\
         define i32 @main() {\nentry:\n  %h = call ptr @c()\n  ret i32 0\n}\n",
        TrapKind::Unsupported,
        "only `token none` is supported",
        "c",
    );
}
