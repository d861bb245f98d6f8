//! The target data layout: the parsed form of a module's
//! `target datalayout = "..."` string.
//!
//! The syntax and every default follow LLVM's LangRef ("Data Layout") and
//! `llvm::DataLayout` as of LLVM 20/21, whose parser is the stricter
//! rewrite of LLVM 19's. A layout string is a `-`-separated list of
//! specifications:
//!
//! | spec                                   | meaning                                       |
//! |----------------------------------------|-----------------------------------------------|
//! | `e` / `E`                              | little / big endian                           |
//! | `S<align>`                             | natural stack alignment                       |
//! | `P<as>` / `A<as>` / `G<as>`            | program / alloca / globals address space      |
//! | `p[<as>]:<size>:<abi>[:<pref>[:<idx>]]`| pointer size, alignments and index width      |
//! | `i<size>:<abi>[:<pref>]`               | integer alignment                             |
//! | `f<size>:<abi>[:<pref>]`               | floating-point alignment                      |
//! | `v<size>:<abi>[:<pref>]`               | vector alignment                              |
//! | `a[0]:<abi>[:<pref>]`                  | aggregate alignment                           |
//! | `F(i\|n)<abi>`                         | function pointer alignment                    |
//! | `m:<mangling>`                         | symbol mangling (`e o w x l m a`)             |
//! | `n<size>[:<size>]...`                  | native integer widths                         |
//! | `ni:<as>[:<as>]...`                    | non-integral address spaces                   |
//! | `s...`                                 | obsolete, accepted and ignored                |
//!
//! All sizes and alignments are in bits. Alignments must be a power of two
//! times 8 and fit in 16 bits; sizes must be non-zero and fit in 24 bits;
//! address spaces must fit in 24 bits. Anything not specified takes LLVM's
//! default, which is what an empty string means.

use std::fmt;

/// Byte order of the target ('e' or 'E').
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Endianness {
    /// Least significant byte first (`e`, the default).
    #[default]
    Little,
    /// Most significant byte first (`E`).
    Big,
}

/// Symbol mangling mode selected by the `m:` specification.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mangling {
    /// No `m:` specification: symbols are not mangled.
    #[default]
    None,
    /// `m:e`: ELF mangling, private symbols get `.L`.
    Elf,
    /// `m:o`: Mach-O mangling, globals get `_`, private symbols `L`.
    MachO,
    /// `m:w`: Windows COFF mangling, private symbols get `.L`.
    WinCoff,
    /// `m:x`: Windows x86 COFF mangling, globals get `_`, private symbols `L`.
    WinCoffX86,
    /// `m:l`: GOFF (z/OS) mangling, private symbols get `@`.
    Gof,
    /// `m:m`: MIPS mangling, private symbols get `$`.
    Mips,
    /// `m:a`: XCOFF (AIX) mangling, private symbols get `L..`.
    XCoff,
}

impl Mangling {
    /// The character used after `m:` for this mode, or `None` for
    /// [`Mangling::None`] (which has no spelling).
    pub fn code(self) -> Option<char> {
        match self {
            Mangling::None => None,
            Mangling::Elf => Some('e'),
            Mangling::MachO => Some('o'),
            Mangling::WinCoff => Some('w'),
            Mangling::WinCoffX86 => Some('x'),
            Mangling::Gof => Some('l'),
            Mangling::Mips => Some('m'),
            Mangling::XCoff => Some('a'),
        }
    }

    /// The mode spelled by `c` after `m:`, if `c` is a known mode.
    pub fn from_code(c: char) -> Option<Mangling> {
        Some(match c {
            'e' => Mangling::Elf,
            'o' => Mangling::MachO,
            'w' => Mangling::WinCoff,
            'x' => Mangling::WinCoffX86,
            'l' => Mangling::Gof,
            'm' => Mangling::Mips,
            'a' => Mangling::XCoff,
            _ => return None,
        })
    }
}

impl fmt::Display for Mangling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code() {
            Some(c) => write!(f, "m:{c}"),
            None => f.write_str("none"),
        }
    }
}

/// Alignment of one primitive bit width (`i`, `f` or `v`), in bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct PrimitiveSpec {
    bits: u32,
    abi: u32,
    pref: u32,
}

/// Layout of pointers in one address space; alignments in bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct PointerSpec {
    addrspace: u32,
    size: u32,
    abi: u32,
    pref: u32,
    index: u32,
}

const fn prim(bits: u32, abi: u32, pref: u32) -> PrimitiveSpec {
    PrimitiveSpec { bits, abi, pref }
}

/// LLVM's default integer specs, sorted by width.
const DEFAULT_INT_SPECS: [PrimitiveSpec; 5] = [
    prim(1, 8, 8),
    prim(8, 8, 8),
    prim(16, 16, 16),
    prim(32, 32, 32),
    prim(64, 32, 64),
];

/// LLVM's default floating-point specs, sorted by width.
const DEFAULT_FLOAT_SPECS: [PrimitiveSpec; 4] = [
    prim(16, 16, 16),
    prim(32, 32, 32),
    prim(64, 64, 64),
    prim(128, 128, 128),
];

/// LLVM's default vector specs, sorted by width.
const DEFAULT_VECTOR_SPECS: [PrimitiveSpec; 2] = [prim(64, 64, 64), prim(128, 128, 128)];

/// LLVM's default pointer spec: `p0:64:64:64:64`.
const DEFAULT_POINTER_SPEC: PointerSpec = PointerSpec {
    addrspace: 0,
    size: 64,
    abi: 64,
    pref: 64,
    index: 64,
};

/// Largest power of two representable in the `u32` bit-alignment results.
const MAX_ALIGN_BITS: u32 = 1 << 31;

