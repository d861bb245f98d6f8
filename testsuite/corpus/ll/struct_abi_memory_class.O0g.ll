; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mix = type { i32, double, i64, i16 }
%struct.L3 = type { i64, i64, i64 }
%struct.D3 = type { double, double, double }
%struct.C17 = type { [17 x i8] }
%struct.Big = type { [16 x i64] }

@.str = private unnamed_addr constant [25 x i8] c"L3 %ld %ld %ld size %zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"D3 %a %a %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"hello, world 17\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"C17 '%s' -> '%s'\0A\00", align 1, !dbg !17
@__const.main.m = private unnamed_addr constant %struct.Mix { i32 1, double 5.000000e-01, i64 255, i16 7 }, align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"Mix %d %a %lx %d size %zu\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"Big sum %ld rev %ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [20 x i8] c"regs_and_stack %ld\0A\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.L3, align 8
  %4 = alloca %struct.L3, align 8
  %5 = alloca %struct.L3, align 8
  %6 = alloca %struct.L3, align 8
  %7 = alloca %struct.L3, align 8
  %8 = alloca %struct.D3, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca %struct.D3, align 8
  %11 = alloca %struct.C17, align 8
  %12 = alloca %struct.C17, align 1
  %13 = alloca %struct.Mix, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Mix, align 8
  %16 = alloca %struct.Big, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca %struct.Big, align 8
  %20 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !56, !DIExpression(), !66)
  store ptr @l3_make, ptr %2, align 8, !dbg !66
    #dbg_declare(ptr %3, !67, !DIExpression(), !68)
  %21 = load ptr, ptr %2, align 8, !dbg !69
  call void %21(ptr dead_on_unwind writable sret(%struct.L3) align 8 %5, i64 noundef 3), !dbg !69
  %22 = load ptr, ptr %2, align 8, !dbg !70
  call void %22(ptr dead_on_unwind writable sret(%struct.L3) align 8 %6, i64 noundef 5), !dbg !70
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %4, ptr noundef byval(%struct.L3) align 8 %5, ptr noundef byval(%struct.L3) align 8 %6), !dbg !71
  call void @l3_make(ptr dead_on_unwind writable sret(%struct.L3) align 8 %7, i64 noundef -2), !dbg !72
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %3, ptr noundef byval(%struct.L3) align 8 %4, ptr noundef byval(%struct.L3) align 8 %7), !dbg !73
  %23 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 0, !dbg !74
  %24 = load i64, ptr %23, align 8, !dbg !74
  %25 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 1, !dbg !75
  %26 = load i64, ptr %25, align 8, !dbg !75
  %27 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 2, !dbg !76
  %28 = load i64, ptr %27, align 8, !dbg !76
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %24, i64 noundef %26, i64 noundef %28, i64 noundef 24), !dbg !77
    #dbg_declare(ptr %8, !78, !DIExpression(), !86)
  %30 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0, !dbg !87
  store double 1.500000e+00, ptr %30, align 8, !dbg !87
  %31 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1, !dbg !87
  store double -2.250000e+00, ptr %31, align 8, !dbg !87
  %32 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2, !dbg !87
  store double 1.000000e+10, ptr %32, align 8, !dbg !87
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %9, ptr noundef byval(%struct.D3) align 8 %10, double noundef 2.000000e+00), !dbg !88
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %8, ptr noundef byval(%struct.D3) align 8 %9, double noundef 5.000000e-01), !dbg !89
  %33 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 0, !dbg !90
  %34 = load double, ptr %33, align 8, !dbg !90
  %35 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 1, !dbg !91
  %36 = load double, ptr %35, align 8, !dbg !91
  %37 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 2, !dbg !92
  %38 = load double, ptr %37, align 8, !dbg !92
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %34, double noundef %36, double noundef %38), !dbg !93
    #dbg_declare(ptr %11, !94, !DIExpression(), !102)
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 17, i1 false), !dbg !103
  %40 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0, !dbg !104
  %41 = getelementptr inbounds [17 x i8], ptr %40, i64 0, i64 0, !dbg !105
  %42 = call ptr @strcpy(ptr noundef %41, ptr noundef @.str.2) #5, !dbg !106
    #dbg_declare(ptr %12, !107, !DIExpression(), !108)
  call void @c17_upper(ptr dead_on_unwind writable sret(%struct.C17) align 1 %12, ptr noundef byval(%struct.C17) align 8 %11), !dbg !109
  %43 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0, !dbg !110
  %44 = getelementptr inbounds [17 x i8], ptr %43, i64 0, i64 0, !dbg !111
  %45 = getelementptr inbounds %struct.C17, ptr %12, i32 0, i32 0, !dbg !112
  %46 = getelementptr inbounds [17 x i8], ptr %45, i64 0, i64 0, !dbg !113
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %44, ptr noundef %46), !dbg !114
    #dbg_declare(ptr %13, !115, !DIExpression(), !123)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.m, i64 32, i1 false), !dbg !123
    #dbg_declare(ptr %14, !124, !DIExpression(), !126)
  store i32 0, ptr %14, align 4, !dbg !126
  br label %48, !dbg !127

48:                                               ; preds = %60, %0
  %49 = load i32, ptr %14, align 4, !dbg !128
  %50 = icmp slt i32 %49, 4, !dbg !130
  br i1 %50, label %51, label %63, !dbg !131

51:                                               ; preds = %48
  %52 = load i32, ptr %14, align 4, !dbg !132
  %53 = load i32, ptr %14, align 4, !dbg !133
  %54 = sitofp i32 %53 to double, !dbg !133
  %55 = fmul double 2.500000e-01, %54, !dbg !134
  %56 = load i32, ptr %14, align 4, !dbg !135
  %57 = mul nsw i32 %56, 10, !dbg !136
  %58 = zext i32 %57 to i64, !dbg !137
  %59 = shl i64 1, %58, !dbg !137
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %15, i32 noundef %52, ptr noundef byval(%struct.Mix) align 8 %13, double noundef %55, i64 noundef %59), !dbg !138
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %15, i64 32, i1 false), !dbg !138
  br label %60, !dbg !139

60:                                               ; preds = %51
  %61 = load i32, ptr %14, align 4, !dbg !140
  %62 = add nsw i32 %61, 1, !dbg !140
  store i32 %62, ptr %14, align 4, !dbg !140
  br label %48, !dbg !141, !llvm.loop !142

