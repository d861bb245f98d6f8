//! Loads and stores for the AArch64 assembler: single registers (offset, pre- and
//! post-index, register offset, `:lo12:`, literal), pairs, exclusives, acquire/release and
//! the LSE atomics.

use super::encode::{A64Field, Result};
use super::parse::{InstStmt, MemOff, Operand, RegKind};
use crate::encode::*;
use rllc_codegen::asm::{Encoded, Fixup};

/// The load or store of a single-register mnemonic for a register of `kind`.
fn ldst_op(m: &str, kind: RegKind) -> Option<LdSt> {
    use LdSt::*;
    Some(match (m, kind) {
        ("ldr" | "ldur", RegKind::X) => LdrX,
        ("ldr" | "ldur", RegKind::W) => LdrW,
        ("str" | "stur", RegKind::X) => StrX,
        ("str" | "stur", RegKind::W) => StrW,
        ("ldrb" | "ldurb", RegKind::W) => Ldrb,
        ("strb" | "sturb", RegKind::W) => Strb,
        ("ldrh" | "ldurh", RegKind::W) => Ldrh,
        ("strh" | "sturh", RegKind::W) => Strh,
        ("ldrsb" | "ldursb", RegKind::W) => LdrsbW,
        ("ldrsb" | "ldursb", RegKind::X) => LdrsbX,
        ("ldrsh" | "ldursh", RegKind::W) => LdrshW,
        ("ldrsh" | "ldursh", RegKind::X) => LdrshX,
        ("ldrsw" | "ldursw", RegKind::X) => Ldrsw,
        ("ldr" | "ldur", RegKind::Fp(l)) => [LdrB, LdrH, LdrS, LdrD, LdrQ][l as usize],
        ("str" | "stur", RegKind::Fp(l)) => [StrB, StrH, StrS, StrD, StrQ][l as usize],
        _ => return None,
    })
}

fn pair_op(m: &str, kind: RegKind) -> Option<PairOp> {
    use PairOp::*;
    Some(match (m, kind) {
        ("ldp", RegKind::X) => LdpX,
        ("ldp", RegKind::W) => LdpW,
        ("stp", RegKind::X) => StpX,
        ("stp", RegKind::W) => StpW,
        ("ldpsw", RegKind::X) => Ldpsw,
        ("ldp", RegKind::Fp(2)) => LdpS,
        ("stp", RegKind::Fp(2)) => StpS,
        ("ldp", RegKind::Fp(3)) => LdpD,
        ("stp", RegKind::Fp(3)) => StpD,
        ("ldp", RegKind::Fp(4)) => LdpQ,
        ("stp", RegKind::Fp(4)) => StpQ,
        _ => return None,
    })
}

/// A data register operand: number and kind (sp not allowed).
fn data_reg(op: &Operand) -> Option<(u8, RegKind)> {
    match op {
        Operand::Reg(r) if !matches!(r.kind, RegKind::Sp | RegKind::Wsp) => Some((r.n, r.kind)),
        _ => None,
    }
}

/// A base register `[xN]` or `[sp]` without offset: its number.
fn plain_base(op: &Operand) -> Option<u8> {
    match op {
        Operand::Mem {
            base,
            off: MemOff::None,
            pre: false,
        } if base.sf() => Some(base.n),
        Operand::Mem {
            base,
            off: MemOff::Imm(e),
            pre: false,
        } if base.sf() && e.constant() == Some(0) => Some(base.n),
        _ => None,
    }
}

fn word_only(w: u32) -> Result<Option<Encoded<A64Field>>> {
    Ok(Some(Encoded::Fixed(w.to_le_bytes().to_vec(), Vec::new())))
}

/// The memory access size of an exclusive or acquire/release mnemonic's suffix.
fn suffix_size(rest: &str, sf: bool) -> Option<u8> {
    Some(match rest {
        "b" => 0,
        "h" => 1,
        "" => 2 + u8::from(sf),
        _ => return None,
    })
}

