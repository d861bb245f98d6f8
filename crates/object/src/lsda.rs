//! Exception tables: each function's language-specific data area (LSDA), in the
//! layout `__gxx_personality_v0` and `__gxx_personality_seh0` read (as LLVM's
//! `EHStreamer::emitExceptionTable` writes it), and what reaches it.
//!
//! ELF: the LSDA goes to `.gcc_except_table`, found through the FDE; LLVM's
//! position-independent encodings on every relocation model: the CIE's personality is
//! `indirect | pcrel | sdata4` (through a pointer in `.data`), the FDE's LSDA `pcrel |
//! sdata4`, typeinfos `indirect | pcrel | sdata4`. COFF (MinGW): the personality is the
//! function's Windows exception handler and the LSDA its handler data, right after its
//! `UNWIND_INFO` in `.xdata`, with typeinfos as 8-byte absolute addresses. Mach-O (x86-64
//! Darwin): the LSDA goes to `__TEXT,__gcc_except_tab` at a local `GCC_except_tableN`,
//! typeinfos `indirect | pcrel | sdata4` through the GOT (`X86_64_RELOC_GOT`), and the
//! CIE reaches the personality through the GOT too. Call sites are ULEB128 offsets from
//! the function's start.

use crate::{Format, PlacedFunction, Writer};
use object::write::{SectionId, Symbol, SymbolId, SymbolSection};
use object::{SymbolFlags, SymbolKind, SymbolScope};
use rllc_codegen::eh::{uleb128, ExceptionTable};
use rllc_codegen::{CodegenError, RelocKind, RelocTarget};
use rllc_ir::module::GlobalId;
use rustc_hash::FxHashMap;

/// `DW_EH_PE_omit`.
const OMIT: u8 = 0xff;
/// `DW_EH_PE_absptr`.
const ABSPTR: u8 = 0x00;
/// `DW_EH_PE_indirect | DW_EH_PE_pcrel | DW_EH_PE_sdata4`.
const INDIRECT_PCREL_SDATA4: u8 = 0x9b;
/// `DW_EH_PE_uleb128`.
const ULEB128: u8 = 0x01;

/// Where the exception tables went, for the unwind tables.
#[derive(Default)]
pub struct ExceptionTables {
    /// Per placed function (same order), its LSDA when it has one.
    pub lsda: Vec<Option<Lsda>>,
    /// ELF: the pointer to each personality routine (section and offset).
    pub personalities: Vec<(SectionId, u64)>,
    /// Mach-O: each personality routine's symbol (reached through the GOT).
    pub personality_symbols: Vec<SymbolId>,
}

/// One function's LSDA.
pub enum Lsda {
    /// In a section (ELF, Mach-O): section, offset, and the index of its personality in
    /// [`ExceptionTables::personalities`] (ELF) or
    /// [`ExceptionTables::personality_symbols`] (Mach-O).
    Placed(SectionId, u64, usize),
    /// To follow the function's Windows unwind information (COFF): the bytes, the
    /// offsets of the 8-byte typeinfo addresses in them with their symbol and addend, and
    /// the exception handler (the personality).
    Inline {
        bytes: Vec<u8>,
        types: Vec<(u64, SymbolId, i64)>,
        handler: SymbolId,
    },
}

/// How a type table refers to typeinfos.
#[derive(Copy, Clone, PartialEq, Eq)]
enum TypeRefs {
    /// 4-byte PC-relative addresses of pointers to them (ELF).
    IndirectPcRel4,
    /// 8-byte absolute addresses (COFF).
    Absolute8,
}

