; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
@out = internal unnamed_addr global [512 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.22 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 1
  %2 = alloca [256 x i8], align 1
  %3 = alloca [256 x i8], align 1
  %4 = alloca [256 x i8], align 1
  %5 = alloca [256 x i8], align 1
  %6 = alloca [256 x i8], align 1
  %7 = alloca [256 x i8], align 1
  %8 = alloca [256 x i8], align 1
  %9 = alloca [256 x i8], align 1
  %10 = alloca [256 x i8], align 1
  %11 = alloca [256 x i8], align 1
  %12 = alloca [256 x i8], align 1
  %13 = alloca [256 x i8], align 1
  %14 = alloca [256 x i8], align 1
  %15 = alloca [256 x i8], align 1
  %16 = alloca [256 x i8], align 1
  %17 = alloca [256 x i8], align 1
  %18 = alloca [256 x i8], align 1
  %19 = alloca [256 x i8], align 1
  %20 = alloca [256 x i8], align 1
  %21 = alloca [256 x i8], align 1
  %22 = alloca [256 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  %23 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %1, i64 poison, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296)
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 256, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296) #8
  %25 = load i32, ptr @checks, align 4, !tbaa !6
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @checks, align 4, !tbaa !6
  %27 = icmp eq i32 %23, %24
  br i1 %27, label %28, label %31

28:                                               ; preds = %0
  %29 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #9
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %28, %0
  %32 = load i32, ptr @fails, align 4, !tbaa !6
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @fails, align 4, !tbaa !6
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
  %40 = load i32, ptr @checks, align 4, !tbaa !6
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @checks, align 4, !tbaa !6
  %42 = icmp eq i32 %38, %39
  br i1 %42, label %43, label %46

43:                                               ; preds = %37
  %44 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #9
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %43, %37
  %47 = load i32, ptr @fails, align 4, !tbaa !6
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @fails, align 4, !tbaa !6
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
  %55 = load i32, ptr @checks, align 4, !tbaa !6
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @checks, align 4, !tbaa !6
  %57 = icmp eq i32 %53, %54
  br i1 %57, label %58, label %61

58:                                               ; preds = %52
  %59 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #9
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %65, label %61

61:                                               ; preds = %58, %52
  %62 = load i32, ptr @fails, align 4, !tbaa !6
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @fails, align 4, !tbaa !6
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
  %70 = load i32, ptr @checks, align 4, !tbaa !6
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @checks, align 4, !tbaa !6
  %72 = icmp eq i32 %68, %69
  br i1 %72, label %73, label %76

73:                                               ; preds = %67
  %74 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) %8) #9
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %80, label %76

76:                                               ; preds = %73, %67
  %77 = load i32, ptr @fails, align 4, !tbaa !6
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr @fails, align 4, !tbaa !6
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
  %85 = load i32, ptr @checks, align 4, !tbaa !6
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @checks, align 4, !tbaa !6
  %87 = icmp eq i32 %83, %84
  br i1 %87, label %88, label %91

88:                                               ; preds = %82
  %89 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) %10) #9
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %95, label %91

91:                                               ; preds = %88, %82
  %92 = load i32, ptr @fails, align 4, !tbaa !6
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @fails, align 4, !tbaa !6
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
  %100 = load i32, ptr @checks, align 4, !tbaa !6
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @checks, align 4, !tbaa !6
  %102 = icmp eq i32 %98, %99
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %11, ptr noundef nonnull dereferenceable(1) %12) #9
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %103, %97
  %107 = load i32, ptr @fails, align 4, !tbaa !6
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @fails, align 4, !tbaa !6
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
  %115 = load i32, ptr @checks, align 4, !tbaa !6
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @checks, align 4, !tbaa !6
  %117 = icmp eq i32 %113, %114
  br i1 %117, label %118, label %121

118:                                              ; preds = %112
  %119 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(1) %14) #9
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %125, label %121

121:                                              ; preds = %118, %112
  %122 = load i32, ptr @fails, align 4, !tbaa !6
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @fails, align 4, !tbaa !6
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
  %130 = load i32, ptr @checks, align 4, !tbaa !6
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @checks, align 4, !tbaa !6
  %132 = icmp eq i32 %128, %129
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %15, ptr noundef nonnull dereferenceable(1) %16) #9
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %140, label %136

136:                                              ; preds = %133, %127
  %137 = load i32, ptr @fails, align 4, !tbaa !6
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @fails, align 4, !tbaa !6
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
  %145 = load i32, ptr @checks, align 4, !tbaa !6
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @checks, align 4, !tbaa !6
  %147 = icmp eq i32 %143, %144
  br i1 %147, label %148, label %151

148:                                              ; preds = %142
  %149 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %18) #9
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %155, label %151

151:                                              ; preds = %148, %142
  %152 = load i32, ptr @fails, align 4, !tbaa !6
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @fails, align 4, !tbaa !6
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
  %160 = load i32, ptr @checks, align 4, !tbaa !6
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @checks, align 4, !tbaa !6
  %162 = icmp eq i32 %158, %159
  br i1 %162, label %163, label %166

163:                                              ; preds = %157
  %164 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %20) #9
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %170, label %166

166:                                              ; preds = %163, %157
  %167 = load i32, ptr @fails, align 4, !tbaa !6
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr @fails, align 4, !tbaa !6
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
  %175 = load i32, ptr @checks, align 4, !tbaa !6
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @checks, align 4, !tbaa !6
  %177 = icmp eq i32 %173, %174
  br i1 %177, label %178, label %181

178:                                              ; preds = %172
  %179 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %21, ptr noundef nonnull dereferenceable(1) %22) #9
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %185, label %181

181:                                              ; preds = %178, %172
  %182 = load i32, ptr @fails, align 4, !tbaa !6
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @fails, align 4, !tbaa !6
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %21, ptr noundef nonnull %22)
  br label %187

185:                                              ; preds = %178
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %21)
  br label %187

187:                                              ; preds = %185, %181
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %21) #8
  %188 = load i32, ptr @checks, align 4, !tbaa !6
  %189 = load i32, ptr @fails, align 4, !tbaa !6
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %188, i32 noundef %189)
  %191 = load i32, ptr @fails, align 4, !tbaa !6
  ret i32 %191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @my_snprintf(ptr nocapture noundef writeonly %0, i64 %1, ptr nocapture noundef readonly %2, ...) unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = load i32, ptr %8, align 8, !tbaa !6
  store i64 0, ptr @pos, align 8, !tbaa !12
  br label %10

