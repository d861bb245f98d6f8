//! Line-table rows of a function, from its instructions' `!dbg` locations: the target
//! records which IR instruction each machine instruction comes from
//! ([`crate::VCode::set_source_location`]), the pipeline turns the changes into
//! [`LineRow`]s as it emits, and the object writer builds `.debug_line` from them. And
//! the variables `#dbg_declare` places in frame slots ([`FrameVariable`]).

use crate::frame::StackSlot;
use crate::{DebugValue, MachInst, Reg, UnwindReg, VCode};
use cranelift_entity::{EntityRef, SecondaryMap};
use regalloc2::{Allocation, InstPosition, ProgPoint, RegClass};
use rllc_ir::constant::ConstKind;
use rllc_ir::debuginfo::{DiKind, DiNode, NO_NODE};
use rllc_ir::inst::InstKind;
use rllc_ir::inst::{DbgRecordKind, Inst, Value};
use rllc_ir::metadata::MdOperand;
use rllc_ir::metadata::{MdRef, Metadata};
use rllc_ir::module::{Body, GlobalId, Module};
use rllc_ir::types::TypeData;
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
pub const NO_SCOPE: u32 = NO_NODE;

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
    locations: SecondaryMap<Inst, Option<MdRef>>,
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
        let mut locations = SecondaryMap::with_capacity(body.insts.len());
        if let Some(dbg) = m.syms.lookup(b"dbg") {
            for &(i, kind, r) in &body.inst_metadata {
                if kind == dbg {
                    locations[i] = Some(r);
                }
            }
        }
        Some(SourceLines {
            md,
            locations,
            entry,
        })
    }

    /// The row of instruction `i` (offset 0), when it has a location whose scope has a
    /// file.
    pub fn row(&self, i: Inst) -> Option<LineRow> {
        let loc = self.md.summary(self.locations[i]?)?;
        if loc.kind != DiKind::Location || loc.scope == NO_NODE {
            return None;
        }
        let file = self.md.summary(MdRef::Node(loc.scope))?.file;
        (file != NO_NODE).then_some(LineRow {
            offset: 0,
            file,
            line: loc.line,
            column: loc.column,
            scope: loc.scope,
            inlined_at: loc.inlined_at,
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

/// A debug record of a body: a `#dbg_*` record, or a call of an `llvm.dbg.*` intrinsic
/// (the form before LLVM 19, which it still reads).
struct Record<'b> {
    /// The instruction the record comes before (for a call, the call).
    at: Inst,
    kind: DbgRecordKind,
    value: &'b MdOperand,
    variable: MdRef,
    expr: MdRef,
    /// Its `DILocation`.
    location: Option<MdRef>,
}

/// The debug records of `body`: records first, then calls of `llvm.dbg.value`,
/// `llvm.dbg.declare` and `llvm.dbg.assign`.
fn records<'b>(m: &Module, body: &'b Body) -> Vec<Record<'b>> {
    let ops = |operands: &[u32]| {
        let op = |k: usize| operands.get(k).map(|&o| &body.md_operands[o as usize]);
        match (op(0), op(1), op(2)) {
            (Some(value), Some(&MdOperand::Ref(variable)), Some(&MdOperand::Ref(expr))) => {
                Some((value, variable, expr))
            }
            _ => None,
        }
    };
    let mut out: Vec<Record> = body
        .dbg_records
        .iter()
        .filter_map(|(at, r)| {
            let (value, variable, expr) = ops(&r.operands)?;
            let location = match r.operands.get(3).map(|&o| &body.md_operands[o as usize]) {
                Some(&MdOperand::Ref(l)) => Some(l),
                _ => None,
            };
            Some(Record {
                at: *at,
                kind: r.kind,
                value,
                variable,
                expr,
                location,
            })
        })
        .collect();
    // The intrinsics, when the module declares any.
    let intrinsics: FxHashMap<GlobalId, DbgRecordKind> = [
        (&b"llvm.dbg.value"[..], DbgRecordKind::Value),
        (b"llvm.dbg.declare", DbgRecordKind::Declare),
        (b"llvm.dbg.assign", DbgRecordKind::Assign),
    ]
    .into_iter()
    .filter_map(|(name, kind)| Some((m.global_by_name(name)?, kind)))
    .collect();
    if intrinsics.is_empty() {
        return out;
    }
    let locations: FxHashMap<Inst, MdRef> = body
        .inst_metadata
        .iter()
        .filter(|&&(_, kind, _)| m.syms.get(kind) == b"dbg")
        .map(|&(i, _, r)| (i, r))
        .collect();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            if !matches!(body.insts[i].kind, InstKind::Call(_)) {
                continue;
            }
            let args = body.args(i);
            let Some(&Value::Const(c)) = args.first() else {
                continue;
            };
            let ConstKind::Global(g) = m.consts.get(c).kind else {
                continue;
            };
            let Some(&kind) = intrinsics.get(&g) else {
                continue;
            };
            let meta: Vec<u32> = args[1..]
                .iter()
                .filter_map(|a| match *a {
                    Value::Meta(k) => Some(k),
                    _ => None,
                })
                .collect();
            if let Some((value, variable, expr)) = ops(&meta) {
                out.push(Record {
                    at: i,
                    kind,
                    value,
                    variable,
                    expr,
                    location: locations.get(&i).copied(),
                });
            }
        }
    }
    out
}

