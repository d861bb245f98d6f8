//! An AArch64 assembler for GNU as syntax, for inline asm templates and module-level
//! asm, on the shared parts of [`rllc_codegen::asm`]: `parse` reads operands and the
//! AArch64 directives, `encode` (with `memory`, `float` and `neon`) selects one word of
//! [`crate::encode`]'s forms for each instruction.

mod encode;
mod float;
mod memory;
mod neon;
mod parse;

use parse::A64;
pub use rllc_codegen::asm::{AsmError, Assembly, Binding, Inline};

/// Assembles `src`, starting in `.text`.
pub fn assemble(src: &str) -> Result<Assembly, AsmError> {
    rllc_codegen::asm::assemble(&mut A64, src)
}

/// Assembles inline asm `src`.
pub fn assemble_inline(src: &str) -> Result<Inline, AsmError> {
    rllc_codegen::asm::assemble_inline(&mut A64, src)
}

#[cfg(test)]
mod tests;
