//! DWARF debug information written with gimli from the module's compile unit
//! (`!llvm.dbg.cu`) and the functions' line rows: a compile unit with a subprogram per
//! function that has a `DISubprogram` (name, linkage name, declaration, code range) and
//! the line table of their code (`.debug_line`); the lexical blocks and inlined calls
//! the rows are in (inlined calls refer to an abstract subprogram DIE); the variables
//! that live in frame slots (`#dbg_declare` of static allocas: parameters and locals at
//! -O0), located from the canonical frame address, with their types (base, derived,
//! composite, subroutine types); global variables. DWARF 5 unless the module flag
//! `"Dwarf Version"` says otherwise. Variables in registers (`#dbg_value`) and the
//! variables of inlined calls are not described yet.
//!
//! Addresses are relocations against the functions' code ([`DebugTarget::Function`]),
//! offsets into other debug sections relocations against those sections, as llc emits
//! them (so that `ld -r` keeps them right).

mod plan;

use crate::arch::ArchTables;
use crate::unwind::Relocs;
use crate::{unsupported, Finish, PlacedFunction};
use gimli::write::{
    Address, AttributeValue, DwarfUnit, Expression, FileId, LineProgram, LineString, LocationList,
    Range, RangeList, RelocationTarget, Sections, UnitEntryId,
};
use gimli::{constants, Encoding, Format};
use object::write::{Object, SectionId, SymbolId};
use plan::{Declaration, FunctionPlan, SubprogramDeclaration, VariableLocation};
use rayon::prelude::*;
use rllc_codegen::debug_lines::{LineRow, NO_SCOPE};
use rllc_codegen::CodegenError;
use rllc_ir::debuginfo::{tuple_elements, DiKind, DiNode, NO_NODE};
use rllc_ir::metadata::{MdRef, Metadata};
use rllc_ir::module::{GlobalId, GlobalKind, Module};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// One debug section: its name, bytes and relocations.
pub struct DebugSection {
    pub name: &'static str,
    pub bytes: Vec<u8>,
    pub relocs: Vec<DebugReloc>,
}

/// A field of a debug section to relocate.
pub struct DebugReloc {
    pub offset: u64,
    /// 4 or 8 bytes.
    pub size: u8,
    pub target: DebugTarget,
    pub addend: i64,
}

