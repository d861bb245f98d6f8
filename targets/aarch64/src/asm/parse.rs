//! AArch64 instruction statements of GNU assembler text: registers, `#` immediates,
//! `:lo12:`-style relocation operators, memory operands (`[xN, #off]`, `[xN, #off]!`,
//! `[xN], #off`, `[xN, xM, lsl #3]`), shifts and extends, and the directives with an
//! AArch64 meaning (`.word` is 4 bytes, `.align` a power of two, `.xword`, `.inst`).

use super::encode::{encode, A64Field};
use rllc_codegen::asm::expr::{Cursor, Expr, SymMod};
use rllc_codegen::asm::lex::Tok;
use rllc_codegen::asm::parse::{Dir, Locals};
use rllc_codegen::asm::{Encoded, Isa};

/// A register operand: number (31 is sp or the zero register, as `kind` says) and kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reg {
    pub n: u8,
    pub kind: RegKind,
}

/// What a register operand names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum RegKind {
    /// `xN`, `xzr` (64-bit general-purpose).
    X,
    /// `wN`, `wzr`.
    W,
    /// `sp`.
    Sp,
    /// `wsp`.
    Wsp,
    /// A scalar FP/SIMD register of `1 << log2` bytes: `b`, `h`, `s`, `d`, `q`.
    Fp(u8),
    /// A vector `vN.<arrangement>` (`8b`, `16b`, `4h`, `8h`, `2s`, `4s`, `1d`, `2d`): lanes
    /// and lane size (log2 bytes).
    Vec { lanes: u8, log2: u8 },
    /// A vector element `vN.<size>[index]`.
    Elem { log2: u8, index: u8 },
}

impl Reg {
    /// A general-purpose register (`x`, `w`, `sp`, `wsp`).
    pub fn is_gpr(self) -> bool {
        matches!(
            self.kind,
            RegKind::X | RegKind::W | RegKind::Sp | RegKind::Wsp
        )
    }

    /// The 64-bit form of a general-purpose register.
    pub fn sf(self) -> bool {
        matches!(self.kind, RegKind::X | RegKind::Sp)
    }
}

/// A relocation operator written before an expression (`:lo12:sym`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum RelOp {
    Lo12,
    Got,
    GotLo12,
    GotTprel,
    GotTprelLo12,
    TprelHi12,
    TprelLo12,
    Tlsdesc,
    TlsdescLo12,
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Operand {
    Reg(Reg),
    /// `#expr`, or an expression written without `#` (a label, a name such as `eq`).
    Imm(Expr),
    /// `:op:expr` (with or without `#`).
    Rel(RelOp, Expr),
    /// `[base{, offset}]`, `!` when pre-indexed.
    Mem {
        base: Reg,
        off: MemOff,
        pre: bool,
    },
    /// `lsl #n`, `lsr #n`, `asr #n`, `ror #n`, `msl #n`.
    Shift(String, i64),
    /// `uxtw`, `sxtw #2`, …
    Extend(String, Option<i64>),
}

/// The offset of a memory operand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum MemOff {
    None,
    Imm(Expr),
    Rel(RelOp, Expr),
    /// A register, optionally extended or shifted (`lsl #3`, `sxtw`, `uxtw #2`).
    Reg(Reg, Option<(String, Option<i64>)>),
}

/// One instruction statement.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct InstStmt {
    pub mnemonic: String,
    pub ops: Vec<Operand>,
}

/// The AArch64 assembler's parser.
pub(crate) struct A64;