63:                                               ; preds = %48
  %64 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 0, !dbg !145
  %65 = load i32, ptr %64, align 8, !dbg !145
  %66 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 1, !dbg !146
  %67 = load double, ptr %66, align 8, !dbg !146
  %68 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 2, !dbg !147
  %69 = load i64, ptr %68, align 8, !dbg !147
  %70 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 3, !dbg !148
  %71 = load i16, ptr %70, align 8, !dbg !148
  %72 = sext i16 %71 to i32, !dbg !149
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %65, double noundef %67, i64 noundef %69, i32 noundef %72, i64 noundef 32), !dbg !150
    #dbg_declare(ptr %16, !151, !DIExpression(), !157)
  call void @big_fill(ptr dead_on_unwind writable sret(%struct.Big) align 8 %16, i64 noundef 4886718345), !dbg !158
    #dbg_declare(ptr %17, !159, !DIExpression(), !160)
  %74 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %16), !dbg !161
  store i64 %74, ptr %17, align 8, !dbg !160
    #dbg_declare(ptr %18, !162, !DIExpression(), !163)
  call void @big_rev(ptr dead_on_unwind writable sret(%struct.Big) align 8 %19, ptr noundef byval(%struct.Big) align 8 %16), !dbg !164
  %75 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %19), !dbg !165
  store i64 %75, ptr %18, align 8, !dbg !163
  %76 = load i64, ptr %17, align 8, !dbg !166
  %77 = load i64, ptr %18, align 8, !dbg !167
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %76, i64 noundef %77), !dbg !168
    #dbg_declare(ptr %20, !169, !DIExpression(), !170)
  %79 = call i64 @regs_and_stack(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.L3) align 8 %3, ptr noundef byval(%struct.D3) align 8 %8, i64 noundef 7), !dbg !171
  store i64 %79, ptr %20, align 8, !dbg !170
  %80 = load i64, ptr %20, align 8, !dbg !172
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %80), !dbg !173
  %82 = load i64, ptr %17, align 8, !dbg !174
  %83 = load i64, ptr %18, align 8, !dbg !175
  %84 = xor i64 %82, %83, !dbg !176
  %85 = load i64, ptr %20, align 8, !dbg !177
  %86 = xor i64 %84, %85, !dbg !178
  %87 = and i64 %86, 127, !dbg !179
  %88 = trunc i64 %87 to i32, !dbg !180
  ret i32 %88, !dbg !181
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_make(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, i64 noundef %1) #0 !dbg !182 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !183, !DIExpression(), !184)
    #dbg_declare(ptr %0, !185, !DIExpression(), !186)
  %4 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0, !dbg !187
  %5 = load i64, ptr %3, align 8, !dbg !188
  store i64 %5, ptr %4, align 8, !dbg !187
  %6 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1, !dbg !187
  %7 = load i64, ptr %3, align 8, !dbg !189
  %8 = load i64, ptr %3, align 8, !dbg !190
  %9 = mul nsw i64 %7, %8, !dbg !191
  store i64 %9, ptr %6, align 8, !dbg !187
  %10 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2, !dbg !187
  %11 = load i64, ptr %3, align 8, !dbg !192
  %12 = sub nsw i64 0, %11, !dbg !193
  store i64 %12, ptr %10, align 8, !dbg !187
  ret void, !dbg !194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_add(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, ptr noundef byval(%struct.L3) align 8 %1, ptr noundef byval(%struct.L3) align 8 %2) #0 !dbg !195 {
    #dbg_declare(ptr %1, !198, !DIExpression(), !199)
    #dbg_declare(ptr %2, !200, !DIExpression(), !201)
    #dbg_declare(ptr %0, !202, !DIExpression(), !203)
  %4 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0, !dbg !204
  %5 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0, !dbg !205
  %6 = load i64, ptr %5, align 8, !dbg !205
  %7 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0, !dbg !206
  %8 = load i64, ptr %7, align 8, !dbg !206
  %9 = add nsw i64 %6, %8, !dbg !207
  store i64 %9, ptr %4, align 8, !dbg !204
  %10 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1, !dbg !204
  %11 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1, !dbg !208
  %12 = load i64, ptr %11, align 8, !dbg !208
  %13 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1, !dbg !209
  %14 = load i64, ptr %13, align 8, !dbg !209
  %15 = add nsw i64 %12, %14, !dbg !210
  store i64 %15, ptr %10, align 8, !dbg !204
  %16 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2, !dbg !204
  %17 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2, !dbg !211
  %18 = load i64, ptr %17, align 8, !dbg !211
  %19 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2, !dbg !212
  %20 = load i64, ptr %19, align 8, !dbg !212
  %21 = add nsw i64 %18, %20, !dbg !213
  store i64 %21, ptr %16, align 8, !dbg !204
  ret void, !dbg !214
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_scale(ptr dead_on_unwind noalias writable sret(%struct.D3) align 8 %0, ptr noundef byval(%struct.D3) align 8 %1, double noundef %2) #0 !dbg !215 {
  %4 = alloca double, align 8
    #dbg_declare(ptr %1, !218, !DIExpression(), !219)
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !220, !DIExpression(), !221)
    #dbg_declare(ptr %0, !222, !DIExpression(), !223)
  %5 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0, !dbg !224
  %6 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0, !dbg !225
  %7 = load double, ptr %6, align 8, !dbg !225
  %8 = load double, ptr %4, align 8, !dbg !226
  %9 = fmul double %7, %8, !dbg !227
  store double %9, ptr %5, align 8, !dbg !224
  %10 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1, !dbg !224
  %11 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1, !dbg !228
  %12 = load double, ptr %11, align 8, !dbg !228
  %13 = load double, ptr %4, align 8, !dbg !229
  %14 = fmul double %12, %13, !dbg !230
  store double %14, ptr %10, align 8, !dbg !224
  %15 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2, !dbg !224
  %16 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2, !dbg !231
  %17 = load double, ptr %16, align 8, !dbg !231
  %18 = load double, ptr %4, align 8, !dbg !232
  %19 = fmul double %17, %18, !dbg !233
  store double %19, ptr %15, align 8, !dbg !224
  ret void, !dbg !234
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c17_upper(ptr dead_on_unwind noalias writable sret(%struct.C17) align 1 %0, ptr noundef byval(%struct.C17) align 8 %1) #0 !dbg !235 {
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !238, !DIExpression(), !239)
    #dbg_declare(ptr %3, !240, !DIExpression(), !242)
  store i32 0, ptr %3, align 4, !dbg !242
  br label %4, !dbg !243

