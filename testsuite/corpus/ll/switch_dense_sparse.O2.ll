; ModuleID = 'programs/switch_dense_sparse.c'
source_filename = "programs/switch_dense_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"dense total=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"sparse(%ld)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"unsigned: %u %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"duff(%d)=%d \00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"vowel\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"punct\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"high\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@switch.table.dense = private unnamed_addr constant [24 x i32] [i32 11, i32 22, i32 35, i32 47, i32 51, i32 68, i32 72, i32 89, i32 93, i32 101, i32 117, i32 120, i32 131, i32 149, i32 150, i32 166, i32 171, i32 188, i32 190, i32 203, i32 219, i32 227, i32 231, i32 245], align 4
@switch.table.fallthrough = private unnamed_addr constant [6 x i32] [i32 111, i32 110, i32 100, i32 111000, i32 110000, i32 110000], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x i32], align 16
  %2 = alloca i32, align 4
  br label %93

3:                                                ; preds = %93
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %100)
  %5 = tail call fastcc i32 @sparse(i64 noundef -1000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -1000000000000, i32 noundef %5)
  %7 = tail call fastcc i32 @sparse(i64 noundef -65536)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -65536, i32 noundef %7)
  %9 = tail call fastcc i32 @sparse(i64 noundef -7)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -7, i32 noundef %9)
  %11 = tail call fastcc i32 @sparse(i64 noundef 0)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 0, i32 noundef %11)
  %13 = tail call fastcc i32 @sparse(i64 noundef 13)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 13, i32 noundef %13)
  %15 = tail call fastcc i32 @sparse(i64 noundef 999)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 999, i32 noundef %15)
  %17 = tail call fastcc i32 @sparse(i64 noundef 4096)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4096, i32 noundef %17)
  %19 = tail call fastcc i32 @sparse(i64 noundef 65537)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 65537, i32 noundef %19)
  %21 = tail call fastcc i32 @sparse(i64 noundef 1000003)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000003, i32 noundef %21)
  %23 = tail call fastcc i32 @sparse(i64 noundef 2147483647)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2147483647, i32 noundef %23)
  %25 = tail call fastcc i32 @sparse(i64 noundef 4294967296)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4294967296, i32 noundef %25)
  %27 = tail call fastcc i32 @sparse(i64 noundef 9223372036854775807)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 9223372036854775807, i32 noundef %27)
  %29 = tail call fastcc i32 @sparse(i64 noundef 5)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 5, i32 noundef %29)
  %31 = tail call fastcc i32 @sparse(i64 noundef -8)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -8, i32 noundef %31)
  %33 = tail call fastcc i32 @sparse(i64 noundef 1000004)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000004, i32 noundef %33)
  %35 = tail call fastcc i32 @fallthrough(i32 noundef 0)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %35)
  %37 = tail call fastcc i32 @fallthrough(i32 noundef 1)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %37)
  %39 = tail call fastcc i32 @fallthrough(i32 noundef 2)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %39)
  %41 = tail call fastcc i32 @fallthrough(i32 noundef 3)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %41)
  %43 = tail call fastcc i32 @fallthrough(i32 noundef 4)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %43)
  %45 = tail call fastcc i32 @fallthrough(i32 noundef 5)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %45)
  %47 = tail call fastcc i32 @fallthrough(i32 noundef 6)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %47)
  %49 = tail call fastcc i32 @fallthrough(i32 noundef 7)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %49)
  %51 = tail call fastcc ptr @on_char(i8 noundef signext 72)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %51)
  %53 = tail call fastcc ptr @on_char(i8 noundef signext 105)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53)
  %55 = tail call fastcc ptr @on_char(i8 noundef signext 32)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %57 = tail call fastcc ptr @on_char(i8 noundef signext 116)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57)
  %59 = tail call fastcc ptr @on_char(i8 noundef signext 104)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %59)
  %61 = tail call fastcc ptr @on_char(i8 noundef signext 101)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %63 = tail call fastcc ptr @on_char(i8 noundef signext 114)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %66 = tail call fastcc ptr @on_char(i8 noundef signext 44)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %69 = tail call fastcc ptr @on_char(i8 noundef signext 52)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %69)
  %71 = tail call fastcc ptr @on_char(i8 noundef signext 50)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %71)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %77 = tail call fastcc ptr @on_char(i8 noundef signext 109)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %77)
  %79 = tail call fastcc ptr @on_char(i8 noundef signext 115)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %79)
  %81 = tail call fastcc ptr @on_char(i8 noundef signext 33)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %81)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %85 = tail call fastcc ptr @on_char(i8 noundef signext -112)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %85)
  %87 = tail call i32 @putchar(i32 10)
  %88 = tail call fastcc i32 @on_unsigned(i32 noundef -1)
  %89 = tail call fastcc i32 @on_unsigned(i32 noundef -2147483648)
  %90 = tail call fastcc i32 @on_unsigned(i32 noundef 3)
  %91 = tail call fastcc i32 @on_unsigned(i32 noundef 100)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91)
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  br label %103

