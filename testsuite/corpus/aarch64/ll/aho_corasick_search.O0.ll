; ModuleID = 'programs/aho_corasick_search.c'
source_filename = "programs/aho_corasick_search.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@pats = internal global [12 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@main.text = internal global [20001 x i8] zeroinitializer, align 1
@__const.main.alpha = private unnamed_addr constant [6 x i8] c"ahsre\00", align 1
@go_ = internal global [2000 x [26 x i32]] zeroinitializer, align 4
@out_ = internal global [2000 x i32] zeroinitializer, align 4
@outlink = internal global [2000 x i32] zeroinitializer, align 4
@pid = internal global [2000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [10 x i8] c"%-5s %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"nodes=%d bad=%d\0A\00", align 1
@nodes = internal global i32 1, align 4
@.str.2 = private unnamed_addr constant [3 x i8] c"he\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"she\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"his\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"hers\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"ash\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"shah\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"aa\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sha\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"ssh\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"rsh\00", align 1
@fail_ = internal global [2000 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca [12 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %24, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %2, align 4
  call void @insert(ptr noundef %22, i32 noundef %23)
  br label %24

24:                                               ; preds = %18
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %15, !llvm.loop !6

27:                                               ; preds = %15
  call void @build()
  store i32 12345, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.alpha, i64 6, i1 false)
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %44, %27
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 20000
  br i1 %30, label %31, label %47

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, 1103515245
  %34 = add i32 %33, 12345
  store i32 %34, ptr %3, align 4
  %35 = load i32, ptr %3, align 4
  %36 = lshr i32 %35, 16
  %37 = urem i32 %36, 5
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [6 x i8], ptr %4, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %42
  store i8 %40, ptr %43, align 1
  br label %44

44:                                               ; preds = %31
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  br label %28, !llvm.loop !8

47:                                               ; preds = %28
  store i8 0, ptr getelementptr inbounds ([20001 x i8], ptr @main.text, i64 0, i64 20000), align 1
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 96, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %48

48:                                               ; preds = %99, %47
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %54, label %102

54:                                               ; preds = %48
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %56
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = sub nsw i32 %62, 97
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [26 x i32], ptr %57, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %54
  %73 = load i32, ptr %7, align 4
  br label %79

74:                                               ; preds = %54
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  br label %79

79:                                               ; preds = %74, %72
  %80 = phi i32 [ %73, %72 ], [ %78, %74 ]
  store i32 %80, ptr %9, align 4
  br label %81

81:                                               ; preds = %93, %79
  %82 = load i32, ptr %9, align 4
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %98

84:                                               ; preds = %81
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [12 x i64], ptr %6, i64 0, i64 %89
  %91 = load i64, ptr %90, align 8
  %92 = add nsw i64 %91, 1
  store i64 %92, ptr %90, align 8
  br label %93

93:                                               ; preds = %84
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  store i32 %97, ptr %9, align 4
  br label %81, !llvm.loop !9

98:                                               ; preds = %81
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %8, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %8, align 4
  br label %48, !llvm.loop !10

102:                                              ; preds = %48
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %103

103:                                              ; preds = %156, %102
  %104 = load i32, ptr %11, align 4
  %105 = icmp slt i32 %104, 12
  br i1 %105, label %106, label %159

106:                                              ; preds = %103
  store i64 0, ptr %12, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  %111 = call i64 @strlen(ptr noundef %110) #5
  store i64 %111, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %112

112:                                              ; preds = %133, %106
  %113 = load i32, ptr %14, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %114
  %116 = load i8, ptr %115, align 1
  %117 = icmp ne i8 %116, 0
  br i1 %117, label %118, label %136

118:                                              ; preds = %112
  %119 = load i32, ptr %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i8, ptr @main.text, i64 %120
  %122 = load i32, ptr %11, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %123
  %125 = load ptr, ptr %124, align 8
  %126 = load i64, ptr %13, align 8
  %127 = call i32 @strncmp(ptr noundef %121, ptr noundef %125, i64 noundef %126) #5
  %128 = icmp eq i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = sext i32 %129 to i64
  %131 = load i64, ptr %12, align 8
  %132 = add nsw i64 %131, %130
  store i64 %132, ptr %12, align 8
  br label %133

133:                                              ; preds = %118
  %134 = load i32, ptr %14, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %14, align 4
  br label %112, !llvm.loop !11

136:                                              ; preds = %112
  %137 = load i64, ptr %12, align 8
  %138 = load i32, ptr %11, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [12 x i64], ptr %6, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8
  %142 = icmp ne i64 %137, %141
  br i1 %142, label %143, label %146

143:                                              ; preds = %136
  %144 = load i32, ptr %10, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %10, align 4
  br label %146

146:                                              ; preds = %143, %136
  %147 = load i32, ptr %11, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %148
  %150 = load ptr, ptr %149, align 8
  %151 = load i32, ptr %11, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [12 x i64], ptr %6, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %150, i64 noundef %154)
  br label %156

156:                                              ; preds = %146
  %157 = load i32, ptr %11, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %11, align 4
  br label %103, !llvm.loop !12

159:                                              ; preds = %103
  %160 = load i32, ptr @nodes, align 4
  %161 = load i32, ptr %10, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %160, i32 noundef %161)
  %163 = load i32, ptr %10, align 4
  %164 = icmp ne i32 %163, 0
  br i1 %164, label %165, label %166

