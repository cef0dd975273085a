//! Tokens of the LLVM-syntax text form.
