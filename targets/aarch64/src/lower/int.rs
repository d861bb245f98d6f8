//! Scalar arithmetic, compares, `select` and casts.

use super::*;
use crate::encode::ShiftOp;
use rllc_ir::inst::{BinOp, FloatPred, IntPred};

/// The condition that holds after `cmp a, b` when `a pred b`.
fn int_cond(pred: IntPred) -> Cond {
    match pred {
        IntPred::Eq => Cond::Eq,
        IntPred::Ne => Cond::Ne,
        IntPred::Ugt => Cond::Hi,
        IntPred::Uge => Cond::Hs,
        IntPred::Ult => Cond::Lo,
        IntPred::Ule => Cond::Ls,
        IntPred::Sgt => Cond::Gt,
        IntPred::Sge => Cond::Ge,
        IntPred::Slt => Cond::Lt,
        IntPred::Sle => Cond::Le,
    }
}

fn is_signed(pred: IntPred) -> bool {
    matches!(
        pred,
        IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle
    )
}

/// The conditions after `fcmp a, b` of which one holds when `a pred b`: one, two (`one`,
/// `ueq`), or none for `false`; `true` is `Al`.
fn float_conds(pred: FloatPred) -> &'static [Cond] {
    match pred {
        FloatPred::False => &[],
        FloatPred::Oeq => &[Cond::Eq],
        FloatPred::Ogt => &[Cond::Gt],
        FloatPred::Oge => &[Cond::Ge],
        FloatPred::Olt => &[Cond::Mi],
        FloatPred::Ole => &[Cond::Ls],
        FloatPred::One => &[Cond::Mi, Cond::Gt],
        FloatPred::Ord => &[Cond::Vc],
        FloatPred::Ueq => &[Cond::Eq, Cond::Vs],
        FloatPred::Ugt => &[Cond::Hi],
        FloatPred::Uge => &[Cond::Pl],
        FloatPred::Ult => &[Cond::Lt],
        FloatPred::Ule => &[Cond::Le],
        FloatPred::Une => &[Cond::Ne],
        FloatPred::Uno => &[Cond::Vs],
        FloatPred::True => &[Cond::Al],
    }
}

