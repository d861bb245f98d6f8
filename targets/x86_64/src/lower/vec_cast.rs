//! Vector conversions: bitcasts (to and from scalars, and `<N x i1>` to integers),
//! integer truncation and extension, and conversions between integer and float lanes.

use super::vector::{Lane, VecLayout};
use super::*;
use crate::features::Feature;
use crate::vinst::{VOp, VW};

impl Lowerer<'_, '_> {
    pub(super) fn lower_vec_cast(
        &mut self,
        i: Inst,
        op: CastOp,
        v: Value,
        to: Type,
    ) -> LResult<()> {
        let from = self.value_type(v);
        let out = match op {
            CastOp::BitCast => self.vec_bitcast(v, from, to)?,
            CastOp::AddrSpaceCast => self.value_regs(v)?,
            CastOp::Trunc
            | CastOp::ZExt
            | CastOp::SExt
            | CastOp::PtrToInt
            | CastOp::IntToPtr
            | CastOp::PtrToAddr => {
                let fl = self.vlayout(from)?;
                let tl = self.vlayout(to)?;
                let r = self.value_regs(v)?;
                self.int_resize(&r, &fl, &tl, op == CastOp::SExt)
            }
            CastOp::FpExt | CastOp::FpTrunc => {
                let fl = self.vlayout(from)?;
                let tl = self.vlayout(to)?;
                let r = self.value_regs(v)?;
                let vop = if op == CastOp::FpExt {
                    VOp::Cvtps2pd
                } else {
                    VOp::Cvtpd2ps
                };
                self.convert_lanes(vop, &r, &fl, &tl)
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let fl = self.vlayout(from)?;
                let tl = self.vlayout(to)?;
                let r = self.value_regs(v)?;
                self.int_to_float(&r, &fl, &tl, op == CastOp::SiToFp)?
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let fl = self.vlayout(from)?;
                let tl = self.vlayout(to)?;
                let r = self.value_regs(v)?;
                self.float_to_int(&r, &fl, &tl, op == CastOp::FpToSi)?
            }
        };
        self.define(i, &out)
    }

    /// `bitcast` with a vector on at least one side.
    fn vec_bitcast(&mut self, v: Value, from: Type, to: Type) -> LResult<Regs> {
        let types = self.types();
        let r = self.value_regs(v)?;
        let fl = match types.is_vector(from) {
            true => Some(self.vlayout(from)?).filter(|l| l.mask),
            false => None,
        };
        let tl = match types.is_vector(to) {
            true => Some(self.vlayout(to)?).filter(|l| l.mask),
            false => None,
        };
        if fl.is_some() || tl.is_some() {
            return self.mask_bitcast(&r, from, to, fl, tl);
        }
        let fp = self.parts_of(from)?;
        let tp = self.parts_of(to)?;
        if fp == tp {
            return Ok(r);
        }
        if fp.len() == 1 && tp.len() == 1 {
            let (f, t) = (fp[0].0, tp[0].0);
            match (f.class(), t.class()) {
                (RegClass::Float, RegClass::Float) => return Ok(r),
                (RegClass::Int, RegClass::Float) => {
                    let Part::Int(bits) = f else { unreachable!() };
                    let d = self.xreg();
                    self.push(MInst::GprToXmm {
                        wide: bits > 32,
                        src: r[0],
                        dst: d,
                    });
                    return Ok(smallvec::smallvec![d]);
                }
                (RegClass::Float, RegClass::Int) => {
                    let Part::Int(bits) = t else { unreachable!() };
                    let d = self.gpr();
                    self.push(MInst::XmmToGpr {
                        wide: bits > 32,
                        src: r[0],
                        dst: d,
                    });
                    return Ok(smallvec::smallvec![d]);
                }
                _ => {}
            }
        }
        // Anything else goes through memory.
        let mem = self.bitcast_scratch(from, to);
        self.store_parts_to(&r, from, mem)?;
        self.load_parts_from(to, mem)
    }

