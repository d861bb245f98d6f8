; test print
; First-class and other types: integers from i1 to i8388608, every floating-point type,
; x86_amx, x86_mmx, pointers in address spaces, fixed and scalable vectors (of integers,
; floats and pointers), arrays (nested, zero-length), function types (varargs, returning
; aggregates), label, token, metadata, and target extension types with type and integer
; parameters.
%fnty = type ptr
%tgt = type target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)

@i1 = global i1 false
@i3 = global i3 0
@i128 = global i128 0
@i1024 = global i1024 0
@imax = external global i8388608
@half = global half 0xH0000
@bfloat = global bfloat 0xR0000
@float = global float 0.0
@double = global double 0.0
@fp128 = global fp128 0xL00000000000000000000000000000000
@x86_fp80 = global x86_fp80 0xK00000000000000000000
@ppc_fp128 = global ppc_fp128 0xM00000000000000000000000000000000
@ptr0 = global ptr null
@ptr1 = global ptr addrspace(1) null
@ptr_big = global ptr addrspace(8388607) null
@vec_i = global <3 x i7> zeroinitializer
@vec_f = global <8 x half> zeroinitializer
@vec_p = global <4 x ptr addrspace(2)> zeroinitializer
@arr = global [0 x [3 x [2 x i8]]] zeroinitializer
@tgt_zero = global target("spirv.DeviceEvent") zeroinitializer
@tgt_params = external global %tgt

declare void @fn_types(void (i32, ...)*, { i32, i64 } (ptr)*, <vscale x 1 x i64>, <vscale x 16 x i1>, <vscale x 2 x ptr>, x86_mmx)
declare x86_amx @llvm.x86.tilezero.internal(i16, i16, i8)
declare token @llvm.experimental.convergence.anchor()
declare void @llvm.md(metadata)
declare void @takes_tgt(target("spirv.Event"), target("aarch64.svcount"), target("dx.RawBuffer", <4 x float>, 1, 0))

define void @labels_tokens() {
entry:
  %t = call token @llvm.experimental.convergence.anchor()
  br label %next

next:
  ret void
}
; EXPECTED:
; @i1 = global i1 false
; @i3 = global i3 0
; @i128 = global i128 0
; @i1024 = global i1024 0
; @imax = external global i8388608
; @half = global half 0xH0000
; @bfloat = global bfloat 0xR0000
; @float = global float 0.000000e+00
; @double = global double 0.000000e+00
; @fp128 = global fp128 0xL00000000000000000000000000000000
; @x86_fp80 = global x86_fp80 0xK00000000000000000000
; @ppc_fp128 = global ppc_fp128 0xM00000000000000000000000000000000
; @ptr0 = global ptr null
; @ptr1 = global ptr addrspace(1) null
; @ptr_big = global ptr addrspace(8388607) null
; @vec_i = global <3 x i7> zeroinitializer
; @vec_f = global <8 x half> zeroinitializer
; @vec_p = global <4 x ptr addrspace(2)> zeroinitializer
; @arr = global [0 x [3 x [2 x i8]]] zeroinitializer
; @tgt_zero = global target("spirv.DeviceEvent") zeroinitializer
; @tgt_params = external global target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)
;
; declare void @fn_types(ptr, ptr, <vscale x 1 x i64>, <vscale x 16 x i1>, <vscale x 2 x ptr>, <1 x i64>)
;
; declare x86_amx @llvm.x86.tilezero.internal(i16, i16, i8)
;
; declare token @llvm.experimental.convergence.anchor()
;
; declare void @llvm.md(metadata)
;
; declare void @takes_tgt(target("spirv.Event"), target("aarch64.svcount"), target("dx.RawBuffer", <4 x float>, 1, 0))
;
; define void @labels_tokens() {
; entry:
;   %t = call token @llvm.experimental.convergence.anchor()
;   br label %next
;
; next:
;   ret void
; }
