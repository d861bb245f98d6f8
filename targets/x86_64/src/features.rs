//! x86 instruction-set extensions: which ones a function may use.
//!
//! As in LLVM, a function's `"target-cpu"` and `"target-features"` attributes replace the
//! command line's `-mcpu` and `-mattr` (clang writes both on every function it emits).
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
}
