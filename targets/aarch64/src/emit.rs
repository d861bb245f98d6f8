//! Encoding: allocated [`MInst`]s into machine code, with the prologue and epilogues of
//! the laid-out [`Frame`].
//!
//! Every instruction is one 32-bit word of [`crate::encode`]'s; branches to blocks go
//! into the [`MachBuffer`] as label uses, whose layout lengthens a conditional branch
//! that does not reach into the inverted branch over a `b`.
//!
//! The frame, from the caller's stack pointer (the CFA) down:
//!
//! ```text
//!   incoming stack arguments        CFA + …
//!   x29, x30 (the frame record)     CFA - 16 = x29
//!   callee-saved x19…, d8…          saved_area bytes below x29
//!   fixed stack objects             (allocas)
//!   spill slots
//!   outgoing stack arguments        sp
//! ```

mod atomic;
mod inline_asm;
mod label_use;

use crate::encode::{self, IndexMode, PairMode, PairOp, RegExtend, ShiftOp};
use crate::inst::*;
use crate::regs::{self, FP, LR, SCRATCH, SP_OR_ZR};
use label_use::LabelUse;
use regalloc2::{Allocation, Edit, PReg, RegClass};
use rllc_codegen::buffer::{MachBuffer, MachLabel, MachPos};
use rllc_codegen::debug_lines::LineRow;
use rllc_codegen::eh::CallSite;
use rllc_codegen::frame::StackSlot;
use rllc_codegen::{
    CodegenError, CompiledFunction, Epilogue, Lo12Use, MBlock, Patchable, Reg, Reloc, RelocKind,
    RelocTarget, UnwindInfo, UnwindOp, UnwindReg,
};

/// A function's frame, laid out after register allocation.
pub struct Frame {
    /// The registers zeroed before every return (`"zero-call-used-regs"`).
    pub zero: Vec<PReg>,
    /// Callee-saved general-purpose registers to save, in pairs from x19 up.
    pub saved: Vec<u8>,
    /// Callee-saved SIMD registers to save (their low 64 bits).
    pub saved_v: Vec<u8>,
    /// Bytes of the callee-saved area below x29 (a multiple of 16).
    pub saved_area: u32,
    /// Bytes the stack pointer moves below the callee-saved area (objects, spill slots,
    /// outgoing arguments; a multiple of 16).
    pub frame_size: u32,
    /// Each fixed stack object's distance below the callee-saved area.
    pub slot_offsets: Vec<u32>,
    /// Distance of spill slot 0 below the callee-saved area.
    pub spill_base: u32,
    /// Bytes of the outgoing-argument area at the bottom of the frame.
    pub outgoing: u32,
    /// The stack pointer moves at run time (dynamic allocas): frame objects are
    /// addressed from x29.
    pub from_fp: bool,
    /// The stack protector's canary slot: the prologue copies the guard into it, every
    /// return and tail call first checks it is unchanged.
    pub canary: Option<StackSlot>,
    /// Where the guard is.
    pub guard: GuardPlace,
    /// The function keeps a frame record (x29 and x30 pushed, x29 pointing at them): it
    /// calls, moves the stack pointer or reads its frame, or its "frame-pointer" policy
    /// is "all". A leaf without one, as llc makes it, saves only what it allocates.
    pub record: bool,
    /// `switch` may dispatch through jump tables (not with `"no-jump-tables"="true"`).
    pub jump_tables: bool,
    /// How symbols' addresses are formed (the code model).
    pub addressing: Addressing,
    /// The return address is signed at entry and authenticated before every return and
    /// tail call (`"sign-return-address"`), with this key (`"sign-return-address-key"`).
    pub sign_return: Option<PacKey>,
    /// The target has Armv8.3's pointer authentication (`+pauth`): signed returns end with
    /// `retaa`/`retab` instead of `autiasp`/`autibsp` and `ret`.
    pub pauth: bool,
    /// Branch target enforcement (`"branch-target-enforcement"`): `bti c` at the entry
    /// (not after `paci*sp`, which lands calls too), `bti j` at the blocks of
    /// `indirect_targets`, indirect tail calls through x16.
    pub bti: bool,
    /// Blocks that indirect branches reach (jump-table entries, `indirectbr` targets).
    pub indirect_targets: Vec<MBlock>,
    /// `-fpatchable-function-entry` (`"patchable-function-entry"`,
    /// `"patchable-function-prefix"`): nops after the entry's `bti c` and before the
    /// function's symbol.
    pub patchable: Option<PatchNops>,
    /// Stack-clash protection (`"probe-stack"="inline-asm"`): the probe interval
    /// (`"stack-probe-size"`, down to a multiple of 16). The frame and dynamic allocas
    /// are allocated an interval at a time, each touched, as llc.
    pub probe_size: Option<u32>,
}

/// Probed frames allocate at most this many intervals one after the other, more in a
/// loop (llc's `StackProbeMaxLoopUnroll`).
const PROBE_MAX_UNROLL: u32 = 4;
/// Bytes a frame may allocate below the last probe without touching them (llc's
/// `StackProbeMaxUnprobedStack`).
const PROBE_MAX_UNPROBED: u32 = 1024;

/// Where the stack protector's guard is (the module's `stack-protector-guard` flags).
#[derive(Copy, Clone, Debug)]
pub enum GuardPlace {
    /// `__stack_chk_guard`, through the GOT.
    Global,
    /// The 8 bytes `offset` bytes from the address in system register `sysreg`
    /// (`sysreg`: the kernel's task pointer in `sp_el0`).
    SysReg { sysreg: u16, offset: i64 },
}

/// The patchable nops of a function, as counts of instructions.
#[derive(Copy, Clone, Debug)]
pub struct PatchNops {
    /// Nops at the entry, after `bti c`.
    pub entry: u32,
    /// Nops before the function's symbol.
    pub prefix: u32,
}

/// The pointer-authentication key a function signs its return address with.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PacKey {
    /// `paciasp`/`autiasp`.
    A,
    /// `pacibsp`/`autibsp`.
    B,
}

/// The blocks of `insts` that indirect branches reach: the `indirectbr` targets, and the
/// entries of the jump tables `switch`es get when `jump_tables` allows them.
pub fn indirect_targets(insts: &[MInst], jump_tables: bool) -> Vec<MBlock> {
    let mut targets = Vec::new();
    for inst in insts {
        match inst {
            MInst::JumpIndirect { succs, .. } => targets.extend_from_slice(succs),
            MInst::Switch { cases, default, .. } if jump_tables => {
                if let Some((_, range)) = jump_table_range(cases) {
                    targets.extend(cases.iter().map(|c| c.1));
                    if range > cases.len() as u64 {
                        // The holes go to the default.
                        targets.push(*default);
                    }
                }
            }
            _ => {}
        }
    }
    targets.sort_unstable();
    targets.dedup();
    targets
}

/// The lowest case value and the number of values of the jump table a `switch` over
/// `cases` gets, when they are dense (at least four, over a range at most three times
/// their number).
fn jump_table_range(cases: &[(u64, MBlock)]) -> Option<(u64, u64)> {
    let lowest = cases.iter().map(|c| c.0).min().unwrap_or(0);
    let highest = cases.iter().map(|c| c.0).max().unwrap_or(0);
    let range = (highest - lowest).saturating_add(1);
    let dense = cases.len() >= 4 && range <= 3 * cases.len() as u64 && range <= 1 << 16;
    dense.then_some((lowest, range))
}

impl Frame {
    /// The base register and offset of the byte `below` bytes under the callee-saved
    /// area.
    fn below_saves(&self, below: i64) -> (u8, i64) {
        let below_fp = below + i64::from(self.saved_area);
        if self.from_fp {
            (FP, -below_fp)
        } else {
            (
                SP_OR_ZR,
                i64::from(self.saved_area + self.frame_size) - below_fp,
            )
        }
    }

