//! The per-function pipeline, written once for every target: lowering → live-range
//! splitting at loop entries → register allocation (with the target's retries) →
//! rewriting to the allocation → frame layout → redundant spill moves → jump threading →
//! block placement → emission.
//!
//! A target takes part through [`Backend`] (its hooks between the stages) and [`Emit`]
//! (its encoder); the stages themselves are the algorithms of this crate.

use crate::debug_lines::{self, DebugValues, EmittedPositions, LineRow, SourceLines, UNMARKED};
use crate::frame::StackSlot;
use crate::latch_moves::{self, HoistedMoves};
use crate::spill_moves::{self, Item, MoveFate};
use crate::{
    block_placement, loop_split, regalloc, CodegenError, CompiledFunction, MBlock, MachInst,
    ModuleCtx, OptLevel, Reg, VCode,
};
use regalloc2::{
    Allocation, Block as RaBlock, Edit, Inst as RaInst, InstPosition, MachineEnv, Output, PReg,
    PRegSet,
};
use rllc_ir::attrs::AttrKind;
use rllc_ir::inst::{Inst, InstKind};
use rllc_ir::module::{Body, GlobalId, GlobalName};

/// A function lowered to machine instructions over virtual registers.
pub struct LoweredFunction<I: MachInst, X> {
    pub vcode: VCode<I>,
    /// The machine block of each IR block, by IR block index (for `blockaddress`).
    pub ir_blocks: Vec<MBlock>,
    /// The number each IR block's `blockaddress` stands for, by IR block index (0: its
    /// address), when the target made `indirectbr`s `switch`es (see
    /// [`crate::indirectbr_expand`]); empty otherwise.
    pub block_numbers: Vec<u32>,
    /// The constant pool the code refers to (`RelocTarget::Constant(n)`): bytes and
    /// alignment.
    pub constants: Vec<(Vec<u8>, u32)>,
    /// What else the target's lowering found out (for its frame layout).
    pub info: X,
    /// The frame slot of each static alloca, when the function has debug info (for its
    /// variables' locations).
    pub alloca_slots: Vec<(Inst, StackSlot)>,
    /// The function's `#dbg_value` records, when it has debug info and any (lowering
    /// labels the registers of their values: [`VCode::set_debug_value`]).
    pub debug_values: Option<DebugValues>,
}

/// How a function is compiled, fixed before register allocation.
#[derive(Copy, Clone, Debug)]
pub struct Levels {
    /// The level of the code: the requested one, or -O0 for `optnone` functions.
    pub opt: OptLevel,
    /// The level of register allocation: `opt`, or -O0 in functions that call
    /// `returns_twice` functions (every value keeps a stack slot of its own there, as a
    /// second return needs; LLVM turns stack-slot colouring off in such functions).
    pub alloc: OptLevel,
}

/// A target's hooks into the per-function pipeline, for one module.
pub trait Backend: Sync {
    /// The target's machine instruction.
    type Inst: MachInst + std::fmt::Debug;
    /// What lowering tells the later stages besides the code ([`LoweredFunction::info`]).
    type Info;
    /// Decisions taken before register allocation (which registers it may use, whether
    /// the function keeps a frame pointer, …).
    type Plan;
    /// The function's frame, laid out after allocation, which the emitter reads.
    type Frame;
    /// The target's encoder of one function.
    type Emitter<'a>: Emit<Self::Inst>
    where
        Self: 'a;

