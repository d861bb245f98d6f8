; ModuleID = 'programs/date_calendar.c'
source_filename = "programs/date_calendar.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@__const.main.dates = private unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 2000, i32 1, i32 1], [3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2024, i32 2, i32 29], [3 x i32] [i32 1900, i32 3, i32 1], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1582, i32 10, i32 15], [3 x i32] [i32 2100, i32 12, i32 31]], align 4
@.str.7 = private unnamed_addr constant [38 x i8] c"%04d-%02d-%02d %s jdn=%ld isoweek=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"days 1970-01-01..2000-01-01 = %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"easter %d: %d-%02d\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"leap years 1600..2400: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"friday 13ths 1900-2099: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [35 x i8] c"days 1999-2001: %ld mismatches=%d\0A\00", align 1
@sakamoto.t = internal unnamed_addr constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %117
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 10957)
  br label %141

3:                                                ; preds = %0, %117
  %4 = phi i64 [ 0, %0 ], [ %139, %117 ]
  %5 = phi i32 [ 0, %0 ], [ %53, %117 ]
  %6 = getelementptr inbounds [8 x [3 x i32]], ptr @__const.main.dates, i64 0, i64 %4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp slt i32 %9, 3
  %13 = sext i1 %12 to i32
  %14 = add nsw i32 %7, %13
  %15 = sdiv i32 %14, 4
  %16 = sdiv i32 %14, -100
  %17 = sdiv i32 %14, 400
  %18 = add nsw i32 %9, -1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [12 x i32], ptr @sakamoto.t, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = add i32 %17, %11
  %23 = add i32 %22, %21
  %24 = add i32 %23, %14
  %25 = add i32 %24, %15
  %26 = add i32 %25, %16
  %27 = srem i32 %26, 7
  %28 = add nsw i32 %9, 12
  %29 = select i1 %12, i32 %28, i32 %9
  %30 = freeze i32 %14
  %31 = sdiv i32 %30, 100
  %32 = mul i32 %31, 100
  %33 = sub i32 %30, %32
  %34 = mul i32 %29, 13
  %35 = add i32 %34, 13
  %36 = sdiv i32 %35, 5
  %37 = trunc nsw i32 %33 to i8
  %38 = sdiv i8 %37, 4
  %39 = sext i8 %38 to i32
  %40 = mul nsw i32 %31, 5
  %41 = add i32 %22, %33
  %42 = add i32 %41, %36
  %43 = add i32 %42, %40
  %44 = add i32 %43, %39
  %45 = freeze i32 %44
  %46 = srem i32 %45, 7
  %47 = add nsw i32 %46, 6
  %48 = add nsw i32 %46, -1
  %49 = icmp ult i32 %47, 7
  %50 = select i1 %49, i32 %47, i32 %48
  %51 = icmp ne i32 %27, %50
  %52 = zext i1 %51 to i32
  %53 = add nuw nsw i32 %5, %52
  %54 = sext i32 %27 to i64
  %55 = shl i64 %54, 2
  %56 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %55)
  %57 = sub nsw i32 14, %9
  %58 = sdiv i32 %57, 12
  %59 = sext i32 %58 to i64
  %60 = add nsw i32 %7, 4800
  %61 = sext i32 %60 to i64
  %62 = sub nsw i64 %61, %59
  %63 = sext i32 %9 to i64
  %64 = mul nsw i64 %59, 12
  %65 = add nsw i64 %64, %63
  %66 = sext i32 %11 to i64
  %67 = mul nsw i64 %65, 153
  %68 = add nsw i64 %67, -457
  %69 = sdiv i64 %68, 5
  %70 = mul nsw i64 %62, 365
  %71 = sdiv i64 %62, 4
  %72 = sdiv i64 %62, -100
  %73 = sdiv i64 %62, 400
  %74 = add nsw i64 %66, -32045
  %75 = add nsw i64 %74, %70
  %76 = add nsw i64 %75, %71
  %77 = add nsw i64 %76, %72
  %78 = add nsw i64 %77, %73
  %79 = add nsw i64 %78, %69
  %80 = add nsw i64 %79, 1
  %81 = srem i64 %80, 7
  %82 = icmp eq i64 %81, 0
  %83 = sub nsw i64 4, %81
  %84 = select i1 %82, i64 -3, i64 %83
  %85 = add nsw i64 %84, %79
  %86 = add nsw i64 %61, -1
  %87 = mul nsw i64 %86, 365
  %88 = trunc nsw i64 %86 to i32
  %89 = sdiv i32 %88, 4
  %90 = sext i32 %89 to i64
  %91 = sdiv i32 %88, -100
  %92 = sext i32 %91 to i64
  %93 = sdiv i32 %88, 400
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %87, -31738
  %96 = add nsw i64 %95, %90
  %97 = add nsw i64 %96, %92
  %98 = add nsw i64 %97, %94
  %99 = icmp slt i64 %85, %98
  br i1 %99, label %117, label %100

