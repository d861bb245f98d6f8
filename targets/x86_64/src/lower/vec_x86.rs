//! `llvm.x86.*` intrinsics, which clang emits for the `immintrin.h` functions that have no
//! generic IR equivalent: mostly one packed instruction each (a table maps the names),
//! plus shifts whose count may be a register, mask extraction, `ptest`, conversions with
//! the current rounding mode, gathers and masked loads/stores (lane by lane).

use super::vec_intrinsic::LanePtrs;
use super::vector::Lane;
use super::*;
use crate::features::Feature;
use crate::vinst::VOp;

/// How an intrinsic maps to instructions.
#[derive(Copy, Clone)]
enum X86 {
    /// `op(a, b)`.
    Bin(VOp),
    /// `op(b, a)`: the instruction takes its operands the other way round (vpermd).
    BinSwap(VOp),
    /// `op(a, b, imm)` with the immediate in the third argument.
    BinImm(VOp),
    /// `op(a)`.
    Un(VOp),
    /// `op(a, imm)` with the immediate in the second argument.
    UnImm(VOp),
    /// `op(a, a)`: a scalar operation that keeps the upper lanes of `a`.
    Scalar(VOp),
    /// Shift by an `i32` count: the immediate form, or the xmm-count form.
    ShiftImm(VOp, VOp),
    /// An `i32` from a vector register.
    ToGpr(VOp),
    /// `mask ? b : a` by the mask's sign bits.
    Blendv(VOp),
    /// `op(a, b)` flags, then the condition.
    Test(VOp, Cc),
    /// No code (vzeroupper only affects performance).
    Nothing,
}

