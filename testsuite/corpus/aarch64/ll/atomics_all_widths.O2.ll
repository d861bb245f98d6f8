; ModuleID = 'programs/atomics_all_widths.c'
source_filename = "programs/atomics_all_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"bool was=%d cas=%d expect=%d now=%d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@.str.1 = private unnamed_addr constant [35 x i8] c"ptr prev=%d ok=%d cur=%d diff=%td\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [104 x i8] c"%-6s old=%lld x1=%lld old2=%lld x2=%lld x3=%lld ex=%lld ok1=%d seen=%lld ok2=%d final=%lld lockfree=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"schar\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"uchar\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"short\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"ushort\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"uint\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"llong\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"ullong\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i16, align 4
  %6 = alloca i16, align 4
  %7 = alloca i8, align 4
  %8 = alloca i8, align 4
  %9 = alloca i8, align 4
  %10 = alloca [4 x i32], align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #4
  store i8 120, ptr %8, align 4, !tbaa !6
  %13 = atomicrmw add ptr %8, i8 10 monotonic, align 1
  %14 = load atomic i8, ptr %8 acquire, align 4
  %15 = atomicrmw sub ptr %8, i8 30 seq_cst, align 1
  %16 = load atomic i8, ptr %8 seq_cst, align 4
  %17 = atomicrmw or ptr %8, i8 15 release, align 1
  %18 = atomicrmw and ptr %8, i8 -4 acq_rel, align 1
  %19 = atomicrmw xor ptr %8, i8 85 seq_cst, align 1
  %20 = atomicrmw xchg ptr %8, i8 120 seq_cst, align 1
  %21 = cmpxchg ptr %8, i8 121, i8 7 seq_cst seq_cst, align 1
  %22 = extractvalue { i8, i1 } %21, 0
  %23 = cmpxchg ptr %8, i8 %22, i8 9 acq_rel acquire, align 1
  %24 = cmpxchg weak ptr %8, i8 9, i8 10 seq_cst seq_cst, align 1
  %25 = extractvalue { i8, i1 } %24, 1
  br i1 %25, label %36, label %26

26:                                               ; preds = %0, %26
  %27 = phi { i8, i1 } [ %32, %26 ], [ %24, %0 ]
  %28 = phi i32 [ %30, %26 ], [ 0, %0 ]
  %29 = extractvalue { i8, i1 } %27, 0
  %30 = add nuw nsw i32 %28, 1
  %31 = add i8 %29, 1
  %32 = cmpxchg weak ptr %8, i8 %29, i8 %31 seq_cst seq_cst, align 1
  %33 = extractvalue { i8, i1 } %32, 1
  %34 = icmp ugt i32 %28, 98
  %35 = select i1 %33, i1 true, i1 %34
  br i1 %35, label %36, label %26, !llvm.loop !9

36:                                               ; preds = %26, %0
  %37 = extractvalue { i8, i1 } %23, 1
  %38 = extractvalue { i8, i1 } %21, 1
  %39 = zext i1 %37 to i32
  %40 = zext i1 %38 to i32
  %41 = load atomic i8, ptr %8 seq_cst, align 4
  %42 = shl i8 %41, 1
  store atomic i8 %42, ptr %8 release, align 4
  %43 = sext i8 %13 to i64
  %44 = sext i8 %14 to i64
  %45 = sext i8 %15 to i64
  %46 = sext i8 %16 to i64
  %47 = sext i8 %19 to i64
  %48 = sext i8 %20 to i64
  %49 = sext i8 %22 to i64
  %50 = load atomic i8, ptr %8 seq_cst, align 4
  %51 = sext i8 %50 to i64
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, i64 noundef %43, i64 noundef %44, i64 noundef %45, i64 noundef %46, i64 noundef %47, i64 noundef %48, i32 noundef %40, i64 noundef %49, i32 noundef %39, i64 noundef %51, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #4
  store i8 -6, ptr %7, align 4, !tbaa !6
  %53 = atomicrmw add ptr %7, i8 10 monotonic, align 1
  %54 = load atomic i8, ptr %7 acquire, align 4
  %55 = atomicrmw sub ptr %7, i8 30 seq_cst, align 1
  %56 = load atomic i8, ptr %7 seq_cst, align 4
  %57 = atomicrmw or ptr %7, i8 15 release, align 1
  %58 = atomicrmw and ptr %7, i8 -4 acq_rel, align 1
  %59 = atomicrmw xor ptr %7, i8 85 seq_cst, align 1
  %60 = atomicrmw xchg ptr %7, i8 -6 seq_cst, align 1
  %61 = cmpxchg ptr %7, i8 -5, i8 7 seq_cst seq_cst, align 1
  %62 = extractvalue { i8, i1 } %61, 0
  %63 = cmpxchg ptr %7, i8 %62, i8 9 acq_rel acquire, align 1
  %64 = cmpxchg weak ptr %7, i8 9, i8 10 seq_cst seq_cst, align 1
  %65 = extractvalue { i8, i1 } %64, 1
  br i1 %65, label %76, label %66

