//! Editing function bodies in place, for the SSA passes.
//!
//! An [`Editor`] keeps the use lists of instruction results: every slot of the body's
//! operand pool that holds `Value::Inst(i)` is a link in `i`'s doubly linked list. The links
//! live in vectors parallel to the pool, so building them is one pass over the operands,
//! and the buffers are reused from one body to the next. Through the editor a pass rewrites
//! operands, replaces all uses of a value, creates and erases instructions, rewrites phi
//! incoming lists and removes blocks, and the use lists stay exact.
//!
//! Blocks keep their instruction vectors (`BlockData::insts`): a pass places, moves and
//! removes instructions there itself and tells the editor which ones it erased.
//! [`Editor::finish`] then repairs what refers to instructions from the side: metadata
//! operands naming an erased value become `poison` (or follow the value it was replaced
//! with), debug records attached to an erased instruction move to the next surviving one
//! of its block, and metadata attachments are kept in instruction order (the printer
//! relies on it).

use crate::constant::{ConstData, ConstKind, Constants};
use crate::inst::{Block, Inst, InstData, InstKind, Value};
use crate::metadata::MdOperand;
use crate::module::Body;
use crate::types::{Type, TypeData, Types};
use cranelift_entity::EntityRef;

const NONE: u32 = u32::MAX;

/// Use lists and the change log of one body being edited. Create one per pass (or per
/// thread) and call [`Editor::start`] for each body: the buffers are reused.
#[derive(Clone, Debug, Default)]
pub struct Editor {
    /// Per instruction: the first pool slot using it, or `NONE`.
    head: Vec<u32>,
    /// Per pool slot: the next and previous slot holding the same instruction.
    next: Vec<u32>,
    prev: Vec<u32>,
    /// Per pool slot: the index of the instruction the slot is an operand of.
    owner: Vec<u32>,
    /// Per instruction: erased since `start`.
    erased: Vec<bool>,
    /// Per instruction: the value that replaced it (`replace_all_uses`, `transfer`).
    forward: Vec<Option<Value>>,
    /// The instructions in layout order when `start` ran, with their block's position
    /// in the layout (kept only when the body has debug records to re-anchor).
    orig: Vec<(Inst, u32)>,
    /// Per instruction: its index in `orig`.
    orig_pos: Vec<u32>,
    /// Per instruction: its index in the current layout order (`finish`).
    order: Vec<u32>,
    /// Scratch operand lists.
    scratch: Vec<Value>,
    /// Set by every edit; `finish` skips its work when nothing changed.
    changed: bool,
}

/// The uses of one instruction: `(user, operand index)` pairs.
pub struct Uses<'a> {
    ed: &'a Editor,
    body: &'a Body,
    slot: u32,
}

impl Iterator for Uses<'_> {
    type Item = (Inst, u32);
    #[inline]
    fn next(&mut self) -> Option<(Inst, u32)> {
        if self.slot == NONE {
            return None;
        }
        let s = self.slot;
        self.slot = self.ed.next[s as usize];
        let user = Inst::new(self.ed.owner[s as usize] as usize);
        Some((user, s - self.body.insts[user].args_start))
    }
}

impl Editor {
    /// An editor with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Builds the use lists of `body` (the instructions placed in its layout's blocks).
    pub fn start(&mut self, body: &Body) {
        let ni = body.insts.len();
        let ns = body.pool.len();
        self.head.clear();
        self.head.resize(ni, NONE);
        self.next.clear();
        self.next.resize(ns, NONE);
        self.prev.clear();
        self.prev.resize(ns, NONE);
        self.owner.clear();
        self.owner.resize(ns, NONE);
        self.erased.clear();
        self.erased.resize(ni, false);
        self.forward.clear();
        self.forward.resize(ni, None);
        self.orig.clear();
        self.changed = false;
        let keep_order = !body.dbg_records.is_empty();
        for (bpos, &b) in body.layout.iter().enumerate() {
            for &i in &body.blocks[b].insts {
                if keep_order {
                    self.orig.push((i, bpos as u32));
                }
                let d = &body.insts[i];
                for s in d.args_start..d.args_start + d.args_len {
                    self.owner[s as usize] = i.index() as u32;
                    if let Value::Inst(v) = body.pool[s as usize] {
                        self.link(s, v);
                    }
                }
            }
        }
        if keep_order {
            self.orig_pos.clear();
            self.orig_pos.resize(ni, NONE);
            for (k, &(i, _)) in self.orig.iter().enumerate() {
                self.orig_pos[i.index()] = k as u32;
            }
        }
    }

