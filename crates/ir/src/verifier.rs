//! The verifier: LangRef's structural and typing rules that the parser does not already
//! enforce while reading.
//!
//! Per function: every block ends in exactly one terminator; phis come first and have one
//! entry per predecessor edge; the entry block has no predecessors; every operand is
//! defined by an instruction that dominates the use (phi operands: the end of the incoming
//! block); operand types fit the opcode (integer vs floating-point arithmetic, compare and
//! select shapes, casts, memory operands, branch conditions, returns, call signatures).
//! One linear pass per function plus the dominator tree; scratch tables are reused across
//! functions.

use crate::diag::Diagnostic;
use crate::dominators::{Cfg, DomTree};
use crate::inst::{BinOp, Block, CastOp, Inst, InstKind, Value};
use crate::module::{Body, GlobalKind, Module};
use crate::types::{Type, TypeData, Types};
use cranelift_entity::{EntityRef, SecondaryMap};

/// Checks `m`; the first violation is returned with the offending instruction's position.
pub fn verify_module(m: &Module) -> Result<(), Diagnostic> {
    let mut v = Verifier::default();
    for &g in &m.order {
        let GlobalKind::Func(f) = &m.globals[g].kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        let ret = m
            .types
            .function_parts(m.globals[g].value_type)
            .map(|(r, _, _)| r)
            .unwrap_or(m.types.common().void);
        v.function(m, body, ret)?;
    }
    Ok(())
}

/// Whether `op` may convert a value of type `from` to type `to` (LangRef's rules for
/// each cast, including vectors, which must have the same element count).
pub fn cast_is_valid(types: &Types, op: CastOp, from: Type, to: Type) -> bool {
    let (fs, ts) = (types.scalar(from), types.scalar(to));
    let shape_ok = match (types.get(from), types.get(to)) {
        (
            TypeData::Vector {
                scalable: a,
                len: la,
                ..
            },
            TypeData::Vector {
                scalable: b,
                len: lb,
                ..
            },
        ) => a == b && la == lb,
        (TypeData::Vector { .. }, _) | (_, TypeData::Vector { .. }) => false,
        _ => true,
    };
    // Bitcasts may change the shape; they are checked by size below.
    if !shape_ok && op != CastOp::BitCast {
        return false;
    }
    let int_bits = |t: Type| types.int_width(t);
    let fbits = |t: Type| {
        if types.is_float(t) {
            types.primitive_bits(t)
        } else {
            0
        }
    };
    match op {
        CastOp::Trunc => matches!((int_bits(fs), int_bits(ts)), (Some(a), Some(b)) if a > b),
        CastOp::ZExt | CastOp::SExt => {
            matches!((int_bits(fs), int_bits(ts)), (Some(a), Some(b)) if a < b)
        }
        CastOp::FpTrunc => fbits(fs) > fbits(ts) && fbits(ts) > 0,
        CastOp::FpExt => fbits(fs) < fbits(ts) && fbits(fs) > 0,
        CastOp::FpToUi | CastOp::FpToSi => types.is_float(fs) && types.is_int(ts),
        CastOp::UiToFp | CastOp::SiToFp => types.is_int(fs) && types.is_float(ts),
        CastOp::PtrToInt | CastOp::PtrToAddr => types.is_ptr(fs) && types.is_int(ts),
        CastOp::IntToPtr => types.is_int(fs) && types.is_ptr(ts),
        CastOp::AddrSpaceCast => {
            matches!((types.get(fs), types.get(ts)), (TypeData::Ptr(a), TypeData::Ptr(b)) if a != b)
        }
        CastOp::BitCast => {
            if types.is_ptr(fs) || types.is_ptr(ts) {
                // Pointers bitcast only to pointers of the same address space.
                return matches!(
                    (types.get(fs), types.get(ts)),
                    (TypeData::Ptr(a), TypeData::Ptr(b)) if a == b
                ) && shape_ok;
            }
            let bits = |t: Type| match types.get(t) {
                TypeData::Vector { len, elem, .. } => {
                    u64::from(*len) * u64::from(types.primitive_bits(*elem))
                }
                _ => u64::from(types.primitive_bits(t)),
            };
            types.is_first_class(from)
                && types.is_first_class(to)
                && !types.is_aggregate(from)
                && !types.is_aggregate(to)
                && bits(from) == bits(to)
                && bits(from) != 0
        }
    }
}

