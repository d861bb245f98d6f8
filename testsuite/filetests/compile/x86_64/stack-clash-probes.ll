; test compile -O2 target=x86_64-linux-gnu
; "probe-stack"="inline-asm": @small's frame needs no probe; @unrolled (20000 bytes)
; touches each page as it allocates it; @looped (100000 bytes) probes in a loop ending at
; r11, after setting up a frame pointer, then subtracts the rest; @dynamic moves rsp down
; a page at a time, touching each, until it reaches the new object (r11).
; Realigned frames (#1, "stackrealign") are realigned first and then allocated and probed,
; as llc: the first probe comes the alignment (16) sooner, so that no page goes untouched
; after the `and` (@realigned: 5008 bytes, @realigned_loop: 50016); @realigned_dynamic
; also keeps a base pointer (rbx) for its frame.

declare void @use(ptr)

define void @small() #0 {
  %a = alloca [3000 x i8], align 16
  call void @use(ptr %a)
  ret void
}

define void @unrolled() #0 {
  %a = alloca [20000 x i8], align 16
  call void @use(ptr %a)
  ret void
}

define void @looped() #0 {
  %a = alloca [100000 x i8], align 16
  call void @use(ptr %a)
  ret void
}

define void @dynamic(i64 %n) #0 {
  %a = alloca i8, i64 %n, align 16
  call void @use(ptr %a)
  ret void
}

define void @realigned() #1 {
  %a = alloca [5000 x i8], align 16
  call void @use(ptr %a)
  ret void
}

define void @realigned_loop() #1 {
  %a = alloca [50000 x i8], align 16
  call void @use(ptr %a)
  ret void
}

define void @realigned_dynamic(i64 %n) #1 {
  %a = alloca [5000 x i8], align 16
  %v = alloca i8, i64 %n
  call void @use(ptr %a)
  call void @use(ptr %v)
  ret void
}

attributes #0 = { "probe-stack"="inline-asm" }
attributes #1 = { "probe-stack"="inline-asm" "stackrealign" }
; EXPECTED:
; function @small:
;    0:  subq $0xbc8, %rsp
;    7:  leaq (%rsp), %rdi
;    c:  callq 0x11  # PltPc32 @use-4
;   11:  addq $0xbc8, %rsp
;   18:  retq
;
; function @unrolled:
;    0:  subq $0x1000, %rsp
;    7:  movq $0, (%rsp)
;    f:  subq $0x1000, %rsp
;   16:  movq $0, (%rsp)
;   1e:  subq $0x1000, %rsp
;   25:  movq $0, (%rsp)
;   2d:  subq $0x1000, %rsp
;   34:  movq $0, (%rsp)
;   3c:  subq $0xe28, %rsp
;   43:  leaq (%rsp), %rdi
;   48:  callq 0x4d  # PltPc32 @use-4
;   4d:  addq $0x4e28, %rsp
;   54:  retq
;
; function @looped:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  movq %rsp, %r11
;    7:  subq $0x18000, %r11
;    e:  subq $0x1000, %rsp
;   15:  movq $0, (%rsp)
;   1d:  cmpq %r11, %rsp
;   20:  jne 0xe
;   22:  subq $0x6a0, %rsp
;   29:  leaq -0x186a0(%rbp), %rdi
;   30:  callq 0x35  # PltPc32 @use-4
;   35:  leaveq
;   36:  retq
;
; function @dynamic:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  imulq $1, %rdi
;    8:  addq $0xf, %rdi
;    c:  andq $0xfffffffffffffff0, %rdi
;   10:  movq %rsp, %r11
;   13:  subq %rdi, %r11
;   16:  cmpq %rsp, %r11
;   19:  jae 0x2c
;   1b:  subq $0x1000, %rsp
;   22:  movq $0, (%rsp)
;   2a:  jmp 0x16
;   2c:  movq %r11, %rsp
;   2f:  leaq (%rsp), %rdi
;   34:  callq 0x39  # PltPc32 @use-4
;   39:  leaveq
;   3a:  retq
;
; function @realigned:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  andq $0xfffffffffffffff0, %rsp
;    b:  subq $0xff0, %rsp
;   12:  movq $0, (%rsp)
;   1a:  subq $0x3a0, %rsp
;   21:  leaq (%rsp), %rdi
;   26:  callq 0x2b  # PltPc32 @use-4
;   2b:  leaveq
;   2c:  retq
;
; function @realigned_loop:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  andq $0xfffffffffffffff0, %rsp
;    b:  subq $0x10, %rsp
;   12:  movq $0, (%rsp)
;   1a:  movq %rsp, %r11
;   1d:  subq $0xc000, %r11
;   24:  subq $0x1000, %rsp
;   2b:  movq $0, (%rsp)
;   33:  cmpq %r11, %rsp
;   36:  jne 0x24
;   38:  subq $0x340, %rsp
;   3f:  leaq (%rsp), %rdi
;   44:  callq 0x49  # PltPc32 @use-4
;   49:  leaveq
;   4a:  retq
;
; function @realigned_dynamic:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  pushq %rbx
;    5:  pushq %r12
;    7:  andq $0xfffffffffffffff0, %rsp
;    e:  subq $0xff0, %rsp
;   15:  movq $0, (%rsp)
;   1d:  subq $0x3b0, %rsp
;   24:  movq %rsp, %rbx
;   27:  imulq $1, %rdi
;   2b:  addq $0xf, %rdi
;   2f:  andq $0xfffffffffffffff0, %rdi
;   33:  movq %rsp, %r11
;   36:  subq %rdi, %r11
;   39:  cmpq %rsp, %r11
;   3c:  jae 0x4f
;   3e:  subq $0x1000, %rsp
;   45:  movq $0, (%rsp)
;   4d:  jmp 0x39
;   4f:  movq %r11, %rsp
;   52:  leaq (%rsp), %r12
;   57:  leaq (%rbx), %rdi
;   5b:  callq 0x60  # PltPc32 @use-4
;   60:  movq %r12, %rdi
;   63:  callq 0x68  # PltPc32 @use-4
;   68:  leaq -0x10(%rbp), %rsp
;   6c:  popq %r12
;   6e:  popq %rbx
;   6f:  popq %rbp
;   70:  retq