    #[inline]
    fn link(&mut self, s: u32, v: Inst) {
        let h = self.head[v.index()];
        self.next[s as usize] = h;
        self.prev[s as usize] = NONE;
        if h != NONE {
            self.prev[h as usize] = s;
        }
        self.head[v.index()] = s;
    }

    #[inline]
    fn unlink(&mut self, s: u32, v: Inst) {
        let (p, n) = (self.prev[s as usize], self.next[s as usize]);
        if p != NONE {
            self.next[p as usize] = n;
        } else {
            self.head[v.index()] = n;
        }
        if n != NONE {
            self.prev[n as usize] = p;
        }
    }

    /// Grows the per-instruction and per-slot vectors after `body` grew.
    fn grow(&mut self, body: &Body) {
        let ni = body.insts.len();
        if self.head.len() < ni {
            self.head.resize(ni, NONE);
            self.erased.resize(ni, false);
            self.forward.resize(ni, None);
            if !self.orig_pos.is_empty() {
                self.orig_pos.resize(ni, NONE);
            }
        }
        let ns = body.pool.len();
        if self.next.len() < ns {
            self.next.resize(ns, NONE);
            self.prev.resize(ns, NONE);
            self.owner.resize(ns, NONE);
        }
    }

    /// The uses of `i` as `(user, operand index)` pairs (most recently added first).
    #[inline]
    pub fn uses<'a>(&'a self, body: &'a Body, i: Inst) -> Uses<'a> {
        Uses {
            ed: self,
            body,
            slot: self.head.get(i.index()).copied().unwrap_or(NONE),
        }
    }

    /// Whether `i` has no uses.
    #[inline]
    pub fn is_unused(&self, i: Inst) -> bool {
        self.head.get(i.index()).is_none_or(|&h| h == NONE)
    }

    /// Whether `i` has exactly one use.
    #[inline]
    pub fn has_one_use(&self, i: Inst) -> bool {
        match self.head.get(i.index()) {
            Some(&h) if h != NONE => self.next[h as usize] == NONE,
            _ => false,
        }
    }

    /// Whether `i` has been erased since `start`.
    #[inline]
    pub fn is_erased(&self, i: Inst) -> bool {
        self.erased.get(i.index()).copied().unwrap_or(false)
    }

    /// Whether anything was edited since `start`.
    pub fn changed(&self) -> bool {
        self.changed
    }

    /// Sets operand `k` of `inst` to `v`.
    pub fn set_arg(&mut self, body: &mut Body, inst: Inst, k: usize, v: Value) {
        let s = body.insts[inst].args_start + k as u32;
        debug_assert!(k < body.insts[inst].args_len as usize);
        let old = body.pool[s as usize];
        if old == v {
            return;
        }
        if let Value::Inst(o) = old {
            self.unlink(s, o);
        }
        body.pool[s as usize] = v;
        if let Value::Inst(n) = v {
            self.link(s, n);
        }
        self.changed = true;
    }

    /// Replaces the operand list of `inst` (in place when it does not grow).
    pub fn set_args(&mut self, body: &mut Body, inst: Inst, args: &[Value]) {
        let d = body.insts[inst];
        for s in d.args_start..d.args_start + d.args_len {
            if let Value::Inst(o) = body.pool[s as usize] {
                self.unlink(s, o);
            }
        }
        let start = if args.len() <= d.args_len as usize {
            d.args_start
        } else {
            let start = body.pool.len() as u32;
            body.pool
                .resize(start as usize + args.len(), Value::Arg(NONE));
            self.grow(body);
            start
        };
        for (k, &v) in args.iter().enumerate() {
            let s = start + k as u32;
            body.pool[s as usize] = v;
            self.owner[s as usize] = inst.index() as u32;
            if let Value::Inst(n) = v {
                self.link(s, n);
            }
        }
        let d = &mut body.insts[inst];
        d.args_start = start;
        d.args_len = args.len() as u32;
        self.changed = true;
    }

