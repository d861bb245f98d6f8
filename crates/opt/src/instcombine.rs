//! instcombine: folds and simplifies instructions one at a time.
//!
//! The reachable blocks are swept in reverse postorder (so definitions are seen before
//! their uses, and a simplification feeds the next one in the same sweep) until a sweep
//! changes nothing (at most [`MAX_SWEEPS`]). Each instruction gets, in order: its constant
//! expression operands folded; constant folding when every operand is constant
//! ([`Cx::fold_inst`]); and the rules of [`crate::combine`] (algebraic identities,
//! canonical forms, combining with the instruction that defines an operand). A rule either
//! replaces the instruction by an existing value or rewrites it in place (same result
//! type), dropping poison-generating flags the rewrite does not justify. Instructions
//! left unused and without effect are deleted as the sweep goes.

use crate::combine::{Combiner, Outcome};
use crate::cx::Cx;
use crate::effects::is_removable;
use cranelift_entity::EntityRef;
use rllc_ir::dominators::{Cfg, DomTree};
use rllc_ir::edit::Editor;
use rllc_ir::inst::{Block, Inst, InstKind, Value};
use rllc_ir::module::Body;
use smallvec::SmallVec;

/// Sweeps over the function before giving up on reaching a fixed point.
const MAX_SWEEPS: usize = 6;

/// Rules applied in a row to one instruction rewritten in place.
const MAX_REWRITES: usize = 8;

/// The instcombine pass with its reusable buffers.
#[derive(Default)]
pub struct InstCombine {
    ed: Editor,
    cfg: Cfg,
    dt: DomTree,
    /// Per instruction: the block it is in (`u32::MAX` when none).
    block_of: Vec<u32>,
    dead: Vec<Inst>,
}

impl InstCombine {
    /// Combines the instructions of `body`; returns whether anything changed.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        if body.layout.is_empty() {
            return false;
        }
        self.ed.start(body);
        self.cfg.compute(body);
        self.dt.compute(&self.cfg);
        self.block_of.clear();
        self.block_of.resize(body.insts.len(), u32::MAX);
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                self.block_of[i.index()] = b.index() as u32;
            }
        }
        let mut any = false;
        for _ in 0..MAX_SWEEPS {
            let mut changed = false;
            for k in 0..self.dt.rpo().len() {
                let b = self.dt.rpo()[k];
                changed |= self.sweep_block(cx, body, b);
            }
            changed |= self.delete_dead(cx, body);
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

    /// Visits every instruction of `b` once.
    fn sweep_block(&mut self, cx: &Cx, body: &mut Body, b: Block) -> bool {
        let mut changed = false;
        let mut k = 0;
        while k < body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            k += 1;
            if self.ed.is_erased(i) {
                continue;
            }
            changed |= self.fold_operand_exprs(cx, body, i);
            // A rewrite in place may enable another rule: revisit (a bounded number of
            // times) until none applies.
            for _ in 0..MAX_REWRITES {
                let mut comb = Combiner {
                    cx,
                    ed: &mut self.ed,
                    dt: &self.dt,
                    block_of: &self.block_of,
                };
                match comb.visit(body, i) {
                    Outcome::Unchanged => break,
                    Outcome::Changed => changed = true,
                    Outcome::Replace(v) => {
                        changed = true;
                        self.replace(cx, body, i, v);
                        break;
                    }
                }
            }
        }
        changed
    }

    /// Replaces every use of `i` with `v` and deletes `i` if it has no effect.
    fn replace(&mut self, cx: &Cx, body: &mut Body, i: Inst, v: Value) {
        self.ed.replace_all_uses(body, i, v);
        if is_removable(cx, body, i) {
            self.erase_dead_tree(cx, body, i);
        }
    }

    /// Erases `i` (unused, without effect) and the operands that become unused with it.
    fn erase_dead_tree(&mut self, cx: &Cx, body: &mut Body, i: Inst) {
        let mut stack: SmallVec<[Inst; 8]> = SmallVec::new();
        stack.push(i);
        while let Some(i) = stack.pop() {
            if self.ed.is_erased(i) || !self.ed.is_unused(i) {
                continue;
            }
            let ops: SmallVec<[Inst; 4]> = body
                .args(i)
                .iter()
                .filter_map(|v| match *v {
                    Value::Inst(o) => Some(o),
                    _ => None,
                })
                .collect();
            self.ed.erase(body, i);
            self.dead.push(i);
            for o in ops {
                if !self.ed.is_erased(o) && self.ed.is_unused(o) && is_removable(cx, body, o) {
                    stack.push(o);
                }
            }
        }
    }

    /// Deletes every unused instruction without effect; removes the erased ones from
    /// their blocks.
    fn delete_dead(&mut self, cx: &Cx, body: &mut Body) -> bool {
        for k in 0..self.dt.rpo().len() {
            let b = self.dt.rpo()[k];
            for j in (0..body.blocks[b].insts.len()).rev() {
                let i = body.blocks[b].insts[j];
                if !self.ed.is_erased(i) && self.ed.is_unused(i) && is_removable(cx, body, i) {
                    self.erase_dead_tree(cx, body, i);
                }
            }
        }
        if self.dead.is_empty() {
            return false;
        }
        let ed = &self.ed;
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            body.blocks[b].insts.retain(|&i| !ed.is_erased(i));
        }
        self.dead.clear();
        true
    }

    /// Folds constant-expression operands (`add (i64 ptrtoint …), …`) in place.
    fn fold_operand_exprs(&mut self, cx: &Cx, body: &mut Body, i: Inst) -> bool {
        if matches!(body.insts[i].kind, InstKind::Phi) {
            return false;
        }
        let mut changed = false;
        for k in 0..body.args(i).len() {
            if let Value::Const(c) = body.args(i)[k] {
                if matches!(cx.consts.get(c).kind, rllc_ir::constant::ConstKind::Expr(_)) {
                    let f = cx.fold_const_expr(c);
                    if f != c {
                        self.ed.set_arg(body, i, k, Value::Const(f));
                        changed = true;
                    }
                }
            }
        }
        changed
    }
}

/// The block an instruction is in, from a per-instruction table.
pub(crate) fn block_in(block_of: &[u32], i: Inst) -> Option<Block> {
    match block_of.get(i.index()) {
        Some(&b) if b != u32::MAX => Some(Block::new(b as usize)),
        _ => None,
    }
}
