//! AAPCS64 (the procedure call standard for the Arm 64-bit architecture) as LLVM applies
//! it to IR signatures on Linux: where each part of each argument and result goes.
//!
//! Integers and pointers take x0–x7, floating-point values v0–v7, in order. An IR
//! argument of array or struct type (clang's homogeneous floating-point aggregates and
//! small composites, `[4 x float]`, `[2 x i64]`) goes in consecutive registers of its
//! class or, when they do not all fit, wholly on the stack, after which that class takes
//! no more registers. An `i128` starts at an even-numbered register. Stack arguments
//! take 8-byte slots (16-byte aligned for `i128`); the `sret` pointer goes in x8.

use crate::regs::{v, x, INDIRECT_RESULT};
use regalloc2::PReg;

/// The class of one part of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PartClass {
    Int,
    Float,
}

/// Where one part of an argument or result goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PartLoc {
    Reg(PReg),
    /// `offset` bytes into the stack arguments (the caller's outgoing area, the callee's
    /// incoming one).
    Stack(u32),
}

/// One IR argument as the assignment sees it.
pub struct ArgShape<'a> {
    /// The class of each part, in order.
    pub parts: &'a [PartClass],
    /// The parts go together (an aggregate, or the two halves of an `i128`).
    pub consecutive: bool,
    /// The first part starts at an even register, the stack slot at 16 bytes (`i128`).
    pub even: bool,
    /// The `sret` pointer, passed in x8.
    pub sret: bool,
    /// Each part takes 16 bytes, 16-byte aligned, on the stack (`fp128`).
    pub quad: bool,
}

/// Where a list of arguments goes.
pub struct Assignment {
    /// The location of every part of every argument, in order.
    pub locs: Vec<PartLoc>,
    /// Bytes of stack the arguments take (a multiple of 8).
    pub stack: u32,
    /// The general-purpose and the SIMD argument registers taken (the rest of x0–x7 and
    /// v0–v7 carry a variadic function's unnamed arguments).
    pub used: [u8; 2],
}

/// Assigns registers and stack slots to arguments in order.
pub fn assign_args<'a>(args: impl IntoIterator<Item = ArgShape<'a>>) -> Assignment {
    let mut next = [0u8; 2];
    let mut stack = 0u32;
    let mut out = Vec::new();
    for a in args {
        if a.sret {
            out.push(PartLoc::Reg(x(INDIRECT_RESULT)));
            continue;
        }
        let class = a.parts.first().copied().unwrap_or(PartClass::Int);
        let k = class as usize;
        let uniform = a.parts.iter().all(|&c| c == class);
        if a.consecutive && uniform {
            let mut first = next[k];
            if a.even && first % 2 == 1 {
                first += 1;
            }
            if usize::from(first) + a.parts.len() <= 8 {
                for j in 0..a.parts.len() {
                    out.push(PartLoc::Reg(reg(class, first + j as u8)));
                }
                next[k] = first + a.parts.len() as u8;
            } else {
                next[k] = 8;
                let align = if a.even || a.quad { 16 } else { 8 };
                stack = stack.next_multiple_of(align);
                for _ in a.parts {
                    out.push(PartLoc::Stack(stack));
                    stack += if a.quad { 16 } else { 8 };
                }
            }
            continue;
        }
        for &c in a.parts {
            let k = c as usize;
            if next[k] < 8 {
                out.push(PartLoc::Reg(reg(c, next[k])));
                next[k] += 1;
            } else if a.quad {
                stack = stack.next_multiple_of(16);
                out.push(PartLoc::Stack(stack));
                stack += 16;
            } else {
                out.push(PartLoc::Stack(stack));
                stack += 8;
            }
        }
    }
    Assignment {
        locs: out,
        stack: stack.next_multiple_of(8),
        used: next,
    }
}

/// The registers of a result's parts (x0–x7 and v0–v7 in order), or `None` when there
/// are more than eight of a class (such results are returned through `sret`).
pub fn return_regs(parts: &[PartClass]) -> Option<Vec<PReg>> {
    let mut next = [0u8; 2];
    parts
        .iter()
        .map(|&c| {
            let k = c as usize;
            let n = next[k];
            next[k] += 1;
            (n < 8).then(|| reg(c, n))
        })
        .collect()
}

fn reg(class: PartClass, n: u8) -> PReg {
    match class {
        PartClass::Int => x(n),
        PartClass::Float => v(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(parts: &[PartClass]) -> ArgShape<'_> {
        ArgShape {
            parts,
            consecutive: parts.len() > 1,
            even: false,
            sret: false,
            quad: false,
        }
    }

    #[test]
    fn scalars_then_stack() {
        let int = [PartClass::Int];
        let fp = [PartClass::Float];
        let mut args = Vec::new();
        for _ in 0..9 {
            args.push(shape(&int));
        }
        args.push(shape(&fp));
        let Assignment { locs, stack, .. } = assign_args(args);
        assert_eq!(locs[7], PartLoc::Reg(x(7)));
        assert_eq!(locs[8], PartLoc::Stack(0));
        assert_eq!(locs[9], PartLoc::Reg(v(0)));
        assert_eq!(stack, 8);
    }

    #[test]
    fn aggregates_do_not_split() {
        let int = [PartClass::Int];
        let pair = [PartClass::Int, PartClass::Int];
        let mut args: Vec<ArgShape> = (0..7).map(|_| shape(&int)).collect();
        args.push(shape(&pair));
        args.push(shape(&int));
        let Assignment { locs, stack, .. } = assign_args(args);
        assert_eq!(locs[7], PartLoc::Stack(0));
        assert_eq!(locs[8], PartLoc::Stack(8));
        // After an aggregate went to the stack, no register of its class is taken.
        assert_eq!(locs[9], PartLoc::Stack(16));
        assert_eq!(stack, 24);
    }

    #[test]
    fn i128_starts_at_an_even_register() {
        let int = [PartClass::Int];
        let pair = [PartClass::Int, PartClass::Int];
        let wide = ArgShape {
            parts: &pair,
            consecutive: true,
            even: true,
            sret: false,
            quad: false,
        };
        let locs = assign_args([shape(&int), wide]).locs;
        assert_eq!(locs[1..], [PartLoc::Reg(x(2)), PartLoc::Reg(x(3))]);
    }
}
