//! What x86-64 code generation does with every attribute, module flag, global attribute,
//! target feature and operand bundle that changes llc's code: honoured, or rejected with
//! `unsupported: …` at the function, call, global or flag that asks for it, never dropped.
//! `docs/attributes.md` is the same audit for users; a unit test keeps the two equal and
//! fails when the parser knows an attribute the table does not list.

use crate::lower::X86Module;
use crate::retpoline::Retpoline;
use crate::zero_regs::ZeroChoice;
use rllc_codegen::{entry_call_name, CodegenError, Platform};
use rllc_ir::attrs::{Attr, AttrKind, AttrSet};
use rllc_ir::inst::CallInfo;
use rllc_ir::module::{CodeModel, GlobalId, GlobalKind, GlobalName, Module};

/// What x86-64 code generation does with one attribute, flag, feature or bundle.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Status {
    /// Done as llc does it.
    Honoured,
    /// Rejected with `unsupported: …` wherever it appears.
    Error,
    /// Some values or uses honoured or without effect, the others rejected (the table in
    /// docs/attributes.md says which).
    Partly,
    /// llc's x86-64 code is the same with and without it.
    NoEffect,
    /// llc's code differs only in speed, size or layout; rllc's is correct without it.
    Ignored,
}

impl Status {
    /// The word docs/attributes.md uses.
    pub fn word(self) -> &'static str {
        match self {
            Status::Honoured => "honoured",
            Status::Error => "error",
            Status::Partly => "partly",
            Status::NoEffect => "no effect",
            Status::Ignored => "ignored",
        }
    }
}

/// The status of keyword attribute `k` (on functions, parameters, returns and calls).
pub fn attr_status(k: AttrKind) -> Status {
    use AttrKind::*;
    match k {
        Align | ByVal | Naked | NoRedZone | NoUnwind | ReturnsTwice | SignExt | StructRet
        | UwTable | ZeroExt => Status::Honoured,
        InAlloca
        | Nest
        | NoImplicitFloat
        | Preallocated
        | SafeStack
        | SpeculativeLoadHardening
        | SwiftAsync
        | SwiftError
        | SwiftSelf => Status::Error,
        // On functions: stack realignment (with a base pointer where rsp moves); on
        // parameters: nothing on x86-64.
        AlignStack => Status::Partly,
        // Some guard places (module flags) are errors.
        Ssp | SspReq | SspStrong => Status::Partly,
        // On functions: no `endbr64`; on calls under IBT (`notrack`): an error.
        NoCfCheck => Status::Honoured,
        // Not in functions that pop their arguments (`ret N`).
        FnRetThunkExtern => Status::Partly,
        // The passes skip the function; its code is made as at -O0 (LLVM's fast path).
        OptNone => Status::Honoured,
        AlwaysInline | Cold | Hot | InlineHint | MinSize | NoInline | OptForFuzzing | OptSize => {
            Status::Ignored
        }
        AllocAlign
        | AllocKind
        | AllocPtr
        | AllocSize
        | Builtin
        | ByRef
        | Captures
        | Convergent
        | CoroDestroyOnlyWhenComplete
        | CoroElideSafe
        | DeadOnReturn
        | DeadOnUnwind
        | DenormalFpEnv
        | Dereferenceable
        | DereferenceableOrNull
        | DisableSanitizerInstrumentation
        | ElementType
        | HybridPatchable
        | ImmArg
        | InReg
        | Initializes
        | JumpTable
        | Memory
        | MustProgress
        | NoAlias
        | NoBuiltin
        | NoCallback
        | NoCapture
        | NoCreateUndefOrPoison
        | NoDivergenceSource
        | NoDuplicate
        | NoExt
        | NoFpClass
        | NoFree
        | NoMerge
        | NoProfile
        | NoRecurse
        | NoReturn
        | NoSanitizeBounds
        | NoSanitizeCoverage
        | NoSync
        | NoUndef
        | NonLazyBind
        | NonNull
        | NullPointerIsValid
        | OptDebug
        | PresplitCoroutine
        | Range
        | ReadNone
        | ReadOnly
        | Returned
        | SanitizeAddress
        | SanitizeHwAddress
        | SanitizeMemTag
        | SanitizeMemory
        | SanitizeNumericalStability
        | SanitizeRealtime
        | SanitizeRealtimeBlocking
        | SanitizeThread
        | SanitizeType
        | ShadowCallStack
        | SkipProfile
        | Speculatable
        | StrictFp
        | VScaleRange
        | WillReturn
        | Writable
        | WriteOnly => Status::NoEffect,
    }
}