93:                                               ; preds = %0, %93
  %94 = phi i32 [ -2, %0 ], [ %101, %93 ]
  %95 = phi i64 [ 0, %0 ], [ %100, %93 ]
  %96 = tail call fastcc i32 @dense(i32 noundef %94)
  %97 = add nsw i32 %94, 3
  %98 = mul nsw i32 %96, %97
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %95, %99
  %101 = add nsw i32 %94, 1
  %102 = icmp eq i32 %101, 26
  br i1 %102, label %3, label %93, !llvm.loop !5

103:                                              ; preds = %109, %3
  %104 = phi i64 [ 0, %3 ], [ %122, %109 ]
  %105 = mul nuw nsw i64 %104, %104
  %106 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %104
  %107 = trunc nuw i64 %105 to i32
  store i32 %107, ptr %106, align 16, !tbaa !7
  %108 = icmp eq i64 %104, 36
  br i1 %108, label %123, label %109, !llvm.loop !11

109:                                              ; preds = %103
  %110 = or disjoint i64 %104, 1
  %111 = mul nuw nsw i64 %110, %110
  %112 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %110
  %113 = trunc nuw i64 %111 to i32
  store i32 %113, ptr %112, align 4, !tbaa !7
  %114 = or disjoint i64 %104, 2
  %115 = mul nuw nsw i64 %114, %114
  %116 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %114
  %117 = trunc nuw i64 %115 to i32
  store i32 %117, ptr %116, align 8, !tbaa !7
  %118 = or disjoint i64 %104, 3
  %119 = mul nuw nsw i64 %118, %118
  %120 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %118
  %121 = trunc nuw i64 %119 to i32
  store i32 %121, ptr %120, align 4, !tbaa !7
  %122 = add nuw nsw i64 %104, 4
  br label %103

123:                                              ; preds = %103
  %124 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 0)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %124)
  %126 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 5)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef %126)
  %128 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 10)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10, i32 noundef %128)
  %130 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 15)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 15, i32 noundef %130)
  %132 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 20)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 20, i32 noundef %132)
  %134 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 25)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 25, i32 noundef %134)
  %136 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 30)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 30, i32 noundef %136)
  %138 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 35)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 35, i32 noundef %138)
  %140 = tail call i32 @putchar(i32 10)
  %141 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 0)
  %142 = sext i32 %141 to i64
  %143 = add nsw i64 %100, %142
  %144 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 1)
  %145 = shl nsw i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %143, %146
  %148 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 2)
  %149 = mul nsw i32 %148, 3
  %150 = sext i32 %149 to i64
  %151 = add nsw i64 %147, %150
  %152 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 3)
  %153 = shl nsw i32 %152, 2
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 4)
  %157 = mul nsw i32 %156, 5
  %158 = sext i32 %157 to i64
  %159 = add nsw i64 %155, %158
  %160 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 5)
  %161 = mul nsw i32 %160, 6
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %159, %162
  %164 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 0)
  %165 = sext i32 %164 to i64
  %166 = add nsw i64 %163, %165
  %167 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 1)
  %168 = shl nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %166, %169
  %171 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 2)
  %172 = mul nsw i32 %171, 3
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %170, %173
  %175 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 3)
  %176 = shl nsw i32 %175, 2
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %174, %177
  %179 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 4)
  %180 = mul nsw i32 %179, 5
  %181 = sext i32 %180 to i64
  %182 = add nsw i64 %178, %181
  %183 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 5)
  %184 = mul nsw i32 %183, 6
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %182, %185
  %187 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 0)
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %186, %188
  %190 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 1)
  %191 = shl nsw i32 %190, 1
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %189, %192
  %194 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 2)
  %195 = mul nsw i32 %194, 3
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %193, %196
  %198 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 3)
  %199 = shl nsw i32 %198, 2
  %200 = sext i32 %199 to i64
  %201 = add nsw i64 %197, %200
  %202 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 4)
  %203 = mul nsw i32 %202, 5
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %201, %204
  %206 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 5)
  %207 = mul nsw i32 %206, 6
  %208 = sext i32 %207 to i64
  %209 = add nsw i64 %205, %208
  %210 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 0)
  %211 = sext i32 %210 to i64
  %212 = add nsw i64 %209, %211
  %213 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 1)
  %214 = shl nsw i32 %213, 1
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %212, %215
  %217 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 2)
  %218 = mul nsw i32 %217, 3
  %219 = sext i32 %218 to i64
  %220 = add nsw i64 %216, %219
  %221 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 3)
  %222 = shl nsw i32 %221, 2
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %220, %223
  %225 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 4)
  %226 = mul nsw i32 %225, 5
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %224, %227
  %229 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 5)
  %230 = mul nsw i32 %229, 6
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %228, %231
  %233 = tail call fastcc i32 @small_switch_i8(i8 noundef signext -128)
  %234 = tail call fastcc i32 @small_switch_i8(i8 noundef signext -1)
  %235 = tail call fastcc i32 @small_switch_i8(i8 noundef signext 127)
  %236 = tail call fastcc i32 @small_switch_i8(i8 noundef signext 0)
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %233, i32 noundef %234, i32 noundef %235, i32 noundef %236)
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %232)
  %239 = srem i64 %232, 256
  %240 = trunc nsw i64 %239 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #7
  ret i32 %240
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 246) i32 @dense(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 24
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [24 x i32], ptr @switch.table.dense, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 13) i32 @sparse(i64 noundef %0) unnamed_addr #2 {
  switch i64 %0, label %13 [
    i64 -1000000000000, label %14
    i64 -65536, label %2
    i64 -7, label %3
    i64 0, label %4
    i64 13, label %5
    i64 999, label %6
    i64 4096, label %7
    i64 65537, label %8
    i64 1000003, label %9
    i64 2147483647, label %10
    i64 4294967296, label %11
    i64 9223372036854775807, label %12
  ]

