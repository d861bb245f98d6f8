; ModuleID = 'programs/c_lexer_tokens.c'
source_filename = "programs/c_lexer_tokens.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@kw = internal unnamed_addr constant [11 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.2, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 8
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
  %1 = alloca [7 x i32], align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1, i8 0, i64 28, i1 false)
  br label %4

4:                                                ; preds = %240, %0
  %5 = phi i32 [ %242, %240 ], [ 0, %0 ]
  %6 = phi ptr [ %220, %240 ], [ @.str.10, %0 ]
  %7 = phi i32 [ %243, %240 ], [ 1, %0 ]
  %8 = phi i32 [ %12, %240 ], [ 1, %0 ]
  br label %9

9:                                                ; preds = %96, %4
  %10 = phi ptr [ %6, %4 ], [ %97, %96 ]
  %11 = phi i32 [ %7, %4 ], [ %98, %96 ]
  %12 = phi i32 [ %8, %4 ], [ %99, %96 ]
  br label %13

13:                                               ; preds = %9, %63
  %14 = phi ptr [ %64, %63 ], [ %10, %9 ]
  %15 = phi i32 [ %65, %63 ], [ %11, %9 ]
  %16 = load i8, ptr %14, align 1, !tbaa !6
  br label %18

17:                                               ; preds = %71, %71
  br label %18

18:                                               ; preds = %17, %13
  %19 = phi i8 [ %16, %13 ], [ %72, %17 ]
  %20 = phi ptr [ %14, %13 ], [ %73, %17 ]
  switch i8 %19, label %55 [
    i8 0, label %21
    i8 10, label %52
  ]

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %1, i64 4
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = getelementptr inbounds i8, ptr %1, i64 12
  %25 = load i32, ptr %1, align 4, !tbaa !9
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %25)
  %27 = load i32, ptr %22, align 4, !tbaa !9
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %27)
  %29 = load i32, ptr %23, align 4, !tbaa !9
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %29)
  %31 = load i32, ptr %24, align 4, !tbaa !9
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 16
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %1, i64 20
  %37 = load i32, ptr %36, align 4, !tbaa !9
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %37)
  %39 = getelementptr inbounds i8, ptr %1, i64 24
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %40)
  %42 = insertelement <4 x i32> poison, i32 %25, i64 0
  %43 = insertelement <4 x i32> %42, i32 %27, i64 1
  %44 = insertelement <4 x i32> %43, i32 %29, i64 2
  %45 = insertelement <4 x i32> %44, i32 %31, i64 3
  %46 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %45)
  %47 = add i32 %46, %34
  %48 = add i32 %37, %40
  %49 = add i32 %47, %48
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49, i32 noundef %12)
  %51 = and i32 %49, 127
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #9
  ret i32 %51

52:                                               ; preds = %18
  %53 = add nsw i32 %12, 1
  %54 = getelementptr inbounds i8, ptr %20, i64 1
  br label %96

55:                                               ; preds = %18
  %56 = tail call ptr @__ctype_b_loc() #10
  %57 = load ptr, ptr %56, align 8, !tbaa !11
  %58 = zext i8 %19 to i64
  %59 = getelementptr inbounds i16, ptr %57, i64 %58
  %60 = load i16, ptr %59, align 2, !tbaa !13
  %61 = and i16 %60, 8192
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %55
  %64 = getelementptr inbounds i8, ptr %20, i64 1
  %65 = add nsw i32 %15, 1
  br label %13, !llvm.loop !15

66:                                               ; preds = %55
  %67 = icmp eq i8 %19, 47
  br i1 %67, label %68, label %100

68:                                               ; preds = %66
  %69 = getelementptr inbounds i8, ptr %20, i64 1
  %70 = load i8, ptr %69, align 1, !tbaa !6
  switch i8 %70, label %100 [
    i8 47, label %71
    i8 42, label %77
  ]

71:                                               ; preds = %68, %74
  %72 = phi i8 [ %76, %74 ], [ %70, %68 ]
  %73 = phi ptr [ %75, %74 ], [ %20, %68 ]
  switch i8 %72, label %74 [
    i8 0, label %17
    i8 10, label %17
  ], !llvm.loop !15

74:                                               ; preds = %71
  %75 = getelementptr inbounds i8, ptr %73, i64 1
  %76 = load i8, ptr %75, align 1, !tbaa !6
  br label %71, !llvm.loop !17

77:                                               ; preds = %68
  %78 = getelementptr inbounds i8, ptr %20, i64 2
  br label %79

79:                                               ; preds = %88, %77
  %80 = phi ptr [ %78, %77 ], [ %93, %88 ]
  %81 = phi i32 [ %15, %77 ], [ %90, %88 ]
  %82 = phi i32 [ %12, %77 ], [ %92, %88 ]
  %83 = load i8, ptr %80, align 1, !tbaa !6
  switch i8 %83, label %88 [
    i8 0, label %94
    i8 42, label %84
  ]

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %80, i64 1
  %86 = load i8, ptr %85, align 1, !tbaa !6
  %87 = icmp eq i8 %86, 47
  br i1 %87, label %94, label %88