/// A parsed target data layout, with LLVM's defaults for everything the
/// string did not specify.
///
/// All sizes and alignments are reported in bits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataLayout {
    endianness: Endianness,
    mangling: Mangling,
    stack_align: Option<u32>,
    program_addrspace: u32,
    alloca_addrspace: u32,
    globals_addrspace: u32,
    function_ptr_align: Option<(u32, bool)>,
    /// Sorted by width; always contains LLVM's default widths.
    int_specs: Vec<PrimitiveSpec>,
    /// Sorted by width.
    float_specs: Vec<PrimitiveSpec>,
    /// Sorted by width.
    vector_specs: Vec<PrimitiveSpec>,
    /// Sorted by address space; entry 0 is always address space 0.
    pointer_specs: Vec<PointerSpec>,
    /// Sorted, without duplicates; never contains 0.
    non_integral: Vec<u32>,
    aggregate_abi: u32,
    aggregate_pref: u32,
    /// In the order written.
    legal_int_widths: Vec<u32>,
}

impl Default for DataLayout {
    fn default() -> Self {
        Self::llvm_default()
    }
}

impl DataLayout {
    /// LLVM's default layout (what an empty string means): little endian,
    /// no mangling, 64-bit pointers aligned to 64 bits, `i64:32:64`,
    /// `f16/f32/f64/f128` naturally aligned, `v64:64` and `v128:128`,
    /// `a:8:64`, no native integer widths and no stack alignment.
    #[allow(clippy::should_implement_trait)]
    pub fn default() -> Self {
        Self::llvm_default()
    }

    fn llvm_default() -> Self {
        DataLayout {
            endianness: Endianness::Little,
            mangling: Mangling::None,
            stack_align: None,
            program_addrspace: 0,
            alloca_addrspace: 0,
            globals_addrspace: 0,
            function_ptr_align: None,
            int_specs: DEFAULT_INT_SPECS.to_vec(),
            float_specs: DEFAULT_FLOAT_SPECS.to_vec(),
            vector_specs: DEFAULT_VECTOR_SPECS.to_vec(),
            pointer_specs: vec![DEFAULT_POINTER_SPEC],
            non_integral: Vec::new(),
            aggregate_abi: 8,
            aggregate_pref: 64,
            legal_int_widths: Vec::new(),
        }
    }