    /// Replaces every use of `old` with `new` (operands and, in `finish`, metadata).
    pub fn replace_all_uses(&mut self, body: &mut Body, old: Inst, new: Value) {
        if new == Value::Inst(old) {
            return;
        }
        let mut s = self.head[old.index()];
        while s != NONE {
            let n = self.next[s as usize];
            body.pool[s as usize] = new;
            if let Value::Inst(nv) = new {
                self.link(s, nv);
            }
            s = n;
        }
        self.head[old.index()] = NONE;
        self.forward[old.index()] = Some(new);
        self.changed = true;
    }

    /// Records that `new` takes the place of `old` (which the caller erases): debug
    /// records attached to `old` move to `new`.
    pub fn transfer(&mut self, old: Inst, new: Inst) {
        self.forward[old.index()] = Some(Value::Inst(new));
    }

    /// Creates an instruction (not placed in a block) with operands `args`; `pos` is the
    /// source position diagnostics report for it (usually the one it replaces).
    pub fn create(&mut self, body: &mut Body, data: InstData, args: &[Value], pos: u32) -> Inst {
        let i = body.push_inst(data, args);
        self.grow(body);
        let d = body.insts[i];
        for s in d.args_start..d.args_start + d.args_len {
            self.owner[s as usize] = i.index() as u32;
            if let Value::Inst(v) = body.pool[s as usize] {
                self.link(s, v);
            }
        }
        body.positions[i] = pos;
        self.changed = true;
        i
    }

    /// Erases `inst`: drops its operands from the use lists. The caller has replaced its
    /// uses and removes it from its block.
    pub fn erase(&mut self, body: &mut Body, inst: Inst) {
        debug_assert!(self.is_unused(inst), "erasing {inst} which still has uses");
        let d = body.insts[inst];
        for s in d.args_start..d.args_start + d.args_len {
            if let Value::Inst(o) = body.pool[s as usize] {
                self.unlink(s, o);
            }
        }
        body.insts[inst].args_len = 0;
        self.erased[inst.index()] = true;
        self.changed = true;
    }

    /// Removes one incoming entry for `pred` from every phi at the top of `block`.
    pub fn remove_phi_entries(&mut self, body: &mut Body, block: Block, pred: Block) {
        let mut k = 0;
        while let Some(&phi) = body.blocks[block].insts.get(k) {
            if !matches!(body.insts[phi].kind, InstKind::Phi) {
                break;
            }
            let mut scratch = std::mem::take(&mut self.scratch);
            scratch.clear();
            scratch.extend_from_slice(body.args(phi));
            if let Some(p) = scratch
                .chunks_exact(2)
                .position(|e| e[1] == Value::Block(pred))
            {
                scratch.drain(2 * p..2 * p + 2);
                self.set_args(body, phi, &scratch);
            }
            self.scratch = scratch;
            k += 1;
        }
    }

    /// Renames the incoming block `from` to `to` in the phis at the top of `block`.
    pub fn rename_phi_block(&mut self, body: &mut Body, block: Block, from: Block, to: Block) {
        for &phi in &body.blocks[block].insts {
            if !matches!(body.insts[phi].kind, InstKind::Phi) {
                break;
            }
            let d = body.insts[phi];
            for s in (d.args_start + 1..d.args_start + d.args_len).step_by(2) {
                if body.pool[s as usize] == Value::Block(from) {
                    body.pool[s as usize] = Value::Block(to);
                }
            }
        }
        self.changed = true;
    }

