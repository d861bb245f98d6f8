; test error
define i1 @f(i32 %a) {
  %b = icmp lt i32 %a, 0
  ret i1 %b
}
; EXPECTED:
; 3:13: error: expected icmp predicate, found 'lt'
