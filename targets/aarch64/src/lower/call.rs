//! Calls, returns, incoming arguments (AAPCS64, [`crate::abi`]) and the intrinsics
//! lowered inline or as library calls.

use super::*;
use crate::abi::{assign_args, return_regs, ArgShape, Assignment, PartClass, PartLoc};
use crate::regs;
use regalloc2::PReg;
use rllc_codegen::entry_call_name;
use rllc_ir::attrs::{AttrKind, AttrList};
use rllc_ir::inst::{CallConv, CallId, TailKind};
use rllc_ir::module::GlobalName;

fn class(p: Part) -> PartClass {
    match p {
        Part::Int(_) => PartClass::Int,
        _ => PartClass::Float,
    }
}

impl Lowerer<'_, '_> {
    /// How the arguments of type `types` (with the attributes of `attrs`) are passed,
    /// and their parts.
    fn arg_locations(&self, types: &[Type], attrs: AttrList) -> LResult<(Assignment, Vec<Parts>)> {
        let mut all_parts = Vec::with_capacity(types.len());
        let mut classes: Vec<Vec<PartClass>> = Vec::with_capacity(types.len());
        for (n, &t) in types.iter().enumerate() {
            let set = self.m.attrs.param(attrs, n);
            for kind in [
                AttrKind::ByVal,
                AttrKind::InAlloca,
                AttrKind::Preallocated,
                AttrKind::Nest,
                AttrKind::SwiftSelf,
            ] {
                if self.m.attrs.has(set, kind) {
                    return Err(err(
                        self.pos,
                        format!("{kind:?} arguments on AArch64").to_lowercase(),
                    ));
                }
            }
            self.check_bool_vector_value(t)?;
            let parts = self.parts_of(t)?;
            classes.push(parts.iter().map(|&(p, _)| class(p)).collect());
            all_parts.push(parts);
        }
        let shapes = types.iter().enumerate().map(|(n, &t)| {
            let set = self.m.attrs.param(attrs, n);
            let wide_int = matches!(self.types().get(t), TypeData::Int(b) if *b > 64);
            ArgShape {
                parts: &classes[n],
                consecutive: self.types().is_aggregate(t) || wide_int,
                even: wide_int,
                sret: self.m.attrs.has(set, AttrKind::StructRet),
                quad: all_parts[n]
                    .iter()
                    .any(|&(p, _)| matches!(p, Part::F128 | Part::Vec(9..))),
            }
        });
        Ok((assign_args(shapes), all_parts))
    }

    /// For an `<N x i1>` argument or result: its lane count and the lane width AAPCS64
    /// passes it in, as llc promotes it (`<2 x i1>` in 32-bit lanes, `<4 x i1>` in
    /// 16-bit lanes, `<8 x i1>` and `<16 x i1>` in bytes), of which only bit 0 counts.
    fn abi_mask(&self, t: Type) -> Option<(u32, u32)> {
        if !self.types().is_vector(t) {
            return None;
        }
        match self.shape(t) {
            Ok((super::vector::Elem::Bool, len)) => Some((
                len,
                match len {
                    2 => 32,
                    4 => 16,
                    _ => 8,
                },
            )),
            _ => None,
        }
    }

    /// The byte masks of an `<N x i1>` value in the lanes AAPCS64 passes it in.
    fn mask_to_abi(&mut self, t: Type, regs: Regs) -> Regs {
        match self.abi_mask(t) {
            Some((len, lane)) if lane > 8 => self.resize_lanes(&regs, 8, lane, len, true),
            _ => regs,
        }
    }

    /// The byte masks of an `<N x i1>` value received in the lanes AAPCS64 passes it in,
    /// whose bits above bit 0 may be anything: narrowed, then bit 0 spread over each
    /// byte (`shl #7`, `sshr #7`).
    fn mask_from_abi(&mut self, t: Type, regs: Regs) -> Regs {
        let Some((len, lane)) = self.abi_mask(t) else {
            return regs;
        };
        let bytes = self.resize_lanes(&regs, lane, 8, len, false);
        self.bit0_masks(&bytes)
    }