    /// Removes the blocks marked in `dead` (indexed by block) from the body: phi entries
    /// for their edges into surviving blocks go, their instructions are erased, and any
    /// use left in a surviving block (possible only in unreachable code) becomes `poison`.
    pub fn remove_blocks(
        &mut self,
        body: &mut Body,
        types: &Types,
        consts: &Constants,
        dead: &[bool],
    ) {
        let is_dead = |b: Block| dead.get(b.index()).copied().unwrap_or(false);
        let mut succs: Vec<Block> = Vec::new();
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            if !is_dead(b) {
                continue;
            }
            succs.clear();
            succs.extend(body.successors(b));
            for &s in &succs {
                if !is_dead(s) {
                    self.remove_phi_entries(body, s, b);
                }
            }
        }
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            if !is_dead(b) {
                continue;
            }
            let insts = std::mem::take(&mut body.blocks[b].insts);
            for &i in &insts {
                if !self.is_unused(i) {
                    let p = placeholder(types, consts, body.insts[i].ty);
                    self.replace_all_uses(body, i, p);
                }
                self.erase(body, i);
            }
        }
        body.layout.retain(|&b| !is_dead(b));
        self.changed = true;
    }

    /// Repairs what refers to instructions from outside the operand pool, after a pass:
    /// metadata operands, debug records, metadata attachments and `uselistorder`
    /// directives (which name values and are dropped once the body changed).
    pub fn finish(&mut self, body: &mut Body, types: &Types, consts: &Constants) {
        if !self.changed {
            return;
        }
        body.uselistorder.clear();
        // Layout order of the instructions now placed.
        self.order.clear();
        self.order.resize(body.insts.len(), NONE);
        let mut n = 0u32;
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                self.order[i.index()] = n;
                n += 1;
            }
        }
        if !body.md_operands.is_empty() {
            let mut ops = std::mem::take(&mut body.md_operands);
            for op in &mut ops {
                match op {
                    MdOperand::Value(v) => self.fix_md_value(body, types, consts, v),
                    MdOperand::ArgList(vs) => {
                        for v in vs.iter_mut() {
                            self.fix_md_value(body, types, consts, v);
                        }
                    }
                    MdOperand::Ref(_) => {}
                }
            }
            body.md_operands = ops;
        }
        if !body.dbg_records.is_empty() {
            let mut recs = std::mem::take(&mut body.dbg_records);
            recs.retain_mut(|r| match self.anchor(r.0) {
                Some(a) => {
                    r.0 = a;
                    true
                }
                None => false,
            });
            let order = &self.order;
            recs.sort_by_key(|r| order[r.0.index()]);
            body.dbg_records = recs;
        }
        if !body.inst_metadata.is_empty() {
            let order = &self.order;
            body.inst_metadata
                .retain(|e| order.get(e.0.index()).is_some_and(|&o| o != NONE));
            body.inst_metadata.sort_by_key(|e| order[e.0.index()]);
        }
    }

    /// Whether `i` is placed in the layout (after `finish` computed the order).
    fn placed(&self, i: Inst) -> bool {
        self.order.get(i.index()).is_some_and(|&o| o != NONE)
    }

    /// Follows replacements from `i` to a value still defined, if any.
    fn resolve(&self, mut i: Inst) -> Option<Value> {
        for _ in 0..64 {
            if self.placed(i) {
                return Some(Value::Inst(i));
            }
            match self.forward.get(i.index()).copied().flatten() {
                Some(Value::Inst(j)) => i = j,
                Some(v) => return Some(v),
                None => return None,
            }
        }
        None
    }

    fn fix_md_value(&self, body: &Body, types: &Types, consts: &Constants, v: &mut Value) {
        if let Value::Inst(i) = *v {
            if !self.placed(i) {
                *v = self
                    .resolve(i)
                    .unwrap_or_else(|| placeholder(types, consts, body.insts[i].ty));
            }
        }
    }

    /// Where a debug record attached to `i` goes: `i` itself, what replaced it, or the
    /// next surviving instruction of its original block.
    fn anchor(&self, i: Inst) -> Option<Inst> {
        if let Some(Value::Inst(j)) = self.resolve(i) {
            return Some(j);
        }
        let p = *self.orig_pos.get(i.index())?;
        if p == NONE {
            return None;
        }
        let block = self.orig[p as usize].1;
        self.orig[p as usize + 1..]
            .iter()
            .take_while(|e| e.1 == block)
            .find(|e| self.placed(e.0))
            .map(|e| e.0)
    }
}

