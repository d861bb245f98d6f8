//! Prints a [`Module`] in LLVM's textual syntax.
//!
//! The output is accepted by `llvm-as`, and printing a re-parsed printout gives the same
//! text. Unnamed values, blocks, numbered globals and numbered struct types are numbered
//! afresh, in print order, as LLVM's own printer does.

use crate::attrs::{Attr, AttrKind, AttrSet, AttrShape};
use crate::constant::{BlockRef, Const, ConstKind, ExprOp, InRange};
use crate::float::format_float;
use crate::inst::{
    flags, fmf, Block, CallConv, Clause, Inst, InstKind, MaybeAlign, Ordering, SyncScope, TailKind,
    Value,
};
use crate::metadata::{MdOperand, MdRef};
use crate::module::{
    sanitizer, Body, DllStorage, GlobalId, GlobalKind, GlobalName, GlobalValue, Linkage, LocalName,
    Module, TlsModel, UnnamedAddr, Visibility,
};
use crate::types::{StructName, Type, TypeData};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// Prints the whole module.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m);
    p.module();
    p.out
}

/// A type as text (for messages).
pub fn type_to_string(m: &Module, t: Type) -> String {
    let p = Printer::new(m);
    let mut s = String::new();
    p.write_type(&mut s, t);
    s
}

/// Writes `name` with `sigil`, quoted and escaped when it holds characters LLVM's lexer
/// would not read as part of a bare name.
fn write_name(out: &mut String, sigil: char, name: &[u8]) {
    out.push(sigil);
    let bare = !name.is_empty()
        && !name[0].is_ascii_digit()
        && name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_'));
    if bare {
        out.push_str(std::str::from_utf8(name).unwrap_or(""));
    } else {
        out.push('"');
        write_escaped(out, name);
        out.push('"');
    }
}

