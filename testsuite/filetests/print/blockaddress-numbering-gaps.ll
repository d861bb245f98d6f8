; test print
; Unnamed values numbered with gaps (LLVM accepts them and prints without gaps): a
; numbered blockaddress names the block by its label as written, and prints the number
; the block gets in the printed body.
@tbl = global [2 x ptr] [ptr blockaddress(@f, %7), ptr blockaddress(@f, %12)]

define i32 @f(i32 %a, ptr %t) {
  %named = add i32 %a, 1
  %4 = icmp eq i32 %named, 3
  br i1 %4, label %7, label %12
7:
  %9 = add i32 %a, 2
  indirectbr ptr %t, [label %12]
12:
  %r = phi i32 [ %named, %0 ], [ %9, %7 ]
  ret i32 %r
}
; EXPECTED:
; @tbl = global [2 x ptr] [ptr blockaddress(@f, %2), ptr blockaddress(@f, %4)]
;
; define i32 @f(i32 %a, ptr %t) {
;   %named = add i32 %a, 1
;   %1 = icmp eq i32 %named, 3
;   br i1 %1, label %2, label %4
;
; 2:
;   %3 = add i32 %a, 2
;   indirectbr ptr %t, [label %4]
;
; 4:
;   %r = phi i32 [ %named, %0 ], [ %3, %2 ]
;   ret i32 %r
; }
