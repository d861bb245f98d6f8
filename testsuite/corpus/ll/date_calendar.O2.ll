; ModuleID = 'programs/date_calendar.c'
source_filename = "programs/date_calendar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@__const.main.dates = private unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 2000, i32 1, i32 1], [3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2024, i32 2, i32 29], [3 x i32] [i32 1900, i32 3, i32 1], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1582, i32 10, i32 15], [3 x i32] [i32 2100, i32 12, i32 31]], align 16
@.str.7 = private unnamed_addr constant [38 x i8] c"%04d-%02d-%02d %s jdn=%ld isoweek=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"days 1970-01-01..2000-01-01 = %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"easter %d: %d-%02d\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"leap years 1600..2400: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"friday 13ths 1900-2099: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [35 x i8] c"days 1999-2001: %ld mismatches=%d\0A\00", align 1
@sakamoto.t = internal unnamed_addr constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %115
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 10957)
  br label %139

3:                                                ; preds = %0, %115
  %4 = phi i64 [ 0, %0 ], [ %137, %115 ]
  %5 = phi i32 [ 0, %0 ], [ %51, %115 ]
  %6 = getelementptr inbounds [8 x [3 x i32]], ptr @__const.main.dates, i64 0, i64 %4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp slt i32 %9, 3
  %13 = sext i1 %12 to i32
  %14 = add nsw i32 %7, %13
  %15 = sdiv i32 %14, 4
  %16 = sdiv i32 %14, -100
  %17 = sdiv i32 %14, 400
  %18 = add nsw i32 %9, -1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [12 x i32], ptr @sakamoto.t, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add i32 %17, %11
  %23 = add i32 %22, %21
  %24 = add i32 %23, %14
  %25 = add i32 %24, %15
  %26 = add i32 %25, %16
  %27 = srem i32 %26, 7
  %28 = add nsw i32 %9, 12
  %29 = select i1 %12, i32 %28, i32 %9
  %30 = srem i32 %14, 100
  %31 = sdiv i32 %14, 100
  %32 = mul i32 %29, 13
  %33 = add i32 %32, 13
  %34 = sdiv i32 %33, 5
  %35 = trunc nsw i32 %30 to i8
  %36 = sdiv i8 %35, 4
  %37 = sext i8 %36 to i32
  %38 = mul nsw i32 %31, 5
  %39 = add i32 %22, %30
  %40 = add i32 %39, %34
  %41 = add i32 %40, %38
  %42 = add i32 %41, %37
  %43 = freeze i32 %42
  %44 = srem i32 %43, 7
  %45 = add nsw i32 %44, 6
  %46 = add nsw i32 %44, -1
  %47 = icmp ult i32 %45, 7
  %48 = select i1 %47, i32 %45, i32 %46
  %49 = icmp ne i32 %27, %48
  %50 = zext i1 %49 to i32
  %51 = add nuw nsw i32 %5, %50
  %52 = sext i32 %27 to i64
  %53 = shl i64 %52, 2
  %54 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %53)
  %55 = sub nsw i32 14, %9
  %56 = sdiv i32 %55, 12
  %57 = sext i32 %56 to i64
  %58 = add nsw i32 %7, 4800
  %59 = sext i32 %58 to i64
  %60 = sub nsw i64 %59, %57
  %61 = sext i32 %9 to i64
  %62 = mul nsw i64 %57, 12
  %63 = add nsw i64 %62, %61
  %64 = sext i32 %11 to i64
  %65 = mul nsw i64 %63, 153
  %66 = add nsw i64 %65, -457
  %67 = sdiv i64 %66, 5
  %68 = mul nsw i64 %60, 365
  %69 = sdiv i64 %60, 4
  %70 = sdiv i64 %60, -100
  %71 = sdiv i64 %60, 400
  %72 = add nsw i64 %64, -32045
  %73 = add nsw i64 %72, %68
  %74 = add nsw i64 %73, %69
  %75 = add nsw i64 %74, %70
  %76 = add nsw i64 %75, %71
  %77 = add nsw i64 %76, %67
  %78 = add nsw i64 %77, 1
  %79 = srem i64 %78, 7
  %80 = icmp eq i64 %79, 0
  %81 = sub nsw i64 4, %79
  %82 = select i1 %80, i64 -3, i64 %81
  %83 = add nsw i64 %82, %77
  %84 = add nsw i64 %59, -1
  %85 = mul nsw i64 %84, 365
  %86 = trunc nsw i64 %84 to i32
  %87 = sdiv i32 %86, 4
  %88 = sext i32 %87 to i64
  %89 = sdiv i32 %86, -100
  %90 = sext i32 %89 to i64
  %91 = sdiv i32 %86, 400
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %85, -31738
  %94 = add nsw i64 %93, %88
  %95 = add nsw i64 %94, %90
  %96 = add nsw i64 %95, %92
  %97 = icmp slt i64 %83, %96
  br i1 %97, label %115, label %98

