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

/// Relocation kinds, named after what they compute rather than per object format.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RelocKind {
    /// 64-bit absolute address.
    Abs64,
    /// 32-bit absolute address, zero-extended.
    Abs32,
    /// 32-bit absolute address, sign-extended.
    Abs32S,
    /// 32-bit PC-relative address.
    Pc32,
    /// 64-bit PC-relative address (relative lookup tables in data).
    Pc64,
    /// 32-bit PC-relative call through the PLT if needed.
    Plt32,
    /// 32-bit PC-relative address of the symbol's GOT entry.
    GotPcRel,
    /// Like [`RelocKind::GotPcRel`] on a `mov` with a REX prefix the linker may relax.
    RexGotPcRelX,
    /// 32-bit PC-relative address of the GOT entry holding a thread-local variable's
    /// offset from the thread pointer (initial-exec TLS).
    GotTpOff,
    /// 32-bit PC-relative address of a thread-local's GOT entry pair (module, offset) for
    /// `__tls_get_addr` (general-dynamic TLS).
    TlsGd,
    /// 32-bit PC-relative address of the GOT entry pair of this module's TLS block
    /// (local-dynamic TLS).
    TlsLd,
    /// A thread-local's 32-bit offset in its module's TLS block (local-dynamic TLS).
    DtpOff32,
    /// A thread-local's 32-bit offset from the thread pointer (local-exec TLS).
    TpOff32,
    /// 32-bit PC-relative address of a Mach-O thread-local's descriptor (`var@TLVP`).
    Tlv,
    /// 32-bit offset of the symbol from the start of its section (COFF `SECREL`: a
    /// thread-local's offset in the module's TLS block).
    SecRel32,
}

/// One relocation in a function's code.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Reloc {
    /// Byte offset in the function's code.
    pub offset: u32,
    pub kind: RelocKind,
    pub target: RelocTarget,
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
    /// How the prologue and epilogues move the stack (for unwind tables).
    pub unwind: UnwindInfo,
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

/// One step of a prologue. Registers are the target's hardware register numbers
/// (x86-64: 0 = rax … 15 = r15).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnwindOp {
    /// `push reg`: the stack pointer moved down 8 bytes and `reg` was saved there.
    Push { reg: u8 },
    /// The frame-pointer register `reg` now holds the stack pointer plus `offset`; the
    /// frame is addressed from it from here on.
    SetFramePointer { reg: u8, offset: u32 },
    /// The stack pointer moved down `size` bytes (locals, spills, outgoing arguments).
    StackAlloc { size: u32 },
    /// SSE register `reg` (all 128 bits) was stored at the stack pointer plus `offset`, the
    /// stack pointer being the one after the prologue's allocations (Win64's callee-saved
    /// xmm6–xmm15).
    SaveXmm { reg: u8, offset: u32 },
}

/// Where an epilogue tears the frame down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Epilogue {
    /// Code offset just after the frame pointer was restored: from here the caller's
    /// frame is found from the stack pointer alone, as at the function's entry.
    pub frame_popped: u32,
    /// Code offset just after the return instruction.
    pub end: u32,
}
