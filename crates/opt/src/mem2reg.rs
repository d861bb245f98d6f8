//! mem2reg: promotes stack slots to SSA values.
//!
//! An `alloca` of the entry block with a count of one, of a scalar or vector type, whose
//! every use is a simple (non-volatile, non-atomic) load of the allocated type, a simple
//! store of such a value into it, or a lifetime marker, is promoted (Cytron et al.):
//! phis go on the iterated dominance frontier of the blocks that store, pruned to the
//! blocks where the slot is live on entry; a walk over the dominator tree then replaces
//! every load with the value reaching it (`undef` before any store) and gives every phi
//! its incoming values. Loads and stores in unreachable blocks become `undef` and go. Debug
//! declarations of a promoted slot go with it.

use crate::cx::Cx;
use cranelift_entity::EntityRef;
use rllc_ir::constant::ConstKind;
use rllc_ir::dominators::{Cfg, DomFrontiers, DomTree};
use rllc_ir::edit::Editor;
use rllc_ir::inst::{flags, Block, Inst, InstData, InstKind, Ordering, Value};
use rllc_ir::metadata::MdOperand;
use rllc_ir::module::Body;
use rllc_ir::types::TypeData;

const NONE: u32 = u32::MAX;

/// The mem2reg pass with its reusable buffers.
#[derive(Default)]
pub struct Mem2Reg {
    ed: Editor,
    cfg: Cfg,
    dt: DomTree,
    df: DomFrontiers,
    /// Promotable allocas.
    allocas: Vec<Inst>,
    /// Per instruction: index in `allocas`, or NONE.
    slot_of: Vec<u32>,
    /// (slot, block) for every block that stores to the slot; sorted, deduplicated.
    defs: Vec<(u32, Block)>,
    /// (slot, block) for every block whose first access to the slot is a load.
    live_seeds: Vec<(u32, Block)>,
    /// Per slot: the block of its last store seen while scanning.
    last_store: Vec<u32>,
    /// Per block: the slot + 1 whose def / live-in / has-phi mark it carries.
    def_mark: Vec<u32>,
    live_mark: Vec<u32>,
    phi_mark: Vec<u32>,
    work: Vec<Block>,
    /// Placed phis: (block, slot, phi), sorted by block then slot.
    phis: Vec<(Block, u32, Inst)>,
    /// Per block (plus one): start of its phis in `phis`.
    phi_start: Vec<u32>,
    /// Phi incoming entries gathered during renaming: (phi index in `phis`, value, pred).
    incoming: Vec<(u32, Value, Block)>,
    /// Per slot: the value reaching the current point of the walk.
    cur: Vec<Value>,
    /// Undo log of `cur` for the dominator-tree walk.
    log: Vec<(u32, Value)>,
    /// Dominator-tree children (CSR by block index).
    child_start: Vec<u32>,
    children: Vec<Block>,
    cursor: Vec<u32>,
    stack: Vec<(Block, u32, u32)>,
    /// Per instruction: to be removed from its block.
    kill: Vec<bool>,
    args: Vec<Value>,
}

