//! Integers wider than 128 bits in memory, as arrays of 64-bit limbs: multiplication
//! and unsigned division with remainder by loops over the limbs.

use super::*;

impl Emitter<'_> {
    /// `lea reg, [slot]`.
    fn lea_slot(&mut self, reg: Register, slot: StackSlot) {
        let (m, _) = self.mem(&Amode::Slot { slot, disp: 0 });
        self.push(ins(Instruction::with2(Code::Lea_r64_m, reg, m)));
    }

    /// `[base + index*8 + disp]`.
    fn limb(base: Register, index: Register, disp: i64) -> MemoryOperand {
        MemoryOperand::new(
            base,
            index,
            8,
            disp,
            if disp == 0 { 0 } else { 1 },
            false,
            Register::None,
        )
    }

    /// Stores zero into `count` limbs at `base` (rax and rcx are clobbered).
    fn zero_limbs(&mut self, base: Register, count: u32) {
        self.push(ins(Instruction::with2(
            Code::Xor_r32_rm32,
            Register::EAX,
            Register::EAX,
        )));
        self.mov_imm(regs::gpr::RCX, u64::from(count));
        let top = self.out.len();
        self.push(ins(Instruction::with2(
            Code::Mov_rm64_r64,
            Self::limb(base, Register::RCX, -8),
            Register::RAX,
        )));
        self.push(ins(Instruction::with1(Code::Dec_rm64, Register::RCX)));
        self.branch(JCC[Cc::Ne as usize], Target::Inst(top));
    }

    /// [`MInst::WideMul`]: for each limb a[i], out[i..] += a[i] * b[..n-i] with a carry
    /// limb. r8 = &a[i], r9 = &b, r10 = &out[i], rsi = n - i, rcx = j, rdi = carry,
    /// r11 = a[i].
    pub(super) fn wide_mul(&mut self, n: u32, a: StackSlot, b: StackSlot, out: StackSlot) {
        use Register::{ECX, EDI, R10, R11, R8, R9, RAX, RCX, RDI, RDX, RSI};
        self.lea_slot(R8, a);
        self.lea_slot(R9, b);
        self.lea_slot(R10, out);
        self.zero_limbs(R10, n);
        self.mov_imm(regs::gpr::RSI, u64::from(n));
        let outer = self.out.len();
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            R11,
            MemoryOperand::with_base(R8),
        )));
        self.push(ins(Instruction::with2(Code::Xor_r32_rm32, EDI, EDI)));
        self.push(ins(Instruction::with2(Code::Xor_r32_rm32, ECX, ECX)));
        let inner = self.out.len();
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            RAX,
            Self::limb(R9, RCX, 0),
        )));
        self.push(ins(Instruction::with1(Code::Mul_rm64, R11)));
        self.push(ins(Instruction::with2(Code::Add_rm64_r64, RAX, RDI)));
        self.push(ins(Instruction::with2(Code::Adc_rm64_imm8, RDX, 0i32)));
        self.push(ins(Instruction::with2(
            Code::Add_rm64_r64,
            Self::limb(R10, RCX, 0),
            RAX,
        )));
        self.push(ins(Instruction::with2(Code::Adc_rm64_imm8, RDX, 0i32)));
        self.mov_rr(RDI, RDX);
        self.push(ins(Instruction::with1(Code::Inc_rm64, RCX)));
        self.push(ins(Instruction::with2(Code::Cmp_rm64_r64, RCX, RSI)));
        self.branch(JCC[Cc::B as usize], Target::Inst(inner));
        self.push(ins(Instruction::with2(Code::Add_rm64_imm8, R8, 8i32)));
        self.push(ins(Instruction::with2(Code::Add_rm64_imm8, R10, 8i32)));
        self.push(ins(Instruction::with1(Code::Dec_rm64, RSI)));
        self.branch(JCC[Cc::Ne as usize], Target::Inst(outer));
    }

    /// [`MInst::WideUDivRem`]: 64n rounds of: shift quot:rem left by one bit; when
    /// rem >= den, subtract den and set the quotient bit. rdi = &quot, rsi = &rem,
    /// rdx = &den, r10 = rounds left, rcx = limb index, r8 = limbs left, rax = temp.
    /// The shift chains keep the carry flag across the loop (inc/dec/mov leave it alone).
    pub(super) fn wide_udivrem(&mut self, n: u32, quot: StackSlot, den: StackSlot, rem: StackSlot) {
        use Register::{ECX, R10, R10D, R8, R8D, RAX, RCX, RDI, RDX, RSI};
        self.lea_slot(RDI, quot);
        self.lea_slot(RSI, rem);
        self.lea_slot(RDX, den);
        self.zero_limbs(RSI, n + 1);
        self.push(ins(Instruction::with2(Code::Mov_r32_imm32, R10D, 64 * n)));
        let round = self.out.len();
        // quot <<= 1 (carry out of the top limb in CF), then rem = rem << 1 | CF.
        self.push(ins(Instruction::with2(Code::Xor_r32_rm32, ECX, ECX)));
        self.push(ins(Instruction::with2(Code::Mov_r32_imm32, R8D, n)));
        for (base, count) in [(RDI, None), (RSI, Some(n + 1))] {
            if let Some(count) = count {
                self.push(ins(Instruction::with2(Code::Mov_r32_imm32, ECX, 0u32)));
                self.push(ins(Instruction::with2(Code::Mov_r32_imm32, R8D, count)));
            }
            let top = self.out.len();
            self.push(ins(Instruction::with2(
                Code::Rcl_rm64_1,
                Self::limb(base, RCX, 0),
                1u32,
            )));
            self.push(ins(Instruction::with1(Code::Inc_rm64, RCX)));
            self.push(ins(Instruction::with1(Code::Dec_rm64, R8)));
            self.branch(JCC[Cc::Ne as usize], Target::Inst(top));
        }
        // Compare rem with den from the top limb down.
        self.push(ins(Instruction::with2(Code::Mov_r32_imm32, ECX, n)));
        let cmp = self.out.len();
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            RAX,
            Self::limb(RSI, RCX, 0),
        )));
        self.push(ins(Instruction::with2(
            Code::Cmp_r64_rm64,
            RAX,
            Self::limb(RDX, RCX, 0),
        )));
        let differ = self.out.len();
        self.branch(JCC[Cc::Ne as usize], Target::Inst(0));
        self.push(ins(Instruction::with1(Code::Dec_rm64, RCX)));
        self.branch(JCC[Cc::Ns as usize], Target::Inst(cmp));
        let equal = self.out.len();
        self.branch(Code::Jmp_rel32_64, Target::Inst(0));
        let decided = self.out.len();
        let less = self.out.len();
        self.branch(JCC[Cc::B as usize], Target::Inst(0));
        // rem -= den; quot |= 1.
        let subtract = self.out.len();
        self.push(ins(Instruction::with2(Code::Xor_r32_rm32, ECX, ECX)));
        self.push(ins(Instruction::with2(Code::Mov_r32_imm32, R8D, n + 1)));
        let sub_top = self.out.len();
        self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            RAX,
            Self::limb(RDX, RCX, 0),
        )));
        self.push(ins(Instruction::with2(
            Code::Sbb_rm64_r64,
            Self::limb(RSI, RCX, 0),
            RAX,
        )));
        self.push(ins(Instruction::with1(Code::Inc_rm64, RCX)));
        self.push(ins(Instruction::with1(Code::Dec_rm64, R8)));
        self.branch(JCC[Cc::Ne as usize], Target::Inst(sub_top));
        self.push(ins(Instruction::with2(
            Code::Or_rm64_imm8,
            MemoryOperand::with_base(RDI),
            1i32,
        )));
        let next = self.out.len();
        self.push(ins(Instruction::with1(Code::Dec_rm64, R10)));
        self.branch(JCC[Cc::Ne as usize], Target::Inst(round));
        self.fixup_to(differ, decided);
        self.fixup_to(equal, subtract);
        self.fixup_to(less, next);
    }
}