/// What a debug section field refers to.
pub enum DebugTarget {
    /// The code of placed function number `n`.
    Function(usize),
    /// A global variable (one with a symbol).
    Global(GlobalId),
    /// Another debug section, by name.
    Section(&'static str),
}

/// The debug sections of module `m` with functions `funcs` for architecture `arch`, or
/// `None` when the module has no compile unit that asks for debug info. Global variables
/// are described when `has_symbol` says they can be referred to. The DWARF version is
/// `version` (`-dwarf-version`), else the module's `"Dwarf Version"`, else 5.
pub fn debug_sections(
    m: &Module,
    funcs: &[PlacedFunction],
    has_symbol: impl Fn(GlobalId) -> bool,
    arch: &ArchTables,
    version: Option<u16>,
) -> Result<Option<Vec<DebugSection>>, CodegenError> {
    let md = &m.metadata;
    let Some(cu) = md
        .named
        .iter()
        .find(|n| m.syms.get(n.name) == b"llvm.dbg.cu")
        .and_then(|n| n.nodes.first())
        .and_then(|&r| DiNode::of(md, r))
    else {
        return Ok(None);
    };
    if cu.field("emissionKind") == Some(b"NoDebug") {
        return Ok(None);
    }
    let version = match version.map(u64::from).or(m.module_flag(b"Dwarf Version")) {
        Some(v @ 2..=5) => v as u16,
        None => 5,
        Some(v) => return Err(unsupported(format!("DWARF version {v}"))),
    };
    let encoding = Encoding {
        format: Format::Dwarf32,
        version,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);
    let cu_file = cu.node_ref("file").and_then(|f| DiNode::of(md, f));
    let string = |node: &Option<DiNode>, key: &str| {
        node.as_ref()
            .and_then(|n| n.string(key))
            .unwrap_or_default()
    };
    let (name, dir) = (string(&cu_file, "filename"), string(&cu_file, "directory"));
    let dir_string = LineString::new(dir.clone(), encoding, &mut dwarf.line_strings);
    let name_string = LineString::new(name.clone(), encoding, &mut dwarf.line_strings);
    dwarf.unit.line_program = LineProgram::new(
        encoding,
        Default::default(),
        dir_string,
        None,
        name_string,
        None,
    );
    let root = dwarf.unit.root();
    let producer = dwarf.strings.add(cu.string("producer").unwrap_or_default());
    let name_ref = dwarf.strings.add(name);
    let dir_ref = dwarf.strings.add(dir);
    let die = dwarf.unit.get_mut(root);
    die.set(
        constants::DW_AT_producer,
        AttributeValue::StringRef(producer),
    );
    if let Some(lang) = cu
        .field("sourceLanguage")
        .or(cu.field("language"))
        .and_then(language)
    {
        die.set(constants::DW_AT_language, AttributeValue::Language(lang));
    }
    die.set(constants::DW_AT_name, AttributeValue::StringRef(name_ref));
    die.set(
        constants::DW_AT_comp_dir,
        AttributeValue::StringRef(dir_ref),
    );

    let mut unit = Unit {
        md,
        files: FxHashMap::default(),
        types: TypeDies {
            md,
            root,
            dies: FxHashMap::default(),
        },
        abstract_subprograms: FxHashMap::default(),
        dwarf,
    };
    // What each function says, read in parallel; written in function order.
    let plans: Vec<Option<FunctionPlan>> = funcs
        .par_iter()
        .enumerate()
        .map(|(k, f)| FunctionPlan::of(m, k, f, arch))
        .collect();
    let mut ranges = Vec::new();
    for (k, (f, plan)) in funcs.iter().zip(plans).enumerate() {
        let Some(plan) = plan else {
            continue;
        };
        let start = Address::Symbol {
            symbol: k,
            addend: 0,
        };
        let len = f.compiled.code.len() as u64;
        ranges.push(Range::StartLength {
            begin: start,
            length: len,
        });
        let external = !m.globals[f.global].linkage.is_local();
        let die_id = unit.subprogram_die(root, plan.subprogram, external);
        let die = unit.dwarf.unit.get_mut(die_id);
        die.set(constants::DW_AT_low_pc, AttributeValue::Address(start));
        die.set(constants::DW_AT_high_pc, AttributeValue::Udata(len));
        if !f.compiled.variables.is_empty() {
            let mut base = Expression::new();
            base.op(constants::DW_OP_call_frame_cfa);
            die.set(constants::DW_AT_frame_base, AttributeValue::Exprloc(base));
        }
        let scopes = plan.scopes.dies(&mut unit, die_id, k);
        for v in plan.variables {
            let parent = v.parent.map_or(die_id, |s| scopes[s]);
            let tag = if v.arg > 0 {
                constants::DW_TAG_formal_parameter
            } else {
                constants::DW_TAG_variable
            };
            let id = unit.dwarf.unit.add(parent, tag);
            unit.declare(id, v.declaration, false);
            let location = match v.location {
                Some(VariableLocation::Expression(e)) => AttributeValue::Exprloc(e),
                Some(VariableLocation::List(list)) => AttributeValue::LocationListRef(
                    unit.dwarf.unit.locations.add(LocationList(list)),
                ),
                None => continue,
            };
            unit.dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_location, location);
        }
        // Its lines.
        if f.compiled.lines.is_empty() {
            continue;
        }
        unit.dwarf.unit.line_program.begin_sequence(Some(start));
        for (n, row) in f.compiled.lines.iter().enumerate() {
            let file = unit.file_id(row.file);
            let r = unit.dwarf.unit.line_program.row();
            r.address_offset = u64::from(row.offset);
            r.file = file;
            r.line = u64::from(row.line);
            r.column = u64::from(row.column);
            // A statement where the line changes, as llc marks them.
            r.is_statement = n == 0 || f.compiled.lines[n - 1].line != row.line;
            // The first row after the entry's ends the prologue.
            r.prologue_end = n == 1;
            unit.dwarf.unit.line_program.generate_row();
        }
        unit.dwarf.unit.line_program.end_sequence(len);
    }
    // Global variables, located by their symbols (numbered after the functions).
    let mut globals = Vec::new();
    for &g in &m.order {
        let gv = &m.globals[g];
        let GlobalKind::Var(v) = &gv.kind else {
            continue;
        };
        if v.init.is_none() || !has_symbol(g) {
            continue;
        }
        for &(kind, r) in &gv.metadata {
            if m.syms.get(kind) != b"dbg" {
                continue;
            }
            let Some(gve) = DiNode::of(md, r) else {
                continue;
            };
            // Only the plain address (no offsets or fragments).
            let expr = match gve.node_ref("expr") {
                Some(e) => md.ref_text(e),
                None => gve.field("expr"),
            };
            let plain = expr.is_none_or(|t| t.trim_ascii() == b"!DIExpression()");
            let Some(var) = gve.node_ref("var").and_then(|v| DiNode::of(md, v)) else {
                continue;
            };
            if !plain || var.field("name").is_none() {
                continue;
            }
            let id = unit.dwarf.unit.add(root, constants::DW_TAG_variable);
            let external = var.field("isLocal") != Some(b"true");
            unit.declare(id, Declaration::of(&var), external);
            globals.push(g);
            let mut loc = Expression::new();
            loc.op_addr(Address::Symbol {
                symbol: funcs.len() + globals.len() - 1,
                addend: 0,
            });
            let die = unit.dwarf.unit.get_mut(id);
            die.set(constants::DW_AT_location, AttributeValue::Exprloc(loc));
        }
    }
    let mut dwarf = unit.dwarf;
    let range_list = dwarf.unit.ranges.add(RangeList(ranges));
    let die = dwarf.unit.get_mut(root);
    die.set(
        constants::DW_AT_low_pc,
        AttributeValue::Address(Address::Constant(0)),
    );
    die.set(
        constants::DW_AT_ranges,
        AttributeValue::RangeListRef(range_list),
    );