impl Lowerer<'_, '_> {
    /// The integer width of scalar type `t` (pointers: 64), or an error for wider types.
    pub(super) fn int_bits(&self, t: Type) -> LResult<u32> {
        match self.types().get(t) {
            TypeData::Int(bits) if *bits <= 64 => Ok(*bits),
            TypeData::Ptr(_) => Ok(64),
            TypeData::Int(_) => Err(err(
                self.pos,
                "arithmetic on integers wider than 64 bits on AArch64",
            )),
            _ => Err(err(
                self.pos,
                format!(
                    "integer operation on {}",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            )),
        }
    }

    /// `r`'s low `bits` bits extended to the whole register (to 32 bits and, for
    /// `bits` > 32 or signed values, to 64).
    pub(super) fn extend(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if bits >= 64 {
            return r;
        }
        let zero_from = u32::from(self.known_zero_from(r));
        // Already zero from `bits` up: also its sign extension when bit `bits - 1` is
        // zero too.
        if (!signed && zero_from <= bits) || (signed && zero_from < bits) {
            return r;
        }
        let rd = self.gpr();
        if signed {
            self.push(MInst::Bitfield {
                op: BitfieldOp::Sbfm,
                sf: true,
                rd,
                rn: r,
                immr: 0,
                imms: bits as u8 - 1,
            });
        } else if bits == 32 {
            // mov wd, wn clears the high half.
            self.push(MInst::Bitfield {
                op: BitfieldOp::Ubfm,
                sf: false,
                rd,
                rn: r,
                immr: 0,
                imms: 31,
            });
        } else {
            self.push(MInst::LogicImm {
                op: AluOp::And,
                sf: bits > 32,
                rd,
                rn: r,
                imm: (1u64 << bits) - 1,
            });
        }
        rd
    }

    /// The integer constant of `v`, if it is one.
    pub(super) fn int_const(&self, v: Value) -> Option<u64> {
        let Value::Const(c) = v else { return None };
        match self.m.consts.get(c).kind {
            ConstKind::Int(b) => Some(b),
            ConstKind::Null | ConstKind::Zero => Some(0),
            _ => None,
        }
    }

    /// For `and (lshr x, lsb), 2^width - 1` of a scalar integer, with the field inside
    /// the value: `x`, `lsb` and `width`, which one `ubfx` extracts.
    pub(super) fn extracted_field(&self, i: Inst) -> Option<(Value, u8, u8)> {
        let body = self.body;
        if !matches!(body.insts[i].kind, InstKind::Binary(BinOp::And)) {
            return None;
        }
        let bits = self.types().int_width(body.insts[i].ty)?;
        let [Value::Inst(s), Value::Const(mask)] = *body.args(i) else {
            return None;
        };
        let mask = self.m.consts.as_u64(mask)?;
        if !matches!(body.insts[s].kind, InstKind::Binary(BinOp::LShr))
            || bits > 64
            || mask == 0
            || !mask.wrapping_add(1).is_power_of_two()
        {
            return None;
        }
        let [x, Value::Const(lsb)] = *body.args(s) else {
            return None;
        };
        let (lsb, width) = (self.m.consts.as_u64(lsb)?, u64::from(mask.count_ones()));
        (lsb + width <= u64::from(bits)).then_some((x, lsb as u8, width as u8))
    }

    /// For an i32 or i64 `add`, `sub`, `and`, `or` or `xor` of a register and a shift of
    /// `x` by a constant (the right operand, or either for all but `sub`): the other
    /// operand, the shift instruction, and the shift the instruction's shifted-register
    /// form applies to the shift's operand (`add w0, w1, w2, lsr #2`).
    pub(super) fn shifted_operand(&self, i: Inst) -> Option<(Value, Inst, ShiftOp, u8)> {
        let body = self.body;
        let InstKind::Binary(op) = body.insts[i].kind else {
            return None;
        };
        if !matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::And | BinOp::Or | BinOp::Xor
        ) {
            return None;
        }
        let bits = self.types().int_width(body.insts[i].ty)?;
        if bits != 32 && bits != 64 {
            return None;
        }
        let [a, b] = *body.args(i) else {
            return None;
        };
        let shift_of = |v: Value| {
            let Value::Inst(s) = v else { return None };
            let InstKind::Binary(sop) = body.insts[s].kind else {
                return None;
            };
            let shift = match sop {
                BinOp::Shl => ShiftOp::Lsl,
                BinOp::LShr => ShiftOp::Lsr,
                BinOp::AShr => ShiftOp::Asr,
                _ => return None,
            };
            let [_, Value::Const(k)] = *body.args(s) else {
                return None;
            };
            let k = self.m.consts.as_u64(k)?;
            (k > 0 && k < u64::from(bits)).then_some((s, shift, k as u8))
        };
        if matches!(a, Value::Const(_)) || matches!(b, Value::Const(_)) {
            return None;
        }
        if let Some((x, shift, k)) = shift_of(b) {
            return Some((a, x, shift, k));
        }
        let (x, shift, k) = shift_of(a).filter(|_| op != BinOp::Sub)?;
        Some((b, x, shift, k))
    }

