; test compile -O2 target=x86_64-linux-gnu
; "probe-stack"="inline-asm": @small's frame needs no probe; @unrolled (20000 bytes)
; touches each page as it allocates it; @looped (100000 bytes) probes in a loop ending at
; r11, after setting up a frame pointer, then subtracts the rest; @dynamic moves rsp down
; a page at a time, touching each, until it reaches the new object (r11).

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

attributes #0 = { "probe-stack"="inline-asm" }
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
