//! `fp128` (the `long double` of Linux AArch64): values live in SIMD registers, the
//! arithmetic, compares and conversions are calls to libgcc's soft-float routines, as
//! llc makes them.

use super::*;
use rllc_ir::inst::{BinOp, FloatPred};

impl Lowerer<'_, '_> {
    /// Whether `t` is `fp128`.
    pub(super) fn is_fp128(&self, t: Type) -> bool {
        matches!(self.types().get(t), TypeData::Fp128)
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv` and `frem` on `fp128`.
    pub(super) fn fp128_binary(&mut self, i: Inst, op: BinOp, args: &[Value]) -> LResult<()> {
        let name = match op {
            BinOp::FAdd => "__addtf3",
            BinOp::FSub => "__subtf3",
            BinOp::FMul => "__multf3",
            BinOp::FDiv => "__divtf3",
            _ => "fmodl",
        };
        let (a, b) = (self.reg(args[0])?, self.reg(args[1])?);
        let rd = self.libcall(name, &[a, b], Part::F128)?;
        self.define(i, &[rd])
    }

    /// `fneg` on `fp128`: the sign bit flipped in the high half.
    pub(super) fn fp128_neg(&mut self, i: Inst, v: Value) -> LResult<()> {
        let rn = self.reg(v)?;
        let hi = self.gpr();
        self.push(MInst::FMovFromHigh { rd: hi, rn });
        let flipped = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::Eor,
            sf: true,
            rd: flipped,
            rn: hi,
            imm: 1 << 63,
        });
        let rd = self.fpr();
        self.push(MInst::FMovToHigh {
            rd,
            rv: rn,
            rn: flipped,
        });
        self.define(i, &[rd])
    }

    /// A call of comparison routine `name` on `a` and `b`, its result compared with 0
    /// and `cond` of that as 0/1.
    fn fp128_test(&mut self, name: &'static str, a: Reg, b: Reg, cond: Cond) -> LResult<Reg> {
        let r = self.libcall(name, &[a, b], Part::Int(32))?;
        self.compare_imm(false, r, 0);
        let rd = self.gpr();
        self.push(MInst::CSet {
            rd,
            cond,
            mask: false,
        });
        Ok(rd)
    }

    /// `fcmp` on `fp128` as a 0/1 value. The routines return a number whose sign (or
    /// zeroness) answers one predicate, unordered operands giving the answer that makes
    /// the ordered predicate false: `__lttf2`/`__letf2` return 1, `__gttf2`/`__getf2`
    /// -1, `__eqtf2`/`__netf2` non-zero.
    pub(super) fn fp128_cmp(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<Reg> {
        let (ra, rb) = (self.reg(a)?, self.reg(b)?);
        self.fp128_cmp_regs(pred, ra, rb)
    }

    /// [`fp128_cmp`](Self::fp128_cmp) of the values in `ra` and `rb`.
    pub(super) fn fp128_cmp_regs(&mut self, pred: FloatPred, ra: Reg, rb: Reg) -> LResult<Reg> {
        let test = |name, cond| (name, cond);
        let (name, cond) = match pred {
            FloatPred::False => return Ok(self.iconst(0)),
            FloatPred::True => return Ok(self.iconst(1)),
            FloatPred::Oeq => test("__eqtf2", Cond::Eq),
            FloatPred::Une => test("__netf2", Cond::Ne),
            FloatPred::Olt => test("__lttf2", Cond::Lt),
            FloatPred::Ole => test("__letf2", Cond::Le),
            FloatPred::Ogt => test("__gttf2", Cond::Gt),
            FloatPred::Oge => test("__getf2", Cond::Ge),
            FloatPred::Ult => test("__getf2", Cond::Lt),
            FloatPred::Ule => test("__gttf2", Cond::Le),
            FloatPred::Ugt => test("__letf2", Cond::Gt),
            FloatPred::Uge => test("__lttf2", Cond::Ge),
            FloatPred::Uno => test("__unordtf2", Cond::Ne),
            FloatPred::Ord => test("__unordtf2", Cond::Eq),
            FloatPred::One | FloatPred::Ueq => {
                // one = ordered and not equal; ueq = its negation.
                let ordered = self.fp128_test("__unordtf2", ra, rb, Cond::Eq)?;
                let ne = self.fp128_test("__netf2", ra, rb, Cond::Ne)?;
                let one = self.gpr();
                self.alu(AluOp::And, false, one, ordered, ne);
                if pred == FloatPred::One {
                    return Ok(one);
                }
                let rd = self.gpr();
                self.push(MInst::LogicImm {
                    op: AluOp::Eor,
                    sf: false,
                    rd,
                    rn: one,
                    imm: 1,
                });
                return Ok(rd);
            }
        };
        self.fp128_test(name, ra, rb, cond)
    }

    /// Casts to and from `fp128`, or `None` when neither side is `fp128`.
    pub(super) fn fp128_cast(&mut self, op: CastOp, v: Value, to: Type) -> LResult<Option<Regs>> {
        let from = self.value_type(v);
        let (from_q, to_q) = (self.is_fp128(from), self.is_fp128(to));
        if !from_q && !to_q {
            return Ok(None);
        }
        if op == CastOp::BitCast && to_q {
            let regs = self.value_regs(v)?;
            let lo = self.fpr();
            self.push(MInst::FMovFromGpr {
                sf: true,
                ty: FpSize::D,
                rd: lo,
                rn: regs[0],
            });
            let rd = self.fpr();
            self.push(MInst::FMovToHigh {
                rd,
                rv: lo,
                rn: regs[1],
            });
            return Ok(Some(smallvec::smallvec![rd]));
        }
        let r = self.reg(v)?;
        if op == CastOp::BitCast {
            let (lo, hi) = (self.gpr(), self.gpr());
            self.push(MInst::FMovToGpr {
                sf: true,
                ty: FpSize::D,
                rd: lo,
                rn: r,
            });
            self.push(MInst::FMovFromHigh { rd: hi, rn: r });
            return Ok(Some(Regs::from_slice(&[lo, hi])));
        }
        let rd = self.fp128_convert(op, r, from, to)?;
        Ok(Some(smallvec::smallvec![rd]))
    }

    /// The conversion `op` (not a bitcast) of the scalar in `r`, of type `from`, to
    /// type `to`, one of them `fp128`: a call of libgcc's routine.
    pub(super) fn fp128_convert(
        &mut self,
        op: CastOp,
        r: Reg,
        from: Type,
        to: Type,
    ) -> LResult<Reg> {
        Ok(match op {
            CastOp::FpExt => {
                let name = match self.fp_storage_part(from)? {
                    Part::F16 => "__extendhftf2",
                    Part::F32 => "__extendsftf2",
                    _ => "__extenddftf2",
                };
                self.libcall(name, &[r], Part::F128)?
            }
            CastOp::FpTrunc => {
                let part = self.fp_storage_part(to)?;
                let name = match part {
                    Part::F16 => "__trunctfhf2",
                    Part::F32 => "__trunctfsf2",
                    _ => "__trunctfdf2",
                };
                self.libcall(name, &[r], part)?
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let bits = self.types().int_width(to).unwrap_or(64);
                let signed = op == CastOp::FpToSi;
                let name = match (signed, bits > 32) {
                    (true, false) => "__fixtfsi",
                    (true, true) => "__fixtfdi",
                    (false, false) => "__fixunstfsi",
                    (false, true) => "__fixunstfdi",
                };
                if bits > 64 {
                    return Err(err(self.pos, "fp128 to integers wider than 64 bits"));
                }
                self.libcall(name, &[r], Part::Int(64))?
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let bits = self.types().int_width(from).unwrap_or(64);
                if bits > 64 {
                    return Err(err(self.pos, "integers wider than 64 bits to fp128"));
                }
                let signed = op == CastOp::SiToFp;
                let x = self.extend(r, bits, signed);
                let name = match (signed, bits > 32) {
                    (true, false) => "__floatsitf",
                    (true, true) => "__floatditf",
                    (false, false) => "__floatunsitf",
                    (false, true) => "__floatunditf",
                };
                self.libcall(name, &[x], Part::F128)?
            }
            _ => return Err(err(self.pos, format!("{op:?} of fp128"))),
        })
    }

    /// Intrinsics on `fp128`: `fabs` on the sign bit, the C library's `long double`
    /// functions (`floorl`, `sqrtl`, `fmal`, …), `fmuladd` unfused as llc makes it (no
    /// fused instruction), `is.fpclass` for NaN tests.
    pub(super) fn fp128_intrinsic(&mut self, i: Inst, name: &str, args: &[Value]) -> LResult<()> {
        if name.starts_with("llvm.is.fpclass") {
            return self.lower_is_fpclass(i, args);
        }
        let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let libm = match base.as_str() {
            "llvm.sqrt" => Some("sqrtl"),
            "llvm.floor" => Some("floorl"),
            "llvm.ceil" => Some("ceill"),
            "llvm.trunc" => Some("truncl"),
            "llvm.round" => Some("roundl"),
            "llvm.rint" => Some("rintl"),
            "llvm.nearbyint" => Some("nearbyintl"),
            "llvm.roundeven" => Some("roundevenl"),
            "llvm.fma" => Some("fmal"),
            "llvm.copysign" => Some("copysignl"),
            "llvm.minnum" => Some("fminl"),
            "llvm.maxnum" => Some("fmaxl"),
            _ => None,
        };
        if let Some(f) = libm {
            let regs: Vec<Reg> = args.iter().map(|&a| self.reg(a)).collect::<LResult<_>>()?;
            let rd = self.libcall(f, &regs, Part::F128)?;
            return self.define(i, &[rd]);
        }
        match base.as_str() {
            "llvm.fabs" => {
                let rn = self.reg(args[0])?;
                let hi = self.gpr();
                self.push(MInst::FMovFromHigh { rd: hi, rn });
                let cleared = self.gpr();
                self.push(MInst::LogicImm {
                    op: AluOp::And,
                    sf: true,
                    rd: cleared,
                    rn: hi,
                    imm: u64::MAX >> 1,
                });
                let rd = self.fpr();
                self.push(MInst::FMovToHigh {
                    rd,
                    rv: rn,
                    rn: cleared,
                });
                self.define(i, &[rd])
            }
            "llvm.fmuladd" => {
                let (a, b, c) = (self.reg(args[0])?, self.reg(args[1])?, self.reg(args[2])?);
                let p = self.libcall("__multf3", &[a, b], Part::F128)?;
                let rd = self.libcall("__addtf3", &[p, c], Part::F128)?;
                self.define(i, &[rd])
            }
            "llvm.is" if self.int_const(args[1]) == Some(3) => {
                // NaN (quiet or signalling): unordered with itself.
                let x = self.reg(args[0])?;
                let rd = self.fp128_test("__unordtf2", x, x, Cond::Ne)?;
                self.define(i, &[rd])
            }
            _ => Err(err(self.pos, format!("intrinsic {name} on AArch64"))),
        }
    }

    /// `select` of an `fp128` part: both halves of each chosen through general-purpose
    /// registers (the flags already set for `cond`).
    pub(super) fn fp128_select(&mut self, cond: Cond, a: Reg, b: Reg) -> Reg {
        let mut halves = [Reg::virt(0); 2];
        for (k, high) in [false, true].into_iter().enumerate() {
            let (x, y) = (self.gpr(), self.gpr());
            if high {
                self.push(MInst::FMovFromHigh { rd: x, rn: a });
                self.push(MInst::FMovFromHigh { rd: y, rn: b });
            } else {
                for (rd, rn) in [(x, a), (y, b)] {
                    self.push(MInst::FMovToGpr {
                        sf: true,
                        ty: FpSize::D,
                        rd,
                        rn,
                    });
                }
            }
            let rd = self.gpr();
            self.push(MInst::Csel {
                op: CselOp::Csel,
                sf: true,
                rd,
                rn: x,
                rm: y,
                cond,
            });
            halves[k] = rd;
        }
        let lo = self.fpr();
        self.push(MInst::FMovFromGpr {
            sf: true,
            ty: FpSize::D,
            rd: lo,
            rn: halves[0],
        });
        let rd = self.fpr();
        self.push(MInst::FMovToHigh {
            rd,
            rv: lo,
            rn: halves[1],
        });
        rd
    }
}