/// String attributes of functions and call sites clang-19 writes (or LLVM reads on
/// x86-64), with their status. Others are ignored, as LLVM ignores keys it does not know.
pub const STRING_ATTRS: &[(&str, Status)] = &[
    ("approx-func-fp-math", Status::NoEffect),
    ("branch-target-enforcement", Status::NoEffect),
    ("denormal-fp-math", Status::NoEffect),
    ("denormal-fp-math-f32", Status::NoEffect),
    ("disable-tail-calls", Status::Honoured),
    ("dontcall-error", Status::Honoured),
    ("dontcall-warn", Status::Ignored),
    ("fentry-call", Status::Honoured),
    ("frame-pointer", Status::Honoured),
    ("function-instrument", Status::Partly),
    ("indirect-tls-seg-refs", Status::Error),
    ("instrument-function-entry", Status::NoEffect),
    ("instrument-function-entry-inlined", Status::Partly),
    ("instrument-function-exit", Status::NoEffect),
    ("instrument-function-exit-inlined", Status::Error),
    ("less-precise-fpmad", Status::NoEffect),
    ("min-legal-vector-width", Status::Partly),
    ("mnop-mcount", Status::NoEffect),
    ("mrecord-mcount", Status::NoEffect),
    ("no-builtins", Status::NoEffect),
    ("no-infs-fp-math", Status::NoEffect),
    ("no-jump-tables", Status::Honoured),
    ("no-nans-fp-math", Status::NoEffect),
    ("no-signed-zeros-fp-math", Status::NoEffect),
    ("no-stack-arg-probe", Status::Ignored),
    ("no-trapping-math", Status::NoEffect),
    ("no_caller_saved_registers", Status::Error),
    ("nooutline", Status::NoEffect),
    ("null-pointer-is-valid", Status::NoEffect),
    ("patchable-function", Status::Error),
    ("patchable-function-entry", Status::Partly),
    ("patchable-function-prefix", Status::Partly),
    ("prefer-vector-width", Status::NoEffect),
    ("probe-stack", Status::Partly),
    ("reciprocal-estimates", Status::NoEffect),
    ("sign-return-address", Status::NoEffect),
    ("sign-return-address-key", Status::NoEffect),
    ("split-stack", Status::Error),
    ("stack-probe-size", Status::Partly),
    ("stack-protector-buffer-size", Status::Honoured),
    ("stackrealign", Status::Partly),
    ("target-cpu", Status::Honoured),
    ("target-features", Status::Partly),
    ("thunk", Status::NoEffect),
    ("trap-func-name", Status::Error),
    ("tune-cpu", Status::Ignored),
    ("unsafe-fp-math", Status::NoEffect),
    ("use-soft-float", Status::Partly),
    ("warn-stack-size", Status::Honoured),
    ("xray-instruction-threshold", Status::Error),
    ("zero-call-used-regs", Status::Partly),
];

/// `target-features` entries (and `-mattr`) that change llc's code beyond the instruction
/// sets rllc selects from (see [`crate::features`]).
pub const TARGET_FEATURES: &[(&str, Status)] = &[
    ("+avx512f", Status::Partly),
    ("+harden-sls-ijmp", Status::Error),
    ("+harden-sls-ret", Status::Error),
    ("+lvi-cfi", Status::Error),
    ("+lvi-load-hardening", Status::Error),
    ("+retpoline-external-thunk", Status::Partly),
    ("+retpoline-indirect-branches", Status::Partly),
    ("+retpoline-indirect-calls", Status::Partly),
    ("+soft-float", Status::Error),
    ("-sse", Status::Error),
    ("-sse2", Status::Error),
    ("-x87", Status::Error),
];

/// Attributes of global variables (`attributes #N` on a variable; clang's
/// `#pragma clang section`).
pub const GLOBAL_ATTRS: &[(&str, Status)] = &[
    ("bss-section", Status::Error),
    ("data-section", Status::Error),
    ("relro-section", Status::Error),
    ("rodata-section", Status::Error),
];

/// Properties of functions and globals beyond attributes.
pub const PROPERTIES: &[(&str, Status)] = &[
    ("code_model", Status::Partly),
    ("gc", Status::Error),
    ("personality", Status::Partly),
    ("prefix", Status::Error),
    ("prologue", Status::Error),
];

