; ModuleID = 'programs/fp_special_values_arith.c'
source_filename = "programs/fp_special_values_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"inf-inf\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"inf+inf\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"-inf-inf\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"0*inf\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"inf*-2\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"inf/inf\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"0/0\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"1/0\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"-1/0\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"1/inf\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"max*2\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"max+max\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"-max*max\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"max/0.5\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"sqrt(-1)\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"sqrt(inf)\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"fmod(1,0)\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"fmod(inf,1)\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"fmod(5,inf)\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"nan+1\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"nan*0\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"inf-nan\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"floatmax*2\00", align 1
@.str.23 = private unnamed_addr constant [65 x i8] c"nan==nan %d, nan!=nan %d, inf==inf %d, inf>max %d, -inf<-max %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [40 x i8] c"isinf %d %d isnan %d %d isfinite %d %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [29 x i8] c"powers of ten until inf: %d\0A\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c"%-14s nan\0A\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"%-14s %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0x7FF0000000000000, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 0.000000e+00, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 0x7FF8000000000000, ptr %4, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x7FEFFFFFFFFFFFFF, ptr %5, align 8, !tbaa !6
  %6 = load volatile double, ptr %1, align 8, !tbaa !6
  %7 = load volatile double, ptr %1, align 8, !tbaa !6
  %8 = tail call fastcc double @sub(double noundef %6, double noundef %7)
  %9 = fcmp uno double %8, 0.000000e+00
  br i1 %9, label %10, label %12

10:                                               ; preds = %0
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str)
  br label %14

12:                                               ; preds = %0
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str, double noundef %8)
  br label %14

14:                                               ; preds = %10, %12
  %15 = load volatile double, ptr %1, align 8, !tbaa !6
  %16 = load volatile double, ptr %1, align 8, !tbaa !6
  %17 = tail call fastcc double @add(double noundef %15, double noundef %16)
  %18 = fcmp uno double %17, 0.000000e+00
  br i1 %18, label %19, label %21

19:                                               ; preds = %14
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.1)
  br label %23

21:                                               ; preds = %14
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %17)
  br label %23

23:                                               ; preds = %19, %21
  %24 = load volatile double, ptr %1, align 8, !tbaa !6
  %25 = fneg double %24
  %26 = load volatile double, ptr %1, align 8, !tbaa !6
  %27 = tail call fastcc double @sub(double noundef %25, double noundef %26)
  %28 = fcmp uno double %27, 0.000000e+00
  br i1 %28, label %29, label %31

29:                                               ; preds = %23
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.2)
  br label %33

31:                                               ; preds = %23
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef %27)
  br label %33

33:                                               ; preds = %29, %31
  %34 = load volatile double, ptr %2, align 8, !tbaa !6
  %35 = load volatile double, ptr %1, align 8, !tbaa !6
  %36 = tail call fastcc double @mul(double noundef %34, double noundef %35)
  %37 = fcmp uno double %36, 0.000000e+00
  br i1 %37, label %38, label %40

38:                                               ; preds = %33
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.3)
  br label %42

40:                                               ; preds = %33
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef %36)
  br label %42

42:                                               ; preds = %38, %40
  %43 = load volatile double, ptr %1, align 8, !tbaa !6
  %44 = tail call fastcc double @mul(double noundef %43, double noundef -2.000000e+00)
  %45 = fcmp uno double %44, 0.000000e+00
  br i1 %45, label %46, label %48

46:                                               ; preds = %42
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.4)
  br label %50

48:                                               ; preds = %42
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %44)
  br label %50

50:                                               ; preds = %46, %48
  %51 = load volatile double, ptr %1, align 8, !tbaa !6
  %52 = load volatile double, ptr %1, align 8, !tbaa !6
  %53 = tail call fastcc double @dv(double noundef %51, double noundef %52)
  %54 = fcmp uno double %53, 0.000000e+00
  br i1 %54, label %55, label %57

55:                                               ; preds = %50
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.5)
  br label %59

