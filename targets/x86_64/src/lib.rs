//! rllc-x86-64: the x86-64 target.
//!
//! [`compile_function`] runs the per-function pipeline: instruction selection
//! ([`lower`]), register allocation (regalloc2 through `rllc-codegen`), frame layout and
//! encoding ([`emit`]).

pub mod abi;
pub mod asm;
pub mod asm_inst;
pub mod audit;
pub mod disasm;
pub mod emit;
pub mod features;
pub mod inst;
pub mod lower;
pub mod object_stubs;
pub mod regs;
pub mod retpoline;
pub mod vinst;
pub mod zero_regs;

pub use lower::X86Module;

use abi::Abi;
use emit::{Emitter, Frame};
use inst::MInst;
use lower::Lowered;
use regalloc2::{MachineEnv, Output, PReg, PRegSet, RegClass};
use rllc_codegen::assembly::Assembly;
use rllc_codegen::object_stubs::{DestructorStubs, Thunk};
use rllc_codegen::pipeline::{self, Backend, Emit, Levels, LoweredFunction};
use rllc_codegen::{
    Arch, CodegenError, CompiledFunction, FramePointer, MBlock, ModuleCompiler, ModuleCtx,
    OptLevel, Platform, Reg, RelocTarget, Target,
};
use rllc_ir::module::{Body, CodeModel, GlobalId, Module};
use zero_regs::{RegMask, ZeroChoice, ZeroRegs};

/// The bytes below rsp that System V leaves to the function (signal handlers and the
/// kernel start below them).
const RED_ZONE: u32 = 128;

/// The largest frame-register offset rllc gives Windows unwind information: 128, as llc's
/// `calculateSetFPREG` (the format allows 240).
const MAX_WIN64_FP_OFFSET: u32 = 128;

/// The x86-64 target.
pub struct X86_64;

impl Target for X86_64 {
    fn name(&self) -> &'static str {
        "x86_64"
    }

    fn arch(&self) -> Arch {
        Arch::X86_64
    }

    fn destructor_stubs(&self) -> fn(usize) -> DestructorStubs {
        object_stubs::destructor_stubs
    }

    fn check_module(&self, m: &Module, platform: Platform) -> Result<(), CodegenError> {
        audit::check_module(m, platform)
    }

    fn supports_code_model(&self, cm: CodeModel) -> bool {
        cm == CodeModel::Small
    }

    fn assemble_module_asm(&self, text: &str) -> Result<Assembly, String> {
        asm::assemble(text, asm::Dialect::Att).map_err(|e| e.to_string())
    }

    fn code_fill(&self) -> fn(&mut Vec<u8>, usize) {
        asm::nops
    }

    fn features_help(&self) -> String {
        features::help()
    }

    fn command_line_warnings(&self, cpu: Option<&str>, mattr: Option<&str>) -> Vec<String> {
        features::command_line_warnings(cpu, mattr)
    }

    fn thunks(&self, m: &Module, mattr: Option<&str>) -> Vec<Thunk> {
        retpoline::thunks(m, mattr)
    }

    fn module_compiler<'m>(&self, cx: ModuleCtx<'m>) -> Box<dyn ModuleCompiler<'m> + 'm> {
        Box::new(X86Module::new(cx))
    }

    fn print_code(&self, f: &CompiledFunction, name: &dyn Fn(RelocTarget) -> String) -> String {
        disasm::print_code(f, name)
    }
}

impl<'m> ModuleCompiler<'m> for X86Module<'m> {
    fn cx(&self) -> &ModuleCtx<'m> {
        &self.cx
    }

    fn compile_function(
        &self,
        gid: GlobalId,
        body: &Body,
        opt: OptLevel,
    ) -> Result<CompiledFunction, CodegenError> {
        pipeline::compile_function(self, gid, body, opt)
    }
}

