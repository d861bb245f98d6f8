//! Instruction selection for the AArch64 assembler: a mnemonic and its operands to one
//! word of [`crate::encode`]'s forms, with a fixup for a field an expression gives
//! (branch targets, `adrp` pages, `:lo12:` offsets).

use super::parse::{word, InstStmt, Operand, Reg, RegKind, RelOp};
use crate::encode::{self as enc, *};
use rllc_codegen::asm::expr::{Expr, SymMod};
use rllc_codegen::asm::layout::fits_field;
use rllc_codegen::asm::{Encoded, Field, Fixup};
use rllc_codegen::{Lo12Use, RelocKind};

/// A field an AArch64 fixup fills.
#[derive(Clone, Debug)]
pub(crate) enum A64Field {
    /// Data of this many bytes.
    Data(u8),
    /// `b`/`bl`: imm26 (`call`: `bl`).
    Branch26 { call: bool },
    /// `b.cond`, `cbz`, `cbnz`: imm19.
    Branch19,
    /// `tbz`, `tbnz`: imm14.
    Branch14,
    /// `adr`: imm21.
    Adr21,
    /// A field only a relocation fills (`adrp` pages, `:lo12:` and TLS operators); a
    /// constant fills the low-12-bit ones.
    Reloc(RelocKind),
}

/// Writes `value` into `bits` bits at `lsb` of the word at `data`.
fn or_field(data: &mut [u8], value: u32, lsb: u32, bits: u32) {
    let mask = ((1u64 << bits) - 1) as u32;
    let w = u32::from_le_bytes([data[0], data[1], data[2], data[3]]) | (value & mask) << lsb;
    data[..4].copy_from_slice(&w.to_le_bytes());
}

/// A branch distance in words that fits a signed `bits`-bit field.
fn words(v: i64, bits: u32) -> Result<u32> {
    if v & 3 != 0 {
        return Err("branch target is not a multiple of 4 bytes away".into());
    }
    let w = v >> 2;
    if !(-(1i64 << (bits - 1))..1i64 << (bits - 1)).contains(&w) {
        return Err("branch target out of range".into());
    }
    Ok(w as u32)
}

impl Field for A64Field {
    fn pc_bias(&self) -> Option<i64> {
        match self {
            A64Field::Data(_) => None,
            A64Field::Reloc(k) => matches!(
                k,
                RelocKind::Page21
                    | RelocKind::GotPage21
                    | RelocKind::GotTpOffPage21
                    | RelocKind::TlsDescPage21
            )
            .then_some(0),
            _ => Some(0),
        }
    }

    fn resolves_locally(&self) -> bool {
        !matches!(self, A64Field::Reloc(_))
    }

    fn write(&self, data: &mut [u8], v: i64) -> Result<()> {
        match *self {
            A64Field::Data(size) => {
                if !fits_field(v, size) {
                    return Err(format!("value {v} does not fit in {size} bytes"));
                }
                let n = size as usize;
                data[..n].copy_from_slice(&v.to_le_bytes()[..n]);
            }
            A64Field::Branch26 { .. } => or_field(data, words(v, 26)?, 0, 26),
            A64Field::Branch19 => or_field(data, words(v, 19)?, 5, 19),
            A64Field::Branch14 => or_field(data, words(v, 14)?, 5, 14),
            A64Field::Adr21 => {
                if !(-(1 << 20)..1 << 20).contains(&v) {
                    return Err("adr target out of range".into());
                }
                or_field(data, v as u32, 29, 2);
                or_field(data, (v >> 2) as u32, 5, 19);
            }
            A64Field::Reloc(RelocKind::Lo12(u)) => {
                let lo = (v & 0xfff) as u32;
                let scale = match u {
                    Lo12Use::Add => 0,
                    Lo12Use::Access { log2_size } => u32::from(log2_size),
                };
                if lo & ((1 << scale) - 1) != 0 {
                    return Err("misaligned :lo12: offset".into());
                }
                or_field(data, lo >> scale, 10, 12);
            }
            A64Field::Reloc(_) => return Err("a relocation operator needs a symbol".into()),
        }
        Ok(())
    }

    fn reloc(&self, m: SymMod, pcrel: bool) -> Result<RelocKind> {
        if m != SymMod::None {
            return Err(format!("unsupported: relocation modifier {m:?} on AArch64"));
        }
        Ok(match (self, pcrel) {
            (A64Field::Data(8), false) => RelocKind::Abs64,
            (A64Field::Data(4), false) => RelocKind::Abs32,
            (A64Field::Data(4), true) => RelocKind::Pc32,
            (A64Field::Data(8), true) => RelocKind::Pc64,
            (A64Field::Branch26 { call: true }, _) => RelocKind::Call26,
            (A64Field::Branch26 { call: false }, _) => RelocKind::Jump26,
            (A64Field::Branch19, _) => RelocKind::CondBranch19,
            (A64Field::Branch14, _) => RelocKind::TestBranch14,
            (A64Field::Reloc(k), _) => *k,
            (f, _) => return Err(format!("unsupported: a relocation for {f:?}")),
        })
    }

    fn branch(&self) -> bool {
        matches!(self, A64Field::Branch26 { .. })
    }
}

pub(super) type Result<T> = std::result::Result<T, String>;

