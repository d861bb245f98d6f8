; test asm
; AArch64 constraints and operand modifiers: general-purpose (`r`) and FP/SIMD (`w`, `x`,
; `y`) registers, fixed registers, tied and early-clobber outputs, memory through a
; pointer (`*Q`, `*m`, `*Ump`), immediates (`I`, `J`, `K`, `L`, `M`, `N`, `i`, `n`, `z`),
; symbols (`S`) and the modifiers w, x, b, h, s, d, q, c, a, n; `${:uid}`. Every statement
; must assemble as llvm-mc-19 assembles its text.
target triple = "aarch64-unknown-linux-gnu"

@g = global i64 0

define i64 @regs(i64 %a, i32 %b, double %d, float %f) {
  %1 = call i64 asm "add $0, $1, $2", "=r,r,r"(i64 %a, i64 %a)
  %2 = call i32 asm "add ${0:w}, ${1:w}, ${2:w}, lsl #2", "=r,r,r"(i32 %b, i32 %b)
  %3 = call double asm "fadd ${0:d}, ${1:d}, ${2:d}", "=w,w,w"(double %d, double %d)
  %4 = call float asm "fmul ${0:s}, ${1:s}, ${2:s}", "=x,x,y"(float %f, float %f)
  %5 = call <4 x i32> asm "mov $0.16b, $1.16b\0A\09mov $0.d[1], x0", "=w,w"(<4 x i32> zeroinitializer)
  %6 = call i64 asm "mov ${0:x}, ${1:x}", "={x3},{x9}"(i64 %a)
  %7 = call { <4 x i32>, float } asm "ldr ${0:q}, [sp]\0A\09mov $0.16b, $0.16b\0A\09ldr ${1:h}, [sp]\0A\09ldr ${1:b}, [sp, #1]", "=&w,=w,~{v8}"()
  %8 = call i64 asm "add $0, $0, #1", "=r,0"(i64 %a)
  %9 = call { i64, i8 } asm "eor ${0:x}, ${2:x}, ${2:x}\0A\09ldrb ${1:w}, [${2:x}]", "=&r,=r,r"(i64 %a)
  ret i64 %1
}

define void @memory(ptr %p, ptr %q) {
  call void asm sideeffect "ldxr x0, $0\0A\09stxr w1, x0, $0", "*Q,~{x0},~{x1},~{memory}"(ptr elementtype(i64) %p)
  call void asm sideeffect "str ${1:w}, $0", "=*m,r"(ptr elementtype(i32) %q, i32 7)
  call void asm sideeffect "ldar ${1:w}, ${0:a}", "*Ump,r"(ptr elementtype(i32) %p, i32 0)
  ret void
}

define i64 @immediates(i64 %a) {
  %1 = call i64 asm "add $0, $1, #$2", "=r,r,I"(i64 %a, i64 4095)
  %2 = call i64 asm "sub $0, $1, #${2:n}", "=r,r,J"(i64 %a, i64 -16)
  %3 = call i32 asm "and ${0:w}, ${1:w}, #$2", "=r,r,K"(i64 %a, i32 255)
  %4 = call i64 asm "orr $0, $1, #$2", "=r,r,L"(i64 %a, i64 -256)
  %5 = call i32 asm "mov ${0:w}, #$1", "=r,M"(i32 65536)
  %6 = call i64 asm "mov $0, #$1", "=r,N"(i64 -2)
  %7 = call i64 asm "movz $0, #${1:c}, lsl #16", "=r,i"(i64 42)
  %8 = call i64 asm "mov $0, #$1", "=r,n"(i64 5)
  call void asm sideeffect "str ${0:x}, [sp, #-16]!\0A\09add sp, sp, #16", "z"(i64 0)
  call void asm sideeffect "adrp x0, $0\0A\09add x0, x0, :lo12:$0", "S,~{x0}"(ptr @g)
  call void asm sideeffect "// statement ${:uid}\0A\09nop", ""()
  ret i64 %1
}
; EXPECTED:
; @immediates #0
; | add x1, x0, #4095
; = 01 fc 3f 91
; @immediates #1
; | sub x2, x0, #16
; = 02 40 00 d1
; @immediates #2
; | and w2, w0, #255
; = 02 1c 00 12
; @immediates #3
; | orr x0, x0, #-256
; = 00 dc 78 b2
; @immediates #4
; | mov w0, #65536
; = 20 00 a0 52
; @immediates #5
; | mov x0, #-2
; = 20 00 80 92
; @immediates #6
; | movz x0, #42, lsl #16
; = 40 05 a0 d2
; @immediates #7
; | mov x0, #5
; = a0 00 80 d2
; @immediates #8
; | str xzr, [sp, #-16]!
; | 	add sp, sp, #16
; = ff 0f 1f f8 ff 43 00 91
; @immediates #9
; | adrp x0, __rllc_sym_0_
; | 	add x0, x0, :lo12:__rllc_sym_1_
; = 00 00 00 90 00 00 00 91
; @immediates #10
; | // statement 10
; | 	nop
; = 1f 20 03 d5
; @memory #0
; | ldxr x0, [x2]
; | 	stxr w1, x0, [x2]
; = 40 7c 5f c8 40 7c 01 c8
; @memory #1
; | str w0, [x3]
; = 60 00 00 b9
; @memory #2
; | ldar w0, [x2]
; = 40 fc df 88
; @regs #0
; | add x2, x0, x2
; = 02 00 02 8b
; @regs #1
; | add w1, w1, w3, lsl #2
; = 21 08 03 0b
; @regs #2
; | fadd d0, d0, d2
; = 00 28 62 1e
; @regs #3
; | fmul s0, s1, s2
; = 20 08 22 1e
; @regs #4
; | mov v0.16b, v0.16b
; | 	mov v0.d[1], x0
; = 00 1c a0 4e 00 1c 18 4e
; @regs #5
; | mov x3, x9
; = e3 03 09 aa
; @regs #6
; | ldr q0, [sp]
; | 	mov v0.16b, v0.16b
; | 	ldr h1, [sp]
; | 	ldr b1, [sp, #1]
; = e0 03 c0 3d 00 1c a0 4e e1 03 40 7d e1 07 40 3d
; @regs #7
; | add x9, x9, #1
; = 29 05 00 91
; @regs #8
; | eor x1, x0, x0
; | 	ldrb w0, [x0]
; = 01 00 00 ca 00 00 40 39
