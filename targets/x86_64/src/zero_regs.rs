//! `"zero-call-used-regs"` (clang's `-fzero-call-used-regs`, the kernel's defence against
//! return-oriented programming): before it returns, a function zeroes the call-clobbered
//! registers that do not carry its result, as llc does. The choice says which:
//! `used-*` only those the function uses, `*-gpr*` only general-purpose registers,
//! `*-arg` only argument registers of its calling convention; `all` also empties the x87
//! stack (eight `fldz`, eight `fstp`).

use crate::abi::{win64, Abi};
use crate::regs::SYSV_VOLATILE_GPRS;
pub use rllc_codegen::zero_regs::ZeroChoice;

/// The registers a function zeroes before it returns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ZeroRegs {
    /// General-purpose registers (hardware numbers).
    pub gprs: Vec<u8>,
    /// SSE registers.
    pub xmm: Vec<u8>,
    /// Empty the x87 stack.
    pub x87: bool,
}

/// A set of general-purpose and SSE registers, by hardware number.
#[derive(Clone, Debug, Default)]
pub struct RegMask {
    pub gpr: [bool; 16],
    pub xmm: [bool; 16],
}

/// What `choice` zeroes in a function of convention `abi` that uses the registers in
/// `used`; `keep`: registers never zeroed (those carrying the result, and those the
/// function's convention preserves beyond the ABI's, as coldcc's). The candidates are
/// the convention's argument registers (`*-arg`) or its call-clobbered ones: System V's,
/// less what Win64 preserves besides (rsi, rdi, xmm6–xmm15).
pub fn zero_regs(choice: ZeroChoice, abi: Abi, used: &RegMask, keep: &RegMask) -> ZeroRegs {
    let win64 = abi == Abi::Win64;
    let gpr_candidate = |r: u8| {
        if choice.arg_only {
            abi.int_args().iter().any(|p| p.hw_enc() == usize::from(r))
        } else {
            SYSV_VOLATILE_GPRS.contains(&r) && !(win64 && win64::EXTRA_SAVED.contains(&r))
        }
    };
    let xmm_candidate = |r: u8| {
        if choice.arg_only {
            r < abi.sse_args()
        } else {
            !(win64 && win64::SAVED_XMM.contains(&r))
        }
    };
    // By hardware number.
    let pick = |candidate: &dyn Fn(u8) -> bool, used: &[bool; 16], keep: &[bool; 16]| {
        (0..16u8)
            .filter(|&r| {
                candidate(r) && !keep[usize::from(r)] && (!choice.used || used[usize::from(r)])
            })
            .collect()
    };
    ZeroRegs {
        gprs: pick(&gpr_candidate, &used.gpr, &keep.gpr),
        xmm: if choice.gpr_only {
            Vec::new()
        } else {
            pick(&xmm_candidate, &used.xmm, &keep.xmm)
        },
        x87: choice.all,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::gpr;

    /// As llc: `all-gpr-arg` zeroes the System V argument registers but the result's;
    /// `used-gpr` only those used; Win64's arguments are rcx, rdx, r8, r9.
    #[test]
    fn registers() {
        let none = RegMask::default();
        let mut rax = RegMask::default();
        rax.gpr[gpr::RAX as usize] = true;
        let all = ZeroChoice::parse("all-gpr-arg").unwrap();
        let z = zero_regs(all, Abi::SysV, &none, &rax);
        assert_eq!(z.gprs, [1, 2, 6, 7, 8, 9]);
        assert!(z.xmm.is_empty());
        let mut used = RegMask::default();
        used.gpr[gpr::RSI as usize] = true;
        used.gpr[gpr::RBX as usize] = true;
        let z = zero_regs(
            ZeroChoice::parse("used-gpr").unwrap(),
            Abi::SysV,
            &used,
            &rax,
        );
        assert_eq!(z.gprs, [gpr::RSI]);
        let z = zero_regs(
            ZeroChoice::parse("all-arg").unwrap(),
            Abi::Win64,
            &none,
            &rax,
        );
        assert_eq!(z.gprs, [1, 2, 8, 9]);
        assert_eq!(z.xmm, [0, 1, 2, 3]);
    }
}
