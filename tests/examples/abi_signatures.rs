//! Prints the ABI fuzzer's signatures instead of testing them, in the `.sig` text form:
//! `KILN_ABI_FUZZ_ABI=sysv|msabi|win64 KILN_ABI_FUZZ_SEED=N KILN_ABI_FUZZ_ONLY=3,17 cargo run -p kiln-tests
//! --example abi_signatures` (the same variables as the fuzz tests; 10 signatures by default).

use kiln_tests::abi_fuzz::{Abi, Config};

fn main() {
    let abi = std::env::var("KILN_ABI_FUZZ_ABI").ok().and_then(|n| Abi::from_name(&n)).unwrap_or(Abi::SysV);
    for case in Config::from_env(abi, 10).cases() {
        println!("# {} sig {}\n{}", abi.name(), case.id, case.sig.to_text());
    }
}