/// Compiles one function with a body into machine code (the pipeline of
/// `rllc_codegen::pipeline` with x86-64's hooks).
pub fn compile_function(
    cx: &X86Module<'_>,
    gid: GlobalId,
    body: &Body,
    opt: OptLevel,
) -> Result<CompiledFunction, CodegenError> {
    pipeline::compile_function(cx, gid, body, opt)
}

/// What x86-64 decides before register allocation.
pub struct Plan {
    /// rbp is the frame pointer (not allocatable).
    frame_pointer: bool,
    /// r11 is allocated like rax..r10 (no instruction uses it as its scratch register).
    r11_allocated: bool,
    /// Code moves rsp at run time or needs rbp itself.
    moves_sp: bool,
    /// rbx is the base pointer (not allocatable): the function realigns its stack and
    /// moves rsp, so its frame is addressed from rbx, set to the aligned rsp.
    base_pointer: bool,
    /// The function calls (or its inline asm needs an aligned stack).
    has_calls: bool,
    /// The function receives its arguments by the Win64 convention.
    win64: bool,
    /// Callee-saved registers inline asm names (bit per hardware number), which must be
    /// allocatable even at -O0.
    asm_callee_saved: u16,
}

impl<'m> Backend for X86Module<'m> {
    type Inst = MInst;
    type Info = Lowered;
    type Plan = Plan;
    type Frame = Frame;
    type Emitter<'a>
        = Emitter<'a>
    where
        Self: 'a;

