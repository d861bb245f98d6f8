; Patchable function entries under Indirect Branch Tracking (-fcf-protection=branch):
; the entry's nops follow endbr64, and without a prefix the recorded address is theirs
; (the function's address plus 4), as llc-19 writes them.
$inl = comdat any

define void @both() "patchable-function-entry"="2" "patchable-function-prefix"="3" {
  ret void
}

define internal void @entry_only() "patchable-function-entry"="5" {
  ret void
}

define linkonce_odr void @inl() "patchable-function-entry"="1" comdat {
  ret void
}

define ptr @plain() {
  ret ptr @entry_only
}

!llvm.module.flags = !{!0}
!0 = !{i32 8, !"cf-protection-branch", i32 1}