    /// The base register and offset of incoming stack argument byte `off` (`off` bytes
    /// above the stack pointer at entry).
    fn incoming(&self, off: u32) -> (u8, i64) {
        if self.record {
            (FP, 16 + i64::from(off))
        } else {
            (SP_OR_ZR, i64::from(self.saved_area + self.frame_size + off))
        }
    }

    fn spill(&self, slot: usize) -> (u8, i64) {
        self.below_saves(i64::from(self.spill_base) - 8 * slot as i64)
    }
}

/// The encoder of one function.
pub struct Emitter<'a> {
    frame: &'a Frame,
    /// The module, whose globals symbol names in inline asm refer to.
    symbols: &'a rllc_codegen::ModuleCtx<'a>,
    /// Reports every inline asm statement (its text and bytes) on stderr, naming this
    /// function (`RLLC_DUMP_ASM`, for the asm filetests).
    pub dump_asm: Option<String>,
    buf: MachBuffer<LabelUse>,
    relocs: Vec<(MachPos, RelocKind, RelocTarget, i64)>,
    redirect: Vec<MBlock>,
    num_blocks: usize,
    prologue: Vec<(MachPos, UnwindOp)>,
    /// Each epilogue's [`Emitter::leave`] positions and its end.
    epilogues: Vec<(MachPos, MachPos, Option<MachPos>)>,
    /// The first instruction of each emitted block.
    block_pos: Vec<Option<MachPos>>,
    /// The block being emitted.
    current: MBlock,
    /// Where the last instruction emitted starts, when it was `add xn, xn, #imm` (or
    /// `sub`) with the offset in -256..=255: `xn` and the offset. A load or store at
    /// `[xn]` right after it becomes `[xn, #imm]!`.
    last_add: Option<(MachPos, u8, i16)>,
    error: Option<CodegenError>,
    /// The function's exception table, whose call sites the emitter fills in.
    pub exceptions: Option<Box<rllc_codegen::eh::ExceptionTable>>,
    /// Per `invoke`: where its call starts and ends, its landing block and action.
    invokes: Vec<(MachPos, MachPos, MBlock, u32)>,
    /// Line-table rows, each with where it starts.
    lines: Vec<(MachPos, LineRow)>,
    /// The pipeline's marks ([`rllc_codegen::Emit::mark`]).
    marks: Vec<MachPos>,
}

/// The hardware number of an allocated register.
fn hw(r: Reg) -> u8 {
    r.as_phys().expect("allocated register").hw_enc() as u8
}

impl<'a> Emitter<'a> {
    /// An emitter for a function of `num_blocks` blocks and about `num_items`
    /// instructions.
    pub fn new(
        frame: &'a Frame,
        symbols: &'a rllc_codegen::ModuleCtx<'a>,
        num_blocks: usize,
        num_items: usize,
    ) -> Self {
        let mut buf = MachBuffer::with_capacity(4 * num_items + 64, num_blocks + 8);
        buf.reserve_labels_for_blocks(num_blocks);
        Emitter {
            frame,
            symbols,
            dump_asm: None,
            buf,
            relocs: Vec::new(),
            redirect: (0..num_blocks as MBlock).collect(),
            num_blocks,
            prologue: Vec::new(),
            epilogues: Vec::new(),
            block_pos: vec![None; num_blocks],
            current: 0,
            last_add: None,
            error: None,
            exceptions: None,
            invokes: Vec::new(),
            lines: Vec::new(),
            marks: Vec::new(),
        }
    }

    fn put(&mut self, word: u32) {
        self.buf.put(&word.to_le_bytes());
    }

    /// A word with a relocation.
    /// The call of an `invoke`, recorded as a call site, then a branch to the normal
    /// edge unless it follows.
    fn invoke(&mut self, target: CallTarget, u: &Unwind, next: Option<MBlock>) {
        let start = self.buf.cur_pos();
        match target {
            CallTarget::Direct(t) => self.put_reloc(encode::bl(0), RelocKind::Call26, t, 0),
            CallTarget::Indirect(r) => self.put(encode::blr(hw(r))),
        }
        self.invokes
            .push((start, self.buf.cur_pos(), u.landing, u.action));
        if Some(self.redirect[u.normal as usize]) != next {
            self.branch(encode::b(0), LabelUse::Branch26, u.normal);
        }
    }

    fn put_reloc(&mut self, word: u32, kind: RelocKind, target: RelocTarget, addend: i64) {
        self.relocs.push((self.buf.cur_pos(), kind, target, addend));
        self.put(word);
    }

    /// `rd` = the address of `target` plus `addend`, formed as the code model says.
    fn symbol_address(&mut self, rd: u8, target: RelocTarget, addend: i64) {
        match self.frame.addressing {
            Addressing::Small => {
                self.put_reloc(encode::adrp(rd, 0), RelocKind::Page21, target, addend);
                self.put_reloc(
                    encode::alu_rr_imm12(AluOp::Add, true, rd, rd, 0, false),
                    RelocKind::Lo12(Lo12Use::Add),
                    target,
                    addend,
                );
            }
            Addressing::Tiny => {
                self.put_reloc(encode::adr(rd, 0), RelocKind::Adr21, target, addend)
            }
            Addressing::Large => {
                for group in 0..4 {
                    let op = match group {
                        0 => encode::MoveWideOp::Movz,
                        _ => encode::MoveWideOp::Movk,
                    };
                    let word = encode::move_wide(op, true, rd, 0, group);
                    self.put_reloc(word, RelocKind::MovwAbs { group }, target, addend);
                }
            }
        }
    }

    /// `rd` = the address in `target`'s GOT entry.
    fn got_load(&mut self, rd: u8, target: RelocTarget) {
        if self.frame.addressing == Addressing::Tiny {
            let word = encode::ldr_literal(LdSt::LdrX, rd, 0);
            return self.put_reloc(word, RelocKind::GotLoad19, target, 0);
        }
        self.put_reloc(encode::adrp(rd, 0), RelocKind::GotPage21, target, 0);
        self.put_reloc(
            encode::ldst_uimm(LdSt::LdrX, rd, rd, 0).expect("ldr"),
            RelocKind::GotLo12,
            target,
            0,
        );
    }

    /// A branch word using the label of block `b`.
    fn branch(&mut self, word: u32, kind: LabelUse, b: MBlock) {
        let label = MachLabel::from_block(self.redirect[b as usize]);
        self.buf.use_label(label, kind);
        self.put(word);
    }

    /// Branches to block `b` go to `redirect[b]` instead.
    pub fn thread_jumps(&mut self, redirect: &[MBlock]) {
        self.redirect = redirect.to_vec();
    }

    /// Where the prologue has reached.
    fn prologue_offset(&self) -> MachPos {
        self.buf.cur_pos()
    }

    /// `stp`/`ldp` of a pair (or `str`/`ldr` of one register) with pre-/post-index.
    fn push_pair(&mut self, a: u8, b: Option<u8>, vector: bool) {
        let word = match b {
            Some(b) => {
                let op = if vector { PairOp::StpD } else { PairOp::StpX };
                encode::ldst_pair(op, a, b, SP_OR_ZR, -16, PairMode::PreIndex)
            }
            None => {
                let op = if vector { LdSt::StrD } else { LdSt::StrX };
                encode::ldst_simm9(op, a, SP_OR_ZR, -16, IndexMode::PreIndex)
            }
        }
        .expect("pre-indexed save");
        self.put(word);
        let at = self.prologue_offset();
        let reg = |n| {
            if vector {
                UnwindReg::Vector(n)
            } else {
                UnwindReg::Gpr(n)
            }
        };
        self.prologue.push((at, UnwindOp::StackAlloc { size: 16 }));
        let op = match b {
            Some(b) => UnwindOp::SavePair {
                reg1: reg(a),
                reg2: reg(b),
                offset: 0,
            },
            None => UnwindOp::SaveReg {
                reg: reg(a),
                offset: 0,
            },
        };
        self.prologue.push((at, op));
    }

