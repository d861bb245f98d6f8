//! Register allocation at -O0: one forward pass per block, values that cross blocks in
//! stack slots.
//!
//! A virtual register is *global* when it is a block parameter, a branch argument, or used
//! in a block other than the one that defines it; every other register is *local*. A
//! global register gets a spill slot that is written right after its definition (and, for
//! block parameters, by the branches into the block), so that at every block boundary all
//! live values are in their slots and no register holds anything. Inside a block values
//! stay in registers from their definition (or reload) to their last use in the block;
//! when registers run out, or an instruction needs a particular register or clobbers it, the
//! value there moves to a free register or to its slot.
//!
//! This is what regalloc2's Fastalloc does too, but in one forward pass over data the
//! target has already laid out (operands, clobbers, block parameters), without its
//! per-function setup; the result is a [`regalloc2::Output`], so the rest of the pipeline
//! does not know which allocator ran. Instruction shapes this allocator does not handle
//! (operands on the stack, conflicting fixed registers, branches that define values) make
//! it return [`Unsupported`]; the caller then runs Fastalloc, so the choice is deterministic.

use regalloc2::{
    Allocation, Block, Edit, Function, Inst, MachineEnv, OperandConstraint, OperandKind,
    OperandPos, Output, PReg, PRegSet, ProgPoint, RegClass, SpillSlot, VReg,
};

const NONE: u32 = u32::MAX;
/// Flag in `op_start`: the instruction has operands in fixed registers or early defs.
const SPECIAL: u32 = 1 << 31;
/// `loc` of a register that is in no physical register.
const NO_REG: u16 = u16::MAX;

/// The function has an instruction shape the local allocator does not handle.
#[derive(Debug)]
pub struct Unsupported;

type Res<T> = Result<T, Unsupported>;

/// Reusable state of the allocator (kept per thread, so that allocating a function
/// allocates little besides its output).
#[derive(Default)]
pub struct LocalAllocator {
    /// Per virtual register, what is known about it.
    vregs: Vec<VRegState>,
    /// Per physical register (index): the virtual register it holds, or `NONE`.
    occupant: Vec<u32>,
    /// Allocatable registers per class, in order of preference.
    order: [Vec<PReg>; 3],
    allocatable: PRegSet,
    /// The registers that hold a value.
    occupied: PRegSet,
    /// Edits placed after the current instruction (emitted once it is done).
    after: Vec<(ProgPoint, Edit)>,
    /// Every instruction's decoded operands, and where each instruction's start (with
    /// the `SPECIAL` bit when one has a fixed register or is an early def).
    ops: Vec<Op>,
    op_start: Vec<u32>,
    num_slots: u32,
}

/// What the allocator knows about one virtual register.
#[derive(Copy, Clone)]
struct VRegState {
    /// Global (see the module comment).
    global: bool,
    /// Its slot holds its value.
    slot_valid: bool,
    /// The physical register (index) holding it, or `NO_REG`.
    loc: u16,
    /// The block that defines it (`NONE` before its definition is seen).
    def_block: u32,
    /// Its last use in the current block (valid when `use_block` is the current block).
    last_use: u32,
    use_block: u32,
    /// Its spill slot (`NONE` until it needs one).
    slot: u32,
}

impl VRegState {
    /// A register before anything is known about it.
    const NEW: VRegState = VRegState {
        global: false,
        slot_valid: false,
        loc: NO_REG,
        def_block: NONE,
        last_use: 0,
        use_block: NONE,
        slot: NONE,
    };
}

/// What one instruction reserves while its operands are placed.
struct InstCx {
    /// Registers the instruction reads (use operands) or writes before reading (early
    /// defs): nothing else may be put there before the instruction.
    pinned: PRegSet,
    /// Registers written at the instruction's end: clobbers and fixed late defs.
    written: PRegSet,
}