10:                                               ; preds = %475, %3
  %11 = phi i32 [ %9, %3 ], [ %476, %475 ]
  %12 = phi ptr [ %5, %3 ], [ %477, %475 ]
  %13 = phi ptr [ %2, %3 ], [ %479, %475 ]
  %14 = load i8, ptr %13, align 1, !tbaa !14
  switch i8 %14, label %15 [
    i8 0, label %480
    i8 37, label %34
  ]

15:                                               ; preds = %10
  %16 = load i64, ptr @pos, align 8, !tbaa !12
  %17 = icmp ult i64 %16, 511
  br i1 %17, label %18, label %475

18:                                               ; preds = %15
  %19 = add nuw nsw i64 %16, 1
  store i64 %19, ptr @pos, align 8, !tbaa !12
  %20 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %16
  store i8 %14, ptr %20, align 1, !tbaa !14
  br label %475

21:                                               ; preds = %58, %21
  %22 = phi ptr [ %23, %21 ], [ %62, %58 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !14
  switch i8 %24, label %25 [
    i8 45, label %21
    i8 48, label %31
    i8 43, label %41
    i8 32, label %50
    i8 35, label %64
    i8 42, label %67
  ], !llvm.loop !15

25:                                               ; preds = %58, %21
  %26 = phi i32 [ 1, %21 ], [ %60, %58 ]
  %27 = phi ptr [ %23, %21 ], [ %62, %58 ]
  %28 = phi i8 [ %24, %21 ], [ %63, %58 ]
  %29 = add i8 %28, -48
  %30 = icmp ult i8 %29, 10
  br i1 %30, label %90, label %102

31:                                               ; preds = %58, %21
  %32 = phi i32 [ 1, %21 ], [ %60, %58 ]
  %33 = phi ptr [ %23, %21 ], [ %62, %58 ]
  br label %34

34:                                               ; preds = %10, %31
  %35 = phi i32 [ 1, %31 ], [ 0, %10 ]
  %36 = phi i32 [ %45, %31 ], [ 0, %10 ]
  %37 = phi i32 [ %54, %31 ], [ 0, %10 ]
  %38 = phi i32 [ %59, %31 ], [ 0, %10 ]
  %39 = phi i32 [ %32, %31 ], [ 0, %10 ]
  %40 = phi ptr [ %33, %31 ], [ %13, %10 ]
  br label %44

41:                                               ; preds = %58, %21
  %42 = phi i32 [ 1, %21 ], [ %60, %58 ]
  %43 = phi ptr [ %23, %21 ], [ %62, %58 ]
  br label %44

44:                                               ; preds = %34, %41
  %45 = phi i32 [ %36, %34 ], [ 1, %41 ]
  %46 = phi i32 [ %37, %34 ], [ %54, %41 ]
  %47 = phi i32 [ %38, %34 ], [ %59, %41 ]
  %48 = phi i32 [ %39, %34 ], [ %42, %41 ]
  %49 = phi ptr [ %40, %34 ], [ %43, %41 ]
  br label %53

50:                                               ; preds = %58, %21
  %51 = phi i32 [ 1, %21 ], [ %60, %58 ]
  %52 = phi ptr [ %23, %21 ], [ %62, %58 ]
  br label %53

53:                                               ; preds = %44, %50
  %54 = phi i32 [ %46, %44 ], [ 1, %50 ]
  %55 = phi i32 [ %47, %44 ], [ %59, %50 ]
  %56 = phi i32 [ %48, %44 ], [ %51, %50 ]
  %57 = phi ptr [ %49, %44 ], [ %52, %50 ]
  br label %58

58:                                               ; preds = %53, %64
  %59 = phi i32 [ %55, %53 ], [ 1, %64 ]
  %60 = phi i32 [ %56, %53 ], [ %65, %64 ]
  %61 = phi ptr [ %57, %53 ], [ %66, %64 ]
  %62 = getelementptr inbounds i8, ptr %61, i64 1
  %63 = load i8, ptr %62, align 1, !tbaa !14
  switch i8 %63, label %25 [
    i8 45, label %21
    i8 48, label %31
    i8 43, label %41
    i8 32, label %50
    i8 35, label %64
    i8 42, label %67
  ]

64:                                               ; preds = %21, %58
  %65 = phi i32 [ %60, %58 ], [ 1, %21 ]
  %66 = phi ptr [ %62, %58 ], [ %23, %21 ]
  br label %58

67:                                               ; preds = %58, %21
  %68 = phi i32 [ 1, %21 ], [ %60, %58 ]
  %69 = phi ptr [ %22, %21 ], [ %61, %58 ]
  %70 = icmp sgt i32 %11, -1
  br i1 %70, label %77, label %71

71:                                               ; preds = %67
  %72 = add nsw i32 %11, 8
  %73 = icmp ult i32 %11, -7
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = sext i32 %11 to i64
  %76 = getelementptr inbounds i8, ptr %7, i64 %75
  br label %80

77:                                               ; preds = %71, %67
  %78 = phi i32 [ %11, %67 ], [ %72, %71 ]
  %79 = getelementptr inbounds i8, ptr %12, i64 8
  br label %80

80:                                               ; preds = %77, %74
  %81 = phi i32 [ %78, %77 ], [ %72, %74 ]
  %82 = phi ptr [ %79, %77 ], [ %12, %74 ]
  %83 = phi ptr [ %12, %77 ], [ %76, %74 ]
  %84 = load i32, ptr %83, align 8, !tbaa !6
  %85 = icmp slt i32 %84, 0
  %86 = call i32 @llvm.abs.i32(i32 %84, i1 true)
  %87 = select i1 %85, i32 1, i32 %68
  %88 = getelementptr inbounds i8, ptr %69, i64 2
  %89 = load i8, ptr %88, align 1, !tbaa !14
  br label %102

90:                                               ; preds = %25, %90
  %91 = phi i8 [ %99, %90 ], [ %28, %25 ]
  %92 = phi ptr [ %96, %90 ], [ %27, %25 ]
  %93 = phi i32 [ %98, %90 ], [ 0, %25 ]
  %94 = zext nneg i8 %91 to i32
  %95 = mul nsw i32 %93, 10
  %96 = getelementptr inbounds i8, ptr %92, i64 1
  %97 = add nsw i32 %94, -48
  %98 = add i32 %97, %95
  %99 = load i8, ptr %96, align 1, !tbaa !14
  %100 = add i8 %99, -48
  %101 = icmp ult i8 %100, 10
  br i1 %101, label %90, label %102, !llvm.loop !17

102:                                              ; preds = %90, %80, %25
  %103 = phi i32 [ %11, %25 ], [ %81, %80 ], [ %11, %90 ]
  %104 = phi ptr [ %12, %25 ], [ %82, %80 ], [ %12, %90 ]
  %105 = phi i8 [ %28, %25 ], [ %89, %80 ], [ %99, %90 ]
  %106 = phi i32 [ 0, %25 ], [ %86, %80 ], [ %98, %90 ]
  %107 = phi i32 [ %26, %25 ], [ %87, %80 ], [ %26, %90 ]
  %108 = phi ptr [ %27, %25 ], [ %88, %80 ], [ %96, %90 ]
  %109 = icmp eq i8 %105, 46
  br i1 %109, label %110, label %147

110:                                              ; preds = %102
  %111 = getelementptr inbounds i8, ptr %108, i64 1
  %112 = load i8, ptr %111, align 1, !tbaa !14
  %113 = icmp eq i8 %112, 42
  br i1 %113, label %117, label %114

114:                                              ; preds = %110
  %115 = add i8 %112, -48
  %116 = icmp ult i8 %115, 10
  br i1 %116, label %135, label %147

117:                                              ; preds = %110
  %118 = icmp sgt i32 %103, -1
  br i1 %118, label %125, label %119

119:                                              ; preds = %117
  %120 = add nsw i32 %103, 8
  %121 = icmp ult i32 %103, -7
  br i1 %121, label %122, label %125

122:                                              ; preds = %119
  %123 = sext i32 %103 to i64
  %124 = getelementptr inbounds i8, ptr %7, i64 %123
  br label %128

125:                                              ; preds = %119, %117
  %126 = phi i32 [ %103, %117 ], [ %120, %119 ]
  %127 = getelementptr inbounds i8, ptr %104, i64 8
  br label %128

128:                                              ; preds = %125, %122
  %129 = phi i32 [ %126, %125 ], [ %120, %122 ]
  %130 = phi ptr [ %127, %125 ], [ %104, %122 ]
  %131 = phi ptr [ %104, %125 ], [ %124, %122 ]
  %132 = load i32, ptr %131, align 8, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %108, i64 2
  %134 = load i8, ptr %133, align 1, !tbaa !14
  br label %147

135:                                              ; preds = %114, %135
  %136 = phi i8 [ %144, %135 ], [ %112, %114 ]
  %137 = phi ptr [ %141, %135 ], [ %111, %114 ]
  %138 = phi i32 [ %143, %135 ], [ 0, %114 ]
  %139 = zext nneg i8 %136 to i32
  %140 = mul nsw i32 %138, 10
  %141 = getelementptr inbounds i8, ptr %137, i64 1
  %142 = add nsw i32 %139, -48
  %143 = add i32 %142, %140
  %144 = load i8, ptr %141, align 1, !tbaa !14
  %145 = add i8 %144, -48
  %146 = icmp ult i8 %145, 10
  br i1 %146, label %135, label %147, !llvm.loop !19

147:                                              ; preds = %135, %128, %114, %102
  %148 = phi i32 [ %129, %128 ], [ %103, %114 ], [ %103, %102 ], [ %103, %135 ]
  %149 = phi ptr [ %130, %128 ], [ %104, %114 ], [ %104, %102 ], [ %104, %135 ]
  %150 = phi i8 [ %134, %128 ], [ %112, %114 ], [ %105, %102 ], [ %144, %135 ]
  %151 = phi i32 [ %132, %128 ], [ 0, %114 ], [ -1, %102 ], [ %143, %135 ]
  %152 = phi ptr [ %133, %128 ], [ %111, %114 ], [ %108, %102 ], [ %141, %135 ]
  %153 = icmp eq i8 %150, 108
  br i1 %153, label %158, label %154

154:                                              ; preds = %158, %147
  %155 = phi i32 [ 0, %147 ], [ %161, %158 ]
  %156 = phi ptr [ %152, %147 ], [ %162, %158 ]
  %157 = phi i8 [ %150, %147 ], [ %163, %158 ]
  br label %165

158:                                              ; preds = %147, %158
  %159 = phi ptr [ %162, %158 ], [ %152, %147 ]
  %160 = phi i32 [ %161, %158 ], [ 0, %147 ]
  %161 = add nuw nsw i32 %160, 1
  %162 = getelementptr inbounds i8, ptr %159, i64 1
  %163 = load i8, ptr %162, align 1, !tbaa !14
  %164 = icmp eq i8 %163, 108
  br i1 %164, label %158, label %154, !llvm.loop !20

165:                                              ; preds = %169, %154
  %166 = phi i8 [ %172, %169 ], [ %157, %154 ]
  %167 = phi i32 [ %170, %169 ], [ 0, %154 ]
  %168 = phi ptr [ %171, %169 ], [ %156, %154 ]
  switch i8 %166, label %176 [
    i8 104, label %169
    i8 122, label %173
  ]

169:                                              ; preds = %165
  %170 = add nuw nsw i32 %167, 1
  %171 = getelementptr inbounds i8, ptr %168, i64 1
  %172 = load i8, ptr %171, align 1, !tbaa !14
  br label %165, !llvm.loop !21

173:                                              ; preds = %165
  %174 = getelementptr inbounds i8, ptr %168, i64 1
  %175 = load i8, ptr %174, align 1, !tbaa !14
  br label %176

176:                                              ; preds = %165, %173
  %177 = phi i8 [ %175, %173 ], [ %166, %165 ]
  %178 = phi i32 [ 2, %173 ], [ %155, %165 ]
  %179 = phi ptr [ %174, %173 ], [ %168, %165 ]
  switch i8 %177, label %469 [
    i8 100, label %180
    i8 105, label %180
    i8 117, label %247
    i8 120, label %247
    i8 88, label %247
    i8 111, label %247
    i8 99, label %315
    i8 115, label %373
    i8 37, label %463
  ]

180:                                              ; preds = %176, %176
  %181 = icmp ugt i32 %178, 1
  br i1 %181, label %182, label %198

182:                                              ; preds = %180
  %183 = icmp sgt i32 %148, -1
  br i1 %183, label %190, label %184

184:                                              ; preds = %182
  %185 = add nsw i32 %148, 8
  %186 = icmp ult i32 %148, -7
  br i1 %186, label %187, label %190

187:                                              ; preds = %184
  %188 = sext i32 %148 to i64
  %189 = getelementptr inbounds i8, ptr %7, i64 %188
  br label %193

190:                                              ; preds = %184, %182
  %191 = phi i32 [ %148, %182 ], [ %185, %184 ]
  %192 = getelementptr inbounds i8, ptr %149, i64 8
  br label %193

193:                                              ; preds = %190, %187
  %194 = phi i32 [ %191, %190 ], [ %185, %187 ]
  %195 = phi ptr [ %192, %190 ], [ %149, %187 ]
  %196 = phi ptr [ %149, %190 ], [ %189, %187 ]
  %197 = load i64, ptr %196, align 8, !tbaa !22
  br label %232

198:                                              ; preds = %180
  %199 = icmp eq i32 %178, 1
  %200 = icmp sgt i32 %148, -1
  br i1 %199, label %201, label %216

201:                                              ; preds = %198
  br i1 %200, label %208, label %202

202:                                              ; preds = %201
  %203 = add nsw i32 %148, 8
  %204 = icmp ult i32 %148, -7
  br i1 %204, label %205, label %208

205:                                              ; preds = %202
  %206 = sext i32 %148 to i64
  %207 = getelementptr inbounds i8, ptr %7, i64 %206
  br label %211

208:                                              ; preds = %202, %201
  %209 = phi i32 [ %148, %201 ], [ %203, %202 ]
  %210 = getelementptr inbounds i8, ptr %149, i64 8
  br label %211

211:                                              ; preds = %208, %205
  %212 = phi i32 [ %209, %208 ], [ %203, %205 ]
  %213 = phi ptr [ %210, %208 ], [ %149, %205 ]
  %214 = phi ptr [ %149, %208 ], [ %207, %205 ]
  %215 = load i64, ptr %214, align 8, !tbaa !12
  br label %232

216:                                              ; preds = %198
  br i1 %200, label %223, label %217

217:                                              ; preds = %216
  %218 = add nsw i32 %148, 8
  %219 = icmp ult i32 %148, -7
  br i1 %219, label %220, label %223

220:                                              ; preds = %217
  %221 = sext i32 %148 to i64
  %222 = getelementptr inbounds i8, ptr %7, i64 %221
  br label %226

223:                                              ; preds = %217, %216
  %224 = phi i32 [ %148, %216 ], [ %218, %217 ]
  %225 = getelementptr inbounds i8, ptr %149, i64 8
  br label %226

226:                                              ; preds = %223, %220
  %227 = phi i32 [ %224, %223 ], [ %218, %220 ]
  %228 = phi ptr [ %225, %223 ], [ %149, %220 ]
  %229 = phi ptr [ %149, %223 ], [ %222, %220 ]
  %230 = load i32, ptr %229, align 8, !tbaa !6
  %231 = sext i32 %230 to i64
  br label %232

232:                                              ; preds = %226, %211, %193
  %233 = phi i32 [ %194, %193 ], [ %212, %211 ], [ %227, %226 ]
  %234 = phi ptr [ %195, %193 ], [ %213, %211 ], [ %228, %226 ]
  %235 = phi i64 [ %197, %193 ], [ %215, %211 ], [ %231, %226 ]
  switch i32 %167, label %239 [
    i32 1, label %236
    i32 0, label %242
  ]

236:                                              ; preds = %232
  %237 = shl i64 %235, 48
  %238 = ashr exact i64 %237, 48
  br label %242

239:                                              ; preds = %232
  %240 = shl i64 %235, 56
  %241 = ashr exact i64 %240, 56
  br label %242

242:                                              ; preds = %239, %236, %232
  %243 = phi i64 [ %238, %236 ], [ %241, %239 ], [ %235, %232 ]
  %244 = call i64 @llvm.abs.i64(i64 %243, i1 false)
  %245 = lshr i64 %243, 63
  %246 = trunc nuw nsw i64 %245 to i32
  call fastcc void @emit_num(i64 noundef %244, i32 noundef %246, i32 noundef 10, i32 noundef 0, i32 noundef %106, i32 noundef %151, i32 noundef %107, i32 noundef %35, i32 noundef %45, i32 noundef %54, i32 noundef 0)
  br label %475

247:                                              ; preds = %176, %176, %176, %176
  %248 = icmp ugt i32 %178, 1
  br i1 %248, label %249, label %265

249:                                              ; preds = %247
  %250 = icmp sgt i32 %148, -1
  br i1 %250, label %257, label %251

251:                                              ; preds = %249
  %252 = add nsw i32 %148, 8
  %253 = icmp ult i32 %148, -7
  br i1 %253, label %254, label %257

254:                                              ; preds = %251
  %255 = sext i32 %148 to i64
  %256 = getelementptr inbounds i8, ptr %7, i64 %255
  br label %260

257:                                              ; preds = %251, %249
  %258 = phi i32 [ %148, %249 ], [ %252, %251 ]
  %259 = getelementptr inbounds i8, ptr %149, i64 8
  br label %260

260:                                              ; preds = %257, %254
  %261 = phi i32 [ %258, %257 ], [ %252, %254 ]
  %262 = phi ptr [ %259, %257 ], [ %149, %254 ]
  %263 = phi ptr [ %149, %257 ], [ %256, %254 ]
  %264 = load i64, ptr %263, align 8, !tbaa !22
  br label %299

265:                                              ; preds = %247
  %266 = icmp eq i32 %178, 1
  %267 = icmp sgt i32 %148, -1
  br i1 %266, label %268, label %283

268:                                              ; preds = %265
  br i1 %267, label %275, label %269

269:                                              ; preds = %268
  %270 = add nsw i32 %148, 8
  %271 = icmp ult i32 %148, -7
  br i1 %271, label %272, label %275

272:                                              ; preds = %269
  %273 = sext i32 %148 to i64
  %274 = getelementptr inbounds i8, ptr %7, i64 %273
  br label %278

275:                                              ; preds = %269, %268
  %276 = phi i32 [ %148, %268 ], [ %270, %269 ]
  %277 = getelementptr inbounds i8, ptr %149, i64 8
  br label %278

278:                                              ; preds = %275, %272
  %279 = phi i32 [ %276, %275 ], [ %270, %272 ]
  %280 = phi ptr [ %277, %275 ], [ %149, %272 ]
  %281 = phi ptr [ %149, %275 ], [ %274, %272 ]
  %282 = load i64, ptr %281, align 8, !tbaa !12
  br label %299

283:                                              ; preds = %265
  br i1 %267, label %290, label %284

284:                                              ; preds = %283
  %285 = add nsw i32 %148, 8
  %286 = icmp ult i32 %148, -7
  br i1 %286, label %287, label %290

287:                                              ; preds = %284
  %288 = sext i32 %148 to i64
  %289 = getelementptr inbounds i8, ptr %7, i64 %288
  br label %293

290:                                              ; preds = %284, %283
  %291 = phi i32 [ %148, %283 ], [ %285, %284 ]
  %292 = getelementptr inbounds i8, ptr %149, i64 8
  br label %293

293:                                              ; preds = %290, %287
  %294 = phi i32 [ %291, %290 ], [ %285, %287 ]
  %295 = phi ptr [ %292, %290 ], [ %149, %287 ]
  %296 = phi ptr [ %149, %290 ], [ %289, %287 ]
  %297 = load i32, ptr %296, align 8, !tbaa !6
  %298 = zext i32 %297 to i64
  br label %299

299:                                              ; preds = %293, %278, %260
  %300 = phi i32 [ %261, %260 ], [ %279, %278 ], [ %294, %293 ]
  %301 = phi ptr [ %262, %260 ], [ %280, %278 ], [ %295, %293 ]
  %302 = phi i64 [ %264, %260 ], [ %282, %278 ], [ %298, %293 ]
  switch i32 %167, label %305 [
    i32 1, label %303
    i32 0, label %307
  ]

303:                                              ; preds = %299
  %304 = and i64 %302, 65535
  br label %307

305:                                              ; preds = %299
  %306 = and i64 %302, 255
  br label %307

307:                                              ; preds = %305, %303, %299
  %308 = phi i64 [ %304, %303 ], [ %306, %305 ], [ %302, %299 ]
  %309 = icmp eq i8 %177, 111
  %310 = icmp eq i8 %177, 117
  %311 = select i1 %310, i32 10, i32 16
  %312 = select i1 %309, i32 8, i32 %311
  %313 = icmp eq i8 %177, 88
  %314 = zext i1 %313 to i32
  call fastcc void @emit_num(i64 noundef %308, i32 noundef 0, i32 noundef %312, i32 noundef %314, i32 noundef %106, i32 noundef %151, i32 noundef %107, i32 noundef %35, i32 noundef 0, i32 noundef 0, i32 noundef %59)
  br label %475

315:                                              ; preds = %176
  %316 = icmp sgt i32 %148, -1
  br i1 %316, label %323, label %317

317:                                              ; preds = %315
  %318 = add nsw i32 %148, 8
  %319 = icmp ult i32 %148, -7
  br i1 %319, label %320, label %323

320:                                              ; preds = %317
  %321 = sext i32 %148 to i64
  %322 = getelementptr inbounds i8, ptr %7, i64 %321
  br label %326

323:                                              ; preds = %317, %315
  %324 = phi i32 [ %148, %315 ], [ %318, %317 ]
  %325 = getelementptr inbounds i8, ptr %149, i64 8
  br label %326

326:                                              ; preds = %323, %320
  %327 = phi i32 [ %324, %323 ], [ %318, %320 ]
  %328 = phi ptr [ %325, %323 ], [ %149, %320 ]
  %329 = phi ptr [ %149, %323 ], [ %322, %320 ]
  %330 = load i32, ptr %329, align 8, !tbaa !6
  %331 = trunc i32 %330 to i8
  %332 = icmp eq i32 %107, 0
  br i1 %332, label %333, label %353

333:                                              ; preds = %326
  %334 = icmp sgt i32 %106, 1
  %335 = load i64, ptr @pos, align 8, !tbaa !12
  br i1 %334, label %336, label %347

336:                                              ; preds = %333, %344
  %337 = phi i32 [ %339, %344 ], [ %106, %333 ]
  %338 = phi i64 [ %345, %344 ], [ %335, %333 ]
  %339 = add nsw i32 %337, -1
  %340 = icmp ult i64 %338, 511
  br i1 %340, label %341, label %344

341:                                              ; preds = %336
  %342 = add nuw nsw i64 %338, 1
  store i64 %342, ptr @pos, align 8, !tbaa !12
  %343 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %338
  store i8 32, ptr %343, align 1, !tbaa !14
  br label %344

344:                                              ; preds = %341, %336
  %345 = phi i64 [ %338, %336 ], [ %342, %341 ]
  %346 = icmp ugt i32 %339, 1
  br i1 %346, label %336, label %347, !llvm.loop !24

347:                                              ; preds = %344, %333
  %348 = phi i64 [ %335, %333 ], [ %345, %344 ]
  %349 = icmp ult i64 %348, 511
  br i1 %349, label %350, label %475

350:                                              ; preds = %347
  %351 = add nuw nsw i64 %348, 1
  store i64 %351, ptr @pos, align 8, !tbaa !12
  %352 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %348
  store i8 %331, ptr %352, align 1, !tbaa !14
  br label %475

353:                                              ; preds = %326
  %354 = load i64, ptr @pos, align 8, !tbaa !12
  %355 = icmp ult i64 %354, 511
  br i1 %355, label %356, label %359

356:                                              ; preds = %353
  %357 = add nuw nsw i64 %354, 1
  store i64 %357, ptr @pos, align 8, !tbaa !12
  %358 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %354
  store i8 %331, ptr %358, align 1, !tbaa !14
  br label %359

359:                                              ; preds = %356, %353
  %360 = phi i64 [ %354, %353 ], [ %357, %356 ]
  %361 = icmp sgt i32 %106, 1
  br i1 %361, label %362, label %475

362:                                              ; preds = %359, %370
  %363 = phi i32 [ %365, %370 ], [ %106, %359 ]
  %364 = phi i64 [ %371, %370 ], [ %360, %359 ]
  %365 = add nsw i32 %363, -1
  %366 = icmp ult i64 %364, 511
  br i1 %366, label %367, label %370

367:                                              ; preds = %362
  %368 = add nuw nsw i64 %364, 1
  store i64 %368, ptr @pos, align 8, !tbaa !12
  %369 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %364
  store i8 32, ptr %369, align 1, !tbaa !14
  br label %370

370:                                              ; preds = %367, %362
  %371 = phi i64 [ %364, %362 ], [ %368, %367 ]
  %372 = icmp ugt i32 %365, 1
  br i1 %372, label %362, label %475, !llvm.loop !24

373:                                              ; preds = %176
  %374 = icmp sgt i32 %148, -1
  br i1 %374, label %381, label %375

375:                                              ; preds = %373
  %376 = add nsw i32 %148, 8
  %377 = icmp ult i32 %148, -7
  br i1 %377, label %378, label %381

378:                                              ; preds = %375
  %379 = sext i32 %148 to i64
  %380 = getelementptr inbounds i8, ptr %7, i64 %379
  br label %384

381:                                              ; preds = %375, %373
  %382 = phi i32 [ %148, %373 ], [ %376, %375 ]
  %383 = getelementptr inbounds i8, ptr %149, i64 8
  br label %384

384:                                              ; preds = %381, %378
  %385 = phi i32 [ %382, %381 ], [ %376, %378 ]
  %386 = phi ptr [ %383, %381 ], [ %149, %378 ]
  %387 = phi ptr [ %149, %381 ], [ %380, %378 ]
  %388 = load ptr, ptr %387, align 8, !tbaa !10
  %389 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %388) #9
  %390 = zext nneg i32 %151 to i64
  %391 = call i64 @llvm.umin.i64(i64 %389, i64 %390)
  %392 = icmp slt i32 %151, 0
  %393 = select i1 %392, i64 %389, i64 %391
  %394 = icmp eq i32 %107, 0
  br i1 %394, label %395, label %429

