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
            _ => return self.is_fpclass_bits(i, args[0], mask),
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
            _ => return self.is_fpclass_bits(i, args[0], mask),
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

    /// `llvm.is.fpclass` with any mask, from the bit pattern: each class is a test on
    /// the exponent and significand fields, qualified by the sign when the mask names only
    /// one of its signed halves.
    fn is_fpclass_bits(&mut self, i: Inst, v: Value, mask: u64) -> LResult<()> {
        let t = self.value_type(v);
        let f = self.fp_fields(v, t)?;
        let mut acc: Option<Reg> = None;
        let mut or = |this: &mut Self, r: Reg| {
            acc = Some(match acc {
                None => r,
                Some(a) => this.or_flags(a, r),
            });
        };
        // Bit 0 signaling NaN, 1 quiet NaN; then (negative, positive) pairs.
        match mask & 3 {
            0 => {}
            3 => {
                let r = self.fp_class(&f, FpClass::Nan);
                or(self, r);
            }
            m => {
                let nan = self.fp_class(&f, FpClass::Nan);
                let quiet = self.fp_class(&f, FpClass::Quiet);
                let r = if m == 2 {
                    self.alu(AluOp::And, Size::S32, nan, Rmi::Reg(quiet))
                } else {
                    let loud = self.alu(AluOp::Xor, Size::S32, quiet, Rmi::Imm(1));
                    self.alu(AluOp::And, Size::S32, nan, Rmi::Reg(loud))
                };
                or(self, r);
            }
        }
        for (neg, pos, class) in [
            (4, 512, FpClass::Inf),
            (8, 256, FpClass::Normal),
            (16, 128, FpClass::Subnormal),
            (32, 64, FpClass::Zero),
        ] {
            let (n, p) = (mask & neg != 0, mask & pos != 0);
            if !n && !p {
                continue;
            }
            let test = self.fp_class(&f, class);
            let r = if n && p {
                test
            } else {
                let sign = if n {
                    f.neg
                } else {
                    self.alu(AluOp::Xor, Size::S32, f.neg, Rmi::Imm(1))
                };
                self.alu(AluOp::And, Size::S32, test, Rmi::Reg(sign))
            };
            or(self, r);
        }
        let r = match acc {
            Some(r) => r,
            None => self.imm64(0),
        };
        self.define(i, &[r])
    }

    /// The fields of a float value for classification.
    fn fp_fields(&mut self, v: Value, t: Type) -> LResult<FpFields> {
        let (bits, mant): (u32, u32) = match self.types().get(t) {
            TypeData::Half => (16, 10),
            TypeData::Float => (32, 23),
            TypeData::Double => (64, 52),
            TypeData::X86Fp80 => {
                // Significand (explicit integer bit 63) at 0, sign and exponent at 8.
                let loc = self.fp80_loc(v)?;
                let (m, se) = (self.gpr(), self.gpr());
                self.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S64),
                    mem: loc,
                    dst: m,
                });
                self.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S16),
                    mem: loc.offset(8),
                    dst: se,
                });
                let neg = self.shift_imm(ShiftOp::Shr, Size::S64, se, 15);
                let exp = self.alu(AluOp::And, Size::S32, se, Rmi::Imm(0x7fff));
                return Ok(FpFields {
                    neg,
                    layout: FpLayout::X87 { exp, mant: m },
                });
            }
            _ => return Err(err(self.pos, "llvm.is.fpclass on this type")),
        };
        let x = self.reg(v)?;
        let raw = self.gpr();
        self.push(MInst::XmmToGpr {
            wide: bits == 64,
            src: x,
            dst: raw,
        });
        let raw = if bits == 16 {
            self.alu(AluOp::And, Size::S32, raw, Rmi::Imm(0xffff))
        } else {
            raw
        };
        let neg = self.shift_imm(ShiftOp::Shr, Size::S64, raw, bits - 1);
        let abs_mask = self.imm64(u64::MAX >> (65 - bits));
        let abs = self.alu(AluOp::And, Size::S64, raw, Rmi::Reg(abs_mask));
        Ok(FpFields {
            neg,
            layout: FpLayout::Ieee { abs, mant },
        })
    }

    /// One class test on the fields, as 0 or 1 (sign not considered).
    fn fp_class(&mut self, f: &FpFields, class: FpClass) -> Reg {
        match f.layout {
            FpLayout::Ieee { abs, mant } => {
                let inf = (u64::MAX >> (64 - (bits_of_exp(mant)))) << mant;
                let min_normal = 1u64 << mant;
                let k = |this: &mut Self, v: u64| -> Rmi {
                    if v <= i32::MAX as u64 {
                        Rmi::Imm(v as i32)
                    } else {
                        Rmi::Reg(this.imm64(v))
                    }
                };
                match class {
                    FpClass::Nan => {
                        let c = k(self, inf);
                        self.cmp_set(Size::S64, Cc::A, abs, c)
                    }
                    FpClass::Quiet => {
                        let c = k(self, inf | (1 << (mant - 1)));
                        self.cmp_set(Size::S64, Cc::Ae, abs, c)
                    }
                    FpClass::Inf => {
                        let c = k(self, inf);
                        self.cmp_set(Size::S64, Cc::E, abs, c)
                    }
                    FpClass::Zero => self.cmp_set(Size::S64, Cc::E, abs, Rmi::Imm(0)),
                    FpClass::Subnormal => {
                        let a1 = self.alu(AluOp::Sub, Size::S64, abs, Rmi::Imm(1));
                        let c = k(self, min_normal - 1);
                        self.cmp_set(Size::S64, Cc::B, a1, c)
                    }
                    FpClass::Normal => {
                        let c = k(self, min_normal);
                        let an = self.alu(AluOp::Sub, Size::S64, abs, c);
                        let c = k(self, inf - min_normal);
                        self.cmp_set(Size::S64, Cc::B, an, c)
                    }
                }
            }
            FpLayout::X87 { exp, mant } => {
                let top = |this: &mut Self| this.cmp_set(Size::S32, Cc::E, exp, Rmi::Imm(0x7fff));
                let bottom = |this: &mut Self| this.cmp_set(Size::S32, Cc::E, exp, Rmi::Imm(0));
                match class {
                    FpClass::Nan | FpClass::Inf => {
                        let e = top(self);
                        let frac = self.shift_imm(ShiftOp::Shl, Size::S64, mant, 1);
                        let cc = if class == FpClass::Nan { Cc::Ne } else { Cc::E };
                        let m = self.cmp_set(Size::S64, cc, frac, Rmi::Imm(0));
                        self.alu(AluOp::And, Size::S32, e, Rmi::Reg(m))
                    }
                    FpClass::Quiet => {
                        let q = self.shift_imm(ShiftOp::Shr, Size::S64, mant, 62);
                        self.alu(AluOp::And, Size::S32, q, Rmi::Imm(1))
                    }
                    FpClass::Zero | FpClass::Subnormal => {
                        let e = bottom(self);
                        let cc = if class == FpClass::Zero {
                            Cc::E
                        } else {
                            Cc::Ne
                        };
                        let m = self.cmp_set(Size::S64, cc, mant, Rmi::Imm(0));
                        self.alu(AluOp::And, Size::S32, e, Rmi::Reg(m))
                    }
                    FpClass::Normal => {
                        // Exponent neither all ones nor zero.
                        let e1 = self.alu(AluOp::Sub, Size::S32, exp, Rmi::Imm(1));
                        self.cmp_set(Size::S32, Cc::B, e1, Rmi::Imm(0x7ffe))
                    }
                }
            }
        }
    }

    /// `llvm.minimum`/`llvm.maximum` (IEEE 754-2019): a NaN operand gives NaN and -0 is
    /// below +0.
    fn min_max_ieee(&mut self, max: bool, double: bool, a: Reg, b: Reg) -> Reg {
        let fcmp = |this: &mut Self, pred: FloatPred| {
            let dst = this.gpr();
            this.push(MInst::FCmpSet {
                double,
                cond: fcond(pred).expect("non-constant predicate"),
                lhs: a,
                rhs: b,
                dst,
            });
            dst
        };
        let sse = |this: &mut Self, op: SseOp| {
            let dst = this.xreg();
            this.push(MInst::Sse {
                op,
                double,
                lhs: a,
                rhs: b,
                dst,
            });
            dst
        };
        let select = |this: &mut Self, cond: Reg, if_true: Reg, if_false: Reg| {
            let dst = this.xreg();
            this.push(MInst::XmmSelect {
                cond,
                if_true,
                if_false,
                dst,
            });
            dst
        };
        let wins = fcmp(self, if max { FloatPred::Ogt } else { FloatPred::Olt });
        let r = select(self, wins, a, b);
        // Equal operands differ at most in the sign of zero: and/or the patterns.
        let eq = fcmp(self, FloatPred::Oeq);
        let both = sse(self, if max { SseOp::And } else { SseOp::Or });
        let r = select(self, eq, both, r);
        let nan = fcmp(self, FloatPred::Uno);
        let sum = sse(self, SseOp::Add);
        select(self, nan, sum, r)
    }

    /// `llvm.lround`/`llround`/`lrint`/`llrint`: libm's function (the integer result
    /// comes back in rax).
    pub(super) fn lower_round_to_int(&mut self, i: Inst, base: &str, v: Value) -> LResult<()> {
        let t = self.value_type(v);
        let (lt, uses) = match self.types().get(t) {
            TypeData::Float => (LibmType::F32, vec![(self.reg(v)?, x(0))]),
            TypeData::Double => (LibmType::F64, vec![(self.reg(v)?, x(0))]),
            TypeData::X86Fp80 => {
                self.fp80_copy_to(Amode::OutgoingArg { off: 0 }, v)?;
                self.outgoing = self.outgoing.max(16);
                (LibmType::Fp80, Vec::new())
            }
            _ => return Err(err(self.pos, format!("{base} on this type"))),
        };
        let name = libm_name(base, lt).expect("rounding functions are in the table");
        let d = self.gpr();
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            uses,
            vec![(d, g(gpr::RAX))],
        );
        self.define(i, &[d])
    }

    /// `llvm.frexp`: libm's `frexp` with the exponent stored to a stack slot.
    pub(super) fn lower_frexp(&mut self, i: Inst, v: Value) -> LResult<()> {
        let t = self.value_type(v);
        let lt = match self.types().get(t) {
            TypeData::Float => LibmType::F32,
            TypeData::Double => LibmType::F64,
            _ => return Err(err(self.pos, "llvm.frexp on this type")),
        };
        let name = libm_name("llvm.frexp", lt).expect("frexp is in the table");
        let a = self.reg(v)?;
        let slot = self.slots.add(4, 4);
        let mem = Amode::Slot { slot, disp: 0 };
        let p = self.gpr();
        self.push(MInst::Lea { mem, dst: p });
        let d = self.xreg();
        let r = self.libcall_arg_regs(&[PartClass::Sse, PartClass::Int]);
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            vec![(a, r[0]), (p, r[1])],
            vec![(d, x(0))],
        );
        let e = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S32),
            mem,
            dst: e,
        });
        self.define(i, &[d, e])
    }

    /// `llvm.fptosi.sat`/`llvm.fptoui.sat` to at most 64 bits: the truncating conversion,
    /// then the limits for out-of-range values and 0 for NaN.
    pub(super) fn lower_fp_to_int_sat(&mut self, i: Inst, signed: bool, v: Value) -> LResult<()> {
        let t = self.value_type(v);
        let double = match self.types().get(t) {
            TypeData::Double => true,
            TypeData::Float => false,
            _ => return Err(err(self.pos, "saturating conversion from this type")),
        };
        let bits = self
            .types()
            .int_width(self.body.insts[i].ty)
            .filter(|&b| b <= 64)
            .ok_or_else(|| err(self.pos, "saturating conversion to this type"))?;
        let xv = self.reg(v)?;
        let pow2 = |this: &mut Self, e: u32, neg: bool| {
            // 2^e as a float constant.
            let bits = if double {
                (u64::from(neg) << 63) | (u64::from(1023 + e) << 52)
            } else {
                (u64::from(neg) << 31) | (u64::from(127 + e) << 23)
            };
            this.materialize(
                if double { Part::F64 } else { Part::F32 },
                ConstVal::Bits(bits),
            )
        };
        let fcmp = |this: &mut Self, pred: FloatPred, lhs: Reg, rhs: Reg| {
            let dst = this.gpr();
            this.push(MInst::FCmpSet {
                double,
                cond: fcond(pred).expect("non-constant predicate"),
                lhs,
                rhs,
                dst,
            });
            dst
        };
        let r = self.gpr();
        if !signed && bits == 64 {
            self.push(MInst::FloatToU64 {
                double,
                src: xv,
                dst: r,
            });
        } else {
            self.push(MInst::FloatToInt {
                wide: true,
                double,
                src: xv,
                dst: r,
            });
        }
        let (max, min, hi, lo) = if signed {
            let h = pow2(self, bits - 1, false);
            let l = pow2(self, bits - 1, true);
            (
                u64::MAX.checked_shr(65 - bits).unwrap_or(0),
                (-1i64 << (bits - 1)) as u64,
                h,
                l,
            )
        } else {
            let h = pow2(self, bits, false);
            let l = self.materialize(
                if double { Part::F64 } else { Part::F32 },
                ConstVal::Bits(0),
            );
            (u64::MAX >> (64 - bits), 0, h, l)
        };
        let above = fcmp(self, FloatPred::Oge, xv, hi);
        let maxr = self.imm64(max);
        let r = self.select_gpr(above, maxr, r);
        let below = fcmp(self, FloatPred::Olt, xv, lo);
        let minr = self.imm64(min);
        let r = self.select_gpr(below, minr, r);
        let nan = fcmp(self, FloatPred::Uno, xv, xv);
        let zero = self.imm64(0);
        let r = self.select_gpr(nan, zero, r);
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

    /// Math intrinsics on `half`: `fabs` and `copysign` on the bits (NaN payloads kept,
    /// as llc does); the others on the operands extended to float, with float's
    /// instructions or libm's float functions, the result rounded to half.
    pub(super) fn half_intrinsic(&mut self, i: Inst, base: &str, args: &[Value]) -> LResult<()> {
        if args
            .iter()
            .any(|&a| self.types().get(self.value_type(a)) != &TypeData::Half)
        {
            return Err(err(self.pos, format!("{base} on half with other operands")));
        }
        let mut regs = Vec::with_capacity(args.len());
        for &a in args {
            regs.push(self.reg(a)?);
        }
        let bits = |this: &mut Self, op: SseOp, r: Reg, mask: u64| {
            let m = this.materialize(Part::F32, ConstVal::Bits(mask));
            let d = this.xreg();
            this.push(MInst::Sse {
                op,
                double: false,
                lhs: r,
                rhs: m,
                dst: d,
            });
            d
        };
        let d = match base {
            "llvm.fabs" => bits(self, SseOp::And, regs[0], 0x7fff),
            "llvm.copysign" => {
                let magnitude = bits(self, SseOp::And, regs[0], 0x7fff);
                let sign = bits(self, SseOp::And, regs[1], 0x8000);
                let d = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Or,
                    double: false,
                    lhs: magnitude,
                    rhs: sign,
                    dst: d,
                });
                d
            }
            _ => {
                let wide: Vec<Reg> = regs
                    .iter()
                    .map(|&r| self.half_libcall("__extendhfsf2", r))
                    .collect();
                let f = if base == "llvm.fmuladd" {
                    // Not fused, as llc expands it in float.
                    let p = self.xreg();
                    self.push(MInst::Sse {
                        op: SseOp::Mul,
                        double: false,
                        lhs: wide[0],
                        rhs: wide[1],
                        dst: p,
                    });
                    let s = self.xreg();
                    self.push(MInst::Sse {
                        op: SseOp::Add,
                        double: false,
                        lhs: p,
                        rhs: wide[2],
                        dst: s,
                    });
                    s
                } else {
                    let name = libm_name(base, LibmType::F32)
                        .filter(|_| base != "llvm.powi" && base != "llvm.ldexp")
                        .ok_or_else(|| err(self.pos, format!("{base} on half")))?;
                    let f = self.xreg();
                    let uses = wide.iter().enumerate().map(|(k, &r)| (r, x(k as u8)));
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall(name)),
                        uses.collect(),
                        vec![(f, x(0))],
                    );
                    f
                };
                self.half_libcall("__truncsfhf2", f)
            }
        };
        self.define(i, &[d])
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
                    let name = libm_name(base, LibmType::Fp80)
                        .ok_or_else(|| err(self.pos, format!("{base} on x86_fp80")))?;
                    self.fp80_libcall(i, name, args)
                }
            };
        }
        if self.types().get(ty) == &TypeData::Half {
            return self.half_intrinsic(i, base, args);
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
            "llvm.minimum" | "llvm.maximum" => {
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                self.min_max_ieee(base == "llvm.maximum", double, a, b)
            }
            "llvm.canonicalize" => {
                // Multiplying by one quiets signaling NaNs (and flushes denormals when the
                // mode says so), as llc does.
                let a = self.reg(args[0])?;
                let one = self.materialize(
                    part,
                    ConstVal::Bits(if double {
                        0x3ff0_0000_0000_0000
                    } else {
                        0x3f80_0000
                    }),
                );
                let d = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Mul,
                    double,
                    lhs: a,
                    rhs: one,
                    dst: d,
                });
                d
            }
            "llvm.powi" | "llvm.ldexp" => {
                // (float, int): __powi?f2 from libgcc, ldexp from libm.
                let t = if double { LibmType::F64 } else { LibmType::F32 };
                let name = libm_name(base, t).expect("powi and ldexp are in the table");
                let x0 = self.reg(args[0])?;
                let n = self.reg(args[1])?;
                let d = self.xreg();
                let r = self.libcall_arg_regs(&[PartClass::Sse, PartClass::Int]);
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(name)),
                    vec![(x0, r[0]), (n, r[1])],
                    vec![(d, x(0))],
                );
                d
            }
            _ => {
                let name = libm_name(base, if double { LibmType::F64 } else { LibmType::F32 })
                    .ok_or_else(|| err(self.pos, format!("intrinsic {base} on this type")))?;
                self.libcall_float(name, args)?
            }
        };
        self.define(i, &[d])
    }
}

