//! Sections, labels and layout: statements become per-section items (encoded bytes, jumps
//! whose size depends on their distance, alignment), jumps are relaxed to a fixed point,
//! and expressions are resolved into bytes or relocations.

use super::expr::{eval, Expr, SymMod, Term};
use super::parse::{Dir, SectionSpec, Stmt, Stmts};
use super::{Encoded, Field, Fixup, Isa};
use crate::assembly::{AsmReloc, Assembly, Binding, RelocTo, Section, Symbol};
use rustc_hash::FxHashMap;

enum Item<F> {
    Bytes(Vec<u8>, Vec<Fixup<F>>),
    /// A jump in its short or (`long`) long form.
    Relax {
        short: (Vec<u8>, Fixup<F>),
        long: (Vec<u8>, Fixup<F>),
        is_long: bool,
    },
    Align {
        pow2: u32,
        fill: Option<u8>,
        max: Option<u32>,
    },
    Zero(u64, u8),
}

struct Sec<F> {
    spec: SectionSpec,
    items: Vec<Item<F>>,
    /// Source line of each item, for errors found during layout.
    lines: Vec<u32>,
    align: u32,
}

struct SymInfo {
    binding: Option<Binding>,
    visibility: Option<&'static str>,
    kind: Option<String>,
    size: Option<Expr>,
}