100:                                              ; preds = %3
  %101 = sext i32 %7 to i64
  %102 = add nsw i64 %101, 4800
  %103 = mul nsw i64 %102, 365
  %104 = trunc i64 %102 to i32
  %105 = sdiv i32 %104, 4
  %106 = sext i32 %105 to i64
  %107 = sdiv i32 %104, -100
  %108 = sext i32 %107 to i64
  %109 = sdiv i32 %104, 400
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %103, -31738
  %112 = add nsw i64 %111, %106
  %113 = add nsw i64 %112, %108
  %114 = add nsw i64 %113, %110
  %115 = icmp sge i64 %85, %114
  %116 = zext i1 %115 to i32
  br label %117

117:                                              ; preds = %3, %100
  %118 = phi i32 [ %116, %100 ], [ -1, %3 ]
  %119 = add nsw i32 %7, %118
  %120 = sext i32 %119 to i64
  %121 = add nsw i64 %120, 4799
  %122 = trunc i64 %121 to i32
  %123 = sdiv i32 %122, -4
  %124 = sdiv i32 %122, 100
  %125 = sdiv i32 %122, -400
  %126 = sext i32 %125 to i64
  %127 = sext i32 %124 to i64
  %128 = mul nsw i64 %121, -365
  %129 = sext i32 %123 to i64
  %130 = add nsw i64 %85, 31738
  %131 = add nsw i64 %130, %128
  %132 = add nsw i64 %131, %129
  %133 = add nsw i64 %132, %127
  %134 = add nsw i64 %133, %126
  %135 = sdiv i64 %134, 7
  %136 = trunc i64 %135 to i32
  %137 = add i32 %136, 1
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7, i32 noundef %9, i32 noundef %11, ptr noundef %56, i64 noundef %79, i32 noundef %137)
  %139 = add nuw nsw i64 %4, 1
  %140 = icmp eq i64 %139, 8
  br i1 %140, label %1, label %3, !llvm.loop !10

141:                                              ; preds = %1, %141
  %142 = phi i32 [ 2020, %1 ], [ %193, %141 ]
  %143 = trunc nuw i32 %142 to i16
  %144 = urem i16 %143, 19
  %145 = zext nneg i16 %144 to i32
  %146 = freeze i16 %143
  %147 = udiv i16 %146, 100
  %148 = mul i16 %147, 100
  %149 = sub i16 %146, %148
  %150 = udiv i16 %143, 400
  %151 = and i16 %147, 3
  %152 = trunc i16 %147 to i8
  %153 = udiv i8 %152, 3
  %154 = zext nneg i8 %153 to i16
  %155 = mul nuw nsw i16 %144, 19
  %156 = add nuw nsw i16 %147, 15
  %157 = add nuw nsw i16 %156, %155
  %158 = add nuw nsw i16 %150, %154
  %159 = sub nsw i16 %157, %158
  %160 = urem i16 %159, 30
  %161 = zext nneg i16 %160 to i32
  %162 = trunc nuw nsw i16 %149 to i8
  %163 = lshr i8 %162, 2
  %164 = zext nneg i8 %163 to i16
  %165 = and i8 %162, 3
  %166 = add nuw nsw i16 %151, %164
  %167 = shl nuw nsw i16 %166, 1
  %168 = sub nuw nsw i8 32, %165
  %169 = zext nneg i8 %168 to i16
  %170 = add nuw nsw i16 %167, %169
  %171 = sub nuw nsw i16 %170, %160
  %172 = trunc nuw nsw i16 %171 to i8
  %173 = urem i8 %172, 7
  %174 = zext nneg i8 %173 to i32
  %175 = mul nuw nsw i32 %161, 11
  %176 = add nuw nsw i32 %175, %145
  %177 = mul nuw nsw i32 %174, 22
  %178 = add nuw nsw i32 %176, %177
  %179 = icmp ugt i32 %178, 450
  %180 = select i1 %179, i32 249, i32 0
  %181 = add nuw nsw i32 %161, 114
  %182 = add nuw nsw i32 %181, %174
  %183 = add nuw nsw i32 %182, %180
  %184 = trunc i32 %183 to i8
  %185 = freeze i8 %184
  %186 = udiv i8 %185, 31
  %187 = zext nneg i8 %186 to i32
  %188 = mul i8 %186, 31
  %189 = sub i8 %185, %188
  %190 = add nuw nsw i8 %189, 1
  %191 = zext nneg i8 %190 to i32
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %142, i32 noundef %187, i32 noundef %191)
  %193 = add nuw nsw i32 %142, 1
  %194 = icmp eq i32 %193, 2031
  br i1 %194, label %197, label %141, !llvm.loop !12

195:                                              ; preds = %210
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %212)
  br label %215