    fn module_ctx(&self) -> &ModuleCtx<'_> {
        &self.cx
    }

    fn check_function(&self, gid: GlobalId) -> Result<(), CodegenError> {
        audit::check_function(self, gid)
    }

    fn lower(
        &self,
        gid: GlobalId,
        body: &Body,
        opt: OptLevel,
    ) -> Result<LoweredFunction<MInst, Lowered>, CodegenError> {
        lower::lower_function(self, gid, body, opt)
    }

    fn plan(
        &self,
        gid: GlobalId,
        levels: Levels,
        lowered: &LoweredFunction<MInst, Lowered>,
    ) -> Result<Plan, CodegenError> {
        let insts = &lowered.vcode.insts;
        let asm = &lowered.info.asm_needs;
        let has_calls = asm.align_stack || insts.iter().any(|i| matches!(i, MInst::Call { .. }));
        let moves_sp = insts.iter().any(needs_frame_pointer);
        let frame_pointer = !self.is_naked(gid)
            && (match self.frame_pointer(gid) {
                FramePointer::All => true,
                FramePointer::NonLeaf => has_calls,
                FramePointer::None => false,
            } || lowered.info.outgoing_align > 16
                || self.fn_attrs_of(gid).realign.is_some()
                || moves_sp
                || self.probes_in_a_loop(gid, &lowered.info));
        // As llc, a function that realigns its stack and moves rsp addresses its frame
        // from a base pointer, rbx.
        let base_pointer = self.fn_attrs_of(gid).realign.is_some() && moves_sp;
        if let (Some(pos), true) = (asm.rbx, base_pointer) {
            return Err(CodegenError::unsupported(
                Some(pos),
                format!(
                    "inline asm using rbx in function @{}, which keeps a base pointer in rbx \
                     (stack realignment and a moving stack pointer)",
                    self.function_name(gid)
                ),
            ));
        }
        if let (Some(pos), true) = (asm.rbp, frame_pointer) {
            return Err(CodegenError::unsupported(
                Some(pos),
                format!(
                    "inline asm using rbp in function @{}, which keeps a frame pointer",
                    self.function_name(gid)
                ),
            ));
        }
        // At -O1 and up, r11 is allocated like rax..r10 unless an instruction uses it as
        // its scratch register.
        let r11_allocated =
            levels.alloc != OptLevel::O0 && !insts.iter().any(MInst::uses_scratch_gpr);
        Ok(Plan {
            frame_pointer,
            r11_allocated,
            moves_sp,
            base_pointer,
            has_calls,
            win64: lowered.info.abi == Abi::Win64,
            asm_callee_saved: asm.callee_saved,
        })
    }

    fn machine_env(&self, plan: &Plan, levels: Levels, attempt: u32) -> Option<MachineEnv> {
        // A Win64 function at -O0 first tries without the registers it would have to save
        // (Fastalloc takes any register it may), then with them if that runs out.
        let spare_win64_saved = match attempt {
            0 => plan.win64,
            1 if plan.win64 && levels.alloc == OptLevel::O0 => false,
            _ => return None,
        };
        let mut env = regs::machine_env(
            levels.opt != OptLevel::O0,
            !plan.frame_pointer,
            spare_win64_saved,
        );
        if plan.r11_allocated {
            env.preferred_regs_by_class[0].add(regs::SCRATCH_GPR);
            env.scratch_by_class[0] = None;
        }
        for r in 0..16 {
            if plan.asm_callee_saved & (1 << r) != 0 {
                env.non_preferred_regs_by_class[0].add(regs::g(r));
            }
        }
        if plan.base_pointer {
            env.non_preferred_regs_by_class[0].remove(regs::g(regs::gpr::RBX));
            env.preferred_regs_by_class[0].remove(regs::g(regs::gpr::RBX));
        }
        Some(env)
    }

    fn layout_frame(
        &self,
        gid: GlobalId,
        lowered: &mut LoweredFunction<MInst, Lowered>,
        out: &Output,
        allocated: PRegSet,
        plan: Plan,
    ) -> Result<Frame, CodegenError> {
        let vcode = &lowered.vcode;
        let info = &mut lowered.info;
        let attrs = self.fn_attrs_of(gid);
        // Callee-saved registers the allocation touched (and, for conventions that
        // preserve more, those instructions clobber).
        let mut used = RegMask::default();
        let mut mark = |p: PReg| match p.class() {
            RegClass::Int => used.gpr[p.hw_enc()] = true,
            _ => used.xmm[p.hw_enc() & 15] = true,
        };
        allocated.into_iter().for_each(&mut mark);
        // The base pointer is the caller's rbx, saved as the allocation's would be.
        if plan.base_pointer {
            mark(regs::g(regs::gpr::RBX));
        }
        for i in &vcode.insts {
            // Registers inline asm clobbers after reading them.
            if let MInst::InlineAsm(a) = i {
                a.clobbers.into_iter().for_each(&mut mark);
            }
        }
        let preserve = &info.preserve;
        if !preserve.gprs.is_empty() || !preserve.xmm.is_empty() {
            for i in &vcode.insts {
                rllc_codegen::MachInst::clobbers(i)
                    .into_iter()
                    .for_each(&mut mark);
            }
            // Pseudo-instructions use the scratch registers without telling the allocator.
            mark(regs::SCRATCH_GPR);
            if vcode.insts.iter().any(MInst::uses_scratch_xmm) {
                mark(regs::SCRATCH_XMM);
            }
        }
        let zero = match attrs.zero {
            Some(choice) => self.zero_regs(choice, gid, vcode, info, &used)?,
            None => ZeroRegs::default(),
        };
        let mut saved: Vec<u8> = regs::SYSV_CALLEE_SAVED
            .iter()
            .chain(&preserve.gprs)
            .copied()
            .filter(|&r| used.gpr[r as usize])
            .collect();
        // Whole ymm registers, unless only their low halves are preserved (Win64).
        let saved_xmm_wide = info.ymm && !preserve.xmm_low_only;
        let width = if saved_xmm_wide { 32 } else { 16 };
        let saved_xmm: Vec<(u8, rllc_codegen::frame::StackSlot)> = preserve
            .xmm
            .iter()
            .filter(|&&r| used.xmm[r as usize])
            .map(|&r| (r, info.slots.add(width, width)))
            .collect();
        let frame_pointer = plan.frame_pointer;
        if !frame_pointer && used.gpr[regs::gpr::RBP as usize] {
            saved.push(regs::gpr::RBP);
        }

        // Frame objects are addressed from the frame base FB = (rsp at entry) - 8, which is
        // 16-byte aligned: with a frame pointer rbp = FB, without one rsp = FB - below.
        // The pushes take FB (rbp, or the first saved register) and the slots below it.
        let (slot_offsets, slots_size, _) = info.slots.layout_down();
        let n = saved.len() as u32;
        let pushed_below_fb = if frame_pointer {
            8 * n
        } else {
            8 * n.saturating_sub(1)
        };
        let saved_area = pushed_below_fb.next_multiple_of(16);
        let spill_bytes = (8 * out.num_spillslots as u32).next_multiple_of(16);
        let spill_base = saved_area + slots_size.next_multiple_of(16) + spill_bytes;
        let below = spill_base + info.outgoing;
        let no_objects = slots_size == 0 && out.num_spillslots == 0 && info.outgoing == 0;
        let sub = if frame_pointer {
            below - 8 * n
        } else if !plan.has_calls && no_objects {
            // A leaf without stack objects needs no alignment.
            0
        } else {
            below + 8 - 8 * n
        };
        let windows = self.platform.is_windows();
        // Stack-clash protection: the prologue probes a frame larger than the probe size
        // page by page (`probed_allocation`), dynamic allocas probe their own pages. A
        // realigned frame is realigned first and allocated after, as llc: the allocation
        // then covers the whole frame below the aligned rsp (and keeps it aligned), from
        // where frame objects are addressed as if FB were that far above rsp.
        let probe_inline = attrs.probe_size.filter(|_| !windows);
        let realign = info.outgoing_align.max(attrs.realign.unwrap_or(0));
        let realigned = info.outgoing_align > 16 || attrs.realign.is_some();
        let realign_first = probe_inline.is_some() && realigned;
        if let Some(size) = probe_inline.filter(|&size| realign_first && realign >= size) {
            // llc probes the pages the `and` skips.
            return Err(CodegenError::unsupported(
                Some(self.m.globals[gid].pos),
                format!(
                    "stack probes (\"probe-stack\") of {size} bytes for the frame of @{}, \
                     realigned to {realign} bytes",
                    self.function_name(gid)
                ),
            ));
        }
        let sub = if realign_first {
            let objects = if attrs.realign.is_some() {
                below
            } else {
                below - 8 * n
            };
            objects.next_multiple_of(realign)
        } else {
            sub
        };
        // A System V leaf keeps a frame of up to 128 bytes in the red zone below rsp, as llc
        // does, when nothing in it pushes: no calls, inline asm or stack-pointer arithmetic,
        // no `noredzone` (-mno-red-zone), no preserved SSE registers, no realignment.
        let sub = if sub <= RED_ZONE
            && !windows
            && !plan.has_calls
            && saved_xmm.is_empty()
            && !realigned
            && !self.no_red_zone(gid)
            && !plan.moves_sp
            && !vcode.insts.iter().any(pushes)
        {
            0
        } else {
            sub
        };
        if windows
            && sub >= abi::win64::PAGE
            && info.abi == Abi::SysV
            && vcode
                .insts
                .iter()
                .any(|i| matches!(i, MInst::SaveVarargRegs { .. }))
        {
            // The stack probe takes its size in rax, where al holds the number of vector
            // arguments of a System V variadic call.
            return Err(CodegenError::unsupported(
                None,
                "a System V variadic function with a frame of 4 KiB or more on Windows",
            ));
        }
        // Windows sets the frame pointer last, at most 240 bytes above rsp (the most its
        // unwind information can say); frame objects stay addressed from FB through it.
        let fb_above_fp = if windows && frame_pointer {
            i64::from(below - below.min(MAX_WIN64_FP_OFFSET))
        } else {
            0
        };
        if info.ret_pop > 0 && audit::return_thunk(self, gid) {
            return Err(CodegenError::unsupported(
                Some(self.m.globals[gid].pos),
                format!(
                    "fn_ret_thunk_extern in @{}, which pops its arguments (ret N)",
                    self.function_name(gid)
                ),
            ));
        }
        if self.is_naked(gid) && (!saved.is_empty() || sub != 0 || !saved_xmm.is_empty()) {
            return Err(CodegenError::unsupported(
                None,
                format!(
                    "naked function @{} with code that needs a stack frame",
                    self.function_name(gid)
                ),
            ));
        }
        // llc's warning for `"warn-stack-size"`: the bytes the prologue moves rsp by, but
        // the return address.
        let frame_size = 8 * (u64::from(n) + u64::from(frame_pointer)) + u64::from(sub);
        let warnings = attrs
            .warn_stack_size
            .filter(|&limit| frame_size > limit)
            .map(|limit| {
                format!(
                    "warning: <unknown>:0:0: stack frame size ({frame_size}) exceeds limit \
                     ({limit}) in function '{}'",
                    self.function_name(gid)
                )
            })
            .into_iter()
            .collect();
        Ok(Frame {
            naked: self.is_naked(gid),
            r11_allocated: plan.r11_allocated,
            frame_pointer,
            fb_above_sp: if realign_first {
                i64::from(sub)
            } else if frame_pointer {
                i64::from(8 * n + sub)
            } else {
                i64::from(sub + 8 * n) - 8
            },
            fb_above_fp,
            probe: windows.then(|| abi::win64::stack_probe(self.platform == Platform::WindowsMsvc)),
            sub,
            saved,
            slot_offsets,
            spill_base,
            saved_area,
            outgoing: info.outgoing,
            realign,
            realign_first,
            objects_from_sp: attrs.realign.is_some(),
            base_pointer: plan.base_pointer,
            moves_sp: plan.moves_sp,
            ymm: info.ymm,
            saved_xmm,
            saved_xmm_wide,
            ret_pop: info.ret_pop,
            canary: match info.canary {
                Some(slot) => Some(emit::Canary {
                    slot,
                    check_slot: info.canary_check.unwrap_or(slot),
                    guard: emit::Guard::of(self, gid)?,
                    xor_frame: windows,
                }),
                None => None,
            },
            ibt: self.ibt,
            entry_endbr: self.ibt && !self.no_cf_check(gid),
            ret_thunk: audit::return_thunk(self, gid),
            zero,
            probe_inline,
            fentry: attrs.fentry,
            retpoline: attrs
                .retpoline
                .call_thunk()
                .map(|thunk| emit::RetpolineCall {
                    thunk,
                    cs_prefix: self.cs_prefix,
                }),
            jump_tables: attrs.jump_tables,
            patch: attrs.patch,
            warnings,
        })
    }

    fn scratch_regs<'f>(&self, frame: &'f Frame) -> &'f [PReg] {
        if frame.r11_allocated {
            &[regs::SCRATCH_XMM]
        } else {
            &[regs::SCRATCH_GPR, regs::SCRATCH_XMM]
        }
    }

    fn emitter<'a>(
        &'a self,
        gid: GlobalId,
        frame: &'a Frame,
        info: &Lowered,
        num_blocks: usize,
        num_items: usize,
    ) -> Emitter<'a> {
        let mut em = Emitter::new(frame, num_blocks, num_items);
        em.set_module(&self.cx);
        em.exceptions = info.exceptions.clone();
        if info.asm_needs.statements > 0 && std::env::var_os("RLLC_DUMP_ASM").is_some() {
            em.dump_asm(self.function_name(gid));
        }
        em
    }

    fn slot_cfa_offset(&self, frame: &Frame, slot: rllc_codegen::frame::StackSlot) -> Option<i64> {
        // FB = CFA - 16; a realigned frame's objects (also those addressed from the aligned
        // rsp) are at no fixed distance from it.
        let below_fb =
            i64::from(frame.saved_area) + i64::from(*frame.slot_offsets.get(slot.0 as usize)?);
        (frame.realign <= 16 && !frame.objects_from_sp && !frame.naked).then_some(-16 - below_fb)
    }

    fn copy(dst: Reg, src: Reg) -> MInst {
        MInst::MovRR { dst, src }
    }

    fn jump_target(inst: &MInst) -> Option<MBlock> {
        match *inst {
            MInst::Jmp { target } => Some(target),
            _ => None,
        }
    }

    fn is_trap(inst: &MInst) -> bool {
        matches!(inst, MInst::Ud2)
    }
}