/// `!name` for named metadata and attachment kinds: never quoted; bytes outside
/// `[-a-zA-Z$._0-9]` (and a leading digit) are written `\XX`, as LLVM does.
fn write_md_name(out: &mut String, name: &[u8]) {
    out.push('!');
    for (i, &c) in name.iter().enumerate() {
        if c.is_ascii_alphabetic()
            || matches!(c, b'-' | b'$' | b'.' | b'_')
            || (i > 0 && c.is_ascii_digit())
        {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

/// Escapes bytes for a quoted string as LLVM does: `\` is `\\`, other printable ASCII but
/// `"` stays, anything else is `\XX`.
fn write_escaped(out: &mut String, bytes: &[u8]) {
    for &c in bytes {
        if c == b'\\' {
            // As LLVM 19 prints it.
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

fn write_str_lit(out: &mut String, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

struct Printer<'m> {
    m: &'m Module,
    out: String,
    /// Print numbers of numbered globals.
    global_nums: FxHashMap<GlobalId, u32>,
    /// Print numbers of numbered structs, by struct index.
    struct_nums: FxHashMap<u32, u32>,
    /// Attribute group numbers, in order of first use.
    groups: FxHashMap<AttrSet, u32>,
    group_order: Vec<AttrSet>,
}

/// Slot numbers of one function's unnamed values and blocks.
struct Slots {
    args: Vec<u32>,
    insts: FxHashMap<Inst, u32>,
    blocks: FxHashMap<Block, u32>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module) -> Self {
        let mut struct_nums = FxHashMap::default();
        let mut n = 0;
        for &id in &m.types.definition_order {
            if matches!(m.types.structs[id].name, StructName::Numbered(_)) {
                use cranelift_entity::EntityRef;
                struct_nums.insert(id.index() as u32, n);
                n += 1;
            }
        }
        Printer {
            m,
            out: String::new(),
            global_nums: FxHashMap::default(),
            struct_nums,
            groups: FxHashMap::default(),
            group_order: Vec::new(),
        }
    }

    /// Globals of each kind in print order: variables, aliases, ifuncs, functions.
    fn print_order(&self) -> Vec<GlobalId> {
        let m = self.m;
        let rank = |g: &GlobalId| match m.globals[*g].kind {
            GlobalKind::Var(_) => 0,
            GlobalKind::Alias(_) => 1,
            GlobalKind::IFunc(_) => 2,
            GlobalKind::Func(_) => 3,
        };
        let mut order = m.order.clone();
        order.sort_by_key(rank);
        order
    }

    fn module(&mut self) {
        let m = self.m;
        let order = self.print_order();
        let mut n = 0;
        for &g in &order {
            if let GlobalName::Numbered(_) = m.globals[g].name {
                self.global_nums.insert(g, n);
                n += 1;
            }
        }
        self.collect_groups(&order);
        let mut out = String::new();
        if let Some(s) = &m.source_filename {
            out.push_str("source_filename = ");
            write_str_lit(&mut out, s);
            out.push('\n');
        }
        if let Some(s) = &m.datalayout_str {
            out.push_str("target datalayout = ");
            write_str_lit(&mut out, s);
            out.push('\n');
        }
        if let Some(s) = &m.triple {
            out.push_str("target triple = ");
            write_str_lit(&mut out, s);
            out.push('\n');
        }
        if !m.module_asm.is_empty() {
            out.push('\n');
            for l in &m.module_asm {
                out.push_str("module asm ");
                write_str_lit(&mut out, l);
                out.push('\n');
            }
        }
        // Identified struct definitions.
        let mut first = true;
        for &id in &m.types.definition_order {
            let s = &m.types.structs[id];
            if first {
                out.push('\n');
                first = false;
            }
            self.write_type(&mut out, s.ty);
            out.push_str(" = type ");
            match &s.body {
                None => out.push_str("opaque"),
                Some(b) => self.write_struct_body(&mut out, b.packed, &b.fields),
            }
            out.push('\n');
        }
        if !m.comdats.is_empty() {
            out.push('\n');
            for (_, c) in m.comdats.iter() {
                write_name(&mut out, '$', m.syms.get(c.name));
                let _ = writeln!(out, " = comdat {}", c.kind.name());
            }
        }
        let mut last_kind = None;
        for &g in &order {
            let gv = &m.globals[g];
            let kind = std::mem::discriminant(&gv.kind);
            let is_func = matches!(gv.kind, GlobalKind::Func(_));
            if last_kind != Some(kind) || is_func {
                out.push('\n');
            }
            last_kind = Some(kind);
            match &gv.kind {
                GlobalKind::Var(_) => self.global_var(&mut out, g),
                GlobalKind::Alias(_) | GlobalKind::IFunc(_) => self.alias(&mut out, g),
                GlobalKind::Func(_) => self.function(&mut out, g),
            }
        }
        if !self.group_order.is_empty() {
            out.push('\n');
            for (i, &s) in self.group_order.clone().iter().enumerate() {
                let _ = write!(out, "attributes #{i} = {{ ");
                self.write_attr_set(&mut out, s, true);
                out.push_str(" }\n");
            }
        }
        let md = &m.metadata;
        if !md.named.is_empty() {
            out.push('\n');
            for n in &md.named {
                write_md_name(&mut out, m.syms.get(n.name));
                out.push_str(" = !{");
                for (i, r) in n.nodes.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_md_ref(&mut out, *r);
                }
                out.push_str("}\n");
            }
        }
        if !md.nodes.is_empty() {
            out.push('\n');
            for d in &md.nodes {
                let _ = write!(out, "!{} = ", d.num);
                if d.distinct {
                    out.push_str("distinct ");
                }
                out.push_str(&String::from_utf8_lossy(md.text_of(d.text)));
                out.push('\n');
            }
        }
        for u in &m.uselistorder {
            out.push_str(u);
            out.push('\n');
        }
        for s in &m.summaries {
            out.push_str(s);
            out.push('\n');
        }
        self.out = out.trim_start_matches('\n').to_string();
    }

    // ----- names -----

    fn write_global_name(&self, out: &mut String, g: GlobalId) {
        match self.m.globals[g].name {
            GlobalName::Named(s) => write_name(out, '@', self.m.syms.get(s)),
            GlobalName::Numbered(_) => {
                let _ = write!(out, "@{}", self.global_nums.get(&g).copied().unwrap_or(0));
            }
        }
    }

    // ----- types -----

    fn write_type(&self, out: &mut String, t: Type) {
        let ty = &self.m.types;
        match ty.get(t) {
            TypeData::Void => out.push_str("void"),
            TypeData::Label => out.push_str("label"),
            TypeData::Metadata => out.push_str("metadata"),
            TypeData::Token => out.push_str("token"),
            TypeData::X86Amx => out.push_str("x86_amx"),
            TypeData::Half => out.push_str("half"),
            TypeData::BFloat => out.push_str("bfloat"),
            TypeData::Float => out.push_str("float"),
            TypeData::Double => out.push_str("double"),
            TypeData::X86Fp80 => out.push_str("x86_fp80"),
            TypeData::Fp128 => out.push_str("fp128"),
            TypeData::PpcFp128 => out.push_str("ppc_fp128"),
            TypeData::Int(n) => {
                let _ = write!(out, "i{n}");
            }
            TypeData::Ptr(0) => out.push_str("ptr"),
            TypeData::Ptr(a) => {
                let _ = write!(out, "ptr addrspace({a})");
            }
            TypeData::Vector {
                scalable,
                len,
                elem,
            } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write_type(out, *elem);
                out.push('>');
            }
            TypeData::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write_type(out, *elem);
                out.push(']');
            }
            TypeData::Struct { packed, fields } => self.write_struct_body(out, *packed, fields),
            TypeData::Named(id) => {
                use cranelift_entity::EntityRef;
                match &ty.structs[*id].name {
                    StructName::Named(n) => write_name(out, '%', n.as_bytes()),
                    StructName::Numbered(_) => {
                        let _ = write!(
                            out,
                            "%{}",
                            self.struct_nums
                                .get(&(id.index() as u32))
                                .copied()
                                .unwrap_or(0)
                        );
                    }
                }
            }
            TypeData::Function {
                ret,
                params,
                vararg,
            } => {
                self.write_type(out, *ret);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_type(out, *p);
                }
                if *vararg {
                    if !params.is_empty() {
                        out.push_str(", ");
                    }
                    out.push_str("...");
                }
                out.push(')');
            }
            TypeData::TargetExt { name, types, ints } => {
                out.push_str("target(");
                write_str_lit(out, name.as_bytes());
                for t in types.iter() {
                    out.push_str(", ");
                    self.write_type(out, *t);
                }
                for i in ints.iter() {
                    let _ = write!(out, ", {i}");
                }
                out.push(')');
            }
        }
    }

    fn write_struct_body(&self, out: &mut String, packed: bool, fields: &[Type]) {
        if packed {
            out.push('<');
        }
        if fields.is_empty() {
            out.push_str("{}");
        } else {
            out.push_str("{ ");
            for (i, f) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.write_type(out, *f);
            }
            out.push_str(" }");
        }
        if packed {
            out.push('>');
        }
    }

    // ----- constants -----

    fn write_typed_const(&self, out: &mut String, c: Const) {
        self.write_type(out, self.m.consts.ty(c));
        out.push(' ');
        self.write_const(out, c);
    }

    fn write_const(&self, out: &mut String, c: Const) {
        let m = self.m;
        let d = m.consts.get(c);
        match &d.kind {
            ConstKind::Int(v) => {
                let bits = m.types.int_width(d.ty).unwrap_or(64);
                if bits == 1 {
                    out.push_str(if *v & 1 == 1 { "true" } else { "false" });
                } else {
                    let sv = if bits == 64 {
                        *v as i64
                    } else {
                        ((*v << (64 - bits)) as i64) >> (64 - bits)
                    };
                    let _ = write!(out, "{sv}");
                }
            }
            ConstKind::BigInt(limbs) => {
                let bits = m.types.int_width(d.ty).unwrap_or(128);
                out.push_str(&bigint_to_signed_decimal(limbs, bits));
            }
            ConstKind::Float(bits) => out.push_str(&format_float(*bits, m.types.get(d.ty))),
            ConstKind::Null => {
                if d.ty == m.types.common().token {
                    out.push_str("none");
                } else if matches!(m.types.get(d.ty), TypeData::TargetExt { .. }) {
                    out.push_str("zeroinitializer");
                } else {
                    out.push_str("null");
                }
            }
            ConstKind::Undef => out.push_str("undef"),
            ConstKind::Poison => out.push_str("poison"),
            ConstKind::Zero => out.push_str("zeroinitializer"),
            ConstKind::Aggregate(elems) => {
                let (open, close) = match m.types.get(d.ty) {
                    TypeData::Array { .. } => ("[", "]"),
                    TypeData::Vector { .. } => ("<", ">"),
                    _ if m.types.struct_is_packed(d.ty) => ("<{ ", " }>"),
                    _ => ("{ ", " }"),
                };
                if elems.is_empty() && open.starts_with('{') {
                    out.push_str("{}");
                    return;
                }
                if elems.is_empty() && open.starts_with("<{") {
                    out.push_str("<{}>");
                    return;
                }
                out.push_str(open);
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_typed_const(out, *e);
                }
                out.push_str(close);
            }
            ConstKind::Bytes(b) => {
                out.push_str("c\"");
                write_escaped(out, b);
                out.push('"');
            }
            ConstKind::Splat(e) => {
                out.push_str("splat (");
                self.write_typed_const(out, *e);
                out.push(')');
            }
            ConstKind::Global(g) => self.write_global_name(out, *g),
            ConstKind::BlockAddress(f, b) => {
                out.push_str("blockaddress(");
                self.write_global_name(out, *f);
                out.push_str(", ");
                match b {
                    BlockRef::Named(s) => write_name(out, '%', m.syms.get(*s)),
                    BlockRef::Numbered(n) => {
                        // Printed bodies are numbered without gaps: name the block by
                        // its number there.
                        let n = m
                            .function(*f)
                            .and_then(|func| {
                                let body = func.body.as_ref()?;
                                if body.block_numbers.is_empty() {
                                    return None;
                                }
                                let target = m.block_address_in(func, body, *b)?;
                                m.numbered_blocks(func, body)
                                    .find(|&(_, bl)| bl == target)
                                    .map(|(k, _)| k)
                            })
                            .unwrap_or(*n);
                        let _ = write!(out, "%{n}");
                    }
                }
                out.push(')');
            }
            ConstKind::DsoLocalEquivalent(g) => {
                out.push_str("dso_local_equivalent ");
                self.write_global_name(out, *g);
            }
            ConstKind::NoCfi(g) => {
                out.push_str("no_cfi ");
                self.write_global_name(out, *g);
            }
            ConstKind::PtrAuth(ops) => {
                out.push_str("ptrauth (");
                for (i, e) in ops.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_typed_const(out, *e);
                }
                out.push(')');
            }
            ConstKind::Expr(e) => self.write_const_expr(out, d.ty, e),
        }
    }

    fn write_const_expr(&self, out: &mut String, ty: Type, e: &crate::constant::ConstExpr) {
        let name = match e.op {
            ExprOp::Cast(c) => c.name(),
            ExprOp::Add => "add",
            ExprOp::Sub => "sub",
            ExprOp::Mul => "mul",
            ExprOp::Shl => "shl",
            ExprOp::LShr => "lshr",
            ExprOp::AShr => "ashr",
            ExprOp::And => "and",
            ExprOp::Or => "or",
            ExprOp::Xor => "xor",
            ExprOp::UDiv => "udiv",
            ExprOp::SDiv => "sdiv",
            ExprOp::URem => "urem",
            ExprOp::SRem => "srem",
            ExprOp::FAdd => "fadd",
            ExprOp::FSub => "fsub",
            ExprOp::FMul => "fmul",
            ExprOp::FDiv => "fdiv",
            ExprOp::FRem => "frem",
            ExprOp::FNeg => "fneg",
            ExprOp::ICmp(_) => "icmp",
            ExprOp::FCmp(_) => "fcmp",
            ExprOp::Select => "select",
            ExprOp::GetElementPtr => "getelementptr",
            ExprOp::ExtractElement => "extractelement",
            ExprOp::InsertElement => "insertelement",
            ExprOp::ShuffleVector => "shufflevector",
            ExprOp::ExtractValue => "extractvalue",
            ExprOp::InsertValue => "insertvalue",
        };
        out.push_str(name);
        if e.op == ExprOp::GetElementPtr {
            write_gep_flags(out, e.flags);
            if let Some(InRange::Range(a, b)) = e.inrange {
                let _ = write!(out, " inrange({a}, {b})");
            }
        } else {
            write_int_flags(out, e.flags);
        }
        match e.op {
            ExprOp::ICmp(p) => {
                let _ = write!(out, " {}", p.name());
            }
            ExprOp::FCmp(p) => {
                let _ = write!(out, " {}", p.name());
            }
            _ => {}
        }
        out.push_str(" (");
        if let Some(src) = e.source_ty {
            self.write_type(out, src);
            out.push_str(", ");
        }
        for (i, op) in e.operands.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if e.inrange == Some(InRange::Index(i as u32)) {
                out.push_str("inrange ");
            }
            self.write_typed_const(out, *op);
        }
        for i in e.indices.iter() {
            let _ = write!(out, ", {i}");
        }
        if let ExprOp::Cast(_) = e.op {
            out.push_str(" to ");
            self.write_type(out, ty);
        }
        out.push(')');
    }

    // ----- attributes -----

    fn write_attr(&self, out: &mut String, a: &Attr, in_group: bool) {
        let m = self.m;
        match *a {
            Attr::Flag(k) => out.push_str(k.name()),
            Attr::Int(k, v) => {
                if in_group {
                    let _ = write!(out, "{}={v}", k.name());
                } else if k == AttrKind::Align {
                    let _ = write!(out, "align {v}");
                } else {
                    let _ = write!(out, "{}({v})", k.name());
                }
            }
            Attr::Type(k, t) => {
                out.push_str(k.name());
                out.push('(');
                self.write_type(out, t);
                out.push(')');
            }
            Attr::Raw(k, s) => {
                let _ = write!(out, "{}({})", k.name(), m.syms.text(s));
            }
            Attr::Str(k, v) => {
                write_str_lit(out, m.syms.get(k));
                // LLVM prints `"k"=""` as `"k"`.
                if let Some(v) = v.filter(|&v| !m.syms.get(v).is_empty()) {
                    out.push('=');
                    write_str_lit(out, m.syms.get(v));
                }
            }
        }
    }

    fn write_attr_set(&self, out: &mut String, s: AttrSet, in_group: bool) {
        let set = self.m.attrs.set(s);
        let order = |a: &Attr, b: &Attr| match (a, b) {
            (Attr::Str(x, _), Attr::Str(y, _)) => self.m.syms.get(*x).cmp(self.m.syms.get(*y)),
            _ => llvm_attr_rank(a).cmp(&llvm_attr_rank(b)),
        };
        let mut sorted = Vec::new();
        let attrs: &[Attr] = if set.windows(2).all(|w| order(&w[0], &w[1]).is_le()) {
            set
        } else {
            sorted.extend_from_slice(set);
            sorted.sort_by(order);
            &sorted
        };
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.write_attr(out, a, in_group);
        }
    }

    /// ` attrs` (with a leading space) for a parameter or return set.
    fn write_param_attrs(&self, out: &mut String, s: AttrSet) {
        if s != AttrSet::EMPTY {
            out.push(' ');
            self.write_attr_set(out, s, false);
        }
    }

    /// Numbers the function-attribute sets of globals and call sites, in print order.
    fn collect_groups(&mut self, order: &[GlobalId]) {
        let m = self.m;
        let add = |p: &mut Self, s: AttrSet| {
            if s != AttrSet::EMPTY && !p.groups.contains_key(&s) {
                p.groups.insert(s, p.group_order.len() as u32);
                p.group_order.push(s);
            }
        };
        // LLVM numbers the sets of globals and functions first, then those of call sites.
        for &g in order {
            match &m.globals[g].kind {
                GlobalKind::Var(v) => add(self, v.attrs),
                GlobalKind::Func(f) => add(self, m.attrs.list(f.attrs).func),
                _ => {}
            }
        }
        for &g in order {
            let GlobalKind::Func(f) = &m.globals[g].kind else {
                continue;
            };
            let Some(b) = &f.body else { continue };
            for &bl in &b.layout {
                for &i in &b.blocks[bl].insts {
                    if let InstKind::Call(id) | InstKind::Invoke(id) | InstKind::CallBr(id) =
                        b.insts[i].kind
                    {
                        add(self, m.attrs.list(b.calls[id].attrs).func);
                    }
                }
            }
        }
    }

    /// ` #N` for a function attribute set.
    fn write_fn_attr_ref(&self, out: &mut String, s: AttrSet) {
        if let Some(n) = self.groups.get(&s) {
            let _ = write!(out, " #{n}");
        }
    }

    // ----- metadata -----

    fn write_md_ref(&self, out: &mut String, r: MdRef) {
        match r {
            MdRef::Node(n) => {
                let _ = write!(out, "!{n}");
            }
            MdRef::Inline(_) => {
                out.push_str(&String::from_utf8_lossy(
                    self.m.metadata.ref_text(r).unwrap_or(b"!{}"),
                ));
            }
        }
    }

    fn write_attachments(&self, out: &mut String, md: &[(crate::intern::Sym, MdRef)], sep: &str) {
        for (k, r) in md {
            out.push_str(sep);
            write_md_name(out, self.m.syms.get(*k));
            out.push(' ');
            self.write_md_ref(out, *r);
        }
    }

    // ----- globals -----

    fn write_linkage_prefix(&self, out: &mut String, gv: &GlobalValue, declaration: bool) {
        let l = gv.linkage;
        if l != Linkage::External {
            out.push_str(l.name());
            out.push(' ');
        } else if declaration && matches!(gv.kind, GlobalKind::Var(_)) {
            out.push_str("external ");
        }
        let implicit =
            l.is_local() || (gv.visibility != Visibility::Default && l != Linkage::ExternWeak);
        if gv.dso_local && !implicit {
            out.push_str("dso_local ");
        }
        match gv.visibility {
            Visibility::Default => {}
            Visibility::Hidden => out.push_str("hidden "),
            Visibility::Protected => out.push_str("protected "),
        }
        match gv.dll_storage {
            DllStorage::Default => {}
            DllStorage::Import => out.push_str("dllimport "),
            DllStorage::Export => out.push_str("dllexport "),
        }
    }

    fn write_tls_unnamed(&self, out: &mut String, gv: &GlobalValue) {
        match gv.thread_local {
            None => {}
            Some(TlsModel::GeneralDynamic) => out.push_str("thread_local "),
            Some(TlsModel::LocalDynamic) => out.push_str("thread_local(localdynamic) "),
            Some(TlsModel::InitialExec) => out.push_str("thread_local(initialexec) "),
            Some(TlsModel::LocalExec) => out.push_str("thread_local(localexec) "),
        }
        match gv.unnamed_addr {
            UnnamedAddr::None => {}
            UnnamedAddr::Local => out.push_str("local_unnamed_addr "),
            UnnamedAddr::Global => out.push_str("unnamed_addr "),
        }
    }

    fn write_section_etc(&self, out: &mut String, g: GlobalId) {
        self.write_section_partition(out, g);
        self.write_comdat_align(out, g);
    }

    fn write_section_partition(&self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        if let Some(s) = gv.section {
            out.push_str(", section ");
            write_str_lit(out, m.syms.get(s));
        }
        if let Some(s) = gv.partition {
            out.push_str(", partition ");
            write_str_lit(out, m.syms.get(s));
        }
    }

    fn write_comdat_align(&self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        if let Some(c) = gv.comdat {
            let cname = m.comdats[c].name;
            if gv.name == GlobalName::Named(cname) {
                out.push_str(", comdat");
            } else {
                out.push_str(", comdat(");
                write_name(out, '$', m.syms.get(cname));
                out.push(')');
            }
        }
        if let Some(a) = gv.align {
            let _ = write!(out, ", align {a}");
        }
    }

    fn global_var(&self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        let GlobalKind::Var(v) = &gv.kind else { return };
        self.write_global_name(out, g);
        out.push_str(" = ");
        self.write_linkage_prefix(out, gv, v.init.is_none());
        self.write_tls_unnamed(out, gv);
        if gv.addrspace != 0 {
            let _ = write!(out, "addrspace({}) ", gv.addrspace);
        }
        if v.externally_initialized {
            out.push_str("externally_initialized ");
        }
        out.push_str(if v.is_constant {
            "constant "
        } else {
            "global "
        });
        self.write_type(out, gv.value_type);
        if let Some(init) = v.init {
            out.push(' ');
            self.write_const(out, init);
        }
        // LLVM's order: section, partition, code_model, sanitizers, comdat, align.
        self.write_section_partition(out, g);
        if let Some(cm) = v.code_model {
            let _ = write!(out, ", code_model \"{}\"", cm.name());
        }
        for (bit, name) in [
            (sanitizer::NO_ADDRESS, "no_sanitize_address"),
            (sanitizer::NO_HWADDRESS, "no_sanitize_hwaddress"),
            (sanitizer::MEMTAG, "sanitize_memtag"),
            (sanitizer::ADDRESS_DYNINIT, "sanitize_address_dyninit"),
        ] {
            if v.sanitizer & bit != 0 {
                let _ = write!(out, ", {name}");
            }
        }
        self.write_comdat_align(out, g);
        self.write_attachments(out, &gv.metadata, ", ");
        let attrs = v.attrs;
        self.write_fn_attr_ref(out, attrs);
        out.push('\n');
    }

    fn alias(&self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        self.write_global_name(out, g);
        out.push_str(" = ");
        self.write_linkage_prefix(out, gv, false);
        self.write_tls_unnamed(out, gv);
        let target = match gv.kind {
            GlobalKind::Alias(c) => {
                out.push_str("alias ");
                c
            }
            GlobalKind::IFunc(c) => {
                out.push_str("ifunc ");
                c
            }
            _ => return,
        };
        self.write_type(out, gv.value_type);
        out.push_str(", ");
        self.write_typed_const(out, target);
        if let Some(s) = gv.partition {
            out.push_str(", partition ");
            write_str_lit(out, m.syms.get(s));
        }
        self.write_attachments(out, &gv.metadata, ", ");
        out.push('\n');
    }

    fn function(&self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        let GlobalKind::Func(f) = &gv.kind else {
            return;
        };
        let body = f.body.as_ref();
        out.push_str(if body.is_some() {
            "define "
        } else {
            "declare "
        });
        if body.is_none() {
            for (k, r) in &gv.metadata {
                write_md_name(out, m.syms.get(*k));
                out.push(' ');
                self.write_md_ref(out, *r);
                out.push(' ');
            }
        }
        self.write_linkage_prefix(out, gv, body.is_none());
        write_cc(out, f.cc);
        let list = m.attrs.list(f.attrs);
        let (ret, params, vararg) = m
            .types
            .function_parts(gv.value_type)
            .expect("function type");
        if list.ret != AttrSet::EMPTY {
            self.write_attr_set(out, list.ret, false);
            out.push(' ');
        }
        self.write_type(out, ret);
        out.push(' ');
        self.write_global_name(out, g);
        out.push('(');
        let slots = body.map(|b| self.number_slots(b, &f.param_names));
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, p);
            self.write_param_attrs(out, m.attrs.param(f.attrs, i));
            if let (Some(b), Some(s)) = (body, &slots) {
                out.push(' ');
                match f.param_names.get(i).and_then(|n| n.sym()) {
                    Some(sym) => write_name(out, '%', b.names.get(sym)),
                    None => {
                        let _ = write!(out, "%{}", s.args[i]);
                    }
                }
            }
        }
        if vararg {
            if !params.is_empty() {
                out.push_str(", ");
            }
            out.push_str("...");
        }
        out.push(')');
        match gv.unnamed_addr {
            UnnamedAddr::None => {}
            UnnamedAddr::Local => out.push_str(" local_unnamed_addr"),
            UnnamedAddr::Global => out.push_str(" unnamed_addr"),
        }
        if gv.addrspace != 0 {
            let _ = write!(out, " addrspace({})", gv.addrspace);
        }
        self.write_fn_attr_ref(out, list.func);
        {
            let mut tail = String::new();
            self.write_section_etc(&mut tail, g);
            // Function fields are written without commas.
            out.push_str(&tail.replace(", ", " "));
        }
        if let Some(gc) = f.gc {
            out.push_str(" gc ");
            write_str_lit(out, m.syms.get(gc));
        }
        if let Some(c) = f.prefix {
            out.push_str(" prefix ");
            self.write_typed_const(out, c);
        }
        if let Some(c) = f.prologue {
            out.push_str(" prologue ");
            self.write_typed_const(out, c);
        }
        if let Some(c) = f.personality {
            out.push_str(" personality ");
            self.write_typed_const(out, c);
        }
        let Some(body) = body else {
            out.push('\n');
            return;
        };
        self.write_attachments(out, &gv.metadata, " ");
        out.push_str(" {\n");
        let slots = slots.expect("slots");
        let fp = FnPrinter {
            p: self,
            body,
            slots: &slots,
            param_names: &f.param_names,
            vararg,
        };
        let mut md_cursor = 0;
        let mut rec_cursor = 0;
        let mut text = String::new();
        for (bi, &b) in body.layout.iter().enumerate() {
            if bi > 0 {
                text.push('\n');
            }
            let bd = &body.blocks[b];
            match bd.name.sym() {
                Some(s) => {
                    write_label(&mut text, body.names.get(s));
                    text.push_str(":\n");
                }
                None if bi > 0 => {
                    let _ = writeln!(text, "{}:", slots.blocks[&b]);
                }
                None => {}
            }
            for &i in &bd.insts {
                while rec_cursor < body.dbg_records.len() && body.dbg_records[rec_cursor].0 == i {
                    fp.write_dbg_record(&mut text, &body.dbg_records[rec_cursor].1);
                    rec_cursor += 1;
                }
                text.push_str("  ");
                fp.write_inst(&mut text, i);
                // Attachments are stored in instruction order.
                let start = md_cursor;
                while md_cursor < body.inst_metadata.len() && body.inst_metadata[md_cursor].0 == i {
                    md_cursor += 1;
                }
                let atts: Vec<_> = body.inst_metadata[start..md_cursor]
                    .iter()
                    .map(|x| (x.1, x.2))
                    .collect();
                fp.p.write_attachments(&mut text, &atts, ", ");
                text.push('\n');
            }
        }
        out.push_str(&text);
        for u in &body.uselistorder {
            out.push_str("  ");
            out.push_str(u);
            out.push('\n');
        }
        out.push_str("}\n");
    }

    fn number_slots(&self, body: &Body, param_names: &[LocalName]) -> Slots {
        let mut n = 0;
        let mut args = Vec::with_capacity(body.arg_types.len());
        for i in 0..body.arg_types.len() {
            if param_names.get(i).is_none_or(|p| p.sym().is_none()) {
                args.push(n);
                n += 1;
            } else {
                args.push(u32::MAX);
            }
        }
        let mut insts = FxHashMap::default();
        let mut blocks = FxHashMap::default();
        let void = self.m.types.common().void;
        for &b in &body.layout {
            if body.blocks[b].name.sym().is_none() {
                blocks.insert(b, n);
                n += 1;
            }
            for &i in &body.blocks[b].insts {
                if body.insts[i].ty != void && body.inst_names[i].sym().is_none() {
                    insts.insert(i, n);
                    n += 1;
                }
            }
        }
        Slots {
            args,
            insts,
            blocks,
        }
    }
}