    let mut sections = Sections::new(Relocs::new());
    dwarf
        .write(&mut sections)
        .map_err(|e| unsupported(format!("debug information: {e}")))?;
    let mut out = Vec::new();
    sections.for_each(|id, w: &Relocs| -> Result<(), CodegenError> {
        if w.bytes.slice().is_empty() {
            return Ok(());
        }
        let relocs = w
            .relocs
            .iter()
            .map(|r| DebugReloc {
                offset: r.offset as u64,
                size: r.size,
                target: match r.target {
                    RelocationTarget::Symbol(k) if k < funcs.len() => DebugTarget::Function(k),
                    RelocationTarget::Symbol(k) => DebugTarget::Global(globals[k - funcs.len()]),
                    RelocationTarget::Section(s) => DebugTarget::Section(s.name()),
                },
                addend: r.addend,
            })
            .collect();
        out.push(DebugSection {
            name: id.name(),
            bytes: w.bytes.slice().to_vec(),
            relocs,
        });
        Ok(())
    })?;
    Ok(Some(out))
}

/// A field of a placed debug section to relocate, its target resolved to a symbol.
pub(crate) struct PlacedDebugReloc {
    pub offset: u64,
    /// 4 or 8 bytes.
    pub size: u8,
    pub symbol: SymbolId,
    pub addend: i64,
    /// An offset into another debug section rather than an address.
    pub section_offset: bool,
}