    /// A bitcast from or to `<N x i1>` (layouts `fl`/`tl` when that side is a mask): the
    /// bits in a general-purpose register up to 64 of them, through memory beyond.
    fn mask_bitcast(
        &mut self,
        r: &[Reg],
        from: Type,
        to: Type,
        fl: Option<VecLayout>,
        tl: Option<VecLayout>,
    ) -> LResult<Regs> {
        if fl.is_some() && fl == tl {
            return Ok(Regs::from_slice(r));
        }
        let n = fl.or(tl).map_or(0, |l| l.len);
        let types = self.types();
        let one_reg = |this: &Self, t: Type| -> LResult<bool> {
            Ok(types.is_int(t) || {
                let p = this.parts_of(t)?;
                p.len() == 1 && p[0].0.class() == RegClass::Float
            })
        };
        let small = n <= 64
            && (fl.is_some() || one_reg(self, from)?)
            && (tl.is_some() || one_reg(self, to)?);
        if !small {
            let mem = self.bitcast_scratch(from, to);
            match fl {
                Some(fl) => self.mask_to_mem(r, &fl, mem),
                None => self.store_parts_to(r, from, mem)?,
            }
            return match tl {
                Some(tl) => Ok(self.mask_from_mem(mem, &tl)),
                None => self.load_parts_from(to, mem),
            };
        }
        let g = match fl {
            Some(fl) => self.mask_to_bits(r, &fl),
            None if types.is_int(from) => r[0],
            None => {
                let g = self.gpr();
                self.push(MInst::XmmToGpr {
                    wide: n > 32,
                    src: r[0],
                    dst: g,
                });
                g
            }
        };
        Ok(match tl {
            Some(tl) => self.bits_to_mask(g, &tl),
            None if types.is_int(to) => smallvec::smallvec![g],
            None => {
                let d = self.xreg();
                self.push(MInst::GprToXmm {
                    wide: n > 32,
                    src: g,
                    dst: d,
                });
                smallvec::smallvec![d]
            }
        })
    }

    /// Scratch memory for reinterpreting a value of type `from` as `to`.
    fn bitcast_scratch(&mut self, from: Type, to: Type) -> Amode {
        let size = self.cx.layouts.size(to).max(self.cx.layouts.size(from)) as u32;
        self.vec_scratch(size.max(64))
    }

    /// Stores the parts `r` of a value of type `t` at `mem` (its memory image).
    fn store_parts_to(&mut self, r: &[Reg], t: Type, mem: Amode) -> LResult<()> {
        let parts = self.parts_of(t)?;
        for (&(p, off), &reg) in parts.iter().zip(r) {
            self.store_part(p, reg, mem.offset(off as i32));
        }
        Ok(())
    }

    /// Loads the parts of a value of type `t` from its memory image at `mem`.
    fn load_parts_from(&mut self, t: Type, mem: Amode) -> LResult<Regs> {
        let parts = self.parts_of(t)?;
        let mut out = Regs::new();
        for &(p, off) in parts.iter() {
            let d = self.vc.new_vreg(p.class());
            self.load_part(p, mem.offset(off as i32), d);
            out.push(d);
        }
        Ok(out)
    }

    /// Integer lanes of layout `from` resized to those of `to` (truncation, zero or sign
    /// extension; `<N x i1>` on either side).
    pub(super) fn int_resize(
        &mut self,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
        signed: bool,
    ) -> Regs {
        let w = self.vw(to.wide);
        if from.mask {
            let target = VecLayout { mask: true, ..*to };
            let m = self.convert_mask(regs, from, &target);
            if signed || to.mask {
                return m;
            }
            let one = self.vsplat_const(to.lane, 1, to.wide);
            return m.iter().map(|&x| self.vbin(VOp::Pand, w, x, one)).collect();
        }
        if to.mask {
            // Lane bit 0 decides: (x & 1) == 1.
            let fw = self.vw(from.wide);
            let one = self.vsplat_const(from.lane, 1, from.wide);
            let masks: Regs = regs
                .iter()
                .map(|&x| {
                    let b = self.vbin(VOp::Pand, fw, x, one);
                    self.cmp_eq_lanes(from.lane, fw, b, one)
                })
                .collect();
            let fm = VecLayout {
                mask: true,
                ..*from
            };
            return self.convert_mask(&masks, &fm, to);
        }
        if from.lane.bits() == to.lane.bits() && from.wide == to.wide {
            return Regs::from_slice(regs);
        }
        if self.has(Feature::Sse41) && from.lane.bits() < to.lane.bits() && !to.wide {
            return self.extend_sse41(regs, from, to, signed);
        }
        let (mut cur, mut lay) = self.split128(regs, from);
        while lay.lane.bits() > to.lane.bits() {
            (cur, lay) = self.narrow_lanes(&cur, &lay, false);
        }
        while lay.lane.bits() < to.lane.bits() {
            (cur, lay) = self.widen_lanes(&cur, &lay, signed);
        }
        self.join128(&cur, to)
    }

    /// Lane-wise equality (any lane width).
    pub(super) fn cmp_eq_lanes(&mut self, lane: Lane, w: VW, x: Reg, y: Reg) -> Reg {
        let l = VecLayout {
            wide: w == VW::V256,
            ..VecLayout::new(lane.as_int(), 1, false, false)
        };
        self.vec_icmp(IntPred::Eq, &l, &[x], &[y])[0]
    }