    /// The module and options.
    fn module_ctx(&self) -> &ModuleCtx<'_>;
    /// Rejects functions whose attributes ask for what the target does not honour.
    fn check_function(&self, gid: GlobalId) -> Result<(), CodegenError>;
    /// Instruction selection, for code of level `opt` (-O0 for `optnone` functions).
    fn lower(
        &self,
        gid: GlobalId,
        body: &Body,
        opt: OptLevel,
    ) -> Result<LoweredFunction<Self::Inst, Self::Info>, CodegenError>;
    /// The decisions that register allocation depends on.
    fn plan(
        &self,
        gid: GlobalId,
        levels: Levels,
        lowered: &LoweredFunction<Self::Inst, Self::Info>,
    ) -> Result<Self::Plan, CodegenError>;
    /// The registers allocation attempt `attempt` may use (0 first; a later attempt is
    /// made when the one before fails), or `None` when there is no such attempt.
    fn machine_env(&self, plan: &Self::Plan, levels: Levels, attempt: u32) -> Option<MachineEnv>;
    /// Lays out the frame of the allocated function: which callee-saved registers to
    /// save (`allocated`: every register the allocation uses), where slots and spill
    /// slots go, and the prologue and epilogue that follow.
    fn layout_frame(
        &self,
        gid: GlobalId,
        lowered: &mut LoweredFunction<Self::Inst, Self::Info>,
        out: &Output,
        allocated: PRegSet,
        plan: Self::Plan,
    ) -> Result<Self::Frame, CodegenError>;
    /// The address of fixed stack object `slot` relative to the canonical frame address
    /// (the stack pointer before the call), when it is at a fixed distance from it.
    fn slot_cfa_offset(&self, frame: &Self::Frame, slot: StackSlot) -> Option<i64>;
    /// Registers instructions use internally without telling the allocator (their
    /// contents are unknown after any instruction, for the spill-move analysis).
    fn scratch_regs<'f>(&self, frame: &'f Self::Frame) -> &'f [PReg];
    /// The emitter for function `gid` with `frame` (`info`: what its lowering found),
    /// for `num_blocks` blocks and about
    /// `num_items` instructions and moves.
    fn emitter<'a>(
        &'a self,
        gid: GlobalId,
        frame: &'a Self::Frame,
        info: &Self::Info,
        num_blocks: usize,
        num_items: usize,
    ) -> Self::Emitter<'a>;
    /// A register-to-register copy (for the copies live-range splitting inserts).
    fn copy(dst: Reg, src: Reg) -> Self::Inst;
    /// The target of an unconditional jump.
    fn jump_target(inst: &Self::Inst) -> Option<MBlock>;
    /// Whether the instruction traps (a block ending in one is cold).
    fn is_trap(inst: &Self::Inst) -> bool;
    /// Whether the instruction is a two-way conditional branch before which the
    /// allocator's register moves may be placed: it writes nothing and reads only its
    /// register operands and flags that such moves leave alone
    /// ([`crate::latch_moves`]). None by default.
    fn is_cond_branch(_inst: &Self::Inst) -> bool {
        false
    }
}

/// A target's encoder: allocated instructions in, machine code out.
pub trait Emit<I> {
    /// Branches to block `b` go to `redirect[b]` instead.
    fn thread_jumps(&mut self, redirect: &[MBlock]);
    /// Emits the prologue.
    fn prologue(&mut self);
    /// Starts block `b`.
    fn start_block(&mut self, b: MBlock);
    /// Emits an instruction; `next` is the block emitted after the current one.
    fn inst(&mut self, inst: &I, next: Option<MBlock>);
    /// Emits a move the allocator inserted.
    fn edit(&mut self, edit: &Edit);
    /// The code from here on comes from the source location of `row` (whose offset the
    /// emitter fills in).
    fn source_location(&mut self, row: LineRow);
    /// Marks the current position in the code; [`CompiledFunction::marks`] reports the
    /// final offset of each mark, in order.
    fn mark(&mut self);
    /// Resolves branches and returns the code.
    fn finish(self) -> Result<CompiledFunction, CodegenError>;
}

