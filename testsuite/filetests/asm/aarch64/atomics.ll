; test asm
; What atomics and system code write in inline asm on AArch64: exclusive-load loops with
; numeric local labels, acquire/release accesses, the LSE instructions, barriers, hints
; and system registers.
target triple = "aarch64-unknown-linux-gnu"

define i32 @fetch_add(ptr %p, i32 %n) {
  %r = call { i32, i32, i32 } asm sideeffect "1: ldaxr ${0:w}, [$3]\0A\09add ${1:w}, ${0:w}, ${4:w}\0A\09stlxr ${2:w}, ${1:w}, [$3]\0A\09cbnz ${2:w}, 1b", "=&r,=&r,=&r,r,r,~{memory}"(ptr %p, i32 %n)
  %old = extractvalue { i32, i32, i32 } %r, 0
  ret i32 %old
}

define i64 @lse(ptr %p, i64 %v) {
  %1 = call i64 asm sideeffect "ldaddal $1, $0, [$2]", "=r,r,r,~{memory}"(i64 %v, ptr %p)
  %2 = call i64 asm sideeffect "casal $0, $1, [$2]", "=r,r,r,0,~{memory}"(i64 %v, ptr %p, i64 0)
  %3 = call i64 asm sideeffect "swpb ${1:w}, ${0:w}, [$2]\0A\09ldsetlh ${1:w}, ${0:w}, [$2]", "=&r,r,r,~{memory}"(i64 %v, ptr %p)
  ret i64 %1
}

define i64 @system() {
  call void asm sideeffect "dmb ish\0A\09dmb ishld\0A\09dsb sy\0A\09isb\0A\09yield\0A\09wfe\0A\09sev\0A\09sevl\0A\09nop", "~{memory}"()
  %1 = call i64 asm sideeffect "mrs $0, cntvct_el0", "=r"()
  %2 = call i64 asm sideeffect "mrs $0, cntfrq_el0\0A\09mrs $0, tpidr_el0\0A\09mrs $0, midr_el1", "=r"()
  call void asm sideeffect "msr fpcr, $0\0A\09mrs $0, fpsr\0A\09mrs $0, nzcv", "r"(i64 0)
  call void asm sideeffect "ldar w0, [$0]\0A\09stlr w0, [$0]\0A\09ldxrb w0, [$0]\0A\09stxrh w1, w0, [$0]", "r,~{x0},~{x1},~{memory}"(ptr null)
  call void asm sideeffect "brk #0x3e8\0A\09svc #0\0A\09hlt #1", ""()
  ret i64 %1
}
; EXPECTED:
; @fetch_add #0
; | 1: ldaxr w2, [x0]
; | 	add w3, w2, w1
; | 	stlxr w4, w3, [x0]
; | 	cbnz w4, 1b
; = 02 fc 5f 88 43 00 01 0b 03 fc 04 88 a4 ff ff 35
; @lse #0
; | ldaddal x1, x2, [x0]
; = 02 00 e1 f8
; @lse #1
; | casal x3, x1, [x0]
; = 01 fc e3 c8
; @lse #2
; | swpb w1, w3, [x0]
; | 	ldsetlh w1, w3, [x0]
; = 03 80 21 38 03 30 61 78
; @system #0
; | dmb ish
; | 	dmb ishld
; | 	dsb sy
; | 	isb
; | 	yield
; | 	wfe
; | 	sev
; | 	sevl
; | 	nop
; = bf 3b 03 d5 bf 39 03 d5 9f 3f 03 d5 df 3f 03 d5 3f 20 03 d5 5f 20 03 d5 9f 20 03 d5 bf 20 03 d5 1f 20 03 d5
; @system #1
; | mrs x0, cntvct_el0
; = 40 e0 3b d5
; @system #2
; | mrs x1, cntfrq_el0
; | 	mrs x1, tpidr_el0
; | 	mrs x1, midr_el1
; = 01 e0 3b d5 41 d0 3b d5 01 00 38 d5
; @system #3
; | msr fpcr, x1
; | 	mrs x1, fpsr
; | 	mrs x1, nzcv
; = 01 44 1b d5 21 44 3b d5 01 42 3b d5
; @system #4
; | ldar w0, [x3]
; | 	stlr w0, [x3]
; | 	ldxrb w0, [x3]
; | 	stxrh w1, w0, [x3]
; = 60 fc df 88 60 fc 9f 88 60 7c 5f 08 60 7c 01 48
; @system #5
; | brk #0x3e8
; | 	svc #0
; | 	hlt #1
; = 00 7d 20 d4 01 00 00 d4 20 00 40 d4
