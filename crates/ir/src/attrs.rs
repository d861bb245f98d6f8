//! Parameter, return and function attributes, and interned attribute lists.
//!
//! Attribute sets are sorted and interned per module, so comparing two sets is a `u32`
//! compare and a call site with the usual `noundef` arguments costs no allocation.
//! Interning works through `&self` from any number of threads (see [`crate::intern`]).

use crate::intern::{fx_hash, InternTable, Sym};
use crate::types::Type;
use cranelift_entity::entity_impl;

/// How an attribute keyword takes its argument.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttrShape {
    /// A bare keyword: `nounwind`.
    Flag,
    /// `name(N)`; `align` also takes `align N`, and groups write `name=N`.
    Int,
    /// `name(T)`; `byval` also appears without a type in old IR.
    Type,
    /// A parenthesised argument kept as normalised text: `memory(read)`, `range(i32 0, 4)`.
    /// A few (`uwtable`) may also appear bare.
    Raw,
}

macro_rules! attr_kinds {
    ($($variant:ident = $name:literal : $shape:ident,)*) => {
        /// Every attribute keyword LLVM 15–21 prints.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum AttrKind { $($variant,)* }

        impl AttrKind {
            /// All kinds, in declaration order.
            pub const ALL: &'static [AttrKind] = &[$(AttrKind::$variant,)*];

            /// The keyword as written in IR.
            pub fn name(self) -> &'static str {
                match self { $(AttrKind::$variant => $name,)* }
            }

            /// How the keyword takes its argument.
            pub fn shape(self) -> AttrShape {
                match self { $(AttrKind::$variant => AttrShape::$shape,)* }
            }

            /// The kind for a keyword.
            pub fn from_name(s: &[u8]) -> Option<AttrKind> {
                match s { $(x if x == $name.as_bytes() => Some(AttrKind::$variant),)* _ => None }
            }
        }
    };
}

attr_kinds! {
    AllocAlign = "allocalign": Flag,
    AllocKind = "allockind": Raw,
    AllocPtr = "allocptr": Flag,
    AllocSize = "allocsize": Raw,
    AlwaysInline = "alwaysinline": Flag,
    Builtin = "builtin": Flag,
    Cold = "cold": Flag,
    Convergent = "convergent": Flag,
    CoroDestroyOnlyWhenComplete = "coro_only_destroy_when_complete": Flag,
    CoroElideSafe = "coro_elide_safe": Flag,
    DeadOnUnwind = "dead_on_unwind": Flag,
    DeadOnReturn = "dead_on_return": Flag,
    DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation": Flag,
    FnRetThunkExtern = "fn_ret_thunk_extern": Flag,
    Hot = "hot": Flag,
    HybridPatchable = "hybrid_patchable": Flag,
    ImmArg = "immarg": Flag,
    InReg = "inreg": Flag,
    InlineHint = "inlinehint": Flag,
    JumpTable = "jumptable": Flag,
    MinSize = "minsize": Flag,
    MustProgress = "mustprogress": Flag,
    Naked = "naked": Flag,
    Nest = "nest": Flag,
    NoAlias = "noalias": Flag,
    NoBuiltin = "nobuiltin": Flag,
    NoCallback = "nocallback": Flag,
    NoCapture = "nocapture": Flag,
    NoCfCheck = "nocf_check": Flag,
    NoCreateUndefOrPoison = "nocreateundeforpoison": Flag,
    NoDivergenceSource = "nodivergencesource": Flag,
    NoDuplicate = "noduplicate": Flag,
    NoExt = "noext": Flag,
    NoFree = "nofree": Flag,
    NoImplicitFloat = "noimplicitfloat": Flag,
    NoInline = "noinline": Flag,
    NoMerge = "nomerge": Flag,
    NoProfile = "noprofile": Flag,
    NoRecurse = "norecurse": Flag,
    NoRedZone = "noredzone": Flag,
    NoReturn = "noreturn": Flag,
    NoSanitizeBounds = "nosanitize_bounds": Flag,
    NoSanitizeCoverage = "nosanitize_coverage": Flag,
    NoSync = "nosync": Flag,
    NoUndef = "noundef": Flag,
    NoUnwind = "nounwind": Flag,
    NonLazyBind = "nonlazybind": Flag,
    NonNull = "nonnull": Flag,
    NullPointerIsValid = "null_pointer_is_valid": Flag,
    OptForFuzzing = "optforfuzzing": Flag,
    OptDebug = "optdebug": Flag,
    OptNone = "optnone": Flag,
    OptSize = "optsize": Flag,
    PresplitCoroutine = "presplitcoroutine": Flag,
    ReadNone = "readnone": Flag,
    ReadOnly = "readonly": Flag,
    Returned = "returned": Flag,
    ReturnsTwice = "returns_twice": Flag,
    SafeStack = "safestack": Flag,
    SanitizeAddress = "sanitize_address": Flag,
    SanitizeHwAddress = "sanitize_hwaddress": Flag,
    SanitizeMemTag = "sanitize_memtag": Flag,
    SanitizeMemory = "sanitize_memory": Flag,
    SanitizeNumericalStability = "sanitize_numerical_stability": Flag,
    SanitizeRealtime = "sanitize_realtime": Flag,
    SanitizeRealtimeBlocking = "sanitize_realtime_blocking": Flag,
    SanitizeThread = "sanitize_thread": Flag,
    SanitizeType = "sanitize_type": Flag,
    ShadowCallStack = "shadowcallstack": Flag,
    SignExt = "signext": Flag,
    SkipProfile = "skipprofile": Flag,
    Speculatable = "speculatable": Flag,
    SpeculativeLoadHardening = "speculative_load_hardening": Flag,
    Ssp = "ssp": Flag,
    SspReq = "sspreq": Flag,
    SspStrong = "sspstrong": Flag,
    StrictFp = "strictfp": Flag,
    SwiftAsync = "swiftasync": Flag,
    SwiftError = "swifterror": Flag,
    SwiftSelf = "swiftself": Flag,
    WillReturn = "willreturn": Flag,
    Writable = "writable": Flag,
    WriteOnly = "writeonly": Flag,
    ZeroExt = "zeroext": Flag,
    Align = "align": Int,
    AlignStack = "alignstack": Int,
    Dereferenceable = "dereferenceable": Int,
    DereferenceableOrNull = "dereferenceable_or_null": Int,
    ByVal = "byval": Type,
    ByRef = "byref": Type,
    ElementType = "elementtype": Type,
    InAlloca = "inalloca": Type,
    Preallocated = "preallocated": Type,
    StructRet = "sret": Type,
    Captures = "captures": Raw,
    DenormalFpEnv = "denormal_fpenv": Raw,
    Initializes = "initializes": Raw,
    Memory = "memory": Raw,
    NoFpClass = "nofpclass": Raw,
    Range = "range": Raw,
    UwTable = "uwtable": Raw,
    VScaleRange = "vscale_range": Raw,
}

