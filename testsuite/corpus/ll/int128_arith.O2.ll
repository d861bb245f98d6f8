; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"umax=\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"smax=\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"smin=\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"umax hex=\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"smin hex=\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"s=%3d \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"shl=\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"      \00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"shr=\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sar=\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"s=127 \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"sar127 \00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"mul=\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"mulwrap=\00", align 1
@__const.main.divisors = private unnamed_addr constant [9 x i128] [i128 1, i128 3, i128 10, i128 4294967295, i128 4294967296, i128 18446744073709551615, i128 18446744073709551616, i128 1267650600228229401496703217721, i128 -1], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"r=\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x i128] [i128 -1, i128 1, i128 -7, i128 7, i128 -170141183460469231731687303715884105727, i128 170141183460469231731687303715884105727, i128 -1180591620717411303424, i128 1237940039285380274899124227], align 16
@.str.19 = private unnamed_addr constant [4 x i8] c"sq=\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"sr=\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"BAD %u %u\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"to double %.17g\0A\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"to ldouble %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"from -1.5e30: \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"from ld: \00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"umax as float %.9g\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"pass_many=\00", align 1
@.str.28 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"ovf %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"res=\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.34 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"BAD\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [64 x i8], align 16
  %7 = alloca [64 x i8], align 16
  %8 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #5
  br label %9

9:                                                ; preds = %20, %0
  %10 = phi i64 [ 0, %0 ], [ %25, %20 ]
  %11 = phi i128 [ -1, %0 ], [ %27, %20 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc nuw nsw i128 %15 to i8
  %17 = or disjoint i8 %16, 48
  %18 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %10
  store i8 %17, ptr %18, align 2, !tbaa !5
  %19 = icmp eq i64 %10, 38
  br i1 %19, label %28, label %20, !llvm.loop !8

20:                                               ; preds = %9
  %21 = or disjoint i64 %10, 1
  %22 = urem i128 %13, 10
  %23 = trunc nuw nsw i128 %22 to i8
  %24 = or disjoint i8 %23, 48
  %25 = add nuw nsw i64 %10, 2
  %26 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %21
  store i8 %24, ptr %26, align 1, !tbaa !5
  %27 = udiv i128 %11, 100
  br label %9

28:                                               ; preds = %9
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str)
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 39, %28 ], [ %32, %30 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = load ptr, ptr @stdout, align 8, !tbaa !10
  %37 = tail call noundef i32 @putc(i32 noundef %35, ptr noundef %36)
  %38 = icmp eq i64 %32, 0
  br i1 %38, label %39, label %30, !llvm.loop !12

39:                                               ; preds = %30
  %40 = load ptr, ptr @stdout, align 8, !tbaa !10
  %41 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %40)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #5
  br label %42

42:                                               ; preds = %53, %39
  %43 = phi i64 [ 0, %39 ], [ %58, %53 ]
  %44 = phi i128 [ 170141183460469231731687303715884105727, %39 ], [ %60, %53 ]
  %45 = freeze i128 %44
  %46 = udiv i128 %45, 10
  %47 = mul i128 %46, 10
  %48 = sub i128 %45, %47
  %49 = trunc nuw nsw i128 %48 to i8
  %50 = or disjoint i8 %49, 48
  %51 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %43
  store i8 %50, ptr %51, align 2, !tbaa !5
  %52 = icmp eq i64 %43, 38
  br i1 %52, label %61, label %53, !llvm.loop !8

53:                                               ; preds = %42
  %54 = or disjoint i64 %43, 1
  %55 = urem i128 %46, 10
  %56 = trunc nuw nsw i128 %55 to i8
  %57 = or disjoint i8 %56, 48
  %58 = add nuw nsw i64 %43, 2
  %59 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %54
  store i8 %57, ptr %59, align 1, !tbaa !5
  %60 = udiv i128 %44, 100
  br label %42

