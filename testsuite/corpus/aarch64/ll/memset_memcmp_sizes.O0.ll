; ModuleID = 'programs/memset_memcmp_sizes.c'
source_filename = "programs/memset_memcmp_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fills = private unnamed_addr constant [6 x i32] [i32 0, i32 127, i32 128, i32 255, i32 -1, i32 261], align 4
@.str = private unnamed_addr constant [40 x i8] c"const memset: %02x %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"memcmp signs:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c" equal=%d prefix=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"memchr q@%td Z=%s nul@%td\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"bzero zeros=%d bad=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [300 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca [6 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca [40 x i8], align 1
  %11 = alloca [40 x i8], align 1
  %12 = alloca [40 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.fills, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %21

21:                                               ; preds = %93, %0
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %24, label %96

24:                                               ; preds = %21
  store i64 0, ptr %6, align 8
  br label %25

25:                                               ; preds = %89, %24
  %26 = load i64, ptr %6, align 8
  %27 = icmp ule i64 %26, 256
  br i1 %27, label %28, label %92

28:                                               ; preds = %25
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %85, %28
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %88

32:                                               ; preds = %29
  %33 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %33, i8 17, i64 300, i1 false)
  %34 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 0
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = trunc i32 %41 to i8
  %43 = load i64, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %37, i8 %42, i64 %43, i1 false)
  store i64 0, ptr %8, align 8
  br label %44

44:                                               ; preds = %81, %32
  %45 = load i64, ptr %8, align 8
  %46 = icmp ult i64 %45, 300
  br i1 %46, label %47, label %84

47:                                               ; preds = %44
  %48 = load i64, ptr %8, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = icmp uge i64 %48, %50
  br i1 %51, label %52, label %66

52:                                               ; preds = %47
  %53 = load i64, ptr %8, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = load i64, ptr %6, align 8
  %57 = add i64 %55, %56
  %58 = icmp ult i64 %53, %57
  br i1 %58, label %59, label %66

59:                                               ; preds = %52
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = trunc i32 %63 to i8
  %65 = zext i8 %64 to i32
  br label %67

66:                                               ; preds = %52, %47
  br label %67

67:                                               ; preds = %66, %59
  %68 = phi i32 [ %65, %59 ], [ 17, %66 ]
  %69 = trunc i32 %68 to i8
  store i8 %69, ptr %9, align 1
  %70 = load i64, ptr %8, align 8
  %71 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = load i8, ptr %9, align 1
  %75 = zext i8 %74 to i32
  %76 = icmp ne i32 %73, %75
  br i1 %76, label %77, label %80

77:                                               ; preds = %67
  %78 = load i32, ptr %3, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %3, align 4
  br label %84

80:                                               ; preds = %67
  br label %81

81:                                               ; preds = %80
  %82 = load i64, ptr %8, align 8
  %83 = add i64 %82, 1
  store i64 %83, ptr %8, align 8
  br label %44, !llvm.loop !6

84:                                               ; preds = %77, %44
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %7, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %7, align 4
  br label %29, !llvm.loop !8

88:                                               ; preds = %29
  br label %89

89:                                               ; preds = %88
  %90 = load i64, ptr %6, align 8
  %91 = add i64 %90, 1
  store i64 %91, ptr %6, align 8
  br label %25, !llvm.loop !9

92:                                               ; preds = %25
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  br label %21, !llvm.loop !10

96:                                               ; preds = %21
  %97 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %97, i8 -85, i64 1, i1 false)
  %98 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  call void @llvm.memset.p0.i64(ptr align 1 %99, i8 0, i64 7, i1 false)
  %100 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  call void @llvm.memset.p0.i64(ptr align 1 %101, i8 90, i64 16, i1 false)
  %102 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %103 = getelementptr inbounds i8, ptr %102, i64 24
  call void @llvm.memset.p0.i64(ptr align 1 %103, i8 -1, i64 16, i1 false)
  %104 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i32
  %107 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 7
  %108 = load i8, ptr %107, align 1
  %109 = zext i8 %108 to i32
  %110 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 8
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 23
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 39
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %106, i32 noundef %109, i32 noundef %112, i32 noundef %115, i32 noundef %118)
  %120 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %121 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr align 1 %121, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %122

122:                                              ; preds = %147, %96
  %123 = load i32, ptr %13, align 4
  %124 = icmp slt i32 %123, 40
  br i1 %124, label %125, label %150

