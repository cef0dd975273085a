//! Intrinsic functions (`@llvm.*`) recognised by name, with stable IDs and signature checks.
//!
//! (Skeleton: the full table is being filled in.)

use crate::instructions::numbered_enum;

numbered_enum! {
    /// Known intrinsics with stable IDs; `name()` is the base name without overload suffixes.
    pub enum Intrinsic: u16 {
        /// `llvm.memcpy.*`
        Memcpy = 1 => "llvm.memcpy",
    }
}

impl Intrinsic {
    /// Recognises an intrinsic from a full function name such as `llvm.memcpy.p0.p0.i64`.
    pub fn lookup(name: &str) -> Option<Intrinsic> {
        if !name.starts_with("llvm.") {
            return None;
        }
        let mut base = name;
        loop {
            if let Some(i) = Intrinsic::from_name(base) {
                return Some(i);
            }
            base = &base[..base.rfind('.')?];
        }
    }
}
