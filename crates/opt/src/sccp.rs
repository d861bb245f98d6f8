//! sccp: sparse conditional constant propagation (Wegman and Zadeck).
//!
//! Every value starts unknown (⊤); blocks become executable from the entry along the edges
//! their terminators may take given what is known of the conditions; instructions of
//! executable blocks are evaluated with the constant folder, phis meet their values along
//! executable edges only. Values move down the lattice unknown → constant → overdefined,
//! so the two worklists (blocks, changed values) empty. `undef` and arguments are
//! overdefined. Then values proven constant replace their instructions, and branches on
//! proven conditions become unconditional (the edges never taken go, with their phi
//! entries); blocks left without predecessors are for simplifycfg to remove.

use crate::cx::Cx;
use crate::effects::is_removable;
use cranelift_entity::EntityRef;
use rllc_ir::constant::{Const, ConstKind};
use rllc_ir::edit::Editor;
use rllc_ir::inst::{Block, Inst, InstData, InstKind, Value};
use rllc_ir::module::Body;
use smallvec::SmallVec;

/// A lattice value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Lat {
    Unknown,
    Const(Const),
    Over,
}

const NONE: u32 = u32::MAX;

/// The sccp pass with its reusable buffers.
#[derive(Default)]
pub struct Sccp {
    ed: Editor,
    lat: Vec<Lat>,
    exec: Vec<bool>,
    /// Blocks whose conditional terminator is treated as taking every edge.
    forced: Vec<bool>,
    block_of: Vec<u32>,
    block_work: Vec<Block>,
    value_work: Vec<Inst>,
    succs: Vec<Block>,
    edges: Vec<Block>,
}

