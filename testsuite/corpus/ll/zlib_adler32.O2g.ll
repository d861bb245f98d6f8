; ModuleID = 'src/zlib/adler32.c'
source_filename = "src/zlib/adler32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @adler32_z(i64 noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 !dbg !13 {
    #dbg_value(i64 %0, !27, !DIExpression(), !32)
    #dbg_value(ptr %1, !28, !DIExpression(), !32)
    #dbg_value(i64 %2, !29, !DIExpression(), !32)
  %4 = lshr i64 %0, 16, !dbg !33
  %5 = and i64 %4, 65535, !dbg !34
    #dbg_value(i64 %5, !30, !DIExpression(), !32)
  %6 = and i64 %0, 65535, !dbg !35
    #dbg_value(i64 %6, !27, !DIExpression(), !32)
  %7 = icmp eq i64 %2, 1, !dbg !36
  br i1 %7, label %8, label %21, !dbg !38

8:                                                ; preds = %3
  %9 = load i8, ptr %1, align 1, !dbg !39, !tbaa !41
  %10 = zext i8 %9 to i64, !dbg !39
  %11 = add nuw nsw i64 %6, %10, !dbg !44
    #dbg_value(i64 %11, !27, !DIExpression(), !32)
  %12 = icmp ugt i64 %11, 65520, !dbg !45
  %13 = add nsw i64 %11, -65521
  %14 = select i1 %12, i64 %13, i64 %11, !dbg !47
    #dbg_value(i64 %14, !27, !DIExpression(), !32)
  %15 = add nuw nsw i64 %14, %5, !dbg !48
    #dbg_value(i64 %15, !30, !DIExpression(), !32)
  %16 = icmp ugt i64 %15, 65520, !dbg !49
    #dbg_value(i64 poison, !30, !DIExpression(), !32)
  %17 = shl nsw i64 %15, 16, !dbg !51
  %18 = add nsw i64 %17, -4293984256, !dbg !51
  %19 = select i1 %16, i64 %18, i64 %17, !dbg !51
  %20 = or i64 %19, %14, !dbg !52
  br label %352, !dbg !53

21:                                               ; preds = %3
  %22 = icmp eq ptr %1, null, !dbg !54
  br i1 %22, label %352, label %23, !dbg !56

23:                                               ; preds = %21
  %24 = icmp ult i64 %2, 16, !dbg !57
  br i1 %24, label %27, label %25, !dbg !59

25:                                               ; preds = %23
    #dbg_value(i64 %5, !30, !DIExpression(), !32)
    #dbg_value(i64 %2, !29, !DIExpression(), !32)
    #dbg_value(ptr %1, !28, !DIExpression(), !32)
    #dbg_value(i64 %6, !27, !DIExpression(), !32)
  %26 = icmp ugt i64 %2, 5551, !dbg !60
  br i1 %26, label %90, label %192, !dbg !61

27:                                               ; preds = %23
    #dbg_value(i64 %5, !30, !DIExpression(), !32)
    #dbg_value(ptr %1, !28, !DIExpression(), !32)
    #dbg_value(i64 %6, !27, !DIExpression(), !32)
    #dbg_value(i64 %2, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %28 = icmp eq i64 %2, 0, !dbg !62
  br i1 %28, label %81, label %29, !dbg !62

29:                                               ; preds = %27
  %30 = and i64 %2, 3, !dbg !62
  %31 = icmp eq i64 %30, 0, !dbg !62
  br i1 %31, label %46, label %32, !dbg !62

32:                                               ; preds = %29, %32
  %33 = phi i64 [ %43, %32 ], [ %5, %29 ]
  %34 = phi i64 [ %38, %32 ], [ %2, %29 ]
  %35 = phi ptr [ %39, %32 ], [ %1, %29 ]
  %36 = phi i64 [ %42, %32 ], [ %6, %29 ]
  %37 = phi i64 [ %44, %32 ], [ 0, %29 ]
    #dbg_value(i64 %33, !30, !DIExpression(), !32)
    #dbg_value(i64 %34, !29, !DIExpression(), !32)
    #dbg_value(ptr %35, !28, !DIExpression(), !32)
    #dbg_value(i64 %36, !27, !DIExpression(), !32)
  %38 = add i64 %34, -1, !dbg !64
    #dbg_value(i64 %38, !29, !DIExpression(), !32)
  %39 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !65
    #dbg_value(ptr %39, !28, !DIExpression(), !32)
  %40 = load i8, ptr %35, align 1, !dbg !67, !tbaa !41
  %41 = zext i8 %40 to i64, !dbg !67
  %42 = add i64 %36, %41, !dbg !68
    #dbg_value(i64 %42, !27, !DIExpression(), !32)
  %43 = add i64 %42, %33, !dbg !69
    #dbg_value(i64 %43, !30, !DIExpression(), !32)
    #dbg_value(i64 %38, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %44 = add i64 %37, 1, !dbg !62
  %45 = icmp eq i64 %44, %30, !dbg !62
  br i1 %45, label %46, label %32, !dbg !62, !llvm.loop !70

46:                                               ; preds = %32, %29
  %47 = phi i64 [ poison, %29 ], [ %42, %32 ]
  %48 = phi i64 [ poison, %29 ], [ %43, %32 ]
  %49 = phi i64 [ %5, %29 ], [ %43, %32 ]
  %50 = phi i64 [ %2, %29 ], [ %38, %32 ]
  %51 = phi ptr [ %1, %29 ], [ %39, %32 ]
  %52 = phi i64 [ %6, %29 ], [ %42, %32 ]
  %53 = icmp ult i64 %2, 4, !dbg !62
  br i1 %53, label %81, label %54, !dbg !62

54:                                               ; preds = %46, %54
  %55 = phi i64 [ %79, %54 ], [ %49, %46 ]
  %56 = phi i64 [ %74, %54 ], [ %50, %46 ]
  %57 = phi ptr [ %75, %54 ], [ %51, %46 ]
  %58 = phi i64 [ %78, %54 ], [ %52, %46 ]
    #dbg_value(i64 %55, !30, !DIExpression(), !32)
    #dbg_value(i64 %56, !29, !DIExpression(), !32)
    #dbg_value(ptr %57, !28, !DIExpression(), !32)
    #dbg_value(i64 %58, !27, !DIExpression(), !32)
    #dbg_value(i64 %56, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %59 = getelementptr inbounds i8, ptr %57, i64 1, !dbg !65
    #dbg_value(ptr %59, !28, !DIExpression(), !32)
  %60 = load i8, ptr %57, align 1, !dbg !67, !tbaa !41
  %61 = zext i8 %60 to i64, !dbg !67
  %62 = add i64 %58, %61, !dbg !68
    #dbg_value(i64 %62, !27, !DIExpression(), !32)
  %63 = add i64 %62, %55, !dbg !69
    #dbg_value(i64 %63, !30, !DIExpression(), !32)
    #dbg_value(i64 %56, !29, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !32)
  %64 = getelementptr inbounds i8, ptr %57, i64 2, !dbg !65
    #dbg_value(ptr %64, !28, !DIExpression(), !32)
  %65 = load i8, ptr %59, align 1, !dbg !67, !tbaa !41
  %66 = zext i8 %65 to i64, !dbg !67
  %67 = add i64 %62, %66, !dbg !68
    #dbg_value(i64 %67, !27, !DIExpression(), !32)
  %68 = add i64 %67, %63, !dbg !69
    #dbg_value(i64 %68, !30, !DIExpression(), !32)
    #dbg_value(i64 %56, !29, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !32)
  %69 = getelementptr inbounds i8, ptr %57, i64 3, !dbg !65
    #dbg_value(ptr %69, !28, !DIExpression(), !32)
  %70 = load i8, ptr %64, align 1, !dbg !67, !tbaa !41
  %71 = zext i8 %70 to i64, !dbg !67
  %72 = add i64 %67, %71, !dbg !68
    #dbg_value(i64 %72, !27, !DIExpression(), !32)
  %73 = add i64 %72, %68, !dbg !69
    #dbg_value(i64 %73, !30, !DIExpression(), !32)
  %74 = add i64 %56, -4, !dbg !64
    #dbg_value(i64 %74, !29, !DIExpression(), !32)
  %75 = getelementptr inbounds i8, ptr %57, i64 4, !dbg !65
    #dbg_value(ptr %75, !28, !DIExpression(), !32)
  %76 = load i8, ptr %69, align 1, !dbg !67, !tbaa !41
  %77 = zext i8 %76 to i64, !dbg !67
  %78 = add i64 %72, %77, !dbg !68
    #dbg_value(i64 %78, !27, !DIExpression(), !32)
  %79 = add i64 %78, %73, !dbg !69
    #dbg_value(i64 %79, !30, !DIExpression(), !32)
    #dbg_value(i64 %74, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %80 = icmp eq i64 %74, 0, !dbg !62
  br i1 %80, label %81, label %54, !dbg !62, !llvm.loop !72