395:                                              ; preds = %384
  %396 = trunc i64 %393 to i32
  %397 = sub nsw i32 %106, %396
  %398 = icmp sgt i32 %397, 0
  br i1 %398, label %399, label %412

399:                                              ; preds = %395
  %400 = load i64, ptr @pos, align 8, !tbaa !12
  br label %401

401:                                              ; preds = %409, %399
  %402 = phi i32 [ %404, %409 ], [ %397, %399 ]
  %403 = phi i64 [ %410, %409 ], [ %400, %399 ]
  %404 = add nsw i32 %402, -1
  %405 = icmp ult i64 %403, 511
  br i1 %405, label %406, label %409

406:                                              ; preds = %401
  %407 = add nuw nsw i64 %403, 1
  store i64 %407, ptr @pos, align 8, !tbaa !12
  %408 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %403
  store i8 32, ptr %408, align 1, !tbaa !14
  br label %409

409:                                              ; preds = %406, %401
  %410 = phi i64 [ %403, %401 ], [ %407, %406 ]
  %411 = icmp ugt i32 %402, 1
  br i1 %411, label %401, label %412, !llvm.loop !24

412:                                              ; preds = %409, %395
  %413 = icmp eq i64 %393, 0
  br i1 %413, label %475, label %414

414:                                              ; preds = %412
  %415 = load i64, ptr @pos, align 8, !tbaa !12
  br label %416

