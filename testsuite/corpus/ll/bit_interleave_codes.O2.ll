; ModuleID = 'programs/bit_interleave_codes.c'
source_filename = "programs/bit_interleave_codes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"morton bad=%d h=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u:%u \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"gray bad=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"hilbert checksum %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %78

1:                                                ; preds = %194
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %195, i64 noundef %196)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 3)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef 6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef 7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef 5)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 4)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef 12)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef 13)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef 15)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef 14)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i32 noundef 11)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i32 noundef 9)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef 8)
  %19 = tail call i32 @putchar(i32 10)
  %20 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %195, i64 0
  br label %21

21:                                               ; preds = %21, %1
  %22 = phi i32 [ 0, %1 ], [ %71, %21 ]
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %72, %21 ]
  %24 = phi <4 x i32> [ %20, %1 ], [ %68, %21 ]
  %25 = phi <4 x i32> [ zeroinitializer, %1 ], [ %70, %21 ]
  %26 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %27 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %28 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %27, %23
  %30 = xor <4 x i32> %28, %26
  %31 = lshr <4 x i32> %23, <i32 16, i32 16, i32 16, i32 16>
  %32 = lshr <4 x i32> %26, <i32 16, i32 16, i32 16, i32 16>
  %33 = lshr <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %34 = lshr <4 x i32> %30, <i32 8, i32 8, i32 8, i32 8>
  %35 = xor <4 x i32> %31, %33
  %36 = xor <4 x i32> %32, %34
  %37 = xor <4 x i32> %35, %29
  %38 = xor <4 x i32> %36, %30
  %39 = lshr <4 x i32> %37, <i32 4, i32 4, i32 4, i32 4>
  %40 = lshr <4 x i32> %38, <i32 4, i32 4, i32 4, i32 4>
  %41 = xor <4 x i32> %39, %37
  %42 = xor <4 x i32> %40, %38
  %43 = lshr <4 x i32> %41, <i32 2, i32 2, i32 2, i32 2>
  %44 = lshr <4 x i32> %42, <i32 2, i32 2, i32 2, i32 2>
  %45 = xor <4 x i32> %43, %41
  %46 = xor <4 x i32> %44, %42
  %47 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %48 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %49 = xor <4 x i32> %47, %45
  %50 = xor <4 x i32> %48, %46
  %51 = icmp ne <4 x i32> %49, %23
  %52 = icmp ne <4 x i32> %50, %26
  %53 = add nuw nsw <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %54 = add <4 x i32> %23, <i32 5, i32 5, i32 5, i32 5>
  %55 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %56 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %57 = xor <4 x i32> %55, %53
  %58 = xor <4 x i32> %56, %54
  %59 = xor <4 x i32> %57, %29
  %60 = xor <4 x i32> %58, %30
  %61 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %59)
  %62 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %60)
  %63 = icmp ne <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %64 = icmp ne <4 x i32> %62, <i32 1, i32 1, i32 1, i32 1>
  %65 = select <4 x i1> %51, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %63
  %66 = select <4 x i1> %52, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %64
  %67 = zext <4 x i1> %65 to <4 x i32>
  %68 = add <4 x i32> %24, %67
  %69 = zext <4 x i1> %66 to <4 x i32>
  %70 = add <4 x i32> %25, %69
  %71 = add nuw i32 %22, 8
  %72 = add <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %73 = icmp eq i32 %71, 100000
  br i1 %73, label %74, label %21, !llvm.loop !5

74:                                               ; preds = %21
  %75 = add <4 x i32> %70, %68
  %76 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %75)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76)
  br label %199

