//! x86-64 registers as regalloc2 sees them, and the allocatable set.

use iced_x86::Register;
use regalloc2::{MachineEnv, PReg, PRegSet, RegClass};

/// General-purpose register numbers (hardware encoding).
pub mod gpr {
    pub const RAX: u8 = 0;
    pub const RCX: u8 = 1;
    pub const RDX: u8 = 2;
    pub const RBX: u8 = 3;
    pub const RSP: u8 = 4;
    pub const RBP: u8 = 5;
    pub const RSI: u8 = 6;
    pub const RDI: u8 = 7;
    pub const R8: u8 = 8;
    pub const R9: u8 = 9;
    pub const R10: u8 = 10;
    pub const R11: u8 = 11;
    pub const R12: u8 = 12;
    pub const R13: u8 = 13;
    pub const R14: u8 = 14;
    pub const R15: u8 = 15;
}

/// The general-purpose register with hardware number `n`.
pub const fn g(n: u8) -> PReg {
    PReg::new(n as usize, RegClass::Int)
}

/// The SSE register `xmmN`.
pub const fn x(n: u8) -> PReg {
    PReg::new(n as usize, RegClass::Float)
}

/// Scratch registers the allocator never hands out; pseudo-instructions may use them
/// (those using `SCRATCH_XMM` say so in [`crate::inst::MInst::uses_scratch_xmm`]: Win64
/// functions preserve xmm15).
pub const SCRATCH_GPR: PReg = g(gpr::R11);
pub const SCRATCH_XMM: PReg = x(15);

/// Integer argument registers of the System V ABI, in order.
pub const SYSV_INT_ARGS: [PReg; 6] = [
    g(gpr::RDI),
    g(gpr::RSI),
    g(gpr::RDX),
    g(gpr::RCX),
    g(gpr::R8),
    g(gpr::R9),
];

/// Callee-saved general-purpose registers of the System V ABI (besides rbp).
pub const SYSV_CALLEE_SAVED: [u8; 5] = [gpr::RBX, gpr::R12, gpr::R13, gpr::R14, gpr::R15];

/// The register allocation environment. `with_callee_saved` adds rbx and r12–r15 (and
/// rbp when `rbp_free`, i.e. without a frame pointer) as non-preferred registers:
/// regalloc2's Fastalloc ignores preference and would reach for them first, costing a push
/// and pop each, so -O0 leaves them out. `spare_win64_saved` treats rsi, rdi and
/// xmm6–xmm14, which Win64 functions must preserve, the same way.
pub fn machine_env(with_callee_saved: bool, rbp_free: bool, spare_win64_saved: bool) -> MachineEnv {
    let mut int_pref = PRegSet::empty();
    let mut int_non_pref = PRegSet::empty();
    for r in [
        gpr::RAX,
        gpr::RCX,
        gpr::RDX,
        gpr::RSI,
        gpr::RDI,
        gpr::R8,
        gpr::R9,
        gpr::R10,
    ] {
        if spare_win64_saved && matches!(r, gpr::RSI | gpr::RDI) {
            if with_callee_saved {
                int_non_pref.add(g(r));
            }
        } else {
            int_pref.add(g(r));
        }
    }
    if with_callee_saved {
        for r in SYSV_CALLEE_SAVED {
            int_non_pref.add(g(r));
        }
        if rbp_free {
            int_non_pref.add(g(gpr::RBP));
        }
    }
    let mut float_pref = PRegSet::empty();
    let mut float_non_pref = PRegSet::empty();
    for r in 0..15 {
        if spare_win64_saved && r >= 6 {
            if with_callee_saved {
                float_non_pref.add(x(r));
            }
        } else {
            float_pref.add(x(r));
        }
    }
    MachineEnv {
        preferred_regs_by_class: [int_pref, float_pref, PRegSet::empty()],
        non_preferred_regs_by_class: [int_non_pref, float_non_pref, PRegSet::empty()],
        scratch_by_class: [Some(SCRATCH_GPR), Some(SCRATCH_XMM), None],
        fixed_stack_slots: Vec::new(),
    }
}

