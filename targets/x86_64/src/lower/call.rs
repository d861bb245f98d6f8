//! Calls (System V argument and result passing, varargs, byval, sret), libcalls, and inline
//! asm with an empty template.

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn emit_call(
        &mut self,
        target: CallTarget,
        uses: Vec<(Reg, PReg)>,
        defs: Vec<(Reg, PReg)>,
    ) {
        let mut clobbers = regs::sysv_call_clobbers();
        for (_, p) in &defs {
            clobbers.remove(*p);
        }
        // A value passed in two registers gets a copy for the second one (regalloc2
        // cannot put one vreg in two fixed registers at the same instruction).
        let mut uses = uses;
        let callee = match target {
            CallTarget::Indirect(r) => Some(r),
            CallTarget::Direct(_) | CallTarget::TlsGetAddr { .. } | CallTarget::Tlv(_) => None,
        };
        for k in 0..uses.len() {
            if uses[..k].iter().any(|u| u.0 == uses[k].0) || callee == Some(uses[k].0) {
                let r = uses[k].0;
                let c = self.vc.new_vreg(self.vc.class_of(r));
                self.copy(c, r);
                uses[k].0 = c;
            }
        }
        self.push(MInst::Call {
            target,
            regs: Box::new(FixedRegs { uses, defs }),
            clobbers,
        });
    }

    pub(super) fn libcall_float(&mut self, name: &'static str, args: &[Value]) -> LResult<Reg> {
        let mut uses = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            let r = self.reg(a)?;
            uses.push((r, x(k as u8)));
        }
        let d = self.xreg();
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            uses,
            vec![(d, x(0))],
        );
        Ok(d)
    }

    pub(super) fn lower_call(
        &mut self,
        i: Inst,
        cid: rllc_ir::inst::CallId,
        args: &[Value],
    ) -> LResult<()> {
        let body = self.body;
        let ci = &body.calls[cid];
        let callee = args[0];
        let call_args = &args[1..1 + ci.num_args as usize];
        if let Value::Asm(k) = callee {
            return self.lower_inline_asm(i, k, call_args);
        }
        if let Value::Const(c) = callee {
            if let ConstKind::Global(g) = self.m.consts.get(c).kind {
                if let rllc_ir::module::GlobalName::Named(s) = self.m.globals[g].name {
                    let name = self.m.syms.get(s);
                    if name.starts_with(b"llvm.") {
                        return self.lower_intrinsic(i, name, call_args);
                    }
                }
            }
        }
        if ci.tail == TailKind::MustTail {
            return Err(err(self.pos, "musttail calls"));
        }
        let (ret_ty, params, vararg) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        let params = params.to_vec();
        let mut asg = ArgAssigner::default();
        let mut uses: Vec<(Reg, PReg)> = Vec::new();
        let mut stores: Vec<(Part, Reg, u32)> = Vec::new();
        let mut byval_copies: Vec<(Reg, u32, u64)> = Vec::new();
        let mut fp80_args: Vec<(Value, u32)> = Vec::new();
        for (n, &a) in call_args.iter().enumerate() {
            let set = self.m.attrs.param(ci.attrs, n);
            let at = if n < params.len() {
                params[n]
            } else {
                self.value_type(a)
            };
            if let Some(bt) = self.m.attrs.type_arg(set, AttrKind::ByVal) {
                let size = self.cx.layouts.size(bt);
                let al = self
                    .cx
                    .layouts
                    .align(bt)
                    .max(self.m.attrs.int_arg(set, AttrKind::Align).unwrap_or(8) as u32)
                    .max(8);
                self.outgoing_align = self.outgoing_align.max(al);
                let PartLoc::Stack(off) = asg.stack_slot(size as u32, al) else {
                    unreachable!()
                };
                let p = self.reg(a)?;
                byval_copies.push((p, off, size));
                continue;
            }
            if self.is_fp80(at) {
                let size = self.cx.layouts.size(at) as u32;
                let PartLoc::Stack(off) = asg.stack_slot(size, 16) else {
                    unreachable!()
                };
                fp80_args.push((a, off));
                continue;
            }
            let parts = self.parts_of(at)?;
            let regs = self.value_regs(a)?;
            let ext = if self.m.attrs.has(set, AttrKind::SignExt) {
                Some(true)
            } else if self.m.attrs.has(set, AttrKind::ZeroExt) {
                Some(false)
            } else {
                None
            };
            let locs: Vec<PartLoc> = if parts.len() == 2
                && matches!(self.types().get(at), TypeData::Int(b) if *b > 64)
            {
                asg.pair().to_vec()
            } else {
                parts.iter().map(|(p, _)| asg.next(p.abi_class())).collect()
            };
            for ((&(p, _), r), loc) in parts.iter().zip(regs).zip(locs) {
                let r = match (p, ext) {
                    (Part::Int(b), Some(signed)) if b < 32 => {
                        self.extend64(r, u32::from(b), signed)
                    }
                    _ => r,
                };
                match loc {
                    PartLoc::Reg(preg) => uses.push((r, preg)),
                    PartLoc::Stack(off) => {
                        // A callee may load a 32-byte vector argument with an aligned move.
                        if let Part::Vec { wide: true, .. } = p {
                            self.outgoing_align = self.outgoing_align.max(32);
                        }
                        stores.push((p, r, off))
                    }
                }
            }
        }
        self.outgoing = self.outgoing.max(asg.stack);
        for (p, r, off) in stores {
            let mem = Amode::OutgoingArg { off: off as i32 };
            match p {
                Part::Int(_) => self.push(MInst::Store {
                    size: Size::S64,
                    src: r,
                    mem,
                }),
                _ => self.store_part(p, r, mem),
            }
        }
        for (src, off, size) in byval_copies {
            self.copy_memory(
                Amode::OutgoingArg { off: off as i32 },
                Amode::Reg {
                    base: src,
                    index: None,
                    disp: 0,
                },
                size,
            )?;
        }
        for (v, off) in fp80_args {
            self.fp80_copy_to(Amode::OutgoingArg { off: off as i32 }, v)?;
        }
        if vararg {
            let al = self.materialize(Part::Int(64), ConstVal::Bits(u64::from(asg.fp_used)));
            uses.push((al, g(gpr::RAX)));
        }
        // Results.
        let ret_fp80 = self.is_fp80(ret_ty);
        let ret_parts = if ret_fp80 {
            self.parts_of(self.types().common().void)?
        } else {
            self.parts_of(ret_ty)?
        };
        let mut defs = Vec::new();
        let mut out = Vec::new();
        if !ret_parts.is_empty() {
            let classes: Vec<PartClass> = ret_parts.iter().map(|(p, _)| p.abi_class()).collect();
            let pregs = return_regs(&classes)
                .ok_or_else(|| err(self.pos, "calls returning this many values in registers"))?;
            for (&(p, _), preg) in ret_parts.iter().zip(pregs) {
                let r = self.vc.new_vreg(p.class());
                defs.push((r, preg));
                out.push(r);
            }
        }
        let target = match callee {
            Value::Const(c) => match self.const_val(c)? {
                ConstVal::Sym(t, 0) => CallTarget::Direct(t),
                cv => CallTarget::Indirect(self.materialize(Part::Int(64), cv)),
            },
            v => CallTarget::Indirect(self.reg(v)?),
        };
        self.emit_call(target, uses, defs);
        if ret_fp80 {
            self.fp80_call_result(i);
        }
        if !out.is_empty() {
            self.define(i, &out)?;
        }
        Ok(())
    }

    pub(super) fn lower_inline_asm(&mut self, i: Inst, k: u32, args: &[Value]) -> LResult<()> {
        let asm = &self.body.asms[k as usize];
        if !asm.template.iter().all(|c| c.is_ascii_whitespace()) {
            return Err(err(self.pos, "inline asm template"));
        }
        // An empty template only constrains the optimiser: outputs tied to inputs take
        // the input values; other outputs are undefined.
        let constraints = String::from_utf8_lossy(&asm.constraints).to_string();
        let mut outputs = Vec::new();
        let mut inputs = Vec::new();
        for c in constraints.split(',') {
            if c.starts_with('~') {
                continue;
            }
            if let Some(rest) = c.strip_prefix('=') {
                if rest.starts_with('*') {
                    inputs.push(c.to_string());
                } else {
                    outputs.push(rest.to_string());
                }
            } else {
                inputs.push(c.to_string());
            }
        }
        let rt = self.body.insts[i].ty;
        if outputs.is_empty() {
            return Ok(());
        }
        let parts = self.parts_of(rt)?;
        let mut out = Vec::new();
        for (n, (p, _)) in parts.iter().enumerate() {
            // A matching input ("0", "1", …) provides the output value.
            let tied = inputs
                .iter()
                .position(|c| c.trim_start_matches(['*', '&']).parse::<usize>() == Ok(n));
            let r = match tied {
                Some(k) if k < args.len() => {
                    let regs = self.value_regs(args[k])?;
                    regs[0]
                }
                _ => self.materialize(*p, ConstVal::Bits(0)),
            };
            out.push(r);
        }
        self.define(i, &out)
    }
}
