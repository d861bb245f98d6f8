//! The frame: where its parts live ([`Frame`]), frame-relative addressing of stack
//! objects and spill slots, the prologue (frame pointer, callee-saved pushes, the
//! allocation with its stack probe on Windows, SSE saves, realignment) with its unwind
//! steps, the epilogue before `ret` and tail calls, and the register save area of a
//! varargs function.

use super::*;
use crate::audit::PatchNops;
use crate::zero_regs::ZeroRegs;
use rllc_codegen::{CodegenError, ModuleCtx, Platform, UnwindReg};
use rllc_ir::module::GlobalId;

/// Where each part of the frame lives, decided after register allocation. Frame objects
/// are addressed relative to the frame base FB = (rsp at entry) - 8: through rbp =
/// FB - `fb_above_fp` when the function keeps a frame pointer, otherwise through
/// rsp = FB - `fb_above_sp`.
///
/// On Windows (`probe` set) the prologue has the shape its unwinder can describe: pushes,
/// one allocation (through the stack probe from 4 KiB on), the SSE saves, and the frame
/// pointer set last to at most 240 bytes above rsp; the epilogue is `lea rsp, [rbp + d]`
/// or `add rsp, n`, the pops and `ret`.
#[derive(Debug, Default)]
pub struct Frame {
    /// A `naked` function: no prologue, no epilogue, nothing for `unreachable`.
    pub naked: bool,
    /// r11 is allocated like any other register (no instruction of the function uses it
    /// as its scratch register; see [`crate::inst::MInst::uses_scratch_gpr`]).
    pub r11_allocated: bool,
    /// Whether rbp is set up as the frame pointer (pushed first, then `mov rbp, rsp`, or
    /// on Windows `lea rbp, [rsp + n]` after the allocation).
    pub frame_pointer: bool,
    /// FB - rsp after the prologue.
    pub fb_above_sp: i64,
    /// FB - rbp when rbp is the frame pointer (0 but on Windows).
    pub fb_above_fp: i64,
    /// Windows: the stack-probe function that large allocations call first.
    pub probe: Option<&'static str>,
    /// Callee-saved registers pushed (after `rbp` when it is the frame pointer), in push
    /// order.
    pub saved: Vec<u8>,
    /// Offset below FB (after the saved area) of each fixed stack object.
    pub slot_offsets: Vec<u32>,
    /// Distance below FB of spill slot 0.
    pub spill_base: u32,
    /// Bytes subtracted from rsp after the pushes.
    pub sub: u32,
    /// Bytes of callee-saved area (pushes rounded up to 16).
    pub saved_area: u32,
    /// Bytes of the outgoing-argument area at the bottom of the frame.
    pub outgoing: u32,
    /// Alignment of rsp after the prologue (16 unless a call passes over-aligned byval
    /// arguments or the function realigns its stack).
    pub realign: u32,
    /// The function realigns its stack on entry (`"stackrealign"`, `alignstack`), where
    /// FB may not be aligned: frame objects and spill slots are addressed from rsp after
    /// the `and`, as if FB were `fb_above_sp` above it; incoming arguments from rbp.
    pub objects_from_sp: bool,
    /// The realignment comes before the allocation (System V with probed allocations,
    /// as llc: the probes start below the aligned rsp); otherwise after it.
    pub realign_first: bool,
    /// rbx is the base pointer: the prologue sets it to rsp after the realignment, and
    /// frame objects and spill slots are addressed from it instead of rsp (which code
    /// moves), as llc does.
    pub base_pointer: bool,
    /// Code between prologue and epilogue moves rsp (dynamic allocas, stack restores), so
    /// the epilogue cannot rely on rsp being where the prologue left it.
    pub moves_sp: bool,
    /// SSE registers hold 256-bit values (AVX2): moves and spills copy whole ymm
    /// registers.
    pub ymm: bool,
    /// SSE registers the calling convention preserves (coldcc, preserve_allcc, Win64),
    /// each with the stack slot the prologue saves it in (after the allocation) and the
    /// epilogue restores it from.
    pub saved_xmm: Vec<(u8, StackSlot)>,
    /// Whole ymm registers are saved (else the low 128 bits).
    pub saved_xmm_wide: bool,
    /// Bytes of arguments the function pops when it returns (`ret N`, tailcc).
    pub ret_pop: u16,
    /// The stack protector's canary, stored by the prologue and checked before every
    /// `ret`.
    pub canary: Option<Canary>,
    /// Indirect Branch Tracking (`cf-protection-branch`): `endbr64` where indirect
    /// branches land, `notrack` on jump-table jumps.
    pub ibt: bool,
    /// The function starts with `endbr64` (IBT, and not `nocf_check`).
    pub entry_endbr: bool,
    /// `fn_ret_thunk_extern` (`-mfunction-return=thunk-extern`): every `ret` is
    /// `jmp __x86_return_thunk`.
    pub ret_thunk: bool,
    /// The registers zeroed before every return (`"zero-call-used-regs"`).
    pub zero: ZeroRegs,
    /// `"fentry-call"` (`-mfentry`): the function starts with `call __fentry__` (after
    /// `endbr64`), before the prologue.
    pub fentry: bool,
    /// `+retpoline-indirect-calls`: indirect calls and tail calls go through this thunk,
    /// with the target in r11.
    pub retpoline: Option<RetpolineCall>,
    /// `switch` may dispatch through jump tables (not with `"no-jump-tables"="true"` or
    /// `+retpoline-indirect-branches`).
    pub jump_tables: bool,
    /// `"probe-stack"="inline-asm"` outside Windows: the probe size, when the frame
    /// allocation touches every page of it on the way down.
    pub probe_inline: Option<u32>,
    /// `-fpatchable-function-entry=N,M`: nops at the entry (after `endbr64`), and before
    /// the symbol (placed by the object writer).
    pub patch: Option<PatchNops>,
    /// Warnings about the function, as llc prints them (`"warn-stack-size"`).
    pub warnings: Vec<String>,
}

