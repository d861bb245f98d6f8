; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 4
  %6 = alloca [64 x i8], align 1
  %7 = alloca [64 x i8], align 1
  %8 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #5
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ %18, %9 ], [ 0, %0 ]
  %11 = phi i128 [ %13, %9 ], [ -1, %0 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc nuw nsw i128 %15 to i8
  %17 = or disjoint i8 %16, 48
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %10
  store i8 %17, ptr %19, align 1, !tbaa !6
  %20 = icmp eq i64 %18, 39
  br i1 %20, label %21, label %9, !llvm.loop !9

21:                                               ; preds = %9
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str)
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 39, %21 ], [ %25, %23 ]
  %25 = add nsw i64 %24, -1
  %26 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !6
  %28 = zext i8 %27 to i32
  %29 = load ptr, ptr @stdout, align 8, !tbaa !11
  %30 = tail call noundef i32 @putc(i32 noundef %28, ptr noundef %29)
  %31 = icmp eq i64 %25, 0
  br i1 %31, label %32, label %23, !llvm.loop !13

32:                                               ; preds = %23
  %33 = load ptr, ptr @stdout, align 8, !tbaa !11
  %34 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %33)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #5
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i64 [ %44, %35 ], [ 0, %32 ]
  %37 = phi i128 [ %39, %35 ], [ 170141183460469231731687303715884105727, %32 ]
  %38 = freeze i128 %37
  %39 = udiv i128 %38, 10
  %40 = mul i128 %39, 10
  %41 = sub i128 %38, %40
  %42 = trunc nuw nsw i128 %41 to i8
  %43 = or disjoint i8 %42, 48
  %44 = add nuw nsw i64 %36, 1
  %45 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %36
  store i8 %43, ptr %45, align 1, !tbaa !6
  %46 = icmp eq i64 %44, 39
  br i1 %46, label %47, label %35, !llvm.loop !9

47:                                               ; preds = %35
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1)
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 39, %47 ], [ %51, %49 ]
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !6
  %54 = zext i8 %53 to i32
  %55 = load ptr, ptr @stdout, align 8, !tbaa !11
  %56 = tail call noundef i32 @putc(i32 noundef %54, ptr noundef %55)
  %57 = icmp eq i64 %51, 0
  br i1 %57, label %58, label %49, !llvm.loop !13

58:                                               ; preds = %49
  %59 = load ptr, ptr @stdout, align 8, !tbaa !11
  %60 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %59)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #5
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #5
  br label %62

62:                                               ; preds = %62, %58
  %63 = phi i64 [ %71, %62 ], [ 0, %58 ]
  %64 = phi i128 [ %66, %62 ], [ -170141183460469231731687303715884105728, %58 ]
  %65 = freeze i128 %64
  %66 = udiv i128 %65, 10
  %67 = mul i128 %66, 10
  %68 = sub i128 %65, %67
  %69 = trunc nuw nsw i128 %68 to i8
  %70 = or disjoint i8 %69, 48
  %71 = add nuw nsw i64 %63, 1
  %72 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %63
  store i8 %70, ptr %72, align 1, !tbaa !6
  %73 = icmp eq i64 %71, 39
  br i1 %73, label %74, label %62, !llvm.loop !9

74:                                               ; preds = %62, %74
  %75 = phi i64 [ %76, %74 ], [ 39, %62 ]
  %76 = add nsw i64 %75, -1
  %77 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !6
  %79 = zext i8 %78 to i32
  %80 = load ptr, ptr @stdout, align 8, !tbaa !11
  %81 = tail call noundef i32 @putc(i32 noundef %79, ptr noundef %80)
  %82 = icmp eq i64 %76, 0
  br i1 %82, label %83, label %74, !llvm.loop !13

83:                                               ; preds = %74
  %84 = load ptr, ptr @stdout, align 8, !tbaa !11
  %85 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %84)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #5
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.3, i64 noundef -1, i64 noundef -1)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.4, i64 noundef -9223372036854775808, i64 noundef 0)
  br label %88

