//! Integer intrinsics: min/max and `abs`, bit counts and byte swaps, arithmetic with
//! overflow.

use super::*;
use rllc_ir::inst::IntPred;

impl Lowerer<'_, '_> {
    pub(super) fn lower_int_intrinsic(
        &mut self,
        i: Inst,
        name: &str,
        base: &str,
        args: &[Value],
    ) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let operand_ty = args.first().map(|&a| self.value_type(a)).unwrap_or(ty);
        if self.wide_bits(operand_ty).is_some() {
            return self.wide_intrinsic(i, name, base, args);
        }
        match base {
            // FLT_ROUNDS from FPCR.RMode, as llc computes it: (RMode + 1) & 3.
            "llvm.get" if name == "llvm.get.rounding" => {
                let fpcr = self.gpr();
                self.push(MInst::ReadSysReg {
                    rd: fpcr,
                    sysreg: crate::encode::FPCR,
                });
                let mode = self.gpr();
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Ubfm,
                    sf: false,
                    rd: mode,
                    rn: fpcr,
                    immr: 22,
                    imms: 23,
                });
                let next = self.add_imm(mode, 1);
                let rd = self.gpr();
                self.push(MInst::LogicImm {
                    op: AluOp::And,
                    sf: false,
                    rd,
                    rn: next,
                    imm: 3,
                });
                self.define(i, &[rd])
            }
            "llvm.readcyclecounter" => {
                let rd = self.gpr();
                self.push(MInst::ReadSysReg {
                    rd,
                    sysreg: crate::encode::CNTVCT_EL0,
                });
                self.define(i, &[rd])
            }
            "llvm.smax" | "llvm.smin" | "llvm.umax" | "llvm.umin" => {
                let pred = match base {
                    "llvm.smax" => IntPred::Sgt,
                    "llvm.smin" => IntPred::Slt,
                    "llvm.umax" => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let (rn, rm) = (self.reg(args[0])?, self.reg(args[1])?);
                let cond = self.icmp(pred, args[0], args[1])?;
                let rd = self.gpr();
                self.push(MInst::Csel {
                    op: CselOp::Csel,
                    sf: true,
                    rd,
                    rn,
                    rm,
                    cond,
                });
                self.define(i, &[rd])
            }
            "llvm.abs" => {
                let bits = self.scalar_bits(ty)?;
                let r = self.reg(args[0])?;
                let rn = self.extend(r, bits, true);
                self.compare_imm(true, rn, 0);
                let rd = self.gpr();
                // rd = rn < 0 ? -rn : rn
                self.push(MInst::Csel {
                    op: CselOp::Csneg,
                    sf: true,
                    rd,
                    rn,
                    rm: rn,
                    cond: Cond::Ge,
                });
                self.define(i, &[rd])
            }
            "llvm.ctlz" | "llvm.cttz" | "llvm.bitreverse" | "llvm.bswap" => {
                let bits = self.scalar_bits(ty)?;
                let r = self.reg(args[0])?;
                let sf = bits > 32;
                let width = if sf { 64 } else { 32 };
                let rd = match base {
                    "llvm.ctlz" => {
                        let x = self.extend(r, bits, false);
                        let c = self.dp1(Dp1Op::Clz, sf, x);
                        self.add_imm(c, i64::from(bits) - i64::from(width))
                    }
                    "llvm.cttz" => {
                        // A bit above the value's top makes cttz(0) its width.
                        let x = if bits < width {
                            let t = self.gpr();
                            self.push(MInst::LogicImm {
                                op: AluOp::Orr,
                                sf,
                                rd: t,
                                rn: r,
                                imm: 1 << bits,
                            });
                            t
                        } else {
                            r
                        };
                        let rev = self.dp1(Dp1Op::Rbit, sf, x);
                        self.dp1(Dp1Op::Clz, sf, rev)
                    }
                    "llvm.bitreverse" => {
                        let rev = self.dp1(Dp1Op::Rbit, sf, r);
                        self.shift_right(rev, sf, width - bits)
                    }
                    _ => {
                        if bits % 16 != 0 {
                            return Err(err(self.pos, format!("{name} of i{bits}")));
                        }
                        let rev = self.dp1(Dp1Op::Rev, sf, r);
                        self.shift_right(rev, sf, width - bits)
                    }
                };
                self.define(i, &[rd])
            }
            "llvm.uadd" | "llvm.usub" | "llvm.sadd" | "llvm.ssub" if name.contains(".sat.") => {
                self.lower_saturating(i, base, args)
            }
            "llvm.fshl" | "llvm.fshr" => self.lower_funnel_shift(i, base == "llvm.fshl", args),
            "llvm.ctpop" => {
                let bits = self.scalar_bits(ty)?;
                let r = self.reg(args[0])?;
                let x = self.extend(r, bits, false);
                let v = self.fpr();
                self.push(MInst::FMovFromGpr {
                    sf: true,
                    ty: FpSize::D,
                    rd: v,
                    rn: x,
                });
                let rd = self.simd_popcount(v, VecArr::B8);
                self.define(i, &[rd])
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" | "llvm.smul" | "llvm.umul"
                if name.contains(".with.overflow.") =>
            {
                self.lower_overflow(i, base, args)
            }
            _ => Err(err(self.pos, format!("intrinsic {name} on AArch64"))),
        }
    }

    /// Saturating addition and subtraction: the exact result in 64 bits (operands
    /// extended), clamped to the type's range with compares and selects.
    fn lower_saturating(&mut self, i: Inst, base: &str, args: &[Value]) -> LResult<()> {
        let bits = self.scalar_bits(self.body.insts[i].ty)?;
        let signed = base.starts_with("llvm.s");
        let add = base.ends_with("add");
        let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
        let (a, b) = (self.extend(a, bits, signed), self.extend(b, bits, signed));
        let rd = self.gpr();
        if bits == 64 {
            // The flags of the 64-bit operation say whether it overflowed.
            let r = self.gpr();
            self.alu(if add { AluOp::Adds } else { AluOp::Subs }, true, r, a, b);
            let (limit, cond) = match (signed, add) {
                (false, true) => (self.iconst(u64::MAX), Cond::Hs),
                (false, false) => (self.iconst(0), Cond::Lo),
                (true, _) => {
                    // On overflow the result's sign is wrong: the limit is i64::MAX when
                    // the wrapped result is negative, else i64::MIN.
                    let sign = self.gpr();
                    self.push(MInst::Bitfield {
                        op: BitfieldOp::Sbfm,
                        sf: true,
                        rd: sign,
                        rn: r,
                        immr: 63,
                        imms: 63,
                    });
                    let limit = self.gpr();
                    self.push(MInst::LogicImm {
                        op: AluOp::Eor,
                        sf: true,
                        rd: limit,
                        rn: sign,
                        imm: 1 << 63,
                    });
                    // sbfm and eor leave the flags of the adds/subs alone.
                    (limit, Cond::Vs)
                }
            };
            self.push(MInst::Csel {
                op: CselOp::Csel,
                sf: true,
                rd,
                rn: limit,
                rm: r,
                cond,
            });
            return self.define(i, &[rd]);
        }
        let r = self.gpr();
        self.alu(if add { AluOp::Add } else { AluOp::Sub }, true, r, a, b);
        let (lo, hi) = if signed {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
        } else {
            (0, ((1u64 << bits) - 1) as i64)
        };
        // max(lo, min(hi, r)) in signed 64-bit compares (exact: |r| < 2^33).
        let hi_r = self.iconst(hi as u64);
        self.push(MInst::Cmp {
            op: AluOp::Subs,
            sf: true,
            rn: r,
            rm: hi_r,
        });
        let clamped = self.gpr();
        self.push(MInst::Csel {
            op: CselOp::Csel,
            sf: true,
            rd: clamped,
            rn: hi_r,
            rm: r,
            cond: Cond::Gt,
        });
        let lo_r = self.iconst(lo as u64);
        self.push(MInst::Cmp {
            op: AluOp::Subs,
            sf: true,
            rn: clamped,
            rm: lo_r,
        });
        self.push(MInst::Csel {
            op: CselOp::Csel,
            sf: true,
            rd,
            rn: lo_r,
            rm: clamped,
            cond: Cond::Lt,
        });
        self.define(i, &[rd])
    }

    /// `llvm.fshl` (`left`) and `llvm.fshr` on integers of 8, 16, 32 or 64 bits: with
    /// `c` the amount modulo the width, `(a << c) | (b >> 1 >> (w - 1 - c))` and
    /// `(b >> c) | (a << 1 << (w - 1 - c))`, so that an amount of 0 shifts nothing in.
    fn lower_funnel_shift(&mut self, i: Inst, left: bool, args: &[Value]) -> LResult<()> {
        let bits = self.scalar_bits(self.body.insts[i].ty)?;
        if !matches!(bits, 8 | 16 | 32 | 64) {
            return Err(err(self.pos, format!("funnel shifts of i{bits}")));
        }
        let sf = bits > 32;
        let a = self.reg(args[0])?;
        let b = self.reg(args[1])?;
        let b = self.extend(b, bits, false);
        let c = self.reg(args[2])?;
        let (amount, inverse) = self.funnel_amounts(c, sf, bits);
        let (near, far) = if left { (a, b) } else { (b, a) };
        let rd = self.funnel(left, sf, near, far, amount, inverse);
        self.define(i, &[rd])
    }

    /// The amount `c` of a funnel shift of `bits` (a power of two) modulo `bits`, and
    /// `bits - 1` minus it.
    pub(super) fn funnel_amounts(&mut self, c: Reg, sf: bool, bits: u32) -> (Reg, Reg) {
        let amount = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::And,
            sf,
            rd: amount,
            rn: c,
            imm: u64::from(bits - 1),
        });
        let inverse = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::Eor,
            sf,
            rd: inverse,
            rn: amount,
            imm: u64::from(bits - 1),
        });
        (amount, inverse)
    }

    /// One register of a funnel shift by `amount` (`inverse` is the register width
    /// minus one minus it): `near << amount | far >> 1 >> inverse` (`left`), else
    /// `near >> amount | far << 1 << inverse`. The registers' shifts read the amounts
    /// modulo their width.
    pub(super) fn funnel(
        &mut self,
        left: bool,
        sf: bool,
        near: Reg,
        far: Reg,
        amount: Reg,
        inverse: Reg,
    ) -> Reg {
        let (near_op, far_op) = if left {
            (Dp2Op::Lslv, Dp2Op::Lsrv)
        } else {
            (Dp2Op::Lsrv, Dp2Op::Lslv)
        };
        let width = if sf { 64 } else { 32 };
        let one = self.gpr();
        let (immr, imms) = if far_op == Dp2Op::Lsrv {
            (1, width - 1)
        } else {
            (width - 1, width - 2)
        };
        self.push(MInst::Bitfield {
            op: BitfieldOp::Ubfm,
            sf,
            rd: one,
            rn: far,
            immr,
            imms,
        });
        let (x, y) = (self.gpr(), self.gpr());
        self.push(MInst::Dp2 {
            op: near_op,
            sf,
            rd: x,
            rn: near,
            rm: amount,
        });
        self.push(MInst::Dp2 {
            op: far_op,
            sf,
            rd: y,
            rn: one,
            rm: inverse,
        });
        let rd = self.gpr();
        self.alu(AluOp::Orr, sf, rd, x, y);
        rd
    }

    /// The number of set bits of the bytes `arr` names in SIMD register `v`, in a new
    /// general-purpose register: as llc, the bytes' counts (`cnt`) summed across the
    /// register (`addv`).
    pub(super) fn simd_popcount(&mut self, v: Reg, arr: VecArr) -> Reg {
        let counts = self.fpr();
        self.push(MInst::VecRR {
            op: VecOp2::Cnt,
            arr,
            rd: counts,
            rn: v,
        });
        let sum = self.vec_reduce(VecReduce::Addv, arr, counts);
        let rd = self.gpr();
        self.push(MInst::FMovToGpr {
            sf: false,
            ty: FpSize::S,
            rd,
            rn: sum,
        });
        rd
    }

    /// The width of integer type `t` (at most 64 bits).
    fn scalar_bits(&self, t: Type) -> LResult<u32> {
        match self.types().get(t) {
            TypeData::Int(b) if *b <= 64 => Ok(*b),
            _ => Err(err(
                self.pos,
                format!(
                    "integer intrinsic on {} on AArch64",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            )),
        }
    }

    /// A one-source data-processing instruction into a new register.
    fn dp1(&mut self, op: Dp1Op, sf: bool, rn: Reg) -> Reg {
        let rd = self.gpr();
        self.push(MInst::Dp1 { op, sf, rd, rn });
        rd
    }

    /// `r >> k` (logical) into a new register; `r` itself when `k` is 0.
    fn shift_right(&mut self, r: Reg, sf: bool, k: u32) -> Reg {
        if k == 0 {
            return r;
        }
        let rd = self.gpr();
        let top = if sf { 63 } else { 31 };
        self.push(MInst::Bitfield {
            op: BitfieldOp::Ubfm,
            sf,
            rd,
            rn: r,
            immr: k as u8,
            imms: top,
        });
        rd
    }

    /// `{iN, i1} @llvm.[su]{add,sub,mul}.with.overflow.iN`: the operation on the operands
    /// extended to 64 bits (128 for 64-bit multiplications, through `smulh`/`umulh`), and
    /// whether the exact result differs from the wrapped one.
    fn lower_overflow(&mut self, i: Inst, base: &str, args: &[Value]) -> LResult<()> {
        let ty = self.value_type(args[0]);
        let bits = self.scalar_bits(ty)?;
        let signed = base.starts_with("llvm.s");
        let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
        let (a, b) = (self.extend(a, bits, signed), self.extend(b, bits, signed));
        let result = self.gpr();
        let flag = self.gpr();
        let op = &base[6..];
        if bits == 64 {
            match op {
                "add" | "sub" => {
                    let alu = if op == "add" {
                        AluOp::Adds
                    } else {
                        AluOp::Subs
                    };
                    self.alu(alu, true, result, a, b);
                    let cond = match (signed, op) {
                        (true, _) => Cond::Vs,
                        (false, "add") => Cond::Hs,
                        _ => Cond::Lo,
                    };
                    self.push(MInst::CSet {
                        rd: flag,
                        cond,
                        mask: false,
                    });
                }
                _ => {
                    self.push(MInst::Mul {
                        sf: true,
                        rd: result,
                        rn: a,
                        rm: b,
                    });
                    let high = self.gpr();
                    self.push(MInst::MulHigh {
                        signed,
                        rd: high,
                        rn: a,
                        rm: b,
                    });
                    if signed {
                        // Overflow unless the high half is the low half's sign.
                        let sign = self.gpr();
                        self.push(MInst::Bitfield {
                            op: BitfieldOp::Sbfm,
                            sf: true,
                            rd: sign,
                            rn: result,
                            immr: 63,
                            imms: 63,
                        });
                        self.push(MInst::Cmp {
                            op: AluOp::Subs,
                            sf: true,
                            rn: high,
                            rm: sign,
                        });
                    } else {
                        self.compare_imm(true, high, 0);
                    }
                    self.push(MInst::CSet {
                        rd: flag,
                        cond: Cond::Ne,
                        mask: false,
                    });
                }
            }
        } else {
            // Exact in 64 bits: overflow when the result does not fit `bits`.
            match op {
                "add" => self.alu(AluOp::Add, true, result, a, b),
                "sub" => self.alu(AluOp::Sub, true, result, a, b),
                _ => self.push(MInst::Mul {
                    sf: true,
                    rd: result,
                    rn: a,
                    rm: b,
                }),
            }
            let fitted = self.extend(result, bits, signed);
            self.push(MInst::Cmp {
                op: AluOp::Subs,
                sf: true,
                rn: result,
                rm: fitted,
            });
            self.push(MInst::CSet {
                rd: flag,
                cond: Cond::Ne,
                mask: false,
            });
        }
        self.define(i, &[result, flag])
    }
}
