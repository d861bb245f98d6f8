//! Metadata: node definitions, named metadata, attachments. Nodes are checked for syntax
//! and kept as text (see [`crate::metadata`]).

use super::{Ctx, PResult, Parser};
use crate::intern::Sym;
use crate::lexer::{Kw, Tok};
use crate::metadata::{MdNodeDef, MdRef, NamedMd};

/// Whether `name` is a specialized node kind LLVM 19–21 knows.
pub(super) fn is_specialized_kind(name: &[u8]) -> bool {
    matches!(
        name,
        b"DILocation"
            | b"DIExpression"
            | b"DIGlobalVariableExpression"
            | b"GenericDINode"
            | b"DISubrange"
            | b"DIGenericSubrange"
            | b"DIEnumerator"
            | b"DIBasicType"
            | b"DIFixedPointType"
            | b"DIStringType"
            | b"DIDerivedType"
            | b"DICompositeType"
            | b"DISubroutineType"
            | b"DIFile"
            | b"DICompileUnit"
            | b"DISubprogram"
            | b"DILexicalBlock"
            | b"DILexicalBlockFile"
            | b"DINamespace"
            | b"DIModule"
            | b"DITemplateTypeParameter"
            | b"DITemplateValueParameter"
            | b"DIGlobalVariable"
            | b"DILocalVariable"
            | b"DILabel"
            | b"DIObjCProperty"
            | b"DIImportedEntity"
            | b"DIAssignID"
            | b"DIMacro"
            | b"DIMacroFile"
            | b"DICommonBlock"
            | b"DIArgList"
            | b"DISubrangeType"
    )
}