/// Assembles parsed statements. Errors carry the statement's line.
pub fn assemble<A: Isa>(isa: &A, stmts: Stmts<A::Inst>) -> Result<Assembly, (u32, String)> {
    let mut secs: Vec<Sec<A::Field>> = vec![Sec {
        spec: SectionSpec {
            name: ".text".into(),
            flags: None,
            kind: None,
        },
        items: Vec::new(),
        lines: Vec::new(),
        align: 1,
    }];
    let mut cur = 0usize;
    let mut prev = 0usize;
    let mut stack: Vec<usize> = Vec::new();
    // Label name → (section, item index it precedes).
    let mut labels: FxHashMap<String, (usize, usize)> = FxHashMap::default();
    let mut label_order: Vec<String> = Vec::new();
    let mut sets: FxHashMap<String, Expr> = FxHashMap::default();
    let mut info: FxHashMap<String, SymInfo> = FxHashMap::default();
    let mut info_order: Vec<String> = Vec::new();
    let mut symvers = Vec::new();
    let switch_to = |secs: &mut Vec<Sec<A::Field>>, spec: SectionSpec| -> usize {
        if let Some(k) = secs.iter().position(|s| s.spec.name == spec.name) {
            if spec.flags.is_some() {
                secs[k].spec.flags = spec.flags;
            }
            if spec.kind.is_some() {
                secs[k].spec.kind = spec.kind;
            }
            return k;
        }
        secs.push(Sec {
            spec,
            items: Vec::new(),
            lines: Vec::new(),
            align: 1,
        });
        secs.len() - 1
    };
    for (st, line) in stmts {
        let item = match st {
            Stmt::Label(name) => {
                if labels.contains_key(&name) || sets.contains_key(&name) {
                    return Err((line, format!("symbol '{name}' is already defined")));
                }
                labels.insert(name.clone(), (cur, secs[cur].items.len()));
                label_order.push(name);
                continue;
            }
            Stmt::Inst(i) => match isa.encode(&i).map_err(|e| (line, e))? {
                Encoded::Fixed(b, f) => Item::Bytes(b, f),
                Encoded::Relax { short, long } => Item::Relax {
                    short,
                    long,
                    is_long: false,
                },
            },
            Stmt::Dir(d) => match d {
                Dir::Data(size, exprs) => {
                    let mut bytes = Vec::with_capacity(exprs.len() * size as usize);
                    let mut fixups = Vec::new();
                    for e in exprs {
                        let at = bytes.len() as u32;
                        match e.constant() {
                            Some(v) => {
                                if !fits_field(v, size) {
                                    return Err((
                                        line,
                                        format!("value {v} does not fit in {size} bytes"),
                                    ));
                                }
                                bytes.extend_from_slice(&v.to_le_bytes()[..size as usize]);
                            }
                            None => {
                                bytes.resize(bytes.len() + size as usize, 0);
                                fixups.push(Fixup {
                                    at,
                                    field: A::data_field(size),
                                    expr: e,
                                });
                            }
                        }
                    }
                    Item::Bytes(bytes, fixups)
                }
                Dir::Bytes(b) => Item::Bytes(b, Vec::new()),
                Dir::Align { pow2, fill, max } => {
                    secs[cur].align = secs[cur].align.max(1 << pow2);
                    Item::Align { pow2, fill, max }
                }
                Dir::Zero(n, fill) => {
                    let n = n.constant().filter(|&n| (0..1 << 30).contains(&n)).ok_or((
                        line,
                        "size of .zero/.skip must be a small constant".to_string(),
                    ))?;
                    Item::Zero(n as u64, fill)
                }
                Dir::Section(spec) => {
                    prev = cur;
                    cur = switch_to(&mut secs, spec);
                    continue;
                }
                Dir::PushSection(spec) => {
                    stack.push(cur);
                    prev = cur;
                    cur = switch_to(&mut secs, spec);
                    continue;
                }
                Dir::PopSection => {
                    prev = cur;
                    cur = stack
                        .pop()
                        .ok_or((line, ".popsection without .pushsection".to_string()))?;
                    continue;
                }
                Dir::Previous => {
                    std::mem::swap(&mut cur, &mut prev);
                    continue;
                }
                Dir::Globl(n) => {
                    sym_info(&mut info, &mut info_order, &n).binding = Some(Binding::Global);
                    continue;
                }
                Dir::Local(n) => {
                    sym_info(&mut info, &mut info_order, &n).binding = Some(Binding::Local);
                    continue;
                }
                Dir::Weak(n) => {
                    sym_info(&mut info, &mut info_order, &n).binding = Some(Binding::Weak);
                    continue;
                }
                Dir::Hidden(n) | Dir::Internal(n) => {
                    sym_info(&mut info, &mut info_order, &n).visibility = Some("hidden");
                    continue;
                }
                Dir::Protected(n) => {
                    sym_info(&mut info, &mut info_order, &n).visibility = Some("protected");
                    continue;
                }
                Dir::Type(n, k) => {
                    sym_info(&mut info, &mut info_order, &n).kind = Some(k);
                    continue;
                }
                Dir::Size(n, e) => {
                    // `.` means the location of the directive: name it.
                    let here = format!(".L\u{3}size{}", label_order.len());
                    labels.insert(here.clone(), (cur, secs[cur].items.len()));
                    label_order.push(here.clone());
                    sym_info(&mut info, &mut info_order, &n).size = Some(e.replace_dot(&here));
                    continue;
                }
                Dir::Set(n, e) => {
                    if labels.contains_key(&n) {
                        return Err((line, format!("symbol '{n}' is already defined")));
                    }
                    // `.set x, .` names the current location.
                    if e == Expr::Dot {
                        labels.insert(n.clone(), (cur, secs[cur].items.len()));
                        label_order.push(n);
                    } else {
                        sets.insert(n, e);
                    }
                    continue;
                }
                Dir::Symver(n, alias) => {
                    symvers.push((n, alias));
                    continue;
                }
                Dir::Ignored => continue,
            },
        };
        secs[cur].items.push(item);
        secs[cur].lines.push(line);
    }

    // Global and weak symbols may be preempted (ELF): references to them stay relocations
    // even within the assembly, as assemblers leave them.
    let fixed_labels: FxHashMap<String, (usize, usize)> = labels
        .iter()
        .filter(|(n, _)| {
            info.get(*n)
                .is_none_or(|i| !matches!(i.binding, Some(Binding::Global | Binding::Weak)))
        })
        .map(|(n, &at)| (n.clone(), at))
        .collect();
    // Relaxation: jumps start short and grow until every one reaches its target.
    let offsets: Vec<Vec<u64>> = loop {
        let offsets: Vec<Vec<u64>> = secs.iter().map(layout_offsets).collect();
        let mut changed = false;
        for (s, sec) in secs.iter_mut().enumerate() {
            for (k, it) in sec.items.iter_mut().enumerate() {
                let Item::Relax {
                    short: (_, f),
                    is_long,
                    ..
                } = it
                else {
                    continue;
                };
                if *is_long {
                    continue;
                }
                let field = offsets[s][k] as i64 + i64::from(f.at);
                let reach = match local_target(&f.expr, &fixed_labels, &offsets) {
                    Some((ts, off)) if ts == s => {
                        let bias = f.field.pc_bias().unwrap_or(0);
                        f.field.write(&mut [0; 16], off - (field + bias)).is_ok()
                    }
                    _ => false,
                };
                if !reach {
                    *is_long = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break offsets;
        }
    };

    let label_in = |labels: &FxHashMap<String, (usize, usize)>, name: &str| {
        labels
            .get(name)
            .map(|&(s, k)| (s as u32, offsets[s][k] as i64))
    };
    let label_of = |name: &str| label_in(&labels, name);
    let resolve = |name: &str| -> Option<(u32, i64)> {
        label_of(name).or_else(|| {
            let e = sets.get(name)?;
            let v = eval(e, &label_of, (0, 0)).ok()?;
            match v.pos {
                Some(Term::Section(s)) if v.neg.is_none() => Some((s, v.add)),
                _ => None,
            }
        })
    };
    // What fields may refer to without a relocation.
    let resolve_fixed = |name: &str| {
        if fixed_labels.contains_key(name) || !labels.contains_key(name) {
            resolve(name)
        } else {
            None
        }
    };
    let mut out = Assembly {
        symvers,
        ..Default::default()
    };
    for (s, sec) in secs.iter().enumerate() {
        let code = is_code(&sec.spec);
        let mut data: Vec<u8> = Vec::with_capacity(*offsets[s].last().unwrap_or(&0) as usize);
        let mut relocs = Vec::new();
        for (k, it) in sec.items.iter().enumerate() {
            let line = sec.lines[k];
            let start = offsets[s][k];
            let end = offsets[s][k + 1];
            match it {
                Item::Bytes(b, fixups) => {
                    data.extend_from_slice(b);
                    for f in fixups {
                        apply(&mut data, &mut relocs, start, f, s as u32, &resolve_fixed)
                            .map_err(|e| (line, e))?;
                    }
                }
                Item::Relax {
                    short,
                    long,
                    is_long,
                } => {
                    let (b, f) = if *is_long { long } else { short };
                    data.extend_from_slice(b);
                    apply(&mut data, &mut relocs, start, f, s as u32, &resolve_fixed)
                        .map_err(|e| (line, e))?;
                }
                Item::Align { fill, .. } => {
                    let n = (end - start) as usize;
                    match fill {
                        // A nop fill in code means the best nops, as in LLVM's assembler.
                        None if code => A::code_fill(&mut data, n),
                        Some(f) if code && Some(*f) == A::NOP_FILL => A::code_fill(&mut data, n),
                        Some(f) => data.resize(data.len() + n, *f),
                        None => data.resize(data.len() + n, 0),
                    }
                }
                Item::Zero(n, fill) => data.resize(data.len() + *n as usize, *fill),
            }
        }
        out.sections.push(Section {
            name: sec.spec.name.clone(),
            flags: sec.spec.flags.clone(),
            kind: sec.spec.kind.clone(),
            data,
            align: sec.align,
            relocs,
        });
    }
    // Symbols: labels in order of definition, then names only given attributes.
    for name in label_order
        .iter()
        .chain(info_order.iter().filter(|n| !labels.contains_key(*n)))
    {
        let si = info.get(name);
        let at = labels
            .get(name)
            .map(|&(s, k)| (s as u32, offsets[s][k]))
            .or_else(|| resolve(name).map(|(s, o)| (s, o as u64)));
        let value = if at.is_none() {
            sets.get(name).and_then(|e| e.constant())
        } else {
            None
        };
        let size = match si.and_then(|i| i.size.as_ref()) {
            Some(e) => {
                let v = eval(e, &resolve, (0, 0)).map_err(|e| (0, e))?;
                Some(
                    v.constant()
                        .ok_or((0, format!("size of '{name}' is not a constant")))?
                        as u64,
                )
            }
            None => None,
        };
        out.symbols.push(Symbol {
            name: name.clone(),
            at,
            value,
            binding: si.and_then(|i| i.binding).unwrap_or(Binding::Local),
            visibility: si.and_then(|i| i.visibility),
            kind: si.and_then(|i| i.kind.clone()),
            size,
        });
    }
    // `.set` aliases of labels and constants that got no attributes.
    for (name, e) in &sets {
        if info.contains_key(name) {
            continue;
        }
        if let Some(v) = e.constant() {
            out.symbols.push(Symbol {
                name: name.clone(),
                at: None,
                value: Some(v),
                binding: Binding::Local,
                visibility: None,
                kind: None,
                size: None,
            });
        }
    }
    out.symbols.sort_by_key(|s| s.at.is_none());
    Ok(out)
}

/// The attributes of symbol `name`, created empty (in `order`) on first mention.
fn sym_info<'a>(
    info: &'a mut FxHashMap<String, SymInfo>,
    order: &mut Vec<String>,
    name: &str,
) -> &'a mut SymInfo {
    if !info.contains_key(name) {
        order.push(name.to_string());
    }
    info.entry(name.to_string()).or_insert(SymInfo {
        binding: None,
        visibility: None,
        kind: None,
        size: None,
    })
}

