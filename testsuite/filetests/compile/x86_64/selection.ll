; test compile -O2 target=x86_64-linux-gnu
; Instruction-selection choices (moved from x86's unit tests):
; - @bits: bit-field reads as zstd's bit streams write them: the shift count's `and 63`
;   is left to the processor (one `and`, for the mask); with BMI2 (@bits_bmi2) `shrx` and
;   `bzhi`, no `and` and no `shl`.
; - @selects: a compare used by selects in two blocks sets the flags at each (`cmp` +
;   `cmov` twice, no `setcc`).
; - @element: an element of a local array is addressed from the stack pointer with the
;   index in the addressing mode (the only `lea`s are the call arguments).

define i64 @bits(i64 %x, i32 %start, i32 %n) {
  %neg = sub i32 0, %start
  %c = and i32 %neg, 63
  %cz = zext nneg i32 %c to i64
  %s = lshr i64 %x, %cz
  %nz = zext i32 %n to i64
  %m = shl nsw i64 -1, %nz
  %mask = xor i64 %m, -1
  %r = and i64 %s, %mask
  ret i64 %r
}

define i64 @bits_bmi2(i64 %x, i32 %start, i32 %n) #0 {
  %neg = sub i32 0, %start
  %c = and i32 %neg, 63
  %cz = zext nneg i32 %c to i64
  %s = lshr i64 %x, %cz
  %nz = zext i32 %n to i64
  %m = shl nsw i64 -1, %nz
  %mask = xor i64 %m, -1
  %r = and i64 %s, %mask
  ret i64 %r
}

define i64 @selects(i64 %a, i64 %b, i64 %x, i64 %y, i1 %p) {
  %c = icmp ult i64 %a, %b
  %s = select i1 %c, i64 %x, i64 %y
  br i1 %p, label %t, label %e
t:
  %s2 = select i1 %c, i64 %y, i64 %a
  %r = add i64 %s, %s2
  ret i64 %r
e:
  ret i64 %s
}

declare void @g(ptr)

define i32 @element(i64 %i, i32 %v) {
  %a = alloca [16 x i32], align 16
  call void @g(ptr %a)
  %p = getelementptr inbounds [16 x i32], ptr %a, i64 0, i64 %i
  store i32 %v, ptr %p, align 4
  call void @g(ptr %a)
  %q = getelementptr inbounds [16 x i32], ptr %a, i64 0, i64 %i
  %r = load i32, ptr %q, align 4
  ret i32 %r
}

attributes #0 = { "target-features"="+bmi2" }
; EXPECTED:
; function @bits:
;    0:  movq %rsi, %rcx
;    3:  negl %ecx
;    5:  shrq %cl, %rdi
;    8:  movq $0xffffffffffffffff, %r10
;    f:  movq %rdx, %rcx
;   12:  shlq %cl, %r10
;   15:  xorq $0xffffffffffffffff, %r10
;   19:  movq %rdi, %rax
;   1c:  andq %r10, %rax
;   1f:  retq
;
; function @bits_bmi2:
;    0:  negl %esi
;    2:  shrxq %rsi, %rdi, %rsi
;    7:  movl %edx, %r8d
;    a:  bzhiq %r8, %rsi, %rax
;    f:  retq
;
; function @selects:
;    0:  movq %rcx, %rax
;    3:  cmpq %rsi, %rdi
;    6:  cmovbq %rdx, %rax
;    a:  testb $1, %r8b
;    e:  je 0x1c
;   10:  cmpq %rsi, %rdi
;   13:  cmovbq %rcx, %rdi
;   17:  leaq (%rax,%rdi), %rax
;   1b:  retq
;   1c:  retq
;
; function @element:
;    0:  pushq %r12
;    2:  pushq %r13
;    4:  subq $0x48, %rsp
;    b:  movq %rdi, %r12
;    e:  movq %rsi, %r13
;   11:  leaq (%rsp), %rdi
;   16:  callq 0x1b  # PltPc32 @g-4
;   1b:  movq %r13, %rsi
;   1e:  movl %esi, (%rsp,%r12,4)
;   23:  leaq (%rsp), %rdi
;   28:  callq 0x2d  # PltPc32 @g-4
;   2d:  movl (%rsp,%r12,4), %eax
;   32:  addq $0x48, %rsp
;   39:  popq %r13
;   3b:  popq %r12
;   3d:  retq
