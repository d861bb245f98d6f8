; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"u65 max \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" s65 min \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" max \00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"s65 pair hash %016llx\0A\00", align 1
@h = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.5 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" ashr64=\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" shl64=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ashr3=\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"s127 pair hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" ashr126=\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" lshr100=\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c" cmp0=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"t65=\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c" tu65=\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c" t127=\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i128], align 16
  %2 = alloca [10 x i128], align 16
  %3 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #5
  store volatile i128 0, ptr %1, align 16, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store volatile i128 1, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store volatile i128 -1, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store volatile i128 2, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 64
  store volatile i128 -3, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 80
  store volatile i128 7, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 96
  store volatile i128 -18446744073709551616, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 112
  store volatile i128 18446744073709551615, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 128
  store volatile i128 -18446744073709551615, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 144
  store volatile i128 6148914691236517205, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 160
  store volatile i128 163971058432973790, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 176
  store volatile i128 -9223372036854775812, ptr %14, align 16, !tbaa !6
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, i64 noundef 1, i64 noundef -1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, i64 noundef -1, i64 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i64 noundef 0, i64 noundef -1)
  %18 = tail call i32 @putchar(i32 10)
  %19 = load i64, ptr @h, align 8, !tbaa !10
  br label %20

20:                                               ; preds = %0, %26
  %21 = phi i64 [ 0, %0 ], [ %27, %26 ]
  %22 = phi i64 [ %19, %0 ], [ %86, %26 ]
  %23 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %21
  br label %29

24:                                               ; preds = %26
  store i64 %86, ptr @h, align 8, !tbaa !10
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %86)
  br label %99

26:                                               ; preds = %85
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, 12
  br i1 %28, label %24, label %20, !llvm.loop !12

29:                                               ; preds = %20, %85
  %30 = phi i64 [ 0, %20 ], [ %87, %85 ]
  %31 = phi i64 [ %22, %20 ], [ %86, %85 ]
  %32 = load volatile i128, ptr %23, align 16, !tbaa !6
  %33 = trunc i128 %32 to i65
  %34 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %30
  %35 = load volatile i128, ptr %34, align 16, !tbaa !6
  %36 = trunc i128 %35 to i65
  %37 = tail call fastcc i65 @add65(i65 noundef %33, i65 noundef %36)
  %38 = trunc i65 %37 to i64
  %39 = xor i64 %31, %38
  %40 = mul i64 %39, 1099511628211
  %41 = lshr i65 %37, 64
  %42 = trunc nuw nsw i65 %41 to i64
  %43 = xor i64 %40, %42
  %44 = mul i64 %43, 1099511628211
  %45 = tail call fastcc i65 @mul65(i65 noundef %33, i65 noundef %36)
  %46 = trunc i65 %45 to i64
  %47 = xor i64 %44, %46
  %48 = mul i64 %47, 1099511628211
  %49 = lshr i65 %45, 64
  %50 = trunc nuw nsw i65 %49 to i64
  %51 = xor i64 %48, %50
  %52 = mul i64 %51, 1099511628211
  %53 = icmp eq i65 %36, 0
  br i1 %53, label %85, label %54

54:                                               ; preds = %29
  %55 = tail call fastcc i65 @udiv65(i65 noundef %33, i65 noundef %36)
  %56 = trunc i65 %55 to i64
  %57 = xor i64 %52, %56
  %58 = mul i64 %57, 1099511628211
  %59 = lshr i65 %55, 64
  %60 = trunc nuw nsw i65 %59 to i64
  %61 = xor i64 %58, %60
  %62 = mul i64 %61, 1099511628211
  %63 = icmp eq i65 %33, -18446744073709551616
  %64 = icmp eq i65 %36, -1
  %65 = and i1 %63, %64
  br i1 %65, label %85, label %66

66:                                               ; preds = %54
  %67 = tail call fastcc i65 @div65(i65 noundef %33, i65 noundef %36)
  %68 = sext i65 %67 to i128
  %69 = trunc i65 %67 to i64
  %70 = xor i64 %62, %69
  %71 = mul i64 %70, 1099511628211
  %72 = lshr i128 %68, 64
  %73 = trunc nuw i128 %72 to i64
  %74 = xor i64 %71, %73
  %75 = mul i64 %74, 1099511628211
  %76 = tail call fastcc i65 @rem65(i65 noundef %33, i65 noundef %36)
  %77 = sext i65 %76 to i128
  %78 = trunc i65 %76 to i64
  %79 = xor i64 %75, %78
  %80 = mul i64 %79, 1099511628211
  %81 = lshr i128 %77, 64
  %82 = trunc nuw i128 %81 to i64
  %83 = xor i64 %80, %82
  %84 = mul i64 %83, 1099511628211
  br label %85