/// Compiles function `gid` with body `body` at level `opt`.
pub fn compile_function<B: Backend>(
    backend: &B,
    gid: GlobalId,
    body: &Body,
    opt: OptLevel,
) -> Result<CompiledFunction, CodegenError> {
    let cx = backend.module_ctx();
    backend.check_function(gid)?;
    // An `optnone` function gets the -O0 code generator at every level, as LLVM's
    // fast instruction selector and register allocator (clang -O0 marks every function).
    let opt = if cx.has_fn_attr(gid, AttrKind::OptNone) {
        OptLevel::O0
    } else {
        opt
    };
    let mut lowered = backend.lower(gid, body, opt)?;
    let returns_twice = opt != OptLevel::O0 && cx.calls_returns_twice(body);
    let levels = Levels {
        opt,
        alloc: if returns_twice { OptLevel::O0 } else { opt },
    };
    let plan = backend.plan(gid, levels, &lowered)?;
    // Ion gets loop-local names for the values loops read (`loop_split`).
    if levels.alloc != OptLevel::O0 {
        if let Some(split) = loop_split::split_at_loop_entries(&lowered.vcode, B::copy) {
            lowered.vcode = split;
        }
    }
    let dump = dumps_vcode_of(cx, gid);
    if dump {
        eprint!("{}", lowered.vcode.dump(None));
    }
    let out = allocate(backend, &lowered.vcode, &plan, levels).map_err(|e| CodegenError {
        pos: None,
        message: format!("internal error: {e} in function @{}", cx.function_name(gid)),
    })?;
    if dump {
        eprint!("allocated:\n{}", lowered.vcode.dump(Some(&out)));
    }
    let vcode = &mut lowered.vcode;
    for i in 0..vcode.insts.len() {
        vcode.rewrite(i, out.inst_allocs(RaInst::new(i)));
    }
    let allocated = allocated_registers(&out);
    let frame = backend.layout_frame(gid, &mut lowered, &out, allocated, plan)?;
    let lines = if lowered.vcode.tracks_source_locations() {
        SourceLines::of(cx.m, gid, body)
    } else {
        None
    };
    let variables = match &lines {
        Some(_) => debug_lines::frame_variables(cx.m, body, &lowered.alloca_slots, |slot| {
            backend.slot_cfa_offset(&frame, slot)
        }),
        None => Vec::new(),
    };
    let vcode = &lowered.vcode;
    let nb = vcode.num_blocks();
    let num_items = vcode.insts.len() + out.edits.len();
    let mut em = backend.emitter(gid, &frame, &lowered.info, nb, num_items);
    // Moves between registers and spill slots that already hold the same value are left
    // out, reloads of a value another register holds become copies (-O1 and up).
    let fates = if opt != OptLevel::O0 && !returns_twice {
        spill_moves::redundant_moves(vcode, &out, backend.scratch_regs(&frame))
    } else {
        Vec::new()
    };
    // Back-edge moves placed before the latch's branch (-O1 and up).
    let hoisted = if opt != OptLevel::O0 {
        latch_moves::hoist_latch_moves(vcode, &out, &fates, B::is_cond_branch, B::jump_target)
    } else {
        HoistedMoves::default()
    };
    let items = |b: u32| {
        let term = RaInst::new(vcode.block_range(b).end.wrapping_sub(1));
        let own = spill_moves::block_items(vcode, &out, RaBlock::new(b as usize));
        hoisted.emitted_items(b, term, own, &fates)
    };
    // At -O0 a block that holds nothing but a `br` with a source location is kept, its
    // jump emitted even to the next block, as llc's FastISel keeps a block's only
    // branch: the line of the branch (the `}` of a loop or an `if`) gets code and a row
    // for a debugger to stop at.
    let kept_jumps: Vec<bool> = match &lines {
        Some(lines) if opt == OptLevel::O0 => (0..nb as u32)
            .map(|b| {
                let mut items = items(b);
                let (Some(Item::Inst(i)), None) = (items.next(), items.next()) else {
                    return false;
                };
                vcode.source_location(i.index()).is_some_and(|loc| {
                    let ir = Inst::from_u32(loc);
                    body.insts[ir].kind == InstKind::Br && lines.row(ir).is_some()
                })
            })
            .collect(),
        _ => Vec::new(),
    };
    let kept_jump = |b: u32| kept_jumps.get(b as usize).copied().unwrap_or(false);
    let redirect = jump_only_blocks::<B, _>(vcode, items, kept_jump);
    // With variables in registers, where blocks, instructions and the moves before them
    // are emitted.
    let has_values = !out.debug_locations.is_empty() || !vcode.debug_constants().is_empty();
    let mut positions = (lowered.debug_values.is_some() && has_values).then(|| EmittedPositions {
        block_start: vec![UNMARKED; nb],
        block_end: vec![UNMARKED; nb],
        moves_before: vec![UNMARKED; vcode.insts.len() + 1],
        inst: vec![UNMARKED; vcode.insts.len() + 1],
    });
    let mut marks = 0u32;
    let mut mark = |em: &mut B::Emitter<'_>| {
        em.mark();
        marks += 1;
        marks - 1
    };
    em.thread_jumps(&redirect);
    if let Some(row) = lines.as_ref().and_then(|l| l.entry) {
        em.source_location(row);
    }
    em.prologue();
    let mut last_loc = u32::MAX;
    // Blocks that only jump are left out: every branch to one goes to its target instead.
    let emitted: Vec<u32> = (0..nb as u32)
        .filter(|&b| b == 0 || redirect[b as usize] == b)
        .collect();
    let emitted = if opt == OptLevel::O0 {
        emitted
    } else {
        let traps = |b: u32| {
            let insts = regalloc2::Function::block_insns(vcode, RaBlock::new(b as usize));
            insts.len() > 0 && B::is_trap(&vcode.insts[insts.last().index()])
        };
        block_placement::place_blocks(
            nb,
            &emitted,
            |b| vcode.succs(b).map(|s| redirect[s as usize]),
            traps,
        )
    };
    for (k, &b) in emitted.iter().enumerate() {
        em.start_block(b);
        if let Some(p) = &mut positions {
            p.block_start[b as usize] = mark(&mut em);
        }
        let next = emitted.get(k + 1).copied();
        for item in items(b) {
            if let Some(p) = &mut positions {
                let before = match item {
                    Item::Inst(i) => i.index(),
                    Item::Edit(k) => match out.edits[k].0.pos() {
                        InstPosition::Before => out.edits[k].0.inst().index(),
                        InstPosition::After => out.edits[k].0.inst().index() + 1,
                    },
                };
                // (Moves hoisted from an edge block are not marked: they belong to an
                // instruction of a block that is not emitted.)
                let own = vcode.block_range(b).contains(&before);
                if own && p.moves_before[before] == UNMARKED {
                    p.moves_before[before] = mark(&mut em);
                }
                if let Item::Inst(i) = item {
                    p.inst[i.index()] = mark(&mut em);
                }
            }
            match item {
                Item::Inst(i) => {
                    if let (Some(lines), Some(loc)) =
                        (lines.as_ref(), vcode.source_location(i.index()))
                    {
                        if loc != last_loc {
                            last_loc = loc;
                            if let Some(row) = lines.row(Inst::from_u32(loc)) {
                                em.source_location(row);
                            }
                        }
                    }
                    let next = if kept_jump(b) { None } else { next };
                    em.inst(&vcode.insts[i.index()], next)
                }
                Item::Edit(k) => match (fates.get(k), &out.edits[k].1) {
                    (Some(&MoveFate::CopyFrom(r)), &Edit::Move { to, .. }) => {
                        em.edit(&Edit::Move {
                            from: Allocation::reg(r),
                            to,
                        })
                    }
                    (_, edit) => em.edit(edit),
                },
            }
        }
        if let Some(p) = &mut positions {
            p.block_end[b as usize] = mark(&mut em);
        }
    }
    let mut compiled = em.finish()?;
    if let (Some(values), Some(positions)) = (&lowered.debug_values, &positions) {
        let blocks: Vec<_> = (0..nb as u32).map(|b| vcode.block_range(b)).collect();
        compiled.value_variables = debug_lines::value_variables(
            values,
            &out.debug_locations,
            vcode.debug_constants(),
            &blocks,
            positions,
            &compiled.marks,
            |i| regalloc2::Function::inst_clobbers(vcode, RaInst::new(i)) != PRegSet::empty(),
        );
    }
    compiled.marks = Vec::new();
    compiled.variables = variables;
    compiled.constants = std::mem::take(&mut lowered.constants);
    // Report block offsets by IR block index, not machine block.
    compiled.block_numbers = std::mem::take(&mut lowered.block_numbers);
    compiled.block_offsets = lowered
        .ir_blocks
        .iter()
        .map(|&mb| compiled.block_offsets[mb as usize])
        .collect();
    Ok(compiled)
}

