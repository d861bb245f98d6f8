; ModuleID = 'programs/hashmap_strings_chaining.c'
source_filename = "programs/hashmap_strings_chaining.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.map = type { ptr, i64, i64 }
%struct.entry = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [10 x i8] c"key-%d-%x\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"w%d\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"w2999\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"w2998\00", align 1
@.str.4 = private unnamed_addr constant [52 x i8] c"size=%zu buckets=%zu deleted=%d w2999=%ld w2998=%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"present\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"chains:\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c" %zu\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c" max=%zu value sum=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.map, align 8
  %3 = alloca [32 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [8 x i64], align 16
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %33, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %22, 5000
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %26 = load i32, ptr %4, align 4
  %27 = srem i32 %26, 3000
  %28 = load i32, ptr %4, align 4
  %29 = mul i32 %28, -1640531535
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %25, i64 noundef 32, ptr noundef @.str, i32 noundef %27, i32 noundef %29)
  %31 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %32 = load i32, ptr %4, align 4
  call void @put(ptr noundef %2, ptr noundef %31, i32 noundef %32)
  br label %33

33:                                               ; preds = %24
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %21, !llvm.loop !5

36:                                               ; preds = %21
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %57, %36
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 3000
  br i1 %39, label %40, label %60

40:                                               ; preds = %37
  %41 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %42 = load i32, ptr %5, align 4
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %41, i64 noundef 32, ptr noundef @.str.1, i32 noundef %42)
  %44 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %45 = load i32, ptr %5, align 4
  %46 = load i32, ptr %5, align 4
  %47 = mul nsw i32 %45, %46
  call void @put(ptr noundef %2, ptr noundef %44, i32 noundef %47)
  %48 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %49 = call ptr @get(ptr noundef %2, ptr noundef %48)
  store ptr %49, ptr %6, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = icmp ne ptr %50, null
  br i1 %51, label %52, label %56

52:                                               ; preds = %40
  %53 = load ptr, ptr %6, align 8
  %54 = load i32, ptr %53, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %53, align 4
  br label %56

56:                                               ; preds = %52, %40
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  br label %37, !llvm.loop !7

60:                                               ; preds = %37
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %61

61:                                               ; preds = %72, %60
  %62 = load i32, ptr %8, align 4
  %63 = icmp slt i32 %62, 3000
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %66 = load i32, ptr %8, align 4
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %65, i64 noundef 32, ptr noundef @.str.1, i32 noundef %66)
  %68 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %69 = call i32 @del(ptr noundef %2, ptr noundef %68)
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr %7, align 4
  br label %72

72:                                               ; preds = %64
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 2
  store i32 %74, ptr %8, align 4
  br label %61, !llvm.loop !8

75:                                               ; preds = %61
  %76 = call ptr @get(ptr noundef %2, ptr noundef @.str.2)
  store ptr %76, ptr %9, align 8
  %77 = call ptr @get(ptr noundef %2, ptr noundef @.str.3)
  store ptr %77, ptr %10, align 8
  %78 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 2
  %79 = load i64, ptr %78, align 8
  %80 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = load i32, ptr %7, align 4
  %83 = load ptr, ptr %9, align 8
  %84 = icmp ne ptr %83, null
  br i1 %84, label %85, label %88

85:                                               ; preds = %75
  %86 = load ptr, ptr %9, align 8
  %87 = load i32, ptr %86, align 4
  br label %89

88:                                               ; preds = %75
  br label %89

89:                                               ; preds = %88, %85
  %90 = phi i32 [ %87, %85 ], [ -1, %88 ]
  %91 = load ptr, ptr %10, align 8
  %92 = icmp ne ptr %91, null
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, ptr @.str.5, ptr @.str.6
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %79, i64 noundef %81, i32 noundef %82, i32 noundef %90, ptr noundef %94)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 64, i1 false)
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  store i64 0, ptr %14, align 8
  br label %96

96:                                               ; preds = %139, %89
  %97 = load i64, ptr %14, align 8
  %98 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %99 = load i64, ptr %98, align 8
  %100 = icmp ult i64 %97, %99
  br i1 %100, label %101, label %142

101:                                              ; preds = %96
  store i64 0, ptr %15, align 8
  %102 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %103 = load ptr, ptr %102, align 8
  %104 = load i64, ptr %14, align 8
  %105 = getelementptr inbounds ptr, ptr %103, i64 %104
  %106 = load ptr, ptr %105, align 8
  store ptr %106, ptr %16, align 8
  br label %107

