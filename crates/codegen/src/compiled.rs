//! The result of compiling one function: machine code plus the relocations the object
//! writer must emit against it.

use rllc_ir::intern::Sym;
use rllc_ir::module::GlobalId;

/// What a relocation refers to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RelocTarget {
    /// A global value of the module (function, variable, alias).
    Global(GlobalId),
    /// A runtime-library function the backend calls itself (`memcpy`, `fmod`, …).
    Libcall(&'static str),
    /// Entry `n` of this function's constant pool ([`CompiledFunction::constants`]).
    Constant(u32),
    /// The address of IR block number `block` (its index) in function `func`
    /// (`blockaddress`).
    Block(GlobalId, u32),
    /// A symbol named in inline asm that is no global of the module (the name as the
    /// object file spells it).
    Symbol(Sym),
}

/// Relocation kinds, named after what they compute rather than per object format or
/// instruction set: a kind names the value (an address, a PC-relative distance, a GOT or
/// TLS entry) and the field it goes into. `S` is the target's address, `A` the addend,
/// `P` the field's address, `Page(x)` is `x` with its low 12 bits cleared. The object
/// writers map each kind to the relocation type of a format and architecture, and refuse
/// the combinations that have none.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RelocKind {
    /// 64-bit absolute address `S + A`.
    Abs64,
    /// 32-bit absolute address, zero-extended.
    Abs32,
    /// 32-bit absolute address, sign-extended.
    Abs32S,
    /// 32-bit PC-relative address `S + A - P`.
    Pc32,
    /// 64-bit PC-relative address (relative lookup tables in data).
    Pc64,
    /// 32-bit PC-relative address of a function, or of its PLT entry when it may be
    /// elsewhere (x86-64 `call`/`jmp` rel32).
    PltPc32,
    /// A `bl` to a function (or its PLT entry or a veneer): `(S + A - P) >> 2` in a 26-bit
    /// field (AArch64).
    Call26,
    /// A `b` to a function, as [`RelocKind::Call26`] (AArch64 tail calls).
    Jump26,
    /// A conditional branch (`b.cond`, `cbz`, `cbnz`): `(S + A - P) >> 2` in a 19-bit
    /// field (AArch64).
    CondBranch19,
    /// A test-and-branch (`tbz`, `tbnz`): `(S + A - P) >> 2` in a 14-bit field (AArch64).
    TestBranch14,
    /// `Page(S + A) - Page(P)` in an `adrp` (AArch64).
    Page21,
    /// The low 12 bits of `S + A` in the instruction `use` says (AArch64 `:lo12:`).
    Lo12(Lo12Use),
    /// `S + A - P` in an `adr`'s 21-bit field (AArch64 tiny code model).
    Adr21,
    /// One 16-bit group of the absolute address `S + A` in a `movz`/`movk`: bits
    /// `16 * group` up, unchecked except group 3 (AArch64 large code model,
    /// `:abs_g0_nc:` … `:abs_g3:`).
    MovwAbs { group: u8 },
    /// 32-bit PC-relative address of the symbol's GOT entry. `relaxable`: the instruction
    /// is one the linker may rewrite when the symbol turns out local (x86-64: a `mov`
    /// with a REX prefix, `R_X86_64_REX_GOTPCRELX`).
    GotPc32 { relaxable: bool },
    /// `Page(G) - Page(P)` of the symbol's GOT entry `G` in an `adrp` (AArch64).
    GotPage21,
    /// The low 12 bits of the symbol's GOT entry in a 64-bit `ldr` (AArch64).
    GotLo12,
    /// `G - P` of the symbol's GOT entry `G` in a literal `ldr`'s 19-bit field (AArch64
    /// tiny code model, `:got:`).
    GotLoad19,
    /// 32-bit PC-relative address of the GOT entry holding a thread-local variable's
    /// offset from the thread pointer (initial-exec TLS).
    GotTpOffPc32,
    /// `Page` distance to the GOT entry holding a thread-local's offset from the thread
    /// pointer, in an `adrp` (AArch64 initial-exec TLS).
    GotTpOffPage21,
    /// The low 12 bits of that GOT entry in a 64-bit `ldr` (AArch64 initial-exec TLS).
    GotTpOffLo12,
    /// That GOT entry's distance in a literal `ldr`'s 19-bit field (AArch64 initial-exec
    /// TLS in the tiny code model, `:gottprel:`).
    GotTpOffLoad19,
    /// 32-bit PC-relative address of a thread-local's GOT entry pair (module, offset) for
    /// `__tls_get_addr` (general-dynamic TLS).
    TlsGdPc32,
    /// 32-bit PC-relative address of the GOT entry pair of this module's TLS block
    /// (local-dynamic TLS).
    TlsLdPc32,
    /// `Page` distance to a thread-local's TLS descriptor, in an `adrp` (AArch64
    /// general-dynamic TLS).
    TlsDescPage21,
    /// The low 12 bits of the TLS descriptor in the `ldr` of its resolver.
    TlsDescLd64Lo12,
    /// The low 12 bits of the TLS descriptor in the `add` forming its address.
    TlsDescAddLo12,
    /// Marks the `blr` that calls the TLS descriptor's resolver (no field).
    TlsDescCall,
    /// A thread-local's 32-bit offset in its module's TLS block (local-dynamic TLS).
    DtpOff32,
    /// A thread-local's 32-bit offset from the thread pointer (local-exec TLS).
    TpOff32,
    /// Bits 12–23 of a thread-local's offset from the thread pointer, in an `add`
    /// (AArch64 local-exec TLS).
    TpOffHi12,
    /// The low 12 bits of a thread-local's offset from the thread pointer, in an `add`,
    /// unchecked (AArch64 local-exec TLS).
    TpOffLo12,
    /// 32-bit PC-relative address of a Mach-O thread-local's descriptor (`var@TLVP`).
    TlvPc32,
    /// `Page` distance to a Mach-O thread-local's descriptor, in an `adrp` (arm64
    /// `var@TLVPPAGE`).
    TlvPage21,
    /// The low 12 bits of a Mach-O thread-local's descriptor, in an `ldr` (arm64
    /// `var@TLVPPAGEOFF`).
    TlvLo12,
    /// 32-bit offset of the symbol from the start of its section (COFF `SECREL`: a
    /// thread-local's offset in the module's TLS block).
    SecRel32,
}

