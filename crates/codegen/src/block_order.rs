//! The order in which a function's blocks become machine blocks.
//!
//! regalloc2's Fastalloc (the -O0 allocator) walks the blocks from the last to the first
//! and gives a virtual register its spill slot when it first meets a use in another
//! block; the definition spills into that slot only if the slot exists by the time the
//! walk reaches it. A value used in a block *before* its defining block would never be
//! stored (clang's -O2 IR often puts a loop's exit block before the loop). Its checker
//! (`regalloc2::checker`) likewise needs every block to follow one of its predecessors.
//! Both hold when blocks follow a topological order of the control-flow graph without
//! its back edges: every block then comes after its dominators and after the predecessor
//! that first reaches it. Among the orders that qualify, the one kept is the closest to
//! the IR's own layout (equal to it whenever the layout already qualifies).

use cranelift_entity::EntityRef;
use rllc_ir::inst::Block;
use rllc_ir::module::Body;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The blocks of `body` reachable from its entry, entry first, each after its
/// dominators and after at least one of its predecessors; among those orders, the one
/// that takes the earliest block of the IR layout whenever it may.
pub fn lowering_order(body: &Body) -> Vec<Block> {
    let n = body.blocks.len();
    let mut pos = vec![u32::MAX; n];
    for (k, &b) in body.layout.iter().enumerate() {
        pos[b.index()] = k as u32;
    }
    let Some(&entry) = body.layout.first() else {
        return Vec::new();
    };
    // Successors (with multiplicity), as ranges into one pool.
    let mut succ_start = vec![0u32; n + 1];
    let mut succs: Vec<Block> = Vec::with_capacity(n * 2);
    for b in 0..n {
        succ_start[b] = succs.len() as u32;
        if pos[b] != u32::MAX {
            succs.extend(body.successors(Block::new(b)));
        }
    }
    succ_start[n] = succs.len() as u32;

    // Depth-first search from the entry: an edge to a block still on the DFS stack is a
    // back edge. Every other edge from a reachable block counts towards its target's
    // in-degree in the acyclic rest of the graph.
    const NEW: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; n];
    let mut back = vec![false; succs.len()];
    let mut indeg = vec![0u32; n];
    let mut stack: Vec<(usize, u32)> = vec![(entry.index(), succ_start[entry.index()])];
    state[entry.index()] = ON_STACK;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if next == succ_start[b + 1] {
            state[b] = DONE;
            stack.pop();
            continue;
        }
        top.1 += 1;
        let s = succs[next as usize].index();
        match state[s] {
            ON_STACK => back[next as usize] = true,
            NEW => {
                indeg[s] += 1;
                state[s] = ON_STACK;
                stack.push((s, succ_start[s]));
            }
            _ => indeg[s] += 1,
        }
    }

    // Kahn's topological sort of the acyclic graph, taking the ready block that comes
    // first in the layout.
    let mut order = Vec::with_capacity(body.layout.len());
    let mut ready = BinaryHeap::new();
    ready.push(Reverse((pos[entry.index()], entry.index())));
    while let Some(Reverse((_, b))) = ready.pop() {
        order.push(Block::new(b));
        for e in succ_start[b]..succ_start[b + 1] {
            if back[e as usize] {
                continue;
            }
            let s = succs[e as usize].index();
            indeg[s] -= 1;
            if indeg[s] == 0 {
                ready.push(Reverse((pos[s], s)));
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use rllc_ir::module::GlobalKind;

    /// The names of the blocks of the module's function in lowering order.
    fn order_of(src: &str) -> Vec<String> {
        let m = rllc_ir::parse(src.as_bytes()).expect("valid IR");
        let body = m
            .globals
            .values()
            .find_map(|g| match &g.kind {
                GlobalKind::Func(f) => f.body.as_ref(),
                _ => None,
            })
            .expect("a function with a body");
        lowering_order(body)
            .into_iter()
            .map(|b| {
                let s = body.blocks[b].name.sym().expect("named block");
                String::from_utf8_lossy(body.names.get(s)).into_owned()
            })
            .collect()
    }

    #[test]
    fn layout_kept_when_it_qualifies() {
        let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\nj:\n  br label %l\nl:\n  br i1 %c, label %l, label %x\nx:\n  ret void\n}\n";
        assert_eq!(order_of(src), ["entry", "a", "b", "j", "l", "x"]);
    }

    #[test]
    fn block_before_its_dominator_moves_after_it() {
        // clang's -O2 layout: the loop's exit block comes before the loop.
        let src = "define i32 @f(i32 %n) {\nentry:\n  br label %loop\nexit:\n  ret i32 %i2\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]\n  %i2 = add i32 %i, 1\n  %c = icmp slt i32 %i2, %n\n  br i1 %c, label %loop, label %exit\n}\n";
        assert_eq!(order_of(src), ["entry", "loop", "exit"]);
    }

    #[test]
    fn unreachable_blocks_are_left_out() {
        let src = "define void @f() {\nentry:\n  ret void\ndead:\n  br label %entry2\nentry2:\n  ret void\n}\n";
        assert_eq!(order_of(src), ["entry"]);
    }
}
