; ModuleID = 'programs/red_black_tree.c'
source_filename = "programs/red_black_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, ptr, ptr, ptr }

@root = internal unnamed_addr global ptr @nil_, align 8, !dbg !0
@.str = private unnamed_addr constant [60 x i8] c"round %d: size=%d height=%d black_height=%d ok=%d hash=%ld\0A\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [24 x i8] c"inserted=%d deleted=%d\0A\00", align 1, !dbg !19
@nil_ = internal global %struct.node { i32 0, i32 1, ptr null, ptr null, ptr null }, align 8, !dbg !24

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca i32, align 4, !DIAssignID !58
    #dbg_assign(i1 undef, !48, !DIExpression(), !58, ptr %1, !DIExpression(), !59)
    #dbg_value(i32 777, !45, !DIExpression(), !59)
    #dbg_value(i32 0, !46, !DIExpression(), !59)
    #dbg_value(i32 0, !47, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8, !dbg !60
  store i32 1, ptr %1, align 4, !dbg !61, !tbaa !62, !DIAssignID !66
    #dbg_assign(i32 1, !48, !DIExpression(), !66, ptr %1, !DIExpression(), !59)
    #dbg_value(i32 0, !49, !DIExpression(), !67)
    #dbg_value(i32 0, !47, !DIExpression(), !59)
    #dbg_value(i32 0, !46, !DIExpression(), !59)
    #dbg_value(i32 777, !45, !DIExpression(), !59)
  br label %2, !dbg !68

2:                                                ; preds = %0, %538
  %3 = phi i32 [ 0, %0 ], [ %543, %538 ]
  %4 = phi i32 [ 0, %0 ], [ %531, %538 ]
  %5 = phi i32 [ 0, %0 ], [ %189, %538 ]
  %6 = phi i32 [ 777, %0 ], [ %206, %538 ]
    #dbg_value(i32 %3, !49, !DIExpression(), !67)
    #dbg_value(i32 %4, !47, !DIExpression(), !59)
    #dbg_value(i32 %5, !46, !DIExpression(), !59)
    #dbg_value(i32 %6, !45, !DIExpression(), !59)
    #dbg_value(i32 0, !51, !DIExpression(), !69)
    #dbg_value(i32 %5, !46, !DIExpression(), !59)
    #dbg_value(i32 %6, !45, !DIExpression(), !59)
  %7 = load ptr, ptr @root, align 8, !dbg !70, !tbaa !89
  br label %12, !dbg !91

8:                                                ; preds = %538
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %189, i32 noundef %531), !dbg !92
  %10 = load i32, ptr %1, align 4, !dbg !93, !tbaa !62
  %11 = icmp eq i32 %10, 0, !dbg !93
  br i1 %11, label %549, label %545, !dbg !93

12:                                               ; preds = %2, %186
  %13 = phi ptr [ %7, %2 ], [ %187, %186 ], !dbg !70
  %14 = phi i32 [ 0, %2 ], [ %190, %186 ]
  %15 = phi i32 [ %5, %2 ], [ %189, %186 ]
  %16 = phi i32 [ %6, %2 ], [ %18, %186 ]
    #dbg_value(i32 %14, !51, !DIExpression(), !69)
    #dbg_value(i32 %15, !46, !DIExpression(), !59)
    #dbg_value(i32 %16, !45, !DIExpression(), !59)
  %17 = mul i32 %16, 1103515245, !dbg !94
  %18 = add i32 %17, 12345, !dbg !95
    #dbg_value(i32 %18, !45, !DIExpression(), !59)
  %19 = lshr i32 %18, 8, !dbg !96
  %20 = urem i32 %19, 10000, !dbg !97
    #dbg_value(i32 %20, !75, !DIExpression(), !70)
    #dbg_value(ptr @nil_, !76, !DIExpression(), !70)
    #dbg_value(ptr poison, !77, !DIExpression(), !70)
  %21 = icmp eq ptr %13, @nil_, !dbg !98
  br i1 %21, label %32, label %22, !dbg !99

22:                                               ; preds = %12, %26
  %23 = phi ptr [ %30, %26 ], [ %13, %12 ]
    #dbg_value(ptr %23, !76, !DIExpression(), !70)
  %24 = load i32, ptr %23, align 8, !dbg !100, !tbaa !103
  %25 = icmp eq i32 %24, %20, !dbg !105
  br i1 %25, label %186, label %26, !dbg !106

26:                                               ; preds = %22
  %27 = icmp sgt i32 %24, %20, !dbg !107
  %28 = select i1 %27, i64 8, i64 16, !dbg !108
  %29 = getelementptr inbounds i8, ptr %23, i64 %28, !dbg !108
    #dbg_value(ptr poison, !77, !DIExpression(), !70)
  %30 = load ptr, ptr %29, align 8, !dbg !70, !tbaa !89
    #dbg_value(ptr %23, !76, !DIExpression(), !70)
    #dbg_value(ptr %30, !77, !DIExpression(), !70)
  %31 = icmp eq ptr %30, @nil_, !dbg !98
  br i1 %31, label %32, label %22, !dbg !99, !llvm.loop !109

32:                                               ; preds = %26, %12
  %33 = phi ptr [ @nil_, %12 ], [ %23, %26 ], !dbg !70
  %34 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #9, !dbg !112
    #dbg_value(ptr %34, !78, !DIExpression(), !70)
  store i32 %20, ptr %34, align 8, !dbg !113, !tbaa !103
  %35 = getelementptr inbounds i8, ptr %34, i64 16, !dbg !114
  store ptr @nil_, ptr %35, align 8, !dbg !115, !tbaa !116
  %36 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !117
  store ptr @nil_, ptr %36, align 8, !dbg !118, !tbaa !119
  %37 = getelementptr inbounds i8, ptr %34, i64 24, !dbg !120
  store ptr %33, ptr %37, align 8, !dbg !121, !tbaa !122
  %38 = getelementptr inbounds i8, ptr %34, i64 4, !dbg !123
  store i32 0, ptr %38, align 4, !dbg !124, !tbaa !125
  %39 = icmp eq ptr %33, @nil_, !dbg !126
  br i1 %39, label %47, label %40, !dbg !128

40:                                               ; preds = %32
  %41 = load i32, ptr %33, align 8, !dbg !129, !tbaa !103
  %42 = icmp sgt i32 %41, %20, !dbg !131
  br i1 %42, label %43, label %45, !dbg !132

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !133
  br label %47, !dbg !134

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !135
  br label %47

47:                                               ; preds = %45, %43, %32
  %48 = phi ptr [ %44, %43 ], [ %46, %45 ], [ @root, %32 ]
  %49 = phi ptr [ %13, %43 ], [ %13, %45 ], [ %34, %32 ]
  store ptr %34, ptr %48, align 8, !dbg !136, !tbaa !89
    #dbg_value(ptr %34, !78, !DIExpression(), !70)
  %50 = getelementptr inbounds i8, ptr %33, i64 4, !dbg !137
  %51 = load i32, ptr %50, align 4, !dbg !137, !tbaa !125
  %52 = icmp eq i32 %51, 0, !dbg !138
  %53 = load ptr, ptr @root, align 8, !dbg !70, !tbaa !89
  br i1 %52, label %54, label %182, !dbg !139

54:                                               ; preds = %47, %173
  %55 = phi ptr [ %177, %173 ], [ %50, %47 ]
  %56 = phi ptr [ %176, %173 ], [ %33, %47 ]
  %57 = phi ptr [ %174, %173 ], [ %34, %47 ]
    #dbg_value(ptr %57, !78, !DIExpression(), !70)
  %58 = getelementptr inbounds i8, ptr %56, i64 24, !dbg !140
  %59 = load ptr, ptr %58, align 8, !dbg !140, !tbaa !122
    #dbg_value(ptr %59, !79, !DIExpression(), !141)
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !142
  %61 = load ptr, ptr %60, align 8, !dbg !142, !tbaa !119
  %62 = icmp eq ptr %56, %61, !dbg !143
  br i1 %62, label %63, label %119, !dbg !144

63:                                               ; preds = %54
  %64 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !145
  %65 = load ptr, ptr %64, align 8, !dbg !145, !tbaa !116
    #dbg_value(ptr %65, !81, !DIExpression(), !146)
  %66 = getelementptr inbounds i8, ptr %65, i64 4, !dbg !147
  %67 = load i32, ptr %66, align 4, !dbg !147, !tbaa !125
  %68 = icmp eq i32 %67, 0, !dbg !149
  br i1 %68, label %69, label %71, !dbg !150

69:                                               ; preds = %63
  store i32 1, ptr %55, align 4, !dbg !151, !tbaa !125
  store i32 1, ptr %66, align 4, !dbg !153, !tbaa !125
  %70 = getelementptr inbounds i8, ptr %59, i64 4, !dbg !154
  store i32 0, ptr %70, align 4, !dbg !155, !tbaa !125
    #dbg_value(ptr %59, !78, !DIExpression(), !70)
  br label %173, !dbg !156

71:                                               ; preds = %63
  %72 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !157
  %73 = load ptr, ptr %72, align 8, !dbg !157, !tbaa !116
  %74 = icmp eq ptr %57, %73, !dbg !160
  br i1 %74, label %75, label %95, !dbg !161

75:                                               ; preds = %71
    #dbg_value(ptr %56, !78, !DIExpression(), !70)
    #dbg_value(ptr %56, !162, !DIExpression(), !168)
    #dbg_value(ptr %73, !167, !DIExpression(), !168)
  %76 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !171
  %77 = load ptr, ptr %76, align 8, !dbg !171, !tbaa !119
  store ptr %77, ptr %72, align 8, !dbg !172, !tbaa !116
  %78 = icmp eq ptr %77, @nil_, !dbg !173
  br i1 %78, label %82, label %79, !dbg !175

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %77, i64 24, !dbg !176
  store ptr %56, ptr %80, align 8, !dbg !177, !tbaa !122
  %81 = load ptr, ptr %58, align 8, !dbg !178, !tbaa !122
  br label %82, !dbg !179

82:                                               ; preds = %79, %75
  %83 = phi ptr [ %81, %79 ], [ %59, %75 ], !dbg !178
  %84 = getelementptr inbounds i8, ptr %73, i64 24, !dbg !180
  store ptr %83, ptr %84, align 8, !dbg !181, !tbaa !122
  %85 = icmp eq ptr %83, @nil_, !dbg !182
  br i1 %85, label %92, label %86, !dbg !184

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !185
  %88 = load ptr, ptr %87, align 8, !dbg !185, !tbaa !119
  %89 = icmp eq ptr %88, %56, !dbg !187
  %90 = getelementptr inbounds i8, ptr %83, i64 16
  %91 = select i1 %89, ptr %87, ptr %90, !dbg !188
  br label %92, !dbg !188

92:                                               ; preds = %86, %82
  %93 = phi ptr [ @root, %82 ], [ %91, %86 ]
  store ptr %73, ptr %93, align 8, !dbg !189, !tbaa !89
  store ptr %56, ptr %76, align 8, !dbg !190, !tbaa !119
  store ptr %73, ptr %58, align 8, !dbg !191, !tbaa !122
  %94 = load ptr, ptr %60, align 8, !dbg !192, !tbaa !119
  br label %95, !dbg !198

95:                                               ; preds = %92, %71
  %96 = phi ptr [ %94, %92 ], [ %61, %71 ], !dbg !192
  %97 = phi ptr [ %73, %92 ], [ %56, %71 ], !dbg !199
  %98 = phi ptr [ %56, %92 ], [ %57, %71 ], !dbg !70
    #dbg_value(ptr %98, !78, !DIExpression(), !70)
  %99 = getelementptr inbounds i8, ptr %97, i64 4, !dbg !200
  store i32 1, ptr %99, align 4, !dbg !201, !tbaa !125
  %100 = getelementptr inbounds i8, ptr %59, i64 4, !dbg !202
  store i32 0, ptr %100, align 4, !dbg !203, !tbaa !125
    #dbg_value(ptr %59, !195, !DIExpression(), !204)
    #dbg_value(ptr %96, !196, !DIExpression(), !204)
  %101 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !205
  %102 = load ptr, ptr %101, align 8, !dbg !205, !tbaa !116
  store ptr %102, ptr %60, align 8, !dbg !206, !tbaa !119
  %103 = icmp eq ptr %102, @nil_, !dbg !207
  br i1 %103, label %106, label %104, !dbg !209

104:                                              ; preds = %95
  %105 = getelementptr inbounds i8, ptr %102, i64 24, !dbg !210
  store ptr %59, ptr %105, align 8, !dbg !211, !tbaa !122
  br label %106, !dbg !212

106:                                              ; preds = %104, %95
  %107 = getelementptr inbounds i8, ptr %59, i64 24, !dbg !213
  %108 = load ptr, ptr %107, align 8, !dbg !213, !tbaa !122
  %109 = getelementptr inbounds i8, ptr %96, i64 24, !dbg !214
  store ptr %108, ptr %109, align 8, !dbg !215, !tbaa !122
  %110 = icmp eq ptr %108, @nil_, !dbg !216
  br i1 %110, label %117, label %111, !dbg !218

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %108, i64 16, !dbg !219
  %113 = load ptr, ptr %112, align 8, !dbg !219, !tbaa !116
  %114 = icmp eq ptr %113, %59, !dbg !221
  %115 = getelementptr inbounds i8, ptr %108, i64 8
  %116 = select i1 %114, ptr %112, ptr %115, !dbg !222
  br label %117, !dbg !222

117:                                              ; preds = %111, %106
  %118 = phi ptr [ @root, %106 ], [ %116, %111 ]
  store ptr %96, ptr %118, align 8, !dbg !223, !tbaa !89
  store ptr %59, ptr %101, align 8, !dbg !224, !tbaa !116
  store ptr %96, ptr %107, align 8, !dbg !225, !tbaa !122
  br label %173

119:                                              ; preds = %54
    #dbg_value(ptr %61, !84, !DIExpression(), !226)
  %120 = getelementptr inbounds i8, ptr %61, i64 4, !dbg !227
  %121 = load i32, ptr %120, align 4, !dbg !227, !tbaa !125
  %122 = icmp eq i32 %121, 0, !dbg !229
  br i1 %122, label %123, label %125, !dbg !230

123:                                              ; preds = %119
  store i32 1, ptr %55, align 4, !dbg !231, !tbaa !125
  store i32 1, ptr %120, align 4, !dbg !233, !tbaa !125
  %124 = getelementptr inbounds i8, ptr %59, i64 4, !dbg !234
  store i32 0, ptr %124, align 4, !dbg !235, !tbaa !125
    #dbg_value(ptr %59, !78, !DIExpression(), !70)
  br label %173, !dbg !236

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !237
  %127 = load ptr, ptr %126, align 8, !dbg !237, !tbaa !119
  %128 = icmp eq ptr %57, %127, !dbg !240
  br i1 %128, label %129, label %148, !dbg !241

129:                                              ; preds = %125
    #dbg_value(ptr %56, !78, !DIExpression(), !70)
    #dbg_value(ptr %56, !195, !DIExpression(), !242)
    #dbg_value(ptr %127, !196, !DIExpression(), !242)
  %130 = getelementptr inbounds i8, ptr %127, i64 16, !dbg !245
  %131 = load ptr, ptr %130, align 8, !dbg !245, !tbaa !116
  store ptr %131, ptr %126, align 8, !dbg !246, !tbaa !119
  %132 = icmp eq ptr %131, @nil_, !dbg !247
  br i1 %132, label %136, label %133, !dbg !248

133:                                              ; preds = %129
  %134 = getelementptr inbounds i8, ptr %131, i64 24, !dbg !249
  store ptr %56, ptr %134, align 8, !dbg !250, !tbaa !122
  %135 = load ptr, ptr %58, align 8, !dbg !251, !tbaa !122
  br label %136, !dbg !252

