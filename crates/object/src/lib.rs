//! rllc-object: compiled functions and global variables into a relocatable object file.
//!
//! One code path builds an `object::write::Object`: a symbol per global value (binding
//! from linkage, visibility), function code in `.text` (or the global's own section),
//! initialised data in `.data`/`.rodata`, zero data in `.bss`, thread-locals in
//! `.tdata`/`.tbss`, constructors in `.init_array`, then relocations. Only ELF for x86-64
//! is produced so far; other formats are reported as unsupported.

pub mod data;

use data::{is_zero, DataReloc, DataWriter};
use object::write::{Object, Relocation, StandardSection, Symbol, SymbolId, SymbolSection};
use object::{elf, Architecture, BinaryFormat, Endianness, RelocationFlags, SectionKind};
use object::{SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::{CodegenError, CompiledFunction, RelocKind, RelocTarget};
use rllc_ir::constant::ConstKind;
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{GlobalId, GlobalKind, GlobalName, Linkage, Module, Visibility};
use rustc_hash::FxHashMap;

/// Object file formats.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    Elf,
    Coff,
    MachO,
}

struct Writer<'a> {
    m: &'a Module,
    obj: Object<'static>,
    symbols: FxHashMap<GlobalId, SymbolId>,
    /// Code offsets of IR blocks of each compiled function (for `blockaddress`).
    block_offsets: FxHashMap<GlobalId, &'a [u32]>,
    libcalls: FxHashMap<&'static str, SymbolId>,
    /// Sections created by name (custom `section` attributes, `.data.rel.ro`).
    named_sections: FxHashMap<Vec<u8>, object::write::SectionId>,
}

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(None, what)
}

/// The symbol name of a global as the object file spells it.
pub fn symbol_name(m: &Module, g: GlobalId) -> Vec<u8> {
    let gv = &m.globals[g];
    let mut name = match gv.name {
        GlobalName::Named(s) => m.syms.get(s).to_vec(),
        GlobalName::Numbered(n) => format!("__unnamed_{n}").into_bytes(),
    };
    // `\01` asks for the name without any mangling prefix.
    if name.first() == Some(&1) {
        name.remove(0);
    }
    if gv.linkage == Linkage::Private {
        let mut p = b".L".to_vec();
        p.extend_from_slice(&name);
        return p;
    }
    name
}

