; Retpolines (clang -mretpoline): the thunk __llvm_retpoline_r11 as llc-19 emits it, a
; hidden weak function alone in the comdat section .text.__llvm_retpoline_r11, which the
; indirect call and tail call reach through PLT32 relocations
; (testsuite/linking/retpoline runs such code).
define i32 @call(ptr %f, i32 %x) #0 {
  %r = call i32 %f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @tail(ptr %f, i32 %x) #0 {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}

declare i32 @external(i32)

define i32 @direct(i32 %x) #0 {
  %r = call i32 @external(i32 %x)
  ret i32 %r
}

attributes #0 = { "target-features"="+retpoline-indirect-branches,+retpoline-indirect-calls" }