fn lookup(name: &str) -> Option<X86> {
    use VOp::*;
    use X86::*;
    // The 256-bit forms (avx/avx2 prefixes, `.256` suffixes) share the entry.
    let key = name
        .trim_end_matches(".256")
        .trim_end_matches(".128")
        .replacen("avx2.", "", 1)
        .replacen("avx.", "", 1)
        .replacen("sse41.", "", 1)
        .replacen("sse42.", "", 1)
        .replacen("ssse3.", "", 1)
        .replacen("sse3.", "", 1)
        .replacen("sse2.", "", 1)
        .replacen("sse.", "", 1)
        .replacen("aesni.", "", 1);
    Some(match key.as_str() {
        "pmadd.wd" => Bin(Pmaddwd),
        "pmadd.ub.sw" => Bin(Pmaddubsw),
        "pmulh.w" => Bin(Pmulhw),
        "pmulhu.w" => Bin(Pmulhuw),
        "pmul.hr.sw" => Bin(Pmulhrsw),
        "pmulu.dq" => Bin(Pmuludq),
        "pmul.dq" => Bin(Pmuldq),
        "psad.bw" => Bin(Psadbw),
        "pavg.b" => Bin(Pavgb),
        "pavg.w" => Bin(Pavgw),
        "packsswb" => Bin(Packsswb),
        "packssdw" => Bin(Packssdw),
        "packuswb" => Bin(Packuswb),
        "packusdw" => Bin(Packusdw),
        "pshuf.b" => Bin(Pshufb),
        "phadd.w" => Bin(Phaddw),
        "phadd.d" => Bin(Phaddd),
        "phadd.sw" => Bin(Phaddsw),
        "phsub.w" => Bin(Phsubw),
        "phsub.d" => Bin(Phsubd),
        "phsub.sw" => Bin(Phsubsw),
        "psign.b" => Bin(Psignb),
        "psign.w" => Bin(Psignw),
        "psign.d" => Bin(Psignd),
        "psll.w" => Bin(Psllw),
        "psll.d" => Bin(Pslld),
        "psll.q" => Bin(Psllq),
        "psrl.w" => Bin(Psrlw),
        "psrl.d" => Bin(Psrld),
        "psrl.q" => Bin(Psrlq),
        "psra.w" => Bin(Psraw),
        "psra.d" => Bin(Psrad),
        "psllv.d" => Bin(Vpsllvd),
        "psllv.q" => Bin(Vpsllvq),
        "psrlv.d" => Bin(Vpsrlvd),
        "psrlv.q" => Bin(Vpsrlvq),
        "psrav.d" => Bin(Vpsravd),
        "pslli.w" => ShiftImm(PsllwI, Psllw),
        "pslli.d" => ShiftImm(PslldI, Pslld),
        "pslli.q" => ShiftImm(PsllqI, Psllq),
        "psrli.w" => ShiftImm(PsrlwI, Psrlw),
        "psrli.d" => ShiftImm(PsrldI, Psrld),
        "psrli.q" => ShiftImm(PsrlqI, Psrlq),
        "psrai.w" => ShiftImm(PsrawI, Psraw),
        "psrai.d" => ShiftImm(PsradI, Psrad),
        "min.ps" => Bin(Minps),
        "max.ps" => Bin(Maxps),
        "min.pd" => Bin(Minpd),
        "max.pd" => Bin(Maxpd),
        "min.ss" => Bin(Minss),
        "max.ss" => Bin(Maxss),
        "min.sd" => Bin(Minsd),
        "max.sd" => Bin(Maxsd),
        "cmp.ps" => BinImm(Cmpps),
        "cmp.pd" => BinImm(Cmppd),
        "hadd.ps" => Bin(Haddps),
        "hadd.pd" => Bin(Haddpd),
        "hsub.ps" => Bin(Hsubps),
        "hsub.pd" => Bin(Hsubpd),
        "addsub.ps" => Bin(Addsubps),
        "addsub.pd" => Bin(Addsubpd),
        "dpps" | "dp.ps" => BinImm(Dpps),
        "dppd" => BinImm(Dppd),
        "mpsadbw" => BinImm(Mpsadbw),
        "phminposuw" => Un(Phminposuw),
        "rcp.ps" => Un(Rcpps),
        "rsqrt.ps" => Un(Rsqrtps),
        "rcp.ss" => Scalar(Rcpss),
        "rsqrt.ss" => Scalar(Rsqrtss),
        "cvtps2dq" | "cvt.ps2dq" => Un(Cvtps2dq),
        "cvttps2dq" | "cvtt.ps2dq" => Un(Cvttps2dq),
        "cvtpd2dq" | "cvt.pd2dq" => Un(Cvtpd2dq),
        "cvttpd2dq" | "cvtt.pd2dq" => Un(Cvttpd2dq),
        "cvtpd2ps" | "cvt.pd2.ps" => Un(Cvtpd2ps),
        "round.ps" => UnImm(Roundps),
        "round.pd" => UnImm(Roundpd),
        "round.ss" => BinImm(Roundss),
        "round.sd" => BinImm(Roundsd),
        "pblendvb" => Blendv(Pblendvb),
        "blendvps" | "blendv.ps" => Blendv(Blendvps),
        "blendvpd" | "blendv.pd" => Blendv(Blendvpd),
        "ptestz" => Test(Ptest, Cc::E),
        "ptestc" => Test(Ptest, Cc::B),
        "ptestnzc" => Test(Ptest, Cc::A),
        "vtestz.ps" => Test(Vtestps, Cc::E),
        "vtestc.ps" => Test(Vtestps, Cc::B),
        "vtestnzc.ps" => Test(Vtestps, Cc::A),
        "vtestz.pd" => Test(Vtestpd, Cc::E),
        "vtestc.pd" => Test(Vtestpd, Cc::B),
        "vtestnzc.pd" => Test(Vtestpd, Cc::A),
        "movmsk.ps" => ToGpr(Movmskps),
        "movmsk.pd" => ToGpr(Movmskpd),
        "pmovmskb" => ToGpr(Pmovmskb),
        "cvtss2si" => ToGpr(Cvtss2si),
        "cvtss2si64" => ToGpr(Cvtss2si64),
        "cvtsd2si" => ToGpr(Cvtsd2si),
        "cvtsd2si64" => ToGpr(Cvtsd2si64),
        "cvttss2si" => ToGpr(Cvttss2si),
        "cvttss2si64" => ToGpr(Cvttss2si64),
        "cvttsd2si" => ToGpr(Cvttsd2si),
        "cvttsd2si64" => ToGpr(Cvttsd2si64),
        "insertps" => BinImm(Insertps),
        "permd" => BinSwap(Vpermd),
        "permps" => BinSwap(Vpermps),
        "vpermilvar.ps" => Bin(Vpermilps),
        "vpermilvar.pd" => Bin(Vpermilpd),
        "vperm2f128.ps" | "vperm2f128.pd" | "vperm2f128.si" | "vperm2i128" => BinImm(Vperm2f128),
        "aesenc" => Bin(Aesenc),
        "aesenclast" => Bin(Aesenclast),
        "aesdec" => Bin(Aesdec),
        "aesdeclast" => Bin(Aesdeclast),
        "aesimc" => Un(Aesimc),
        "aeskeygenassist" => UnImm(Aeskeygenassist),
        "pclmulqdq" => BinImm(Pclmulqdq),
        "vzeroupper" | "vzeroall" => Nothing,
        _ => return None,
    })
}