57:                                               ; preds = %50
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %53)
  br label %59

59:                                               ; preds = %55, %57
  %60 = load volatile double, ptr %2, align 8, !tbaa !6
  %61 = load volatile double, ptr %2, align 8, !tbaa !6
  %62 = tail call fastcc double @dv(double noundef %60, double noundef %61)
  %63 = fcmp uno double %62, 0.000000e+00
  br i1 %63, label %64, label %66

64:                                               ; preds = %59
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.6)
  br label %68

66:                                               ; preds = %59
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %62)
  br label %68

68:                                               ; preds = %64, %66
  %69 = load volatile double, ptr %3, align 8, !tbaa !6
  %70 = load volatile double, ptr %2, align 8, !tbaa !6
  %71 = tail call fastcc double @dv(double noundef %69, double noundef %70)
  %72 = fcmp uno double %71, 0.000000e+00
  br i1 %72, label %73, label %75

73:                                               ; preds = %68
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.7)
  br label %77

75:                                               ; preds = %68
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %71)
  br label %77

77:                                               ; preds = %73, %75
  %78 = load volatile double, ptr %3, align 8, !tbaa !6
  %79 = fneg double %78
  %80 = load volatile double, ptr %2, align 8, !tbaa !6
  %81 = tail call fastcc double @dv(double noundef %79, double noundef %80)
  %82 = fcmp uno double %81, 0.000000e+00
  br i1 %82, label %83, label %85

83:                                               ; preds = %77
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.8)
  br label %87

85:                                               ; preds = %77
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %81)
  br label %87

87:                                               ; preds = %83, %85
  %88 = load volatile double, ptr %3, align 8, !tbaa !6
  %89 = load volatile double, ptr %1, align 8, !tbaa !6
  %90 = tail call fastcc double @dv(double noundef %88, double noundef %89)
  %91 = fcmp uno double %90, 0.000000e+00
  br i1 %91, label %92, label %94

92:                                               ; preds = %87
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.9)
  br label %96

94:                                               ; preds = %87
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %90)
  br label %96

96:                                               ; preds = %92, %94
  %97 = load volatile double, ptr %5, align 8, !tbaa !6
  %98 = tail call fastcc double @mul(double noundef %97, double noundef 2.000000e+00)
  %99 = fcmp uno double %98, 0.000000e+00
  br i1 %99, label %100, label %102

100:                                              ; preds = %96
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.10)
  br label %104

102:                                              ; preds = %96
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %98)
  br label %104

104:                                              ; preds = %100, %102
  %105 = load volatile double, ptr %5, align 8, !tbaa !6
  %106 = load volatile double, ptr %5, align 8, !tbaa !6
  %107 = tail call fastcc double @add(double noundef %105, double noundef %106)
  %108 = fcmp uno double %107, 0.000000e+00
  br i1 %108, label %109, label %111

109:                                              ; preds = %104
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.11)
  br label %113

111:                                              ; preds = %104
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %107)
  br label %113

113:                                              ; preds = %109, %111
  %114 = load volatile double, ptr %5, align 8, !tbaa !6
  %115 = fneg double %114
  %116 = load volatile double, ptr %5, align 8, !tbaa !6
  %117 = tail call fastcc double @mul(double noundef %115, double noundef %116)
  %118 = fcmp uno double %117, 0.000000e+00
  br i1 %118, label %119, label %121

119:                                              ; preds = %113
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.12)
  br label %123

121:                                              ; preds = %113
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %117)
  br label %123

123:                                              ; preds = %119, %121
  %124 = load volatile double, ptr %5, align 8, !tbaa !6
  %125 = tail call fastcc double @dv(double noundef %124, double noundef 5.000000e-01)
  %126 = fcmp uno double %125, 0.000000e+00
  br i1 %126, label %127, label %129

127:                                              ; preds = %123
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.13)
  br label %131

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %125)
  br label %131

