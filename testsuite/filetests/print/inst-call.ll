; test print
; call: tail, musttail, notail markers; calling conventions; fast-math flags; return and
; parameter attributes; function attributes and groups; address spaces; explicit function
; types for varargs; indirect callees; intrinsics; calls returning aggregates.
declare i32 @callee(i32)
declare float @fcallee(float)
declare void @varargs(i32, ...)
declare fastcc i32 @fast(i32)
declare void @as1() addrspace(1)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare float @llvm.fabs.f32(float)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

define i32 @tail_caller(i32 %x) {
  %r = tail call i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @musttail_caller(i32 %x) {
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %r
}

define void @calls(i32 %x, float %f, ptr %fp, ptr %p) {
  %a = call i32 @callee(i32 %x)
  %b = notail call i32 @callee(i32 1)
  %c = call fastcc i32 @fast(i32 %x)
  %d = tail call fastcc i32 @fast(i32 %x)
  %e = call fast float @fcallee(float %f)
  %g = call nnan ninf nsz float @llvm.fabs.f32(float %f)
  %h = call noundef i32 @callee(i32 noundef signext %x) #0
  %i = call i32 %fp(i32 %x)
  call void (i32, ...) @varargs(i32 1)
  call void (i32, ...) @varargs(i32 1, i64 2, ptr null, double 3.0)
  call void (i32, ...) %fp(i32 1, i32 2)
  call addrspace(1) void @as1()
  %j = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 1)
  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 16, i1 false)
  %k = call i32 @callee(i32 %x) nounwind readnone
  %l = call range(i32 0, 10) i32 @callee(i32 %x) "call-site-attr"
  %m = tail call reassoc float @fcallee(float %f) #1
  ret void
}

define fastcc i32 @fast_tail(i32 %x) {
  %r = musttail call fastcc i32 @fast(i32 %x)
  ret i32 %r
}

define void @vararg_musttail(i32 %x, ...) {
  musttail call void (i32, ...) @varargs(i32 %x, ...)
  ret void
}

attributes #0 = { nounwind willreturn }
attributes #1 = { "fp-attr"="1" }
; EXPECTED:
; declare i32 @callee(i32)
;
; declare float @fcallee(float)
;
; declare void @varargs(i32, ...)
;
; declare fastcc i32 @fast(i32)
;
; declare void @as1() addrspace(1)
;
; declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
;
; declare float @llvm.fabs.f32(float)
;
; declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
;
; define i32 @tail_caller(i32 %x) {
;   %r = tail call i32 @callee(i32 %x)
;   ret i32 %r
; }
;
; define i32 @musttail_caller(i32 %x) {
;   %r = musttail call i32 @callee(i32 %x)
;   ret i32 %r
; }
;
; define void @calls(i32 %x, float %f, ptr %fp, ptr %p) {
;   %a = call i32 @callee(i32 %x)
;   %b = notail call i32 @callee(i32 1)
;   %c = call fastcc i32 @fast(i32 %x)
;   %d = tail call fastcc i32 @fast(i32 %x)
;   %e = call fast float @fcallee(float %f)
;   %g = call nnan ninf nsz float @llvm.fabs.f32(float %f)
;   %h = call noundef i32 @callee(i32 noundef signext %x) #0
;   %i = call i32 %fp(i32 %x)
;   call void (i32, ...) @varargs(i32 1)
;   call void (i32, ...) @varargs(i32 1, i64 2, ptr null, double 3.000000e+00)
;   call void (i32, ...) %fp(i32 1, i32 2)
;   call addrspace(1) void @as1()
;   %j = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 1)
;   call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 16, i1 false)
;   %k = call i32 @callee(i32 %x) #1
;   %l = call range(i32 0, 10) i32 @callee(i32 %x) #2
;   %m = tail call reassoc float @fcallee(float %f) #3
;   ret void
; }
;
; define fastcc i32 @fast_tail(i32 %x) {
;   %r = musttail call fastcc i32 @fast(i32 %x)
;   ret i32 %r
; }
;
; define void @vararg_musttail(i32 %x, ...) {
;   musttail call void (i32, ...) @varargs(i32 %x, ...)
;   ret void
; }
;
; attributes #0 = { nounwind willreturn }
; attributes #1 = { nounwind memory(none) }
; attributes #2 = { "call-site-attr" }
; attributes #3 = { "fp-attr"="1" }
