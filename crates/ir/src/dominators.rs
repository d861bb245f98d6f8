//! The control-flow graph of a function body and its dominator tree.
//!
//! [`Cfg`] lists every block's successors and predecessors (with multiplicity: a `br` with
//! both targets equal, or a `switch` with several cases to one block, adds one edge per
//! operand, as LLVM counts them). [`DomTree`] computes immediate dominators with the
//! Cooper–Harvey–Kennedy iterative algorithm ("A Simple, Fast Dominance Algorithm", 2001)
//! over reverse postorder, then numbers the tree so that `dominates` is O(1).
//!
//! Both structures keep their buffers between functions: build them once, then call
//! `compute` for each body, and nothing is allocated once the buffers have grown to the
//! largest function.
//!
//! Edges are the [`Value::Block`] operands of each block's terminator (the last instruction
//! when it is one). Blocks are indexed by their arena index; blocks of the arena that are
//! not in the layout have no outgoing edges (the verifier rejects branches to them).

use crate::inst::{Block, Value};
use crate::module::Body;
use cranelift_entity::EntityRef;

const NONE: u32 = u32::MAX;

/// Successors and predecessors of every block of a body.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    /// Per block: range of its successors in `succs`.
    succ_range: Vec<(u32, u32)>,
    succs: Vec<Block>,
    /// Per block (plus one): start of its predecessors in `preds`.
    pred_start: Vec<u32>,
    preds: Vec<Block>,
    /// Scratch: predecessor fill cursors.
    cursor: Vec<u32>,
    entry: Option<Block>,
}

impl Cfg {
    /// An empty graph; fill it with [`Cfg::compute`].
    pub fn new() -> Self {
        Self::default()
    }

    /// The graph of `body`.
    pub fn from_body(body: &Body) -> Self {
        let mut c = Self::new();
        c.compute(body);
        c
    }

