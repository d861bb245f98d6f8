//! Integer arithmetic and compares, including integers wider than 64 bits (several parts).

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn icmp_operands(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
    ) -> LResult<(Size, Cc, Reg, Rmi)> {
        use IntPred::*;
        let cc = match pred {
            Eq => Cc::E,
            Ne => Cc::Ne,
            Ugt => Cc::A,
            Uge => Cc::Ae,
            Ult => Cc::B,
            Ule => Cc::Be,
            Sgt => Cc::G,
            Sge => Cc::Ge,
            Slt => Cc::L,
            Sle => Cc::Le,
        };
        let t = self.value_type(a);
        let bits = if self.types().is_ptr(t) {
            64
        } else {
            self.types()
                .int_width(t)
                .ok_or_else(|| err(self.pos, "icmp on this type"))?
        };
        if bits > 64 {
            return self.icmp_wide(pred, a, b, bits);
        }
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let l = self.reg(a)?;
        match bits {
            8 | 16 | 32 | 64 => {
                let size = match bits {
                    8 => Size::S8,
                    16 => Size::S16,
                    32 => Size::S32,
                    _ => Size::S64,
                };
                let r = self.rmi(b, bits)?;
                Ok((size, cc, l, r))
            }
            _ => {
                let l = self.extend(l, bits, signed);
                let r = match self.rmi(b, bits)? {
                    Rmi::Imm(v) if signed => Rmi::Imm(v),
                    Rmi::Imm(v) => {
                        let u = (v as i64 as u64) & ((1u64 << bits) - 1);
                        if fits_i32(u as i64) {
                            Rmi::Imm(u as i32)
                        } else {
                            let k = self.materialize(Part::Int(64), ConstVal::Bits(u));
                            Rmi::Reg(k)
                        }
                    }
                    Rmi::Reg(r) => Rmi::Reg(self.extend(r, bits, signed)),
                    m => m,
                };
                Ok((int_size(bits), cc, l, r))
            }
        }
    }

    /// `icmp` of 128-bit integers, as a flag value compared with zero.
    /// `icmp` of integers wider than 64 bits, as a flag value compared with zero.
    pub(super) fn icmp_wide(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<(Size, Cc, Reg, Rmi)> {
        use IntPred::*;
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let la = self.wide_operand(a, bits, signed)?;
        let lb = self.wide_operand(b, bits, signed)?;
        if matches!(pred, Eq | Ne) {
            let mut acc: Option<Reg> = None;
            for (x, y) in la.iter().zip(&lb) {
                let d = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Xor,
                    size: Size::S64,
                    lhs: *x,
                    rhs: Rmi::Reg(*y),
                    dst: d,
                });
                acc = Some(match acc {
                    None => d,
                    Some(p) => {
                        let o = self.gpr();
                        self.push(MInst::Alu {
                            op: AluOp::Or,
                            size: Size::S64,
                            lhs: p,
                            rhs: Rmi::Reg(d),
                            dst: o,
                        });
                        o
                    }
                });
            }
            let cc = if pred == Eq { Cc::E } else { Cc::Ne };
            return Ok((Size::S64, cc, acc.expect("limbs"), Rmi::Imm(0)));
        }
        let (swap, cc) = match pred {
            Ult => (false, Cc::B),
            Uge => (false, Cc::Ae),
            Ugt => (true, Cc::B),
            Ule => (true, Cc::Ae),
            Slt => (false, Cc::L),
            Sge => (false, Cc::Ge),
            Sgt => (true, Cc::L),
            _ => (true, Cc::Ge),
        };
        let (x, y) = if swap { (lb, la) } else { (la, lb) };
        let flag = self.gpr();
        self.push(MInst::CmpWide {
            cc,
            a: x.to_vec().into(),
            b: y.to_vec().into(),
            dst: flag,
        });
        Ok((Size::S32, Cc::Ne, flag, Rmi::Imm(0)))
    }

    /// The limbs of a wide integer with the top limb extended from its defined bits.
    pub(super) fn wide_operand(&mut self, v: Value, bits: u32, signed: bool) -> LResult<Regs> {
        let mut l = self.value_regs(v)?;
        let top = bits % 64;
        if top != 0 {
            let last = l.len() - 1;
            l[last] = self.extend64(l[last], top, signed);
        }
        Ok(l)
    }

    pub(super) fn lower_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
        ty: Type,
    ) -> LResult<()> {
        use BinOp::*;
        if op.is_float() {
            let double = match self.types().get(ty) {
                TypeData::Double => true,
                TypeData::Float => false,
                _ => return Err(err(self.pos, "floating-point arithmetic on this type")),
            };
            if op == FRem {
                let r = self.libcall_float(if double { "fmod" } else { "fmodf" }, &[a, b])?;
                return self.define(i, &[r]);
            }
            let sop = match op {
                FAdd => SseOp::Add,
                FSub => SseOp::Sub,
                FMul => SseOp::Mul,
                _ => SseOp::Div,
            };
            let l = self.reg(a)?;
            let r = self.reg(b)?;
            let d = self.xreg();
            self.push(MInst::Sse {
                op: sop,
                double,
                lhs: l,
                rhs: r,
                dst: d,
            });
            return self.define(i, &[d]);
        }
        let bits = self
            .types()
            .int_width(ty)
            .ok_or_else(|| err(self.pos, "integer arithmetic on this type"))?;
        if bits > 64 {
            return self.lower_wide_binary(i, op, a, b, bits);
        }
        let size = int_size(bits);
        let rhs_const = match b {
            Value::Const(c) => self.m.consts.as_u64(c),
            _ => None,
        };
        match (op, rhs_const) {
            (Mul, Some(c)) => {
                let l = self.reg(a)?;
                if let Some(r) = self.mul_by_const(l, c, bits) {
                    return self.define(i, &[r]);
                }
            }
            (UDiv | URem, Some(c)) if c != 0 => {
                let l = self.reg(a)?;
                let r = self.udiv_by_const(l, c, bits, op == URem);
                return self.define(i, &[r]);
            }
            (SDiv | SRem, Some(c)) if c != 0 => {
                let l = self.reg(a)?;
                let r = self.sdiv_by_const(l, c, bits, op == SRem);
                return self.define(i, &[r]);
            }
            _ => {}
        }
        match op {
            Add | Sub | And | Or | Xor | Mul => {
                let aop = match op {
                    Add => AluOp::Add,
                    Sub => AluOp::Sub,
                    And => AluOp::And,
                    Or => AluOp::Or,
                    Xor => AluOp::Xor,
                    _ => AluOp::Imul,
                };
                let l = self.reg(a)?;
                let r = self.rmi(b, bits)?;
                let d = self.gpr();
                self.push(MInst::Alu {
                    op: aop,
                    size,
                    lhs: l,
                    rhs: r,
                    dst: d,
                });
                self.define(i, &[d])
            }
            UDiv | SDiv | URem | SRem => {
                let signed = matches!(op, SDiv | SRem);
                let l = self.reg(a)?;
                let l = self.extend(l, bits, signed);
                let r = self.reg(b)?;
                let r = self.extend(r, bits, signed);
                let hi = self.gpr();
                if signed {
                    self.push(MInst::SignExtendRax {
                        size,
                        src: l,
                        dst: hi,
                    });
                } else {
                    self.push(MInst::MovImm { dst: hi, imm: 0 });
                }
                let q = self.gpr();
                let rem = self.gpr();
                self.push(MInst::Div {
                    signed,
                    size,
                    lo: l,
                    hi,
                    divisor: r,
                    quot: q,
                    rem,
                });
                let res = if matches!(op, UDiv | SDiv) { q } else { rem };
                self.define(i, &[res])
            }
            Shl | LShr | AShr => {
                let sop = match op {
                    Shl => ShiftOp::Shl,
                    LShr => ShiftOp::Shr,
                    _ => ShiftOp::Sar,
                };
                let l = self.reg(a)?;
                let l = if op == Shl {
                    l
                } else {
                    self.extend(l, bits, op == AShr)
                };
                let d = self.gpr();
                match b {
                    Value::Const(c) if self.m.consts.as_u64(c).is_some() => {
                        let amt = self.m.consts.as_u64(c).unwrap();
                        self.push(MInst::Shift {
                            op: sop,
                            size,
                            src: l,
                            amount: None,
                            imm: (amt & 63) as u8,
                            dst: d,
                        });
                    }
                    _ => {
                        let amt = self.reg(b)?;
                        self.push(MInst::Shift {
                            op: sop,
                            size,
                            src: l,
                            amount: Some(amt),
                            imm: 0,
                            dst: d,
                        });
                    }
                }
                self.define(i, &[d])
            }
            _ => unreachable!(),
        }
    }

    pub(super) fn lower_wide_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<()> {
        use BinOp::*;
        if bits > 128 && !matches!(op, And | Or | Xor | Add | Sub | Shl | LShr | AShr) {
            return Err(err(self.pos, format!("{} on i{bits}", op.name())));
        }
        if matches!(op, Shl | LShr | AShr) {
            if let Value::Const(c) = b {
                if let Some(amount) = self.m.consts.as_u64(c) {
                    let out = self.wide_shift(op, a, bits, amount as u32)?;
                    return self.define(i, &out);
                }
            }
            if bits != 128 {
                let out = self.wide_shift_var(op, a, b, bits)?;
                return self.define(i, &out);
            }
        }
        // i65…i127 are computed as i128 from operands extended to the full two limbs.
        let signed_op = matches!(op, SDiv | SRem | AShr);
        let la = self.wide_operand(a, bits, signed_op)?;
        let lb = self.wide_operand(b, bits, signed_op)?;
        let out = match op {
            And | Or | Xor => {
                let aop = match op {
                    And => AluOp::And,
                    Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let mut out = Vec::new();
                for k in 0..la.len() {
                    let d = self.gpr();
                    self.push(MInst::Alu {
                        op: aop,
                        size: Size::S64,
                        lhs: la[k],
                        rhs: Rmi::Reg(lb[k]),
                        dst: d,
                    });
                    out.push(d);
                }
                out
            }
            Add | Sub => {
                let out: Vec<Reg> = la.iter().map(|_| self.vc.new_vreg(RegClass::Int)).collect();
                self.push(MInst::AddSubWide {
                    sub: op == Sub,
                    a: la.to_vec().into(),
                    b: lb.to_vec().into(),
                    out: out.clone().into(),
                    flag: None,
                });
                out
            }
            Mul => {
                // lo*lo (wide) + (lo_a*hi_b + hi_a*lo_b) << 64.
                let plo = self.gpr();
                let phi = self.gpr();
                self.push(MInst::MulWide {
                    signed: false,
                    lo_in: la[0],
                    src: lb[0],
                    lo: plo,
                    hi: phi,
                });
                let c1 = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: la[0],
                    rhs: Rmi::Reg(lb[1]),
                    dst: c1,
                });
                let c2 = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: la[1],
                    rhs: Rmi::Reg(lb[0]),
                    dst: c2,
                });
                let s1 = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: phi,
                    rhs: Rmi::Reg(c1),
                    dst: s1,
                });
                let s2 = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: s1,
                    rhs: Rmi::Reg(c2),
                    dst: s2,
                });
                vec![plo, s2]
            }
            UDiv | SDiv | URem | SRem | Shl | LShr | AShr => {
                let name = match op {
                    UDiv => "__udivti3",
                    SDiv => "__divti3",
                    URem => "__umodti3",
                    SRem => "__modti3",
                    Shl => "__ashlti3",
                    LShr => "__lshrti3",
                    _ => "__ashrti3",
                };
                let args: Vec<(Reg, PReg)> = if matches!(op, Shl | LShr | AShr) {
                    vec![
                        (la[0], regs::SYSV_INT_ARGS[0]),
                        (la[1], regs::SYSV_INT_ARGS[1]),
                        (lb[0], regs::SYSV_INT_ARGS[2]),
                    ]
                } else {
                    vec![
                        (la[0], regs::SYSV_INT_ARGS[0]),
                        (la[1], regs::SYSV_INT_ARGS[1]),
                        (lb[0], regs::SYSV_INT_ARGS[2]),
                        (lb[1], regs::SYSV_INT_ARGS[3]),
                    ]
                };
                let lo = self.gpr();
                let hi = self.gpr();
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(name)),
                    args,
                    vec![(lo, g(gpr::RAX)), (hi, g(gpr::RDX))],
                );
                vec![lo, hi]
            }
            _ => unreachable!(),
        };
        self.define(i, &out)
    }

    /// A shift of a wide integer by a constant amount, limb by limb.
    pub(super) fn wide_shift(
        &mut self,
        op: BinOp,
        a: Value,
        bits: u32,
        amount: u32,
    ) -> LResult<Vec<Reg>> {
        let signed = op == BinOp::AShr;
        let src = if op == BinOp::Shl {
            self.value_regs(a)?
        } else {
            self.wide_operand(a, bits, signed)?
        };
        let n = src.len();
        let amount = amount.min(bits);
        let (ls, bs) = ((amount / 64) as usize, (amount % 64) as u8);
        // Fill limb for positions shifted in from outside.
        let fill = if signed {
            let f = self.gpr();
            self.push(MInst::Shift {
                op: ShiftOp::Sar,
                size: Size::S64,
                src: src[n - 1],
                amount: None,
                imm: 63,
                dst: f,
            });
            f
        } else {
            self.materialize(Part::Int(64), ConstVal::Bits(0))
        };
        // Limbs shifted in from outside the value: zero, or copies of the sign.
        let limb = |k: isize| -> Reg {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        let mut out = Vec::with_capacity(n);
        for k in 0..n as isize {
            // shl: out[k] = src[k-ls] << bs | src[k-ls-1] >> (64-bs)
            // shr: out[k] = src[k+ls] >> bs | src[k+ls+1] << (64-bs)
            let ls = ls as isize;
            let (main, other) = if op == BinOp::Shl {
                (limb(k - ls), limb(k - ls - 1))
            } else {
                (limb(k + ls), limb(k + ls + 1))
            };
            if bs == 0 {
                out.push(main);
                continue;
            }
            let (op_main, op_other) = if op == BinOp::Shl {
                (ShiftOp::Shl, ShiftOp::Shr)
            } else {
                (ShiftOp::Shr, ShiftOp::Shl)
            };
            let m = self.gpr();
            self.push(MInst::Shift {
                op: op_main,
                size: Size::S64,
                src: main,
                amount: None,
                imm: bs,
                dst: m,
            });
            let o = self.gpr();
            self.push(MInst::Shift {
                op: op_other,
                size: Size::S64,
                src: other,
                amount: None,
                imm: 64 - bs,
                dst: o,
            });
            let d = self.gpr();
            self.push(MInst::Alu {
                op: AluOp::Or,
                size: Size::S64,
                lhs: m,
                rhs: Rmi::Reg(o),
                dst: d,
            });
            out.push(d);
        }
        Ok(out)
    }

    /// A shift of a wide integer by a variable amount: whole limbs by selects, then the
    /// remaining bits with funnel shifts.
    pub(super) fn wide_shift_var(
        &mut self,
        op: BinOp,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<Vec<Reg>> {
        let signed = op == BinOp::AShr;
        let src = if op == BinOp::Shl {
            self.value_regs(a)?
        } else {
            self.wide_operand(a, bits, signed)?
        };
        let amount = self.value_regs(b)?[0];
        let n = src.len();
        let fill = if signed {
            let f = self.gpr();
            self.push(MInst::Shift {
                op: ShiftOp::Sar,
                size: Size::S64,
                src: src[n - 1],
                amount: None,
                imm: 63,
                dst: f,
            });
            f
        } else {
            self.materialize(Part::Int(64), ConstVal::Bits(0))
        };
        let q = self.gpr();
        self.push(MInst::Shift {
            op: ShiftOp::Shr,
            size: Size::S64,
            src: amount,
            amount: None,
            imm: 6,
            dst: q,
        });
        let r = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S32,
            lhs: amount,
            rhs: Rmi::Imm(63),
            dst: r,
        });
        let limb = |k: isize| {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        // moved[k] for k in -1..=n: the value limb-shifted by q (one extra limb each side
        // feeds the bit shift).
        let mut moved = Vec::with_capacity(n + 2);
        for k in -1..=n as isize {
            let mut acc = limb(k);
            for qv in 1..n as isize {
                let cand = if op == BinOp::Shl {
                    limb(k - qv)
                } else {
                    limb(k + qv)
                };
                let c = self.gpr();
                self.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::E,
                    lhs: q,
                    rhs: Rmi::Imm(qv as i32),
                    dst: c,
                });
                let d = self.gpr();
                self.push(MInst::Select {
                    cond: c,
                    if_true: cand,
                    if_false: acc,
                    dst: d,
                });
                acc = d;
            }
            moved.push(acc);
        }
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            let d = self.gpr();
            let (a, b, left) = if op == BinOp::Shl {
                // (moved[k] << r) | (moved[k-1] >> (64 - r))
                (moved[k + 1], moved[k], true)
            } else {
                // (moved[k] >> r) | (moved[k+1] << (64 - r))
                (moved[k + 2], moved[k + 1], false)
            };
            self.push(MInst::Funnel {
                left,
                bits: 64,
                a,
                b,
                amount: r,
                dst: d,
            });
            out.push(d);
        }
        Ok(out)
    }
}
