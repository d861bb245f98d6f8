; ModuleID = 'programs/atomics_single_thread.c'
source_filename = "programs/atomics_single_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1, !dbg !0
@a16 = internal global i16 0, align 2, !dbg !62
@a32 = internal global i32 0, align 4, !dbg !64
@a64 = internal global i64 0, align 8, !dbg !68
@.str = private unnamed_addr constant [26 x i8] c"after add: %u %u %u %llu\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [37 x i8] c"or/and/xor: %08x %08x %08x now=%08x\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [28 x i8] c"exchange old=%llu new=%llu\0A\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [43 x i8] c"cas fail ok=%d expected now=%llu val=%llu\0A\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [20 x i8] c"cas ok=%d val=%llu\0A\00", align 1, !dbg !38
@.str.5 = private unnamed_addr constant [22 x i8] c"weak cas loop a16=%u\0A\00", align 1, !dbg !43
@lock = internal global i32 0, align 4, !dbg !73
@.str.6 = private unnamed_addr constant [16 x i8] c"sync: %d %d %u\0A\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [19 x i8] c"bool cas %d a8=%u\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [26 x i8] c"counter=%ld lockfree8=%d\0A\00", align 1, !dbg !58
@.str.9 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1, !dbg !60

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !83 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i8, align 1
  %31 = alloca i16, align 2
  %32 = alloca i16, align 2
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i8, align 1
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !87, !DIExpression(), !89)
  store i32 0, ptr %2, align 4, !dbg !89
  br label %43, !dbg !90

43:                                               ; preds = %60, %0
  %44 = load i32, ptr %2, align 4, !dbg !91
  %45 = icmp slt i32 %44, 300, !dbg !93
  br i1 %45, label %46, label %63, !dbg !94

46:                                               ; preds = %43
  store i8 3, ptr %3, align 1, !dbg !95
  %47 = load i8, ptr %3, align 1, !dbg !95
  %48 = atomicrmw add ptr @a8, i8 %47 monotonic, align 1, !dbg !95
  store i8 %48, ptr %4, align 1, !dbg !95
  %49 = load i8, ptr %4, align 1, !dbg !95
  store i16 257, ptr %5, align 2, !dbg !97
  %50 = load i16, ptr %5, align 2, !dbg !97
  %51 = atomicrmw add ptr @a16, i16 %50 seq_cst, align 2, !dbg !97
  store i16 %51, ptr %6, align 2, !dbg !97
  %52 = load i16, ptr %6, align 2, !dbg !97
  store i32 7, ptr %7, align 4, !dbg !98
  %53 = load i32, ptr %7, align 4, !dbg !98
  %54 = atomicrmw sub ptr @a32, i32 %53 acq_rel, align 4, !dbg !98
  store i32 %54, ptr %8, align 4, !dbg !98
  %55 = load i32, ptr %8, align 4, !dbg !98
  store i64 4294967297, ptr %9, align 8, !dbg !99
  %56 = load i64, ptr %9, align 8, !dbg !99
  %57 = atomicrmw add ptr @a64, i64 %56 seq_cst, align 8, !dbg !99
  %58 = add i64 %57, %56, !dbg !99
  store i64 %58, ptr %10, align 8, !dbg !99
  %59 = load i64, ptr %10, align 8, !dbg !99
  br label %60, !dbg !100

60:                                               ; preds = %46
  %61 = load i32, ptr %2, align 4, !dbg !101
  %62 = add nsw i32 %61, 1, !dbg !101
  store i32 %62, ptr %2, align 4, !dbg !101
  br label %43, !dbg !102, !llvm.loop !103