/// Encodes a memory instruction; None when `i` is not one.
pub(super) fn encode(i: &InstStmt) -> Result<Option<Encoded<A64Field>>> {
    let m = i.mnemonic.as_str();
    let ops = &i.ops[..];
    let bad = || format!("invalid operands for '{m}'");
    if let Some(rest) = m
        .strip_prefix("ldaxr")
        .map(|r| (r, true, true))
        .or_else(|| m.strip_prefix("ldxr").map(|r| (r, false, true)))
    {
        let (rest, acquire, _) = rest;
        let [t, mem] = ops else { return Err(bad()) };
        let (rt, kind) = data_reg(t).ok_or_else(bad)?;
        let size = suffix_size(rest, kind == RegKind::X).ok_or_else(bad)?;
        if !matches!(kind, RegKind::X | RegKind::W) || (size < 2 && kind != RegKind::W) {
            return Err(bad());
        }
        let rn = plain_base(mem).ok_or_else(bad)?;
        return word_only(ldxr(size, acquire, rt, rn));
    }
    if let Some((rest, release)) = m
        .strip_prefix("stlxr")
        .map(|r| (r, true))
        .or_else(|| m.strip_prefix("stxr").map(|r| (r, false)))
    {
        let [s, t, mem] = ops else { return Err(bad()) };
        let (rs, RegKind::W) = data_reg(s).ok_or_else(bad)? else {
            return Err(bad());
        };
        let (rt, kind) = data_reg(t).ok_or_else(bad)?;
        let size = suffix_size(rest, kind == RegKind::X).ok_or_else(bad)?;
        if !matches!(kind, RegKind::X | RegKind::W) || (size < 2 && kind != RegKind::W) {
            return Err(bad());
        }
        let rn = plain_base(mem).ok_or_else(bad)?;
        return word_only(stxr(size, release, rs, rt, rn));
    }
    if let Some((rest, load)) = m
        .strip_prefix("ldar")
        .map(|r| (r, true))
        .or_else(|| m.strip_prefix("stlr").map(|r| (r, false)))
    {
        let [t, mem] = ops else { return Err(bad()) };
        let (rt, kind) = data_reg(t).ok_or_else(bad)?;
        let size = suffix_size(rest, kind == RegKind::X).ok_or_else(bad)?;
        if !matches!(kind, RegKind::X | RegKind::W) || (size < 2 && kind != RegKind::W) {
            return Err(bad());
        }
        let rn = plain_base(mem).ok_or_else(bad)?;
        return word_only(if load {
            ldar(size, rt, rn)
        } else {
            stlr(size, rt, rn)
        });
    }
    if let Some(r) = lse(m, ops)? {
        return Ok(Some(r));
    }
    if let Some((first, second)) = ops.first().zip(ops.get(1)) {
        let kind = data_reg(first).map(|(_, k)| k);
        if let Some(op) = kind.and_then(|k| pair_op(m, k)) {
            let (rt, k1) = data_reg(first).ok_or_else(bad)?;
            let (rt2, k2) = data_reg(second).ok_or_else(bad)?;
            if k1 != k2 {
                return Err(bad());
            }
            let (base, off, mode) = match &ops[2..] {
                [Operand::Mem { base, off, pre }] => {
                    let off = match off {
                        MemOff::None => 0,
                        MemOff::Imm(e) => e.constant().ok_or_else(bad)?,
                        _ => return Err(bad()),
                    };
                    let mode = if *pre {
                        PairMode::PreIndex
                    } else {
                        PairMode::Offset
                    };
                    (base, off, mode)
                }
                [Operand::Mem {
                    base,
                    off: MemOff::None,
                    pre: false,
                }, Operand::Imm(e)] => (base, e.constant().ok_or_else(bad)?, PairMode::PostIndex),
                _ => return Err(bad()),
            };
            if !base.sf() {
                return Err(bad());
            }
            let off = i32::try_from(off).map_err(|_| bad())?;
            return ldst_pair(op, rt, rt2, base.n, off, mode)
                .ok_or_else(|| format!("offset {off} out of range for '{m}'"))
                .and_then(word_only);
        }
        if let Some(op) = kind.and_then(|k| ldst_op(m, k)) {
            let rt = data_reg(first).ok_or_else(bad)?.0;
            return single(m, op, rt, &ops[1..]).map(Some);
        }
    }
    Ok(None)
}