    /// Extension with pmovsx/pmovzx (SSE4.1): each output register from the right lanes
    /// of the input.
    fn extend_sse41(
        &mut self,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
        signed: bool,
    ) -> Regs {
        let w = self.vw(false);
        let op = match (from.lane.bits(), to.lane.bits(), signed) {
            (8, 16, true) => VOp::Pmovsxbw,
            (8, 32, true) => VOp::Pmovsxbd,
            (8, 64, true) => VOp::Pmovsxbq,
            (16, 32, true) => VOp::Pmovsxwd,
            (16, 64, true) => VOp::Pmovsxwq,
            (_, _, true) => VOp::Pmovsxdq,
            (8, 16, false) => VOp::Pmovzxbw,
            (8, 32, false) => VOp::Pmovzxbd,
            (8, 64, false) => VOp::Pmovzxbq,
            (16, 32, false) => VOp::Pmovzxwd,
            (16, 64, false) => VOp::Pmovzxwq,
            _ => VOp::Pmovzxdq,
        };
        let mut out = Regs::new();
        for k in 0..to.parts {
            let first = k * to.per;
            let src = regs[(first / from.per) as usize];
            let skip = (first % from.per) * from.lane.bytes();
            let src = if skip == 0 {
                src
            } else {
                self.vun(VOp::PsrldqI, w, src, skip as u8)
            };
            out.push(self.vun(op, w, src, 0));
        }
        out
    }

    /// Conversions producing lanes of another width from the corresponding input lanes
    /// with `op` (cvtps2pd, cvtpd2ps, cvtdq2pd, cvttpd2dq): widening ones read the low
    /// half of an input register, narrowing ones fill the low half of an output register.
    pub(super) fn convert_lanes(
        &mut self,
        op: VOp,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
    ) -> Regs {
        let mut out = Regs::new();
        if from.lane.bits() < to.lane.bits() {
            // Output part k: input lanes k*to.per.. (half an input register).
            let tw = self.vw(to.wide);
            for k in 0..to.parts {
                let first = k * to.per;
                let src = regs[(first / from.per) as usize];
                let half = !first.is_multiple_of(from.per);
                let src = match (half, from.wide) {
                    (false, _) => src,
                    (true, true) => self.vun(VOp::Vextractf128, VW::V256, src, 1),
                    (true, false) => self.pshufd(self.vw(false), src, 0xee),
                };
                out.push(self.vun(op, tw, src, 0));
            }
        } else {
            let fw = self.vw(from.wide);
            let results: Regs = regs.iter().map(|&r| self.vun(op, fw, r, 0)).collect();
            // Each result is a 128-bit register whose `from.per` lanes are output lanes.
            if to.per == from.per {
                return results;
            }
            for pair in results.chunks(2) {
                let hi = pair.get(1).copied().unwrap_or(pair[0]);
                let r = if to.wide {
                    self.vbini(VOp::Vinsertf128, VW::V256, pair[0], hi, 1)
                } else {
                    self.vbin(VOp::Punpcklqdq, self.vw(false), pair[0], hi)
                };
                out.push(r);
            }
            out.truncate(to.parts as usize);
        }
        out
    }

    fn int_to_float(
        &mut self,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
        signed: bool,
    ) -> LResult<Regs> {
        let fb = from.lane.bits();
        if fb == 64 {
            return self.scalarize_convert(regs, from, to, signed);
        }
        // Narrower lanes (and masks) extend to 32 bits first; unsigned 32-bit lanes need
        // care.
        let (regs, from) = if fb < 32 || from.mask {
            let l32 = VecLayout::new(Lane::I32, from.len, false, self.avx());
            (self.int_resize(regs, from, &l32, signed), l32)
        } else {
            (Regs::from_slice(regs), *from)
        };
        let unsigned32 = !signed && fb == 32;
        let w = self.vw(from.wide);
        if to.lane == Lane::F32 {
            if !unsigned32 {
                return Ok(regs
                    .iter()
                    .map(|&r| self.vun(VOp::Cvtdq2ps, w, r, 0))
                    .collect());
            }
            // (hi16 | 2^39 as float bits) - (2^39 + 2^23) + (lo16 | 2^23 as float bits).
            let wide = from.wide;
            let lo_mask = self.vsplat_const(Lane::I32, 0xffff, wide);
            let lo_bias = self.vsplat_const(Lane::I32, 0x4b00_0000, wide);
            let hi_bias = self.vsplat_const(Lane::I32, 0x5300_0000, wide);
            let sub = self.vsplat_const(Lane::I32, 0x5300_0080, wide);
            let mut out = Regs::new();
            for &r in regs.iter() {
                let lo = self.vbin(VOp::Pand, w, r, lo_mask);
                let lo = self.vbin(VOp::Por, w, lo, lo_bias);
                let hi = self.vun(VOp::PsrldI, w, r, 16);
                let hi = self.vbin(VOp::Por, w, hi, hi_bias);
                let hi = self.vbin(VOp::Subps, w, hi, sub);
                out.push(self.vbin(VOp::Addps, w, hi, lo));
            }
            return Ok(out);
        }
        // To double: cvtdq2pd of each pair (quad); unsigned lanes biased by 2^31.
        let (regs, fixup) = if unsigned32 {
            let bias = self.vsplat_const(Lane::I32, 0x8000_0000, from.wide);
            let r: Regs = regs
                .iter()
                .map(|&r| self.vbin(VOp::Pxor, w, r, bias))
                .collect();
            (r, true)
        } else {
            (regs, false)
        };
        let out = self.convert_lanes(VOp::Cvtdq2pd, &regs, &from, to);
        if !fixup {
            return Ok(out);
        }
        let tw = self.vw(to.wide);
        let two31 = self.vsplat_const(Lane::F64, 2147483648f64.to_bits(), to.wide);
        Ok(out
            .iter()
            .map(|&r| self.vbin(VOp::Addpd, tw, r, two31))
            .collect())
    }