/// One attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Attr {
    /// A bare keyword (also `uwtable` and `byval` without argument).
    Flag(AttrKind),
    /// An integer argument: `align 8`, `dereferenceable(16)`.
    Int(AttrKind, u64),
    /// A type argument: `byval(%struct.S)`.
    Type(AttrKind, Type),
    /// A parenthesised argument kept as normalised text (the interned text inside the parens).
    Raw(AttrKind, Sym),
    /// `"key"` or `"key"="value"`.
    Str(Sym, Option<Sym>),
}

impl Attr {
    /// The keyword kind, or `None` for string attributes.
    pub fn kind(&self) -> Option<AttrKind> {
        match *self {
            Attr::Flag(k) | Attr::Int(k, _) | Attr::Type(k, _) | Attr::Raw(k, _) => Some(k),
            Attr::Str(..) => None,
        }
    }
}

/// A handle to an interned, sorted set of attributes. `AttrSet::EMPTY` is the empty set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrSet(u32);
entity_impl!(AttrSet, "attrs");

impl AttrSet {
    /// The empty set (always handle 0).
    pub const EMPTY: AttrSet = AttrSet(0);
}

impl Default for AttrSet {
    fn default() -> Self {
        AttrSet::EMPTY
    }
}

/// A handle to an interned attribute list: function, return and per-parameter sets.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttrList(u32);
entity_impl!(AttrList, "attrlist");

impl AttrList {
    /// The list with no attributes anywhere (always handle 0).
    pub const EMPTY: AttrList = AttrList(0);
}

impl Default for AttrList {
    fn default() -> Self {
        AttrList::EMPTY
    }
}

/// The contents of an [`AttrList`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct AttrListData {
    pub func: AttrSet,
    pub ret: AttrSet,
    /// Parameter sets; trailing empty sets are trimmed.
    pub params: Box<[AttrSet]>,
}

/// The per-module attribute tables.
#[derive(Clone, Debug)]
pub struct Attributes {
    sets: InternTable<AttrSet, Box<[Attr]>>,
    lists: InternTable<AttrList, AttrListData>,
}