impl Sccp {
    /// Propagates constants through `body`; returns whether anything changed.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        if body.layout.is_empty() {
            return false;
        }
        self.ed.start(body);
        self.lat.clear();
        self.lat.resize(body.insts.len(), Lat::Unknown);
        let nb = body.blocks.len();
        self.exec.clear();
        self.exec.resize(nb, false);
        self.forced.clear();
        self.forced.resize(nb, false);
        self.block_of.clear();
        self.block_of.resize(body.insts.len(), NONE);
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                self.block_of[i.index()] = b.index() as u32;
            }
        }
        self.solve(cx, body);
        self.rewrite(cx, body)
    }

    fn solve(&mut self, cx: &Cx, body: &Body) {
        let entry = body.layout[0];
        self.exec[entry.index()] = true;
        self.block_work.push(entry);
        // Blocks whose address is taken may be entered through indirectbr: executable.
        for &b in &body.layout {
            if cx.is_address_taken(b) && !self.exec[b.index()] {
                self.exec[b.index()] = true;
                self.block_work.push(b);
            }
        }
        loop {
            while !self.block_work.is_empty() || !self.value_work.is_empty() {
                while let Some(b) = self.block_work.pop() {
                    for k in 0..body.blocks[b].insts.len() {
                        self.visit(cx, body, body.blocks[b].insts[k]);
                    }
                }
                while let Some(i) = self.value_work.pop() {
                    let users: SmallVec<[Inst; 8]> = self.ed.uses(body, i).map(|u| u.0).collect();
                    for u in users {
                        let b = self.block_of[u.index()];
                        if b != NONE && self.exec[b as usize] {
                            self.visit(cx, body, u);
                        }
                    }
                }
            }
            // A branch whose condition is still unknown (it cannot be, in a well-formed
            // body, but nothing may rest on it) is taken as going everywhere.
            let mut forced_any = false;
            for &b in &body.layout {
                if self.exec[b.index()] && !self.forced[b.index()] {
                    if let Some(t) = body.terminator(b) {
                        if matches!(body.insts[t].kind, InstKind::CondBr | InstKind::Switch)
                            && self.value(cx, body.args(t)[0]) == Lat::Unknown
                        {
                            self.forced[b.index()] = true;
                            forced_any = true;
                            self.visit(cx, body, t);
                        }
                    }
                }
            }
            if !forced_any {
                break;
            }
        }
    }

    /// The lattice value of an operand.
    fn value(&self, cx: &Cx, v: Value) -> Lat {
        match v {
            Value::Inst(i) => self.lat[i.index()],
            Value::Const(c) => match cx.consts.get(c).kind {
                ConstKind::Undef => Lat::Over,
                _ => Lat::Const(c),
            },
            _ => Lat::Over,
        }
    }

    fn set(&mut self, i: Inst, new: Lat) {
        let old = self.lat[i.index()];
        let merged = match (old, new) {
            (Lat::Over, _) | (_, Lat::Unknown) => return,
            (Lat::Unknown, n) => n,
            (Lat::Const(a), Lat::Const(b)) if a == b => return,
            _ => Lat::Over,
        };
        if merged != old {
            self.lat[i.index()] = merged;
            self.value_work.push(i);
        }
    }

    /// The successors `b`'s terminator may take given the lattice.
    fn feasible(&mut self, cx: &Cx, body: &Body, b: Block) {
        self.succs.clear();
        let Some(t) = body.terminator(b) else { return };
        let args = body.args(t);
        let cond = || {
            if self.forced[b.index()] {
                Lat::Over
            } else {
                self.value(cx, args[0])
            }
        };
        match body.insts[t].kind {
            InstKind::CondBr => match cond() {
                Lat::Unknown => {}
                Lat::Const(c) => match cx.consts.get(c).kind {
                    ConstKind::Int(v) => self.succs.push(block(args[if v != 0 { 1 } else { 2 }])),
                    ConstKind::Zero => self.succs.push(block(args[2])),
                    _ => self.succs.extend([block(args[1]), block(args[2])]),
                },
                Lat::Over => self.succs.extend([block(args[1]), block(args[2])]),
            },
            InstKind::Switch => match cond() {
                Lat::Unknown => {}
                Lat::Const(c) if cx.int_of(c).is_some() => {
                    let v = cx.int_of(c);
                    let mut dest = block(args[1]);
                    for case in args[2..].chunks_exact(2) {
                        if let Value::Const(k) = case[0] {
                            if cx.int_of(k) == v {
                                dest = block(case[1]);
                                break;
                            }
                        }
                    }
                    self.succs.push(dest);
                }
                _ => self.succs.extend(body.successors(b)),
            },
            _ => self.succs.extend(body.successors(b)),
        }
    }

    fn edge_feasible(&mut self, cx: &Cx, body: &Body, from: Block, to: Block) -> bool {
        if !self.exec[from.index()] {
            return false;
        }
        self.feasible(cx, body, from);
        self.succs.contains(&to)
    }

    fn visit(&mut self, cx: &Cx, body: &Body, i: Inst) {
        let d = body.insts[i];
        if d.kind.is_terminator() {
            let b = Block::new(self.block_of[i.index()] as usize);
            self.feasible(cx, body, b);
            self.edges.clear();
            self.edges.extend_from_slice(&self.succs);
            for k in 0..self.edges.len() {
                let s = self.edges[k];
                if !self.exec[s.index()] {
                    self.exec[s.index()] = true;
                    self.block_work.push(s);
                } else {
                    // A newly feasible edge into a block already executing: its phis.
                    for j in 0..body.blocks[s].insts.len() {
                        let phi = body.blocks[s].insts[j];
                        if body.insts[phi].kind != InstKind::Phi {
                            break;
                        }
                        self.visit_phi(cx, body, phi);
                    }
                }
            }
            // Invokes and callbrs also define a value.
            if d.ty != cx.types.common().void {
                self.set(i, Lat::Over);
            }
            return;
        }
        match d.kind {
            InstKind::Phi => self.visit_phi(cx, body, i),
            InstKind::Select => {
                let args = body.args(i);
                let new = match self.value(cx, args[0]) {
                    Lat::Unknown => Lat::Unknown,
                    Lat::Const(c) if matches!(cx.consts.get(c).kind, ConstKind::Int(_)) => {
                        let ConstKind::Int(v) = cx.consts.get(c).kind else {
                            unreachable!()
                        };
                        self.value(cx, args[if v != 0 { 1 } else { 2 }])
                    }
                    _ => {
                        // Either arm: constant only when both are the same constant.
                        match (self.value(cx, args[1]), self.value(cx, args[2])) {
                            (Lat::Const(a), Lat::Const(b)) if a == b => Lat::Const(a),
                            (Lat::Unknown, _) | (_, Lat::Unknown) => Lat::Unknown,
                            _ => Lat::Over,
                        }
                    }
                };
                self.set(i, new);
            }
            _ => {
                let foldable = matches!(
                    d.kind,
                    InstKind::Binary(_)
                        | InstKind::FNeg
                        | InstKind::ICmp(_)
                        | InstKind::FCmp(_)
                        | InstKind::Cast(_)
                        | InstKind::Freeze
                        | InstKind::GetElementPtr { .. }
                        | InstKind::ExtractValue { .. }
                        | InstKind::InsertValue { .. }
                        | InstKind::ExtractElement
                        | InstKind::InsertElement
                        | InstKind::ShuffleVector { .. }
                );
                if !foldable || d.ty == cx.types.common().void {
                    if d.ty != cx.types.common().void {
                        self.set(i, Lat::Over);
                    }
                    return;
                }
                let mut ops: SmallVec<[Const; 4]> = SmallVec::new();
                for &a in body.args(i) {
                    match self.value(cx, a) {
                        Lat::Const(c) => ops.push(c),
                        Lat::Unknown => return,
                        Lat::Over => {
                            self.set(i, Lat::Over);
                            return;
                        }
                    }
                }
                let new = match cx.fold_inst(body, i, &ops) {
                    Some(c) => Lat::Const(c),
                    None => Lat::Over,
                };
                self.set(i, new);
            }
        }
    }

    fn visit_phi(&mut self, cx: &Cx, body: &Body, phi: Inst) {
        let b = Block::new(self.block_of[phi.index()] as usize);
        let mut acc = Lat::Unknown;
        let n = body.args(phi).len() / 2;
        for e in 0..n {
            let (v, from) = (body.args(phi)[2 * e], block(body.args(phi)[2 * e + 1]));
            if !self.edge_feasible(cx, body, from, b) {
                continue;
            }
            acc = match (acc, self.value(cx, v)) {
                (a, Lat::Unknown) => a,
                (Lat::Unknown, x) => x,
                (Lat::Const(a), Lat::Const(c)) if a == c => acc,
                _ => Lat::Over,
            };
            if acc == Lat::Over {
                break;
            }
        }
        self.set(phi, acc);
    }

    /// Replaces the constant values and folds the branches on proven conditions.
    fn rewrite(&mut self, cx: &Cx, body: &mut Body) -> bool {
        let mut changed = false;
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            if !self.exec[b.index()] {
                continue;
            }
            for j in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[j];
                if let Lat::Const(c) = self.lat[i.index()] {
                    if is_removable(cx, body, i) && !self.ed.is_unused(i) {
                        self.ed.replace_all_uses(body, i, Value::Const(c));
                        changed = true;
                    }
                }
            }
            // Branches that can take one edge only.
            let Some(t) = body.terminator(b) else {
                continue;
            };
            if !matches!(body.insts[t].kind, InstKind::CondBr | InstKind::Switch)
                || self.forced[b.index()]
            {
                continue;
            }
            if !matches!(self.value(cx, body.args(t)[0]), Lat::Const(_)) {
                continue;
            }
            self.feasible(cx, body, b);
            if self.succs.len() != 1 {
                continue;
            }
            let keep = self.succs[0];
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
                &[Value::Block(keep)],
                body.positions[t],
            );
            self.ed.transfer(t, br);
            self.ed.erase(body, t);
            *body.blocks[b].insts.last_mut().unwrap() = br;
            changed = true;
        }
        // The replaced instructions are dead now.
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            if !self.exec[b.index()] {
                continue;
            }
            for j in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[j];
                if matches!(self.lat.get(i.index()), Some(Lat::Const(_)))
                    && !self.ed.is_erased(i)
                    && self.ed.is_unused(i)
                    && is_removable(cx, body, i)
                {
                    self.ed.erase(body, i);
                    changed = true;
                }
            }
            let ed = &self.ed;
            body.blocks[b].insts.retain(|&i| !ed.is_erased(i));
        }
        if changed {
            self.ed.finish(body, cx.types, cx.consts);
        }
        changed
    }
}

fn block(v: Value) -> Block {
    match v {
        Value::Block(b) => b,
        _ => unreachable!("block operand expected"),
    }
}