/// Module flags (`!llvm.module.flags`) clang-19 writes or LLVM's x86-64 code generation
/// reads. Others are ignored, as LLVM ignores flags it does not know.
pub const MODULE_FLAGS: &[(&str, Status)] = &[
    ("CG Profile", Status::Ignored),
    ("Code Model", Status::Partly),
    ("CodeView", Status::Partly),
    ("Debug Info Version", Status::NoEffect),
    ("Dwarf Version", Status::Honoured),
    ("EnableSplitLTOUnit", Status::NoEffect),
    ("Large Data Threshold", Status::NoEffect),
    ("NumRegisterParameters", Status::NoEffect),
    ("Objective-C Image Info Version", Status::Error),
    ("PIC Level", Status::NoEffect),
    ("PIE Level", Status::Honoured),
    ("ProfileSummary", Status::Ignored),
    ("RtLibUseGOT", Status::Ignored),
    ("SDK Version", Status::Ignored),
    ("SkipRaxSetup", Status::Ignored),
    ("SmallDataLimit", Status::NoEffect),
    ("ThinLTO", Status::NoEffect),
    ("Virtual Function Elim", Status::NoEffect),
    ("branch-target-enforcement", Status::NoEffect),
    ("cf-protection-branch", Status::Honoured),
    ("cf-protection-return", Status::Honoured),
    ("cfguard", Status::Partly),
    ("direct-access-external-data", Status::NoEffect),
    ("ehcontguard", Status::Partly),
    ("frame-pointer", Status::NoEffect),
    ("function_return_thunk_extern", Status::NoEffect),
    ("guarded-control-stack", Status::NoEffect),
    ("indirect_branch_cs_prefix", Status::Honoured),
    ("kcfi", Status::Partly),
    ("kcfi-offset", Status::NoEffect),
    ("override-stack-alignment", Status::Partly),
    ("probe-stack", Status::NoEffect),
    ("semantic-interposition", Status::NoEffect),
    ("sign-return-address", Status::NoEffect),
    ("stack-probe-size", Status::NoEffect),
    ("stack-protector-guard", Status::Partly),
    ("stack-protector-guard-offset", Status::Honoured),
    ("stack-protector-guard-reg", Status::Partly),
    ("stack-protector-guard-symbol", Status::Error),
    ("uwtable", Status::NoEffect),
    ("wchar_size", Status::NoEffect),
];

/// Operand bundles of calls.
pub const BUNDLES: &[(&str, Status)] = &[
    ("cfguardtarget", Status::Error),
    ("clang.arc.attachedcall", Status::Error),
    ("deopt", Status::Error),
    ("funclet", Status::Error),
    ("gc-live", Status::Error),
    ("gc-transition", Status::Error),
    ("kcfi", Status::Error),
    ("preallocated", Status::Error),
    ("ptrauth", Status::Error),
];

/// The status of `key` in `table` (`None`: not listed).
fn status_in(table: &[(&str, Status)], key: &str) -> Option<Status> {
    table.iter().find(|&&(k, _)| k == key).map(|&(_, s)| s)
}

/// The name of global `g` as IR writes it (for messages).
fn global_name(m: &Module, g: GlobalId) -> String {
    match m.globals[g].name {
        GlobalName::Named(n) => m.syms.text(n).into_owned(),
        GlobalName::Numbered(k) => k.to_string(),
    }
}

/// The value of string attribute `key` in `set`: `Some("")` for a key without value.
pub fn str_attr<'m>(m: &'m Module, set: AttrSet, key: &str) -> Option<&'m [u8]> {
    m.attrs.set(set).iter().find_map(|a| match *a {
        Attr::Str(k, v) if m.syms.get(k) == key.as_bytes() => {
            Some(v.map_or(&b""[..], |v| m.syms.get(v)))
        }
        _ => None,
    })
}

/// Checks the attributes and properties of function `gid`, which is compiled: its own,
/// its return value's and its parameters'.
pub fn check_function(cx: &X86Module<'_>, gid: GlobalId) -> Result<(), CodegenError> {
    let m = cx.m;
    let Some(f) = m.function(gid) else {
        return Ok(());
    };
    let pos = Some(m.globals[gid].pos);
    let name = || global_name(m, gid);
    let reject = |what: String| Err(CodegenError::unsupported(pos, what));
    for (what, present) in [
        ("prefix", f.prefix.is_some()),
        ("prologue", f.prologue.is_some()),
        ("gc", f.gc.is_some()),
    ] {
        if present {
            return reject(format!("{what} of function @{}", name()));
        }
    }
    let list = m.attrs.list(f.attrs);
    if let Some(why) = cx.fn_attrs(list.func).problem.as_deref() {
        return reject(format!("{why} function @{}", name()));
    }
    if let Some(k) = value_attr_problem(m, list.ret, &list.params) {
        return reject(format!(
            "attribute '{}' in the signature of @{}",
            k.name(),
            name()
        ));
    }
    // `-mattr` stands for the function's own list when it has none.
    if let (None, Some(mattr)) = (str_attr(m, list.func, "target-features"), &cx.mattr) {
        if let Some(why) = target_features_problem(m, list.func, mattr) {
            return reject(format!("{why} (-mattr) in function @{}", name()));
        }
    }
    Ok(())
}

