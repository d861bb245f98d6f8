; test error
define i32 @f({ i32, i32 } %a) {
  %r = extractvalue { i32, i32 } %a, 2
  ret i32 %r
}
; EXPECTED:
; 3:21: error: invalid indices for extractvalue