136:                                              ; preds = %133, %129
  %137 = phi ptr [ %135, %133 ], [ %59, %129 ], !dbg !251
  %138 = getelementptr inbounds i8, ptr %127, i64 24, !dbg !253
  store ptr %137, ptr %138, align 8, !dbg !254, !tbaa !122
  %139 = icmp eq ptr %137, @nil_, !dbg !255
  br i1 %139, label %146, label %140, !dbg !256

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %137, i64 16, !dbg !257
  %142 = load ptr, ptr %141, align 8, !dbg !257, !tbaa !116
  %143 = icmp eq ptr %142, %56, !dbg !258
  %144 = getelementptr inbounds i8, ptr %137, i64 8
  %145 = select i1 %143, ptr %141, ptr %144, !dbg !259
  br label %146, !dbg !259

146:                                              ; preds = %140, %136
  %147 = phi ptr [ @root, %136 ], [ %145, %140 ]
  store ptr %127, ptr %147, align 8, !dbg !260, !tbaa !89
  store ptr %56, ptr %130, align 8, !dbg !261, !tbaa !116
  store ptr %127, ptr %58, align 8, !dbg !262, !tbaa !122
  br label %148, !dbg !263

148:                                              ; preds = %146, %125
  %149 = phi ptr [ %127, %146 ], [ %56, %125 ], !dbg !264
  %150 = phi ptr [ %56, %146 ], [ %57, %125 ], !dbg !70
    #dbg_value(ptr %150, !78, !DIExpression(), !70)
  %151 = getelementptr inbounds i8, ptr %149, i64 4, !dbg !265
  store i32 1, ptr %151, align 4, !dbg !266, !tbaa !125
  %152 = getelementptr inbounds i8, ptr %59, i64 4, !dbg !267
  store i32 0, ptr %152, align 4, !dbg !268, !tbaa !125
    #dbg_value(ptr %59, !162, !DIExpression(), !269)
  %153 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !271
  %154 = load ptr, ptr %153, align 8, !dbg !271, !tbaa !116
    #dbg_value(ptr %154, !167, !DIExpression(), !269)
  %155 = getelementptr inbounds i8, ptr %154, i64 8, !dbg !272
  %156 = load ptr, ptr %155, align 8, !dbg !272, !tbaa !119
  store ptr %156, ptr %153, align 8, !dbg !273, !tbaa !116
  %157 = icmp eq ptr %156, @nil_, !dbg !274
  br i1 %157, label %160, label %158, !dbg !275

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %156, i64 24, !dbg !276
  store ptr %59, ptr %159, align 8, !dbg !277, !tbaa !122
  br label %160, !dbg !278

160:                                              ; preds = %158, %148
  %161 = getelementptr inbounds i8, ptr %59, i64 24, !dbg !279
  %162 = load ptr, ptr %161, align 8, !dbg !279, !tbaa !122
  %163 = getelementptr inbounds i8, ptr %154, i64 24, !dbg !280
  store ptr %162, ptr %163, align 8, !dbg !281, !tbaa !122
  %164 = icmp eq ptr %162, @nil_, !dbg !282
  br i1 %164, label %171, label %165, !dbg !283

165:                                              ; preds = %160
  %166 = getelementptr inbounds i8, ptr %162, i64 8, !dbg !284
  %167 = load ptr, ptr %166, align 8, !dbg !284, !tbaa !119
  %168 = icmp eq ptr %167, %59, !dbg !285
  %169 = getelementptr inbounds i8, ptr %162, i64 16
  %170 = select i1 %168, ptr %166, ptr %169, !dbg !286
  br label %171, !dbg !286

171:                                              ; preds = %165, %160
  %172 = phi ptr [ @root, %160 ], [ %170, %165 ]
  store ptr %154, ptr %172, align 8, !dbg !287, !tbaa !89
  store ptr %59, ptr %155, align 8, !dbg !288, !tbaa !119
  store ptr %154, ptr %161, align 8, !dbg !289, !tbaa !122
  br label %173

173:                                              ; preds = %171, %123, %117, %69
  %174 = phi ptr [ %59, %69 ], [ %98, %117 ], [ %59, %123 ], [ %150, %171 ], !dbg !290
    #dbg_value(ptr %174, !78, !DIExpression(), !70)
  %175 = getelementptr inbounds i8, ptr %174, i64 24, !dbg !291
  %176 = load ptr, ptr %175, align 8, !dbg !291, !tbaa !122
  %177 = getelementptr inbounds i8, ptr %176, i64 4, !dbg !137
  %178 = load i32, ptr %177, align 4, !dbg !137, !tbaa !125
  %179 = icmp eq i32 %178, 0, !dbg !138
  br i1 %179, label %54, label %180, !dbg !139, !llvm.loop !292

180:                                              ; preds = %173
  %181 = load ptr, ptr @root, align 8, !dbg !294, !tbaa !89
  br label %182, !dbg !294

182:                                              ; preds = %180, %47
  %183 = phi ptr [ %181, %180 ], [ %53, %47 ]
  %184 = phi ptr [ %181, %180 ], [ %49, %47 ], !dbg !294
  %185 = getelementptr inbounds i8, ptr %184, i64 4, !dbg !295
  store i32 1, ptr %185, align 4, !dbg !296, !tbaa !125
  br label %186

186:                                              ; preds = %22, %182
  %187 = phi ptr [ %183, %182 ], [ %13, %22 ]
  %188 = phi i32 [ 1, %182 ], [ 0, %22 ], !dbg !70
  %189 = add nsw i32 %188, %15, !dbg !297
    #dbg_value(i32 %189, !46, !DIExpression(), !59)
  %190 = add nuw nsw i32 %14, 1, !dbg !298
    #dbg_value(i32 %190, !51, !DIExpression(), !69)
    #dbg_value(i32 %18, !45, !DIExpression(), !59)
  %191 = icmp eq i32 %190, 2000, !dbg !299
  br i1 %191, label %199, label %12, !dbg !91, !llvm.loop !300

192:                                              ; preds = %527
  %193 = call fastcc i32 @check(ptr noundef %528, ptr noundef nonnull %1), !dbg !302
    #dbg_value(i32 %193, !57, !DIExpression(), !303)
  %194 = load ptr, ptr @root, align 8, !dbg !304, !tbaa !89
  %195 = call fastcc i32 @count(ptr noundef %194), !dbg !305
  %196 = call fastcc i32 @height(ptr noundef %194), !dbg !306
  %197 = load i32, ptr %1, align 4, !dbg !307, !tbaa !62
  %198 = icmp eq i32 %197, 0, !dbg !307
  br i1 %198, label %538, label %534, !dbg !308

199:                                              ; preds = %186, %527
  %200 = phi ptr [ %528, %527 ], [ %187, %186 ]
  %201 = phi ptr [ %529, %527 ], [ %187, %186 ], !dbg !309
  %202 = phi i32 [ %532, %527 ], [ 0, %186 ]
  %203 = phi i32 [ %531, %527 ], [ %4, %186 ]
  %204 = phi i32 [ %206, %527 ], [ %18, %186 ]
    #dbg_value(i32 %202, !55, !DIExpression(), !328)
    #dbg_value(i32 %203, !47, !DIExpression(), !59)
    #dbg_value(i32 %204, !45, !DIExpression(), !59)
  %205 = mul i32 %204, 1103515245, !dbg !329
  %206 = add i32 %205, 12345, !dbg !330
    #dbg_value(i32 %206, !45, !DIExpression(), !59)
  %207 = lshr i32 %206, 8, !dbg !331
  %208 = urem i32 %207, 10000, !dbg !332
    #dbg_value(i32 %208, !312, !DIExpression(), !309)
    #dbg_value(ptr poison, !313, !DIExpression(), !309)
  %209 = icmp eq ptr %201, @nil_, !dbg !333
  br i1 %209, label %527, label %210, !dbg !334

210:                                              ; preds = %199, %214
  %211 = phi ptr [ %218, %214 ], [ %201, %199 ]
  %212 = load i32, ptr %211, align 8, !dbg !335, !tbaa !103
  %213 = icmp eq i32 %212, %208, !dbg !336
  br i1 %213, label %220, label %214, !dbg !337

214:                                              ; preds = %210
  %215 = icmp sgt i32 %212, %208, !dbg !338
  %216 = select i1 %215, i64 8, i64 16, !dbg !339
  %217 = getelementptr inbounds i8, ptr %211, i64 %216, !dbg !339
    #dbg_value(ptr poison, !313, !DIExpression(), !309)
  %218 = load ptr, ptr %217, align 8, !dbg !309, !tbaa !89
    #dbg_value(ptr %218, !313, !DIExpression(), !309)
  %219 = icmp eq ptr %218, @nil_, !dbg !333
  br i1 %219, label %527, label %210, !dbg !334, !llvm.loop !340

220:                                              ; preds = %210
    #dbg_value(ptr %211, !314, !DIExpression(), !309)
  %221 = getelementptr inbounds i8, ptr %211, i64 4, !dbg !342
  %222 = load i32, ptr %221, align 4, !dbg !342, !tbaa !125
    #dbg_value(i32 %222, !316, !DIExpression(), !309)
  %223 = getelementptr inbounds i8, ptr %211, i64 8, !dbg !343
  %224 = load ptr, ptr %223, align 8, !dbg !343, !tbaa !119
  %225 = icmp eq ptr %224, @nil_, !dbg !345
  %226 = getelementptr inbounds i8, ptr %211, i64 16, !dbg !346
  %227 = load ptr, ptr %226, align 8, !dbg !346, !tbaa !116
  br i1 %225, label %228, label %241, !dbg !347

228:                                              ; preds = %220
    #dbg_value(ptr %227, !315, !DIExpression(), !309)
    #dbg_value(ptr %211, !348, !DIExpression(), !354)
    #dbg_value(ptr %227, !353, !DIExpression(), !354)
  %229 = getelementptr inbounds i8, ptr %211, i64 24, !dbg !357
  %230 = load ptr, ptr %229, align 8, !dbg !357, !tbaa !122
  %231 = icmp eq ptr %230, @nil_, !dbg !359
  br i1 %231, label %238, label %232, !dbg !360

232:                                              ; preds = %228
  %233 = getelementptr inbounds i8, ptr %230, i64 8, !dbg !361
  %234 = load ptr, ptr %233, align 8, !dbg !361, !tbaa !119
  %235 = icmp eq ptr %234, %211, !dbg !363
  %236 = getelementptr inbounds i8, ptr %230, i64 16
  %237 = select i1 %235, ptr %233, ptr %236, !dbg !364
  br label %238, !dbg !364

238:                                              ; preds = %232, %228
  %239 = phi ptr [ @root, %228 ], [ %237, %232 ]
  store ptr %227, ptr %239, align 8, !dbg !365, !tbaa !89
  %240 = getelementptr inbounds i8, ptr %227, i64 24, !dbg !366
  store ptr %230, ptr %240, align 8, !dbg !367, !tbaa !122
  br label %298, !dbg !368

241:                                              ; preds = %220
  %242 = icmp eq ptr %227, @nil_, !dbg !369
  br i1 %242, label %243, label %256, !dbg !371

243:                                              ; preds = %241
    #dbg_value(ptr %224, !315, !DIExpression(), !309)
    #dbg_value(ptr %211, !348, !DIExpression(), !372)
    #dbg_value(ptr %224, !353, !DIExpression(), !372)
  %244 = getelementptr inbounds i8, ptr %211, i64 24, !dbg !375
  %245 = load ptr, ptr %244, align 8, !dbg !375, !tbaa !122
  %246 = icmp eq ptr %245, @nil_, !dbg !376
  br i1 %246, label %253, label %247, !dbg !377

247:                                              ; preds = %243
  %248 = getelementptr inbounds i8, ptr %245, i64 8, !dbg !378
  %249 = load ptr, ptr %248, align 8, !dbg !378, !tbaa !119
  %250 = icmp eq ptr %249, %211, !dbg !379
  %251 = getelementptr inbounds i8, ptr %245, i64 16
  %252 = select i1 %250, ptr %248, ptr %251, !dbg !380
  br label %253, !dbg !380

253:                                              ; preds = %247, %243
  %254 = phi ptr [ @root, %243 ], [ %252, %247 ]
  store ptr %224, ptr %254, align 8, !dbg !381, !tbaa !89
  %255 = getelementptr inbounds i8, ptr %224, i64 24, !dbg !382
  store ptr %245, ptr %255, align 8, !dbg !383, !tbaa !122
  br label %298, !dbg !384

256:                                              ; preds = %241, %256
  %257 = phi ptr [ %259, %256 ], [ %227, %241 ]
    #dbg_value(ptr %257, !385, !DIExpression(), !390)
  %258 = getelementptr inbounds i8, ptr %257, i64 8, !dbg !393
  %259 = load ptr, ptr %258, align 8, !dbg !393, !tbaa !119
  %260 = icmp eq ptr %259, @nil_, !dbg !394
  br i1 %260, label %261, label %256, !dbg !395, !llvm.loop !396

261:                                              ; preds = %256
  %262 = getelementptr inbounds i8, ptr %257, i64 8
    #dbg_value(ptr %257, !314, !DIExpression(), !309)
  %263 = getelementptr inbounds i8, ptr %257, i64 4, !dbg !398
  %264 = load i32, ptr %263, align 4, !dbg !398, !tbaa !125
    #dbg_value(i32 %264, !316, !DIExpression(), !309)
  %265 = getelementptr inbounds i8, ptr %257, i64 16, !dbg !399
  %266 = load ptr, ptr %265, align 8, !dbg !399, !tbaa !116
    #dbg_value(ptr %266, !315, !DIExpression(), !309)
  %267 = getelementptr inbounds i8, ptr %257, i64 24, !dbg !400
  %268 = load ptr, ptr %267, align 8, !dbg !400, !tbaa !122
  %269 = icmp eq ptr %268, %211, !dbg !402
  br i1 %269, label %282, label %270, !dbg !403

270:                                              ; preds = %261
    #dbg_value(ptr %257, !348, !DIExpression(), !404)
    #dbg_value(ptr %266, !353, !DIExpression(), !404)
  %271 = icmp eq ptr %268, @nil_, !dbg !407
  br i1 %271, label %278, label %272, !dbg !408

272:                                              ; preds = %270
  %273 = getelementptr inbounds i8, ptr %268, i64 8, !dbg !409
  %274 = load ptr, ptr %273, align 8, !dbg !409, !tbaa !119
  %275 = icmp eq ptr %274, %257, !dbg !410
  %276 = getelementptr inbounds i8, ptr %268, i64 16
  %277 = select i1 %275, ptr %273, ptr %276, !dbg !411
  br label %278, !dbg !411

278:                                              ; preds = %272, %270
  %279 = phi ptr [ @root, %270 ], [ %277, %272 ]
  store ptr %266, ptr %279, align 8, !dbg !412, !tbaa !89
  %280 = getelementptr inbounds i8, ptr %266, i64 24, !dbg !413
  store ptr %268, ptr %280, align 8, !dbg !414, !tbaa !122
  %281 = load ptr, ptr %226, align 8, !dbg !415, !tbaa !116
  store ptr %281, ptr %265, align 8, !dbg !416, !tbaa !116
  br label %282

282:                                              ; preds = %278, %261
  %283 = phi ptr [ %281, %278 ], [ %266, %261 ]
  %284 = getelementptr inbounds i8, ptr %283, i64 24, !dbg !417
  store ptr %257, ptr %284, align 8, !dbg !417, !tbaa !122
    #dbg_value(ptr %211, !348, !DIExpression(), !418)
    #dbg_value(ptr %257, !353, !DIExpression(), !418)
  %285 = getelementptr inbounds i8, ptr %211, i64 24, !dbg !420
  %286 = load ptr, ptr %285, align 8, !dbg !420, !tbaa !122
  %287 = icmp eq ptr %286, @nil_, !dbg !421
  br i1 %287, label %294, label %288, !dbg !422

288:                                              ; preds = %282
  %289 = getelementptr inbounds i8, ptr %286, i64 8, !dbg !423
  %290 = load ptr, ptr %289, align 8, !dbg !423, !tbaa !119
  %291 = icmp eq ptr %290, %211, !dbg !424
  %292 = getelementptr inbounds i8, ptr %286, i64 16
  %293 = select i1 %291, ptr %289, ptr %292, !dbg !425
  br label %294, !dbg !425

