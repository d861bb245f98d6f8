; Retpolines on Windows (MinGW and MSVC), as llc-19: an indirect call or tail call puts
; its target in r11 and calls or jumps to __llvm_retpoline_r11, which is emitted alone in
; a comdat section (`.text$__llvm_retpoline_r11`, MSVC `.text`; selection any) with an
; external symbol (MinGW: -exclude-symbols in .drectve) and no unwind information.
@fp = global ptr null

declare void @ext(ptr)

define void @call(ptr %p) #0 {
  call void %p()
  ret void
}

define void @tail_loaded() #0 {
  %p = load ptr, ptr @fp
  tail call void %p()
  ret void
}

define void @tail_framed(ptr %p) #0 {
  %buf = alloca [4 x i32]
  call void @ext(ptr %buf)
  tail call void %p()
  ret void
}

attributes #0 = { "target-features"="+retpoline-indirect-calls,+retpoline-indirect-branches" }