fn write_label(out: &mut String, name: &[u8]) {
    let mut s = String::new();
    write_name(&mut s, '%', name);
    out.push_str(&s[1..]);
}

/// Where LLVM puts an attribute when it prints a set (its `Attribute::AttrKind` order:
/// enum attributes by name, then type, integer, range and range-list attributes; string
/// attributes last, compared by key by the caller).
fn llvm_attr_rank(a: &Attr) -> (u8, u16) {
    use AttrKind as K;
    let int_rank = |k: AttrKind| -> u16 {
        match k {
            K::Align => 0,
            K::AllocKind => 1,
            K::AllocSize => 2,
            K::Captures => 3,
            K::Dereferenceable => 4,
            K::DereferenceableOrNull => 5,
            K::Memory => 6,
            K::NoFpClass => 7,
            K::AlignStack => 8,
            K::UwTable => 9,
            K::VScaleRange => 10,
            _ => 11,
        }
    };
    match *a {
        Attr::Flag(K::UwTable) => (2, int_rank(K::UwTable)),
        Attr::Flag(k) if k.shape() == AttrShape::Type => (1, k as u16),
        // LLVM's names are OptimizeForSize / OptimizeNone and SExt.
        Attr::Flag(K::OptSize) => (0, K::OptNone as u16 * 2 - 1),
        Attr::Flag(K::SignExt) => (0, K::SafeStack as u16 * 2 - 1),
        Attr::Flag(k) => (0, k as u16 * 2),
        Attr::Type(k, _) => (1, k as u16),
        Attr::Int(k, _) | Attr::Raw(k, _) => match k {
            K::Range => (3, 0),
            K::Initializes => (4, 0),
            _ => (2, int_rank(k)),
        },
        Attr::Str(..) => (5, 0),
    }
}

