//! Mach-O (Darwin): sections as LLVM's `TargetLoweringObjectFileMachO` selects them
//! (`__TEXT,__cstring`, literal sections, `__DATA,__const`, `__common`/`__bss` zerofill,
//! thread-local data behind `__thread_vars` descriptors), `_` and `L`/`l` name prefixes,
//! the architecture's relocations, `__mod_init_func` constructors (destructors registered
//! by code the target supplies), `.subsections_via_symbols`, `__eh_frame`.
//!
//! Mach-O objects have one address space: references to assembler-local `L` labels
//! (strings and literals) are section-relative relocations whose stored value is the
//! target's address in the object, and `__eh_frame` holds resolved PC-relative
//! addresses. Both need the section addresses the object crate chooses when it writes,
//! so [`MachO::write`] patches them into the written image.

use crate::arch::{self, ArchTables, MachOAddend};
use crate::lsda::Lsda;
use crate::{
    dwarf, unsupported, unwind, Contents, Finish, LocalSymbol, ObjectFormat, Placement,
    PrivateName, Structor, Target,
};
use object::write::SymbolSection;
use object::write::{MachOBuildVersion, Object, Relocation, SectionId, Symbol, SymbolId};
use object::{macho, BinaryFormat, Endianness, RelocationFlags, SectionKind};
use object::{SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::object_stubs::{DestructorStubs, StubFunction, StubSymbol};
use rllc_codegen::{CodegenError, CompiledFunction, RelocKind};
use rllc_ir::module::{GlobalId, GlobalKind, Linkage, Module};
use rustc_hash::{FxHashMap, FxHashSet};

/// The Mach-O writer's state.
pub struct MachO {
    /// The architecture's relocation types and unwind conventions.
    arch: &'static ArchTables,
    /// The target's destructor registration code.
    destructor_stubs: fn(usize) -> DestructorStubs,
    os_version: Option<(u16, u8, u8)>,
    /// Sections by (segment, section) name.
    sections: FxHashMap<(Vec<u8>, Vec<u8>), SectionId>,
    /// Every section in creation order (the object crate's section numbering).
    order: Vec<SectionId>,
    /// Section type and attributes of each section.
    flags: FxHashMap<SectionId, u32>,
    /// Sections holding functions.
    code: FxHashSet<SectionId>,
    /// Symbols defined in each section, by offset (subtractors for PC-relative data).
    defined: FxHashMap<SectionId, Vec<(u64, SymbolId)>>,
    /// Section-relative relocations whose stored value is patched at write time.
    patches: Vec<Patch>,
    /// Functions the writer itself emits (destructor registration), for `__eh_frame`.
    stubs: Vec<EhFunction>,
    /// `__eh_frame`: section and the functions it describes (section, offset, length).
    eh_frame: Option<(SectionId, Vec<EhFunction>)>,
    /// Offsets in `__eh_frame` of the CIEs' personality fields (`X86_64_RELOC_GOT`,
    /// stored value 4 as llc's `sym@GOTPCREL+4`).
    eh_got_fields: Vec<u64>,
    /// Number of personality routines the CIEs name.
    personalities: usize,
    tlv_bootstrap: Option<SymbolId>,
}

/// A stored value to write once section addresses are known: `target section + addend`,
/// minus the field's own address when `pc_relative`.
struct Patch {
    section: SectionId,
    offset: u64,
    target: SectionId,
    addend: i64,
    pc_relative: bool,
    size: u8,
}

/// A function described in `__eh_frame`, with its unwind steps.
struct EhFunction {
    section: SectionId,
    offset: u64,
    len: u32,
    unwind: rllc_codegen::UnwindInfo,
    /// Its LSDA (section and offset) and the index of its personality routine, when it
    /// has landing pads.
    exceptions: Option<(SectionId, u64, usize)>,
}

/// Section types and attributes as the raw `flags` bits.
const S_REGULAR: u32 = macho::S_REGULAR.0 as u32;
const S_ZEROFILL: u32 = macho::S_ZEROFILL.0 as u32;
const S_CSTRING_LITERALS: u32 = macho::S_CSTRING_LITERALS.0 as u32;
const S_4BYTE_LITERALS: u32 = macho::S_4BYTE_LITERALS.0 as u32;
const S_8BYTE_LITERALS: u32 = macho::S_8BYTE_LITERALS.0 as u32;
const S_16BYTE_LITERALS: u32 = macho::S_16BYTE_LITERALS.0 as u32;
const S_LITERAL_POINTERS: u32 = macho::S_LITERAL_POINTERS.0 as u32;
const S_MOD_INIT_FUNC_POINTERS: u32 = macho::S_MOD_INIT_FUNC_POINTERS.0 as u32;
const S_MOD_TERM_FUNC_POINTERS: u32 = macho::S_MOD_TERM_FUNC_POINTERS.0 as u32;
const S_COALESCED: u32 = macho::S_COALESCED.0 as u32;
const S_THREAD_LOCAL_REGULAR: u32 = macho::S_THREAD_LOCAL_REGULAR.0 as u32;
const S_THREAD_LOCAL_ZEROFILL: u32 = macho::S_THREAD_LOCAL_ZEROFILL.0 as u32;
const S_THREAD_LOCAL_VARIABLES: u32 = macho::S_THREAD_LOCAL_VARIABLES.0 as u32;
const S_ATTR_PURE_INSTRUCTIONS: u32 = macho::S_ATTR_PURE_INSTRUCTIONS.0;
const S_ATTR_SOME_INSTRUCTIONS: u32 = macho::S_ATTR_SOME_INSTRUCTIONS.0;
const S_ATTR_NO_TOC: u32 = macho::S_ATTR_NO_TOC.0;
const S_ATTR_STRIP_STATIC_SYMS: u32 = macho::S_ATTR_STRIP_STATIC_SYMS.0;
const S_ATTR_NO_DEAD_STRIP: u32 = macho::S_ATTR_NO_DEAD_STRIP.0;
const S_ATTR_LIVE_SUPPORT: u32 = macho::S_ATTR_LIVE_SUPPORT.0;
const S_ATTR_SELF_MODIFYING_CODE: u32 = macho::S_ATTR_SELF_MODIFYING_CODE.0;
const S_ATTR_DEBUG: u32 = macho::S_ATTR_DEBUG.0;
const SECTION_TYPE: u32 = macho::SECTION_TYPE;

/// Flags of text sections.
const TEXT_FLAGS: u32 = S_REGULAR | S_ATTR_PURE_INSTRUCTIONS | S_ATTR_SOME_INSTRUCTIONS;

impl MachO {
    /// The writer for `target` (its OS version goes to `LC_BUILD_VERSION`).
    pub fn new(target: &Target) -> MachO {
        MachO {
            arch: arch::tables(target.arch),
            destructor_stubs: target.destructor_stubs,
            os_version: target.os_version,
            sections: FxHashMap::default(),
            order: Vec::new(),
            flags: FxHashMap::default(),
            defined: FxHashMap::default(),
            code: FxHashSet::default(),
            patches: Vec::new(),
            eh_frame: None,
            eh_got_fields: Vec::new(),
            personalities: 0,
            stubs: Vec::new(),
            tlv_bootstrap: None,
        }
    }

    /// The section `segment,name` with type and attributes `flags`, created on first use.
    fn section_named(
        &mut self,
        obj: &mut Object<'static>,
        segment: &[u8],
        name: &[u8],
        kind: SectionKind,
        flags: u32,
    ) -> SectionId {
        let key = (segment.to_vec(), name.to_vec());
        if let Some(&s) = self.sections.get(&key) {
            return s;
        }
        let s = obj.add_section(segment.to_vec(), name.to_vec(), kind);
        obj.section_mut(s).flags = object::SectionFlags::MachO {
            flags: macho::SectionFlags(flags),
            reserved2: 0,
        };
        self.sections.insert(key, s);
        self.order.push(s);
        self.flags.insert(s, flags);
        s
    }

    /// The section LLVM's `SelectSectionForGlobal` picks for a global without an
    /// explicit section.
    fn default_section(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        p: &Placement,
    ) -> SectionId {
        let gv = &m.globals[p.global];
        let weak_for_linker = matches!(
            gv.linkage,
            Linkage::LinkOnce
                | Linkage::LinkOnceOdr
                | Linkage::Weak
                | Linkage::WeakOdr
                | Linkage::Common
                | Linkage::ExternWeak
        );
        use Contents::*;
        let (seg, name, kind, flags): (&[u8], &[u8], _, u32) = match p.contents {
            Text => (b"__TEXT", b"__text", SectionKind::Text, TEXT_FLAGS),
            ThreadData => (
                b"__DATA",
                b"__thread_data",
                SectionKind::Tls,
                S_THREAD_LOCAL_REGULAR,
            ),
            ThreadBss => (
                b"__DATA",
                b"__thread_bss",
                SectionKind::UninitializedTls,
                S_THREAD_LOCAL_ZEROFILL,
            ),
            ReadOnly | CString(_) | Literal(_) if weak_for_linker => {
                (b"__TEXT", b"__const", SectionKind::ReadOnlyData, 0)
            }
            ReadOnlyWithRel if weak_for_linker => {
                (b"__DATA", b"__const", SectionKind::ReadOnlyDataWithRel, 0)
            }
            Data | Bss if weak_for_linker => (b"__DATA", b"__data", SectionKind::Data, 0),
            CString(1) if p.align < 32 => (
                b"__TEXT",
                b"__cstring",
                SectionKind::ReadOnlyString,
                S_CSTRING_LITERALS,
            ),
            CString(2) if gv.linkage != Linkage::External && p.align < 32 => {
                (b"__TEXT", b"__ustring", SectionKind::ReadOnlyData, 0)
            }
            Literal(4) if gv.linkage == Linkage::Private => (
                b"__TEXT",
                b"__literal4",
                SectionKind::ReadOnlyData,
                S_4BYTE_LITERALS,
            ),
            Literal(8) if gv.linkage == Linkage::Private => (
                b"__TEXT",
                b"__literal8",
                SectionKind::ReadOnlyData,
                S_8BYTE_LITERALS,
            ),
            Literal(16) if gv.linkage == Linkage::Private => (
                b"__TEXT",
                b"__literal16",
                SectionKind::ReadOnlyData,
                S_16BYTE_LITERALS,
            ),
            ReadOnly | CString(_) | Literal(_) => {
                (b"__TEXT", b"__const", SectionKind::ReadOnlyData, 0)
            }
            ReadOnlyWithRel => (b"__DATA", b"__const", SectionKind::ReadOnlyDataWithRel, 0),
            Bss if gv.linkage == Linkage::External => (
                b"__DATA",
                b"__common",
                SectionKind::UninitializedData,
                S_ZEROFILL,
            ),
            Bss => (
                b"__DATA",
                b"__bss",
                SectionKind::UninitializedData,
                S_ZEROFILL,
            ),
            Data => (b"__DATA", b"__data", SectionKind::Data, 0),
        };
        self.section_named(obj, seg, name, kind, flags)
    }

    /// A section named by a `section "segment,section[,type[,attribute+attribute]]"`
    /// attribute.
    fn explicit_section(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        g: GlobalId,
        contents: Contents,
    ) -> Result<SectionId, CodegenError> {
        let gv = &m.globals[g];
        let text = String::from_utf8_lossy(m.syms.get(gv.section.expect("explicit section")));
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let invalid = |why: &str| CodegenError {
            pos: None,
            message: format!(
                "global '{}' has an invalid section specifier '{text}': mach-o section \
                 specifier {why}",
                crate::ir_name(m, g)
            ),
        };
        if parts.len() < 2 || parts[0].is_empty() || parts[1].is_empty() {
            return Err(invalid(
                "requires a segment and section separated by a comma",
            ));
        }
        if parts[0].len() > 16 || parts[1].len() > 16 {
            return Err(invalid(
                "has a segment or section name longer than 16 characters",
            ));
        }
        let mut flags = match parts.get(2).copied().unwrap_or("regular") {
            "regular" | "" => S_REGULAR,
            "zerofill" => S_ZEROFILL,
            "cstring_literals" => S_CSTRING_LITERALS,
            "4byte_literals" => S_4BYTE_LITERALS,
            "8byte_literals" => S_8BYTE_LITERALS,
            "16byte_literals" => S_16BYTE_LITERALS,
            "literal_pointers" => S_LITERAL_POINTERS,
            "mod_init_funcs" => S_MOD_INIT_FUNC_POINTERS,
            "mod_term_funcs" => S_MOD_TERM_FUNC_POINTERS,
            "coalesced" => S_COALESCED,
            "thread_local_regular" => S_THREAD_LOCAL_REGULAR,
            "thread_local_zerofill" => S_THREAD_LOCAL_ZEROFILL,
            "thread_local_variables" => S_THREAD_LOCAL_VARIABLES,
            other => return Err(invalid(&format!("has an unknown section type '{other}'"))),
        };
        if let Some(attrs) = parts.get(3) {
            for a in attrs.split('+').map(str::trim).filter(|a| !a.is_empty()) {
                flags |= match a {
                    "pure_instructions" => S_ATTR_PURE_INSTRUCTIONS,
                    "no_toc" => S_ATTR_NO_TOC,
                    "strip_static_syms" => S_ATTR_STRIP_STATIC_SYMS,
                    "no_dead_strip" => S_ATTR_NO_DEAD_STRIP,
                    "live_support" => S_ATTR_LIVE_SUPPORT,
                    "self_modifying_code" => S_ATTR_SELF_MODIFYING_CODE,
                    "debug" => S_ATTR_DEBUG,
                    other => return Err(invalid(&format!("has an unknown attribute '{other}'"))),
                };
            }
        }
        let kind = match flags & SECTION_TYPE {
            S_ZEROFILL => SectionKind::UninitializedData,
            S_THREAD_LOCAL_ZEROFILL => SectionKind::UninitializedTls,
            S_THREAD_LOCAL_REGULAR => SectionKind::Tls,
            _ if contents == Contents::Text => SectionKind::Text,
            _ => SectionKind::Data,
        };
        Ok(self.section_named(obj, parts[0].as_bytes(), parts[1].as_bytes(), kind, flags))
    }

    /// The undefined `__tlv_bootstrap` every thread-variable descriptor points at.
    fn tlv_bootstrap(&mut self, obj: &mut Object<'static>) -> SymbolId {
        *self.tlv_bootstrap.get_or_insert_with(|| {
            obj.add_symbol(Symbol {
                name: b"__tlv_bootstrap".to_vec(),
                value: 0,
                size: 0,
                kind: SymbolKind::Text,
                scope: SymbolScope::Dynamic,
                weak: false,
                section: SymbolSection::Undefined,
                flags: SymbolFlags::None,
            })
        })
    }

    /// A relocation record.
    fn record(
        obj: &mut Object<'static>,
        section: SectionId,
        offset: u64,
        symbol: SymbolId,
        addend: i64,
        flags: RelocationFlags,
    ) -> Result<(), CodegenError> {
        obj.add_relocation(
            section,
            Relocation {
                offset,
                symbol,
                addend,
                flags,
            },
        )
        .map_err(|e| unsupported(format!("relocation: {e}")))
    }

    /// The target's code for the destructors `dtors` of one priority: `l_call_dtors[.N]`
    /// calls them in reverse order, `l_register_call_dtors[.N]` (returned, to run as a
    /// constructor) passes it to `__cxa_atexit`. Both get unwind entries.
    fn dtor_registration(
        &mut self,
        obj: &mut Object<'static>,
        priority: u32,
        dtors: &[SymbolId],
    ) -> Result<SymbolId, CodegenError> {
        let suffix = if priority == 65535 {
            String::new()
        } else {
            format!(".{priority}")
        };
        let text = self.section_named(obj, b"__TEXT", b"__text", SectionKind::Text, TEXT_FLAGS);
        self.code.insert(text);
        let stubs = (self.destructor_stubs)(dtors.len());
        let call_dtors = self.stub(
            obj,
            text,
            format!("l_call_dtors{suffix}"),
            &stubs.call_dtors,
        );
        let register = self.stub(
            obj,
            text,
            format!("l_register_call_dtors{suffix}"),
            &stubs.register,
        );
        let undefined = |obj: &mut Object<'static>, name: &[u8], weak: bool| {
            obj.symbol_id(name).unwrap_or_else(|| {
                obj.add_symbol(Symbol {
                    name: name.to_vec(),
                    value: 0,
                    size: 0,
                    kind: SymbolKind::Data,
                    scope: SymbolScope::Dynamic,
                    weak,
                    section: SymbolSection::Undefined,
                    flags: SymbolFlags::None,
                })
            })
        };
        for (stub, f) in [(call_dtors, &stubs.call_dtors), (register, &stubs.register)] {
            let base = obj.symbol(stub).value;
            for r in &f.relocs {
                let symbol = match r.target {
                    StubSymbol::Destructor(k) => dtors[k],
                    StubSymbol::CallDtors => call_dtors,
                    StubSymbol::DsoHandle => undefined(obj, b"___dso_handle", true),
                    StubSymbol::CxaAtexit => undefined(obj, b"___cxa_atexit", false),
                };
                let offset = base + u64::from(r.offset);
                self.add_reloc(obj, text, offset, symbol, r.addend, r.kind)?;
            }
        }
        Ok(register)
    }

    /// Places stub `f` as a local function called `name` in `text`, with an unwind entry.
    fn stub(
        &mut self,
        obj: &mut Object<'static>,
        text: SectionId,
        name: String,
        f: &StubFunction,
    ) -> SymbolId {
        let offset = obj.append_section_data(text, &f.code, 16);
        let sym = obj.add_symbol(Symbol {
            name: name.into_bytes(),
            value: offset,
            size: f.code.len() as u64,
            kind: SymbolKind::Text,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(text),
            flags: SymbolFlags::None,
        });
        self.defined.entry(text).or_default().push((offset, sym));
        self.stubs.push(EhFunction {
            section: text,
            offset,
            len: f.code.len() as u32,
            unwind: f.unwind.clone(),
            exceptions: None,
        });
        sym
    }

    /// The DWARF sections, when the module has a compile unit: `__DWARF,__debug_*` (names
    /// cut to Mach-O's 16 characters, `__debug_str_offs`) with `S_ATTR_DEBUG`. As llc
    /// writes them for Darwin: offsets into other debug sections resolved in place, with
    /// no relocation; addresses as local (section-relative) `UNSIGNED` relocations whose
    /// stored value is the address in the object (patched by `write`), as MC does for
    /// every address in a debug section whose target is defined here.
    fn debug_info(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        // A thread-local's symbol is its descriptor, not a plain address: not described.
        let plain =
            |g: GlobalId| cx.symbols.contains_key(&g) && cx.m.globals[g].thread_local.is_none();
        let sections = dwarf::debug_sections(cx.m, cx.funcs, plain, self.arch, cx.dwarf_version)?;
        let Some(sections) = sections else {
            return Ok(());
        };
        let mut placed = Vec::with_capacity(sections.len());
        for d in &sections {
            let mut name = format!("__{}", d.name.trim_start_matches('.')).into_bytes();
            name.truncate(16);
            let s = self.section_named(obj, b"__DWARF", &name, SectionKind::Debug, S_ATTR_DEBUG);
            let mut bytes = d.bytes.clone();
            for r in &d.relocs {
                if let dwarf::DebugTarget::Section(_) = r.target {
                    // gimli leaves 0 in the field and the offset in the addend.
                    let (at, size) = (r.offset as usize, usize::from(r.size));
                    bytes[at..at + size].copy_from_slice(&r.addend.to_le_bytes()[..size]);
                }
            }
            placed.push((s, obj.append_section_data(s, &bytes, 1)));
        }
        for (d, &(s, base)) in sections.iter().zip(&placed) {
            for r in &d.relocs {
                let (target, addend) = match r.target {
                    dwarf::DebugTarget::Section(_) => continue,
                    dwarf::DebugTarget::Function(k) => {
                        let f = &cx.funcs[k];
                        (Ok(f.section), f.offset as i64 + r.addend)
                    }
                    dwarf::DebugTarget::Global(g) => {
                        let sym = cx.symbols[&g];
                        match obj.symbol(sym).section {
                            SymbolSection::Section(t) => {
                                (Ok(t), obj.symbol(sym).value as i64 + r.addend)
                            }
                            _ => (Err(sym), r.addend),
                        }
                    }
                };
                let kind = if r.size == 8 {
                    RelocKind::Abs64
                } else {
                    RelocKind::Abs32
                };
                let m = self.arch.macho_reloc(kind, addend)?;
                let flags = mach_reloc(m.r_type, false, m.length);
                let offset = base + r.offset;
                match target {
                    Ok(t) => {
                        self.patches.push(Patch {
                            section: s,
                            offset,
                            target: t,
                            addend,
                            pc_relative: false,
                            size: r.size,
                        });
                        let sym = obj.section_symbol(t);
                        Self::record(obj, s, offset, sym, 0, flags)?;
                    }
                    Err(sym) => Self::record(obj, s, offset, sym, addend, flags)?,
                }
            }
        }
        Ok(())
    }

    /// The symbol defined at or before `offset` in `section` (the atom holding it).
    fn atom_at(&self, section: SectionId, offset: u64) -> Option<(u64, SymbolId)> {
        self.defined
            .get(&section)?
            .iter()
            .filter(|(at, _)| *at <= offset)
            .max_by_key(|(at, _)| *at)
            .copied()
    }
}

