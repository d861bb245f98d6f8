//! Integer arithmetic and compares (integers wider than 64 bits: compares here, the rest
//! in `wide`).

use super::*;
use crate::features::Feature;

impl Lowerer<'_, '_> {
    pub(super) fn icmp_operands(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
    ) -> LResult<(Size, Cc, Rmi, Rmi)> {
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
        if matches!(bits, 8 | 16 | 32 | 64) {
            let size = Size::from_bytes(bits / 8);
            // A load on the left is compared in memory: against an immediate directly,
            // against a register with the predicate swapped.
            if let Some(mem) = self.fold_load(a, bits)? {
                return Ok(match self.rmi(b, bits)? {
                    Rmi::Imm(v) => (size, cc, Rmi::Mem(mem), Rmi::Imm(v)),
                    Rmi::Reg(r) => (size, cc.swap(), Rmi::Reg(r), Rmi::Mem(mem)),
                    Rmi::Mem(m) => {
                        let r = self.gpr();
                        self.load_part(Part::Int(bits as u8), m, r);
                        (size, cc.swap(), Rmi::Reg(r), Rmi::Mem(mem))
                    }
                });
            }
            let l = self.reg(a)?;
            let r = match self.fold_load(b, bits)? {
                Some(mem) => Rmi::Mem(mem),
                None => self.rmi(b, bits)?,
            };
            return Ok((size, cc, Rmi::Reg(l), r));
        }
        // Odd widths compare at 32 or 64 bits after extension.
        let l = self.reg(a)?;
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
        Ok((int_size(bits), cc, Rmi::Reg(l), r))
    }