    /// Parses a data layout string (the contents of the quotes in
    /// `target datalayout = "..."`).
    ///
    /// Later specifications override earlier ones for the same entity. The
    /// error says what is wrong and quotes the offending specification,
    /// e.g. `invalid alignment in 'i64:63': ...`; the caller adds the
    /// source location.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::llvm_default();
        if s.is_empty() {
            return Ok(dl);
        }
        let mut non_integral = Vec::new();
        for spec in s.split('-') {
            if spec.is_empty() {
                return Err(format!(
                    "empty specification in datalayout string '{s}' \
                     (stray or doubled '-')"
                ));
            }
            dl.parse_spec(spec, &mut non_integral)?;
        }
        non_integral.sort_unstable();
        non_integral.dedup();
        dl.non_integral = non_integral;
        Ok(dl)
    }

    fn parse_spec(&mut self, spec: &str, non_integral: &mut Vec<u32>) -> Result<(), String> {
        // "ni" is the only two-character specifier; it must be checked
        // before 'n'.
        if let Some(rest) = spec.strip_prefix("ni") {
            let Some(list) = rest.strip_prefix(':') else {
                return Err(format_error(
                    spec,
                    "ni:<address space>[:<address space>]...",
                ));
            };
            for field in list.split(':') {
                let addrspace = parse_addrspace(field, spec)?;
                if addrspace == 0 {
                    return Err(format!(
                        "invalid address space in '{spec}': \
                         address space 0 cannot be non-integral"
                    ));
                }
                non_integral.push(addrspace);
            }
            return Ok(());
        }

        let mut chars = spec.chars();
        let Some(specifier) = chars.next() else {
            return Err("empty specification in datalayout string".to_string());
        };
        let rest = chars.as_str();
        match specifier {
            'i' | 'f' | 'v' => self.parse_primitive_spec(specifier, rest, spec),
            'a' => self.parse_aggregate_spec(rest, spec),
            'p' => self.parse_pointer_spec(rest, spec),
            // Obsolete stack-object alignment; LLVM ignores it entirely.
            's' => Ok(()),
            'e' | 'E' => {
                if !rest.is_empty() {
                    return Err(format!(
                        "malformed specification '{spec}': must be just 'e' or 'E'"
                    ));
                }
                self.endianness = if specifier == 'E' {
                    Endianness::Big
                } else {
                    Endianness::Little
                };
                Ok(())
            }
            'n' => {
                for field in rest.split(':') {
                    let width = parse_size(field, "size", spec)?;
                    self.legal_int_widths.push(width);
                }
                Ok(())
            }
            'S' => {
                if rest.is_empty() {
                    return Err(format_error(spec, "S<size>"));
                }
                self.stack_align = Some(parse_align(rest, "stack natural", false, spec)?);
                Ok(())
            }
            'F' => {
                let mut rest_chars = rest.chars();
                let Some(kind) = rest_chars.next() else {
                    return Err(format_error(spec, "F<type><abi>"));
                };
                let independent = match kind {
                    'i' => true,
                    'n' => false,
                    other => {
                        return Err(format!(
                            "invalid function pointer alignment type in '{spec}': \
                             expected 'i' or 'n', found '{other}'"
                        ))
                    }
                };
                let align = parse_align(rest_chars.as_str(), "ABI", false, spec)?;
                self.function_ptr_align = Some((align, independent));
                Ok(())
            }
            'P' | 'A' | 'G' => {
                if rest.is_empty() {
                    return Err(format_error(spec, &format!("{specifier}<address space>")));
                }
                let addrspace = parse_addrspace(rest, spec)?;
                match specifier {
                    'P' => self.program_addrspace = addrspace,
                    'A' => self.alloca_addrspace = addrspace,
                    _ => self.globals_addrspace = addrspace,
                }
                Ok(())
            }
            'm' => {
                let code = match rest.strip_prefix(':') {
                    Some(code) if !code.is_empty() => code,
                    _ => return Err(format_error(spec, "m:<mangling>")),
                };
                let mut code_chars = code.chars();
                let mode = match (code_chars.next(), code_chars.next()) {
                    (Some(c), None) => Mangling::from_code(c),
                    _ => None,
                };
                match mode {
                    Some(mode) => {
                        self.mangling = mode;
                        Ok(())
                    }
                    None => Err(format!(
                        "unknown mangling mode in '{spec}': \
                         expected one of 'e', 'l', 'o', 'm', 'w', 'x', 'a'"
                    )),
                }
            }
            other => Err(format!("unknown specifier '{other}' in '{spec}'")),
        }
    }

    /// `[ifv]<size>:<abi>[:<pref>]`; `rest` is everything after the letter.
    fn parse_primitive_spec(
        &mut self,
        specifier: char,
        rest: &str,
        spec: &str,
    ) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 2 || fields.len() > 3 {
            return Err(format_error(
                spec,
                &format!("{specifier}<size>:<abi>[:<pref>]"),
            ));
        }
        let bits = parse_size(fields[0], "size", spec)?;
        let abi = parse_align(fields[1], "ABI", false, spec)?;
        if specifier == 'i' && bits == 8 && abi != 8 {
            return Err(format!(
                "invalid alignment in '{spec}': i8 must be 8-bit aligned"
            ));
        }
        let pref = match fields.get(2) {
            Some(field) => parse_align(field, "preferred", false, spec)?,
            None => abi,
        };
        check_pref(abi, pref, spec)?;
        let specs = match specifier {
            'i' => &mut self.int_specs,
            'f' => &mut self.float_specs,
            _ => &mut self.vector_specs,
        };
        set_primitive_spec(specs, prim(bits, abi, pref));
        Ok(())
    }

    /// `a[0]:<abi>[:<pref>]`; `rest` is everything after the `a`.
    fn parse_aggregate_spec(&mut self, rest: &str, spec: &str) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 2 || fields.len() > 3 {
            return Err(format_error(spec, "a:<abi>[:<pref>]"));
        }
        // LangRef says the size must be absent; LLVM also accepts an
        // explicit zero for backward compatibility ("a0:0:64").
        if !fields[0].is_empty() && parse_uint(fields[0]) != Some(0) {
            return Err(format!(
                "invalid size in '{spec}': aggregate size must be absent or zero"
            ));
        }
        // ABI alignment zero means one byte.
        let abi = parse_align(fields[1], "ABI", true, spec)?;
        let pref = match fields.get(2) {
            Some(field) => parse_align(field, "preferred", false, spec)?,
            None => abi,
        };
        check_pref(abi, pref, spec)?;
        self.aggregate_abi = abi;
        self.aggregate_pref = pref;
        Ok(())
    }

    /// `p[<as>]:<size>:<abi>[:<pref>[:<idx>]]`; `rest` is everything after
    /// the `p`.
    fn parse_pointer_spec(&mut self, rest: &str, spec: &str) -> Result<(), String> {
        let fields: Vec<&str> = rest.split(':').collect();
        if fields.len() < 3 || fields.len() > 5 {
            return Err(format_error(spec, "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
        }
        let addrspace = if fields[0].is_empty() {
            0
        } else {
            parse_addrspace(fields[0], spec)?
        };
        let size = parse_size(fields[1], "pointer size", spec)?;
        let abi = parse_align(fields[2], "ABI", false, spec)?;
        let pref = match fields.get(3) {
            Some(field) => parse_align(field, "preferred", false, spec)?,
            None => abi,
        };
        check_pref(abi, pref, spec)?;
        let index = match fields.get(4) {
            Some(field) => parse_size(field, "index size", spec)?,
            None => size,
        };
        if index > size {
            return Err(format!(
                "invalid index size in '{spec}': \
                 index size cannot be larger than the pointer size"
            ));
        }
        let new = PointerSpec {
            addrspace,
            size,
            abi,
            pref,
            index,
        };
        match self
            .pointer_specs
            .binary_search_by_key(&addrspace, |p| p.addrspace)
        {
            Ok(i) => self.pointer_specs[i] = new,
            Err(i) => self.pointer_specs.insert(i, new),
        }
        Ok(())
    }

    /// Byte order of the target.
    pub fn endianness(&self) -> Endianness {
        self.endianness
    }

    /// True unless the layout says `E`.
    pub fn is_little_endian(&self) -> bool {
        self.endianness == Endianness::Little
    }

    /// True if the layout says `E`.
    pub fn is_big_endian(&self) -> bool {
        self.endianness == Endianness::Big
    }

    /// Symbol mangling mode (`m:`); [`Mangling::None`] when absent.
    pub fn mangling(&self) -> Mangling {
        self.mangling
    }

    /// Character prepended to every global symbol name: `'_'` for Mach-O and
    /// Windows x86 COFF, otherwise none (LLVM's `getGlobalPrefix`).
    pub fn global_prefix(&self) -> Option<char> {
        match self.mangling {
            Mangling::MachO | Mangling::WinCoffX86 => Some('_'),
            _ => None,
        }
    }

    /// Prefix for assembler-private (temporary) symbols, as LLVM's
    /// `getPrivateGlobalPrefix`: `""` without mangling, `".L"` for ELF and
    /// Windows COFF, `"L"` for Mach-O and Windows x86 COFF, `"@"` for GOFF,
    /// `"$"` for MIPS and `"L.."` for XCOFF.
    pub fn private_prefix(&self) -> &'static str {
        match self.mangling {
            Mangling::None => "",
            Mangling::Elf | Mangling::WinCoff => ".L",
            Mangling::Gof => "@",
            Mangling::Mips => "$",
            Mangling::MachO | Mangling::WinCoffX86 => "L",
            Mangling::XCoff => "L..",
        }
    }

    /// Prefix for linker-private symbols: `"l"` for Mach-O, else `""`
    /// (LLVM's `getLinkerPrivateGlobalPrefix`).
    pub fn linker_private_prefix(&self) -> &'static str {
        match self.mangling {
            Mangling::MachO => "l",
            _ => "",
        }
    }

    /// True for Windows x86 COFF mangling, where `stdcall`/`fastcall`
    /// functions get `@N` suffixes.
    pub fn has_microsoft_fast_stdcall_mangling(&self) -> bool {
        self.mangling == Mangling::WinCoffX86
    }

    /// Natural stack alignment in bits (`S`), or `None` when unspecified.
    pub fn stack_align_bits(&self) -> Option<u32> {
        self.stack_align
    }

    /// True if the stack alignment is known and `align_bits` exceeds it
    /// (LLVM's `exceedsNaturalStackAlignment`).
    pub fn exceeds_natural_stack_alignment(&self, align_bits: u32) -> bool {
        self.stack_align.is_some_and(|s| align_bits > s)
    }

    /// Address space of functions (`P`), default 0.
    pub fn program_addrspace(&self) -> u32 {
        self.program_addrspace
    }

    /// Address space of `alloca` results (`A`), default 0.
    pub fn alloca_addrspace(&self) -> u32 {
        self.alloca_addrspace
    }

    /// Default address space of global variables (`G`), default 0.
    pub fn globals_addrspace(&self) -> u32 {
        self.globals_addrspace
    }

    /// Function pointer alignment from `F`: the alignment in bits and
    /// whether it is independent of the function's own alignment (`Fi`,
    /// `true`) or a multiple of it (`Fn`, `false`). `None` when absent.
    pub fn function_ptr_align(&self) -> Option<(u32, bool)> {
        self.function_ptr_align
    }

    fn pointer_spec(&self, addrspace: u32) -> &PointerSpec {
        if addrspace != 0 {
            if let Ok(i) = self
                .pointer_specs
                .binary_search_by_key(&addrspace, |p| p.addrspace)
            {
                return &self.pointer_specs[i];
            }
        }
        // Entry 0 is always address space 0 (the default is never removed
        // and no address space sorts before it).
        self.pointer_specs.first().unwrap_or(&DEFAULT_POINTER_SPEC)
    }

    /// Pointer size in bits in `addrspace`; address spaces without their own
    /// `p` spec use address space 0's.
    pub fn pointer_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).size
    }

    /// Pointer size in bytes in `addrspace`, rounded up.
    pub fn pointer_size_bytes(&self, addrspace: u32) -> u32 {
        self.pointer_size_bits(addrspace).div_ceil(8)
    }

    /// ABI alignment of pointers in `addrspace`, in bits.
    pub fn pointer_abi_align_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).abi
    }

    /// Preferred alignment of pointers in `addrspace`, in bits.
    pub fn pointer_pref_align_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).pref
    }

    /// Width in bits of GEP indices (and of addresses) in `addrspace`;
    /// defaults to the pointer size.
    pub fn pointer_index_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).index
    }

    /// Largest index width over all address spaces with a `p` spec
    /// (LLVM's `getMaxIndexSizeInBits`).
    pub fn max_index_size_bits(&self) -> u32 {
        self.pointer_specs
            .iter()
            .map(|p| p.index)
            .max()
            .unwrap_or(0)
    }

    /// True if `addrspace` was listed in `ni:` (pointers there have no
    /// stable integer representation).
    pub fn is_non_integral_addrspace(&self, addrspace: u32) -> bool {
        self.non_integral.binary_search(&addrspace).is_ok()
    }

    /// The address spaces listed in `ni:`, sorted and deduplicated.
    pub fn non_integral_addrspaces(&self) -> &[u32] {
        &self.non_integral
    }

    fn int_spec(&self, bits: u32) -> PrimitiveSpec {
        // Exact match, else the next larger specified width, else the
        // largest specified width (LLVM's getIntegerAlignment).
        let i = self.int_specs.partition_point(|s| s.bits < bits);
        self.int_specs
            .get(i)
            .or_else(|| self.int_specs.last())
            .copied()
            .unwrap_or(DEFAULT_INT_SPECS[0])
    }

    /// ABI alignment in bits of `iN` with N = `bits`: the spec for exactly
    /// that width, else for the smallest larger specified width, else for
    /// the largest specified width.
    pub fn int_abi_align_bits(&self, bits: u32) -> u32 {
        self.int_spec(bits).abi
    }

    /// Preferred alignment in bits of `iN`, chosen like
    /// [`DataLayout::int_abi_align_bits`].
    pub fn int_pref_align_bits(&self, bits: u32) -> u32 {
        self.int_spec(bits).pref
    }

    fn float_align(&self, bits: u32, abi: bool) -> u32 {
        if let Ok(i) = self.float_specs.binary_search_by_key(&bits, |s| s.bits) {
            let s = self.float_specs[i];
            return if abi { s.abi } else { s.pref };
        }
        // No spec for this width: the smallest power of two bytes that is
        // at least the type's size in whole bytes (LLVM's fallback; an x86
        // fp80 gets 16 bytes).
        natural_align_bits(u64::from(bits / 8))
    }

    /// ABI alignment in bits of the floating-point type of width `bits`
    /// (16 for half/bfloat, 32, 64, 80 for x86_fp80, 128 for fp128 and
    /// ppc_fp128). Without an `f` spec for that width the alignment is the
    /// width in bytes rounded up to a power of two.
    pub fn float_abi_align_bits(&self, bits: u32) -> u32 {
        self.float_align(bits, true)
    }

    /// Preferred alignment in bits of the floating-point type of width
    /// `bits`, chosen like [`DataLayout::float_abi_align_bits`].
    pub fn float_pref_align_bits(&self, bits: u32) -> u32 {
        self.float_align(bits, false)
    }

    fn vector_align(&self, size_bits: u64, abi: bool) -> u32 {
        if let Ok(bits) = u32::try_from(size_bits) {
            if let Ok(i) = self.vector_specs.binary_search_by_key(&bits, |s| s.bits) {
                let s = self.vector_specs[i];
                return if abi { s.abi } else { s.pref };
            }
        }
        // Natural alignment: the store size in bytes rounded up to a power
        // of two.
        natural_align_bits(size_bits.div_ceil(8))
    }

    /// ABI alignment in bits of a vector whose total size is `size_bits`
    /// (element count times element bits; for scalable vectors the known
    /// minimum). Without a `v` spec for exactly that size, the store size
    /// in bytes rounded up to a power of two (saturating at 2^31 bits).
    pub fn vector_abi_align_bits(&self, size_bits: u64) -> u32 {
        self.vector_align(size_bits, true)
    }

    /// Preferred alignment in bits of a vector of `size_bits` total bits,
    /// chosen like [`DataLayout::vector_abi_align_bits`].
    pub fn vector_pref_align_bits(&self, size_bits: u64) -> u32 {
        self.vector_align(size_bits, false)
    }

    /// Minimum ABI alignment in bits of aggregates (`a`), default 8. A
    /// struct's alignment is the maximum of this and its members'.
    pub fn aggregate_abi_align_bits(&self) -> u32 {
        self.aggregate_abi
    }

    /// Minimum preferred alignment in bits of aggregates (`a`), default 64.
    pub fn aggregate_pref_align_bits(&self) -> u32 {
        self.aggregate_pref
    }

    /// Native integer widths (`n`), in the order written; empty by default.
    pub fn native_int_widths(&self) -> &[u32] {
        &self.legal_int_widths
    }

    /// True if `bits` is one of the native integer widths.
    pub fn is_legal_int_width(&self, bits: u32) -> bool {
        self.legal_int_widths.contains(&bits)
    }

    /// The first native integer width (in the order written) that is at
    /// least `bits`, as LLVM's `getSmallestLegalIntType`.
    pub fn smallest_legal_int_width(&self, bits: u32) -> Option<u32> {
        self.legal_int_widths.iter().copied().find(|&w| bits <= w)
    }

    /// The largest native integer width, or `None` when `n` is absent.
    pub fn largest_legal_int_width(&self) -> Option<u32> {
        self.legal_int_widths.iter().copied().max()
    }

    /// True if some native integer width is at least `bits`.
    pub fn fits_in_legal_int(&self, bits: u32) -> bool {
        self.smallest_legal_int_width(bits).is_some()
    }
}