fn bad(i: &InstStmt) -> String {
    format!("invalid operands for '{}'", i.mnemonic)
}

/// A constant expression operand (`#imm`).
fn imm(op: &Operand) -> Option<i64> {
    match op {
        Operand::Imm(e) => e.constant(),
        _ => None,
    }
}

/// A general-purpose register operand: number and whether it is 64-bit. `sp` allowed
/// when `sp` (number 31 then means sp, otherwise the zero register).
fn gpr(op: &Operand, sp: bool) -> Option<(u8, bool)> {
    match op {
        Operand::Reg(r) if r.is_gpr() => {
            let is_sp = matches!(r.kind, RegKind::Sp | RegKind::Wsp);
            (is_sp == sp || r.n != 31).then_some((r.n, r.sf()))
        }
        _ => None,
    }
}

/// A general-purpose register, either zero register or stack pointer allowed.
fn any_gpr(op: &Operand) -> Option<(u8, bool, bool)> {
    match op {
        Operand::Reg(r) if r.is_gpr() => {
            Some((r.n, r.sf(), matches!(r.kind, RegKind::Sp | RegKind::Wsp)))
        }
        _ => None,
    }
}

pub(super) fn cond(name: &str) -> Option<Cond> {
    use Cond::*;
    Some(match name {
        "eq" => Eq,
        "ne" => Ne,
        "hs" | "cs" => Hs,
        "lo" | "cc" => Lo,
        "mi" => Mi,
        "pl" => Pl,
        "vs" => Vs,
        "vc" => Vc,
        "hi" => Hi,
        "ls" => Ls,
        "ge" => Ge,
        "lt" => Lt,
        "gt" => Gt,
        "le" => Le,
        "al" => Al,
        _ => return None,
    })
}

fn shift_op(s: &str) -> Option<ShiftOp> {
    Some(match s {
        "lsl" => ShiftOp::Lsl,
        "lsr" => ShiftOp::Lsr,
        "asr" => ShiftOp::Asr,
        "ror" => ShiftOp::Ror,
        _ => return None,
    })
}

fn extend_op(s: &str) -> Option<ExtendOp> {
    Some(match s {
        "uxtb" => ExtendOp::Uxtb,
        "uxth" => ExtendOp::Uxth,
        "uxtw" => ExtendOp::Uxtw,
        "uxtx" => ExtendOp::Uxtx,
        "sxtb" => ExtendOp::Sxtb,
        "sxth" => ExtendOp::Sxth,
        "sxtw" => ExtendOp::Sxtw,
        "sxtx" => ExtendOp::Sxtx,
        _ => return None,
    })
}

/// System registers by name as `o0:op1:CRn:CRm:op2`, and the generic `s3_3_c14_c0_2`.
fn sysreg(name: &str) -> Option<u16> {
    let f = |op0: u16, op1: u16, crn: u16, crm: u16, op2: u16| {
        Some(((op0 - 2) << 14) | (op1 << 11) | (crn << 7) | (crm << 3) | op2)
    };
    match name {
        "nzcv" => f(3, 3, 4, 2, 0),
        "daif" => f(3, 3, 4, 2, 1),
        "fpcr" => f(3, 3, 4, 4, 0),
        "fpsr" => f(3, 3, 4, 4, 1),
        "tpidr_el0" => f(3, 3, 13, 0, 2),
        "tpidrro_el0" => f(3, 3, 13, 0, 3),
        "tpidr_el1" => f(3, 0, 13, 0, 4),
        "cntfrq_el0" => f(3, 3, 14, 0, 0),
        "cntpct_el0" => f(3, 3, 14, 0, 1),
        "cntvct_el0" => f(3, 3, 14, 0, 2),
        "ctr_el0" => f(3, 3, 0, 0, 1),
        "dczid_el0" => f(3, 3, 0, 0, 7),
        "midr_el1" => f(3, 0, 0, 0, 0),
        "mpidr_el1" => f(3, 0, 0, 0, 5),
        "revidr_el1" => f(3, 0, 0, 0, 6),
        "id_aa64pfr0_el1" => f(3, 0, 0, 4, 0),
        "id_aa64isar0_el1" => f(3, 0, 0, 6, 0),
        "id_aa64isar1_el1" => f(3, 0, 0, 6, 1),
        "id_aa64mmfr0_el1" => f(3, 0, 0, 7, 0),
        "sp_el0" => f(3, 0, 4, 1, 0),
        "currentel" => f(3, 0, 4, 2, 2),
        "pmccntr_el0" => f(3, 3, 9, 13, 0),
        _ => {
            let mut p = name.strip_prefix('s')?.split('_');
            let mut num =
                |prefix: &str| -> Option<u16> { p.next()?.strip_prefix(prefix)?.parse().ok() };
            let (op0, op1, crn, crm, op2) = (num("")?, num("")?, num("c")?, num("c")?, num("")?);
            if !(2..=3).contains(&op0) || op1 > 7 || crn > 15 || crm > 15 || op2 > 7 {
                return None;
            }
            f(op0, op1, crn, crm, op2)
        }
    }
}