/// The instruction that takes the low 12 bits of an address ([`RelocKind::Lo12`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Lo12Use {
    /// An `add` immediate: the bits as they are.
    Add,
    /// A load or store of `1 << log2_size` bytes (0 = byte … 4 = 128 bits): the bits
    /// divided by the access size.
    Access { log2_size: u8 },
}

impl RelocKind {
    /// Whether the kind computes an absolute address (no PC-relative or GOT part).
    pub fn is_absolute(self) -> bool {
        matches!(
            self,
            RelocKind::Abs64 | RelocKind::Abs32 | RelocKind::Abs32S
        )
    }

    /// For a kind that reaches the symbol's GOT entry: the kind that reaches a pointer
    /// slot the object provides instead (COFF's `__imp_NAME` and `.refptr.NAME`), the same
    /// access to an ordinary address. `None` for the other kinds.
    pub fn pointer_slot_kind(self) -> Option<RelocKind> {
        match self {
            RelocKind::GotPc32 { .. } => Some(RelocKind::Pc32),
            RelocKind::GotPage21 => Some(RelocKind::Page21),
            RelocKind::GotLo12 => Some(RelocKind::Lo12(Lo12Use::Access { log2_size: 3 })),
            _ => None,
        }
    }
}

/// One relocation in a function's code, against a target of type `T`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Reloc<T = RelocTarget> {
    /// Byte offset in the function's code.
    pub offset: u32,
    pub kind: RelocKind,
    pub target: T,
    pub addend: i64,
}

/// Machine code of one function, ready for the object writer.
#[derive(Clone, Debug, Default)]
pub struct CompiledFunction {
    pub code: Vec<u8>,
    /// Alignment the code needs beyond the usual 16 bytes (alignment directives in inline
    /// asm), 0 when none.
    pub align: u32,
    pub relocs: Vec<Reloc>,
    /// Literal data the code refers to (float constants and the like): bytes and alignment.
    pub constants: Vec<(Vec<u8>, u32)>,
    /// Code offset of each IR block, by block index (for `blockaddress`).
    pub block_offsets: Vec<u32>,
    /// The number each IR block's `blockaddress` stands for instead of its address, by
    /// block index (0: its address; empty: every block's is its address), when the
    /// function's `indirectbr`s became `switch`es ([`crate::indirectbr_expand`]).
    pub block_numbers: Vec<u32>,
    /// How the prologue and epilogues move the stack (for unwind tables).
    pub unwind: UnwindInfo,
    /// The landing pads of calls that may throw, when the function has any.
    pub exceptions: Option<Box<crate::eh::ExceptionTable>>,
    /// Line-table rows in code order, when the function has debug info.
    pub lines: Vec<crate::debug_lines::LineRow>,
    /// Variables in frame slots, when the function has debug info.
    pub variables: Vec<crate::debug_lines::FrameVariable>,
    /// Variables `#dbg_value` records give values, with where their values are known.
    pub value_variables: Vec<crate::debug_lines::ValueVariable>,
    /// The code offset of each [`crate::Emit::mark`], for the pipeline.
    pub marks: Vec<u32>,
    /// The nops of `-fpatchable-function-entry` (`"patchable-function-entry"`,
    /// `"patchable-function-prefix"`), when the function has some.
    pub patchable: Option<Patchable>,
    /// Warnings about the function, as llc prints them (`"warn-stack-size"`).
    pub warnings: Vec<String>,
}

