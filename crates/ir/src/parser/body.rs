//! Function bodies: blocks, instructions, local values and their forward references.

use super::{Ctx, GroupUse, PResult, Parser};
use crate::attrs::AttrSet;
use crate::constant::ConstKind;
use crate::diag::Diagnostic;
use crate::inst::{
    flags, fmf, BinOp, Block, CallConv, CallInfo, CastOp, Clause, DbgRecord, DbgRecordKind, Inst,
    InstData, InstKind, MaybeAlign, Ordering, RmwOp, SyncScope, TailKind, Value,
};
use crate::intern::{LocalInterner, Sym};
use crate::lexer::{Kw, Tok};
use crate::metadata::MdOperand;
use crate::module::{Body, GlobalId, InlineAsm, LocalName};
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

/// The key of a local value or block: its name or its number.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum LocalKey {
    Name(Sym),
    Num(u32),
}

/// Defined local values and blocks: numbered ones in a vector (they are dense), named
/// ones in a hash map; numbers far beyond the dense range (LLVM allows gaps) in a second
/// map, so that `%4000000000` allocates nothing.
#[derive(Default)]
struct LocalTable {
    numbered: Vec<Option<Value>>,
    sparse: FxHashMap<u32, Value>,
    named: FxHashMap<Sym, Value>,
}

impl LocalTable {
    #[inline]
    fn get(&self, k: LocalKey) -> Option<Value> {
        match k {
            LocalKey::Num(n) => match self.numbered.get(n as usize).copied().flatten() {
                None if !self.sparse.is_empty() => self.sparse.get(&n).copied(),
                v => v,
            },
            LocalKey::Name(s) => self.named.get(&s).copied(),
        }
    }

    /// Defines `k`; returns true if it was already defined.
    #[inline]
    fn insert(&mut self, k: LocalKey, v: Value) -> bool {
        match k {
            LocalKey::Num(n) => {
                let i = n as usize;
                if i >= self.numbered.len() {
                    if i > 2 * self.numbered.len() + 4096 {
                        return self.sparse.insert(n, v).is_some();
                    }
                    self.numbered.resize(i + 1, None);
                }
                self.numbered[i].replace(v).is_some()
            }
            LocalKey::Name(s) => self.named.insert(s, v).is_some(),
        }
    }
}

/// Per-function parsing state.
struct FnState {
    body: Body,
    g: GlobalId,
    values: LocalTable,
    /// Forward references: placeholder value and position of first use.
    forward: FxHashMap<LocalKey, (Value, usize)>,
    /// Placeholder instruction → the value that replaces it.
    replace: Vec<(Inst, Value)>,
    next_num: u32,
    /// Whether the numbering of unnamed values skips numbers (LLVM allows it).
    numbering_gaps: bool,
    /// The number of each unnamed block as written, in order.
    block_numbers: Vec<(u32, Block)>,
    /// Debug records waiting for the next instruction.
    pending_records: Vec<DbgRecord>,
    /// The instructions of the current block, moved to the block at its terminator (one
    /// allocation of the right size instead of a growing vector per block).
    block_insts: Vec<Inst>,
}

impl FnState {
    fn key_text(&self, k: LocalKey) -> String {
        match k {
            LocalKey::Name(s) => format!("%{}", super::escape_text(self.body.names.get(s))),
            LocalKey::Num(n) => format!("%{n}"),
        }
    }
}

/// Fast-math flag keywords.
const FMF_KEYWORDS: &[(Kw, u8)] = &[
    (Kw::NNan, fmf::NNAN),
    (Kw::NInf, fmf::NINF),
    (Kw::Nsz, fmf::NSZ),
    (Kw::Arcp, fmf::ARCP),
    (Kw::Contract, fmf::CONTRACT),
    (Kw::Afn, fmf::AFN),
    (Kw::Reassoc, fmf::REASSOC),
    (Kw::Fast, fmf::FAST),
];

