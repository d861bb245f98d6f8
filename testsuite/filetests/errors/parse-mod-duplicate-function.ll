; test error
define void @f() {
  ret void
}
declare void @f()
; EXPECTED:
; 5:14: error: redefinition of global '@f'
