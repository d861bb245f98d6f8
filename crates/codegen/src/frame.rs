//! Stack frame layout: fixed stack objects (static allocas, byval copies), spill slots,
//! callee-saved registers and the outgoing-argument area.

use crate::{stack_protector, CodegenError, ModuleCtx, Platform};
use rllc_ir::inst::{Inst, InstKind, Value};
use rllc_ir::module::{Body, Function, GlobalId};
use rustc_hash::FxHashMap;

/// A fixed stack object created during instruction selection.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct StackSlot(pub u32);

/// Size, alignment and final offset of the fixed stack objects of a function.
#[derive(Clone, Debug, Default)]
pub struct StackSlots {
    /// (size, align) of each slot.
    slots: Vec<(u32, u32)>,
}

impl StackSlots {
    /// Adds a stack object.
    pub fn add(&mut self, size: u32, align: u32) -> StackSlot {
        self.slots.push((size.max(1), align.max(1)));
        StackSlot(self.slots.len() as u32 - 1)
    }

    /// Lays the objects out downwards from a frame base: returns each object's offset
    /// below the base (positive numbers: the object starts at `base - offset`), the total
    /// size and the largest alignment.
    pub fn layout_down(&self) -> (Vec<u32>, u32, u32) {
        let mut offs = Vec::with_capacity(self.slots.len());
        let mut top = 0u32;
        let mut max_align = 1;
        for &(size, align) in &self.slots {
            top = (top + size).next_multiple_of(align);
            offs.push(top);
            max_align = max_align.max(align);
        }
        (offs, top, max_align)
    }

    /// True when there are no stack objects.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

/// The frame slots of a function's static allocas: the allocas of constant size in its
/// entry block, which are addressed in the frame instead of allocated at run time.
#[derive(Default)]
pub struct StaticAllocas {
    /// The slot of each static alloca aligned to no more than the frame.
    pub slots: FxHashMap<Inst, StackSlot>,
    /// Allocas aligned beyond the frame: an over-allocated slot and the alignment (the
    /// address is aligned at run time).
    pub overaligned: FxHashMap<Inst, (StackSlot, u32)>,
    /// The stack protector's canary, when the function has one.
    pub canary: Option<StackSlot>,
}

/// Gives the static allocas of function `gid` (`f`, with `body`) their slots in `slots`,
/// on a frame aligned to `frame_align` bytes. With a stack protector the canary comes
/// first (right below the saved registers), then the objects it protects, nearest
/// first, then the rest in block order; without one, the slot an `llvm.stackprotector`
/// call stores to comes first.
pub fn static_allocas(
    cx: &ModuleCtx<'_>,
    gid: GlobalId,
    f: &Function,
    body: &Body,
    frame_align: u32,
    slots: &mut StackSlots,
) -> Result<StaticAllocas, CodegenError> {
    let mut out = StaticAllocas::default();
    let protection =
        stack_protector::protection(cx.m, &cx.layouts, f, body, cx.platform == Platform::Darwin)
            .filter(|_| !cx.is_naked(gid));
    let entry_insts = &body.blocks[body.layout[0]].insts;
    let mut allocas: Vec<Inst> = Vec::new();
    if let Some(p) = &protection {
        out.canary = Some(slots.add(8, 8));
        allocas.extend(p.near_canary.iter().filter(|i| entry_insts.contains(i)));
    } else if let Some(slot) = stack_protector::explicit_slot(cx.m, body) {
        // The slot of an `llvm.stackprotector` call in a function without a canary takes
        // the canary's place (LLVM's stack protector index).
        allocas.push(slot);
    }
    let rest: Vec<Inst> = entry_insts
        .iter()
        .copied()
        .filter(|i| !allocas.contains(i))
        .collect();
    allocas.extend(rest);
    for i in allocas {
        let InstKind::Alloca {
            allocated, align, ..
        } = body.insts[i].kind
        else {
            continue;
        };
        let Value::Const(count) = body.args(i)[0] else {
            continue;
        };
        let Some(n) = cx.m.consts.as_u64(count) else {
            continue;
        };
        let size = cx.layouts.size(allocated).saturating_mul(n);
        let al = align
            .bytes()
            .unwrap_or(u64::from(cx.layouts.align(allocated)));
        if size > u64::from(u32::MAX / 2) {
            return Err(CodegenError::unsupported(
                Some(body.positions[i]),
                "stack object larger than 2 GiB",
            ));
        }
        // Frame offsets are 32-bit displacements (rllc-fuzz found an alloca aligned to
        // 2^31, whose over-allocated slot left them behind).
        if al > 1 << 30 {
            return Err(CodegenError::unsupported(
                Some(body.positions[i]),
                "stack object aligned to more than 1 GiB",
            ));
        }
        let al = al as u32;
        if al > frame_align {
            // Over-allocate and align the address at run time.
            let slot = slots.add(size as u32 + al, frame_align);
            out.overaligned.insert(i, (slot, al));
        } else {
            out.slots.insert(i, slots.add(size as u32, al));
        }
    }
    Ok(out)
}