    pub(super) fn lower_binary(&mut self, i: Inst, op: BinOp, args: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        if self.is_fp128(ty) {
            return self.fp128_binary(i, op, args);
        }
        if self.wide_bits(ty).is_some() {
            return self.wide_binary(i, op, args);
        }
        if matches!(op, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv) {
            let part = self.fp_compute_part(ty)?;
            let (rn, rm) = (self.fp_operand(args[0])?, self.fp_operand(args[1])?);
            let rd = self.fpr();
            let op = match op {
                BinOp::FAdd => Fp2Op::Fadd,
                BinOp::FSub => Fp2Op::Fsub,
                BinOp::FMul => Fp2Op::Fmul,
                _ => Fp2Op::Fdiv,
            };
            self.push(MInst::Fp2 {
                op,
                ty: part.fp_size(),
                rd,
                rn,
                rm,
            });
            return self.define_fp(i, ty, rd);
        }
        if op == BinOp::FRem {
            let part = self.fp_compute_part(ty)?;
            let name = if part == Part::F32 { "fmodf" } else { "fmod" };
            let a = self.fp_operand(args[0])?;
            let b = self.fp_operand(args[1])?;
            let rd = self.libcall(name, &[a, b], part)?;
            return self.define_fp(i, ty, rd);
        }
        let bits = self.int_bits(ty)?;
        let sf = bits > 32;
        let rhs_const = self.int_const(args[1]);
        let rd = self.gpr();
        match op {
            _ if self.shifted_operand(i).is_some() => {
                let (other, s, shift, amount) = self.shifted_operand(i).expect("a shift");
                let x = self.body.args(s)[0];
                let alu = match op {
                    BinOp::Add => AluOp::Add,
                    BinOp::Sub => AluOp::Sub,
                    BinOp::And => AluOp::And,
                    BinOp::Or => AluOp::Orr,
                    _ => AluOp::Eor,
                };
                let (rn, rm) = (self.reg(other)?, self.reg(x)?);
                self.push(MInst::AluRRR {
                    op: alu,
                    sf,
                    rd,
                    rn,
                    rm,
                    shift,
                    amount,
                });
            }
            BinOp::Add | BinOp::Sub => {
                let k = rhs_const.map(|c| sign_extend(c, bits));
                let imm = k.and_then(|k| {
                    let (neg, mag) = (k < 0, k.unsigned_abs());
                    let flip = neg != (op == BinOp::Sub);
                    let alu = if flip { AluOp::Sub } else { AluOp::Add };
                    if mag < 4096 {
                        Some((alu, mag as u16, false))
                    } else if mag & 0xfff == 0 && mag < 1 << 24 {
                        Some((alu, (mag >> 12) as u16, true))
                    } else {
                        None
                    }
                });
                if let Some((alu, imm12, lsl12)) = imm {
                    let rn = self.reg(args[0])?;
                    self.push(MInst::AluRRImm12 {
                        op: alu,
                        sf,
                        rd,
                        rn,
                        imm12,
                        lsl12,
                    });
                } else {
                    // `0 - x` is a `neg`: a `sub` from the zero register.
                    let rn = self.int_operand(args[0])?;
                    let rm = self.reg(args[1])?;
                    let alu = if op == BinOp::Add {
                        AluOp::Add
                    } else {
                        AluOp::Sub
                    };
                    self.alu(alu, sf, rd, rn, rm);
                }
            }
            BinOp::And if self.extracted_field(i).is_some() => {
                let (x, lsb, width) = self.extracted_field(i).expect("a field");
                let rn = self.reg(x)?;
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Ubfm,
                    sf,
                    rd,
                    rn,
                    immr: lsb,
                    imms: lsb + width - 1,
                });
            }
            // `x ^ -1` is a `mvn` (an `orn` with the zero register): all ones is no
            // logical immediate of the register's width.
            BinOp::Xor if matches!(bits, 32 | 64) && rhs_const == Some(u64::MAX >> (64 - bits)) => {
                let rm = self.reg(args[0])?;
                self.alu(AluOp::Orn, sf, rd, zero_reg(), rm);
            }
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let alu = match op {
                    BinOp::And => AluOp::And,
                    BinOp::Or => AluOp::Orr,
                    _ => AluOp::Eor,
                };
                let rn = self.reg(args[0])?;
                let imm = rhs_const.map(|c| if sf { c } else { c & 0xffff_ffff });
                match imm.filter(|&c| crate::encode::bitmask_imm(c, sf).is_some()) {
                    Some(imm) => self.push(MInst::LogicImm {
                        op: alu,
                        sf,
                        rd,
                        rn,
                        imm,
                    }),
                    None => {
                        let rm = self.reg(args[1])?;
                        self.alu(alu, sf, rd, rn, rm);
                    }
                }
            }
            BinOp::Mul => {
                let (rn, rm) = (self.reg(args[0])?, self.reg(args[1])?);
                self.push(MInst::Mul { sf, rd, rn, rm });
            }
            BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
                let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let (a, b) = (self.extend(a, bits, signed), self.extend(b, bits, signed));
                let div = if signed { Dp2Op::Sdiv } else { Dp2Op::Udiv };
                let wide = sf || (signed && bits < 32);
                let q = if matches!(op, BinOp::UDiv | BinOp::SDiv) {
                    rd
                } else {
                    self.gpr()
                };
                self.push(MInst::Dp2 {
                    op: div,
                    sf: wide,
                    rd: q,
                    rn: a,
                    rm: b,
                });
                if q != rd {
                    // a - q * b
                    self.push(MInst::Dp3 {
                        op: Dp3Op::Msub,
                        sf: wide,
                        rd,
                        rn: q,
                        rm: b,
                        ra: a,
                    });
                }
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr => {
                let rn = self.reg(args[0])?;
                let width = if sf { 64 } else { 32 };
                match rhs_const {
                    Some(k) if k < u64::from(bits) => {
                        let k = k as u8;
                        let (op, immr, imms, rn) = match op {
                            BinOp::Shl => {
                                (BitfieldOp::Ubfm, (width - k) % width, width - 1 - k, rn)
                            }
                            // Extract the field from bit k to the value's top bit.
                            BinOp::LShr => (BitfieldOp::Ubfm, k, bits as u8 - 1, rn),
                            _ => (BitfieldOp::Sbfm, k, bits as u8 - 1, rn),
                        };
                        self.push(MInst::Bitfield {
                            op,
                            sf,
                            rd,
                            rn,
                            immr,
                            imms,
                        });
                    }
                    _ => {
                        let rm = self.reg(args[1])?;
                        let (dp, rn) = match op {
                            BinOp::Shl => (Dp2Op::Lslv, rn),
                            BinOp::LShr => (Dp2Op::Lsrv, self.extend(rn, bits, false)),
                            _ => (Dp2Op::Asrv, self.extend(rn, bits, true)),
                        };
                        let wide = sf || (op == BinOp::AShr && bits < 32);
                        self.push(MInst::Dp2 {
                            op: dp,
                            sf: wide,
                            rd,
                            rn,
                            rm,
                        });
                    }
                }
            }
            _ => unreachable!("floating-point ops handled above"),
        }
        self.define(i, &[rd])
    }

    /// `rd = rn op rm`.
    pub(super) fn alu(&mut self, op: AluOp, sf: bool, rd: Reg, rn: Reg, rm: Reg) {
        self.push(MInst::AluRRR {
            op,
            sf,
            rd,
            rn,
            rm,
            shift: ShiftOp::Lsl,
            amount: 0,
        });
    }

    /// Sets the flags comparing `r` with the constant `value` (`cmp`, `cmn`, or through a
    /// register).
    pub(super) fn compare_imm(&mut self, sf: bool, rn: Reg, value: u64) {
        let value = if sf { value } else { value & 0xffff_ffff };
        let neg = if sf {
            value.wrapping_neg()
        } else {
            value.wrapping_neg() & 0xffff_ffff
        };
        if value < 4096 {
            self.push(MInst::CmpImm {
                op: AluOp::Subs,
                sf,
                rn,
                imm12: value as u16,
            });
        } else if neg < 4096 {
            self.push(MInst::CmpImm {
                op: AluOp::Adds,
                sf,
                rn,
                imm12: neg as u16,
            });
        } else {
            let rm = self.iconst(value);
            self.push(MInst::Cmp {
                op: AluOp::Subs,
                sf,
                rn,
                rm,
            });
        }
    }

    /// Compares `a` and `b` for `pred`; returns the condition that then holds.
    pub(super) fn icmp(&mut self, pred: IntPred, a: Value, b: Value) -> LResult<Cond> {
        if self.wide_bits(self.value_type(a)).is_some() {
            return self.wide_icmp(pred, a, b);
        }
        let bits = self.int_bits(self.value_type(a))?;
        let signed = is_signed(pred);
        let sf = bits > 32;
        let rn = self.reg(a)?;
        let rn = if bits == 32 || bits == 64 {
            rn
        } else {
            self.extend(rn, bits, signed)
        };
        match self.int_const(b) {
            Some(k) => {
                let k = if signed {
                    sign_extend(k, bits) as u64
                } else {
                    k
                };
                self.compare_imm(sf, rn, k);
            }
            None => {
                let rm = self.reg(b)?;
                let rm = if bits == 32 || bits == 64 {
                    rm
                } else {
                    self.extend(rm, bits, signed)
                };
                self.push(MInst::Cmp {
                    op: AluOp::Subs,
                    sf,
                    rn,
                    rm,
                });
            }
        }
        Ok(int_cond(pred))
    }

    /// Compares floating-point `a` and `b`; returns the conditions of which one holds
    /// when `a pred b`.
    fn fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<&'static [Cond]> {
        let ty = self.fp_compute_part(self.value_type(a))?.fp_size();
        let (rn, rm) = (self.fp_operand(a)?, self.fp_operand(b)?);
        self.push(MInst::FCmp { ty, rn, rm });
        Ok(float_conds(pred))
    }

    /// `fcmp` as a 0/1 value.
    pub(super) fn fcmp_value(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<Reg> {
        if self.is_fp128(self.value_type(a)) {
            return self.fp128_cmp(pred, a, b);
        }
        let conds = self.fcmp(pred, a, b)?;
        Ok(match conds {
            [] => self.iconst(0),
            [Cond::Al] => self.iconst(1),
            [c] => {
                let rd = self.gpr();
                self.push(MInst::CSet {
                    rd,
                    cond: *c,
                    mask: false,
                });
                rd
            }
            [c1, c2] => {
                let (r1, r2, rd) = (self.gpr(), self.gpr(), self.gpr());
                self.push(MInst::CSet {
                    rd: r1,
                    cond: *c1,
                    mask: false,
                });
                self.push(MInst::CSet {
                    rd: r2,
                    cond: *c2,
                    mask: false,
                });
                self.alu(AluOp::Orr, false, rd, r1, r2);
                rd
            }
            _ => unreachable!("at most two conditions"),
        })
    }

    /// What a branch on the `i1` value `v` tests: the flags of a fused compare, else bit
    /// 0 of the value.
    pub(super) fn condition(&mut self, v: Value) -> LResult<BranchCond> {
        if let Value::Inst(c) = v {
            if self.fused[c.as_u32() as usize] {
                let InstKind::ICmp(pred) = self.body.insts[c].kind else {
                    unreachable!("only integer compares are fused")
                };
                if let Some((f, at, cond)) = self.flags {
                    if f == c && at == self.vc.insts.len() {
                        return Ok(BranchCond::Flags(cond));
                    }
                }
                let args = self.body.args(c);
                let pos = std::mem::replace(&mut self.pos, self.body.positions[c]);
                // A test against zero is `cbz`/`cbnz`.
                let ty = self.value_type(args[0]);
                if matches!(pred, IntPred::Eq | IntPred::Ne)
                    && self.int_const(args[1]) == Some(0)
                    && self.wide_bits(ty).is_none()
                {
                    let bits = self.int_bits(ty)?;
                    let r = self.reg(args[0])?;
                    let reg = if bits == 32 || bits == 64 {
                        r
                    } else {
                        self.extend(r, bits, false)
                    };
                    self.pos = pos;
                    return Ok(BranchCond::Zero {
                        reg,
                        sf: bits > 32,
                        nonzero: pred == IntPred::Ne,
                    });
                }
                // `x == C` when `x - C`, computed in the block already, is zero (the
                // decrement of a loop counter and the test of its old value).
                if let (IntPred::Eq | IntPred::Ne, Some(k)) = (pred, self.int_const(args[1])) {
                    if let Some(reg) = self.difference_with(c, args[0], k)? {
                        self.pos = pos;
                        return Ok(BranchCond::Zero {
                            reg,
                            sf: self.int_bits(ty)? > 32,
                            nonzero: pred == IntPred::Ne,
                        });
                    }
                }
                let cond = self.icmp(pred, args[0], args[1])?;
                self.pos = pos;
                return Ok(BranchCond::Flags(cond));
            }
        }
        let reg = self.reg(v)?;
        Ok(BranchCond::Bit {
            reg,
            bit: 0,
            set: true,
        })
    }

    /// The register of `x - k` (an `add x, -k` or `sub x, k` of a 32- or 64-bit `x`)
    /// when one of the instructions shortly before `before` in the block being lowered
    /// computes it and is lowered already.
    fn difference_with(&mut self, before: Inst, x: Value, k: u64) -> LResult<Option<Reg>> {
        let body = self.body;
        let Some(bits) = self.types().int_width(self.value_type(x)) else {
            return Ok(None);
        };
        if bits != 32 && bits != 64 {
            return Ok(None);
        }
        let mask = if bits == 64 { u64::MAX } else { 0xffff_ffff };
        let insts = &body.blocks[self.block].insts;
        let Some(at) = insts.iter().rev().take(64).position(|&j| j == before) else {
            return Ok(None);
        };
        for &j in insts.iter().rev().skip(at + 1).take(64) {
            let (InstKind::Binary(op @ (BinOp::Add | BinOp::Sub)), &[a, b]) =
                (body.insts[j].kind, body.args(j))
            else {
                continue;
            };
            if a != x || self.inst_regs[j].is_none() || self.is_dead(j) {
                continue;
            }
            let Some(c) = self.int_const(b) else { continue };
            let minus_k = if op == BinOp::Add {
                c
            } else {
                c.wrapping_neg()
            };
            if minus_k.wrapping_add(k) & mask == 0 {
                return self.reg(Value::Inst(j)).map(Some);
            }
        }
        Ok(None)
    }

    /// The condition code under which an `i1` value `v` is true, with the flags set.
    pub(super) fn flags_of(&mut self, v: Value) -> LResult<Cond> {
        match self.condition(v)? {
            BranchCond::Flags(c) => Ok(c),
            BranchCond::Bit { reg, .. } => {
                self.push(MInst::TstImm {
                    sf: false,
                    rn: reg,
                    imm: 1,
                });
                Ok(Cond::Ne)
            }
            BranchCond::Zero { reg, sf, nonzero } => {
                self.compare_imm(sf, reg, 0);
                Ok(if nonzero { Cond::Ne } else { Cond::Eq })
            }
        }
    }

    pub(super) fn lower_select(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let a = self.operand_regs(args[1])?;
        let b = self.operand_regs(args[2])?;
        let cond = self.flags_of(args[0])?;
        let mut out = Regs::new();
        let parts = self.parts_of(self.value_type(args[1]))?;
        for ((&rn, &rm), &(part, _)) in a.iter().zip(&b).zip(&parts) {
            if part == Part::F128 {
                let rd = self.fp128_select(cond, rn, rm);
                out.push(rd);
            } else if let Part::Int(bits) = part {
                // Of two zero-extended values, the one picked is zero-extended too.
                let rd = self.gpr();
                self.push(MInst::Csel {
                    op: CselOp::Csel,
                    sf: bits > 32,
                    rd,
                    rn,
                    rm,
                    cond,
                });
                let zero_from = self.known_zero_from(rn).max(self.known_zero_from(rm));
                if zero_from < 32 {
                    self.set_zero_from(rd, zero_from);
                }
                out.push(rd);
            } else {
                let rd = self.fpr();
                self.push(MInst::FCsel {
                    ty: FpSize::D,
                    rd,
                    rn,
                    rm,
                    cond,
                });
                out.push(rd);
            }
        }
        if let Value::Inst(c) = args[0] {
            if self.fused[c.as_u32() as usize] && !parts.iter().any(|&(p, _)| p == Part::F128) {
                self.flags = Some((c, self.vc.insts.len(), cond));
            }
        }
        self.define(i, &out)
    }

    pub(super) fn lower_cast(&mut self, i: Inst, op: CastOp, v: Value) -> LResult<()> {
        let to = self.body.insts[i].ty;
        if let Some(regs) = self.wide_float_cast(op, v, to)? {
            return self.define(i, &regs);
        }
        if let Some(regs) = self.fp128_cast(op, v, to)? {
            return self.define(i, &regs);
        }
        let from = self.value_type(v);
        let types = self.types();
        let rd = match op {
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::PtrToAddr => {
                let regs = self.value_regs(v)?;
                let n = self.parts_of(to)?.len();
                if n == regs.len() || op == CastOp::Trunc {
                    // The low parts; high bits of the last one are left undefined.
                    return self.define(i, &regs[..n]);
                }
                // A pointer widened to an integer of several parts.
                let mut out = Regs::from_slice(&regs);
                while out.len() < n {
                    out.push(self.iconst(0));
                }
                return self.define(i, &out);
            }
            CastOp::ZExt | CastOp::SExt if self.wide_bits(from).is_some() => {
                // Wide to wider: the high limb extended from the source's top bit.
                let signed = op == CastOp::SExt;
                let fb = self.wide_bits(from).expect("wide");
                let regs = self.value_regs(v)?;
                if self.parts_of(to)?.len() != 2 {
                    return Err(err(self.pos, "integers wider than 128 bits on AArch64"));
                }
                let hi = self.extend(regs[1], fb - 64, signed);
                return self.define(i, &[regs[0], hi]);
            }
            CastOp::ZExt | CastOp::SExt => {
                let signed = op == CastOp::SExt;
                let fb = self.int_bits(from)?;
                let r = self.reg(v)?;
                let lo = self.extend(r, fb, signed);
                let n = self.parts_of(to)?.len();
                if n == 1 {
                    lo
                } else {
                    let mut out = Regs::new();
                    out.push(lo);
                    for _ in 1..n {
                        let hi = if signed {
                            let hi = self.gpr();
                            self.push(MInst::Bitfield {
                                op: BitfieldOp::Sbfm,
                                sf: true,
                                rd: hi,
                                rn: lo,
                                immr: 63,
                                imms: 63,
                            });
                            hi
                        } else {
                            self.iconst(0)
                        };
                        out.push(hi);
                    }
                    return self.define(i, &out);
                }
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                let (f, t) = (self.fp_storage_part(from)?, self.fp_storage_part(to)?);
                let rn = self.reg(v)?;
                let rd = self.fpr();
                self.push(MInst::FpCvt {
                    from: f.fp_size(),
                    to: t.fp_size(),
                    rd,
                    rn,
                });
                rd
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let f = self.fp_compute_part(from)?;
                let bits = self.int_bits(to)?;
                let rn = self.fp_operand(v)?;
                let rd = self.gpr();
                self.push(MInst::FpToInt {
                    round: FpRound::Z,
                    signed: op == CastOp::FpToSi,
                    sf: bits > 32,
                    ty: f.fp_size(),
                    rd,
                    rn,
                });
                rd
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                // To `half` through single precision, as llc does (rounded twice).
                let t = self.fp_compute_part(to)?;
                let bits = self.int_bits(from)?;
                let signed = op == CastOp::SiToFp;
                let r = self.reg(v)?;
                let rn = if bits == 32 || bits == 64 {
                    r
                } else {
                    self.extend(r, bits, signed)
                };
                let rd = self.fpr();
                self.push(MInst::IntToFp {
                    signed,
                    sf: bits > 32 || (signed && bits < 32),
                    ty: t.fp_size(),
                    rd,
                    rn,
                });
                return self.define_fp(i, to, rd);
            }
            CastOp::BitCast | CastOp::AddrSpaceCast => {
                let regs = self.value_regs(v)?;
                let (fc, tc) = (types.is_float(from), types.is_float(to));
                if fc == tc {
                    return self.define(i, &regs);
                }
                let rn = regs[0];
                // A `half`'s bits move as a single's low 16 (`fmov s, w`).
                let fmov_size = |p: Part| {
                    if p == Part::F16 {
                        FpSize::S
                    } else {
                        p.fp_size()
                    }
                };
                if tc {
                    let t = self.fp_storage_part(to)?;
                    let rd = self.fpr();
                    self.push(MInst::FMovFromGpr {
                        sf: t == Part::F64,
                        ty: fmov_size(t),
                        rd,
                        rn,
                    });
                    rd
                } else {
                    let f = self.fp_storage_part(from)?;
                    let rd = self.gpr();
                    self.push(MInst::FMovToGpr {
                        sf: f == Part::F64,
                        ty: fmov_size(f),
                        rd,
                        rn,
                    });
                    rd
                }
            }
        };
        self.define(i, &[rd])
    }
}