/// Scratch state reused across functions.
#[derive(Default)]
struct Verifier {
    cfg: Cfg,
    dom: DomTree,
    /// Defining block and index within it of each instruction.
    place: SecondaryMap<Inst, (u32, u32)>,
    incoming: Vec<Block>,
    preds: Vec<Block>,
}

fn error(body: &Body, i: Inst, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(body.positions[i] as usize, msg)
}

impl Verifier {
    fn function(&mut self, m: &Module, body: &Body, ret: Type) -> Result<(), Diagnostic> {
        // Block structure.
        for (bi, &b) in body.layout.iter().enumerate() {
            let insts = &body.blocks[b].insts;
            let Some(&last) = insts.last() else {
                return Err(Diagnostic::new(
                    0,
                    "basic block without instructions (every block needs a terminator)",
                ));
            };
            let mut phis_done = false;
            for (k, &i) in insts.iter().enumerate() {
                self.place[i] = (b.index() as u32, k as u32);
                let kind = &body.insts[i].kind;
                if kind.is_terminator() && i != last {
                    return Err(error(
                        body,
                        i,
                        "terminator found in the middle of a basic block",
                    ));
                }
                if matches!(kind, InstKind::Phi) {
                    if phis_done {
                        return Err(error(
                            body,
                            i,
                            "PHI nodes not grouped at the top of the basic block",
                        ));
                    }
                    if bi == 0 {
                        return Err(error(body, i, "the entry block cannot have PHI nodes"));
                    }
                } else {
                    phis_done = true;
                }
            }
            if !body.insts[last].kind.is_terminator() {
                return Err(error(
                    body,
                    last,
                    "basic block does not end with a terminator",
                ));
            }
        }
        self.cfg.compute(body);
        self.dom.compute(body, &self.cfg);
        if let Some(&entry) = body.layout.first() {
            if let Some(&p) = self.cfg.preds(entry).first() {
                let t = body.terminator(p).expect("terminator");
                return Err(error(body, t, "the entry block cannot have predecessors"));
            }
        }
        for &b in &body.layout {
            let reachable = self.dom.is_reachable(b);
            for &i in &body.blocks[b].insts {
                self.inst(m, body, b, i, reachable, ret)?;
            }
        }
        Ok(())
    }

    /// Whether the definition `d` is available at instruction `use_inst` in block `b`.
    fn dominates_use(&self, body: &Body, d: Inst, b: Block, use_inst: Inst) -> bool {
        let (db, di) = self.place[d];
        let db = Block::new(db as usize);
        if !body.blocks.is_valid(db) || body.blocks[db].insts.get(di as usize) != Some(&d) {
            return false; // not placed in any block
        }
        if db == b {
            return di < self.place[use_inst].1;
        }
        self.dom.dominates(db, b)
    }

