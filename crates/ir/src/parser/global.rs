//! Global variables, functions headers, aliases, ifuncs and comdats.

use super::{Ctx, GroupUse, PResult, Parser};
use crate::attrs::{Attr, AttrKind, AttrList};
use crate::inst::CallConv;
use crate::lexer::{Kw, Tok, Token};
use crate::module::{
    sanitizer, CodeModel, Comdat, ComdatId, DllStorage, Function, GlobalId, GlobalKind, GlobalName,
    GlobalValue, GlobalVar, Linkage, LocalName, Module, SelectionKind, TlsModel, UnnamedAddr,
    Visibility,
};
use crate::types::TypeData;

/// A not-yet-defined global created by a forward reference.
pub(super) fn placeholder(m: &Module, name: GlobalName) -> GlobalValue {
    GlobalValue {
        name,
        linkage: Linkage::External,
        visibility: Visibility::Default,
        dll_storage: DllStorage::Default,
        dso_local: false,
        thread_local: None,
        unnamed_addr: UnnamedAddr::None,
        addrspace: 0,
        value_type: m.types.common().i8,
        section: None,
        partition: None,
        comdat: None,
        align: None,
        metadata: Vec::new(),
        kind: GlobalKind::Var(GlobalVar::default()),
        pos: 0,
    }
}

/// The linkage-and-friends prefix shared by all global definitions.
struct Prefix {
    linkage: Linkage,
    has_linkage: bool,
    dso_local: bool,
    visibility: Visibility,
    dll: DllStorage,
    tls: Option<TlsModel>,
    unnamed_addr: UnnamedAddr,
}

