//! `"zero-call-used-regs"` (clang's `-fzero-call-used-regs`, the kernel's defence against
//! return-oriented programming): before it returns, a function zeroes the call-clobbered
//! registers that do not carry its result, as llc does. The choice says which:
//! `used-*` only those the function uses, `*-gpr*` only general-purpose registers,
//! `*-arg` only argument registers of its calling convention; `all` also empties the x87
//! stack (eight `fldz`, eight `fstp`).

use crate::abi::Abi;
use crate::regs::gpr;

/// Which registers a `"zero-call-used-regs"` choice zeroes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ZeroChoice {
    /// Only registers the function uses.
    pub used: bool,
    /// Only general-purpose registers.
    pub gpr_only: bool,
    /// Only argument registers.
    pub arg_only: bool,
    /// The x87 stack too (`all`).
    pub x87: bool,
}

impl ZeroChoice {
    /// The choice an attribute value names; `None` for `skip` (nothing zeroed) and for
    /// values LLVM does not know.
    pub fn parse(value: &str) -> Option<ZeroChoice> {
        let (used, rest) = match value.strip_prefix("used") {
            Some(rest) => (true, rest),
            None => (false, value.strip_prefix("all")?),
        };
        let (gpr_only, arg_only) = match rest {
            "" => (false, false),
            "-gpr" => (true, false),
            "-arg" => (false, true),
            "-gpr-arg" => (true, true),
            _ => return None,
        };
        Some(ZeroChoice {
            used,
            gpr_only,
            arg_only,
            x87: value == "all",
        })
    }
}

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
/// function's convention preserves beyond the ABI's, as coldcc's).
pub fn zero_regs(choice: ZeroChoice, abi: Abi, used: &RegMask, keep: &RegMask) -> ZeroRegs {
    let (gprs, xmm): (&[u8], &[u8]) = match (abi, choice.arg_only) {
        (Abi::SysV, true) => (&SYSV_ARG_GPRS, &XMM[..8]),
        (Abi::Win64, true) => (&WIN64_ARG_GPRS, &XMM[..4]),
        (Abi::SysV, false) => (&SYSV_VOLATILE_GPRS, &XMM),
        (Abi::Win64, false) => (&WIN64_VOLATILE_GPRS, &XMM[..6]),
    };
    let pick = |regs: &[u8], used: &[bool; 16], keep: &[bool; 16]| -> Vec<u8> {
        let mut v: Vec<u8> = regs
            .iter()
            .copied()
            .filter(|&r| !keep[r as usize] && (!choice.used || used[r as usize]))
            .collect();
        v.sort_unstable();
        v
    };
    ZeroRegs {
        gprs: pick(gprs, &used.gpr, &keep.gpr),
        xmm: if choice.gpr_only {
            Vec::new()
        } else {
            pick(xmm, &used.xmm, &keep.xmm)
        },
        x87: choice.x87,
    }
}

/// System V's integer argument registers.
const SYSV_ARG_GPRS: [u8; 6] = [gpr::RDI, gpr::RSI, gpr::RDX, gpr::RCX, gpr::R8, gpr::R9];
/// Win64's integer argument registers.
const WIN64_ARG_GPRS: [u8; 4] = [gpr::RCX, gpr::RDX, gpr::R8, gpr::R9];
/// System V's call-clobbered general-purpose registers.
const SYSV_VOLATILE_GPRS: [u8; 9] = [
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
/// Win64's call-clobbered general-purpose registers.
const WIN64_VOLATILE_GPRS: [u8; 7] = [
    gpr::RAX,
    gpr::RCX,
    gpr::RDX,
    gpr::R8,
    gpr::R9,
    gpr::R10,
    gpr::R11,
];
/// The SSE registers; the call-clobbered ones and the argument registers are prefixes.
const XMM: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices() {
        assert_eq!(ZeroChoice::parse("skip"), None);
        assert_eq!(ZeroChoice::parse("used-gpr-bogus"), None);
        let c = ZeroChoice::parse("used-gpr-arg").unwrap();
        assert!(c.used && c.gpr_only && c.arg_only && !c.x87);
        assert!(ZeroChoice::parse("all").unwrap().x87);
        assert!(!ZeroChoice::parse("all-arg").unwrap().x87);
    }

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
