//! Unit tests of `mem2reg` on hand-written IR, with the exact printed result.

use super::Mem2Reg;
use crate::test_util::{assert_llvm_accepts, dedent, parse, run_on, run_pass};

fn m2r(src: &str) -> String {
    let out = run_on(&mut Mem2Reg::default(), src, "f");
    assert_llvm_accepts(&out, "mem2reg output");
    out
}

#[test]
fn diamond_gets_one_phi() {
    let src = r#"
define i32 @f(i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  br i1 %c, label %then, label %join
then:
  store i32 2, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
"#;
    println!("{}", m2r(src));
    panic!();
}