88:                                               ; preds = %79, %84
  %89 = icmp eq i8 %83, 10
  %90 = select i1 %89, i32 1, i32 %81
  %91 = zext i1 %89 to i32
  %92 = add nsw i32 %82, %91
  %93 = getelementptr inbounds i8, ptr %80, i64 1
  br label %79, !llvm.loop !18

94:                                               ; preds = %79, %84
  %95 = getelementptr inbounds i8, ptr %80, i64 2
  br label %96

96:                                               ; preds = %94, %52
  %97 = phi ptr [ %54, %52 ], [ %95, %94 ]
  %98 = phi i32 [ 1, %52 ], [ %81, %94 ]
  %99 = phi i32 [ %53, %52 ], [ %82, %94 ]
  br label %9, !llvm.loop !15

100:                                              ; preds = %68, %66
  %101 = zext i16 %60 to i32
  %102 = and i32 %101, 1024
  %103 = icmp ne i32 %102, 0
  %104 = icmp eq i8 %19, 95
  %105 = or i1 %104, %103
  br i1 %105, label %106, label %147

106:                                              ; preds = %100, %106
  %107 = phi ptr [ %116, %106 ], [ %20, %100 ]
  %108 = load i8, ptr %107, align 1, !tbaa !6
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds i16, ptr %57, i64 %109
  %111 = load i16, ptr %110, align 2, !tbaa !13
  %112 = and i16 %111, 8
  %113 = icmp ne i16 %112, 0
  %114 = icmp eq i8 %108, 95
  %115 = or i1 %114, %113
  %116 = getelementptr inbounds i8, ptr %107, i64 1
  br i1 %115, label %106, label %117, !llvm.loop !19

117:                                              ; preds = %106
  %118 = ptrtoint ptr %107 to i64
  %119 = ptrtoint ptr %20 to i64
  %120 = sub i64 %118, %119
  %121 = shl i64 %120, 32
  %122 = ashr exact i64 %121, 32
  br label %123

123:                                              ; preds = %143, %117
  %124 = phi i32 [ 0, %117 ], [ %145, %143 ]
  %125 = phi i32 [ 10, %117 ], [ %144, %143 ]
  %126 = add nsw i32 %125, %124
  %127 = sdiv i32 %126, 2
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %128
  %130 = load ptr, ptr %129, align 8, !tbaa !11
  %131 = tail call i32 @strncmp(ptr noundef %130, ptr noundef nonnull readonly %20, i64 noundef %122) #11
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %133, label %137

133:                                              ; preds = %123
  %134 = getelementptr inbounds i8, ptr %130, i64 %122
  %135 = load i8, ptr %134, align 1, !tbaa !6
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %219, label %141

137:                                              ; preds = %123
  %138 = icmp slt i32 %131, 0
  br i1 %138, label %139, label %141

139:                                              ; preds = %137
  %140 = add nsw i32 %127, 1
  br label %143

141:                                              ; preds = %137, %133
  %142 = add nsw i32 %127, -1
  br label %143

143:                                              ; preds = %141, %139
  %144 = phi i32 [ %125, %139 ], [ %142, %141 ]
  %145 = phi i32 [ %140, %139 ], [ %124, %141 ]
  %146 = icmp sgt i32 %145, %144
  br i1 %146, label %219, label %123, !llvm.loop !20

147:                                              ; preds = %100
  %148 = and i32 %101, 2048
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %150, label %168

150:                                              ; preds = %147
  switch i8 %19, label %151 [
    i8 46, label %160
    i8 34, label %182
    i8 39, label %182
  ]

151:                                              ; preds = %160, %150
  %152 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.21, i64 noundef 3) #11
  %153 = icmp ne i32 %152, 0
  %154 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.22, i64 noundef 3) #11
  %155 = icmp ne i32 %154, 0
  %156 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.23, i64 noundef 3) #11
  %157 = icmp ne i32 %156, 0
  %158 = select i1 %157, i1 %155, i1 false
  %159 = select i1 %158, i1 %153, i1 false
  br i1 %159, label %205, label %215

160:                                              ; preds = %150
  %161 = getelementptr inbounds i8, ptr %20, i64 1
  %162 = load i8, ptr %161, align 1, !tbaa !6
  %163 = zext i8 %162 to i64
  %164 = getelementptr inbounds i16, ptr %57, i64 %163
  %165 = load i16, ptr %164, align 2, !tbaa !13
  %166 = and i16 %165, 2048
  %167 = icmp eq i16 %166, 0
  br i1 %167, label %151, label %168

