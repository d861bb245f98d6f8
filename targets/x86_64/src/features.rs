//! x86 instruction-set extensions: which ones a function may use.
//!
//! As in llc, a function's `"target-cpu"` attribute replaces the command line's `-mcpu`
//! and `-mattr` is appended to its `"target-features"` (clang writes both on every function
//! it emits).
//! SSE2 is always there (x86-64 baseline); SSE4.1 and AVX2 let instruction selection use
//! their instructions, and AVX makes 256-bit vectors live in ymm registers.

/// One extension rllc knows about.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Feature {
    Sse3,
    Ssse3,
    Sse41,
    Sse42,
    Popcnt,
    Avx,
    Avx2,
    Fma,
    F16c,
    Bmi,
    Bmi2,
    Lzcnt,
    /// `cmpxchg16b` (16-byte atomics).
    Cx16,
}

/// `-mattr` spellings, and the features each one implies when enabled.
const NAMES: [(&str, Feature, &[Feature]); 13] = {
    use Feature::*;
    [
        ("sse3", Sse3, &[]),
        ("ssse3", Ssse3, &[Sse3]),
        ("sse4.1", Sse41, &[Ssse3, Sse3]),
        ("sse4.2", Sse42, &[Sse41, Ssse3, Sse3]),
        ("popcnt", Popcnt, &[]),
        ("avx", Avx, &[Sse42, Sse41, Ssse3, Sse3]),
        ("avx2", Avx2, &[Avx, Sse42, Sse41, Ssse3, Sse3]),
        ("fma", Fma, &[Avx, Sse42, Sse41, Ssse3, Sse3]),
        ("f16c", F16c, &[Avx, Sse42, Sse41, Ssse3, Sse3]),
        ("bmi", Bmi, &[]),
        ("bmi2", Bmi2, &[]),
        ("lzcnt", Lzcnt, &[]),
        ("cx16", Cx16, &[]),
    ]
};

/// A set of [`Feature`]s.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Features(u32);

impl Features {
    /// The x86-64 baseline (SSE2 only).
    pub const BASELINE: Features = Features(0);

    /// Whether `f` is enabled.
    #[inline]
    pub fn has(self, f: Feature) -> bool {
        self.0 & (1 << f as u8) != 0
    }

    fn with(self, f: Feature) -> Features {
        Features(self.0 | 1 << f as u8)
    }

    fn without(self, f: Feature) -> Features {
        Features(self.0 & !(1 << f as u8))
    }

    /// The features of CPU `name` (`-mcpu`, `"target-cpu"`); `None` for an unknown name.
    pub fn of_cpu(name: &str) -> Option<Features> {
        use Feature::*;
        let v2: &[Feature] = &[Sse3, Ssse3, Sse41, Sse42, Popcnt];
        let v3: &[Feature] = &[
            Sse3, Ssse3, Sse41, Sse42, Popcnt, Avx, Avx2, Fma, F16c, Bmi, Bmi2, Lzcnt,
        ];
        let list: &[Feature] = match name {
            "" | "generic" | "x86-64" | "k8" | "opteron" | "athlon64" | "pentium4" => &[],
            "nocona" | "prescott" | "k8-sse3" | "opteron-sse3" | "athlon64-sse3" => &[Sse3],
            "core2" | "atom" | "bonnell" => &[Sse3, Ssse3],
            "penryn" => &[Sse3, Ssse3, Sse41],
            "x86-64-v2" | "nehalem" | "corei7" | "westmere" | "silvermont" | "slm" | "goldmont"
            | "goldmont-plus" | "tremont" | "btver2" => v2,
            "sandybridge" | "corei7-avx" | "ivybridge" | "core-avx-i" => {
                &[Sse3, Ssse3, Sse41, Sse42, Popcnt, Avx]
            }
            "amdfam10" | "barcelona" | "btver1" => &[Sse3, Popcnt, Lzcnt],
            "bdver1" | "bdver2" | "bdver3" | "bdver4" => {
                &[Sse3, Ssse3, Sse41, Sse42, Popcnt, Avx, Lzcnt]
            }
            "x86-64-v3" | "x86-64-v4" | "haswell" | "core-avx2" | "broadwell" | "skylake"
            | "skylake-avx512" | "skx" | "cascadelake" | "cooperlake" | "cannonlake"
            | "icelake-client" | "icelake-server" | "tigerlake" | "sapphirerapids"
            | "alderlake" | "raptorlake" | "meteorlake" | "arrowlake" | "graniterapids"
            | "rocketlake" | "znver1" | "znver2" | "znver3" | "znver4" | "znver5" => v3,
            "native" => return Some(Features::of_host()),
            _ => return None,
        };
        let base = list.iter().fold(Features::BASELINE, |s, &f| s.with(f));
        // Every CPU after the first x86-64 generation has cmpxchg16b.
        let first_gen = matches!(
            name,
            "" | "generic" | "x86-64" | "k8" | "opteron" | "athlon64" | "pentium4"
        );
        Some(if first_gen { base } else { base.with(Cx16) })
    }