    /// `icmp` of integers wider than 64 bits, as a flag value compared with zero.
    pub(super) fn icmp_wide(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<(Size, Cc, Rmi, Rmi)> {
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
            return Ok((Size::S64, cc, Rmi::Reg(acc.expect("limbs")), Rmi::Imm(0)));
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
        if x.len() > 2 {
            let (_, flag) = self.add_sub_chain(true, &x, &y, Some(cc));
            return Ok((
                Size::S32,
                Cc::Ne,
                Rmi::Reg(flag.expect("flag")),
                Rmi::Imm(0),
            ));
        }
        let flag = self.gpr();
        self.push(MInst::CmpWide {
            cc,
            a: x.to_vec().into(),
            b: y.to_vec().into(),
            dst: flag,
        });
        Ok((Size::S32, Cc::Ne, Rmi::Reg(flag), Rmi::Imm(0)))
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

    /// Whether value `v` is used again after its use at hand (conservatively: any value
    /// with several uses, and arguments).
    fn lives_on(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => self.uses.count[i.index()] > 1,
            Value::Arg(_) => true,
            _ => false,
        }
    }

    /// `lhs op rhs` without overwriting `lhs`, where x86 has such a form: `lea` for adds
    /// and subtractions of a constant, three-operand `imul` for products with a constant.
    fn three_address(&mut self, op: AluOp, size: Size, lhs: Reg, rhs: &Rmi) -> Option<Reg> {
        let mem = match (op, *rhs) {
            (AluOp::Add, Rmi::Imm(k)) => Amode::Reg {
                base: lhs,
                index: None,
                disp: k,
            },
            (AluOp::Sub, Rmi::Imm(k)) if k != i32::MIN => Amode::Reg {
                base: lhs,
                index: None,
                disp: -k,
            },
            (AluOp::Add, Rmi::Reg(r)) => Amode::Reg {
                base: lhs,
                index: Some((r, 1)),
                disp: 0,
            },
            (AluOp::Imul, Rmi::Imm(k)) => {
                let dst = self.gpr();
                self.push(MInst::ImulImm {
                    size,
                    src: lhs,
                    imm: k,
                    dst,
                });
                return Some(dst);
            }
            _ => return None,
        };
        let dst = self.gpr();
        self.push(MInst::Lea { mem, dst });
        Some(dst)
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
                TypeData::Half => return self.lower_half_binary(i, op, a, b),
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
        if op == Xor && rhs_const == Some(u64::from(bits) - 1) {
            if let Some(x) = self
                .take_deferred(a)
                .and_then(|c| self.nonzero_ctlz_operand(c))
            {
                let r = self.highest_set_bit(x, bits)?;
                return self.define(i, &[r]);
            }
        }
        if op == And && matches!(bits, 32 | 64) && self.has(Feature::Bmi2) {
            for (x, m) in [(a, b), (b, a)] {
                if let Some(n) = self.low_bits_mask(m, bits) {
                    let src = self.reg(x)?;
                    let amount = self.reg(n)?;
                    let dst = self.gpr();
                    self.push(MInst::Bmi2 {
                        op: Bmi2Op::Bzhi,
                        size,
                        src,
                        amount,
                        dst,
                    });
                    return self.define(i, &[dst]);
                }
            }
        }
        if op == Sub && matches!(a, Value::Const(c) if self.m.consts.as_u64(c) == Some(0)) {
            // `0 - x`: one `neg` (on a copy when x stays live) rather than a zeroed
            // register minus x.
            let src = self.reg(b)?;
            let dst = self.gpr();
            self.push(MInst::Unary {
                neg: true,
                size,
                src,
                dst,
            });
            return self.define(i, &[dst]);
        }
        match op {
            Add | Sub | And | Or | Xor | Mul => {
                let aop = alu_op(op).expect("an ALU operation");
                // The two-address form ties the result to the left operand: a phi that
                // dies here (a loop's accumulator, `sum = x + sum`) goes there, so that the
                // result can take its register and the back edge needs no copy.
                let is_phi = |v: Value| matches!(v, Value::Inst(x) if matches!(self.body.insts[x].kind, InstKind::Phi));
                let (a, b) = if op != Sub
                    && is_phi(b)
                    && !is_phi(a)
                    && !self.lives_on(b)
                    && !matches!(a, Value::Const(_))
                {
                    (b, a)
                } else {
                    (a, b)
                };
                let l = self.reg(a)?;
                let r = self.rmi(b, bits)?;
                // Masks of the low 8 or 16 bits are zero extensions (`movzx`), which need
                // not overwrite their operand.
                let zx = match (aop, r) {
                    (AluOp::And, Rmi::Imm(0xff)) => Some(ExtKind::Zx8),
                    (AluOp::And, Rmi::Imm(0xffff)) => Some(ExtKind::Zx16),
                    _ => None,
                };
                if let Some(kind) = zx {
                    let d = self.gpr();
                    self.push(MInst::Ext {
                        kind,
                        src: l,
                        dst: d,
                    });
                    return self.define(i, &[d]);
                }
                // Two-address forms overwrite their left operand: when it stays live, a
                // three-address form saves the copy.
                if self.lives_on(a) && matches!(size, Size::S32 | Size::S64) {
                    if let Some(d) = self.three_address(aop, size, l, &r) {
                        return self.define(i, &[d]);
                    }
                }
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
                let res = self.divide(op, size, l, r);
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
                        let amt = self.reg(self.shift_count(b, size))?;
                        if matches!(size, Size::S32 | Size::S64) && self.has(Feature::Bmi2) {
                            self.push(MInst::Bmi2 {
                                op: match sop {
                                    ShiftOp::Shl => Bmi2Op::Shlx,
                                    ShiftOp::Shr => Bmi2Op::Shrx,
                                    _ => Bmi2Op::Sarx,
                                },
                                size,
                                src: l,
                                amount: amt,
                                dst: d,
                            });
                        } else {
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
                }
                self.define(i, &[d])
            }
            _ => unreachable!(),
        }
    }

    /// The value whose low bits give the count of a shift of `size` by `count`: x86 takes
    /// the count modulo 64 (64-bit shifts) or 32 (narrower ones) by itself, so a mask
    /// `and c, m` that keeps those bits, and extensions and truncations around it, need
    /// no instruction (`x >> (-n & 63)` shifts by `-n`). Counts at least the width are
    /// poison, so a narrower shift's larger modulus changes nothing defined.
    fn shift_count(&self, count: Value, size: Size) -> Value {
        let hw_mask: u64 = if size == Size::S64 { 63 } else { 31 };
        let body = self.body;
        let mut v = count;
        while let Value::Inst(i) = v {
            let args = body.args(i);
            let inner = match body.insts[i].kind {
                InstKind::Cast(CastOp::ZExt | CastOp::Trunc) => args[0],
                InstKind::Binary(BinOp::And) => match args[1] {
                    Value::Const(c)
                        if self
                            .m
                            .consts
                            .as_u64(c)
                            .is_some_and(|m| m & hw_mask == hw_mask) =>
                    {
                        args[0]
                    }
                    _ => break,
                },
                _ => break,
            };
            if !self.is_gpr_scalar(self.value_type(inner)) {
                break;
            }
            // An operand left for `i` (a load) is computed where `i` is; reading it here
            // instead is right only when `i` itself was left for this shift.
            if matches!(inner, Value::Inst(x) if self.is_deferred(x)) && !self.is_deferred(i) {
                break;
            }
            v = inner;
        }
        v
    }

    /// For `xor (shl -1, n), -1` of `bits` bits left for its user (a mask of the low `n`
    /// bits): `n`, which `bzhi` takes directly.
    fn low_bits_mask(&mut self, m: Value, bits: u32) -> Option<Value> {
        let ones = |this: &Self, v: Value| match v {
            Value::Const(c) => this
                .m
                .consts
                .as_u64(c)
                .is_some_and(|k| k & width_mask(bits) == width_mask(bits)),
            _ => false,
        };
        let xor = self.take_deferred_if(m, |k| matches!(k, InstKind::Binary(BinOp::Xor)))?;
        let xa = self.body.args(xor);
        let shifted = match (ones(self, xa[0]), ones(self, xa[1])) {
            (_, true) => xa[0],
            (true, false) => xa[1],
            _ => return None,
        };
        let shl = self.take_deferred_if(shifted, |k| matches!(k, InstKind::Binary(BinOp::Shl)))?;
        let sa = self.body.args(shl);
        ones(self, sa[0]).then_some(sa[1])
    }

    /// `udiv`/`sdiv`/`urem`/`srem` of `lo` by `divisor` at `size` through `div`/`idiv`
    /// (the high half zeroed or sign-filled first): the quotient or the remainder. Both
    /// operands already extended as the operation needs.
    pub(super) fn divide(&mut self, op: BinOp, size: Size, lo: Reg, divisor: Reg) -> Reg {
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        let hi = self.gpr();
        if signed {
            self.push(MInst::SignExtendRax {
                size,
                src: lo,
                dst: hi,
            });
        } else {
            self.push(MInst::MovImm { dst: hi, imm: 0 });
        }
        let quot = self.gpr();
        let rem = self.gpr();
        self.push(MInst::Div {
            signed,
            size,
            lo,
            hi,
            divisor,
            quot,
            rem,
        });
        if matches!(op, BinOp::UDiv | BinOp::SDiv) {
            quot
        } else {
            rem
        }
    }
}

/// The two-operand ALU instruction of integer operation `op` (`mul` is `imul`), if it has
/// one.
pub(super) fn alu_op(op: BinOp) -> Option<AluOp> {
    Some(match op {
        BinOp::Add => AluOp::Add,
        BinOp::Sub => AluOp::Sub,
        BinOp::Mul => AluOp::Imul,
        BinOp::And => AluOp::And,
        BinOp::Or => AluOp::Or,
        BinOp::Xor => AluOp::Xor,
        _ => return None,
    })
}
