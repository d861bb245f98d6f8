//! rllc-object: compiled functions and global variables into a relocatable object file.
//!
//! The format-neutral core ([`write_object`]) decides what each global value becomes: a
//! symbol (name, binding, visibility), contents of some [`Contents`] kind (LLVM's section
//! kinds: text, data, bss, read-only, mergeable strings and literals, thread-local),
//! bytes and relocations; then aliases, ifuncs, constructors and unwind information. A
//! per-format module implements [`ObjectFormat`] and turns these decisions into that
//! format's sections, symbol flags and relocation types: `elf` (System V), `macho`
//! (Darwin) and `coff` (Windows), taking what depends on the architecture (relocation
//! types, unwind registers, call-frame conventions) from its tables in `arch`.
//! `object::write::Object` holds the result until it is written.

mod arch;
mod asm;
mod coff;
pub mod data;
mod dwarf;
mod elf;
mod lsda;
mod macho;
mod unwind;

use data::{is_zero, DataReloc, DataWriter};
use object::write::{Object, SectionId, Symbol, SymbolId, SymbolSection};
use object::{SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::object_stubs::{DestructorStubs, Thunk};
use rllc_codegen::{
    Arch, CodegenError, CompiledFunction, Platform, RelocKind, RelocModel, RelocTarget,
};
use rllc_ir::constant::{Const, ConstKind, ExprOp};
use rllc_ir::inst::CastOp;
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{
    DllStorage, GlobalId, GlobalKind, GlobalName, Linkage, Module, UnnamedAddr, Visibility,
};
use rllc_ir::types::TypeData;
use rustc_hash::{FxHashMap, FxHashSet};

/// Object file formats.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    Elf,
    Coff,
    MachO,
}

/// What the object is for: the format and the parts of the target triple and code
/// generation options that change what is written.
#[derive(Clone, Debug)]
pub struct Target {
    pub format: Format,
    /// The instruction set of the code.
    pub arch: Arch,
    /// The operating-system conventions (COFF: MinGW or MSVC spelling of directives,
    /// constructor sections and comdat section names).
    pub platform: Platform,
    /// ELF: the OS/ABI byte of the header (`ELFOSABI_NONE` on most systems; made
    /// `ELFOSABI_GNU` when the object uses GNU extensions).
    pub elf_os_abi: object::elf::OsAbi,
    pub reloc_model: RelocModel,
    /// ELF: one section per function (`.text.NAME`, `-function-sections`), per global
    /// variable (`.data.NAME`, `.bss.NAME`, …, `-data-sections`; mergeable constants stay
    /// together), and whether such sections carry the name (`-unique-section-names`).
    pub sections: SectionSplit,
    /// `.llvm_addrsig` (Mach-O: `__llvm_addrsig`), the symbols whose address is
    /// significant (`-addrsig`).
    pub addrsig: bool,
    /// Mach-O: the minimum OS version from the triple (`macosx11.0` → (11, 0, 0)), written
    /// as `LC_BUILD_VERSION`; `None` when the triple has none.
    pub os_version: Option<(u16, u8, u8)>,
    /// `-dwarf-version`: the DWARF version of debug information, over the module's
    /// `"Dwarf Version"` flag (as llc).
    pub dwarf_version: Option<u16>,
    /// The module's `module asm`, assembled.
    pub module_asm: Option<rllc_codegen::assembly::Assembly>,
    /// Appends `n` bytes of the target's padding for code (nops), which fills the gaps
    /// that alignment leaves between functions.
    pub code_fill: fn(&mut Vec<u8>, usize),
    /// The target's code for the functions that register a list of `n` destructors with
    /// `__cxa_atexit` (Mach-O).
    pub destructor_stubs: fn(n: usize) -> DestructorStubs,
    /// The thunks the module's code calls, placed after its functions.
    pub thunks: Vec<Thunk>,
}

/// Which globals get sections of their own (see [`Target::sections`]).
#[derive(Copy, Clone, Debug)]
pub struct SectionSplit {
    pub functions: bool,
    pub data: bool,
    /// The sections of single globals are named after them (else all share the default
    /// names, as with llc's `-unique-section-names=false`).
    pub unique_names: bool,
}

/// What a global's bytes are; decides the kind of section it goes to, as LLVM's
/// `TargetLoweringObjectFile::getKindForGlobal` does.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Contents {
    /// Machine code.
    Text,
    /// Writable data with a non-zero initialiser.
    Data,
    /// Zero-initialised writable data.
    Bss,
    /// Read-only data.
    ReadOnly,
    /// Constant data with relocations, which the dynamic linker must write once.
    ReadOnlyWithRel,
    /// A `unnamed_addr` null-terminated string of 1-, 2- or 4-byte characters, which the
    /// linker may merge with equal strings.
    CString(u8),
    /// A `unnamed_addr` constant of 4, 8, 16 or 32 bytes the linker may merge.
    Literal(u8),
    /// Thread-local data with a non-zero initialiser.
    ThreadData,
    /// Zero-initialised thread-local data.
    ThreadBss,
}

impl Contents {
    /// True for zero-initialised contents (no bytes in the file).
    pub fn is_bss(self) -> bool {
        matches!(self, Contents::Bss | Contents::ThreadBss)
    }
}

/// A defined global to place in a section.
pub struct Placement {
    pub global: GlobalId,
    pub contents: Contents,
    /// Alignment in bytes (LLVM's preferred alignment of the global).
    pub align: u64,
    /// The symbol name the global gets (or would get, for assembler-local labels).
    pub name: Vec<u8>,
    /// Listed in `llvm.used`: must survive the linker's garbage collection.
    pub retain: bool,
}