impl LocalAllocator {
    /// Allocates `func`'s registers.
    pub fn run<F: Function>(&mut self, func: &F, env: &MachineEnv) -> Res<Output> {
        self.reset(func, env);
        let mut out = Output {
            num_spillslots: 0,
            edits: Vec::with_capacity(func.num_insts() / 2),
            allocs: Vec::with_capacity(func.num_insts() * 2),
            inst_alloc_offsets: Vec::with_capacity(func.num_insts()),
            debug_locations: Vec::new(),
            stats: Default::default(),
        };
        self.classify(func)?;
        for b in 0..func.num_blocks() {
            self.block(func, Block::new(b), &mut out)?;
        }
        out.num_spillslots = self.num_slots as usize;
        Ok(out)
    }

    fn reset<F: Function>(&mut self, func: &F, env: &MachineEnv) {
        let n = func.num_vregs();
        self.vregs.clear();
        self.vregs.resize(n, VRegState::NEW);
        self.occupant.clear();
        self.occupant.resize(PReg::NUM_INDEX, NONE);
        self.allocatable = PRegSet::empty();
        self.occupied = PRegSet::empty();
        for (c, order) in self.order.iter_mut().enumerate() {
            order.clear();
            order.extend(env.preferred_regs_by_class[c]);
            order.extend(env.non_preferred_regs_by_class[c]);
            for &p in order.iter() {
                self.allocatable.add(p);
            }
        }
        self.num_slots = 0;
    }

    /// Decodes every instruction's operands (into `ops`, ranges in `op_start`) and marks
    /// the global virtual registers.
    fn classify<F: Function>(&mut self, func: &F) -> Res<()> {
        self.ops.clear();
        self.op_start.clear();
        for b in 0..func.num_blocks() {
            let block = Block::new(b);
            for &p in func.block_params(block) {
                self.vregs[p.vreg()].global = true;
            }
            let range = func.block_insns(block);
            for i in range.iter() {
                let start = self.ops.len() as u32;
                let special = self.decode(func, i)?;
                self.op_start
                    .push(start | if special { SPECIAL } else { 0 });
                for op in &self.ops[start as usize..] {
                    let v = op.vreg.vreg();
                    if op.kind == Kind::Use {
                        if self.vregs[v].def_block != b as u32 {
                            self.vregs[v].global = true;
                        }
                    } else {
                        if self.vregs[v].def_block != NONE {
                            return Err(Unsupported);
                        }
                        self.vregs[v].def_block = b as u32;
                    }
                }
            }
            if let Some(i) = range.iter().last() {
                if func.is_branch(i) {
                    for s in 0..func.block_succs(block).len() {
                        for &a in func.branch_blockparams(block, i, s) {
                            self.vregs[a.vreg()].global = true;
                        }
                    }
                }
            }
        }
        self.op_start.push(self.ops.len() as u32);
        Ok(())
    }

    /// The decoded operands of instruction `i`, and whether any has a fixed register or is
    /// an early def.
    #[inline]
    fn ops_of(&self, i: usize) -> (std::ops::Range<usize>, bool) {
        let s = self.op_start[i];
        let e = self.op_start[i + 1] & !SPECIAL;
        ((s & !SPECIAL) as usize..e as usize, s & SPECIAL != 0)
    }

    fn block<F: Function>(&mut self, func: &F, block: Block, out: &mut Output) -> Res<()> {
        let b = block.index() as u32;
        let range = func.block_insns(block);
        // Last use of each register in this block.
        for i in range.iter().rev() {
            let (ops, _) = self.ops_of(i.index());
            for op in &self.ops[ops] {
                if op.kind == Kind::Use {
                    let v = op.vreg.vreg();
                    if self.vregs[v].use_block != b {
                        self.vregs[v].use_block = b;
                        self.vregs[v].last_use = i.index() as u32;
                    }
                }
            }
        }
        // Nothing is in a register at a block boundary; parameters are in their slots.
        for p in self.occupied {
            let w = self.occupant[p.index()];
            self.vregs[w as usize].loc = NO_REG;
            self.occupant[p.index()] = NONE;
        }
        self.occupied = PRegSet::empty();
        for &p in func.block_params(block) {
            self.vregs[p.vreg()].slot_valid = true;
        }
        let last = range.last();
        for i in range.iter() {
            self.inst(func, block, i, i == last, out)?;
        }
        Ok(())
    }