/// The register called `name` (lowercase).
pub(crate) fn register(name: &str) -> Option<Reg> {
    let gpr = |n: u8, kind| Some(Reg { n, kind });
    match name {
        "sp" => return gpr(31, RegKind::Sp),
        "wsp" => return gpr(31, RegKind::Wsp),
        "xzr" => return gpr(31, RegKind::X),
        "wzr" => return gpr(31, RegKind::W),
        "fp" => return gpr(29, RegKind::X),
        "lr" => return gpr(30, RegKind::X),
        "ip0" => return gpr(16, RegKind::X),
        "ip1" => return gpr(17, RegKind::X),
        _ => {}
    }
    let (base, arr) = match name.split_once('.') {
        Some((b, a)) => (b, Some(a)),
        None => (name, None),
    };
    let first = base.chars().next()?;
    let n: u8 = base[1..].parse().ok()?;
    if base[1..].starts_with('0') && base.len() > 2 {
        return None;
    }
    let kind = match (first, arr) {
        ('x', None) if n < 31 => RegKind::X,
        ('w', None) if n < 31 => RegKind::W,
        ('b', None) if n < 32 => RegKind::Fp(0),
        ('h', None) if n < 32 => RegKind::Fp(1),
        ('s', None) if n < 32 => RegKind::Fp(2),
        ('d', None) if n < 32 => RegKind::Fp(3),
        ('q', None) if n < 32 => RegKind::Fp(4),
        ('v', Some(a)) if n < 32 => {
            let (lanes, log2) = match a {
                "8b" => (8, 0),
                "16b" => (16, 0),
                "4h" => (4, 1),
                "8h" => (8, 1),
                "2s" => (2, 2),
                "4s" => (4, 2),
                "1d" => (1, 3),
                "2d" => (2, 3),
                "1q" => (1, 4),
                "b" | "h" | "s" | "d" => {
                    let log2 = ["b", "h", "s", "d"].iter().position(|&s| s == a)? as u8;
                    return Some(Reg {
                        n,
                        kind: RegKind::Elem {
                            log2,
                            index: u8::MAX,
                        },
                    });
                }
                _ => return None,
            };
            RegKind::Vec { lanes, log2 }
        }
        _ => return None,
    };
    Some(Reg { n, kind })
}

fn rel_op(name: &str) -> Option<RelOp> {
    Some(match name {
        "lo12" => RelOp::Lo12,
        "got" => RelOp::Got,
        "got_lo12" => RelOp::GotLo12,
        "gottprel" => RelOp::GotTprel,
        "gottprel_lo12" => RelOp::GotTprelLo12,
        "tprel_hi12" => RelOp::TprelHi12,
        "tprel_lo12_nc" | "tprel_lo12" => RelOp::TprelLo12,
        "tlsdesc" => RelOp::Tlsdesc,
        "tlsdesc_lo12" => RelOp::TlsdescLo12,
        _ => return None,
    })
}

const SHIFTS: [&str; 5] = ["lsl", "lsr", "asr", "ror", "msl"];
const EXTENDS: [&str; 8] = [
    "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx",
];

impl A64 {
    /// `:op:` before an expression, if there.
    fn rel(c: &mut Cursor) -> Result<Option<RelOp>, String> {
        if c.peek() != Some(&Tok::Punct(':')) {
            return Ok(None);
        }
        let (Some(Tok::Ident(name)), Some(Tok::Punct(':'))) = (c.peek_at(1), c.peek_at(2)) else {
            return Err("expected a relocation operator".into());
        };
        let op = rel_op(&name.to_ascii_lowercase())
            .ok_or_else(|| format!("unsupported: relocation operator :{name}:"))?;
        c.pos += 3;
        Ok(Some(op))
    }

    /// A shift or extend written after a register operand.
    fn modifier(c: &mut Cursor, p: &Locals) -> Result<Option<(String, Option<i64>)>, String> {
        let Some(Tok::Ident(w)) = c.peek() else {
            return Ok(None);
        };
        let w = w.to_ascii_lowercase();
        if !SHIFTS.contains(&w.as_str()) && !EXTENDS.contains(&w.as_str()) {
            return Ok(None);
        }
        c.pos += 1;
        let amount = if c.eat('#') || matches!(c.peek(), Some(Tok::Num(_))) {
            let e = p.expr(c)?;
            Some(e.constant().ok_or("shift amount is not a constant")?)
        } else {
            None
        };
        Ok(Some((w, amount)))
    }