    /// Recomputes the graph for `body`, reusing the buffers.
    pub fn compute(&mut self, body: &Body) {
        let n = body.blocks.len();
        self.entry = body.layout.first().copied();
        self.succ_range.clear();
        self.succ_range.resize(n, (0, 0));
        self.succs.clear();
        self.pred_start.clear();
        self.pred_start.resize(n + 1, 0);
        for &b in &body.layout {
            if b.index() >= n {
                continue;
            }
            let start = self.succs.len() as u32;
            if let Some(t) = body.terminator(b) {
                for v in body.args(t) {
                    if let Value::Block(s) = *v {
                        if s.index() < n {
                            self.succs.push(s);
                            self.pred_start[s.index() + 1] += 1;
                        }
                    }
                }
            }
            self.succ_range[b.index()] = (start, self.succs.len() as u32);
        }
        for i in 0..n {
            self.pred_start[i + 1] += self.pred_start[i];
        }
        self.preds.clear();
        self.preds.resize(self.succs.len(), Block::new(0));
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.pred_start[..n]);
        for &b in &body.layout {
            if b.index() >= n {
                continue;
            }
            let (s, e) = self.succ_range[b.index()];
            for k in s..e {
                let t = self.succs[k as usize].index();
                self.preds[self.cursor[t] as usize] = b;
                self.cursor[t] += 1;
            }
        }
    }

    /// Fills `self` with the reverse of `fwd` (edges flipped) plus a virtual exit node
    /// (index `fwd.num_blocks()`) as its entry, for post-dominators. The virtual exit has
    /// an edge to every block of `layout` without successors and, so that every block is
    /// post-dominated, to one block of each region that cannot reach such a block
    /// (an infinite loop), as LLVM does.
    pub fn compute_reverse(&mut self, fwd: &Cfg, layout: &[Block]) {
        let n = fwd.num_blocks();
        let exit = Block::new(n);
        // Roots: exits first, then one block per region that reaches no exit.
        let mut roots = std::mem::take(&mut self.succs);
        roots.clear();
        self.cursor.clear();
        self.cursor.resize(n, 0);
        let mut stack = std::mem::take(&mut self.preds);
        stack.clear();
        let mark = |b: Block, cursor: &mut Vec<u32>, stack: &mut Vec<Block>| {
            cursor[b.index()] = 1;
            stack.push(b);
            while let Some(x) = stack.pop() {
                for &p in fwd.preds(x) {
                    if cursor[p.index()] == 0 {
                        cursor[p.index()] = 1;
                        stack.push(p);
                    }
                }
            }
        };
        for &b in layout {
            if b.index() < n && fwd.succs(b).is_empty() && self.cursor[b.index()] == 0 {
                roots.push(b);
                mark(b, &mut self.cursor, &mut stack);
            }
        }
        for &b in layout.iter().rev() {
            if b.index() < n && self.cursor[b.index()] == 0 {
                roots.push(b);
                mark(b, &mut self.cursor, &mut stack);
            }
        }
        let nroots = roots.len();
        // Successor ranges: the exit's are the roots, a block's are its predecessors.
        self.succ_range.clear();
        self.succ_range.resize(n + 1, (0, 0));
        let mut succs = stack;
        succs.clear();
        succs.extend_from_slice(&roots);
        self.succ_range[n] = (0, nroots as u32);
        for &b in layout {
            if b.index() >= n {
                continue;
            }
            let start = succs.len() as u32;
            succs.extend_from_slice(fwd.preds(b));
            self.succ_range[b.index()] = (start, succs.len() as u32);
        }
        self.succs = succs;
        // Predecessors: a block's successors, plus the exit for roots.
        self.pred_start.clear();
        self.pred_start.resize(n + 2, 0);
        for b in 0..=n {
            let (s, e) = self.succ_range[b];
            for k in s..e {
                self.pred_start[self.succs[k as usize].index() + 1] += 1;
            }
        }
        for i in 0..=n {
            self.pred_start[i + 1] += self.pred_start[i];
        }
        let mut preds = roots;
        preds.clear();
        preds.resize(self.succs.len(), exit);
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.pred_start[..=n]);
        for b in std::iter::once(n).chain(0..n) {
            let (s, e) = self.succ_range[b];
            for k in s..e {
                let t = self.succs[k as usize].index();
                preds[self.cursor[t] as usize] = Block::new(b);
                self.cursor[t] += 1;
            }
        }
        self.preds = preds;
        self.entry = Some(exit);
    }

    /// The entry block (the first block of the layout), if the body has blocks.
    pub fn entry(&self) -> Option<Block> {
        self.entry
    }

    /// Number of blocks the graph is indexed by (the body's block arena size).
    pub fn num_blocks(&self) -> usize {
        self.succ_range.len()
    }

    /// Successors of `b`, in terminator operand order, with duplicates.
    #[inline]
    pub fn succs(&self, b: Block) -> &[Block] {
        let (s, e) = self.succ_range[b.index()];
        &self.succs[s as usize..e as usize]
    }

    /// Predecessors of `b` (one entry per edge), in layout order of their blocks.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        let i = b.index();
        &self.preds[self.pred_start[i] as usize..self.pred_start[i + 1] as usize]
    }
}

/// The dominator tree of a body's CFG.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    /// Reachable blocks in reverse postorder (the entry first).
    rpo: Vec<Block>,
    /// Per block: its index in `rpo`, or `NONE` when unreachable.
    rpo_num: Vec<u32>,
    /// Per RPO index: the RPO index of the immediate dominator (the entry's is itself).
    idom: Vec<u32>,
    /// Per RPO index: preorder and postorder numbers in the dominator tree.
    pre: Vec<u32>,
    post: Vec<u32>,
    /// Scratch: DFS stack and dominator-tree children.
    stack: Vec<(u32, u32)>,
    child_start: Vec<u32>,
    children: Vec<u32>,
}

impl DomTree {
    /// An empty tree; fill it with [`DomTree::compute`].
    pub fn new() -> Self {
        Self::default()
    }

    /// The dominator tree of `cfg`.
    pub fn from_cfg(cfg: &Cfg) -> Self {
        let mut d = Self::new();
        d.compute(cfg);
        d
    }

    /// Recomputes the tree for `cfg`, reusing the buffers.
    pub fn compute(&mut self, cfg: &Cfg) {
        let n = cfg.num_blocks();
        self.rpo.clear();
        self.rpo_num.clear();
        self.rpo_num.resize(n, NONE);
        self.idom.clear();
        self.pre.clear();
        self.post.clear();
        let Some(entry) = cfg.entry() else { return };
        if entry.index() >= n {
            return;
        }
        self.postorder(cfg, entry);
        self.rpo.reverse();
        for (i, &b) in self.rpo.iter().enumerate() {
            self.rpo_num[b.index()] = i as u32;
        }
        // Cooper–Harvey–Kennedy: iterate to a fixed point in reverse postorder.
        let len = self.rpo.len();
        self.idom.resize(len, NONE);
        self.idom[0] = 0;
        let mut changed = true;
        let mut first_pass = true;
        while changed {
            changed = false;
            // Without a back edge every predecessor comes earlier in RPO, and one pass
            // computes the final tree (the common case outside loops).
            let mut back_edge = false;
            for i in 1..len {
                let mut new = NONE;
                for &p in cfg.preds(self.rpo[i]) {
                    let pn = self.rpo_num[p.index()];
                    if pn == NONE {
                        continue;
                    }
                    back_edge |= pn as usize >= i;
                    if self.idom[pn as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        pn
                    } else {
                        self.intersect(pn, new)
                    };
                }
                if self.idom[i] != new {
                    self.idom[i] = new;
                    changed = true;
                }
            }
            if first_pass && !back_edge {
                break;
            }
            first_pass = false;
        }
        self.number_tree();
    }