98:                                               ; preds = %3
  %99 = sext i32 %7 to i64
  %100 = add nsw i64 %99, 4800
  %101 = mul nsw i64 %100, 365
  %102 = trunc i64 %100 to i32
  %103 = sdiv i32 %102, 4
  %104 = sext i32 %103 to i64
  %105 = sdiv i32 %102, -100
  %106 = sext i32 %105 to i64
  %107 = sdiv i32 %102, 400
  %108 = sext i32 %107 to i64
  %109 = add nsw i64 %101, -31738
  %110 = add nsw i64 %109, %104
  %111 = add nsw i64 %110, %106
  %112 = add nsw i64 %111, %108
  %113 = icmp sge i64 %83, %112
  %114 = zext i1 %113 to i32
  br label %115

115:                                              ; preds = %3, %98
  %116 = phi i32 [ %114, %98 ], [ -1, %3 ]
  %117 = add nsw i32 %7, %116
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %118, 4799
  %120 = trunc i64 %119 to i32
  %121 = sdiv i32 %120, -4
  %122 = sdiv i32 %120, 100
  %123 = sdiv i32 %120, -400
  %124 = sext i32 %123 to i64
  %125 = sext i32 %122 to i64
  %126 = mul nsw i64 %119, -365
  %127 = sext i32 %121 to i64
  %128 = add nsw i64 %83, 31738
  %129 = add nsw i64 %128, %126
  %130 = add nsw i64 %129, %127
  %131 = add nsw i64 %130, %125
  %132 = add nsw i64 %131, %124
  %133 = sdiv i64 %132, 7
  %134 = trunc i64 %133 to i32
  %135 = add i32 %134, 1
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7, i32 noundef %9, i32 noundef %11, ptr noundef %54, i64 noundef %77, i32 noundef %135)
  %137 = add nuw nsw i64 %4, 1
  %138 = icmp eq i64 %137, 8
  br i1 %138, label %1, label %3, !llvm.loop !9

