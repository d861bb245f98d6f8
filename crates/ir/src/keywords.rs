//! The keywords of the textual IR, recognised once by the lexer.
//!
//! The lexer looks every bare word up in a hash table built at compile time and stores
//! the [`Kw`] in the token, so the parser compares one small integer where it would
//! otherwise compare strings (an instruction's opcode against sixty names, a type against
//! a dozen). Other words (`Kw::Other`) are still available as text.

/// The first eight bytes of `w` as a little-endian integer (zero-padded): with the length,
/// what the keyword table hashes and compares first.
#[inline]
pub const fn word_prefix(w: &[u8]) -> u64 {
    let mut v = 0u64;
    let mut i = 0;
    while i < w.len() && i < 8 {
        v |= (w[i] as u64) << (8 * i);
        i += 1;
    }
    v
}

/// Slots of the keyword hash table (a power of two, at least twice the keywords).
const SLOT_BITS: u32 = 9;
const SLOTS: usize = 1 << SLOT_BITS;

#[inline(always)]
const fn slot_of(prefix: u64, len: usize) -> usize {
    ((prefix ^ len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SLOT_BITS)) as usize
}

/// A slot of the keyword table: a keyword's prefix and length, and its index (`len` 0:
/// empty).
#[derive(Copy, Clone)]
struct Slot {
    prefix: u64,
    len: u8,
    index: u8,
    kw: Kw,
}

/// An open-addressing hash table from words to their index in a fixed list, built at
/// compile time: a lookup compares the word with one entry (rarely more), by its prefix
/// and length (and the rest for the few keywords longer than eight bytes).
struct WordTable {
    slots: [Slot; SLOTS],
}

impl WordTable {
    /// The table of `words` (distinct, non-empty, fewer than 255).
    const fn new(words: &[&str]) -> Self {
        assert!(words.len() < 255 && words.len() * 2 <= SLOTS);
        let mut slots = [Slot {
            prefix: 0,
            len: 0,
            index: 0,
            kw: Kw::Other,
        }; SLOTS];
        let mut k = 0;
        while k < words.len() {
            let w = words[k].as_bytes();
            assert!(!w.is_empty() && w.len() < 256);
            let mut i = slot_of(word_prefix(w), w.len());
            while slots[i].len != 0 {
                i = (i + 1) & (SLOTS - 1);
            }
            slots[i] = Slot {
                prefix: word_prefix(w),
                len: w.len() as u8,
                index: k as u8,
                kw: Kw::ALL[k],
            };
            k += 1;
        }
        WordTable { slots }
    }
}

macro_rules! keywords {
    ($($variant:ident = $text:literal,)*) => {
        /// A keyword of the IR syntax (`Kw::Other` for any other word).
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #[repr(u8)]
        pub enum Kw { $($variant,)* Other }

        impl Kw {
            const ALL: &'static [Kw] = &[$(Kw::$variant,)*];
            const TEXT: &'static [&'static str] = &[$($text,)*];

            /// The keyword as written.
            pub fn text(self) -> &'static str {
                Kw::TEXT.get(self as usize).copied().unwrap_or("")
            }
        }
    };
}

