//! Calls (System V and Win64 argument and result passing, varargs, byval, sret, the
//! calling conventions that are C with more preserved registers, tail calls) and runtime
//! calls in the platform's convention.

use super::*;
use crate::abi::Convention;
use rllc_ir::inst::CallConv;

/// The outgoing arguments of a call.
#[derive(Default)]
struct CallArgs {
    /// Register arguments.
    uses: Vec<(Reg, PReg)>,
    /// Scalar parts passed on the stack: part, value, offset.
    stores: Vec<(Part, Reg, u32)>,
    /// byval copies: source address, offset, size.
    byval: Vec<(Reg, u32, u64)>,
    /// fp80 values passed in memory, with their offsets.
    fp80: Vec<(Value, u32)>,
    /// Bytes of stack arguments.
    stack: u32,
    /// Alignment the stack arguments need (over-aligned byval).
    align: u32,
    /// SSE registers used (al for varargs calls).
    fp_used: u32,
}

/// An argument of a runtime call.
pub(super) enum RtArg {
    /// An integer or pointer of at most 64 bits.
    Int(Reg),
    /// A float or double.
    Float(Reg),
    /// A 128-bit integer as two limbs, low first.
    I128([Reg; 2]),
    /// An `x86_fp80` value.
    Fp80(Value),
}

/// What a runtime call returns.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum RtRet {
    Float,
    I128,
    /// An `x86_fp80`, left in st(0).
    Fp80,
}

/// Where the results of a call arrive.
struct CallResults {
    /// The return registers' virtual registers, one per part.
    regs: Regs,
    /// The result is an `x86_fp80`, left in st(0).
    fp80: bool,
    /// The result is a one-element vector of this element width, returned as a scalar.
    scalarised: Option<u8>,
    /// The registers of the exception pointer and the selector, for an `invoke`.
    landing: Option<[Reg; 2]>,
}

/// A calling convention's name as IR writes it.
fn cc_name(cc: CallConv) -> String {
    cc.name()
        .map(str::to_string)
        .unwrap_or_else(|| format!("{cc:?}"))
}

impl Lowerer<'_, '_> {
    pub(super) fn emit_call(
        &mut self,
        target: CallTarget,
        uses: Vec<(Reg, PReg)>,
        defs: Vec<(Reg, PReg)>,
    ) {
        if let CallTarget::Direct(RelocTarget::Libcall(name)) = target {
            if self.cx.platform.is_windows() {
                self.check_win64_libcall(name, &uses, &defs);
            }
        }
        let conv = self.runtime_convention();
        self.emit_call_conv(target, uses, defs, conv, 0);
    }

    /// The convention of runtime functions: the platform's C.
    pub(super) fn runtime_convention(&self) -> Convention {
        match self.cx.platform {
            Platform::Linux | Platform::Darwin => Convention::C,
            Platform::WindowsGnu | Platform::WindowsMsvc => Convention::WIN64,
        }
    }

