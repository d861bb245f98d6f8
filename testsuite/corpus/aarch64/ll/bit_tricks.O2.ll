; ModuleID = 'programs/bit_tricks.c'
source_filename = "programs/bit_tricks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1
@__const.main.tests = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 15728640], align 4
@.str.1 = private unnamed_addr constant [88 x i8] c"%08x pop=%d par=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u ffs=%d clrsb=%d rotl7=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sign(%d)=%d abs=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"pop128=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %137
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %143, i64 noundef %155)
  %3 = tail call fastcc i32 @reverse_bits(i32 noundef 0)
  %4 = tail call fastcc i32 @next_pow2(i32 noundef 1)
  %5 = tail call fastcc i32 @rotl32(i32 noundef 0, i32 noundef 7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 32, i32 noundef 32, i32 noundef 0, i32 noundef %3, i32 noundef %4, i32 noundef 0, i32 noundef 31, i32 noundef %5)
  br label %158

7:                                                ; preds = %0, %137
  %8 = phi i64 [ -7046029254386353131, %0 ], [ %17, %137 ]
  %9 = phi i32 [ 0, %0 ], [ %143, %137 ]
  %10 = phi i64 [ 0, %0 ], [ %155, %137 ]
  %11 = phi i32 [ 0, %0 ], [ %156, %137 ]
  %12 = shl i64 %8, 13
  %13 = xor i64 %12, %8
  %14 = lshr i64 %13, 7
  %15 = xor i64 %14, %13
  %16 = shl i64 %15, 17
  %17 = xor i64 %16, %15
  %18 = and i32 %11, 63
  %19 = zext nneg i32 %18 to i64
  %20 = lshr i64 %17, %19
  %21 = trunc i64 %20 to i32
  %22 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %20)
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = icmp eq i64 %20, 0
  br i1 %24, label %33, label %25

25:                                               ; preds = %7, %25
  %26 = phi i32 [ %30, %25 ], [ 0, %7 ]
  %27 = phi i64 [ %31, %25 ], [ %20, %7 ]
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 1
  %30 = add nuw nsw i32 %29, %26
  %31 = lshr i64 %27, 1
  %32 = icmp ult i64 %27, 2
  br i1 %32, label %33, label %25, !llvm.loop !6

33:                                               ; preds = %25, %7
  %34 = phi i32 [ 0, %7 ], [ %30, %25 ]
  %35 = icmp ne i32 %34, %23
  %36 = zext i1 %35 to i32
  %37 = add nsw i32 %9, %36
  %38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %21)
  %39 = and i64 %20, 4294967295
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %49, label %41

41:                                               ; preds = %33, %41
  %42 = phi i32 [ %46, %41 ], [ 0, %33 ]
  %43 = phi i64 [ %47, %41 ], [ %39, %33 ]
  %44 = trunc nuw i64 %43 to i32
  %45 = and i32 %44, 1
  %46 = add nuw nsw i32 %45, %42
  %47 = lshr i64 %43, 1
  %48 = icmp ult i64 %43, 2
  br i1 %48, label %49, label %41, !llvm.loop !6

49:                                               ; preds = %41, %33
  %50 = phi i32 [ 0, %33 ], [ %46, %41 ]
  %51 = icmp ne i32 %38, %50
  %52 = zext i1 %51 to i32
  %53 = add nsw i32 %37, %52
  br i1 %24, label %137, label %54

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %58, %54 ], [ 0, %49 ]
  %56 = phi i64 [ %59, %54 ], [ %20, %49 ]
  %57 = trunc i64 %56 to i32
  %58 = add i32 %55, %57
  %59 = lshr i64 %56, 1
  %60 = icmp ult i64 %56, 2
  br i1 %60, label %61, label %54, !llvm.loop !6

61:                                               ; preds = %54
  %62 = xor i32 %58, %23
  %63 = and i32 %62, 1
  %64 = add i32 %63, %53
  %65 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 true)
  %66 = trunc nuw nsw i64 %65 to i32
  br label %67

67:                                               ; preds = %74, %61
  %68 = phi i32 [ 63, %61 ], [ %76, %74 ]
  %69 = phi i32 [ 0, %61 ], [ %75, %74 ]
  %70 = zext nneg i32 %68 to i64
  %71 = shl nuw i64 1, %70
  %72 = and i64 %71, %20
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %67
  %75 = add nuw nsw i32 %69, 1
  %76 = add nsw i32 %68, -1
  %77 = icmp eq i32 %75, 64
  br i1 %77, label %78, label %67, !llvm.loop !8