    fn pop_pair(&mut self, a: u8, b: Option<u8>, vector: bool) {
        let word = match b {
            Some(b) => {
                let op = if vector { PairOp::LdpD } else { PairOp::LdpX };
                encode::ldst_pair(op, a, b, SP_OR_ZR, 16, PairMode::PostIndex)
            }
            None => {
                let op = if vector { LdSt::LdrD } else { LdSt::LdrX };
                encode::ldst_simm9(op, a, SP_OR_ZR, 16, IndexMode::PostIndex)
            }
        }
        .expect("post-indexed restore");
        self.put(word);
    }

    /// Emits the prologue: the landing pad, the patchable nops, the signing of the return
    /// address, the frame record, the callee-saved registers, the frame.
    pub fn prologue(&mut self) {
        let frame = self.frame;
        // `paci*sp` lands calls too, when it comes first.
        if frame.bti && (frame.patchable.is_some() || frame.sign_return.is_none()) {
            self.put(encode::bti(true, false));
        }
        if let Some(p) = frame.patchable {
            for _ in 0..p.entry {
                self.put(encode::nop());
            }
        }
        if let Some(key) = frame.sign_return {
            self.put(encode::pac_sp(key == PacKey::B));
            let at = self.prologue_offset();
            self.prologue.push((
                at,
                UnwindOp::SignReturnAddress {
                    b_key: key == PacKey::B,
                },
            ));
        }
        if self.frame.record {
            self.push_pair(FP, Some(LR), false);
            // mov x29, sp
            self.put(encode::alu_rr_imm12(
                AluOp::Add,
                true,
                FP,
                SP_OR_ZR,
                0,
                false,
            ));
            let at = self.prologue_offset();
            self.prologue.push((
                at,
                UnwindOp::SetFramePointer {
                    reg: UnwindReg::Gpr(FP),
                    offset: 0,
                },
            ));
        }
        for pair in frame.saved.chunks(2) {
            self.push_pair(pair[0], pair.get(1).copied(), false);
        }
        for pair in frame.saved_v.chunks(2) {
            self.push_pair(pair[0], pair.get(1).copied(), true);
        }
        if frame.frame_size > 0 {
            match frame.probe_size {
                Some(probe) => self.allocate_probed(frame.frame_size, probe),
                None => self.sp_adjust(AluOp::Sub, SP_OR_ZR, frame.frame_size),
            }
            let at = self.prologue_offset();
            self.prologue.push((
                at,
                UnwindOp::StackAlloc {
                    size: frame.frame_size,
                },
            ));
        }
        if let Some(slot) = frame.canary {
            self.load_guard(regs::ALLOC_SCRATCH);
            let (base, off) = self.resolve_amode(&Amode::Slot { slot, off: 0 });
            self.access(LdSt::StrX, regs::ALLOC_SCRATCH, base, off);
        }
    }

    /// `sp = base op n`.
    fn sp_adjust(&mut self, op: AluOp, base: u8, n: u32) {
        self.adjust(op, SP_OR_ZR, base, n);
    }

    /// `rd = base op n`, where `rd` and `base` may be sp (x17 holds `n` when it needs
    /// more than 24 bits).
    fn adjust(&mut self, op: AluOp, rd: u8, base: u8, n: u32) {
        if n < 4096 {
            self.put(encode::alu_rr_imm12(op, true, rd, base, n as u16, false));
        } else if n < 1 << 24 {
            self.put(encode::alu_rr_imm12(
                op,
                true,
                rd,
                base,
                (n >> 12) as u16,
                true,
            ));
            if n & 0xfff != 0 {
                self.put(encode::alu_rr_imm12(
                    op,
                    true,
                    rd,
                    rd,
                    (n & 0xfff) as u16,
                    false,
                ));
            }
        } else {
            self.load_imm(SCRATCH, u64::from(n));
            self.put(encode::alu_rrr_ext(
                op,
                true,
                rd,
                base,
                SCRATCH,
                ExtendOp::Uxtx,
                0,
            ));
        }
    }

    /// `str xzr, [sp]`: touches the stack where sp now is.
    fn probe_sp(&mut self) {
        self.put(encode::ldst_uimm(LdSt::StrX, SP_OR_ZR, SP_OR_ZR, 0).expect("str"));
    }

    /// `cmp sp, rm`.
    fn cmp_sp(&mut self, rm: u8) {
        self.put(encode::alu_rrr_ext(
            AluOp::Subs,
            true,
            SP_OR_ZR,
            SP_OR_ZR,
            rm,
            ExtendOp::Uxtx,
            0,
        ));
    }

    /// Allocates `size` bytes of frame `probe` bytes at a time, touching each interval
    /// (up to [`PROBE_MAX_UNROLL`] in a row, more in a loop down to x16), then the rest,
    /// touched when it is more than [`PROBE_MAX_UNPROBED`] bytes, as llc's
    /// `inlineStackProbeFixed`.
    fn allocate_probed(&mut self, size: u32, probe: u32) {
        let (intervals, rest) = (size / probe, size % probe);
        if intervals <= PROBE_MAX_UNROLL {
            for _ in 0..intervals {
                self.sp_adjust(AluOp::Sub, SP_OR_ZR, probe);
                self.probe_sp();
            }
        } else {
            const END: u8 = regs::ALLOC_SCRATCH;
            self.adjust(AluOp::Sub, END, SP_OR_ZR, intervals * probe);
            let again = self.buf.get_label();
            self.buf.bind_label(again);
            self.sp_adjust(AluOp::Sub, SP_OR_ZR, probe);
            self.cmp_sp(END);
            self.probe_sp();
            self.branch_to(encode::b_cond(Cond::Ne, 0), LabelUse::Branch19, again);
        }
        if rest > 0 {
            self.sp_adjust(AluOp::Sub, SP_OR_ZR, rest);
            if rest > PROBE_MAX_UNPROBED {
                self.probe_sp();
            }
        }
    }

    /// Moves sp down by `size` (a register) `probe` bytes at a time, touching each
    /// interval, then to its end, touched too, as llc's probed dynamic allocation.
    fn dyn_alloca_probed(&mut self, size: u8, probe: u32) {
        const END: u8 = regs::ALLOC_SCRATCH;
        self.put(encode::alu_rrr_ext(
            AluOp::Sub,
            true,
            END,
            SP_OR_ZR,
            size,
            ExtendOp::Uxtx,
            0,
        ));
        let (again, done) = (self.buf.get_label(), self.buf.get_label());
        self.buf.bind_label(again);
        self.sp_adjust(AluOp::Sub, SP_OR_ZR, probe);
        self.cmp_sp(END);
        self.branch_to(encode::b_cond(Cond::Le, 0), LabelUse::Branch19, done);
        self.probe_sp();
        self.branch_to(encode::b(0), LabelUse::Branch26, again);
        self.buf.bind_label(done);
        self.put(encode::alu_rr_imm12(
            AluOp::Add,
            true,
            SP_OR_ZR,
            END,
            0,
            false,
        ));
        self.put(encode::ldst_uimm(LdSt::LdrX, SP_OR_ZR, SP_OR_ZR, 0).expect("ldr"));
    }

    /// `rd` = the stack protector's guard.
    fn load_guard(&mut self, rd: u8) {
        match self.frame.guard {
            GuardPlace::Global => {
                self.got_load(rd, RelocTarget::Libcall("__stack_chk_guard"));
                self.put(encode::ldst_uimm(LdSt::LdrX, rd, rd, 0).expect("ldr"));
            }
            GuardPlace::SysReg { sysreg, offset } => {
                self.put(encode::mrs(rd, sysreg));
                self.access(LdSt::LdrX, rd, rd, offset);
            }
        }
    }