/// How indirect calls reach their target in a function with retpolines.
#[derive(Copy, Clone, Debug)]
pub struct RetpolineCall {
    /// The thunk called (or jumped to) with the target in r11.
    pub thunk: &'static str,
    /// A `cs` prefix before the call or jump (`indirect_branch_cs_prefix`).
    pub cs_prefix: bool,
}

/// A stack protector's canary: its slot (right below the saved registers) and where the
/// guard value it is a copy of lives.
#[derive(Copy, Clone, Debug)]
pub struct Canary {
    pub slot: StackSlot,
    /// The slot the check before a return compares with the guard: `slot`, or the slot
    /// of an explicit `llvm.stackprotector` where llc checks that one instead.
    pub check_slot: StackSlot,
    pub guard: Guard,
    /// Windows (MSVC and MinGW): the canary is the guard XORed with the frame register
    /// (rbp in functions with a frame pointer, else rsp), as llc stores it.
    pub xor_frame: bool,
}

/// Where the stack protector's guard value lives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Guard {
    /// At `offset` in the thread's segment (`fs` or `gs`): `%fs:0x28` on Linux.
    Segment { segment: Register, offset: i32 },
    /// In the variable `symbol`, reached through the GOT (Darwin, MinGW, or
    /// `stack-protector-guard=global`).
    Symbol(&'static str),
    /// MSVC's `__security_cookie`, reached directly; a mismatch calls
    /// `__security_check_cookie` with the canary (XORed back) in rcx.
    SecurityCookie,
}

