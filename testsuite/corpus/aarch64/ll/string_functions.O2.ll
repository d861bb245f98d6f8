; ModuleID = 'programs/string_functions.c'
source_filename = "programs/string_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hellp\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"\FF\01\00", align 1
@.str.7 = private unnamed_addr constant [37 x i8] c"abcdefghijklmnopqrstuvwxyz0123456789\00", align 1
@__const.main.strs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [27 x i8] c"own vs libc mismatches=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"-bar\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"-bazqux\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"%s len=%zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"strncpy %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.16 = private unnamed_addr constant [51 x i8] c"strchr %s | strrchr %s | strstr %s | my_strstr %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.19 = private unnamed_addr constant [35 x i8] c"strspn %zu strcspn %zu strpbrk %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [25 x i8] c"strncmp %d %d memcmp %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"memchr %s\0A\00", align 1
@__const.main.tok = private unnamed_addr constant [14 x i8] c"a,b,,c;d e;;f\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c",; \00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c" ntok=%d\0A\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"  +99xyz\00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.34 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.35 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"1e3\00", align 1
@__const.main.nums = private unnamed_addr constant [10 x ptr] [ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 8
@.str.38 = private unnamed_addr constant [57 x i8] c"strtoll(%s)=%lld rest='%s' err=%d strtoull=%llu atoi=%d\0A\00", align 1
@.str.39 = private unnamed_addr constant [29 x i8] c"strtol base2 %ld base36 %ld\0A\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"1e-310\00", align 1
@.str.45 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.47 = private unnamed_addr constant [8 x i8] c"0x1.8p3\00", align 1
@.str.48 = private unnamed_addr constant [12 x i8] c"  12.5e2abc\00", align 1
@.str.49 = private unnamed_addr constant [25 x i8] c"strtod(%s)=%g rest='%s'\0A\00", align 1
@__const.main.rv = private unnamed_addr constant [9 x i8] c"racecar!\00", align 1
@.str.50 = private unnamed_addr constant [12 x i8] c"reverse %s\0A\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"upsum=%d\0A\00", align 1
@.str.52 = private unnamed_addr constant [12 x i8] c"biglen=%zu\0A\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"%s:%d:%c\00", align 1
@.str.54 = private unnamed_addr constant [4 x i8] c"key\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"snprintf %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i8], align 4
  %2 = alloca [8 x i8], align 1
  %3 = alloca [14 x i8], align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [9 x i8], align 1
  %7 = alloca [300 x i8], align 1
  %8 = alloca [32 x i8], align 1
  br label %51

9:                                                ; preds = %71
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %110)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #9
  store i32 7303014, ptr %1, align 4
  %11 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %12 = getelementptr inbounds i8, ptr %1, i64 %11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %12, ptr noundef nonnull align 1 dereferenceable(5) @.str.10, i64 5, i1 false)
  %13 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(8) @.str.11, i64 noundef 4) #9
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %1, i64 noundef %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %2, ptr noundef nonnull align 1 dereferenceable(11) @.str.13, i64 noundef 7, i1 false) #9
  %16 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 0, ptr %16, align 1, !tbaa !6
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %2)
  br label %18

18:                                               ; preds = %38, %9
  %19 = phi i8 [ 116, %9 ], [ %41, %38 ]
  %20 = phi i64 [ 0, %9 ], [ %39, %38 ]
  %21 = getelementptr inbounds i8, ptr @.str.15, i64 %20
  br label %22

22:                                               ; preds = %28, %18
  %23 = phi ptr [ @.str.18, %18 ], [ %30, %28 ]
  %24 = phi ptr [ %21, %18 ], [ %29, %28 ]
  %25 = phi i8 [ %19, %18 ], [ %31, %28 ]
  %26 = load i8, ptr %23, align 1, !tbaa !6
  %27 = icmp eq i8 %25, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %24, i64 1
  %30 = getelementptr inbounds i8, ptr %23, i64 1
  %31 = load i8, ptr %29, align 1, !tbaa !6
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %33, label %22, !llvm.loop !9

