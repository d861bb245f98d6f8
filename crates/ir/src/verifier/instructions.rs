//! Per-instruction checks: operand counts, and operand and result types per opcode
//! (arithmetic, compares, select, casts, memory and atomics, aggregates and vectors,
//! branches, `switch` cases, returns, `va_arg`, `freeze`, flags). Calls (`calls`), EH
//! pads (`eh`), `getelementptr` and `shufflevector` masks (`aggregates`) have their own
//! modules.

use super::*;

impl Verifier<'_> {
    #[inline(always)]
    fn want_args(&self, body: &Body, i: Inst, n: usize) -> VResult {
        if body.insts[i].args_len as usize != n {
            return Err(self.bad_arg_count(body, i, n));
        }
        Ok(())
    }

    #[cold]
    fn bad_arg_count(&self, body: &Body, i: Inst, n: usize) -> Box<Diagnostic> {
        err(
            body,
            i,
            format!(
                "{} takes {n} operands, found {}",
                opcode(&body.insts[i].kind),
                body.args(i).len()
            ),
        )
    }

    /// Per-opcode operand and result types.
    pub(super) fn inst(&mut self, cx: &mut FnCx, b: Block, i: Inst, args: &[Value]) -> VResult {
        let body = cx.body;
        let t = self.t;
        let c = t.common();
        let d = &body.insts[i];
        let e = |msg: &str| Err(err(body, i, msg));
        if d.flags & !allowed_flags(&d.kind) != 0 {
            return e(&format!("invalid flags for {}", opcode(&d.kind)));
        }
        if d.fmf != 0 {
            let ok = match d.kind {
                InstKind::FNeg | InstKind::FCmp(_) => true,
                InstKind::Binary(op) => op.is_float(),
                InstKind::Cast(CastOp::FpTrunc | CastOp::FpExt) => true,
                InstKind::Call(_) | InstKind::Phi | InstKind::Select => self.fp_math_type(d.ty),
                _ => false,
            };
            if !ok {
                return e(&format!(
                    "fast-math flags specified for {} without floating-point scalar or vector type",
                    opcode(&d.kind)
                ));
            }
        }
        match d.kind {
            InstKind::Binary(op) => {
                self.want_args(body, i, 2)?;
                let (a, bt) = (self.ty(body, args[0]), self.ty(body, args[1]));
                if a != bt {
                    return e("both operands to a binary operator are not of the same type");
                }
                let (ok, what) = match op {
                    BinOp::Add
                    | BinOp::Sub
                    | BinOp::Mul
                    | BinOp::UDiv
                    | BinOp::SDiv
                    | BinOp::URem
                    | BinOp::SRem => (self.int_like(a), "integer arithmetic operators"),
                    BinOp::And | BinOp::Or | BinOp::Xor => (self.int_like(a), "logical operators"),
                    BinOp::Shl | BinOp::LShr | BinOp::AShr => (self.int_like(a), "shifts"),
                    _ => (self.fp_like(a), "floating-point arithmetic operators"),
                };
                if !ok {
                    let kind = if op.is_float() {
                        "floating-point"
                    } else {
                        "integral"
                    };
                    return e(&format!(
                        "{what} only work with {kind} types: '{}' is '{}'",
                        op.name(),
                        self.type_str(a)
                    ));
                }
                if d.ty != a {
                    return e(&format!(
                        "{what} must have same type for operands and result"
                    ));
                }
            }
            InstKind::FNeg => {
                self.want_args(body, i, 1)?;
                let a = self.ty(body, args[0]);
                if !self.fp_like(a) {
                    return e(&format!(
                        "fneg operator only works with float types, not '{}'",
                        self.type_str(a)
                    ));
                }
                if d.ty != a {
                    return e("unary operators must have same type for operands and result");
                }
            }
            InstKind::ICmp(_) | InstKind::FCmp(_) => {
                self.want_args(body, i, 2)?;
                let is_int = matches!(d.kind, InstKind::ICmp(_));
                let name = if is_int { "ICmp" } else { "FCmp" };
                let (a, bt) = (self.ty(body, args[0]), self.ty(body, args[1]));
                if a != bt {
                    return e(&format!(
                        "both operands to {name} instruction are not of the same type"
                    ));
                }
                let ok = if is_int {
                    self.int_like(a) || self.ptr_like(a)
                } else {
                    self.fp_like(a)
                };
                if !ok {
                    return e(&format!(
                        "invalid operand types for {name} instruction: '{}'",
                        self.type_str(a)
                    ));
                }
                let want_ok = match (t.get(a), t.get(d.ty)) {
                    (
                        &TypeData::Vector { len, scalable, .. },
                        &TypeData::Vector {
                            len: l2,
                            scalable: s2,
                            elem,
                        },
                    ) => len == l2 && scalable == s2 && elem == c.i1,
                    (TypeData::Vector { .. }, _) => false,
                    _ => d.ty == c.i1,
                };
                if !want_ok {
                    return e(&format!(
                        "{name} result must be i1 or a vector of i1 with the operands' length"
                    ));
                }
            }
            InstKind::Cast(op) => {
                self.want_args(body, i, 1)?;
                let from = self.ty(body, args[0]);
                if !cast_is_valid(t, op, from, d.ty) {
                    return e(&format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(from),
                        self.type_str(d.ty)
                    ));
                }
                if op == CastOp::PtrToAddr {
                    let asp = addrspace_of(t, t.scalar(from)).unwrap_or(0);
                    let w = self.m.datalayout.pointer_index_size_bits(asp);
                    if t.int_width(t.scalar(d.ty)) != Some(w) {
                        return e(&format!(
                            "ptrtoaddr result must be the address width (i{w})"
                        ));
                    }
                }
            }
            InstKind::Select => {
                self.want_args(body, i, 3)?;
                let cond = self.ty(body, args[0]);
                let (a, bt) = (self.ty(body, args[1]), self.ty(body, args[2]));
                if a != bt {
                    return e("both values to select must have same type");
                }
                if self.is_token(a) {
                    return e("select values cannot have token type");
                }
                match *t.get(cond) {
                    TypeData::Vector {
                        len,
                        scalable,
                        elem,
                    } => {
                        if elem != c.i1 {
                            return e("vector select condition element type must be i1");
                        }
                        match *t.get(a) {
                            TypeData::Vector {
                                len: l2,
                                scalable: s2,
                                ..
                            } => {
                                if (len, scalable) != (l2, s2) {
                                    return e("vector select requires selected vectors to have the same vector length as select condition");
                                }
                            }
                            _ => return e("selected values for vector select must be vectors"),
                        }
                    }
                    _ if cond != c.i1 => {
                        return e(&format!(
                            "select condition must be i1 or <n x i1>, not '{}'",
                            self.type_str(cond)
                        ))
                    }
                    _ => {}
                }
                if d.ty != a {
                    return e("select result type does not match its operands");
                }
            }
            InstKind::Phi => {
                if self.is_token(d.ty) {
                    return e("PHI nodes cannot have token type");
                }
                for p in args.chunks_exact(2) {
                    if self.ty(body, p[0]) != d.ty {
                        return e(&format!(
                            "PHI node operands are not the same type as the result: '{}' instead of '{}'",
                            self.type_str(self.ty(body, p[0])),
                            self.type_str(d.ty)
                        ));
                    }
                }
            }
            InstKind::Freeze => {
                self.want_args(body, i, 1)?;
                if self.ty(body, args[0]) != d.ty {
                    return e("freeze result type must match its operand");
                }
            }
            InstKind::Alloca {
                allocated,
                align,
                addrspace,
            } => {
                self.want_args(body, i, 1)?;
                if !self.is_sized(allocated)
                    && !matches!(t.get(allocated), TypeData::TargetExt { .. })
                {
                    return e(&format!(
                        "cannot allocate unsized type '{}'",
                        self.type_str(allocated)
                    ));
                }
                if !t.is_int(self.ty(body, args[0])) {
                    return e("alloca array size must have integer type");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if addrspace_of(t, d.ty) != Some(addrspace) {
                    return e("alloca result must be a pointer in its address space");
                }
            }
            InstKind::Load {
                align,
                ordering,
                scope,
            } => {
                self.want_args(body, i, 1)?;
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("load operand must be a pointer");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !self.is_sized(d.ty) {
                    return e("loading unsized types is not allowed");
                }
                if ordering == Ordering::NotAtomic {
                    if scope != SyncScope::System {
                        return e("non-atomic load cannot have synchronization scope specified");
                    }
                } else {
                    if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
                        return e("load cannot have release ordering");
                    }
                    if align.bytes().is_none() {
                        return e("atomic load must specify explicit alignment");
                    }
                    if !self.atomic_type_ok(d.ty) {
                        return e(&format!(
                            "atomic load operand must have integer, pointer, or floating point type: '{}'",
                            self.type_str(d.ty)
                        ));
                    }
                    if let Some(msg) = self.atomic_size(d.ty) {
                        return e(msg);
                    }
                }
            }
            InstKind::Store {
                align,
                ordering,
                scope,
            } => {
                self.want_args(body, i, 2)?;
                if d.ty != c.void {
                    return e("store must not produce a value");
                }
                let vt = self.ty(body, args[0]);
                if !t.is_ptr(self.ty(body, args[1])) {
                    return e("store operand must be a pointer");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !self.is_sized(vt) {
                    return e("storing unsized types is not allowed");
                }
                if ordering == Ordering::NotAtomic {
                    if scope != SyncScope::System {
                        return e("non-atomic store cannot have synchronization scope specified");
                    }
                } else {
                    if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
                        return e("store cannot have acquire ordering");
                    }
                    if align.bytes().is_none() {
                        return e("atomic store must specify explicit alignment");
                    }
                    if !self.atomic_type_ok(vt) {
                        return e(&format!(
                            "atomic store operand must have integer, pointer, or floating point type: '{}'",
                            self.type_str(vt)
                        ));
                    }
                    if let Some(msg) = self.atomic_size(vt) {
                        return e(msg);
                    }
                }
            }
            InstKind::Fence { ordering, .. } => {
                self.want_args(body, i, 0)?;
                if !matches!(
                    ordering,
                    Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
                ) {
                    return e("fence instructions may only have acquire, release, acq_rel, or seq_cst ordering");
                }
            }
            InstKind::CmpXchg {
                success,
                failure,
                align,
                ..
            } => {
                self.want_args(body, i, 3)?;
                if success == Ordering::NotAtomic || failure == Ordering::NotAtomic {
                    return e("cmpxchg instructions must be atomic");
                }
                if success == Ordering::Unordered || failure == Ordering::Unordered {
                    return e("cmpxchg instructions cannot be unordered");
                }
                if matches!(failure, Ordering::Release | Ordering::AcqRel) {
                    return e("cmpxchg failure ordering cannot include release semantics");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("first cmpxchg operand must be a pointer");
                }
                let vt = self.ty(body, args[1]);
                if !(t.is_int(vt) || t.is_ptr(vt)) {
                    return e(&format!(
                        "cmpxchg operand must have integer or pointer type, not '{}'",
                        self.type_str(vt)
                    ));
                }
                if let Some(msg) = self.atomic_size(vt) {
                    return e(msg);
                }
                if self.ty(body, args[2]) != vt {
                    return e("compare value and new value type do not match");
                }
                let res_ok = matches!(t.get(d.ty),
                    TypeData::Struct { packed: false, fields } if **fields == [vt, c.i1]);
                if !res_ok {
                    return e("cmpxchg result must be { T, i1 }");
                }
            }
            InstKind::AtomicRmw {
                op,
                ordering,
                align,
                ..
            } => {
                self.want_args(body, i, 2)?;
                if ordering == Ordering::NotAtomic {
                    return e("atomicrmw instructions must be atomic");
                }
                if ordering == Ordering::Unordered {
                    return e("atomicrmw instructions cannot be unordered");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("first atomicrmw operand must be a pointer");
                }
                let vt = self.ty(body, args[1]);
                let (ok, what) = if op == RmwOp::Xchg {
                    (
                        t.is_int(vt) || t.is_float(vt) || t.is_ptr(vt),
                        "integer, floating point, or pointer type",
                    )
                } else if op.is_float() {
                    let fixed_fp_vec = matches!(*t.get(vt),
                        TypeData::Vector { scalable: false, elem, .. } if t.is_float(elem));
                    (
                        t.is_float(vt) || fixed_fp_vec,
                        "floating-point or fixed vector of floating-point type",
                    )
                } else {
                    (t.is_int(vt), "integer type")
                };
                if !ok {
                    return e(&format!(
                        "atomicrmw {} operand must have {what}, not '{}'",
                        op.name(),
                        self.type_str(vt)
                    ));
                }
                if let Some(msg) = self.atomic_size(vt) {
                    return e(msg);
                }
                if d.ty != vt {
                    return e("atomicrmw result type must match its operand");
                }
            }
            InstKind::GetElementPtr { source } => self.gep(body, i, source)?,
            InstKind::Call(id) | InstKind::Invoke(id) | InstKind::CallBr(id) => {
                self.call(cx, b, i, id)?
            }
            InstKind::ExtractValue { start, len } | InstKind::InsertValue { start, len } => {
                let insert = matches!(d.kind, InstKind::InsertValue { .. });
                let name = if insert {
                    "insertvalue"
                } else {
                    "extractvalue"
                };
                self.want_args(body, i, if insert { 2 } else { 1 })?;
                let Some(idx) = body
                    .index_pool
                    .get(start as usize..(start as usize).saturating_add(len as usize))
                else {
                    return e(&format!("{name} indices are out of range"));
                };
                let agg = self.ty(body, args[0]);
                let mut cur = if idx.is_empty() { None } else { Some(agg) };
                for &k in idx {
                    cur = cur.and_then(|ty| match t.get(ty) {
                        TypeData::Array { len, elem } => (u64::from(k) < *len).then_some(*elem),
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            t.struct_fields(ty).and_then(|f| f.get(k as usize).copied())
                        }
                        _ => None,
                    });
                }
                let ok = match cur {
                    None => false,
                    Some(elem) if insert => self.ty(body, args[1]) == elem && d.ty == agg,
                    Some(elem) => d.ty == elem,
                };
                if !ok {
                    return e(&format!("invalid {name} operands"));
                }
            }
            InstKind::ExtractElement => {
                self.want_args(body, i, 2)?;
                let ok = match *t.get(self.ty(body, args[0])) {
                    TypeData::Vector { elem, .. } => {
                        t.is_int(self.ty(body, args[1])) && d.ty == elem
                    }
                    _ => false,
                };
                if !ok {
                    return e("invalid extractelement operands");
                }
            }
            InstKind::InsertElement => {
                self.want_args(body, i, 3)?;
                let vt = self.ty(body, args[0]);
                let ok = match *t.get(vt) {
                    TypeData::Vector { elem, .. } => {
                        self.ty(body, args[1]) == elem
                            && t.is_int(self.ty(body, args[2]))
                            && d.ty == vt
                    }
                    _ => false,
                };
                if !ok {
                    return e("invalid insertelement operands");
                }
            }
            InstKind::ShuffleVector { mask } => {
                self.want_args(body, i, 2)?;
                if !self.shuffle_ok(body, args, mask, d.ty) {
                    return e("invalid shufflevector operands");
                }
            }
            InstKind::VaArg => {
                self.want_args(body, i, 1)?;
                if !t.is_first_class(d.ty) {
                    return e("va_arg requires operand with first class type");
                }
            }
            InstKind::LandingPad { start } => self.landingpad(cx, b, i, start)?,
            InstKind::CatchPad | InstKind::CleanupPad | InstKind::CatchSwitch { .. } => {
                self.funclet_pad(cx, i)?
            }
            InstKind::CatchRet => {
                self.want_args(body, i, 2)?;
                if cx.f.personality.is_none() {
                    return e("catchret needs to be in a function with a personality");
                }
                if !matches!(args[0], Value::Inst(p) if matches!(body.insts[p].kind, InstKind::CatchPad))
                {
                    return e("catchret needs to be provided a catchpad");
                }
            }
            InstKind::CleanupRet { has_unwind } => {
                self.want_args(body, i, 1 + has_unwind as usize)?;
                if !matches!(args[0], Value::Inst(p) if matches!(body.insts[p].kind, InstKind::CleanupPad))
                {
                    return e("cleanupret needs to be provided a cleanuppad");
                }
                if has_unwind {
                    let Value::Block(u) = args[1] else {
                        return e("cleanupret unwind destination must be a basic block");
                    };
                    match self.first_non_phi(body, u).map(|p| body.insts[p].kind) {
                        Some(k) if is_eh_pad(&k) && !matches!(k, InstKind::LandingPad { .. }) => {}
                        _ => {
                            return e(
                                "cleanupret must unwind to an EH block which is not a landingpad",
                            )
                        }
                    }
                }
            }
            InstKind::Resume => {
                self.want_args(body, i, 1)?;
                if cx.f.personality.is_none() {
                    return e("resume needs to be in a function with a personality");
                }
                let vt = self.ty(body, args[0]);
                match cx.lp_ty {
                    None => cx.lp_ty = Some(vt),
                    Some(lt) if lt != vt => {
                        return e("the resume instruction should have a consistent result type inside a function")
                    }
                    _ => {}
                }
            }
            InstKind::Ret => {
                if cx.ret == c.void {
                    if !args.is_empty() {
                        return e("found return instr that returns non-void in function of void return type");
                    }
                } else {
                    match args {
                        [v] if self.ty(body, *v) == cx.ret => {}
                        [v] => {
                            return e(&format!(
                                "function return type does not match operand type of return inst: '{}' instead of '{}'",
                                self.type_str(self.ty(body, *v)),
                                self.type_str(cx.ret)
                            ))
                        }
                        _ => {
                            return e(&format!(
                                "function return type does not match operand type of return inst: the function returns '{}'",
                                self.type_str(cx.ret)
                            ))
                        }
                    }
                }
            }
            InstKind::Br => {
                self.want_args(body, i, 1)?;
                if !matches!(args[0], Value::Block(_)) {
                    return e("branch destination must be a basic block");
                }
            }
            InstKind::CondBr => {
                self.want_args(body, i, 3)?;
                let ct = self.ty(body, args[0]);
                if ct != c.i1 {
                    return e(&format!(
                        "branch condition is not 'i1' type: '{}'",
                        self.type_str(ct)
                    ));
                }
                if !matches!((args[1], args[2]), (Value::Block(_), Value::Block(_))) {
                    return e("branch destination must be a basic block");
                }
            }
            InstKind::Switch => self.switch(body, i)?,
            InstKind::IndirectBr => {
                if args.is_empty() || !t.is_ptr(self.ty(body, args[0])) {
                    return e("indirectbr operand must have pointer type");
                }
                if args[1..].iter().any(|v| !matches!(v, Value::Block(_))) {
                    return e("indirectbr destinations must be basic blocks");
                }
            }
            InstKind::Unreachable => self.want_args(body, i, 0)?,
        }
        Ok(())
    }

    fn switch(&mut self, body: &Body, i: Inst) -> VResult {
        let t = self.t;
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        if args.len() < 2 || !args.len().is_multiple_of(2) {
            return e("malformed switch operand list");
        }
        let ct = self.ty(body, args[0]);
        if !t.is_int(ct) {
            return e(&format!(
                "switch condition must have integer type, not '{}'",
                self.type_str(ct)
            ));
        }
        self.consts.clear();
        for p in args[1..].chunks_exact(2) {
            if !matches!(p[0], Value::Block(_)) {
                return e("switch destination must be a basic block");
            }
        }
        for p in args[2..].chunks_exact(2) {
            let Value::Const(k) = p[0] else {
                return e("case value is not a constant integer");
            };
            let kd = self.m.consts.get(k);
            if !matches!(kd.kind, ConstKind::Int(_) | ConstKind::BigInt(_)) {
                return e("case value is not a constant integer");
            }
            if kd.ty != ct {
                return e("switch constants must all be same type as switch value");
            }
            self.consts.push(k);
        }
        self.consts.sort_unstable();
        if let Some(w) = self.consts.windows(2).find(|w| w[0] == w[1]) {
            return e(&format!(
                "duplicate integer as switch case: {}",
                self.int_text(w[0])
            ));
        }
        Ok(())
    }
}
