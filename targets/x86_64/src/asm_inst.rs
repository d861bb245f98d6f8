//! Inline asm as a machine instruction ([`crate::inst::MInst::InlineAsm`]): the IR
//! template with its operands decided by instruction selection (`lower/inline_asm.rs`):
//! registers for the allocator, memory addresses, immediates, symbols and labels. After
//! register allocation the emitter (`emit/inline_asm.rs`) substitutes the operands into
//! the template and assembles the text into the function's code.

use crate::asm::Dialect;
use crate::inst::{Amode, Cc};
use regalloc2::PRegSet;
use rllc_codegen::{MBlock, OperandUse, OperandVisitor, Reg, RelocTarget};

/// How template operand `$N` is printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AsmOperand {
    /// A register: index into [`AsmInst::regs`], and the width of the value in bytes
    /// (which register name the operand prints as).
    Reg { reg: u16, bytes: u8 },
    /// An integer immediate.
    Imm(i64),
    /// The address of a symbol plus an offset (an `i` or `s` operand).
    Sym(RelocTarget, i64),
    /// Memory at an address: index into [`AsmInst::mems`].
    Mem(u16),
    /// A block of the function (an `asm goto` label).
    Label(MBlock),
    /// x87 stack register `st(N)`.
    X87(u8),
}

/// An inline asm statement after instruction selection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmInst {
    /// The template as the IR writes it (`$0`, `${1:k}`, `$$`, …).
    pub template: Box<[u8]>,
    pub dialect: Dialect,
    /// Operand `N` of the template, by LLVM's numbering (outputs, inputs, labels).
    pub operands: Vec<AsmOperand>,
    /// Register operands with their constraints, in the order the allocator sees them;
    /// `ReuseDef(k)` refers to entry `k`.
    pub regs: Vec<(Reg, OperandUse)>,
    /// Addresses of memory operands (their registers are uses after `regs`).
    pub mems: Vec<Amode>,
    /// Flag outputs (`=@cc<cond>`): the condition and the `regs` entry the emitter sets
    /// to 0 or 1 right after the asm.
    pub flag_outputs: Vec<(Cc, u16)>,
    /// Registers the statement clobbers after reading them as inputs.
    pub clobbers: PRegSet,
    /// `asm goto` (`callbr`): the fallthrough destination, then the others. Empty for
    /// plain asm.
    pub targets: Vec<MBlock>,
    /// Number of this asm statement in its function (`${:uid}`).
    pub uid: u32,
    /// Source position of the IR call, for errors found when assembling.
    pub pos: u32,
}

impl AsmInst {
    /// Visits the register operands, then the registers of the memory addresses.
    pub(crate) fn visit(&mut self, v: &mut dyn OperandVisitor) {
        for (r, how) in &mut self.regs {
            v.operand(r, *how);
        }
        for m in &mut self.mems {
            m.visit(v);
        }
    }
}