/// The naming of private symbols (private globals, local aliases) in some section.
#[derive(Copy, Clone, Debug)]
pub struct PrivateName {
    /// Prefix before the (globally prefixed) name: `.L` on ELF, `L` or `l` on Mach-O.
    pub prefix: &'static [u8],
    /// When the name gets a symbol-table entry.
    pub symbol: LocalSymbol,
}

/// When a local name gets a symbol-table entry; without one, references go through the
/// section symbol plus an offset. Thread-locals always get one (TLS relocations name
/// symbols).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LocalSymbol {
    /// Always: the linker splits the section at symbols (Mach-O atoms).
    Always,
    /// For PC-relative references only: in ELF mergeable sections the linker finds the
    /// piece a reference means from its symbol plus addend, and a PC-relative `-4` would
    /// point into the previous piece.
    PcRelative,
    /// Never.
    Never,
}

/// One `llvm.global_ctors`/`llvm.global_dtors` entry: `function + addend` at `priority`.
pub struct Structor {
    pub priority: u32,
    pub function: SymbolId,
    pub addend: i64,
    /// The global whose comdat the entry belongs to (third field of the entry).
    pub key: Option<GlobalId>,
}

/// A function's code as placed in the object, for unwind tables.
pub struct PlacedFunction<'a> {
    pub global: GlobalId,
    pub section: SectionId,
    pub offset: u64,
    pub compiled: &'a CompiledFunction,
}

/// What the format's closing step may look at.
pub struct Finish<'a> {
    pub m: &'a Module,
    /// The symbol of each global that has one.
    pub symbols: &'a FxHashMap<GlobalId, SymbolId>,
    pub funcs: &'a [PlacedFunction<'a>],
    /// Where the functions' exception tables are.
    pub exceptions: &'a lsda::ExceptionTables,
    /// With `-addrsig`: the symbols whose address is significant, in LLVM's order.
    pub addrsig: Option<Vec<SymbolId>>,
    /// `-dwarf-version`, when given.
    pub dwarf_version: Option<u16>,
}

/// What differs between object formats. The core calls these in order: `new_object`,
/// then `section`/`private_name`/`symbol_flags` while placing globals, `structors`,
/// `add_reloc` for every relocation, `finish`, `write`.
pub trait ObjectFormat {
    /// An empty object for this format.
    fn new_object(&self) -> Object<'static>;

    /// Called once before anything is placed, with the module's compiled functions.
    fn start(&mut self, obj: &mut Object<'static>, funcs: &[(GlobalId, CompiledFunction)]) {
        let _ = (obj, funcs);
    }

    /// Prefix of every global symbol name (`_` on Mach-O).
    fn global_prefix(&self) -> &'static [u8];

    /// How private globals and local aliases placed in `section` are named, and when
    /// they get symbols.
    fn private_name(&self, obj: &Object, section: SectionId) -> PrivateName;

    /// The section for a defined function or variable.
    fn section(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        p: &Placement,
    ) -> Result<SectionId, CodegenError>;

    /// Called once the symbol `sym` of contents `contents` is defined (Mach-O moves
    /// thread-locals behind descriptors here).
    fn defined(&mut self, obj: &mut Object<'static>, sym: SymbolId, contents: Contents) {
        let _ = (obj, sym, contents);
    }