    fn of_host() -> Features {
        #[cfg(target_arch = "x86_64")]
        {
            let mut s = Features::BASELINE;
            macro_rules! detect {
                ($($name:tt => $f:ident),*) => {
                    $(if std::arch::is_x86_feature_detected!($name) { s = s.with(Feature::$f); })*
                };
            }
            detect!("sse3" => Sse3, "ssse3" => Ssse3, "sse4.1" => Sse41, "sse4.2" => Sse42,
                "popcnt" => Popcnt, "avx" => Avx, "avx2" => Avx2, "fma" => Fma, "f16c" => F16c,
                "bmi1" => Bmi, "bmi2" => Bmi2, "lzcnt" => Lzcnt, "cmpxchg16b" => Cx16);
            s
        }
        #[cfg(not(target_arch = "x86_64"))]
        Features::BASELINE
    }

    /// Applies a comma-separated `+feat,-feat` list (`-mattr`, `"target-features"`).
    /// Enabling a feature enables what it implies; disabling one disables what implies
    /// it. Features rllc does not use are ignored, as are those it cannot turn off
    /// (`-sse2` is an error in the caller's eyes: rllc always uses SSE2).
    pub fn apply(mut self, list: &str) -> Features {
        for item in list.split(',') {
            let item = item.trim();
            let (on, name) = match item.as_bytes().first() {
                Some(b'+') => (true, &item[1..]),
                Some(b'-') => (false, &item[1..]),
                _ => (true, item),
            };
            let Some(&(_, f, implied)) = NAMES.iter().find(|(n, ..)| *n == name) else {
                continue;
            };
            if on {
                self = implied.iter().fold(self.with(f), |s, &g| s.with(g));
            } else {
                self = self.without(f);
                for &(_, g, imp) in &NAMES {
                    if imp.contains(&f) {
                        self = self.without(g);
                    }
                }
            }
        }
        self
    }

    /// The features of `cpu` (when given) with `attrs` applied; `None` for an unknown CPU.
    pub fn resolve(cpu: Option<&str>, attrs: Option<&str>) -> Option<Features> {
        let base = match cpu {
            Some(c) => Features::of_cpu(c)?,
            None => Features::BASELINE,
        };
        Some(match attrs {
            Some(a) => base.apply(a),
            None => base,
        })
    }
}

/// The CPU names LLVM 19 knows for x86 (`llc -mcpu=help`); rllc takes the features of
/// those [`Features::of_cpu`] does not know as the x86-64 baseline.
pub const LLVM_CPUS: &[&str] = &[
    "alderlake",
    "amdfam10",
    "arrowlake",
    "arrowlake-s",
    "arrowlake_s",
    "athlon",
    "athlon-4",
    "athlon-fx",
    "athlon-mp",
    "athlon-tbird",
    "athlon-xp",
    "athlon64",
    "athlon64-sse3",
    "atom",
    "atom_sse4_2",
    "atom_sse4_2_movbe",
    "barcelona",
    "bdver1",
    "bdver2",
    "bdver3",
    "bdver4",
    "bonnell",
    "broadwell",
    "btver1",
    "btver2",
    "c3",
    "c3-2",
    "cannonlake",
    "cascadelake",
    "clearwaterforest",
    "cooperlake",
    "core-avx-i",
    "core-avx2",
    "core2",
    "core_2_duo_sse4_1",
    "core_2_duo_ssse3",
    "core_2nd_gen_avx",
    "core_3rd_gen_avx",
    "core_4th_gen_avx",
    "core_4th_gen_avx_tsx",
    "core_5th_gen_avx",
    "core_5th_gen_avx_tsx",
    "core_aes_pclmulqdq",
    "core_i7_sse4_2",
    "corei7",
    "corei7-avx",
    "emeraldrapids",
    "generic",
    "geode",
    "goldmont",
    "goldmont-plus",
    "goldmont_plus",
    "gracemont",
    "grandridge",
    "graniterapids",
    "graniterapids-d",
    "graniterapids_d",
    "haswell",
    "i386",
    "i486",
    "i586",
    "i686",
    "icelake-client",
    "icelake-server",
    "icelake_client",
    "icelake_server",
    "ivybridge",
    "k6",
    "k6-2",
    "k6-3",
    "k8",
    "k8-sse3",
    "knl",
    "knm",
    "lakemont",
    "lunarlake",
    "meteorlake",
    "mic_avx512",
    "nehalem",
    "nocona",
    "opteron",
    "opteron-sse3",
    "pantherlake",
    "penryn",
    "pentium",
    "pentium-m",
    "pentium-mmx",
    "pentium2",
    "pentium3",
    "pentium3m",
    "pentium4",
    "pentium4m",
    "pentium_4",
    "pentium_4_sse3",
    "pentium_ii",
    "pentium_iii",
    "pentium_iii_no_xmm_regs",
    "pentium_m",
    "pentium_mmx",
    "pentium_pro",
    "pentiumpro",
    "prescott",
    "raptorlake",
    "rocketlake",
    "sandybridge",
    "sapphirerapids",
    "sierraforest",
    "silvermont",
    "skx",
    "skylake",
    "skylake-avx512",
    "skylake_avx512",
    "slm",
    "tigerlake",
    "tremont",
    "westmere",
    "winchip-c6",
    "winchip2",
    "x86-64",
    "x86-64-v2",
    "x86-64-v3",
    "x86-64-v4",
    "yonah",
    "znver1",
    "znver2",
    "znver3",
    "znver4",
    "znver5",
];

