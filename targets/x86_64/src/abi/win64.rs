//! The Microsoft x64 calling convention: four positional register slots (rcx, rdx, r8, r9
//! for integers, xmm0–xmm3 for floating point; an argument takes the slot of its position
//! whatever its class), the rest in 8-byte stack slots above a 32-byte home area that the
//! caller always reserves. Aggregates larger than 8 bytes, `i128`, `long double` and
//! vectors travel by reference, which clang has already made explicit in the IR (pointer
//! arguments and `sret`); an `sret` pointer is returned in rax.

use super::{Abi, ArgAssigner, PartClass, PartLoc};
use crate::regs::{g, gpr, x};
use regalloc2::PReg;

/// Integer argument registers, by position.
pub const INT_ARGS: [PReg; 4] = [g(gpr::RCX), g(gpr::RDX), g(gpr::R8), g(gpr::R9)];

/// Bytes of home area (shadow space) the caller reserves below the stack arguments.
pub const HOME_AREA: u32 = 32;

/// General-purpose registers a callee preserves besides System V's (rbx, rbp, r12–r15).
pub const EXTRA_SAVED: [u8; 2] = [gpr::RSI, gpr::RDI];

/// SSE registers a callee preserves (their low 128 bits).
pub const SAVED_XMM: [u8; 10] = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/// A fresh assigner: stack arguments start above the home area.
pub(super) fn assigner() -> ArgAssigner {
    ArgAssigner {
        abi: Abi::Win64,
        stack: HOME_AREA,
        ..ArgAssigner::default()
    }
}

/// Position-based assignment: slot `k` < 4 is a register of the part's class, later
/// slots are 8-byte stack words at `8 * k`.
pub(super) fn next(a: &mut ArgAssigner, class: PartClass) -> PartLoc {
    let k = a.gp_used + a.fp_used;
    if k >= 4 {
        return a.stack_slot(8, 8);
    }
    match class {
        PartClass::Int => {
            a.gp_used += 1;
            PartLoc::Reg(INT_ARGS[k as usize])
        }
        PartClass::Sse | PartClass::Vec { .. } => {
            a.fp_used += 1;
            PartLoc::Reg(x(k as u8))
        }
    }
}

/// Byte offset (from the home area's start) of the next argument slot: where a variadic
/// function's first anonymous argument lives once the registers are spilled home.
pub fn next_slot_offset(a: &ArgAssigner) -> u32 {
    let k = a.gp_used + a.fp_used;
    if k < 4 {
        8 * k
    } else {
        a.stack
    }
}

/// The stack-probe function of the Windows runtime: it touches every page from the
/// return address down to `rsp - rax` (Windows commits stack pages one guard page at a
/// time) and changes no register but flags (MSVC's `__chkstk` may also change r10 and
/// r11).
pub fn stack_probe(msvc: bool) -> &'static str {
    if msvc {
        "__chkstk"
    } else {
        "___chkstk_ms"
    }
}

/// Stack allocations at least this large are probed page by page on Windows.
pub const PAGE: u32 = 4096;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positional_slots() {
        let mut a = ArgAssigner::new(Abi::Win64);
        assert_eq!(a.next(PartClass::Int), PartLoc::Reg(g(gpr::RCX)));
        assert_eq!(a.next(PartClass::Sse), PartLoc::Reg(x(1)));
        assert_eq!(a.next(PartClass::Int), PartLoc::Reg(g(gpr::R8)));
        assert_eq!(next_slot_offset(&a), 24);
        assert_eq!(a.next(PartClass::Sse), PartLoc::Reg(x(3)));
        assert_eq!(a.next(PartClass::Int), PartLoc::Stack(32));
        assert_eq!(a.next(PartClass::Sse), PartLoc::Stack(40));
        assert_eq!(next_slot_offset(&a), 48);
    }
}