fn write_cc(out: &mut String, cc: CallConv) {
    if cc == CallConv::C {
        return;
    }
    match cc.name() {
        Some(n) => {
            out.push_str(n);
            out.push(' ');
        }
        None => {
            let _ = write!(out, "cc{} ", cc.number().unwrap_or(0));
        }
    }
}

fn write_int_flags(out: &mut String, f: u16) {
    for (bit, name) in [
        (flags::NUW, "nuw"),
        (flags::NSW, "nsw"),
        (flags::EXACT, "exact"),
        (flags::DISJOINT, "disjoint"),
        (flags::NNEG, "nneg"),
        (flags::SAMESIGN, "samesign"),
    ] {
        if f & bit != 0 && !(bit == flags::NUW && f & (flags::INBOUNDS | flags::NUSW) != 0) {
            out.push(' ');
            out.push_str(name);
        }
    }
}

fn write_gep_flags(out: &mut String, f: u16) {
    if f & flags::INBOUNDS != 0 {
        out.push_str(" inbounds");
    } else if f & flags::NUSW != 0 {
        out.push_str(" nusw");
    }
    if f & flags::NUW != 0 {
        out.push_str(" nuw");
    }
}

fn write_fmf(out: &mut String, f: u8) {
    if f == fmf::FAST {
        out.push_str(" fast");
        return;
    }
    for (bit, name) in [
        (fmf::REASSOC, "reassoc"),
        (fmf::NNAN, "nnan"),
        (fmf::NINF, "ninf"),
        (fmf::NSZ, "nsz"),
        (fmf::ARCP, "arcp"),
        (fmf::CONTRACT, "contract"),
        (fmf::AFN, "afn"),
    ] {
        if f & bit != 0 {
            out.push(' ');
            out.push_str(name);
        }
    }
}

