; test compile -O0
; An alloca aligned to 2^31 is refused (frame offsets are 32-bit displacements): it
; panicked on the frame offset, found by rllc-fuzz.

define void @f() {
  %p = alloca i32, align 2147483648
  store volatile i32 0, ptr %p
  ret void
}
; EXPECTED:
; error: unsupported: stack object aligned to more than 1 GiB
