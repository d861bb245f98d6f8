; test error
define i32 @f([2 x i32] %a) {
  %r = extractvalue [2 x i32] %a, 4294967296
  ret i32 %r
}
; EXPECTED:
; 3:35: error: index is too large
