; test compile -O2 target=x86_64-linux-gnu
; indirectbr under +retpoline-indirect-branches (clang -mretpoline), as llc's
; IndirectBrExpandPass: the targets of @interp's indirectbrs are numbered 1, 2, 3 in
; layout order, each blockaddress of them is its number (in @interp, in @before and @after,
; which llc compiles before and after @interp, and in @table's data), and each indirectbr
; is a switch over its address (no jump through a register) whose default is its first
; target. llc gives @before the block's address, which @interp no longer accepts; rllc
; gives it the number, as llc gives @after. An indirectbr without targets is unreachable.
; llc-19 aborts on @interp (its one switch for both indirectbrs leaves the phis of
; %three with entries from blocks that no longer branch there); rllc gives each indirectbr
; a switch of its own.

@table = global [3 x ptr] [ptr blockaddress(@interp, %one), ptr blockaddress(@interp, %two), ptr blockaddress(@interp, %three)]

define ptr @before() {
  ret ptr blockaddress(@interp, %three)
}

define i32 @interp(ptr %p, i1 %c) #0 {
entry:
  br i1 %c, label %x, label %y
x:
  indirectbr ptr %p, [label %one, label %three]
y:
  %q = load ptr, ptr getelementptr ([3 x ptr], ptr @table, i64 0, i64 1)
  indirectbr ptr %q, [label %two, label %three, label %one]
one:
  ret i32 1
two:
  %r = phi i32 [ 7, %y ]
  ret i32 %r
three:
  %s = phi i32 [ 3, %x ], [ 5, %y ]
  ret i32 %s
}

define ptr @after() {
  ret ptr blockaddress(@interp, %two)
}

define void @none(ptr %p) #0 {
  indirectbr ptr %p, []
}

attributes #0 = { "target-features"="+retpoline-indirect-branches" }
; EXPECTED:
; function @before:
;    0:  movl $3, %eax
;    5:  retq
;
; function @interp:
;    0:  testb $1, %sil
;    4:  je 0x12
;    6:  cmpq $3, %rdi
;    a:  je 0x34
;    c:  movl $1, %eax
;   11:  retq
;   12:  movq (%rip), %rax  # GotPc32 { relaxable: true } @table-4
;   19:  leaq 8(%rax), %rax
;   1d:  movq (%rax), %rcx
;   20:  cmpq $2, %rcx
;   24:  je 0x2e
;   26:  cmpq $3, %rcx
;   2a:  je 0x3a
;   2c:  jmp 0xc
;   2e:  movl $7, %eax
;   33:  retq
;   34:  movl $3, %eax
;   39:  retq
;   3a:  movl $5, %eax
;   3f:  jmp 0x39
;
; function @after:
;    0:  movl $2, %eax
;    5:  retq
;
; function @none:
;    0:  ud2
