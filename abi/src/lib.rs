//! Calling-convention classifiers (SysV x86-64 and Win64) and the targets that select them.
//!
//! The classifier is pure: callers describe each argument as a list of register-sized parts (the
//! way instruction selection splits an IR value into machine registers) or as a `byval` memory
//! object, and get back where every part goes.
//!
//! C-level classifiers take whole C types instead ([`CType`]): [`sysv_c`] implements psABI §3.2.3 and
//! [`win64`] the Microsoft x64 convention, for aggregates passed and returned by value; [`ir_level`] what LLVM
//! does with IR values in `tailcc`, `swiftcc` and `swifttailcc`, which no C compiler defines.

pub mod ctype;
pub mod ir_level;
pub mod sysv;
pub mod sysv_c;
pub mod target;
pub mod win64;

pub use ctype::{AbiError, CType, Field, StructType};
pub use sysv::{classify_args, classify_return, ArgLoc, ArgSpec, Assigned, PartClass, INT_ARG_REGS, SSE_ARG_REGS};
pub use target::{Convention, ObjectFormat, Os, Target, WindowsEnv};