/// Allocates registers, trying the target's machine environments in turn.
fn allocate<B: Backend>(
    backend: &B,
    vcode: &VCode<B::Inst>,
    plan: &B::Plan,
    levels: Levels,
) -> Result<Output, String> {
    let mut env = backend
        .machine_env(plan, levels, 0)
        .ok_or("no register environment")?;
    let mut attempt = 0;
    loop {
        match regalloc::allocate(vcode, &env, levels.alloc) {
            Err(e) => {
                attempt += 1;
                env = backend.machine_env(plan, levels, attempt).ok_or(e)?;
            }
            done => return done,
        }
    }
}

/// Every physical register the allocation assigns or moves through.
fn allocated_registers(out: &Output) -> PRegSet {
    let mut seen = PRegSet::empty();
    let moves = out
        .edits
        .iter()
        .flat_map(|(_, Edit::Move { from, to })| [from, to]);
    for a in out.allocs.iter().chain(moves) {
        if let Some(p) = a.as_reg() {
            seen.add(p);
        }
    }
    seen
}

/// Whether the VCode of function `gid` is to be dumped on stderr
/// (`RLLC_DUMP_VCODE=name`, read from the environment once).
fn dumps_vcode_of(cx: &ModuleCtx<'_>, gid: GlobalId) -> bool {
    static NAME: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    let Some(name) = NAME.get_or_init(|| std::env::var("RLLC_DUMP_VCODE").ok()) else {
        return false;
    };
    matches!(cx.m.globals[gid].name, GlobalName::Named(n) if cx.m.syms.get(n) == name.as_bytes())
}

