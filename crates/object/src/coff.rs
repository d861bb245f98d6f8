//! COFF (Windows, MinGW-w64 and MSVC): sections as LLVM's
//! `TargetLoweringObjectFileCOFF` selects them (`.text`, `.data`, `.rdata`, `.bss`,
//! `.tls$`), comdats with every selection kind, the architecture's relocations, `.pdata`
//! and `.xdata` unwind tables, `.drectve` linker directives, constructor tables,
//! `.llvm_addrsig` (`-addrsig`).
//!
//! A comdat's key global gets a section of its own carrying the selection kind; the
//! comdat's other members, its keyed constructors and its functions' unwind data go to
//! sections associative to it (MinGW names them `.text$KEY`, `.xdata$KEY`…, MSVC keeps
//! the plain names). Weak definitions and `extern_weak` references are weak externals.
//! What ELF reaches through the GOT is reached through `__imp_NAME` for dllimport
//! globals and through a `.refptr.NAME` pointer otherwise (MinGW's variables that may
//! live in a DLL, as llc does). dllexport becomes `-export:`/`/EXPORT:` and, for MSVC,
//! `llvm.used` becomes `/INCLUDE:` directives; constructors and destructors go to
//! `.ctors`/`.dtors` (MinGW) or `.CRT$XC*`/`.CRT$XT*` (MSVC) sections that sort by
//! priority.

use crate::arch::{self, ArchTables};
use crate::unwind::{self, win64_unwind_info};
use crate::{
    unsupported, write_with_addrsig, Contents, Finish, LocalSymbol, ObjectFormat, Placement,
    PrivateName,
};
use crate::{Structor, Target};
use object::pe;
use object::write::{Comdat, Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{
    BinaryFormat, ComdatKind, Endianness, RelocationEncoding, RelocationFlags, RelocationKind,
    SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope,
};
use rllc_codegen::{CodegenError, Platform, RelocKind, RelocTarget};
use rllc_ir::constant::ConstKind;
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{
    ComdatId, DllStorage, GlobalId, GlobalKind, Module, SelectionKind, Visibility,
};
use rllc_ir::types::TypeData;
use rustc_hash::{FxHashMap, FxHashSet};

/// The COFF writer's state.
pub struct Coff {
    /// The architecture's relocation types and unwind register numbers.
    arch: &'static ArchTables,
    /// The Microsoft toolchain's spelling of directives, constructor sections and
    /// comdat section names (else MinGW's).
    msvc: bool,
    /// Sections shared by every global that asks for the name.
    shared: FxHashMap<Vec<u8>, SectionId>,
    /// The comdats with members here.
    groups: Vec<Group>,
    /// Sections of comdat members by (name, group, whether it is the key's section).
    group_sections: FxHashMap<(Vec<u8>, usize, bool), SectionId>,
    /// The group of each section holding comdat members.
    section_group: FxHashMap<SectionId, usize>,
    /// The `__imp_NAME` symbols created so far, by dllimport global.
    imports: FxHashMap<GlobalId, SymbolId>,
    /// The `.refptr.NAME` pointers created so far, by target symbol.
    refptrs: FxHashMap<SymbolId, SymbolId>,
    /// `-addrsig`: the `.llvm_addrsig` section and the symbols it lists.
    addrsig: Option<(SectionId, Vec<SymbolId>)>,
    /// The thunks' sections (each its own `any` comdat) and symbol names.
    thunks: Vec<(SectionId, Vec<u8>)>,
}

/// One comdat: its key global, the key's section once placed, and the sections
/// associative to it.
struct Group {
    comdat: ComdatId,
    key: GlobalId,
    key_section: Option<SectionId>,
    associative: Vec<SectionId>,
}

/// The object crate's section kind for `contents` on COFF (which has no zero-filled
/// thread-local sections: `.tls$` holds the zeros).
fn object_kind(contents: Contents) -> SectionKind {
    match contents {
        Contents::Text => SectionKind::Text,
        Contents::Data | Contents::ThreadData | Contents::ThreadBss => SectionKind::Data,
        Contents::Bss => SectionKind::UninitializedData,
        Contents::ReadOnly
        | Contents::ReadOnlyWithRel
        | Contents::CString(_)
        | Contents::Literal(_) => SectionKind::ReadOnlyData,
    }
}

/// The default section of `contents`.
fn default_section_name(contents: Contents) -> &'static [u8] {
    match contents {
        Contents::Text => b".text",
        Contents::Data => b".data",
        Contents::Bss => b".bss",
        Contents::ThreadData | Contents::ThreadBss => b".tls$",
        Contents::ReadOnly
        | Contents::ReadOnlyWithRel
        | Contents::CString(_)
        | Contents::Literal(_) => b".rdata",
    }
}

