//! simplifycfg: cleans up the control-flow graph.
//!
//! Repeated until nothing changes: branches on constants (and `switch`es on constants or
//! with a single destination) become unconditional, a conditional branch on a negation
//! swaps its destinations; blocks unreachable from the entry go; a block whose only
//! predecessor ends in an unconditional branch to it is merged into that predecessor; and a
//! block holding nothing but an unconditional branch (and phis that only the destination's
//! phis use) is bypassed by its predecessors, when the destination's phis allow it: an
//! interpreter's dispatch then takes every handler's values directly instead of through a
//! latch block of phis (which LLVM keeps for its loop passes). Blocks whose address is taken are never removed or
//! merged away. Phi entries follow every edge change, one entry per edge.

use crate::cx::Cx;
use cranelift_entity::EntityRef;
use rllc_ir::constant::ConstKind;
use rllc_ir::dominators::Cfg;
use rllc_ir::edit::Editor;
use rllc_ir::inst::{BinOp, Block, Inst, InstData, InstKind, Value};
use rllc_ir::module::Body;

/// Rounds before giving up on a fixed point.
const MAX_ROUNDS: usize = 16;

/// The simplifycfg pass with its reusable buffers.
#[derive(Default)]
pub struct SimplifyCfg {
    ed: Editor,
    cfg: Cfg,
    mark: Vec<bool>,
    stack: Vec<Block>,
    args: Vec<Value>,
    edges: Vec<Block>,
}

