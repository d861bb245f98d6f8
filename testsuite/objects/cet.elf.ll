; Control-flow Enforcement (-fcf-protection=full): .note.gnu.property with IBT and SHSTK
; as llc-19 writes it; the code has endbr64 at the entries (testsuite/linking/cet runs it).
define internal i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define i32 @apply(ptr %f, i32 %x) {
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

define i32 @entry(i32 %x) {
  %r = call i32 @apply(ptr @twice, i32 %x)
  ret i32 %r
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"cf-protection-return", i32 1}
!1 = !{i32 8, !"cf-protection-branch", i32 1}