81:                                               ; preds = %46, %54, %27
  %82 = phi i64 [ %6, %27 ], [ %47, %46 ], [ %78, %54 ], !dbg !32
  %83 = phi i64 [ %5, %27 ], [ %48, %46 ], [ %79, %54 ], !dbg !32
  %84 = icmp ugt i64 %82, 65520, !dbg !75
  %85 = add i64 %82, -65521
  %86 = select i1 %84, i64 %85, i64 %82, !dbg !77
    #dbg_value(i64 %86, !27, !DIExpression(), !32)
  %87 = urem i64 %83, 65521, !dbg !78
    #dbg_value(i64 %87, !30, !DIExpression(), !32)
  %88 = shl nuw nsw i64 %87, 16, !dbg !79
  %89 = or i64 %88, %86, !dbg !80
  br label %352, !dbg !81

90:                                               ; preds = %25, %183
  %91 = phi i64 [ %186, %183 ], [ %5, %25 ]
  %92 = phi i64 [ %95, %183 ], [ %2, %25 ]
  %93 = phi ptr [ %184, %183 ], [ %1, %25 ]
  %94 = phi i64 [ %185, %183 ], [ %6, %25 ]
    #dbg_value(i64 %91, !30, !DIExpression(), !32)
    #dbg_value(i64 %92, !29, !DIExpression(), !32)
    #dbg_value(ptr %93, !28, !DIExpression(), !32)
    #dbg_value(i64 %94, !27, !DIExpression(), !32)
  %95 = add i64 %92, -5552, !dbg !82
    #dbg_value(i64 %95, !29, !DIExpression(), !32)
    #dbg_value(i32 347, !31, !DIExpression(), !32)
  br label %96, !dbg !84

96:                                               ; preds = %96, %90
  %97 = phi i64 [ %94, %90 ], [ %178, %96 ], !dbg !32
  %98 = phi ptr [ %93, %90 ], [ %180, %96 ]
  %99 = phi i64 [ %91, %90 ], [ %179, %96 ], !dbg !32
  %100 = phi i32 [ 347, %90 ], [ %181, %96 ], !dbg !85
    #dbg_value(i32 %100, !31, !DIExpression(), !32)
    #dbg_value(i64 %99, !30, !DIExpression(), !32)
    #dbg_value(ptr %98, !28, !DIExpression(), !32)
    #dbg_value(i64 %97, !27, !DIExpression(), !32)
  %101 = load i8, ptr %98, align 1, !dbg !86, !tbaa !41
  %102 = zext i8 %101 to i64, !dbg !86
  %103 = add i64 %97, %102, !dbg !86
    #dbg_value(i64 %103, !27, !DIExpression(), !32)
  %104 = add i64 %103, %99, !dbg !86
    #dbg_value(i64 %104, !30, !DIExpression(), !32)
  %105 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !89
  %106 = load i8, ptr %105, align 1, !dbg !89, !tbaa !41
  %107 = zext i8 %106 to i64, !dbg !89
  %108 = add i64 %103, %107, !dbg !89
    #dbg_value(i64 %108, !27, !DIExpression(), !32)
  %109 = add i64 %104, %108, !dbg !89
    #dbg_value(i64 %109, !30, !DIExpression(), !32)
  %110 = getelementptr inbounds i8, ptr %98, i64 2, !dbg !91
  %111 = load i8, ptr %110, align 1, !dbg !91, !tbaa !41
  %112 = zext i8 %111 to i64, !dbg !91
  %113 = add i64 %108, %112, !dbg !91
    #dbg_value(i64 %113, !27, !DIExpression(), !32)
  %114 = add i64 %109, %113, !dbg !91
    #dbg_value(i64 %114, !30, !DIExpression(), !32)
  %115 = getelementptr inbounds i8, ptr %98, i64 3, !dbg !93
  %116 = load i8, ptr %115, align 1, !dbg !93, !tbaa !41
  %117 = zext i8 %116 to i64, !dbg !93
  %118 = add i64 %113, %117, !dbg !93
    #dbg_value(i64 %118, !27, !DIExpression(), !32)
  %119 = add i64 %114, %118, !dbg !93
    #dbg_value(i64 %119, !30, !DIExpression(), !32)
  %120 = getelementptr inbounds i8, ptr %98, i64 4, !dbg !95
  %121 = load i8, ptr %120, align 1, !dbg !95, !tbaa !41
  %122 = zext i8 %121 to i64, !dbg !95
  %123 = add i64 %118, %122, !dbg !95
    #dbg_value(i64 %123, !27, !DIExpression(), !32)
  %124 = add i64 %119, %123, !dbg !95
    #dbg_value(i64 %124, !30, !DIExpression(), !32)
  %125 = getelementptr inbounds i8, ptr %98, i64 5, !dbg !97
  %126 = load i8, ptr %125, align 1, !dbg !97, !tbaa !41
  %127 = zext i8 %126 to i64, !dbg !97
  %128 = add i64 %123, %127, !dbg !97
    #dbg_value(i64 %128, !27, !DIExpression(), !32)
  %129 = add i64 %124, %128, !dbg !97
    #dbg_value(i64 %129, !30, !DIExpression(), !32)
  %130 = getelementptr inbounds i8, ptr %98, i64 6, !dbg !99
  %131 = load i8, ptr %130, align 1, !dbg !99, !tbaa !41
  %132 = zext i8 %131 to i64, !dbg !99
  %133 = add i64 %128, %132, !dbg !99
    #dbg_value(i64 %133, !27, !DIExpression(), !32)
  %134 = add i64 %129, %133, !dbg !99
    #dbg_value(i64 %134, !30, !DIExpression(), !32)
  %135 = getelementptr inbounds i8, ptr %98, i64 7, !dbg !101
  %136 = load i8, ptr %135, align 1, !dbg !101, !tbaa !41
  %137 = zext i8 %136 to i64, !dbg !101
  %138 = add i64 %133, %137, !dbg !101
    #dbg_value(i64 %138, !27, !DIExpression(), !32)
  %139 = add i64 %134, %138, !dbg !101
    #dbg_value(i64 %139, !30, !DIExpression(), !32)
  %140 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !103
  %141 = load i8, ptr %140, align 1, !dbg !103, !tbaa !41
  %142 = zext i8 %141 to i64, !dbg !103
  %143 = add i64 %138, %142, !dbg !103
    #dbg_value(i64 %143, !27, !DIExpression(), !32)
  %144 = add i64 %139, %143, !dbg !103
    #dbg_value(i64 %144, !30, !DIExpression(), !32)
  %145 = getelementptr inbounds i8, ptr %98, i64 9, !dbg !105
  %146 = load i8, ptr %145, align 1, !dbg !105, !tbaa !41
  %147 = zext i8 %146 to i64, !dbg !105
  %148 = add i64 %143, %147, !dbg !105
    #dbg_value(i64 %148, !27, !DIExpression(), !32)
  %149 = add i64 %144, %148, !dbg !105
    #dbg_value(i64 %149, !30, !DIExpression(), !32)
  %150 = getelementptr inbounds i8, ptr %98, i64 10, !dbg !107
  %151 = load i8, ptr %150, align 1, !dbg !107, !tbaa !41
  %152 = zext i8 %151 to i64, !dbg !107
  %153 = add i64 %148, %152, !dbg !107
    #dbg_value(i64 %153, !27, !DIExpression(), !32)
  %154 = add i64 %149, %153, !dbg !107
    #dbg_value(i64 %154, !30, !DIExpression(), !32)
  %155 = getelementptr inbounds i8, ptr %98, i64 11, !dbg !109
  %156 = load i8, ptr %155, align 1, !dbg !109, !tbaa !41
  %157 = zext i8 %156 to i64, !dbg !109
  %158 = add i64 %153, %157, !dbg !109
    #dbg_value(i64 %158, !27, !DIExpression(), !32)
  %159 = add i64 %154, %158, !dbg !109
    #dbg_value(i64 %159, !30, !DIExpression(), !32)
  %160 = getelementptr inbounds i8, ptr %98, i64 12, !dbg !111
  %161 = load i8, ptr %160, align 1, !dbg !111, !tbaa !41
  %162 = zext i8 %161 to i64, !dbg !111
  %163 = add i64 %158, %162, !dbg !111
    #dbg_value(i64 %163, !27, !DIExpression(), !32)
  %164 = add i64 %159, %163, !dbg !111
    #dbg_value(i64 %164, !30, !DIExpression(), !32)
  %165 = getelementptr inbounds i8, ptr %98, i64 13, !dbg !113
  %166 = load i8, ptr %165, align 1, !dbg !113, !tbaa !41
  %167 = zext i8 %166 to i64, !dbg !113
  %168 = add i64 %163, %167, !dbg !113
    #dbg_value(i64 %168, !27, !DIExpression(), !32)
  %169 = add i64 %164, %168, !dbg !113
    #dbg_value(i64 %169, !30, !DIExpression(), !32)
  %170 = getelementptr inbounds i8, ptr %98, i64 14, !dbg !115
  %171 = load i8, ptr %170, align 1, !dbg !115, !tbaa !41
  %172 = zext i8 %171 to i64, !dbg !115
  %173 = add i64 %168, %172, !dbg !115
    #dbg_value(i64 %173, !27, !DIExpression(), !32)
  %174 = add i64 %169, %173, !dbg !115
    #dbg_value(i64 %174, !30, !DIExpression(), !32)
  %175 = getelementptr inbounds i8, ptr %98, i64 15, !dbg !117
  %176 = load i8, ptr %175, align 1, !dbg !117, !tbaa !41
  %177 = zext i8 %176 to i64, !dbg !117
  %178 = add i64 %173, %177, !dbg !117
    #dbg_value(i64 %178, !27, !DIExpression(), !32)
  %179 = add i64 %174, %178, !dbg !117
    #dbg_value(i64 %179, !30, !DIExpression(), !32)
  %180 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !119
    #dbg_value(ptr %180, !28, !DIExpression(), !32)
  %181 = add nsw i32 %100, -1, !dbg !120
    #dbg_value(i32 %181, !31, !DIExpression(), !32)
  %182 = icmp eq i32 %181, 0, !dbg !121
  br i1 %182, label %183, label %96, !dbg !121, !llvm.loop !122

