; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"mul (%d,%d) conj (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"short add (%d,%d) sizeof=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"char sub (%d,%d) sizeof=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"(1+i)^31 = (%lld,%lld) norm=%lld sizeof=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"acc (%d,%d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef -4)
  %2 = tail call fastcc i64 @make(i32 noundef -2, i32 noundef 7)
  %3 = tail call fastcc i64 @mul_ci(i64 noundef %1, i64 noundef %2)
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %3, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = tail call fastcc i64 @conj_ci(i64 noundef %1)
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %7, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3000, i32 noundef -29000, i64 noundef 4)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 127, i32 noundef -127, i64 noundef 2)
  %14 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef 1, i64 noundef 1)
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  %17 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %15, i64 noundef %16)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  %20 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %18, i64 noundef %19)
  %21 = extractvalue { i64, i64 } %20, 0
  %22 = extractvalue { i64, i64 } %20, 1
  %23 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %21, i64 noundef %22)
  %24 = extractvalue { i64, i64 } %23, 0
  %25 = extractvalue { i64, i64 } %23, 1
  %26 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %24, i64 noundef %25)
  %27 = extractvalue { i64, i64 } %26, 0
  %28 = extractvalue { i64, i64 } %26, 1
  %29 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %27, i64 noundef %28)
  %30 = extractvalue { i64, i64 } %29, 0
  %31 = extractvalue { i64, i64 } %29, 1
  %32 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %30, i64 noundef %31)
  %33 = extractvalue { i64, i64 } %32, 0
  %34 = extractvalue { i64, i64 } %32, 1
  %35 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %33, i64 noundef %34)
  %36 = extractvalue { i64, i64 } %35, 0
  %37 = extractvalue { i64, i64 } %35, 1
  %38 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %36, i64 noundef %37)
  %39 = extractvalue { i64, i64 } %38, 0
  %40 = extractvalue { i64, i64 } %38, 1
  %41 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %39, i64 noundef %40)
  %42 = extractvalue { i64, i64 } %41, 0
  %43 = extractvalue { i64, i64 } %41, 1
  %44 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %42, i64 noundef %43)
  %45 = extractvalue { i64, i64 } %44, 0
  %46 = extractvalue { i64, i64 } %44, 1
  %47 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %45, i64 noundef %46)
  %48 = extractvalue { i64, i64 } %47, 0
  %49 = extractvalue { i64, i64 } %47, 1
  %50 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %48, i64 noundef %49)
  %51 = extractvalue { i64, i64 } %50, 0
  %52 = extractvalue { i64, i64 } %50, 1
  %53 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %51, i64 noundef %52)
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  %56 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %54, i64 noundef %55)
  %57 = extractvalue { i64, i64 } %56, 0
  %58 = extractvalue { i64, i64 } %56, 1
  %59 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %57, i64 noundef %58)
  %60 = extractvalue { i64, i64 } %59, 0
  %61 = extractvalue { i64, i64 } %59, 1
  %62 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %60, i64 noundef %61)
  %63 = extractvalue { i64, i64 } %62, 0
  %64 = extractvalue { i64, i64 } %62, 1
  %65 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %63, i64 noundef %64)
  %66 = extractvalue { i64, i64 } %65, 0
  %67 = extractvalue { i64, i64 } %65, 1
  %68 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %66, i64 noundef %67)
  %69 = extractvalue { i64, i64 } %68, 0
  %70 = extractvalue { i64, i64 } %68, 1
  %71 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %69, i64 noundef %70)
  %72 = extractvalue { i64, i64 } %71, 0
  %73 = extractvalue { i64, i64 } %71, 1
  %74 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %72, i64 noundef %73)
  %75 = extractvalue { i64, i64 } %74, 0
  %76 = extractvalue { i64, i64 } %74, 1
  %77 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %75, i64 noundef %76)
  %78 = extractvalue { i64, i64 } %77, 0
  %79 = extractvalue { i64, i64 } %77, 1
  %80 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %78, i64 noundef %79)
  %81 = extractvalue { i64, i64 } %80, 0
  %82 = extractvalue { i64, i64 } %80, 1
  %83 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %81, i64 noundef %82)
  %84 = extractvalue { i64, i64 } %83, 0
  %85 = extractvalue { i64, i64 } %83, 1
  %86 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %84, i64 noundef %85)
  %87 = extractvalue { i64, i64 } %86, 0
  %88 = extractvalue { i64, i64 } %86, 1
  %89 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %87, i64 noundef %88)
  %90 = extractvalue { i64, i64 } %89, 0
  %91 = extractvalue { i64, i64 } %89, 1
  %92 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %90, i64 noundef %91)
  %93 = extractvalue { i64, i64 } %92, 0
  %94 = extractvalue { i64, i64 } %92, 1
  %95 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %93, i64 noundef %94)
  %96 = extractvalue { i64, i64 } %95, 0
  %97 = extractvalue { i64, i64 } %95, 1
  %98 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %96, i64 noundef %97)
  %99 = extractvalue { i64, i64 } %98, 0
  %100 = extractvalue { i64, i64 } %98, 1
  %101 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %99, i64 noundef %100)
  %102 = extractvalue { i64, i64 } %101, 0
  %103 = extractvalue { i64, i64 } %101, 1
  %104 = tail call fastcc i64 @norm(i64 noundef %102, i64 noundef %103)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %102, i64 noundef %103, i64 noundef %104, i64 noundef 16)
  %106 = tail call fastcc i64 @make(i32 noundef 0, i32 noundef 0)
  %107 = trunc i64 %106 to i32
  %108 = lshr i64 %106, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef 1)
  %111 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -1)
  %112 = tail call fastcc i64 @mul_ci(i64 noundef %110, i64 noundef %111)
  %113 = trunc i64 %112 to i32
  %114 = lshr i64 %112, 32
  %115 = trunc nuw i64 %114 to i32
  %116 = add i32 %107, %113
  %117 = add i32 %109, %115
  %118 = tail call fastcc i64 @make(i32 noundef 2, i32 noundef 1)
  %119 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -2)
  %120 = tail call fastcc i64 @mul_ci(i64 noundef %118, i64 noundef %119)
  %121 = trunc i64 %120 to i32
  %122 = lshr i64 %120, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = add i32 %116, %121
  %125 = add i32 %117, %123
  %126 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef 1)
  %127 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -3)
  %128 = tail call fastcc i64 @mul_ci(i64 noundef %126, i64 noundef %127)
  %129 = trunc i64 %128 to i32
  %130 = lshr i64 %128, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = add i32 %124, %129
  %133 = add i32 %125, %131
  %134 = tail call fastcc i64 @make(i32 noundef 4, i32 noundef 1)
  %135 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -4)
  %136 = tail call fastcc i64 @mul_ci(i64 noundef %134, i64 noundef %135)
  %137 = trunc i64 %136 to i32
  %138 = lshr i64 %136, 32
  %139 = trunc nuw i64 %138 to i32
  %140 = add i32 %132, %137
  %141 = add i32 %133, %139
  %142 = tail call fastcc i64 @make(i32 noundef 5, i32 noundef 1)
  %143 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -5)
  %144 = tail call fastcc i64 @mul_ci(i64 noundef %142, i64 noundef %143)
  %145 = trunc i64 %144 to i32
  %146 = lshr i64 %144, 32
  %147 = trunc nuw i64 %146 to i32
  %148 = add i32 %140, %145
  %149 = add i32 %141, %147
  %150 = tail call fastcc i64 @make(i32 noundef 6, i32 noundef 1)
  %151 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -6)
  %152 = tail call fastcc i64 @mul_ci(i64 noundef %150, i64 noundef %151)
  %153 = trunc i64 %152 to i32
  %154 = lshr i64 %152, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = add i32 %148, %153
  %157 = add i32 %149, %155
  %158 = tail call fastcc i64 @make(i32 noundef 7, i32 noundef 1)
  %159 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -7)
  %160 = tail call fastcc i64 @mul_ci(i64 noundef %158, i64 noundef %159)
  %161 = trunc i64 %160 to i32
  %162 = lshr i64 %160, 32
  %163 = trunc nuw i64 %162 to i32
  %164 = add i32 %156, %161
  %165 = add i32 %157, %163
  %166 = tail call fastcc i64 @make(i32 noundef 8, i32 noundef 1)
  %167 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -8)
  %168 = tail call fastcc i64 @mul_ci(i64 noundef %166, i64 noundef %167)
  %169 = trunc i64 %168 to i32
  %170 = lshr i64 %168, 32
  %171 = trunc nuw i64 %170 to i32
  %172 = add i32 %164, %169
  %173 = add i32 %165, %171
  %174 = tail call fastcc i64 @make(i32 noundef 9, i32 noundef 1)
  %175 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -9)
  %176 = tail call fastcc i64 @mul_ci(i64 noundef %174, i64 noundef %175)
  %177 = trunc i64 %176 to i32
  %178 = lshr i64 %176, 32
  %179 = trunc nuw i64 %178 to i32
  %180 = add i32 %172, %177
  %181 = add i32 %173, %179
  %182 = tail call fastcc i64 @make(i32 noundef 10, i32 noundef 1)
  %183 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -10)
  %184 = tail call fastcc i64 @mul_ci(i64 noundef %182, i64 noundef %183)
  %185 = trunc i64 %184 to i32
  %186 = lshr i64 %184, 32
  %187 = trunc nuw i64 %186 to i32
  %188 = add i32 %180, %185
  %189 = add i32 %181, %187
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %188, i32 noundef %189)
  %191 = and i32 %188, 127
  ret i32 %191
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @make(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext i32 %1 to i64
  %4 = shl nuw i64 %3, 32
  %5 = zext i32 %0 to i64
  %6 = or disjoint i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mul_ci(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = lshr i64 %0, 32
  %4 = lshr i64 %1, 32
  %5 = mul i64 %1, %0
  %6 = mul nuw i64 %4, %3
  %7 = sub i64 %5, %6
  %8 = mul i64 %3, %1
  %9 = mul i64 %4, %0
  %10 = add i64 %9, %8
  %11 = shl i64 %10, 32
  %12 = and i64 %7, 4294967295
  %13 = or disjoint i64 %11, %12
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @conj_ci(i64 noundef %0) unnamed_addr #1 {
  %2 = and i64 %0, -4294967296
  %3 = and i64 %0, 4294967295
  %4 = sub i64 %3, %2
  ret i64 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul_cll(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = sub i64 %0, %1
  %4 = add i64 %1, %0
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @norm(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = mul nsw i64 %0, %0
  %4 = mul nsw i64 %1, %1
  %5 = add nuw nsw i64 %4, %3
  ret i64 %5
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
