; ModuleID = 'src/zlib/uncompr.c'
source_filename = "src/zlib/uncompr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uncompress2_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.z_stream_s, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 -1, ptr %12, align 4
  %15 = load ptr, ptr %9, align 8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %4
  %18 = load ptr, ptr %9, align 8
  %19 = load i64, ptr %18, align 8
  %20 = icmp ugt i64 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = load ptr, ptr %8, align 8
  %23 = icmp eq ptr %22, null
  br i1 %23, label %34, label %24

24:                                               ; preds = %21, %17
  %25 = load ptr, ptr %7, align 8
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %7, align 8
  %29 = load i64, ptr %28, align 8
  %30 = icmp ugt i64 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  %32 = load ptr, ptr %6, align 8
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %35

34:                                               ; preds = %31, %24, %21, %4
  store i32 -2, ptr %5, align 4
  br label %148

35:                                               ; preds = %31, %27
  %36 = load ptr, ptr %9, align 8
  %37 = load i64, ptr %36, align 8
  store i64 %37, ptr %13, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load i64, ptr %38, align 8
  store i64 %39, ptr %14, align 8
  %40 = load i64, ptr %14, align 8
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %35
  %43 = load ptr, ptr %6, align 8
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %47

45:                                               ; preds = %42
  %46 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 13
  store ptr %46, ptr %6, align 8
  br label %47

47:                                               ; preds = %45, %42, %35
  %48 = load ptr, ptr %8, align 8
  %49 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 0
  store ptr %48, ptr %49, align 8
  %50 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  store i32 0, ptr %50, align 8
  %51 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 8
  store ptr null, ptr %51, align 8
  %52 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 9
  store ptr null, ptr %52, align 8
  %53 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 10
  store ptr null, ptr %53, align 8
  %54 = call i32 @inflateInit_(ptr noundef %10, ptr noundef @.str, i32 noundef 112)
  store i32 %54, ptr %11, align 4
  %55 = load i32, ptr %11, align 4
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %59

57:                                               ; preds = %47
  %58 = load i32, ptr %11, align 4
  store i32 %58, ptr %5, align 4
  br label %148

59:                                               ; preds = %47
  %60 = load ptr, ptr %6, align 8
  %61 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 3
  store ptr %60, ptr %61, align 8
  %62 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 4
  store i32 0, ptr %62, align 8
  br label %63

63:                                               ; preds = %103, %59
  %64 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 4
  %65 = load i32, ptr %64, align 8
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %82

67:                                               ; preds = %63
  %68 = load i64, ptr %14, align 8
  %69 = icmp ugt i64 %68, 4294967295
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  br label %74

71:                                               ; preds = %67
  %72 = load i64, ptr %14, align 8
  %73 = trunc i64 %72 to i32
  br label %74

74:                                               ; preds = %71, %70
  %75 = phi i32 [ -1, %70 ], [ %73, %71 ]
  %76 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 4
  store i32 %75, ptr %76, align 8
  %77 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 4
  %78 = load i32, ptr %77, align 8
  %79 = zext i32 %78 to i64
  %80 = load i64, ptr %14, align 8
  %81 = sub i64 %80, %79
  store i64 %81, ptr %14, align 8
  br label %82

82:                                               ; preds = %74, %63
  %83 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  %84 = load i32, ptr %83, align 8
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %101

86:                                               ; preds = %82
  %87 = load i64, ptr %13, align 8
  %88 = icmp ugt i64 %87, 4294967295
  br i1 %88, label %89, label %90

89:                                               ; preds = %86
  br label %93

90:                                               ; preds = %86
  %91 = load i64, ptr %13, align 8
  %92 = trunc i64 %91 to i32
  br label %93