/// Why a function with attribute set `set` cannot be honoured, if it cannot: a string
/// or keyword attribute rllc rejects, as the start of a message that the function's name
/// ends (`attribute 'safestack' of` … `function @f`).
pub fn fn_attr_set_problem(cx: &X86Module<'_>, set: AttrSet) -> Option<String> {
    let m = cx.m;
    m.attrs.set(set).iter().find_map(|a| match *a {
        Attr::Str(k, v) => {
            let key = m.syms.text(k);
            let value = v.map(|v| m.syms.text(v)).unwrap_or_default();
            string_attr_problem(cx, set, &key, &value).map(|why| format!("{why} in"))
        }
        _ => {
            let k = a.kind().expect("keyword attribute");
            (attr_status(k) == Status::Error).then(|| format!("attribute '{}' of", k.name()))
        }
    })
}

/// The first rejected keyword attribute of a return value or parameter.
fn value_attr_problem(m: &Module, ret: AttrSet, params: &[AttrSet]) -> Option<AttrKind> {
    std::iter::once(&ret)
        .chain(params)
        .flat_map(|&s| m.attrs.set(s))
        .filter_map(Attr::kind)
        .find(|&k| attr_status(k) == Status::Error)
}

/// Why string attribute `key`=`value` of a function (whose attributes are `set`) cannot
/// be honoured, if it cannot.
fn string_attr_problem(cx: &X86Module<'_>, set: AttrSet, key: &str, value: &str) -> Option<String> {
    let rejected = || Some(format!("attribute \"{key}\"=\"{value}\""));
    match status_in(STRING_ATTRS, key)? {
        Status::Error => rejected(),
        Status::Partly => match key {
            "zero-call-used-regs" if value != "skip" && ZeroChoice::parse(value).is_none() => {
                rejected()
            }
            "patchable-function-entry" | "patchable-function-prefix"
                if value.parse::<u32>().is_err() =>
            {
                rejected()
            }
            "patchable-function-entry" if patch_nops(cx, set).is_none() => Some(format!(
                "attribute \"{key}\"=\"{value}\" (more than 7 bytes) with tuning for another \
                 CPU than generic or x86-64"
            )),
            // llc-19 crashes on an interval of 0.
            "stack-probe-size" if !value.parse::<u32>().is_ok_and(|n| n > 0) => rejected(),
            "function-instrument" if value != "xray-never" => rejected(),
            "instrument-function-entry-inlined" if entry_call_name(value).is_none() => rejected(),
            "use-soft-float" if value == "true" => rejected(),
            "target-features" => target_features_problem(cx.m, set, value),
            _ => None,
        },
        _ => None,
    }
}

/// Why the `target-features` (or `-mattr`) list `features` cannot be honoured, if it
/// cannot: features that change code the way rllc does not ([`TARGET_FEATURES`]), and
/// AVX-512 with 512-bit vectors in the function's interface (`min-legal-vector-width`
/// above 256), which llc passes in zmm registers.
pub fn target_features_problem(m: &Module, set: AttrSet, features: &str) -> Option<String> {
    let wide_vectors = || {
        str_attr(m, set, "min-legal-vector-width")
            .and_then(|w| std::str::from_utf8(w).ok()?.parse::<u32>().ok())
            .is_some_and(|w| w > 256)
    };
    features
        .split(',')
        .map(str::trim)
        .find_map(|f| match status_in(TARGET_FEATURES, f)? {
            Status::Error => Some(format!("target feature '{f}'")),
            Status::Partly if f == "+avx512f" && wide_vectors() => Some(format!(
                "target feature '{f}' with 512-bit vectors (\"min-legal-vector-width\" above 256)"
            )),
            _ => None,
        })
}

/// Whether function `gid` has `fn_ret_thunk_extern`: its returns jump to
/// `__x86_return_thunk`.
pub fn return_thunk(cx: &X86Module<'_>, gid: GlobalId) -> bool {
    let m = cx.m;
    m.function(gid).is_some_and(|f| {
        m.attrs
            .has(m.attrs.list(f.attrs).func, AttrKind::FnRetThunkExtern)
    })
}

