//! rllc-aarch64: the AArch64 target (AAPCS64 on Linux): registers, instruction
//! selection ([`lower`]), frame layout and encoding ([`emit`]) with our own encoder
//! ([`encode`]).
//!
//! What the target cannot compile yet stops with a located `unsupported: …`: the
//! platforms, module flags and attributes of [`audit`], and what instruction selection
//! does not handle (vectors of half or fp128, most `arm_neon.h` intrinsics, …).

pub mod abi;
pub mod asm;
pub mod asm_inst;
pub mod audit;
pub mod disasm;
pub mod emit;
pub mod encode;
pub mod features;
pub mod inst;
pub mod lower;
pub mod regs;

pub use lower::A64Module;

use emit::{Emitter, Frame, GuardPlace, PacKey, PatchNops};
use inst::{Addressing, MInst};
use lower::Lowered;
use regalloc2::{MachineEnv, Output, PReg, PRegSet};
use rllc_codegen::assembly::Assembly;
use rllc_codegen::object_stubs::{DestructorStubs, Thunk};
use rllc_codegen::pipeline::{self, Backend, Emit, Levels, LoweredFunction};
use rllc_codegen::zero_regs::ZeroChoice;
use rllc_codegen::{
    Arch, CodegenError, CompiledFunction, FramePointer, MBlock, ModuleCompiler, ModuleCtx,
    OptLevel, Platform, Reg, RelocTarget, Target,
};
use rllc_ir::module::{Body, CodeModel, GlobalId, Module};

/// The AArch64 target.
pub struct Aarch64;

impl Target for Aarch64 {
    fn name(&self) -> &'static str {
        "aarch64"
    }

    fn arch(&self) -> Arch {
        Arch::Aarch64
    }

    fn check_module(&self, m: &Module, platform: Platform) -> Result<(), CodegenError> {
        audit::check_module(m, platform)
    }

    fn supports_code_model(&self, cm: CodeModel) -> bool {
        matches!(cm, CodeModel::Tiny | CodeModel::Small | CodeModel::Large)
    }

    fn assemble_module_asm(&self, text: &str) -> Result<Assembly, String> {
        asm::assemble(text).map_err(|e| e.to_string())
    }

    fn code_fill(&self) -> fn(&mut Vec<u8>, usize) {
        encode::nop_fill
    }

    fn features_help(&self) -> String {
        "Available CPUs for this target:\n\n  generic - Select the generic processor.\n\n\
         Available features for this target:\n\n  \
         lse             - Enable Armv8.1-A Large System Extension (LSE) atomic instructions.\n  \
         outline-atomics - Enable out of line atomics to support LSE instructions.\n"
            .into()
    }

    fn command_line_warnings(&self, _cpu: Option<&str>, _mattr: Option<&str>) -> Vec<String> {
        Vec::new()
    }

    fn destructor_stubs(&self) -> fn(usize) -> DestructorStubs {
        no_destructor_stubs
    }

    fn thunks(&self, _: &Module, _: Option<&str>) -> Vec<Thunk> {
        Vec::new()
    }

    fn module_compiler<'m>(&self, cx: ModuleCtx<'m>) -> Box<dyn ModuleCompiler<'m> + 'm> {
        Box::new(A64Module { cx })
    }

    fn print_code(&self, f: &CompiledFunction, name: &dyn Fn(RelocTarget) -> String) -> String {
        disasm::print_code(f, name)
    }
}

/// Whether inline asm `a` fixes callee-saved registers (outside the -O0 allocator's
/// registers) or leaves fewer than four of x0–x15 to its other operands.
fn asm_needs_callee_saved(a: &asm_inst::AsmInst) -> bool {
    let fixed: Vec<PReg> = a
        .regs
        .iter()
        .filter_map(|&(_, how)| match how {
            rllc_codegen::OperandUse::FixedUse(p)
            | rllc_codegen::OperandUse::FixedDef(p)
            | rllc_codegen::OperandUse::FixedEarlyDef(p) => Some(p),
            _ => None,
        })
        .chain(a.clobbers)
        .collect();
    let callee_saved = fixed.iter().any(|p| match p.class() {
        regalloc2::RegClass::Int => regs::CALLEE_SAVED.contains(&(p.hw_enc() as u8)),
        _ => regs::CALLEE_SAVED_V.contains(&(p.hw_enc() as u8)),
    });
    let free = (0..16).filter(|&r| !fixed.contains(&regs::x(r))).count();
    callee_saved || free < 4
}

/// Mach-O's destructor stubs, which no AArch64 object asks for while the target writes
/// ELF only ([`audit::check_module`] refuses Darwin).
fn no_destructor_stubs(_: usize) -> DestructorStubs {
    DestructorStubs {
        call_dtors: Default::default(),
        register: Default::default(),
    }
}

impl<'m> ModuleCompiler<'m> for A64Module<'m> {
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

