; test print
define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add nsw i32 %a, %b
  ret i32 %s
}
; EXPECTED:
; define i32 @add(i32 %a, i32 %b) {
; entry:
;   %s = add nsw i32 %a, %b
;   ret i32 %s
; }
