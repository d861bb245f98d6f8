; test compile -O2 target=x86_64-linux-gnu
; half to and from 64- and 128-bit integers and x86_fp80, as llc-19: i64 through float,
; i128 and x86_fp80 by libgcc (__floattihf, __fixhfti, __truncxfhf2, __extendhfxf2; x86_fp80
; was converted as if the half were a float).
define half @a(i64 %x) { %r = sitofp i64 %x to half
 ret half %r }
define half @b(i64 %x) { %r = uitofp i64 %x to half
 ret half %r }
define i64 @c(half %x) { %r = fptosi half %x to i64
 ret i64 %r }
define i32 @c2(half %x) { %r = fptoui half %x to i32
 ret i32 %r }
define half @n(i128 %x) { %r = sitofp i128 %x to half
 ret half %r }
define i128 @r(half %x) { %r = fptosi half %x to i128
 ret i128 %r }
define half @p(x86_fp80 %x) { %r = fptrunc x86_fp80 %x to half
 ret half %r }
define x86_fp80 @s(half %x) { %r = fpext half %x to x86_fp80
 ret x86_fp80 %r }
define half @q(i128 %x) { %r = sitofp i128 %x to half
 ret half %r }
define i128 @r2(half %x) { %r = fptoui half %x to i128
 ret i128 %r }
; EXPECTED:
; function @a:
;    0:  subq $8, %rsp
;    7:  xorps %xmm0, %xmm0
;    a:  cvtsi2ssq %rdi, %xmm0
;    f:  callq 0x14  # PltPc32 __truncsfhf2-4
;   14:  addq $8, %rsp
;   1b:  retq
;
; function @b:
;    0:  subq $8, %rsp
;    7:  testq %rdi, %rdi
;    a:  js 0x16
;    c:  xorps %xmm0, %xmm0
;    f:  cvtsi2ssq %rdi, %xmm0
;   14:  jmp 0x33
;   16:  movq %rdi, %r11
;   19:  andq $1, %r11
;   1d:  addq %r11, %r11
;   20:  orq %rdi, %r11
;   23:  shrq $1, %r11
;   27:  xorps %xmm0, %xmm0
;   2a:  cvtsi2ssq %r11, %xmm0
;   2f:  addss %xmm0, %xmm0
;   33:  callq 0x38  # PltPc32 __truncsfhf2-4
;   38:  addq $8, %rsp
;   3f:  retq
;
; function @c:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __extendhfsf2-4
;    c:  cvttss2si %xmm0, %rax
;   11:  addq $8, %rsp
;   18:  retq
;
; function @c2:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __extendhfsf2-4
;    c:  cvttss2si %xmm0, %rax
;   11:  addq $8, %rsp
;   18:  retq
;
; function @n:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __floattihf-4
;    c:  addq $8, %rsp
;   13:  retq
;
; function @r:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __fixhfti-4
;    c:  addq $8, %rsp
;   13:  retq
;
; function @p:
;    0:  subq $0x18, %rsp
;    7:  movq 0x20(%rsp), %rcx
;    c:  movq %rcx, (%rsp)
;   10:  movzwl 0x28(%rsp), %esi
;   15:  movw %si, 8(%rsp)
;   1a:  callq 0x1f  # PltPc32 __truncxfhf2-4
;   1f:  addq $0x18, %rsp
;   26:  retq
;
; function @s:
;    0:  subq $0x18, %rsp
;    7:  callq 0xc  # PltPc32 __extendhfxf2-4
;    c:  fstpt (%rsp)
;   10:  fldt (%rsp)
;   14:  addq $0x18, %rsp
;   1b:  retq
;
; function @q:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __floattihf-4
;    c:  addq $8, %rsp
;   13:  retq
;
; function @r2:
;    0:  subq $8, %rsp
;    7:  callq 0xc  # PltPc32 __fixunshfti-4
;    c:  addq $8, %rsp
;   13:  retq
