; test print
; Binary constant expressions LLVM 19 accepts: add, sub, mul, xor, with nuw/nsw flags,
; nested, on vectors and in instruction operands.
@g = global i32 0
@h = global i32 0

@add = global i64 add (i64 ptrtoint (ptr @g to i64), i64 1)
@add_nuw = global i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 2)
@add_nsw = global i64 add nsw (i64 ptrtoint (ptr @g to i64), i64 3)
@add_both = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 4)
@sub = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64))
@sub_nsw = global i64 sub nsw (i64 0, i64 ptrtoint (ptr @g to i64))
@sub_nuw = global i64 sub nuw (i64 ptrtoint (ptr @h to i64), i64 1)
@mul = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)
@mul_flags = global i64 mul nuw nsw (i64 ptrtoint (ptr @g to i64), i64 5)
@xor = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
@rel = global i32 trunc (i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
@vec = global <2 x i64> add (<2 x i64> ptrtoint (<2 x ptr> <ptr @g, ptr @h> to <2 x i64>), <2 x i64> <i64 1, i64 2>)
@nested = global i64 xor (i64 mul (i64 add (i64 ptrtoint (ptr @g to i64), i64 1), i64 2), i64 255)

define i64 @use() {
  %a = add i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)), 1
  ret i64 xor (i64 ptrtoint (ptr @h to i64), i64 7)
}
; EXPECTED:
; @g = global i32 0
; @h = global i32 0
; @add = global i64 add (i64 ptrtoint (ptr @g to i64), i64 1)
; @add_nuw = global i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 2)
; @add_nsw = global i64 add nsw (i64 ptrtoint (ptr @g to i64), i64 3)
; @add_both = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 4)
; @sub = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64))
; @sub_nsw = global i64 sub nsw (i64 0, i64 ptrtoint (ptr @g to i64))
; @sub_nuw = global i64 sub nuw (i64 ptrtoint (ptr @h to i64), i64 1)
; @mul = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)
; @mul_flags = global i64 mul nuw nsw (i64 ptrtoint (ptr @g to i64), i64 5)
; @xor = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
; @rel = global i32 trunc (i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @rel to i64)) to i32)
; @vec = global <2 x i64> add (<2 x i64> ptrtoint (<2 x ptr> <ptr @g, ptr @h> to <2 x i64>), <2 x i64> <i64 1, i64 2>)
; @nested = global i64 xor (i64 mul (i64 add (i64 ptrtoint (ptr @g to i64), i64 1), i64 2), i64 255)
;
; define i64 @use() {
;   %a = add i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)), 1
;   ret i64 xor (i64 ptrtoint (ptr @h to i64), i64 7)
; }
