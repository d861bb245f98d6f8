; test opt
; RUN-PASSES: mem2reg
; Slots mem2reg must leave in memory: volatile or atomic accesses, an escaping address,
; a load of another type, an array, a slot outside the entry block, an aggregate. Only
; %ok is promoted.

declare void @use(ptr)

define i32 @f(i32 %a) {
entry:
  %ok = alloca i32, align 4
  %vol = alloca i32, align 4
  %atom = alloca i32, align 4
  %esc = alloca i32, align 4
  %pun = alloca i32, align 4
  %arr = alloca i32, i32 2, align 4
  %agg = alloca { i32, i32 }, align 4
  %self = alloca ptr, align 8
  store i32 %a, ptr %ok, align 4
  store volatile i32 %a, ptr %vol, align 4
  store atomic i32 %a, ptr %atom seq_cst, align 4
  store i32 %a, ptr %esc, align 4
  call void @use(ptr %esc)
  store i32 %a, ptr %pun, align 4
  %f = load float, ptr %pun, align 4
  store i32 %a, ptr %arr, align 4
  store { i32, i32 } zeroinitializer, ptr %agg, align 4
  store ptr %self, ptr %self, align 8
  br label %next
next:
  %late = alloca i32, align 4
  store i32 %a, ptr %late, align 4
  %l = load i32, ptr %late, align 4
  %v1 = load i32, ptr %ok, align 4
  %v2 = load volatile i32, ptr %vol, align 4
  %v3 = load atomic i32, ptr %atom seq_cst, align 4
  %s1 = add i32 %v1, %v2
  %s2 = add i32 %s1, %v3
  %s3 = add i32 %s2, %l
  ret i32 %s3
}
; EXPECTED:
; declare void @use(ptr)
;
; define i32 @f(i32 %a) {
; entry:
;   %vol = alloca i32, align 4
;   %atom = alloca i32, align 4
;   %esc = alloca i32, align 4
;   %pun = alloca i32, align 4
;   %arr = alloca i32, i32 2, align 4
;   %agg = alloca { i32, i32 }, align 4
;   %self = alloca ptr, align 8
;   store volatile i32 %a, ptr %vol, align 4
;   store atomic i32 %a, ptr %atom seq_cst, align 4
;   store i32 %a, ptr %esc, align 4
;   call void @use(ptr %esc)
;   store i32 %a, ptr %pun, align 4
;   %f = load float, ptr %pun, align 4
;   store i32 %a, ptr %arr, align 4
;   store { i32, i32 } zeroinitializer, ptr %agg, align 4
;   store ptr %self, ptr %self, align 8
;   br label %next
;
; next:
;   %late = alloca i32, align 4
;   store i32 %a, ptr %late, align 4
;   %l = load i32, ptr %late, align 4
;   %v2 = load volatile i32, ptr %vol, align 4
;   %v3 = load atomic i32, ptr %atom seq_cst, align 4
;   %s1 = add i32 %a, %v2
;   %s2 = add i32 %s1, %v3
;   %s3 = add i32 %s2, %l
;   ret i32 %s3
; }
