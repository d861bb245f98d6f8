//! `llvm.is.fpclass`: which IEEE classes a `float`, `double` or `fp128` belongs to, tested
//! on its bits in a general-purpose register. An `fp128` is tested on its high 64 bits
//! (sign, exponent and the quiet bit) with bit 0 set when the low 64 bits are not zero:
//! a sticky bit that keeps zero, infinity and NaN apart and changes no other class.

use super::*;

/// The class bits of `llvm.is.fpclass`'s mask.
const SNAN: u32 = 1 << 0;
const QNAN: u32 = 1 << 1;
const NEG_INF: u32 = 1 << 2;
const NEG_NORMAL: u32 = 1 << 3;
const NEG_SUBNORMAL: u32 = 1 << 4;
const NEG_ZERO: u32 = 1 << 5;
const POS_ZERO: u32 = 1 << 6;
const POS_SUBNORMAL: u32 = 1 << 7;
const POS_NORMAL: u32 = 1 << 8;
const POS_INF: u32 = 1 << 9;

impl Lowerer<'_, '_> {
    pub(super) fn lower_is_fpclass(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let ty = self.value_type(args[0]);
        let part = if self.is_fp128(ty) {
            Part::F128
        } else {
            self.fp_part(ty)?
        };
        let Value::Const(c) = args[1] else {
            return Err(err(self.pos, "llvm.is.fpclass with a variable mask"));
        };
        let mask = self.m.consts.as_u64(c).unwrap_or(0) as u32;
        let sf = part != Part::F32;
        let (exp_mask, quiet, min_normal, sign_bit): (u64, u64, u64, u8) = match part {
            Part::F32 => (0x7f80_0000, 1 << 22, 1 << 23, 31),
            Part::F64 => (0x7ff0 << 48, 1 << 51, 1 << 52, 63),
            _ => (0x7fff << 48, 1 << 47, 1 << 48, 63),
        };
        let f = self.reg(args[0])?;
        let bits = if part == Part::F128 {
            self.fp128_sticky_high(f)
        } else {
            let bits = self.gpr();
            self.push(MInst::FMovToGpr {
                sf,
                ty: part.fp_size(),
                rd: bits,
                rn: f,
            });
            bits
        };
        // The magnitude: the bits without the sign.
        let abs = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::And,
            sf,
            rd: abs,
            rn: bits,
            imm: if sf { u64::MAX >> 1 } else { 0x7fff_ffff },
        });
        let mut result: Option<Reg> = None;
        // (positive-class bit, negative-class bit, test of the magnitude)
        let categories: [(u32, u32, Category); 4] = [
            (POS_ZERO, NEG_ZERO, Category::Zero),
            (POS_SUBNORMAL, NEG_SUBNORMAL, Category::Subnormal),
            (POS_NORMAL, NEG_NORMAL, Category::Normal),
            (POS_INF, NEG_INF, Category::Inf),
        ];
        for (pos_bit, neg_bit, cat) in categories {
            let (p, n) = (mask & pos_bit != 0, mask & neg_bit != 0);
            if !p && !n {
                continue;
            }
            let t = self.magnitude_test(cat, abs, sf, exp_mask, min_normal);
            let t = if p != n {
                // Only one sign: and with the sign bit (or its negation).
                let sign = self.gpr();
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Ubfm,
                    sf,
                    rd: sign,
                    rn: bits,
                    immr: sign_bit,
                    imms: sign_bit,
                });
                let want = if n { sign } else { self.not1(sign) };
                let rd = self.gpr();
                self.alu(AluOp::And, false, rd, t, want);
                rd
            } else {
                t
            };
            result = Some(self.or_into(result, t));
        }
        if mask & (SNAN | QNAN) != 0 {
            let t = match (mask & QNAN != 0, mask & SNAN != 0) {
                (true, true) => self.unsigned_test(abs, sf, exp_mask, Cond::Hi),
                (true, false) => self.unsigned_test(abs, sf, exp_mask | quiet, Cond::Hs),
                _ => {
                    let nan = self.unsigned_test(abs, sf, exp_mask, Cond::Hi);
                    let quiet = self.unsigned_test(abs, sf, exp_mask | quiet, Cond::Hs);
                    let not_quiet = self.not1(quiet);
                    let rd = self.gpr();
                    self.alu(AluOp::And, false, rd, nan, not_quiet);
                    rd
                }
            };
            result = Some(self.or_into(result, t));
        }
        let rd = match result {
            Some(r) => r,
            None => self.iconst(0),
        };
        self.define(i, &[rd])
    }

    /// The high 64 bits of `fp128` `f`, with bit 0 set if its low 64 bits are not zero.
    fn fp128_sticky_high(&mut self, f: Reg) -> Reg {
        let (lo, hi) = (self.gpr(), self.gpr());
        self.push(MInst::FMovToGpr {
            sf: true,
            ty: FpSize::D,
            rd: lo,
            rn: f,
        });
        self.push(MInst::FMovFromHigh { rd: hi, rn: f });
        let sticky = self.unsigned_test(lo, true, 0, Cond::Ne);
        let rd = self.gpr();
        self.alu(AluOp::Orr, true, rd, hi, sticky);
        rd
    }

    /// 0/1: whether magnitude `abs` is in category `cat`.
    fn magnitude_test(
        &mut self,
        cat: Category,
        abs: Reg,
        sf: bool,
        exp_mask: u64,
        min_normal: u64,
    ) -> Reg {
        match cat {
            Category::Zero => self.unsigned_test(abs, sf, 0, Cond::Eq),
            Category::Inf => self.unsigned_test(abs, sf, exp_mask, Cond::Eq),
            // 0 < abs < min_normal: abs - 1 < min_normal - 1.
            Category::Subnormal => {
                let t = self.add_imm(abs, -1);
                self.unsigned_test(t, sf, min_normal - 1, Cond::Lo)
            }
            // min_normal <= abs < exp_mask: abs - min_normal < exp_mask - min_normal.
            Category::Normal => {
                let k = self.iconst(min_normal);
                let t = self.gpr();
                self.alu(AluOp::Sub, sf, t, abs, k);
                self.unsigned_test(t, sf, exp_mask - min_normal, Cond::Lo)
            }
        }
    }

    /// 0/1: `r cond value` (an unsigned comparison).
    fn unsigned_test(&mut self, r: Reg, sf: bool, value: u64, cond: Cond) -> Reg {
        self.compare_imm(sf, r, value);
        let rd = self.gpr();
        self.push(MInst::CSet {
            rd,
            cond,
            mask: false,
        });
        rd
    }

    /// `1 - r` for a 0/1 value.
    fn not1(&mut self, r: Reg) -> Reg {
        let rd = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::Eor,
            sf: false,
            rd,
            rn: r,
            imm: 1,
        });
        rd
    }

    /// `acc | t`, or `t` when there is no `acc` yet.
    fn or_into(&mut self, acc: Option<Reg>, t: Reg) -> Reg {
        match acc {
            None => t,
            Some(a) => {
                let rd = self.gpr();
                self.alu(AluOp::Orr, false, rd, a, t);
                rd
            }
        }
    }
}

/// The classes of a magnitude besides NaN.
#[derive(Copy, Clone)]
enum Category {
    Zero,
    Subnormal,
    Normal,
    Inf,
}
