//! Constants and constant expressions.

use super::{Ctx, PResult, Parser};
use crate::constant::{BlockRef, Const, ConstData, ConstExpr, ConstKind, ExprOp, InRange};
use crate::float;
use crate::inst::{flags, CastOp, FloatPred, IntPred};
use crate::lexer::{unescape, Kw, Tok, NO_NUM};
use crate::types::{Type, TypeData};

impl<C: Ctx> Parser<'_, C> {
    /// `T c`: a type followed by a constant of that type.
    pub(super) fn parse_typed_const(&mut self) -> PResult<Const> {
        let ty = self.parse_type()?;
        self.parse_const(ty)
    }

    fn mk(&mut self, ty: Type, kind: ConstKind) -> Const {
        self.m.consts.intern(ConstData { ty, kind })
    }

    /// A constant of type `ty`.
    pub(super) fn parse_const(&mut self, ty: Type) -> PResult<Const> {
        match self.tok.kind {
            Tok::Int | Tok::Float | Tok::GlobalVar | Tok::GlobalId => self.parse_const_here(ty),
            _ => self.nested(|p| p.parse_const_here(ty)),
        }
    }

    /// [`Parser::parse_const`] at the current nesting level.
    fn parse_const_here(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        match self.tok.kind {
            Tok::Int => self.parse_int_const(ty),
            Tok::Float => self.parse_float_const(ty),
            Tok::GlobalVar | Tok::GlobalId => {
                if !self.m.types.is_ptr(ty) {
                    return self.err("global variable reference must have pointer type");
                }
                let g = self.global_ref(self.tok)?;
                self.bump();
                Ok(self.mk(ty, ConstKind::Global(g)))
            }
            Tok::LSquare => {
                self.bump();
                let mut at = Vec::new();
                let elems = self.parse_const_elems(Tok::RSquare, &mut at)?;
                let TypeData::Array { len, elem } = *self.m.types.get(ty) else {
                    return self.err_at(pos, "array constant must have array type");
                };
                if elems.len() as u64 != len {
                    return self.err_at(
                        pos,
                        format!(
                            "array constant has {} elements but type has {len}",
                            elems.len()
                        ),
                    );
                }
                self.check_elem_types(&elems, elem, &at, "array")?;
                Ok(self.make_array(ty, elem, elems))
            }
            Tok::LBrace => {
                self.bump();
                let mut at = Vec::new();
                let elems = self.parse_const_elems(Tok::RBrace, &mut at)?;
                self.make_struct(ty, elems, false, pos, &at)
            }
            Tok::Less => {
                self.bump();
                let mut at = Vec::new();
                if self.eat(Tok::LBrace) {
                    let elems = self.parse_const_elems(Tok::RBrace, &mut at)?;
                    self.expect(Tok::Greater, "'>'")?;
                    return self.make_struct(ty, elems, true, pos, &at);
                }
                let elems = self.parse_const_elems(Tok::Greater, &mut at)?;
                let TypeData::Vector {
                    len,
                    elem,
                    scalable,
                } = *self.m.types.get(ty)
                else {
                    return self.err_at(pos, "vector constant must have vector type");
                };
                if scalable || elems.len() as u64 != len as u64 {
                    return self.err_at(
                        pos,
                        format!(
                            "vector constant has {} elements but its type is '{}'",
                            elems.len(),
                            self.type_str(ty)
                        ),
                    );
                }
                self.check_elem_types(&elems, elem, &at, "vector")?;
                Ok(self.mk(ty, ConstKind::Aggregate(elems.into())))
            }
            Tok::Ident => self.parse_keyword_const(ty),
            _ => self.expected("constant"),
        }
    }

    /// Checks that every element of an array or vector constant has type `elem`;
    /// `at` holds the elements' positions.
    fn check_elem_types(
        &self,
        elems: &[Const],
        elem: Type,
        at: &[usize],
        what: &str,
    ) -> PResult<()> {
        if let Some(i) = elems.iter().position(|&e| self.m.consts.ty(e) != elem) {
            return self.err_at(
                at[i],
                format!(
                    "{what} element #{i} has type '{}' but expected '{}'",
                    self.type_str(self.m.consts.ty(elems[i])),
                    self.type_str(elem)
                ),
            );
        }
        Ok(())
    }

    /// Arrays of `i8` with integer elements are stored as byte strings, as LLVM does.
    fn make_array(&mut self, ty: Type, elem: Type, elems: Vec<Const>) -> Const {
        if elem == self.m.types.common().i8 && !elems.is_empty() {
            let bytes: Option<Vec<u8>> = elems
                .iter()
                .map(|&e| self.m.consts.as_u64(e).map(|v| v as u8))
                .collect();
            if let Some(b) = bytes {
                return self.mk(ty, ConstKind::Bytes(b.into()));
            }
        }
        self.mk(ty, ConstKind::Aggregate(elems.into()))
    }

    fn make_struct(
        &mut self,
        ty: Type,
        elems: Vec<Const>,
        packed: bool,
        pos: usize,
        at: &[usize],
    ) -> PResult<Const> {
        let Some(fields) = self.m.types.struct_fields(ty) else {
            return self.err_at(pos, "struct constant must have struct type");
        };
        if self.m.types.struct_is_packed(ty) != packed {
            return self.err_at(pos, "packedness of struct constant does not match its type");
        }
        if fields.len() != elems.len() {
            return self.err_at(
                pos,
                format!(
                    "struct constant has {} elements but type '{}' has {}",
                    elems.len(),
                    self.type_str(ty),
                    fields.len()
                ),
            );
        }
        if let Some(i) = (0..fields.len()).find(|&i| self.m.consts.ty(elems[i]) != fields[i]) {
            return self.err_at(
                at[i],
                format!(
                    "struct element #{i} has type '{}' but expected '{}'",
                    self.type_str(self.m.consts.ty(elems[i])),
                    self.type_str(fields[i])
                ),
            );
        }
        Ok(self.mk(ty, ConstKind::Aggregate(elems.into())))
    }

    /// `T c, T c, …` up to `close`.
    fn parse_const_elems(&mut self, close: Tok, at: &mut Vec<usize>) -> PResult<Vec<Const>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            at.push(self.pos());
            v.push(self.parse_typed_const()?);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(Tok::Comma, "',' in constant list")?;
        }
    }

    fn parse_int_const(&mut self, ty: Type) -> PResult<Const> {
        let Some(bits) = self.m.types.int_width(ty) else {
            return self.err("integer constant must have integer type");
        };
        if self.tok.num != NO_NUM {
            let v = self.tok.num as u64;
            self.bump();
            return Ok(self.m.consts.int(ty, bits, v));
        }
        if bits <= 64 {
            // Fast path: a decimal literal that fits in 64 bits.
            let t = self.text();
            let (neg, digits) = match t.first() {
                Some(b'-') => (true, &t[1..]),
                _ => (false, t),
            };
            if let Some(v) = super::decimal_u64(digits) {
                let v = if neg { v.wrapping_neg() } else { v };
                self.bump();
                return Ok(self.m.consts.int(ty, bits, v));
            }
        }
        let limbs = parse_int_literal(self.text(), bits)
            .ok_or_else(|| crate::diag::Diagnostic::new(self.pos(), "invalid integer constant"))?;
        self.bump();
        Ok(self.int_from_limbs(ty, bits, limbs))
    }

    /// An integer constant from little-endian limbs already truncated to `bits`.
    pub(super) fn int_from_limbs(&mut self, ty: Type, bits: u32, limbs: Vec<u64>) -> Const {
        if bits <= 64 {
            self.mk(ty, ConstKind::Int(limbs[0]))
        } else {
            self.mk(ty, ConstKind::BigInt(limbs.into()))
        }
    }

    fn parse_float_const(&mut self, ty: Type) -> PResult<Const> {
        let text = self.text();
        let kind = self.m.types.get(ty).clone();
        // `0xK…`, `0xL…`, `0xM…`, `0xH…`, `0xR…` spell one type each.
        let spelled = match text {
            [b'0', b'x', b'K', ..] => Some(TypeData::X86Fp80),
            [b'0', b'x', b'L', ..] => Some(TypeData::Fp128),
            [b'0', b'x', b'M', ..] => Some(TypeData::PpcFp128),
            [b'0', b'x', b'H', ..] => Some(TypeData::Half),
            [b'0', b'x', b'R', ..] => Some(TypeData::BFloat),
            _ => None,
        };
        let is_float = matches!(
            kind,
            TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128
        );
        if is_float && spelled.is_some_and(|k| k != kind) {
            return self.err(format!(
                "floating point constant does not have type '{}'",
                self.type_str(ty)
            ));
        }
        let bits = float::parse_float_literal(text, &kind)
            .map_err(|e| crate::diag::Diagnostic::new(self.pos(), e))?;
        self.bump();
        Ok(self.mk(ty, ConstKind::Float(bits)))
    }

    fn parse_keyword_const(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        let w = self.tok.kw;
        let simple = match w {
            Kw::True | Kw::False => {
                if ty != self.m.types.common().i1 {
                    return self.err("boolean constant must have type i1");
                }
                Some(ConstKind::Int((w == Kw::True) as u64))
            }
            Kw::Null => {
                if !self.m.types.is_ptr(ty)
                    && !matches!(self.m.types.get(ty), TypeData::TargetExt { .. })
                {
                    return self.err("null must be a pointer type");
                }
                Some(ConstKind::Null)
            }
            Kw::None => {
                if ty != self.m.types.common().token {
                    return self.err("none constant must have token type");
                }
                Some(ConstKind::Null)
            }
            Kw::Undef => Some(ConstKind::Undef),
            Kw::Poison => Some(ConstKind::Poison),
            Kw::ZeroInitializer => Some(ConstKind::Zero),
            _ => None,
        };
        if let Some(k) = simple {
            if matches!(k, ConstKind::Undef | ConstKind::Poison | ConstKind::Zero)
                && matches!(
                    self.m.types.get(ty),
                    TypeData::Void
                        | TypeData::Label
                        | TypeData::Function { .. }
                        | TypeData::Metadata
                )
            {
                return self.err("invalid type for constant");
            }
            self.bump();
            return Ok(self.mk(ty, k));
        }
        match w {
            Kw::C => {
                self.bump();
                if self.tok.kind != Tok::Str {
                    return self.expected("string after 'c'");
                }
                let t = self.text();
                let bytes = unescape(&t[1..t.len() - 1]);
                self.bump();
                let i8t = self.m.types.common().i8;
                match *self.m.types.get(ty) {
                    TypeData::Array { len, elem } if elem == i8t && len == bytes.len() as u64 => {}
                    _ => {
                        return self.err_at(
                            pos,
                            format!(
                                "constant expression type mismatch: got type '[{} x i8]' but \
                                 expected '{}'",
                                bytes.len(),
                                self.type_str(ty)
                            ),
                        )
                    }
                }
                Ok(self.mk(ty, ConstKind::Bytes(bytes.into())))
            }
            Kw::Splat => {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let vpos = self.pos();
                let v = self.parse_typed_const()?;
                self.expect(Tok::RParen, "')'")?;
                match *self.m.types.get(ty) {
                    TypeData::Vector { elem, .. } if elem == self.m.consts.ty(v) => {}
                    TypeData::Vector { elem, .. } => {
                        return self.err_at(
                            vpos,
                            format!(
                                "splat operand has type '{}' but the vector element type is '{}'",
                                self.type_str(self.m.consts.ty(v)),
                                self.type_str(elem)
                            ),
                        )
                    }
                    _ => {
                        return self.err_at(
                            pos,
                            format!(
                                "splat constant must have vector type, not '{}'",
                                self.type_str(ty)
                            ),
                        )
                    }
                }
                Ok(self.mk(ty, ConstKind::Splat(v)))
            }
            Kw::BlockAddress => {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId) {
                    return self.expected("function name in blockaddress");
                }
                let fpos = self.pos();
                let f = self.global_ref(self.tok)?;
                self.bump();
                self.expect(Tok::Comma, "','")?;
                let bpos = self.pos();
                let b = match self.tok.kind {
                    Tok::LocalVar => BlockRef::Named(self.m.syms.intern(&self.name_of(self.tok))),
                    Tok::LocalId => BlockRef::Numbered(self.number_of(self.tok)?),
                    _ => return self.expected("basic block name"),
                };
                self.bump();
                self.expect(Tok::RParen, "')'")?;
                self.block_addrs.push(super::BlockAddrUse {
                    func: f,
                    block: b,
                    func_pos: fpos,
                    block_pos: bpos,
                });
                Ok(self.mk(ty, ConstKind::BlockAddress(f, b)))
            }
            Kw::DsoLocalEquivalent | Kw::NoCfi => {
                let dso = w == Kw::DsoLocalEquivalent;
                self.bump();
                if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId) {
                    return self.expected("global value name");
                }
                let g = self.global_ref(self.tok)?;
                if dso {
                    let pos = self.pos();
                    self.dso_equivs.push((g, pos));
                }
                self.bump();
                Ok(self.mk(
                    ty,
                    if dso {
                        ConstKind::DsoLocalEquivalent(g)
                    } else {
                        ConstKind::NoCfi(g)
                    },
                ))
            }
            Kw::PtrAuth => {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let mut ops = vec![self.parse_typed_const()?];
                while self.eat(Tok::Comma) {
                    ops.push(self.parse_typed_const()?);
                }
                self.expect(Tok::RParen, "')'")?;
                if ops.len() < 2 || ops.len() > 5 {
                    return self.err_at(
                        pos,
                        format!(
                            "ptrauth constant takes 2 to 5 operands, found {}",
                            ops.len()
                        ),
                    );
                }
                Ok(self.mk(ty, ConstKind::PtrAuth(ops.into())))
            }
            _ => self.parse_const_expr(ty),
        }
    }

    fn parse_const_expr(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        let w = self.tok.kw;
        let cast = match w {
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
        if let Some(op) = cast {
            self.bump();
            let fl = self.parse_flag_words(&[
                (Kw::Nuw, flags::NUW),
                (Kw::Nsw, flags::NSW),
                (Kw::NNeg, flags::NNEG),
            ]);
            self.expect(Tok::LParen, "'(' in constant expression")?;
            let v = self.parse_typed_const()?;
            self.expect_kw(Kw::To)?;
            let dst = self.parse_type()?;
            self.expect(Tok::RParen, "')'")?;
            if dst != ty {
                return self.err_at(
                    pos,
                    format!(
                        "constant expression type mismatch: got type '{}' but expected '{}'",
                        self.type_str(dst),
                        self.type_str(ty)
                    ),
                );
            }
            let src = self.m.consts.ty(v);
            if !crate::verifier::cast_is_valid(&self.m.types, op, src, dst) {
                return self.err_at(
                    pos,
                    format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(src),
                        self.type_str(dst)
                    ),
                );
            }
            return Ok(self.mk_expr(ty, ExprOp::Cast(op), fl, None, vec![v], Vec::new(), None));
        }
        let bin = match w {
            Kw::Add => Some(ExprOp::Add),
            Kw::Sub => Some(ExprOp::Sub),
            Kw::Mul => Some(ExprOp::Mul),
            Kw::Shl => Some(ExprOp::Shl),
            Kw::LShr => Some(ExprOp::LShr),
            Kw::AShr => Some(ExprOp::AShr),
            Kw::And => Some(ExprOp::And),
            Kw::Or => Some(ExprOp::Or),
            Kw::Xor => Some(ExprOp::Xor),
            Kw::UDiv => Some(ExprOp::UDiv),
            Kw::SDiv => Some(ExprOp::SDiv),
            Kw::URem => Some(ExprOp::URem),
            Kw::SRem => Some(ExprOp::SRem),
            Kw::FAdd => Some(ExprOp::FAdd),
            Kw::FSub => Some(ExprOp::FSub),
            Kw::FMul => Some(ExprOp::FMul),
            Kw::FDiv => Some(ExprOp::FDiv),
            Kw::FRem => Some(ExprOp::FRem),
            _ => None,
        };
        if let Some(op) = bin {
            self.bump();
            let fl = self.parse_flag_words(&[
                (Kw::Nuw, flags::NUW),
                (Kw::Nsw, flags::NSW),
                (Kw::Exact, flags::EXACT),
                (Kw::Disjoint, flags::DISJOINT),
            ]);
            self.expect(Tok::LParen, "'(' in constant expression")?;
            let a = self.parse_typed_const()?;
            self.expect(Tok::Comma, "','")?;
            let b = self.parse_typed_const()?;
            self.expect(Tok::RParen, "')'")?;
            let at = self.m.consts.ty(a);
            if at != self.m.consts.ty(b) || at != ty {
                return self.err_at(
                    pos,
                    "operands of constant expression must have the same type",
                );
            }
            return Ok(self.mk_expr(ty, op, fl, None, vec![a, b], Vec::new(), None));
        }
        match w {
            Kw::FNeg => {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let a = self.parse_typed_const()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(self.mk_expr(ty, ExprOp::FNeg, 0, None, vec![a], Vec::new(), None))
            }
            Kw::ICmp | Kw::FCmp => {
                let is_int = w == Kw::ICmp;
                self.bump();
                let op = if is_int {
                    ExprOp::ICmp(self.parse_int_pred()?)
                } else {
                    ExprOp::FCmp(self.parse_float_pred()?)
                };
                self.expect(Tok::LParen, "'('")?;
                let a = self.parse_typed_const()?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_typed_const()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(self.mk_expr(ty, op, 0, None, vec![a, b], Vec::new(), None))
            }
            Kw::Select => {
                self.bump();
                let ops = self.parse_const_operand_list()?;
                if ops.len() != 3 {
                    return self.err_at(pos, "select takes three operands");
                }
                Ok(self.mk_expr(ty, ExprOp::Select, 0, None, ops, Vec::new(), None))
            }
            Kw::ExtractElement | Kw::InsertElement | Kw::ShuffleVector => {
                let op = match w {
                    Kw::ExtractElement => ExprOp::ExtractElement,
                    Kw::InsertElement => ExprOp::InsertElement,
                    _ => ExprOp::ShuffleVector,
                };
                self.bump();
                let ops = self.parse_const_operand_list()?;
                let want = if op == ExprOp::ExtractElement { 2 } else { 3 };
                if ops.len() != want {
                    return self.err_at(pos, "wrong number of operands in constant expression");
                }
                Ok(self.mk_expr(ty, op, 0, None, ops, Vec::new(), None))
            }
            Kw::ExtractValue | Kw::InsertValue => {
                let op = if w == Kw::ExtractValue {
                    ExprOp::ExtractValue
                } else {
                    ExprOp::InsertValue
                };
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let mut ops = vec![self.parse_typed_const()?];
                if op == ExprOp::InsertValue {
                    self.expect(Tok::Comma, "','")?;
                    ops.push(self.parse_typed_const()?);
                }
                let mut idx = Vec::new();
                while self.eat(Tok::Comma) {
                    idx.push(self.parse_u32("index")?);
                }
                self.expect(Tok::RParen, "')'")?;
                Ok(self.mk_expr(ty, op, 0, None, ops, idx, None))
            }
            Kw::GetElementPtr => self.parse_gep_expr(ty),
            _ => self.expected("constant"),
        }
    }

    /// `(T a, T b, …)`.
    fn parse_const_operand_list(&mut self) -> PResult<Vec<Const>> {
        self.expect(Tok::LParen, "'('")?;
        let mut v = vec![self.parse_typed_const()?];
        while self.eat(Tok::Comma) {
            v.push(self.parse_typed_const()?);
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    fn parse_gep_expr(&mut self, ty: Type) -> PResult<Const> {
        let pos = self.pos();
        self.bump();
        let mut fl = 0;
        let mut inrange = None;
        loop {
            if self.eat_kw(Kw::InBounds) {
                fl |= flags::INBOUNDS;
            } else if self.eat_kw(Kw::Nusw) {
                fl |= flags::NUSW;
            } else if self.eat_kw(Kw::Nuw) {
                fl |= flags::NUW;
            } else if self.is_kw(Kw::InRange) {
                self.bump();
                self.expect(Tok::LParen, "'('")?;
                let a = self.parse_i64("integer")?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_i64("integer")?;
                self.expect(Tok::RParen, "')'")?;
                inrange = Some(InRange::Range(a, b));
            } else {
                break;
            }
        }
        self.expect(Tok::LParen, "'('")?;
        let src = self.parse_type()?;
        let mut ops = Vec::new();
        while self.eat(Tok::Comma) {
            if self.eat_kw(Kw::InRange) {
                inrange = Some(InRange::Index(ops.len() as u32));
            }
            ops.push(self.parse_typed_const()?);
        }
        self.expect(Tok::RParen, "')'")?;
        if ops.is_empty() {
            return self.err_at(pos, "getelementptr requires a pointer operand");
        }
        if !self.is_sized(src) {
            return self.err_at(pos, "base element of getelementptr must be sized");
        }
        // The indices must lead somewhere, as LLVM checks: rllc-fuzz found a struct index
        // past the fields, which the code generator followed. (An index that is not a
        // plain integer, a splat vector, ends the walk.)
        let mut cur = src;
        for &idx in ops.iter().skip(2) {
            let t = &self.m.types;
            cur = match t.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = t.struct_fields(cur).unwrap_or(&[]);
                    match self.m.consts.as_u64(idx) {
                        Some(k) if k < fields.len() as u64 => fields[k as usize],
                        Some(_) => return self.err_at(pos, "invalid getelementptr indices"),
                        None => break,
                    }
                }
                _ => return self.err_at(pos, "invalid getelementptr indices"),
            };
        }
        Ok(self.mk_expr(
            ty,
            ExprOp::GetElementPtr,
            fl,
            Some(src),
            ops,
            Vec::new(),
            inrange,
        ))
    }

    #[allow(clippy::too_many_arguments)]
    fn mk_expr(
        &mut self,
        ty: Type,
        op: ExprOp,
        flags: u16,
        source_ty: Option<Type>,
        operands: Vec<Const>,
        indices: Vec<u32>,
        inrange: Option<InRange>,
    ) -> Const {
        let e = ConstExpr {
            op,
            flags,
            source_ty,
            operands: operands.into(),
            indices: indices.into(),
            inrange,
        };
        self.mk(ty, ConstKind::Expr(Box::new(e)))
    }

    /// An `icmp` predicate keyword.
    pub(super) fn parse_int_pred(&mut self) -> PResult<IntPred> {
        let p = match self.tok.kw {
            Kw::Eq => IntPred::Eq,
            Kw::Ne => IntPred::Ne,
            Kw::Ugt => IntPred::Ugt,
            Kw::Uge => IntPred::Uge,
            Kw::Ult => IntPred::Ult,
            Kw::Ule => IntPred::Ule,
            Kw::Sgt => IntPred::Sgt,
            Kw::Sge => IntPred::Sge,
            Kw::Slt => IntPred::Slt,
            Kw::Sle => IntPred::Sle,
            _ => return self.expected("icmp predicate"),
        };
        self.bump();
        Ok(p)
    }

    /// An `fcmp` predicate keyword.
    pub(super) fn parse_float_pred(&mut self) -> PResult<FloatPred> {
        let p = match self.tok.kw {
            Kw::False => FloatPred::False,
            Kw::Oeq => FloatPred::Oeq,
            Kw::Ogt => FloatPred::Ogt,
            Kw::Oge => FloatPred::Oge,
            Kw::Olt => FloatPred::Olt,
            Kw::Ole => FloatPred::Ole,
            Kw::One => FloatPred::One,
            Kw::Ord => FloatPred::Ord,
            Kw::Ueq => FloatPred::Ueq,
            Kw::Ugt => FloatPred::Ugt,
            Kw::Uge => FloatPred::Uge,
            Kw::Ult => FloatPred::Ult,
            Kw::Ule => FloatPred::Ule,
            Kw::Une => FloatPred::Une,
            Kw::Uno => FloatPred::Uno,
            Kw::True => FloatPred::True,
            _ => return self.expected("fcmp predicate"),
        };
        self.bump();
        Ok(p)
    }

    /// A type as text, for messages.
    pub(super) fn type_str(&self, t: Type) -> String {
        crate::printer::type_to_string(&self.m, t)
    }
}