fn write_scope_ordering(out: &mut String, m: &Module, scope: SyncScope, o: Ordering) {
    match scope {
        SyncScope::System => {}
        SyncScope::SingleThread => out.push_str(" syncscope(\"singlethread\")"),
        SyncScope::Named(s) => {
            out.push_str(" syncscope(");
            write_str_lit(out, m.syms.get(s));
            out.push(')');
        }
    }
    if o != Ordering::NotAtomic {
        out.push(' ');
        out.push_str(o.name());
    }
}

fn write_align(out: &mut String, a: MaybeAlign) {
    if let Some(b) = a.bytes() {
        let _ = write!(out, ", align {b}");
    }
}

/// Signed decimal of a two's-complement integer of `bits` bits held in limbs.
fn bigint_to_signed_decimal(limbs: &[u64], bits: u32) -> String {
    let mut v: Vec<u64> = limbs.to_vec();
    let top = bits - 1;
    let neg = v
        .get((top / 64) as usize)
        .is_some_and(|l| (l >> (top % 64)) & 1 == 1);
    if neg {
        // Negate within the width.
        let mut carry = 1u128;
        for l in v.iter_mut() {
            let x = (!*l) as u128 + carry;
            *l = x as u64;
            carry = x >> 64;
        }
        if !bits.is_multiple_of(64) {
            let last = v.len() - 1;
            v[last] &= (1u64 << (bits % 64)) - 1;
        }
    }
    let mut digits = Vec::new();
    loop {
        // Only the significant limbs (wide types hold small values in many zero limbs).
        while v.last() == Some(&0) {
            v.pop();
        }
        if v.is_empty() {
            break;
        }
        let mut rem = 0u128;
        for l in v.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / 10) as u64;
            rem = cur % 10;
        }
        digits.push(b'0' + rem as u8);
    }
    if digits.is_empty() {
        digits.push(b'0');
    }
    if neg {
        digits.push(b'-');
    }
    digits.reverse();
    String::from_utf8(digits).unwrap_or_default()
}

