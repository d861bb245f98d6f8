//! Inline asm as a machine instruction ([`crate::inst::MInst::InlineAsm`]): the IR
//! template with its operands decided by instruction selection (`lower/inline_asm.rs`):
//! registers for the allocator, addresses, immediates, symbols and labels. After register
//! allocation the emitter (`emit/inline_asm.rs`) substitutes the operands into the
//! template and assembles the text into the function's code.

use regalloc2::PRegSet;
use rllc_codegen::{MBlock, OperandUse, OperandVisitor, Reg, RelocTarget};

/// How template operand `$N` is printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AsmOperand {
    /// A register: index into [`AsmInst::regs`].
    Reg(u16),
    /// An integer immediate.
    Imm(i64),
    /// The address of a symbol plus an offset (an `i` or `S` operand).
    Sym(RelocTarget, i64),
    /// Memory at the address in a register (index into [`AsmInst::regs`]), `[xN]`.
    Mem(u16),
    /// A block of the function (an `asm goto` label).
    Label(MBlock),
}

/// An inline asm statement after instruction selection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmInst {
    /// The template as the IR writes it (`$0`, `${1:w}`, `$$`, …).
    pub template: Box<[u8]>,
    /// Operand `N` of the template, by LLVM's numbering (outputs, inputs, labels).
    pub operands: Vec<AsmOperand>,
    /// Register operands with their constraints, in the order the allocator sees them;
    /// `ReuseDef(k)` refers to entry `k`.
    pub regs: Vec<(Reg, OperandUse)>,
    /// Registers the statement clobbers after reading them as inputs.
    pub clobbers: PRegSet,
    /// The statement clobbers the link register (x30): the function keeps a frame record.
    pub clobbers_lr: bool,
    /// `asm goto` (`callbr`): the fallthrough destination, then the others. Empty for
    /// plain asm.
    pub targets: Vec<MBlock>,
    /// Number of this asm statement in its function (`${:uid}`).
    pub uid: u32,
    /// Source position of the IR call, for errors found when assembling.
    pub pos: u32,
}

impl AsmInst {
    /// Visits the register operands.
    pub(crate) fn visit(&mut self, v: &mut dyn OperandVisitor) {
        for (r, how) in &mut self.regs {
            v.operand(r, *how);
        }
    }
}
