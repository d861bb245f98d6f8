//! The System V x86-64 calling convention for values already split into register parts.
//!
//! Clang lowers C aggregates to scalars, `byval` pointers and `sret` before emitting IR, so
//! what remains is assigning each scalar part to the next free integer or SSE register,
//! or to the stack.

use crate::regs::{gpr, x, SYSV_INT_ARGS};
use regalloc2::PReg;
use rllc_ir::inst::CallConv;

/// A calling convention as x86-64 System V code sees it: arguments and results travel
/// where C puts them; the callee preserves C's rbx, rbp and r12–r15 plus `extra_saved`
/// (and xmm0–xmm15 when `saves_xmm`), except registers that carry the result.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Convention {
    /// General-purpose registers (hardware numbers) preserved beyond C's.
    pub extra_saved: &'static [u8],
    pub saves_xmm: bool,
    /// `tailcc`: the callee pops its stack arguments ([`Convention::pop_bytes`]).
    pub callee_pops: bool,
}

impl Convention {
    /// C, and every convention that is C on x86-64 System V.
    pub const C: Convention = Convention {
        extra_saved: &[],
        saves_xmm: false,
        callee_pops: false,
    };

    /// Bytes the callee pops on return when `stack` bytes of arguments are on the stack:
    /// for tailcc, as LLVM lays it out, the argument area plus the return address rounded
    /// up to 16, less the return address (so never less than 8).
    pub fn pop_bytes(self, stack: u32) -> u32 {
        if self.callee_pops {
            (stack + 8).next_multiple_of(16) - 8
        } else {
            0
        }
    }

    /// Whether the callee preserves registers C lets it clobber.
    pub fn preserves_more(self) -> bool {
        !self.extra_saved.is_empty() || self.saves_xmm
    }
}

/// The convention `cc` follows, as LLVM 19 implements it on x86-64 System V; `None` for
/// conventions with their own argument registers (ghccc, anyregcc, preserve_nonecc, …).
/// `coldcc` preserves every register but rax (X86RegisterInfo's CSR_64_MostRegs),
/// `preserve_mostcc` every general-purpose register but r11 and `preserve_allcc` the SSE
/// registers as well (CSR_64_RT_MostRegs/AllRegs).
pub fn convention(cc: CallConv) -> Option<Convention> {
    use gpr::*;
    Some(match cc {
        // fastcc is C without -tailcallopt; stdcall/fastcall/thiscall are ignored on
        // x86-64; win64cc is handled by the Win64 ABI.
        CallConv::C
        | CallConv::Fast
        | CallConv::X86_64SysV
        | CallConv::X86StdCall
        | CallConv::X86FastCall
        | CallConv::X86ThisCall
        | CallConv::Win64 => Convention::C,
        CallConv::Tail => Convention {
            callee_pops: true,
            ..Convention::C
        },
        CallConv::Cold => Convention {
            extra_saved: &[RCX, RDX, RSI, RDI, R8, R9, R10, R11],
            saves_xmm: true,
            callee_pops: false,
        },
        CallConv::PreserveMost => Convention {
            extra_saved: &[RAX, RCX, RDX, RSI, RDI, R8, R9, R10],
            saves_xmm: false,
            callee_pops: false,
        },
        CallConv::PreserveAll => Convention {
            extra_saved: &[RAX, RCX, RDX, RSI, RDI, R8, R9, R10],
            saves_xmm: true,
            callee_pops: false,
        },
        _ => return None,
    })
}

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