    /// Pushes the blocks reachable from `entry` in postorder onto `rpo` (iteratively).
    fn postorder(&mut self, cfg: &Cfg, entry: Block) {
        const VISITED: u32 = NONE - 1;
        self.stack.clear();
        self.rpo_num[entry.index()] = VISITED;
        self.stack.push((entry.index() as u32, 0));
        while let Some(top) = self.stack.last_mut() {
            let b = Block::new(top.0 as usize);
            let succs = cfg.succs(b);
            if let Some(&s) = succs.get(top.1 as usize) {
                top.1 += 1;
                if self.rpo_num[s.index()] == NONE {
                    self.rpo_num[s.index()] = VISITED;
                    self.stack.push((s.index() as u32, 0));
                }
            } else {
                self.rpo.push(b);
                self.stack.pop();
            }
        }
    }

    #[inline]
    fn intersect(&self, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            while a > b {
                a = self.idom[a as usize];
            }
            while b > a {
                b = self.idom[b as usize];
            }
        }
        a
    }

    /// Numbers the dominator tree in preorder and postorder (iterative DFS).
    fn number_tree(&mut self) {
        let len = self.rpo.len();
        self.child_start.clear();
        self.child_start.resize(len + 1, 0);
        for i in 1..len {
            self.child_start[self.idom[i] as usize + 1] += 1;
        }
        for i in 0..len {
            self.child_start[i + 1] += self.child_start[i];
        }
        self.children.clear();
        self.children.resize(len.saturating_sub(1), 0);
        // Fill using `pre` as a temporary cursor.
        self.pre.clear();
        self.pre.extend_from_slice(&self.child_start[..len]);
        for i in 1..len {
            let p = self.idom[i] as usize;
            self.children[self.pre[p] as usize] = i as u32;
            self.pre[p] += 1;
        }
        self.pre.iter_mut().for_each(|x| *x = 0);
        self.post.clear();
        self.post.resize(len, 0);
        if len == 0 {
            return;
        }
        let (mut pre_n, mut post_n) = (0u32, 0u32);
        self.stack.clear();
        self.stack.push((0, self.child_start[0]));
        self.pre[0] = pre_n;
        pre_n += 1;
        while let Some(top) = self.stack.last_mut() {
            let node = top.0 as usize;
            if top.1 < self.child_start[node + 1] {
                let c = self.children[top.1 as usize];
                top.1 += 1;
                self.pre[c as usize] = pre_n;
                pre_n += 1;
                self.stack.push((c, self.child_start[c as usize]));
            } else {
                self.post[node] = post_n;
                post_n += 1;
                self.stack.pop();
            }
        }
    }

    /// Whether `b` is reachable from the entry block.
    #[inline]
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_num.get(b.index()).is_some_and(|&n| n != NONE)
    }

    /// The reachable blocks in reverse postorder, the entry first.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// The index of `b` in [`DomTree::rpo`], if reachable.
    pub fn rpo_number(&self, b: Block) -> Option<u32> {
        self.rpo_num.get(b.index()).copied().filter(|&n| n != NONE)
    }

    /// The immediate dominator of `b`; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        let n = self.rpo_number(b)?;
        (n != 0).then(|| self.rpo[self.idom[n as usize] as usize])
    }

    /// Whether `a` dominates `b`, with LLVM's conventions: every block dominates itself,
    /// an unreachable `b` is dominated by every block, and an unreachable `a` dominates
    /// nothing else.
    #[inline]
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let Some(nb) = self.rpo_number(b) else {
            return true;
        };
        let Some(na) = self.rpo_number(a) else {
            return false;
        };
        let (na, nb) = (na as usize, nb as usize);
        self.pre[na] <= self.pre[nb] && self.post[nb] <= self.post[na]
    }

    /// Whether `a` dominates `b` and differs from it.
    #[inline]
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Whether the edge `from → to` dominates block `b`: every path from the entry to `b`
    /// goes through that edge (LLVM's `BasicBlockEdge` dominance; an `invoke` result is
    /// available exactly where the edge to its normal destination dominates).
    pub fn edge_dominates(&self, cfg: &Cfg, from: Block, to: Block, b: Block) -> bool {
        if !self.dominates(to, b) {
            return false;
        }
        let preds = cfg.preds(to);
        if preds.len() == 1 {
            return true;
        }
        let mut seen_edge = false;
        for &p in preds {
            if p == from {
                // Several edges from `from` to `to`: none of them dominates anything.
                if seen_edge {
                    return false;
                }
                seen_edge = true;
                continue;
            }
            if !self.dominates(to, p) {
                return false;
            }
        }
        true
    }
}