    fn float_to_int(
        &mut self,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
        signed: bool,
    ) -> LResult<Regs> {
        let tb = to.lane.bits();
        if tb == 64 || to.mask {
            if to.mask {
                // fptosi to i1 gives 0 or -1 (anything else is poison); fptoui 0 or 1.
                let l32 = VecLayout::new(Lane::I32, to.len, false, self.avx());
                let ints = self.float_to_int(regs, from, &l32, true)?;
                return Ok(self.int_resize(&ints, &l32, to, false));
            }
            return self.scalarize_convert(regs, from, to, signed);
        }
        // Convert to 32-bit lanes (every value that fits 8 or 16 bits fits there).
        let l32 = VecLayout::new(Lane::I32, from.len, false, self.avx());
        let w = self.vw(from.wide);
        let conv = |this: &mut Self, rs: &[Reg]| -> Regs {
            if from.lane == Lane::F32 {
                rs.iter()
                    .map(|&r| this.vun(VOp::Cvttps2dq, w, r, 0))
                    .collect()
            } else {
                this.convert_lanes(VOp::Cvttpd2dq, rs, from, &l32)
            }
        };
        let ints = conv(self, regs);
        let ints = if !signed && tb == 32 {
            // Values of 2^31 and more convert as x - 2^31 with the top bit set back:
            // r1 | (r2 & (r1 >> 31)) where r1 = cvt(x), r2 = cvt(x - 2^31).
            let (sub, op) = if from.lane == Lane::F32 {
                (
                    self.vsplat_const(Lane::F32, u64::from(2147483648f32.to_bits()), from.wide),
                    VOp::Subps,
                )
            } else {
                (
                    self.vsplat_const(Lane::F64, 2147483648f64.to_bits(), from.wide),
                    VOp::Subpd,
                )
            };
            let shifted: Regs = regs.iter().map(|&r| self.vbin(op, w, r, sub)).collect();
            let ints2 = conv(self, &shifted);
            let iw = self.vw(l32.wide);
            ints.iter()
                .zip(&ints2)
                .map(|(&r1, &r2)| {
                    let s = self.vun(VOp::PsradI, iw, r1, 31);
                    let t = self.vbin(VOp::Pand, iw, r2, s);
                    self.vbin(VOp::Por, iw, r1, t)
                })
                .collect()
        } else {
            ints
        };
        Ok(self.int_resize(&ints, &l32, to, false))
    }

    /// Integer/float conversions lane by lane with the scalar instructions.
    fn scalarize_convert(
        &mut self,
        regs: &[Reg],
        from: &VecLayout,
        to: &VecLayout,
        signed: bool,
    ) -> LResult<Regs> {
        let src = self.spill_to_scratch(regs, from);
        let dst = self.vec_scratch(to.reg_image());
        let fb = from.lane.bytes() as i32;
        let tb = to.lane.bytes() as i32;
        for j in 0..from.len as i32 {
            let x = self.load_lane(from.lane, src.offset(j * fb), signed);
            let r = if from.lane.is_float() {
                let double = from.lane == Lane::F64;
                let d = self.gpr();
                if signed || to.lane.bits() < 64 {
                    self.push(MInst::FloatToInt {
                        wide: true,
                        double,
                        src: x,
                        dst: d,
                    });
                } else {
                    self.push(MInst::FloatToU64 {
                        double,
                        src: x,
                        dst: d,
                    });
                }
                d
            } else {
                let double = to.lane == Lane::F64;
                let d = self.xreg();
                if signed || from.lane.bits() < 64 {
                    self.push(MInst::IntToFloat {
                        wide: true,
                        double,
                        src: x,
                        dst: d,
                    });
                } else {
                    self.push(MInst::U64ToFloat {
                        double,
                        src: x,
                        dst: d,
                    });
                }
                d
            };
            self.store_lane(to.lane, r, dst.offset(j * tb));
        }
        Ok(self.reload_parts(to, dst))
    }
}
