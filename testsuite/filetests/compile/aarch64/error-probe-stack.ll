; test compile -O2 target=aarch64-linux-gnu
; Stack probing ("probe-stack"="inline-asm") is not done for AArch64 yet.

declare void @use(ptr)

define void @f() "probe-stack"="inline-asm" {
  %buf = alloca [100000 x i8]
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; error: unsupported: "probe-stack"="inline-asm" in @f on AArch64
