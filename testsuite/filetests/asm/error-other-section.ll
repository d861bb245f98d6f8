; test asm
; Inline asm that puts data into another section (an exception table entry, as Linux's
; _ASM_EXTABLE does) is not supported yet: a located error, no object.
target triple = "x86_64-pc-linux-gnu"

define void @f(ptr %p) {
  call void asm sideeffect "1: movl $$0, ($0)\0A.pushsection __ex_table, \22a\22\0A.quad 1b\0A.popsection", "r,~{memory}"(ptr %p)
  ret void
}
; EXPECTED:
; 7:3: error: unsupported: inline asm that emits into other sections