impl Parser<'_> {
    fn parse_linkage(&mut self) -> Option<Linkage> {
        let l = match self.text() {
            b"private" => Linkage::Private,
            b"internal" => Linkage::Internal,
            b"available_externally" => Linkage::AvailableExternally,
            b"linkonce" => Linkage::LinkOnce,
            b"linkonce_odr" => Linkage::LinkOnceOdr,
            b"weak" => Linkage::Weak,
            b"weak_odr" => Linkage::WeakOdr,
            b"common" => Linkage::Common,
            b"appending" => Linkage::Appending,
            b"extern_weak" => Linkage::ExternWeak,
            b"external" => Linkage::External,
            _ => return None,
        };
        if self.tok.kind != Tok::Ident {
            return None;
        }
        self.bump();
        Some(l)
    }

    fn parse_prefix(&mut self, allow_tls: bool) -> PResult<Prefix> {
        let linkage = self.parse_linkage();
        let mut p = Prefix {
            has_linkage: linkage.is_some(),
            linkage: linkage.unwrap_or_default(),
            dso_local: false,
            visibility: Visibility::Default,
            dll: DllStorage::Default,
            tls: None,
            unnamed_addr: UnnamedAddr::None,
        };
        if self.eat_kw(Kw::DsoLocal) {
            p.dso_local = true;
        } else {
            self.eat_kw(Kw::DsoPreemptable);
        }
        let vis_pos = self.pos();
        if self.eat_kw(Kw::Hidden) {
            p.visibility = Visibility::Hidden;
        } else if self.eat_kw(Kw::Protected) {
            p.visibility = Visibility::Protected;
        } else {
            self.eat_kw(Kw::Default);
        }
        let dll_pos = self.pos();
        if self.eat_kw(Kw::DllImport) {
            p.dll = DllStorage::Import;
        } else if self.eat_kw(Kw::DllExport) {
            p.dll = DllStorage::Export;
        }
        if allow_tls && self.eat_kw(Kw::ThreadLocal) {
            p.tls = Some(TlsModel::GeneralDynamic);
            if self.eat(Tok::LParen) {
                p.tls = Some(match self.text() {
                    b"localdynamic" => TlsModel::LocalDynamic,
                    b"initialexec" => TlsModel::InitialExec,
                    b"localexec" => TlsModel::LocalExec,
                    _ => return self.expected("thread local model"),
                });
                self.bump();
                self.expect(Tok::RParen, "')'")?;
            }
        }
        p.unnamed_addr = self.parse_unnamed_addr();
        if p.visibility != Visibility::Default && p.linkage.is_local() {
            return self.err_at(
                vis_pos,
                "symbol with local linkage must have default visibility",
            );
        }
        if p.dll != DllStorage::Default && p.linkage.is_local() {
            return self.err_at(
                dll_pos,
                "symbol with local linkage cannot have a DLL storage class",
            );
        }
        if p.linkage.is_local() || p.visibility != Visibility::Default {
            p.dso_local = true;
        }
        Ok(p)
    }

    fn parse_unnamed_addr(&mut self) -> UnnamedAddr {
        if self.eat_kw(Kw::UnnamedAddr) {
            UnnamedAddr::Global
        } else if self.eat_kw(Kw::LocalUnnamedAddr) {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        }
    }

    /// Creates (or completes a forward reference to) the global named by `t`.
    fn define_global(&mut self, t: Token) -> PResult<GlobalId> {
        let pos = t.start as usize;
        let name = match t.kind {
            Tok::GlobalVar => GlobalName::Named(self.m.syms.intern(&self.name_of(t))),
            _ => {
                let n = self.number_of(t)?;
                if n < self.m.next_global_number {
                    return self.err_at(
                        pos,
                        format!(
                            "global expected to be numbered '@{}' or greater",
                            self.m.next_global_number
                        ),
                    );
                }
                self.m.next_global_number = n.wrapping_add(1);
                GlobalName::Numbered(n)
            }
        };
        let existing = match name {
            GlobalName::Named(s) => self.m.global_names.get(&s).copied(),
            GlobalName::Numbered(n) => self.m.numbered_globals.get(&n).copied(),
        };
        let g = match existing {
            Some(g) => {
                if self.m.forward_globals.remove(&g).is_none() {
                    let n = super::escape_text(&self.src[t.start as usize..t.end as usize]);
                    return self.err_at(pos, format!("redefinition of global '{n}'"));
                }
                g
            }
            None => {
                let new = placeholder(&self.m, name);
                let g = self.m.globals.push(new);
                match name {
                    GlobalName::Named(s) => {
                        self.m.global_names.insert(s, g);
                    }
                    GlobalName::Numbered(n) => {
                        self.m.numbered_globals.insert(n, g);
                    }
                }
                g
            }
        };
        self.m.globals[g].pos = t.start;
        self.m.order.push(g);
        Ok(g)
    }

    fn apply_prefix(&mut self, g: GlobalId, p: &Prefix) {
        let gv = &mut self.m.globals[g];
        gv.linkage = p.linkage;
        gv.dso_local = p.dso_local;
        gv.visibility = p.visibility;
        gv.dll_storage = p.dll;
        gv.thread_local = p.tls;
        gv.unnamed_addr = p.unnamed_addr;
    }

    /// `@x = … global/constant/alias/ifunc …`.
    pub(super) fn parse_global_def(&mut self) -> PResult<()> {
        let name_tok = self.tok;
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        let prefix_pos = self.pos();
        let prefix = self.parse_prefix(true)?;
        if self.is_kw(Kw::Alias) || self.is_kw(Kw::IFunc) {
            return self.parse_alias_or_ifunc(name_tok, prefix);
        }
        let addrspace = self.parse_opt_addrspace()?;
        let externally_initialized = self.eat_kw(Kw::ExternallyInitialized);
        let is_constant = if self.eat_kw(Kw::Constant) {
            true
        } else if self.eat_kw(Kw::Global) {
            false
        } else {
            return self.expected("'global' or 'constant'");
        };
        let tpos = self.pos();
        let ty = self.parse_type()?;
        if matches!(
            self.m.types.get(ty),
            TypeData::Function { .. } | TypeData::Label | TypeData::Metadata | TypeData::Token
        ) {
            return self.err_at(tpos, "invalid type for global variable");
        }
        let declaration =
            prefix.has_linkage && matches!(prefix.linkage, Linkage::External | Linkage::ExternWeak);
        let g = self.define_global(name_tok)?;
        self.apply_prefix(g, &prefix);
        let init = if declaration {
            None
        } else {
            let c = self.parse_const(ty)?;
            Some(c)
        };
        if matches!(prefix.linkage, Linkage::Common)
            && init.is_some_and(|c| {
                !matches!(
                    self.m.consts.get(c).kind,
                    crate::constant::ConstKind::Zero | crate::constant::ConstKind::Null
                ) && self.m.consts.as_u64(c) != Some(0)
            })
        {
            return self.err_at(prefix_pos, "common global must have a zero initializer");
        }
        let mut var = GlobalVar {
            is_constant,
            externally_initialized,
            init,
            ..Default::default()
        };
        self.m.globals[g].addrspace = addrspace;
        self.m.globals[g].value_type = ty;
        while self.eat(Tok::Comma) {
            match self.tok.kind {
                Tok::MetadataVar => {
                    let a = self.parse_md_attachment()?;
                    self.m.globals[g].metadata.push(a);
                }
                Tok::Ident => match self.text() {
                    b"section" => {
                        self.bump();
                        let s = self.parse_string("section name")?;
                        self.m.globals[g].section = Some(self.m.syms.intern(&s));
                    }
                    b"partition" => {
                        self.bump();
                        let s = self.parse_string("partition name")?;
                        self.m.globals[g].partition = Some(self.m.syms.intern(&s));
                    }
                    b"comdat" => {
                        let c = self.parse_comdat_ref(g)?;
                        self.m.globals[g].comdat = Some(c);
                    }
                    b"align" => {
                        self.bump();
                        let a = self.parse_alignment_value()?;
                        self.m.globals[g].align = Some(a);
                    }
                    b"code_model" => {
                        self.bump();
                        let pos = self.pos();
                        let s = self.parse_string("code model")?;
                        var.code_model = Some(match s.as_slice() {
                            b"tiny" => CodeModel::Tiny,
                            b"small" => CodeModel::Small,
                            b"kernel" => CodeModel::Kernel,
                            b"medium" => CodeModel::Medium,
                            b"large" => CodeModel::Large,
                            _ => {
                                return self.err_at(
                                    pos,
                                    format!(
                                        "invalid code model '{}' (expected tiny, small, kernel, medium or \
                                         large)",
                                        super::escape_text(&s)
                                    ),
                                )
                            }
                        });
                    }
                    b"no_sanitize_address" => {
                        self.bump();
                        var.sanitizer |= sanitizer::NO_ADDRESS;
                    }
                    b"no_sanitize_hwaddress" => {
                        self.bump();
                        var.sanitizer |= sanitizer::NO_HWADDRESS;
                    }
                    b"sanitize_memtag" => {
                        self.bump();
                        var.sanitizer |= sanitizer::MEMTAG;
                    }
                    b"sanitize_address_dyninit" => {
                        self.bump();
                        var.sanitizer |= sanitizer::ADDRESS_DYNINIT;
                    }
                    _ => return self.expected("global variable property"),
                },
                _ => return self.expected("global variable property"),
            }
        }
        let gpos = self.pos();
        let mut groups = Vec::new();
        let mut attrs = self.parse_fn_attrs(&mut groups)?;
        var.attrs = self.m.attrs.intern_set(&mut attrs);
        self.m.globals[g].kind = GlobalKind::Var(var);
        if !groups.is_empty() {
            self.group_uses.push((GroupUse::Variable(g), groups, gpos));
        }
        Ok(())
    }

    fn parse_alias_or_ifunc(&mut self, name_tok: Token, prefix: Prefix) -> PResult<()> {
        let is_alias = self.is_kw(Kw::Alias);
        self.bump();
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, "','")?;
        let apos = self.pos();
        let target = if self.is_kw(Kw::BitCast)
            || self.is_kw(Kw::GetElementPtr)
            || self.is_kw(Kw::AddrSpaceCast)
            || self.is_kw(Kw::IntToPtr)
        {
            // LLVM accepts these aliasees without a leading type: the expression gives it.
            let ty = self.untyped_aliasee_type()?;
            self.parse_const(ty)?
        } else {
            self.parse_typed_const()?
        };
        if !self.m.types.is_ptr(self.m.consts.ty(target)) {
            return self.err_at(apos, "an alias or ifunc must have pointer type");
        }
        if is_alias && !prefix.linkage.allowed_for_alias() {
            return self.err_at(name_tok.start as usize, "invalid linkage type for alias");
        }
        let g = self.define_global(name_tok)?;
        self.apply_prefix(g, &prefix);
        let addrspace = match self.m.types.get(self.m.consts.ty(target)) {
            TypeData::Ptr(a) => *a,
            _ => 0,
        };
        let gv = &mut self.m.globals[g];
        gv.value_type = ty;
        gv.addrspace = addrspace;
        gv.kind = if is_alias {
            GlobalKind::Alias(target)
        } else {
            GlobalKind::IFunc(target)
        };
        while self.eat(Tok::Comma) {
            if self.eat_kw(Kw::Partition) {
                let s = self.parse_string("partition name")?;
                self.m.globals[g].partition = Some(self.m.syms.intern(&s));
            } else if self.tok.kind == Tok::MetadataVar {
                let a = self.parse_md_attachment()?;
                self.m.globals[g].metadata.push(a);
            } else {
                return self.expected("'partition' or metadata");
            }
        }
        Ok(())
    }

    /// The type of an aliasee written as a bare `bitcast`/`addrspacecast`/`inttoptr`
    /// (the destination type) or `getelementptr` (the base pointer's type) expression,
    /// found by reading ahead; the parser is left where it was.
    fn untyped_aliasee_type(&mut self) -> PResult<crate::types::Type> {
        let saved = self.save();
        let r = self.untyped_aliasee_type_ahead();
        self.restore(saved);
        r
    }

    fn untyped_aliasee_type_ahead(&mut self) -> PResult<crate::types::Type> {
        let is_gep = self.is_kw(Kw::GetElementPtr);
        self.bump();
        // Flags (`inbounds`, `nuw`, `inrange(…)` …) up to the opening parenthesis.
        while self.tok.kind != Tok::LParen && self.tok.kind != Tok::Eof {
            self.bump();
            if self.tok.kind == Tok::LParen && self.peek().kind == Tok::Int {
                while !matches!(self.tok.kind, Tok::RParen | Tok::Eof) {
                    self.bump();
                }
                self.bump();
            }
        }
        self.expect(Tok::LParen, "'(' in constant expression")?;
        if is_gep {
            self.parse_type()?;
            self.expect(Tok::Comma, "','")?;
            return self.parse_type();
        }
        let mut depth = 0usize;
        loop {
            match self.tok.kind {
                Tok::LParen | Tok::LSquare | Tok::LBrace | Tok::Less => depth += 1,
                Tok::RParen | Tok::RSquare | Tok::RBrace | Tok::Greater => {
                    depth = depth.saturating_sub(1)
                }
                Tok::Ident if depth == 0 && self.is_kw(Kw::To) => {
                    self.bump();
                    return self.parse_type();
                }
                Tok::Eof => return self.expected("'to' in constant expression"),
                _ => {}
            }
            self.bump();
        }
    }

    /// `comdat` or `comdat($name)`; the current token is `comdat`.
    fn parse_comdat_ref(&mut self, g: GlobalId) -> PResult<ComdatId> {
        let kw_pos = self.pos();
        self.bump();
        let (sym, pos) = if self.eat(Tok::LParen) {
            if self.tok.kind != Tok::ComdatVar {
                return self.expected("comdat variable");
            }
            let pos = self.pos();
            let n = self.name_of(self.tok);
            self.bump();
            self.expect(Tok::RParen, "')'")?;
            (self.m.syms.intern(&n), pos)
        } else {
            match self.m.globals[g].name {
                GlobalName::Named(s) => (s, self.pos()),
                GlobalName::Numbered(_) => return self.err_at(kw_pos, "comdat cannot be unnamed"),
            }
        };
        if let Some(&(c, _)) = self.m.comdat_names.get(&sym) {
            return Ok(c);
        }
        let c = self.m.comdats.push(Comdat {
            name: sym,
            kind: SelectionKind::Any,
        });
        self.m.comdat_names.insert(sym, (c, Some(pos)));
        Ok(c)
    }

    /// `$name = comdat kind`.
    pub(super) fn parse_comdat_def(&mut self) -> PResult<()> {
        let pos = self.pos();
        let name = self.name_of(self.tok);
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect_kw(Kw::Comdat)?;
        let kind = match self.text() {
            b"any" => SelectionKind::Any,
            b"exactmatch" => SelectionKind::ExactMatch,
            b"largest" => SelectionKind::Largest,
            b"nodeduplicate" | b"noduplicates" => SelectionKind::NoDeduplicate,
            b"samesize" => SelectionKind::SameSize,
            _ => return self.expected("comdat selection kind"),
        };
        self.bump();
        let sym = self.m.syms.intern(&name);
        match self.m.comdat_names.get(&sym).copied() {
            Some((_, None)) => {
                return self.err_at(
                    pos,
                    format!("redefinition of comdat '${}'", super::escape_text(&name)),
                )
            }
            Some((c, Some(_))) => {
                self.m.comdats[c].kind = kind;
                self.m.comdat_names.insert(sym, (c, None));
            }
            None => {
                let c = self.m.comdats.push(Comdat { name: sym, kind });
                self.m.comdat_names.insert(sym, (c, None));
            }
        }
        Ok(())
    }

    /// Skips the function body that starts at the current `{`, for a body parser to parse
    /// later: in LLVM's printed IR it ends with the first `}` at the start of a line (the
    /// body parser checks that guess).
    fn skip_body(
        &mut self,
        g: GlobalId,
        arg_nums: Vec<u32>,
        names: crate::intern::LocalInterner,
    ) -> PResult<()> {
        let start = self.pos();
        let Some(close) = super::body_end_guess(self.src, start) else {
            return self.expected("'}' at end of function");
        };
        let end = close + 1;
        self.skipped_bodies.push(super::SkippedBody {
            g,
            start,
            end,
            arg_nums,
            names: Box::new(names),
        });
        self.seek(end);
        Ok(())
    }

    /// `define …` / `declare …`.
    pub(super) fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        self.bump();
        let mut metadata = Vec::new();
        if !is_define {
            while self.tok.kind == Tok::MetadataVar {
                metadata.push(self.parse_md_attachment()?);
            }
        }
        let lpos = self.pos();
        let prefix = self.parse_prefix(false)?;
        if is_define {
            if matches!(
                prefix.linkage,
                Linkage::ExternWeak | Linkage::Common | Linkage::Appending
            ) {
                return self.err_at(lpos, "invalid linkage for function definition");
            }
        } else if !matches!(prefix.linkage, Linkage::External | Linkage::ExternWeak) {
            return self.err_at(lpos, "invalid linkage for function declaration");
        }
        let cc = self.parse_call_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let rpos = self.pos();
        let ret = self.parse_type_or_void()?;
        if matches!(
            self.m.types.get(ret),
            TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
        ) {
            return self.err_at(rpos, "invalid function return type");
        }
        if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId) {
            return self.expected("function name");
        }
        let name_tok = self.tok;
        self.bump();
        // Arguments.
        self.expect(Tok::LParen, "'(' in function")?;
        // Copied into the interned function type and attribute list: reused buffers (lost
        // only on an error, which ends the parse).
        let mut params = std::mem::take(&mut self.scratch.types);
        let mut param_attrs = std::mem::take(&mut self.scratch.sets);
        params.clear();
        param_attrs.clear();
        let mut param_names = Vec::new();
        let mut vararg = false;
        let names = crate::intern::LocalInterner::default();
        // The number of each unnamed argument (`u32::MAX` for named ones): LLVM allows gaps.
        let mut arg_nums = Vec::new();
        let mut next_num = 0u32;
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    self.expect(Tok::RParen, "')'")?;
                    break;
                }
                let tpos = self.pos();
                let t = self.parse_type()?;
                if matches!(
                    self.m.types.get(t),
                    TypeData::Metadata | TypeData::Function { .. }
                ) && is_define
                {
                    return self.err_at(tpos, "invalid type for function argument");
                }
                let a = self.parse_param_attrs()?;
                let name = match self.tok.kind {
                    Tok::LocalVar => {
                        let n = self.name_of(self.tok);
                        if names.lookup(&n).is_some() {
                            return self.err(format!(
                                "redefinition of argument '%{}'",
                                super::escape_text(&n)
                            ));
                        }
                        let sym = names.intern(&n);
                        self.bump();
                        arg_nums.push(u32::MAX);
                        LocalName::from_sym(sym)
                    }
                    Tok::LocalId => {
                        let n = self.number_of(self.tok)?;
                        if n < next_num {
                            return self.err(format!(
                                "argument expected to be numbered '%{next_num}' or greater"
                            ));
                        }
                        self.bump();
                        arg_nums.push(n);
                        next_num = n.wrapping_add(1);
                        LocalName::NONE
                    }
                    _ => {
                        arg_nums.push(next_num);
                        next_num = next_num.wrapping_add(1);
                        LocalName::NONE
                    }
                };
                params.push(t);
                param_attrs.push(a);
                param_names.push(name);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in argument list")?;
            }
        }
        let fn_ty = self.m.types.function(ret, &params, vararg);
        let unnamed_addr = self.parse_unnamed_addr();
        let addrspace = if self.is_kw(Kw::AddrSpace) {
            self.parse_addrspace()?
        } else {
            self.m.datalayout.program_addrspace()
        };
        let gpos = self.pos();
        let mut groups = Vec::new();
        let mut fn_attrs = self.parse_fn_attrs(&mut groups)?;
        let mut align = None;
        fn_attrs.retain(|a| match *a {
            Attr::Int(AttrKind::Align, n) => {
                align = Some(n);
                false
            }
            _ => true,
        });
        let fn_set = self.m.attrs.intern_set(&mut fn_attrs);
        let attrs: AttrList = self.m.attrs.intern_list(fn_set, ret_attrs, &param_attrs);
        self.scratch.types = params;
        self.scratch.sets = param_attrs;
        let g = self.define_global(name_tok)?;
        let mut prefix = prefix;
        prefix.unnamed_addr = unnamed_addr;
        self.apply_prefix(g, &prefix);
        let mut func = Function {
            cc,
            attrs,
            param_names,
            ..Default::default()
        };
        {
            let gv = &mut self.m.globals[g];
            gv.value_type = fn_ty;
            gv.addrspace = addrspace;
            gv.align = align;
        }
        loop {
            match self.text() {
                b"section" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    let s = self.parse_string("section name")?;
                    self.m.globals[g].section = Some(self.m.syms.intern(&s));
                }
                b"partition" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    let s = self.parse_string("partition name")?;
                    self.m.globals[g].partition = Some(self.m.syms.intern(&s));
                }
                b"comdat" if self.tok.kind == Tok::Ident => {
                    let c = self.parse_comdat_ref(g)?;
                    self.m.globals[g].comdat = Some(c);
                }
                b"align" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    let a = self.parse_alignment_value()?;
                    self.m.globals[g].align = Some(a);
                }
                b"gc" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    let s = self.parse_string("gc name")?;
                    func.gc = Some(self.m.syms.intern(&s));
                }
                b"prefix" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    func.prefix = Some(self.parse_typed_const()?);
                }
                b"prologue" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    func.prologue = Some(self.parse_typed_const()?);
                }
                b"personality" if self.tok.kind == Tok::Ident => {
                    self.bump();
                    func.personality = Some(self.parse_typed_const()?);
                }
                _ => break,
            }
        }
        if is_define {
            while self.tok.kind == Tok::MetadataVar {
                metadata.push(self.parse_md_attachment()?);
            }
        }
        self.m.globals[g].metadata = metadata;
        if !groups.is_empty() {
            self.group_uses.push((GroupUse::Function(g), groups, gpos));
        }
        if is_define {
            if self.tok.kind != Tok::LBrace {
                return self.expected("'{' in function body");
            }
            func.body = Some(if self.skip_bodies {
                self.skip_body(g, arg_nums, names)?;
                Default::default()
            } else {
                self.parse_body(g, fn_ty, &func.param_names, &arg_nums, names)?
            });
        }
        self.m.globals[g].kind = GlobalKind::Func(Box::new(func));
        Ok(())
    }
}

