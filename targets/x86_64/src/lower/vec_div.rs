//! Vector division and remainder by a constant splat on 16- and 32-bit lanes: shifts for
//! powers of two, otherwise a high multiplication by a magic number
//! (`rllc_codegen::magic`), as LLVM does. Other divisions go lane by lane.

use super::vector::{Lane, VecLayout};
use super::*;
use crate::features::Feature;
use crate::vinst::{VOp, VW};
use rllc_codegen::magic::{signed_magic, unsigned_magic};

impl Lowerer<'_, '_> {
    /// `x op d` on every part for a constant divisor `d` (given as the lane's bits), or
    /// `None` when this divisor or lane width has no cheaper sequence.
    pub(super) fn vec_div_const(
        &mut self,
        op: BinOp,
        l: &VecLayout,
        x: &[Reg],
        d: u64,
    ) -> Option<Regs> {
        if !matches!(l.lane, Lane::I16 | Lane::I32) {
            return None;
        }
        let bits = l.lane.bits();
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        let rem = matches!(op, BinOp::URem | BinOp::SRem);
        let d = d & width_mask(bits);
        let sd = sign_extend(d, bits);
        if d == 0 || (signed && (sd == 1 || sd == -1 || sd == i64::MIN)) {
            return None;
        }
        let w = self.vw(l.wide);
        let mut out = Regs::new();
        for &v in x {
            let q = if signed {
                self.sdiv_const(l, w, v, sd)
            } else {
                self.udiv_const(l, w, v, d)
            };
            out.push(if rem {
                // x - q * d.
                let dv = self.vsplat_const(l.lane, d, l.wide);
                let p = if l.lane == Lane::I16 {
                    self.vbin(VOp::Pmullw, w, q, dv)
                } else {
                    self.mul32(w, q, dv)
                };
                let sub = if l.lane == Lane::I16 {
                    VOp::Psubw
                } else {
                    VOp::Psubd
                };
                self.vbin(sub, w, v, p)
            } else {
                q
            });
        }
        Some(out)
    }

    fn udiv_const(&mut self, l: &VecLayout, w: VW, x: Reg, d: u64) -> Reg {
        let bits = l.lane.bits();
        if d.is_power_of_two() {
            let k = d.trailing_zeros() as u8;
            return self.shift_lanes_imm(BinOp::LShr, l.lane, w, x, k);
        }
        let m = unsigned_magic(d, bits);
        let xs = self.shift_lanes_imm(BinOp::LShr, l.lane, w, x, m.pre_shift as u8);
        let t = self.mulh_lanes(l, w, xs, m.magic, false);
        if m.add {
            let sub = if l.lane == Lane::I16 {
                VOp::Psubw
            } else {
                VOp::Psubd
            };
            let add = if l.lane == Lane::I16 {
                VOp::Paddw
            } else {
                VOp::Paddd
            };
            let diff = self.vbin(sub, w, x, t);
            let h = self.shift_lanes_imm(BinOp::LShr, l.lane, w, diff, 1);
            let s = self.vbin(add, w, h, t);
            self.shift_lanes_imm(
                BinOp::LShr,
                l.lane,
                w,
                s,
                m.post_shift.saturating_sub(1) as u8,
            )
        } else {
            self.shift_lanes_imm(BinOp::LShr, l.lane, w, t, m.post_shift as u8)
        }
    }

    fn sdiv_const(&mut self, l: &VecLayout, w: VW, x: Reg, d: i64) -> Reg {
        let bits = l.lane.bits();
        let (add, sub) = if l.lane == Lane::I16 {
            (VOp::Paddw, VOp::Psubw)
        } else {
            (VOp::Paddd, VOp::Psubd)
        };
        let ad = d.unsigned_abs();
        if ad.is_power_of_two() {
            // (x + (sign >>> (bits - k))) >> k: round toward zero.
            let k = ad.trailing_zeros() as u8;
            let s = self.shift_lanes_imm(BinOp::AShr, l.lane, w, x, (bits - 1) as u8);
            let bias = self.shift_lanes_imm(BinOp::LShr, l.lane, w, s, bits as u8 - k);
            let t = self.vbin(add, w, x, bias);
            let q = self.shift_lanes_imm(BinOp::AShr, l.lane, w, t, k);
            if d < 0 {
                let z = self.vset(false, w);
                return self.vbin(sub, w, z, q);
            }
            return q;
        }
        let m = signed_magic(d, bits);
        let mut t = self.mulh_lanes(l, w, x, m.magic as u64, true);
        if d > 0 && m.magic < 0 {
            t = self.vbin(add, w, t, x);
        } else if d < 0 && m.magic > 0 {
            t = self.vbin(sub, w, t, x);
        }
        let t = self.shift_lanes_imm(BinOp::AShr, l.lane, w, t, m.shift as u8);
        let sign = self.shift_lanes_imm(BinOp::LShr, l.lane, w, t, (bits - 1) as u8);
        self.vbin(add, w, t, sign)
    }

    /// The high halves of the lane products `x * magic` (signed or unsigned).
    fn mulh_lanes(&mut self, l: &VecLayout, w: VW, x: Reg, magic: u64, signed: bool) -> Reg {
        let bits = l.lane.bits();
        let mv = self.vsplat_const(l.lane, magic & width_mask(bits), l.wide);
        if l.lane == Lane::I16 {
            let op = if signed { VOp::Pmulhw } else { VOp::Pmulhuw };
            return self.vbin(op, w, x, mv);
        }
        // 32-bit lanes: 64-bit products of the even and the odd lanes.
        let hi = if signed && self.has(Feature::Sse41) {
            self.mul32_high(w, x, mv, VOp::Pmuldq)
        } else {
            self.mul32_high(w, x, mv, VOp::Pmuludq)
        };
        if !signed || self.has(Feature::Sse41) {
            return hi;
        }
        // mulhs = mulhu - (x < 0 ? m : 0) - (m < 0 ? x : 0).
        let s = self.vun(VOp::PsradI, w, x, 31);
        let fix = self.vbin(VOp::Pand, w, s, mv);
        let mut r = self.vbin(VOp::Psubd, w, hi, fix);
        if (magic as u32 as i32) < 0 {
            r = self.vbin(VOp::Psubd, w, r, x);
        }
        r
    }

    /// The high 32 bits of the products of the 32-bit lanes of `x` and `y` (`op` is
    /// pmuludq or pmuldq).
    fn mul32_high(&mut self, w: VW, x: Reg, y: Reg, op: VOp) -> Reg {
        let even = self.vbin(op, w, x, y);
        let xo = self.pshufd(w, x, 0xf5);
        let yo = self.pshufd(w, y, 0xf5);
        let odd = self.vbin(op, w, xo, yo);
        let even_hi = self.vun(VOp::PsrlqI, w, even, 32);
        let keep = self.vsplat_const(Lane::I64, 0xffff_ffff_0000_0000, w == VW::V256);
        let odd_hi = self.vbin(VOp::Pand, w, odd, keep);
        self.vbin(VOp::Por, w, even_hi, odd_hi)
    }
}
