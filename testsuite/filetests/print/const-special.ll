; test print
; Special pointer constants: blockaddress (named and numbered blocks, in globals and
; instructions, forward references to later functions), dso_local_equivalent, no_cfi and
; ptrauth with every optional operand.
@ba = global ptr blockaddress(@target, %bb)
@ba_fwd = global ptr blockaddress(@later, %l1)
@ba_numbered = global ptr blockaddress(@numbered, %1)
@dle = global ptr dso_local_equivalent @ext
@dle_fn = global ptr dso_local_equivalent @target
@nocfi = global ptr no_cfi @ext
@nocfi_fn = global ptr no_cfi @target
@pa = global ptr ptrauth (ptr @ext, i32 0)
@pa_disc = global ptr ptrauth (ptr @ext, i32 2, i64 1234)
@pa_addr = global ptr ptrauth (ptr @ext, i32 1, i64 5, ptr @pa_addr)
@pa_arr = global [2 x ptr] [ptr ptrauth (ptr @target, i32 0, i64 0, ptr null), ptr blockaddress(@target, %bb)]

declare void @ext()

define void @target(i1 %c) {
entry:
  br i1 %c, label %bb, label %other

bb:
  ret void

other:
  %p = select i1 %c, ptr blockaddress(@target, %bb), ptr blockaddress(@target, %other)
  indirectbr ptr %p, [label %bb, label %other]
}

define void @numbered() {
  br label %1

1:
  ret void
}

define ptr @uses() {
  call void dso_local_equivalent @ext()
  call void no_cfi @ext()
  ret ptr dso_local_equivalent @target
}

define void @later() {
entry:
  br label %l1

l1:
  ret void
}
; EXPECTED:
; @ba = global ptr blockaddress(@target, %bb)
; @ba_fwd = global ptr blockaddress(@later, %l1)
; @ba_numbered = global ptr blockaddress(@numbered, %1)
; @dle = global ptr dso_local_equivalent @ext
; @dle_fn = global ptr dso_local_equivalent @target
; @nocfi = global ptr no_cfi @ext
; @nocfi_fn = global ptr no_cfi @target
; @pa = global ptr ptrauth (ptr @ext, i32 0)
; @pa_disc = global ptr ptrauth (ptr @ext, i32 2, i64 1234)
; @pa_addr = global ptr ptrauth (ptr @ext, i32 1, i64 5, ptr @pa_addr)
; @pa_arr = global [2 x ptr] [ptr ptrauth (ptr @target, i32 0, i64 0, ptr null), ptr blockaddress(@target, %bb)]
;
; declare void @ext()
;
; define void @target(i1 %c) {
; entry:
;   br i1 %c, label %bb, label %other
;
; bb:
;   ret void
;
; other:
;   %p = select i1 %c, ptr blockaddress(@target, %bb), ptr blockaddress(@target, %other)
;   indirectbr ptr %p, [label %bb, label %other]
; }
;
; define void @numbered() {
;   br label %1
;
; 1:
;   ret void
; }
;
; define ptr @uses() {
;   call void dso_local_equivalent @ext()
;   call void no_cfi @ext()
;   ret ptr dso_local_equivalent @target
; }
;
; define void @later() {
; entry:
;   br label %l1
;
; l1:
;   ret void
; }
