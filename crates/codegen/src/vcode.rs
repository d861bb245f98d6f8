//! VCode: one function's machine instructions over virtual registers, between instruction
//! selection and register allocation.
//!
//! Blocks carry block parameters (SSA phis become parameters; branches pass arguments), and
//! the container implements [`regalloc2::Function`] directly. Each machine instruction
//! describes its register operands once, through [`MachInst::visit_operands`]; that one
//! visitor both reports regalloc2 operands and, after allocation, rewrites the registers in
//! place.

use regalloc2::{
    Allocation, Block as RaBlock, Inst as RaInst, InstRange, Operand, OperandConstraint,
    OperandKind, OperandPos, PReg, PRegSet, RegClass, VReg,
};

/// A register in a machine instruction: a virtual register before allocation, a physical
/// one after (or from the start, for fixed uses such as the stack pointer).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Reg(u32);

const PHYS_BIT: u32 = 1 << 31;

impl Reg {
    /// The virtual register number `n`.
    #[inline]
    pub fn virt(n: u32) -> Reg {
        Reg(n)
    }

    /// A physical register.
    #[inline]
    pub fn phys(p: PReg) -> Reg {
        Reg(PHYS_BIT | p.index() as u32)
    }

    /// The physical register, if this is one.
    #[inline]
    pub fn as_phys(self) -> Option<PReg> {
        (self.0 & PHYS_BIT != 0).then(|| PReg::from_index((self.0 & !PHYS_BIT) as usize))
    }

    /// The virtual register number, if this is a virtual register.
    #[inline]
    pub fn as_virt(self) -> Option<u32> {
        (self.0 & PHYS_BIT == 0).then_some(self.0)
    }
}

/// How an instruction uses one register operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OperandUse {
    /// Read before any result is written.
    Use,
    /// Written after all inputs are read.
    Def,
    /// Written before inputs are read (must not share a register with any input).
    EarlyDef,
    /// Written into the register of input operand number `n` (two-address form).
    ReuseDef(usize),
    /// Read in a fixed physical register.
    FixedUse(PReg),
    /// Written in a fixed physical register.
    FixedDef(PReg),
    /// Written in a fixed physical register before inputs are read.
    FixedEarlyDef(PReg),
    /// A scratch register needed during the instruction.
    Temp,
}

/// Receives an instruction's register operands in a fixed order.
pub trait OperandVisitor {
    /// One register operand; the visitor may rewrite `reg` in place.
    fn operand(&mut self, reg: &mut Reg, how: OperandUse);
}

/// Visits registers bound to fixed physical registers (call arguments and results,
/// function entry and return values): defs when `def`, else uses.
pub fn visit_fixed(v: &mut dyn OperandVisitor, regs: &mut [(Reg, PReg)], def: bool) {
    for (r, p) in regs {
        let how = if def {
            OperandUse::FixedDef(*p)
        } else {
            OperandUse::FixedUse(*p)
        };
        v.operand(r, how);
    }
}

/// What the machine layer needs to know about a target's instructions.
pub trait MachInst: Clone {
    /// Visits every register operand, always in the same order.
    fn visit_operands(&mut self, v: &mut dyn OperandVisitor);
    /// Physical registers the instruction overwrites besides its defs (calls).
    fn clobbers(&self) -> PRegSet {
        PRegSet::empty()
    }
    /// True for returns (and other function exits).
    fn is_ret(&self) -> bool;
    /// True for branches, which must end their block.
    fn is_branch(&self) -> bool;
}

/// Index of a machine block.
pub type MBlock = u32;

#[derive(Clone, Default)]
struct BlockInfo {
    insts: (u32, u32),
    succs: (u32, u32),
    preds: (u32, u32),
    params: (u32, u32),
    /// Start of this block's per-successor argument ranges in `branch_args`.
    branch_args: u32,
}

