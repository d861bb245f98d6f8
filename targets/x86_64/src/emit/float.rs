//! Scalar SSE conversions between integers and floating point (unsigned 64-bit values
//! included) and floating-point compares to a boolean.

use super::*;

impl Emitter<'_> {
    pub(super) fn cvt_int_to_float(
        &mut self,
        wide: bool,
        double: bool,
        src: Register,
        dst: Register,
    ) {
        // Break the false dependency on the destination's old value.
        self.push(ins(Instruction::with2(Code::Xorps_xmm_xmmm128, dst, dst)));
        let code = match (wide, double) {
            (false, false) => Code::Cvtsi2ss_xmm_rm32,
            (true, false) => Code::Cvtsi2ss_xmm_rm64,
            (false, true) => Code::Cvtsi2sd_xmm_rm32,
            (true, true) => Code::Cvtsi2sd_xmm_rm64,
        };
        self.push(ins(Instruction::with2(code, dst, src)));
    }

    pub(super) fn u64_to_float(&mut self, double: bool, src: u8, dst: Register) {
        // Non-negative as i64: one signed conversion. Otherwise convert
        // (x >> 1) | (x & 1) (keeping the sticky bit for rounding) and double it;
        // (x >> 1) | (x & 1) == (x | ((x & 1) << 1)) >> 1 needs only the scratch register.
        let s = self.scratch_gpr();
        let x = gpr_sized(src, 8);
        let t = gpr_sized(s, 8);
        self.push(ins(Instruction::with2(Code::Test_rm64_r64, x, x)));
        let js = self.out.len();
        self.branch(Code::Js_rel32_64, Target::Inst(0));
        self.cvt_int_to_float(true, double, x, dst);
        let jmp_end = self.out.len();
        self.branch(Code::Jmp_rel32_64, Target::Inst(0));
        let neg = self.out.len();
        self.mov_rr(t, x);
        self.push(ins(Instruction::with2(Code::And_rm64_imm8, t, 1i32)));
        self.push(ins(Instruction::with2(Code::Add_rm64_r64, t, t)));
        self.push(ins(Instruction::with2(Code::Or_rm64_r64, t, x)));
        self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, t, 1u32)));
        self.cvt_int_to_float(true, double, t, dst);
        let add = if double {
            Code::Addsd_xmm_xmmm64
        } else {
            Code::Addss_xmm_xmmm32
        };
        self.push(ins(Instruction::with2(add, dst, dst)));
        let end = self.out.len();
        self.fixup_to(js, neg);
        self.fixup_to(jmp_end, end);
    }

    pub(super) fn float_to_u64(&mut self, double: bool, src: Register, dst: u8) {
        // if x < 2^63: cvttsd2si x; else cvttsd2si(x - 2^63) ^ (1 << 63).
        let s = self.scratch_gpr();
        let sx = xmm(regs::SCRATCH_XMM.hw_enc() as u8);
        let d = gpr_sized(dst, 8);
        let (limit, cvt, sub, ucomi, movq) = if double {
            (
                0x43e0_0000_0000_0000u64,
                Code::Cvttsd2si_r64_xmmm64,
                Code::Subsd_xmm_xmmm64,
                Code::Ucomisd_xmm_xmmm64,
                Code::Movq_xmm_rm64,
            )
        } else {
            (
                0x5f00_0000u64,
                Code::Cvttss2si_r64_xmmm32,
                Code::Subss_xmm_xmmm32,
                Code::Ucomiss_xmm_xmmm32,
                Code::Movq_xmm_rm64,
            )
        };
        self.mov_imm(s, limit);
        self.push(ins(Instruction::with2(movq, sx, gpr_sized(s, 8))));
        self.push(ins(Instruction::with2(ucomi, src, sx)));
        let jae = self.out.len();
        self.branch(Code::Jae_rel32_64, Target::Inst(0));
        self.push(ins(Instruction::with2(cvt, d, src)));
        let jmp_end = self.out.len();
        self.branch(Code::Jmp_rel32_64, Target::Inst(0));
        let big = self.out.len();
        // trunc(2^63 - x) == -trunc(x - 2^63); negate and set the top bit.
        self.push(ins(Instruction::with2(sub, sx, src)));
        self.push(ins(Instruction::with2(cvt, d, sx)));
        self.push(ins(Instruction::with1(Code::Neg_rm64, d)));
        self.mov_imm(s, 1u64 << 63);
        self.push(ins(Instruction::with2(
            Code::Xor_rm64_r64,
            d,
            gpr_sized(s, 8),
        )));
        let end = self.out.len();
        self.fixup_to(jae, big);
        self.fixup_to(jmp_end, end);
    }

    pub(super) fn fcmp_set(
        &mut self,
        double: bool,
        cond: FCond,
        lhs: Register,
        rhs: Register,
        dst: u8,
    ) {
        let ucomi = if double {
            Code::Ucomisd_xmm_xmmm64
        } else {
            Code::Ucomiss_xmm_xmmm32
        };
        let (a, b) = match cond {
            FCond::Simple(_, true) => (rhs, lhs),
            _ => (lhs, rhs),
        };
        self.push(ins(Instruction::with2(ucomi, a, b)));
        self.flags_to_bool(cond, dst);
    }

    /// `dst = cond` after an unordered floating-point compare set the flags.
    pub(super) fn flags_to_bool(&mut self, cond: FCond, dst: u8) {
        match cond {
            FCond::Simple(cc, _) => self.setcc_zx(cc, dst),
            FCond::Oeq | FCond::Une => {
                let s = self.scratch_gpr();
                let (c1, c2, op) = if cond == FCond::Oeq {
                    (Cc::E, Cc::Np, Code::And_rm8_r8)
                } else {
                    (Cc::Ne, Cc::P, Code::Or_rm8_r8)
                };
                self.push(ins(Instruction::with1(
                    SETCC[c1 as usize],
                    gpr_sized(dst, 1),
                )));
                self.push(ins(Instruction::with1(SETCC[c2 as usize], gpr_sized(s, 1))));
                self.push(ins(Instruction::with2(
                    op,
                    gpr_sized(dst, 1),
                    gpr_sized(s, 1),
                )));
                self.push(ins(Instruction::with2(
                    Code::Movzx_r32_rm8,
                    gpr_sized(dst, 4),
                    gpr_sized(dst, 1),
                )));
            }
        }
    }
}
