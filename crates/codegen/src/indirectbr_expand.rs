//! `indirectbr` as a `switch`, as LLVM's `IndirectBrExpandPass` does for targets that
//! must not jump through a register (x86-64's `+retpoline-indirect-branches`): the blocks
//! a function's `indirectbr`s may go to are numbered 1, 2, … in layout order, their
//! `blockaddress` is that number wherever it is used (the function's code, other
//! functions', data), and each `indirectbr` becomes a `switch` over its address whose
//! default is its lowest-numbered target.
//!
//! LLVM numbers only the targets whose `blockaddress` is used somewhere; rllc numbers
//! every target, so that the numbers follow from the function's body alone (functions
//! are compiled in parallel, and a `blockaddress` in another function or in data must get
//! the same number). The two agree whenever every target's address is taken, as in
//! clang's code (a target whose address is not taken cannot be reached). LLVM replaces
//! several `indirectbr`s by branches to one new block holding the `switch`; rllc gives
//! each its own `switch` over its own targets, which keeps the phis of the targets as
//! they are.

use cranelift_entity::EntityRef;
use rllc_ir::inst::{Block, InstKind, Value};
use rllc_ir::module::{Body, Module};

/// Whether `body` has an `indirectbr`.
pub fn has_indirectbr(body: &Body) -> bool {
    body.layout.iter().any(|&b| {
        body.terminator(b)
            .is_some_and(|t| matches!(body.insts[t].kind, InstKind::IndirectBr))
    })
}

/// The number each block of `body` stands for in place of its address, by block index:
/// 1, 2, … for the targets of its `indirectbr`s in layout order, 0 for the other blocks.
/// Empty when `body` has no `indirectbr` with a target.
pub fn block_numbers(body: &Body) -> Vec<u32> {
    let mut numbers = vec![0u32; body.blocks.len()];
    let mut any = false;
    for &b in &body.layout {
        if let Some(t) = body.terminator(b) {
            if matches!(body.insts[t].kind, InstKind::IndirectBr) {
                for s in body.successors(b) {
                    numbers[s.index()] = 1;
                    any = true;
                }
            }
        }
    }
    if !any {
        return Vec::new();
    }
    let mut next = 0;
    for &b in &body.layout {
        if numbers[b.index()] != 0 {
            next += 1;
            numbers[b.index()] = next;
        }
    }
    numbers
}

/// `body` with each `indirectbr` replaced in place (same instruction, so positions and
/// debug locations stay) by a `switch` over its address: the case of each of its targets
/// is the target's number in `numbers` ([`block_numbers`] of `body`), but the
/// lowest-numbered one, which is the default; an `indirectbr` without targets becomes
/// `unreachable`. The condition keeps its pointer type (a 64-bit integer to the switch).
pub fn expand(m: &Module, body: &Body, numbers: &[u32]) -> Body {
    let mut out = body.clone();
    let i64t = m.types.common().i64;
    for &b in &body.layout {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        if !matches!(body.insts[t].kind, InstKind::IndirectBr) {
            continue;
        }
        let mut targets: Vec<(u32, Block)> = body
            .successors(b)
            .map(|s| (numbers[s.index()], s))
            .collect();
        targets.sort_unstable();
        targets.dedup();
        let mut args: Vec<Value> = Vec::with_capacity(2 * targets.len());
        let kind = match targets.split_first() {
            None => InstKind::Unreachable,
            Some((&(_, default), rest)) => {
                args.push(body.args(t)[0]);
                args.push(Value::Block(default));
                for &(n, s) in rest {
                    args.push(Value::Const(m.consts.int(i64t, 64, u64::from(n))));
                    args.push(Value::Block(s));
                }
                InstKind::Switch
            }
        };
        let data = &mut out.insts[t];
        data.kind = kind;
        data.args_start = out.pool.len() as u32;
        data.args_len = args.len() as u32;
        out.pool.extend_from_slice(&args);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> Module {
        rllc_ir::parse(src.as_bytes()).expect("valid IR")
    }

    #[test]
    fn numbers_targets_in_layout_order_and_switches_on_them() {
        let m = parse(
            "define i32 @f(ptr %p, i1 %c) {
             entry:
               br i1 %c, label %x, label %y
             a:
               ret i32 1
             x:
               indirectbr ptr %p, [label %c3, label %a, label %c3]
             y:
               indirectbr ptr %p, [label %b]
             b:
               ret i32 2
             c3:
               ret i32 3
             }",
        );
        let f = m.global_by_name(b"f").unwrap();
        let body = m.function(f).unwrap().body.as_ref().unwrap();
        let numbers = block_numbers(body);
        let in_layout: Vec<u32> = body.layout.iter().map(|b| numbers[b.index()]).collect();
        // entry, a, x, y, b, c3
        assert_eq!(in_layout, [0, 1, 0, 0, 2, 3]);
        let out = expand(&m, body, &numbers);
        let x = body.layout[2];
        let t = out.terminator(x).unwrap();
        assert!(matches!(out.insts[t].kind, InstKind::Switch));
        let args = out.args(t);
        assert_eq!(args.len(), 4, "address, default, one case");
        assert_eq!(args[1], Value::Block(body.layout[1]));
        let Value::Const(k) = args[2] else { panic!() };
        assert_eq!(m.consts.as_u64(k), Some(3));
    }

    #[test]
    fn no_targets_no_numbers() {
        let m = parse(
            "define void @f(ptr %p) {
               indirectbr ptr %p, []
             }",
        );
        let f = m.global_by_name(b"f").unwrap();
        let body = m.function(f).unwrap().body.as_ref().unwrap();
        assert!(block_numbers(body).is_empty());
        let out = expand(&m, body, &[]);
        let t = out.terminator(body.layout[0]).unwrap();
        assert!(matches!(out.insts[t].kind, InstKind::Unreachable));
    }
}
