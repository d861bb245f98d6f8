//! The result of compiling one function: machine code plus the relocations the object
//! writer must emit against it.

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
    /// 32-bit PC-relative call through the PLT if needed.
    Plt32,
    /// 32-bit PC-relative address of the symbol's GOT entry.
    GotPcRel,
    /// Like [`RelocKind::GotPcRel`] on a `mov` with a REX prefix the linker may relax.
    RexGotPcRelX,
    /// 32-bit PC-relative address of the GOT entry holding a thread-local variable's
    /// offset from the thread pointer (initial-exec TLS).
    GotTpOff,
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
    pub relocs: Vec<Reloc>,
    /// Literal data the code refers to (float constants and the like): bytes and alignment.
    pub constants: Vec<(Vec<u8>, u32)>,
    /// Code offset of each IR block, by block index (for `blockaddress`).
    pub block_offsets: Vec<u32>,
}