    /// Whether `v`, moved out of its register before instruction `i`, must be kept: it
    /// is used again in this block (by `i` itself too, unless `i` already reads it from
    /// that register: `read_here`) and has no valid slot to reload it from.
    #[inline]
    fn needs_keeping(&self, v: usize, i: Inst, b: u32, read_here: bool) -> bool {
        let i = i.index() as u32;
        self.vregs[v].use_block == b
            && (self.vregs[v].last_use > i || (!read_here && self.vregs[v].last_use == i))
            && !self.vregs[v].slot_valid
    }

    fn slot_of(&mut self, func: &impl Function, v: VReg) -> u32 {
        if self.vregs[v.vreg()].slot == NONE {
            let size = func.spillslot_size(v.class()) as u32;
            let at = self.num_slots.next_multiple_of(size);
            self.num_slots = at + size;
            self.vregs[v.vreg()].slot = at;
        }
        self.vregs[v.vreg()].slot
    }

    fn stack(&mut self, func: &impl Function, v: VReg) -> Allocation {
        Allocation::stack(SpillSlot::new(self.slot_of(func, v) as usize))
    }

    /// Puts `v` in the (empty) register `p`.
    #[inline]
    fn set(&mut self, v: usize, p: PReg) {
        self.vregs[v].loc = p.index() as u16;
        self.occupant[p.index()] = v as u32;
        self.occupied.add(p);
    }

    /// Empties `p`.
    #[inline]
    fn clear(&mut self, p: PReg) {
        let w = self.occupant[p.index()];
        if w != NONE {
            self.vregs[w as usize].loc = NO_REG;
            self.occupant[p.index()] = NONE;
            self.occupied.remove(p);
        }
    }

    /// A free allocatable register of `class` outside `avoid`, or else one whose value can
    /// be moved away (preferring values that are dead or saved in their slot).
    fn pick(
        &self,
        class: RegClass,
        avoid: PRegSet,
        pinned: PRegSet,
        b: u32,
        i: Inst,
    ) -> Option<PReg> {
        let order = &self.order[class as usize];
        let mut victim = None;
        for &p in order {
            if avoid.contains(p) {
                continue;
            }
            let w = self.occupant[p.index()];
            if w == NONE {
                return Some(p);
            }
            let cheap = !self.needs_keeping(w as usize, i, b, pinned.contains(p));
            match victim {
                None => victim = Some((p, cheap)),
                Some((_, false)) if cheap => victim = Some((p, cheap)),
                _ => {}
            }
        }
        victim.map(|(p, _)| p)
    }

    /// Empties `p` before the instruction, keeping its value (in a free register outside
    /// `avoid`, or in its slot) when it is still needed; `read_here`: the instruction
    /// reads the value from `p`.
    #[allow(clippy::too_many_arguments)]
    fn evict<F: Function>(
        &mut self,
        func: &F,
        p: PReg,
        avoid: PRegSet,
        read_here: bool,
        b: u32,
        i: Inst,
        out: &mut Output,
    ) {
        let w = self.occupant[p.index()];
        if w == NONE {
            return;
        }
        self.clear(p);
        let w = w as usize;
        if !self.needs_keeping(w, i, b, read_here) {
            return;
        }
        let class = p.class();
        let vreg = VReg::new(w, class);
        let free = self.order[class as usize]
            .iter()
            .copied()
            .find(|&r| !avoid.contains(r) && r != p && self.occupant[r.index()] == NONE);
        let before = ProgPoint::before(i);
        match free {
            Some(r) => {
                out.edits.push((
                    before,
                    Edit::Move {
                        from: Allocation::reg(p),
                        to: Allocation::reg(r),
                    },
                ));
                self.set(w, r);
            }
            None => {
                let to = self.stack(func, vreg);
                out.edits.push((
                    before,
                    Edit::Move {
                        from: Allocation::reg(p),
                        to,
                    },
                ));
                self.vregs[w].slot_valid = true;
            }
        }
    }

