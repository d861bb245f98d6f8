//! Scalar floating point for the AArch64 assembler (`fmov`, arithmetic, conversions,
//! compares) and copies between FP/SIMD registers (`mov` of vectors).

use super::encode::{A64Field, Result};
use super::parse::{word, InstStmt, Operand, Reg, RegKind};
use crate::encode::*;
use rllc_codegen::asm::Encoded;

fn fixed(w: u32) -> Result<Option<Encoded<A64Field>>> {
    Ok(Some(Encoded::Fixed(w.to_le_bytes().to_vec(), Vec::new())))
}

/// A scalar FP register of a precision arithmetic takes: number and size.
fn fpr(op: &Operand) -> Option<(u8, FpSize)> {
    match op {
        Operand::Reg(Reg {
            n,
            kind: RegKind::Fp(l @ 1..=3),
        }) => Some((*n, [FpSize::H, FpSize::S, FpSize::D][*l as usize - 1])),
        _ => None,
    }
}

/// A general-purpose register (not sp): number and whether 64-bit.
fn gpr(op: &Operand) -> Option<(u8, bool)> {
    match op {
        Operand::Reg(r) if matches!(r.kind, RegKind::X | RegKind::W) => Some((r.n, r.sf())),
        _ => None,
    }
}

/// `N` FP registers of one size.
fn same_fprs<const N: usize>(ops: &[Operand]) -> Option<(FpSize, [u8; N])> {
    if ops.len() != N {
        return None;
    }
    let mut out = [0; N];
    let mut ty = None;
    for (k, op) in ops.iter().enumerate() {
        let (n, t) = fpr(op)?;
        if *ty.get_or_insert(t) != t {
            return None;
        }
        out[k] = n;
    }
    Some((ty?, out))
}

/// `mov` between registers that are not both general-purpose: vectors (`orr`), and
/// elements to and from general-purpose registers (`umov`, `ins`).
pub(super) fn mov(i: &InstStmt, d: Reg, s: Reg) -> Result<Encoded<A64Field>> {
    let bad = || format!("invalid operands for '{}'", i.mnemonic);
    let w = match (d.kind, s.kind) {
        (RegKind::Vec { lanes: l1, log2: a }, RegKind::Vec { lanes: l2, log2: b })
            if l1 == l2 && a == b && u32::from(l1) << a == 16 =>
        {
            mov_v16(d.n, s.n)
        }
        (RegKind::X | RegKind::W, RegKind::Elem { log2, index }) if (log2 == 3) == d.sf() => {
            if log2 < 2 {
                return Err(bad());
            }
            crate::encode::umov(log2, d.n, s.n, index)
        }
        (RegKind::Elem { log2, index }, RegKind::X | RegKind::W) if (log2 == 3) == s.sf() => {
            crate::encode::ins_gpr(log2, d.n, index, s.n)
        }
        _ => return Err(bad()),
    };
    Ok(Encoded::Fixed(w.to_le_bytes().to_vec(), Vec::new()))
}