61:                                               ; preds = %42
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1)
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i64 [ 39, %61 ], [ %65, %63 ]
  %65 = add nsw i64 %64, -1
  %66 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = sext i8 %67 to i32
  %69 = load ptr, ptr @stdout, align 8, !tbaa !10
  %70 = tail call noundef i32 @putc(i32 noundef %68, ptr noundef %69)
  %71 = icmp eq i64 %65, 0
  br i1 %71, label %72, label %63, !llvm.loop !12

72:                                               ; preds = %63
  %73 = load ptr, ptr @stdout, align 8, !tbaa !10
  %74 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %73)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #5
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #5
  br label %76

76:                                               ; preds = %87, %72
  %77 = phi i64 [ 0, %72 ], [ %92, %87 ]
  %78 = phi i128 [ -170141183460469231731687303715884105728, %72 ], [ %94, %87 ]
  %79 = freeze i128 %78
  %80 = udiv i128 %79, 10
  %81 = mul i128 %80, 10
  %82 = sub i128 %79, %81
  %83 = trunc nuw nsw i128 %82 to i8
  %84 = or disjoint i8 %83, 48
  %85 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %77
  store i8 %84, ptr %85, align 2, !tbaa !5
  %86 = icmp eq i64 %77, 38
  br i1 %86, label %95, label %87, !llvm.loop !8

87:                                               ; preds = %76
  %88 = or disjoint i64 %77, 1
  %89 = urem i128 %80, 10
  %90 = trunc nuw nsw i128 %89 to i8
  %91 = or disjoint i8 %90, 48
  %92 = add nuw nsw i64 %77, 2
  %93 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %88
  store i8 %91, ptr %93, align 1, !tbaa !5
  %94 = udiv i128 %78, 100
  br label %76

95:                                               ; preds = %76, %95
  %96 = phi i64 [ %97, %95 ], [ 39, %76 ]
  %97 = add nsw i64 %96, -1
  %98 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !5
  %100 = sext i8 %99 to i32
  %101 = load ptr, ptr @stdout, align 8, !tbaa !10
  %102 = tail call noundef i32 @putc(i32 noundef %100, ptr noundef %101)
  %103 = icmp eq i64 %97, 0
  br i1 %103, label %104, label %95, !llvm.loop !12

104:                                              ; preds = %95
  %105 = load ptr, ptr @stdout, align 8, !tbaa !10
  %106 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %105)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #5
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.3, i64 noundef -1, i64 noundef -1)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.4, i64 noundef -9223372036854775808, i64 noundef 0)
  br label %109

109:                                              ; preds = %193, %104
  %110 = phi i32 [ %198, %193 ], [ 0, %104 ]
  %111 = phi i32 [ %196, %193 ], [ 20, %104 ]
  %112 = add i32 %110, 19
  %113 = add i32 %110, 18
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111)
  %115 = and i32 %112, 7
  %116 = icmp ult i32 %113, 7
  br i1 %116, label %149, label %117

117:                                              ; preds = %109
  %118 = and i32 %112, -8
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i32 [ 2, %117 ], [ %146, %119 ]
  %121 = phi i128 [ 1, %117 ], [ %145, %119 ]
  %122 = phi i32 [ 0, %117 ], [ %147, %119 ]
  %123 = zext nneg i32 %120 to i128
  %124 = mul i128 %121, %123
  %125 = or disjoint i32 %120, 1
  %126 = zext nneg i32 %125 to i128
  %127 = mul i128 %124, %126
  %128 = add nuw nsw i32 %120, 2
  %129 = zext nneg i32 %128 to i128
  %130 = mul i128 %127, %129
  %131 = add nuw nsw i32 %120, 3
  %132 = zext nneg i32 %131 to i128
  %133 = mul i128 %130, %132
  %134 = add nuw nsw i32 %120, 4
  %135 = zext nneg i32 %134 to i128
  %136 = mul i128 %133, %135
  %137 = add nuw nsw i32 %120, 5
  %138 = zext nneg i32 %137 to i128
  %139 = mul i128 %136, %138
  %140 = add nuw nsw i32 %120, 6
  %141 = zext nneg i32 %140 to i128
  %142 = mul i128 %139, %141
  %143 = add nuw nsw i32 %120, 7
  %144 = zext nneg i32 %143 to i128
  %145 = mul i128 %142, %144
  %146 = add nuw nsw i32 %120, 8
  %147 = add nuw nsw i32 %122, 8
  %148 = icmp eq i32 %147, %118
  br i1 %148, label %149, label %119, !llvm.loop !13

