//! Block placement (-O1 and up): the order in which a function's machine blocks are
//! emitted, chosen after register allocation so that the hottest control-flow edges
//! become fallthroughs and rarely run blocks move out of the way.
//!
//! Without a profile the heat is estimated statically, as LLVM's branch-probability
//! heuristics do in spirit:
//! - a branch to a cold block (one that ends in `unreachable`, as after a call to a
//!   `noreturn` function, or that only leads to such blocks) is taken 1 time in 257;
//! - a branch that leaves a loop while an other successor stays in it is taken 1 time in
//!   9 (a loop runs about nine times);
//! - otherwise the successors are equally likely.
//!
//! Block frequencies follow from these probabilities (iterated over the reverse
//! post-order until they settle); an edge's weight is its source's frequency times its
//! probability. Chains are then built bottom-up as in Pettis and Hansen's placement:
//! edges in decreasing weight join the chain ending at their source to the chain
//! starting at their target. The entry's chain comes first; after it, the chain the
//! placed blocks branch to the most, repeatedly, so that cold chains end up last.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

const NONE: u32 = u32::MAX;
/// Relative weights of a block's successors (see the module comment).
const NORMAL: f64 = 256.0;
const LOOP_EXIT: f64 = 32.0;
const COLD: f64 = 1.0;
/// Frequency passes over the reverse post-order at most, and the relative change under
/// which the frequencies count as settled.
const MAX_PASSES: usize = 40;
const SETTLED: f64 = 1e-3;

/// The emission order of the blocks `emitted` (the entry first; machine block numbers
/// below `num_blocks`), given each block's successors among them (`succs`, with
/// multiplicity) and whether it ends in `unreachable` (`traps`). Every block of
/// `emitted` appears once, the entry first.
pub fn place_blocks<S: Iterator<Item = u32>>(
    num_blocks: usize,
    emitted: &[u32],
    succs: impl Fn(u32) -> S,
    traps: impl Fn(u32) -> bool,
) -> Vec<u32> {
    if emitted.len() <= 2 {
        return emitted.to_vec();
    }
    let cfg = Cfg::new(num_blocks, emitted, succs);
    let probs = cfg.probabilities(|k| traps(emitted[k as usize]));
    let freq = cfg.frequencies(&probs);
    let order = cfg.chains(&probs, &freq);
    order.into_iter().map(|k| emitted[k as usize]).collect()
}

/// The control-flow graph of the emitted blocks, numbered by their position in
/// `emitted` (0 is the entry).
struct Cfg {
    succ_start: Vec<u32>,
    succs: Vec<u32>,
    /// Per edge (index in `succs`), its source block.
    sources: Vec<u32>,
    pred_start: Vec<u32>,
    /// Per predecessor entry, the index of the edge in `succs`.
    pred_edges: Vec<u32>,
    /// The blocks reachable from the entry, in reverse post-order.
    rpo: Vec<u32>,
    /// Per block, its position in `rpo` (NONE when unreachable).
    rpo_pos: Vec<u32>,
}

impl Cfg {
    fn new<S: Iterator<Item = u32>>(
        num_blocks: usize,
        emitted: &[u32],
        succs: impl Fn(u32) -> S,
    ) -> Cfg {
        let n = emitted.len();
        let mut index = vec![NONE; num_blocks];
        for (k, &b) in emitted.iter().enumerate() {
            index[b as usize] = k as u32;
        }
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ_list = Vec::with_capacity(2 * n);
        for &b in emitted {
            succ_start.push(succ_list.len() as u32);
            succ_list.extend(succs(b).map(|s| index[s as usize]).filter(|&s| s != NONE));
        }
        succ_start.push(succ_list.len() as u32);
        let mut pred_count = vec![0u32; n + 1];
        for &s in &succ_list {
            pred_count[s as usize + 1] += 1;
        }
        for k in 0..n {
            pred_count[k + 1] += pred_count[k];
        }
        let pred_start = pred_count.clone();
        let mut fill = pred_count;
        let mut pred_edges = vec![0u32; succ_list.len()];
        for (e, &s) in succ_list.iter().enumerate() {
            pred_edges[fill[s as usize] as usize] = e as u32;
            fill[s as usize] += 1;
        }
        let mut sources = vec![0u32; succ_list.len()];
        for b in 0..n {
            sources[succ_start[b] as usize..succ_start[b + 1] as usize].fill(b as u32);
        }
        let mut cfg = Cfg {
            succ_start,
            succs: succ_list,
            sources,
            pred_start,
            pred_edges,
            rpo: Vec::new(),
            rpo_pos: vec![NONE; n],
        };
        cfg.rpo = cfg.reverse_post_order();
        for (k, &b) in cfg.rpo.iter().enumerate() {
            cfg.rpo_pos[b as usize] = k as u32;
        }
        cfg
    }