131:                                              ; preds = %127, %129
  %132 = load volatile double, ptr %3, align 8, !tbaa !6
  %133 = fneg double %132
  %134 = tail call double @sqrt(double noundef %133) #6
  %135 = fcmp uno double %134, 0.000000e+00
  br i1 %135, label %136, label %138

136:                                              ; preds = %131
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.14)
  br label %140

138:                                              ; preds = %131
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %134)
  br label %140

140:                                              ; preds = %136, %138
  %141 = load volatile double, ptr %1, align 8, !tbaa !6
  %142 = tail call double @sqrt(double noundef %141) #6
  %143 = fcmp uno double %142, 0.000000e+00
  br i1 %143, label %144, label %146

144:                                              ; preds = %140
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.15)
  br label %148

146:                                              ; preds = %140
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %142)
  br label %148

148:                                              ; preds = %144, %146
  %149 = load volatile double, ptr %3, align 8, !tbaa !6
  %150 = load volatile double, ptr %2, align 8, !tbaa !6
  %151 = tail call double @fmod(double noundef %149, double noundef %150) #6
  %152 = fcmp uno double %151, 0.000000e+00
  br i1 %152, label %153, label %155

153:                                              ; preds = %148
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.16)
  br label %157

155:                                              ; preds = %148
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %151)
  br label %157

157:                                              ; preds = %153, %155
  %158 = load volatile double, ptr %1, align 8, !tbaa !6
  %159 = load volatile double, ptr %3, align 8, !tbaa !6
  %160 = tail call double @fmod(double noundef %158, double noundef %159) #6
  %161 = fcmp uno double %160, 0.000000e+00
  br i1 %161, label %162, label %164

162:                                              ; preds = %157
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.17)
  br label %166

164:                                              ; preds = %157
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %160)
  br label %166

166:                                              ; preds = %162, %164
  %167 = load volatile double, ptr %3, align 8, !tbaa !6
  %168 = fmul double %167, 5.000000e+00
  %169 = load volatile double, ptr %1, align 8, !tbaa !6
  %170 = tail call double @fmod(double noundef %168, double noundef %169) #6
  %171 = fcmp uno double %170, 0.000000e+00
  br i1 %171, label %172, label %174

172:                                              ; preds = %166
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.18)
  br label %176

174:                                              ; preds = %166
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %170)
  br label %176

176:                                              ; preds = %172, %174
  %177 = load volatile double, ptr %4, align 8, !tbaa !6
  %178 = load volatile double, ptr %3, align 8, !tbaa !6
  %179 = tail call fastcc double @add(double noundef %177, double noundef %178)
  %180 = fcmp uno double %179, 0.000000e+00
  br i1 %180, label %181, label %183

181:                                              ; preds = %176
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.19)
  br label %185

183:                                              ; preds = %176
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %179)
  br label %185

185:                                              ; preds = %181, %183
  %186 = load volatile double, ptr %4, align 8, !tbaa !6
  %187 = load volatile double, ptr %2, align 8, !tbaa !6
  %188 = tail call fastcc double @mul(double noundef %186, double noundef %187)
  %189 = fcmp uno double %188, 0.000000e+00
  br i1 %189, label %190, label %192

190:                                              ; preds = %185
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.20)
  br label %194

192:                                              ; preds = %185
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %188)
  br label %194

194:                                              ; preds = %190, %192
  %195 = load volatile double, ptr %1, align 8, !tbaa !6
  %196 = load volatile double, ptr %4, align 8, !tbaa !6
  %197 = tail call fastcc double @sub(double noundef %195, double noundef %196)
  %198 = fcmp uno double %197, 0.000000e+00
  br i1 %198, label %199, label %201

199:                                              ; preds = %194
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.21)
  br label %203

201:                                              ; preds = %194
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %197)
  br label %203