294:                                              ; preds = %288, %282
  %295 = phi ptr [ @root, %282 ], [ %293, %288 ]
  store ptr %257, ptr %295, align 8, !dbg !426, !tbaa !89
  store ptr %286, ptr %267, align 8, !dbg !427, !tbaa !122
  %296 = load ptr, ptr %223, align 8, !dbg !428, !tbaa !119
  store ptr %296, ptr %262, align 8, !dbg !429, !tbaa !119
  %297 = getelementptr inbounds i8, ptr %296, i64 24, !dbg !430
  store ptr %257, ptr %297, align 8, !dbg !431, !tbaa !122
  store i32 %222, ptr %263, align 4, !dbg !432, !tbaa !125
  br label %298

298:                                              ; preds = %294, %253, %238
  %299 = phi ptr [ %227, %238 ], [ %224, %253 ], [ %266, %294 ], !dbg !346
  %300 = phi i32 [ %222, %238 ], [ %222, %253 ], [ %264, %294 ], !dbg !309
    #dbg_value(i32 %300, !316, !DIExpression(), !309)
    #dbg_value(ptr %299, !315, !DIExpression(), !309)
  call void @free(ptr noundef %211) #8, !dbg !433
  %301 = icmp eq i32 %300, 1, !dbg !434
  %302 = load ptr, ptr @root, align 8, !dbg !309, !tbaa !89
  br i1 %301, label %303, label %527, !dbg !435

303:                                              ; preds = %298
    #dbg_value(ptr %299, !315, !DIExpression(), !309)
  %304 = icmp eq ptr %299, %302, !dbg !436
  br i1 %304, label %523, label %305, !dbg !437

305:                                              ; preds = %303
    #dbg_value(ptr %299, !315, !DIExpression(), !309)
  %306 = getelementptr inbounds i8, ptr %299, i64 4, !dbg !438
  %307 = load i32, ptr %306, align 4, !dbg !438, !tbaa !125
  %308 = icmp eq i32 %307, 1, !dbg !439
  br i1 %308, label %313, label %523, !dbg !440

309:                                              ; preds = %518
    #dbg_value(ptr %520, !315, !DIExpression(), !309)
  %310 = getelementptr inbounds i8, ptr %520, i64 4, !dbg !438
  %311 = load i32, ptr %310, align 4, !dbg !438, !tbaa !125
  %312 = icmp eq i32 %311, 1, !dbg !439
  br i1 %312, label %313, label %523, !dbg !440, !llvm.loop !441

313:                                              ; preds = %305, %309
  %314 = phi ptr [ %520, %309 ], [ %299, %305 ]
    #dbg_value(ptr %314, !315, !DIExpression(), !309)
  %315 = getelementptr inbounds i8, ptr %314, i64 24, !dbg !443
  %316 = load ptr, ptr %315, align 8, !dbg !443, !tbaa !122
  %317 = getelementptr inbounds i8, ptr %316, i64 8, !dbg !444
  %318 = load ptr, ptr %317, align 8, !dbg !444, !tbaa !119
  %319 = icmp eq ptr %314, %318, !dbg !445
  br i1 %319, label %320, label %420, !dbg !446

320:                                              ; preds = %313
  %321 = getelementptr inbounds i8, ptr %316, i64 16, !dbg !447
  %322 = load ptr, ptr %321, align 8, !dbg !447, !tbaa !116
    #dbg_value(ptr %322, !317, !DIExpression(), !448)
  %323 = getelementptr inbounds i8, ptr %322, i64 4, !dbg !449
  %324 = load i32, ptr %323, align 4, !dbg !449, !tbaa !125
  %325 = icmp eq i32 %324, 0, !dbg !451
  br i1 %325, label %326, label %349, !dbg !452

326:                                              ; preds = %320
  store i32 1, ptr %323, align 4, !dbg !453, !tbaa !125
  %327 = getelementptr inbounds i8, ptr %316, i64 4, !dbg !455
  store i32 0, ptr %327, align 4, !dbg !456, !tbaa !125
    #dbg_value(ptr %316, !162, !DIExpression(), !457)
    #dbg_value(ptr %322, !167, !DIExpression(), !457)
  %328 = getelementptr inbounds i8, ptr %322, i64 8, !dbg !459
  %329 = load ptr, ptr %328, align 8, !dbg !459, !tbaa !119
  store ptr %329, ptr %321, align 8, !dbg !460, !tbaa !116
  %330 = icmp eq ptr %329, @nil_, !dbg !461
  br i1 %330, label %333, label %331, !dbg !462

331:                                              ; preds = %326
  %332 = getelementptr inbounds i8, ptr %329, i64 24, !dbg !463
  store ptr %316, ptr %332, align 8, !dbg !464, !tbaa !122
  br label %333, !dbg !465

333:                                              ; preds = %331, %326
  %334 = getelementptr inbounds i8, ptr %316, i64 24, !dbg !466
  %335 = load ptr, ptr %334, align 8, !dbg !466, !tbaa !122
  %336 = getelementptr inbounds i8, ptr %322, i64 24, !dbg !467
  store ptr %335, ptr %336, align 8, !dbg !468, !tbaa !122
  %337 = icmp eq ptr %335, @nil_, !dbg !469
  br i1 %337, label %344, label %338, !dbg !470

338:                                              ; preds = %333
  %339 = getelementptr inbounds i8, ptr %335, i64 8, !dbg !471
  %340 = load ptr, ptr %339, align 8, !dbg !471, !tbaa !119
  %341 = icmp eq ptr %340, %316, !dbg !472
  %342 = getelementptr inbounds i8, ptr %335, i64 16
  %343 = select i1 %341, ptr %339, ptr %342, !dbg !473
  br label %344, !dbg !473

344:                                              ; preds = %338, %333
  %345 = phi ptr [ @root, %333 ], [ %343, %338 ]
  store ptr %322, ptr %345, align 8, !dbg !474, !tbaa !89
  store ptr %316, ptr %328, align 8, !dbg !475, !tbaa !119
  store ptr %322, ptr %334, align 8, !dbg !476, !tbaa !122
  %346 = load ptr, ptr %315, align 8, !dbg !477, !tbaa !122
  %347 = getelementptr inbounds i8, ptr %346, i64 16, !dbg !478
  %348 = load ptr, ptr %347, align 8, !dbg !478, !tbaa !116
    #dbg_value(ptr %348, !317, !DIExpression(), !448)
  br label %349, !dbg !479

349:                                              ; preds = %344, %320
  %350 = phi ptr [ %346, %344 ], [ %316, %320 ]
  %351 = phi ptr [ %348, %344 ], [ %322, %320 ], !dbg !448
    #dbg_value(ptr %351, !317, !DIExpression(), !448)
  %352 = getelementptr inbounds i8, ptr %351, i64 8, !dbg !480
  %353 = load ptr, ptr %352, align 8, !dbg !480, !tbaa !119
  %354 = getelementptr inbounds i8, ptr %353, i64 4, !dbg !482
  %355 = load i32, ptr %354, align 4, !dbg !482, !tbaa !125
  %356 = icmp eq i32 %355, 1, !dbg !483
  %357 = getelementptr inbounds i8, ptr %351, i64 16
  %358 = load ptr, ptr %357, align 8, !dbg !484, !tbaa !116
  %359 = getelementptr inbounds i8, ptr %358, i64 4
  %360 = load i32, ptr %359, align 4, !dbg !484, !tbaa !125
  %361 = icmp eq i32 %360, 1, !dbg !484
  br i1 %356, label %362, label %365, !dbg !485

362:                                              ; preds = %349
  br i1 %361, label %363, label %393, !dbg !486

363:                                              ; preds = %362
  %364 = getelementptr inbounds i8, ptr %351, i64 4, !dbg !487
  store i32 0, ptr %364, align 4, !dbg !489, !tbaa !125
    #dbg_value(ptr poison, !315, !DIExpression(), !309)
  br label %518, !dbg !490

365:                                              ; preds = %349
  br i1 %361, label %366, label %393, !dbg !491

366:                                              ; preds = %365
  store i32 1, ptr %354, align 4, !dbg !493, !tbaa !125
  %367 = getelementptr inbounds i8, ptr %351, i64 4, !dbg !496
  store i32 0, ptr %367, align 4, !dbg !497, !tbaa !125
    #dbg_value(ptr %351, !195, !DIExpression(), !498)
    #dbg_value(ptr %353, !196, !DIExpression(), !498)
  %368 = getelementptr inbounds i8, ptr %353, i64 16, !dbg !500
  %369 = load ptr, ptr %368, align 8, !dbg !500, !tbaa !116
  store ptr %369, ptr %352, align 8, !dbg !501, !tbaa !119
  %370 = icmp eq ptr %369, @nil_, !dbg !502
  br i1 %370, label %373, label %371, !dbg !503

371:                                              ; preds = %366
  %372 = getelementptr inbounds i8, ptr %369, i64 24, !dbg !504
  store ptr %351, ptr %372, align 8, !dbg !505, !tbaa !122
  br label %373, !dbg !506

373:                                              ; preds = %371, %366
  %374 = getelementptr inbounds i8, ptr %351, i64 24, !dbg !507
  %375 = load ptr, ptr %374, align 8, !dbg !507, !tbaa !122
  %376 = getelementptr inbounds i8, ptr %353, i64 24, !dbg !508
  store ptr %375, ptr %376, align 8, !dbg !509, !tbaa !122
  %377 = icmp eq ptr %375, @nil_, !dbg !510
  br i1 %377, label %384, label %378, !dbg !511

378:                                              ; preds = %373
  %379 = getelementptr inbounds i8, ptr %375, i64 16, !dbg !512
  %380 = load ptr, ptr %379, align 8, !dbg !512, !tbaa !116
  %381 = icmp eq ptr %380, %351, !dbg !513
  %382 = getelementptr inbounds i8, ptr %375, i64 8
  %383 = select i1 %381, ptr %379, ptr %382, !dbg !514
  br label %384, !dbg !514

384:                                              ; preds = %378, %373
  %385 = phi ptr [ @root, %373 ], [ %383, %378 ]
  store ptr %353, ptr %385, align 8, !dbg !515, !tbaa !89
  store ptr %351, ptr %368, align 8, !dbg !516, !tbaa !116
  store ptr %353, ptr %374, align 8, !dbg !517, !tbaa !122
  %386 = load ptr, ptr %315, align 8, !dbg !518, !tbaa !122
  %387 = getelementptr inbounds i8, ptr %386, i64 16, !dbg !519
  %388 = load ptr, ptr %387, align 8, !dbg !519, !tbaa !116
    #dbg_value(ptr %388, !317, !DIExpression(), !448)
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8, !dbg !520, !tbaa !116
  %391 = getelementptr inbounds i8, ptr %388, i64 8
  %392 = load ptr, ptr %391, align 8, !dbg !521, !tbaa !119
  br label %393, !dbg !523

393:                                              ; preds = %384, %365, %362
  %394 = phi ptr [ %392, %384 ], [ %353, %365 ], [ %353, %362 ], !dbg !521
  %395 = phi ptr [ %388, %384 ], [ %351, %365 ], [ %351, %362 ], !dbg !524
  %396 = phi ptr [ %390, %384 ], [ %358, %365 ], [ %358, %362 ], !dbg !520
  %397 = phi ptr [ %386, %384 ], [ %350, %365 ], [ %350, %362 ], !dbg !525
    #dbg_value(ptr %395, !317, !DIExpression(), !448)
  %398 = getelementptr inbounds i8, ptr %397, i64 4, !dbg !526
  %399 = load i32, ptr %398, align 4, !dbg !526, !tbaa !125
  %400 = getelementptr inbounds i8, ptr %395, i64 4, !dbg !527
  store i32 %399, ptr %400, align 4, !dbg !528, !tbaa !125
  store i32 1, ptr %398, align 4, !dbg !529, !tbaa !125
  %401 = getelementptr inbounds i8, ptr %396, i64 4, !dbg !530
  store i32 1, ptr %401, align 4, !dbg !531, !tbaa !125
    #dbg_value(ptr %397, !162, !DIExpression(), !532)
  %402 = getelementptr inbounds i8, ptr %397, i64 16, !dbg !524
    #dbg_value(ptr %395, !167, !DIExpression(), !532)
  %403 = getelementptr inbounds i8, ptr %395, i64 8, !dbg !521
  store ptr %394, ptr %402, align 8, !dbg !533, !tbaa !116
  %404 = icmp eq ptr %394, @nil_, !dbg !534
  br i1 %404, label %407, label %405, !dbg !535

405:                                              ; preds = %393
  %406 = getelementptr inbounds i8, ptr %394, i64 24, !dbg !536
  store ptr %397, ptr %406, align 8, !dbg !537, !tbaa !122
  br label %407, !dbg !538

407:                                              ; preds = %405, %393
  %408 = getelementptr inbounds i8, ptr %397, i64 24, !dbg !539
  %409 = load ptr, ptr %408, align 8, !dbg !539, !tbaa !122
  %410 = getelementptr inbounds i8, ptr %395, i64 24, !dbg !540
  store ptr %409, ptr %410, align 8, !dbg !541, !tbaa !122
  %411 = icmp eq ptr %409, @nil_, !dbg !542
  br i1 %411, label %418, label %412, !dbg !543

412:                                              ; preds = %407
  %413 = getelementptr inbounds i8, ptr %409, i64 8, !dbg !544
  %414 = load ptr, ptr %413, align 8, !dbg !544, !tbaa !119
  %415 = icmp eq ptr %414, %397, !dbg !545
  %416 = getelementptr inbounds i8, ptr %409, i64 16
  %417 = select i1 %415, ptr %413, ptr %416, !dbg !546
  br label %418, !dbg !546

418:                                              ; preds = %412, %407
  %419 = phi ptr [ @root, %407 ], [ %417, %412 ]
  store ptr %395, ptr %419, align 8, !dbg !547, !tbaa !89
  store ptr %397, ptr %403, align 8, !dbg !548, !tbaa !119
  store ptr %395, ptr %408, align 8, !dbg !549, !tbaa !122
    #dbg_value(ptr poison, !315, !DIExpression(), !309)
  br label %518

420:                                              ; preds = %313
    #dbg_value(ptr %318, !323, !DIExpression(), !550)
  %421 = getelementptr inbounds i8, ptr %318, i64 4, !dbg !551
  %422 = load i32, ptr %421, align 4, !dbg !551, !tbaa !125
  %423 = icmp eq i32 %422, 0, !dbg !553
  br i1 %423, label %424, label %447, !dbg !554

424:                                              ; preds = %420
  store i32 1, ptr %421, align 4, !dbg !555, !tbaa !125
  %425 = getelementptr inbounds i8, ptr %316, i64 4, !dbg !557
  store i32 0, ptr %425, align 4, !dbg !558, !tbaa !125
    #dbg_value(ptr %316, !195, !DIExpression(), !559)
    #dbg_value(ptr %318, !196, !DIExpression(), !559)
  %426 = getelementptr inbounds i8, ptr %318, i64 16, !dbg !561
  %427 = load ptr, ptr %426, align 8, !dbg !561, !tbaa !116
  store ptr %427, ptr %317, align 8, !dbg !562, !tbaa !119
  %428 = icmp eq ptr %427, @nil_, !dbg !563
  br i1 %428, label %431, label %429, !dbg !564

429:                                              ; preds = %424
  %430 = getelementptr inbounds i8, ptr %427, i64 24, !dbg !565
  store ptr %316, ptr %430, align 8, !dbg !566, !tbaa !122
  br label %431, !dbg !567

431:                                              ; preds = %429, %424
  %432 = getelementptr inbounds i8, ptr %316, i64 24, !dbg !568
  %433 = load ptr, ptr %432, align 8, !dbg !568, !tbaa !122
  %434 = getelementptr inbounds i8, ptr %318, i64 24, !dbg !569
  store ptr %433, ptr %434, align 8, !dbg !570, !tbaa !122
  %435 = icmp eq ptr %433, @nil_, !dbg !571
  br i1 %435, label %442, label %436, !dbg !572

436:                                              ; preds = %431
  %437 = getelementptr inbounds i8, ptr %433, i64 16, !dbg !573
  %438 = load ptr, ptr %437, align 8, !dbg !573, !tbaa !116
  %439 = icmp eq ptr %438, %316, !dbg !574
  %440 = getelementptr inbounds i8, ptr %433, i64 8
  %441 = select i1 %439, ptr %437, ptr %440, !dbg !575
  br label %442, !dbg !575