    /// The stack protector's check before a return: the canary compared with the guard,
    /// `__stack_chk_fail` (which does not return) when they differ.
    fn check_canary(&mut self) {
        let Some(slot) = self.frame.canary else {
            return;
        };
        self.load_guard(regs::ALLOC_SCRATCH);
        let (base, off) = self.resolve_amode(&Amode::Slot { slot, off: 0 });
        self.access(LdSt::LdrX, SCRATCH, base, off);
        self.put(encode::alu_rrr_shift(
            AluOp::Subs,
            true,
            SP_OR_ZR,
            regs::ALLOC_SCRATCH,
            SCRATCH,
            ShiftOp::Lsl,
            0,
        ));
        self.put(encode::b_cond(Cond::Eq, 8));
        self.put_reloc(
            encode::bl(0),
            RelocKind::Call26,
            RelocTarget::Libcall("__stack_chk_fail"),
            0,
        );
    }

    /// The epilogue and `ret` (`retaa`/`retab` for a signed return address with `+pauth`).
    fn epilogue(&mut self) {
        let combined = self.frame.sign_return.filter(|_| self.frame.pauth);
        let leaving = self.leave(combined.is_none());
        // After the canary check and the restores, which use the scratch registers.
        for &p in &self.frame.zero {
            let n = p.hw_enc() as u8;
            self.put(match p.class() {
                RegClass::Int => encode::move_wide(encode::MoveWideOp::Movz, true, n, 0, 0),
                _ => encode::movi_d2_bytemask(n, 0),
            });
        }
        match combined {
            Some(key) => self.put(encode::ret_auth(key == PacKey::B)),
            None => self.put(encode::ret(LR)),
        }
        self.end_epilogue(leaving);
    }

    /// What every return and tail call does first: checks the canary, frees the frame,
    /// restores the saved registers and, with `authenticate`, authenticates the return
    /// address. Returns where the frame was popped and the return address authenticated.
    fn leave(&mut self, authenticate: bool) -> (MachPos, Option<MachPos>) {
        self.check_canary();
        self.tear_down();
        let popped = self.buf.cur_pos();
        let authenticated = self.frame.sign_return.filter(|_| authenticate).map(|key| {
            self.put(encode::aut_sp(key == PacKey::B));
            self.buf.cur_pos()
        });
        (popped, authenticated)
    }

    /// Records the epilogue that [`Emitter::leave`] started, now that its return or tail
    /// call is emitted, when it changed what unwinders must know.
    fn end_epilogue(&mut self, (popped, authenticated): (MachPos, Option<MachPos>)) {
        let frame = self.frame;
        if frame.record
            || !frame.saved.is_empty()
            || frame.frame_size > 0
            || authenticated.is_some()
        {
            self.epilogues
                .push((popped, self.buf.cur_pos(), authenticated));
        }
    }

    /// Frees the frame and restores the saved registers (before `ret` or a tail call).
    fn tear_down(&mut self) {
        let frame = self.frame;
        if frame.record && (frame.frame_size > 0 || frame.from_fp) {
            // sp = x29 - saved_area: right for frames with dynamic allocas too.
            self.sp_adjust(AluOp::Sub, FP, frame.saved_area);
        } else if frame.frame_size > 0 {
            self.sp_adjust(AluOp::Add, SP_OR_ZR, frame.frame_size);
        }
        for pair in frame.saved_v.chunks(2).rev() {
            self.pop_pair(pair[0], pair.get(1).copied(), true);
        }
        for pair in frame.saved.chunks(2).rev() {
            self.pop_pair(pair[0], pair.get(1).copied(), false);
        }
        if frame.record {
            self.pop_pair(FP, Some(LR), false);
        }
    }

    /// Materialises `value` into register `rd` (the emitter's own constants).
    fn load_imm(&mut self, rd: u8, value: u64) {
        let mut first = true;
        for hw16 in 0..4u8 {
            let half = (value >> (16 * hw16)) as u16;
            if half == 0 && !(first && hw16 == 3) {
                continue;
            }
            let op = if first {
                encode::MoveWideOp::Movz
            } else {
                encode::MoveWideOp::Movk
            };
            self.put(encode::move_wide(op, true, rd, half, hw16));
            first = false;
        }
        if first {
            self.put(encode::move_wide(encode::MoveWideOp::Movz, true, rd, 0, 0));
        }
    }

    /// `rd = base + off` (any of them may be sp).
    fn add_offset(&mut self, rd: u8, base: u8, off: i64) {
        let (op, mag) = if off < 0 {
            (AluOp::Sub, off.unsigned_abs())
        } else {
            (AluOp::Add, off as u64)
        };
        if mag < 4096 {
            self.put(encode::alu_rr_imm12(op, true, rd, base, mag as u16, false));
        } else {
            self.load_imm(SCRATCH, mag);
            self.put(encode::alu_rrr_ext(
                op,
                true,
                rd,
                base,
                SCRATCH,
                ExtendOp::Uxtx,
                0,
            ));
        }
    }

    /// A load or store of `op` at `[base + off]`, through the scratch register when no
    /// immediate form reaches.
    fn access(&mut self, op: LdSt, rt: u8, base: u8, off: i64) {
        if let Ok(u) = u32::try_from(off) {
            if let Some(w) = encode::ldst_uimm(op, rt, base, u) {
                return self.put(w);
            }
        }
        if let Ok(s) = i32::try_from(off) {
            if let Some(w) = encode::ldst_simm9(op, rt, base, s, IndexMode::Unscaled) {
                return self.put(w);
            }
        }
        self.load_imm(SCRATCH, off as u64);
        self.put(encode::ldst_reg(
            op,
            rt,
            base,
            SCRATCH,
            RegExtend::Lsl,
            false,
        ));
    }

    /// The base register and offset of an address.
    fn resolve_amode(&self, mem: &Amode) -> (u8, i64) {
        match *mem {
            Amode::RegOff { base, off } => (hw(base), off),
            Amode::Slot { slot, off } => {
                let below = i64::from(self.frame.slot_offsets[slot.0 as usize]);
                let (b, o) = self.frame.below_saves(below);
                (b, o + off)
            }
            Amode::Outgoing { off } => (SP_OR_ZR, i64::from(off)),
            Amode::Incoming { off } => self.frame.incoming(off),
            Amode::RegReg { .. } => unreachable!("register-indexed addresses have no offset"),
        }
    }

    fn mem_access(&mut self, op: LdSt, rt: u8, mem: &Amode) {
        if let Amode::RegReg {
            base,
            index,
            ext,
            scaled,
        } = *mem
        {
            return self.put(encode::ldst_reg(op, rt, hw(base), hw(index), ext, scaled));
        }
        let (base, off) = self.resolve_amode(mem);
        self.access(op, rt, base, off);
    }

    /// A load or store at `[rn]` right after `add rn, rn, #off` (which starts at `at`):
    /// the two as `[rn, #off]!` when nothing came between them.
    fn pre_indexed(&mut self, op: LdSt, rt: u8, at: MachPos, rn: u8, off: i16, mem: &Amode) {
        let end = at.offset_by(4);
        if self.buf.cur_pos() == end {
            if let Some(w) = encode::ldst_simm9(op, rt, rn, off.into(), IndexMode::PreIndex) {
                let data = self.buf.data_mut();
                data.truncate(data.len() - 4);
                // Line rows and marks at the access now start at the combined
                // instruction.
                for (pos, _) in self.lines.iter_mut().rev() {
                    if *pos != end {
                        break;
                    }
                    *pos = at;
                }
                for pos in self.marks.iter_mut().rev() {
                    if *pos != end {
                        break;
                    }
                    *pos = at;
                }
                return self.put(w);
            }
        }
        self.mem_access(op, rt, mem)
    }

