//! Builds a module with the function builder (`sum_to` and `factorial`, both loops over
//! mutable variables, so the builder places the phis), verifies it and prints it as LLVM-syntax
//! text. Run with `cargo run --example build_loop`; the output is accepted by `llvm-as-19`.

use kiln_ir::builder::{define_function, FunctionBuilder};
use kiln_ir::{Func, IntPredicate, Module, Type};

/// `i32 sum_to(i32 n)`: `s = 0; for (i = 1; i <= n; i++) s += i; return s`.
fn build_sum_to(m: &mut Module) -> Func {
    let f = define_function(m, "sum_to", Type::I32, &[Type::I32], false).expect("fresh name");
    let mut b = FunctionBuilder::new(m, f);
    let (entry, header, body, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    for (blk, name) in [(entry, "entry"), (header, "loop"), (body, "body"), (exit, "exit")] {
        b.set_block_name(blk, name);
    }
    let n = b.param(0);
    b.set_value_name(n, "n");
    let (s, i) = (b.declare_var(Type::I32), b.declare_var(Type::I32));
    b.set_var_name(s, "s");
    b.set_var_name(i, "i");

    b.switch_to_block(entry);
    b.seal_block(entry);
    let zero = b.iconst(Type::I32, 0);
    let one = b.iconst(Type::I32, 1);
    b.def_var(s, zero);
    b.def_var(i, one);
    b.br(header);

    // The header stays unsealed until the back edge from `body` exists.
    b.switch_to_block(header);
    let iv = b.use_var(i);
    let more = b.icmp(IntPredicate::Sle, iv, n);
    b.set_value_name(more, "more");
    b.cond_br(more, body, exit);

    b.switch_to_block(body);
    b.seal_block(body);
    let (sv, iv) = (b.use_var(s), b.use_var(i));
    let s2 = b.iadd(sv, iv);
    b.set_value_name(s2, "s.next");
    b.def_var(s, s2);
    let i2 = b.iadd(iv, one);
    b.set_value_name(i2, "i.next");
    b.def_var(i, i2);
    b.br(header);
    b.seal_block(header);

    b.switch_to_block(exit);
    b.seal_block(exit);
    let result = b.use_var(s);
    b.ret(Some(result));
    b.finalize().expect("every block is sealed and terminated");
    f
}

/// `i64 factorial(i32 n)`: `r = 1; while (n > 1) { r *= n; n-- } return r`.
fn build_factorial(m: &mut Module) -> Func {
    let f = define_function(m, "factorial", Type::I64, &[Type::I32], false).expect("fresh name");
    let mut b = FunctionBuilder::new(m, f);
    let (entry, header, body, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    for (blk, name) in [(entry, "entry"), (header, "loop"), (body, "body"), (exit, "exit")] {
        b.set_block_name(blk, name);
    }
    let (r, k) = (b.declare_var(Type::I64), b.declare_var(Type::I32));
    b.set_var_name(r, "r");
    b.set_var_name(k, "k");

    b.switch_to_block(entry);
    b.seal_block(entry);
    let n = b.param(0);
    b.set_value_name(n, "n");
    b.def_var(k, n);
    let one64 = b.iconst(Type::I64, 1);
    b.def_var(r, one64);
    b.br(header);

    b.switch_to_block(header);
    let kv = b.use_var(k);
    let one = b.iconst(Type::I32, 1);
    let more = b.icmp(IntPredicate::Sgt, kv, one);
    b.cond_br(more, body, exit);

    b.switch_to_block(body);
    b.seal_block(body);
    let (rv, kv) = (b.use_var(r), b.use_var(k));
    let wide = b.cast(kiln_ir::Opcode::SExt, kv, Type::I64);
    let r2 = b.imul(rv, wide);
    b.def_var(r, r2);
    let k2 = b.isub(kv, one);
    b.def_var(k, k2);
    b.br(header);
    b.seal_block(header);

    b.switch_to_block(exit);
    b.seal_block(exit);
    let result = b.use_var(r);
    b.ret(Some(result));
    b.finalize().expect("every block is sealed and terminated");
    f
}

fn main() {
    let mut m = Module::new();
    build_sum_to(&mut m);
    build_factorial(&mut m);
    if let Err(diags) = kiln_ir::verifier::verify_module(&m) {
        for d in diags {
            eprintln!("error: {}", d.message);
        }
        std::process::exit(1);
    }
    print!("{}", kiln_ir::text::print_module(&m));
}