    /// A call to a function of convention `conv`, whose preserved registers survive it
    /// and which pops `pops` bytes of its stack arguments.
    fn emit_call_conv(
        &mut self,
        target: CallTarget,
        uses: Vec<(Reg, PReg)>,
        defs: Vec<(Reg, PReg)>,
        conv: Convention,
        pops: u32,
    ) {
        if self.cx.platform.is_windows() {
            // Every callee may use the 32-byte home area above its return address.
            self.outgoing = self.outgoing.max(win64::HOME_AREA);
        }
        let mut clobbers = regs::sysv_call_clobbers();
        for &r in conv.extra_saved {
            clobbers.remove(g(r));
        }
        // The upper halves of ymm registers do not survive a Win64 callee.
        if !(conv.xmm_low_only && self.avx()) {
            for &r in conv.saved_xmm {
                clobbers.remove(x(r));
            }
        }
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
            pops,
            endbr: false,
            notrack: false,
            unwind: None,
        });
    }

    /// Win64 returns `x86_fp80` in memory through a hidden pointer, which clang makes
    /// explicit (`sret`) and this backend does not do for IR that does not.
    pub(super) fn win64_fp80_return_error(&self) -> CodegenError {
        err(
            self.pos,
            "x86_fp80 return values with the Win64 calling convention",
        )
    }

    /// Fails for a function returning `x86_fp80` with the Win64 convention.
    pub(super) fn check_win64_fp80_return(&self) -> LResult<()> {
        if self.abi == Abi::Win64 {
            return Err(self.win64_fp80_return_error());
        }
        Ok(())
    }

    /// The address of a 16-byte-aligned copy of vector `v` of type `ty` in this frame,
    /// which Win64 passes instead of the vector.
    fn win64_vector_copy(&mut self, v: Value, ty: Type) -> LResult<Reg> {
        let size = (self.cx.layouts.size(ty) as u32).max(16);
        let align = self.cx.layouts.align(ty).max(16);
        let slot = self.slots.add(size, align);
        let parts = self.parts_of(ty)?;
        let regs = self.value_regs(v)?;
        for (&(p, off), r) in parts.iter().zip(regs) {
            self.store_part(
                p,
                r,
                Amode::Slot {
                    slot,
                    disp: off as i32,
                },
            );
        }
        let ptr = self.gpr();
        self.push(MInst::Lea {
            mem: Amode::Slot { slot, disp: 0 },
            dst: ptr,
        });
        Ok(ptr)
    }

    /// Runtime calls are built for System V registers unless written for the platform's
    /// convention; on Windows only those whose arguments fit Win64's first four slots
    /// (rcx, rdx, r8, r9, xmm0–xmm3 by position) and whose result is in rax or xmm0 are
    /// right (the stack probe has a convention of its own). Others are reported when
    /// lowering ends.
    fn check_win64_libcall(&mut self, name: &str, uses: &[(Reg, PReg)], defs: &[(Reg, PReg)]) {
        if name == win64::stack_probe(self.cx.platform == Platform::WindowsMsvc) {
            return;
        }
        let slot = |p: PReg| (0..4).find(|&k| p == win64::INT_ARGS[k] || p == x(k as u8));
        let mut slots: Vec<usize> = uses.iter().filter_map(|&(_, p)| slot(p)).collect();
        slots.sort_unstable();
        slots.dedup();
        let args_ok = slots.len() == uses.len();
        let ret_ok = defs.len() <= 1 && defs.iter().all(|&(_, p)| p == g(gpr::RAX) || p == x(0));
        if !(args_ok && ret_ok) && self.deferred_error.is_none() {
            self.deferred_error = Some(err(
                self.pos,
                format!("the runtime call `{name}` with the Windows calling convention"),
            ));
        }
    }

    /// Calls runtime function `name` in the platform's convention. System V: arguments in
    /// the next register of their class, `i128` in two, `x86_fp80` in 16-byte stack
    /// slots; an `i128` result in rax:rdx, an `x86_fp80` one in st(0). Win64, as LLVM
    /// calls libgcc and the MinGW runtime there: arguments by position, `i128` and
    /// `x86_fp80` by reference to a copy; an `i128` result in xmm0, an `x86_fp80` one in
    /// memory through a hidden first argument (loaded into st(0) here). Returns the
    /// result's registers (none for `Fp80`).
    pub(super) fn runtime_call(
        &mut self,
        name: &'static str,
        args: &[RtArg],
        ret: RtRet,
    ) -> LResult<Regs> {
        let win64 = self.cx.platform.is_windows();
        let mut asg = ArgAssigner::new(Abi::of_platform(self.cx.platform));
        let mut uses: Vec<(Reg, PReg)> = Vec::new();
        let reg_of = |asg: &mut ArgAssigner, class| match asg.next(class) {
            PartLoc::Reg(p) => p,
            PartLoc::Stack(_) => unreachable!("runtime calls take at most four arguments"),
        };
        let fp80_result = (win64 && ret == RtRet::Fp80).then(|| Amode::Slot {
            slot: self.slots.add(16, 16),
            disp: 0,
        });
        if let Some(mem) = fp80_result {
            let p = self.gpr();
            self.push(MInst::Lea { mem, dst: p });
            uses.push((p, reg_of(&mut asg, PartClass::Int)));
        }
        for a in args {
            match *a {
                RtArg::Int(r) => uses.push((r, reg_of(&mut asg, PartClass::Int))),
                RtArg::Float(r) => uses.push((r, reg_of(&mut asg, PartClass::Sse))),
                RtArg::I128(l) if !win64 => {
                    for (r, loc) in l.into_iter().zip(asg.pair()) {
                        let PartLoc::Reg(p) = loc else {
                            unreachable!("runtime calls take at most four arguments")
                        };
                        uses.push((r, p));
                    }
                }
                RtArg::I128(l) => {
                    let slot = self.slots.add(16, 16);
                    for (k, r) in l.into_iter().enumerate() {
                        self.push(MInst::Store {
                            size: Size::S64,
                            src: r,
                            mem: Amode::Slot {
                                slot,
                                disp: 8 * k as i32,
                            },
                        });
                    }
                    let p = self.gpr();
                    self.push(MInst::Lea {
                        mem: Amode::Slot { slot, disp: 0 },
                        dst: p,
                    });
                    uses.push((p, reg_of(&mut asg, PartClass::Int)));
                }
                RtArg::Fp80(v) if !win64 => {
                    let PartLoc::Stack(off) = asg.stack_slot(16, 16) else {
                        unreachable!()
                    };
                    self.fp80_copy_to(Amode::OutgoingArg { off: off as i32 }, v)?;
                }
                RtArg::Fp80(v) => {
                    let slot = self.slots.add(16, 16);
                    let mem = Amode::Slot { slot, disp: 0 };
                    self.fp80_copy_to(mem, v)?;
                    let p = self.gpr();
                    self.push(MInst::Lea { mem, dst: p });
                    uses.push((p, reg_of(&mut asg, PartClass::Int)));
                }
            }
        }
        if !win64 {
            self.outgoing = self.outgoing.max(asg.stack);
        }
        let mut out = Regs::new();
        let defs = match ret {
            RtRet::Fp80 => Vec::new(),
            RtRet::Float => {
                out.push(self.xreg());
                vec![(out[0], x(0))]
            }
            RtRet::I128 if !win64 => {
                out.extend([self.gpr(), self.gpr()]);
                vec![(out[0], g(gpr::RAX)), (out[1], g(gpr::RDX))]
            }
            RtRet::I128 => vec![(self.xreg(), x(0))],
        };
        let xmm0 = defs.first().map(|d| d.0);
        self.emit_call(CallTarget::Direct(RelocTarget::Libcall(name)), uses, defs);
        if let Some(mem) = fp80_result {
            self.push(MInst::Fld {
                kind: FKind::F80,
                mem,
            });
        }
        if win64 && ret == RtRet::I128 {
            // The two limbs through memory.
            let slot = self.slots.add(16, 16);
            let vec = Part::Vec {
                bytes: 16,
                wide: false,
            };
            self.store_part(vec, xmm0.expect("result"), Amode::Slot { slot, disp: 0 });
            for k in 0..2 {
                let r = self.gpr();
                self.load_part(Part::Int(64), Amode::Slot { slot, disp: 8 * k }, r);
                out.push(r);
            }
        }
        Ok(out)
    }

    /// The registers of a runtime call's arguments of `classes` in the platform's
    /// convention (System V: the next register of each class; Win64: by position).
    pub(super) fn libcall_arg_regs(&self, classes: &[PartClass]) -> Vec<PReg> {
        let mut asg = ArgAssigner::new(Abi::of_platform(self.cx.platform));
        classes
            .iter()
            .map(|&c| match asg.next(c) {
                PartLoc::Reg(p) => p,
                PartLoc::Stack(_) => unreachable!("runtime calls take at most four arguments"),
            })
            .collect()
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
            return self.lower_inline_asm(i, k, call_args, &[]);
        }
        if let Some(name) = self.callee_intrinsic(callee) {
            return self.lower_intrinsic(i, name, call_args);
        }
        if ci.tail == TailKind::MustTail {
            return Err(err(self.pos, "musttail call not followed by ret"));
        }
        let results = self.call_site(cid, callee, call_args, false)?;
        if results.fp80 {
            self.fp80_call_result(i);
        }
        let mut out = results.regs;
        if let Some(bits) = results.scalarised {
            let v = self.xreg();
            self.move_scalarised(bits, out[0], v, false);
            out[0] = v;
        }
        if !out.is_empty() {
            self.define(i, &out)?;
        }
        Ok(())
    }

    /// `invoke` ending block `b`: a call that is the block's branch. Returning, it goes
    /// on at the normal destination with its results in their return registers;
    /// unwinding, the unwinder lands at the unwind edge's block with the exception pointer
    /// in rax and the selector in rdx, which that edge passes to the landing pad (its
    /// `landingpad`'s registers are block parameters).
    pub(super) fn lower_invoke(
        &mut self,
        b: Block,
        i: Inst,
        cid: rllc_ir::inst::CallId,
        args: &[Value],
    ) -> LResult<()> {
        let body = self.body;
        let ci = &body.calls[cid];
        let callee = args[0];
        if matches!(callee, Value::Asm(_)) || self.callee_intrinsic(callee).is_some() {
            return Err(err(self.pos, "invoke of inline asm or an intrinsic"));
        }
        if !matches!(
            self.cx.platform,
            Platform::Linux | Platform::WindowsGnu | Platform::Darwin
        ) {
            return Err(err(
                self.pos,
                "exception handling with landing pads on MSVC targets",
            ));
        }
        let (normal, unwind, action) = LandingPads::invoke_targets(self.pads.as_ref(), body, i)?;
        let call_args = &args[1..1 + ci.num_args as usize];
        let results = self.call_site(cid, callee, call_args, true)?;
        if results.fp80 || results.scalarised.is_some() {
            return Err(err(
                self.pos,
                "invoke of a function returning x86_fp80 or a one-element vector",
            ));
        }
        let normal_block = self.blocks.edge_target(b, normal);
        let landing = self.blocks.edge_target(b, unwind);
        let Some(MInst::Call { unwind: edges, .. }) = self.vc.insts.last_mut() else {
            unreachable!("call_site ends with the call")
        };
        *edges = Some(Box::new(Unwind {
            normal: normal_block,
            landing,
            action,
        }));
        self.vc
            .end_block(&[(normal_block, &[][..]), (landing, &[][..])]);
        self.pending_invoke = Some(InvokeEdges {
            inst: i,
            results: results.regs,
            normal,
            unwind,
            landing: results.landing.expect("asked for"),
        });
        Ok(())
    }

    /// `resume`: continues unwinding with `_Unwind_Resume(exception pointer)`.
    pub(super) fn lower_resume(&mut self, v: Value) -> LResult<()> {
        let exn = self.value_regs(v)?[0];
        let arg = self.runtime_convention().abi.int_args()[0];
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall("_Unwind_Resume")),
            vec![(exn, arg)],
            Vec::new(),
        );
        self.push(MInst::Ud2);
        self.vc.end_block(&[]);
        Ok(())
    }

    /// Emits the call of `call`/`invoke` `cid` to `callee` with `call_args`, returning
    /// the registers its results arrive in (and, when it `unwinds` into a landing pad,
    /// those of the exception pointer and selector).
    fn call_site(
        &mut self,
        cid: rllc_ir::inst::CallId,
        callee: Value,
        call_args: &[Value],
        unwinds: bool,
    ) -> LResult<CallResults> {
        let ci = &self.body.calls[cid];
        let conv = self.call_convention(ci.cc)?;
        let (ret_ty, _, vararg) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        let ca = self.call_args(cid, call_args, conv.abi)?;
        let pops = conv.pop_bytes(ca.stack);
        // A callee that pops its arguments pops them from our outgoing area.
        self.outgoing = self.outgoing.max(ca.stack.max(pops));
        let fp_used = ca.fp_used;
        let mut uses = self.write_stack_args(ca, |off| Amode::OutgoingArg { off })?;
        if vararg && conv.abi == Abi::SysV {
            let al = self.materialize(Part::Int(64), ConstVal::Bits(u64::from(fp_used)));
            uses.push((al, g(gpr::RAX)));
        }
        // Results.
        let ret_fp80 = self.is_fp80(ret_ty);
        if ret_fp80 && conv.abi == Abi::Win64 {
            return Err(self.win64_fp80_return_error());
        }
        let ret_parts = if ret_fp80 {
            self.parts_of(self.types().common().void)?
        } else {
            self.parts_of(ret_ty)?
        };
        let mut defs = Vec::new();
        let mut out = Regs::new();
        let scalarised = self.scalarised_vector(ret_ty);
        if !ret_parts.is_empty() {
            let classes = self.return_classes(ret_ty)?;
            let pregs = return_regs(&classes)
                .ok_or_else(|| err(self.pos, "calls returning this many values in registers"))?;
            for (&class, preg) in classes.iter().zip(pregs) {
                let r = match class {
                    PartClass::Int => self.gpr(),
                    _ => self.xreg(),
                };
                defs.push((r, preg));
                out.push(r);
            }
        }
        // Unwinding into a landing pad, the exception pointer and the selector arrive in
        // rax and rdx: registers the call defines anyway when its results are there.
        let landing = unwinds.then(|| {
            [gpr::RAX, gpr::RDX].map(|r| match defs.iter().find(|d| d.1 == g(r)) {
                Some(&(v, _)) => v,
                None => {
                    let v = self.gpr();
                    defs.push((v, g(r)));
                    v
                }
            })
        });
        let target = self.call_target(callee)?;
        self.emit_call_conv(target, uses, defs, conv, pops);
        if self.cx.ibt && self.cx.call_returns_twice(ci, callee) {
            if let Some(MInst::Call { endbr, .. }) = self.vc.insts.last_mut() {
                *endbr = true;
            }
        }
        let attrs = &self.m.attrs;
        if self.cx.ibt && attrs.has(attrs.list(ci.attrs).func, AttrKind::NoCfCheck) {
            if let Some(MInst::Call {
                target: CallTarget::Indirect(_),
                notrack,
                ..
            }) = self.vc.insts.last_mut()
            {
                *notrack = true;
            }
        }
        Ok(CallResults {
            regs: out,
            fp80: ret_fp80,
            scalarised,
            landing,
        })
    }

    /// The convention of a call, or an error for conventions rllc does not implement.
    fn call_convention(&self, cc: CallConv) -> LResult<Convention> {
        let what = if self.cx.platform.is_windows() {
            " on Windows"
        } else {
            ""
        };
        crate::abi::convention(cc, self.cx.platform).ok_or_else(|| {
            err(
                self.pos,
                format!("calling convention {}{what}", cc_name(cc)),
            )
        })
    }

    /// Where a call to `callee` goes: directly to a symbol, through the `__imp_` pointer
    /// of a Windows dllimport function, or to a computed address.
    fn call_target(&mut self, callee: Value) -> LResult<CallTarget> {
        Ok(match callee {
            Value::Const(c) => match self.const_val(c)? {
                ConstVal::Sym(RelocTarget::Global(g), 0)
                    if self.m.globals[g].dll_storage == DllStorage::Import
                        && self.cx.platform.is_windows() =>
                {
                    CallTarget::Indirect(self.symbol_addr(RelocTarget::Global(g)))
                }
                ConstVal::Sym(t, 0) => CallTarget::Direct(t),
                cv => CallTarget::Indirect(self.materialize(Part::Int(64), cv)),
            },
            v => CallTarget::Indirect(self.reg(v)?),
        })
    }

    /// Checks the function's own calling convention and records the registers it must
    /// preserve beyond C's (minus those carrying its result).
    pub(super) fn check_own_convention(&mut self, args: &ArgAssigner) -> LResult<()> {
        let ret_ty = self.ret_ty;
        let conv = self.call_convention(self.f.cc)?;
        self.in_stack = args.stack;
        self.ret_pop = u16::try_from(conv.pop_bytes(args.stack))
            .map_err(|_| err(self.pos, "more than 64 KiB of stack arguments"))?;
        if !conv.preserves_more() {
            return Ok(());
        }
        let classes = self.return_classes(ret_ty)?;
        let ret_regs = return_regs(&classes).unwrap_or_default();
        self.preserve.gprs = conv
            .extra_saved
            .iter()
            .copied()
            .filter(|&r| !ret_regs.contains(&g(r)))
            .collect();
        self.preserve.xmm = conv
            .saved_xmm
            .iter()
            .copied()
            .filter(|&r| !ret_regs.contains(&x(r)))
            .collect();
        self.preserve.xmm_low_only = conv.xmm_low_only;
        Ok(())
    }

    /// The element width of a one-element integer or pointer vector (`<1 x i64>`,
    /// `<1 x ptr>`), which calls and returns carry as that scalar in a general-purpose
    /// register, as LLVM scalarises it; `None` for every other type.
    pub(super) fn scalarised_vector(&self, t: Type) -> Option<u8> {
        let types = self.types();
        let TypeData::Vector {
            scalable: false,
            len: 1,
            elem,
        } = *types.get(t)
        else {
            return None;
        };
        match *types.get(elem) {
            TypeData::Int(b) if b <= 64 => Some(b as u8),
            TypeData::Ptr(_) => Some(64),
            _ => None,
        }
    }

    /// `movd`/`movq` between the vector register of a scalarised one-element vector and
    /// a general-purpose register (`to_gpr`: out of the vector register).
    pub(super) fn move_scalarised(&mut self, bits: u8, src: Reg, dst: Reg, to_gpr: bool) {
        let wide = bits > 32;
        self.push(if to_gpr {
            MInst::XmmToGpr { wide, src, dst }
        } else {
            MInst::GprToXmm { wide, src, dst }
        });
    }

    /// The register classes of a return value of type `ty` as the convention assigns them.
    pub(super) fn return_classes(&self, ty: Type) -> LResult<SmallVec<[PartClass; 4]>> {
        if self.scalarised_vector(ty).is_some() {
            return Ok(smallvec::smallvec![PartClass::Int]);
        }
        Ok(self
            .parts_of(ty)?
            .iter()
            .map(|(p, _)| p.abi_class())
            .collect())
    }

    /// The arguments of call `cid`, assigned as `abi` says: registers for the fixed uses
    /// and what goes on the stack.
    fn call_args(
        &mut self,
        cid: rllc_ir::inst::CallId,
        call_args: &[Value],
        abi: Abi,
    ) -> LResult<CallArgs> {
        let ci = &self.body.calls[cid];
        let (_, params, _) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        let attrs = ci.attrs;
        let mut asg = ArgAssigner::new(abi);
        let mut ca = CallArgs::default();
        for (n, &a) in call_args.iter().enumerate() {
            let set = self.m.attrs.param(attrs, n);
            let at = if n < params.len() {
                params[n]
            } else {
                self.value_type(a)
            };
            if let Some(bits) = self.scalarised_vector(at) {
                let v = self.reg(a)?;
                let r = self.gpr();
                self.move_scalarised(bits, v, r, true);
                match asg.next(PartClass::Int) {
                    PartLoc::Reg(preg) => ca.uses.push((r, preg)),
                    PartLoc::Stack(off) => ca.stores.push((Part::Int(64), r, off)),
                }
                continue;
            }
            if abi == Abi::Win64 {
                self.check_win64_param(set, at)?;
                if self.types().is_vector(at) {
                    // By reference to a copy in this frame.
                    let p = self.win64_vector_copy(a, at)?;
                    match asg.next(PartClass::Int) {
                        PartLoc::Reg(preg) => ca.uses.push((p, preg)),
                        PartLoc::Stack(off) => ca.stores.push((Part::Int(64), p, off)),
                    }
                    continue;
                }
            }
            if let Some(bt) = self.m.attrs.type_arg(set, AttrKind::ByVal) {
                let size = self.cx.layouts.size(bt);
                let al = self
                    .cx
                    .layouts
                    .align(bt)
                    .max(self.m.attrs.int_arg(set, AttrKind::Align).unwrap_or(8) as u32)
                    .max(8);
                ca.align = ca.align.max(al);
                let PartLoc::Stack(off) = asg.stack_slot(size as u32, al) else {
                    unreachable!()
                };
                let p = self.reg(a)?;
                ca.byval.push((p, off, size));
                continue;
            }
            if self.is_fp80(at) {
                let size = self.cx.layouts.size(at) as u32;
                let PartLoc::Stack(off) = asg.stack_slot(size, 16) else {
                    unreachable!()
                };
                ca.fp80.push((a, off));
                continue;
            }
            let parts = self.parts_of(at)?;
            let regs = self.value_regs(a)?;
            // A value read elsewhere too (a function argument, or a result with other
            // uses) goes to its argument register through a copy: a fixed-register use
            // of the value itself would make regalloc2 want the value in that register
            // over its whole live range (its bundle's requirement), so a value that
            // lives across calls, such as an interpreter's `L` or `base`, would be split
            // at every call and reloaded from its spill slot at every use.
            // (The address of a stack object is computed afresh for each use.)
            let shared = match a {
                Value::Arg(_) => true,
                Value::Inst(i) => {
                    self.uses.count[i.index()] > 1 && !self.allocas.slots.contains_key(&i)
                }
                _ => false,
            };
            let ext = if self.m.attrs.has(set, AttrKind::SignExt) {
                Some(true)
            } else if self.m.attrs.has(set, AttrKind::ZeroExt) {
                Some(false)
            } else {
                None
            };
            let locs: SmallVec<[PartLoc; 2]> = if parts.len() == 2
                && matches!(self.types().get(at), TypeData::Int(b) if *b > 64)
            {
                asg.pair().into_iter().collect()
            } else {
                parts.iter().map(|(p, _)| asg.next(p.abi_class())).collect()
            };
            for ((&(p, _), r), loc) in parts.iter().zip(regs).zip(locs) {
                let r = match (p, ext) {
                    (Part::Int(b), Some(signed)) if b < 32 => {
                        self.extend64(r, u32::from(b), signed)
                    }
                    _ if shared && matches!(loc, PartLoc::Reg(_)) => {
                        let c = self.vc.new_vreg(self.vc.class_of(r));
                        self.copy(c, r);
                        c
                    }
                    _ => r,
                };
                match loc {
                    PartLoc::Reg(preg) => {
                        // Win64 passes anonymous floating-point arguments in the integer
                        // register of their slot as well, for callees that spill them home.
                        if abi == Abi::Win64 && n >= params.len() && p.class() == RegClass::Float {
                            let gr = self.gpr();
                            self.push(MInst::XmmToGpr {
                                wide: true,
                                src: r,
                                dst: gr,
                            });
                            ca.uses.push((gr, win64::INT_ARGS[preg.hw_enc()]));
                        }
                        ca.uses.push((r, preg))
                    }
                    PartLoc::Stack(off) => {
                        // A callee may load a 32-byte vector argument with an aligned move.
                        if let Part::Vec { wide: true, .. } = p {
                            ca.align = ca.align.max(32);
                        }
                        ca.stores.push((p, r, off))
                    }
                }
            }
        }
        ca.stack = asg.stack;
        ca.fp_used = asg.fp_used;
        Ok(ca)
    }

    /// Writes the stack part of `ca` to `area(offset)` and returns the register uses.
    fn write_stack_args(
        &mut self,
        ca: CallArgs,
        area: impl Fn(i32) -> Amode,
    ) -> LResult<Vec<(Reg, PReg)>> {
        self.outgoing_align = self.outgoing_align.max(ca.align);
        for (p, r, off) in ca.stores {
            let mem = area(off as i32);
            match p {
                Part::Int(_) => self.push(MInst::Store {
                    size: Size::S64,
                    src: r,
                    mem,
                }),
                _ => self.store_part(p, r, mem),
            }
        }
        for (src, off, size) in ca.byval {
            self.copy_memory(
                area(off as i32),
                Amode::Reg {
                    base: src,
                    index: None,
                    disp: 0,
                },
                size,
            )?;
        }
        for (v, off) in ca.fp80 {
            self.fp80_copy_to(area(off as i32), v)?;
        }
        Ok(ca.uses)
    }

    /// `musttail` calls, and `tail` calls that can reuse the caller's frame (a call
    /// followed by `ret` of its result, arguments in registers, a C-like convention on
    /// both sides): the frame is torn down and the callee entered with a jump. Returns
    /// false for calls to lower normally.
    pub(super) fn lower_tail_call(
        &mut self,
        b: Block,
        i: Inst,
        cid: rllc_ir::inst::CallId,
        args: &[Value],
    ) -> LResult<bool> {
        let body = self.body;
        let ci = &body.calls[cid];
        let must = ci.tail == TailKind::MustTail;
        // With a canary the check comes before the `ret`, with zero-call-used-regs the
        // zeroing: no tail calls.
        let attrs = self.cx.fn_attrs_of(self.gid);
        let zeroes = attrs.zero.is_some();
        if must && (self.allocas.canary.is_some() || zeroes) {
            return Err(err(
                self.pos,
                "musttail call in a function with a stack protector or zero-call-used-regs",
            ));
        }
        if ci.tail == TailKind::None
            || ci.tail == TailKind::NoTail
            || !must && attrs.tail_calls_disabled
            || self.allocas.canary.is_some()
            || zeroes
        {
            return Ok(false);
        }
        let callee = args[0];
        if matches!(callee, Value::Asm(_)) || self.callee_intrinsic(callee).is_some() {
            return Ok(false);
        }
        // The next instruction must end the block returning the call's result (or
        // nothing).
        let insts = &body.blocks[b].insts;
        if insts.len() < 2 || insts[insts.len() - 2] != i {
            if must {
                return Err(err(self.pos, "musttail call not followed by ret"));
            }
            return Ok(false);
        }
        let n = insts[insts.len() - 1];
        let returns_it = matches!(body.insts[n].kind, InstKind::Ret)
            && match body.args(n).first() {
                None => true,
                Some(&v) => v == Value::Inst(i),
            };
        let call_args = &args[1..1 + ci.num_args as usize];
        let (ret_ty, _, vararg) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        let own = self.call_convention(self.f.cc)?;
        let conv = self.call_convention(ci.cc)?;
        let own_vararg = self
            .types()
            .function_parts(self.m.globals[self.gid].value_type)
            .is_some_and(|(_, _, v)| v);
        let own_ret = self.ret_ty;
        // The callee must preserve what our caller expects preserved: the same
        // convention, or System V C-like ones on both sides.
        let simple_conv = |c: Convention| !c.preserves_more();
        let eligible = returns_it
            && (own == conv || simple_conv(own) && simple_conv(conv))
            && !self.is_fp80(ret_ty)
            && (ret_ty == own_ret || body.args(n).is_empty() && !must)
            && !(vararg && must)
            && !own_vararg;
        if !eligible {
            if must {
                return Err(err(self.pos, "this musttail call"));
            }
            return Ok(false);
        }
        let ca = self.call_args(cid, call_args, conv.abi)?;
        let in_memory = ca.stack > conv.abi.stack_args_start();
        // The callee pops what our caller expects us to pop; stack arguments go where ours
        // came in, so they must fit there.
        let same_pop = conv.pop_bytes(ca.stack) == u32::from(self.ret_pop);
        let fits = ca.stack <= self.in_stack;
        if !same_pop || !fits || (in_memory && !must && !conv.callee_pops) {
            if must {
                return Err(err(self.pos, "musttail call with a different stack layout"));
            }
            return Ok(false);
        }
        if self
            .m
            .attrs
            .list(ci.attrs)
            .params
            .iter()
            .any(|&s| self.m.attrs.has(s, AttrKind::StructRet))
            && !must
        {
            return Ok(false);
        }
        let fp_used = ca.fp_used;
        let mut uses = if in_memory {
            // The callee's stack arguments go where ours came in (musttail guarantees the
            // same layout); values still in memory are staged first, as the area may hold
            // our own arguments they come from.
            let staged = self.stage_memory_args(ca)?;
            self.write_stack_args(staged, |off| Amode::IncomingArg { off })?
        } else {
            self.write_stack_args(ca, |off| Amode::OutgoingArg { off })?
        };
        if vararg && conv.abi == Abi::SysV {
            let al = self.materialize(Part::Int(64), ConstVal::Bits(u64::from(fp_used)));
            uses.push((al, g(gpr::RAX)));
        }
        let target = self.call_target(callee)?;
        // One vreg per fixed register.
        for k in 0..uses.len() {
            let dup = uses[..k].iter().any(|u| u.0 == uses[k].0)
                || matches!(target, CallTarget::Indirect(r) if r == uses[k].0);
            if dup {
                let r = uses[k].0;
                let c = self.vc.new_vreg(self.vc.class_of(r));
                self.copy(c, r);
                uses[k].0 = c;
            }
        }
        self.push(MInst::TailCall {
            target,
            uses: uses.into(),
        });
        self.vc.end_block(&[]);
        // The `ret` is part of the tail call: the block loop skips deferred instructions,
        // and nothing uses the `ret` to lower it later.
        self.deferred[n.index()] = true;
        Ok(true)
    }

    /// Copies the memory-resident arguments (byval, fp80) of a tail call to a fresh
    /// stack area, so that writing the callee's arguments cannot overwrite their sources.
    fn stage_memory_args(&mut self, mut ca: CallArgs) -> LResult<CallArgs> {
        for (src, _, size) in ca.byval.iter_mut() {
            let slot = self.slots.add((*size as u32).max(1), 16);
            let mem = Amode::Slot { slot, disp: 0 };
            self.copy_memory(
                mem,
                Amode::Reg {
                    base: *src,
                    index: None,
                    disp: 0,
                },
                *size,
            )?;
            let r = self.gpr();
            self.push(MInst::Lea { mem, dst: r });
            *src = r;
        }
        for (v, off) in std::mem::take(&mut ca.fp80) {
            let slot = self.slots.add(16, 16);
            let mem = Amode::Slot { slot, disp: 0 };
            self.fp80_copy_to(mem, v)?;
            let r = self.gpr();
            self.push(MInst::Lea { mem, dst: r });
            ca.byval.push((r, off, 10));
        }
        Ok(ca)
    }
}

