; test error
define void @f(i32 %1, i32 %0) {
  ret void
}
; EXPECTED:
; 2:28: error: argument expected to be numbered '%2' or greater