85:                                               ; preds = %29, %54, %66
  %86 = phi i64 [ %52, %29 ], [ %62, %54 ], [ %84, %66 ]
  %87 = add nuw nsw i64 %30, 1
  %88 = icmp eq i64 %87, 12
  br i1 %88, label %26, label %29, !llvm.loop !14

89:                                               ; preds = %99
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #5
  store volatile i128 0, ptr %2, align 16, !tbaa !15
  %90 = getelementptr inbounds i8, ptr %2, i64 16
  store volatile i128 1, ptr %90, align 16, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %2, i64 32
  store volatile i128 -1, ptr %91, align 16, !tbaa !15
  %92 = getelementptr inbounds i8, ptr %2, i64 48
  store volatile i128 10, ptr %92, align 16, !tbaa !15
  %93 = getelementptr inbounds i8, ptr %2, i64 64
  store volatile i128 -10, ptr %93, align 16, !tbaa !15
  %94 = getelementptr inbounds i8, ptr %2, i64 80
  store volatile i128 -85070591730234615865843651857942052864, ptr %94, align 16, !tbaa !15
  %95 = getelementptr inbounds i8, ptr %2, i64 96
  store volatile i128 85070591730234615865843651857942052863, ptr %95, align 16, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %2, i64 112
  store volatile i128 12152941675747802266549093122563150409, ptr %96, align 16, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %2, i64 128
  store volatile i128 94522879700260683060474801574379520, ptr %97, align 16, !tbaa !15
  %98 = getelementptr inbounds i8, ptr %2, i64 144
  store volatile i128 -1267650600228229401496703217721, ptr %98, align 16, !tbaa !15
  br label %129

99:                                               ; preds = %24, %99
  %100 = phi i64 [ 0, %24 ], [ %127, %99 ]
  %101 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %100
  %102 = load volatile i128, ptr %101, align 16, !tbaa !6
  %103 = trunc i128 %102 to i65
  %104 = sext i65 %103 to i128
  %105 = lshr i128 %104, 64
  %106 = trunc nuw i128 %105 to i64
  %107 = trunc i128 %102 to i64
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %106, i64 noundef %107)
  %109 = tail call fastcc i65 @ashr65(i65 noundef %103, i32 noundef 64)
  %110 = sext i65 %109 to i128
  %111 = lshr i128 %110, 64
  %112 = trunc nuw i128 %111 to i64
  %113 = trunc nsw i65 %109 to i64
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i64 noundef %112, i64 noundef %113)
  %115 = tail call fastcc i65 @shl65(i65 noundef %103)
  %116 = lshr i65 %115, 64
  %117 = trunc nuw nsw i65 %116 to i64
  %118 = trunc i65 %115 to i64
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, i64 noundef %117, i64 noundef %118)
  %120 = tail call fastcc i65 @ashr65(i65 noundef %103, i32 noundef 3)
  %121 = sext i65 %120 to i128
  %122 = lshr i128 %121, 64
  %123 = trunc nuw i128 %122 to i64
  %124 = trunc nsw i65 %120 to i64
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, i64 noundef %123, i64 noundef %124)
  %126 = tail call i32 @putchar(i32 10)
  %127 = add nuw nsw i64 %100, 1
  %128 = icmp eq i64 %127, 12
  br i1 %128, label %89, label %99, !llvm.loop !17

129:                                              ; preds = %89, %135
  %130 = phi i64 [ 0, %89 ], [ %136, %135 ]
  %131 = phi i64 [ 1469598103934665603, %89 ], [ %199, %135 ]
  %132 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %130
  br label %138

133:                                              ; preds = %135
  store i64 %199, ptr @h, align 8, !tbaa !10
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %199)
  br label %227

135:                                              ; preds = %198
  %136 = add nuw nsw i64 %130, 1
  %137 = icmp eq i64 %136, 10
  br i1 %137, label %133, label %129, !llvm.loop !18