66:                                               ; preds = %36, %66
  %67 = phi { i8, i1 } [ %72, %66 ], [ %64, %36 ]
  %68 = phi i32 [ %70, %66 ], [ 0, %36 ]
  %69 = extractvalue { i8, i1 } %67, 0
  %70 = add nuw nsw i32 %68, 1
  %71 = add i8 %69, 1
  %72 = cmpxchg weak ptr %7, i8 %69, i8 %71 seq_cst seq_cst, align 1
  %73 = extractvalue { i8, i1 } %72, 1
  %74 = icmp ugt i32 %68, 98
  %75 = select i1 %73, i1 true, i1 %74
  br i1 %75, label %76, label %66, !llvm.loop !11

76:                                               ; preds = %66, %36
  %77 = extractvalue { i8, i1 } %63, 1
  %78 = extractvalue { i8, i1 } %61, 1
  %79 = zext i1 %77 to i32
  %80 = zext i1 %78 to i32
  %81 = load atomic i8, ptr %7 seq_cst, align 4
  %82 = shl i8 %81, 1
  store atomic i8 %82, ptr %7 release, align 4
  %83 = zext i8 %53 to i64
  %84 = zext i8 %54 to i64
  %85 = zext i8 %55 to i64
  %86 = zext i8 %56 to i64
  %87 = zext i8 %59 to i64
  %88 = zext i8 %60 to i64
  %89 = zext i8 %62 to i64
  %90 = load atomic i8, ptr %7 seq_cst, align 4
  %91 = zext i8 %90 to i64
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.5, i64 noundef %83, i64 noundef %84, i64 noundef %85, i64 noundef %86, i64 noundef %87, i64 noundef %88, i32 noundef %80, i64 noundef %89, i32 noundef %79, i64 noundef %91, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #4
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #4
  store i16 -32760, ptr %6, align 4, !tbaa !6
  %93 = atomicrmw add ptr %6, i16 -20 monotonic, align 2
  %94 = load atomic i16, ptr %6 acquire, align 4
  %95 = atomicrmw sub ptr %6, i16 -60 seq_cst, align 2
  %96 = load atomic i16, ptr %6 seq_cst, align 4
  %97 = atomicrmw or ptr %6, i16 15 release, align 2
  %98 = atomicrmw and ptr %6, i16 -4 acq_rel, align 2
  %99 = atomicrmw xor ptr %6, i16 85 seq_cst, align 2
  %100 = atomicrmw xchg ptr %6, i16 -32760 seq_cst, align 2
  %101 = cmpxchg ptr %6, i16 -32759, i16 7 seq_cst seq_cst, align 2
  %102 = extractvalue { i16, i1 } %101, 0
  %103 = cmpxchg ptr %6, i16 %102, i16 9 acq_rel acquire, align 2
  %104 = cmpxchg weak ptr %6, i16 9, i16 10 seq_cst seq_cst, align 2
  %105 = extractvalue { i16, i1 } %104, 1
  br i1 %105, label %116, label %106

106:                                              ; preds = %76, %106
  %107 = phi { i16, i1 } [ %112, %106 ], [ %104, %76 ]
  %108 = phi i32 [ %110, %106 ], [ 0, %76 ]
  %109 = extractvalue { i16, i1 } %107, 0
  %110 = add nuw nsw i32 %108, 1
  %111 = add i16 %109, 1
  %112 = cmpxchg weak ptr %6, i16 %109, i16 %111 seq_cst seq_cst, align 2
  %113 = extractvalue { i16, i1 } %112, 1
  %114 = icmp ugt i32 %108, 98
  %115 = select i1 %113, i1 true, i1 %114
  br i1 %115, label %116, label %106, !llvm.loop !12