/// Dominance frontiers of every reachable block: `DF(b)` holds the blocks where `b`'s
/// dominance ends (join points with a predecessor dominated by `b`). Computed with the
/// Cooper–Harvey–Kennedy runner walk; over a reversed CFG and its post-dominator tree
/// ([`Cfg::compute_reverse`]) the same computation gives control dependences.
#[derive(Clone, Debug, Default)]
pub struct DomFrontiers {
    /// Per block (plus one): start of its frontier in `list`.
    start: Vec<u32>,
    list: Vec<Block>,
    /// Scratch: (block, frontier block) pairs.
    pairs: Vec<(u32, u32)>,
}

impl DomFrontiers {
    /// Empty frontiers; fill them with [`DomFrontiers::compute`].
    pub fn new() -> Self {
        Self::default()
    }

    /// Recomputes the frontiers for `cfg` and its dominator tree, reusing the buffers.
    pub fn compute(&mut self, cfg: &Cfg, dt: &DomTree) {
        let n = cfg.num_blocks();
        self.pairs.clear();
        for &b in dt.rpo() {
            let preds = cfg.preds(b);
            if preds.len() < 2 {
                continue;
            }
            let idom = dt.idom(b);
            for &p in preds {
                if !dt.is_reachable(p) {
                    continue;
                }
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if Some(r) == idom {
                        break;
                    }
                    self.pairs.push((r.index() as u32, b.index() as u32));
                    runner = dt.idom(r);
                }
            }
        }
        self.pairs.sort_unstable();
        self.pairs.dedup();
        self.start.clear();
        self.start.resize(n + 1, 0);
        self.list.clear();
        for &(b, f) in &self.pairs {
            self.start[b as usize + 1] += 1;
            self.list.push(Block::new(f as usize));
        }
        for i in 0..n {
            self.start[i + 1] += self.start[i];
        }
    }

    /// The dominance frontier of `b`, sorted by block index.
    #[inline]
    pub fn frontier(&self, b: Block) -> &[Block] {
        match self.start.get(b.index() + 1) {
            Some(&e) => &self.list[self.start[b.index()] as usize..e as usize],
            None => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::module::{GlobalKind, Module};

    fn body_of<'m>(m: &'m Module, name: &str) -> &'m Body {
        let g = m.global_by_name(name.as_bytes()).unwrap();
        match &m.globals[g].kind {
            GlobalKind::Func(f) => f.body.as_ref().unwrap(),
            _ => panic!("not a function"),
        }
    }

    fn block_named(m: &Module, body: &Body, name: &str) -> Block {
        let _ = m;
        *body
            .layout
            .iter()
            .find(|&&b| {
                body.blocks[b].name.sym().map(|s| body.names.get(s)) == Some(name.as_bytes())
            })
            .unwrap()
    }

    const DIAMOND: &str = "
define i32 @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br i1 %d, label %join, label %loop
loop:
  br i1 %d, label %loop, label %join
join:
  ret i32 0
