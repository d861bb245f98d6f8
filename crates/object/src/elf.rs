//! ELF (System V): sections named and flagged as LLVM's `TargetLoweringObjectFileELF`
//! does, comdats as section groups, `SHF_GNU_RETAIN` for `llvm.used`, `.init_array.N`
//! constructors, the architecture's relocations, `.eh_frame`, `__patchable_function_entries`,
//! `.llvm_addrsig`.

use std::borrow::Cow;

use crate::arch::{self, ArchTables};
use crate::{dwarf, lsda};
use crate::{
    unsupported, unwind, write_with_addrsig, Contents, Finish, LocalSymbol, ObjectFormat,
    Placement, PrivateName, SectionSplit, Structor, Target,
};
use object::write::{Comdat, Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{elf, BinaryFormat, Endianness, RelocationFlags, SectionKind};
use object::{ComdatKind, SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::{CodegenError, RelocKind, RelocModel};
use rllc_ir::module::{ComdatId, GlobalId, GlobalKind, Linkage, Module, SelectionKind, Visibility};
use rustc_hash::{FxHashMap, FxHashSet};

/// The ELF writer's state: shared sections by name, comdat members, entry sizes the
/// object crate cannot express.
pub struct Elf {
    /// The architecture's relocation types and unwind conventions.
    arch: &'static ArchTables,
    /// Code is position-independent without being a PIE: references to `dso_local`
    /// definitions must not go through their preemptible symbols.
    pic_without_pie: bool,
    /// Sections shared by every global that asks for the name.
    shared: FxHashMap<Vec<u8>, SectionId>,
    /// Members of each comdat group, in creation order.
    groups: Vec<(Signature, Vec<SectionId>)>,
    /// Signature symbols created for comdats that name no global, with their group.
    local_signatures: Vec<(Vec<u8>, usize)>,
    /// Indices in `groups` of `nodeduplicate` comdats.
    nodedup: Vec<usize>,
    /// Every section, in creation order.
    sections: Vec<SectionId>,
    /// Sections with relocations.
    relocated: FxHashSet<SectionId>,
    /// `sh_entsize` of mergeable sections.
    entsizes: Vec<(SectionId, u64)>,
    /// `sh_link` of `SHF_LINK_ORDER` sections: the section each belongs to.
    links: Vec<(SectionId, SectionId)>,
    /// `-addrsig`: the `.llvm_addrsig` section and the symbols it lists.
    addrsig: Option<(SectionId, Vec<SymbolId>)>,
    /// A GNU extension is used (`SHF_GNU_RETAIN`, `STT_GNU_IFUNC`): linkers honour them
    /// only in objects marked `ELFOSABI_GNU`.
    gnu_abi: bool,
    /// The OS/ABI byte the target asks for (see [`Target::elf_os_abi`]).
    os_abi: elf::OsAbi,
    /// Which globals get sections of their own.
    split: SectionSplit,
    /// Constructor sections by name and comdat.
    structor_sections: FxHashMap<(Vec<u8>, Option<ComdatId>), SectionId>,
}

/// What names a section group.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Signature {
    /// An IR comdat.
    Comdat(ComdatId),
    /// The name of a thunk's symbol (its code is the group's only section, without
    /// relocations).
    Thunk(Vec<u8>),
}

impl Elf {
    /// The writer for `m` (whose `PIE Level` flag matters) and `target`.
    pub fn new(m: &Module, target: &Target) -> Elf {
        let pie = m.module_flag(b"PIE Level").is_some_and(|l| l != 0);
        Elf {
            arch: arch::tables(target.arch),
            pic_without_pie: target.reloc_model != RelocModel::Static && !pie,
            shared: FxHashMap::default(),
            groups: Vec::new(),
            nodedup: Vec::new(),
            local_signatures: Vec::new(),
            sections: Vec::new(),
            relocated: FxHashSet::default(),
            entsizes: Vec::new(),
            links: Vec::new(),
            addrsig: None,
            structor_sections: FxHashMap::default(),
            gnu_abi: false,
            os_abi: target.elf_os_abi,
            split: target.sections,
        }
    }

    /// Adds `section` to the group of comdat `c`.
    fn add_to_group(&mut self, m: &Module, c: ComdatId, section: SectionId) {
        match self
            .groups
            .iter_mut()
            .find(|(k, _)| *k == Signature::Comdat(c))
        {
            Some((_, members)) => members.push(section),
            None => {
                if m.comdats[c].kind == SelectionKind::NoDeduplicate {
                    self.nodedup.push(self.groups.len());
                }
                self.groups.push((Signature::Comdat(c), vec![section]));
            }
        }
    }

    /// The comdat of global `g`, if any; only `any` and `nodeduplicate` exist on ELF.
    fn comdat(m: &Module, g: GlobalId) -> Result<Option<ComdatId>, CodegenError> {
        let Some(c) = m.globals[g].comdat else {
            return Ok(None);
        };
        let kind = m.comdats[c].kind;
        if !matches!(kind, SelectionKind::Any | SelectionKind::NoDeduplicate) {
            return Err(unsupported(format!(
                "ELF COMDATs only support SelectionKind::Any and NoDeduplicate, '{}' cannot be lowered",
                String::from_utf8_lossy(m.syms.get(m.comdats[c].name))
            )));
        }
        Ok(Some(c))
    }
}

/// The kind LLVM's `getELFKindForNamedSection` gives an explicit section `name`.
fn kind_for_named_section(name: &[u8], contents: Contents) -> Contents {
    let is = |base: &[u8], prefixes: &[&[u8]]| {
        name == base || prefixes.iter().any(|p| name.starts_with(p))
    };
    if is(
        b".bss",
        &[b".bss.", b".gnu.linkonce.b.", b".llvm.linkonce.b."],
    ) || is(
        b".sbss",
        &[b".sbss.", b".gnu.linkonce.sb.", b".llvm.linkonce.sb."],
    ) {
        Contents::Bss
    } else if is(
        b".tdata",
        &[b".tdata.", b".gnu.linkonce.td.", b".llvm.linkonce.td."],
    ) {
        Contents::ThreadData
    } else if is(
        b".tbss",
        &[b".tbss.", b".gnu.linkonce.tb.", b".llvm.linkonce.tb."],
    ) {
        Contents::ThreadBss
    } else {
        contents
    }
}

/// The default section of `contents` (`align`: the global's, for string sections).
fn default_section_name(contents: Contents, align: u64) -> Cow<'static, [u8]> {
    Cow::Borrowed(match contents {
        Contents::Text => b".text",
        Contents::Data => b".data",
        Contents::Bss => b".bss",
        Contents::ReadOnly => b".rodata",
        Contents::ReadOnlyWithRel => b".data.rel.ro",
        Contents::CString(w) => return Cow::Owned(format!(".rodata.str{w}.{align}").into_bytes()),
        Contents::Literal(n) => return Cow::Owned(format!(".rodata.cst{n}").into_bytes()),
        Contents::ThreadData => b".tdata",
        Contents::ThreadBss => b".tbss",
    })
}