88:                                               ; preds = %152, %83
  %89 = phi i32 [ %157, %152 ], [ 0, %83 ]
  %90 = phi i32 [ %155, %152 ], [ 20, %83 ]
  %91 = add i32 %89, 19
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %90)
  %93 = icmp ult i32 %91, 2
  br i1 %93, label %112, label %94

94:                                               ; preds = %88
  %95 = and i32 %91, -2
  %96 = add i32 %95, 2
  br label %97

97:                                               ; preds = %97, %94
  %98 = phi i32 [ 0, %94 ], [ %107, %97 ]
  %99 = phi i128 [ 1, %94 ], [ %105, %97 ]
  %100 = phi i128 [ 1, %94 ], [ %106, %97 ]
  %101 = add i32 %98, 2
  %102 = add i32 %98, 3
  %103 = zext nneg i32 %101 to i128
  %104 = zext nneg i32 %102 to i128
  %105 = mul i128 %99, %103
  %106 = mul i128 %100, %104
  %107 = add nuw i32 %98, 2
  %108 = icmp eq i32 %107, %95
  br i1 %108, label %109, label %97, !llvm.loop !14

109:                                              ; preds = %97
  %110 = mul i128 %106, %105
  %111 = icmp eq i32 %91, %95
  br i1 %111, label %122, label %112

112:                                              ; preds = %109, %88
  %113 = phi i32 [ 2, %88 ], [ %96, %109 ]
  %114 = phi i128 [ 1, %88 ], [ %110, %109 ]
  br label %115

115:                                              ; preds = %112, %115
  %116 = phi i32 [ %120, %115 ], [ %113, %112 ]
  %117 = phi i128 [ %119, %115 ], [ %114, %112 ]
  %118 = zext nneg i32 %116 to i128
  %119 = mul i128 %117, %118
  %120 = add nuw nsw i32 %116, 1
  %121 = icmp eq i32 %116, %90
  br i1 %121, label %122, label %115, !llvm.loop !17

122:                                              ; preds = %115, %109
  %123 = phi i128 [ %110, %109 ], [ %119, %115 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  %124 = icmp eq i128 %123, 0
  br i1 %124, label %125, label %126

125:                                              ; preds = %122
  store i8 48, ptr %5, align 4, !tbaa !6
  br label %141

126:                                              ; preds = %122, %126
  %127 = phi i64 [ %135, %126 ], [ 0, %122 ]
  %128 = phi i128 [ %130, %126 ], [ %123, %122 ]
  %129 = freeze i128 %128
  %130 = udiv i128 %129, 10
  %131 = mul i128 %130, 10
  %132 = sub i128 %129, %131
  %133 = trunc nuw nsw i128 %132 to i8
  %134 = or disjoint i8 %133, 48
  %135 = add nuw nsw i64 %127, 1
  %136 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %127
  store i8 %134, ptr %136, align 1, !tbaa !6
  %137 = icmp ult i128 %128, 10
  br i1 %137, label %138, label %126, !llvm.loop !9

138:                                              ; preds = %126
  %139 = shl i64 %135, 32
  %140 = ashr exact i64 %139, 32
  br label %141

141:                                              ; preds = %138, %125
  %142 = phi i64 [ 1, %125 ], [ %140, %138 ]
  br label %143

143:                                              ; preds = %141, %143
  %144 = phi i64 [ %145, %143 ], [ %142, %141 ]
  %145 = add nsw i64 %144, -1
  %146 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !6
  %148 = zext i8 %147 to i32
  %149 = load ptr, ptr @stdout, align 8, !tbaa !11
  %150 = tail call noundef i32 @putc(i32 noundef %148, ptr noundef %149)
  %151 = icmp eq i64 %145, 0
  br i1 %151, label %152, label %143, !llvm.loop !13

152:                                              ; preds = %143
  %153 = load ptr, ptr @stdout, align 8, !tbaa !11
  %154 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %153)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  %155 = add nuw nsw i32 %90, 1
  %156 = icmp eq i32 %155, 35
  %157 = add i32 %89, 1
  br i1 %156, label %180, label %88, !llvm.loop !18

