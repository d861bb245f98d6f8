//! An x86-64 assembler for GNU as syntax (AT&T, and Intel after `.intel_syntax`), for
//! inline asm templates and module-level asm.
//!
//! `lex` splits text into statements and tokens, `parse` reads labels, instructions and
//! directives, `encode` selects an iced-x86 encoding for each instruction from a table
//! built from iced's opcode metadata, and `layout` places items in sections, relaxes
//! jumps and resolves expressions into bytes or relocations.

mod encode;
mod expr;
mod layout;
mod lex;
mod parse;

pub use layout::{AsmReloc, Assembly, Binding, RelocTo, Section, Symbol};
pub use parse::Dialect;

/// An error in assembler text, at a line of it (1-based; 0 when not tied to a line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    pub line: u32,
    pub message: String,
}

impl std::fmt::Display for AsmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "{} (asm line {})", self.message, self.line)
        }
    }
}

/// Assembles `src`, starting in `.text` with syntax `dialect`.
pub fn assemble(src: &str, dialect: Dialect) -> Result<Assembly, AsmError> {
    let to_err = |(line, message)| AsmError { line, message };
    let stmts = parse::parse(src, dialect).map_err(to_err)?;
    layout::assemble(stmts).map_err(to_err)
}

/// Appends `n` bytes of nops (code padding).
pub fn nops(out: &mut Vec<u8>, n: usize) {
    layout::nops(out, n)
}

#[cfg(test)]
mod tests;