    /// Rejects `<N x i1>` arguments and results that llc passes as scalars (N other than
    /// 2, 4, 8 and 16: one register or stack slot per lane) and
    /// vectors of promoted integers (passed in other lanes than registers hold them).
    fn check_bool_vector_value(&self, t: Type) -> LResult<()> {
        if self.has_promoted_vector(t) {
            return Err(err(
                self.pos,
                format!(
                    "arguments and results of type {} on AArch64",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            ));
        }
        if let Some((len, _)) = self
            .abi_mask(t)
            .filter(|&(len, _)| !matches!(len, 2 | 4 | 8 | 16))
        {
            // llc passes these as scalars (one register or stack slot per lane).
            return Err(err(
                self.pos,
                format!("<{len} x i1> arguments and results on AArch64"),
            ));
        }
        Ok(())
    }

    /// Rejects calling conventions the back end does not implement.
    /// `win64cc` (clang's `ms_abi`) outside Windows is AAPCS64 with x18 preserved, as
    /// in llc; the back end never touches x18, so only its variadic form (everything
    /// in general registers) differs.
    fn check_convention(&self, cc: CallConv, variadic: bool) -> LResult<()> {
        match cc {
            CallConv::C | CallConv::Fast | CallConv::Cold => Ok(()),
            CallConv::Win64 if !variadic => Ok(()),
            other => Err(err(
                self.pos,
                format!("calling convention {other:?} on AArch64"),
            )),
        }
    }

    /// Defines the incoming arguments at the top of the entry block; a variadic
    /// function also saves the argument registers its named arguments leave, for
    /// `va_start`.
    pub(super) fn lower_entry(&mut self) -> LResult<()> {
        let (_, params, vararg) = self
            .types()
            .function_parts(self.m.globals[self.gid].value_type)
            .expect("function type");
        self.check_convention(self.f.cc, vararg)?;
        let (asg, parts) = self.arg_locations(params, self.f.attrs)?;
        let mut defs = Vec::new();
        let mut loads = Vec::new();
        let mut k = 0;
        for p in &parts {
            let start = self.regs.len() as u32;
            for &(part, _) in p.iter() {
                let r = self.vc.new_vreg(part.class());
                self.regs.push(r);
                match asg.locs[k] {
                    PartLoc::Reg(preg) => defs.push((r, preg)),
                    PartLoc::Stack(off) => loads.push((part, r, off)),
                }
                k += 1;
            }
            self.arg_regs.push((start, self.regs.len() as u32));
        }
        let masks: Vec<usize> = (0..params.len())
            .filter(|&n| self.abi_mask(params[n]).is_some())
            .collect();
        // The unnamed arguments' registers, saved below.
        let mut unnamed = Vec::new();
        if vararg {
            for n in asg.used[0]..8 {
                let r = self.gpr();
                defs.push((r, regs::x(n)));
                unnamed.push((LdSt::StrX, r));
            }
            for n in asg.used[1]..8 {
                let r = self.fpr();
                defs.push((r, regs::v(n)));
                unnamed.push((LdSt::StrQ, r));
            }
        }
        self.push(MInst::Args { defs });
        for (part, rt, off) in loads {
            let op = self.access(part, true)?;
            self.push(MInst::Load {
                op,
                rt,
                mem: Amode::Incoming { off },
            });
        }
        for n in masks {
            let regs = self.range(self.arg_regs[n]);
            let masks = self.mask_from_abi(params[n], regs);
            let start = self.regs.len() as u32;
            self.regs.extend_from_slice(&masks);
            self.arg_regs[n] = (start, self.regs.len() as u32);
        }
        if vararg {
            let gr_size = 8 * u32::from(8 - asg.used[0]);
            let vr_size = 16 * u32::from(8 - asg.used[1]);
            let gr = self.slots.add(gr_size, 16);
            let vr = self.slots.add(vr_size, 16);
            let (mut gr_off, mut vr_off) = (0, 0);
            for (op, rt) in unnamed {
                let mem = if op == LdSt::StrX {
                    gr_off += 8;
                    Amode::Slot {
                        slot: gr,
                        off: gr_off - 8,
                    }
                } else {
                    vr_off += 16;
                    Amode::Slot {
                        slot: vr,
                        off: vr_off - 16,
                    }
                };
                self.push(MInst::Store { op, rt, mem });
            }
            self.va_area = Some(VaArea {
                gr,
                gr_size,
                vr,
                vr_size,
                stack: asg.stack,
            });
        }
        // `-pg`: the profiler's counter is called first (after the arguments are taken), as LLVM's EntryExitInstrumenter
        // inserts it.
        if let Some(name) = self
            .cx
            .fn_str_attr(self.gid, b"instrument-function-entry-inlined")
            .and_then(|v| entry_call_name(std::str::from_utf8(v).ok()?))
        {
            let target = CallTarget::Direct(RelocTarget::Libcall(name));
            self.emit_call(target, Vec::new(), Vec::new());
        }
        Ok(())
    }

    /// `llvm.va_start`: fills in the AAPCS64 `va_list` at `list` (`__stack`,
    /// `__gr_top`, `__vr_top`, `__gr_offs`, `__vr_offs`).
    fn lower_va_start(&mut self, list: Value) -> LResult<()> {
        let area = self
            .va_area
            .ok_or_else(|| err(self.pos, "va_start outside a variadic function"))?;
        let base = self.reg(list)?;
        let stack = self.gpr();
        self.push(MInst::LoadAddr {
            rd: stack,
            mem: Amode::Incoming { off: area.stack },
        });
        let gr_top = self.slot_addr(area.gr, i64::from(area.gr_size));
        let vr_top = self.slot_addr(area.vr, i64::from(area.vr_size));
        for (k, r) in [stack, gr_top, vr_top].into_iter().enumerate() {
            self.push(MInst::Store {
                op: LdSt::StrX,
                rt: r,
                mem: Amode::RegOff {
                    base,
                    off: 8 * k as i64,
                },
            });
        }
        for (off, size) in [(24, area.gr_size), (28, area.vr_size)] {
            let r = self.iconst(u64::from((size as i32).wrapping_neg() as u32));
            self.push(MInst::Store {
                op: LdSt::StrW,
                rt: r,
                mem: Amode::RegOff { base, off },
            });
        }
        Ok(())
    }

    /// `llvm.va_copy`: the 32 bytes of the `va_list`.
    fn lower_va_copy(&mut self, dst: Value, src: Value) -> LResult<()> {
        let (d, s) = (self.reg(dst)?, self.reg(src)?);
        for k in 0..4 {
            let r = self.gpr();
            self.push(MInst::Load {
                op: LdSt::LdrX,
                rt: r,
                mem: Amode::RegOff {
                    base: s,
                    off: 8 * k,
                },
            });
            self.push(MInst::Store {
                op: LdSt::StrX,
                rt: r,
                mem: Amode::RegOff {
                    base: d,
                    off: 8 * k,
                },
            });
        }
        Ok(())
    }

    /// The name of an intrinsic callee (`llvm.*`).
    pub(super) fn callee_intrinsic(&self, v: Value) -> Option<&'_ [u8]> {
        let Value::Const(c) = v else { return None };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return None;
        };
        let GlobalName::Named(s) = self.m.globals[g].name else {
            return None;
        };
        let name = self.m.syms.get(s);
        name.starts_with(b"llvm.").then_some(name)
    }

    pub(super) fn lower_call(&mut self, i: Inst, cid: CallId, args: &[Value]) -> LResult<()> {
        let body = self.body;
        let ci = &body.calls[cid];
        let callee = args[0];
        let call_args = &args[1..1 + ci.num_args as usize];
        if let Value::Asm(k) = callee {
            return self.lower_inline_asm(i, k, call_args, None);
        }
        if let Some(name) = self.callee_intrinsic(callee) {
            let name = std::str::from_utf8(name).unwrap_or("llvm.?").to_owned();
            return self.lower_intrinsic(i, &name, call_args);
        }
        let out = self.call_site(cid, callee, call_args, false)?.0;
        if !out.is_empty() {
            self.define(i, &out)?;
        }
        Ok(())
    }

    /// `invoke` ending block `b`: a call that is the block's branch. Returning, it goes
    /// on at the normal destination with its results in their return registers;
    /// unwinding, the unwinder lands at the unwind edge's block with the exception pointer
    /// in x0 and the selector in x1, which that edge passes to the landing pad.
    pub(super) fn lower_invoke(
        &mut self,
        b: Block,
        i: Inst,
        cid: CallId,
        args: &[Value],
    ) -> LResult<()> {
        let body = self.body;
        let ci = &body.calls[cid];
        let callee = args[0];
        if matches!(callee, Value::Asm(_)) || self.callee_intrinsic(callee).is_some() {
            return Err(err(self.pos, "invoke of inline asm or an intrinsic"));
        }
        let (normal, unwind, action) = LandingPads::invoke_targets(self.pads.as_ref(), body, i)?;
        let call_args = &args[1..1 + ci.num_args as usize];
        let (results, landing) = self.call_site(cid, callee, call_args, true)?;
        let normal_block = self.blocks.edge_target(b, normal);
        let landing_block = self.blocks.edge_target(b, unwind);
        let Some(MInst::Call { unwind: edges, .. }) = self.vc.insts.last_mut() else {
            unreachable!("call_site ends with the call")
        };
        *edges = Some(Box::new(Unwind {
            normal: normal_block,
            landing: landing_block,
            action,
        }));
        self.vc
            .end_block(&[(normal_block, &[][..]), (landing_block, &[][..])]);
        self.pending_invoke = Some(InvokeEdges {
            inst: i,
            results,
            normal,
            unwind,
            landing: landing.expect("asked for"),
        });
        Ok(())
    }

    /// `resume`: continues unwinding with `_Unwind_Resume(exception pointer)`.
    pub(super) fn lower_resume(&mut self, v: Value) -> LResult<()> {
        let exn = self.value_regs(v)?[0];
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall("_Unwind_Resume")),
            vec![(exn, regs::x(0))],
            Vec::new(),
        );
        self.push(MInst::Unreachable);
        self.vc.end_block(&[]);
        Ok(())
    }

    /// Emits the call of `call`/`invoke` `cid` to `callee` with `call_args` (or, for
    /// `musttail`, the tail call), returning the registers its results arrive in and,
    /// when it `unwinds` into a landing pad, those of the exception pointer and selector.
    fn call_site(
        &mut self,
        cid: CallId,
        callee: Value,
        call_args: &[Value],
        unwinds: bool,
    ) -> LResult<(Regs, Option<[Reg; 2]>)> {
        let ci = &self.body.calls[cid];
        let must_tail = ci.tail == TailKind::MustTail;
        if let Some(&(tag, _)) = ci.bundles.first() {
            // deopt, funclet, kcfi, ptrauth, clang.arc.attachedcall, …: all change the
            // call's code.
            return Err(err(
                self.pos,
                format!("operand bundle \"{}\" on AArch64", self.m.syms.text(tag)),
            ));
        }
        let (ret_ty, params, variadic) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        self.check_convention(ci.cc, variadic)?;
        let types: Vec<Type> = call_args
            .iter()
            .enumerate()
            .map(|(n, &a)| params.get(n).copied().unwrap_or_else(|| self.value_type(a)))
            .collect();
        let (asg, parts) = self.arg_locations(&types, ci.attrs)?;
        if !must_tail {
            self.outgoing = self.outgoing.max(asg.stack);
        }
        let locs = asg.locs;
        let mut uses = Vec::new();
        let mut k = 0;
        for (n, &a) in call_args.iter().enumerate() {
            let regs = self.value_regs(a)?;
            let mut regs = self.mask_to_abi(types[n], regs);
            let set = self.m.attrs.param(ci.attrs, n);
            if let (1, Some(&(Part::Int(bits), _))) = (regs.len(), parts[n].first()) {
                // Extensions the callee may rely on.
                if self.m.attrs.has(set, AttrKind::SignExt) {
                    regs[0] = self.extend(regs[0], u32::from(bits), true);
                } else if self.m.attrs.has(set, AttrKind::ZeroExt) {
                    regs[0] = self.extend(regs[0], u32::from(bits), false);
                }
            }
            for (&(part, _), &r) in parts[n].iter().zip(&regs) {
                match locs[k] {
                    PartLoc::Reg(preg) => uses.push((r, preg)),
                    PartLoc::Stack(off) => {
                        // A musttail callee (of the same signature) takes its stack
                        // arguments where ours came, all of which were loaded at entry.
                        let op = self.access(part, false)?;
                        let mem = if must_tail {
                            Amode::Incoming { off }
                        } else {
                            Amode::Outgoing { off }
                        };
                        self.push(MInst::Store { op, rt: r, mem });
                    }
                }
                k += 1;
            }
        }
        self.check_bool_vector_value(ret_ty)?;
        if unwinds && self.abi_mask(ret_ty).is_some() {
            return Err(err(self.pos, "invoke returning <N x i1> on AArch64"));
        }
        let ret_parts = self.parts_of(ret_ty)?;
        let classes: Vec<PartClass> = ret_parts.iter().map(|&(p, _)| class(p)).collect();
        let pregs = return_regs(&classes)
            .ok_or_else(|| err(self.pos, "calls returning this many values in registers"))?;
        let mut defs = Vec::new();
        let mut out = Regs::new();
        // A musttail call's results are the caller's: nothing here receives them.
        let received = if must_tail { &[][..] } else { &ret_parts[..] };
        for (&(p, _), &preg) in received.iter().zip(&pregs) {
            let r = self.vc.new_vreg(p.class());
            defs.push((r, preg));
            out.push(r);
        }
        let target = match callee {
            Value::Const(c) => match self.const_val(c)? {
                ConstVal::Sym(t, 0) => CallTarget::Direct(t),
                _ => CallTarget::Indirect(self.reg(callee)?),
            },
            _ => CallTarget::Indirect(self.reg(callee)?),
        };
        if must_tail {
            // The registers are zeroed before returns only.
            if self
                .cx
                .fn_str_attr(self.gid, b"zero-call-used-regs")
                .is_some_and(|v| v != b"skip")
            {
                return Err(err(
                    self.pos,
                    "musttail call in a function with zero-call-used-regs",
                ));
            }
            // The frame is torn down and the callee returns to our caller: its results
            // are ours, and the `ret` after the call has nothing left to do.
            let target = match target {
                CallTarget::Indirect(r) => {
                    let t = self.gpr();
                    self.copy(t, r);
                    CallTarget::Indirect(t)
                }
                direct => direct,
            };
            self.push(MInst::TailCall {
                target,
                uses: uses.into(),
            });
            self.vc.end_block(&[]);
            self.tail_called = true;
            return Ok((Regs::new(), None));
        }
        // Unwinding into a landing pad, the exception pointer and the selector arrive in
        // x0 and x1: registers the call defines anyway when its results are there.
        let landing = unwinds.then(|| {
            [0, 1].map(|n| match defs.iter().find(|d| d.1 == regs::x(n)) {
                Some(&(v, _)) => v,
                None => {
                    let v = self.gpr();
                    defs.push((v, regs::x(n)));
                    v
                }
            })
        });
        self.emit_call(target, uses, defs);
        if self
            .cx
            .fn_str_attr(self.gid, b"branch-target-enforcement")
            .is_some()
            && self.cx.call_returns_twice(ci, callee)
        {
            if unwinds {
                return Err(err(
                    self.pos,
                    "invoke of a returns_twice function under branch-target-enforcement",
                ));
            }
            if let Some(MInst::Call { bti_after, .. }) = self.vc.insts.last_mut() {
                *bti_after = true;
            }
        }
        let out = self.mask_from_abi(ret_ty, out);
        Ok((out, landing))
    }

    /// A call instruction with its fixed registers.
    pub(super) fn emit_call(
        &mut self,
        target: CallTarget,
        uses: Vec<(Reg, PReg)>,
        defs: Vec<(Reg, PReg)>,
    ) {
        let mut clobbers = regs::call_clobbers(self.wide_fp);
        for &(_, p) in &defs {
            clobbers.remove(p);
        }
        self.push(MInst::Call {
            target,
            regs: Box::new(FixedRegs { uses, defs }),
            clobbers,
            unwind: None,
            bti_after: false,
        });
    }

    /// Calls the C library function `name` with scalar arguments `args` (integers in
    /// x0…, floating point in v0…), returning part `ret`.
    pub(super) fn libcall(&mut self, name: &'static str, args: &[Reg], ret: Part) -> LResult<Reg> {
        let mut next = [0u8; 2];
        let mut uses = Vec::new();
        for &r in args {
            let (k, preg) = match self.vc.class_of(r) {
                RegClass::Int => (0, regs::x(next[0])),
                _ => (1, regs::v(next[1])),
            };
            next[k] += 1;
            uses.push((r, preg));
        }
        let rd = self.vc.new_vreg(ret.class());
        let preg = match ret {
            Part::Int(_) => regs::x(0),
            _ => regs::v(0),
        };
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            uses,
            vec![(rd, preg)],
        );
        Ok(rd)
    }

    pub(super) fn lower_ret(&mut self, args: &[Value]) -> LResult<()> {
        if std::mem::take(&mut self.tail_called) {
            return Ok(());
        }
        let mut uses = Vec::new();
        if let Some(&v) = args.first() {
            let vt = self.value_type(v);
            self.check_bool_vector_value(vt)?;
            let parts = self.parts_of(vt)?;
            let classes: Vec<PartClass> = parts.iter().map(|&(p, _)| class(p)).collect();
            let pregs = return_regs(&classes)
                .ok_or_else(|| err(self.pos, "returning this many values in registers"))?;
            let regs = self.value_regs(v)?;
            let mut regs = self.mask_to_abi(vt, regs);
            let ret = self.m.attrs.list(self.f.attrs).ret;
            if let (1, Part::Int(bits)) = (regs.len(), parts[0].0) {
                if self.m.attrs.has(ret, AttrKind::SignExt) {
                    regs[0] = self.extend(regs[0], u32::from(bits), true);
                } else if self.m.attrs.has(ret, AttrKind::ZeroExt) {
                    regs[0] = self.extend(regs[0], u32::from(bits), false);
                }
            }
            uses.extend(regs.into_iter().zip(pregs));
        }
        self.push(MInst::Ret { uses: uses.into() });
        self.vc.end_block(&[]);
        Ok(())
    }

    /// The intrinsics AArch64 lowers so far; the others are refused.
    /// `llvm.experimental.constrained.*` (C's `#pragma STDC FENV_ACCESS ON`): the
    /// operation itself, which rounds in FPCR's current mode and raises its exceptions
    /// ([`rllc_codegen::constrained`]). `rest` is the name after the prefix.
    fn lower_constrained(&mut self, i: Inst, rest: &str, args: &[Value]) -> LResult<()> {
        use rllc_codegen::constrained::{decode, Constrained};
        let (op, values) = decode(self.m, self.body, rest, args)
            .ok_or_else(|| err(self.pos, "constrained compare predicate"))?;
        match op {
            Constrained::Binary(b) => self.lower_binary(i, b, &values),
            Constrained::Cast(c) => self.lower_cast(i, c, values[0]),
            Constrained::Compare(pred) => {
                let rd = self.fcmp_value(pred, values[0], values[1])?;
                self.define(i, &[rd])
            }
            Constrained::Plain(name) => self.lower_intrinsic(i, &name, &values),
        }
    }

    fn lower_intrinsic(&mut self, i: Inst, name: &str, args: &[Value]) -> LResult<()> {
        if let Some(rest) = name.strip_prefix("llvm.experimental.constrained.") {
            return self.lower_constrained(i, rest, args);
        }
        if name.starts_with("llvm.vector.reduce.") {
            return self.lower_vector_reduce(i, name, args);
        }
        let on_fp128 = args
            .first()
            .is_some_and(|&a| self.is_fp128(self.value_type(a)));
        if on_fp128 {
            return self.fp128_intrinsic(i, name, args);
        }
        if name.starts_with("llvm.aarch64.neon.") {
            return self.lower_neon_intrinsic(i, name, args);
        }
        if self.types().is_vector(self.body.insts[i].ty) {
            return self.lower_vector_intrinsic(i, name, args);
        }
        let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let ty = self.body.insts[i].ty;
        match base.as_str() {
            "llvm.lifetime" | "llvm.dbg" | "llvm.assume" | "llvm.experimental"
            | "llvm.donothing" | "llvm.sideeffect" | "llvm.prefetch" | "llvm.var"
                if !name.starts_with("llvm.experimental.constrained") =>
            {
                Ok(())
            }
            "llvm.va_start" => self.lower_va_start(args[0]),
            "llvm.va_copy" => self.lower_va_copy(args[0], args[1]),
            "llvm.va_end" => Ok(()),
            "llvm.is" if name.starts_with("llvm.is.fpclass") => self.lower_is_fpclass(i, args),
            "llvm.threadlocal" => {
                let Value::Const(c) = args[0] else {
                    return Err(err(self.pos, "llvm.threadlocal.address of a non-global"));
                };
                let ConstKind::Global(g) = self.m.consts.get(c).kind else {
                    return Err(err(self.pos, "llvm.threadlocal.address of a non-global"));
                };
                let rd = self.tls_addr(g);
                self.define(i, &[rd])
            }
            "llvm.stacksave" => {
                let rd = self.gpr();
                self.push(MInst::ReadSp { rd });
                self.define(i, &[rd])
            }
            "llvm.stackrestore" => {
                let rn = self.reg(args[0])?;
                self.push(MInst::WriteSp { rn });
                Ok(())
            }
            "llvm.frameaddress" | "llvm.returnaddress" => {
                if self.int_const(args[0]) != Some(0) {
                    return Err(err(self.pos, format!("{name} of an outer frame")));
                }
                let fp = self.gpr();
                self.push(MInst::ReadFp { rd: fp });
                if base == "llvm.frameaddress" {
                    return self.define(i, &[fp]);
                }
                // The frame record holds the return address above the caller's x29.
                let rd = self.gpr();
                self.push(MInst::Load {
                    op: LdSt::LdrX,
                    rt: rd,
                    mem: Amode::RegOff { base: fp, off: 8 },
                });
                self.define(i, &[rd])
            }
            "llvm.ptrmask" => {
                let p = self.reg(args[0])?;
                let rd = self.gpr();
                match self.int_const(args[1]) {
                    Some(m) if crate::encode::bitmask_imm(m, true).is_some() => {
                        self.push(MInst::LogicImm {
                            op: AluOp::And,
                            sf: true,
                            rd,
                            rn: p,
                            imm: m,
                        })
                    }
                    _ => {
                        let m = self.reg(args[1])?;
                        self.alu(AluOp::And, true, rd, p, m);
                    }
                }
                self.define(i, &[rd])
            }
            "llvm.load" if name.starts_with("llvm.load.relative") => {
                // ptr + sext(load i32 [ptr + offset])
                let p = self.reg(args[0])?;
                let o = self.reg(args[1])?;
                let at = self.gpr();
                self.alu(AluOp::Add, true, at, p, o);
                let rel = self.gpr();
                self.push(MInst::Load {
                    op: LdSt::Ldrsw,
                    rt: rel,
                    mem: Amode::RegOff { base: at, off: 0 },
                });
                let rd = self.gpr();
                self.alu(AluOp::Add, true, rd, p, rel);
                self.define(i, &[rd])
            }
            "llvm.expect" => {
                let regs = self.value_regs(args[0])?;
                self.define(i, &regs)
            }
            "llvm.memcpy" | "llvm.memmove" | "llvm.memset" => {
                let f = match base.as_str() {
                    "llvm.memcpy" => "memcpy",
                    "llvm.memmove" => "memmove",
                    _ => "memset",
                };
                let dst = self.reg(args[0])?;
                let src = self.reg(args[1])?;
                let len = self.reg(args[2])?;
                let lw = self
                    .types()
                    .int_width(self.value_type(args[2]))
                    .unwrap_or(64);
                let len = self.extend(len, lw, false);
                self.libcall(f, &[dst, src, len], Part::Int(64))?;
                Ok(())
            }
            "llvm.trap" => {
                self.push(MInst::Brk { imm: 1 });
                Ok(())
            }
            "llvm.eh" if name.starts_with("llvm.eh.typeid.for") => {
                let id = rllc_codegen::eh::typeid_for(self.pads.as_ref(), self.m, self.body, i)?;
                let r = self.materialize(Part::Int(32), ConstVal::Bits(u64::from(id)));
                self.define(i, &[r])
            }
            "llvm.debugtrap" => {
                self.push(MInst::Brk { imm: 0xf000 });
                Ok(())
            }
            "llvm.fabs" if self.is_half(ty) => self.half_sign_op(i, AluOp::And, 0x7fff, args[0]),
            "llvm.fabs" | "llvm.sqrt" | "llvm.floor" | "llvm.ceil" | "llvm.trunc"
            | "llvm.round" | "llvm.rint" | "llvm.nearbyint" | "llvm.roundeven" => {
                let part = self.fp_compute_part(ty)?;
                let op = match base.as_str() {
                    "llvm.fabs" => Fp1Op::Fabs,
                    "llvm.sqrt" => Fp1Op::Fsqrt,
                    "llvm.floor" => Fp1Op::Frintm,
                    "llvm.ceil" => Fp1Op::Frintp,
                    "llvm.trunc" => Fp1Op::Frintz,
                    "llvm.round" => Fp1Op::Frinta,
                    "llvm.rint" => Fp1Op::Frintx,
                    "llvm.nearbyint" => Fp1Op::Frinti,
                    _ => Fp1Op::Frintn,
                };
                let rn = self.fp_operand(args[0])?;
                let rd = self.fpr();
                self.push(MInst::Fp1 {
                    op,
                    ty: part.fp_size(),
                    rd,
                    rn,
                });
                self.define_fp(i, ty, rd)
            }
            "llvm.fma" | "llvm.fmuladd" => {
                let part = self.fp_compute_part(ty)?;
                let (rn, rm, ra) = (
                    self.fp_operand(args[0])?,
                    self.fp_operand(args[1])?,
                    self.fp_operand(args[2])?,
                );
                let rd = self.fpr();
                self.push(MInst::Fp3 {
                    op: Fp3Op::Fmadd,
                    ty: part.fp_size(),
                    rd,
                    rn,
                    rm,
                    ra,
                });
                self.define_fp(i, ty, rd)
            }
            "llvm.minnum" | "llvm.maxnum" | "llvm.minimum" | "llvm.maximum" => {
                let part = self.fp_compute_part(ty)?;
                let op = match base.as_str() {
                    "llvm.minnum" => Fp2Op::Fminnm,
                    "llvm.maxnum" => Fp2Op::Fmaxnm,
                    "llvm.minimum" => Fp2Op::Fmin,
                    _ => Fp2Op::Fmax,
                };
                let (rn, rm) = (self.fp_operand(args[0])?, self.fp_operand(args[1])?);
                let rd = self.fpr();
                self.push(MInst::Fp2 {
                    op,
                    ty: part.fp_size(),
                    rd,
                    rn,
                    rm,
                });
                self.define_fp(i, ty, rd)
            }
            "llvm.copysign" => {
                let part = self.fp_compute_part(ty)?;
                let f = if part == Part::F32 {
                    "copysignf"
                } else {
                    "copysign"
                };
                let (a, b) = (self.fp_operand(args[0])?, self.fp_operand(args[1])?);
                let rd = self.libcall(f, &[a, b], part)?;
                self.define_fp(i, ty, rd)
            }
            // libgcc's, as llc calls it.
            "llvm.powi" => {
                let part = self.fp_part(ty)?;
                let f = if part == Part::F32 {
                    "__powisf2"
                } else {
                    "__powidf2"
                };
                let (a, n) = (self.reg(args[0])?, self.reg(args[1])?);
                let rd = self.libcall(f, &[a, n], part)?;
                self.define(i, &[rd])
            }
            _ => self.lower_int_intrinsic(i, name, &base, args),
        }
    }
}
