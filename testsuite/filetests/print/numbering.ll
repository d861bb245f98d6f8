; test print
; Numbered values and blocks: implicit numbering of unnamed arguments, instructions and
; blocks (entry block %0 after two unnamed arguments), explicit numbers, named and
; numbered values mixed, unnamed globals (@0, @1), numbered types, and numbered
; functions; the printer renumbers in print order.
%0 = type { i32 }
%1 = type { %0, i8 }

@0 = global i32 1
@1 = private constant %1 zeroinitializer
@named = global ptr @0

define i32 @2(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %7, %6 ]
  %cond = icmp slt i32 %5, 10
  br i1 %cond, label %6, label %8

6:
  %7 = add i32 %5, 1
  br label %4

8:
  call void @3()
  ret i32 %5
}

define void @3() {
entry:
  %0 = alloca i32, align 4
  %named = load i32, ptr @0, align 4
  %1 = add i32 %named, 1
  store i32 %1, ptr %0, align 4
  br label %2

2:
  ret void
}

define i32 @explicit(i32 %0, i32 %1) {
2:
  %3 = mul i32 %0, %1
  ret i32 %3
}
; EXPECTED:
; %0 = type { i32 }
; %1 = type { %0, i8 }
;
; @0 = global i32 1
; @1 = private constant %1 zeroinitializer
; @named = global ptr @0
;
; define i32 @2(i32 %0, i32 %1) {
;   %3 = add i32 %0, %1
;   br label %4
;
; 4:
;   %5 = phi i32 [ %3, %2 ], [ %7, %6 ]
;   %cond = icmp slt i32 %5, 10
;   br i1 %cond, label %6, label %8
;
; 6:
;   %7 = add i32 %5, 1
;   br label %4
;
; 8:
;   call void @3()
;   ret i32 %5
; }
;
; define void @3() {
; entry:
;   %0 = alloca i32, align 4
;   %named = load i32, ptr @0, align 4
;   %1 = add i32 %named, 1
;   store i32 %1, ptr %0, align 4
;   br label %2
;
; 2:
;   ret void
; }
;
; define i32 @explicit(i32 %0, i32 %1) {
;   %3 = mul i32 %0, %1
;   ret i32 %3
; }