/// The feature names LLVM 19 knows for x86 (`llc -mattr=help`); rllc ignores those it does
/// not select instructions by ([`Feature`]).
pub const LLVM_FEATURES: &[&str] = &[
    "16bit-mode",
    "32bit-mode",
    "64bit",
    "64bit-mode",
    "adx",
    "aes",
    "allow-light-256-bit",
    "amx-bf16",
    "amx-complex",
    "amx-fp16",
    "amx-int8",
    "amx-tile",
    "avx",
    "avx10.1-256",
    "avx10.1-512",
    "avx2",
    "avx512bf16",
    "avx512bitalg",
    "avx512bw",
    "avx512cd",
    "avx512dq",
    "avx512f",
    "avx512fp16",
    "avx512ifma",
    "avx512vbmi",
    "avx512vbmi2",
    "avx512vl",
    "avx512vnni",
    "avx512vp2intersect",
    "avx512vpopcntdq",
    "avxifma",
    "avxneconvert",
    "avxvnni",
    "avxvnniint16",
    "avxvnniint8",
    "bmi",
    "bmi2",
    "branch-hint",
    "branchfusion",
    "ccmp",
    "cf",
    "cldemote",
    "clflushopt",
    "clwb",
    "clzero",
    "cmov",
    "cmpccxadd",
    "crc32",
    "cx16",
    "cx8",
    "egpr",
    "enqcmd",
    "ermsb",
    "evex512",
    "f16c",
    "false-deps-getmant",
    "false-deps-lzcnt-tzcnt",
    "false-deps-mulc",
    "false-deps-mullq",
    "false-deps-perm",
    "false-deps-popcnt",
    "false-deps-range",
    "fast-11bytenop",
    "fast-15bytenop",
    "fast-7bytenop",
    "fast-bextr",
    "fast-dpwssd",
    "fast-gather",
    "fast-hops",
    "fast-imm16",
    "fast-lzcnt",
    "fast-movbe",
    "fast-scalar-fsqrt",
    "fast-scalar-shift-masks",
    "fast-shld-rotate",
    "fast-variable-crosslane-shuffle",
    "fast-variable-perlane-shuffle",
    "fast-vector-fsqrt",
    "fast-vector-shift-masks",
    "faster-shift-than-shuffle",
    "fma",
    "fma4",
    "fsgsbase",
    "fsrm",
    "fxsr",
    "gfni",
    "harden-sls-ijmp",
    "harden-sls-ret",
    "hreset",
    "idivl-to-divb",
    "idivq-to-divl",
    "inline-asm-use-gpr32",
    "invpcid",
    "kl",
    "lea-sp",
    "lea-uses-ag",
    "lvi-cfi",
    "lvi-load-hardening",
    "lwp",
    "lzcnt",
    "macrofusion",
    "mmx",
    "movbe",
    "movdir64b",
    "movdiri",
    "mwaitx",
    "ndd",
    "nf",
    "no-bypass-delay",
    "no-bypass-delay-blend",
    "no-bypass-delay-mov",
    "no-bypass-delay-shuffle",
    "nopl",
    "pad-short-functions",
    "pclmul",
    "pconfig",
    "pku",
    "popcnt",
    "ppx",
    "prefer-128-bit",
    "prefer-256-bit",
    "prefer-mask-registers",
    "prefer-movmsk-over-vtest",
    "prefer-no-gather",
    "prefer-no-scatter",
    "prefetchi",
    "prfchw",
    "ptwrite",
    "push2pop2",
    "raoint",
    "rdpid",
    "rdpru",
    "rdrnd",
    "rdseed",
    "retpoline",
    "retpoline-external-thunk",
    "retpoline-indirect-branches",
    "retpoline-indirect-calls",
    "rtm",
    "sahf",
    "sbb-dep-breaking",
    "serialize",
    "seses",
    "sgx",
    "sha",
    "sha512",
    "shstk",
    "slow-3ops-lea",
    "slow-incdec",
    "slow-lea",
    "slow-pmaddwd",
    "slow-pmulld",
    "slow-shld",
    "slow-two-mem-ops",
    "slow-unaligned-mem-16",
    "slow-unaligned-mem-32",
    "sm3",
    "sm4",
    "soft-float",
    "sse",
    "sse-unaligned-mem",
    "sse2",
    "sse3",
    "sse4.1",
    "sse4.2",
    "sse4a",
    "ssse3",
    "tagged-globals",
    "tbm",
    "tsxldtrk",
    "tuning-fast-imm-vector-shift",
    "uintr",
    "use-glm-div-sqrt-costs",
    "use-slm-arith-costs",
    "usermsr",
    "vaes",
    "vpclmulqdq",
    "vzeroupper",
    "waitpkg",
    "wbnoinvd",
    "widekl",
    "x87",
    "xop",
    "xsave",
    "xsavec",
    "xsaveopt",
    "xsaves",
];