impl Guard {
    /// The guard of function `gid` in module `cx`: the platform's, or where the module
    /// flags `stack-protector-guard`, `-guard-reg` and `-guard-offset` put it. A guard
    /// symbol in a segment, and other guards than the cookie on MSVC, are not done.
    pub fn of(cx: &ModuleCtx<'_>, gid: GlobalId) -> Result<Guard, CodegenError> {
        let m = cx.m;
        let unsupported =
            |what: &str| Err(CodegenError::unsupported(Some(m.globals[gid].pos), what));
        let flag = |key: &str| m.module_flags().find(|f| f.key == key);
        if flag("stack-protector-guard-symbol").is_some() {
            return unsupported("module flag \"stack-protector-guard-symbol\"");
        }
        let kind = flag("stack-protector-guard").and_then(|f| f.string().map(str::to_owned));
        if cx.platform == Platform::WindowsMsvc {
            return match kind {
                None => Ok(Guard::SecurityCookie),
                Some(_) => unsupported("module flag \"stack-protector-guard\" on MSVC targets"),
            };
        }
        let platform_global = matches!(cx.platform, Platform::Darwin | Platform::WindowsGnu);
        match kind.as_deref() {
            Some("global") => Ok(Guard::Symbol("__stack_chk_guard")),
            None if platform_global => Ok(Guard::Symbol("__stack_chk_guard")),
            None | Some("tls") if !platform_global => {
                let segment = match flag("stack-protector-guard-reg").and_then(|f| f.string()) {
                    None | Some("fs") => Register::FS,
                    Some("gs") => Register::GS,
                    Some(_) => return unsupported("module flag \"stack-protector-guard-reg\""),
                };
                let offset = match flag("stack-protector-guard-offset") {
                    None => 0x28,
                    Some(f) => match f.int().and_then(|o| i32::try_from(o).ok()) {
                        Some(o) => o,
                        None => return unsupported("module flag \"stack-protector-guard-offset\""),
                    },
                };
                Ok(Guard::Segment { segment, offset })
            }
            Some(_) | None => unsupported("module flag \"stack-protector-guard\""),
        }
    }
}