416:                                              ; preds = %425, %414
  %417 = phi i64 [ %427, %425 ], [ 0, %414 ]
  %418 = phi i64 [ %426, %425 ], [ %415, %414 ]
  %419 = icmp ult i64 %418, 511
  br i1 %419, label %420, label %425

420:                                              ; preds = %416
  %421 = getelementptr inbounds i8, ptr %388, i64 %417
  %422 = load i8, ptr %421, align 1, !tbaa !14
  %423 = add nuw nsw i64 %418, 1
  store i64 %423, ptr @pos, align 8, !tbaa !12
  %424 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %418
  store i8 %422, ptr %424, align 1, !tbaa !14
  br label %425

425:                                              ; preds = %420, %416
  %426 = phi i64 [ %418, %416 ], [ %423, %420 ]
  %427 = add nuw i64 %417, 1
  %428 = icmp eq i64 %427, %393
  br i1 %428, label %475, label %416, !llvm.loop !25

429:                                              ; preds = %384
  %430 = icmp eq i64 %393, 0
  br i1 %430, label %446, label %431

431:                                              ; preds = %429
  %432 = load i64, ptr @pos, align 8, !tbaa !12
  br label %433

433:                                              ; preds = %442, %431
  %434 = phi i64 [ %444, %442 ], [ 0, %431 ]
  %435 = phi i64 [ %443, %442 ], [ %432, %431 ]
  %436 = icmp ult i64 %435, 511
  br i1 %436, label %437, label %442

