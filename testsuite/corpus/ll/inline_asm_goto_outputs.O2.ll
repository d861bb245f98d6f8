; ModuleID = 'programs/inline_asm_goto_outputs.c'
source_filename = "programs/inline_asm_goto_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.buf = private unnamed_addr constant [5 x i8] c"\05\06\07\00\09", align 1
@.str = private unnamed_addr constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @sub_or_neg(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = callbr i32 asm "subl $1, $0\0A\09js ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %1, i32 %0) #6
          to label %6 [label %4], !srcloc !5

4:                                                ; preds = %2
  %5 = mul nsw i32 %3, 100
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ %3, %2 ]
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @find_zero_byte(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = callbr i64 asm "1:\0A\09cmpq $2, $0\0A\09jae ${4:l}\0A\09cmpb $$0, ($1,$0)\0A\09je ${5:l}\0A\09incq $0\0A\09jmp 1b", "=r,r,r,0,!i,!i,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0, i64 %1, i64 0) #7
          to label %7 [label %4, label %6], !srcloc !6

4:                                                ; preds = %2
  %5 = sub nsw i64 -1000, %3
  br label %7

6:                                                ; preds = %2
  br label %7

7:                                                ; preds = %2, %6, %4
  %8 = phi i64 [ %3, %6 ], [ %5, %4 ], [ -2, %2 ]
  ret i64 %8
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = alloca [5 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %1, ptr noundef nonnull align 1 dereferenceable(5) @__const.main.buf, i64 5, i1 false)
  %2 = tail call i32 @sub_or_neg(i32 noundef 10, i32 noundef 3)
  %3 = tail call i32 @sub_or_neg(i32 noundef 3, i32 noundef 10)
  %4 = call i64 @find_zero_byte(ptr noundef nonnull %1, i64 noundef 5)
  %5 = call i64 @find_zero_byte(ptr noundef nonnull %1, i64 noundef 3)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 284, i64 298}
!6 = !{i64 496, i64 501, i64 516, i64 532, i64 552, i64 568, i64 579}
