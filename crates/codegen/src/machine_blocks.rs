//! The machine blocks of a function, planned before instruction selection: the reachable
//! IR blocks in lowering order ([`crate::block_order`]), each followed by the blocks of
//! its outgoing edges that need code of their own, and, for `indirectbr`, one dispatch
//! block and a landing block per possible target.
//!
//! An edge gets a block of its own when it is critical or carries phi arguments (its
//! target has several predecessors or phis), so that moves for block parameters have a
//! place and regalloc2 sees no critical edge; both edges of an `invoke` always do (the
//! unwind edge's block is the address the unwinder lands at). Edge blocks come right after their source
//! block, so that block order follows the IR's (which regalloc2 reads loops from) and
//! edge code falls through.
//!
//! Indirect branches have no critical edges either: every `indirectbr` passes its address
//! to the dispatch block, which holds the only indirect jump, and each possible target is
//! entered through a landing block whose single predecessor is the dispatch block (and
//! whose address `blockaddress` takes). The dispatch and landing blocks follow the first
//! block that ends in an `indirectbr`, so that every machine block follows one of its
//! predecessors.

use crate::{full_map, MBlock};
use cranelift_entity::SecondaryMap;
use rllc_ir::inst::{BinOp, Block, Inst, InstKind, Value};
use rllc_ir::module::{Body, Module};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The machine blocks of one function.
#[derive(Default)]
pub struct MachineBlocks {
    /// The reachable IR blocks in lowering order.
    pub layout: Vec<Block>,
    /// The number of distinct predecessors of each IR block (among reachable blocks).
    pub num_preds: SecondaryMap<Block, u32>,
    /// The machine block of each IR block.
    pub block_map: SecondaryMap<Block, MBlock>,
    /// The edges with blocks of their own: target and machine block, the edges of each
    /// source block together (at `edge_range`).
    pub edge_blocks: Vec<(Block, MBlock)>,
    /// Per source block, its range in `edge_blocks`.
    pub edge_range: SecondaryMap<Block, (u32, u32)>,
    /// Blocks whose conditional branch the target splits in two: the first of the three
    /// machine blocks reserved after the block (the second test, then the edge from each
    /// test to the target both reach), and that shared target.
    pub split_blocks: FxHashMap<Block, (MBlock, Block)>,
    /// The blocks of `indirectbr`s, when the function has any.
    pub indirect: Option<IndirectBlocks>,
}

/// The dispatch and landing blocks of a function's `indirectbr`s.
pub struct IndirectBlocks {
    /// The block holding the only indirect jump.
    pub dispatch: MBlock,
    /// The landing block of each possible target.
    pub landing: FxHashMap<Block, MBlock>,
    /// The block of the only `indirectbr`, if there is one.
    pub only_site: Option<Block>,
    /// The position in `layout` of the first block that ends in an `indirectbr` (the
    /// dispatch and landing blocks follow it).
    pub after: usize,
}

impl MachineBlocks {
    /// The lowering order of `body`'s reachable blocks and their predecessor counts;
    /// machine blocks are numbered by [`number`](Self::number).
    pub fn new(body: &Body) -> MachineBlocks {
        let layout = crate::block_order::lowering_order(body);
        let mut num_preds: SecondaryMap<Block, u32> = full_map(body.blocks.len());
        let mut seen: SmallVec<[Block; 8]> = SmallVec::new();
        for &b in &layout {
            seen.clear();
            for s in body.successors(b) {
                if !seen.contains(&s) {
                    seen.push(s);
                    num_preds[s] += 1;
                }
            }
        }
        MachineBlocks {
            layout,
            num_preds,
            block_map: full_map(body.blocks.len()),
            edge_range: full_map(body.blocks.len()),
            ..MachineBlocks::default()
        }
    }

    /// Numbers the machine blocks: each IR block in lowering order, then (when
    /// `split_target(b)` gives the target both halves of `b`'s split branch reach) the
    /// three blocks of the split, then its edge blocks, and after the first block ending
    /// in an `indirectbr` the dispatch block and the landing blocks.
    pub fn number(&mut self, body: &Body, split_target: impl Fn(Block) -> Option<Block>) {
        let mut landing = FxHashMap::default();
        let mut sites = Vec::new();
        for &b in &self.layout {
            if let Some(t) = body.terminator(b) {
                if matches!(body.insts[t].kind, InstKind::IndirectBr) {
                    sites.push(b);
                    for a in &body.args(t)[1..] {
                        if let Value::Block(s) = *a {
                            landing.insert(s, 0);
                        }
                    }
                }
            }
        }
        let first_indirect = if landing.is_empty() {
            None
        } else {
            self.layout.iter().position(|&b| {
                body.terminator(b)
                    .is_some_and(|t| matches!(body.insts[t].kind, InstKind::IndirectBr))
            })
        };
        let mut next: MBlock = 0;
        let mut dispatch = 0;
        for k in 0..self.layout.len() {
            let b = self.layout[k];
            self.block_map[b] = next;
            next += 1;
            if let Some(shared) = split_target(b) {
                self.split_blocks.insert(b, (next, shared));
                next += 3;
            }
            let first_edge = self.edge_blocks.len() as u32;
            for s in self.edge_successors(body, b) {
                self.edge_blocks.push((s, next));
                next += 1;
            }
            self.edge_range[b] = (first_edge, self.edge_blocks.len() as u32);
            if first_indirect == Some(k) {
                dispatch = next;
                next += 1;
                for t in &self.layout {
                    if let Some(l) = landing.get_mut(t) {
                        *l = next;
                        next += 1;
                    }
                }
            }
        }
        if let Some(after) = first_indirect {
            self.indirect = Some(IndirectBlocks {
                dispatch,
                landing,
                only_site: (sites.len() == 1).then(|| sites[0]),
                after,
            });
        }
    }