/// Adds the debug sections of the module in `cx` to `obj`, each through
/// `new_section(obj, section)` (which creates it with its bytes), and returns each added
/// section with its relocations resolved against the object's symbols: addresses of code
/// against the code section's symbol, of variables against theirs, section offsets
/// against the debug section's symbol. Nothing when the module asks for no debug info.
pub(crate) fn add_debug_sections(
    obj: &mut Object<'static>,
    cx: &Finish,
    arch: &ArchTables,
    mut new_section: impl FnMut(&mut Object<'static>, &DebugSection) -> SectionId,
) -> Result<Vec<(SectionId, Vec<PlacedDebugReloc>)>, CodegenError> {
    let has_symbol = |g| cx.symbols.contains_key(&g);
    let Some(sections) = debug_sections(cx.m, cx.funcs, has_symbol, arch, cx.dwarf_version)? else {
        return Ok(Vec::new());
    };
    let ids: Vec<SectionId> = sections.iter().map(|d| new_section(obj, d)).collect();
    let mut placed = Vec::with_capacity(sections.len());
    for (d, &s) in sections.iter().zip(&ids) {
        let mut relocs = Vec::with_capacity(d.relocs.len());
        for r in &d.relocs {
            let (symbol, base) = match r.target {
                DebugTarget::Function(k) => {
                    let f = &cx.funcs[k];
                    (obj.section_symbol(f.section), f.offset as i64)
                }
                DebugTarget::Global(g) => (cx.symbols[&g], 0),
                DebugTarget::Section(name) => {
                    let Some(k) = sections.iter().position(|o| o.name == name) else {
                        return Err(unsupported(format!("debug information: {name}")));
                    };
                    (obj.section_symbol(ids[k]), 0)
                }
            };
            relocs.push(PlacedDebugReloc {
                offset: r.offset,
                size: r.size,
                symbol,
                addend: base + r.addend,
                section_offset: matches!(r.target, DebugTarget::Section(_)),
            });
        }
        placed.push((s, relocs));
    }
    Ok(placed)
}

/// The compile unit being written: its DIEs, the line program's files and the DIEs of
/// types and of inlined subprograms made so far.
struct Unit<'m> {
    md: &'m Metadata,
    dwarf: DwarfUnit,
    /// The line program's file of each `DIFile` node.
    files: FxHashMap<u32, FileId>,
    types: TypeDies<'m>,
    /// The abstract DIE (`DW_AT_inline`) of each subprogram node inlined somewhere.
    abstract_subprograms: FxHashMap<u32, UnitEntryId>,
}