/// A single-register load or store of `rt` at `mem`.
fn single(m: &str, op: LdSt, rt: u8, mem: &[Operand]) -> Result<Encoded<A64Field>> {
    let bad = || format!("invalid operands for '{m}'");
    let unscaled = m.starts_with("ldu") || m.starts_with("stu");
    let log2 = op.size_log2();
    let fixed = |w: u32| Ok(Encoded::Fixed(w.to_le_bytes().to_vec(), Vec::new()));
    match mem {
        [Operand::Mem { base, off, pre }] => {
            if !base.sf() {
                return Err(bad());
            }
            let rn = base.n;
            match off {
                MemOff::None | MemOff::Imm(_) => {
                    let v = match off {
                        MemOff::Imm(e) => e.constant().ok_or_else(bad)?,
                        _ => 0,
                    };
                    let v32 = i32::try_from(v).map_err(|_| bad())?;
                    if *pre {
                        return ldst_simm9(op, rt, rn, v32, IndexMode::PreIndex)
                            .ok_or_else(|| format!("offset {v} out of range for '{m}'"))
                            .and_then(fixed);
                    }
                    let scaled = (!unscaled && v >= 0)
                        .then(|| ldst_uimm(op, rt, rn, v as u32))
                        .flatten();
                    match scaled.or_else(|| ldst_simm9(op, rt, rn, v32, IndexMode::Unscaled)) {
                        Some(w) => fixed(w),
                        None => Err(format!("offset {v} out of range for '{m}'")),
                    }
                }
                MemOff::Rel(r, e) if !pre && !unscaled => {
                    let kind = super::encode::rel_kind(*r, false, Some(log2)).ok_or_else(bad)?;
                    let w = ldst_uimm(op, rt, rn, 0).ok_or_else(bad)?;
                    Ok(Encoded::Fixed(
                        w.to_le_bytes().to_vec(),
                        vec![Fixup {
                            at: 0,
                            field: A64Field::Reloc(kind),
                            expr: e.clone(),
                        }],
                    ))
                }
                MemOff::Reg(r, modifier) if !pre && !unscaled => {
                    let (ext, amount) = match (r.kind, modifier) {
                        (RegKind::X, None) => (RegExtend::Lsl, None),
                        (RegKind::X, Some((s, a))) if s == "lsl" => (RegExtend::Lsl, *a),
                        (RegKind::X, Some((s, a))) if s == "sxtx" => (RegExtend::Sxtx, *a),
                        (RegKind::W, Some((s, a))) if s == "uxtw" => (RegExtend::Uxtw, *a),
                        (RegKind::W, Some((s, a))) if s == "sxtw" => (RegExtend::Sxtw, *a),
                        _ => return Err(bad()),
                    };
                    let scaled = match amount {
                        None | Some(0) if modifier.as_ref().is_none_or(|m| m.1.is_none()) => false,
                        Some(0) => {
                            // `#0` written: the scaled form of a byte access.
                            if log2 != 0 {
                                return Err(bad());
                            }
                            true
                        }
                        Some(a) if a == i64::from(log2) => true,
                        _ => return Err(bad()),
                    };
                    fixed(ldst_reg(op, rt, rn, r.n, ext, scaled))
                }
                _ => Err(bad()),
            }
        }
        [Operand::Mem {
            base,
            off: MemOff::None,
            pre: false,
        }, Operand::Imm(e)]
            if !unscaled =>
        {
            let v = e.constant().ok_or_else(bad)?;
            let v32 = i32::try_from(v).map_err(|_| bad())?;
            if !base.sf() {
                return Err(bad());
            }
            ldst_simm9(op, rt, base.n, v32, IndexMode::PostIndex)
                .ok_or_else(|| format!("offset {v} out of range for '{m}'"))
                .and_then(fixed)
        }
        _ => Err(bad()),
    }
}

/// The LSE atomics: `cas`, `swp` and `ld<op>` with their `a`/`l`/`al` and `b`/`h` forms.
fn lse(m: &str, ops: &[Operand]) -> Result<Option<Encoded<A64Field>>> {
    let bad = || format!("invalid operands for '{m}'");
    const OPS: [(&str, Option<AtomicOp>); 10] = [
        ("cas", None),
        ("swp", Some(AtomicOp::Swp)),
        ("ldadd", Some(AtomicOp::Ldadd)),
        ("ldclr", Some(AtomicOp::Ldclr)),
        ("ldeor", Some(AtomicOp::Ldeor)),
        ("ldset", Some(AtomicOp::Ldset)),
        ("ldsmax", Some(AtomicOp::Ldsmax)),
        ("ldsmin", Some(AtomicOp::Ldsmin)),
        ("ldumax", Some(AtomicOp::Ldumax)),
        ("ldumin", Some(AtomicOp::Ldumin)),
    ];
    let Some((rest, op)) = OPS
        .iter()
        .find_map(|(p, op)| m.strip_prefix(p).map(|r| (r, *op)))
    else {
        return Ok(None);
    };
    let (order, size) = match rest.strip_suffix('b') {
        Some(o) => (o, Some(0)),
        None => match rest.strip_suffix('h') {
            Some(o) => (o, Some(1)),
            None => (rest, None),
        },
    };
    let (acquire, release) = match order {
        "" => (false, false),
        "a" => (true, false),
        "l" => (false, true),
        "al" => (true, true),
        _ => return Ok(None),
    };
    let [s, t, mem] = ops else { return Err(bad()) };
    let (rs, ks) = data_reg(s).ok_or_else(bad)?;
    let (rt, kt) = data_reg(t).ok_or_else(bad)?;
    if ks != kt || !matches!(ks, RegKind::X | RegKind::W) {
        return Err(bad());
    }
    let size = match size {
        Some(s) if ks == RegKind::W => s,
        Some(_) => return Err(bad()),
        None => 2 + u8::from(ks == RegKind::X),
    };
    let rn = plain_base(mem).ok_or_else(bad)?;
    word_only(match op {
        None => cas(size, acquire, release, rs, rt, rn),
        Some(op) => atomic_rmw(op, size, acquire, release, rs, rt, rn),
    })
}