93:                                               ; preds = %90, %89
  %94 = phi i32 [ -1, %89 ], [ %92, %90 ]
  %95 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  store i32 %94, ptr %95, align 8
  %96 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  %97 = load i32, ptr %96, align 8
  %98 = zext i32 %97 to i64
  %99 = load i64, ptr %13, align 8
  %100 = sub i64 %99, %98
  store i64 %100, ptr %13, align 8
  br label %101

101:                                              ; preds = %93, %82
  %102 = call i32 @inflate(ptr noundef %10, i32 noundef 0)
  store i32 %102, ptr %11, align 4
  br label %103

103:                                              ; preds = %101
  %104 = load i32, ptr %11, align 4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %63, label %106, !llvm.loop !6

106:                                              ; preds = %103
  %107 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  %108 = load i32, ptr %107, align 8
  %109 = zext i32 %108 to i64
  %110 = load i64, ptr %13, align 8
  %111 = add i64 %110, %109
  store i64 %111, ptr %13, align 8
  %112 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 4
  %113 = load i32, ptr %112, align 8
  %114 = zext i32 %113 to i64
  %115 = load i64, ptr %14, align 8
  %116 = add i64 %115, %114
  store i64 %116, ptr %14, align 8
  %117 = load i64, ptr %13, align 8
  %118 = load ptr, ptr %9, align 8
  %119 = load i64, ptr %118, align 8
  %120 = sub i64 %119, %117
  store i64 %120, ptr %118, align 8
  %121 = load i64, ptr %14, align 8
  %122 = load ptr, ptr %7, align 8
  %123 = load i64, ptr %122, align 8
  %124 = sub i64 %123, %121
  store i64 %124, ptr %122, align 8
  %125 = call i32 @inflateEnd(ptr noundef %10)
  %126 = load i32, ptr %11, align 4
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129

128:                                              ; preds = %106
  br label %146

129:                                              ; preds = %106
  %130 = load i32, ptr %11, align 4
  %131 = icmp eq i32 %130, 2
  br i1 %131, label %132, label %133

132:                                              ; preds = %129
  br label %144

133:                                              ; preds = %129
  %134 = load i32, ptr %11, align 4
  %135 = icmp eq i32 %134, -5
  br i1 %135, label %136, label %140

136:                                              ; preds = %133
  %137 = load i64, ptr %13, align 8
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %139, label %140

139:                                              ; preds = %136
  br label %142

140:                                              ; preds = %136, %133
  %141 = load i32, ptr %11, align 4
  br label %142

142:                                              ; preds = %140, %139
  %143 = phi i32 [ -3, %139 ], [ %141, %140 ]
  br label %144

144:                                              ; preds = %142, %132
  %145 = phi i32 [ -3, %132 ], [ %143, %142 ]
  br label %146

146:                                              ; preds = %144, %128
  %147 = phi i32 [ 0, %128 ], [ %145, %144 ]
  store i32 %147, ptr %5, align 4
  br label %148

148:                                              ; preds = %146, %57, %34
  %149 = load i32, ptr %5, align 4
  ret i32 %149
}

declare i32 @inflateInit_(ptr noundef, ptr noundef, i32 noundef) #1

declare i32 @inflate(ptr noundef, i32 noundef) #1

declare i32 @inflateEnd(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uncompress2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %10, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load i64, ptr %14, align 8
  store i64 %15, ptr %11, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %7, align 8
  %18 = call i32 @uncompress2_z(ptr noundef %16, ptr noundef %10, ptr noundef %17, ptr noundef %11)
  store i32 %18, ptr %9, align 4
  %19 = load i64, ptr %11, align 8
  %20 = load ptr, ptr %8, align 8
  store i64 %19, ptr %20, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load ptr, ptr %6, align 8
  store i64 %21, ptr %22, align 8
  %23 = load i32, ptr %9, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uncompress_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %10 = load i64, ptr %8, align 8
  store i64 %10, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = call i32 @uncompress2_z(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %9)
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uncompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %10 = load i64, ptr %8, align 8
  store i64 %10, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = call i32 @uncompress2(ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %9)
  ret i32 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