    /// Starts block `b`, with `bti j` under BTI where indirect branches reach it.
    pub fn start_block(&mut self, b: MBlock) {
        self.block_pos[b as usize] = Some(self.buf.cur_pos());
        self.current = b;
        self.last_add = None;
        self.buf.bind_label(MachLabel::from_block(b));
        let frame = self.frame;
        if frame.bti
            && frame
                .indirect_targets
                .iter()
                .any(|&t| self.redirect[t as usize] == b)
        {
            self.put(encode::bti(false, true));
        }
    }

    /// Emits one instruction; `next` is the block emitted after this one.
    pub fn inst(&mut self, inst: &MInst, next: Option<MBlock>) {
        use MInst::*;
        let next = next.map(|n| self.redirect[n as usize]);
        if let Call {
            target,
            unwind: Some(u),
            ..
        } = inst
        {
            return self.invoke(*target, u, next);
        }
        if let InlineAsm(a) = inst {
            return self.inline_asm(a, next);
        }
        let add = self.last_add.take();
        let word = match *inst {
            Args { .. } | InlineAsm(_) => return,
            Mov { rd, rn } => {
                let (d, n) = (rd.as_phys(), rn.as_phys());
                return self.move_alloc(
                    Allocation::reg(n.expect("allocated")),
                    Allocation::reg(d.expect("allocated")),
                );
            }
            AluRRR {
                op,
                sf,
                rd,
                rn,
                rm,
                shift,
                amount,
            } => encode::alu_rrr_shift(op, sf, hw(rd), hw(rn), hw(rm), shift, amount),
            AluRRRExt {
                op,
                sf,
                rd,
                rn,
                rm,
                ext,
                amount,
            } => encode::alu_rrr_ext(op, sf, hw(rd), hw(rn), hw(rm), ext, amount),
            AluRRImm12 {
                op,
                sf,
                rd,
                rn,
                imm12,
                lsl12,
            } => {
                let word = encode::alu_rr_imm12(op, sf, hw(rd), hw(rn), imm12, lsl12);
                let off = match op {
                    AluOp::Add if imm12 <= 255 => Some(imm12 as i16),
                    AluOp::Sub if imm12 <= 256 => Some(-(imm12 as i16)),
                    _ => None,
                };
                if let (Some(off), true) = (off, sf && !lsl12 && rd == rn && hw(rd) != SP_OR_ZR) {
                    let at = self.buf.cur_pos();
                    self.put(word);
                    self.last_add = Some((at, hw(rd), off));
                    return;
                }
                word
            }
            LogicImm {
                op,
                sf,
                rd,
                rn,
                imm,
            } => encode::logic_imm(op, sf, hw(rd), hw(rn), imm).expect("logical immediate"),
            MovLogicImm { sf, rd, imm } => {
                encode::logic_imm(AluOp::Orr, sf, hw(rd), SP_OR_ZR, imm).expect("logical immediate")
            }
            MovWide {
                op,
                sf,
                rd,
                imm16,
                hw: h,
            } => encode::move_wide(op, sf, hw(rd), imm16, h),
            MovK {
                rd, imm16, hw: h, ..
            } => encode::move_wide(encode::MoveWideOp::Movk, true, hw(rd), imm16, h),
            Cmp { op, sf, rn, rm } => {
                encode::alu_rrr_shift(op, sf, SP_OR_ZR, hw(rn), hw(rm), ShiftOp::Lsl, 0)
            }
            CmpImm { op, sf, rn, imm12 } => {
                encode::alu_rr_imm12(op, sf, SP_OR_ZR, hw(rn), imm12, false)
            }
            TstImm { sf, rn, imm } => encode::logic_imm(AluOp::Ands, sf, SP_OR_ZR, hw(rn), imm)
                .expect("logical immediate"),
            Adc { op, sf, rd, rn, rm } => encode::adc(op, sf, hw(rd), hw(rn), hw(rm)),
            SbcsFlags { rn, rm } => {
                encode::adc(encode::AdcOp::Sbcs, true, SP_OR_ZR, hw(rn), hw(rm))
            }
            Dp2 { op, sf, rd, rn, rm } => encode::dp2(op, sf, hw(rd), hw(rn), hw(rm)),
            Dp1 { op, sf, rd, rn } => encode::dp1(op, sf, hw(rd), hw(rn)),
            Dp3 {
                op,
                sf,
                rd,
                rn,
                rm,
                ra,
            } => encode::dp3(op, sf, hw(rd), hw(rn), hw(rm), hw(ra)),
            Mul { sf, rd, rn, rm } => {
                encode::dp3(Dp3Op::Madd, sf, hw(rd), hw(rn), hw(rm), SP_OR_ZR)
            }
            MulHigh { signed, rd, rn, rm } => {
                let op = if signed { Dp3Op::Smulh } else { Dp3Op::Umulh };
                encode::dp3(op, true, hw(rd), hw(rn), hw(rm), SP_OR_ZR)
            }
            Bitfield {
                op,
                sf,
                rd,
                rn,
                immr,
                imms,
            } => encode::bitfield(op, sf, hw(rd), hw(rn), immr, imms),
            Extr {
                sf,
                rd,
                rn,
                rm,
                lsb,
            } => encode::extr(sf, hw(rd), hw(rn), hw(rm), lsb),
            Csel {
                op,
                sf,
                rd,
                rn,
                rm,
                cond,
            } => encode::csel(op, sf, hw(rd), hw(rn), hw(rm), cond),
            CSet { rd, cond, mask } => {
                // csetm sets all 64 bits (vector selects spread it over lanes).
                let op = if mask { CselOp::Csinv } else { CselOp::Csinc };
                encode::csel(op, mask, hw(rd), SP_OR_ZR, SP_OR_ZR, cond.invert())
            }
            Ccmp {
                sf,
                rn,
                rm,
                nzcv,
                cond,
            } => encode::ccmp(sf, hw(rn), hw(rm), nzcv, cond),
            Load { op, rt, ref mem } | Store { op, rt, ref mem } => {
                if let (Some((at, rn, off)), &Amode::RegOff { base, off: 0 }) = (add, mem) {
                    if hw(base) == rn && hw(rt) != rn {
                        return self.pre_indexed(op, hw(rt), at, rn, off, mem);
                    }
                }
                return self.mem_access(op, hw(rt), mem);
            }
            LoadAddr { rd, ref mem } => {
                let (base, off) = self.resolve_amode(mem);
                return self.add_offset(hw(rd), base, off);
            }
            SymbolAddr {
                rd,
                target,
                addend,
                access,
            } => {
                return match access {
                    SymbolAccess::Direct => self.symbol_address(hw(rd), target, addend),
                    SymbolAccess::Got => self.got_load(hw(rd), target),
                };
            }
            LoadConst { op, rt, index } => {
                let target = RelocTarget::Constant(index);
                if self.frame.addressing != Addressing::Small {
                    self.symbol_address(SCRATCH, target, 0);
                    return self.put(encode::ldst_uimm(op, hw(rt), SCRATCH, 0).expect("ldr"));
                }
                self.put_reloc(encode::adrp(SCRATCH, 0), RelocKind::Page21, target, 0);
                let log2_size = op.size_log2();
                return self.put_reloc(
                    encode::ldst_uimm(op, hw(rt), SCRATCH, 0).expect("ldr"),
                    RelocKind::Lo12(Lo12Use::Access { log2_size }),
                    target,
                    0,
                );
            }
            FMovFromHigh { rd, rn } => encode::fmov_d_hi_to_x(hw(rd), hw(rn)),
            FMovToHigh { rd, rn, .. } => encode::fmov_x_to_d_hi(hw(rd), hw(rn)),
            TlsOffset { rd, target, access } => {
                let rd = hw(rd);
                return match access {
                    TlsAccess::LocalExec => {
                        self.put(encode::move_wide(encode::MoveWideOp::Movz, true, rd, 0, 0));
                        self.put_reloc(
                            encode::alu_rr_imm12(AluOp::Add, true, rd, rd, 0, true),
                            RelocKind::TpOffHi12,
                            target,
                            0,
                        );
                        self.put_reloc(
                            encode::alu_rr_imm12(AluOp::Add, true, rd, rd, 0, false),
                            RelocKind::TpOffLo12,
                            target,
                            0,
                        );
                    }
                    TlsAccess::InitialExec if self.frame.addressing == Addressing::Tiny => {
                        self.put_reloc(
                            encode::ldr_literal(LdSt::LdrX, rd, 0),
                            RelocKind::GotTpOffLoad19,
                            target,
                            0,
                        );
                    }
                    TlsAccess::InitialExec => {
                        self.put_reloc(encode::adrp(rd, 0), RelocKind::GotTpOffPage21, target, 0);
                        self.put_reloc(
                            encode::ldst_uimm(LdSt::LdrX, rd, rd, 0).expect("ldr"),
                            RelocKind::GotTpOffLo12,
                            target,
                            0,
                        );
                    }
                };
            }
            TlsDesc { target, .. } => {
                self.put_reloc(encode::adrp(0, 0), RelocKind::TlsDescPage21, target, 0);
                self.put_reloc(
                    encode::ldst_uimm(LdSt::LdrX, 1, 0, 0).expect("ldr"),
                    RelocKind::TlsDescLd64Lo12,
                    target,
                    0,
                );
                self.put_reloc(
                    encode::alu_rr_imm12(AluOp::Add, true, 0, 0, 0, false),
                    RelocKind::TlsDescAddLo12,
                    target,
                    0,
                );
                return self.put_reloc(encode::blr(1), RelocKind::TlsDescCall, target, 0);
            }
            ReadSp { rd } => encode::alu_rr_imm12(AluOp::Add, true, hw(rd), SP_OR_ZR, 0, false),
            WriteSp { rn } => encode::alu_rr_imm12(AluOp::Add, true, SP_OR_ZR, hw(rn), 0, false),
            ReadFp { rd } => {
                encode::alu_rrr_shift(AluOp::Orr, true, hw(rd), SP_OR_ZR, FP, ShiftOp::Lsl, 0)
            }
            ReadSysReg { rd, sysreg } => encode::mrs(hw(rd), sysreg),
            ThreadPointer { rd } => encode::mrs(hw(rd), encode::TPIDR_EL0),
            Fp2 { op, ty, rd, rn, rm } => encode::fp2(op, ty, hw(rd), hw(rn), hw(rm)),
            Fp1 { op, ty, rd, rn } => encode::fp1(op, ty, hw(rd), hw(rn)),
            Fp3 {
                op,
                ty,
                rd,
                rn,
                rm,
                ra,
            } => encode::fp3(op, ty, hw(rd), hw(rn), hw(rm), hw(ra)),
            FpCvt { from, to, rd, rn } => encode::fcvt(from, to, hw(rd), hw(rn)),
            FCmp { ty, rn, rm } => encode::fcmp(ty, hw(rn), hw(rm)),
            FCsel {
                ty,
                rd,
                rn,
                rm,
                cond,
            } => encode::fcsel(ty, hw(rd), hw(rn), hw(rm), cond),
            FMovFromGpr { sf, ty, rd, rn } => encode::fmov_from_gpr(sf, ty, hw(rd), hw(rn)),
            FMovToGpr { sf, ty, rd, rn } => encode::fmov_to_gpr(sf, ty, hw(rd), hw(rn)),
            FMovImm { ty, rd, imm8 } => encode::fmov_imm(ty, hw(rd), imm8),
            IntToFp {
                signed,
                sf,
                ty,
                rd,
                rn,
            } => encode::int_to_fp(signed, sf, ty, hw(rd), hw(rn)),
            FpToInt {
                round,
                signed,
                sf,
                ty,
                rd,
                rn,
            } => encode::fp_to_int(round, signed, sf, ty, hw(rd), hw(rn)),
            Call {
                target, bti_after, ..
            } => {
                match target {
                    CallTarget::Direct(t) => self.put_reloc(encode::bl(0), RelocKind::Call26, t, 0),
                    CallTarget::Indirect(r) => self.put(encode::blr(hw(r))),
                }
                if bti_after {
                    self.put(encode::bti(false, true));
                }
                return;
            }
            TailCall { target, .. } => {
                let leaving = self.leave(true);
                match target {
                    CallTarget::Direct(t) => self.put_reloc(encode::b(0), RelocKind::Jump26, t, 0),
                    // Under BTI, through x16: `bti c` and `paci*sp` take only that and x17
                    // from a `br`.
                    CallTarget::Indirect(r) if self.frame.bti => {
                        self.move_alloc(
                            Allocation::reg(r.as_phys().expect("allocated")),
                            Allocation::reg(regs::x(regs::ALLOC_SCRATCH)),
                        );
                        self.put(encode::br(regs::ALLOC_SCRATCH));
                    }
                    CallTarget::Indirect(r) => self.put(encode::br(hw(r))),
                }
                return self.end_epilogue(leaving);
            }
            Ret { .. } => return self.epilogue(),
            Jump { target } => {
                if Some(self.redirect[target as usize]) == next {
                    return;
                }
                return self.branch(encode::b(0), LabelUse::Branch26, target);
            }
            CondBr {
                cond,
                taken,
                not_taken,
            } => return self.cond_branch(cond, taken, not_taken, next),
            JumpIndirect { rn, .. } => encode::br(hw(rn)),
            Switch {
                value,
                sf,
                ref cases,
                default,
            } => return self.switch(hw(value), sf, cases, default, next),
            WideSwitch {
                lo,
                hi,
                ref cases,
                default,
            } => {
                for &(v, target) in cases.iter() {
                    self.load_imm(SCRATCH, v as u64);
                    self.put(encode::alu_rrr_shift(
                        AluOp::Subs,
                        true,
                        SP_OR_ZR,
                        hw(lo),
                        SCRATCH,
                        ShiftOp::Lsl,
                        0,
                    ));
                    self.load_imm(regs::ALLOC_SCRATCH, (v >> 64) as u64);
                    // The high limbs compared only when the low ones are equal.
                    self.put(encode::ccmp(true, hw(hi), regs::ALLOC_SCRATCH, 0, Cond::Eq));
                    self.branch(encode::b_cond(Cond::Eq, 0), LabelUse::Branch19, target);
                }
                if Some(self.redirect[default as usize]) != next {
                    self.branch(encode::b(0), LabelUse::Branch26, default);
                }
                return;
            }
            Brk { imm } => encode::brk(imm),
            Unreachable => encode::brk(1),
            DynAlloca { size, rd } => {
                match self.frame.probe_size {
                    Some(probe) => self.dyn_alloca_probed(hw(size), probe),
                    None => self.put(encode::alu_rrr_ext(
                        AluOp::Sub,
                        true,
                        SP_OR_ZR,
                        SP_OR_ZR,
                        hw(size),
                        ExtendOp::Uxtx,
                        0,
                    )),
                }
                // The object starts above the outgoing-argument area.
                let outgoing = self.frame.outgoing;
                return self.add_offset(hw(rd), SP_OR_ZR, i64::from(outgoing));
            }
            Dmb { option } => encode::dmb(option),
            LoadAcquire { size_log2, rt, rn } => encode::ldar(size_log2, hw(rt), hw(rn)),
            StoreRelease { size_log2, rt, rn } => encode::stlr(size_log2, hw(rt), hw(rn)),
            VecRRR {
                op,
                arr,
                rd,
                rn,
                rm,
            } => encode::vec_rrr(op, arr, hw(rd), hw(rn), hw(rm)),
            VecFmla {
                op,
                arr,
                rd,
                rn,
                rm,
                ..
            } => encode::vec_rrr(op, arr, hw(rd), hw(rn), hw(rm)),
            VecExt { rd, rn, rm, index } => encode::ext(true, hw(rd), hw(rn), hw(rm), index),
            VecBsl { rd, a, b, .. } => {
                encode::vec_rrr(VecOp3::Bsl, VecArr::B16, hw(rd), hw(a), hw(b))
            }
            VecRR { op, arr, rd, rn }
            | VecRRAcc {
                op, arr, rd, rn, ..
            } => encode::vec_rr(op, arr, hw(rd), hw(rn)),
            VecWidenHigh { op, arr, rd, rn }
            | VecNarrowHigh {
                op, arr, rd, rn, ..
            } => encode::vec_rr_high(op, arr, hw(rd), hw(rn)),
            VecShiftImm {
                op,
                arr,
                rd,
                rn,
                amount,
            } => encode::vec_shift_imm(op, arr, hw(rd), hw(rn), amount),
            VecShiftInsert {
                op,
                arr,
                rd,
                rn,
                amount,
                ..
            } => encode::vec_shift_imm(op, arr, hw(rd), hw(rn), amount),
            VecReduce { op, arr, rd, rn } => encode::vec_reduce(op, arr, hw(rd), hw(rn)),
            VecTbl {
                q,
                rd,
                acc,
                ref tables,
                index,
            } => {
                let (rn, n) = (hw(tables[0]), tables.len() as u8);
                if acc.is_some() {
                    encode::tbx(q, hw(rd), rn, n, hw(index))
                } else {
                    encode::tbl(q, hw(rd), rn, n, hw(index))
                }
            }
            VecStructLane {
                size,
                index,
                ref regs,
                ref loaded,
                addr,
            } => {
                let (rt, n, rn) = (hw(regs[0]), regs.len() as u8, hw(addr));
                if loaded.is_some() {
                    encode::ld_lane(n, size, rt, index, rn)
                } else {
                    encode::st_lane(n, size, rt, index, rn)
                }
            }
            VecStructs {
                op,
                arr,
                ref regs,
                addr,
            } => {
                let (rt, n, rn) = (hw(regs[0]), regs.len() as u8, hw(addr));
                match op {
                    VecStructOp::Ld1 => encode::ldst_multiple(true, false, n, arr, rt, rn),
                    VecStructOp::Ld => encode::ldst_multiple(true, true, n, arr, rt, rn),
                    VecStructOp::LdR => encode::ld_replicate(n, arr, rt, rn),
                    VecStructOp::St1 => encode::ldst_multiple(false, false, n, arr, rt, rn),
                    VecStructOp::St => encode::ldst_multiple(false, true, n, arr, rt, rn),
                }
            }
            VecDupElement { arr, rd, rn, index } => encode::dup_element(arr, hw(rd), hw(rn), index),
            VecDupGpr { arr, rd, rn } => encode::dup_gpr(arr, hw(rd), hw(rn)),
            VecInsGpr {
                size,
                rd,
                index,
                rn,
                ..
            } => encode::ins_gpr(size, hw(rd), index, hw(rn)),
            VecInsElement {
                size,
                rd,
                dst,
                rn,
                src,
                ..
            } => encode::ins_element(size, hw(rd), dst, hw(rn), src),
            VecMovToGpr {
                size,
                signed,
                sf,
                rd,
                rn,
                index,
            } => {
                if signed {
                    encode::smov(size, sf, hw(rd), hw(rn), index)
                } else {
                    encode::umov(size, hw(rd), hw(rn), index)
                }
            }
            VecZero { rd } => encode::movi_d2_bytemask(hw(rd), 0),
            VecLoadLane {
                size,
                rd,
                index,
                addr,
                ..
            } => encode::ld_lane(1, size, hw(rd), index, hw(addr)),
            VecStoreLane {
                size,
                rt,
                index,
                addr,
            } => encode::st_lane(1, size, hw(rt), index, hw(addr)),
            AtomicRmw { .. }
            | AtomicCas { .. }
            | AtomicRmwFp { .. }
            | AtomicRmw128 { .. }
            | AtomicCas128 { .. }
            | AtomicLse { .. }
            | Cas { .. }
            | Casp { .. } => return self.atomic(inst),
        };
        self.put(word);
    }

