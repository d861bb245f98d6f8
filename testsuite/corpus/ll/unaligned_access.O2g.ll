; ModuleID = 'programs/unaligned_access.c'
source_filename = "programs/unaligned_access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"loads hash %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [88 x i8] c"packed size=%zu magic=%x len=%u flags=%x stamp=%llx ratio=%g view.len=%u view.ratio=%g\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !68, !DIExpression(), !92, ptr %1, !DIExpression(), !93)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !94
    #dbg_value(i32 0, !72, !DIExpression(), !95)
  store <16 x i8> <i8 3, i8 14, i8 25, i8 36, i8 47, i8 58, i8 69, i8 80, i8 91, i8 102, i8 113, i8 124, i8 -121, i8 -110, i8 -99, i8 -88>, ptr %1, align 16, !dbg !96, !tbaa !98
  %2 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !101
  store <16 x i8> <i8 -77, i8 -66, i8 -55, i8 -44, i8 -33, i8 -22, i8 -11, i8 0, i8 11, i8 22, i8 33, i8 44, i8 55, i8 66, i8 77, i8 88>, ptr %2, align 16, !dbg !96, !tbaa !98
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !101
  store <16 x i8> <i8 99, i8 110, i8 121, i8 -124, i8 -113, i8 -102, i8 -91, i8 -80, i8 -69, i8 -58, i8 -47, i8 -36, i8 -25, i8 -14, i8 -3, i8 8>, ptr %3, align 16, !dbg !96, !tbaa !98
  %4 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !101
  store <16 x i8> <i8 19, i8 30, i8 41, i8 52, i8 63, i8 74, i8 85, i8 96, i8 107, i8 118, i8 -127, i8 -116, i8 -105, i8 -94, i8 -83, i8 -72>, ptr %4, align 16, !dbg !96, !tbaa !98
  br label %161, !dbg !102