138:                                              ; preds = %129, %198
  %139 = phi i64 [ 0, %129 ], [ %200, %198 ]
  %140 = phi i64 [ %131, %129 ], [ %199, %198 ]
  %141 = load volatile i128, ptr %132, align 16, !tbaa !15
  %142 = trunc i128 %141 to i127
  %143 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %139
  %144 = load volatile i128, ptr %143, align 16, !tbaa !15
  %145 = trunc i128 %144 to i127
  %146 = tail call fastcc i127 @mul127(i127 noundef %142, i127 noundef %145)
  %147 = trunc i127 %146 to i64
  %148 = xor i64 %140, %147
  %149 = mul i64 %148, 1099511628211
  %150 = lshr i127 %146, 64
  %151 = trunc nuw nsw i127 %150 to i64
  %152 = xor i64 %149, %151
  %153 = mul i64 %152, 1099511628211
  %154 = tail call fastcc i127 @sub127(i127 noundef %142, i127 noundef %145)
  %155 = trunc i127 %154 to i64
  %156 = xor i64 %153, %155
  %157 = mul i64 %156, 1099511628211
  %158 = lshr i127 %154, 64
  %159 = trunc nuw nsw i127 %158 to i64
  %160 = xor i64 %157, %159
  %161 = mul i64 %160, 1099511628211
  %162 = tail call fastcc i32 @cmp127(i127 noundef %142, i127 noundef %145)
  %163 = zext nneg i32 %162 to i64
  %164 = xor i64 %161, %163
  %165 = mul i64 %164, 956575116354345
  %166 = icmp eq i127 %145, 0
  br i1 %166, label %198, label %167

167:                                              ; preds = %138
  %168 = tail call fastcc i127 @urem127(i127 noundef %142, i127 noundef %145)
  %169 = trunc i127 %168 to i64
  %170 = xor i64 %165, %169
  %171 = mul i64 %170, 1099511628211
  %172 = lshr i127 %168, 64
  %173 = trunc nuw nsw i127 %172 to i64
  %174 = xor i64 %171, %173
  %175 = mul i64 %174, 1099511628211
  %176 = icmp eq i127 %142, -85070591730234615865843651857942052864
  %177 = icmp eq i127 %145, -1
  %178 = and i1 %176, %177
  br i1 %178, label %198, label %179

179:                                              ; preds = %167
  %180 = tail call fastcc i127 @div127(i127 noundef %142, i127 noundef %145)
  %181 = sext i127 %180 to i128
  %182 = trunc i127 %180 to i64
  %183 = xor i64 %175, %182
  %184 = mul i64 %183, 1099511628211
  %185 = lshr i128 %181, 64
  %186 = trunc nuw i128 %185 to i64
  %187 = xor i64 %184, %186
  %188 = mul i64 %187, 1099511628211
  %189 = tail call fastcc i127 @rem127(i127 noundef %142, i127 noundef %145)
  %190 = sext i127 %189 to i128
  %191 = trunc i127 %189 to i64
  %192 = xor i64 %188, %191
  %193 = mul i64 %192, 1099511628211
  %194 = lshr i128 %190, 64
  %195 = trunc nuw i128 %194 to i64
  %196 = xor i64 %193, %195
  %197 = mul i64 %196, 1099511628211
  br label %198

198:                                              ; preds = %138, %167, %179
  %199 = phi i64 [ %165, %138 ], [ %175, %167 ], [ %197, %179 ]
  %200 = add nuw nsw i64 %139, 1
  %201 = icmp eq i64 %200, 10
  br i1 %201, label %135, label %138, !llvm.loop !19

202:                                              ; preds = %227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store volatile i128 -1512366075204170946329238306328473841, ptr %3, align 16, !tbaa !20
  %203 = load volatile i128, ptr %3, align 16, !tbaa !20
  %204 = shl i128 %203, 63
  %205 = ashr exact i128 %204, 63
  %206 = load volatile i128, ptr %3, align 16, !tbaa !20
  %207 = shl i128 %206, 1
  %208 = ashr exact i128 %207, 1
  %209 = load volatile i128, ptr %3, align 16, !tbaa !20
  %210 = lshr i128 %205, 64
  %211 = trunc nuw i128 %210 to i64
  %212 = trunc i128 %203 to i64
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i64 noundef %211, i64 noundef %212)
  %214 = lshr i128 %209, 64
  %215 = trunc nuw i128 %214 to i64
  %216 = and i64 %215, 1
  %217 = trunc i128 %209 to i64
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i64 noundef %216, i64 noundef %217)
  %219 = lshr i128 %208, 64
  %220 = trunc nuw i128 %219 to i64
  %221 = trunc i128 %206 to i64
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.15, i64 noundef %220, i64 noundef %221)
  %223 = tail call i32 @putchar(i32 10)
  %224 = load i64, ptr @h, align 8, !tbaa !10
  %225 = trunc i64 %224 to i32
  %226 = and i32 %225, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #5
  ret i32 %226

