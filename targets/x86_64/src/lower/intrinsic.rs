//! Intrinsic calls other than the floating-point ones: memory intrinsics, varargs, bit
//! manipulation, overflow arithmetic and the rest of what clang emits.

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn lower_intrinsic(&mut self, i: Inst, name: &[u8], args: &[Value]) -> LResult<()> {
        let name_str = String::from_utf8_lossy(name).to_string();
        let base = name_str.split('.').take(2).collect::<Vec<_>>().join(".");
        let ty = self.body.insts[i].ty;
        match base.as_str() {
            "llvm.callbr" if name_str.starts_with("llvm.callbr.landingpad") => {
                self.lower_callbr_landingpad(i, args[0])
            }
            "llvm.prefetch" => {
                // (address, rw, locality, cache type): data prefetches by locality, as llc
                // without `prfchw` (writes too); instruction prefetches do nothing on x86.
                let int = |v: Value| match v {
                    Value::Const(c) => self.m.consts.as_u64(c),
                    _ => None,
                };
                if int(args[3]) != Some(0) {
                    let locality = int(args[2]).unwrap_or(3).min(3) as u8;
                    let mem = self.amode(args[0])?;
                    self.push(MInst::MemOp {
                        op: MemOpKind::Prefetch(locality),
                        mem,
                    });
                }
                Ok(())
            }
            "llvm.dbg" | "llvm.lifetime" | "llvm.assume" | "llvm.donothing" | "llvm.va_end"
            | "llvm.sideeffect" | "llvm.experimental" | "llvm.invariant" | "llvm.var"
            | "llvm.pseudoprobe" => {
                if let Some(rest) = name_str.strip_prefix("llvm.experimental.constrained.") {
                    return self.lower_constrained(i, rest, args);
                }
                if base == "llvm.experimental" && !name_str.starts_with("llvm.experimental.noalias")
                {
                    return Err(err(self.pos, format!("intrinsic @{name_str}")));
                }
                Ok(())
            }
            "llvm.memcpy" | "llvm.memmove" | "llvm.memset" => {
                if self.inline_mem_intrinsic(&base, args)? {
                    return Ok(());
                }
                if name_str.contains(".inline.") {
                    // memcpy.inline/memset.inline never call the library (they may be how
                    // it is implemented): `rep movsb`/`rep stosb` beyond the unrolled sizes.
                    return self.rep_string_op(base == "llvm.memset", args);
                }
                let func = match base.as_str() {
                    "llvm.memcpy" => "memcpy",
                    "llvm.memmove" => "memmove",
                    _ => "memset",
                };
                let mut uses = Vec::new();
                let arg_regs = self.libcall_arg_regs(&[PartClass::Int; 3]);
                for (k, &arg) in args[..3].iter().enumerate() {
                    let r = self.reg(arg)?;
                    let bits = self.types().int_width(self.value_type(arg)).unwrap_or(64);
                    // The byte value and the length are integers of any width.
                    let r = if k > 0 {
                        self.extend64(r, bits, false)
                    } else {
                        r
                    };
                    uses.push((r, arg_regs[k]));
                }
                let d = self.gpr();
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(func)),
                    uses,
                    vec![(d, g(gpr::RAX))],
                );
                Ok(())
            }
            "llvm.load" if name_str.starts_with("llvm.load.relative.") => {
                // `ptr + sext(load i32 (ptr + offset))`: relative lookup tables.
                let base = self.reg(args[0])?;
                let off = self.reg(args[1])?;
                let bits = self
                    .types()
                    .int_width(self.value_type(args[1]))
                    .unwrap_or(64);
                let off = self.extend64(off, bits, true);
                let rel = self.gpr();
                self.push(MInst::Load {
                    kind: LoadKind::Sx(Size::S32),
                    mem: Amode::Reg {
                        base,
                        index: Some((off, 1)),
                        disp: 0,
                    },
                    dst: rel,
                });
                let r = self.gpr();
                self.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((rel, 1)),
                        disp: 0,
                    },
                    dst: r,
                });
                self.define(i, &[r])
            }
            "llvm.stackguard" => {
                // LLVM's SelectionDAG: a volatile load of the module's guard variable
                // (`__stack_chk_guard`, MSVC's `__security_cookie`; llc-19 crashes when the
                // module does not declare it), on Windows XORed with the frame register.
                let guard = self.stack_guard_global("llvm.stackguard")?;
                let addr = self.materialize(Part::Int(64), guard);
                let r = self.gpr();
                self.load_part(
                    Part::Int(64),
                    Amode::Reg {
                        base: addr,
                        index: None,
                        disp: 0,
                    },
                    r,
                );
                let r = if self.cx.platform.is_windows() {
                    let x = self.gpr();
                    self.push(MInst::XorFrame { src: r, dst: x });
                    x
                } else {
                    r
                };
                self.define(i, &[r])
            }
            "llvm.stackprotector" => {
                // As llc-19: it stores a guard value in the slot (the second operand): its
                // operand at -O0 (FastISel), above that the operand too but on Darwin,
                // where SelectionDAG loads the guard variable itself. Without a canary of
                // the function's own, the slot is laid out first, where the canary goes
                // (rllc_codegen::frame::static_allocas), and nothing checks it. With one,
                // the canary is stored and checked as always, but on Windows and Darwin
                // at -O1 and up, where the check reads this slot instead (llc checks the
                // slot of the last `llvm.stackprotector` it selected, its own coming
                // first).
                let darwin = self.cx.platform == Platform::Darwin;
                let optimised = self.opt != rllc_codegen::OptLevel::O0;
                let value = if darwin && optimised {
                    let guard = self.stack_guard_global("llvm.stackprotector at -O1 and up")?;
                    let addr = self.materialize(Part::Int(64), guard);
                    let r = self.gpr();
                    self.load_part(
                        Part::Int(64),
                        Amode::Reg {
                            base: addr,
                            index: None,
                            disp: 0,
                        },
                        r,
                    );
                    r
                } else {
                    self.reg(args[0])?
                };
                let slot = self.amode(args[1])?;
                self.store_part(Part::Int(64), value, slot);
                if self.allocas.canary.is_some()
                    && optimised
                    && (darwin || self.cx.platform.is_windows())
                {
                    let Amode::Slot { slot, disp: 0 } = slot else {
                        return Err(err(
                            self.pos,
                            "llvm.stackprotector with a slot that is not a static alloca",
                        ));
                    };
                    self.canary_check = Some(slot);
                }
                Ok(())
            }
            "llvm.stacksave" => {
                let r = self.gpr();
                self.push(MInst::ReadSp { dst: r });
                self.define(i, &[r])
            }
            "llvm.stackrestore" => {
                let r = self.reg(args[0])?;
                self.push(MInst::WriteSp { src: r });
                Ok(())
            }
            "llvm.va_start" if self.abi == Abi::Win64 => {
                // va_list is a pointer to the first anonymous argument's home slot.
                let l = self.reg(args[0])?;
                let p = self.gpr();
                let off = self.va_stack as i32;
                self.push(MInst::Lea {
                    mem: Amode::IncomingArg { off },
                    dst: p,
                });
                self.push(MInst::Store {
                    size: Size::S64,
                    src: p,
                    mem: Amode::Reg {
                        base: l,
                        index: None,
                        disp: 0,
                    },
                });
                Ok(())
            }
            "llvm.va_start" => {
                let slot = self
                    .va_area
                    .ok_or_else(|| err(self.pos, "va_start in a non-variadic function"))?;
                let l = self.reg(args[0])?;
                self.push(MInst::VaStart {
                    list: l,
                    gp_used: self.va_gp,
                    fp_used: self.va_fp,
                    save_area: slot,
                    stack_args: self.va_stack,
                });
                Ok(())
            }
            "llvm.va_copy" => {
                let d = self.reg(args[0])?;
                let s = self.reg(args[1])?;
                self.copy_memory(
                    Amode::Reg {
                        base: d,
                        index: None,
                        disp: 0,
                    },
                    Amode::Reg {
                        base: s,
                        index: None,
                        disp: 0,
                    },
                    // Win64's va_list is a plain pointer; System V's a 24-byte record.
                    if self.abi == Abi::Win64 { 8 } else { 24 },
                )
            }
            "llvm.trap" => {
                self.push(MInst::Trap);
                Ok(())
            }
            "llvm.debugtrap" => {
                self.push(MInst::Int3);
                Ok(())
            }
            "llvm.eh" if name_str == "llvm.eh.sjlj.setjmp" => {
                let buf = self.reg(args[0])?;
                let d = self.gpr();
                let mut clobbers = regs::sysv_call_clobbers();
                for r in regs::SYSV_CALLEE_SAVED {
                    clobbers.add(g(r));
                }
                clobbers.remove(g(gpr::RAX));
                self.push(MInst::SjljSetjmp {
                    buf,
                    dst: d,
                    clobbers,
                });
                self.define(i, &[d])
            }
            "llvm.eh" if name_str.starts_with("llvm.eh.typeid.for") => {
                let id = rllc_codegen::eh::typeid_for(self.pads.as_ref(), self.m, self.body, i)?;
                let r = self.materialize(Part::Int(32), ConstVal::Bits(u64::from(id)));
                self.define(i, &[r])
            }
            "llvm.eh" if name_str == "llvm.eh.sjlj.longjmp" => {
                let buf = self.reg(args[0])?;
                self.push(MInst::SjljLongjmp { buf });
                Ok(())
            }
            "llvm.threadlocal" => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)
            }
            "llvm.expect" => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)
            }
            "llvm.is" if name_str.starts_with("llvm.is.fpclass") => self.lower_is_fpclass(i, args),
            "llvm.is" if name_str.starts_with("llvm.is.constant") => {
                let r = self.materialize(Part::Int(8), ConstVal::Bits(0));
                self.define(i, &[r])
            }
            "llvm.objectsize" => {
                let min = matches!(args.get(1), Some(Value::Const(c)) if self.m.consts.as_u64(*c) == Some(1));
                let r = self.materialize(
                    Part::Int(64),
                    ConstVal::Bits(if min { 0 } else { u64::MAX }),
                );
                self.define(i, &[r])
            }
            "llvm.frameaddress" | "llvm.returnaddress" | "llvm.addressofreturnaddress" => {
                // Walk `depth` saved frame pointers; the return address sits above each.
                let depth = match args.first() {
                    Some(&Value::Const(c)) => self.m.consts.as_u64(c).unwrap_or(0),
                    _ => 0,
                };
                let mut fp = self.gpr();
                self.push(MInst::ReadFp { dst: fp });
                for _ in 0..depth {
                    let up = self.gpr();
                    self.push(MInst::Load {
                        kind: LoadKind::Zx(Size::S64),
                        mem: Amode::Reg {
                            base: fp,
                            index: None,
                            disp: 0,
                        },
                        dst: up,
                    });
                    fp = up;
                }
                let ra = Amode::Reg {
                    base: fp,
                    index: None,
                    disp: 8,
                };
                let r = match base.as_str() {
                    "llvm.frameaddress" => fp,
                    "llvm.returnaddress" => {
                        let r = self.gpr();
                        self.push(MInst::Load {
                            kind: LoadKind::Zx(Size::S64),
                            mem: ra,
                            dst: r,
                        });
                        r
                    }
                    _ => {
                        let r = self.gpr();
                        self.push(MInst::Lea { mem: ra, dst: r });
                        r
                    }
                };
                self.define(i, &[r])
            }
            "llvm.readcyclecounter" => self.lower_rdtsc(i),
            "llvm.x86" => self.lower_x86_intrinsic(i, &name_str, args),
            "llvm.get" if name_str == "llvm.get.rounding" => self.lower_get_rounding(i),
            "llvm.set" if name_str == "llvm.set.rounding" => self.lower_set_rounding(args[0]),
            "llvm.annotation" | "llvm.ptr" | "llvm.launder" | "llvm.strip" | "llvm.ssa"
            | "llvm.arithmetic" => {
                // Annotations, invariant groups, copies and fences of the optimiser: the
                // value itself.
                let r = self.value_regs(args[0])?;
                self.define(i, &r)
            }
            "llvm.allow" => {
                // `llvm.allow.runtime.check`/`allow.ubsan.check` left for codegen: true.
                let r = self.imm64(1);
                self.define(i, &[r])
            }
            "llvm.ubsantrap" => {
                self.push(MInst::Trap);
                Ok(())
            }
            // No instruction cache to flush on x86.
            "llvm.clear_cache" => Ok(()),
            "llvm.fabs" | "llvm.copysign" | "llvm.sqrt" | "llvm.fmuladd" | "llvm.fma"
            | "llvm.floor" | "llvm.ceil" | "llvm.trunc" | "llvm.rint" | "llvm.nearbyint"
            | "llvm.round" | "llvm.minnum" | "llvm.maxnum" | "llvm.pow" | "llvm.sin"
            | "llvm.cos" | "llvm.exp" | "llvm.log" | "llvm.exp2" | "llvm.log2" | "llvm.log10"
            | "llvm.roundeven" | "llvm.tan" | "llvm.asin" | "llvm.acos" | "llvm.atan"
            | "llvm.atan2" | "llvm.sinh" | "llvm.cosh" | "llvm.tanh" | "llvm.exp10"
            | "llvm.ldexp" | "llvm.powi" | "llvm.canonicalize" | "llvm.minimum"
            | "llvm.maximum" => self.lower_float_intrinsic(i, &base, args, ty),
            "llvm.lround" | "llvm.llround" | "llvm.lrint" | "llvm.llrint" => {
                self.lower_round_to_int(i, &base, args[0])
            }
            "llvm.frexp" => self.lower_frexp(i, args[0]),
            "llvm.fptosi" | "llvm.fptoui" if name_str.contains(".sat.") => {
                self.lower_fp_to_int_sat(i, base == "llvm.fptosi", args[0])
            }
            "llvm.smax" | "llvm.smin" | "llvm.umax" | "llvm.umin" => {
                let pred = match base.as_str() {
                    "llvm.smax" => IntPred::Sgt,
                    "llvm.smin" => IntPred::Slt,
                    "llvm.umax" => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let bits = self.types().int_width(ty);
                if let Some(bits @ (8 | 16 | 32 | 64)) = bits {
                    // `cmp a, b; cmovcc b, a`.
                    let cc = match pred {
                        IntPred::Sgt => Cc::G,
                        IntPred::Slt => Cc::L,
                        IntPred::Ugt => Cc::A,
                        _ => Cc::B,
                    };
                    let a = self.reg(args[0])?;
                    let b = self.reg(args[1])?;
                    let size = Size::from_bytes(bits / 8);
                    let dst = self.cmp_select(size, cc, a, Rmi::Reg(b), a, b);
                    return self.define(i, &[dst]);
                }
                let (size, cc, l, r) = self.icmp_operands(pred, args[0], args[1])?;
                let c = self.cmp_set(size, cc, l, r);
                let a = self.value_regs(args[0])?;
                let b = self.value_regs(args[1])?;
                let out = self.select_limbs(c, &a, &b);
                self.define(i, &out)
            }
            "llvm.abs" => {
                let bits = self
                    .types()
                    .int_width(ty)
                    .ok_or_else(|| err(self.pos, "llvm.abs on this type"))?;
                if bits > 64 {
                    let l = self.wide_operand(args[0], bits, true)?;
                    let s = self.sign_mask(l[l.len() - 1]);
                    let out = self.negate_if(&l, s);
                    return self.define(i, &out);
                }
                let a = self.reg(args[0])?;
                let a = self.extend(a, bits, true);
                let size = int_size(bits);
                let n = self.gpr();
                self.push(MInst::Unary {
                    neg: true,
                    size,
                    src: a,
                    dst: n,
                });
                let d = self.cmp_select(size, Cc::L, a, Rmi::Imm(0), n, a);
                self.define(i, &[d])
            }
            "llvm.uadd" | "llvm.usub"
                if name_str.contains(".sat.") && self.unsigned_sat(i, &base, args)? =>
            {
                Ok(())
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" if name_str.contains(".sat.") => {
                let (res, flag) = self.overflow_op(&base, args)?;
                let sat = self.saturation_value(&base, args[0])?;
                let out = self.select_limbs(flag, &sat, &res);
                self.define(i, &out)
            }
            "llvm.ushl" | "llvm.sshl" if name_str.contains(".sat.") => {
                self.lower_shl_sat(i, base == "llvm.sshl", args)
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" | "llvm.smul" | "llvm.umul"
                if name_str.contains("with.overflow") =>
            {
                let (mut out, flag) = self.overflow_op(&base, args)?;
                out.push(flag);
                self.define(i, &out)
            }
            "llvm.bswap" | "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" | "llvm.bitreverse"
            | "llvm.fshl" | "llvm.fshr" => self.lower_bit_intrinsic(i, &base, args, ty),
            "llvm.ptrmask" => {
                let p = self.reg(args[0])?;
                let m = self.rmi(args[1], 64)?;
                let d = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: p,
                    rhs: m,
                    dst: d,
                });
                self.define(i, &[d])
            }
            _ => Err(CodegenError {
                pos: Some(self.pos),
                message: format!("unsupported intrinsic @{name_str}"),
            }),
        }
    }

    /// `rdtsc`: the 64-bit time-stamp counter.
    fn lower_rdtsc(&mut self, i: Inst) -> LResult<()> {
        let (lo, hi) = (self.gpr(), self.gpr());
        self.push(MInst::Rdtsc { lo, hi });
        let h = self.shift_imm(ShiftOp::Shl, Size::S64, hi, 32);
        let lo32 = self.extend64(lo, 32, false);
        let r = self.alu(AluOp::Or, Size::S64, h, Rmi::Reg(lo32));
        self.define(i, &[r])
    }

    /// The scalar `llvm.x86.*` intrinsics clang emits for C builtins on the baseline
    /// target (the list is [`X86_SCALAR`]).
    fn lower_x86_intrinsic(&mut self, i: Inst, name: &str, args: &[Value]) -> LResult<()> {
        match name {
            "llvm.x86.rdtsc" => self.lower_rdtsc(i),
            "llvm.x86.sse2.pause" => {
                self.push(MInst::Hint { op: HintOp::Pause });
                Ok(())
            }
            "llvm.x86.sse2.lfence" => {
                self.push(MInst::Hint { op: HintOp::Lfence });
                Ok(())
            }
            "llvm.x86.sse.sfence" => {
                self.push(MInst::Hint { op: HintOp::Sfence });
                Ok(())
            }
            "llvm.x86.sse2.mfence" => {
                self.push(MInst::MFence);
                Ok(())
            }
            "llvm.x86.sse2.clflush" => {
                let mem = self.amode(args[0])?;
                self.push(MInst::MemOp {
                    op: MemOpKind::Clflush,
                    mem,
                });
                Ok(())
            }
            _ => Err(err(self.pos, format!("intrinsic @{name}"))),
        }
    }

    /// A 4-byte stack slot for control words.
    fn control_word_slot(&mut self) -> Amode {
        Amode::Slot {
            slot: self.slots.add(4, 4),
            disp: 0,
        }
    }

    /// `llvm.get.rounding` (C's `FLT_ROUNDS`) from the x87 rounding control, as llc reads
    /// it: `(0x2d >> ((cw >> 9) & 6)) & 3` maps nearest, down, up, zero to 1, 3, 2, 0.
    fn lower_get_rounding(&mut self, i: Inst) -> LResult<()> {
        let mem = self.control_word_slot();
        self.push(MInst::MemOp {
            op: MemOpKind::Fnstcw,
            mem,
        });
        let cw = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S16),
            mem,
            dst: cw,
        });
        let t = self.shift_imm(ShiftOp::Shr, Size::S64, cw, 9);
        let t = self.alu(AluOp::And, Size::S32, t, Rmi::Imm(6));
        let table = self.imm64(0x2d);
        let r = self.gpr();
        self.push(MInst::Shift {
            op: ShiftOp::Shr,
            size: Size::S32,
            src: table,
            amount: Some(t),
            imm: 0,
            dst: r,
        });
        let r = self.alu(AluOp::And, Size::S32, r, Rmi::Imm(3));
        self.define(i, &[r])
    }

    /// `llvm.set.rounding`: the C mode (0 zero, 1 nearest, 2 up, 3 down) into the
    /// rounding-control fields of both the x87 control word and MXCSR.
    fn lower_set_rounding(&mut self, mode: Value) -> LResult<()> {
        let m = self.reg(mode)?;
        // rc = (0x63 >> 2*mode) & 3 (x87 encoding: 0 nearest, 1 down, 2 up, 3 zero).
        let sh = self.alu(AluOp::Add, Size::S32, m, Rmi::Reg(m));
        let table = self.imm64(0x63);
        let rc = self.gpr();
        self.push(MInst::Shift {
            op: ShiftOp::Shr,
            size: Size::S32,
            src: table,
            amount: Some(sh),
            imm: 0,
            dst: rc,
        });
        let rc = self.alu(AluOp::And, Size::S32, rc, Rmi::Imm(3));
        for (store, load, shift, size) in [
            (MemOpKind::Fnstcw, MemOpKind::Fldcw, 10u32, Size::S16),
            (MemOpKind::Stmxcsr, MemOpKind::Ldmxcsr, 13, Size::S32),
        ] {
            let mem = self.control_word_slot();
            self.push(MInst::MemOp { op: store, mem });
            let w = self.gpr();
            self.push(MInst::Load {
                kind: LoadKind::Zx(size),
                mem,
                dst: w,
            });
            let cleared = self.alu(AluOp::And, Size::S32, w, Rmi::Imm(!(3 << shift)));
            let field = self.shift_imm(ShiftOp::Shl, Size::S64, rc, shift);
            let w = self.alu(AluOp::Or, Size::S32, cleared, Rmi::Reg(field));
            self.push(MInst::Store { size, src: w, mem });
            self.push(MInst::MemOp { op: load, mem });
        }
        Ok(())
    }

    /// `llvm.{s,u}{add,sub,mul}.with.overflow` on operands of any width: the result parts
    /// and the overflow flag.
    pub(super) fn overflow_op(&mut self, base: &str, args: &[Value]) -> LResult<(Regs, Reg)> {
        let t = self.value_type(args[0]);
        let bits = self
            .types()
            .int_width(t)
            .ok_or_else(|| err(self.pos, format!("{base}.with.overflow on this type")))?;
        let wide = bits > 64;
        let signed = base.starts_with("llvm.s");
        let is_mul = base.ends_with("mul");
        if wide {
            if is_mul && bits <= 128 {
                let a = self.wide_operand(args[0], bits, signed)?;
                let b = self.wide_operand(args[1], bits, signed)?;
                let (lo, hi, flag) = if signed {
                    self.smul_overflow_128(&a, &b)
                } else {
                    self.umul_overflow_128(&a, &b)
                };
                // Below 128 bits the product must also fit the narrower width.
                let flag = if bits < 128 {
                    let back = self.extend64(hi, bits - 64, signed);
                    let f = self.gpr();
                    self.push(MInst::CmpSet {
                        test: false,
                        size: Size::S64,
                        cc: Cc::Ne,
                        lhs: Rmi::Reg(back),
                        rhs: Rmi::Reg(hi),
                        dst: f,
                    });
                    self.or_flags(flag, f)
                } else {
                    flag
                };
                return Ok((smallvec::smallvec![lo, hi], flag));
            }
            if is_mul {
                let a = self.wide_operand(args[0], bits, signed)?;
                let b = self.wide_operand(args[1], bits, signed)?;
                return Ok(self.mul_overflow_limbs(signed, bits, &a, &b));
            }
            let la = self.wide_operand(args[0], bits, signed)?;
            let lb = self.wide_operand(args[1], bits, signed)?;
            let top = bits % 64;
            // Whole limbs: the carry or overflow flag of the chain. Otherwise the operands
            // were extended, the chain cannot overflow, and the result overflowed when its
            // top limb differs from its own extension from the value's width.
            let cc = (top == 0).then_some(if signed { Cc::O } else { Cc::B });
            let (out, flag) = self.add_sub_chain(base.ends_with("sub"), &la, &lb, cc);
            let flag = match flag {
                Some(f) => f,
                None => {
                    let last = out[out.len() - 1];
                    let back = self.extend64(last, top, signed);
                    self.cmp_set(Size::S64, Cc::Ne, back, Rmi::Reg(last))
                }
            };
            return Ok((out, flag));
        }
        let a = self.reg(args[0])?;
        let b = self.reg(args[1])?;
        let flag = self.gpr();
        if !matches!(bits, 8 | 16 | 32 | 64) {
            // Odd widths: compute in 64 bits from extended operands; the result
            // overflowed when it differs from its own extension from `bits`.
            if is_mul && bits > 32 {
                // 33..63 bits: the 128-bit product of the extended operands must be the
                // extension of its low `bits`.
                let ea = self.extend64(a, bits, signed);
                let eb = self.extend64(b, bits, signed);
                let (lo, hi) = (self.gpr(), self.gpr());
                self.push(MInst::MulWide {
                    signed,
                    lo_in: ea,
                    src: eb,
                    lo,
                    hi,
                });
                let back = self.extend64(lo, bits, signed);
                let f1 = self.gpr();
                self.push(MInst::CmpSet {
                    test: false,
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: Rmi::Reg(back),
                    rhs: Rmi::Reg(lo),
                    dst: f1,
                });
                // The high half must be the sign (or zero) extension of the low half.
                let ext = self.gpr();
                if signed {
                    self.push(MInst::Shift {
                        op: ShiftOp::Sar,
                        size: Size::S64,
                        src: lo,
                        amount: None,
                        imm: 63,
                        dst: ext,
                    });
                } else {
                    self.push(MInst::MovImm { dst: ext, imm: 0 });
                }
                let f2 = self.gpr();
                self.push(MInst::CmpSet {
                    test: false,
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: Rmi::Reg(hi),
                    rhs: Rmi::Reg(ext),
                    dst: f2,
                });
                self.push(MInst::Alu {
                    op: AluOp::Or,
                    size: Size::S32,
                    lhs: f1,
                    rhs: Rmi::Reg(f2),
                    dst: flag,
                });
                return Ok((smallvec::smallvec![lo], flag));
            }
            let ea = self.extend64(a, bits, signed);
            let eb = self.extend64(b, bits, signed);
            let op = match &base[6..] {
                "add" => AluOp::Add,
                "sub" => AluOp::Sub,
                _ => AluOp::Imul,
            };
            let r = self.gpr();
            self.push(MInst::Alu {
                op,
                size: Size::S64,
                lhs: ea,
                rhs: Rmi::Reg(eb),
                dst: r,
            });
            let back = self.extend64(r, bits, signed);
            self.push(MInst::CmpSet {
                test: false,
                size: Size::S64,
                cc: Cc::Ne,
                lhs: Rmi::Reg(back),
                rhs: Rmi::Reg(r),
                dst: flag,
            });
            return Ok((smallvec::smallvec![r], flag));
        }
        let size = Size::from_bytes(bits / 8);
        if is_mul && (!signed || bits == 8) {
            // Multiply the extended operands at double width (or via rdx:rax for 64 bits)
            // and compare the product with its truncation.
            if bits == 64 {
                let lo = self.gpr();
                let hi = self.gpr();
                self.push(MInst::MulWide {
                    signed: false,
                    lo_in: a,
                    src: b,
                    lo,
                    hi,
                });
                self.push(MInst::CmpSet {
                    test: false,
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: Rmi::Reg(hi),
                    rhs: Rmi::Imm(0),
                    dst: flag,
                });
                return Ok((smallvec::smallvec![lo], flag));
            }
            let ea = self.extend64(a, bits, signed);
            let eb = self.extend64(b, bits, signed);
            let p = self.gpr();
            self.push(MInst::Alu {
                op: AluOp::Imul,
                size: Size::S64,
                lhs: ea,
                rhs: Rmi::Reg(eb),
                dst: p,
            });
            let back = self.extend64(p, bits, signed);
            self.push(MInst::CmpSet {
                test: false,
                size: Size::S64,
                cc: Cc::Ne,
                lhs: Rmi::Reg(back),
                rhs: Rmi::Reg(p),
                dst: flag,
            });
            return Ok((smallvec::smallvec![p], flag));
        }
        let op = match &base[6..] {
            "add" => AluOp::Add,
            "sub" => AluOp::Sub,
            _ => AluOp::Imul,
        };
        let d = self.gpr();
        self.push(MInst::AluFlags {
            op,
            size,
            lhs: a,
            rhs: b,
            dst: d,
            cc: if signed { Cc::O } else { Cc::B },
            flag,
        });
        Ok((smallvec::smallvec![d], flag))
    }

    /// `llvm.uadd.sat`/`llvm.usub.sat` on 8 to 64 bits as the operation and one conditional
    /// move: a sum below an operand wrapped (all ones instead), a subtrahend above the
    /// minuend means zero. Returns false for other widths.
    fn unsigned_sat(&mut self, i: Inst, base: &str, args: &[Value]) -> LResult<bool> {
        let bits = self.types().int_width(self.value_type(args[0]));
        let Some(bits @ (8 | 16 | 32 | 64)) = bits else {
            return Ok(false);
        };
        // The operation on at least 32 bits (the low bits are the same), the compare on
        // exactly `bits`.
        let (op_size, size) = (int_size(bits), Size::from_bytes(bits / 8));
        let a = self.reg(args[0])?;
        let b = self.rmi(args[1], bits)?;
        let d = if base == "llvm.uadd" {
            let sum = self.alu(AluOp::Add, op_size, a, b);
            let ones = self.imm64(u64::MAX);
            self.cmp_select(size, Cc::B, sum, Rmi::Reg(a), ones, sum)
        } else {
            let diff = self.alu(AluOp::Sub, op_size, a, b);
            let zero = self.imm64(0);
            self.cmp_select(size, Cc::B, a, b, zero, diff)
        };
        self.define(i, &[d])?;
        Ok(true)
    }

    /// The value a saturating operation `base` (`llvm.uadd`, `llvm.ssub`, …) returns on
    /// overflow: the unsigned maximum or zero, or the signed limit on the side of the
    /// first operand's sign.
    fn saturation_value(&mut self, base: &str, a: Value) -> LResult<Regs> {
        let t = self.value_type(a);
        let bits = self
            .types()
            .int_width(t)
            .ok_or_else(|| err(self.pos, format!("{base}.sat on this type")))?;
        let n = bits.div_ceil(64) as usize;
        if !base.starts_with("llvm.s") {
            let v = if base.ends_with("add") { u64::MAX } else { 0 };
            let r = self.imm64(v);
            return Ok((0..n).map(|_| r).collect());
        }
        // MAX ^ sign(a): the maximum for a >= 0, the minimum (all limbs flipped) below.
        let l = self.wide_operand(a, bits, true)?;
        let s = self.sign_mask(l[n - 1]);
        let top_bits = bits - 64 * (n as u32 - 1);
        let ones = self.imm64(u64::MAX);
        let top_max = self.imm64(u64::MAX.checked_shr(65 - top_bits).unwrap_or(0));
        Ok((0..n)
            .map(|k| {
                let m = if k == n - 1 { top_max } else { ones };
                self.alu(AluOp::Xor, Size::S64, m, Rmi::Reg(s))
            })
            .collect())
    }

    /// `llvm.ushl.sat`/`llvm.sshl.sat` up to 64 bits: the shift saturates when shifting
    /// back does not give the operand.
    fn lower_shl_sat(&mut self, i: Inst, signed: bool, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[0]);
        let bits = self
            .types()
            .int_width(t)
            .filter(|&b| b <= 64)
            .ok_or_else(|| err(self.pos, "shl.sat on this type"))?;
        let a = self.reg(args[0])?;
        let a = self.extend64(a, bits, signed);
        let amount = self.reg(args[1])?;
        let (shl, shr) = (self.gpr(), self.gpr());
        self.push(MInst::Shift {
            op: ShiftOp::Shl,
            size: Size::S64,
            src: a,
            amount: Some(amount),
            imm: 0,
            dst: shl,
        });
        let r = self.extend64(shl, bits, signed);
        self.push(MInst::Shift {
            op: if signed { ShiftOp::Sar } else { ShiftOp::Shr },
            size: Size::S64,
            src: r,
            amount: Some(amount),
            imm: 0,
            dst: shr,
        });
        let overflow = self.cmp_set(Size::S64, Cc::Ne, shr, Rmi::Reg(a));
        let base = if signed { "llvm.sadd" } else { "llvm.uadd" };
        let sat = self.saturation_value(base, args[0])?;
        let d = self.select_gpr(overflow, sat[0], r);
        self.define(i, &[d])
    }

    pub(super) fn or_flags(&mut self, x: Reg, y: Reg) -> Reg {
        let d = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::Or,
            size: Size::S32,
            lhs: x,
            rhs: Rmi::Reg(y),
            dst: d,
        });
        d
    }

    pub(super) fn nonzero_flag(&mut self, r: Reg) -> Reg {
        let f = self.gpr();
        self.push(MInst::CmpSet {
            test: false,
            size: Size::S64,
            cc: Cc::Ne,
            lhs: Rmi::Reg(r),
            rhs: Rmi::Imm(0),
            dst: f,
        });
        f
    }

    /// Unsigned 128×128 multiply: low and high limb of the product and an overflow flag
    /// (both high limbs non-zero, a cross product above 64 bits, or a carry out of the high
    /// limb).
    pub(super) fn umul_overflow_128(&mut self, a: &[Reg], b: &[Reg]) -> (Reg, Reg, Reg) {
        let mul = |this: &mut Self, x: Reg, y: Reg| {
            let (lo, hi) = (this.gpr(), this.gpr());
            this.push(MInst::MulWide {
                signed: false,
                lo_in: x,
                src: y,
                lo,
                hi,
            });
            (lo, hi)
        };
        let add_carry = |this: &mut Self, x: Reg, y: Reg| {
            let (sum, carry) = (this.gpr(), this.gpr());
            this.push(MInst::AddSubWide {
                sub: false,
                a: vec![x].into(),
                b: vec![y].into(),
                out: vec![sum].into(),
                flag: Some((Cc::B, carry)),
            });
            (sum, carry)
        };
        let (lo, hi0) = mul(self, a[0], b[0]);
        let (t1, t1hi) = mul(self, a[1], b[0]);
        let (t2, t2hi) = mul(self, a[0], b[1]);
        let na = self.nonzero_flag(a[1]);
        let nb = self.nonzero_flag(b[1]);
        let both = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S32,
            lhs: na,
            rhs: Rmi::Reg(nb),
            dst: both,
        });
        let mut flag = both;
        for r in [t1hi, t2hi] {
            let f = self.nonzero_flag(r);
            flag = self.or_flags(flag, f);
        }
        let (s1, c1) = add_carry(self, hi0, t1);
        let (hi, c2) = add_carry(self, s1, t2);
        flag = self.or_flags(flag, c1);
        flag = self.or_flags(flag, c2);
        (lo, hi, flag)
    }

    /// Signed 128×128 multiply with overflow, through the unsigned product of the
    /// magnitudes: the magnitude must stay below 2^127 (or equal it for a negative result).
    pub(super) fn smul_overflow_128(&mut self, a: &[Reg], b: &[Reg]) -> (Reg, Reg, Reg) {
        let zero = self.materialize(Part::Int(64), ConstVal::Bits(0));
        let neg = |this: &mut Self, x: &[Reg]| -> Vec<Reg> {
            let out = vec![this.gpr(), this.gpr()];
            this.push(MInst::AddSubWide {
                sub: true,
                a: vec![zero, zero].into(),
                b: x.to_vec().into(),
                out: out.clone().into(),
                flag: None,
            });
            out
        };
        let sign = |this: &mut Self, x: Reg| {
            let s = this.gpr();
            this.push(MInst::Shift {
                op: ShiftOp::Shr,
                size: Size::S64,
                src: x,
                amount: None,
                imm: 63,
                dst: s,
            });
            s
        };
        let select2 = |this: &mut Self, c: Reg, t: &[Reg], f: &[Reg]| -> Vec<Reg> {
            (0..2)
                .map(|k| {
                    let d = this.gpr();
                    this.push(MInst::Select {
                        cond: c,
                        if_true: t[k],
                        if_false: f[k],
                        dst: d,
                    });
                    d
                })
                .collect()
        };
        let sa = sign(self, a[1]);
        let sb = sign(self, b[1]);
        let na = neg(self, a);
        let nb = neg(self, b);
        let ma = select2(self, sa, &na, a);
        let mb = select2(self, sb, &nb, b);
        let (plo, phi, uflag) = self.umul_overflow_128(&ma, &mb);
        let negative = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::Xor,
            size: Size::S32,
            lhs: sa,
            rhs: Rmi::Reg(sb),
            dst: negative,
        });
        // Magnitude limit: below 2^127 when positive; up to 2^127 when negative, i.e.
        // (magnitude - negative) must stay below 2^127.
        let adj = vec![self.gpr(), self.gpr()];
        self.push(MInst::AddSubWide {
            sub: true,
            a: vec![plo, phi].into(),
            b: vec![negative, zero].into(),
            out: adj.clone().into(),
            flag: None,
        });
        let top = sign(self, adj[1]);
        // A zero magnitude minus one wraps; it only happens when the product is 0 and the
        // sign says negative, which cannot overflow.
        let pz_lo = self.nonzero_flag(plo);
        let pz_hi = self.nonzero_flag(phi);
        let nonzero_product = self.or_flags(pz_lo, pz_hi);
        let top = {
            let d = self.gpr();
            self.push(MInst::Alu {
                op: AluOp::And,
                size: Size::S32,
                lhs: top,
                rhs: Rmi::Reg(nonzero_product),
                dst: d,
            });
            d
        };
        let flag = self.or_flags(uflag, top);
        let np = neg(self, &[plo, phi]);
        let r = select2(self, negative, &np, &[plo, phi]);
        (r[0], r[1], flag)
    }

    pub(super) fn lower_bit_intrinsic(
        &mut self,
        i: Inst,
        base: &str,
        args: &[Value],
        ty: Type,
    ) -> LResult<()> {
        let bits = self
            .types()
            .int_width(ty)
            .ok_or_else(|| err(self.pos, format!("{base} on this type")))?;
        if bits > 64 {
            return self.wide_bit_intrinsic(i, base, args, bits);
        }
        // Odd widths work on the zero-extended value, except byte swaps and funnel shifts.
        let odd_ok = matches!(
            base,
            "llvm.ctlz" | "llvm.cttz" | "llvm.ctpop" | "llvm.bitreverse"
        );
        if bits > 64 || (!matches!(bits, 8 | 16 | 32 | 64) && !odd_ok) {
            return Err(err(self.pos, format!("{base} on i{bits}")));
        }
        if matches!(base, "llvm.cttz" | "llvm.ctlz")
            && matches!(bits, 8 | 16 | 32 | 64)
            && self.is_true(args[1])
        {
            // Zero is poison: one bit scan.
            match base {
                "llvm.cttz" => {
                    // The lowest set bit lies among the low `bits`, whatever the bits above.
                    let a = self.reg(args[0])?;
                    let d = self.bit_scan(ScanOp::Tzcnt, bits, a);
                    return self.define(i, &[d]);
                }
                "llvm.ctlz" => {
                    let index = self.highest_set_bit(args[0], bits)?;
                    let d = self.gpr();
                    self.push(MInst::Alu {
                        op: AluOp::Xor,
                        size: Size::S32,
                        lhs: index,
                        rhs: Rmi::Imm(bits as i32 - 1),
                        dst: d,
                    });
                    return self.define(i, &[d]);
                }
                _ => {}
            }
        }
        let a = self.reg(args[0])?;
        let d = self.gpr();
        match base {
            "llvm.bswap" | "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" | "llvm.bitreverse" => {
                let kind = match base {
                    "llvm.bswap" => BitOp::Bswap,
                    "llvm.ctpop" => BitOp::Popcnt,
                    "llvm.ctlz" => BitOp::Clz,
                    "llvm.cttz" => BitOp::Ctz,
                    _ => BitOp::Bitreverse,
                };
                let a = self.extend64(a, bits, false);
                let tmp = self.gpr();
                self.push(MInst::BitOp {
                    op: kind,
                    bits: bits as u8,
                    src: a,
                    tmp,
                    dst: d,
                });
            }
            _ => {
                // fshl(a, b, c) = (a << c) | (b >> (w - c)), c mod w.
                let b = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let a = self.extend64(a, bits, false);
                let b = self.extend64(b, bits, false);
                let c_masked = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S32,
                    lhs: c,
                    rhs: Rmi::Imm(bits as i32 - 1),
                    dst: c_masked,
                });
                let c = c_masked;
                self.push(MInst::Funnel {
                    left: base == "llvm.fshl",
                    bits: bits as u8,
                    a,
                    b,
                    amount: c,
                    dst: d,
                });
            }
        }
        self.define(i, &[d])
    }

    /// Whether `v` is the constant `i1 true`.
    fn is_true(&self, v: Value) -> bool {
        matches!(v, Value::Const(c) if self.m.consts.as_u64(c) == Some(1))
    }

    /// `op` on `src`, an integer of `bits` (8, 16, 32 or 64) that is not zero.
    fn bit_scan(&mut self, op: ScanOp, bits: u32, src: Reg) -> Reg {
        let dst = self.gpr();
        self.push(MInst::BitScan {
            op,
            size: if bits == 64 { Size::S64 } else { Size::S32 },
            src,
            dst,
        });
        dst
    }

    /// The index of the highest set bit of `x`, an integer of `bits` (8, 16, 32 or 64)
    /// that is not zero: `bsr`. `ctlz` is that index xor `bits - 1`.
    pub(super) fn highest_set_bit(&mut self, x: Value, bits: u32) -> LResult<Reg> {
        let r = self.reg(x)?;
        let r = if bits < 32 {
            self.extend64(r, bits, false)
        } else {
            r
        };
        Ok(self.bit_scan(ScanOp::Bsr, bits, r))
    }

    /// The operand of `i` when `i` calls `llvm.ctlz` with zero as poison on an 8-, 16-,
    /// 32- or 64-bit integer: `xor` with the width minus one absorbs such a call
    /// (`31 ^ ctlz(x)` is C's `31 - __builtin_clz(x)`, the highest set bit).
    pub(super) fn nonzero_ctlz_operand(&self, i: Inst) -> Option<Value> {
        let body = self.body;
        let InstKind::Call(cid) = body.insts[i].kind else {
            return None;
        };
        let args = body.args(i);
        let bits = self.types().int_width(body.insts[i].ty)?;
        (matches!(bits, 8 | 16 | 32 | 64)
            && body.calls[cid].num_args == 2
            && self.is_true(args[2])
            && self.callee_intrinsic(args[0])?.starts_with(b"llvm.ctlz."))
        .then(|| args[1])
    }

    /// `llvm.experimental.constrained.*` (C's `#pragma STDC FENV_ACCESS ON`): the
    /// operation itself, which on SSE already rounds in the current mode and raises its
    /// exceptions ([`rllc_codegen::constrained`]). `rest` is the name after the prefix.
    fn lower_constrained(&mut self, i: Inst, rest: &str, args: &[Value]) -> LResult<()> {
        use rllc_codegen::constrained::{decode, Constrained};
        let (op, values) = decode(self.m, self.body, rest, args)
            .ok_or_else(|| err(self.pos, "constrained compare predicate"))?;
        let ty = self.body.insts[i].ty;
        match op {
            Constrained::Binary(b) => {
                if self.is_fp80(ty) {
                    return Err(err(self.pos, "constrained x86_fp80 arithmetic"));
                }
                self.lower_binary(i, b, values[0], values[1], ty)
            }
            Constrained::Cast(c) => {
                if self.is_fp80(ty) || self.is_fp80(self.value_type(values[0])) {
                    return Err(err(self.pos, "constrained x86_fp80 conversions"));
                }
                self.lower_cast(i, c, values[0], ty)
            }
            Constrained::Compare(pred) => {
                let r = self.lower_fcmp(pred, values[0], values[1])?;
                self.define(i, &[r])
            }
            Constrained::Plain(name) => self.lower_intrinsic(i, name.as_bytes(), &values),
        }
    }

    /// `rep movsb` (copy) or `rep stosb` (`fill`) of `args[2]` bytes.
    fn rep_string_op(&mut self, fill: bool, args: &[Value]) -> LResult<()> {
        let dst = self.reg(args[0])?;
        let src = self.reg(args[1])?;
        let bits = self
            .types()
            .int_width(self.value_type(args[1]))
            .unwrap_or(64);
        let src = if fill {
            self.extend64(src, bits, false)
        } else {
            src
        };
        let n = self.reg(args[2])?;
        let nbits = self
            .types()
            .int_width(self.value_type(args[2]))
            .unwrap_or(64);
        let n = self.extend64(n, nbits, false);
        // Three distinct vregs for the three fixed registers.
        let fresh = |this: &mut Self, r: Reg| {
            let c = this.gpr();
            this.copy(c, r);
            c
        };
        let (dst, src, n) = (fresh(self, dst), fresh(self, src), fresh(self, n));
        self.push(MInst::RepString {
            fill,
            dst,
            src,
            count: n,
        });
        Ok(())
    }

    fn inline_mem_intrinsic(&mut self, base: &str, args: &[Value]) -> LResult<bool> {
        let Value::Const(c) = args[2] else {
            return Ok(false);
        };
        let Some(len) = self.m.consts.as_u64(c) else {
            return Ok(false);
        };
        let limit = if base == "llvm.memcpy" { 128 } else { 64 };
        if len > limit {
            return Ok(false);
        }
        let dst = self.amode(args[0])?;
        match base {
            "llvm.memset" => self.fill_memory(dst, args[1], len)?,
            "llvm.memcpy" => {
                let src = self.amode(args[1])?;
                self.copy_memory(dst, src, len)?;
            }
            _ => {
                let src = self.amode(args[1])?;
                self.move_memory(dst, src, len);
            }
        }
        Ok(true)
    }
}