/// The machine code of one function over virtual registers.
pub struct VCode<I: MachInst> {
    /// Instructions in block order.
    pub insts: Vec<I>,
    operands: Vec<Operand>,
    operand_ranges: Vec<(u32, u32)>,
    clobbers: Vec<PRegSet>,
    blocks: Vec<BlockInfo>,
    succ_pool: Vec<RaBlock>,
    pred_pool: Vec<RaBlock>,
    vreg_pool: Vec<VReg>,
    /// Per block and successor: range of the branch's arguments in `vreg_pool`.
    branch_args: Vec<(u32, u32)>,
    vreg_classes: Vec<RegClass>,
    /// Spill slot size of float/vector registers in 8-byte units: 2 (128-bit registers,
    /// the default), or what the target sets when the function keeps wider vectors in
    /// registers (4 for 256 bits).
    pub float_spill_units: usize,
    /// For line tables: per instruction, the IR instruction it was lowered from, when
    /// tracked ([`VCode::track_source_locations`]).
    srclocs: Option<Vec<u32>>,
    /// The IR instruction being lowered.
    current_srcloc: u32,
    /// For debug info: variables' values in virtual registers over instruction ranges
    /// (vreg, first instruction, end, label), sorted by vreg at [`VCode::finish`], as
    /// the allocator's `debug_value_labels` wants them.
    debug_labels: Vec<(VReg, RaInst, RaInst, u32)>,
    /// For debug info: variables with constant values over instruction ranges (label,
    /// first instruction, end, value).
    debug_constants: Vec<(u32, u32, u32, u64)>,
    /// The labels whose range is open in the current block: label, value, first
    /// instruction.
    open_labels: Vec<(u32, DebugValue, u32)>,
}

/// What a variable's value is, for debug info ([`VCode::set_debug_value`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DebugValue {
    /// Not known.
    Unknown,
    /// The value of a register.
    Reg(Reg),
    /// An integer constant (zero-extended from its width).
    Const(u64),
}

impl<I: MachInst> Default for VCode<I> {
    fn default() -> Self {
        VCode {
            insts: Vec::new(),
            operands: Vec::new(),
            operand_ranges: Vec::new(),
            clobbers: Vec::new(),
            blocks: Vec::new(),
            succ_pool: Vec::new(),
            pred_pool: Vec::new(),
            vreg_pool: Vec::new(),
            branch_args: Vec::new(),
            vreg_classes: Vec::new(),
            float_spill_units: 2,
            srclocs: None,
            current_srcloc: u32::MAX,
            debug_labels: Vec::new(),
            debug_constants: Vec::new(),
            open_labels: Vec::new(),
        }
    }
}

struct Collector<'a> {
    classes: &'a [RegClass],
    out: &'a mut Vec<Operand>,
}

impl OperandVisitor for Collector<'_> {
    fn operand(&mut self, reg: &mut Reg, how: OperandUse) {
        let Some(n) = reg.as_virt() else {
            // Physical registers named directly (stack pointer and the like) are not
            // allocated.
            return;
        };
        let vreg = VReg::new(n as usize, self.classes[n as usize]);
        use OperandUse::*;
        let op = match how {
            Use => Operand::reg_use(vreg),
            Def => Operand::reg_def(vreg),
            EarlyDef => Operand::new(
                vreg,
                OperandConstraint::Reg,
                OperandKind::Def,
                OperandPos::Early,
            ),
            ReuseDef(i) => Operand::reg_reuse_def(vreg, i),
            FixedUse(p) => Operand::reg_fixed_use(vreg, p),
            FixedDef(p) => Operand::reg_fixed_def(vreg, p),
            FixedEarlyDef(p) => Operand::new(
                vreg,
                OperandConstraint::FixedReg(p),
                OperandKind::Def,
                OperandPos::Early,
            ),
            Temp => Operand::reg_temp(vreg),
        };
        self.out.push(op);
    }
}