63:                                               ; preds = %43
  %64 = load i8, ptr @a8, align 1, !dbg !106
  %65 = zext i8 %64 to i32, !dbg !106
  %66 = load i16, ptr @a16, align 2, !dbg !107
  %67 = zext i16 %66 to i32, !dbg !107
  %68 = load i32, ptr @a32, align 4, !dbg !108
  %69 = load i64, ptr @a64, align 8, !dbg !109
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65, i32 noundef %67, i32 noundef %68, i64 noundef %69), !dbg !110
    #dbg_declare(ptr %11, !111, !DIExpression(), !112)
  store i32 255, ptr %12, align 4, !dbg !113
  %71 = load i32, ptr %12, align 4, !dbg !113
  %72 = atomicrmw or ptr @a32, i32 %71 seq_cst, align 4, !dbg !113
  store i32 %72, ptr %13, align 4, !dbg !113
  %73 = load i32, ptr %13, align 4, !dbg !113
  store i32 %73, ptr %11, align 4, !dbg !112
    #dbg_declare(ptr %14, !114, !DIExpression(), !115)
  store i32 -252645136, ptr %15, align 4, !dbg !116
  %74 = load i32, ptr %15, align 4, !dbg !116
  %75 = atomicrmw and ptr @a32, i32 %74 seq_cst, align 4, !dbg !116
  store i32 %75, ptr %16, align 4, !dbg !116
  %76 = load i32, ptr %16, align 4, !dbg !116
  store i32 %76, ptr %14, align 4, !dbg !115
    #dbg_declare(ptr %17, !117, !DIExpression(), !118)
  store i32 305419896, ptr %18, align 4, !dbg !119
  %77 = load i32, ptr %18, align 4, !dbg !119
  %78 = atomicrmw xor ptr @a32, i32 %77 seq_cst, align 4, !dbg !119
  %79 = xor i32 %78, %77, !dbg !119
  store i32 %79, ptr %19, align 4, !dbg !119
  %80 = load i32, ptr %19, align 4, !dbg !119
  store i32 %80, ptr %17, align 4, !dbg !118
  %81 = load i32, ptr %11, align 4, !dbg !120
  %82 = load i32, ptr %14, align 4, !dbg !121
  %83 = load i32, ptr %17, align 4, !dbg !122
  %84 = load atomic i32, ptr @a32 acquire, align 4, !dbg !123
  store i32 %84, ptr %20, align 4, !dbg !123
  %85 = load i32, ptr %20, align 4, !dbg !123
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %85), !dbg !124
    #dbg_declare(ptr %21, !125, !DIExpression(), !126)
  store i64 42, ptr %22, align 8, !dbg !127
  %87 = load i64, ptr %22, align 8, !dbg !127
  %88 = atomicrmw xchg ptr @a64, i64 %87 seq_cst, align 8, !dbg !127
  store i64 %88, ptr %23, align 8, !dbg !127
  %89 = load i64, ptr %23, align 8, !dbg !127
  store i64 %89, ptr %21, align 8, !dbg !126
  %90 = load i64, ptr %21, align 8, !dbg !128
  %91 = load i64, ptr @a64, align 8, !dbg !129
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %90, i64 noundef %91), !dbg !130
    #dbg_declare(ptr %24, !131, !DIExpression(), !132)
  store i64 41, ptr %24, align 8, !dbg !132
    #dbg_declare(ptr %25, !133, !DIExpression(), !134)
  store i64 100, ptr %26, align 8, !dbg !135
  %93 = load i64, ptr %24, align 8, !dbg !135
  %94 = load i64, ptr %26, align 8, !dbg !135
  %95 = cmpxchg ptr @a64, i64 %93, i64 %94 seq_cst seq_cst, align 8, !dbg !135
  %96 = extractvalue { i64, i1 } %95, 0, !dbg !135
  %97 = extractvalue { i64, i1 } %95, 1, !dbg !135
  br i1 %97, label %99, label %98, !dbg !135

98:                                               ; preds = %63
  store i64 %96, ptr %24, align 8, !dbg !135
  br label %99, !dbg !135

