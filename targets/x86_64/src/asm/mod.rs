//! An x86-64 assembler for GNU as syntax (AT&T, and Intel after `.intel_syntax`), for
//! inline asm templates and module-level asm, on the shared parts of
//! [`rllc_codegen::asm`]: `parse` reads x86 instructions and directives, `encode` selects
//! an iced-x86 encoding for each instruction from a table built from iced's opcode
//! metadata.

mod encode;
mod parse;

use parse::X86;
pub use parse::{register, Dialect};
pub use rllc_codegen::asm::{AsmError, Binding, Inline};

/// Assembles `src`, starting in `.text` with syntax `dialect`.
pub fn assemble(src: &str, dialect: Dialect) -> Result<rllc_codegen::asm::Assembly, AsmError> {
    rllc_codegen::asm::assemble(&mut X86::new(dialect), src)
}

/// Assembles inline asm `src`, starting in syntax `dialect`.
pub fn assemble_inline(src: &str, dialect: Dialect) -> Result<Inline, AsmError> {
    rllc_codegen::asm::assemble_inline(&mut X86::new(dialect), src)
}

/// Appends `n` bytes of multi-byte nops (the forms LLVM pads code with).
pub fn nops(out: &mut Vec<u8>, mut n: usize) {
    const NOPS: [&[u8]; 10] = [
        &[0x90],
        &[0x66, 0x90],
        &[0x0f, 0x1f, 0x00],
        &[0x0f, 0x1f, 0x40, 0x00],
        &[0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x2e, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    while n > 0 {
        let k = n.min(10);
        out.extend_from_slice(NOPS[k - 1]);
        n -= k;
    }
}

#[cfg(test)]
mod tests;