165:                                              ; preds = %159
  br label %169

166:                                              ; preds = %159
  %167 = load i32, ptr @nodes, align 4
  %168 = and i32 %167, 127
  br label %169

169:                                              ; preds = %166, %165
  %170 = phi i32 [ 100, %165 ], [ %168, %166 ]
  ret i32 %170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insert(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %41, %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = sub nsw i32 %14, 97
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [26 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %33, label %24

24:                                               ; preds = %11
  %25 = load i32, ptr @nodes, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @nodes, align 4
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %28
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [26 x i32], ptr %29, i64 0, i64 %31
  store i32 %25, ptr %32, align 4
  br label %33

33:                                               ; preds = %24, %11
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %35
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [26 x i32], ptr %36, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %5, align 4
  br label %41

41:                                               ; preds = %33
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds i8, ptr %42, i32 1
  store ptr %43, ptr %3, align 8
  br label %7, !llvm.loop !13

44:                                               ; preds = %7
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %46
  store i32 1, ptr %47, align 4
  %48 = load i32, ptr %4, align 4
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %50
  store i32 %48, ptr %51, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build() #0 {
  %1 = alloca [2000 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %33, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 26
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %22
  store i32 0, ptr %23, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %30
  store i32 %27, ptr %31, align 4
  br label %32

32:                                               ; preds = %17, %11
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %8, !llvm.loop !14

36:                                               ; preds = %8
  br label %37

37:                                               ; preds = %126, %36
  %38 = load i32, ptr %2, align 4
  %39 = load i32, ptr %3, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %127

41:                                               ; preds = %37
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %2, align 4
  %44 = sext i32 %42 to i64
  %45 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %5, align 4
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %41
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  br label %68

60:                                               ; preds = %41
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  br label %68

68:                                               ; preds = %60, %55
  %69 = phi i32 [ %59, %55 ], [ %67, %60 ]
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %71
  store i32 %69, ptr %72, align 4
  store i32 0, ptr %6, align 4
  br label %73

73:                                               ; preds = %123, %68
  %74 = load i32, ptr %6, align 4
  %75 = icmp slt i32 %74, 26
  br i1 %75, label %76, label %126

76:                                               ; preds = %73
  %77 = load i32, ptr %5, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %78
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [26 x i32], ptr %79, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  store i32 %83, ptr %7, align 4
  %84 = load i32, ptr %7, align 4
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %105

86:                                               ; preds = %76
  %87 = load i32, ptr %5, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %91
  %93 = load i32, ptr %6, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [26 x i32], ptr %92, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %98
  store i32 %96, ptr %99, align 4
  %100 = load i32, ptr %7, align 4
  %101 = load i32, ptr %3, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %3, align 4
  %103 = sext i32 %101 to i64
  %104 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %103
  store i32 %100, ptr %104, align 4
  br label %122

105:                                              ; preds = %76
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %110
  %112 = load i32, ptr %6, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [26 x i32], ptr %111, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = load i32, ptr %5, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %117
  %119 = load i32, ptr %6, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [26 x i32], ptr %118, i64 0, i64 %120
  store i32 %115, ptr %121, align 4
  br label %122

122:                                              ; preds = %105, %86
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %6, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %6, align 4
  br label %73, !llvm.loop !15

126:                                              ; preds = %73
  br label %37, !llvm.loop !16

127:                                              ; preds = %37
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #3

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
