; test compile -O2 target=x86_64-linux-gnu
; "warn-stack-size"="N": llc's warning when the frame (pushes and allocation, without the
; return address) is larger than N; none at or below it, none without the attribute.

declare void @use(ptr)

define void @over() "warn-stack-size"="100" {
  %a = alloca [100 x i8]
  call void @use(ptr %a)
  ret void
}

define void @within() "warn-stack-size"="1000" {
  %a = alloca [100 x i8]
  call void @use(ptr %a)
  ret void
}

define void @with_frame_pointer() "warn-stack-size"="8" "frame-pointer"="all" {
  call void @use(ptr null)
  ret void
}

define void @without() {
  %a = alloca [100 x i8]
  call void @use(ptr %a)
  ret void
}
; EXPECTED:
; function @over:
; ; warning: <unknown>:0:0: stack frame size (120) exceeds limit (100) in function 'over'
;    0:  subq $0x78, %rsp
;    7:  leaq 0xc(%rsp), %rdi
;    c:  callq 0x11  # PltPc32 @use-4
;   11:  addq $0x78, %rsp
;   18:  retq
;
; function @within:
;    0:  subq $0x78, %rsp
;    7:  leaq 0xc(%rsp), %rdi
;    c:  callq 0x11  # PltPc32 @use-4
;   11:  addq $0x78, %rsp
;   18:  retq
;
; function @with_frame_pointer:
;    0:  pushq %rbp
;    1:  movq %rsp, %rbp
;    4:  xorl %edi, %edi
;    6:  callq 0xb  # PltPc32 @use-4
;    b:  popq %rbp
;    c:  retq
;
; function @without:
;    0:  subq $0x78, %rsp
;    7:  leaq 0xc(%rsp), %rdi
;    c:  callq 0x11  # PltPc32 @use-4
;   11:  addq $0x78, %rsp
;   18:  retq