    /// Where `v` is now: its register or its slot.
    fn current(&mut self, func: &impl Function, v: VReg) -> Res<Allocation> {
        let l = self.vregs[v.vreg()].loc;
        if l != NO_REG {
            return Ok(Allocation::reg(PReg::from_index(l as usize)));
        }
        if !self.vregs[v.vreg()].slot_valid {
            return Err(Unsupported);
        }
        Ok(self.stack(func, v))
    }

    /// Appends instruction `i`'s decoded operands to `self.ops`; returns whether any
    /// operand has a fixed register or is an early def.
    fn decode<F: Function>(&mut self, func: &F, i: Inst) -> Res<bool> {
        let mut special = false;
        for op in func.inst_operands(i) {
            let (kind, fixed, reuse) = match (op.kind(), op.pos(), op.constraint()) {
                (OperandKind::Use, OperandPos::Early, OperandConstraint::Reg) => {
                    (Kind::Use, None, NONE)
                }
                (OperandKind::Def, OperandPos::Late, OperandConstraint::Reg) => {
                    (Kind::Def, None, NONE)
                }
                (OperandKind::Def, OperandPos::Late, OperandConstraint::Reuse(k)) => {
                    (Kind::Def, None, k as u32)
                }
                (OperandKind::Def, OperandPos::Early, OperandConstraint::Reg) => {
                    special = true;
                    (Kind::EarlyDef, None, NONE)
                }
                (OperandKind::Use, OperandPos::Early, OperandConstraint::FixedReg(p))
                    if p.class() == op.class() =>
                {
                    special = true;
                    (Kind::Use, Some(p), NONE)
                }
                (OperandKind::Def, OperandPos::Late, OperandConstraint::FixedReg(p)) => {
                    special = true;
                    (Kind::Def, Some(p), NONE)
                }
                (OperandKind::Def, OperandPos::Early, OperandConstraint::FixedReg(p)) => {
                    special = true;
                    (Kind::EarlyDef, Some(p), NONE)
                }
                _ => return Err(Unsupported),
            };
            self.ops.push(Op {
                vreg: op.vreg(),
                kind,
                fixed,
                reuse,
            });
        }
        Ok(special)
    }

    fn inst<F: Function>(
        &mut self,
        func: &F,
        block: Block,
        i: Inst,
        is_last: bool,
        out: &mut Output,
    ) -> Res<()> {
        let (range, special) = self.ops_of(i.index());
        let ops = std::mem::take(&mut self.ops);
        let r = self.place(func, block, i, is_last, &ops[range], special, out);
        self.ops = ops;
        r?;
        if !self.after.is_empty() {
            out.edits.append(&mut self.after);
        }
        Ok(())
    }