/// What code generation needs from a set of function attributes, worked out once per
/// distinct set of the module's functions (`X86Module::fn_attrs`).
#[derive(Debug, Default)]
pub struct FnAttrs {
    /// Why the set cannot be honoured, if it cannot.
    pub problem: Option<String>,
    /// The registers zeroed before returns (`"zero-call-used-regs"`).
    pub zero: Option<ZeroChoice>,
    /// `"fentry-call"="true"` (`-mfentry`): the function starts by calling `__fentry__`.
    pub fentry: bool,
    /// The counter `-pg` calls at the entry (`"instrument-function-entry-inlined"`), for
    /// the profilers' counters that take no arguments (`mcount` and its spellings).
    pub entry_call: Option<&'static str>,
    /// The size of the stack probes the function asks for (`"probe-stack"`, with
    /// `"stack-probe-size"`, default 4096): frames and dynamic allocas that large are
    /// probed page by page.
    pub probe_size: Option<u32>,
    /// `"disable-tail-calls"="true"`: calls are tail calls only where the IR requires it
    /// (`musttail`).
    pub tail_calls_disabled: bool,
    /// The retpolines its target features (and `-mattr`) ask for.
    pub retpoline: Retpoline,
    /// `switch` may use jump tables: not with `"no-jump-tables"="true"` or
    /// `+retpoline-indirect-branches`.
    pub jump_tables: bool,
    /// `"stackrealign"` (`-mstackrealign`) or `alignstack(N)`: the function aligns its
    /// stack on entry to this alignment (at least 16, N for `alignstack`), trusting nothing
    /// of its caller's.
    pub realign: Option<u32>,
    /// The nops of `-fpatchable-function-entry=N,M`, when there are some.
    pub patch: Option<PatchNops>,
    /// `"warn-stack-size"`: frames larger than this get llc's warning.
    pub warn_stack_size: Option<u64>,
}

/// The nops of `-fpatchable-function-entry=N,M`: `"patchable-function-entry"` bytes of
/// nops at the entry, `"patchable-function-prefix"` single-byte nops before the symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PatchNops {
    /// Bytes of nops at the entry, after `endbr64`.
    pub entry: u32,
    /// Single-byte nops before the function's symbol.
    pub prefix: u32,
    /// The longest nop instruction of the entry's (LLVM's `emitNop`: 15 bytes when tuned
    /// for a generic CPU, 10 without a CPU).
    pub max_nop: u32,
}

/// The patchable nops of functions with attribute set `set` (zero counts when it has
/// none), or `None` when the entry's nops depend on a tuning rllc does not know (more
/// than 7 bytes, tuned for the host's CPU: `-mcpu=native` without a `"tune-cpu"` or
/// `"target-cpu"` attribute). `native` in those attributes is no CPU LLVM knows (only the
/// command line's is the host's; llc-19 warns that it ignores the processor), so it
/// tunes as for an unknown name.
fn patch_nops(cx: &X86Module<'_>, set: AttrSet) -> Option<PatchNops> {
    let m = cx.m;
    let text = |key: &str| str_attr(m, set, key).and_then(|v| std::str::from_utf8(v).ok());
    let count = |key: &str| text(key).and_then(|v| v.parse().ok()).unwrap_or(0);
    let entry = count("patchable-function-entry");
    // Without "tune-cpu" LLVM tunes for the function's CPU, generically for x86-64, and
    // for the i586 without any CPU.
    let tune = match text("tune-cpu") {
        Some(t) => Some(t),
        None => match text("target-cpu").or(cx.cpu.as_deref()) {
            Some("x86-64") => Some("generic"),
            cpu => cpu,
        },
    };
    let host_tuned =
        text("tune-cpu").is_none() && text("target-cpu").is_none() && tune == Some("native");
    let features = [text("target-features"), cx.mattr.as_deref()];
    let max_nop = max_nop_len(tune, features.iter().flatten().flat_map(|l| l.split(',')));
    let max_nop = match max_nop {
        _ if !host_tuned => max_nop,
        // Every tuning allows nops of 7 bytes.
        _ if entry <= 7 => 7,
        _ => return None,
    };
    Some(PatchNops {
        entry,
        prefix: count("patchable-function-prefix"),
        max_nop,
    })
}

