//! Module-level asm in the object, placed before the module's functions as LLVM's asm
//! printer places it: its sections are the object's sections of the same name, its
//! symbols are visible to the module's code by name (a declaration of the same name refers
//! to the asm's definition), and its relocations are added once every symbol exists.

use crate::{unsupported, Format, Writer};
use object::write::{SectionId, Symbol, SymbolId, SymbolSection};
use object::{elf, SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::assembly::{Assembly, Binding, RelocTo};
use rllc_codegen::{CodegenError, RelocKind};
use rllc_ir::module::GlobalKind;

impl Writer<'_> {
    /// Places the sections and symbols of module asm `asm`; returns where each of its
    /// sections went (section, offset of its data) for [`Writer::module_asm_relocs`].
    pub(crate) fn place_module_asm(
        &mut self,
        asm: &Assembly,
    ) -> Result<Vec<(SectionId, u64)>, CodegenError> {
        if let Some((name, _)) = asm.symvers.first() {
            return Err(unsupported(format!(".symver {name} in module asm")));
        }
        let mut bases = Vec::with_capacity(asm.sections.len());
        for s in &asm.sections {
            let id = self.fmt.asm_section(&mut self.obj, s)?;
            let align = u64::from(s.align.max(1));
            let offset = if self.obj.section(id).is_bss() {
                if s.data.iter().any(|&b| b != 0) {
                    return Err(unsupported(format!(
                        "data in zero-filled section {} in module asm",
                        s.name
                    )));
                }
                self.obj.append_section_bss(id, s.data.len() as u64, align)
            } else {
                let code = match &s.flags {
                    Some(f) => f.contains('x'),
                    None => s.name == ".text" || s.name.starts_with(".text."),
                };
                if code {
                    self.pad_code(id, align);
                }
                self.obj.append_section_data(id, &s.data, align)
            };
            bases.push((id, offset));
        }
        for sym in &asm.symbols {
            // Assembler-local labels get no symbol; references use the section.
            if sym.name.starts_with(".L") {
                continue;
            }
            let global = self.module_global(sym.name.as_bytes());
            let defined = sym.at.is_some() || sym.value.is_some();
            if let Some(g) = global {
                let ir_defined = match &self.m.globals[g].kind {
                    GlobalKind::Func(f) => f.body.is_some(),
                    GlobalKind::Var(v) => v.init.is_some(),
                    _ => true,
                };
                if !defined {
                    // Attributes of a global the module itself defines or declares.
                    continue;
                }
                if ir_defined {
                    return Err(unsupported(format!(
                        "symbol '{}' defined both in module asm and in IR",
                        sym.name
                    )));
                }
            }
            let (section, value) = match (sym.at, sym.value) {
                (Some((s, off)), _) => {
                    let (id, base) = bases[s as usize];
                    (SymbolSection::Section(id), base + off)
                }
                (None, Some(v)) => (SymbolSection::Absolute, v as u64),
                (None, None) => (SymbolSection::Undefined, 0),
            };
            let kind = match sym.kind.as_deref() {
                Some("function" | "gnu_indirect_function") => SymbolKind::Text,
                Some("object" | "common") => SymbolKind::Data,
                Some("tls_object") => SymbolKind::Tls,
                _ => SymbolKind::Unknown,
            };
            let scope = match sym.binding {
                Binding::Local => SymbolScope::Compilation,
                _ if sym.visibility == Some("hidden") => SymbolScope::Linkage,
                _ => SymbolScope::Dynamic,
            };
            let weak = sym.binding == Binding::Weak;
            let special = sym.visibility == Some("protected")
                || sym.kind.as_deref() == Some("gnu_indirect_function");
            let flags = match self.target.format {
                // Spelled out: the object crate cannot write a defined symbol without a
                // type, nor protected visibility or ifuncs.
                Format::Elf => {
                    let bind = match sym.binding {
                        Binding::Local => elf::STB_LOCAL,
                        Binding::Global => elf::STB_GLOBAL,
                        Binding::Weak => elf::STB_WEAK,
                    };
                    let ty = match (sym.kind.as_deref(), kind) {
                        (Some("gnu_indirect_function"), _) => elf::STT_GNU_IFUNC,
                        (_, SymbolKind::Text) => elf::STT_FUNC,
                        (_, SymbolKind::Data) => elf::STT_OBJECT,
                        (_, SymbolKind::Tls) => elf::STT_TLS,
                        _ => elf::STT_NOTYPE,
                    };
                    let vis = match sym.visibility {
                        Some("protected") => elf::STV_PROTECTED,
                        Some("hidden") => elf::STV_HIDDEN,
                        _ => elf::STV_DEFAULT,
                    };
                    SymbolFlags::Elf {
                        st_info: elf::SymbolInfo::new(bind, ty),
                        st_other: elf::SymbolOther(vis.0),
                    }
                }
                _ if special => {
                    return Err(unsupported(format!(
                        "symbol attributes of '{}' in module asm for this object format",
                        sym.name
                    )))
                }
                _ => SymbolFlags::None,
            };
            let id = self.obj.add_symbol(Symbol {
                name: sym.name.as_bytes().to_vec(),
                value,
                size: sym.size.unwrap_or(0),
                kind,
                scope,
                weak,
                section,
                flags,
            });
            self.named.insert(sym.name.as_bytes().to_vec(), id);
            if let Some(g) = global {
                // The module's declaration of the name means the asm's definition.
                self.symbols.insert(g, id);
            }
        }
        Ok(bases)
    }

    /// Adds the relocations of module asm `asm`, placed at `bases`.
    pub(crate) fn module_asm_relocs(
        &mut self,
        asm: &Assembly,
        bases: &[(SectionId, u64)],
    ) -> Result<(), CodegenError> {
        for (s, &(id, base)) in asm.sections.iter().zip(bases) {
            for r in &s.relocs {
                let (sym, extra) = match &r.target {
                    RelocTo::Section(t) => {
                        let (tid, tbase) = bases[*t as usize];
                        (self.obj.section_symbol(tid), tbase as i64)
                    }
                    RelocTo::Symbol(name) => self.named_ref(name.as_bytes(), r.kind),
                };
                self.fmt.add_reloc(
                    &mut self.obj,
                    id,
                    base + u64::from(r.offset),
                    sym,
                    r.addend + extra,
                    r.kind,
                )?;
            }
        }
        Ok(())
    }

    /// The module global an asm symbol name means (the name without the format's global
    /// prefix), if any.
    fn module_global(&self, name: &[u8]) -> Option<rllc_ir::module::GlobalId> {
        let bare = name.strip_prefix(self.fmt.global_prefix())?;
        self.m.global_by_name(bare)
    }

    /// The symbol that a name written in asm refers to, and the offset to add: a symbol
    /// module asm defines, a global of the module, or else an undefined symbol.
    pub(crate) fn named_ref(&mut self, name: &[u8], kind: RelocKind) -> (SymbolId, i64) {
        if let Some(&s) = self.named.get(name) {
            return (s, 0);
        }
        if let Some(g) = self.module_global(name) {
            return self.global_ref(g, kind);
        }
        let s = self.obj.add_symbol(Symbol {
            name: name.to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Unknown,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.named.insert(name.to_vec(), s);
        (s, 0)
    }
}