149:                                              ; preds = %119, %109
  %150 = phi i128 [ poison, %109 ], [ %145, %119 ]
  %151 = phi i32 [ 2, %109 ], [ %146, %119 ]
  %152 = phi i128 [ 1, %109 ], [ %145, %119 ]
  %153 = icmp eq i32 %115, 0
  br i1 %153, label %163, label %154

154:                                              ; preds = %149, %154
  %155 = phi i32 [ %160, %154 ], [ %151, %149 ]
  %156 = phi i128 [ %159, %154 ], [ %152, %149 ]
  %157 = phi i32 [ %161, %154 ], [ 0, %149 ]
  %158 = zext nneg i32 %155 to i128
  %159 = mul i128 %156, %158
  %160 = add nuw nsw i32 %155, 1
  %161 = add i32 %157, 1
  %162 = icmp eq i32 %161, %115
  br i1 %162, label %163, label %154, !llvm.loop !14

163:                                              ; preds = %154, %149
  %164 = phi i128 [ %150, %149 ], [ %159, %154 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  %165 = icmp eq i128 %164, 0
  br i1 %165, label %166, label %167

166:                                              ; preds = %163
  store i8 48, ptr %5, align 16, !tbaa !5
  br label %182

167:                                              ; preds = %163, %167
  %168 = phi i64 [ %176, %167 ], [ 0, %163 ]
  %169 = phi i128 [ %171, %167 ], [ %164, %163 ]
  %170 = freeze i128 %169
  %171 = udiv i128 %170, 10
  %172 = mul i128 %171, 10
  %173 = sub i128 %170, %172
  %174 = trunc nuw nsw i128 %173 to i8
  %175 = or disjoint i8 %174, 48
  %176 = add nuw nsw i64 %168, 1
  %177 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %168
  store i8 %175, ptr %177, align 1, !tbaa !5
  %178 = icmp ult i128 %169, 10
  br i1 %178, label %179, label %167, !llvm.loop !8

179:                                              ; preds = %167
  %180 = shl i64 %176, 32
  %181 = ashr exact i64 %180, 32
  br label %182

182:                                              ; preds = %179, %166
  %183 = phi i64 [ 1, %166 ], [ %181, %179 ]
  br label %184

184:                                              ; preds = %182, %184
  %185 = phi i64 [ %186, %184 ], [ %183, %182 ]
  %186 = add nsw i64 %185, -1
  %187 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !5
  %189 = sext i8 %188 to i32
  %190 = load ptr, ptr @stdout, align 8, !tbaa !10
  %191 = tail call noundef i32 @putc(i32 noundef %189, ptr noundef %190)
  %192 = icmp eq i64 %186, 0
  br i1 %192, label %193, label %184, !llvm.loop !12

193:                                              ; preds = %184
  %194 = load ptr, ptr @stdout, align 8, !tbaa !10
  %195 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %194)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  %196 = add nuw nsw i32 %111, 1
  %197 = icmp eq i32 %196, 35
  %198 = add i32 %110, 1
  br i1 %197, label %217, label %109, !llvm.loop !16

