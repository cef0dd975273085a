//! Function, return and parameter attributes, and interned attribute sets.
//!
//! Attribute kinds have stable numeric IDs. Attributes whose argument syntax Kiln does not model
//! structurally (`memory(...)`, `range(...)`, `nofpclass(...)`, `allockind(...)`, ...) keep their
//! argument text verbatim so that printing reproduces them exactly. Attribute sets are interned
//! per module (`AttrSetId`), so equal sets compare equal by index and functions share storage.

use crate::entity::PrimaryMap;
use crate::fasthash::FastMap;
use crate::instructions::numbered_enum;
use crate::types::Type;

numbered_enum! {
    /// Known attribute names with stable IDs.
    pub enum AttrKind: u16 {
        /// `alwaysinline`
        AlwaysInline = 1 => "alwaysinline",
        /// `builtin`
        Builtin = 2 => "builtin",
        /// `cold`
        Cold = 3 => "cold",
        /// `convergent`
        Convergent = 4 => "convergent",
        /// `hot`
        Hot = 5 => "hot",
        /// `immarg`
        ImmArg = 6 => "immarg",
        /// `inreg`
        InReg = 7 => "inreg",
        /// `inlinehint`
        InlineHint = 8 => "inlinehint",
        /// `minsize`
        MinSize = 9 => "minsize",
        /// `mustprogress`
        MustProgress = 10 => "mustprogress",
        /// `naked`
        Naked = 11 => "naked",
        /// `nest`
        Nest = 12 => "nest",
        /// `noalias`
        NoAlias = 13 => "noalias",
        /// `nobuiltin`
        NoBuiltin = 14 => "nobuiltin",
        /// `nocallback`
        NoCallback = 15 => "nocallback",
        /// `nocapture`
        NoCapture = 16 => "nocapture",
        /// `noduplicate`
        NoDuplicate = 17 => "noduplicate",
        /// `nofree`
        NoFree = 18 => "nofree",
        /// `noimplicitfloat`
        NoImplicitFloat = 19 => "noimplicitfloat",
        /// `noinline`
        NoInline = 20 => "noinline",
        /// `nomerge`
        NoMerge = 21 => "nomerge",
        /// `nonlazybind`
        NonLazyBind = 22 => "nonlazybind",
        /// `nonnull`
        NonNull = 23 => "nonnull",
        /// `norecurse`
        NoRecurse = 24 => "norecurse",
        /// `noredzone`
        NoRedZone = 25 => "noredzone",
        /// `noreturn`
        NoReturn = 26 => "noreturn",
        /// `nosync`
        NoSync = 27 => "nosync",
        /// `noundef`
        NoUndef = 28 => "noundef",
        /// `nounwind`
        NoUnwind = 29 => "nounwind",
        /// `null_pointer_is_valid`
        NullPointerIsValid = 30 => "null_pointer_is_valid",
        /// `optforfuzzing`
        OptForFuzzing = 31 => "optforfuzzing",
        /// `optnone`
        OptNone = 32 => "optnone",
        /// `optsize`
        OptSize = 33 => "optsize",
        /// `readnone`
        ReadNone = 34 => "readnone",
        /// `readonly`
        ReadOnly = 35 => "readonly",
        /// `returned`
        Returned = 36 => "returned",
        /// `returns_twice`
        ReturnsTwice = 37 => "returns_twice",
        /// `signext`
        SExt = 38 => "signext",
        /// `safestack`
        SafeStack = 39 => "safestack",
        /// `sanitize_address`
        SanitizeAddress = 40 => "sanitize_address",
        /// `sanitize_memory`
        SanitizeMemory = 41 => "sanitize_memory",
        /// `sanitize_thread`
        SanitizeThread = 42 => "sanitize_thread",
        /// `speculatable`
        Speculatable = 43 => "speculatable",
        /// `ssp`
        Ssp = 44 => "ssp",
        /// `sspreq`
        SspReq = 45 => "sspreq",
        /// `sspstrong`
        SspStrong = 46 => "sspstrong",
        /// `strictfp`
        StrictFp = 47 => "strictfp",
        /// `swiftasync`
        SwiftAsync = 48 => "swiftasync",
        /// `swifterror`
        SwiftError = 49 => "swifterror",
        /// `swiftself`
        SwiftSelf = 50 => "swiftself",
        /// `willreturn`
        WillReturn = 51 => "willreturn",
        /// `writeonly`
        WriteOnly = 52 => "writeonly",
        /// `zeroext`
        ZExt = 53 => "zeroext",
        /// `presplitcoroutine`
        PresplitCoroutine = 54 => "presplitcoroutine",
        /// `coro_only_destroy_when_complete`
        CoroDestroyOnlyWhenComplete = 55 => "coro_only_destroy_when_complete",
        /// `nocf_check`
        NoCfCheck = 56 => "nocf_check",
        /// `noprofile`
        NoProfile = 57 => "noprofile",
        /// `skipprofile`
        SkipProfile = 58 => "skipprofile",
        /// `disable_sanitizer_instrumentation`
        DisableSanitizerInstrumentation = 59 => "disable_sanitizer_instrumentation",
        /// `fn_ret_thunk_extern`
        FnRetThunkExtern = 60 => "fn_ret_thunk_extern",
        /// `nosanitize_bounds`
        NoSanitizeBounds = 61 => "nosanitize_bounds",
        /// `nosanitize_coverage`
        NoSanitizeCoverage = 62 => "nosanitize_coverage",
        /// `shadowcallstack`
        ShadowCallStack = 63 => "shadowcallstack",
        /// `speculative_load_hardening`
        SpeculativeLoadHardening = 64 => "speculative_load_hardening",
        /// `dead_on_unwind`
        DeadOnUnwind = 65 => "dead_on_unwind",
        /// `writable`
        Writable = 66 => "writable",
        /// `hybrid_patchable`
        HybridPatchable = 67 => "hybrid_patchable",
        /// `sanitize_hwaddress`
        SanitizeHwAddress = 68 => "sanitize_hwaddress",
        /// `sanitize_memtag`
        SanitizeMemTag = 69 => "sanitize_memtag",
        /// `sanitize_numerical_stability`
        SanitizeNumericalStability = 70 => "sanitize_numerical_stability",
        /// `allocalign`
        AllocAlign = 71 => "allocalign",
        /// `allocptr`
        AllocatedPointer = 72 => "allocptr",
        /// `jumptable`
        JumpTable = 73 => "jumptable",
        /// `nodivergencesource` is LLVM 20; not listed. `noext`:
        NoExt = 74 => "noext",
        /// `align N` (integer argument)
        Align = 100 => "align",
        /// `alignstack(N)`
        StackAlignment = 101 => "alignstack",
        /// `dereferenceable(N)`
        Dereferenceable = 102 => "dereferenceable",
        /// `dereferenceable_or_null(N)`
        DereferenceableOrNull = 103 => "dereferenceable_or_null",
        /// `uwtable` / `uwtable(sync|async)` (integer argument: 0 none, 1 sync, 2 async)
        UWTable = 104 => "uwtable",
        /// `byval(T)`
        ByVal = 120 => "byval",
        /// `sret(T)`
        StructRet = 121 => "sret",
        /// `elementtype(T)`
        ElementType = 122 => "elementtype",
        /// `inalloca(T)`
        InAlloca = 123 => "inalloca",
        /// `preallocated(T)`
        Preallocated = 124 => "preallocated",
        /// `byref(T)`
        ByRef = 125 => "byref",
        /// `memory(...)` (raw argument)
        Memory = 140 => "memory",
        /// `range(iN lo, hi)` (raw argument)
        Range = 141 => "range",
        /// `nofpclass(...)` (raw argument)
        NoFpClass = 142 => "nofpclass",
        /// `allockind("...")` (raw argument)
        AllocKind = 143 => "allockind",
        /// `allocsize(N[, M])` (raw argument)
        AllocSize = 144 => "allocsize",
        /// `vscale_range(N[, M])` (raw argument)
        VScaleRange = 145 => "vscale_range",
    }
}