/// Whether expression node `expr` is the empty `!DIExpression()`.
fn is_empty_expression(md: &Metadata, expr: MdRef) -> bool {
    md.ref_text(expr)
        .is_some_and(|t| t.trim_ascii() == b"!DIExpression()")
}

/// The variables `#dbg_declare` records (or `llvm.dbg.declare` calls) of `body` put in
/// static allocas (with an empty `DIExpression`), located through `cfa_offset` of the
/// allocas' slots (`slots`).
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
    for r in records(m, body) {
        let MdOperand::Value(Value::Inst(alloca)) = r.value else {
            continue;
        };
        if r.kind != DbgRecordKind::Declare || !is_empty_expression(md, r.expr) {
            continue;
        }
        let slot = slots.get(alloca).copied();
        if let Some(cfa_offset) = slot.and_then(&cfa_offset) {
            if seen.insert(r.variable) {
                out.push(FrameVariable {
                    variable: r.variable,
                    cfa_offset,
                });
            }
        }
    }
    out
}

/// The `#dbg_value` records of a function, read for variables whose values live in
/// registers: each variable of the function's own code (not of code inlined into it)
/// is a label, numbered in order of first appearance.
pub struct DebugValues {
    /// Per record, by the instruction it precedes (records of one instruction in order):
    /// its label and its value.
    records: Vec<(Inst, u32, RecordValue)>,
    /// The `DILocalVariable` of each label.
    pub variables: Vec<MdRef>,
    /// By instruction index: lowered already (only those values are in registers).
    lowered: Vec<bool>,
}

impl DebugValues {
    /// The records of `body`, when it has any.
    pub fn of(m: &Module, body: &Body) -> Option<DebugValues> {
        let md = &m.metadata;
        let mut labels: FxHashMap<MdRef, u32> = FxHashMap::default();
        let mut variables = Vec::new();
        let mut values = Vec::new();
        for r in records(m, body) {
            if !matches!(r.kind, DbgRecordKind::Value | DbgRecordKind::Assign) {
                continue;
            }
            // Variables of inlined code belong to the inlined call's scope.
            let text = r.location.and_then(|l| md.ref_text(l));
            if text.is_none_or(|t| t.windows(10).any(|w| w == b"inlinedAt:")) {
                continue;
            }
            let label = *labels.entry(r.variable).or_insert_with(|| {
                variables.push(r.variable);
                variables.len() as u32 - 1
            });
            // An assignment to a variable in memory says where its value was stored,
            // which is not where it lives: its location becomes unknown.
            let plain = r.kind == DbgRecordKind::Value && is_empty_expression(md, r.expr);
            let value = match *r.value {
                MdOperand::Value(v @ (Value::Inst(_) | Value::Arg(_))) if plain => {
                    RecordValue::Value(v)
                }
                MdOperand::Value(Value::Const(c)) if plain => match m.consts.get(c).kind {
                    ConstKind::Int(n) => RecordValue::Const(n),
                    ConstKind::Null | ConstKind::Zero
                        if matches!(
                            m.types.get(m.consts.ty(c)),
                            TypeData::Ptr(_) | TypeData::Int(_)
                        ) =>
                    {
                        RecordValue::Const(0)
                    }
                    _ => RecordValue::Unknown,
                },
                _ => RecordValue::Unknown,
            };
            values.push((r.at, label, value));
        }
        if values.is_empty() {
            return None;
        }
        values.sort_by_key(|r| r.0);
        Some(DebugValues {
            records: values,
            variables,
            lowered: vec![false; body.insts.len()],
        })
    }

    /// For lowering, before instruction `i`: sets the labels of its records in `vc` to
    /// their constants or the registers of their values, for arguments and instructions
    /// already lowered ([`DebugValues::lowered`]) whose value is one register: the
    /// lowering's registers are `regs`, the range of each instruction's in `inst_regs`,
    /// of each argument's in `arg_regs`.
    pub fn label_records<I: MachInst>(
        &self,
        i: Inst,
        vc: &mut VCode<I>,
        inst_regs: &SecondaryMap<Inst, Option<(u32, u32)>>,
        arg_regs: &[(u32, u32)],
        regs: &[Reg],
    ) {
        let reg_of = |v: Value| {
            let (start, end) = match v {
                Value::Inst(d) => inst_regs[d]?,
                Value::Arg(n) => *arg_regs.get(n as usize)?,
                _ => return None,
            };
            (end == start + 1).then(|| regs[start as usize])
        };
        let start = self.records.partition_point(|r| r.0 < i);
        for &(_, label, value) in self.records[start..].iter().take_while(|r| r.0 == i) {
            let value = match value {
                RecordValue::Value(Value::Inst(d)) if !self.lowered[d.index()] => None,
                RecordValue::Value(v) => reg_of(v).map(DebugValue::Reg),
                RecordValue::Const(c) => Some(DebugValue::Const(c)),
                RecordValue::Unknown => None,
            };
            vc.set_debug_value(label, value.unwrap_or(DebugValue::Unknown));
        }
    }

