//! Floating point in SSE registers: compares with their NaN rules, constants, and the
//! float intrinsics (instructions where SSE has them, libm calls otherwise).

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn lower_fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<Reg> {
        use FloatPred::*;
        let t = self.value_type(a);
        let half = self.types().get(t) == &TypeData::Half;
        let double = match self.types().get(t) {
            TypeData::Double => true,
            TypeData::Float | TypeData::Half => false,
            _ => return Err(err(self.pos, "fcmp on this type")),
        };
        let dst = self.gpr();
        let Some(cond) = fcond(pred) else {
            self.push(MInst::MovImm {
                dst,
                imm: u64::from(pred == True),
            });
            return Ok(dst);
        };
        let mut l = self.reg(a)?;
        let mut r = self.reg(b)?;
        if half {
            // Comparing the exact float extensions gives the half comparison.
            l = self.half_libcall("__extendhfsf2", l);
            r = self.half_libcall("__extendhfsf2", r);
        }
        self.push(MInst::FCmpSet {
            double,
            cond,
            lhs: l,
            rhs: r,
            dst,
        });
        Ok(dst)
    }

    /// `llvm.is.fpclass` for the class sets C's classification macros use (nan, inf,
    /// finite, zero, normal, subnormal and their complements).
    pub(super) fn lower_is_fpclass(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let mask = match args[1] {
            Value::Const(c) => self.m.consts.as_u64(c).unwrap_or(0) & 1023,
            _ => return Err(err(self.pos, "non-constant llvm.is.fpclass mask")),
        };
        const KNOWN: [u64; 6] = [3, 516, 504, 96, 264, 144];
        let (invert, m) = if KNOWN.contains(&mask) || mask == 0 {
            (false, mask)
        } else {
            (true, !mask & 1023)
        };
        let t = self.value_type(args[0]);
        let (inf, min_normal): (u128, u128) = match self.types().get(t) {
            TypeData::Float => (0x7f80_0000, 0x0080_0000),
            TypeData::Double => (0x7ff0_0000_0000_0000, 0x0010_0000_0000_0000),
            TypeData::X86Fp80 => (0x7fff_8000_0000_0000_0000, 0x0001_8000_0000_0000_0000),
            _ => return Err(err(self.pos, "llvm.is.fpclass on this type")),
        };
        let x = self.float_operand(args[0], false)?;
        use FloatPred::*;
        let r = match m {
            0 => self.materialize(Part::Int(8), ConstVal::Bits(0)),
            3 => self.fcmp_operands(t, Uno, x, x),
            516 | 504 | 264 | 144 => {
                let ax = self.float_operand(args[0], true)?;
                let inf = self.float_const(t, inf);
                match m {
                    516 => self.fcmp_operands(t, Oeq, ax, inf),
                    504 => self.fcmp_operands(t, One, ax, inf),
                    _ => {
                        let min = self.float_const(t, min_normal);
                        let (a, b) = if m == 264 {
                            (
                                self.fcmp_operands(t, Oge, ax, min),
                                self.fcmp_operands(t, One, ax, inf),
                            )
                        } else {
                            let zero = self.float_const(t, 0);
                            (
                                self.fcmp_operands(t, Olt, ax, min),
                                self.fcmp_operands(t, One, ax, zero),
                            )
                        };
                        let d = self.gpr();
                        self.push(MInst::Alu {
                            op: AluOp::And,
                            size: Size::S32,
                            lhs: a,
                            rhs: Rmi::Reg(b),
                            dst: d,
                        });
                        d
                    }
                }
            }
            96 => {
                let zero = self.float_const(t, 0);
                self.fcmp_operands(t, Oeq, x, zero)
            }
            _ => return Err(err(self.pos, format!("llvm.is.fpclass with mask {mask}"))),
        };
        let r = if invert {
            let d = self.gpr();
            self.push(MInst::Alu {
                op: AluOp::Xor,
                size: Size::S32,
                lhs: r,
                rhs: Rmi::Imm(1),
                dst: d,
            });
            d
        } else {
            r
        };
        self.define(i, &[r])
    }

    /// A float operand (or its absolute value) as a register, or memory for fp80.
    pub(super) fn float_operand(&mut self, v: Value, abs: bool) -> LResult<FloatOperand> {
        let t = self.value_type(v);
        if self.is_fp80(t) {
            return Ok(FloatOperand::Mem(if abs {
                self.fp80_abs_temp(v)?
            } else {
                self.fp80_loc(v)?
            }));
        }
        let r = self.reg(v)?;
        if !abs {
            return Ok(FloatOperand::Reg(r));
        }
        let double = self.types().get(t) == &TypeData::Double;
        let mask = if double { !(1u64 << 63) } else { 0x7fff_ffff };
        let m = self.materialize(
            if double { Part::F64 } else { Part::F32 },
            ConstVal::Bits(mask),
        );
        let d = self.xreg();
        self.push(MInst::Sse {
            op: SseOp::And,
            double,
            lhs: r,
            rhs: m,
            dst: d,
        });
        Ok(FloatOperand::Reg(d))
    }

    pub(super) fn float_const(&mut self, t: Type, bits: u128) -> FloatOperand {
        match self.types().get(t) {
            TypeData::X86Fp80 => FloatOperand::Mem(self.fp80_const(bits)),
            TypeData::Double => {
                FloatOperand::Reg(self.materialize(Part::F64, ConstVal::Bits(bits as u64)))
            }
            _ => FloatOperand::Reg(self.materialize(Part::F32, ConstVal::Bits(bits as u64))),
        }
    }

    /// `fcmp pred a, b` of operands of float type `t`, as a 0/1 register.
    pub(super) fn fcmp_operands(
        &mut self,
        t: Type,
        pred: FloatPred,
        a: FloatOperand,
        b: FloatOperand,
    ) -> Reg {
        let dst = self.gpr();
        let cond = fcond(pred).expect("non-constant predicate");
        match (a, b) {
            (FloatOperand::Reg(l), FloatOperand::Reg(r)) => self.push(MInst::FCmpSet {
                double: self.types().get(t) == &TypeData::Double,
                cond,
                lhs: l,
                rhs: r,
                dst,
            }),
            (FloatOperand::Mem(a), FloatOperand::Mem(b)) => {
                self.push(MInst::X87Cmp { cond, a, b, dst })
            }
            _ => unreachable!("mixed float operands"),
        }
        dst
    }

    pub(super) fn lower_float_intrinsic(
        &mut self,
        i: Inst,
        base: &str,
        args: &[Value],
        ty: Type,
    ) -> LResult<()> {
        if self.is_fp80(ty) {
            return match base {
                "llvm.fabs" => self.fp80_fabs(i, args[0]),
                "llvm.fmuladd" => self.fp80_fmuladd(i, args),
                _ => {
                    let name = match base {
                        "llvm.floor" => "floorl",
                        "llvm.ceil" => "ceill",
                        "llvm.trunc" => "truncl",
                        "llvm.rint" => "rintl",
                        "llvm.nearbyint" => "nearbyintl",
                        "llvm.round" => "roundl",
                        "llvm.sqrt" => "sqrtl",
                        "llvm.fma" => "fmal",
                        "llvm.copysign" => "copysignl",
                        "llvm.minnum" => "fminl",
                        "llvm.maxnum" => "fmaxl",
                        "llvm.pow" => "powl",
                        "llvm.sin" => "sinl",
                        "llvm.cos" => "cosl",
                        "llvm.exp" => "expl",
                        "llvm.log" => "logl",
                        "llvm.exp2" => "exp2l",
                        "llvm.log2" => "log2l",
                        "llvm.log10" => "log10l",
                        _ => return Err(err(self.pos, format!("{base} on x86_fp80"))),
                    };
                    self.fp80_libcall(i, name, args)
                }
            };
        }
        let double = match self.types().get(ty) {
            TypeData::Double => true,
            TypeData::Float => false,
            _ => return Err(err(self.pos, format!("{base} on this type"))),
        };
        let part = if double { Part::F64 } else { Part::F32 };
        let sign = if double { 1u64 << 63 } else { 1u64 << 31 };
        let d = match base {
            "llvm.fabs" => {
                let a = self.reg(args[0])?;
                let m = self.materialize(
                    part,
                    ConstVal::Bits(!sign & if double { u64::MAX } else { 0xffff_ffff }),
                );
                let d = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: a,
                    rhs: m,
                    dst: d,
                });
                d
            }
            "llvm.copysign" => {
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let mag = self.materialize(
                    part,
                    ConstVal::Bits(!sign & if double { u64::MAX } else { 0xffff_ffff }),
                );
                let sg = self.materialize(part, ConstVal::Bits(sign));
                let t1 = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: a,
                    rhs: mag,
                    dst: t1,
                });
                let t2 = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: b,
                    rhs: sg,
                    dst: t2,
                });
                let d = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Or,
                    double,
                    lhs: t1,
                    rhs: t2,
                    dst: d,
                });
                d
            }
            "llvm.sqrt" => {
                let a = self.reg(args[0])?;
                let d = self.xreg();
                // sqrtsd writes only the low lane of dst: start from a copy of `a`.
                self.push(MInst::Sse {
                    op: SseOp::Sqrt,
                    double,
                    lhs: a,
                    rhs: a,
                    dst: d,
                });
                d
            }
            "llvm.minnum" | "llvm.maxnum" => {
                let max = base == "llvm.maxnum";
                if let (Value::Const(x), Value::Const(y)) = (args[0], args[1]) {
                    // Fold like LLVM does (its folding decides the sign of a zero result).
                    if let (ConstKind::Float(x), ConstKind::Float(y)) =
                        (&self.m.consts.get(x).kind, &self.m.consts.get(y).kind)
                    {
                        let bits = fold_min_max(*x as u64, *y as u64, double, max);
                        let r = self.materialize(part, ConstVal::Bits(bits));
                        return self.define(i, &[r]);
                    }
                }
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let d = self.xreg();
                self.push(MInst::MinMaxNum {
                    max,
                    double,
                    a,
                    b,
                    dst: d,
                });
                d
            }
            "llvm.fmuladd" => {
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let t = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Mul,
                    double,
                    lhs: a,
                    rhs: b,
                    dst: t,
                });
                let d = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Add,
                    double,
                    lhs: t,
                    rhs: c,
                    dst: d,
                });
                d
            }
            _ => {
                let f = match base {
                    "llvm.fma" => "fma",
                    "llvm.floor" => "floor",
                    "llvm.ceil" => "ceil",
                    "llvm.trunc" => "trunc",
                    "llvm.rint" => "rint",
                    "llvm.nearbyint" => "nearbyint",
                    "llvm.round" => "round",
                    "llvm.roundeven" => "roundeven",
                    "llvm.pow" => "pow",
                    "llvm.sin" => "sin",
                    "llvm.cos" => "cos",
                    "llvm.exp" => "exp",
                    "llvm.log" => "log",
                    "llvm.exp2" => "exp2",
                    "llvm.log2" => "log2",
                    _ => "log10",
                };
                let name: &'static str = if double {
                    f
                } else {
                    Box::leak(format!("{f}f").into_boxed_str())
                };
                self.libcall_float(name, args)?
            }
        };
        self.define(i, &[d])
    }
}

