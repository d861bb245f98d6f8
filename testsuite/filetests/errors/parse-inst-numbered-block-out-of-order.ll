; test error
define void @f() {
  br label %3
3:
  br label %2
2:
  ret void
}
; EXPECTED:
; 6:1: error: label expected to be numbered '4' or greater