/// Whether a section holds code (alignment pads with nops).
fn is_code(spec: &SectionSpec) -> bool {
    spec.name.starts_with(".text") || spec.flags.as_deref().is_some_and(|f| f.contains('x'))
}

fn layout_offsets<F>(sec: &Sec<F>) -> Vec<u64> {
    let mut off = Vec::with_capacity(sec.items.len() + 1);
    let mut o = 0u64;
    for it in &sec.items {
        off.push(o);
        o += match it {
            Item::Bytes(b, _) => b.len() as u64,
            Item::Relax {
                short,
                long,
                is_long,
            } => {
                if *is_long {
                    long.0.len() as u64
                } else {
                    short.0.len() as u64
                }
            }
            Item::Align { pow2, max, .. } => {
                let a = 1u64 << pow2;
                let pad = o.next_multiple_of(a) - o;
                if max.is_some_and(|m| pad > u64::from(m)) {
                    0
                } else {
                    pad
                }
            }
            Item::Zero(n, _) => *n,
        };
    }
    off.push(o);
    off
}

/// The section and offset of a jump target that is a label of this assembly.
fn local_target(
    e: &Expr,
    labels: &FxHashMap<String, (usize, usize)>,
    offsets: &[Vec<u64>],
) -> Option<(usize, i64)> {
    let label_of = |name: &str| -> Option<(u32, i64)> {
        labels
            .get(name)
            .map(|&(s, k)| (s as u32, offsets[s][k] as i64))
    };
    let v = eval(e, &label_of, (0, 0)).ok()?;
    match v.pos {
        Some(Term::Section(s)) if v.neg.is_none() => Some((s as usize, v.add)),
        _ => None,
    }
}

