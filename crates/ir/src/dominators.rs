//! Control-flow graph and dominator tree of a function body.
//!
//! The dominator tree is built with the Cooper–Harvey–Kennedy iterative algorithm over
//! reverse postorder; afterwards a DFS numbering of the tree answers "does A dominate B?"
//! in constant time. Blocks unreachable from the entry have no dominator and dominate
//! nothing.

use crate::inst::Block;
use crate::module::Body;
use cranelift_entity::{EntityRef, SecondaryMap};

const NONE: u32 = u32::MAX;

/// Predecessor lists (with one entry per CFG edge, as LLVM counts them).
#[derive(Default)]
pub struct Cfg {
    preds: SecondaryMap<Block, (u32, u32)>,
    pool: Vec<Block>,
}

impl Cfg {
    /// Computes the predecessors of every block of `body`.
    pub fn compute(&mut self, body: &Body) {
        self.preds.clear();
        self.pool.clear();
        let mut counts: SecondaryMap<Block, u32> = SecondaryMap::with_capacity(body.blocks.len());
        for &b in &body.layout {
            for s in body.successors(b) {
                counts[s] += 1;
            }
        }
        let mut start = 0u32;
        for &b in &body.layout {
            self.preds[b] = (start, start);
            start += counts[b];
        }
        self.pool.resize(start as usize, Block::new(0));
        for &b in &body.layout {
            for s in body.successors(b) {
                let (_, end) = &mut self.preds[s];
                self.pool[*end as usize] = b;
                *end += 1;
            }
        }
    }

    /// Predecessors of `b`, one per incoming edge.
    pub fn preds(&self, b: Block) -> &[Block] {
        let (s, e) = self.preds[b];
        &self.pool[s as usize..e as usize]
    }
}

/// The dominator tree of a function body.
#[derive(Default)]
pub struct DomTree {
    /// Reverse-postorder number of each block (`NONE` when unreachable).
    rpo_num: SecondaryMap<Block, u32>,
    /// Blocks in reverse postorder.
    rpo: Vec<Block>,
    /// Immediate dominator of each block by RPO number.
    idom: Vec<u32>,
    /// Pre/post DFS numbers in the dominator tree, by RPO number.
    pre: Vec<u32>,
    post: Vec<u32>,
    stack: Vec<(Block, u32)>,
}

impl DomTree {
    /// Computes the dominator tree of `body` (whose entry is its first block).
    pub fn compute(&mut self, body: &Body, cfg: &Cfg) {
        self.rpo_num.clear();
        self.rpo.clear();
        let Some(&entry) = body.layout.first() else {
            return;
        };
        // Iterative DFS for postorder.
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::with_capacity(body.blocks.len());
        let mut post = Vec::with_capacity(body.layout.len());
        self.stack.clear();
        self.stack.push((entry, 0));
        visited[entry] = true;
        while let Some(&mut (b, ref mut next)) = self.stack.last_mut() {
            let succ = body.successors(b).nth(*next as usize);
            *next += 1;
            match succ {
                Some(s) if !visited[s] => {
                    visited[s] = true;
                    self.stack.push((s, 0));
                }
                Some(_) => {}
                None => {
                    post.push(b);
                    self.stack.pop();
                }
            }
        }
        self.rpo.extend(post.iter().rev());
        for (i, &b) in self.rpo.iter().enumerate() {
            self.rpo_num[b] = i as u32 + 1;
        }
        // Cooper, Harvey, Kennedy: iterate to a fixed point over RPO.
        let n = self.rpo.len();
        self.idom.clear();
        self.idom.resize(n, NONE);
        self.idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let b = self.rpo[i];
                let mut new = NONE;
                for &p in cfg.preds(b) {
                    let pn = self.rpo_num[p];
                    if pn == 0 {
                        continue; // unreachable predecessor
                    }
                    let pi = pn - 1;
                    if self.idom[pi as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        pi
                    } else {
                        self.intersect(pi, new)
                    };
                }
                if new != self.idom[i] {
                    self.idom[i] = new;
                    changed = true;
                }
            }
        }
        // DFS numbering of the tree (children after parents in RPO order).
        let mut first_child = vec![NONE; n];
        let mut next_sibling = vec![NONE; n];
        for i in (1..n).rev() {
            let p = self.idom[i] as usize;
            next_sibling[i] = first_child[p];
            first_child[p] = i as u32;
        }
        self.pre.clear();
        self.pre.resize(n, 0);
        self.post.clear();
        self.post.resize(n, 0);
        let mut counter = 0u32;
        let mut stack: Vec<(u32, bool)> = vec![(0, false)];
        while let Some((v, done)) = stack.pop() {
            if done {
                self.post[v as usize] = counter;
                counter += 1;
                continue;
            }
            self.pre[v as usize] = counter;
            counter += 1;
            stack.push((v, true));
            let mut c = first_child[v as usize];
            while c != NONE {
                stack.push((c, false));
                c = next_sibling[c as usize];
            }
        }
    }

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

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_num.get(b).is_some_and(|&n| n != 0)
    }

    /// Whether `a` dominates `b` (every block dominates itself). False when either is
    /// unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (Some(&na), Some(&nb)) = (self.rpo_num.get(a), self.rpo_num.get(b)) else {
            return false;
        };
        if na == 0 || nb == 0 {
            return false;
        }
        let (ia, ib) = ((na - 1) as usize, (nb - 1) as usize);
        self.pre[ia] <= self.pre[ib] && self.post[ib] <= self.post[ia]
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        let n = *self.rpo_num.get(b)?;
        if n <= 1 {
            return None;
        }
        Some(self.rpo[self.idom[(n - 1) as usize] as usize])
    }

    /// Reachable blocks in reverse postorder.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_loop() {
        let m = crate::parse(
            b"define void @f(i1 %c) {\na:\n  br i1 %c, label %b, label %cc\nb:\n  br label %d\ncc:\n  br label %d\nd:\n  br i1 %c, label %a2, label %e\na2:\n  br label %d\ne:\n  ret void\nu:\n  br label %e\n}\n",
        )
        .unwrap();
        let g = m.global_by_name(b"f").unwrap();
        let body = m.function(g).unwrap().body.as_ref().unwrap();
        let mut cfg = Cfg::default();
        cfg.compute(body);
        let mut dt = DomTree::default();
        dt.compute(body, &cfg);
        let bl: Vec<Block> = body.layout.clone();
        let (a, b, c, d, a2, e, u) = (bl[0], bl[1], bl[2], bl[3], bl[4], bl[5], bl[6]);
        assert!(dt.dominates(a, e));
        assert!(dt.dominates(d, a2));
        assert!(!dt.dominates(b, d));
        assert!(!dt.dominates(c, d));
        assert_eq!(dt.idom(d), Some(a));
        assert_eq!(dt.idom(e), Some(d));
        assert!(!dt.is_reachable(u));
        assert!(!dt.dominates(u, e));
        assert_eq!(cfg.preds(e).len(), 2);
    }
}
