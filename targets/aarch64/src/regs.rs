//! AArch64 registers as regalloc2 sees them, and the allocatable sets.
//!
//! General-purpose registers are class `Int` by number (x0–x30); the SIMD and
//! floating-point registers v0–v31 are class `Float`. x16 and x17 (the intra-procedure
//! scratch registers) are the allocator's and the emitter's scratch registers, x18 is the
//! platform register, x29 the frame pointer and x30 the link register: none is allocated.

use regalloc2::{MachineEnv, PReg, PRegSet, RegClass};

/// The frame pointer (x29).
pub const FP: u8 = 29;
/// The link register (x30).
pub const LR: u8 = 30;
/// The register number that means the stack pointer or the zero register, by field.
pub const SP_OR_ZR: u8 = 31;
/// The allocator's scratch register for cycles of parallel moves (x16).
pub const ALLOC_SCRATCH: u8 = 16;
/// The emitter's scratch register, for addresses and immediates that need a register of
/// their own (x17).
pub const SCRATCH: u8 = 17;
/// The allocator's scratch SIMD register (v31).
pub const ALLOC_SCRATCH_V: u8 = 31;
/// The indirect-result register (x8): where the caller passes the `sret` pointer.
pub const INDIRECT_RESULT: u8 = 8;

/// General-purpose register `xN`.
pub const fn x(n: u8) -> PReg {
    PReg::new(n as usize, RegClass::Int)
}

/// SIMD/floating-point register `vN`.
pub const fn v(n: u8) -> PReg {
    PReg::new(n as usize, RegClass::Float)
}

/// Callee-saved general-purpose registers (AAPCS64), besides x29 and x30.
pub const CALLEE_SAVED: [u8; 10] = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28];
/// Callee-saved SIMD registers: the low 64 bits of v8–v15.
pub const CALLEE_SAVED_V: [u8; 8] = [8, 9, 10, 11, 12, 13, 14, 15];

/// Registers a call clobbers: x0–x18 and x30, v0–v7 and v16–v31, and with `wide` (the
/// function keeps 128-bit values in SIMD registers) v8–v15 too, whose high halves calls
/// do not preserve.
pub fn call_clobbers(wide: bool) -> PRegSet {
    let mut s = PRegSet::empty();
    for r in 0..=18 {
        s.add(x(r));
    }
    s.add(x(LR));
    for r in (0..8).chain(16..32) {
        s.add(v(r));
    }
    if wide {
        for r in CALLEE_SAVED_V {
            s.add(v(r));
        }
    }
    s
}

/// The register allocation environment. `with_callee_saved` adds x19–x28 and v8–v15 as
/// non-preferred registers: regalloc2's Fastalloc (-O0) ignores preference and would
/// reach for them first, costing a save and a restore each.
pub fn machine_env(with_callee_saved: bool) -> MachineEnv {
    let mut int_pref = PRegSet::empty();
    for r in 0..16 {
        int_pref.add(x(r));
    }
    let mut int_non_pref = PRegSet::empty();
    let mut float_non_pref = PRegSet::empty();
    if with_callee_saved {
        for r in CALLEE_SAVED {
            int_non_pref.add(x(r));
        }
        for r in CALLEE_SAVED_V {
            float_non_pref.add(v(r));
        }
    }
    let mut float_pref = PRegSet::empty();
    for r in (0..8).chain(16..31) {
        float_pref.add(v(r));
    }
    MachineEnv {
        preferred_regs_by_class: [int_pref, float_pref, PRegSet::empty()],
        non_preferred_regs_by_class: [int_non_pref, float_non_pref, PRegSet::empty()],
        scratch_by_class: [Some(x(ALLOC_SCRATCH)), Some(v(ALLOC_SCRATCH_V)), None],
        fixed_stack_slots: Vec::new(),
    }
}