116:                                              ; preds = %106, %76
  %117 = extractvalue { i16, i1 } %103, 1
  %118 = extractvalue { i16, i1 } %101, 1
  %119 = zext i1 %117 to i32
  %120 = zext i1 %118 to i32
  %121 = load atomic i16, ptr %6 seq_cst, align 4
  %122 = shl i16 %121, 1
  store atomic i16 %122, ptr %6 release, align 4
  %123 = sext i16 %93 to i64
  %124 = sext i16 %94 to i64
  %125 = sext i16 %95 to i64
  %126 = sext i16 %96 to i64
  %127 = sext i16 %99 to i64
  %128 = sext i16 %100 to i64
  %129 = sext i16 %102 to i64
  %130 = load atomic i16, ptr %6 seq_cst, align 4
  %131 = sext i16 %130 to i64
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i64 noundef %123, i64 noundef %124, i64 noundef %125, i64 noundef %126, i64 noundef %127, i64 noundef %128, i32 noundef %120, i64 noundef %129, i32 noundef %119, i64 noundef %131, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #4
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #4
  store i16 -6, ptr %5, align 4, !tbaa !6
  %133 = atomicrmw add ptr %5, i16 9 monotonic, align 2
  %134 = load atomic i16, ptr %5 acquire, align 4
  %135 = atomicrmw sub ptr %5, i16 27 seq_cst, align 2
  %136 = load atomic i16, ptr %5 seq_cst, align 4
  %137 = atomicrmw or ptr %5, i16 15 release, align 2
  %138 = atomicrmw and ptr %5, i16 -4 acq_rel, align 2
  %139 = atomicrmw xor ptr %5, i16 85 seq_cst, align 2
  %140 = atomicrmw xchg ptr %5, i16 -6 seq_cst, align 2
  %141 = cmpxchg ptr %5, i16 -5, i16 7 seq_cst seq_cst, align 2
  %142 = extractvalue { i16, i1 } %141, 0
  %143 = cmpxchg ptr %5, i16 %142, i16 9 acq_rel acquire, align 2
  %144 = cmpxchg weak ptr %5, i16 9, i16 10 seq_cst seq_cst, align 2
  %145 = extractvalue { i16, i1 } %144, 1
  br i1 %145, label %156, label %146

146:                                              ; preds = %116, %146
  %147 = phi { i16, i1 } [ %152, %146 ], [ %144, %116 ]
  %148 = phi i32 [ %150, %146 ], [ 0, %116 ]
  %149 = extractvalue { i16, i1 } %147, 0
  %150 = add nuw nsw i32 %148, 1
  %151 = add i16 %149, 1
  %152 = cmpxchg weak ptr %5, i16 %149, i16 %151 seq_cst seq_cst, align 2
  %153 = extractvalue { i16, i1 } %152, 1
  %154 = icmp ugt i32 %148, 98
  %155 = select i1 %153, i1 true, i1 %154
  br i1 %155, label %156, label %146, !llvm.loop !13

156:                                              ; preds = %146, %116
  %157 = extractvalue { i16, i1 } %143, 1
  %158 = extractvalue { i16, i1 } %141, 1
  %159 = zext i1 %157 to i32
  %160 = zext i1 %158 to i32
  %161 = load atomic i16, ptr %5 seq_cst, align 4
  %162 = shl i16 %161, 1
  store atomic i16 %162, ptr %5 release, align 4
  %163 = zext i16 %133 to i64
  %164 = zext i16 %134 to i64
  %165 = zext i16 %135 to i64
  %166 = zext i16 %136 to i64
  %167 = zext i16 %139 to i64
  %168 = zext i16 %140 to i64
  %169 = zext i16 %142 to i64
  %170 = load atomic i16, ptr %5 seq_cst, align 4
  %171 = zext i16 %170 to i64
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, i64 noundef %163, i64 noundef %164, i64 noundef %165, i64 noundef %166, i64 noundef %167, i64 noundef %168, i32 noundef %160, i64 noundef %169, i32 noundef %159, i64 noundef %171, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #4
  store i32 2147483600, ptr %4, align 4, !tbaa !6
  %173 = atomicrmw add ptr %4, i32 40 monotonic, align 4
  %174 = load atomic i32, ptr %4 acquire, align 4
  %175 = atomicrmw sub ptr %4, i32 120 seq_cst, align 4
  %176 = load atomic i32, ptr %4 seq_cst, align 4
  %177 = atomicrmw or ptr %4, i32 15 release, align 4
  %178 = atomicrmw and ptr %4, i32 -4 acq_rel, align 4
  %179 = atomicrmw xor ptr %4, i32 85 seq_cst, align 4
  %180 = atomicrmw xchg ptr %4, i32 2147483600 seq_cst, align 4
  %181 = cmpxchg ptr %4, i32 2147483601, i32 7 seq_cst seq_cst, align 4
  %182 = extractvalue { i32, i1 } %181, 0
  %183 = cmpxchg ptr %4, i32 %182, i32 9 acq_rel acquire, align 4
  %184 = cmpxchg weak ptr %4, i32 9, i32 10 seq_cst seq_cst, align 4
  %185 = extractvalue { i32, i1 } %184, 1
  br i1 %185, label %196, label %186

