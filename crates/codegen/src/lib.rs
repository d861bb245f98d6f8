//! rllc-codegen: the target-independent half of the backend.
//!
//! A target lowers IR into a [`vcode::VCode`] of its own machine instructions over virtual
//! registers; [`regalloc`] allocates its registers ([`localalloc`] at -O0, regalloc2
//! otherwise); the target then lays out the frame
//! ([`frame`]) and emits bytes and relocations into a [`compiled::CompiledFunction`] that
//! the object writer places in a section.

pub mod arch;
pub mod asm;
pub mod asm_constraints;
pub mod assembly;
pub mod block_order;
pub mod block_placement;
pub mod buffer;
pub mod compiled;
pub mod constrained;
pub mod debug_lines;
pub mod deferral;
pub mod eh;
pub mod frame;
pub mod indirectbr_expand;
pub mod latch_moves;
pub mod localalloc;
pub mod loop_split;
pub mod machine_blocks;
pub mod magic;
pub mod module_ctx;
pub mod object_stubs;
pub mod pipeline;
pub mod regalloc;
pub mod spill_moves;
pub mod stack_protector;
pub mod target;
pub mod tls;
pub mod vcode;
pub mod zero_regs;

pub use arch::Arch;
pub use compiled::{
    CompiledFunction, Epilogue, Lo12Use, Patchable, Reloc, RelocKind, RelocTarget, UnwindInfo,
    UnwindOp, UnwindReg,
};
pub use module_ctx::{entry_call_name, FramePointer, ModuleCtx};
pub use target::{ModuleCompiler, Target};
pub use vcode::{
    visit_fixed, DebugValue, MBlock, MachInst, OperandUse, OperandVisitor, Reg, VCode,
};

/// A code-generation failure the user can act on: an unsupported construct, with the byte
/// position of the IR instruction (or global) that needs it when known.
#[derive(Clone, Debug)]
pub struct CodegenError {
    pub pos: Option<u32>,
    pub message: String,
}

impl CodegenError {
    /// `unsupported: what` at `pos`.
    pub fn unsupported(pos: Option<u32>, what: impl std::fmt::Display) -> Self {
        CodegenError {
            pos,
            message: format!("unsupported: {what}"),
        }
    }
}

/// Optimisation level (`-O0` … `-O3`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum OptLevel {
    O0,
    O1,
    O2,
    O3,
}

/// The operating-system conventions that code generation and object writing depend on
/// beyond the object format: the default calling convention, thread-local access, stack
/// probes, how symbols are reached, and how COFF objects spell weak definitions, exports
/// and constructors.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Platform {
    /// Linux and the other ELF systems (the BSDs, Solaris, Fuchsia, …), which share its
    /// conventions: the System V ABI of the architecture, ELF TLS.
    #[default]
    Linux,
    /// Apple's systems (Mach-O): the System V ABI on x86-64 (Apple's own on arm64),
    /// thread-locals through TLV descriptors, strong definitions reached directly.
    Darwin,
    /// Windows with the MinGW-w64 runtime (`x86_64-w64-mingw32`, `*-windows-gnu`).
    WindowsGnu,
    /// Windows with the Microsoft runtime (`*-windows-msvc`).
    WindowsMsvc,
}

impl Platform {
    /// Whether the target is Windows (COFF, the Win64 calling convention by default,
    /// `.pdata`/`.xdata` unwind tables).
    pub fn is_windows(self) -> bool {
        matches!(self, Platform::WindowsGnu | Platform::WindowsMsvc)
    }
}

/// How code refers to symbols (`-relocation-model`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RelocModel {
    Static,
    Pic,
    DynamicNoPic,
}

/// A table with an entry for each of the first `n` keys (so that storing into it never
/// grows it).
pub fn full_map<K: cranelift_entity::EntityRef, V: Clone + Default>(
    n: usize,
) -> cranelift_entity::SecondaryMap<K, V> {
    let mut m = cranelift_entity::SecondaryMap::with_capacity(n);
    m.resize(n);
    m
}