/// A prefetch operation by name (`pldl1keep`): kind, target cache level and policy.
fn prefetch_op(name: &str) -> Option<u8> {
    let kind = ["pld", "pli", "pst"]
        .iter()
        .position(|k| name.starts_with(k))?;
    let rest = &name[3..];
    let target = ["l1", "l2", "l3"]
        .iter()
        .position(|t| rest.starts_with(t))?;
    let policy = ["keep", "strm"].iter().position(|p| &rest[2..] == *p)?;
    Some((kind << 3 | target << 1 | policy) as u8)
}

fn barrier_option(op: &Operand) -> Option<u8> {
    if let Some(v) = imm(op) {
        return (0..16).contains(&v).then_some(v as u8);
    }
    Some(match word(op)?.as_str() {
        "oshld" => 1,
        "oshst" => 2,
        "osh" => 3,
        "nshld" => 5,
        "nshst" => 6,
        "nsh" => 7,
        "ishld" => 9,
        "ishst" => 10,
        "ish" => 11,
        "ld" => 13,
        "st" => 14,
        "sy" => 15,
        _ => return None,
    })
}

/// An instruction word without fixups.
fn word_only(w: u32) -> Result<Encoded<A64Field>> {
    Ok(Encoded::Fixed(w.to_le_bytes().to_vec(), Vec::new()))
}

/// An instruction word whose field `field` takes the value of `expr`.
fn with_fixup(w: u32, field: A64Field, expr: &Expr) -> Result<Encoded<A64Field>> {
    Ok(Encoded::Fixed(
        w.to_le_bytes().to_vec(),
        vec![Fixup {
            at: 0,
            field,
            expr: expr.clone(),
        }],
    ))
}

/// The relocation of a `:op:` operand in an `add` (`adrp` when `page`), or in a load or
/// store of `1 << log2` bytes.
pub(super) fn rel_kind(op: RelOp, page: bool, access: Option<u8>) -> Option<RelocKind> {
    Some(match (op, page, access) {
        (RelOp::Got, true, _) => RelocKind::GotPage21,
        (RelOp::GotTprel, true, _) => RelocKind::GotTpOffPage21,
        (RelOp::Tlsdesc, true, _) => RelocKind::TlsDescPage21,
        (_, true, _) => return None,
        (RelOp::Lo12, _, None) => RelocKind::Lo12(Lo12Use::Add),
        (RelOp::Lo12, _, Some(l)) => RelocKind::Lo12(Lo12Use::Access { log2_size: l }),
        (RelOp::GotLo12, _, Some(3)) => RelocKind::GotLo12,
        (RelOp::GotTprelLo12, _, Some(3)) => RelocKind::GotTpOffLo12,
        (RelOp::TlsdescLo12, _, Some(3)) => RelocKind::TlsDescLd64Lo12,
        (RelOp::TlsdescLo12, _, None) => RelocKind::TlsDescAddLo12,
        (RelOp::TprelHi12, _, None) => RelocKind::TpOffHi12,
        (RelOp::TprelLo12, _, None) => RelocKind::TpOffLo12,
        _ => return None,
    })
}