4:                                                ; preds = %47, %2
  %5 = load i32, ptr %3, align 4, !dbg !244
  %6 = icmp slt i32 %5, 17, !dbg !246
  br i1 %6, label %7, label %15, !dbg !247

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0, !dbg !248
  %9 = load i32, ptr %3, align 4, !dbg !249
  %10 = sext i32 %9 to i64, !dbg !250
  %11 = getelementptr inbounds [17 x i8], ptr %8, i64 0, i64 %10, !dbg !250
  %12 = load i8, ptr %11, align 1, !dbg !250
  %13 = sext i8 %12 to i32, !dbg !250
  %14 = icmp ne i32 %13, 0, !dbg !247
  br label %15

15:                                               ; preds = %7, %4
  %16 = phi i1 [ false, %4 ], [ %14, %7 ], !dbg !251
  br i1 %16, label %17, label %50, !dbg !252

17:                                               ; preds = %15
  %18 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0, !dbg !253
  %19 = load i32, ptr %3, align 4, !dbg !255
  %20 = sext i32 %19 to i64, !dbg !256
  %21 = getelementptr inbounds [17 x i8], ptr %18, i64 0, i64 %20, !dbg !256
  %22 = load i8, ptr %21, align 1, !dbg !256
  %23 = sext i8 %22 to i32, !dbg !256
  %24 = icmp sge i32 %23, 97, !dbg !257
  br i1 %24, label %25, label %46, !dbg !258

25:                                               ; preds = %17
  %26 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0, !dbg !259
  %27 = load i32, ptr %3, align 4, !dbg !260
  %28 = sext i32 %27 to i64, !dbg !261
  %29 = getelementptr inbounds [17 x i8], ptr %26, i64 0, i64 %28, !dbg !261
  %30 = load i8, ptr %29, align 1, !dbg !261
  %31 = sext i8 %30 to i32, !dbg !261
  %32 = icmp sle i32 %31, 122, !dbg !262
  br i1 %32, label %33, label %46, !dbg !263

33:                                               ; preds = %25
  %34 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0, !dbg !264
  %35 = load i32, ptr %3, align 4, !dbg !265
  %36 = sext i32 %35 to i64, !dbg !266
  %37 = getelementptr inbounds [17 x i8], ptr %34, i64 0, i64 %36, !dbg !266
  %38 = load i8, ptr %37, align 1, !dbg !266
  %39 = sext i8 %38 to i32, !dbg !266
  %40 = sub nsw i32 %39, 32, !dbg !267
  %41 = trunc i32 %40 to i8, !dbg !268
  %42 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0, !dbg !269
  %43 = load i32, ptr %3, align 4, !dbg !270
  %44 = sext i32 %43 to i64, !dbg !271
  %45 = getelementptr inbounds [17 x i8], ptr %42, i64 0, i64 %44, !dbg !271
  store i8 %41, ptr %45, align 1, !dbg !272
  br label %46, !dbg !271

46:                                               ; preds = %33, %25, %17
  br label %47, !dbg !273

47:                                               ; preds = %46
  %48 = load i32, ptr %3, align 4, !dbg !274
  %49 = add nsw i32 %48, 1, !dbg !274
  store i32 %49, ptr %3, align 4, !dbg !274
  br label %4, !dbg !275, !llvm.loop !276

50:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 17, i1 false), !dbg !278
  ret void, !dbg !279
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.Mix) align 8 %2, double noundef %3, i64 noundef %4) #0 !dbg !280 {
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !283, !DIExpression(), !284)
    #dbg_declare(ptr %2, !285, !DIExpression(), !286)
  store double %3, ptr %7, align 8
    #dbg_declare(ptr %7, !287, !DIExpression(), !288)
  store i64 %4, ptr %8, align 8
    #dbg_declare(ptr %8, !289, !DIExpression(), !290)
  %9 = load i32, ptr %6, align 4, !dbg !291
  %10 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 0, !dbg !292
  %11 = load i32, ptr %10, align 8, !dbg !293
  %12 = add nsw i32 %11, %9, !dbg !293
  store i32 %12, ptr %10, align 8, !dbg !293
  %13 = load double, ptr %7, align 8, !dbg !294
  %14 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 1, !dbg !295
  %15 = load double, ptr %14, align 8, !dbg !296
  %16 = fadd double %15, %13, !dbg !296
  store double %16, ptr %14, align 8, !dbg !296
  %17 = load i64, ptr %8, align 8, !dbg !297
  %18 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 2, !dbg !298
  %19 = load i64, ptr %18, align 8, !dbg !299
  %20 = xor i64 %19, %17, !dbg !299
  store i64 %20, ptr %18, align 8, !dbg !299
  %21 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3, !dbg !300
  %22 = load i16, ptr %21, align 8, !dbg !300
  %23 = sext i16 %22 to i32, !dbg !301
  %24 = add nsw i32 %23, 1, !dbg !302
  %25 = trunc i32 %24 to i16, !dbg !303
  %26 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3, !dbg !304
  store i16 %25, ptr %26, align 8, !dbg !305
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 32, i1 false), !dbg !306
  ret void, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_fill(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i64 noundef %1) #0 !dbg !308 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, ptr %3, align 8
    #dbg_declare(ptr %3, !311, !DIExpression(), !312)
    #dbg_declare(ptr %0, !313, !DIExpression(), !314)
    #dbg_declare(ptr %4, !315, !DIExpression(), !317)
  store i32 0, ptr %4, align 4, !dbg !317
  br label %5, !dbg !318

5:                                                ; preds = %23, %2
  %6 = load i32, ptr %4, align 4, !dbg !319
  %7 = icmp slt i32 %6, 16, !dbg !321
  br i1 %7, label %8, label %26, !dbg !322

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !323
  %10 = load i32, ptr %4, align 4, !dbg !324
  %11 = add nsw i32 %10, 1, !dbg !325
  %12 = sext i32 %11 to i64, !dbg !326
  %13 = mul nsw i64 %9, %12, !dbg !327
  %14 = load i64, ptr %3, align 8, !dbg !328
  %15 = load i32, ptr %4, align 4, !dbg !329
  %16 = zext i32 %15 to i64, !dbg !330
  %17 = ashr i64 %14, %16, !dbg !330
  %18 = xor i64 %13, %17, !dbg !331
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !332
  %20 = load i32, ptr %4, align 4, !dbg !333
  %21 = sext i32 %20 to i64, !dbg !334
  %22 = getelementptr inbounds [16 x i64], ptr %19, i64 0, i64 %21, !dbg !334
  store i64 %18, ptr %22, align 8, !dbg !335
  br label %23, !dbg !334

23:                                               ; preds = %8
  %24 = load i32, ptr %4, align 4, !dbg !336
  %25 = add nsw i32 %24, 1, !dbg !336
  store i32 %25, ptr %4, align 4, !dbg !336
  br label %5, !dbg !337, !llvm.loop !338