78:                                               ; preds = %0, %194
  %79 = phi i32 [ 0, %0 ], [ %195, %194 ]
  %80 = phi i64 [ 0, %0 ], [ %196, %194 ]
  %81 = phi i32 [ 1, %0 ], [ %84, %194 ]
  %82 = phi i32 [ 0, %0 ], [ %197, %194 ]
  %83 = mul i32 %81, 1664525
  %84 = add i32 %83, 1013904223
  %85 = mul i32 %84, -1640531535
  %86 = zext i32 %84 to i64
  %87 = shl nuw nsw i64 %86, 16
  %88 = or i64 %87, %86
  %89 = and i64 %88, 281470681808895
  %90 = shl nuw nsw i64 %89, 8
  %91 = or i64 %90, %89
  %92 = and i64 %91, 71777214294589695
  %93 = shl nuw nsw i64 %92, 4
  %94 = or i64 %93, %92
  %95 = and i64 %94, 1085102592571150095
  %96 = shl nuw nsw i64 %95, 2
  %97 = or i64 %96, %95
  %98 = and i64 %97, 3689348814741910323
  %99 = shl nuw nsw i64 %98, 1
  %100 = or i64 %99, %98
  %101 = zext i32 %85 to i64
  %102 = shl nuw nsw i64 %101, 16
  %103 = or i64 %102, %101
  %104 = and i64 %103, 281470681808895
  %105 = shl nuw nsw i64 %104, 8
  %106 = or i64 %105, %104
  %107 = and i64 %106, 71777214294589695
  %108 = shl nuw nsw i64 %107, 4
  %109 = or i64 %108, %107
  %110 = and i64 %109, 1085102592571150095
  %111 = shl nuw nsw i64 %110, 2
  %112 = or i64 %111, %110
  %113 = and i64 %112, 3689348814741910323
  %114 = shl nuw i64 %113, 2
  %115 = shl nuw nsw i64 %113, 1
  %116 = or i64 %114, %115
  %117 = and i64 %116, -6148914691236517206
  br label %118

118:                                              ; preds = %118, %78
  %119 = phi i64 [ 0, %78 ], [ %148, %118 ]
  %120 = phi i64 [ 0, %78 ], [ %147, %118 ]
  %121 = trunc nuw nsw i64 %119 to i32
  %122 = lshr i32 %84, %121
  %123 = and i32 %122, 1
  %124 = zext nneg i32 %123 to i64
  %125 = shl nuw nsw i64 %119, 1
  %126 = shl nuw nsw i64 %124, %125
  %127 = lshr i32 %85, %121
  %128 = and i32 %127, 1
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i64 %125, 1
  %131 = shl nuw i64 %129, %130
  %132 = or disjoint i64 %126, %131
  %133 = or i64 %132, %120
  %134 = or disjoint i64 %119, 1
  %135 = trunc nuw nsw i64 %134 to i32
  %136 = lshr i32 %84, %135
  %137 = and i32 %136, 1
  %138 = zext nneg i32 %137 to i64
  %139 = shl nuw nsw i64 %134, 1
  %140 = shl nuw nsw i64 %138, %139
  %141 = lshr i32 %85, %135
  %142 = and i32 %141, 1
  %143 = zext nneg i32 %142 to i64
  %144 = or disjoint i64 %139, 1
  %145 = shl nuw i64 %143, %144
  %146 = or disjoint i64 %140, %145
  %147 = or i64 %146, %133
  %148 = add nuw nsw i64 %119, 2
  %149 = icmp eq i64 %148, 32
  br i1 %149, label %150, label %118, !llvm.loop !9

150:                                              ; preds = %118
  %151 = and i64 %100, 6148914691236517205
  %152 = or disjoint i64 %117, %151
  %153 = icmp eq i64 %152, %147
  br i1 %153, label %154, label %192

154:                                              ; preds = %150
  %155 = lshr i64 %151, 1
  %156 = or disjoint i64 %155, %151
  %157 = and i64 %156, 3689348814741910323
  %158 = lshr i64 %157, 2
  %159 = or disjoint i64 %158, %157
  %160 = and i64 %159, 1085102592571150095
  %161 = lshr i64 %160, 4
  %162 = or disjoint i64 %161, %160
  %163 = and i64 %162, 71777214294589695
  %164 = lshr i64 %163, 8
  %165 = or disjoint i64 %164, %163
  %166 = lshr i64 %165, 16
  %167 = and i64 %166, 4294901760
  %168 = and i64 %165, 65535
  %169 = or disjoint i64 %167, %168
  %170 = trunc nuw i64 %169 to i32
  %171 = icmp eq i32 %84, %170
  br i1 %171, label %172, label %192