33:                                               ; preds = %28
  %34 = load i8, ptr %30, align 1, !tbaa !6
  br label %35

35:                                               ; preds = %22, %33
  %36 = phi i8 [ %34, %33 ], [ %26, %22 ]
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %35
  %39 = add nuw nsw i64 %20, 1
  %40 = getelementptr inbounds i8, ptr @.str.15, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !6
  %42 = icmp eq i64 %39, 43
  br i1 %42, label %43, label %18, !llvm.loop !11

43:                                               ; preds = %35, %38
  %44 = phi ptr [ %21, %35 ], [ null, %38 ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 4), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 41), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 31), ptr noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 4, i64 noundef 18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 4))
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 0, i32 noundef -1, i32 noundef -1)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 20))
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %3, ptr noundef nonnull align 1 dereferenceable(14) @__const.main.tok, i64 14, i1 false)
  %49 = call ptr @strtok(ptr noundef nonnull %3, ptr noundef nonnull @.str.25) #9
  %50 = icmp eq ptr %49, null
  br i1 %50, label %113, label %117

51:                                               ; preds = %0, %71
  %52 = phi i64 [ 0, %0 ], [ %72, %71 ]
  %53 = phi i32 [ 0, %0 ], [ %110, %71 ]
  %54 = getelementptr inbounds [8 x ptr], ptr @__const.main.strs, i64 0, i64 %52
  %55 = load ptr, ptr %54, align 8, !tbaa !12
  br label %56

56:                                               ; preds = %56, %51
  %57 = phi ptr [ %55, %51 ], [ %60, %56 ]
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = icmp eq i8 %58, 0
  %60 = getelementptr inbounds i8, ptr %57, i64 1
  br i1 %59, label %61, label %56, !llvm.loop !14

61:                                               ; preds = %56
  %62 = ptrtoint ptr %57 to i64
  %63 = ptrtoint ptr %55 to i64
  %64 = sub i64 %62, %63
  %65 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %55) #10
  %66 = icmp ne i64 %64, %65
  %67 = zext i1 %66 to i32
  %68 = add nsw i32 %53, %67
  %69 = load i8, ptr %55, align 1, !tbaa !6
  %70 = icmp eq i8 %69, 0
  br label %74

71:                                               ; preds = %94
  %72 = add nuw nsw i64 %52, 1
  %73 = icmp eq i64 %72, 8
  br i1 %73, label %9, label %51, !llvm.loop !15

74:                                               ; preds = %61, %94
  %75 = phi i64 [ 0, %61 ], [ %111, %94 ]
  %76 = phi i32 [ %68, %61 ], [ %110, %94 ]
  %77 = getelementptr inbounds [8 x ptr], ptr @__const.main.strs, i64 0, i64 %75
  %78 = load ptr, ptr %77, align 8, !tbaa !12
  br i1 %70, label %94, label %79

79:                                               ; preds = %74, %85
  %80 = phi i8 [ %88, %85 ], [ %69, %74 ]
  %81 = phi ptr [ %87, %85 ], [ %78, %74 ]
  %82 = phi ptr [ %86, %85 ], [ %55, %74 ]
  %83 = load i8, ptr %81, align 1, !tbaa !6
  %84 = icmp eq i8 %80, %83
  br i1 %84, label %85, label %90

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %82, i64 1
  %87 = getelementptr inbounds i8, ptr %81, i64 1
  %88 = load i8, ptr %86, align 1, !tbaa !6
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %90, label %79, !llvm.loop !16

90:                                               ; preds = %85, %79
  %91 = phi ptr [ %81, %79 ], [ %87, %85 ]
  %92 = phi i8 [ %80, %79 ], [ 0, %85 ]
  %93 = zext i8 %92 to i32
  br label %94

