; test compile -O2 target=x86_64-linux-gnu
; Addressing: GEP indices folded into the load's address, a global's address through
; the GOT in PIC, stores of constants.

@table = external global [16 x i32]

define i32 @element(ptr %p, i64 %i) {
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @field(ptr %p) {
  %a = getelementptr inbounds { i64, i32 }, ptr %p, i64 0, i32 1
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @from_table(i64 %i) {
  %a = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %i
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define void @store_zero(ptr %p) {
  store i64 0, ptr %p, align 8
  ret void
}
; EXPECTED:
; function @element:
;    0:  movl (%rdi,%rsi,4), %eax
;    3:  retq
;
; function @field:
;    0:  movl 8(%rdi), %eax
;    3:  retq
;
; function @from_table:
;    0:  movq (%rip), %rdx  # GotPc32 { relaxable: true } @table-4
;    7:  movl (%rdx,%rdi,4), %eax
;    a:  retq
;
; function @store_zero:
;    0:  movq $0, (%rdi)
;    7:  retq