impl Lowerer<'_, '_> {
    /// `llvm.x86.<name>(args)`.
    pub(super) fn lower_x86(&mut self, i: Inst, name: &str, a: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        if name.contains("gather") {
            return self.x86_gather(i, a);
        }
        if name.contains("maskload") || name.contains("maskstore") {
            return self.x86_maskmov(i, name, a);
        }
        let kind =
            lookup(name).ok_or_else(|| err(self.pos, format!("intrinsic @llvm.x86.{name}")))?;
        // The width comes from the widest vector involved.
        let wide = std::iter::once(ty)
            .chain(a.iter().map(|&v| self.value_type(v)))
            .any(|t| self.types().is_vector(t) && self.cx.layouts.size(t) > 16);
        if wide && !self.has(Feature::Avx) {
            return Err(err(self.pos, format!("@llvm.x86.{name} without AVX")));
        }
        let w = self.vw(wide);
        let imm = |this: &Self, v: Value| -> LResult<u8> {
            match v {
                Value::Const(c) => this
                    .m
                    .consts
                    .as_u64(c)
                    .map(|v| v as u8)
                    .ok_or_else(|| err(this.pos, "non-constant immediate")),
                _ => Err(err(this.pos, "non-constant immediate")),
            }
        };
        let r = match kind {
            X86::Nothing => return Ok(()),
            X86::Bin(op) => {
                let (x, y) = (self.reg(a[0])?, self.reg(a[1])?);
                self.vbin(op, w, x, y)
            }
            X86::BinSwap(op) => {
                let (x, y) = (self.reg(a[0])?, self.reg(a[1])?);
                self.vbin(op, w, y, x)
            }
            X86::BinImm(op) => {
                let (x, y) = (self.reg(a[0])?, self.reg(a[1])?);
                let k = imm(self, a[2])?;
                self.vbini(op, w, x, y, k)
            }
            X86::Un(op) => {
                let x = self.reg(a[0])?;
                self.vun(op, w, x, 0)
            }
            X86::UnImm(op) => {
                let x = self.reg(a[0])?;
                let k = imm(self, a[1])?;
                self.vun(op, w, x, k)
            }
            X86::Scalar(op) => {
                let x = self.reg(a[0])?;
                self.vbin(op, w, x, x)
            }
            X86::ShiftImm(imm_op, reg_op) => {
                let x = self.reg(a[0])?;
                match a[1] {
                    Value::Const(c) if self.m.consts.as_u64(c).is_some() => {
                        // Counts past the width give 0 (or the sign): clamp, as the
                        // instruction does.
                        let k = self.m.consts.as_u64(c).unwrap().min(255) as u8;
                        self.vun(imm_op, w, x, k)
                    }
                    v => {
                        let c = self.reg(v)?;
                        let c = self.extend64(c, 32, false);
                        let cx = self.xreg();
                        self.push(MInst::GprToXmm {
                            wide: true,
                            src: c,
                            dst: cx,
                        });
                        self.vbin(reg_op, w, x, cx)
                    }
                }
            }
            X86::ToGpr(op) => {
                let x = self.reg(a[0])?;
                let d = self.gpr();
                self.push(MInst::VToGpr {
                    op,
                    w,
                    src: x,
                    imm: 0,
                    dst: d,
                });
                return self.define(i, &[d]);
            }
            X86::Blendv(op) => {
                let (x, y, m) = (self.reg(a[0])?, self.reg(a[1])?, self.reg(a[2])?);
                let dst = self.xreg();
                self.push(MInst::VBlendv {
                    op,
                    w,
                    lhs: x,
                    rhs: y,
                    mask: m,
                    dst,
                });
                dst
            }
            X86::Test(op, cc) => {
                let (x, y) = (self.reg(a[0])?, self.reg(a[1])?);
                let d = self.gpr();
                self.push(MInst::VTest {
                    op,
                    w,
                    a: x,
                    b: y,
                    cc,
                    dst: d,
                });
                return self.define(i, &[d]);
            }
        };
        self.define(i, &[r])
    }