183:                                              ; preds = %96
  %184 = getelementptr i8, ptr %93, i64 5552, !dbg !84
  %185 = urem i64 %178, 65521, !dbg !124
    #dbg_value(i64 %185, !27, !DIExpression(), !32)
  %186 = urem i64 %179, 65521, !dbg !125
    #dbg_value(i64 %186, !30, !DIExpression(), !32)
    #dbg_value(i64 %95, !29, !DIExpression(), !32)
    #dbg_value(ptr %184, !28, !DIExpression(), !32)
  %187 = icmp ugt i64 %95, 5551, !dbg !60
  br i1 %187, label %90, label %188, !dbg !61, !llvm.loop !126

188:                                              ; preds = %183
  %189 = icmp eq i64 %95, 0, !dbg !128
  br i1 %189, label %347, label %190, !dbg !130

190:                                              ; preds = %188
    #dbg_value(i64 %186, !30, !DIExpression(), !32)
    #dbg_value(i64 %95, !29, !DIExpression(), !32)
    #dbg_value(ptr %184, !28, !DIExpression(), !32)
    #dbg_value(i64 %185, !27, !DIExpression(), !32)
  %191 = icmp ugt i64 %95, 15, !dbg !131
  br i1 %191, label %192, label %199, !dbg !133

192:                                              ; preds = %25, %190
  %193 = phi i64 [ %5, %25 ], [ %186, %190 ]
  %194 = phi i64 [ %2, %25 ], [ %95, %190 ]
  %195 = phi ptr [ %1, %25 ], [ %184, %190 ]
  %196 = phi i64 [ %6, %25 ], [ %185, %190 ]
  br label %228, !dbg !133

197:                                              ; preds = %228
    #dbg_value(i64 %312, !30, !DIExpression(), !32)
    #dbg_value(ptr %313, !28, !DIExpression(), !32)
    #dbg_value(i64 %311, !27, !DIExpression(), !32)
    #dbg_value(i64 %233, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %198 = icmp eq i64 %233, 0, !dbg !134
  br i1 %198, label %342, label %199, !dbg !134

199:                                              ; preds = %190, %197
  %200 = phi i64 [ %186, %190 ], [ %312, %197 ]
  %201 = phi i64 [ %95, %190 ], [ %233, %197 ]
  %202 = phi ptr [ %184, %190 ], [ %313, %197 ]
  %203 = phi i64 [ %185, %190 ], [ %311, %197 ]
  %204 = and i64 %201, 3, !dbg !134
  %205 = icmp eq i64 %204, 0, !dbg !134
  br i1 %205, label %220, label %206, !dbg !134

206:                                              ; preds = %199, %206
  %207 = phi i64 [ %217, %206 ], [ %200, %199 ]
  %208 = phi i64 [ %212, %206 ], [ %201, %199 ]
  %209 = phi ptr [ %213, %206 ], [ %202, %199 ]
  %210 = phi i64 [ %216, %206 ], [ %203, %199 ]
  %211 = phi i64 [ %218, %206 ], [ 0, %199 ]
    #dbg_value(i64 %207, !30, !DIExpression(), !32)
    #dbg_value(i64 %208, !29, !DIExpression(), !32)
    #dbg_value(ptr %209, !28, !DIExpression(), !32)
    #dbg_value(i64 %210, !27, !DIExpression(), !32)
  %212 = add i64 %208, -1, !dbg !135
    #dbg_value(i64 %212, !29, !DIExpression(), !32)
  %213 = getelementptr inbounds i8, ptr %209, i64 1, !dbg !136
    #dbg_value(ptr %213, !28, !DIExpression(), !32)
  %214 = load i8, ptr %209, align 1, !dbg !138, !tbaa !41
  %215 = zext i8 %214 to i64, !dbg !138
  %216 = add i64 %210, %215, !dbg !139
    #dbg_value(i64 %216, !27, !DIExpression(), !32)
  %217 = add i64 %216, %207, !dbg !140
    #dbg_value(i64 %217, !30, !DIExpression(), !32)
    #dbg_value(i64 %212, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %218 = add i64 %211, 1, !dbg !134
  %219 = icmp eq i64 %218, %204, !dbg !134
  br i1 %219, label %220, label %206, !dbg !134, !llvm.loop !141

220:                                              ; preds = %206, %199
  %221 = phi i64 [ poison, %199 ], [ %216, %206 ]
  %222 = phi i64 [ poison, %199 ], [ %217, %206 ]
  %223 = phi i64 [ %200, %199 ], [ %217, %206 ]
  %224 = phi i64 [ %201, %199 ], [ %212, %206 ]
  %225 = phi ptr [ %202, %199 ], [ %213, %206 ]
  %226 = phi i64 [ %203, %199 ], [ %216, %206 ]
  %227 = icmp ult i64 %201, 4, !dbg !134
  br i1 %227, label %342, label %315, !dbg !134

