; ModuleID = 'programs/c_lexer_tokens.c'
source_filename = "programs/c_lexer_tokens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"kw\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"id\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"flt\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"chr\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@ops2.rel = internal unnamed_addr constant [19 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.35 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.36 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.37 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.38 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.39 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.40 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.41 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.42 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%d:%d %s '%.*s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"total=%d lines=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [406 x i8] c"/* demo */ int main(int argc, char **argv) {\0A  unsigned long x = 0x1fUL + 017 + 42; // comment\0A  double d = 3.25e-3 + .5 + 1.;\0A  char c = '\\n', *s = \22a \\\22quoted\\\22 string\\t\22;\0A  x <<= 2; x >>= 1; x ^= ~x; if (x >= 10 && x != 3 || !d) return x-- - --x;\0A  for (int i = 0; i < 10; ++i) { s += i; x = x ? x : -1; }\0A  while (argc --> 0) ; struct p { int a; } q; q.a = 1; (&q)->a++; ...\0A  return sizeof(x) % 4;\0A}\0A\00", align 1
@kw = internal unnamed_addr constant [11 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.2, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.11 = private unnamed_addr constant [5 x i8] c"char\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"return\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"sizeof\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"struct\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"<<=\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c">>=\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"<<\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c">>\00", align 1
@.str.26 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"&&\00", align 1
@.str.31 = private unnamed_addr constant [3 x i8] c"||\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"++\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"--\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"->\00", align 1
@.str.35 = private unnamed_addr constant [3 x i8] c"+=\00", align 1
@.str.36 = private unnamed_addr constant [3 x i8] c"-=\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"*=\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"/=\00", align 1
@.str.39 = private unnamed_addr constant [3 x i8] c"%=\00", align 1
@.str.40 = private unnamed_addr constant [3 x i8] c"&=\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"|=\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c"^=\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i32], align 16
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %1, i8 0, i64 28, i1 false)
  br label %4

4:                                                ; preds = %238, %0
  %5 = phi i32 [ %240, %238 ], [ 0, %0 ]
  %6 = phi ptr [ %218, %238 ], [ @.str.10, %0 ]
  %7 = phi i32 [ %241, %238 ], [ 1, %0 ]
  %8 = phi i32 [ %12, %238 ], [ 1, %0 ]
  br label %9

9:                                                ; preds = %94, %4
  %10 = phi ptr [ %6, %4 ], [ %95, %94 ]
  %11 = phi i32 [ %7, %4 ], [ %96, %94 ]
  %12 = phi i32 [ %8, %4 ], [ %97, %94 ]
  br label %13

13:                                               ; preds = %9, %61
  %14 = phi ptr [ %62, %61 ], [ %10, %9 ]
  %15 = phi i32 [ %63, %61 ], [ %11, %9 ]
  %16 = load i8, ptr %14, align 1, !tbaa !5
  br label %18

17:                                               ; preds = %69, %69
  br label %18

18:                                               ; preds = %17, %13
  %19 = phi i8 [ %16, %13 ], [ %70, %17 ]
  %20 = phi ptr [ %14, %13 ], [ %71, %17 ]
  switch i8 %19, label %53 [
    i8 0, label %21
    i8 10, label %50
  ]

21:                                               ; preds = %18
  %22 = load i32, ptr %1, align 16, !tbaa !8
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %22)
  %24 = getelementptr inbounds i8, ptr %1, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !8
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %25)
  %27 = add nsw i32 %25, %22
  %28 = getelementptr inbounds i8, ptr %1, i64 8
  %29 = load i32, ptr %28, align 8, !tbaa !8
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %29)
  %31 = add nsw i32 %29, %27
  %32 = getelementptr inbounds i8, ptr %1, i64 12
  %33 = load i32, ptr %32, align 4, !tbaa !8
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %33)
  %35 = add nsw i32 %33, %31
  %36 = getelementptr inbounds i8, ptr %1, i64 16
  %37 = load i32, ptr %36, align 16, !tbaa !8
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %37)
  %39 = add nsw i32 %37, %35
  %40 = getelementptr inbounds i8, ptr %1, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !8
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %41)
  %43 = add nsw i32 %41, %39
  %44 = getelementptr inbounds i8, ptr %1, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !8
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %45)
  %47 = add nsw i32 %45, %43
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %47, i32 noundef %12)
  %49 = and i32 %47, 127
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #8
  ret i32 %49