/// Writes the object file for module `m` with its compiled functions (in module order).
pub fn write_object(
    m: &Module,
    layouts: &TypeLayouts,
    format: Format,
    funcs: &[(GlobalId, CompiledFunction)],
) -> Result<Vec<u8>, CodegenError> {
    if format != Format::Elf {
        return Err(unsupported(match format {
            Format::Coff => "COFF object files",
            _ => "Mach-O object files",
        }));
    }
    let block_offsets: FxHashMap<GlobalId, &[u32]> = funcs
        .iter()
        .map(|(g, f)| (*g, f.block_offsets.as_slice()))
        .collect();
    let mut w = Writer {
        m,
        obj: Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little),
        symbols: FxHashMap::default(),
        block_offsets: block_offsets.clone(),
        libcalls: FxHashMap::default(),
        named_sections: FxHashMap::default(),
    };
    w.obj
        .add_file_symbol(m.source_filename.as_deref().unwrap_or(b"").to_vec());
    // Symbols for every defined global first, so relocations can name them.
    for &g in &m.order {
        if is_skipped(m, g) {
            continue;
        }
        let defined = match &m.globals[g].kind {
            GlobalKind::Var(v) => v.init.is_some(),
            GlobalKind::Func(f) => f.body.is_some(),
            GlobalKind::Alias(_) => true,
            GlobalKind::IFunc(_) => return Err(unsupported("ifuncs")),
        };
        if defined {
            w.symbol(g);
        }
    }
    let mut pending: Vec<(object::write::SectionId, u64, Vec<DataReloc>)> = Vec::new();
    // Functions.
    let mut code_relocs = Vec::new();
    for (g, f) in funcs {
        let gv = &m.globals[*g];
        let section = match gv.section {
            Some(s) => w.named_section(m.syms.get(s), SectionKind::Text),
            None => w.obj.section_id(StandardSection::Text),
        };
        let align = gv.align.unwrap_or(16).max(16);
        let sym = w.symbols[g];
        let off = w.obj.add_symbol_data(sym, section, &f.code, align);
        w.obj.symbol_mut(sym).size = f.code.len() as u64;
        code_relocs.push((section, off, f));
    }
    // Variables.
    for &g in &m.order {
        if is_skipped(m, g) {
            continue;
        }
        let gv = &m.globals[g];
        let GlobalKind::Var(v) = &gv.kind else {
            continue;
        };
        let Some(init) = v.init else { continue };
        let ty = gv.value_type;
        let size = layouts.size(ty);
        let align = gv.align.unwrap_or(u64::from(layouts.align(ty))).max(1);
        let sym = w.symbols[&g];
        if gv.linkage == Linkage::Common {
            w.obj.symbol_mut(sym).section = SymbolSection::Undefined;
            w.obj.add_common_symbol(
                Symbol {
                    name: symbol_name(m, g),
                    value: 0,
                    size,
                    kind: SymbolKind::Data,
                    scope: SymbolScope::Dynamic,
                    weak: false,
                    section: SymbolSection::Undefined,
                    flags: SymbolFlags::None,
                },
                size,
                align,
            );
            continue;
        }
        let zero = is_zero(m, init);
        let tls = gv.thread_local.is_some();
        let bss = match gv.section {
            Some(s) => {
                zero && (m.syms.get(s).starts_with(b".bss") || m.syms.get(s).starts_with(b".tbss"))
            }
            None => zero && (tls || !v.is_constant),
        };
        let section = if let Some(s) = gv.section {
            let name = m.syms.get(s).to_vec();
            let kind = match (tls, bss) {
                (true, true) => SectionKind::UninitializedTls,
                (true, false) => SectionKind::Tls,
                (false, true) => SectionKind::UninitializedData,
                (false, false) if v.is_constant && !name.starts_with(b".data") => {
                    SectionKind::ReadOnlyData
                }
                (false, false) => SectionKind::Data,
            };
            w.named_section(&name, kind)
        } else {
            let std = match (tls, bss, v.is_constant) {
                (true, true, _) => StandardSection::UninitializedTls,
                (true, false, _) => StandardSection::Tls,
                (false, true, _) => StandardSection::UninitializedData,
                (false, false, true) => StandardSection::ReadOnlyData,
                (false, false, false) => StandardSection::Data,
            };
            w.obj.section_id(std)
        };
        if bss {
            w.obj.add_symbol_bss(sym, section, size.max(1), align);
        } else {
            let mut bytes = Vec::with_capacity(size as usize);
            let mut relocs = Vec::new();
            DataWriter {
                m,
                layouts,
                block_offsets: &block_offsets,
                this: g,
            }
            .write(init, &mut bytes, &mut relocs)?;
            // Read-only data that needs relocations goes to .data.rel.ro, which the
            // dynamic linker may write before making it read-only (no text relocations).
            let section = if !relocs.is_empty() && v.is_constant && gv.section.is_none() {
                w.named_section(b".data.rel.ro", SectionKind::Data)
            } else {
                section
            };
            let off = w.obj.add_symbol_data(sym, section, &bytes, align);
            pending.push((section, off, relocs));
        }
        w.obj.symbol_mut(sym).size = size;
    }
    // Aliases: a second name for the aliasee's address (plus offset).
    for &g in &m.order {
        let GlobalKind::Alias(target) = &m.globals[g].kind else {
            continue;
        };
        let (base, off) = alias_target(m, *target)?;
        let base_sym = w.symbol(base);
        let b = w.obj.symbol(base_sym);
        let (section, value, size) = (b.section, b.value, b.size);
        if !matches!(section, SymbolSection::Section(_)) {
            return Err(unsupported("alias of a symbol not defined in this module"));
        }
        let sym = w.symbols[&g];
        let s = w.obj.symbol_mut(sym);
        s.section = section;
        s.value = (value as i64 + off) as u64;
        s.size = size;
        if s.kind == SymbolKind::Unknown {
            s.kind = SymbolKind::Data;
        }
    }
    // Constructors and destructors.
    for (name, array) in [
        (&b"llvm.global_ctors"[..], ".init_array"),
        (&b"llvm.global_dtors"[..], ".fini_array"),
    ] {
        if let Some(g) = m.global_by_name(name) {
            w.structors(g, array)?;
        }
    }
    for (section, base, relocs) in pending {
        for r in relocs {
            let (sym, extra) = w.target_symbol(r.target)?;
            let r = DataReloc {
                addend: r.addend + extra,
                ..r
            };
            let r_type = match (r.size, r.pc_relative) {
                (8, false) => elf::R_X86_64_64,
                (8, true) => elf::R_X86_64_PC64,
                (_, false) => elf::R_X86_64_32,
                (_, true) => elf::R_X86_64_PC32,
            };
            w.add_reloc(section, base + r.offset, sym, r.addend, r_type)?;
        }
    }
    for (section, base, f) in code_relocs {
        for r in &f.relocs {
            let (sym, extra) = w.target_symbol(r.target)?;
            let r_type = match r.kind {
                RelocKind::Abs64 => elf::R_X86_64_64,
                RelocKind::Abs32 => elf::R_X86_64_32,
                RelocKind::Abs32S => elf::R_X86_64_32S,
                RelocKind::Pc32 => elf::R_X86_64_PC32,
                RelocKind::Plt32 => elf::R_X86_64_PLT32,
                RelocKind::GotPcRel => elf::R_X86_64_GOTPCREL,
                RelocKind::RexGotPcRelX => elf::R_X86_64_REX_GOTPCRELX,
                RelocKind::GotTpOff => elf::R_X86_64_GOTTPOFF,
            };
            w.add_reloc(
                section,
                base + u64::from(r.offset),
                sym,
                r.addend + extra,
                r_type,
            )?;
        }
    }
    // Mark the stack non-executable, as every toolchain does.
    w.obj
        .add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Note);
    w.obj
        .write()
        .map_err(|e| unsupported(format!("object writing: {e}")))
}

