//! dce: deletes instructions whose results are unused and that have no other effect,
//! and then whatever became unused through them (a worklist over operands).

use crate::cx::Cx;
use crate::effects::is_removable;
use rllc_ir::edit::Editor;
use rllc_ir::inst::{Inst, Value};
use rllc_ir::module::Body;

/// The dce pass with its reusable buffers.
#[derive(Default)]
pub struct Dce {
    ed: Editor,
    work: Vec<Inst>,
    ops: Vec<Inst>,
}

impl Dce {
    /// Deletes trivially dead instructions of `body`; returns whether any went.
    pub fn run(&mut self, cx: &Cx, body: &mut Body) -> bool {
        self.ed.start(body);
        self.work.clear();
        for &b in body.layout.iter().rev() {
            for &i in body.blocks[b].insts.iter().rev() {
                if self.ed.is_unused(i) && is_removable(cx, body, i) {
                    self.work.push(i);
                }
            }
        }
        if self.work.is_empty() {
            return false;
        }
        while let Some(i) = self.work.pop() {
            if self.ed.is_erased(i) || !self.ed.is_unused(i) {
                continue;
            }
            self.ops.clear();
            self.ops
                .extend(body.args(i).iter().filter_map(|v| match *v {
                    Value::Inst(o) => Some(o),
                    _ => None,
                }));
            self.ed.erase(body, i);
            for k in 0..self.ops.len() {
                let o = self.ops[k];
                if !self.ed.is_erased(o) && self.ed.is_unused(o) && is_removable(cx, body, o) {
                    self.work.push(o);
                }
            }
        }
        let ed = &self.ed;
        for k in 0..body.layout.len() {
            let b = body.layout[k];
            body.blocks[b].insts.retain(|&i| !ed.is_erased(i));
        }
        self.ed.finish(body, cx.types, cx.consts);
        true
    }
}