/// Prints the instructions of one function.
struct FnPrinter<'a, 'm> {
    p: &'a Printer<'m>,
    body: &'a Body,
    slots: &'a Slots,
    param_names: &'a [LocalName],
    /// Whether the function is variadic (a `musttail` call then prints `...`).
    vararg: bool,
}

impl FnPrinter<'_, '_> {
    fn ty_of(&self, v: Value) -> Type {
        self.p.m.value_type(self.body, v)
    }

    fn write_value(&self, out: &mut String, v: Value) {
        let b = self.body;
        match v {
            Value::Inst(i) => match b.inst_names[i].sym() {
                Some(s) => write_name(out, '%', b.names.get(s)),
                None => {
                    let _ = write!(
                        out,
                        "%{}",
                        self.slots.insts.get(&i).copied().unwrap_or(u32::MAX)
                    );
                }
            },
            Value::Arg(n) => match self.param_names.get(n as usize).and_then(|p| p.sym()) {
                Some(s) => write_name(out, '%', b.names.get(s)),
                None => {
                    let _ = write!(out, "%{}", self.slots.args[n as usize]);
                }
            },
            Value::Const(c) => self.p.write_const(out, c),
            Value::Block(bl) => match b.blocks[bl].name.sym() {
                Some(s) => write_name(out, '%', b.names.get(s)),
                None => {
                    let _ = write!(
                        out,
                        "%{}",
                        self.slots.blocks.get(&bl).copied().unwrap_or(u32::MAX)
                    );
                }
            },
            Value::Meta(i) => self.write_md_operand(out, &b.md_operands[i as usize]),
            Value::Asm(i) => {
                let a = &b.asms[i as usize];
                out.push_str("asm ");
                if a.side_effect {
                    out.push_str("sideeffect ");
                }
                if a.align_stack {
                    out.push_str("alignstack ");
                }
                if a.intel_dialect {
                    out.push_str("inteldialect ");
                }
                if a.unwind {
                    out.push_str("unwind ");
                }
                write_str_lit(out, &a.template);
                out.push_str(", ");
                write_str_lit(out, &a.constraints);
            }
        }
    }

    fn write_typed(&self, out: &mut String, v: Value) {
        self.p.write_type(out, self.ty_of(v));
        out.push(' ');
        self.write_value(out, v);
    }

    fn write_label_ref(&self, out: &mut String, v: Value) {
        out.push_str("label ");
        self.write_value(out, v);
    }

