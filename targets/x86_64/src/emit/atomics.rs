//! Atomic read-modify-write operations: `lock`-prefixed instructions where one exists,
//! otherwise `cmpxchg` loops (integer and floating-point operations), 16-byte
//! `cmpxchg16b` and its loops (rbx saved in r11 around them), and `lock op [mem], src`.

use super::*;

impl Emitter<'_> {
    pub(super) fn atomic_rmw(
        &mut self,
        op: rllc_ir::inst::RmwOp,
        size: Size,
        mem: &Amode,
        src: Reg,
    ) {
        use rllc_ir::inst::RmwOp;
        let (m, rel) = self.mem(mem);
        let si = size_idx(size);
        let rax = gpr_sized(regs::gpr::RAX, size.bytes());
        if matches!(op, RmwOp::Xchg | RmwOp::Add | RmwOp::Sub) {
            self.mov_rr(Register::RAX, g64(src));
            if op == RmwOp::Sub {
                self.push(ins(Instruction::with1(
                    [
                        Code::Neg_rm8,
                        Code::Neg_rm16,
                        Code::Neg_rm32,
                        Code::Neg_rm64,
                    ][si],
                    rax,
                )));
            }
            // xchg with memory is locked implicitly.
            let i = if op == RmwOp::Xchg {
                ins(Instruction::with2(
                    [
                        Code::Xchg_rm8_r8,
                        Code::Xchg_rm16_r16,
                        Code::Xchg_rm32_r32,
                        Code::Xchg_rm64_r64,
                    ][si],
                    m,
                    rax,
                ))
            } else {
                let mut i = ins(Instruction::with2(
                    [
                        Code::Xadd_rm8_r8,
                        Code::Xadd_rm16_r16,
                        Code::Xadd_rm32_r32,
                        Code::Xadd_rm64_r64,
                    ][si],
                    m,
                    rax,
                ));
                i.set_has_lock_prefix(true);
                i
            };
            self.push_mem(i, rel);
            return;
        }
        // Compare-and-swap loop: rax = old, r11 = new.
        let s11 = self.scratch_gpr();
        let r11 = gpr_sized(s11, 8);
        let t = gpr_sized(s11, size.bytes());
        let s = gr(src, size);
        let load = [
            Code::Mov_r8_rm8,
            Code::Mov_r16_rm16,
            Code::Mov_r32_rm32,
            Code::Mov_r64_rm64,
        ][si];
        self.push_mem(ins(Instruction::with2(load, rax, m)), rel);
        let top = self.out.len();
        // 8- and 16-bit values are computed in 32-bit registers (only the low bits are
        // stored).
        let sz32 = if size == Size::S64 {
            Size::S64
        } else {
            Size::S32
        };
        let t32 = gpr_sized(s11, sz32.bytes());
        let s32 = gr(src, sz32);
        let lea = |this: &mut Self, disp: i64| {
            this.push(ins(Instruction::with2(
                Code::Lea_r64_m,
                r11,
                MemoryOperand::with_base_displ(Register::RAX, disp),
            )));
        };
        // A forward branch to the end of the computation, fixed up below.
        let mut skips = Vec::new();
        match op {
            RmwOp::And | RmwOp::Nand | RmwOp::Or | RmwOp::Xor => {
                self.mov_rr(r11, Register::RAX);
                let aop = match op {
                    RmwOp::Or => AluOp::Or,
                    RmwOp::Xor => AluOp::Xor,
                    _ => AluOp::And,
                };
                self.push(ins(Instruction::with2(
                    alu_codes(aop)[size_idx(sz32)],
                    t32,
                    s32,
                )));
                if op == RmwOp::Nand {
                    self.push(ins(Instruction::with1(
                        [
                            Code::Not_rm8,
                            Code::Not_rm16,
                            Code::Not_rm32,
                            Code::Not_rm64,
                        ][size_idx(sz32)],
                        t32,
                    )));
                }
            }
            RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
                self.mov_rr(r11, Register::RAX);
                self.push(ins(Instruction::with2(CMP_CODES[si], t, s)));
                // Replace when src is better.
                let code = match op {
                    RmwOp::Max => Code::Cmovl_r64_rm64,
                    RmwOp::Min => Code::Cmovg_r64_rm64,
                    RmwOp::UMax => Code::Cmovb_r64_rm64,
                    _ => Code::Cmova_r64_rm64,
                };
                self.push(ins(Instruction::with2(code, r11, g64(src))));
            }
            RmwOp::UIncWrap => {
                // old < src ? old + 1 : 0
                lea(self, 1);
                self.push(ins(Instruction::with2(CMP_CODES[si], rax, s)));
                skips.push(self.out.len());
                self.branch(JCC[Cc::B as usize], Target::Inst(0));
                self.push(ins(Instruction::with2(
                    Code::Xor_r32_rm32,
                    gpr_sized(s11, 4),
                    gpr_sized(s11, 4),
                )));
            }
            RmwOp::UDecWrap => {
                // old == 0 || old > src ? src : old - 1
                lea(self, -1);
                self.push(ins(Instruction::with2(CMP_CODES[si], rax, s)));
                let above = self.out.len();
                self.branch(JCC[Cc::A as usize], Target::Inst(0));
                let test = TEST_RR[si];
                self.push(ins(Instruction::with2(test, rax, rax)));
                skips.push(self.out.len());
                self.branch(JCC[Cc::Ne as usize], Target::Inst(0));
                let take = self.out.len();
                self.mov_rr(r11, g64(src));
                self.fixup_to(above, take);
            }
            RmwOp::USubCond | RmwOp::USubSat => {
                // old >= src ? old - src : old (cond) or 0 (sat)
                self.mov_rr(r11, Register::RAX);
                self.push(ins(Instruction::with2(
                    [
                        Code::Sub_rm8_r8,
                        Code::Sub_rm16_r16,
                        Code::Sub_rm32_r32,
                        Code::Sub_rm64_r64,
                    ][si],
                    t,
                    s,
                )));
                skips.push(self.out.len());
                self.branch(JCC[Cc::Ae as usize], Target::Inst(0));
                if op == RmwOp::USubCond {
                    self.mov_rr(r11, Register::RAX);
                } else {
                    self.push(ins(Instruction::with2(
                        Code::Xor_r32_rm32,
                        gpr_sized(s11, 4),
                        gpr_sized(s11, 4),
                    )));
                }
            }
            _ => unreachable!("atomicrmw {op:?} on integers"),
        }
        let done = self.out.len();
        for k in skips {
            self.fixup_to(k, done);
        }
        self.cmpxchg_loop(size, mem, top);
    }

    /// `lock cmpxchg [mem], r11` (at `size`), then back to `top` when another thread
    /// changed the value.
    fn cmpxchg_loop(&mut self, size: Size, mem: &Amode, top: usize) {
        let (m, rel) = self.mem(mem);
        let mut i = ins(Instruction::with2(
            [
                Code::Cmpxchg_rm8_r8,
                Code::Cmpxchg_rm16_r16,
                Code::Cmpxchg_rm32_r32,
                Code::Cmpxchg_rm64_r64,
            ][size_idx(size)],
            m,
            gpr_sized(self.scratch_gpr(), size.bytes()),
        ));
        i.set_has_lock_prefix(true);
        self.push_mem(i, rel);
        self.branch(JCC[Cc::Ne as usize], Target::Inst(top));
    }

    /// [`MInst::AtomicRmwFloat`]: old bits in rax, the value in xmm15, the new bits in r11.
    pub(super) fn atomic_rmw_float(
        &mut self,
        op: rllc_ir::inst::RmwOp,
        double: bool,
        mem: &Amode,
        src: Reg,
    ) {
        use rllc_ir::inst::RmwOp;
        let size = if double { Size::S64 } else { Size::S32 };
        let (m, rel) = self.mem(mem);
        let rax = gpr_sized(regs::gpr::RAX, size.bytes());
        let load = if double {
            Code::Mov_r64_rm64
        } else {
            Code::Mov_r32_rm32
        };
        self.push_mem(ins(Instruction::with2(load, rax, m)), rel);
        let top = self.out.len();
        let x15 = xmm(regs::SCRATCH_XMM.hw_enc() as u8);
        let r11 = gpr_sized(self.scratch_gpr(), size.bytes());
        let (to_x, from_x) = if double {
            (Code::Movq_xmm_rm64, Code::Movq_rm64_xmm)
        } else {
            (Code::Movd_xmm_rm32, Code::Movd_rm32_xmm)
        };
        self.push(ins(Instruction::with2(to_x, x15, rax)));
        let sx = xr(src);
        let sse = |this: &mut Self, op: SseOp| {
            let code = match (op, double) {
                (SseOp::Add, true) => Code::Addsd_xmm_xmmm64,
                (SseOp::Add, false) => Code::Addss_xmm_xmmm32,
                (SseOp::Sub, true) => Code::Subsd_xmm_xmmm64,
                (SseOp::Sub, false) => Code::Subss_xmm_xmmm32,
                (SseOp::Max, true) => Code::Maxsd_xmm_xmmm64,
                (SseOp::Max, false) => Code::Maxss_xmm_xmmm32,
                (SseOp::Min, true) => Code::Minsd_xmm_xmmm64,
                (SseOp::Min, false) => Code::Minss_xmm_xmmm32,
                (SseOp::And, _) => Code::Andps_xmm_xmmm128,
                (_, _) => Code::Orps_xmm_xmmm128,
            };
            this.push(ins(Instruction::with2(code, x15, sx)));
        };
        let ucomi = if double {
            Code::Ucomisd_xmm_xmmm64
        } else {
            Code::Ucomiss_xmm_xmmm32
        };
        let mut ends = Vec::new();
        match op {
            RmwOp::FAdd => sse(self, SseOp::Add),
            RmwOp::FSub => sse(self, SseOp::Sub),
            RmwOp::FMax | RmwOp::FMin => {
                // maxnum/minnum as llc computes them: src when it is strictly better or
                // the old value is NaN, else the old value (also for equal values).
                let (l, r) = if op == RmwOp::FMax {
                    (sx, x15)
                } else {
                    (x15, sx)
                };
                self.push(ins(Instruction::with2(ucomi, l, r)));
                let better = self.out.len();
                self.branch(JCC[Cc::A as usize], Target::Inst(0));
                self.push(ins(Instruction::with2(ucomi, x15, x15)));
                ends.push(self.out.len());
                self.branch(JCC[Cc::Np as usize], Target::Inst(0));
                let take = self.out.len();
                self.push(ins(Instruction::with2(Code::Movaps_xmm_xmmm128, x15, sx)));
                self.fixup_to(better, take);
            }
            RmwOp::FMaximum | RmwOp::FMinimum => {
                // NaN in, NaN out; equal values (zeros of either sign) and/or-ed;
                // otherwise maxsd/minsd.
                let max = op == RmwOp::FMaximum;
                self.push(ins(Instruction::with2(ucomi, x15, sx)));
                let nan = self.out.len();
                self.branch(JCC[Cc::P as usize], Target::Inst(0));
                let differ = self.out.len();
                self.branch(JCC[Cc::Ne as usize], Target::Inst(0));
                sse(self, if max { SseOp::And } else { SseOp::Or });
                ends.push(self.out.len());
                self.branch(Code::Jmp_rel32_64, Target::Inst(0));
                let d = self.out.len();
                self.fixup_to(differ, d);
                sse(self, if max { SseOp::Max } else { SseOp::Min });
                ends.push(self.out.len());
                self.branch(Code::Jmp_rel32_64, Target::Inst(0));
                let n = self.out.len();
                self.fixup_to(nan, n);
                sse(self, SseOp::Add);
            }
            _ => unreachable!("atomicrmw {op:?} on floating point"),
        }
        let done = self.out.len();
        for k in ends {
            self.fixup_to(k, done);
        }
        self.push(ins(Instruction::with2(from_x, r11, x15)));
        self.cmpxchg_loop(size, mem, top);
    }

    /// rbx for the 16-byte atomics: saved in r11 (registers allocated to rbx are read
    /// from r11 meanwhile).
    fn save_rbx(&mut self) {
        self.mov_rr(gpr_sized(self.scratch_gpr(), 8), Register::RBX);
    }

    /// Register `r`, or r11 when `r` is rbx (saved there by [`Self::save_rbx`], which
    /// checked that r11 is free).
    fn unless_rbx(r: Reg) -> Register {
        let g = g64(r);
        if g == Register::RBX {
            gpr_sized(regs::SCRATCH_GPR.hw_enc() as u8, 8)
        } else {
            g
        }
    }

    /// [`MInst::CmpXchg16`].
    pub(super) fn cmpxchg16(&mut self, addr: Reg, new_lo: Reg, ok: Reg) {
        let cx = |this: &mut Self, base: Register| {
            let mut i = ins(Instruction::with1(
                Code::Cmpxchg16b_m128,
                MemoryOperand::with_base(base),
            ));
            i.set_has_lock_prefix(true);
            this.push(i);
        };
        if g64(new_lo) == Register::RBX {
            cx(self, g64(addr));
        } else {
            self.save_rbx();
            self.mov_rr(Register::RBX, g64(new_lo));
            cx(self, Self::unless_rbx(addr));
            self.mov_rr(Register::RBX, gpr_sized(self.scratch_gpr(), 8));
        }
        self.setcc_zx(Cc::E, preg(ok));
    }

    /// [`MInst::AtomicRmw16`]: old value in rdx:rax, new value computed in rcx:rbx.
    pub(super) fn atomic_rmw16(&mut self, op: rllc_ir::inst::RmwOp, addr: Reg, lo: Reg, hi: Reg) {
        use rllc_ir::inst::RmwOp;
        use Register::{RAX, RBX, RCX, RDX};
        self.save_rbx();
        let (a, lo, hi) = (
            Self::unless_rbx(addr),
            Self::unless_rbx(lo),
            Self::unless_rbx(hi),
        );
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            RAX,
            MemoryOperand::with_base(a),
        )));
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            RDX,
            MemoryOperand::with_base_displ(a, 8),
        )));
        let top = self.out.len();
        let rr = |this: &mut Self, code: Code, d: Register, s: Register| {
            this.push(ins(Instruction::with2(code, d, s)));
        };
        match op {
            RmwOp::Xchg => {
                self.mov_rr(RBX, lo);
                self.mov_rr(RCX, hi);
            }
            RmwOp::Add | RmwOp::Sub | RmwOp::And | RmwOp::Or | RmwOp::Xor | RmwOp::Nand => {
                self.mov_rr(RBX, RAX);
                self.mov_rr(RCX, RDX);
                let (c_lo, c_hi) = match op {
                    RmwOp::Add => (Code::Add_rm64_r64, Code::Adc_rm64_r64),
                    RmwOp::Sub => (Code::Sub_rm64_r64, Code::Sbb_rm64_r64),
                    RmwOp::Or => (Code::Or_rm64_r64, Code::Or_rm64_r64),
                    RmwOp::Xor => (Code::Xor_rm64_r64, Code::Xor_rm64_r64),
                    _ => (Code::And_rm64_r64, Code::And_rm64_r64),
                };
                rr(self, c_lo, RBX, lo);
                rr(self, c_hi, RCX, hi);
                if op == RmwOp::Nand {
                    self.push(ins(Instruction::with1(Code::Not_rm64, RBX)));
                    self.push(ins(Instruction::with1(Code::Not_rm64, RCX)));
                }
            }
            RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
                // Flags of old - src, then take src where it is better.
                rr(self, Code::Cmp_rm64_r64, RAX, lo);
                self.mov_rr(RCX, RDX);
                rr(self, Code::Sbb_rm64_r64, RCX, hi);
                self.mov_rr(RBX, RAX);
                self.mov_rr(RCX, RDX);
                let cmov = match op {
                    RmwOp::Max => Code::Cmovl_r64_rm64,
                    RmwOp::Min => Code::Cmovge_r64_rm64,
                    RmwOp::UMax => Code::Cmovb_r64_rm64,
                    _ => Code::Cmovae_r64_rm64,
                };
                rr(self, cmov, RBX, lo);
                rr(self, cmov, RCX, hi);
            }
            _ => unreachable!("16-byte atomicrmw {op:?}"),
        }
        let mut i = ins(Instruction::with1(
            Code::Cmpxchg16b_m128,
            MemoryOperand::with_base(a),
        ));
        i.set_has_lock_prefix(true);
        self.push(i);
        self.branch(JCC[Cc::Ne as usize], Target::Inst(top));
        self.mov_rr(RBX, gpr_sized(self.scratch_gpr(), 8));
    }

    /// `lock op [mem], src`.
    pub(super) fn mem_alu(&mut self, lock: bool, op: AluOp, size: Size, mem: &Amode, src: &Rmi) {
        let (m, rel) = self.mem(mem);
        let codes = alu_codes(op);
        let si = size_idx(size);
        let mut i = match src {
            Rmi::Reg(r) => ins(Instruction::with2(codes[si], m, gr(*r, size))),
            Rmi::Imm(v) => {
                let code = imm8_form(codes[8 + si])
                    .filter(|_| i8::try_from(*v).is_ok())
                    .unwrap_or(codes[8 + si]);
                ins(Instruction::with2(code, m, *v))
            }
            Rmi::Mem(_) => unreachable!("op with two memory operands"),
        };
        i.set_has_lock_prefix(lock);
        self.push_mem(i, rel);
    }
}