199:                                              ; preds = %217
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %201 = tail call fastcc { i64, i64 } @shl(i64 noundef 1, i64 noundef 0, i32 noundef 127)
  %202 = extractvalue { i64, i64 } %201, 0
  %203 = extractvalue { i64, i64 } %201, 1
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.6, i64 noundef %203, i64 noundef %202)
  %205 = tail call fastcc { i64, i64 } @shrs(i64 noundef 0, i64 noundef -9223372036854775808, i32 noundef 127)
  %206 = extractvalue { i64, i64 } %205, 0
  %207 = extractvalue { i64, i64 } %205, 1
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.13, i64 noundef %207, i64 noundef %206)
  %209 = tail call fastcc { i64, i64 } @mulu(i64 noundef -81985529216486896, i64 noundef 81985529216486895, i64 noundef -7046029254386353131, i64 noundef 0)
  %210 = extractvalue { i64, i64 } %209, 0
  %211 = extractvalue { i64, i64 } %209, 1
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.14, i64 noundef %211, i64 noundef %210)
  %213 = tail call fastcc { i64, i64 } @mulu(i64 noundef -1, i64 noundef -1, i64 noundef -1, i64 noundef -1)
  %214 = extractvalue { i64, i64 } %213, 0
  %215 = extractvalue { i64, i64 } %213, 1
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.15, i64 noundef %215, i64 noundef %214)
  br label %236

217:                                              ; preds = %193, %217
  %218 = phi i32 [ %234, %217 ], [ 0, %193 ]
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %218)
  %220 = tail call fastcc { i64, i64 } @shl(i64 noundef -81985529216486896, i64 noundef 81985529216486895, i32 noundef %218)
  %221 = extractvalue { i64, i64 } %220, 0
  %222 = extractvalue { i64, i64 } %220, 1
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.8, i64 noundef %222, i64 noundef %221)
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %225 = tail call fastcc { i64, i64 } @shru(i32 noundef %218)
  %226 = extractvalue { i64, i64 } %225, 0
  %227 = extractvalue { i64, i64 } %225, 1
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.10, i64 noundef %227, i64 noundef %226)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %230 = tail call fastcc { i64, i64 } @shrs(i64 noundef 81985529216486895, i64 noundef -81985529216486896, i32 noundef %218)
  %231 = extractvalue { i64, i64 } %230, 0
  %232 = extractvalue { i64, i64 } %230, 1
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.11, i64 noundef %232, i64 noundef %231)
  %234 = add nuw nsw i32 %218, 9
  %235 = icmp ult i32 %218, 119
  br i1 %235, label %217, label %199, !llvm.loop !17

236:                                              ; preds = %199, %264
  %237 = phi i64 [ 0, %199 ], [ %265, %264 ]
  %238 = getelementptr inbounds [9 x i128], ptr @__const.main.divisors, i64 0, i64 %237
  %239 = load i128, ptr %238, align 16, !tbaa !18
  %240 = trunc i128 %239 to i64
  %241 = lshr i128 %239, 64
  %242 = trunc nuw i128 %241 to i64
  %243 = tail call fastcc { i64, i64 } @divu(i64 noundef %240, i64 noundef %242)
  %244 = extractvalue { i64, i64 } %243, 0
  %245 = extractvalue { i64, i64 } %243, 1
  %246 = zext nneg i64 %245 to i128
  %247 = shl nuw nsw i128 %246, 64
  %248 = zext i64 %244 to i128
  %249 = or disjoint i128 %247, %248
  %250 = tail call fastcc { i64, i64 } @remu(i64 noundef %240, i64 noundef %242)
  %251 = extractvalue { i64, i64 } %250, 0
  %252 = extractvalue { i64, i64 } %250, 1
  %253 = zext nneg i64 %252 to i128
  %254 = shl nuw nsw i128 %253, 64
  %255 = zext i64 %251 to i128
  %256 = or disjoint i128 %254, %255
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.16, i64 noundef %245, i64 noundef %244)
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.17, i64 noundef %252, i64 noundef %251)
  %259 = mul i128 %249, %239
  %260 = add i128 %256, %259
  %261 = icmp eq i128 %260, 10586562526429196631326487587781959280
  br i1 %261, label %264, label %262