/// llc's warnings about `-mcpu` and `-mattr`: a CPU or a feature LLVM does not know.
pub fn command_line_warnings(cpu: Option<&str>, mattr: Option<&str>) -> Vec<String> {
    let mut warnings = Vec::new();
    if let Some(cpu) = cpu.filter(|&c| c != "native" && !LLVM_CPUS.contains(&c)) {
        warnings.push(format!(
            "'{cpu}' is not a recognized processor for this target (ignoring processor)"
        ));
    }
    for item in mattr.into_iter().flat_map(|list| list.split(',')) {
        let (sign, name) = match item.as_bytes().first() {
            Some(b'-') => ('-', &item[1..]),
            Some(b'+') => ('+', &item[1..]),
            _ => ('+', item),
        };
        if !name.is_empty() && !LLVM_FEATURES.contains(&name) {
            warnings.push(format!(
                "'{sign}{name}' is not a recognized feature for this target (ignoring feature)"
            ));
        }
    }
    warnings
}

/// What `-mcpu=help` and `-mattr=help` print: LLVM's CPU and feature names, the features
/// rllc selects instructions by marked.
pub fn help() -> String {
    let mut text = String::from("Available CPUs for this target:\n\n");
    for cpu in LLVM_CPUS {
        text.push_str(&format!("  {cpu}\n"));
    }
    text.push_str("\nAvailable features for this target (* : used by rllc):\n\n");
    for feature in LLVM_FEATURES {
        let used = NAMES.iter().any(|(n, ..)| n == feature);
        text.push_str(&format!("  {feature}{}\n", if used { " *" } else { "" }));
    }
    text.push_str(
        "\nUse +feature to enable a feature, or -feature to disable it.\n\
         For example, rllc -mcpu=mycpu -mattr=+feature1,-feature2\n",
    );
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implications_and_removal() {
        let f = Features::BASELINE.apply("+avx2");
        assert!(f.has(Feature::Avx) && f.has(Feature::Sse41) && f.has(Feature::Ssse3));
        let g = f.apply("-sse4.1");
        assert!(!g.has(Feature::Sse41) && !g.has(Feature::Avx2) && !g.has(Feature::Avx));
        assert!(g.has(Feature::Ssse3));
        let clang = "+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87";
        assert_eq!(Features::BASELINE.apply(clang), Features::BASELINE);
    }

    #[test]
    fn cpus() {
        assert!(Features::of_cpu("haswell").unwrap().has(Feature::Avx2));
        assert!(!Features::of_cpu("x86-64").unwrap().has(Feature::Sse3));
        assert!(Features::of_cpu("nehalem").unwrap().has(Feature::Sse42));
        assert!(Features::of_cpu("no-such-cpu").is_none());
    }

    #[test]
    fn rllc_features_are_llvm_features() {
        for (name, ..) in NAMES {
            assert!(LLVM_FEATURES.contains(&name), "{name}");
        }
        let w = command_line_warnings(Some("bogus"), Some("+avx2,+bogus,-sse4.1,foo"));
        assert_eq!(
            w,
            [
                "'bogus' is not a recognized processor for this target (ignoring processor)",
                "'+bogus' is not a recognized feature for this target (ignoring feature)",
                "'+foo' is not a recognized feature for this target (ignoring feature)",
            ]
        );
    }
}
