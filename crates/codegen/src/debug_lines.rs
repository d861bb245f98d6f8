//! Line-table rows of a function, from its instructions' `!dbg` locations: the target
//! records which IR instruction each machine instruction comes from
//! ([`crate::VCode::set_source_location`]), the pipeline turns the changes into
//! [`LineRow`]s as it emits, and the object writer builds `.debug_line` from them. And
//! the variables `#dbg_declare` places in frame slots ([`FrameVariable`]).

use crate::frame::StackSlot;
use rllc_ir::debuginfo::{scope_file, DiNode};
use rllc_ir::inst::{DbgRecordKind, Inst, Value};
use rllc_ir::metadata::MdOperand;
use rllc_ir::metadata::{MdRef, Metadata};
use rllc_ir::module::{Body, GlobalId, Module};
use rustc_hash::FxHashMap;

/// From code offset `offset` on, the code comes from `line`:`column` of the file whose
/// `DIFile` is node `file`, in scope node `scope` ([`NO_SCOPE`] when unknown); for code
/// inlined into the function, `scope` is in the inlined function and `inlined_at` is the
/// `DILocation` of the call it was inlined through (else [`NO_SCOPE`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineRow {
    pub offset: u32,
    pub file: u32,
    pub line: u32,
    pub column: u32,
    pub scope: u32,
    pub inlined_at: u32,
}

/// [`LineRow::scope`] of a row whose scope is not known, and [`LineRow::inlined_at`] of
/// code that was not inlined.
pub const NO_SCOPE: u32 = u32::MAX;

/// The `DISubprogram` of function `g` (its `!dbg` attachment), if it has one.
pub fn subprogram(m: &Module, g: GlobalId) -> Option<MdRef> {
    m.globals[g]
        .metadata
        .iter()
        .find(|&&(kind, _)| m.syms.get(kind) == b"dbg")
        .map(|&(_, r)| r)
}

/// The source locations of a function's instructions.
pub struct SourceLines<'m> {
    md: &'m Metadata,
    /// The `!dbg` location of each instruction that has one.
    locations: FxHashMap<Inst, MdRef>,
    /// Resolved locations (a row at offset 0), by location node.
    resolved: FxHashMap<MdRef, Option<LineRow>>,
    /// The row of the function's entry: its subprogram's file and scope line.
    pub entry: Option<LineRow>,
}

impl<'m> SourceLines<'m> {
    /// The locations of `body`, the body of function `g`, when it has a subprogram.
    pub fn of(m: &'m Module, g: GlobalId, body: &Body) -> Option<SourceLines<'m>> {
        let md = &m.metadata;
        let sp = DiNode::of(md, subprogram(m, g)?)?;
        let entry = match sp.node_ref("file") {
            Some(MdRef::Node(file)) => Some(LineRow {
                offset: 0,
                file,
                line: match sp.uint("scopeLine") {
                    0 => sp.uint("line") as u32,
                    l => l as u32,
                },
                column: 0,
                scope: NO_SCOPE,
                inlined_at: NO_SCOPE,
            }),
            _ => None,
        };
        let locations = body
            .inst_metadata
            .iter()
            .filter(|&&(_, kind, _)| m.syms.get(kind) == b"dbg")
            .map(|&(i, _, r)| (i, r))
            .collect();
        Some(SourceLines {
            md,
            locations,
            resolved: FxHashMap::default(),
            entry,
        })
    }

    /// The row of instruction `i` (offset 0), when it has a location.
    pub fn row(&mut self, i: Inst) -> Option<LineRow> {
        let r = *self.locations.get(&i)?;
        let md = self.md;
        *self.resolved.entry(r).or_insert_with(|| {
            let loc = DiNode::of(md, r).filter(|n| n.kind == b"DILocation")?;
            let MdRef::Node(file) = scope_file(md, loc.node_ref("scope")?)? else {
                return None;
            };
            let node = |key| match loc.node_ref(key) {
                Some(MdRef::Node(n)) => n,
                _ => NO_SCOPE,
            };
            Some(LineRow {
                offset: 0,
                file,
                line: loc.uint("line") as u32,
                column: loc.uint("column") as u32,
                scope: node("scope"),
                inlined_at: node("inlinedAt"),
            })
        })
    }
}

/// The rows of a function in code order (each with its final offset) as a line table
/// wants them: of rows at the same offset the last, and no row repeating its
/// predecessor's location.
pub fn table_rows(rows: impl IntoIterator<Item = LineRow>) -> Vec<LineRow> {
    let mut out: Vec<LineRow> = Vec::new();
    for row in rows {
        if out.last().is_some_and(|l| l.offset == row.offset) {
            out.pop();
        }
        if !out
            .last()
            .is_some_and(|l| LineRow { offset: 0, ..*l } == LineRow { offset: 0, ..row })
        {
            out.push(row);
        }
    }
    out
}

/// A variable whose value lives in a frame slot for the whole function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FrameVariable {
    /// Its `DILocalVariable`.
    pub variable: MdRef,
    /// The slot's address relative to the canonical frame address.
    pub cfa_offset: i64,
}

/// The variables `#dbg_declare` records of `body` put in static allocas (with an empty
/// `DIExpression`), located through `cfa_offset` of the allocas' slots (`slots`).
pub fn frame_variables(
    m: &Module,
    body: &Body,
    slots: &[(Inst, StackSlot)],
    cfa_offset: impl Fn(StackSlot) -> Option<i64>,
) -> Vec<FrameVariable> {
    let md = &m.metadata;
    let slots: FxHashMap<Inst, StackSlot> = slots.iter().copied().collect();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    for (_, record) in &body.dbg_records {
        if record.kind != DbgRecordKind::Declare || record.operands.len() < 3 {
            continue;
        }
        let op = |k: usize| &body.md_operands[record.operands[k] as usize];
        let (MdOperand::Value(Value::Inst(alloca)), MdOperand::Ref(variable), MdOperand::Ref(expr)) =
            (op(0), op(1), op(2))
        else {
            continue;
        };
        let plain = md
            .ref_text(*expr)
            .is_some_and(|t| t.trim_ascii() == b"!DIExpression()");
        let slot = slots.get(alloca).copied();
        if let (true, Some(cfa_offset)) = (plain, slot.and_then(&cfa_offset)) {
            if seen.insert(*variable) {
                out.push(FrameVariable {
                    variable: *variable,
                    cfa_offset,
                });
            }
        }
    }
    out
}
