//! Module-level checks of each global value: linkage, visibility and DLL storage,
//! comdats on declarations, global variables' initializers and `common`/`appending`
//! linkage, the `llvm.global_ctors`/`llvm.used` family, function declarations and
//! definitions (intrinsics, metadata/token/x86_amx parameters and results), aliases (the
//! aliasee walk: constant expressions, cycles, interposable aliases) and ifunc resolvers.
//! Globals carry no source position: their errors are at offset 0 and name the global.

use super::*;

impl Verifier<'_> {
    /// An error about global `g` (globals carry no source position).
    fn gfail(&self, g: GlobalId, msg: &str) -> VResult {
        Err(diag(0, format!("{msg}: {}", self.global_name(g))))
    }

    pub(super) fn global(&mut self, g: GlobalId) -> VResult {
        let m = self.m;
        let gv = &m.globals[g];
        let local = gv.linkage.is_local();
        if local && gv.visibility != Visibility::Default {
            return self.gfail(
                g,
                "global value with local linkage must have default visibility",
            );
        }
        if local && gv.dll_storage != DllStorage::Default {
            return self.gfail(
                g,
                "global value with local linkage cannot have a DLL storage class",
            );
        }
        let implicit_dso_local =
            local || (gv.visibility != Visibility::Default && gv.linkage != Linkage::ExternWeak);
        if implicit_dso_local && !gv.dso_local {
            return self.gfail(
                g,
                "global value with local linkage or non-default visibility must be dso_local",
            );
        }
        let is_decl = match &gv.kind {
            GlobalKind::Var(v) => v.init.is_none(),
            GlobalKind::Func(f) => f.body.is_none(),
            GlobalKind::Alias(_) | GlobalKind::IFunc(_) => false,
        };
        match gv.dll_storage {
            DllStorage::Export if gv.visibility == Visibility::Hidden => {
                return self.gfail(
                    g,
                    "dllexport global value must have default or protected visibility",
                )
            }
            DllStorage::Import => {
                if gv.visibility != Visibility::Default {
                    return self.gfail(g, "dllimport global value must have default visibility");
                }
                if gv.dso_local {
                    return self.gfail(g, "global value with dllimport storage is dso_local");
                }
                let external = (is_decl
                    && matches!(gv.linkage, Linkage::External | Linkage::ExternWeak))
                    || gv.linkage == Linkage::AvailableExternally;
                if !external {
                    return self.gfail(g, "global is marked as dllimport, but not external");
                }
            }
            _ => {}
        }
        if (is_decl || gv.linkage == Linkage::AvailableExternally) && gv.comdat.is_some() {
            return self.gfail(g, "declaration may not be in a comdat");
        }
        if gv.linkage == Linkage::Appending
            && !(matches!(gv.kind, GlobalKind::Var(_))
                && matches!(self.t.get(gv.value_type), TypeData::Array { .. }))
        {
            return self.gfail(g, "only global arrays can have appending linkage");
        }
        match &gv.kind {
            GlobalKind::Var(v) => {
                if matches!(
                    self.t.get(gv.value_type),
                    TypeData::Void
                        | TypeData::Function { .. }
                        | TypeData::Label
                        | TypeData::Metadata
                        | TypeData::Token
                ) {
                    return self.gfail(g, "invalid type for global variable");
                }
                match v.init {
                    None if !matches!(gv.linkage, Linkage::External | Linkage::ExternWeak) => {
                        return self.gfail(
                            g,
                            "global is external, but doesn't have external or weak linkage",
                        )
                    }
                    Some(init) if m.consts.ty(init) != gv.value_type => {
                        return self.gfail(
                            g,
                            "global variable initializer type does not match global variable type",
                        )
                    }
                    _ => {}
                }
                if gv.linkage == Linkage::Common {
                    if !v.init.is_some_and(|c| self.is_null_value(c)) {
                        return self.gfail(g, "'common' global must have a zero initializer");
                    }
                    if v.is_constant {
                        return self.gfail(g, "'common' global may not be marked constant");
                    }
                    if gv.comdat.is_some() {
                        return self.gfail(g, "'common' global may not be in a comdat");
                    }
                }
                self.intrinsic_global(g)?;
            }
            GlobalKind::Func(f) => {
                let Some((ret, params, _)) = self.t.function_parts(gv.value_type) else {
                    return self.gfail(g, "function does not have a function type");
                };
                if gv.linkage == Linkage::Common {
                    return self.gfail(g, "functions may not have common linkage");
                }
                if f.body.is_some() && gv.linkage == Linkage::ExternWeak {
                    return self.gfail(g, "invalid linkage for function definition");
                }
                if is_decl && !matches!(gv.linkage, Linkage::External | Linkage::ExternWeak) {
                    return self.gfail(g, "invalid linkage for function declaration");
                }
                if self.is_intrinsic_name(g) {
                    if f.body.is_some() {
                        return self.gfail(g, "intrinsic functions should never be defined");
                    }
                } else {
                    for &p in params {
                        match self.t.get(p) {
                            TypeData::Metadata => {
                                return self
                                    .gfail(g, "function takes metadata but isn't an intrinsic")
                            }
                            TypeData::Token => {
                                return self.gfail(g, "function takes token but isn't an intrinsic")
                            }
                            TypeData::X86Amx => {
                                return self
                                    .gfail(g, "function takes x86_amx but isn't an intrinsic")
                            }
                            _ => {}
                        }
                    }
                    match self.t.get(ret) {
                        TypeData::Token => {
                            return self.gfail(g, "function returns a token but isn't an intrinsic")
                        }
                        TypeData::X86Amx => {
                            return self
                                .gfail(g, "function returns a x86_amx but isn't an intrinsic")
                        }
                        _ => {}
                    }
                }
                if let Some(body) = &f.body {
                    if *body.arg_types != *params {
                        return self
                            .gfail(g, "argument value does not match function argument type");
                    }
                }
            }
            GlobalKind::Alias(c) => {
                if !gv.linkage.allowed_for_alias() {
                    return self.gfail(g, "alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage");
                }
                if addrspace_of(self.t, m.consts.ty(*c)) != Some(gv.addrspace) {
                    return self.gfail(g, "alias and aliasee types should match");
                }
                if !matches!(
                    m.consts.get(*c).kind,
                    ConstKind::Global(_) | ConstKind::Expr(_)
                ) {
                    return self.gfail(
                        g,
                        "aliasee should be either a global value or a constant expression",
                    );
                }
                self.alias_avail = gv.linkage == Linkage::AvailableExternally;
                if self.alias_avail
                    && !matches!(m.consts.get(*c).kind,
                        ConstKind::Global(t) if m.globals[t].linkage == Linkage::AvailableExternally)
                {
                    return self.gfail(
                        g,
                        "available_externally alias must point to available_externally global value",
                    );
                }
                self.alias_seen.clear();
                self.alias_path.clear();
                self.alias_seen.push(g);
                self.alias_path.push(g);
                if let Err(msg) = self.aliasee(*c) {
                    return self.gfail(g, msg);
                }
            }
            GlobalKind::IFunc(c) => {
                if !gv.linkage.allowed_for_ifunc() {
                    return self.gfail(g, "ifunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage");
                }
                if !self.t.is_ptr(m.consts.ty(*c)) {
                    return self.gfail(g, "ifunc resolver must have pointer type");
                }
                let Some(r) = self.base_function(*c) else {
                    return self.gfail(g, "ifunc must have a function resolver");
                };
                let rv = &m.globals[r];
                let GlobalKind::Func(rf) = &rv.kind else {
                    return self.gfail(g, "ifunc must have a function resolver");
                };
                if rf.body.is_none() || rv.linkage == Linkage::AvailableExternally {
                    return self.gfail(g, "ifunc resolver must be a definition");
                }
                if !self
                    .t
                    .function_parts(rv.value_type)
                    .is_some_and(|(r, _, _)| self.t.is_ptr(r))
                {
                    return self.gfail(g, "ifunc resolver must return a pointer");
                }
            }
        }
        Ok(())
    }

    /// `llvm.global_ctors`, `llvm.global_dtors`, `llvm.used`, `llvm.compiler.used`.
    fn intrinsic_global(&self, g: GlobalId) -> VResult {
        let m = self.m;
        let gv = &m.globals[g];
        let GlobalName::Named(s) = gv.name else {
            return Ok(());
        };
        let name = m.syms.get(s);
        let ctors = name == b"llvm.global_ctors" || name == b"llvm.global_dtors";
        let used = name == b"llvm.used" || name == b"llvm.compiler.used";
        if !ctors && !used {
            return Ok(());
        }
        let fail = |msg: &str| Err(diag(0, format!("{msg}: {}", self.global_name(g))));
        let has_init = matches!(&gv.kind, GlobalKind::Var(v) if v.init.is_some());
        if has_init && gv.linkage != Linkage::Appending {
            return fail("invalid linkage for intrinsic global variable");
        }
        let TypeData::Array { elem, .. } = *self.t.get(gv.value_type) else {
            return Ok(());
        };
        if used {
            if !self.t.is_ptr(elem) {
                return fail("wrong type for intrinsic global variable");
            }
            return Ok(());
        }
        let fn_ptr = m.datalayout.program_addrspace();
        let ok = match self.t.struct_fields(elem) {
            Some(f) => {
                (f.len() == 2 || f.len() == 3)
                    && self.t.int_width(f[0]) == Some(32)
                    && addrspace_of(self.t, f[1]) == Some(fn_ptr)
            }
            None => false,
        };
        if !ok {
            return fail("wrong type for intrinsic global variable");
        }
        let f = self.t.struct_fields(elem).unwrap_or(&[]);
        if f.len() == 2 {
            return fail("the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form");
        }
        if !self.t.is_ptr(f[2]) {
            return fail("wrong type for intrinsic global variable");
        }
        Ok(())
    }

    /// LLVM's `visitAliaseeSubExpr` for the constant `c` of an aliasee.
    fn aliasee(&mut self, c: Const) -> Result<(), &'static str> {
        if self.alias_path.len() > 4096 {
            return Err("aliases cannot form a cycle");
        }
        let m = self.m;
        match &m.consts.get(c).kind {
            ConstKind::Global(g) => {
                let g = *g;
                let gv = &m.globals[g];
                let decl = match &gv.kind {
                    GlobalKind::Var(v) => v.init.is_none(),
                    GlobalKind::Func(f) => f.body.is_none(),
                    _ => false,
                };
                // An available_externally alias may point at available_externally values.
                let avail = gv.linkage == Linkage::AvailableExternally;
                if decl || (avail && !self.alias_avail) {
                    return Err("alias must point to a definition");
                }
                let GlobalKind::Alias(a2) = gv.kind else {
                    return Ok(());
                };
                if self.alias_seen.contains(&g) {
                    return Err("aliases cannot form a cycle");
                }
                self.alias_seen.push(g);
                if matches!(
                    gv.linkage,
                    Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
                ) {
                    return Err("alias cannot point to an interposable alias");
                }
                self.alias_path.push(g);
                let r = self.aliasee_operand(a2);
                self.alias_path.pop();
                r
            }
            ConstKind::Expr(e) => {
                for &op in e.operands.iter() {
                    self.aliasee_operand(op)?;
                }
                Ok(())
            }
            ConstKind::Aggregate(ops) | ConstKind::PtrAuth(ops) => {
                for &op in ops.iter() {
                    self.aliasee_operand(op)?;
                }
                Ok(())
            }
            ConstKind::Splat(op) => self.aliasee_operand(*op),
            _ => Ok(()),
        }
    }

    /// An operand of an aliasee constant: an alias is looked through to its aliasee.
    fn aliasee_operand(&mut self, op: Const) -> Result<(), &'static str> {
        let m = self.m;
        if let ConstKind::Global(g) = m.consts.get(op).kind {
            if let GlobalKind::Alias(a) = m.globals[g].kind {
                if self.alias_path.contains(&g) {
                    return Err("aliases cannot form a cycle");
                }
                self.alias_path.push(g);
                let r = self.aliasee(a);
                self.alias_path.pop();
                return r;
            }
        }
        self.aliasee(op)
    }

    /// The function a constant names after looking through pointer casts, zero-index
    /// GEPs and aliases (LLVM's `stripPointerCastsAndAliases`).
    fn base_function(&self, mut c: Const) -> Option<GlobalId> {
        let m = self.m;
        for _ in 0..256 {
            match &m.consts.get(c).kind {
                ConstKind::Global(g) => match &m.globals[*g].kind {
                    GlobalKind::Func(_) => return Some(*g),
                    GlobalKind::Alias(a) => c = *a,
                    _ => return None,
                },
                ConstKind::Expr(e) => match e.op {
                    ExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast)
                        if !e.operands.is_empty() =>
                    {
                        c = e.operands[0]
                    }
                    ExprOp::GetElementPtr
                        if !e.operands.is_empty()
                            && e.operands[1..].iter().all(|&i| self.is_null_value(i)) =>
                    {
                        c = e.operands[0]
                    }
                    _ => return None,
                },
                _ => return None,
            }
        }
        None
    }
}
