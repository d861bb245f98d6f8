; ModuleID = 'programs/red_black_tree.c'
source_filename = "programs/red_black_tree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, i32, ptr, ptr, ptr }

@root = internal global ptr @nil_, align 8
@.str = private unnamed_addr constant [60 x i8] c"round %d: size=%d height=%d black_height=%d ok=%d hash=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"inserted=%d deleted=%d\0A\00", align 1
@nil_ = internal global %struct.node { i32 0, i32 1, ptr null, ptr null, ptr null }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 777, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %69, %0
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %72

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %27, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 2000
  br i1 %16, label %17, label %30

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = mul i32 %18, 1103515245
  %20 = add i32 %19, 12345
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 10000
  %24 = call i32 @insert(i32 noundef %23)
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %17
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %14, !llvm.loop !6

30:                                               ; preds = %14
  store i32 0, ptr %8, align 4
  br label %31

31:                                               ; preds = %44, %30
  %32 = load i32, ptr %8, align 4
  %33 = icmp slt i32 %32, 1000
  br i1 %33, label %34, label %47

34:                                               ; preds = %31
  %35 = load i32, ptr %2, align 4
  %36 = mul i32 %35, 1103515245
  %37 = add i32 %36, 12345
  store i32 %37, ptr %2, align 4
  %38 = load i32, ptr %2, align 4
  %39 = lshr i32 %38, 8
  %40 = urem i32 %39, 10000
  %41 = call i32 @erase(i32 noundef %40)
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %4, align 4
  br label %44

44:                                               ; preds = %34
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %8, align 4
  br label %31, !llvm.loop !8

47:                                               ; preds = %31
  %48 = load ptr, ptr @root, align 8
  %49 = call i32 @check(ptr noundef %48, ptr noundef %5)
  store i32 %49, ptr %9, align 4
  %50 = load i32, ptr %6, align 4
  %51 = load ptr, ptr @root, align 8
  %52 = call i32 @count(ptr noundef %51)
  %53 = load ptr, ptr @root, align 8
  %54 = call i32 @height(ptr noundef %53)
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %5, align 4
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %63

58:                                               ; preds = %47
  %59 = load ptr, ptr @root, align 8
  %60 = getelementptr inbounds %struct.node, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = icmp eq i32 %61, 1
  br label %63

63:                                               ; preds = %58, %47
  %64 = phi i1 [ false, %47 ], [ %62, %58 ]
  %65 = zext i1 %64 to i32
  %66 = load ptr, ptr @root, align 8
  %67 = call i64 @inorder_hash(ptr noundef %66, i64 noundef 0)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %65, i64 noundef %67)
  br label %69

69:                                               ; preds = %63
  %70 = load i32, ptr %6, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %6, align 4
  br label %10, !llvm.loop !9

72:                                               ; preds = %10
  %73 = load i32, ptr %3, align 4
  %74 = load i32, ptr %4, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %73, i32 noundef %74)
  %76 = load i32, ptr %5, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %72
  %79 = load ptr, ptr @root, align 8
  %80 = call i32 @count(ptr noundef %79)
  %81 = and i32 %80, 127
  br label %83

82:                                               ; preds = %72
  br label %83

