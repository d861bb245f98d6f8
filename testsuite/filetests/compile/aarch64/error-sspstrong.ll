; test compile -O2 target=aarch64-linux-gnu
; The stack protector (sspstrong) is not emitted for AArch64 yet.

declare void @use(ptr)

define void @f() sspstrong {
  %buf = alloca [64 x i8]
  call void @use(ptr %buf)
  ret void
}
; EXPECTED:
; error: unsupported: attribute sspstrong in @f on AArch64