/// A float value's fields as [`Lowerer::fp_class`] tests them.
struct FpFields {
    /// The sign bit (0 or 1).
    neg: Reg,
    layout: FpLayout,
}

#[derive(Copy, Clone)]
enum FpLayout {
    /// IEEE formats: the value without its sign and the number of significand bits.
    Ieee { abs: Reg, mant: u32 },
    /// x87 extended: exponent and the 64-bit significand with its explicit integer bit.
    X87 { exp: Reg, mant: Reg },
}

/// The classes of `llvm.is.fpclass`, sign aside (`Quiet` tells NaNs apart).
#[derive(Copy, Clone, PartialEq, Eq)]
enum FpClass {
    Nan,
    Quiet,
    Inf,
    Normal,
    Subnormal,
    Zero,
}

/// Exponent width of the IEEE format with `mant` significand bits.
fn bits_of_exp(mant: u32) -> u32 {
    match mant {
        10 => 5,
        23 => 8,
        _ => 11,
    }
}

/// The floating-point types libm has variants for.
#[derive(Copy, Clone)]
pub(super) enum LibmType {
    F32,
    F64,
    Fp80,
}

/// libm's function for a float intrinsic without an instruction.
pub(super) fn libm_name(base: &str, t: LibmType) -> Option<&'static str> {
    const TABLE: &[(&str, [&str; 3])] = &[
        ("llvm.fma", ["fmaf", "fma", "fmal"]),
        ("llvm.floor", ["floorf", "floor", "floorl"]),
        ("llvm.ceil", ["ceilf", "ceil", "ceill"]),
        ("llvm.trunc", ["truncf", "trunc", "truncl"]),
        ("llvm.rint", ["rintf", "rint", "rintl"]),
        ("llvm.nearbyint", ["nearbyintf", "nearbyint", "nearbyintl"]),
        ("llvm.round", ["roundf", "round", "roundl"]),
        ("llvm.roundeven", ["roundevenf", "roundeven", "roundevenl"]),
        ("llvm.sqrt", ["sqrtf", "sqrt", "sqrtl"]),
        ("llvm.copysign", ["copysignf", "copysign", "copysignl"]),
        ("llvm.minnum", ["fminf", "fmin", "fminl"]),
        ("llvm.maxnum", ["fmaxf", "fmax", "fmaxl"]),
        ("llvm.pow", ["powf", "pow", "powl"]),
        ("llvm.sin", ["sinf", "sin", "sinl"]),
        ("llvm.cos", ["cosf", "cos", "cosl"]),
        ("llvm.tan", ["tanf", "tan", "tanl"]),
        ("llvm.asin", ["asinf", "asin", "asinl"]),
        ("llvm.acos", ["acosf", "acos", "acosl"]),
        ("llvm.atan", ["atanf", "atan", "atanl"]),
        ("llvm.atan2", ["atan2f", "atan2", "atan2l"]),
        ("llvm.sinh", ["sinhf", "sinh", "sinhl"]),
        ("llvm.cosh", ["coshf", "cosh", "coshl"]),
        ("llvm.tanh", ["tanhf", "tanh", "tanhl"]),
        ("llvm.exp", ["expf", "exp", "expl"]),
        ("llvm.exp2", ["exp2f", "exp2", "exp2l"]),
        ("llvm.exp10", ["exp10f", "exp10", "exp10l"]),
        ("llvm.log", ["logf", "log", "logl"]),
        ("llvm.log2", ["log2f", "log2", "log2l"]),
        ("llvm.log10", ["log10f", "log10", "log10l"]),
        ("llvm.powi", ["__powisf2", "__powidf2", "__powixf2"]),
        ("llvm.ldexp", ["ldexpf", "ldexp", "ldexpl"]),
        ("llvm.lround", ["lroundf", "lround", "lroundl"]),
        ("llvm.llround", ["llroundf", "llround", "llroundl"]),
        ("llvm.lrint", ["lrintf", "lrint", "lrintl"]),
        ("llvm.llrint", ["llrintf", "llrint", "llrintl"]),
        ("llvm.frexp", ["frexpf", "frexp", "frexpl"]),
    ];
    let k = match t {
        LibmType::F32 => 0,
        LibmType::F64 => 1,
        LibmType::Fp80 => 2,
    };
    TABLE.iter().find(|(n, _)| *n == base).map(|(_, v)| v[k])
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
