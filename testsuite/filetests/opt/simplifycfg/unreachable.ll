; test opt
; RUN-PASSES: simplifycfg
; Unreachable blocks go, with their phi entries in reachable blocks; a value they defined
; that an unreachable but address-taken block still uses becomes poison. Blocks whose
; address is taken stay, and are not merged into their predecessor.

@t = constant [2 x ptr] [ptr blockaddress(@f, %target), ptr blockaddress(@g, %taken)]

define i32 @dead(i32 %x) {
entry:
  br label %j
dead1:
  %d = add i32 %x, 1
  br label %dead2
dead2:
  br i1 true, label %j, label %dead1
j:
  %p = phi i32 [ %x, %entry ], [ %d, %dead2 ]
  ret i32 %p
}

define i32 @f(i32 %x) {
entry:
  br label %target
target:
  %y = add i32 %x, 2
  ret i32 %y
}

define i32 @g(i32 %x) {
entry:
  ret i32 %x
dead:
  %v = add i32 %x, 3
  br label %taken
taken:
  %w = add i32 %v, 1
  ret i32 %w
}
; EXPECTED:
; @t = constant [2 x ptr] [ptr blockaddress(@f, %target), ptr blockaddress(@g, %taken)]
;
; define i32 @dead(i32 %x) {
; entry:
;   ret i32 %x
; }
;
; define i32 @f(i32 %x) {
; entry:
;   br label %target
;
; target:
;   %y = add i32 %x, 2
;   ret i32 %y
; }
;
; define i32 @g(i32 %x) {
; entry:
;   ret i32 %x
;
; taken:
;   %w = add i32 poison, 1
;   ret i32 %w
; }
