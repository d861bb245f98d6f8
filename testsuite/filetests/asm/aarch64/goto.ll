; test asm
; asm goto on AArch64: branches to the function's blocks (`b`, `b.cond`, `cbz`, `tbnz`)
; through label operands, and a local label of the statement.
target triple = "aarch64-unknown-linux-gnu"

define i32 @classify(i64 %v) {
entry:
  callbr void asm "cbz $0, ${1:l}\0A\09tbnz $0, #63, ${2:l}\0A\09cmp $0, #10\0A\09b.gt ${3:l}\0A\091: b 1f\0A\091:", "r,!i,!i,!i"(i64 %v)
          to label %small [label %zero, label %negative, label %big]
zero:
  ret i32 0
negative:
  ret i32 1
big:
  ret i32 2
small:
  ret i32 3
}
; EXPECTED:
; @classify #0
; | cbz x0, __rllc_block_1_
; | 	tbnz x0, #63, __rllc_block_2_
; | 	cmp x0, #10
; | 	b.gt __rllc_block_3_
; | 	1: b 1f
; | 	1:
; = 00 00 00 b4 00 00 f8 b7 1f 28 00 f1 0c 00 00 54 01 00 00 14
