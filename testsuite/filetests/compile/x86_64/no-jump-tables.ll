; test compile -O2 target=x86_64-linux-gnu
; "no-jump-tables"="true" (clang -fno-jump-tables): a switch that would otherwise be a
; jump table (five dense cases) is a tree of compares, as llc does.

define i32 @tree(i32 %k) "no-jump-tables"="true" {
  switch i32 %k, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
    i32 4, label %a
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
d:
  ret i32 0
}
; EXPECTED:
; function @tree:
;    0:  cmpl $2, %edi
;    3:  jl 0x16
;    5:  cmpl $2, %edi
;    8:  je 0x2e
;    a:  cmpl $3, %edi
;    d:  je 0x34
;    f:  cmpl $4, %edi
;   12:  je 0x22
;   14:  jmp 0x1f
;   16:  testl %edi, %edi
;   18:  je 0x22
;   1a:  cmpl $1, %edi
;   1d:  je 0x28
;   1f:  xorl %eax, %eax
;   21:  retq
;   22:  movl $0xa, %eax
;   27:  retq
;   28:  movl $0x14, %eax
;   2d:  retq
;   2e:  movl $0x1e, %eax
;   33:  retq
;   34:  movl $0x28, %eax
;   39:  retq