impl Writer<'_> {
    /// Writes the exception tables of the functions in `placed`.
    pub(crate) fn exception_tables(
        &mut self,
        placed: &[PlacedFunction],
    ) -> Result<ExceptionTables, CodegenError> {
        let mut out = ExceptionTables::default();
        let mut pointers: FxHashMap<GlobalId, (SectionId, u64)> = FxHashMap::default();
        let mut personality_index: FxHashMap<GlobalId, usize> = FxHashMap::default();
        for (number, p) in placed.iter().enumerate() {
            let Some(table) = &p.compiled.exceptions else {
                out.lsda.push(None);
                continue;
            };
            let code_len = p.compiled.code.len() as u32;
            let lsda = match self.target.format {
                Format::Elf => {
                    let (section, data) =
                        self.fmt
                            .exception_sections(&mut self.obj, self.m, p.global, p.section)?;
                    let personality = match personality_index.get(&table.personality) {
                        Some(&k) => k,
                        None => {
                            let at = self.pointer_to(&mut pointers, data, table.personality)?;
                            out.personalities.push(at);
                            personality_index
                                .insert(table.personality, out.personalities.len() - 1);
                            out.personalities.len() - 1
                        }
                    };
                    let (bytes, fields) = lsda_bytes(table, code_len, TypeRefs::IndirectPcRel4);
                    let at = self.obj.append_section_data(section, &bytes, 4);
                    for (field, ti) in fields {
                        let (s, off) = self.pointer_to(&mut pointers, data, ti)?;
                        let sym = self.obj.section_symbol(s);
                        self.fmt.add_reloc(
                            &mut self.obj,
                            section,
                            at + field,
                            sym,
                            off as i64,
                            RelocKind::Pc32,
                        )?;
                    }
                    Lsda::Placed(section, at, personality)
                }
                Format::Coff => {
                    let (bytes, fields) = lsda_bytes(table, code_len, TypeRefs::Absolute8);
                    let mut types = Vec::with_capacity(fields.len());
                    for (field, ti) in fields {
                        let (sym, addend) =
                            self.target_ref(RelocTarget::Global(ti), RelocKind::Abs64)?;
                        types.push((field, sym, addend));
                    }
                    let (handler, _) =
                        self.target_ref(RelocTarget::Global(table.personality), RelocKind::Abs32)?;
                    Lsda::Inline {
                        bytes,
                        types,
                        handler,
                    }
                }
                Format::MachO => {
                    // As llc for Darwin: `__TEXT,__gcc_except_tab`, the LSDA at a local
                    // `GCC_except_tableN` (N: the function's number, so that the table
                    // starts an atom), typeinfos `foo@GOTPCREL+4` (`X86_64_RELOC_GOT`),
                    // the personality reached through the GOT from the CIE.
                    let (section, _) =
                        self.fmt
                            .exception_sections(&mut self.obj, self.m, p.global, p.section)?;
                    let got = RelocKind::GotPc32 { relaxable: false };
                    let (personality_sym, _) =
                        self.target_ref(RelocTarget::Global(table.personality), got)?;
                    let personality = match out
                        .personality_symbols
                        .iter()
                        .position(|&s| s == personality_sym)
                    {
                        Some(k) => k,
                        None => {
                            out.personality_symbols.push(personality_sym);
                            out.personality_symbols.len() - 1
                        }
                    };
                    let (bytes, fields) = lsda_bytes(table, code_len, TypeRefs::IndirectPcRel4);
                    let at = self.obj.append_section_data(section, &bytes, 4);
                    self.obj.add_symbol(Symbol {
                        name: format!("GCC_except_table{number}").into_bytes(),
                        value: at,
                        size: 0,
                        kind: SymbolKind::Data,
                        scope: SymbolScope::Compilation,
                        weak: false,
                        section: SymbolSection::Section(section),
                        flags: SymbolFlags::None,
                    });
                    for (field, ti) in fields {
                        let (sym, addend) = self.target_ref(RelocTarget::Global(ti), got)?;
                        self.fmt
                            .add_reloc(&mut self.obj, section, at + field, sym, addend, got)?;
                    }
                    Lsda::Placed(section, at, personality)
                }
            };
            out.lsda.push(Some(lsda));
        }
        Ok(out)
    }

    /// The pointer to global `g` in section `data`, added on first use.
    fn pointer_to(
        &mut self,
        pointers: &mut FxHashMap<GlobalId, (SectionId, u64)>,
        data: SectionId,
        g: GlobalId,
    ) -> Result<(SectionId, u64), CodegenError> {
        if let Some(&at) = pointers.get(&g) {
            return Ok(at);
        }
        let at = self.obj.append_section_data(data, &[0; 8], 8);
        self.reloc(data, at, RelocTarget::Global(g), 0, RelocKind::Abs64)?;
        pointers.insert(g, (data, at));
        Ok((data, at))
    }
}