158:                                              ; preds = %180
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %160 = tail call fastcc i128 @shl(i128 noundef 1, i32 noundef 127)
  %161 = lshr i128 %160, 64
  %162 = trunc nuw i128 %161 to i64
  %163 = trunc i128 %160 to i64
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.6, i64 noundef %162, i64 noundef %163)
  %165 = tail call fastcc i128 @shrs(i128 noundef -170141183460469231731687303715884105728, i32 noundef 127)
  %166 = lshr i128 %165, 64
  %167 = trunc nuw i128 %166 to i64
  %168 = trunc i128 %165 to i64
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.13, i64 noundef %167, i64 noundef %168)
  %170 = tail call fastcc i128 @mulu(i128 noundef 1512366075204170947332355369683137040, i128 noundef 11400714819323198485)
  %171 = lshr i128 %170, 64
  %172 = trunc nuw i128 %171 to i64
  %173 = trunc i128 %170 to i64
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.14, i64 noundef %172, i64 noundef %173)
  %175 = tail call fastcc i128 @mulu(i128 noundef -1, i128 noundef -1)
  %176 = lshr i128 %175, 64
  %177 = trunc nuw i128 %176 to i64
  %178 = trunc i128 %175 to i64
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.15, i64 noundef %177, i64 noundef %178)
  br label %202

180:                                              ; preds = %152, %180
  %181 = phi i32 [ %200, %180 ], [ 0, %152 ]
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %181)
  %183 = tail call fastcc i128 @shl(i128 noundef 1512366075204170947332355369683137040, i32 noundef %181)
  %184 = lshr i128 %183, 64
  %185 = trunc nuw i128 %184 to i64
  %186 = trunc i128 %183 to i64
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.8, i64 noundef %185, i64 noundef %186)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %189 = tail call fastcc i128 @shru(i32 noundef %181)
  %190 = lshr i128 %189, 64
  %191 = trunc nuw nsw i128 %190 to i64
  %192 = trunc i128 %189 to i64
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.10, i64 noundef %191, i64 noundef %192)
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %195 = tail call fastcc i128 @shrs(i128 noundef -1512366075204170947332355369683137041, i32 noundef %181)
  %196 = lshr i128 %195, 64
  %197 = trunc nuw i128 %196 to i64
  %198 = trunc i128 %195 to i64
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.11, i64 noundef %197, i64 noundef %198)
  %200 = add nuw nsw i32 %181, 9
  %201 = icmp ult i32 %181, 119
  br i1 %201, label %180, label %158, !llvm.loop !19

202:                                              ; preds = %158, %221
  %203 = phi i64 [ 0, %158 ], [ %222, %221 ]
  %204 = getelementptr inbounds [9 x i128], ptr @__const.main.divisors, i64 0, i64 %203
  %205 = load i128, ptr %204, align 16, !tbaa !20
  %206 = tail call fastcc i128 @divu(i128 noundef %205)
  %207 = tail call fastcc i128 @remu(i128 noundef %205)
  %208 = lshr i128 %206, 64
  %209 = trunc nuw nsw i128 %208 to i64
  %210 = trunc i128 %206 to i64
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.16, i64 noundef %209, i64 noundef %210)
  %212 = lshr i128 %207, 64
  %213 = trunc nuw nsw i128 %212 to i64
  %214 = trunc i128 %207 to i64
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull @.str.17, i64 noundef %213, i64 noundef %214)
  %216 = mul i128 %206, %205
  %217 = add i128 %216, %207
  %218 = icmp eq i128 %217, 10586562526429196631326487587781959280
  br i1 %218, label %221, label %219

219:                                              ; preds = %202
  %220 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %221

