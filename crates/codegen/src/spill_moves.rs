//! Allocator moves between registers and spill slots that change nothing or store what
//! nothing reads.
//!
//! regalloc2's Ion allocator stores a spilled value again wherever a register copy of it
//! ends, even when the register was reloaded from that slot and the slot was not written
//! since (a loop that reloads a spilled pointer and stores it back on every back edge),
//! and reloads a value into a register that still holds it (each half of a split range
//! reloads on its own); its own clean-up of redundant moves works within a block only.
//! [`redundant_moves`] follows, over the whole function, which registers hold the value
//! of which spill slots (a forward data-flow problem: the facts true on every path into a
//! block), and reports the moves whose source and destination already hold the same
//! value — stores into a slot that holds the register's value, reloads into a register
//! that holds the slot's value, copies between two registers that hold one slot's value —
//! so that the emitter can leave them out — and the reloads of a slot whose value another
//! register holds, which become register copies (no load: Ion splits a value at each
//! conflict and reloads it into whichever register is free, often right after storing it
//! or reloading it elsewhere). It also reports the stores into slots that
//! nothing reads before they are written again (a backward liveness problem over the
//! slots): Ion stores at every definition of a spilled bundle, also the temporaries that
//! a tied operand put into the bundle, which are never reloaded. [`block_items`] walks a
//! block's instructions and edits with the edits' indices, for both the analyses and the
//! emitter.
//!
//! Only the allocator's moves write spill slots and only instruction definitions, clobbers
//! and moves write registers, so the facts are exact. Functions that call a
//! `returns_twice` function (setjmp) are not analysed: a second return there sees the
//! registers of the first and the slots of later code.

use regalloc2::{Allocation, Block, Edit, Function, Inst, OperandKind, Output, PReg, ProgPoint};

/// One step of a block as the emitter runs it: an instruction or the allocator's edit
/// of that index in [`Output::edits`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Inst(Inst),
    Edit(usize),
}

/// The instructions and edits of `block` in program order.
pub fn block_items<'a>(
    f: &impl Function,
    out: &'a Output,
    block: Block,
) -> impl Iterator<Item = Item> + 'a {
    let range = f.block_insns(block);
    let first = ProgPoint::before(range.first());
    let mut edit = out.edits.partition_point(|&(pos, _)| pos < first);
    let mut inst = range.first().index();
    let end = range.last().index() + 1;
    // As regalloc2's `block_insts_and_edits`: the edits up to the point before each
    // instruction, then the instruction (a block ends with its terminator, so no edit
    // follows the last instruction).
    std::iter::from_fn(move || {
        if inst == end {
            return None;
        }
        if let Some(&(pos, _)) = out.edits.get(edit) {
            if pos <= ProgPoint::before(Inst::new(inst)) {
                edit += 1;
                return Some(Item::Edit(edit - 1));
            }
        }
        inst += 1;
        Some(Item::Inst(Inst::new(inst - 1)))
    })
}

/// What is known at a program point: pairs of a spill slot and a register holding the
/// same value.
type Facts = Vec<(usize, PReg)>;

/// What the emitter does with one of the allocator's moves.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum MoveFate {
    /// Emitted as the allocator made it.
    #[default]
    Keep,
    /// Left out: it changes nothing, or it stores what nothing reads.
    Drop,
    /// A reload emitted as a copy from this register, which holds the slot's value.
    CopyFrom(PReg),
}

/// Per edit of `out.edits`, what the emitter does with it: drop it when its source and
/// destination hold the same spill slot's value on every path to it or it stores into a
/// slot that nothing reads before the slot is written again, copy from a register for a
/// reload of a slot that register holds (see the module documentation). Empty when every
/// edit is kept. `scratch`: registers code uses behind the allocator's back (facts about
/// them are never kept).
pub fn redundant_moves(f: &impl Function, out: &Output, scratch: &[PReg]) -> Vec<MoveFate> {
    if out.num_spillslots == 0 {
        return Vec::new();
    }
    let mut fates = vec![MoveFate::Keep; out.edits.len()];
    same_value_moves(f, out, scratch, &mut fates);
    dead_stores(f, out, &mut fates);
    if fates.iter().any(|&x| x != MoveFate::Keep) {
        fates
    } else {
        Vec::new()
    }
}

/// Marks in `fates` the moves whose source and destination hold the same spill slot's
/// value on every path to them, and the reloads of a slot another register holds
/// (nothing when the analysis does not settle).
fn same_value_moves(f: &impl Function, out: &Output, scratch: &[PReg], fates: &mut [MoveFate]) {
    let nb = f.num_blocks();
    // Facts at each block's end; `None` until the block is first reached.
    let mut exits: Vec<Option<Facts>> = vec![None; nb];
    let mut facts = Facts::new();
    let mut settled = false;
    // Optimistic iteration: facts only shrink, so it settles; the bound guards against
    // surprises (then nothing is removed).
    for _ in 0..16 {
        let mut changed = false;
        for b in 0..nb {
            let block = Block::new(b);
            if !entry_facts(f, block, &exits, &mut facts) {
                continue;
            }
            for item in block_items(f, out, block) {
                step(f, out, scratch, item, &mut facts, None);
            }
            if exits[b].as_ref() != Some(&facts) {
                exits[b] = Some(facts.clone());
                changed = true;
            }
        }
        if !changed {
            settled = true;
            break;
        }
    }
    if !settled {
        return;
    }
    for b in 0..nb {
        let block = Block::new(b);
        if entry_facts(f, block, &exits, &mut facts) {
            for item in block_items(f, out, block) {
                step(f, out, scratch, item, &mut facts, Some(fates));
            }
        }
    }
}