    /// Sign bits of the lanes of `mask` (lanes of `lane`'s width) as an integer.
    fn sign_bits(&mut self, mask: Reg, lane: Lane, wide: bool) -> Reg {
        let op = if lane.bits() == 64 {
            VOp::Movmskpd
        } else {
            VOp::Movmskps
        };
        let d = self.gpr();
        self.push(MInst::VToGpr {
            op,
            w: self.vw(wide),
            src: mask,
            imm: 0,
            dst: d,
        });
        d
    }

    /// `avx2.gather.{d,q}.{d,q,ps,pd}[.256](src, base, index, mask, scale)`.
    fn x86_gather(&mut self, i: Inst, a: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let l = self.vlayout(ty)?;
        let il = self.vlayout(self.value_type(a[2]))?;
        let scale = match a[4] {
            Value::Const(c) => self.m.consts.as_u64(c).unwrap_or(1) as u8,
            _ => return Err(err(self.pos, "non-constant gather scale")),
        };
        let lanes = l.len.min(il.len);
        let src = self.reg(a[0])?;
        let base = self.reg(a[1])?;
        let idx = self.reg(a[2])?;
        let mask = self.reg(a[3])?;
        if self.has(Feature::Avx2) && matches!(scale, 1 | 2 | 4 | 8) {
            // The instruction itself (its 256-bit form when either vector is 256 bits).
            let mask = self.distinct_reg(mask, &[src]);
            let idx = self.distinct_reg(idx, &[src, mask]);
            let dst = self.xreg();
            let mask_out = self.xreg();
            self.push(MInst::VGather {
                data64: l.lane.bits() == 64,
                index64: il.lane.bits() == 64,
                wide: l.wide || il.wide,
                src,
                mask,
                index: idx,
                base: Some(base),
                scale,
                dst,
                mask_out,
            });
            return self.define(i, &[dst]);
        }
        let bits = self.sign_bits(mask, l.lane, l.wide);
        let idx_mem = self.spill_to_scratch(&[idx], &il);
        // Lanes past the index count are zero.
        let pass = if lanes < l.len {
            let w = self.vw(l.wide);
            self.vset(false, w)
        } else {
            src
        };
        let dst = self.spill_to_scratch(&[pass], &l);
        if lanes < l.len {
            let keep = self.spill_to_scratch(&[src], &l);
            let lb = l.lane.bytes() as i32;
            for j in 0..lanes as i32 {
                let x = self.load_lane(l.lane, keep.offset(j * lb), false);
                self.store_lane(l.lane, x, dst.offset(j * lb));
            }
        }
        let ptrs = LanePtrs::Indexed(base, idx_mem, il.lane, scale);
        let out = self.masked_lanes_load(&l, lanes, bits, &ptrs, dst);
        self.define(i, &out)
    }

    /// `avx[2].maskload.*(ptr, mask)` and `maskstore.*(ptr, mask, value)`.
    fn x86_maskmov(&mut self, i: Inst, name: &str, a: &[Value]) -> LResult<()> {
        let mt = self.value_type(a[1]);
        let l = self.vlayout(mt)?;
        let mask = self.reg(a[1])?;
        let bits = self.sign_bits(mask, l.lane, l.wide);
        let base = self.reg(a[0])?;
        let ptrs = LanePtrs::Base(base, l.lane.bytes());
        if name.contains("maskload") {
            let w = self.vw(l.wide);
            let z = self.vset(false, w);
            let dst = self.spill_to_scratch(&[z], &l);
            let out = self.masked_lanes_load(&l, l.len, bits, &ptrs, dst);
            return self.define(i, &out);
        }
        let v = self.reg(a[2])?;
        self.masked_lanes_store(&l, bits, &ptrs, &[v]);
        Ok(())
    }
}
