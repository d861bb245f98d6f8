; -fpatchable-function-entry=N,M: __patchable_function_entries linked to each function's
; section (in its comdat's group), with the address of the first nop, as llc-19 (each
; function in a section of its own: rllc aligns functions to 16 bytes, llc to 4).
target triple = "aarch64-unknown-linux-gnu"

$inl = comdat any

define i32 @entry(i32 %x) #0 section ".text.entry" {
  ret i32 %x
}

define i32 @prefixed(i32 %x) #1 section ".text.prefixed" {
  ret i32 %x
}

define linkonce_odr i32 @inl(i32 %x) #2 comdat {
  ret i32 %x
}

define i32 @none(i32 %x) #3 {
  ret i32 %x
}

attributes #0 = { "patchable-function-entry"="2" }
attributes #1 = { "patchable-function-entry"="1" "patchable-function-prefix"="2" "branch-target-enforcement" }
attributes #2 = { "patchable-function-entry"="3" }
attributes #3 = { "patchable-function-entry"="0" }