impl Unit<'_> {
    /// A `DW_TAG_subprogram` under `parent` for `sp`: its declaration, return type and
    /// whether it is prototyped.
    fn subprogram_die(
        &mut self,
        parent: UnitEntryId,
        sp: SubprogramDeclaration,
        external: bool,
    ) -> UnitEntryId {
        let ret = sp.ret.and_then(|r| self.types.die(&mut self.dwarf, r));
        let id = self.dwarf.unit.add(parent, constants::DW_TAG_subprogram);
        self.declare(id, sp.declaration, external);
        let die = self.dwarf.unit.get_mut(id);
        if let Some(ret) = ret {
            die.set(constants::DW_AT_type, AttributeValue::UnitRef(ret));
        }
        if sp.prototyped {
            die.set(constants::DW_AT_prototyped, AttributeValue::Flag(true));
        }
        id
    }

    /// The abstract DIE of subprogram node `sp`, which inlined copies of it refer to.
    fn abstract_subprogram(&mut self, sp: u32) -> Option<UnitEntryId> {
        if let Some(&d) = self.abstract_subprograms.get(&sp) {
            return Some(d);
        }
        let node = DiNode::of(self.md, MdRef::Node(sp))?;
        let local = node
            .field("spFlags")
            .is_some_and(|f| has_flag(f, b"DISPFlagLocalToUnit"));
        let root = self.dwarf.unit.root();
        let declaration = SubprogramDeclaration::of(self.md, &node);
        let id = self.subprogram_die(root, declaration, !local);
        self.dwarf.unit.get_mut(id).set(
            constants::DW_AT_inline,
            AttributeValue::Inline(constants::DW_INL_inlined),
        );
        self.abstract_subprograms.insert(sp, id);
        Some(id)
    }

    /// Sets on DIE `id` what declaration `decl` says: its name, linkage name,
    /// declaration file and line, its type and, when `external`, `DW_AT_external`.
    fn declare(&mut self, id: UnitEntryId, decl: Declaration, external: bool) {
        let file = decl.file.map(|(n, line)| (self.file_id(n), line));
        let ty = decl.ty.and_then(|t| self.types.die(&mut self.dwarf, t));
        let strings = &mut self.dwarf.strings;
        let name = decl.name.map(|n| strings.add(n));
        let linkage = decl.linkage_name.map(|n| strings.add(n));
        let die = self.dwarf.unit.get_mut(id);
        if let Some(n) = name {
            die.set(constants::DW_AT_name, AttributeValue::StringRef(n));
        }
        if let Some(l) = linkage {
            die.set(constants::DW_AT_linkage_name, AttributeValue::StringRef(l));
        }
        if let Some((file, line)) = file {
            die.set(
                constants::DW_AT_decl_file,
                AttributeValue::FileIndex(Some(file)),
            );
            die.set(constants::DW_AT_decl_line, AttributeValue::Udata(line));
        }
        if let Some(t) = ty {
            die.set(constants::DW_AT_type, AttributeValue::UnitRef(t));
        }
        if external {
            die.set(constants::DW_AT_external, AttributeValue::Flag(true));
        }
    }

    /// The line program's file for `DIFile` node `node`, added on first use.
    fn file_id(&mut self, node: u32) -> FileId {
        let (md, dwarf) = (self.md, &mut self.dwarf);
        *self.files.entry(node).or_insert_with(|| {
            let file = DiNode::of(md, MdRef::Node(node));
            let field = |key| {
                file.as_ref()
                    .and_then(|f| f.string(key))
                    .unwrap_or_default()
            };
            let encoding = dwarf.unit.encoding();
            let (dir, mut name) = (field("directory"), field("filename"));
            // DWARF 4 and earlier end their directory and file lists with an empty name.
            if name.is_empty() && encoding.version <= 4 {
                name = b"<unknown>".to_vec();
            }
            let name = LineString::new(name, encoding, &mut dwarf.line_strings);
            let program = &mut dwarf.unit.line_program;
            // A file without a directory (an absolute path) is in the compilation
            // directory.
            let dir_id = if dir.is_empty() {
                program.default_directory()
            } else {
                program.add_directory(LineString::new(dir, encoding, &mut dwarf.line_strings))
            };
            program.add_file(name, dir_id, None)
        })
    }
}

/// A scope of a function's code that gets a DIE: a lexical block, or a call inlined into
/// the function (then keyed by the inlined subprogram); with the `DILocation` of the
/// call its code was inlined through ([`NO_SCOPE`] for the function's own blocks).
type ScopeKey = (u32, u32);

/// The lexical blocks and inlined calls of one function, found from its line rows: each
/// with its parent (`None`: the function itself) and the code of its rows and of its
/// nested scopes' rows, in the order they were first seen.
struct FunctionScopes {
    /// Where each scope is in `scopes`.
    index: FxHashMap<ScopeKey, usize>,
    scopes: Vec<Scope>,
}

/// A scope of [`FunctionScopes`].
struct Scope {
    key: ScopeKey,
    /// The enclosing scope (an index in [`FunctionScopes::scopes`]), `None` for the
    /// function itself.
    parent: Option<usize>,
    /// The code offsets of its rows and of its nested scopes' rows.
    ranges: Vec<(u64, u64)>,
}