    /// Records that instruction `i` is lowered: its result is in its registers from now.
    pub fn lowered(&mut self, i: Inst) {
        self.lowered[i.index()] = true;
    }
}

/// The value a `#dbg_value` record gives its variable.
#[derive(Copy, Clone, Debug)]
enum RecordValue {
    /// A plain instruction result or argument.
    Value(Value),
    /// An integer constant (zero-extended from its width; null pointers are 0).
    Const(u64),
    /// Anything else (a computed expression, `poison`, a float): not described.
    Unknown,
}

/// Where a variable's value is over a range of code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueLocation {
    /// In a register.
    Register(UnwindReg),
    /// A constant (zero-extended from its width).
    Constant(u64),
}

/// A variable that `#dbg_value` records give values, with the code ranges where its
/// value is known: start and end offsets and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueVariable {
    /// Its `DILocalVariable`.
    pub variable: MdRef,
    pub ranges: Vec<(u32, u32, ValueLocation)>,
}

/// Where the pipeline marked the emitted code ([`crate::Emit::mark`]), by mark number:
/// each block's start and end, and for each instruction the start of the moves before
/// it and the instruction itself.
pub struct EmittedPositions {
    pub block_start: Vec<u32>,
    pub block_end: Vec<u32>,
    pub moves_before: Vec<u32>,
    pub inst: Vec<u32>,
}

/// Not marked (a block left out, an instruction without moves before it).
pub const UNMARKED: u32 = u32::MAX;

/// The value ranges of the variables of `values`: in registers, from the allocator's
/// debug locations `locations` (label, from, to, allocation), and constants
/// (`constants`: label, first instruction, end, value), over instructions in blocks
/// `blocks` (instruction ranges, in order), with the code offsets of `positions` resolved
/// by `marks`. Each range is cut to the blocks it crosses and, inside a block, shrunk to
/// where it surely holds: from the instruction itself (after the moves before it) to the
/// first move before the instruction that ends it, or before its last instruction when
/// that clobbers registers (`is_call(i)`: while the callee runs, the caller's frame is
/// at the call, and the register may already hold something else). Locations in stack
/// slots are left out.
pub fn value_variables(
    values: &DebugValues,
    locations: &[(u32, ProgPoint, ProgPoint, Allocation)],
    constants: &[(u32, u32, u32, u64)],
    blocks: &[std::ops::Range<usize>],
    positions: &EmittedPositions,
    marks: &[u32],
    is_call: impl Fn(usize) -> bool,
) -> Vec<ValueVariable> {
    let offset = |mark: u32| (mark != UNMARKED).then(|| marks[mark as usize]);
    let index = |p: ProgPoint| match p.pos() {
        InstPosition::Before => p.inst().index(),
        InstPosition::After => p.inst().index() + 1,
    };
    let mut out: Vec<ValueVariable> = values
        .variables
        .iter()
        .map(|&variable| ValueVariable {
            variable,
            ranges: Vec::new(),
        })
        .collect();
    let registers = locations.iter().filter_map(|&(label, from, to, alloc)| {
        let preg = alloc.as_reg()?;
        let reg = match preg.class() {
            RegClass::Int => UnwindReg::Gpr(preg.hw_enc() as u8),
            RegClass::Float | RegClass::Vector => UnwindReg::Vector(preg.hw_enc() as u8),
        };
        let (from, mut to) = (index(from), index(to));
        if to > from && is_call(to - 1) {
            to -= 1;
        }
        Some((label, from, to, ValueLocation::Register(reg)))
    });
    let constants = constants.iter().map(|&(label, from, to, c)| {
        (
            label,
            from as usize,
            to as usize,
            ValueLocation::Constant(c),
        )
    });
    for (label, from, to, location) in registers.chain(constants) {
        let first = blocks.partition_point(|b| b.end <= from);
        for (b, insts) in blocks.iter().enumerate().skip(first) {
            if insts.start >= to {
                break;
            }
            let start = if from < insts.start {
                offset(positions.block_start[b])
            } else {
                offset(positions.inst[from])
            };
            let end = if to >= insts.end {
                offset(positions.block_end[b])
            } else {
                offset(positions.moves_before[to]).or(offset(positions.inst[to]))
            };
            if let (Some(start), Some(end)) = (start, end) {
                if start < end {
                    out[label as usize].ranges.push((start, end, location));
                }
            }
        }
    }
    for v in &mut out {
        v.ranges.sort_unstable_by_key(|r| r.0);
        // Adjacent ranges of the same location are one.
        v.ranges.dedup_by(|next, prev| {
            let joins = prev.1 == next.0 && prev.2 == next.2;
            if joins {
                prev.1 = next.1;
            }
            joins
        });
    }
    out
}