/// The longest nop LLVM's `emitNop` writes for a function tuned for CPU `tune` (`None`:
/// no CPU) with target features `features` (`+feat`/`-feat`, in order): 7 bytes with the
/// tuning flag `fast-7bytenop` (Silvermont), else 15 with `fast-15bytenop` (generic,
/// x86-64-v2 and later, Sandy Bridge and later, Jaguar, Zen), else 11 with
/// `fast-11bytenop` (Bulldozer), else 10 (older CPUs, `x86-64`, unknown names). The
/// tables are llc-19's, measured with `"patchable-function-entry"="15"` for every CPU of
/// `llc-19 -mcpu=help`.
fn max_nop_len<'a>(tune: Option<&str>, features: impl Iterator<Item = &'a str>) -> u32 {
    const FAST7: &[&str] = &["atom_sse4_2", "atom_sse4_2_movbe", "silvermont", "slm"];
    const FAST11: &[&str] = &["bdver1", "bdver2", "bdver3", "bdver4"];
    const FAST15: &[&str] = &[
        "alderlake",
        "arrowlake",
        "arrowlake-s",
        "arrowlake_s",
        "broadwell",
        "btver1",
        "btver2",
        "cannonlake",
        "cascadelake",
        "clearwaterforest",
        "cooperlake",
        "core-avx-i",
        "core-avx2",
        "core_2nd_gen_avx",
        "core_3rd_gen_avx",
        "core_4th_gen_avx",
        "core_4th_gen_avx_tsx",
        "core_5th_gen_avx",
        "core_5th_gen_avx_tsx",
        "corei7-avx",
        "emeraldrapids",
        "generic",
        "gracemont",
        "grandridge",
        "graniterapids",
        "graniterapids-d",
        "graniterapids_d",
        "haswell",
        "icelake-client",
        "icelake-server",
        "icelake_client",
        "icelake_server",
        "ivybridge",
        "lunarlake",
        "meteorlake",
        "pantherlake",
        "raptorlake",
        "rocketlake",
        "sandybridge",
        "sapphirerapids",
        "sierraforest",
        "skx",
        "skylake",
        "skylake-avx512",
        "skylake_avx512",
        "tigerlake",
        "x86-64-v2",
        "x86-64-v3",
        "x86-64-v4",
        "znver1",
        "znver2",
        "znver3",
        "znver4",
        "znver5",
    ];
    let tune = tune.unwrap_or("");
    let mut fast = [FAST7, FAST15, FAST11].map(|cpus| cpus.contains(&tune));
    for f in features {
        let f = f.trim();
        let (on, name) = match f.strip_prefix('-') {
            Some(name) => (false, name),
            None => (true, f.strip_prefix('+').unwrap_or(f)),
        };
        if let Some(i) = ["fast-7bytenop", "fast-15bytenop", "fast-11bytenop"]
            .iter()
            .position(|&n| n == name)
        {
            fast[i] = on;
        }
    }
    let len = [7, 15, 11].into_iter().zip(fast).find(|&(_, on)| on);
    len.map_or(10, |(len, _)| len)
}

impl FnAttrs {
    /// The summary of function attribute set `set` of `cx`'s module.
    pub fn of(cx: &X86Module<'_>, set: AttrSet) -> FnAttrs {
        let m = cx.m;
        let text = |key: &str| str_attr(m, set, key).and_then(|v| std::str::from_utf8(v).ok());
        let retpoline = Retpoline::of(m, set, cx.mattr.as_deref());
        // llc-19 fails on Darwin.
        let retpoline_problem = (retpoline.any() && cx.platform == Platform::Darwin)
            .then(|| "retpolines (target features '+retpoline-…') on Darwin in".into());
        let align_stack = m.attrs.int_arg(set, AttrKind::AlignStack);
        let realign = (align_stack.is_some() || str_attr(m, set, "stackrealign").is_some())
            .then(|| align_stack.map_or(16, |n| n.max(16) as u32));
        FnAttrs {
            problem: fn_attr_set_problem(cx, set).or(retpoline_problem),
            zero: text("zero-call-used-regs").and_then(ZeroChoice::parse),
            fentry: text("fentry-call") == Some("true"),
            entry_call: text("instrument-function-entry-inlined").and_then(entry_call_name),
            probe_size: text("probe-stack").map(|_| {
                text("stack-probe-size")
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(4096)
            }),
            tail_calls_disabled: text("disable-tail-calls") == Some("true"),
            jump_tables: text("no-jump-tables") != Some("true") && !retpoline.branches,
            retpoline,
            realign,
            patch: patch_nops(cx, set).filter(|p| p.entry > 0 || p.prefix > 0),
            warn_stack_size: text("warn-stack-size").and_then(|s| s.parse().ok()),
        }
    }
}

