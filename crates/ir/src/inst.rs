//! Instructions and the values they use.
//!
//! An instruction is an [`InstData`] in its function's arena: an [`InstKind`] (opcode plus
//! the small per-opcode payload), flags, a result type and a range of operands in the
//! function's operand pool. Basic blocks are operands too ([`Value::Block`]), as in LLVM, so
//! `br`, `switch` and `phi` keep everything in one list.

use crate::attrs::AttrList;
use crate::constant::Const;
use crate::intern::Sym;
use crate::types::Type;
use cranelift_entity::entity_impl;

/// A handle to an instruction in its function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A handle to a basic block in its function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// A handle to call-site details ([`CallInfo`]) in its function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CallId(u32);
entity_impl!(CallId, "call");

/// An operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Value {
    /// The result of an instruction.
    Inst(Inst),
    /// Function argument number `n`.
    Arg(u32),
    /// A module constant (including global addresses).
    Const(Const),
    /// A basic block (branch targets, phi incoming blocks).
    Block(Block),
    /// A metadata operand (`metadata …` call arguments), index into `Body::md_operands`.
    Meta(u32),
    /// An inline-asm callee, index into `Body::asms`.
    Asm(u32),
}

/// Instruction flag bits, shared by instructions and constant expressions.
pub mod flags {
    pub const NUW: u16 = 1 << 0;
    pub const NSW: u16 = 1 << 1;
    pub const EXACT: u16 = 1 << 2;
    pub const DISJOINT: u16 = 1 << 3;
    pub const NNEG: u16 = 1 << 4;
    pub const SAMESIGN: u16 = 1 << 5;
    pub const INBOUNDS: u16 = 1 << 6;
    pub const NUSW: u16 = 1 << 7;
    pub const VOLATILE: u16 = 1 << 8;
    pub const WEAK: u16 = 1 << 9;
    /// alloca: `inalloca`.
    pub const INALLOCA: u16 = 1 << 10;
    /// alloca: `swifterror`.
    pub const SWIFTERROR: u16 = 1 << 11;
    /// landingpad: `cleanup`.
    pub const CLEANUP: u16 = 1 << 12;
    /// alloca: the element count was written explicitly.
    pub const HAS_COUNT: u16 = 1 << 13;
}

/// Fast-math flags (bit set).
pub mod fmf {
    pub const NNAN: u8 = 1 << 0;
    pub const NINF: u8 = 1 << 1;
    pub const NSZ: u8 = 1 << 2;
    pub const ARCP: u8 = 1 << 3;
    pub const CONTRACT: u8 = 1 << 4;
    pub const AFN: u8 = 1 << 5;
    pub const REASSOC: u8 = 1 << 6;
    /// All flags: what `fast` means.
    pub const FAST: u8 = 0x7f;
}

/// Binary operators.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinOp {
    /// The opcode keyword.
    pub fn name(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "add",
            Sub => "sub",
            Mul => "mul",
            UDiv => "udiv",
            SDiv => "sdiv",
            URem => "urem",
            SRem => "srem",
            Shl => "shl",
            LShr => "lshr",
            AShr => "ashr",
            And => "and",
            Or => "or",
            Xor => "xor",
            FAdd => "fadd",
            FSub => "fsub",
            FMul => "fmul",
            FDiv => "fdiv",
            FRem => "frem",
        }
    }

    /// True for the floating-point operators.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// Cast operators.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    /// The opcode keyword.
    pub fn name(self) -> &'static str {
        use CastOp::*;
        match self {
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FpTrunc => "fptrunc",
            FpExt => "fpext",
            FpToUi => "fptoui",
            FpToSi => "fptosi",
            UiToFp => "uitofp",
            SiToFp => "sitofp",
            PtrToInt => "ptrtoint",
            PtrToAddr => "ptrtoaddr",
            IntToPtr => "inttoptr",
            BitCast => "bitcast",
            AddrSpaceCast => "addrspacecast",
        }
    }
}

/// Integer comparison predicates.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPred {
    /// The predicate keyword.
    pub fn name(self) -> &'static str {
        use IntPred::*;
        match self {
            Eq => "eq",
            Ne => "ne",
            Ugt => "ugt",
            Uge => "uge",
            Ult => "ult",
            Ule => "ule",
            Sgt => "sgt",
            Sge => "sge",
            Slt => "slt",
            Sle => "sle",
        }
    }

    /// All predicates.
    pub const ALL: [IntPred; 10] = [
        IntPred::Eq,
        IntPred::Ne,
        IntPred::Ugt,
        IntPred::Uge,
        IntPred::Ult,
        IntPred::Ule,
        IntPred::Sgt,
        IntPred::Sge,
        IntPred::Slt,
        IntPred::Sle,
    ];
}

