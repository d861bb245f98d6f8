//! Conversions between integer, pointer and floating-point types (`half` through libgcc).

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn lower_cast(&mut self, i: Inst, op: CastOp, v: Value, to: Type) -> LResult<()> {
        let from = self.value_type(v);
        let types = self.types();
        let fbits = if types.is_ptr(from) {
            64
        } else {
            types.primitive_bits(from)
        };
        let tbits = if types.is_ptr(to) {
            64
        } else {
            types.primitive_bits(to)
        };
        if types.is_vector(from) || types.is_vector(to) {
            return Err(err(self.pos, "vector casts"));
        }
        let is_double = |t: Type| types.get(t) == &TypeData::Double;
        if types.get(from) == &TypeData::Half || types.get(to) == &TypeData::Half {
            return self.half_cast(i, op, v, from, to);
        }
        let check_fp = |t: Type| -> LResult<()> {
            match types.get(t) {
                TypeData::Float | TypeData::Double => Ok(()),
                _ => Err(err(self.pos, "conversions of this floating-point type")),
            }
        };
        match op {
            CastOp::Trunc => {
                let r = self.value_regs(v)?;
                let n = tbits.div_ceil(64) as usize;
                self.define(i, &r[..n])?;
            }
            CastOp::ZExt | CastOp::SExt => {
                let signed = op == CastOp::SExt;
                // An extended load: `movzx`/`movsx` straight from memory.
                if tbits <= 64 && matches!(fbits, 8 | 16 | 32) {
                    if let Some(mem) = self.fold_load(v, fbits)? {
                        let size = Size::from_bytes(fbits / 8);
                        let kind = if signed {
                            LoadKind::Sx(size)
                        } else {
                            LoadKind::Zx(size)
                        };
                        let dst = self.gpr();
                        self.push(MInst::Load { kind, mem, dst });
                        return self.define(i, &[dst]);
                    }
                }
                let mut limbs = if fbits > 64 {
                    self.wide_operand(v, fbits, signed)?
                } else {
                    let r = self.reg(v)?;
                    smallvec::smallvec![self.extend64(r, fbits, signed)]
                };
                let n = tbits.div_ceil(64) as usize;
                if limbs.len() < n {
                    let top = *limbs.last().unwrap();
                    let fill = self.gpr();
                    if signed {
                        self.push(MInst::Shift {
                            op: ShiftOp::Sar,
                            size: Size::S64,
                            src: top,
                            amount: None,
                            imm: 63,
                            dst: fill,
                        });
                    } else {
                        self.push(MInst::MovImm { dst: fill, imm: 0 });
                    }
                    limbs.resize(n, fill);
                }
                self.define(i, &limbs)?;
            }
            CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::AddrSpaceCast => {
                let r = self.reg(v)?;
                self.define(i, &[r])?;
            }
            CastOp::IntToPtr => {
                let r = self.value_regs(v)?;
                let lo = self.extend64(r[0], fbits.min(64), false);
                self.define(i, &[lo])?;
            }
            CastOp::BitCast => {
                let r = self.value_regs(v)?;
                let fc = self.parts_of(from)?;
                let tc = self.parts_of(to)?;
                if fc.len() != 1 || tc.len() != 1 {
                    if fc == tc {
                        return self.define(i, &r);
                    }
                    return Err(err(self.pos, "bitcast of this type"));
                }
                let out = match (fc[0].0.class(), tc[0].0.class()) {
                    (RegClass::Int, RegClass::Float) => {
                        let d = self.xreg();
                        self.push(MInst::GprToXmm {
                            wide: tbits == 64,
                            src: r[0],
                            dst: d,
                        });
                        d
                    }
                    (RegClass::Float, RegClass::Int) => {
                        let d = self.gpr();
                        self.push(MInst::XmmToGpr {
                            wide: fbits == 64,
                            src: r[0],
                            dst: d,
                        });
                        d
                    }
                    _ => r[0],
                };
                self.define(i, &[out])?;
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                check_fp(from)?;
                check_fp(to)?;
                let r = self.reg(v)?;
                if is_double(from) == is_double(to) {
                    return self.define(i, &[r]);
                }
                let d = self.xreg();
                self.push(MInst::FloatToFloat {
                    to_double: is_double(to),
                    src: r,
                    dst: d,
                });
                self.define(i, &[d])?;
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                check_fp(from)?;
                let double = is_double(from);
                if tbits > 64 && tbits <= 128 {
                    let name = match (op == CastOp::FpToSi, double) {
                        (true, true) => "__fixdfti",
                        (true, false) => "__fixsfti",
                        (false, true) => "__fixunsdfti",
                        (false, false) => "__fixunssfti",
                    };
                    let r = self.reg(v)?;
                    let out = self.runtime_call(name, &[RtArg::Float(r)], RtRet::I128)?;
                    return self.define(i, &out);
                }
                if tbits > 64 {
                    let out = self.float_to_wide(v, tbits, op == CastOp::FpToSi, double)?;
                    return self.define(i, &out);
                }
                let r = self.reg(v)?;
                let d = self.gpr();
                if op == CastOp::FpToUi && tbits == 64 {
                    self.push(MInst::FloatToU64 {
                        double,
                        src: r,
                        dst: d,
                    });
                } else {
                    let wide = tbits > 32 || (op == CastOp::FpToUi && tbits == 32);
                    self.push(MInst::FloatToInt {
                        wide,
                        double,
                        src: r,
                        dst: d,
                    });
                }
                self.define(i, &[d])?;
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                check_fp(to)?;
                let double = is_double(to);
                if fbits > 64 && fbits <= 128 {
                    let name = match (op == CastOp::SiToFp, double) {
                        (true, true) => "__floattidf",
                        (true, false) => "__floattisf",
                        (false, true) => "__floatuntidf",
                        (false, false) => "__floatuntisf",
                    };
                    let l = self.wide_operand(v, fbits, op == CastOp::SiToFp)?;
                    let out =
                        self.runtime_call(name, &[RtArg::I128([l[0], l[1]])], RtRet::Float)?;
                    return self.define(i, &out);
                }
                if fbits > 64 {
                    let d = self.wide_to_float(v, fbits, op == CastOp::SiToFp, double)?;
                    return self.define(i, &[d]);
                }
                let r = self.reg(v)?;
                let d = self.xreg();
                if op == CastOp::UiToFp && fbits == 64 {
                    self.push(MInst::U64ToFloat {
                        double,
                        src: r,
                        dst: d,
                    });
                } else {
                    let signed = op == CastOp::SiToFp;
                    let e = self.extend64(r, fbits, signed);
                    self.push(MInst::IntToFloat {
                        wide: true,
                        double,
                        src: e,
                        dst: d,
                    });
                }
                self.define(i, &[d])?;
            }
        }
        Ok(())
    }

    /// A one-argument SSE libcall (half conversions).
    pub(super) fn half_libcall(&mut self, name: &'static str, arg: Reg) -> Reg {
        let d = self.xreg();
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            vec![(arg, x(0))],
            vec![(d, x(0))],
        );
        d
    }

    /// Arithmetic on `half`: both operands extended to float, the operation in float
    /// (exact before the final rounding for +, -, * and /), the result rounded to half,
    /// as llc's soft promotion does.
    pub(super) fn lower_half_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
    ) -> LResult<()> {
        let a = self.reg(a)?;
        let b = self.reg(b)?;
        let fa = self.half_libcall("__extendhfsf2", a);
        let fb = self.half_libcall("__extendhfsf2", b);
        let f = if op == BinOp::FRem {
            let d = self.xreg();
            self.emit_call(
                CallTarget::Direct(RelocTarget::Libcall("fmodf")),
                vec![(fa, x(0)), (fb, x(1))],
                vec![(d, x(0))],
            );
            d
        } else {
            let d = self.xreg();
            self.push(MInst::Sse {
                op: match op {
                    BinOp::FAdd => SseOp::Add,
                    BinOp::FSub => SseOp::Sub,
                    BinOp::FMul => SseOp::Mul,
                    _ => SseOp::Div,
                },
                double: false,
                lhs: fa,
                rhs: fb,
                dst: d,
            });
            d
        };
        let r = self.half_libcall("__truncsfhf2", f);
        self.define(i, &[r])
    }

    /// Casts to and from `half`, through float with libgcc's conversion helpers (exact
    /// except for the final rounding to half, like LLVM's soft-half lowering).
    pub(super) fn half_cast(
        &mut self,
        i: Inst,
        op: CastOp,
        v: Value,
        from: Type,
        to: Type,
    ) -> LResult<()> {
        let types = self.types();
        let is_half = |t: Type| types.get(t) == &TypeData::Half;
        let wide = |t: Type| types.int_width(t).filter(|w| (65..=128).contains(w));
        match op {
            CastOp::SiToFp | CastOp::UiToFp if wide(from).is_some() => {
                let signed = op == CastOp::SiToFp;
                let name = if signed {
                    "__floattihf"
                } else {
                    "__floatuntihf"
                };
                let l = self.wide_operand(v, wide(from).unwrap_or(128), signed)?;
                let out = self.runtime_call(name, &[RtArg::I128([l[0], l[1]])], RtRet::Float)?;
                return self.define(i, &out);
            }
            CastOp::FpToSi | CastOp::FpToUi if wide(to).is_some() => {
                let name = if op == CastOp::FpToSi {
                    "__fixhfti"
                } else {
                    "__fixunshfti"
                };
                let r = self.reg(v)?;
                let out = self.runtime_call(name, &[RtArg::Float(r)], RtRet::I128)?;
                return self.define(i, &out);
            }
            _ => {}
        }
        let r = self.reg(v)?;
        let d = match op {
            CastOp::FpExt | CastOp::FpToSi | CastOp::FpToUi if is_half(from) => {
                let f = self.half_libcall("__extendhfsf2", r);
                match (op, types.get(to)) {
                    (CastOp::FpExt, TypeData::Float) => f,
                    (CastOp::FpExt, TypeData::Double) => {
                        let dd = self.xreg();
                        self.push(MInst::FloatToFloat {
                            to_double: true,
                            src: f,
                            dst: dd,
                        });
                        dd
                    }
                    // Every finite half fits a signed 64-bit integer.
                    (CastOp::FpToSi | CastOp::FpToUi, _)
                        if types.int_width(to).is_some_and(|w| w <= 64) =>
                    {
                        let g = self.gpr();
                        self.push(MInst::FloatToInt {
                            wide: true,
                            double: false,
                            src: f,
                            dst: g,
                        });
                        g
                    }
                    _ => return Err(err(self.pos, "this conversion of half")),
                }
            }
            CastOp::FpTrunc if is_half(to) => match types.get(from) {
                TypeData::Float => self.half_libcall("__truncsfhf2", r),
                TypeData::Double => self.half_libcall("__truncdfhf2", r),
                _ => return Err(err(self.pos, "this conversion to half")),
            },
            CastOp::SiToFp | CastOp::UiToFp if is_half(to) => {
                let bits = types.int_width(from).unwrap_or(64);
                if bits > 64 {
                    return Err(err(self.pos, "conversion of wide integers to half"));
                }
                // Through float, as llc does (rounded twice above 2^24).
                let f = self.xreg();
                if op == CastOp::UiToFp && bits == 64 {
                    self.push(MInst::U64ToFloat {
                        double: false,
                        src: r,
                        dst: f,
                    });
                } else {
                    let e = self.extend64(r, bits, op == CastOp::SiToFp);
                    self.push(MInst::IntToFloat {
                        wide: true,
                        double: false,
                        src: e,
                        dst: f,
                    });
                }
                self.half_libcall("__truncsfhf2", f)
            }
            CastOp::BitCast => {
                if is_half(from) && is_half(to) {
                    r
                } else if is_half(from) {
                    let g = self.gpr();
                    self.push(MInst::XmmToGpr {
                        wide: false,
                        src: r,
                        dst: g,
                    });
                    g
                } else {
                    let h = self.xreg();
                    self.push(MInst::GprToXmm {
                        wide: false,
                        src: r,
                        dst: h,
                    });
                    h
                }
            }
            _ => return Err(err(self.pos, "this conversion of half")),
        };
        self.define(i, &[d])
    }
}