impl FunctionScopes {
    /// The scopes of a function with line rows `rows` and `len` bytes of code.
    fn of(md: &Metadata, rows: &[LineRow], len: u64) -> FunctionScopes {
        let mut scopes = FunctionScopes {
            index: FxHashMap::default(),
            scopes: Vec::new(),
        };
        // Per (scope, inlinedAt) of a row: its innermost scope with a DIE, if any.
        let mut first: FxHashMap<ScopeKey, Option<usize>> = FxHashMap::default();
        for (n, row) in rows.iter().enumerate() {
            let (start, end) = (
                u64::from(row.offset),
                rows.get(n + 1).map_or(len, |r| u64::from(r.offset)),
            );
            let mut scope = *first
                .entry((row.scope, row.inlined_at))
                .or_insert_with(|| scopes.discover(md, row.scope, row.inlined_at));
            while let Some(k) = scope {
                let s = &mut scopes.scopes[k];
                match s.ranges.last_mut() {
                    Some(last) if last.1 == start => last.1 = end,
                    _ => s.ranges.push((start, end)),
                }
                scope = s.parent;
            }
        }
        scopes
    }

    /// Records the scopes from `scope` (inlined through `at`) outwards with their
    /// parents, the first time they are seen, and returns the innermost one with a DIE.
    fn discover(&mut self, md: &Metadata, scope: u32, at: u32) -> Option<usize> {
        let (mut scope, mut at) = (scope, at);
        let mut innermost = None;
        let mut child: Option<usize> = None;
        while scope != NO_SCOPE {
            if let Some(&known) = self.index.get(&(scope, at)) {
                // Known from here on out.
                if let Some(c) = child {
                    self.scopes[c].parent = Some(known);
                }
                return innermost.or(Some(known));
            }
            let Some(node) = md.summary(MdRef::Node(scope)) else {
                break;
            };
            let (key, next) = match node.kind {
                // A change of file inside a block: the block itself.
                DiKind::LexicalBlockFile => {
                    scope = node.scope;
                    continue;
                }
                DiKind::LexicalBlock => ((scope, at), (node.scope, at)),
                // An inlined call, inside the scope of the call.
                DiKind::Subprogram if at != NO_SCOPE => {
                    let Some(call) = md.summary(MdRef::Node(at)) else {
                        break;
                    };
                    ((scope, at), (call.scope, call.inlined_at))
                }
                _ => break,
            };
            let k = self.scopes.len();
            self.scopes.push(Scope {
                key,
                parent: None,
                ranges: Vec::new(),
            });
            self.index.insert(key, k);
            if let Some(c) = child {
                self.scopes[c].parent = Some(k);
            }
            innermost = innermost.or(Some(k));
            child = Some(k);
            (scope, at) = next;
        }
        innermost
    }

    /// The DIEs of the scopes, under subprogram DIE `sp` of function `k`, parents
    /// first: `DW_TAG_lexical_block`s and `DW_TAG_inlined_subroutine`s (referring to
    /// their subprogram's abstract DIE, with the call's file, line and column), each
    /// with its code ranges; by scope index.
    fn dies(&self, unit: &mut Unit, sp: UnitEntryId, k: usize) -> Vec<UnitEntryId> {
        let mut dies = vec![None; self.scopes.len()];
        (0..self.scopes.len())
            .map(|s| self.die(s, unit, sp, k, &mut dies))
            .collect()
    }