50:                                               ; preds = %18
  %51 = add nsw i32 %12, 1
  %52 = getelementptr inbounds i8, ptr %20, i64 1
  br label %94

53:                                               ; preds = %18
  %54 = tail call ptr @__ctype_b_loc() #9
  %55 = load ptr, ptr %54, align 8, !tbaa !10
  %56 = zext i8 %19 to i64
  %57 = getelementptr inbounds i16, ptr %55, i64 %56
  %58 = load i16, ptr %57, align 2, !tbaa !12
  %59 = and i16 %58, 8192
  %60 = icmp eq i16 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %53
  %62 = getelementptr inbounds i8, ptr %20, i64 1
  %63 = add nsw i32 %15, 1
  br label %13, !llvm.loop !14

64:                                               ; preds = %53
  %65 = icmp eq i8 %19, 47
  br i1 %65, label %66, label %98

66:                                               ; preds = %64
  %67 = getelementptr inbounds i8, ptr %20, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !5
  switch i8 %68, label %98 [
    i8 47, label %69
    i8 42, label %75
  ]

69:                                               ; preds = %66, %72
  %70 = phi i8 [ %74, %72 ], [ %68, %66 ]
  %71 = phi ptr [ %73, %72 ], [ %20, %66 ]
  switch i8 %70, label %72 [
    i8 0, label %17
    i8 10, label %17
  ], !llvm.loop !14

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %71, i64 1
  %74 = load i8, ptr %73, align 1, !tbaa !5
  br label %69, !llvm.loop !16

75:                                               ; preds = %66
  %76 = getelementptr inbounds i8, ptr %20, i64 2
  br label %77

77:                                               ; preds = %86, %75
  %78 = phi ptr [ %76, %75 ], [ %91, %86 ]
  %79 = phi i32 [ %15, %75 ], [ %88, %86 ]
  %80 = phi i32 [ %12, %75 ], [ %90, %86 ]
  %81 = load i8, ptr %78, align 1, !tbaa !5
  switch i8 %81, label %86 [
    i8 0, label %92
    i8 42, label %82
  ]

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %78, i64 1
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = icmp eq i8 %84, 47
  br i1 %85, label %92, label %86

86:                                               ; preds = %77, %82
  %87 = icmp eq i8 %81, 10
  %88 = select i1 %87, i32 1, i32 %79
  %89 = zext i1 %87 to i32
  %90 = add nsw i32 %80, %89
  %91 = getelementptr inbounds i8, ptr %78, i64 1
  br label %77, !llvm.loop !17

92:                                               ; preds = %77, %82
  %93 = getelementptr inbounds i8, ptr %78, i64 2
  br label %94

94:                                               ; preds = %92, %50
  %95 = phi ptr [ %52, %50 ], [ %93, %92 ]
  %96 = phi i32 [ 1, %50 ], [ %79, %92 ]
  %97 = phi i32 [ %51, %50 ], [ %80, %92 ]
  br label %9, !llvm.loop !14

98:                                               ; preds = %66, %64
  %99 = zext i16 %58 to i32
  %100 = and i32 %99, 1024
  %101 = icmp ne i32 %100, 0
  %102 = icmp eq i8 %19, 95
  %103 = or i1 %102, %101
  br i1 %103, label %104, label %145