442:                                              ; preds = %436, %431
  %443 = phi ptr [ @root, %431 ], [ %441, %436 ]
  store ptr %318, ptr %443, align 8, !dbg !576, !tbaa !89
  store ptr %316, ptr %426, align 8, !dbg !577, !tbaa !116
  store ptr %318, ptr %432, align 8, !dbg !578, !tbaa !122
  %444 = load ptr, ptr %315, align 8, !dbg !579, !tbaa !122
  %445 = getelementptr inbounds i8, ptr %444, i64 8, !dbg !580
  %446 = load ptr, ptr %445, align 8, !dbg !580, !tbaa !119
    #dbg_value(ptr %446, !323, !DIExpression(), !550)
  br label %447, !dbg !581

447:                                              ; preds = %442, %420
  %448 = phi ptr [ %444, %442 ], [ %316, %420 ]
  %449 = phi ptr [ %446, %442 ], [ %318, %420 ], !dbg !550
    #dbg_value(ptr %449, !323, !DIExpression(), !550)
  %450 = getelementptr inbounds i8, ptr %449, i64 16, !dbg !582
  %451 = load ptr, ptr %450, align 8, !dbg !582, !tbaa !116
  %452 = getelementptr inbounds i8, ptr %451, i64 4, !dbg !584
  %453 = load i32, ptr %452, align 4, !dbg !584, !tbaa !125
  %454 = icmp eq i32 %453, 1, !dbg !585
  %455 = getelementptr inbounds i8, ptr %449, i64 8
  %456 = load ptr, ptr %455, align 8, !dbg !586, !tbaa !119
  %457 = getelementptr inbounds i8, ptr %456, i64 4
  %458 = load i32, ptr %457, align 4, !dbg !586, !tbaa !125
  %459 = icmp eq i32 %458, 1, !dbg !586
  br i1 %454, label %460, label %463, !dbg !587

460:                                              ; preds = %447
  br i1 %459, label %461, label %491, !dbg !588

461:                                              ; preds = %460
  %462 = getelementptr inbounds i8, ptr %449, i64 4, !dbg !589
  store i32 0, ptr %462, align 4, !dbg !591, !tbaa !125
    #dbg_value(ptr poison, !315, !DIExpression(), !309)
  br label %518, !dbg !592

463:                                              ; preds = %447
  br i1 %459, label %464, label %491, !dbg !593

464:                                              ; preds = %463
  store i32 1, ptr %452, align 4, !dbg !595, !tbaa !125
  %465 = getelementptr inbounds i8, ptr %449, i64 4, !dbg !598
  store i32 0, ptr %465, align 4, !dbg !599, !tbaa !125
    #dbg_value(ptr %449, !162, !DIExpression(), !600)
    #dbg_value(ptr %451, !167, !DIExpression(), !600)
  %466 = getelementptr inbounds i8, ptr %451, i64 8, !dbg !602
  %467 = load ptr, ptr %466, align 8, !dbg !602, !tbaa !119
  store ptr %467, ptr %450, align 8, !dbg !603, !tbaa !116
  %468 = icmp eq ptr %467, @nil_, !dbg !604
  br i1 %468, label %471, label %469, !dbg !605

469:                                              ; preds = %464
  %470 = getelementptr inbounds i8, ptr %467, i64 24, !dbg !606
  store ptr %449, ptr %470, align 8, !dbg !607, !tbaa !122
  br label %471, !dbg !608

471:                                              ; preds = %469, %464
  %472 = getelementptr inbounds i8, ptr %449, i64 24, !dbg !609
  %473 = load ptr, ptr %472, align 8, !dbg !609, !tbaa !122
  %474 = getelementptr inbounds i8, ptr %451, i64 24, !dbg !610
  store ptr %473, ptr %474, align 8, !dbg !611, !tbaa !122
  %475 = icmp eq ptr %473, @nil_, !dbg !612
  br i1 %475, label %482, label %476, !dbg !613

476:                                              ; preds = %471
  %477 = getelementptr inbounds i8, ptr %473, i64 8, !dbg !614
  %478 = load ptr, ptr %477, align 8, !dbg !614, !tbaa !119
  %479 = icmp eq ptr %478, %449, !dbg !615
  %480 = getelementptr inbounds i8, ptr %473, i64 16
  %481 = select i1 %479, ptr %477, ptr %480, !dbg !616
  br label %482, !dbg !616

482:                                              ; preds = %476, %471
  %483 = phi ptr [ @root, %471 ], [ %481, %476 ]
  store ptr %451, ptr %483, align 8, !dbg !617, !tbaa !89
  store ptr %449, ptr %466, align 8, !dbg !618, !tbaa !119
  store ptr %451, ptr %472, align 8, !dbg !619, !tbaa !122
  %484 = load ptr, ptr %315, align 8, !dbg !620, !tbaa !122
  %485 = getelementptr inbounds i8, ptr %484, i64 8, !dbg !621
  %486 = load ptr, ptr %485, align 8, !dbg !621, !tbaa !119
    #dbg_value(ptr %486, !323, !DIExpression(), !550)
  %487 = getelementptr inbounds i8, ptr %486, i64 8
  %488 = load ptr, ptr %487, align 8, !dbg !622, !tbaa !119
  %489 = getelementptr inbounds i8, ptr %486, i64 16
  %490 = load ptr, ptr %489, align 8, !dbg !623, !tbaa !116
  br label %491, !dbg !625

491:                                              ; preds = %482, %463, %460
  %492 = phi ptr [ %490, %482 ], [ %451, %463 ], [ %451, %460 ], !dbg !623
  %493 = phi ptr [ %486, %482 ], [ %449, %463 ], [ %449, %460 ], !dbg !626
  %494 = phi ptr [ %488, %482 ], [ %456, %463 ], [ %456, %460 ], !dbg !622
  %495 = phi ptr [ %484, %482 ], [ %448, %463 ], [ %448, %460 ], !dbg !627
    #dbg_value(ptr %493, !323, !DIExpression(), !550)
  %496 = getelementptr inbounds i8, ptr %495, i64 4, !dbg !628
  %497 = load i32, ptr %496, align 4, !dbg !628, !tbaa !125
  %498 = getelementptr inbounds i8, ptr %493, i64 4, !dbg !629
  store i32 %497, ptr %498, align 4, !dbg !630, !tbaa !125
  store i32 1, ptr %496, align 4, !dbg !631, !tbaa !125
  %499 = getelementptr inbounds i8, ptr %494, i64 4, !dbg !632
  store i32 1, ptr %499, align 4, !dbg !633, !tbaa !125
    #dbg_value(ptr %495, !195, !DIExpression(), !634)
  %500 = getelementptr inbounds i8, ptr %495, i64 8, !dbg !626
    #dbg_value(ptr %493, !196, !DIExpression(), !634)
  %501 = getelementptr inbounds i8, ptr %493, i64 16, !dbg !623
  store ptr %492, ptr %500, align 8, !dbg !635, !tbaa !119
  %502 = icmp eq ptr %492, @nil_, !dbg !636
  br i1 %502, label %505, label %503, !dbg !637

503:                                              ; preds = %491
  %504 = getelementptr inbounds i8, ptr %492, i64 24, !dbg !638
  store ptr %495, ptr %504, align 8, !dbg !639, !tbaa !122
  br label %505, !dbg !640

505:                                              ; preds = %503, %491
  %506 = getelementptr inbounds i8, ptr %495, i64 24, !dbg !641
  %507 = load ptr, ptr %506, align 8, !dbg !641, !tbaa !122
  %508 = getelementptr inbounds i8, ptr %493, i64 24, !dbg !642
  store ptr %507, ptr %508, align 8, !dbg !643, !tbaa !122
  %509 = icmp eq ptr %507, @nil_, !dbg !644
  br i1 %509, label %516, label %510, !dbg !645

510:                                              ; preds = %505
  %511 = getelementptr inbounds i8, ptr %507, i64 16, !dbg !646
  %512 = load ptr, ptr %511, align 8, !dbg !646, !tbaa !116
  %513 = icmp eq ptr %512, %495, !dbg !647
  %514 = getelementptr inbounds i8, ptr %507, i64 8
  %515 = select i1 %513, ptr %511, ptr %514, !dbg !648
  br label %516, !dbg !648

516:                                              ; preds = %510, %505
  %517 = phi ptr [ @root, %505 ], [ %515, %510 ]
  store ptr %493, ptr %517, align 8, !dbg !649, !tbaa !89
  store ptr %495, ptr %501, align 8, !dbg !650, !tbaa !116
  store ptr %493, ptr %506, align 8, !dbg !651, !tbaa !122
    #dbg_value(ptr poison, !315, !DIExpression(), !309)
  br label %518

518:                                              ; preds = %516, %461, %418, %363
  %519 = phi ptr [ %315, %363 ], [ @root, %418 ], [ %315, %461 ], [ @root, %516 ]
  %520 = load ptr, ptr %519, align 8, !dbg !652, !tbaa !89
    #dbg_value(ptr %520, !315, !DIExpression(), !309)
  %521 = load ptr, ptr @root, align 8, !dbg !653, !tbaa !89
  %522 = icmp eq ptr %520, %521, !dbg !436
  br i1 %522, label %523, label %309, !dbg !437, !llvm.loop !441

523:                                              ; preds = %309, %518, %305, %303
  %524 = phi ptr [ %302, %303 ], [ %302, %305 ], [ %521, %518 ], [ %521, %309 ]
  %525 = phi ptr [ %299, %303 ], [ %299, %305 ], [ %520, %518 ], [ %520, %309 ], !dbg !309
  %526 = getelementptr inbounds i8, ptr %525, i64 4, !dbg !654
  store i32 1, ptr %526, align 4, !dbg !655, !tbaa !125
  br label %527, !dbg !656

527:                                              ; preds = %214, %199, %298, %523
  %528 = phi ptr [ %524, %523 ], [ %302, %298 ], [ %200, %199 ], [ %200, %214 ]
  %529 = phi ptr [ %524, %523 ], [ %302, %298 ], [ @nil_, %199 ], [ %201, %214 ]
  %530 = phi i32 [ 1, %523 ], [ 1, %298 ], [ 0, %199 ], [ 0, %214 ], !dbg !309
  %531 = add nsw i32 %530, %203, !dbg !657
    #dbg_value(i32 %531, !47, !DIExpression(), !59)
  %532 = add nuw nsw i32 %202, 1, !dbg !658
    #dbg_value(i32 %532, !55, !DIExpression(), !328)
    #dbg_value(i32 %206, !45, !DIExpression(), !59)
  %533 = icmp eq i32 %532, 1000, !dbg !659
  br i1 %533, label %192, label %199, !dbg !660, !llvm.loop !661

534:                                              ; preds = %192
  %535 = getelementptr inbounds i8, ptr %194, i64 4, !dbg !663
  %536 = load i32, ptr %535, align 4, !dbg !663, !tbaa !125
  %537 = icmp eq i32 %536, 1, !dbg !664
  br label %538

538:                                              ; preds = %534, %192
  %539 = phi i1 [ false, %192 ], [ %537, %534 ], !dbg !303
  %540 = zext i1 %539 to i32, !dbg !308
  %541 = call fastcc i64 @inorder_hash(ptr noundef %194, i64 noundef 0), !dbg !665
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %195, i32 noundef %196, i32 noundef %193, i32 noundef %540, i64 noundef %541), !dbg !666
  %543 = add nuw nsw i32 %3, 1, !dbg !667
    #dbg_value(i32 %543, !49, !DIExpression(), !67)
    #dbg_value(i32 %531, !47, !DIExpression(), !59)
    #dbg_value(i32 %189, !46, !DIExpression(), !59)
    #dbg_value(i32 %206, !45, !DIExpression(), !59)
  %544 = icmp eq i32 %543, 5, !dbg !668
  br i1 %544, label %8, label %2, !dbg !68, !llvm.loop !669

545:                                              ; preds = %8
  %546 = load ptr, ptr @root, align 8, !dbg !671, !tbaa !89
  %547 = call fastcc i32 @count(ptr noundef %546), !dbg !672
  %548 = and i32 %547, 127, !dbg !673
  br label %549, !dbg !93

549:                                              ; preds = %8, %545
  %550 = phi i32 [ %548, %545 ], [ 100, %8 ], !dbg !93
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8, !dbg !674
  ret i32 %550, !dbg !674
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @check(ptr noundef readonly %0, ptr noundef %1) unnamed_addr #2 !dbg !675 {
    #dbg_value(ptr %0, !680, !DIExpression(), !684)
    #dbg_value(ptr %1, !681, !DIExpression(), !684)
  %3 = icmp eq ptr %0, @nil_, !dbg !685
  br i1 %3, label %48, label %4, !dbg !687

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !688
  %6 = load i32, ptr %5, align 4, !dbg !688, !tbaa !125
  %7 = icmp eq i32 %6, 0, !dbg !690
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !dbg !684, !tbaa !119
  br i1 %7, label %10, label %21, !dbg !691

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !692
  %12 = load i32, ptr %11, align 4, !dbg !692, !tbaa !125
  %13 = icmp eq i32 %12, 0, !dbg !693
  br i1 %13, label %20, label %14, !dbg !694

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !695
  %16 = load ptr, ptr %15, align 8, !dbg !695, !tbaa !116
  %17 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !696
  %18 = load i32, ptr %17, align 4, !dbg !696, !tbaa !125
  %19 = icmp eq i32 %18, 0, !dbg !697
  br i1 %19, label %20, label %21, !dbg !698

20:                                               ; preds = %14, %10
  store i32 0, ptr %1, align 4, !dbg !699, !tbaa !62
  br label %21, !dbg !700

21:                                               ; preds = %4, %20, %14
  %22 = icmp eq ptr %9, @nil_, !dbg !701
  br i1 %22, label %27, label %23, !dbg !703

23:                                               ; preds = %21
  %24 = load i32, ptr %9, align 8, !dbg !704, !tbaa !103
  %25 = load i32, ptr %0, align 8, !dbg !705, !tbaa !103
  %26 = icmp slt i32 %24, %25, !dbg !706
  br i1 %26, label %27, label %35, !dbg !707

27:                                               ; preds = %23, %21
  %28 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !708
  %29 = load ptr, ptr %28, align 8, !dbg !708, !tbaa !116
  %30 = icmp eq ptr %29, @nil_, !dbg !709
  br i1 %30, label %36, label %31, !dbg !710

31:                                               ; preds = %27
  %32 = load i32, ptr %29, align 8, !dbg !711, !tbaa !103
  %33 = load i32, ptr %0, align 8, !dbg !712, !tbaa !103
  %34 = icmp sgt i32 %32, %33, !dbg !713
  br i1 %34, label %36, label %35, !dbg !714

35:                                               ; preds = %31, %23
  store i32 0, ptr %1, align 4, !dbg !715, !tbaa !62
  br label %36, !dbg !716

36:                                               ; preds = %35, %31, %27
  %37 = tail call fastcc i32 @check(ptr noundef %9, ptr noundef %1), !dbg !717
    #dbg_value(i32 %37, !682, !DIExpression(), !684)
  %38 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !718
  %39 = load ptr, ptr %38, align 8, !dbg !718, !tbaa !116
  %40 = tail call fastcc i32 @check(ptr noundef %39, ptr noundef %1), !dbg !719
    #dbg_value(i32 %40, !683, !DIExpression(), !684)
  %41 = icmp eq i32 %37, %40, !dbg !720
  br i1 %41, label %43, label %42, !dbg !722

42:                                               ; preds = %36
  store i32 0, ptr %1, align 4, !dbg !723, !tbaa !62
  br label %43, !dbg !724

43:                                               ; preds = %42, %36
  %44 = load i32, ptr %5, align 4, !dbg !725, !tbaa !125
  %45 = icmp eq i32 %44, 1, !dbg !726
  %46 = zext i1 %45 to i32, !dbg !726
  %47 = add nsw i32 %37, %46, !dbg !727
  br label %48