/// `sh_type` of a section called `name` holding `contents`.
fn section_type(name: &[u8], contents: Contents) -> elf::SectionType {
    if name.starts_with(b".init_array") {
        elf::SHT_INIT_ARRAY
    } else if name.starts_with(b".fini_array") {
        elf::SHT_FINI_ARRAY
    } else if name.starts_with(b".preinit_array") {
        elf::SHT_PREINIT_ARRAY
    } else if name.starts_with(b".note") {
        elf::SHT_NOTE
    } else if contents.is_bss() {
        elf::SHT_NOBITS
    } else {
        elf::SHT_PROGBITS
    }
}

/// `sh_flags` for `contents` (before group and retain flags).
fn section_flags(contents: Contents) -> u64 {
    use Contents::*;
    elf::SHF_ALLOC.0
        | match contents {
            Text => elf::SHF_EXECINSTR.0,
            Data | Bss | ReadOnlyWithRel => elf::SHF_WRITE.0,
            ThreadData | ThreadBss => elf::SHF_WRITE.0 | elf::SHF_TLS.0,
            CString(_) => elf::SHF_MERGE.0 | elf::SHF_STRINGS.0,
            Literal(_) => elf::SHF_MERGE.0,
            ReadOnly => 0,
        }
}

/// The object crate's section kind for `contents`.
fn object_kind(contents: Contents) -> SectionKind {
    match contents {
        Contents::Text => SectionKind::Text,
        Contents::Data => SectionKind::Data,
        Contents::Bss => SectionKind::UninitializedData,
        Contents::ReadOnly | Contents::Literal(_) => SectionKind::ReadOnlyData,
        Contents::ReadOnlyWithRel => SectionKind::ReadOnlyDataWithRel,
        Contents::CString(_) => SectionKind::ReadOnlyString,
        Contents::ThreadData => SectionKind::Tls,
        Contents::ThreadBss => SectionKind::UninitializedTls,
    }
}

