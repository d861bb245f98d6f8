; ModuleID = 'programs/addc_subc_builtins.c'
source_filename = "programs/addc_subc_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i64] [i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807], align 16
@__const.main.b = private unnamed_addr constant [4 x i64] [i64 1, i64 0, i64 -9223372036854775808, i64 0], align 16
@.str = private unnamed_addr constant [37 x i8] c"add %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"sub back ok=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [37 x i8] c"b-a %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"carry out %u top %016llx\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [58 x i8] c"addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 1, 4) i32 @main() local_unnamed_addr #0 !dbg !49 {
    #dbg_assign(i1 undef, !53, !DIExpression(), !82, ptr @__const.main.a, !DIExpression(), !83)
    #dbg_assign(i1 undef, !57, !DIExpression(), !84, ptr @__const.main.b, !DIExpression(), !83)
  %1 = alloca [4 x i64], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !58, !DIExpression(), !85, ptr %1, !DIExpression(), !83)
  %2 = alloca [4 x i64], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !59, !DIExpression(), !86, ptr %2, !DIExpression(), !83)
  %3 = alloca [4 x i64], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !64, !DIExpression(), !87, ptr %3, !DIExpression(), !88)
  %4 = alloca [4 x i64], align 16, !DIAssignID !89
    #dbg_assign(i1 undef, !67, !DIExpression(), !89, ptr %4, !DIExpression(), !88)
  %5 = alloca [4 x i64], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !68, !DIExpression(), !90, ptr %5, !DIExpression(), !88)
  %6 = alloca [8 x i32], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !72, !DIExpression(), !91, ptr %6, !DIExpression(), !88)
  %7 = alloca [8 x i32], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !74, !DIExpression(), !92, ptr %7, !DIExpression(), !88)
  %8 = alloca [8 x i32], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !75, !DIExpression(), !93, ptr %8, !DIExpression(), !88)
    #dbg_assign(i1 undef, !53, !DIExpression(), !94, ptr @__const.main.a, !DIExpression(), !83)
    #dbg_assign(i1 undef, !57, !DIExpression(), !95, ptr @__const.main.b, !DIExpression(), !83)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !96
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6, !dbg !96
  call fastcc void @add256(ptr noundef nonnull %1, ptr noundef nonnull @__const.main.a, ptr noundef nonnull @__const.main.b), !dbg !97
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !98
  %10 = load i64, ptr %9, align 8, !dbg !98, !tbaa !99
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !103
  %12 = load i64, ptr %11, align 16, !dbg !103, !tbaa !99
  %13 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !104
  %14 = load i64, ptr %13, align 8, !dbg !104, !tbaa !99
  %15 = load i64, ptr %1, align 16, !dbg !105, !tbaa !99
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %10, i64 noundef %12, i64 noundef %14, i64 noundef %15), !dbg !106
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull %1, ptr noundef nonnull @__const.main.b), !dbg !107
  %17 = load i64, ptr %2, align 16, !dbg !108, !tbaa !99
  %18 = icmp eq i64 %17, -1, !dbg !109
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i64 %20, -1
  %22 = select i1 %18, i1 %21, i1 false, !dbg !110
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = load i64, ptr %23, align 16
  %25 = icmp eq i64 %24, -9223372036854775808
  %26 = select i1 %22, i1 %25, i1 false, !dbg !110
  %27 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !110
  %28 = load i64, ptr %27, align 8, !dbg !110
  %29 = icmp eq i64 %28, 9223372036854775807, !dbg !110
  %30 = select i1 %26, i1 %29, i1 false, !dbg !110
  %31 = zext i1 %30 to i32, !dbg !110
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31), !dbg !111
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.b, ptr noundef nonnull @__const.main.a), !dbg !112
  %33 = load i64, ptr %27, align 8, !dbg !113, !tbaa !99
  %34 = load i64, ptr %23, align 16, !dbg !114, !tbaa !99
  %35 = load i64, ptr %19, align 8, !dbg !115, !tbaa !99
  %36 = load i64, ptr %2, align 16, !dbg !116, !tbaa !99
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %33, i64 noundef %34, i64 noundef %35, i64 noundef %36), !dbg !117
    #dbg_value(i64 2611923443488327891, !60, !DIExpression(), !83)
    #dbg_value(i32 0, !61, !DIExpression(), !83)
    #dbg_value(i32 0, !62, !DIExpression(), !118)
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = getelementptr inbounds i8, ptr %4, i64 8
    #dbg_value(i64 2611923443488327891, !60, !DIExpression(), !83)
    #dbg_value(i32 0, !61, !DIExpression(), !83)
    #dbg_value(i32 0, !62, !DIExpression(), !118)
  %40 = getelementptr inbounds i8, ptr %5, i64 8
  %41 = getelementptr inbounds i8, ptr %5, i64 24
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = getelementptr inbounds i8, ptr %4, i64 16
  %44 = getelementptr inbounds i8, ptr %3, i64 24
  %45 = getelementptr inbounds i8, ptr %4, i64 24
  %46 = getelementptr inbounds i8, ptr %6, i64 4
  %47 = getelementptr inbounds i8, ptr %7, i64 4
  %48 = getelementptr inbounds i8, ptr %6, i64 8
  %49 = getelementptr inbounds i8, ptr %6, i64 12
  %50 = getelementptr inbounds i8, ptr %7, i64 8
  %51 = getelementptr inbounds i8, ptr %7, i64 12
  %52 = getelementptr inbounds i8, ptr %6, i64 16
  %53 = getelementptr inbounds i8, ptr %6, i64 20
  %54 = getelementptr inbounds i8, ptr %7, i64 16
  %55 = getelementptr inbounds i8, ptr %7, i64 20
  %56 = getelementptr inbounds i8, ptr %6, i64 24
  %57 = getelementptr inbounds i8, ptr %6, i64 28
  %58 = getelementptr inbounds i8, ptr %7, i64 24
  %59 = getelementptr inbounds i8, ptr %7, i64 28
  %60 = getelementptr inbounds i8, ptr %8, i64 4
  %61 = getelementptr inbounds i8, ptr %8, i64 12
  %62 = getelementptr inbounds i8, ptr %8, i64 8
  %63 = getelementptr inbounds i8, ptr %8, i64 20
  %64 = getelementptr inbounds i8, ptr %8, i64 16
  %65 = getelementptr inbounds i8, ptr %5, i64 16
  %66 = getelementptr inbounds i8, ptr %8, i64 28
  %67 = getelementptr inbounds i8, ptr %8, i64 24
  br label %72, !dbg !119

