//! DWARF debug information written with gimli from the module's compile unit
//! (`!llvm.dbg.cu`) and the functions' line rows: a compile unit with a subprogram per
//! function that has a `DISubprogram` (name, linkage name, declaration, code range) and
//! the line table of their code (`.debug_line`). DWARF 5 unless the module flag
//! `"Dwarf Version"` says otherwise. Variables and types are not described yet.
//!
//! Addresses are relocations against the functions' code ([`DebugTarget::Function`]),
//! offsets into other debug sections relocations against those sections, as llc emits
//! them (so that `ld -r` keeps them right).

use crate::unwind::Relocs;
use crate::{unsupported, PlacedFunction};
use gimli::write::{
    Address, AttributeValue, DwarfUnit, FileId, LineProgram, LineString, Range, RangeList,
    RelocationTarget, Sections,
};
use gimli::{constants, Encoding, Format};
use rllc_codegen::debug_lines::subprogram;
use rllc_codegen::CodegenError;
use rllc_ir::debuginfo::DiNode;
use rllc_ir::metadata::MdRef;
use rllc_ir::module::Module;
use rustc_hash::FxHashMap;

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
    /// Another debug section, by name.
    Section(&'static str),
}

/// The debug sections of module `m` with functions `funcs`, or `None` when the module
/// has no compile unit that asks for debug info.
pub fn debug_sections(
    m: &Module,
    funcs: &[PlacedFunction],
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
    let version = match m.module_flag(b"Dwarf Version") {
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

    let mut files: FxHashMap<u32, FileId> = FxHashMap::default();
    let mut ranges = Vec::new();
    for (k, f) in funcs.iter().enumerate() {
        let Some(sp) = subprogram(m, f.global).and_then(|r| DiNode::of(md, r)) else {
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
        let mut file_id = |dwarf: &mut DwarfUnit, node: u32| -> FileId {
            *files.entry(node).or_insert_with(|| {
                let file = DiNode::of(md, MdRef::Node(node));
                let name = string(&file, "filename");
                let dir = string(&file, "directory");
                let program = &mut dwarf.unit.line_program;
                let dir_string = LineString::new(dir, encoding, &mut dwarf.line_strings);
                let dir_id = program.add_directory(dir_string);
                let name_string = LineString::new(name, encoding, &mut dwarf.line_strings);
                program.add_file(name_string, dir_id, None)
            })
        };
        // The subprogram.
        let die_id = dwarf.unit.add(root, constants::DW_TAG_subprogram);
        let decl_file = match sp.node_ref("file") {
            Some(MdRef::Node(n)) => Some(file_id(&mut dwarf, n)),
            _ => None,
        };
        let name = sp.string("name").map(|n| dwarf.strings.add(n));
        let linkage = sp.string("linkageName").map(|n| dwarf.strings.add(n));
        let external = !m.globals[f.global].linkage.is_local();
        let die = dwarf.unit.get_mut(die_id);
        die.set(constants::DW_AT_low_pc, AttributeValue::Address(start));
        die.set(constants::DW_AT_high_pc, AttributeValue::Udata(len));
        if let Some(l) = linkage {
            die.set(constants::DW_AT_linkage_name, AttributeValue::StringRef(l));
        }
        if let Some(n) = name {
            die.set(constants::DW_AT_name, AttributeValue::StringRef(n));
        }
        if let Some(file) = decl_file {
            die.set(
                constants::DW_AT_decl_file,
                AttributeValue::FileIndex(Some(file)),
            );
            die.set(
                constants::DW_AT_decl_line,
                AttributeValue::Udata(sp.uint("line")),
            );
        }
        if external {
            die.set(constants::DW_AT_external, AttributeValue::Flag(true));
        }
        // Its lines.
        if f.compiled.lines.is_empty() {
            continue;
        }
        dwarf.unit.line_program.begin_sequence(Some(start));
        for (n, row) in f.compiled.lines.iter().enumerate() {
            let file = file_id(&mut dwarf, row.file);
            let r = dwarf.unit.line_program.row();
            r.address_offset = u64::from(row.offset);
            r.file = file;
            r.line = u64::from(row.line);
            r.column = u64::from(row.column);
            r.is_statement = true;
            // The first row after the entry's ends the prologue.
            r.prologue_end = n == 1;
            dwarf.unit.line_program.generate_row();
        }
        dwarf.unit.line_program.end_sequence(len);
    }
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
                    RelocationTarget::Symbol(k) => DebugTarget::Function(k),
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

/// The language constant a `DW_LANG_*` name stands for.
fn language(name: &[u8]) -> Option<constants::DwLang> {
    (0..=0x40)
        .chain(0x8000..=0x8001)
        .map(constants::DwLang)
        .find(|l| l.static_string().is_some_and(|s| s.as_bytes() == name))
}