/// Whether `v` fits a `size`-byte field, as a signed or an unsigned number.
pub fn fits_field(v: i64, size: u8) -> bool {
    if size >= 8 {
        return true;
    }
    let bits = u32::from(size) * 8;
    (-(1i64 << (bits - 1))..(1i64 << bits)).contains(&v)
}

/// Writes the value of fixup `f` of the item at `start`, or records a relocation for it.
fn apply<F: Field>(
    data: &mut [u8],
    relocs: &mut Vec<AsmReloc>,
    start: u64,
    f: &Fixup<F>,
    sec: u32,
    resolve: &dyn Fn(&str) -> Option<(u32, i64)>,
) -> Result<(), String> {
    let field = start + u64::from(f.at);
    let v = eval(&f.expr, resolve, (sec, field as i64))?;
    let at = field as usize;
    let bias = f.field.pc_bias();
    // A label of this section in a PC-relative field: a constant distance.
    if let (Some(bias), Some(Term::Section(s)), None) = (bias, &v.pos, &v.neg) {
        if *s == sec && f.field.resolves_locally() {
            return f
                .field
                .write(&mut data[at..], v.add - (field as i64 + bias));
        }
    }
    if bias.is_none() {
        if let Some(c) = v.constant() {
            return f.field.write(&mut data[at..], c);
        }
    }
    // `sym - .` in data: PC-relative.
    let (target, addend, pcrel) = match (&v.pos, &v.neg) {
        (Some(t), None) => (t.clone(), v.add, bias.is_some()),
        (Some(t), Some(Term::Section(s))) if *s == sec && bias.is_none() => {
            (t.clone(), v.add + field as i64, true)
        }
        (None, None) => return Err("a PC-relative field needs a symbol".into()),
        _ => {
            return Err(
                "unsupported: expression needs a relocation the object file cannot express".into(),
            )
        }
    };
    let (target, m) = match target {
        Term::Sym(name, m) => (RelocTo::Symbol(name), m),
        Term::Section(s) => (RelocTo::Section(s), SymMod::None),
    };
    let kind = f.field.reloc(m, pcrel)?;
    // PC-relative relocations are relative to the field; the processor measures from
    // `bias` bytes further.
    let addend = addend - bias.unwrap_or(0);
    relocs.push(AsmReloc {
        offset: field as u32,
        kind,
        target,
        addend,
        branch: f.field.branch(),
    });
    Ok(())
}
