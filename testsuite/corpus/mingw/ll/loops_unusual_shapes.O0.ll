; ModuleID = 'programs/loops_unusual_shapes.c'
source_filename = "programs/loops_unusual_shapes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [20 x i8] c"down unsigned: %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"uint8 wrap iterations: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"step 7 near UINT_MAX: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"step 4 near INT_MAX: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"first square > 5000 at %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"do-while k=%d odd=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"switch loop i=%d stops=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"two IVs a=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"triangular break grid=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 10, ptr %3, align 4
  br label %20

20:                                               ; preds = %24, %0
  %21 = load i32, ptr %3, align 4
  %22 = add i32 %21, -1
  store i32 %22, ptr %3, align 4
  %23 = icmp ugt i32 %21, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %20
  %25 = load i32, ptr %2, align 4
  %26 = mul i32 %25, 3
  %27 = load i32, ptr %3, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %2, align 4
  br label %20, !llvm.loop !5

29:                                               ; preds = %20
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30)
  store i32 0, ptr %4, align 4
  store i8 -6, ptr %5, align 1
  br label %32

32:                                               ; preds = %39, %29
  %33 = load i8, ptr %5, align 1
  %34 = zext i8 %33 to i32
  %35 = icmp ne i32 %34, 5
  br i1 %35, label %36, label %42

36:                                               ; preds = %32
  %37 = load i32, ptr %4, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %4, align 4
  br label %39

39:                                               ; preds = %36
  %40 = load i8, ptr %5, align 1
  %41 = add i8 %40, 1
  store i8 %41, ptr %5, align 1
  br label %32, !llvm.loop !7

42:                                               ; preds = %32
  %43 = load i32, ptr %4, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43)
  store i32 0, ptr %4, align 4
  store i32 -101, ptr %6, align 4
  br label %45

45:                                               ; preds = %56, %42
  %46 = load i32, ptr %6, align 4
  %47 = icmp uge i32 %46, -101
  br i1 %47, label %48, label %51

48:                                               ; preds = %45
  %49 = load i32, ptr %6, align 4
  %50 = icmp ne i32 %49, 0
  br label %51

51:                                               ; preds = %48, %45
  %52 = phi i1 [ false, %45 ], [ %50, %48 ]
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = load i32, ptr %4, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %4, align 4
  br label %56

56:                                               ; preds = %53
  %57 = load i32, ptr %6, align 4
  %58 = add i32 %57, 7
  store i32 %58, ptr %6, align 4
  br label %45, !llvm.loop !8

59:                                               ; preds = %51
  %60 = load i32, ptr %4, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60)
  store i32 0, ptr %4, align 4
  store i32 2147483597, ptr %7, align 4
  br label %62

62:                                               ; preds = %68, %59
  %63 = load i32, ptr %7, align 4
  %64 = icmp slt i32 %63, 2147483644
  br i1 %64, label %65, label %71

65:                                               ; preds = %62
  %66 = load i32, ptr %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %4, align 4
  br label %68

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4
  %70 = add nsw i32 %69, 4
  store i32 %70, ptr %7, align 4
  br label %62, !llvm.loop !9

71:                                               ; preds = %62
  %72 = load i32, ptr %4, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %72)
  store i32 -1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %74

74:                                               ; preds = %89, %71
  %75 = load i32, ptr %9, align 4
  %76 = icmp slt i32 %75, 1000
  br i1 %76, label %77, label %92

77:                                               ; preds = %74
  %78 = load i32, ptr %9, align 4
  %79 = load i32, ptr %9, align 4
  %80 = mul nsw i32 %78, %79
  %81 = icmp sgt i32 %80, 5000
  br i1 %81, label %82, label %84

82:                                               ; preds = %77
  %83 = load i32, ptr %9, align 4
  store i32 %83, ptr %8, align 4
  br label %92

84:                                               ; preds = %77
  %85 = load i32, ptr %9, align 4
  %86 = icmp eq i32 %85, 999
  br i1 %86, label %87, label %88

87:                                               ; preds = %84
  store i32 -2, ptr %8, align 4
  br label %88

88:                                               ; preds = %87, %84
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4
  br label %74, !llvm.loop !10

92:                                               ; preds = %82, %74
  %93 = load i32, ptr %8, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %93)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %95

95:                                               ; preds = %105, %92
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %10, align 4
  %98 = load i32, ptr %10, align 4
  %99 = srem i32 %98, 2
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %102

101:                                              ; preds = %95
  br label %105

