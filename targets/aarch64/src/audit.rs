//! What AArch64 code generation refuses so far: the platforms, module flags and function
//! attributes that change llc's AArch64 code and that this target does not honour yet
//! (pointer authentication beyond signed returns, stack probes, patchable entries,
//! instrumentation calls, the stack protector's other guard places). Each stops with a
//! located `unsupported: …` instead of being dropped.

use crate::encode;
use crate::lower::A64Module;
use rllc_codegen::zero_regs::ZeroChoice;
use rllc_codegen::{entry_call_name, CodegenError, Platform};
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::{GlobalId, Module};

/// Module flags that change code when set (non-zero).
const REJECTED_FLAGS: &[&str] = &[
    "branch-protection-pauth-lr",
    "ptrauth-elf-got",
    "ptrauth-sign-personality",
    "cf-protection-branch",
    "cf-protection-return",
    "kcfi",
    "override-stack-alignment",
];

/// Function attributes (keywords) that change code.
const REJECTED_ATTRS: &[AttrKind] = &[
    AttrKind::SafeStack,
    AttrKind::ShadowCallStack,
    AttrKind::Naked,
    AttrKind::AlignStack,
    AttrKind::SpeculativeLoadHardening,
];

/// String function attributes that change code, with the values that do not or that
/// are honoured.
const REJECTED_STR_ATTRS: &[(&str, &[&str])] = &[
    ("probe-stack", &["inline-asm"]),
    ("fentry-call", &["false"]),
    ("instrument-function-entry", &[]),
    ("instrument-function-exit", &[]),
    ("instrument-function-exit-inlined", &[]),
    ("sign-return-address", &["none", "non-leaf", "all"]),
    ("sign-return-address-key", &["a_key", "b_key"]),
    ("branch-protection-pauth-lr", &[]),
    ("ptrauth-returns", &[]),
    ("ptrauth-calls", &[]),
    ("ptrauth-auth-traps", &[]),
    ("ptrauth-indirect-gotos", &[]),
    ("split-stack", &[]),
];

/// String function attributes whose values must be counts.
const COUNT_STR_ATTRS: &[&str] = &[
    "patchable-function-entry",
    "patchable-function-prefix",
    "stack-probe-size",
];

/// Rejects platforms and module flags the target does not honour.
pub fn check_module(m: &Module, platform: Platform) -> Result<(), CodegenError> {
    if platform != Platform::Linux {
        return Err(CodegenError::unsupported(
            None,
            "AArch64 for other systems than Linux (ELF)",
        ));
    }
    for flag in m.module_flags() {
        let value = flag.int();
        let rejected = match flag.key {
            k if REJECTED_FLAGS.contains(&k) => value != Some(0),
            // Tiny (0), small (1, the default) and large (4); llc has no kernel or
            // medium model for AArch64.
            "Code Model" => !matches!(value, Some(0 | 1 | 4)),
            // The canary is in `__stack_chk_guard` (as on Linux by default) or at an
            // offset from a system register.
            "stack-protector-guard" => !matches!(flag.string(), Some("global" | "sysreg")),
            "stack-protector-guard-reg" => guard_sysreg(flag.string()).is_none(),
            "stack-protector-guard-offset" => flag_int(flag.value).is_none(),
            "stack-protector-guard-symbol" => true,
            _ => false,
        };
        let unnamed_sysreg = flag.key == "stack-protector-guard"
            && flag.string() == Some("sysreg")
            && guard_sysreg(
                m.module_flags()
                    .find(|f| f.key == "stack-protector-guard-reg")
                    .and_then(|f| f.string()),
            )
            .is_none();
        if rejected || unnamed_sysreg {
            return Err(CodegenError::unsupported(
                flag.pos,
                format!("module flag \"{}\" = {} on AArch64", flag.key, flag.value),
            ));
        }
    }
    Ok(())
}

/// The system register of a `stack-protector-guard-reg` flag (`sp_el0`, `tpidr_el0`,
/// `tpidrro_el0`); `None` for others and for no flag.
pub fn guard_sysreg(name: Option<&str>) -> Option<u16> {
    match name? {
        "sp_el0" => Some(encode::SP_EL0),
        "tpidr_el0" => Some(encode::TPIDR_EL0),
        "tpidrro_el0" => Some(encode::TPIDRRO_EL0),
        _ => None,
    }
}

/// The value of an integer module flag (`i32 -8`), negative ones too.
pub fn flag_int(value: &str) -> Option<i64> {
    let (ty, n) = value.split_once(' ')?;
    matches!(ty, "i32" | "i64").then_some(())?;
    n.trim().parse().ok()
}

/// Rejects function attributes the target does not honour.
pub fn check_function(cx: &A64Module<'_>, gid: GlobalId) -> Result<(), CodegenError> {
    let m = cx.m;
    let Some(f) = m.function(gid) else {
        return Ok(());
    };
    let set = m.attrs.list(f.attrs).func;
    let reject = |what: String| {
        Err(CodegenError::unsupported(
            Some(m.globals[gid].pos),
            format!("{what} in @{} on AArch64", cx.function_name(gid)),
        ))
    };
    for &k in REJECTED_ATTRS {
        if m.attrs.has(set, k) {
            return reject(format!("attribute {k:?}").to_lowercase());
        }
    }
    if !crate::features::Features::of(cx, set).fp_simd {
        // `-mgeneral-regs-only`: llc keeps to the general registers; rllc's copies,
        // vectors and floating point use the FP and SIMD ones.
        return reject(
            "target features without the FP and SIMD registers (-neon, -fp-armv8)".into(),
        );
    }
    for &(key, harmless) in REJECTED_STR_ATTRS {
        let Some(sym) = m.syms.lookup(key.as_bytes()) else {
            continue;
        };
        if let Some(v) = m.attrs.str_value(set, sym) {
            let text = v.map(|v| m.syms.text(v).into_owned()).unwrap_or_default();
            if !harmless.contains(&text.as_str()) {
                return reject(format!("\"{key}\"=\"{text}\""));
            }
        }
    }
    if let Some(v) = cx.fn_str_attr(gid, b"instrument-function-entry-inlined") {
        let text = String::from_utf8_lossy(v);
        if entry_call_name(&text).is_none() {
            return reject(format!("\"instrument-function-entry-inlined\"=\"{text}\""));
        }
    }
    if let Some(v) = cx.fn_str_attr(gid, b"zero-call-used-regs") {
        let text = String::from_utf8_lossy(v);
        if text != "skip" && ZeroChoice::parse(&text).is_none() {
            return reject(format!("\"zero-call-used-regs\"=\"{text}\""));
        }
    }
    for &key in COUNT_STR_ATTRS {
        let Some(v) = cx.fn_str_attr(gid, key.as_bytes()) else {
            continue;
        };
        let text = String::from_utf8_lossy(v);
        if text.parse::<u32>().is_err() {
            return reject(format!("\"{key}\"=\"{text}\" (not a count)"));
        }
    }
    Ok(())
}