/// Rewrites virtual registers to their allocations, in operand order.
struct Rewriter<'a> {
    allocs: &'a [Allocation],
    next: usize,
}

impl OperandVisitor for Rewriter<'_> {
    fn operand(&mut self, reg: &mut Reg, _how: OperandUse) {
        if reg.as_virt().is_none() {
            return;
        }
        let a = self.allocs[self.next];
        self.next += 1;
        // Only register constraints are used, so every allocation is a register.
        *reg = Reg::phys(a.as_reg().expect("register allocation"));
    }
}

/// Renames the virtual registers of uses (see [`VCode::push_renamed`]).
struct UseRenamer<'a> {
    rename: &'a dyn Fn(u32) -> u32,
}

impl OperandVisitor for UseRenamer<'_> {
    fn operand(&mut self, reg: &mut Reg, how: OperandUse) {
        if matches!(how, OperandUse::Use | OperandUse::FixedUse(_)) {
            if let Some(v) = reg.as_virt() {
                *reg = Reg::virt((self.rename)(v));
            }
        }
    }
}

impl<I: MachInst> VCode<I> {
    /// An empty VCode with room for about `insts` instructions (avoids regrowing the
    /// tables while lowering; blocks are assumed to hold about 8 instructions).
    pub fn with_capacity(insts: usize) -> Self {
        let blocks = insts / 8 + 1;
        VCode {
            insts: Vec::with_capacity(insts),
            operands: Vec::with_capacity(insts * 2),
            operand_ranges: Vec::with_capacity(insts),
            clobbers: Vec::with_capacity(insts),
            vreg_classes: Vec::with_capacity(insts),
            blocks: Vec::with_capacity(blocks),
            succ_pool: Vec::with_capacity(blocks * 2),
            vreg_pool: Vec::with_capacity(blocks),
            branch_args: Vec::with_capacity(blocks * 2),
            ..Default::default()
        }
    }

    /// A new virtual register of class `class`.
    pub fn new_vreg(&mut self, class: RegClass) -> Reg {
        let n = self.vreg_classes.len() as u32;
        self.vreg_classes.push(class);
        Reg::virt(n)
    }

    /// The class of virtual register `r`.
    pub fn class_of(&self, r: Reg) -> RegClass {
        self.vreg_classes[r.as_virt().expect("virtual register") as usize]
    }

    /// Starts machine block `b` (blocks must be started in order 0, 1, 2, …) with the
    /// given parameters.
    pub fn start_block(&mut self, params: &[Reg]) -> MBlock {
        let b = self.blocks.len() as u32;
        if let Some(prev) = self.blocks.last_mut() {
            prev.insts.1 = self.insts.len() as u32;
        }
        let p0 = self.vreg_pool.len() as u32;
        for &r in params {
            let n = r.as_virt().expect("block parameter is virtual");
            self.vreg_pool
                .push(VReg::new(n as usize, self.vreg_classes[n as usize]));
        }
        let n = self.insts.len() as u32;
        self.blocks.push(BlockInfo {
            insts: (n, n),
            params: (p0, self.vreg_pool.len() as u32),
            ..Default::default()
        });
        b
    }

    /// Appends an instruction to the current block.
    /// Records from now on which IR instruction each instruction comes from (for line
    /// tables).
    pub fn track_source_locations(&mut self) {
        self.srclocs = Some(Vec::with_capacity(self.insts.capacity()));
    }

    /// The IR instruction (its index) the next instructions are lowered from.
    #[inline]
    pub fn set_source_location(&mut self, ir_inst: u32) {
        self.current_srcloc = ir_inst;
    }

    /// The IR instruction instruction `i` was lowered from, when tracked.
    #[inline]
    pub fn source_location(&self, i: usize) -> Option<u32> {
        self.srclocs
            .as_ref()
            .map(|s| s[i])
            .filter(|&l| l != u32::MAX)
    }