203:                                              ; preds = %199, %201
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef 0x7FF0000000000000)
  %205 = load volatile double, ptr %4, align 8, !tbaa !6
  %206 = load volatile double, ptr %4, align 8, !tbaa !6
  %207 = fcmp oeq double %205, %206
  %208 = zext i1 %207 to i32
  %209 = load volatile double, ptr %4, align 8, !tbaa !6
  %210 = load volatile double, ptr %4, align 8, !tbaa !6
  %211 = fcmp une double %209, %210
  %212 = zext i1 %211 to i32
  %213 = load volatile double, ptr %1, align 8, !tbaa !6
  %214 = load volatile double, ptr %1, align 8, !tbaa !6
  %215 = fcmp oeq double %213, %214
  %216 = zext i1 %215 to i32
  %217 = load volatile double, ptr %1, align 8, !tbaa !6
  %218 = load volatile double, ptr %5, align 8, !tbaa !6
  %219 = fcmp ogt double %217, %218
  %220 = zext i1 %219 to i32
  %221 = load volatile double, ptr %1, align 8, !tbaa !6
  %222 = load volatile double, ptr %5, align 8, !tbaa !6
  %223 = fcmp ogt double %221, %222
  %224 = zext i1 %223 to i32
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %208, i32 noundef %212, i32 noundef %216, i32 noundef %220, i32 noundef %224)
  %226 = load volatile double, ptr %3, align 8, !tbaa !6
  %227 = load volatile double, ptr %2, align 8, !tbaa !6
  %228 = tail call fastcc double @dv(double noundef %226, double noundef %227)
  %229 = tail call double @llvm.fabs.f64(double %228) #7
  %230 = fcmp oeq double %229, 0x7FF0000000000000
  %231 = bitcast double %228 to i64
  %232 = icmp slt i64 %231, 0
  %233 = select i1 %232, i32 -1, i32 1
  %234 = select i1 %230, i32 %233, i32 0
  %235 = load volatile double, ptr %5, align 8, !tbaa !6
  %236 = tail call double @llvm.fabs.f64(double %235) #7
  %237 = fcmp oeq double %236, 0x7FF0000000000000
  %238 = bitcast double %235 to i64
  %239 = icmp slt i64 %238, 0
  %240 = select i1 %239, i32 -1, i32 1
  %241 = select i1 %237, i32 %240, i32 0
  %242 = load volatile double, ptr %2, align 8, !tbaa !6
  %243 = load volatile double, ptr %2, align 8, !tbaa !6
  %244 = tail call fastcc double @dv(double noundef %242, double noundef %243)
  %245 = fcmp uno double %244, 0.000000e+00
  %246 = zext i1 %245 to i32
  %247 = load volatile double, ptr %1, align 8, !tbaa !6
  %248 = fcmp uno double %247, 0.000000e+00
  %249 = zext i1 %248 to i32
  %250 = load volatile double, ptr %5, align 8, !tbaa !6
  %251 = tail call double @llvm.fabs.f64(double %250)
  %252 = fcmp one double %251, 0x7FF0000000000000
  %253 = zext i1 %252 to i32
  %254 = load volatile double, ptr %1, align 8, !tbaa !6
  %255 = tail call double @llvm.fabs.f64(double %254)
  %256 = fcmp one double %255, 0x7FF0000000000000
  %257 = zext i1 %256 to i32
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %234, i32 noundef %241, i32 noundef %246, i32 noundef %249, i32 noundef %253, i32 noundef %257)
  br label %259

259:                                              ; preds = %203, %259
  %260 = phi double [ 1.000000e+00, %203 ], [ %262, %259 ]
  %261 = phi i32 [ 0, %203 ], [ %263, %259 ]
  %262 = fmul double %260, 1.000000e+01
  %263 = add nuw nsw i32 %261, 1
  %264 = tail call double @llvm.fabs.f64(double %262) #7
  %265 = fcmp une double %264, 0x7FF0000000000000
  br i1 %265, label %259, label %266, !llvm.loop !10

266:                                              ; preds = %259
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %263)
  %268 = and i32 %263, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fsub double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fdiv double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
