//! The allocator's moves on a loop's back edge placed before the latch's conditional
//! branch, so that the back edge needs no block of its own.
//!
//! A loop whose latch ends in a conditional branch (`b.eq exit` / back to the header) and
//! whose header has block parameters gets an edge block for the back edge (no edge may be
//! critical): the loop runs `b.eq exit; mov x9, x10; b loop`, three instructions where
//! llc runs `mov w16, w17; b.ne loop`. [`hoist_latch_moves`] finds such edge blocks
//! (one predecessor, nothing but register moves of the allocator and a jump back to a
//! block at or before the latch) and moves their moves in front of the latch's branch
//! when that is harmless: nothing the moves write is live into the branch's other
//! target (a backward liveness problem over the physical registers of the allocated
//! code) and the branch does not read it. The edge block is then a jump only, which jump
//! threading leaves out. The moves run in the order the allocator sequenced them, after
//! everything else of the latch, so on the back edge they do what they did; on the exit
//! edge they write only dead registers. Moves into spill slots are left where they are.
//!
//! The target says which of its terminators are conditional branches that neither write
//! registers nor depend on more than their operands and flags (register moves must not
//! change the flags).

use crate::spill_moves::{block_items, Item, MoveFate};
use crate::vcode::{MachInst, VCode};
use regalloc2::{Allocation, Block, Edit, Function, Inst, OperandKind, Output, PRegSet, ProgPoint};

/// Edge blocks whose moves are emitted before their predecessor's terminator.
#[derive(Default)]
pub struct HoistedMoves {
    /// Per block: the range of `Output::edits` to emit before its terminator (empty for
    /// most). Empty when nothing is hoisted.
    before_terminator: Vec<(u32, u32)>,
    /// Per block: whether its edits were hoisted (it is a jump only now).
    emptied: Vec<bool>,
}

impl HoistedMoves {
    /// The edits to emit before block `b`'s terminator (indices into `Output::edits`;
    /// dropped ones are to be filtered by the caller).
    pub fn before_terminator(&self, b: u32) -> std::ops::Range<usize> {
        match self.before_terminator.get(b as usize) {
            Some(&(s, e)) => s as usize..e as usize,
            None => 0..0,
        }
    }

    /// Whether block `b`'s edits were moved into its predecessor.
    pub fn emptied(&self, b: u32) -> bool {
        self.emptied.get(b as usize).copied().unwrap_or(false)
    }
}

/// The items the emitter emits for one block: its instructions and edits without the
/// dropped edits and, in a block whose moves were hoisted, without its edits; with the
/// edits hoisted into it (not dropped) right before its terminator. One iterator, as the
/// emitter walks every item of every function through it.
pub struct EmittedItems<'a, I> {
    items: I,
    fates: &'a [MoveFate],
    /// The block's own edits are left out (hoisted into its predecessor).
    emptied: bool,
    terminator: Item,
    moves: std::ops::Range<usize>,
    /// The terminator was reached and the hoisted moves are being yielded.
    releasing: bool,
}

impl<I: Iterator<Item = Item>> Iterator for EmittedItems<'_, I> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        loop {
            if self.releasing {
                match self.moves.next() {
                    Some(k) if self.fates.get(k) == Some(&MoveFate::Drop) => continue,
                    Some(k) => return Some(Item::Edit(k)),
                    None => {
                        self.releasing = false;
                        return Some(self.terminator);
                    }
                }
            }
            let item = self.items.next()?;
            match item {
                Item::Edit(k) if self.emptied || self.fates.get(k) == Some(&MoveFate::Drop) => {}
                _ if !self.moves.is_empty() && item == self.terminator => self.releasing = true,
                _ => return Some(item),
            }
        }
    }
}

impl HoistedMoves {
    /// What the emitter emits of block `b`, whose items are `items` and last
    /// instruction `terminator`, given each edit's fate.
    pub fn emitted_items<'a, I: Iterator<Item = Item>>(
        &self,
        b: u32,
        terminator: Inst,
        items: I,
        fates: &'a [MoveFate],
    ) -> EmittedItems<'a, I> {
        EmittedItems {
            items,
            fates,
            emptied: self.emptied(b),
            terminator: Item::Inst(terminator),
            moves: self.before_terminator(b),
            releasing: false,
        }
    }
}

/// A move as the emitter makes it: the allocator's edit `k` with its fate applied, or
/// `None` when it is dropped.
fn effective_move(out: &Output, fates: &[MoveFate], k: usize) -> Option<(Allocation, Allocation)> {
    let Edit::Move { from, to } = out.edits[k].1;
    match fates.get(k) {
        Some(MoveFate::Drop) => None,
        Some(&MoveFate::CopyFrom(r)) => Some((Allocation::reg(r), to)),
        _ => Some((from, to)),
    }
}