    /// The section for a function's literal-pool constant of `size` bytes (referenced
    /// through the section symbol plus an offset).
    fn constant_section(&mut self, obj: &mut Object<'static>, size: u64) -> SectionId;

    /// Format-specific flags of the symbol of `g` (`SymbolFlags::None` keeps the
    /// defaults the object crate derives from kind, scope and weakness).
    fn symbol_flags(
        &self,
        m: &Module,
        g: GlobalId,
        s: &Symbol,
        retain: bool,
    ) -> SymbolFlags<SectionId, SymbolId>;

    /// Whether references to `g` (defined here) go through its section rather than its
    /// symbol: as assemblers do for local symbols, and so that the linker cannot preempt
    /// them (ELF's `.Lname$local` aliases).
    fn references_through_section(&self, m: &Module, g: GlobalId) -> bool {
        let _ = (m, g);
        false
    }

    /// Whether references to a block's address (`blockaddress`) go through the section
    /// of its function, as to an assembler's local label, rather than through the
    /// function's symbol plus an offset (which the linker could preempt).
    fn block_addresses_through_section(&self) -> bool {
        false
    }

    /// The section for section `s` of module asm (by its name, flags and type).
    fn asm_section(
        &mut self,
        obj: &mut Object<'static>,
        s: &rllc_codegen::assembly::Section,
    ) -> Result<SectionId, CodegenError> {
        let _ = (obj, s);
        Err(unsupported("module-level asm in this object format"))
    }

    /// The pointer a GOT reference to global `g` loads instead of `g`'s GOT entry (COFF:
    /// `__imp_NAME` for a dllimport), so that `g` itself gets no symbol unless something
    /// else refers to it.
    fn indirection(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        g: GlobalId,
    ) -> Option<SymbolId> {
        let _ = (obj, m, g);
        None
    }

    /// The section of thunk `name` (its symbol's name): a code section of its own in a
    /// comdat of that name.
    fn thunk_section(
        &mut self,
        obj: &mut Object<'static>,
        name: &[u8],
    ) -> Result<SectionId, CodegenError> {
        let _ = (obj, name);
        Err(unsupported("thunks in this object format"))
    }

    /// Adds a relocation of `kind` at `offset` in `section` against `symbol + addend`.
    fn add_reloc(
        &mut self,
        obj: &mut Object<'static>,
        section: SectionId,
        offset: u64,
        symbol: SymbolId,
        addend: i64,
        kind: RelocKind,
    ) -> Result<(), CodegenError>;

    /// Writes the constructor and destructor lists (each in priority order).
    fn structors(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        ctors: &[Structor],
        dtors: &[Structor],
    ) -> Result<(), CodegenError>;

    /// The section for the exception table (LSDA) of function `f`, whose code is in
    /// `code` (beside it: in its comdat group), and the writable section that holds the
    /// pointers exception tables reach typeinfos and personality routines through.
    fn exception_sections(
        &mut self,
        obj: &mut Object<'static>,
        m: &Module,
        f: GlobalId,
        code: SectionId,
    ) -> Result<(SectionId, SectionId), CodegenError> {
        let _ = (obj, m, f, code);
        Err(unsupported("exception handling in this object format"))
    }

    /// Adds the format's closing sections (comdat groups, unwind tables, notes).
    fn finish(&mut self, obj: &mut Object<'static>, cx: &Finish) -> Result<(), CodegenError>;

    /// The file image.
    fn write(&self, obj: &mut Object<'static>) -> Result<Vec<u8>, CodegenError> {
        write_with_addrsig(obj, None, |_, _, _| Ok(Vec::new()))
    }
}

/// The file image of `obj` with its `.llvm_addrsig` section (`addrsig`: the section and
/// the symbols it lists) filled in first: the ULEB128 symbol-table index of each symbol,
/// which `indices` reads from a first image (the object crate numbers symbols as it
/// writes them; the section's contents do not move them; `None`: not in the table).
fn write_with_addrsig(
    obj: &mut Object<'static>,
    addrsig: Option<&(SectionId, Vec<SymbolId>)>,
    indices: impl FnOnce(
        &Object<'static>,
        &[u8],
        &[SymbolId],
    ) -> Result<Vec<Option<usize>>, CodegenError>,
) -> Result<Vec<u8>, CodegenError> {
    let image = |obj: &Object<'static>| {
        obj.write()
            .map_err(|e| unsupported(format!("object writing: {e}")))
    };
    if let Some((section, syms)) = addrsig {
        let mut data = Vec::new();
        for mut k in indices(obj, &image(obj)?, syms)?.into_iter().flatten() {
            loop {
                let byte = (k & 0x7f) as u8;
                k >>= 7;
                if k == 0 {
                    data.push(byte);
                    break;
                }
                data.push(byte | 0x80);
            }
        }
        obj.set_section_data(*section, data, 1);
    }
    image(obj)
}

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(None, what)
}

struct Writer<'a> {
    m: &'a Module,
    layouts: &'a TypeLayouts<'a>,
    target: &'a Target,
    fmt: Box<dyn ObjectFormat>,
    obj: Object<'static>,
    /// The symbol of each global that has one.
    symbols: FxHashMap<GlobalId, SymbolId>,
    /// Section and offset of each global defined here.
    defs: FxHashMap<GlobalId, (SectionId, u64)>,
    /// Code offsets of IR blocks of each compiled function (for `blockaddress`).
    block_offsets: FxHashMap<GlobalId, &'a [u32]>,
    /// The numbers `blockaddress`es of functions whose `indirectbr`s became `switch`es
    /// stand for, by IR block index (`CompiledFunction::block_numbers`).
    block_numbers: FxHashMap<GlobalId, &'a [u32]>,
    block_addresses: rllc_ir::module::BlockAddresses,
    libcalls: FxHashMap<&'static str, SymbolId>,
    /// Symbols named in asm: defined by module asm, or referenced and undefined.
    named: FxHashMap<Vec<u8>, SymbolId>,
    /// Local symbols created for references: private globals' names given on first use,
    /// and `.Lname$local` for preemptible definitions.
    local_aliases: FxHashMap<GlobalId, SymbolId>,
    /// Size of each global defined here.
    sizes: FxHashMap<GlobalId, u64>,
    /// Globals listed in `llvm.used`.
    used: FxHashSet<GlobalId>,
    /// With `-addrsig`: the globals code, data or an alias refers to (their IR uses that
    /// reach the object).
    referenced: FxHashSet<GlobalId>,
    /// Scratch buffer for the padding between functions.
    fill: Vec<u8>,
}

/// Whether [`write_object`] reads the instructions of function bodies for `target`: an
/// MSVC object references `_fltused` when some function uses floating point. For the
/// other targets, a driver may free each body once its code is made.
pub fn reads_function_bodies(target: &Target) -> bool {
    target.format == Format::Coff && target.platform == Platform::WindowsMsvc
}

