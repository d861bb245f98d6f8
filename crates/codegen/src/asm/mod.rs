//! The target-neutral half of the assemblers (GNU as syntax), for inline asm templates and
//! module-level asm: `lex` splits text into statements and tokens, `expr` parses and
//! evaluates expressions, `parse` reads labels and the shared directives, and `layout`
//! places items in sections, relaxes jumps and resolves expressions into bytes or
//! relocations. A target supplies its instructions, its own directives and the fields its
//! instructions have through [`Isa`] (`rllc_x86_64::asm`, `rllc_aarch64::asm`).

pub mod expr;
pub mod layout;
pub mod lex;
pub mod parse;
pub mod template;

pub use crate::assembly::{AsmReloc, Assembly, Binding, RelocTo, Section, Symbol};
use crate::RelocKind;
use expr::{Cursor, Expr, SymMod};
use parse::{Dir, Locals, Stmt};

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

/// A field of encoded bytes whose value an expression gives after layout.
#[derive(Clone, Debug)]
pub struct Fixup<F> {
    /// Byte offset of the field's instruction word or data in the item.
    pub at: u32,
    pub field: F,
    pub expr: Expr,
}

/// An encoded instruction.
#[derive(Clone, Debug)]
pub enum Encoded<F> {
    /// Bytes with fields to fill in later.
    Fixed(Vec<u8>, Vec<Fixup<F>>),
    /// A jump laid out in its short form when that reaches its target (a label of the
    /// same section), else in its long form.
    Relax {
        short: (Vec<u8>, Fixup<F>),
        long: (Vec<u8>, Fixup<F>),
    },
}

/// How a target's instruction field takes a value.
pub trait Field: Clone {
    /// For a PC-relative field, the distance from the field to the address the processor
    /// measures from (x86: the end of the instruction; AArch64: the instruction itself,
    /// which is the field).
    fn pc_bias(&self) -> Option<i64>;
    /// Whether a label of the same section is resolved by the assembler rather than left
    /// to a relocation (AArch64's page and low-12-bit fields are relocated).
    fn resolves_locally(&self) -> bool;
    /// Writes `value` into the field of `data` (the bytes from the fixup's `at`).
    fn write(&self, data: &mut [u8], value: i64) -> Result<(), String>;
    /// The relocation that fills the field with a symbol's value (`pcrel`: relative to
    /// the field, also for `sym - .` in data).
    fn reloc(&self, m: SymMod, pcrel: bool) -> Result<RelocKind, String>;
    /// The field is a direct call or jump target.
    fn branch(&self) -> bool;
}

/// What a target's assembler adds to the shared parts.
pub trait Isa {
    /// An instruction statement, parsed.
    type Inst;
    /// The fields of the target's instructions.
    type Field: Field;
    /// `#` starts a comment (x86); otherwise only `//` and `/* */` do (AArch64's `#` is
    /// an immediate).
    const HASH_COMMENTS: bool;
    /// `%name` is a register (AT&T syntax).
    const PERCENT_REGISTERS: bool;
    /// The fill byte of alignment directives that means "nops" in code (x86's `0x90`).
    const NOP_FILL: Option<u8>;
    /// Decodes a directive of the target's own (or its own meaning of a shared one:
    /// `.word`, `.align`); None leaves it to the shared ones.
    fn directive(&mut self, d: &str, c: &mut Cursor, p: &Locals) -> Option<Result<Dir, String>>;
    /// Parses an instruction statement; None when it only changes the parser's state
    /// (x86's `lock;` prefix alone).
    fn instruction(
        &mut self,
        mnemonic: &str,
        c: &mut Cursor,
        p: &Locals,
    ) -> Result<Option<Self::Inst>, String>;
    /// Encodes a parsed instruction.
    fn encode(&self, inst: &Self::Inst) -> Result<Encoded<Self::Field>, String>;
    /// The field of a `size`-byte data directive.
    fn data_field(size: u8) -> Self::Field;
    /// Appends `n` bytes of code padding.
    fn code_fill(out: &mut Vec<u8>, n: usize);
}

/// Assembles `src`, starting in `.text`.
pub fn assemble<A: Isa>(isa: &mut A, src: &str) -> Result<Assembly, AsmError> {
    let to_err = |(line, message)| AsmError { line, message };
    let stmts = parse::parse(isa, src).map_err(to_err)?;
    layout::assemble(isa, stmts).map_err(to_err)
}

/// Inline asm assembled for a place inside a function's code.
pub struct Inline {
    /// Alignment directives before any code (`.p2align 5` alone, or leading a loop):
    /// power of two, fill byte and maximum padding. The function lays them out itself.
    pub lead_align: Vec<(u32, Option<u8>, Option<u32>)>,
    /// The rest; its first section is the function's (`.text` at offset 0).
    pub assembly: Assembly,
}

/// Assembles inline asm `src`.
pub fn assemble_inline<A: Isa>(isa: &mut A, src: &str) -> Result<Inline, AsmError> {
    let to_err = |(line, message)| AsmError { line, message };
    let mut stmts = parse::parse(isa, src).map_err(to_err)?;
    let mut lead_align = Vec::new();
    let mut lead = 0;
    for (st, _) in &stmts {
        match st {
            Stmt::Dir(Dir::Align { pow2, fill, max }) => {
                // Inline asm is code: a nop fill means the best nops.
                lead_align.push((*pow2, fill.filter(|&f| Some(f) != A::NOP_FILL), *max))
            }
            Stmt::Dir(Dir::Ignored) => {}
            _ => break,
        }
        lead += 1;
    }
    stmts.drain(..lead);
    let assembly = layout::assemble(isa, stmts).map_err(to_err)?;
    Ok(Inline {
        lead_align,
        assembly,
    })
}
