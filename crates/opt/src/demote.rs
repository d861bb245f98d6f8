//! demote-indirectbr-phis: turns the phis of `indirectbr` destinations back into a stack
//! slot (a store at the end of each predecessor, a load where the phi was).
//!
//! Code generation cannot give an `indirectbr` edge its own block for phi copies, and the
//! x86-64 back end does not accept phis in its destinations; the default pipelines end with
//! this pass, so that mem2reg can still promote the variables of a computed-goto
//! interpreter everywhere else.

use crate::cx::Cx;
use cranelift_entity::EntityRef;
use rllc_ir::edit::Editor;
use rllc_ir::inst::{Block, Inst, InstData, InstKind, MaybeAlign, Ordering, SyncScope, Value};
use rllc_ir::module::Body;

/// The pass with its reusable buffers.
#[derive(Default)]
pub struct DemoteIndirectBrPhis {
    ed: Editor,
    target: Vec<bool>,
    phis: Vec<(Block, Inst)>,
    seen: Vec<Block>,
}

impl DemoteIndirectBrPhis {
    /// Demotes the phis of `indirectbr` destinations in `body`; returns whether any were.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        self.target.clear();
        self.target.resize(body.blocks.len(), false);
        self.phis.clear();
        for &b in &body.layout {
            if let Some(t) = body.terminator(b) {
                if matches!(body.insts[t].kind, InstKind::IndirectBr) {
                    for s in body.successors(b) {
                        self.target[s.index()] = true;
                    }
                }
            }
        }
        for &b in &body.layout {
            if !self.target[b.index()] {
                continue;
            }
            for &i in &body.blocks[b].insts {
                if !matches!(body.insts[i].kind, InstKind::Phi) {
                    break;
                }
                // A value made by a predecessor's terminator (an invoke result) cannot be
                // stored before that terminator.
                let from_terminator = body.args(i).chunks_exact(2).any(|e| match (e[0], e[1]) {
                    (Value::Inst(v), Value::Block(p)) => body.terminator(p) == Some(v),
                    _ => false,
                });
                if !from_terminator {
                    self.phis.push((b, i));
                }
            }
        }
        if self.phis.is_empty() {
            return false;
        }
        self.ed.start(body);
        let c = cx.types.common();
        let (i32t, ptr, void) = (c.i32, c.ptr, c.void);
        let one = Value::Const(cx.consts.int(i32t, 32, 1));
        let entry = body.layout[0];
        let mut allocas = Vec::with_capacity(self.phis.len());
        for k in 0..self.phis.len() {
            let (b, phi) = self.phis[k];
            let ty = body.insts[phi].ty;
            let pos = body.positions[phi];
            let mk = |kind, ty, args: &[Value], ed: &mut Editor, body: &mut Body| {
                let d = InstData {
                    kind,
                    flags: 0,
                    fmf: 0,
                    ty,
                    args_start: 0,
                    args_len: 0,
                };
                ed.create(body, d, args, pos)
            };
            let slot = mk(
                InstKind::Alloca {
                    allocated: ty,
                    align: MaybeAlign::NONE,
                    addrspace: 0,
                },
                ptr,
                &[one],
                &mut self.ed,
                body,
            );
            allocas.push(slot);
            self.seen.clear();
            let n = body.args(phi).len() / 2;
            for e in 0..n {
                let (v, p) = (body.args(phi)[2 * e], body.args(phi)[2 * e + 1]);
                let Value::Block(p) = p else { continue };
                if self.seen.contains(&p) {
                    continue;
                }
                self.seen.push(p);
                let st = mk(
                    InstKind::Store {
                        align: MaybeAlign::NONE,
                        ordering: Ordering::NotAtomic,
                        scope: SyncScope::System,
                    },
                    void,
                    &[v, Value::Inst(slot)],
                    &mut self.ed,
                    body,
                );
                let insts = &mut body.blocks[p].insts;
                insts.insert(insts.len() - 1, st);
            }
            let ld = mk(
                InstKind::Load {
                    align: MaybeAlign::NONE,
                    ordering: Ordering::NotAtomic,
                    scope: SyncScope::System,
                },
                ty,
                &[Value::Inst(slot)],
                &mut self.ed,
                body,
            );
            self.ed.replace_all_uses(body, phi, Value::Inst(ld));
            self.ed.erase(body, phi);
            let insts = &mut body.blocks[b].insts;
            let at = insts
                .iter()
                .position(|&i| i == phi)
                .expect("phi in its block");
            insts[at] = ld;
        }
        // The loads took the phis' places: move the remaining phis above them.
        for k in 0..self.phis.len() {
            let b = self.phis[k].0;
            if k > 0 && self.phis[k - 1].0 == b {
                continue;
            }
            let insts = &body.blocks[b].insts;
            let is_phi = |i: &Inst| matches!(body.insts[*i].kind, InstKind::Phi);
            let mut v: Vec<Inst> = insts.iter().copied().filter(|i| is_phi(i)).collect();
            v.extend(insts.iter().copied().filter(|i| !is_phi(i)));
            body.blocks[b].insts = v;
        }
        let old = std::mem::take(&mut body.blocks[entry].insts);
        allocas.extend(old);
        body.blocks[entry].insts = allocas;
        self.ed.finish(body, cx.types, cx.consts);
        true
    }
}