262:                                              ; preds = %236
  %263 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %264

264:                                              ; preds = %262, %236
  %265 = add nuw nsw i64 %237, 1
  %266 = icmp eq i64 %265, 9
  br i1 %266, label %267, label %236, !llvm.loop !20

267:                                              ; preds = %264, %398
  %268 = phi i64 [ %399, %398 ], [ 0, %264 ]
  %269 = getelementptr inbounds [8 x i128], ptr @__const.main.sv, i64 0, i64 %268
  %270 = load i128, ptr %269, align 16, !tbaa !18
  %271 = trunc i128 %270 to i64
  %272 = lshr i128 %270, 64
  %273 = trunc nuw i128 %272 to i64
  %274 = trunc nuw nsw i64 %268 to i32
  %275 = urem i32 %274, 3
  %276 = icmp eq i32 %275, 0
  br label %401

277:                                              ; preds = %398
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 0x47723456789ABCDF)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, x86_fp80 noundef 0xK407791A2B3C4D5E6F7FF)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.24)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  br label %281

281:                                              ; preds = %292, %277
  %282 = phi i64 [ 0, %277 ], [ %297, %292 ]
  %283 = phi i128 [ 1499999999999999889089448902656, %277 ], [ %299, %292 ]
  %284 = freeze i128 %283
  %285 = udiv i128 %284, 10
  %286 = mul i128 %285, 10
  %287 = sub i128 %284, %286
  %288 = trunc nuw nsw i128 %287 to i8
  %289 = or disjoint i8 %288, 48
  %290 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %282
  store i8 %289, ptr %290, align 2, !tbaa !5
  %291 = icmp eq i64 %282, 30
  br i1 %291, label %300, label %292, !llvm.loop !8

292:                                              ; preds = %281
  %293 = or disjoint i64 %282, 1
  %294 = urem i128 %285, 10
  %295 = trunc nuw nsw i128 %294 to i8
  %296 = or disjoint i8 %295, 48
  %297 = add nuw nsw i64 %282, 2
  %298 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %293
  store i8 %296, ptr %298, align 1, !tbaa !5
  %299 = udiv i128 %283, 100
  br label %281

300:                                              ; preds = %281, %300
  %301 = phi i64 [ %302, %300 ], [ 31, %281 ]
  %302 = add nsw i64 %301, -1
  %303 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %302
  %304 = load i8, ptr %303, align 1, !tbaa !5
  %305 = sext i8 %304 to i32
  %306 = load ptr, ptr @stdout, align 8, !tbaa !10
  %307 = tail call noundef i32 @putc(i32 noundef %305, ptr noundef %306)
  %308 = icmp eq i64 %302, 0
  br i1 %308, label %309, label %300, !llvm.loop !12

309:                                              ; preds = %300
  %310 = load ptr, ptr @stdout, align 8, !tbaa !10
  %311 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %310)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5
  br label %312

312:                                              ; preds = %323, %309
  %313 = phi i64 [ 0, %309 ], [ %328, %323 ]
  %314 = phi i128 [ 1234567890123456788995863525063655424, %309 ], [ %330, %323 ]
  %315 = freeze i128 %314
  %316 = udiv i128 %315, 10
  %317 = mul i128 %316, 10
  %318 = sub i128 %315, %317
  %319 = trunc nuw nsw i128 %318 to i8
  %320 = or disjoint i8 %319, 48
  %321 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %313
  store i8 %320, ptr %321, align 2, !tbaa !5
  %322 = icmp eq i64 %313, 36
  br i1 %322, label %331, label %323, !llvm.loop !8

323:                                              ; preds = %312
  %324 = or disjoint i64 %313, 1
  %325 = urem i128 %316, 10
  %326 = trunc nuw nsw i128 %325 to i8
  %327 = or disjoint i8 %326, 48
  %328 = add nuw nsw i64 %313, 2
  %329 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %324
  store i8 %327, ptr %329, align 1, !tbaa !5
  %330 = udiv i128 %314, 100
  br label %312