102:                                              ; preds = %95
  %103 = load i32, ptr %11, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %11, align 4
  br label %105

105:                                              ; preds = %102, %101
  %106 = load i32, ptr %10, align 4
  %107 = icmp slt i32 %106, 15
  br i1 %107, label %95, label %108, !llvm.loop !11

108:                                              ; preds = %105
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %11, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %109, i32 noundef %110)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %112

112:                                              ; preds = %130, %108
  %113 = load i32, ptr %13, align 4
  %114 = icmp slt i32 %113, 50
  br i1 %114, label %115, label %133

115:                                              ; preds = %112
  %116 = load i32, ptr %13, align 4
  %117 = srem i32 %116, 7
  switch i32 %117, label %126 [
    i32 3, label %118
    i32 6, label %121
  ]

118:                                              ; preds = %115
  %119 = load i32, ptr %12, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %12, align 4
  br label %130

121:                                              ; preds = %115
  %122 = load i32, ptr %13, align 4
  %123 = icmp sgt i32 %122, 30
  br i1 %123, label %124, label %125

124:                                              ; preds = %121
  br label %134

125:                                              ; preds = %121
  br label %127

126:                                              ; preds = %115
  br label %127

127:                                              ; preds = %126, %125
  %128 = load i32, ptr %12, align 4
  %129 = add nsw i32 %128, 2
  store i32 %129, ptr %12, align 4
  br label %130

130:                                              ; preds = %127, %118
  %131 = load i32, ptr %13, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %13, align 4
  br label %112, !llvm.loop !12

133:                                              ; preds = %112
  br label %134

134:                                              ; preds = %133, %124
  %135 = load i32, ptr %13, align 4
  %136 = load i32, ptr %12, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %135, i32 noundef %136)
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 100, ptr %16, align 4
  br label %138

138:                                              ; preds = %148, %134
  %139 = load i32, ptr %15, align 4
  %140 = load i32, ptr %16, align 4
  %141 = icmp slt i32 %139, %140
  br i1 %141, label %142, label %153

142:                                              ; preds = %138
  %143 = load i32, ptr %15, align 4
  %144 = load i32, ptr %16, align 4
  %145 = mul nsw i32 %143, %144
  %146 = load i32, ptr %14, align 4
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr %14, align 4
  br label %148

148:                                              ; preds = %142
  %149 = load i32, ptr %15, align 4
  %150 = add nsw i32 %149, 3
  store i32 %150, ptr %15, align 4
  %151 = load i32, ptr %16, align 4
  %152 = sub nsw i32 %151, 2
  store i32 %152, ptr %16, align 4
  br label %138, !llvm.loop !13

153:                                              ; preds = %138
  %154 = load i32, ptr %14, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %154)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %156

156:                                              ; preds = %182, %153
  %157 = load i32, ptr %18, align 4
  %158 = icmp slt i32 %157, 8
  br i1 %158, label %159, label %185

159:                                              ; preds = %156
  %160 = load i32, ptr %18, align 4
  store i32 %160, ptr %19, align 4
  br label %161

161:                                              ; preds = %178, %159
  %162 = load i32, ptr %19, align 4
  %163 = icmp slt i32 %162, 8
  br i1 %163, label %164, label %181

164:                                              ; preds = %161
  %165 = load i32, ptr %18, align 4
  %166 = load i32, ptr %19, align 4
  %167 = add nsw i32 %165, %166
  %168 = srem i32 %167, 5
  %169 = icmp eq i32 %168, 4
  br i1 %169, label %170, label %171

170:                                              ; preds = %164
  br label %181

171:                                              ; preds = %164
  %172 = load i32, ptr %18, align 4
  %173 = mul nsw i32 %172, 8
  %174 = load i32, ptr %19, align 4
  %175 = add nsw i32 %173, %174
  %176 = load i32, ptr %17, align 4
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr %17, align 4
  br label %178

178:                                              ; preds = %171
  %179 = load i32, ptr %19, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %19, align 4
  br label %161, !llvm.loop !14

181:                                              ; preds = %170, %161
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %18, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %18, align 4
  br label %156, !llvm.loop !15

185:                                              ; preds = %156
  %186 = load i32, ptr %17, align 4
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %186)
  %188 = load i32, ptr %2, align 4
  %189 = load i32, ptr %14, align 4
  %190 = add i32 %188, %189
  %191 = load i32, ptr %17, align 4
  %192 = add i32 %190, %191
  %193 = and i32 %192, 127
  ret i32 %193
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