48:                                               ; preds = %2, %43
  %49 = phi i32 [ %47, %43 ], [ 1, %2 ], !dbg !684
  ret i32 %49, !dbg !728
}

; Function Attrs: nofree nounwind
declare !dbg !729 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count(ptr noundef readonly %0) unnamed_addr #4 !dbg !736 {
    #dbg_value(ptr %0, !740, !DIExpression(), !741)
  %2 = icmp eq ptr %0, @nil_, !dbg !742
  br i1 %2, label %14, label %3, !dbg !743

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
    #dbg_value(ptr %4, !740, !DIExpression(), !741)
  %6 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !744
  %7 = load ptr, ptr %6, align 8, !dbg !744, !tbaa !119
  %8 = tail call fastcc i32 @count(ptr noundef %7), !dbg !745
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !746
  %10 = load ptr, ptr %9, align 8, !dbg !746, !tbaa !116
  %11 = add i32 %5, 1, !dbg !747
  %12 = add i32 %11, %8, !dbg !748
    #dbg_value(ptr %10, !740, !DIExpression(), !741)
  %13 = icmp eq ptr %10, @nil_, !dbg !742
  br i1 %13, label %14, label %3, !dbg !743

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15, !dbg !749
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #4 !dbg !750 {
    #dbg_value(ptr %0, !752, !DIExpression(), !755)
  %2 = icmp eq ptr %0, @nil_, !dbg !756
  br i1 %2, label %3, label %5, !dbg !758

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !759

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !760
  %7 = load ptr, ptr %6, align 8, !dbg !760, !tbaa !119
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !761
    #dbg_value(i32 %8, !753, !DIExpression(), !755)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !762
  %10 = load ptr, ptr %9, align 8, !dbg !762, !tbaa !116
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !763
    #dbg_value(i32 %11, !754, !DIExpression(), !755)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !764
  %13 = add nsw i32 %12, 1, !dbg !765
  br label %3, !dbg !759
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -1000000006, 1000000007) i64 @inorder_hash(ptr noundef readonly %0, i64 noundef %1) unnamed_addr #4 !dbg !766 {
    #dbg_value(ptr %0, !771, !DIExpression(), !773)
    #dbg_value(i64 %1, !772, !DIExpression(), !773)
  %3 = icmp eq ptr %0, @nil_, !dbg !774
  br i1 %3, label %18, label %4, !dbg !776

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %14, %4 ], [ %1, %2 ]
  %6 = phi ptr [ %16, %4 ], [ %0, %2 ]
    #dbg_value(i64 %5, !772, !DIExpression(), !773)
    #dbg_value(ptr %6, !771, !DIExpression(), !773)
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !777
  %8 = load ptr, ptr %7, align 8, !dbg !777, !tbaa !119
  %9 = tail call fastcc i64 @inorder_hash(ptr noundef %8, i64 noundef %5), !dbg !778
    #dbg_value(i64 %9, !772, !DIExpression(), !773)
  %10 = mul nsw i64 %9, 31, !dbg !779
  %11 = load i32, ptr %6, align 8, !dbg !780, !tbaa !103
  %12 = sext i32 %11 to i64, !dbg !781
  %13 = add nsw i64 %10, %12, !dbg !782
  %14 = srem i64 %13, 1000000007, !dbg !783
    #dbg_value(i64 %14, !772, !DIExpression(), !773)
  %15 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !784
  %16 = load ptr, ptr %15, align 8, !dbg !784, !tbaa !116
    #dbg_value(ptr %16, !771, !DIExpression(), !773)
  %17 = icmp eq ptr %16, @nil_, !dbg !774
  br i1 %17, label %18, label %4, !dbg !776

