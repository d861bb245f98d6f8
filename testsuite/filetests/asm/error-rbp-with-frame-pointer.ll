; test asm
; Clobbering rbp in a function that keeps a frame pointer (clang -O0's "frame-pointer"="all").
target triple = "x86_64-pc-linux-gnu"

define void @f() "frame-pointer"="all" {
  call void asm sideeffect "xorl %ebp, %ebp", "~{rbp}"()
  ret void
}
; EXPECTED:
; 6:3: error: unsupported: inline asm using rbp in function @f, which keeps a frame pointer
