; test opt
; RUN-PASSES: mem2reg
; Straight-line code, a diamond and a loop: loads become the stored values, joins get
; phis, and nothing else changes.

define i32 @straight(i32 %a) {
entry:
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %x, align 4
  %r = load i32, ptr %x, align 4
  ret i32 %r
}

define i32 @diamond(i1 %c, i32 %a, i32 %b) {
entry:
  %x = alloca i32, align 4
  br i1 %c, label %then, label %else
then:
  store i32 %a, ptr %x, align 4
  br label %join
else:
  store i32 %b, ptr %x, align 4
  br label %join
join:
  %r = load i32, ptr %x, align 4
  ret i32 %r
}

define i32 @loop(i32 %n) {
entry:
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %s, align 4
  br label %head
head:
  %iv = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %iv, %n
  br i1 %cmp, label %body, label %exit
body:
  %sv = load i32, ptr %s, align 4
  %iv2 = load i32, ptr %i, align 4
  %sum = add nsw i32 %sv, %iv2
  store i32 %sum, ptr %s, align 4
  %inc = add nsw i32 %iv2, 1
  store i32 %inc, ptr %i, align 4
  br label %head
exit:
  %res = load i32, ptr %s, align 4
  ret i32 %res
}

; Only the slot live on entry to the join gets a phi there (pruned SSA).
define void @pruned(i1 %c, ptr %out) {
entry:
  %t = alloca i32, align 4
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %t, align 4
  br label %join
b:
  store i32 2, ptr %t, align 4
  br label %join
join:
  store i32 3, ptr %t, align 4
  %v = load i32, ptr %t, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
; EXPECTED:
; define i32 @straight(i32 %a) {
; entry:
;   %w = add i32 %a, 1
;   ret i32 %w
; }
;
; define i32 @diamond(i1 %c, i32 %a, i32 %b) {
; entry:
;   br i1 %c, label %then, label %else
;
; then:
;   br label %join
;
; else:
;   br label %join
;
; join:
;   %0 = phi i32 [ %b, %else ], [ %a, %then ]
;   ret i32 %0
; }
;
; define i32 @loop(i32 %n) {
; entry:
;   br label %head
;
; head:
;   %0 = phi i32 [ 0, %entry ], [ %inc, %body ]
;   %1 = phi i32 [ 0, %entry ], [ %sum, %body ]
;   %cmp = icmp slt i32 %0, %n
;   br i1 %cmp, label %body, label %exit
;
; body:
;   %sum = add nsw i32 %1, %0
;   %inc = add nsw i32 %0, 1
;   br label %head
;
; exit:
;   ret i32 %1
; }
;
; define void @pruned(i1 %c, ptr %out) {
; entry:
;   br i1 %c, label %a, label %b
;
; a:
;   br label %join
;
; b:
;   br label %join
;
; join:
;   store i32 3, ptr %out, align 4
;   ret void
; }