    /// Places the operands `ops` of instruction `i` (see [`LocalAllocator::decode`]).
    #[allow(clippy::too_many_arguments)]
    fn place<F: Function>(
        &mut self,
        func: &F,
        block: Block,
        i: Inst,
        is_last: bool,
        ops: &[Op],
        special: bool,
        out: &mut Output,
    ) -> Res<()> {
        let b = block.index() as u32;
        let base = out.allocs.len();
        out.inst_alloc_offsets.push(base as u32);
        out.allocs.resize(base + ops.len(), Allocation::none());
        let clobbers = func.inst_clobbers(i);
        let has_clobbers = clobbers != PRegSet::empty();
        let before = ProgPoint::before(i);
        let mut cx = InstCx {
            pinned: PRegSet::empty(),
            written: clobbers,
        };
        let mut early_fixed = PRegSet::empty();
        if special {
            for op in ops {
                match (op.kind, op.fixed) {
                    (Kind::Def, Some(p)) => cx.written.add(p),
                    (Kind::EarlyDef, Some(p)) => early_fixed.add(p),
                    _ => {}
                }
            }

            // 1. Uses in fixed registers.
            for (k, op) in ops.iter().enumerate() {
                let (Kind::Use, Some(p)) = (op.kind, op.fixed) else {
                    continue;
                };
                let v = op.vreg;
                let vi = v.vreg();
                if self.vregs[vi].loc != p.index() as u16 {
                    if cx.pinned.contains(p) {
                        // Two values wanted in one register.
                        return Err(Unsupported);
                    }
                    let avoid = self.avoid_all(&cx, early_fixed, p);
                    self.evict(func, p, avoid, false, b, i, out);
                    let l = self.vregs[vi].loc;
                    let elsewhere = l != NO_REG && cx.pinned.contains(PReg::from_index(l as usize));
                    if elsewhere || (l != NO_REG && !self.allocatable.contains(p)) {
                        // The instruction reads `v` from another register too, or `p` is
                        // not one values stay in: copy.
                        out.edits.push((
                            before,
                            Edit::Move {
                                from: Allocation::reg(PReg::from_index(l as usize)),
                                to: Allocation::reg(p),
                            },
                        ));
                    } else {
                        let from = self.current(func, v)?;
                        out.edits.push((
                            before,
                            Edit::Move {
                                from,
                                to: Allocation::reg(p),
                            },
                        ));
                        if self.allocatable.contains(p) {
                            if let Some(q) = from.as_reg() {
                                self.clear(q);
                            }
                            self.set(vi, p);
                        }
                    }
                }
                cx.pinned.add(p);
                out.allocs[base + k] = Allocation::reg(p);
            }

            // 2. Fixed early defs: their registers are emptied now, so that no use goes
            // there.
            for p in early_fixed {
                if cx.pinned.contains(p) {
                    return Err(Unsupported);
                }
                let avoid = self.avoid_all(&cx, early_fixed, p);
                self.evict(func, p, avoid, false, b, i, out);
                cx.pinned.add(p);
            }
        }

        // 3. Uses in any register.
        for (k, op) in ops.iter().enumerate() {
            if op.kind != Kind::Use || op.fixed.is_some() {
                continue;
            }
            let v = op.vreg;
            let vi = v.vreg();
            let l = self.vregs[vi].loc;
            let p = if l != NO_REG {
                PReg::from_index(l as usize)
            } else {
                let mut avoid = cx.pinned;
                avoid.union_from(early_fixed);
                let p = self
                    .pick(v.class(), avoid, cx.pinned, b, i)
                    .ok_or(Unsupported)?;
                let keep_out = self.avoid_all(&cx, early_fixed, p);
                self.evict(func, p, keep_out, false, b, i, out);
                let from = self.current(func, v)?;
                out.edits.push((
                    before,
                    Edit::Move {
                        from,
                        to: Allocation::reg(p),
                    },
                ));
                self.set(vi, p);
                p
            };
            cx.pinned.add(p);
            out.allocs[base + k] = Allocation::reg(p);
        }

        if special {
            // 4. Early defs and temporaries: not in a register the instruction reads.
            for (k, op) in ops.iter().enumerate() {
                if op.kind != Kind::EarlyDef {
                    continue;
                }
                let p = match op.fixed {
                    Some(p) => p,
                    None => {
                        let mut avoid = cx.pinned;
                        avoid.union_from(cx.written);
                        let p = self
                            .pick(op.vreg.class(), avoid, cx.pinned, b, i)
                            .ok_or(Unsupported)?;
                        let keep_out = self.avoid_all(&cx, early_fixed, p);
                        self.evict(func, p, keep_out, false, b, i, out);
                        cx.pinned.add(p);
                        p
                    }
                };
                out.allocs[base + k] = Allocation::reg(p);
            }
        }

        // 5. Clobbered registers: their values move away first.
        if has_clobbers {
            let mut held = clobbers;
            held.intersect_from(self.occupied);
            for p in held {
                let avoid = self.avoid_all(&cx, early_fixed, p);
                self.evict(func, p, avoid, cx.pinned.contains(p), b, i, out);
            }
        }

        // 6. Arguments of a branch go to the slots of the successors' parameters.
        if is_last && func.is_branch(i) {
            self.branch_args(func, block, i, &cx, early_fixed, out)?;
        }

        // 7. Uses whose last use this is free their registers for the late defs.
        for op in ops {
            if op.kind == Kind::Use {
                let v = op.vreg.vreg();
                let l = self.vregs[v].loc;
                if l != NO_REG
                    && !(self.vregs[v].use_block == b && self.vregs[v].last_use > i.index() as u32)
                {
                    self.clear(PReg::from_index(l as usize));
                }
            }
        }

        // 8. Late defs: fixed ones, reused inputs, then any register.
        for (k, op) in ops.iter().enumerate() {
            if op.kind != Kind::Def {
                continue;
            }
            let p = match (op.fixed, op.reuse) {
                (Some(p), _) => p,
                (None, NONE) => continue,
                (None, u) => out.allocs[base + u as usize].as_reg().ok_or(Unsupported)?,
            };
            if self.occupant[p.index()] != NONE {
                let avoid = self.avoid_all(&cx, early_fixed, p);
                self.evict(func, p, avoid, cx.pinned.contains(p), b, i, out);
            }
            cx.written.add(p);
            out.allocs[base + k] = Allocation::reg(p);
        }
        for (k, op) in ops.iter().enumerate() {
            if op.kind != Kind::Def || op.fixed.is_some() || op.reuse != NONE {
                continue;
            }
            let mut avoid = cx.written;
            avoid.union_from(early_fixed);
            if special {
                for (k2, op2) in ops.iter().enumerate() {
                    if op2.kind == Kind::EarlyDef {
                        if let Some(r) = out.allocs[base + k2].as_reg() {
                            avoid.add(r);
                        }
                    }
                }
            }
            let p = self
                .pick(op.vreg.class(), avoid, cx.pinned, b, i)
                .ok_or(Unsupported)?;
            if self.occupant[p.index()] != NONE {
                let mut keep_out = self.avoid_all(&cx, early_fixed, p);
                keep_out.union_from(avoid);
                self.evict(func, p, keep_out, cx.pinned.contains(p), b, i, out);
            }
            cx.written.add(p);
            out.allocs[base + k] = Allocation::reg(p);
        }

        // 9. Record where the defined values are; global ones are stored to their slots.
        for (k, op) in ops.iter().enumerate() {
            if op.kind == Kind::Use {
                continue;
            }
            let v = op.vreg;
            let vi = v.vreg();
            let p = out.allocs[base + k].as_reg().ok_or(Unsupported)?;
            if self.vregs[vi].global || !self.allocatable.contains(p) {
                if is_last {
                    return Err(Unsupported);
                }
                let to = self.stack(func, v);
                self.after.push((
                    ProgPoint::after(i),
                    Edit::Move {
                        from: Allocation::reg(p),
                        to,
                    },
                ));
                self.vregs[vi].slot_valid = true;
            }
            let used_later =
                self.vregs[vi].use_block == b && self.vregs[vi].last_use > i.index() as u32;
            if used_later && self.allocatable.contains(p) {
                self.clear(p);
                self.set(vi, p);
            }
        }
        if has_clobbers {
            // Clobbered registers hold nothing else now.
            let mut held = clobbers;
            held.intersect_from(self.occupied);
            for p in held {
                let w = self.occupant[p.index()] as usize;
                if !ops
                    .iter()
                    .any(|op| op.kind != Kind::Use && op.vreg.vreg() == w)
                {
                    self.clear(p);
                }
            }
        }
        Ok(())
    }

