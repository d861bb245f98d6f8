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

pub use parse::{register, Dialect};
pub use rllc_codegen::assembly::{AsmReloc, Assembly, Binding, RelocTo, Section, Symbol};

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

/// Inline asm assembled for a place inside a function's code.
pub struct Inline {
    /// Alignment directives before any code (`.p2align 5` alone, or leading a loop):
    /// power of two, fill byte and maximum padding. The function lays them out itself.
    pub lead_align: Vec<(u32, Option<u8>, Option<u32>)>,
    /// The rest; its first section is the function's (`.text` at offset 0).
    pub assembly: Assembly,
}

/// Assembles inline asm `src`, starting in syntax `dialect`.
pub fn assemble_inline(src: &str, dialect: Dialect) -> Result<Inline, AsmError> {
    let to_err = |(line, message)| AsmError { line, message };
    let mut stmts = parse::parse(src, dialect).map_err(to_err)?;
    let mut lead_align = Vec::new();
    let mut lead = 0;
    for (st, _) in &stmts {
        match st {
            parse::Stmt::Dir(parse::Dir::Align { pow2, fill, max }) => {
                // Inline asm is code: a nop fill means the best nops.
                lead_align.push((*pow2, fill.filter(|&f| f != 0x90), *max))
            }
            parse::Stmt::Dir(parse::Dir::Ignored | parse::Dir::Syntax(_)) => {}
            _ => break,
        }
        lead += 1;
    }
    stmts.drain(..lead);
    let assembly = layout::assemble(stmts).map_err(to_err)?;
    Ok(Inline {
        lead_align,
        assembly,
    })
}

/// Appends `n` bytes of nops (code padding).
pub fn nops(out: &mut Vec<u8>, n: usize) {
    layout::nops(out, n)
}

#[cfg(test)]
mod tests;