78:                                               ; preds = %74, %67
  %79 = phi i32 [ 64, %74 ], [ %69, %67 ]
  %80 = icmp ne i32 %79, %66
  %81 = zext i1 %80 to i32
  %82 = add nsw i32 %64, %81
  %83 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %20, i1 true)
  %84 = trunc nuw nsw i64 %83 to i32
  br label %85

85:                                               ; preds = %90, %78
  %86 = phi i64 [ 0, %78 ], [ %91, %90 ]
  %87 = shl nuw i64 1, %86
  %88 = and i64 %87, %20
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %90, label %93

90:                                               ; preds = %85
  %91 = add nuw nsw i64 %86, 1
  %92 = icmp eq i64 %91, 64
  br i1 %92, label %95, label %85, !llvm.loop !9

93:                                               ; preds = %85
  %94 = trunc nuw nsw i64 %86 to i32
  br label %95

95:                                               ; preds = %90, %93
  %96 = phi i32 [ %94, %93 ], [ 64, %90 ]
  %97 = icmp ne i32 %96, %84
  %98 = zext i1 %97 to i32
  %99 = add nsw i32 %82, %98
  %100 = icmp eq i32 %21, 0
  br i1 %100, label %120, label %101

101:                                              ; preds = %95
  %102 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %21, i1 true)
  br label %103

103:                                              ; preds = %110, %101
  %104 = phi i32 [ 63, %101 ], [ %112, %110 ]
  %105 = phi i32 [ 0, %101 ], [ %111, %110 ]
  %106 = zext nneg i32 %104 to i64
  %107 = shl nuw i64 1, %106
  %108 = and i64 %107, %39
  %109 = icmp eq i64 %108, 0
  br i1 %109, label %110, label %114

110:                                              ; preds = %103
  %111 = add nuw nsw i32 %105, 1
  %112 = add nsw i32 %104, -1
  %113 = icmp eq i32 %111, 64
  br i1 %113, label %114, label %103, !llvm.loop !8

114:                                              ; preds = %103, %110
  %115 = phi i32 [ 64, %110 ], [ %105, %103 ]
  %116 = add nsw i32 %115, -32
  %117 = icmp ne i32 %102, %116
  %118 = zext i1 %117 to i32
  %119 = add nsw i32 %99, %118
  br label %120

120:                                              ; preds = %114, %95
  %121 = phi i32 [ %119, %114 ], [ %99, %95 ]
  %122 = add nuw nsw i32 %84, 1
  %123 = select i1 %24, i32 0, i32 %122
  br i1 %24, label %137, label %124

124:                                              ; preds = %120, %129
  %125 = phi i64 [ %130, %129 ], [ 0, %120 ]
  %126 = shl nuw i64 1, %125
  %127 = and i64 %126, %20
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %129, label %132

129:                                              ; preds = %124
  %130 = add nuw nsw i64 %125, 1
  %131 = icmp eq i64 %130, 64
  br i1 %131, label %134, label %124, !llvm.loop !9

132:                                              ; preds = %124
  %133 = trunc nuw nsw i64 %125 to i32
  br label %134

134:                                              ; preds = %129, %132
  %135 = phi i32 [ %133, %132 ], [ 64, %129 ]
  %136 = add nsw i32 %135, 1
  br label %137

137:                                              ; preds = %49, %120, %134
  %138 = phi i32 [ %123, %134 ], [ 0, %120 ], [ 0, %49 ]
  %139 = phi i32 [ %121, %134 ], [ %121, %120 ], [ %53, %49 ]
  %140 = phi i32 [ %136, %134 ], [ 0, %120 ], [ 0, %49 ]
  %141 = icmp ne i32 %138, %140
  %142 = zext i1 %141 to i32
  %143 = add nsw i32 %139, %142
  %144 = mul i64 %10, 31
  %145 = add i64 %22, %144
  %146 = tail call fastcc i32 @rotl32(i32 noundef %21, i32 noundef %11)
  %147 = zext i32 %146 to i64
  %148 = add i64 %145, %147
  %149 = tail call fastcc i64 @rotr64(i64 noundef %20, i32 noundef %11)
  %150 = add i64 %148, %149
  %151 = tail call fastcc i32 @reverse_bits(i32 noundef %21)
  %152 = zext i32 %151 to i64
  %153 = add i64 %150, %152
  %154 = tail call fastcc i64 @lowest_set(i64 noundef %20)
  %155 = add i64 %153, %154
  %156 = add nuw nsw i32 %11, 1
  %157 = icmp eq i32 %156, 2000
  br i1 %157, label %1, label %7, !llvm.loop !10

