; test print
; Basic terminators: ret (void, value, aggregate), br (unconditional, conditional),
; switch (empty, many cases, wide and negative case values), indirectbr (empty and
; several destinations), unreachable.
define void @ret_void() {
  ret void
}

define { i32, ptr } @ret_agg(ptr %p) {
  %a = insertvalue { i32, ptr } poison, ptr %p, 1
  ret { i32, ptr } %a
}

define i32 @branches(i1 %c, i32 %x) {
entry:
  br i1 %c, label %t, label %f

t:
  br label %join

f:
  br i1 true, label %join, label %join

join:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 -1, label %b
    i32 2147483647, label %a
    i32 -2147483648, label %b
  ]

a:
  switch i32 %x, label %def []

b:
  switch i128 0, label %def [
    i128 170141183460469231731687303715884105727, label %a
  ]

def:
  switch i1 %c, label %end [
    i1 true, label %ret
  ]

ret:
  ret i32 %x

end:
  unreachable
}

define void @indirect(ptr %p) {
entry:
  indirectbr ptr %p, [label %one, label %two, label %one]

one:
  indirectbr ptr %p, []

two:
  ret void
}
; EXPECTED:
; define void @ret_void() {
;   ret void
; }
;
; define { i32, ptr } @ret_agg(ptr %p) {
;   %a = insertvalue { i32, ptr } poison, ptr %p, 1
;   ret { i32, ptr } %a
; }
;
; define i32 @branches(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %t, label %f
;
; t:
;   br label %join
;
; f:
;   br i1 true, label %join, label %join
;
; join:
;   switch i32 %x, label %def [
;     i32 0, label %a
;     i32 -1, label %b
;     i32 2147483647, label %a
;     i32 -2147483648, label %b
;   ]
;
; a:
;   switch i32 %x, label %def [
;   ]
;
; b:
;   switch i128 0, label %def [
;     i128 170141183460469231731687303715884105727, label %a
;   ]
;
; def:
;   switch i1 %c, label %end [
;     i1 true, label %ret
;   ]
;
; ret:
;   ret i32 %x
;
; end:
;   unreachable
; }
;
; define void @indirect(ptr %p) {
; entry:
;   indirectbr ptr %p, [label %one, label %two, label %one]
;
; one:
;   indirectbr ptr %p, []
;
; two:
;   ret void
; }