/// Finds the back-edge blocks whose moves may run before their latch's branch (see the
/// module documentation). `fates`: what the emitter does with each edit
/// ([`crate::spill_moves::redundant_moves`]); `is_cond_branch`: the target's conditional
/// branches; `jump_target`: the target of an unconditional jump.
pub fn hoist_latch_moves<I: MachInst>(
    f: &VCode<I>,
    out: &Output,
    fates: &[MoveFate],
    is_cond_branch: impl Fn(&I) -> bool,
    jump_target: impl Fn(&I) -> Option<u32>,
) -> HoistedMoves {
    let nb = f.num_blocks();
    // (latch, edge block, other target, edits of the edge block)
    let mut candidates: Vec<(u32, u32, u32, (u32, u32))> = Vec::new();
    for b in 0..nb {
        let range = f.block_insns(Block::new(b));
        if range.len() == 0 || !is_cond_branch(&f.insts[range.last().index()]) {
            continue;
        }
        let succs = f.block_succs(Block::new(b));
        if succs.len() != 2 || succs[0] == succs[1] {
            continue;
        }
        for (k, e) in succs.iter().enumerate() {
            let er = f.block_insns(*e);
            if er.len() != 1 || f.block_preds(*e).len() != 1 {
                continue;
            }
            let Some(header) = jump_target(&f.insts[er.first().index()]) else {
                continue;
            };
            if header as usize > b {
                continue;
            }
            let at = ProgPoint::before(er.first());
            let lo = out.edits.partition_point(|&(pos, _)| pos < at);
            let hi = out.edits.partition_point(|&(pos, _)| pos <= at);
            let mut any = false;
            let mut regs_only = true;
            for k in lo..hi {
                if let Some((_, to)) = effective_move(out, fates, k) {
                    any = true;
                    regs_only &= to.is_reg();
                }
            }
            if any && regs_only {
                let other = succs[1 - k].index() as u32;
                candidates.push((b as u32, e.index() as u32, other, (lo as u32, hi as u32)));
                break;
            }
        }
    }
    if candidates.is_empty() {
        return HoistedMoves::default();
    }
    let Some(live_in) = live_in(f, out, fates) else {
        return HoistedMoves::default();
    };
    let mut hoisted = HoistedMoves::default();
    for (b, e, other, (lo, hi)) in candidates {
        let term = f.block_insns(Block::new(b as usize)).last();
        let mut read = live_in[other as usize];
        for a in out.inst_allocs(term) {
            if let Some(r) = a.as_reg() {
                read.add(r);
            }
        }
        let clear = (lo as usize..hi as usize)
            .filter_map(|k| effective_move(out, fates, k))
            .all(|(_, to)| to.as_reg().is_some_and(|r| !read.contains(r)));
        if clear {
            if hoisted.emptied.is_empty() {
                hoisted.before_terminator = vec![(0, 0); nb];
                hoisted.emptied = vec![false; nb];
            }
            hoisted.before_terminator[b as usize] = (lo, hi);
            hoisted.emptied[e as usize] = true;
        }
    }
    hoisted
}

/// The physical registers live into each block of the allocated code (`None` when the
/// iteration does not settle within its bound).
fn live_in<I: MachInst>(f: &VCode<I>, out: &Output, fates: &[MoveFate]) -> Option<Vec<PRegSet>> {
    let nb = f.num_blocks();
    // Per block: registers read before written (`uses`), and the complement of those
    // written (`keep`).
    let mut uses = vec![PRegSet::empty(); nb];
    let mut keep = vec![PRegSet::empty(); nb];
    let mut items: Vec<Item> = Vec::new();
    for b in 0..nb {
        items.clear();
        items.extend(block_items(f, out, Block::new(b)));
        let mut used = PRegSet::empty();
        let mut defined = PRegSet::empty();
        for &item in items.iter().rev() {
            match item {
                Item::Inst(i) => inst_effect(f, out, i, &mut used, &mut defined),
                Item::Edit(k) => {
                    if let Some((from, to)) = effective_move(out, fates, k) {
                        if let Some(r) = to.as_reg() {
                            defined.add(r);
                            used.remove(r);
                        }
                        if let Some(r) = from.as_reg() {
                            used.add(r);
                        }
                    }
                }
            }
        }
        uses[b] = used;
        keep[b] = defined.invert();
    }
    let mut live = vec![PRegSet::empty(); nb];
    for _ in 0..nb + 8 {
        let mut changed = false;
        for b in (0..nb).rev() {
            let mut l = PRegSet::empty();
            for s in f.block_succs(Block::new(b)) {
                l.union_from(live[s.index()]);
            }
            l.intersect_from(keep[b]);
            l.union_from(uses[b]);
            if l != live[b] {
                live[b] = l;
                changed = true;
            }
        }
        if !changed {
            return Some(live);
        }
    }
    None
}

/// Instruction `i`'s effect on a backward walk: its definitions and clobbers are written
/// (`defined`, no longer `used`), then its uses read.
fn inst_effect<I: MachInst>(
    f: &VCode<I>,
    out: &Output,
    i: Inst,
    used: &mut PRegSet,
    defined: &mut PRegSet,
) {
    let ops = f.inst_operands(i);
    let allocs = out.inst_allocs(i);
    for (op, a) in ops.iter().zip(allocs) {
        if let (OperandKind::Def, Some(r)) = (op.kind(), a.as_reg()) {
            defined.add(r);
            used.remove(r);
        }
    }
    for r in f.inst_clobbers(i) {
        defined.add(r);
        used.remove(r);
    }
    for (op, a) in ops.iter().zip(allocs) {
        if let (OperandKind::Use, Some(r)) = (op.kind(), a.as_reg()) {
            used.add(r);
        }
    }
}
