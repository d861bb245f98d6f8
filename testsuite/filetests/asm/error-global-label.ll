; test asm
; A global symbol defined inside inline asm is not supported (module asm is the place
; for it).
target triple = "x86_64-pc-linux-gnu"

define void @f() {
  call void asm sideeffect ".globl in_the_middle\0Ain_the_middle:\0A\09nop", ""()
  ret void
}
; EXPECTED:
; 7:3: error: unsupported: inline asm defining global symbol 'in_the_middle'