221:                                              ; preds = %219, %202
  %222 = add nuw nsw i64 %203, 1
  %223 = icmp eq i64 %222, 9
  br i1 %223, label %224, label %202, !llvm.loop !22

224:                                              ; preds = %221, %407
  %225 = phi i64 [ %408, %407 ], [ 0, %221 ]
  %226 = getelementptr inbounds [8 x i128], ptr @__const.main.sv, i64 0, i64 %225
  %227 = load i128, ptr %226, align 16, !tbaa !20
  %228 = trunc nuw nsw i64 %225 to i32
  %229 = urem i32 %228, 3
  %230 = icmp eq i32 %229, 0
  %231 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef -1)
  %232 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef -1)
  br i1 %230, label %233, label %234

233:                                              ; preds = %224
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %231)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %232)
  br label %234

234:                                              ; preds = %233, %224
  %235 = sub i128 %232, %231
  %236 = icmp eq i128 %235, %227
  br i1 %236, label %239, label %237

237:                                              ; preds = %234
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 0)
  br label %239

239:                                              ; preds = %234, %237
  %240 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef 1)
  %241 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef 1)
  br i1 %230, label %242, label %243

242:                                              ; preds = %239
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %240)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %241)
  br label %243

243:                                              ; preds = %242, %239
  %244 = add nsw i128 %240, %241
  %245 = icmp eq i128 %244, %227
  br i1 %245, label %248, label %246

246:                                              ; preds = %243
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 1)
  br label %248

248:                                              ; preds = %243, %246
  %249 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef -7)
  %250 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef -7)
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %249)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %250)
  %251 = mul nsw i128 %249, -7
  %252 = add nsw i128 %251, %250
  %253 = icmp eq i128 %252, %227
  br i1 %253, label %357, label %254

254:                                              ; preds = %248
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 2)
  br label %357

256:                                              ; preds = %407
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 0x47723456789ABCDF)
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, fp128 noundef 0xLEFFEDCBA98765432407723456789ABCD)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull @.str.24)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  br label %260

260:                                              ; preds = %260, %256
  %261 = phi i64 [ %269, %260 ], [ 0, %256 ]
  %262 = phi i128 [ %264, %260 ], [ 1499999999999999889089448902656, %256 ]
  %263 = freeze i128 %262
  %264 = udiv i128 %263, 10
  %265 = mul i128 %264, 10
  %266 = sub i128 %263, %265
  %267 = trunc nuw nsw i128 %266 to i8
  %268 = or disjoint i8 %267, 48
  %269 = add nuw nsw i64 %261, 1
  %270 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %261
  store i8 %268, ptr %270, align 1, !tbaa !6
  %271 = icmp eq i64 %269, 31
  br i1 %271, label %272, label %260, !llvm.loop !9

272:                                              ; preds = %260, %272
  %273 = phi i64 [ %274, %272 ], [ 31, %260 ]
  %274 = add nsw i64 %273, -1
  %275 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !6
  %277 = zext i8 %276 to i32
  %278 = load ptr, ptr @stdout, align 8, !tbaa !11
  %279 = tail call noundef i32 @putc(i32 noundef %277, ptr noundef %278)
  %280 = icmp eq i64 %274, 0
  br i1 %280, label %281, label %272, !llvm.loop !13

281:                                              ; preds = %272
  %282 = load ptr, ptr @stdout, align 8, !tbaa !11
  %283 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %282)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5
  br label %284

284:                                              ; preds = %284, %281
  %285 = phi i64 [ %293, %284 ], [ 0, %281 ]
  %286 = phi i128 [ %288, %284 ], [ 1234567890123456789000000000000000000, %281 ]
  %287 = freeze i128 %286
  %288 = udiv i128 %287, 10
  %289 = mul i128 %288, 10
  %290 = sub i128 %287, %289
  %291 = trunc nuw nsw i128 %290 to i8
  %292 = or disjoint i8 %291, 48
  %293 = add nuw nsw i64 %285, 1
  %294 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %285
  store i8 %292, ptr %294, align 1, !tbaa !6
  %295 = icmp eq i64 %293, 37
  br i1 %295, label %296, label %284, !llvm.loop !9