    /// Whether edges into `to` need blocks of their own (when their source has several
    /// successors): `to` has several predecessors or phis.
    pub fn needs_edge_block(&self, body: &Body, to: Block) -> bool {
        self.num_preds[to] > 1 || has_phis(body, to)
    }

    /// The successors of `b` that get edge blocks, in the order of its terminator's
    /// operands.
    pub fn edge_successors(&self, body: &Body, b: Block) -> SmallVec<[Block; 4]> {
        let mut out = SmallVec::new();
        let Some(t) = body.terminator(b) else {
            return out;
        };
        let args = body.args(t);
        if let InstKind::Invoke(_) = body.insts[t].kind {
            // Both edges of an invoke have blocks of their own: the normal one receives
            // the call's results, the unwind one is where the unwinder lands.
            for a in &args[args.len() - 2..] {
                if let Value::Block(s) = *a {
                    out.push(s);
                }
            }
            return out;
        }
        let targets = match body.insts[t].kind {
            InstKind::CondBr if args[1] != args[2] => &args[1..3],
            InstKind::Switch => &args[1..],
            InstKind::CallBr(cid) if body.calls[cid].num_indirect > 0 => {
                &args[args.len() - 1 - body.calls[cid].num_indirect as usize..]
            }
            _ => return out,
        };
        // The target a split branch reaches from both halves has edge blocks of its own.
        let shared = self.split_blocks.get(&b).map(|&(_, s)| s);
        for a in targets {
            if let Value::Block(s) = *a {
                if !out.contains(&s) && Some(s) != shared && self.needs_edge_block(body, s) {
                    out.push(s);
                }
            }
        }
        out
    }

    /// The machine target of edge `from → to` out of a block with several successors:
    /// the block itself, or the edge block reserved for it.
    pub fn edge_target(&self, from: Block, to: Block) -> MBlock {
        let (first, end) = self.edge_range[from];
        self.edge_blocks[first as usize..end as usize]
            .iter()
            .find(|&&(t, _)| t == to)
            .map_or(self.block_map[to], |&(_, m)| m)
    }

    /// Whether `b` is a target of an `indirectbr` (entered through a landing block).
    pub fn is_indirect_target(&self, b: Block) -> bool {
        self.indirect
            .as_ref()
            .is_some_and(|ib| ib.landing.contains_key(&b))
    }

    /// The block of the function's only `indirectbr`, when it has exactly one.
    pub fn only_indirect_site(&self) -> Option<Block> {
        self.indirect.as_ref().and_then(|ib| ib.only_site)
    }

    /// The machine block of each IR block of `body`, by IR block index, for
    /// `blockaddress`: the landing block of `indirectbr` targets (unreachable blocks map
    /// to the entry).
    pub fn ir_blocks(&self, body: &Body) -> Vec<MBlock> {
        body.blocks
            .keys()
            .map(|b| {
                self.indirect
                    .as_ref()
                    .and_then(|ib| ib.landing.get(&b).copied())
                    .unwrap_or(self.block_map[b])
            })
            .collect()
    }
}

/// A conditional branch on `first && second` (`all`) or `first || second`, which becomes
/// two branches, as LLVM lowers them, and the target both halves reach.
pub struct SplitCondition {
    /// The condition tested first.
    pub first: Value,
    /// The condition tested when the first does not decide.
    pub second: Value,
    /// `first && second`; else `first || second`.
    pub all: bool,
    /// The target both tests can reach (the false target of `&&`, the true one of `||`).
    pub shared: Block,
}

/// The split of `b`'s conditional branch, when its condition is an `and`/`or` of i1
/// values or the `select` form clang emits for `&&`/`||`, and `lowered_at_branch` says
/// that instruction is lowered at the branch (its only use) rather than on its own.
pub fn split_condition(
    m: &Module,
    body: &Body,
    b: Block,
    lowered_at_branch: impl Fn(Inst) -> bool,
) -> Option<SplitCondition> {
    let term = body.terminator(b)?;
    let args = body.args(term);
    if !matches!(body.insts[term].kind, InstKind::CondBr) || args[1] == args[2] {
        return None;
    }
    let (Value::Inst(c), Value::Block(t), Value::Block(f)) = (args[0], args[1], args[2]) else {
        return None;
    };
    if m.types.int_width(body.insts[c].ty) != Some(1) || !lowered_at_branch(c) {
        return None;
    }
    let ca = body.args(c);
    let is_bool = |v: Value, want: u64| match v {
        Value::Const(k) => m.consts.as_u64(k) == Some(want),
        _ => false,
    };
    let (first, second, all) = match body.insts[c].kind {
        InstKind::Binary(BinOp::And) => (ca[0], ca[1], true),
        InstKind::Binary(BinOp::Or) => (ca[0], ca[1], false),
        InstKind::Select if is_bool(ca[2], 0) => (ca[0], ca[1], true),
        InstKind::Select if is_bool(ca[1], 1) => (ca[0], ca[2], false),
        _ => return None,
    };
    Some(SplitCondition {
        first,
        second,
        all,
        shared: if all { f } else { t },
    })
}

/// Whether block `b` of `body` starts with phis.
fn has_phis(body: &Body, b: Block) -> bool {
    body.blocks[b]
        .insts
        .first()
        .is_some_and(|&i| matches!(body.insts[i].kind, InstKind::Phi))
}
