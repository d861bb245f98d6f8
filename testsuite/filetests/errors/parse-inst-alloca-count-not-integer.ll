; test error
define void @f() {
  %p = alloca i32, float 2.0
  ret void
}
; EXPECTED:
; 3:20: error: element count must have integer type