107:                                              ; preds = %118, %101
  %108 = load ptr, ptr %16, align 8
  %109 = icmp ne ptr %108, null
  br i1 %109, label %110, label %122

110:                                              ; preds = %107
  %111 = load i64, ptr %15, align 8
  %112 = add i64 %111, 1
  store i64 %112, ptr %15, align 8
  %113 = load ptr, ptr %16, align 8
  %114 = getelementptr inbounds %struct.entry, ptr %113, i32 0, i32 1
  %115 = load i32, ptr %114, align 8
  %116 = load i32, ptr %13, align 4
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr %13, align 4
  br label %118

118:                                              ; preds = %110
  %119 = load ptr, ptr %16, align 8
  %120 = getelementptr inbounds %struct.entry, ptr %119, i32 0, i32 2
  %121 = load ptr, ptr %120, align 8
  store ptr %121, ptr %16, align 8
  br label %107, !llvm.loop !9

122:                                              ; preds = %107
  %123 = load i64, ptr %15, align 8
  %124 = icmp ult i64 %123, 7
  br i1 %124, label %125, label %127

125:                                              ; preds = %122
  %126 = load i64, ptr %15, align 8
  br label %128

127:                                              ; preds = %122
  br label %128

128:                                              ; preds = %127, %125
  %129 = phi i64 [ %126, %125 ], [ 7, %127 ]
  %130 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %129
  %131 = load i64, ptr %130, align 8
  %132 = add i64 %131, 1
  store i64 %132, ptr %130, align 8
  %133 = load i64, ptr %15, align 8
  %134 = load i64, ptr %12, align 8
  %135 = icmp ugt i64 %133, %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %128
  %137 = load i64, ptr %15, align 8
  store i64 %137, ptr %12, align 8
  br label %138

138:                                              ; preds = %136, %128
  br label %139

139:                                              ; preds = %138
  %140 = load i64, ptr %14, align 8
  %141 = add i64 %140, 1
  store i64 %141, ptr %14, align 8
  br label %96, !llvm.loop !10

142:                                              ; preds = %96
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %17, align 4
  br label %144

144:                                              ; preds = %153, %142
  %145 = load i32, ptr %17, align 4
  %146 = icmp slt i32 %145, 8
  br i1 %146, label %147, label %156

147:                                              ; preds = %144
  %148 = load i32, ptr %17, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %151)
  br label %153

153:                                              ; preds = %147
  %154 = load i32, ptr %17, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %17, align 4
  br label %144, !llvm.loop !11

156:                                              ; preds = %144
  %157 = load i64, ptr %12, align 8
  %158 = load i32, ptr %13, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %157, i32 noundef %158)
  store i64 0, ptr %18, align 8
  br label %160

160:                                              ; preds = %185, %156
  %161 = load i64, ptr %18, align 8
  %162 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %163 = load i64, ptr %162, align 8
  %164 = icmp ult i64 %161, %163
  br i1 %164, label %165, label %188

165:                                              ; preds = %160
  %166 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %167 = load ptr, ptr %166, align 8
  %168 = load i64, ptr %18, align 8
  %169 = getelementptr inbounds ptr, ptr %167, i64 %168
  %170 = load ptr, ptr %169, align 8
  store ptr %170, ptr %19, align 8
  br label %171

171:                                              ; preds = %182, %165
  %172 = load ptr, ptr %19, align 8
  %173 = icmp ne ptr %172, null
  br i1 %173, label %174, label %184

174:                                              ; preds = %171
  %175 = load ptr, ptr %19, align 8
  %176 = getelementptr inbounds %struct.entry, ptr %175, i32 0, i32 2
  %177 = load ptr, ptr %176, align 8
  store ptr %177, ptr %20, align 8
  %178 = load ptr, ptr %19, align 8
  %179 = getelementptr inbounds %struct.entry, ptr %178, i32 0, i32 0
  %180 = load ptr, ptr %179, align 8
  call void @free(ptr noundef %180)
  %181 = load ptr, ptr %19, align 8
  call void @free(ptr noundef %181)
  br label %182

182:                                              ; preds = %174
  %183 = load ptr, ptr %20, align 8
  store ptr %183, ptr %19, align 8
  br label %171, !llvm.loop !12

