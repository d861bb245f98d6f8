//! Types and named type definitions.

use super::{Ctx, PResult, Parser};
use crate::lexer::{Kw, Tok};
use crate::types::{StructBody, StructName, Type, TypeData};

/// Largest integer width LLVM accepts (`IntegerType::MAX_INT_BITS`, 2^23).
const MAX_INT_BITS: u64 = 1 << 23;

impl<C: Ctx> Parser<'_, C> {
    /// A type that may not be `void`.
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        let pos = self.pos();
        let t = self.parse_type_or_void()?;
        if t == self.m.types.common().void {
            return self.err_at(pos, "void type only allowed for function results");
        }
        Ok(t)
    }

    /// A type, `void` allowed.
    #[inline]
    pub(super) fn parse_type_or_void(&mut self) -> PResult<Type> {
        match self.simple_type() {
            Some(t) => {
                self.bump();
                Ok(t)
            }
            None => self.parse_compound_type(),
        }
    }

    /// The common case of [`Parser::parse_type_or_void`]: a keyword of an integer type
    /// of the usual widths, `float`, `double`, `void` or `ptr`, not followed by what
    /// would extend it (`*`, `(`, `addrspace`).
    #[inline]
    fn simple_type(&mut self) -> Option<Type> {
        let c = self.m.types.common();
        let t = match self.tok.kw {
            Kw::Ptr => c.ptr,
            Kw::I32 => c.i32,
            Kw::I64 => c.i64,
            Kw::I8 => c.i8,
            Kw::I1 => c.i1,
            Kw::I16 => c.i16,
            Kw::Void => c.void,
            Kw::Double => c.double,
            Kw::Float => c.float,
            _ => return None,
        };
        let next = self.peek();
        if matches!(next.kind, Tok::Star | Tok::LParen) || next.kw == Kw::AddrSpace {
            return None;
        }
        Some(t)
    }

    /// [`Parser::parse_type_or_void`] for all types.
    #[inline(never)]
    fn parse_compound_type(&mut self) -> PResult<Type> {
        self.nested(Self::parse_compound_type_here)
    }

    /// [`Parser::parse_compound_type`] at the current nesting level.
    fn parse_compound_type_here(&mut self) -> PResult<Type> {
        let mut t = self.parse_base_type()?;
        loop {
            match self.tok.kind {
                Tok::Star => {
                    match self.m.types.get(t) {
                        TypeData::Void => {
                            return self.err("pointers to void are invalid - use i8* instead")
                        }
                        TypeData::Label => return self.err("basic block pointers are invalid"),
                        TypeData::Metadata | TypeData::Token | TypeData::X86Amx => {
                            return self.err("pointer to this type is invalid")
                        }
                        _ => {}
                    }
                    self.bump();
                    t = self.m.types.common().ptr;
                }
                Tok::LParen => t = self.parse_function_type(t)?,
                Tok::Ident if self.tok.kw == Kw::AddrSpace && !self.m.types.is_ptr(t) => {
                    // Old typed pointer: `T addrspace(N)*`.
                    let save = self.save();
                    let a = self.parse_addrspace()?;
                    if self.tok.kind == Tok::Star {
                        self.bump();
                        t = self.m.types.ptr(a);
                    } else {
                        self.restore(save);
                        return Ok(t);
                    }
                }
                _ => return Ok(t),
            }
        }
    }

    /// `addrspace(N)`; the current token is `addrspace`.
    pub(super) fn parse_addrspace(&mut self) -> PResult<u32> {
        self.expect_kw(Kw::AddrSpace)?;
        self.expect(Tok::LParen, "'('")?;
        let n = if self.tok.kind == Tok::Str {
            // Named address spaces ("A", "G", "P") refer to the data layout.
            let pos = self.pos();
            let s = self.parse_string("address space")?;
            match s.as_slice() {
                b"A" => self.m.datalayout.alloca_addrspace(),
                b"G" => self.m.datalayout.globals_addrspace(),
                b"P" => self.m.datalayout.program_addrspace(),
                _ => {
                    return self.err_at(
                        pos,
                        format!(
                            "invalid symbolic address space '{}'",
                            super::escape_text(&s)
                        ),
                    )
                }
            }
        } else {
            let pos = self.pos();
            let n = self.parse_u32("address space")?;
            if n >= 1 << 24 {
                return self.err_at(pos, "invalid address space, must be a 24-bit integer");
            }
            n
        };
        self.expect(Tok::RParen, "')'")?;
        Ok(n)
    }

    /// `[addrspace(N)]`, 0 when absent.
    pub(super) fn parse_opt_addrspace(&mut self) -> PResult<u32> {
        if self.is_kw(Kw::AddrSpace) {
            self.parse_addrspace()
        } else {
            Ok(0)
        }
    }

    /// Whether the current word is `i` and digits (an integer type).
    fn is_int_type_word(&self) -> bool {
        let w = self.text();
        w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit)
    }

    fn parse_base_type(&mut self) -> PResult<Type> {
        let pos = self.pos();
        let t = match self.tok.kind {
            Tok::Ident => {
                let t = match self.tok.kw {
                    Kw::I1 => self.m.types.common().i1,
                    Kw::I8 => self.m.types.common().i8,
                    Kw::I16 => self.m.types.common().i16,
                    Kw::I32 => self.m.types.common().i32,
                    Kw::I64 => self.m.types.common().i64,
                    Kw::I128 => self.m.types.common().i128,
                    Kw::Void => self.m.types.common().void,
                    Kw::Half => self.m.types.intern(TypeData::Half),
                    Kw::BFloat => self.m.types.intern(TypeData::BFloat),
                    Kw::Float => self.m.types.common().float,
                    Kw::Double => self.m.types.common().double,
                    Kw::X86Fp80 => self.m.types.intern(TypeData::X86Fp80),
                    Kw::Fp128 => self.m.types.intern(TypeData::Fp128),
                    Kw::PpcFp128 => self.m.types.intern(TypeData::PpcFp128),
                    Kw::Label => self.m.types.common().label,
                    Kw::Metadata => self.m.types.common().metadata,
                    Kw::Token => self.m.types.common().token,
                    Kw::X86Amx => self.m.types.intern(TypeData::X86Amx),
                    Kw::X86Mmx => self.m.types.vector(false, 1, self.m.types.common().i64),
                    Kw::Ptr => {
                        self.bump();
                        let t = if self.is_kw(Kw::AddrSpace) {
                            let a = self.parse_addrspace()?;
                            self.m.types.ptr(a)
                        } else {
                            self.m.types.common().ptr
                        };
                        if self.tok.kind == Tok::Star {
                            return self.err("ptr* is invalid - use ptr instead");
                        }
                        return Ok(t);
                    }
                    Kw::Target => {
                        self.bump();
                        return self.parse_target_ext_type();
                    }
                    Kw::Other if self.is_int_type_word() => {
                        match super::decimal_u32(&self.text()[1..]) {
                            Some(1) => self.m.types.common().i1,
                            Some(8) => self.m.types.common().i8,
                            Some(16) => self.m.types.common().i16,
                            Some(32) => self.m.types.common().i32,
                            Some(64) => self.m.types.common().i64,
                            Some(128) => self.m.types.common().i128,
                            Some(b) if (1..=MAX_INT_BITS).contains(&(b as u64)) => {
                                self.m.types.int(b)
                            }
                            _ => {
                                return self.err(format!(
                                    "bitwidth for integer type out of range (1 to {MAX_INT_BITS})"
                                ))
                            }
                        }
                    }
                    _ => return self.expected("type"),
                };
                self.bump();
                t
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.parse_struct_fields(Tok::RBrace)?;
                self.m.types.literal_struct(false, &fields)
            }
            Tok::Less => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let fields = self.parse_struct_fields(Tok::RBrace)?;
                    self.expect(Tok::Greater, "'>' in packed struct")?;
                    self.m.types.literal_struct(true, &fields)
                } else {
                    self.parse_vector_type()?
                }
            }
            Tok::LSquare => {
                self.bump();
                let len = self.parse_u64("array length")?;
                self.expect_kw(Kw::X)?;
                let epos = self.pos();
                let elem = self.parse_type()?;
                if !self.valid_element_type(elem) {
                    return self.err_at(epos, "invalid array element type");
                }
                self.expect(Tok::RSquare, "']' at end of array")?;
                self.m.types.array(len, elem)
            }
            Tok::LocalVar => {
                let name = self.name_of(self.tok);
                self.bump();
                if let Some(&(t, _)) = self.m.named_types.get(&*name) {
                    return Ok(t);
                }
                self.named_type_ref(name.into_owned(), pos)?
            }
            Tok::LocalId => {
                let n = self.number_of(self.tok)?;
                self.bump();
                self.numbered_type_ref(n, pos)?
            }
            _ => return self.expected("type"),
        };
        Ok(t)
    }

    fn valid_element_type(&self, t: Type) -> bool {
        !matches!(
            self.m.types.get(t),
            TypeData::Void
                | TypeData::Label
                | TypeData::Metadata
                | TypeData::Function { .. }
                | TypeData::Token
                | TypeData::X86Amx
        )
    }

    /// Struct fields up to `close` (the opening token is consumed).
    fn parse_struct_fields(&mut self, close: Tok) -> PResult<Vec<Type>> {
        let mut fields = Vec::new();
        if self.eat(close) {
            return Ok(fields);
        }
        loop {
            let pos = self.pos();
            let t = self.parse_type()?;
            // Unlike arrays, structs may hold `x86_amx` (LLVM's StructType::isValidElementType).
            if !self.valid_element_type(t) && !matches!(self.m.types.get(t), TypeData::X86Amx) {
                return self.err_at(pos, "invalid element type for struct");
            }
            fields.push(t);
            if self.eat(close) {
                return Ok(fields);
            }
            self.expect(Tok::Comma, "',' or '}' in struct type")?;
        }
    }

    /// `<N x T>` or `<vscale x N x T>` after the `<`.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        let scalable = self.eat_kw(Kw::VScale);
        if scalable {
            self.expect_kw(Kw::X)?;
        }
        let pos = self.pos();
        let len = self.parse_u64("vector length")?;
        if len == 0 || len > u32::MAX as u64 {
            return self.err_at(pos, "zero or too large vector length");
        }
        self.expect_kw(Kw::X)?;
        let epos = self.pos();
        let elem = self.parse_type()?;
        match self.m.types.get(elem) {
            TypeData::Int(_)
            | TypeData::Ptr(_)
            | TypeData::Half
            | TypeData::BFloat
            | TypeData::Float
            | TypeData::Double
            | TypeData::X86Fp80
            | TypeData::Fp128
            | TypeData::PpcFp128 => {}
            _ => return self.err_at(epos, "invalid vector element type"),
        }
        self.expect(Tok::Greater, "'>' at end of vector type")?;
        Ok(self.m.types.vector(scalable, len as u32, elem))
    }

    /// `target("name", types…, ints…)` after `target`.
    fn parse_target_ext_type(&mut self) -> PResult<Type> {
        self.expect(Tok::LParen, "'('")?;
        let name = self.parse_string("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.tok.kind == Tok::Int {
                ints.push(self.parse_u32("integer parameter")?);
            } else {
                if !ints.is_empty() {
                    return self.err("type parameters must precede integer parameters");
                }
                // LLVM allows `void` here (`target("spirv.Image", void, 1, …)`).
                types.push(self.parse_type_or_void()?);
            }
        }
        self.expect(Tok::RParen, "')'")?;
        let name = String::from_utf8_lossy(&name).into_owned().into_boxed_str();
        Ok(self.m.types.intern(TypeData::TargetExt {
            name,
            types: types.into(),
            ints: ints.into(),
        }))
    }

    /// `R (P, …)` after the return type `ret`; the current token is `(`.
    fn parse_function_type(&mut self, ret: Type) -> PResult<Type> {
        match self.m.types.get(ret) {
            TypeData::Label | TypeData::Metadata => {
                return self.err("invalid function return type")
            }
            _ => {}
        }
        self.bump();
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let pos = self.pos();
                let t = self.parse_type()?;
                if matches!(self.m.types.get(t), TypeData::Function { .. }) {
                    return self.err_at(pos, "invalid type for function argument");
                }
                // Attributes and names are not allowed in function types, but old IR
                // writes them; skip parameter attributes silently as LLVM upgrades them.
                params.push(t);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in function type")?;
            }
        }
        Ok(self.m.types.function(ret, &params, vararg))
    }

    /// The identified struct `%name`, created if undefined (which only a parser owning
    /// the module can do).
    fn named_type_ref(&mut self, name: Vec<u8>, pos: usize) -> PResult<Type> {
        if let Some(&(t, _)) = self.m.named_types.get(name.as_slice()) {
            return Ok(t);
        }
        let Some(m) = self.m.owned() else {
            return self.err_at(pos, "type not found by the scan");
        };
        let t = m
            .types
            .new_named_struct(StructName::Named(String::from_utf8_lossy(&name).into()));
        m.named_types.insert(name.into(), (t, Some(pos)));
        Ok(t)
    }

    /// The identified struct `%N`, created if undefined (see [`Self::named_type_ref`]).
    fn numbered_type_ref(&mut self, n: u32, pos: usize) -> PResult<Type> {
        if let Some(&(t, _)) = self.m.numbered_types.get(&n) {
            return Ok(t);
        }
        let Some(m) = self.m.owned() else {
            return self.err_at(pos, "type not found by the scan");
        };
        let t = m.types.new_named_struct(StructName::Numbered(n));
        m.numbered_types.insert(n, (t, Some(pos)));
        Ok(t)
    }
}