impl ObjectFormat for Elf {
    fn new_object(&self) -> Object<'static> {
        Object::new(BinaryFormat::Elf, self.arch.object, Endianness::Little)
    }

    fn global_prefix(&self) -> &'static [u8] {
        b""
    }

    fn private_name(&self, _obj: &Object, section: SectionId) -> PrivateName {
        // `.L` names are assembler-local, except in mergeable sections: there the linker
        // finds the piece a relocation means from the symbol, not from section + addend
        // (which a PC-relative `-4` would move into the previous piece).
        let mergeable = self.entsizes.iter().any(|&(s, _)| s == section);
        PrivateName {
            prefix: b".L",
            symbol: if mergeable {
                LocalSymbol::PcRelative
            } else {
                LocalSymbol::Never
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
        let comdat = Self::comdat(m, p.global)?;
        let explicit = gv.section.map(|s| m.syms.get(s));
        let contents = match explicit {
            Some(name) => kind_for_named_section(name, p.contents),
            None => p.contents,
        };
        let mut name = match explicit {
            Some(n) => Cow::Borrowed(n),
            None => default_section_name(contents, p.align),
        };
        // -function-sections and -data-sections: mergeable constants stay in the shared
        // sections, explicit sections are kept.
        let split = explicit.is_none()
            && match contents {
                Contents::Text => self.split.functions,
                Contents::CString(_) | Contents::Literal(_) => false,
                _ => self.split.data,
            };
        let unique = comdat.is_some() || p.retain || split;
        if !unique {
            if let Some(&s) = self.shared.get(&*name) {
                return Ok(s);
            }
        } else if explicit.is_none() && self.split.unique_names {
            let name = name.to_mut();
            name.push(b'.');
            name.extend_from_slice(&p.name);
        }
        let mut flags = section_flags(contents);
        if comdat.is_some() {
            flags |= elf::SHF_GROUP.0;
        }
        if p.retain {
            flags |= elf::SHF_GNU_RETAIN.0;
            self.gnu_abi = true;
        }
        let sh_type = section_type(&name, contents);
        let s = self.new_section(obj, &name, object_kind(contents), sh_type, flags);
        match contents {
            Contents::CString(w) => self.entsizes.push((s, u64::from(w))),
            Contents::Literal(n) => self.entsizes.push((s, u64::from(n))),
            _ => {}
        }
        match comdat {
            Some(c) => self.add_to_group(m, c, s),
            None if !unique => {
                self.shared.insert(name.into_owned(), s);
            }
            None => {}
        }
        Ok(s)
    }

    fn exception_sections(
        &mut self,
        obj: &mut Object<'static>,
        _m: &Module,
        _f: GlobalId,
        code: SectionId,
    ) -> Result<(SectionId, SectionId), CodegenError> {
        // `.gcc_except_table` with the code section's suffix (`.text.f` →
        // `.gcc_except_table.f`), in the code's group, as LLVM names it.
        let code_name = obj
            .section(code)
            .name()
            .unwrap_or_default()
            .as_bytes()
            .to_vec();
        let suffix = code_name.strip_prefix(b".text").unwrap_or_default();
        let name = [&b".gcc_except_table"[..], suffix].concat();
        let group = self
            .groups
            .iter()
            .position(|(_, members)| members.contains(&code));
        let lsda = match self.shared.get(&name) {
            Some(&s) if group.is_none() => s,
            _ => {
                let flags = elf::SHF_ALLOC.0 | if group.is_some() { elf::SHF_GROUP.0 } else { 0 };
                let s = self.new_section(
                    obj,
                    &name,
                    SectionKind::ReadOnlyData,
                    elf::SHT_PROGBITS,
                    flags,
                );
                match group {
                    Some(g) => self.groups[g].1.push(s),
                    None => {
                        self.shared.insert(name, s);
                    }
                }
                s
            }
        };
        let data = match self.shared.get(&b".data"[..]) {
            Some(&s) => s,
            None => {
                let s = self.new_section(
                    obj,
                    b".data",
                    SectionKind::Data,
                    elf::SHT_PROGBITS,
                    section_flags(Contents::Data),
                );
                self.shared.insert(b".data".to_vec(), s);
                s
            }
        };
        Ok((lsda, data))
    }

    fn thunk_section(
        &mut self,
        obj: &mut Object<'static>,
        name: &[u8],
    ) -> Result<SectionId, CodegenError> {
        let flags = section_flags(Contents::Text) | elf::SHF_GROUP.0;
        let section = [b".text.", name].concat();
        let s = self.new_section(obj, &section, SectionKind::Text, elf::SHT_PROGBITS, flags);
        self.groups.push((Signature::Thunk(name.to_vec()), vec![s]));
        Ok(s)
    }

    fn asm_section(
        &mut self,
        obj: &mut Object<'static>,
        s: &rllc_codegen::assembly::Section,
    ) -> Result<SectionId, CodegenError> {
        let name = s.name.as_bytes();
        if let Some(&id) = self.shared.get(name) {
            return Ok(id);
        }
        // As GNU as: a known name implies its kind, explicit flags and type win.
        let is = |base: &[u8]| name == base || name.starts_with(&[base, b"."].concat());
        let contents = if is(b".text") {
            Contents::Text
        } else if is(b".bss") {
            Contents::Bss
        } else if is(b".tdata") {
            Contents::ThreadData
        } else if is(b".tbss") {
            Contents::ThreadBss
        } else if is(b".rodata") {
            Contents::ReadOnly
        } else {
            Contents::Data
        };
        let mut flags = section_flags(contents);
        if let Some(f) = &s.flags {
            flags = 0;
            for c in f.chars() {
                flags |= match c {
                    'a' => elf::SHF_ALLOC.0,
                    'w' => elf::SHF_WRITE.0,
                    'x' => elf::SHF_EXECINSTR.0,
                    'M' => elf::SHF_MERGE.0,
                    'S' => elf::SHF_STRINGS.0,
                    'T' => elf::SHF_TLS.0,
                    'e' => elf::SHF_EXCLUDE.0,
                    'R' => {
                        self.gnu_abi = true;
                        elf::SHF_GNU_RETAIN.0
                    }
                    _ => {
                        return Err(unsupported(format!(
                            "section flag '{c}' of {} in module asm",
                            s.name
                        )))
                    }
                };
            }
        }
        let sh_type = match s.kind.as_deref() {
            None => section_type(name, contents),
            Some("progbits") => elf::SHT_PROGBITS,
            Some("nobits") => elf::SHT_NOBITS,
            Some("note") => elf::SHT_NOTE,
            Some("init_array") => elf::SHT_INIT_ARRAY,
            Some("fini_array") => elf::SHT_FINI_ARRAY,
            Some("preinit_array") => elf::SHT_PREINIT_ARRAY,
            Some(k) => {
                return Err(unsupported(format!(
                    "section type @{k} of {} in module asm",
                    s.name
                )))
            }
        };
        let tls = flags & elf::SHF_TLS.0 != 0;
        let kind = if sh_type == elf::SHT_NOBITS {
            if tls {
                SectionKind::UninitializedTls
            } else {
                SectionKind::UninitializedData
            }
        } else if tls {
            SectionKind::Tls
        } else if flags & elf::SHF_EXECINSTR.0 != 0 {
            SectionKind::Text
        } else if flags & elf::SHF_WRITE.0 != 0 {
            SectionKind::Data
        } else if flags & elf::SHF_ALLOC.0 != 0 {
            SectionKind::ReadOnlyData
        } else {
            SectionKind::Metadata
        };
        let id = self.new_section(obj, name, kind, sh_type, flags);
        self.shared.insert(name.to_vec(), id);
        Ok(id)
    }

    fn constant_section(&mut self, obj: &mut Object<'static>, _size: u64) -> SectionId {
        // Plain `.rodata`: references go through the section symbol, which mergeable
        // sections would not allow for PC-relative uses.
        if let Some(&s) = self.shared.get(&b".rodata"[..]) {
            return s;
        }
        let s = self.new_section(
            obj,
            b".rodata",
            SectionKind::ReadOnlyData,
            elf::SHT_PROGBITS,
            elf::SHF_ALLOC.0,
        );
        self.shared.insert(b".rodata".to_vec(), s);
        s
    }

    fn symbol_flags(
        &self,
        m: &Module,
        g: GlobalId,
        s: &Symbol,
        _retain: bool,
    ) -> SymbolFlags<SectionId, SymbolId> {
        let gv = &m.globals[g];
        let ifunc = matches!(gv.kind, GlobalKind::IFunc(_));
        let protected = gv.visibility == Visibility::Protected && !gv.linkage.is_local();
        let common = gv.linkage == Linkage::Common;
        if !ifunc && !protected && !common {
            return SymbolFlags::None;
        }
        // The object crate knows neither protected visibility nor ifuncs, and types
        // common symbols STT_COMMON where LLVM writes STT_OBJECT: spell out st_info and
        // st_other.
        let bind = if s.weak {
            elf::STB_WEAK
        } else if s.scope == SymbolScope::Compilation {
            elf::STB_LOCAL
        } else {
            elf::STB_GLOBAL
        };
        let ty = match s.kind {
            _ if ifunc => elf::STT_GNU_IFUNC,
            SymbolKind::Text => elf::STT_FUNC,
            SymbolKind::Tls => elf::STT_TLS,
            _ => elf::STT_OBJECT,
        };
        let vis = match gv.visibility {
            Visibility::Protected if protected => elf::STV_PROTECTED,
            Visibility::Hidden => elf::STV_HIDDEN,
            _ => elf::STV_DEFAULT,
        };
        SymbolFlags::Elf {
            st_info: elf::SymbolInfo::new(bind, ty),
            st_other: elf::SymbolOther(vis.0),
        }
    }

    fn block_addresses_through_section(&self) -> bool {
        true
    }

    fn references_through_section(&self, m: &Module, g: GlobalId) -> bool {
        // Local symbols: the assembler relocates against their section. Otherwise LLVM's
        // `getSymbolPreferLocal`: a `.Lname$local` alias for `dso_local` definitions
        // that could otherwise be preempted in a shared object.
        let gv = &m.globals[g];
        if matches!(gv.kind, GlobalKind::IFunc(_)) {
            // Calls must reach the PLT entry that runs the resolver.
            return false;
        }
        if gv.linkage.is_local() {
            return true;
        }
        self.pic_without_pie
            && gv.dso_local
            && gv.visibility == Visibility::Default
            && gv.linkage == Linkage::External
            && !matches!(gv.kind, GlobalKind::IFunc(_))
            && gv
                .comdat
                .is_none_or(|c| m.comdats[c].kind == SelectionKind::NoDeduplicate)
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
        if obj.symbol(symbol).kind == SymbolKind::Section
            && obj.symbol(symbol).section == SymbolSection::Section(section)
        {
            // A PC-relative reference within the section: resolved here, as assemblers do.
            let at = offset as usize;
            let data = obj.section_mut(section).data_mut();
            let field = data.get_mut(at..at + 4).and_then(|f| f.try_into().ok());
            if field.is_some_and(|f| (self.arch.resolve_in_place)(kind, f, addend - offset as i64))
            {
                return Ok(());
            }
        }
        let r_type = self.arch.elf_type(kind)?;
        self.reloc(obj, section, offset, symbol, addend, r_type)
    }

    fn structors(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        ctors: &[Structor],
        dtors: &[Structor],
    ) -> Result<(), CodegenError> {
        self.structor_list(obj, m, ctors, (".init_array", elf::SHT_INIT_ARRAY))?;
        self.structor_list(obj, m, dtors, (".fini_array", elf::SHT_FINI_ARRAY))
    }

    fn finish(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let m = cx.m;
        self.patchable_entries(obj, cx)?;
        for (g, (signature, members)) in self.groups.iter().enumerate() {
            let c = match signature {
                Signature::Comdat(c) => *c,
                Signature::Thunk(name) => {
                    let symbol = obj.symbol_id(name).expect("the thunk's symbol");
                    obj.add_comdat(Comdat {
                        kind: ComdatKind::Any,
                        symbol,
                        sections: members.clone(),
                    });
                    continue;
                }
            };
            let name = m.syms.get(m.comdats[c].name);
            // The signature is the global of the comdat's name when there is one, else a
            // local symbol of that name (moved into the group section by `write`).
            let signature = cx
                .symbols
                .values()
                .copied()
                .find(|&s| obj.symbol(s).name == name)
                .unwrap_or_else(|| {
                    self.local_signatures.push((name.to_vec(), g));
                    obj.add_symbol(Symbol {
                        name: name.to_vec(),
                        value: 0,
                        size: 0,
                        kind: SymbolKind::Unknown,
                        scope: SymbolScope::Compilation,
                        weak: false,
                        section: SymbolSection::Section(members[0]),
                        flags: SymbolFlags::Elf {
                            st_info: elf::SymbolInfo::new(elf::STB_LOCAL, elf::STT_NOTYPE),
                            st_other: elf::SymbolOther(0),
                        },
                    })
                });
            // A member's relocation section belongs to the group too: a repeated member
            // reserves its slot, which `write` fills in.
            let sections = members
                .iter()
                .flat_map(|&s| std::iter::repeat_n(s, 1 + usize::from(self.relocated.contains(&s))))
                .collect();
            obj.add_comdat(Comdat {
                kind: ComdatKind::Any,
                symbol: signature,
                sections,
            });
        }
        self.partitions(obj, cx)?;
        self.eh_frame(obj, cx)?;
        self.debug_info(obj, cx)?;
        let ifuncs = m
            .order
            .iter()
            .any(|&g| matches!(m.globals[g].kind, GlobalKind::IFunc(_)));
        let os_abi = match self.os_abi {
            elf::ELFOSABI_NONE if self.gnu_abi || ifuncs => elf::ELFOSABI_GNU,
            os_abi => os_abi,
        };
        if os_abi != elf::ELFOSABI_NONE {
            obj.flags = object::FileFlags::Elf {
                os_abi,
                abi_version: 0,
                e_flags: elf::FileFlags(0),
            };
        }
        self.gnu_property(obj, m);
        // Mark the stack non-executable, as every toolchain does.
        self.new_section(
            obj,
            b".note.GNU-stack",
            SectionKind::Note,
            elf::SHT_PROGBITS,
            0,
        );
        if let Some(syms) = &cx.addrsig {
            let s = self.new_section(
                obj,
                b".llvm_addrsig",
                SectionKind::Metadata,
                SHT_LLVM_ADDRSIG,
                elf::SHF_EXCLUDE.0,
            );
            self.addrsig = Some((s, syms.clone()));
        }
        Ok(())
    }

    fn write(&self, obj: &mut Object<'static>) -> Result<Vec<u8>, CodegenError> {
        let mut bytes = write_with_addrsig(obj, self.addrsig.as_ref(), |obj, image, syms| {
            Ok(self.addrsig_indices(obj, image, syms))
        })?;
        self.patch_headers(&mut bytes);
        Ok(bytes)
    }
}

impl Elf {
    /// `.init_array.N`/`.fini_array.N` sections (`base` and its section type) holding
    /// `list`, each in the group of its key's comdat.
    fn structor_list(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        list: &[Structor],
        (base, sh_type): (&str, elf::SectionType),
    ) -> Result<(), CodegenError> {
        for s in list {
            let name = if s.priority == 65535 {
                base.to_string()
            } else {
                format!("{base}.{}", s.priority)
            };
            let comdat = match s.key {
                Some(k) => Self::comdat(m, k)?,
                None => None,
            };
            let key = (name.clone().into_bytes(), comdat);
            let section = match self.structor_sections.get(&key) {
                Some(&section) => section,
                None => {
                    let mut flags = elf::SHF_ALLOC.0 | elf::SHF_WRITE.0;
                    if comdat.is_some() {
                        flags |= elf::SHF_GROUP.0;
                    }
                    let section = self.new_section(obj, &key.0, SectionKind::Data, sh_type, flags);
                    if let Some(c) = comdat {
                        self.add_to_group(m, c, section);
                    }
                    self.structor_sections.insert(key, section);
                    section
                }
            };
            let off = obj.append_section_data(section, &[0u8; 8], 8);
            let r_type = self.arch.elf_type(RelocKind::Abs64)?;
            self.reloc(obj, section, off, s.function, s.addend, r_type)?;
        }
        Ok(())
    }

    /// A `__patchable_function_entries` section for each function with patchable nops,
    /// holding the address of its first nop, as LLVM's asm printer writes it: linked to
    /// the function's section (`SHF_LINK_ORDER`, so that the linker keeps or drops both)
    /// and in its comdat's group.
    fn patchable_entries(
        &mut self,
        obj: &mut Object<'static>,
        cx: &Finish,
    ) -> Result<(), CodegenError> {
        for f in cx.funcs {
            let Some(p) = &f.compiled.patchable else {
                continue;
            };
            let comdat = Self::comdat(cx.m, f.global)?;
            let mut flags = elf::SHF_ALLOC.0 | elf::SHF_WRITE.0 | elf::SHF_LINK_ORDER.0;
            if comdat.is_some() {
                flags |= elf::SHF_GROUP.0;
            }
            let s = self.new_section(
                obj,
                b"__patchable_function_entries",
                SectionKind::Data,
                elf::SHT_PROGBITS,
                flags,
            );
            if let Some(c) = comdat {
                self.add_to_group(cx.m, c, s);
            }
            self.links.push((s, f.section));
            let at = obj.append_section_data(s, &[0; 8], 8);
            let sym = obj.section_symbol(f.section);
            let addend = f.offset as i64 + p.first_nop();
            let r_type = self.arch.elf_type(RelocKind::Abs64)?;
            self.reloc(obj, s, at, sym, addend, r_type)?;
        }
        Ok(())
    }

    /// `.llvm_sympart` sections naming the partition of each exported global that has
    /// one (for lld's partitioning), as LLVM writes them.
    fn partitions(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let m = cx.m;
        for &g in &m.order {
            let gv = &m.globals[g];
            let (Some(part), Some(&sym)) = (gv.partition, cx.symbols.get(&g)) else {
                continue;
            };
            if gv.visibility != Visibility::Default || obj.symbol(sym).is_undefined() {
                continue;
            }
            let s = self.new_section(
                obj,
                b".llvm_sympart",
                SectionKind::Metadata,
                SHT_LLVM_SYMPART,
                0,
            );
            let mut data = m.syms.get(part).to_vec();
            data.push(0);
            let at = data.len() as u64;
            data.extend_from_slice(&[0; 8]);
            obj.append_section_data(s, &data, 1);
            let r_type = self.arch.elf_type(RelocKind::Abs64)?;
            self.reloc(obj, s, at, sym, 0, r_type)?;
        }
        Ok(())
    }

    /// `.eh_frame` for the functions that need unwind entries, pointing at them through
    /// their sections' symbols.
    fn eh_frame(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let funcs: Vec<_> = cx
            .funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| unwind::needs_entry(cx.m, f.global))
            .collect();
        if funcs.is_empty() {
            return Ok(());
        }
        // The symbols `.eh_frame` points at, by gimli's symbol number: each function's
        // section plus its offset, then exception tables and personality pointers.
        let mut targets: Vec<(SymbolId, i64)> = funcs
            .iter()
            .map(|(_, f)| (obj.section_symbol(f.section), f.offset as i64))
            .collect();
        let mut symbol = |obj: &mut Object<'static>, (section, at): (SectionId, u64)| {
            targets.push((obj.section_symbol(section), at as i64));
            gimli::write::Address::Symbol {
                symbol: targets.len() - 1,
                addend: 0,
            }
        };
        let personalities: Vec<_> = cx
            .exceptions
            .personalities
            .iter()
            .map(|&p| symbol(obj, p))
            .collect();
        let mut frames = Vec::with_capacity(funcs.len());
        for (k, &(index, f)) in funcs.iter().enumerate() {
            let exceptions = match cx.exceptions.lsda[index] {
                Some(lsda::Lsda::Placed(section, at, personality)) => {
                    Some((symbol(obj, (section, at)), personality))
                }
                _ => None,
            };
            frames.push(unwind::FrameFunction {
                start: gimli::write::Address::Symbol {
                    symbol: k,
                    addend: 0,
                },
                len: f.compiled.code.len() as u32,
                unwind: &f.compiled.unwind,
                exceptions,
            });
        }
        let (bytes, relocs) =
            unwind::eh_frame(&frames, &personalities, unwind::Flavor::Elf, self.arch)?;
        let s = self.new_section(
            obj,
            b".eh_frame",
            SectionKind::ReadOnlyData,
            self.arch.elf_eh_frame_type,
            elf::SHF_ALLOC.0,
        );
        obj.append_section_data(s, &bytes, 8);
        let r_type = self.arch.elf_type(RelocKind::Pc32)?;
        for r in relocs {
            let (sym, base) = targets[r.symbol];
            self.reloc(obj, s, r.offset, sym, base + r.addend, r_type)?;
        }
        Ok(())
    }

    /// The DWARF debug sections, when the module has a compile unit.
    fn debug_info(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let placed = dwarf::add_debug_sections(obj, cx, self.arch, |obj, d| {
            let s = self.new_section(
                obj,
                d.name.as_bytes(),
                SectionKind::Debug,
                elf::SHT_PROGBITS,
                0,
            );
            obj.append_section_data(s, &d.bytes, 1);
            s
        })?;
        for (s, relocs) in placed {
            for r in relocs {
                let kind = if r.size == 8 {
                    RelocKind::Abs64
                } else {
                    RelocKind::Abs32
                };
                let r_type = self.arch.elf_type(kind)?;
                self.reloc(obj, s, r.offset, r.symbol, r.addend, r_type)?;
            }
        }
        Ok(())
    }

    /// Adds a section with explicit type and flags.
    fn new_section(
        &mut self,
        obj: &mut Object<'static>,
        name: &[u8],
        kind: SectionKind,
        sh_type: elf::SectionType,
        sh_flags: u64,
    ) -> SectionId {
        let s = obj.add_section(Vec::new(), name.to_vec(), kind);
        obj.section_mut(s).flags = object::SectionFlags::Elf {
            sh_type,
            sh_flags: elf::SectionFlags(sh_flags),
        };
        self.sections.push(s);
        s
    }

    /// `.note.gnu.property` with the architecture's control-flow-protection property
    /// when the module asks for it (x86's `cf-protection-branch`: the code marks where
    /// indirect branches land, `cf-protection-return`: shadow stacks; AArch64's
    /// `branch-target-enforcement`, `sign-return-address`, `guarded-control-stack`), so
    /// that the linker keeps the feature for the program.
    fn gnu_property(&mut self, obj: &mut Object<'static>, m: &rllc_ir::Module) {
        let p = &self.arch.cf_protection;
        let on = |flag: &str| m.module_flag(flag.as_bytes()).is_some_and(|v| v != 0);
        let features = p
            .flags
            .iter()
            .filter(|(flag, _)| on(flag))
            .fold(0, |bits, (_, bit)| bits | bit);
        if features == 0 {
            return;
        }
        // One note: name "GNU", type NT_GNU_PROPERTY_TYPE_0, one 4-byte property padded
        // to 8 bytes.
        let mut data = Vec::with_capacity(32);
        for word in [4, 16, elf::NT_GNU_PROPERTY_TYPE_0.0] {
            data.extend_from_slice(&u32::to_le_bytes(word));
        }
        data.extend_from_slice(b"GNU\0");
        for word in [p.property, 4, features, 0] {
            data.extend_from_slice(&u32::to_le_bytes(word));
        }
        let s = self.new_section(
            obj,
            b".note.gnu.property",
            SectionKind::Note,
            elf::SHT_NOTE,
            elf::SHF_ALLOC.0,
        );
        obj.set_section_data(s, data, 8);
    }

    /// Adds an ELF relocation of type `r_type`.
    fn reloc(
        &mut self,
        obj: &mut Object<'static>,
        section: SectionId,
        offset: u64,
        symbol: SymbolId,
        addend: i64,
        r_type: elf::RelocationType,
    ) -> Result<(), CodegenError> {
        self.relocated.insert(section);
        obj.add_relocation(
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

    /// The section-header index of each section: the object crate writes the null
    /// section, the groups, then each section followed by its relocation section, so
    /// indices follow from creation order.
    fn header_indices(&self) -> FxHashMap<SectionId, usize> {
        let mut index_of = FxHashMap::default();
        let mut next = 1 + self.groups.len();
        for &s in &self.sections {
            index_of.insert(s, next);
            next += 1 + usize::from(self.relocated.contains(&s));
        }
        index_of
    }

    /// The symbol-table index of each of `syms` in ELF image `image` (section symbols
    /// found by section, the others by name).
    fn addrsig_indices(
        &self,
        obj: &Object<'static>,
        image: &[u8],
        syms: &[SymbolId],
    ) -> Vec<Option<usize>> {
        let entries = symtab(image);
        let mut by_name = FxHashMap::default();
        let mut by_section = FxHashMap::default();
        for (k, e) in entries.iter().enumerate() {
            if e.info & 0xf == elf::STT_SECTION.0 {
                by_section.insert(usize::from(e.shndx), k);
            } else {
                by_name.insert(e.name.as_slice(), k);
            }
        }
        let index_of = self.header_indices();
        syms.iter()
            .map(|&id| {
                let sym = obj.symbol(id);
                match sym.section {
                    SymbolSection::Section(s) if sym.kind == SymbolKind::Section => {
                        by_section.get(&index_of[&s]).copied()
                    }
                    _ => by_name.get(sym.name.as_slice()).copied(),
                }
            })
            .collect()
    }

    /// What the object crate cannot write: `sh_entsize` of mergeable sections; `sh_link`
    /// of `SHF_LINK_ORDER` sections and of `.llvm_addrsig` (the symbol table); group
    /// contents (the flags word of `nodeduplicate` groups, 0 instead of `GRP_COMDAT`, and
    /// the members' relocation sections); signature symbols defined in their group
    /// section.
    fn patch_headers(&self, bytes: &mut [u8]) {
        let shoff = rd64(bytes, 0x28) as usize;
        let header = |index: usize| shoff + 64 * index;
        let index_of = self.header_indices();
        for &(s, size) in &self.entsizes {
            let h = header(index_of[&s]);
            bytes[h + 56..h + 64].copy_from_slice(&size.to_le_bytes());
        }
        let shnum = usize::from(u16::from_le_bytes([bytes[0x3c], bytes[0x3d]]));
        let symtab_index = (0..shnum).find(|&i| rd32(bytes, header(i) + 4) == elf::SHT_SYMTAB.0);
        let addrsig_link = self
            .addrsig
            .iter()
            .zip(symtab_index)
            .map(|((s, _), t)| (*s, t));
        for (s, to) in self
            .links
            .iter()
            .map(|&(s, to)| (s, index_of[&to]))
            .chain(addrsig_link)
        {
            let h = header(index_of[&s]);
            bytes[h + 40..h + 44].copy_from_slice(&(to as u32).to_le_bytes());
        }
        for (g, (_, members)) in self.groups.iter().enumerate() {
            let data = rd64(bytes, header(1 + g) + 24) as usize;
            let mut words = vec![if self.nodedup.contains(&g) { 0 } else { 1 }];
            for s in members {
                words.push(index_of[s] as u32);
                if self.relocated.contains(s) {
                    words.push(index_of[s] as u32 + 1);
                }
            }
            for (k, w) in words.iter().enumerate() {
                bytes[data + 4 * k..data + 4 * k + 4].copy_from_slice(&w.to_le_bytes());
            }
        }
        if self.local_signatures.is_empty() {
            return;
        }
        for e in symtab(bytes) {
            // Local (st_info 0: STB_LOCAL, STT_NOTYPE) symbols of a signature's name.
            let group = self.local_signatures.iter().find(|(n, _)| *n == e.name);
            if let (Some(&(_, g)), 0) = (group, e.info) {
                bytes[e.at + 6..e.at + 8].copy_from_slice(&((1 + g) as u16).to_le_bytes());
            }
        }
    }
}

fn rd64(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

fn rd32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

/// One entry of the symbol table of a written ELF image.
struct SymtabEntry {
    /// The entry's offset in the image.
    at: usize,
    name: Vec<u8>,
    /// `st_info`.
    info: u8,
    /// `st_shndx`.
    shndx: u16,
}

/// The symbol table of ELF image `bytes` (`SHT_SYMTAB`, with its string table), in
/// index order.
fn symtab(bytes: &[u8]) -> Vec<SymtabEntry> {
    let shoff = rd64(bytes, 0x28) as usize;
    let header = |index: usize| shoff + 64 * index;
    let shnum = usize::from(u16::from_le_bytes([bytes[0x3c], bytes[0x3d]]));
    let Some(symtab) = (0..shnum).find(|&i| rd32(bytes, header(i) + 4) == elf::SHT_SYMTAB.0) else {
        return Vec::new();
    };
    let (off, size) = (
        rd64(bytes, header(symtab) + 24) as usize,
        rd64(bytes, header(symtab) + 32) as usize,
    );
    let strtab = rd64(
        bytes,
        header(rd32(bytes, header(symtab) + 40) as usize) + 24,
    ) as usize;
    (0..size / 24)
        .map(|k| {
            let at = off + 24 * k;
            let name_at = strtab + rd32(bytes, at) as usize;
            let len = bytes[name_at..].iter().position(|&b| b == 0).unwrap_or(0);
            SymtabEntry {
                at,
                name: bytes[name_at..name_at + len].to_vec(),
                info: bytes[at + 4],
                shndx: u16::from_le_bytes([bytes[at + 6], bytes[at + 7]]),
            }
        })
        .collect()
}

/// LLVM's section type for `.llvm_addrsig` (the address-significant symbols).
const SHT_LLVM_ADDRSIG: elf::SectionType = elf::SectionType(0x6fff_4c03);

/// LLVM's section type for `.llvm_sympart`.
const SHT_LLVM_SYMPART: elf::SectionType = elf::SectionType(0x6fff_4c05);