keywords! {
    // Instruction opcodes (and constant-expression operators).
    Add = "add", Sub = "sub", Mul = "mul", UDiv = "udiv", SDiv = "sdiv", URem = "urem",
    SRem = "srem", Shl = "shl", LShr = "lshr", AShr = "ashr", And = "and", Or = "or",
    Xor = "xor", FAdd = "fadd", FSub = "fsub", FMul = "fmul", FDiv = "fdiv", FRem = "frem",
    Trunc = "trunc", ZExt = "zext", SExt = "sext", FpTrunc = "fptrunc", FpExt = "fpext",
    FpToUi = "fptoui", FpToSi = "fptosi", UiToFp = "uitofp", SiToFp = "sitofp",
    PtrToInt = "ptrtoint", PtrToAddr = "ptrtoaddr", IntToPtr = "inttoptr",
    BitCast = "bitcast", AddrSpaceCast = "addrspacecast", Ret = "ret", Br = "br",
    Switch = "switch", IndirectBr = "indirectbr", Unreachable = "unreachable",
    Resume = "resume", FNeg = "fneg", ICmp = "icmp", FCmp = "fcmp", Select = "select",
    Phi = "phi", Freeze = "freeze", Alloca = "alloca", Load = "load", Store = "store",
    Fence = "fence", CmpXchg = "cmpxchg", AtomicRmw = "atomicrmw",
    GetElementPtr = "getelementptr", ExtractValue = "extractvalue",
    InsertValue = "insertvalue", ExtractElement = "extractelement",
    InsertElement = "insertelement", ShuffleVector = "shufflevector", VaArg = "va_arg",
    LandingPad = "landingpad", CatchPad = "catchpad", CleanupPad = "cleanuppad",
    CatchSwitch = "catchswitch", CatchRet = "catchret", CleanupRet = "cleanupret",
    Call = "call", Tail = "tail", MustTail = "musttail", NoTail = "notail",
    Invoke = "invoke", CallBr = "callbr",
    // Instruction flags and operand keywords.
    Nuw = "nuw", Nsw = "nsw", Exact = "exact", Disjoint = "disjoint", NNeg = "nneg",
    SameSign = "samesign", InBounds = "inbounds", Nusw = "nusw", InRange = "inrange",
    Volatile = "volatile", Atomic = "atomic", InAlloca = "inalloca",
    SwiftError = "swifterror", Align = "align", AddrSpace = "addrspace", To = "to",
    Label = "label", X = "x", VScale = "vscale", Within = "within", From = "from",
    Caller = "caller", Unwind = "unwind", Cleanup = "cleanup", Catch = "catch",
    Filter = "filter", SyncScope = "syncscope", Asm = "asm", SideEffect = "sideeffect",
    AlignStack = "alignstack", IntelDialect = "inteldialect", Ccc = "ccc", Cc = "cc",
    // Fast-math flags.
    NNan = "nnan", NInf = "ninf", Nsz = "nsz", Arcp = "arcp", Contract = "contract",
    Afn = "afn", Reassoc = "reassoc", Fast = "fast",
    // Atomic orderings.
    Unordered = "unordered", Monotonic = "monotonic", Acquire = "acquire",
    Release = "release", AcqRel = "acq_rel", SeqCst = "seq_cst",
    // Types.
    Void = "void", Half = "half", BFloat = "bfloat", Float = "float", Double = "double",
    X86Fp80 = "x86_fp80", Fp128 = "fp128", PpcFp128 = "ppc_fp128", Metadata = "metadata",
    Token = "token", X86Amx = "x86_amx", X86Mmx = "x86_mmx", Ptr = "ptr",
    Target = "target", Opaque = "opaque", Type = "type", I1 = "i1", I8 = "i8",
    I16 = "i16", I32 = "i32", I64 = "i64", I128 = "i128",
    // Comparison predicates (`true`/`false` are also constants).
    Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule", Sgt = "sgt",
    Sge = "sge", Slt = "slt", Sle = "sle", Oeq = "oeq", Ogt = "ogt", Oge = "oge",
    Olt = "olt", Ole = "ole", One = "one", Ord = "ord", Ueq = "ueq", Une = "une",
    Uno = "uno", True = "true", False = "false",
    // Constants.
    Null = "null", None = "none", Undef = "undef", Poison = "poison",
    ZeroInitializer = "zeroinitializer", C = "c", Splat = "splat",
    BlockAddress = "blockaddress", DsoLocalEquivalent = "dso_local_equivalent",
    NoCfi = "no_cfi", PtrAuth = "ptrauth",
    // Top level.
    Global = "global", Constant = "constant", Alias = "alias", IFunc = "ifunc",
    Declare = "declare", Define = "define", Attributes = "attributes", Module = "module",
    SourceFilename = "source_filename", Triple = "triple", Datalayout = "datalayout",
    UseListOrder = "uselistorder", UseListOrderBb = "uselistorder_bb",
    ExternallyInitialized = "externally_initialized", ThreadLocal = "thread_local",
    UnnamedAddr = "unnamed_addr", LocalUnnamedAddr = "local_unnamed_addr",
    DsoLocal = "dso_local", DsoPreemptable = "dso_preemptable", Hidden = "hidden",
    Protected = "protected", Default = "default", DllImport = "dllimport",
    DllExport = "dllexport", Comdat = "comdat", Section = "section",
    Partition = "partition", Distinct = "distinct", Weak = "weak",
}

/// The keyword table the lexer consults.
static KEYWORDS: WordTable = WordTable::new(Kw::TEXT);

impl Kw {
    /// The keyword spelled `w`, or `Kw::Other`.
    pub fn of(w: &[u8]) -> Kw {
        Kw::lookup(w, word_prefix(w))
    }

    /// The keyword spelled `w`, whose [`word_prefix`] is `prefix`, or `Kw::Other`.
    #[inline(always)]
    pub fn lookup(w: &[u8], prefix: u64) -> Kw {
        let mut i = slot_of(prefix, w.len());
        loop {
            let s = KEYWORDS.slots[i];
            if s.len == 0 {
                return Kw::Other;
            }
            if s.prefix == prefix
                && s.len as usize == w.len()
                && (w.len() <= 8 || Kw::same_tail(s.index, w))
            {
                return s.kw;
            }
            i = (i + 1) & (SLOTS - 1);
        }
    }

    /// Whether keyword number `index` and `w` (of the same length, more than eight
    /// bytes) agree after their first eight bytes; out of line, as long keywords are
    /// rare.
    #[inline(never)]
    fn same_tail(index: u8, w: &[u8]) -> bool {
        Kw::TEXT[index as usize].as_bytes()[8..] == w[8..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_is_found() {
        for (i, &k) in Kw::ALL.iter().enumerate() {
            assert_eq!(k as usize, i);
            assert_eq!(Kw::of(k.text().as_bytes()), k);
        }
        for w in [
            "",
            "i33",
            "adds",
            "ad",
            "noundef",
            "DW_TAG_member",
            "getelementptrs",
            "dso_local_equivalenT",
        ] {
            assert_eq!(Kw::of(w.as_bytes()), Kw::Other, "{w}");
        }
    }
}