/// What AArch64 decides before register allocation.
pub struct Plan {
    /// The stack pointer moves at run time (dynamic allocas).
    moves_sp: bool,
    /// The function keeps a frame record ([`Frame::record`]).
    record: bool,
    /// Inline asm names callee-saved registers or leaves few others: the allocator hands
    /// out the callee-saved ones even at -O0.
    asm_callee_saved: bool,
}

/// Where module `m` keeps the stack protector's guard: its `stack-protector-guard`
/// flags (the audit refuses what this does not know).
fn guard_place(m: &Module) -> GuardPlace {
    let flag = |key: &str| m.module_flags().find(|f| f.key == key);
    if flag("stack-protector-guard").and_then(|f| f.string()) != Some("sysreg") {
        return GuardPlace::Global;
    }
    let reg = flag("stack-protector-guard-reg").and_then(|f| f.string());
    GuardPlace::SysReg {
        sysreg: audit::guard_sysreg(reg).expect("audited guard register"),
        offset: flag("stack-protector-guard-offset")
            .and_then(|f| audit::flag_int(f.value))
            .unwrap_or(0),
    }
}

impl A64Module<'_> {
    /// The key function `gid` signs its return address with, if it does: with
    /// `"sign-return-address"="all"`, or `"non-leaf"` when it saves the link register
    /// (in its frame `record`), as llc.
    fn signs_return_address(&self, gid: GlobalId, record: bool) -> Option<PacKey> {
        let signs = match self.cx.fn_str_attr(gid, b"sign-return-address") {
            Some(b"all") => true,
            Some(b"non-leaf") => record,
            _ => false,
        };
        let b_key = self.cx.fn_str_attr(gid, b"sign-return-address-key") == Some(b"b_key");
        signs.then_some(if b_key { PacKey::B } else { PacKey::A })
    }

    /// The patchable nops of function `gid`, when it has either attribute (the audit
    /// refuses values that are not counts).
    fn patchable_nops(&self, gid: GlobalId) -> Option<PatchNops> {
        let count = |key: &[u8]| {
            let v = self.cx.fn_str_attr(gid, key)?;
            std::str::from_utf8(v).ok()?.parse::<u32>().ok()
        };
        let (entry, prefix) = (
            count(b"patchable-function-entry"),
            count(b"patchable-function-prefix"),
        );
        (entry.is_some() || prefix.is_some()).then(|| PatchNops {
            entry: entry.unwrap_or(0),
            prefix: prefix.unwrap_or(0),
        })
    }

    /// The registers function `gid` zeroes before it returns (`"zero-call-used-regs"`),
    /// as llc: the call-clobbered x0–x18 and v0–v7, v16–v31 (`*-arg`: x0–x8, x18 and
    /// v0–v7), general-purpose ones only for `*-gpr*`, for `used-*` only those
    /// allocated (and x16, x17, which the emitter may write), never those carrying the
    /// result.
    fn zero_regs(&self, gid: GlobalId, insts: &[MInst], allocated: PRegSet) -> Vec<PReg> {
        let Some(choice) = self
            .cx
            .fn_str_attr(gid, b"zero-call-used-regs")
            .and_then(|v| std::str::from_utf8(v).ok())
            .and_then(ZeroChoice::parse)
        else {
            return Vec::new();
        };
        let mut result = PRegSet::empty();
        for i in insts {
            if let MInst::Ret { uses } = i {
                for &(_, p) in uses.iter() {
                    result.add(p);
                }
            }
        }
        let gprs = (0..=18u8)
            .filter(|&n| !choice.arg_only || n <= 8 || n == 18)
            .map(regs::x);
        let fprs = (0..32u8)
            .filter(|&n| n < 8 || (!choice.arg_only && n >= 16))
            .filter(|_| !choice.gpr_only)
            .map(regs::v);
        let used =
            |p: PReg| !choice.used || allocated.contains(p) || p == regs::x(16) || p == regs::x(17);
        gprs.chain(fprs)
            .filter(|&p| used(p) && !result.contains(p))
            .collect()
    }

    /// The stack-probe interval of function `gid` under `"probe-stack"="inline-asm"`
    /// (the audit refuses other values): `"stack-probe-size"` (default 4096) down to a
    /// multiple of 16, at least 16, as llc.
    fn probe_size(&self, gid: GlobalId) -> Option<u32> {
        self.cx.fn_str_attr(gid, b"probe-stack")?;
        let size = self
            .cx
            .fn_str_attr(gid, b"stack-probe-size")
            .and_then(|v| std::str::from_utf8(v).ok()?.parse::<u32>().ok())
            .unwrap_or(4096);
        Some((size & !15).max(16))
    }
}

