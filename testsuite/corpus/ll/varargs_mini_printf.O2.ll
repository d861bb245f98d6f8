; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"%d %i %u\00", align 1
@checks = internal unnamed_addr global i32 0, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [23 x i8] c"MISMATCH [%s] vs [%s]\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"ok [%s]\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05d|%+d|% d\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"%.3d|%8.3d|%-8.3d|%.0d|\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"%x %X %#x %#X %#o %o\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"%ld %lu %lld %llx\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"%hd %hu %hhd %hhu\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%c%c%c|%3c|%-3c|\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"%s|%10s|%-10s|%.2s|%*s|%-*.*s|\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%zu %%\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"%*d|%-*d|%.*d\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"%#.0o|%#x|%08.3x|%-#10x|\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"checks=%d fails=%d\0A\00", align 1
@pos = internal unnamed_addr global i64 0, align 8
@out = internal unnamed_addr global [512 x i8] zeroinitializer, align 16
@.str.18 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.22 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca [256 x i8], align 16
  %3 = alloca [256 x i8], align 16
  %4 = alloca [256 x i8], align 16
  %5 = alloca [256 x i8], align 16
  %6 = alloca [256 x i8], align 16
  %7 = alloca [256 x i8], align 16
  %8 = alloca [256 x i8], align 16
  %9 = alloca [256 x i8], align 16
  %10 = alloca [256 x i8], align 16
  %11 = alloca [256 x i8], align 16
  %12 = alloca [256 x i8], align 16
  %13 = alloca [256 x i8], align 16
  %14 = alloca [256 x i8], align 16
  %15 = alloca [256 x i8], align 16
  %16 = alloca [256 x i8], align 16
  %17 = alloca [256 x i8], align 16
  %18 = alloca [256 x i8], align 16
  %19 = alloca [256 x i8], align 16
  %20 = alloca [256 x i8], align 16
  %21 = alloca [256 x i8], align 16
  %22 = alloca [256 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  %23 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %1, i64 poison, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296)
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 256, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296) #8
  %25 = load i32, ptr @checks, align 4, !tbaa !5
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @checks, align 4, !tbaa !5
  %27 = icmp eq i32 %23, %24
  br i1 %27, label %28, label %31

28:                                               ; preds = %0
  %29 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #9
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %28, %0
  %32 = load i32, ptr @fails, align 4, !tbaa !5
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @fails, align 4, !tbaa !5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, ptr noundef nonnull %2)
  br label %37

35:                                               ; preds = %28
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1)
  br label %37

37:                                               ; preds = %35, %31
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #8
  %38 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %3, i64 poison, ptr noundef nonnull @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42)
  %39 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 256, ptr noundef nonnull @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42) #8
  %40 = load i32, ptr @checks, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @checks, align 4, !tbaa !5
  %42 = icmp eq i32 %38, %39
  br i1 %42, label %43, label %46

43:                                               ; preds = %37
  %44 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #9
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %43, %37
  %47 = load i32, ptr @fails, align 4, !tbaa !5
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @fails, align 4, !tbaa !5
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %4)
  br label %52

50:                                               ; preds = %43
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3)
  br label %52

52:                                               ; preds = %50, %46
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #8
  %53 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %5, i64 poison, ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0)
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 256, ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0) #8
  %55 = load i32, ptr @checks, align 4, !tbaa !5
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @checks, align 4, !tbaa !5
  %57 = icmp eq i32 %53, %54
  br i1 %57, label %58, label %61

58:                                               ; preds = %52
  %59 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #9
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %65, label %61

61:                                               ; preds = %58, %52
  %62 = load i32, ptr @fails, align 4, !tbaa !5
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @fails, align 4, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %5, ptr noundef nonnull %6)
  br label %67

65:                                               ; preds = %58
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %5)
  br label %67

67:                                               ; preds = %65, %61
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %8) #8
  %68 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %7, i64 poison, ptr noundef nonnull @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0)
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 256, ptr noundef nonnull @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0) #8
  %70 = load i32, ptr @checks, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @checks, align 4, !tbaa !5
  %72 = icmp eq i32 %68, %69
  br i1 %72, label %73, label %76

73:                                               ; preds = %67
  %74 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) %8) #9
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %80, label %76

76:                                               ; preds = %73, %67
  %77 = load i32, ptr @fails, align 4, !tbaa !5
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr @fails, align 4, !tbaa !5
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %7, ptr noundef nonnull %8)
  br label %82

80:                                               ; preds = %73
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %7)
  br label %82

82:                                               ; preds = %80, %76
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %10) #8
  %83 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %9, i64 poison, ptr noundef nonnull @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896)
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 256, ptr noundef nonnull @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896) #8
  %85 = load i32, ptr @checks, align 4, !tbaa !5
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @checks, align 4, !tbaa !5
  %87 = icmp eq i32 %83, %84
  br i1 %87, label %88, label %91

88:                                               ; preds = %82
  %89 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) %10) #9
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %95, label %91

91:                                               ; preds = %88, %82
  %92 = load i32, ptr @fails, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @fails, align 4, !tbaa !5
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %9, ptr noundef nonnull %10)
  br label %97

95:                                               ; preds = %88
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %9)
  br label %97

97:                                               ; preds = %95, %91
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %12) #8
  %98 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %11, i64 poison, ptr noundef nonnull @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300)
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 256, ptr noundef nonnull @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300) #8
  %100 = load i32, ptr @checks, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @checks, align 4, !tbaa !5
  %102 = icmp eq i32 %98, %99
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %11, ptr noundef nonnull dereferenceable(1) %12) #9
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %103, %97
  %107 = load i32, ptr @fails, align 4, !tbaa !5
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @fails, align 4, !tbaa !5
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %11, ptr noundef nonnull %12)
  br label %112

110:                                              ; preds = %103
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %11)
  br label %112

112:                                              ; preds = %110, %106
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %14) #8
  %113 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %13, i64 poison, ptr noundef nonnull @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121)
  %114 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 256, ptr noundef nonnull @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121) #8
  %115 = load i32, ptr @checks, align 4, !tbaa !5
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @checks, align 4, !tbaa !5
  %117 = icmp eq i32 %113, %114
  br i1 %117, label %118, label %121

118:                                              ; preds = %112
  %119 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(1) %14) #9
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %125, label %121

121:                                              ; preds = %118, %112
  %122 = load i32, ptr @fails, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @fails, align 4, !tbaa !5
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %13, ptr noundef nonnull %14)
  br label %127

125:                                              ; preds = %118
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %13)
  br label %127

127:                                              ; preds = %125, %121
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %16) #8
  %128 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %15, i64 poison, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef 6, ptr noundef nonnull @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef nonnull @.str.13)
  %129 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i64 noundef 256, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef 6, ptr noundef nonnull @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef nonnull @.str.13) #8
  %130 = load i32, ptr @checks, align 4, !tbaa !5
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @checks, align 4, !tbaa !5
  %132 = icmp eq i32 %128, %129
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %15, ptr noundef nonnull dereferenceable(1) %16) #9
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %140, label %136

136:                                              ; preds = %133, %127
  %137 = load i32, ptr @fails, align 4, !tbaa !5
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @fails, align 4, !tbaa !5
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %15, ptr noundef nonnull %16)
  br label %142

140:                                              ; preds = %133
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %15)
  br label %142

142:                                              ; preds = %140, %136
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %18) #8
  %143 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %17, i64 poison, ptr noundef nonnull @.str.14, i64 noundef 123456)
  %144 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 256, ptr noundef nonnull @.str.14, i64 noundef 123456) #8
  %145 = load i32, ptr @checks, align 4, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @checks, align 4, !tbaa !5
  %147 = icmp eq i32 %143, %144
  br i1 %147, label %148, label %151

148:                                              ; preds = %142
  %149 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %18) #9
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %155, label %151

151:                                              ; preds = %148, %142
  %152 = load i32, ptr @fails, align 4, !tbaa !5
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @fails, align 4, !tbaa !5
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %17, ptr noundef nonnull %18)
  br label %157

