; test opt
; RUN-PASSES: mem2reg,demote-indirectbr-phis
; A computed-goto loop: the numbered blockaddress targets get names first (passes change
; the numbering), mem2reg promotes the counter, and the phi it needs in an indirectbr
; destination goes back to a stack slot for code generation.

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
;   %2 = alloca i32
;   %3 = alloca i32
;   %4 = load ptr, ptr @tbl, align 8
;   store i32 0, ptr %2
;   store i32 0, ptr %3
;   indirectbr ptr %4, [label %addr.1, label %addr.2]
;
; addr.1:
;   %5 = load i32, ptr %2
;   %6 = add i32 %5, 1
;   br label %9
;
; addr.2:
;   %7 = load i32, ptr %3
;   %8 = add i32 %7, 2
;   br label %9
;
; 9:
;   %10 = phi i32 [ %6, %addr.1 ], [ %8, %addr.2 ]
;   %11 = icmp sgt i32 %10, %0
;   br i1 %11, label %17, label %12
;
; 12:
;   %13 = and i32 %10, 1
;   %14 = sext i32 %13 to i64
;   %15 = getelementptr inbounds [2 x ptr], ptr @tbl, i64 0, i64 %14
;   %16 = load ptr, ptr %15, align 8
;   store i32 %10, ptr %2
;   store i32 %10, ptr %3
;   indirectbr ptr %16, [label %addr.1, label %addr.2]
;
; 17:
;   ret i32 %10
; }