68:                                               ; preds = %187
  tail call fastcc void @small_carries(), !dbg !120
    #dbg_value(i32 3, !81, !DIExpression(), !83)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %183), !dbg !121
  %70 = icmp eq i32 %183, 0, !dbg !122
  %71 = select i1 %70, i32 3, i32 1, !dbg !122
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6, !dbg !123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !123
  ret i32 %71, !dbg !123

72:                                               ; preds = %0, %187
  %73 = phi i64 [ 2611923443488327891, %0 ], [ %99, %187 ]
  %74 = phi i32 [ 0, %0 ], [ %183, %187 ]
  %75 = phi i32 [ 0, %0 ], [ %188, %187 ]
    #dbg_value(i64 %73, !60, !DIExpression(), !83)
    #dbg_value(i32 %74, !61, !DIExpression(), !83)
    #dbg_value(i32 %75, !62, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6, !dbg !124
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #6, !dbg !124
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #6, !dbg !124
    #dbg_value(i32 0, !69, !DIExpression(), !125)
  %76 = and i32 %75, 1
  %77 = icmp eq i32 %76, 0
    #dbg_value(i64 %73, !60, !DIExpression(), !83)
    #dbg_value(i32 0, !69, !DIExpression(), !125)
    #dbg_value(i64 %73, !60, !DIExpression(), !83)
    #dbg_value(i64 0, !69, !DIExpression(), !125)
  %78 = mul i64 %73, 2862933555777941757, !dbg !126
  %79 = add i64 %78, 3037000493, !dbg !129
    #dbg_value(i64 %79, !60, !DIExpression(), !83)
  store i64 %79, ptr %3, align 16, !dbg !130, !tbaa !99
  %80 = mul i64 %79, 2862933555777941757, !dbg !131
  %81 = add i64 %80, 3037000493, !dbg !132
    #dbg_value(i64 %81, !60, !DIExpression(), !83)
  %82 = sub i64 -3037000494, %80, !dbg !133
  %83 = select i1 %77, i64 %81, i64 %82, !dbg !133
  store i64 %83, ptr %4, align 16, !dbg !134, !tbaa !99
    #dbg_value(i64 1, !69, !DIExpression(), !125)
  %84 = mul i64 %81, 2862933555777941757, !dbg !126
  %85 = add i64 %84, 3037000493, !dbg !129
    #dbg_value(i64 %85, !60, !DIExpression(), !83)
  store i64 %85, ptr %38, align 8, !dbg !130, !tbaa !99
  %86 = mul i64 %85, 2862933555777941757, !dbg !131
  %87 = add i64 %86, 3037000493, !dbg !132
    #dbg_value(i64 %87, !60, !DIExpression(), !83)
  %88 = sub i64 -3037000494, %86, !dbg !133
  %89 = select i1 %77, i64 %87, i64 %88, !dbg !133
  store i64 %89, ptr %39, align 8, !dbg !134, !tbaa !99
    #dbg_value(i64 2, !69, !DIExpression(), !125)
  %90 = mul i64 %87, 2862933555777941757, !dbg !126
  %91 = add i64 %90, 3037000493, !dbg !129
    #dbg_value(i64 %91, !60, !DIExpression(), !83)
  store i64 %91, ptr %42, align 16, !dbg !130, !tbaa !99
  %92 = mul i64 %91, 2862933555777941757, !dbg !131
  %93 = add i64 %92, 3037000493, !dbg !132
    #dbg_value(i64 %93, !60, !DIExpression(), !83)
  %94 = sub i64 -3037000494, %92, !dbg !133
  %95 = select i1 %77, i64 %93, i64 %94, !dbg !133
  store i64 %95, ptr %43, align 16, !dbg !134, !tbaa !99
    #dbg_value(i64 3, !69, !DIExpression(), !125)
  %96 = mul i64 %93, 2862933555777941757, !dbg !126
  %97 = add i64 %96, 3037000493, !dbg !129
    #dbg_value(i64 %97, !60, !DIExpression(), !83)
  store i64 %97, ptr %44, align 8, !dbg !130, !tbaa !99
  %98 = mul i64 %97, 2862933555777941757, !dbg !131
  %99 = add i64 %98, 3037000493, !dbg !132
    #dbg_value(i64 %99, !60, !DIExpression(), !83)
  %100 = sub i64 -3037000494, %98, !dbg !133
  %101 = select i1 %77, i64 %99, i64 %100, !dbg !133
  store i64 %101, ptr %45, align 8, !dbg !134, !tbaa !99
    #dbg_value(i64 4, !69, !DIExpression(), !125)
  call fastcc void @add256(ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !135
  %102 = zext i64 %85 to i128, !dbg !136
  %103 = shl nuw i128 %102, 64, !dbg !137
  %104 = zext i64 %79 to i128, !dbg !138
  %105 = or disjoint i128 %103, %104, !dbg !139
  %106 = zext i64 %89 to i128, !dbg !140
  %107 = shl nuw i128 %106, 64, !dbg !141
  %108 = zext i64 %83 to i128, !dbg !142
  %109 = or disjoint i128 %107, %108, !dbg !143
  %110 = add i128 %109, %105, !dbg !144
    #dbg_value(i128 %110, !71, !DIExpression(), !88)
  %111 = trunc i128 %110 to i64, !dbg !145
  %112 = load i64, ptr %5, align 16, !dbg !147, !tbaa !99
  %113 = icmp ne i64 %112, %111, !dbg !148
  %114 = load i64, ptr %40, align 8, !dbg !149, !tbaa !99
  %115 = lshr i128 %110, 64
  %116 = trunc nuw i128 %115 to i64
  %117 = icmp ne i64 %114, %116
  %118 = select i1 %113, i1 true, i1 %117, !dbg !152
  %119 = zext i1 %118 to i32, !dbg !152
  %120 = add nsw i32 %74, %119, !dbg !152
    #dbg_value(i32 %120, !61, !DIExpression(), !83)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6, !dbg !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6, !dbg !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #6, !dbg !153
    #dbg_value(i32 0, !76, !DIExpression(), !154)
    #dbg_value(i64 0, !76, !DIExpression(), !154)
  %121 = trunc i64 %79 to i32, !dbg !155
  store i32 %121, ptr %6, align 16, !dbg !158, !tbaa !159
  %122 = lshr i64 %79, 32, !dbg !161
  %123 = trunc nuw i64 %122 to i32, !dbg !162
  store i32 %123, ptr %46, align 4, !dbg !163, !tbaa !159
  %124 = trunc i64 %83 to i32, !dbg !164
  store i32 %124, ptr %7, align 16, !dbg !165, !tbaa !159
  %125 = lshr i64 %83, 32, !dbg !166
  %126 = trunc nuw i64 %125 to i32, !dbg !167
  store i32 %126, ptr %47, align 4, !dbg !168, !tbaa !159
    #dbg_value(i64 1, !76, !DIExpression(), !154)
  %127 = trunc i64 %85 to i32, !dbg !155
  store i32 %127, ptr %48, align 8, !dbg !158, !tbaa !159
  %128 = lshr i64 %85, 32, !dbg !161
  %129 = trunc nuw i64 %128 to i32, !dbg !162
  store i32 %129, ptr %49, align 4, !dbg !163, !tbaa !159
  %130 = trunc i64 %89 to i32, !dbg !164
  store i32 %130, ptr %50, align 8, !dbg !165, !tbaa !159
  %131 = lshr i64 %89, 32, !dbg !166
  %132 = trunc nuw i64 %131 to i32, !dbg !167
  store i32 %132, ptr %51, align 4, !dbg !168, !tbaa !159
    #dbg_value(i64 2, !76, !DIExpression(), !154)
  %133 = trunc i64 %91 to i32, !dbg !155
  store i32 %133, ptr %52, align 16, !dbg !158, !tbaa !159
  %134 = lshr i64 %91, 32, !dbg !161
  %135 = trunc nuw i64 %134 to i32, !dbg !162
  store i32 %135, ptr %53, align 4, !dbg !163, !tbaa !159
  %136 = trunc i64 %95 to i32, !dbg !164
  store i32 %136, ptr %54, align 16, !dbg !165, !tbaa !159
  %137 = lshr i64 %95, 32, !dbg !166
  %138 = trunc nuw i64 %137 to i32, !dbg !167
  store i32 %138, ptr %55, align 4, !dbg !168, !tbaa !159
    #dbg_value(i64 3, !76, !DIExpression(), !154)
  %139 = trunc i64 %97 to i32, !dbg !155
  store i32 %139, ptr %56, align 8, !dbg !158, !tbaa !159
  %140 = lshr i64 %97, 32, !dbg !161
  %141 = trunc nuw i64 %140 to i32, !dbg !162
  store i32 %141, ptr %57, align 4, !dbg !163, !tbaa !159
  %142 = trunc i64 %101 to i32, !dbg !164
  store i32 %142, ptr %58, align 8, !dbg !165, !tbaa !159
  %143 = lshr i64 %101, 32, !dbg !166
  %144 = trunc nuw i64 %143 to i32, !dbg !167
  store i32 %144, ptr %59, align 4, !dbg !168, !tbaa !159
    #dbg_value(i64 4, !76, !DIExpression(), !154)
  %145 = call fastcc i32 @add32x8(ptr noundef nonnull %8, ptr noundef nonnull %6, ptr noundef nonnull %7), !dbg !169
    #dbg_value(i32 %145, !78, !DIExpression(), !88)
    #dbg_value(i32 0, !79, !DIExpression(), !170)
    #dbg_value(i32 %120, !61, !DIExpression(), !83)
    #dbg_value(i64 0, !79, !DIExpression(), !170)
    #dbg_value(i32 %120, !61, !DIExpression(), !83)
  %146 = load i32, ptr %60, align 4, !dbg !171, !tbaa !159
  %147 = zext i32 %146 to i64, !dbg !172
  %148 = shl nuw i64 %147, 32, !dbg !173
  %149 = load i32, ptr %8, align 16, !dbg !174, !tbaa !159
  %150 = zext i32 %149 to i64, !dbg !174
  %151 = or disjoint i64 %148, %150, !dbg !175
  %152 = icmp ne i64 %151, %112, !dbg !176
  %153 = zext i1 %152 to i32, !dbg !177
  %154 = add nsw i32 %120, %153, !dbg !177
    #dbg_value(i32 %154, !61, !DIExpression(), !83)
    #dbg_value(i64 1, !79, !DIExpression(), !170)
  %155 = load i32, ptr %61, align 4, !dbg !171, !tbaa !159
  %156 = zext i32 %155 to i64, !dbg !172
  %157 = shl nuw i64 %156, 32, !dbg !173
  %158 = load i32, ptr %62, align 8, !dbg !174, !tbaa !159
  %159 = zext i32 %158 to i64, !dbg !174
  %160 = or disjoint i64 %157, %159, !dbg !175
  %161 = icmp ne i64 %160, %114, !dbg !176
  %162 = zext i1 %161 to i32, !dbg !177
  %163 = add nsw i32 %154, %162, !dbg !177
    #dbg_value(i32 %163, !61, !DIExpression(), !83)
    #dbg_value(i64 2, !79, !DIExpression(), !170)
  %164 = load i32, ptr %63, align 4, !dbg !171, !tbaa !159
  %165 = zext i32 %164 to i64, !dbg !172
  %166 = shl nuw i64 %165, 32, !dbg !173
  %167 = load i32, ptr %64, align 16, !dbg !174, !tbaa !159
  %168 = zext i32 %167 to i64, !dbg !174
  %169 = or disjoint i64 %166, %168, !dbg !175
  %170 = load i64, ptr %65, align 16, !dbg !149, !tbaa !99
  %171 = icmp ne i64 %169, %170, !dbg !176
  %172 = zext i1 %171 to i32, !dbg !177
  %173 = add nsw i32 %163, %172, !dbg !177
    #dbg_value(i32 %173, !61, !DIExpression(), !83)
    #dbg_value(i64 3, !79, !DIExpression(), !170)
  %174 = load i32, ptr %66, align 4, !dbg !171, !tbaa !159
  %175 = zext i32 %174 to i64, !dbg !172
  %176 = shl nuw i64 %175, 32, !dbg !173
  %177 = load i32, ptr %67, align 8, !dbg !174, !tbaa !159
  %178 = zext i32 %177 to i64, !dbg !174
  %179 = or disjoint i64 %176, %178, !dbg !175
  %180 = load i64, ptr %41, align 8, !dbg !149, !tbaa !99
  %181 = icmp ne i64 %179, %180, !dbg !176
  %182 = zext i1 %181 to i32, !dbg !177
  %183 = add nsw i32 %173, %182, !dbg !177
    #dbg_value(i32 %183, !61, !DIExpression(), !83)
    #dbg_value(i64 4, !79, !DIExpression(), !170)
  %184 = icmp ult i32 %75, 3, !dbg !178
  br i1 %184, label %185, label %187, !dbg !180

185:                                              ; preds = %72
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %145, i64 noundef %180), !dbg !181
  br label %187, !dbg !181

