//! The text form: a documented subset of LLVM 19 IR syntax (see docs/ir.md).
//!
//! `parse` turns source bytes into a `Module` (or one located `Diagnostic`); `print_module`
//! writes a module back as text that `parse` and LLVM 19's `llvm-as` both accept.

pub mod lexer;
mod parse_const;
mod parse_inst;
#[cfg(test)]
mod parse_tests;
pub mod parser;
pub mod printer;
mod upgrade;
#[cfg(test)]
mod upgrade_tests;

pub use parser::parse;
pub use printer::print_module;