    fn inst(
        &mut self,
        m: &Module,
        body: &Body,
        b: Block,
        i: Inst,
        reachable: bool,
        ret: Type,
    ) -> Result<(), Diagnostic> {
        let types = &m.types;
        let d = &body.insts[i];
        let args = body.args(i);
        let ty_of = |v: Value| m.value_type(body, v);
        // Dominance of operands (LLVM does not check uses in unreachable blocks).
        if matches!(d.kind, InstKind::Phi) {
            self.phi(body, b, i, reachable)?;
            if !args.chunks(2).all(|p| ty_of(p[0]) == d.ty) {
                return Err(error(body, i, "PHI node operands must have the PHI's type"));
            }
            return Ok(());
        }
        if reachable {
            for &a in args {
                if let Value::Inst(def) = a {
                    if def == i {
                        return Err(error(
                            body,
                            i,
                            "only PHI nodes may reference their own value",
                        ));
                    }
                    if !self.dominates_use(body, def, b, i) {
                        return Err(error(body, i, "instruction does not dominate all uses"));
                    }
                }
            }
        }
        let is_int_like = |t: Type| types.is_int(types.scalar(t));
        let is_fp_like = |t: Type| types.is_float(types.scalar(t));
        let is_i1 = |t: Type| types.int_width(types.scalar(t)) == Some(1);
        match d.kind {
            InstKind::Binary(op) => {
                let (a, c) = (ty_of(args[0]), ty_of(args[1]));
                if a != c || a != d.ty {
                    return Err(error(
                        body,
                        i,
                        "both operands of a binary operator must have the same type",
                    ));
                }
                let want_fp = matches!(
                    op,
                    BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
                );
                if want_fp && !is_fp_like(a) {
                    return Err(error(
                        body,
                        i,
                        format!("'{}' requires floating-point operands", op.name()),
                    ));
                }
                if !want_fp && !is_int_like(a) {
                    return Err(error(
                        body,
                        i,
                        format!("'{}' requires integer operands", op.name()),
                    ));
                }
            }
            InstKind::FNeg if !is_fp_like(ty_of(args[0])) => {
                return Err(error(body, i, "'fneg' requires a floating-point operand"));
            }
            InstKind::ICmp(_) => {
                let (a, c) = (ty_of(args[0]), ty_of(args[1]));
                let s = types.scalar(a);
                if a != c || !(types.is_int(s) || types.is_ptr(s)) || !is_i1(d.ty) {
                    return Err(error(body, i, "invalid operand types for icmp"));
                }
            }
            InstKind::FCmp(_) => {
                let (a, c) = (ty_of(args[0]), ty_of(args[1]));
                if a != c || !is_fp_like(a) || !is_i1(d.ty) {
                    return Err(error(body, i, "invalid operand types for fcmp"));
                }
            }
            InstKind::Cast(op) if !cast_is_valid(types, op, ty_of(args[0]), d.ty) => {
                return Err(error(
                    body,
                    i,
                    format!("invalid '{}' between these types", op.name()),
                ));
            }
            InstKind::Select => {
                let c = ty_of(args[0]);
                if !is_i1(c) || ty_of(args[1]) != ty_of(args[2]) || ty_of(args[1]) != d.ty {
                    return Err(error(body, i, "invalid operands for select"));
                }
            }
            InstKind::Load { .. } => {
                if !types.is_ptr(ty_of(args[0])) {
                    return Err(error(body, i, "load operand must be a pointer"));
                }
                if !types.is_sized(d.ty) {
                    return Err(error(body, i, "loading unsized types is not allowed"));
                }
            }
            InstKind::Store { .. } => {
                if !types.is_ptr(ty_of(args[1])) {
                    return Err(error(body, i, "store operand must be a pointer"));
                }
                if !types.is_sized(ty_of(args[0])) {
                    return Err(error(body, i, "storing unsized types is not allowed"));
                }
            }
            InstKind::Alloca { allocated, .. } => {
                if !types.is_sized(allocated) {
                    return Err(error(body, i, "cannot allocate unsized type"));
                }
                if !types.is_int(ty_of(args[0])) {
                    return Err(error(body, i, "alloca array size must have integer type"));
                }
            }
            InstKind::CondBr if types.int_width(ty_of(args[0])) != Some(1) => {
                return Err(error(body, i, "branch condition must have 'i1' type"));
            }
            InstKind::Switch => {
                let t = ty_of(args[0]);
                if !types.is_int(t) {
                    return Err(error(body, i, "switch condition must have integer type"));
                }
                let cases = &args[2..];
                for (k, p) in cases.chunks(2).enumerate() {
                    if ty_of(p[0]) != t {
                        return Err(error(
                            body,
                            i,
                            "switch case value must have the condition's type",
                        ));
                    }
                    if cases[..2 * k].chunks(2).any(|q| q[0] == p[0]) {
                        return Err(error(body, i, "duplicate integer as switch case"));
                    }
                }
            }
            InstKind::Ret => {
                let void = types.common().void;
                match args.first() {
                    None if ret != void => {
                        return Err(error(
                            body,
                            i,
                            "function return type requires a value in 'ret'",
                        ));
                    }
                    Some(&v) if ty_of(v) != ret => {
                        return Err(error(
                            body,
                            i,
                            "'ret' value type does not match the function's return type",
                        ));
                    }
                    _ => {}
                }
            }
            InstKind::Call(c) | InstKind::Invoke(c) | InstKind::CallBr(c) => {
                let ci = &body.calls[c];
                let Some((_, params, vararg)) = types.function_parts(ci.fn_ty) else {
                    return Err(error(body, i, "called value must have a function type"));
                };
                let n = ci.num_args as usize;
                let call_args = &args[1..1 + n];
                if n < params.len() || (!vararg && n != params.len()) {
                    return Err(error(
                        body,
                        i,
                        "incorrect number of arguments passed to called function",
                    ));
                }
                for (k, (&a, &p)) in call_args.iter().zip(params).enumerate() {
                    if ty_of(a) != p {
                        return Err(error(
                            body,
                            i,
                            format!("call argument {} has the wrong type", k + 1),
                        ));
                    }
                }
                if !matches!(args[0], Value::Asm(_)) && !types.is_ptr(ty_of(args[0])) {
                    return Err(error(body, i, "called value must be a pointer"));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A phi has one entry per predecessor edge (duplicates agree), and each incoming
    /// value dominates the end of its incoming block.
    fn phi(&mut self, body: &Body, b: Block, i: Inst, reachable: bool) -> Result<(), Diagnostic> {
        let args = body.args(i);
        self.incoming.clear();
        self.preds.clear();
        self.preds.extend_from_slice(self.cfg.preds(b));
        for p in args.chunks(2) {
            let Value::Block(from) = p[1] else {
                return Err(error(body, i, "PHI incoming entry without a block"));
            };
            self.incoming.push(from);
            if args.chunks(2).any(|q| q[1] == p[1] && q[0] != p[0]) {
                return Err(error(
                    body,
                    i,
                    "PHI node has multiple entries for the same basic block with different incoming values",
                ));
            }
            if reachable && self.dom.is_reachable(from) {
                if let Value::Inst(def) = p[0] {
                    let (db, _) = self.place[def];
                    let db = Block::new(db as usize);
                    let placed = body.blocks.is_valid(db) && body.blocks[db].insts.contains(&def);
                    if !placed || !(db == from || self.dom.dominates(db, from)) {
                        return Err(error(body, i, "instruction does not dominate all uses"));
                    }
                }
            }
        }
        self.incoming.sort_unstable();
        self.preds.sort_unstable();
        // Entries for the same block may be given once per edge or once per block.
        let mut inc = self.incoming.clone();
        inc.dedup();
        let mut pr = self.preds.clone();
        pr.dedup();
        if inc != pr {
            return Err(error(
                body,
                i,
                "PHINode should have one entry for each predecessor of its parent basic block",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    fn check(src: &str) -> Result<(), String> {
        let m = crate::parse(src.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
        crate::verify(&m).map_err(|d| d.message)
    }

    #[test]
    fn accepts_valid_loops_and_phis() {
        check(
            "define i32 @f(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %loop, label %exit\nexit:\n  ret i32 %j\n}\n",
        )
        .unwrap();
    }

    #[test]
    fn rejects_use_before_def_in_other_branch() {
        let e = check(
            "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("dominate"), "{e}");
    }

    #[test]
    fn rejects_missing_phi_entry() {
        let e = check(
            "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %a ]\n  ret i32 %p\n}\n",
        )
        .unwrap_err();
        assert!(e.contains("one entry for each predecessor"), "{e}");
    }

    #[test]
    fn rejects_terminator_in_the_middle_and_entry_preds() {
        let e = check("define void @f() {\nentry:\n  br label %entry\n}\n").unwrap_err();
        assert!(e.contains("entry block"), "{e}");
    }

    #[test]
    fn rejects_float_op_on_ints() {
        let e = check("define i32 @f(i32 %a) {\n  %x = fadd i32 %a, %a\n  ret i32 %x\n}\n");
        assert!(e.is_err());
    }

    #[test]
    fn casts() {
        use crate::inst::CastOp::*;
        let m = crate::parse(b"").unwrap();
        let t = m.types.common();
        let ty = &m.types;
        assert!(super::cast_is_valid(ty, Trunc, t.i64, t.i32));
        assert!(!super::cast_is_valid(ty, Trunc, t.i32, t.i64));
        assert!(super::cast_is_valid(ty, ZExt, t.i1, t.i8));
        assert!(super::cast_is_valid(ty, BitCast, t.i64, t.double));
        assert!(!super::cast_is_valid(ty, BitCast, t.i32, t.double));
        assert!(super::cast_is_valid(ty, PtrToInt, t.ptr, t.i64));
        assert!(!super::cast_is_valid(ty, FpExt, t.double, t.float));
    }
}
