; test compile -O2 target=x86_64-linux-gnu
; Compares feeding branches and selects: cmp + jcc / cmov, no setcc in between; a loop
; with its exit test at the bottom.

define i32 @max(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  ret i32 %m
}

define i64 @sum_to(i64 %n) {
entry:
  %z = icmp sgt i64 %n, 0
  br i1 %z, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, %i
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ %s1, %loop ]
  ret i64 %r
}
; EXPECTED:
; function @max:
;    0:  movq %rsi, %rax
;    3:  cmpl %esi, %edi
;    5:  cmovgq %rdi, %rax
;    9:  retq
;
; function @sum_to:
;    0:  testq %rdi, %rdi
;    3:  jle 0x1a
;    5:  xorl %edx, %edx
;    7:  xorl %eax, %eax
;    9:  movq %rdi, %rcx
;    c:  addq %rdx, %rax
;    f:  leaq 1(%rdx), %rdx
;   13:  cmpq %rcx, %rdx
;   16:  je 0x1c
;   18:  jmp 0xc
;   1a:  xorl %eax, %eax
;   1c:  retq
