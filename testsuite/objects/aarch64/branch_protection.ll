; -mbranch-protection=standard's module flags: .note.gnu.property with BTI, PAC and GCS,
; and functions with landing pads and signed return addresses (their .eh_frame
; relocations).
target triple = "aarch64-unknown-linux-gnu"

declare i32 @g(i32)

define i32 @f(i32 %x) #0 {
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @leaf(i32 %x) #0 {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @bkey(i32 %x) #1 {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

attributes #0 = { uwtable "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #1 = { uwtable "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="b_key" }

!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 8, !"branch-target-enforcement", i32 1}
!1 = !{i32 8, !"guarded-control-stack", i32 1}
!2 = !{i32 8, !"sign-return-address", i32 1}
