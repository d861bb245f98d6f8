; test error
define void @f() section text {
  ret void
}
; EXPECTED:
; 2:26: error: expected section name, found 'text'