/// Encodes one instruction.
pub(crate) fn encode(i: &InstStmt) -> Result<Encoded<A64Field>> {
    let m = i.mnemonic.as_str();
    let ops = &i.ops[..];
    let bad = || bad(i);
    if matches!(
        ops.first(),
        Some(Operand::Reg(Reg {
            kind: RegKind::Vec { .. },
            ..
        }))
    ) && m != "mov"
    {
        return super::neon::encode(i);
    }
    // Conditional branches: `b.eq` and `beq`.
    if let Some(c) = m
        .strip_prefix("b.")
        .or_else(|| m.strip_prefix('b').filter(|c| c.len() == 2))
        .and_then(cond)
    {
        let [Operand::Imm(t)] = ops else {
            return Err(bad());
        };
        return with_fixup(b_cond(c, 0), A64Field::Branch19, t);
    }
    match m {
        "nop" | "yield" | "wfe" | "wfi" | "sev" | "sevl" => {
            let k = ["nop", "yield", "wfe", "wfi", "sev", "sevl"]
                .iter()
                .position(|&h| h == m)
                .unwrap_or(0);
            no_ops(ops, bad)?;
            word_only(hint(k as u8))
        }
        "hint" => {
            let k = ops.first().and_then(imm).filter(|k| (0..128).contains(k));
            word_only(hint(k.ok_or_else(bad)? as u8))
        }
        "dmb" | "dsb" => {
            let [o] = ops else { return Err(bad()) };
            let o = barrier_option(o).ok_or_else(bad)?;
            word_only(if m == "dmb" { dmb(o) } else { dsb(o) })
        }
        "isb" => match ops {
            [] => word_only(isb()),
            [o] if barrier_option(o) == Some(15) => word_only(isb()),
            _ => Err(bad()),
        },
        "clrex" => word_only(clrex()),
        "dc" | "ic" => {
            let name = ops.first().and_then(word).ok_or_else(bad)?;
            let full = format!("{m} {name}");
            let op = CACHE_OPS
                .iter()
                .find(|c| c.name == full)
                .ok_or_else(|| format!("unsupported: cache operation '{full}'"))?;
            let rt = match (&ops[1..], op.takes_reg) {
                ([r], true) => match gpr(r, false) {
                    Some((n, true)) => n,
                    _ => return Err(bad()),
                },
                ([], false) => 31,
                _ => return Err(bad()),
            };
            let [op1, crn, crm, op2] = op.sys;
            word_only(sys(op1, crn, crm, op2, rt))
        }
        "prfm" => {
            let [op, Operand::Mem {
                base,
                off,
                pre: false,
            }] = ops
            else {
                return Err(bad());
            };
            let prfop = match imm(op) {
                Some(v) if (0..32).contains(&v) => v as u8,
                Some(_) => return Err(bad()),
                None => prefetch_op(&word(op).ok_or_else(bad)?).ok_or_else(bad)?,
            };
            let off = match off {
                super::parse::MemOff::None => 0,
                super::parse::MemOff::Imm(e) => e.constant().ok_or_else(bad)?,
                _ => return Err(bad()),
            };
            if !base.sf() || !(0..1 << 15).contains(&off) {
                return Err(bad());
            }
            prfm_uimm(prfop, base.n, off as u32)
                .ok_or_else(|| format!("offset {off} out of range for 'prfm'"))
                .and_then(word_only)
        }
        "svc" | "hvc" | "smc" | "brk" | "hlt" | "udf" => {
            let v = ops
                .first()
                .and_then(imm)
                .filter(|v| (0..=0xffff).contains(v));
            let v = v.ok_or_else(bad)? as u32;
            word_only(match m {
                "svc" => 0xd400_0001 | v << 5,
                "hvc" => 0xd400_0002 | v << 5,
                "smc" => 0xd400_0003 | v << 5,
                "brk" => brk(v as u16),
                "hlt" => 0xd440_0000 | v << 5,
                _ => udf(v as u16),
            })
        }
        "mrs" => {
            let [r, s] = ops else { return Err(bad()) };
            let (rt, true) = gpr(r, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            let s = word(s).ok_or_else(bad)?;
            let s = sysreg(&s).ok_or_else(|| format!("unsupported: system register {s}"))?;
            word_only(mrs(rt, s))
        }
        "msr" => {
            let [s, r] = ops else { return Err(bad()) };
            let (rt, true) = gpr(r, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            let s = word(s).ok_or_else(bad)?;
            let s = sysreg(&s).ok_or_else(|| format!("unsupported: system register {s}"))?;
            word_only(msr(s, rt))
        }
        "b" | "bl" => {
            let [Operand::Imm(t)] = ops else {
                return Err(bad());
            };
            let call = m == "bl";
            let w = if call { bl(0) } else { enc::b(0) };
            with_fixup(w, A64Field::Branch26 { call }, t)
        }
        "br" | "blr" => {
            let [r] = ops else { return Err(bad()) };
            let (n, true) = gpr(r, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            word_only(if m == "br" { br(n) } else { blr(n) })
        }
        "ret" => match ops {
            [] => word_only(ret(30)),
            [r] => match gpr(r, false) {
                Some((n, true)) => word_only(ret(n)),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        },
        "cbz" | "cbnz" => {
            let [r, Operand::Imm(t)] = ops else {
                return Err(bad());
            };
            let (n, sf) = gpr(r, false).ok_or_else(bad)?;
            let w = if m == "cbz" {
                cbz(sf, n, 0)
            } else {
                cbnz(sf, n, 0)
            };
            with_fixup(w, A64Field::Branch19, t)
        }
        "tbz" | "tbnz" => {
            let [r, bit, Operand::Imm(t)] = ops else {
                return Err(bad());
            };
            let (n, sf) = gpr(r, false).ok_or_else(bad)?;
            let bit = imm(bit).filter(|&b| (0..if sf { 64 } else { 32 }).contains(&b));
            let bit = bit.ok_or_else(bad)? as u8;
            let w = if m == "tbz" {
                tbz(n, bit, 0)
            } else {
                tbnz(n, bit, 0)
            };
            with_fixup(w, A64Field::Branch14, t)
        }
        "adr" => {
            let [r, Operand::Imm(t)] = ops else {
                return Err(bad());
            };
            let (n, true) = gpr(r, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            with_fixup(adr(n, 0), A64Field::Adr21, t)
        }
        "adrp" => {
            let [r, t] = ops else { return Err(bad()) };
            let (n, true) = gpr(r, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            let (kind, e) = match t {
                Operand::Imm(e) => (RelocKind::Page21, e),
                Operand::Rel(op, e) => (rel_kind(*op, true, None).ok_or_else(bad)?, e),
                _ => return Err(bad()),
            };
            with_fixup(adrp(n, 0), A64Field::Reloc(kind), e)
        }
        "mov" => mov(i),
        "movz" | "movn" | "movk" => {
            let (r, v, sh) = match ops {
                [r, v] => (r, v, 0),
                [r, v, Operand::Shift(s, a)] if s == "lsl" => (r, v, *a),
                _ => return Err(bad()),
            };
            let (rd, sf) = gpr(r, false).ok_or_else(bad)?;
            let v = imm(v)
                .filter(|v| (0..=0xffff).contains(v))
                .ok_or_else(bad)?;
            if sh % 16 != 0 || sh >= if sf { 64 } else { 32 } {
                return Err(bad());
            }
            let op = match m {
                "movz" => MoveWideOp::Movz,
                "movn" => MoveWideOp::Movn,
                _ => MoveWideOp::Movk,
            };
            word_only(move_wide(op, sf, rd, v as u16, (sh / 16) as u8))
        }
        "add" | "adds" | "sub" | "subs" => {
            let op = match m {
                "add" => AluOp::Add,
                "adds" => AluOp::Adds,
                "sub" => AluOp::Sub,
                _ => AluOp::Subs,
            };
            let [d, n, rest @ ..] = ops else {
                return Err(bad());
            };
            add_sub(i, op, d, n, rest)
        }
        "cmp" | "cmn" => {
            let op = if m == "cmp" { AluOp::Subs } else { AluOp::Adds };
            let [n, rest @ ..] = ops else {
                return Err(bad());
            };
            let sf = any_gpr(n).ok_or_else(bad)?.1;
            let zr = Operand::Reg(Reg {
                n: 31,
                kind: if sf { RegKind::X } else { RegKind::W },
            });
            add_sub(i, op, &zr, n, rest)
        }
        "neg" | "negs" => {
            let [d, rest @ ..] = ops else {
                return Err(bad());
            };
            let sf = any_gpr(d).ok_or_else(bad)?.1;
            let zr = Operand::Reg(Reg {
                n: 31,
                kind: if sf { RegKind::X } else { RegKind::W },
            });
            let op = if m == "neg" { AluOp::Sub } else { AluOp::Subs };
            add_sub(i, op, d, &zr, rest)
        }
        "and" | "ands" | "orr" | "eor" | "bic" | "bics" | "orn" | "eon" => {
            let op = match m {
                "and" => AluOp::And,
                "ands" => AluOp::Ands,
                "orr" => AluOp::Orr,
                "eor" => AluOp::Eor,
                "bic" => AluOp::Bic,
                "bics" => AluOp::Bics,
                "orn" => AluOp::Orn,
                _ => AluOp::Eon,
            };
            let [d, n, rest @ ..] = ops else {
                return Err(bad());
            };
            logical(i, op, d, n, rest)
        }
        "tst" => {
            let [n, rest @ ..] = ops else {
                return Err(bad());
            };
            let sf = any_gpr(n).ok_or_else(bad)?.1;
            let zr = Operand::Reg(Reg {
                n: 31,
                kind: if sf { RegKind::X } else { RegKind::W },
            });
            logical(i, AluOp::Ands, &zr, n, rest)
        }
        "mvn" => {
            let [d, rest @ ..] = ops else {
                return Err(bad());
            };
            let sf = any_gpr(d).ok_or_else(bad)?.1;
            let zr = Operand::Reg(Reg {
                n: 31,
                kind: if sf { RegKind::X } else { RegKind::W },
            });
            logical(i, AluOp::Orn, d, &zr, rest)
        }
        "lsl" | "lsr" | "asr" | "ror" => {
            let [d, n, s] = ops else { return Err(bad()) };
            let (rd, sf) = gpr(d, false).ok_or_else(bad)?;
            let (rn, sf2) = gpr(n, false).ok_or_else(bad)?;
            if sf != sf2 {
                return Err(bad());
            }
            let bits = if sf { 64 } else { 32 };
            if let Some((rm, sf3)) = gpr(s, false) {
                if sf3 != sf {
                    return Err(bad());
                }
                let op = match m {
                    "lsl" => Dp2Op::Lslv,
                    "lsr" => Dp2Op::Lsrv,
                    "asr" => Dp2Op::Asrv,
                    _ => Dp2Op::Rorv,
                };
                return word_only(dp2(op, sf, rd, rn, rm));
            }
            let a = imm(s).filter(|a| (0..bits).contains(a)).ok_or_else(bad)? as u8;
            let top = bits as u8 - 1;
            word_only(match m {
                "lsl" => bitfield(
                    BitfieldOp::Ubfm,
                    sf,
                    rd,
                    rn,
                    (bits as u8 - a) % bits as u8,
                    top - a,
                ),
                "lsr" => bitfield(BitfieldOp::Ubfm, sf, rd, rn, a, top),
                "asr" => bitfield(BitfieldOp::Sbfm, sf, rd, rn, a, top),
                _ => extr(sf, rd, rn, rn, a),
            })
        }
        "lslv" | "lsrv" | "asrv" | "rorv" | "udiv" | "sdiv" => {
            let op = match m {
                "lslv" => Dp2Op::Lslv,
                "lsrv" => Dp2Op::Lsrv,
                "asrv" => Dp2Op::Asrv,
                "rorv" => Dp2Op::Rorv,
                "udiv" => Dp2Op::Udiv,
                _ => Dp2Op::Sdiv,
            };
            let (sf, [d, n, r]) = same_gprs::<3>(ops).ok_or_else(bad)?;
            word_only(dp2(op, sf, d, n, r))
        }
        "mul" | "mneg" => {
            let (sf, [d, n, r]) = same_gprs::<3>(ops).ok_or_else(bad)?;
            let op = if m == "mul" { Dp3Op::Madd } else { Dp3Op::Msub };
            word_only(dp3(op, sf, d, n, r, 31))
        }
        "madd" | "msub" => {
            let (sf, [d, n, r, a]) = same_gprs::<4>(ops).ok_or_else(bad)?;
            let op = if m == "madd" {
                Dp3Op::Madd
            } else {
                Dp3Op::Msub
            };
            word_only(dp3(op, sf, d, n, r, a))
        }
        "umulh" | "smulh" => {
            let (true, [d, n, r]) = same_gprs::<3>(ops).ok_or_else(bad)? else {
                return Err(bad());
            };
            let op = if m == "umulh" {
                Dp3Op::Umulh
            } else {
                Dp3Op::Smulh
            };
            word_only(dp3(op, true, d, n, r, 31))
        }
        "umull" | "smull" | "umaddl" | "smaddl" => {
            let (d, n, r, a) = match ops {
                [d, n, r] => (d, n, r, None),
                [d, n, r, a] => (d, n, r, Some(a)),
                _ => return Err(bad()),
            };
            let (Some((d, true)), Some((n, false)), Some((r, false))) =
                (gpr(d, false), gpr(n, false), gpr(r, false))
            else {
                return Err(bad());
            };
            let a = match a {
                None => 31,
                Some(a) => match gpr(a, false) {
                    Some((a, true)) => a,
                    _ => return Err(bad()),
                },
            };
            let op = if m.starts_with('u') {
                Dp3Op::Umaddl
            } else {
                Dp3Op::Smaddl
            };
            word_only(dp3(op, true, d, n, r, a))
        }
        "clz" | "cls" | "rbit" | "rev" | "rev16" | "rev32" => {
            let (sf, [d, n]) = same_gprs::<2>(ops).ok_or_else(bad)?;
            let op = match m {
                "clz" => Dp1Op::Clz,
                "cls" => Dp1Op::Cls,
                "rbit" => Dp1Op::Rbit,
                "rev16" => Dp1Op::Rev16,
                "rev32" if sf => Dp1Op::Rev32,
                // `rev wd` shares rev32's opcode; `Dp1Op::Rev` picks it from `sf`.
                "rev" => Dp1Op::Rev,
                _ => return Err(bad()),
            };
            word_only(dp1(op, sf, d, n))
        }
        "sxtb" | "sxth" | "sxtw" | "uxtb" | "uxth" => {
            let [d, n] = ops else { return Err(bad()) };
            let (rd, sf) = gpr(d, false).ok_or_else(bad)?;
            let (rn, false) = gpr(n, false).ok_or_else(bad)? else {
                return Err(bad());
            };
            let (op, imms) = match m {
                "sxtb" => (BitfieldOp::Sbfm, 7),
                "sxth" => (BitfieldOp::Sbfm, 15),
                "sxtw" if sf => (BitfieldOp::Sbfm, 31),
                "uxtb" if !sf => (BitfieldOp::Ubfm, 7),
                "uxth" if !sf => (BitfieldOp::Ubfm, 15),
                _ => return Err(bad()),
            };
            word_only(bitfield(op, sf, rd, rn, 0, imms))
        }
        "ubfx" | "sbfx" | "ubfiz" | "sbfiz" | "bfi" | "bfxil" => {
            let [d, n, lsb, width] = ops else {
                return Err(bad());
            };
            let (sf, [rd, rn]) = same_gprs::<2>(&ops[..2]).ok_or_else(bad)?;
            let _ = (d, n);
            let bits = if sf { 64 } else { 32 };
            let lsb = imm(lsb).filter(|l| (0..bits).contains(l)).ok_or_else(bad)?;
            let width = imm(width)
                .filter(|w| (1..=bits - lsb).contains(w))
                .ok_or_else(bad)?;
            let op = match m {
                "ubfx" | "ubfiz" => BitfieldOp::Ubfm,
                "sbfx" | "sbfiz" => BitfieldOp::Sbfm,
                _ => BitfieldOp::Bfm,
            };
            let (immr, imms) = if m.ends_with('x') || m == "bfxil" {
                (lsb, lsb + width - 1)
            } else {
                ((bits - lsb) % bits, width - 1)
            };
            word_only(bitfield(op, sf, rd, rn, immr as u8, imms as u8))
        }
        "csel" | "csinc" | "csinv" | "csneg" => {
            let [_, _, _, c] = ops else {
                return Err(bad());
            };
            let (sf, [d, n, r]) = same_gprs::<3>(&ops[..3]).ok_or_else(bad)?;
            let c = word(c).and_then(|c| cond(&c)).ok_or_else(bad)?;
            let op = match m {
                "csel" => CselOp::Csel,
                "csinc" => CselOp::Csinc,
                "csinv" => CselOp::Csinv,
                _ => CselOp::Csneg,
            };
            word_only(csel(op, sf, d, n, r, c))
        }
        "cset" | "csetm" => {
            let [d, c] = ops else { return Err(bad()) };
            let (rd, sf) = gpr(d, false).ok_or_else(bad)?;
            let c = word(c).and_then(|c| cond(&c)).ok_or_else(bad)?;
            let op = if m == "cset" {
                CselOp::Csinc
            } else {
                CselOp::Csinv
            };
            word_only(csel(op, sf, rd, 31, 31, c.invert()))
        }
        "cinc" | "cinv" | "cneg" => {
            let [_, _, c] = ops else { return Err(bad()) };
            let (sf, [d, n]) = same_gprs::<2>(&ops[..2]).ok_or_else(bad)?;
            let c = word(c).and_then(|c| cond(&c)).ok_or_else(bad)?;
            let op = match m {
                "cinc" => CselOp::Csinc,
                "cinv" => CselOp::Csinv,
                _ => CselOp::Csneg,
            };
            word_only(csel(op, sf, d, n, n, c.invert()))
        }
        "ccmp" | "ccmn" => {
            let [n, r, nzcv, c] = ops else {
                return Err(bad());
            };
            let (rn, sf) = gpr(n, false).ok_or_else(bad)?;
            let nzcv = imm(nzcv).filter(|v| (0..16).contains(v)).ok_or_else(bad)? as u8;
            let c = word(c).and_then(|c| cond(&c)).ok_or_else(bad)?;
            let w = match (gpr(r, false), imm(r)) {
                (Some((rm, sf2)), _) if sf2 == sf => ccmp(sf, rn, rm, nzcv, c),
                (_, Some(v)) if (0..32).contains(&v) => ccmp_imm(sf, rn, v as u8, nzcv, c),
                _ => return Err(bad()),
            };
            // ccmn is ccmp with op (bit 30) clear.
            word_only(if m == "ccmn" { w & !(1 << 30) } else { w })
        }
        _ => {
            if let Some(r) = super::memory::encode(i)? {
                return Ok(r);
            }
            if let Some(r) = super::float::encode(i)? {
                return Ok(r);
            }
            Err(format!("unsupported: instruction '{m}'"))
        }
    }
}

fn no_ops(ops: &[Operand], bad: impl Fn() -> String) -> Result<()> {
    if ops.is_empty() {
        Ok(())
    } else {
        Err(bad())
    }
}

/// `N` general-purpose registers (no sp) of one width: whether 64-bit, and numbers.
pub(super) fn same_gprs<const N: usize>(ops: &[Operand]) -> Option<(bool, [u8; N])> {
    if ops.len() != N {
        return None;
    }
    let mut out = [0; N];
    let mut sf = None;
    for (k, op) in ops.iter().enumerate() {
        let (n, s) = gpr(op, false)?;
        if *sf.get_or_insert(s) != s {
            return None;
        }
        out[k] = n;
    }
    Some((sf?, out))
}

/// `mov`: register copies (to or from sp: `add #0`), immediates a single instruction
/// makes, and vector copies.
fn mov(i: &InstStmt) -> Result<Encoded<A64Field>> {
    let bad = || bad(i);
    let [d, s] = &i.ops[..] else {
        return Err(bad());
    };
    if let (Operand::Reg(rd), Operand::Reg(rs)) = (d, s) {
        if !rd.is_gpr() || !rs.is_gpr() {
            return super::float::mov(i, *rd, *rs);
        }
    }
    let (rd, sf, d_sp) = any_gpr(d).ok_or_else(bad)?;
    if let Some((rn, sf2, n_sp)) = any_gpr(s) {
        if sf != sf2 {
            return Err(bad());
        }
        return word_only(if d_sp || n_sp {
            alu_rr_imm12(AluOp::Add, sf, rd, rn, 0, false)
        } else {
            alu_rrr_shift(AluOp::Orr, sf, rd, 31, rn, ShiftOp::Lsl, 0)
        });
    }
    let v = imm(s).ok_or_else(bad)?;
    let bits = if sf { 64 } else { 32 };
    let mask = if sf { u64::MAX } else { u64::from(u32::MAX) };
    if !sf && !(i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v) {
        return Err(bad());
    }
    let u = v as u64 & mask;
    for hw in 0..bits / 16 {
        if u & !(0xffff << (16 * hw)) == 0 && !d_sp {
            return word_only(move_wide(
                MoveWideOp::Movz,
                sf,
                rd,
                (u >> (16 * hw)) as u16,
                hw as u8,
            ));
        }
        let n = !u & mask;
        if n & !(0xffff << (16 * hw)) == 0 && !d_sp {
            return word_only(move_wide(
                MoveWideOp::Movn,
                sf,
                rd,
                (n >> (16 * hw)) as u16,
                hw as u8,
            ));
        }
    }
    match logic_imm(AluOp::Orr, sf, rd, 31, u) {
        Some(w) => word_only(w),
        None => Err(format!("immediate {v} needs more than one instruction")),
    }
}

/// Add and subtract: immediate (optionally `lsl #12`, or `:lo12:`), shifted register,
/// extended register.
fn add_sub(
    i: &InstStmt,
    op: AluOp,
    d: &Operand,
    n: &Operand,
    rest: &[Operand],
) -> Result<Encoded<A64Field>> {
    let bad = || bad(i);
    let (rd, sf, d_sp) = any_gpr(d).ok_or_else(bad)?;
    let (rn, sf2, n_sp) = any_gpr(n).ok_or_else(bad)?;
    let flags = matches!(op, AluOp::Adds | AluOp::Subs);
    if sf != sf2 {
        return Err(bad());
    }
    match rest {
        [Operand::Imm(e)] | [Operand::Imm(e), Operand::Shift(_, _)] => {
            let lsl12 = match rest {
                [_, Operand::Shift(s, 12)] if s == "lsl" => true,
                [_, Operand::Shift(s, 0)] if s == "lsl" => false,
                [_] => false,
                _ => return Err(bad()),
            };
            if (d_sp && flags) || (rd == 31 && !d_sp && !flags) || (rn == 31 && !n_sp) {
                return Err(bad());
            }
            let v = e.constant().ok_or_else(bad)?;
            // A negative immediate is the opposite operation.
            let (op, v) = if v < 0 && !lsl12 {
                let flip = match op {
                    AluOp::Add => AluOp::Sub,
                    AluOp::Sub => AluOp::Add,
                    AluOp::Adds => AluOp::Subs,
                    _ => AluOp::Adds,
                };
                (flip, -v)
            } else {
                (op, v)
            };
            let (imm12, lsl12) = if lsl12 || v < 4096 {
                (v, lsl12)
            } else if v & 0xfff == 0 && v >> 12 < 4096 {
                (v >> 12, true)
            } else {
                return Err(format!("immediate {v} out of range for '{}'", i.mnemonic));
            };
            if !(0..4096).contains(&imm12) {
                return Err(format!("immediate {v} out of range for '{}'", i.mnemonic));
            }
            word_only(alu_rr_imm12(op, sf, rd, rn, imm12 as u16, lsl12))
        }
        [Operand::Rel(r, e)] => {
            let kind = rel_kind(*r, false, None).ok_or_else(bad)?;
            let lsl12 = kind == RelocKind::TpOffHi12;
            with_fixup(
                alu_rr_imm12(op, sf, rd, rn, 0, lsl12),
                A64Field::Reloc(kind),
                e,
            )
        }
        [m, rest @ ..] => {
            let (rm, sfm, m_sp) = any_gpr(m).ok_or_else(bad)?;
            if m_sp {
                return Err(bad());
            }
            let extended = d_sp || n_sp || matches!(rest, [Operand::Extend(..)]);
            if extended {
                let (ext, amount) = match rest {
                    [] => (if sf { ExtendOp::Uxtx } else { ExtendOp::Uxtw }, 0),
                    [Operand::Extend(e, a)] => (extend_op(e).ok_or_else(bad)?, a.unwrap_or(0)),
                    [Operand::Shift(s, a)] if s == "lsl" => {
                        (if sf { ExtendOp::Uxtx } else { ExtendOp::Uxtw }, *a)
                    }
                    _ => return Err(bad()),
                };
                if !(0..=4).contains(&amount) {
                    return Err(bad());
                }
                if sfm != (sf && matches!(ext, ExtendOp::Uxtx | ExtendOp::Sxtx)) && sf {
                    return Err(bad());
                }
                return word_only(alu_rrr_ext(op, sf, rd, rn, rm, ext, amount as u8));
            }
            if sfm != sf {
                return Err(bad());
            }
            let (shift, amount) = shifted(rest, sf, false).ok_or_else(bad)?;
            word_only(alu_rrr_shift(op, sf, rd, rn, rm, shift, amount))
        }
        _ => Err(bad()),
    }
}

/// An optional shift of a register operand (`ror` only when `ror`).
fn shifted(rest: &[Operand], sf: bool, ror: bool) -> Option<(ShiftOp, u8)> {
    match rest {
        [] => Some((ShiftOp::Lsl, 0)),
        [Operand::Shift(s, a)] => {
            let op = shift_op(s)?;
            if op == ShiftOp::Ror && !ror || !(0..if sf { 64 } else { 32 }).contains(a) {
                return None;
            }
            Some((op, *a as u8))
        }
        _ => None,
    }
}

/// Logical operations: a bitmask immediate or a shifted register.
fn logical(
    i: &InstStmt,
    op: AluOp,
    d: &Operand,
    n: &Operand,
    rest: &[Operand],
) -> Result<Encoded<A64Field>> {
    let bad = || bad(i);
    let (rd, sf, d_sp) = any_gpr(d).ok_or_else(bad)?;
    let (rn, sf2) = gpr(n, false).ok_or_else(bad)?;
    if sf != sf2 {
        return Err(bad());
    }
    if let [v] = rest {
        if let Some(v) = imm(v) {
            if matches!(op, AluOp::Bic | AluOp::Bics | AluOp::Orn | AluOp::Eon) {
                return Err(bad());
            }
            if d_sp && op == AluOp::Ands {
                return Err(bad());
            }
            let mask = if sf { u64::MAX } else { u64::from(u32::MAX) };
            let u = v as u64;
            if !sf && u & !mask != 0 && u | mask != u64::MAX {
                return Err(bad());
            }
            return logic_imm(op, sf, rd, rn, u & mask)
                .map(|w| w.to_le_bytes().to_vec())
                .map(|b| Encoded::Fixed(b, Vec::new()))
                .ok_or_else(|| format!("immediate {v} is not a bitmask immediate"));
        }
    }
    if d_sp {
        return Err(bad());
    }
    let [m, rest @ ..] = rest else {
        return Err(bad());
    };
    let (rm, sfm) = gpr(m, false).ok_or_else(bad)?;
    if sfm != sf {
        return Err(bad());
    }
    let (shift, amount) = shifted(rest, sf, true).ok_or_else(bad)?;
    word_only(alu_rrr_shift(op, sf, rd, rn, rm, shift, amount))
}