/// Where a function's patchable nops are: the object writer places the `prefix` nops
/// before the function's symbol and records the address of the first nop (on ELF in
/// `__patchable_function_entries`), as LLVM's asm printer does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Patchable {
    /// The nops before the function's symbol (`"patchable-function-prefix"`).
    pub prefix: Vec<u8>,
    /// The code offset of the nops at the entry (after `endbr64`).
    pub entry: u32,
}

impl Patchable {
    /// The offset of the first nop from the function's symbol: the prefix's start, or
    /// the entry's nops when there is no prefix.
    pub fn first_nop(&self) -> i64 {
        if self.prefix.is_empty() {
            i64::from(self.entry)
        } else {
            -(self.prefix.len() as i64)
        }
    }
}

/// How a function's prologue and epilogues change the stack, so that object writers can
/// describe every frame to unwinders (DWARF CFI in `.eh_frame`, Win64 `.pdata`/`.xdata`,
/// Mach-O compact unwind) without knowing the target's instructions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnwindInfo {
    /// Prologue steps in code order, each with the code offset just after the instruction
    /// that performed it.
    pub prologue: Vec<(u32, UnwindOp)>,
    /// Every epilogue, in code order.
    pub epilogues: Vec<Epilogue>,
}

impl UnwindInfo {
    /// Whether the prologue signs the return address with the B key.
    pub fn signs_with_b_key(&self) -> bool {
        self.prologue
            .iter()
            .any(|&(_, op)| op == UnwindOp::SignReturnAddress { b_key: true })
    }
}

/// A register an unwind step saves or sets up, in the target's own numbering; the object
/// writers translate it into DWARF and Windows register numbers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnwindReg {
    /// General-purpose register `n` by hardware encoding (x86-64: 0 = rax, 1 = rcx,
    /// 2 = rdx, 3 = rbx, 4 = rsp, 5 = rbp, 6 = rsi, 7 = rdi, 8–15 = r8–r15; AArch64:
    /// 0–30 = x0–x30, 31 = sp).
    Gpr(u8),
    /// Floating-point/vector register `n` (x86-64: xmm0–xmm15; AArch64: v0–v31).
    Vector(u8),
}

/// One step of a prologue.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnwindOp {
    /// The stack pointer moved down 8 bytes and `reg` was saved there (x86 `push`).
    PushReg { reg: UnwindReg },
    /// `reg` was stored at the stack pointer plus `offset`, the stack pointer being the one
    /// after the prologue's allocations so far (x86-64: Win64's callee-saved xmm6–xmm15,
    /// all 128 bits).
    SaveReg { reg: UnwindReg, offset: u32 },
    /// `reg1` was stored at the stack pointer plus `offset` and `reg2` 8 bytes above it,
    /// as [`UnwindOp::SaveReg`] (AArch64 `stp` of x or d registers).
    SavePair {
        reg1: UnwindReg,
        reg2: UnwindReg,
        offset: u32,
    },
    /// The frame-pointer register `reg` now holds the stack pointer plus `offset`; the
    /// frame is addressed from it from here on.
    SetFramePointer { reg: UnwindReg, offset: u32 },
    /// The stack pointer moved down `size` bytes (locals, spills, outgoing arguments, or
    /// the room a pre-indexed store then fills).
    StackAlloc { size: u32 },
    /// The return address in the link register was signed (AArch64 `paciasp`, or
    /// `pacibsp` with `b_key`): unwinders must authenticate it.
    SignReturnAddress { b_key: bool },
}

/// Where an epilogue tears the frame down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Epilogue {
    /// Code offset just after the frame pointer was restored: from here the caller's
    /// frame is found from the stack pointer alone, as at the function's entry.
    pub frame_popped: u32,
    /// Code offset just after the return instruction.
    pub end: u32,
    /// Code offset just after the return address was authenticated (AArch64 `autiasp`)
    /// when that is a step of its own before the return.
    pub authenticated: Option<u32>,
}
