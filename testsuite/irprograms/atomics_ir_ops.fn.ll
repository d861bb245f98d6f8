; Atomic instructions C cannot spell: atomicrmw uinc_wrap/udec_wrap/fmax/fmin, every
; ordering of load/store/atomicrmw/cmpxchg (weak and strong, every success/failure pair),
; syncscope("singlethread"), 16-byte atomics with cmpxchg16b ("+cx16"), atomicrmw whose
; result is unused (lock op). Driven by atomics_ir_ops.c.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @rmw_xchg_i8(ptr %p, i8 %v) {
  %o = atomicrmw xchg ptr %p, i8 %v monotonic, align 1
  ret i8 %o
}
define i8 @rmw_add_i8(ptr %p, i8 %v) {
  %o = atomicrmw add ptr %p, i8 %v acquire, align 1
  ret i8 %o
}
define i8 @rmw_sub_i8(ptr %p, i8 %v) {
  %o = atomicrmw sub ptr %p, i8 %v release, align 1
  ret i8 %o
}
define i8 @rmw_and_i8(ptr %p, i8 %v) {
  %o = atomicrmw and ptr %p, i8 %v acq_rel, align 1
  ret i8 %o
}
define i8 @rmw_nand_i8(ptr %p, i8 %v) {
  %o = atomicrmw nand ptr %p, i8 %v seq_cst, align 1
  ret i8 %o
}
define i8 @rmw_or_i8(ptr %p, i8 %v) {
  %o = atomicrmw or ptr %p, i8 %v monotonic, align 1
  ret i8 %o
}
define i8 @rmw_xor_i8(ptr %p, i8 %v) {
  %o = atomicrmw xor ptr %p, i8 %v acquire, align 1
  ret i8 %o
}
define i8 @rmw_max_i8(ptr %p, i8 %v) {
  %o = atomicrmw max ptr %p, i8 %v release, align 1
  ret i8 %o
}
define i8 @rmw_min_i8(ptr %p, i8 %v) {
  %o = atomicrmw min ptr %p, i8 %v acq_rel, align 1
  ret i8 %o
}
define i8 @rmw_umax_i8(ptr %p, i8 %v) {
  %o = atomicrmw umax ptr %p, i8 %v seq_cst, align 1
  ret i8 %o
}
define i8 @rmw_umin_i8(ptr %p, i8 %v) {
  %o = atomicrmw umin ptr %p, i8 %v monotonic, align 1
  ret i8 %o
}
define i8 @rmw_uinc_wrap_i8(ptr %p, i8 %v) {
  %o = atomicrmw uinc_wrap ptr %p, i8 %v acquire, align 1
  ret i8 %o
}
define i8 @rmw_udec_wrap_i8(ptr %p, i8 %v) {
  %o = atomicrmw udec_wrap ptr %p, i8 %v release, align 1
  ret i8 %o
}
define void @rmw_nr_add_i8(ptr %p, i8 %v) {
  %o = atomicrmw add ptr %p, i8 %v acq_rel, align 1
  %q = atomicrmw add ptr %p, i8 3 acq_rel, align 1
  ret void
}
define void @rmw_nr_sub_i8(ptr %p, i8 %v) {
  %o = atomicrmw sub ptr %p, i8 %v seq_cst, align 1
  %q = atomicrmw sub ptr %p, i8 3 seq_cst, align 1
  ret void
}
define void @rmw_nr_and_i8(ptr %p, i8 %v) {
  %o = atomicrmw and ptr %p, i8 %v monotonic, align 1
  %q = atomicrmw and ptr %p, i8 3 monotonic, align 1
  ret void
}
define void @rmw_nr_or_i8(ptr %p, i8 %v) {
  %o = atomicrmw or ptr %p, i8 %v acquire, align 1
  %q = atomicrmw or ptr %p, i8 3 acquire, align 1
  ret void
}
define void @rmw_nr_xor_i8(ptr %p, i8 %v) {
  %o = atomicrmw xor ptr %p, i8 %v release, align 1
  %q = atomicrmw xor ptr %p, i8 3 release, align 1
  ret void
}
define i16 @rmw_xchg_i16(ptr %p, i16 %v) {
  %o = atomicrmw xchg ptr %p, i16 %v acq_rel, align 2
  ret i16 %o
}
define i16 @rmw_add_i16(ptr %p, i16 %v) {
  %o = atomicrmw add ptr %p, i16 %v seq_cst, align 2
  ret i16 %o
}
define i16 @rmw_sub_i16(ptr %p, i16 %v) {
  %o = atomicrmw sub ptr %p, i16 %v monotonic, align 2
  ret i16 %o
}
define i16 @rmw_and_i16(ptr %p, i16 %v) {
  %o = atomicrmw and ptr %p, i16 %v acquire, align 2
  ret i16 %o
}
define i16 @rmw_nand_i16(ptr %p, i16 %v) {
  %o = atomicrmw nand ptr %p, i16 %v release, align 2
  ret i16 %o
}
define i16 @rmw_or_i16(ptr %p, i16 %v) {
  %o = atomicrmw or ptr %p, i16 %v acq_rel, align 2
  ret i16 %o
}
define i16 @rmw_xor_i16(ptr %p, i16 %v) {
  %o = atomicrmw xor ptr %p, i16 %v seq_cst, align 2
  ret i16 %o
}
define i16 @rmw_max_i16(ptr %p, i16 %v) {
  %o = atomicrmw max ptr %p, i16 %v monotonic, align 2
  ret i16 %o
}
define i16 @rmw_min_i16(ptr %p, i16 %v) {
  %o = atomicrmw min ptr %p, i16 %v acquire, align 2
  ret i16 %o
}
define i16 @rmw_umax_i16(ptr %p, i16 %v) {
  %o = atomicrmw umax ptr %p, i16 %v release, align 2
  ret i16 %o
}
define i16 @rmw_umin_i16(ptr %p, i16 %v) {
  %o = atomicrmw umin ptr %p, i16 %v acq_rel, align 2
  ret i16 %o
}
define i16 @rmw_uinc_wrap_i16(ptr %p, i16 %v) {
  %o = atomicrmw uinc_wrap ptr %p, i16 %v seq_cst, align 2
  ret i16 %o
}
define i16 @rmw_udec_wrap_i16(ptr %p, i16 %v) {
  %o = atomicrmw udec_wrap ptr %p, i16 %v monotonic, align 2
  ret i16 %o
}
define void @rmw_nr_add_i16(ptr %p, i16 %v) {
  %o = atomicrmw add ptr %p, i16 %v acquire, align 2
  %q = atomicrmw add ptr %p, i16 3 acquire, align 2
  ret void
}
define void @rmw_nr_sub_i16(ptr %p, i16 %v) {
  %o = atomicrmw sub ptr %p, i16 %v release, align 2
  %q = atomicrmw sub ptr %p, i16 3 release, align 2
  ret void
}
define void @rmw_nr_and_i16(ptr %p, i16 %v) {
  %o = atomicrmw and ptr %p, i16 %v acq_rel, align 2
  %q = atomicrmw and ptr %p, i16 3 acq_rel, align 2
  ret void
}
define void @rmw_nr_or_i16(ptr %p, i16 %v) {
  %o = atomicrmw or ptr %p, i16 %v seq_cst, align 2
  %q = atomicrmw or ptr %p, i16 3 seq_cst, align 2
  ret void
}
define void @rmw_nr_xor_i16(ptr %p, i16 %v) {
  %o = atomicrmw xor ptr %p, i16 %v monotonic, align 2
  %q = atomicrmw xor ptr %p, i16 3 monotonic, align 2
  ret void
}
define i32 @rmw_xchg_i32(ptr %p, i32 %v) {
  %o = atomicrmw xchg ptr %p, i32 %v acquire, align 4
  ret i32 %o
}
define i32 @rmw_add_i32(ptr %p, i32 %v) {
  %o = atomicrmw add ptr %p, i32 %v release, align 4
  ret i32 %o
}
define i32 @rmw_sub_i32(ptr %p, i32 %v) {
  %o = atomicrmw sub ptr %p, i32 %v acq_rel, align 4
  ret i32 %o
}
define i32 @rmw_and_i32(ptr %p, i32 %v) {
  %o = atomicrmw and ptr %p, i32 %v seq_cst, align 4
  ret i32 %o
}
define i32 @rmw_nand_i32(ptr %p, i32 %v) {
  %o = atomicrmw nand ptr %p, i32 %v monotonic, align 4
  ret i32 %o
}
define i32 @rmw_or_i32(ptr %p, i32 %v) {
  %o = atomicrmw or ptr %p, i32 %v acquire, align 4
  ret i32 %o
}
define i32 @rmw_xor_i32(ptr %p, i32 %v) {
  %o = atomicrmw xor ptr %p, i32 %v release, align 4
  ret i32 %o
}
define i32 @rmw_max_i32(ptr %p, i32 %v) {
  %o = atomicrmw max ptr %p, i32 %v acq_rel, align 4
  ret i32 %o
}
define i32 @rmw_min_i32(ptr %p, i32 %v) {
  %o = atomicrmw min ptr %p, i32 %v seq_cst, align 4
  ret i32 %o
}
define i32 @rmw_umax_i32(ptr %p, i32 %v) {
  %o = atomicrmw umax ptr %p, i32 %v monotonic, align 4
  ret i32 %o
}
define i32 @rmw_umin_i32(ptr %p, i32 %v) {
  %o = atomicrmw umin ptr %p, i32 %v acquire, align 4
  ret i32 %o
}
define i32 @rmw_uinc_wrap_i32(ptr %p, i32 %v) {
  %o = atomicrmw uinc_wrap ptr %p, i32 %v release, align 4
  ret i32 %o
}
define i32 @rmw_udec_wrap_i32(ptr %p, i32 %v) {
  %o = atomicrmw udec_wrap ptr %p, i32 %v acq_rel, align 4
  ret i32 %o
}
define void @rmw_nr_add_i32(ptr %p, i32 %v) {
  %o = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  %q = atomicrmw add ptr %p, i32 3 seq_cst, align 4
  ret void
}
define void @rmw_nr_sub_i32(ptr %p, i32 %v) {
  %o = atomicrmw sub ptr %p, i32 %v monotonic, align 4
  %q = atomicrmw sub ptr %p, i32 3 monotonic, align 4
  ret void
}
define void @rmw_nr_and_i32(ptr %p, i32 %v) {
  %o = atomicrmw and ptr %p, i32 %v acquire, align 4
  %q = atomicrmw and ptr %p, i32 3 acquire, align 4
  ret void
}
define void @rmw_nr_or_i32(ptr %p, i32 %v) {
  %o = atomicrmw or ptr %p, i32 %v release, align 4
  %q = atomicrmw or ptr %p, i32 3 release, align 4
  ret void
}
define void @rmw_nr_xor_i32(ptr %p, i32 %v) {
  %o = atomicrmw xor ptr %p, i32 %v acq_rel, align 4
  %q = atomicrmw xor ptr %p, i32 3 acq_rel, align 4
  ret void
}
define i64 @rmw_xchg_i64(ptr %p, i64 %v) {
  %o = atomicrmw xchg ptr %p, i64 %v seq_cst, align 8
  ret i64 %o
}
define i64 @rmw_add_i64(ptr %p, i64 %v) {
  %o = atomicrmw add ptr %p, i64 %v monotonic, align 8
  ret i64 %o
}
define i64 @rmw_sub_i64(ptr %p, i64 %v) {
  %o = atomicrmw sub ptr %p, i64 %v acquire, align 8
  ret i64 %o
}
define i64 @rmw_and_i64(ptr %p, i64 %v) {
  %o = atomicrmw and ptr %p, i64 %v release, align 8
  ret i64 %o
}
define i64 @rmw_nand_i64(ptr %p, i64 %v) {
  %o = atomicrmw nand ptr %p, i64 %v acq_rel, align 8
  ret i64 %o
}
define i64 @rmw_or_i64(ptr %p, i64 %v) {
  %o = atomicrmw or ptr %p, i64 %v seq_cst, align 8
  ret i64 %o
}
define i64 @rmw_xor_i64(ptr %p, i64 %v) {
  %o = atomicrmw xor ptr %p, i64 %v monotonic, align 8
  ret i64 %o
}
define i64 @rmw_max_i64(ptr %p, i64 %v) {
  %o = atomicrmw max ptr %p, i64 %v acquire, align 8
  ret i64 %o
}
define i64 @rmw_min_i64(ptr %p, i64 %v) {
  %o = atomicrmw min ptr %p, i64 %v release, align 8
  ret i64 %o
}
define i64 @rmw_umax_i64(ptr %p, i64 %v) {
  %o = atomicrmw umax ptr %p, i64 %v acq_rel, align 8
  ret i64 %o
}
define i64 @rmw_umin_i64(ptr %p, i64 %v) {
  %o = atomicrmw umin ptr %p, i64 %v seq_cst, align 8
  ret i64 %o
}
define i64 @rmw_uinc_wrap_i64(ptr %p, i64 %v) {
  %o = atomicrmw uinc_wrap ptr %p, i64 %v monotonic, align 8
  ret i64 %o
}
define i64 @rmw_udec_wrap_i64(ptr %p, i64 %v) {
  %o = atomicrmw udec_wrap ptr %p, i64 %v acquire, align 8
  ret i64 %o
}
define void @rmw_nr_add_i64(ptr %p, i64 %v) {
  %o = atomicrmw add ptr %p, i64 %v release, align 8
  %q = atomicrmw add ptr %p, i64 3 release, align 8
  ret void
}
define void @rmw_nr_sub_i64(ptr %p, i64 %v) {
  %o = atomicrmw sub ptr %p, i64 %v acq_rel, align 8
  %q = atomicrmw sub ptr %p, i64 3 acq_rel, align 8
  ret void
}
define void @rmw_nr_and_i64(ptr %p, i64 %v) {
  %o = atomicrmw and ptr %p, i64 %v seq_cst, align 8
  %q = atomicrmw and ptr %p, i64 3 seq_cst, align 8
  ret void
}
define void @rmw_nr_or_i64(ptr %p, i64 %v) {
  %o = atomicrmw or ptr %p, i64 %v monotonic, align 8
  %q = atomicrmw or ptr %p, i64 3 monotonic, align 8
  ret void
}
define void @rmw_nr_xor_i64(ptr %p, i64 %v) {
  %o = atomicrmw xor ptr %p, i64 %v acquire, align 8
  %q = atomicrmw xor ptr %p, i64 3 acquire, align 8
  ret void
}
define float @rmw_xchg_float(ptr %p, float %v) {
  %o = atomicrmw xchg ptr %p, float %v release, align 4
  ret float %o
}
define float @rmw_fadd_float(ptr %p, float %v) {
  %o = atomicrmw fadd ptr %p, float %v acq_rel, align 4
  ret float %o
}
define float @rmw_fsub_float(ptr %p, float %v) {
  %o = atomicrmw fsub ptr %p, float %v seq_cst, align 4
  ret float %o
}
define float @rmw_fmax_float(ptr %p, float %v) {
  %o = atomicrmw fmax ptr %p, float %v monotonic, align 4
  ret float %o
}
define float @rmw_fmin_float(ptr %p, float %v) {
  %o = atomicrmw fmin ptr %p, float %v acquire, align 4
  ret float %o
}
define double @rmw_xchg_double(ptr %p, double %v) {
  %o = atomicrmw xchg ptr %p, double %v release, align 8
  ret double %o
}
define double @rmw_fadd_double(ptr %p, double %v) {
  %o = atomicrmw fadd ptr %p, double %v acq_rel, align 8
  ret double %o
}
define double @rmw_fsub_double(ptr %p, double %v) {
  %o = atomicrmw fsub ptr %p, double %v seq_cst, align 8
  ret double %o
}
define double @rmw_fmax_double(ptr %p, double %v) {
  %o = atomicrmw fmax ptr %p, double %v monotonic, align 8
  ret double %o
}
define double @rmw_fmin_double(ptr %p, double %v) {
  %o = atomicrmw fmin ptr %p, double %v acquire, align 8
  ret double %o
}
define i8 @load_unordered_i8(ptr %p) {
  %v = load atomic i8, ptr %p unordered, align 1
  ret i8 %v
}
define i8 @load_monotonic_i8(ptr %p) {
  %v = load atomic i8, ptr %p monotonic, align 1
  ret i8 %v
}
define i8 @load_acquire_i8(ptr %p) {
  %v = load atomic i8, ptr %p acquire, align 1
  ret i8 %v
}
define i8 @load_seq_cst_i8(ptr %p) {
  %v = load atomic i8, ptr %p seq_cst, align 1
  ret i8 %v
}
define void @store_unordered_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p unordered, align 1
  ret void
}
define void @store_monotonic_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p monotonic, align 1
  ret void
}
define void @store_release_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p release, align 1
  ret void
}
define void @store_seq_cst_i8(ptr %p, i8 %v) {
  store atomic i8 %v, ptr %p seq_cst, align 1
  ret void
}
define i16 @load_unordered_i16(ptr %p) {
  %v = load atomic i16, ptr %p unordered, align 2
  ret i16 %v
}
define i16 @load_monotonic_i16(ptr %p) {
  %v = load atomic i16, ptr %p monotonic, align 2
  ret i16 %v
}
define i16 @load_acquire_i16(ptr %p) {
  %v = load atomic i16, ptr %p acquire, align 2
  ret i16 %v
}
define i16 @load_seq_cst_i16(ptr %p) {
  %v = load atomic i16, ptr %p seq_cst, align 2
  ret i16 %v
}
define void @store_unordered_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p unordered, align 2
  ret void
}
define void @store_monotonic_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p monotonic, align 2
  ret void
}
define void @store_release_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p release, align 2
  ret void
}
define void @store_seq_cst_i16(ptr %p, i16 %v) {
  store atomic i16 %v, ptr %p seq_cst, align 2
  ret void
}
define i32 @load_unordered_i32(ptr %p) {
  %v = load atomic i32, ptr %p unordered, align 4
  ret i32 %v
}
define i32 @load_monotonic_i32(ptr %p) {
  %v = load atomic i32, ptr %p monotonic, align 4
  ret i32 %v
}
define i32 @load_acquire_i32(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}
define i32 @load_seq_cst_i32(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %v
}
define void @store_unordered_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p unordered, align 4
  ret void
}
define void @store_monotonic_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p monotonic, align 4
  ret void
}
define void @store_release_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p release, align 4
  ret void
}
define void @store_seq_cst_i32(ptr %p, i32 %v) {
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}
define i64 @load_unordered_i64(ptr %p) {
  %v = load atomic i64, ptr %p unordered, align 8
  ret i64 %v
}
define i64 @load_monotonic_i64(ptr %p) {
  %v = load atomic i64, ptr %p monotonic, align 8
  ret i64 %v
}
define i64 @load_acquire_i64(ptr %p) {
  %v = load atomic i64, ptr %p acquire, align 8
  ret i64 %v
}
define i64 @load_seq_cst_i64(ptr %p) {
  %v = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %v
}
define void @store_unordered_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p unordered, align 8
  ret void
}
define void @store_monotonic_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p monotonic, align 8
  ret void
}
define void @store_release_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p release, align 8
  ret void
}
define void @store_seq_cst_i64(ptr %p, i64 %v) {
  store atomic i64 %v, ptr %p seq_cst, align 8
  ret void
}
define float @load_unordered_float(ptr %p) {
  %v = load atomic float, ptr %p unordered, align 4
  ret float %v
}
define float @load_monotonic_float(ptr %p) {
  %v = load atomic float, ptr %p monotonic, align 4
  ret float %v
}
define float @load_acquire_float(ptr %p) {
  %v = load atomic float, ptr %p acquire, align 4
  ret float %v
}
define float @load_seq_cst_float(ptr %p) {
  %v = load atomic float, ptr %p seq_cst, align 4
  ret float %v
}
define void @store_unordered_float(ptr %p, float %v) {
  store atomic float %v, ptr %p unordered, align 4
  ret void
}
define void @store_monotonic_float(ptr %p, float %v) {
  store atomic float %v, ptr %p monotonic, align 4
  ret void
}
define void @store_release_float(ptr %p, float %v) {
  store atomic float %v, ptr %p release, align 4
  ret void
}
define void @store_seq_cst_float(ptr %p, float %v) {
  store atomic float %v, ptr %p seq_cst, align 4
  ret void
}
define double @load_unordered_double(ptr %p) {
  %v = load atomic double, ptr %p unordered, align 8
  ret double %v
}
define double @load_monotonic_double(ptr %p) {
  %v = load atomic double, ptr %p monotonic, align 8
  ret double %v
}
define double @load_acquire_double(ptr %p) {
  %v = load atomic double, ptr %p acquire, align 8
  ret double %v
}
define double @load_seq_cst_double(ptr %p) {
  %v = load atomic double, ptr %p seq_cst, align 8
  ret double %v
}
define void @store_unordered_double(ptr %p, double %v) {
  store atomic double %v, ptr %p unordered, align 8
  ret void
}
define void @store_monotonic_double(ptr %p, double %v) {
  store atomic double %v, ptr %p monotonic, align 8
  ret void
}
define void @store_release_double(ptr %p, double %v) {
  store atomic double %v, ptr %p release, align 8
  ret void
}
define void @store_seq_cst_double(ptr %p, double %v) {
  store atomic double %v, ptr %p seq_cst, align 8
  ret void
}
define ptr @load_unordered_ptr(ptr %p) {
  %v = load atomic ptr, ptr %p unordered, align 8
  ret ptr %v
}
define ptr @load_monotonic_ptr(ptr %p) {
  %v = load atomic ptr, ptr %p monotonic, align 8
  ret ptr %v
}
define ptr @load_acquire_ptr(ptr %p) {
  %v = load atomic ptr, ptr %p acquire, align 8
  ret ptr %v
}
define ptr @load_seq_cst_ptr(ptr %p) {
  %v = load atomic ptr, ptr %p seq_cst, align 8
  ret ptr %v
}
define void @store_unordered_ptr(ptr %p, ptr %v) {
  store atomic ptr %v, ptr %p unordered, align 8
  ret void
}
define void @store_monotonic_ptr(ptr %p, ptr %v) {
  store atomic ptr %v, ptr %p monotonic, align 8
  ret void
}
define void @store_release_ptr(ptr %p, ptr %v) {
  store atomic ptr %v, ptr %p release, align 8
  ret void
}
define void @store_seq_cst_ptr(ptr %p, ptr %v) {
  store atomic ptr %v, ptr %p seq_cst, align 8
  ret void
}
define i64 @cas_monotonic_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n monotonic monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_monotonic_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n monotonic acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_monotonic_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n monotonic seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acquire_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acquire monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acquire_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acquire acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acquire_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acquire seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_release_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n release monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_release_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n release acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_release_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n release seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acq_rel_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acq_rel monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acq_rel_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acq_rel acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_acq_rel_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n acq_rel seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_seq_cst_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_seq_cst_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_seq_cst_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg ptr %p, i32 %e, i32 %n seq_cst seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_monotonic_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n monotonic monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_monotonic_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n monotonic acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_monotonic_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n monotonic seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acquire_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acquire monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acquire_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acquire acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acquire_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acquire seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_release_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n release monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_release_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n release acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_release_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n release seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acq_rel_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acq_rel monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acq_rel_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acq_rel acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_acq_rel_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n acq_rel seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_seq_cst_monotonic(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n seq_cst monotonic, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_seq_cst_acquire(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n seq_cst acquire, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i64 @cas_weak_seq_cst_seq_cst(ptr %p, i32 %e, i32 %n) {
  %r = cmpxchg weak ptr %p, i32 %e, i32 %n seq_cst seq_cst, align 4
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %o64 = zext i32 %o to i64
  %ok64 = zext i1 %ok to i64
  %sh = shl i64 %ok64, 32
  %x = or i64 %o64, %sh
  ret i64 %x
}
define i1 @cas_i8(ptr %p, i8 %e, i8 %n) {
  %r = cmpxchg ptr %p, i8 %e, i8 %n acq_rel acquire, align 1
  %ok = extractvalue { i8, i1 } %r, 1
  ret i1 %ok
}
define i1 @cas_i16(ptr %p, i16 %e, i16 %n) {
  %r = cmpxchg ptr %p, i16 %e, i16 %n acq_rel acquire, align 2
  %ok = extractvalue { i16, i1 } %r, 1
  ret i1 %ok
}
define i1 @cas_i64(ptr %p, i64 %e, i64 %n) {
  %r = cmpxchg ptr %p, i64 %e, i64 %n acq_rel acquire, align 8
  %ok = extractvalue { i64, i1 } %r, 1
  ret i1 %ok
}
define i1 @cas_ptr(ptr %p, ptr %e, ptr %n) {
  %r = cmpxchg ptr %p, ptr %e, ptr %n acq_rel acquire, align 8
  %ok = extractvalue { ptr, i1 } %r, 1
  ret i1 %ok
}
define i32 @singlethread(ptr %p, i32 %v) {
  fence syncscope("singlethread") acquire
  fence syncscope("singlethread") seq_cst
  %a = atomicrmw add ptr %p, i32 %v syncscope("singlethread") monotonic, align 4
  %b = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic i32 %b, ptr %p syncscope("singlethread") seq_cst, align 4
  %c = cmpxchg ptr %p, i32 %b, i32 100 syncscope("singlethread") seq_cst seq_cst, align 4
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  %d = add i32 %a, %b
  ret i32 %d
}
define i128 @rmw_xchg_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw xchg ptr %p, i128 %v release, align 16
  ret i128 %o
}
define i128 @rmw_add_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw add ptr %p, i128 %v acq_rel, align 16
  ret i128 %o
}
define i128 @rmw_sub_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw sub ptr %p, i128 %v seq_cst, align 16
  ret i128 %o
}
define i128 @rmw_and_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw and ptr %p, i128 %v monotonic, align 16
  ret i128 %o
}
define i128 @rmw_nand_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw nand ptr %p, i128 %v acquire, align 16
  ret i128 %o
}
define i128 @rmw_or_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw or ptr %p, i128 %v release, align 16
  ret i128 %o
}
define i128 @rmw_xor_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw xor ptr %p, i128 %v acq_rel, align 16
  ret i128 %o
}
define i128 @rmw_max_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw max ptr %p, i128 %v seq_cst, align 16
  ret i128 %o
}
define i128 @rmw_min_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw min ptr %p, i128 %v monotonic, align 16
  ret i128 %o
}
define i128 @rmw_umax_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw umax ptr %p, i128 %v acquire, align 16
  ret i128 %o
}
define i128 @rmw_umin_i128(ptr %p, i128 %v) #0 {
  %o = atomicrmw umin ptr %p, i128 %v release, align 16
  ret i128 %o
}
define i128 @load_i128(ptr %p) #0 {
  %a = load atomic i128, ptr %p monotonic, align 16
  %b = load atomic i128, ptr %p seq_cst, align 16
  %c = xor i128 %a, %b
  %d = add i128 %c, %b
  ret i128 %d
}
define void @store_i128(ptr %p, i128 %v) #0 {
  store atomic i128 %v, ptr %p release, align 16
  %w = add i128 %v, 1
  store atomic i128 %w, ptr %p seq_cst, align 16
  ret void
}
define i128 @cas_i128(ptr %p, i128 %e, i128 %n) #0 {
  %r = cmpxchg ptr %p, i128 %e, i128 %n seq_cst seq_cst, align 16
  %w = cmpxchg weak ptr %p, i128 %n, i128 %e acquire monotonic, align 16
  %o = extractvalue { i128, i1 } %r, 0
  %ok = extractvalue { i128, i1 } %w, 1
  %ok128 = zext i1 %ok to i128
  %sh = shl i128 %ok128, 100
  %x = xor i128 %o, %sh
  ret i128 %x
}

attributes #0 = { "target-features"="+cx16" }