331:                                              ; preds = %312
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25)
  br label %333

333:                                              ; preds = %333, %331
  %334 = phi i64 [ 37, %331 ], [ %335, %333 ]
  %335 = add nsw i64 %334, -1
  %336 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %335
  %337 = load i8, ptr %336, align 1, !tbaa !5
  %338 = sext i8 %337 to i32
  %339 = load ptr, ptr @stdout, align 8, !tbaa !10
  %340 = tail call noundef i32 @putc(i32 noundef %338, ptr noundef %339)
  %341 = icmp eq i64 %335, 0
  br i1 %341, label %342, label %333, !llvm.loop !12

342:                                              ; preds = %333
  %343 = load ptr, ptr @stdout, align 8, !tbaa !10
  %344 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %343)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef 0x7FF0000000000000)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  br label %346

346:                                              ; preds = %346, %342
  %347 = phi i64 [ 0, %342 ], [ %360, %346 ]
  %348 = phi i128 [ 56713729087807010805458502735331240651, %342 ], [ %362, %346 ]
  %349 = freeze i128 %348
  %350 = udiv i128 %349, 10
  %351 = mul i128 %350, 10
  %352 = sub i128 %349, %351
  %353 = trunc nuw nsw i128 %352 to i8
  %354 = or disjoint i8 %353, 48
  %355 = or disjoint i64 %347, 1
  %356 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %347
  store i8 %354, ptr %356, align 2, !tbaa !5
  %357 = urem i128 %350, 10
  %358 = trunc nuw nsw i128 %357 to i8
  %359 = or disjoint i8 %358, 48
  %360 = add nuw nsw i64 %347, 2
  %361 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %355
  store i8 %359, ptr %361, align 1, !tbaa !5
  %362 = udiv i128 %348, 100
  %363 = icmp eq i64 %360, 38
  br i1 %363, label %364, label %346, !llvm.loop !8

364:                                              ; preds = %346
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27)
  br label %366

366:                                              ; preds = %366, %364
  %367 = phi i64 [ 38, %364 ], [ %368, %366 ]
  %368 = add nsw i64 %367, -1
  %369 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %368
  %370 = load i8, ptr %369, align 1, !tbaa !5
  %371 = sext i8 %370 to i32
  %372 = load ptr, ptr @stdout, align 8, !tbaa !10
  %373 = tail call noundef i32 @putc(i32 noundef %371, ptr noundef %372)
  %374 = icmp eq i64 %368, 0
  br i1 %374, label %375, label %366, !llvm.loop !12

375:                                              ; preds = %366
  %376 = load ptr, ptr @stdout, align 8, !tbaa !10
  %377 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %376)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 16)
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 50)
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 84)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 118)
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 152)
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 186)
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 220)
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 254)
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 239)
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 205)
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 171)
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 137)
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 103)
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 69)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 35)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %395 = load ptr, ptr @stdout, align 8, !tbaa !10
  %396 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %395)
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  br label %435

398:                                              ; preds = %432
  %399 = add nuw nsw i64 %268, 1
  %400 = icmp eq i64 %399, 8
  br i1 %400, label %277, label %267, !llvm.loop !21

