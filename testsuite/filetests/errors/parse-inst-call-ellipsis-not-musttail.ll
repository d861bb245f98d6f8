; test error
declare void @g(...)
define void @f(...) {
  call void (...) @g(...)
  ret void
}
; EXPECTED:
; 4:22: error: unexpected ellipsis in argument list for non-musttail call
