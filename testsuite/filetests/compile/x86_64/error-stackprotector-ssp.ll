; test compile -O2 target=x86_64-linux-gnu
; llvm.stackprotector in a function that has its own canary: llc-19 checks its own slot on
; Linux, the explicit slot on MinGW and Darwin; rllc refuses it.
declare void @llvm.stackprotector(ptr, ptr)
declare void @use(ptr)

define void @f(ptr %v) sspreq {
  %slot = alloca ptr
  call void @llvm.stackprotector(ptr %v, ptr %slot)
  call void @use(ptr %slot)
  ret void
}
; EXPECTED:
; error: unsupported: llvm.stackprotector in a function with a stack protector (ssp, sspstrong, sspreq: llc-19 checks one slot or the other by target)
