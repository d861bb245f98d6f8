; ModuleID = 'programs/string_functions_edges.c'
source_filename = "programs/string_functions_edges.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"strlen: %zu %zu %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"strncpy pad:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"toolong\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c" | no-term %.4s\0A\00", align 1
@__const.main.cat = private unnamed_addr constant [32 x i8] c"foo\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"bar\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"bazqux\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"cat=%s len=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"hello, world\00", align 1
@.str.11 = private unnamed_addr constant [57 x i8] c"strchr(o)=%td strchr(0)=%td strrchr(o)=%td strchr(z)=%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"strstr: %td %td %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"worlds\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"spn=%zu cspn=%zu pbrk=%td\0A\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"aaabbbccc\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c" ,\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c",w\00", align 1
@__const.main.toks = private unnamed_addr constant [30 x i8] c"  alpha, beta;;gamma ,delta  \00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c" ,;\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c" %d tokens\0A\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"duplicate\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"truncated\00", align 1
@.str.29 = private unnamed_addr constant [36 x i8] c"strdup=%s strndup=%s casecmp=%d %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"HeLLo\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"ABCd\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"abce\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [1000 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca [4 x i8], align 1
  %6 = alloca [32 x i8], align 1
  %7 = alloca ptr, align 8
  %8 = alloca [30 x i8], align 1
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %14 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 120, i64 999, i1 false)
  %15 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 999
  store i8 0, ptr %15, align 1
  %16 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  %17 = call i64 @strlen(ptr noundef %16) #6
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 0, i64 noundef 1, i64 noundef %17)
  %19 = call i32 @sgn(i32 noundef -1)
  %20 = call i32 @sgn(i32 noundef 1)
  %21 = call i32 @sgn(i32 noundef 0)
  %22 = call i32 @sgn(i32 noundef 1)
  %23 = call i32 @sgn(i32 noundef 0)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %25, i8 35, i64 10, i1 false)
  %26 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 0
  %27 = call ptr @strncpy(ptr noundef %26, ptr noundef @.str.2, i64 noundef 10) #7
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %39, %0
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 10
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37)
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %29, !llvm.loop !6

42:                                               ; preds = %29
  %43 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 0
  %44 = call ptr @strncpy(ptr noundef %43, ptr noundef @.str.5, i64 noundef 4) #7
  %45 = getelementptr inbounds [4 x i8], ptr %5, i64 0, i64 0
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %45)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.cat, i64 32, i1 false)
  %47 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %48 = call ptr @strcat(ptr noundef %47, ptr noundef @.str.7) #7
  %49 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %50 = call ptr @strncat(ptr noundef %49, ptr noundef @.str.8, i64 noundef 3) #7
  %51 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %52 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %53 = call i64 @strlen(ptr noundef %52) #6
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %51, i64 noundef %53)
  store ptr @.str.10, ptr %7, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = call ptr @strchr(ptr noundef %55, i32 noundef 111) #6
  %57 = load ptr, ptr %7, align 8
  %58 = ptrtoint ptr %56 to i64
  %59 = ptrtoint ptr %57 to i64
  %60 = sub i64 %58, %59
  %61 = load ptr, ptr %7, align 8
  %62 = call ptr @strchr(ptr noundef %61, i32 noundef 0) #6
  %63 = load ptr, ptr %7, align 8
  %64 = ptrtoint ptr %62 to i64
  %65 = ptrtoint ptr %63 to i64
  %66 = sub i64 %64, %65
  %67 = load ptr, ptr %7, align 8
  %68 = call ptr @strrchr(ptr noundef %67, i32 noundef 111) #6
  %69 = load ptr, ptr %7, align 8
  %70 = ptrtoint ptr %68 to i64
  %71 = ptrtoint ptr %69 to i64
  %72 = sub i64 %70, %71
  %73 = load ptr, ptr %7, align 8
  %74 = call ptr @strchr(ptr noundef %73, i32 noundef 122) #6
  %75 = icmp ne ptr %74, null
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, ptr @.str.12, ptr @.str.13
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %60, i64 noundef %66, i64 noundef %72, ptr noundef %77)
  %79 = load ptr, ptr %7, align 8
  %80 = call ptr @strstr(ptr noundef %79, ptr noundef @.str.15) #6
  %81 = load ptr, ptr %7, align 8
  %82 = ptrtoint ptr %80 to i64
  %83 = ptrtoint ptr %81 to i64
  %84 = sub i64 %82, %83
  %85 = load ptr, ptr %7, align 8
  %86 = call ptr @strstr(ptr noundef %85, ptr noundef @.str.16) #6
  %87 = load ptr, ptr %7, align 8
  %88 = ptrtoint ptr %86 to i64
  %89 = ptrtoint ptr %87 to i64
  %90 = sub i64 %88, %89
  %91 = load ptr, ptr %7, align 8
  %92 = call ptr @strstr(ptr noundef %91, ptr noundef @.str.17) #6
  %93 = icmp ne ptr %92, null
  %94 = zext i1 %93 to i64
  %95 = select i1 %93, ptr @.str.12, ptr @.str.13
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %84, i64 noundef %90, ptr noundef %95)
  %97 = call i64 @strspn(ptr noundef @.str.19, ptr noundef @.str.20) #6
  %98 = call i64 @strcspn(ptr noundef @.str.21, ptr noundef @.str.22) #6
  %99 = load ptr, ptr %7, align 8
  %100 = call ptr @strpbrk(ptr noundef %99, ptr noundef @.str.23) #6
  %101 = load ptr, ptr %7, align 8
  %102 = ptrtoint ptr %100 to i64
  %103 = ptrtoint ptr %101 to i64
  %104 = sub i64 %102, %103
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %97, i64 noundef %98, i64 noundef %104)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.toks, i64 30, i1 false)
  store i32 0, ptr %11, align 4
  %106 = getelementptr inbounds [30 x i8], ptr %8, i64 0, i64 0
  %107 = call ptr @strtok_r(ptr noundef %106, ptr noundef @.str.24, ptr noundef %9) #7
  store ptr %107, ptr %10, align 8
  br label %108

108:                                              ; preds = %116, %42
  %109 = load ptr, ptr %10, align 8
  %110 = icmp ne ptr %109, null
  br i1 %110, label %111, label %118

111:                                              ; preds = %108
  %112 = load ptr, ptr %10, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %112)
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %11, align 4
  br label %116

116:                                              ; preds = %111
  %117 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.24, ptr noundef %9) #7
  store ptr %117, ptr %10, align 8
  br label %108, !llvm.loop !8

118:                                              ; preds = %108
  %119 = load i32, ptr %11, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %119)
  %121 = call noalias ptr @strdup(ptr noundef @.str.27) #7
  store ptr %121, ptr %12, align 8
  %122 = call noalias ptr @strndup(ptr noundef @.str.28, i64 noundef 5) #7
  store ptr %122, ptr %13, align 8
  %123 = load ptr, ptr %12, align 8
  %124 = load ptr, ptr %13, align 8
  %125 = call i32 @strcasecmp(ptr noundef @.str.30, ptr noundef @.str.31) #6
  %126 = call i32 @sgn(i32 noundef %125)
  %127 = call i32 @strncasecmp(ptr noundef @.str.32, ptr noundef @.str.33, i64 noundef 4) #6
  %128 = call i32 @sgn(i32 noundef %127)
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %123, ptr noundef %124, i32 noundef %126, i32 noundef %128)
  %130 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %130) #7
  %131 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %131) #7
  %132 = load i32, ptr %11, align 4
  ret i32 %132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

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

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: nounwind
declare noalias ptr @strndup(ptr noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcasecmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncasecmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