impl<C: Ctx> Parser<'_, C> {
    /// Parses `{ … }` of function `g` with type `fn_ty`.
    pub(super) fn parse_body(
        &mut self,
        g: GlobalId,
        fn_ty: Type,
        param_names: &[LocalName],
        arg_nums: &[u32],
        names: LocalInterner,
    ) -> PResult<Body> {
        let (_, params, _) = self.m.types.function_parts(fn_ty).expect("function type");
        let arg_types: Box<[Type]> = params.into();
        // Size the arenas from the body's length (functions end with `}` at a line start in
        // printed IR; the estimate only avoids regrowing vectors).
        let here = self.pos();
        let len = super::body_end_guess(self.src, here).map_or(0, |e| e - here);
        let est = len / 40;
        let mut body = Body {
            arg_types,
            names,
            ..Default::default()
        };
        body.insts.reserve(est);
        body.pool.reserve(est * 2);
        body.positions.resize(est);
        body.blocks.reserve(est / 8);
        body.layout.reserve(est / 8);
        body.calls.reserve(est / 16);
        let mut fs = FnState {
            body,
            g,
            values: LocalTable::default(),
            forward: FxHashMap::default(),
            replace: Vec::new(),
            next_num: 0,
            numbering_gaps: false,
            block_numbers: Vec::new(),
            pending_records: Vec::new(),
            block_insts: Vec::new(),
        };
        fs.values.numbered.reserve(est);
        for (i, n) in param_names.iter().enumerate() {
            let key = match n.sym() {
                Some(s) => LocalKey::Name(s),
                None => {
                    let num = arg_nums.get(i).copied().unwrap_or(fs.next_num);
                    fs.numbering_gaps |= num != fs.next_num;
                    fs.next_num = num.wrapping_add(1);
                    LocalKey::Num(num)
                }
            };
            if fs.values.insert(key, Value::Arg(i as u32)) {
                return self.err(format!("redefinition of argument '{}'", fs.key_text(key)));
            }
        }
        self.expect(Tok::LBrace, "'{'")?;
        if self.tok.kind == Tok::RBrace {
            return self.err("function body requires at least one basic block");
        }
        while self.tok.kind != Tok::RBrace {
            if self.tok.kind == Tok::Eof {
                return self.expected("'}' at end of function");
            }
            if matches!(self.tok.kw, Kw::UseListOrder | Kw::UseListOrderBb) {
                let text = self.skip_uselistorder()?;
                fs.body.uselistorder.push(text);
                continue;
            }
            self.parse_block(&mut fs)?;
        }
        self.bump();
        self.finish_body(fs)
    }

    fn finish_body(&mut self, mut fs: FnState) -> PResult<Body> {
        if fs.numbering_gaps {
            fs.body.block_numbers = std::mem::take(&mut fs.block_numbers).into();
        }
        if let Some((k, (_, pos))) = fs.forward.iter().min_by_key(|x| x.1 .1) {
            return self.err_at(
                *pos,
                format!("use of undefined value '{}'", fs.key_text(*k)),
            );
        }
        if !fs.replace.is_empty() {
            let map: FxHashMap<Inst, Value> = fs.replace.iter().copied().collect();
            let fix = |v: &mut Value| {
                if let Value::Inst(i) = *v {
                    if let Some(&r) = map.get(&i) {
                        *v = r;
                    }
                }
            };
            fs.body.pool.iter_mut().for_each(fix);
            for op in fs.body.md_operands.iter_mut() {
                match op {
                    MdOperand::Value(v) => fix(v),
                    MdOperand::ArgList(vs) => vs.iter_mut().for_each(fix),
                    MdOperand::Ref(_) => {}
                }
            }
        }
        Ok(fs.body)
    }

    // ----- local values -----

    fn local_key(&self, fs: &mut FnState) -> PResult<LocalKey> {
        Ok(match self.tok.kind {
            Tok::LocalVar => LocalKey::Name(fs.body.names.intern(&self.name_of(self.tok))),
            _ => LocalKey::Num(self.number_of(self.tok)?),
        })
    }

    fn value_type(&self, fs: &FnState, v: Value) -> Type {
        let c = self.m.types.common();
        match v {
            Value::Inst(i) => fs.body.insts[i].ty,
            Value::Arg(n) => fs.body.arg_types[n as usize],
            Value::Const(k) => self.m.consts.ty(k),
            Value::Block(_) => c.label,
            Value::Meta(_) => c.metadata,
            Value::Asm(_) => c.ptr,
        }
    }

    /// A value of type `ty`: a local, or a constant.
    fn parse_value(&mut self, fs: &mut FnState, ty: Type) -> PResult<Value> {
        // The common case: `%N` defined before, with the expected type.
        if self.tok.kind == Tok::LocalId {
            let n = self.tok.num;
            if let Some(Some(v)) = fs.values.numbered.get(n as usize) {
                if self.value_type(fs, *v) == ty {
                    let v = *v;
                    self.bump();
                    return Ok(v);
                }
            }
        }
        match self.tok.kind {
            Tok::LocalVar | Tok::LocalId => {
                let pos = self.pos();
                let key = self.local_key(fs)?;
                self.bump();
                self.local_use(fs, key, ty, pos)
            }
            _ => {
                if ty == self.m.types.common().label {
                    return self.expected("basic block");
                }
                if ty == self.m.types.common().metadata {
                    let op = self.parse_md_operand(fs)?;
                    fs.body.md_operands.push(op);
                    return Ok(Value::Meta(fs.body.md_operands.len() as u32 - 1));
                }
                Ok(Value::Const(self.parse_const(ty)?))
            }
        }
    }

    fn local_use(
        &mut self,
        fs: &mut FnState,
        key: LocalKey,
        ty: Type,
        pos: usize,
    ) -> PResult<Value> {
        let label = self.m.types.common().label;
        if let Some(v) = fs.values.get(key) {
            let vt = self.value_type(fs, v);
            if vt != ty && ty == label {
                return self.err_at(pos, format!("'{}' is not a basic block", fs.key_text(key)));
            }
            if vt != ty {
                return self.err_at(
                    pos,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        fs.key_text(key),
                        self.type_str(vt),
                        self.type_str(ty)
                    ),
                );
            }
            return Ok(v);
        }
        if let Some(&(v, _)) = if fs.forward.is_empty() {
            None
        } else {
            fs.forward.get(&key)
        } {
            let vt = self.value_type(fs, v);
            if vt != ty {
                return self.err_at(
                    pos,
                    format!(
                        "'{}' used with type '{}' but expected '{}'",
                        fs.key_text(key),
                        self.type_str(vt),
                        self.type_str(ty)
                    ),
                );
            }
            return Ok(v);
        }
        let v = if ty == label {
            Value::Block(fs.body.blocks.push(Default::default()))
        } else {
            if matches!(
                self.m.types.get(ty),
                TypeData::Void | TypeData::Function { .. }
            ) {
                return self.err_at(pos, "invalid use of a local value of this type");
            }
            // A placeholder; replaced when the value is defined.
            let d = InstData {
                kind: InstKind::Unreachable,
                flags: 0,
                fmf: 0,
                ty,
                args_start: 0,
                args_len: 0,
            };
            Value::Inst(fs.body.insts.push(d))
        };
        fs.forward.insert(key, (v, pos));
        Ok(v)
    }

    /// `T v`.
    fn parse_typed_value(&mut self, fs: &mut FnState) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(fs, ty)?;
        Ok((ty, v))
    }

    /// `label %bb`.
    fn parse_label(&mut self, fs: &mut FnState) -> PResult<Value> {
        self.expect_kw(Kw::Label)?;
        if !matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
            return self.expected("basic block name");
        }
        let label = self.m.types.common().label;
        self.parse_value(fs, label)
    }

    /// A function-local metadata operand: `!N`, inline node, `!DIArgList(…)` or `T v`.
    fn parse_md_operand(&mut self, fs: &mut FnState) -> PResult<MdOperand> {
        match self.tok.kind {
            Tok::MetadataVar
                if &self.src[self.tok.start as usize + 1..self.tok.end as usize]
                    == b"DIArgList" =>
            {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let mut vals = Vec::new();
                if !self.eat(Tok::RParen) {
                    loop {
                        let (_, v) = self.parse_typed_value(fs)?;
                        vals.push(v);
                        if self.eat(Tok::RParen) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                Ok(MdOperand::ArgList(vals.into()))
            }
            Tok::Exclaim | Tok::MetadataVar => Ok(MdOperand::Ref(self.parse_md_ref()?)),
            _ => {
                let (ty, v) = self.parse_typed_value(fs)?;
                if ty == self.m.types.common().metadata {
                    return self.err("invalid metadata value");
                }
                Ok(MdOperand::Value(v))
            }
        }
    }

    // ----- blocks -----

    fn parse_block(&mut self, fs: &mut FnState) -> PResult<()> {
        let pos = self.pos();
        let key = match self.tok.kind {
            Tok::LabelStr => {
                let n = self.label_name_of(self.tok);
                self.bump();
                Some(LocalKey::Name(fs.body.names.intern(&n)))
            }
            Tok::LabelId => {
                let n = self.number_of(self.tok)?;
                if n < fs.next_num {
                    return self.err(format!(
                        "label expected to be numbered '{}' or greater",
                        fs.next_num
                    ));
                }
                fs.numbering_gaps |= n != fs.next_num;
                fs.next_num = n.wrapping_add(1);
                self.bump();
                Some(LocalKey::Num(n))
            }
            _ => None,
        };
        let key = key.unwrap_or_else(|| {
            let k = LocalKey::Num(fs.next_num);
            fs.next_num = fs.next_num.wrapping_add(1);
            k
        });
        let block = match fs.forward.remove(&key) {
            Some((Value::Block(b), _)) => b,
            Some(_) => {
                return self.err_at(
                    pos,
                    format!(
                        "'{}' is used as a value but defined as a basic block",
                        fs.key_text(key)
                    ),
                )
            }
            None => {
                if fs.values.get(key).is_some() {
                    return self.err_at(pos, format!("redefinition of '{}'", fs.key_text(key)));
                }
                fs.body.blocks.push(Default::default())
            }
        };
        match key {
            LocalKey::Name(s) => fs.body.blocks[block].name = LocalName::from_sym(s),
            LocalKey::Num(n) => fs.block_numbers.push((n, block)),
        }
        fs.values.insert(key, Value::Block(block));
        fs.body.layout.push(block);
        loop {
            if self.tok.kind == Tok::DbgRecord {
                let r = self.parse_dbg_record(fs)?;
                fs.pending_records.push(r);
                continue;
            }
            let inst = self.parse_inst_with_name(fs)?;
            if fs.body.insts[inst].kind.is_terminator() {
                fs.body.blocks[block].insts = fs.block_insts.as_slice().into();
                fs.block_insts.clear();
                return Ok(());
            }
            if matches!(
                self.tok.kind,
                Tok::LabelStr | Tok::LabelId | Tok::RBrace | Tok::Eof
            ) {
                return self.expected("instruction (block must end with a terminator)");
            }
        }
    }

    fn parse_dbg_record(&mut self, fs: &mut FnState) -> PResult<DbgRecord> {
        let kind = match &self.src[self.tok.start as usize + 1..self.tok.end as usize] {
            b"dbg_value" => DbgRecordKind::Value,
            b"dbg_declare" => DbgRecordKind::Declare,
            b"dbg_assign" => DbgRecordKind::Assign,
            b"dbg_label" => DbgRecordKind::Label,
            b"dbg_declare_value" => DbgRecordKind::DeclareValue,
            _ => {
                return self.err(format!(
                    "invalid debug record kind '{}'",
                    String::from_utf8_lossy(self.text())
                ))
            }
        };
        let pos = self.pos();
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let mut operands = Vec::new();
        loop {
            let op = self.parse_md_operand(fs)?;
            fs.body.md_operands.push(op);
            operands.push(fs.body.md_operands.len() as u32 - 1);
            if self.eat(Tok::RParen) {
                break;
            }
            self.expect(Tok::Comma, "',' or ')' in debug record")?;
        }
        let want = match kind {
            DbgRecordKind::Label => 2,
            DbgRecordKind::Assign => 7,
            _ => 4,
        };
        if operands.len() != want {
            return self.err_at(
                pos,
                format!(
                    "#{} takes {want} operands, found {}",
                    kind.name(),
                    operands.len()
                ),
            );
        }
        Ok(DbgRecord { kind, operands })
    }

    // ----- instructions -----

    /// An instruction with its name, if any, added to the current block.
    fn parse_inst_with_name(&mut self, fs: &mut FnState) -> PResult<Inst> {
        let pos = self.pos();
        let mut key = None;
        if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
            let k = self.local_key(fs)?;
            if let LocalKey::Num(n) = k {
                if n < fs.next_num {
                    return self.err(format!(
                        "instruction expected to be numbered '%{}' or greater",
                        fs.next_num
                    ));
                }
            }
            self.bump();
            self.expect(Tok::Equal, "'=' after instruction name")?;
            key = Some(k);
        }
        let ipos = self.pos();
        let inst = self.parse_inst(fs)?;
        fs.body.positions[inst] = ipos as u32;
        let ty = fs.body.insts[inst].ty;
        let is_void = ty == self.m.types.common().void;
        match key {
            Some(_) if is_void => {
                return self.err_at(pos, "instructions returning void cannot have a name")
            }
            Some(k) => {
                if let LocalKey::Num(n) = k {
                    fs.numbering_gaps |= n != fs.next_num;
                    fs.next_num = n.wrapping_add(1);
                }
                self.define_local(fs, k, inst, pos)?;
                if let LocalKey::Name(s) = k {
                    fs.body.inst_names[inst] = LocalName::from_sym(s);
                }
            }
            None if !is_void => {
                let k = LocalKey::Num(fs.next_num);
                fs.next_num = fs.next_num.wrapping_add(1);
                self.define_local(fs, k, inst, pos)?;
            }
            None => {}
        }
        fs.block_insts.push(inst);
        for r in fs.pending_records.drain(..) {
            fs.body.dbg_records.push((inst, r));
        }
        // Trailing metadata attachments.
        while self.tok.kind == Tok::Comma {
            self.bump();
            if self.tok.kind != Tok::MetadataVar {
                return self.expected("metadata attachment");
            }
            let (k, r) = self.parse_md_attachment()?;
            fs.body.inst_metadata.push((inst, k, r));
        }
        Ok(inst)
    }

    fn define_local(
        &mut self,
        fs: &mut FnState,
        key: LocalKey,
        inst: Inst,
        pos: usize,
    ) -> PResult<()> {
        // The common case: the next number, with no forward reference to resolve (those
        // pending are mostly to blocks further down).
        if let LocalKey::Num(n) = key {
            let t = &mut fs.values;
            if n as usize == t.numbered.len()
                && t.sparse.is_empty()
                && (fs.forward.is_empty() || !fs.forward.contains_key(&key))
            {
                t.numbered.push(Some(Value::Inst(inst)));
                return Ok(());
            }
        }
        if fs.values.get(key).is_some() {
            return self.err_at(pos, format!("redefinition of '{}'", fs.key_text(key)));
        }
        if let Some((ph, _)) = if fs.forward.is_empty() {
            None
        } else {
            fs.forward.remove(&key)
        } {
            let Value::Inst(p) = ph else {
                return self.err_at(
                    pos,
                    format!(
                        "'{}' is used as a basic block but defined as a value",
                        fs.key_text(key)
                    ),
                );
            };
            let want = fs.body.insts[p].ty;
            let got = fs.body.insts[inst].ty;
            if want != got {
                return self.err_at(
                    pos,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        fs.key_text(key),
                        self.type_str(got),
                        self.type_str(want)
                    ),
                );
            }
            fs.replace.push((p, Value::Inst(inst)));
        }
        fs.values.insert(key, Value::Inst(inst));
        Ok(())
    }

    fn push(&mut self, fs: &mut FnState, kind: InstKind, ty: Type, args: &[Value]) -> Inst {
        fs.body.push_inst(
            InstData {
                kind,
                flags: 0,
                fmf: 0,
                ty,
                args_start: 0,
                args_len: 0,
            },
            args,
        )
    }

    fn parse_fmf(&mut self) -> u8 {
        let mut f = 0;
        while let Some(&(_, bit)) = FMF_KEYWORDS.iter().find(|(k, _)| *k == self.tok.kw) {
            f |= bit;
            self.bump();
        }
        f
    }

    /// Flag keywords (`nuw`, `exact` …) among `allowed`, in any order.
    pub(super) fn parse_flag_words(&mut self, allowed: &[(Kw, u16)]) -> u16 {
        let mut f = 0;
        while let Some(&(_, bit)) = allowed.iter().find(|(k, _)| *k == self.tok.kw) {
            f |= bit;
            self.bump();
        }
        f
    }

    /// True if the current token is `,` followed by a metadata attachment.
    fn comma_then_md(&mut self) -> bool {
        self.tok.kind == Tok::Comma && self.peek().kind == Tok::MetadataVar
    }

    fn parse_inst(&mut self, fs: &mut FnState) -> PResult<Inst> {
        if self.tok.kind != Tok::Ident {
            return self.expected("instruction opcode");
        }
        let op = self.tok.kw;
        let bin = match op {
            Kw::Add => Some(BinOp::Add),
            Kw::Sub => Some(BinOp::Sub),
            Kw::Mul => Some(BinOp::Mul),
            Kw::UDiv => Some(BinOp::UDiv),
            Kw::SDiv => Some(BinOp::SDiv),
            Kw::URem => Some(BinOp::URem),
            Kw::SRem => Some(BinOp::SRem),
            Kw::Shl => Some(BinOp::Shl),
            Kw::LShr => Some(BinOp::LShr),
            Kw::AShr => Some(BinOp::AShr),
            Kw::And => Some(BinOp::And),
            Kw::Or => Some(BinOp::Or),
            Kw::Xor => Some(BinOp::Xor),
            Kw::FAdd => Some(BinOp::FAdd),
            Kw::FSub => Some(BinOp::FSub),
            Kw::FMul => Some(BinOp::FMul),
            Kw::FDiv => Some(BinOp::FDiv),
            Kw::FRem => Some(BinOp::FRem),
            _ => None,
        };
        if let Some(b) = bin {
            self.bump();
            let (fl, fm) = match b {
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => (
                    self.parse_flag_words(&[(Kw::Nuw, flags::NUW), (Kw::Nsw, flags::NSW)]),
                    0,
                ),
                BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => {
                    (self.parse_flag_words(&[(Kw::Exact, flags::EXACT)]), 0)
                }
                BinOp::Or => (self.parse_flag_words(&[(Kw::Disjoint, flags::DISJOINT)]), 0),
                _ if b.is_float() => (0, self.parse_fmf()),
                _ => (0, 0),
            };
            let (ty, a) = self.parse_typed_value(fs)?;
            self.expect(Tok::Comma, "',' in binary operator")?;
            let bv = self.parse_value(fs, ty)?;
            let i = self.push(fs, InstKind::Binary(b), ty, &[a, bv]);
            fs.body.insts[i].flags = fl;
            fs.body.insts[i].fmf = fm;
            return Ok(i);
        }
        let cast = match op {
            Kw::Trunc => Some(CastOp::Trunc),
            Kw::ZExt => Some(CastOp::ZExt),
            Kw::SExt => Some(CastOp::SExt),
            Kw::FpTrunc => Some(CastOp::FpTrunc),
            Kw::FpExt => Some(CastOp::FpExt),
            Kw::FpToUi => Some(CastOp::FpToUi),
            Kw::FpToSi => Some(CastOp::FpToSi),
            Kw::UiToFp => Some(CastOp::UiToFp),
            Kw::SiToFp => Some(CastOp::SiToFp),
            Kw::PtrToInt => Some(CastOp::PtrToInt),
            Kw::PtrToAddr => Some(CastOp::PtrToAddr),
            Kw::IntToPtr => Some(CastOp::IntToPtr),
            Kw::BitCast => Some(CastOp::BitCast),
            Kw::AddrSpaceCast => Some(CastOp::AddrSpaceCast),
            _ => None,
        };
        if let Some(k) = cast {
            self.bump();
            let fl = self.parse_flag_words(&[
                (Kw::Nuw, flags::NUW),
                (Kw::Nsw, flags::NSW),
                (Kw::NNeg, flags::NNEG),
            ]);
            let fm = self.parse_fmf();
            let (_, v) = self.parse_typed_value(fs)?;
            self.expect_kw(Kw::To)?;
            let dst = self.parse_type()?;
            let i = self.push(fs, InstKind::Cast(k), dst, &[v]);
            fs.body.insts[i].flags = fl;
            fs.body.insts[i].fmf = fm;
            return Ok(i);
        }
        match op {
            Kw::Ret => {
                self.bump();
                let ty = self.parse_type_or_void()?;
                if ty == self.m.types.common().void {
                    return Ok(self.push(fs, InstKind::Ret, self.m.types.common().void, &[]));
                }
                let v = self.parse_value(fs, ty)?;
                Ok(self.push(fs, InstKind::Ret, self.m.types.common().void, &[v]))
            }
            Kw::Br => {
                self.bump();
                if self.is_kw(Kw::Label) {
                    let d = self.parse_label(fs)?;
                    return Ok(self.push(fs, InstKind::Br, self.m.types.common().void, &[d]));
                }
                let tpos = self.pos();
                let (ty, cond) = self.parse_typed_value(fs)?;
                if ty != self.m.types.common().i1 {
                    return self.err_at(tpos, "branch condition must have 'i1' type");
                }
                self.expect(Tok::Comma, "','")?;
                let t = self.parse_label(fs)?;
                self.expect(Tok::Comma, "','")?;
                let f = self.parse_label(fs)?;
                Ok(self.push(
                    fs,
                    InstKind::CondBr,
                    self.m.types.common().void,
                    &[cond, t, f],
                ))
            }
            Kw::Switch => {
                self.bump();
                let tpos = self.pos();
                let (ty, v) = self.parse_typed_value(fs)?;
                if !self.m.types.is_int(ty) {
                    return self.err_at(tpos, "switch condition must have integer type");
                }
                self.expect(Tok::Comma, "','")?;
                let d = self.parse_label(fs)?;
                self.expect(Tok::LSquare, "'['")?;
                let mut args = vec![v, d];
                let mut seen = rustc_hash::FxHashSet::default();
                while !self.eat(Tok::RSquare) {
                    let cpos = self.pos();
                    let cty = self.parse_type()?;
                    if cty != ty {
                        return self
                            .err_at(cpos, "case value type does not match switch condition");
                    }
                    let k = self.parse_const(cty)?;
                    if !matches!(
                        self.m.consts.get(k).kind,
                        ConstKind::Int(_) | ConstKind::BigInt(_)
                    ) {
                        return self.err_at(cpos, "case value is not a constant integer");
                    }
                    if !seen.insert(k) {
                        return self.err_at(cpos, "duplicate case value in switch");
                    }
                    self.expect(Tok::Comma, "','")?;
                    let b = self.parse_label(fs)?;
                    args.push(Value::Const(k));
                    args.push(b);
                }
                Ok(self.push(fs, InstKind::Switch, self.m.types.common().void, &args))
            }
            Kw::IndirectBr => {
                self.bump();
                let (_, a) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                self.expect(Tok::LSquare, "'['")?;
                let mut args = vec![a];
                if !self.eat(Tok::RSquare) {
                    loop {
                        args.push(self.parse_label(fs)?);
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                Ok(self.push(fs, InstKind::IndirectBr, self.m.types.common().void, &args))
            }
            Kw::Unreachable => {
                self.bump();
                Ok(self.push(fs, InstKind::Unreachable, self.m.types.common().void, &[]))
            }
            Kw::Resume => {
                self.bump();
                let (_, v) = self.parse_typed_value(fs)?;
                Ok(self.push(fs, InstKind::Resume, self.m.types.common().void, &[v]))
            }
            Kw::FNeg => {
                self.bump();
                let fm = self.parse_fmf();
                let (ty, v) = self.parse_typed_value(fs)?;
                let i = self.push(fs, InstKind::FNeg, ty, &[v]);
                fs.body.insts[i].fmf = fm;
                Ok(i)
            }
            Kw::ICmp => {
                self.bump();
                let fl = self.parse_flag_words(&[(Kw::SameSign, flags::SAMESIGN)]);
                let pred = self.parse_int_pred()?;
                let (ty, a) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_value(fs, ty)?;
                let rt = self.m.types.with_elem_of(ty, self.m.types.common().i1);
                let i = self.push(fs, InstKind::ICmp(pred), rt, &[a, b]);
                fs.body.insts[i].flags = fl;
                Ok(i)
            }
            Kw::FCmp => {
                self.bump();
                let fm = self.parse_fmf();
                let pred = self.parse_float_pred()?;
                let (ty, a) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_value(fs, ty)?;
                let rt = self.m.types.with_elem_of(ty, self.m.types.common().i1);
                let i = self.push(fs, InstKind::FCmp(pred), rt, &[a, b]);
                fs.body.insts[i].fmf = fm;
                Ok(i)
            }
            Kw::Select => {
                self.bump();
                let fm = self.parse_fmf();
                let (_, cond) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let (ty, a) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let b = {
                    let t2pos = self.pos();
                    let t2 = self.parse_type()?;
                    if t2 != ty {
                        return self.err_at(t2pos, "select values must have the same type");
                    }
                    self.parse_value(fs, t2)?
                };
                let i = self.push(fs, InstKind::Select, ty, &[cond, a, b]);
                fs.body.insts[i].fmf = fm;
                Ok(i)
            }
            Kw::Phi => {
                self.bump();
                let fm = self.parse_fmf();
                let ty = self.parse_type()?;
                let mut args = Vec::new();
                loop {
                    self.expect(Tok::LSquare, "'[' in phi")?;
                    let v = self.parse_value(fs, ty)?;
                    self.expect(Tok::Comma, "','")?;
                    if !matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
                        return self.expected("basic block name");
                    }
                    let label = self.m.types.common().label;
                    let b = self.parse_value(fs, label)?;
                    self.expect(Tok::RSquare, "']'")?;
                    args.push(v);
                    args.push(b);
                    if self.tok.kind != Tok::Comma || self.comma_then_md() {
                        break;
                    }
                    self.bump();
                }
                let i = self.push(fs, InstKind::Phi, ty, &args);
                fs.body.insts[i].fmf = fm;
                Ok(i)
            }
            Kw::Freeze => {
                self.bump();
                let (ty, v) = self.parse_typed_value(fs)?;
                Ok(self.push(fs, InstKind::Freeze, ty, &[v]))
            }
            Kw::Alloca => self.parse_alloca(fs),
            Kw::Load => self.parse_load(fs),
            Kw::Store => self.parse_store(fs),
            Kw::Fence => {
                self.bump();
                let scope = self.parse_syncscope()?;
                let ordering = self.parse_ordering()?;
                Ok(self.push(
                    fs,
                    InstKind::Fence { ordering, scope },
                    self.m.types.common().void,
                    &[],
                ))
            }
            Kw::CmpXchg => self.parse_cmpxchg(fs),
            Kw::AtomicRmw => self.parse_atomicrmw(fs),
            Kw::GetElementPtr => self.parse_gep(fs),
            Kw::ExtractValue => {
                self.bump();
                let tpos = self.pos();
                let (ty, agg) = self.parse_typed_value(fs)?;
                let idx = self.parse_indices()?;
                let rt = self.index_type(ty, &idx, tpos, "extractvalue")?;
                let start = fs.body.index_pool.len() as u32;
                fs.body.index_pool.extend_from_slice(&idx);
                Ok(self.push(
                    fs,
                    InstKind::ExtractValue {
                        start,
                        len: idx.len() as u32,
                    },
                    rt,
                    &[agg],
                ))
            }
            Kw::InsertValue => {
                self.bump();
                let tpos = self.pos();
                let (ty, agg) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let vpos = self.pos();
                let (vt, v) = self.parse_typed_value(fs)?;
                let idx = self.parse_indices()?;
                let et = self.index_type(ty, &idx, tpos, "insertvalue")?;
                if et != vt {
                    return self.err_at(
                        vpos,
                        format!(
                            "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                            self.type_str(vt),
                            self.type_str(et)
                        ),
                    );
                }
                let start = fs.body.index_pool.len() as u32;
                fs.body.index_pool.extend_from_slice(&idx);
                Ok(self.push(
                    fs,
                    InstKind::InsertValue {
                        start,
                        len: idx.len() as u32,
                    },
                    ty,
                    &[agg, v],
                ))
            }
            Kw::ExtractElement => {
                self.bump();
                let tpos = self.pos();
                let (ty, v) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let (_, idx) = self.parse_typed_value(fs)?;
                let TypeData::Vector { elem, .. } = *self.m.types.get(ty) else {
                    return self.err_at(tpos, "extractelement requires a vector operand");
                };
                Ok(self.push(fs, InstKind::ExtractElement, elem, &[v, idx]))
            }
            Kw::InsertElement => {
                self.bump();
                let (ty, v) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let (_, e) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let (_, idx) = self.parse_typed_value(fs)?;
                Ok(self.push(fs, InstKind::InsertElement, ty, &[v, e, idx]))
            }
            Kw::ShuffleVector => {
                self.bump();
                let (ty, a) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let (_, b) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let mpos = self.pos();
                let mask = self.parse_typed_const()?;
                let mt = self.m.consts.ty(mask);
                let (TypeData::Vector { elem, .. }, TypeData::Vector { scalable, len, .. }) =
                    (self.m.types.get(ty).clone(), self.m.types.get(mt).clone())
                else {
                    return self.err_at(mpos, "invalid shufflevector operands");
                };
                let rt = self.m.types.vector(scalable, len, elem);
                Ok(self.push(fs, InstKind::ShuffleVector { mask }, rt, &[a, b]))
            }
            Kw::VaArg => {
                self.bump();
                let (_, l) = self.parse_typed_value(fs)?;
                self.expect(Tok::Comma, "','")?;
                let ty = self.parse_type()?;
                Ok(self.push(fs, InstKind::VaArg, ty, &[l]))
            }
            Kw::LandingPad => self.parse_landingpad(fs),
            Kw::CatchPad | Kw::CleanupPad => {
                let is_catch = op == Kw::CatchPad;
                self.bump();
                self.expect_kw(Kw::Within)?;
                let parent = if self.eat_kw(Kw::None) {
                    Value::Const(self.m.consts.intern(crate::constant::ConstData {
                        ty: self.m.types.common().token,
                        kind: ConstKind::Null,
                    }))
                } else {
                    self.parse_value(fs, self.m.types.common().token)?
                };
                let mut args = vec![parent];
                self.expect(Tok::LSquare, "'['")?;
                if !self.eat(Tok::RSquare) {
                    loop {
                        let (_, v) = self.parse_typed_value(fs)?;
                        args.push(v);
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                let k = if is_catch {
                    InstKind::CatchPad
                } else {
                    InstKind::CleanupPad
                };
                Ok(self.push(fs, k, self.m.types.common().token, &args))
            }
            Kw::CatchSwitch => {
                self.bump();
                self.expect_kw(Kw::Within)?;
                let parent = if self.eat_kw(Kw::None) {
                    Value::Const(self.m.consts.intern(crate::constant::ConstData {
                        ty: self.m.types.common().token,
                        kind: ConstKind::Null,
                    }))
                } else {
                    self.parse_value(fs, self.m.types.common().token)?
                };
                let mut args = vec![parent];
                self.expect(Tok::LSquare, "'['")?;
                loop {
                    args.push(self.parse_label(fs)?);
                    if self.eat(Tok::RSquare) {
                        break;
                    }
                    self.expect(Tok::Comma, "','")?;
                }
                self.expect_kw(Kw::Unwind)?;
                let has_unwind = if self.eat_kw(Kw::To) {
                    self.expect_kw(Kw::Caller)?;
                    false
                } else {
                    args.push(self.parse_label(fs)?);
                    true
                };
                Ok(self.push(
                    fs,
                    InstKind::CatchSwitch { has_unwind },
                    self.m.types.common().token,
                    &args,
                ))
            }
            Kw::CatchRet => {
                self.bump();
                self.expect_kw(Kw::From)?;
                let pad = self.parse_value(fs, self.m.types.common().token)?;
                self.expect_kw(Kw::To)?;
                let d = self.parse_label(fs)?;
                Ok(self.push(
                    fs,
                    InstKind::CatchRet,
                    self.m.types.common().void,
                    &[pad, d],
                ))
            }
            Kw::CleanupRet => {
                self.bump();
                self.expect_kw(Kw::From)?;
                let pad = self.parse_value(fs, self.m.types.common().token)?;
                self.expect_kw(Kw::Unwind)?;
                if self.eat_kw(Kw::To) {
                    self.expect_kw(Kw::Caller)?;
                    return Ok(self.push(
                        fs,
                        InstKind::CleanupRet { has_unwind: false },
                        self.m.types.common().void,
                        &[pad],
                    ));
                }
                let d = self.parse_label(fs)?;
                Ok(self.push(
                    fs,
                    InstKind::CleanupRet { has_unwind: true },
                    self.m.types.common().void,
                    &[pad, d],
                ))
            }
            Kw::Call | Kw::Tail | Kw::MustTail | Kw::NoTail => self.parse_call(fs, None),
            Kw::Invoke => {
                self.bump();
                self.parse_call(fs, Some(CallSite::Invoke))
            }
            Kw::CallBr => {
                self.bump();
                self.parse_call(fs, Some(CallSite::CallBr))
            }
            _ => self.err(format!(
                "expected instruction opcode, found {}",
                self.tok_desc()
            )),
        }
    }

    fn parse_indices(&mut self) -> PResult<Vec<u32>> {
        let mut idx = Vec::new();
        while self.tok.kind == Tok::Comma && !self.comma_then_md() {
            self.bump();
            idx.push(self.parse_u32("index")?);
        }
        if idx.is_empty() {
            return self.expected("index");
        }
        Ok(idx)
    }

    /// The type reached by extractvalue/insertvalue indices.
    fn index_type(&self, mut ty: Type, idx: &[u32], pos: usize, op: &str) -> PResult<Type> {
        if !self.m.types.is_aggregate(ty) {
            return self.err_at(
                pos,
                format!(
                    "{op} operand must be an aggregate, not '{}'",
                    self.type_str(ty)
                ),
            );
        }
        for &i in idx {
            ty = match self.m.types.get(ty) {
                TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => self
                    .m
                    .types
                    .aggregate_element(ty, i as u64)
                    .ok_or_else(|| Diagnostic::new(pos, format!("invalid indices for {op}")))?,
                _ => return self.err_at(pos, format!("invalid indices for {op}")),
            };
        }
        Ok(ty)
    }

    fn parse_syncscope(&mut self) -> PResult<SyncScope> {
        if !self.eat_kw(Kw::SyncScope) {
            return Ok(SyncScope::System);
        }
        self.expect(Tok::LParen, "'('")?;
        let s = self.parse_string("sync scope name")?;
        self.expect(Tok::RParen, "')'")?;
        Ok(match s.as_slice() {
            b"singlethread" => SyncScope::SingleThread,
            _ => SyncScope::Named(self.m.syms.intern(&s)),
        })
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        let o = match self.tok.kw {
            Kw::Unordered => Ordering::Unordered,
            Kw::Monotonic => Ordering::Monotonic,
            Kw::Acquire => Ordering::Acquire,
            Kw::Release => Ordering::Release,
            Kw::AcqRel => Ordering::AcqRel,
            Kw::SeqCst => Ordering::SeqCst,
            _ => return self.expected("ordering"),
        };
        if self.tok.kind != Tok::Ident {
            return self.expected("ordering");
        }
        self.bump();
        Ok(o)
    }

    /// `, align N` if present (not a metadata attachment).
    fn parse_opt_comma_align(&mut self) -> PResult<MaybeAlign> {
        if self.tok.kind != Tok::Comma {
            return Ok(MaybeAlign::NONE);
        }
        if self.comma_then_md() {
            return Ok(MaybeAlign::NONE);
        }
        self.bump();
        self.expect_kw(Kw::Align)?;
        let a = self.parse_alignment_value()?;
        Ok(MaybeAlign::from_bytes(a))
    }

    fn parse_alloca(&mut self, fs: &mut FnState) -> PResult<Inst> {
        self.bump();
        let c = *self.m.types.common();
        let mut fl = 0;
        loop {
            if self.eat_kw(Kw::InAlloca) {
                fl |= flags::INALLOCA;
            } else if self.eat_kw(Kw::SwiftError) {
                fl |= flags::SWIFTERROR;
            } else {
                break;
            }
        }
        let tpos = self.pos();
        let allocated = self.parse_type()?;
        if !self.is_sized(allocated)
            && !matches!(self.m.types.get(allocated), TypeData::TargetExt { .. })
        {
            return self.err_at(tpos, "Cannot allocate unsized type");
        }
        let mut align = MaybeAlign::NONE;
        let mut addrspace = self.m.datalayout.alloca_addrspace();
        let mut count = None;
        while self.tok.kind == Tok::Comma {
            if self.comma_then_md() {
                break;
            }
            self.bump();
            if self.eat_kw(Kw::Align) {
                align = MaybeAlign::from_bytes(self.parse_alignment_value()?);
            } else if self.is_kw(Kw::AddrSpace) {
                addrspace = self.parse_addrspace()?;
            } else if count.is_none() && align == MaybeAlign::NONE {
                let cpos = self.pos();
                let (ty, v) = self.parse_typed_value(fs)?;
                if !self.m.types.is_int(ty) {
                    return self.err_at(cpos, "element count must have integer type");
                }
                count = Some(v);
            } else {
                return self.expected("'align' or 'addrspace'");
            }
        }
        if count.is_some() {
            fl |= flags::HAS_COUNT;
        }
        let count = count.unwrap_or_else(|| Value::Const(self.m.consts.int(c.i32, 32, 1)));
        let rt = self.m.types.ptr(addrspace);
        let i = self.push(
            fs,
            InstKind::Alloca {
                allocated,
                align,
                addrspace,
            },
            rt,
            &[count],
        );
        fs.body.insts[i].flags = fl;
        Ok(i)
    }

    fn parse_load(&mut self, fs: &mut FnState) -> PResult<Inst> {
        let pos = self.pos();
        self.bump();
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, "',' after load's type")?;
        let ppos = self.pos();
        let (pt, p) = self.parse_typed_value(fs)?;
        if !self.m.types.is_ptr(pt) {
            return self.err_at(ppos, "load operand must be a pointer");
        }
        if !self.is_sized(ty) {
            return self.err_at(pos, "loading unsized types is not allowed");
        }
        let mut opos = pos;
        let (scope, ordering) = if atomic {
            let s = self.parse_syncscope()?;
            opos = self.pos();
            (s, self.parse_ordering()?)
        } else {
            (SyncScope::System, Ordering::NotAtomic)
        };
        let align = self.parse_opt_comma_align()?;
        if atomic && align == MaybeAlign::NONE {
            return self.err_at(pos, "atomic load must have explicit non-zero alignment");
        }
        if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
            return self.err_at(opos, "atomic load cannot use Release ordering");
        }
        let i = self.push(
            fs,
            InstKind::Load {
                align,
                ordering,
                scope,
            },
            ty,
            &[p],
        );
        fs.body.insts[i].flags = if volatile { flags::VOLATILE } else { 0 };
        Ok(i)
    }

    fn parse_store(&mut self, fs: &mut FnState) -> PResult<Inst> {
        let pos = self.pos();
        self.bump();
        let atomic = self.eat_kw(Kw::Atomic);
        let volatile = self.eat_kw(Kw::Volatile);
        let tpos = self.pos();
        let (ty, v) = self.parse_typed_value(fs)?;
        self.expect(Tok::Comma, "',' after store operand")?;
        let ppos = self.pos();
        let (pt, p) = self.parse_typed_value(fs)?;
        if !self.m.types.is_ptr(pt) {
            return self.err_at(ppos, "store operand must be a pointer");
        }
        if !self.is_sized(ty) {
            return self.err_at(tpos, "storing unsized types is not allowed");
        }
        let mut opos = pos;
        let (scope, ordering) = if atomic {
            let s = self.parse_syncscope()?;
            opos = self.pos();
            (s, self.parse_ordering()?)
        } else {
            (SyncScope::System, Ordering::NotAtomic)
        };
        let align = self.parse_opt_comma_align()?;
        if atomic && align == MaybeAlign::NONE {
            return self.err_at(pos, "atomic store must have explicit non-zero alignment");
        }
        if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
            return self.err_at(opos, "atomic store cannot use Acquire ordering");
        }
        let void = self.m.types.common().void;
        let i = self.push(
            fs,
            InstKind::Store {
                align,
                ordering,
                scope,
            },
            void,
            &[v, p],
        );
        fs.body.insts[i].flags = if volatile { flags::VOLATILE } else { 0 };
        Ok(i)
    }

    fn parse_cmpxchg(&mut self, fs: &mut FnState) -> PResult<Inst> {
        self.bump();
        let mut fl = 0;
        if self.eat_kw(Kw::Weak) {
            fl |= flags::WEAK;
        }
        if self.eat_kw(Kw::Volatile) {
            fl |= flags::VOLATILE;
        }
        let (_, p) = self.parse_typed_value(fs)?;
        self.expect(Tok::Comma, "','")?;
        let (ty, cmp) = self.parse_typed_value(fs)?;
        self.expect(Tok::Comma, "','")?;
        let npos = self.pos();
        let nt = self.parse_type()?;
        if nt != ty {
            return self.err_at(npos, "compare value and new value type do not match");
        }
        let new = self.parse_value(fs, nt)?;
        let scope = self.parse_syncscope()?;
        let spos = self.pos();
        let success = self.parse_ordering()?;
        let fpos = self.pos();
        let failure = self.parse_ordering()?;
        if success == Ordering::Unordered {
            return self.err_at(
                spos,
                "invalid cmpxchg success ordering: cannot be unordered",
            );
        }
        if failure == Ordering::Unordered {
            return self.err_at(
                fpos,
                "invalid cmpxchg failure ordering: cannot be unordered",
            );
        }
        if matches!(failure, Ordering::Release | Ordering::AcqRel) {
            return self.err_at(
                fpos,
                "invalid cmpxchg failure ordering: cannot be release or acq_rel",
            );
        }
        let align = self.parse_opt_comma_align()?;
        let i1 = self.m.types.common().i1;
        let rt = self.m.types.literal_struct(false, &[ty, i1]);
        let i = self.push(
            fs,
            InstKind::CmpXchg {
                success,
                failure,
                scope,
                align,
            },
            rt,
            &[p, cmp, new],
        );
        fs.body.insts[i].flags = fl;
        Ok(i)
    }

    fn parse_atomicrmw(&mut self, fs: &mut FnState) -> PResult<Inst> {
        self.bump();
        let volatile = self.eat_kw(Kw::Volatile);
        let t = self.text();
        let Some(&op) = RmwOp::ALL.iter().find(|o| o.name().as_bytes() == t) else {
            return self.expected("binary operation for atomicrmw");
        };
        self.bump();
        let (_, p) = self.parse_typed_value(fs)?;
        self.expect(Tok::Comma, "','")?;
        let (ty, v) = self.parse_typed_value(fs)?;
        let scope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        let align = self.parse_opt_comma_align()?;
        let i = self.push(
            fs,
            InstKind::AtomicRmw {
                op,
                ordering,
                scope,
                align,
            },
            ty,
            &[p, v],
        );
        fs.body.insts[i].flags = if volatile { flags::VOLATILE } else { 0 };
        Ok(i)
    }

    fn parse_gep(&mut self, fs: &mut FnState) -> PResult<Inst> {
        self.bump();
        let fl = self.parse_flag_words(&[
            (Kw::InBounds, flags::INBOUNDS),
            (Kw::Nusw, flags::NUSW),
            (Kw::Nuw, flags::NUW),
        ]);
        let tpos = self.pos();
        let source = self.parse_type()?;
        if !self.is_sized(source) {
            return self.err_at(tpos, "base element of getelementptr must be sized");
        }
        self.expect(Tok::Comma, "',' after getelementptr's type")?;
        let ppos = self.pos();
        let (pt, p) = self.parse_typed_value(fs)?;
        let scalar_ptr = self.m.types.scalar(pt);
        if !self.m.types.is_ptr(scalar_ptr) {
            return self.err_at(ppos, "base of getelementptr must be a pointer");
        }
        // Operands, gathered in a reusable buffer.
        let mut args = std::mem::take(&mut self.scratch.values);
        args.clear();
        args.push(p);
        let r = self.parse_gep_indices(fs, pt, scalar_ptr, &mut args);
        let r = r.map(|rt| {
            let i = self.push(fs, InstKind::GetElementPtr { source }, rt, &args);
            fs.body.insts[i].flags = fl;
            i
        });
        self.scratch.values = args;
        r
    }

    /// The indices of a getelementptr (into `args`); returns its result type.
    fn parse_gep_indices(
        &mut self,
        fs: &mut FnState,
        pt: Type,
        scalar_ptr: Type,
        args: &mut Vec<Value>,
    ) -> PResult<Type> {
        let mut vec_shape = self.m.types.is_vector(pt).then_some(pt);
        while self.tok.kind == Tok::Comma && !self.comma_then_md() {
            self.bump();
            let ipos = self.pos();
            let (it, iv) = self.parse_typed_value(fs)?;
            if !self.m.types.is_int(self.m.types.scalar(it)) {
                return self.err_at(ipos, "getelementptr index must be an integer");
            }
            if self.m.types.is_vector(it) && vec_shape.is_none() {
                vec_shape = Some(it);
            }
            args.push(iv);
        }
        Ok(match vec_shape {
            Some(shape) => self.m.types.with_elem_of(shape, scalar_ptr),
            None => pt,
        })
    }

    fn parse_landingpad(&mut self, fs: &mut FnState) -> PResult<Inst> {
        let pos = self.pos();
        self.bump();
        let ty = self.parse_type()?;
        let cleanup = self.eat_kw(Kw::Cleanup);
        let start = fs.body.clause_pool.len() as u32;
        let mut args = Vec::new();
        loop {
            let k = if self.eat_kw(Kw::Catch) {
                Clause::Catch
            } else if self.eat_kw(Kw::Filter) {
                Clause::Filter
            } else {
                break;
            };
            let (_, v) = self.parse_typed_value(fs)?;
            fs.body.clause_pool.push(k);
            args.push(v);
        }
        if !cleanup && args.is_empty() {
            if self.tok.kind != Tok::Eof {
                return self.err_at(
                    pos,
                    "landingpad needs at least one clause ('catch' or 'filter') or 'cleanup'",
                );
            }
            return self.expected("'catch' or 'filter' clause");
        }
        let i = self.push(fs, InstKind::LandingPad { start }, ty, &args);
        if cleanup {
            fs.body.insts[i].flags = flags::CLEANUP;
        }
        Ok(i)
    }

    /// `call`/`invoke`/`callbr` after their keyword (`call` with its tail marker still to
    /// be read when `site` is `None`).
    fn parse_call(&mut self, fs: &mut FnState, site: Option<CallSite>) -> PResult<Inst> {
        let mut tail = TailKind::None;
        if site.is_none() {
            tail = match self.tok.kw {
                Kw::Tail => TailKind::Tail,
                Kw::MustTail => TailKind::MustTail,
                Kw::NoTail => TailKind::NoTail,
                _ => TailKind::None,
            };
            if tail != TailKind::None {
                self.bump();
            }
            self.expect_kw(Kw::Call)?;
        }
        let fm = if site.is_none() { self.parse_fmf() } else { 0 };
        let cc: CallConv = self.parse_opt_call_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let addrspace = if self.is_kw(Kw::AddrSpace) {
            Some(self.parse_addrspace()?)
        } else {
            None
        };
        let tpos = self.pos();
        let ty = self.parse_type_or_void()?;
        let explicit = self.m.types.function_parts(ty).is_some();
        // Callee.
        let callee = if self.is_kw(Kw::Asm) {
            self.parse_inline_asm(fs, ty)?
        } else {
            let pt = self.m.types.ptr(addrspace.unwrap_or(0));
            self.parse_value(fs, pt)?
        };
        // Arguments, gathered in reusable buffers.
        self.expect(Tok::LParen, "'(' in call")?;
        let mut args = std::mem::take(&mut self.scratch.values);
        let mut arg_types = std::mem::take(&mut self.scratch.types);
        let mut param_attrs = std::mem::take(&mut self.scratch.sets);
        args.clear();
        arg_types.clear();
        param_attrs.clear();
        args.push(callee);
        let r = self.parse_call_rest(
            fs,
            site,
            tail,
            fm,
            cc,
            ret_attrs,
            addrspace,
            tpos,
            ty,
            explicit,
            &mut args,
            &mut arg_types,
            &mut param_attrs,
        );
        self.scratch.values = args;
        self.scratch.types = arg_types;
        self.scratch.sets = param_attrs;
        r
    }

    /// The argument list and everything after it of a call-like instruction.
    #[allow(clippy::too_many_arguments)]
    fn parse_call_rest(
        &mut self,
        fs: &mut FnState,
        site: Option<CallSite>,
        tail: TailKind,
        fm: u8,
        cc: CallConv,
        ret_attrs: AttrSet,
        addrspace: Option<u32>,
        tpos: usize,
        ty: Type,
        explicit: bool,
        args: &mut Vec<Value>,
        arg_types: &mut Vec<Type>,
        param_attrs: &mut Vec<AttrSet>,
    ) -> PResult<Inst> {
        let c = *self.m.types.common();
        let callee = args[0];
        if !self.eat(Tok::RParen) {
            loop {
                if self.tok.kind == Tok::DotDotDot {
                    if tail != TailKind::MustTail {
                        return self
                            .err("unexpected ellipsis in argument list for non-musttail call");
                    }
                    self.bump();
                    self.expect(Tok::RParen, "')'")?;
                    break;
                }
                let apos = self.pos();
                let at = self.parse_type()?;
                // Each argument against the explicit function type's parameter.
                let want = if explicit {
                    self.m.types.function_parts(ty)
                } else {
                    None
                };
                if let Some(&p) = want.and_then(|(_, ps, _)| ps.get(arg_types.len())) {
                    if p != at {
                        return self.err_at(
                            apos,
                            format!("argument is not of expected type '{}'", self.type_str(p)),
                        );
                    }
                }
                let a = if at == c.metadata {
                    AttrSet::EMPTY
                } else {
                    self.parse_param_attrs()?
                };
                let v = self.parse_value(fs, at)?;
                args.push(v);
                arg_types.push(at);
                param_attrs.push(a);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in argument list")?;
            }
        }
        let fn_ty = if explicit {
            let (_, params, vararg) = self.m.types.function_parts(ty).unwrap();
            let ok = if vararg {
                params.len() <= arg_types.len()
            } else {
                params.len() == arg_types.len()
            };
            if !ok || params.iter().zip(arg_types.iter()).any(|(a, b)| a != b) {
                return self.err_at(
                    tpos,
                    "invalid call argument list: arguments do not match the function type",
                );
            }
            ty
        } else {
            if matches!(self.m.types.get(ty), TypeData::Label | TypeData::Metadata) {
                return self.err_at(tpos, "invalid result type for call");
            }
            self.m.types.function(ty, arg_types, false)
        };
        let (ret_ty, _, _) = self.m.types.function_parts(fn_ty).unwrap();
        if let Value::Asm(a) = callee {
            fs.body.asms[a as usize].fn_ty = fn_ty;
        }
        let gpos = self.pos();
        let mut groups = Vec::new();
        let mut fn_attrs = self.parse_fn_attrs(&mut groups)?;
        let fn_set = self.m.attrs.intern_set(&mut fn_attrs);
        let attrs = self.m.attrs.intern_list(fn_set, ret_attrs, param_attrs);
        let num_args = arg_types.len() as u32;
        // Operand bundles.
        let mut bundles = Vec::new();
        if self.eat(Tok::LSquare) {
            loop {
                let tag = self.parse_string("operand bundle tag")?;
                let tag = self.m.syms.intern(&tag);
                self.expect(Tok::LParen, "'('")?;
                let mut n = 0;
                if !self.eat(Tok::RParen) {
                    loop {
                        let (_, v) = self.parse_typed_value(fs)?;
                        args.push(v);
                        n += 1;
                        if self.eat(Tok::RParen) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                bundles.push((tag, n));
                if self.eat(Tok::RSquare) {
                    break;
                }
                self.expect(Tok::Comma, "','")?;
            }
        }
        let mut num_indirect = 0;
        let kind_of = |id| match site {
            None => InstKind::Call(id),
            Some(CallSite::Invoke) => InstKind::Invoke(id),
            Some(CallSite::CallBr) => InstKind::CallBr(id),
        };
        match site {
            Some(CallSite::Invoke) => {
                self.expect_kw(Kw::To)?;
                args.push(self.parse_label(fs)?);
                self.expect_kw(Kw::Unwind)?;
                args.push(self.parse_label(fs)?);
            }
            Some(CallSite::CallBr) => {
                self.expect_kw(Kw::To)?;
                args.push(self.parse_label(fs)?);
                self.expect(Tok::LSquare, "'['")?;
                if !self.eat(Tok::RSquare) {
                    loop {
                        args.push(self.parse_label(fs)?);
                        num_indirect += 1;
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
            }
            None => {}
        }
        let info = CallInfo {
            fn_ty,
            explicit_fn_ty: explicit,
            cc,
            attrs,
            tail,
            addrspace,
            num_args,
            num_indirect,
            bundles,
        };
        let id = fs.body.calls.push(info);
        if !groups.is_empty() {
            self.group_uses
                .push((GroupUse::Call(fs.g, id), groups, gpos));
        }
        let i = self.push(fs, kind_of(id), ret_ty, args);
        fs.body.insts[i].fmf = fm;
        Ok(i)
    }

    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "tmpl", "constraints"`.
    fn parse_inline_asm(&mut self, fs: &mut FnState, ty: Type) -> PResult<Value> {
        self.bump();
        let side_effect = self.eat_kw(Kw::SideEffect);
        let align_stack = self.eat_kw(Kw::AlignStack);
        let intel_dialect = self.eat_kw(Kw::IntelDialect);
        let unwind = self.eat_kw(Kw::Unwind);
        let template = self.parse_string("asm template")?;
        self.expect(Tok::Comma, "','")?;
        let constraints = self.parse_string("asm constraints")?;
        fs.body.asms.push(InlineAsm {
            fn_ty: ty,
            template: template.into(),
            constraints: constraints.into(),
            side_effect,
            align_stack,
            intel_dialect,
            unwind,
        });
        Ok(Value::Asm(fs.body.asms.len() as u32 - 1))
    }
}

/// Which call-like instruction is being parsed.
#[derive(Copy, Clone, PartialEq, Eq)]
enum CallSite {
    Invoke,
    CallBr,
}