/// The COFF selection of comdat kind `k` (for the key's section).
fn comdat_kind(k: SelectionKind) -> ComdatKind {
    match k {
        SelectionKind::Any => ComdatKind::Any,
        SelectionKind::ExactMatch => ComdatKind::ExactMatch,
        SelectionKind::Largest => ComdatKind::Largest,
        SelectionKind::NoDeduplicate => ComdatKind::NoDuplicates,
        SelectionKind::SameSize => ComdatKind::SameSize,
    }
}

/// A relocation of the object crate's generic `kind` and `size` bits, which it turns
/// into the architecture's type.
fn generic(kind: RelocationKind, size: u8) -> RelocationFlags {
    RelocationFlags::Generic {
        kind,
        encoding: RelocationEncoding::Generic,
        size,
    }
}

/// `UNWIND_INFO` flag: the function has an exception handler.
const UNW_FLAG_EHANDLER: u8 = 1;
/// `UNWIND_INFO` flag: the function has a termination handler (for landing pads, the
/// same one).
const UNW_FLAG_UHANDLER: u8 = 2;

/// The section of a constructor (`ctor`) or destructor entry of `priority`: MinGW's
/// `.ctors.NNNNN` (65535 - priority, which GNU ld sorts so that the runtime, running the
/// table backwards, runs low priorities first) or MSVC's `.CRT$XC?NNNNN`/`.CRT$XT?NNNNN`.
fn structor_section(msvc: bool, ctor: bool, priority: u32) -> String {
    if !msvc {
        let base = if ctor { ".ctors" } else { ".dtors" };
        return if priority == 65535 {
            base.to_string()
        } else {
            format!("{base}.{:05}", 65535 - priority)
        };
    }
    let table = if ctor { 'C' } else { 'T' };
    if priority == 65535 {
        return format!(".CRT$X{table}{}", if ctor { 'U' } else { 'X' });
    }
    let letter = match priority {
        0..200 => 'A',
        200..400 => 'C',
        400 => 'L',
        _ => 'T',
    };
    if priority == 200 || priority == 400 {
        format!(".CRT$X{table}{letter}")
    } else {
        format!(".CRT$X{table}{letter}{priority:05}")
    }
}

impl Coff {
    /// The writer for `target`.
    pub fn new(target: &Target) -> Coff {
        Coff {
            arch: arch::tables(target.arch),
            msvc: target.platform == Platform::WindowsMsvc,
            shared: FxHashMap::default(),
            groups: Vec::new(),
            group_sections: FxHashMap::default(),
            section_group: FxHashMap::default(),
            imports: FxHashMap::default(),
            refptrs: FxHashMap::default(),
            addrsig: None,
            thunks: Vec::new(),
        }
    }

    /// The section called `name` of `kind` shared by everything placed there.
    fn shared_section(
        &mut self,
        obj: &mut Object<'static>,
        name: &[u8],
        kind: SectionKind,
    ) -> SectionId {
        if let Some(&s) = self.shared.get(name) {
            return s;
        }
        let s = obj.add_section(Vec::new(), name.to_vec(), kind);
        self.shared.insert(name.to_vec(), s);
        s
    }

    /// The index in `groups` of comdat `c`, whose key is the global of its name (LLVM's
    /// `getComdatGVForCOFF`).
    fn group(&mut self, m: &Module, c: ComdatId) -> Result<usize, CodegenError> {
        if let Some(k) = self.groups.iter().position(|g| g.comdat == c) {
            return Ok(k);
        }
        let name = m.syms.get(m.comdats[c].name);
        let fail = |why: &str| CodegenError {
            pos: None,
            message: format!(
                "Associative COMDAT symbol '{}' {why}",
                String::from_utf8_lossy(name)
            ),
        };
        let key = m
            .global_by_name(name)
            .ok_or_else(|| fail("does not exist."))?;
        if m.globals[key].comdat != Some(c) {
            return Err(fail("is not a key for its COMDAT."));
        }
        self.groups.push(Group {
            comdat: c,
            key,
            key_section: None,
            associative: Vec::new(),
        });
        Ok(self.groups.len() - 1)
    }