    /// The word and label use of a conditional branch on `cond` (`invert`: on its
    /// negation), offset zero.
    fn cond_word(cond: BranchCond, invert: bool) -> (u32, LabelUse) {
        match cond {
            BranchCond::Flags(c) => {
                let c = if invert { c.invert() } else { c };
                (encode::b_cond(c, 0), LabelUse::Branch19)
            }
            BranchCond::Zero { reg, sf, nonzero } => {
                let w = if nonzero != invert {
                    encode::cbnz(sf, hw(reg), 0)
                } else {
                    encode::cbz(sf, hw(reg), 0)
                };
                (w, LabelUse::Branch19)
            }
            BranchCond::Bit { reg, bit, set } => {
                let w = if set != invert {
                    encode::tbnz(hw(reg), bit, 0)
                } else {
                    encode::tbz(hw(reg), bit, 0)
                };
                (w, LabelUse::Branch14)
            }
        }
    }

    fn cond_branch(
        &mut self,
        cond: BranchCond,
        taken: MBlock,
        not_taken: MBlock,
        next: Option<MBlock>,
    ) {
        let (t, f) = (
            self.redirect[taken as usize],
            self.redirect[not_taken as usize],
        );
        if Some(t) == next {
            let (w, kind) = Self::cond_word(cond, true);
            self.branch(w, kind, f);
            return;
        }
        if Some(f) != next && f <= self.current && t > self.current {
            // Neither target follows: the conditional branch goes back (to a loop's
            // header: blocks are numbered in an order without back edges), taken on
            // every iteration, the jump out of the loop.
            let (w, kind) = Self::cond_word(cond, true);
            self.branch(w, kind, f);
            self.branch(encode::b(0), LabelUse::Branch26, t);
            return;
        }
        let (w, kind) = Self::cond_word(cond, false);
        self.branch(w, kind, t);
        if Some(f) != next {
            self.branch(encode::b(0), LabelUse::Branch26, f);
        }
    }