/// The hash of a list's parts, so that a list is looked up without building it.
fn hash_list_parts(func: AttrSet, ret: AttrSet, params: &[AttrSet]) -> u64 {
    fx_hash(&(func, ret, params))
}

fn hash_list(l: &AttrListData) -> u64 {
    hash_list_parts(l.func, l.ret, &l.params)
}

impl Default for Attributes {
    fn default() -> Self {
        let a = Attributes {
            sets: InternTable::with_hasher(|s| fx_hash(&**s)),
            lists: InternTable::with_hasher(hash_list),
        };
        a.sets.intern(Box::new([]));
        a.lists.intern(AttrListData::default());
        a
    }
}

impl Attributes {
    /// Interns a set. The attributes are sorted and de-duplicated (later duplicates of the
    /// same keyword replace earlier ones, as in LLVM).
    pub fn intern_set(&self, attrs: &mut Vec<Attr>) -> AttrSet {
        if attrs.is_empty() {
            return AttrSet::EMPTY;
        }
        // Reversed and stably sorted, the last occurrence of a keyword comes first among
        // its duplicates and is the one `dedup_by` keeps.
        attrs.reverse();
        attrs.sort_by_key(|a| match *a {
            Attr::Str(k, _) => (1, k.as_u32()),
            _ => (0, a.kind().map_or(0, |k| k as u32)),
        });
        attrs.dedup_by(|b, a| match (a.kind(), b.kind(), &a, &b) {
            (Some(x), Some(y), _, _) => x == y,
            (None, None, Attr::Str(k1, _), Attr::Str(k2, _)) => k1 == k2,
            _ => false,
        });
        let attrs = attrs.as_slice();
        self.sets
            .intern_with(fx_hash(attrs), |s| **s == *attrs, || attrs.into())
    }

    /// The attributes of a set.
    #[inline]
    pub fn set(&self, s: AttrSet) -> &[Attr] {
        self.sets.get(s)
    }

    /// Union of two sets.
    pub fn merge_sets(&self, a: AttrSet, b: AttrSet) -> AttrSet {
        if a == AttrSet::EMPTY {
            return b;
        }
        if b == AttrSet::EMPTY {
            return a;
        }
        let mut v: Vec<Attr> = self
            .set(a)
            .iter()
            .chain(self.set(b).iter())
            .copied()
            .collect();
        self.intern_set(&mut v)
    }

    /// Interns a list; trailing empty parameter sets are dropped.
    pub fn intern_list(&self, func: AttrSet, ret: AttrSet, params: &[AttrSet]) -> AttrList {
        let n = params
            .iter()
            .rposition(|&p| p != AttrSet::EMPTY)
            .map_or(0, |i| i + 1);
        if func == AttrSet::EMPTY && ret == AttrSet::EMPTY && n == 0 {
            return AttrList::EMPTY;
        }
        let params = &params[..n];
        self.lists.intern_with(
            hash_list_parts(func, ret, params),
            |d| d.func == func && d.ret == ret && *d.params == *params,
            || AttrListData {
                func,
                ret,
                params: params.into(),
            },
        )
    }

    /// The contents of a list.
    #[inline]
    pub fn list(&self, l: AttrList) -> &AttrListData {
        self.lists.get(l)
    }

    /// The attribute set of parameter `i` in list `l`.
    pub fn param(&self, l: AttrList, i: usize) -> AttrSet {
        self.list(l)
            .params
            .get(i)
            .copied()
            .unwrap_or(AttrSet::EMPTY)
    }

    /// Whether set `s` holds keyword `k`.
    pub fn has(&self, s: AttrSet, k: AttrKind) -> bool {
        self.set(s).iter().any(|a| a.kind() == Some(k))
    }

    /// The type argument of keyword `k` in set `s` (byval, sret, …).
    pub fn type_arg(&self, s: AttrSet, k: AttrKind) -> Option<Type> {
        self.set(s).iter().find_map(|a| match *a {
            Attr::Type(kk, t) if kk == k => Some(t),
            _ => None,
        })
    }

    /// The integer argument of keyword `k` in set `s` (align, dereferenceable, …).
    pub fn int_arg(&self, s: AttrSet, k: AttrKind) -> Option<u64> {
        self.set(s).iter().find_map(|a| match *a {
            Attr::Int(kk, v) if kk == k => Some(v),
            _ => None,
        })
    }

    /// The value of string attribute `key` in set `s` (`Some(None)` for a key without value).
    pub fn str_value(&self, s: AttrSet, key: Sym) -> Option<Option<Sym>> {
        self.set(s).iter().find_map(|a| match *a {
            Attr::Str(k, v) if k == key => Some(v),
            _ => None,
        })
    }
}
