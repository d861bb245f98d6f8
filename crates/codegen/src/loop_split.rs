//! Live-range splitting at loop entries, before Ion allocates registers.
//!
//! regalloc2's Ion gives a whole bundle one register or none; when a value that is defined
//! before a loop and read in it loses a register somewhere along its (often function-long)
//! range, Ion splits it around its uses and leaves the stretches between them, loop
//! iterations included, in the spill slot: such a value is reloaded in every iteration even
//! when registers are free throughout the loop. Its spill weight (use weights over the
//! length of the range) is diluted by the code outside the loop, so it also loses
//! eviction contests the loop-local values would win.
//!
//! [`split_at_loop_entries`] gives such an integer value a name of its own inside a natural
//! loop when the value does not live on after the loop: a new parameter of the loop header,
//! which the entry edge sets from a copy of the outer name (a plain instruction, which
//! regalloc2 does not merge with its source, unlike block parameters and their arguments)
//! and the back edges pass back unchanged; uses inside the loop read the new name. Its range
//! is the loop, its uses carry the loop's weights, and Ion allocates it like a value of the
//! loop, while the outer name ends at the loop entry (no register is added: the two names
//! never overlap). Values that do live on after the loop keep their one name: a second one
//! would be one more register the loop needs. For the same reason the arguments an entry
//! edge passes the header's own parameters (a loop counter's start value, say) are passed
//! as copies when the value ends there: otherwise the loop-carried bundle merges with the
//! argument's range before the loop. Where both names end up in one register the copy is a
//! `mov` of a register to itself, which the emitter leaves out. This is a simple form of the
//! region splitting around loops that LLVM's greedy allocator does.
//!
//! Functions of more than [`MAX_INSTS`] instructions are left alone: in a large
//! interpreter loop (Lua's `luaV_execute`, 4000 instructions) the renamed values of its
//! small inner loops changed Ion's choices elsewhere in the function for the worse (3% more
//! instructions executed in it), more than the loops gained.

use crate::vcode::{MachInst, Reg, VCode};
use regalloc2::{Block as RaBlock, Function, Inst as RaInst, OperandKind, RegClass};

/// The largest function (in machine instructions) whose loops are split.
pub const MAX_INSTS: usize = 3000;

/// A natural loop: its header and the blocks of its body.
struct Loop {
    header: usize,
    body: Vec<usize>,
    /// The predecessors of the header outside the loop (each has the header as its only
    /// successor).
    entries: Vec<usize>,
    /// Values (original names) the loop gets names of their own for.
    values: Vec<u32>,
    /// Arguments (original names) the entry blocks pass the header's parameters copies of.
    copied_args: Vec<u32>,
}

/// The name of original value `v` in a block with the renaming list `names`.
fn lookup(names: &[(u32, u32)], v: u32) -> u32 {
    names
        .iter()
        .rev()
        .find(|&&(o, _)| o == v)
        .map_or(v, |&(_, n)| n)
}