    fn len(&self) -> usize {
        self.succ_start.len() - 1
    }

    fn edges_of(&self, b: u32) -> std::ops::Range<usize> {
        self.succ_start[b as usize] as usize..self.succ_start[b as usize + 1] as usize
    }

    /// The edges into block `b` (indices in `succs`).
    fn pred_edges_of(&self, b: u32) -> &[u32] {
        &self.pred_edges
            [self.pred_start[b as usize] as usize..self.pred_start[b as usize + 1] as usize]
    }

    /// The source block of edge `e`.
    fn source(&self, e: usize) -> u32 {
        self.sources[e]
    }

    fn reverse_post_order(&self) -> Vec<u32> {
        let n = self.len();
        let mut seen = vec![false; n];
        let mut post = Vec::with_capacity(n);
        let mut stack = vec![(0u32, self.succ_start[0])];
        seen[0] = true;
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            if next == self.succ_start[b as usize + 1] {
                post.push(b);
                stack.pop();
                continue;
            }
            top.1 += 1;
            let s = self.succs[next as usize];
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, self.succ_start[s as usize]));
            }
        }
        post.reverse();
        post
    }

    /// Per edge, the probability that its source takes it.
    fn probabilities(&self, traps: impl Fn(u32) -> bool) -> Vec<f64> {
        let n = self.len();
        // Cold blocks: those that trap, and those whose successors are all cold.
        let mut cold = vec![false; n];
        for &b in self.rpo.iter().rev() {
            let edges = self.edges_of(b);
            cold[b as usize] = traps(b)
                || (!edges.is_empty() && edges.clone().all(|e| cold[self.succs[e] as usize]));
        }
        let loops = Loops::new(self);
        let mut probs = vec![0.0; self.succs.len()];
        for b in 0..n as u32 {
            let edges = self.edges_of(b);
            let exits = |e: usize| !loops.contains(loops.innermost[b as usize], self.succs[e]);
            let some_stay = edges.clone().any(|e| !exits(e));
            for e in edges.clone() {
                probs[e] = if cold[self.succs[e] as usize] && !cold[b as usize] {
                    COLD
                } else if some_stay && exits(e) {
                    LOOP_EXIT
                } else {
                    NORMAL
                };
            }
            let total: f64 = probs[edges.clone()].iter().sum();
            for p in &mut probs[edges] {
                *p /= total;
            }
        }
        probs
    }

    /// Per block, its estimated frequency (the entry runs once).
    fn frequencies(&self, probs: &[f64]) -> Vec<f64> {
        let mut freq = vec![0.0; self.len()];
        for _ in 0..MAX_PASSES {
            let mut settled = true;
            for &b in &self.rpo {
                let mut f = if b == 0 { 1.0 } else { 0.0 };
                for &e in self.pred_edges_of(b) {
                    f += freq[self.source(e as usize) as usize] * probs[e as usize];
                }
                let old: f64 = freq[b as usize];
                if (f - old).abs() > SETTLED * f {
                    settled = false;
                }
                freq[b as usize] = f;
            }
            if settled {
                break;
            }
        }
        freq
    }

    /// The block order: chains joined along the heaviest edges, placed from the entry's.
    fn chains(&self, probs: &[f64], freq: &[f64]) -> Vec<u32> {
        let n = self.len();
        let weight: Vec<f64> = (0..self.succs.len())
            .map(|e| freq[self.source(e) as usize] * probs[e])
            .collect();
        // Edges that could become fallthroughs, heaviest first; ties in block order.
        let mut edges: Vec<usize> = (0..self.succs.len())
            .filter(|&e| self.succs[e] != 0 && self.succs[e] != self.source(e))
            .collect();
        edges.sort_by(|&a, &b| weight[b].total_cmp(&weight[a]).then(a.cmp(&b)));
        // Chains as linked lists: each block's chain is named by its head.
        let mut head: Vec<u32> = (0..n as u32).collect();
        let mut tail: Vec<u32> = (0..n as u32).collect();
        let mut next = vec![NONE; n];
        for e in edges {
            let (a, b) = (self.source(e), self.succs[e]);
            let (ha, hb) = (head[a as usize], head[b as usize]);
            if ha == hb || tail[ha as usize] != a || hb != b {
                continue;
            }
            next[a as usize] = b;
            tail[ha as usize] = tail[hb as usize];
            let mut k = b;
            while k != NONE {
                head[k as usize] = ha;
                k = next[k as usize];
            }
        }
        // Place chains: the entry's first, then the one the placed blocks branch to most
        // (ties: the one whose head comes first), and blocks no placed block reaches
        // last, in their original order.
        let mut placed = vec![false; n];
        let mut score = vec![0.0f64; n];
        let mut ready = BinaryHeap::new();
        let mut order = Vec::with_capacity(n);
        ready.push(Ready {
            score: 0.0,
            head: 0,
        });
        let mut unreached = 0u32;
        loop {
            let h = match ready.pop() {
                Some(r) if placed[r.head as usize] || r.score != score[r.head as usize] => continue,
                Some(r) => r.head,
                None => {
                    while (unreached as usize) < n
                        && (placed[unreached as usize] || head[unreached as usize] != unreached)
                    {
                        unreached += 1;
                    }
                    if unreached as usize == n {
                        break;
                    }
                    unreached
                }
            };
            placed[h as usize] = true;
            let mut k = h;
            while k != NONE {
                order.push(k);
                for e in self.edges_of(k) {
                    let t = head[self.succs[e] as usize];
                    if !placed[t as usize] {
                        score[t as usize] += weight[e];
                        ready.push(Ready {
                            score: score[t as usize],
                            head: t,
                        });
                    }
                }
                k = next[k as usize];
            }
        }
        order
    }
}