    /// The DIE of scope `s`, made after its parent's.
    fn die(
        &self,
        s: usize,
        unit: &mut Unit,
        sp: UnitEntryId,
        k: usize,
        dies: &mut [Option<UnitEntryId>],
    ) -> UnitEntryId {
        if let Some(d) = dies[s] {
            return d;
        }
        let scope = &self.scopes[s];
        let parent = match scope.parent {
            Some(p) => self.die(p, unit, sp, k, dies),
            None => sp,
        };
        let (node, at) = scope.key;
        let md = unit.md;
        let inlined = md
            .summary(MdRef::Node(node))
            .is_some_and(|n| n.kind == DiKind::Subprogram);
        let origin = if inlined {
            unit.abstract_subprogram(node)
        } else {
            None
        };
        let tag = match origin {
            Some(_) => constants::DW_TAG_inlined_subroutine,
            None => constants::DW_TAG_lexical_block,
        };
        let id = unit.dwarf.unit.add(parent, tag);
        if let Some(origin) = origin {
            let call = md.summary(MdRef::Node(at));
            let file = call
                .and_then(|c| md.summary(MdRef::Node(c.scope)))
                .filter(|s| s.file != NO_NODE)
                .map(|s| unit.file_id(s.file));
            let die = unit.dwarf.unit.get_mut(id);
            die.set(
                constants::DW_AT_abstract_origin,
                AttributeValue::UnitRef(origin),
            );
            if let Some(file) = file {
                die.set(
                    constants::DW_AT_call_file,
                    AttributeValue::FileIndex(Some(file)),
                );
            }
            if let Some(call) = call {
                die.set(
                    constants::DW_AT_call_line,
                    AttributeValue::Udata(call.line.into()),
                );
                if call.column > 0 {
                    die.set(
                        constants::DW_AT_call_column,
                        AttributeValue::Udata(call.column.into()),
                    );
                }
            }
        }
        let at_offset = |offset: u64| Address::Symbol {
            symbol: k,
            addend: offset as i64,
        };
        match scope.ranges[..] {
            // One range: low and high pc, as llc writes them.
            [(start, end)] => {
                let die = unit.dwarf.unit.get_mut(id);
                die.set(
                    constants::DW_AT_low_pc,
                    AttributeValue::Address(at_offset(start)),
                );
                die.set(constants::DW_AT_high_pc, AttributeValue::Udata(end - start));
            }
            ref list => {
                let list = list
                    .iter()
                    .map(|&(start, end)| Range::StartLength {
                        begin: at_offset(start),
                        length: end - start,
                    })
                    .collect();
                let list = unit.dwarf.unit.ranges.add(RangeList(list));
                unit.dwarf
                    .unit
                    .get_mut(id)
                    .set(constants::DW_AT_ranges, AttributeValue::RangeListRef(list));
            }
        }
        dies[s] = Some(id);
        id
    }
}

/// The DIEs of the compile unit's types, one per type node.
struct TypeDies<'m> {
    md: &'m Metadata,
    root: UnitEntryId,
    dies: FxHashMap<MdRef, Option<UnitEntryId>>,
}

impl TypeDies<'_> {
    /// The DIE of type node `t` (created with the DIEs it refers to), or `None` for
    /// types not described.
    fn die(&mut self, dwarf: &mut DwarfUnit, t: MdRef) -> Option<UnitEntryId> {
        if let Some(&d) = self.dies.get(&t) {
            return d;
        }
        let node = DiNode::of(self.md, t)?;
        let tag = match node.kind {
            b"DIBasicType" => constants::DW_TAG_base_type,
            b"DISubroutineType" => constants::DW_TAG_subroutine_type,
            b"DIDerivedType" | b"DICompositeType" => node.field("tag").and_then(tag)?,
            _ => {
                self.dies.insert(t, None);
                return None;
            }
        };
        let id = dwarf.unit.add(self.root, tag);
        // Recorded before the referenced types, which may refer back (linked lists).
        self.dies.insert(t, Some(id));
        self.describe(dwarf, id, &node);
        Some(id)
    }

    /// The attributes and children of type DIE `id` from `node`.
    fn describe(&mut self, dwarf: &mut DwarfUnit, id: UnitEntryId, node: &DiNode) {
        if let Some(name) = node.string("name") {
            let s = dwarf.strings.add(name);
            dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_name, AttributeValue::StringRef(s));
        }
        let size = node.uint("size");
        let tag = dwarf.unit.get(id).tag();
        if size > 0 && tag != constants::DW_TAG_member && tag != constants::DW_TAG_array_type {
            dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_byte_size, AttributeValue::Udata(size / 8));
        }
        if let Some(enc) = node.field("encoding").and_then(encoding) {
            dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_encoding, AttributeValue::Encoding(enc));
        }
        if tag == constants::DW_TAG_member {
            dwarf.unit.get_mut(id).set(
                constants::DW_AT_data_member_location,
                AttributeValue::Udata(node.uint("offset") / 8),
            );
        }
        if node
            .field("flags")
            .is_some_and(|f| has_flag(f, b"DIFlagFwdDecl"))
        {
            dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_declaration, AttributeValue::Flag(true));
        }
        if let Some(base) = node.node_ref("baseType").and_then(|b| self.die(dwarf, b)) {
            dwarf
                .unit
                .get_mut(id)
                .set(constants::DW_AT_type, AttributeValue::UnitRef(base));
        }
        let Some(elements) = node.field("elements") else {
            return;
        };
        for e in tuple_elements(self.md, elements).into_iter().flatten() {
            let Some(el) = DiNode::of(self.md, e) else {
                continue;
            };
            match el.kind {
                b"DISubrange" => {
                    let sub = dwarf.unit.add(id, constants::DW_TAG_subrange_type);
                    if let Some(count) = el
                        .field("count")
                        .and_then(|c| std::str::from_utf8(c).ok())
                        .and_then(|c| c.parse::<u64>().ok())
                    {
                        dwarf
                            .unit
                            .get_mut(sub)
                            .set(constants::DW_AT_count, AttributeValue::Udata(count));
                    }
                }
                b"DIEnumerator" => {
                    let en = dwarf.unit.add(id, constants::DW_TAG_enumerator);
                    let value = el
                        .field("value")
                        .and_then(|v| std::str::from_utf8(v).ok())
                        .and_then(|v| v.parse::<i64>().ok())
                        .unwrap_or(0);
                    let name = dwarf.strings.add(el.string("name").unwrap_or_default());
                    let die = dwarf.unit.get_mut(en);
                    die.set(constants::DW_AT_name, AttributeValue::StringRef(name));
                    die.set(constants::DW_AT_const_value, AttributeValue::Sdata(value));
                }
                b"DIDerivedType" if el.field("tag") == Some(b"DW_TAG_member") => {
                    let member = dwarf.unit.add(id, constants::DW_TAG_member);
                    self.describe(dwarf, member, &el);
                }
                _ => {}
            }
        }
    }
}

