; test error
define void @f() {
  #dbg_values(i32 0, !0, !DIExpression(), !0)
  ret void
}
!0 = !{}
; EXPECTED:
; 3:3: error: invalid debug record kind '#dbg_values'