/// Floating-point comparison predicates.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FloatPred {
    /// The predicate keyword.
    pub fn name(self) -> &'static str {
        use FloatPred::*;
        match self {
            False => "false",
            Oeq => "oeq",
            Ogt => "ogt",
            Oge => "oge",
            Olt => "olt",
            Ole => "ole",
            One => "one",
            Ord => "ord",
            Ueq => "ueq",
            Ugt => "ugt",
            Uge => "uge",
            Ult => "ult",
            Ule => "ule",
            Une => "une",
            Uno => "uno",
            True => "true",
        }
    }

    /// All predicates.
    pub const ALL: [FloatPred; 16] = [
        FloatPred::False,
        FloatPred::Oeq,
        FloatPred::Ogt,
        FloatPred::Oge,
        FloatPred::Olt,
        FloatPred::Ole,
        FloatPred::One,
        FloatPred::Ord,
        FloatPred::Ueq,
        FloatPred::Ugt,
        FloatPred::Uge,
        FloatPred::Ult,
        FloatPred::Ule,
        FloatPred::Une,
        FloatPred::Uno,
        FloatPred::True,
    ];
}

/// Atomic memory orderings.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Ordering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    /// The ordering keyword.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::NotAtomic => "",
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
}

/// `atomicrmw` operations.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    FMaximum,
    FMinimum,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
}

impl RmwOp {
    /// All operations.
    pub const ALL: [RmwOp; 21] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::FMaximum,
        RmwOp::FMinimum,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
        RmwOp::USubCond,
        RmwOp::USubSat,
    ];

    /// The operation keyword.
    pub fn name(self) -> &'static str {
        use RmwOp::*;
        match self {
            Xchg => "xchg",
            Add => "add",
            Sub => "sub",
            And => "and",
            Nand => "nand",
            Or => "or",
            Xor => "xor",
            Max => "max",
            Min => "min",
            UMax => "umax",
            UMin => "umin",
            FAdd => "fadd",
            FSub => "fsub",
            FMax => "fmax",
            FMin => "fmin",
            FMaximum => "fmaximum",
            FMinimum => "fminimum",
            UIncWrap => "uinc_wrap",
            UDecWrap => "udec_wrap",
            USubCond => "usub_cond",
            USubSat => "usub_sat",
        }
    }

    /// True for the floating-point operations.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        )
    }
}

/// A synchronisation scope: `SyncScope::SYSTEM` (the default), `SINGLE_THREAD`, or a named
/// scope (`syncscope("agent")`) whose name is an interned symbol.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SyncScope {
    System,
    SingleThread,
    Named(Sym),
}

/// An optional alignment stored as log2 + 1 (0 = not specified).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct MaybeAlign(u8);

impl MaybeAlign {
    /// No alignment given.
    pub const NONE: MaybeAlign = MaybeAlign(0);

    /// From a byte count, which must be a power of two.
    pub fn from_bytes(bytes: u64) -> MaybeAlign {
        debug_assert!(bytes.is_power_of_two());
        MaybeAlign(bytes.trailing_zeros() as u8 + 1)
    }

    /// The alignment in bytes, if given.
    pub fn bytes(self) -> Option<u64> {
        (self.0 != 0).then(|| 1u64 << (self.0 - 1))
    }
}

/// `tail`, `musttail`, `notail` or none.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// Call-site details shared by `call`, `invoke` and `callbr`.
#[derive(Clone, Debug)]
pub struct CallInfo {
    /// The callee's function type (explicit or implied by the return type).
    pub fn_ty: Type,
    /// Whether the call printed the full function type (varargs or explicit).
    pub explicit_fn_ty: bool,
    pub cc: CallConv,
    pub attrs: AttrList,
    pub tail: TailKind,
    /// `call addrspace(N)`, if written.
    pub addrspace: Option<u32>,
    /// Number of call arguments (operands after the callee).
    pub num_args: u32,
    /// `callbr`: number of indirect destinations.
    pub num_indirect: u32,
    /// Operand bundles: tag and operand count; the operands follow the arguments.
    pub bundles: Vec<(Sym, u32)>,
}