197:                                              ; preds = %141, %210
  %198 = phi i32 [ %213, %210 ], [ 1600, %141 ]
  %199 = phi i32 [ %212, %210 ], [ 0, %141 ]
  %200 = and i32 %198, 3
  %201 = icmp ne i32 %200, 0
  %202 = trunc nuw i32 %198 to i16
  %203 = urem i16 %202, 100
  %204 = icmp eq i16 %203, 0
  %205 = or i1 %201, %204
  br i1 %205, label %206, label %210

206:                                              ; preds = %197
  %207 = urem i16 %202, 400
  %208 = icmp eq i16 %207, 0
  %209 = zext i1 %208 to i32
  br label %210

210:                                              ; preds = %197, %206
  %211 = phi i32 [ %209, %206 ], [ 1, %197 ]
  %212 = add nuw nsw i32 %211, %199
  %213 = add nuw nsw i32 %198, 1
  %214 = icmp eq i32 %213, 2401
  br i1 %214, label %195, label %197, !llvm.loop !13

215:                                              ; preds = %215, %195
  %216 = phi i32 [ 1900, %195 ], [ %259, %215 ]
  %217 = phi i32 [ 0, %195 ], [ %258, %215 ]
  %218 = insertelement <4 x i32> poison, i32 %216, i64 0
  %219 = shufflevector <4 x i32> %218, <4 x i32> poison, <4 x i32> zeroinitializer
  %220 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %217, i64 0
  %221 = add nsw <4 x i32> %219, <i32 -1, i32 -1, i32 0, i32 0>
  %222 = sdiv <4 x i32> %221, <i32 4, i32 4, i32 4, i32 4>
  %223 = sdiv <4 x i32> %221, <i32 -100, i32 -100, i32 -100, i32 -100>
  %224 = sdiv <4 x i32> %221, <i32 400, i32 400, i32 400, i32 400>
  %225 = add nuw <4 x i32> %219, <i32 12, i32 12, i32 13, i32 13>
  %226 = add nsw <4 x i32> %225, %222
  %227 = add <4 x i32> %226, %223
  %228 = add <4 x i32> %227, %224
  %229 = add <4 x i32> %228, <i32 0, i32 3, i32 2, i32 5>
  %230 = srem <4 x i32> %229, <i32 7, i32 7, i32 7, i32 7>
  %231 = icmp eq <4 x i32> %230, <i32 5, i32 5, i32 5, i32 5>
  %232 = zext <4 x i1> %231 to <4 x i32>
  %233 = add <4 x i32> %220, %232
  %234 = lshr <4 x i32> %219, <i32 2, i32 2, i32 2, i32 2>
  %235 = sdiv <4 x i32> %219, <i32 -100, i32 -100, i32 -100, i32 -100>
  %236 = udiv <4 x i32> %219, <i32 400, i32 400, i32 400, i32 400>
  %237 = add nuw nsw <4 x i32> %219, <i32 13, i32 13, i32 13, i32 13>
  %238 = add nuw nsw <4 x i32> %237, %234
  %239 = add <4 x i32> %238, %235
  %240 = add <4 x i32> %239, %236
  %241 = add <4 x i32> %240, <i32 0, i32 3, i32 5, i32 1>
  %242 = srem <4 x i32> %241, <i32 7, i32 7, i32 7, i32 7>
  %243 = icmp eq <4 x i32> %242, <i32 5, i32 5, i32 5, i32 5>
  %244 = zext <4 x i1> %243 to <4 x i32>
  %245 = add <4 x i32> %233, %244
  %246 = lshr <4 x i32> %219, <i32 2, i32 2, i32 2, i32 2>
  %247 = sdiv <4 x i32> %219, <i32 -100, i32 -100, i32 -100, i32 -100>
  %248 = udiv <4 x i32> %219, <i32 400, i32 400, i32 400, i32 400>
  %249 = add nuw nsw <4 x i32> %219, <i32 13, i32 13, i32 13, i32 13>
  %250 = add nuw nsw <4 x i32> %249, %246
  %251 = add <4 x i32> %250, %247
  %252 = add <4 x i32> %251, %248
  %253 = add <4 x i32> %252, <i32 4, i32 6, i32 2, i32 4>
  %254 = srem <4 x i32> %253, <i32 7, i32 7, i32 7, i32 7>
  %255 = icmp eq <4 x i32> %254, <i32 5, i32 5, i32 5, i32 5>
  %256 = zext <4 x i1> %255 to <4 x i32>
  %257 = add <4 x i32> %245, %256
  %258 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %257)
  %259 = add nuw nsw i32 %216, 1
  %260 = icmp eq i32 %259, 2100
  br i1 %260, label %261, label %215, !llvm.loop !14

261:                                              ; preds = %215
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %258)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 1096, i32 noundef %53)
  ret i32 %53
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