impl ObjectFormat for MachO {
    fn new_object(&self) -> Object<'static> {
        let mut obj = Object::new(BinaryFormat::MachO, self.arch.object, Endianness::Little);
        obj.set_subsections_via_symbols();
        if let Some((major, minor, patch)) = self.os_version {
            let mut info = MachOBuildVersion::default();
            info.platform = macho::PLATFORM_MACOS;
            info.minos = macho::Version(
                (u32::from(major) << 16) | (u32::from(minor) << 8) | u32::from(patch),
            );
            obj.set_macho_build_version(info);
        }
        obj
    }

    fn start(&mut self, obj: &mut Object<'static>, funcs: &[(GlobalId, CompiledFunction)]) {
        // `__text`, then `__gcc_except_tab` when there are exception tables, before any
        // data section: the object crate puts zerofill sections at the highest
        // addresses, and ld64.lld finds the section holding an address (an FDE's LSDA)
        // by a binary search over the sections in their order, which is wrong when a
        // section follows a zerofill one (as llc, whose LSDAs come with the code).
        if funcs.iter().any(|(_, f)| f.exceptions.is_some()) {
            let text = self.section_named(obj, b"__TEXT", b"__text", SectionKind::Text, TEXT_FLAGS);
            self.code.insert(text);
            self.section_named(
                obj,
                b"__TEXT",
                b"__gcc_except_tab",
                SectionKind::ReadOnlyData,
                S_REGULAR,
            );
        }
    }

    fn global_prefix(&self) -> &'static [u8] {
        b"_"
    }

    fn private_name(&self, _obj: &Object, section: SectionId) -> PrivateName {
        // The linker splits literal sections by content, not by symbol: only there are
        // `L` labels (outside the symbol table) safe; elsewhere `l` names stay local
        // symbols, so that every atom starts at a symbol.
        let literal = matches!(
            self.flags.get(&section).map(|f| f & SECTION_TYPE),
            Some(S_CSTRING_LITERALS | S_4BYTE_LITERALS | S_8BYTE_LITERALS | S_16BYTE_LITERALS)
        );
        PrivateName {
            prefix: if literal { b"L" } else { b"l" },
            symbol: if literal {
                LocalSymbol::Never
            } else {
                LocalSymbol::Always
            },
        }
    }

    fn section(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        p: &Placement,
    ) -> Result<SectionId, CodegenError> {
        let gv = &m.globals[p.global];
        if let Some(c) = gv.comdat {
            return Err(unsupported(format!(
                "MachO doesn't support COMDATs, '{}' cannot be lowered",
                String::from_utf8_lossy(m.syms.get(m.comdats[c].name))
            )));
        }
        let s = match gv.section {
            Some(_) => self.explicit_section(obj, m, p.global, p.contents)?,
            None => self.default_section(obj, m, p),
        };
        if p.contents == Contents::Text {
            self.code.insert(s);
            // As the assembler marks every section it emits instructions into.
            let flags = self.flags.get_mut(&s).expect("section flags");
            *flags |= S_ATTR_SOME_INSTRUCTIONS;
            obj.section_mut(s).flags = object::SectionFlags::MachO {
                flags: macho::SectionFlags(*flags),
                reserved2: 0,
            };
        }
        Ok(s)
    }

    fn defined(&mut self, obj: &mut Object<'static>, sym: SymbolId, contents: Contents) {
        let s = obj.symbol(sym);
        let (section, offset) = match s.section {
            SymbolSection::Section(section) => (section, s.value),
            _ => return,
        };
        if !matches!(contents, Contents::ThreadData | Contents::ThreadBss) {
            self.defined.entry(section).or_default().push((offset, sym));
            return;
        }
        // A thread-local's symbol names its descriptor in `__thread_vars`
        // (`__tlv_bootstrap`, a key, the initial value's address); the value itself is
        // `name$tlv$init`.
        let mut init_name = s.name.clone();
        init_name.extend_from_slice(b"$tlv$init");
        let size = s.size;
        let init = obj.add_symbol(Symbol {
            name: init_name,
            value: offset,
            size,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(section),
            flags: SymbolFlags::None,
        });
        let vars = self.section_named(
            obj,
            b"__DATA",
            b"__thread_vars",
            SectionKind::TlsVariables,
            S_THREAD_LOCAL_VARIABLES,
        );
        let at = obj.append_section_data(vars, &[0; 24], 8);
        let bootstrap = self.tlv_bootstrap(obj);
        let pointer = self
            .arch
            .macho_reloc(RelocKind::Abs64, 0)
            .expect("64-bit architectures have 64-bit pointers");
        let pointer = mach_reloc(pointer.r_type, pointer.pcrel, pointer.length);
        // Relocation errors cannot happen for these fixed, in-range records.
        let _ = Self::record(obj, vars, at, bootstrap, 0, pointer);
        let _ = Self::record(obj, vars, at + 16, init, 0, pointer);
        let s = obj.symbol_mut(sym);
        s.section = SymbolSection::Section(vars);
        s.value = at;
        s.size = 24;
        self.defined.entry(vars).or_default().push((at, sym));
    }

    fn constant_section(&mut self, obj: &mut Object<'static>, size: u64) -> SectionId {
        // As LLVM's `getSectionForConstant`: literal sections by size, else `__const`.
        let (name, flags): (&[u8], _) = match size {
            4 => (b"__literal4", S_4BYTE_LITERALS),
            8 => (b"__literal8", S_8BYTE_LITERALS),
            16 => (b"__literal16", S_16BYTE_LITERALS),
            _ => (b"__const", S_REGULAR),
        };
        self.section_named(obj, b"__TEXT", name, SectionKind::ReadOnlyData, flags)
    }

    fn exception_sections(
        &mut self,
        obj: &mut Object<'static>,
        _m: &Module,
        _f: GlobalId,
        _code: SectionId,
    ) -> Result<(SectionId, SectionId), CodegenError> {
        // Typeinfos and personalities are reached through the GOT: no pointers of our own.
        let s = self.section_named(
            obj,
            b"__TEXT",
            b"__gcc_except_tab",
            SectionKind::ReadOnlyData,
            S_REGULAR,
        );
        Ok((s, s))
    }

    fn symbol_flags(
        &self,
        _m: &Module,
        _g: GlobalId,
        _s: &Symbol,
        _retain: bool,
    ) -> SymbolFlags<SectionId, SymbolId> {
        // Set in `finish`, once sections are known.
        SymbolFlags::None
    }

    fn add_reloc(
        &mut self,
        obj: &mut Object<'static>,
        section: SectionId,
        offset: u64,
        symbol: SymbolId,
        addend: i64,
        kind: RelocKind,
    ) -> Result<(), CodegenError> {
        let target_section = match obj.symbol(symbol) {
            t if t.kind == SymbolKind::Section => t.section.id(),
            _ => None,
        };
        if kind == RelocKind::Pc64 || (kind == RelocKind::Pc32 && !self.code.contains(&section)) {
            // `target - (this field)` in data: a subtractor pair against the atom that
            // holds the field, `target - atom` plus a stored `A - (field - atom)`.
            let (atom_off, atom) = self.atom_at(section, offset).ok_or_else(|| {
                unsupported("a PC-relative data relocation outside any symbol in Mach-O")
            })?;
            let stored = addend - (offset - atom_off) as i64;
            let absolute = if kind == RelocKind::Pc64 {
                RelocKind::Abs64
            } else {
                RelocKind::Abs32
            };
            let unsigned = self.arch.macho_reloc(absolute, stored)?;
            if let Some(target) = target_section {
                self.patches.push(Patch {
                    section,
                    offset,
                    target,
                    addend: stored,
                    pc_relative: false,
                    size: 1 << unsigned.length,
                });
            }
            let r = Relocation {
                offset,
                symbol,
                addend: stored,
                flags: mach_reloc(unsigned.r_type, false, unsigned.length),
            };
            return obj
                .add_relocation_with_subtractor(section, r, Some(atom))
                .map_err(|e| unsupported(format!("relocation: {e}")));
        }
        if matches!(kind, RelocKind::GotPc32 { .. }) && !self.code.contains(&section) {
            // A GOT entry's address in data (exception tables): `X86_64_RELOC_GOT`, not
            // the `GOT_LOAD` of `movq` instructions, which the linker may rewrite.
            if self.arch.object != object::Architecture::X86_64 {
                return Err(unsupported(
                    "GOT references in data of Mach-O objects for this architecture",
                ));
            }
            let flags = mach_reloc(macho::X86_64_RELOC_GOT, true, 2);
            return Self::record(obj, section, offset, symbol, addend, flags);
        }
        let r = self.arch.macho_reloc(kind, addend)?;
        let flags = mach_reloc(r.r_type, r.pcrel, r.length);
        if let Some(target) = target_section {
            // An assembler-local label: the stored value is the target's address.
            if r.addend != MachOAddend::Stored {
                return Err(unsupported(format!(
                    "{kind:?} relocations against assembler-local labels in Mach-O"
                )));
            }
            self.patches.push(Patch {
                section,
                offset,
                target,
                addend,
                pc_relative: r.pcrel,
                size: 1 << r.length,
            });
            return Self::record(obj, section, offset, symbol, 0, flags);
        }
        if addend != 0 && r.addend == MachOAddend::Zero {
            return Err(unsupported(format!(
                "{kind:?} relocations with an addend in Mach-O"
            )));
        }
        Self::record(obj, section, offset, symbol, addend, flags)
    }

    fn structors(
        &mut self,
        obj: &mut Object<'static>,
        _m: &Module,
        ctors: &[Structor],
        dtors: &[Structor],
    ) -> Result<(), CodegenError> {
        // Destructors are registered with `__cxa_atexit` by constructors, as LLVM's
        // `LowerGlobalDtors` does (dyld does not run `__mod_term_func`).
        let mut all: Vec<(u32, SymbolId, i64)> = ctors
            .iter()
            .map(|c| (c.priority, c.function, c.addend))
            .collect();
        let mut k = 0;
        while k < dtors.len() {
            let priority = dtors[k].priority;
            let group: Vec<SymbolId> = dtors[k..]
                .iter()
                .take_while(|d| d.priority == priority)
                .map(|d| d.function)
                .collect();
            k += group.len();
            let register = self.dtor_registration(obj, priority, &group)?;
            all.push((priority, register, 0));
        }
        // Priorities only order the entries: Mach-O has one list per image.
        all.sort_by_key(|&(p, ..)| p);
        if all.is_empty() {
            return Ok(());
        }
        let s = self.section_named(
            obj,
            b"__DATA",
            b"__mod_init_func",
            SectionKind::Data,
            S_MOD_INIT_FUNC_POINTERS,
        );
        for (_, f, addend) in all {
            let at = obj.append_section_data(s, &[0; 8], 8);
            self.add_reloc(obj, s, at, f, addend, RelocKind::Abs64)?;
        }
        Ok(())
    }

    fn finish(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let m = cx.m;
        // Symbol flags the object crate cannot derive: `.no_dead_strip` for `llvm.used`,
        // `.alt_entry` for aliases (inside another symbol's atom), weak definitions and
        // references, private externs, common alignment.
        let layouts = rllc_ir::layout::TypeLayouts::new(&m.types, &m.datalayout);
        let used = crate::used_globals(m, &layouts);
        for (&g, &sym) in cx.symbols {
            let gv = &m.globals[g];
            if matches!(gv.kind, GlobalKind::IFunc(_)) {
                return Err(unsupported("ifuncs in Mach-O object files"));
            }
            // Only an alias into the middle of a global is an alternate entry; one at
            // its start begins the same atom.
            let alias = match gv.kind {
                GlobalKind::Alias(c) => {
                    crate::global_and_offset(m, &layouts, c).is_some_and(|(_, off)| off != 0)
                }
                _ => false,
            };
            if !alias && !used.contains(&g) {
                continue;
            }
            let s = obj.symbol(sym);
            let SymbolFlags::MachO { n_type, mut n_desc } = obj.default_symbol_flags(s) else {
                continue;
            };
            if alias {
                n_desc |= macho::N_ALT_ENTRY;
            }
            if used.contains(&g) {
                n_desc |= macho::N_NO_DEAD_STRIP;
            }
            obj.symbol_mut(sym).flags = SymbolFlags::MachO { n_type, n_desc };
        }
        self.debug_info(obj, cx)?;
        // `__eh_frame`: placeholder bytes of the final size; the contents need the
        // section addresses and are written by `write`.
        let mut funcs: Vec<EhFunction> = cx
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| unwind::needs_entry(m, f.global))
            .map(|(k, f)| EhFunction {
                section: f.section,
                offset: f.offset,
                len: f.compiled.code.len() as u32,
                unwind: f.compiled.unwind.clone(),
                exceptions: match cx.exceptions.lsda.get(k) {
                    Some(Some(Lsda::Placed(s, at, p))) => Some((*s, *at, *p)),
                    _ => None,
                },
            })
            .collect();
        funcs.append(&mut self.stubs);
        // As LLVM's frame emitter: the FDEs grouped by CIE, those without a personality
        // first.
        funcs.sort_by_key(|f| f.exceptions.map(|(_, _, p)| p));
        self.personalities = cx.exceptions.personality_symbols.len();
        if !funcs.is_empty() {
            let (bytes, relocs) =
                eh_frame_bytes(&funcs, |_| 0, |_, _| 0, 0, self.personalities, self.arch)?;
            let s = self.section_named(
                obj,
                b"__TEXT",
                b"__eh_frame",
                SectionKind::ReadOnlyData,
                S_COALESCED | S_ATTR_NO_TOC | S_ATTR_STRIP_STATIC_SYMS | S_ATTR_LIVE_SUPPORT,
            );
            obj.append_section_data(s, &vec![0; bytes.len()], 8);
            // The personality fields: `X86_64_RELOC_GOT` against the routine.
            for r in relocs {
                let sym = cx.exceptions.personality_symbols[r.symbol];
                self.add_reloc(
                    obj,
                    s,
                    r.offset,
                    sym,
                    r.addend,
                    RelocKind::GotPc32 { relaxable: false },
                )?;
                self.eh_got_fields.push(r.offset);
            }
            self.eh_frame = Some((s, funcs));
        }
        // `-addrsig`: as LLVM's MachObjectWriter, eight zero bytes in `__DATA,__llvm_addrsig`
        // with a 64-bit GENERIC_RELOC_VANILLA (X86_64_RELOC_UNSIGNED) at offset 0 naming
        // each symbol, written in reverse order as LLVM writes a section's relocations.
        if let Some(syms) = &cx.addrsig {
            let s = self.section_named(obj, b"__DATA", b"__llvm_addrsig", SectionKind::Data, 0);
            obj.append_section_data(s, &[0; 8], 1);
            for &sym in syms.iter().rev() {
                let flags = mach_reloc(macho::GENERIC_RELOC_VANILLA, false, 3);
                Self::record(obj, s, 0, sym, 0, flags)?;
            }
        }
        Ok(())
    }

    fn write(&self, obj: &mut Object<'static>) -> Result<Vec<u8>, CodegenError> {
        let mut bytes = obj
            .write()
            .map_err(|e| unsupported(format!("object writing: {e}")))?;
        let layout = section_layout(&bytes);
        let index: FxHashMap<SectionId, usize> = self
            .order
            .iter()
            .enumerate()
            .map(|(i, &s)| (s, i))
            .collect();
        let addr = |s: SectionId| layout[index[&s]].0;
        let file_at = |s: SectionId, off: u64| (layout[index[&s]].1 + off) as usize;
        for p in &self.patches {
            let mut value = addr(p.target) as i64 + p.addend;
            if p.pc_relative {
                value -= (addr(p.section) + p.offset) as i64;
            }
            let at = file_at(p.section, p.offset);
            let size = usize::from(p.size);
            bytes[at..at + size].copy_from_slice(&value.to_le_bytes()[..size]);
        }
        if let Some((s, funcs)) = &self.eh_frame {
            let (mut frame, _) = eh_frame_bytes(
                funcs,
                |f| addr(f.section) + f.offset,
                |s, off| addr(s) + off,
                addr(*s),
                self.personalities,
                self.arch,
            )?;
            // The GOT fields' stored value, as the object crate wrote it (`+4`: Mach-O's
            // PC-relative fields count from their end).
            for &f in &self.eh_got_fields {
                let f = f as usize;
                frame[f..f + 4].copy_from_slice(&4i32.to_le_bytes());
            }
            let at = file_at(*s, 0);
            bytes[at..at + frame.len()].copy_from_slice(&frame);
        }
        Ok(bytes)
    }
}

