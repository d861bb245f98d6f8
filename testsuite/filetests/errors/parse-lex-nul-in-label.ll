; test error
define void @f() {
"a\00":
  ret void
}
; EXPECTED:
; 3:1: error: null bytes are not allowed in names
