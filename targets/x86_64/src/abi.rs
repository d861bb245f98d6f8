//! Calling conventions for values already split into register parts: System V here,
//! Microsoft x64 in [`win64`]; [`convention`] describes what a function or call site of
//! some IR calling convention follows.
//!
//! Clang lowers C aggregates to scalars, `byval` pointers and `sret` before emitting IR, so
//! what remains is assigning each scalar part to the next free integer or SSE register,
//! or to the stack.

pub mod win64;

use crate::regs::{gpr, x, SYSV_INT_ARGS};
use regalloc2::PReg;
use rllc_codegen::Platform;
use rllc_ir::inst::CallConv;
use smallvec::SmallVec;

/// How arguments are assigned to registers and stack slots.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Abi {
    /// System V: the next register of each class.
    #[default]
    SysV,
    /// Microsoft x64: by position ([`win64`]).
    Win64,
}

impl Abi {
    /// The platform's own convention (C functions, runtime calls).
    pub fn of_platform(platform: Platform) -> Abi {
        if platform.is_windows() {
            Abi::Win64
        } else {
            Abi::SysV
        }
    }

    /// Offset of the first stack argument in the argument area (Win64: above the home
    /// area).
    pub fn stack_args_start(self) -> u32 {
        match self {
            Abi::SysV => 0,
            Abi::Win64 => win64::HOME_AREA,
        }
    }

    /// Integer argument registers, in order.
    pub fn int_args(self) -> &'static [PReg] {
        match self {
            Abi::SysV => &SYSV_INT_ARGS,
            Abi::Win64 => &win64::INT_ARGS,
        }
    }

    /// The number of SSE argument registers (xmm0 up).
    pub fn sse_args(self) -> u8 {
        match self {
            Abi::SysV => 8,
            Abi::Win64 => 4,
        }
    }
}

/// A calling convention as x86-64 code sees it: arguments and results travel as `abi`
/// says; the callee preserves System V C's rbx, rbp and r12–r15 plus `extra_saved` and
/// `saved_xmm`, except registers that carry the result.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Convention {
    pub abi: Abi,
    /// General-purpose registers (hardware numbers) preserved beyond System V C's.
    pub extra_saved: &'static [u8],
    /// SSE registers preserved.
    pub saved_xmm: &'static [u8],
    /// Only the low 128 bits of `saved_xmm` survive (Win64: ymm upper halves are
    /// volatile).
    pub xmm_low_only: bool,
    /// `tailcc`: the callee pops its stack arguments ([`Convention::pop_bytes`]).
    pub callee_pops: bool,
}

/// Every SSE register.
const ALL_XMM: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

impl Convention {
    /// System V C, and every convention that is C on x86-64 System V.
    pub const C: Convention = Convention {
        abi: Abi::SysV,
        extra_saved: &[],
        saved_xmm: &[],
        xmm_low_only: false,
        callee_pops: false,
    };

    /// Microsoft x64 (C on Windows, `win64cc`): rsi, rdi and xmm6–xmm15 preserved too.
    pub const WIN64: Convention = Convention {
        abi: Abi::Win64,
        extra_saved: &win64::EXTRA_SAVED,
        saved_xmm: &win64::SAVED_XMM,
        xmm_low_only: true,
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

    /// Whether the callee preserves registers System V C lets it clobber.
    pub fn preserves_more(self) -> bool {
        !self.extra_saved.is_empty() || !self.saved_xmm.is_empty()
    }
}

/// The convention `cc` follows on `platform`, as LLVM 19 implements it on x86-64; `None`
/// for conventions with their own argument registers (ghccc, anyregcc,
/// preserve_nonecc, …) and, on Windows, for those LLVM gives other register sets there.
/// `coldcc` preserves every register but rax (X86RegisterInfo's CSR_64_MostRegs),
/// `preserve_mostcc` every general-purpose register but r11 and `preserve_allcc` the SSE
/// registers as well (CSR_64_RT_MostRegs/AllRegs). `win64cc` and `x86_64_sysvcc` choose
/// their convention whatever the platform.
pub fn convention(cc: CallConv, platform: Platform) -> Option<Convention> {
    use gpr::*;
    let c = match platform {
        Platform::Linux | Platform::Darwin => Convention::C,
        Platform::WindowsGnu | Platform::WindowsMsvc => Convention::WIN64,
    };
    Some(match cc {
        // fastcc is C without -tailcallopt; stdcall/fastcall/thiscall are ignored on
        // x86-64.
        CallConv::C
        | CallConv::Fast
        | CallConv::X86StdCall
        | CallConv::X86FastCall
        | CallConv::X86ThisCall => c,
        CallConv::X86_64SysV => Convention::C,
        CallConv::Win64 => Convention::WIN64,
        _ if platform.is_windows() => return None,
        CallConv::Tail => Convention {
            callee_pops: true,
            ..Convention::C
        },
        CallConv::Cold => Convention {
            extra_saved: &[RCX, RDX, RSI, RDI, R8, R9, R10, R11],
            saved_xmm: &ALL_XMM,
            ..Convention::C
        },
        CallConv::PreserveMost => Convention {
            extra_saved: &[RAX, RCX, RDX, RSI, RDI, R8, R9, R10],
            ..Convention::C
        },
        CallConv::PreserveAll => Convention {
            extra_saved: &[RAX, RCX, RDX, RSI, RDI, R8, R9, R10],
            saved_xmm: &ALL_XMM,
            ..Convention::C
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
    pub abi: Abi,
    pub gp_used: u32,
    pub fp_used: u32,
    pub stack: u32,
}

impl ArgAssigner {
    /// An assigner for `abi`.
    pub fn new(abi: Abi) -> Self {
        match abi {
            Abi::SysV => ArgAssigner::default(),
            Abi::Win64 => win64::assigner(),
        }
    }

    /// The location of the next scalar part of `class`.
    pub fn next(&mut self, class: PartClass) -> PartLoc {
        if self.abi == Abi::Win64 {
            return win64::next(self, class);
        }
        match class {
            PartClass::Int if self.gp_used < 6 => {
                self.gp_used += 1;
                PartLoc::Reg(SYSV_INT_ARGS[self.gp_used as usize - 1])
            }
            PartClass::Sse | PartClass::Vec { .. }
                if self.fp_used < u32::from(Abi::SysV.sse_args()) =>
            {
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

    /// Locations for a two-part integer (`i128`): both in registers or both on the stack
    /// (System V only: Win64 passes `i128` by reference, which callers check).
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
pub fn return_regs(classes: &[PartClass]) -> Option<SmallVec<[PReg; 4]>> {
    use crate::regs::{g, gpr};
    let ints = [g(gpr::RAX), g(gpr::RDX)];
    let vectors = classes.iter().any(|c| matches!(c, PartClass::Vec { .. }));
    let sse: &[PReg] = if vectors {
        &[x(0), x(1), x(2), x(3)]
    } else {
        &[x(0), x(1)]
    };
    let (mut ni, mut ns) = (0, 0);
    let mut out = SmallVec::new();
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