    fn operand(c: &mut Cursor, p: &Locals) -> Result<Operand, String> {
        if c.eat('[') {
            let base = match c.next() {
                Some(Tok::Ident(r)) => register(&r.to_ascii_lowercase())
                    .filter(|r| r.is_gpr())
                    .ok_or_else(|| format!("invalid base register '{r}'"))?,
                _ => return Err("expected a base register".into()),
            };
            let mut off = MemOff::None;
            if c.eat(',') {
                if let Some(Tok::Ident(r)) = c.peek() {
                    if let Some(reg) = register(&r.to_ascii_lowercase()) {
                        c.pos += 1;
                        let m = if c.eat(',') {
                            Some(Self::modifier(c, p)?.ok_or("expected a shift or extend")?)
                        } else {
                            None
                        };
                        off = MemOff::Reg(reg, m);
                    }
                }
                if off == MemOff::None {
                    c.eat('#');
                    off = match Self::rel(c)? {
                        Some(op) => MemOff::Rel(op, p.expr(c)?),
                        None => MemOff::Imm(p.expr(c)?),
                    };
                }
            }
            c.expect(']')?;
            let pre = c.eat('!');
            return Ok(Operand::Mem { base, off, pre });
        }
        if c.eat('#') {
            // `#0.0` (fcmp): a fraction after the integer.
            if let (Some(Tok::Num(n)), Some(Tok::Ident(f))) = (c.peek(), c.peek_at(1)) {
                if let Some(digits) = f.strip_prefix('.') {
                    if *n != 0 || digits.bytes().any(|d| d != b'0') {
                        return Err("unsupported: floating-point immediate".into());
                    }
                    c.pos += 2;
                    return Ok(Operand::Imm(Expr::Num(0)));
                }
            }
            return Ok(match Self::rel(c)? {
                Some(op) => Operand::Rel(op, p.expr(c)?),
                None => Operand::Imm(p.expr(c)?),
            });
        }
        if let Some(op) = Self::rel(c)? {
            return Ok(Operand::Rel(op, p.expr(c)?));
        }
        if let Some(Tok::Ident(w)) = c.peek() {
            let lower = w.to_ascii_lowercase();
            if let Some(mut r) = register(&lower) {
                c.pos += 1;
                if let RegKind::Elem { log2, .. } = r.kind {
                    c.expect('[')?;
                    let i = p
                        .expr(c)?
                        .constant()
                        .ok_or("lane index is not a constant")?;
                    c.expect(']')?;
                    let index = u8::try_from(i).map_err(|_| "bad lane index")?;
                    r.kind = RegKind::Elem { log2, index };
                }
                return Ok(Operand::Reg(r));
            }
            if let Some((m, amount)) = Self::modifier(c, p)? {
                return Ok(if SHIFTS.contains(&m.as_str()) {
                    Operand::Shift(m, amount.ok_or("shift without an amount")?)
                } else {
                    Operand::Extend(m, amount)
                });
            }
        }
        Ok(Operand::Imm(p.expr(c)?))
    }
}

impl Isa for A64 {
    type Inst = InstStmt;
    type Field = A64Field;
    const HASH_COMMENTS: bool = false;
    const PERCENT_REGISTERS: bool = false;
    const NOP_FILL: Option<u8> = None;

    fn directive(&mut self, d: &str, c: &mut Cursor, p: &Locals) -> Option<Result<Dir, String>> {
        Some(match d {
            ".word" | ".inst" => p.exprs(c).map(|e| Dir::Data(4, e)),
            ".xword" | ".dword" => p.exprs(c).map(|e| Dir::Data(8, e)),
            // AArch64's `.align` takes a power of two.
            ".align" => p.align(d, c, true),
            ".arch" | ".arch_extension" | ".cpu" => {
                while c.next().is_some() {}
                Ok(Dir::Ignored)
            }
            _ => return None,
        })
    }

    fn instruction(
        &mut self,
        mnemonic: &str,
        c: &mut Cursor,
        p: &Locals,
    ) -> Result<Option<InstStmt>, String> {
        let mut ops = Vec::new();
        if !c.at_end() {
            loop {
                ops.push(Self::operand(c, p)?);
                if c.at_end() {
                    break;
                }
                c.expect(',')?;
            }
        }
        Ok(Some(InstStmt {
            mnemonic: mnemonic.to_string(),
            ops,
        }))
    }

    fn encode(&self, inst: &InstStmt) -> Result<Encoded<A64Field>, String> {
        encode(inst)
    }

    fn data_field(size: u8) -> A64Field {
        A64Field::Data(size)
    }

    fn code_fill(out: &mut Vec<u8>, n: usize) {
        crate::encode::nop_fill(out, n)
    }
}

/// The name an operand written as a bare word has (`eq`, `ish`, `cntvct_el0`).
pub(crate) fn word(op: &Operand) -> Option<String> {
    match op {
        Operand::Imm(Expr::Sym(s, SymMod::None)) => Some(s.to_ascii_lowercase()),
        _ => None,
    }
}