187:                                              ; preds = %185, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #6, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #6, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #6, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6, !dbg !182
  %188 = add nuw nsw i32 %75, 1, !dbg !183
    #dbg_value(i64 %99, !60, !DIExpression(), !83)
    #dbg_value(i32 %183, !61, !DIExpression(), !83)
    #dbg_value(i32 %188, !62, !DIExpression(), !118)
  %189 = icmp eq i32 %188, 100, !dbg !184
  br i1 %189, label %68, label %72, !dbg !119, !llvm.loop !185
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @add256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 !dbg !188 {
    #dbg_value(ptr %0, !195, !DIExpression(), !201)
    #dbg_value(ptr %1, !196, !DIExpression(), !201)
    #dbg_value(ptr %2, !197, !DIExpression(), !201)
    #dbg_value(i64 0, !198, !DIExpression(), !201)
    #dbg_value(i32 0, !199, !DIExpression(), !202)
    #dbg_value(i64 0, !199, !DIExpression(), !202)
    #dbg_value(i64 0, !198, !DIExpression(), !201)
  %4 = load i64, ptr %1, align 8, !dbg !203, !tbaa !99
  %5 = load i64, ptr %2, align 8, !dbg !205, !tbaa !99
  %6 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %4, i64 %5), !dbg !206
  %7 = extractvalue { i64, i1 } %6, 1, !dbg !206
  %8 = extractvalue { i64, i1 } %6, 0, !dbg !206
  %9 = zext i1 %7 to i64, !dbg !206
    #dbg_value(i64 %9, !198, !DIExpression(), !201)
  store i64 %8, ptr %0, align 8, !dbg !207, !tbaa !99
    #dbg_value(i64 1, !199, !DIExpression(), !202)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !203
  %11 = load i64, ptr %10, align 8, !dbg !203, !tbaa !99
  %12 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !205
  %13 = load i64, ptr %12, align 8, !dbg !205, !tbaa !99
  %14 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %11, i64 %13), !dbg !206
  %15 = extractvalue { i64, i1 } %14, 1, !dbg !206
  %16 = extractvalue { i64, i1 } %14, 0, !dbg !206
  %17 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %16, i64 %9), !dbg !206
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !206
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !206
  %20 = or i1 %15, %18, !dbg !206
  %21 = zext i1 %20 to i64, !dbg !206
    #dbg_value(i64 %21, !198, !DIExpression(), !201)
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !208
  store i64 %19, ptr %22, align 8, !dbg !207, !tbaa !99
    #dbg_value(i64 2, !199, !DIExpression(), !202)
  %23 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !203
  %24 = load i64, ptr %23, align 8, !dbg !203, !tbaa !99
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !205
  %26 = load i64, ptr %25, align 8, !dbg !205, !tbaa !99
  %27 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %24, i64 %26), !dbg !206
  %28 = extractvalue { i64, i1 } %27, 1, !dbg !206
  %29 = extractvalue { i64, i1 } %27, 0, !dbg !206
  %30 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %29, i64 %21), !dbg !206
  %31 = extractvalue { i64, i1 } %30, 1, !dbg !206
  %32 = extractvalue { i64, i1 } %30, 0, !dbg !206
  %33 = or i1 %28, %31, !dbg !206
  %34 = zext i1 %33 to i64, !dbg !206
    #dbg_value(i64 %34, !198, !DIExpression(), !201)
  %35 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !208
  store i64 %32, ptr %35, align 8, !dbg !207, !tbaa !99
    #dbg_value(i64 3, !199, !DIExpression(), !202)
  %36 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !203
  %37 = load i64, ptr %36, align 8, !dbg !203, !tbaa !99
  %38 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !205
  %39 = load i64, ptr %38, align 8, !dbg !205, !tbaa !99
  %40 = add i64 %37, %39, !dbg !206
  %41 = add i64 %40, %34, !dbg !206
    #dbg_value(!DIArgList(i1 poison, i1 poison), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !201)
  %42 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !208
  store i64 %41, ptr %42, align 8, !dbg !207, !tbaa !99
    #dbg_value(i64 4, !199, !DIExpression(), !202)
  ret void, !dbg !209
}

