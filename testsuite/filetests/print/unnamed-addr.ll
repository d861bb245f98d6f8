; test print
; unnamed_addr and local_unnamed_addr on variables, constants, functions and aliases.
@u = unnamed_addr global i32 0
@lu = local_unnamed_addr global i32 0
@uc = private unnamed_addr constant [3 x i8] c"ab\00"
@luc = internal local_unnamed_addr constant i32 7
@ua = unnamed_addr alias i32, ptr @u
@lua = local_unnamed_addr alias i32, ptr @lu

define void @f() unnamed_addr {
  ret void
}

define void @g() local_unnamed_addr {
  ret void
}

declare void @h() unnamed_addr
; EXPECTED:
; @u = unnamed_addr global i32 0
; @lu = local_unnamed_addr global i32 0
; @uc = private unnamed_addr constant [3 x i8] c"ab\00"
; @luc = internal local_unnamed_addr constant i32 7
;
; @ua = unnamed_addr alias i32, ptr @u
; @lua = local_unnamed_addr alias i32, ptr @lu
;
; define void @f() unnamed_addr {
;   ret void
; }
;
; define void @g() local_unnamed_addr {
;   ret void
; }
;
; declare void @h() unnamed_addr