172:                                              ; preds = %154
  %173 = shl nuw nsw i64 %112, 1
  %174 = and i64 %173, 4919131752989213764
  %175 = and i64 %115, 2459565876494606882
  %176 = or disjoint i64 %175, %174
  %177 = lshr exact i64 %176, 1
  %178 = lshr i64 %176, 3
  %179 = or disjoint i64 %178, %177
  %180 = and i64 %179, 1085102592571150095
  %181 = lshr i64 %180, 4
  %182 = or disjoint i64 %181, %180
  %183 = and i64 %182, 71777214294589695
  %184 = lshr i64 %183, 8
  %185 = or disjoint i64 %184, %183
  %186 = lshr i64 %185, 16
  %187 = and i64 %186, 4294901760
  %188 = and i64 %185, 65535
  %189 = or disjoint i64 %187, %188
  %190 = trunc nuw i64 %189 to i32
  %191 = icmp eq i32 %85, %190
  br i1 %191, label %194, label %192

192:                                              ; preds = %172, %154, %150
  %193 = add nsw i32 %79, 1
  br label %194

194:                                              ; preds = %192, %172
  %195 = phi i32 [ %193, %192 ], [ %79, %172 ]
  %196 = xor i64 %152, %80
  %197 = add nuw nsw i32 %82, 1
  %198 = icmp eq i32 %197, 5000
  br i1 %198, label %1, label %78, !llvm.loop !10

199:                                              ; preds = %74, %208
  %200 = phi i32 [ 0, %74 ], [ %205, %208 ]
  %201 = phi i32 [ 0, %74 ], [ %247, %208 ]
  %202 = icmp ult i32 %200, 4
  %203 = sub nsw i32 3, %200
  %204 = lshr i32 %200, 2
  %205 = add nuw nsw i32 %200, 1
  br label %211

206:                                              ; preds = %208
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %247)
  ret i32 %76

208:                                              ; preds = %211
  %209 = tail call i32 @putchar(i32 10)
  %210 = icmp eq i32 %205, 8
  br i1 %210, label %206, label %199, !llvm.loop !11

211:                                              ; preds = %199, %211
  %212 = phi i32 [ 0, %199 ], [ %244, %211 ]
  %213 = phi i32 [ %201, %199 ], [ %247, %211 ]
  %214 = icmp ult i32 %212, 4
  %215 = sub nsw i32 3, %212
  %216 = select i1 %214, i32 %200, i32 %203
  %217 = select i1 %214, i32 %212, i32 %215
  %218 = select i1 %202, i32 %217, i32 %200
  %219 = select i1 %202, i32 %216, i32 %212
  %220 = and i32 %219, 2
  %221 = icmp eq i32 %220, 0
  %222 = and i32 %218, 2
  %223 = icmp eq i32 %222, 0
  %224 = sub nsw i32 1, %219
  %225 = sub nsw i32 1, %218
  %226 = select i1 %221, i32 %218, i32 %225
  %227 = select i1 %221, i32 %219, i32 %224
  %228 = select i1 %223, i32 %227, i32 %218
  %229 = select i1 %223, i32 %226, i32 %219
  %230 = and i32 %228, 1
  %231 = and i32 %229, 1
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, i32 0, i32 3
  %234 = xor i32 %233, %230
  %235 = select i1 %221, i32 0, i32 3
  %236 = lshr exact i32 %222, 1
  %237 = xor i32 %235, %236
  %238 = shl nuw nsw i32 %237, 2
  %239 = select i1 %214, i32 0, i32 3
  %240 = xor i32 %239, %204
  %241 = shl nuw nsw i32 %240, 4
  %242 = or disjoint i32 %238, %241
  %243 = or disjoint i32 %234, %242
  %244 = add nuw nsw i32 %212, 1
  %245 = mul nuw nsw i32 %244, %205
  %246 = mul i32 %245, %243
  %247 = add i32 %246, %213
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %243)
  %249 = icmp eq i32 %244, 8
  br i1 %249, label %208, label %211, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
