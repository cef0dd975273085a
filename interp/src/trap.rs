//! Why a run stopped early: the trap classes, their exit statuses, and where they happened.

use std::fmt;

/// The class of a trap; each class has its own process exit status (see `exit_status`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TrapKind {
    /// Undefined behaviour the interpreter can see (bad memory access, division by zero, branch on
    /// poison, double free, ...): status 70.
    UndefinedBehavior,
    /// An `unreachable` instruction was executed: status 71.
    Unreachable,
    /// The `--fuel` step budget ran out: status 72.
    OutOfFuel,
    /// A call to an external function the built-in libc does not provide: status 73.
    UnknownExternal,
    /// A feature the interpreter does not model (`%n`, unknown intrinsics, libm functions other
    /// than the exact long double ones): status 74.
    Unsupported,
    /// A resource limit was hit (call depth, allocation count or memory budget): status 75.
    ResourceLimit,
    /// `abort()` or `llvm.trap` was called: status 134 (128 + SIGABRT, as a shell reports it).
    Abort,
}

impl TrapKind {
    /// The process exit status for this class.
    pub fn exit_status(self) -> i32 {
        match self {
            TrapKind::UndefinedBehavior => 70,
            TrapKind::Unreachable => 71,
            TrapKind::OutOfFuel => 72,
            TrapKind::UnknownExternal => 73,
            TrapKind::Unsupported => 74,
            TrapKind::ResourceLimit => 75,
            TrapKind::Abort => 134,
        }
    }

    /// A short description of the class.
    pub fn describe(self) -> &'static str {
        match self {
            TrapKind::UndefinedBehavior => "undefined behaviour",
            TrapKind::Unreachable => "unreachable executed",
            TrapKind::OutOfFuel => "out of fuel",
            TrapKind::UnknownExternal => "unknown external function",
            TrapKind::Unsupported => "unsupported",
            TrapKind::ResourceLimit => "resource limit",
            TrapKind::Abort => "aborted",
        }
    }
}

/// Where a trap happened: function, block and instruction as the printer shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrapSite {
    /// The function name without `@`.
    pub func: String,
    /// The block label (`%entry`, `%3`).
    pub block: String,
    /// The instruction text.
    pub inst: String,
}

/// A run stopped early: the class, a message, and (when an instruction was executing) where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    /// The class (decides the exit status).
    pub kind: TrapKind,
    /// What went wrong.
    pub message: String,
    /// The instruction being executed, if any.
    pub site: Option<TrapSite>,
}

impl Trap {
    /// A trap of class `kind` with no site yet (the executor fills it in).
    pub fn new(kind: TrapKind, message: impl Into<String>) -> Self {
        Trap { kind, message: message.into(), site: None }
    }
    /// Undefined behaviour.
    pub fn ub(message: impl Into<String>) -> Self {
        Trap::new(TrapKind::UndefinedBehavior, message)
    }
    /// An unsupported feature.
    pub fn unsupported(message: impl Into<String>) -> Self {
        Trap::new(TrapKind::Unsupported, message)
    }
    /// A resource limit.
    pub fn limit(message: impl Into<String>) -> Self {
        Trap::new(TrapKind::ResourceLimit, message)
    }
    /// The process exit status for this trap (see `TrapKind::exit_status`).
    pub fn exit_status(&self) -> i32 {
        self.kind.exit_status()
    }
}

impl fmt::Display for Trap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.describe(), self.message)?;
        if let Some(s) = &self.site {
            write!(f, "\n  in function @{}, block {}: {}", s.func, s.block, s.inst)?;
        }
        Ok(())
    }
}

impl std::error::Error for Trap {}
