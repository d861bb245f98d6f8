; test print
; phi (several incoming values, constants, self references, fast-math flags on FP phis,
; duplicate predecessors from switch), select (scalar and vector condition, fast-math
; flags, aggregates), freeze (scalars, vectors, aggregates, pointers).
define float @phis(i1 %c, i32 %x, float %f) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  switch i32 %x, label %join [
    i32 1, label %join
  ]

join:
  %p = phi i32 [ 1, %a ], [ %x, %b ], [ %x, %b ]
  %pf = phi fast float [ %f, %a ], [ 0.0, %b ], [ 0.0, %b ]
  %pnn = phi nnan nsz float [ %f, %a ], [ %f, %b ], [ %f, %b ]
  br label %loop

loop:
  %i = phi i32 [ 0, %join ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %p
  br i1 %done, label %exit, label %loop

exit:
  ret float %pf
}

define void @selects(i1 %c, <2 x i1> %vc, i32 %a, i32 %b, <2 x float> %v, <2 x float> %w, float %f, { i32, ptr } %s, ptr %p) {
  %s0 = select i1 %c, i32 %a, i32 %b
  %s1 = select <2 x i1> %vc, <2 x float> %v, <2 x float> %w
  %s2 = select i1 %c, <2 x float> %v, <2 x float> %w
  %s3 = select nnan nsz i1 %c, float %f, float 0.0
  %s4 = select fast <2 x i1> %vc, <2 x float> %v, <2 x float> zeroinitializer
  %s5 = select i1 %c, { i32, ptr } %s, { i32, ptr } zeroinitializer
  %s6 = select i1 true, ptr %p, ptr null
  %f0 = freeze i32 %a
  %f1 = freeze <2 x float> %v
  %f2 = freeze { i32, ptr } %s
  %f3 = freeze ptr %p
  %f4 = freeze i32 poison
  ret void
}
; EXPECTED:
; define float @phis(i1 %c, i32 %x, float %f) {
; entry:
;   br i1 %c, label %a, label %b
;
; a:
;   br label %join
;
; b:
;   switch i32 %x, label %join [
;     i32 1, label %join
;   ]
;
; join:
;   %p = phi i32 [ 1, %a ], [ %x, %b ], [ %x, %b ]
;   %pf = phi fast float [ %f, %a ], [ 0.000000e+00, %b ], [ 0.000000e+00, %b ]
;   %pnn = phi nnan nsz float [ %f, %a ], [ %f, %b ], [ %f, %b ]
;   br label %loop
;
; loop:
;   %i = phi i32 [ 0, %join ], [ %i.next, %loop ]
;   %i.next = add i32 %i, 1
;   %done = icmp eq i32 %i.next, %p
;   br i1 %done, label %exit, label %loop
;
; exit:
;   ret float %pf
; }
;
; define void @selects(i1 %c, <2 x i1> %vc, i32 %a, i32 %b, <2 x float> %v, <2 x float> %w, float %f, { i32, ptr } %s, ptr %p) {
;   %s0 = select i1 %c, i32 %a, i32 %b
;   %s1 = select <2 x i1> %vc, <2 x float> %v, <2 x float> %w
;   %s2 = select i1 %c, <2 x float> %v, <2 x float> %w
;   %s3 = select nnan nsz i1 %c, float %f, float 0.000000e+00
;   %s4 = select fast <2 x i1> %vc, <2 x float> %v, <2 x float> zeroinitializer
;   %s5 = select i1 %c, { i32, ptr } %s, { i32, ptr } zeroinitializer
;   %s6 = select i1 true, ptr %p, ptr null
;   %f0 = freeze i32 %a
;   %f1 = freeze <2 x float> %v
;   %f2 = freeze { i32, ptr } %s
;   %f3 = freeze ptr %p
;   %f4 = freeze i32 poison
;   ret void
; }