/// A calling convention.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum CallConv {
    #[default]
    C,
    Fast,
    Cold,
    Ghc,
    HiPE,
    AnyReg,
    PreserveMost,
    PreserveAll,
    PreserveNone,
    CxxFastTls,
    Swift,
    SwiftTail,
    Tail,
    CfGuardCheck,
    X86StdCall,
    X86FastCall,
    X86ThisCall,
    X86VectorCall,
    X86RegCall,
    X86Intr,
    X86_64SysV,
    Win64,
    ArmApcs,
    ArmAapcs,
    ArmAapcsVfp,
    AArch64VectorCall,
    AArch64SveVectorCall,
    AArch64SmeZaPreserveMostFromX0,
    AArch64SmeZaPreserveMostFromX1,
    AArch64SmeZaPreserveMostFromX2,
    Msp430Intr,
    PtxKernel,
    PtxDevice,
    SpirFunc,
    SpirKernel,
    IntelOclBi,
    AvrIntr,
    AvrSignal,
    AmdgpuVs,
    AmdgpuGs,
    AmdgpuPs,
    AmdgpuCs,
    AmdgpuKernel,
    AmdgpuGfx,
    AmdgpuLs,
    AmdgpuHs,
    AmdgpuEs,
    AmdgpuCsChain,
    AmdgpuCsChainPreserve,
    M68kRtd,
    M68kIntr,
    RiscvVectorCall,
    GraalCall,
    Hhvm,
    HhvmC,
    /// `cc N` with a number that has no keyword.
    Numbered(u32),
}

macro_rules! cc_names {
    ($($v:ident = $n:literal,)*) => {
        impl CallConv {
            /// The keyword, or `None` for the C convention and numbered ones.
            pub fn name(self) -> Option<&'static str> {
                match self { $(CallConv::$v => Some($n),)* _ => None }
            }
            /// The convention for a keyword.
            pub fn from_name(s: &[u8]) -> Option<CallConv> {
                match s { $(x if x == $n.as_bytes() => Some(CallConv::$v),)* _ => None }
            }
        }
    };
}

cc_names! {
    Fast = "fastcc",
    Cold = "coldcc",
    Ghc = "ghccc",
    AnyReg = "anyregcc",
    PreserveMost = "preserve_mostcc",
    PreserveAll = "preserve_allcc",
    PreserveNone = "preserve_nonecc",
    CxxFastTls = "cxx_fast_tlscc",
    Swift = "swiftcc",
    SwiftTail = "swifttailcc",
    Tail = "tailcc",
    CfGuardCheck = "cfguard_checkcc",
    X86StdCall = "x86_stdcallcc",
    X86FastCall = "x86_fastcallcc",
    X86ThisCall = "x86_thiscallcc",
    X86VectorCall = "x86_vectorcallcc",
    X86RegCall = "x86_regcallcc",
    X86Intr = "x86_intrcc",
    X86_64SysV = "x86_64_sysvcc",
    Win64 = "win64cc",
    ArmApcs = "arm_apcscc",
    ArmAapcs = "arm_aapcscc",
    ArmAapcsVfp = "arm_aapcs_vfpcc",
    AArch64VectorCall = "aarch64_vector_pcs",
    AArch64SveVectorCall = "aarch64_sve_vector_pcs",
    AArch64SmeZaPreserveMostFromX0 = "aarch64_sme_preservemost_from_x0",
    AArch64SmeZaPreserveMostFromX1 = "aarch64_sme_preservemost_from_x1",
    AArch64SmeZaPreserveMostFromX2 = "aarch64_sme_preservemost_from_x2",
    Msp430Intr = "msp430_intrcc",
    PtxKernel = "ptx_kernel",
    PtxDevice = "ptx_device",
    SpirFunc = "spir_func",
    SpirKernel = "spir_kernel",
    IntelOclBi = "intel_ocl_bicc",
    AvrIntr = "avr_intrcc",
    AvrSignal = "avr_signalcc",
    AmdgpuVs = "amdgpu_vs",
    AmdgpuGs = "amdgpu_gs",
    AmdgpuPs = "amdgpu_ps",
    AmdgpuCs = "amdgpu_cs",
    AmdgpuKernel = "amdgpu_kernel",
    AmdgpuGfx = "amdgpu_gfx",
    AmdgpuLs = "amdgpu_ls",
    AmdgpuHs = "amdgpu_hs",
    AmdgpuEs = "amdgpu_es",
    AmdgpuCsChain = "amdgpu_cs_chain",
    AmdgpuCsChainPreserve = "amdgpu_cs_chain_preserve",
    M68kRtd = "m68k_rtdcc",
    M68kIntr = "m68k_intrcc",
    RiscvVectorCall = "riscv_vector_cc",
    GraalCall = "graalcc",
    Hhvm = "hhvmcc",
    HhvmC = "hhvm_ccc",
}