/// Checks a call site at `pos`: its attributes and operand bundles, and those of the
/// function it calls directly (`callee`).
pub fn check_call(
    cx: &X86Module<'_>,
    ci: &CallInfo,
    callee: Option<GlobalId>,
    pos: u32,
) -> Result<(), CodegenError> {
    let m = cx.m;
    let reject = |what: String| Err(CodegenError::unsupported(Some(pos), what));
    for &(tag, _) in &ci.bundles {
        let tag = m.syms.text(tag);
        if status_in(BUNDLES, &tag) == Some(Status::Error) {
            return reject(format!("operand bundle \"{tag}\""));
        }
    }
    let list = m.attrs.list(ci.attrs);
    if str_attr(m, list.func, "trap-func-name").is_some() {
        return reject("attribute \"trap-func-name\" of a call".into());
    }
    if let Some(k) = value_attr_problem(m, list.ret, &list.params) {
        return reject(format!("attribute '{}' of a call", k.name()));
    }
    let Some(g) = callee else {
        return Ok(());
    };
    let Some(f) = m.function(g) else {
        return Ok(());
    };
    let flist = m.attrs.list(f.attrs);
    if let Some(msg) = str_attr(m, flist.func, "dontcall-error") {
        // llc's diagnostic, as an error at the call.
        return Err(CodegenError {
            pos: Some(pos),
            message: format!(
                "call to {} marked \"dontcall-error\": {}",
                global_name(m, g),
                String::from_utf8_lossy(msg)
            ),
        });
    }
    if let Some(k) = value_attr_problem(m, flist.ret, &flist.params) {
        return reject(format!(
            "attribute '{}' in the signature of @{}",
            k.name(),
            global_name(m, g)
        ));
    }
    Ok(())
}