437:                                              ; preds = %433
  %438 = getelementptr inbounds i8, ptr %388, i64 %434
  %439 = load i8, ptr %438, align 1, !tbaa !14
  %440 = add nuw nsw i64 %435, 1
  store i64 %440, ptr @pos, align 8, !tbaa !12
  %441 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %435
  store i8 %439, ptr %441, align 1, !tbaa !14
  br label %442

442:                                              ; preds = %437, %433
  %443 = phi i64 [ %435, %433 ], [ %440, %437 ]
  %444 = add nuw i64 %434, 1
  %445 = icmp eq i64 %444, %393
  br i1 %445, label %446, label %433, !llvm.loop !25

446:                                              ; preds = %442, %429
  %447 = trunc i64 %393 to i32
  %448 = sub nsw i32 %106, %447
  %449 = icmp sgt i32 %448, 0
  br i1 %449, label %450, label %475

450:                                              ; preds = %446
  %451 = load i64, ptr @pos, align 8, !tbaa !12
  br label %452

452:                                              ; preds = %460, %450
  %453 = phi i32 [ %455, %460 ], [ %448, %450 ]
  %454 = phi i64 [ %461, %460 ], [ %451, %450 ]
  %455 = add nsw i32 %453, -1
  %456 = icmp ult i64 %454, 511
  br i1 %456, label %457, label %460