/// Conventions with a fixed LLVM number, for `cc N`.
const NUMBERED_CCS: &[(u32, CallConv)] = &[
    (0, CallConv::C),
    (8, CallConv::Fast),
    (9, CallConv::Cold),
    (10, CallConv::Ghc),
    (11, CallConv::HiPE),
    (13, CallConv::AnyReg),
    (14, CallConv::PreserveMost),
    (15, CallConv::PreserveAll),
    (16, CallConv::Swift),
    (17, CallConv::CxxFastTls),
    (18, CallConv::Tail),
    (19, CallConv::CfGuardCheck),
    (20, CallConv::SwiftTail),
    (21, CallConv::PreserveNone),
    (64, CallConv::X86StdCall),
    (65, CallConv::X86FastCall),
    (66, CallConv::ArmApcs),
    (67, CallConv::ArmAapcs),
    (68, CallConv::ArmAapcsVfp),
    (69, CallConv::Msp430Intr),
    (70, CallConv::X86ThisCall),
    (71, CallConv::PtxKernel),
    (72, CallConv::PtxDevice),
    (75, CallConv::SpirFunc),
    (76, CallConv::SpirKernel),
    (77, CallConv::IntelOclBi),
    (78, CallConv::X86_64SysV),
    (79, CallConv::Win64),
    (80, CallConv::X86VectorCall),
    (81, CallConv::Hhvm),
    (82, CallConv::HhvmC),
    (83, CallConv::X86Intr),
    (84, CallConv::AvrIntr),
    (85, CallConv::AvrSignal),
    (87, CallConv::AmdgpuVs),
    (88, CallConv::AmdgpuGs),
    (89, CallConv::AmdgpuPs),
    (90, CallConv::AmdgpuCs),
    (91, CallConv::AmdgpuKernel),
    (92, CallConv::X86RegCall),
    (93, CallConv::AmdgpuHs),
    (95, CallConv::AmdgpuLs),
    (96, CallConv::AmdgpuEs),
    (97, CallConv::AArch64VectorCall),
    (98, CallConv::AArch64SveVectorCall),
    (100, CallConv::AmdgpuGfx),
    (102, CallConv::AArch64SmeZaPreserveMostFromX0),
    (103, CallConv::AArch64SmeZaPreserveMostFromX2),
    (104, CallConv::AmdgpuCsChain),
    (105, CallConv::AmdgpuCsChainPreserve),
    (106, CallConv::M68kRtd),
    (107, CallConv::GraalCall),
    (110, CallConv::RiscvVectorCall),
    (111, CallConv::AArch64SmeZaPreserveMostFromX1),
];

impl CallConv {
    /// The convention LLVM numbers `n` (for `cc N`).
    pub fn from_number(n: u32) -> CallConv {
        NUMBERED_CCS
            .iter()
            .find(|e| e.0 == n)
            .map_or(CallConv::Numbered(n), |e| e.1)
    }

    /// LLVM's number for a convention without a keyword (`cc N`).
    pub fn number(self) -> Option<u32> {
        match self {
            CallConv::Numbered(n) => Some(n),
            cc => NUMBERED_CCS.iter().find(|e| e.1 == cc).map(|e| e.0),
        }
    }
}

/// `landingpad` clause kinds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Clause {
    Catch,
    Filter,
}