/// Globals that produce nothing in the object.
fn is_skipped(m: &Module, g: GlobalId) -> bool {
    let gv = &m.globals[g];
    if gv
        .section
        .is_some_and(|s| m.syms.get(s) == b"llvm.metadata")
    {
        return true;
    }
    if gv.linkage == Linkage::AvailableExternally {
        return true;
    }
    matches!(gv.name, GlobalName::Named(s) if m.syms.get(s).starts_with(b"llvm."))
}

fn alias_target(m: &Module, c: rllc_ir::constant::Const) -> Result<(GlobalId, i64), CodegenError> {
    match &m.consts.get(c).kind {
        ConstKind::Global(g) => Ok((*g, 0)),
        ConstKind::Expr(e)
            if e.op == rllc_ir::constant::ExprOp::Cast(rllc_ir::inst::CastOp::BitCast)
                || e.op
                    == rllc_ir::constant::ExprOp::Cast(rllc_ir::inst::CastOp::AddrSpaceCast) =>
        {
            alias_target(m, e.operands[0])
        }
        _ => Err(unsupported("alias to this kind of constant")),
    }
}

impl Writer<'_> {
    /// The section called `name`, created with `kind` on first use.
    fn named_section(&mut self, name: &[u8], kind: SectionKind) -> object::write::SectionId {
        if let Some(&s) = self.named_sections.get(name) {
            return s;
        }
        let s = self.obj.add_section(Vec::new(), name.to_vec(), kind);
        self.named_sections.insert(name.to_vec(), s);
        s
    }

    fn symbol(&mut self, g: GlobalId) -> SymbolId {
        if let Some(&s) = self.symbols.get(&g) {
            return s;
        }
        let m = self.m;
        let gv = &m.globals[g];
        let kind = match &gv.kind {
            GlobalKind::Func(_) => SymbolKind::Text,
            _ if gv.thread_local.is_some() => SymbolKind::Tls,
            GlobalKind::Var(_) => SymbolKind::Data,
            _ => match m.types.get(gv.value_type) {
                rllc_ir::types::TypeData::Function { .. } => SymbolKind::Text,
                _ => SymbolKind::Data,
            },
        };
        let scope = if gv.linkage.is_local() {
            SymbolScope::Compilation
        } else if gv.visibility == Visibility::Hidden {
            SymbolScope::Linkage
        } else {
            SymbolScope::Dynamic
        };
        let weak = matches!(
            gv.linkage,
            Linkage::Weak
                | Linkage::WeakOdr
                | Linkage::LinkOnce
                | Linkage::LinkOnceOdr
                | Linkage::ExternWeak
        );
        // Protected symbols stay exported but bind locally: spell out st_other.
        let flags = if gv.visibility == Visibility::Protected && !gv.linkage.is_local() {
            let bind = if weak { elf::STB_WEAK } else { elf::STB_GLOBAL };
            let ty = match kind {
                SymbolKind::Text => elf::STT_FUNC,
                SymbolKind::Tls => elf::STT_TLS,
                _ => elf::STT_OBJECT,
            };
            SymbolFlags::Elf {
                st_info: elf::SymbolInfo::new(bind, ty),
                st_other: elf::SymbolOther(elf::STV_PROTECTED.0),
            }
        } else {
            SymbolFlags::None
        };
        let s = self.obj.add_symbol(Symbol {
            name: symbol_name(m, g),
            value: 0,
            size: 0,
            kind,
            scope,
            weak,
            section: SymbolSection::Undefined,
            flags,
        });
        self.symbols.insert(g, s);
        s
    }

    /// The symbol a relocation refers to and an offset to add to its addend.
    fn target_symbol(&mut self, t: RelocTarget) -> Result<(SymbolId, i64), CodegenError> {
        Ok((self.target_symbol_base(t)?, self.target_offset(t)?))
    }

    fn target_offset(&self, t: RelocTarget) -> Result<i64, CodegenError> {
        match t {
            RelocTarget::Block(f, b) => self
                .block_offsets
                .get(&f)
                .and_then(|o| o.get(b as usize))
                .map(|&o| i64::from(o))
                .ok_or_else(|| unsupported("blockaddress of a function without code")),
            _ => Ok(0),
        }
    }

    fn target_symbol_base(&mut self, t: RelocTarget) -> Result<SymbolId, CodegenError> {
        Ok(match t {
            RelocTarget::Global(g) | RelocTarget::Block(g, _) => self.symbol(g),
            RelocTarget::Libcall(name) => {
                if let Some(&s) = self.libcalls.get(name) {
                    return Ok(s);
                }
                let s = match self.m.global_by_name(name.as_bytes()) {
                    Some(g) => self.symbol(g),
                    None => self.obj.add_symbol(Symbol {
                        name: name.as_bytes().to_vec(),
                        value: 0,
                        size: 0,
                        kind: SymbolKind::Text,
                        scope: SymbolScope::Dynamic,
                        weak: false,
                        section: SymbolSection::Undefined,
                        flags: SymbolFlags::None,
                    }),
                };
                self.libcalls.insert(name, s);
                s
            }
            RelocTarget::Constant(_) => unreachable!("constant pools are not used on x86-64 yet"),
        })
    }

    fn add_reloc(
        &mut self,
        section: object::write::SectionId,
        offset: u64,
        symbol: SymbolId,
        addend: i64,
        r_type: elf::RelocationType,
    ) -> Result<(), CodegenError> {
        self.obj
            .add_relocation(
                section,
                Relocation {
                    offset,
                    symbol,
                    addend,
                    flags: RelocationFlags::Elf { r_type },
                },
            )
            .map_err(|e| unsupported(format!("relocation: {e}")))
    }

    /// `llvm.global_ctors`/`dtors`: `{ i32 priority, ptr fn, ptr data }` entries into
    /// `.init_array[.NNNNN]` / `.fini_array[.NNNNN]`.
    fn structors(&mut self, g: GlobalId, array: &str) -> Result<(), CodegenError> {
        let m = self.m;
        let GlobalKind::Var(v) = &m.globals[g].kind else {
            return Ok(());
        };
        let Some(init) = v.init else { return Ok(()) };
        let ConstKind::Aggregate(entries) = &m.consts.get(init).kind else {
            return Ok(());
        };
        for &e in entries.iter() {
            let ConstKind::Aggregate(fields) = &m.consts.get(e).kind else {
                continue;
            };
            let prio = m.consts.as_u64(fields[0]).unwrap_or(65535);
            let ConstKind::Global(f) = m.consts.get(fields[1]).kind else {
                if matches!(m.consts.get(fields[1]).kind, ConstKind::Null) {
                    continue;
                }
                return Err(unsupported("constructor entry that is not a function"));
            };
            let name = if prio == 65535 {
                array.to_string()
            } else {
                format!("{array}.{prio:05}")
            };
            let sh_type = if array == ".init_array" {
                elf::SHT_INIT_ARRAY
            } else {
                elf::SHT_FINI_ARRAY
            };
            let section = self
                .obj
                .add_section(Vec::new(), name.into_bytes(), SectionKind::Data);
            self.obj.section_mut(section).flags = object::SectionFlags::Elf {
                sh_type,
                sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0 | elf::SHF_WRITE.0),
            };
            let off = self.obj.append_section_data(section, &[0u8; 8], 8);
            let sym = self.symbol(f);
            self.add_reloc(section, off, sym, 0, elf::R_X86_64_64)?;
        }
        Ok(())
    }
}
