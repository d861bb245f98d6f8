//! The subtarget features AArch64 code generation reads, resolved as llc resolves them
//! for a function: its `"target-cpu"` attribute (else `-mcpu`) and its
//! `"target-features"` with `-mattr` appended, later entries winning. Only the features
//! that change rllc's code are tracked: the LSE atomics, clang's outline atomics and the
//! pointer authentication of return addresses.

use rllc_codegen::ModuleCtx;
use rllc_ir::attrs::AttrSet;

/// CPUs of llc 19 with the LSE atomics (Armv8.1-A and later).
const LSE_CPUS: &[&str] = &[
    "a64fx",
    "ampere1",
    "ampere1a",
    "ampere1b",
    "apple-a11",
    "apple-a12",
    "apple-a13",
    "apple-a14",
    "apple-a15",
    "apple-a16",
    "apple-a17",
    "apple-latest",
    "apple-m1",
    "apple-m2",
    "apple-m3",
    "apple-s4",
    "apple-s5",
    "carmel",
    "cortex-a510",
    "cortex-a520",
    "cortex-a520ae",
    "cortex-a55",
    "cortex-a65",
    "cortex-a65ae",
    "cortex-a710",
    "cortex-a715",
    "cortex-a720",
    "cortex-a720ae",
    "cortex-a725",
    "cortex-a75",
    "cortex-a76",
    "cortex-a76ae",
    "cortex-a77",
    "cortex-a78",
    "cortex-a78ae",
    "cortex-a78c",
    "cortex-r82",
    "cortex-r82ae",
    "cortex-x1",
    "cortex-x1c",
    "cortex-x2",
    "cortex-x3",
    "cortex-x4",
    "cortex-x925",
    "exynos-m4",
    "exynos-m5",
    "grace",
    "neoverse-512tvb",
    "neoverse-e1",
    "neoverse-n1",
    "neoverse-n2",
    "neoverse-n3",
    "neoverse-v1",
    "neoverse-v2",
    "neoverse-v3",
    "neoverse-v3ae",
    "oryon-1",
    "saphira",
    "thunderx2t99",
    "thunderx3t110",
    "tsv110",
];

/// Architecture versions (`+v8.1a`…) that include LSE.
const LSE_VERSIONS: &[&str] = &[
    "v8.1a", "v8.2a", "v8.3a", "v8.4a", "v8.5a", "v8.6a", "v8.7a", "v8.8a", "v8.9a", "v9a",
    "v9.1a", "v9.2a", "v9.3a", "v9.4a", "v9.5a", "v8r",
];

/// Architecture versions (`+v8.3a`…) that include pointer authentication.
const PAUTH_VERSIONS: &[&str] = &[
    "v8.3a", "v8.4a", "v8.5a", "v8.6a", "v8.7a", "v8.8a", "v8.9a", "v9a", "v9.1a", "v9.2a",
    "v9.3a", "v9.4a", "v9.5a",
];

/// CPUs of llc 19 with pointer authentication (Armv8.3-A and later); others are taken
/// not to have it, which costs `autiasp; ret` for `retaa` and is never wrong.
const PAUTH_CPUS: &[&str] = &[
    "ampere1",
    "ampere1a",
    "ampere1b",
    "apple-a12",
    "apple-a13",
    "apple-a14",
    "apple-a15",
    "apple-a16",
    "apple-a17",
    "apple-latest",
    "apple-m1",
    "apple-m2",
    "apple-m3",
    "apple-s4",
    "apple-s5",
    "cortex-a510",
    "cortex-a520",
    "cortex-a520ae",
    "cortex-a710",
    "cortex-a715",
    "cortex-a720",
    "cortex-a720ae",
    "cortex-a725",
    "cortex-x2",
    "cortex-x3",
    "cortex-x4",
    "cortex-x925",
    "grace",
    "neoverse-512tvb",
    "neoverse-n2",
    "neoverse-n3",
    "neoverse-v1",
    "neoverse-v2",
    "neoverse-v3",
    "neoverse-v3ae",
    "oryon-1",
    "saphira",
    "thunderx3t110",
];

/// What a function's atomics and signed returns compile to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Features {
    /// The LSE instructions (`cas`, `ldadd`, `swp`…): `+lse`, an Armv8.1-A or later
    /// version, or a CPU that has them.
    pub lse: bool,
    /// Without LSE: calls to libgcc's `__aarch64_cas4_acq_rel`-style helpers
    /// (`+outline-atomics`, clang's default on Linux).
    pub outline_atomics: bool,
    /// Armv8.3's pointer authentication (`+pauth`, a version from Armv8.3, or a CPU
    /// that has it): signed returns end with `retaa`/`retab`.
    pub pauth: bool,
    /// The FP and SIMD registers, which rllc's code always uses: off with `-fp-armv8`
    /// or `-neon` (`-mgeneral-regs-only`), which the audit refuses.
    pub fp_simd: bool,
}

