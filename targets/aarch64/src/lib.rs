//! rllc-aarch64: the AArch64 target (AAPCS64 on Linux): registers, instruction
//! selection, frame layout and our own encoder.

pub mod disasm;
pub mod encode;
