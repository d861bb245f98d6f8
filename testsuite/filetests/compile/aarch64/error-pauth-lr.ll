; test compile -O2 target=aarch64-linux-gnu
; -mbranch-protection=pac-ret+pc (PAuthLR: paciasppc, the return address signed with the
; PC too) is not done for AArch64 yet.

declare void @g()

define void @f() "branch-protection-pauth-lr" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" {
  call void @g()
  ret void
}
; EXPECTED:
; error: unsupported: "branch-protection-pauth-lr"="" in @f on AArch64