impl Parser<'_> {
    /// `%name = type …` / `%N = type …`.
    pub(super) fn parse_type_def(&mut self) -> PResult<()> {
        self.check_before_skipped_bodies()?;
        let name_tok = self.tok;
        let pos = self.pos();
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect_kw(Kw::Type)?;
        let existing = match name_tok.kind {
            Tok::LocalVar => self.m.named_types.get(&*self.name_of(name_tok)).copied(),
            _ => self
                .m
                .numbered_types
                .get(&self.number_of(name_tok)?)
                .copied(),
        };
        let type_name =
            || super::escape_text(&self.src[name_tok.start as usize..name_tok.end as usize]);
        if let Some((_, None)) = existing {
            return self.err_at(pos, format!("redefinition of type '{}'", type_name()));
        }
        let is_struct_def = self.is_kw(Kw::Opaque)
            || self.tok.kind == Tok::LBrace
            || (self.tok.kind == Tok::Less && self.peek().kind == Tok::LBrace);
        if !is_struct_def {
            // A non-struct type alias: `%T = type i32`.
            if existing.is_some() {
                return self.err_at(pos, "forward references to non-struct type");
            }
            let t = self.parse_type()?;
            // `%T = type [2 x %T]`: the alias cannot refer to itself.
            let self_ref = match name_tok.kind {
                Tok::LocalVar => self.m.named_types.get(&*self.name_of(name_tok)).copied(),
                _ => self
                    .m
                    .numbered_types
                    .get(&self.number_of(name_tok)?)
                    .copied(),
            };
            if let Some((_, Some(p))) = self_ref {
                let msg = match name_tok.kind {
                    Tok::LocalVar => format!(
                        "use of undefined type named '{}'",
                        super::escape_text(&self.name_of(name_tok))
                    ),
                    _ => format!("use of undefined type '{}'", type_name()),
                };
                return self.err_at(p, msg);
            }
            match name_tok.kind {
                Tok::LocalVar => {
                    self.m
                        .named_types
                        .insert(self.name_of(name_tok).into_owned().into(), (t, None));
                }
                _ => {
                    self.m
                        .numbered_types
                        .insert(self.number_of(name_tok)?, (t, None));
                }
            }
            return Ok(());
        }
        let t = match existing {
            Some((t, _)) => t,
            None => match name_tok.kind {
                Tok::LocalVar => self.named_type_ref(self.name_of(name_tok).into_owned(), pos)?,
                _ => {
                    let n = self.number_of(name_tok)?;
                    self.numbered_type_ref(n, pos)?
                }
            },
        };
        match name_tok.kind {
            Tok::LocalVar => {
                self.m
                    .named_types
                    .insert(self.name_of(name_tok).into_owned().into(), (t, None));
            }
            _ => {
                self.m
                    .numbered_types
                    .insert(self.number_of(name_tok)?, (t, None));
            }
        }
        let TypeData::Named(id) = *self.m.types.get(t) else {
            return self.err_at(pos, "redefinition of type");
        };
        let body = if self.eat_kw(Kw::Opaque) {
            None
        } else if self.eat(Tok::LBrace) {
            let fields = self.parse_struct_fields(Tok::RBrace)?;
            Some(StructBody {
                packed: false,
                fields: fields.into(),
            })
        } else {
            self.expect(Tok::Less, "'<'")?;
            self.expect(Tok::LBrace, "'{'")?;
            let fields = self.parse_struct_fields(Tok::RBrace)?;
            self.expect(Tok::Greater, "'>' in packed struct")?;
            Some(StructBody {
                packed: true,
                fields: fields.into(),
            })
        };
        if body.is_some() {
            self.m.struct_defs.push((t, pos));
        }
        self.m.types.set_struct_body(id, body);
        Ok(())
    }
}