104:                                              ; preds = %98, %104
  %105 = phi ptr [ %114, %104 ], [ %20, %98 ]
  %106 = load i8, ptr %105, align 1, !tbaa !5
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds i16, ptr %55, i64 %107
  %109 = load i16, ptr %108, align 2, !tbaa !12
  %110 = and i16 %109, 8
  %111 = icmp ne i16 %110, 0
  %112 = icmp eq i8 %106, 95
  %113 = or i1 %112, %111
  %114 = getelementptr inbounds i8, ptr %105, i64 1
  br i1 %113, label %104, label %115, !llvm.loop !18

115:                                              ; preds = %104
  %116 = ptrtoint ptr %105 to i64
  %117 = ptrtoint ptr %20 to i64
  %118 = sub i64 %116, %117
  %119 = shl i64 %118, 32
  %120 = ashr exact i64 %119, 32
  br label %121

121:                                              ; preds = %141, %115
  %122 = phi i32 [ 0, %115 ], [ %143, %141 ]
  %123 = phi i32 [ 10, %115 ], [ %142, %141 ]
  %124 = add nsw i32 %123, %122
  %125 = sdiv i32 %124, 2
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %126
  %128 = load ptr, ptr %127, align 8, !tbaa !10
  %129 = tail call i32 @strncmp(ptr noundef %128, ptr noundef nonnull readonly %20, i64 noundef %120) #10
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %135

131:                                              ; preds = %121
  %132 = getelementptr inbounds i8, ptr %128, i64 %120
  %133 = load i8, ptr %132, align 1, !tbaa !5
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %217, label %139

135:                                              ; preds = %121
  %136 = icmp slt i32 %129, 0
  br i1 %136, label %137, label %139

137:                                              ; preds = %135
  %138 = add nsw i32 %125, 1
  br label %141

139:                                              ; preds = %135, %131
  %140 = add nsw i32 %125, -1
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi i32 [ %123, %137 ], [ %140, %139 ]
  %143 = phi i32 [ %138, %137 ], [ %122, %139 ]
  %144 = icmp sgt i32 %143, %142
  br i1 %144, label %217, label %121, !llvm.loop !19

145:                                              ; preds = %98
  %146 = and i32 %99, 2048
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %166

148:                                              ; preds = %145
  switch i8 %19, label %149 [
    i8 46, label %158
    i8 34, label %180
    i8 39, label %180
  ]

149:                                              ; preds = %158, %148
  %150 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.21, i64 noundef 3) #10
  %151 = icmp ne i32 %150, 0
  %152 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.22, i64 noundef 3) #10
  %153 = icmp ne i32 %152, 0
  %154 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.23, i64 noundef 3) #10
  %155 = icmp ne i32 %154, 0
  %156 = select i1 %155, i1 %153, i1 false
  %157 = select i1 %156, i1 %151, i1 false
  br i1 %157, label %203, label %213

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %20, i64 1
  %160 = load i8, ptr %159, align 1, !tbaa !5
  %161 = zext i8 %160 to i64
  %162 = getelementptr inbounds i16, ptr %55, i64 %161
  %163 = load i16, ptr %162, align 2, !tbaa !12
  %164 = and i16 %163, 2048
  %165 = icmp eq i16 %164, 0
  br i1 %165, label %149, label %166

166:                                              ; preds = %158, %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  %167 = call i64 @strtoul(ptr noundef nonnull %20, ptr noundef nonnull %2, i32 noundef 0) #8
  %168 = call double @strtod(ptr noundef nonnull %20, ptr noundef nonnull %3) #8
  %169 = load ptr, ptr %3, align 8, !tbaa !10
  %170 = load ptr, ptr %2, align 8, !tbaa !10
  %171 = icmp ugt ptr %169, %170
  %172 = select i1 %171, ptr %169, ptr %170
  br label %173

173:                                              ; preds = %176, %166
  %174 = phi ptr [ %172, %166 ], [ %177, %176 ]
  %175 = load i8, ptr %174, align 1, !tbaa !5
  switch i8 %175, label %178 [
    i8 117, label %176
    i8 85, label %176
    i8 108, label %176
    i8 76, label %176
  ]

