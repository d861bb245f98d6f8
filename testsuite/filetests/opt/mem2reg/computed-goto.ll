; test opt
; RUN-PASSES: mem2reg
; A computed-goto loop: the numbered blockaddress targets get names first (passes change
; the numbering), and mem2reg promotes the counter, with a phi in an indirectbr
; destination (which code generation passes in registers).

@tbl = internal constant [2 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %7)]

define i32 @run(i32 %0) {
  %2 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  %3 = load ptr, ptr @tbl, align 8
  indirectbr ptr %3, [label %4, label %7]

4:
  %5 = load i32, ptr %2, align 4
  %6 = add i32 %5, 1
  store i32 %6, ptr %2, align 4
  br label %10

7:
  %8 = load i32, ptr %2, align 4
  %9 = add i32 %8, 2
  store i32 %9, ptr %2, align 4
  br label %10

10:
  %11 = load i32, ptr %2, align 4
  %12 = icmp sgt i32 %11, %0
  br i1 %12, label %18, label %13

13:
  %14 = and i32 %11, 1
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [2 x ptr], ptr @tbl, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  indirectbr ptr %17, [label %4, label %7]

18:
  ret i32 %11
}
; EXPECTED:
; @tbl = internal constant [2 x ptr] [ptr blockaddress(@run, %addr.1), ptr blockaddress(@run, %addr.2)]
;
; define i32 @run(i32 %0) {
;   %2 = load ptr, ptr @tbl, align 8
;   indirectbr ptr %2, [label %addr.1, label %addr.2]
;
; addr.1:
;   %3 = phi i32 [ 0, %1 ], [ %8, %10 ]
;   %4 = add i32 %3, 1
;   br label %7
;
; addr.2:
;   %5 = phi i32 [ 0, %1 ], [ %8, %10 ]
;   %6 = add i32 %5, 2
;   br label %7
;
; 7:
;   %8 = phi i32 [ %4, %addr.1 ], [ %6, %addr.2 ]
;   %9 = icmp sgt i32 %8, %0
;   br i1 %9, label %15, label %10
;
; 10:
;   %11 = and i32 %8, 1
;   %12 = sext i32 %11 to i64
;   %13 = getelementptr inbounds [2 x ptr], ptr @tbl, i64 0, i64 %12
;   %14 = load ptr, ptr %13, align 8
;   indirectbr ptr %14, [label %addr.1, label %addr.2]
;
; 15:
;   ret i32 %8
; }