/// How an attribute's argument is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrArgForm {
    /// A bare keyword.
    None,
    /// `align N`, `align(N)`, `alignstack(N)`, `dereferenceable(N)`; `uwtable` may omit it.
    Int,
    /// `byval(T)` and friends.
    Type,
    /// Parenthesised text kept verbatim.
    Raw,
}

impl AttrKind {
    /// The argument form of this kind.
    pub fn arg_form(self) -> AttrArgForm {
        match self.id() {
            100..=119 => AttrArgForm::Int,
            120..=139 => AttrArgForm::Type,
            140..=159 => AttrArgForm::Raw,
            _ => AttrArgForm::None,
        }
    }
}

/// One attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attr {
    /// A keyword attribute.
    Flag(AttrKind),
    /// An attribute with an integer argument (`align 8`, `dereferenceable(4)`, `uwtable(sync)` = 1).
    Int(AttrKind, u64),
    /// An attribute with a type argument (`byval(%struct.S)`).
    Type(AttrKind, Type),
    /// An attribute whose parenthesised argument is kept as text (without the parentheses).
    Raw(AttrKind, String),
    /// A string attribute `"key"` or `"key"="value"`.
    Str(String, Option<String>),
}

impl Attr {
    /// The kind, or `None` for string attributes.
    pub fn kind(&self) -> Option<AttrKind> {
        match self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) | Attr::Raw(k, _) => Some(*k),
            Attr::Str(..) => None,
        }
    }
}