impl Emitter<'_> {
    /// Spill slot `slot`.
    pub(super) fn spill_loc(&self, slot: usize) -> Mem {
        self.object_loc(8 * slot as i64 - i64::from(self.frame.spill_base))
    }

    /// The memory operand `[FB + off]`.
    pub(super) fn frame_mem(&self, off: i64) -> MemoryOperand {
        iced_mem(self.frame_loc(off))
    }

    /// The scratch register r11's number, for instructions that use it behind the
    /// allocator's back. Panics in a function where r11 is allocated: reaching that is a
    /// bug in [`crate::inst::MInst::uses_scratch_gpr`], which would otherwise corrupt a
    /// value.
    pub(super) fn scratch_gpr(&self) -> u8 {
        assert!(
            !self.frame.r11_allocated,
            "an instruction uses r11 in a function that allocates it"
        );
        regs::SCRATCH_GPR.hw_enc() as u8
    }

    /// The location of stack object `slot` plus `disp`.
    pub(super) fn slot_loc(&self, slot: StackSlot, disp: i32) -> Mem {
        self.object_loc(
            -i64::from(self.frame.saved_area) - i64::from(self.frame.slot_offsets[slot.0 as usize])
                + i64::from(disp),
        )
    }

    /// The location `[FB + off]` of a frame object or spill slot (below FB): from rsp in
    /// functions that realign their stack ([`Frame::objects_from_sp`]), from the base
    /// pointer rbx if they also move rsp.
    fn object_loc(&self, off: i64) -> Mem {
        if self.frame.objects_from_sp {
            let base = if self.frame.base_pointer {
                regs::gpr::RBX
            } else {
                regs::gpr::RSP
            };
            Mem {
                base: Some(base),
                index: None,
                disp: i32::try_from(off + self.frame.fb_above_sp)
                    .expect("frame offset within 2 GiB"),
                disp_always: true,
            }
        } else {
            self.frame_loc(off)
        }
    }

    /// The memory operand `[FB + off]` for the direct encoder.
    pub(super) fn frame_loc(&self, off: i64) -> Mem {
        let (base, d) = if self.frame.frame_pointer {
            (regs::gpr::RBP, off + self.frame.fb_above_fp)
        } else {
            (regs::gpr::RSP, off + self.frame.fb_above_sp)
        };
        Mem {
            base: Some(base),
            index: None,
            disp: i32::try_from(d).expect("frame offset within 2 GiB"),
            disp_always: true,
        }
    }

    /// The prologue: `endbr64`, the `__fentry__` call, frame pointer, callee-saved
    /// registers, frame allocation.
    pub fn prologue(&mut self) {
        if self.frame.entry_endbr {
            self.push(Instruction::with(Code::Endbr64));
        }
        if let Some(p) = self.frame.patch.filter(|p| p.entry > 0) {
            let i = self.push(Instruction::default());
            self.raw
                .push((i, RawItem::Bytes(patchable_nops(p.entry, p.max_nop))));
        }
        if self.frame.naked {
            return;
        }
        if self.frame.fentry {
            self.call(&CallTarget::Direct(RelocTarget::Libcall("__fentry__")));
        }
        const RBP: UnwindReg = UnwindReg::Gpr(5);
        let windows = self.frame.probe.is_some();
        if self.frame.frame_pointer {
            let i = self.push(ins(Instruction::with1(Code::Push_r64, Register::RBP)));
            self.unwind_ops.push((i, UnwindOp::PushReg { reg: RBP }));
            if !windows {
                self.mov_rr(Register::RBP, Register::RSP);
                self.unwind_ops.push((
                    self.out.len() - 1,
                    UnwindOp::SetFramePointer {
                        reg: RBP,
                        offset: 0,
                    },
                ));
            }
        }
        for &r in &self.frame.saved.clone() {
            let i = self.push(ins(Instruction::with1(Code::Push_r64, gpr_sized(r, 8))));
            self.unwind_ops.push((
                i,
                UnwindOp::PushReg {
                    reg: UnwindReg::Gpr(r),
                },
            ));
        }
        if self.frame.realign_first {
            self.realign_sp();
        }
        let sub = self.frame.sub;
        if sub > 0 {
            match self.frame.probe {
                Some(probe) if sub >= crate::abi::win64::PAGE => {
                    // The probe touches each page down to rsp - rax and leaves rsp alone.
                    self.push(ins(Instruction::with2(
                        Code::Mov_r32_imm32,
                        Register::EAX,
                        sub,
                    )));
                    self.call(&CallTarget::Direct(RelocTarget::Libcall(probe)));
                    self.push(ins(Instruction::with2(
                        Code::Sub_r64_rm64,
                        Register::RSP,
                        Register::RAX,
                    )));
                    self.unwind_ops
                        .push((self.out.len() - 1, UnwindOp::StackAlloc { size: sub }));
                }
                _ => match self.frame.probe_inline {
                    Some(page) if sub + self.untouched_by_realign(page) > page => {
                        self.probed_allocation(sub, page)
                    }
                    _ => {
                        self.push(ins(Instruction::with2(
                            Code::Sub_rm64_imm32,
                            Register::RSP,
                            sub as i32,
                        )));
                        self.unwind_ops
                            .push((self.out.len() - 1, UnwindOp::StackAlloc { size: sub }));
                    }
                },
            }
        }
        // The SSE saves, addressed from rsp (rbp is not set yet on Windows).
        for &(r, slot) in &self.frame.saved_xmm.clone() {
            let offset = self.frame.fb_above_sp - self.slot_below_fb(slot);
            let m = MemoryOperand::with_base_displ(Register::RSP, offset);
            let i = self.push(ins(self.xmm_save_move(r, m, true)));
            self.unwind_ops.push((
                i,
                UnwindOp::SaveReg {
                    reg: UnwindReg::Vector(r),
                    offset: offset as u32,
                },
            ));
        }
        if windows && self.frame.frame_pointer {
            let offset = (self.frame.fb_above_sp - self.frame.fb_above_fp) as u32;
            let m = MemoryOperand::with_base_displ(Register::RSP, i64::from(offset));
            let i = self.push(ins(Instruction::with2(Code::Lea_r64_m, Register::RBP, m)));
            self.unwind_ops
                .push((i, UnwindOp::SetFramePointer { reg: RBP, offset }));
        }
        if !self.frame.realign_first {
            self.realign_sp();
        }
        if self.frame.base_pointer {
            self.mov_rr(Register::RBX, Register::RSP);
        }
        if let Some(c) = self.frame.canary {
            // r11: neither an argument register nor live before the body.
            self.load_guard(c);
            let (m, _) = self.mem(&Amode::Slot {
                slot: c.slot,
                disp: 0,
            });
            self.push(ins(Instruction::with2(
                Code::Mov_rm64_r64,
                m,
                Register::R11,
            )));
        }
    }

    /// `and rsp, -align` in a function that realigns its stack.
    fn realign_sp(&mut self) {
        if self.frame.realign > 16 || self.frame.objects_from_sp {
            self.push(ins(Instruction::with2(
                Code::And_rm64_imm32,
                Register::RSP,
                -(self.frame.realign as i32),
            )));
        }
    }

    /// Bytes the realignment before a probed allocation may have moved rsp by without
    /// touching them, as llc counts them (the alignment modulo the probe size `page`).
    fn untouched_by_realign(&self, page: u32) -> u32 {
        if self.frame.realign_first {
            self.frame.realign % page
        } else {
            0
        }
    }

    /// The register XORed into the canary of a Windows function: its frame register.
    pub(crate) fn canary_xor_reg(&self) -> Register {
        if self.frame.frame_pointer {
            Register::RBP
        } else {
            Register::RSP
        }
    }

    /// Loads the stack protector's guard value into r11, XORed with the frame register
    /// where canary `c` asks for it: the value the canary slot holds.
    fn load_guard(&mut self, c: Canary) {
        match c.guard {
            Guard::Segment { segment, offset } => {
                let m = MemoryOperand::new(
                    Register::None,
                    Register::None,
                    1,
                    i64::from(offset),
                    // A 64-bit address: `[disp32]` through a SIB byte, no `addr32`.
                    8,
                    false,
                    segment,
                );
                self.push(ins(Instruction::with2(
                    Code::Mov_r64_rm64,
                    Register::R11,
                    m,
                )));
            }
            Guard::Symbol(name) => {
                let got = RelocKind::GotPc32 { relaxable: true };
                self.load_r11_rip(got, RelocTarget::Libcall(name));
                let m = MemoryOperand::with_base(Register::R11);
                self.push(ins(Instruction::with2(
                    Code::Mov_r64_rm64,
                    Register::R11,
                    m,
                )));
            }
            Guard::SecurityCookie => {
                self.load_r11_rip(RelocKind::Pc32, RelocTarget::Libcall("__security_cookie"));
            }
        }
        if c.xor_frame {
            let frame = self.canary_xor_reg();
            self.push(ins(Instruction::with2(
                Code::Xor_r64_rm64,
                Register::R11,
                frame,
            )));
        }
    }

    /// `mov r11, [rip + target]`, the displacement relocated by `kind`.
    fn load_r11_rip(&mut self, kind: RelocKind, target: RelocTarget) {
        let m = MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
        let i = self.push(ins(Instruction::with2(
            Code::Mov_r64_rm64,
            Register::R11,
            m,
        )));
        self.relocs.push((i, Field::Disp, kind, target, 0));
    }

    /// The stack protector's check before a `ret`: the canary must still equal the guard
    /// value, or `__stack_chk_fail` ends the program (MSVC: `__security_check_cookie`, given
    /// the canary XORed back in rcx). Inside the frame, so that unwind information needs
    /// nothing new; r11 is free at a `ret` (no return register).
    fn check_canary(&mut self, c: Canary) {
        self.load_guard(c);
        let (m, _) = self.mem(&Amode::Slot {
            slot: c.check_slot,
            disp: 0,
        });
        self.push(ins(Instruction::with2(
            Code::Cmp_r64_rm64,
            Register::R11,
            m,
        )));
        let je = self.out.len();
        self.branch(Code::Je_rel32_64, Target::Inst(0));
        let fail = if c.guard == Guard::SecurityCookie {
            self.push(ins(Instruction::with2(
                Code::Mov_r64_rm64,
                Register::RCX,
                m,
            )));
            let frame = self.canary_xor_reg();
            self.push(ins(Instruction::with2(
                Code::Xor_r64_rm64,
                Register::RCX,
                frame,
            )));
            "__security_check_cookie"
        } else {
            "__stack_chk_fail"
        };
        self.call(&CallTarget::Direct(RelocTarget::Libcall(fail)));
        let end = self.out.len();
        self.fixup_to(je, end);
    }

    /// Distance below FB of fixed stack object `slot`.
    fn slot_below_fb(&self, slot: StackSlot) -> i64 {
        i64::from(self.frame.saved_area) + i64::from(self.frame.slot_offsets[slot.0 as usize])
    }

    /// The move that saves (`save`) SSE register `r` to `m` or restores it from there.
    fn xmm_save_move(
        &self,
        r: u8,
        m: MemoryOperand,
        save: bool,
    ) -> Result<Instruction, iced_x86::IcedError> {
        match (self.frame.saved_xmm_wide, save) {
            (false, true) => Instruction::with2(Code::Movups_xmmm128_xmm, m, xmm(r)),
            (false, false) => Instruction::with2(Code::Movups_xmm_xmmm128, xmm(r), m),
            (true, true) => Instruction::with2(
                Code::VEX_Vmovups_ymmm256_ymm,
                m,
                Register::YMM0 + u32::from(r),
            ),
            (true, false) => Instruction::with2(
                Code::VEX_Vmovups_ymm_ymmm256,
                Register::YMM0 + u32::from(r),
                m,
            ),
        }
    }

    /// Restores the SSE registers the calling convention preserves.
    fn restore_saved_xmm(&mut self) {
        for &(r, slot) in &self.frame.saved_xmm.clone() {
            // A realigned frame's objects are addressed from the aligned rsp, but the saves
            // were made before the realignment: reach them from FB through rbp.
            let m = if self.frame.objects_from_sp && self.frame.frame_pointer {
                MemoryOperand::with_base_displ(
                    Register::RBP,
                    self.frame.fb_above_fp - self.slot_below_fb(slot),
                )
            } else {
                self.mem(&Amode::Slot { slot, disp: 0 }).0
            };
            let i = self.xmm_save_move(r, m, false);
            self.push(ins(i));
        }
    }

    /// The epilogue and `ret` (`ret N` when the convention has the callee pop its
    /// arguments).
    pub(super) fn epilogue(&mut self) {
        if let Some(c) = self.frame.canary {
            self.check_canary(c);
        }
        self.zero_call_used_regs();
        if self.frame.ret_thunk {
            let i = self.leave(ins(Instruction::with_branch(
                Code::Jmp_rel32_64,
                SYMBOL_PLACEHOLDER,
            )));
            self.relocs.push((
                i,
                Field::CallRel,
                RelocKind::PltPc32,
                RelocTarget::Libcall("__x86_return_thunk"),
                0,
            ));
            return;
        }
        let ret = if self.frame.ret_pop > 0 {
            ins(Instruction::with1(
                Code::Retnq_imm16,
                u32::from(self.frame.ret_pop),
            ))
        } else {
            Instruction::with(Code::Retnq)
        };
        self.leave(ret);
    }

    /// Allocates `size` bytes of frame touching every `page` bytes on the way down
    /// (`"probe-stack"="inline-asm"`, clang's `-fstack-clash-protection`), as llc's
    /// `emitStackProbeInlineGeneric`. After a realignment (`untouched_by_realign`, bytes
    /// it may have skipped) the first probe comes that much sooner. Up to eight pages (or
    /// in a function without a frame pointer, which unwinders follow through rsp): one
    /// `sub rsp, n; mov qword [rsp], 0` per page, the first of `page` less the skipped
    /// bytes, then whole pages while more than a page is left; the rest (at most a page)
    /// is subtracted without a probe. Beyond, the skipped bytes first (probed), then a
    /// loop of whole pages down to the last page boundary, with r11 marking its end (the
    /// function keeps a frame pointer then, so unwinding does not follow rsp through the
    /// loop), and the rest (less than a page) subtracted last.
    fn probed_allocation(&mut self, size: u32, page: u32) {
        let skipped = self.untouched_by_realign(page);
        let mut rest = size;
        if size <= 8 * page || !self.frame.frame_pointer {
            let mut chunk = page - skipped;
            while rest > chunk {
                let sub = self.probe_page(chunk);
                self.unwind_ops
                    .push((sub, UnwindOp::StackAlloc { size: chunk }));
                rest -= chunk;
                chunk = page;
            }
        } else {
            if skipped > 0 {
                let sub = self.probe_page(skipped);
                self.unwind_ops
                    .push((sub, UnwindOp::StackAlloc { size: skipped }));
                rest -= skipped;
            }
            let pages = rest / page;
            self.mov_rr(Register::R11, Register::RSP);
            self.push(ins(Instruction::with2(
                Code::Sub_rm64_imm32,
                Register::R11,
                (pages * page) as i32,
            )));
            let top = self.probe_page(page);
            self.push(ins(Instruction::with2(
                Code::Cmp_rm64_r64,
                Register::RSP,
                Register::R11,
            )));
            self.branch(JCC[Cc::Ne as usize], Target::Inst(top));
            self.unwind_ops.push((
                self.out.len() - 1,
                UnwindOp::StackAlloc { size: pages * page },
            ));
            rest %= page;
        }
        if rest > 0 {
            let i = self.push(ins(Instruction::with2(
                Code::Sub_rm64_imm32,
                Register::RSP,
                rest as i32,
            )));
            self.unwind_ops
                .push((i, UnwindOp::StackAlloc { size: rest }));
        }
    }

    /// `sub rsp, page; mov qword [rsp], 0`: the next page of the stack, touched. Returns
    /// the index of the `sub`.
    fn probe_page(&mut self, page: u32) -> usize {
        let sub = self.push(ins(Instruction::with2(
            Code::Sub_rm64_imm32,
            Register::RSP,
            page as i32,
        )));
        self.push(ins(Instruction::with2(
            Code::Mov_rm64_imm32,
            MemoryOperand::with_base(Register::RSP),
            0,
        )));
        sub
    }

    /// Moves rsp down by `size` bytes a page at a time, touching each page
    /// (stack-clash protection for dynamic allocas, as llc's probed alloca): r11 holds
    /// the final rsp; while rsp is above it, `sub rsp, page; mov qword [rsp], 0`; then
    /// rsp takes r11.
    pub(super) fn probed_dynamic_allocation(&mut self, size: Register, page: u32) {
        let end = gpr_sized(self.scratch_gpr(), 8);
        self.mov_rr(end, Register::RSP);
        self.push(ins(Instruction::with2(Code::Sub_rm64_r64, end, size)));
        let test = self.push(ins(Instruction::with2(
            Code::Cmp_rm64_r64,
            end,
            Register::RSP,
        )));
        // cmp, jae, sub, mov, jmp: the tail is the fifth instruction from the test.
        self.branch(JCC[Cc::Ae as usize], Target::Inst(test + 5));
        self.probe_page(page);
        self.branch(Code::Jmp_rel32_64, Target::Inst(test));
        let tail = self.out.len();
        debug_assert_eq!(tail, test + 5);
        self.mov_rr(Register::RSP, end);
    }

    /// Zeroes the registers of `"zero-call-used-regs"` (before the epilogue, which
    /// touches none of them, so that Windows still recognises it): `xor r32, r32` for
    /// general-purpose registers, `xorps` (`vxorps`, which clears the upper halves too,
    /// when the function uses ymm registers) for SSE ones, and eight `fldz` and `fstp`
    /// to empty the x87 stack.
    fn zero_call_used_regs(&mut self) {
        if self.frame.zero.x87 {
            for _ in 0..8 {
                self.push(Instruction::with(Code::Fldz));
            }
            for _ in 0..8 {
                self.push(ins(Instruction::with1(Code::Fstp_sti, Register::ST0)));
            }
        }
        for &r in &self.frame.zero.gprs.clone() {
            let r = gpr_sized(r, 4);
            self.push(ins(Instruction::with2(Code::Xor_r32_rm32, r, r)));
        }
        for &n in &self.frame.zero.xmm.clone() {
            let r = xmm(n);
            let i = if self.frame.ymm {
                Instruction::with3(Code::VEX_Vxorps_xmm_xmm_xmmm128, r, r, r)
            } else {
                Instruction::with2(Code::Xorps_xmm_xmmm128, r, r)
            };
            self.push(ins(i));
        }
    }

    /// The epilogue, then `exit` (`ret`, or the jump of a tail call).
    pub(super) fn leave(&mut self, exit: Instruction) -> usize {
        self.restore_saved_xmm();
        let n = self.frame.saved.len();
        let frame_popped = if !self.frame.frame_pointer {
            // Without a frame pointer the frame is gone once the pushes are popped.
            if self.frame.sub > 0 {
                self.push(ins(Instruction::with2(
                    Code::Add_rm64_imm32,
                    Register::RSP,
                    self.frame.sub as i32,
                )));
            }
            for &r in self.frame.saved.clone().iter().rev() {
                self.push(ins(Instruction::with1(Code::Pop_r64, gpr_sized(r, 8))));
            }
            self.out.len()
        } else if n == 0 && self.frame.probe.is_none() {
            if self.frame.sub == 0
                && self.frame.realign <= 16
                && !self.frame.objects_from_sp
                && !self.frame.moves_sp
            {
                // rsp is still rbp (a red-zone frame, or none): as llc, only the pop.
                self.push(ins(Instruction::with1(Code::Pop_r64, Register::RBP))) + 1
            } else {
                self.push(Instruction::with(Code::Leaveq)) + 1
            }
        } else {
            // Windows recognises an epilogue by `lea rsp, [rbp + d]` (never `leave`).
            let m = MemoryOperand::with_base_displ(
                Register::RBP,
                self.frame.fb_above_fp - 8 * n as i64,
            );
            self.push(ins(Instruction::with2(Code::Lea_r64_m, Register::RSP, m)));
            for &r in self.frame.saved.clone().iter().rev() {
                self.push(ins(Instruction::with1(Code::Pop_r64, gpr_sized(r, 8))));
            }
            self.push(ins(Instruction::with1(Code::Pop_r64, Register::RBP))) + 1
        };
        let ret = self.push(exit);
        self.epilogues.push((frame_popped, ret));
        ret
    }

    pub(super) fn save_vararg_regs(&mut self, area: StackSlot) {
        let (base, _) = self.mem(&Amode::Slot {
            slot: area,
            disp: 0,
        });
        for (i, r) in regs::SYSV_INT_ARGS.iter().enumerate() {
            let mut m = base;
            m.displacement += 8 * i as i64;
            self.push(ins(Instruction::with2(
                Code::Mov_rm64_r64,
                m,
                gpr_sized(r.hw_enc() as u8, 8),
            )));
        }
        self.push(ins(Instruction::with2(
            Code::Test_rm8_r8,
            Register::AL,
            Register::AL,
        )));
        let je = self.out.len();
        self.branch(Code::Je_rel32_64, Target::Inst(0));
        for i in 0..8u8 {
            let mut m = base;
            m.displacement += 48 + 16 * i64::from(i);
            self.push(ins(Instruction::with2(Code::Movaps_xmmm128_xmm, m, xmm(i))));
        }
        let end = self.out.len();
        self.fixup_to(je, end);
    }
}

