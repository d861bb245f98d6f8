; test error
define void @f() {
  %p = alloca i32, align 4, i32 2
  ret void
}
; EXPECTED:
; 3:29: error: expected 'align' or 'addrspace', found 'i32'