impl<C: Ctx> Parser<'_, C> {
    /// `!kind !N` (or an inline node) after a comma or in a header.
    pub(super) fn parse_md_attachment(&mut self) -> PResult<(Sym, MdRef)> {
        if self.tok.kind != Tok::MetadataVar {
            return self.expected("metadata attachment");
        }
        let kind = self.md_name_sym();
        self.bump();
        let r = self.parse_md_ref()?;
        Ok((kind, r))
    }

    /// A reference to a node: `!N`, or an inline node kept as text.
    pub(super) fn parse_md_ref(&mut self) -> PResult<MdRef> {
        if self.tok.kind == Tok::Exclaim && self.peek().kind == Tok::Int {
            let pos = self.pos();
            self.bump();
            let n = self.parse_u32("metadata id")?;
            self.md_refs.push((n, pos as u32));
            return Ok(MdRef::Node(n));
        }
        let start = self.pos();
        self.skip_md_node()?;
        let end = self.prev_end as usize;
        Ok(self.m.metadata.add_inline(&self.src[start..end]))
    }

    /// Checks and skips one metadata value: `!N`, `!"s"`, `!{…}`, `!DIKind(…)`.
    pub(super) fn skip_md_node(&mut self) -> PResult<()> {
        self.nested(Self::skip_md_node_here)
    }

    /// [`Parser::skip_md_node`] at the current nesting level.
    fn skip_md_node_here(&mut self) -> PResult<()> {
        match self.tok.kind {
            Tok::Exclaim => {
                let pos = self.pos();
                self.bump();
                match self.tok.kind {
                    Tok::Int => {
                        let n = self.parse_u32("metadata id")?;
                        self.md_refs.push((n, pos as u32));
                        Ok(())
                    }
                    Tok::Str => {
                        self.bump();
                        Ok(())
                    }
                    Tok::LBrace => {
                        self.bump();
                        self.skip_md_tuple_elems()
                    }
                    _ => self.expected("metadata"),
                }
            }
            Tok::MetadataVar => {
                let name = &self.src[self.tok.start as usize + 1..self.tok.end as usize];
                if !is_specialized_kind(name) {
                    return self.err(format!(
                        "invalid metadata kind '!{}'",
                        String::from_utf8_lossy(name)
                    ));
                }
                let generic_args = matches!(name, b"DIExpression" | b"DIArgList");
                self.bump();
                self.expect(Tok::LParen, "'(' after specialized metadata")?;
                if generic_args {
                    self.skip_md_generic_args()
                } else {
                    self.skip_md_fields()
                }
            }
            _ => self.expected("metadata"),
        }
    }

    /// Tuple elements after `{`, through the closing `}`.
    fn skip_md_tuple_elems(&mut self) -> PResult<()> {
        if self.eat(Tok::RBrace) {
            return Ok(());
        }
        loop {
            match self.tok.kind {
                Tok::Exclaim | Tok::MetadataVar => self.skip_md_node()?,
                Tok::Ident if self.text() == b"null" => self.bump(),
                _ => {
                    let ty = self.parse_type()?;
                    if ty == self.m.types.common().metadata {
                        self.skip_md_node()?;
                    } else {
                        self.parse_const(ty)?;
                    }
                }
            }
            if self.eat(Tok::RBrace) {
                return Ok(());
            }
            self.expect(Tok::Comma, "',' or '}' in metadata tuple")?;
        }
    }

    /// `name: value, …)` of a specialized node.
    fn skip_md_fields(&mut self) -> PResult<()> {
        if self.eat(Tok::RParen) {
            return Ok(());
        }
        loop {
            if self.tok.kind != Tok::LabelStr {
                return self.expected("field label here");
            }
            self.bump();
            self.skip_md_field_value()?;
            if self.eat(Tok::RParen) {
                return Ok(());
            }
            self.expect(Tok::Comma, "',' or ')' in metadata fields")?;
        }
    }

    /// One field value: a node, or tokens up to `,`/`)` (numbers, strings, `DW_*` names,
    /// `A | B` flag lists, `true`, `null`).
    fn skip_md_field_value(&mut self) -> PResult<()> {
        match self.tok.kind {
            Tok::Exclaim | Tok::MetadataVar => return self.skip_md_node(),
            Tok::Comma | Tok::RParen => return self.expected("field value"),
            _ => {}
        }
        if self.tok.kind == Tok::Ident && is_first_class_type_word(self.text()) {
            // A typed constant such as `extraData: i64 16` or `value: ptr @g`.
            let ty = self.parse_type()?;
            self.parse_const(ty)?;
            return Ok(());
        }
        loop {
            match self.tok.kind {
                Tok::Int | Tok::Str | Tok::Ident | Tok::Float => self.bump(),
                _ => return self.expected("field value"),
            }
            if !self.eat(Tok::Bar) {
                return Ok(());
            }
        }
    }

    /// Arguments of `!DIExpression(…)` / `!DIArgList(…)` through the closing `)`.
    fn skip_md_generic_args(&mut self) -> PResult<()> {
        let mut depth = 1;
        loop {
            match self.tok.kind {
                Tok::Eof | Tok::Error => return self.expected("')'"),
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                Tok::Exclaim | Tok::MetadataVar => {
                    self.skip_md_node()?;
                    continue;
                }
                Tok::GlobalVar | Tok::GlobalId => {
                    self.global_ref(self.tok)?;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// The name of the current `!name` token, with `\XX` escapes decoded.
    fn md_name_sym(&mut self) -> Sym {
        let raw = &self.src[self.tok.start as usize + 1..self.tok.end as usize];
        if raw.contains(&b'\\') {
            let name = crate::lexer::unescape(raw);
            self.m.syms.intern(&name)
        } else {
            self.m.syms.intern(raw)
        }
    }
}

/// Whether word `t` spells a type that can begin a typed field value.
pub(super) fn is_first_class_type_word(t: &[u8]) -> bool {
    matches!(
        t,
        b"ptr" | b"half" | b"bfloat" | b"float" | b"double" | b"fp128" | b"x86_fp80" | b"ppc_fp128"
    ) || (t.len() > 1 && t[0] == b'i' && t[1..].iter().all(u8::is_ascii_digit))
}

impl Parser<'_> {
    /// `!N = [distinct] node`, and the plain definitions that follow it
    /// ([`Parser::skim_md_defs`]).
    pub(super) fn parse_md_def(&mut self) -> PResult<()> {
        let pos = self.pos();
        self.bump();
        let n = self.parse_u32("metadata id")?;
        self.expect(Tok::Equal, "'='")?;
        let distinct = self.eat_kw(Kw::Distinct);
        let start = self.pos();
        match self.tok.kind {
            Tok::MetadataVar
                if &self.src[self.tok.start as usize + 1..self.tok.end as usize]
                    == b"DIArgList" =>
            {
                return self
                    .err("!DIArgList is only allowed as an argument of a call or debug record");
            }
            Tok::MetadataVar => self.skip_md_node()?,
            Tok::Exclaim => {
                if self.peek().kind != Tok::LBrace {
                    return self.expected("'{' or specialized node after '!N ='");
                }
                self.skip_md_node()?;
            }
            _ => return self.expected("metadata node"),
        }
        let end = self.prev_end as usize;
        if self.m.metadata.node_index.contains(n) {
            return self.err_at(pos, format!("metadata id '!{n}' is already used"));
        }
        self.add_md_def(n, distinct, (start, end), pos);
        self.skim_md_defs(end);
        Ok(())
    }

    /// Records definition `!n` whose node is the text `src[text.0..text.1]`, at `pos`.
    pub(super) fn add_md_def(&mut self, n: u32, distinct: bool, text: (usize, usize), pos: usize) {
        let text = self.m.metadata.add_text(&self.src[text.0..text.1]);
        let idx = self.m.metadata.nodes.len() as u32;
        self.m.metadata.nodes.push(MdNodeDef {
            num: n,
            distinct,
            text,
            pos: pos as u32,
        });
        self.m.metadata.node_index.insert(n, idx);
    }

    /// `!name = !{!0, !1}`.
    pub(super) fn parse_named_md(&mut self) -> PResult<()> {
        let name = self.md_name_sym();
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect(Tok::Exclaim, "'!'")?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut nodes = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                if self.tok.kind == Tok::MetadataVar {
                    let t = &self.src[self.tok.start as usize + 1..self.tok.end as usize];
                    if t != b"DIExpression" && t != b"DIArgList" {
                        return self.expected("metadata node reference");
                    }
                } else if self.tok.kind != Tok::Exclaim {
                    return self.expected("metadata node reference");
                }
                nodes.push(self.parse_md_ref()?);
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}'")?;
            }
        }
        self.m.metadata.named.push(NamedMd { name, nodes });
        Ok(())
    }
}