457:                                              ; preds = %452
  %458 = add nuw nsw i64 %454, 1
  store i64 %458, ptr @pos, align 8, !tbaa !12
  %459 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %454
  store i8 32, ptr %459, align 1, !tbaa !14
  br label %460

460:                                              ; preds = %457, %452
  %461 = phi i64 [ %454, %452 ], [ %458, %457 ]
  %462 = icmp ugt i32 %453, 1
  br i1 %462, label %452, label %475, !llvm.loop !24

463:                                              ; preds = %176
  %464 = load i64, ptr @pos, align 8, !tbaa !12
  %465 = icmp ult i64 %464, 511
  br i1 %465, label %466, label %475

466:                                              ; preds = %463
  %467 = add nuw nsw i64 %464, 1
  store i64 %467, ptr @pos, align 8, !tbaa !12
  %468 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %464
  store i8 37, ptr %468, align 1, !tbaa !14
  br label %475

469:                                              ; preds = %176
  %470 = load i64, ptr @pos, align 8, !tbaa !12
  %471 = icmp ult i64 %470, 511
  br i1 %471, label %472, label %475

472:                                              ; preds = %469
  %473 = add nuw nsw i64 %470, 1
  store i64 %473, ptr @pos, align 8, !tbaa !12
  %474 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %470
  store i8 63, ptr %474, align 1, !tbaa !14
  br label %475