crate::entity!(
    /// An interned set of attributes.
    AttrSetId,
    "attrs"
);

impl AttrSetId {
    /// The empty set (always index 0 of every module's `AttrSets`).
    pub const EMPTY: AttrSetId = AttrSetId(std::num::NonZeroU32::MIN);
}

/// Interned attribute sets of a module.
#[derive(Clone, Debug)]
pub struct AttrSets {
    sets: PrimaryMap<AttrSetId, Box<[Attr]>>,
    interned: FastMap<Box<[Attr]>, AttrSetId>,
}

impl Default for AttrSets {
    fn default() -> Self {
        let mut s = AttrSets { sets: PrimaryMap::new(), interned: FastMap::default() };
        s.intern(Vec::new());
        s
    }
}

impl AttrSets {
    /// Interns a set; the attributes are kept in the given order (duplicates are dropped).
    pub fn intern(&mut self, mut attrs: Vec<Attr>) -> AttrSetId {
        let mut seen = Vec::with_capacity(attrs.len());
        attrs.retain(|a| {
            if seen.contains(a) {
                false
            } else {
                seen.push(a.clone());
                true
            }
        });
        let key = attrs.into_boxed_slice();
        if let Some(&id) = self.interned.get(&key) {
            return id;
        }
        let id = self.sets.push(key.clone());
        self.interned.insert(key, id);
        id
    }
    /// The attributes of a set.
    pub fn get(&self, id: AttrSetId) -> &[Attr] {
        &self.sets[id]
    }
    /// True when the set holds `kind`.
    pub fn has(&self, id: AttrSetId, kind: AttrKind) -> bool {
        self.get(id).iter().any(|a| a.kind() == Some(kind))
    }
    /// The type argument of `kind` (e.g. `byval(T)`), if present.
    pub fn type_arg(&self, id: AttrSetId, kind: AttrKind) -> Option<Type> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Type(k, t) if *k == kind => Some(*t),
            _ => None,
        })
    }
    /// The integer argument of `kind` (e.g. `align N`), if present.
    pub fn int_arg(&self, id: AttrSetId, kind: AttrKind) -> Option<u64> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Int(k, n) if *k == kind => Some(*n),
            _ => None,
        })
    }
    /// The value of string attribute `key`, if present (`Some(None)` when it has no value).
    pub fn str_arg(&self, id: AttrSetId, key: &str) -> Option<Option<&str>> {
        self.get(id).iter().find_map(|a| match a {
            Attr::Str(k, v) if k == key => Some(v.as_deref()),
            _ => None,
        })
    }
    /// All sets in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (AttrSetId, &[Attr])> {
        self.sets.iter().map(|(k, v)| (k, &**v))
    }
}

/// Attributes of a function or call site: on the function, on the return value, and per parameter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AttrList {
    /// Function attributes.
    pub func: AttrSetId,
    /// Return-value attributes.
    pub ret: AttrSetId,
    /// Parameter attributes by position (shorter than the parameter list when trailing ones are empty).
    pub params: Vec<AttrSetId>,
}

impl Default for AttrList {
    fn default() -> Self {
        AttrList { func: AttrSetId::EMPTY, ret: AttrSetId::EMPTY, params: Vec::new() }
    }
}

impl AttrList {
    /// The attribute set of parameter `i` (empty when absent).
    pub fn param(&self, i: usize) -> AttrSetId {
        self.params.get(i).copied().unwrap_or(AttrSetId::EMPTY)
    }
    /// Sets the attributes of parameter `i`.
    pub fn set_param(&mut self, i: usize, id: AttrSetId) {
        if self.params.len() <= i {
            self.params.resize(i + 1, AttrSetId::EMPTY);
        }
        self.params[i] = id;
    }
}