228:                                              ; preds = %192, %228
  %229 = phi i64 [ %312, %228 ], [ %193, %192 ]
  %230 = phi i64 [ %233, %228 ], [ %194, %192 ]
  %231 = phi ptr [ %313, %228 ], [ %195, %192 ]
  %232 = phi i64 [ %311, %228 ], [ %196, %192 ]
    #dbg_value(i64 %229, !30, !DIExpression(), !32)
    #dbg_value(i64 %230, !29, !DIExpression(), !32)
    #dbg_value(ptr %231, !28, !DIExpression(), !32)
    #dbg_value(i64 %232, !27, !DIExpression(), !32)
  %233 = add nsw i64 %230, -16, !dbg !142
    #dbg_value(i64 %233, !29, !DIExpression(), !32)
  %234 = load i8, ptr %231, align 1, !dbg !144, !tbaa !41
  %235 = zext i8 %234 to i64, !dbg !144
  %236 = add i64 %232, %235, !dbg !144
    #dbg_value(i64 %236, !27, !DIExpression(), !32)
  %237 = add i64 %236, %229, !dbg !144
    #dbg_value(i64 %237, !30, !DIExpression(), !32)
  %238 = getelementptr inbounds i8, ptr %231, i64 1, !dbg !146
  %239 = load i8, ptr %238, align 1, !dbg !146, !tbaa !41
  %240 = zext i8 %239 to i64, !dbg !146
  %241 = add i64 %236, %240, !dbg !146
    #dbg_value(i64 %241, !27, !DIExpression(), !32)
  %242 = add i64 %237, %241, !dbg !146
    #dbg_value(i64 %242, !30, !DIExpression(), !32)
  %243 = getelementptr inbounds i8, ptr %231, i64 2, !dbg !148
  %244 = load i8, ptr %243, align 1, !dbg !148, !tbaa !41
  %245 = zext i8 %244 to i64, !dbg !148
  %246 = add i64 %241, %245, !dbg !148
    #dbg_value(i64 %246, !27, !DIExpression(), !32)
  %247 = add i64 %242, %246, !dbg !148
    #dbg_value(i64 %247, !30, !DIExpression(), !32)
  %248 = getelementptr inbounds i8, ptr %231, i64 3, !dbg !150
  %249 = load i8, ptr %248, align 1, !dbg !150, !tbaa !41
  %250 = zext i8 %249 to i64, !dbg !150
  %251 = add i64 %246, %250, !dbg !150
    #dbg_value(i64 %251, !27, !DIExpression(), !32)
  %252 = add i64 %247, %251, !dbg !150
    #dbg_value(i64 %252, !30, !DIExpression(), !32)
  %253 = getelementptr inbounds i8, ptr %231, i64 4, !dbg !152
  %254 = load i8, ptr %253, align 1, !dbg !152, !tbaa !41
  %255 = zext i8 %254 to i64, !dbg !152
  %256 = add i64 %251, %255, !dbg !152
    #dbg_value(i64 %256, !27, !DIExpression(), !32)
  %257 = add i64 %252, %256, !dbg !152
    #dbg_value(i64 %257, !30, !DIExpression(), !32)
  %258 = getelementptr inbounds i8, ptr %231, i64 5, !dbg !154
  %259 = load i8, ptr %258, align 1, !dbg !154, !tbaa !41
  %260 = zext i8 %259 to i64, !dbg !154
  %261 = add i64 %256, %260, !dbg !154
    #dbg_value(i64 %261, !27, !DIExpression(), !32)
  %262 = add i64 %257, %261, !dbg !154
    #dbg_value(i64 %262, !30, !DIExpression(), !32)
  %263 = getelementptr inbounds i8, ptr %231, i64 6, !dbg !156
  %264 = load i8, ptr %263, align 1, !dbg !156, !tbaa !41
  %265 = zext i8 %264 to i64, !dbg !156
  %266 = add i64 %261, %265, !dbg !156
    #dbg_value(i64 %266, !27, !DIExpression(), !32)
  %267 = add i64 %262, %266, !dbg !156
    #dbg_value(i64 %267, !30, !DIExpression(), !32)
  %268 = getelementptr inbounds i8, ptr %231, i64 7, !dbg !158
  %269 = load i8, ptr %268, align 1, !dbg !158, !tbaa !41
  %270 = zext i8 %269 to i64, !dbg !158
  %271 = add i64 %266, %270, !dbg !158
    #dbg_value(i64 %271, !27, !DIExpression(), !32)
  %272 = add i64 %267, %271, !dbg !158
    #dbg_value(i64 %272, !30, !DIExpression(), !32)
  %273 = getelementptr inbounds i8, ptr %231, i64 8, !dbg !160
  %274 = load i8, ptr %273, align 1, !dbg !160, !tbaa !41
  %275 = zext i8 %274 to i64, !dbg !160
  %276 = add i64 %271, %275, !dbg !160
    #dbg_value(i64 %276, !27, !DIExpression(), !32)
  %277 = add i64 %272, %276, !dbg !160
    #dbg_value(i64 %277, !30, !DIExpression(), !32)
  %278 = getelementptr inbounds i8, ptr %231, i64 9, !dbg !162
  %279 = load i8, ptr %278, align 1, !dbg !162, !tbaa !41
  %280 = zext i8 %279 to i64, !dbg !162
  %281 = add i64 %276, %280, !dbg !162
    #dbg_value(i64 %281, !27, !DIExpression(), !32)
  %282 = add i64 %277, %281, !dbg !162
    #dbg_value(i64 %282, !30, !DIExpression(), !32)
  %283 = getelementptr inbounds i8, ptr %231, i64 10, !dbg !164
  %284 = load i8, ptr %283, align 1, !dbg !164, !tbaa !41
  %285 = zext i8 %284 to i64, !dbg !164
  %286 = add i64 %281, %285, !dbg !164
    #dbg_value(i64 %286, !27, !DIExpression(), !32)
  %287 = add i64 %282, %286, !dbg !164
    #dbg_value(i64 %287, !30, !DIExpression(), !32)
  %288 = getelementptr inbounds i8, ptr %231, i64 11, !dbg !166
  %289 = load i8, ptr %288, align 1, !dbg !166, !tbaa !41
  %290 = zext i8 %289 to i64, !dbg !166
  %291 = add i64 %286, %290, !dbg !166
    #dbg_value(i64 %291, !27, !DIExpression(), !32)
  %292 = add i64 %287, %291, !dbg !166
    #dbg_value(i64 %292, !30, !DIExpression(), !32)
  %293 = getelementptr inbounds i8, ptr %231, i64 12, !dbg !168
  %294 = load i8, ptr %293, align 1, !dbg !168, !tbaa !41
  %295 = zext i8 %294 to i64, !dbg !168
  %296 = add i64 %291, %295, !dbg !168
    #dbg_value(i64 %296, !27, !DIExpression(), !32)
  %297 = add i64 %292, %296, !dbg !168
    #dbg_value(i64 %297, !30, !DIExpression(), !32)
  %298 = getelementptr inbounds i8, ptr %231, i64 13, !dbg !170
  %299 = load i8, ptr %298, align 1, !dbg !170, !tbaa !41
  %300 = zext i8 %299 to i64, !dbg !170
  %301 = add i64 %296, %300, !dbg !170
    #dbg_value(i64 %301, !27, !DIExpression(), !32)
  %302 = add i64 %297, %301, !dbg !170
    #dbg_value(i64 %302, !30, !DIExpression(), !32)
  %303 = getelementptr inbounds i8, ptr %231, i64 14, !dbg !172
  %304 = load i8, ptr %303, align 1, !dbg !172, !tbaa !41
  %305 = zext i8 %304 to i64, !dbg !172
  %306 = add i64 %301, %305, !dbg !172
    #dbg_value(i64 %306, !27, !DIExpression(), !32)
  %307 = add i64 %302, %306, !dbg !172
    #dbg_value(i64 %307, !30, !DIExpression(), !32)
  %308 = getelementptr inbounds i8, ptr %231, i64 15, !dbg !174
  %309 = load i8, ptr %308, align 1, !dbg !174, !tbaa !41
  %310 = zext i8 %309 to i64, !dbg !174
  %311 = add i64 %306, %310, !dbg !174
    #dbg_value(i64 %311, !27, !DIExpression(), !32)
  %312 = add i64 %307, %311, !dbg !174
    #dbg_value(i64 %312, !30, !DIExpression(), !32)
  %313 = getelementptr inbounds i8, ptr %231, i64 16, !dbg !176
    #dbg_value(ptr %313, !28, !DIExpression(), !32)
  %314 = icmp ugt i64 %233, 15, !dbg !131
  br i1 %314, label %228, label %197, !dbg !133, !llvm.loop !177