    /// A `switch`: through a jump table when its cases are dense ([`jump_table_range`])
    /// and the function allows jump tables, else
    /// a compare and `b.eq` per case; then `b` to the default.
    fn switch(
        &mut self,
        value: u8,
        sf: bool,
        cases: &[(u64, MBlock)],
        default: MBlock,
        next: Option<MBlock>,
    ) {
        if let (Some((lowest, range)), true) = (jump_table_range(cases), self.frame.jump_tables) {
            return self.jump_table(value, cases, lowest, range, default);
        }
        let mask = if sf { u64::MAX } else { 0xffff_ffff };
        for &(v, target) in cases {
            let v = v & mask;
            let neg = v.wrapping_neg() & mask;
            if v < 4096 {
                self.put(encode::alu_rr_imm12(
                    AluOp::Subs,
                    sf,
                    SP_OR_ZR,
                    value,
                    v as u16,
                    false,
                ));
            } else if neg < 4096 {
                self.put(encode::alu_rr_imm12(
                    AluOp::Adds,
                    sf,
                    SP_OR_ZR,
                    value,
                    neg as u16,
                    false,
                ));
            } else {
                self.load_imm(SCRATCH, v);
                self.put(encode::alu_rrr_shift(
                    AluOp::Subs,
                    sf,
                    SP_OR_ZR,
                    value,
                    SCRATCH,
                    ShiftOp::Lsl,
                    0,
                ));
            }
            self.branch(encode::b_cond(Cond::Eq, 0), LabelUse::Branch19, target);
        }
        if Some(self.redirect[default as usize]) != next {
            self.branch(encode::b(0), LabelUse::Branch26, default);
        }
    }

