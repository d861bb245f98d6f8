; ModuleID = 'programs/memory_pool_allocator.c'
source_filename = "programs/memory_pool_allocator.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.hdr = type { i32, i32, ptr }

@.str = private unnamed_addr constant [80 x i8] c"live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\0A\00", align 1
@fresh = internal global i32 0, align 4
@reuse = internal global i32 0, align 4
@bump_off = internal global i64 0, align 8
@free_lists = internal global [6 x ptr] zeroinitializer, align 16
@class_size = internal constant [6 x i64] [i64 16, i64 32, i64 64, i64 128, i64 256, i64 512], align 16
@arena = internal global [1048576 x i8] zeroinitializer, align 64

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [512 x ptr], align 16
  %3 = alloca [512 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 4096, i1 false)
  store i32 99, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %117, %0
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 20000
  br i1 %22, label %23, label %120

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = mul i32 %24, 1103515245
  %26 = add i32 %25, 12345
  store i32 %26, ptr %4, align 4
  %27 = load i32, ptr %4, align 4
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 512
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = icmp ne ptr %33, null
  br i1 %34, label %35, label %75

35:                                               ; preds = %23
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %40

40:                                               ; preds = %64, %35
  %41 = load i64, ptr %9, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = icmp ult i64 %41, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %40
  %48 = load ptr, ptr %8, align 8
  %49 = load i64, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = load i64, ptr %9, align 8
  %56 = add i64 %54, %55
  %57 = trunc i64 %56 to i8
  %58 = zext i8 %57 to i32
  %59 = icmp ne i32 %52, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %47
  %61 = load i32, ptr %5, align 4
  %62 = sub nsw i32 %61, 1000000
  store i32 %62, ptr %5, align 4
  br label %63

63:                                               ; preds = %60, %47
  br label %64

64:                                               ; preds = %63
  %65 = load i64, ptr %9, align 8
  %66 = add i64 %65, 1
  store i64 %66, ptr %9, align 8
  br label %40, !llvm.loop !5

67:                                               ; preds = %40
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %69
  %71 = load ptr, ptr %70, align 8
  call void @pool_free(ptr noundef %71)
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %73
  store ptr null, ptr %74, align 8
  br label %116

75:                                               ; preds = %23
  %76 = load i32, ptr %4, align 4
  %77 = lshr i32 %76, 20
  %78 = urem i32 %77, 500
  %79 = add i32 1, %78
  %80 = zext i32 %79 to i64
  store i64 %80, ptr %10, align 8
  %81 = load i64, ptr %10, align 8
  %82 = call ptr @pool_alloc(i64 noundef %81)
  store ptr %82, ptr %11, align 8
  %83 = load ptr, ptr %11, align 8
  %84 = icmp ne ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %75
  br label %120

86:                                               ; preds = %75
  store i64 0, ptr %12, align 8
  br label %87

87:                                               ; preds = %100, %86
  %88 = load i64, ptr %12, align 8
  %89 = load i64, ptr %10, align 8
  %90 = icmp ult i64 %88, %89
  br i1 %90, label %91, label %103

91:                                               ; preds = %87
  %92 = load i32, ptr %7, align 4
  %93 = sext i32 %92 to i64
  %94 = load i64, ptr %12, align 8
  %95 = add i64 %93, %94
  %96 = trunc i64 %95 to i8
  %97 = load ptr, ptr %11, align 8
  %98 = load i64, ptr %12, align 8
  %99 = getelementptr inbounds i8, ptr %97, i64 %98
  store i8 %96, ptr %99, align 1
  br label %100

100:                                              ; preds = %91
  %101 = load i64, ptr %12, align 8
  %102 = add i64 %101, 1
  store i64 %102, ptr %12, align 8
  br label %87, !llvm.loop !7

103:                                              ; preds = %87
  %104 = load ptr, ptr %11, align 8
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %106
  store ptr %104, ptr %107, align 8
  %108 = load i64, ptr %10, align 8
  %109 = load i32, ptr %7, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %110
  store i64 %108, ptr %111, align 8
  %112 = load i64, ptr %10, align 8
  %113 = trunc i64 %112 to i32
  %114 = load i32, ptr %5, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr %5, align 4
  br label %116

116:                                              ; preds = %103, %67
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %6, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %6, align 4
  br label %20, !llvm.loop !8

120:                                              ; preds = %85, %20
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %121

121:                                              ; preds = %192, %120
  %122 = load i32, ptr %16, align 4
  %123 = icmp slt i32 %122, 512
  br i1 %123, label %124, label %195

124:                                              ; preds = %121
  %125 = load i32, ptr %16, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %126
  %128 = load ptr, ptr %127, align 8
  %129 = icmp ne ptr %128, null
  br i1 %129, label %130, label %191

130:                                              ; preds = %124
  %131 = load i32, ptr %14, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %14, align 4
  %133 = load i32, ptr %16, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %134
  %136 = load ptr, ptr %135, align 8
  %137 = ptrtoint ptr %136 to i64
  %138 = urem i64 %137, 16
  %139 = icmp ne i64 %138, 0
  %140 = zext i1 %139 to i32
  %141 = load i32, ptr %15, align 4
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr %15, align 4
  %143 = load i32, ptr %16, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %17, align 4
  br label %145

145:                                              ; preds = %187, %130
  %146 = load i32, ptr %17, align 4
  %147 = icmp slt i32 %146, 512
  br i1 %147, label %148, label %190

148:                                              ; preds = %145
  %149 = load i32, ptr %17, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %150
  %152 = load ptr, ptr %151, align 8
  %153 = icmp ne ptr %152, null
  br i1 %153, label %154, label %186