186:                                              ; preds = %156, %186
  %187 = phi { i32, i1 } [ %192, %186 ], [ %184, %156 ]
  %188 = phi i32 [ %190, %186 ], [ 0, %156 ]
  %189 = extractvalue { i32, i1 } %187, 0
  %190 = add nuw nsw i32 %188, 1
  %191 = add nsw i32 %189, 1
  %192 = cmpxchg weak ptr %4, i32 %189, i32 %191 seq_cst seq_cst, align 4
  %193 = extractvalue { i32, i1 } %192, 1
  %194 = icmp ugt i32 %188, 98
  %195 = select i1 %193, i1 true, i1 %194
  br i1 %195, label %196, label %186, !llvm.loop !14

196:                                              ; preds = %186, %156
  %197 = extractvalue { i32, i1 } %183, 1
  %198 = extractvalue { i32, i1 } %181, 1
  %199 = zext i1 %197 to i32
  %200 = zext i1 %198 to i32
  %201 = load atomic i32, ptr %4 seq_cst, align 4
  %202 = shl nsw i32 %201, 1
  store atomic i32 %202, ptr %4 release, align 4
  %203 = sext i32 %173 to i64
  %204 = sext i32 %174 to i64
  %205 = sext i32 %175 to i64
  %206 = sext i32 %176 to i64
  %207 = sext i32 %179 to i64
  %208 = sext i32 %180 to i64
  %209 = sext i32 %182 to i64
  %210 = load atomic i32, ptr %4 seq_cst, align 4
  %211 = sext i32 %210 to i64
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.8, i64 noundef %203, i64 noundef %204, i64 noundef %205, i64 noundef %206, i64 noundef %207, i64 noundef %208, i32 noundef %200, i64 noundef %209, i32 noundef %199, i64 noundef %211, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #4
  store i32 -6, ptr %3, align 4, !tbaa !6
  %213 = atomicrmw add ptr %3, i32 7 monotonic, align 4
  %214 = load atomic i32, ptr %3 acquire, align 4
  %215 = atomicrmw sub ptr %3, i32 21 seq_cst, align 4
  %216 = load atomic i32, ptr %3 seq_cst, align 4
  %217 = atomicrmw or ptr %3, i32 15 release, align 4
  %218 = atomicrmw and ptr %3, i32 -4 acq_rel, align 4
  %219 = atomicrmw xor ptr %3, i32 85 seq_cst, align 4
  %220 = atomicrmw xchg ptr %3, i32 -6 seq_cst, align 4
  %221 = cmpxchg ptr %3, i32 -5, i32 7 seq_cst seq_cst, align 4
  %222 = extractvalue { i32, i1 } %221, 0
  %223 = cmpxchg ptr %3, i32 %222, i32 9 acq_rel acquire, align 4
  %224 = cmpxchg weak ptr %3, i32 9, i32 10 seq_cst seq_cst, align 4
  %225 = extractvalue { i32, i1 } %224, 1
  br i1 %225, label %236, label %226

226:                                              ; preds = %196, %226
  %227 = phi { i32, i1 } [ %232, %226 ], [ %224, %196 ]
  %228 = phi i32 [ %230, %226 ], [ 0, %196 ]
  %229 = extractvalue { i32, i1 } %227, 0
  %230 = add nuw nsw i32 %228, 1
  %231 = add i32 %229, 1
  %232 = cmpxchg weak ptr %3, i32 %229, i32 %231 seq_cst seq_cst, align 4
  %233 = extractvalue { i32, i1 } %232, 1
  %234 = icmp ugt i32 %228, 98
  %235 = select i1 %233, i1 true, i1 %234
  br i1 %235, label %236, label %226, !llvm.loop !15