184:                                              ; preds = %171
  br label %185

185:                                              ; preds = %184
  %186 = load i64, ptr %18, align 8
  %187 = add i64 %186, 1
  store i64 %187, ptr %18, align 8
  br label %160, !llvm.loop !13

188:                                              ; preds = %160
  %189 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %190 = load ptr, ptr %189, align 8
  call void @free(ptr noundef %190)
  %191 = load i64, ptr %12, align 8
  %192 = load i32, ptr %7, align 4
  %193 = sext i32 %192 to i64
  %194 = urem i64 %193, 100
  %195 = add i64 %191, %194
  %196 = trunc i64 %195 to i32
  ret i32 %196
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.map, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = add i64 %12, 1
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 3
  %18 = udiv i64 %17, 4
  %19 = icmp ugt i64 %13, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8
  call void @grow(ptr noundef %21)
  br label %22

22:                                               ; preds = %20, %3
  %23 = load ptr, ptr %5, align 8
  %24 = call i64 @fnv(ptr noundef %23)
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.map, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = sub i64 %27, 1
  %29 = and i64 %24, %28
  store i64 %29, ptr %7, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.map, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %7, align 8
  %34 = getelementptr inbounds ptr, ptr %32, i64 %33
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr %8, align 8
  br label %36

36:                                               ; preds = %51, %22
  %37 = load ptr, ptr %8, align 8
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = call i32 @strcmp(ptr noundef %42, ptr noundef %43) #7
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %39
  %47 = load i32, ptr %6, align 4
  %48 = load ptr, ptr %8, align 8
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 1
  store i32 %47, ptr %49, align 8
  br label %89

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50
  %52 = load ptr, ptr %8, align 8
  %53 = getelementptr inbounds %struct.entry, ptr %52, i32 0, i32 2
  %54 = load ptr, ptr %53, align 8
  store ptr %54, ptr %8, align 8
  br label %36, !llvm.loop !14

55:                                               ; preds = %36
  %56 = call ptr @malloc(i64 noundef 24) #8
  store ptr %56, ptr %9, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = call i64 @strlen(ptr noundef %57) #7
  %59 = add i64 %58, 1
  %60 = call ptr @malloc(i64 noundef %59) #8
  %61 = load ptr, ptr %9, align 8
  %62 = getelementptr inbounds %struct.entry, ptr %61, i32 0, i32 0
  store ptr %60, ptr %62, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = getelementptr inbounds %struct.entry, ptr %63, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = call ptr @strcpy(ptr noundef %65, ptr noundef %66) #7
  %68 = load i32, ptr %6, align 4
  %69 = load ptr, ptr %9, align 8
  %70 = getelementptr inbounds %struct.entry, ptr %69, i32 0, i32 1
  store i32 %68, ptr %70, align 8
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.map, ptr %71, i32 0, i32 0
  %73 = load ptr, ptr %72, align 8
  %74 = load i64, ptr %7, align 8
  %75 = getelementptr inbounds ptr, ptr %73, i64 %74
  %76 = load ptr, ptr %75, align 8
  %77 = load ptr, ptr %9, align 8
  %78 = getelementptr inbounds %struct.entry, ptr %77, i32 0, i32 2
  store ptr %76, ptr %78, align 8
  %79 = load ptr, ptr %9, align 8
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr inbounds %struct.map, ptr %80, i32 0, i32 0
  %82 = load ptr, ptr %81, align 8
  %83 = load i64, ptr %7, align 8
  %84 = getelementptr inbounds ptr, ptr %82, i64 %83
  store ptr %79, ptr %84, align 8
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds %struct.map, ptr %85, i32 0, i32 2
  %87 = load i64, ptr %86, align 8
  %88 = add i64 %87, 1
  store i64 %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %55, %46
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.map, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %44

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.map, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = call i64 @fnv(ptr noundef %16)
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.map, ptr %18, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = sub i64 %20, 1
  %22 = and i64 %17, %21
  %23 = getelementptr inbounds ptr, ptr %15, i64 %22
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %39, %12
  %26 = load ptr, ptr %6, align 8
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %43

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.entry, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = call i32 @strcmp(ptr noundef %31, ptr noundef %32) #7
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %28
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.entry, ptr %36, i32 0, i32 1
  store ptr %37, ptr %3, align 8
  br label %44

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %6, align 8
  br label %25, !llvm.loop !15