impl<'m> Backend for A64Module<'m> {
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
        _levels: Levels,
        lowered: &LoweredFunction<MInst, Lowered>,
    ) -> Result<Plan, CodegenError> {
        let insts = &lowered.vcode.insts;
        let moves_sp = insts
            .iter()
            .any(|i| matches!(i, MInst::DynAlloca { .. } | MInst::WriteSp { .. }));
        let needs_record = |i: &MInst| {
            matches!(
                i,
                MInst::Call { .. } | MInst::TlsDesc { .. } | MInst::ReadFp { .. }
            ) || matches!(i, MInst::InlineAsm(a) if a.clobbers_lr)
        };
        Ok(Plan {
            moves_sp,
            record: moves_sp
                || self.frame_pointer(gid) == FramePointer::All
                || insts.iter().any(needs_record),
            asm_callee_saved: insts.iter().any(|i| match i {
                MInst::InlineAsm(a) => asm_needs_callee_saved(a),
                _ => false,
            }),
        })
    }

    fn machine_env(&self, plan: &Plan, levels: Levels, attempt: u32) -> Option<MachineEnv> {
        (attempt == 0)
            .then(|| regs::machine_env(levels.opt != OptLevel::O0 || plan.asm_callee_saved))
    }

    fn layout_frame(
        &self,
        gid: GlobalId,
        lowered: &mut LoweredFunction<MInst, Lowered>,
        out: &Output,
        allocated: PRegSet,
        plan: Plan,
    ) -> Result<Frame, CodegenError> {
        let info = &lowered.info;
        let mut allocated = allocated;
        for i in &lowered.vcode.insts {
            // Registers inline asm clobbers after reading them.
            if let MInst::InlineAsm(a) = i {
                a.clobbers.into_iter().for_each(|p| allocated.add(p));
            }
        }
        let used = |p: PReg| allocated.contains(p);
        let saved: Vec<u8> = regs::CALLEE_SAVED
            .iter()
            .copied()
            .filter(|&r| used(regs::x(r)))
            .collect();
        let saved_v: Vec<u8> = regs::CALLEE_SAVED_V
            .iter()
            .copied()
            .filter(|&r| used(regs::v(r)))
            .collect();
        let saved_area = 16 * (saved.len().div_ceil(2) + saved_v.len().div_ceil(2)) as u32;
        let (slot_offsets, slots_size, _) = info.slots.layout_down();
        let slots_area = slots_size.next_multiple_of(16);
        let spill_area = (8 * out.num_spillslots as u32).next_multiple_of(16);
        let frame_size = slots_area + spill_area + info.outgoing;
        let jump_tables = self.cx.fn_str_attr(gid, b"no-jump-tables") != Some(b"true");
        Ok(Frame {
            saved,
            saved_v,
            saved_area,
            frame_size,
            slot_offsets,
            // Spill slot k starts 8k bytes above the bottom of the spill area.
            spill_base: slots_area + spill_area,
            outgoing: info.outgoing,
            from_fp: plan.moves_sp,
            record: plan.record,
            canary: info.canary,
            guard: guard_place(self.cx.m),
            jump_tables,
            addressing: Addressing::of(&self.cx),
            sign_return: self.signs_return_address(gid, plan.record),
            pauth: self.cx.m.function(gid).is_some_and(|f| {
                features::Features::of(&self.cx, self.cx.m.attrs.list(f.attrs).func).pauth
            }),
            // As llc-19, the attribute's presence (whatever its value).
            bti: self
                .cx
                .fn_str_attr(gid, b"branch-target-enforcement")
                .is_some(),
            indirect_targets: emit::indirect_targets(&lowered.vcode.insts, jump_tables),
            probe_size: self.probe_size(gid),
            patchable: self.patchable_nops(gid),
            zero: self.zero_regs(gid, &lowered.vcode.insts, allocated),
        })
    }

    fn scratch_regs<'f>(&self, _frame: &'f Frame) -> &'f [PReg] {
        &emit::SCRATCH_REGS
    }

    fn emitter<'a>(
        &'a self,
        gid: GlobalId,
        frame: &'a Frame,
        info: &Lowered,
        num_blocks: usize,
        num_items: usize,
    ) -> Emitter<'a> {
        let mut em = Emitter::new(frame, &self.cx, num_blocks, num_items);
        em.exceptions = info.exceptions.clone();
        if info.asm_statements > 0 && std::env::var_os("RLLC_DUMP_ASM").is_some() {
            em.dump_asm = Some(self.function_name(gid));
        }
        em
    }

    fn slot_cfa_offset(&self, frame: &Frame, slot: rllc_codegen::frame::StackSlot) -> Option<i64> {
        // Below the CFA: the frame record, the callee-saved area, then the objects.
        let record = if frame.record { 16 } else { 0 };
        let below = i64::from(*frame.slot_offsets.get(slot.0 as usize)?);
        Some(-record - i64::from(frame.saved_area) - below)
    }

    fn copy(dst: Reg, src: Reg) -> MInst {
        MInst::Mov { rd: dst, rn: src }
    }

    fn jump_target(inst: &MInst) -> Option<MBlock> {
        match *inst {
            MInst::Jump { target } => Some(target),
            _ => None,
        }
    }

    fn is_trap(inst: &MInst) -> bool {
        matches!(inst, MInst::Unreachable | MInst::Brk { imm: 1 })
    }

    fn is_cond_branch(inst: &MInst) -> bool {
        // `b.cond`, `cbz`, `tbz`: register moves (`mov`, `fmov`, loads from the frame)
        // leave the flags alone.
        matches!(inst, MInst::CondBr { .. })
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
