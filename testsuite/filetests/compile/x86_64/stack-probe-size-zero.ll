; test compile -O2 target=x86_64-linux-gnu
; A stack-probe interval of 0 bytes: rllc divided by zero (found by rllc-fuzz); llc-19
; crashes.
define void @sized() "probe-stack"="inline-asm" "stack-probe-size"="0" {
  %a = alloca [8000 x i8]
  call void @g(ptr %a)
  ret void
}
declare void @g(ptr)
; EXPECTED:
; error: unsupported: attribute "stack-probe-size"="0" in function @sized