/// Inserts or replaces the spec for `new.bits`, keeping `specs` sorted.
fn set_primitive_spec(specs: &mut Vec<PrimitiveSpec>, new: PrimitiveSpec) {
    match specs.binary_search_by_key(&new.bits, |s| s.bits) {
        Ok(i) => specs[i] = new,
        Err(i) => specs.insert(i, new),
    }
}

/// `bytes` rounded up to a power of two (at least one byte), in bits,
/// saturating at [`MAX_ALIGN_BITS`].
fn natural_align_bits(bytes: u64) -> u32 {
    bytes
        .max(1)
        .checked_next_power_of_two()
        .and_then(|b| b.checked_mul(8))
        .and_then(|b| u32::try_from(b).ok())
        .unwrap_or(MAX_ALIGN_BITS)
}

fn format_error(spec: &str, form: &str) -> String {
    format!("malformed specification '{spec}': must be of the form \"{form}\"")
}

/// A decimal number made only of ASCII digits that fits in `u32`.
fn parse_uint(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.bytes().try_fold(0u32, |acc, b| {
        acc.checked_mul(10)?.checked_add(u32::from(b - b'0'))
    })
}

fn parse_addrspace(s: &str, spec: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!(
            "invalid address space in '{spec}': address space cannot be empty"
        ));
    }
    match parse_uint(s) {
        Some(v) if v < (1 << 24) => Ok(v),
        _ => Err(format!(
            "invalid address space in '{spec}': \
             address space must be a 24-bit integer, found '{s}'"
        )),
    }
}