impl<C: Ctx> Parser<'_, C> {
    /// An alignment value after `align`: a power of two.
    pub(super) fn parse_alignment_value(&mut self) -> PResult<u64> {
        let pos = self.pos();
        let a = self.parse_u64("alignment")?;
        if !a.is_power_of_two() {
            return self.err_at(pos, "alignment is not a power of two");
        }
        if a > 1 << 32 {
            return self.err_at(pos, "huge alignments are not supported yet");
        }
        Ok(a)
    }

    fn parse_call_conv(&mut self) -> PResult<CallConv> {
        if self.tok.kind != Tok::Ident {
            return Ok(CallConv::C);
        }
        if self.is_kw(Kw::Ccc) {
            self.bump();
            return Ok(CallConv::C);
        }
        if self.is_kw(Kw::Cc) {
            self.bump();
            let n = self.parse_u32("calling convention number")?;
            return Ok(CallConv::from_number(n));
        }
        match CallConv::from_name(self.text()) {
            Some(cc) => {
                self.bump();
                Ok(cc)
            }
            None => {
                // `cc11`: LLVM's printer writes conventions without a keyword this way.
                let t = self.text();
                let n = match t.strip_prefix(b"cc").and_then(super::decimal_u32) {
                    Some(n) => n,
                    None => return Ok(CallConv::C),
                };
                self.bump();
                Ok(CallConv::from_number(n))
            }
        }
    }

    /// Calling convention before a call's return type.
    pub(super) fn parse_opt_call_conv(&mut self) -> PResult<CallConv> {
        self.parse_call_conv()
    }
}