26:                                               ; preds = %5
  ret void, !dbg !340
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %0) #0 !dbg !341 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
    #dbg_declare(ptr %0, !344, !DIExpression(), !345)
    #dbg_declare(ptr %2, !346, !DIExpression(), !347)
  store i64 0, ptr %2, align 8, !dbg !347
    #dbg_declare(ptr %3, !348, !DIExpression(), !350)
  store i32 0, ptr %3, align 4, !dbg !350
  br label %4, !dbg !351

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4, !dbg !352
  %6 = icmp slt i32 %5, 16, !dbg !354
  br i1 %6, label %7, label %22, !dbg !355

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !356
  %9 = load i32, ptr %3, align 4, !dbg !357
  %10 = sext i32 %9 to i64, !dbg !358
  %11 = getelementptr inbounds [16 x i64], ptr %8, i64 0, i64 %10, !dbg !358
  %12 = load i64, ptr %11, align 8, !dbg !358
  %13 = load i32, ptr %3, align 4, !dbg !359
  %14 = add nsw i32 %13, 1, !dbg !360
  %15 = sext i32 %14 to i64, !dbg !361
  %16 = mul nsw i64 %12, %15, !dbg !362
  %17 = load i64, ptr %2, align 8, !dbg !363
  %18 = add nsw i64 %17, %16, !dbg !363
  store i64 %18, ptr %2, align 8, !dbg !363
  br label %19, !dbg !364

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4, !dbg !365
  %21 = add nsw i32 %20, 1, !dbg !365
  store i32 %21, ptr %3, align 4, !dbg !365
  br label %4, !dbg !366, !llvm.loop !367

22:                                               ; preds = %4
  %23 = load i64, ptr %2, align 8, !dbg !369
  ret i64 %23, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 !dbg !371 {
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !374, !DIExpression(), !375)
    #dbg_declare(ptr %0, !376, !DIExpression(), !377)
    #dbg_declare(ptr %3, !378, !DIExpression(), !380)
  store i32 0, ptr %3, align 4, !dbg !380
  br label %4, !dbg !381

4:                                                ; preds = %18, %2
  %5 = load i32, ptr %3, align 4, !dbg !382
  %6 = icmp slt i32 %5, 16, !dbg !384
  br i1 %6, label %7, label %21, !dbg !385

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0, !dbg !386
  %9 = load i32, ptr %3, align 4, !dbg !387
  %10 = sub nsw i32 15, %9, !dbg !388
  %11 = sext i32 %10 to i64, !dbg !389
  %12 = getelementptr inbounds [16 x i64], ptr %8, i64 0, i64 %11, !dbg !389
  %13 = load i64, ptr %12, align 8, !dbg !389
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !390
  %15 = load i32, ptr %3, align 4, !dbg !391
  %16 = sext i32 %15 to i64, !dbg !392
  %17 = getelementptr inbounds [16 x i64], ptr %14, i64 0, i64 %16, !dbg !392
  store i64 %13, ptr %17, align 8, !dbg !393
  br label %18, !dbg !392

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4, !dbg !394
  %20 = add nsw i32 %19, 1, !dbg !394
  store i32 %20, ptr %3, align 4, !dbg !394
  br label %4, !dbg !395, !llvm.loop !396