fn parse_size(s: &str, name: &str, spec: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!(
            "invalid {name} in '{spec}': {name} cannot be empty"
        ));
    }
    match parse_uint(s) {
        Some(v) if v != 0 && v < (1 << 24) => Ok(v),
        _ => Err(format!(
            "invalid {name} in '{spec}': \
             {name} must be a non-zero 24-bit integer, found '{s}'"
        )),
    }
}

/// Parses an alignment in bits; it must be a power of two times 8 and fit
/// in 16 bits. With `allow_zero`, 0 means one byte.
fn parse_align(s: &str, name: &str, allow_zero: bool, spec: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!(
            "invalid alignment in '{spec}': {name} alignment cannot be empty"
        ));
    }
    let value = match parse_uint(s) {
        Some(v) if v < (1 << 16) => v,
        _ => {
            return Err(format!(
                "invalid alignment in '{spec}': \
                 {name} alignment must be a 16-bit integer, found '{s}'"
            ))
        }
    };
    if value == 0 {
        if allow_zero {
            return Ok(8);
        }
        return Err(format!(
            "invalid alignment in '{spec}': {name} alignment must be non-zero"
        ));
    }
    if value % 8 != 0 || !(value / 8).is_power_of_two() {
        return Err(format!(
            "invalid alignment in '{spec}': {name} alignment must be a power \
             of two times the byte width (8, 16, 32, ...), found {value}"
        ));
    }
    Ok(value)
}