168:                                              ; preds = %160, %147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  %169 = call i64 @strtoul(ptr noundef nonnull %20, ptr noundef nonnull %2, i32 noundef 0) #9
  %170 = call double @strtod(ptr noundef nonnull %20, ptr noundef nonnull %3) #9
  %171 = load ptr, ptr %3, align 8, !tbaa !11
  %172 = load ptr, ptr %2, align 8, !tbaa !11
  %173 = icmp ugt ptr %171, %172
  %174 = select i1 %173, ptr %171, ptr %172
  br label %175

175:                                              ; preds = %178, %168
  %176 = phi ptr [ %174, %168 ], [ %179, %178 ]
  %177 = load i8, ptr %176, align 1, !tbaa !6
  switch i8 %177, label %180 [
    i8 117, label %178
    i8 85, label %178
    i8 108, label %178
    i8 76, label %178
  ]

178:                                              ; preds = %175, %175, %175, %175
  %179 = getelementptr inbounds i8, ptr %176, i64 1
  br label %175, !llvm.loop !21

180:                                              ; preds = %175
  %181 = select i1 %173, i64 3, i64 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %219

182:                                              ; preds = %150, %150
  %183 = getelementptr inbounds i8, ptr %20, i64 1
  %184 = load i8, ptr %183, align 1, !tbaa !6
  %185 = icmp eq i8 %184, 0
  %186 = icmp eq i8 %184, %19
  %187 = or i1 %185, %186
  br i1 %187, label %200, label %188

188:                                              ; preds = %182, %188
  %189 = phi i8 [ %196, %188 ], [ %184, %182 ]
  %190 = phi ptr [ %195, %188 ], [ %183, %182 ]
  %191 = phi ptr [ %194, %188 ], [ %20, %182 ]
  %192 = icmp eq i8 %189, 92
  %193 = getelementptr inbounds i8, ptr %191, i64 2
  %194 = select i1 %192, ptr %193, ptr %190
  %195 = getelementptr inbounds i8, ptr %194, i64 1
  %196 = load i8, ptr %195, align 1, !tbaa !6
  %197 = icmp eq i8 %196, 0
  %198 = icmp eq i8 %196, %19
  %199 = or i1 %197, %198
  br i1 %199, label %200, label %188, !llvm.loop !22

200:                                              ; preds = %188, %182
  %201 = phi ptr [ %20, %182 ], [ %194, %188 ]
  %202 = getelementptr inbounds i8, ptr %201, i64 2
  %203 = icmp eq i8 %19, 34
  %204 = select i1 %203, i64 4, i64 5
  br label %219

205:                                              ; preds = %151, %205
  %206 = phi i64 [ %213, %205 ], [ 0, %151 ]
  %207 = phi i32 [ %212, %205 ], [ 1, %151 ]
  %208 = shl i64 %206, 2
  %209 = call ptr @llvm.load.relative.i64(ptr @ops2.rel, i64 %208)
  %210 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(1) %209, i64 noundef 2) #11
  %211 = icmp eq i32 %210, 0
  %212 = select i1 %211, i32 2, i32 %207
  %213 = add nuw nsw i64 %206, 1
  %214 = icmp eq i64 %213, 19
  br i1 %214, label %215, label %205, !llvm.loop !23

215:                                              ; preds = %205, %151
  %216 = phi i32 [ 3, %151 ], [ %212, %205 ]
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %20, i64 %217
  br label %219

219:                                              ; preds = %143, %133, %180, %215, %200
  %220 = phi ptr [ %176, %180 ], [ %202, %200 ], [ %218, %215 ], [ %107, %133 ], [ %107, %143 ]
  %221 = phi i64 [ %181, %180 ], [ %204, %200 ], [ 6, %215 ], [ 1, %143 ], [ 0, %133 ]
  %222 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !9
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %222, align 4, !tbaa !9
  %225 = icmp slt i32 %5, 24
  br i1 %225, label %231, label %226

226:                                              ; preds = %219
  %227 = ptrtoint ptr %220 to i64
  %228 = ptrtoint ptr %20 to i64
  %229 = sub i64 %227, %228
  %230 = trunc i64 %229 to i32
  br label %240

231:                                              ; preds = %219
  %232 = shl i64 %221, 2
  %233 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %232)
  %234 = ptrtoint ptr %220 to i64
  %235 = ptrtoint ptr %20 to i64
  %236 = sub i64 %234, %235
  %237 = trunc i64 %236 to i32
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %12, i32 noundef %15, ptr noundef %233, i32 noundef %237, ptr noundef nonnull %20)
  %239 = add nsw i32 %5, 1
  br label %240

240:                                              ; preds = %226, %231
  %241 = phi i32 [ %230, %226 ], [ %237, %231 ]
  %242 = phi i32 [ %5, %226 ], [ %239, %231 ]
  %243 = add nsw i32 %15, %241
  br label %4, !llvm.loop !15
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
