//! The System V x86-64 calling convention for values already split into register parts.
//!
//! Clang lowers C aggregates to scalars, `byval` pointers and `sret` before emitting IR, so
//! what remains is assigning each scalar part to the next free integer or SSE register,
//! or to the stack.

use crate::regs::{x, SYSV_INT_ARGS};
use regalloc2::PReg;

/// Where one part of an argument travels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PartLoc {
    Reg(PReg),
    /// Byte offset in the argument area (above the return address for the callee).
    Stack(u32),
}

/// What kind of register a value part needs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PartClass {
    Int,
    Sse,
    /// A vector register (ymm when `wide`): 16- or 32-byte stack slots when the
    /// registers run out, and returned in up to four registers.
    Vec {
        wide: bool,
    },
}

/// Hands out argument locations in order.
#[derive(Default)]
pub struct ArgAssigner {
    pub gp_used: u32,
    pub fp_used: u32,
    pub stack: u32,
}

impl ArgAssigner {
    /// The location of the next scalar part of `class`.
    pub fn next(&mut self, class: PartClass) -> PartLoc {
        match class {
            PartClass::Int if self.gp_used < 6 => {
                self.gp_used += 1;
                PartLoc::Reg(SYSV_INT_ARGS[self.gp_used as usize - 1])
            }
            PartClass::Sse | PartClass::Vec { .. } if self.fp_used < 8 => {
                self.fp_used += 1;
                PartLoc::Reg(x(self.fp_used as u8 - 1))
            }
            PartClass::Vec { wide } => {
                let n = if wide { 32 } else { 16 };
                self.stack_slot(n, n)
            }
            _ => self.stack_slot(8, 8),
        }
    }

    /// Locations for a two-part integer (`i128`): both in registers or both on the stack.
    pub fn pair(&mut self) -> [PartLoc; 2] {
        if self.gp_used <= 4 {
            [self.next(PartClass::Int), self.next(PartClass::Int)]
        } else {
            let PartLoc::Stack(o) = self.stack_slot(16, 16) else {
                unreachable!()
            };
            [PartLoc::Stack(o), PartLoc::Stack(o + 8)]
        }
    }

    /// A stack area of `size` bytes aligned to `align` (at least 8).
    pub fn stack_slot(&mut self, size: u32, align: u32) -> PartLoc {
        let off = self.stack.next_multiple_of(align.max(8));
        self.stack = off + size.next_multiple_of(8);
        PartLoc::Stack(off)
    }
}

/// Registers for returned parts: integers in rax then rdx, SSE in xmm0 then xmm1 (vectors
/// up to xmm3, as LLVM returns them).
pub fn return_regs(classes: &[PartClass]) -> Option<Vec<PReg>> {
    use crate::regs::{g, gpr};
    let ints = [g(gpr::RAX), g(gpr::RDX)];
    let vectors = classes.iter().any(|c| matches!(c, PartClass::Vec { .. }));
    let sse: &[PReg] = if vectors {
        &[x(0), x(1), x(2), x(3)]
    } else {
        &[x(0), x(1)]
    };
    let (mut ni, mut ns) = (0, 0);
    let mut out = Vec::with_capacity(classes.len());
    for c in classes {
        match c {
            PartClass::Int => {
                out.push(*ints.get(ni)?);
                ni += 1;
            }
            PartClass::Sse | PartClass::Vec { .. } => {
                out.push(*sse.get(ns)?);
                ns += 1;
            }
        }
    }
    Some(out)
}
