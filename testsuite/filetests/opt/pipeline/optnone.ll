; test opt
; RUN-PASSES: default<O2>
; An optnone function is left as it is (clang -O0 marks every function so); the other one
; is optimised.

define i32 @kept(i32 %x) noinline optnone {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %r = add i32 %v, 0
  ret i32 %r
}

define i32 @optimised(i32 %x) {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %r = add i32 %v, 0
  ret i32 %r
}
; EXPECTED:
; define i32 @kept(i32 %x) #0 {
; entry:
;   %a = alloca i32, align 4
;   store i32 %x, ptr %a, align 4
;   %v = load i32, ptr %a, align 4
;   %r = add i32 %v, 0
;   ret i32 %r
; }
;
; define i32 @optimised(i32 %x) {
; entry:
;   ret i32 %x
; }
;
; attributes #0 = { noinline optnone }