/// A chain that may be placed next, by how much the placed blocks branch to it.
struct Ready {
    score: f64,
    head: u32,
}

impl PartialEq for Ready {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Ready {}

impl PartialOrd for Ready {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ready {
    /// The higher score first, then the earlier head.
    fn cmp(&self, other: &Self) -> Ordering {
        self.score
            .total_cmp(&other.score)
            .then(other.head.cmp(&self.head))
    }
}

/// The natural loops of a graph: per block, the header of the innermost loop holding it,
/// and per header, the header of the loop around it.
struct Loops {
    innermost: Vec<u32>,
    parent: Vec<u32>,
}

impl Loops {
    fn new(cfg: &Cfg) -> Loops {
        let n = cfg.len();
        // Back edges (to a block no later in the reverse post-order), grouped by header.
        let mut bodies: Vec<(u32, Vec<u32>)> = Vec::new();
        let mut mark = vec![NONE; n];
        for &h in &cfg.rpo {
            let hp = cfg.rpo_pos[h as usize];
            let latches: Vec<u32> = cfg
                .pred_edges_of(h)
                .iter()
                .map(|&e| cfg.source(e as usize))
                .filter(|&p| cfg.rpo_pos[p as usize] != NONE && cfg.rpo_pos[p as usize] >= hp)
                .collect();
            if latches.is_empty() {
                continue;
            }
            // The blocks that reach a latch without passing the header (kept to blocks
            // after the header in the reverse post-order, which bounds irreducible loops).
            let id = bodies.len() as u32;
            mark[h as usize] = id;
            let mut body = vec![h];
            let mut work = latches;
            while let Some(b) = work.pop() {
                if mark[b as usize] == id {
                    continue;
                }
                mark[b as usize] = id;
                body.push(b);
                for &e in cfg.pred_edges_of(b) {
                    let p = cfg.source(e as usize);
                    let pp = cfg.rpo_pos[p as usize];
                    if pp != NONE && pp > hp && mark[p as usize] != id {
                        work.push(p);
                    }
                }
            }
            bodies.push((h, body));
        }
        // Larger loops first, so that each block ends with its innermost one.
        bodies.sort_by_key(|(h, body)| (std::cmp::Reverse(body.len()), cfg.rpo_pos[*h as usize]));
        let mut innermost = vec![NONE; n];
        let mut parent = vec![NONE; n];
        for (h, body) in &bodies {
            parent[*h as usize] = innermost[*h as usize];
            for &b in body {
                innermost[b as usize] = *h;
            }
        }
        Loops { innermost, parent }
    }