94:                                               ; preds = %74, %90
  %95 = phi ptr [ %78, %74 ], [ %91, %90 ]
  %96 = phi i32 [ 0, %74 ], [ %93, %90 ]
  %97 = load i8, ptr %95, align 1, !tbaa !6
  %98 = zext i8 %97 to i32
  %99 = icmp ult i32 %96, %98
  %100 = icmp ne i32 %96, %98
  %101 = zext i1 %100 to i32
  %102 = select i1 %99, i32 -1, i32 %101
  %103 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %55, ptr noundef nonnull dereferenceable(1) %78) #10
  %104 = ashr i32 %103, 31
  %105 = icmp ne i32 %103, 0
  %106 = zext i1 %105 to i32
  %107 = or i32 %104, %106
  %108 = icmp ne i32 %102, %107
  %109 = zext i1 %108 to i32
  %110 = add nsw i32 %76, %109
  %111 = add nuw nsw i64 %75, 1
  %112 = icmp eq i64 %111, 8
  br i1 %112, label %71, label %74, !llvm.loop !17

113:                                              ; preds = %117, %43
  %114 = phi i32 [ 0, %43 ], [ %121, %117 ]
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %114)
  %116 = tail call ptr @__errno_location() #11
  br label %150

117:                                              ; preds = %43, %117
  %118 = phi i32 [ %121, %117 ], [ 0, %43 ]
  %119 = phi ptr [ %122, %117 ], [ %49, %43 ]
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull %119)
  %121 = add nuw nsw i32 %118, 1
  %122 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.25) #9
  %123 = icmp eq ptr %122, null
  br i1 %123, label %113, label %117, !llvm.loop !18

124:                                              ; preds = %164
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 45, i64 noundef 1295)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %126 = call double @strtod(ptr noundef nonnull @.str.42, ptr noundef nonnull %5) #9
  %127 = load ptr, ptr %5, align 8, !tbaa !12
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.42, double noundef %126, ptr noundef %127)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %129 = call double @strtod(ptr noundef nonnull @.str.43, ptr noundef nonnull %5) #9
  %130 = load ptr, ptr %5, align 8, !tbaa !12
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.43, double noundef %129, ptr noundef %130)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %132 = call double @strtod(ptr noundef nonnull @.str.44, ptr noundef nonnull %5) #9
  %133 = load ptr, ptr %5, align 8, !tbaa !12
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.44, double noundef %132, ptr noundef %133)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %135 = call double @strtod(ptr noundef nonnull @.str.45, ptr noundef nonnull %5) #9
  %136 = load ptr, ptr %5, align 8, !tbaa !12
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.45, double noundef %135, ptr noundef %136)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %138 = call double @strtod(ptr noundef nonnull @.str.46, ptr noundef nonnull %5) #9
  %139 = load ptr, ptr %5, align 8, !tbaa !12
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.46, double noundef %138, ptr noundef %139)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %141 = call double @strtod(ptr noundef nonnull @.str.47, ptr noundef nonnull %5) #9
  %142 = load ptr, ptr %5, align 8, !tbaa !12
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.47, double noundef %141, ptr noundef %142)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9
  %144 = call double @strtod(ptr noundef nonnull @.str.48, ptr noundef nonnull %5) #9
  %145 = load ptr, ptr %5, align 8, !tbaa !12
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.48, double noundef %144, ptr noundef %145)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %6, ptr noundef nonnull align 1 dereferenceable(9) @__const.main.rv, i64 9, i1 false)
  %147 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #10
  %148 = lshr i64 %147, 1
  %149 = icmp ult i64 %147, 2
  br i1 %149, label %180, label %169