dead:
  br label %join
}
";

    #[test]
    fn cfg_edges_and_preds() {
        let m = crate::parse(DIAMOND.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let bl = |n| block_named(&m, body, n);
        assert_eq!(cfg.entry(), Some(bl("entry")));
        assert_eq!(cfg.succs(bl("entry")), &[bl("a"), bl("b")]);
        assert_eq!(cfg.succs(bl("loop")), &[bl("loop"), bl("join")]);
        assert_eq!(
            cfg.preds(bl("join")),
            &[bl("a"), bl("b"), bl("loop"), bl("dead")]
        );
        assert_eq!(cfg.preds(bl("loop")), &[bl("b"), bl("loop")]);
        assert!(cfg.preds(bl("entry")).is_empty());
    }

    #[test]
    fn dominators_of_diamond_with_loop() {
        let m = crate::parse(DIAMOND.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let dt = DomTree::from_cfg(&cfg);
        let bl = |n| block_named(&m, body, n);
        assert_eq!(dt.rpo()[0], bl("entry"));
        assert_eq!(dt.rpo().len(), 5);
        assert_eq!(dt.idom(bl("entry")), None);
        assert_eq!(dt.idom(bl("a")), Some(bl("entry")));
        assert_eq!(dt.idom(bl("loop")), Some(bl("b")));
        assert_eq!(dt.idom(bl("join")), Some(bl("entry")));
        assert!(dt.dominates(bl("entry"), bl("loop")));
        assert!(dt.dominates(bl("b"), bl("loop")));
        assert!(!dt.dominates(bl("a"), bl("join")));
        assert!(!dt.dominates(bl("loop"), bl("b")));
        assert!(dt.strictly_dominates(bl("b"), bl("loop")));
        assert!(!dt.strictly_dominates(bl("b"), bl("b")));
        // Unreachable blocks: dominated by everything, dominate nothing else.
        assert!(!dt.is_reachable(bl("dead")));
        assert_eq!(dt.idom(bl("dead")), None);
        assert!(dt.dominates(bl("a"), bl("dead")));
        assert!(!dt.dominates(bl("dead"), bl("join")));
    }

    #[test]
    fn edge_dominance() {
        let src = "
define void @f(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  br label %z
z:
  ret void
}
";
        let m = crate::parse(src.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let dt = DomTree::from_cfg(&cfg);
        let bl = |n| block_named(&m, body, n);
        assert!(dt.edge_dominates(&cfg, bl("entry"), bl("x"), bl("x")));
        // y has two predecessors: neither edge into it dominates it.
        assert!(!dt.edge_dominates(&cfg, bl("entry"), bl("y"), bl("z")));
        assert!(!dt.edge_dominates(&cfg, bl("x"), bl("y"), bl("y")));
        assert!(dt.edge_dominates(&cfg, bl("y"), bl("z"), bl("z")));
    }

    #[test]
    fn buffers_are_reused_across_bodies() {
        let m = crate::parse(DIAMOND.as_bytes()).unwrap();
        let src2 = "define void @g() {\n  ret void\n}\n";
        let m2 = crate::parse(src2.as_bytes()).unwrap();
        let mut cfg = Cfg::new();
        let mut dt = DomTree::new();
        cfg.compute(body_of(&m, "f"));
        dt.compute(&cfg);
        assert_eq!(dt.rpo().len(), 5);
        let b2 = body_of(&m2, "g");
        cfg.compute(b2);
        dt.compute(&cfg);
        assert_eq!(dt.rpo(), &[b2.layout[0]]);
        assert!(dt.dominates(b2.layout[0], b2.layout[0]));
    }

    /// Blocks reachable from the entry without passing through `avoid`.
    fn reach_avoiding(cfg: &Cfg, entry: Block, avoid: Option<Block>, n: usize) -> Vec<bool> {
        let mut seen = vec![false; n];
        if Some(entry) == avoid {
            return seen;
        }
        let mut stack = vec![entry];
        seen[entry.index()] = true;
        while let Some(b) = stack.pop() {
            for &s in cfg.succs(b) {
                if !seen[s.index()] && Some(s) != avoid {
                    seen[s.index()] = true;
                    stack.push(s);
                }
            }
        }
        seen
    }

    #[test]
    fn random_graphs_match_the_definition() {
        // A small xorshift generator: deterministic random CFGs of up to 12 blocks.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for _ in 0..300 {
            let nb = 1 + next(12) as usize;
            let mut src = String::from("define void @f(i1 %c) {\n");
            for i in 0..nb {
                src.push_str(&format!("b{i}:\n"));
                match next(4) {
                    0 => src.push_str("  ret void\n"),
                    1 => src.push_str(&format!("  br label %b{}\n", next(nb as u64))),
                    _ => src.push_str(&format!(
                        "  br i1 %c, label %b{}, label %b{}\n",
                        next(nb as u64),
                        next(nb as u64)
                    )),
                }
            }
            src.push_str("}\n");
            let m = crate::parse(src.as_bytes()).unwrap();
            let body = body_of(&m, "f");
            let cfg = Cfg::from_body(body);
            let dt = DomTree::from_cfg(&cfg);
            let n = body.blocks.len();
            let entry = body.layout[0];
            let reach = reach_avoiding(&cfg, entry, None, n);
            for &a in &body.layout {
                assert_eq!(dt.is_reachable(a), reach[a.index()], "{src}");
                let without_a = reach_avoiding(&cfg, entry, Some(a), n);
                for &b in &body.layout {
                    // a dominates b iff b is unreachable, a == b, or removing a cuts b off.
                    let want =
                        !reach[b.index()] || a == b || (reach[a.index()] && !without_a[b.index()]);
                    assert_eq!(dt.dominates(a, b), want, "dominates({a}, {b}) in\n{src}");
                }
                // The immediate dominator strictly dominates and is dominated by every
                // other strict dominator.
                if let Some(d) = dt.idom(a) {
                    assert!(dt.strictly_dominates(d, a));
                    for &x in &body.layout {
                        if x != a && dt.strictly_dominates(x, a) {
                            assert!(dt.dominates(x, d), "{src}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn frontiers_and_post_dominators() {
        let m = crate::parse(DIAMOND.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let dt = DomTree::from_cfg(&cfg);
        let mut df = DomFrontiers::new();
        df.compute(&cfg, &dt);
        let bl = |n| block_named(&m, body, n);
        assert_eq!(df.frontier(bl("a")), &[bl("join")]);
        let mut want = [bl("join"), bl("loop")];
        want.sort();
        assert_eq!(df.frontier(bl("loop")), &want[..]);
        assert_eq!(df.frontier(bl("b")), &[bl("join")]);
        assert!(df.frontier(bl("entry")).is_empty());
        // Post-dominators: join post-dominates everything reachable; the virtual exit
        // is the root.
        let mut rev = Cfg::new();
        rev.compute_reverse(&cfg, &body.layout);
        let pdt = DomTree::from_cfg(&rev);
        let exit = rev.entry().unwrap();
        assert_eq!(exit.index(), body.blocks.len());
        assert_eq!(pdt.idom(bl("join")), Some(exit));
        assert_eq!(pdt.idom(bl("a")), Some(bl("join")));
        assert_eq!(pdt.idom(bl("entry")), Some(bl("join")));
        assert_eq!(pdt.idom(bl("loop")), Some(bl("join")));
        // Control dependence: `a` depends on the entry's branch, `loop` on `b`'s and its own.
        let mut cd = DomFrontiers::new();
        cd.compute(&rev, &pdt);
        assert_eq!(cd.frontier(bl("a")), &[bl("entry")]);
        let mut want = [bl("b"), bl("loop")];
        want.sort();
        assert_eq!(cd.frontier(bl("loop")), &want[..]);
    }

    #[test]
    fn post_dominators_with_an_infinite_loop() {
        let src = "
define void @f(i1 %c) {
entry:
  br i1 %c, label %spin, label %out
spin:
  br label %spin
out:
  ret void
}
";
        let m = crate::parse(src.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let mut rev = Cfg::new();
        rev.compute_reverse(&cfg, &body.layout);
        let pdt = DomTree::from_cfg(&rev);
        let bl = |n| block_named(&m, body, n);
        let exit = rev.entry().unwrap();
        assert!(pdt.is_reachable(bl("spin")));
        assert_eq!(pdt.idom(bl("spin")), Some(exit));
        assert_eq!(pdt.idom(bl("entry")), Some(exit));
    }

    #[test]
    fn irreducible_loop() {
        // entry branches into both halves of a two-block cycle: neither dominates the other.
        let src = "
define void @f(i1 %c) {
entry:
  br i1 %c, label %p, label %q
p:
  br i1 %c, label %q, label %exit
q:
  br i1 %c, label %p, label %exit
exit:
  ret void
}
";
        let m = crate::parse(src.as_bytes()).unwrap();
        let body = body_of(&m, "f");
        let cfg = Cfg::from_body(body);
        let dt = DomTree::from_cfg(&cfg);
        let bl = |n| block_named(&m, body, n);
        assert_eq!(dt.idom(bl("p")), Some(bl("entry")));
        assert_eq!(dt.idom(bl("q")), Some(bl("entry")));
        assert_eq!(dt.idom(bl("exit")), Some(bl("entry")));
        assert!(!dt.dominates(bl("p"), bl("q")));
    }
}