    fn write_md_operand(&self, out: &mut String, op: &MdOperand) {
        match op {
            MdOperand::Value(v) => self.write_typed(out, *v),
            MdOperand::Ref(r) => self.p.write_md_ref(out, *r),
            MdOperand::ArgList(vs) => {
                out.push_str("!DIArgList(");
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_typed(out, *v);
                }
                out.push(')');
            }
        }
    }

    fn write_dbg_record(&self, out: &mut String, r: &crate::inst::DbgRecord) {
        let _ = write!(out, "    #{}(", r.kind.name());
        for (i, &op) in r.operands.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_md_operand(out, &self.body.md_operands[op as usize]);
        }
        out.push_str(")\n");
    }

    fn write_inst(&self, out: &mut String, i: Inst) {
        let m = self.p.m;
        let b = self.body;
        let d = &b.insts[i];
        let args = b.args(i);
        if d.ty != m.types.common().void {
            self.write_value(out, Value::Inst(i));
            out.push_str(" = ");
        }
        match d.kind {
            InstKind::Binary(op) => {
                out.push_str(op.name());
                write_int_flags(out, d.flags);
                write_fmf(out, d.fmf);
                out.push(' ');
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.write_value(out, args[1]);
            }
            InstKind::FNeg => {
                out.push_str("fneg");
                write_fmf(out, d.fmf);
                out.push(' ');
                self.write_typed(out, args[0]);
            }
            InstKind::ICmp(p) => {
                out.push_str("icmp");
                write_int_flags(out, d.flags);
                let _ = write!(out, " {} ", p.name());
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.write_value(out, args[1]);
            }
            InstKind::FCmp(p) => {
                out.push_str("fcmp");
                write_fmf(out, d.fmf);
                let _ = write!(out, " {} ", p.name());
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.write_value(out, args[1]);
            }
            InstKind::Cast(op) => {
                out.push_str(op.name());
                write_int_flags(out, d.flags);
                write_fmf(out, d.fmf);
                out.push(' ');
                self.write_typed(out, args[0]);
                out.push_str(" to ");
                self.p.write_type(out, d.ty);
            }
            InstKind::Select => {
                out.push_str("select");
                write_fmf(out, d.fmf);
                out.push(' ');
                self.write_operand_list(out, args);
            }
            InstKind::Phi => {
                out.push_str("phi");
                write_fmf(out, d.fmf);
                out.push(' ');
                self.p.write_type(out, d.ty);
                for (k, pair) in args.chunks(2).enumerate() {
                    out.push_str(if k == 0 { " [ " } else { ", [ " });
                    self.write_value(out, pair[0]);
                    out.push_str(", ");
                    self.write_value(out, pair[1]);
                    out.push_str(" ]");
                }
            }
            InstKind::Freeze => {
                out.push_str("freeze ");
                self.write_typed(out, args[0]);
            }
            InstKind::Alloca {
                allocated,
                align,
                addrspace,
            } => {
                out.push_str("alloca ");
                if d.flags & flags::INALLOCA != 0 {
                    out.push_str("inalloca ");
                }
                if d.flags & flags::SWIFTERROR != 0 {
                    out.push_str("swifterror ");
                }
                self.p.write_type(out, allocated);
                let count = args[0];
                let is_one_i32 = match count {
                    Value::Const(c) => {
                        self.ty_of(count) == m.types.common().i32 && m.consts.as_u64(c) == Some(1)
                    }
                    _ => false,
                };
                if !is_one_i32 {
                    out.push_str(", ");
                    self.write_typed(out, count);
                }
                write_align(out, align);
                // Explicit whenever the data layout has another default (`A5`): one
                // written after the function in the source leaves its allocas in 0, which
                // printed without it would parse again in 5 (found by rllc-fuzz).
                if addrspace != 0 || m.datalayout.alloca_addrspace() != 0 {
                    let _ = write!(out, ", addrspace({addrspace})");
                }
            }
            InstKind::Load {
                align,
                ordering,
                scope,
            } => {
                out.push_str("load ");
                if ordering != Ordering::NotAtomic {
                    out.push_str("atomic ");
                }
                if d.flags & flags::VOLATILE != 0 {
                    out.push_str("volatile ");
                }
                self.p.write_type(out, d.ty);
                out.push_str(", ");
                self.write_typed(out, args[0]);
                write_scope_ordering(out, m, scope, ordering);
                write_align(out, align);
            }
            InstKind::Store {
                align,
                ordering,
                scope,
            } => {
                out.push_str("store ");
                if ordering != Ordering::NotAtomic {
                    out.push_str("atomic ");
                }
                if d.flags & flags::VOLATILE != 0 {
                    out.push_str("volatile ");
                }
                self.write_operand_list(out, args);
                write_scope_ordering(out, m, scope, ordering);
                write_align(out, align);
            }
            InstKind::GetElementPtr { source } => {
                out.push_str("getelementptr");
                write_gep_flags(out, d.flags);
                out.push(' ');
                self.p.write_type(out, source);
                out.push_str(", ");
                self.write_operand_list(out, args);
            }
            InstKind::Call(id) | InstKind::Invoke(id) | InstKind::CallBr(id) => {
                self.write_call(out, i, id)
            }
            InstKind::ExtractValue { start, len } | InstKind::InsertValue { start, len } => {
                out.push_str(if matches!(d.kind, InstKind::ExtractValue { .. }) {
                    "extractvalue "
                } else {
                    "insertvalue "
                });
                self.write_operand_list(out, args);
                for idx in &b.index_pool[start as usize..(start + len) as usize] {
                    let _ = write!(out, ", {idx}");
                }
            }
            InstKind::ExtractElement => {
                out.push_str("extractelement ");
                self.write_operand_list(out, args);
            }
            InstKind::InsertElement => {
                out.push_str("insertelement ");
                self.write_operand_list(out, args);
            }
            InstKind::ShuffleVector { mask } => {
                out.push_str("shufflevector ");
                self.write_operand_list(out, args);
                out.push_str(", ");
                self.p.write_typed_const(out, mask);
            }
            InstKind::Fence { ordering, scope } => {
                out.push_str("fence");
                write_scope_ordering(out, m, scope, ordering);
            }
            InstKind::CmpXchg {
                success,
                failure,
                scope,
                align,
            } => {
                out.push_str("cmpxchg ");
                if d.flags & flags::WEAK != 0 {
                    out.push_str("weak ");
                }
                if d.flags & flags::VOLATILE != 0 {
                    out.push_str("volatile ");
                }
                self.write_operand_list(out, args);
                write_scope_ordering(out, m, scope, success);
                let _ = write!(out, " {}", failure.name());
                write_align(out, align);
            }
            InstKind::AtomicRmw {
                op,
                ordering,
                scope,
                align,
            } => {
                out.push_str("atomicrmw ");
                if d.flags & flags::VOLATILE != 0 {
                    out.push_str("volatile ");
                }
                out.push_str(op.name());
                out.push(' ');
                self.write_operand_list(out, args);
                write_scope_ordering(out, m, scope, ordering);
                write_align(out, align);
            }
            InstKind::VaArg => {
                out.push_str("va_arg ");
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.p.write_type(out, d.ty);
            }
            InstKind::LandingPad { start } => {
                out.push_str("landingpad ");
                self.p.write_type(out, d.ty);
                if d.flags & flags::CLEANUP != 0 {
                    out.push_str("\n          cleanup");
                }
                for (k, &v) in args.iter().enumerate() {
                    let kind = b.clause_pool[start as usize + k];
                    out.push_str(if kind == Clause::Catch {
                        "\n          catch "
                    } else {
                        "\n          filter "
                    });
                    self.write_typed(out, v);
                }
            }
            InstKind::CatchPad | InstKind::CleanupPad => {
                out.push_str(if d.kind == InstKind::CatchPad {
                    "catchpad within "
                } else {
                    "cleanuppad within "
                });
                self.write_value(out, args[0]);
                out.push_str(" [");
                self.write_operand_list(out, &args[1..]);
                out.push(']');
            }
            InstKind::CatchSwitch { has_unwind } => {
                out.push_str("catchswitch within ");
                self.write_value(out, args[0]);
                out.push_str(" [");
                let handlers = if has_unwind {
                    &args[1..args.len() - 1]
                } else {
                    &args[1..]
                };
                for (k, &h) in handlers.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_label_ref(out, h);
                }
                out.push_str("] unwind ");
                if has_unwind {
                    self.write_label_ref(out, args[args.len() - 1]);
                } else {
                    out.push_str("to caller");
                }
            }
            InstKind::CatchRet => {
                out.push_str("catchret from ");
                self.write_value(out, args[0]);
                out.push_str(" to ");
                self.write_label_ref(out, args[1]);
            }
            InstKind::CleanupRet { has_unwind } => {
                out.push_str("cleanupret from ");
                self.write_value(out, args[0]);
                out.push_str(" unwind ");
                if has_unwind {
                    self.write_label_ref(out, args[1]);
                } else {
                    out.push_str("to caller");
                }
            }
            InstKind::Resume => {
                out.push_str("resume ");
                self.write_typed(out, args[0]);
            }
            InstKind::Ret => {
                out.push_str("ret ");
                match args.first() {
                    Some(&v) => self.write_typed(out, v),
                    None => out.push_str("void"),
                }
            }
            InstKind::Br => {
                out.push_str("br ");
                self.write_label_ref(out, args[0]);
            }
            InstKind::CondBr => {
                out.push_str("br ");
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.write_label_ref(out, args[1]);
                out.push_str(", ");
                self.write_label_ref(out, args[2]);
            }
            InstKind::Switch => {
                out.push_str("switch ");
                self.write_typed(out, args[0]);
                out.push_str(", ");
                self.write_label_ref(out, args[1]);
                out.push_str(" [\n");
                for pair in args[2..].chunks(2) {
                    out.push_str("    ");
                    self.write_typed(out, pair[0]);
                    out.push_str(", ");
                    self.write_label_ref(out, pair[1]);
                    out.push('\n');
                }
                out.push_str("  ]");
            }
            InstKind::IndirectBr => {
                out.push_str("indirectbr ");
                self.write_typed(out, args[0]);
                out.push_str(", [");
                for (k, &d) in args[1..].iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_label_ref(out, d);
                }
                out.push(']');
            }
            InstKind::Unreachable => out.push_str("unreachable"),
        }
    }

    /// `T a, T b, …`.
    fn write_operand_list(&self, out: &mut String, args: &[Value]) {
        for (k, &v) in args.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            self.write_typed(out, v);
        }
    }

    fn write_call(&self, out: &mut String, i: Inst, id: crate::inst::CallId) {
        let m = self.p.m;
        let b = self.body;
        let d = &b.insts[i];
        let info = &b.calls[id];
        let args = b.args(i);
        match d.kind {
            InstKind::Call(_) => {
                match info.tail {
                    TailKind::None => {}
                    TailKind::Tail => out.push_str("tail "),
                    TailKind::MustTail => out.push_str("musttail "),
                    TailKind::NoTail => out.push_str("notail "),
                }
                out.push_str("call");
                write_fmf(out, d.fmf);
                out.push(' ');
            }
            InstKind::Invoke(_) => out.push_str("invoke "),
            _ => out.push_str("callbr "),
        }
        write_cc(out, info.cc);
        let list: &crate::attrs::AttrListData = m.attrs.list(info.attrs);
        if list.ret != AttrSet::EMPTY {
            self.p.write_attr_set(out, list.ret, false);
            out.push(' ');
        }
        if let Some(a) = info.addrspace {
            let _ = write!(out, "addrspace({a}) ");
        }
        let (ret, _, vararg) = m.types.function_parts(info.fn_ty).expect("call type");
        if vararg {
            self.p.write_type(out, info.fn_ty);
        } else {
            self.p.write_type(out, ret);
        }
        out.push(' ');
        self.write_value(out, args[0]);
        out.push('(');
        let n = info.num_args as usize;
        for k in 0..n {
            if k > 0 {
                out.push_str(", ");
            }
            let v = args[1 + k];
            let t = self.ty_of(v);
            self.p.write_type(out, t);
            self.p.write_param_attrs(out, m.attrs.param(info.attrs, k));
            out.push(' ');
            self.write_value(out, v);
        }
        // A musttail call in a variadic function forwards the varargs: LLVM writes `...`.
        if info.tail == TailKind::MustTail && self.vararg {
            out.push_str(if n > 0 { ", ..." } else { "..." });
        }
        out.push(')');
        self.p.write_fn_attr_ref(out, list.func);
        let mut pos = 1 + n;
        if !info.bundles.is_empty() {
            out.push_str(" [ ");
            for (k, (tag, cnt)) in info.bundles.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                write_str_lit(out, m.syms.get(*tag));
                out.push('(');
                self.write_operand_list(out, &args[pos..pos + *cnt as usize]);
                pos += *cnt as usize;
                out.push(')');
            }
            out.push_str(" ]");
        }
        match d.kind {
            InstKind::Invoke(_) => {
                out.push_str("\n          to ");
                self.write_label_ref(out, args[pos]);
                out.push_str(" unwind ");
                self.write_label_ref(out, args[pos + 1]);
            }
            InstKind::CallBr(_) => {
                out.push_str("\n          to ");
                self.write_label_ref(out, args[pos]);
                out.push_str(" [");
                for (k, &l) in args[pos + 1..].iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_label_ref(out, l);
                }
                out.push(']');
            }
            _ => {}
        }
    }
}