154:                                              ; preds = %148
  %155 = load i32, ptr %16, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %156
  %158 = load ptr, ptr %157, align 8
  %159 = ptrtoint ptr %158 to i64
  store i64 %159, ptr %18, align 8
  %160 = load i32, ptr %17, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %161
  %163 = load ptr, ptr %162, align 8
  %164 = ptrtoint ptr %163 to i64
  store i64 %164, ptr %19, align 8
  %165 = load i64, ptr %18, align 8
  %166 = load i64, ptr %19, align 8
  %167 = load i32, ptr %17, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %168
  %170 = load i64, ptr %169, align 8
  %171 = add i64 %166, %170
  %172 = icmp ult i64 %165, %171
  br i1 %172, label %173, label %185

173:                                              ; preds = %154
  %174 = load i64, ptr %19, align 8
  %175 = load i64, ptr %18, align 8
  %176 = load i32, ptr %16, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %177
  %179 = load i64, ptr %178, align 8
  %180 = add i64 %175, %179
  %181 = icmp ult i64 %174, %180
  br i1 %181, label %182, label %185

182:                                              ; preds = %173
  %183 = load i32, ptr %13, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %13, align 4
  br label %185

185:                                              ; preds = %182, %173, %154
  br label %186

186:                                              ; preds = %185, %148
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %17, align 4
  br label %145, !llvm.loop !9

190:                                              ; preds = %145
  br label %191

191:                                              ; preds = %190, %124
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr %16, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %16, align 4
  br label %121, !llvm.loop !10

195:                                              ; preds = %121
  %196 = load i32, ptr %14, align 4
  %197 = load i32, ptr @fresh, align 4
  %198 = load i32, ptr @reuse, align 4
  %199 = load i64, ptr @bump_off, align 8
  %200 = load i32, ptr %5, align 4
  %201 = load i32, ptr %13, align 4
  %202 = load i32, ptr %15, align 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %196, i32 noundef %197, i32 noundef %198, i64 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202)
  %204 = load i32, ptr %13, align 4
  %205 = icmp ne i32 %204, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %195
  %207 = load i32, ptr %15, align 4
  %208 = icmp ne i32 %207, 0
  br i1 %208, label %209, label %210

209:                                              ; preds = %206, %195
  br label %213

210:                                              ; preds = %206
  %211 = load i32, ptr %14, align 4
  %212 = and i32 %211, 127
  br label %213

213:                                              ; preds = %210, %209
  %214 = phi i32 [ 100, %209 ], [ %212, %210 ]
  ret i32 %214
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pool_free(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.hdr, ptr %4, i64 -1
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.hdr, ptr %6, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = icmp ne i32 %8, -17973521
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  br label %28

11:                                               ; preds = %1
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.hdr, ptr %12, i32 0, i32 1
  store i32 57005, ptr %13, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.hdr, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.hdr, ptr %20, i32 0, i32 2
  store ptr %19, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.hdr, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %26
  store ptr %22, ptr %27, align 8
  br label %28

28:                                               ; preds = %11, %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pool_alloc(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i64 %0, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = call i32 @cls_of(i64 noundef %6)
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store ptr null, ptr %2, align 8
  br label %50

11:                                               ; preds = %1
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %5, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %27

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.hdr, ptr %19, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %23
  store ptr %21, ptr %24, align 8
  %25 = load i32, ptr @reuse, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @reuse, align 4
  br label %40

27:                                               ; preds = %11
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = add i64 16, %31
  %33 = call ptr @bump(i64 noundef %32, i64 noundef 16)
  store ptr %33, ptr %5, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %37, label %36

36:                                               ; preds = %27
  store ptr null, ptr %2, align 8
  br label %50

37:                                               ; preds = %27
  %38 = load i32, ptr @fresh, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @fresh, align 4
  br label %40

40:                                               ; preds = %37, %18
  %41 = load i32, ptr %4, align 4
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.hdr, ptr %42, i32 0, i32 0
  store i32 %41, ptr %43, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.hdr, ptr %44, i32 0, i32 1
  store i32 -17973521, ptr %45, align 4
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.hdr, ptr %46, i32 0, i32 2
  store ptr null, ptr %47, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.hdr, ptr %48, i64 1
  store ptr %49, ptr %2, align 8
  br label %50

50:                                               ; preds = %40, %36, %10
  %51 = load ptr, ptr %2, align 8
  ret ptr %51
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_of(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = icmp ule i64 %9, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4
  store i32 %16, ptr %2, align 4
  br label %22

17:                                               ; preds = %8
  br label %18

18:                                               ; preds = %17
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !11

21:                                               ; preds = %5
  store i32 -1, ptr %2, align 4
  br label %22

22:                                               ; preds = %21, %15
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @bump(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr @bump_off, align 8
  %8 = load i64, ptr %5, align 8
  %9 = add i64 %7, %8
  %10 = sub i64 %9, 1
  %11 = load i64, ptr %5, align 8
  %12 = sub i64 %11, 1
  %13 = xor i64 %12, -1
  %14 = and i64 %10, %13
  store i64 %14, ptr %6, align 8
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %4, align 8
  %17 = add i64 %15, %16
  %18 = icmp ugt i64 %17, 1048576
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %26

20:                                               ; preds = %2
  %21 = load i64, ptr %6, align 8
  %22 = load i64, ptr %4, align 8
  %23 = add i64 %21, %22
  store i64 %23, ptr @bump_off, align 8
  %24 = load i64, ptr %6, align 8
  %25 = getelementptr inbounds i8, ptr @arena, i64 %24
  store ptr %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %20, %19
  %27 = load ptr, ptr %3, align 8
  ret ptr %27
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
