; test error
define void @f() {
  #dbg_value(i32 0, !0, !DIExpression())
  ret void
}
!0 = !{}
; EXPECTED:
; 3:3: error: #dbg_value takes 4 operands, found 3