    /// A section called `name` in comdat group `group`: the key's own section, or one
    /// associative to it shared by the members of that name.
    fn group_section(
        &mut self,
        obj: &mut Object<'static>,
        name: Vec<u8>,
        kind: SectionKind,
        group: usize,
        is_key: bool,
    ) -> SectionId {
        let k = (name, group, is_key);
        if let Some(&s) = self.group_sections.get(&k) {
            return s;
        }
        let s = obj.add_section(Vec::new(), k.0.clone(), kind);
        // The section symbol (with the comdat's auxiliary record) comes before the
        // symbols defined in the section: lld-link wants the key's symbol right after it,
        // and GNU ld takes the first symbol of an associative section for its comdat's.
        obj.section_symbol(s);
        if is_key {
            self.groups[group].key_section = Some(s);
        } else {
            self.groups[group].associative.push(s);
        }
        self.group_sections.insert(k, s);
        self.section_group.insert(s, group);
        s
    }

    /// `base` with MinGW's `$KEY` suffix for sections of group `group`.
    fn group_section_name(&self, m: &Module, base: &[u8], group: usize) -> Vec<u8> {
        let mut name = base.to_vec();
        if !self.msvc {
            name.push(b'$');
            name.extend_from_slice(m.syms.get(m.comdats[self.groups[group].comdat].name));
        }
        name
    }

