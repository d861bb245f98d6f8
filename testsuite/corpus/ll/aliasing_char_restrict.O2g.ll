; ModuleID = 'programs/aliasing_char_restrict.c'
source_filename = "programs/aliasing_char_restrict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, i16 }

@.str = private unnamed_addr constant [44 x i8] c"restrict sum=%ld overlap a[99]=%d a[10]=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"bytes of double=%08x int64=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"after char clear x=%d y=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"pun u=%08x b0=%02x b3=%02x\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"flipped sign f=%g\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [28 x i8] c"next float after 0.1f = %a\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !38 {
  %1 = alloca [100 x i32], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !43, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca [100 x i32], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !47, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
  %3 = alloca [100 x i32], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !48, !DIExpression(), !91, ptr %3, !DIExpression(), !89)
  %4 = alloca double, align 8, !DIAssignID !92
    #dbg_assign(i1 undef, !57, !DIExpression(), !92, ptr %4, !DIExpression(), !89)
  %5 = alloca i64, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !58, !DIExpression(), !93, ptr %5, !DIExpression(), !89)
  %6 = alloca %struct.anon, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !63, !DIExpression(), !94, ptr %6, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6, !dbg !95
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #6, !dbg !95
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #6, !dbg !95
    #dbg_value(i32 0, !49, !DIExpression(), !96)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !97
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %7, align 16, !dbg !97, !tbaa !100
  %8 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !104
  store <4 x i32> <i32 1000, i32 999, i32 998, i32 997>, ptr %2, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 996, i32 995, i32 994, i32 993>, ptr %8, align 16, !dbg !104, !tbaa !100
  %9 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !105
  %10 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !97
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %9, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %10, align 16, !dbg !97, !tbaa !100
  %11 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !106
  %12 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !104
  store <4 x i32> <i32 992, i32 991, i32 990, i32 989>, ptr %11, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 988, i32 987, i32 986, i32 985>, ptr %12, align 16, !dbg !104, !tbaa !100
  %13 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !105
  %14 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !97
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %13, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %14, align 16, !dbg !97, !tbaa !100
  %15 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !106
  %16 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !104
  store <4 x i32> <i32 984, i32 983, i32 982, i32 981>, ptr %15, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 980, i32 979, i32 978, i32 977>, ptr %16, align 16, !dbg !104, !tbaa !100
  %17 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !105
  %18 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !97
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %17, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %18, align 16, !dbg !97, !tbaa !100
  %19 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !106
  %20 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !104
  store <4 x i32> <i32 976, i32 975, i32 974, i32 973>, ptr %19, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 972, i32 971, i32 970, i32 969>, ptr %20, align 16, !dbg !104, !tbaa !100
  %21 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !105
  %22 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !97
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %21, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %22, align 16, !dbg !97, !tbaa !100
  %23 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !106
  %24 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !104
  store <4 x i32> <i32 968, i32 967, i32 966, i32 965>, ptr %23, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 964, i32 963, i32 962, i32 961>, ptr %24, align 16, !dbg !104, !tbaa !100
  %25 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !105
  %26 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !97
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %25, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %26, align 16, !dbg !97, !tbaa !100
  %27 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !106
  %28 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !104
  store <4 x i32> <i32 960, i32 959, i32 958, i32 957>, ptr %27, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 956, i32 955, i32 954, i32 953>, ptr %28, align 16, !dbg !104, !tbaa !100
  %29 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !105
  %30 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !97
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %29, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %30, align 16, !dbg !97, !tbaa !100
  %31 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !106
  %32 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !104
  store <4 x i32> <i32 952, i32 951, i32 950, i32 949>, ptr %31, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 948, i32 947, i32 946, i32 945>, ptr %32, align 16, !dbg !104, !tbaa !100
  %33 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !105
  %34 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !97
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %33, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %34, align 16, !dbg !97, !tbaa !100
  %35 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !106
  %36 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !104
  store <4 x i32> <i32 944, i32 943, i32 942, i32 941>, ptr %35, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 940, i32 939, i32 938, i32 937>, ptr %36, align 16, !dbg !104, !tbaa !100
  %37 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !105
  %38 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !97
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %37, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %38, align 16, !dbg !97, !tbaa !100
  %39 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !106
  %40 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !104
  store <4 x i32> <i32 936, i32 935, i32 934, i32 933>, ptr %39, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 932, i32 931, i32 930, i32 929>, ptr %40, align 16, !dbg !104, !tbaa !100
  %41 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !105
  %42 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !97
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %41, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %42, align 16, !dbg !97, !tbaa !100
  %43 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !106
  %44 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !104
  store <4 x i32> <i32 928, i32 927, i32 926, i32 925>, ptr %43, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 924, i32 923, i32 922, i32 921>, ptr %44, align 16, !dbg !104, !tbaa !100
  %45 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !105
  %46 = getelementptr inbounds i8, ptr %1, i64 336, !dbg !97
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %45, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %46, align 16, !dbg !97, !tbaa !100
  %47 = getelementptr inbounds i8, ptr %2, i64 320, !dbg !106
  %48 = getelementptr inbounds i8, ptr %2, i64 336, !dbg !104
  store <4 x i32> <i32 920, i32 919, i32 918, i32 917>, ptr %47, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 916, i32 915, i32 914, i32 913>, ptr %48, align 16, !dbg !104, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %1, i64 352, !dbg !105
  %50 = getelementptr inbounds i8, ptr %1, i64 368, !dbg !97
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %49, align 16, !dbg !97, !tbaa !100
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %50, align 16, !dbg !97, !tbaa !100
  %51 = getelementptr inbounds i8, ptr %2, i64 352, !dbg !106
  %52 = getelementptr inbounds i8, ptr %2, i64 368, !dbg !104
  store <4 x i32> <i32 912, i32 911, i32 910, i32 909>, ptr %51, align 16, !dbg !104, !tbaa !100
  store <4 x i32> <i32 908, i32 907, i32 906, i32 905>, ptr %52, align 16, !dbg !104, !tbaa !100
    #dbg_value(i64 96, !49, !DIExpression(), !96)
  %53 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !105
  store i32 96, ptr %53, align 16, !dbg !97, !tbaa !100
  %54 = getelementptr inbounds i8, ptr %2, i64 384, !dbg !106
  store i32 904, ptr %54, align 16, !dbg !104, !tbaa !100
    #dbg_value(i64 97, !49, !DIExpression(), !96)
  %55 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !105
  store i32 97, ptr %55, align 4, !dbg !97, !tbaa !100
  %56 = getelementptr inbounds i8, ptr %2, i64 388, !dbg !106
  store i32 903, ptr %56, align 4, !dbg !104, !tbaa !100
    #dbg_value(i64 98, !49, !DIExpression(), !96)
  %57 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !105
  store i32 98, ptr %57, align 8, !dbg !97, !tbaa !100
  %58 = getelementptr inbounds i8, ptr %2, i64 392, !dbg !106
  store i32 902, ptr %58, align 8, !dbg !104, !tbaa !100
    #dbg_value(i64 99, !49, !DIExpression(), !96)
  %59 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !105
  store i32 99, ptr %59, align 4, !dbg !97, !tbaa !100
  %60 = getelementptr inbounds i8, ptr %2, i64 396, !dbg !106
  store i32 901, ptr %60, align 4, !dbg !104, !tbaa !100
    #dbg_value(i64 100, !49, !DIExpression(), !96)
  call fastcc void @add_restrict(ptr noundef nonnull %3, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !107
    #dbg_value(i64 0, !51, !DIExpression(), !89)
    #dbg_value(i32 0, !53, !DIExpression(), !108)
  br label %61, !dbg !109

61:                                               ; preds = %61, %0
  %62 = phi i64 [ 0, %0 ], [ %94, %61 ]
  %63 = phi i64 [ 0, %0 ], [ %98, %61 ]
    #dbg_value(i64 %63, !51, !DIExpression(), !89)
    #dbg_value(i64 %62, !53, !DIExpression(), !108)
  %64 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %62, !dbg !110
  %65 = load i32, ptr %64, align 4, !dbg !110, !tbaa !100
  %66 = add nuw nsw i64 %62, 1, !dbg !112
  %67 = trunc nuw nsw i64 %66 to i32, !dbg !113
  %68 = mul nsw i32 %65, %67, !dbg !113
  %69 = sext i32 %68 to i64, !dbg !110
  %70 = add nsw i64 %63, %69, !dbg !114
    #dbg_value(i64 %70, !51, !DIExpression(), !89)
    #dbg_value(i64 %66, !53, !DIExpression(), !108)
  %71 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %66, !dbg !110
  %72 = load i32, ptr %71, align 4, !dbg !110, !tbaa !100
  %73 = add nuw nsw i64 %62, 2, !dbg !112
  %74 = trunc nuw nsw i64 %73 to i32, !dbg !113
  %75 = mul nsw i32 %72, %74, !dbg !113
  %76 = sext i32 %75 to i64, !dbg !110
  %77 = add nsw i64 %70, %76, !dbg !114
    #dbg_value(i64 %77, !51, !DIExpression(), !89)
    #dbg_value(i64 %73, !53, !DIExpression(), !108)
  %78 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %73, !dbg !110
  %79 = load i32, ptr %78, align 4, !dbg !110, !tbaa !100
  %80 = add nuw nsw i64 %62, 3, !dbg !112
  %81 = trunc nuw nsw i64 %80 to i32, !dbg !113
  %82 = mul nsw i32 %79, %81, !dbg !113
  %83 = sext i32 %82 to i64, !dbg !110
  %84 = add nsw i64 %77, %83, !dbg !114
    #dbg_value(i64 %84, !51, !DIExpression(), !89)
    #dbg_value(i64 %80, !53, !DIExpression(), !108)
  %85 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %80, !dbg !110
  %86 = load i32, ptr %85, align 4, !dbg !110, !tbaa !100
  %87 = add nuw nsw i64 %62, 4, !dbg !112
  %88 = trunc nuw nsw i64 %87 to i32, !dbg !113
  %89 = mul nsw i32 %86, %88, !dbg !113
  %90 = sext i32 %89 to i64, !dbg !110
  %91 = add nsw i64 %84, %90, !dbg !114
    #dbg_value(i64 %91, !51, !DIExpression(), !89)
    #dbg_value(i64 %87, !53, !DIExpression(), !108)
  %92 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %87, !dbg !110
  %93 = load i32, ptr %92, align 4, !dbg !110, !tbaa !100
  %94 = add nuw nsw i64 %62, 5, !dbg !112
  %95 = trunc nuw nsw i64 %94 to i32, !dbg !113
  %96 = mul nsw i32 %93, %95, !dbg !113
  %97 = sext i32 %96 to i64, !dbg !110
  %98 = add nsw i64 %91, %97, !dbg !114
    #dbg_value(i64 %98, !51, !DIExpression(), !89)
    #dbg_value(i64 %94, !53, !DIExpression(), !108)
  %99 = icmp eq i64 %94, 100, !dbg !115
  br i1 %99, label %100, label %61, !dbg !109, !llvm.loop !116

100:                                              ; preds = %61
  %101 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !119
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %101, align 16, !dbg !119, !tbaa !100
  %102 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !121
  %103 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !119
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %102, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %103, align 16, !dbg !119, !tbaa !100
  %104 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !121
  %105 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !119
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %104, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %105, align 16, !dbg !119, !tbaa !100
  %106 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !121
  %107 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !119
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %106, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %107, align 16, !dbg !119, !tbaa !100
  %108 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !121
  %109 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !119
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %108, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %109, align 16, !dbg !119, !tbaa !100
  %110 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !121
  %111 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !119
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %110, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %111, align 16, !dbg !119, !tbaa !100
  %112 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !121
  %113 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !119
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %112, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %113, align 16, !dbg !119, !tbaa !100
  %114 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !121
  %115 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !119
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %114, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %115, align 16, !dbg !119, !tbaa !100
  %116 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !121
  %117 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !119
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %116, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %117, align 16, !dbg !119, !tbaa !100
  %118 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !121
  %119 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !119
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %118, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %119, align 16, !dbg !119, !tbaa !100
  %120 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !121
  %121 = getelementptr inbounds i8, ptr %1, i64 336, !dbg !119
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %120, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %121, align 16, !dbg !119, !tbaa !100
  %122 = getelementptr inbounds i8, ptr %1, i64 352, !dbg !121
  %123 = getelementptr inbounds i8, ptr %1, i64 368, !dbg !119
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %122, align 16, !dbg !119, !tbaa !100
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %123, align 16, !dbg !119, !tbaa !100
    #dbg_value(i64 96, !55, !DIExpression(), !122)
  %124 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !121
  store i32 96, ptr %124, align 16, !dbg !119, !tbaa !100
    #dbg_value(i64 97, !55, !DIExpression(), !122)
  %125 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !121
  store i32 97, ptr %125, align 4, !dbg !119, !tbaa !100
    #dbg_value(i64 98, !55, !DIExpression(), !122)
  %126 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !121
  store i32 98, ptr %126, align 8, !dbg !119, !tbaa !100
    #dbg_value(i64 99, !55, !DIExpression(), !122)
  %127 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !121
  store i32 99, ptr %127, align 4, !dbg !119, !tbaa !100
    #dbg_value(i64 100, !55, !DIExpression(), !122)
  %128 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !123
  call fastcc void @add_overlap(ptr noundef nonnull %128, ptr noundef nonnull %1, ptr noundef nonnull %1), !dbg !124
  %129 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !125
  %130 = load i32, ptr %129, align 4, !dbg !125, !tbaa !100
  %131 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !126
  %132 = load i32, ptr %131, align 8, !dbg !126, !tbaa !100
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %98, i32 noundef %130, i32 noundef %132), !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !128
  store double 3.750000e+00, ptr %4, align 8, !dbg !129, !tbaa !130, !DIAssignID !132
    #dbg_assign(double 3.750000e+00, !57, !DIExpression(), !132, ptr %4, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !133
  store i64 -2, ptr %5, align 8, !dbg !134, !tbaa !135, !DIAssignID !137
    #dbg_assign(i64 -2, !58, !DIExpression(), !137, ptr %5, !DIExpression(), !89)
  %134 = call fastcc i32 @byte_sum(ptr noundef nonnull %4), !dbg !138
  %135 = call fastcc i32 @byte_sum(ptr noundef nonnull %5), !dbg !139
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %134, i32 noundef %135), !dbg !140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6, !dbg !141
  store i64 281444912063040, ptr %6, align 8, !dbg !142, !DIAssignID !143
    #dbg_assign(i1 undef, !63, !DIExpression(), !143, ptr %6, !DIExpression(), !89)
  call fastcc void @clear_via_chars(ptr noundef nonnull %6), !dbg !144
  %137 = load i32, ptr %6, align 8, !dbg !145, !tbaa !146
  %138 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !149
  %139 = load i16, ptr %138, align 4, !dbg !149, !tbaa !150
  %140 = sext i16 %139 to i32, !dbg !151
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %137, i32 noundef %140), !dbg !152
    #dbg_value(i32 -1077936128, !69, !DIExpression(), !89)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1077936128, i32 noundef 0, i32 noundef 191), !dbg !153
    #dbg_value(i32 1069547520, !69, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !89)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00), !dbg !154
    #dbg_value(i32 1036831950, !87, !DIExpression(), !89)
    #dbg_value(float 0x3FB99999C0000000, !86, !DIExpression(), !89)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3FB99999C0000000), !dbg !155
  %145 = and i32 %132, 127, !dbg !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6, !dbg !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !157
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #6, !dbg !157
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #6, !dbg !157
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6, !dbg !157
  ret i32 %145, !dbg !158
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_restrict(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #2 !dbg !159 {
    #dbg_value(ptr %0, !168, !DIExpression(), !174)
    #dbg_value(ptr %1, !169, !DIExpression(), !174)
    #dbg_value(ptr %2, !170, !DIExpression(), !174)
    #dbg_value(i32 100, !171, !DIExpression(), !174)
    #dbg_value(i32 0, !172, !DIExpression(), !175)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !176
  %5 = load <4 x i32>, ptr %1, align 4, !dbg !176, !tbaa !100
  %6 = load <4 x i32>, ptr %4, align 4, !dbg !176, !tbaa !100
  %7 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !178
  %8 = load <4 x i32>, ptr %2, align 4, !dbg !178, !tbaa !100
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !178, !tbaa !100
  %10 = add nsw <4 x i32> %8, %5, !dbg !179
  %11 = add nsw <4 x i32> %9, %6, !dbg !179
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !180
  store <4 x i32> %10, ptr %0, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %11, ptr %12, align 4, !dbg !180, !tbaa !100
  %13 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !176
  %14 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !176
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !176, !tbaa !100
  %16 = load <4 x i32>, ptr %14, align 4, !dbg !176, !tbaa !100
  %17 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !178
  %18 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !178
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !178, !tbaa !100
  %20 = load <4 x i32>, ptr %18, align 4, !dbg !178, !tbaa !100
  %21 = add nsw <4 x i32> %19, %15, !dbg !179
  %22 = add nsw <4 x i32> %20, %16, !dbg !179
  %23 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !181
  %24 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !180
  store <4 x i32> %21, ptr %23, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %22, ptr %24, align 4, !dbg !180, !tbaa !100
  %25 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !176
  %26 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !176
  %27 = load <4 x i32>, ptr %25, align 4, !dbg !176, !tbaa !100
  %28 = load <4 x i32>, ptr %26, align 4, !dbg !176, !tbaa !100
  %29 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !178
  %30 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !178
  %31 = load <4 x i32>, ptr %29, align 4, !dbg !178, !tbaa !100
  %32 = load <4 x i32>, ptr %30, align 4, !dbg !178, !tbaa !100
  %33 = add nsw <4 x i32> %31, %27, !dbg !179
  %34 = add nsw <4 x i32> %32, %28, !dbg !179
  %35 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !181
  %36 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !180
  store <4 x i32> %33, ptr %35, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %34, ptr %36, align 4, !dbg !180, !tbaa !100
  %37 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !176
  %38 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !176
  %39 = load <4 x i32>, ptr %37, align 4, !dbg !176, !tbaa !100
  %40 = load <4 x i32>, ptr %38, align 4, !dbg !176, !tbaa !100
  %41 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !178
  %42 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !178
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !178, !tbaa !100
  %44 = load <4 x i32>, ptr %42, align 4, !dbg !178, !tbaa !100
  %45 = add nsw <4 x i32> %43, %39, !dbg !179
  %46 = add nsw <4 x i32> %44, %40, !dbg !179
  %47 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !181
  %48 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !180
  store <4 x i32> %45, ptr %47, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %46, ptr %48, align 4, !dbg !180, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !176
  %50 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !176
  %51 = load <4 x i32>, ptr %49, align 4, !dbg !176, !tbaa !100
  %52 = load <4 x i32>, ptr %50, align 4, !dbg !176, !tbaa !100
  %53 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !178
  %54 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !178
  %55 = load <4 x i32>, ptr %53, align 4, !dbg !178, !tbaa !100
  %56 = load <4 x i32>, ptr %54, align 4, !dbg !178, !tbaa !100
  %57 = add nsw <4 x i32> %55, %51, !dbg !179
  %58 = add nsw <4 x i32> %56, %52, !dbg !179
  %59 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !181
  %60 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !180
  store <4 x i32> %57, ptr %59, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %58, ptr %60, align 4, !dbg !180, !tbaa !100
  %61 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !176
  %62 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !176
  %63 = load <4 x i32>, ptr %61, align 4, !dbg !176, !tbaa !100
  %64 = load <4 x i32>, ptr %62, align 4, !dbg !176, !tbaa !100
  %65 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !178
  %66 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !178
  %67 = load <4 x i32>, ptr %65, align 4, !dbg !178, !tbaa !100
  %68 = load <4 x i32>, ptr %66, align 4, !dbg !178, !tbaa !100
  %69 = add nsw <4 x i32> %67, %63, !dbg !179
  %70 = add nsw <4 x i32> %68, %64, !dbg !179
  %71 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !181
  %72 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !180
  store <4 x i32> %69, ptr %71, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %70, ptr %72, align 4, !dbg !180, !tbaa !100
  %73 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !176
  %74 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !176
  %75 = load <4 x i32>, ptr %73, align 4, !dbg !176, !tbaa !100
  %76 = load <4 x i32>, ptr %74, align 4, !dbg !176, !tbaa !100
  %77 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !178
  %78 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !178
  %79 = load <4 x i32>, ptr %77, align 4, !dbg !178, !tbaa !100
  %80 = load <4 x i32>, ptr %78, align 4, !dbg !178, !tbaa !100
  %81 = add nsw <4 x i32> %79, %75, !dbg !179
  %82 = add nsw <4 x i32> %80, %76, !dbg !179
  %83 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !181
  %84 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !180
  store <4 x i32> %81, ptr %83, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %82, ptr %84, align 4, !dbg !180, !tbaa !100
  %85 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !176
  %86 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !176
  %87 = load <4 x i32>, ptr %85, align 4, !dbg !176, !tbaa !100
  %88 = load <4 x i32>, ptr %86, align 4, !dbg !176, !tbaa !100
  %89 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !178
  %90 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !178
  %91 = load <4 x i32>, ptr %89, align 4, !dbg !178, !tbaa !100
  %92 = load <4 x i32>, ptr %90, align 4, !dbg !178, !tbaa !100
  %93 = add nsw <4 x i32> %91, %87, !dbg !179
  %94 = add nsw <4 x i32> %92, %88, !dbg !179
  %95 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !181
  %96 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !180
  store <4 x i32> %93, ptr %95, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %94, ptr %96, align 4, !dbg !180, !tbaa !100
  %97 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !176
  %98 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !176
  %99 = load <4 x i32>, ptr %97, align 4, !dbg !176, !tbaa !100
  %100 = load <4 x i32>, ptr %98, align 4, !dbg !176, !tbaa !100
  %101 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !178
  %102 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !178
  %103 = load <4 x i32>, ptr %101, align 4, !dbg !178, !tbaa !100
  %104 = load <4 x i32>, ptr %102, align 4, !dbg !178, !tbaa !100
  %105 = add nsw <4 x i32> %103, %99, !dbg !179
  %106 = add nsw <4 x i32> %104, %100, !dbg !179
  %107 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !181
  %108 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !180
  store <4 x i32> %105, ptr %107, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %106, ptr %108, align 4, !dbg !180, !tbaa !100
  %109 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !176
  %110 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !176
  %111 = load <4 x i32>, ptr %109, align 4, !dbg !176, !tbaa !100
  %112 = load <4 x i32>, ptr %110, align 4, !dbg !176, !tbaa !100
  %113 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !178
  %114 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !178
  %115 = load <4 x i32>, ptr %113, align 4, !dbg !178, !tbaa !100
  %116 = load <4 x i32>, ptr %114, align 4, !dbg !178, !tbaa !100
  %117 = add nsw <4 x i32> %115, %111, !dbg !179
  %118 = add nsw <4 x i32> %116, %112, !dbg !179
  %119 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !181
  %120 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !180
  store <4 x i32> %117, ptr %119, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %118, ptr %120, align 4, !dbg !180, !tbaa !100
  %121 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !176
  %122 = getelementptr inbounds i8, ptr %1, i64 336, !dbg !176
  %123 = load <4 x i32>, ptr %121, align 4, !dbg !176, !tbaa !100
  %124 = load <4 x i32>, ptr %122, align 4, !dbg !176, !tbaa !100
  %125 = getelementptr inbounds i8, ptr %2, i64 320, !dbg !178
  %126 = getelementptr inbounds i8, ptr %2, i64 336, !dbg !178
  %127 = load <4 x i32>, ptr %125, align 4, !dbg !178, !tbaa !100
  %128 = load <4 x i32>, ptr %126, align 4, !dbg !178, !tbaa !100
  %129 = add nsw <4 x i32> %127, %123, !dbg !179
  %130 = add nsw <4 x i32> %128, %124, !dbg !179
  %131 = getelementptr inbounds i8, ptr %0, i64 320, !dbg !181
  %132 = getelementptr inbounds i8, ptr %0, i64 336, !dbg !180
  store <4 x i32> %129, ptr %131, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %130, ptr %132, align 4, !dbg !180, !tbaa !100
  %133 = getelementptr inbounds i8, ptr %1, i64 352, !dbg !176
  %134 = getelementptr inbounds i8, ptr %1, i64 368, !dbg !176
  %135 = load <4 x i32>, ptr %133, align 4, !dbg !176, !tbaa !100
  %136 = load <4 x i32>, ptr %134, align 4, !dbg !176, !tbaa !100
  %137 = getelementptr inbounds i8, ptr %2, i64 352, !dbg !178
  %138 = getelementptr inbounds i8, ptr %2, i64 368, !dbg !178
  %139 = load <4 x i32>, ptr %137, align 4, !dbg !178, !tbaa !100
  %140 = load <4 x i32>, ptr %138, align 4, !dbg !178, !tbaa !100
  %141 = add nsw <4 x i32> %139, %135, !dbg !179
  %142 = add nsw <4 x i32> %140, %136, !dbg !179
  %143 = getelementptr inbounds i8, ptr %0, i64 352, !dbg !181
  %144 = getelementptr inbounds i8, ptr %0, i64 368, !dbg !180
  store <4 x i32> %141, ptr %143, align 4, !dbg !180, !tbaa !100
  store <4 x i32> %142, ptr %144, align 4, !dbg !180, !tbaa !100
    #dbg_value(i64 96, !172, !DIExpression(), !175)
  %145 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !176
  %146 = load i32, ptr %145, align 4, !dbg !176, !tbaa !100
  %147 = getelementptr inbounds i8, ptr %2, i64 384, !dbg !178
  %148 = load i32, ptr %147, align 4, !dbg !178, !tbaa !100
  %149 = add nsw i32 %148, %146, !dbg !179
  %150 = getelementptr inbounds i8, ptr %0, i64 384, !dbg !181
  store i32 %149, ptr %150, align 4, !dbg !180, !tbaa !100
    #dbg_value(i64 97, !172, !DIExpression(), !175)
  %151 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !176
  %152 = load i32, ptr %151, align 4, !dbg !176, !tbaa !100
  %153 = getelementptr inbounds i8, ptr %2, i64 388, !dbg !178
  %154 = load i32, ptr %153, align 4, !dbg !178, !tbaa !100
  %155 = add nsw i32 %154, %152, !dbg !179
  %156 = getelementptr inbounds i8, ptr %0, i64 388, !dbg !181
  store i32 %155, ptr %156, align 4, !dbg !180, !tbaa !100
    #dbg_value(i64 98, !172, !DIExpression(), !175)
  %157 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !176
  %158 = load i32, ptr %157, align 4, !dbg !176, !tbaa !100
  %159 = getelementptr inbounds i8, ptr %2, i64 392, !dbg !178
  %160 = load i32, ptr %159, align 4, !dbg !178, !tbaa !100
  %161 = add nsw i32 %160, %158, !dbg !179
  %162 = getelementptr inbounds i8, ptr %0, i64 392, !dbg !181
  store i32 %161, ptr %162, align 4, !dbg !180, !tbaa !100
    #dbg_value(i64 99, !172, !DIExpression(), !175)
  %163 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !176
  %164 = load i32, ptr %163, align 4, !dbg !176, !tbaa !100
  %165 = getelementptr inbounds i8, ptr %2, i64 396, !dbg !178
  %166 = load i32, ptr %165, align 4, !dbg !178, !tbaa !100
  %167 = add nsw i32 %166, %164, !dbg !179
  %168 = getelementptr inbounds i8, ptr %0, i64 396, !dbg !181
  store i32 %167, ptr %168, align 4, !dbg !180, !tbaa !100
    #dbg_value(i64 100, !172, !DIExpression(), !175)
  ret void, !dbg !182
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_overlap(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 !dbg !183 {
    #dbg_value(ptr %0, !187, !DIExpression(), !193)
    #dbg_value(ptr %1, !188, !DIExpression(), !193)
    #dbg_value(ptr %2, !189, !DIExpression(), !193)
    #dbg_value(i32 99, !190, !DIExpression(), !193)
    #dbg_value(i32 0, !191, !DIExpression(), !194)
  %4 = ptrtoint ptr %0 to i64, !dbg !195
  %5 = ptrtoint ptr %1 to i64, !dbg !195
  %6 = ptrtoint ptr %2 to i64, !dbg !195
  %7 = sub i64 %4, %5, !dbg !195
  %8 = icmp ugt i64 %7, 31, !dbg !195
  %9 = sub i64 %4, %6, !dbg !195
  %10 = icmp ugt i64 %9, 31, !dbg !195
  %11 = and i1 %8, %10, !dbg !195
  br i1 %11, label %27, label %12, !dbg !195

12:                                               ; preds = %3, %27
  %13 = phi i64 [ 0, %3 ], [ 96, %27 ]
  br label %14, !dbg !195

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %23, %14 ], [ %13, %12 ]
  %16 = phi i64 [ %24, %14 ], [ 0, %12 ]
    #dbg_value(i64 %15, !191, !DIExpression(), !194)
  %17 = getelementptr inbounds i32, ptr %1, i64 %15, !dbg !196
  %18 = load i32, ptr %17, align 4, !dbg !196, !tbaa !100
  %19 = getelementptr inbounds i32, ptr %2, i64 %15, !dbg !198
  %20 = load i32, ptr %19, align 4, !dbg !198, !tbaa !100
  %21 = add nsw i32 %20, %18, !dbg !199
  %22 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !200
  store i32 %21, ptr %22, align 4, !dbg !201, !tbaa !100
  %23 = add nuw nsw i64 %15, 1, !dbg !202
    #dbg_value(i64 %23, !191, !DIExpression(), !194)
  %24 = add i64 %16, 1, !dbg !195
  %25 = icmp eq i64 %24, 3, !dbg !195
  br i1 %25, label %26, label %14, !dbg !195, !llvm.loop !203

26:                                               ; preds = %14
  br i1 %11, label %169, label %170, !dbg !195

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !196
  %29 = load <4 x i32>, ptr %1, align 4, !dbg !196, !tbaa !100
  %30 = load <4 x i32>, ptr %28, align 4, !dbg !196, !tbaa !100
  %31 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !198
  %32 = load <4 x i32>, ptr %2, align 4, !dbg !198, !tbaa !100
  %33 = load <4 x i32>, ptr %31, align 4, !dbg !198, !tbaa !100
  %34 = add nsw <4 x i32> %32, %29, !dbg !199
  %35 = add nsw <4 x i32> %33, %30, !dbg !199
  %36 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !201
  store <4 x i32> %34, ptr %0, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %35, ptr %36, align 4, !dbg !201, !tbaa !100
  %37 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !196
  %38 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !196
  %39 = load <4 x i32>, ptr %37, align 4, !dbg !196, !tbaa !100
  %40 = load <4 x i32>, ptr %38, align 4, !dbg !196, !tbaa !100
  %41 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !198
  %42 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !198
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !198, !tbaa !100
  %44 = load <4 x i32>, ptr %42, align 4, !dbg !198, !tbaa !100
  %45 = add nsw <4 x i32> %43, %39, !dbg !199
  %46 = add nsw <4 x i32> %44, %40, !dbg !199
  %47 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !200
  %48 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !201
  store <4 x i32> %45, ptr %47, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %46, ptr %48, align 4, !dbg !201, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !196
  %50 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !196
  %51 = load <4 x i32>, ptr %49, align 4, !dbg !196, !tbaa !100
  %52 = load <4 x i32>, ptr %50, align 4, !dbg !196, !tbaa !100
  %53 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !198
  %54 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !198
  %55 = load <4 x i32>, ptr %53, align 4, !dbg !198, !tbaa !100
  %56 = load <4 x i32>, ptr %54, align 4, !dbg !198, !tbaa !100
  %57 = add nsw <4 x i32> %55, %51, !dbg !199
  %58 = add nsw <4 x i32> %56, %52, !dbg !199
  %59 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !200
  %60 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !201
  store <4 x i32> %57, ptr %59, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %58, ptr %60, align 4, !dbg !201, !tbaa !100
  %61 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !196
  %62 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !196
  %63 = load <4 x i32>, ptr %61, align 4, !dbg !196, !tbaa !100
  %64 = load <4 x i32>, ptr %62, align 4, !dbg !196, !tbaa !100
  %65 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !198
  %66 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !198
  %67 = load <4 x i32>, ptr %65, align 4, !dbg !198, !tbaa !100
  %68 = load <4 x i32>, ptr %66, align 4, !dbg !198, !tbaa !100
  %69 = add nsw <4 x i32> %67, %63, !dbg !199
  %70 = add nsw <4 x i32> %68, %64, !dbg !199
  %71 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !200
  %72 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !201
  store <4 x i32> %69, ptr %71, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %70, ptr %72, align 4, !dbg !201, !tbaa !100
  %73 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !196
  %74 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !196
  %75 = load <4 x i32>, ptr %73, align 4, !dbg !196, !tbaa !100
  %76 = load <4 x i32>, ptr %74, align 4, !dbg !196, !tbaa !100
  %77 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !198
  %78 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !198
  %79 = load <4 x i32>, ptr %77, align 4, !dbg !198, !tbaa !100
  %80 = load <4 x i32>, ptr %78, align 4, !dbg !198, !tbaa !100
  %81 = add nsw <4 x i32> %79, %75, !dbg !199
  %82 = add nsw <4 x i32> %80, %76, !dbg !199
  %83 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !200
  %84 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !201
  store <4 x i32> %81, ptr %83, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %82, ptr %84, align 4, !dbg !201, !tbaa !100
  %85 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !196
  %86 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !196
  %87 = load <4 x i32>, ptr %85, align 4, !dbg !196, !tbaa !100
  %88 = load <4 x i32>, ptr %86, align 4, !dbg !196, !tbaa !100
  %89 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !198
  %90 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !198
  %91 = load <4 x i32>, ptr %89, align 4, !dbg !198, !tbaa !100
  %92 = load <4 x i32>, ptr %90, align 4, !dbg !198, !tbaa !100
  %93 = add nsw <4 x i32> %91, %87, !dbg !199
  %94 = add nsw <4 x i32> %92, %88, !dbg !199
  %95 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !200
  %96 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !201
  store <4 x i32> %93, ptr %95, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %94, ptr %96, align 4, !dbg !201, !tbaa !100
  %97 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !196
  %98 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !196
  %99 = load <4 x i32>, ptr %97, align 4, !dbg !196, !tbaa !100
  %100 = load <4 x i32>, ptr %98, align 4, !dbg !196, !tbaa !100
  %101 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !198
  %102 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !198
  %103 = load <4 x i32>, ptr %101, align 4, !dbg !198, !tbaa !100
  %104 = load <4 x i32>, ptr %102, align 4, !dbg !198, !tbaa !100
  %105 = add nsw <4 x i32> %103, %99, !dbg !199
  %106 = add nsw <4 x i32> %104, %100, !dbg !199
  %107 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !200
  %108 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !201
  store <4 x i32> %105, ptr %107, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %106, ptr %108, align 4, !dbg !201, !tbaa !100
  %109 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !196
  %110 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !196
  %111 = load <4 x i32>, ptr %109, align 4, !dbg !196, !tbaa !100
  %112 = load <4 x i32>, ptr %110, align 4, !dbg !196, !tbaa !100
  %113 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !198
  %114 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !198
  %115 = load <4 x i32>, ptr %113, align 4, !dbg !198, !tbaa !100
  %116 = load <4 x i32>, ptr %114, align 4, !dbg !198, !tbaa !100
  %117 = add nsw <4 x i32> %115, %111, !dbg !199
  %118 = add nsw <4 x i32> %116, %112, !dbg !199
  %119 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !200
  %120 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !201
  store <4 x i32> %117, ptr %119, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %118, ptr %120, align 4, !dbg !201, !tbaa !100
  %121 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !196
  %122 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !196
  %123 = load <4 x i32>, ptr %121, align 4, !dbg !196, !tbaa !100
  %124 = load <4 x i32>, ptr %122, align 4, !dbg !196, !tbaa !100
  %125 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !198
  %126 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !198
  %127 = load <4 x i32>, ptr %125, align 4, !dbg !198, !tbaa !100
  %128 = load <4 x i32>, ptr %126, align 4, !dbg !198, !tbaa !100
  %129 = add nsw <4 x i32> %127, %123, !dbg !199
  %130 = add nsw <4 x i32> %128, %124, !dbg !199
  %131 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !200
  %132 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !201
  store <4 x i32> %129, ptr %131, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %130, ptr %132, align 4, !dbg !201, !tbaa !100
  %133 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !196
  %134 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !196
  %135 = load <4 x i32>, ptr %133, align 4, !dbg !196, !tbaa !100
  %136 = load <4 x i32>, ptr %134, align 4, !dbg !196, !tbaa !100
  %137 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !198
  %138 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !198
  %139 = load <4 x i32>, ptr %137, align 4, !dbg !198, !tbaa !100
  %140 = load <4 x i32>, ptr %138, align 4, !dbg !198, !tbaa !100
  %141 = add nsw <4 x i32> %139, %135, !dbg !199
  %142 = add nsw <4 x i32> %140, %136, !dbg !199
  %143 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !200
  %144 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !201
  store <4 x i32> %141, ptr %143, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %142, ptr %144, align 4, !dbg !201, !tbaa !100
  %145 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !196
  %146 = getelementptr inbounds i8, ptr %1, i64 336, !dbg !196
  %147 = load <4 x i32>, ptr %145, align 4, !dbg !196, !tbaa !100
  %148 = load <4 x i32>, ptr %146, align 4, !dbg !196, !tbaa !100
  %149 = getelementptr inbounds i8, ptr %2, i64 320, !dbg !198
  %150 = getelementptr inbounds i8, ptr %2, i64 336, !dbg !198
  %151 = load <4 x i32>, ptr %149, align 4, !dbg !198, !tbaa !100
  %152 = load <4 x i32>, ptr %150, align 4, !dbg !198, !tbaa !100
  %153 = add nsw <4 x i32> %151, %147, !dbg !199
  %154 = add nsw <4 x i32> %152, %148, !dbg !199
  %155 = getelementptr inbounds i8, ptr %0, i64 320, !dbg !200
  %156 = getelementptr inbounds i8, ptr %0, i64 336, !dbg !201
  store <4 x i32> %153, ptr %155, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %154, ptr %156, align 4, !dbg !201, !tbaa !100
  %157 = getelementptr inbounds i8, ptr %1, i64 352, !dbg !196
  %158 = getelementptr inbounds i8, ptr %1, i64 368, !dbg !196
  %159 = load <4 x i32>, ptr %157, align 4, !dbg !196, !tbaa !100
  %160 = load <4 x i32>, ptr %158, align 4, !dbg !196, !tbaa !100
  %161 = getelementptr inbounds i8, ptr %2, i64 352, !dbg !198
  %162 = getelementptr inbounds i8, ptr %2, i64 368, !dbg !198
  %163 = load <4 x i32>, ptr %161, align 4, !dbg !198, !tbaa !100
  %164 = load <4 x i32>, ptr %162, align 4, !dbg !198, !tbaa !100
  %165 = add nsw <4 x i32> %163, %159, !dbg !199
  %166 = add nsw <4 x i32> %164, %160, !dbg !199
  %167 = getelementptr inbounds i8, ptr %0, i64 352, !dbg !200
  %168 = getelementptr inbounds i8, ptr %0, i64 368, !dbg !201
  store <4 x i32> %165, ptr %167, align 4, !dbg !201, !tbaa !100
  store <4 x i32> %166, ptr %168, align 4, !dbg !201, !tbaa !100
  br label %12, !dbg !195

169:                                              ; preds = %170, %26
  ret void, !dbg !205

170:                                              ; preds = %26, %170
  %171 = phi i64 [ %199, %170 ], [ %23, %26 ]
    #dbg_value(i64 %171, !191, !DIExpression(), !194)
  %172 = getelementptr inbounds i32, ptr %1, i64 %171, !dbg !196
  %173 = load i32, ptr %172, align 4, !dbg !196, !tbaa !100
  %174 = getelementptr inbounds i32, ptr %2, i64 %171, !dbg !198
  %175 = load i32, ptr %174, align 4, !dbg !198, !tbaa !100
  %176 = add nsw i32 %175, %173, !dbg !199
  %177 = getelementptr inbounds i32, ptr %0, i64 %171, !dbg !200
  store i32 %176, ptr %177, align 4, !dbg !201, !tbaa !100
  %178 = add nuw nsw i64 %171, 1, !dbg !202
    #dbg_value(i64 %178, !191, !DIExpression(), !194)
  %179 = getelementptr inbounds i32, ptr %1, i64 %178, !dbg !196
  %180 = load i32, ptr %179, align 4, !dbg !196, !tbaa !100
  %181 = getelementptr inbounds i32, ptr %2, i64 %178, !dbg !198
  %182 = load i32, ptr %181, align 4, !dbg !198, !tbaa !100
  %183 = add nsw i32 %182, %180, !dbg !199
  %184 = getelementptr inbounds i32, ptr %0, i64 %178, !dbg !200
  store i32 %183, ptr %184, align 4, !dbg !201, !tbaa !100
  %185 = add nuw nsw i64 %171, 2, !dbg !202
    #dbg_value(i64 %185, !191, !DIExpression(), !194)
  %186 = getelementptr inbounds i32, ptr %1, i64 %185, !dbg !196
  %187 = load i32, ptr %186, align 4, !dbg !196, !tbaa !100
  %188 = getelementptr inbounds i32, ptr %2, i64 %185, !dbg !198
  %189 = load i32, ptr %188, align 4, !dbg !198, !tbaa !100
  %190 = add nsw i32 %189, %187, !dbg !199
  %191 = getelementptr inbounds i32, ptr %0, i64 %185, !dbg !200
  store i32 %190, ptr %191, align 4, !dbg !201, !tbaa !100
  %192 = add nuw nsw i64 %171, 3, !dbg !202
    #dbg_value(i64 %192, !191, !DIExpression(), !194)
  %193 = getelementptr inbounds i32, ptr %1, i64 %192, !dbg !196
  %194 = load i32, ptr %193, align 4, !dbg !196, !tbaa !100
  %195 = getelementptr inbounds i32, ptr %2, i64 %192, !dbg !198
  %196 = load i32, ptr %195, align 4, !dbg !198, !tbaa !100
  %197 = add nsw i32 %196, %194, !dbg !199
  %198 = getelementptr inbounds i32, ptr %0, i64 %192, !dbg !200
  store i32 %197, ptr %198, align 4, !dbg !201, !tbaa !100
  %199 = add nuw nsw i64 %171, 4, !dbg !202
    #dbg_value(i64 %199, !191, !DIExpression(), !194)
  %200 = icmp eq i64 %199, 99, !dbg !206
  br i1 %200, label %169, label %170, !dbg !195, !llvm.loop !207
}

; Function Attrs: nofree nounwind
declare !dbg !210 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @byte_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !217 {
    #dbg_value(ptr %0, !226, !DIExpression(), !234)
    #dbg_value(i64 8, !227, !DIExpression(), !234)
    #dbg_value(ptr %0, !228, !DIExpression(), !234)
    #dbg_value(i32 0, !231, !DIExpression(), !234)
    #dbg_value(i64 0, !232, !DIExpression(), !235)
    #dbg_value(i64 0, !232, !DIExpression(), !235)
    #dbg_value(i32 0, !231, !DIExpression(), !234)
  %2 = load i8, ptr %0, align 1, !dbg !236, !tbaa !238
  %3 = zext i8 %2 to i32, !dbg !236
    #dbg_value(i32 %3, !231, !DIExpression(), !234)
    #dbg_value(i64 1, !232, !DIExpression(), !235)
  %4 = mul nuw nsw i32 %3, 31, !dbg !239
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !236
  %6 = load i8, ptr %5, align 1, !dbg !236, !tbaa !238
  %7 = zext i8 %6 to i32, !dbg !236
  %8 = add nuw nsw i32 %4, %7, !dbg !240
    #dbg_value(i32 %8, !231, !DIExpression(), !234)
    #dbg_value(i64 2, !232, !DIExpression(), !235)
  %9 = mul nuw nsw i32 %8, 31, !dbg !239
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !236
  %11 = load i8, ptr %10, align 1, !dbg !236, !tbaa !238
  %12 = zext i8 %11 to i32, !dbg !236
  %13 = add nuw nsw i32 %9, %12, !dbg !240
    #dbg_value(i32 %13, !231, !DIExpression(), !234)
    #dbg_value(i64 3, !232, !DIExpression(), !235)
  %14 = mul nuw nsw i32 %13, 31, !dbg !239
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !236
  %16 = load i8, ptr %15, align 1, !dbg !236, !tbaa !238
  %17 = zext i8 %16 to i32, !dbg !236
  %18 = add nuw nsw i32 %14, %17, !dbg !240
    #dbg_value(i32 %18, !231, !DIExpression(), !234)
    #dbg_value(i64 4, !232, !DIExpression(), !235)
  %19 = mul nuw nsw i32 %18, 31, !dbg !239
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !236
  %21 = load i8, ptr %20, align 1, !dbg !236, !tbaa !238
  %22 = zext i8 %21 to i32, !dbg !236
  %23 = add nuw nsw i32 %19, %22, !dbg !240
    #dbg_value(i32 %23, !231, !DIExpression(), !234)
    #dbg_value(i64 5, !232, !DIExpression(), !235)
  %24 = mul i32 %23, 31, !dbg !239
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !236
  %26 = load i8, ptr %25, align 1, !dbg !236, !tbaa !238
  %27 = zext i8 %26 to i32, !dbg !236
  %28 = add i32 %24, %27, !dbg !240
    #dbg_value(i32 %28, !231, !DIExpression(), !234)
    #dbg_value(i64 6, !232, !DIExpression(), !235)
  %29 = mul i32 %28, 31, !dbg !239
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !236
  %31 = load i8, ptr %30, align 1, !dbg !236, !tbaa !238
  %32 = zext i8 %31 to i32, !dbg !236
  %33 = add i32 %29, %32, !dbg !240
    #dbg_value(i32 %33, !231, !DIExpression(), !234)
    #dbg_value(i64 7, !232, !DIExpression(), !235)
  %34 = mul i32 %33, 31, !dbg !239
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !236
  %36 = load i8, ptr %35, align 1, !dbg !236, !tbaa !238
  %37 = zext i8 %36 to i32, !dbg !236
  %38 = add i32 %34, %37, !dbg !240
    #dbg_value(i32 %38, !231, !DIExpression(), !234)
    #dbg_value(i64 8, !232, !DIExpression(), !235)
  ret i32 %38, !dbg !241
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @clear_via_chars(ptr nocapture noundef writeonly %0) unnamed_addr #5 !dbg !242 {
    #dbg_value(ptr %0, !247, !DIExpression(), !253)
    #dbg_value(i64 4, !248, !DIExpression(), !253)
    #dbg_value(ptr %0, !249, !DIExpression(), !253)
    #dbg_value(i64 0, !251, !DIExpression(), !254)
  store i32 0, ptr %0, align 1, !dbg !255
    #dbg_value(i64 poison, !251, !DIExpression(), !254)
  ret void, !dbg !257
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/aliasing_char_restrict.c", directory: ".", checksumkind: CSK_MD5, checksum: "bf74eb2e2ae1ed7b898113466c428701")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 19)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !27, globals: !29, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !{!0, !7, !12, !17, !19, !24}
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !39, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!43, !47, !48, !49, !51, !53, !55, !57, !58, !63, !69, !86, !87}
!43 = !DILocalVariable(name: "a", scope: !38, file: !2, line: 17, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 3200, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 100)
!47 = !DILocalVariable(name: "b", scope: !38, file: !2, line: 17, type: !44)
!48 = !DILocalVariable(name: "d", scope: !38, file: !2, line: 17, type: !44)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 18, type: !41)
!50 = distinct !DILexicalBlock(scope: !38, file: !2, line: 18, column: 5)
!51 = !DILocalVariable(name: "s1", scope: !38, file: !2, line: 20, type: !52)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 20, type: !41)
!54 = distinct !DILexicalBlock(scope: !38, file: !2, line: 20, column: 18)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 21, type: !41)
!56 = distinct !DILexicalBlock(scope: !38, file: !2, line: 21, column: 5)
!57 = !DILocalVariable(name: "dv", scope: !38, file: !2, line: 24, type: !28)
!58 = !DILocalVariable(name: "iv", scope: !38, file: !2, line: 24, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !62, line: 44, baseType: !52)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!63 = !DILocalVariable(name: "st", scope: !38, file: !2, line: 26, type: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !38, file: !2, line: 26, size: 64, elements: !65)
!65 = !{!66, !67}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !64, file: !2, line: 26, baseType: !41, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !64, file: !2, line: 26, baseType: !68, size: 16, offset: 32)
!68 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!69 = !DILocalVariable(name: "p", scope: !38, file: !2, line: 29, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun", file: !2, line: 14, size: 32, elements: !71)
!71 = !{!72, !77, !79}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !70, file: !2, line: 14, baseType: !73, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !74, line: 26, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !62, line: 42, baseType: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !70, file: !2, line: 14, baseType: !78, size: 32)
!78 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !70, file: !2, line: 14, baseType: !80, size: 32)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 32, elements: !84)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !74, line: 24, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !62, line: 38, baseType: !83)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !DILocalVariable(name: "f", scope: !38, file: !2, line: 33, type: !78)
!87 = !DILocalVariable(name: "u", scope: !38, file: !2, line: 33, type: !73)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !38)
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 17, column: 5, scope: !38)
!96 = !DILocation(line: 0, scope: !50)
!97 = !DILocation(line: 18, column: 42, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 18, column: 35)
!99 = distinct !DILexicalBlock(scope: !50, file: !2, line: 18, column: 5)
!100 = !{!101, !101, i64 0}
!101 = !{!"int", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !DILocation(line: 18, column: 52, scope: !98)
!105 = !DILocation(line: 18, column: 37, scope: !98)
!106 = !DILocation(line: 18, column: 47, scope: !98)
!107 = !DILocation(line: 19, column: 5, scope: !38)
!108 = !DILocation(line: 0, scope: !54)
!109 = !DILocation(line: 20, column: 18, scope: !54)
!110 = !DILocation(line: 20, column: 54, scope: !111)
!111 = distinct !DILexicalBlock(scope: !54, file: !2, line: 20, column: 18)
!112 = !DILocation(line: 20, column: 64, scope: !111)
!113 = !DILocation(line: 20, column: 59, scope: !111)
!114 = !DILocation(line: 20, column: 51, scope: !111)
!115 = !DILocation(line: 20, column: 36, scope: !111)
!116 = distinct !{!116, !109, !117, !118}
!117 = !DILocation(line: 20, column: 67, scope: !54)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 21, column: 40, scope: !120)
!120 = distinct !DILexicalBlock(scope: !56, file: !2, line: 21, column: 5)
!121 = !DILocation(line: 21, column: 35, scope: !120)
!122 = !DILocation(line: 0, scope: !56)
!123 = !DILocation(line: 22, column: 19, scope: !38)
!124 = !DILocation(line: 22, column: 5, scope: !38)
!125 = !DILocation(line: 23, column: 64, scope: !38)
!126 = !DILocation(line: 23, column: 71, scope: !38)
!127 = !DILocation(line: 23, column: 5, scope: !38)
!128 = !DILocation(line: 24, column: 5, scope: !38)
!129 = !DILocation(line: 24, column: 12, scope: !38)
!130 = !{!131, !131, i64 0}
!131 = !{!"double", !102, i64 0}
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 24, column: 23, scope: !38)
!134 = !DILocation(line: 24, column: 31, scope: !38)
!135 = !{!136, !136, i64 0}
!136 = !{!"long", !102, i64 0}
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 25, column: 49, scope: !38)
!139 = !DILocation(line: 25, column: 75, scope: !38)
!140 = !DILocation(line: 25, column: 5, scope: !38)
!141 = !DILocation(line: 26, column: 5, scope: !38)
!142 = !DILocation(line: 26, column: 32, scope: !38)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 27, column: 5, scope: !38)
!145 = !DILocation(line: 28, column: 47, scope: !38)
!146 = !{!147, !101, i64 0}
!147 = !{!"", !101, i64 0, !148, i64 4}
!148 = !{!"short", !102, i64 0}
!149 = !DILocation(line: 28, column: 53, scope: !38)
!150 = !{!147, !148, i64 4}
!151 = !DILocation(line: 28, column: 50, scope: !38)
!152 = !DILocation(line: 28, column: 5, scope: !38)
!153 = !DILocation(line: 30, column: 5, scope: !38)
!154 = !DILocation(line: 32, column: 5, scope: !38)
!155 = !DILocation(line: 34, column: 5, scope: !38)
!156 = !DILocation(line: 35, column: 18, scope: !38)
!157 = !DILocation(line: 36, column: 1, scope: !38)
!158 = !DILocation(line: 35, column: 5, scope: !38)
!159 = distinct !DISubprogram(name: "add_restrict", scope: !2, file: !2, line: 10, type: !160, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !167)
!160 = !DISubroutineType(cc: DW_CC_nocall, types: !161)
!161 = !{null, !162, !164, !164, !41}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!167 = !{!168, !169, !170, !171, !172}
!168 = !DILocalVariable(name: "d", arg: 1, scope: !159, file: !2, line: 10, type: !162)
!169 = !DILocalVariable(name: "a", arg: 2, scope: !159, file: !2, line: 10, type: !164)
!170 = !DILocalVariable(name: "b", arg: 3, scope: !159, file: !2, line: 10, type: !164)
!171 = !DILocalVariable(name: "n", arg: 4, scope: !159, file: !2, line: 10, type: !41)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 10, type: !41)
!173 = distinct !DILexicalBlock(scope: !159, file: !2, line: 10, column: 124)
!174 = !DILocation(line: 0, scope: !159)
!175 = !DILocation(line: 0, scope: !173)
!176 = !DILocation(line: 10, column: 159, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 10, column: 124)
!178 = !DILocation(line: 10, column: 166, scope: !177)
!179 = !DILocation(line: 10, column: 164, scope: !177)
!180 = !DILocation(line: 10, column: 157, scope: !177)
!181 = !DILocation(line: 10, column: 152, scope: !177)
!182 = !DILocation(line: 10, column: 172, scope: !159)
!183 = distinct !DISubprogram(name: "add_overlap", scope: !2, file: !2, line: 11, type: !184, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !186)
!184 = !DISubroutineType(cc: DW_CC_nocall, types: !185)
!185 = !{null, !163, !165, !165, !41}
!186 = !{!187, !188, !189, !190, !191}
!187 = !DILocalVariable(name: "d", arg: 1, scope: !183, file: !2, line: 11, type: !163)
!188 = !DILocalVariable(name: "a", arg: 2, scope: !183, file: !2, line: 11, type: !165)
!189 = !DILocalVariable(name: "b", arg: 3, scope: !183, file: !2, line: 11, type: !165)
!190 = !DILocalVariable(name: "n", arg: 4, scope: !183, file: !2, line: 11, type: !41)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 11, type: !41)
!192 = distinct !DILexicalBlock(scope: !183, file: !2, line: 11, column: 96)
!193 = !DILocation(line: 0, scope: !183)
!194 = !DILocation(line: 0, scope: !192)
!195 = !DILocation(line: 11, column: 96, scope: !192)
!196 = !DILocation(line: 11, column: 131, scope: !197)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 11, column: 96)
!198 = !DILocation(line: 11, column: 138, scope: !197)
!199 = !DILocation(line: 11, column: 136, scope: !197)
!200 = !DILocation(line: 11, column: 124, scope: !197)
!201 = !DILocation(line: 11, column: 129, scope: !197)
!202 = !DILocation(line: 11, column: 120, scope: !197)
!203 = distinct !{!203, !204}
!204 = !{!"llvm.loop.unroll.disable"}
!205 = !DILocation(line: 11, column: 144, scope: !183)
!206 = !DILocation(line: 11, column: 114, scope: !197)
!207 = distinct !{!207, !195, !208, !118, !209}
!208 = !DILocation(line: 11, column: 141, scope: !192)
!209 = !{!"llvm.loop.isvectorized", i32 1}
!210 = !DISubprogram(name: "printf", scope: !211, file: !211, line: 356, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!212 = !DISubroutineType(types: !213)
!213 = !{!41, !214, null}
!214 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!217 = distinct !DISubprogram(name: "byte_sum", scope: !2, file: !2, line: 12, type: !218, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !225)
!218 = !DISubroutineType(cc: DW_CC_nocall, types: !219)
!219 = !{!76, !220, !222}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !223, line: 18, baseType: !224)
!223 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!224 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!225 = !{!226, !227, !228, !231, !232}
!226 = !DILocalVariable(name: "p", arg: 1, scope: !217, file: !2, line: 12, type: !220)
!227 = !DILocalVariable(name: "n", arg: 2, scope: !217, file: !2, line: 12, type: !222)
!228 = !DILocalVariable(name: "b", scope: !217, file: !2, line: 12, type: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!231 = !DILocalVariable(name: "s", scope: !217, file: !2, line: 12, type: !76)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 12, type: !222)
!233 = distinct !DILexicalBlock(scope: !217, file: !2, line: 12, column: 123)
!234 = !DILocation(line: 0, scope: !217)
!235 = !DILocation(line: 0, scope: !233)
!236 = !DILocation(line: 12, column: 167, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 12, column: 123)
!238 = !{!102, !102, i64 0}
!239 = !DILocation(line: 12, column: 160, scope: !237)
!240 = !DILocation(line: 12, column: 165, scope: !237)
!241 = !DILocation(line: 12, column: 173, scope: !217)
!242 = distinct !DISubprogram(name: "clear_via_chars", scope: !2, file: !2, line: 13, type: !243, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !246)
!243 = !DISubroutineType(cc: DW_CC_nocall, types: !244)
!244 = !{null, !245, !222}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!246 = !{!247, !248, !249, !251}
!247 = !DILocalVariable(name: "p", arg: 1, scope: !242, file: !2, line: 13, type: !245)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !2, line: 13, type: !222)
!249 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 13, type: !250)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 13, type: !222)
!252 = distinct !DILexicalBlock(scope: !242, file: !2, line: 13, column: 98)
!253 = !DILocation(line: 0, scope: !242)
!254 = !DILocation(line: 0, scope: !252)
!255 = !DILocation(line: 13, column: 134, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 13, column: 98)
!257 = !DILocation(line: 13, column: 139, scope: !242)