5:                                                ; preds = %161
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %180), !dbg !103
    #dbg_value(i32 1, !81, !DIExpression(), !104)
  %7 = getelementptr inbounds i8, ptr %1, i64 20
    #dbg_value(i64 1, !81, !DIExpression(), !104)
  %8 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %8, i32 noundef -559038736), !dbg !108
  %9 = getelementptr inbounds i8, ptr %1, i64 21, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %9, i64 noundef 72623859790382856), !dbg !110
    #dbg_value(i64 2, !81, !DIExpression(), !104)
  %10 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %10, i32 noundef -559038735), !dbg !108
  %11 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %11, i64 noundef 145247719580765712), !dbg !110
    #dbg_value(i64 3, !81, !DIExpression(), !104)
  %12 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %12, i32 noundef -559038734), !dbg !108
  %13 = getelementptr inbounds i8, ptr %1, i64 23, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %13, i64 noundef 217871579371148568), !dbg !110
    #dbg_value(i64 4, !81, !DIExpression(), !104)
  %14 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %14, i32 noundef -559038733), !dbg !108
  %15 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %15, i64 noundef 290495439161531424), !dbg !110
    #dbg_value(i64 5, !81, !DIExpression(), !104)
  %16 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %16, i32 noundef -559038732), !dbg !108
  %17 = getelementptr inbounds i8, ptr %1, i64 25, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %17, i64 noundef 363119298951914280), !dbg !110
    #dbg_value(i64 6, !81, !DIExpression(), !104)
  %18 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %18, i32 noundef -559038731), !dbg !108
  %19 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %19, i64 noundef 435743158742297136), !dbg !110
    #dbg_value(i64 7, !81, !DIExpression(), !104)
  %20 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !105
  call fastcc void @store32(ptr noundef nonnull %20, i32 noundef -559038730), !dbg !108
  %21 = getelementptr inbounds i8, ptr %1, i64 27, !dbg !109
  call fastcc void @store_u64a(ptr noundef nonnull %21, i64 noundef 508367018532679992), !dbg !110
    #dbg_value(i64 8, !81, !DIExpression(), !104)
    #dbg_value(i64 0, !83, !DIExpression(), !111)
  %22 = load i8, ptr %1, align 16, !dbg !112, !tbaa !98
  %23 = zext i8 %22 to i32, !dbg !112
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23), !dbg !114
    #dbg_value(i64 1, !83, !DIExpression(), !111)
  %25 = load i8, ptr %8, align 1, !dbg !112, !tbaa !98
  %26 = zext i8 %25 to i32, !dbg !112
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26), !dbg !114
    #dbg_value(i64 2, !83, !DIExpression(), !111)
  %28 = load i8, ptr %10, align 2, !dbg !112, !tbaa !98
  %29 = zext i8 %28 to i32, !dbg !112
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29), !dbg !114
    #dbg_value(i64 3, !83, !DIExpression(), !111)
  %31 = load i8, ptr %12, align 1, !dbg !112, !tbaa !98
  %32 = zext i8 %31 to i32, !dbg !112
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32), !dbg !114
    #dbg_value(i64 4, !83, !DIExpression(), !111)
  %34 = load i8, ptr %14, align 4, !dbg !112, !tbaa !98
  %35 = zext i8 %34 to i32, !dbg !112
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35), !dbg !114
    #dbg_value(i64 5, !83, !DIExpression(), !111)
  %37 = load i8, ptr %16, align 1, !dbg !112, !tbaa !98
  %38 = zext i8 %37 to i32, !dbg !112
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38), !dbg !114
    #dbg_value(i64 6, !83, !DIExpression(), !111)
  %40 = load i8, ptr %18, align 2, !dbg !112, !tbaa !98
  %41 = zext i8 %40 to i32, !dbg !112
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41), !dbg !114
    #dbg_value(i64 7, !83, !DIExpression(), !111)
  %43 = load i8, ptr %20, align 1, !dbg !112, !tbaa !98
  %44 = zext i8 %43 to i32, !dbg !112
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44), !dbg !114
    #dbg_value(i64 8, !83, !DIExpression(), !111)
  %46 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !112
  %47 = load i8, ptr %46, align 8, !dbg !112, !tbaa !98
  %48 = zext i8 %47 to i32, !dbg !112
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %48), !dbg !114
    #dbg_value(i64 9, !83, !DIExpression(), !111)
  %50 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !112
  %51 = load i8, ptr %50, align 1, !dbg !112, !tbaa !98
  %52 = zext i8 %51 to i32, !dbg !112
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52), !dbg !114
    #dbg_value(i64 10, !83, !DIExpression(), !111)
  %54 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !112
  %55 = load i8, ptr %54, align 2, !dbg !112, !tbaa !98
  %56 = zext i8 %55 to i32, !dbg !112
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56), !dbg !114
    #dbg_value(i64 11, !83, !DIExpression(), !111)
  %58 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !112
  %59 = load i8, ptr %58, align 1, !dbg !112, !tbaa !98
  %60 = zext i8 %59 to i32, !dbg !112
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %60), !dbg !114
    #dbg_value(i64 12, !83, !DIExpression(), !111)
  %62 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !112
  %63 = load i8, ptr %62, align 4, !dbg !112, !tbaa !98
  %64 = zext i8 %63 to i32, !dbg !112
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %64), !dbg !114
    #dbg_value(i64 13, !83, !DIExpression(), !111)
  %66 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !112
  %67 = load i8, ptr %66, align 1, !dbg !112, !tbaa !98
  %68 = zext i8 %67 to i32, !dbg !112
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %68), !dbg !114
    #dbg_value(i64 14, !83, !DIExpression(), !111)
  %70 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !112
  %71 = load i8, ptr %70, align 2, !dbg !112, !tbaa !98
  %72 = zext i8 %71 to i32, !dbg !112
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %72), !dbg !114
    #dbg_value(i64 15, !83, !DIExpression(), !111)
  %74 = getelementptr inbounds i8, ptr %1, i64 15, !dbg !112
  %75 = load i8, ptr %74, align 1, !dbg !112, !tbaa !98
  %76 = zext i8 %75 to i32, !dbg !112
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %76), !dbg !114
    #dbg_value(i64 16, !83, !DIExpression(), !111)
  %78 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !112
  %79 = load i8, ptr %78, align 16, !dbg !112, !tbaa !98
  %80 = zext i8 %79 to i32, !dbg !112
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %80), !dbg !114
    #dbg_value(i64 17, !83, !DIExpression(), !111)
  %82 = getelementptr inbounds i8, ptr %1, i64 17, !dbg !112
  %83 = load i8, ptr %82, align 1, !dbg !112, !tbaa !98
  %84 = zext i8 %83 to i32, !dbg !112
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %84), !dbg !114
    #dbg_value(i64 18, !83, !DIExpression(), !111)
  %86 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !112
  %87 = load i8, ptr %86, align 2, !dbg !112, !tbaa !98
  %88 = zext i8 %87 to i32, !dbg !112
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %88), !dbg !114
    #dbg_value(i64 19, !83, !DIExpression(), !111)
  %90 = getelementptr inbounds i8, ptr %1, i64 19, !dbg !112
  %91 = load i8, ptr %90, align 1, !dbg !112, !tbaa !98
  %92 = zext i8 %91 to i32, !dbg !112
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %92), !dbg !114
    #dbg_value(i64 20, !83, !DIExpression(), !111)
  %94 = load i8, ptr %7, align 4, !dbg !112, !tbaa !98
  %95 = zext i8 %94 to i32, !dbg !112
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95), !dbg !114
    #dbg_value(i64 21, !83, !DIExpression(), !111)
  %97 = getelementptr inbounds i8, ptr %1, i64 21, !dbg !112
  %98 = load i8, ptr %97, align 1, !dbg !112, !tbaa !98
  %99 = zext i8 %98 to i32, !dbg !112
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99), !dbg !114
    #dbg_value(i64 22, !83, !DIExpression(), !111)
  %101 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !112
  %102 = load i8, ptr %101, align 2, !dbg !112, !tbaa !98
  %103 = zext i8 %102 to i32, !dbg !112
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %103), !dbg !114
    #dbg_value(i64 23, !83, !DIExpression(), !111)
  %105 = getelementptr inbounds i8, ptr %1, i64 23, !dbg !112
  %106 = load i8, ptr %105, align 1, !dbg !112, !tbaa !98
  %107 = zext i8 %106 to i32, !dbg !112
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107), !dbg !114
    #dbg_value(i64 24, !83, !DIExpression(), !111)
  %109 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !112
  %110 = load i8, ptr %109, align 8, !dbg !112, !tbaa !98
  %111 = zext i8 %110 to i32, !dbg !112
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %111), !dbg !114
    #dbg_value(i64 25, !83, !DIExpression(), !111)
  %113 = getelementptr inbounds i8, ptr %1, i64 25, !dbg !112
  %114 = load i8, ptr %113, align 1, !dbg !112, !tbaa !98
  %115 = zext i8 %114 to i32, !dbg !112
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115), !dbg !114
    #dbg_value(i64 26, !83, !DIExpression(), !111)
  %117 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !112
  %118 = load i8, ptr %117, align 2, !dbg !112, !tbaa !98
  %119 = zext i8 %118 to i32, !dbg !112
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119), !dbg !114
    #dbg_value(i64 27, !83, !DIExpression(), !111)
  %121 = getelementptr inbounds i8, ptr %1, i64 27, !dbg !112
  %122 = load i8, ptr %121, align 1, !dbg !112, !tbaa !98
  %123 = zext i8 %122 to i32, !dbg !112
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123), !dbg !114
    #dbg_value(i64 28, !83, !DIExpression(), !111)
  %125 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !112
  %126 = load i8, ptr %125, align 4, !dbg !112, !tbaa !98
  %127 = zext i8 %126 to i32, !dbg !112
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %127), !dbg !114
    #dbg_value(i64 29, !83, !DIExpression(), !111)
  %129 = getelementptr inbounds i8, ptr %1, i64 29, !dbg !112
  %130 = load i8, ptr %129, align 1, !dbg !112, !tbaa !98
  %131 = zext i8 %130 to i32, !dbg !112
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %131), !dbg !114
    #dbg_value(i64 30, !83, !DIExpression(), !111)
  %133 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !112
  %134 = load i8, ptr %133, align 2, !dbg !112, !tbaa !98
  %135 = zext i8 %134 to i32, !dbg !112
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %135), !dbg !114
    #dbg_value(i64 31, !83, !DIExpression(), !111)
  %137 = getelementptr inbounds i8, ptr %1, i64 31, !dbg !112
  %138 = load i8, ptr %137, align 1, !dbg !112, !tbaa !98
  %139 = zext i8 %138 to i32, !dbg !112
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139), !dbg !114
    #dbg_value(i64 32, !83, !DIExpression(), !111)
  %141 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !112
  %142 = load i8, ptr %141, align 16, !dbg !112, !tbaa !98
  %143 = zext i8 %142 to i32, !dbg !112
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %143), !dbg !114
    #dbg_value(i64 33, !83, !DIExpression(), !111)
  %145 = getelementptr inbounds i8, ptr %1, i64 33, !dbg !112
  %146 = load i8, ptr %145, align 1, !dbg !112, !tbaa !98
  %147 = zext i8 %146 to i32, !dbg !112
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147), !dbg !114
    #dbg_value(i64 34, !83, !DIExpression(), !111)
  %149 = getelementptr inbounds i8, ptr %1, i64 34, !dbg !112
  %150 = load i8, ptr %149, align 2, !dbg !112, !tbaa !98
  %151 = zext i8 %150 to i32, !dbg !112
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %151), !dbg !114
    #dbg_value(i64 35, !83, !DIExpression(), !111)
  %153 = getelementptr inbounds i8, ptr %1, i64 35, !dbg !112
  %154 = load i8, ptr %153, align 1, !dbg !112, !tbaa !98
  %155 = zext i8 %154 to i32, !dbg !112
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %155), !dbg !114
    #dbg_value(i64 36, !83, !DIExpression(), !111)
  %157 = tail call i32 @putchar(i32 10), !dbg !115
    #dbg_value(i8 127, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !93)
    #dbg_value(i32 123456, !89, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !93)
    #dbg_value(i16 -23131, !89, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !93)
    #dbg_value(i64 1234605616436508552, !89, !DIExpression(DW_OP_LLVM_fragment, 56, 64), !93)
    #dbg_value(double 3.750000e-01, !89, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !93)
    #dbg_value(i8 127, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !93)
    #dbg_value(i32 123456, !85, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !93)
    #dbg_value(i16 -23131, !85, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !93)
    #dbg_value(i64 1234605616436508552, !85, !DIExpression(DW_OP_LLVM_fragment, 56, 64), !93)
    #dbg_value(double 3.750000e-01, !85, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !93)
    #dbg_value(i8 127, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !93)
    #dbg_value(i32 123456, !90, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !93)
    #dbg_value(i16 -23131, !90, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !93)
    #dbg_value(i64 1234605616436508552, !90, !DIExpression(DW_OP_LLVM_fragment, 56, 64), !93)
    #dbg_value(double 3.750000e-01, !90, !DIExpression(DW_OP_LLVM_fragment, 120, 64), !93)
    #dbg_value(ptr undef, !91, !DIExpression(), !93)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 23, i32 noundef 127, i32 noundef 123456, i32 noundef 42405, i64 noundef 1234605616436508552, double noundef 3.750000e-01, i32 noundef 123456, double noundef 3.750000e-01), !dbg !116
  %159 = trunc i64 %180 to i32, !dbg !117
  %160 = and i32 %159, 127, !dbg !117
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !118
  ret i32 %160, !dbg !119