43:                                               ; preds = %25
  store ptr null, ptr %3, align 8
  br label %44

44:                                               ; preds = %43, %35, %11
  %45 = load ptr, ptr %3, align 8
  ret ptr %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.map, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = icmp ne i64 %10, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %58

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = call i64 @fnv(ptr noundef %17)
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.map, ptr %19, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = sub i64 %21, 1
  %23 = and i64 %18, %22
  %24 = getelementptr inbounds ptr, ptr %16, i64 %23
  store ptr %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %53, %13
  %26 = load ptr, ptr %6, align 8
  %27 = load ptr, ptr %26, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %57

29:                                               ; preds = %25
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = call i32 @strcmp(ptr noundef %33, ptr noundef %34) #7
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %52, label %37

37:                                               ; preds = %29
  %38 = load ptr, ptr %6, align 8
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %7, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %6, align 8
  store ptr %42, ptr %43, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.entry, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  call void @free(ptr noundef %46)
  %47 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %47)
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.map, ptr %48, i32 0, i32 2
  %50 = load i64, ptr %49, align 8
  %51 = add i64 %50, -1
  store i64 %51, ptr %49, align 8
  store i32 1, ptr %3, align 4
  br label %58

52:                                               ; preds = %29
  br label %53

53:                                               ; preds = %52
  %54 = load ptr, ptr %6, align 8
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds %struct.entry, ptr %55, i32 0, i32 2
  store ptr %56, ptr %6, align 8
  br label %25, !llvm.loop !16

57:                                               ; preds = %25
  store i32 0, ptr %3, align 4
  br label %58

58:                                               ; preds = %57, %37, %12
  %59 = load i32, ptr %3, align 4
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grow(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.map, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %1
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 2
  br label %19

18:                                               ; preds = %1
  br label %19

19:                                               ; preds = %18, %13
  %20 = phi i64 [ %17, %13 ], [ 8, %18 ]
  store i64 %20, ptr %3, align 8
  %21 = load i64, ptr %3, align 8
  %22 = call ptr @calloc(i64 noundef %21, i64 noundef 8) #9
  store ptr %22, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %23

23:                                               ; preds = %63, %19
  %24 = load i64, ptr %5, align 8
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.map, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = icmp ult i64 %24, %27
  br i1 %28, label %29, label %66

29:                                               ; preds = %23
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.map, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %5, align 8
  %34 = getelementptr inbounds ptr, ptr %32, i64 %33
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr %6, align 8
  br label %36

36:                                               ; preds = %60, %29
  %37 = load ptr, ptr %6, align 8
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %62

39:                                               ; preds = %36
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %7, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.entry, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = call i64 @fnv(ptr noundef %45)
  %47 = load i64, ptr %3, align 8
  %48 = sub i64 %47, 1
  %49 = and i64 %46, %48
  store i64 %49, ptr %8, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = load i64, ptr %8, align 8
  %52 = getelementptr inbounds ptr, ptr %50, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.entry, ptr %54, i32 0, i32 2
  store ptr %53, ptr %55, align 8
  %56 = load ptr, ptr %6, align 8
  %57 = load ptr, ptr %4, align 8
  %58 = load i64, ptr %8, align 8
  %59 = getelementptr inbounds ptr, ptr %57, i64 %58
  store ptr %56, ptr %59, align 8
  br label %60

60:                                               ; preds = %39
  %61 = load ptr, ptr %7, align 8
  store ptr %61, ptr %6, align 8
  br label %36, !llvm.loop !17

62:                                               ; preds = %36
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %5, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %5, align 8
  br label %23, !llvm.loop !18

66:                                               ; preds = %23
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds %struct.map, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  call void @free(ptr noundef %69)
  %70 = load ptr, ptr %4, align 8
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds %struct.map, ptr %71, i32 0, i32 0
  store ptr %70, ptr %72, align 8
  %73 = load i64, ptr %3, align 8
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds %struct.map, ptr %74, i32 0, i32 1
  store i64 %73, ptr %75, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 1469598103934665603, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %2, align 8
  %12 = load i8, ptr %10, align 1
  %13 = zext i8 %12 to i64
  %14 = xor i64 %9, %13
  %15 = mul i64 %14, 1099511628211
  store i64 %15, ptr %3, align 8
  br label %4, !llvm.loop !19

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: allocsize(0,1)
declare dso_local ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0,1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }
attributes #9 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