impl Features {
    /// The features of a function with attribute set `set` in module `cx`.
    pub fn of(cx: &ModuleCtx<'_>, set: AttrSet) -> Features {
        let m = cx.m;
        let attr = |key: &[u8]| -> Option<String> {
            let k = m.syms.lookup(key)?;
            let v = m.attrs.str_value(set, k)??;
            Some(m.syms.text(v).into_owned())
        };
        let cpu = attr(b"target-cpu").or_else(|| cx.cpu.clone());
        let own = attr(b"target-features");
        let lists = [own.as_deref(), cx.mattr.as_deref()];
        Features::resolve(cpu.as_deref(), lists.into_iter().flatten())
    }

    /// The features of CPU `cpu` with the comma-separated `+feat,-feat` `lists` applied in
    /// order.
    fn resolve<'s>(cpu: Option<&str>, lists: impl Iterator<Item = &'s str>) -> Features {
        let mut f = Features {
            lse: cpu.is_some_and(|c| LSE_CPUS.contains(&c)),
            outline_atomics: false,
            pauth: cpu.is_some_and(|c| PAUTH_CPUS.contains(&c)),
            fp_simd: true,
        };
        for entry in lists.flat_map(|list| list.split(',')) {
            let (on, name) = match entry.trim().split_at_checked(1) {
                Some(("+", name)) => (true, name),
                Some(("-", name)) => (false, name),
                _ => continue,
            };
            match name {
                "lse" => f.lse = on,
                "outline-atomics" => f.outline_atomics = on,
                "pauth" => f.pauth = on,
                "fp-armv8" | "neon" => f.fp_simd = on,
                v if on && (LSE_VERSIONS.contains(&v) || PAUTH_VERSIONS.contains(&v)) => {
                    f.lse |= LSE_VERSIONS.contains(&v);
                    f.pauth |= PAUTH_VERSIONS.contains(&v);
                }
                _ => {}
            }
        }
        f
    }

    /// Whether atomics call the outline helpers: only without LSE, as in llc.
    pub fn outline(self) -> bool {
        self.outline_atomics && !self.lse
    }
}

#[cfg(test)]
mod tests {
    use super::Features;

    fn resolve(cpu: Option<&str>, lists: &[&str]) -> Features {
        Features::resolve(cpu, lists.iter().copied())
    }

    #[test]
    fn lse_comes_from_the_feature_the_version_or_the_cpu() {
        assert!(!resolve(Some("generic"), &["+neon,+v8a"]).lse);
        assert!(resolve(None, &["+lse"]).lse);
        assert!(resolve(None, &["+v8.2a"]).lse);
        assert!(resolve(Some("neoverse-n1"), &[]).lse);
        assert!(resolve(Some("cortex-a76"), &["+neon"]).lse);
        // Later entries win: -mattr after the function's list.
        assert!(!resolve(Some("neoverse-n1"), &["+outline-atomics", "-lse"]).lse);
        assert!(resolve(None, &["-lse", "+lse"]).lse);
    }

    #[test]
    fn general_registers_only_turns_off_fp_and_simd() {
        assert!(resolve(None, &["+neon,+v8a"]).fp_simd);
        assert!(!resolve(None, &["+v8a,-fp-armv8,-neon"]).fp_simd);
        assert!(!resolve(None, &["-neon"]).fp_simd);
        assert!(resolve(None, &["-neon", "+neon"]).fp_simd);
    }

    #[test]
    fn pauth_comes_from_the_feature_the_version_or_the_cpu() {
        assert!(!resolve(Some("generic"), &["+neon,+v8a"]).pauth);
        assert!(!resolve(None, &["+v8.2a"]).pauth);
        assert!(resolve(None, &["+v8.3a"]).pauth);
        assert!(resolve(None, &["+pauth"]).pauth);
        assert!(resolve(Some("neoverse-v1"), &[]).pauth);
        assert!(!resolve(Some("neoverse-n1"), &[]).pauth);
        assert!(!resolve(Some("apple-m1"), &["-pauth"]).pauth);
    }

    #[test]
    fn outline_atomics_only_without_lse() {
        let clang_default = resolve(Some("generic"), &["+fp-armv8,+neon,+outline-atomics,+v8a"]);
        assert!(clang_default.outline());
        assert!(!resolve(None, &["+outline-atomics,+lse"]).outline());
        assert!(!resolve(None, &["+outline-atomics", "-outline-atomics"]).outline());
        assert!(!resolve(None, &[]).outline());
    }
}
