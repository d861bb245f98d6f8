; test error
define void @f() {
entry:
  `ret void
}
; EXPECTED:
; 4:3: error: invalid character '`'