    /// `__imp_NAME`, the import-table slot holding the address of dllimport `g`.
    fn import_pointer(&mut self, obj: &mut Object<'static>, m: &Module, g: GlobalId) -> SymbolId {
        if let Some(&s) = self.imports.get(&g) {
            return s;
        }
        let name = match m.globals[g].name {
            rllc_ir::module::GlobalName::Named(s) => m.syms.get(s).to_vec(),
            rllc_ir::module::GlobalName::Numbered(k) => format!("__unnamed_{k}").into_bytes(),
        };
        let s = obj.add_symbol(Symbol {
            name: [&b"__imp_"[..], &name].concat(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.imports.insert(g, s);
        s
    }

    /// `.refptr.NAME`, a pointer to `target` through which MinGW code reaches variables
    /// that may live in a DLL (the runtime pseudo-relocator can then fix it): 8 bytes in
    /// a section `.rdata$.refptr.NAME` of its own, a comdat (selection any) so that the
    /// linker keeps one per program, as llc writes it.
    fn refptr(
        &mut self,
        obj: &mut Object<'static>,
        target: SymbolId,
    ) -> Result<SymbolId, CodegenError> {
        if let Some(&s) = self.refptrs.get(&target) {
            return Ok(s);
        }
        let name = [&b".refptr."[..], &obj.symbol(target).name].concat();
        let section = obj.add_section(
            Vec::new(),
            [&b".rdata$"[..], &name].concat(),
            SectionKind::ReadOnlyData,
        );
        obj.append_section_data(section, &[0; 8], 8);
        // The comdat's symbol follows the section symbol.
        obj.section_symbol(section);
        let s = obj.add_symbol(Symbol {
            name,
            value: 0,
            size: 8,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Section(section),
            flags: SymbolFlags::None,
        });
        obj.add_comdat(Comdat {
            kind: ComdatKind::Any,
            symbol: s,
            sections: vec![section],
        });
        let typ = self.arch.coff_type(RelocKind::Abs64)?;
        record(obj, section, 0, target, 0, RelocationFlags::Coff { typ })?;
        self.refptrs.insert(target, s);
        Ok(s)
    }

    /// What MC puts in every COFF object: `.text`, `.data` and `.bss` (empty ones
    /// 4-aligned) and the absolute `@feat.00` symbol (no feature flags on x86-64); for
    /// MSVC, a reference to `_fltused` when some function computes with floating point
    /// (so that the linker brings in the runtime's floating-point support).
    fn standard_contents(&mut self, obj: &mut Object<'static>, m: &Module) {
        for (name, kind) in [
            (&b".text"[..], SectionKind::Text),
            (b".data", SectionKind::Data),
            (b".bss", SectionKind::UninitializedData),
        ] {
            if !self.shared.contains_key(name) {
                let s = self.shared_section(obj, name, kind);
                if kind == SectionKind::UninitializedData {
                    obj.append_section_bss(s, 0, 4);
                } else {
                    obj.append_section_data(s, &[], 4);
                }
            }
        }
        obj.add_symbol(Symbol {
            name: b"@feat.00".to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Absolute,
            flags: SymbolFlags::None,
        });
        if self.msvc && uses_floating_point(m) {
            obj.add_symbol(Symbol {
                name: b"_fltused".to_vec(),
                value: 0,
                size: 0,
                kind: SymbolKind::Data,
                scope: SymbolScope::Dynamic,
                weak: false,
                section: SymbolSection::Undefined,
                flags: SymbolFlags::None,
            });
        }
    }

    /// `.xdata` unwind codes and a `.pdata` entry (start, end, unwind information, as
    /// image-relative addresses) for every function that needs an unwind entry and
    /// sets up a frame (a leaf that never moves rsp needs none on Windows). A comdat
    /// function's go to sections associative to its comdat.
    fn unwind_tables(
        &mut self,
        obj: &mut Object<'static>,
        cx: &Finish,
    ) -> Result<(), CodegenError> {
        for (index, f) in cx.funcs.iter().enumerate() {
            let u = &f.compiled.unwind;
            if u.prologue.is_empty() || !unwind::needs_entry(cx.m, f.global) {
                continue;
            }
            let mut info = win64_unwind_info(u, self.arch)?;
            // A function with landing pads: its personality is the exception and
            // termination handler, its LSDA the handler data.
            let lsda = match &cx.exceptions.lsda[index] {
                Some(crate::lsda::Lsda::Inline {
                    bytes,
                    types,
                    handler,
                }) => {
                    info[0] |= (UNW_FLAG_EHANDLER | UNW_FLAG_UHANDLER) << 3;
                    let handler_at = info.len() as u64;
                    info.extend_from_slice(&[0; 4]);
                    let lsda_at = info.len() as u64;
                    info.extend_from_slice(bytes);
                    Some((handler_at, *handler, lsda_at, types))
                }
                _ => None,
            };
            let (xdata, pdata) = match self.section_group.get(&f.section).copied() {
                Some(g) => {
                    let x = self.group_section_name(cx.m, b".xdata", g);
                    let p = self.group_section_name(cx.m, b".pdata", g);
                    (
                        self.group_section(obj, x, SectionKind::ReadOnlyData, g, false),
                        self.group_section(obj, p, SectionKind::ReadOnlyData, g, false),
                    )
                }
                None => (
                    self.shared_section(obj, b".xdata", SectionKind::ReadOnlyData),
                    self.shared_section(obj, b".pdata", SectionKind::ReadOnlyData),
                ),
            };
            let xoff = obj.append_section_data(xdata, &info, 4);
            let poff = obj.append_section_data(pdata, &[0; 12], 4);
            if let Some((handler_at, handler, lsda_at, types)) = lsda {
                let rva = generic(RelocationKind::ImageOffset, 32);
                record(obj, xdata, xoff + handler_at, handler, 0, rva)?;
                for &(field, symbol, addend) in types {
                    let abs = generic(RelocationKind::Absolute, 64);
                    record(obj, xdata, xoff + lsda_at + field, symbol, addend, abs)?;
                }
            }
            let code = obj.section_symbol(f.section);
            let xsym = obj.section_symbol(xdata);
            let start = f.offset as i64;
            let fields = [
                (code, start),
                (code, start + f.compiled.code.len() as i64),
                (xsym, xoff as i64),
            ];
            for (k, (symbol, addend)) in fields.into_iter().enumerate() {
                record(
                    obj,
                    pdata,
                    poff + 4 * k as u64,
                    symbol,
                    addend,
                    generic(RelocationKind::ImageOffset, 32),
                )?;
            }
        }
        Ok(())
    }

    /// The DWARF debug sections (as llc writes them for MinGW: discardable, byte-aligned,
    /// offsets into other debug sections as `SECREL` relocations), when the module has a
    /// compile unit. (CodeView, which clang asks for on MSVC triples, is refused by the
    /// target's module check.)
    fn debug_info(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let placed = crate::dwarf::add_debug_sections(obj, cx, self.arch, |obj, d| {
            let s = obj.add_section(Vec::new(), d.name.as_bytes().to_vec(), SectionKind::Debug);
            obj.section_mut(s).flags = SectionFlags::Coff {
                characteristics: pe::IMAGE_SCN_CNT_INITIALIZED_DATA
                    | pe::IMAGE_SCN_ALIGN_1BYTES
                    | pe::IMAGE_SCN_MEM_DISCARDABLE
                    | pe::IMAGE_SCN_MEM_READ,
            };
            obj.append_section_data(s, &d.bytes, 1);
            s
        })?;
        for (s, relocs) in placed {
            for r in relocs {
                let kind = if r.section_offset {
                    RelocationKind::SectionOffset
                } else {
                    RelocationKind::Absolute
                };
                let flags = generic(kind, r.size * 8);
                record(obj, s, r.offset, r.symbol, r.addend, flags)?;
            }
        }
        Ok(())
    }

    /// One object-crate comdat per group: the key's section with the comdat's selection,
    /// every other section associative to it.
    fn comdats(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        let m = cx.m;
        for g in &self.groups {
            let name = String::from_utf8_lossy(m.syms.get(m.comdats[g.comdat].name));
            let (Some(key_section), Some(&symbol)) = (g.key_section, cx.symbols.get(&g.key)) else {
                return Err(unsupported(format!(
                    "COFF comdat '{name}' whose key is not defined in this module"
                )));
            };
            if obj.symbol(symbol).section != SymbolSection::Section(key_section) {
                return Err(unsupported(format!(
                    "COFF comdat '{name}' whose key is not a function or variable"
                )));
            }
            let mut sections = vec![key_section];
            for &s in &g.associative {
                obj.section_symbol(s);
                sections.push(s);
            }
            obj.add_comdat(Comdat {
                kind: comdat_kind(m.comdats[g.comdat].kind),
                symbol,
                sections,
            });
        }
        for (section, name) in &self.thunks {
            let symbol = obj.symbol_id(name).expect("the thunk's symbol");
            obj.symbol_mut(symbol).weak = false;
            obj.section_symbol(*section);
            obj.add_comdat(Comdat {
                kind: ComdatKind::Any,
                symbol,
                sections: vec![*section],
            });
        }
        // A comdat member is an ordinary external symbol: the comdat, not a weak
        // external, lets the linker pick one definition.
        for (&g, &sym) in cx.symbols {
            if m.globals[g].comdat.is_some() {
                obj.symbol_mut(sym).weak = false;
            }
        }
        Ok(())
    }

    /// `.drectve`, as LLVM writes it: for MinGW, `-aligncomm:"NAME",LOG2` for every
    /// aligned common symbol (in module order); the strings of `!llvm.linker.options`
    /// (`#pragma comment(lib, …)`'s `/DEFAULTLIB:`); then, for each global value (functions,
    /// variables, aliases, ifuncs), an export for a dllexport definition (`,data` for
    /// variables) and, for MinGW, `-exclude-symbols:` for a hidden one (so that GNU ld's
    /// automatic export of DLL symbols leaves it out); for MSVC, `/INCLUDE:` for the
    /// external globals of `llvm.used` so that the linker keeps them.
    fn directives(&mut self, obj: &mut Object<'static>, cx: &Finish) {
        let m = cx.m;
        let mut text = Vec::new();
        let name_of = |g: GlobalId| cx.symbols.get(&g).map(|&s| obj.symbol(s));
        if !self.msvc {
            for &g in &m.order {
                match name_of(g) {
                    Some(sym) if sym.section == SymbolSection::Common && sym.value > 1 => {
                        text.extend_from_slice(b" -aligncomm:\"");
                        text.extend_from_slice(&sym.name);
                        let log2 = sym.value.next_power_of_two().trailing_zeros();
                        text.extend_from_slice(format!("\",{log2}").as_bytes());
                    }
                    _ => {}
                }
            }
        }
        for option in linker_options(m) {
            text.push(b' ');
            text.extend_from_slice(&option);
        }
        let class = |g: GlobalId| match &m.globals[g].kind {
            GlobalKind::Func(_) => 0,
            GlobalKind::Var(_) => 1,
            GlobalKind::Alias(_) => 2,
            GlobalKind::IFunc(_) => 3,
        };
        let mut order = m.order.clone();
        order.sort_by_key(|&g| class(g));
        // LLVM adds the thunks to the module's functions, after the others: hidden, they
        // are excluded from MinGW's automatic exports.
        let functions = order.iter().take_while(|&&g| class(g) == 0).count();
        let thunks = |text: &mut Vec<u8>| {
            if !self.msvc {
                for (_, name) in &self.thunks {
                    text.extend_from_slice(b" -exclude-symbols:");
                    push_directive_name(text, name);
                }
            }
        };
        let n = order.len();
        for (k, g) in order.into_iter().enumerate() {
            if k == functions {
                thunks(&mut text);
            }
            let gv = &m.globals[g];
            let Some(sym) = name_of(g) else { continue };
            if sym.is_undefined() {
                continue;
            }
            if gv.dll_storage == DllStorage::Export {
                text.extend_from_slice(if self.msvc {
                    b" /EXPORT:"
                } else {
                    b" -export:"
                });
                push_directive_name(&mut text, &sym.name);
                if !matches!(m.types.get(gv.value_type), TypeData::Function { .. }) {
                    text.extend_from_slice(if self.msvc { b",DATA" } else { b",data" });
                }
            }
            if !self.msvc && gv.visibility == Visibility::Hidden {
                text.extend_from_slice(b" -exclude-symbols:");
                push_directive_name(&mut text, &sym.name);
            }
        }
        if functions == n {
            thunks(&mut text);
        }
        if self.msvc {
            for g in used_in_order(m) {
                if let Some(sym) = name_of(g) {
                    if !m.globals[g].linkage.is_local() {
                        text.extend_from_slice(b" /INCLUDE:");
                        push_directive_name(&mut text, &sym.name);
                    }
                }
            }
        }
        if !text.is_empty() {
            let s = obj.add_section(Vec::new(), b".drectve".to_vec(), SectionKind::Linker);
            obj.append_section_data(s, &text, 1);
        }
    }

    /// Undefined symbols, of globals and runtime functions, carry no type (llc types
    /// only function definitions); weak externals keep their storage class.
    fn untype_undefined(obj: &mut Object<'static>, cx: &Finish) {
        let runtime = cx
            .funcs
            .iter()
            .flat_map(|f| &f.compiled.relocs)
            .filter_map(|r| match r.target {
                RelocTarget::Libcall(name) => obj.symbol_id(name.as_bytes()),
                _ => None,
            });
        let ids: FxHashSet<SymbolId> = cx.symbols.values().copied().chain(runtime).collect();
        for id in ids {
            let sym = obj.symbol(id);
            if sym.kind != SymbolKind::Text || !(sym.is_undefined() || sym.weak) {
                continue;
            }
            let storage_class = if sym.weak {
                object::pe::IMAGE_SYM_CLASS_WEAK_EXTERNAL
            } else {
                object::pe::IMAGE_SYM_CLASS_EXTERNAL
            };
            obj.symbol_mut(id).flags = SymbolFlags::Coff {
                typ: object::pe::SymbolType(0),
                storage_class,
            };
        }
    }
}

/// `name` in a directive, quoted unless it is made of characters that need no quotes
/// (LLVM's `canBeUnquotedInDirective`).
fn push_directive_name(text: &mut Vec<u8>, name: &[u8]) {
    let plain = !name.is_empty()
        && name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'@'));
    if plain {
        text.extend_from_slice(name);
    } else {
        text.push(b'"');
        text.extend_from_slice(name);
        text.push(b'"');
    }
}

/// The strings of the nodes of `!llvm.linker.options` (each `!{!"…", …}`), in order.
fn linker_options(m: &Module) -> Vec<Vec<u8>> {
    let md = &m.metadata;
    let Some(named) = md
        .named
        .iter()
        .find(|n| m.syms.get(n.name) == b"llvm.linker.options")
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &r in &named.nodes {
        let Some(mut rest) = md.ref_text(r) else {
            continue;
        };
        // LLVM escapes `"` inside metadata strings, so the next quote ends the string.
        while let Some(start) = rest.windows(2).position(|w| w == b"!\"") {
            let body = &rest[start + 2..];
            let Some(end) = body.iter().position(|&c| c == b'"') else {
                break;
            };
            out.push(rllc_ir::lexer::unescape(&body[..end]));
            rest = &body[end + 1..];
        }
    }
    out
}

/// Whether an instruction of some function body has a floating-point result or operand
/// (scalar or vector), which is when llc makes an MSVC object reference `_fltused`.
fn uses_floating_point(m: &Module) -> bool {
    let fp = |t| {
        m.types.is_float(t)
            || m.types.is_vector(t) && m.types.element_type(t).is_some_and(|e| m.types.is_float(e))
    };
    m.order.iter().any(|&g| {
        let Some(body) = m.function(g).and_then(|f| f.body.as_ref()) else {
            return false;
        };
        body.layout.iter().any(|&b| {
            body.blocks[b].insts.iter().any(|&i| {
                fp(body.insts[i].ty) || body.args(i).iter().any(|&v| fp(m.value_type(body, v)))
            })
        })
    })
}

/// The globals of `llvm.used`, in its order.
fn used_in_order(m: &Module) -> Vec<GlobalId> {
    let Some(used) = m.global_by_name(b"llvm.used") else {
        return Vec::new();
    };
    let GlobalKind::Var(v) = &m.globals[used].kind else {
        return Vec::new();
    };
    let Some(ConstKind::Aggregate(elems)) = v.init.map(|c| &m.consts.get(c).kind) else {
        return Vec::new();
    };
    let layouts = TypeLayouts::new(&m.types, &m.datalayout);
    elems
        .iter()
        .filter_map(|&e| crate::global_and_offset(m, &layouts, e).map(|(g, _)| g))
        .collect()
}

/// Adds a relocation record.
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

impl ObjectFormat for Coff {
    fn new_object(&self) -> Object<'static> {
        Object::new(BinaryFormat::Coff, self.arch.object, Endianness::Little)
    }

