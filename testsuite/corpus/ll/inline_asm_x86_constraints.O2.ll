; ModuleID = 'programs/inline_asm_x86_constraints.c'
source_filename = "programs/inline_asm_x86_constraints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"add_rr=%u add_imm=%llu add_g=%llu add_imr=%llu match0=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [50 x i8] c"mul hi=%016llx lo=%016llx div q=%016llx rem=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"bsr=%d %d bswap=%016llx lowbyte=%u modifiers=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [52 x i8] c"mem_inc=%d early=%llu sse=%a named=%llu carry=%d%d\0A\00", align 1
@__const.main.src = private unnamed_addr constant [22 x i8] c"rep movsb copied this\00", align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"copy='%s'\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [22 x i8], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call fastcc void @mul_wide(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %7 = load i64, ptr %1, align 8, !tbaa !5
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = call fastcc i64 @div_wide(i64 noundef %7, i64 noundef %8, ptr noundef nonnull %3)
  %10 = tail call fastcc i32 @add_rr()
  %11 = tail call fastcc i64 @add_imm()
  %12 = tail call fastcc i64 @add_g()
  %13 = tail call fastcc i64 @add_imr()
  %14 = tail call fastcc i32 @match0()
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i32 noundef %14)
  %16 = load i64, ptr %3, align 8, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %16)
  %18 = tail call fastcc i32 @bsr32(i32 noundef 1)
  %19 = tail call fastcc i32 @bsr32(i32 noundef -2147478988)
  %20 = tail call fastcc i64 @bswap_asm()
  %21 = tail call fastcc zeroext i8 @low_byte_add()
  %22 = zext i8 %21 to i32
  %23 = tail call fastcc i32 @modifiers()
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef %19, i64 noundef %20, i32 noundef %22, i32 noundef %23)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9
  store i32 41, ptr %4, align 4, !tbaa !9
  call fastcc void @mem_inc(ptr noundef nonnull %4)
  call fastcc void @mem_inc(ptr noundef nonnull %4)
  %25 = load i32, ptr %4, align 4, !tbaa !9
  %26 = tail call fastcc i64 @early_clobber()
  %27 = tail call fastcc double @sse_add()
  %28 = tail call fastcc i64 @named()
  %29 = call fastcc i32 @carry_out(i32 noundef -1)
  %30 = call fastcc i32 @carry_out(i32 noundef 1)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25, i64 noundef %26, double noundef %27, i64 noundef %28, i32 noundef %29, i32 noundef %30)
  call void @llvm.lifetime.start.p0(i64 22, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(22) %5, ptr noundef nonnull align 16 dereferenceable(22) @__const.main.src, i64 22, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call fastcc void @copy_bytes(ptr noundef nonnull %6, ptr noundef nonnull %5)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %6)
  %33 = icmp eq i64 %9, -81985529216486896
  %34 = zext i1 %33 to i32
  %35 = load i32, ptr %4, align 4, !tbaa !9
  %36 = add nsw i32 %35, %34
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 22, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  ret i32 %36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc void @mul_wide(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = tail call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 -81985529216486896, i64 4886718345) #10, !srcloc !11
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  store i64 %5, ptr %0, align 8, !tbaa !5
  store i64 %4, ptr %1, align 8, !tbaa !5
  ret void
}

; Function Attrs: noinline nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc i64 @div_wide(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i64 } asm "divq $4", "={ax},={dx},{ax},{dx},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %1, i64 %0, i64 4886718345) #10, !srcloc !12
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %6, ptr %2, align 8, !tbaa !5
  ret i64 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @add_rr() unnamed_addr #4 {
  %1 = tail call i32 asm "addl $1, $0", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2, i32 -1) #11, !srcloc !13
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_imm() unnamed_addr #4 {
  %1 = tail call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 5) #11, !srcloc !14
  ret i64 %1
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i64 @add_g() unnamed_addr #5 {
  %1 = tail call i64 asm "addq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 2, i64 1) #10, !srcloc !15
  ret i64 %1
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i64 @add_imr() unnamed_addr #5 {
  %1 = tail call i64 asm "subq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 58, i64 100) #10, !srcloc !16
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @match0() unnamed_addr #4 {
  %1 = tail call i32 asm "imull $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 12345, i32 678) #11, !srcloc !17
  ret i32 %1
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i32 @bsr32(i32 noundef %0) unnamed_addr #5 {
  %2 = tail call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #10, !srcloc !18
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @bswap_asm() unnamed_addr #4 {
  %1 = tail call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 72623859790382856) #11, !srcloc !19
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc zeroext i8 @low_byte_add() unnamed_addr #4 {
  %1 = tail call i8 asm "addb ${1:b}, ${0:b}", "=q,q,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i8 100, i8 -56) #11, !srcloc !20
  ret i8 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @modifiers() unnamed_addr #4 {
  %1 = tail call i32 asm "movl ${1:k}, ${0:k}\0A\09shrl $$4, ${0:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 -6066930334832433271) #11, !srcloc !21
  ret i32 %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @mem_inc(ptr noundef %0) unnamed_addr #6 {
  tail call void asm "incl $0", "=*m,*m,~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, ptr elementtype(i32) %0) #9, !srcloc !22
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @early_clobber() unnamed_addr #4 {
  %1 = tail call i64 asm "movq $1, $0\0A\09imulq $2, $0\0A\09addq $1, $0", "=&r,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 7, i64 6) #11, !srcloc !23
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @sse_add() unnamed_addr #4 {
  %1 = tail call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double 2.500000e-01, double 5.000000e-01) #11, !srcloc !24
  ret double %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @named() unnamed_addr #4 {
  %1 = tail call i64 asm "leaq ($1,$2,8), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 1000, i64 3) #11, !srcloc !25
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @carry_out(i32 noundef %0) unnamed_addr #4 {
  %2 = tail call { i8, i32 } asm "addl $2, $1\0A\09setc $0", "=q,=r,r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 %0) #11, !srcloc !26
  %3 = extractvalue { i8, i32 } %2, 0
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @copy_bytes(ptr noundef %0, ptr noundef %1) unnamed_addr #6 {
  %3 = tail call { ptr, ptr, i64 } asm sideeffect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0, ptr %1, i64 22) #9, !srcloc !27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(read) }
attributes #11 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i64 1285}
!12 = !{i64 1490}
!13 = !{i64 551}
!14 = !{i64 677}
!15 = !{i64 809}
!16 = !{i64 947}
!17 = !{i64 1098}
!18 = !{i64 1650}
!19 = !{i64 1779}
!20 = !{i64 1901}
!21 = !{i64 2043, i64 2059}
!22 = !{i64 2172}
!23 = !{i64 2316, i64 2330, i64 2346}
!24 = !{i64 2492}
!25 = !{i64 2639}
!26 = !{i64 2989, i64 3003}
!27 = !{i64 2836}