150:                                              ; preds = %113, %164
  %151 = phi i64 [ 0, %113 ], [ %167, %164 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  store i32 0, ptr %116, align 4, !tbaa !19
  %152 = getelementptr inbounds [10 x ptr], ptr @__const.main.nums, i64 0, i64 %151
  %153 = load ptr, ptr %152, align 8, !tbaa !12
  %154 = call i64 @strtoll(ptr noundef %153, ptr noundef nonnull %4, i32 noundef 0) #9
  %155 = load i32, ptr %116, align 4, !tbaa !19
  %156 = call i64 @strtoull(ptr nocapture noundef %153, ptr noundef null, i32 noundef 10) #9
  %157 = load ptr, ptr %4, align 8, !tbaa !12
  %158 = icmp ne i32 %155, 0
  %159 = zext i1 %158 to i32
  %160 = icmp ult i64 %151, 5
  br i1 %160, label %161, label %164

161:                                              ; preds = %150
  %162 = call i64 @strtol(ptr nocapture noundef nonnull %153, ptr noundef null, i32 noundef 10) #9
  %163 = trunc i64 %162 to i32
  br label %164

164:                                              ; preds = %150, %161
  %165 = phi i32 [ %163, %161 ], [ 0, %150 ]
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef %153, i64 noundef %154, ptr noundef %157, i32 noundef %159, i64 noundef %156, i32 noundef %165)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  %167 = add nuw nsw i64 %151, 1
  %168 = icmp eq i64 %167, 10
  br i1 %168, label %124, label %150, !llvm.loop !21

169:                                              ; preds = %124
  %170 = getelementptr i8, ptr %6, i64 %147
  br label %171

171:                                              ; preds = %171, %169
  %172 = phi i64 [ 0, %169 ], [ %178, %171 ]
  %173 = getelementptr inbounds i8, ptr %6, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !6
  %175 = xor i64 %172, -1
  %176 = getelementptr i8, ptr %170, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !6
  store i8 %177, ptr %173, align 1, !tbaa !6
  store i8 %174, ptr %176, align 1, !tbaa !6
  %178 = add nuw nsw i64 %172, 1
  %179 = icmp eq i64 %178, %148
  br i1 %179, label %180, label %171, !llvm.loop !22

180:                                              ; preds = %171, %124
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull %6)
  %182 = tail call ptr @__ctype_b_loc() #11
  %183 = load ptr, ptr %182, align 8, !tbaa !12
  br label %192

184:                                              ; preds = %206
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %208)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(299) %7, i8 120, i64 299, i1 false)
  %186 = getelementptr inbounds i8, ptr %7, i64 299
  store i8 0, ptr %186, align 1, !tbaa !6
  %187 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #10
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i64 noundef %187)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #9
  %189 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.53, ptr noundef nonnull @.str.54, i32 noundef 12, i32 noundef 90) #9
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.55, ptr noundef nonnull %8)
  %191 = add nsw i32 %114, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #9
  ret i32 %191

192:                                              ; preds = %180, %206
  %193 = phi i8 [ 116, %180 ], [ %211, %206 ]
  %194 = phi i64 [ 0, %180 ], [ %209, %206 ]
  %195 = phi i32 [ 0, %180 ], [ %208, %206 ]
  %196 = zext i8 %193 to i64
  %197 = getelementptr inbounds i16, ptr %183, i64 %196
  %198 = load i16, ptr %197, align 2, !tbaa !23
  %199 = and i16 %198, 1024
  %200 = icmp eq i16 %199, 0
  br i1 %200, label %206, label %201

201:                                              ; preds = %192
  %202 = tail call ptr @__ctype_toupper_loc() #11
  %203 = load ptr, ptr %202, align 8, !tbaa !12
  %204 = getelementptr inbounds i32, ptr %203, i64 %196
  %205 = load i32, ptr %204, align 4, !tbaa !19
  br label %206

206:                                              ; preds = %192, %201
  %207 = phi i32 [ %205, %201 ], [ 0, %192 ]
  %208 = add nsw i32 %207, %195
  %209 = add nuw nsw i64 %194, 1
  %210 = getelementptr inbounds i8, ptr @.str.15, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !6
  %212 = icmp eq i64 %209, 43
  br i1 %212, label %184, label %192, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !7, i64 0}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
!25 = distinct !{!25, !10}