/// The value that stands in for a removed definition: `poison` (`none` for tokens).
pub fn placeholder(types: &Types, consts: &Constants, ty: Type) -> Value {
    let kind = if matches!(types.get(ty), TypeData::Token) {
        ConstKind::Null
    } else {
        ConstKind::Poison
    };
    Value::Const(consts.intern(ConstData { ty, kind }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::module::{GlobalKind, Module};

    fn take_body(m: &mut Module, name: &str) -> Body {
        let g = m.global_by_name(name.as_bytes()).unwrap();
        match &mut m.globals[g].kind {
            GlobalKind::Func(f) => f.body.take().unwrap(),
            _ => panic!("not a function"),
        }
    }

    fn put_body(m: &mut Module, name: &str, body: Body) {
        let g = m.global_by_name(name.as_bytes()).unwrap();
        match &mut m.globals[g].kind {
            GlobalKind::Func(f) => f.body = Some(body),
            _ => panic!("not a function"),
        }
    }

    const SRC: &str = "
define i32 @f(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  br i1 %c, label %l, label %r
l:
  br label %j
r:
  br label %j
j:
  %p = phi i32 [ %x, %l ], [ %y, %r ]
  call void @llvm.dbg.value(metadata i32 %y, metadata !1, metadata !DIExpression())
  ret i32 %p
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!1 = !{}
";

    #[test]
    fn use_lists_and_replacement() {
        let mut m = crate::parse(SRC.as_bytes()).unwrap();
        let mut body = take_body(&mut m, "f");
        let mut ed = Editor::new();
        ed.start(&body);
        let entry = body.layout[0];
        let x = body.blocks[entry].insts[0];
        let y = body.blocks[entry].insts[1];
        let users: Vec<(Inst, u32)> = ed.uses(&body, x).collect();
        assert_eq!(users.len(), 3);
        assert!(ed.has_one_use(y));
        // Replace %y with %x and erase it: the dbg.value operand follows.
        ed.replace_all_uses(&mut body, y, Value::Inst(x));
        assert!(ed.is_unused(y));
        assert_eq!(ed.uses(&body, x).count(), 4);
        ed.erase(&mut body, y);
        body.blocks[entry].insts.retain(|&i| i != y);
        ed.finish(&mut body, &m.types, &m.consts);
        put_body(&mut m, "f", body);
        crate::verify(&m).unwrap();
        let text = crate::print(&m);
        assert!(text.contains("phi i32 [ %x, %l ], [ %x, %r ]"), "{text}");
        assert!(text.contains("metadata i32 %x"), "{text}");
    }

    #[test]
    fn removing_blocks_fixes_phis_and_metadata() {
        let mut m = crate::parse(SRC.as_bytes()).unwrap();
        let mut body = take_body(&mut m, "f");
        let mut ed = Editor::new();
        ed.start(&body);
        let entry = body.layout[0];
        let (l, r, j) = (body.layout[1], body.layout[2], body.layout[3]);
        // Make the entry jump to %l only, then remove %r.
        let br = *body.blocks[entry].insts.last().unwrap();
        let c = body.args(br)[0];
        let _ = c;
        let void = m.types.common().void;
        let new_br = ed.create(
            &mut body,
            InstData {
                kind: InstKind::Br,
                flags: 0,
                fmf: 0,
                ty: void,
                args_start: 0,
                args_len: 0,
            },
            &[Value::Block(l)],
            0,
        );
        ed.transfer(br, new_br);
        ed.erase(&mut body, br);
        *body.blocks[entry].insts.last_mut().unwrap() = new_br;
        let mut dead = vec![false; body.blocks.len()];
        dead[r.index()] = true;
        ed.remove_blocks(&mut body, &m.types, &m.consts, &dead);
        let phi = body.blocks[j].insts[0];
        assert_eq!(body.args(phi).len(), 2);
        ed.finish(&mut body, &m.types, &m.consts);
        put_body(&mut m, "f", body);
        crate::verify(&m).unwrap();
    }

    #[test]
    fn erased_values_in_metadata_become_poison() {
        let mut m = crate::parse(SRC.as_bytes()).unwrap();
        let mut body = take_body(&mut m, "f");
        let mut ed = Editor::new();
        ed.start(&body);
        let entry = body.layout[0];
        let y = body.blocks[entry].insts[1];
        let j = body.layout[3];
        let phi = body.blocks[j].insts[0];
        ed.set_arg(&mut body, phi, 2, Value::Arg(0));
        ed.erase(&mut body, y);
        body.blocks[entry].insts.retain(|&i| i != y);
        ed.finish(&mut body, &m.types, &m.consts);
        put_body(&mut m, "f", body);
        crate::verify(&m).unwrap();
        assert!(crate::print(&m).contains("metadata i32 poison"));
    }
}