    fn global_prefix(&self) -> &'static [u8] {
        b""
    }

    fn private_name(&self, _obj: &Object, _section: SectionId) -> PrivateName {
        // `.L` names are assembler-local: references go through the section symbol.
        PrivateName {
            prefix: b".L",
            symbol: LocalSymbol::Never,
        }
    }

    fn section(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        p: &Placement,
    ) -> Result<SectionId, CodegenError> {
        let gv = &m.globals[p.global];
        let kind = object_kind(p.contents);
        let explicit = gv.section.map(|s| m.syms.get(s));
        let base = explicit.unwrap_or_else(|| default_section_name(p.contents));
        let Some(c) = gv.comdat else {
            return Ok(self.shared_section(obj, base, kind));
        };
        let group = self.group(m, c)?;
        let name = match explicit {
            Some(n) => n.to_vec(),
            None => self.group_section_name(m, base, group),
        };
        let is_key = self.groups[group].key == p.global;
        Ok(self.group_section(obj, name, kind, group, is_key))
    }

    /// As LLVM's X86IndirectThunks on COFF: `.text$NAME` (MSVC: `.text`), the key of an
    /// `any` comdat of the thunk's (external, not weak) symbol.
    fn thunk_section(
        &mut self,
        obj: &mut Object<'static>,
        name: &[u8],
    ) -> Result<SectionId, CodegenError> {
        let section = if self.msvc {
            b".text".to_vec()
        } else {
            [b".text$", name].concat()
        };
        let s = obj.add_section(Vec::new(), section, SectionKind::Text);
        self.thunks.push((s, name.to_vec()));
        Ok(s)
    }

    fn constant_section(&mut self, obj: &mut Object<'static>, _size: u64) -> SectionId {
        self.shared_section(obj, b".rdata", SectionKind::ReadOnlyData)
    }

    fn symbol_flags(
        &self,
        _m: &Module,
        _g: GlobalId,
        _s: &Symbol,
        _retain: bool,
    ) -> SymbolFlags<SectionId, SymbolId> {
        SymbolFlags::None
    }

    fn indirection(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        g: GlobalId,
    ) -> Option<SymbolId> {
        (m.globals[g].dll_storage == DllStorage::Import).then(|| self.import_pointer(obj, m, g))
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
        // COFF has no GOT: a GOT reference loads a `.refptr` pointer instead.
        let (symbol, kind) = match kind.pointer_slot_kind() {
            Some(slot_kind) => (self.refptr(obj, symbol)?, slot_kind),
            None => (symbol, kind),
        };
        let typ = self.arch.coff_type(kind)?;
        record(
            obj,
            section,
            offset,
            symbol,
            addend,
            RelocationFlags::Coff { typ },
        )
    }

    fn structors(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        ctors: &[Structor],
        dtors: &[Structor],
    ) -> Result<(), CodegenError> {
        let kind = if self.msvc {
            SectionKind::ReadOnlyData
        } else {
            SectionKind::Data
        };
        for (list, ctor) in [(ctors, true), (dtors, false)] {
            for s in list {
                let name = structor_section(self.msvc, ctor, s.priority).into_bytes();
                // An entry keyed to a comdat member goes away with the comdat.
                let section = match s.key.and_then(|k| m.globals[k].comdat) {
                    Some(c) => {
                        let g = self.group(m, c)?;
                        self.group_section(obj, name, kind, g, false)
                    }
                    None => self.shared_section(obj, &name, kind),
                };
                let at = obj.append_section_data(section, &[0; 8], 8);
                self.add_reloc(obj, section, at, s.function, s.addend, RelocKind::Abs64)?;
            }
        }
        Ok(())
    }

    fn finish(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError> {
        // llc: "IFuncs are not supported on this platform".
        if cx
            .m
            .order
            .iter()
            .any(|&g| matches!(cx.m.globals[g].kind, GlobalKind::IFunc(_)))
        {
            return Err(unsupported("ifuncs in COFF object files"));
        }
        self.unwind_tables(obj, cx)?;
        self.debug_info(obj, cx)?;
        self.comdats(obj, cx)?;
        self.directives(obj, cx);
        self.standard_contents(obj, cx.m);
        Self::untype_undefined(obj, cx);
        if let Some(syms) = &cx.addrsig {
            let s = obj.add_section(Vec::new(), b".llvm_addrsig".to_vec(), SectionKind::Metadata);
            obj.section_mut(s).flags = SectionFlags::Coff {
                characteristics: object::pe::IMAGE_SCN_LNK_REMOVE,
            };
            self.addrsig = Some((s, syms.clone()));
        }
        Ok(())
    }

    fn write(&self, obj: &mut Object<'static>) -> Result<Vec<u8>, CodegenError> {
        write_with_addrsig(obj, self.addrsig.as_ref(), addrsig_indices)
    }
}

