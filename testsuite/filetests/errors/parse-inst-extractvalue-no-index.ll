; test error
define i32 @f({ i32, i32 } %a) {
  %r = extractvalue { i32, i32 } %a
  ret i32 %r
}
; EXPECTED:
; 4:3: error: expected index, found 'ret'