296:                                              ; preds = %284
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25)
  br label %298

298:                                              ; preds = %298, %296
  %299 = phi i64 [ 37, %296 ], [ %300, %298 ]
  %300 = add nsw i64 %299, -1
  %301 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %300
  %302 = load i8, ptr %301, align 1, !tbaa !6
  %303 = zext i8 %302 to i32
  %304 = load ptr, ptr @stdout, align 8, !tbaa !11
  %305 = tail call noundef i32 @putc(i32 noundef %303, ptr noundef %304)
  %306 = icmp eq i64 %300, 0
  br i1 %306, label %307, label %298, !llvm.loop !13

307:                                              ; preds = %298
  %308 = load ptr, ptr @stdout, align 8, !tbaa !11
  %309 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %308)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, double noundef 0x7FF0000000000000)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  br label %311

311:                                              ; preds = %311, %307
  %312 = phi i64 [ %320, %311 ], [ 0, %307 ]
  %313 = phi i128 [ %315, %311 ], [ 56713729087807010805458502735331240651, %307 ]
  %314 = freeze i128 %313
  %315 = udiv i128 %314, 10
  %316 = mul i128 %315, 10
  %317 = sub i128 %314, %316
  %318 = trunc nuw nsw i128 %317 to i8
  %319 = or disjoint i8 %318, 48
  %320 = add nuw nsw i64 %312, 1
  %321 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %312
  store i8 %319, ptr %321, align 1, !tbaa !6
  %322 = icmp eq i64 %320, 38
  br i1 %322, label %323, label %311, !llvm.loop !9

323:                                              ; preds = %311
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27)
  br label %325

325:                                              ; preds = %325, %323
  %326 = phi i64 [ 38, %323 ], [ %327, %325 ]
  %327 = add nsw i64 %326, -1
  %328 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %327
  %329 = load i8, ptr %328, align 1, !tbaa !6
  %330 = zext i8 %329 to i32
  %331 = load ptr, ptr @stdout, align 8, !tbaa !11
  %332 = tail call noundef i32 @putc(i32 noundef %330, ptr noundef %331)
  %333 = icmp eq i64 %327, 0
  br i1 %333, label %334, label %325, !llvm.loop !13

334:                                              ; preds = %325
  %335 = load ptr, ptr @stdout, align 8, !tbaa !11
  %336 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %335)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 16)
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 50)
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 84)
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 118)
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 152)
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 186)
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 220)
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 254)
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 239)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 205)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 171)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 137)
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 103)
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 69)
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 35)
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %354 = load ptr, ptr @stdout, align 8, !tbaa !11
  %355 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %354)
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  br label %410

357:                                              ; preds = %254, %248
  %358 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef 7)
  %359 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef 7)
  br i1 %230, label %360, label %361

360:                                              ; preds = %357
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %358)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %359)
  br label %361

361:                                              ; preds = %357, %360
  %362 = mul nsw i128 %358, 7
  %363 = add nsw i128 %362, %359
  %364 = icmp eq i128 %363, %227
  br i1 %364, label %367, label %365

365:                                              ; preds = %361
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 3)
  br label %367

367:                                              ; preds = %365, %361
  %368 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef -170141183460469231731687303715884105727)
  %369 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef -170141183460469231731687303715884105727)
  br i1 %230, label %370, label %371

370:                                              ; preds = %367
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %368)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %369)
  br label %371

371:                                              ; preds = %370, %367
  %372 = mul nsw i128 %368, -170141183460469231731687303715884105727
  %373 = add nsw i128 %372, %369
  %374 = icmp eq i128 %373, %227
  br i1 %374, label %377, label %375

375:                                              ; preds = %371
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 4)
  br label %377