18:                                               ; preds = %4, %2
  %19 = phi i64 [ %1, %2 ], [ %14, %4 ]
  ret i64 %19, !dbg !785
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !786 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !794 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "root", scope: !2, file: !3, line: 11, type: !31, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/red_black_tree.c", directory: ".", checksumkind: CSK_MD5, checksum: "0ebd7eef84e23e560d302278a04ae2bc")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 7, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "BLACK", value: 1)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !19, !24, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 480, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 60)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 24)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "nil_", scope: !2, file: !3, line: 9, type: !26, isLocal: true, isDefinition: true)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 8, size: 256, elements: !27)
!27 = !{!28, !29, !30, !32, !33}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 8, baseType: !11, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !26, file: !3, line: 8, baseType: !11, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 128)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 192)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 77, type: !43, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!43 = !DISubroutineType(types: !10)
!44 = !{!45, !46, !47, !48, !49, !51, !55, !57}
!45 = !DILocalVariable(name: "x", scope: !42, file: !3, line: 78, type: !6)
!46 = !DILocalVariable(name: "ins", scope: !42, file: !3, line: 79, type: !11)
!47 = !DILocalVariable(name: "del", scope: !42, file: !3, line: 79, type: !11)
!48 = !DILocalVariable(name: "ok", scope: !42, file: !3, line: 79, type: !11)
!49 = !DILocalVariable(name: "round", scope: !50, file: !3, line: 80, type: !11)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 80, column: 5)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 81, type: !11)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 81, column: 9)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 80, column: 45)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 80, column: 5)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 82, type: !11)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 82, column: 9)
!57 = !DILocalVariable(name: "bh", scope: !53, file: !3, line: 83, type: !11)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 0, scope: !42)
!60 = !DILocation(line: 79, column: 5, scope: !42)
!61 = !DILocation(line: 79, column: 27, scope: !42)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 0, scope: !50)
!68 = !DILocation(line: 80, column: 5, scope: !50)
!69 = !DILocation(line: 0, scope: !52)
!70 = !DILocation(line: 0, scope: !71, inlinedAt: !86)
!71 = distinct !DISubprogram(name: "insert", scope: !3, file: !3, line: 15, type: !72, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!11, !11}
!74 = !{!75, !76, !77, !78, !79, !81, !84}
!75 = !DILocalVariable(name: "key", arg: 1, scope: !71, file: !3, line: 15, type: !11)
!76 = !DILocalVariable(name: "y", scope: !71, file: !3, line: 16, type: !31)
!77 = !DILocalVariable(name: "x", scope: !71, file: !3, line: 16, type: !31)
!78 = !DILocalVariable(name: "z", scope: !71, file: !3, line: 18, type: !31)
!79 = !DILocalVariable(name: "g", scope: !80, file: !3, line: 22, type: !31)
!80 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 32)
!81 = !DILocalVariable(name: "u", scope: !82, file: !3, line: 24, type: !31)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 23, column: 27)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 23, column: 13)
!84 = !DILocalVariable(name: "u", scope: !85, file: !3, line: 28, type: !31)
!85 = distinct !DILexicalBlock(scope: !83, file: !3, line: 27, column: 16)
!86 = distinct !DILocation(line: 81, column: 79, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 81, column: 40)
!88 = distinct !DILexicalBlock(scope: !52, file: !3, line: 81, column: 9)
!89 = !{!90, !90, i64 0}
!90 = !{!"any pointer", !64, i64 0}
!91 = !DILocation(line: 81, column: 9, scope: !52)
!92 = !DILocation(line: 86, column: 5, scope: !42)
!93 = !DILocation(line: 87, column: 12, scope: !42)
!94 = !DILocation(line: 81, column: 48, scope: !87)
!95 = !DILocation(line: 81, column: 62, scope: !87)
!96 = !DILocation(line: 81, column: 95, scope: !87)
!97 = !DILocation(line: 81, column: 101, scope: !87)
!98 = !DILocation(line: 17, column: 14, scope: !71, inlinedAt: !86)
!99 = !DILocation(line: 17, column: 5, scope: !71, inlinedAt: !86)
!100 = !DILocation(line: 17, column: 45, scope: !101, inlinedAt: !86)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 17, column: 35)
!102 = distinct !DILexicalBlock(scope: !71, file: !3, line: 17, column: 22)
!103 = !{!104, !63, i64 0}
!104 = !{!"node", !63, i64 0, !63, i64 4, !90, i64 8, !90, i64 16, !90, i64 24}
!105 = !DILocation(line: 17, column: 39, scope: !101, inlinedAt: !86)
!106 = !DILocation(line: 17, column: 35, scope: !102, inlinedAt: !86)
!107 = !DILocation(line: 17, column: 68, scope: !102, inlinedAt: !86)
!108 = !DILocation(line: 17, column: 64, scope: !102, inlinedAt: !86)
!109 = distinct !{!109, !99, !110, !111}
!110 = !DILocation(line: 17, column: 92, scope: !71, inlinedAt: !86)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 18, column: 22, scope: !71, inlinedAt: !86)
!113 = !DILocation(line: 19, column: 12, scope: !71, inlinedAt: !86)
!114 = !DILocation(line: 19, column: 29, scope: !71, inlinedAt: !86)
!115 = !DILocation(line: 19, column: 31, scope: !71, inlinedAt: !86)
!116 = !{!104, !90, i64 16}
!117 = !DILocation(line: 19, column: 22, scope: !71, inlinedAt: !86)
!118 = !DILocation(line: 19, column: 24, scope: !71, inlinedAt: !86)
!119 = !{!104, !90, i64 8}
!120 = !DILocation(line: 19, column: 41, scope: !71, inlinedAt: !86)
!121 = !DILocation(line: 19, column: 43, scope: !71, inlinedAt: !86)
!122 = !{!104, !90, i64 24}
!123 = !DILocation(line: 19, column: 51, scope: !71, inlinedAt: !86)
!124 = !DILocation(line: 19, column: 57, scope: !71, inlinedAt: !86)
!125 = !{!104, !63, i64 4}
!126 = !DILocation(line: 20, column: 11, scope: !127, inlinedAt: !86)
!127 = distinct !DILexicalBlock(scope: !71, file: !3, line: 20, column: 9)
!128 = !DILocation(line: 20, column: 9, scope: !71, inlinedAt: !86)
!129 = !DILocation(line: 20, column: 47, scope: !130, inlinedAt: !86)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 20, column: 38)
!131 = !DILocation(line: 20, column: 42, scope: !130, inlinedAt: !86)
!132 = !DILocation(line: 20, column: 38, scope: !127, inlinedAt: !86)
!133 = !DILocation(line: 20, column: 55, scope: !130, inlinedAt: !86)
!134 = !DILocation(line: 20, column: 52, scope: !130, inlinedAt: !86)
!135 = !DILocation(line: 20, column: 70, scope: !130, inlinedAt: !86)
!136 = !DILocation(line: 20, scope: !127, inlinedAt: !86)
!137 = !DILocation(line: 21, column: 18, scope: !71, inlinedAt: !86)
!138 = !DILocation(line: 21, column: 24, scope: !71, inlinedAt: !86)
!139 = !DILocation(line: 21, column: 5, scope: !71, inlinedAt: !86)
!140 = !DILocation(line: 22, column: 32, scope: !80, inlinedAt: !86)
!141 = !DILocation(line: 0, scope: !80, inlinedAt: !86)
!142 = !DILocation(line: 23, column: 24, scope: !83, inlinedAt: !86)
!143 = !DILocation(line: 23, column: 18, scope: !83, inlinedAt: !86)
!144 = !DILocation(line: 23, column: 13, scope: !80, inlinedAt: !86)
!145 = !DILocation(line: 24, column: 33, scope: !82, inlinedAt: !86)
!146 = !DILocation(line: 0, scope: !82, inlinedAt: !86)
!147 = !DILocation(line: 25, column: 20, scope: !148, inlinedAt: !86)
!148 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25, column: 17)
!149 = !DILocation(line: 25, column: 26, scope: !148, inlinedAt: !86)
!150 = !DILocation(line: 25, column: 17, scope: !82, inlinedAt: !86)
!151 = !DILocation(line: 25, column: 48, scope: !152, inlinedAt: !86)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 25, column: 34)
!153 = !DILocation(line: 25, column: 66, scope: !152, inlinedAt: !86)
!154 = !DILocation(line: 25, column: 78, scope: !152, inlinedAt: !86)
!155 = !DILocation(line: 25, column: 84, scope: !152, inlinedAt: !86)
!156 = !DILocation(line: 25, column: 98, scope: !152, inlinedAt: !86)
!157 = !DILocation(line: 26, column: 35, scope: !158, inlinedAt: !86)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26, column: 24)
!159 = distinct !DILexicalBlock(scope: !148, file: !3, line: 26, column: 18)
!160 = !DILocation(line: 26, column: 26, scope: !158, inlinedAt: !86)
!161 = !DILocation(line: 26, column: 24, scope: !159, inlinedAt: !86)
!162 = !DILocalVariable(name: "x", arg: 1, scope: !163, file: !3, line: 13, type: !31)
!163 = distinct !DISubprogram(name: "rot_left", scope: !3, file: !3, line: 13, type: !164, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !31}
!166 = !{!162, !167}
!167 = !DILocalVariable(name: "y", scope: !163, file: !3, line: 13, type: !31)
!168 = !DILocation(line: 0, scope: !163, inlinedAt: !169)
!169 = distinct !DILocation(line: 26, column: 50, scope: !170, inlinedAt: !86)
!170 = distinct !DILexicalBlock(scope: !158, file: !3, line: 26, column: 38)
!171 = !DILocation(line: 13, column: 73, scope: !163, inlinedAt: !169)
!172 = !DILocation(line: 13, column: 68, scope: !163, inlinedAt: !169)
!173 = !DILocation(line: 13, column: 85, scope: !174, inlinedAt: !169)
!174 = distinct !DILexicalBlock(scope: !163, file: !3, line: 13, column: 80)
!175 = !DILocation(line: 13, column: 80, scope: !163, inlinedAt: !169)
!176 = !DILocation(line: 13, column: 99, scope: !174, inlinedAt: !169)
!177 = !DILocation(line: 13, column: 101, scope: !174, inlinedAt: !169)
!178 = !DILocation(line: 13, column: 116, scope: !163, inlinedAt: !169)
!179 = !DILocation(line: 13, column: 93, scope: !174, inlinedAt: !169)
!180 = !DILocation(line: 13, column: 109, scope: !163, inlinedAt: !169)
!181 = !DILocation(line: 13, column: 111, scope: !163, inlinedAt: !169)
!182 = !DILocation(line: 13, column: 128, scope: !183, inlinedAt: !169)
!183 = distinct !DILexicalBlock(scope: !163, file: !3, line: 13, column: 123)
!184 = !DILocation(line: 13, column: 123, scope: !163, inlinedAt: !169)
!185 = !DILocation(line: 13, column: 166, scope: !186, inlinedAt: !169)
!186 = distinct !DILexicalBlock(scope: !183, file: !3, line: 13, column: 155)
!187 = !DILocation(line: 13, column: 157, scope: !186, inlinedAt: !169)
!188 = !DILocation(line: 13, column: 155, scope: !183, inlinedAt: !169)
!189 = !DILocation(line: 13, scope: !183, inlinedAt: !169)
!190 = !DILocation(line: 13, column: 205, scope: !163, inlinedAt: !169)
!191 = !DILocation(line: 13, column: 215, scope: !163, inlinedAt: !169)
!192 = !DILocation(line: 14, column: 61, scope: !193, inlinedAt: !197)
!193 = distinct !DISubprogram(name: "rot_right", scope: !3, file: !3, line: 14, type: !164, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!194 = !{!195, !196}
!195 = !DILocalVariable(name: "x", arg: 1, scope: !193, file: !3, line: 14, type: !31)
!196 = !DILocalVariable(name: "y", scope: !193, file: !3, line: 14, type: !31)
!197 = distinct !DILocation(line: 26, column: 102, scope: !159, inlinedAt: !86)
!198 = !DILocation(line: 26, column: 63, scope: !170, inlinedAt: !86)
!199 = !DILocation(line: 26, column: 68, scope: !159, inlinedAt: !86)
!200 = !DILocation(line: 26, column: 71, scope: !159, inlinedAt: !86)
!201 = !DILocation(line: 26, column: 77, scope: !159, inlinedAt: !86)
!202 = !DILocation(line: 26, column: 89, scope: !159, inlinedAt: !86)
!203 = !DILocation(line: 26, column: 95, scope: !159, inlinedAt: !86)
!204 = !DILocation(line: 0, scope: !193, inlinedAt: !197)
!205 = !DILocation(line: 14, column: 74, scope: !193, inlinedAt: !197)
!206 = !DILocation(line: 14, column: 69, scope: !193, inlinedAt: !197)
!207 = !DILocation(line: 14, column: 86, scope: !208, inlinedAt: !197)
!208 = distinct !DILexicalBlock(scope: !193, file: !3, line: 14, column: 81)
!209 = !DILocation(line: 14, column: 81, scope: !193, inlinedAt: !197)
!210 = !DILocation(line: 14, column: 100, scope: !208, inlinedAt: !197)
!211 = !DILocation(line: 14, column: 102, scope: !208, inlinedAt: !197)
!212 = !DILocation(line: 14, column: 94, scope: !208, inlinedAt: !197)
!213 = !DILocation(line: 14, column: 117, scope: !193, inlinedAt: !197)
!214 = !DILocation(line: 14, column: 110, scope: !193, inlinedAt: !197)
!215 = !DILocation(line: 14, column: 112, scope: !193, inlinedAt: !197)
!216 = !DILocation(line: 14, column: 129, scope: !217, inlinedAt: !197)
!217 = distinct !DILexicalBlock(scope: !193, file: !3, line: 14, column: 124)
!218 = !DILocation(line: 14, column: 124, scope: !193, inlinedAt: !197)
!219 = !DILocation(line: 14, column: 167, scope: !220, inlinedAt: !197)
!220 = distinct !DILexicalBlock(scope: !217, file: !3, line: 14, column: 156)
!221 = !DILocation(line: 14, column: 158, scope: !220, inlinedAt: !197)
!222 = !DILocation(line: 14, column: 156, scope: !217, inlinedAt: !197)
!223 = !DILocation(line: 14, scope: !217, inlinedAt: !197)
!224 = !DILocation(line: 14, column: 206, scope: !193, inlinedAt: !197)
!225 = !DILocation(line: 14, column: 216, scope: !193, inlinedAt: !197)
!226 = !DILocation(line: 0, scope: !85, inlinedAt: !86)
!227 = !DILocation(line: 29, column: 20, scope: !228, inlinedAt: !86)
!228 = distinct !DILexicalBlock(scope: !85, file: !3, line: 29, column: 17)
!229 = !DILocation(line: 29, column: 26, scope: !228, inlinedAt: !86)
!230 = !DILocation(line: 29, column: 17, scope: !85, inlinedAt: !86)
!231 = !DILocation(line: 29, column: 48, scope: !232, inlinedAt: !86)
!232 = distinct !DILexicalBlock(scope: !228, file: !3, line: 29, column: 34)
!233 = !DILocation(line: 29, column: 66, scope: !232, inlinedAt: !86)
!234 = !DILocation(line: 29, column: 78, scope: !232, inlinedAt: !86)
!235 = !DILocation(line: 29, column: 84, scope: !232, inlinedAt: !86)
!236 = !DILocation(line: 29, column: 98, scope: !232, inlinedAt: !86)
!237 = !DILocation(line: 30, column: 35, scope: !238, inlinedAt: !86)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 30, column: 24)
!239 = distinct !DILexicalBlock(scope: !228, file: !3, line: 30, column: 18)
!240 = !DILocation(line: 30, column: 26, scope: !238, inlinedAt: !86)
!241 = !DILocation(line: 30, column: 24, scope: !239, inlinedAt: !86)
!242 = !DILocation(line: 0, scope: !193, inlinedAt: !243)
!243 = distinct !DILocation(line: 30, column: 50, scope: !244, inlinedAt: !86)
!244 = distinct !DILexicalBlock(scope: !238, file: !3, line: 30, column: 38)
!245 = !DILocation(line: 14, column: 74, scope: !193, inlinedAt: !243)
!246 = !DILocation(line: 14, column: 69, scope: !193, inlinedAt: !243)
!247 = !DILocation(line: 14, column: 86, scope: !208, inlinedAt: !243)
!248 = !DILocation(line: 14, column: 81, scope: !193, inlinedAt: !243)
!249 = !DILocation(line: 14, column: 100, scope: !208, inlinedAt: !243)
!250 = !DILocation(line: 14, column: 102, scope: !208, inlinedAt: !243)
!251 = !DILocation(line: 14, column: 117, scope: !193, inlinedAt: !243)
!252 = !DILocation(line: 14, column: 94, scope: !208, inlinedAt: !243)
!253 = !DILocation(line: 14, column: 110, scope: !193, inlinedAt: !243)
!254 = !DILocation(line: 14, column: 112, scope: !193, inlinedAt: !243)
!255 = !DILocation(line: 14, column: 129, scope: !217, inlinedAt: !243)
!256 = !DILocation(line: 14, column: 124, scope: !193, inlinedAt: !243)
!257 = !DILocation(line: 14, column: 167, scope: !220, inlinedAt: !243)
!258 = !DILocation(line: 14, column: 158, scope: !220, inlinedAt: !243)
!259 = !DILocation(line: 14, column: 156, scope: !217, inlinedAt: !243)
!260 = !DILocation(line: 14, scope: !217, inlinedAt: !243)
!261 = !DILocation(line: 14, column: 206, scope: !193, inlinedAt: !243)
!262 = !DILocation(line: 14, column: 216, scope: !193, inlinedAt: !243)
!263 = !DILocation(line: 30, column: 64, scope: !244, inlinedAt: !86)
!264 = !DILocation(line: 30, column: 69, scope: !239, inlinedAt: !86)
!265 = !DILocation(line: 30, column: 72, scope: !239, inlinedAt: !86)
!266 = !DILocation(line: 30, column: 78, scope: !239, inlinedAt: !86)
!267 = !DILocation(line: 30, column: 90, scope: !239, inlinedAt: !86)
!268 = !DILocation(line: 30, column: 96, scope: !239, inlinedAt: !86)
!269 = !DILocation(line: 0, scope: !163, inlinedAt: !270)
!270 = distinct !DILocation(line: 30, column: 103, scope: !239, inlinedAt: !86)
!271 = !DILocation(line: 13, column: 60, scope: !163, inlinedAt: !270)
!272 = !DILocation(line: 13, column: 73, scope: !163, inlinedAt: !270)
!273 = !DILocation(line: 13, column: 68, scope: !163, inlinedAt: !270)
!274 = !DILocation(line: 13, column: 85, scope: !174, inlinedAt: !270)
!275 = !DILocation(line: 13, column: 80, scope: !163, inlinedAt: !270)
!276 = !DILocation(line: 13, column: 99, scope: !174, inlinedAt: !270)
!277 = !DILocation(line: 13, column: 101, scope: !174, inlinedAt: !270)
!278 = !DILocation(line: 13, column: 93, scope: !174, inlinedAt: !270)
!279 = !DILocation(line: 13, column: 116, scope: !163, inlinedAt: !270)
!280 = !DILocation(line: 13, column: 109, scope: !163, inlinedAt: !270)
!281 = !DILocation(line: 13, column: 111, scope: !163, inlinedAt: !270)
!282 = !DILocation(line: 13, column: 128, scope: !183, inlinedAt: !270)
!283 = !DILocation(line: 13, column: 123, scope: !163, inlinedAt: !270)
!284 = !DILocation(line: 13, column: 166, scope: !186, inlinedAt: !270)
!285 = !DILocation(line: 13, column: 157, scope: !186, inlinedAt: !270)
!286 = !DILocation(line: 13, column: 155, scope: !183, inlinedAt: !270)
!287 = !DILocation(line: 13, scope: !183, inlinedAt: !270)
!288 = !DILocation(line: 13, column: 205, scope: !163, inlinedAt: !270)
!289 = !DILocation(line: 13, column: 215, scope: !163, inlinedAt: !270)
!290 = !DILocation(line: 0, scope: !83, inlinedAt: !86)
!291 = !DILocation(line: 21, column: 15, scope: !71, inlinedAt: !86)
!292 = distinct !{!292, !139, !293, !111}
!293 = !DILocation(line: 32, column: 5, scope: !71, inlinedAt: !86)
!294 = !DILocation(line: 33, column: 5, scope: !71, inlinedAt: !86)
!295 = !DILocation(line: 33, column: 11, scope: !71, inlinedAt: !86)
!296 = !DILocation(line: 33, column: 17, scope: !71, inlinedAt: !86)
!297 = !DILocation(line: 81, column: 76, scope: !87)
!298 = !DILocation(line: 81, column: 36, scope: !88)
!299 = !DILocation(line: 81, column: 27, scope: !88)
!300 = distinct !{!300, !91, !301, !111}
!301 = !DILocation(line: 81, column: 112, scope: !52)
!302 = !DILocation(line: 83, column: 18, scope: !53)
!303 = !DILocation(line: 0, scope: !53)
!304 = !DILocation(line: 84, column: 93, scope: !53)
!305 = !DILocation(line: 84, column: 87, scope: !53)
!306 = !DILocation(line: 84, column: 100, scope: !53)
!307 = !DILocation(line: 84, column: 118, scope: !53)
!308 = !DILocation(line: 84, column: 121, scope: !53)
!309 = !DILocation(line: 0, scope: !310, inlinedAt: !325)
!310 = distinct !DISubprogram(name: "erase", scope: !3, file: !3, line: 38, type: !72, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!311 = !{!312, !313, !314, !315, !316, !317, !323}
!312 = !DILocalVariable(name: "key", arg: 1, scope: !310, file: !3, line: 38, type: !11)
!313 = !DILocalVariable(name: "z", scope: !310, file: !3, line: 39, type: !31)
!314 = !DILocalVariable(name: "y", scope: !310, file: !3, line: 42, type: !31)
!315 = !DILocalVariable(name: "x", scope: !310, file: !3, line: 42, type: !31)
!316 = !DILocalVariable(name: "yc", scope: !310, file: !3, line: 42, type: !11)
!317 = !DILocalVariable(name: "w", scope: !318, file: !3, line: 50, type: !31)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 49, column: 31)
!319 = distinct !DILexicalBlock(scope: !320, file: !3, line: 49, column: 17)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 48, column: 48)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 47, column: 22)
!322 = distinct !DILexicalBlock(scope: !310, file: !3, line: 47, column: 9)
!323 = !DILocalVariable(name: "w", scope: !324, file: !3, line: 55, type: !31)
!324 = distinct !DILexicalBlock(scope: !319, file: !3, line: 54, column: 20)
!325 = distinct !DILocation(line: 82, column: 79, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !3, line: 82, column: 40)
!327 = distinct !DILexicalBlock(scope: !56, file: !3, line: 82, column: 9)
!328 = !DILocation(line: 0, scope: !56)
!329 = !DILocation(line: 82, column: 48, scope: !326)
!330 = !DILocation(line: 82, column: 62, scope: !326)
!331 = !DILocation(line: 82, column: 94, scope: !326)
!332 = !DILocation(line: 82, column: 100, scope: !326)
!333 = !DILocation(line: 40, column: 14, scope: !310, inlinedAt: !325)
!334 = !DILocation(line: 40, column: 21, scope: !310, inlinedAt: !325)
!335 = !DILocation(line: 40, column: 27, scope: !310, inlinedAt: !325)
!336 = !DILocation(line: 40, column: 31, scope: !310, inlinedAt: !325)
!337 = !DILocation(line: 40, column: 5, scope: !310, inlinedAt: !325)
!338 = !DILocation(line: 40, column: 47, scope: !310, inlinedAt: !325)
!339 = !DILocation(line: 40, column: 43, scope: !310, inlinedAt: !325)
!340 = distinct !{!340, !337, !341, !111}
!341 = !DILocation(line: 40, column: 68, scope: !310, inlinedAt: !325)
!342 = !DILocation(line: 42, column: 41, scope: !310, inlinedAt: !325)
!343 = !DILocation(line: 43, column: 12, scope: !344, inlinedAt: !325)
!344 = distinct !DILexicalBlock(scope: !310, file: !3, line: 43, column: 9)
!345 = !DILocation(line: 43, column: 14, scope: !344, inlinedAt: !325)
!346 = !DILocation(line: 0, scope: !344, inlinedAt: !325)
!347 = !DILocation(line: 43, column: 9, scope: !310, inlinedAt: !325)
!348 = !DILocalVariable(name: "u", arg: 1, scope: !349, file: !3, line: 36, type: !31)
!349 = distinct !DISubprogram(name: "transplant", scope: !3, file: !3, line: 36, type: !350, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !31, !31}
!352 = !{!348, !353}
!353 = !DILocalVariable(name: "v", arg: 2, scope: !349, file: !3, line: 36, type: !31)
!354 = !DILocation(line: 0, scope: !349, inlinedAt: !355)
!355 = distinct !DILocation(line: 43, column: 34, scope: !356, inlinedAt: !325)
!356 = distinct !DILexicalBlock(scope: !344, file: !3, line: 43, column: 22)
!357 = !DILocation(line: 36, column: 65, scope: !358, inlinedAt: !355)
!358 = distinct !DILexicalBlock(scope: !349, file: !3, line: 36, column: 62)
!359 = !DILocation(line: 36, column: 67, scope: !358, inlinedAt: !355)
!360 = !DILocation(line: 36, column: 62, scope: !349, inlinedAt: !355)
!361 = !DILocation(line: 36, column: 105, scope: !362, inlinedAt: !355)
!362 = distinct !DILexicalBlock(scope: !358, file: !3, line: 36, column: 94)
!363 = !DILocation(line: 36, column: 96, scope: !362, inlinedAt: !355)
!364 = !DILocation(line: 36, column: 94, scope: !358, inlinedAt: !355)
!365 = !DILocation(line: 36, scope: !358, inlinedAt: !355)
!366 = !DILocation(line: 36, column: 142, scope: !349, inlinedAt: !355)
!367 = !DILocation(line: 36, column: 144, scope: !349, inlinedAt: !355)
!368 = !DILocation(line: 43, column: 55, scope: !356, inlinedAt: !325)
!369 = !DILocation(line: 44, column: 19, scope: !370, inlinedAt: !325)
!370 = distinct !DILexicalBlock(scope: !344, file: !3, line: 44, column: 14)
!371 = !DILocation(line: 44, column: 14, scope: !344, inlinedAt: !325)
!372 = !DILocation(line: 0, scope: !349, inlinedAt: !373)
!373 = distinct !DILocation(line: 44, column: 39, scope: !374, inlinedAt: !325)
!374 = distinct !DILexicalBlock(scope: !370, file: !3, line: 44, column: 27)
!375 = !DILocation(line: 36, column: 65, scope: !358, inlinedAt: !373)
!376 = !DILocation(line: 36, column: 67, scope: !358, inlinedAt: !373)
!377 = !DILocation(line: 36, column: 62, scope: !349, inlinedAt: !373)
!378 = !DILocation(line: 36, column: 105, scope: !362, inlinedAt: !373)
!379 = !DILocation(line: 36, column: 96, scope: !362, inlinedAt: !373)
!380 = !DILocation(line: 36, column: 94, scope: !358, inlinedAt: !373)
!381 = !DILocation(line: 36, scope: !358, inlinedAt: !373)
!382 = !DILocation(line: 36, column: 142, scope: !349, inlinedAt: !373)
!383 = !DILocation(line: 36, column: 144, scope: !349, inlinedAt: !373)
!384 = !DILocation(line: 44, column: 60, scope: !374, inlinedAt: !325)
!385 = !DILocalVariable(name: "x", arg: 1, scope: !386, file: !3, line: 37, type: !31)
!386 = distinct !DISubprogram(name: "minimum", scope: !3, file: !3, line: 37, type: !387, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !389)
!387 = !DISubroutineType(types: !388)
!388 = !{!31, !31}
!389 = !{!385}
!390 = !DILocation(line: 0, scope: !386, inlinedAt: !391)
!391 = distinct !DILocation(line: 45, column: 16, scope: !392, inlinedAt: !325)
!392 = distinct !DILexicalBlock(scope: !370, file: !3, line: 45, column: 10)
!393 = !DILocation(line: 37, column: 57, scope: !386, inlinedAt: !391)
!394 = !DILocation(line: 37, column: 59, scope: !386, inlinedAt: !391)
!395 = !DILocation(line: 37, column: 47, scope: !386, inlinedAt: !391)
!396 = distinct !{!396, !395, !397, !111}
!397 = !DILocation(line: 37, column: 74, scope: !386, inlinedAt: !391)
!398 = !DILocation(line: 45, column: 39, scope: !392, inlinedAt: !325)
!399 = !DILocation(line: 45, column: 53, scope: !392, inlinedAt: !325)
!400 = !DILocation(line: 45, column: 63, scope: !401, inlinedAt: !325)
!401 = distinct !DILexicalBlock(scope: !392, file: !3, line: 45, column: 60)
!402 = !DILocation(line: 45, column: 65, scope: !401, inlinedAt: !325)
!403 = !DILocation(line: 45, column: 60, scope: !392, inlinedAt: !325)
!404 = !DILocation(line: 0, scope: !349, inlinedAt: !405)
!405 = distinct !DILocation(line: 45, column: 88, scope: !406, inlinedAt: !325)
!406 = distinct !DILexicalBlock(scope: !401, file: !3, line: 45, column: 86)
!407 = !DILocation(line: 36, column: 67, scope: !358, inlinedAt: !405)
!408 = !DILocation(line: 36, column: 62, scope: !349, inlinedAt: !405)
!409 = !DILocation(line: 36, column: 105, scope: !362, inlinedAt: !405)
!410 = !DILocation(line: 36, column: 96, scope: !362, inlinedAt: !405)
!411 = !DILocation(line: 36, column: 94, scope: !358, inlinedAt: !405)
!412 = !DILocation(line: 36, scope: !358, inlinedAt: !405)
!413 = !DILocation(line: 36, column: 142, scope: !349, inlinedAt: !405)
!414 = !DILocation(line: 36, column: 144, scope: !349, inlinedAt: !405)
!415 = !DILocation(line: 45, column: 119, scope: !406, inlinedAt: !325)
!416 = !DILocation(line: 45, column: 114, scope: !406, inlinedAt: !325)
!417 = !DILocation(line: 45, scope: !401, inlinedAt: !325)
!418 = !DILocation(line: 0, scope: !349, inlinedAt: !419)
!419 = distinct !DILocation(line: 45, column: 137, scope: !392, inlinedAt: !325)
!420 = !DILocation(line: 36, column: 65, scope: !358, inlinedAt: !419)
!421 = !DILocation(line: 36, column: 67, scope: !358, inlinedAt: !419)
!422 = !DILocation(line: 36, column: 62, scope: !349, inlinedAt: !419)
!423 = !DILocation(line: 36, column: 105, scope: !362, inlinedAt: !419)
!424 = !DILocation(line: 36, column: 96, scope: !362, inlinedAt: !419)
!425 = !DILocation(line: 36, column: 94, scope: !358, inlinedAt: !419)
!426 = !DILocation(line: 36, scope: !358, inlinedAt: !419)
!427 = !DILocation(line: 36, column: 144, scope: !349, inlinedAt: !419)
!428 = !DILocation(line: 45, column: 165, scope: !392, inlinedAt: !325)
!429 = !DILocation(line: 45, column: 160, scope: !392, inlinedAt: !325)
!430 = !DILocation(line: 45, column: 174, scope: !392, inlinedAt: !325)
!431 = !DILocation(line: 45, column: 176, scope: !392, inlinedAt: !325)
!432 = !DILocation(line: 45, column: 190, scope: !392, inlinedAt: !325)
!433 = !DILocation(line: 46, column: 5, scope: !310, inlinedAt: !325)
!434 = !DILocation(line: 47, column: 12, scope: !322, inlinedAt: !325)
!435 = !DILocation(line: 47, column: 9, scope: !310, inlinedAt: !325)
!436 = !DILocation(line: 48, column: 18, scope: !321, inlinedAt: !325)
!437 = !DILocation(line: 48, column: 26, scope: !321, inlinedAt: !325)
!438 = !DILocation(line: 48, column: 32, scope: !321, inlinedAt: !325)
!439 = !DILocation(line: 48, column: 38, scope: !321, inlinedAt: !325)
!440 = !DILocation(line: 48, column: 9, scope: !321, inlinedAt: !325)
!441 = distinct !{!441, !440, !442, !111}
!442 = !DILocation(line: 60, column: 9, scope: !321, inlinedAt: !325)
!443 = !DILocation(line: 49, column: 25, scope: !319, inlinedAt: !325)
!444 = !DILocation(line: 49, column: 28, scope: !319, inlinedAt: !325)
!445 = !DILocation(line: 49, column: 19, scope: !319, inlinedAt: !325)
!446 = !DILocation(line: 49, column: 17, scope: !320, inlinedAt: !325)
!447 = !DILocation(line: 50, column: 40, scope: !318, inlinedAt: !325)
!448 = !DILocation(line: 0, scope: !318, inlinedAt: !325)
!449 = !DILocation(line: 51, column: 24, scope: !450, inlinedAt: !325)
!450 = distinct !DILexicalBlock(scope: !318, file: !3, line: 51, column: 21)
!451 = !DILocation(line: 51, column: 30, scope: !450, inlinedAt: !325)
!452 = !DILocation(line: 51, column: 21, scope: !318, inlinedAt: !325)
!453 = !DILocation(line: 51, column: 49, scope: !454, inlinedAt: !325)
!454 = distinct !DILexicalBlock(scope: !450, file: !3, line: 51, column: 38)
!455 = !DILocation(line: 51, column: 64, scope: !454, inlinedAt: !325)
!456 = !DILocation(line: 51, column: 70, scope: !454, inlinedAt: !325)
!457 = !DILocation(line: 0, scope: !163, inlinedAt: !458)
!458 = distinct !DILocation(line: 51, column: 77, scope: !454, inlinedAt: !325)
!459 = !DILocation(line: 13, column: 73, scope: !163, inlinedAt: !458)
!460 = !DILocation(line: 13, column: 68, scope: !163, inlinedAt: !458)
!461 = !DILocation(line: 13, column: 85, scope: !174, inlinedAt: !458)
!462 = !DILocation(line: 13, column: 80, scope: !163, inlinedAt: !458)
!463 = !DILocation(line: 13, column: 99, scope: !174, inlinedAt: !458)
!464 = !DILocation(line: 13, column: 101, scope: !174, inlinedAt: !458)
!465 = !DILocation(line: 13, column: 93, scope: !174, inlinedAt: !458)
!466 = !DILocation(line: 13, column: 116, scope: !163, inlinedAt: !458)
!467 = !DILocation(line: 13, column: 109, scope: !163, inlinedAt: !458)
!468 = !DILocation(line: 13, column: 111, scope: !163, inlinedAt: !458)
!469 = !DILocation(line: 13, column: 128, scope: !183, inlinedAt: !458)
!470 = !DILocation(line: 13, column: 123, scope: !163, inlinedAt: !458)
!471 = !DILocation(line: 13, column: 166, scope: !186, inlinedAt: !458)
!472 = !DILocation(line: 13, column: 157, scope: !186, inlinedAt: !458)
!473 = !DILocation(line: 13, column: 155, scope: !183, inlinedAt: !458)
!474 = !DILocation(line: 13, scope: !183, inlinedAt: !458)
!475 = !DILocation(line: 13, column: 205, scope: !163, inlinedAt: !458)
!476 = !DILocation(line: 13, column: 215, scope: !163, inlinedAt: !458)
!477 = !DILocation(line: 51, column: 100, scope: !454, inlinedAt: !325)
!478 = !DILocation(line: 51, column: 103, scope: !454, inlinedAt: !325)
!479 = !DILocation(line: 51, column: 106, scope: !454, inlinedAt: !325)
!480 = !DILocation(line: 52, column: 24, scope: !481, inlinedAt: !325)
!481 = distinct !DILexicalBlock(scope: !318, file: !3, line: 52, column: 21)
!482 = !DILocation(line: 52, column: 27, scope: !481, inlinedAt: !325)
!483 = !DILocation(line: 52, column: 33, scope: !481, inlinedAt: !325)
!484 = !DILocation(line: 0, scope: !481, inlinedAt: !325)
!485 = !DILocation(line: 52, column: 42, scope: !481, inlinedAt: !325)
!486 = !DILocation(line: 52, column: 21, scope: !318, inlinedAt: !325)
!487 = !DILocation(line: 52, column: 72, scope: !488, inlinedAt: !325)
!488 = distinct !DILexicalBlock(scope: !481, file: !3, line: 52, column: 67)
!489 = !DILocation(line: 52, column: 78, scope: !488, inlinedAt: !325)
!490 = !DILocation(line: 52, column: 95, scope: !488, inlinedAt: !325)
!491 = !DILocation(line: 53, column: 28, scope: !492, inlinedAt: !325)
!492 = distinct !DILexicalBlock(scope: !481, file: !3, line: 53, column: 22)
!493 = !DILocation(line: 53, column: 64, scope: !494, inlinedAt: !325)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 53, column: 50)
!495 = distinct !DILexicalBlock(scope: !492, file: !3, line: 53, column: 28)
!496 = !DILocation(line: 53, column: 76, scope: !494, inlinedAt: !325)
!497 = !DILocation(line: 53, column: 82, scope: !494, inlinedAt: !325)
!498 = !DILocation(line: 0, scope: !193, inlinedAt: !499)
!499 = distinct !DILocation(line: 53, column: 89, scope: !494, inlinedAt: !325)
!500 = !DILocation(line: 14, column: 74, scope: !193, inlinedAt: !499)
!501 = !DILocation(line: 14, column: 69, scope: !193, inlinedAt: !499)
!502 = !DILocation(line: 14, column: 86, scope: !208, inlinedAt: !499)
!503 = !DILocation(line: 14, column: 81, scope: !193, inlinedAt: !499)
!504 = !DILocation(line: 14, column: 100, scope: !208, inlinedAt: !499)
!505 = !DILocation(line: 14, column: 102, scope: !208, inlinedAt: !499)
!506 = !DILocation(line: 14, column: 94, scope: !208, inlinedAt: !499)
!507 = !DILocation(line: 14, column: 117, scope: !193, inlinedAt: !499)
!508 = !DILocation(line: 14, column: 110, scope: !193, inlinedAt: !499)
!509 = !DILocation(line: 14, column: 112, scope: !193, inlinedAt: !499)
!510 = !DILocation(line: 14, column: 129, scope: !217, inlinedAt: !499)
!511 = !DILocation(line: 14, column: 124, scope: !193, inlinedAt: !499)
!512 = !DILocation(line: 14, column: 167, scope: !220, inlinedAt: !499)
!513 = !DILocation(line: 14, column: 158, scope: !220, inlinedAt: !499)
!514 = !DILocation(line: 14, column: 156, scope: !217, inlinedAt: !499)
!515 = !DILocation(line: 14, scope: !217, inlinedAt: !499)
!516 = !DILocation(line: 14, column: 206, scope: !193, inlinedAt: !499)
!517 = !DILocation(line: 14, column: 216, scope: !193, inlinedAt: !499)
!518 = !DILocation(line: 53, column: 110, scope: !494, inlinedAt: !325)
!519 = !DILocation(line: 53, column: 113, scope: !494, inlinedAt: !325)
!520 = !DILocation(line: 53, column: 166, scope: !492, inlinedAt: !325)
!521 = !DILocation(line: 13, column: 73, scope: !163, inlinedAt: !522)
!522 = distinct !DILocation(line: 53, column: 184, scope: !492, inlinedAt: !325)
!523 = !DILocation(line: 53, column: 116, scope: !494, inlinedAt: !325)
!524 = !DILocation(line: 13, column: 60, scope: !163, inlinedAt: !522)
!525 = !DILocation(line: 53, column: 132, scope: !492, inlinedAt: !325)
!526 = !DILocation(line: 53, column: 135, scope: !492, inlinedAt: !325)
!527 = !DILocation(line: 53, column: 121, scope: !492, inlinedAt: !325)
!528 = !DILocation(line: 53, column: 127, scope: !492, inlinedAt: !325)
!529 = !DILocation(line: 53, column: 154, scope: !492, inlinedAt: !325)
!530 = !DILocation(line: 53, column: 169, scope: !492, inlinedAt: !325)
!531 = !DILocation(line: 53, column: 175, scope: !492, inlinedAt: !325)
!532 = !DILocation(line: 0, scope: !163, inlinedAt: !522)
!533 = !DILocation(line: 13, column: 68, scope: !163, inlinedAt: !522)
!534 = !DILocation(line: 13, column: 85, scope: !174, inlinedAt: !522)
!535 = !DILocation(line: 13, column: 80, scope: !163, inlinedAt: !522)
!536 = !DILocation(line: 13, column: 99, scope: !174, inlinedAt: !522)
!537 = !DILocation(line: 13, column: 101, scope: !174, inlinedAt: !522)
!538 = !DILocation(line: 13, column: 93, scope: !174, inlinedAt: !522)
!539 = !DILocation(line: 13, column: 116, scope: !163, inlinedAt: !522)
!540 = !DILocation(line: 13, column: 109, scope: !163, inlinedAt: !522)
!541 = !DILocation(line: 13, column: 111, scope: !163, inlinedAt: !522)
!542 = !DILocation(line: 13, column: 128, scope: !183, inlinedAt: !522)
!543 = !DILocation(line: 13, column: 123, scope: !163, inlinedAt: !522)
!544 = !DILocation(line: 13, column: 166, scope: !186, inlinedAt: !522)
!545 = !DILocation(line: 13, column: 157, scope: !186, inlinedAt: !522)
!546 = !DILocation(line: 13, column: 155, scope: !183, inlinedAt: !522)
!547 = !DILocation(line: 13, scope: !183, inlinedAt: !522)
!548 = !DILocation(line: 13, column: 205, scope: !163, inlinedAt: !522)
!549 = !DILocation(line: 13, column: 215, scope: !163, inlinedAt: !522)
!550 = !DILocation(line: 0, scope: !324, inlinedAt: !325)
!551 = !DILocation(line: 56, column: 24, scope: !552, inlinedAt: !325)
!552 = distinct !DILexicalBlock(scope: !324, file: !3, line: 56, column: 21)
!553 = !DILocation(line: 56, column: 30, scope: !552, inlinedAt: !325)
!554 = !DILocation(line: 56, column: 21, scope: !324, inlinedAt: !325)
!555 = !DILocation(line: 56, column: 49, scope: !556, inlinedAt: !325)
!556 = distinct !DILexicalBlock(scope: !552, file: !3, line: 56, column: 38)
!557 = !DILocation(line: 56, column: 64, scope: !556, inlinedAt: !325)
!558 = !DILocation(line: 56, column: 70, scope: !556, inlinedAt: !325)
!559 = !DILocation(line: 0, scope: !193, inlinedAt: !560)
!560 = distinct !DILocation(line: 56, column: 77, scope: !556, inlinedAt: !325)
!561 = !DILocation(line: 14, column: 74, scope: !193, inlinedAt: !560)
!562 = !DILocation(line: 14, column: 69, scope: !193, inlinedAt: !560)
!563 = !DILocation(line: 14, column: 86, scope: !208, inlinedAt: !560)
!564 = !DILocation(line: 14, column: 81, scope: !193, inlinedAt: !560)
!565 = !DILocation(line: 14, column: 100, scope: !208, inlinedAt: !560)
!566 = !DILocation(line: 14, column: 102, scope: !208, inlinedAt: !560)
!567 = !DILocation(line: 14, column: 94, scope: !208, inlinedAt: !560)
!568 = !DILocation(line: 14, column: 117, scope: !193, inlinedAt: !560)
!569 = !DILocation(line: 14, column: 110, scope: !193, inlinedAt: !560)
!570 = !DILocation(line: 14, column: 112, scope: !193, inlinedAt: !560)
!571 = !DILocation(line: 14, column: 129, scope: !217, inlinedAt: !560)
!572 = !DILocation(line: 14, column: 124, scope: !193, inlinedAt: !560)
!573 = !DILocation(line: 14, column: 167, scope: !220, inlinedAt: !560)
!574 = !DILocation(line: 14, column: 158, scope: !220, inlinedAt: !560)
!575 = !DILocation(line: 14, column: 156, scope: !217, inlinedAt: !560)
!576 = !DILocation(line: 14, scope: !217, inlinedAt: !560)
!577 = !DILocation(line: 14, column: 206, scope: !193, inlinedAt: !560)
!578 = !DILocation(line: 14, column: 216, scope: !193, inlinedAt: !560)
!579 = !DILocation(line: 56, column: 101, scope: !556, inlinedAt: !325)
!580 = !DILocation(line: 56, column: 104, scope: !556, inlinedAt: !325)
!581 = !DILocation(line: 56, column: 107, scope: !556, inlinedAt: !325)
!582 = !DILocation(line: 57, column: 24, scope: !583, inlinedAt: !325)
!583 = distinct !DILexicalBlock(scope: !324, file: !3, line: 57, column: 21)
!584 = !DILocation(line: 57, column: 27, scope: !583, inlinedAt: !325)
!585 = !DILocation(line: 57, column: 33, scope: !583, inlinedAt: !325)
!586 = !DILocation(line: 0, scope: !583, inlinedAt: !325)
!587 = !DILocation(line: 57, column: 42, scope: !583, inlinedAt: !325)
!588 = !DILocation(line: 57, column: 21, scope: !324, inlinedAt: !325)
!589 = !DILocation(line: 57, column: 72, scope: !590, inlinedAt: !325)
!590 = distinct !DILexicalBlock(scope: !583, file: !3, line: 57, column: 67)
!591 = !DILocation(line: 57, column: 78, scope: !590, inlinedAt: !325)
!592 = !DILocation(line: 57, column: 95, scope: !590, inlinedAt: !325)
!593 = !DILocation(line: 58, column: 28, scope: !594, inlinedAt: !325)
!594 = distinct !DILexicalBlock(scope: !583, file: !3, line: 58, column: 22)
!595 = !DILocation(line: 58, column: 64, scope: !596, inlinedAt: !325)
!596 = distinct !DILexicalBlock(scope: !597, file: !3, line: 58, column: 50)
!597 = distinct !DILexicalBlock(scope: !594, file: !3, line: 58, column: 28)
!598 = !DILocation(line: 58, column: 76, scope: !596, inlinedAt: !325)
!599 = !DILocation(line: 58, column: 82, scope: !596, inlinedAt: !325)
!600 = !DILocation(line: 0, scope: !163, inlinedAt: !601)
!601 = distinct !DILocation(line: 58, column: 89, scope: !596, inlinedAt: !325)
!602 = !DILocation(line: 13, column: 73, scope: !163, inlinedAt: !601)
!603 = !DILocation(line: 13, column: 68, scope: !163, inlinedAt: !601)
!604 = !DILocation(line: 13, column: 85, scope: !174, inlinedAt: !601)
!605 = !DILocation(line: 13, column: 80, scope: !163, inlinedAt: !601)
!606 = !DILocation(line: 13, column: 99, scope: !174, inlinedAt: !601)
!607 = !DILocation(line: 13, column: 101, scope: !174, inlinedAt: !601)
!608 = !DILocation(line: 13, column: 93, scope: !174, inlinedAt: !601)
!609 = !DILocation(line: 13, column: 116, scope: !163, inlinedAt: !601)
!610 = !DILocation(line: 13, column: 109, scope: !163, inlinedAt: !601)
!611 = !DILocation(line: 13, column: 111, scope: !163, inlinedAt: !601)
!612 = !DILocation(line: 13, column: 128, scope: !183, inlinedAt: !601)
!613 = !DILocation(line: 13, column: 123, scope: !163, inlinedAt: !601)
!614 = !DILocation(line: 13, column: 166, scope: !186, inlinedAt: !601)
!615 = !DILocation(line: 13, column: 157, scope: !186, inlinedAt: !601)
!616 = !DILocation(line: 13, column: 155, scope: !183, inlinedAt: !601)
!617 = !DILocation(line: 13, scope: !183, inlinedAt: !601)
!618 = !DILocation(line: 13, column: 205, scope: !163, inlinedAt: !601)
!619 = !DILocation(line: 13, column: 215, scope: !163, inlinedAt: !601)
!620 = !DILocation(line: 58, column: 109, scope: !596, inlinedAt: !325)
!621 = !DILocation(line: 58, column: 112, scope: !596, inlinedAt: !325)
!622 = !DILocation(line: 58, column: 165, scope: !594, inlinedAt: !325)
!623 = !DILocation(line: 14, column: 74, scope: !193, inlinedAt: !624)
!624 = distinct !DILocation(line: 58, column: 183, scope: !594, inlinedAt: !325)
!625 = !DILocation(line: 58, column: 115, scope: !596, inlinedAt: !325)
!626 = !DILocation(line: 14, column: 61, scope: !193, inlinedAt: !624)
!627 = !DILocation(line: 58, column: 131, scope: !594, inlinedAt: !325)
!628 = !DILocation(line: 58, column: 134, scope: !594, inlinedAt: !325)
!629 = !DILocation(line: 58, column: 120, scope: !594, inlinedAt: !325)
!630 = !DILocation(line: 58, column: 126, scope: !594, inlinedAt: !325)
!631 = !DILocation(line: 58, column: 153, scope: !594, inlinedAt: !325)
!632 = !DILocation(line: 58, column: 168, scope: !594, inlinedAt: !325)
!633 = !DILocation(line: 58, column: 174, scope: !594, inlinedAt: !325)
!634 = !DILocation(line: 0, scope: !193, inlinedAt: !624)
!635 = !DILocation(line: 14, column: 69, scope: !193, inlinedAt: !624)
!636 = !DILocation(line: 14, column: 86, scope: !208, inlinedAt: !624)
!637 = !DILocation(line: 14, column: 81, scope: !193, inlinedAt: !624)
!638 = !DILocation(line: 14, column: 100, scope: !208, inlinedAt: !624)
!639 = !DILocation(line: 14, column: 102, scope: !208, inlinedAt: !624)
!640 = !DILocation(line: 14, column: 94, scope: !208, inlinedAt: !624)
!641 = !DILocation(line: 14, column: 117, scope: !193, inlinedAt: !624)
!642 = !DILocation(line: 14, column: 110, scope: !193, inlinedAt: !624)
!643 = !DILocation(line: 14, column: 112, scope: !193, inlinedAt: !624)
!644 = !DILocation(line: 14, column: 129, scope: !217, inlinedAt: !624)
!645 = !DILocation(line: 14, column: 124, scope: !193, inlinedAt: !624)
!646 = !DILocation(line: 14, column: 167, scope: !220, inlinedAt: !624)
!647 = !DILocation(line: 14, column: 158, scope: !220, inlinedAt: !624)
!648 = !DILocation(line: 14, column: 156, scope: !217, inlinedAt: !624)
!649 = !DILocation(line: 14, scope: !217, inlinedAt: !624)
!650 = !DILocation(line: 14, column: 206, scope: !193, inlinedAt: !624)
!651 = !DILocation(line: 14, column: 216, scope: !193, inlinedAt: !624)
!652 = !DILocation(line: 0, scope: !319, inlinedAt: !325)
!653 = !DILocation(line: 48, column: 21, scope: !321, inlinedAt: !325)
!654 = !DILocation(line: 61, column: 12, scope: !321, inlinedAt: !325)
!655 = !DILocation(line: 61, column: 18, scope: !321, inlinedAt: !325)
!656 = !DILocation(line: 62, column: 5, scope: !321, inlinedAt: !325)
!657 = !DILocation(line: 82, column: 76, scope: !326)
!658 = !DILocation(line: 82, column: 36, scope: !327)
!659 = !DILocation(line: 82, column: 27, scope: !327)
!660 = !DILocation(line: 82, column: 9, scope: !56)
!661 = distinct !{!661, !660, !662, !111}
!662 = !DILocation(line: 82, column: 111, scope: !56)
!663 = !DILocation(line: 84, column: 130, scope: !53)
!664 = !DILocation(line: 84, column: 136, scope: !53)
!665 = !DILocation(line: 84, column: 146, scope: !53)
!666 = !DILocation(line: 84, column: 9, scope: !53)
!667 = !DILocation(line: 80, column: 41, scope: !54)
!668 = !DILocation(line: 80, column: 31, scope: !54)
!669 = distinct !{!669, !68, !670, !111}
!670 = !DILocation(line: 85, column: 5, scope: !50)
!671 = !DILocation(line: 87, column: 23, scope: !42)
!672 = !DILocation(line: 87, column: 17, scope: !42)
!673 = !DILocation(line: 87, column: 29, scope: !42)
!674 = !DILocation(line: 88, column: 1, scope: !42)
!675 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 65, type: !676, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !679)
!676 = !DISubroutineType(types: !677)
!677 = !{!11, !31, !678}
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!679 = !{!680, !681, !682, !683}
!680 = !DILocalVariable(name: "n", arg: 1, scope: !675, file: !3, line: 65, type: !31)
!681 = !DILocalVariable(name: "ok", arg: 2, scope: !675, file: !3, line: 65, type: !678)
!682 = !DILocalVariable(name: "a", scope: !675, file: !3, line: 69, type: !11)
!683 = !DILocalVariable(name: "b", scope: !675, file: !3, line: 69, type: !11)
!684 = !DILocation(line: 0, scope: !675)
!685 = !DILocation(line: 66, column: 11, scope: !686)
!686 = distinct !DILexicalBlock(scope: !675, file: !3, line: 66, column: 9)
!687 = !DILocation(line: 66, column: 9, scope: !675)
!688 = !DILocation(line: 67, column: 12, scope: !689)
!689 = distinct !DILexicalBlock(scope: !675, file: !3, line: 67, column: 9)
!690 = !DILocation(line: 67, column: 18, scope: !689)
!691 = !DILocation(line: 67, column: 25, scope: !689)
!692 = !DILocation(line: 67, column: 35, scope: !689)
!693 = !DILocation(line: 67, column: 41, scope: !689)
!694 = !DILocation(line: 67, column: 48, scope: !689)
!695 = !DILocation(line: 67, column: 54, scope: !689)
!696 = !DILocation(line: 67, column: 57, scope: !689)
!697 = !DILocation(line: 67, column: 63, scope: !689)
!698 = !DILocation(line: 67, column: 9, scope: !675)
!699 = !DILocation(line: 67, column: 76, scope: !689)
!700 = !DILocation(line: 67, column: 72, scope: !689)
!701 = !DILocation(line: 68, column: 15, scope: !702)
!702 = distinct !DILexicalBlock(scope: !675, file: !3, line: 68, column: 9)
!703 = !DILocation(line: 68, column: 22, scope: !702)
!704 = !DILocation(line: 68, column: 31, scope: !702)
!705 = !DILocation(line: 68, column: 41, scope: !702)
!706 = !DILocation(line: 68, column: 35, scope: !702)
!707 = !DILocation(line: 68, column: 46, scope: !702)
!708 = !DILocation(line: 68, column: 53, scope: !702)
!709 = !DILocation(line: 68, column: 55, scope: !702)
!710 = !DILocation(line: 68, column: 62, scope: !702)
!711 = !DILocation(line: 68, column: 71, scope: !702)
!712 = !DILocation(line: 68, column: 81, scope: !702)
!713 = !DILocation(line: 68, column: 75, scope: !702)
!714 = !DILocation(line: 68, column: 9, scope: !675)
!715 = !DILocation(line: 68, column: 91, scope: !702)
!716 = !DILocation(line: 68, column: 87, scope: !702)
!717 = !DILocation(line: 69, column: 13, scope: !675)
!718 = !DILocation(line: 69, column: 43, scope: !675)
!719 = !DILocation(line: 69, column: 34, scope: !675)
!720 = !DILocation(line: 70, column: 11, scope: !721)
!721 = distinct !DILexicalBlock(scope: !675, file: !3, line: 70, column: 9)
!722 = !DILocation(line: 70, column: 9, scope: !675)
!723 = !DILocation(line: 70, column: 21, scope: !721)
!724 = !DILocation(line: 70, column: 17, scope: !721)
!725 = !DILocation(line: 71, column: 20, scope: !675)
!726 = !DILocation(line: 71, column: 26, scope: !675)
!727 = !DILocation(line: 71, column: 14, scope: !675)
!728 = !DILocation(line: 72, column: 1, scope: !675)
!729 = !DISubprogram(name: "printf", scope: !730, file: !730, line: 356, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!731 = !DISubroutineType(types: !732)
!732 = !{!11, !733, null}
!733 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !734)
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !735, size: 64)
!735 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!736 = distinct !DISubprogram(name: "count", scope: !3, file: !3, line: 75, type: !737, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !739)
!737 = !DISubroutineType(types: !738)
!738 = !{!11, !31}
!739 = !{!740}
!740 = !DILocalVariable(name: "n", arg: 1, scope: !736, file: !3, line: 75, type: !31)
!741 = !DILocation(line: 0, scope: !736)
!742 = !DILocation(line: 75, column: 45, scope: !736)
!743 = !DILocation(line: 75, column: 43, scope: !736)
!744 = !DILocation(line: 75, column: 71, scope: !736)
!745 = !DILocation(line: 75, column: 62, scope: !736)
!746 = !DILocation(line: 75, column: 85, scope: !736)
!747 = !DILocation(line: 75, column: 60, scope: !736)
!748 = !DILocation(line: 75, column: 74, scope: !736)
!749 = !DILocation(line: 75, column: 36, scope: !736)
!750 = distinct !DISubprogram(name: "height", scope: !3, file: !3, line: 73, type: !737, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !751)
!751 = !{!752, !753, !754}
!752 = !DILocalVariable(name: "n", arg: 1, scope: !750, file: !3, line: 73, type: !31)
!753 = !DILocalVariable(name: "a", scope: !750, file: !3, line: 73, type: !11)
!754 = !DILocalVariable(name: "b", scope: !750, file: !3, line: 73, type: !11)
!755 = !DILocation(line: 0, scope: !750)
!756 = !DILocation(line: 73, column: 43, scope: !757)
!757 = distinct !DILexicalBlock(scope: !750, file: !3, line: 73, column: 41)
!758 = !DILocation(line: 73, column: 41, scope: !750)
!759 = !DILocation(line: 73, column: 129, scope: !750)
!760 = !DILocation(line: 73, column: 79, scope: !750)
!761 = !DILocation(line: 73, column: 69, scope: !750)
!762 = !DILocation(line: 73, column: 97, scope: !750)
!763 = !DILocation(line: 73, column: 87, scope: !750)
!764 = !DILocation(line: 73, column: 113, scope: !750)
!765 = !DILocation(line: 73, column: 110, scope: !750)
!766 = distinct !DISubprogram(name: "inorder_hash", scope: !3, file: !3, line: 74, type: !767, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !770)
!767 = !DISubroutineType(types: !768)
!768 = !{!769, !31, !769}
!769 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!770 = !{!771, !772}
!771 = !DILocalVariable(name: "n", arg: 1, scope: !766, file: !3, line: 74, type: !31)
!772 = !DILocalVariable(name: "h", arg: 2, scope: !766, file: !3, line: 74, type: !769)
!773 = !DILocation(line: 0, scope: !766)
!774 = !DILocation(line: 74, column: 58, scope: !775)
!775 = distinct !DILexicalBlock(scope: !766, file: !3, line: 74, column: 56)
!776 = !DILocation(line: 74, column: 56, scope: !766)
!777 = !DILocation(line: 74, column: 96, scope: !766)
!778 = !DILocation(line: 74, column: 80, scope: !766)
!779 = !DILocation(line: 74, column: 110, scope: !766)
!780 = !DILocation(line: 74, column: 120, scope: !766)
!781 = !DILocation(line: 74, column: 117, scope: !766)
!782 = !DILocation(line: 74, column: 115, scope: !766)
!783 = !DILocation(line: 74, column: 125, scope: !766)
!784 = !DILocation(line: 74, column: 162, scope: !766)
!785 = !DILocation(line: 74, column: 169, scope: !766)
!786 = !DISubprogram(name: "malloc", scope: !787, file: !787, line: 553, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!788 = !DISubroutineType(types: !789)
!789 = !{!790, !791}
!790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!791 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !792, line: 18, baseType: !793)
!792 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!793 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!794 = !DISubprogram(name: "free", scope: !787, file: !787, line: 568, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!795 = !DISubroutineType(types: !796)
!796 = !{null, !790}