impl SimplifyCfg {
    /// Simplifies the CFG of `body`; returns whether anything changed.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        if body.layout.is_empty() {
            return false;
        }
        self.ed.start(body);
        let mut any = false;
        for _ in 0..MAX_ROUNDS {
            let mut changed = self.fold_branches(cx, body);
            changed |= self.remove_unreachable(cx, body);
            changed |= self.merge_into_predecessors(cx, body);
            changed |= self.bypass_empty_blocks(cx, body);
            any |= changed;
            if !changed {
                break;
            }
        }
        if any {
            self.ed.finish(body, cx.types, cx.consts);
        }
        any
    }

    /// Replaces the terminator of `b` with `br target`.
    fn set_br(&mut self, cx: &Cx, body: &mut Body, b: Block, target: Block) {
        let old = body.terminator(b).expect("block has a terminator");
        let d = InstData {
            kind: InstKind::Br,
            flags: 0,
            fmf: 0,
            ty: cx.types.common().void,
            args_start: 0,
            args_len: 0,
        };
        let pos = body.positions[old];
        let br = self.ed.create(body, d, &[Value::Block(target)], pos);
        self.ed.transfer(old, br);
        self.ed.erase(body, old);
        *body.blocks[b].insts.last_mut().unwrap() = br;
    }

    /// Makes branches on known conditions unconditional; removes the phi entries of the
    /// edges that go.
    fn fold_branches(&mut self, cx: &Cx, body: &mut Body) -> bool {
        let mut changed = false;
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            let Some(t) = body.terminator(b) else {
                continue;
            };
            match body.insts[t].kind {
                InstKind::CondBr => {
                    let args = body.args(t);
                    let (c, tb, fb) = (args[0], args[1], args[2]);
                    let (Value::Block(tb), Value::Block(fb)) = (tb, fb) else {
                        continue;
                    };
                    let taken = if tb == fb {
                        Some(tb)
                    } else {
                        match cx.kind(c) {
                            Some(ConstKind::Int(v)) => Some(if *v != 0 { tb } else { fb }),
                            Some(ConstKind::Zero) => Some(fb),
                            _ => None,
                        }
                    };
                    if let Some(keep) = taken {
                        let drop = if keep == tb { fb } else { tb };
                        self.ed.remove_phi_entries(body, drop, b);
                        self.set_br(cx, body, b, keep);
                        changed = true;
                        continue;
                    }
                    // br (xor c, true), T, F → br c, F, T.
                    if let Value::Inst(x) = c {
                        let xd = body.insts[x];
                        if xd.kind == InstKind::Binary(BinOp::Xor) {
                            let (y, one) = (body.args(x)[0], body.args(x)[1]);
                            if matches!(cx.kind(one), Some(ConstKind::Int(1))) {
                                self.ed
                                    .set_args(body, t, &[y, Value::Block(fb), Value::Block(tb)]);
                                changed = true;
                            }
                        }
                    }
                }
                InstKind::Switch => {
                    let args = body.args(t);
                    let Value::Block(default) = args[1] else {
                        continue;
                    };
                    let cond = match args[0] {
                        Value::Const(c) => cx.int_of(c),
                        _ => None,
                    };
                    let mut target = None;
                    if let Some(v) = &cond {
                        target = Some(default);
                        for case in args[2..].chunks_exact(2) {
                            if let (Value::Const(k), Value::Block(dest)) = (case[0], case[1]) {
                                if cx.int_of(k).as_ref() == Some(v) {
                                    target = Some(dest);
                                    break;
                                }
                            }
                        }
                    } else if args[2..]
                        .chunks_exact(2)
                        .all(|case| case[1] == Value::Block(default))
                    {
                        target = Some(default);
                    }
                    let Some(keep) = target else { continue };
                    // Every edge but one to `keep` goes.
                    self.edges.clear();
                    self.edges.extend(body.successors(b));
                    let mut kept = false;
                    for e in 0..self.edges.len() {
                        let s = self.edges[e];
                        if s == keep && !kept {
                            kept = true;
                        } else {
                            self.ed.remove_phi_entries(body, s, b);
                        }
                    }
                    self.set_br(cx, body, b, keep);
                    changed = true;
                }
                _ => {}
            }
        }
        changed
    }

    fn remove_unreachable(&mut self, cx: &Cx, body: &mut Body) -> bool {
        remove_unreachable_blocks(&mut self.ed, cx, body, &mut self.mark, &mut self.stack)
    }

    /// Merges every block whose only predecessor ends in `br` to it into that predecessor.
    fn merge_into_predecessors(&mut self, cx: &Cx, body: &mut Body) -> bool {
        self.cfg.compute(body);
        let n = body.blocks.len();
        self.mark.clear();
        self.mark.resize(n, false); // merged away
        let mut changed = false;
        for k in 0..body.layout.len() {
            let p = body.layout[k];
            if self.mark[p.index()] {
                continue;
            }
            // Merge chains: after a merge `p` ends with the merged block's terminator.
            while let Some(t) = body.terminator(p) {
                if body.insts[t].kind != InstKind::Br {
                    break;
                }
                let Value::Block(b) = body.args(t)[0] else {
                    break;
                };
                // Predecessor counts stay valid through merges: an edge from a merged
                // block becomes the same edge from `p`.
                if b == p
                    || b == body.layout[0]
                    || self.cfg.preds(b).len() != 1
                    || cx.is_address_taken(b)
                    || self.mark[b.index()]
                {
                    break;
                }
                self.merge(body, p, b, t);
                self.mark[b.index()] = true;
                changed = true;
            }
        }
        if changed {
            let mark = &self.mark;
            body.layout.retain(|b| !mark[b.index()]);
        }
        changed
    }

    /// Moves the instructions of `b` (single predecessor `p`, reached by `br` `t`) to the
    /// end of `p`.
    fn merge(&mut self, body: &mut Body, p: Block, b: Block, t: Inst) {
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let mut first = 0;
        // Phis with one entry are their value.
        while first < insts.len() && body.insts[insts[first]].kind == InstKind::Phi {
            let phi = insts[first];
            let v = body.args(phi)[0];
            self.ed.replace_all_uses(body, phi, v);
            self.ed.erase(body, phi);
            first += 1;
        }
        if let Some(&f) = insts.get(first) {
            self.ed.transfer(t, f);
        }
        self.ed.erase(body, t);
        body.blocks[p].insts.pop();
        body.blocks[p].insts.extend_from_slice(&insts[first..]);
        self.edges.clear();
        self.edges.extend(body.successors(p));
        self.edges.sort_unstable();
        self.edges.dedup();
        for e in 0..self.edges.len() {
            let s = self.edges[e];
            self.ed.rename_phi_block(body, s, b, p);
        }
    }

    /// Lets the predecessors of blocks that only branch (see [`Self::is_empty_block`]) jump
    /// straight to the destination. Each round changes blocks whose neighbourhoods do not overlap, so the
    /// CFG computed at its start stays true for every decision.
    fn bypass_empty_blocks(&mut self, cx: &Cx, body: &mut Body) -> bool {
        self.cfg.compute(body);
        let n = body.blocks.len();
        self.mark.clear();
        self.mark.resize(n, false); // touched this round
        let mut removed = false;
        for k in 1..body.layout.len() {
            let b = body.layout[k];
            if cx.is_address_taken(b) || self.mark[b.index()] {
                continue;
            }
            let Some(s) = self.is_empty_block(body, b) else {
                continue;
            };
            if self.mark[s.index()] || !self.can_bypass(body, b, s) {
                continue;
            }
            self.bypass(body, b, s);
            removed = true;
            self.mark[b.index()] = true;
            self.mark[s.index()] = true;
            for &p in self.cfg.preds(b) {
                self.mark[p.index()] = true;
            }
        }
        if removed {
            // The bypassed blocks are empty now (every other block has a terminator).
            let blocks = &body.blocks;
            body.layout.retain(|b| !blocks[*b].insts.is_empty());
        }
        removed
    }

    /// The destination of `b` when `b` holds nothing but phis and `br` to another block,
    /// and the phis are used only by the destination's phis, on their entries for `b`.
    fn is_empty_block(&self, body: &Body, b: Block) -> Option<Block> {
        let (&t, phis) = body.blocks[b].insts.split_last()?;
        if body.insts[t].kind != InstKind::Br {
            return None;
        }
        let Value::Block(s) = body.args(t)[0] else {
            return None;
        };
        let only_into_s = |phi: Inst| {
            body.insts[phi].kind == InstKind::Phi
                && self.ed.uses(body, phi).all(|(user, k)| {
                    body.insts[user].kind == InstKind::Phi
                        && body.blocks[s].insts.contains(&user)
                        && body.args(user)[k as usize + 1] == Value::Block(b)
                })
        };
        (s != b && phis.iter().all(|&phi| only_into_s(phi))).then_some(s)
    }

    /// The value that `v`, the entry for `b` of a phi of its destination, has on the edge
    /// from `p` into `b`: the entry for `p` when `v` is a phi of `b`.
    fn through(body: &Body, b: Block, p: Block, v: Value) -> Value {
        match v {
            Value::Inst(phi) if body.blocks[b].insts.contains(&phi) => body
                .args(phi)
                .chunks_exact(2)
                .find(|e| e[1] == Value::Block(p))
                .map_or(v, |e| e[0]),
            _ => v,
        }
    }

    /// Whether the predecessors of empty block `b` may branch to `s` directly.
    fn can_bypass(&self, body: &Body, b: Block, s: Block) -> bool {
        let preds = self.cfg.preds(b);
        if preds.is_empty() {
            return false;
        }
        for &p in preds {
            if self.mark[p.index()] {
                return false;
            }
            let t = body.terminator(p).expect("predecessor has a terminator");
            if !matches!(
                body.insts[t].kind,
                InstKind::Br | InstKind::CondBr | InstKind::Switch
            ) {
                return false;
            }
        }
        // Where a predecessor of `b` also reaches `s` directly, each phi of `s` must
        // receive the same value along both ways.
        for &phi in &body.blocks[s].insts {
            if body.insts[phi].kind != InstKind::Phi {
                break;
            }
            let args = body.args(phi);
            let from = |blk: Block| {
                args.chunks_exact(2)
                    .find(|e| e[1] == Value::Block(blk))
                    .map(|e| e[0])
            };
            let vb = from(b).expect("phi has an entry for its predecessor");
            for &p in preds {
                if let Some(vp) = from(p) {
                    if vp != Self::through(body, b, p, vb) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Redirects the predecessors of `b` to `s` and empties `b`.
    fn bypass(&mut self, body: &mut Body, b: Block, s: Block) {
        let preds_len = self.cfg.preds(b).len();
        // Phis of `s`: the entry for `b` becomes one entry per edge into `b`.
        for k in 0..body.blocks[s].insts.len() {
            let phi = body.blocks[s].insts[k];
            if body.insts[phi].kind != InstKind::Phi {
                break;
            }
            let mut args = std::mem::take(&mut self.args);
            args.clear();
            let mut vb = None;
            for e in body.args(phi).chunks_exact(2) {
                if e[1] == Value::Block(b) && vb.is_none() {
                    vb = Some(e[0]);
                } else {
                    args.extend_from_slice(e);
                }
            }
            let vb = vb.expect("phi has an entry for its predecessor");
            for j in 0..preds_len {
                let p = self.cfg.preds(b)[j];
                args.push(Self::through(body, b, p, vb));
                args.push(Value::Block(p));
            }
            self.ed.set_args(body, phi, &args);
            self.args = args;
        }
        // Terminators of the predecessors.
        self.edges.clear();
        self.edges.extend_from_slice(self.cfg.preds(b));
        self.edges.sort_unstable();
        self.edges.dedup();
        for e in 0..self.edges.len() {
            let p = self.edges[e];
            let t = body.terminator(p).expect("terminator");
            for k in 0..body.args(t).len() {
                if body.args(t)[k] == Value::Block(b) {
                    self.ed.set_arg(body, t, k, Value::Block(s));
                }
            }
        }
        for k in 0..body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            self.ed.erase(body, i);
        }
        body.blocks[b].insts.clear();
    }
}

/// Removes the blocks not reachable from the entry (or from a block whose address is
/// taken: those stay); `mark` and `stack` are scratch buffers. Returns whether any went.
pub(crate) fn remove_unreachable_blocks(
    ed: &mut Editor,
    cx: &Cx,
    body: &mut Body,
    mark: &mut Vec<bool>,
    stack: &mut Vec<Block>,
) -> bool {
    let n = body.blocks.len();
    mark.clear();
    mark.resize(n, false);
    stack.clear();
    for (k, &b) in body.layout.iter().enumerate() {
        if k == 0 || cx.is_address_taken(b) {
            mark[b.index()] = true;
            stack.push(b);
        }
    }
    while let Some(b) = stack.pop() {
        for s in body.successors(b) {
            if !mark[s.index()] {
                mark[s.index()] = true;
                stack.push(s);
            }
        }
    }
    if body.layout.iter().all(|b| mark[b.index()]) {
        return false;
    }
    mark.iter_mut().for_each(|m| *m = !*m);
    ed.remove_blocks(body, cx.types, cx.consts, mark);
    true
}