377:                                              ; preds = %375, %371
  %378 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef 170141183460469231731687303715884105727)
  %379 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef 170141183460469231731687303715884105727)
  br i1 %230, label %380, label %381

380:                                              ; preds = %377
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %378)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %379)
  br label %381

381:                                              ; preds = %380, %377
  %382 = mul nsw i128 %378, 170141183460469231731687303715884105727
  %383 = add nsw i128 %382, %379
  %384 = icmp eq i128 %383, %227
  br i1 %384, label %387, label %385

385:                                              ; preds = %381
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 5)
  br label %387

387:                                              ; preds = %385, %381
  %388 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef -1180591620717411303424)
  %389 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef -1180591620717411303424)
  br i1 %230, label %390, label %391

390:                                              ; preds = %387
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %388)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %389)
  br label %391

391:                                              ; preds = %390, %387
  %392 = shl i128 %388, 70
  %393 = sub i128 %389, %392
  %394 = icmp eq i128 %393, %227
  br i1 %394, label %397, label %395

395:                                              ; preds = %391
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 6)
  br label %397

397:                                              ; preds = %395, %391
  %398 = tail call fastcc i128 @divs(i128 noundef %227, i128 noundef 1237940039285380274899124227)
  %399 = tail call fastcc i128 @rems(i128 noundef %227, i128 noundef 1237940039285380274899124227)
  br i1 %230, label %400, label %401

400:                                              ; preds = %397
  tail call fastcc void @ps(ptr noundef nonnull @.str.19, i128 noundef %398)
  tail call fastcc void @ps(ptr noundef nonnull @.str.20, i128 noundef %399)
  br label %401

401:                                              ; preds = %400, %397
  %402 = mul nsw i128 %398, 1237940039285380274899124227
  %403 = add nsw i128 %402, %399
  %404 = icmp eq i128 %403, %227
  br i1 %404, label %407, label %405

405:                                              ; preds = %401
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %228, i32 noundef 7)
  br label %407

407:                                              ; preds = %405, %401
  %408 = add nuw nsw i64 %225, 1
  %409 = icmp eq i64 %408, 8
  br i1 %409, label %256, label %224, !llvm.loop !23

410:                                              ; preds = %410, %334
  %411 = phi i64 [ %419, %410 ], [ 0, %334 ]
  %412 = phi i128 [ %414, %410 ], [ 85070591730234615865843651857942052864, %334 ]
  %413 = freeze i128 %412
  %414 = udiv i128 %413, 10
  %415 = mul i128 %414, 10
  %416 = sub i128 %413, %415
  %417 = trunc nuw nsw i128 %416 to i8
  %418 = or disjoint i8 %417, 48
  %419 = add nuw nsw i64 %411, 1
  %420 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %411
  store i8 %418, ptr %420, align 1, !tbaa !6
  %421 = icmp eq i64 %419, 38
  br i1 %421, label %422, label %410, !llvm.loop !9

422:                                              ; preds = %410
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.32)
  br label %424

424:                                              ; preds = %424, %422
  %425 = phi i64 [ 38, %422 ], [ %426, %424 ]
  %426 = add nsw i64 %425, -1
  %427 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %426
  %428 = load i8, ptr %427, align 1, !tbaa !6
  %429 = zext i8 %428 to i32
  %430 = load ptr, ptr @stdout, align 8, !tbaa !11
  %431 = tail call noundef i32 @putc(i32 noundef %429, ptr noundef %430)
  %432 = icmp eq i64 %426, 0
  br i1 %432, label %433, label %424, !llvm.loop !13

433:                                              ; preds = %424
  %434 = load ptr, ptr @stdout, align 8, !tbaa !11
  %435 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %434)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @ps(ptr noundef %0, i128 noundef %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 4
  %4 = alloca [64 x i8], align 1
  %5 = icmp slt i128 %1, 0
  br i1 %5, label %6, label %36

6:                                                ; preds = %2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef %0)
  %8 = sub i128 0, %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  br label %9