99:                                               ; preds = %98, %63
  %100 = zext i1 %97 to i8, !dbg !135
  store i8 %100, ptr %27, align 1, !dbg !135
  %101 = load i8, ptr %27, align 1, !dbg !135
  %102 = trunc i8 %101 to i1, !dbg !135
  %103 = zext i1 %102 to i32, !dbg !135
  store i32 %103, ptr %25, align 4, !dbg !134
  %104 = load i32, ptr %25, align 4, !dbg !136
  %105 = load i64, ptr %24, align 8, !dbg !137
  %106 = load i64, ptr @a64, align 8, !dbg !138
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %104, i64 noundef %105, i64 noundef %106), !dbg !139
    #dbg_declare(ptr %28, !140, !DIExpression(), !141)
  store i64 100, ptr %29, align 8, !dbg !142
  %108 = load i64, ptr %24, align 8, !dbg !142
  %109 = load i64, ptr %29, align 8, !dbg !142
  %110 = cmpxchg ptr @a64, i64 %108, i64 %109 seq_cst monotonic, align 8, !dbg !142
  %111 = extractvalue { i64, i1 } %110, 0, !dbg !142
  %112 = extractvalue { i64, i1 } %110, 1, !dbg !142
  br i1 %112, label %114, label %113, !dbg !142

113:                                              ; preds = %99
  store i64 %111, ptr %24, align 8, !dbg !142
  br label %114, !dbg !142

114:                                              ; preds = %113, %99
  %115 = zext i1 %112 to i8, !dbg !142
  store i8 %115, ptr %30, align 1, !dbg !142
  %116 = load i8, ptr %30, align 1, !dbg !142
  %117 = trunc i8 %116 to i1, !dbg !142
  %118 = zext i1 %117 to i32, !dbg !142
  store i32 %118, ptr %28, align 4, !dbg !141
  %119 = load i32, ptr %28, align 4, !dbg !143
  %120 = load i64, ptr @a64, align 8, !dbg !144
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %119, i64 noundef %120), !dbg !145
    #dbg_declare(ptr %31, !146, !DIExpression(), !147)
  %122 = load i16, ptr @a16, align 2, !dbg !148
  store i16 %122, ptr %31, align 2, !dbg !147
  br label %123, !dbg !149

123:                                              ; preds = %139, %114
  %124 = load i16, ptr %31, align 2, !dbg !150
  %125 = zext i16 %124 to i32, !dbg !150
  %126 = mul nsw i32 %125, 3, !dbg !151
  %127 = trunc i32 %126 to i16, !dbg !152
  store i16 %127, ptr %32, align 2, !dbg !153
  %128 = load i16, ptr %31, align 2, !dbg !153
  %129 = load i16, ptr %32, align 2, !dbg !153
  %130 = cmpxchg weak ptr @a16, i16 %128, i16 %129 acq_rel acquire, align 2, !dbg !153
  %131 = extractvalue { i16, i1 } %130, 0, !dbg !153
  %132 = extractvalue { i16, i1 } %130, 1, !dbg !153
  br i1 %132, label %134, label %133, !dbg !153

133:                                              ; preds = %123
  store i16 %131, ptr %31, align 2, !dbg !153
  br label %134, !dbg !153

134:                                              ; preds = %133, %123
  %135 = zext i1 %132 to i8, !dbg !153
  store i8 %135, ptr %33, align 1, !dbg !153
  %136 = load i8, ptr %33, align 1, !dbg !153
  %137 = trunc i8 %136 to i1, !dbg !153
  %138 = xor i1 %137, true, !dbg !154
  br i1 %138, label %139, label %140, !dbg !149

139:                                              ; preds = %134
  br label %123, !dbg !149, !llvm.loop !155

