; test print
; A second data layout spelling (AArch64, with address spaces, function pointer alignment,
; non-integral address spaces) and its triple.
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32-P1-G1-A5-ni:7:8-p7:160:256:256:32"
target triple = "arm64-apple-macosx14.0.0"

define void @f() {
  ret void
}
; EXPECTED:
; target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32-P1-G1-A5-ni:7:8-p7:160:256:256:32"
; target triple = "arm64-apple-macosx14.0.0"
;
; define void @f() addrspace(1) {
;   ret void
; }
