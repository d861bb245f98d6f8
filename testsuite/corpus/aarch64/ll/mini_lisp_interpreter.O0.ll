; ModuleID = 'programs/mini_lisp_interpreter.c'
source_filename = "programs/mini_lisp_interpreter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { ptr, ptr }
%struct.Obj = type { i32, i8, %union.anon, ptr }
%union.anon = type { %struct.anon.1 }
%struct.anon.1 = type { ptr, ptr, ptr }
%struct.anon.0 = type { ptr, ptr }

@NIL = internal global ptr @nil_obj, align 8
@symtab = internal global ptr null, align 8
@.str = private unnamed_addr constant [6 x i8] c"quote\00", align 1
@S_quote = internal global ptr null, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@S_if = internal global ptr null, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"define\00", align 1
@S_define = internal global ptr null, align 8
@.str.3 = private unnamed_addr constant [7 x i8] c"lambda\00", align 1
@S_lambda = internal global ptr null, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"set!\00", align 1
@S_set = internal global ptr null, align 8
@.str.5 = private unnamed_addr constant [6 x i8] c"begin\00", align 1
@S_begin = internal global ptr null, align 8
@.str.6 = private unnamed_addr constant [4 x i8] c"let\00", align 1
@S_let = internal global ptr null, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"cond\00", align 1
@S_cond = internal global ptr null, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@S_else = internal global ptr null, align 8
@.str.9 = private unnamed_addr constant [2 x i8] c"t\00", align 1
@S_t = internal global ptr null, align 8
@global_env = internal global ptr null, align 8
@.str.10 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"<\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"eq?\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"cons\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"car\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"cdr\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"null?\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"pair?\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"list\00", align 1
@main.tests = internal constant [30 x %struct.anon] [%struct.anon { ptr @.str.24, ptr @.str.25 }, %struct.anon { ptr @.str.26, ptr @.str.27 }, %struct.anon { ptr @.str.28, ptr @.str.29 }, %struct.anon { ptr @.str.30, ptr @.str.31 }, %struct.anon { ptr @.str.32, ptr @.str.33 }, %struct.anon { ptr @.str.34, ptr @.str.35 }, %struct.anon { ptr @.str.36, ptr @.str.37 }, %struct.anon { ptr @.str.38, ptr @.str.39 }, %struct.anon { ptr @.str.40, ptr @.str.41 }, %struct.anon { ptr @.str.42, ptr @.str.43 }, %struct.anon { ptr @.str.44, ptr @.str.45 }, %struct.anon { ptr @.str.46, ptr @.str.47 }, %struct.anon { ptr @.str.48, ptr @.str.49 }, %struct.anon { ptr @.str.50, ptr @.str.51 }, %struct.anon { ptr @.str.52, ptr @.str.53 }, %struct.anon { ptr @.str.54, ptr @.str.55 }, %struct.anon { ptr @.str.56, ptr @.str.57 }, %struct.anon { ptr @.str.58, ptr @.str.59 }, %struct.anon { ptr @.str.60, ptr @.str.61 }, %struct.anon { ptr @.str.62, ptr @.str.63 }, %struct.anon { ptr @.str.64, ptr @.str.65 }, %struct.anon { ptr @.str.66, ptr @.str.67 }, %struct.anon { ptr @.str.68, ptr @.str.69 }, %struct.anon { ptr @.str.70, ptr @.str.71 }, %struct.anon { ptr @.str.72, ptr @.str.73 }, %struct.anon { ptr @.str.74, ptr @.str.75 }, %struct.anon { ptr @.str.76, ptr @.str.77 }, %struct.anon { ptr @.str.78, ptr @.str.79 }, %struct.anon { ptr @.str.80, ptr @.str.81 }, %struct.anon { ptr @.str.82, ptr @.str.83 }], align 8
@.str.24 = private unnamed_addr constant [10 x i8] c"(+ 1 2 3)\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"6\00", align 1
@.str.26 = private unnamed_addr constant [54 x i8] c"(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"fact\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"(fact 20)\00", align 1
@.str.29 = private unnamed_addr constant [20 x i8] c"2432902008176640000\00", align 1
@.str.30 = private unnamed_addr constant [64 x i8] c"(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\00", align 1
@.str.31 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"(fib 20)\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"6765\00", align 1
@.str.34 = private unnamed_addr constant [73 x i8] c"(define (map f l) (if (null? l) '() (cons (f (car l)) (map f (cdr l)))))\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"map\00", align 1
@.str.36 = private unnamed_addr constant [40 x i8] c"(map (lambda (x) (* x x)) '(1 2 3 4 5))\00", align 1
@.str.37 = private unnamed_addr constant [14 x i8] c"(1 4 9 16 25)\00", align 1
@.str.38 = private unnamed_addr constant [65 x i8] c"(define (range a b) (if (< a b) (cons a (range (+ a 1) b)) '()))\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"range\00", align 1
@.str.40 = private unnamed_addr constant [78 x i8] c"(define (foldl f acc l) (if (null? l) acc (foldl f (f acc (car l)) (cdr l))))\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"foldl\00", align 1
@.str.42 = private unnamed_addr constant [27 x i8] c"(foldl + 0 (range 0 1000))\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"499500\00", align 1
@.str.44 = private unnamed_addr constant [64 x i8] c"(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i))))\00", align 1
@.str.45 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@.str.46 = private unnamed_addr constant [16 x i8] c"(loop 100000 0)\00", align 1
@.str.47 = private unnamed_addr constant [11 x i8] c"5000050000\00", align 1
@.str.48 = private unnamed_addr constant [79 x i8] c"(define make-counter (lambda () (let ((n 0)) (lambda () (set! n (+ n 1)) n))))\00", align 1
@.str.49 = private unnamed_addr constant [13 x i8] c"make-counter\00", align 1
@.str.50 = private unnamed_addr constant [27 x i8] c"(define c1 (make-counter))\00", align 1
@.str.51 = private unnamed_addr constant [3 x i8] c"c1\00", align 1
@.str.52 = private unnamed_addr constant [23 x i8] c"(begin (c1) (c1) (c1))\00", align 1
@.str.53 = private unnamed_addr constant [2 x i8] c"3\00", align 1
@.str.54 = private unnamed_addr constant [54 x i8] c"(let ((x 2) (y 3)) (let ((x 7) (z (+ x y))) (* z x)))\00", align 1
@.str.55 = private unnamed_addr constant [3 x i8] c"35\00", align 1
@.str.56 = private unnamed_addr constant [61 x i8] c"(define (rev l) (foldl (lambda (acc x) (cons x acc)) '() l))\00", align 1
@.str.57 = private unnamed_addr constant [4 x i8] c"rev\00", align 1
@.str.58 = private unnamed_addr constant [21 x i8] c"(rev '(a b (c d) e))\00", align 1
@.str.59 = private unnamed_addr constant [14 x i8] c"(e (c d) b a)\00", align 1
@.str.60 = private unnamed_addr constant [56 x i8] c"(cond ((< 5 3) 'less) ((= 5 5) 'equal) (else 'greater))\00", align 1
@.str.61 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.62 = private unnamed_addr constant [11 x i8] c"(cons 1 2)\00", align 1
@.str.63 = private unnamed_addr constant [8 x i8] c"(1 . 2)\00", align 1
@.str.64 = private unnamed_addr constant [22 x i8] c"'(1 . (2 . (3 . ())))\00", align 1
@.str.65 = private unnamed_addr constant [8 x i8] c"(1 2 3)\00", align 1
@.str.66 = private unnamed_addr constant [178 x i8] c"(define (qsort l) (if (null? l) '() (let ((p (car l)) (rest (cdr l))) (append3 (qsort (filter (lambda (x) (< x p)) rest)) (list p) (qsort (filter (lambda (x) (< p x)) rest))))))\00", align 1
@.str.67 = private unnamed_addr constant [6 x i8] c"qsort\00", align 1
@.str.68 = private unnamed_addr constant [119 x i8] c"(define (filter f l) (cond ((null? l) '()) ((f (car l)) (cons (car l) (filter f (cdr l)))) (else (filter f (cdr l)))))\00", align 1
@.str.69 = private unnamed_addr constant [7 x i8] c"filter\00", align 1
@.str.70 = private unnamed_addr constant [75 x i8] c"(define (append2 a b) (if (null? a) b (cons (car a) (append2 (cdr a) b))))\00", align 1
@.str.71 = private unnamed_addr constant [8 x i8] c"append2\00", align 1
@.str.72 = private unnamed_addr constant [51 x i8] c"(define (append3 a b c) (append2 a (append2 b c)))\00", align 1
@.str.73 = private unnamed_addr constant [8 x i8] c"append3\00", align 1
@.str.74 = private unnamed_addr constant [38 x i8] c"(qsort '(33 7 81 2 54 19 5 66 41 12))\00", align 1
@.str.75 = private unnamed_addr constant [29 x i8] c"(2 5 7 12 19 33 41 54 66 81)\00", align 1
@.str.76 = private unnamed_addr constant [107 x i8] c"(define (ack m n) (cond ((= m 0) (+ n 1)) ((= n 0) (ack (- m 1) 1)) (else (ack (- m 1) (ack m (- n 1))))))\00", align 1
@.str.77 = private unnamed_addr constant [4 x i8] c"ack\00", align 1
@.str.78 = private unnamed_addr constant [10 x i8] c"(ack 2 3)\00", align 1
@.str.79 = private unnamed_addr constant [2 x i8] c"9\00", align 1
@.str.80 = private unnamed_addr constant [21 x i8] c"(undefined-symbol 1)\00", align 1
@.str.81 = private unnamed_addr constant [3 x i8] c"()\00", align 1
@.str.82 = private unnamed_addr constant [17 x i8] c"(mod (- 0 17) 5)\00", align 1
@.str.83 = private unnamed_addr constant [3 x i8] c"-2\00", align 1
@src = internal global ptr null, align 8
@roots = internal global [131072 x ptr] zeroinitializer, align 8
@nroots = internal global i32 0, align 4
@.str.84 = private unnamed_addr constant [18 x i8] c"%-3d %s %s => %s\0A\00", align 1
@.str.85 = private unnamed_addr constant [5 x i8] c"ok  \00", align 1
@.str.86 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.87 = private unnamed_addr constant [73 x i8] c"passed %d/%d errors=%d collections>0=%d live_after_gc=%ld allocated=%ld\0A\00", align 1
@errors = internal global i32 0, align 4
@collections = internal global i64 0, align 8
@live = internal global i64 0, align 8
@allocated_total = internal global i64 0, align 8
@nil_obj = internal global { i32, i8, { i64, [16 x i8] }, ptr } { i32 0, i8 1, { i64, [16 x i8] } { i64 0, [16 x i8] undef }, ptr null }, align 8
@all_objs = internal global ptr null, align 8
@.str.89 = private unnamed_addr constant [21 x i8] c"  error: unbound %s\0A\00", align 1
@.str.90 = private unnamed_addr constant [25 x i8] c"  error: not a function\0A\00", align 1
@.str.91 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@.str.92 = private unnamed_addr constant [8 x i8] c"#<prim>\00", align 1
@.str.93 = private unnamed_addr constant [10 x i8] c"#<lambda>\00", align 1
@.str.94 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.95 = private unnamed_addr constant [4 x i8] c" . \00", align 1
@.str.96 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.97 = private unnamed_addr constant [2 x i8] c")\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [512 x i8], align 1
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = load ptr, ptr @NIL, align 8
  store ptr %9, ptr @symtab, align 8
  %10 = call ptr @intern(ptr noundef @.str)
  store ptr %10, ptr @S_quote, align 8
  %11 = call ptr @intern(ptr noundef @.str.1)
  store ptr %11, ptr @S_if, align 8
  %12 = call ptr @intern(ptr noundef @.str.2)
  store ptr %12, ptr @S_define, align 8
  %13 = call ptr @intern(ptr noundef @.str.3)
  store ptr %13, ptr @S_lambda, align 8
  %14 = call ptr @intern(ptr noundef @.str.4)
  store ptr %14, ptr @S_set, align 8
  %15 = call ptr @intern(ptr noundef @.str.5)
  store ptr %15, ptr @S_begin, align 8
  %16 = call ptr @intern(ptr noundef @.str.6)
  store ptr %16, ptr @S_let, align 8
  %17 = call ptr @intern(ptr noundef @.str.7)
  store ptr %17, ptr @S_cond, align 8
  %18 = call ptr @intern(ptr noundef @.str.8)
  store ptr %18, ptr @S_else, align 8
  %19 = call ptr @intern(ptr noundef @.str.9)
  store ptr %19, ptr @S_t, align 8
  %20 = load ptr, ptr @NIL, align 8
  %21 = load ptr, ptr @NIL, align 8
  %22 = call ptr @cons(ptr noundef %20, ptr noundef %21)
  store ptr %22, ptr @global_env, align 8
  %23 = load ptr, ptr @global_env, align 8
  %24 = load ptr, ptr @S_t, align 8
  %25 = load ptr, ptr @S_t, align 8
  call void @define(ptr noundef %23, ptr noundef %24, ptr noundef %25)
  call void @defprim(ptr noundef @.str.10, ptr noundef @p_add)
  call void @defprim(ptr noundef @.str.11, ptr noundef @p_sub)
  call void @defprim(ptr noundef @.str.12, ptr noundef @p_mul)
  call void @defprim(ptr noundef @.str.13, ptr noundef @p_div)
  call void @defprim(ptr noundef @.str.14, ptr noundef @p_mod)
  call void @defprim(ptr noundef @.str.15, ptr noundef @p_lt)
  call void @defprim(ptr noundef @.str.16, ptr noundef @p_numeq)
  call void @defprim(ptr noundef @.str.17, ptr noundef @p_eq)
  call void @defprim(ptr noundef @.str.18, ptr noundef @p_cons)
  call void @defprim(ptr noundef @.str.19, ptr noundef @p_car)
  call void @defprim(ptr noundef @.str.20, ptr noundef @p_cdr)
  call void @defprim(ptr noundef @.str.21, ptr noundef @p_null)
  call void @defprim(ptr noundef @.str.22, ptr noundef @p_pairp)
  call void @defprim(ptr noundef @.str.23, ptr noundef @p_list)
  store i32 30, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %77, %0
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %2, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %80

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [30 x %struct.anon], ptr @main.tests, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.anon, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr @src, align 8
  %36 = call ptr @read_expr()
  store ptr %36, ptr %5, align 8
  %37 = load i32, ptr @nroots, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @nroots, align 4
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %39
  store ptr %5, ptr %40, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = load ptr, ptr @global_env, align 8
  %43 = call ptr @eval(ptr noundef %41, ptr noundef %42)
  store ptr %43, ptr %6, align 8
  %44 = load i32, ptr @nroots, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @nroots, align 4
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %46
  store ptr %6, ptr %47, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 512, i1 false)
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds [512 x i8], ptr %7, i64 0, i64 0
  call void @print_obj(ptr noundef %48, ptr noundef %49, i64 noundef 512)
  %50 = load i32, ptr @nroots, align 4
  %51 = sub nsw i32 %50, 2
  store i32 %51, ptr @nroots, align 4
  %52 = getelementptr inbounds [512 x i8], ptr %7, i64 0, i64 0
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [30 x %struct.anon], ptr @main.tests, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.anon, ptr %55, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = call i32 @strcmp(ptr noundef %52, ptr noundef %57) #7
  %59 = icmp ne i32 %58, 0
  %60 = xor i1 %59, true
  %61 = zext i1 %60 to i32
  store i32 %61, ptr %8, align 4
  %62 = load i32, ptr %8, align 4
  %63 = load i32, ptr %3, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %3, align 4
  %65 = load i32, ptr %4, align 4
  %66 = load i32, ptr %8, align 4
  %67 = icmp ne i32 %66, 0
  %68 = zext i1 %67 to i64
  %69 = select i1 %67, ptr @.str.85, ptr @.str.86
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [30 x %struct.anon], ptr @main.tests, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.anon, ptr %72, i32 0, i32 0
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds [512 x i8], ptr %7, i64 0, i64 0
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.84, i32 noundef %65, ptr noundef %69, ptr noundef %74, ptr noundef %75)
  br label %77

