//! adce: aggressive dead code elimination, dead control flow included.
//!
//! Everything is assumed dead until shown live. Live from the start: instructions with an
//! effect (stores, calls that may write or not return, volatile accesses, returns, …) and,
//! as in LLVM's default (loops are not removed), branches with a back edge and branches
//! whose block has no post-dominator but the virtual exit. Liveness then spreads to the
//! operands of live instructions, to the branches a live block is control dependent on
//! (its reverse dominance frontier), and to the terminators of the blocks a live phi
//! receives values from. Dead instructions go — cycles of phis included, which dce cannot
//! remove — and a dead conditional branch becomes a branch to its immediate
//! post-dominator: nothing on the way there was live, so skipping it changes nothing. The
//! blocks this leaves unreachable go as well. Unreachable blocks are not analysed; their
//! uses of removed values become `poison`.

use crate::cx::Cx;
use crate::effects::is_removable;
use crate::simplifycfg::remove_unreachable_blocks;
use cranelift_entity::EntityRef;
use rllc_ir::dominators::{Cfg, DomFrontiers, DomTree};
use rllc_ir::edit::{placeholder, Editor};
use rllc_ir::inst::{Block, Inst, InstData, InstKind, Value};
use rllc_ir::module::Body;

/// The adce pass with its reusable buffers.
#[derive(Default)]
pub struct Adce {
    ed: Editor,
    cfg: Cfg,
    dt: DomTree,
    rev: Cfg,
    pdt: DomTree,
    cd: DomFrontiers,
    live: Vec<bool>,
    live_block: Vec<bool>,
    block_of: Vec<u32>,
    work: Vec<Inst>,
    mark: Vec<bool>,
    stack: Vec<Block>,
    edges: Vec<Block>,
}

impl Adce {
    /// Removes the dead code of `body`; returns whether anything changed.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        if body.layout.is_empty() {
            return false;
        }
        self.ed.start(body);
        self.cfg.compute(body);
        self.dt.compute(&self.cfg);
        self.rev.compute_reverse(&self.cfg, &body.layout);
        self.pdt.compute(&self.rev);
        self.cd.compute(&self.rev, &self.pdt);
        self.mark_live(cx, body);
        let changed = self.sweep(cx, body);
        if changed {
            self.ed.finish(body, cx.types, cx.consts);
        }
        changed
    }

    /// The real immediate post-dominator of `b` (not the virtual exit).
    fn ipdom(&self, b: Block) -> Option<Block> {
        self.pdt
            .idom(b)
            .filter(|p| p.index() < self.cfg.num_blocks())
    }

    fn mark(&mut self, i: Inst) {
        if !self.live[i.index()] {
            self.live[i.index()] = true;
            self.work.push(i);
        }
    }

    fn mark_live(&mut self, cx: &Cx, body: &Body) {
        self.live.clear();
        self.live.resize(body.insts.len(), false);
        self.live_block.clear();
        self.live_block.resize(body.blocks.len(), false);
        self.block_of.clear();
        self.block_of.resize(body.insts.len(), u32::MAX);
        self.work.clear();
        for k in 0..self.dt.rpo().len() {
            let b = self.dt.rpo()[k];
            let rb = self.dt.rpo_number(b);
            for &i in &body.blocks[b].insts {
                self.block_of[i.index()] = b.index() as u32;
                let root = match body.insts[i].kind {
                    InstKind::Br => false,
                    InstKind::CondBr | InstKind::Switch => {
                        let back_edge = self
                            .cfg
                            .succs(b)
                            .iter()
                            .any(|&s| self.dt.rpo_number(s) <= rb);
                        back_edge || self.ipdom(b).is_none()
                    }
                    _ => !is_removable(cx, body, i),
                };
                if root {
                    self.mark(i);
                }
            }
        }
        while let Some(i) = self.work.pop() {
            let b = self.block_of[i.index()];
            if b == u32::MAX {
                continue; // in an unreachable block
            }
            let b = Block::new(b as usize);
            if !self.live_block[b.index()] {
                self.live_block[b.index()] = true;
                for k in 0..self.cd.frontier(b).len() {
                    let c = self.cd.frontier(b)[k];
                    if c.index() < self.cfg.num_blocks() {
                        if let Some(t) = body.terminator(c) {
                            self.mark(t);
                        }
                    }
                }
            }
            let is_phi = body.insts[i].kind == InstKind::Phi;
            for &v in body.args(i) {
                match v {
                    Value::Inst(o) => self.mark(o),
                    Value::Block(p) if is_phi => {
                        if let Some(t) = body.terminator(p) {
                            self.mark(t);
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Deletes the dead instructions and reroutes the dead branches.
    fn sweep(&mut self, cx: &Cx, body: &mut Body) -> bool {
        let mut changed = false;
        for k in 0..self.dt.rpo().len() {
            let b = self.dt.rpo()[k];
            for j in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[j];
                if self.live[i.index()] || body.insts[i].kind.is_terminator() {
                    continue;
                }
                // Its users are dead too, or in unreachable code.
                if !self.ed.is_unused(i) {
                    let p = placeholder(cx.types, cx.consts, body.insts[i].ty);
                    self.ed.replace_all_uses(body, i, p);
                }
                self.ed.erase(body, i);
                changed = true;
            }
            let ed = &self.ed;
            body.blocks[b].insts.retain(|&i| !ed.is_erased(i));
        }
        let mut rerouted = false;
        for k in 0..self.dt.rpo().len() {
            let b = self.dt.rpo()[k];
            let Some(t) = body.terminator(b) else {
                continue;
            };
            if self.live[t.index()]
                || !matches!(body.insts[t].kind, InstKind::CondBr | InstKind::Switch)
            {
                continue;
            }
            let Some(p) = self.ipdom(b) else { continue };
            // The post-dominator's phis were dead (a live one would have made this branch
            // live); keep the branch should one remain.
            if body.blocks[p]
                .insts
                .first()
                .is_some_and(|&f| body.insts[f].kind == InstKind::Phi)
            {
                continue;
            }
            self.edges.clear();
            self.edges.extend(body.successors(b));
            for e in 0..self.edges.len() {
                let s = self.edges[e];
                self.ed.remove_phi_entries(body, s, b);
            }
            let br = self.ed.create(
                body,
                InstData {
                    kind: InstKind::Br,
                    flags: 0,
                    fmf: 0,
                    ty: cx.types.common().void,
                    args_start: 0,
                    args_len: 0,
                },
                &[Value::Block(p)],
                body.positions[t],
            );
            self.ed.transfer(t, br);
            self.ed.erase(body, t);
            *body.blocks[b].insts.last_mut().unwrap() = br;
            rerouted = true;
        }
        if rerouted {
            remove_unreachable_blocks(&mut self.ed, cx, body, &mut self.mark, &mut self.stack);
        }
        changed || rerouted
    }
}