161:                                              ; preds = %0, %161
  %162 = phi i64 [ %181, %161 ], [ 0, %0 ]
  %163 = phi i64 [ %180, %161 ], [ 0, %0 ]
    #dbg_value(i64 %163, !74, !DIExpression(), !93)
    #dbg_value(i64 %162, !75, !DIExpression(), !120)
  %164 = mul i64 %163, 31, !dbg !121
  %165 = getelementptr inbounds i8, ptr %1, i64 %162, !dbg !122
  %166 = call fastcc i64 @load64(ptr noundef nonnull %165), !dbg !123
  %167 = add i64 %166, %164, !dbg !124
  %168 = getelementptr inbounds i8, ptr %165, i64 20, !dbg !125
  %169 = call fastcc i32 @load_u32a(ptr noundef nonnull %168), !dbg !126
  %170 = zext i32 %169 to i64, !dbg !126
  %171 = add i64 %167, %170, !dbg !127
    #dbg_value(i64 %171, !74, !DIExpression(), !93)
  %172 = getelementptr inbounds i8, ptr %165, i64 40, !dbg !128
  %173 = load i16, ptr %172, align 1, !dbg !129
    #dbg_value(i16 %173, !77, !DIExpression(), !130)
  %174 = getelementptr inbounds i8, ptr %165, i64 30, !dbg !131
  %175 = load double, ptr %174, align 1, !dbg !132
    #dbg_value(double %175, !80, !DIExpression(), !130)
  %176 = zext i16 %173 to i64, !dbg !133
  %177 = fcmp ord double %175, 0.000000e+00, !dbg !134
  %178 = zext i1 %177 to i64, !dbg !135
  %179 = add nuw nsw i64 %178, %176, !dbg !136
  %180 = xor i64 %179, %171, !dbg !137
    #dbg_value(i64 %180, !74, !DIExpression(), !93)
  %181 = add nuw nsw i64 %162, 1, !dbg !138
    #dbg_value(i64 %181, !75, !DIExpression(), !120)
  %182 = icmp eq i64 %181, 16, !dbg !139
  br i1 %182, label %5, label %161, !dbg !102, !llvm.loop !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @load64(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !143 {
    #dbg_value(ptr %0, !149, !DIExpression(), !151)
  %2 = load i64, ptr %0, align 1, !dbg !152
    #dbg_value(i64 %2, !150, !DIExpression(), !151)
  ret i64 %2, !dbg !153
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @load_u32a(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !154 {
    #dbg_value(ptr %0, !160, !DIExpression(), !161)
  %2 = load i32, ptr %0, align 1, !dbg !162, !tbaa !163
  ret i32 %2, !dbg !165
}

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store32(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #4 !dbg !173 {
    #dbg_value(ptr %0, !178, !DIExpression(), !180)
    #dbg_value(i32 %1, !179, !DIExpression(), !180)
  store i32 %1, ptr %0, align 1, !dbg !181
  ret void, !dbg !182
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_u64a(ptr nocapture noundef writeonly %0, i64 noundef %1) unnamed_addr #4 !dbg !183 {
    #dbg_value(ptr %0, !188, !DIExpression(), !190)
    #dbg_value(i64 %1, !189, !DIExpression(), !190)
  store i64 %1, ptr %0, align 1, !dbg !191, !tbaa !192
  ret void, !dbg !194
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/unaligned_access.c", directory: ".", checksumkind: CSK_MD5, checksum: "f09ed4603f8233f6ed1796e87e73d833")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 704, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 88)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !50, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !25, !26, !29, !44, !45, !48}
!19 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !21, line: 27, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !23, line: 45, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !21, line: 26, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !23, line: 42, baseType: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !2, line: 11, size: 184, elements: !32)
!32 = !{!33, !36, !37, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "magic", scope: !31, file: !2, line: 11, baseType: !34, size: 8)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !21, line: 24, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !23, line: 38, baseType: !19)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !31, file: !2, line: 11, baseType: !26, size: 32, offset: 8)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !31, file: !2, line: 11, baseType: !38, size: 16, offset: 40)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !21, line: 25, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !23, line: 40, baseType: !40)
!40 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !31, file: !2, line: 11, baseType: !20, size: 64, offset: 56)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "ratio", scope: !31, file: !2, line: 11, baseType: !43, size: 64, offset: 120)
!43 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32_unaligned", file: !2, line: 9, baseType: !26, align: 8)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64_unaligned", file: !2, line: 10, baseType: !20, align: 8)
!50 = !{!0, !7, !51, !12}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 2)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!44}
!67 = !{!68, !72, !74, !75, !77, !80, !81, !83, !85, !89, !90, !91}
!68 = !DILocalVariable(name: "buf", scope: !64, file: !2, line: 19, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 64)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 20, type: !44)
!73 = distinct !DILexicalBlock(scope: !64, file: !2, line: 20, column: 5)
!74 = !DILocalVariable(name: "h", scope: !64, file: !2, line: 21, type: !20)
!75 = !DILocalVariable(name: "off", scope: !76, file: !2, line: 22, type: !44)
!76 = distinct !DILexicalBlock(scope: !64, file: !2, line: 22, column: 5)
!77 = !DILocalVariable(name: "s", scope: !78, file: !2, line: 24, type: !38)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 22, column: 40)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 22, column: 5)
!80 = !DILocalVariable(name: "d", scope: !78, file: !2, line: 25, type: !43)
!81 = !DILocalVariable(name: "off", scope: !82, file: !2, line: 29, type: !44)
!82 = distinct !DILexicalBlock(scope: !64, file: !2, line: 29, column: 5)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 30, type: !44)
!84 = distinct !DILexicalBlock(scope: !64, file: !2, line: 30, column: 5)
!85 = !DILocalVariable(name: "rec", scope: !64, file: !2, line: 32, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 23)
!89 = !DILocalVariable(name: "hd", scope: !64, file: !2, line: 33, type: !31)
!90 = !DILocalVariable(name: "back", scope: !64, file: !2, line: 35, type: !31)
!91 = !DILocalVariable(name: "view", scope: !64, file: !2, line: 37, type: !29)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !64)
!94 = !DILocation(line: 19, column: 5, scope: !64)
!95 = !DILocation(line: 0, scope: !73)
!96 = !DILocation(line: 20, column: 41, scope: !97)
!97 = distinct !DILexicalBlock(scope: !73, file: !2, line: 20, column: 5)
!98 = !{!99, !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 20, column: 34, scope: !97)
!102 = !DILocation(line: 22, column: 5, scope: !76)
!103 = !DILocation(line: 28, column: 5, scope: !64)
!104 = !DILocation(line: 0, scope: !82)
!105 = !DILocation(line: 29, column: 53, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 29, column: 39)
!107 = distinct !DILexicalBlock(scope: !82, file: !2, line: 29, column: 5)
!108 = !DILocation(line: 29, column: 41, scope: !106)
!109 = !DILocation(line: 29, column: 110, scope: !106)
!110 = !DILocation(line: 29, column: 90, scope: !106)
!111 = !DILocation(line: 0, scope: !84)
!112 = !DILocation(line: 30, column: 49, scope: !113)
!113 = distinct !DILexicalBlock(scope: !84, file: !2, line: 30, column: 5)
!114 = !DILocation(line: 30, column: 34, scope: !113)
!115 = !DILocation(line: 31, column: 5, scope: !64)
!116 = !DILocation(line: 38, column: 5, scope: !64)
!117 = !DILocation(line: 39, column: 12, scope: !64)
!118 = !DILocation(line: 40, column: 1, scope: !64)
!119 = !DILocation(line: 39, column: 5, scope: !64)
!120 = !DILocation(line: 0, scope: !76)
!121 = !DILocation(line: 23, column: 15, scope: !78)
!122 = !DILocation(line: 23, column: 33, scope: !78)
!123 = !DILocation(line: 23, column: 22, scope: !78)
!124 = !DILocation(line: 23, column: 20, scope: !78)
!125 = !DILocation(line: 23, column: 62, scope: !78)
!126 = !DILocation(line: 23, column: 42, scope: !78)
!127 = !DILocation(line: 23, column: 40, scope: !78)
!128 = !DILocation(line: 24, column: 42, scope: !78)
!129 = !DILocation(line: 24, column: 21, scope: !78)
!130 = !DILocation(line: 0, scope: !78)
!131 = !DILocation(line: 25, column: 40, scope: !78)
!132 = !DILocation(line: 25, column: 19, scope: !78)
!133 = !DILocation(line: 26, column: 14, scope: !78)
!134 = !DILocation(line: 26, column: 31, scope: !78)
!135 = !DILocation(line: 26, column: 18, scope: !78)
!136 = !DILocation(line: 26, column: 16, scope: !78)
!137 = !DILocation(line: 26, column: 11, scope: !78)
!138 = !DILocation(line: 22, column: 36, scope: !79)
!139 = !DILocation(line: 22, column: 27, scope: !79)
!140 = distinct !{!140, !102, !141, !142}
!141 = !DILocation(line: 27, column: 5, scope: !76)
!142 = !{!"llvm.loop.mustprogress"}
!143 = distinct !DISubprogram(name: "load64", scope: !2, file: !2, line: 13, type: !144, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !148)
!144 = !DISubroutineType(types: !145)
!145 = !{!20, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "p", arg: 1, scope: !143, file: !2, line: 13, type: !146)
!150 = !DILocalVariable(name: "v", scope: !143, file: !2, line: 13, type: !20)
!151 = !DILocation(line: 0, scope: !143)
!152 = !DILocation(line: 13, column: 88, scope: !143)
!153 = !DILocation(line: 13, column: 106, scope: !143)
!154 = distinct !DISubprogram(name: "load_u32a", scope: !2, file: !2, line: 15, type: !155, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !159)
!155 = !DISubroutineType(types: !156)
!156 = !{!26, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!159 = !{!160}
!160 = !DILocalVariable(name: "p", arg: 1, scope: !154, file: !2, line: 15, type: !157)
!161 = !DILocation(line: 0, scope: !154)
!162 = !DILocation(line: 15, column: 77, scope: !154)
!163 = !{!164, !164, i64 0}
!164 = !{!"int", !99, i64 0}
!165 = !DILocation(line: 15, column: 70, scope: !154)
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!44, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!173 = distinct !DISubprogram(name: "store32", scope: !2, file: !2, line: 14, type: !174, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !177)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !26}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!177 = !{!178, !179}
!178 = !DILocalVariable(name: "p", arg: 1, scope: !173, file: !2, line: 14, type: !176)
!179 = !DILocalVariable(name: "v", arg: 2, scope: !173, file: !2, line: 14, type: !26)
!180 = !DILocation(line: 0, scope: !173)
!181 = !DILocation(line: 14, column: 79, scope: !173)
!182 = !DILocation(line: 14, column: 97, scope: !173)
!183 = distinct !DISubprogram(name: "store_u64a", scope: !2, file: !2, line: 16, type: !184, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !187)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186, !20}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!187 = !{!188, !189}
!188 = !DILocalVariable(name: "p", arg: 1, scope: !183, file: !2, line: 16, type: !186)
!189 = !DILocalVariable(name: "v", arg: 2, scope: !183, file: !2, line: 16, type: !20)
!190 = !DILocation(line: 0, scope: !183)
!191 = !DILocation(line: 16, column: 93, scope: !183)
!192 = !{!193, !193, i64 0}
!193 = !{!"long", !99, i64 0}
!194 = !DILocation(line: 16, column: 98, scope: !183)