401:                                              ; preds = %267, %432
  %402 = phi i64 [ 0, %267 ], [ %433, %432 ]
  %403 = getelementptr inbounds [8 x i128], ptr @__const.main.sv, i64 0, i64 %402
  %404 = load i128, ptr %403, align 16, !tbaa !18
  %405 = trunc i128 %404 to i64
  %406 = lshr i128 %404, 64
  %407 = trunc nuw i128 %406 to i64
  %408 = tail call fastcc { i64, i64 } @divs(i64 noundef %271, i64 noundef %273, i64 noundef %405, i64 noundef %407)
  %409 = extractvalue { i64, i64 } %408, 0
  %410 = extractvalue { i64, i64 } %408, 1
  %411 = zext i64 %410 to i128
  %412 = shl nuw i128 %411, 64
  %413 = zext i64 %409 to i128
  %414 = or disjoint i128 %412, %413
  %415 = tail call fastcc { i64, i64 } @rems(i64 noundef %271, i64 noundef %273, i64 noundef %405, i64 noundef %407)
  %416 = extractvalue { i64, i64 } %415, 0
  %417 = extractvalue { i64, i64 } %415, 1
  %418 = zext i64 %417 to i128
  %419 = shl nuw i128 %418, 64
  %420 = zext i64 %416 to i128
  %421 = or disjoint i128 %419, %420
  %422 = icmp eq i64 %402, 2
  %423 = or i1 %276, %422
  br i1 %423, label %424, label %425

424:                                              ; preds = %401
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i64 noundef %409, i64 noundef %410)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i64 noundef %416, i64 noundef %417)
  br label %425

425:                                              ; preds = %401, %424
  %426 = mul nsw i128 %414, %404
  %427 = add nsw i128 %421, %426
  %428 = icmp eq i128 %427, %270
  br i1 %428, label %432, label %429

429:                                              ; preds = %425
  %430 = trunc nuw nsw i64 %402 to i32
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %274, i32 noundef %430)
  br label %432

432:                                              ; preds = %429, %425
  %433 = add nuw nsw i64 %402, 1
  %434 = icmp eq i64 %433, 8
  br i1 %434, label %398, label %401, !llvm.loop !22

435:                                              ; preds = %435, %375
  %436 = phi i64 [ 0, %375 ], [ %449, %435 ]
  %437 = phi i128 [ 85070591730234615865843651857942052864, %375 ], [ %451, %435 ]
  %438 = freeze i128 %437
  %439 = udiv i128 %438, 10
  %440 = mul i128 %439, 10
  %441 = sub i128 %438, %440
  %442 = trunc nuw nsw i128 %441 to i8
  %443 = or disjoint i8 %442, 48
  %444 = or disjoint i64 %436, 1
  %445 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %436
  store i8 %443, ptr %445, align 2, !tbaa !5
  %446 = urem i128 %439, 10
  %447 = trunc nuw nsw i128 %446 to i8
  %448 = or disjoint i8 %447, 48
  %449 = add nuw nsw i64 %436, 2
  %450 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %444
  store i8 %448, ptr %450, align 1, !tbaa !5
  %451 = udiv i128 %437, 100
  %452 = icmp eq i64 %449, 38
  br i1 %452, label %453, label %435, !llvm.loop !8

453:                                              ; preds = %435
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.32)
  br label %455

455:                                              ; preds = %455, %453
  %456 = phi i64 [ 38, %453 ], [ %457, %455 ]
  %457 = add nsw i64 %456, -1
  %458 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %457
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = sext i8 %459 to i32
  %461 = load ptr, ptr @stdout, align 8, !tbaa !10
  %462 = tail call noundef i32 @putc(i32 noundef %460, ptr noundef %461)
  %463 = icmp eq i64 %457, 0
  br i1 %463, label %464, label %455, !llvm.loop !12

464:                                              ; preds = %455
  %465 = load ptr, ptr @stdout, align 8, !tbaa !10
  %466 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %465)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @ps(ptr noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = zext i64 %2 to i128
  %7 = shl nuw i128 %6, 64
  %8 = icmp slt i128 %7, 0
  %9 = zext i64 %1 to i128
  %10 = or disjoint i128 %7, %9
  br i1 %8, label %11, label %41

11:                                               ; preds = %3
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %0)
  %13 = sub i128 0, %10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  br label %14