475:                                              ; preds = %460, %425, %370, %472, %469, %466, %463, %446, %412, %359, %350, %347, %307, %242, %18, %15
  %476 = phi i32 [ %11, %18 ], [ %11, %15 ], [ %148, %472 ], [ %148, %469 ], [ %148, %466 ], [ %148, %463 ], [ %385, %412 ], [ %385, %446 ], [ %327, %350 ], [ %327, %347 ], [ %327, %359 ], [ %300, %307 ], [ %233, %242 ], [ %327, %370 ], [ %385, %425 ], [ %385, %460 ]
  %477 = phi ptr [ %12, %18 ], [ %12, %15 ], [ %149, %472 ], [ %149, %469 ], [ %149, %466 ], [ %149, %463 ], [ %386, %412 ], [ %386, %446 ], [ %328, %350 ], [ %328, %347 ], [ %328, %359 ], [ %301, %307 ], [ %234, %242 ], [ %328, %370 ], [ %386, %425 ], [ %386, %460 ]
  %478 = phi ptr [ %13, %18 ], [ %13, %15 ], [ %179, %472 ], [ %179, %469 ], [ %179, %466 ], [ %179, %463 ], [ %179, %412 ], [ %179, %446 ], [ %179, %350 ], [ %179, %347 ], [ %179, %359 ], [ %179, %307 ], [ %179, %242 ], [ %179, %370 ], [ %179, %425 ], [ %179, %460 ]
  %479 = getelementptr inbounds i8, ptr %478, i64 1
  br label %10, !llvm.loop !26

480:                                              ; preds = %10
  %481 = load i64, ptr @pos, align 8
  %482 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %481
  store i8 0, ptr %482, align 1, !tbaa !14
  %483 = call i64 @llvm.umin.i64(i64 %481, i64 255)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 1 @out, i64 %483, i1 false)
  %484 = getelementptr inbounds i8, ptr %0, i64 %483
  store i8 0, ptr %484, align 1, !tbaa !14
  %485 = trunc i64 %481 to i32
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  ret i32 %485
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @emit_num(i64 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #6 {
  %12 = alloca [70 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %12) #8
  %13 = icmp eq i32 %3, 0
  %14 = select i1 %13, ptr @.str.19, ptr @.str.18
  %15 = icmp eq i64 %0, 0
  %16 = icmp ne i32 %5, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %11
  store i8 48, ptr %12, align 4, !tbaa !14
  br label %36

19:                                               ; preds = %11
  br i1 %15, label %36, label %20

20:                                               ; preds = %19
  %21 = zext nneg i32 %2 to i64
  br label %22

22:                                               ; preds = %20, %22
  %23 = phi i64 [ 0, %20 ], [ %31, %22 ]
  %24 = phi i64 [ %0, %20 ], [ %26, %22 ]
  %25 = freeze i64 %24
  %26 = udiv i64 %25, %21
  %27 = mul i64 %26, %21
  %28 = sub i64 %25, %27
  %29 = getelementptr inbounds i8, ptr %14, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !14
  %31 = add nuw nsw i64 %23, 1
  %32 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %23
  store i8 %30, ptr %32, align 1, !tbaa !14
  %33 = icmp ult i64 %24, %21
  br i1 %33, label %34, label %22, !llvm.loop !27

34:                                               ; preds = %22
  %35 = trunc nuw i64 %31 to i32
  br label %36

36:                                               ; preds = %18, %34, %19
  %37 = phi i32 [ 0, %19 ], [ %35, %34 ], [ 1, %18 ]
  %38 = icmp slt i32 %37, %5
  %39 = sub nsw i32 %5, %37
  %40 = select i1 %38, i32 %39, i32 0
  %41 = icmp ne i32 %10, 0
  %42 = icmp eq i32 %2, 8
  %43 = and i1 %42, %41
  %44 = icmp eq i32 %40, 0
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %55

46:                                               ; preds = %36
  %47 = icmp eq i32 %37, 0
  br i1 %47, label %54, label %48

48:                                               ; preds = %46
  %49 = add nsw i32 %37, -1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !14
  %53 = icmp eq i8 %52, 48
  br i1 %53, label %55, label %54

54:                                               ; preds = %48, %46
  br label %55

55:                                               ; preds = %54, %48, %36
  %56 = phi i32 [ 1, %54 ], [ 0, %48 ], [ %40, %36 ]
  %57 = icmp eq i32 %1, 0
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = icmp eq i32 %8, 0
  br i1 %59, label %60, label %63

60:                                               ; preds = %58
  %61 = icmp eq i32 %9, 0
  %62 = select i1 %61, i8 0, i8 32
  br label %63

63:                                               ; preds = %60, %58, %55
  %64 = phi i8 [ 45, %55 ], [ %62, %60 ], [ 43, %58 ]
  %65 = icmp eq i32 %2, 16
  %66 = and i1 %65, %41
  br i1 %66, label %67, label %76

67:                                               ; preds = %63
  %68 = icmp ne i32 %37, 1
  %69 = load i8, ptr %12, align 4
  %70 = icmp ne i8 %69, 48
  %71 = select i1 %68, i1 true, i1 %70
  %72 = icmp ne i32 %37, 0
  %73 = and i1 %72, %71
  %74 = select i1 %13, ptr @.str.21, ptr @.str.20
  %75 = select i1 %73, ptr %74, ptr @.str.22
  br label %76

76:                                               ; preds = %67, %63
  %77 = phi ptr [ @.str.22, %63 ], [ %75, %67 ]
  %78 = add nsw i32 %56, %37
  %79 = icmp ne i8 %64, 0
  %80 = zext i1 %79 to i32
  %81 = add nsw i32 %78, %80
  %82 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %77) #9
  %83 = trunc i64 %82 to i32
  %84 = add nsw i32 %81, %83
  %85 = icmp eq i32 %6, 0
  br i1 %85, label %86, label %106

86:                                               ; preds = %76
  %87 = icmp ne i32 %7, 0
  %88 = icmp slt i32 %5, 0
  %89 = and i1 %88, %87
  br i1 %89, label %106, label %90

90:                                               ; preds = %86
  %91 = sub nsw i32 %4, %84
  %92 = icmp sgt i32 %91, 0
  br i1 %92, label %93, label %106

93:                                               ; preds = %90
  %94 = load i64, ptr @pos, align 8, !tbaa !12
  br label %95

95:                                               ; preds = %103, %93
  %96 = phi i32 [ %98, %103 ], [ %91, %93 ]
  %97 = phi i64 [ %104, %103 ], [ %94, %93 ]
  %98 = add nsw i32 %96, -1
  %99 = icmp ult i64 %97, 511
  br i1 %99, label %100, label %103

100:                                              ; preds = %95
  %101 = add nuw nsw i64 %97, 1
  store i64 %101, ptr @pos, align 8, !tbaa !12
  %102 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %97
  store i8 32, ptr %102, align 1, !tbaa !14
  br label %103

103:                                              ; preds = %100, %95
  %104 = phi i64 [ %97, %95 ], [ %101, %100 ]
  %105 = icmp ugt i32 %96, 1
  br i1 %105, label %95, label %106, !llvm.loop !24

