//! x87 instructions (`x86_fp80` arithmetic, loads, stores and compares through the
//! register stack) and the conversion of an x87 value to a 64-bit integer, truncating
//! under a temporary control word.

use super::*;

impl Emitter<'_> {
    /// Emits one x87 instruction.
    pub(super) fn x87_inst(&mut self, mi: &MInst) {
        use MInst::*;
        match mi {
            Fld { kind, mem } => {
                let (m, rel) = self.mem(mem);
                let code = match kind {
                    FKind::F32 => Code::Fld_m32fp,
                    FKind::F64 => Code::Fld_m64fp,
                    FKind::F80 => Code::Fld_m80fp,
                    FKind::I64 => Code::Fild_m64int,
                };
                self.push_mem(ins(Instruction::with1(code, m)), rel);
            }
            Fstp { kind, mem } => {
                let (m, rel) = self.mem(mem);
                let code = match kind {
                    FKind::F32 => Code::Fstp_m32fp,
                    FKind::F64 => Code::Fstp_m64fp,
                    FKind::F80 => Code::Fstp_m80fp,
                    FKind::I64 => Code::Fistp_m64int,
                };
                self.push_mem(ins(Instruction::with1(code, m)), rel);
            }
            FArith { op } => {
                let code = match op {
                    SseOp::Add => Code::Faddp_sti_st0,
                    SseOp::Sub => Code::Fsubp_sti_st0,
                    SseOp::Mul => Code::Fmulp_sti_st0,
                    _ => Code::Fdivp_sti_st0,
                };
                self.push(ins(Instruction::with2(code, Register::ST1, Register::ST0)));
            }
            FUnary { neg } => {
                self.push(Instruction::with(if *neg {
                    Code::Fchs
                } else {
                    Code::Fabs
                }));
            }
            X87Cmp { cond, a, b, dst } => {
                let (a, b) = match cond {
                    FCond::Simple(_, true) => (b, a),
                    _ => (a, b),
                };
                // st0 = a, st1 = b; fucomip compares st0 with st1 like ucomis a, b.
                let (mb, relb) = self.mem(b);
                self.push_mem(ins(Instruction::with1(Code::Fld_m80fp, mb)), relb);
                let (ma, rela) = self.mem(a);
                self.push_mem(ins(Instruction::with1(Code::Fld_m80fp, ma)), rela);
                self.push(ins(Instruction::with2(
                    Code::Fucomip_st0_sti,
                    Register::ST0,
                    Register::ST1,
                )));
                self.push(ins(Instruction::with1(Code::Fstp_sti, Register::ST0)));
                self.flags_to_bool(*cond, preg(*dst));
            }
            FildU64 { mem } => {
                let (m, rel) = self.mem(mem);
                self.push_mem(ins(Instruction::with1(Code::Fild_m64int, m)), rel);
                let (m, rel) = self.mem(mem);
                self.push_mem(ins(Instruction::with2(Code::Cmp_rm64_imm8, m, 0i32)), rel);
                let jge = self.out.len();
                self.branch(Code::Jge_rel32_64, Target::Inst(0));
                let (c, rel) = self.mem(&mem.offset(8));
                // 2^64 as a float.
                self.push_mem(
                    ins(Instruction::with2(Code::Mov_rm32_imm32, c, 0x5f80_0000u32)),
                    rel,
                );
                let (c, rel) = self.mem(&mem.offset(8));
                self.push_mem(ins(Instruction::with1(Code::Fadd_m32fp, c)), rel);
                let end = self.out.len();
                self.fixup_to(jge, end);
            }
            X87ToInt {
                unsigned64,
                src,
                tmp,
            } => self.x87_to_int(*unsigned64, src, tmp),
            _ => unreachable!("not an x87 instruction"),
        }
    }

    fn x87_to_int(&mut self, unsigned64: bool, src: &Amode, tmp: &Amode) {
        let (m, rel) = self.mem(src);
        self.push_mem(ins(Instruction::with1(Code::Fld_m80fp, m)), rel);
        if !unsigned64 {
            self.fistp_trunc(tmp);
            return;
        }
        // 2^63 as a float at tmp+12; values at or above it are reduced first.
        let (c, rel) = self.mem(&tmp.offset(12));
        self.push_mem(
            ins(Instruction::with2(Code::Mov_rm32_imm32, c, 0x5f00_0000u32)),
            rel,
        );
        let (c, rel) = self.mem(&tmp.offset(12));
        self.push_mem(ins(Instruction::with1(Code::Fld_m32fp, c)), rel);
        self.push(ins(Instruction::with2(
            Code::Fucomip_st0_sti,
            Register::ST0,
            Register::ST1,
        )));
        let ja = self.out.len();
        self.branch(Code::Ja_rel32_64, Target::Inst(0));
        let (c, rel) = self.mem(&tmp.offset(12));
        self.push_mem(ins(Instruction::with1(Code::Fsub_m32fp, c)), rel);
        self.fistp_trunc(tmp);
        let s = self.scratch_gpr();
        self.mov_imm(s, 1 << 63);
        let (t, rel) = self.mem(tmp);
        self.push_mem(
            ins(Instruction::with2(Code::Xor_rm64_r64, t, gpr_sized(s, 8))),
            rel,
        );
        let jmp = self.out.len();
        self.branch(Code::Jmp_rel32_64, Target::Inst(0));
        let small = self.out.len();
        self.fistp_trunc(tmp);
        let end = self.out.len();
        self.fixup_to(ja, small);
        self.fixup_to(jmp, end);
    }

    /// `fistp qword [tmp]` rounding toward zero (control word saved at tmp+8).
    fn fistp_trunc(&mut self, tmp: &Amode) {
        let s = self.scratch_gpr();
        let at = |this: &mut Self, off: i32| this.mem(&tmp.offset(off));
        let (cw, rel) = at(self, 8);
        self.push_mem(ins(Instruction::with1(Code::Fnstcw_m2byte, cw)), rel);
        let (cw, rel) = at(self, 8);
        self.push_mem(
            ins(Instruction::with2(
                Code::Movzx_r32_rm16,
                gpr_sized(s, 4),
                cw,
            )),
            rel,
        );
        self.push(ins(Instruction::with2(
            Code::Or_rm32_imm32,
            gpr_sized(s, 4),
            0xc00i32,
        )));
        let (cw2, rel) = at(self, 10);
        self.push_mem(
            ins(Instruction::with2(Code::Mov_rm16_r16, cw2, gpr_sized(s, 2))),
            rel,
        );
        let (cw2, rel) = at(self, 10);
        self.push_mem(ins(Instruction::with1(Code::Fldcw_m2byte, cw2)), rel);
        let (t, rel) = at(self, 0);
        self.push_mem(ins(Instruction::with1(Code::Fistp_m64int, t)), rel);
        let (cw, rel) = at(self, 8);
        self.push_mem(ins(Instruction::with1(Code::Fldcw_m2byte, cw)), rel);
    }
}