140:                                              ; preds = %134
  %141 = load i16, ptr @a16, align 2, !dbg !157
  %142 = zext i16 %141 to i32, !dbg !157
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %142), !dbg !158
    #dbg_declare(ptr %34, !159, !DIExpression(), !160)
  %144 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4, !dbg !161
  store i32 %144, ptr %34, align 4, !dbg !160
    #dbg_declare(ptr %35, !162, !DIExpression(), !163)
  %145 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4, !dbg !164
  %146 = add i32 %145, 5, !dbg !164
  store i32 %146, ptr %35, align 4, !dbg !163
    #dbg_declare(ptr %36, !165, !DIExpression(), !166)
  %147 = load i8, ptr @a8, align 1, !dbg !167
  %148 = cmpxchg ptr @a8, i8 %147, i8 7 seq_cst seq_cst, align 1, !dbg !168
  %149 = extractvalue { i8, i1 } %148, 0, !dbg !168
  %150 = zext i8 %149 to i32, !dbg !169
  store i32 %150, ptr %36, align 4, !dbg !166
  %151 = load i32, ptr %34, align 4, !dbg !170
  %152 = load i32, ptr %35, align 4, !dbg !171
  %153 = load i32, ptr %36, align 4, !dbg !172
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %151, i32 noundef %152, i32 noundef %153), !dbg !173
  store i32 0, ptr @lock, align 4, !dbg !174
    #dbg_declare(ptr %37, !175, !DIExpression(), !176)
  %155 = cmpxchg ptr @a8, i8 7, i8 9 seq_cst seq_cst, align 1, !dbg !177
  %156 = extractvalue { i8, i1 } %155, 1, !dbg !177
  %157 = zext i1 %156 to i32, !dbg !177
  store i32 %157, ptr %37, align 4, !dbg !176
  %158 = load i32, ptr %37, align 4, !dbg !178
  %159 = load i8, ptr @a8, align 1, !dbg !179
  %160 = zext i8 %159 to i32, !dbg !179
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %158, i32 noundef %160), !dbg !180
    #dbg_declare(ptr %38, !181, !DIExpression(), !183)
  store i64 0, ptr %38, align 8, !dbg !183
    #dbg_declare(ptr %39, !184, !DIExpression(), !186)
  store i32 0, ptr %39, align 4, !dbg !186
  br label %162, !dbg !187

162:                                              ; preds = %170, %140
  %163 = load i32, ptr %39, align 4, !dbg !188
  %164 = icmp slt i32 %163, 1000, !dbg !190
  br i1 %164, label %165, label %173, !dbg !191

165:                                              ; preds = %162
  call void @spin_lock(ptr noundef @lock), !dbg !192
  %166 = load i32, ptr %39, align 4, !dbg !194
  %167 = sext i32 %166 to i64, !dbg !194
  %168 = load i64, ptr %38, align 8, !dbg !195
  %169 = add nsw i64 %168, %167, !dbg !195
  store i64 %169, ptr %38, align 8, !dbg !195
  call void @spin_unlock(ptr noundef @lock), !dbg !196
  br label %170, !dbg !197

170:                                              ; preds = %165
  %171 = load i32, ptr %39, align 4, !dbg !198
  %172 = add nsw i32 %171, 1, !dbg !198
  store i32 %172, ptr %39, align 4, !dbg !198
  br label %162, !dbg !199, !llvm.loop !200

173:                                              ; preds = %162
  fence seq_cst, !dbg !202
  fence seq_cst, !dbg !203
  %174 = load i64, ptr %38, align 8, !dbg !204
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %174, i32 noundef 1), !dbg !205
    #dbg_declare(ptr %40, !206, !DIExpression(), !208)
  store i8 0, ptr %40, align 1, !dbg !208
    #dbg_declare(ptr %41, !209, !DIExpression(), !210)
  %176 = atomicrmw xchg ptr %40, i8 1 seq_cst, align 1, !dbg !211
  %177 = icmp ne i8 %176, 0, !dbg !211
  %178 = zext i1 %177 to i32, !dbg !211
  store i32 %178, ptr %41, align 4, !dbg !210
    #dbg_declare(ptr %42, !212, !DIExpression(), !213)
  %179 = atomicrmw xchg ptr %40, i8 1 seq_cst, align 1, !dbg !214
  %180 = icmp ne i8 %179, 0, !dbg !214
  %181 = zext i1 %180 to i32, !dbg !214
  store i32 %181, ptr %42, align 4, !dbg !213
  %182 = load i32, ptr %41, align 4, !dbg !215
  %183 = load i32, ptr %42, align 4, !dbg !216
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %182, i32 noundef %183), !dbg !217
  %185 = load i64, ptr %38, align 8, !dbg !218
  %186 = srem i64 %185, 256, !dbg !219
  %187 = trunc i64 %186 to i32, !dbg !220
  ret i32 %187, !dbg !221
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #0 !dbg !222 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !226, !DIExpression(), !227)
  br label %5, !dbg !228