9:                                                ; preds = %6, %9
  %10 = phi i64 [ %18, %9 ], [ 0, %6 ]
  %11 = phi i128 [ %13, %9 ], [ %8, %6 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc nuw nsw i128 %15 to i8
  %17 = or disjoint i8 %16, 48
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %10
  store i8 %17, ptr %19, align 1, !tbaa !6
  %20 = icmp ult i128 %11, 10
  br i1 %20, label %21, label %9, !llvm.loop !9

21:                                               ; preds = %9
  %22 = shl i64 %18, 32
  %23 = ashr exact i64 %22, 32
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ %23, %21 ], [ %26, %24 ]
  %26 = add nsw i64 %25, -1
  %27 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !6
  %29 = zext i8 %28 to i32
  %30 = load ptr, ptr @stdout, align 8, !tbaa !11
  %31 = tail call noundef i32 @putc(i32 noundef %29, ptr noundef %30)
  %32 = icmp eq i64 %26, 0
  br i1 %32, label %33, label %24, !llvm.loop !13

33:                                               ; preds = %24
  %34 = load ptr, ptr @stdout, align 8, !tbaa !11
  %35 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %34)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  br label %69

36:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5
  %37 = icmp eq i128 %1, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  store i8 48, ptr %3, align 4, !tbaa !6
  br label %54

39:                                               ; preds = %36, %39
  %40 = phi i64 [ %48, %39 ], [ 0, %36 ]
  %41 = phi i128 [ %43, %39 ], [ %1, %36 ]
  %42 = freeze i128 %41
  %43 = udiv i128 %42, 10
  %44 = mul i128 %43, 10
  %45 = sub i128 %42, %44
  %46 = trunc nuw nsw i128 %45 to i8
  %47 = or disjoint i8 %46, 48
  %48 = add nuw nsw i64 %40, 1
  %49 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %40
  store i8 %47, ptr %49, align 1, !tbaa !6
  %50 = icmp ult i128 %41, 10
  br i1 %50, label %51, label %39, !llvm.loop !9

51:                                               ; preds = %39
  %52 = shl i64 %48, 32
  %53 = ashr exact i64 %52, 32
  br label %54

54:                                               ; preds = %51, %38
  %55 = phi i64 [ %53, %51 ], [ 1, %38 ]
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0)
  br label %57

57:                                               ; preds = %57, %54
  %58 = phi i64 [ %55, %54 ], [ %59, %57 ]
  %59 = add nsw i64 %58, -1
  %60 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !6
  %62 = zext i8 %61 to i32
  %63 = load ptr, ptr @stdout, align 8, !tbaa !11
  %64 = tail call noundef i32 @putc(i32 noundef %62, ptr noundef %63)
  %65 = icmp eq i64 %59, 0
  br i1 %65, label %66, label %57, !llvm.loop !13

66:                                               ; preds = %57
  %67 = load ptr, ptr @stdout, align 8, !tbaa !11
  %68 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %67)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5
  br label %69

69:                                               ; preds = %66, %33
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @shl(i128 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i128
  %4 = shl i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 0, 1512366075204170947332355369683137041) i128 @shru(i32 noundef %0) unnamed_addr #3 {
  %2 = zext nneg i32 %0 to i128
  %3 = lshr i128 1512366075204170947332355369683137040, %2
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 -170141183460469231731687303715884105728, 0) i128 @shrs(i128 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i128
  %4 = ashr i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @mulu(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = mul i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i128 0, 10586562526429196631326487587781959281) i128 @divu(i128 noundef %0) unnamed_addr #3 {
  %2 = udiv i128 10586562526429196631326487587781959280, %0
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i128 0, 10586562526429196631326487587781959281) i128 @remu(i128 noundef %0) unnamed_addr #3 {
  %2 = urem i128 10586562526429196631326487587781959280, %0
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @divs(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = sdiv i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @rems(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = srem i128 %0, %1
  ret i128 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !10, !15}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"__int128", !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