/// The symbol-table index of each of `syms` in COFF image `image` (counting auxiliary
/// records, as COFF numbers symbols): section symbols found by their section's name, the
/// others by name. A section symbol whose name several sections share is an error.
fn addrsig_indices(
    obj: &Object<'static>,
    image: &[u8],
    syms: &[SymbolId],
) -> Result<Vec<Option<usize>>, CodegenError> {
    let rd32 = |at: usize| u32::from_le_bytes(image[at..at + 4].try_into().unwrap()) as usize;
    let (table, count) = (rd32(8), rd32(12));
    let strings = table + 18 * count;
    // (index, name, whether it defines a section: static with an auxiliary record)
    let mut records = Vec::with_capacity(count);
    let mut k = 0;
    while k < count {
        let at = table + 18 * k;
        let raw = &image[at..at + 8];
        let name = if raw[..4] == [0; 4] {
            let from = strings + rd32(at + 4);
            let len = image[from..].iter().position(|&b| b == 0).unwrap_or(0);
            &image[from..from + len]
        } else {
            &raw[..raw.iter().position(|&b| b == 0).unwrap_or(8)]
        };
        let aux = usize::from(image[at + 17]);
        let section_definition = image[at + 16] == object::pe::IMAGE_SYM_CLASS_STATIC.0 && aux > 0;
        records.push((k, name, section_definition));
        k += 1 + aux;
    }
    syms.iter()
        .map(|&id| {
            let sym = obj.symbol(id);
            let section_symbol = sym.kind == SymbolKind::Section;
            let wanted = match sym.section {
                SymbolSection::Section(s) if section_symbol => {
                    obj.section(s).name().unwrap_or("").as_bytes()
                }
                _ => &sym.name[..],
            };
            let mut found = records
                .iter()
                .filter(|&&(_, name, definition)| name == wanted && definition == section_symbol);
            match (found.next(), found.next()) {
                (Some(&(k, ..)), None) => Ok(Some(k)),
                (None, _) => Ok(None),
                (Some(_), Some(_)) => Err(unsupported(format!(
                    "-addrsig: several COFF symbols named {}",
                    String::from_utf8_lossy(wanted)
                ))),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structor_sections_sort_by_priority() {
        assert_eq!(structor_section(false, true, 65535), ".ctors");
        assert_eq!(structor_section(false, true, 101), ".ctors.65434");
        assert_eq!(structor_section(false, false, 65535), ".dtors");
        assert_eq!(structor_section(true, true, 65535), ".CRT$XCU");
        assert_eq!(structor_section(true, true, 101), ".CRT$XCA00101");
        assert_eq!(structor_section(true, true, 200), ".CRT$XCC");
        assert_eq!(structor_section(true, true, 300), ".CRT$XCC00300");
        assert_eq!(structor_section(true, false, 65535), ".CRT$XTX");
    }

    #[test]
    fn directive_names_quoted_when_needed() {
        let mut text = Vec::new();
        push_directive_name(&mut text, b"plain_name.x$y@z");
        push_directive_name(&mut text, b"?f@@YAXXZ");
        assert_eq!(text, b"plain_name.x$y@z\"?f@@YAXXZ\"");
    }
}