/// Encodes a floating-point instruction; None when `i` is not one.
pub(super) fn encode(i: &InstStmt) -> Result<Option<Encoded<A64Field>>> {
    let m = i.mnemonic.as_str();
    let ops = &i.ops[..];
    let bad = || format!("invalid operands for '{m}'");
    let fp2_op = match m {
        "fadd" => Some(Fp2Op::Fadd),
        "fsub" => Some(Fp2Op::Fsub),
        "fmul" => Some(Fp2Op::Fmul),
        "fdiv" => Some(Fp2Op::Fdiv),
        "fmax" => Some(Fp2Op::Fmax),
        "fmin" => Some(Fp2Op::Fmin),
        "fmaxnm" => Some(Fp2Op::Fmaxnm),
        "fminnm" => Some(Fp2Op::Fminnm),
        "fnmul" => Some(Fp2Op::Fnmul),
        _ => None,
    };
    if let Some(op) = fp2_op {
        let (ty, [d, n, r]) = same_fprs::<3>(ops).ok_or_else(bad)?;
        return fixed(fp2(op, ty, d, n, r));
    }
    let fp1_op = match m {
        "fabs" => Some(Fp1Op::Fabs),
        "fneg" => Some(Fp1Op::Fneg),
        "fsqrt" => Some(Fp1Op::Fsqrt),
        "frintn" => Some(Fp1Op::Frintn),
        "frintp" => Some(Fp1Op::Frintp),
        "frintm" => Some(Fp1Op::Frintm),
        "frintz" => Some(Fp1Op::Frintz),
        "frinta" => Some(Fp1Op::Frinta),
        "frintx" => Some(Fp1Op::Frintx),
        "frinti" => Some(Fp1Op::Frinti),
        _ => None,
    };
    if let Some(op) = fp1_op {
        let (ty, [d, n]) = same_fprs::<2>(ops).ok_or_else(bad)?;
        return fixed(fp1(op, ty, d, n));
    }
    let fp3_op = match m {
        "fmadd" => Some(Fp3Op::Fmadd),
        "fmsub" => Some(Fp3Op::Fmsub),
        "fnmadd" => Some(Fp3Op::Fnmadd),
        "fnmsub" => Some(Fp3Op::Fnmsub),
        _ => None,
    };
    if let Some(op) = fp3_op {
        let (ty, [d, n, r, a]) = same_fprs::<4>(ops).ok_or_else(bad)?;
        return fixed(fp3(op, ty, d, n, r, a));
    }
    let round = match m.get(..5) {
        Some("fcvtn") => Some(FpRound::N),
        Some("fcvtp") => Some(FpRound::P),
        Some("fcvtm") => Some(FpRound::M),
        Some("fcvtz") => Some(FpRound::Z),
        Some("fcvta") => Some(FpRound::A),
        _ => None,
    };
    if let (Some(round), Some(s @ ("s" | "u"))) = (round, m.get(5..)) {
        let [d, n] = ops else { return Err(bad()) };
        let (rd, sf) = gpr(d).ok_or_else(bad)?;
        let (rn, ty) = fpr(n).ok_or_else(bad)?;
        return fixed(fp_to_int(round, s == "s", sf, ty, rd, rn));
    }
    match m {
        "fmov" => {
            let [d, s] = ops else { return Err(bad()) };
            if let Some((ty, [d, n])) = same_fprs::<2>(ops) {
                return fixed(fp1(Fp1Op::Fmov, ty, d, n));
            }
            let w = match (fpr(d), gpr(d), fpr(s), gpr(s)) {
                (Some((rd, ty)), _, _, Some((rn, sf)))
                    if sf == (ty == FpSize::D) || ty == FpSize::H =>
                {
                    fmov_from_gpr(sf, ty, rd, rn)
                }
                (_, Some((rd, sf)), Some((rn, ty)), _)
                    if sf == (ty == FpSize::D) || ty == FpSize::H =>
                {
                    fmov_to_gpr(sf, ty, rd, rn)
                }
                _ => return Err("unsupported: this form of 'fmov'".into()),
            };
            fixed(w)
        }
        "fcvt" => {
            let [d, n] = ops else { return Err(bad()) };
            let ((rd, to), (rn, from)) = fpr(d).zip(fpr(n)).ok_or_else(bad)?;
            if to == from {
                return Err(bad());
            }
            fixed(fcvt(from, to, rd, rn))
        }
        "scvtf" | "ucvtf" => {
            let [d, n] = ops else { return Err(bad()) };
            let (rd, ty) = fpr(d).ok_or_else(bad)?;
            let (rn, sf) = gpr(n).ok_or_else(bad)?;
            fixed(int_to_fp(m == "scvtf", sf, ty, rd, rn))
        }
        "fcmp" | "fcmpe" => {
            let [n, r] = ops else { return Err(bad()) };
            let (rn, ty) = fpr(n).ok_or_else(bad)?;
            // fcmpe signals on quiet NaNs too: opc bit 4.
            let e = if m == "fcmpe" { 1 << 4 } else { 0 };
            let w = match fpr(r) {
                Some((rm, t2)) if t2 == ty => fcmp(ty, rn, rm),
                None if matches!(r, Operand::Imm(e) if e.constant() == Some(0)) => {
                    fcmp_zero(ty, rn)
                }
                _ => return Err(bad()),
            };
            fixed(w | e)
        }
        "fcsel" => {
            let [_, _, _, c] = ops else { return Err(bad()) };
            let (ty, [d, n, r]) = same_fprs::<3>(&ops[..3]).ok_or_else(bad)?;
            let c = word(c)
                .and_then(|c| super::encode::cond(&c))
                .ok_or_else(bad)?;
            fixed(fcsel(ty, d, n, r, c))
        }
        _ => Ok(None),
    }
}