    /// Registers a value evicted from `p` must not go to: those the instruction reads or
    /// writes, and `p` itself.
    fn avoid_all(&self, cx: &InstCx, early_fixed: PRegSet, p: PReg) -> PRegSet {
        let mut a = cx.pinned;
        a.union_from(cx.written);
        a.union_from(early_fixed);
        a.add(p);
        a
    }

    /// Moves the arguments of branch `i` into the slots of its successors' parameters.
    fn branch_args<F: Function>(
        &mut self,
        func: &F,
        block: Block,
        i: Inst,
        cx: &InstCx,
        early_fixed: PRegSet,
        out: &mut Output,
    ) -> Res<()> {
        let b = block.index() as u32;
        let before = ProgPoint::before(i);
        for (s, &succ) in func.block_succs(block).iter().enumerate() {
            let args = func.branch_blockparams(block, i, s);
            let params = func.block_params(succ);
            if args.len() != params.len() {
                return Err(Unsupported);
            }
            // A parameter passed to another parameter of the same block would be read
            // after its slot is overwritten.
            for (k, a) in args.iter().enumerate() {
                if params.iter().enumerate().any(|(j, p)| p == a && j != k) {
                    return Err(Unsupported);
                }
            }
            for (a, p) in args.iter().zip(params) {
                if a == p {
                    continue;
                }
                let to = self.stack(func, *p);
                let from = match self.current(func, *a)? {
                    r if r.is_reg() => r,
                    from => {
                        let mut avoid = cx.pinned;
                        avoid.union_from(early_fixed);
                        let r = self
                            .pick(a.class(), avoid, cx.pinned, b, i)
                            .ok_or(Unsupported)?;
                        self.evict(
                            func,
                            r,
                            self.avoid_all(cx, early_fixed, r),
                            cx.pinned.contains(r),
                            b,
                            i,
                            out,
                        );
                        out.edits.push((
                            before,
                            Edit::Move {
                                from,
                                to: Allocation::reg(r),
                            },
                        ));
                        self.set(a.vreg(), r);
                        Allocation::reg(r)
                    }
                };
                out.edits.push((before, Edit::Move { from, to }));
            }
        }
        Ok(())
    }
}