; Function Attrs: nofree nounwind
declare !dbg !210 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sub256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 !dbg !217 {
    #dbg_value(ptr %0, !219, !DIExpression(), !225)
    #dbg_value(ptr %1, !220, !DIExpression(), !225)
    #dbg_value(ptr %2, !221, !DIExpression(), !225)
    #dbg_value(i64 0, !222, !DIExpression(), !225)
    #dbg_value(i32 0, !223, !DIExpression(), !226)
    #dbg_value(i64 0, !223, !DIExpression(), !226)
    #dbg_value(i64 0, !222, !DIExpression(), !225)
  %4 = load i64, ptr %1, align 8, !dbg !227, !tbaa !99
  %5 = load i64, ptr %2, align 8, !dbg !229, !tbaa !99
  %6 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %4, i64 %5), !dbg !230
  %7 = extractvalue { i64, i1 } %6, 1, !dbg !230
  %8 = extractvalue { i64, i1 } %6, 0, !dbg !230
  %9 = zext i1 %7 to i64, !dbg !230
    #dbg_value(i64 %9, !222, !DIExpression(), !225)
  store i64 %8, ptr %0, align 8, !dbg !231, !tbaa !99
    #dbg_value(i64 1, !223, !DIExpression(), !226)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !227
  %11 = load i64, ptr %10, align 8, !dbg !227, !tbaa !99
  %12 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !229
  %13 = load i64, ptr %12, align 8, !dbg !229, !tbaa !99
  %14 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %11, i64 %13), !dbg !230
  %15 = extractvalue { i64, i1 } %14, 1, !dbg !230
  %16 = extractvalue { i64, i1 } %14, 0, !dbg !230
  %17 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %16, i64 %9), !dbg !230
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !230
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !230
  %20 = or i1 %15, %18, !dbg !230
  %21 = zext i1 %20 to i64, !dbg !230
    #dbg_value(i64 %21, !222, !DIExpression(), !225)
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !232
  store i64 %19, ptr %22, align 8, !dbg !231, !tbaa !99
    #dbg_value(i64 2, !223, !DIExpression(), !226)
  %23 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !227
  %24 = load i64, ptr %23, align 8, !dbg !227, !tbaa !99
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !229
  %26 = load i64, ptr %25, align 8, !dbg !229, !tbaa !99
  %27 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %24, i64 %26), !dbg !230
  %28 = extractvalue { i64, i1 } %27, 1, !dbg !230
  %29 = extractvalue { i64, i1 } %27, 0, !dbg !230
  %30 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %29, i64 %21), !dbg !230
  %31 = extractvalue { i64, i1 } %30, 1, !dbg !230
  %32 = extractvalue { i64, i1 } %30, 0, !dbg !230
  %33 = or i1 %28, %31, !dbg !230
  %34 = sext i1 %33 to i64, !dbg !230
    #dbg_value(i1 %33, !222, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !225)
  %35 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !232
  store i64 %32, ptr %35, align 8, !dbg !231, !tbaa !99
    #dbg_value(i64 3, !223, !DIExpression(), !226)
  %36 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !227
  %37 = load i64, ptr %36, align 8, !dbg !227, !tbaa !99
  %38 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !229
  %39 = load i64, ptr %38, align 8, !dbg !229, !tbaa !99
  %40 = sub i64 %37, %39, !dbg !230
  %41 = add i64 %40, %34, !dbg !230
    #dbg_value(!DIArgList(i1 poison, i1 poison), !222, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !225)
  %42 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !232
  store i64 %41, ptr %42, align 8, !dbg !231, !tbaa !99
    #dbg_value(i64 4, !223, !DIExpression(), !226)
  ret void, !dbg !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @add32x8(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 !dbg !234 {
    #dbg_value(ptr %0, !241, !DIExpression(), !247)
    #dbg_value(ptr %1, !242, !DIExpression(), !247)
    #dbg_value(ptr %2, !243, !DIExpression(), !247)
    #dbg_value(i32 0, !244, !DIExpression(), !247)
    #dbg_value(i32 0, !245, !DIExpression(), !248)
    #dbg_value(i64 0, !245, !DIExpression(), !248)
    #dbg_value(i32 0, !244, !DIExpression(), !247)
  %4 = load i32, ptr %1, align 4, !dbg !249, !tbaa !159
  %5 = load i32, ptr %2, align 4, !dbg !251, !tbaa !159
  %6 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %4, i32 %5), !dbg !252
  %7 = extractvalue { i32, i1 } %6, 1, !dbg !252
  %8 = extractvalue { i32, i1 } %6, 0, !dbg !252
  %9 = zext i1 %7 to i32, !dbg !252
    #dbg_value(i32 %9, !244, !DIExpression(), !247)
  store i32 %8, ptr %0, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 1, !245, !DIExpression(), !248)
  %10 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !249
  %11 = load i32, ptr %10, align 4, !dbg !249, !tbaa !159
  %12 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !251
  %13 = load i32, ptr %12, align 4, !dbg !251, !tbaa !159
  %14 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %11, i32 %13), !dbg !252
  %15 = extractvalue { i32, i1 } %14, 1, !dbg !252
  %16 = extractvalue { i32, i1 } %14, 0, !dbg !252
  %17 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %16, i32 %9), !dbg !252
  %18 = extractvalue { i32, i1 } %17, 1, !dbg !252
  %19 = extractvalue { i32, i1 } %17, 0, !dbg !252
  %20 = or i1 %15, %18, !dbg !252
  %21 = zext i1 %20 to i32, !dbg !252
    #dbg_value(i32 %21, !244, !DIExpression(), !247)
  %22 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !254
  store i32 %19, ptr %22, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 2, !245, !DIExpression(), !248)
  %23 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !249
  %24 = load i32, ptr %23, align 4, !dbg !249, !tbaa !159
  %25 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !251
  %26 = load i32, ptr %25, align 4, !dbg !251, !tbaa !159
  %27 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %24, i32 %26), !dbg !252
  %28 = extractvalue { i32, i1 } %27, 1, !dbg !252
  %29 = extractvalue { i32, i1 } %27, 0, !dbg !252
  %30 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %29, i32 %21), !dbg !252
  %31 = extractvalue { i32, i1 } %30, 1, !dbg !252
  %32 = extractvalue { i32, i1 } %30, 0, !dbg !252
  %33 = or i1 %28, %31, !dbg !252
  %34 = zext i1 %33 to i32, !dbg !252
    #dbg_value(i32 %34, !244, !DIExpression(), !247)
  %35 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !254
  store i32 %32, ptr %35, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 3, !245, !DIExpression(), !248)
  %36 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !249
  %37 = load i32, ptr %36, align 4, !dbg !249, !tbaa !159
  %38 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !251
  %39 = load i32, ptr %38, align 4, !dbg !251, !tbaa !159
  %40 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %39), !dbg !252
  %41 = extractvalue { i32, i1 } %40, 1, !dbg !252
  %42 = extractvalue { i32, i1 } %40, 0, !dbg !252
  %43 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %42, i32 %34), !dbg !252
  %44 = extractvalue { i32, i1 } %43, 1, !dbg !252
  %45 = extractvalue { i32, i1 } %43, 0, !dbg !252
  %46 = or i1 %41, %44, !dbg !252
  %47 = zext i1 %46 to i32, !dbg !252
    #dbg_value(i32 %47, !244, !DIExpression(), !247)
  %48 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !254
  store i32 %45, ptr %48, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 4, !245, !DIExpression(), !248)
  %49 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !249
  %50 = load i32, ptr %49, align 4, !dbg !249, !tbaa !159
  %51 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !251
  %52 = load i32, ptr %51, align 4, !dbg !251, !tbaa !159
  %53 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %50, i32 %52), !dbg !252
  %54 = extractvalue { i32, i1 } %53, 1, !dbg !252
  %55 = extractvalue { i32, i1 } %53, 0, !dbg !252
  %56 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %55, i32 %47), !dbg !252
  %57 = extractvalue { i32, i1 } %56, 1, !dbg !252
  %58 = extractvalue { i32, i1 } %56, 0, !dbg !252
  %59 = or i1 %54, %57, !dbg !252
  %60 = zext i1 %59 to i32, !dbg !252
    #dbg_value(i32 %60, !244, !DIExpression(), !247)
  %61 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !254
  store i32 %58, ptr %61, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 5, !245, !DIExpression(), !248)
  %62 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !249
  %63 = load i32, ptr %62, align 4, !dbg !249, !tbaa !159
  %64 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !251
  %65 = load i32, ptr %64, align 4, !dbg !251, !tbaa !159
  %66 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %63, i32 %65), !dbg !252
  %67 = extractvalue { i32, i1 } %66, 1, !dbg !252
  %68 = extractvalue { i32, i1 } %66, 0, !dbg !252
  %69 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %68, i32 %60), !dbg !252
  %70 = extractvalue { i32, i1 } %69, 1, !dbg !252
  %71 = extractvalue { i32, i1 } %69, 0, !dbg !252
  %72 = or i1 %67, %70, !dbg !252
  %73 = zext i1 %72 to i32, !dbg !252
    #dbg_value(i32 %73, !244, !DIExpression(), !247)
  %74 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !254
  store i32 %71, ptr %74, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 6, !245, !DIExpression(), !248)
  %75 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !249
  %76 = load i32, ptr %75, align 4, !dbg !249, !tbaa !159
  %77 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !251
  %78 = load i32, ptr %77, align 4, !dbg !251, !tbaa !159
  %79 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %76, i32 %78), !dbg !252
  %80 = extractvalue { i32, i1 } %79, 1, !dbg !252
  %81 = extractvalue { i32, i1 } %79, 0, !dbg !252
  %82 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %81, i32 %73), !dbg !252
  %83 = extractvalue { i32, i1 } %82, 1, !dbg !252
  %84 = extractvalue { i32, i1 } %82, 0, !dbg !252
  %85 = or i1 %80, %83, !dbg !252
  %86 = zext i1 %85 to i32, !dbg !252
    #dbg_value(i32 %86, !244, !DIExpression(), !247)
  %87 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !254
  store i32 %84, ptr %87, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 7, !245, !DIExpression(), !248)
  %88 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !249
  %89 = load i32, ptr %88, align 4, !dbg !249, !tbaa !159
  %90 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !251
  %91 = load i32, ptr %90, align 4, !dbg !251, !tbaa !159
  %92 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %89, i32 %91), !dbg !252
  %93 = extractvalue { i32, i1 } %92, 1, !dbg !252
  %94 = extractvalue { i32, i1 } %92, 0, !dbg !252
  %95 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %94, i32 %86), !dbg !252
  %96 = extractvalue { i32, i1 } %95, 1, !dbg !252
  %97 = extractvalue { i32, i1 } %95, 0, !dbg !252
  %98 = or i1 %93, %96, !dbg !252
  %99 = zext i1 %98 to i32, !dbg !252
    #dbg_value(i32 %99, !244, !DIExpression(), !247)
  %100 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !254
  store i32 %97, ptr %100, align 4, !dbg !253, !tbaa !159
    #dbg_value(i64 8, !245, !DIExpression(), !248)
  ret i32 %99, !dbg !255
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @small_carries() unnamed_addr #4 !dbg !256 {
    #dbg_value(i8 1, !259, !DIExpression(), !267)
    #dbg_value(i8 45, !264, !DIExpression(), !267)
    #dbg_value(i16 1, !261, !DIExpression(), !267)
    #dbg_value(i16 -5, !265, !DIExpression(), !267)
    #dbg_value(i64 1, !263, !DIExpression(), !267)
    #dbg_value(i64 0, !266, !DIExpression(), !267)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 45, i32 noundef 1, i32 noundef 65531, i32 noundef 1, i64 noundef 0, i64 noundef 1), !dbg !268
  ret void, !dbg !269
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/addc_subc_builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "997bf03cf729fad8ede92ed323f0a139")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 26)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 58)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !40, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !38, !39}
!31 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !7, !12, !14, !19, !24}
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !50, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!39}
!52 = !{!53, !57, !58, !59, !60, !61, !62, !64, !67, !68, !69, !71, !72, !74, !75, !76, !78, !79, !81}
!53 = !DILocalVariable(name: "a", scope: !49, file: !2, line: 31, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DILocalVariable(name: "b", scope: !49, file: !2, line: 32, type: !54)
!58 = !DILocalVariable(name: "r", scope: !49, file: !2, line: 33, type: !54)
!59 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 33, type: !54)
!60 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 41, type: !33)
!61 = !DILocalVariable(name: "bad", scope: !49, file: !2, line: 41, type: !39)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 42, type: !39)
!63 = distinct !DILexicalBlock(scope: !49, file: !2, line: 42, column: 5)
!64 = !DILocalVariable(name: "p", scope: !65, file: !2, line: 43, type: !54)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 42, column: 35)
!66 = distinct !DILexicalBlock(scope: !63, file: !2, line: 42, column: 5)
!67 = !DILocalVariable(name: "q", scope: !65, file: !2, line: 43, type: !54)
!68 = !DILocalVariable(name: "t", scope: !65, file: !2, line: 43, type: !54)
!69 = !DILocalVariable(name: "k", scope: !70, file: !2, line: 44, type: !39)
!70 = distinct !DILexicalBlock(scope: !65, file: !2, line: 44, column: 9)
!71 = !DILocalVariable(name: "lo", scope: !65, file: !2, line: 46, type: !32)
!72 = !DILocalVariable(name: "pa", scope: !65, file: !2, line: 48, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, elements: !22)
!74 = !DILocalVariable(name: "qa", scope: !65, file: !2, line: 48, type: !73)
!75 = !DILocalVariable(name: "ra", scope: !65, file: !2, line: 48, type: !73)
!76 = !DILocalVariable(name: "k", scope: !77, file: !2, line: 49, type: !39)
!77 = distinct !DILexicalBlock(scope: !65, file: !2, line: 49, column: 9)
!78 = !DILocalVariable(name: "carry", scope: !65, file: !2, line: 50, type: !38)
!79 = !DILocalVariable(name: "k", scope: !80, file: !2, line: 51, type: !39)
!80 = distinct !DILexicalBlock(scope: !65, file: !2, line: 51, column: 9)
!81 = !DILocalVariable(name: "sc", scope: !49, file: !2, line: 54, type: !39)
!82 = distinct !DIAssignID()
!83 = !DILocation(line: 0, scope: !49)
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !65)
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 33, column: 5, scope: !49)
!97 = !DILocation(line: 34, column: 5, scope: !49)
!98 = !DILocation(line: 35, column: 73, scope: !49)
!99 = !{!100, !100, i64 0}
!100 = !{!"long", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !DILocation(line: 35, column: 99, scope: !49)
!104 = !DILocation(line: 35, column: 125, scope: !49)
!105 = !DILocation(line: 35, column: 151, scope: !49)
!106 = !DILocation(line: 35, column: 5, scope: !49)
!107 = !DILocation(line: 36, column: 5, scope: !49)
!108 = !DILocation(line: 37, column: 32, scope: !49)
!109 = !DILocation(line: 37, column: 37, scope: !49)
!110 = !DILocation(line: 37, column: 45, scope: !49)
!111 = !DILocation(line: 37, column: 5, scope: !49)
!112 = !DILocation(line: 38, column: 5, scope: !49)
!113 = !DILocation(line: 39, column: 73, scope: !49)
!114 = !DILocation(line: 39, column: 99, scope: !49)
!115 = !DILocation(line: 39, column: 125, scope: !49)
!116 = !DILocation(line: 39, column: 151, scope: !49)
!117 = !DILocation(line: 39, column: 5, scope: !49)
!118 = !DILocation(line: 0, scope: !63)
!119 = !DILocation(line: 42, column: 5, scope: !63)
!120 = !DILocation(line: 54, column: 14, scope: !49)
!121 = !DILocation(line: 55, column: 5, scope: !49)
!122 = !DILocation(line: 56, column: 12, scope: !49)
!123 = !DILocation(line: 57, column: 1, scope: !49)
!124 = !DILocation(line: 43, column: 9, scope: !65)
!125 = !DILocation(line: 0, scope: !70)
!126 = !DILocation(line: 44, column: 45, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 44, column: 37)
!128 = distinct !DILexicalBlock(scope: !70, file: !2, line: 44, column: 9)
!129 = !DILocation(line: 44, column: 70, scope: !127)
!130 = !DILocation(line: 44, column: 92, scope: !127)
!131 = !DILocation(line: 44, column: 103, scope: !127)
!132 = !DILocation(line: 44, column: 128, scope: !127)
!133 = !DILocation(line: 44, column: 152, scope: !127)
!134 = !DILocation(line: 44, column: 150, scope: !127)
!135 = !DILocation(line: 45, column: 9, scope: !65)
!136 = !DILocation(line: 46, column: 33, scope: !65)
!137 = !DILocation(line: 46, column: 57, scope: !65)
!138 = !DILocation(line: 46, column: 65, scope: !65)
!139 = !DILocation(line: 46, column: 63, scope: !65)
!140 = !DILocation(line: 46, column: 74, scope: !65)
!141 = !DILocation(line: 46, column: 98, scope: !65)
!142 = !DILocation(line: 46, column: 106, scope: !65)
!143 = !DILocation(line: 46, column: 104, scope: !65)
!144 = !DILocation(line: 46, column: 71, scope: !65)
!145 = !DILocation(line: 47, column: 13, scope: !146)
!146 = distinct !DILexicalBlock(scope: !65, file: !2, line: 47, column: 13)
!147 = !DILocation(line: 47, column: 29, scope: !146)
!148 = !DILocation(line: 47, column: 26, scope: !146)
!149 = !DILocation(line: 51, column: 88, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 51, column: 41)
!151 = distinct !DILexicalBlock(scope: !80, file: !2, line: 51, column: 9)
!152 = !DILocation(line: 47, column: 34, scope: !146)
!153 = !DILocation(line: 48, column: 9, scope: !65)
!154 = !DILocation(line: 0, scope: !77)
!155 = !DILocation(line: 49, column: 51, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 49, column: 37)
!157 = distinct !DILexicalBlock(scope: !77, file: !2, line: 49, column: 9)
!158 = !DILocation(line: 49, column: 49, scope: !156)
!159 = !{!160, !160, i64 0}
!160 = !{!"int", !101, i64 0}
!161 = !DILocation(line: 49, column: 99, scope: !156)
!162 = !DILocation(line: 49, column: 83, scope: !156)
!163 = !DILocation(line: 49, column: 81, scope: !156)
!164 = !DILocation(line: 49, column: 119, scope: !156)
!165 = !DILocation(line: 49, column: 117, scope: !156)
!166 = !DILocation(line: 49, column: 167, scope: !156)
!167 = !DILocation(line: 49, column: 151, scope: !156)
!168 = !DILocation(line: 49, column: 149, scope: !156)
!169 = !DILocation(line: 50, column: 26, scope: !65)
!170 = !DILocation(line: 0, scope: !80)
!171 = !DILocation(line: 51, column: 52, scope: !150)
!172 = !DILocation(line: 51, column: 42, scope: !150)
!173 = !DILocation(line: 51, column: 66, scope: !150)
!174 = !DILocation(line: 51, column: 74, scope: !150)
!175 = !DILocation(line: 51, column: 72, scope: !150)
!176 = !DILocation(line: 51, column: 85, scope: !150)
!177 = !DILocation(line: 51, column: 41, scope: !151)
!178 = !DILocation(line: 52, column: 15, scope: !179)
!179 = distinct !DILexicalBlock(scope: !65, file: !2, line: 52, column: 13)
!180 = !DILocation(line: 52, column: 13, scope: !65)
!181 = !DILocation(line: 52, column: 20, scope: !179)
!182 = !DILocation(line: 53, column: 5, scope: !66)
!183 = !DILocation(line: 42, column: 31, scope: !66)
!184 = !DILocation(line: 42, column: 23, scope: !66)
!185 = distinct !{!185, !119, !186, !187}
!186 = !DILocation(line: 53, column: 5, scope: !63)
!187 = !{!"llvm.loop.mustprogress"}
!188 = distinct !DISubprogram(name: "add256", scope: !2, file: !2, line: 8, type: !189, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !194)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !192, !192}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!194 = !{!195, !196, !197, !198, !199}
!195 = !DILocalVariable(name: "r", arg: 1, scope: !188, file: !2, line: 8, type: !191)
!196 = !DILocalVariable(name: "a", arg: 2, scope: !188, file: !2, line: 8, type: !192)
!197 = !DILocalVariable(name: "b", arg: 3, scope: !188, file: !2, line: 8, type: !192)
!198 = !DILocalVariable(name: "c", scope: !188, file: !2, line: 9, type: !31)
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 10, type: !39)
!200 = distinct !DILexicalBlock(scope: !188, file: !2, line: 10, column: 5)
!201 = !DILocation(line: 0, scope: !188)
!202 = !DILocation(line: 0, scope: !200)
!203 = !DILocation(line: 10, column: 57, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !2, line: 10, column: 5)
!205 = !DILocation(line: 10, column: 63, scope: !204)
!206 = !DILocation(line: 10, column: 40, scope: !204)
!207 = !DILocation(line: 10, column: 38, scope: !204)
!208 = !DILocation(line: 10, column: 33, scope: !204)
!209 = !DILocation(line: 11, column: 1, scope: !188)
!210 = !DISubprogram(name: "printf", scope: !211, file: !211, line: 356, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!212 = !DISubroutineType(types: !213)
!213 = !{!39, !214, null}
!214 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!217 = distinct !DISubprogram(name: "sub256", scope: !2, file: !2, line: 12, type: !189, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !218)
!218 = !{!219, !220, !221, !222, !223}
!219 = !DILocalVariable(name: "r", arg: 1, scope: !217, file: !2, line: 12, type: !191)
!220 = !DILocalVariable(name: "a", arg: 2, scope: !217, file: !2, line: 12, type: !192)
!221 = !DILocalVariable(name: "b", arg: 3, scope: !217, file: !2, line: 12, type: !192)
!222 = !DILocalVariable(name: "c", scope: !217, file: !2, line: 13, type: !31)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 14, type: !39)
!224 = distinct !DILexicalBlock(scope: !217, file: !2, line: 14, column: 5)
!225 = !DILocation(line: 0, scope: !217)
!226 = !DILocation(line: 0, scope: !224)
!227 = !DILocation(line: 14, column: 57, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !2, line: 14, column: 5)
!229 = !DILocation(line: 14, column: 63, scope: !228)
!230 = !DILocation(line: 14, column: 40, scope: !228)
!231 = !DILocation(line: 14, column: 38, scope: !228)
!232 = !DILocation(line: 14, column: 33, scope: !228)
!233 = !DILocation(line: 15, column: 1, scope: !217)
!234 = distinct !DISubprogram(name: "add32x8", scope: !2, file: !2, line: 16, type: !235, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !240)
!235 = !DISubroutineType(types: !236)
!236 = !{!38, !237, !238, !238}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!240 = !{!241, !242, !243, !244, !245}
!241 = !DILocalVariable(name: "r", arg: 1, scope: !234, file: !2, line: 16, type: !237)
!242 = !DILocalVariable(name: "a", arg: 2, scope: !234, file: !2, line: 16, type: !238)
!243 = !DILocalVariable(name: "b", arg: 3, scope: !234, file: !2, line: 16, type: !238)
!244 = !DILocalVariable(name: "c", scope: !234, file: !2, line: 17, type: !38)
!245 = !DILocalVariable(name: "i", scope: !246, file: !2, line: 18, type: !39)
!246 = distinct !DILexicalBlock(scope: !234, file: !2, line: 18, column: 5)
!247 = !DILocation(line: 0, scope: !234)
!248 = !DILocation(line: 0, scope: !246)
!249 = !DILocation(line: 18, column: 55, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !2, line: 18, column: 5)
!251 = !DILocation(line: 18, column: 61, scope: !250)
!252 = !DILocation(line: 18, column: 40, scope: !250)
!253 = !DILocation(line: 18, column: 38, scope: !250)
!254 = !DILocation(line: 18, column: 33, scope: !250)
!255 = !DILocation(line: 19, column: 5, scope: !234)
!256 = distinct !DISubprogram(name: "small_carries", scope: !2, file: !2, line: 21, type: !257, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !258)
!257 = !DISubroutineType(cc: DW_CC_nocall, types: !51)
!258 = !{!259, !261, !263, !264, !265, !266}
!259 = !DILocalVariable(name: "cb", scope: !256, file: !2, line: 22, type: !260)
!260 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!261 = !DILocalVariable(name: "cs", scope: !256, file: !2, line: 22, type: !262)
!262 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!263 = !DILocalVariable(name: "cl", scope: !256, file: !2, line: 22, type: !37)
!264 = !DILocalVariable(name: "b", scope: !256, file: !2, line: 23, type: !260)
!265 = !DILocalVariable(name: "s", scope: !256, file: !2, line: 24, type: !262)
!266 = !DILocalVariable(name: "l", scope: !256, file: !2, line: 25, type: !37)
!267 = !DILocation(line: 0, scope: !256)
!268 = !DILocation(line: 26, column: 5, scope: !256)
!269 = !DILocation(line: 27, column: 5, scope: !256)