/// How a floating-point predicate reads the flags of an unordered compare; `None` for
/// the constant predicates `false` and `true`.
pub(crate) fn fcond(pred: FloatPred) -> Option<FCond> {
    use FloatPred::*;
    Some(match pred {
        False | True => return None,
        Oeq => FCond::Oeq,
        Une => FCond::Une,
        Ogt => FCond::Simple(Cc::A, false),
        Oge => FCond::Simple(Cc::Ae, false),
        Olt => FCond::Simple(Cc::A, true),
        Ole => FCond::Simple(Cc::Ae, true),
        One => FCond::Simple(Cc::Ne, false),
        Ueq => FCond::Simple(Cc::E, false),
        Ult => FCond::Simple(Cc::B, false),
        Ule => FCond::Simple(Cc::Be, false),
        Ugt => FCond::Simple(Cc::B, true),
        Uge => FCond::Simple(Cc::Be, true),
        Ord => FCond::Simple(Cc::Np, false),
        Uno => FCond::Simple(Cc::P, false),
    })
}

/// IEEE minNum/maxNum of two constants given as bits: a NaN yields the other operand and
/// `-0 < +0`.
pub(super) fn fold_min_max(x: u64, y: u64, double: bool, max: bool) -> u64 {
    let val = |b: u64| {
        if double {
            f64::from_bits(b)
        } else {
            f64::from(f32::from_bits(b as u32))
        }
    };
    let (a, b) = (val(x), val(y));
    if a.is_nan() {
        return y;
    }
    if b.is_nan() {
        return x;
    }
    let a_wins = if a == b {
        // Zeros of different signs: min picks the negative one, max the positive one.
        a.is_sign_negative() != max
    } else {
        (a < b) != max
    };
    if a_wins {
        x
    } else {
        y
    }
}