/// Parses an integer literal (decimal, `u0x…`, `s0x…`) into `bits`-wide little-endian
/// limbs (truncated, two's complement for negatives).
pub(crate) fn parse_int_literal(text: &[u8], bits: u32) -> Option<Vec<u64>> {
    let nlimbs = bits.div_ceil(64).max(1) as usize;
    let (neg, digits, hex, signed_hex) = match text {
        [b'u', b'0', b'x', rest @ ..] => (false, rest, true, false),
        [b's', b'0', b'x', rest @ ..] => (false, rest, true, true),
        [b'-', rest @ ..] => (true, rest, false, false),
        [b'+', rest @ ..] => (false, rest, false, false),
        _ => (false, text, false, false),
    };
    if digits.is_empty() {
        return None;
    }
    // Work with enough limbs for the literal itself, then truncate.
    let work = nlimbs.max(digits.len() / 4 + 2);
    let mut limbs = vec![0u64; work];
    let base: u64 = if hex { 16 } else { 10 };
    for &c in digits {
        let d = (c as char).to_digit(base as u32)? as u64;
        let mut carry = d as u128;
        for l in limbs.iter_mut() {
            let v = (*l as u128) * base as u128 + carry;
            *l = v as u64;
            carry = v >> 64;
        }
    }
    if signed_hex {
        // LLVM truncates the literal to its active bits and reads that as signed: a
        // nonzero `s0x` value is sign-extended from its highest set bit (`s0x7F` is -1).
        if let Some(i) = limbs.iter().rposition(|&l| l != 0) {
            let width = i * 64 + 64 - limbs[i].leading_zeros() as usize;
            for bit in width..work * 64 {
                limbs[bit / 64] |= 1 << (bit % 64);
            }
        }
    }
    if neg {
        let mut carry = 1u128;
        for l in limbs.iter_mut() {
            let v = (!*l) as u128 + carry;
            *l = v as u64;
            carry = v >> 64;
        }
    }
    limbs.truncate(nlimbs);
    if !bits.is_multiple_of(64) {
        let last = limbs.len() - 1;
        limbs[last] &= (1u64 << (bits % 64)) - 1;
    }
    Some(limbs)
}

#[cfg(test)]
mod tests {
    use super::parse_int_literal;

    #[test]
    fn signed_hex_literals_extend_from_their_highest_set_bit() {
        // As LLVM's lexer reads them: truncated to the active bits, then signed.
        assert_eq!(
            parse_int_literal(b"s0x7FFFFFFF", 32),
            Some(vec![0xFFFF_FFFF])
        );
        assert_eq!(parse_int_literal(b"s0x800", 12), Some(vec![0x800]));
        assert_eq!(parse_int_literal(b"s0x00FF", 64), Some(vec![u64::MAX]));
        assert_eq!(parse_int_literal(b"s0x0", 16), Some(vec![0]));
        assert_eq!(parse_int_literal(b"u0xFF", 16), Some(vec![0xFF]));
    }
}