/// How an operand is used: read, written after the reads, or written before them.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Use,
    Def,
    EarlyDef,
}

/// An operand, decoded once per instruction.
#[derive(Copy, Clone)]
struct Op {
    vreg: VReg,
    kind: Kind,
    /// The register it must be in.
    fixed: Option<PReg>,
    /// For defs: the operand whose register it reuses (`NONE`: none).
    reuse: u32,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vcode::{MachInst, OperandUse, OperandVisitor, Reg, VCode};
    use regalloc2::checker::Checker;

    /// A test instruction: register operands with their constraints, clobbers, and
    /// whether it ends a block.
    #[derive(Clone, Debug)]
    struct T {
        ops: Vec<(Reg, OperandUse)>,
        clobbers: PRegSet,
        branch: bool,
        ret: bool,
    }

    impl MachInst for T {
        fn visit_operands(&mut self, v: &mut dyn OperandVisitor) {
            for (r, how) in &mut self.ops {
                v.operand(r, *how);
            }
        }
        fn clobbers(&self) -> PRegSet {
            self.clobbers
        }
        fn is_ret(&self) -> bool {
            self.ret
        }
        fn is_branch(&self) -> bool {
            self.branch
        }
    }

    fn p(n: usize) -> PReg {
        PReg::new(n, RegClass::Int)
    }

    fn env() -> MachineEnv {
        let mut regs = PRegSet::empty();
        for n in 0..4 {
            regs.add(p(n));
        }
        MachineEnv {
            preferred_regs_by_class: [regs, PRegSet::empty(), PRegSet::empty()],
            non_preferred_regs_by_class: [PRegSet::empty(); 3],
            scratch_by_class: [Some(p(5)), None, None],
            fixed_stack_slots: Vec::new(),
        }
    }