83:                                               ; preds = %82, %78
  %84 = phi i32 [ %81, %78 ], [ 100, %82 ]
  ret i32 %84
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @insert(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr @nil_, ptr %4, align 8
  %10 = load ptr, ptr @root, align 8
  store ptr %10, ptr %5, align 8
  br label %11

11:                                               ; preds = %36, %1
  %12 = load ptr, ptr %5, align 8
  %13 = icmp ne ptr %12, @nil_
  br i1 %13, label %14, label %38

14:                                               ; preds = %11
  %15 = load ptr, ptr %5, align 8
  store ptr %15, ptr %4, align 8
  %16 = load i32, ptr %3, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %16, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %14
  store i32 0, ptr %2, align 4
  br label %176

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 8
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %22
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 2
  %31 = load ptr, ptr %30, align 8
  br label %36

32:                                               ; preds = %22
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 3
  %35 = load ptr, ptr %34, align 8
  br label %36

36:                                               ; preds = %32, %28
  %37 = phi ptr [ %31, %28 ], [ %35, %32 ]
  store ptr %37, ptr %5, align 8
  br label %11, !llvm.loop !10

38:                                               ; preds = %11
  %39 = call noalias ptr @malloc(i64 noundef 32) #4
  store ptr %39, ptr %6, align 8
  %40 = load i32, ptr %3, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.node, ptr %41, i32 0, i32 0
  store i32 %40, ptr %42, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.node, ptr %43, i32 0, i32 3
  store ptr @nil_, ptr %44, align 8
  %45 = load ptr, ptr %6, align 8
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 2
  store ptr @nil_, ptr %46, align 8
  %47 = load ptr, ptr %4, align 8
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds %struct.node, ptr %48, i32 0, i32 4
  store ptr %47, ptr %49, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 1
  store i32 0, ptr %51, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = icmp eq ptr %52, @nil_
  br i1 %53, label %54, label %56

54:                                               ; preds = %38
  %55 = load ptr, ptr %6, align 8
  store ptr %55, ptr @root, align 8
  br label %71

56:                                               ; preds = %38
  %57 = load i32, ptr %3, align 4
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.node, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 8
  %61 = icmp slt i32 %57, %60
  br i1 %61, label %62, label %66

62:                                               ; preds = %56
  %63 = load ptr, ptr %6, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.node, ptr %64, i32 0, i32 2
  store ptr %63, ptr %65, align 8
  br label %70

66:                                               ; preds = %56
  %67 = load ptr, ptr %6, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.node, ptr %68, i32 0, i32 3
  store ptr %67, ptr %69, align 8
  br label %70

70:                                               ; preds = %66, %62
  br label %71

71:                                               ; preds = %70, %54
  br label %72

72:                                               ; preds = %172, %71
  %73 = load ptr, ptr %6, align 8
  %74 = getelementptr inbounds %struct.node, ptr %73, i32 0, i32 4
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 1
  %77 = load i32, ptr %76, align 4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %173

79:                                               ; preds = %72
  %80 = load ptr, ptr %6, align 8
  %81 = getelementptr inbounds %struct.node, ptr %80, i32 0, i32 4
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr inbounds %struct.node, ptr %82, i32 0, i32 4
  %84 = load ptr, ptr %83, align 8
  store ptr %84, ptr %7, align 8
  %85 = load ptr, ptr %6, align 8
  %86 = getelementptr inbounds %struct.node, ptr %85, i32 0, i32 4
  %87 = load ptr, ptr %86, align 8
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds %struct.node, ptr %88, i32 0, i32 2
  %90 = load ptr, ptr %89, align 8
  %91 = icmp eq ptr %87, %90
  br i1 %91, label %92, label %132

92:                                               ; preds = %79
  %93 = load ptr, ptr %7, align 8
  %94 = getelementptr inbounds %struct.node, ptr %93, i32 0, i32 3
  %95 = load ptr, ptr %94, align 8
  store ptr %95, ptr %8, align 8
  %96 = load ptr, ptr %8, align 8
  %97 = getelementptr inbounds %struct.node, ptr %96, i32 0, i32 1
  %98 = load i32, ptr %97, align 4
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %100, label %110

100:                                              ; preds = %92
  %101 = load ptr, ptr %6, align 8
  %102 = getelementptr inbounds %struct.node, ptr %101, i32 0, i32 4
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr inbounds %struct.node, ptr %103, i32 0, i32 1
  store i32 1, ptr %104, align 4
  %105 = load ptr, ptr %8, align 8
  %106 = getelementptr inbounds %struct.node, ptr %105, i32 0, i32 1
  store i32 1, ptr %106, align 4
  %107 = load ptr, ptr %7, align 8
  %108 = getelementptr inbounds %struct.node, ptr %107, i32 0, i32 1
  store i32 0, ptr %108, align 4
  %109 = load ptr, ptr %7, align 8
  store ptr %109, ptr %6, align 8
  br label %131

110:                                              ; preds = %92
  %111 = load ptr, ptr %6, align 8
  %112 = load ptr, ptr %6, align 8
  %113 = getelementptr inbounds %struct.node, ptr %112, i32 0, i32 4
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds %struct.node, ptr %114, i32 0, i32 3
  %116 = load ptr, ptr %115, align 8
  %117 = icmp eq ptr %111, %116
  br i1 %117, label %118, label %123

118:                                              ; preds = %110
  %119 = load ptr, ptr %6, align 8
  %120 = getelementptr inbounds %struct.node, ptr %119, i32 0, i32 4
  %121 = load ptr, ptr %120, align 8
  store ptr %121, ptr %6, align 8
  %122 = load ptr, ptr %6, align 8
  call void @rot_left(ptr noundef %122)
  br label %123

123:                                              ; preds = %118, %110
  %124 = load ptr, ptr %6, align 8
  %125 = getelementptr inbounds %struct.node, ptr %124, i32 0, i32 4
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds %struct.node, ptr %126, i32 0, i32 1
  store i32 1, ptr %127, align 4
  %128 = load ptr, ptr %7, align 8
  %129 = getelementptr inbounds %struct.node, ptr %128, i32 0, i32 1
  store i32 0, ptr %129, align 4
  %130 = load ptr, ptr %7, align 8
  call void @rot_right(ptr noundef %130)
  br label %131

131:                                              ; preds = %123, %100
  br label %172

132:                                              ; preds = %79
  %133 = load ptr, ptr %7, align 8
  %134 = getelementptr inbounds %struct.node, ptr %133, i32 0, i32 2
  %135 = load ptr, ptr %134, align 8
  store ptr %135, ptr %9, align 8
  %136 = load ptr, ptr %9, align 8
  %137 = getelementptr inbounds %struct.node, ptr %136, i32 0, i32 1
  %138 = load i32, ptr %137, align 4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %150

140:                                              ; preds = %132
  %141 = load ptr, ptr %6, align 8
  %142 = getelementptr inbounds %struct.node, ptr %141, i32 0, i32 4
  %143 = load ptr, ptr %142, align 8
  %144 = getelementptr inbounds %struct.node, ptr %143, i32 0, i32 1
  store i32 1, ptr %144, align 4
  %145 = load ptr, ptr %9, align 8
  %146 = getelementptr inbounds %struct.node, ptr %145, i32 0, i32 1
  store i32 1, ptr %146, align 4
  %147 = load ptr, ptr %7, align 8
  %148 = getelementptr inbounds %struct.node, ptr %147, i32 0, i32 1
  store i32 0, ptr %148, align 4
  %149 = load ptr, ptr %7, align 8
  store ptr %149, ptr %6, align 8
  br label %171

150:                                              ; preds = %132
  %151 = load ptr, ptr %6, align 8
  %152 = load ptr, ptr %6, align 8
  %153 = getelementptr inbounds %struct.node, ptr %152, i32 0, i32 4
  %154 = load ptr, ptr %153, align 8
  %155 = getelementptr inbounds %struct.node, ptr %154, i32 0, i32 2
  %156 = load ptr, ptr %155, align 8
  %157 = icmp eq ptr %151, %156
  br i1 %157, label %158, label %163

158:                                              ; preds = %150
  %159 = load ptr, ptr %6, align 8
  %160 = getelementptr inbounds %struct.node, ptr %159, i32 0, i32 4
  %161 = load ptr, ptr %160, align 8
  store ptr %161, ptr %6, align 8
  %162 = load ptr, ptr %6, align 8
  call void @rot_right(ptr noundef %162)
  br label %163

163:                                              ; preds = %158, %150
  %164 = load ptr, ptr %6, align 8
  %165 = getelementptr inbounds %struct.node, ptr %164, i32 0, i32 4
  %166 = load ptr, ptr %165, align 8
  %167 = getelementptr inbounds %struct.node, ptr %166, i32 0, i32 1
  store i32 1, ptr %167, align 4
  %168 = load ptr, ptr %7, align 8
  %169 = getelementptr inbounds %struct.node, ptr %168, i32 0, i32 1
  store i32 0, ptr %169, align 4
  %170 = load ptr, ptr %7, align 8
  call void @rot_left(ptr noundef %170)
  br label %171

171:                                              ; preds = %163, %140
  br label %172

172:                                              ; preds = %171, %131
  br label %72, !llvm.loop !11

173:                                              ; preds = %72
  %174 = load ptr, ptr @root, align 8
  %175 = getelementptr inbounds %struct.node, ptr %174, i32 0, i32 1
  store i32 1, ptr %175, align 4
  store i32 1, ptr %2, align 4
  br label %176

176:                                              ; preds = %173, %21
  %177 = load i32, ptr %2, align 4
  ret i32 %177
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @erase(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  %10 = load ptr, ptr @root, align 8
  store ptr %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %36, %1
  %12 = load ptr, ptr %4, align 8
  %13 = icmp ne ptr %12, @nil_
  br i1 %13, label %14, label %20

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %17, %18
  br label %20

20:                                               ; preds = %14, %11
  %21 = phi i1 [ false, %11 ], [ %19, %14 ]
  br i1 %21, label %22, label %38

22:                                               ; preds = %20
  %23 = load i32, ptr %3, align 4
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 8
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %22
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 2
  %31 = load ptr, ptr %30, align 8
  br label %36

32:                                               ; preds = %22
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 3
  %35 = load ptr, ptr %34, align 8
  br label %36

36:                                               ; preds = %32, %28
  %37 = phi ptr [ %31, %28 ], [ %35, %32 ]
  store ptr %37, ptr %4, align 8
  br label %11, !llvm.loop !12

38:                                               ; preds = %20
  %39 = load ptr, ptr %4, align 8
  %40 = icmp eq ptr %39, @nil_
  br i1 %40, label %41, label %42

41:                                               ; preds = %38
  store i32 0, ptr %2, align 4
  br label %327

42:                                               ; preds = %38
  %43 = load ptr, ptr %4, align 8
  store ptr %43, ptr %5, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %7, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.node, ptr %47, i32 0, i32 2
  %49 = load ptr, ptr %48, align 8
  %50 = icmp eq ptr %49, @nil_
  br i1 %50, label %51, label %59

51:                                               ; preds = %42
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 3
  %54 = load ptr, ptr %53, align 8
  store ptr %54, ptr %6, align 8
  %55 = load ptr, ptr %4, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds %struct.node, ptr %56, i32 0, i32 3
  %58 = load ptr, ptr %57, align 8
  call void @transplant(ptr noundef %55, ptr noundef %58)
  br label %126

59:                                               ; preds = %42
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 3
  %62 = load ptr, ptr %61, align 8
  %63 = icmp eq ptr %62, @nil_
  br i1 %63, label %64, label %72

64:                                               ; preds = %59
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.node, ptr %65, i32 0, i32 2
  %67 = load ptr, ptr %66, align 8
  store ptr %67, ptr %6, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.node, ptr %69, i32 0, i32 2
  %71 = load ptr, ptr %70, align 8
  call void @transplant(ptr noundef %68, ptr noundef %71)
  br label %125

72:                                               ; preds = %59
  %73 = load ptr, ptr %4, align 8
  %74 = getelementptr inbounds %struct.node, ptr %73, i32 0, i32 3
  %75 = load ptr, ptr %74, align 8
  %76 = call ptr @minimum(ptr noundef %75)
  store ptr %76, ptr %5, align 8
  %77 = load ptr, ptr %5, align 8
  %78 = getelementptr inbounds %struct.node, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 4
  store i32 %79, ptr %7, align 4
  %80 = load ptr, ptr %5, align 8
  %81 = getelementptr inbounds %struct.node, ptr %80, i32 0, i32 3
  %82 = load ptr, ptr %81, align 8
  store ptr %82, ptr %6, align 8
  %83 = load ptr, ptr %5, align 8
  %84 = getelementptr inbounds %struct.node, ptr %83, i32 0, i32 4
  %85 = load ptr, ptr %84, align 8
  %86 = load ptr, ptr %4, align 8
  %87 = icmp eq ptr %85, %86
  br i1 %87, label %88, label %92

88:                                               ; preds = %72
  %89 = load ptr, ptr %5, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = getelementptr inbounds %struct.node, ptr %90, i32 0, i32 4
  store ptr %89, ptr %91, align 8
  br label %107

92:                                               ; preds = %72
  %93 = load ptr, ptr %5, align 8
  %94 = load ptr, ptr %5, align 8
  %95 = getelementptr inbounds %struct.node, ptr %94, i32 0, i32 3
  %96 = load ptr, ptr %95, align 8
  call void @transplant(ptr noundef %93, ptr noundef %96)
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.node, ptr %97, i32 0, i32 3
  %99 = load ptr, ptr %98, align 8
  %100 = load ptr, ptr %5, align 8
  %101 = getelementptr inbounds %struct.node, ptr %100, i32 0, i32 3
  store ptr %99, ptr %101, align 8
  %102 = load ptr, ptr %5, align 8
  %103 = load ptr, ptr %5, align 8
  %104 = getelementptr inbounds %struct.node, ptr %103, i32 0, i32 3
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds %struct.node, ptr %105, i32 0, i32 4
  store ptr %102, ptr %106, align 8
  br label %107

107:                                              ; preds = %92, %88
  %108 = load ptr, ptr %4, align 8
  %109 = load ptr, ptr %5, align 8
  call void @transplant(ptr noundef %108, ptr noundef %109)
  %110 = load ptr, ptr %4, align 8
  %111 = getelementptr inbounds %struct.node, ptr %110, i32 0, i32 2
  %112 = load ptr, ptr %111, align 8
  %113 = load ptr, ptr %5, align 8
  %114 = getelementptr inbounds %struct.node, ptr %113, i32 0, i32 2
  store ptr %112, ptr %114, align 8
  %115 = load ptr, ptr %5, align 8
  %116 = load ptr, ptr %5, align 8
  %117 = getelementptr inbounds %struct.node, ptr %116, i32 0, i32 2
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds %struct.node, ptr %118, i32 0, i32 4
  store ptr %115, ptr %119, align 8
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds %struct.node, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %121, align 4
  %123 = load ptr, ptr %5, align 8
  %124 = getelementptr inbounds %struct.node, ptr %123, i32 0, i32 1
  store i32 %122, ptr %124, align 4
  br label %125

125:                                              ; preds = %107, %64
  br label %126

126:                                              ; preds = %125, %51
  %127 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %127) #5
  %128 = load i32, ptr %7, align 4
  %129 = icmp eq i32 %128, 1
  br i1 %129, label %130, label %326

130:                                              ; preds = %126
  br label %131

131:                                              ; preds = %322, %130
  %132 = load ptr, ptr %6, align 8
  %133 = load ptr, ptr @root, align 8
  %134 = icmp ne ptr %132, %133
  br i1 %134, label %135, label %140

135:                                              ; preds = %131
  %136 = load ptr, ptr %6, align 8
  %137 = getelementptr inbounds %struct.node, ptr %136, i32 0, i32 1
  %138 = load i32, ptr %137, align 4
  %139 = icmp eq i32 %138, 1
  br label %140

140:                                              ; preds = %135, %131
  %141 = phi i1 [ false, %131 ], [ %139, %135 ]
  br i1 %141, label %142, label %323

142:                                              ; preds = %140
  %143 = load ptr, ptr %6, align 8
  %144 = load ptr, ptr %6, align 8
  %145 = getelementptr inbounds %struct.node, ptr %144, i32 0, i32 4
  %146 = load ptr, ptr %145, align 8
  %147 = getelementptr inbounds %struct.node, ptr %146, i32 0, i32 2
  %148 = load ptr, ptr %147, align 8
  %149 = icmp eq ptr %143, %148
  br i1 %149, label %150, label %236

150:                                              ; preds = %142
  %151 = load ptr, ptr %6, align 8
  %152 = getelementptr inbounds %struct.node, ptr %151, i32 0, i32 4
  %153 = load ptr, ptr %152, align 8
  %154 = getelementptr inbounds %struct.node, ptr %153, i32 0, i32 3
  %155 = load ptr, ptr %154, align 8
  store ptr %155, ptr %8, align 8
  %156 = load ptr, ptr %8, align 8
  %157 = getelementptr inbounds %struct.node, ptr %156, i32 0, i32 1
  %158 = load i32, ptr %157, align 4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %175

160:                                              ; preds = %150
  %161 = load ptr, ptr %8, align 8
  %162 = getelementptr inbounds %struct.node, ptr %161, i32 0, i32 1
  store i32 1, ptr %162, align 4
  %163 = load ptr, ptr %6, align 8
  %164 = getelementptr inbounds %struct.node, ptr %163, i32 0, i32 4
  %165 = load ptr, ptr %164, align 8
  %166 = getelementptr inbounds %struct.node, ptr %165, i32 0, i32 1
  store i32 0, ptr %166, align 4
  %167 = load ptr, ptr %6, align 8
  %168 = getelementptr inbounds %struct.node, ptr %167, i32 0, i32 4
  %169 = load ptr, ptr %168, align 8
  call void @rot_left(ptr noundef %169)
  %170 = load ptr, ptr %6, align 8
  %171 = getelementptr inbounds %struct.node, ptr %170, i32 0, i32 4
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds %struct.node, ptr %172, i32 0, i32 3
  %174 = load ptr, ptr %173, align 8
  store ptr %174, ptr %8, align 8
  br label %175

175:                                              ; preds = %160, %150
  %176 = load ptr, ptr %8, align 8
  %177 = getelementptr inbounds %struct.node, ptr %176, i32 0, i32 2
  %178 = load ptr, ptr %177, align 8
  %179 = getelementptr inbounds %struct.node, ptr %178, i32 0, i32 1
  %180 = load i32, ptr %179, align 4
  %181 = icmp eq i32 %180, 1
  br i1 %181, label %182, label %195

182:                                              ; preds = %175
  %183 = load ptr, ptr %8, align 8
  %184 = getelementptr inbounds %struct.node, ptr %183, i32 0, i32 3
  %185 = load ptr, ptr %184, align 8
  %186 = getelementptr inbounds %struct.node, ptr %185, i32 0, i32 1
  %187 = load i32, ptr %186, align 4
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %195

189:                                              ; preds = %182
  %190 = load ptr, ptr %8, align 8
  %191 = getelementptr inbounds %struct.node, ptr %190, i32 0, i32 1
  store i32 0, ptr %191, align 4
  %192 = load ptr, ptr %6, align 8
  %193 = getelementptr inbounds %struct.node, ptr %192, i32 0, i32 4
  %194 = load ptr, ptr %193, align 8
  store ptr %194, ptr %6, align 8
  br label %235

195:                                              ; preds = %182, %175
  %196 = load ptr, ptr %8, align 8
  %197 = getelementptr inbounds %struct.node, ptr %196, i32 0, i32 3
  %198 = load ptr, ptr %197, align 8
  %199 = getelementptr inbounds %struct.node, ptr %198, i32 0, i32 1
  %200 = load i32, ptr %199, align 4
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %215

202:                                              ; preds = %195
  %203 = load ptr, ptr %8, align 8
  %204 = getelementptr inbounds %struct.node, ptr %203, i32 0, i32 2
  %205 = load ptr, ptr %204, align 8
  %206 = getelementptr inbounds %struct.node, ptr %205, i32 0, i32 1
  store i32 1, ptr %206, align 4
  %207 = load ptr, ptr %8, align 8
  %208 = getelementptr inbounds %struct.node, ptr %207, i32 0, i32 1
  store i32 0, ptr %208, align 4
  %209 = load ptr, ptr %8, align 8
  call void @rot_right(ptr noundef %209)
  %210 = load ptr, ptr %6, align 8
  %211 = getelementptr inbounds %struct.node, ptr %210, i32 0, i32 4
  %212 = load ptr, ptr %211, align 8
  %213 = getelementptr inbounds %struct.node, ptr %212, i32 0, i32 3
  %214 = load ptr, ptr %213, align 8
  store ptr %214, ptr %8, align 8
  br label %215

215:                                              ; preds = %202, %195
  %216 = load ptr, ptr %6, align 8
  %217 = getelementptr inbounds %struct.node, ptr %216, i32 0, i32 4
  %218 = load ptr, ptr %217, align 8
  %219 = getelementptr inbounds %struct.node, ptr %218, i32 0, i32 1
  %220 = load i32, ptr %219, align 4
  %221 = load ptr, ptr %8, align 8
  %222 = getelementptr inbounds %struct.node, ptr %221, i32 0, i32 1
  store i32 %220, ptr %222, align 4
  %223 = load ptr, ptr %6, align 8
  %224 = getelementptr inbounds %struct.node, ptr %223, i32 0, i32 4
  %225 = load ptr, ptr %224, align 8
  %226 = getelementptr inbounds %struct.node, ptr %225, i32 0, i32 1
  store i32 1, ptr %226, align 4
  %227 = load ptr, ptr %8, align 8
  %228 = getelementptr inbounds %struct.node, ptr %227, i32 0, i32 3
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds %struct.node, ptr %229, i32 0, i32 1
  store i32 1, ptr %230, align 4
  %231 = load ptr, ptr %6, align 8
  %232 = getelementptr inbounds %struct.node, ptr %231, i32 0, i32 4
  %233 = load ptr, ptr %232, align 8
  call void @rot_left(ptr noundef %233)
  %234 = load ptr, ptr @root, align 8
  store ptr %234, ptr %6, align 8
  br label %235

235:                                              ; preds = %215, %189
  br label %322

236:                                              ; preds = %142
  %237 = load ptr, ptr %6, align 8
  %238 = getelementptr inbounds %struct.node, ptr %237, i32 0, i32 4
  %239 = load ptr, ptr %238, align 8
  %240 = getelementptr inbounds %struct.node, ptr %239, i32 0, i32 2
  %241 = load ptr, ptr %240, align 8
  store ptr %241, ptr %9, align 8
  %242 = load ptr, ptr %9, align 8
  %243 = getelementptr inbounds %struct.node, ptr %242, i32 0, i32 1
  %244 = load i32, ptr %243, align 4
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %246, label %261

246:                                              ; preds = %236
  %247 = load ptr, ptr %9, align 8
  %248 = getelementptr inbounds %struct.node, ptr %247, i32 0, i32 1
  store i32 1, ptr %248, align 4
  %249 = load ptr, ptr %6, align 8
  %250 = getelementptr inbounds %struct.node, ptr %249, i32 0, i32 4
  %251 = load ptr, ptr %250, align 8
  %252 = getelementptr inbounds %struct.node, ptr %251, i32 0, i32 1
  store i32 0, ptr %252, align 4
  %253 = load ptr, ptr %6, align 8
  %254 = getelementptr inbounds %struct.node, ptr %253, i32 0, i32 4
  %255 = load ptr, ptr %254, align 8
  call void @rot_right(ptr noundef %255)
  %256 = load ptr, ptr %6, align 8
  %257 = getelementptr inbounds %struct.node, ptr %256, i32 0, i32 4
  %258 = load ptr, ptr %257, align 8
  %259 = getelementptr inbounds %struct.node, ptr %258, i32 0, i32 2
  %260 = load ptr, ptr %259, align 8
  store ptr %260, ptr %9, align 8
  br label %261

261:                                              ; preds = %246, %236
  %262 = load ptr, ptr %9, align 8
  %263 = getelementptr inbounds %struct.node, ptr %262, i32 0, i32 3
  %264 = load ptr, ptr %263, align 8
  %265 = getelementptr inbounds %struct.node, ptr %264, i32 0, i32 1
  %266 = load i32, ptr %265, align 4
  %267 = icmp eq i32 %266, 1
  br i1 %267, label %268, label %281

268:                                              ; preds = %261
  %269 = load ptr, ptr %9, align 8
  %270 = getelementptr inbounds %struct.node, ptr %269, i32 0, i32 2
  %271 = load ptr, ptr %270, align 8
  %272 = getelementptr inbounds %struct.node, ptr %271, i32 0, i32 1
  %273 = load i32, ptr %272, align 4
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %281

275:                                              ; preds = %268
  %276 = load ptr, ptr %9, align 8
  %277 = getelementptr inbounds %struct.node, ptr %276, i32 0, i32 1
  store i32 0, ptr %277, align 4
  %278 = load ptr, ptr %6, align 8
  %279 = getelementptr inbounds %struct.node, ptr %278, i32 0, i32 4
  %280 = load ptr, ptr %279, align 8
  store ptr %280, ptr %6, align 8
  br label %321

281:                                              ; preds = %268, %261
  %282 = load ptr, ptr %9, align 8
  %283 = getelementptr inbounds %struct.node, ptr %282, i32 0, i32 2
  %284 = load ptr, ptr %283, align 8
  %285 = getelementptr inbounds %struct.node, ptr %284, i32 0, i32 1
  %286 = load i32, ptr %285, align 4
  %287 = icmp eq i32 %286, 1
  br i1 %287, label %288, label %301

288:                                              ; preds = %281
  %289 = load ptr, ptr %9, align 8
  %290 = getelementptr inbounds %struct.node, ptr %289, i32 0, i32 3
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds %struct.node, ptr %291, i32 0, i32 1
  store i32 1, ptr %292, align 4
  %293 = load ptr, ptr %9, align 8
  %294 = getelementptr inbounds %struct.node, ptr %293, i32 0, i32 1
  store i32 0, ptr %294, align 4
  %295 = load ptr, ptr %9, align 8
  call void @rot_left(ptr noundef %295)
  %296 = load ptr, ptr %6, align 8
  %297 = getelementptr inbounds %struct.node, ptr %296, i32 0, i32 4
  %298 = load ptr, ptr %297, align 8
  %299 = getelementptr inbounds %struct.node, ptr %298, i32 0, i32 2
  %300 = load ptr, ptr %299, align 8
  store ptr %300, ptr %9, align 8
  br label %301

301:                                              ; preds = %288, %281
  %302 = load ptr, ptr %6, align 8
  %303 = getelementptr inbounds %struct.node, ptr %302, i32 0, i32 4
  %304 = load ptr, ptr %303, align 8
  %305 = getelementptr inbounds %struct.node, ptr %304, i32 0, i32 1
  %306 = load i32, ptr %305, align 4
  %307 = load ptr, ptr %9, align 8
  %308 = getelementptr inbounds %struct.node, ptr %307, i32 0, i32 1
  store i32 %306, ptr %308, align 4
  %309 = load ptr, ptr %6, align 8
  %310 = getelementptr inbounds %struct.node, ptr %309, i32 0, i32 4
  %311 = load ptr, ptr %310, align 8
  %312 = getelementptr inbounds %struct.node, ptr %311, i32 0, i32 1
  store i32 1, ptr %312, align 4
  %313 = load ptr, ptr %9, align 8
  %314 = getelementptr inbounds %struct.node, ptr %313, i32 0, i32 2
  %315 = load ptr, ptr %314, align 8
  %316 = getelementptr inbounds %struct.node, ptr %315, i32 0, i32 1
  store i32 1, ptr %316, align 4
  %317 = load ptr, ptr %6, align 8
  %318 = getelementptr inbounds %struct.node, ptr %317, i32 0, i32 4
  %319 = load ptr, ptr %318, align 8
  call void @rot_right(ptr noundef %319)
  %320 = load ptr, ptr @root, align 8
  store ptr %320, ptr %6, align 8
  br label %321

321:                                              ; preds = %301, %275
  br label %322

322:                                              ; preds = %321, %235
  br label %131, !llvm.loop !13

323:                                              ; preds = %140
  %324 = load ptr, ptr %6, align 8
  %325 = getelementptr inbounds %struct.node, ptr %324, i32 0, i32 1
  store i32 1, ptr %325, align 4
  br label %326

326:                                              ; preds = %323, %126
  store i32 1, ptr %2, align 4
  br label %327

327:                                              ; preds = %326, %41
  %328 = load i32, ptr %2, align 4
  ret i32 %328
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = icmp eq ptr %8, @nil_
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %88

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %16
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 3
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %23, %16
  %31 = load ptr, ptr %5, align 8
  store i32 0, ptr %31, align 4
  br label %32

32:                                               ; preds = %30, %23, %11
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = icmp ne ptr %35, @nil_
  br i1 %36, label %37, label %47

37:                                               ; preds = %32
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds %struct.node, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.node, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 8
  %46 = icmp sge i32 %42, %45
  br i1 %46, label %62, label %47

47:                                               ; preds = %37, %32
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.node, ptr %48, i32 0, i32 3
  %50 = load ptr, ptr %49, align 8
  %51 = icmp ne ptr %50, @nil_
  br i1 %51, label %52, label %64

52:                                               ; preds = %47
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.node, ptr %53, i32 0, i32 3
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds %struct.node, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 8
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.node, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 8
  %61 = icmp sle i32 %57, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %52, %37
  %63 = load ptr, ptr %5, align 8
  store i32 0, ptr %63, align 4
  br label %64

64:                                               ; preds = %62, %52, %47
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.node, ptr %65, i32 0, i32 2
  %67 = load ptr, ptr %66, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = call i32 @check(ptr noundef %67, ptr noundef %68)
  store i32 %69, ptr %6, align 4
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.node, ptr %70, i32 0, i32 3
  %72 = load ptr, ptr %71, align 8
  %73 = load ptr, ptr %5, align 8
  %74 = call i32 @check(ptr noundef %72, ptr noundef %73)
  store i32 %74, ptr %7, align 4
  %75 = load i32, ptr %6, align 4
  %76 = load i32, ptr %7, align 4
  %77 = icmp ne i32 %75, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8
  store i32 0, ptr %79, align 4
  br label %80

80:                                               ; preds = %78, %64
  %81 = load i32, ptr %6, align 4
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds %struct.node, ptr %82, i32 0, i32 1
  %84 = load i32, ptr %83, align 4
  %85 = icmp eq i32 %84, 1
  %86 = zext i1 %85 to i32
  %87 = add nsw i32 %81, %86
  store i32 %87, ptr %3, align 4
  br label %88

88:                                               ; preds = %80, %10
  %89 = load i32, ptr %3, align 4
  ret i32 %89
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp eq ptr %3, @nil_
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %17

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 @count(ptr noundef %9)
  %11 = add nsw i32 1, %10
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 3
  %14 = load ptr, ptr %13, align 8
  %15 = call i32 @count(ptr noundef %14)
  %16 = add nsw i32 %11, %15
  br label %17

17:                                               ; preds = %6, %5
  %18 = phi i32 [ 0, %5 ], [ %16, %6 ]
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp eq ptr %6, @nil_
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %28

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @height(ptr noundef %12)
  store i32 %13, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 3
  %16 = load ptr, ptr %15, align 8
  %17 = call i32 @height(ptr noundef %16)
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = icmp sgt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  br label %25

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  %27 = add nsw i32 1, %26
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inorder_hash(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, @nil_
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %3, align 8
  br label %29

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %5, align 8
  %15 = call i64 @inorder_hash(ptr noundef %13, i64 noundef %14)
  store i64 %15, ptr %5, align 8
  %16 = load i64, ptr %5, align 8
  %17 = mul nsw i64 %16, 31
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 8
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %17, %21
  %23 = srem i64 %22, 1000000007
  store i64 %23, ptr %5, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 3
  %26 = load ptr, ptr %25, align 8
  %27 = load i64, ptr %5, align 8
  %28 = call i64 @inorder_hash(ptr noundef %26, i64 noundef %27)
  store i64 %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %10, %8
  %30 = load i64, ptr %3, align 8
  ret i64 %30
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot_left(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 3
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 3
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = icmp ne ptr %14, @nil_
  br i1 %15, label %16, label %22

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 2
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 4
  store ptr %17, ptr %21, align 8
  br label %22

22:                                               ; preds = %16, %1
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 4
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 4
  store ptr %25, ptr %27, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 4
  %30 = load ptr, ptr %29, align 8
  %31 = icmp eq ptr %30, @nil_
  br i1 %31, label %32, label %34

32:                                               ; preds = %22
  %33 = load ptr, ptr %3, align 8
  store ptr %33, ptr @root, align 8
  br label %55

34:                                               ; preds = %22
  %35 = load ptr, ptr %2, align 8
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  %41 = icmp eq ptr %35, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %34
  %43 = load ptr, ptr %3, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 4
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 2
  store ptr %43, ptr %47, align 8
  br label %54

48:                                               ; preds = %34
  %49 = load ptr, ptr %3, align 8
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 4
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 3
  store ptr %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %48, %42
  br label %55

55:                                               ; preds = %54, %32
  %56 = load ptr, ptr %2, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.node, ptr %57, i32 0, i32 2
  store ptr %56, ptr %58, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 4
  store ptr %59, ptr %61, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot_right(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 3
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 2
  store ptr %9, ptr %11, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 3
  %14 = load ptr, ptr %13, align 8
  %15 = icmp ne ptr %14, @nil_
  br i1 %15, label %16, label %22

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 3
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 4
  store ptr %17, ptr %21, align 8
  br label %22

22:                                               ; preds = %16, %1
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 4
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 4
  store ptr %25, ptr %27, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 4
  %30 = load ptr, ptr %29, align 8
  %31 = icmp eq ptr %30, @nil_
  br i1 %31, label %32, label %34

32:                                               ; preds = %22
  %33 = load ptr, ptr %3, align 8
  store ptr %33, ptr @root, align 8
  br label %55

34:                                               ; preds = %22
  %35 = load ptr, ptr %2, align 8
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 3
  %40 = load ptr, ptr %39, align 8
  %41 = icmp eq ptr %35, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %34
  %43 = load ptr, ptr %3, align 8
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 4
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 3
  store ptr %43, ptr %47, align 8
  br label %54

48:                                               ; preds = %34
  %49 = load ptr, ptr %3, align 8
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 4
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 2
  store ptr %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %48, %42
  br label %55

55:                                               ; preds = %54, %32
  %56 = load ptr, ptr %2, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.node, ptr %57, i32 0, i32 3
  store ptr %56, ptr %58, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 4
  store ptr %59, ptr %61, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transplant(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 4
  %7 = load ptr, ptr %6, align 8
  %8 = icmp eq ptr %7, @nil_
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr @root, align 8
  br label %32

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %16, align 8
  %18 = icmp eq ptr %12, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 8
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 4
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 2
  store ptr %20, ptr %24, align 8
  br label %31

25:                                               ; preds = %11
  %26 = load ptr, ptr %4, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 4
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 3
  store ptr %26, ptr %30, align 8
  br label %31

31:                                               ; preds = %25, %19
  br label %32

32:                                               ; preds = %31, %9
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 4
  %35 = load ptr, ptr %34, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4
  store ptr %35, ptr %37, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @minimum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %8, %1
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 8
  %7 = icmp ne ptr %6, @nil_
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %2, align 8
  br label %3, !llvm.loop !14

12:                                               ; preds = %3
  %13 = load ptr, ptr %2, align 8
  ret ptr %13
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
