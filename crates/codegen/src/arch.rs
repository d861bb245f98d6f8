//! The instruction-set architectures rllc generates code for, as the parts of the backend
//! that serve every target (object writers, unwind tables) name them.

/// An instruction-set architecture.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Arch {
    /// x86-64 (AMD64).
    X86_64,
    /// 64-bit Arm (AArch64, little-endian).
    Aarch64,
}