/// Per machine block, the block a jump to it may go to instead: the target of blocks that
/// hold nothing but an unconditional jump (edge blocks that needed no moves), followed
/// through chains; the block itself otherwise. `items`: a block's emitted instructions
/// and edits; `kept`: whether a block that only jumps is kept.
fn jump_only_blocks<B: Backend, It: Iterator<Item = Item>>(
    vcode: &VCode<B::Inst>,
    items: impl Fn(u32) -> It,
    kept: impl Fn(u32) -> bool,
) -> Vec<u32> {
    let nb = vcode.num_blocks();
    let mut next: Vec<u32> = (0..nb as u32).collect();
    for (b, n) in next.iter_mut().enumerate() {
        let mut items = items(b as u32);
        if let (Some(Item::Inst(i)), None) = (items.next(), items.next()) {
            if let Some(target) =
                B::jump_target(&vcode.insts[i.index()]).filter(|_| !kept(b as u32))
            {
                *n = target;
            }
        }
    }
    // Follow chains; a cycle of empty blocks (an infinite loop) keeps its own jumps.
    (0..nb)
        .map(|b| {
            let mut t = b as u32;
            for _ in 0..8 {
                if next[t as usize] == t {
                    return t;
                }
                t = next[t as usize];
            }
            b as u32
        })
        .collect()
}
