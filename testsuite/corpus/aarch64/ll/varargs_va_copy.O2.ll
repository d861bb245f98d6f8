; ModuleID = 'programs/varargs_va_copy.c'
source_filename = "programs/varargs_va_copy.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"helpers=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"x=%d y=%s z=%.2f w=%ld\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"why\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"%s-%d-%c-%g\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"twice: s1=%d s2=%d first=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"info\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"[%s] \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"outer(%s) len=%zu\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = tail call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  %3 = tail call double (i32, ...) @helpers(i32 poison, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 2.500000e-01, i32 noundef 3, double noundef 1.250000e-01, i32 noundef 4, double noundef 2.000000e+00, i32 noundef 5, double noundef 4.000000e+00, i32 noundef 6, double noundef 8.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  %5 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 12, ptr noundef nonnull @.str.2, double noundef 2.500000e+00, i64 noundef -7)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i32 noundef %5)
  call void (ptr, ...) @outer(ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef 123, i32 noundef 81, double noundef 5.000000e-01)
  %7 = add nsw i32 %5, %2
  %8 = and i32 %7, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = icmp sgt i32 %5, -1
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = add nsw i32 %5, 8
  store i32 %11, ptr %4, align 8
  %12 = icmp ult i32 %5, -7
  br i1 %12, label %16, label %13

13:                                               ; preds = %1, %10
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %14, ptr %2, align 8
  %15 = load i32, ptr %6, align 8, !tbaa !6
  br label %24

16:                                               ; preds = %10
  %17 = sext i32 %5 to i64
  %18 = getelementptr inbounds i8, ptr %8, i64 %17
  %19 = load i32, ptr %18, align 8, !tbaa !6
  %20 = icmp sgt i32 %5, -9
  br i1 %20, label %24, label %21

21:                                               ; preds = %16
  %22 = add nsw i32 %5, 16
  store i32 %22, ptr %4, align 8
  %23 = icmp ult i32 %11, -7
  br i1 %23, label %29, label %24