    /// From the next instruction on, variable `label` has value `value` until the next
    /// call for the label or the end of the block.
    pub fn set_debug_value(&mut self, label: u32, value: DebugValue) {
        let now = self.insts.len() as u32;
        if let Some(k) = self.open_labels.iter().position(|o| o.0 == label) {
            let (_, value, start) = self.open_labels.swap_remove(k);
            self.close_label(label, value, start, now);
        }
        if value != DebugValue::Unknown {
            self.open_labels.push((label, value, now));
        }
    }

    /// Records label `label` with `value` over instructions `start..end`, if not empty.
    fn close_label(&mut self, label: u32, value: DebugValue, start: u32, end: u32) {
        if start >= end {
            return;
        }
        match value {
            DebugValue::Reg(r) => {
                let Some(v) = r.as_virt() else {
                    return;
                };
                let vreg = VReg::new(v as usize, self.vreg_classes[v as usize]);
                let (start, end) = (RaInst::new(start as usize), RaInst::new(end as usize));
                self.debug_labels.push((vreg, start, end, label));
            }
            DebugValue::Const(c) => self.debug_constants.push((label, start, end, c)),
            DebugValue::Unknown => {}
        }
    }

    /// The variables' constant values ([`VCode::set_debug_value`]), as (label, first
    /// instruction, end, value).
    pub fn debug_constants(&self) -> &[(u32, u32, u32, u64)] {
        &self.debug_constants
    }

    /// The variables' values in registers ([`VCode::set_debug_value`]), as (vreg, first
    /// instruction, end, label).
    pub fn debug_labels(&self) -> &[(VReg, RaInst, RaInst, u32)] {
        &self.debug_labels
    }

    /// Takes over the debug labels of `src`, whose instruction `i` is instruction
    /// `new_index[i]` here (`new_index` has an entry for the end too).
    pub fn renumber_debug_labels(&mut self, src: &VCode<I>, new_index: &[u32]) {
        let at = |i: RaInst| RaInst::new(new_index[i.index()] as usize);
        self.debug_labels = src
            .debug_labels
            .iter()
            .map(|&(v, start, end, label)| (v, at(start), at(end), label))
            .collect();
        let at = |i: u32| new_index[i as usize];
        self.debug_constants = src
            .debug_constants
            .iter()
            .map(|&(label, start, end, c)| (label, at(start), at(end), c))
            .collect();
    }

    /// Whether source locations are tracked.
    pub fn tracks_source_locations(&self) -> bool {
        self.srclocs.is_some()
    }

    pub fn push(&mut self, mut inst: I) {
        if let Some(s) = &mut self.srclocs {
            s.push(self.current_srcloc);
        }
        let start = self.operands.len() as u32;
        inst.visit_operands(&mut Collector {
            classes: &self.vreg_classes,
            out: &mut self.operands,
        });
        self.operand_ranges
            .push((start, self.operands.len() as u32));
        self.clobbers.push(inst.clobbers());
        self.insts.push(inst);
    }

    /// Appends a copy of instruction `i` of `src` (a VCode with the same virtual registers
    /// and more) whose uses read `rename(v)` for virtual register `v`; the operands are
    /// taken over from `src`, and only an instruction with renamed uses is visited.
    pub fn push_renamed(&mut self, src: &VCode<I>, i: usize, rename: &dyn Fn(u32) -> u32) {
        let (s, e) = src.operand_ranges[i];
        let start = self.operands.len() as u32;
        let mut renamed = false;
        for op in &src.operands[s as usize..e as usize] {
            let v = op.vreg();
            let n = if op.kind() == OperandKind::Use {
                rename(v.vreg() as u32) as usize
            } else {
                v.vreg()
            };
            self.operands.push(if n == v.vreg() {
                *op
            } else {
                renamed = true;
                Operand::new(
                    VReg::new(n, v.class()),
                    op.constraint(),
                    op.kind(),
                    op.pos(),
                )
            });
        }
        self.operand_ranges
            .push((start, self.operands.len() as u32));
        self.clobbers.push(src.clobbers[i]);
        if let (Some(s), Some(from)) = (&mut self.srclocs, &src.srclocs) {
            s.push(from[i]);
        }
        let mut inst = src.insts[i].clone();
        if renamed {
            inst.visit_operands(&mut UseRenamer { rename });
        }
        self.insts.push(inst);
    }