/// The scalar `llvm.x86.*` intrinsics lowered here rather than with the vector ones.
const X86_SCALAR: [&str; 6] = [
    "llvm.x86.rdtsc",
    "llvm.x86.sse2.pause",
    "llvm.x86.sse2.lfence",
    "llvm.x86.sse.sfence",
    "llvm.x86.sse2.mfence",
    "llvm.x86.sse2.clflush",
];

/// Whether `name` is one of the [`X86_SCALAR`] intrinsics.
pub(super) fn is_scalar_x86(name: &[u8]) -> bool {
    X86_SCALAR.iter().any(|n| n.as_bytes() == name)
}

impl Lowerer<'_, '_> {
    /// The global `llvm.stackguard` loads: the module's `__stack_chk_guard`
    /// (`__security_cookie` on MSVC targets), which must be declared, as llc-19 crashes
    /// without it.
    fn stack_guard_global(&self, what: &str) -> LResult<ConstVal> {
        let name: &[u8] = if self.cx.platform == Platform::WindowsMsvc {
            b"__security_cookie"
        } else {
            b"__stack_chk_guard"
        };
        match self.m.global_by_name(name) {
            Some(g) => Ok(ConstVal::Sym(RelocTarget::Global(g), 0)),
            None => Err(err(
                self.pos,
                format!(
                    "{what} in a module that does not declare @{} (llc-19 crashes)",
                    String::from_utf8_lossy(name)
                ),
            )),
        }
    }
}
