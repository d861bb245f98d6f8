//! Multiplication and division by constants without `imul`/`div` where cheaper sequences
//! exist: shifts and `lea` for multiplications, shifts and masks for powers of two, and a
//! multiplication by a magic number for other divisors (`rllc_codegen::magic`).

use super::*;
use rllc_codegen::magic::{signed_magic, unsigned_magic};

impl Lowerer<'_, '_> {
    /// `dst = lhs op rhs` into a new register.
    pub(super) fn alu(&mut self, op: AluOp, size: Size, lhs: Reg, rhs: Rmi) -> Reg {
        let dst = self.gpr();
        self.push(MInst::Alu {
            op,
            size,
            lhs,
            rhs,
            dst,
        });
        dst
    }

    /// `dst = src op imm` (shift by a constant) into a new register.
    pub(super) fn shift_imm(&mut self, op: ShiftOp, size: Size, src: Reg, imm: u32) -> Reg {
        let dst = self.gpr();
        self.push(MInst::Shift {
            op,
            size,
            src,
            amount: None,
            imm: imm as u8,
            dst,
        });
        dst
    }

    /// A constant operand as an immediate, or materialised when it does not fit one.
    fn imm_or_reg(&mut self, v: u64, size: Size) -> Rmi {
        let fits = match size {
            Size::S64 => fits_i32(v as i64),
            _ => fits_i32(i64::from(v as u32 as i32)),
        };
        if fits {
            Rmi::Imm(v as i32)
        } else {
            Rmi::Reg(self.materialize(Part::Int(64), ConstVal::Bits(v)))
        }
    }

    /// `a * c` for a `bits`-wide constant `c`; `None` when a plain `imul` is best.
    pub(super) fn mul_by_const(&mut self, a: Reg, c: u64, bits: u32) -> Option<Reg> {
        let size = int_size(bits);
        let c = c & width_mask(bits);
        if c.is_power_of_two() {
            let k = c.trailing_zeros();
            return Some(if k == 0 {
                a
            } else {
                self.shift_imm(ShiftOp::Shl, size, a, k)
            });
        }
        if matches!(c, 3 | 5 | 9) {
            let dst = self.gpr();
            self.push(MInst::Lea {
                mem: Amode::Reg {
                    base: a,
                    index: Some((a, (c - 1) as u8)),
                    disp: 0,
                },
                dst,
            });
            return Some(dst);
        }
        if c == width_mask(bits) {
            let dst = self.gpr();
            self.push(MInst::Unary {
                neg: true,
                size,
                src: a,
                dst,
            });
            return Some(dst);
        }
        None
    }

    /// `a udiv|urem c` for a `bits`-wide constant `c` (not 0).
    pub(super) fn udiv_by_const(&mut self, a: Reg, c: u64, bits: u32, rem: bool) -> Reg {
        let c = c & width_mask(bits);
        if c.is_power_of_two() {
            let k = c.trailing_zeros();
            if rem {
                // The mask drops the undefined high bits too.
                let size = int_size(bits);
                let m = self.imm_or_reg(c - 1, size);
                return self.alu(AluOp::And, size, a, m);
            }
            let x = self.extend(a, bits, false);
            return if k == 0 {
                x
            } else {
                self.shift_imm(ShiftOp::Shr, int_size(bits), x, k)
            };
        }
        // Dividends up to 32 bits use a 32-bit magic and one 64-bit multiplication;
        // wider ones a 64-bit magic and the high half of a 128-bit product.
        let x = self.extend64(a, bits, false);
        let q = if bits <= 32 {
            let m = unsigned_magic(c, 32);
            let xs = if m.pre_shift > 0 {
                self.shift_imm(ShiftOp::Shr, Size::S64, x, m.pre_shift)
            } else {
                x
            };
            let magic = self.imm_or_reg(m.magic, Size::S64);
            let prod = self.alu(AluOp::Imul, Size::S64, xs, magic);
            if m.add {
                let t = self.shift_imm(ShiftOp::Shr, Size::S64, prod, 32);
                self.fixup_add(Size::S32, x, t, m.post_shift)
            } else {
                self.shift_imm(ShiftOp::Shr, Size::S64, prod, 32 + m.post_shift)
            }
        } else {
            let m = unsigned_magic(c, 64);
            let xs = if m.pre_shift > 0 {
                self.shift_imm(ShiftOp::Shr, Size::S64, x, m.pre_shift)
            } else {
                x
            };
            let hi = self.mulh(false, xs, m.magic);
            if m.add {
                self.fixup_add(Size::S64, x, hi, m.post_shift)
            } else if m.post_shift > 0 {
                self.shift_imm(ShiftOp::Shr, Size::S64, hi, m.post_shift)
            } else {
                hi
            }
        };
        if rem {
            self.remainder(x, q, c, bits)
        } else {
            q
        }
    }