impl X86Module<'_> {
    /// The registers function `gid` zeroes before it returns (`"zero-call-used-regs"`,
    /// `choice`): of those `used` marks as used, the ones its choice names, but those
    /// carrying its result and those its convention preserves.
    fn zero_regs(
        &self,
        choice: ZeroChoice,
        gid: GlobalId,
        vcode: &rllc_codegen::VCode<MInst>,
        info: &Lowered,
        used: &RegMask,
    ) -> Result<ZeroRegs, CodegenError> {
        let mut keep = RegMask::default();
        for i in &vcode.insts {
            if let MInst::Ret { uses } = i {
                for &(_, p) in uses.iter() {
                    match p.class() {
                        RegClass::Int => keep.gpr[p.hw_enc()] = true,
                        _ => keep.xmm[p.hw_enc() & 15] = true,
                    }
                }
            }
        }
        if choice.all && self.returns_on_x87_stack(gid) {
            return Err(CodegenError::unsupported(
                Some(self.m.globals[gid].pos),
                format!(
                    "\"zero-call-used-regs\"=\"all\" in @{}, which returns x86_fp80 on the x87 stack",
                    self.function_name(gid)
                ),
            ));
        }
        for &r in &info.preserve.gprs {
            keep.gpr[r as usize] = true;
        }
        for &r in &info.preserve.xmm {
            keep.xmm[r as usize] = true;
        }
        Ok(zero_regs::zero_regs(choice, info.abi, used, &keep))
    }
    /// Whether the frame of function `gid` is probed in a loop (`"probe-stack"` and
    /// more than eight pages of stack objects, as far as lowering knows them): the loop
    /// runs before unwinders can follow the frame through rsp, so such functions keep a
    /// frame pointer.
    fn probes_in_a_loop(&self, gid: GlobalId, info: &Lowered) -> bool {
        let Some(page) = self.fn_attrs_of(gid).probe_size else {
            return false;
        };
        let (_, slots_size, _) = info.slots.layout_down();
        !self.platform.is_windows() && slots_size + info.outgoing > 8 * page
    }

    /// Whether function `gid` returns `x86_fp80` values (on the x87 stack).
    fn returns_on_x87_stack(&self, gid: GlobalId) -> bool {
        use rllc_ir::types::TypeData;
        let types = &self.m.types;
        let Some((ret, _, _)) = types.function_parts(self.m.globals[gid].value_type) else {
            return false;
        };
        let is_fp80 = |t| matches!(types.get(t), TypeData::X86Fp80);
        is_fp80(ret)
            || types
                .struct_fields(ret)
                .is_some_and(|f| f.iter().any(|&t| is_fp80(t)))
    }
}