155:                                              ; preds = %148
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %17)
  br label %157

157:                                              ; preds = %155, %151
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %20) #8
  %158 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %19, i64 poison, ptr noundef nonnull @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9)
  %159 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 256, ptr noundef nonnull @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9) #8
  %160 = load i32, ptr @checks, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @checks, align 4, !tbaa !5
  %162 = icmp eq i32 %158, %159
  br i1 %162, label %163, label %166

163:                                              ; preds = %157
  %164 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %20) #9
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %170, label %166

166:                                              ; preds = %163, %157
  %167 = load i32, ptr @fails, align 4, !tbaa !5
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr @fails, align 4, !tbaa !5
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %19, ptr noundef nonnull %20)
  br label %172

170:                                              ; preds = %163
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %19)
  br label %172

172:                                              ; preds = %170, %166
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %21) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %22) #8
  %173 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %21, i64 poison, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879)
  %174 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %22, i64 noundef 256, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879) #8
  %175 = load i32, ptr @checks, align 4, !tbaa !5
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @checks, align 4, !tbaa !5
  %177 = icmp eq i32 %173, %174
  br i1 %177, label %178, label %181

178:                                              ; preds = %172
  %179 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %21, ptr noundef nonnull dereferenceable(1) %22) #9
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %185, label %181

181:                                              ; preds = %178, %172
  %182 = load i32, ptr @fails, align 4, !tbaa !5
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @fails, align 4, !tbaa !5
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %21, ptr noundef nonnull %22)
  br label %187

185:                                              ; preds = %178
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %21)
  br label %187