/// Gives integer values defined before a natural loop, used in it and dead after it a name
/// of their own inside the loop, and the header's parameters copies of their arguments
/// from outside (see the module documentation); `copy` builds a register copy of the
/// target. Returns `None` when there is nothing to split. Irreducible loops, loops entered
/// from a block with several successors or whose branch defines values (no place for the
/// copy), and functions of more than [`MAX_INSTS`] instructions are left alone.
pub fn split_at_loop_entries<I: MachInst>(
    vcode: &VCode<I>,
    copy: impl Fn(Reg, Reg) -> I,
) -> Option<VCode<I>> {
    let nb = vcode.num_blocks();
    if vcode.insts.len() > MAX_INSTS {
        return None;
    }
    let block = |b: usize| RaBlock::new(b);
    let is_header = |h: usize| vcode.block_preds(block(h)).iter().any(|p| p.index() >= h);
    if !(1..nb).any(is_header) {
        return None;
    }
    let mut def_block = vec![u32::MAX; vcode.num_vregs()];
    for b in 0..nb {
        for p in vcode.block_params(block(b)) {
            def_block[p.vreg()] = b as u32;
        }
        for i in vcode.block_range(b as u32) {
            for op in vcode.inst_operands(RaInst::new(i)) {
                if op.kind() == OperandKind::Def {
                    def_block[op.vreg().vreg()] = b as u32;
                }
            }
        }
    }
    // The blocks that read each value: instructions and branch arguments (repeats allowed).
    let mut use_start = vec![0u32; vcode.num_vregs() + 1];
    let mut use_blocks = Vec::new();
    for pass in 0..2 {
        for b in 0..nb {
            let r = vcode.block_range(b as u32);
            let mut note = |v: usize| {
                if pass == 0 {
                    use_start[v + 1] += 1;
                } else {
                    use_blocks[use_start[v] as usize] = b as u32;
                    use_start[v] += 1;
                }
            };
            for i in r.clone() {
                for op in vcode.inst_operands(RaInst::new(i)) {
                    if op.kind() == OperandKind::Use {
                        note(op.vreg().vreg());
                    }
                }
            }
            for k in 0..vcode.succs(b as u32).count() {
                for a in vcode.branch_blockparams(block(b), RaInst::new(r.end - 1), k) {
                    note(a.vreg());
                }
            }
        }
        if pass == 0 {
            for v in 0..vcode.num_vregs() {
                use_start[v + 1] += use_start[v];
            }
            use_blocks = vec![0u32; use_start[vcode.num_vregs()] as usize];
        } else {
            // Filling advanced each start to the next value's start.
            use_start.rotate_right(1);
            use_start[0] = 0;
        }
    }
    // Whether value `v` is live into a block `target` accepts: a walk back from its uses
    // towards its definition, marking the blocks it is live into with `stamp` (a
    // per-question number), that stops at the first such block.
    let mut live = vec![0u32; nb];
    let mut stamp = 0;
    let mut live_work = Vec::new();
    let mut live_into = |v: usize, target: &dyn Fn(usize) -> bool, stamp: u32| {
        let d = def_block[v] as usize;
        live_work.clear();
        for &b in &use_blocks[use_start[v] as usize..use_start[v + 1] as usize] {
            let b = b as usize;
            if b != d && live[b] != stamp {
                if target(b) {
                    return true;
                }
                live[b] = stamp;
                live_work.push(b);
            }
        }
        while let Some(b) = live_work.pop() {
            for p in vcode.block_preds(block(b)) {
                let p = p.index();
                if p != d && live[p] != stamp {
                    if target(p) {
                        return true;
                    }
                    live[p] = stamp;
                    live_work.push(p);
                }
            }
        }
        false
    };
    let mut loops: Vec<Loop> = Vec::new();
    // Per value: the header of the last loop that took it as a candidate.
    let mut seen = vec![0u32; vcode.num_vregs()];
    // Per block: the header of the loop whose body was computed last among those containing it.
    let mut in_body = vec![usize::MAX; nb];
    let mut work = Vec::new();
    for h in 1..nb {
        if !is_header(h) {
            continue;
        }
        let preds = vcode.block_preds(block(h));
        let tag = h;
        // The natural loop: blocks that reach a back edge without passing the header.
        in_body[h] = tag;
        let mut body = vec![h];
        work.clear();
        work.extend(preds.iter().map(|p| p.index()).filter(|&p| p >= h));
        let mut reducible = true;
        while let Some(b) = work.pop() {
            if in_body[b] == tag {
                continue;
            }
            if b == 0 {
                reducible = false;
                break;
            }
            in_body[b] = tag;
            body.push(b);
            work.extend(vcode.block_preds(block(b)).iter().map(|p| p.index()));
        }
        let single_entry = reducible
            && body.iter().all(|&b| {
                b == h
                    || vcode
                        .block_preds(block(b))
                        .iter()
                        .all(|p| in_body[p.index()] == tag)
            });
        let enterable = single_entry
            && preds.iter().filter(|p| in_body[p.index()] != tag).all(|p| {
                let r = vcode.block_range(p.index() as u32);
                vcode.succs(p.index() as u32).count() == 1
                    && r.end > r.start
                    && vcode
                        .inst_operands(RaInst::new(r.end - 1))
                        .iter()
                        .all(|op| op.kind() == OperandKind::Use)
            });
        if !enterable {
            continue;
        }
        let mut values = Vec::new();
        let mut consider = |v: usize| {
            let d = def_block[v];
            if (d == u32::MAX || in_body[d as usize] != tag)
                && seen[v] != h as u32
                && vcode.class_of(Reg::virt(v as u32)) == RegClass::Int
            {
                seen[v] = h as u32;
                values.push(v as u32);
            }
        };
        for &b in &body {
            for i in vcode.block_range(b as u32) {
                for op in vcode.inst_operands(RaInst::new(i)) {
                    if op.kind() == OperandKind::Use {
                        consider(op.vreg().vreg());
                    }
                }
            }
            let r = vcode.block_range(b as u32);
            if r.end > r.start {
                for k in 0..vcode.succs(b as u32).count() {
                    for a in vcode.branch_blockparams(block(b), RaInst::new(r.end - 1), k) {
                        consider(a.vreg());
                    }
                }
            }
        }
        values.sort_unstable();
        // Values that live on after the loop keep their outer name inside it: a second
        // name would only add a register the loop needs.
        let exits: Vec<usize> = body
            .iter()
            .flat_map(|&b| vcode.succs(b as u32))
            .map(|s| s as usize)
            .filter(|&s| in_body[s] != tag)
            .collect();
        values.retain(|&v| {
            stamp += 1;
            !live_into(v as usize, &|b| exits.contains(&b), stamp)
        });
        let entries: Vec<usize> = preds
            .iter()
            .map(|p| p.index())
            .filter(|&p| in_body[p] != tag)
            .collect();
        // Arguments of the header's parameters that entry blocks pass a copy of: integer
        // values from outside the entry block that are not live into the loop (the
        // parameter's bundle would otherwise join theirs, as regalloc2 merges block
        // parameters with their arguments when they do not overlap).
        let mut copied_args = Vec::new();
        for &e in &entries {
            let r = vcode.block_range(e as u32);
            for a in vcode.branch_blockparams(block(e), RaInst::new(r.end - 1), 0) {
                let v = a.vreg();
                if def_block[v] != e as u32 && vcode.class_of(Reg::virt(v as u32)) == RegClass::Int
                {
                    stamp += 1;
                    if !live_into(v, &|b| b == h, stamp) {
                        copied_args.push(v as u32);
                    }
                }
            }
        }
        if values.is_empty() && copied_args.is_empty() {
            continue;
        }
        loops.push(Loop {
            header: h,
            body,
            values,
            entries,
            copied_args,
        });
    }
    if loops.is_empty() {
        return None;
    }
    let mut out = VCode::with_capacity(vcode.insts.len() + 16);
    out.float_spill_units = vcode.float_spill_units;
    if vcode.tracks_source_locations() {
        out.track_source_locations();
    }
    for v in 0..vcode.num_vregs() {
        out.new_vreg(vcode.class_of(Reg::virt(v as u32)));
    }
    // Per block: (original, loop-local) names, outer loops first.
    let mut names: Vec<Vec<(u32, u32)>> = vec![Vec::new(); nb];
    // Per header: its new parameters, (original, parameter).
    let mut new_params: Vec<Vec<(u32, u32)>> = vec![Vec::new(); nb];
    // Per block: the loop header it enters, if it is a loop's entry block.
    let mut enters = vec![None; nb];
    for (k, l) in loops.iter().enumerate() {
        for &e in &l.entries {
            enters[e] = Some(k);
        }
        for &v in &l.values {
            let p = out.new_vreg(RegClass::Int).as_virt().unwrap();
            new_params[l.header].push((v, p));
            for &b in &l.body {
                names[b].push((v, p));
            }
        }
    }
    // The new index of each instruction (and of the end), for the debug labels.
    let mut new_index = vec![0u32; vcode.insts.len() + 1];
    for b in 0..nb {
        let params: Vec<Reg> = vcode
            .block_params(block(b))
            .iter()
            .map(|p| Reg::virt(p.vreg() as u32))
            .chain(new_params[b].iter().map(|&(_, p)| Reg::virt(p)))
            .collect();
        out.start_block(&params);
        let r = vcode.block_range(b as u32);
        let succs: Vec<u32> = vcode.succs(b as u32).collect();
        let entry = enters[b].is_some();
        let copied_args = enters[b].map_or(&[][..], |k| &loops[k].copied_args[..]);
        let mut copies = Vec::new();
        let mut copy_of = |v: u32, out: &mut VCode<I>| {
            let c = out.new_vreg(RegClass::Int);
            copies.push(copy(c, Reg::virt(v)));
            c
        };
        let mut args: Vec<Vec<Reg>> = Vec::with_capacity(succs.len());
        for k in 0..succs.len() {
            let mut a = Vec::new();
            for v in vcode.branch_blockparams(block(b), RaInst::new(r.end - 1), k) {
                let cur = lookup(&names[b], v.vreg() as u32);
                a.push(if copied_args.contains(&(v.vreg() as u32)) {
                    copy_of(cur, &mut out)
                } else {
                    Reg::virt(cur)
                });
            }
            args.push(a);
        }
        // Arguments of the successors' new parameters: a copy on entry edges, the
        // loop-local name along back edges and inside enclosing loops.
        for (k, &s) in succs.iter().enumerate() {
            for &(v, _) in &new_params[s as usize] {
                let cur = lookup(&names[b], v);
                args[k].push(if entry {
                    copy_of(cur, &mut out)
                } else {
                    Reg::virt(cur)
                });
            }
        }
        let names = &names[b];
        let rename = |v: u32| lookup(names, v);
        for i in r.clone() {
            if i == r.end - 1 {
                if let Some(loc) = vcode.source_location(i) {
                    out.set_source_location(loc);
                }
                for c in copies.drain(..) {
                    out.push(c);
                }
            }
            new_index[i] = out.insts.len() as u32;
            out.push_renamed(vcode, i, &rename);
        }
        new_index[r.end] = out.insts.len() as u32;
        let succ_args: Vec<(u32, &[Reg])> = succs
            .iter()
            .zip(&args)
            .map(|(&s, a)| (s, a.as_slice()))
            .collect();
        out.end_block(&succ_args);
    }
    out.renumber_debug_labels(vcode, &new_index);
    out.finish();
    Some(out)
}
