//! Stack frame layout: fixed stack objects (static allocas, byval copies), spill slots,
//! callee-saved registers and the outgoing-argument area.

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