/// `n` bytes of nops, each at most `max` bytes long, as LLVM's `emitX86Nops` writes the
/// entry of a patchable function (its forms differ from the assembler's padding in the
/// displacements, 8 and 0x200, and in taking 0x66 prefixes up to 15 bytes).
fn patchable_nops(mut n: u32, max: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(n as usize);
    while n > 0 {
        let want = n.min(max);
        let base: &[u8] = match want {
            1 => &[0x90],
            2 => &[0x66, 0x90],
            3 => &[0x0f, 0x1f, 0x00],
            4 => &[0x0f, 0x1f, 0x40, 0x08],
            5 => &[0x0f, 0x1f, 0x44, 0x00, 0x08],
            6 => &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x08],
            7 => &[0x0f, 0x1f, 0x80, 0x00, 0x02, 0x00, 0x00],
            8 => &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
            9 => &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
            _ => &[0x2e, 0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00],
        };
        // Up to five 0x66 prefixes lengthen the longest form.
        let prefixes = (want - base.len() as u32).min(5);
        out.extend(std::iter::repeat_n(0x66, prefixes as usize));
        out.extend_from_slice(base);
        n -= prefixes + base.len() as u32;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::patchable_nops;

    /// The entries llc-19 writes (llvm-objdump-19 of `-fpatchable-function-entry=N`).
    #[test]
    fn patchable_nops_are_llcs() {
        let hex = |b: Vec<u8>| b.iter().map(|x| format!("{x:02x}")).collect::<String>();
        assert_eq!(hex(patchable_nops(5, 15)), "0f1f440008");
        assert_eq!(hex(patchable_nops(2, 15)), "6690");
        assert_eq!(hex(patchable_nops(14, 15)), "666666662e660f1f840000020000");
        assert_eq!(
            hex(patchable_nops(20, 15)),
            "66666666662e660f1f8400000200000f1f440008"
        );
        assert_eq!(hex(patchable_nops(14, 10)), "2e660f1f8400000200000f1f4008");
    }
}
