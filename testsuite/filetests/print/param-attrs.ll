; test print
; Every parameter attribute of LangRef "Parameter Attributes" that LLVM 19 accepts, on
; declarations, definitions and call sites.
%struct = type { i32, [4 x i8] }

declare void @ext_int(i8 zeroext, i8 signext, i32 inreg)
declare void @byvals(ptr byval(%struct), ptr byval(i64) align 8, ptr byref(%struct), ptr preallocated(%struct))
declare void @sret_inalloca(ptr sret(%struct) align 4, ptr inalloca(i32))
declare void @ptr_props(ptr noalias, ptr nocapture, ptr nofree, ptr nest, ptr nonnull, ptr dereferenceable(16), ptr dereferenceable_or_null(8), ptr readnone, ptr readonly, ptr writeonly, ptr writable, ptr dead_on_unwind, ptr align 64)
declare ptr @returns_arg(ptr returned)
declare void @misc(i32 noundef, ptr swiftself, ptr swiftasync, ptr swifterror, float nofpclass(nan), double nofpclass(inf zero), float nofpclass(snan qnan ninf nnorm nsub nzero pzero psub pnorm pinf))
declare ptr @alloc(i64 allocalign, ptr allocptr)
declare void @ranges(i8 range(i8 0, 10), i32 range(i32 -5, 5), <2 x i16> range(i16 1, 0))
declare void @init(ptr initializes((0, 4)), ptr initializes((0, 4), (8, 12)), ptr initializes((-4, 0)))
declare void @stack_align(ptr alignstack(16))
declare void @combined(ptr noalias nocapture noundef nonnull writeonly align 16 dereferenceable(64) sret(%struct), i32 noundef signext range(i32 0, 100))
declare void @vec(<4 x ptr> align 16, <2 x i32> noundef)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)

define void @def(ptr sret({ i64, i64 }) %r, ptr noalias nocapture readonly %p, ptr byval([3 x i32]) align 4 %q, i32 zeroext %z) {
  ret void
}

define void @calls(ptr %p, i32 %x) {
  call void @ext_int(i8 zeroext 1, i8 signext -1, i32 inreg %x)
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(%struct)
  call void @byvals(ptr byval(%struct) %p, ptr byval(i64) align 8 %p, ptr byref(%struct) %p, ptr preallocated(%struct) %a) [ "preallocated"(token %t) ]
  call void @sret_inalloca(ptr sret(%struct) align 4 %p, ptr inalloca(i32) %p)
  %e = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype([4 x i32]) %p, i32 0, i32 1)
  call void @init(ptr initializes((0, 4)) %p, ptr %p, ptr %p)
  call void @combined(ptr noalias sret(%struct) %p, i32 noundef range(i32 0, 100) %x)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 %e, i64 8, i1 false)
  ret void
}
; EXPECTED:
; %struct = type { i32, [4 x i8] }
;
; declare void @ext_int(i8 zeroext, i8 signext, i32 inreg)
;
; declare void @byvals(ptr byval(%struct), ptr byval(i64) align 8, ptr byref(%struct), ptr preallocated(%struct))
;
; declare void @sret_inalloca(ptr sret(%struct) align 4, ptr inalloca(i32))
;
; declare void @ptr_props(ptr noalias, ptr nocapture, ptr nofree, ptr nest, ptr nonnull, ptr dereferenceable(16), ptr dereferenceable_or_null(8), ptr readnone, ptr readonly, ptr writeonly, ptr writable, ptr dead_on_unwind, ptr align 64)
;
; declare ptr @returns_arg(ptr returned)
;
; declare void @misc(i32 noundef, ptr swiftself, ptr swiftasync, ptr swifterror, float nofpclass(nan), double nofpclass(inf zero), float nofpclass(all))
;
; declare ptr @alloc(i64 allocalign, ptr allocptr)
;
; declare void @ranges(i8 range(i8 0, 10), i32 range(i32 -5, 5), <2 x i16> range(i16 1, 0))
;
; declare void @init(ptr initializes((0, 4)), ptr initializes((0, 4), (8, 12)), ptr initializes((-4, 0)))
;
; declare void @stack_align(ptr alignstack(16))
;
; declare void @combined(ptr noalias nocapture noundef nonnull writeonly sret(%struct) align 16 dereferenceable(64), i32 noundef signext range(i32 0, 100))
;
; declare void @vec(<4 x ptr> align 16, <2 x i32> noundef)
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
;
; declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
;
; declare token @llvm.call.preallocated.setup(i32)
;
; declare ptr @llvm.call.preallocated.arg(token, i32)
;
; define void @def(ptr sret({ i64, i64 }) %r, ptr noalias nocapture readonly %p, ptr byval([3 x i32]) align 4 %q, i32 zeroext %z) {
;   ret void
; }
;
; define void @calls(ptr %p, i32 %x) {
;   call void @ext_int(i8 zeroext 1, i8 signext -1, i32 inreg %x)
;   %t = call token @llvm.call.preallocated.setup(i32 1)
;   %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) #0
;   call void @byvals(ptr byval(%struct) %p, ptr byval(i64) align 8 %p, ptr byref(%struct) %p, ptr preallocated(%struct) %a) [ "preallocated"(token %t) ]
;   call void @sret_inalloca(ptr sret(%struct) align 4 %p, ptr inalloca(i32) %p)
;   %e = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype([4 x i32]) %p, i32 0, i32 1)
;   call void @init(ptr initializes((0, 4)) %p, ptr %p, ptr %p)
;   call void @combined(ptr noalias sret(%struct) %p, i32 noundef range(i32 0, 100) %x)
;   call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 %e, i64 8, i1 false)
;   ret void
; }
;
; attributes #0 = { preallocated(%struct) }
