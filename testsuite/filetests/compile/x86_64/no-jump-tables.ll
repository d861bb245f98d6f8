; test compile -O2 target=x86_64-linux-gnu
; "no-jump-tables"="true": the dense switch that @tables dispatches through a jump table
; is a balanced compare tree in @no_tables, as in llc; "false" changes nothing.

define i32 @tables(i32 %x) {
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
    i32 4, label %f
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
e:
  ret i32 43
f:
  ret i32 54
d:
  ret i32 0
}

define i32 @no_tables(i32 %x) "no-jump-tables"="true" {
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
    i32 4, label %f
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
e:
  ret i32 43
f:
  ret i32 54
d:
  ret i32 0
}

define i32 @tables_false(i32 %x) "no-jump-tables"="false" {
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %e
    i32 4, label %f
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
e:
  ret i32 43
f:
  ret i32 54
d:
  ret i32 0
}
; EXPECTED:
; function @tables:
;    0:  movslq %edi, %r11
;    3:  cmpq $4, %r11
;    a:  ja 0x1d
;    c:  leaq 0x2d(%rip), %rdx
;   13:  movslq (%rdx,%r11,4), %r11
;   17:  addq %rdx, %r11
;   1a:  jmpq *%r11
;   1d:  xorl %eax, %eax
;   1f:  retq
;   20:  movl $0xa, %eax
;   25:  retq
;   26:  movl $0x15, %eax
;   2b:  retq
;   2c:  movl $0x20, %eax
;   31:  retq
;   32:  movl $0x2b, %eax
;   37:  retq
;   38:  movl $0x36, %eax
;   3d:  retq
;   3e:  int3
;   3f:  int3
;   40:  loopneq 0x41
;   42:  (bad)
;   44:  outb %al, $0xff
;   46:  (bad)
;   48:  inb %dx, %al
;   49:  (bad)
;   4b:  pushq %rdx
;   4d:  (bad)
;   4f:  (bad)
;   51:  (bad)
;   53:  (bad)
;
; function @no_tables:
;    0:  cmpl $2, %edi
;    3:  jl 0x16
;    5:  cmpl $2, %edi
;    8:  je 0x2e
;    a:  cmpl $3, %edi
;    d:  je 0x34
;    f:  cmpl $4, %edi
;   12:  je 0x3a
;   14:  jmp 0x1f
;   16:  testl %edi, %edi
;   18:  je 0x22
;   1a:  cmpl $1, %edi
;   1d:  je 0x28
;   1f:  xorl %eax, %eax
;   21:  retq
;   22:  movl $0xa, %eax
;   27:  retq
;   28:  movl $0x15, %eax
;   2d:  retq
;   2e:  movl $0x20, %eax
;   33:  retq
;   34:  movl $0x2b, %eax
;   39:  retq
;   3a:  movl $0x36, %eax
;   3f:  retq
;
; function @tables_false:
;    0:  movslq %edi, %r11
;    3:  cmpq $4, %r11
;    a:  ja 0x1d
;    c:  leaq 0x2d(%rip), %rdx
;   13:  movslq (%rdx,%r11,4), %r11
;   17:  addq %rdx, %r11
;   1a:  jmpq *%r11
;   1d:  xorl %eax, %eax
;   1f:  retq
;   20:  movl $0xa, %eax
;   25:  retq
;   26:  movl $0x15, %eax
;   2b:  retq
;   2c:  movl $0x20, %eax
;   31:  retq
;   32:  movl $0x2b, %eax
;   37:  retq
;   38:  movl $0x36, %eax
;   3d:  retq
;   3e:  int3
;   3f:  int3
;   40:  loopneq 0x41
;   42:  (bad)
;   44:  outb %al, $0xff
;   46:  (bad)
;   48:  inb %dx, %al
;   49:  (bad)
;   4b:  pushq %rdx
;   4d:  (bad)
;   4f:  (bad)
;   51:  (bad)
;   53:  (bad)