/// Writes the object file for module `m` with its compiled functions (in module order).
/// Function bodies must be complete where [`reads_function_bodies`] says so, and for the
/// functions whose blocks a `blockaddress` names.
pub fn write_object(
    m: &Module,
    layouts: &TypeLayouts,
    target: &Target,
    funcs: &[(GlobalId, CompiledFunction)],
) -> Result<Vec<u8>, CodegenError> {
    let mut fmt: Box<dyn ObjectFormat> = match target.format {
        Format::Elf => Box::new(elf::Elf::new(m, target)),
        Format::MachO => Box::new(macho::MachO::new(target)),
        Format::Coff => Box::new(coff::Coff::new(target)),
    };
    let mut obj = fmt.new_object();
    obj.mangling = object::write::Mangling::None;
    fmt.start(&mut obj, funcs);
    let mut w = Writer {
        m,
        layouts,
        target,
        fmt,
        obj,
        symbols: FxHashMap::with_capacity_and_hasher(m.globals.len(), Default::default()),
        defs: FxHashMap::with_capacity_and_hasher(m.globals.len(), Default::default()),
        block_offsets: funcs
            .iter()
            .map(|(g, f)| (*g, f.block_offsets.as_slice()))
            .collect(),
        block_numbers: funcs
            .iter()
            .filter(|(_, f)| !f.block_numbers.is_empty())
            .map(|(g, f)| (*g, f.block_numbers.as_slice()))
            .collect(),
        block_addresses: Default::default(),
        libcalls: FxHashMap::default(),
        named: FxHashMap::default(),
        local_aliases: FxHashMap::default(),
        sizes: FxHashMap::with_capacity_and_hasher(m.globals.len(), Default::default()),
        used: used_globals(m, layouts),
        referenced: FxHashSet::default(),
        fill: Vec::new(),
    };
    w.obj
        .add_file_symbol(m.source_filename.as_deref().unwrap_or(b"").to_vec());
    let asm_bases = match &target.module_asm {
        Some(a) => w.place_module_asm(a)?,
        None => Vec::new(),
    };
    let placed = w.place_functions(funcs)?;
    w.place_thunks()?;
    let pending = w.place_variables()?;
    w.define_aliases()?;
    let mut lists = [Vec::new(), Vec::new()];
    for (k, name) in [&b"llvm.global_ctors"[..], b"llvm.global_dtors"]
        .into_iter()
        .enumerate()
    {
        if let Some(g) = m.global_by_name(name) {
            lists[k] = w.structor_list(g)?;
        }
    }
    w.fmt.structors(&mut w.obj, m, &lists[0], &lists[1])?;
    for (section, base, relocs) in pending {
        for r in relocs {
            let kind = match (r.size, r.pc_relative) {
                (8, false) => RelocKind::Abs64,
                (8, true) => RelocKind::Pc64,
                (_, false) => RelocKind::Abs32,
                (_, true) => RelocKind::Pc32,
            };
            w.reloc(section, base + r.offset, r.target, r.addend, kind)?;
        }
    }
    if let Some(a) = &target.module_asm {
        w.module_asm_relocs(a, &asm_bases)?;
    }
    for p in &placed {
        // The function's literal pool goes to the format's section for constants of
        // each size, reached through the section symbol.
        let mut pool = Vec::with_capacity(p.compiled.constants.len());
        for (bytes, align) in &p.compiled.constants {
            let section = w.fmt.constant_section(&mut w.obj, bytes.len() as u64);
            let at = w.obj.append_section_data(section, bytes, u64::from(*align));
            pool.push((section, at));
        }
        for r in &p.compiled.relocs {
            let offset = p.offset + u64::from(r.offset);
            if let RelocTarget::Constant(n) = r.target {
                let (section, at) = pool[n as usize];
                let sym = w.obj.section_symbol(section);
                let addend = r.addend + at as i64;
                w.fmt
                    .add_reloc(&mut w.obj, p.section, offset, sym, addend, r.kind)?;
                continue;
            }
            w.reloc(p.section, offset, r.target, r.addend, r.kind)?;
        }
    }
    let exceptions = w.exception_tables(&placed)?;
    let addrsig = target.addrsig.then(|| w.address_significant());
    let cx = Finish {
        m,
        symbols: &w.symbols,
        funcs: &placed,
        exceptions: &exceptions,
        addrsig,
        dwarf_version: target.dwarf_version,
    };
    w.fmt.finish(&mut w.obj, &cx)?;
    w.fmt.write(&mut w.obj)
}

/// The globals `llvm.used` lists (kept by the linker's garbage collection too).
fn used_globals(m: &Module, layouts: &TypeLayouts) -> FxHashSet<GlobalId> {
    listed_globals(m, layouts, b"llvm.used")
}

/// The globals the array `list` (`llvm.used`, `llvm.compiler.used`) holds.
fn listed_globals(m: &Module, layouts: &TypeLayouts, list: &[u8]) -> FxHashSet<GlobalId> {
    let mut listed = FxHashSet::default();
    let Some(g) = m.global_by_name(list) else {
        return listed;
    };
    if let GlobalKind::Var(v) = &m.globals[g].kind {
        if let Some(ConstKind::Aggregate(elems)) = v.init.map(|c| &m.consts.get(c).kind) {
            for &e in elems.iter() {
                if let Some((g, _)) = global_and_offset(m, layouts, e) {
                    listed.insert(g);
                }
            }
        }
    }
    listed
}

/// The global a constant address refers to, through casts and constant GEPs with
/// constant indices, and the byte offset from it.
pub fn global_and_offset(m: &Module, layouts: &TypeLayouts, c: Const) -> Option<(GlobalId, i64)> {
    match &m.consts.get(c).kind {
        ConstKind::Global(g) => Some((*g, 0)),
        ConstKind::Expr(e)
            if matches!(e.op, ExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast)) =>
        {
            global_and_offset(m, layouts, e.operands[0])
        }
        ConstKind::Expr(e) if e.op == ExprOp::GetElementPtr => {
            let (g, base) = global_and_offset(m, layouts, e.operands[0])?;
            let off = data::gep_offset(m, layouts, e.source_ty?, &e.operands[1..])?;
            Some((g, base + off))
        }
        _ => None,
    }
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

/// The name of global `g` as the IR writes it (for messages).
fn ir_name(m: &Module, g: GlobalId) -> String {
    match m.globals[g].name {
        GlobalName::Named(s) => String::from_utf8_lossy(m.syms.get(s)).into_owned(),
        GlobalName::Numbered(n) => n.to_string(),
    }
}

/// Whether `g` has private linkage (an assembler-private name).
fn is_private(m: &Module, g: GlobalId) -> bool {
    m.globals[g].linkage == Linkage::Private
}

