//! Checks of exception-handling pads: `landingpad` (personality, consistent result type,
//! clauses, reached only by unwind edges of `invoke`s) and funclet pads (`catchpad`
//! directly in a `catchswitch`; `catchswitch` handlers and unwind destination).

use super::*;

impl Verifier<'_> {
    pub(super) fn landingpad(&mut self, cx: &mut FnCx, b: Block, i: Inst, start: u32) -> VResult {
        let body = cx.body;
        self.need_cfg(body);
        let t = self.t;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        if cx.f.personality.is_none() {
            return e("landingpad needs to be in a function with a personality");
        }
        match cx.lp_ty {
            None => cx.lp_ty = Some(d.ty),
            Some(lt) if lt != d.ty => return e(
                "the landingpad instruction should have a consistent result type inside a function",
            ),
            _ => {}
        }
        if args.is_empty() && d.flags & flags::CLEANUP == 0 {
            return e("landingpad needs at least one clause or to be a cleanup");
        }
        let Some(kinds) = body
            .clause_pool
            .get(start as usize..(start as usize).saturating_add(args.len()))
        else {
            return e("landingpad clauses are out of range");
        };
        for (&k, &v) in kinds.iter().zip(args) {
            let vt = self.ty(body, v);
            match k {
                Clause::Catch if !t.is_ptr(vt) => {
                    return e("catch operand does not have pointer type")
                }
                Clause::Filter
                    if !(matches!(v, Value::Const(_))
                        && matches!(t.get(vt), TypeData::Array { .. })) =>
                {
                    return e("filter operand is not an array of constants")
                }
                _ => {}
            }
        }
        for &p in self.cfg.preds(b) {
            let term = *body.blocks[p].insts.last().expect("checked non-empty");
            let ok = matches!(body.insts[term].kind, InstKind::Invoke(_))
                && matches!(body.args(term), [.., Value::Block(n), Value::Block(u)] if *u == b && *n != b);
            if !ok {
                return e("block containing landingpad must be jumped to only by the unwind edge of an invoke");
            }
        }
        Ok(())
    }

    pub(super) fn funclet_pad(&self, cx: &FnCx, i: Inst) -> VResult {
        let body = cx.body;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        let name = opcode(&d.kind);
        if cx.f.personality.is_none() {
            return e(&format!(
                "{name} needs to be in a function with a personality"
            ));
        }
        let Some(&parent) = args.first() else {
            return e(&format!("{name} needs a parent"));
        };
        let parent_is = |f: fn(&InstKind) -> bool| match parent {
            Value::Inst(p) => f(&body.insts[p].kind),
            _ => false,
        };
        let none_token = matches!(parent, Value::Const(k)
            if matches!(self.m.consts.get(k).kind, ConstKind::Null)
                && self.is_token(self.m.consts.ty(k)));
        let parent_ok = match d.kind {
            InstKind::CatchPad => parent_is(|k| matches!(k, InstKind::CatchSwitch { .. })),
            _ => {
                none_token || parent_is(|k| matches!(k, InstKind::CatchPad | InstKind::CleanupPad))
            }
        };
        if !parent_ok {
            return e(&if matches!(d.kind, InstKind::CatchPad) {
                "catchpad needs to be directly nested in a catchswitch".to_string()
            } else {
                format!("{name} has an invalid parent")
            });
        }
        if let InstKind::CatchSwitch { has_unwind } = d.kind {
            let handlers_end = args.len() - has_unwind as usize;
            if handlers_end < 2 {
                return e("catchswitch must have at least one handler");
            }
            for &h in &args[1..handlers_end] {
                let Value::Block(hb) = h else {
                    return e("catchswitch handlers must be basic blocks");
                };
                if !self
                    .first_non_phi(body, hb)
                    .is_some_and(|p| matches!(body.insts[p].kind, InstKind::CatchPad))
                {
                    return e("catchswitch handlers must be catchpads");
                }
            }
            if has_unwind {
                let Value::Block(u) = args[handlers_end] else {
                    return e("catchswitch unwind destination must be a basic block");
                };
                match self.first_non_phi(body, u).map(|p| body.insts[p].kind) {
                    Some(k) if is_eh_pad(&k) && !matches!(k, InstKind::LandingPad { .. }) => {}
                    _ => {
                        return e(
                            "catchswitch must unwind to an EH block which is not a landingpad",
                        )
                    }
                }
            }
        }
        Ok(())
    }
}