    /// Ends the current block: records its successors and the arguments its final branch
    /// passes to each.
    pub fn end_block(&mut self, succs: &[(MBlock, &[Reg])]) {
        let n = self.insts.len() as u32;
        let ba = self.branch_args.len() as u32;
        let s0 = self.succ_pool.len() as u32;
        for &(s, args) in succs {
            self.succ_pool.push(RaBlock::new(s as usize));
            let a0 = self.vreg_pool.len() as u32;
            for &r in args {
                let v = r.as_virt().expect("branch argument is virtual");
                self.vreg_pool
                    .push(VReg::new(v as usize, self.vreg_classes[v as usize]));
            }
            self.branch_args.push((a0, self.vreg_pool.len() as u32));
        }
        for (label, value, start) in std::mem::take(&mut self.open_labels) {
            self.close_label(label, value, start, n);
        }
        let b = self.blocks.last_mut().expect("a started block");
        b.insts.1 = n;
        b.succs = (s0, self.succ_pool.len() as u32);
        b.branch_args = ba;
    }

    /// Computes predecessor lists; call once after the last block.
    pub fn finish(&mut self) {
        #[cfg(debug_assertions)]
        {
            // regalloc2's Ion allocator learns a vreg's class from its operands: a vreg
            // that no operand mentions makes it panic, so lowering must not create any.
            let mut seen = vec![false; self.vreg_classes.len()];
            for o in &self.operands {
                seen[o.vreg().vreg()] = true;
            }
            for v in &self.vreg_pool {
                seen[v.vreg()] = true;
            }
            if let Some(n) = seen.iter().position(|s| !s) {
                panic!("virtual register v{n} is never used or defined");
            }
        }
        self.debug_labels.sort_unstable_by_key(|l| (l.0, l.1));
        let nb = self.blocks.len();
        let mut counts = vec![0u32; nb + 1];
        for b in &self.blocks {
            for s in &self.succ_pool[b.succs.0 as usize..b.succs.1 as usize] {
                counts[s.index()] += 1;
            }
        }
        let mut start = 0u32;
        for (i, b) in self.blocks.iter_mut().enumerate() {
            b.preds = (start, start);
            start += counts[i];
        }
        self.pred_pool = vec![RaBlock::new(0); start as usize];
        for bi in 0..nb {
            let (s0, s1) = self.blocks[bi].succs;
            for k in s0..s1 {
                let s = self.succ_pool[k as usize].index();
                let slot = self.blocks[s].preds.1;
                self.pred_pool[slot as usize] = RaBlock::new(bi);
                self.blocks[s].preds.1 += 1;
            }
        }
    }

    /// Number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Instruction index range of block `b`.
    pub fn block_range(&self, b: MBlock) -> std::ops::Range<usize> {
        let (s, e) = self.blocks[b as usize].insts;
        s as usize..e as usize
    }

    /// Successor blocks of `b`.
    pub fn succs(&self, b: MBlock) -> impl Iterator<Item = MBlock> + '_ {
        let (s0, s1) = self.blocks[b as usize].succs;
        self.succ_pool[s0 as usize..s1 as usize]
            .iter()
            .map(|s| s.index() as u32)
    }

    /// Rewrites instruction `i`'s virtual registers with its allocations.
    pub fn rewrite(&mut self, i: usize, allocs: &[Allocation]) {
        self.insts[i].visit_operands(&mut Rewriter { allocs, next: 0 });
    }

    /// The class of a virtual register of regalloc2.
    pub fn vreg_class(&self, v: VReg) -> RegClass {
        v.class()
    }
}