impl Writer<'_> {
    /// The full symbol name of `g`: the format's global prefix and the IR name, after
    /// `private` (a private prefix, or `None` for a non-private global); `\01` names are
    /// taken verbatim.
    fn symbol_name(&self, g: GlobalId, private: Option<&[u8]>) -> Vec<u8> {
        let m = self.m;
        let numbered;
        let raw = match m.globals[g].name {
            GlobalName::Named(s) => m.syms.get(s),
            GlobalName::Numbered(n) => {
                // LLVM numbers unnamed globals from 1.
                numbered = format!("__unnamed_{}", n + 1).into_bytes();
                &numbered[..]
            }
        };
        if let Some(verbatim) = raw.strip_prefix(b"\x01") {
            return verbatim.to_vec();
        }
        let private = private.unwrap_or_default();
        let prefix = self.fmt.global_prefix();
        let mut name = Vec::with_capacity(private.len() + prefix.len() + raw.len());
        name.extend_from_slice(private);
        name.extend_from_slice(prefix);
        name.extend_from_slice(raw);
        name
    }

    /// Creates the symbol of non-private global `g` (undefined until placed).
    fn symbol(&mut self, g: GlobalId) -> SymbolId {
        if let Some(&s) = self.symbols.get(&g) {
            return s;
        }
        let name = self.symbol_name(g, None);
        self.new_symbol(g, name)
    }

    fn new_symbol(&mut self, g: GlobalId, name: Vec<u8>) -> SymbolId {
        let m = self.m;
        let gv = &m.globals[g];
        let kind = match &gv.kind {
            GlobalKind::Func(_) | GlobalKind::IFunc(_) => SymbolKind::Text,
            // Mach-O thread-locals are reached through descriptors the format writes.
            _ if gv.thread_local.is_some() && self.target.format != Format::MachO => {
                SymbolKind::Tls
            }
            GlobalKind::Var(_) => SymbolKind::Data,
            GlobalKind::Alias(_) => match m.types.get(gv.value_type) {
                TypeData::Function { .. } => SymbolKind::Text,
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
        let mut sym = Symbol {
            name,
            value: 0,
            size: 0,
            kind,
            scope,
            weak,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        };
        sym.flags = self.fmt.symbol_flags(m, g, &sym, self.used.contains(&g));
        let s = self.obj.add_symbol(sym);
        self.symbols.insert(g, s);
        s
    }

    /// The symbol of private global `g` defined in `section`, if the format gives it
    /// one as soon as it is defined.
    fn private_symbol(&mut self, g: GlobalId, section: SectionId) -> Option<SymbolId> {
        let naming = self.fmt.private_name(&self.obj, section);
        if naming.symbol != LocalSymbol::Always && self.m.globals[g].thread_local.is_none() {
            return None;
        }
        let name = self.symbol_name(g, Some(naming.prefix));
        Some(self.new_symbol(g, name))
    }

    /// Places `bytes` (or `size` zero bytes when `bytes` is `None`) of global `g` as
    /// `contents`, defining its symbol; returns the section and offset.
    fn define(
        &mut self,
        g: GlobalId,
        contents: Contents,
        bytes: Option<&[u8]>,
        size: u64,
        align: u64,
    ) -> Result<(SectionId, u64), CodegenError> {
        self.define_after(g, contents, &[], bytes, size, align)
    }

    /// [`Writer::define`] with the bytes `lead` placed first, at the alignment, and the
    /// global right after them (a function's patchable prefix).
    fn define_after(
        &mut self,
        g: GlobalId,
        contents: Contents,
        lead: &[u8],
        bytes: Option<&[u8]>,
        size: u64,
        align: u64,
    ) -> Result<(SectionId, u64), CodegenError> {
        let private = is_private(self.m, g);
        let placement = Placement {
            global: g,
            contents,
            align,
            name: self.symbol_name(g, None),
            retain: self.used.contains(&g),
        };
        let section = self.fmt.section(&mut self.obj, self.m, &placement)?;
        let bss = self.obj.section(section).is_bss();
        let offset = match (bss, bytes) {
            (true, Some(b)) if b.iter().any(|&x| x != 0) => {
                return Err(unsupported(format!(
                    "a non-zero initialiser in zero-filled section {}",
                    self.obj.section(section).name().unwrap_or("?")
                )))
            }
            (true, _) => self.obj.append_section_bss(section, size.max(1), align),
            (false, Some(b)) => {
                if contents == Contents::Text {
                    self.pad_code(section, align);
                }
                self.obj.append_section_data(section, lead, align);
                self.obj.append_section_data(section, b, 1)
            }
            (false, None) => self
                .obj
                .append_section_data(section, &vec![0; size as usize], align),
        };
        self.defs.insert(g, (section, offset));
        self.sizes.insert(g, size);
        let sym = if private {
            self.private_symbol(g, section)
        } else {
            // The symbol of a global referred to before its definition exists already.
            let existing = self.symbols.get(&g).copied();
            Some(existing.unwrap_or_else(|| self.new_symbol(g, placement.name)))
        };
        if let Some(sym) = sym {
            let s = self.obj.symbol_mut(sym);
            s.section = SymbolSection::Section(section);
            s.value = offset;
            s.size = size;
            self.fmt.defined(&mut self.obj, sym, contents);
        }
        Ok((section, offset))
    }

    /// Pads code section `section` with the target's nops up to a multiple of `align`
    /// (rather than zeros), as assemblers do.
    fn pad_code(&mut self, section: SectionId, align: u64) {
        let len = self.obj.section(section).data().len() as u64;
        let pad = len.next_multiple_of(align) - len;
        if pad > 0 {
            let mut fill = std::mem::take(&mut self.fill);
            fill.clear();
            (self.target.code_fill)(&mut fill, pad as usize);
            self.obj.append_section_data(section, &fill, 1);
            self.fill = fill;
        }
    }

    fn place_functions<'f>(
        &mut self,
        funcs: &'f [(GlobalId, CompiledFunction)],
    ) -> Result<Vec<PlacedFunction<'f>>, CodegenError> {
        let mut placed = Vec::with_capacity(funcs.len());
        let mut prefixes = 0;
        for (g, f) in funcs {
            let align = self.m.globals[*g]
                .align
                .unwrap_or(16)
                .max(16)
                .max(u64::from(f.align));
            let prefix = f.patchable.as_ref().map_or(&[][..], |p| &p.prefix);
            let (section, offset) = self.define_after(
                *g,
                Contents::Text,
                prefix,
                Some(&f.code),
                f.code.len() as u64,
                align,
            )?;
            if !prefix.is_empty() {
                // A local label at the prefix, as LLVM's `createLinkerPrivateTempSymbol`
                // (on Mach-O it starts the prefix's atom).
                let naming = self.fmt.private_name(&self.obj, section);
                let mut name = naming.prefix.to_vec();
                name.extend_from_slice(format!("tmp{prefixes}").as_bytes());
                prefixes += 1;
                self.obj.add_symbol(Symbol {
                    name,
                    value: offset - prefix.len() as u64,
                    size: 0,
                    // ELF: STT_NOTYPE; elsewhere a plain local symbol (the object crate
                    // writes labels as COFF's IMAGE_SYM_CLASS_LABEL, and not for Mach-O).
                    kind: if self.target.format == Format::Elf {
                        SymbolKind::Label
                    } else {
                        SymbolKind::Data
                    },
                    scope: SymbolScope::Compilation,
                    weak: false,
                    section: SymbolSection::Section(section),
                    flags: SymbolFlags::None,
                });
            }
            placed.push(PlacedFunction {
                global: *g,
                section,
                offset,
                compiled: f,
            });
        }
        Ok(placed)
    }

    /// Places the target's thunks, each a hidden weak function alone in its comdat
    /// section, which references by name (`RelocTarget::Libcall`) then reach.
    fn place_thunks(&mut self) -> Result<(), CodegenError> {
        for t in &self.target.thunks {
            let mut name = self.fmt.global_prefix().to_vec();
            name.extend_from_slice(t.name.as_bytes());
            let section = self.fmt.thunk_section(&mut self.obj, &name)?;
            let s = self.obj.add_symbol(Symbol {
                name,
                value: 0,
                size: 0,
                kind: SymbolKind::Text,
                scope: SymbolScope::Linkage,
                weak: true,
                section: SymbolSection::Undefined,
                flags: SymbolFlags::None,
            });
            self.obj.add_symbol_data(s, section, t.code, 16);
            self.libcalls.insert(t.name, s);
        }
        Ok(())
    }

    /// Places every variable defined here; returns the data relocations to add once all
    /// symbols exist.
    #[allow(clippy::type_complexity)]
    fn place_variables(&mut self) -> Result<Vec<(SectionId, u64, Vec<DataReloc>)>, CodegenError> {
        let m = self.m;
        let mut pending = Vec::new();
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
            let size = self.layouts.size(ty);
            let align = self.preferred_align(g);
            if gv.linkage == Linkage::Common {
                let s = self.symbol(g);
                let s = self.obj.symbol_mut(s);
                s.section = SymbolSection::Common;
                s.size = size;
                s.value = align;
                continue;
            }
            let tls = gv.thread_local.is_some();
            // Zero data without an explicit section goes to a zero-filled section.
            if is_zero(m, init) && gv.section.is_none() && !v.is_constant {
                let contents = if tls {
                    Contents::ThreadBss
                } else {
                    Contents::Bss
                };
                self.define(g, contents, None, size, align)?;
                continue;
            }
            let mut bytes = Vec::with_capacity(size as usize);
            let mut relocs = Vec::new();
            DataWriter {
                m,
                layouts: self.layouts,
                block_offsets: &self.block_offsets,
                block_numbers: &self.block_numbers,
                block_addresses: &self.block_addresses,
                this: g,
            }
            .write(init, &mut bytes, &mut relocs)
            .map_err(|e| CodegenError {
                message: format!("{} (the initializer of @{})", e.message, ir_name(m, g)),
                ..e
            })?;
            let contents = if tls {
                Contents::ThreadData
            } else if !v.is_constant {
                Contents::Data
            } else if relocs.iter().any(|r| !r.pc_relative) {
                // Only addresses need the dynamic linker (LLVM's
                // `needsDynamicRelocation`); differences are fixed at link time.
                if self.target.reloc_model == RelocModel::Static {
                    Contents::ReadOnly
                } else {
                    Contents::ReadOnlyWithRel
                }
            } else if gv.unnamed_addr != UnnamedAddr::Global || !relocs.is_empty() {
                Contents::ReadOnly
            } else if let Some(width) = cstring_width(m, init) {
                Contents::CString(width)
            } else if matches!(size, 4 | 8 | 16 | 32) {
                Contents::Literal(size as u8)
            } else {
                Contents::ReadOnly
            };
            let (section, offset) = self.define(g, contents, Some(&bytes), size, align)?;
            pending.push((section, offset, relocs));
        }
        Ok(pending)
    }

    /// LLVM's preferred alignment of a global variable: the explicit alignment when the
    /// global has its own section, else at least the type's, and 16 for large globals.
    fn preferred_align(&self, g: GlobalId) -> u64 {
        let gv = &self.m.globals[g];
        let ty_align = u64::from(self.layouts.align(gv.value_type)).max(1);
        match gv.align {
            Some(a) if gv.section.is_some() => a,
            Some(a) => a.max(ty_align),
            None if gv.section.is_none() && self.layouts.size(gv.value_type) > 16 => {
                ty_align.max(16)
            }
            None => ty_align,
        }
    }

    /// Aliases and ifuncs: second names for (an offset into) a global defined here.
    fn define_aliases(&mut self) -> Result<(), CodegenError> {
        let m = self.m;
        for &g in &m.order {
            let target = match &m.globals[g].kind {
                GlobalKind::Alias(c) | GlobalKind::IFunc(c) => *c,
                _ => continue,
            };
            let (base, off) = global_and_offset(m, self.layouts, target)
                .ok_or_else(|| unsupported("alias to this kind of constant"))?;
            self.mark_referenced(base);
            let Some(&(section, base_off)) = self.defs.get(&base) else {
                return Err(unsupported("alias of a symbol not defined in this module"));
            };
            // LLVM gives aliases and ifuncs the size of what they point into.
            let size = self
                .symbols
                .get(&base)
                .map_or(0, |&s| self.obj.symbol(s).size);
            self.defs
                .insert(g, (section, (base_off as i64 + off) as u64));
            if is_private(m, g) {
                self.private_symbol(g, section);
            } else {
                self.symbol(g);
            }
            if let Some(&sym) = self.symbols.get(&g) {
                let s = self.obj.symbol_mut(sym);
                s.section = SymbolSection::Section(section);
                s.value = (base_off as i64 + off) as u64;
                s.size = size;
            }
        }
        Ok(())
    }

    /// Notes that the IR uses `g` (for `-addrsig`): code or data refers to it. Runtime
    /// calls (`RelocTarget::Libcall`) and names written in asm are no IR uses.
    fn mark_referenced(&mut self, g: GlobalId) {
        if self.target.addrsig {
            self.referenced.insert(g);
        }
    }

    /// The symbols whose address is significant, as LLVM's asm printer lists them for
    /// `-addrsig`: globals used (here: referred to by code or data, an alias,
    /// `blockaddress`, `llvm.used` or `llvm.compiler.used`) that are not `unnamed_addr`,
    /// thread-local, dllimport or `llvm.*`;
    /// functions first, then variables, aliases and ifuncs, each in module order;
    /// private globals through their section's symbol, and only symbols the object has.
    fn address_significant(&mut self) -> Vec<SymbolId> {
        let m = self.m;
        let compiler_used = listed_globals(m, self.layouts, b"llvm.compiler.used");
        let rank = |g: GlobalId| match m.globals[g].kind {
            GlobalKind::Func(_) => 0,
            GlobalKind::Var(_) => 1,
            GlobalKind::Alias(_) => 2,
            GlobalKind::IFunc(_) => 3,
        };
        let mut globals: Vec<GlobalId> = m
            .order
            .iter()
            .copied()
            .filter(|&g| {
                let gv = &m.globals[g];
                [&self.referenced, &self.used, &compiler_used]
                    .iter()
                    .any(|set| set.contains(&g))
                    && gv.unnamed_addr == UnnamedAddr::None
                    && gv.thread_local.is_none()
                    && gv.dll_storage != DllStorage::Import
                    && !ir_name(m, g).starts_with("llvm.")
            })
            .collect();
        globals.sort_by_key(|&g| rank(g));
        globals
            .into_iter()
            .filter_map(|g| match self.symbols.get(&g) {
                Some(&s) => Some(s),
                None => {
                    let &(section, _) = self.defs.get(&g)?;
                    Some(self.obj.section_symbol(section))
                }
            })
            .collect()
    }

    /// The entries of `llvm.global_ctors`/`dtors` (`{ i32 priority, ptr fn, ptr key }`),
    /// sorted by priority (stable, as LLVM does).
    fn structor_list(&mut self, g: GlobalId) -> Result<Vec<Structor>, CodegenError> {
        let m = self.m;
        let mut list = Vec::new();
        let GlobalKind::Var(v) = &m.globals[g].kind else {
            return Ok(list);
        };
        let Some(init) = v.init else { return Ok(list) };
        let ConstKind::Aggregate(entries) = &m.consts.get(init).kind else {
            return Ok(list);
        };
        for &e in entries.iter() {
            let ConstKind::Aggregate(fields) = &m.consts.get(e).kind else {
                continue;
            };
            let priority = m.consts.as_u64(fields[0]).unwrap_or(65535) as u32;
            if matches!(m.consts.get(fields[1]).kind, ConstKind::Null) {
                continue;
            }
            let Some((f, 0)) = global_and_offset(m, self.layouts, fields[1]) else {
                return Err(unsupported("constructor entry that is not a function"));
            };
            let key = fields
                .get(2)
                .and_then(|&k| global_and_offset(m, self.layouts, k))
                .map(|(k, _)| k);
            let (function, addend) = self.target_ref(RelocTarget::Global(f), RelocKind::Abs64)?;
            list.push(Structor {
                priority,
                function,
                addend,
                key,
            });
        }
        list.sort_by_key(|s| s.priority);
        Ok(list)
    }

    /// The symbol a relocation of `kind` against `t` names and the offset to add to its
    /// addend.
    fn target_ref(
        &mut self,
        t: RelocTarget,
        kind: RelocKind,
    ) -> Result<(SymbolId, i64), CodegenError> {
        match t {
            RelocTarget::Global(g) => {
                self.mark_referenced(g);
                Ok(self.global_ref(g, kind))
            }
            RelocTarget::Block(f, b) => {
                self.mark_referenced(f);
                let off = self
                    .block_offsets
                    .get(&f)
                    .and_then(|o| o.get(b as usize))
                    .map(|&o| i64::from(o))
                    .ok_or_else(|| unsupported("blockaddress of a function without code"))?;
                if self.fmt.block_addresses_through_section() {
                    if let Some(&(section, at)) = self.defs.get(&f) {
                        return Ok((self.obj.section_symbol(section), at as i64 + off));
                    }
                }
                let (s, base) = self.global_ref(f, kind);
                Ok((s, base + off))
            }
            RelocTarget::Libcall(name) => {
                if let Some(g) = self.m.global_by_name(name.as_bytes()) {
                    return Ok(self.global_ref(g, kind));
                }
                if let Some(&s) = self.libcalls.get(name) {
                    return Ok((s, 0));
                }
                let mut n = self.fmt.global_prefix().to_vec();
                n.extend_from_slice(name.as_bytes());
                let s = self.obj.add_symbol(Symbol {
                    name: n,
                    value: 0,
                    size: 0,
                    kind: SymbolKind::Text,
                    scope: SymbolScope::Dynamic,
                    weak: false,
                    section: SymbolSection::Undefined,
                    flags: SymbolFlags::None,
                });
                self.libcalls.insert(name, s);
                Ok((s, 0))
            }
            RelocTarget::Symbol(s) => {
                let name = self.m.syms.get(s).to_vec();
                Ok(self.named_ref(&name, kind))
            }
            RelocTarget::Constant(_) => unreachable!("pool constants are resolved per function"),
        }
    }

    /// The symbol and offset a relocation of `kind` uses to reach global `g`: its own
    /// symbol, or for private globals and references the format makes local, the section
    /// symbol plus an offset, or a local name where a symbol is needed.
    fn global_ref(&mut self, g: GlobalId, kind: RelocKind) -> (SymbolId, i64) {
        let own = self.symbols.get(&g).copied();
        let Some((section, off)) = self.defs.get(&g).copied() else {
            return (own.unwrap_or_else(|| self.symbol(g)), 0);
        };
        let local = own.is_none() || self.fmt.references_through_section(self.m, g);
        if !local {
            return (own.expect("symbol"), 0);
        }
        let naming = self.fmt.private_name(&self.obj, section);
        let gv = &self.m.globals[g];
        let pc_relative = !kind.is_absolute();
        let needs_symbol = gv.thread_local.is_some()
            || naming.symbol == LocalSymbol::Always
            || (naming.symbol == LocalSymbol::PcRelative && pc_relative);
        if !needs_symbol {
            return (self.obj.section_symbol(section), off as i64);
        }
        if let Some(sym) = own.filter(|_| gv.linkage.is_local()) {
            return (sym, 0);
        }
        if let Some(&alias) = self.local_aliases.get(&g) {
            return (alias, 0);
        }
        // A local name for the place: the private global's own (created on first use),
        // or `name$local` standing for a preemptible definition.
        let mut name = self.symbol_name(g, Some(naming.prefix));
        if own.is_some() {
            name.extend_from_slice(b"$local");
        }
        let (kind, size) = match own {
            Some(s) => (self.obj.symbol(s).kind, self.obj.symbol(s).size),
            None => (
                match gv.kind {
                    GlobalKind::Func(_) => SymbolKind::Text,
                    _ if gv.thread_local.is_some() => SymbolKind::Tls,
                    _ => SymbolKind::Data,
                },
                self.sizes.get(&g).copied().unwrap_or(0),
            ),
        };
        let alias = self.obj.add_symbol(Symbol {
            name,
            value: off,
            size,
            kind,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(section),
            flags: SymbolFlags::None,
        });
        self.local_aliases.insert(g, alias);
        (alias, 0)
    }

    fn reloc(
        &mut self,
        section: SectionId,
        offset: u64,
        target: RelocTarget,
        addend: i64,
        kind: RelocKind,
    ) -> Result<(), CodegenError> {
        if let (RelocTarget::Global(g), Some(slot_kind)) = (target, kind.pointer_slot_kind()) {
            if let Some(sym) = self.fmt.indirection(&mut self.obj, self.m, g) {
                return self
                    .fmt
                    .add_reloc(&mut self.obj, section, offset, sym, addend, slot_kind);
            }
        }
        let (sym, extra) = self.target_ref(target, kind)?;
        self.fmt
            .add_reloc(&mut self.obj, section, offset, sym, addend + extra, kind)
    }
}

/// The character width of a constant that is a null-terminated string with no other
/// nulls (`[N x i8|i16|i32]`), as LLVM's `IsNullTerminatedString` requires for merging.
fn cstring_width(m: &Module, c: Const) -> Option<u8> {
    let d = m.consts.get(c);
    let TypeData::Array { elem, len } = m.types.get(d.ty) else {
        return None;
    };
    let width = match m.types.int_width(*elem)? {
        8 => 1,
        16 => 2,
        32 => 4,
        _ => return None,
    };
    let len = *len as usize;
    if len == 0 {
        return None;
    }
    let chars: Vec<u64> = match &d.kind {
        ConstKind::Bytes(b) if width == 1 => b.iter().map(|&x| u64::from(x)).collect(),
        ConstKind::Aggregate(e) => e
            .iter()
            .map(|&x| m.consts.as_u64(x))
            .collect::<Option<Vec<_>>>()?,
        _ => return None,
    };
    if chars.len() != len {
        return None;
    }
    let (last, rest) = chars.split_last()?;
    (*last == 0 && rest.iter().all(|&x| x != 0)).then_some(width)
}