14:                                               ; preds = %11, %14
  %15 = phi i64 [ %23, %14 ], [ 0, %11 ]
  %16 = phi i128 [ %18, %14 ], [ %13, %11 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc nuw nsw i128 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = add nuw nsw i64 %15, 1
  %24 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %15
  store i8 %22, ptr %24, align 1, !tbaa !5
  %25 = icmp ult i128 %16, 10
  br i1 %25, label %26, label %14, !llvm.loop !8

26:                                               ; preds = %14
  %27 = shl i64 %23, 32
  %28 = ashr exact i64 %27, 32
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i64 [ %28, %26 ], [ %31, %29 ]
  %31 = add nsw i64 %30, -1
  %32 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = sext i8 %33 to i32
  %35 = load ptr, ptr @stdout, align 8, !tbaa !10
  %36 = tail call noundef i32 @putc(i32 noundef %34, ptr noundef %35)
  %37 = icmp eq i64 %31, 0
  br i1 %37, label %38, label %29, !llvm.loop !12

38:                                               ; preds = %29
  %39 = load ptr, ptr @stdout, align 8, !tbaa !10
  %40 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %39)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  br label %74

41:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  %42 = icmp eq i128 %10, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %41
  store i8 48, ptr %4, align 16, !tbaa !5
  br label %59

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %53, %44 ], [ 0, %41 ]
  %46 = phi i128 [ %48, %44 ], [ %10, %41 ]
  %47 = freeze i128 %46
  %48 = udiv i128 %47, 10
  %49 = mul i128 %48, 10
  %50 = sub i128 %47, %49
  %51 = trunc nuw nsw i128 %50 to i8
  %52 = or disjoint i8 %51, 48
  %53 = add nuw nsw i64 %45, 1
  %54 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %45
  store i8 %52, ptr %54, align 1, !tbaa !5
  %55 = icmp ult i128 %46, 10
  br i1 %55, label %56, label %44, !llvm.loop !8

56:                                               ; preds = %44
  %57 = shl i64 %53, 32
  %58 = ashr exact i64 %57, 32
  br label %59

59:                                               ; preds = %56, %43
  %60 = phi i64 [ %58, %56 ], [ 1, %43 ]
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0)
  br label %62

62:                                               ; preds = %62, %59
  %63 = phi i64 [ %60, %59 ], [ %64, %62 ]
  %64 = add nsw i64 %63, -1
  %65 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !5
  %67 = sext i8 %66 to i32
  %68 = load ptr, ptr @stdout, align 8, !tbaa !10
  %69 = tail call noundef i32 @putc(i32 noundef %67, ptr noundef %68)
  %70 = icmp eq i64 %64, 0
  br i1 %70, label %71, label %62, !llvm.loop !12

71:                                               ; preds = %62
  %72 = load ptr, ptr @stdout, align 8, !tbaa !10
  %73 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %72)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  br label %74

74:                                               ; preds = %71, %38
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = zext nneg i64 %1 to i128
  %5 = shl nuw nsw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = shl i128 %7, %8
  %10 = trunc i128 %9 to i64
  %11 = lshr i128 %9, 64
  %12 = trunc nuw i128 %11 to i64
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shru(i32 noundef %0) unnamed_addr #3 {
  %2 = zext nneg i32 %0 to i128
  %3 = lshr i128 1512366075204170947332355369683137040, %2
  %4 = trunc i128 %3 to i64
  %5 = lshr i128 81985529216486895, %2
  %6 = trunc nuw nsw i128 %5 to i64
  %7 = insertvalue { i64, i64 } poison, i64 %4, 0
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1
  ret { i64, i64 } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shrs(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext nneg i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = ashr i128 %7, %8
  %10 = trunc i128 %9 to i64
  %11 = lshr i128 %9, 64
  %12 = trunc nuw i128 %11 to i64
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mulu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @divu(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = udiv i128 10586562526429196631326487587781959280, %6
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw nsw i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @remu(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = urem i128 10586562526429196631326487587781959280, %6
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw nsw i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @divs(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = sdiv i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rems(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = srem i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = !{!19, !19, i64 0}
!19 = !{!"__int128", !6, i64 0}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