impl Emit<MInst> for Emitter<'_> {
    fn thread_jumps(&mut self, redirect: &[MBlock]) {
        Emitter::thread_jumps(self, redirect)
    }

    fn prologue(&mut self) {
        Emitter::prologue(self)
    }

    fn start_block(&mut self, b: MBlock) {
        Emitter::start_block(self, b)
    }

    fn inst(&mut self, inst: &MInst, next: Option<MBlock>) {
        Emitter::inst(self, inst, next)
    }

    fn edit(&mut self, edit: &regalloc2::Edit) {
        Emitter::edit(self, edit)
    }

    fn source_location(&mut self, row: rllc_codegen::debug_lines::LineRow) {
        Emitter::source_location(self, row)
    }

    fn mark(&mut self) {
        Emitter::mark(self)
    }

    fn finish(self) -> Result<CompiledFunction, CodegenError> {
        Emitter::finish(self)
    }
}

/// Instructions that push (a switch comparing with a 64-bit case value saves rax on the
/// stack) or may push (inline asm), which would overwrite a frame kept in the red zone.
fn pushes(i: &MInst) -> bool {
    matches!(i, MInst::Switch { .. } | MInst::InlineAsm(_))
}

/// Instructions that move rsp at run time or need rbp itself, so that frame objects must be
/// addressed from a frame pointer.
fn needs_frame_pointer(i: &MInst) -> bool {
    matches!(
        i,
        MInst::DynAlloca { .. }
            | MInst::WriteSp { .. }
            | MInst::ReadFp { .. }
            | MInst::SjljSetjmp { .. }
            | MInst::SjljLongjmp { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Compiles every function of `ir` at -O0 and -O2; in debug builds this runs the
    /// machine-code checks (every virtual register used, iced-x86's encoder assertions).
    fn compiles(ir: &str) {
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        rllc_ir::verify(&m).expect("verifies");
        let cx = X86Module::new(ModuleCtx::new(
            &m,
            rllc_codegen::RelocModel::Pic,
            Platform::Linux,
        ));
        for &g in &m.order {
            let Some(body) = m.function(g).and_then(|f| f.body.as_ref()) else {
                continue;
            };
            for opt in [OptLevel::O0, OptLevel::O2] {
                compile_function(&cx, g, body, opt).expect("compiles");
            }
        }
    }

    /// The instructions of the first definition of `ir` compiled at `opt`.
    fn first_definition(ir: &str, opt: OptLevel) -> Vec<iced_x86::Instruction> {
        use iced_x86::{Decoder, DecoderOptions};
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        rllc_ir::verify(&m).expect("verifies");
        let cx = X86Module::new(ModuleCtx::new(
            &m,
            rllc_codegen::RelocModel::Pic,
            Platform::Linux,
        ));
        let (g, body) = m
            .order
            .iter()
            .find_map(|&g| Some((g, m.function(g)?.body.as_ref()?)))
            .expect("a definition");
        let code = compile_function(&cx, g, body, opt).expect("compiles").code;
        Decoder::new(64, &code, DecoderOptions::NONE)
            .into_iter()
            .collect()
    }

    /// Memory accesses through x86's segment address spaces (256–258) are rejected, not
    /// compiled as plain accesses.
    #[test]
    fn segment_address_spaces_are_rejected() {
        let ir = "define i32 @f(ptr addrspace(257) %p) {\n  %v = load i32, ptr addrspace(257) %p\n  ret i32 %v\n}\n";
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        let cx = X86Module::new(ModuleCtx::new(
            &m,
            rllc_codegen::RelocModel::Pic,
            Platform::Linux,
        ));
        let g = m.order[0];
        let body = m.function(g).and_then(|f| f.body.as_ref()).expect("body");
        let e = compile_function(&cx, g, body, OptLevel::O0).expect_err("rejected");
        assert!(e.message.contains("address space 257"), "{}", e.message);
    }

    /// An `optnone` function gets the -O0 code at -O2 (LLVM's fast path); without the
    /// attribute the two levels differ for this function.
    #[test]
    fn optnone_is_compiled_as_at_o0() {
        let body = "(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  %t = mul i64 %s, %a\n  %c = icmp ult i64 %t, %b\n  br i1 %c, label %x, label %y\nx:\n  ret i64 %s\ny:\n  ret i64 %t\n}\n";
        let plain = format!("define i64 @f{body}");
        let optnone = format!("define i64 @f{body}attributes #0 = {{ noinline optnone }}\n")
            .replacen("@f(i64 %a, i64 %b)", "@f(i64 %a, i64 %b) #0", 1);
        assert_ne!(
            first_definition(&plain, OptLevel::O0),
            first_definition(&plain, OptLevel::O2)
        );
        assert_eq!(
            first_definition(&optnone, OptLevel::O0),
            first_definition(&optnone, OptLevel::O2)
        );
    }

    /// Whether the code of the first definition of `ir`, compiled at -O0, moves rsp with
    /// `sub`.
    fn subtracts_from_rsp(ir: &str) -> bool {
        use iced_x86::{Mnemonic, OpKind, Register};
        first_definition(ir, OptLevel::O0).iter().any(|i| {
            i.mnemonic() == Mnemonic::Sub
                && i.op0_kind() == OpKind::Register
                && i.op0_register() == Register::RSP
        })
    }

    /// A leaf keeps its small frame in the red zone, unless it has `noredzone` or calls.
    #[test]
    fn red_zone_frames() {
        let leaf = |attrs: &str| {
            format!(
                "define i64 @f(i64 %x) {attrs} {{
                   %a = alloca i64
                   store volatile i64 %x, ptr %a
                   %v = load volatile i64, ptr %a
                   ret i64 %v
                 }}"
            )
        };
        assert!(!subtracts_from_rsp(&leaf("")));
        assert!(subtracts_from_rsp(&leaf("noredzone")));
        assert!(subtracts_from_rsp(
            "declare void @g()
             define i64 @f(i64 %x) {
               %a = alloca i64
               store volatile i64 %x, ptr %a
               call void @g()
               %v = load volatile i64, ptr %a
               ret i64 %v
             }"
        ));
    }

    /// Vector division and remainder go lane by lane through `div`, which defines its
    /// own quotient and remainder registers.
    #[test]
    fn vector_division_by_lanes() {
        compiles(
            "define <2 x i32> @q(<2 x i32> %a, <2 x i32> %b) {
               %q = udiv <2 x i32> %a, %b
               ret <2 x i32> %q
             }
             define <4 x i16> @r(<4 x i16> %a, <4 x i16> %b) {
               %r = srem <4 x i16> %a, %b
               ret <4 x i16> %r
             }",
        );
    }

    /// One-element integer and pointer vectors cross calls in general-purpose registers.
    #[test]
    fn one_element_vectors_in_calls() {
        compiles(
            "declare <1 x i64> @g(<1 x i64>, <1 x ptr>)
             define <1 x i8> @f(<1 x i64> %a, <1 x ptr> %p, <1 x i8> %c) {
               %r = call <1 x i64> @g(<1 x i64> %a, <1 x ptr> %p)
               ret <1 x i8> %c
             }",
        );
    }

    /// Loops whose bodies read values defined before them (renamed for the allocator by
    /// `loop_split`): nested loops, a loop with two latches, a loop counter's start value
    /// passed to the header; checked by the debug machine-code checks.
    #[test]
    fn loops_reading_outer_values() {
        compiles(
            "declare void @g(i64)
             define i64 @f(ptr %p, i64 %n, i64 %m, i64 %k) {
             entry:
               %start = add i64 %k, 3
               call void @g(i64 %start)
               br label %outer
             outer:
               %j = phi i64 [ 0, %entry ], [ %j1, %outer_latch ]
               %acc = phi i64 [ 0, %entry ], [ %acc2, %outer_latch ]
               br label %inner
             inner:
               %i = phi i64 [ %start, %outer ], [ %i1, %cont ], [ %i2, %skip ]
               %a = phi i64 [ %acc, %outer ], [ %a1, %cont ], [ %a, %skip ]
               %q = getelementptr i64, ptr %p, i64 %i
               %x = load i64, ptr %q
               %a1 = add i64 %a, %x
               %i1 = add i64 %i, 1
               %odd = and i64 %i1, 1
               %c = icmp eq i64 %odd, 0
               br i1 %c, label %skip, label %cont
             cont:
               %more = icmp ult i64 %i1, %n
               br i1 %more, label %inner, label %outer_latch
             skip:
               %i2 = add i64 %i1, %m
               %more2 = icmp ult i64 %i2, %n
               br i1 %more2, label %inner, label %outer_latch
             outer_latch:
               %acc2 = phi i64 [ %a1, %cont ], [ %a, %skip ]
               %j1 = add i64 %j, 1
               %again = icmp ult i64 %j1, %m
               br i1 %again, label %outer, label %exit
             exit:
               call void @g(i64 %k)
               ret i64 %acc2
             }",
        );
    }
}