176:                                              ; preds = %173, %173, %173, %173
  %177 = getelementptr inbounds i8, ptr %174, i64 1
  br label %173, !llvm.loop !20

178:                                              ; preds = %173
  %179 = select i1 %171, i64 3, i64 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  br label %217

180:                                              ; preds = %148, %148
  %181 = getelementptr inbounds i8, ptr %20, i64 1
  %182 = load i8, ptr %181, align 1, !tbaa !5
  %183 = icmp eq i8 %182, 0
  %184 = icmp eq i8 %182, %19
  %185 = or i1 %183, %184
  br i1 %185, label %198, label %186

186:                                              ; preds = %180, %186
  %187 = phi i8 [ %194, %186 ], [ %182, %180 ]
  %188 = phi ptr [ %193, %186 ], [ %181, %180 ]
  %189 = phi ptr [ %192, %186 ], [ %20, %180 ]
  %190 = icmp eq i8 %187, 92
  %191 = getelementptr inbounds i8, ptr %189, i64 2
  %192 = select i1 %190, ptr %191, ptr %188
  %193 = getelementptr inbounds i8, ptr %192, i64 1
  %194 = load i8, ptr %193, align 1, !tbaa !5
  %195 = icmp eq i8 %194, 0
  %196 = icmp eq i8 %194, %19
  %197 = or i1 %195, %196
  br i1 %197, label %198, label %186, !llvm.loop !21

198:                                              ; preds = %186, %180
  %199 = phi ptr [ %20, %180 ], [ %192, %186 ]
  %200 = getelementptr inbounds i8, ptr %199, i64 2
  %201 = icmp eq i8 %19, 34
  %202 = select i1 %201, i64 4, i64 5
  br label %217

203:                                              ; preds = %149, %203
  %204 = phi i64 [ %211, %203 ], [ 0, %149 ]
  %205 = phi i32 [ %210, %203 ], [ 1, %149 ]
  %206 = shl i64 %204, 2
  %207 = call ptr @llvm.load.relative.i64(ptr @ops2.rel, i64 %206)
  %208 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(1) %207, i64 noundef 2) #10
  %209 = icmp eq i32 %208, 0
  %210 = select i1 %209, i32 2, i32 %205
  %211 = add nuw nsw i64 %204, 1
  %212 = icmp eq i64 %211, 19
  br i1 %212, label %213, label %203, !llvm.loop !22

213:                                              ; preds = %203, %149
  %214 = phi i32 [ 3, %149 ], [ %210, %203 ]
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds i8, ptr %20, i64 %215
  br label %217

217:                                              ; preds = %141, %131, %178, %213, %198
  %218 = phi ptr [ %174, %178 ], [ %200, %198 ], [ %216, %213 ], [ %105, %131 ], [ %105, %141 ]
  %219 = phi i64 [ %179, %178 ], [ %202, %198 ], [ 6, %213 ], [ 1, %141 ], [ 0, %131 ]
  %220 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !8
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %220, align 4, !tbaa !8
  %223 = icmp slt i32 %5, 24
  br i1 %223, label %229, label %224

224:                                              ; preds = %217
  %225 = ptrtoint ptr %218 to i64
  %226 = ptrtoint ptr %20 to i64
  %227 = sub i64 %225, %226
  %228 = trunc i64 %227 to i32
  br label %238

229:                                              ; preds = %217
  %230 = shl i64 %219, 2
  %231 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %230)
  %232 = ptrtoint ptr %218 to i64
  %233 = ptrtoint ptr %20 to i64
  %234 = sub i64 %232, %233
  %235 = trunc i64 %234 to i32
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %12, i32 noundef %15, ptr noundef %231, i32 noundef %235, ptr noundef nonnull %20)
  %237 = add nsw i32 %5, 1
  br label %238

238:                                              ; preds = %224, %229
  %239 = phi i32 [ %228, %224 ], [ %235, %229 ]
  %240 = phi i32 [ %5, %224 ], [ %237, %229 ]
  %241 = add nsw i32 %15, %239
  br label %4, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