/// Mach-O relocation flags: type, PC-relative, log2 of the field size.
fn mach_reloc(r_type: macho::RelocationType, r_pcrel: bool, r_length: u8) -> RelocationFlags {
    RelocationFlags::MachO {
        r_type,
        r_pcrel,
        r_length,
    }
}

/// `__eh_frame` for `funcs` of architecture `arch` placed at `base`, each function at
/// `start(f)` and its LSDA at `lsda(section, offset)`, with CIEs for `personalities`
/// routines (their fields come back as relocations against the routine's index).
fn eh_frame_bytes(
    funcs: &[EhFunction],
    start: impl Fn(&EhFunction) -> u64,
    lsda: impl Fn(SectionId, u64) -> u64,
    base: u64,
    personalities: usize,
    arch: &ArchTables,
) -> Result<(Vec<u8>, Vec<unwind::FrameReloc>), CodegenError> {
    use gimli::write::Address;
    let frames: Vec<_> = funcs
        .iter()
        .map(|f| unwind::FrameFunction {
            start: Address::Constant(start(f).wrapping_sub(base)),
            len: f.len,
            unwind: &f.unwind,
            exceptions: f
                .exceptions
                .map(|(s, at, p)| (Address::Constant(lsda(s, at).wrapping_sub(base)), p)),
        })
        .collect();
    let personalities: Vec<Address> = (0..personalities)
        .map(|k| Address::Symbol {
            symbol: k,
            addend: 0,
        })
        .collect();
    unwind::eh_frame(&frames, &personalities, unwind::Flavor::MachO, arch)
}

/// Address and file offset of every section of a written Mach-O object, in order (one
/// `LC_SEGMENT_64` holds them all in an object file).
fn section_layout(bytes: &[u8]) -> Vec<(u64, u64)> {
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
    let ncmds = u32_at(16);
    let mut at = 32;
    let mut out = Vec::new();
    for _ in 0..ncmds {
        let (cmd, size) = (u32_at(at), u32_at(at + 4) as usize);
        if cmd == macho::LC_SEGMENT_64.0 {
            let nsects = u32_at(at + 64) as usize;
            for k in 0..nsects {
                let h = at + 72 + 80 * k;
                out.push((u64_at(h + 32), u64::from(u32_at(h + 48))));
            }
        }
        at += size;
    }
    out
}