139:                                              ; preds = %1, %139
  %140 = phi i32 [ 2020, %1 ], [ %184, %139 ]
  %141 = trunc nuw i32 %140 to i16
  %142 = urem i16 %141, 19
  %143 = zext nneg i16 %142 to i32
  %144 = udiv i16 %141, 100
  %145 = urem i16 %141, 100
  %146 = udiv i16 %141, 400
  %147 = and i16 %144, 3
  %148 = trunc i16 %144 to i8
  %149 = udiv i8 %148, 3
  %150 = zext nneg i8 %149 to i16
  %151 = mul nuw nsw i16 %142, 19
  %152 = add nuw nsw i16 %144, 15
  %153 = add nuw nsw i16 %152, %151
  %154 = add nuw nsw i16 %146, %150
  %155 = sub nsw i16 %153, %154
  %156 = urem i16 %155, 30
  %157 = zext nneg i16 %156 to i32
  %158 = lshr i16 %145, 2
  %159 = and i16 %145, 3
  %160 = add nuw nsw i16 %147, %158
  %161 = shl nuw nsw i16 %160, 1
  %162 = add nuw nsw i16 %161, 32
  %163 = add nuw nsw i16 %159, %156
  %164 = sub nuw nsw i16 %162, %163
  %165 = trunc nuw nsw i16 %164 to i8
  %166 = urem i8 %165, 7
  %167 = zext nneg i8 %166 to i32
  %168 = mul nuw nsw i32 %157, 11
  %169 = add nuw nsw i32 %168, %143
  %170 = mul nuw nsw i32 %167, 22
  %171 = add nuw nsw i32 %169, %170
  %172 = icmp ugt i32 %171, 450
  %173 = select i1 %172, i32 249, i32 0
  %174 = add nuw nsw i32 %157, 114
  %175 = add nuw nsw i32 %174, %167
  %176 = add nuw nsw i32 %175, %173
  %177 = trunc i32 %176 to i8
  %178 = udiv i8 %177, 31
  %179 = zext nneg i8 %178 to i32
  %180 = urem i8 %177, 31
  %181 = add nuw nsw i8 %180, 1
  %182 = zext nneg i8 %181 to i32
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %140, i32 noundef %179, i32 noundef %182)
  %184 = add nuw nsw i32 %140, 1
  %185 = icmp eq i32 %184, 2031
  br i1 %185, label %186, label %139, !llvm.loop !11

186:                                              ; preds = %139, %186
  %187 = phi i32 [ %213, %186 ], [ 0, %139 ]
  %188 = phi <4 x i32> [ %214, %186 ], [ <i32 1600, i32 1601, i32 1602, i32 1603>, %139 ]
  %189 = phi <4 x i32> [ %211, %186 ], [ zeroinitializer, %139 ]
  %190 = phi <4 x i32> [ %212, %186 ], [ zeroinitializer, %139 ]
  %191 = phi <4 x i16> [ %215, %186 ], [ <i16 1600, i16 1601, i16 1602, i16 1603>, %139 ]
  %192 = add <4 x i16> %191, <i16 4, i16 4, i16 4, i16 4>
  %193 = and <4 x i32> %188, <i32 3, i32 3, i32 3, i32 3>
  %194 = and <4 x i32> %188, <i32 3, i32 3, i32 3, i32 3>
  %195 = icmp eq <4 x i32> %193, zeroinitializer
  %196 = icmp eq <4 x i32> %194, zeroinitializer
  %197 = urem <4 x i16> %191, <i16 100, i16 100, i16 100, i16 100>
  %198 = urem <4 x i16> %192, <i16 100, i16 100, i16 100, i16 100>
  %199 = icmp ne <4 x i16> %197, zeroinitializer
  %200 = icmp ne <4 x i16> %198, zeroinitializer
  %201 = and <4 x i1> %195, %199
  %202 = and <4 x i1> %196, %200
  %203 = urem <4 x i16> %191, <i16 400, i16 400, i16 400, i16 400>
  %204 = urem <4 x i16> %192, <i16 400, i16 400, i16 400, i16 400>
  %205 = icmp eq <4 x i16> %203, zeroinitializer
  %206 = icmp eq <4 x i16> %204, zeroinitializer
  %207 = select <4 x i1> %201, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %205
  %208 = zext <4 x i1> %207 to <4 x i32>
  %209 = select <4 x i1> %202, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %206
  %210 = zext <4 x i1> %209 to <4 x i32>
  %211 = add <4 x i32> %189, %208
  %212 = add <4 x i32> %190, %210
  %213 = add nuw i32 %187, 8
  %214 = add <4 x i32> %188, <i32 8, i32 8, i32 8, i32 8>
  %215 = add <4 x i16> %191, <i16 8, i16 8, i16 8, i16 8>
  %216 = icmp eq i32 %213, 800
  br i1 %216, label %217, label %186, !llvm.loop !12