/// Checks the module flags and the globals' attributes of module `m`, compiled for
/// `platform`.
pub fn check_module(m: &Module, platform: Platform) -> Result<(), CodegenError> {
    for flag in m.module_flags() {
        let Some(status) = status_in(MODULE_FLAGS, flag.key) else {
            continue;
        };
        let value = flag.int();
        let rejected = match (status, flag.key) {
            // Read where a function has a canary (`emit::Guard::of`).
            (_, k) if k.starts_with("stack-protector-guard") => false,
            (Status::Error, _) => true,
            (Status::Partly, "Code Model") => !matches!(value, Some(0 | 1)),
            (Status::Partly, "override-stack-alignment") => !matches!(value, Some(0 | 16)),
            // CodeView debug information, which llc writes for Windows only.
            (Status::Partly, "cfguard" | "ehcontguard" | "CodeView") => {
                platform.is_windows() && value != Some(0)
            }
            (Status::Partly, _) => value != Some(0),
            _ => false,
        };
        if rejected {
            return Err(CodegenError::unsupported(
                flag.pos,
                format!("module flag \"{}\" = {}", flag.key, flag.value),
            ));
        }
    }
    for &g in &m.order {
        let gv = &m.globals[g];
        let GlobalKind::Var(v) = &gv.kind else {
            continue;
        };
        let reject = |what: String| {
            Err(CodegenError::unsupported(
                Some(gv.pos),
                format!("{what} of global @{}", global_name(m, g)),
            ))
        };
        if let Some(cm) = v.code_model.filter(|&c| c != CodeModel::Small) {
            return reject(format!("code_model \"{}\"", cm.name()));
        }
        for a in m.attrs.set(v.attrs) {
            if let Attr::Str(k, _) = *a {
                let key = m.syms.text(k);
                if status_in(GLOBAL_ATTRS, &key) == Some(Status::Error) {
                    return reject(format!("attribute \"{key}\""));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/attributes.md: the audit as users read it.
    const DOC: &str = include_str!("../../../docs/attributes.md");

    /// The status word of the table row for `` `name` `` in section `section` of the doc.
    fn doc_status(section: &str, name: &str) -> Option<String> {
        let start = DOC.find(&format!("\n## {section}\n"))?;
        let rest = &DOC[start + 1..];
        let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
        rest[..end].lines().find_map(|l| {
            let mut cells = l.split('|').map(str::trim).skip(1);
            let first = cells.next()?;
            (first == format!("`{name}`")).then(|| cells.next().unwrap_or("").to_string())
        })
    }

    /// Every row of a table in section `section` names a status as the code has it.
    fn check_table(section: &str, rows: impl Iterator<Item = (String, Status)>) {
        for (name, status) in rows {
            match doc_status(section, &name) {
                None => panic!("docs/attributes.md ({section}) does not list `{name}`"),
                Some(s) => assert_eq!(
                    s,
                    status.word(),
                    "docs/attributes.md ({section}) gives `{name}` another status"
                ),
            }
        }
    }

    /// llc-19's longest nop per tuning (measured for every CPU of `llc-19 -mcpu=help`).
    #[test]
    fn max_nop_lengths_are_llcs() {
        let none = std::iter::empty();
        for (tune, len) in [
            (Some("silvermont"), 7),
            (Some("bdver3"), 11),
            (Some("skylake"), 15),
            (Some("generic"), 15),
            (Some("x86-64"), 10),
            (Some("core2"), 10),
            (Some("bogus"), 10),
            // In an attribute: no CPU LLVM knows.
            (Some("native"), 10),
            (None, 10),
        ] {
            assert_eq!(super::max_nop_len(tune, none.clone()), len, "{tune:?}");
        }
        let feats = |l: &'static str| l.split(',');
        assert_eq!(
            super::max_nop_len(Some("skylake"), feats("-fast-15bytenop")),
            10
        );
        assert_eq!(
            super::max_nop_len(Some("skylake"), feats("+fast-7bytenop")),
            7
        );
        assert_eq!(
            super::max_nop_len(Some("core2"), feats("+fast-11bytenop")),
            11
        );
    }

    /// Every keyword attribute the parser knows is in the doc's table, with the status
    /// code generation gives it; so are the tables of string attributes, module flags,
    /// global attributes, target features and operand bundles.
    #[test]
    fn the_doc_lists_every_attribute_with_its_status() {
        check_table(
            "Keyword attributes",
            AttrKind::ALL
                .iter()
                .map(|&k| (k.name().to_string(), attr_status(k))),
        );
        for (section, table) in [
            ("String attributes", STRING_ATTRS),
            ("Target features", TARGET_FEATURES),
            ("Global attributes", GLOBAL_ATTRS),
            ("Function and global properties", PROPERTIES),
            ("Module flags", MODULE_FLAGS),
            ("Operand bundles", BUNDLES),
        ] {
            check_table(section, table.iter().map(|&(k, s)| (k.to_string(), s)));
        }
    }

    /// Compiles `ir` (every definition) for Linux and returns the first error message.
    fn first_error(ir: &str) -> Option<String> {
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        rllc_ir::verify(&m).expect("verifies");
        if let Err(e) = check_module(&m, Platform::Linux) {
            return Some(e.message);
        }
        let cx = X86Module::new(rllc_codegen::ModuleCtx::new(
            &m,
            rllc_codegen::RelocModel::Pic,
            Platform::Linux,
        ));
        m.order
            .iter()
            .find_map(|&g| {
                let body = m.function(g)?.body.as_ref()?;
                crate::compile_function(&cx, g, body, rllc_codegen::OptLevel::O0).err()
            })
            .map(|e| e.message)
    }

    /// What the audit rejects is rejected, what has no effect compiles.
    #[test]
    fn rejected_attributes_and_flags_are_errors() {
        let with = |attrs: &str| format!("define void @f() {attrs} {{\n  ret void\n}}");
        for bad in [
            "safestack",
            "\"zero-call-used-regs\"=\"used-gpr-bogus\"",
            "\"patchable-function-prefix\"=\"two\"",
            "\"target-features\"=\"+sse2,+lvi-cfi\"",
        ] {
            let e = first_error(&with(bad)).unwrap_or_default();
            assert!(e.starts_with("unsupported: "), "{bad}: {e}");
        }
        for fine in [
            "cold",
            "\"zero-call-used-regs\"=\"skip\"",
            "\"patchable-function-entry\"=\"7\" \"tune-cpu\"=\"atom\"",
            "\"patchable-function-entry\"=\"8\" \"tune-cpu\"=\"native\"",
            "\"patchable-function-entry\"=\"20\" \"patchable-function-prefix\"=\"3\"",
            "\"zero-call-used-regs\"=\"used-gpr\"",
            "\"target-features\"=\"+avx512f\" \"min-legal-vector-width\"=\"0\"",
            "alignstack(32)",
            "\"stackrealign\"",
        ] {
            assert_eq!(first_error(&with(fine)), None, "{fine}");
        }
        let flag = |f: &str| format!("!llvm.module.flags = !{{!0}}\n!0 = !{{{f}}}\n");
        let e = first_error(&flag("i32 1, !\"Code Model\", i32 4")).unwrap_or_default();
        assert!(e.contains("Code Model"), "{e}");
        assert_eq!(first_error(&flag("i32 1, !\"Code Model\", i32 1")), None);
        let e = first_error(
            "declare void @g(ptr nest)
             define void @f(ptr %p) {
               call void @g(ptr %p)
               ret void
             }",
        )
        .unwrap_or_default();
        assert!(e.contains("'nest'"), "{e}");
        // A realigned frame with a moving rsp is addressed from rbx, which inline asm
        // may not take.
        let realigned = |asm: &str| {
            first_error(&format!(
                "define void @f(i64 %n) \"stackrealign\" {{
                   %p = alloca i8, i64 %n
                   {asm}
                   ret void
                 }}"
            ))
        };
        assert_eq!(realigned(""), None);
        let e = realigned("call void asm sideeffect \"nop\", \"~{rbx}\"()").unwrap_or_default();
        assert!(e.contains("inline asm using rbx"), "{e}");
    }
}