21:                                               ; preds = %4
  ret void, !dbg !398
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @regs_and_stack(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.L3) align 8 %6, ptr noundef byval(%struct.D3) align 8 %7, i64 noundef %8) #0 !dbg !399 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
    #dbg_declare(ptr %10, !402, !DIExpression(), !403)
  store i64 %1, ptr %11, align 8
    #dbg_declare(ptr %11, !404, !DIExpression(), !405)
  store i64 %2, ptr %12, align 8
    #dbg_declare(ptr %12, !406, !DIExpression(), !407)
  store i64 %3, ptr %13, align 8
    #dbg_declare(ptr %13, !408, !DIExpression(), !409)
  store i64 %4, ptr %14, align 8
    #dbg_declare(ptr %14, !410, !DIExpression(), !411)
  store i64 %5, ptr %15, align 8
    #dbg_declare(ptr %15, !412, !DIExpression(), !413)
    #dbg_declare(ptr %6, !414, !DIExpression(), !415)
    #dbg_declare(ptr %7, !416, !DIExpression(), !417)
  store i64 %8, ptr %16, align 8
    #dbg_declare(ptr %16, !418, !DIExpression(), !419)
  %17 = load i64, ptr %10, align 8, !dbg !420
  %18 = load i64, ptr %11, align 8, !dbg !421
  %19 = add nsw i64 %17, %18, !dbg !422
  %20 = load i64, ptr %12, align 8, !dbg !423
  %21 = add nsw i64 %19, %20, !dbg !424
  %22 = load i64, ptr %13, align 8, !dbg !425
  %23 = add nsw i64 %21, %22, !dbg !426
  %24 = load i64, ptr %14, align 8, !dbg !427
  %25 = add nsw i64 %23, %24, !dbg !428
  %26 = load i64, ptr %15, align 8, !dbg !429
  %27 = add nsw i64 %25, %26, !dbg !430
  %28 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 0, !dbg !431
  %29 = load i64, ptr %28, align 8, !dbg !431
  %30 = add nsw i64 %27, %29, !dbg !432
  %31 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 1, !dbg !433
  %32 = load i64, ptr %31, align 8, !dbg !433
  %33 = add nsw i64 %30, %32, !dbg !434
  %34 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 2, !dbg !435
  %35 = load i64, ptr %34, align 8, !dbg !435
  %36 = add nsw i64 %33, %35, !dbg !436
  %37 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 0, !dbg !437
  %38 = load double, ptr %37, align 8, !dbg !437
  %39 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 1, !dbg !438
  %40 = load double, ptr %39, align 8, !dbg !438
  %41 = fadd double %38, %40, !dbg !439
  %42 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 2, !dbg !440
  %43 = load double, ptr %42, align 8, !dbg !440
  %44 = fadd double %41, %43, !dbg !441
  %45 = fptosi double %44 to i64, !dbg !442
  %46 = add nsw i64 %36, %45, !dbg !443
  %47 = load i64, ptr %16, align 8, !dbg !444
  %48 = add nsw i64 %46, %47, !dbg !445
  ret i64 %48, !dbg !446
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_memory_class.c", directory: ".", checksumkind: CSK_MD5, checksum: "724aa95d42d59c2b9394ec7ea4589895")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 20)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !43, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !40, !4, !41, !42}
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !{!0, !7, !12, !17, !22, !27, !32}
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !53, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!40}
!55 = !{}
!56 = !DILocalVariable(name: "mk", scope: !52, file: !2, line: 24, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !42}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "L3", file: !2, line: 7, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 192, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !61, file: !2, line: 7, baseType: !42, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !2, line: 7, baseType: !42, size: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !61, file: !2, line: 7, baseType: !42, size: 64, offset: 128)
!66 = !DILocation(line: 24, column: 10, scope: !52)
!67 = !DILocalVariable(name: "s", scope: !52, file: !2, line: 25, type: !60)
!68 = !DILocation(line: 25, column: 8, scope: !52)
!69 = !DILocation(line: 25, column: 26, scope: !52)
!70 = !DILocation(line: 25, column: 33, scope: !52)
!71 = !DILocation(line: 25, column: 19, scope: !52)
!72 = !DILocation(line: 25, column: 41, scope: !52)
!73 = !DILocation(line: 25, column: 12, scope: !52)
!74 = !DILocation(line: 26, column: 43, scope: !52)
!75 = !DILocation(line: 26, column: 48, scope: !52)
!76 = !DILocation(line: 26, column: 53, scope: !52)
!77 = !DILocation(line: 26, column: 5, scope: !52)
!78 = !DILocalVariable(name: "d", scope: !52, file: !2, line: 27, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "D3", file: !2, line: 8, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 192, elements: !81)
!81 = !{!82, !84, !85}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !80, file: !2, line: 8, baseType: !83, size: 64)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !80, file: !2, line: 8, baseType: !83, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !80, file: !2, line: 8, baseType: !83, size: 64, offset: 128)
!86 = !DILocation(line: 27, column: 8, scope: !52)
!87 = !DILocation(line: 27, column: 34, scope: !52)
!88 = !DILocation(line: 27, column: 21, scope: !52)
!89 = !DILocation(line: 27, column: 12, scope: !52)
!90 = !DILocation(line: 28, column: 31, scope: !52)
!91 = !DILocation(line: 28, column: 36, scope: !52)
!92 = !DILocation(line: 28, column: 41, scope: !52)
!93 = !DILocation(line: 28, column: 5, scope: !52)
!94 = !DILocalVariable(name: "c", scope: !52, file: !2, line: 29, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "C17", file: !2, line: 9, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 136, elements: !97)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !96, file: !2, line: 9, baseType: !99, size: 136)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 17)
!102 = !DILocation(line: 29, column: 9, scope: !52)
!103 = !DILocation(line: 29, column: 12, scope: !52)
!104 = !DILocation(line: 29, column: 46, scope: !52)
!105 = !DILocation(line: 29, column: 44, scope: !52)
!106 = !DILocation(line: 29, column: 37, scope: !52)
!107 = !DILocalVariable(name: "u", scope: !52, file: !2, line: 30, type: !95)
!108 = !DILocation(line: 30, column: 9, scope: !52)
!109 = !DILocation(line: 30, column: 13, scope: !52)
!110 = !DILocation(line: 31, column: 36, scope: !52)
!111 = !DILocation(line: 31, column: 34, scope: !52)
!112 = !DILocation(line: 31, column: 41, scope: !52)
!113 = !DILocation(line: 31, column: 39, scope: !52)
!114 = !DILocation(line: 31, column: 5, scope: !52)
!115 = !DILocalVariable(name: "m", scope: !52, file: !2, line: 32, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mix", file: !2, line: 10, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 256, elements: !118)
!118 = !{!119, !120, !121, !122}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !117, file: !2, line: 10, baseType: !40, size: 32)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !117, file: !2, line: 10, baseType: !83, size: 64, offset: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !117, file: !2, line: 10, baseType: !42, size: 64, offset: 128)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !117, file: !2, line: 10, baseType: !41, size: 16, offset: 192)
!123 = !DILocation(line: 32, column: 9, scope: !52)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 33, type: !40)
!125 = distinct !DILexicalBlock(scope: !52, file: !2, line: 33, column: 5)
!126 = !DILocation(line: 33, column: 14, scope: !125)
!127 = !DILocation(line: 33, column: 10, scope: !125)
!128 = !DILocation(line: 33, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 33, column: 5)
!130 = !DILocation(line: 33, column: 23, scope: !129)
!131 = !DILocation(line: 33, column: 5, scope: !125)
!132 = !DILocation(line: 33, column: 46, scope: !129)
!133 = !DILocation(line: 33, column: 59, scope: !129)
!134 = !DILocation(line: 33, column: 57, scope: !129)
!135 = !DILocation(line: 33, column: 69, scope: !129)
!136 = !DILocation(line: 33, column: 71, scope: !129)
!137 = !DILocation(line: 33, column: 65, scope: !129)
!138 = !DILocation(line: 33, column: 37, scope: !129)
!139 = !DILocation(line: 33, column: 33, scope: !129)
!140 = !DILocation(line: 33, column: 29, scope: !129)
!141 = !DILocation(line: 33, column: 5, scope: !129)
!142 = distinct !{!142, !131, !143, !144}
!143 = !DILocation(line: 33, column: 76, scope: !125)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 34, column: 45, scope: !52)
!146 = !DILocation(line: 34, column: 50, scope: !52)
!147 = !DILocation(line: 34, column: 70, scope: !52)
!148 = !DILocation(line: 34, column: 75, scope: !52)
!149 = !DILocation(line: 34, column: 73, scope: !52)
!150 = !DILocation(line: 34, column: 5, scope: !52)
!151 = !DILocalVariable(name: "b", scope: !52, file: !2, line: 35, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 11, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 1024, elements: !154)
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !153, file: !2, line: 11, baseType: !156, size: 1024)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 1024, elements: !15)
!157 = !DILocation(line: 35, column: 9, scope: !52)
!158 = !DILocation(line: 35, column: 13, scope: !52)
!159 = !DILocalVariable(name: "bs", scope: !52, file: !2, line: 36, type: !42)
!160 = !DILocation(line: 36, column: 10, scope: !52)
!161 = !DILocation(line: 36, column: 15, scope: !52)
!162 = !DILocalVariable(name: "rs", scope: !52, file: !2, line: 36, type: !42)
!163 = !DILocation(line: 36, column: 27, scope: !52)
!164 = !DILocation(line: 36, column: 40, scope: !52)
!165 = !DILocation(line: 36, column: 32, scope: !52)
!166 = !DILocation(line: 37, column: 37, scope: !52)
!167 = !DILocation(line: 37, column: 41, scope: !52)
!168 = !DILocation(line: 37, column: 5, scope: !52)
!169 = !DILocalVariable(name: "r", scope: !52, file: !2, line: 38, type: !42)
!170 = !DILocation(line: 38, column: 10, scope: !52)
!171 = !DILocation(line: 38, column: 14, scope: !52)
!172 = !DILocation(line: 39, column: 36, scope: !52)
!173 = !DILocation(line: 39, column: 5, scope: !52)
!174 = !DILocation(line: 40, column: 19, scope: !52)
!175 = !DILocation(line: 40, column: 24, scope: !52)
!176 = !DILocation(line: 40, column: 22, scope: !52)
!177 = !DILocation(line: 40, column: 29, scope: !52)
!178 = !DILocation(line: 40, column: 27, scope: !52)
!179 = !DILocation(line: 40, column: 32, scope: !52)
!180 = !DILocation(line: 40, column: 12, scope: !52)
!181 = !DILocation(line: 40, column: 5, scope: !52)
!182 = distinct !DISubprogram(name: "l3_make", scope: !2, file: !2, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!183 = !DILocalVariable(name: "k", arg: 1, scope: !182, file: !2, line: 13, type: !42)
!184 = !DILocation(line: 13, column: 50, scope: !182)
!185 = !DILocalVariable(name: "r", scope: !182, file: !2, line: 13, type: !60)
!186 = !DILocation(line: 13, column: 58, scope: !182)
!187 = !DILocation(line: 13, column: 62, scope: !182)
!188 = !DILocation(line: 13, column: 63, scope: !182)
!189 = !DILocation(line: 13, column: 66, scope: !182)
!190 = !DILocation(line: 13, column: 70, scope: !182)
!191 = !DILocation(line: 13, column: 68, scope: !182)
!192 = !DILocation(line: 13, column: 74, scope: !182)
!193 = !DILocation(line: 13, column: 73, scope: !182)
!194 = !DILocation(line: 13, column: 78, scope: !182)
!195 = distinct !DISubprogram(name: "l3_add", scope: !2, file: !2, line: 14, type: !196, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!196 = !DISubroutineType(types: !197)
!197 = !{!60, !60, !60}
!198 = !DILocalVariable(name: "x", arg: 1, scope: !195, file: !2, line: 14, type: !60)
!199 = !DILocation(line: 14, column: 47, scope: !195)
!200 = !DILocalVariable(name: "y", arg: 2, scope: !195, file: !2, line: 14, type: !60)
!201 = !DILocation(line: 14, column: 53, scope: !195)
!202 = !DILocalVariable(name: "r", scope: !195, file: !2, line: 14, type: !60)
!203 = !DILocation(line: 14, column: 61, scope: !195)
!204 = !DILocation(line: 14, column: 65, scope: !195)
!205 = !DILocation(line: 14, column: 68, scope: !195)
!206 = !DILocation(line: 14, column: 74, scope: !195)
!207 = !DILocation(line: 14, column: 70, scope: !195)
!208 = !DILocation(line: 14, column: 79, scope: !195)
!209 = !DILocation(line: 14, column: 85, scope: !195)
!210 = !DILocation(line: 14, column: 81, scope: !195)
!211 = !DILocation(line: 14, column: 90, scope: !195)
!212 = !DILocation(line: 14, column: 96, scope: !195)
!213 = !DILocation(line: 14, column: 92, scope: !195)
!214 = !DILocation(line: 14, column: 100, scope: !195)
!215 = distinct !DISubprogram(name: "d3_scale", scope: !2, file: !2, line: 15, type: !216, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!216 = !DISubroutineType(types: !217)
!217 = !{!79, !79, !83}
!218 = !DILocalVariable(name: "v", arg: 1, scope: !215, file: !2, line: 15, type: !79)
!219 = !DILocation(line: 15, column: 49, scope: !215)
!220 = !DILocalVariable(name: "s", arg: 2, scope: !215, file: !2, line: 15, type: !83)
!221 = !DILocation(line: 15, column: 59, scope: !215)
!222 = !DILocalVariable(name: "r", scope: !215, file: !2, line: 15, type: !79)
!223 = !DILocation(line: 15, column: 67, scope: !215)
!224 = !DILocation(line: 15, column: 71, scope: !215)
!225 = !DILocation(line: 15, column: 74, scope: !215)
!226 = !DILocation(line: 15, column: 78, scope: !215)
!227 = !DILocation(line: 15, column: 76, scope: !215)
!228 = !DILocation(line: 15, column: 83, scope: !215)
!229 = !DILocation(line: 15, column: 87, scope: !215)
!230 = !DILocation(line: 15, column: 85, scope: !215)
!231 = !DILocation(line: 15, column: 92, scope: !215)
!232 = !DILocation(line: 15, column: 96, scope: !215)
!233 = !DILocation(line: 15, column: 94, scope: !215)
!234 = !DILocation(line: 15, column: 100, scope: !215)
!235 = distinct !DISubprogram(name: "c17_upper", scope: !2, file: !2, line: 16, type: !236, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!236 = !DISubroutineType(types: !237)
!237 = !{!95, !95}
!238 = !DILocalVariable(name: "v", arg: 1, scope: !235, file: !2, line: 16, type: !95)
!239 = !DILocation(line: 16, column: 52, scope: !235)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 16, type: !40)
!241 = distinct !DILexicalBlock(scope: !235, file: !2, line: 16, column: 57)
!242 = !DILocation(line: 16, column: 66, scope: !241)
!243 = !DILocation(line: 16, column: 62, scope: !241)
!244 = !DILocation(line: 16, column: 73, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 16, column: 57)
!246 = !DILocation(line: 16, column: 75, scope: !245)
!247 = !DILocation(line: 16, column: 80, scope: !245)
!248 = !DILocation(line: 16, column: 85, scope: !245)
!249 = !DILocation(line: 16, column: 87, scope: !245)
!250 = !DILocation(line: 16, column: 83, scope: !245)
!251 = !DILocation(line: 0, scope: !245)
!252 = !DILocation(line: 16, column: 57, scope: !241)
!253 = !DILocation(line: 16, column: 102, scope: !254)
!254 = distinct !DILexicalBlock(scope: !245, file: !2, line: 16, column: 100)
!255 = !DILocation(line: 16, column: 104, scope: !254)
!256 = !DILocation(line: 16, column: 100, scope: !254)
!257 = !DILocation(line: 16, column: 107, scope: !254)
!258 = !DILocation(line: 16, column: 114, scope: !254)
!259 = !DILocation(line: 16, column: 119, scope: !254)
!260 = !DILocation(line: 16, column: 121, scope: !254)
!261 = !DILocation(line: 16, column: 117, scope: !254)
!262 = !DILocation(line: 16, column: 124, scope: !254)
!263 = !DILocation(line: 16, column: 100, scope: !245)
!264 = !DILocation(line: 16, column: 150, scope: !254)
!265 = !DILocation(line: 16, column: 152, scope: !254)
!266 = !DILocation(line: 16, column: 148, scope: !254)
!267 = !DILocation(line: 16, column: 155, scope: !254)
!268 = !DILocation(line: 16, column: 141, scope: !254)
!269 = !DILocation(line: 16, column: 134, scope: !254)
!270 = !DILocation(line: 16, column: 136, scope: !254)
!271 = !DILocation(line: 16, column: 132, scope: !254)
!272 = !DILocation(line: 16, column: 139, scope: !254)
!273 = !DILocation(line: 16, column: 127, scope: !254)
!274 = !DILocation(line: 16, column: 92, scope: !245)
!275 = !DILocation(line: 16, column: 57, scope: !245)
!276 = distinct !{!276, !252, !277, !144}
!277 = !DILocation(line: 16, column: 159, scope: !241)
!278 = !DILocation(line: 16, column: 169, scope: !235)
!279 = !DILocation(line: 16, column: 162, scope: !235)
!280 = distinct !DISubprogram(name: "mix_step", scope: !2, file: !2, line: 17, type: !281, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!281 = !DISubroutineType(types: !282)
!282 = !{!116, !40, !116, !83, !42}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !2, line: 17, type: !40)
!284 = !DILocation(line: 17, column: 51, scope: !280)
!285 = !DILocalVariable(name: "m", arg: 2, scope: !280, file: !2, line: 17, type: !116)
!286 = !DILocation(line: 17, column: 58, scope: !280)
!287 = !DILocalVariable(name: "b", arg: 3, scope: !280, file: !2, line: 17, type: !83)
!288 = !DILocation(line: 17, column: 68, scope: !280)
!289 = !DILocalVariable(name: "c", arg: 4, scope: !280, file: !2, line: 17, type: !42)
!290 = !DILocation(line: 17, column: 76, scope: !280)
!291 = !DILocation(line: 17, column: 88, scope: !280)
!292 = !DILocation(line: 17, column: 83, scope: !280)
!293 = !DILocation(line: 17, column: 85, scope: !280)
!294 = !DILocation(line: 17, column: 98, scope: !280)
!295 = !DILocation(line: 17, column: 93, scope: !280)
!296 = !DILocation(line: 17, column: 95, scope: !280)
!297 = !DILocation(line: 17, column: 108, scope: !280)
!298 = !DILocation(line: 17, column: 103, scope: !280)
!299 = !DILocation(line: 17, column: 105, scope: !280)
!300 = !DILocation(line: 17, column: 127, scope: !280)
!301 = !DILocation(line: 17, column: 125, scope: !280)
!302 = !DILocation(line: 17, column: 129, scope: !280)
!303 = !DILocation(line: 17, column: 117, scope: !280)
!304 = !DILocation(line: 17, column: 113, scope: !280)
!305 = !DILocation(line: 17, column: 115, scope: !280)
!306 = !DILocation(line: 17, column: 142, scope: !280)
!307 = !DILocation(line: 17, column: 135, scope: !280)
!308 = distinct !DISubprogram(name: "big_fill", scope: !2, file: !2, line: 18, type: !309, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!309 = !DISubroutineType(types: !310)
!310 = !{!152, !42}
!311 = !DILocalVariable(name: "seed", arg: 1, scope: !308, file: !2, line: 18, type: !42)
!312 = !DILocation(line: 18, column: 52, scope: !308)
!313 = !DILocalVariable(name: "b", scope: !308, file: !2, line: 18, type: !152)
!314 = !DILocation(line: 18, column: 64, scope: !308)
!315 = !DILocalVariable(name: "i", scope: !316, file: !2, line: 18, type: !40)
!316 = distinct !DILexicalBlock(scope: !308, file: !2, line: 18, column: 67)
!317 = !DILocation(line: 18, column: 76, scope: !316)
!318 = !DILocation(line: 18, column: 72, scope: !316)
!319 = !DILocation(line: 18, column: 83, scope: !320)
!320 = distinct !DILexicalBlock(scope: !316, file: !2, line: 18, column: 67)
!321 = !DILocation(line: 18, column: 85, scope: !320)
!322 = !DILocation(line: 18, column: 67, scope: !316)
!323 = !DILocation(line: 18, column: 105, scope: !320)
!324 = !DILocation(line: 18, column: 113, scope: !320)
!325 = !DILocation(line: 18, column: 115, scope: !320)
!326 = !DILocation(line: 18, column: 112, scope: !320)
!327 = !DILocation(line: 18, column: 110, scope: !320)
!328 = !DILocation(line: 18, column: 123, scope: !320)
!329 = !DILocation(line: 18, column: 131, scope: !320)
!330 = !DILocation(line: 18, column: 128, scope: !320)
!331 = !DILocation(line: 18, column: 120, scope: !320)
!332 = !DILocation(line: 18, column: 98, scope: !320)
!333 = !DILocation(line: 18, column: 100, scope: !320)
!334 = !DILocation(line: 18, column: 96, scope: !320)
!335 = !DILocation(line: 18, column: 103, scope: !320)
!336 = !DILocation(line: 18, column: 92, scope: !320)
!337 = !DILocation(line: 18, column: 67, scope: !320)
!338 = distinct !{!338, !322, !339, !144}
!339 = !DILocation(line: 18, column: 132, scope: !316)
!340 = !DILocation(line: 18, column: 135, scope: !308)
!341 = distinct !DISubprogram(name: "big_sum", scope: !2, file: !2, line: 19, type: !342, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!342 = !DISubroutineType(types: !343)
!343 = !{!42, !152}
!344 = !DILocalVariable(name: "b", arg: 1, scope: !341, file: !2, line: 19, type: !152)
!345 = !DILocation(line: 19, column: 51, scope: !341)
!346 = !DILocalVariable(name: "s", scope: !341, file: !2, line: 19, type: !42)
!347 = !DILocation(line: 19, column: 61, scope: !341)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 19, type: !40)
!349 = distinct !DILexicalBlock(scope: !341, file: !2, line: 19, column: 68)
!350 = !DILocation(line: 19, column: 77, scope: !349)
!351 = !DILocation(line: 19, column: 73, scope: !349)
!352 = !DILocation(line: 19, column: 84, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 19, column: 68)
!354 = !DILocation(line: 19, column: 86, scope: !353)
!355 = !DILocation(line: 19, column: 68, scope: !349)
!356 = !DILocation(line: 19, column: 104, scope: !353)
!357 = !DILocation(line: 19, column: 106, scope: !353)
!358 = !DILocation(line: 19, column: 102, scope: !353)
!359 = !DILocation(line: 19, column: 112, scope: !353)
!360 = !DILocation(line: 19, column: 114, scope: !353)
!361 = !DILocation(line: 19, column: 111, scope: !353)
!362 = !DILocation(line: 19, column: 109, scope: !353)
!363 = !DILocation(line: 19, column: 99, scope: !353)
!364 = !DILocation(line: 19, column: 97, scope: !353)
!365 = !DILocation(line: 19, column: 93, scope: !353)
!366 = !DILocation(line: 19, column: 68, scope: !353)
!367 = distinct !{!367, !355, !368, !144}
!368 = !DILocation(line: 19, column: 117, scope: !349)
!369 = !DILocation(line: 19, column: 127, scope: !341)
!370 = !DILocation(line: 19, column: 120, scope: !341)
!371 = distinct !DISubprogram(name: "big_rev", scope: !2, file: !2, line: 20, type: !372, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!372 = !DISubroutineType(types: !373)
!373 = !{!152, !152}
!374 = !DILocalVariable(name: "b", arg: 1, scope: !371, file: !2, line: 20, type: !152)
!375 = !DILocation(line: 20, column: 50, scope: !371)
!376 = !DILocalVariable(name: "r", scope: !371, file: !2, line: 20, type: !152)
!377 = !DILocation(line: 20, column: 59, scope: !371)
!378 = !DILocalVariable(name: "i", scope: !379, file: !2, line: 20, type: !40)
!379 = distinct !DILexicalBlock(scope: !371, file: !2, line: 20, column: 62)
!380 = !DILocation(line: 20, column: 71, scope: !379)
!381 = !DILocation(line: 20, column: 67, scope: !379)
!382 = !DILocation(line: 20, column: 78, scope: !383)
!383 = distinct !DILexicalBlock(scope: !379, file: !2, line: 20, column: 62)
!384 = !DILocation(line: 20, column: 80, scope: !383)
!385 = !DILocation(line: 20, column: 62, scope: !379)
!386 = !DILocation(line: 20, column: 102, scope: !383)
!387 = !DILocation(line: 20, column: 109, scope: !383)
!388 = !DILocation(line: 20, column: 107, scope: !383)
!389 = !DILocation(line: 20, column: 100, scope: !383)
!390 = !DILocation(line: 20, column: 93, scope: !383)
!391 = !DILocation(line: 20, column: 95, scope: !383)
!392 = !DILocation(line: 20, column: 91, scope: !383)
!393 = !DILocation(line: 20, column: 98, scope: !383)
!394 = !DILocation(line: 20, column: 87, scope: !383)
!395 = !DILocation(line: 20, column: 62, scope: !383)
!396 = distinct !{!396, !385, !397, !144}
!397 = !DILocation(line: 20, column: 110, scope: !379)
!398 = !DILocation(line: 20, column: 113, scope: !371)
!399 = distinct !DISubprogram(name: "regs_and_stack", scope: !2, file: !2, line: 21, type: !400, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !55)
!400 = !DISubroutineType(types: !401)
!401 = !{!42, !42, !42, !42, !42, !42, !42, !60, !79, !42}
!402 = !DILocalVariable(name: "a", arg: 1, scope: !399, file: !2, line: 21, type: !42)
!403 = !DILocation(line: 21, column: 59, scope: !399)
!404 = !DILocalVariable(name: "b", arg: 2, scope: !399, file: !2, line: 21, type: !42)
!405 = !DILocation(line: 21, column: 67, scope: !399)
!406 = !DILocalVariable(name: "c", arg: 3, scope: !399, file: !2, line: 21, type: !42)
!407 = !DILocation(line: 21, column: 75, scope: !399)
!408 = !DILocalVariable(name: "d", arg: 4, scope: !399, file: !2, line: 21, type: !42)
!409 = !DILocation(line: 21, column: 83, scope: !399)
!410 = !DILocalVariable(name: "e", arg: 5, scope: !399, file: !2, line: 21, type: !42)
!411 = !DILocation(line: 21, column: 91, scope: !399)
!412 = !DILocalVariable(name: "f", arg: 6, scope: !399, file: !2, line: 21, type: !42)
!413 = !DILocation(line: 21, column: 99, scope: !399)
!414 = !DILocalVariable(name: "x", arg: 7, scope: !399, file: !2, line: 21, type: !60)
!415 = !DILocation(line: 21, column: 105, scope: !399)
!416 = !DILocalVariable(name: "y", arg: 8, scope: !399, file: !2, line: 21, type: !79)
!417 = !DILocation(line: 21, column: 111, scope: !399)
!418 = !DILocalVariable(name: "g", arg: 9, scope: !399, file: !2, line: 21, type: !42)
!419 = !DILocation(line: 21, column: 119, scope: !399)
!420 = !DILocation(line: 21, column: 131, scope: !399)
!421 = !DILocation(line: 21, column: 135, scope: !399)
!422 = !DILocation(line: 21, column: 133, scope: !399)
!423 = !DILocation(line: 21, column: 139, scope: !399)
!424 = !DILocation(line: 21, column: 137, scope: !399)
!425 = !DILocation(line: 21, column: 143, scope: !399)
!426 = !DILocation(line: 21, column: 141, scope: !399)
!427 = !DILocation(line: 21, column: 147, scope: !399)
!428 = !DILocation(line: 21, column: 145, scope: !399)
!429 = !DILocation(line: 21, column: 151, scope: !399)
!430 = !DILocation(line: 21, column: 149, scope: !399)
!431 = !DILocation(line: 21, column: 157, scope: !399)
!432 = !DILocation(line: 21, column: 153, scope: !399)
!433 = !DILocation(line: 21, column: 163, scope: !399)
!434 = !DILocation(line: 21, column: 159, scope: !399)
!435 = !DILocation(line: 21, column: 169, scope: !399)
!436 = !DILocation(line: 21, column: 165, scope: !399)
!437 = !DILocation(line: 21, column: 182, scope: !399)
!438 = !DILocation(line: 21, column: 188, scope: !399)
!439 = !DILocation(line: 21, column: 184, scope: !399)
!440 = !DILocation(line: 21, column: 194, scope: !399)
!441 = !DILocation(line: 21, column: 190, scope: !399)
!442 = !DILocation(line: 21, column: 173, scope: !399)
!443 = !DILocation(line: 21, column: 171, scope: !399)
!444 = !DILocation(line: 21, column: 199, scope: !399)
!445 = !DILocation(line: 21, column: 197, scope: !399)
!446 = !DILocation(line: 21, column: 124, scope: !399)