24:                                               ; preds = %16, %21, %13
  %25 = phi i32 [ %19, %21 ], [ %19, %16 ], [ %15, %13 ]
  %26 = phi ptr [ %6, %21 ], [ %6, %16 ], [ %14, %13 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %2, align 8
  %28 = load i32, ptr %26, align 8, !tbaa !6
  br label %37

29:                                               ; preds = %21
  %30 = sext i32 %11 to i64
  %31 = getelementptr inbounds i8, ptr %8, i64 %30
  %32 = load i32, ptr %31, align 8, !tbaa !6
  %33 = icmp sgt i32 %5, -17
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = add nsw i32 %5, 24
  store i32 %35, ptr %4, align 8
  %36 = icmp ult i32 %22, -7
  br i1 %36, label %43, label %37

37:                                               ; preds = %29, %34, %24
  %38 = phi i32 [ %32, %34 ], [ %32, %29 ], [ %28, %24 ]
  %39 = phi ptr [ %6, %34 ], [ %6, %29 ], [ %27, %24 ]
  %40 = phi i32 [ %19, %34 ], [ %19, %29 ], [ %25, %24 ]
  %41 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %41, ptr %2, align 8
  %42 = load i32, ptr %39, align 8, !tbaa !6
  br label %51

43:                                               ; preds = %34
  %44 = sext i32 %22 to i64
  %45 = getelementptr inbounds i8, ptr %8, i64 %44
  %46 = load i32, ptr %45, align 8, !tbaa !6
  %47 = icmp sgt i32 %5, -25
  br i1 %47, label %51, label %48

48:                                               ; preds = %43
  %49 = add nsw i32 %5, 32
  store i32 %49, ptr %4, align 8
  %50 = icmp ult i32 %35, -7
  br i1 %50, label %58, label %51

51:                                               ; preds = %43, %48, %37
  %52 = phi i32 [ %46, %48 ], [ %46, %43 ], [ %42, %37 ]
  %53 = phi ptr [ %6, %48 ], [ %6, %43 ], [ %41, %37 ]
  %54 = phi i32 [ %19, %48 ], [ %19, %43 ], [ %40, %37 ]
  %55 = phi i32 [ %32, %48 ], [ %32, %43 ], [ %38, %37 ]
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %56, ptr %2, align 8
  %57 = load i32, ptr %53, align 8, !tbaa !6
  br label %66

58:                                               ; preds = %48
  %59 = sext i32 %35 to i64
  %60 = getelementptr inbounds i8, ptr %8, i64 %59
  %61 = load i32, ptr %60, align 8, !tbaa !6
  %62 = icmp sgt i32 %5, -33
  br i1 %62, label %66, label %63

63:                                               ; preds = %58
  %64 = add nsw i32 %5, 40
  store i32 %64, ptr %4, align 8
  %65 = icmp ult i32 %49, -7
  br i1 %65, label %74, label %66

66:                                               ; preds = %58, %63, %51
  %67 = phi i32 [ %61, %63 ], [ %61, %58 ], [ %57, %51 ]
  %68 = phi ptr [ %6, %63 ], [ %6, %58 ], [ %56, %51 ]
  %69 = phi i32 [ %32, %63 ], [ %32, %58 ], [ %55, %51 ]
  %70 = phi i32 [ %19, %63 ], [ %19, %58 ], [ %54, %51 ]
  %71 = phi i32 [ %46, %63 ], [ %46, %58 ], [ %52, %51 ]
  %72 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %72, ptr %2, align 8
  %73 = load i32, ptr %68, align 8, !tbaa !6
  br label %82

74:                                               ; preds = %63
  %75 = sext i32 %49 to i64
  %76 = getelementptr inbounds i8, ptr %8, i64 %75
  %77 = load i32, ptr %76, align 8, !tbaa !6
  %78 = icmp sgt i32 %5, -41
  br i1 %78, label %82, label %79

79:                                               ; preds = %74
  %80 = add nsw i32 %5, 48
  store i32 %80, ptr %4, align 8
  %81 = icmp ult i32 %64, -7
  br i1 %81, label %91, label %82

82:                                               ; preds = %74, %79, %66
  %83 = phi i32 [ %77, %79 ], [ %77, %74 ], [ %73, %66 ]
  %84 = phi ptr [ %6, %79 ], [ %6, %74 ], [ %72, %66 ]
  %85 = phi i32 [ %46, %79 ], [ %46, %74 ], [ %71, %66 ]
  %86 = phi i32 [ %19, %79 ], [ %19, %74 ], [ %70, %66 ]
  %87 = phi i32 [ %32, %79 ], [ %32, %74 ], [ %69, %66 ]
  %88 = phi i32 [ %61, %79 ], [ %61, %74 ], [ %67, %66 ]
  %89 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr %89, ptr %2, align 8
  %90 = load i32, ptr %84, align 8, !tbaa !6
  br label %99

91:                                               ; preds = %79
  %92 = sext i32 %64 to i64
  %93 = getelementptr inbounds i8, ptr %8, i64 %92
  %94 = load i32, ptr %93, align 8, !tbaa !6
  %95 = icmp sgt i32 %5, -49
  br i1 %95, label %99, label %96

96:                                               ; preds = %91
  %97 = add nsw i32 %5, 56
  store i32 %97, ptr %4, align 8
  %98 = icmp ult i32 %80, -7
  br i1 %98, label %109, label %99

99:                                               ; preds = %91, %96, %82
  %100 = phi i32 [ %94, %96 ], [ %94, %91 ], [ %90, %82 ]
  %101 = phi ptr [ %6, %96 ], [ %6, %91 ], [ %89, %82 ]
  %102 = phi i32 [ %61, %96 ], [ %61, %91 ], [ %88, %82 ]
  %103 = phi i32 [ %32, %96 ], [ %32, %91 ], [ %87, %82 ]
  %104 = phi i32 [ %19, %96 ], [ %19, %91 ], [ %86, %82 ]
  %105 = phi i32 [ %46, %96 ], [ %46, %91 ], [ %85, %82 ]
  %106 = phi i32 [ %77, %96 ], [ %77, %91 ], [ %83, %82 ]
  %107 = getelementptr inbounds i8, ptr %101, i64 8
  store ptr %107, ptr %2, align 8
  %108 = load i32, ptr %101, align 8, !tbaa !6
  br label %117

109:                                              ; preds = %96
  %110 = sext i32 %80 to i64
  %111 = getelementptr inbounds i8, ptr %8, i64 %110
  %112 = load i32, ptr %111, align 8, !tbaa !6
  %113 = icmp sgt i32 %5, -57
  br i1 %113, label %117, label %114

114:                                              ; preds = %109
  %115 = add nsw i32 %5, 64
  store i32 %115, ptr %4, align 8
  %116 = icmp ult i32 %97, -7
  br i1 %116, label %128, label %117

117:                                              ; preds = %109, %114, %99
  %118 = phi i32 [ %112, %114 ], [ %112, %109 ], [ %108, %99 ]
  %119 = phi ptr [ %6, %114 ], [ %6, %109 ], [ %107, %99 ]
  %120 = phi i32 [ %77, %114 ], [ %77, %109 ], [ %106, %99 ]
  %121 = phi i32 [ %46, %114 ], [ %46, %109 ], [ %105, %99 ]
  %122 = phi i32 [ %19, %114 ], [ %19, %109 ], [ %104, %99 ]
  %123 = phi i32 [ %32, %114 ], [ %32, %109 ], [ %103, %99 ]
  %124 = phi i32 [ %61, %114 ], [ %61, %109 ], [ %102, %99 ]
  %125 = phi i32 [ %94, %114 ], [ %94, %109 ], [ %100, %99 ]
  %126 = getelementptr inbounds i8, ptr %119, i64 8
  store ptr %126, ptr %2, align 8
  %127 = load i32, ptr %119, align 8, !tbaa !6
  br label %139

128:                                              ; preds = %114
  %129 = sext i32 %97 to i64
  %130 = getelementptr inbounds i8, ptr %8, i64 %129
  %131 = load i32, ptr %130, align 8, !tbaa !6
  %132 = icmp sgt i32 %5, -65
  br i1 %132, label %139, label %133

133:                                              ; preds = %128
  %134 = add nsw i32 %5, 72
  store i32 %134, ptr %4, align 8
  %135 = icmp ult i32 %115, -7
  br i1 %135, label %136, label %139

136:                                              ; preds = %133
  %137 = sext i32 %115 to i64
  %138 = getelementptr inbounds i8, ptr %8, i64 %137
  br label %150

139:                                              ; preds = %117, %133, %128
  %140 = phi i32 [ %127, %117 ], [ %131, %133 ], [ %131, %128 ]
  %141 = phi ptr [ %126, %117 ], [ %6, %133 ], [ %6, %128 ]
  %142 = phi i32 [ %125, %117 ], [ %94, %133 ], [ %94, %128 ]
  %143 = phi i32 [ %124, %117 ], [ %61, %133 ], [ %61, %128 ]
  %144 = phi i32 [ %123, %117 ], [ %32, %133 ], [ %32, %128 ]
  %145 = phi i32 [ %122, %117 ], [ %19, %133 ], [ %19, %128 ]
  %146 = phi i32 [ %121, %117 ], [ %46, %133 ], [ %46, %128 ]
  %147 = phi i32 [ %120, %117 ], [ %77, %133 ], [ %77, %128 ]
  %148 = phi i32 [ %118, %117 ], [ %112, %133 ], [ %112, %128 ]
  %149 = getelementptr inbounds i8, ptr %141, i64 8
  store ptr %149, ptr %2, align 8
  br label %150

150:                                              ; preds = %139, %136
  %151 = phi i32 [ %131, %136 ], [ %140, %139 ]
  %152 = phi i32 [ %94, %136 ], [ %142, %139 ]
  %153 = phi i32 [ %61, %136 ], [ %143, %139 ]
  %154 = phi i32 [ %32, %136 ], [ %144, %139 ]
  %155 = phi i32 [ %19, %136 ], [ %145, %139 ]
  %156 = phi i32 [ %46, %136 ], [ %146, %139 ]
  %157 = phi i32 [ %77, %136 ], [ %147, %139 ]
  %158 = phi i32 [ %112, %136 ], [ %148, %139 ]
  %159 = phi ptr [ %138, %136 ], [ %141, %139 ]
  %160 = load i32, ptr %159, align 8, !tbaa !6
  %161 = getelementptr inbounds i8, ptr %3, i64 24
  %162 = load i32, ptr %161, align 8
  %163 = load ptr, ptr %3, align 8
  %164 = getelementptr inbounds i8, ptr %3, i64 8
  %165 = load ptr, ptr %164, align 8
  %166 = icmp sgt i32 %162, -1
  br i1 %166, label %170, label %167

167:                                              ; preds = %150
  %168 = add nsw i32 %162, 8
  store i32 %168, ptr %161, align 8
  %169 = icmp ult i32 %162, -7
  br i1 %169, label %173, label %170

170:                                              ; preds = %150, %167
  %171 = getelementptr inbounds i8, ptr %163, i64 8
  store ptr %171, ptr %3, align 8
  %172 = load i32, ptr %163, align 8, !tbaa !6
  br label %181

173:                                              ; preds = %167
  %174 = sext i32 %162 to i64
  %175 = getelementptr inbounds i8, ptr %165, i64 %174
  %176 = load i32, ptr %175, align 8, !tbaa !6
  %177 = icmp sgt i32 %162, -9
  br i1 %177, label %181, label %178

178:                                              ; preds = %173
  %179 = add nsw i32 %162, 16
  store i32 %179, ptr %161, align 8
  %180 = icmp ult i32 %168, -7
  br i1 %180, label %186, label %181

181:                                              ; preds = %173, %178, %170
  %182 = phi i32 [ %176, %178 ], [ %176, %173 ], [ %172, %170 ]
  %183 = phi ptr [ %163, %178 ], [ %163, %173 ], [ %171, %170 ]
  %184 = getelementptr inbounds i8, ptr %183, i64 8
  store ptr %184, ptr %3, align 8
  %185 = load i32, ptr %183, align 8, !tbaa !6
  br label %194

186:                                              ; preds = %178
  %187 = sext i32 %168 to i64
  %188 = getelementptr inbounds i8, ptr %165, i64 %187
  %189 = load i32, ptr %188, align 8, !tbaa !6
  %190 = icmp sgt i32 %162, -17
  br i1 %190, label %194, label %191

191:                                              ; preds = %186
  %192 = add nsw i32 %162, 24
  store i32 %192, ptr %161, align 8
  %193 = icmp ult i32 %179, -7
  br i1 %193, label %200, label %194

194:                                              ; preds = %186, %191, %181
  %195 = phi i32 [ %189, %191 ], [ %189, %186 ], [ %185, %181 ]
  %196 = phi ptr [ %163, %191 ], [ %163, %186 ], [ %184, %181 ]
  %197 = phi i32 [ %176, %191 ], [ %176, %186 ], [ %182, %181 ]
  %198 = getelementptr inbounds i8, ptr %196, i64 8
  store ptr %198, ptr %3, align 8
  %199 = load i32, ptr %196, align 8, !tbaa !6
  br label %208

200:                                              ; preds = %191
  %201 = sext i32 %179 to i64
  %202 = getelementptr inbounds i8, ptr %165, i64 %201
  %203 = load i32, ptr %202, align 8, !tbaa !6
  %204 = icmp sgt i32 %162, -25
  br i1 %204, label %208, label %205

205:                                              ; preds = %200
  %206 = add nsw i32 %162, 32
  store i32 %206, ptr %161, align 8
  %207 = icmp ult i32 %192, -7
  br i1 %207, label %215, label %208

208:                                              ; preds = %200, %205, %194
  %209 = phi i32 [ %203, %205 ], [ %203, %200 ], [ %199, %194 ]
  %210 = phi ptr [ %163, %205 ], [ %163, %200 ], [ %198, %194 ]
  %211 = phi i32 [ %176, %205 ], [ %176, %200 ], [ %197, %194 ]
  %212 = phi i32 [ %189, %205 ], [ %189, %200 ], [ %195, %194 ]
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  store ptr %213, ptr %3, align 8
  %214 = load i32, ptr %210, align 8, !tbaa !6
  br label %223

215:                                              ; preds = %205
  %216 = sext i32 %192 to i64
  %217 = getelementptr inbounds i8, ptr %165, i64 %216
  %218 = load i32, ptr %217, align 8, !tbaa !6
  %219 = icmp sgt i32 %162, -33
  br i1 %219, label %223, label %220

220:                                              ; preds = %215
  %221 = add nsw i32 %162, 40
  store i32 %221, ptr %161, align 8
  %222 = icmp ult i32 %206, -7
  br i1 %222, label %231, label %223

223:                                              ; preds = %215, %220, %208
  %224 = phi i32 [ %218, %220 ], [ %218, %215 ], [ %214, %208 ]
  %225 = phi ptr [ %163, %220 ], [ %163, %215 ], [ %213, %208 ]
  %226 = phi i32 [ %189, %220 ], [ %189, %215 ], [ %212, %208 ]
  %227 = phi i32 [ %176, %220 ], [ %176, %215 ], [ %211, %208 ]
  %228 = phi i32 [ %203, %220 ], [ %203, %215 ], [ %209, %208 ]
  %229 = getelementptr inbounds i8, ptr %225, i64 8
  store ptr %229, ptr %3, align 8
  %230 = load i32, ptr %225, align 8, !tbaa !6
  br label %239

231:                                              ; preds = %220
  %232 = sext i32 %206 to i64
  %233 = getelementptr inbounds i8, ptr %165, i64 %232
  %234 = load i32, ptr %233, align 8, !tbaa !6
  %235 = icmp sgt i32 %162, -41
  br i1 %235, label %239, label %236

236:                                              ; preds = %231
  %237 = add nsw i32 %162, 48
  store i32 %237, ptr %161, align 8
  %238 = icmp ult i32 %221, -7
  br i1 %238, label %248, label %239

239:                                              ; preds = %231, %236, %223
  %240 = phi i32 [ %234, %236 ], [ %234, %231 ], [ %230, %223 ]
  %241 = phi ptr [ %163, %236 ], [ %163, %231 ], [ %229, %223 ]
  %242 = phi i32 [ %203, %236 ], [ %203, %231 ], [ %228, %223 ]
  %243 = phi i32 [ %176, %236 ], [ %176, %231 ], [ %227, %223 ]
  %244 = phi i32 [ %189, %236 ], [ %189, %231 ], [ %226, %223 ]
  %245 = phi i32 [ %218, %236 ], [ %218, %231 ], [ %224, %223 ]
  %246 = getelementptr inbounds i8, ptr %241, i64 8
  store ptr %246, ptr %3, align 8
  %247 = load i32, ptr %241, align 8, !tbaa !6
  br label %256

248:                                              ; preds = %236
  %249 = sext i32 %221 to i64
  %250 = getelementptr inbounds i8, ptr %165, i64 %249
  %251 = load i32, ptr %250, align 8, !tbaa !6
  %252 = icmp sgt i32 %162, -49
  br i1 %252, label %256, label %253

253:                                              ; preds = %248
  %254 = add nsw i32 %162, 56
  store i32 %254, ptr %161, align 8
  %255 = icmp ult i32 %237, -7
  br i1 %255, label %266, label %256

256:                                              ; preds = %248, %253, %239
  %257 = phi i32 [ %251, %253 ], [ %251, %248 ], [ %247, %239 ]
  %258 = phi ptr [ %163, %253 ], [ %163, %248 ], [ %246, %239 ]
  %259 = phi i32 [ %218, %253 ], [ %218, %248 ], [ %245, %239 ]
  %260 = phi i32 [ %189, %253 ], [ %189, %248 ], [ %244, %239 ]
  %261 = phi i32 [ %176, %253 ], [ %176, %248 ], [ %243, %239 ]
  %262 = phi i32 [ %203, %253 ], [ %203, %248 ], [ %242, %239 ]
  %263 = phi i32 [ %234, %253 ], [ %234, %248 ], [ %240, %239 ]
  %264 = getelementptr inbounds i8, ptr %258, i64 8
  store ptr %264, ptr %3, align 8
  %265 = load i32, ptr %258, align 8, !tbaa !6
  br label %274

266:                                              ; preds = %253
  %267 = sext i32 %237 to i64
  %268 = getelementptr inbounds i8, ptr %165, i64 %267
  %269 = load i32, ptr %268, align 8, !tbaa !6
  %270 = icmp sgt i32 %162, -57
  br i1 %270, label %274, label %271

271:                                              ; preds = %266
  %272 = add nsw i32 %162, 64
  store i32 %272, ptr %161, align 8
  %273 = icmp ult i32 %254, -7
  br i1 %273, label %285, label %274

274:                                              ; preds = %266, %271, %256
  %275 = phi i32 [ %269, %271 ], [ %269, %266 ], [ %265, %256 ]
  %276 = phi ptr [ %163, %271 ], [ %163, %266 ], [ %264, %256 ]
  %277 = phi i32 [ %234, %271 ], [ %234, %266 ], [ %263, %256 ]
  %278 = phi i32 [ %203, %271 ], [ %203, %266 ], [ %262, %256 ]
  %279 = phi i32 [ %176, %271 ], [ %176, %266 ], [ %261, %256 ]
  %280 = phi i32 [ %189, %271 ], [ %189, %266 ], [ %260, %256 ]
  %281 = phi i32 [ %218, %271 ], [ %218, %266 ], [ %259, %256 ]
  %282 = phi i32 [ %251, %271 ], [ %251, %266 ], [ %257, %256 ]
  %283 = getelementptr inbounds i8, ptr %276, i64 8
  store ptr %283, ptr %3, align 8
  %284 = load i32, ptr %276, align 8, !tbaa !6
  br label %296

285:                                              ; preds = %271
  %286 = sext i32 %254 to i64
  %287 = getelementptr inbounds i8, ptr %165, i64 %286
  %288 = load i32, ptr %287, align 8, !tbaa !6
  %289 = icmp sgt i32 %162, -65
  br i1 %289, label %296, label %290

290:                                              ; preds = %285
  %291 = add nsw i32 %162, 72
  store i32 %291, ptr %161, align 8
  %292 = icmp ult i32 %272, -7
  br i1 %292, label %293, label %296

293:                                              ; preds = %290
  %294 = sext i32 %272 to i64
  %295 = getelementptr inbounds i8, ptr %165, i64 %294
  br label %307

296:                                              ; preds = %274, %290, %285
  %297 = phi i32 [ %284, %274 ], [ %288, %290 ], [ %288, %285 ]
  %298 = phi ptr [ %283, %274 ], [ %163, %290 ], [ %163, %285 ]
  %299 = phi i32 [ %282, %274 ], [ %251, %290 ], [ %251, %285 ]
  %300 = phi i32 [ %281, %274 ], [ %218, %290 ], [ %218, %285 ]
  %301 = phi i32 [ %280, %274 ], [ %189, %290 ], [ %189, %285 ]
  %302 = phi i32 [ %279, %274 ], [ %176, %290 ], [ %176, %285 ]
  %303 = phi i32 [ %278, %274 ], [ %203, %290 ], [ %203, %285 ]
  %304 = phi i32 [ %277, %274 ], [ %234, %290 ], [ %234, %285 ]
  %305 = phi i32 [ %275, %274 ], [ %269, %290 ], [ %269, %285 ]
  %306 = getelementptr inbounds i8, ptr %298, i64 8
  store ptr %306, ptr %3, align 8
  br label %307

307:                                              ; preds = %296, %293
  %308 = phi i32 [ %288, %293 ], [ %297, %296 ]
  %309 = phi i32 [ %251, %293 ], [ %299, %296 ]
  %310 = phi i32 [ %218, %293 ], [ %300, %296 ]
  %311 = phi i32 [ %189, %293 ], [ %301, %296 ]
  %312 = phi i32 [ %176, %293 ], [ %302, %296 ]
  %313 = phi i32 [ %203, %293 ], [ %303, %296 ]
  %314 = phi i32 [ %234, %293 ], [ %304, %296 ]
  %315 = phi i32 [ %269, %293 ], [ %305, %296 ]
  %316 = phi ptr [ %295, %293 ], [ %298, %296 ]
  %317 = load i32, ptr %316, align 8, !tbaa !6
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.va_start.p0(ptr nonnull %2)
  %318 = load i32, ptr %4, align 8
  %319 = icmp sgt i32 %318, -1
  br i1 %319, label %327, label %320

320:                                              ; preds = %307
  %321 = add nsw i32 %318, 8
  store i32 %321, ptr %4, align 8
  %322 = icmp ult i32 %318, -7
  br i1 %322, label %323, label %327

323:                                              ; preds = %320
  %324 = load ptr, ptr %7, align 8
  %325 = sext i32 %318 to i64
  %326 = getelementptr inbounds i8, ptr %324, i64 %325
  br label %330

327:                                              ; preds = %320, %307
  %328 = load ptr, ptr %2, align 8
  %329 = getelementptr inbounds i8, ptr %328, i64 8
  store ptr %329, ptr %2, align 8
  br label %330

330:                                              ; preds = %327, %323
  %331 = phi ptr [ %326, %323 ], [ %328, %327 ]
  %332 = mul nsw i32 %160, 9
  %333 = shl nsw i32 %151, 3
  %334 = mul nsw i32 %158, 7
  %335 = mul nsw i32 %152, 6
  %336 = mul nsw i32 %157, 5
  %337 = shl nsw i32 %153, 2
  %338 = mul nsw i32 %156, 3
  %339 = shl nsw i32 %154, 1
  %340 = add nsw i32 %339, %155
  %341 = add nsw i32 %338, %340
  %342 = add nsw i32 %337, %341
  %343 = add nsw i32 %336, %342
  %344 = add nsw i32 %335, %343
  %345 = add nsw i32 %334, %344
  %346 = add nsw i32 %333, %345
  %347 = add nsw i32 %332, %346
  %348 = shl nsw i32 %308, 1
  %349 = mul nsw i32 %315, 3
  %350 = shl nsw i32 %309, 2
  %351 = mul nsw i32 %314, 5
  %352 = mul nsw i32 %310, 6
  %353 = mul nsw i32 %313, 7
  %354 = shl nsw i32 %311, 3
  %355 = mul nsw i32 %312, 9
  %356 = add nsw i32 %354, %355
  %357 = add nsw i32 %353, %356
  %358 = add nsw i32 %352, %357
  %359 = add nsw i32 %351, %358
  %360 = add nsw i32 %350, %359
  %361 = add nsw i32 %349, %360
  %362 = add nsw i32 %348, %361
  %363 = add nsw i32 %317, %362
  %364 = load i32, ptr %331, align 8, !tbaa !6
  call void @llvm.va_end.p0(ptr nonnull %2)
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %347, i32 noundef %363, i32 noundef %364)
  %366 = sub i32 %347, %363
  %367 = add nsw i32 %366, %364
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %367
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @helpers(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %2, i64 28
  %10 = icmp slt i32 %8, -7
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i8, ptr %5, i64 %11
  %13 = select i1 %10, ptr %12, ptr %3
  %14 = load i32, ptr %13, align 8, !tbaa !6
  %15 = load ptr, ptr %6, align 8, !tbaa !10
  %16 = load i32, ptr %9, align 4, !tbaa !6
  %17 = icmp slt i32 %16, -15
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds i8, ptr %15, i64 %18
  %20 = select i1 %17, ptr %19, ptr %3
  %21 = load double, ptr %20, align 8, !tbaa !12
  %22 = sitofp i32 %14 to double
  %23 = fmul double %21, %22
  %24 = fadd double %23, 0.000000e+00
  %25 = fadd double %24, %23
  %26 = fadd double %25, %23
  %27 = fadd double %26, %23
  %28 = fadd double %27, %23
  %29 = fadd double %28, %23
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %29
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @logf_(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #2 {
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #8
  call void @llvm.va_start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) %7, i64 32, i1 false), !tbaa.struct !14
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %0, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !14
  %10 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.1, ptr noundef nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.va_end.p0(ptr nonnull %4)
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 %11
  %13 = sub nsw i64 64, %11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !14
  %14 = call i32 @vsnprintf(ptr noundef %12, i64 noundef %13, ptr noundef nonnull @.str.1, ptr noundef nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8
  %15 = add nsw i32 %14, %9
  %16 = mul nsw i32 %15, 1000
  %17 = add nsw i32 %16, %10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.va_end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #8
  ret i32 %17
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @outer(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca [128 x i8], align 1
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !14
  %5 = call i32 @vsnprintf(ptr noundef nonnull %3, i64 noundef 128, ptr noundef nonnull @.str.4, ptr noundef nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  %6 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  call void (ptr, ...) @vp(ptr nonnull poison, ptr noundef nonnull %3, i64 noundef %6)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define internal void @vp(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false)
  %4 = load ptr, ptr @stdout, align 8, !tbaa !10, !noalias !15
  %5 = call i32 @vfprintf(ptr noundef %4, ptr noundef nonnull @.str.9, ptr noundef nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !noalias !15
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{i64 0, i64 8, !10, i64 8, i64 8, !10, i64 16, i64 8, !10, i64 24, i64 4, !6, i64 28, i64 4, !6}
!15 = !{!16}
!16 = distinct !{!16, !17, !"vprintf: argument 0"}
!17 = distinct !{!17, !"vprintf"}