impl Mem2Reg {
    /// Promotes what it can in `body`; returns whether anything changed.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        if body.layout.is_empty() {
            return false;
        }
        self.ed.start(body);
        self.find_promotable(cx, body);
        if self.allocas.is_empty() {
            return false;
        }
        self.cfg.compute(body);
        self.dt.compute(&self.cfg);
        self.df.compute(&self.cfg, &self.dt);
        self.collect_accesses(body);
        self.place_phis(body);
        self.rename(cx, body);
        self.cleanup(cx, body);
        self.ed.finish(body, cx.types, cx.consts);
        true
    }

    /// Fills `allocas` and `slot_of` with the promotable allocas of the entry block.
    fn find_promotable(&mut self, cx: &Cx, body: &Body) {
        self.allocas.clear();
        self.slot_of.clear();
        self.slot_of.resize(body.insts.len(), NONE);
        let entry = body.layout[0];
        for &a in &body.blocks[entry].insts {
            let d = &body.insts[a];
            let InstKind::Alloca { allocated, .. } = d.kind else {
                continue;
            };
            if d.flags & (flags::INALLOCA | flags::SWIFTERROR) != 0 {
                continue;
            }
            let scalar = matches!(
                cx.types.get(allocated),
                TypeData::Int(_)
                    | TypeData::Ptr(_)
                    | TypeData::Half
                    | TypeData::BFloat
                    | TypeData::Float
                    | TypeData::Double
                    | TypeData::X86Fp80
                    | TypeData::Fp128
                    | TypeData::PpcFp128
                    | TypeData::Vector {
                        scalable: false,
                        ..
                    }
            );
            let one = match body.args(a)[0] {
                Value::Const(c) => matches!(cx.consts.get(c).kind, ConstKind::Int(1)),
                _ => false,
            };
            if !scalar || !one {
                continue;
            }
            let ok = self.ed.uses(body, a).all(|(u, k)| {
                let ud = &body.insts[u];
                let simple =
                    |ordering| ordering == Ordering::NotAtomic && ud.flags & flags::VOLATILE == 0;
                match ud.kind {
                    InstKind::Load { ordering, .. } => simple(ordering) && ud.ty == allocated,
                    InstKind::Store { ordering, .. } => {
                        k == 1
                            && simple(ordering)
                            && body.args(u)[0] != Value::Inst(a)
                            && cx.value_type(body, body.args(u)[0]) == allocated
                    }
                    InstKind::Call(_) => cx
                        .callee_name(body, u)
                        .is_some_and(|n| n.starts_with(b"llvm.lifetime.")),
                    _ => false,
                }
            });
            if ok {
                self.slot_of[a.index()] = self.allocas.len() as u32;
                self.allocas.push(a);
            }
        }
    }

    /// The slot a load or store accesses, if it is a promoted one.
    fn access(&self, body: &Body, i: Inst) -> Option<(u32, bool)> {
        let (ptr, is_store) = match body.insts[i].kind {
            InstKind::Load { .. } => (body.args(i)[0], false),
            InstKind::Store { .. } => (body.args(i)[1], true),
            _ => return None,
        };
        match ptr {
            Value::Inst(p) => match self.slot_of.get(p.index()) {
                Some(&s) if s != NONE => Some((s, is_store)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Records the blocks that store to each slot and those whose first access loads.
    fn collect_accesses(&mut self, body: &Body) {
        self.defs.clear();
        self.live_seeds.clear();
        let n = self.allocas.len();
        // Per slot: the block of its last store seen so far (to tell whether a load is
        // the first access of its block).
        self.last_store.clear();
        self.last_store.resize(n, NONE);
        for &b in &body.layout {
            let bi = b.index() as u32;
            for &i in &body.blocks[b].insts {
                if let Some((s, is_store)) = self.access(body, i) {
                    if self.last_store[s as usize] != bi {
                        if is_store {
                            self.last_store[s as usize] = bi;
                            self.defs.push((s, b));
                        } else {
                            self.live_seeds.push((s, b));
                        }
                    }
                }
            }
        }
        self.defs.sort_unstable();
        self.defs.dedup();
        self.live_seeds.sort_unstable();
        self.live_seeds.dedup();
    }

    /// Places pruned phis on the iterated dominance frontiers and inserts them.
    fn place_phis(&mut self, body: &mut Body) {
        let nb = body.blocks.len();
        for m in [&mut self.def_mark, &mut self.live_mark, &mut self.phi_mark] {
            m.clear();
            m.resize(nb, 0);
        }
        self.phis.clear();
        let (mut di, mut li) = (0, 0);
        for s in 0..self.allocas.len() as u32 {
            let mark = s + 1;
            let d0 = di;
            while di < self.defs.len() && self.defs[di].0 == s {
                self.def_mark[self.defs[di].1.index()] = mark;
                di += 1;
            }
            // Live-in blocks: from the loading blocks backwards, stopping at stores.
            self.work.clear();
            while li < self.live_seeds.len() && self.live_seeds[li].0 == s {
                let b = self.live_seeds[li].1;
                self.live_mark[b.index()] = mark;
                self.work.push(b);
                li += 1;
            }
            while let Some(b) = self.work.pop() {
                for &p in self.cfg.preds(b) {
                    if self.def_mark[p.index()] != mark && self.live_mark[p.index()] != mark {
                        self.live_mark[p.index()] = mark;
                        self.work.push(p);
                    }
                }
            }
            // Iterated dominance frontier of the storing blocks.
            self.work.clear();
            self.work.extend(self.defs[d0..di].iter().map(|e| e.1));
            while let Some(x) = self.work.pop() {
                for &y in self.df.frontier(x) {
                    if self.phi_mark[y.index()] == mark {
                        continue;
                    }
                    self.phi_mark[y.index()] = mark;
                    if self.live_mark[y.index()] != mark {
                        continue;
                    }
                    self.phis.push((y, s, Inst::new(0)));
                    if self.def_mark[y.index()] != mark {
                        self.work.push(y);
                    }
                }
            }
        }
        self.phis.sort_unstable_by_key(|e| (e.0, e.1));
        // Create the phis and put them at the top of their blocks.
        let mut k = 0;
        while k < self.phis.len() {
            let b = self.phis[k].0;
            let mut end = k;
            while end < self.phis.len() && self.phis[end].0 == b {
                let s = self.phis[end].1;
                let a = self.allocas[s as usize];
                let InstKind::Alloca { allocated, .. } = body.insts[a].kind else {
                    unreachable!()
                };
                let pos = body.positions[a];
                let phi = self.ed.create(
                    body,
                    InstData {
                        kind: InstKind::Phi,
                        flags: 0,
                        fmf: 0,
                        ty: allocated,
                        args_start: 0,
                        args_len: 0,
                    },
                    &[],
                    pos,
                );
                self.phis[end].2 = phi;
                end += 1;
            }
            let old = std::mem::take(&mut body.blocks[b].insts);
            let mut new = Vec::with_capacity(old.len() + end - k);
            new.extend(self.phis[k..end].iter().map(|e| e.2));
            new.extend_from_slice(&old);
            body.blocks[b].insts = new;
            k = end;
        }
        self.phi_start.clear();
        self.phi_start.resize(nb + 1, 0);
        for e in &self.phis {
            self.phi_start[e.0.index() + 1] += 1;
        }
        for i in 0..nb {
            self.phi_start[i + 1] += self.phi_start[i];
        }
    }

    /// The placed phis of block `b`: a range of `phis`.
    fn phis_of(&self, b: Block) -> std::ops::Range<usize> {
        self.phi_start[b.index()] as usize..self.phi_start[b.index() + 1] as usize
    }

    /// Walks the dominator tree, replacing loads and recording phi incoming values.
    fn rename(&mut self, cx: &Cx, body: &mut Body) {
        let n = self.allocas.len();
        self.cur.clear();
        for s in 0..n {
            let a = self.allocas[s];
            let InstKind::Alloca { allocated, .. } = body.insts[a].kind else {
                unreachable!()
            };
            let u = cx.mk(allocated, ConstKind::Undef);
            self.cur.push(Value::Const(u));
        }
        self.kill.clear();
        self.kill.resize(body.insts.len(), false);
        self.incoming.clear();
        self.log.clear();
        // Dominator-tree children.
        let nb = body.blocks.len();
        self.child_start.clear();
        self.child_start.resize(nb + 1, 0);
        for &b in &self.dt.rpo()[1..] {
            let p = self.dt.idom(b).expect("reachable block has an idom");
            self.child_start[p.index() + 1] += 1;
        }
        for i in 0..nb {
            self.child_start[i + 1] += self.child_start[i];
        }
        self.children.clear();
        self.children
            .resize(self.dt.rpo().len().saturating_sub(1), Block::new(0));
        self.stack.clear();
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.child_start);
        for &b in &self.dt.rpo()[1..] {
            let p = self.dt.idom(b).unwrap().index();
            self.children[self.cursor[p] as usize] = b;
            self.cursor[p] += 1;
        }
        let entry = self.dt.rpo()[0];
        self.visit(body, entry);
        self.stack.push((
            entry,
            self.log.len() as u32,
            self.child_start[entry.index()],
        ));
        while let Some(top) = self.stack.last_mut() {
            let b = top.0;
            if top.2 < self.child_start[b.index() + 1] {
                let c = self.children[top.2 as usize];
                top.2 += 1;
                let mark = self.log.len() as u32;
                self.visit(body, c);
                self.stack.push((c, mark, self.child_start[c.index()]));
            } else {
                let mark = top.1 as usize;
                while self.log.len() > mark {
                    let (s, v) = self.log.pop().unwrap();
                    self.cur[s as usize] = v;
                }
                self.stack.pop();
            }
        }
        // Unreachable blocks: their loads read undef, their stores go; phis get `undef`
        // for edges from them.
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            if self.dt.is_reachable(b) {
                continue;
            }
            for j in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[j];
                if let Some((s, is_store)) = self.access(body, i) {
                    if !is_store {
                        let ty = body.insts[i].ty;
                        let u = cx.mk(ty, ConstKind::Undef);
                        self.ed.replace_all_uses(body, i, Value::Const(u));
                    }
                    let _ = s;
                    self.kill[i.index()] = true;
                }
            }
            for &succ in self.cfg.succs(b) {
                for p in self.phis_of(succ) {
                    let ty = body.insts[self.phis[p].2].ty;
                    let u = cx.mk(ty, ConstKind::Undef);
                    self.incoming.push((p as u32, Value::Const(u), b));
                }
            }
        }
        // Give every phi its incoming list, in the order the entries were found.
        self.incoming.sort_by_key(|e| e.0);
        let mut k = 0;
        let mut args = std::mem::take(&mut self.args);
        while k < self.incoming.len() {
            let p = self.incoming[k].0;
            args.clear();
            while k < self.incoming.len() && self.incoming[k].0 == p {
                args.push(self.incoming[k].1);
                args.push(Value::Block(self.incoming[k].2));
                k += 1;
            }
            let phi = self.phis[p as usize].2;
            self.ed.set_args(body, phi, &args);
        }
        self.args = args;
    }

    /// Processes one reachable block of the walk.
    fn visit(&mut self, body: &mut Body, b: Block) {
        for p in self.phis_of(b) {
            let (_, s, phi) = self.phis[p];
            self.log.push((s, self.cur[s as usize]));
            self.cur[s as usize] = Value::Inst(phi);
        }
        for j in 0..body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[j];
            let Some((s, is_store)) = self.access(body, i) else {
                continue;
            };
            if is_store {
                self.log.push((s, self.cur[s as usize]));
                self.cur[s as usize] = body.args(i)[0];
            } else {
                let v = self.cur[s as usize];
                self.ed.replace_all_uses(body, i, v);
            }
            self.kill[i.index()] = true;
        }
        for &succ in self.cfg.succs(b) {
            for p in self.phis_of(succ) {
                let s = self.phis[p].1;
                self.incoming.push((p as u32, self.cur[s as usize], b));
            }
        }
    }

    /// Erases the promoted loads, stores, allocas, their lifetime markers and debug
    /// declarations.
    fn cleanup(&mut self, cx: &Cx, body: &mut Body) {
        // Lifetime markers and debug intrinsics naming a promoted alloca.
        for &a in &self.allocas {
            let users: Vec<Inst> = self.ed.uses(body, a).map(|u| u.0).collect();
            for u in users {
                if matches!(body.insts[u].kind, InstKind::Call(_)) {
                    self.kill[u.index()] = true;
                    self.ed.erase(body, u);
                }
            }
        }
        let promoted = |mo: &MdOperand, slot_of: &[u32]| match mo {
            MdOperand::Value(Value::Inst(i)) => slot_of.get(i.index()).is_some_and(|&s| s != NONE),
            _ => false,
        };
        if !body.md_operands.is_empty() {
            for &b in &body.layout {
                for &i in &body.blocks[b].insts {
                    if !matches!(body.insts[i].kind, InstKind::Call(_))
                        || !cx
                            .callee_name(body, i)
                            .is_some_and(|n| n.starts_with(b"llvm.dbg."))
                    {
                        continue;
                    }
                    if let Some(&Value::Meta(k)) = body.args(i).get(1) {
                        if promoted(&body.md_operands[k as usize], &self.slot_of) {
                            self.kill[i.index()] = true;
                        }
                    }
                }
            }
            let slot_of = &self.slot_of;
            let ops = &body.md_operands;
            body.dbg_records.retain(|(_, r)| {
                r.kind != rllc_ir::inst::DbgRecordKind::Declare
                    || !r
                        .operands
                        .first()
                        .is_some_and(|&k| promoted(&ops[k as usize], slot_of))
            });
        }
        for &a in &self.allocas {
            self.kill[a.index()] = true;
        }
        let kill = &self.kill;
        let mut erased = Vec::new();
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            body.blocks[b].insts.retain(|&i| {
                let dead = kill.get(i.index()).copied().unwrap_or(false);
                if dead {
                    erased.push(i);
                }
                !dead
            });
        }
        // Loads first (their uses are gone), then stores, then the allocas.
        for &i in &erased {
            if !self.ed.is_erased(i) && !matches!(body.insts[i].kind, InstKind::Alloca { .. }) {
                self.ed.erase(body, i);
            }
        }
        for &i in &erased {
            if !self.ed.is_erased(i) {
                self.ed.erase(body, i);
            }
        }
    }
}