125:                                              ; preds = %122
  %126 = load i32, ptr %13, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 %127
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i32
  %131 = xor i32 %130, 128
  %132 = trunc i32 %131 to i8
  store i8 %132, ptr %128, align 1
  %133 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %134 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %135 = call i32 @memcmp(ptr noundef %133, ptr noundef %134, i64 noundef 40) #5
  %136 = call i32 @sgn(i32 noundef %135)
  %137 = load i32, ptr %13, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [40 x i32], ptr %12, i64 0, i64 %138
  store i32 %136, ptr %139, align 4
  %140 = load i32, ptr %13, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 %141
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = xor i32 %144, 128
  %146 = trunc i32 %145 to i8
  store i8 %146, ptr %142, align 1
  br label %147

147:                                              ; preds = %125
  %148 = load i32, ptr %13, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %13, align 4
  br label %122, !llvm.loop !11

150:                                              ; preds = %122
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %14, align 4
  br label %152

152:                                              ; preds = %161, %150
  %153 = load i32, ptr %14, align 4
  %154 = icmp slt i32 %153, 40
  br i1 %154, label %155, label %164

155:                                              ; preds = %152
  %156 = load i32, ptr %14, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [40 x i32], ptr %12, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %159)
  br label %161

161:                                              ; preds = %155
  %162 = load i32, ptr %14, align 4
  %163 = add nsw i32 %162, 5
  store i32 %163, ptr %14, align 4
  br label %152, !llvm.loop !12

164:                                              ; preds = %152
  %165 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0
  %166 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 0
  %167 = call i32 @memcmp(ptr noundef %165, ptr noundef %166, i64 noundef 40) #5
  %168 = call i32 @sgn(i32 noundef 1)
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %167, i32 noundef %168)
  store ptr @.str.4, ptr %15, align 8
  %170 = load ptr, ptr %15, align 8
  %171 = load ptr, ptr %15, align 8
  %172 = call i64 @strlen(ptr noundef %171) #5
  %173 = call ptr @memchr(ptr noundef %170, i32 noundef 113, i64 noundef %172) #5
  store ptr %173, ptr %16, align 8
  %174 = load ptr, ptr %15, align 8
  %175 = load ptr, ptr %15, align 8
  %176 = call i64 @strlen(ptr noundef %175) #5
  %177 = call ptr @memchr(ptr noundef %174, i32 noundef 90, i64 noundef %176) #5
  store ptr %177, ptr %17, align 8
  %178 = load ptr, ptr %15, align 8
  %179 = load ptr, ptr %15, align 8
  %180 = call i64 @strlen(ptr noundef %179) #5
  %181 = add i64 %180, 1
  %182 = call ptr @memchr(ptr noundef %178, i32 noundef 0, i64 noundef %181) #5
  store ptr %182, ptr %18, align 8
  %183 = load ptr, ptr %16, align 8
  %184 = load ptr, ptr %15, align 8
  %185 = ptrtoint ptr %183 to i64
  %186 = ptrtoint ptr %184 to i64
  %187 = sub i64 %185, %186
  %188 = load ptr, ptr %17, align 8
  %189 = icmp ne ptr %188, null
  %190 = zext i1 %189 to i64
  %191 = select i1 %189, ptr @.str.6, ptr @.str.7
  %192 = load ptr, ptr %18, align 8
  %193 = load ptr, ptr %15, align 8
  %194 = ptrtoint ptr %192 to i64
  %195 = ptrtoint ptr %193 to i64
  %196 = sub i64 %194, %195
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %187, ptr noundef %191, i64 noundef %196)
  %198 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %198, i8 0, i64 100, i1 false)
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %199

199:                                              ; preds = %212, %164
  %200 = load i32, ptr %20, align 4
  %201 = icmp slt i32 %200, 100
  br i1 %201, label %202, label %215

202:                                              ; preds = %199
  %203 = load i32, ptr %20, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 %204
  %206 = load i8, ptr %205, align 1
  %207 = zext i8 %206 to i32
  %208 = icmp eq i32 %207, 0
  %209 = zext i1 %208 to i32
  %210 = load i32, ptr %19, align 4
  %211 = add nsw i32 %210, %209
  store i32 %211, ptr %19, align 4
  br label %212

212:                                              ; preds = %202
  %213 = load i32, ptr %20, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %20, align 4
  br label %199, !llvm.loop !13

215:                                              ; preds = %199
  %216 = load i32, ptr %19, align 4
  %217 = load i32, ptr %3, align 4
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %216, i32 noundef %217)
  %219 = load i32, ptr %3, align 4
  ret i32 %219
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