    /// `(((x - t) >> 1) + t) >> (shift - 1)`: the quotient when the magic needs one bit
    /// more than the width.
    fn fixup_add(&mut self, size: Size, x: Reg, t: Reg, shift: u32) -> Reg {
        let d = self.alu(AluOp::Sub, size, x, Rmi::Reg(t));
        let h = self.shift_imm(ShiftOp::Shr, size, d, 1);
        let s = self.alu(AluOp::Add, size, h, Rmi::Reg(t));
        if shift > 1 {
            self.shift_imm(ShiftOp::Shr, size, s, shift - 1)
        } else {
            s
        }
    }

    /// The high 64 bits of the 128-bit product of `x` and `magic`.
    fn mulh(&mut self, signed: bool, x: Reg, magic: u64) -> Reg {
        let m = self.materialize(Part::Int(64), ConstVal::Bits(magic));
        let lo = self.gpr();
        let hi = self.gpr();
        self.push(MInst::MulWide {
            signed,
            lo_in: x,
            src: m,
            lo,
            hi,
        });
        hi
    }

    /// `x - q * c`.
    fn remainder(&mut self, x: Reg, q: Reg, c: u64, bits: u32) -> Reg {
        let size = int_size(bits);
        let qc = match self.mul_by_const(q, c, bits) {
            Some(r) => r,
            None => {
                let k = self.imm_or_reg(c, size);
                self.alu(AluOp::Imul, size, q, k)
            }
        };
        self.alu(AluOp::Sub, size, x, Rmi::Reg(qc))
    }

    /// `a sdiv|srem c` for a `bits`-wide constant `c` (not 0).
    pub(super) fn sdiv_by_const(&mut self, a: Reg, c: u64, bits: u32, rem: bool) -> Reg {
        let c = sign_extend(c & width_mask(bits), bits);
        // Computed at 32 or 64 bits on the sign-extended dividend.
        let (size, w) = if bits <= 32 {
            (Size::S32, 32)
        } else {
            (Size::S64, 64)
        };
        let x = self.extend64(a, bits, true);
        if c == 1 {
            return if rem {
                self.materialize(Part::Int(64), ConstVal::Bits(0))
            } else {
                x
            };
        }
        if c == -1 {
            if rem {
                return self.materialize(Part::Int(64), ConstVal::Bits(0));
            }
            let dst = self.gpr();
            self.push(MInst::Unary {
                neg: true,
                size,
                src: x,
                dst,
            });
            return dst;
        }
        if c.unsigned_abs().is_power_of_two() {
            // Round towards zero: add 2^k - 1 to negative dividends before shifting.
            let k = c.unsigned_abs().trailing_zeros();
            let sign = self.shift_imm(ShiftOp::Sar, size, x, w - 1);
            let bias = self.shift_imm(ShiftOp::Shr, size, sign, w - k);
            let biased = self.alu(AluOp::Add, size, x, Rmi::Reg(bias));
            if rem {
                let m = self.imm_or_reg((1u64 << k).wrapping_neg(), size);
                let rounded = self.alu(AluOp::And, size, biased, m);
                return self.alu(AluOp::Sub, size, x, Rmi::Reg(rounded));
            }
            let q = self.shift_imm(ShiftOp::Sar, size, biased, k);
            if c > 0 {
                return q;
            }
            let dst = self.gpr();
            self.push(MInst::Unary {
                neg: true,
                size,
                src: q,
                dst,
            });
            return dst;
        }
        let m = signed_magic(c, w);
        let mut t = if w == 32 {
            let prod = self.alu(AluOp::Imul, Size::S64, x, Rmi::Imm(m.magic as i32));
            self.shift_imm(ShiftOp::Sar, Size::S64, prod, 32)
        } else {
            self.mulh(true, x, m.magic as u64)
        };
        if c > 0 && m.magic < 0 {
            t = self.alu(AluOp::Add, size, t, Rmi::Reg(x));
        } else if c < 0 && m.magic > 0 {
            t = self.alu(AluOp::Sub, size, t, Rmi::Reg(x));
        }
        if m.shift > 0 {
            t = self.shift_imm(ShiftOp::Sar, size, t, m.shift);
        }
        let sign = self.shift_imm(ShiftOp::Shr, size, t, w - 1);
        let q = self.alu(AluOp::Add, size, t, Rmi::Reg(sign));
        if rem {
            self.remainder(x, q, c as u64 & width_mask(bits), bits)
        } else {
            q
        }
    }
}