    /// Whether block `b` is in the loop headed by `h` (every block is in "no loop",
    /// `h == NONE`).
    fn contains(&self, h: u32, b: u32) -> bool {
        if h == NONE {
            return true;
        }
        let mut x = self.innermost[b as usize];
        while x != NONE {
            if x == h {
                return true;
            }
            x = self.parent[x as usize];
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order of blocks 0..succs.len() with the given successors; `traps` lists the
    /// blocks that end in `unreachable`.
    fn place(succs: &[&[u32]], traps: &[u32]) -> Vec<u32> {
        let emitted: Vec<u32> = (0..succs.len() as u32).collect();
        place_blocks(
            succs.len(),
            &emitted,
            |b| succs[b as usize].iter().copied(),
            |b| traps.contains(&b),
        )
    }

    #[test]
    fn diamond_falls_through_both_arms_in_turn() {
        // 0 -> 1 | 2, 1 -> 3, 2 -> 3.
        let order = place(&[&[1, 2], &[3], &[3], &[]], &[]);
        assert_eq!(order[0], 0);
        assert_eq!(order.len(), 4);
        assert_eq!(order, [0, 1, 3, 2]);
    }

    #[test]
    fn cold_blocks_go_last() {
        // 0 -> 1 (traps) | 2; 2 -> 3.
        let order = place(&[&[1, 2], &[], &[3], &[]], &[1]);
        assert_eq!(order, [0, 2, 3, 1]);
    }

    #[test]
    fn loop_body_stays_together_and_exit_follows() {
        // 0 -> 1; loop 1 -> 2 | 4 (exit), 2 -> 3 | 1, 3 -> 1; 4 returns.
        let order = place(&[&[1], &[2, 4], &[3, 1], &[1], &[]], &[]);
        assert_eq!(order[..3], [0, 1, 2]);
        assert_eq!(*order.last().unwrap(), 4);
    }

    #[test]
    fn inner_loop_edges_win_over_outer_ones() {
        // Outer loop 1..4, inner loop 2 <-> 3; 3 -> 2 (inner back edge) | 4; 4 -> 1 | 5.
        let order = place(&[&[1], &[2], &[3], &[2, 4], &[1, 5], &[]], &[]);
        let pos = |b: u32| order.iter().position(|&x| x == b).unwrap();
        assert_eq!(pos(3), pos(2) + 1);
        assert_eq!(order.len(), 6);
    }

    #[test]
    fn unreachable_blocks_are_kept() {
        let order = place(&[&[2], &[2], &[]], &[]);
        assert_eq!(order.len(), 3);
        assert_eq!(order[0], 0);
        assert!(order.contains(&1));
    }
}