impl<I: MachInst + std::fmt::Debug> VCode<I> {
    /// A listing for debugging: blocks with their parameters, instructions (with their
    /// allocations and regalloc2's moves when `out` is given), successors with arguments.
    pub fn dump(&self, out: Option<&regalloc2::Output>) -> String {
        use regalloc2::Function as _;
        use std::fmt::Write as _;
        let mut s = String::new();
        for b in 0..self.blocks.len() {
            let rb = RaBlock::new(b);
            let _ = writeln!(s, "block{b} {:?}:", self.block_params(rb));
            match out {
                None => {
                    for k in self.block_range(b as u32) {
                        let _ = writeln!(s, "  {k}: {:?}", self.insts[k]);
                    }
                }
                Some(out) => {
                    for ie in out.block_insts_and_edits(self, rb) {
                        let _ = match ie {
                            regalloc2::InstOrEdit::Inst(i) => writeln!(
                                s,
                                "  {}: {:?} {:?}",
                                i.index(),
                                self.insts[i.index()],
                                out.inst_allocs(i)
                            ),
                            regalloc2::InstOrEdit::Edit(e) => writeln!(s, "    {e:?}"),
                        };
                    }
                }
            }
            let last = RaInst::new(self.blocks[b].insts.1.saturating_sub(1) as usize);
            for (k, succ) in self.block_succs(rb).iter().enumerate() {
                let args = self.branch_blockparams(rb, last, k);
                let _ = writeln!(s, "  -> block{} {args:?}", succ.index());
            }
        }
        s
    }
}

impl<I: MachInst> regalloc2::Function for VCode<I> {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }

    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    fn entry_block(&self) -> RaBlock {
        RaBlock::new(0)
    }

    fn block_insns(&self, block: RaBlock) -> InstRange {
        let (s, e) = self.blocks[block.index()].insts;
        InstRange::new(RaInst::new(s as usize), RaInst::new(e as usize))
    }

    fn block_succs(&self, block: RaBlock) -> &[RaBlock] {
        let (s, e) = self.blocks[block.index()].succs;
        &self.succ_pool[s as usize..e as usize]
    }

    fn block_preds(&self, block: RaBlock) -> &[RaBlock] {
        let (s, e) = self.blocks[block.index()].preds;
        &self.pred_pool[s as usize..e as usize]
    }

    fn block_params(&self, block: RaBlock) -> &[VReg] {
        let (s, e) = self.blocks[block.index()].params;
        &self.vreg_pool[s as usize..e as usize]
    }

    fn is_ret(&self, insn: RaInst) -> bool {
        self.insts[insn.index()].is_ret()
    }

    fn is_branch(&self, insn: RaInst) -> bool {
        self.insts[insn.index()].is_branch()
    }

    fn branch_blockparams(&self, block: RaBlock, _insn: RaInst, succ_idx: usize) -> &[VReg] {
        let b = &self.blocks[block.index()];
        let (s, e) = self.branch_args[b.branch_args as usize + succ_idx];
        &self.vreg_pool[s as usize..e as usize]
    }

    fn inst_operands(&self, insn: RaInst) -> &[Operand] {
        let (s, e) = self.operand_ranges[insn.index()];
        &self.operands[s as usize..e as usize]
    }

    fn inst_clobbers(&self, insn: RaInst) -> PRegSet {
        self.clobbers[insn.index()]
    }

    fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }

    fn debug_value_labels(&self) -> &[(VReg, RaInst, RaInst, u32)] {
        &self.debug_labels
    }

    fn spillslot_size(&self, regclass: RegClass) -> usize {
        match regclass {
            RegClass::Int => 1,
            RegClass::Float | RegClass::Vector => self.float_spill_units,
        }
    }
}
