//! Calling-convention classifiers: SysV x86-64 argument and return locations (Win64 and Kiln
//! fastcc come later).
//!
//! The classifier is pure: callers describe each argument as a list of register-sized parts (the
//! way instruction selection splits an IR value into machine registers) or as a `byval` memory
//! object, and get back where every part goes.

pub mod sysv;

pub use sysv::{classify_args, classify_return, ArgLoc, ArgSpec, Assigned, PartClass, INT_ARG_REGS, SSE_ARG_REGS};
pub mod ctype;

pub use ctype::{AbiError, CType, Field, StructType};
pub mod sysv_c;
pub mod win64;
