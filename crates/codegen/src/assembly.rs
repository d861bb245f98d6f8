//! Assembled text (module-level asm) in a target-neutral form: sections of bytes with
//! relocations, and the symbols the text defines or gives attributes to. A target's
//! assembler produces it; the object writer places it.

use crate::RelocKind;

/// What a relocation refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelocTo {
    /// A symbol by name (defined in the assembly or elsewhere).
    Symbol(String),
    /// The start of one of the assembly's sections.
    Section(u32),
}

/// A relocation in an assembled section.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmReloc {
    pub offset: u32,
    pub kind: RelocKind,
    pub target: RelocTo,
    pub addend: i64,
    /// The field is a direct call or jump target.
    pub branch: bool,
}

/// An assembled section.
#[derive(Clone, Debug)]
pub struct Section {
    pub name: String,
    /// The flags string of `.section` (`"ax"`), if given.
    pub flags: Option<String>,
    /// The section type (`progbits`, `nobits`, `note`, …), if given.
    pub kind: Option<String>,
    pub data: Vec<u8>,
    /// Required alignment in bytes.
    pub align: u32,
    pub relocs: Vec<AsmReloc>,
}

/// Symbol binding set by directives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

/// A symbol the assembly defines or gives attributes to.
#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    /// Section and offset where it is defined; None for a reference only.
    pub at: Option<(u32, u64)>,
    /// An absolute value (`.set n, 4`).
    pub value: Option<i64>,
    pub binding: Binding,
    /// `.hidden`, `.protected` or `.internal` (then `hidden`).
    pub visibility: Option<&'static str>,
    /// `.type`: `function`, `object`, `gnu_indirect_function`, …
    pub kind: Option<String>,
    pub size: Option<u64>,
}

/// The result of assembling a text.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    pub sections: Vec<Section>,
    pub symbols: Vec<Symbol>,
    /// `.symver name, alias@VERSION` pairs.
    pub symvers: Vec<(String, String)>,
}

impl Assembly {
    /// The code of an inline asm statement assembled into this: its first section. An
    /// error when the statement also wrote other sections or defined a global symbol,
    /// which code placed inside a function cannot carry.
    pub fn inline_code(&self) -> Result<&Section, String> {
        if self.sections[1..]
            .iter()
            .any(|s| !s.data.is_empty() || !s.relocs.is_empty())
        {
            return Err("unsupported: inline asm that emits into other sections".into());
        }
        if let Some(s) = self
            .symbols
            .iter()
            .find(|s| s.binding != Binding::Local && s.at.is_some() && !s.name.starts_with(".L"))
        {
            return Err(format!(
                "unsupported: inline asm defining global symbol '{}'",
                s.name
            ));
        }
        Ok(&self.sections[0])
    }
}