315:                                              ; preds = %220, %315
  %316 = phi i64 [ %340, %315 ], [ %223, %220 ]
  %317 = phi i64 [ %335, %315 ], [ %224, %220 ]
  %318 = phi ptr [ %336, %315 ], [ %225, %220 ]
  %319 = phi i64 [ %339, %315 ], [ %226, %220 ]
    #dbg_value(i64 %316, !30, !DIExpression(), !32)
    #dbg_value(i64 %317, !29, !DIExpression(), !32)
    #dbg_value(ptr %318, !28, !DIExpression(), !32)
    #dbg_value(i64 %319, !27, !DIExpression(), !32)
    #dbg_value(i64 %317, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %320 = getelementptr inbounds i8, ptr %318, i64 1, !dbg !136
    #dbg_value(ptr %320, !28, !DIExpression(), !32)
  %321 = load i8, ptr %318, align 1, !dbg !138, !tbaa !41
  %322 = zext i8 %321 to i64, !dbg !138
  %323 = add i64 %319, %322, !dbg !139
    #dbg_value(i64 %323, !27, !DIExpression(), !32)
  %324 = add i64 %323, %316, !dbg !140
    #dbg_value(i64 %324, !30, !DIExpression(), !32)
    #dbg_value(i64 %317, !29, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !32)
  %325 = getelementptr inbounds i8, ptr %318, i64 2, !dbg !136
    #dbg_value(ptr %325, !28, !DIExpression(), !32)
  %326 = load i8, ptr %320, align 1, !dbg !138, !tbaa !41
  %327 = zext i8 %326 to i64, !dbg !138
  %328 = add i64 %323, %327, !dbg !139
    #dbg_value(i64 %328, !27, !DIExpression(), !32)
  %329 = add i64 %328, %324, !dbg !140
    #dbg_value(i64 %329, !30, !DIExpression(), !32)
    #dbg_value(i64 %317, !29, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !32)
  %330 = getelementptr inbounds i8, ptr %318, i64 3, !dbg !136
    #dbg_value(ptr %330, !28, !DIExpression(), !32)
  %331 = load i8, ptr %325, align 1, !dbg !138, !tbaa !41
  %332 = zext i8 %331 to i64, !dbg !138
  %333 = add i64 %328, %332, !dbg !139
    #dbg_value(i64 %333, !27, !DIExpression(), !32)
  %334 = add i64 %333, %329, !dbg !140
    #dbg_value(i64 %334, !30, !DIExpression(), !32)
  %335 = add i64 %317, -4, !dbg !135
    #dbg_value(i64 %335, !29, !DIExpression(), !32)
  %336 = getelementptr inbounds i8, ptr %318, i64 4, !dbg !136
    #dbg_value(ptr %336, !28, !DIExpression(), !32)
  %337 = load i8, ptr %330, align 1, !dbg !138, !tbaa !41
  %338 = zext i8 %337 to i64, !dbg !138
  %339 = add i64 %333, %338, !dbg !139
    #dbg_value(i64 %339, !27, !DIExpression(), !32)
  %340 = add i64 %339, %334, !dbg !140
    #dbg_value(i64 %340, !30, !DIExpression(), !32)
    #dbg_value(i64 %335, !29, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !32)
  %341 = icmp eq i64 %335, 0, !dbg !134
  br i1 %341, label %342, label %315, !dbg !134, !llvm.loop !179

342:                                              ; preds = %220, %315, %197
  %343 = phi i64 [ %311, %197 ], [ %221, %220 ], [ %339, %315 ], !dbg !32
  %344 = phi i64 [ %312, %197 ], [ %222, %220 ], [ %340, %315 ], !dbg !32
  %345 = urem i64 %343, 65521, !dbg !181
    #dbg_value(i64 %345, !27, !DIExpression(), !32)
  %346 = urem i64 %344, 65521, !dbg !182
    #dbg_value(i64 %346, !30, !DIExpression(), !32)
  br label %347, !dbg !183

347:                                              ; preds = %342, %188
  %348 = phi i64 [ %345, %342 ], [ %185, %188 ], !dbg !32
  %349 = phi i64 [ %346, %342 ], [ %186, %188 ], !dbg !32
    #dbg_value(i64 %349, !30, !DIExpression(), !32)
    #dbg_value(i64 %348, !27, !DIExpression(), !32)
  %350 = shl nuw nsw i64 %349, 16, !dbg !184
  %351 = or disjoint i64 %350, %348, !dbg !185
  br label %352, !dbg !186