106:                                              ; preds = %103, %90, %86, %76
  %107 = icmp eq i8 %64, 0
  br i1 %107, label %114, label %108

108:                                              ; preds = %106
  %109 = load i64, ptr @pos, align 8, !tbaa !12
  %110 = icmp ult i64 %109, 511
  br i1 %110, label %111, label %114

111:                                              ; preds = %108
  %112 = add nuw nsw i64 %109, 1
  store i64 %112, ptr @pos, align 8, !tbaa !12
  %113 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %109
  store i8 %64, ptr %113, align 1, !tbaa !14
  br label %114

114:                                              ; preds = %111, %108, %106
  %115 = icmp eq i64 %82, 0
  br i1 %115, label %131, label %116

116:                                              ; preds = %114
  %117 = load i64, ptr @pos, align 8, !tbaa !12
  br label %118

118:                                              ; preds = %127, %116
  %119 = phi i64 [ %129, %127 ], [ 0, %116 ]
  %120 = phi i64 [ %128, %127 ], [ %117, %116 ]
  %121 = icmp ult i64 %120, 511
  br i1 %121, label %122, label %127

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %77, i64 %119
  %124 = load i8, ptr %123, align 1, !tbaa !14
  %125 = add nuw nsw i64 %120, 1
  store i64 %125, ptr @pos, align 8, !tbaa !12
  %126 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %120
  store i8 %124, ptr %126, align 1, !tbaa !14
  br label %127

127:                                              ; preds = %122, %118
  %128 = phi i64 [ %120, %118 ], [ %125, %122 ]
  %129 = add nuw i64 %119, 1
  %130 = icmp eq i64 %129, %82
  br i1 %130, label %131, label %118, !llvm.loop !25

131:                                              ; preds = %127, %114
  %132 = icmp ne i32 %7, 0
  %133 = icmp slt i32 %5, 0
  %134 = and i1 %133, %132
  %135 = and i1 %85, %134
  br i1 %135, label %138, label %136

136:                                              ; preds = %131
  %137 = load i64, ptr @pos, align 8, !tbaa !12
  br label %153

138:                                              ; preds = %131
  %139 = sub nsw i32 %4, %84
  %140 = icmp sgt i32 %139, 0
  %141 = load i64, ptr @pos, align 8, !tbaa !12
  br i1 %140, label %142, label %153

142:                                              ; preds = %138, %150
  %143 = phi i32 [ %145, %150 ], [ %139, %138 ]
  %144 = phi i64 [ %151, %150 ], [ %141, %138 ]
  %145 = add nsw i32 %143, -1
  %146 = icmp ult i64 %144, 511
  br i1 %146, label %147, label %150

147:                                              ; preds = %142
  %148 = add nuw nsw i64 %144, 1
  store i64 %148, ptr @pos, align 8, !tbaa !12
  %149 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %144
  store i8 48, ptr %149, align 1, !tbaa !14
  br label %150

150:                                              ; preds = %147, %142
  %151 = phi i64 [ %144, %142 ], [ %148, %147 ]
  %152 = icmp ugt i32 %143, 1
  br i1 %152, label %142, label %153, !llvm.loop !24

153:                                              ; preds = %150, %136, %138
  %154 = phi i64 [ %137, %136 ], [ %141, %138 ], [ %151, %150 ]
  %155 = icmp sgt i32 %56, 0
  br i1 %155, label %156, label %167

156:                                              ; preds = %153, %164
  %157 = phi i32 [ %159, %164 ], [ %56, %153 ]
  %158 = phi i64 [ %165, %164 ], [ %154, %153 ]
  %159 = add nsw i32 %157, -1
  %160 = icmp ult i64 %158, 511
  br i1 %160, label %161, label %164

161:                                              ; preds = %156
  %162 = add nuw nsw i64 %158, 1
  store i64 %162, ptr @pos, align 8, !tbaa !12
  %163 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %158
  store i8 48, ptr %163, align 1, !tbaa !14
  br label %164

164:                                              ; preds = %161, %156
  %165 = phi i64 [ %158, %156 ], [ %162, %161 ]
  %166 = icmp ugt i32 %157, 1
  br i1 %166, label %156, label %167, !llvm.loop !24

167:                                              ; preds = %164, %153
  %168 = phi i64 [ %154, %153 ], [ %165, %164 ]
  %169 = icmp eq i32 %37, 0
  br i1 %169, label %185, label %170

170:                                              ; preds = %167
  %171 = sext i32 %37 to i64
  br label %172

172:                                              ; preds = %170, %182
  %173 = phi i64 [ %171, %170 ], [ %175, %182 ]
  %174 = phi i64 [ %168, %170 ], [ %183, %182 ]
  %175 = add nsw i64 %173, -1
  %176 = icmp ult i64 %174, 511
  br i1 %176, label %177, label %182

177:                                              ; preds = %172
  %178 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %175
  %179 = load i8, ptr %178, align 1, !tbaa !14
  %180 = add nuw nsw i64 %174, 1
  store i64 %180, ptr @pos, align 8, !tbaa !12
  %181 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %174
  store i8 %179, ptr %181, align 1, !tbaa !14
  br label %182

182:                                              ; preds = %172, %177
  %183 = phi i64 [ %174, %172 ], [ %180, %177 ]
  %184 = icmp eq i64 %175, 0
  br i1 %184, label %185, label %172, !llvm.loop !28

185:                                              ; preds = %182, %167
  %186 = phi i64 [ %168, %167 ], [ %183, %182 ]
  %187 = sub nsw i32 %4, %84
  %188 = icmp slt i32 %187, 1
  %189 = select i1 %85, i1 true, i1 %188
  br i1 %189, label %201, label %190

190:                                              ; preds = %185, %198
  %191 = phi i32 [ %193, %198 ], [ %187, %185 ]
  %192 = phi i64 [ %199, %198 ], [ %186, %185 ]
  %193 = add nsw i32 %191, -1
  %194 = icmp ult i64 %192, 511
  br i1 %194, label %195, label %198

195:                                              ; preds = %190
  %196 = add nuw nsw i64 %192, 1
  store i64 %196, ptr @pos, align 8, !tbaa !12
  %197 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %192
  store i8 32, ptr %197, align 1, !tbaa !14
  br label %198

198:                                              ; preds = %195, %190
  %199 = phi i64 [ %192, %190 ], [ %196, %195 ]
  %200 = icmp ugt i32 %191, 1
  br i1 %200, label %190, label %201, !llvm.loop !24

201:                                              ; preds = %198, %185
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %12) #8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !8, i64 0}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