/// Marks in `fates` the stores into spill slots that nothing kept reads before a kept
/// store writes the slot again, on any path. Reads are reloads that still load and
/// instruction operands allocated to the slot (which, to be safe, never count as writes).
fn dead_stores(f: &impl Function, out: &Output, fates: &mut [MoveFate]) {
    let nb = f.num_blocks();
    let words = out.num_spillslots.div_ceil(64);
    // Slots live on entry to each block, `words` bits per block.
    let mut live_in = vec![0u64; nb * words];
    let mut live = vec![0u64; words];
    let mut items = Vec::new();
    for marking in [false, true] {
        loop {
            let mut changed = false;
            for b in (0..nb).rev() {
                let block = Block::new(b);
                live.fill(0);
                for s in f.block_succs(block) {
                    let succ = &live_in[s.index() * words..][..words];
                    live.iter_mut().zip(succ).for_each(|(l, s)| *l |= s);
                }
                items.clear();
                items.extend(block_items(f, out, block));
                for &item in items.iter().rev() {
                    let k = match item {
                        Item::Edit(k) => k,
                        Item::Inst(i) => {
                            for s in out.inst_allocs(i).iter().filter_map(|a| a.as_stack()) {
                                live[s.index() / 64] |= 1u64 << (s.index() % 64);
                            }
                            continue;
                        }
                    };
                    if fates[k] != MoveFate::Keep {
                        continue;
                    }
                    let Edit::Move { from, to } = out.edits[k].1;
                    if let Some(s) = to.as_stack() {
                        let (w, bit) = (s.index() / 64, 1u64 << (s.index() % 64));
                        if marking && live[w] & bit == 0 {
                            fates[k] = MoveFate::Drop;
                        }
                        live[w] &= !bit;
                    }
                    if let Some(s) = from.as_stack() {
                        live[s.index() / 64] |= 1u64 << (s.index() % 64);
                    }
                }
                let entry = &mut live_in[b * words..][..words];
                if entry != &live[..] {
                    entry.copy_from_slice(&live);
                    changed = true;
                }
            }
            if marking || !changed {
                break;
            }
        }
    }
}

/// The facts on entry to `block` (the entry block: none; others: those of every
/// predecessor reached so far) into `facts`; false when no predecessor was reached yet.
fn entry_facts(
    f: &impl Function,
    block: Block,
    exits: &[Option<Facts>],
    facts: &mut Facts,
) -> bool {
    facts.clear();
    if block == f.entry_block() {
        return true;
    }
    let mut reached = f
        .block_preds(block)
        .iter()
        .filter_map(|p| exits[p.index()].as_ref());
    let Some(first) = reached.next() else {
        return false;
    };
    facts.extend_from_slice(first);
    for other in reached {
        facts.retain(|fact| other.contains(fact));
    }
    true
}

/// Applies one instruction or edit to `facts`; with `fates`, marks a move the facts make
/// redundant or a reload they turn into a copy.
fn step(
    f: &impl Function,
    out: &Output,
    scratch: &[PReg],
    item: Item,
    facts: &mut Facts,
    fates: Option<&mut [MoveFate]>,
) {
    match item {
        Item::Edit(k) => {
            let Edit::Move { from, to } = out.edits[k].1;
            match (from.as_reg(), to.as_reg(), from.as_stack(), to.as_stack()) {
                (Some(r), None, None, Some(s)) if !scratch.contains(&r) => {
                    let s = s.index();
                    if facts.contains(&(s, r)) {
                        mark(fates, k, MoveFate::Drop);
                    } else {
                        facts.retain(|&(fs, _)| fs != s);
                        facts.push((s, r));
                    }
                }
                (None, Some(r), Some(s), None) => {
                    let s = s.index();
                    if facts.contains(&(s, r)) {
                        mark(fates, k, MoveFate::Drop);
                    } else {
                        if let Some(&(_, held)) = facts.iter().find(|&&(fs, _)| fs == s) {
                            mark(fates, k, MoveFate::CopyFrom(held));
                        }
                        facts.retain(|&(_, fr)| fr != r);
                        if !scratch.contains(&r) {
                            facts.push((s, r));
                        }
                    }
                }
                (Some(a), Some(b), ..) if !scratch.contains(&b) => {
                    if facts
                        .iter()
                        .any(|&(s, fr)| fr == a && facts.contains(&(s, b)))
                    {
                        mark(fates, k, MoveFate::Drop);
                        return;
                    }
                    facts.retain(|&(_, fr)| fr != b);
                    // b now also holds what a holds (no allocation on this hot path).
                    for k in 0..facts.len() {
                        if facts[k].1 == a {
                            facts.push((facts[k].0, b));
                        }
                    }
                }
                _ => kill(facts, to),
            }
        }
        Item::Inst(i) => {
            let allocs = out.inst_allocs(i);
            for (op, &a) in f.inst_operands(i).iter().zip(allocs) {
                if op.kind() == OperandKind::Def {
                    kill(facts, a);
                }
            }
            for r in f.inst_clobbers(i) {
                facts.retain(|&(_, fr)| fr != r);
            }
        }
    }
}

/// Gives edit `k` its fate (when marking).
fn mark(fates: Option<&mut [MoveFate]>, k: usize, fate: MoveFate) {
    if let Some(fates) = fates {
        fates[k] = fate;
    }
}

/// Forgets what was known about the register or slot `a`, which is being written.
fn kill(facts: &mut Facts, a: Allocation) {
    if let Some(r) = a.as_reg() {
        facts.retain(|&(_, fr)| fr != r);
    } else if let Some(s) = a.as_stack() {
        facts.retain(|&(fs, _)| fs != s.index());
    }
}