5:                                                ; preds = %11, %1
  %6 = load ptr, ptr %2, align 8, !dbg !229
  store i32 1, ptr %3, align 4, !dbg !230
  %7 = load i32, ptr %3, align 4, !dbg !230
  %8 = atomicrmw xchg ptr %6, i32 %7 acquire, align 4, !dbg !230
  store i32 %8, ptr %4, align 4, !dbg !230
  %9 = load i32, ptr %4, align 4, !dbg !230
  %10 = icmp ne i32 %9, 0, !dbg !228
  br i1 %10, label %11, label %12, !dbg !228

11:                                               ; preds = %5
  br label %5, !dbg !228, !llvm.loop !231

12:                                               ; preds = %5
  ret void, !dbg !233
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #0 !dbg !234 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !235, !DIExpression(), !236)
  %4 = load ptr, ptr %2, align 8, !dbg !237
  store i32 0, ptr %3, align 4, !dbg !238
  %5 = load i32, ptr %3, align 4, !dbg !238
  store atomic i32 %5, ptr %4 release, align 4, !dbg !238
  ret void, !dbg !239
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a8", scope: !2, file: !3, line: 7, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/atomics_single_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "83493fcb6bd525504610957265f63358")
!4 = !{!5, !6, !11, !12, !15}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !7, line: 25, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !9, line: 40, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !7, line: 24, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !9, line: 38, baseType: !14)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !23, !28, !33, !38, !43, !48, !53, !58, !60, !0, !62, !64, !68, !73}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 208, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 26)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 296, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 37)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 224, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 28)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 160, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 20)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 16)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 152, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 19)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !19, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !40, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "a16", scope: !2, file: !3, line: 7, type: !6, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "a32", scope: !2, file: !3, line: 7, type: !66, isLocal: true, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !7, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "a64", scope: !2, file: !3, line: 7, type: !70, isLocal: true, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !15, isLocal: true, isDefinition: true)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"frame-pointer", i32 2}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !84, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!15}
!86 = !{}
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 12, type: !15)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 12, column: 5)
!89 = !DILocation(line: 12, column: 14, scope: !88)
!90 = !DILocation(line: 12, column: 10, scope: !88)
!91 = !DILocation(line: 12, column: 21, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 12, column: 5)
!93 = !DILocation(line: 12, column: 23, scope: !92)
!94 = !DILocation(line: 12, column: 5, scope: !88)
!95 = !DILocation(line: 12, column: 37, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 12, column: 35)
!97 = !DILocation(line: 12, column: 83, scope: !96)
!98 = !DILocation(line: 12, column: 132, scope: !96)
!99 = !DILocation(line: 12, column: 179, scope: !96)
!100 = !DILocation(line: 12, column: 239, scope: !96)
!101 = !DILocation(line: 12, column: 31, scope: !92)
!102 = !DILocation(line: 12, column: 5, scope: !92)
!103 = distinct !{!103, !94, !104, !105}
!104 = !DILocation(line: 12, column: 239, scope: !88)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 13, column: 42, scope: !83)
!107 = !DILocation(line: 13, column: 46, scope: !83)
!108 = !DILocation(line: 13, column: 51, scope: !83)
!109 = !DILocation(line: 13, column: 76, scope: !83)
!110 = !DILocation(line: 13, column: 5, scope: !83)
!111 = !DILocalVariable(name: "old", scope: !83, file: !3, line: 14, type: !66)
!112 = !DILocation(line: 14, column: 14, scope: !83)
!113 = !DILocation(line: 14, column: 20, scope: !83)
!114 = !DILocalVariable(name: "o2", scope: !83, file: !3, line: 14, type: !66)
!115 = !DILocation(line: 14, column: 78, scope: !83)
!116 = !DILocation(line: 14, column: 83, scope: !83)
!117 = !DILocalVariable(name: "o3", scope: !83, file: !3, line: 14, type: !66)
!118 = !DILocation(line: 14, column: 149, scope: !83)
!119 = !DILocation(line: 14, column: 154, scope: !83)
!120 = !DILocation(line: 15, column: 53, scope: !83)
!121 = !DILocation(line: 15, column: 58, scope: !83)
!122 = !DILocation(line: 15, column: 62, scope: !83)
!123 = !DILocation(line: 15, column: 66, scope: !83)
!124 = !DILocation(line: 15, column: 5, scope: !83)
!125 = !DILocalVariable(name: "ex", scope: !83, file: !3, line: 16, type: !70)
!126 = !DILocation(line: 16, column: 14, scope: !83)
!127 = !DILocation(line: 16, column: 19, scope: !83)
!128 = !DILocation(line: 16, column: 127, scope: !83)
!129 = !DILocation(line: 16, column: 151, scope: !83)
!130 = !DILocation(line: 16, column: 68, scope: !83)
!131 = !DILocalVariable(name: "expected", scope: !83, file: !3, line: 17, type: !70)
!132 = !DILocation(line: 17, column: 14, scope: !83)
!133 = !DILocalVariable(name: "ok1", scope: !83, file: !3, line: 17, type: !15)
!134 = !DILocation(line: 17, column: 33, scope: !83)
!135 = !DILocation(line: 17, column: 39, scope: !83)
!136 = !DILocation(line: 18, column: 59, scope: !83)
!137 = !DILocation(line: 18, column: 84, scope: !83)
!138 = !DILocation(line: 18, column: 114, scope: !83)
!139 = !DILocation(line: 18, column: 5, scope: !83)
!140 = !DILocalVariable(name: "ok2", scope: !83, file: !3, line: 19, type: !15)
!141 = !DILocation(line: 19, column: 9, scope: !83)
!142 = !DILocation(line: 19, column: 15, scope: !83)
!143 = !DILocation(line: 19, column: 136, scope: !83)
!144 = !DILocation(line: 19, column: 161, scope: !83)
!145 = !DILocation(line: 19, column: 105, scope: !83)
!146 = !DILocalVariable(name: "e16", scope: !83, file: !3, line: 20, type: !6)
!147 = !DILocation(line: 20, column: 14, scope: !83)
!148 = !DILocation(line: 20, column: 20, scope: !83)
!149 = !DILocation(line: 20, column: 25, scope: !83)
!150 = !DILocation(line: 20, column: 84, scope: !83)
!151 = !DILocation(line: 20, column: 88, scope: !83)
!152 = !DILocation(line: 20, column: 73, scope: !83)
!153 = !DILocation(line: 20, column: 33, scope: !83)
!154 = !DILocation(line: 20, column: 32, scope: !83)
!155 = distinct !{!155, !149, !156, !105}
!156 = !DILocation(line: 20, column: 136, scope: !83)
!157 = !DILocation(line: 20, column: 171, scope: !83)
!158 = !DILocation(line: 20, column: 138, scope: !83)
!159 = !DILocalVariable(name: "sy1", scope: !83, file: !3, line: 21, type: !15)
!160 = !DILocation(line: 21, column: 9, scope: !83)
!161 = !DILocation(line: 21, column: 15, scope: !83)
!162 = !DILocalVariable(name: "sy2", scope: !83, file: !3, line: 21, type: !15)
!163 = !DILocation(line: 21, column: 51, scope: !83)
!164 = !DILocation(line: 21, column: 57, scope: !83)
!165 = !DILocalVariable(name: "sy3", scope: !83, file: !3, line: 21, type: !11)
!166 = !DILocation(line: 21, column: 98, scope: !83)
!167 = !DILocation(line: 21, column: 147, scope: !83)
!168 = !DILocation(line: 21, column: 114, scope: !83)
!169 = !DILocation(line: 21, column: 104, scope: !83)
!170 = !DILocation(line: 21, column: 191, scope: !83)
!171 = !DILocation(line: 21, column: 196, scope: !83)
!172 = !DILocation(line: 21, column: 201, scope: !83)
!173 = !DILocation(line: 21, column: 164, scope: !83)
!174 = !DILocation(line: 21, column: 212, scope: !83)
!175 = !DILocalVariable(name: "bc", scope: !83, file: !3, line: 22, type: !15)
!176 = !DILocation(line: 22, column: 9, scope: !83)
!177 = !DILocation(line: 22, column: 14, scope: !83)
!178 = !DILocation(line: 22, column: 85, scope: !83)
!179 = !DILocation(line: 22, column: 89, scope: !83)
!180 = !DILocation(line: 22, column: 55, scope: !83)
!181 = !DILocalVariable(name: "counter", scope: !83, file: !3, line: 23, type: !182)
!182 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!183 = !DILocation(line: 23, column: 10, scope: !83)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 23, type: !15)
!185 = distinct !DILexicalBlock(scope: !83, file: !3, line: 23, column: 23)
!186 = !DILocation(line: 23, column: 32, scope: !185)
!187 = !DILocation(line: 23, column: 28, scope: !185)
!188 = !DILocation(line: 23, column: 39, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 23, column: 23)
!190 = !DILocation(line: 23, column: 41, scope: !189)
!191 = !DILocation(line: 23, column: 23, scope: !185)
!192 = !DILocation(line: 23, column: 56, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !3, line: 23, column: 54)
!194 = !DILocation(line: 23, column: 85, scope: !193)
!195 = !DILocation(line: 23, column: 82, scope: !193)
!196 = !DILocation(line: 23, column: 88, scope: !193)
!197 = !DILocation(line: 23, column: 108, scope: !193)
!198 = !DILocation(line: 23, column: 50, scope: !189)
!199 = !DILocation(line: 23, column: 23, scope: !189)
!200 = distinct !{!200, !191, !201, !105}
!201 = !DILocation(line: 23, column: 108, scope: !185)
!202 = !DILocation(line: 24, column: 5, scope: !83)
!203 = !DILocation(line: 24, column: 46, scope: !83)
!204 = !DILocation(line: 25, column: 42, scope: !83)
!205 = !DILocation(line: 25, column: 5, scope: !83)
!206 = !DILocalVariable(name: "flag", scope: !83, file: !3, line: 26, type: !207)
!207 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!208 = !DILocation(line: 26, column: 11, scope: !83)
!209 = !DILocalVariable(name: "t1", scope: !83, file: !3, line: 26, type: !15)
!210 = !DILocation(line: 26, column: 25, scope: !83)
!211 = !DILocation(line: 26, column: 30, scope: !83)
!212 = !DILocalVariable(name: "t2", scope: !83, file: !3, line: 26, type: !15)
!213 = !DILocation(line: 26, column: 82, scope: !83)
!214 = !DILocation(line: 26, column: 87, scope: !83)
!215 = !DILocation(line: 26, column: 166, scope: !83)
!216 = !DILocation(line: 26, column: 170, scope: !83)
!217 = !DILocation(line: 26, column: 135, scope: !83)
!218 = !DILocation(line: 27, column: 18, scope: !83)
!219 = !DILocation(line: 27, column: 26, scope: !83)
!220 = !DILocation(line: 27, column: 12, scope: !83)
!221 = !DILocation(line: 27, column: 5, scope: !83)
!222 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 8, type: !223, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !225}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!226 = !DILocalVariable(name: "l", arg: 1, scope: !222, file: !3, line: 8, type: !225)
!227 = !DILocation(line: 8, column: 28, scope: !222)
!228 = !DILocation(line: 8, column: 33, scope: !222)
!229 = !DILocation(line: 8, column: 60, scope: !222)
!230 = !DILocation(line: 8, column: 40, scope: !222)
!231 = distinct !{!231, !228, !232, !105}
!232 = !DILocation(line: 8, column: 87, scope: !222)
!233 = !DILocation(line: 8, column: 89, scope: !222)
!234 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 9, type: !223, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !86)
!235 = !DILocalVariable(name: "l", arg: 1, scope: !234, file: !3, line: 9, type: !225)
!236 = !DILocation(line: 9, column: 30, scope: !234)
!237 = !DILocation(line: 9, column: 52, scope: !234)
!238 = !DILocation(line: 9, column: 35, scope: !234)
!239 = !DILocation(line: 9, column: 77, scope: !234)