227:                                              ; preds = %133, %227
  %228 = phi i64 [ 0, %133 ], [ %248, %227 ]
  %229 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %228
  %230 = load volatile i128, ptr %229, align 16, !tbaa !15
  %231 = trunc i128 %230 to i127
  %232 = sext i127 %231 to i128
  %233 = lshr i128 %232, 64
  %234 = trunc nuw i128 %233 to i64
  %235 = trunc i128 %230 to i64
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %234, i64 noundef %235)
  %237 = tail call fastcc i127 @ashr127(i127 noundef %231)
  %238 = sext i127 %237 to i128
  %239 = lshr i128 %238, 64
  %240 = trunc nuw i128 %239 to i64
  %241 = trunc nsw i127 %237 to i64
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i64 noundef %240, i64 noundef %241)
  %243 = tail call fastcc i127 @lshr127(i127 noundef %231)
  %244 = trunc nuw nsw i127 %243 to i64
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i64 noundef 0, i64 noundef %244)
  %246 = tail call fastcc i32 @cmp127(i127 noundef %231, i127 noundef 0)
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %246)
  %248 = add nuw nsw i64 %228, 1
  %249 = icmp eq i64 %248, 10
  br i1 %249, label %202, label %227, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i65 @add65(i65 noundef %0, i65 noundef %1) unnamed_addr #3 {
  %3 = add i65 %1, %0
  ret i65 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i65 @mul65(i65 noundef %0, i65 noundef %1) unnamed_addr #3 {
  %3 = mul i65 %1, %0
  ret i65 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i65 @udiv65(i65 noundef %0, i65 noundef %1) unnamed_addr #3 {
  %3 = udiv i65 %0, %1
  ret i65 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i65 @div65(i65 noundef %0, i65 noundef %1) unnamed_addr #3 {
  %3 = sdiv i65 %0, %1
  ret i65 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i65 -18446744073709551615, -18446744073709551616) i65 @rem65(i65 noundef %0, i65 noundef %1) unnamed_addr #3 {
  %3 = srem i65 %0, %1
  ret i65 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i65 -2305843009213693952, 2305843009213693952) i65 @ashr65(i65 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i65
  %4 = ashr i65 %0, %3
  ret i65 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i65 0, -18446744073709551615) i65 @shl65(i65 noundef %0) unnamed_addr #3 {
  %2 = shl i65 %0, 64
  ret i65 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i127 @mul127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = mul i127 %1, %0
  ret i127 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i127 @sub127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = sub i127 %0, %1
  ret i127 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i127 %0, %1
  %4 = select i1 %3, i32 4, i32 0
  %5 = icmp eq i127 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %4, %6
  %8 = icmp sgt i127 %0, %1
  %9 = zext i1 %8 to i32
  %10 = or disjoint i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i127 0, -1) i127 @urem127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = urem i127 %0, %1
  ret i127 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i127 @div127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = sdiv i127 %0, %1
  ret i127 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i127 -85070591730234615865843651857942052863, -85070591730234615865843651857942052864) i127 @rem127(i127 noundef %0, i127 noundef %1) unnamed_addr #3 {
  %3 = srem i127 %0, %1
  ret i127 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i127 -1, 1) i127 @ashr127(i127 noundef %0) unnamed_addr #3 {
  %2 = ashr i127 %0, 126
  ret i127 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i127 0, 134217728) i127 @lshr127(i127 noundef %0) unnamed_addr #3 {
  %2 = lshr i127 %0, 100
  ret i127 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

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
!7 = !{!"_BitInt(65)", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"_BitInt(127)", !8, i64 0}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{!21, !21, i64 0}
!21 = !{!"__int128", !8, i64 0}
!22 = distinct !{!22, !13}