    fn inst(ops: &[(Reg, OperandUse)]) -> T {
        T {
            ops: ops.to_vec(),
            clobbers: PRegSet::empty(),
            branch: false,
            ret: false,
        }
    }

    fn jump() -> T {
        T {
            branch: true,
            ..inst(&[])
        }
    }

    fn ret(uses: &[Reg]) -> T {
        let ops: Vec<_> = uses.iter().map(|&r| (r, OperandUse::Use)).collect();
        T {
            ret: true,
            ..inst(&ops)
        }
    }

    /// Allocates `v` with the local allocator and checks the result.
    fn check(v: &VCode<T>) {
        let env = env();
        let out = LocalAllocator::default()
            .run(v, &env)
            .expect("the local allocator handles it");
        let mut checker = Checker::new(v, &env);
        checker.prepare(&out);
        checker.run().expect("a correct allocation");
    }

    #[test]
    fn pressure_fixed_registers_and_clobbers() {
        use OperandUse::*;
        let mut v = VCode::<T>::default();
        let r: Vec<Reg> = (0..9).map(|_| v.new_vreg(RegClass::Int)).collect();
        v.start_block(&[]);
        // More live values than registers.
        for &x in &r[..6] {
            v.push(inst(&[(x, Def)]));
        }
        // Two values swapped into fixed registers, one of them also read normally.
        v.push(inst(&[
            (r[0], FixedUse(p(1))),
            (r[1], FixedUse(p(0))),
            (r[0], Use),
        ]));
        // A two-address op whose input stays live, an early def and a temporary.
        v.push(inst(&[(r[2], Use), (r[6], ReuseDef(0))]));
        v.push(inst(&[(r[3], Use), (r[7], EarlyDef), (r[8], Temp)]));
        // A call: fixed argument and result, everything else clobbered.
        let mut call = inst(&[(r[4], FixedUse(p(2))), (r[4], FixedDef(p(0)))]);
        call.ops[1].0 = v.new_vreg(RegClass::Int);
        let result = call.ops[1].0;
        for n in 0..4 {
            call.clobbers.add(p(n));
        }
        call.clobbers.remove(p(0));
        v.push(call);
        for pair in [[r[0], r[1]], [r[2], r[3]], [r[5], r[6]], [r[7], result]] {
            v.push(inst(&[(pair[0], Use), (pair[1], Use)]));
        }
        v.push(ret(&[]));
        v.end_block(&[]);
        v.finish();
        check(&v);
    }

    #[test]
    fn values_across_blocks_and_block_parameters() {
        use OperandUse::*;
        let mut v = VCode::<T>::default();
        let a = v.new_vreg(RegClass::Int);
        let b = v.new_vreg(RegClass::Int);
        let c = v.new_vreg(RegClass::Int);
        let param = v.new_vreg(RegClass::Int);
        v.start_block(&[]);
        v.push(inst(&[(a, Def)]));
        v.push(inst(&[(b, Def)]));
        v.push(jump());
        v.end_block(&[(1, &[b])]);
        v.start_block(&[param]);
        v.push(inst(&[(a, Use), (param, Use), (c, Def)]));
        v.push(ret(&[c, a]));
        v.end_block(&[]);
        v.finish();
        check(&v);
    }

    #[test]
    fn unsupported_shapes_are_reported() {
        use OperandUse::*;
        let mut v = VCode::<T>::default();
        let a = v.new_vreg(RegClass::Int);
        let b = v.new_vreg(RegClass::Int);
        v.start_block(&[]);
        v.push(inst(&[(a, Def)]));
        v.push(inst(&[(b, Def)]));
        // Two different values wanted in one register.
        v.push(inst(&[(a, FixedUse(p(0))), (b, FixedUse(p(0)))]));
        v.push(ret(&[]));
        v.end_block(&[]);
        v.finish();
        assert!(LocalAllocator::default().run(&v, &env()).is_err());
    }
}
