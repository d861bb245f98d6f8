//! `x86_fp80` (C's `long double`) on the x87 unit.
//!
//! fp80 values live in 16-byte stack slots rather than registers: every operation loads
//! its operands onto the x87 stack, computes, and stores the result to the slot of the
//! defining instruction. Copies between memory locations use integer moves, which keep
//! every bit pattern. Arguments and results follow the System V ABI: fp80 arguments go in
//! memory, results come back in st(0).

use super::*;

/// Bytes of an fp80 value.
const FP80_BYTES: u64 = 10;

impl Lowerer<'_, '_> {
    /// True for `x86_fp80` and for `{ x86_fp80, x86_fp80 }` (complex `long double`), the
    /// values kept in memory.
    pub(super) fn is_fp80(&self, t: Type) -> bool {
        let types = self.types();
        // Most values are pointers or the usual integers (and most instructions without a
        // result are stores and branches): no lookup for those.
        let c = types.common();
        if t == c.ptr || t == c.i32 || t == c.i64 || t == c.i8 || t == c.i1 || t == c.void {
            return false;
        }
        match types.get(t) {
            TypeData::X86Fp80 => true,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                types.struct_fields(t).is_some_and(|f| {
                    f.len() == 2 && f.iter().all(|&e| types.get(e) == &TypeData::X86Fp80)
                })
            }
            _ => false,
        }
    }

    /// Bytes a memory-resident fp80 value of type `t` occupies (and is copied as).
    fn fp80_bytes(&self, t: Type) -> u64 {
        if self.types().get(t) == &TypeData::X86Fp80 {
            FP80_BYTES
        } else {
            32
        }
    }

    /// The slot holding the result of fp80 instruction `i`.
    fn fp80_slot(&mut self, i: Inst) -> Amode {
        let size = if self.fp80_bytes(self.body.insts[i].ty) == FP80_BYTES {
            16
        } else {
            32
        };
        let slot = *self
            .fp80_slots
            .entry(i)
            .or_insert_with(|| self.slots.add(size, 16));
        Amode::Slot { slot, disp: 0 }
    }

    /// A fresh 16-byte scratch slot.
    fn fp80_temp(&mut self) -> Amode {
        Amode::Slot {
            slot: self.slots.add(16, 16),
            disp: 0,
        }
    }

    /// Where the fp80 value `v` is in memory.
    pub(super) fn fp80_loc(&mut self, v: Value) -> LResult<Amode> {
        match v {
            Value::Inst(i) => Ok(self.fp80_slot(i)),
            Value::Arg(n) => self
                .fp80_args
                .get(&n)
                .copied()
                .ok_or_else(|| err(self.pos, "x86_fp80 argument")),
            Value::Const(c) => {
                let bits: u128 = match self.m.consts.get(c).kind {
                    ConstKind::Float(b) => b,
                    ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => 0,
                    _ => return Err(err(self.pos, "this x86_fp80 constant")),
                };
                Ok(self.fp80_const(bits))
            }
            _ => Err(err(self.pos, "this x86_fp80 operand")),
        }
    }

    /// A scratch slot holding the fp80 bit pattern `bits`.
    pub(super) fn fp80_const(&mut self, bits: u128) -> Amode {
        let t = self.fp80_temp();
        let lo = self.materialize(Part::Int(64), ConstVal::Bits(bits as u64));
        self.push(MInst::Store {
            size: Size::S64,
            src: lo,
            mem: t,
        });
        self.push(MInst::StoreImm {
            size: Size::S16,
            imm: ((bits >> 64) as u16) as i16 as i32,
            mem: t.offset(8),
        });
        t
    }

    /// `fabs` of the fp80 value `v` into a scratch slot.
    pub(super) fn fp80_abs_temp(&mut self, v: Value) -> LResult<Amode> {
        self.fld80(v)?;
        self.push(MInst::FUnary { neg: false });
        let t = self.fp80_temp();
        self.push(MInst::Fstp {
            kind: FKind::F80,
            mem: t,
        });
        Ok(t)
    }

    fn fld80(&mut self, v: Value) -> LResult<()> {
        let mem = self.fp80_loc(v)?;
        self.push(MInst::Fld {
            kind: FKind::F80,
            mem,
        });
        Ok(())
    }

    fn fstp80(&mut self, i: Inst) {
        let mem = self.fp80_slot(i);
        self.push(MInst::Fstp {
            kind: FKind::F80,
            mem,
        });
    }

    /// Copies the fp80 value `v` to `dst`.
    pub(super) fn fp80_copy_to(&mut self, dst: Amode, v: Value) -> LResult<()> {
        let src = self.fp80_loc(v)?;
        let bytes = self.fp80_bytes(self.value_type(v));
        self.copy_memory(dst, src, bytes)
    }

    /// Lowers `i` if it produces or consumes fp80 values; `Ok(false)` when it does not.
    pub(super) fn lower_fp80(&mut self, i: Inst) -> LResult<bool> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        let result_fp80 = self.is_fp80(d.ty);
        let operand_fp80 = args
            .iter()
            .any(|&a| !matches!(a, Value::Block(_)) && self.is_fp80(self.value_type(a)));
        if !result_fp80 && !operand_fp80 {
            return Ok(false);
        }
        match d.kind {
            InstKind::Load { .. } => {
                let src = self.amode(args[0])?;
                let dst = self.fp80_slot(i);
                self.copy_memory(dst, src, self.fp80_bytes(d.ty))?;
            }
            InstKind::ExtractValue { start, .. } => {
                let k = body.index_pool[start as usize];
                let src = self.fp80_loc(args[0])?;
                let dst = self.fp80_slot(i);
                self.copy_memory(dst, src.offset(16 * k as i32), FP80_BYTES)?;
            }
            InstKind::InsertValue { start, .. } => {
                let k = body.index_pool[start as usize];
                let dst = self.fp80_slot(i);
                self.fp80_copy_to(dst, args[0])?;
                self.fp80_copy_to(dst.offset(16 * k as i32), args[1])?;
            }
            InstKind::Store { .. } => {
                let dst = self.amode(args[1])?;
                self.fp80_copy_to(dst, args[0])?;
            }
            InstKind::Binary(op) => {
                let aop = match op {
                    BinOp::FAdd => SseOp::Add,
                    BinOp::FSub => SseOp::Sub,
                    BinOp::FMul => SseOp::Mul,
                    BinOp::FDiv => SseOp::Div,
                    _ => return Err(err(self.pos, format!("{} on x86_fp80", op.name()))),
                };
                self.fld80(args[0])?;
                self.fld80(args[1])?;
                self.push(MInst::FArith { op: aop });
                self.fstp80(i);
            }
            InstKind::FNeg => {
                self.fld80(args[0])?;
                self.push(MInst::FUnary { neg: true });
                self.fstp80(i);
            }
            InstKind::FCmp(pred) => {
                let Some(cond) = fcond(pred) else {
                    let r = self.materialize(
                        Part::Int(8),
                        ConstVal::Bits(u64::from(pred == FloatPred::True)),
                    );
                    return self.define(i, &[r]).map(|_| true);
                };
                let a = self.fp80_loc(args[0])?;
                let b = self.fp80_loc(args[1])?;
                let dst = self.gpr();
                self.push(MInst::X87Cmp { cond, a, b, dst });
                self.define(i, &[dst])?;
            }
            InstKind::Cast(op) => self.fp80_cast(i, op, args[0], d.ty)?,
            InstKind::Select => {
                let c = self.reg(args[0])?;
                let t = self.fp80_loc(args[1])?;
                let f = self.fp80_loc(args[2])?;
                let ta = self.gpr();
                self.push(MInst::Lea { mem: t, dst: ta });
                let fa = self.gpr();
                self.push(MInst::Lea { mem: f, dst: fa });
                let p = self.gpr();
                self.push(MInst::Select {
                    cond: c,
                    if_true: ta,
                    if_false: fa,
                    dst: p,
                });
                let dst = self.fp80_slot(i);
                self.copy_memory(
                    dst,
                    Amode::Reg {
                        base: p,
                        index: None,
                        disp: 0,
                    },
                    self.fp80_bytes(d.ty),
                )?;
            }
            InstKind::Freeze => {
                let dst = self.fp80_slot(i);
                self.fp80_copy_to(dst, args[0])?;
            }
            InstKind::Ret => {
                self.check_win64_fp80_return()?;
                if self.fp80_bytes(self.value_type(args[0])) != FP80_BYTES {
                    // Complex long double: real part in st(0), imaginary in st(1).
                    let loc = self.fp80_loc(args[0])?;
                    self.push(MInst::Fld {
                        kind: FKind::F80,
                        mem: loc.offset(16),
                    });
                }
                self.fld80(args[0])?;
                self.push(MInst::Ret { uses: Box::new([]) });
                self.vc.end_block(&[]);
            }
            // Phis are stored by their predecessors.
            InstKind::Phi => {}
            // Calls handle fp80 arguments and results themselves.
            InstKind::Call(_) => return Ok(false),
            _ => return Err(err(self.pos, "this instruction on x86_fp80 values")),
        }
        Ok(true)
    }

    fn fp80_cast(&mut self, i: Inst, op: CastOp, v: Value, to: Type) -> LResult<()> {
        let from = self.value_type(v);
        let types = self.types();
        let double = |t: Type| types.get(t) == &TypeData::Double;
        let fbits = types.primitive_bits(from);
        let tbits = types.primitive_bits(to);
        match op {
            CastOp::FpExt | CastOp::FpTrunc if self.is_fp80(from) && self.is_fp80(to) => {
                let dst = self.fp80_slot(i);
                self.fp80_copy_to(dst, v)?;
            }
            // `half` through libgcc's conversions, as llc does (it was taken for a float).
            CastOp::FpExt if types.get(from) == &TypeData::Half => {
                let r = self.reg(v)?;
                self.runtime_call("__extendhfxf2", &[RtArg::Float(r)], RtRet::Fp80)?;
                self.fp80_call_result(i);
            }
            CastOp::FpTrunc if types.get(to) == &TypeData::Half => {
                let out = self.runtime_call("__truncxfhf2", &[RtArg::Fp80(v)], RtRet::Float)?;
                self.define(i, &out)?;
            }
            CastOp::FpExt => {
                // float/double → fp80 through memory.
                let r = self.reg(v)?;
                let t = self.fp80_temp();
                let d = double(from);
                self.push(MInst::XmmStore {
                    double: d,
                    src: r,
                    mem: t,
                });
                self.push(MInst::Fld {
                    kind: if d { FKind::F64 } else { FKind::F32 },
                    mem: t,
                });
                self.fstp80(i);
            }
            CastOp::FpTrunc => {
                self.fld80(v)?;
                let t = self.fp80_temp();
                let d = double(to);
                self.push(MInst::Fstp {
                    kind: if d { FKind::F64 } else { FKind::F32 },
                    mem: t,
                });
                let r = self.xreg();
                self.push(MInst::XmmLoad {
                    double: d,
                    mem: t,
                    dst: r,
                });
                self.define(i, &[r])?;
            }
            CastOp::SiToFp | CastOp::UiToFp if fbits > 64 && fbits <= 128 => {
                let name = if op == CastOp::SiToFp {
                    "__floattixf"
                } else {
                    "__floatuntixf"
                };
                let l = self.wide_operand(v, fbits, op == CastOp::SiToFp)?;
                self.runtime_call(name, &[RtArg::I128([l[0], l[1]])], RtRet::Fp80)?;
                self.fp80_call_result(i);
            }
            CastOp::FpToSi | CastOp::FpToUi if tbits > 64 && tbits <= 128 => {
                let name = if op == CastOp::FpToSi {
                    "__fixxfti"
                } else {
                    "__fixunsxfti"
                };
                let out = self.runtime_call(name, &[RtArg::Fp80(v)], RtRet::I128)?;
                self.define(i, &out)?;
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                if fbits > 64 {
                    return Err(err(self.pos, format!("conversion from i{fbits}")));
                }
                let r = self.reg(v)?;
                let signed = op == CastOp::SiToFp;
                let e = self.extend64(r, fbits, signed);
                let t = self.fp80_temp();
                self.push(MInst::Store {
                    size: Size::S64,
                    src: e,
                    mem: t,
                });
                if !signed && fbits == 64 {
                    self.push(MInst::FildU64 { mem: t });
                } else {
                    self.push(MInst::Fld {
                        kind: FKind::I64,
                        mem: t,
                    });
                }
                self.fstp80(i);
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                if tbits > 64 {
                    return Err(err(self.pos, format!("conversion to i{tbits}")));
                }
                let src = self.fp80_loc(v)?;
                let t = self.fp80_temp();
                self.push(MInst::X87ToInt {
                    unsigned64: op == CastOp::FpToUi && tbits == 64,
                    src,
                    tmp: t,
                });
                let r = self.gpr();
                self.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S64),
                    mem: t,
                    dst: r,
                });
                self.define(i, &[r])?;
            }
            CastOp::BitCast if self.is_fp80(from) && self.is_fp80(to) => {
                let dst = self.fp80_slot(i);
                self.fp80_copy_to(dst, v)?;
            }
            CastOp::BitCast if self.is_fp80(from) => {
                // To i80: the two integer parts straight from memory.
                let src = self.fp80_loc(v)?;
                let lo = self.gpr();
                self.load_part(Part::Int(64), src, lo);
                let hi = self.gpr();
                self.load_part(Part::Int(16), src.offset(8), hi);
                self.define(i, &[lo, hi])?;
            }
            CastOp::BitCast => {
                let parts = self.value_regs(v)?;
                let dst = self.fp80_slot(i);
                self.store_part(Part::Int(64), parts[0], dst);
                self.store_part(Part::Int(16), parts[1], dst.offset(8));
            }
            _ => return Err(err(self.pos, "this cast of x86_fp80")),
        }
        Ok(())
    }

    /// `llvm.fabs.f80`.
    pub(super) fn fp80_fabs(&mut self, i: Inst, v: Value) -> LResult<()> {
        self.fld80(v)?;
        self.push(MInst::FUnary { neg: false });
        self.fstp80(i);
        Ok(())
    }

    /// `llvm.fmuladd.f80`: multiply then add (unfused, as the intrinsic allows).
    pub(super) fn fp80_fmuladd(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        self.fld80(args[0])?;
        self.fld80(args[1])?;
        self.push(MInst::FArith { op: SseOp::Mul });
        self.fld80(args[2])?;
        self.push(MInst::FArith { op: SseOp::Add });
        self.fstp80(i);
        Ok(())
    }

    /// A libm call on fp80 values (`truncl`, `floorl`, …): fp80 arguments in memory
    /// (System V) or by reference (Win64), integer ones (`ldexpl`, `__powixf2`) in
    /// registers, the result in st(0).
    pub(super) fn fp80_libcall(
        &mut self,
        i: Inst,
        name: &'static str,
        args: &[Value],
    ) -> LResult<()> {
        let mut rt = Vec::with_capacity(args.len());
        for &a in args {
            if self.is_fp80(self.value_type(a)) {
                rt.push(RtArg::Fp80(a));
            } else {
                rt.push(RtArg::Int(self.reg(a)?));
            }
        }
        self.runtime_call(name, &rt, RtRet::Fp80)?;
        self.fp80_call_result(i);
        Ok(())
    }

    /// Stores an fp80 call result from st(0) into the call's slot.
    pub(super) fn fp80_call_result(&mut self, i: Inst) {
        self.fstp80(i);
        if self.fp80_bytes(self.body.insts[i].ty) != FP80_BYTES {
            let slot = self.fp80_slot(i);
            self.push(MInst::Fstp {
                kind: FKind::F80,
                mem: slot.offset(16),
            });
        }
    }
}