236:                                              ; preds = %226, %196
  %237 = extractvalue { i32, i1 } %223, 1
  %238 = extractvalue { i32, i1 } %221, 1
  %239 = zext i1 %237 to i32
  %240 = zext i1 %238 to i32
  %241 = load atomic i32, ptr %3 seq_cst, align 4
  %242 = shl i32 %241, 1
  store atomic i32 %242, ptr %3 release, align 4
  %243 = zext i32 %213 to i64
  %244 = zext i32 %214 to i64
  %245 = zext i32 %215 to i64
  %246 = zext i32 %216 to i64
  %247 = zext i32 %219 to i64
  %248 = zext i32 %220 to i64
  %249 = zext i32 %222 to i64
  %250 = load atomic i32, ptr %3 seq_cst, align 4
  %251 = zext i32 %250 to i64
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.9, i64 noundef %243, i64 noundef %244, i64 noundef %245, i64 noundef %246, i64 noundef %247, i64 noundef %248, i32 noundef %240, i64 noundef %249, i32 noundef %239, i64 noundef %251, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4
  store i64 9223372036854775800, ptr %2, align 8, !tbaa !6
  %253 = atomicrmw add ptr %2, i64 5 monotonic, align 8
  %254 = load atomic i64, ptr %2 acquire, align 8
  %255 = atomicrmw sub ptr %2, i64 15 seq_cst, align 8
  %256 = load atomic i64, ptr %2 seq_cst, align 8
  %257 = atomicrmw or ptr %2, i64 15 release, align 8
  %258 = atomicrmw and ptr %2, i64 -4 acq_rel, align 8
  %259 = atomicrmw xor ptr %2, i64 85 seq_cst, align 8
  %260 = atomicrmw xchg ptr %2, i64 9223372036854775800 seq_cst, align 8
  %261 = cmpxchg ptr %2, i64 9223372036854775801, i64 7 seq_cst seq_cst, align 8
  %262 = extractvalue { i64, i1 } %261, 0
  %263 = cmpxchg ptr %2, i64 %262, i64 9 acq_rel acquire, align 8
  %264 = cmpxchg weak ptr %2, i64 9, i64 10 seq_cst seq_cst, align 8
  %265 = extractvalue { i64, i1 } %264, 1
  br i1 %265, label %276, label %266

266:                                              ; preds = %236, %266
  %267 = phi { i64, i1 } [ %272, %266 ], [ %264, %236 ]
  %268 = phi i32 [ %270, %266 ], [ 0, %236 ]
  %269 = extractvalue { i64, i1 } %267, 0
  %270 = add nuw nsw i32 %268, 1
  %271 = add nsw i64 %269, 1
  %272 = cmpxchg weak ptr %2, i64 %269, i64 %271 seq_cst seq_cst, align 8
  %273 = extractvalue { i64, i1 } %272, 1
  %274 = icmp ugt i32 %268, 98
  %275 = select i1 %273, i1 true, i1 %274
  br i1 %275, label %276, label %266, !llvm.loop !16

276:                                              ; preds = %266, %236
  %277 = extractvalue { i64, i1 } %263, 1
  %278 = extractvalue { i64, i1 } %261, 1
  %279 = zext i1 %277 to i32
  %280 = zext i1 %278 to i32
  %281 = load atomic i64, ptr %2 seq_cst, align 8
  %282 = shl nsw i64 %281, 1
  store atomic i64 %282, ptr %2 release, align 8
  %283 = load atomic i64, ptr %2 seq_cst, align 8
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.10, i64 noundef %253, i64 noundef %254, i64 noundef %255, i64 noundef %256, i64 noundef %259, i64 noundef %260, i32 noundef %280, i64 noundef %262, i32 noundef %279, i64 noundef %283, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4
  store i64 -6, ptr %1, align 8, !tbaa !6
  %285 = atomicrmw add ptr %1, i64 3 monotonic, align 8
  %286 = load atomic i64, ptr %1 acquire, align 8
  %287 = atomicrmw sub ptr %1, i64 9 seq_cst, align 8
  %288 = load atomic i64, ptr %1 seq_cst, align 8
  %289 = atomicrmw or ptr %1, i64 15 release, align 8
  %290 = atomicrmw and ptr %1, i64 -4 acq_rel, align 8
  %291 = atomicrmw xor ptr %1, i64 85 seq_cst, align 8
  %292 = atomicrmw xchg ptr %1, i64 -6 seq_cst, align 8
  %293 = cmpxchg ptr %1, i64 -5, i64 7 seq_cst seq_cst, align 8
  %294 = extractvalue { i64, i1 } %293, 0
  %295 = cmpxchg ptr %1, i64 %294, i64 9 acq_rel acquire, align 8
  %296 = cmpxchg weak ptr %1, i64 9, i64 10 seq_cst seq_cst, align 8
  %297 = extractvalue { i64, i1 } %296, 1
  br i1 %297, label %308, label %298