2:                                                ; preds = %1
  br label %14

3:                                                ; preds = %1
  br label %14

4:                                                ; preds = %1
  br label %14

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  br label %14

7:                                                ; preds = %1
  br label %14

8:                                                ; preds = %1
  br label %14

9:                                                ; preds = %1
  br label %14

10:                                               ; preds = %1
  br label %14

11:                                               ; preds = %1
  br label %14

12:                                               ; preds = %1
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %1, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %15 = phi i32 [ 0, %13 ], [ 12, %12 ], [ 11, %11 ], [ 10, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @fallthrough(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 6
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [6 x i32], ptr @switch.table.fallthrough, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 100000, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @on_char(i8 noundef signext %0) unnamed_addr #2 {
  switch i8 %0, label %6 [
    i8 97, label %9
    i8 101, label %9
    i8 105, label %9
    i8 111, label %9
    i8 117, label %9
    i8 48, label %2
    i8 49, label %2
    i8 50, label %2
    i8 51, label %2
    i8 52, label %2
    i8 53, label %2
    i8 54, label %2
    i8 55, label %2
    i8 56, label %2
    i8 57, label %2
    i8 32, label %3
    i8 9, label %3
    i8 10, label %3
    i8 65, label %4
    i8 66, label %4
    i8 67, label %4
    i8 68, label %4
    i8 69, label %4
    i8 70, label %4
    i8 71, label %4
    i8 72, label %4
    i8 73, label %4
    i8 74, label %4
    i8 75, label %4
    i8 76, label %4
    i8 77, label %4
    i8 78, label %4
    i8 79, label %4
    i8 80, label %4
    i8 81, label %4
    i8 82, label %4
    i8 83, label %4
    i8 84, label %4
    i8 85, label %4
    i8 86, label %4
    i8 87, label %4
    i8 88, label %4
    i8 89, label %4
    i8 90, label %4
    i8 33, label %5
    i8 63, label %5
    i8 46, label %5
  ]

2:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9

3:                                                ; preds = %1, %1, %1
  br label %9

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9

5:                                                ; preds = %1, %1, %1
  br label %9

6:                                                ; preds = %1
  %7 = icmp slt i8 %0, 0
  %8 = select i1 %7, ptr @.str.15, ptr @.str.16
  br label %9

9:                                                ; preds = %6, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %10 = phi ptr [ @.str.14, %5 ], [ @.str.13, %4 ], [ @.str.12, %3 ], [ @.str.11, %2 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ %8, %6 ]
  ret ptr %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @on_unsigned(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %7 [
    i32 -1, label %8
    i32 -2147483648, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @duff(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp slt i32 %2, 1
  br i1 %4, label %68, label %5

5:                                                ; preds = %3
  %6 = add nuw nsw i32 %2, 7
  %7 = lshr i32 %6, 3
  %8 = and i32 %2, 7
  switch i32 %8, label %67 [
    i32 0, label %9
    i32 7, label %16
    i32 6, label %23
    i32 5, label %30
    i32 4, label %37
    i32 3, label %44
    i32 2, label %51
    i32 1, label %58
  ]

9:                                                ; preds = %5, %58
  %10 = phi ptr [ %62, %58 ], [ %1, %5 ]
  %11 = phi i32 [ %65, %58 ], [ %7, %5 ]
  %12 = phi i32 [ %64, %58 ], [ %8, %5 ]
  %13 = getelementptr inbounds i8, ptr %10, i64 4
  %14 = load i32, ptr %10, align 4, !tbaa !7
  store i32 %14, ptr %0, align 4, !tbaa !7
  %15 = add nsw i32 %14, %12
  br label %16

16:                                               ; preds = %5, %9
  %17 = phi ptr [ %13, %9 ], [ %1, %5 ]
  %18 = phi i32 [ %11, %9 ], [ %7, %5 ]
  %19 = phi i32 [ %15, %9 ], [ 0, %5 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 4
  %21 = load i32, ptr %17, align 4, !tbaa !7
  store i32 %21, ptr %0, align 4, !tbaa !7
  %22 = add nsw i32 %21, %19
  br label %23

23:                                               ; preds = %5, %16
  %24 = phi ptr [ %20, %16 ], [ %1, %5 ]
  %25 = phi i32 [ %18, %16 ], [ %7, %5 ]
  %26 = phi i32 [ %22, %16 ], [ 0, %5 ]
  %27 = getelementptr inbounds i8, ptr %24, i64 4
  %28 = load i32, ptr %24, align 4, !tbaa !7
  store i32 %28, ptr %0, align 4, !tbaa !7
  %29 = add nsw i32 %28, %26
  br label %30

30:                                               ; preds = %5, %23
  %31 = phi ptr [ %27, %23 ], [ %1, %5 ]
  %32 = phi i32 [ %25, %23 ], [ %7, %5 ]
  %33 = phi i32 [ %29, %23 ], [ 0, %5 ]
  %34 = getelementptr inbounds i8, ptr %31, i64 4
  %35 = load i32, ptr %31, align 4, !tbaa !7
  store i32 %35, ptr %0, align 4, !tbaa !7
  %36 = add nsw i32 %35, %33
  br label %37

37:                                               ; preds = %5, %30
  %38 = phi ptr [ %34, %30 ], [ %1, %5 ]
  %39 = phi i32 [ %32, %30 ], [ %7, %5 ]
  %40 = phi i32 [ %36, %30 ], [ 0, %5 ]
  %41 = getelementptr inbounds i8, ptr %38, i64 4
  %42 = load i32, ptr %38, align 4, !tbaa !7
  store i32 %42, ptr %0, align 4, !tbaa !7
  %43 = add nsw i32 %42, %40
  br label %44

44:                                               ; preds = %5, %37
  %45 = phi ptr [ %41, %37 ], [ %1, %5 ]
  %46 = phi i32 [ %39, %37 ], [ %7, %5 ]
  %47 = phi i32 [ %43, %37 ], [ 0, %5 ]
  %48 = getelementptr inbounds i8, ptr %45, i64 4
  %49 = load i32, ptr %45, align 4, !tbaa !7
  store i32 %49, ptr %0, align 4, !tbaa !7
  %50 = add nsw i32 %49, %47
  br label %51

51:                                               ; preds = %5, %44
  %52 = phi ptr [ %48, %44 ], [ %1, %5 ]
  %53 = phi i32 [ %46, %44 ], [ %7, %5 ]
  %54 = phi i32 [ %50, %44 ], [ 0, %5 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 4
  %56 = load i32, ptr %52, align 4, !tbaa !7
  store i32 %56, ptr %0, align 4, !tbaa !7
  %57 = add nsw i32 %56, %54
  br label %58

58:                                               ; preds = %5, %51
  %59 = phi ptr [ %1, %5 ], [ %55, %51 ]
  %60 = phi i32 [ %7, %5 ], [ %53, %51 ]
  %61 = phi i32 [ 0, %5 ], [ %57, %51 ]
  %62 = getelementptr inbounds i8, ptr %59, i64 4
  %63 = load i32, ptr %59, align 4, !tbaa !7
  store i32 %63, ptr %0, align 4, !tbaa !7
  %64 = add nsw i32 %63, %61
  %65 = add nsw i32 %60, -1
  %66 = icmp sgt i32 %60, 1
  br i1 %66, label %9, label %68, !llvm.loop !12

67:                                               ; preds = %5
  unreachable

68:                                               ; preds = %58, %3
  %69 = phi i32 [ 0, %3 ], [ %64, %58 ]
  ret i32 %69
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @nested(i32 noundef %0, i32 noundef %1) unnamed_addr #5 {
  switch i32 %0, label %43 [
    i32 1, label %10
    i32 2, label %3
  ]

3:                                                ; preds = %2
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %60

5:                                                ; preds = %3
  %6 = and i32 %1, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %47, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483646
  br label %15

10:                                               ; preds = %2
  %11 = icmp eq i32 %1, 2
  %12 = select i1 %11, i32 12, i32 10
  %13 = icmp eq i32 %1, 1
  %14 = select i1 %13, i32 11, i32 %12
  br label %60

15:                                               ; preds = %38, %8
  %16 = phi i32 [ 0, %8 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %8 ], [ %39, %38 ]
  %18 = phi i32 [ 0, %8 ], [ %41, %38 ]
  %19 = urem i32 %16, 3
  switch i32 %19, label %22 [
    i32 0, label %20
    i32 1, label %23
  ]

20:                                               ; preds = %15
  %21 = add nsw i32 %17, 1
  br label %27

22:                                               ; preds = %15
  br label %23

23:                                               ; preds = %15, %22
  %24 = phi i32 [ 3, %22 ], [ 2, %15 ]
  %25 = add nsw i32 %17, %24
  %26 = shl nsw i32 %25, 1
  br label %27

27:                                               ; preds = %23, %20
  %28 = phi i32 [ %26, %23 ], [ %21, %20 ]
  %29 = or disjoint i32 %16, 1
  %30 = urem i32 %29, 3
  switch i32 %30, label %33 [
    i32 0, label %31
    i32 1, label %34
  ]

31:                                               ; preds = %27
  %32 = add nsw i32 %28, 1
  br label %38

33:                                               ; preds = %27
  br label %34

34:                                               ; preds = %33, %27
  %35 = phi i32 [ 3, %33 ], [ 2, %27 ]
  %36 = add nsw i32 %28, %35
  %37 = shl nsw i32 %36, 1
  br label %38

38:                                               ; preds = %34, %31
  %39 = phi i32 [ %37, %34 ], [ %32, %31 ]
  %40 = add nuw nsw i32 %16, 2
  %41 = add i32 %18, 2
  %42 = icmp eq i32 %41, %9
  br i1 %42, label %45, label %15, !llvm.loop !13

43:                                               ; preds = %2
  %44 = sub nsw i32 0, %0
  br label %60

45:                                               ; preds = %38
  %46 = urem i32 %40, 3
  br label %47

47:                                               ; preds = %45, %5
  %48 = phi i32 [ poison, %5 ], [ %39, %45 ]
  %49 = phi i32 [ 0, %5 ], [ %46, %45 ]
  %50 = phi i32 [ 0, %5 ], [ %39, %45 ]
  %51 = icmp eq i32 %6, 0
  br i1 %51, label %60, label %52

52:                                               ; preds = %47
  switch i32 %49, label %55 [
    i32 0, label %53
    i32 1, label %56
  ]

53:                                               ; preds = %52
  %54 = add nsw i32 %50, 1
  br label %60

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %55, %52
  %57 = phi i32 [ 3, %55 ], [ 2, %52 ]
  %58 = add nsw i32 %50, %57
  %59 = shl nsw i32 %58, 1
  br label %60

60:                                               ; preds = %47, %56, %53, %3, %10, %43
  %61 = phi i32 [ %44, %43 ], [ %14, %10 ], [ 0, %3 ], [ %48, %47 ], [ %59, %56 ], [ %54, %53 ]
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4) i32 @small_switch_i8(i8 noundef signext %0) unnamed_addr #2 {
  switch i8 %0, label %4 [
    i8 -128, label %5
    i8 -1, label %2
    i8 127, label %3
  ]

2:                                                ; preds = %1
  br label %5

3:                                                ; preds = %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