fn check_pref(abi: u32, pref: u32, spec: &str) -> Result<(), String> {
    if pref < abi {
        return Err(format!(
            "invalid alignment in '{spec}': \
             preferred alignment cannot be less than the ABI alignment"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86_64_LINUX: &str =
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
    const AARCH64_LINUX: &str = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32";
    const X86_64_DARWIN: &str =
        "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
    const X86_64_MSVC: &str =
        "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
    const I686_LINUX: &str =
        "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128";

    fn dl(s: &str) -> DataLayout {
        match DataLayout::parse(s) {
            Ok(dl) => dl,
            Err(e) => panic!("{s:?} failed to parse: {e}"),
        }
    }

    fn err(s: &str) -> String {
        match DataLayout::parse(s) {
            Ok(dl) => panic!("{s:?} parsed but should not have: {dl:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn defaults() {
        let d = DataLayout::default();
        assert_eq!(d, <DataLayout as Default>::default());
        assert_eq!(d, dl(""));
        assert_eq!(d.endianness(), Endianness::Little);
        assert!(d.is_little_endian());
        assert_eq!(d.mangling(), Mangling::None);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), "");
        assert_eq!(d.stack_align_bits(), None);
        assert!(!d.exceeds_natural_stack_alignment(4096));
        assert_eq!(d.program_addrspace(), 0);
        assert_eq!(d.alloca_addrspace(), 0);
        assert_eq!(d.globals_addrspace(), 0);
        assert_eq!(d.function_ptr_align(), None);
        for a in [0, 1, 5, 270] {
            assert_eq!(d.pointer_size_bits(a), 64);
            assert_eq!(d.pointer_abi_align_bits(a), 64);
            assert_eq!(d.pointer_pref_align_bits(a), 64);
            assert_eq!(d.pointer_index_size_bits(a), 64);
            assert!(!d.is_non_integral_addrspace(a));
        }
        let ints = [
            (1, 8, 8),
            (8, 8, 8),
            (16, 16, 16),
            (32, 32, 32),
            (64, 32, 64),
            (128, 32, 64),
            (7, 8, 8),
            (24, 32, 32),
            (33, 32, 64),
        ];
        for (bits, abi, pref) in ints {
            assert_eq!(d.int_abi_align_bits(bits), abi, "i{bits} abi");
            assert_eq!(d.int_pref_align_bits(bits), pref, "i{bits} pref");
        }
        for (bits, align) in [(16, 16), (32, 32), (64, 64), (80, 128), (128, 128)] {
            assert_eq!(d.float_abi_align_bits(bits), align, "f{bits}");
            assert_eq!(d.float_pref_align_bits(bits), align, "f{bits}");
        }
        for (bits, align) in [
            (64, 64),
            (128, 128),
            (96, 128),
            (256, 256),
            (4, 8),
            (24, 32),
        ] {
            assert_eq!(d.vector_abi_align_bits(bits), align, "v{bits}");
            assert_eq!(d.vector_pref_align_bits(bits), align, "v{bits}");
        }
        assert_eq!(d.aggregate_abi_align_bits(), 8);
        assert_eq!(d.aggregate_pref_align_bits(), 64);
        assert!(d.native_int_widths().is_empty());
        assert!(!d.is_legal_int_width(32));
        assert_eq!(d.largest_legal_int_width(), None);
        assert_eq!(d.max_index_size_bits(), 64);
    }

    #[test]
    fn x86_64_linux() {
        let d = dl(X86_64_LINUX);
        assert!(d.is_little_endian());
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), ".L");
        assert_eq!(d.linker_private_prefix(), "");
        assert_eq!(d.stack_align_bits(), Some(128));
        assert!(d.exceeds_natural_stack_alignment(256));
        assert!(!d.exceeds_natural_stack_alignment(128));
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.pointer_size_bytes(0), 8);
        assert_eq!(d.pointer_abi_align_bits(0), 64);
        assert_eq!(d.pointer_size_bits(270), 32);
        assert_eq!(d.pointer_abi_align_bits(270), 32);
        assert_eq!(d.pointer_pref_align_bits(271), 32);
        assert_eq!(d.pointer_index_size_bits(271), 32);
        assert_eq!(d.pointer_size_bits(272), 64);
        assert_eq!(d.pointer_size_bits(1), 64);
        assert_eq!(d.int_abi_align_bits(1), 8);
        assert_eq!(d.int_abi_align_bits(32), 32);
        assert_eq!(d.int_abi_align_bits(64), 64);
        assert_eq!(d.int_pref_align_bits(64), 64);
        assert_eq!(d.int_abi_align_bits(128), 128);
        assert_eq!(d.int_abi_align_bits(65), 128);
        assert_eq!(d.int_abi_align_bits(256), 128);
        assert_eq!(d.int_abi_align_bits(48), 64);
        assert_eq!(d.float_abi_align_bits(32), 32);
        assert_eq!(d.float_abi_align_bits(64), 64);
        assert_eq!(d.float_abi_align_bits(80), 128);
        assert_eq!(d.float_abi_align_bits(128), 128);
        assert_eq!(d.vector_abi_align_bits(128), 128);
        assert_eq!(d.vector_abi_align_bits(256), 256);
        assert_eq!(d.vector_abi_align_bits(512), 512);
        assert_eq!(d.native_int_widths(), &[8, 16, 32, 64]);
        assert!(d.is_legal_int_width(32));
        assert!(!d.is_legal_int_width(128));
        assert_eq!(d.smallest_legal_int_width(17), Some(32));
        assert_eq!(d.largest_legal_int_width(), Some(64));
        assert!(!d.fits_in_legal_int(65));
        assert_eq!(d.function_ptr_align(), None);
        assert_eq!(d.aggregate_abi_align_bits(), 8);
        assert_eq!(d.aggregate_pref_align_bits(), 64);
        assert_eq!(d.max_index_size_bits(), 64);
    }

    #[test]
    fn aarch64_linux() {
        let d = dl(AARCH64_LINUX);
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!(d.int_abi_align_bits(8), 8);
        assert_eq!(d.int_pref_align_bits(8), 32);
        assert_eq!(d.int_abi_align_bits(16), 16);
        assert_eq!(d.int_pref_align_bits(16), 32);
        assert_eq!(d.int_abi_align_bits(1), 8);
        assert_eq!(d.int_pref_align_bits(1), 8);
        assert_eq!(d.int_abi_align_bits(64), 64);
        assert_eq!(d.int_abi_align_bits(128), 128);
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.native_int_widths(), &[32, 64]);
        assert!(!d.is_legal_int_width(8));
        assert_eq!(d.stack_align_bits(), Some(128));
        assert_eq!(d.function_ptr_align(), Some((32, false)));
    }

    #[test]
    fn x86_64_darwin() {
        let d = dl(X86_64_DARWIN);
        assert_eq!(d.mangling(), Mangling::MachO);
        assert_eq!(d.global_prefix(), Some('_'));
        assert_eq!(d.private_prefix(), "L");
        assert_eq!(d.linker_private_prefix(), "l");
        assert_eq!(d.int_abi_align_bits(128), 128);
        assert_eq!(d.float_abi_align_bits(80), 128);
    }

    #[test]
    fn x86_64_msvc() {
        let d = dl(X86_64_MSVC);
        assert_eq!(d.mangling(), Mangling::WinCoff);
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.private_prefix(), ".L");
        assert!(!d.has_microsoft_fast_stdcall_mangling());
        assert_eq!(d.pointer_size_bits(0), 64);
        assert_eq!(d.stack_align_bits(), Some(128));
    }

    #[test]
    fn i686_linux() {
        let d = dl(I686_LINUX);
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!(d.pointer_size_bits(0), 32);
        assert_eq!(d.pointer_size_bytes(0), 4);
        assert_eq!(d.pointer_abi_align_bits(0), 32);
        assert_eq!(d.pointer_index_size_bits(0), 32);
        // Address spaces without a spec fall back to address space 0.
        assert_eq!(d.pointer_size_bits(3), 32);
        assert_eq!(d.pointer_size_bits(272), 64);
        // i64 keeps LLVM's default i64:32:64.
        assert_eq!(d.int_abi_align_bits(64), 32);
        assert_eq!(d.int_pref_align_bits(64), 64);
        assert_eq!(d.int_abi_align_bits(128), 128);
        assert_eq!(d.float_abi_align_bits(64), 32);
        assert_eq!(d.float_pref_align_bits(64), 64);
        assert_eq!(d.float_abi_align_bits(80), 32);
        assert_eq!(d.float_pref_align_bits(80), 32);
        assert_eq!(d.native_int_widths(), &[8, 16, 32]);
        assert_eq!(d.max_index_size_bits(), 64);
    }

    #[test]
    fn i686_windows_mangling() {
        let d = dl("e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32");
        assert_eq!(d.mangling(), Mangling::WinCoffX86);
        assert_eq!(d.global_prefix(), Some('_'));
        assert_eq!(d.private_prefix(), "L");
        assert!(d.has_microsoft_fast_stdcall_mangling());
        assert_eq!(d.aggregate_abi_align_bits(), 8);
        assert_eq!(d.aggregate_pref_align_bits(), 32);
        assert_eq!(d.stack_align_bits(), Some(32));
    }

    #[test]
    fn big_endian() {
        let d = dl("E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64");
        assert_eq!(d.endianness(), Endianness::Big);
        assert!(d.is_big_endian());
        assert!(!d.is_little_endian());
        assert_eq!(d.int_abi_align_bits(1), 8);
        assert_eq!(d.int_pref_align_bits(1), 16);
        assert_eq!(d.int_pref_align_bits(8), 16);
        assert_eq!(d.float_abi_align_bits(128), 64);
        assert_eq!(d.vector_abi_align_bits(128), 64);
        assert_eq!(d.vector_pref_align_bits(128), 64);
        assert_eq!(d.aggregate_abi_align_bits(), 8);
        assert_eq!(d.aggregate_pref_align_bits(), 16);

        let mips = dl("E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64");
        assert!(mips.is_big_endian());
        assert_eq!(mips.mangling(), Mangling::Mips);
        assert_eq!(mips.private_prefix(), "$");

        // The last endianness specifier wins.
        assert!(dl("E-e").is_little_endian());
        assert!(dl("e-E").is_big_endian());
    }

    #[test]
    fn other_manglings() {
        assert_eq!(dl("m:l").private_prefix(), "@");
        assert_eq!(dl("m:l").mangling(), Mangling::Gof);
        assert_eq!(dl("m:a").private_prefix(), "L..");
        assert_eq!(dl("m:a").mangling(), Mangling::XCoff);
        assert_eq!(dl("m:a").global_prefix(), None);
        for m in [
            Mangling::Elf,
            Mangling::MachO,
            Mangling::WinCoff,
            Mangling::WinCoffX86,
            Mangling::Gof,
            Mangling::Mips,
            Mangling::XCoff,
        ] {
            let code = m.code().unwrap_or('?');
            assert_eq!(Mangling::from_code(code), Some(m));
            assert_eq!(dl(&format!("m:{code}")).mangling(), m);
        }
    }

    #[test]
    fn address_spaces_and_pointers() {
        let d = dl("e-p:64:64:64:32-p1:32:32:64:16-p3:32:32-P1-A5-G3-ni:7:3:7-Fi8");
        assert_eq!(d.pointer_index_size_bits(0), 32);
        assert_eq!(d.pointer_size_bits(1), 32);
        assert_eq!(d.pointer_abi_align_bits(1), 32);
        assert_eq!(d.pointer_pref_align_bits(1), 64);
        assert_eq!(d.pointer_index_size_bits(1), 16);
        assert_eq!(d.pointer_index_size_bits(3), 32);
        assert_eq!(d.pointer_size_bits(7), 64);
        assert_eq!(d.program_addrspace(), 1);
        assert_eq!(d.alloca_addrspace(), 5);
        assert_eq!(d.globals_addrspace(), 3);
        assert!(d.is_non_integral_addrspace(3));
        assert!(d.is_non_integral_addrspace(7));
        assert!(!d.is_non_integral_addrspace(0));
        assert!(!d.is_non_integral_addrspace(1));
        assert_eq!(d.non_integral_addrspaces(), &[3, 7]);
        assert_eq!(d.function_ptr_align(), Some((8, true)));
        assert_eq!(d.max_index_size_bits(), 32);

        // Explicit p0, later specs override earlier ones, 24-bit limits.
        let d = dl("p0:32:32-p0:16:16-p16777215:8:8-P16777215");
        assert_eq!(d.pointer_size_bits(0), 16);
        assert_eq!(d.pointer_size_bits(16777215), 8);
        assert_eq!(d.program_addrspace(), 16777215);
    }

    #[test]
    fn amdgpu_like() {
        let d = dl(
            "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32\
             -p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64\
             -v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512\
             -v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9",
        );
        assert_eq!(d.pointer_size_bits(7), 160);
        assert_eq!(d.pointer_abi_align_bits(7), 256);
        assert_eq!(d.pointer_index_size_bits(7), 32);
        assert_eq!(d.pointer_index_size_bits(8), 48);
        assert_eq!(d.vector_abi_align_bits(96), 128);
        assert_eq!(d.vector_abi_align_bits(24), 32);
        assert_eq!(d.alloca_addrspace(), 5);
        assert_eq!(d.globals_addrspace(), 1);
        assert!(d.is_non_integral_addrspace(8));
        assert_eq!(d.max_index_size_bits(), 64);
    }

    #[test]
    fn legacy_forms_accepted() {
        // Old clang output with explicit defaults, "a0:" and the obsolete 's'.
        let d = dl(
            "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32\
             -f64:64:64-v64:64:64-v128:128:128-a0:0:64-s0:64:64-f80:128:128-n8:16:32:64-S128",
        );
        assert_eq!(d.int_abi_align_bits(64), 64);
        assert_eq!(d.aggregate_abi_align_bits(), 8);
        assert_eq!(d.aggregate_pref_align_bits(), 64);
        assert_eq!(d.float_abi_align_bits(80), 128);
        // Leading zeros are plain decimal.
        assert_eq!(dl("i064:064").int_abi_align_bits(64), 64);
        // Odd sizes are fine; only alignments must be powers of two.
        let d = dl("i24:32-n24");
        assert_eq!(d.int_abi_align_bits(24), 32);
        assert!(d.is_legal_int_width(24));
        // Maximum alignment.
        assert_eq!(dl("i64:32768").int_abi_align_bits(64), 32768);
    }

    #[test]
    fn vector_fallback_saturates() {
        let d = DataLayout::default();
        assert_eq!(d.vector_abi_align_bits(0), 8);
        assert_eq!(d.vector_abi_align_bits(1 << 31), 1 << 31);
        assert_eq!(d.vector_abi_align_bits((1 << 31) + 1), 1 << 31);
        assert_eq!(d.vector_abi_align_bits(u64::MAX), 1 << 31);
        assert_eq!(d.float_abi_align_bits(0), 8);
        assert_eq!(d.float_abi_align_bits(u32::MAX), 1 << 31);
    }

    #[test]
    fn malformed() {
        let cases: &[(&str, &str)] = &[
            ("i64:63", "invalid alignment in 'i64:63'"),
            ("i64:24", "power of two"),
            ("i64:0", "must be non-zero"),
            ("i64:65536", "16-bit"),
            ("i64:+64", "16-bit"),
            ("i64: 64", "16-bit"),
            ("i64:0x40", "16-bit"),
            ("i0:8", "invalid size in 'i0:8'"),
            ("i16777216:64", "24-bit"),
            ("i:8", "size cannot be empty"),
            ("i64", "must be of the form \"i<size>:<abi>[:<pref>]\""),
            ("i64:64:64:64", "must be of the form"),
            ("i64:64:", "preferred alignment cannot be empty"),
            ("i64:64:32", "cannot be less than the ABI alignment"),
            ("i8:16", "i8 must be 8-bit aligned"),
            ("f64:12", "power of two"),
            ("v128", "must be of the form \"v<size>:<abi>[:<pref>]\""),
            ("a", "must be of the form \"a:<abi>[:<pref>]\""),
            ("a1:8", "aggregate size"),
            ("a:64:32", "cannot be less than"),
            ("a:0:0", "non-zero"),
            ("p", "must be of the form"),
            ("p:64", "must be of the form"),
            ("p:0:64", "pointer size must be a non-zero"),
            ("p:64:64:32", "cannot be less than"),
            ("p:32:32:32:64", "index size cannot be larger"),
            ("p:64:64:64:0", "index size must be a non-zero"),
            ("p:64:64:64:64:64", "must be of the form"),
            ("p16777216:64:64", "24-bit"),
            ("px:64:64", "invalid address space"),
            ("x", "unknown specifier 'x' in 'x'"),
            ("e-Z8", "unknown specifier 'Z'"),
            ("\u{e9}", "unknown specifier '\u{e9}'"),
            ("e-", "empty specification"),
            ("-e", "empty specification"),
            ("e--m:e", "empty specification"),
            ("eq", "must be just 'e' or 'E'"),
            ("E1", "must be just 'e' or 'E'"),
            ("m", "m:<mangling>"),
            ("m:", "m:<mangling>"),
            ("me", "m:<mangling>"),
            ("m:q", "unknown mangling mode"),
            ("m:ee", "unknown mangling mode"),
            ("ni", "ni:<address space>"),
            ("ni:", "address space cannot be empty"),
            ("ni:1:", "address space cannot be empty"),
            ("ni:0", "address space 0 cannot be non-integral"),
            ("ni:x", "24-bit"),
            ("n", "size cannot be empty"),
            ("n8:", "size cannot be empty"),
            ("n0", "non-zero"),
            ("S", "S<size>"),
            ("S0", "non-zero"),
            ("S12", "power of two"),
            ("F", "F<type><abi>"),
            ("Fx8", "function pointer alignment type"),
            ("Fi", "alignment cannot be empty"),
            ("Fn0", "non-zero"),
            ("P", "P<address space>"),
            ("A", "A<address space>"),
            ("G16777216", "24-bit"),
        ];
        for &(input, expected) in cases {
            let e = err(input);
            assert!(
                e.contains(expected),
                "error for {input:?} was {e:?}, expected it to contain {expected:?}"
            );
        }
    }

    #[test]
    fn never_panics() {
        // Deterministic pseudo-random strings over the specification
        // alphabet; parsing must return, never panic.
        let alphabet: Vec<char> = "eEiIfvapPAGSFmns-:0123456789nixolwa\u{e9}"
            .chars()
            .collect();
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut accepted = 0;
        for _ in 0..20_000 {
            let len = (next() % 16) as usize;
            let s: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            if let Ok(d) = DataLayout::parse(&s) {
                accepted += 1;
                // Queries on any accepted layout are total too.
                for bits in [0, 1, 8, 64, 128, u32::MAX] {
                    let _ = d.int_abi_align_bits(bits);
                    let _ = d.float_pref_align_bits(bits);
                    let _ = d.vector_abi_align_bits(u64::from(bits));
                    let _ = d.pointer_size_bits(bits);
                }
            }
        }
        assert!(accepted > 0);
    }
}