298:                                              ; preds = %276, %298
  %299 = phi { i64, i1 } [ %304, %298 ], [ %296, %276 ]
  %300 = phi i32 [ %302, %298 ], [ 0, %276 ]
  %301 = extractvalue { i64, i1 } %299, 0
  %302 = add nuw nsw i32 %300, 1
  %303 = add i64 %301, 1
  %304 = cmpxchg weak ptr %1, i64 %301, i64 %303 seq_cst seq_cst, align 8
  %305 = extractvalue { i64, i1 } %304, 1
  %306 = icmp ugt i32 %300, 98
  %307 = select i1 %305, i1 true, i1 %306
  br i1 %307, label %308, label %298, !llvm.loop !17

308:                                              ; preds = %298, %276
  %309 = extractvalue { i64, i1 } %295, 1
  %310 = extractvalue { i64, i1 } %293, 1
  %311 = zext i1 %309 to i32
  %312 = zext i1 %310 to i32
  %313 = load atomic i64, ptr %1 seq_cst, align 8
  %314 = shl i64 %313, 1
  store atomic i64 %314, ptr %1 release, align 8
  %315 = load atomic i64, ptr %1 seq_cst, align 8
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.11, i64 noundef %285, i64 noundef %286, i64 noundef %287, i64 noundef %288, i64 noundef %291, i64 noundef %292, i32 noundef %312, i64 noundef %294, i32 noundef %311, i64 noundef %315, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #4
  store i8 0, ptr %9, align 4, !tbaa !6
  %317 = atomicrmw xchg ptr %9, i8 1 seq_cst, align 1
  %318 = cmpxchg ptr %9, i8 0, i8 0 seq_cst seq_cst, align 1
  %319 = extractvalue { i8, i1 } %318, 1
  %320 = extractvalue { i8, i1 } %318, 0
  %321 = and i8 %320, 1
  %322 = zext nneg i8 %321 to i32
  %323 = select i1 %319, i32 0, i32 %322
  %324 = zext i1 %319 to i32
  %325 = and i8 %317, 1
  %326 = zext nneg i8 %325 to i32
  %327 = load atomic i8, ptr %9 seq_cst, align 4
  %328 = and i8 %327, 1
  %329 = zext nneg i8 %328 to i32
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %326, i32 noundef %324, i32 noundef %323, i32 noundef %329)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(16) @__const.main.arr, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #4
  store ptr %10, ptr %11, align 8, !tbaa !6
  %331 = getelementptr inbounds i8, ptr %10, i64 8
  %332 = ptrtoint ptr %331 to i64
  %333 = atomicrmw xchg ptr %11, i64 %332 seq_cst, align 8
  %334 = inttoptr i64 %333 to ptr
  %335 = getelementptr inbounds i8, ptr %10, i64 12
  %336 = ptrtoint ptr %335 to i64
  %337 = cmpxchg ptr %11, i64 %332, i64 %336 seq_cst seq_cst, align 8
  %338 = extractvalue { i64, i1 } %337, 1
  %339 = zext i1 %338 to i32
  %340 = load atomic i64, ptr %11 seq_cst, align 8
  %341 = inttoptr i64 %340 to ptr
  %342 = load i32, ptr %334, align 4, !tbaa !18
  %343 = load i32, ptr %341, align 4, !tbaa !18
  %344 = ptrtoint ptr %10 to i64
  %345 = sub i64 %340, %344
  %346 = ashr exact i64 %345, 2
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %342, i32 noundef %339, i32 noundef %343, i64 noundef %346)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #4
  store i32 0, ptr %12, align 4, !tbaa !6
  br label %353

348:                                              ; preds = %353
  %349 = load atomic i32, ptr %12 seq_cst, align 4
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %349)
  %351 = load atomic i32, ptr %12 seq_cst, align 4
  %352 = and i32 %351, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #4
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #4
  ret i32 %352

353:                                              ; preds = %308, %353
  %354 = phi i32 [ 0, %308 ], [ %356, %353 ]
  %355 = atomicrmw add ptr %12, i32 %354 monotonic, align 4
  %356 = add nuw nsw i32 %354, 1
  %357 = icmp eq i32 %356, 1000
  br i1 %357, label %348, label %353, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !10}
