//! Says so when the tests against LLVM are compiled out (built without the `object` feature).

#[test]
fn tests_against_llvm_need_the_object_feature() {
    if cfg!(feature = "object") {
        return;
    }
    if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
        panic!("KILN_REQUIRE_ORACLE is set but tests/llvm.rs and tests/linked.rs need the `object` feature");
    }
    eprintln!("\n*** SKIPPED tests/llvm.rs and tests/linked.rs: built without the `object` feature ***\n");
}