/// Registers the multi-limb loops ([`crate::inst::MInst::WideMul`] and friends) use
/// besides the scratch register: rax, rcx, rdx, rsi, rdi, r8, r9, r10.
pub fn loop_clobbers() -> PRegSet {
    let mut s = PRegSet::empty();
    for r in [
        gpr::RAX,
        gpr::RCX,
        gpr::RDX,
        gpr::RSI,
        gpr::RDI,
        gpr::R8,
        gpr::R9,
        gpr::R10,
    ] {
        s.add(g(r));
    }
    s
}

/// General-purpose registers a System V call clobbers.
pub const SYSV_VOLATILE_GPRS: [u8; 9] = [
    gpr::RAX,
    gpr::RCX,
    gpr::RDX,
    gpr::RSI,
    gpr::RDI,
    gpr::R8,
    gpr::R9,
    gpr::R10,
    gpr::R11,
];

/// Registers a System V call clobbers.
pub fn sysv_call_clobbers() -> PRegSet {
    let mut s = PRegSet::empty();
    for r in SYSV_VOLATILE_GPRS {
        s.add(g(r));
    }
    for r in 0..16 {
        s.add(x(r));
    }
    s
}

const GPR64: [Register; 16] = [
    Register::RAX,
    Register::RCX,
    Register::RDX,
    Register::RBX,
    Register::RSP,
    Register::RBP,
    Register::RSI,
    Register::RDI,
    Register::R8,
    Register::R9,
    Register::R10,
    Register::R11,
    Register::R12,
    Register::R13,
    Register::R14,
    Register::R15,
];
const GPR32: [Register; 16] = [
    Register::EAX,
    Register::ECX,
    Register::EDX,
    Register::EBX,
    Register::ESP,
    Register::EBP,
    Register::ESI,
    Register::EDI,
    Register::R8D,
    Register::R9D,
    Register::R10D,
    Register::R11D,
    Register::R12D,
    Register::R13D,
    Register::R14D,
    Register::R15D,
];
const GPR16: [Register; 16] = [
    Register::AX,
    Register::CX,
    Register::DX,
    Register::BX,
    Register::SP,
    Register::BP,
    Register::SI,
    Register::DI,
    Register::R8W,
    Register::R9W,
    Register::R10W,
    Register::R11W,
    Register::R12W,
    Register::R13W,
    Register::R14W,
    Register::R15W,
];
const GPR8: [Register; 16] = [
    Register::AL,
    Register::CL,
    Register::DL,
    Register::BL,
    Register::SPL,
    Register::BPL,
    Register::SIL,
    Register::DIL,
    Register::R8L,
    Register::R9L,
    Register::R10L,
    Register::R11L,
    Register::R12L,
    Register::R13L,
    Register::R14L,
    Register::R15L,
];
const XMM: [Register; 16] = [
    Register::XMM0,
    Register::XMM1,
    Register::XMM2,
    Register::XMM3,
    Register::XMM4,
    Register::XMM5,
    Register::XMM6,
    Register::XMM7,
    Register::XMM8,
    Register::XMM9,
    Register::XMM10,
    Register::XMM11,
    Register::XMM12,
    Register::XMM13,
    Register::XMM14,
    Register::XMM15,
];

/// The iced register for general-purpose register `n` at `bytes` width.
pub fn gpr_sized(n: u8, bytes: u8) -> Register {
    let n = n as usize;
    match bytes {
        1 => GPR8[n],
        2 => GPR16[n],
        4 => GPR32[n],
        _ => GPR64[n],
    }
}

/// The hardware number of 64-bit general-purpose register `r`.
pub fn gpr_number(r: Register) -> u8 {
    GPR64.iter().position(|&g| g == r).expect("a 64-bit GPR") as u8
}

/// The iced register `xmmN`.
pub fn xmm(n: u8) -> Register {
    XMM[n as usize]
}