77:                                               ; preds = %30
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %4, align 4
  br label %26, !llvm.loop !6

80:                                               ; preds = %26
  call void @gc()
  %81 = load i32, ptr %3, align 4
  %82 = load i32, ptr %2, align 4
  %83 = load i32, ptr @errors, align 4
  %84 = load i64, ptr @collections, align 8
  %85 = icmp sgt i64 %84, 0
  %86 = zext i1 %85 to i32
  %87 = load i64, ptr @live, align 8
  %88 = load i64, ptr @allocated_total, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.87, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %86, i64 noundef %87, i64 noundef %88)
  %90 = load i32, ptr %2, align 4
  %91 = load i32, ptr %3, align 4
  %92 = sub nsw i32 %90, %91
  ret i32 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intern(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr @symtab, align 8
  store ptr %6, ptr %4, align 8
  br label %7

7:                                                ; preds = %23, %1
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr @NIL, align 8
  %10 = icmp ne ptr %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = call ptr @car(ptr noundef %12)
  %14 = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 2
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = call i32 @strcmp(ptr noundef %15, ptr noundef %16) #7
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 8
  %21 = call ptr @car(ptr noundef %20)
  store ptr %21, ptr %2, align 8
  br label %42

22:                                               ; preds = %11
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %4, align 8
  %25 = call ptr @cdr(ptr noundef %24)
  store ptr %25, ptr %4, align 8
  br label %7, !llvm.loop !8

26:                                               ; preds = %7
  %27 = call ptr @alloc(i32 noundef 2)
  store ptr %27, ptr %5, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = call noalias ptr @strdup(ptr noundef %28) #8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Obj, ptr %30, i32 0, i32 2
  store ptr %29, ptr %31, align 8
  %32 = load i32, ptr @nroots, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @nroots, align 4
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %34
  store ptr %5, ptr %35, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = load ptr, ptr @symtab, align 8
  %38 = call ptr @cons(ptr noundef %36, ptr noundef %37)
  store ptr %38, ptr @symtab, align 8
  %39 = load i32, ptr @nroots, align 4
  %40 = sub nsw i32 %39, 1
  store i32 %40, ptr @nroots, align 4
  %41 = load ptr, ptr %5, align 8
  store ptr %41, ptr %2, align 8
  br label %42

42:                                               ; preds = %26, %19
  %43 = load ptr, ptr %2, align 8
  ret ptr %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @cons(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load i32, ptr @nroots, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @nroots, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %8
  store ptr %3, ptr %9, align 8
  %10 = load i32, ptr @nroots, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @nroots, align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %12
  store ptr %4, ptr %13, align 8
  %14 = call ptr @alloc(i32 noundef 3)
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Obj, ptr %16, i32 0, i32 2
  %18 = getelementptr inbounds %struct.anon.0, ptr %17, i32 0, i32 0
  store ptr %15, ptr %18, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Obj, ptr %20, i32 0, i32 2
  %22 = getelementptr inbounds %struct.anon.0, ptr %21, i32 0, i32 1
  store ptr %19, ptr %22, align 8
  %23 = load i32, ptr @nroots, align 4
  %24 = sub nsw i32 %23, 2
  store i32 %24, ptr @nroots, align 4
  %25 = load ptr, ptr %5, align 8
  ret ptr %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @define(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load i32, ptr @nroots, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @nroots, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %10
  store ptr %4, ptr %11, align 8
  %12 = load i32, ptr @nroots, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @nroots, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %14
  store ptr %5, ptr %15, align 8
  %16 = load i32, ptr @nroots, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @nroots, align 4
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %18
  store ptr %6, ptr %19, align 8
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @cons(ptr noundef %20, ptr noundef %21)
  store ptr %22, ptr %7, align 8
  %23 = load i32, ptr @nroots, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr @nroots, align 4
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %25
  store ptr %7, ptr %26, align 8
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = call ptr @car(ptr noundef %28)
  %30 = call ptr @cons(ptr noundef %27, ptr noundef %29)
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.Obj, ptr %31, i32 0, i32 2
  %33 = getelementptr inbounds %struct.anon.0, ptr %32, i32 0, i32 0
  store ptr %30, ptr %33, align 8
  %34 = load i32, ptr @nroots, align 4
  %35 = sub nsw i32 %34, 4
  store i32 %35, ptr @nroots, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @defprim(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call ptr @intern(ptr noundef %7)
  store ptr %8, ptr %5, align 8
  %9 = load i32, ptr @nroots, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @nroots, align 4
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %11
  store ptr %5, ptr %12, align 8
  %13 = call ptr @alloc(i32 noundef 4)
  store ptr %13, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Obj, ptr %15, i32 0, i32 2
  store ptr %14, ptr %16, align 8
  %17 = load i32, ptr @nroots, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @nroots, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %19
  store ptr %6, ptr %20, align 8
  %21 = load ptr, ptr @global_env, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %6, align 8
  call void @define(ptr noundef %21, ptr noundef %22, ptr noundef %23)
  %24 = load i32, ptr @nroots, align 4
  %25 = sub nsw i32 %24, 2
  store i32 %25, ptr @nroots, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_add(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %4

4:                                                ; preds = %15, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load ptr, ptr @NIL, align 8
  %7 = icmp ne ptr %5, %6
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = call ptr @car(ptr noundef %9)
  %11 = getelementptr inbounds %struct.Obj, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @cdr(ptr noundef %16)
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !9

18:                                               ; preds = %4
  %19 = load i64, ptr %3, align 8
  %20 = call ptr @mkint(i64 noundef %19)
  ret ptr %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_sub(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @car(ptr noundef %5)
  %7 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = call ptr @cdr(ptr noundef %9)
  %11 = load ptr, ptr @NIL, align 8
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %13, label %17

13:                                               ; preds = %1
  %14 = load i64, ptr %4, align 8
  %15 = sub nsw i64 0, %14
  %16 = call ptr @mkint(i64 noundef %15)
  store ptr %16, ptr %2, align 8
  br label %37

17:                                               ; preds = %1
  %18 = load ptr, ptr %3, align 8
  %19 = call ptr @cdr(ptr noundef %18)
  store ptr %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %31, %17
  %21 = load ptr, ptr %3, align 8
  %22 = load ptr, ptr @NIL, align 8
  %23 = icmp ne ptr %21, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = call ptr @car(ptr noundef %25)
  %27 = getelementptr inbounds %struct.Obj, ptr %26, i32 0, i32 2
  %28 = load i64, ptr %27, align 8
  %29 = load i64, ptr %4, align 8
  %30 = sub nsw i64 %29, %28
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %24
  %32 = load ptr, ptr %3, align 8
  %33 = call ptr @cdr(ptr noundef %32)
  store ptr %33, ptr %3, align 8
  br label %20, !llvm.loop !10

34:                                               ; preds = %20
  %35 = load i64, ptr %4, align 8
  %36 = call ptr @mkint(i64 noundef %35)
  store ptr %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %34, %13
  %38 = load ptr, ptr %2, align 8
  ret ptr %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_mul(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 1, ptr %3, align 8
  br label %4

4:                                                ; preds = %15, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load ptr, ptr @NIL, align 8
  %7 = icmp ne ptr %5, %6
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = call ptr @car(ptr noundef %9)
  %11 = getelementptr inbounds %struct.Obj, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = load i64, ptr %3, align 8
  %14 = mul nsw i64 %13, %12
  store i64 %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @cdr(ptr noundef %16)
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !11

18:                                               ; preds = %4
  %19 = load i64, ptr %3, align 8
  %20 = call ptr @mkint(i64 noundef %19)
  ret ptr %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_div(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call ptr @cdr(ptr noundef %4)
  %6 = call ptr @car(ptr noundef %5)
  %7 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = call ptr @car(ptr noundef %12)
  %14 = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %3, align 8
  %17 = sdiv i64 %15, %16
  br label %19

18:                                               ; preds = %1
  br label %19

19:                                               ; preds = %18, %11
  %20 = phi i64 [ %17, %11 ], [ 0, %18 ]
  %21 = call ptr @mkint(i64 noundef %20)
  ret ptr %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_mod(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call ptr @cdr(ptr noundef %4)
  %6 = call ptr @car(ptr noundef %5)
  %7 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = call ptr @car(ptr noundef %12)
  %14 = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = load i64, ptr %3, align 8
  %17 = srem i64 %15, %16
  br label %19

18:                                               ; preds = %1
  br label %19

19:                                               ; preds = %18, %11
  %20 = phi i64 [ %17, %11 ], [ 0, %18 ]
  %21 = call ptr @mkint(i64 noundef %20)
  ret ptr %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_lt(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 2
  %6 = load i64, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @cdr(ptr noundef %7)
  %9 = call ptr @car(ptr noundef %8)
  %10 = getelementptr inbounds %struct.Obj, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = icmp slt i64 %6, %11
  %13 = zext i1 %12 to i32
  %14 = call ptr @truth(i32 noundef %13)
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_numeq(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 2
  %6 = load i64, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @cdr(ptr noundef %7)
  %9 = call ptr @car(ptr noundef %8)
  %10 = getelementptr inbounds %struct.Obj, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = icmp eq i64 %6, %11
  %13 = zext i1 %12 to i32
  %14 = call ptr @truth(i32 noundef %13)
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_eq(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call ptr @car(ptr noundef %5)
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @cdr(ptr noundef %7)
  %9 = call ptr @car(ptr noundef %8)
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %33, label %13

13:                                               ; preds = %1
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Obj, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %31

18:                                               ; preds = %13
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Obj, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %31

23:                                               ; preds = %18
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.Obj, ptr %24, i32 0, i32 2
  %26 = load i64, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.Obj, ptr %27, i32 0, i32 2
  %29 = load i64, ptr %28, align 8
  %30 = icmp eq i64 %26, %29
  br label %31

31:                                               ; preds = %23, %18, %13
  %32 = phi i1 [ false, %18 ], [ false, %13 ], [ %30, %23 ]
  br label %33

33:                                               ; preds = %31, %1
  %34 = phi i1 [ true, %1 ], [ %32, %31 ]
  %35 = zext i1 %34 to i32
  %36 = call ptr @truth(i32 noundef %35)
  ret ptr %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_cons(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = load ptr, ptr %2, align 8
  %6 = call ptr @cdr(ptr noundef %5)
  %7 = call ptr @car(ptr noundef %6)
  %8 = call ptr @cons(ptr noundef %4, ptr noundef %7)
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_car(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = call ptr @car(ptr noundef %4)
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_cdr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = call ptr @cdr(ptr noundef %4)
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_null(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = load ptr, ptr @NIL, align 8
  %6 = icmp eq ptr %4, %5
  %7 = zext i1 %6 to i32
  %8 = call ptr @truth(i32 noundef %7)
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_pairp(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @car(ptr noundef %3)
  %5 = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = icmp eq i32 %6, 3
  %8 = zext i1 %7 to i32
  %9 = call ptr @truth(i32 noundef %8)
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_list(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @read_expr() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i8], align 1
  %6 = alloca i32, align 4
  call void @skipws()
  %7 = load ptr, ptr @src, align 8
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = icmp eq i32 %9, 40
  br i1 %10, label %11, label %15

11:                                               ; preds = %0
  %12 = load ptr, ptr @src, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr @src, align 8
  %14 = call ptr @read_list()
  store ptr %14, ptr %1, align 8
  br label %121

15:                                               ; preds = %0
  %16 = load ptr, ptr @src, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 39
  br i1 %19, label %20, label %41

20:                                               ; preds = %15
  %21 = load ptr, ptr @src, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr @src, align 8
  %23 = call ptr @read_expr()
  store ptr %23, ptr %2, align 8
  %24 = load i32, ptr @nroots, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @nroots, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %26
  store ptr %2, ptr %27, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = load ptr, ptr @NIL, align 8
  %30 = call ptr @cons(ptr noundef %28, ptr noundef %29)
  store ptr %30, ptr %3, align 8
  %31 = load i32, ptr @nroots, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @nroots, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %33
  store ptr %3, ptr %34, align 8
  %35 = load ptr, ptr @S_quote, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = call ptr @cons(ptr noundef %35, ptr noundef %36)
  store ptr %37, ptr %4, align 8
  %38 = load i32, ptr @nroots, align 4
  %39 = sub nsw i32 %38, 2
  store i32 %39, ptr @nroots, align 4
  %40 = load ptr, ptr %4, align 8
  store ptr %40, ptr %1, align 8
  br label %121

41:                                               ; preds = %15
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %74, %41
  %43 = load ptr, ptr @src, align 8
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %72

47:                                               ; preds = %42
  %48 = call ptr @__ctype_b_loc() #9
  %49 = load ptr, ptr %48, align 8
  %50 = load ptr, ptr @src, align 8
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i16, ptr %49, i64 %53
  %55 = load i16, ptr %54, align 2
  %56 = zext i16 %55 to i32
  %57 = and i32 %56, 8192
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %72, label %59

59:                                               ; preds = %47
  %60 = load ptr, ptr @src, align 8
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp ne i32 %62, 40
  br i1 %63, label %64, label %72

64:                                               ; preds = %59
  %65 = load ptr, ptr @src, align 8
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = icmp ne i32 %67, 41
  br i1 %68, label %69, label %72

69:                                               ; preds = %64
  %70 = load i32, ptr %6, align 4
  %71 = icmp slt i32 %70, 63
  br label %72

72:                                               ; preds = %69, %64, %59, %47, %42
  %73 = phi i1 [ false, %64 ], [ false, %59 ], [ false, %47 ], [ false, %42 ], [ %71, %69 ]
  br i1 %73, label %74, label %82

74:                                               ; preds = %72
  %75 = load ptr, ptr @src, align 8
  %76 = getelementptr inbounds i8, ptr %75, i32 1
  store ptr %76, ptr @src, align 8
  %77 = load i8, ptr %75, align 1
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  %80 = sext i32 %78 to i64
  %81 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %80
  store i8 %77, ptr %81, align 1
  br label %42, !llvm.loop !12

82:                                               ; preds = %72
  %83 = load i32, ptr %6, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %84
  store i8 0, ptr %85, align 1
  %86 = call ptr @__ctype_b_loc() #9
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i16, ptr %87, i64 %91
  %93 = load i16, ptr %92, align 2
  %94 = zext i16 %93 to i32
  %95 = and i32 %94, 2048
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %114, label %97

97:                                               ; preds = %82
  %98 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %99 = load i8, ptr %98, align 1
  %100 = zext i8 %99 to i32
  %101 = icmp eq i32 %100, 45
  br i1 %101, label %102, label %118

102:                                              ; preds = %97
  %103 = call ptr @__ctype_b_loc() #9
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 1
  %106 = load i8, ptr %105, align 1
  %107 = zext i8 %106 to i32
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i16, ptr %104, i64 %108
  %110 = load i16, ptr %109, align 2
  %111 = zext i16 %110 to i32
  %112 = and i32 %111, 2048
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %118

114:                                              ; preds = %102, %82
  %115 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %116 = call i64 @strtol(ptr noundef %115, ptr noundef null, i32 noundef 10) #8
  %117 = call ptr @mkint(i64 noundef %116)
  store ptr %117, ptr %1, align 8
  br label %121

118:                                              ; preds = %102, %97
  %119 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %120 = call ptr @intern(ptr noundef %119)
  store ptr %120, ptr %1, align 8
  br label %121

121:                                              ; preds = %118, %114, %20, %11
  %122 = load ptr, ptr %1, align 8
  ret ptr %122
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @eval(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %31 = load ptr, ptr @NIL, align 8
  store ptr %31, ptr %5, align 8
  %32 = load ptr, ptr @NIL, align 8
  store ptr %32, ptr %6, align 8
  %33 = load ptr, ptr @NIL, align 8
  store ptr %33, ptr %7, align 8
  %34 = load ptr, ptr @NIL, align 8
  store ptr %34, ptr %8, align 8
  %35 = load i32, ptr @nroots, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr @nroots, align 4
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %37
  store ptr %3, ptr %38, align 8
  %39 = load i32, ptr @nroots, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr @nroots, align 4
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %41
  store ptr %4, ptr %42, align 8
  %43 = load i32, ptr @nroots, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @nroots, align 4
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %45
  store ptr %5, ptr %46, align 8
  %47 = load i32, ptr @nroots, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @nroots, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49
  store ptr %6, ptr %50, align 8
  %51 = load i32, ptr @nroots, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @nroots, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %53
  store ptr %7, ptr %54, align 8
  %55 = load i32, ptr @nroots, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @nroots, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %57
  store ptr %8, ptr %58, align 8
  store i32 6, ptr %9, align 4
  %59 = load ptr, ptr @NIL, align 8
  store ptr %59, ptr %10, align 8
  br label %60

60:                                               ; preds = %463, %360, %297, %169, %129, %2
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.Obj, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 8
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %70, label %65

65:                                               ; preds = %60
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.Obj, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %67, align 8
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %72

70:                                               ; preds = %65, %60
  %71 = load ptr, ptr %3, align 8
  store ptr %71, ptr %10, align 8
  br label %466

72:                                               ; preds = %65
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.Obj, ptr %73, i32 0, i32 0
  %75 = load i32, ptr %74, align 8
  %76 = icmp eq i32 %75, 2
  br i1 %76, label %77, label %95

77:                                               ; preds = %72
  %78 = load ptr, ptr %4, align 8
  %79 = load ptr, ptr %3, align 8
  %80 = call ptr @lookup(ptr noundef %78, ptr noundef %79)
  store ptr %80, ptr %11, align 8
  %81 = load ptr, ptr %11, align 8
  %82 = icmp ne ptr %81, null
  br i1 %82, label %91, label %83

83:                                               ; preds = %77
  %84 = load i32, ptr @errors, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @errors, align 4
  %86 = load ptr, ptr %3, align 8
  %87 = getelementptr inbounds %struct.Obj, ptr %86, i32 0, i32 2
  %88 = load ptr, ptr %87, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.89, ptr noundef %88)
  %90 = load ptr, ptr @NIL, align 8
  store ptr %90, ptr %10, align 8
  br label %94

91:                                               ; preds = %77
  %92 = load ptr, ptr %11, align 8
  %93 = call ptr @cdr(ptr noundef %92)
  store ptr %93, ptr %10, align 8
  br label %94

94:                                               ; preds = %91, %83
  br label %466

95:                                               ; preds = %72
  %96 = load ptr, ptr %3, align 8
  %97 = call ptr @car(ptr noundef %96)
  store ptr %97, ptr %12, align 8
  %98 = load ptr, ptr %12, align 8
  %99 = load ptr, ptr @S_quote, align 8
  %100 = icmp eq ptr %98, %99
  br i1 %100, label %101, label %105

101:                                              ; preds = %95
  %102 = load ptr, ptr %3, align 8
  %103 = call ptr @cdr(ptr noundef %102)
  %104 = call ptr @car(ptr noundef %103)
  store ptr %104, ptr %10, align 8
  br label %466

105:                                              ; preds = %95
  %106 = load ptr, ptr %12, align 8
  %107 = load ptr, ptr @S_if, align 8
  %108 = icmp eq ptr %106, %107
  br i1 %108, label %109, label %131

109:                                              ; preds = %105
  %110 = load ptr, ptr %3, align 8
  %111 = call ptr @cdr(ptr noundef %110)
  %112 = call ptr @car(ptr noundef %111)
  %113 = load ptr, ptr %4, align 8
  %114 = call ptr @eval(ptr noundef %112, ptr noundef %113)
  store ptr %114, ptr %13, align 8
  %115 = load ptr, ptr %13, align 8
  %116 = load ptr, ptr @NIL, align 8
  %117 = icmp ne ptr %115, %116
  br i1 %117, label %118, label %123

118:                                              ; preds = %109
  %119 = load ptr, ptr %3, align 8
  %120 = call ptr @cdr(ptr noundef %119)
  %121 = call ptr @cdr(ptr noundef %120)
  %122 = call ptr @car(ptr noundef %121)
  br label %129

123:                                              ; preds = %109
  %124 = load ptr, ptr %3, align 8
  %125 = call ptr @cdr(ptr noundef %124)
  %126 = call ptr @cdr(ptr noundef %125)
  %127 = call ptr @cdr(ptr noundef %126)
  %128 = call ptr @car(ptr noundef %127)
  br label %129

129:                                              ; preds = %123, %118
  %130 = phi ptr [ %122, %118 ], [ %128, %123 ]
  store ptr %130, ptr %3, align 8
  br label %60

131:                                              ; preds = %105
  %132 = load ptr, ptr %12, align 8
  %133 = load ptr, ptr @S_cond, align 8
  %134 = icmp eq ptr %132, %133
  br i1 %134, label %135, label %171

135:                                              ; preds = %131
  %136 = load ptr, ptr %3, align 8
  %137 = call ptr @cdr(ptr noundef %136)
  store ptr %137, ptr %14, align 8
  store ptr null, ptr %15, align 8
  br label %138

138:                                              ; preds = %161, %135
  %139 = load ptr, ptr %14, align 8
  %140 = load ptr, ptr @NIL, align 8
  %141 = icmp ne ptr %139, %140
  br i1 %141, label %142, label %164

142:                                              ; preds = %138
  %143 = load ptr, ptr %14, align 8
  %144 = call ptr @car(ptr noundef %143)
  %145 = call ptr @car(ptr noundef %144)
  store ptr %145, ptr %16, align 8
  %146 = load ptr, ptr %16, align 8
  %147 = load ptr, ptr @S_else, align 8
  %148 = icmp eq ptr %146, %147
  br i1 %148, label %155, label %149

149:                                              ; preds = %142
  %150 = load ptr, ptr %16, align 8
  %151 = load ptr, ptr %4, align 8
  %152 = call ptr @eval(ptr noundef %150, ptr noundef %151)
  %153 = load ptr, ptr @NIL, align 8
  %154 = icmp ne ptr %152, %153
  br i1 %154, label %155, label %160

155:                                              ; preds = %149, %142
  %156 = load ptr, ptr %14, align 8
  %157 = call ptr @car(ptr noundef %156)
  %158 = call ptr @cdr(ptr noundef %157)
  %159 = call ptr @car(ptr noundef %158)
  store ptr %159, ptr %15, align 8
  br label %164

160:                                              ; preds = %149
  br label %161

161:                                              ; preds = %160
  %162 = load ptr, ptr %14, align 8
  %163 = call ptr @cdr(ptr noundef %162)
  store ptr %163, ptr %14, align 8
  br label %138, !llvm.loop !13

164:                                              ; preds = %155, %138
  %165 = load ptr, ptr %15, align 8
  %166 = icmp ne ptr %165, null
  br i1 %166, label %169, label %167

167:                                              ; preds = %164
  %168 = load ptr, ptr @NIL, align 8
  store ptr %168, ptr %10, align 8
  br label %466

169:                                              ; preds = %164
  %170 = load ptr, ptr %15, align 8
  store ptr %170, ptr %3, align 8
  br label %60

171:                                              ; preds = %131
  %172 = load ptr, ptr %12, align 8
  %173 = load ptr, ptr @S_define, align 8
  %174 = icmp eq ptr %172, %173
  br i1 %174, label %175, label %224

175:                                              ; preds = %171
  %176 = load ptr, ptr %3, align 8
  %177 = call ptr @cdr(ptr noundef %176)
  %178 = call ptr @car(ptr noundef %177)
  store ptr %178, ptr %17, align 8
  %179 = load ptr, ptr %17, align 8
  %180 = getelementptr inbounds %struct.Obj, ptr %179, i32 0, i32 0
  %181 = load i32, ptr %180, align 8
  %182 = icmp eq i32 %181, 3
  br i1 %182, label %183, label %206

183:                                              ; preds = %175
  %184 = call ptr @alloc(i32 noundef 5)
  store ptr %184, ptr %8, align 8
  %185 = load ptr, ptr %17, align 8
  %186 = call ptr @cdr(ptr noundef %185)
  %187 = load ptr, ptr %8, align 8
  %188 = getelementptr inbounds %struct.Obj, ptr %187, i32 0, i32 2
  %189 = getelementptr inbounds %struct.anon.1, ptr %188, i32 0, i32 0
  store ptr %186, ptr %189, align 8
  %190 = load ptr, ptr %3, align 8
  %191 = call ptr @cdr(ptr noundef %190)
  %192 = call ptr @cdr(ptr noundef %191)
  %193 = load ptr, ptr %8, align 8
  %194 = getelementptr inbounds %struct.Obj, ptr %193, i32 0, i32 2
  %195 = getelementptr inbounds %struct.anon.1, ptr %194, i32 0, i32 1
  store ptr %192, ptr %195, align 8
  %196 = load ptr, ptr %4, align 8
  %197 = load ptr, ptr %8, align 8
  %198 = getelementptr inbounds %struct.Obj, ptr %197, i32 0, i32 2
  %199 = getelementptr inbounds %struct.anon.1, ptr %198, i32 0, i32 2
  store ptr %196, ptr %199, align 8
  %200 = load ptr, ptr %4, align 8
  %201 = load ptr, ptr %17, align 8
  %202 = call ptr @car(ptr noundef %201)
  %203 = load ptr, ptr %8, align 8
  call void @define(ptr noundef %200, ptr noundef %202, ptr noundef %203)
  %204 = load ptr, ptr %17, align 8
  %205 = call ptr @car(ptr noundef %204)
  store ptr %205, ptr %10, align 8
  br label %223

206:                                              ; preds = %175
  %207 = load ptr, ptr %3, align 8
  %208 = call ptr @cdr(ptr noundef %207)
  %209 = call ptr @cdr(ptr noundef %208)
  %210 = call ptr @car(ptr noundef %209)
  %211 = load ptr, ptr %4, align 8
  %212 = call ptr @eval(ptr noundef %210, ptr noundef %211)
  store ptr %212, ptr %18, align 8
  %213 = load i32, ptr @nroots, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr @nroots, align 4
  %215 = sext i32 %213 to i64
  %216 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %215
  store ptr %18, ptr %216, align 8
  %217 = load ptr, ptr %4, align 8
  %218 = load ptr, ptr %17, align 8
  %219 = load ptr, ptr %18, align 8
  call void @define(ptr noundef %217, ptr noundef %218, ptr noundef %219)
  %220 = load i32, ptr @nroots, align 4
  %221 = sub nsw i32 %220, 1
  store i32 %221, ptr @nroots, align 4
  %222 = load ptr, ptr %17, align 8
  store ptr %222, ptr %10, align 8
  br label %223

223:                                              ; preds = %206, %183
  br label %466

224:                                              ; preds = %171
  %225 = load ptr, ptr %12, align 8
  %226 = load ptr, ptr @S_set, align 8
  %227 = icmp eq ptr %225, %226
  br i1 %227, label %228, label %249

228:                                              ; preds = %224
  %229 = load ptr, ptr %4, align 8
  %230 = load ptr, ptr %3, align 8
  %231 = call ptr @cdr(ptr noundef %230)
  %232 = call ptr @car(ptr noundef %231)
  %233 = call ptr @lookup(ptr noundef %229, ptr noundef %232)
  store ptr %233, ptr %19, align 8
  %234 = load ptr, ptr %3, align 8
  %235 = call ptr @cdr(ptr noundef %234)
  %236 = call ptr @cdr(ptr noundef %235)
  %237 = call ptr @car(ptr noundef %236)
  %238 = load ptr, ptr %4, align 8
  %239 = call ptr @eval(ptr noundef %237, ptr noundef %238)
  store ptr %239, ptr %20, align 8
  %240 = load ptr, ptr %19, align 8
  %241 = icmp ne ptr %240, null
  br i1 %241, label %242, label %247

242:                                              ; preds = %228
  %243 = load ptr, ptr %20, align 8
  %244 = load ptr, ptr %19, align 8
  %245 = getelementptr inbounds %struct.Obj, ptr %244, i32 0, i32 2
  %246 = getelementptr inbounds %struct.anon.0, ptr %245, i32 0, i32 1
  store ptr %243, ptr %246, align 8
  br label %247

247:                                              ; preds = %242, %228
  %248 = load ptr, ptr %20, align 8
  store ptr %248, ptr %10, align 8
  br label %466

249:                                              ; preds = %224
  %250 = load ptr, ptr %12, align 8
  %251 = load ptr, ptr @S_lambda, align 8
  %252 = icmp eq ptr %250, %251
  br i1 %252, label %253, label %272

253:                                              ; preds = %249
  %254 = call ptr @alloc(i32 noundef 5)
  store ptr %254, ptr %8, align 8
  %255 = load ptr, ptr %3, align 8
  %256 = call ptr @cdr(ptr noundef %255)
  %257 = call ptr @car(ptr noundef %256)
  %258 = load ptr, ptr %8, align 8
  %259 = getelementptr inbounds %struct.Obj, ptr %258, i32 0, i32 2
  %260 = getelementptr inbounds %struct.anon.1, ptr %259, i32 0, i32 0
  store ptr %257, ptr %260, align 8
  %261 = load ptr, ptr %3, align 8
  %262 = call ptr @cdr(ptr noundef %261)
  %263 = call ptr @cdr(ptr noundef %262)
  %264 = load ptr, ptr %8, align 8
  %265 = getelementptr inbounds %struct.Obj, ptr %264, i32 0, i32 2
  %266 = getelementptr inbounds %struct.anon.1, ptr %265, i32 0, i32 1
  store ptr %263, ptr %266, align 8
  %267 = load ptr, ptr %4, align 8
  %268 = load ptr, ptr %8, align 8
  %269 = getelementptr inbounds %struct.Obj, ptr %268, i32 0, i32 2
  %270 = getelementptr inbounds %struct.anon.1, ptr %269, i32 0, i32 2
  store ptr %267, ptr %270, align 8
  %271 = load ptr, ptr %8, align 8
  store ptr %271, ptr %10, align 8
  br label %466

272:                                              ; preds = %249
  %273 = load ptr, ptr %12, align 8
  %274 = load ptr, ptr @S_begin, align 8
  %275 = icmp eq ptr %273, %274
  br i1 %275, label %276, label %300

276:                                              ; preds = %272
  %277 = load ptr, ptr %3, align 8
  %278 = call ptr @cdr(ptr noundef %277)
  store ptr %278, ptr %21, align 8
  %279 = load ptr, ptr %21, align 8
  %280 = load ptr, ptr @NIL, align 8
  %281 = icmp eq ptr %279, %280
  br i1 %281, label %282, label %284

282:                                              ; preds = %276
  %283 = load ptr, ptr @NIL, align 8
  store ptr %283, ptr %10, align 8
  br label %466

284:                                              ; preds = %276
  br label %285

285:                                              ; preds = %290, %284
  %286 = load ptr, ptr %21, align 8
  %287 = call ptr @cdr(ptr noundef %286)
  %288 = load ptr, ptr @NIL, align 8
  %289 = icmp ne ptr %287, %288
  br i1 %289, label %290, label %297

290:                                              ; preds = %285
  %291 = load ptr, ptr %21, align 8
  %292 = call ptr @car(ptr noundef %291)
  %293 = load ptr, ptr %4, align 8
  %294 = call ptr @eval(ptr noundef %292, ptr noundef %293)
  %295 = load ptr, ptr %21, align 8
  %296 = call ptr @cdr(ptr noundef %295)
  store ptr %296, ptr %21, align 8
  br label %285, !llvm.loop !14

297:                                              ; preds = %285
  %298 = load ptr, ptr %21, align 8
  %299 = call ptr @car(ptr noundef %298)
  store ptr %299, ptr %3, align 8
  br label %60

300:                                              ; preds = %272
  %301 = load ptr, ptr %12, align 8
  %302 = load ptr, ptr @S_let, align 8
  %303 = icmp eq ptr %301, %302
  br i1 %303, label %304, label %363

304:                                              ; preds = %300
  %305 = load ptr, ptr @NIL, align 8
  store ptr %305, ptr %7, align 8
  %306 = load ptr, ptr %3, align 8
  %307 = call ptr @cdr(ptr noundef %306)
  %308 = call ptr @car(ptr noundef %307)
  store ptr %308, ptr %22, align 8
  br label %309

309:                                              ; preds = %338, %304
  %310 = load ptr, ptr %22, align 8
  %311 = load ptr, ptr @NIL, align 8
  %312 = icmp ne ptr %310, %311
  br i1 %312, label %313, label %341

313:                                              ; preds = %309
  %314 = load ptr, ptr %22, align 8
  %315 = call ptr @car(ptr noundef %314)
  %316 = call ptr @cdr(ptr noundef %315)
  %317 = call ptr @car(ptr noundef %316)
  %318 = load ptr, ptr %4, align 8
  %319 = call ptr @eval(ptr noundef %317, ptr noundef %318)
  store ptr %319, ptr %23, align 8
  %320 = load i32, ptr @nroots, align 4
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr @nroots, align 4
  %322 = sext i32 %320 to i64
  %323 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %322
  store ptr %23, ptr %323, align 8
  %324 = load ptr, ptr %22, align 8
  %325 = call ptr @car(ptr noundef %324)
  %326 = call ptr @car(ptr noundef %325)
  %327 = load ptr, ptr %23, align 8
  %328 = call ptr @cons(ptr noundef %326, ptr noundef %327)
  store ptr %328, ptr %24, align 8
  %329 = load i32, ptr @nroots, align 4
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr @nroots, align 4
  %331 = sext i32 %329 to i64
  %332 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %331
  store ptr %24, ptr %332, align 8
  %333 = load ptr, ptr %24, align 8
  %334 = load ptr, ptr %7, align 8
  %335 = call ptr @cons(ptr noundef %333, ptr noundef %334)
  store ptr %335, ptr %7, align 8
  %336 = load i32, ptr @nroots, align 4
  %337 = sub nsw i32 %336, 2
  store i32 %337, ptr @nroots, align 4
  br label %338

338:                                              ; preds = %313
  %339 = load ptr, ptr %22, align 8
  %340 = call ptr @cdr(ptr noundef %339)
  store ptr %340, ptr %22, align 8
  br label %309, !llvm.loop !15

341:                                              ; preds = %309
  %342 = load ptr, ptr %7, align 8
  %343 = load ptr, ptr %4, align 8
  %344 = call ptr @cons(ptr noundef %342, ptr noundef %343)
  store ptr %344, ptr %4, align 8
  %345 = load ptr, ptr %3, align 8
  %346 = call ptr @cdr(ptr noundef %345)
  %347 = call ptr @cdr(ptr noundef %346)
  store ptr %347, ptr %25, align 8
  br label %348

348:                                              ; preds = %353, %341
  %349 = load ptr, ptr %25, align 8
  %350 = call ptr @cdr(ptr noundef %349)
  %351 = load ptr, ptr @NIL, align 8
  %352 = icmp ne ptr %350, %351
  br i1 %352, label %353, label %360

353:                                              ; preds = %348
  %354 = load ptr, ptr %25, align 8
  %355 = call ptr @car(ptr noundef %354)
  %356 = load ptr, ptr %4, align 8
  %357 = call ptr @eval(ptr noundef %355, ptr noundef %356)
  %358 = load ptr, ptr %25, align 8
  %359 = call ptr @cdr(ptr noundef %358)
  store ptr %359, ptr %25, align 8
  br label %348, !llvm.loop !16

360:                                              ; preds = %348
  %361 = load ptr, ptr %25, align 8
  %362 = call ptr @car(ptr noundef %361)
  store ptr %362, ptr %3, align 8
  br label %60

363:                                              ; preds = %300
  %364 = load ptr, ptr %12, align 8
  %365 = load ptr, ptr %4, align 8
  %366 = call ptr @eval(ptr noundef %364, ptr noundef %365)
  store ptr %366, ptr %5, align 8
  %367 = load ptr, ptr %3, align 8
  %368 = call ptr @cdr(ptr noundef %367)
  %369 = load ptr, ptr %4, align 8
  %370 = call ptr @evlis(ptr noundef %368, ptr noundef %369)
  store ptr %370, ptr %6, align 8
  %371 = load ptr, ptr %5, align 8
  %372 = getelementptr inbounds %struct.Obj, ptr %371, i32 0, i32 0
  %373 = load i32, ptr %372, align 8
  %374 = icmp eq i32 %373, 4
  br i1 %374, label %375, label %381

375:                                              ; preds = %363
  %376 = load ptr, ptr %5, align 8
  %377 = getelementptr inbounds %struct.Obj, ptr %376, i32 0, i32 2
  %378 = load ptr, ptr %377, align 8
  %379 = load ptr, ptr %6, align 8
  %380 = call ptr %378(ptr noundef %379)
  store ptr %380, ptr %10, align 8
  br label %466

381:                                              ; preds = %363
  %382 = load ptr, ptr %5, align 8
  %383 = getelementptr inbounds %struct.Obj, ptr %382, i32 0, i32 0
  %384 = load i32, ptr %383, align 8
  %385 = icmp ne i32 %384, 5
  br i1 %385, label %386, label %391

386:                                              ; preds = %381
  %387 = load i32, ptr @errors, align 4
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr @errors, align 4
  %389 = call i32 (ptr, ...) @printf(ptr noundef @.str.90)
  %390 = load ptr, ptr @NIL, align 8
  store ptr %390, ptr %10, align 8
  br label %466

391:                                              ; preds = %381
  %392 = load ptr, ptr @NIL, align 8
  store ptr %392, ptr %7, align 8
  %393 = load ptr, ptr %5, align 8
  %394 = getelementptr inbounds %struct.Obj, ptr %393, i32 0, i32 2
  %395 = getelementptr inbounds %struct.anon.1, ptr %394, i32 0, i32 0
  %396 = load ptr, ptr %395, align 8
  store ptr %396, ptr %26, align 8
  %397 = load ptr, ptr %6, align 8
  store ptr %397, ptr %27, align 8
  br label %398

398:                                              ; preds = %435, %391
  %399 = load ptr, ptr %26, align 8
  %400 = load ptr, ptr @NIL, align 8
  %401 = icmp ne ptr %399, %400
  br i1 %401, label %402, label %440

402:                                              ; preds = %398
  %403 = load ptr, ptr %26, align 8
  %404 = getelementptr inbounds %struct.Obj, ptr %403, i32 0, i32 0
  %405 = load i32, ptr %404, align 8
  %406 = icmp eq i32 %405, 2
  br i1 %406, label %407, label %420

407:                                              ; preds = %402
  %408 = load ptr, ptr %26, align 8
  %409 = load ptr, ptr %27, align 8
  %410 = call ptr @cons(ptr noundef %408, ptr noundef %409)
  store ptr %410, ptr %28, align 8
  %411 = load i32, ptr @nroots, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @nroots, align 4
  %413 = sext i32 %411 to i64
  %414 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %413
  store ptr %28, ptr %414, align 8
  %415 = load ptr, ptr %28, align 8
  %416 = load ptr, ptr %7, align 8
  %417 = call ptr @cons(ptr noundef %415, ptr noundef %416)
  store ptr %417, ptr %7, align 8
  %418 = load i32, ptr @nroots, align 4
  %419 = sub nsw i32 %418, 1
  store i32 %419, ptr @nroots, align 4
  br label %440

420:                                              ; preds = %402
  %421 = load ptr, ptr %26, align 8
  %422 = call ptr @car(ptr noundef %421)
  %423 = load ptr, ptr %27, align 8
  %424 = call ptr @car(ptr noundef %423)
  %425 = call ptr @cons(ptr noundef %422, ptr noundef %424)
  store ptr %425, ptr %29, align 8
  %426 = load i32, ptr @nroots, align 4
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @nroots, align 4
  %428 = sext i32 %426 to i64
  %429 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %428
  store ptr %29, ptr %429, align 8
  %430 = load ptr, ptr %29, align 8
  %431 = load ptr, ptr %7, align 8
  %432 = call ptr @cons(ptr noundef %430, ptr noundef %431)
  store ptr %432, ptr %7, align 8
  %433 = load i32, ptr @nroots, align 4
  %434 = sub nsw i32 %433, 1
  store i32 %434, ptr @nroots, align 4
  br label %435

435:                                              ; preds = %420
  %436 = load ptr, ptr %26, align 8
  %437 = call ptr @cdr(ptr noundef %436)
  store ptr %437, ptr %26, align 8
  %438 = load ptr, ptr %27, align 8
  %439 = call ptr @cdr(ptr noundef %438)
  store ptr %439, ptr %27, align 8
  br label %398, !llvm.loop !17

440:                                              ; preds = %407, %398
  %441 = load ptr, ptr %7, align 8
  %442 = load ptr, ptr %5, align 8
  %443 = getelementptr inbounds %struct.Obj, ptr %442, i32 0, i32 2
  %444 = getelementptr inbounds %struct.anon.1, ptr %443, i32 0, i32 2
  %445 = load ptr, ptr %444, align 8
  %446 = call ptr @cons(ptr noundef %441, ptr noundef %445)
  store ptr %446, ptr %4, align 8
  %447 = load ptr, ptr %5, align 8
  %448 = getelementptr inbounds %struct.Obj, ptr %447, i32 0, i32 2
  %449 = getelementptr inbounds %struct.anon.1, ptr %448, i32 0, i32 1
  %450 = load ptr, ptr %449, align 8
  store ptr %450, ptr %30, align 8
  br label %451

451:                                              ; preds = %456, %440
  %452 = load ptr, ptr %30, align 8
  %453 = call ptr @cdr(ptr noundef %452)
  %454 = load ptr, ptr @NIL, align 8
  %455 = icmp ne ptr %453, %454
  br i1 %455, label %456, label %463

456:                                              ; preds = %451
  %457 = load ptr, ptr %30, align 8
  %458 = call ptr @car(ptr noundef %457)
  %459 = load ptr, ptr %4, align 8
  %460 = call ptr @eval(ptr noundef %458, ptr noundef %459)
  %461 = load ptr, ptr %30, align 8
  %462 = call ptr @cdr(ptr noundef %461)
  store ptr %462, ptr %30, align 8
  br label %451, !llvm.loop !18

463:                                              ; preds = %451
  %464 = load ptr, ptr %30, align 8
  %465 = call ptr @car(ptr noundef %464)
  store ptr %465, ptr %3, align 8
  br label %60

466:                                              ; preds = %386, %375, %282, %253, %247, %223, %167, %101, %94, %70
  %467 = load i32, ptr %9, align 4
  %468 = load i32, ptr @nroots, align 4
  %469 = sub nsw i32 %468, %467
  store i32 %469, ptr @nroots, align 4
  %470 = load ptr, ptr %10, align 8
  ret ptr %470
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_obj(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call i64 @strlen(ptr noundef %8) #7
  store i64 %9, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = add i64 %10, 32
  %12 = load i64, ptr %6, align 8
  %13 = icmp ugt i64 %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  br label %80

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Obj, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  switch i32 %18, label %80 [
    i32 0, label %19
    i32 1, label %22
    i32 2, label %33
    i32 4, label %43
    i32 5, label %46
    i32 3, label %49
  ]

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8
  %21 = call ptr @strcat(ptr noundef %20, ptr noundef @.str.81) #8
  br label %80

22:                                               ; preds = %15
  %23 = load ptr, ptr %5, align 8
  %24 = load i64, ptr %7, align 8
  %25 = getelementptr inbounds i8, ptr %23, i64 %24
  %26 = load i64, ptr %6, align 8
  %27 = load i64, ptr %7, align 8
  %28 = sub i64 %26, %27
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.Obj, ptr %29, i32 0, i32 2
  %31 = load i64, ptr %30, align 8
  %32 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %25, i64 noundef %28, ptr noundef @.str.91, i64 noundef %31) #8
  br label %80

33:                                               ; preds = %15
  %34 = load ptr, ptr %5, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.Obj, ptr %35, i32 0, i32 2
  %37 = load ptr, ptr %36, align 8
  %38 = load i64, ptr %6, align 8
  %39 = load i64, ptr %7, align 8
  %40 = sub i64 %38, %39
  %41 = sub i64 %40, 1
  %42 = call ptr @strncat(ptr noundef %34, ptr noundef %37, i64 noundef %41) #8
  br label %80

43:                                               ; preds = %15
  %44 = load ptr, ptr %5, align 8
  %45 = call ptr @strcat(ptr noundef %44, ptr noundef @.str.92) #8
  br label %80

46:                                               ; preds = %15
  %47 = load ptr, ptr %5, align 8
  %48 = call ptr @strcat(ptr noundef %47, ptr noundef @.str.93) #8
  br label %80

49:                                               ; preds = %15
  %50 = load ptr, ptr %5, align 8
  %51 = call ptr @strcat(ptr noundef %50, ptr noundef @.str.94) #8
  br label %52

52:                                               ; preds = %74, %49
  %53 = load ptr, ptr %4, align 8
  %54 = call ptr @car(ptr noundef %53)
  %55 = load ptr, ptr %5, align 8
  %56 = load i64, ptr %6, align 8
  call void @print_obj(ptr noundef %54, ptr noundef %55, i64 noundef %56)
  %57 = load ptr, ptr %4, align 8
  %58 = call ptr @cdr(ptr noundef %57)
  store ptr %58, ptr %4, align 8
  %59 = load ptr, ptr %4, align 8
  %60 = load ptr, ptr @NIL, align 8
  %61 = icmp eq ptr %59, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %52
  br label %77

63:                                               ; preds = %52
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.Obj, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 8
  %67 = icmp ne i32 %66, 3
  br i1 %67, label %68, label %74

68:                                               ; preds = %63
  %69 = load ptr, ptr %5, align 8
  %70 = call ptr @strcat(ptr noundef %69, ptr noundef @.str.95) #8
  %71 = load ptr, ptr %4, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = load i64, ptr %6, align 8
  call void @print_obj(ptr noundef %71, ptr noundef %72, i64 noundef %73)
  br label %77

74:                                               ; preds = %63
  %75 = load ptr, ptr %5, align 8
  %76 = call ptr @strcat(ptr noundef %75, ptr noundef @.str.96) #8
  br label %52

77:                                               ; preds = %68, %62
  %78 = load ptr, ptr %5, align 8
  %79 = call ptr @strcat(ptr noundef %78, ptr noundef @.str.97) #8
  br label %80

80:                                               ; preds = %14, %15, %77, %46, %43, %33, %22, %19
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gc() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = load i64, ptr @collections, align 8
  %5 = add nsw i64 %4, 1
  store i64 %5, ptr @collections, align 8
  %6 = load ptr, ptr @symtab, align 8
  call void @mark(ptr noundef %6)
  %7 = load ptr, ptr @global_env, align 8
  call void @mark(ptr noundef %7)
  store i32 0, ptr %1, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, ptr %1, align 4
  %10 = load i32, ptr @nroots, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %16, align 8
  call void @mark(ptr noundef %17)
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %1, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %1, align 4
  br label %8, !llvm.loop !19

21:                                               ; preds = %8
  store ptr @all_objs, ptr %2, align 8
  br label %22

22:                                               ; preds = %55, %21
  %23 = load ptr, ptr %2, align 8
  %24 = load ptr, ptr %23, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %56

26:                                               ; preds = %22
  %27 = load ptr, ptr %2, align 8
  %28 = load ptr, ptr %27, align 8
  store ptr %28, ptr %3, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.Obj, ptr %29, i32 0, i32 1
  %31 = load i8, ptr %30, align 4
  %32 = icmp ne i8 %31, 0
  br i1 %32, label %50, label %33

33:                                               ; preds = %26
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.Obj, ptr %34, i32 0, i32 3
  %36 = load ptr, ptr %35, align 8
  %37 = load ptr, ptr %2, align 8
  store ptr %36, ptr %37, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.Obj, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 8
  %41 = icmp eq i32 %40, 2
  br i1 %41, label %42, label %46

42:                                               ; preds = %33
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.Obj, ptr %43, i32 0, i32 2
  %45 = load ptr, ptr %44, align 8
  call void @free(ptr noundef %45) #8
  br label %46

46:                                               ; preds = %42, %33
  %47 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %47) #8
  %48 = load i64, ptr @live, align 8
  %49 = add nsw i64 %48, -1
  store i64 %49, ptr @live, align 8
  br label %55

50:                                               ; preds = %26
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.Obj, ptr %51, i32 0, i32 1
  store i8 0, ptr %52, align 4
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.Obj, ptr %53, i32 0, i32 3
  store ptr %54, ptr %2, align 8
  br label %55

55:                                               ; preds = %50, %46
  br label %22, !llvm.loop !20

56:                                               ; preds = %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @car(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Obj, ptr %8, i32 0, i32 2
  %10 = getelementptr inbounds %struct.anon.0, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  br label %14

12:                                               ; preds = %1
  %13 = load ptr, ptr @NIL, align 8
  br label %14

14:                                               ; preds = %12, %7
  %15 = phi ptr [ %11, %7 ], [ %13, %12 ]
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @cdr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Obj, ptr %8, i32 0, i32 2
  %10 = getelementptr inbounds %struct.anon.0, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  br label %14

12:                                               ; preds = %1
  %13 = load ptr, ptr @NIL, align 8
  br label %14

14:                                               ; preds = %12, %7
  %15 = phi ptr [ %11, %7 ], [ %13, %12 ]
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @alloc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i64, ptr @live, align 8
  %5 = icmp sge i64 %4, 20000
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  call void @gc()
  br label %7

7:                                                ; preds = %6, %1
  %8 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 40) #10
  store ptr %8, ptr %3, align 8
  %9 = load i32, ptr %2, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Obj, ptr %10, i32 0, i32 0
  store i32 %9, ptr %11, align 8
  %12 = load ptr, ptr @all_objs, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 3
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %3, align 8
  store ptr %15, ptr @all_objs, align 8
  %16 = load i64, ptr @live, align 8
  %17 = add nsw i64 %16, 1
  store i64 %17, ptr @live, align 8
  %18 = load i64, ptr @allocated_total, align 8
  %19 = add nsw i64 %18, 1
  store i64 %19, ptr @allocated_total, align 8
  %20 = load ptr, ptr %3, align 8
  ret ptr %20
}

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mkint(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 8
  %4 = call ptr @alloc(i32 noundef 1)
  store ptr %4, ptr %3, align 8
  %5 = load i64, ptr %2, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 2
  store i64 %5, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @truth(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load ptr, ptr @S_t, align 8
  br label %9

7:                                                ; preds = %1
  %8 = load ptr, ptr @NIL, align 8
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi ptr [ %6, %5 ], [ %8, %7 ]
  ret ptr %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skipws() #0 {
  br label %1

1:                                                ; preds = %38, %0
  br label %2

2:                                                ; preds = %14, %1
  %3 = call ptr @__ctype_b_loc() #9
  %4 = load ptr, ptr %3, align 8
  %5 = load ptr, ptr @src, align 8
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i16, ptr %4, i64 %8
  %10 = load i16, ptr %9, align 2
  %11 = zext i16 %10 to i32
  %12 = and i32 %11, 8192
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = load ptr, ptr @src, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr @src, align 8
  br label %2, !llvm.loop !21

17:                                               ; preds = %2
  %18 = load ptr, ptr @src, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp eq i32 %20, 59
  br i1 %21, label %22, label %39

22:                                               ; preds = %17
  br label %23

23:                                               ; preds = %35, %22
  %24 = load ptr, ptr @src, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %33

28:                                               ; preds = %23
  %29 = load ptr, ptr @src, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = icmp ne i32 %31, 10
  br label %33

33:                                               ; preds = %28, %23
  %34 = phi i1 [ false, %23 ], [ %32, %28 ]
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  %36 = load ptr, ptr @src, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr @src, align 8
  br label %23, !llvm.loop !22

38:                                               ; preds = %33
  br label %1

39:                                               ; preds = %17
  br label %40

40:                                               ; preds = %39
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @read_list() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  call void @skipws()
  %6 = load ptr, ptr @src, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 41
  br i1 %9, label %10, label %14

10:                                               ; preds = %0
  %11 = load ptr, ptr @src, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr @src, align 8
  %13 = load ptr, ptr @NIL, align 8
  store ptr %13, ptr %1, align 8
  br label %62

14:                                               ; preds = %0
  %15 = load ptr, ptr @src, align 8
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %17, 46
  br i1 %18, label %19, label %45

19:                                               ; preds = %14
  %20 = call ptr @__ctype_b_loc() #9
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr @src, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i16, ptr %21, i64 %26
  %28 = load i16, ptr %27, align 2
  %29 = zext i16 %28 to i32
  %30 = and i32 %29, 8192
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %45

32:                                               ; preds = %19
  %33 = load ptr, ptr @src, align 8
  %34 = getelementptr inbounds i8, ptr %33, i32 1
  store ptr %34, ptr @src, align 8
  %35 = call ptr @read_expr()
  store ptr %35, ptr %2, align 8
  call void @skipws()
  %36 = load ptr, ptr @src, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 41
  br i1 %39, label %40, label %43

40:                                               ; preds = %32
  %41 = load ptr, ptr @src, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr @src, align 8
  br label %43

43:                                               ; preds = %40, %32
  %44 = load ptr, ptr %2, align 8
  store ptr %44, ptr %1, align 8
  br label %62

45:                                               ; preds = %19, %14
  %46 = call ptr @read_expr()
  store ptr %46, ptr %3, align 8
  %47 = load i32, ptr @nroots, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @nroots, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49
  store ptr %3, ptr %50, align 8
  %51 = call ptr @read_list()
  store ptr %51, ptr %4, align 8
  %52 = load i32, ptr @nroots, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @nroots, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %54
  store ptr %4, ptr %55, align 8
  %56 = load ptr, ptr %3, align 8
  %57 = load ptr, ptr %4, align 8
  %58 = call ptr @cons(ptr noundef %56, ptr noundef %57)
  store ptr %58, ptr %5, align 8
  %59 = load i32, ptr @nroots, align 4
  %60 = sub nsw i32 %59, 2
  store i32 %60, ptr @nroots, align 4
  %61 = load ptr, ptr %5, align 8
  store ptr %61, ptr %1, align 8
  br label %62

62:                                               ; preds = %45, %43, %10
  %63 = load ptr, ptr %1, align 8
  ret ptr %63
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #6

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  br label %9

9:                                                ; preds = %34, %2
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr @NIL, align 8
  %12 = icmp ne ptr %10, %11
  br i1 %12, label %13, label %37

13:                                               ; preds = %9
  %14 = load ptr, ptr %6, align 8
  %15 = call ptr @car(ptr noundef %14)
  store ptr %15, ptr %7, align 8
  br label %16

16:                                               ; preds = %30, %13
  %17 = load ptr, ptr %7, align 8
  %18 = load ptr, ptr @NIL, align 8
  %19 = icmp ne ptr %17, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = call ptr @car(ptr noundef %21)
  %23 = call ptr @car(ptr noundef %22)
  %24 = load ptr, ptr %5, align 8
  %25 = icmp eq ptr %23, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %20
  %27 = load ptr, ptr %7, align 8
  %28 = call ptr @car(ptr noundef %27)
  store ptr %28, ptr %3, align 8
  br label %38

29:                                               ; preds = %20
  br label %30

30:                                               ; preds = %29
  %31 = load ptr, ptr %7, align 8
  %32 = call ptr @cdr(ptr noundef %31)
  store ptr %32, ptr %7, align 8
  br label %16, !llvm.loop !23

33:                                               ; preds = %16
  br label %34

34:                                               ; preds = %33
  %35 = load ptr, ptr %6, align 8
  %36 = call ptr @cdr(ptr noundef %35)
  store ptr %36, ptr %6, align 8
  br label %9, !llvm.loop !24

37:                                               ; preds = %9
  store ptr null, ptr %3, align 8
  br label %38

38:                                               ; preds = %37, %26
  %39 = load ptr, ptr %3, align 8
  ret ptr %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @evlis(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr @NIL, align 8
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = load ptr, ptr @NIL, align 8
  store ptr %13, ptr %3, align 8
  br label %45

14:                                               ; preds = %2
  %15 = load i32, ptr @nroots, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @nroots, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %17
  store ptr %4, ptr %18, align 8
  %19 = load i32, ptr @nroots, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @nroots, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %21
  store ptr %5, ptr %22, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = call ptr @car(ptr noundef %23)
  %25 = load ptr, ptr %5, align 8
  %26 = call ptr @eval(ptr noundef %24, ptr noundef %25)
  store ptr %26, ptr %6, align 8
  %27 = load i32, ptr @nroots, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @nroots, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %29
  store ptr %6, ptr %30, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = call ptr @cdr(ptr noundef %31)
  %33 = load ptr, ptr %5, align 8
  %34 = call ptr @evlis(ptr noundef %32, ptr noundef %33)
  store ptr %34, ptr %7, align 8
  %35 = load i32, ptr @nroots, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr @nroots, align 4
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %37
  store ptr %7, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = call ptr @cons(ptr noundef %39, ptr noundef %40)
  store ptr %41, ptr %8, align 8
  %42 = load i32, ptr @nroots, align 4
  %43 = sub nsw i32 %42, 4
  store i32 %43, ptr @nroots, align 4
  %44 = load ptr, ptr %8, align 8
  store ptr %44, ptr %3, align 8
  br label %45

45:                                               ; preds = %14, %12
  %46 = load ptr, ptr %3, align 8
  ret ptr %46
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mark(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %50, %1
  %4 = load ptr, ptr %2, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %6, label %12

6:                                                ; preds = %3
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 1
  %9 = load i8, ptr %8, align 4
  %10 = icmp ne i8 %9, 0
  %11 = xor i1 %10, true
  br label %12

12:                                               ; preds = %6, %3
  %13 = phi i1 [ false, %3 ], [ %11, %6 ]
  br i1 %13, label %14, label %51

14:                                               ; preds = %12
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.Obj, ptr %15, i32 0, i32 1
  store i8 1, ptr %16, align 4
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.Obj, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %19, 3
  br i1 %20, label %21, label %30

21:                                               ; preds = %14
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.Obj, ptr %22, i32 0, i32 2
  %24 = getelementptr inbounds %struct.anon.0, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  call void @mark(ptr noundef %25)
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.Obj, ptr %26, i32 0, i32 2
  %28 = getelementptr inbounds %struct.anon.0, ptr %27, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  store ptr %29, ptr %2, align 8
  br label %50

30:                                               ; preds = %14
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.Obj, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 8
  %34 = icmp eq i32 %33, 5
  br i1 %34, label %35, label %48

35:                                               ; preds = %30
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.Obj, ptr %36, i32 0, i32 2
  %38 = getelementptr inbounds %struct.anon.1, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  call void @mark(ptr noundef %39)
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.Obj, ptr %40, i32 0, i32 2
  %42 = getelementptr inbounds %struct.anon.1, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  call void @mark(ptr noundef %43)
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.Obj, ptr %44, i32 0, i32 2
  %46 = getelementptr inbounds %struct.anon.1, ptr %45, i32 0, i32 2
  %47 = load ptr, ptr %46, align 8
  store ptr %47, ptr %2, align 8
  br label %49

48:                                               ; preds = %30
  br label %51

49:                                               ; preds = %35
  br label %50

50:                                               ; preds = %49, %21
  br label %3, !llvm.loop !25

51:                                               ; preds = %48, %12
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