/// Whether a `flags:` field (`DIFlagA | DIFlagB`) has `flag`.
fn has_flag(flags: &[u8], flag: &[u8]) -> bool {
    flags.split(|&c| c == b'|').any(|f| f.trim_ascii() == flag)
}

/// The DWARF constant whose name is `name`, looked up in `table`, which is made on first
/// use from `values` and their names (a linear search of gimli's names cost more than
/// the rest of a type's DIE).
fn by_name<T: Copy + Send + Sync + 'static>(
    table: &'static OnceLock<FxHashMap<&'static [u8], T>>,
    values: impl Iterator<Item = T>,
    name_of: fn(&T) -> Option<&'static str>,
    name: &[u8],
) -> Option<T> {
    table
        .get_or_init(|| {
            values
                .filter_map(|v| Some((name_of(&v)?.as_bytes(), v)))
                .collect()
        })
        .get(name)
        .copied()
}

/// The tag a `DW_TAG_*` name stands for.
fn tag(name: &[u8]) -> Option<constants::DwTag> {
    static TAGS: OnceLock<FxHashMap<&'static [u8], constants::DwTag>> = OnceLock::new();
    by_name(
        &TAGS,
        (0..=0x50).map(constants::DwTag),
        |t| t.static_string(),
        name,
    )
}

/// The base-type encoding a `DW_ATE_*` name stands for.
fn encoding(name: &[u8]) -> Option<constants::DwAte> {
    static ENCODINGS: OnceLock<FxHashMap<&'static [u8], constants::DwAte>> = OnceLock::new();
    by_name(
        &ENCODINGS,
        (0..=0x20).map(constants::DwAte),
        |e| e.static_string(),
        name,
    )
}

/// The language constant a `DW_LANG_*` name stands for.
fn language(name: &[u8]) -> Option<constants::DwLang> {
    static LANGUAGES: OnceLock<FxHashMap<&'static [u8], constants::DwLang>> = OnceLock::new();
    by_name(
        &LANGUAGES,
        (0..=0x40).chain(0x8000..=0x8001).map(constants::DwLang),
        |l| l.static_string(),
        name,
    )
}