187:                                              ; preds = %185, %181
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %21) #8
  %188 = load i32, ptr @checks, align 4, !tbaa !5
  %189 = load i32, ptr @fails, align 4, !tbaa !5
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %188, i32 noundef %189)
  %191 = load i32, ptr @fails, align 4, !tbaa !5
  ret i32 %191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @my_snprintf(ptr nocapture noundef writeonly %0, i64 %1, ptr nocapture noundef readonly %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8
  call void @llvm.va_start.p0(ptr nonnull %4)
  store i64 0, ptr @pos, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  br label %7

7:                                                ; preds = %532, %3
  %8 = phi ptr [ %2, %3 ], [ %534, %532 ]
  %9 = load i8, ptr %8, align 1, !tbaa !11
  switch i8 %9, label %10 [
    i8 0, label %535
    i8 37, label %29
  ]

10:                                               ; preds = %7
  %11 = load i64, ptr @pos, align 8, !tbaa !9
  %12 = icmp ult i64 %11, 511
  br i1 %12, label %13, label %532

13:                                               ; preds = %10
  %14 = add nuw nsw i64 %11, 1
  store i64 %14, ptr @pos, align 8, !tbaa !9
  %15 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %11
  store i8 %9, ptr %15, align 1, !tbaa !11
  br label %532

16:                                               ; preds = %53, %16
  %17 = phi ptr [ %18, %16 ], [ %57, %53 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !11
  switch i8 %19, label %20 [
    i8 45, label %16
    i8 48, label %26
    i8 43, label %36
    i8 32, label %45
    i8 35, label %59
    i8 42, label %62
  ], !llvm.loop !12

20:                                               ; preds = %53, %16
  %21 = phi i32 [ 1, %16 ], [ %55, %53 ]
  %22 = phi ptr [ %18, %16 ], [ %57, %53 ]
  %23 = phi i8 [ %19, %16 ], [ %58, %53 ]
  %24 = add i8 %23, -48
  %25 = icmp ult i8 %24, 10
  br i1 %25, label %83, label %95

26:                                               ; preds = %53, %16
  %27 = phi i32 [ 1, %16 ], [ %55, %53 ]
  %28 = phi ptr [ %18, %16 ], [ %57, %53 ]
  br label %29

29:                                               ; preds = %7, %26
  %30 = phi i32 [ 1, %26 ], [ 0, %7 ]
  %31 = phi i32 [ %40, %26 ], [ 0, %7 ]
  %32 = phi i32 [ %49, %26 ], [ 0, %7 ]
  %33 = phi i32 [ %54, %26 ], [ 0, %7 ]
  %34 = phi i32 [ %27, %26 ], [ 0, %7 ]
  %35 = phi ptr [ %28, %26 ], [ %8, %7 ]
  br label %39

36:                                               ; preds = %53, %16
  %37 = phi i32 [ 1, %16 ], [ %55, %53 ]
  %38 = phi ptr [ %18, %16 ], [ %57, %53 ]
  br label %39

39:                                               ; preds = %29, %36
  %40 = phi i32 [ %31, %29 ], [ 1, %36 ]
  %41 = phi i32 [ %32, %29 ], [ %49, %36 ]
  %42 = phi i32 [ %33, %29 ], [ %54, %36 ]
  %43 = phi i32 [ %34, %29 ], [ %37, %36 ]
  %44 = phi ptr [ %35, %29 ], [ %38, %36 ]
  br label %48

45:                                               ; preds = %53, %16
  %46 = phi i32 [ 1, %16 ], [ %55, %53 ]
  %47 = phi ptr [ %18, %16 ], [ %57, %53 ]
  br label %48

48:                                               ; preds = %39, %45
  %49 = phi i32 [ %41, %39 ], [ 1, %45 ]
  %50 = phi i32 [ %42, %39 ], [ %54, %45 ]
  %51 = phi i32 [ %43, %39 ], [ %46, %45 ]
  %52 = phi ptr [ %44, %39 ], [ %47, %45 ]
  br label %53

53:                                               ; preds = %48, %59
  %54 = phi i32 [ %50, %48 ], [ 1, %59 ]
  %55 = phi i32 [ %51, %48 ], [ %60, %59 ]
  %56 = phi ptr [ %52, %48 ], [ %61, %59 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !11
  switch i8 %58, label %20 [
    i8 45, label %16
    i8 48, label %26
    i8 43, label %36
    i8 32, label %45
    i8 35, label %59
    i8 42, label %62
  ]

59:                                               ; preds = %16, %53
  %60 = phi i32 [ %55, %53 ], [ 1, %16 ]
  %61 = phi ptr [ %57, %53 ], [ %18, %16 ]
  br label %53

62:                                               ; preds = %53, %16
  %63 = phi i32 [ 1, %16 ], [ %55, %53 ]
  %64 = phi ptr [ %17, %16 ], [ %56, %53 ]
  %65 = load i32, ptr %4, align 16
  %66 = icmp ult i32 %65, 41
  br i1 %66, label %67, label %72

67:                                               ; preds = %62
  %68 = load ptr, ptr %6, align 16
  %69 = zext nneg i32 %65 to i64
  %70 = getelementptr i8, ptr %68, i64 %69
  %71 = add nuw nsw i32 %65, 8
  store i32 %71, ptr %4, align 16
  br label %75

72:                                               ; preds = %62
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr i8, ptr %73, i64 8
  store ptr %74, ptr %5, align 8
  br label %75

75:                                               ; preds = %72, %67
  %76 = phi ptr [ %70, %67 ], [ %73, %72 ]
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = icmp slt i32 %77, 0
  %79 = call i32 @llvm.abs.i32(i32 %77, i1 true)
  %80 = select i1 %78, i32 1, i32 %63
  %81 = getelementptr inbounds i8, ptr %64, i64 2
  %82 = load i8, ptr %81, align 1, !tbaa !11
  br label %95

83:                                               ; preds = %20, %83
  %84 = phi i8 [ %92, %83 ], [ %23, %20 ]
  %85 = phi ptr [ %88, %83 ], [ %22, %20 ]
  %86 = phi i32 [ %91, %83 ], [ 0, %20 ]
  %87 = mul nsw i32 %86, 10
  %88 = getelementptr inbounds i8, ptr %85, i64 1
  %89 = add nsw i8 %84, -48
  %90 = zext nneg i8 %89 to i32
  %91 = add nsw i32 %87, %90
  %92 = load i8, ptr %88, align 1, !tbaa !11
  %93 = add i8 %92, -48
  %94 = icmp ult i8 %93, 10
  br i1 %94, label %83, label %95, !llvm.loop !14

95:                                               ; preds = %83, %75, %20
  %96 = phi i8 [ %82, %75 ], [ %23, %20 ], [ %92, %83 ]
  %97 = phi i32 [ %79, %75 ], [ 0, %20 ], [ %91, %83 ]
  %98 = phi i32 [ %80, %75 ], [ %21, %20 ], [ %21, %83 ]
  %99 = phi ptr [ %81, %75 ], [ %22, %20 ], [ %88, %83 ]
  %100 = icmp eq i8 %96, 46
  br i1 %100, label %101, label %136

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, ptr %99, i64 1
  %103 = load i8, ptr %102, align 1, !tbaa !11
  %104 = icmp eq i8 %103, 42
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = add i8 %103, -48
  %107 = icmp ult i8 %106, 10
  br i1 %107, label %124, label %136

108:                                              ; preds = %101
  %109 = load i32, ptr %4, align 16
  %110 = icmp ult i32 %109, 41
  br i1 %110, label %111, label %116

111:                                              ; preds = %108
  %112 = load ptr, ptr %6, align 16
  %113 = zext nneg i32 %109 to i64
  %114 = getelementptr i8, ptr %112, i64 %113
  %115 = add nuw nsw i32 %109, 8
  store i32 %115, ptr %4, align 16
  br label %119

116:                                              ; preds = %108
  %117 = load ptr, ptr %5, align 8
  %118 = getelementptr i8, ptr %117, i64 8
  store ptr %118, ptr %5, align 8
  br label %119

119:                                              ; preds = %116, %111
  %120 = phi ptr [ %114, %111 ], [ %117, %116 ]
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = getelementptr inbounds i8, ptr %99, i64 2
  %123 = load i8, ptr %122, align 1, !tbaa !11
  br label %136

124:                                              ; preds = %105, %124
  %125 = phi i8 [ %133, %124 ], [ %103, %105 ]
  %126 = phi ptr [ %129, %124 ], [ %102, %105 ]
  %127 = phi i32 [ %132, %124 ], [ 0, %105 ]
  %128 = mul nsw i32 %127, 10
  %129 = getelementptr inbounds i8, ptr %126, i64 1
  %130 = add nsw i8 %125, -48
  %131 = zext nneg i8 %130 to i32
  %132 = add nsw i32 %128, %131
  %133 = load i8, ptr %129, align 1, !tbaa !11
  %134 = add i8 %133, -48
  %135 = icmp ult i8 %134, 10
  br i1 %135, label %124, label %136, !llvm.loop !16

136:                                              ; preds = %124, %119, %105, %95
  %137 = phi i8 [ %123, %119 ], [ %96, %95 ], [ %103, %105 ], [ %133, %124 ]
  %138 = phi i32 [ %121, %119 ], [ -1, %95 ], [ 0, %105 ], [ %132, %124 ]
  %139 = phi ptr [ %122, %119 ], [ %99, %95 ], [ %102, %105 ], [ %129, %124 ]
  %140 = icmp eq i8 %137, 108
  br i1 %140, label %145, label %141

141:                                              ; preds = %145, %136
  %142 = phi i32 [ 0, %136 ], [ %148, %145 ]
  %143 = phi ptr [ %139, %136 ], [ %149, %145 ]
  %144 = phi i8 [ %137, %136 ], [ %150, %145 ]
  br label %152

145:                                              ; preds = %136, %145
  %146 = phi ptr [ %149, %145 ], [ %139, %136 ]
  %147 = phi i32 [ %148, %145 ], [ 0, %136 ]
  %148 = add nuw nsw i32 %147, 1
  %149 = getelementptr inbounds i8, ptr %146, i64 1
  %150 = load i8, ptr %149, align 1, !tbaa !11
  %151 = icmp eq i8 %150, 108
  br i1 %151, label %145, label %141, !llvm.loop !17

152:                                              ; preds = %156, %141
  %153 = phi i8 [ %159, %156 ], [ %144, %141 ]
  %154 = phi i32 [ %157, %156 ], [ 0, %141 ]
  %155 = phi ptr [ %158, %156 ], [ %143, %141 ]
  switch i8 %153, label %163 [
    i8 104, label %156
    i8 122, label %160
  ]

156:                                              ; preds = %152
  %157 = add nuw nsw i32 %154, 1
  %158 = getelementptr inbounds i8, ptr %155, i64 1
  %159 = load i8, ptr %158, align 1, !tbaa !11
  br label %152, !llvm.loop !18

160:                                              ; preds = %152
  %161 = getelementptr inbounds i8, ptr %155, i64 1
  %162 = load i8, ptr %161, align 1, !tbaa !11
  br label %163

163:                                              ; preds = %152, %160
  %164 = phi i8 [ %162, %160 ], [ %153, %152 ]
  %165 = phi i32 [ 2, %160 ], [ %142, %152 ]
  %166 = phi ptr [ %161, %160 ], [ %155, %152 ]
  switch i8 %164, label %515 [
    i8 100, label %167
    i8 105, label %167
    i8 117, label %225
    i8 120, label %225
    i8 88, label %225
    i8 111, label %225
    i8 99, label %285
    i8 115, label %380
    i8 37, label %509
  ]

167:                                              ; preds = %163, %163
  %168 = icmp ugt i32 %165, 1
  br i1 %168, label %169, label %183

169:                                              ; preds = %167
  %170 = load i32, ptr %4, align 16
  %171 = icmp ult i32 %170, 41
  br i1 %171, label %172, label %177

172:                                              ; preds = %169
  %173 = load ptr, ptr %6, align 16
  %174 = zext nneg i32 %170 to i64
  %175 = getelementptr i8, ptr %173, i64 %174
  %176 = add nuw nsw i32 %170, 8
  store i32 %176, ptr %4, align 16
  br label %180

177:                                              ; preds = %169
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr i8, ptr %178, i64 8
  store ptr %179, ptr %5, align 8
  br label %180

180:                                              ; preds = %177, %172
  %181 = phi ptr [ %175, %172 ], [ %178, %177 ]
  %182 = load i64, ptr %181, align 8, !tbaa !19
  br label %212

183:                                              ; preds = %167
  %184 = icmp eq i32 %165, 1
  %185 = load i32, ptr %4, align 16
  %186 = icmp ult i32 %185, 41
  br i1 %184, label %187, label %199

187:                                              ; preds = %183
  br i1 %186, label %188, label %193

188:                                              ; preds = %187
  %189 = load ptr, ptr %6, align 16
  %190 = zext nneg i32 %185 to i64
  %191 = getelementptr i8, ptr %189, i64 %190
  %192 = add nuw nsw i32 %185, 8
  store i32 %192, ptr %4, align 16
  br label %196

193:                                              ; preds = %187
  %194 = load ptr, ptr %5, align 8
  %195 = getelementptr i8, ptr %194, i64 8
  store ptr %195, ptr %5, align 8
  br label %196

196:                                              ; preds = %193, %188
  %197 = phi ptr [ %191, %188 ], [ %194, %193 ]
  %198 = load i64, ptr %197, align 8, !tbaa !9
  br label %212

199:                                              ; preds = %183
  br i1 %186, label %200, label %205

200:                                              ; preds = %199
  %201 = load ptr, ptr %6, align 16
  %202 = zext nneg i32 %185 to i64
  %203 = getelementptr i8, ptr %201, i64 %202
  %204 = add nuw nsw i32 %185, 8
  store i32 %204, ptr %4, align 16
  br label %208

205:                                              ; preds = %199
  %206 = load ptr, ptr %5, align 8
  %207 = getelementptr i8, ptr %206, i64 8
  store ptr %207, ptr %5, align 8
  br label %208

208:                                              ; preds = %205, %200
  %209 = phi ptr [ %203, %200 ], [ %206, %205 ]
  %210 = load i32, ptr %209, align 4, !tbaa !5
  %211 = sext i32 %210 to i64
  br label %212

212:                                              ; preds = %208, %196, %180
  %213 = phi i64 [ %182, %180 ], [ %198, %196 ], [ %211, %208 ]
  switch i32 %154, label %217 [
    i32 1, label %214
    i32 0, label %220
  ]

214:                                              ; preds = %212
  %215 = shl i64 %213, 48
  %216 = ashr exact i64 %215, 48
  br label %220

217:                                              ; preds = %212
  %218 = shl i64 %213, 56
  %219 = ashr exact i64 %218, 56
  br label %220

220:                                              ; preds = %217, %214, %212
  %221 = phi i64 [ %216, %214 ], [ %219, %217 ], [ %213, %212 ]
  %222 = call i64 @llvm.abs.i64(i64 %221, i1 false)
  %223 = lshr i64 %221, 63
  %224 = trunc nuw nsw i64 %223 to i32
  call fastcc void @emit_num(i64 noundef %222, i32 noundef %224, i32 noundef 10, i32 noundef 0, i32 noundef %97, i32 noundef %138, i32 noundef %98, i32 noundef %30, i32 noundef %40, i32 noundef %49, i32 noundef 0)
  br label %532

225:                                              ; preds = %163, %163, %163, %163
  %226 = icmp ugt i32 %165, 1
  br i1 %226, label %227, label %241

227:                                              ; preds = %225
  %228 = load i32, ptr %4, align 16
  %229 = icmp ult i32 %228, 41
  br i1 %229, label %230, label %235

230:                                              ; preds = %227
  %231 = load ptr, ptr %6, align 16
  %232 = zext nneg i32 %228 to i64
  %233 = getelementptr i8, ptr %231, i64 %232
  %234 = add nuw nsw i32 %228, 8
  store i32 %234, ptr %4, align 16
  br label %238

235:                                              ; preds = %227
  %236 = load ptr, ptr %5, align 8
  %237 = getelementptr i8, ptr %236, i64 8
  store ptr %237, ptr %5, align 8
  br label %238

238:                                              ; preds = %235, %230
  %239 = phi ptr [ %233, %230 ], [ %236, %235 ]
  %240 = load i64, ptr %239, align 8, !tbaa !19
  br label %270

241:                                              ; preds = %225
  %242 = icmp eq i32 %165, 1
  %243 = load i32, ptr %4, align 16
  %244 = icmp ult i32 %243, 41
  br i1 %242, label %245, label %257

245:                                              ; preds = %241
  br i1 %244, label %246, label %251

246:                                              ; preds = %245
  %247 = load ptr, ptr %6, align 16
  %248 = zext nneg i32 %243 to i64
  %249 = getelementptr i8, ptr %247, i64 %248
  %250 = add nuw nsw i32 %243, 8
  store i32 %250, ptr %4, align 16
  br label %254

251:                                              ; preds = %245
  %252 = load ptr, ptr %5, align 8
  %253 = getelementptr i8, ptr %252, i64 8
  store ptr %253, ptr %5, align 8
  br label %254

254:                                              ; preds = %251, %246
  %255 = phi ptr [ %249, %246 ], [ %252, %251 ]
  %256 = load i64, ptr %255, align 8, !tbaa !9
  br label %270

257:                                              ; preds = %241
  br i1 %244, label %258, label %263

258:                                              ; preds = %257
  %259 = load ptr, ptr %6, align 16
  %260 = zext nneg i32 %243 to i64
  %261 = getelementptr i8, ptr %259, i64 %260
  %262 = add nuw nsw i32 %243, 8
  store i32 %262, ptr %4, align 16
  br label %266

263:                                              ; preds = %257
  %264 = load ptr, ptr %5, align 8
  %265 = getelementptr i8, ptr %264, i64 8
  store ptr %265, ptr %5, align 8
  br label %266

266:                                              ; preds = %263, %258
  %267 = phi ptr [ %261, %258 ], [ %264, %263 ]
  %268 = load i32, ptr %267, align 4, !tbaa !5
  %269 = zext i32 %268 to i64
  br label %270

270:                                              ; preds = %266, %254, %238
  %271 = phi i64 [ %240, %238 ], [ %256, %254 ], [ %269, %266 ]
  switch i32 %154, label %274 [
    i32 1, label %272
    i32 0, label %276
  ]

272:                                              ; preds = %270
  %273 = and i64 %271, 65535
  br label %276

274:                                              ; preds = %270
  %275 = and i64 %271, 255
  br label %276

276:                                              ; preds = %274, %272, %270
  %277 = phi i64 [ %273, %272 ], [ %275, %274 ], [ %271, %270 ]
  %278 = load i8, ptr %166, align 1, !tbaa !11
  %279 = icmp eq i8 %278, 111
  %280 = icmp eq i8 %278, 117
  %281 = select i1 %280, i32 10, i32 16
  %282 = select i1 %279, i32 8, i32 %281
  %283 = icmp eq i8 %278, 88
  %284 = zext i1 %283 to i32
  call fastcc void @emit_num(i64 noundef %277, i32 noundef 0, i32 noundef %282, i32 noundef %284, i32 noundef %97, i32 noundef %138, i32 noundef %98, i32 noundef %30, i32 noundef 0, i32 noundef 0, i32 noundef %54)
  br label %532

285:                                              ; preds = %163
  %286 = load i32, ptr %4, align 16
  %287 = icmp ult i32 %286, 41
  br i1 %287, label %288, label %293

288:                                              ; preds = %285
  %289 = load ptr, ptr %6, align 16
  %290 = zext nneg i32 %286 to i64
  %291 = getelementptr i8, ptr %289, i64 %290
  %292 = add nuw nsw i32 %286, 8
  store i32 %292, ptr %4, align 16
  br label %296

293:                                              ; preds = %285
  %294 = load ptr, ptr %5, align 8
  %295 = getelementptr i8, ptr %294, i64 8
  store ptr %295, ptr %5, align 8
  br label %296

296:                                              ; preds = %293, %288
  %297 = phi ptr [ %291, %288 ], [ %294, %293 ]
  %298 = load i32, ptr %297, align 4, !tbaa !5
  %299 = trunc i32 %298 to i8
  %300 = icmp eq i32 %98, 0
  br i1 %300, label %301, label %341

301:                                              ; preds = %296
  %302 = icmp sgt i32 %97, 1
  %303 = load i64, ptr @pos, align 8, !tbaa !9
  br i1 %302, label %304, label %335

304:                                              ; preds = %301
  %305 = and i32 %97, 1
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %307, label %313

307:                                              ; preds = %304
  %308 = add nsw i32 %97, -1
  %309 = icmp ult i64 %303, 511
  br i1 %309, label %310, label %313

310:                                              ; preds = %307
  %311 = add nuw nsw i64 %303, 1
  store i64 %311, ptr @pos, align 8, !tbaa !9
  %312 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %303
  store i8 32, ptr %312, align 1, !tbaa !11
  br label %313

313:                                              ; preds = %307, %310, %304
  %314 = phi i32 [ %97, %304 ], [ %308, %310 ], [ %308, %307 ]
  %315 = phi i64 [ %303, %304 ], [ %303, %307 ], [ %311, %310 ]
  %316 = phi i64 [ poison, %304 ], [ %303, %307 ], [ %311, %310 ]
  %317 = icmp eq i32 %97, 2
  br i1 %317, label %335, label %318

318:                                              ; preds = %313, %332
  %319 = phi i32 [ %327, %332 ], [ %314, %313 ]
  %320 = phi i64 [ %333, %332 ], [ %315, %313 ]
  %321 = icmp ult i64 %320, 511
  br i1 %321, label %322, label %325

322:                                              ; preds = %318
  %323 = add nuw nsw i64 %320, 1
  store i64 %323, ptr @pos, align 8, !tbaa !9
  %324 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %320
  store i8 32, ptr %324, align 1, !tbaa !11
  br label %325

325:                                              ; preds = %322, %318
  %326 = phi i64 [ %320, %318 ], [ %323, %322 ]
  %327 = add nsw i32 %319, -2
  %328 = icmp ult i64 %326, 511
  br i1 %328, label %329, label %332

329:                                              ; preds = %325
  %330 = add nuw nsw i64 %326, 1
  store i64 %330, ptr @pos, align 8, !tbaa !9
  %331 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %326
  store i8 32, ptr %331, align 1, !tbaa !11
  br label %332

332:                                              ; preds = %329, %325
  %333 = phi i64 [ %326, %325 ], [ %330, %329 ]
  %334 = icmp ugt i32 %327, 1
  br i1 %334, label %318, label %335, !llvm.loop !21

335:                                              ; preds = %313, %332, %301
  %336 = phi i64 [ %303, %301 ], [ %316, %313 ], [ %333, %332 ]
  %337 = icmp ult i64 %336, 511
  br i1 %337, label %338, label %532

338:                                              ; preds = %335
  %339 = add nuw nsw i64 %336, 1
  store i64 %339, ptr @pos, align 8, !tbaa !9
  %340 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %336
  store i8 %299, ptr %340, align 1, !tbaa !11
  br label %532

341:                                              ; preds = %296
  %342 = load i64, ptr @pos, align 8, !tbaa !9
  %343 = icmp ult i64 %342, 511
  br i1 %343, label %344, label %347

344:                                              ; preds = %341
  %345 = add nuw nsw i64 %342, 1
  store i64 %345, ptr @pos, align 8, !tbaa !9
  %346 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %342
  store i8 %299, ptr %346, align 1, !tbaa !11
  br label %347

347:                                              ; preds = %344, %341
  %348 = phi i64 [ %342, %341 ], [ %345, %344 ]
  %349 = icmp sgt i32 %97, 1
  br i1 %349, label %350, label %532

350:                                              ; preds = %347
  %351 = and i32 %97, 1
  %352 = icmp eq i32 %351, 0
  br i1 %352, label %353, label %359

353:                                              ; preds = %350
  %354 = add nsw i32 %97, -1
  %355 = icmp ult i64 %348, 511
  br i1 %355, label %356, label %359

356:                                              ; preds = %353
  %357 = add nuw nsw i64 %348, 1
  store i64 %357, ptr @pos, align 8, !tbaa !9
  %358 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %348
  store i8 32, ptr %358, align 1, !tbaa !11
  br label %359

359:                                              ; preds = %353, %356, %350
  %360 = phi i32 [ %97, %350 ], [ %354, %356 ], [ %354, %353 ]
  %361 = phi i64 [ %348, %350 ], [ %348, %353 ], [ %357, %356 ]
  %362 = icmp eq i32 %97, 2
  br i1 %362, label %532, label %363

363:                                              ; preds = %359, %377
  %364 = phi i32 [ %372, %377 ], [ %360, %359 ]
  %365 = phi i64 [ %378, %377 ], [ %361, %359 ]
  %366 = icmp ult i64 %365, 511
  br i1 %366, label %367, label %370

367:                                              ; preds = %363
  %368 = add nuw nsw i64 %365, 1
  store i64 %368, ptr @pos, align 8, !tbaa !9
  %369 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %365
  store i8 32, ptr %369, align 1, !tbaa !11
  br label %370

370:                                              ; preds = %367, %363
  %371 = phi i64 [ %365, %363 ], [ %368, %367 ]
  %372 = add nsw i32 %364, -2
  %373 = icmp ult i64 %371, 511
  br i1 %373, label %374, label %377

374:                                              ; preds = %370
  %375 = add nuw nsw i64 %371, 1
  store i64 %375, ptr @pos, align 8, !tbaa !9
  %376 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %371
  store i8 32, ptr %376, align 1, !tbaa !11
  br label %377

377:                                              ; preds = %374, %370
  %378 = phi i64 [ %371, %370 ], [ %375, %374 ]
  %379 = icmp ugt i32 %372, 1
  br i1 %379, label %363, label %532, !llvm.loop !21

380:                                              ; preds = %163
  %381 = load i32, ptr %4, align 16
  %382 = icmp ult i32 %381, 41
  br i1 %382, label %383, label %388

383:                                              ; preds = %380
  %384 = load ptr, ptr %6, align 16
  %385 = zext nneg i32 %381 to i64
  %386 = getelementptr i8, ptr %384, i64 %385
  %387 = add nuw nsw i32 %381, 8
  store i32 %387, ptr %4, align 16
  br label %391

388:                                              ; preds = %380
  %389 = load ptr, ptr %5, align 8
  %390 = getelementptr i8, ptr %389, i64 8
  store ptr %390, ptr %5, align 8
  br label %391

391:                                              ; preds = %388, %383
  %392 = phi ptr [ %386, %383 ], [ %389, %388 ]
  %393 = load ptr, ptr %392, align 8, !tbaa !22
  %394 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %393) #9
  %395 = zext nneg i32 %138 to i64
  %396 = call i64 @llvm.umin.i64(i64 %394, i64 %395)
  %397 = icmp slt i32 %138, 0
  %398 = select i1 %397, i64 %394, i64 %396
  %399 = icmp eq i32 %98, 0
  br i1 %399, label %400, label %449

400:                                              ; preds = %391
  %401 = trunc i64 %398 to i32
  %402 = sub nsw i32 %97, %401
  %403 = icmp sgt i32 %402, 0
  br i1 %403, label %404, label %417

404:                                              ; preds = %400
  %405 = load i64, ptr @pos, align 8, !tbaa !9
  br label %406

406:                                              ; preds = %414, %404
  %407 = phi i32 [ %409, %414 ], [ %402, %404 ]
  %408 = phi i64 [ %415, %414 ], [ %405, %404 ]
  %409 = add nsw i32 %407, -1
  %410 = icmp ult i64 %408, 511
  br i1 %410, label %411, label %414

411:                                              ; preds = %406
  %412 = add nuw nsw i64 %408, 1
  store i64 %412, ptr @pos, align 8, !tbaa !9
  %413 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %408
  store i8 32, ptr %413, align 1, !tbaa !11
  br label %414

414:                                              ; preds = %411, %406
  %415 = phi i64 [ %408, %406 ], [ %412, %411 ]
  %416 = icmp ugt i32 %407, 1
  br i1 %416, label %406, label %417, !llvm.loop !21

417:                                              ; preds = %414, %400
  %418 = icmp eq i64 %398, 0
  br i1 %418, label %532, label %419

419:                                              ; preds = %417
  %420 = load i64, ptr @pos, align 8, !tbaa !9
  %421 = and i64 %398, 1
  %422 = icmp eq i64 %398, 1
  br i1 %422, label %521, label %423

423:                                              ; preds = %419
  %424 = and i64 %398, -2
  br label %425

425:                                              ; preds = %444, %423
  %426 = phi i64 [ 0, %423 ], [ %446, %444 ]
  %427 = phi i64 [ %420, %423 ], [ %445, %444 ]
  %428 = phi i64 [ 0, %423 ], [ %447, %444 ]
  %429 = icmp ult i64 %427, 511
  br i1 %429, label %430, label %435

430:                                              ; preds = %425
  %431 = getelementptr inbounds i8, ptr %393, i64 %426
  %432 = load i8, ptr %431, align 1, !tbaa !11
  %433 = add nuw nsw i64 %427, 1
  store i64 %433, ptr @pos, align 8, !tbaa !9
  %434 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %427
  store i8 %432, ptr %434, align 1, !tbaa !11
  br label %435

435:                                              ; preds = %430, %425
  %436 = phi i64 [ %427, %425 ], [ %433, %430 ]
  %437 = icmp ult i64 %436, 511
  br i1 %437, label %438, label %444

438:                                              ; preds = %435
  %439 = or disjoint i64 %426, 1
  %440 = getelementptr inbounds i8, ptr %393, i64 %439
  %441 = load i8, ptr %440, align 1, !tbaa !11
  %442 = add nuw nsw i64 %436, 1
  store i64 %442, ptr @pos, align 8, !tbaa !9
  %443 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %436
  store i8 %441, ptr %443, align 1, !tbaa !11
  br label %444

444:                                              ; preds = %438, %435
  %445 = phi i64 [ %436, %435 ], [ %442, %438 ]
  %446 = add nuw i64 %426, 2
  %447 = add i64 %428, 2
  %448 = icmp eq i64 %447, %424
  br i1 %448, label %521, label %425, !llvm.loop !24

449:                                              ; preds = %391
  %450 = icmp eq i64 %398, 0
  br i1 %450, label %492, label %451

451:                                              ; preds = %449
  %452 = load i64, ptr @pos, align 8, !tbaa !9
  %453 = and i64 %398, 1
  %454 = icmp eq i64 %398, 1
  br i1 %454, label %481, label %455

455:                                              ; preds = %451
  %456 = and i64 %398, -2
  br label %457

457:                                              ; preds = %476, %455
  %458 = phi i64 [ 0, %455 ], [ %478, %476 ]
  %459 = phi i64 [ %452, %455 ], [ %477, %476 ]
  %460 = phi i64 [ 0, %455 ], [ %479, %476 ]
  %461 = icmp ult i64 %459, 511
  br i1 %461, label %462, label %467

462:                                              ; preds = %457
  %463 = getelementptr inbounds i8, ptr %393, i64 %458
  %464 = load i8, ptr %463, align 1, !tbaa !11
  %465 = add nuw nsw i64 %459, 1
  store i64 %465, ptr @pos, align 8, !tbaa !9
  %466 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %459
  store i8 %464, ptr %466, align 1, !tbaa !11
  br label %467

467:                                              ; preds = %462, %457
  %468 = phi i64 [ %459, %457 ], [ %465, %462 ]
  %469 = icmp ult i64 %468, 511
  br i1 %469, label %470, label %476

470:                                              ; preds = %467
  %471 = or disjoint i64 %458, 1
  %472 = getelementptr inbounds i8, ptr %393, i64 %471
  %473 = load i8, ptr %472, align 1, !tbaa !11
  %474 = add nuw nsw i64 %468, 1
  store i64 %474, ptr @pos, align 8, !tbaa !9
  %475 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %468
  store i8 %473, ptr %475, align 1, !tbaa !11
  br label %476

476:                                              ; preds = %470, %467
  %477 = phi i64 [ %468, %467 ], [ %474, %470 ]
  %478 = add nuw i64 %458, 2
  %479 = add i64 %460, 2
  %480 = icmp eq i64 %479, %456
  br i1 %480, label %481, label %457, !llvm.loop !24

481:                                              ; preds = %476, %451
  %482 = phi i64 [ 0, %451 ], [ %478, %476 ]
  %483 = phi i64 [ %452, %451 ], [ %477, %476 ]
  %484 = icmp ne i64 %453, 0
  %485 = icmp ult i64 %483, 511
  %486 = select i1 %484, i1 %485, i1 false
  br i1 %486, label %487, label %492

487:                                              ; preds = %481
  %488 = getelementptr inbounds i8, ptr %393, i64 %482
  %489 = load i8, ptr %488, align 1, !tbaa !11
  %490 = add nuw nsw i64 %483, 1
  store i64 %490, ptr @pos, align 8, !tbaa !9
  %491 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %483
  store i8 %489, ptr %491, align 1, !tbaa !11
  br label %492

492:                                              ; preds = %481, %487, %449
  %493 = trunc i64 %398 to i32
  %494 = sub nsw i32 %97, %493
  %495 = icmp sgt i32 %494, 0
  br i1 %495, label %496, label %532

496:                                              ; preds = %492
  %497 = load i64, ptr @pos, align 8, !tbaa !9
  br label %498

498:                                              ; preds = %506, %496
  %499 = phi i32 [ %501, %506 ], [ %494, %496 ]
  %500 = phi i64 [ %507, %506 ], [ %497, %496 ]
  %501 = add nsw i32 %499, -1
  %502 = icmp ult i64 %500, 511
  br i1 %502, label %503, label %506

503:                                              ; preds = %498
  %504 = add nuw nsw i64 %500, 1
  store i64 %504, ptr @pos, align 8, !tbaa !9
  %505 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %500
  store i8 32, ptr %505, align 1, !tbaa !11
  br label %506

506:                                              ; preds = %503, %498
  %507 = phi i64 [ %500, %498 ], [ %504, %503 ]
  %508 = icmp ugt i32 %499, 1
  br i1 %508, label %498, label %532, !llvm.loop !21

509:                                              ; preds = %163
  %510 = load i64, ptr @pos, align 8, !tbaa !9
  %511 = icmp ult i64 %510, 511
  br i1 %511, label %512, label %532

512:                                              ; preds = %509
  %513 = add nuw nsw i64 %510, 1
  store i64 %513, ptr @pos, align 8, !tbaa !9
  %514 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %510
  store i8 37, ptr %514, align 1, !tbaa !11
  br label %532

515:                                              ; preds = %163
  %516 = load i64, ptr @pos, align 8, !tbaa !9
  %517 = icmp ult i64 %516, 511
  br i1 %517, label %518, label %532

518:                                              ; preds = %515
  %519 = add nuw nsw i64 %516, 1
  store i64 %519, ptr @pos, align 8, !tbaa !9
  %520 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %516
  store i8 63, ptr %520, align 1, !tbaa !11
  br label %532

521:                                              ; preds = %444, %419
  %522 = phi i64 [ 0, %419 ], [ %446, %444 ]
  %523 = phi i64 [ %420, %419 ], [ %445, %444 ]
  %524 = icmp ne i64 %421, 0
  %525 = icmp ult i64 %523, 511
  %526 = select i1 %524, i1 %525, i1 false
  br i1 %526, label %527, label %532

527:                                              ; preds = %521
  %528 = getelementptr inbounds i8, ptr %393, i64 %522
  %529 = load i8, ptr %528, align 1, !tbaa !11
  %530 = add nuw nsw i64 %523, 1
  store i64 %530, ptr @pos, align 8, !tbaa !9
  %531 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %523
  store i8 %529, ptr %531, align 1, !tbaa !11
  br label %532

532:                                              ; preds = %506, %521, %527, %359, %377, %518, %515, %512, %509, %492, %417, %347, %338, %335, %276, %220, %13, %10
  %533 = phi ptr [ %166, %276 ], [ %166, %220 ], [ %8, %10 ], [ %8, %13 ], [ %166, %335 ], [ %166, %338 ], [ %166, %347 ], [ %166, %417 ], [ %166, %492 ], [ %166, %509 ], [ %166, %512 ], [ %166, %515 ], [ %166, %518 ], [ %166, %377 ], [ %166, %359 ], [ %166, %527 ], [ %166, %521 ], [ %166, %506 ]
  %534 = getelementptr inbounds i8, ptr %533, i64 1
  br label %7, !llvm.loop !25

535:                                              ; preds = %7
  %536 = load i64, ptr @pos, align 8
  %537 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %536
  store i8 0, ptr %537, align 1, !tbaa !11
  %538 = call i64 @llvm.umin.i64(i64 %536, i64 255)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 16 @out, i64 %538, i1 false)
  %539 = getelementptr inbounds i8, ptr %0, i64 %538
  store i8 0, ptr %539, align 1, !tbaa !11
  %540 = trunc i64 %536 to i32
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8
  ret i32 %540
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @emit_num(i64 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #5 {
  %12 = alloca [70 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %12) #8
  %13 = icmp eq i32 %3, 0
  %14 = select i1 %13, ptr @.str.19, ptr @.str.18
  %15 = icmp eq i64 %0, 0
  %16 = icmp ne i32 %5, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %11
  store i8 48, ptr %12, align 16, !tbaa !11
  br label %34

19:                                               ; preds = %11
  br i1 %15, label %34, label %20

20:                                               ; preds = %19
  %21 = zext nneg i32 %2 to i64
  br label %22

22:                                               ; preds = %20, %22
  %23 = phi i64 [ 0, %20 ], [ %28, %22 ]
  %24 = phi i64 [ %0, %20 ], [ %30, %22 ]
  %25 = urem i64 %24, %21
  %26 = getelementptr inbounds i8, ptr %14, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !11
  %28 = add nuw nsw i64 %23, 1
  %29 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %23
  store i8 %27, ptr %29, align 1, !tbaa !11
  %30 = udiv i64 %24, %21
  %31 = icmp ult i64 %24, %21
  br i1 %31, label %32, label %22, !llvm.loop !26

32:                                               ; preds = %22
  %33 = trunc nuw i64 %28 to i32
  br label %34

34:                                               ; preds = %18, %32, %19
  %35 = phi i32 [ 0, %19 ], [ %33, %32 ], [ 1, %18 ]
  %36 = icmp slt i32 %35, %5
  %37 = sub nsw i32 %5, %35
  %38 = select i1 %36, i32 %37, i32 0
  %39 = icmp ne i32 %10, 0
  %40 = icmp eq i32 %2, 8
  %41 = and i1 %40, %39
  %42 = icmp eq i32 %38, 0
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %53

44:                                               ; preds = %34
  %45 = icmp eq i32 %35, 0
  br i1 %45, label %52, label %46

46:                                               ; preds = %44
  %47 = add nsw i32 %35, -1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !11
  %51 = icmp eq i8 %50, 48
  br i1 %51, label %53, label %52

52:                                               ; preds = %46, %44
  br label %53

53:                                               ; preds = %52, %46, %34
  %54 = phi i32 [ 1, %52 ], [ 0, %46 ], [ %38, %34 ]
  %55 = icmp eq i32 %1, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %53
  %57 = icmp eq i32 %8, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %56
  %59 = icmp eq i32 %9, 0
  %60 = select i1 %59, i8 0, i8 32
  br label %61

61:                                               ; preds = %58, %56, %53
  %62 = phi i8 [ 45, %53 ], [ %60, %58 ], [ 43, %56 ]
  %63 = icmp eq i32 %2, 16
  %64 = and i1 %63, %39
  br i1 %64, label %65, label %74

65:                                               ; preds = %61
  %66 = icmp ne i32 %35, 1
  %67 = load i8, ptr %12, align 16
  %68 = icmp ne i8 %67, 48
  %69 = select i1 %66, i1 true, i1 %68
  %70 = icmp ne i32 %35, 0
  %71 = and i1 %70, %69
  %72 = select i1 %13, ptr @.str.21, ptr @.str.20
  %73 = select i1 %71, ptr %72, ptr @.str.22
  br label %74

74:                                               ; preds = %65, %61
  %75 = phi ptr [ @.str.22, %61 ], [ %73, %65 ]
  %76 = add nsw i32 %54, %35
  %77 = icmp ne i8 %62, 0
  %78 = zext i1 %77 to i32
  %79 = add nsw i32 %76, %78
  %80 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %75) #9
  %81 = trunc i64 %80 to i32
  %82 = add nsw i32 %79, %81
  %83 = icmp eq i32 %6, 0
  br i1 %83, label %84, label %104

84:                                               ; preds = %74
  %85 = icmp ne i32 %7, 0
  %86 = icmp slt i32 %5, 0
  %87 = and i1 %86, %85
  br i1 %87, label %104, label %88

88:                                               ; preds = %84
  %89 = sub nsw i32 %4, %82
  %90 = icmp sgt i32 %89, 0
  br i1 %90, label %91, label %104

91:                                               ; preds = %88
  %92 = load i64, ptr @pos, align 8, !tbaa !9
  br label %93

93:                                               ; preds = %101, %91
  %94 = phi i32 [ %96, %101 ], [ %89, %91 ]
  %95 = phi i64 [ %102, %101 ], [ %92, %91 ]
  %96 = add nsw i32 %94, -1
  %97 = icmp ult i64 %95, 511
  br i1 %97, label %98, label %101

98:                                               ; preds = %93
  %99 = add nuw nsw i64 %95, 1
  store i64 %99, ptr @pos, align 8, !tbaa !9
  %100 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %95
  store i8 32, ptr %100, align 1, !tbaa !11
  br label %101

101:                                              ; preds = %98, %93
  %102 = phi i64 [ %95, %93 ], [ %99, %98 ]
  %103 = icmp ugt i32 %94, 1
  br i1 %103, label %93, label %104, !llvm.loop !21

104:                                              ; preds = %101, %88, %84, %74
  %105 = icmp eq i8 %62, 0
  br i1 %105, label %112, label %106

106:                                              ; preds = %104
  %107 = load i64, ptr @pos, align 8, !tbaa !9
  %108 = icmp ult i64 %107, 511
  br i1 %108, label %109, label %112

109:                                              ; preds = %106
  %110 = add nuw nsw i64 %107, 1
  store i64 %110, ptr @pos, align 8, !tbaa !9
  %111 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %107
  store i8 %62, ptr %111, align 1, !tbaa !11
  br label %112

112:                                              ; preds = %109, %106, %104
  %113 = icmp eq i64 %80, 0
  br i1 %113, label %155, label %114

114:                                              ; preds = %112
  %115 = load i64, ptr @pos, align 8, !tbaa !9
  %116 = and i64 %80, 1
  %117 = icmp eq i64 %80, 1
  br i1 %117, label %144, label %118

118:                                              ; preds = %114
  %119 = and i64 %80, -2
  br label %120

120:                                              ; preds = %139, %118
  %121 = phi i64 [ 0, %118 ], [ %141, %139 ]
  %122 = phi i64 [ %115, %118 ], [ %140, %139 ]
  %123 = phi i64 [ 0, %118 ], [ %142, %139 ]
  %124 = icmp ult i64 %122, 511
  br i1 %124, label %125, label %130

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %75, i64 %121
  %127 = load i8, ptr %126, align 1, !tbaa !11
  %128 = add nuw nsw i64 %122, 1
  store i64 %128, ptr @pos, align 8, !tbaa !9
  %129 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %122
  store i8 %127, ptr %129, align 1, !tbaa !11
  br label %130

130:                                              ; preds = %125, %120
  %131 = phi i64 [ %122, %120 ], [ %128, %125 ]
  %132 = icmp ult i64 %131, 511
  br i1 %132, label %133, label %139

133:                                              ; preds = %130
  %134 = or disjoint i64 %121, 1
  %135 = getelementptr inbounds i8, ptr %75, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = add nuw nsw i64 %131, 1
  store i64 %137, ptr @pos, align 8, !tbaa !9
  %138 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %131
  store i8 %136, ptr %138, align 1, !tbaa !11
  br label %139

139:                                              ; preds = %133, %130
  %140 = phi i64 [ %131, %130 ], [ %137, %133 ]
  %141 = add nuw i64 %121, 2
  %142 = add i64 %123, 2
  %143 = icmp eq i64 %142, %119
  br i1 %143, label %144, label %120, !llvm.loop !24

144:                                              ; preds = %139, %114
  %145 = phi i64 [ 0, %114 ], [ %141, %139 ]
  %146 = phi i64 [ %115, %114 ], [ %140, %139 ]
  %147 = icmp ne i64 %116, 0
  %148 = icmp ult i64 %146, 511
  %149 = select i1 %147, i1 %148, i1 false
  br i1 %149, label %150, label %155

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, ptr %75, i64 %145
  %152 = load i8, ptr %151, align 1, !tbaa !11
  %153 = add nuw nsw i64 %146, 1
  store i64 %153, ptr @pos, align 8, !tbaa !9
  %154 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %146
  store i8 %152, ptr %154, align 1, !tbaa !11
  br label %155

155:                                              ; preds = %144, %150, %112
  %156 = icmp ne i32 %7, 0
  %157 = icmp slt i32 %5, 0
  %158 = and i1 %157, %156
  %159 = and i1 %83, %158
  br i1 %159, label %162, label %160

160:                                              ; preds = %155
  %161 = load i64, ptr @pos, align 8, !tbaa !9
  br label %177

162:                                              ; preds = %155
  %163 = sub nsw i32 %4, %82
  %164 = icmp sgt i32 %163, 0
  %165 = load i64, ptr @pos, align 8, !tbaa !9
  br i1 %164, label %166, label %177

166:                                              ; preds = %162, %174
  %167 = phi i32 [ %169, %174 ], [ %163, %162 ]
  %168 = phi i64 [ %175, %174 ], [ %165, %162 ]
  %169 = add nsw i32 %167, -1
  %170 = icmp ult i64 %168, 511
  br i1 %170, label %171, label %174

171:                                              ; preds = %166
  %172 = add nuw nsw i64 %168, 1
  store i64 %172, ptr @pos, align 8, !tbaa !9
  %173 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %168
  store i8 48, ptr %173, align 1, !tbaa !11
  br label %174

174:                                              ; preds = %171, %166
  %175 = phi i64 [ %168, %166 ], [ %172, %171 ]
  %176 = icmp ugt i32 %167, 1
  br i1 %176, label %166, label %177, !llvm.loop !21

177:                                              ; preds = %174, %160, %162
  %178 = phi i64 [ %161, %160 ], [ %165, %162 ], [ %175, %174 ]
  %179 = icmp sgt i32 %54, 0
  br i1 %179, label %180, label %212

180:                                              ; preds = %177
  %181 = and i32 %54, 1
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %189, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %54, -1
  %185 = icmp ult i64 %178, 511
  br i1 %185, label %186, label %189

186:                                              ; preds = %183
  %187 = add nuw nsw i64 %178, 1
  store i64 %187, ptr @pos, align 8, !tbaa !9
  %188 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %178
  store i8 48, ptr %188, align 1, !tbaa !11
  br label %189

189:                                              ; preds = %183, %186, %180
  %190 = phi i32 [ %54, %180 ], [ %184, %186 ], [ %184, %183 ]
  %191 = phi i64 [ %178, %180 ], [ %178, %183 ], [ %187, %186 ]
  %192 = phi i64 [ poison, %180 ], [ %178, %183 ], [ %187, %186 ]
  %193 = icmp eq i32 %54, 1
  br i1 %193, label %212, label %194

194:                                              ; preds = %189, %208
  %195 = phi i32 [ %203, %208 ], [ %190, %189 ]
  %196 = phi i64 [ %209, %208 ], [ %191, %189 ]
  %197 = icmp ult i64 %196, 511
  br i1 %197, label %198, label %201

198:                                              ; preds = %194
  %199 = add nuw nsw i64 %196, 1
  store i64 %199, ptr @pos, align 8, !tbaa !9
  %200 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %196
  store i8 48, ptr %200, align 1, !tbaa !11
  br label %201

201:                                              ; preds = %198, %194
  %202 = phi i64 [ %196, %194 ], [ %199, %198 ]
  %203 = add nsw i32 %195, -2
  %204 = icmp ult i64 %202, 511
  br i1 %204, label %205, label %208

205:                                              ; preds = %201
  %206 = add nuw nsw i64 %202, 1
  store i64 %206, ptr @pos, align 8, !tbaa !9
  %207 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %202
  store i8 48, ptr %207, align 1, !tbaa !11
  br label %208

208:                                              ; preds = %205, %201
  %209 = phi i64 [ %202, %201 ], [ %206, %205 ]
  %210 = add i32 %195, -3
  %211 = icmp ult i32 %210, -2
  br i1 %211, label %194, label %212, !llvm.loop !21

212:                                              ; preds = %189, %208, %177
  %213 = phi i64 [ %178, %177 ], [ %192, %189 ], [ %209, %208 ]
  %214 = icmp eq i32 %35, 0
  br i1 %214, label %254, label %215

215:                                              ; preds = %212
  %216 = sext i32 %35 to i64
  %217 = and i64 %216, 1
  %218 = icmp eq i64 %217, 0
  br i1 %218, label %227, label %219

219:                                              ; preds = %215
  %220 = add nsw i64 %216, -1
  %221 = icmp ult i64 %213, 511
  br i1 %221, label %222, label %227

222:                                              ; preds = %219
  %223 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %220
  %224 = load i8, ptr %223, align 1, !tbaa !11
  %225 = add nuw nsw i64 %213, 1
  store i64 %225, ptr @pos, align 8, !tbaa !9
  %226 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %213
  store i8 %224, ptr %226, align 1, !tbaa !11
  br label %227

227:                                              ; preds = %219, %222, %215
  %228 = phi i64 [ poison, %215 ], [ %213, %219 ], [ %225, %222 ]
  %229 = phi i64 [ %216, %215 ], [ %220, %222 ], [ %220, %219 ]
  %230 = phi i64 [ %213, %215 ], [ %213, %219 ], [ %225, %222 ]
  %231 = icmp eq i32 %35, 1
  br i1 %231, label %254, label %232

232:                                              ; preds = %227, %251
  %233 = phi i64 [ %244, %251 ], [ %229, %227 ]
  %234 = phi i64 [ %252, %251 ], [ %230, %227 ]
  %235 = icmp ult i64 %234, 511
  br i1 %235, label %236, label %242

236:                                              ; preds = %232
  %237 = add nsw i64 %233, -1
  %238 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !11
  %240 = add nuw nsw i64 %234, 1
  store i64 %240, ptr @pos, align 8, !tbaa !9
  %241 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %234
  store i8 %239, ptr %241, align 1, !tbaa !11
  br label %242

242:                                              ; preds = %232, %236
  %243 = phi i64 [ %234, %232 ], [ %240, %236 ]
  %244 = add nsw i64 %233, -2
  %245 = icmp ult i64 %243, 511
  br i1 %245, label %246, label %251

246:                                              ; preds = %242
  %247 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %244
  %248 = load i8, ptr %247, align 1, !tbaa !11
  %249 = add nuw nsw i64 %243, 1
  store i64 %249, ptr @pos, align 8, !tbaa !9
  %250 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %243
  store i8 %248, ptr %250, align 1, !tbaa !11
  br label %251

251:                                              ; preds = %246, %242
  %252 = phi i64 [ %243, %242 ], [ %249, %246 ]
  %253 = icmp eq i64 %244, 0
  br i1 %253, label %254, label %232, !llvm.loop !27

254:                                              ; preds = %227, %251, %212
  %255 = phi i64 [ %213, %212 ], [ %228, %227 ], [ %252, %251 ]
  %256 = sub nsw i32 %4, %82
  %257 = icmp slt i32 %256, 1
  %258 = select i1 %83, i1 true, i1 %257
  br i1 %258, label %270, label %259

259:                                              ; preds = %254, %267
  %260 = phi i32 [ %262, %267 ], [ %256, %254 ]
  %261 = phi i64 [ %268, %267 ], [ %255, %254 ]
  %262 = add nsw i32 %260, -1
  %263 = icmp ult i64 %261, 511
  br i1 %263, label %264, label %267

264:                                              ; preds = %259
  %265 = add nuw nsw i64 %261, 1
  store i64 %265, ptr @pos, align 8, !tbaa !9
  %266 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %261
  store i8 32, ptr %266, align 1, !tbaa !11
  br label %267

267:                                              ; preds = %264, %259
  %268 = phi i64 [ %261, %259 ], [ %265, %264 ]
  %269 = icmp ugt i32 %260, 1
  br i1 %269, label %259, label %270, !llvm.loop !21

270:                                              ; preds = %267, %254
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %12) #8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.peeled.count", i32 1}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !7, i64 0}
!21 = distinct !{!21, !15}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