impl<'m> Lowerer<'_, 'm> {
    /// The name of the intrinsic `v` names, if it does.
    pub(super) fn callee_intrinsic(&self, v: Value) -> Option<&'m [u8]> {
        let Value::Const(c) = v else { return None };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return None;
        };
        let rllc_ir::module::GlobalName::Named(s) = self.m.globals[g].name else {
            return None;
        };
        let name = self.m.syms.get(s);
        name.starts_with(b"llvm.").then_some(name)
    }

    /// The `va_arg` instruction (Win64: [`Self::lower_win64_va_arg`]). On a System V
    /// `va_list` (gp_offset, fp_offset,
    /// overflow_arg_area, reg_save_area): integers and pointers from the general-purpose
    /// save area while gp_offset < 48, float and double from the SSE area while
    /// fp_offset < 176, else from the overflow area, which advances by 8. Computed without
    /// branches: both addresses, then selects.
    pub(super) fn lower_va_arg(&mut self, i: Inst, list: Value) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let parts = self.parts_of(ty)?;
        let [(part @ (Part::Int(_) | Part::F32 | Part::F64), _)] = parts[..] else {
            return Err(err(self.pos, "va_arg of this type"));
        };
        let ap = self.reg(list)?;
        if self.abi == Abi::Win64 {
            return self.lower_win64_va_arg(i, part, ty, ap);
        }
        let sse = !matches!(part, Part::Int(_));
        let field = |disp: i32| Amode::Reg {
            base: ap,
            index: None,
            disp,
        };
        let (off_field, limit, step) = if sse { (4, 176, 16) } else { (0, 48, 8) };
        let off = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S32),
            mem: field(off_field),
            dst: off,
        });
        let overflow = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S64),
            mem: field(8),
            dst: overflow,
        });
        let save = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S64),
            mem: field(16),
            dst: save,
        });
        let in_regs = self.cmp_set(Size::S32, Cc::B, off, Rmi::Imm(limit));
        let off64 = self.extend64(off, 32, false);
        let reg_addr = self.alu(AluOp::Add, Size::S64, save, Rmi::Reg(off64));
        let addr = self.select_gpr(in_regs, reg_addr, overflow);
        let next_off = self.alu(AluOp::Add, Size::S32, off, Rmi::Imm(step));
        let new_off = self.select_gpr(in_regs, next_off, off);
        let next_overflow = self.alu(AluOp::Add, Size::S64, overflow, Rmi::Imm(8));
        let new_overflow = self.select_gpr(in_regs, overflow, next_overflow);
        self.push(MInst::Store {
            size: Size::S32,
            src: new_off,
            mem: field(off_field),
        });
        self.push(MInst::Store {
            size: Size::S64,
            src: new_overflow,
            mem: field(8),
        });
        let r = self.vc.new_vreg(part.class());
        self.load_part(
            part,
            Amode::Reg {
                base: addr,
                index: None,
                disp: 0,
            },
            r,
        );
        self.define(i, &[r])
    }

    /// The `va_arg` instruction on a Win64 `va_list` (a pointer to the next argument), as
    /// llc expands it: the pointer rounded up to the type's ABI alignment, the value
    /// loaded from there, the pointer advanced by the type's allocation size.
    fn lower_win64_va_arg(&mut self, i: Inst, part: Part, ty: Type, ap: Reg) -> LResult<()> {
        let size = self.cx.layouts.size(ty) as i32;
        let align = self.cx.layouts.align(ty) as i32;
        let list = Amode::Reg {
            base: ap,
            index: None,
            disp: 0,
        };
        let mut addr = self.gpr();
        self.push(MInst::Load {
            kind: LoadKind::Zx(Size::S64),
            mem: list,
            dst: addr,
        });
        if align > 1 {
            let up = self.alu(AluOp::Add, Size::S64, addr, Rmi::Imm(align - 1));
            addr = self.alu(AluOp::And, Size::S64, up, Rmi::Imm(-align));
        }
        let next = self.alu(AluOp::Add, Size::S64, addr, Rmi::Imm(size));
        self.push(MInst::Store {
            size: Size::S64,
            src: next,
            mem: list,
        });
        let r = self.vc.new_vreg(part.class());
        self.load_part(
            part,
            Amode::Reg {
                base: addr,
                index: None,
                disp: 0,
            },
            r,
        );
        self.define(i, &[r])
    }
}
