; ModuleID = 'programs/struct_byval_sizes.c'
source_filename = "programs/struct_byval_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.s100 = type { [100 x i8] }
%struct.s64 = type { [64 x i8] }
%struct.s63 = type { [63 x i8] }
%struct.s48 = type { [48 x i8] }
%struct.s40 = type { [40 x i8] }
%struct.s33 = type { [33 x i8] }
%struct.s32 = type { [32 x i8] }
%struct.s31 = type { [31 x i8] }
%struct.s24 = type { [24 x i8] }
%struct.s23 = type { [23 x i8] }
%struct.s20 = type { [20 x i8] }
%struct.s17 = type { [17 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"total=%08x\0A\00", align 1
@total = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [53 x i8] c"size %2d sizeof=%2zu sum=%08x bumped=%08x late=%08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.s100, align 1
  %2 = alloca %struct.s100, align 1
  %3 = alloca %struct.s100, align 1
  %4 = alloca %struct.s64, align 1
  %5 = alloca %struct.s64, align 1
  %6 = alloca %struct.s64, align 1
  %7 = alloca %struct.s63, align 1
  %8 = alloca %struct.s63, align 1
  %9 = alloca %struct.s63, align 1
  %10 = alloca %struct.s48, align 1
  %11 = alloca %struct.s48, align 1
  %12 = alloca %struct.s48, align 1
  %13 = alloca %struct.s40, align 1
  %14 = alloca %struct.s40, align 1
  %15 = alloca %struct.s40, align 1
  %16 = alloca %struct.s33, align 1
  %17 = alloca %struct.s33, align 1
  %18 = alloca %struct.s33, align 1
  %19 = alloca %struct.s32, align 1
  %20 = alloca %struct.s32, align 1
  %21 = alloca %struct.s32, align 1
  %22 = alloca %struct.s31, align 1
  %23 = alloca %struct.s31, align 1
  %24 = alloca %struct.s31, align 1
  %25 = alloca %struct.s24, align 1
  %26 = alloca %struct.s24, align 1
  %27 = alloca %struct.s24, align 1
  %28 = alloca %struct.s23, align 1
  %29 = alloca %struct.s23, align 1
  %30 = alloca %struct.s23, align 1
  %31 = alloca %struct.s20, align 1
  %32 = alloca %struct.s20, align 1
  %33 = alloca %struct.s20, align 1
  %34 = alloca %struct.s17, align 1
  %35 = alloca %struct.s17, align 1
  %36 = alloca %struct.s17, align 1
  %37 = tail call fastcc i8 @make1()
  %38 = zext i8 %37 to i64
  %39 = tail call fastcc i8 @bump1(i64 %38)
  %40 = tail call fastcc i32 @sum1(i64 %38)
  %41 = zext i8 %39 to i64
  %42 = tail call fastcc i32 @sum1(i64 %41)
  %43 = tail call fastcc i32 @late1(i64 %41, i64 %38)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef 1, i32 noundef %40, i32 noundef %42, i32 noundef %43)
  %45 = load i32, ptr @total, align 4, !tbaa !6
  %46 = xor i32 %40, %45
  %47 = xor i32 %46, %42
  %48 = xor i32 %47, %43
  store i32 %48, ptr @total, align 4, !tbaa !6
  %49 = tail call fastcc i16 @make2()
  %50 = zext i16 %49 to i64
  %51 = tail call fastcc i16 @bump2(i64 %50)
  %52 = tail call fastcc i32 @sum2(i64 %50)
  %53 = zext i16 %51 to i64
  %54 = tail call fastcc i32 @sum2(i64 %53)
  %55 = tail call fastcc i32 @late2(i64 %53, i64 %50)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef 2, i32 noundef %52, i32 noundef %54, i32 noundef %55)
  %57 = load i32, ptr @total, align 4, !tbaa !6
  %58 = xor i32 %52, %57
  %59 = xor i32 %58, %54
  %60 = xor i32 %59, %55
  store i32 %60, ptr @total, align 4, !tbaa !6
  %61 = tail call fastcc i24 @make3()
  %62 = zext i24 %61 to i64
  %63 = tail call fastcc i24 @bump3(i64 %62)
  %64 = tail call fastcc i32 @sum3(i64 %62)
  %65 = zext i24 %63 to i64
  %66 = tail call fastcc i32 @sum3(i64 %65)
  %67 = tail call fastcc i32 @late3(i64 %65, i64 %62)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i64 noundef 3, i32 noundef %64, i32 noundef %66, i32 noundef %67)
  %69 = load i32, ptr @total, align 4, !tbaa !6
  %70 = xor i32 %64, %69
  %71 = xor i32 %70, %66
  %72 = xor i32 %71, %67
  store i32 %72, ptr @total, align 4, !tbaa !6
  %73 = tail call fastcc i32 @make4()
  %74 = zext i32 %73 to i64
  %75 = tail call fastcc i32 @bump4(i64 %74)
  %76 = tail call fastcc i32 @sum4(i64 %74)
  %77 = zext i32 %75 to i64
  %78 = tail call fastcc i32 @sum4(i64 %77)
  %79 = tail call fastcc i32 @late4(i64 %77, i64 %74)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i64 noundef 4, i32 noundef %76, i32 noundef %78, i32 noundef %79)
  %81 = load i32, ptr @total, align 4, !tbaa !6
  %82 = xor i32 %76, %81
  %83 = xor i32 %82, %78
  %84 = xor i32 %83, %79
  store i32 %84, ptr @total, align 4, !tbaa !6
  %85 = tail call fastcc i40 @make5()
  %86 = zext i40 %85 to i64
  %87 = tail call fastcc i40 @bump5(i64 %86)
  %88 = tail call fastcc i32 @sum5(i64 %86)
  %89 = zext i40 %87 to i64
  %90 = tail call fastcc i32 @sum5(i64 %89)
  %91 = tail call fastcc i32 @late5(i64 %89, i64 %86)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i64 noundef 5, i32 noundef %88, i32 noundef %90, i32 noundef %91)
  %93 = load i32, ptr @total, align 4, !tbaa !6
  %94 = xor i32 %88, %93
  %95 = xor i32 %94, %90
  %96 = xor i32 %95, %91
  store i32 %96, ptr @total, align 4, !tbaa !6
  %97 = tail call fastcc i48 @make6()
  %98 = zext i48 %97 to i64
  %99 = tail call fastcc i48 @bump6(i64 %98)
  %100 = tail call fastcc i32 @sum6(i64 %98)
  %101 = zext i48 %99 to i64
  %102 = tail call fastcc i32 @sum6(i64 %101)
  %103 = tail call fastcc i32 @late6(i64 %101, i64 %98)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i64 noundef 6, i32 noundef %100, i32 noundef %102, i32 noundef %103)
  %105 = load i32, ptr @total, align 4, !tbaa !6
  %106 = xor i32 %100, %105
  %107 = xor i32 %106, %102
  %108 = xor i32 %107, %103
  store i32 %108, ptr @total, align 4, !tbaa !6
  %109 = tail call fastcc i56 @make7()
  %110 = zext i56 %109 to i64
  %111 = tail call fastcc i56 @bump7(i64 %110)
  %112 = tail call fastcc i32 @sum7(i64 %110)
  %113 = zext i56 %111 to i64
  %114 = tail call fastcc i32 @sum7(i64 %113)
  %115 = tail call fastcc i32 @late7(i64 %113, i64 %110)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i64 noundef 7, i32 noundef %112, i32 noundef %114, i32 noundef %115)
  %117 = load i32, ptr @total, align 4, !tbaa !6
  %118 = xor i32 %112, %117
  %119 = xor i32 %118, %114
  %120 = xor i32 %119, %115
  store i32 %120, ptr @total, align 4, !tbaa !6
  %121 = tail call fastcc i64 @make8()
  %122 = tail call fastcc i64 @bump8(i64 %121)
  %123 = tail call fastcc i32 @sum8(i64 %121)
  %124 = tail call fastcc i32 @sum8(i64 %122)
  %125 = tail call fastcc i32 @late8(i64 %122, i64 %121)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i64 noundef 8, i32 noundef %123, i32 noundef %124, i32 noundef %125)
  %127 = load i32, ptr @total, align 4, !tbaa !6
  %128 = xor i32 %123, %127
  %129 = xor i32 %128, %124
  %130 = xor i32 %129, %125
  store i32 %130, ptr @total, align 4, !tbaa !6
  %131 = tail call fastcc [2 x i64] @make9()
  %132 = extractvalue [2 x i64] %131, 1
  %133 = and i64 %132, 255
  %134 = insertvalue [2 x i64] %131, i64 %133, 1
  %135 = tail call fastcc [2 x i64] @bump9([2 x i64] %134)
  %136 = extractvalue [2 x i64] %135, 1
  %137 = tail call fastcc i32 @sum9([2 x i64] %134)
  %138 = and i64 %136, 255
  %139 = insertvalue [2 x i64] %135, i64 %138, 1
  %140 = tail call fastcc i32 @sum9([2 x i64] %139)
  %141 = tail call fastcc i32 @late9([2 x i64] %139, [2 x i64] %134)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %137, i32 noundef %140, i32 noundef %141)
  %143 = load i32, ptr @total, align 4, !tbaa !6
  %144 = xor i32 %137, %143
  %145 = xor i32 %144, %140
  %146 = xor i32 %145, %141
  store i32 %146, ptr @total, align 4, !tbaa !6
  %147 = tail call fastcc [2 x i64] @make10()
  %148 = extractvalue [2 x i64] %147, 1
  %149 = and i64 %148, 65535
  %150 = insertvalue [2 x i64] %147, i64 %149, 1
  %151 = tail call fastcc [2 x i64] @bump10([2 x i64] %150)
  %152 = extractvalue [2 x i64] %151, 1
  %153 = tail call fastcc i32 @sum10([2 x i64] %150)
  %154 = and i64 %152, 65535
  %155 = insertvalue [2 x i64] %151, i64 %154, 1
  %156 = tail call fastcc i32 @sum10([2 x i64] %155)
  %157 = tail call fastcc i32 @late10([2 x i64] %155, [2 x i64] %150)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %153, i32 noundef %156, i32 noundef %157)
  %159 = load i32, ptr @total, align 4, !tbaa !6
  %160 = xor i32 %153, %159
  %161 = xor i32 %160, %156
  %162 = xor i32 %161, %157
  store i32 %162, ptr @total, align 4, !tbaa !6
  %163 = tail call fastcc [2 x i64] @make11()
  %164 = extractvalue [2 x i64] %163, 1
  %165 = and i64 %164, 16777215
  %166 = insertvalue [2 x i64] %163, i64 %165, 1
  %167 = tail call fastcc [2 x i64] @bump11([2 x i64] %166)
  %168 = extractvalue [2 x i64] %167, 1
  %169 = tail call fastcc i32 @sum11([2 x i64] %166)
  %170 = and i64 %168, 16777215
  %171 = insertvalue [2 x i64] %167, i64 %170, 1
  %172 = tail call fastcc i32 @sum11([2 x i64] %171)
  %173 = tail call fastcc i32 @late11([2 x i64] %171, [2 x i64] %166)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %169, i32 noundef %172, i32 noundef %173)
  %175 = load i32, ptr @total, align 4, !tbaa !6
  %176 = xor i32 %169, %175
  %177 = xor i32 %176, %172
  %178 = xor i32 %177, %173
  store i32 %178, ptr @total, align 4, !tbaa !6
  %179 = tail call fastcc [2 x i64] @make12()
  %180 = extractvalue [2 x i64] %179, 1
  %181 = and i64 %180, 4294967295
  %182 = insertvalue [2 x i64] %179, i64 %181, 1
  %183 = tail call fastcc [2 x i64] @bump12([2 x i64] %182)
  %184 = extractvalue [2 x i64] %183, 1
  %185 = tail call fastcc i32 @sum12([2 x i64] %182)
  %186 = and i64 %184, 4294967295
  %187 = insertvalue [2 x i64] %183, i64 %186, 1
  %188 = tail call fastcc i32 @sum12([2 x i64] %187)
  %189 = tail call fastcc i32 @late12([2 x i64] %187, [2 x i64] %182)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %185, i32 noundef %188, i32 noundef %189)
  %191 = load i32, ptr @total, align 4, !tbaa !6
  %192 = xor i32 %185, %191
  %193 = xor i32 %192, %188
  %194 = xor i32 %193, %189
  store i32 %194, ptr @total, align 4, !tbaa !6
  %195 = tail call fastcc [2 x i64] @make13()
  %196 = extractvalue [2 x i64] %195, 1
  %197 = and i64 %196, 1099511627775
  %198 = insertvalue [2 x i64] %195, i64 %197, 1
  %199 = tail call fastcc [2 x i64] @bump13([2 x i64] %198)
  %200 = extractvalue [2 x i64] %199, 1
  %201 = tail call fastcc i32 @sum13([2 x i64] %198)
  %202 = and i64 %200, 1099511627775
  %203 = insertvalue [2 x i64] %199, i64 %202, 1
  %204 = tail call fastcc i32 @sum13([2 x i64] %203)
  %205 = tail call fastcc i32 @late13([2 x i64] %203, [2 x i64] %198)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %201, i32 noundef %204, i32 noundef %205)
  %207 = load i32, ptr @total, align 4, !tbaa !6
  %208 = xor i32 %201, %207
  %209 = xor i32 %208, %204
  %210 = xor i32 %209, %205
  store i32 %210, ptr @total, align 4, !tbaa !6
  %211 = tail call fastcc [2 x i64] @make14()
  %212 = extractvalue [2 x i64] %211, 1
  %213 = and i64 %212, 281474976710655
  %214 = insertvalue [2 x i64] %211, i64 %213, 1
  %215 = tail call fastcc [2 x i64] @bump14([2 x i64] %214)
  %216 = extractvalue [2 x i64] %215, 1
  %217 = tail call fastcc i32 @sum14([2 x i64] %214)
  %218 = and i64 %216, 281474976710655
  %219 = insertvalue [2 x i64] %215, i64 %218, 1
  %220 = tail call fastcc i32 @sum14([2 x i64] %219)
  %221 = tail call fastcc i32 @late14([2 x i64] %219, [2 x i64] %214)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %217, i32 noundef %220, i32 noundef %221)
  %223 = load i32, ptr @total, align 4, !tbaa !6
  %224 = xor i32 %217, %223
  %225 = xor i32 %224, %220
  %226 = xor i32 %225, %221
  store i32 %226, ptr @total, align 4, !tbaa !6
  %227 = tail call fastcc [2 x i64] @make15()
  %228 = extractvalue [2 x i64] %227, 1
  %229 = and i64 %228, 72057594037927935
  %230 = insertvalue [2 x i64] %227, i64 %229, 1
  %231 = tail call fastcc [2 x i64] @bump15([2 x i64] %230)
  %232 = extractvalue [2 x i64] %231, 1
  %233 = tail call fastcc i32 @sum15([2 x i64] %230)
  %234 = and i64 %232, 72057594037927935
  %235 = insertvalue [2 x i64] %231, i64 %234, 1
  %236 = tail call fastcc i32 @sum15([2 x i64] %235)
  %237 = tail call fastcc i32 @late15([2 x i64] %235, [2 x i64] %230)
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %233, i32 noundef %236, i32 noundef %237)
  %239 = load i32, ptr @total, align 4, !tbaa !6
  %240 = xor i32 %233, %239
  %241 = xor i32 %240, %236
  %242 = xor i32 %241, %237
  store i32 %242, ptr @total, align 4, !tbaa !6
  %243 = tail call fastcc [2 x i64] @make16()
  %244 = tail call fastcc [2 x i64] @bump16([2 x i64] %243)
  %245 = tail call fastcc i32 @sum16([2 x i64] %243)
  %246 = tail call fastcc i32 @sum16([2 x i64] %244)
  %247 = tail call fastcc i32 @late16([2 x i64] %244, [2 x i64] %243)
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %245, i32 noundef %246, i32 noundef %247)
  %249 = load i32, ptr @total, align 4, !tbaa !6
  %250 = xor i32 %245, %249
  %251 = xor i32 %250, %246
  %252 = xor i32 %251, %247
  store i32 %252, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %35)
  call fastcc void @make17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %34)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %36) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %36, ptr noundef nonnull align 1 dereferenceable(17) %34, i64 17, i1 false), !tbaa.struct !10
  call fastcc void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %35, ptr noundef nonnull %36)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %36) #12
  %253 = call fastcc i32 @sum17(ptr noundef nonnull %34)
  %254 = call fastcc i32 @sum17(ptr noundef nonnull %35)
  %255 = call fastcc i32 @late17(ptr noundef nonnull %35, ptr noundef nonnull %34)
  %256 = call fastcc i32 @late17(ptr noundef nonnull %35, ptr noundef nonnull %34)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17, i64 noundef 17, i32 noundef %253, i32 noundef %254, i32 noundef %256)
  %258 = load i32, ptr @total, align 4, !tbaa !6
  %259 = xor i32 %255, %258
  %260 = xor i32 %259, %253
  %261 = xor i32 %260, %254
  store i32 %261, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %32)
  call fastcc void @make20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %31)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %33) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %33, ptr noundef nonnull align 1 dereferenceable(20) %31, i64 20, i1 false), !tbaa.struct !12
  call fastcc void @bump20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %32, ptr noundef nonnull %33)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %33) #12
  %262 = call fastcc i32 @sum20(ptr noundef nonnull %31)
  %263 = call fastcc i32 @sum20(ptr noundef nonnull %32)
  %264 = call fastcc i32 @late20(ptr noundef nonnull %32, ptr noundef nonnull %31)
  %265 = call fastcc i32 @late20(ptr noundef nonnull %32, ptr noundef nonnull %31)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i64 noundef 20, i32 noundef %262, i32 noundef %263, i32 noundef %265)
  %267 = load i32, ptr @total, align 4, !tbaa !6
  %268 = xor i32 %264, %267
  %269 = xor i32 %268, %262
  %270 = xor i32 %269, %263
  store i32 %270, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %29)
  call fastcc void @make23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %28)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %30) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %30, ptr noundef nonnull align 1 dereferenceable(23) %28, i64 23, i1 false), !tbaa.struct !13
  call fastcc void @bump23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %29, ptr noundef nonnull %30)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %30) #12
  %271 = call fastcc i32 @sum23(ptr noundef nonnull %28)
  %272 = call fastcc i32 @sum23(ptr noundef nonnull %29)
  %273 = call fastcc i32 @late23(ptr noundef nonnull %29, ptr noundef nonnull %28)
  %274 = call fastcc i32 @late23(ptr noundef nonnull %29, ptr noundef nonnull %28)
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 23, i64 noundef 23, i32 noundef %271, i32 noundef %272, i32 noundef %274)
  %276 = load i32, ptr @total, align 4, !tbaa !6
  %277 = xor i32 %273, %276
  %278 = xor i32 %277, %271
  %279 = xor i32 %278, %272
  store i32 %279, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26)
  call fastcc void @make24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %25)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %27, ptr noundef nonnull align 1 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !14
  call fastcc void @bump24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %26, ptr noundef nonnull %27)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #12
  %280 = call fastcc i32 @sum24(ptr noundef nonnull %25)
  %281 = call fastcc i32 @sum24(ptr noundef nonnull %26)
  %282 = call fastcc i32 @late24(ptr noundef nonnull %26, ptr noundef nonnull %25)
  %283 = call fastcc i32 @late24(ptr noundef nonnull %26, ptr noundef nonnull %25)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, i64 noundef 24, i32 noundef %280, i32 noundef %281, i32 noundef %283)
  %285 = load i32, ptr @total, align 4, !tbaa !6
  %286 = xor i32 %282, %285
  %287 = xor i32 %286, %280
  %288 = xor i32 %287, %281
  store i32 %288, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %23)
  call fastcc void @make31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %22)
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %24) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %24, ptr noundef nonnull align 1 dereferenceable(31) %22, i64 31, i1 false), !tbaa.struct !15
  call fastcc void @bump31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %23, ptr noundef nonnull %24)
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %24) #12
  %289 = call fastcc i32 @sum31(ptr noundef nonnull %22)
  %290 = call fastcc i32 @sum31(ptr noundef nonnull %23)
  %291 = call fastcc i32 @late31(ptr noundef nonnull %23, ptr noundef nonnull %22)
  %292 = call fastcc i32 @late31(ptr noundef nonnull %23, ptr noundef nonnull %22)
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 31, i32 noundef %289, i32 noundef %290, i32 noundef %292)
  %294 = load i32, ptr @total, align 4, !tbaa !6
  %295 = xor i32 %291, %294
  %296 = xor i32 %295, %289
  %297 = xor i32 %296, %290
  store i32 %297, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  call fastcc void @make32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %19)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %21, ptr noundef nonnull align 1 dereferenceable(32) %19, i64 32, i1 false), !tbaa.struct !16
  call fastcc void @bump32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %20, ptr noundef nonnull %21)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #12
  %298 = call fastcc i32 @sum32(ptr noundef nonnull %19)
  %299 = call fastcc i32 @sum32(ptr noundef nonnull %20)
  %300 = call fastcc i32 @late32(ptr noundef nonnull %20, ptr noundef nonnull %19)
  %301 = call fastcc i32 @late32(ptr noundef nonnull %20, ptr noundef nonnull %19)
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, i64 noundef 32, i32 noundef %298, i32 noundef %299, i32 noundef %301)
  %303 = load i32, ptr @total, align 4, !tbaa !6
  %304 = xor i32 %300, %303
  %305 = xor i32 %304, %298
  %306 = xor i32 %305, %299
  store i32 %306, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %17)
  call fastcc void @make33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %16)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %18) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %18, ptr noundef nonnull align 1 dereferenceable(33) %16, i64 33, i1 false), !tbaa.struct !17
  call fastcc void @bump33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %18) #12
  %307 = call fastcc i32 @sum33(ptr noundef nonnull %16)
  %308 = call fastcc i32 @sum33(ptr noundef nonnull %17)
  %309 = call fastcc i32 @late33(ptr noundef nonnull %17, ptr noundef nonnull %16)
  %310 = call fastcc i32 @late33(ptr noundef nonnull %17, ptr noundef nonnull %16)
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 33, i64 noundef 33, i32 noundef %307, i32 noundef %308, i32 noundef %310)
  %312 = load i32, ptr @total, align 4, !tbaa !6
  %313 = xor i32 %309, %312
  %314 = xor i32 %313, %307
  %315 = xor i32 %314, %308
  store i32 %315, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call fastcc void @make40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %15, ptr noundef nonnull align 1 dereferenceable(40) %13, i64 40, i1 false), !tbaa.struct !18
  call fastcc void @bump40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #12
  %316 = call fastcc i32 @sum40(ptr noundef nonnull %13)
  %317 = call fastcc i32 @sum40(ptr noundef nonnull %14)
  %318 = call fastcc i32 @late40(ptr noundef nonnull %14, ptr noundef nonnull %13)
  %319 = call fastcc i32 @late40(ptr noundef nonnull %14, ptr noundef nonnull %13)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, i64 noundef 40, i32 noundef %316, i32 noundef %317, i32 noundef %319)
  %321 = load i32, ptr @total, align 4, !tbaa !6
  %322 = xor i32 %318, %321
  %323 = xor i32 %322, %316
  %324 = xor i32 %323, %317
  store i32 %324, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11)
  call fastcc void @make48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %10)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %12, ptr noundef nonnull align 1 dereferenceable(48) %10, i64 48, i1 false), !tbaa.struct !19
  call fastcc void @bump48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #12
  %325 = call fastcc i32 @sum48(ptr noundef nonnull %10)
  %326 = call fastcc i32 @sum48(ptr noundef nonnull %11)
  %327 = call fastcc i32 @late48(ptr noundef nonnull %11, ptr noundef nonnull %10)
  %328 = call fastcc i32 @late48(ptr noundef nonnull %11, ptr noundef nonnull %10)
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 48, i64 noundef 48, i32 noundef %325, i32 noundef %326, i32 noundef %328)
  %330 = load i32, ptr @total, align 4, !tbaa !6
  %331 = xor i32 %327, %330
  %332 = xor i32 %331, %325
  %333 = xor i32 %332, %326
  store i32 %333, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %8)
  call fastcc void @make63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %7)
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %9) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %9, ptr noundef nonnull align 1 dereferenceable(63) %7, i64 63, i1 false), !tbaa.struct !20
  call fastcc void @bump63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %9) #12
  %334 = call fastcc i32 @sum63(ptr noundef nonnull %7)
  %335 = call fastcc i32 @sum63(ptr noundef nonnull %8)
  %336 = call fastcc i32 @late63(ptr noundef nonnull %8, ptr noundef nonnull %7)
  %337 = call fastcc i32 @late63(ptr noundef nonnull %8, ptr noundef nonnull %7)
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, i64 noundef 63, i32 noundef %334, i32 noundef %335, i32 noundef %337)
  %339 = load i32, ptr @total, align 4, !tbaa !6
  %340 = xor i32 %336, %339
  %341 = xor i32 %340, %334
  %342 = xor i32 %341, %335
  store i32 %342, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  call fastcc void @make64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %4)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %6, ptr noundef nonnull align 1 dereferenceable(64) %4, i64 64, i1 false), !tbaa.struct !21
  call fastcc void @bump64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  %343 = call fastcc i32 @sum64(ptr noundef nonnull %4)
  %344 = call fastcc i32 @sum64(ptr noundef nonnull %5)
  %345 = call fastcc i32 @late64(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %346 = call fastcc i32 @late64(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 64, i64 noundef 64, i32 noundef %343, i32 noundef %344, i32 noundef %346)
  %348 = load i32, ptr @total, align 4, !tbaa !6
  %349 = xor i32 %345, %348
  %350 = xor i32 %349, %343
  %351 = xor i32 %350, %344
  store i32 %351, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2)
  call fastcc void @make100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %1)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %3, ptr noundef nonnull align 1 dereferenceable(100) %1, i64 100, i1 false), !tbaa.struct !22
  call fastcc void @bump100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #12
  %352 = call fastcc i32 @sum100(ptr noundef nonnull %1)
  %353 = call fastcc i32 @sum100(ptr noundef nonnull %2)
  %354 = call fastcc i32 @late100(ptr noundef nonnull %2, ptr noundef nonnull %1)
  %355 = call fastcc i32 @late100(ptr noundef nonnull %2, ptr noundef nonnull %1)
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %352, i32 noundef %353, i32 noundef %355)
  %357 = load i32, ptr @total, align 4, !tbaa !6
  %358 = xor i32 %354, %357
  %359 = xor i32 %358, %352
  %360 = xor i32 %359, %353
  store i32 %360, ptr @total, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2)
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %360)
  %362 = load i32, ptr @total, align 4, !tbaa !6
  %363 = and i32 %362, 127
  ret i32 %363
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @make1() unnamed_addr #3 {
  ret i8 31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @bump1(i64 %0) unnamed_addr #3 {
  %2 = trunc nuw i64 %0 to i8
  %3 = add i8 %2, 3
  ret i8 %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum1(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = and i32 %2, 255
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late1(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 255
  %4 = tail call fastcc i32 @sum1(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 255
  %8 = tail call fastcc i32 @sum1(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @make2() unnamed_addr #3 {
  ret i16 17726
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @bump2(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i8
  %5 = add i8 %2, 3
  %6 = add i8 %4, 3
  %7 = zext i8 %6 to i16
  %8 = shl nuw i16 %7, 8
  %9 = zext i8 %5 to i16
  %10 = or disjoint i16 %8, %9
  ret i16 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum2(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = and i32 %2, 255
  %6 = mul nuw nsw i32 %5, 33
  %7 = and i32 %4, 255
  %8 = add nuw nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late2(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 65535
  %4 = tail call fastcc i32 @sum2(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 65535
  %8 = tail call fastcc i32 @sum2(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @make3() unnamed_addr #3 {
  ret i24 7038045
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @bump3(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i8
  %5 = lshr i64 %0, 16
  %6 = trunc i64 %5 to i8
  %7 = add i8 %2, 3
  %8 = add i8 %4, 3
  %9 = add i8 %6, 3
  %10 = zext i8 %9 to i24
  %11 = shl nuw i24 %10, 16
  %12 = zext i8 %8 to i24
  %13 = shl nuw nsw i24 %12, 8
  %14 = or disjoint i24 %11, %13
  %15 = zext i8 %7 to i24
  %16 = or disjoint i24 %14, %15
  ret i24 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum3(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = and i32 %2, 255
  %8 = mul nuw nsw i32 %7, 33
  %9 = and i32 %4, 255
  %10 = add nuw nsw i32 %8, %9
  %11 = mul nuw nsw i32 %10, 33
  %12 = and i32 %6, 255
  %13 = add nuw nsw i32 %11, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late3(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 16777215
  %4 = tail call fastcc i32 @sum3(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 16777215
  %8 = tail call fastcc i32 @sum3(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @make4() unnamed_addr #3 {
  ret i32 -1853193348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bump4(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = trunc i64 %0 to i32
  %6 = add i32 %2, 3
  %7 = and i32 %5, -16777216
  %8 = add i32 %7, 50331648
  %9 = add i32 %4, 196608
  %10 = and i32 %9, 16711680
  %11 = or disjoint i32 %8, %10
  %12 = add i32 %3, 768
  %13 = and i32 %12, 65280
  %14 = or disjoint i32 %11, %13
  %15 = and i32 %6, 255
  %16 = or disjoint i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum4(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = and i32 %2, 255
  %10 = mul nuw nsw i32 %9, 33
  %11 = and i32 %4, 255
  %12 = add nuw nsw i32 %10, %11
  %13 = mul nuw nsw i32 %12, 33
  %14 = and i32 %6, 255
  %15 = add nuw nsw i32 %13, %14
  %16 = mul nuw nsw i32 %15, 33
  %17 = add nuw nsw i32 %16, %8
  ret i32 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late4(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 4294967295
  %4 = tail call fastcc i32 @sum4(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 4294967295
  %8 = tail call fastcc i32 @sum4(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make5() unnamed_addr #3 {
  ret i40 -310568705381
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @bump5(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = insertelement <4 x i64> poison, i64 %0, i64 0
  %4 = shufflevector <4 x i64> %3, <4 x i64> poison, <4 x i32> zeroinitializer
  %5 = lshr <4 x i64> %4, <i64 32, i64 24, i64 16, i64 8>
  %6 = add i8 %2, 3
  %7 = trunc <4 x i64> %5 to <4 x i8>
  %8 = add <4 x i8> %7, <i8 3, i8 3, i8 3, i8 3>
  %9 = zext <4 x i8> %8 to <4 x i40>
  %10 = shl nuw <4 x i40> %9, <i40 32, i40 24, i40 16, i40 8>
  %11 = zext i8 %6 to i40
  %12 = tail call i40 @llvm.vector.reduce.or.v4i40(<4 x i40> %10)
  %13 = or disjoint i40 %12, %11
  ret i40 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum5(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i64 %0, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = and i32 %2, 255
  %12 = mul nuw nsw i32 %11, 33
  %13 = and i32 %4, 255
  %14 = add nuw nsw i32 %12, %13
  %15 = mul nuw nsw i32 %14, 33
  %16 = and i32 %6, 255
  %17 = add nuw nsw i32 %15, %16
  %18 = mul nuw nsw i32 %17, 33
  %19 = add nuw nsw i32 %18, %8
  %20 = mul nuw nsw i32 %19, 33
  %21 = and i32 %10, 255
  %22 = add nuw nsw i32 %20, %21
  ret i32 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late5(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 1099511627775
  %4 = tail call fastcc i32 @sum5(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 1099511627775
  %8 = tail call fastcc i32 @sum5(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @make6() unnamed_addr #3 {
  ret i48 -37560297930310
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @bump6(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i8
  %5 = insertelement <4 x i64> poison, i64 %0, i64 0
  %6 = shufflevector <4 x i64> %5, <4 x i64> poison, <4 x i32> zeroinitializer
  %7 = lshr <4 x i64> %6, <i64 40, i64 32, i64 24, i64 16>
  %8 = add i8 %2, 3
  %9 = add i8 %4, 3
  %10 = trunc <4 x i64> %7 to <4 x i8>
  %11 = add <4 x i8> %10, <i8 3, i8 3, i8 3, i8 3>
  %12 = zext <4 x i8> %11 to <4 x i48>
  %13 = shl nuw <4 x i48> %12, <i48 40, i48 32, i48 24, i48 16>
  %14 = zext i8 %9 to i48
  %15 = shl nuw nsw i48 %14, 8
  %16 = zext i8 %8 to i48
  %17 = tail call i48 @llvm.vector.reduce.or.v4i48(<4 x i48> %13)
  %18 = or disjoint i48 %17, %15
  %19 = or disjoint i48 %18, %16
  ret i48 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum6(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i64 %0, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = lshr i64 %0, 40
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = and i32 %2, 255
  %14 = mul nuw nsw i32 %13, 33
  %15 = and i32 %4, 255
  %16 = add nuw nsw i32 %14, %15
  %17 = mul nuw nsw i32 %16, 33
  %18 = and i32 %6, 255
  %19 = add nuw nsw i32 %17, %18
  %20 = mul nuw nsw i32 %19, 33
  %21 = add nuw nsw i32 %20, %8
  %22 = mul nuw nsw i32 %21, 33
  %23 = and i32 %10, 255
  %24 = add nuw nsw i32 %22, %23
  %25 = mul i32 %24, 33
  %26 = and i32 %12, 255
  %27 = add i32 %25, %26
  ret i32 %27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late6(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 281474976710655
  %4 = tail call fastcc i32 @sum6(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 281474976710655
  %8 = tail call fastcc i32 @sum6(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i56 @make7() unnamed_addr #3 {
  ret i56 1122558135492825
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i56 @bump7(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i8
  %5 = lshr i64 %0, 16
  %6 = trunc i64 %5 to i8
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = lshr <4 x i64> %8, <i64 48, i64 40, i64 32, i64 24>
  %10 = add i8 %2, 3
  %11 = add i8 %4, 3
  %12 = add i8 %6, 3
  %13 = trunc <4 x i64> %9 to <4 x i8>
  %14 = add <4 x i8> %13, <i8 3, i8 3, i8 3, i8 3>
  %15 = zext <4 x i8> %14 to <4 x i56>
  %16 = shl nuw <4 x i56> %15, <i56 48, i56 40, i56 32, i56 24>
  %17 = zext i8 %12 to i56
  %18 = shl nuw nsw i56 %17, 16
  %19 = zext i8 %11 to i56
  %20 = shl nuw nsw i56 %19, 8
  %21 = zext i8 %10 to i56
  %22 = tail call i56 @llvm.vector.reduce.or.v4i56(<4 x i56> %16)
  %23 = or i56 %22, %18
  %24 = or disjoint i56 %20, %21
  %25 = or i56 %23, %24
  ret i56 %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum7(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i64 %0, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = lshr i64 %0, 40
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = lshr i64 %0, 48
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = and i32 %2, 255
  %16 = mul nuw nsw i32 %15, 33
  %17 = and i32 %4, 255
  %18 = add nuw nsw i32 %16, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = and i32 %6, 255
  %21 = add nuw nsw i32 %19, %20
  %22 = mul nuw nsw i32 %21, 33
  %23 = add nuw nsw i32 %22, %8
  %24 = mul nuw nsw i32 %23, 33
  %25 = and i32 %10, 255
  %26 = add nuw nsw i32 %24, %25
  %27 = mul i32 %26, 33
  %28 = and i32 %12, 255
  %29 = add i32 %27, %28
  %30 = mul i32 %29, 33
  %31 = and i32 %14, 255
  %32 = add i32 %30, %31
  ret i32 %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late7(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = and i64 %0, 72057594037927935
  %4 = tail call fastcc i32 @sum7(i64 %3)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, 28
  %7 = and i64 %1, 72057594037927935
  %8 = tail call fastcc i32 @sum7(i64 %7)
  %9 = add i32 %6, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @make8() unnamed_addr #3 {
  ret i64 2963961277695066104
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @bump8(i64 %0) unnamed_addr #3 {
  %2 = add i64 %0, 3
  %3 = and i64 %0, -72057594037927936
  %4 = add i64 %3, 216172782113783808
  %5 = insertelement <4 x i64> poison, i64 %0, i64 0
  %6 = shufflevector <4 x i64> %5, <4 x i64> poison, <4 x i32> zeroinitializer
  %7 = add <4 x i64> %6, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %8 = and <4 x i64> %7, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %9 = add i64 %0, 196608
  %10 = and i64 %9, 16711680
  %11 = add i64 %0, 768
  %12 = and i64 %11, 65280
  %13 = and i64 %2, 255
  %14 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %8)
  %15 = or disjoint i64 %14, %10
  %16 = or disjoint i64 %12, %13
  %17 = or disjoint i64 %15, %16
  %18 = or disjoint i64 %17, %4
  ret i64 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum8(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i64 %0, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = lshr i64 %0, 40
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = lshr i64 %0, 48
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %0, 56
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = and i32 %2, 255
  %18 = mul nuw nsw i32 %17, 33
  %19 = and i32 %4, 255
  %20 = add nuw nsw i32 %18, %19
  %21 = mul nuw nsw i32 %20, 33
  %22 = and i32 %6, 255
  %23 = add nuw nsw i32 %21, %22
  %24 = mul nuw nsw i32 %23, 33
  %25 = add nuw nsw i32 %24, %8
  %26 = mul nuw nsw i32 %25, 33
  %27 = and i32 %10, 255
  %28 = add nuw nsw i32 %26, %27
  %29 = mul i32 %28, 33
  %30 = and i32 %12, 255
  %31 = add i32 %29, %30
  %32 = mul i32 %31, 33
  %33 = and i32 %14, 255
  %34 = add i32 %32, %33
  %35 = mul i32 %34, 33
  %36 = add i32 %35, %16
  ret i32 %36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late8(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum8(i64 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum8(i64 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make9() unnamed_addr #3 {
  ret [2 x i64] [i64 5206506635675377175, i64 79]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump9([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = and i64 %5, 255
  %23 = insertvalue [2 x i64] poison, i64 %21, 0
  %24 = insertvalue [2 x i64] %23, i64 %22, 1
  ret [2 x i64] %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum9([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = and i32 %4, 255
  %21 = mul nuw nsw i32 %20, 33
  %22 = and i32 %6, 255
  %23 = add nuw nsw i32 %21, %22
  %24 = mul nuw nsw i32 %23, 33
  %25 = and i32 %8, 255
  %26 = add nuw nsw i32 %24, %25
  %27 = mul nuw nsw i32 %26, 33
  %28 = add nuw nsw i32 %27, %10
  %29 = mul nuw nsw i32 %28, 33
  %30 = and i32 %12, 255
  %31 = add nuw nsw i32 %29, %30
  %32 = mul i32 %31, 33
  %33 = and i32 %14, 255
  %34 = add i32 %32, %33
  %35 = mul i32 %34, 33
  %36 = and i32 %16, 255
  %37 = add i32 %35, %36
  %38 = mul i32 %37, 33
  %39 = add i32 %38, %18
  %40 = mul i32 %39, 33
  %41 = and i32 %19, 255
  %42 = add i32 %40, %41
  ret i32 %42
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late9([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 255
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum9([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 255
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum9([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make10() unnamed_addr #3 {
  ret [2 x i64] [i64 7449051993655754038, i64 30062]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump10([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = add i64 %3, 768
  %23 = and i64 %22, 65280
  %24 = and i64 %5, 255
  %25 = or disjoint i64 %23, %24
  %26 = insertvalue [2 x i64] poison, i64 %21, 0
  %27 = insertvalue [2 x i64] %26, i64 %25, 1
  ret [2 x i64] %27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum10([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = and i32 %4, 255
  %23 = mul nuw nsw i32 %22, 33
  %24 = and i32 %6, 255
  %25 = add nuw nsw i32 %23, %24
  %26 = mul nuw nsw i32 %25, 33
  %27 = and i32 %8, 255
  %28 = add nuw nsw i32 %26, %27
  %29 = mul nuw nsw i32 %28, 33
  %30 = add nuw nsw i32 %29, %10
  %31 = mul nuw nsw i32 %30, 33
  %32 = and i32 %12, 255
  %33 = add nuw nsw i32 %31, %32
  %34 = mul i32 %33, 33
  %35 = and i32 %14, 255
  %36 = add i32 %34, %35
  %37 = mul i32 %36, 33
  %38 = and i32 %16, 255
  %39 = add i32 %37, %38
  %40 = mul i32 %39, 33
  %41 = add i32 %40, %18
  %42 = mul i32 %41, 33
  %43 = and i32 %19, 255
  %44 = add i32 %42, %43
  %45 = mul i32 %44, 33
  %46 = and i32 %21, 255
  %47 = add i32 %45, %46
  ret i32 %47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late10([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 65535
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum10([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 65535
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum10([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make11() unnamed_addr #3 {
  ret [2 x i64] [i64 -8755146722073420715, i64 10196109]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump11([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = add i64 %3, 196608
  %23 = and i64 %22, 16711680
  %24 = add i64 %3, 768
  %25 = and i64 %24, 65280
  %26 = or disjoint i64 %23, %25
  %27 = and i64 %5, 255
  %28 = or disjoint i64 %26, %27
  %29 = insertvalue [2 x i64] poison, i64 %21, 0
  %30 = insertvalue [2 x i64] %29, i64 %28, 1
  ret [2 x i64] %30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum11([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 16
  %24 = and i32 %4, 255
  %25 = mul nuw nsw i32 %24, 33
  %26 = and i32 %6, 255
  %27 = add nuw nsw i32 %25, %26
  %28 = mul nuw nsw i32 %27, 33
  %29 = and i32 %8, 255
  %30 = add nuw nsw i32 %28, %29
  %31 = mul nuw nsw i32 %30, 33
  %32 = add nuw nsw i32 %31, %10
  %33 = mul nuw nsw i32 %32, 33
  %34 = and i32 %12, 255
  %35 = add nuw nsw i32 %33, %34
  %36 = mul i32 %35, 33
  %37 = and i32 %14, 255
  %38 = add i32 %36, %37
  %39 = mul i32 %38, 33
  %40 = and i32 %16, 255
  %41 = add i32 %39, %40
  %42 = mul i32 %41, 33
  %43 = add i32 %42, %18
  %44 = mul i32 %43, 33
  %45 = and i32 %19, 255
  %46 = add i32 %44, %45
  %47 = mul i32 %46, 33
  %48 = and i32 %21, 255
  %49 = add i32 %47, %48
  %50 = mul i32 %49, 33
  %51 = and i32 %23, 255
  %52 = add i32 %50, %51
  ret i32 %52
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late11([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 16777215
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum11([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 16777215
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum11([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make12() unnamed_addr #3 {
  ret [2 x i64] [i64 -6512601364093043852, i64 3250238380]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump12([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = and i64 %2, -72057594037927936
  %6 = add i64 %5, 216172782113783808
  %7 = insertelement <4 x i64> poison, i64 %2, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %11 = add i64 %2, 196608
  %12 = and i64 %11, 16711680
  %13 = add i64 %2, 768
  %14 = and i64 %13, 65280
  %15 = and i64 %4, 255
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10)
  %17 = or disjoint i64 %16, %12
  %18 = or disjoint i64 %14, %15
  %19 = or disjoint i64 %17, %18
  %20 = or disjoint i64 %19, %6
  %21 = trunc i64 %3 to i32
  %22 = insertelement <4 x i32> poison, i32 %21, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  %24 = add <4 x i32> %23, <i32 50331648, i32 196608, i32 768, i32 3>
  %25 = and <4 x i32> %24, <i32 -16777216, i32 16711680, i32 65280, i32 255>
  %26 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %25)
  %27 = zext i32 %26 to i64
  %28 = insertvalue [2 x i64] poison, i64 %20, 0
  %29 = insertvalue [2 x i64] %28, i64 %27, 1
  ret [2 x i64] %29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum12([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 24
  %26 = and i32 %4, 255
  %27 = mul nuw nsw i32 %26, 33
  %28 = and i32 %6, 255
  %29 = add nuw nsw i32 %27, %28
  %30 = mul nuw nsw i32 %29, 33
  %31 = and i32 %8, 255
  %32 = add nuw nsw i32 %30, %31
  %33 = mul nuw nsw i32 %32, 33
  %34 = add nuw nsw i32 %33, %10
  %35 = mul nuw nsw i32 %34, 33
  %36 = and i32 %12, 255
  %37 = add nuw nsw i32 %35, %36
  %38 = mul i32 %37, 33
  %39 = and i32 %14, 255
  %40 = add i32 %38, %39
  %41 = mul i32 %40, 33
  %42 = and i32 %16, 255
  %43 = add i32 %41, %42
  %44 = mul i32 %43, 33
  %45 = add i32 %44, %18
  %46 = mul i32 %45, 33
  %47 = and i32 %19, 255
  %48 = add i32 %46, %47
  %49 = mul i32 %48, 33
  %50 = and i32 %21, 255
  %51 = add i32 %49, %50
  %52 = mul i32 %51, 33
  %53 = and i32 %23, 255
  %54 = add i32 %52, %53
  %55 = mul i32 %54, 33
  %56 = add i32 %55, %25
  ret i32 %56
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late12([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 4294967295
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum12([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 4294967295
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum12([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make13() unnamed_addr #3 {
  ret [2 x i64] [i64 -4270056006112666989, i64 995909817035]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump13([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = insertelement <4 x i64> poison, i64 %3, i64 0
  %23 = shufflevector <4 x i64> %22, <4 x i64> poison, <4 x i32> zeroinitializer
  %24 = add <4 x i64> %23, <i64 12884901888, i64 50331648, i64 196608, i64 768>
  %25 = and <4 x i64> %24, <i64 1095216660480, i64 4278190080, i64 16711680, i64 65280>
  %26 = and i64 %5, 255
  %27 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %25)
  %28 = or disjoint i64 %27, %26
  %29 = insertvalue [2 x i64] poison, i64 %21, 0
  %30 = insertvalue [2 x i64] %29, i64 %28, 1
  ret [2 x i64] %30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum13([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 24
  %26 = lshr i64 %3, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = and i32 %4, 255
  %29 = mul nuw nsw i32 %28, 33
  %30 = and i32 %6, 255
  %31 = add nuw nsw i32 %29, %30
  %32 = mul nuw nsw i32 %31, 33
  %33 = and i32 %8, 255
  %34 = add nuw nsw i32 %32, %33
  %35 = mul nuw nsw i32 %34, 33
  %36 = add nuw nsw i32 %35, %10
  %37 = mul nuw nsw i32 %36, 33
  %38 = and i32 %12, 255
  %39 = add nuw nsw i32 %37, %38
  %40 = mul i32 %39, 33
  %41 = and i32 %14, 255
  %42 = add i32 %40, %41
  %43 = mul i32 %42, 33
  %44 = and i32 %16, 255
  %45 = add i32 %43, %44
  %46 = mul i32 %45, 33
  %47 = add i32 %46, %18
  %48 = mul i32 %47, 33
  %49 = and i32 %19, 255
  %50 = add i32 %48, %49
  %51 = mul i32 %50, 33
  %52 = and i32 %21, 255
  %53 = add i32 %51, %52
  %54 = mul i32 %53, 33
  %55 = and i32 %23, 255
  %56 = add i32 %54, %55
  %57 = mul i32 %56, 33
  %58 = add i32 %57, %25
  %59 = mul i32 %58, 33
  %60 = and i32 %27, 255
  %61 = add i32 %59, %60
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late13([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 1099511627775
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum13([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 1099511627775
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum13([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make14() unnamed_addr #3 {
  ret [2 x i64] [i64 -2027510648132290126, i64 14323715469802]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump14([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = insertelement <4 x i64> poison, i64 %3, i64 0
  %23 = shufflevector <4 x i64> %22, <4 x i64> poison, <4 x i32> zeroinitializer
  %24 = add <4 x i64> %23, <i64 3298534883328, i64 12884901888, i64 50331648, i64 196608>
  %25 = and <4 x i64> %24, <i64 280375465082880, i64 1095216660480, i64 4278190080, i64 16711680>
  %26 = add i64 %3, 768
  %27 = and i64 %26, 65280
  %28 = and i64 %5, 255
  %29 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %25)
  %30 = or disjoint i64 %29, %27
  %31 = or disjoint i64 %30, %28
  %32 = insertvalue [2 x i64] poison, i64 %21, 0
  %33 = insertvalue [2 x i64] %32, i64 %31, 1
  ret [2 x i64] %33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum14([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 24
  %26 = lshr i64 %3, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = lshr i64 %3, 40
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = and i32 %4, 255
  %31 = mul nuw nsw i32 %30, 33
  %32 = and i32 %6, 255
  %33 = add nuw nsw i32 %31, %32
  %34 = mul nuw nsw i32 %33, 33
  %35 = and i32 %8, 255
  %36 = add nuw nsw i32 %34, %35
  %37 = mul nuw nsw i32 %36, 33
  %38 = add nuw nsw i32 %37, %10
  %39 = mul nuw nsw i32 %38, 33
  %40 = and i32 %12, 255
  %41 = add nuw nsw i32 %39, %40
  %42 = mul i32 %41, 33
  %43 = and i32 %14, 255
  %44 = add i32 %42, %43
  %45 = mul i32 %44, 33
  %46 = and i32 %16, 255
  %47 = add i32 %45, %46
  %48 = mul i32 %47, 33
  %49 = add i32 %48, %18
  %50 = mul i32 %49, 33
  %51 = and i32 %19, 255
  %52 = add i32 %50, %51
  %53 = mul i32 %52, 33
  %54 = and i32 %21, 255
  %55 = add i32 %53, %54
  %56 = mul i32 %55, 33
  %57 = and i32 %23, 255
  %58 = add i32 %56, %57
  %59 = mul i32 %58, 33
  %60 = add i32 %59, %25
  %61 = mul i32 %60, 33
  %62 = and i32 %27, 255
  %63 = add i32 %61, %62
  %64 = mul i32 %63, 33
  %65 = and i32 %29, 255
  %66 = add i32 %64, %65
  ret i32 %66
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late14([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 281474976710655
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum14([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 281474976710655
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum14([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make15() unnamed_addr #3 {
  ret [2 x i64] [i64 215034709848086737, i64 14403761742483465]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump15([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = insertelement <4 x i64> poison, i64 %3, i64 0
  %23 = shufflevector <4 x i64> %22, <4 x i64> poison, <4 x i32> zeroinitializer
  %24 = add <4 x i64> %23, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %25 = and <4 x i64> %24, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %26 = add i64 %3, 196608
  %27 = and i64 %26, 16711680
  %28 = add i64 %3, 768
  %29 = and i64 %28, 65280
  %30 = and i64 %5, 255
  %31 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %25)
  %32 = or disjoint i64 %31, %27
  %33 = or disjoint i64 %29, %30
  %34 = or disjoint i64 %32, %33
  %35 = insertvalue [2 x i64] poison, i64 %21, 0
  %36 = insertvalue [2 x i64] %35, i64 %34, 1
  ret [2 x i64] %36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum15([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = trunc i64 %2 to i32
  %5 = trunc i64 %2 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %2 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %2 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %2, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %2, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %2, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %2, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = trunc i64 %3 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 24
  %26 = lshr i64 %3, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = lshr i64 %3, 40
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = lshr i64 %3, 48
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = and i32 %4, 255
  %33 = mul nuw nsw i32 %32, 33
  %34 = and i32 %6, 255
  %35 = add nuw nsw i32 %33, %34
  %36 = mul nuw nsw i32 %35, 33
  %37 = and i32 %8, 255
  %38 = add nuw nsw i32 %36, %37
  %39 = mul nuw nsw i32 %38, 33
  %40 = add nuw nsw i32 %39, %10
  %41 = mul nuw nsw i32 %40, 33
  %42 = and i32 %12, 255
  %43 = add nuw nsw i32 %41, %42
  %44 = mul i32 %43, 33
  %45 = and i32 %14, 255
  %46 = add i32 %44, %45
  %47 = mul i32 %46, 33
  %48 = and i32 %16, 255
  %49 = add i32 %47, %48
  %50 = mul i32 %49, 33
  %51 = add i32 %50, %18
  %52 = mul i32 %51, 33
  %53 = and i32 %19, 255
  %54 = add i32 %52, %53
  %55 = mul i32 %54, 33
  %56 = and i32 %21, 255
  %57 = add i32 %55, %56
  %58 = mul i32 %57, 33
  %59 = and i32 %23, 255
  %60 = add i32 %58, %59
  %61 = mul i32 %60, 33
  %62 = add i32 %61, %25
  %63 = mul i32 %62, 33
  %64 = and i32 %27, 255
  %65 = add i32 %63, %64
  %66 = mul i32 %65, 33
  %67 = and i32 %29, 255
  %68 = add i32 %66, %67
  %69 = mul i32 %68, 33
  %70 = and i32 %31, 255
  %71 = add i32 %69, %70
  ret i32 %71
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late15([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = extractvalue [2 x i64] %0, 1
  %4 = extractvalue [2 x i64] %1, 1
  %5 = and i64 %3, 72057594037927935
  %6 = insertvalue [2 x i64] %0, i64 %5, 1
  %7 = tail call fastcc i32 @sum15([2 x i64] %6)
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 28
  %10 = and i64 %4, 72057594037927935
  %11 = insertvalue [2 x i64] %1, i64 %10, 1
  %12 = tail call fastcc i32 @sum15([2 x i64] %11)
  %13 = add i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @make16() unnamed_addr #3 {
  ret [2 x i64] [i64 2385239895007229936, i64 6436289573922680616]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @bump16([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = add i64 %2, 3
  %5 = add i64 %3, 3
  %6 = and i64 %2, -72057594037927936
  %7 = add i64 %6, 216172782113783808
  %8 = insertelement <4 x i64> poison, i64 %2, i64 0
  %9 = shufflevector <4 x i64> %8, <4 x i64> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i64> %9, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %11 = and <4 x i64> %10, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %12 = add i64 %2, 196608
  %13 = and i64 %12, 16711680
  %14 = add i64 %2, 768
  %15 = and i64 %14, 65280
  %16 = and i64 %4, 255
  %17 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %11)
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %15, %16
  %20 = or disjoint i64 %18, %19
  %21 = or disjoint i64 %20, %7
  %22 = and i64 %3, -72057594037927936
  %23 = add i64 %22, 216172782113783808
  %24 = insertelement <4 x i64> poison, i64 %3, i64 0
  %25 = shufflevector <4 x i64> %24, <4 x i64> poison, <4 x i32> zeroinitializer
  %26 = add <4 x i64> %25, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %27 = and <4 x i64> %26, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %28 = add i64 %3, 196608
  %29 = and i64 %28, 16711680
  %30 = add i64 %3, 768
  %31 = and i64 %30, 65280
  %32 = and i64 %5, 255
  %33 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %27)
  %34 = or disjoint i64 %33, %29
  %35 = or disjoint i64 %31, %32
  %36 = or disjoint i64 %34, %35
  %37 = or disjoint i64 %36, %23
  %38 = insertvalue [2 x i64] poison, i64 %21, 0
  %39 = insertvalue [2 x i64] %38, i64 %37, 1
  ret [2 x i64] %39
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum16([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %2 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %2 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %2 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %2, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %2, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %2, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %2, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = extractvalue [2 x i64] %0, 1
  %19 = trunc i64 %18 to i32
  %20 = trunc i64 %18 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %18 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %18 to i32
  %25 = lshr i32 %24, 24
  %26 = lshr i64 %18, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = lshr i64 %18, 40
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = lshr i64 %18, 48
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = lshr i64 %18, 56
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = and i32 %3, 255
  %35 = mul nuw nsw i32 %34, 33
  %36 = and i32 %5, 255
  %37 = add nuw nsw i32 %35, %36
  %38 = mul nuw nsw i32 %37, 33
  %39 = and i32 %7, 255
  %40 = add nuw nsw i32 %38, %39
  %41 = mul nuw nsw i32 %40, 33
  %42 = add nuw nsw i32 %41, %9
  %43 = mul nuw nsw i32 %42, 33
  %44 = and i32 %11, 255
  %45 = add nuw nsw i32 %43, %44
  %46 = mul i32 %45, 33
  %47 = and i32 %13, 255
  %48 = add i32 %46, %47
  %49 = mul i32 %48, 33
  %50 = and i32 %15, 255
  %51 = add i32 %49, %50
  %52 = mul i32 %51, 33
  %53 = add i32 %52, %17
  %54 = mul i32 %53, 33
  %55 = and i32 %19, 255
  %56 = add i32 %54, %55
  %57 = mul i32 %56, 33
  %58 = and i32 %21, 255
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 33
  %61 = and i32 %23, 255
  %62 = add i32 %60, %61
  %63 = mul i32 %62, 33
  %64 = add i32 %63, %25
  %65 = mul i32 %64, 33
  %66 = and i32 %27, 255
  %67 = add i32 %65, %66
  %68 = mul i32 %67, 33
  %69 = and i32 %29, 255
  %70 = add i32 %68, %69
  %71 = mul i32 %70, 33
  %72 = and i32 %31, 255
  %73 = add i32 %71, %72
  %74 = mul i32 %73, 33
  %75 = add i32 %74, %33
  ret i32 %75
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late16([2 x i64] %0, [2 x i64] %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum16([2 x i64] %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum16([2 x i64] %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 127, ptr %2, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = add i8 %6, 3
  store i8 %7, ptr %5, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 1 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum17(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  ret i32 %83
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late17(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s17, align 1
  %4 = alloca %struct.s17, align 1
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %3, ptr noundef nonnull align 1 dereferenceable(17) %0, i64 17, i1 false), !tbaa.struct !10
  %5 = call fastcc i32 @sum17(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %4, ptr noundef nonnull align 1 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !10
  %8 = call fastcc i32 @sum17(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i8> <i8 -36, i8 -29, i8 -22, i8 -15>, ptr %2, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %7, ptr %5, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %0, ptr noundef nonnull align 1 dereferenceable(20) %1, i64 20, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  ret i32 %98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late20(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s20, align 1
  %4 = alloca %struct.s20, align 1
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %3, ptr noundef nonnull align 1 dereferenceable(20) %0, i64 20, i1 false), !tbaa.struct !12
  %5 = call fastcc i32 @sum20(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %4, ptr noundef nonnull align 1 dereferenceable(20) %1, i64 20, i1 false), !tbaa.struct !12
  %8 = call fastcc i32 @sum20(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i8> <i8 57, i8 64, i8 71, i8 78>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 85, ptr %3, align 1, !tbaa !11
  %4 = getelementptr inbounds i8, ptr %0, i64 21
  store i8 92, ptr %4, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 22
  store i8 99, ptr %5, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %7, ptr %5, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 20
  %9 = load i8, ptr %8, align 1, !tbaa !11
  %10 = add i8 %9, 3
  store i8 %10, ptr %8, align 1, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %1, i64 21
  %12 = load i8, ptr %11, align 1, !tbaa !11
  %13 = add i8 %12, 3
  store i8 %13, ptr %11, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 22
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = add i8 %15, 3
  store i8 %16, ptr %14, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %0, ptr noundef nonnull align 1 dereferenceable(23) %1, i64 23, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum23(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  ret i32 %113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late23(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s23, align 1
  %4 = alloca %struct.s23, align 1
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %3, ptr noundef nonnull align 1 dereferenceable(23) %0, i64 23, i1 false), !tbaa.struct !13
  %5 = call fastcc i32 @sum23(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %4, ptr noundef nonnull align 1 dereferenceable(23) %1, i64 23, i1 false), !tbaa.struct !13
  %8 = call fastcc i32 @sum23(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %2, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <8 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <8 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %7, ptr %5, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %0, ptr noundef nonnull align 1 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum24(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  ret i32 %118
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late24(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s24, align 1
  %4 = alloca %struct.s24, align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %3, ptr noundef nonnull align 1 dereferenceable(24) %0, i64 24, i1 false), !tbaa.struct !14
  %5 = call fastcc i32 @sum24(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %4, ptr noundef nonnull align 1 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !14
  %8 = call fastcc i32 @sum24(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7, i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <8 x i8> <i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  store <4 x i8> <i8 105, i8 112, i8 119, i8 126>, ptr %3, align 1, !tbaa !11
  %4 = getelementptr inbounds i8, ptr %0, i64 28
  store i8 -123, ptr %4, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 29
  store i8 -116, ptr %5, align 1, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %0, i64 30
  store i8 -109, ptr %6, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <8 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <8 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %7, ptr %5, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load <4 x i8>, ptr %8, align 1, !tbaa !11
  %10 = add <4 x i8> %9, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %10, ptr %8, align 1, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %1, i64 28
  %12 = load i8, ptr %11, align 1, !tbaa !11
  %13 = add i8 %12, 3
  store i8 %13, ptr %11, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 29
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = add i8 %15, 3
  store i8 %16, ptr %14, align 1, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %1, i64 30
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = add i8 %18, 3
  store i8 %19, ptr %17, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %0, ptr noundef nonnull align 1 dereferenceable(31) %1, i64 31, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum31(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 1, !tbaa !11
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !11
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !11
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  ret i32 %153
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late31(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s31, align 1
  %4 = alloca %struct.s31, align 1
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %3, ptr noundef nonnull align 1 dereferenceable(31) %0, i64 31, i1 false), !tbaa.struct !15
  %5 = call fastcc i32 @sum31(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %4, ptr noundef nonnull align 1 dereferenceable(31) %1, i64 31, i1 false), !tbaa.struct !15
  %8 = call fastcc i32 @sum31(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %2, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <16 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <16 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %7, ptr %5, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %0, ptr noundef nonnull align 1 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum32(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 1, !tbaa !11
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !11
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !11
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = mul i32 %153, 33
  %155 = getelementptr inbounds i8, ptr %0, i64 31
  %156 = load i8, ptr %155, align 1, !tbaa !11
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  ret i32 %158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s32, align 1
  %4 = alloca %struct.s32, align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %3, ptr noundef nonnull align 1 dereferenceable(32) %0, i64 32, i1 false), !tbaa.struct !16
  %5 = call fastcc i32 @sum32(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %4, ptr noundef nonnull align 1 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !16
  %8 = call fastcc i32 @sum32(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0) unnamed_addr #5 {
  store <16 x i8> <i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 -33, ptr %3, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <16 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <16 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %7, ptr %5, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load i8, ptr %8, align 1, !tbaa !11
  %10 = add i8 %9, 3
  store i8 %10, ptr %8, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %0, ptr noundef nonnull align 1 dereferenceable(33) %1, i64 33, i1 false), !tbaa.struct !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum33(ptr nocapture noundef readonly %0) unnamed_addr #7 {
  %2 = load i8, ptr %0, align 1, !tbaa !11
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !11
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !11
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !11
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 1, !tbaa !11
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 1, !tbaa !11
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !11
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !11
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = mul i32 %153, 33
  %155 = getelementptr inbounds i8, ptr %0, i64 31
  %156 = load i8, ptr %155, align 1, !tbaa !11
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  %159 = mul i32 %158, 33
  %160 = getelementptr inbounds i8, ptr %0, i64 32
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  ret i32 %163
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @late33(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca %struct.s33, align 1
  %4 = alloca %struct.s33, align 1
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %3, ptr noundef nonnull align 1 dereferenceable(33) %0, i64 33, i1 false), !tbaa.struct !17
  %5 = call fastcc i32 @sum33(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %4, ptr noundef nonnull align 1 dereferenceable(33) %1, i64 33, i1 false), !tbaa.struct !17
  %8 = call fastcc i32 @sum33(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <8 x i8> <i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %0, align 1, !tbaa !11
  store <8 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store <8 x i8> <i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %3, align 1, !tbaa !11
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %4, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 -72, ptr %5, align 1, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %0, i64 33
  store i8 -65, ptr %6, align 1, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %0, i64 34
  store i8 -58, ptr %7, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %0, i64 35
  store i8 -51, ptr %8, align 1, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %0, i64 36
  store i8 -44, ptr %9, align 1, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %0, i64 37
  store i8 -37, ptr %10, align 1, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %0, i64 38
  store i8 -30, ptr %11, align 1, !tbaa !11
  %12 = getelementptr inbounds i8, ptr %0, i64 39
  store i8 -23, ptr %12, align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0, ptr nocapture noundef %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <8 x i8>, ptr %1, align 1, !tbaa !11
  %5 = load <8 x i8>, ptr %3, align 1, !tbaa !11
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %6, ptr %1, align 1, !tbaa !11
  store <8 x i8> %7, ptr %3, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load <8 x i8>, ptr %8, align 1, !tbaa !11
  %11 = load <8 x i8>, ptr %9, align 1, !tbaa !11
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %12, ptr %8, align 1, !tbaa !11
  store <8 x i8> %13, ptr %9, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = add i8 %15, 3
  store i8 %16, ptr %14, align 1, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %1, i64 33
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = add i8 %18, 3
  store i8 %19, ptr %17, align 1, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %1, i64 34
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = add i8 %21, 3
  store i8 %22, ptr %20, align 1, !tbaa !11
  %23 = getelementptr inbounds i8, ptr %1, i64 35
  %24 = load i8, ptr %23, align 1, !tbaa !11
  %25 = add i8 %24, 3
  store i8 %25, ptr %23, align 1, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %1, i64 36
  %27 = load i8, ptr %26, align 1, !tbaa !11
  %28 = add i8 %27, 3
  store i8 %28, ptr %26, align 1, !tbaa !11
  %29 = getelementptr inbounds i8, ptr %1, i64 37
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = add i8 %30, 3
  store i8 %31, ptr %29, align 1, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %1, i64 38
  %33 = load i8, ptr %32, align 1, !tbaa !11
  %34 = add i8 %33, 3
  store i8 %34, ptr %32, align 1, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %1, i64 39
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = add i8 %36, 3
  store i8 %37, ptr %35, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %0, ptr noundef nonnull align 1 dereferenceable(40) %1, i64 40, i1 false), !tbaa.struct !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum40(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 40
  br i1 %12, label %2, label %3, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @late40(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca %struct.s40, align 1
  %4 = alloca %struct.s40, align 1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %3, ptr noundef nonnull align 1 dereferenceable(40) %0, i64 40, i1 false), !tbaa.struct !18
  %5 = call fastcc i32 @sum40(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %4, ptr noundef nonnull align 1 dereferenceable(40) %1, i64 40, i1 false), !tbaa.struct !18
  %8 = call fastcc i32 @sum40(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %0, align 1, !tbaa !11
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <16 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %3, align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0, ptr nocapture noundef %1) unnamed_addr #9 {
  %3 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <16 x i8>, ptr %5, align 1, !tbaa !11
  %7 = add <16 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %7, ptr %5, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load <16 x i8>, ptr %8, align 1, !tbaa !11
  %10 = add <16 x i8> %9, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %10, ptr %8, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !19
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum48(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 48
  br i1 %12, label %2, label %3, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @late48(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca %struct.s48, align 1
  %4 = alloca %struct.s48, align 1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %3, ptr noundef nonnull align 1 dereferenceable(48) %0, i64 48, i1 false), !tbaa.struct !19
  %5 = call fastcc i32 @sum48(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %4, ptr noundef nonnull align 1 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !19
  %8 = call fastcc i32 @sum48(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <8 x i8> <i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46>, ptr %0, align 1, !tbaa !11
  store <8 x i8> <i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store <8 x i8> <i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66>, ptr %3, align 1, !tbaa !11
  store <8 x i8> <i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122>, ptr %4, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  store <8 x i8> <i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78>, ptr %5, align 1, !tbaa !11
  store <8 x i8> <i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22>, ptr %6, align 1, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 -15, ptr %7, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %0, i64 49
  store i8 -8, ptr %8, align 1, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %0, i64 50
  store i8 -1, ptr %9, align 1, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %0, i64 51
  store i8 6, ptr %10, align 1, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %0, i64 52
  store i8 13, ptr %11, align 1, !tbaa !11
  %12 = getelementptr inbounds i8, ptr %0, i64 53
  store i8 20, ptr %12, align 1, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %0, i64 54
  store i8 27, ptr %13, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %0, i64 55
  store i8 34, ptr %14, align 1, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  store i8 41, ptr %15, align 1, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %0, i64 57
  store i8 48, ptr %16, align 1, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %0, i64 58
  store i8 55, ptr %17, align 1, !tbaa !11
  %18 = getelementptr inbounds i8, ptr %0, i64 59
  store i8 62, ptr %18, align 1, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %0, i64 60
  store i8 69, ptr %19, align 1, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %0, i64 61
  store i8 76, ptr %20, align 1, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 62
  store i8 83, ptr %21, align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0, ptr nocapture noundef %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <8 x i8>, ptr %1, align 1, !tbaa !11
  %5 = load <8 x i8>, ptr %3, align 1, !tbaa !11
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %6, ptr %1, align 1, !tbaa !11
  store <8 x i8> %7, ptr %3, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load <8 x i8>, ptr %8, align 1, !tbaa !11
  %11 = load <8 x i8>, ptr %9, align 1, !tbaa !11
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %12, ptr %8, align 1, !tbaa !11
  store <8 x i8> %13, ptr %9, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = getelementptr inbounds i8, ptr %1, i64 40
  %16 = load <8 x i8>, ptr %14, align 1, !tbaa !11
  %17 = load <8 x i8>, ptr %15, align 1, !tbaa !11
  %18 = add <8 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %19 = add <8 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %18, ptr %14, align 1, !tbaa !11
  store <8 x i8> %19, ptr %15, align 1, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %1, i64 48
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = add i8 %21, 3
  store i8 %22, ptr %20, align 1, !tbaa !11
  %23 = getelementptr inbounds i8, ptr %1, i64 49
  %24 = load i8, ptr %23, align 1, !tbaa !11
  %25 = add i8 %24, 3
  store i8 %25, ptr %23, align 1, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %1, i64 50
  %27 = load i8, ptr %26, align 1, !tbaa !11
  %28 = add i8 %27, 3
  store i8 %28, ptr %26, align 1, !tbaa !11
  %29 = getelementptr inbounds i8, ptr %1, i64 51
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = add i8 %30, 3
  store i8 %31, ptr %29, align 1, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %1, i64 52
  %33 = load i8, ptr %32, align 1, !tbaa !11
  %34 = add i8 %33, 3
  store i8 %34, ptr %32, align 1, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %1, i64 53
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = add i8 %36, 3
  store i8 %37, ptr %35, align 1, !tbaa !11
  %38 = getelementptr inbounds i8, ptr %1, i64 54
  %39 = load i8, ptr %38, align 1, !tbaa !11
  %40 = add i8 %39, 3
  store i8 %40, ptr %38, align 1, !tbaa !11
  %41 = getelementptr inbounds i8, ptr %1, i64 55
  %42 = load i8, ptr %41, align 1, !tbaa !11
  %43 = add i8 %42, 3
  store i8 %43, ptr %41, align 1, !tbaa !11
  %44 = getelementptr inbounds i8, ptr %1, i64 56
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = add i8 %45, 3
  store i8 %46, ptr %44, align 1, !tbaa !11
  %47 = getelementptr inbounds i8, ptr %1, i64 57
  %48 = load i8, ptr %47, align 1, !tbaa !11
  %49 = add i8 %48, 3
  store i8 %49, ptr %47, align 1, !tbaa !11
  %50 = getelementptr inbounds i8, ptr %1, i64 58
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = add i8 %51, 3
  store i8 %52, ptr %50, align 1, !tbaa !11
  %53 = getelementptr inbounds i8, ptr %1, i64 59
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = add i8 %54, 3
  store i8 %55, ptr %53, align 1, !tbaa !11
  %56 = getelementptr inbounds i8, ptr %1, i64 60
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = add i8 %57, 3
  store i8 %58, ptr %56, align 1, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %1, i64 61
  %60 = load i8, ptr %59, align 1, !tbaa !11
  %61 = add i8 %60, 3
  store i8 %61, ptr %59, align 1, !tbaa !11
  %62 = getelementptr inbounds i8, ptr %1, i64 62
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = add i8 %63, 3
  store i8 %64, ptr %62, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %0, ptr noundef nonnull align 1 dereferenceable(63) %1, i64 63, i1 false), !tbaa.struct !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum63(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 63
  br i1 %12, label %2, label %3, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @late63(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca %struct.s63, align 1
  %4 = alloca %struct.s63, align 1
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %3, ptr noundef nonnull align 1 dereferenceable(63) %0, i64 63, i1 false), !tbaa.struct !20
  %5 = call fastcc i32 @sum63(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %4, ptr noundef nonnull align 1 dereferenceable(63) %1, i64 63, i1 false), !tbaa.struct !20
  %8 = call fastcc i32 @sum63(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %0, align 1, !tbaa !11
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %3, align 1, !tbaa !11
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %4, align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0, ptr nocapture noundef %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %5 = load <16 x i8>, ptr %3, align 1, !tbaa !11
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 1, !tbaa !11
  store <16 x i8> %7, ptr %3, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  %10 = load <16 x i8>, ptr %8, align 1, !tbaa !11
  %11 = load <16 x i8>, ptr %9, align 1, !tbaa !11
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %12, ptr %8, align 1, !tbaa !11
  store <16 x i8> %13, ptr %9, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %0, ptr noundef nonnull align 1 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !21
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum64(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 64
  br i1 %12, label %2, label %3, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @late64(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca %struct.s64, align 1
  %4 = alloca %struct.s64, align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %3, ptr noundef nonnull align 1 dereferenceable(64) %0, i64 64, i1 false), !tbaa.struct !21
  %5 = call fastcc i32 @sum64(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %4, ptr noundef nonnull align 1 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !21
  %8 = call fastcc i32 @sum64(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123>, ptr %0, align 1, !tbaa !11
  store <16 x i8> <i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11>, ptr %2, align 1, !tbaa !11
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <16 x i8> <i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101>, ptr %3, align 1, !tbaa !11
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %4, align 1, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  store <16 x i8> <i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69>, ptr %5, align 1, !tbaa !11
  store <16 x i8> <i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75>, ptr %6, align 1, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  store <4 x i8> <i8 -68, i8 -61, i8 -54, i8 -47>, ptr %7, align 1, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0, ptr nocapture noundef %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 1, !tbaa !11
  %5 = load <16 x i8>, ptr %3, align 1, !tbaa !11
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 1, !tbaa !11
  store <16 x i8> %7, ptr %3, align 1, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  %10 = load <16 x i8>, ptr %8, align 1, !tbaa !11
  %11 = load <16 x i8>, ptr %9, align 1, !tbaa !11
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %12, ptr %8, align 1, !tbaa !11
  store <16 x i8> %13, ptr %9, align 1, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 64
  %15 = getelementptr inbounds i8, ptr %1, i64 80
  %16 = load <16 x i8>, ptr %14, align 1, !tbaa !11
  %17 = load <16 x i8>, ptr %15, align 1, !tbaa !11
  %18 = add <16 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %19 = add <16 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %18, ptr %14, align 1, !tbaa !11
  store <16 x i8> %19, ptr %15, align 1, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %1, i64 96
  %21 = load <4 x i8>, ptr %20, align 1, !tbaa !11
  %22 = add <4 x i8> %21, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %22, ptr %20, align 1, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %0, ptr noundef nonnull align 1 dereferenceable(100) %1, i64 100, i1 false), !tbaa.struct !22
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum100(ptr nocapture noundef readonly %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %10

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = icmp eq i64 %11, 100
  br i1 %12, label %2, label %3, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i32 @late100(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca %struct.s100, align 1
  %4 = alloca %struct.s100, align 1
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %3, ptr noundef nonnull align 1 dereferenceable(100) %0, i64 100, i1 false), !tbaa.struct !22
  %5 = call fastcc i32 @sum100(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #12
  %6 = mul i32 %5, 3
  %7 = add i32 %6, 28
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %4, ptr noundef nonnull align 1 dereferenceable(100) %1, i64 100, i1 false), !tbaa.struct !22
  %8 = call fastcc i32 @sum100(ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %4) #12
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i40 @llvm.vector.reduce.or.v4i40(<4 x i40>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i48 @llvm.vector.reduce.or.v4i48(<4 x i48>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i56 @llvm.vector.reduce.or.v4i56(<4 x i56>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!10 = !{i64 0, i64 17, !11}
!11 = !{!8, !8, i64 0}
!12 = !{i64 0, i64 20, !11}
!13 = !{i64 0, i64 23, !11}
!14 = !{i64 0, i64 24, !11}
!15 = !{i64 0, i64 31, !11}
!16 = !{i64 0, i64 32, !11}
!17 = !{i64 0, i64 33, !11}
!18 = !{i64 0, i64 40, !11}
!19 = !{i64 0, i64 48, !11}
!20 = !{i64 0, i64 63, !11}
!21 = !{i64 0, i64 64, !11}
!22 = !{i64 0, i64 100, !11}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !24}