    /// A jump table over case values `lowest .. lowest + range` (`value` zero-extended):
    ///
    /// ```text
    ///   sub x17, value, #lowest ; cmp x17, #range - 1 ; b.hi default
    ///   adr x16, table ; ldrsw x17, [x16, x17, lsl #2] ; add x16, x16, x17 ; br x16
    /// table: .word block - table, …
    /// ```
    fn jump_table(
        &mut self,
        value: u8,
        cases: &[(u64, MBlock)],
        lowest: u64,
        range: u64,
        default: MBlock,
    ) {
        const BASE: u8 = regs::ALLOC_SCRATCH;
        if lowest == 0 {
            self.put(encode::alu_rrr_shift(
                AluOp::Orr,
                true,
                SCRATCH,
                SP_OR_ZR,
                value,
                ShiftOp::Lsl,
                0,
            ));
        } else {
            self.load_imm(BASE, lowest);
            self.put(encode::alu_rrr_shift(
                AluOp::Sub,
                true,
                SCRATCH,
                value,
                BASE,
                ShiftOp::Lsl,
                0,
            ));
        }
        if range - 1 < 4096 {
            self.put(encode::alu_rr_imm12(
                AluOp::Subs,
                true,
                SP_OR_ZR,
                SCRATCH,
                (range - 1) as u16,
                false,
            ));
        } else {
            self.load_imm(BASE, range - 1);
            self.put(encode::alu_rrr_shift(
                AluOp::Subs,
                true,
                SP_OR_ZR,
                SCRATCH,
                BASE,
                ShiftOp::Lsl,
                0,
            ));
        }
        self.branch(encode::b_cond(Cond::Hi, 0), LabelUse::Branch19, default);
        let table = self.buf.get_label();
        self.branch_to(encode::adr(BASE, 0), LabelUse::Adr21, table);
        self.put(encode::ldst_reg(
            LdSt::Ldrsw,
            SCRATCH,
            BASE,
            SCRATCH,
            RegExtend::Lsl,
            true,
        ));
        self.put(encode::alu_rrr_shift(
            AluOp::Add,
            true,
            BASE,
            BASE,
            SCRATCH,
            ShiftOp::Lsl,
            0,
        ));
        self.put(encode::br(BASE));
        self.buf.bind_label(table);
        let mut targets = vec![default; range as usize];
        for &(v, target) in cases {
            targets[(v - lowest) as usize] = target;
        }
        for (k, target) in targets.into_iter().enumerate() {
            // Each entry is its block's distance from the table: the use holds its own
            // distance from the table, 4k, to which the layout adds the entry's distance
            // to the block.
            let label = MachLabel::from_block(self.redirect[target as usize]);
            self.buf.use_label(label, LabelUse::Rel32);
            self.buf.put(&(4 * k as u32).to_le_bytes());
        }
    }

    /// A branch word using label `label`.
    fn branch_to(&mut self, word: u32, kind: LabelUse, label: MachLabel) {
        self.buf.use_label(label, kind);
        self.put(word);
    }

    /// Emits a move the register allocator inserted.
    /// The code from here on comes from `row`'s source location.
    pub fn source_location(&mut self, row: LineRow) {
        self.lines.push((self.buf.cur_pos(), row));
    }

    pub fn mark(&mut self) {
        self.marks.push(self.buf.cur_pos());
    }

    pub fn edit(&mut self, e: &Edit) {
        self.last_add = None;
        let Edit::Move { from, to } = *e;
        self.move_alloc(from, to);
    }

    fn move_alloc(&mut self, from: Allocation, to: Allocation) {
        let int = |p: PReg| p.class() == RegClass::Int;
        match (from.as_reg(), to.as_reg()) {
            (Some(f), Some(t)) => {
                if f == t {
                    return;
                }
                let (f, t) = (f.hw_enc() as u8, t.hw_enc() as u8);
                if from.as_reg().is_some_and(int) {
                    self.put(encode::alu_rrr_shift(
                        AluOp::Orr,
                        true,
                        t,
                        SP_OR_ZR,
                        f,
                        ShiftOp::Lsl,
                        0,
                    ));
                } else {
                    self.put(encode::mov_v16(t, f));
                }
            }
            (Some(f), None) => {
                let slot = to.as_stack().expect("stack slot").index();
                let (base, off) = self.frame.spill(slot);
                let op = if int(f) { LdSt::StrX } else { LdSt::StrQ };
                self.access(op, f.hw_enc() as u8, base, off);
            }
            (None, Some(t)) => {
                let slot = from.as_stack().expect("stack slot").index();
                let (base, off) = self.frame.spill(slot);
                let op = if int(t) { LdSt::LdrX } else { LdSt::LdrQ };
                self.access(op, t.hw_enc() as u8, base, off);
            }
            (None, None) => unreachable!("regalloc2 never moves stack to stack"),
        }
    }

    /// Lays the code out and returns it with its relocations and unwind information.
    pub fn finish(self) -> Result<CompiledFunction, CodegenError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let Emitter {
            buf,
            relocs,
            redirect,
            num_blocks,
            prologue,
            epilogues,
            block_pos,
            exceptions,
            invokes,
            lines,
            marks,
            frame,
            ..
        } = self;
        let code = buf.finish();
        let end = code.code.len() as u32;
        let relocs = relocs
            .into_iter()
            .map(|(pos, kind, target, addend)| Reloc {
                offset: code.offset(pos),
                kind,
                target,
                addend,
            })
            .collect();
        let block_offsets = (0..num_blocks)
            .map(|b| {
                block_pos[redirect[b] as usize]
                    .map(|p| code.offset(p))
                    .unwrap_or(end)
            })
            .collect();
        let unwind = UnwindInfo {
            prologue: prologue
                .into_iter()
                .map(|(pos, op)| (code.offset(pos), op))
                .collect(),
            epilogues: epilogues
                .into_iter()
                .map(|(popped, ret, authenticated)| Epilogue {
                    frame_popped: code.offset(popped),
                    end: code.offset(ret),
                    authenticated: authenticated.map(|p| code.offset(p)),
                })
                .collect(),
        };
        let exceptions = exceptions.map(|mut table| {
            table.call_sites = invokes
                .iter()
                .map(|&(start, stop, landing, action)| CallSite {
                    start: code.offset(start),
                    end: code.offset(stop),
                    landing: block_pos[redirect[landing as usize] as usize]
                        .map_or(end, |p| code.offset(p)),
                    action,
                })
                .collect();
            table
        });
        let lines =
            rllc_codegen::debug_lines::table_rows(lines.iter().map(|&(pos, row)| LineRow {
                offset: code.offset(pos),
                ..row
            }));
        let marks = marks.iter().map(|&pos| code.offset(pos)).collect();
        Ok(CompiledFunction {
            lines,
            variables: Vec::new(),
            value_variables: Vec::new(),
            marks,
            code: code.code,
            align: 0,
            relocs,
            constants: Vec::new(),
            block_offsets,
            block_numbers: Vec::new(),
            unwind,
            exceptions,
            patchable: frame
                .patchable
                .filter(|p| p.entry + p.prefix > 0)
                .map(|p| Patchable {
                    prefix: encode::nop().to_le_bytes().repeat(p.prefix as usize),
                    entry: if frame.bti { 4 } else { 0 },
                }),
            warnings: Vec::new(),
        })
    }
}

/// Registers the emitter uses behind the allocator's back (x16 in jump tables, between
/// the allocator's own uses of it).
pub const SCRATCH_REGS: [PReg; 2] = [regs::x(SCRATCH), regs::x(regs::ALLOC_SCRATCH)];