217:                                              ; preds = %186
  %218 = add <4 x i32> %212, %211
  %219 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %218)
  %220 = add nuw nsw i32 %219, 1
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %220)
  br label %222

222:                                              ; preds = %222, %217
  %223 = phi i32 [ 1900, %217 ], [ %266, %222 ]
  %224 = phi i32 [ 0, %217 ], [ %265, %222 ]
  %225 = insertelement <4 x i32> poison, i32 %223, i64 0
  %226 = shufflevector <4 x i32> %225, <4 x i32> poison, <4 x i32> zeroinitializer
  %227 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %224, i64 0
  %228 = add nsw <4 x i32> %226, <i32 -1, i32 -1, i32 0, i32 0>
  %229 = sdiv <4 x i32> %228, <i32 4, i32 4, i32 4, i32 4>
  %230 = sdiv <4 x i32> %228, <i32 -100, i32 -100, i32 -100, i32 -100>
  %231 = sdiv <4 x i32> %228, <i32 400, i32 400, i32 400, i32 400>
  %232 = add nuw <4 x i32> %226, <i32 12, i32 12, i32 13, i32 13>
  %233 = add nsw <4 x i32> %232, %229
  %234 = add <4 x i32> %233, %230
  %235 = add <4 x i32> %234, %231
  %236 = add <4 x i32> %235, <i32 0, i32 3, i32 2, i32 5>
  %237 = srem <4 x i32> %236, <i32 7, i32 7, i32 7, i32 7>
  %238 = icmp eq <4 x i32> %237, <i32 5, i32 5, i32 5, i32 5>
  %239 = zext <4 x i1> %238 to <4 x i32>
  %240 = add <4 x i32> %227, %239
  %241 = lshr <4 x i32> %226, <i32 2, i32 2, i32 2, i32 2>
  %242 = sdiv <4 x i32> %226, <i32 -100, i32 -100, i32 -100, i32 -100>
  %243 = udiv <4 x i32> %226, <i32 400, i32 400, i32 400, i32 400>
  %244 = add nuw nsw <4 x i32> %226, <i32 13, i32 13, i32 13, i32 13>
  %245 = add nuw nsw <4 x i32> %244, %241
  %246 = add <4 x i32> %245, %242
  %247 = add <4 x i32> %246, %243
  %248 = add <4 x i32> %247, <i32 0, i32 3, i32 5, i32 1>
  %249 = srem <4 x i32> %248, <i32 7, i32 7, i32 7, i32 7>
  %250 = icmp eq <4 x i32> %249, <i32 5, i32 5, i32 5, i32 5>
  %251 = zext <4 x i1> %250 to <4 x i32>
  %252 = add <4 x i32> %240, %251
  %253 = lshr <4 x i32> %226, <i32 2, i32 2, i32 2, i32 2>
  %254 = sdiv <4 x i32> %226, <i32 -100, i32 -100, i32 -100, i32 -100>
  %255 = udiv <4 x i32> %226, <i32 400, i32 400, i32 400, i32 400>
  %256 = add nuw nsw <4 x i32> %226, <i32 13, i32 13, i32 13, i32 13>
  %257 = add nuw nsw <4 x i32> %256, %253
  %258 = add <4 x i32> %257, %254
  %259 = add <4 x i32> %258, %255
  %260 = add <4 x i32> %259, <i32 4, i32 6, i32 2, i32 4>
  %261 = srem <4 x i32> %260, <i32 7, i32 7, i32 7, i32 7>
  %262 = icmp eq <4 x i32> %261, <i32 5, i32 5, i32 5, i32 5>
  %263 = zext <4 x i1> %262 to <4 x i32>
  %264 = add <4 x i32> %252, %263
  %265 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %264)
  %266 = add nuw nsw i32 %223, 1
  %267 = icmp eq i32 %266, 2100
  br i1 %267, label %268, label %222, !llvm.loop !15

268:                                              ; preds = %222
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %265)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 1096, i32 noundef %51)
  ret i32 %51
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10}
