//! Advanced SIMD for the AArch64 assembler: the three-register same-arrangement
//! operations of [`crate::encode::VecOp3`] (`add v0.4s, v1.4s, v2.4s`), each checked to
//! have the arrangement written.

use super::encode::{A64Field, Result};
use super::parse::{InstStmt, Operand, Reg, RegKind};
use crate::encode::{vec_rrr, VecArr, VecOp3};
use rllc_codegen::asm::Encoded;

/// The operations by mnemonic.
const OPS: [(&str, VecOp3); 54] = {
    use VecOp3::*;
    [
        ("add", Add),
        ("sub", Sub),
        ("mul", Mul),
        ("mla", Mla),
        ("mls", Mls),
        ("and", And),
        ("bic", Bic),
        ("orr", Orr),
        ("orn", Orn),
        ("eor", Eor),
        ("bsl", Bsl),
        ("bit", Bit),
        ("bif", Bif),
        ("cmeq", Cmeq),
        ("cmge", Cmge),
        ("cmgt", Cmgt),
        ("cmhi", Cmhi),
        ("cmhs", Cmhs),
        ("cmtst", Cmtst),
        ("smax", Smax),
        ("smin", Smin),
        ("umax", Umax),
        ("umin", Umin),
        ("sshl", Sshl),
        ("ushl", Ushl),
        ("sqadd", Sqadd),
        ("uqadd", Uqadd),
        ("sqsub", Sqsub),
        ("uqsub", Uqsub),
        ("addp", Addp),
        ("smaxp", Smaxp),
        ("sminp", Sminp),
        ("umaxp", Umaxp),
        ("uminp", Uminp),
        ("uzp1", Uzp1),
        ("uzp2", Uzp2),
        ("zip1", Zip1),
        ("zip2", Zip2),
        ("trn1", Trn1),
        ("trn2", Trn2),
        ("fadd", Fadd),
        ("fsub", Fsub),
        ("fmul", Fmul),
        ("fdiv", Fdiv),
        ("fmax", Fmax),
        ("fmin", Fmin),
        ("fmaxnm", Fmaxnm),
        ("fminnm", Fminnm),
        ("fcmeq", Fcmeq),
        ("fcmge", Fcmge),
        ("fcmgt", Fcmgt),
        ("faddp", Faddp),
        ("fmla", Fmla),
        ("fmls", Fmls),
    ]
};

/// The arrangement of a vector register operand.
fn arrangement(op: &Operand) -> Option<(u8, VecArr)> {
    let Operand::Reg(Reg {
        n,
        kind: RegKind::Vec { lanes, log2 },
    }) = op
    else {
        return None;
    };
    let arr = match (lanes, log2) {
        (8, 0) => VecArr::B8,
        (16, 0) => VecArr::B16,
        (4, 1) => VecArr::H4,
        (8, 1) => VecArr::H8,
        (2, 2) => VecArr::S2,
        (4, 2) => VecArr::S4,
        (1, 3) => VecArr::D1,
        (2, 3) => VecArr::D2,
        _ => return None,
    };
    Some((*n, arr))
}

/// Encodes a vector instruction (its first operand is a vector register).
pub(super) fn encode(i: &InstStmt) -> Result<Encoded<A64Field>> {
    let m = i.mnemonic.as_str();
    let bad = || format!("invalid operands for '{m}'");
    let Some(&(_, op)) = OPS.iter().find(|(name, _)| *name == m) else {
        return Err(format!("unsupported: vector instruction '{m}'"));
    };
    let [d, n, r] = &i.ops[..] else {
        return Err(bad());
    };
    let ((rd, arr), (rn, a2), (rm, a3)) = arrangement(d)
        .zip(arrangement(n))
        .zip(arrangement(r))
        .map(|((d, n), r)| (d, n, r))
        .ok_or_else(bad)?;
    if arr != a2 || arr != a3 || !op.allows(arr) {
        return Err(bad());
    }
    Ok(Encoded::Fixed(
        vec_rrr(op, arr, rd, rn, rm).to_le_bytes().to_vec(),
        Vec::new(),
    ))
}
