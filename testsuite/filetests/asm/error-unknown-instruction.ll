; test asm
; An instruction the assembler does not know.
target triple = "x86_64-pc-linux-gnu"

define void @f() {
  call void asm sideeffect "nop\0A\09frobnicate %eax", ""()
  ret void
}
; EXPECTED:
; 6:3: error: unsupported: inline asm: unknown instruction 'frobnicate' (asm line 2)
