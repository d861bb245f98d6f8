//! The checks of a function body as a whole: block structure (one terminator, at the
//! end of each block; the entry block has no predecessors), phis against the
//! predecessor edges, the placement of phis and EH pads, and operand validity with SSA
//! dominance (the CFG and the dominator tree are built on first need). Each
//! instruction's own rules are in the `instructions` module and those it leads to.

use super::*;

impl Verifier<'_> {
    pub(super) fn function(&mut self, g: GlobalId, f: &Function, body: &Body) -> VResult {
        let Some((ret, params, vararg)) = self.t.function_parts(self.m.globals[g].value_type)
        else {
            return Ok(()); // reported by `global`
        };
        let mut cx = FnCx {
            g,
            f,
            body,
            ret,
            params,
            vararg,
            lp_ty: None,
        };
        if body.layout.is_empty() {
            return Err(diag(
                0,
                format!("function has no basic blocks: {}", self.global_name(g)),
            ));
        }
        self.structure(&cx)?;
        // The CFG and the dominator tree are built on first need: many -O0 functions
        // have no phi and no use across blocks, and need neither.
        self.cfg_ready = false;
        self.dom_ready = false;
        for &b in &body.layout {
            let insts = &body.blocks[b].insts;
            if matches!(body.insts[insts[0]].kind, InstKind::Phi) {
                self.phis_vs_preds(&cx, b)?;
            }
            let mut seen_non_phi = false;
            for (k, &i) in insts.iter().enumerate() {
                let kind = &body.insts[i].kind;
                if kind.is_terminator() && k + 1 != insts.len() {
                    return Err(err(
                        body,
                        i,
                        "terminator found in the middle of a basic block",
                    ));
                }
                if matches!(kind, InstKind::Phi) {
                    if seen_non_phi {
                        return Err(err(body, i, "phi nodes not grouped at top of basic block"));
                    }
                } else {
                    if is_eh_pad(kind) && seen_non_phi {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "{} is not the first non-phi instruction in the block",
                                opcode(kind)
                            ),
                        ));
                    }
                    seen_non_phi = true;
                }
                let args = body.args(i);
                self.operands(&cx, b, i, kind, args)?;
                self.inst(&mut cx, b, i, args)?;
            }
        }
        Ok(())
    }

    /// Blocks end in exactly one terminator; every instruction is placed once; the block
    /// and instruction tables are filled.
    fn structure(&mut self, cx: &FnCx) -> VResult {
        let body = cx.body;
        self.loc.clear();
        self.loc.resize(body.insts.len(), NOWHERE);
        self.block_pos.clear();
        self.block_pos.resize(body.blocks.len(), NONE);
        let mut last_pos = 0usize;
        for (bi, &b) in body.layout.iter().enumerate() {
            if b.index() >= body.blocks.len() || self.block_pos[b.index()] != NONE {
                return Err(diag(
                    last_pos,
                    "basic block appears twice in the function's layout",
                ));
            }
            self.block_pos[b.index()] = bi as u32;
            let insts = &body.blocks[b].insts;
            let Some(&last) = insts.last() else {
                return Err(diag(
                    last_pos,
                    format!(
                        "basic block in function {} does not have terminator: {}",
                        self.global_name(cx.g),
                        self.value_name(cx, Value::Block(b))
                    ),
                ));
            };
            for (k, &i) in insts.iter().enumerate() {
                if i.index() >= body.insts.len() {
                    return Err(diag(last_pos, "instruction does not exist"));
                }
                if self.loc[i.index()].block != NONE {
                    return Err(err(body, i, "instruction is placed twice in the function"));
                }
                self.loc[i.index()] = Loc {
                    block: b.index() as u32,
                    idx: k as u32,
                };
            }
            last_pos = body.positions[last] as usize;
            if !body.insts[last].kind.is_terminator() {
                return Err(err(
                    body,
                    last,
                    format!(
                        "basic block does not have terminator: {}",
                        self.value_name(cx, Value::Block(b))
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The phis at the top of `b` have one entry per predecessor edge.
    fn phis_vs_preds(&mut self, cx: &FnCx, b: Block) -> VResult {
        let body = cx.body;
        self.need_cfg(body);
        self.blocks.clear();
        self.blocks.extend_from_slice(self.cfg.preds(b));
        self.blocks.sort_unstable();
        for &i in &body.blocks[b].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let args = body.args(i);
            if !args.len().is_multiple_of(2)
                || args
                    .iter()
                    .skip(1)
                    .step_by(2)
                    .any(|v| !matches!(v, Value::Block(_)))
            {
                return Err(err(
                    body,
                    i,
                    "malformed phi node: incoming values and blocks must alternate",
                ));
            }
            if args.is_empty() {
                return Err(err(body, i, "phi nodes must have at least one entry"));
            }
            if args.len() / 2 != self.blocks.len() {
                return Err(err(
                    body,
                    i,
                    format!(
                        "PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: {}, entries: {})",
                        self.blocks.len(),
                        args.len() / 2
                    ),
                ));
            }
            self.pairs.clear();
            for p in args.chunks_exact(2) {
                let Value::Block(from) = p[1] else {
                    unreachable!("checked above")
                };
                if self.block_pos.get(from.index()).is_none_or(|&x| x == NONE) {
                    return Err(err(
                        body,
                        i,
                        "referring to a basic block that is not in the function",
                    ));
                }
                self.pairs.push((from, p[0]));
            }
            self.pairs.sort_unstable();
            for k in 0..self.pairs.len() {
                let (from, v) = self.pairs[k];
                if k > 0 && self.pairs[k - 1].0 == from && self.pairs[k - 1].1 != v {
                    return Err(err(
                        body,
                        i,
                        format!(
                            "PHI node has multiple entries for the same basic block with different incoming values: {}",
                            self.value_name(cx, Value::Block(from))
                        ),
                    ));
                }
                if from != self.blocks[k] {
                    let detail = if self.blocks.binary_search(&from).is_err() {
                        format!(
                            "{} is not a predecessor",
                            self.value_name(cx, Value::Block(from))
                        )
                    } else {
                        format!(
                            "no entry for the edge from {}",
                            self.value_name(cx, Value::Block(self.blocks[k]))
                        )
                    };
                    return Err(err(
                        body,
                        i,
                        format!("PHI node entries do not match predecessors: {detail}"),
                    ));
                }
            }
        }
        Ok(())
    }

    pub(super) fn need_cfg(&mut self, body: &Body) {
        if !self.cfg_ready {
            self.cfg.compute(body);
            self.cfg_ready = true;
        }
    }

    fn need_dom(&mut self, body: &Body) {
        if !self.dom_ready {
            self.need_cfg(body);
            self.dom.compute(&self.cfg);
            self.dom_ready = true;
        }
    }

    /// Operand validity and SSA dominance.
    fn operands(
        &mut self,
        cx: &FnCx,
        b: Block,
        i: Inst,
        kind: &InstKind,
        args: &[Value],
    ) -> VResult {
        let body = cx.body;
        let is_term = kind.is_terminator();
        let is_phi = matches!(kind, InstKind::Phi);
        let call_like = matches!(
            kind,
            InstKind::Call(_) | InstKind::Invoke(_) | InstKind::CallBr(_)
        );
        let b_idx = b.index() as u32;
        let entry = body.layout[0];
        let (entry_idx, entry_len) = (entry.index() as u32, body.blocks[entry].insts.len() as u32);
        for (k, &a) in args.iter().enumerate() {
            match a {
                Value::Inst(def) => {
                    if def.index() >= body.insts.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an instruction that does not exist",
                        ));
                    }
                    let dl = self.loc[def.index()];
                    // Fast paths: defined earlier in the same block; or defined in the entry
                    // block by a non-terminator (not an invoke: allocas, mostly) and used in
                    // another block (the entry dominates every reachable block).
                    if !is_phi && dl.block == b_idx && dl.idx < self.loc[i.index()].idx {
                        continue;
                    }
                    if dl.block == entry_idx
                        && dl.idx + 1 < entry_len
                        && (is_phi || b_idx != entry_idx)
                    {
                        continue;
                    }
                    if dl.block == NONE {
                        return Err(err(
                            body,
                            i,
                            "instruction referencing instruction not embedded in a basic block",
                        ));
                    }
                    self.need_dom(body);
                    if def == i && !is_phi {
                        if self.dom.is_reachable(b) {
                            return Err(err(
                                body,
                                i,
                                format!(
                                    "only PHI nodes may reference their own value: {}",
                                    self.value_name(cx, a)
                                ),
                            ));
                        }
                        continue;
                    }
                    let use_block = match (is_phi, args.get(k + 1)) {
                        (true, Some(&Value::Block(from))) if k % 2 == 0 => from,
                        _ => b,
                    };
                    if !self.dominates_use(body, def, dl, i, b, is_phi, use_block) {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "instruction does not dominate all uses: {}",
                                self.value_name(cx, a)
                            ),
                        ));
                    }
                }
                Value::Arg(n) => {
                    if n as usize >= body.arg_types.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an argument that does not exist",
                        ));
                    }
                }
                Value::Block(bb) => {
                    if self.block_pos.get(bb.index()).is_none_or(|&p| p == NONE) {
                        return Err(err(
                            body,
                            i,
                            "referring to a basic block that is not in the function",
                        ));
                    }
                    if is_term && bb == body.layout[0] {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "entry block to function must not have predecessors: {}",
                                self.value_name(cx, a)
                            ),
                        ));
                    }
                }
                Value::Asm(n) => {
                    if !(call_like && k == 0) {
                        return Err(err(body, i, "cannot take the address of an inline asm"));
                    }
                    if n as usize >= body.asms.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an inline asm that does not exist",
                        ));
                    }
                }
                Value::Meta(n) => {
                    if n as usize >= body.md_operands.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to metadata that does not exist",
                        ));
                    }
                }
                Value::Const(c) => {
                    if c.index() >= self.m.consts.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to a constant that does not exist",
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// LLVM's `DominatorTree::dominates(Def, Use)`.
    #[allow(clippy::too_many_arguments)]
    fn dominates_use(
        &self,
        body: &Body,
        def: Inst,
        dl: Loc,
        user: Inst,
        user_block: Block,
        is_phi: bool,
        use_block: Block,
    ) -> bool {
        if !self.dom.is_reachable(use_block) {
            return true;
        }
        let def_block = Block::new(dl.block as usize);
        if !self.dom.is_reachable(def_block) {
            return false;
        }
        let normal = match body.insts[def].kind {
            InstKind::Invoke(_) => {
                let a = body.args(def);
                match a {
                    [.., Value::Block(n), Value::Block(u)] if n != u => Some(*n),
                    // Malformed or normal == unwind: LLVM does not compute dominance.
                    _ => return true,
                }
            }
            _ => None,
        };
        if let Some(n) = normal {
            if is_phi && user_block == n && use_block == def_block {
                return true;
            }
            return self.dom.edge_dominates(&self.cfg, def_block, n, use_block);
        }
        if def_block != use_block {
            return self.dom.dominates(def_block, use_block);
        }
        if is_phi {
            return true;
        }
        dl.idx < self.loc[user.index()].idx
    }

    pub(super) fn first_non_phi(&self, body: &Body, b: Block) -> Option<Inst> {
        body.blocks[b]
            .insts
            .iter()
            .copied()
            .find(|&i| !matches!(body.insts[i].kind, InstKind::Phi))
    }
}