352:                                              ; preds = %21, %347, %81, %8
  %353 = phi i64 [ %20, %8 ], [ %89, %81 ], [ %351, %347 ], [ 1, %21 ], !dbg !32
  ret i64 %353, !dbg !187
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @adler32(i64 noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !188 {
    #dbg_value(i64 %0, !193, !DIExpression(), !196)
    #dbg_value(ptr %1, !194, !DIExpression(), !196)
    #dbg_value(i32 %2, !195, !DIExpression(), !196)
  %4 = zext i32 %2 to i64, !dbg !197
  %5 = tail call i64 @adler32_z(i64 noundef %0, ptr noundef %1, i64 noundef %4), !dbg !198
  ret i64 %5, !dbg !199
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, 8589934592) i64 @adler32_combine(i64 noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #1 !dbg !200 {
    #dbg_value(i64 %0, !209, !DIExpression(), !212)
    #dbg_value(i64 %1, !210, !DIExpression(), !212)
    #dbg_value(i64 %2, !211, !DIExpression(), !212)
    #dbg_value(i64 %0, !213, !DIExpression(), !225)
    #dbg_value(i64 %1, !220, !DIExpression(), !225)
    #dbg_value(i64 %2, !221, !DIExpression(), !225)
  %4 = icmp slt i64 %2, 0, !dbg !227
  br i1 %4, label %37, label %5, !dbg !229

5:                                                ; preds = %3
  %6 = urem i64 %2, 65521, !dbg !230
    #dbg_value(i64 %6, !221, !DIExpression(), !225)
    #dbg_value(i64 %6, !224, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !225)
  %7 = and i64 %0, 65535, !dbg !231
    #dbg_value(i64 %7, !222, !DIExpression(), !225)
  %8 = mul nuw nsw i64 %6, %7, !dbg !232
    #dbg_value(i64 %8, !223, !DIExpression(), !225)
  %9 = trunc nuw i64 %8 to i32, !dbg !233
  %10 = urem i32 %9, 65521, !dbg !233
  %11 = zext nneg i32 %10 to i64, !dbg !233
    #dbg_value(i64 %11, !223, !DIExpression(), !225)
  %12 = and i64 %1, 65535, !dbg !234
  %13 = add nuw nsw i64 %7, 65520, !dbg !235
  %14 = add nuw nsw i64 %13, %12, !dbg !236
    #dbg_value(i64 %14, !222, !DIExpression(), !225)
  %15 = lshr i64 %0, 16, !dbg !237
  %16 = and i64 %15, 65535, !dbg !238
  %17 = lshr i64 %1, 16, !dbg !239
  %18 = and i64 %17, 65535, !dbg !240
  %19 = add nuw nsw i64 %16, 65521, !dbg !241
  %20 = add nuw nsw i64 %19, %18, !dbg !242
  %21 = sub nuw nsw i64 %20, %6, !dbg !243
  %22 = add nuw nsw i64 %21, %11, !dbg !244
    #dbg_value(i64 %22, !223, !DIExpression(), !225)
  %23 = icmp ugt i64 %14, 65520, !dbg !245
  %24 = add nsw i64 %14, -65521
  %25 = select i1 %23, i64 %24, i64 65520, !dbg !247
    #dbg_value(i64 %25, !222, !DIExpression(), !225)
  %26 = icmp ugt i64 %25, 65520, !dbg !248
  %27 = add nsw i64 %25, -65521, !dbg !250
  %28 = select i1 %26, i64 %27, i64 %25, !dbg !250
    #dbg_value(i64 %28, !222, !DIExpression(), !225)
  %29 = icmp ugt i64 %22, 131041, !dbg !251
  %30 = add nsw i64 %22, -131042, !dbg !253
  %31 = select i1 %29, i64 %30, i64 %22, !dbg !253
    #dbg_value(i64 %31, !223, !DIExpression(), !225)
  %32 = icmp ugt i64 %31, 65520, !dbg !254
    #dbg_value(i64 poison, !223, !DIExpression(), !225)
  %33 = shl nsw i64 %31, 16, !dbg !256
  %34 = add i64 %33, -4293984256, !dbg !256
  %35 = select i1 %32, i64 %34, i64 %33, !dbg !256
  %36 = or i64 %35, %28, !dbg !257
  br label %37, !dbg !258

37:                                               ; preds = %3, %5
  %38 = phi i64 [ %36, %5 ], [ 4294967295, %3 ], !dbg !225
  ret i64 %38, !dbg !259
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, 8589934592) i64 @adler32_combine64(i64 noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #1 !dbg !260 {
    #dbg_value(i64 %0, !262, !DIExpression(), !265)
    #dbg_value(i64 %1, !263, !DIExpression(), !265)
    #dbg_value(i64 %2, !264, !DIExpression(), !265)
    #dbg_value(i64 %0, !213, !DIExpression(), !266)
    #dbg_value(i64 %1, !220, !DIExpression(), !266)
    #dbg_value(i64 %2, !221, !DIExpression(), !266)
  %4 = icmp slt i64 %2, 0, !dbg !268
  br i1 %4, label %37, label %5, !dbg !269

5:                                                ; preds = %3
  %6 = urem i64 %2, 65521, !dbg !270
    #dbg_value(i64 %6, !221, !DIExpression(), !266)
    #dbg_value(i64 %6, !224, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %7 = and i64 %0, 65535, !dbg !271
    #dbg_value(i64 %7, !222, !DIExpression(), !266)
  %8 = mul nuw nsw i64 %6, %7, !dbg !272
    #dbg_value(i64 %8, !223, !DIExpression(), !266)
  %9 = trunc nuw i64 %8 to i32, !dbg !273
  %10 = urem i32 %9, 65521, !dbg !273
  %11 = zext nneg i32 %10 to i64, !dbg !273
    #dbg_value(i64 %11, !223, !DIExpression(), !266)
  %12 = and i64 %1, 65535, !dbg !274
  %13 = add nuw nsw i64 %7, 65520, !dbg !275
  %14 = add nuw nsw i64 %13, %12, !dbg !276
    #dbg_value(i64 %14, !222, !DIExpression(), !266)
  %15 = lshr i64 %0, 16, !dbg !277
  %16 = and i64 %15, 65535, !dbg !278
  %17 = lshr i64 %1, 16, !dbg !279
  %18 = and i64 %17, 65535, !dbg !280
  %19 = add nuw nsw i64 %16, 65521, !dbg !281
  %20 = add nuw nsw i64 %19, %18, !dbg !282
  %21 = sub nuw nsw i64 %20, %6, !dbg !283
  %22 = add nuw nsw i64 %21, %11, !dbg !284
    #dbg_value(i64 %22, !223, !DIExpression(), !266)
  %23 = icmp ugt i64 %14, 65520, !dbg !285
  %24 = add nsw i64 %14, -65521
  %25 = select i1 %23, i64 %24, i64 65520, !dbg !286
    #dbg_value(i64 %25, !222, !DIExpression(), !266)
  %26 = icmp ugt i64 %25, 65520, !dbg !287
  %27 = add nsw i64 %25, -65521, !dbg !288
  %28 = select i1 %26, i64 %27, i64 %25, !dbg !288
    #dbg_value(i64 %28, !222, !DIExpression(), !266)
  %29 = icmp ugt i64 %22, 131041, !dbg !289
  %30 = add nsw i64 %22, -131042, !dbg !290
  %31 = select i1 %29, i64 %30, i64 %22, !dbg !290
    #dbg_value(i64 %31, !223, !DIExpression(), !266)
  %32 = icmp ugt i64 %31, 65520, !dbg !291
    #dbg_value(i64 poison, !223, !DIExpression(), !266)
  %33 = shl nsw i64 %31, 16, !dbg !292
  %34 = add i64 %33, -4293984256, !dbg !292
  %35 = select i1 %32, i64 %34, i64 %33, !dbg !292
  %36 = or i64 %35, %28, !dbg !293
  br label %37, !dbg !294

37:                                               ; preds = %3, %5
  %38 = phi i64 [ %36, %5 ], [ 4294967295, %3 ], !dbg !266
  ret i64 %38, !dbg !295
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zlib/adler32.c", directory: ".", checksumkind: CSK_MD5, checksum: "cea51e08d9b176c6bf8b5820169d4102")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "adler32_z", scope: !1, file: !1, line: 61, type: !14, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !18, !23}
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !17, line: 406, baseType: !4)
!17 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !17, line: 412, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !17, line: 403, baseType: !22)
!22 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !17, line: 265, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !25, line: 18, baseType: !4)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!26 = !{!27, !28, !29, !30, !31}
!27 = !DILocalVariable(name: "adler", arg: 1, scope: !13, file: !1, line: 61, type: !16)
!28 = !DILocalVariable(name: "buf", arg: 2, scope: !13, file: !1, line: 61, type: !18)
!29 = !DILocalVariable(name: "len", arg: 3, scope: !13, file: !1, line: 61, type: !23)
!30 = !DILocalVariable(name: "sum2", scope: !13, file: !1, line: 62, type: !4)
!31 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 63, type: !3)
!32 = !DILocation(line: 0, scope: !13)
!33 = !DILocation(line: 66, column: 19, scope: !13)
!34 = !DILocation(line: 66, column: 26, scope: !13)
!35 = !DILocation(line: 67, column: 11, scope: !13)
!36 = !DILocation(line: 70, column: 13, scope: !37)
!37 = distinct !DILexicalBlock(scope: !13, file: !1, line: 70, column: 9)
!38 = !DILocation(line: 70, column: 9, scope: !13)
!39 = !DILocation(line: 71, column: 18, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 70, column: 19)
!41 = !{!42, !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 71, column: 15, scope: !40)
!45 = !DILocation(line: 72, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !40, file: !1, line: 72, column: 13)
!47 = !DILocation(line: 72, column: 13, scope: !40)
!48 = !DILocation(line: 74, column: 14, scope: !40)
!49 = !DILocation(line: 75, column: 18, scope: !50)
!50 = distinct !DILexicalBlock(scope: !40, file: !1, line: 75, column: 13)
!51 = !DILocation(line: 77, column: 30, scope: !40)
!52 = !DILocation(line: 77, column: 22, scope: !40)
!53 = !DILocation(line: 77, column: 9, scope: !40)
!54 = !DILocation(line: 81, column: 13, scope: !55)
!55 = distinct !DILexicalBlock(scope: !13, file: !1, line: 81, column: 9)
!56 = !DILocation(line: 81, column: 9, scope: !13)
!57 = !DILocation(line: 85, column: 13, scope: !58)
!58 = distinct !DILexicalBlock(scope: !13, file: !1, line: 85, column: 9)
!59 = !DILocation(line: 85, column: 9, scope: !13)
!60 = !DILocation(line: 97, column: 16, scope: !13)
!61 = !DILocation(line: 97, column: 5, scope: !13)
!62 = !DILocation(line: 86, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !58, file: !1, line: 85, column: 19)
!64 = !DILocation(line: 86, column: 19, scope: !63)
!65 = !DILocation(line: 87, column: 26, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !1, line: 86, column: 23)
!67 = !DILocation(line: 87, column: 22, scope: !66)
!68 = !DILocation(line: 87, column: 19, scope: !66)
!69 = !DILocation(line: 88, column: 18, scope: !66)
!70 = distinct !{!70, !71}
!71 = !{!"llvm.loop.unroll.disable"}
!72 = distinct !{!72, !62, !73, !74}
!73 = !DILocation(line: 89, column: 9, scope: !63)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 90, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !63, file: !1, line: 90, column: 13)
!77 = !DILocation(line: 90, column: 13, scope: !63)
!78 = !DILocation(line: 92, column: 9, scope: !63)
!79 = !DILocation(line: 93, column: 30, scope: !63)
!80 = !DILocation(line: 93, column: 22, scope: !63)
!81 = !DILocation(line: 93, column: 9, scope: !63)
!82 = !DILocation(line: 98, column: 13, scope: !83)
!83 = distinct !DILexicalBlock(scope: !13, file: !1, line: 97, column: 25)
!84 = !DILocation(line: 100, column: 9, scope: !83)
!85 = !DILocation(line: 0, scope: !83)
!86 = !DILocation(line: 101, column: 13, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!88 = distinct !DILexicalBlock(scope: !83, file: !1, line: 100, column: 12)
!89 = !DILocation(line: 101, column: 13, scope: !90)
!90 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!91 = !DILocation(line: 101, column: 13, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!93 = !DILocation(line: 101, column: 13, scope: !94)
!94 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!95 = !DILocation(line: 101, column: 13, scope: !96)
!96 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!97 = !DILocation(line: 101, column: 13, scope: !98)
!98 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!99 = !DILocation(line: 101, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!101 = !DILocation(line: 101, column: 13, scope: !102)
!102 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!103 = !DILocation(line: 101, column: 13, scope: !104)
!104 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!105 = !DILocation(line: 101, column: 13, scope: !106)
!106 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!107 = !DILocation(line: 101, column: 13, scope: !108)
!108 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!109 = !DILocation(line: 101, column: 13, scope: !110)
!110 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!111 = !DILocation(line: 101, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!113 = !DILocation(line: 101, column: 13, scope: !114)
!114 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!115 = !DILocation(line: 101, column: 13, scope: !116)
!116 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!117 = !DILocation(line: 101, column: 13, scope: !118)
!118 = distinct !DILexicalBlock(scope: !88, file: !1, line: 101, column: 13)
!119 = !DILocation(line: 102, column: 17, scope: !88)
!120 = !DILocation(line: 103, column: 18, scope: !83)
!121 = !DILocation(line: 103, column: 9, scope: !88)
!122 = distinct !{!122, !84, !123, !74}
!123 = !DILocation(line: 103, column: 21, scope: !83)
!124 = !DILocation(line: 104, column: 9, scope: !83)
!125 = !DILocation(line: 105, column: 9, scope: !83)
!126 = distinct !{!126, !61, !127, !74}
!127 = !DILocation(line: 106, column: 5, scope: !13)
!128 = !DILocation(line: 109, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !13, file: !1, line: 109, column: 9)
!130 = !DILocation(line: 109, column: 9, scope: !13)
!131 = !DILocation(line: 110, column: 20, scope: !132)
!132 = distinct !DILexicalBlock(scope: !129, file: !1, line: 109, column: 14)
!133 = !DILocation(line: 110, column: 9, scope: !132)
!134 = !DILocation(line: 115, column: 9, scope: !132)
!135 = !DILocation(line: 115, column: 19, scope: !132)
!136 = !DILocation(line: 116, column: 26, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !1, line: 115, column: 23)
!138 = !DILocation(line: 116, column: 22, scope: !137)
!139 = !DILocation(line: 116, column: 19, scope: !137)
!140 = !DILocation(line: 117, column: 18, scope: !137)
!141 = distinct !{!141, !71}
!142 = !DILocation(line: 111, column: 17, scope: !143)
!143 = distinct !DILexicalBlock(scope: !132, file: !1, line: 110, column: 27)
!144 = !DILocation(line: 112, column: 13, scope: !145)
!145 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!146 = !DILocation(line: 112, column: 13, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!148 = !DILocation(line: 112, column: 13, scope: !149)
!149 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!150 = !DILocation(line: 112, column: 13, scope: !151)
!151 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!152 = !DILocation(line: 112, column: 13, scope: !153)
!153 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!154 = !DILocation(line: 112, column: 13, scope: !155)
!155 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!156 = !DILocation(line: 112, column: 13, scope: !157)
!157 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!158 = !DILocation(line: 112, column: 13, scope: !159)
!159 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!160 = !DILocation(line: 112, column: 13, scope: !161)
!161 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!162 = !DILocation(line: 112, column: 13, scope: !163)
!163 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!164 = !DILocation(line: 112, column: 13, scope: !165)
!165 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!166 = !DILocation(line: 112, column: 13, scope: !167)
!167 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!168 = !DILocation(line: 112, column: 13, scope: !169)
!169 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!170 = !DILocation(line: 112, column: 13, scope: !171)
!171 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!172 = !DILocation(line: 112, column: 13, scope: !173)
!173 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!174 = !DILocation(line: 112, column: 13, scope: !175)
!175 = distinct !DILexicalBlock(scope: !143, file: !1, line: 112, column: 13)
!176 = !DILocation(line: 113, column: 17, scope: !143)
!177 = distinct !{!177, !133, !178, !74}
!178 = !DILocation(line: 114, column: 9, scope: !132)
!179 = distinct !{!179, !134, !180, !74}
!180 = !DILocation(line: 118, column: 9, scope: !132)
!181 = !DILocation(line: 119, column: 9, scope: !132)
!182 = !DILocation(line: 120, column: 9, scope: !132)
!183 = !DILocation(line: 121, column: 5, scope: !132)
!184 = !DILocation(line: 124, column: 26, scope: !13)
!185 = !DILocation(line: 124, column: 18, scope: !13)
!186 = !DILocation(line: 124, column: 5, scope: !13)
!187 = !DILocation(line: 125, column: 1, scope: !13)
!188 = distinct !DISubprogram(name: "adler32", scope: !1, file: !1, line: 128, type: !189, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !192)
!189 = !DISubroutineType(types: !190)
!190 = !{!16, !16, !18, !191}
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !17, line: 405, baseType: !3)
!192 = !{!193, !194, !195}
!193 = !DILocalVariable(name: "adler", arg: 1, scope: !188, file: !1, line: 128, type: !16)
!194 = !DILocalVariable(name: "buf", arg: 2, scope: !188, file: !1, line: 128, type: !18)
!195 = !DILocalVariable(name: "len", arg: 3, scope: !188, file: !1, line: 128, type: !191)
!196 = !DILocation(line: 0, scope: !188)
!197 = !DILocation(line: 129, column: 34, scope: !188)
!198 = !DILocation(line: 129, column: 12, scope: !188)
!199 = !DILocation(line: 129, column: 5, scope: !188)
!200 = distinct !DISubprogram(name: "adler32_combine", scope: !1, file: !1, line: 158, type: !201, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !208)
!201 = !DISubroutineType(types: !202)
!202 = !{!16, !16, !16, !203}
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "off_t", file: !204, line: 85, baseType: !205)
!204 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/sys/types.h", directory: "", checksumkind: CSK_MD5, checksum: "e62424071ad3f1b4d088c139fd9ccfd1")
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !206, line: 152, baseType: !207)
!206 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!207 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!208 = !{!209, !210, !211}
!209 = !DILocalVariable(name: "adler1", arg: 1, scope: !200, file: !1, line: 158, type: !16)
!210 = !DILocalVariable(name: "adler2", arg: 2, scope: !200, file: !1, line: 158, type: !16)
!211 = !DILocalVariable(name: "len2", arg: 3, scope: !200, file: !1, line: 158, type: !203)
!212 = !DILocation(line: 0, scope: !200)
!213 = !DILocalVariable(name: "adler1", arg: 1, scope: !214, file: !1, line: 133, type: !16)
!214 = distinct !DISubprogram(name: "adler32_combine_", scope: !1, file: !1, line: 133, type: !215, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !219)
!215 = !DISubroutineType(types: !216)
!216 = !{!16, !16, !16, !217}
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "off64_t", file: !204, line: 92, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !206, line: 153, baseType: !207)
!219 = !{!213, !220, !221, !222, !223, !224}
!220 = !DILocalVariable(name: "adler2", arg: 2, scope: !214, file: !1, line: 133, type: !16)
!221 = !DILocalVariable(name: "len2", arg: 3, scope: !214, file: !1, line: 133, type: !217)
!222 = !DILocalVariable(name: "sum1", scope: !214, file: !1, line: 134, type: !4)
!223 = !DILocalVariable(name: "sum2", scope: !214, file: !1, line: 135, type: !4)
!224 = !DILocalVariable(name: "rem", scope: !214, file: !1, line: 136, type: !3)
!225 = !DILocation(line: 0, scope: !214, inlinedAt: !226)
!226 = distinct !DILocation(line: 159, column: 12, scope: !200)
!227 = !DILocation(line: 139, column: 14, scope: !228, inlinedAt: !226)
!228 = distinct !DILexicalBlock(scope: !214, file: !1, line: 139, column: 9)
!229 = !DILocation(line: 139, column: 9, scope: !214, inlinedAt: !226)
!230 = !DILocation(line: 143, column: 5, scope: !214, inlinedAt: !226)
!231 = !DILocation(line: 145, column: 19, scope: !214, inlinedAt: !226)
!232 = !DILocation(line: 146, column: 16, scope: !214, inlinedAt: !226)
!233 = !DILocation(line: 147, column: 5, scope: !214, inlinedAt: !226)
!234 = !DILocation(line: 148, column: 21, scope: !214, inlinedAt: !226)
!235 = !DILocation(line: 148, column: 38, scope: !214, inlinedAt: !226)
!236 = !DILocation(line: 148, column: 10, scope: !214, inlinedAt: !226)
!237 = !DILocation(line: 149, column: 22, scope: !214, inlinedAt: !226)
!238 = !DILocation(line: 149, column: 29, scope: !214, inlinedAt: !226)
!239 = !DILocation(line: 149, column: 50, scope: !214, inlinedAt: !226)
!240 = !DILocation(line: 149, column: 57, scope: !214, inlinedAt: !226)
!241 = !DILocation(line: 149, column: 39, scope: !214, inlinedAt: !226)
!242 = !DILocation(line: 149, column: 67, scope: !214, inlinedAt: !226)
!243 = !DILocation(line: 149, column: 74, scope: !214, inlinedAt: !226)
!244 = !DILocation(line: 149, column: 10, scope: !214, inlinedAt: !226)
!245 = !DILocation(line: 150, column: 14, scope: !246, inlinedAt: !226)
!246 = distinct !DILexicalBlock(scope: !214, file: !1, line: 150, column: 9)
!247 = !DILocation(line: 150, column: 9, scope: !214, inlinedAt: !226)
!248 = !DILocation(line: 151, column: 14, scope: !249, inlinedAt: !226)
!249 = distinct !DILexicalBlock(scope: !214, file: !1, line: 151, column: 9)
!250 = !DILocation(line: 151, column: 9, scope: !214, inlinedAt: !226)
!251 = !DILocation(line: 152, column: 14, scope: !252, inlinedAt: !226)
!252 = distinct !DILexicalBlock(scope: !214, file: !1, line: 152, column: 9)
!253 = !DILocation(line: 152, column: 9, scope: !214, inlinedAt: !226)
!254 = !DILocation(line: 153, column: 14, scope: !255, inlinedAt: !226)
!255 = distinct !DILexicalBlock(scope: !214, file: !1, line: 153, column: 9)
!256 = !DILocation(line: 154, column: 25, scope: !214, inlinedAt: !226)
!257 = !DILocation(line: 154, column: 17, scope: !214, inlinedAt: !226)
!258 = !DILocation(line: 154, column: 5, scope: !214, inlinedAt: !226)
!259 = !DILocation(line: 159, column: 5, scope: !200)
!260 = distinct !DISubprogram(name: "adler32_combine64", scope: !1, file: !1, line: 162, type: !215, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !261)
!261 = !{!262, !263, !264}
!262 = !DILocalVariable(name: "adler1", arg: 1, scope: !260, file: !1, line: 162, type: !16)
!263 = !DILocalVariable(name: "adler2", arg: 2, scope: !260, file: !1, line: 162, type: !16)
!264 = !DILocalVariable(name: "len2", arg: 3, scope: !260, file: !1, line: 162, type: !217)
!265 = !DILocation(line: 0, scope: !260)
!266 = !DILocation(line: 0, scope: !214, inlinedAt: !267)
!267 = distinct !DILocation(line: 163, column: 12, scope: !260)
!268 = !DILocation(line: 139, column: 14, scope: !228, inlinedAt: !267)
!269 = !DILocation(line: 139, column: 9, scope: !214, inlinedAt: !267)
!270 = !DILocation(line: 143, column: 5, scope: !214, inlinedAt: !267)
!271 = !DILocation(line: 145, column: 19, scope: !214, inlinedAt: !267)
!272 = !DILocation(line: 146, column: 16, scope: !214, inlinedAt: !267)
!273 = !DILocation(line: 147, column: 5, scope: !214, inlinedAt: !267)
!274 = !DILocation(line: 148, column: 21, scope: !214, inlinedAt: !267)
!275 = !DILocation(line: 148, column: 38, scope: !214, inlinedAt: !267)
!276 = !DILocation(line: 148, column: 10, scope: !214, inlinedAt: !267)
!277 = !DILocation(line: 149, column: 22, scope: !214, inlinedAt: !267)
!278 = !DILocation(line: 149, column: 29, scope: !214, inlinedAt: !267)
!279 = !DILocation(line: 149, column: 50, scope: !214, inlinedAt: !267)
!280 = !DILocation(line: 149, column: 57, scope: !214, inlinedAt: !267)
!281 = !DILocation(line: 149, column: 39, scope: !214, inlinedAt: !267)
!282 = !DILocation(line: 149, column: 67, scope: !214, inlinedAt: !267)
!283 = !DILocation(line: 149, column: 74, scope: !214, inlinedAt: !267)
!284 = !DILocation(line: 149, column: 10, scope: !214, inlinedAt: !267)
!285 = !DILocation(line: 150, column: 14, scope: !246, inlinedAt: !267)
!286 = !DILocation(line: 150, column: 9, scope: !214, inlinedAt: !267)
!287 = !DILocation(line: 151, column: 14, scope: !249, inlinedAt: !267)
!288 = !DILocation(line: 151, column: 9, scope: !214, inlinedAt: !267)
!289 = !DILocation(line: 152, column: 14, scope: !252, inlinedAt: !267)
!290 = !DILocation(line: 152, column: 9, scope: !214, inlinedAt: !267)
!291 = !DILocation(line: 153, column: 14, scope: !255, inlinedAt: !267)
!292 = !DILocation(line: 154, column: 25, scope: !214, inlinedAt: !267)
!293 = !DILocation(line: 154, column: 17, scope: !214, inlinedAt: !267)
!294 = !DILocation(line: 154, column: 5, scope: !214, inlinedAt: !267)
!295 = !DILocation(line: 163, column: 5, scope: !260)