/// The LSDA of `table` for a function of `code_len` bytes, to be placed at a 4-byte
/// aligned offset, and the offset and typeinfo of each type-table entry to relocate.
fn lsda_bytes(
    table: &ExceptionTable,
    code_len: u32,
    refs: TypeRefs,
) -> (Vec<u8>, Vec<(u64, GlobalId)>) {
    let mut sites = Vec::new();
    for (start, end, landing, action) in call_site_ranges(table, code_len) {
        uleb128(&mut sites, u64::from(start));
        uleb128(&mut sites, u64::from(end - start));
        uleb128(&mut sites, u64::from(landing));
        uleb128(&mut sites, u64::from(action));
    }
    // Call-site encoding, table length, call sites, actions.
    let mut body = vec![ULEB128];
    uleb128(&mut body, sites.len() as u64);
    body.extend_from_slice(&sites);
    body.extend_from_slice(&table.actions);

    let mut out = vec![OMIT];
    let mut fields = Vec::new();
    if table.type_infos.is_empty() && table.filters.is_empty() {
        out.push(OMIT);
        out.extend_from_slice(&body);
        return (out, fields);
    }
    let entry = match refs {
        TypeRefs::IndirectPcRel4 => {
            out.push(INDIRECT_PCREL_SDATA4);
            4
        }
        TypeRefs::Absolute8 => {
            out.push(ABSPTR);
            8
        }
    };
    // The type table ends at TTBase, 4-byte aligned: the offset to it (from the end of
    // its own ULEB128 field) depends on that field's length.
    let types = entry * table.type_infos.len();
    let mut len = 1;
    let (pad, tt_offset) = loop {
        let pad = (4 - (out.len() + len + body.len()) % 4) % 4;
        let tt_offset = body.len() + pad + types;
        if uleb_len(tt_offset as u64) == len {
            break (pad, tt_offset);
        }
        len = uleb_len(tt_offset as u64);
    };
    uleb128(&mut out, tt_offset as u64);
    out.extend_from_slice(&body);
    out.resize(out.len() + pad, 0);
    // Entries from the last type id down to 1, which is next to TTBase.
    for ti in table.type_infos.iter().rev() {
        if let Some(g) = ti {
            fields.push((out.len() as u64, *g));
        }
        out.resize(out.len() + entry, 0);
    }
    out.extend_from_slice(&table.filters);
    (out, fields)
}

/// The call-site table's ranges (start, end, landing pad, action), covering the whole
/// function: code outside the calls that land in pads unwinds to the caller (landing
/// pad 0), since `__gxx_personality_v0` terminates when the table has no entry.
fn call_site_ranges(table: &ExceptionTable, code_len: u32) -> Vec<(u32, u32, u32, u32)> {
    let mut ranges: Vec<(u32, u32, u32, u32)> = Vec::new();
    let mut push = |start: u32, end: u32, landing: u32, action: u32| {
        if start >= end {
            return;
        }
        match ranges.last_mut() {
            Some(last) if last.1 == start && last.2 == landing && last.3 == action => last.1 = end,
            _ => ranges.push((start, end, landing, action)),
        }
    };
    let mut at = 0;
    for s in &table.call_sites {
        push(at, s.start, 0, 0);
        push(s.start, s.end, s.landing, s.action);
        at = s.end;
    }
    push(at, code_len, 0, 0);
    ranges
}

/// The length of `v` in ULEB128.
fn uleb_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rllc_codegen::eh::CallSite;

    #[test]
    fn call_sites_cover_the_function() {
        let table = ExceptionTable {
            personality: GlobalId::from_u32(0),
            call_sites: vec![
                CallSite {
                    start: 10,
                    end: 15,
                    landing: 40,
                    action: 1,
                },
                CallSite {
                    start: 15,
                    end: 20,
                    landing: 40,
                    action: 1,
                },
                CallSite {
                    start: 25,
                    end: 30,
                    landing: 50,
                    action: 0,
                },
            ],
            actions: vec![1, 0],
            type_infos: vec![None],
            filters: Vec::new(),
        };
        assert_eq!(
            call_site_ranges(&table, 60),
            [
                (0, 10, 0, 0),
                (10, 20, 40, 1),
                (20, 25, 0, 0),
                (25, 30, 50, 0),
                (30, 60, 0, 0)
            ]
        );
        let (bytes, fields) = lsda_bytes(&table, 60, TypeRefs::IndirectPcRel4);
        // omit, indirect pcrel sdata4, TTBase offset, uleb128, the table's length, 5
        // sites of 4 bytes, 2 action bytes, 1 byte of padding, one catch-all entry.
        assert_eq!(&bytes[..4], &[OMIT, INDIRECT_PCREL_SDATA4, 29, ULEB128]);
        assert_eq!(bytes.len() % 4, 0);
        assert_eq!(bytes.len(), 3 + 29);
        assert!(fields.is_empty());
        assert_eq!(uleb_len(127), 1);
        assert_eq!(uleb_len(128), 2);
        assert_eq!(uleb_len(0), 1);
    }
}