/// What an instruction does, with its opcode-specific payload. Operand layouts are noted
/// per variant; `B` marks a [`Value::Block`] operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InstKind {
    /// `[a, b]`.
    Binary(BinOp),
    /// `[a]`.
    FNeg,
    /// `[a, b]`.
    ICmp(IntPred),
    /// `[a, b]`.
    FCmp(FloatPred),
    /// `[v]`; the result type is the destination type.
    Cast(CastOp),
    /// `[cond, a, b]`.
    Select,
    /// `[v0, B0, v1, B1, …]`.
    Phi,
    /// `[v]`.
    Freeze,
    /// `[count]` (an `i32 1` constant when not written).
    Alloca {
        allocated: Type,
        align: MaybeAlign,
        addrspace: u32,
    },
    /// `[ptr]`.
    Load {
        align: MaybeAlign,
        ordering: Ordering,
        scope: SyncScope,
    },
    /// `[value, ptr]`.
    Store {
        align: MaybeAlign,
        ordering: Ordering,
        scope: SyncScope,
    },
    /// `[ptr, idx…]`.
    GetElementPtr { source: Type },
    /// `[callee, args…, bundle operands…]`.
    Call(CallId),
    /// `[callee, args…, bundle operands…, B normal, B unwind]`.
    Invoke(CallId),
    /// `[callee, args…, bundle operands…, B default, B indirect…]`.
    CallBr(CallId),
    /// `[agg]`; indices in `Body::index_pool[start..start+len]`.
    ExtractValue { start: u32, len: u32 },
    /// `[agg, v]`; indices as for `ExtractValue`.
    InsertValue { start: u32, len: u32 },
    /// `[vec, idx]`.
    ExtractElement,
    /// `[vec, elt, idx]`.
    InsertElement,
    /// `[a, b]`; the mask is a constant vector (or `undef`/`poison`/`zeroinitializer`).
    ShuffleVector { mask: Const },
    /// `[]`.
    Fence {
        ordering: Ordering,
        scope: SyncScope,
    },
    /// `[ptr, cmp, new]`.
    CmpXchg {
        success: Ordering,
        failure: Ordering,
        scope: SyncScope,
        align: MaybeAlign,
    },
    /// `[ptr, v]`.
    AtomicRmw {
        op: RmwOp,
        ordering: Ordering,
        scope: SyncScope,
        align: MaybeAlign,
    },
    /// `[va_list ptr]`; the result type is the argument type.
    VaArg,
    /// `[clause values…]`; kinds in `Body::clause_pool[start..start+len]`.
    LandingPad { start: u32 },
    /// `[parent, args…]`.
    CatchPad,
    /// `[parent (or none), args…]`.
    CleanupPad,
    /// `[parent (or none), B handler…, B unwind?]`.
    CatchSwitch { has_unwind: bool },
    /// `[catchpad, B target]`.
    CatchRet,
    /// `[cleanuppad, B unwind?]`.
    CleanupRet { has_unwind: bool },
    /// `[v]`.
    Resume,
    /// `[]` or `[v]`.
    Ret,
    /// `[B target]`.
    Br,
    /// `[cond, B then, B else]`.
    CondBr,
    /// `[v, B default, case0, B0, case1, B1, …]` (case values are constants).
    Switch,
    /// `[addr, B dest…]`.
    IndirectBr,
    /// `[]`.
    Unreachable,
}

impl InstKind {
    /// True for block terminators.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret
                | InstKind::Br
                | InstKind::CondBr
                | InstKind::Switch
                | InstKind::IndirectBr
                | InstKind::Invoke(_)
                | InstKind::CallBr(_)
                | InstKind::Resume
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet
                | InstKind::CleanupRet { .. }
                | InstKind::Unreachable
        )
    }
}

/// One instruction.
#[derive(Copy, Clone, Debug)]
pub struct InstData {
    pub kind: InstKind,
    /// [`flags`] bits.
    pub flags: u16,
    /// [`fmf`] bits.
    pub fmf: u8,
    /// Result type (`void` when there is no result).
    pub ty: Type,
    /// Start of the operands in the operand pool.
    pub args_start: u32,
    /// Number of operands.
    pub args_len: u32,
}

/// One `#dbg_*` record (LLVM 19+) attached before an instruction.
#[derive(Clone, Debug)]
pub struct DbgRecord {
    pub kind: DbgRecordKind,
    /// Metadata operands, indexes into `Body::md_operands`.
    pub operands: Vec<u32>,
}

/// The kinds of debug records.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DbgRecordKind {
    Value,
    Declare,
    Assign,
    Label,
    DeclareValue,
}

impl DbgRecordKind {
    /// The record keyword without `#`.
    pub fn name(self) -> &'static str {
        match self {
            DbgRecordKind::Value => "dbg_value",
            DbgRecordKind::Declare => "dbg_declare",
            DbgRecordKind::Assign => "dbg_assign",
            DbgRecordKind::Label => "dbg_label",
            DbgRecordKind::DeclareValue => "dbg_declare_value",
        }
    }
}