158:                                              ; preds = %1, %158
  %159 = phi i64 [ 1, %1 ], [ %179, %158 ]
  %160 = getelementptr inbounds [8 x i32], ptr @__const.main.tests, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !11
  %162 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %161)
  %163 = and i32 %162, 1
  %164 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %161, i1 false)
  %165 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %161, i1 false)
  %166 = tail call i32 @llvm.bswap.i32(i32 %161)
  %167 = tail call fastcc i32 @reverse_bits(i32 noundef %161)
  %168 = tail call fastcc i32 @next_pow2(i32 noundef %161)
  %169 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %161, i1 true)
  %170 = add nuw nsw i32 %169, 1
  %171 = and i64 %159, 6
  %172 = icmp eq i64 %171, 4
  %173 = sext i1 %172 to i32
  %174 = xor i32 %161, %173
  %175 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %174, i1 false)
  %176 = add nsw i32 %175, -1
  %177 = tail call fastcc i32 @rotl32(i32 noundef %161, i32 noundef 7)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %161, i32 noundef %162, i32 noundef %163, i32 noundef %164, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168, i32 noundef %170, i32 noundef %176, i32 noundef %177)
  %179 = add nuw nsw i64 %159, 1
  %180 = icmp eq i64 %179, 8
  br i1 %180, label %181, label %158, !llvm.loop !15

181:                                              ; preds = %158
  %182 = tail call fastcc i32 @isign(i32 noundef -5)
  %183 = tail call fastcc i32 @iabs_branchless(i32 noundef -5)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -5, i32 noundef %182, i32 noundef %183)
  %185 = tail call fastcc i32 @isign(i32 noundef 0)
  %186 = tail call fastcc i32 @iabs_branchless(i32 noundef 0)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %185, i32 noundef %186)
  %188 = tail call fastcc i32 @isign(i32 noundef 7)
  %189 = tail call fastcc i32 @iabs_branchless(i32 noundef 7)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %188, i32 noundef %189)
  %191 = tail call fastcc i32 @isign(i32 noundef -2147483647)
  %192 = tail call fastcc i32 @iabs_branchless(i32 noundef -2147483647)
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef %191, i32 noundef %192)
  %194 = tail call fastcc i32 @isign(i32 noundef 2147483647)
  %195 = tail call fastcc i32 @iabs_branchless(i32 noundef 2147483647)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2147483647, i32 noundef %194, i32 noundef %195)
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  %198 = icmp eq i32 %143, 0
  %199 = trunc i64 %155 to i32
  %200 = and i32 %199, 127
  %201 = select i1 %198, i32 %200, i32 1
  ret i32 %201
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rotl32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rotr64(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %3)
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @reverse_bits(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @lowest_set(i64 noundef %0) unnamed_addr #2 {
  %2 = sub i64 0, %0
  %3 = and i64 %2, %0
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @next_pow2(i32 noundef %0) unnamed_addr #2 {
  %2 = add i32 %0, -1
  %3 = lshr i32 %2, 1
  %4 = or i32 %3, %2
  %5 = lshr i32 %4, 2
  %6 = or i32 %5, %4
  %7 = lshr i32 %6, 4
  %8 = or i32 %7, %6
  %9 = lshr i32 %8, 8
  %10 = or i32 %9, %8
  %11 = lshr i32 %10, 16
  %12 = or i32 %11, %10
  %13 = add i32 %12, 1
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @isign(i32 noundef %0) unnamed_addr #2 {
  %2 = ashr i32 %0, 31
  %3 = icmp ne i32 %0, 0
  %4 = zext i1 %3 to i32
  %5 = or i32 %2, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @iabs_branchless(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = distinct !{!15, !7, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
