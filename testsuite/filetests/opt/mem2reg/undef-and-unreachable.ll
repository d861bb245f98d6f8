; test opt
; RUN-PASSES: mem2reg
; A load before any store reads undef; loads and stores in unreachable blocks go (the
; loads become undef), and a phi gets undef for its edge from an unreachable block.

define i32 @uninit(i1 %c) {
entry:
  %x = alloca i32, align 4
  br i1 %c, label %set, label %join
set:
  store i32 7, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @dead_pred(i32 %a) {
entry:
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  br label %join
dead:
  %d = load i32, ptr %x, align 4
  %d1 = add i32 %d, 1
  store i32 %d1, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
; EXPECTED:
; define i32 @uninit(i1 %c) {
; entry:
;   br i1 %c, label %set, label %join
;
; set:
;   br label %join
;
; join:
;   %0 = phi i32 [ undef, %entry ], [ 7, %set ]
;   ret i32 %0
; }
;
; define i32 @dead_pred(i32 %a) {
; entry:
;   br label %join
;
; dead:
;   %d1 = add i32 undef, 1
;   br label %join
;
; join:
;   ret i32 %a
; }
