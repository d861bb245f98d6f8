; ModuleID = 'programs/mini_lisp_interpreter.c'
source_filename = "programs/mini_lisp_interpreter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { ptr, ptr }

@symtab = internal unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [6 x i8] c"quote\00", align 1
@S_quote = internal unnamed_addr global ptr null, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@S_if = internal unnamed_addr global ptr null, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"define\00", align 1
@S_define = internal unnamed_addr global ptr null, align 8
@.str.3 = private unnamed_addr constant [7 x i8] c"lambda\00", align 1
@S_lambda = internal unnamed_addr global ptr null, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"set!\00", align 1
@S_set = internal unnamed_addr global ptr null, align 8
@.str.5 = private unnamed_addr constant [6 x i8] c"begin\00", align 1
@S_begin = internal unnamed_addr global ptr null, align 8
@.str.6 = private unnamed_addr constant [4 x i8] c"let\00", align 1
@S_let = internal unnamed_addr global ptr null, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"cond\00", align 1
@S_cond = internal unnamed_addr global ptr null, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@S_else = internal unnamed_addr global ptr null, align 8
@.str.9 = private unnamed_addr constant [2 x i8] c"t\00", align 1
@S_t = internal unnamed_addr global ptr null, align 8
@global_env = internal unnamed_addr global ptr null, align 8
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
@main.tests = internal unnamed_addr constant [30 x %struct.anon] [%struct.anon { ptr @.str.24, ptr @.str.25 }, %struct.anon { ptr @.str.26, ptr @.str.27 }, %struct.anon { ptr @.str.28, ptr @.str.29 }, %struct.anon { ptr @.str.30, ptr @.str.31 }, %struct.anon { ptr @.str.32, ptr @.str.33 }, %struct.anon { ptr @.str.34, ptr @.str.35 }, %struct.anon { ptr @.str.36, ptr @.str.37 }, %struct.anon { ptr @.str.38, ptr @.str.39 }, %struct.anon { ptr @.str.40, ptr @.str.41 }, %struct.anon { ptr @.str.42, ptr @.str.43 }, %struct.anon { ptr @.str.44, ptr @.str.45 }, %struct.anon { ptr @.str.46, ptr @.str.47 }, %struct.anon { ptr @.str.48, ptr @.str.49 }, %struct.anon { ptr @.str.50, ptr @.str.51 }, %struct.anon { ptr @.str.52, ptr @.str.53 }, %struct.anon { ptr @.str.54, ptr @.str.55 }, %struct.anon { ptr @.str.56, ptr @.str.57 }, %struct.anon { ptr @.str.58, ptr @.str.59 }, %struct.anon { ptr @.str.60, ptr @.str.61 }, %struct.anon { ptr @.str.62, ptr @.str.63 }, %struct.anon { ptr @.str.64, ptr @.str.65 }, %struct.anon { ptr @.str.66, ptr @.str.67 }, %struct.anon { ptr @.str.68, ptr @.str.69 }, %struct.anon { ptr @.str.70, ptr @.str.71 }, %struct.anon { ptr @.str.72, ptr @.str.73 }, %struct.anon { ptr @.str.74, ptr @.str.75 }, %struct.anon { ptr @.str.76, ptr @.str.77 }, %struct.anon { ptr @.str.78, ptr @.str.79 }, %struct.anon { ptr @.str.80, ptr @.str.81 }, %struct.anon { ptr @.str.82, ptr @.str.83 }], align 8
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
@src = internal unnamed_addr global ptr null, align 8
@roots = internal unnamed_addr global [131072 x ptr] zeroinitializer, align 8
@nroots = internal unnamed_addr global i32 0, align 4
@.str.84 = private unnamed_addr constant [18 x i8] c"%-3d %s %s => %s\0A\00", align 1
@.str.85 = private unnamed_addr constant [5 x i8] c"ok  \00", align 1
@.str.86 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.87 = private unnamed_addr constant [73 x i8] c"passed %d/%d errors=%d collections>0=%d live_after_gc=%ld allocated=%ld\0A\00", align 1
@errors = internal unnamed_addr global i32 0, align 4
@collections = internal unnamed_addr global i64 0, align 8
@live = internal unnamed_addr global i64 0, align 8
@allocated_total = internal unnamed_addr global i64 0, align 8
@nil_obj = internal global { i32, i8, { i64, [16 x i8] }, ptr } { i32 0, i8 1, { i64, [16 x i8] } { i64 0, [16 x i8] undef }, ptr null }, align 8
@all_objs = internal unnamed_addr global ptr null, align 8
@.str.89 = private unnamed_addr constant [21 x i8] c"  error: unbound %s\0A\00", align 1
@.str.91 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@.str.93 = private unnamed_addr constant [10 x i8] c"#<lambda>\00", align 1
@str = private unnamed_addr constant [24 x i8] c"  error: not a function\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483617, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [512 x i8], align 1
  store ptr @nil_obj, ptr @symtab, align 8, !tbaa !6
  %6 = tail call fastcc ptr @intern(ptr noundef nonnull @.str)
  store ptr %6, ptr @S_quote, align 8, !tbaa !6
  %7 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.1)
  store ptr %7, ptr @S_if, align 8, !tbaa !6
  %8 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.2)
  store ptr %8, ptr @S_define, align 8, !tbaa !6
  %9 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.3)
  store ptr %9, ptr @S_lambda, align 8, !tbaa !6
  %10 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.4)
  store ptr %10, ptr @S_set, align 8, !tbaa !6
  %11 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.5)
  store ptr %11, ptr @S_begin, align 8, !tbaa !6
  %12 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.6)
  store ptr %12, ptr @S_let, align 8, !tbaa !6
  %13 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.7)
  store ptr %13, ptr @S_cond, align 8, !tbaa !6
  %14 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.8)
  store ptr %14, ptr @S_else, align 8, !tbaa !6
  %15 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.9)
  store ptr %15, ptr @S_t, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr @nil_obj, ptr %1, align 8, !tbaa !6
  store ptr @nil_obj, ptr %2, align 8, !tbaa !6
  %16 = load i32, ptr @nroots, align 4, !tbaa !10
  %17 = add nsw i32 %16, 1
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %18
  store ptr %1, ptr %19, align 8, !tbaa !6
  %20 = add nsw i32 %16, 2
  store i32 %20, ptr @nroots, align 4, !tbaa !10
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %21
  store ptr %2, ptr %22, align 8, !tbaa !6
  %23 = load i64, ptr @live, align 8, !tbaa !12
  %24 = icmp sgt i64 %23, 19999
  br i1 %24, label %25, label %32

25:                                               ; preds = %0
  call fastcc void @gc()
  %26 = load i64, ptr @live, align 8, !tbaa !12
  %27 = load ptr, ptr %1, align 8, !tbaa !6
  %28 = load ptr, ptr %2, align 8, !tbaa !6
  %29 = load i32, ptr @nroots, align 4, !tbaa !10
  %30 = add nsw i32 %29, -2
  %31 = load ptr, ptr @S_t, align 8, !tbaa !6
  br label %32

32:                                               ; preds = %0, %25
  %33 = phi ptr [ %31, %25 ], [ %15, %0 ]
  %34 = phi i32 [ %30, %25 ], [ %16, %0 ]
  %35 = phi ptr [ %28, %25 ], [ @nil_obj, %0 ]
  %36 = phi ptr [ %27, %25 ], [ @nil_obj, %0 ]
  %37 = phi i64 [ %26, %25 ], [ %23, %0 ]
  %38 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %38, align 8, !tbaa !14
  %39 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %38, i64 32
  store ptr %39, ptr %40, align 8, !tbaa !16
  store ptr %38, ptr @all_objs, align 8, !tbaa !6
  %41 = add nsw i64 %37, 1
  store i64 %41, ptr @live, align 8, !tbaa !12
  %42 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %43 = add nsw i64 %42, 1
  store i64 %43, ptr @allocated_total, align 8, !tbaa !12
  %44 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr %36, ptr %44, align 8, !tbaa !17
  %45 = getelementptr inbounds i8, ptr %38, i64 16
  store ptr %35, ptr %45, align 8, !tbaa !17
  store i32 %34, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  store ptr %38, ptr @global_env, align 8, !tbaa !6
  call fastcc void @define(ptr noundef nonnull %38, ptr noundef %33, ptr noundef %33)
  call fastcc void @defprim(ptr noundef nonnull @.str.10, ptr noundef nonnull @p_add)
  call fastcc void @defprim(ptr noundef nonnull @.str.11, ptr noundef nonnull @p_sub)
  call fastcc void @defprim(ptr noundef nonnull @.str.12, ptr noundef nonnull @p_mul)
  call fastcc void @defprim(ptr noundef nonnull @.str.13, ptr noundef nonnull @p_div)
  call fastcc void @defprim(ptr noundef nonnull @.str.14, ptr noundef nonnull @p_mod)
  call fastcc void @defprim(ptr noundef nonnull @.str.15, ptr noundef nonnull @p_lt)
  call fastcc void @defprim(ptr noundef nonnull @.str.16, ptr noundef nonnull @p_numeq)
  call fastcc void @defprim(ptr noundef nonnull @.str.17, ptr noundef nonnull @p_eq)
  call fastcc void @defprim(ptr noundef nonnull @.str.18, ptr noundef nonnull @p_cons)
  call fastcc void @defprim(ptr noundef nonnull @.str.19, ptr noundef nonnull @p_car)
  call fastcc void @defprim(ptr noundef nonnull @.str.20, ptr noundef nonnull @p_cdr)
  call fastcc void @defprim(ptr noundef nonnull @.str.21, ptr noundef nonnull @p_null)
  call fastcc void @defprim(ptr noundef nonnull @.str.22, ptr noundef nonnull @p_pairp)
  call fastcc void @defprim(ptr noundef nonnull @.str.23, ptr noundef nonnull @p_list)
  br label %55

46:                                               ; preds = %55
  call fastcc void @gc()
  %47 = load i32, ptr @errors, align 4, !tbaa !10
  %48 = load i64, ptr @collections, align 8, !tbaa !12
  %49 = icmp sgt i64 %48, 0
  %50 = zext i1 %49 to i32
  %51 = load i64, ptr @live, align 8, !tbaa !12
  %52 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef %78, i32 noundef 30, i32 noundef %47, i32 noundef %50, i64 noundef %51, i64 noundef %52)
  %54 = sub nsw i32 30, %78
  ret i32 %54

55:                                               ; preds = %32, %55
  %56 = phi i64 [ 0, %32 ], [ %82, %55 ]
  %57 = phi i32 [ 0, %32 ], [ %78, %55 ]
  %58 = getelementptr inbounds [30 x %struct.anon], ptr @main.tests, i64 0, i64 %56
  %59 = load ptr, ptr %58, align 8, !tbaa !18
  store ptr %59, ptr @src, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %60 = call fastcc ptr @read_expr()
  store ptr %60, ptr %3, align 8, !tbaa !6
  %61 = load i32, ptr @nroots, align 4, !tbaa !10
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @nroots, align 4, !tbaa !10
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %63
  store ptr %3, ptr %64, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %65 = load ptr, ptr @global_env, align 8, !tbaa !6
  %66 = call fastcc ptr @eval(ptr noundef %60, ptr noundef %65)
  store ptr %66, ptr %4, align 8, !tbaa !6
  %67 = load i32, ptr @nroots, align 4, !tbaa !10
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr @nroots, align 4, !tbaa !10
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %69
  store ptr %4, ptr %70, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  call fastcc void @print_obj(ptr noundef %66, ptr noundef nonnull %5)
  %71 = load i32, ptr @nroots, align 4, !tbaa !10
  %72 = add nsw i32 %71, -2
  store i32 %72, ptr @nroots, align 4, !tbaa !10
  %73 = getelementptr inbounds i8, ptr %58, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !20
  %75 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %74) #19
  %76 = icmp eq i32 %75, 0
  %77 = zext i1 %76 to i32
  %78 = add nuw nsw i32 %57, %77
  %79 = select i1 %76, ptr @.str.85, ptr @.str.86
  %80 = trunc nuw nsw i64 %56 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.84, i32 noundef %80, ptr noundef nonnull %79, ptr noundef %59, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  %82 = add nuw nsw i64 %56, 1
  %83 = icmp eq i64 %82, 30
  br i1 %83, label %46, label %55, !llvm.loop !21
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @intern(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = load ptr, ptr @symtab, align 8, !tbaa !6
  %6 = icmp eq ptr %5, @nil_obj
  br i1 %6, label %27, label %7

7:                                                ; preds = %1
  %8 = load ptr, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8
  br label %9

9:                                                ; preds = %7, %23
  %10 = phi ptr [ %5, %7 ], [ %25, %23 ]
  %11 = load i32, ptr %10, align 8, !tbaa !14
  %12 = icmp eq i32 %11, 3
  br i1 %12, label %13, label %20

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %0) #19
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %78, label %23

20:                                               ; preds = %9
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) %0) #19
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %78, label %27

23:                                               ; preds = %13
  %24 = getelementptr inbounds i8, ptr %10, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !17
  %26 = icmp eq ptr %25, @nil_obj
  br i1 %26, label %27, label %9, !llvm.loop !23

27:                                               ; preds = %23, %20, %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %28 = load i64, ptr @live, align 8, !tbaa !12
  %29 = icmp sgt i64 %28, 19999
  br i1 %29, label %30, label %33

30:                                               ; preds = %27
  tail call fastcc void @gc()
  %31 = load i64, ptr @live, align 8, !tbaa !12
  %32 = load ptr, ptr @symtab, align 8, !tbaa !6
  br label %33

33:                                               ; preds = %27, %30
  %34 = phi ptr [ %32, %30 ], [ %5, %27 ]
  %35 = phi i64 [ %31, %30 ], [ %28, %27 ]
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 2, ptr %36, align 8, !tbaa !14
  %37 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %36, i64 32
  store ptr %37, ptr %38, align 8, !tbaa !16
  store ptr %36, ptr @all_objs, align 8, !tbaa !6
  %39 = add nsw i64 %35, 1
  store i64 %39, ptr @live, align 8, !tbaa !12
  %40 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr @allocated_total, align 8, !tbaa !12
  store ptr %36, ptr %4, align 8, !tbaa !6
  %42 = tail call noalias ptr @strdup(ptr noundef %0) #18
  %43 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr %42, ptr %43, align 8, !tbaa !17
  %44 = load i32, ptr @nroots, align 4, !tbaa !10
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %46
  store ptr %4, ptr %47, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %36, ptr %2, align 8, !tbaa !6
  store ptr %34, ptr %3, align 8, !tbaa !6
  %48 = add nsw i32 %44, 2
  %49 = sext i32 %45 to i64
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49
  store ptr %2, ptr %50, align 8, !tbaa !6
  %51 = add nsw i32 %44, 3
  store i32 %51, ptr @nroots, align 4, !tbaa !10
  %52 = sext i32 %48 to i64
  %53 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %52
  store ptr %3, ptr %53, align 8, !tbaa !6
  %54 = icmp sgt i64 %35, 19998
  br i1 %54, label %55, label %64

55:                                               ; preds = %33
  call fastcc void @gc()
  %56 = load i64, ptr @live, align 8, !tbaa !12
  %57 = load ptr, ptr %2, align 8, !tbaa !6
  %58 = load ptr, ptr %3, align 8, !tbaa !6
  %59 = load i32, ptr @nroots, align 4, !tbaa !10
  %60 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %61 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %62 = load ptr, ptr %4, align 8, !tbaa !6
  %63 = add nsw i32 %59, -3
  br label %64

64:                                               ; preds = %33, %55
  %65 = phi ptr [ %62, %55 ], [ %36, %33 ]
  %66 = phi i64 [ %61, %55 ], [ %41, %33 ]
  %67 = phi ptr [ %60, %55 ], [ %36, %33 ]
  %68 = phi i32 [ %63, %55 ], [ %44, %33 ]
  %69 = phi ptr [ %58, %55 ], [ %34, %33 ]
  %70 = phi ptr [ %57, %55 ], [ %36, %33 ]
  %71 = phi i64 [ %56, %55 ], [ %39, %33 ]
  %72 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %72, align 8, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %72, i64 32
  store ptr %67, ptr %73, align 8, !tbaa !16
  store ptr %72, ptr @all_objs, align 8, !tbaa !6
  %74 = add nsw i64 %71, 1
  store i64 %74, ptr @live, align 8, !tbaa !12
  %75 = add nsw i64 %66, 1
  store i64 %75, ptr @allocated_total, align 8, !tbaa !12
  %76 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %70, ptr %76, align 8, !tbaa !17
  %77 = getelementptr inbounds i8, ptr %72, i64 16
  store ptr %69, ptr %77, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  store ptr %72, ptr @symtab, align 8, !tbaa !6
  store i32 %68, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  br label %78

78:                                               ; preds = %13, %20, %64
  %79 = phi ptr [ %65, %64 ], [ @nil_obj, %20 ], [ %15, %13 ]
  ret ptr %79
}

; Function Attrs: nounwind uwtable
define internal fastcc void @define(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8, !tbaa !6
  store ptr %1, ptr %9, align 8, !tbaa !6
  store ptr %2, ptr %10, align 8, !tbaa !6
  %12 = load i32, ptr @nroots, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %14
  store ptr %8, ptr %15, align 8, !tbaa !6
  %16 = add nsw i32 %12, 2
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %17
  store ptr %9, ptr %18, align 8, !tbaa !6
  %19 = add nsw i32 %12, 3
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %20
  store ptr %10, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  %22 = add nsw i32 %12, 4
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %23
  store ptr %6, ptr %24, align 8, !tbaa !6
  %25 = add nsw i32 %12, 5
  store i32 %25, ptr @nroots, align 4, !tbaa !10
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %26
  store ptr %7, ptr %27, align 8, !tbaa !6
  %28 = load i64, ptr @live, align 8, !tbaa !12
  %29 = icmp sgt i64 %28, 19999
  br i1 %29, label %30, label %38

30:                                               ; preds = %3
  call fastcc void @gc()
  %31 = load i64, ptr @live, align 8, !tbaa !12
  %32 = load ptr, ptr %6, align 8, !tbaa !6
  %33 = load ptr, ptr %7, align 8, !tbaa !6
  %34 = load i32, ptr @nroots, align 4, !tbaa !10
  %35 = add nsw i32 %34, -2
  %36 = load ptr, ptr %8, align 8, !tbaa !6
  %37 = sext i32 %35 to i64
  br label %38

38:                                               ; preds = %3, %30
  %39 = phi i64 [ %23, %3 ], [ %37, %30 ]
  %40 = phi ptr [ %0, %3 ], [ %36, %30 ]
  %41 = phi i32 [ %19, %3 ], [ %35, %30 ]
  %42 = phi ptr [ %2, %3 ], [ %33, %30 ]
  %43 = phi ptr [ %1, %3 ], [ %32, %30 ]
  %44 = phi i64 [ %28, %3 ], [ %31, %30 ]
  %45 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %45, align 8, !tbaa !14
  %46 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %45, i64 32
  store ptr %46, ptr %47, align 8, !tbaa !16
  store ptr %45, ptr @all_objs, align 8, !tbaa !6
  %48 = add nsw i64 %44, 1
  store i64 %48, ptr @live, align 8, !tbaa !12
  %49 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %50 = add nsw i64 %49, 1
  store i64 %50, ptr @allocated_total, align 8, !tbaa !12
  %51 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %43, ptr %51, align 8, !tbaa !17
  %52 = getelementptr inbounds i8, ptr %45, i64 16
  store ptr %42, ptr %52, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  store ptr %45, ptr %11, align 8, !tbaa !6
  %53 = add nsw i32 %41, 1
  store i32 %53, ptr @nroots, align 4, !tbaa !10
  %54 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %39
  store ptr %11, ptr %54, align 8, !tbaa !6
  %55 = load i32, ptr %40, align 8, !tbaa !14
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %57, label %60

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %40, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !17
  br label %60

60:                                               ; preds = %38, %57
  %61 = phi ptr [ %59, %57 ], [ @nil_obj, %38 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %45, ptr %4, align 8, !tbaa !6
  store ptr %61, ptr %5, align 8, !tbaa !6
  %62 = add nsw i32 %41, 2
  %63 = sext i32 %53 to i64
  %64 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %63
  store ptr %4, ptr %64, align 8, !tbaa !6
  %65 = add nsw i32 %41, 3
  store i32 %65, ptr @nroots, align 4, !tbaa !10
  %66 = sext i32 %62 to i64
  %67 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %66
  store ptr %5, ptr %67, align 8, !tbaa !6
  %68 = icmp sgt i64 %44, 19998
  br i1 %68, label %69, label %78

69:                                               ; preds = %60
  call fastcc void @gc()
  %70 = load i64, ptr @live, align 8, !tbaa !12
  %71 = load ptr, ptr %4, align 8, !tbaa !6
  %72 = load ptr, ptr %5, align 8, !tbaa !6
  %73 = load i32, ptr @nroots, align 4, !tbaa !10
  %74 = add nsw i32 %73, -2
  %75 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %76 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %77 = load ptr, ptr %8, align 8, !tbaa !6
  br label %78

78:                                               ; preds = %60, %69
  %79 = phi ptr [ %77, %69 ], [ %40, %60 ]
  %80 = phi i64 [ %76, %69 ], [ %50, %60 ]
  %81 = phi ptr [ %75, %69 ], [ %45, %60 ]
  %82 = phi i32 [ %74, %69 ], [ %53, %60 ]
  %83 = phi ptr [ %72, %69 ], [ %61, %60 ]
  %84 = phi ptr [ %71, %69 ], [ %45, %60 ]
  %85 = phi i64 [ %70, %69 ], [ %48, %60 ]
  %86 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %86, align 8, !tbaa !14
  %87 = getelementptr inbounds i8, ptr %86, i64 32
  store ptr %81, ptr %87, align 8, !tbaa !16
  store ptr %86, ptr @all_objs, align 8, !tbaa !6
  %88 = add nsw i64 %85, 1
  store i64 %88, ptr @live, align 8, !tbaa !12
  %89 = add nsw i64 %80, 1
  store i64 %89, ptr @allocated_total, align 8, !tbaa !12
  %90 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %84, ptr %90, align 8, !tbaa !17
  %91 = getelementptr inbounds i8, ptr %86, i64 16
  store ptr %83, ptr %91, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %92 = getelementptr inbounds i8, ptr %79, i64 8
  store ptr %86, ptr %92, align 8, !tbaa !17
  %93 = add nsw i32 %82, -4
  store i32 %93, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @defprim(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %5 = tail call fastcc ptr @intern(ptr noundef %0)
  store ptr %5, ptr %3, align 8, !tbaa !6
  %6 = load i32, ptr @nroots, align 4, !tbaa !10
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @nroots, align 4, !tbaa !10
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %8
  store ptr %3, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %10 = load i64, ptr @live, align 8, !tbaa !12
  %11 = icmp sgt i64 %10, 19999
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  call fastcc void @gc()
  %13 = load i64, ptr @live, align 8, !tbaa !12
  %14 = load i32, ptr @nroots, align 4, !tbaa !10
  %15 = load ptr, ptr %3, align 8, !tbaa !6
  br label %16

16:                                               ; preds = %2, %12
  %17 = phi ptr [ %15, %12 ], [ %5, %2 ]
  %18 = phi i32 [ %14, %12 ], [ %7, %2 ]
  %19 = phi i64 [ %13, %12 ], [ %10, %2 ]
  %20 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 4, ptr %20, align 8, !tbaa !14
  %21 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %21, ptr %22, align 8, !tbaa !16
  store ptr %20, ptr @all_objs, align 8, !tbaa !6
  %23 = add nsw i64 %19, 1
  store i64 %23, ptr @live, align 8, !tbaa !12
  %24 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %25 = add nsw i64 %24, 1
  store i64 %25, ptr @allocated_total, align 8, !tbaa !12
  store ptr %20, ptr %4, align 8, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %1, ptr %26, align 8, !tbaa !17
  %27 = add nsw i32 %18, 1
  store i32 %27, ptr @nroots, align 4, !tbaa !10
  %28 = sext i32 %18 to i64
  %29 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %28
  store ptr %4, ptr %29, align 8, !tbaa !6
  %30 = load ptr, ptr @global_env, align 8, !tbaa !6
  call fastcc void @define(ptr noundef %30, ptr noundef %17, ptr noundef nonnull %20)
  %31 = load i32, ptr @nroots, align 4, !tbaa !10
  %32 = add nsw i32 %31, -2
  store i32 %32, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  ret void
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_add(ptr noundef readonly %0) #0 {
  %2 = icmp eq ptr %0, @nil_obj
  br i1 %2, label %20, label %3

3:                                                ; preds = %1, %11
  %4 = phi i64 [ %18, %11 ], [ 0, %1 ]
  %5 = phi ptr [ %16, %11 ], [ %0, %1 ]
  %6 = load i32, ptr %5, align 8, !tbaa !14
  %7 = icmp eq i32 %6, 3
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !tbaa !17
  %10 = add nsw i64 %9, %4
  br label %20

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  %17 = load i64, ptr %14, align 8, !tbaa !17
  %18 = add nsw i64 %17, %4
  %19 = icmp eq ptr %16, @nil_obj
  br i1 %19, label %20, label %3, !llvm.loop !24

20:                                               ; preds = %11, %8, %1
  %21 = phi i64 [ 0, %1 ], [ %10, %8 ], [ %18, %11 ]
  %22 = load i64, ptr @live, align 8, !tbaa !12
  %23 = icmp sgt i64 %22, 19999
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  tail call fastcc void @gc()
  %25 = load i64, ptr @live, align 8, !tbaa !12
  br label %26

26:                                               ; preds = %20, %24
  %27 = phi i64 [ %25, %24 ], [ %22, %20 ]
  %28 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %28, align 8, !tbaa !14
  %29 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %28, i64 32
  store ptr %29, ptr %30, align 8, !tbaa !16
  store ptr %28, ptr @all_objs, align 8, !tbaa !6
  %31 = add nsw i64 %27, 1
  store i64 %31, ptr @live, align 8, !tbaa !12
  %32 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr @allocated_total, align 8, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %21, ptr %34, align 8, !tbaa !17
  ret ptr %28
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_sub(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !tbaa !17
  br label %14

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !17
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  %13 = icmp eq ptr %12, @nil_obj
  br i1 %13, label %14, label %19

14:                                               ; preds = %4, %6
  %15 = phi i64 [ %5, %4 ], [ %10, %6 ]
  %16 = sub nsw i64 0, %15
  %17 = load i64, ptr @live, align 8, !tbaa !12
  %18 = icmp sgt i64 %17, 19999
  br i1 %18, label %40, label %43

19:                                               ; preds = %6, %27
  %20 = phi i64 [ %34, %27 ], [ %10, %6 ]
  %21 = phi ptr [ %32, %27 ], [ %12, %6 ]
  %22 = load i32, ptr %21, align 8, !tbaa !14
  %23 = icmp eq i32 %22, 3
  br i1 %23, label %27, label %24

24:                                               ; preds = %19
  %25 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !tbaa !17
  %26 = sub nsw i64 %20, %25
  br label %36

27:                                               ; preds = %19
  %28 = getelementptr inbounds i8, ptr %21, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !17
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = getelementptr inbounds i8, ptr %21, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !17
  %33 = load i64, ptr %30, align 8, !tbaa !17
  %34 = sub nsw i64 %20, %33
  %35 = icmp eq ptr %32, @nil_obj
  br i1 %35, label %36, label %19, !llvm.loop !25

36:                                               ; preds = %27, %24
  %37 = phi i64 [ %26, %24 ], [ %34, %27 ]
  %38 = load i64, ptr @live, align 8, !tbaa !12
  %39 = icmp sgt i64 %38, 19999
  br i1 %39, label %40, label %43

40:                                               ; preds = %36, %14
  %41 = phi i64 [ %16, %14 ], [ %37, %36 ]
  tail call fastcc void @gc()
  %42 = load i64, ptr @live, align 8, !tbaa !12
  br label %43

43:                                               ; preds = %40, %36, %14
  %44 = phi i64 [ %17, %14 ], [ %38, %36 ], [ %42, %40 ]
  %45 = phi i64 [ %16, %14 ], [ %37, %36 ], [ %41, %40 ]
  %46 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %46, align 8, !tbaa !14
  %47 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %46, i64 32
  store ptr %47, ptr %48, align 8, !tbaa !16
  store ptr %46, ptr @all_objs, align 8, !tbaa !6
  %49 = add nsw i64 %44, 1
  store i64 %49, ptr @live, align 8, !tbaa !12
  %50 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %51 = add nsw i64 %50, 1
  store i64 %51, ptr @allocated_total, align 8, !tbaa !12
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  store i64 %45, ptr %52, align 8, !tbaa !17
  ret ptr %46
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_mul(ptr noundef readonly %0) #0 {
  %2 = icmp eq ptr %0, @nil_obj
  br i1 %2, label %20, label %3

3:                                                ; preds = %1, %11
  %4 = phi i64 [ %18, %11 ], [ 1, %1 ]
  %5 = phi ptr [ %16, %11 ], [ %0, %1 ]
  %6 = load i32, ptr %5, align 8, !tbaa !14
  %7 = icmp eq i32 %6, 3
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !tbaa !17
  %10 = mul nsw i64 %9, %4
  br label %20

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  %17 = load i64, ptr %14, align 8, !tbaa !17
  %18 = mul nsw i64 %17, %4
  %19 = icmp eq ptr %16, @nil_obj
  br i1 %19, label %20, label %3, !llvm.loop !26

20:                                               ; preds = %11, %8, %1
  %21 = phi i64 [ 1, %1 ], [ %10, %8 ], [ %18, %11 ]
  %22 = load i64, ptr @live, align 8, !tbaa !12
  %23 = icmp sgt i64 %22, 19999
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  tail call fastcc void @gc()
  %25 = load i64, ptr @live, align 8, !tbaa !12
  br label %26

26:                                               ; preds = %20, %24
  %27 = phi i64 [ %25, %24 ], [ %22, %20 ]
  %28 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %28, align 8, !tbaa !14
  %29 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %28, i64 32
  store ptr %29, ptr %30, align 8, !tbaa !16
  store ptr %28, ptr @all_objs, align 8, !tbaa !6
  %31 = add nsw i64 %27, 1
  store i64 %31, ptr @live, align 8, !tbaa !12
  %32 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr @allocated_total, align 8, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %21, ptr %34, align 8, !tbaa !17
  ret ptr %28
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_div(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  br label %14

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !17
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %28, label %19

19:                                               ; preds = %14
  br i1 %3, label %20, label %23

20:                                               ; preds = %19
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  br label %23

23:                                               ; preds = %19, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %19 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !17
  %27 = sdiv i64 %26, %17
  br label %28

28:                                               ; preds = %14, %23
  %29 = phi i64 [ %27, %23 ], [ 0, %14 ]
  %30 = load i64, ptr @live, align 8, !tbaa !12
  %31 = icmp sgt i64 %30, 19999
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  tail call fastcc void @gc()
  %33 = load i64, ptr @live, align 8, !tbaa !12
  br label %34

34:                                               ; preds = %28, %32
  %35 = phi i64 [ %33, %32 ], [ %30, %28 ]
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %36, align 8, !tbaa !14
  %37 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %36, i64 32
  store ptr %37, ptr %38, align 8, !tbaa !16
  store ptr %36, ptr @all_objs, align 8, !tbaa !6
  %39 = add nsw i64 %35, 1
  store i64 %39, ptr @live, align 8, !tbaa !12
  %40 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr @allocated_total, align 8, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %36, i64 8
  store i64 %29, ptr %42, align 8, !tbaa !17
  ret ptr %36
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_mod(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  br label %14

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !17
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %28, label %19

19:                                               ; preds = %14
  br i1 %3, label %20, label %23

20:                                               ; preds = %19
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  br label %23

23:                                               ; preds = %19, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %19 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !17
  %27 = srem i64 %26, %17
  br label %28

28:                                               ; preds = %14, %23
  %29 = phi i64 [ %27, %23 ], [ 0, %14 ]
  %30 = load i64, ptr @live, align 8, !tbaa !12
  %31 = icmp sgt i64 %30, 19999
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  tail call fastcc void @gc()
  %33 = load i64, ptr @live, align 8, !tbaa !12
  br label %34

34:                                               ; preds = %28, %32
  %35 = phi i64 [ %33, %32 ], [ %30, %28 ]
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %36, align 8, !tbaa !14
  %37 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %36, i64 32
  store ptr %37, ptr %38, align 8, !tbaa !16
  store ptr %36, ptr @all_objs, align 8, !tbaa !6
  %39 = add nsw i64 %35, 1
  store i64 %39, ptr @live, align 8, !tbaa !12
  %40 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr @allocated_total, align 8, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %36, i64 8
  store i64 %29, ptr %42, align 8, !tbaa !17
  ret ptr %36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_lt(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !17
  br label %10

10:                                               ; preds = %1, %4
  %11 = phi ptr [ %7, %4 ], [ getelementptr inbounds (i8, ptr @nil_obj, i64 8), %1 ]
  %12 = phi ptr [ %9, %4 ], [ @nil_obj, %1 ]
  %13 = load i64, ptr %11, align 8, !tbaa !17
  %14 = load i32, ptr %12, align 8, !tbaa !14
  %15 = icmp eq i32 %14, 3
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  br label %19

19:                                               ; preds = %10, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %10 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !17
  %23 = icmp slt i64 %13, %22
  %24 = load ptr, ptr @S_t, align 8
  %25 = select i1 %23, ptr %24, ptr @nil_obj
  ret ptr %25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_numeq(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !17
  br label %10

10:                                               ; preds = %1, %4
  %11 = phi ptr [ %7, %4 ], [ getelementptr inbounds (i8, ptr @nil_obj, i64 8), %1 ]
  %12 = phi ptr [ %9, %4 ], [ @nil_obj, %1 ]
  %13 = load i64, ptr %11, align 8, !tbaa !17
  %14 = load i32, ptr %12, align 8, !tbaa !14
  %15 = icmp eq i32 %14, 3
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  br label %19

19:                                               ; preds = %10, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %10 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !17
  %23 = icmp eq i64 %13, %22
  %24 = load ptr, ptr @S_t, align 8
  %25 = select i1 %23, ptr %24, ptr @nil_obj
  ret ptr %25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_eq(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  br label %9

9:                                                ; preds = %1, %4
  %10 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %11 = phi ptr [ %8, %4 ], [ @nil_obj, %1 ]
  %12 = load i32, ptr %11, align 8, !tbaa !14
  %13 = icmp eq i32 %12, 3
  br i1 %13, label %14, label %17

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  br label %17

17:                                               ; preds = %9, %14
  %18 = phi ptr [ %16, %14 ], [ @nil_obj, %9 ]
  %19 = icmp eq ptr %10, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = load ptr, ptr @S_t, align 8
  br label %37

22:                                               ; preds = %17
  %23 = load i32, ptr %10, align 8, !tbaa !14
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = load i32, ptr %18, align 8, !tbaa !14
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %36

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %18, i64 8
  %32 = load i64, ptr %31, align 8, !tbaa !17
  %33 = icmp ne i64 %30, %32
  %34 = load ptr, ptr @S_t, align 8
  %35 = freeze i1 %33
  br i1 %35, label %36, label %37

36:                                               ; preds = %22, %25, %28
  br label %37

37:                                               ; preds = %20, %28, %36
  %38 = phi ptr [ @nil_obj, %36 ], [ %34, %28 ], [ %21, %20 ]
  ret ptr %38
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_cons(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = load i32, ptr %0, align 8, !tbaa !14
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !17
  br label %11

11:                                               ; preds = %1, %6
  %12 = phi ptr [ %8, %6 ], [ @nil_obj, %1 ]
  %13 = phi ptr [ %10, %6 ], [ @nil_obj, %1 ]
  %14 = load i32, ptr %13, align 8, !tbaa !14
  %15 = icmp eq i32 %14, 3
  br i1 %15, label %16, label %19

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  br label %19

19:                                               ; preds = %11, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %11 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %12, ptr %2, align 8, !tbaa !6
  store ptr %20, ptr %3, align 8, !tbaa !6
  %21 = load i32, ptr @nroots, align 4, !tbaa !10
  %22 = add nsw i32 %21, 1
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %23
  store ptr %2, ptr %24, align 8, !tbaa !6
  %25 = add nsw i32 %21, 2
  store i32 %25, ptr @nroots, align 4, !tbaa !10
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %26
  store ptr %3, ptr %27, align 8, !tbaa !6
  %28 = load i64, ptr @live, align 8, !tbaa !12
  %29 = icmp sgt i64 %28, 19999
  br i1 %29, label %30, label %36

30:                                               ; preds = %19
  call fastcc void @gc()
  %31 = load i64, ptr @live, align 8, !tbaa !12
  %32 = load ptr, ptr %2, align 8, !tbaa !6
  %33 = load ptr, ptr %3, align 8, !tbaa !6
  %34 = load i32, ptr @nroots, align 4, !tbaa !10
  %35 = add nsw i32 %34, -2
  br label %36

36:                                               ; preds = %19, %30
  %37 = phi i32 [ %35, %30 ], [ %21, %19 ]
  %38 = phi ptr [ %33, %30 ], [ %20, %19 ]
  %39 = phi ptr [ %32, %30 ], [ %12, %19 ]
  %40 = phi i64 [ %31, %30 ], [ %28, %19 ]
  %41 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %41, align 8, !tbaa !14
  %42 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %41, i64 32
  store ptr %42, ptr %43, align 8, !tbaa !16
  store ptr %41, ptr @all_objs, align 8, !tbaa !6
  %44 = add nsw i64 %40, 1
  store i64 %44, ptr @live, align 8, !tbaa !12
  %45 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %46 = add nsw i64 %45, 1
  store i64 %46, ptr @allocated_total, align 8, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %39, ptr %47, align 8, !tbaa !17
  %48 = getelementptr inbounds i8, ptr %41, i64 16
  store ptr %38, ptr %48, align 8, !tbaa !17
  store i32 %37, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret ptr %41
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_car(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  br label %14

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ]
  ret ptr %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_cdr(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  br label %14

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ]
  ret ptr %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_null(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = load ptr, ptr @S_t, align 8
  br label %13

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = freeze ptr %8
  %10 = icmp eq ptr %9, @nil_obj
  %11 = load ptr, ptr @S_t, align 8
  %12 = select i1 %10, ptr %11, ptr @nil_obj
  br label %13

13:                                               ; preds = %6, %4
  %14 = phi ptr [ %5, %4 ], [ %12, %6 ]
  ret ptr %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_pairp(ptr nocapture noundef readonly %0) #1 {
  %2 = load i32, ptr %0, align 8, !tbaa !14
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = icmp eq i32 %9, 3
  %11 = load ptr, ptr @S_t, align 8
  %12 = select i1 %10, ptr %11, ptr @nil_obj
  ret ptr %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef ptr @p_list(ptr noundef readnone returned %0) #2 {
  ret ptr %0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc ptr @read_expr() unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [64 x i8], align 4
  %8 = tail call ptr @__ctype_b_loc() #20
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = load ptr, ptr @src, align 8, !tbaa !6
  %11 = load i8, ptr %10, align 1, !tbaa !17
  br label %13

12:                                               ; preds = %37, %37
  br label %13

13:                                               ; preds = %12, %0
  %14 = phi ptr [ %10, %0 ], [ %38, %12 ]
  %15 = phi i8 [ %11, %0 ], [ %40, %12 ]
  %16 = phi ptr [ %10, %0 ], [ %39, %12 ]
  %17 = zext i8 %15 to i64
  %18 = getelementptr inbounds i16, ptr %9, i64 %17
  %19 = load i16, ptr %18, align 2, !tbaa !27
  %20 = and i16 %19, 8192
  %21 = icmp eq i16 %20, 0
  br i1 %21, label %32, label %22

22:                                               ; preds = %13, %22
  %23 = phi ptr [ %24, %22 ], [ %16, %13 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !17
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds i16, ptr %9, i64 %26
  %28 = load i16, ptr %27, align 2, !tbaa !27
  %29 = and i16 %28, 8192
  %30 = icmp eq i16 %29, 0
  br i1 %30, label %31, label %22, !llvm.loop !29

31:                                               ; preds = %22
  store ptr %24, ptr @src, align 8, !tbaa !6
  br label %32

32:                                               ; preds = %31, %13
  %33 = phi ptr [ %24, %31 ], [ %14, %13 ]
  %34 = phi ptr [ %24, %31 ], [ %16, %13 ]
  %35 = phi i8 [ %25, %31 ], [ %15, %13 ]
  %36 = icmp eq i8 %35, 59
  br i1 %36, label %37, label %43

37:                                               ; preds = %32, %41
  %38 = phi ptr [ %42, %41 ], [ %33, %32 ]
  %39 = phi ptr [ %42, %41 ], [ %34, %32 ]
  %40 = load i8, ptr %39, align 1, !tbaa !17
  switch i8 %40, label %41 [
    i8 0, label %12
    i8 10, label %12
  ]

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %39, i64 1
  store ptr %42, ptr @src, align 8, !tbaa !6
  br label %37, !llvm.loop !30

43:                                               ; preds = %32
  %44 = load i8, ptr %33, align 1, !tbaa !17
  switch i8 %44, label %116 [
    i8 40, label %45
    i8 39, label %48
  ]

45:                                               ; preds = %43
  %46 = getelementptr inbounds i8, ptr %33, i64 1
  store ptr %46, ptr @src, align 8, !tbaa !6
  %47 = tail call fastcc ptr @read_list()
  br label %186

48:                                               ; preds = %43
  %49 = getelementptr inbounds i8, ptr %33, i64 1
  store ptr %49, ptr @src, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  %50 = tail call fastcc ptr @read_expr()
  store ptr %50, ptr %5, align 8, !tbaa !6
  %51 = load i32, ptr @nroots, align 4, !tbaa !10
  %52 = add nsw i32 %51, 1
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %53
  store ptr %5, ptr %54, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store ptr %50, ptr %3, align 8, !tbaa !6
  store ptr @nil_obj, ptr %4, align 8, !tbaa !6
  %55 = add nsw i32 %51, 2
  %56 = sext i32 %52 to i64
  %57 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %56
  store ptr %3, ptr %57, align 8, !tbaa !6
  %58 = add nsw i32 %51, 3
  store i32 %58, ptr @nroots, align 4, !tbaa !10
  %59 = sext i32 %55 to i64
  %60 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %59
  store ptr %4, ptr %60, align 8, !tbaa !6
  %61 = load i64, ptr @live, align 8, !tbaa !12
  %62 = icmp sgt i64 %61, 19999
  br i1 %62, label %63, label %70

63:                                               ; preds = %48
  call fastcc void @gc()
  %64 = load i64, ptr @live, align 8, !tbaa !12
  %65 = load ptr, ptr %3, align 8, !tbaa !6
  %66 = load ptr, ptr %4, align 8, !tbaa !6
  %67 = load i32, ptr @nroots, align 4, !tbaa !10
  %68 = add nsw i32 %67, -2
  %69 = sext i32 %68 to i64
  br label %70

70:                                               ; preds = %48, %63
  %71 = phi i64 [ %56, %48 ], [ %69, %63 ]
  %72 = phi i32 [ %52, %48 ], [ %68, %63 ]
  %73 = phi ptr [ @nil_obj, %48 ], [ %66, %63 ]
  %74 = phi ptr [ %50, %48 ], [ %65, %63 ]
  %75 = phi i64 [ %61, %48 ], [ %64, %63 ]
  %76 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %76, align 8, !tbaa !14
  %77 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %78 = getelementptr inbounds i8, ptr %76, i64 32
  store ptr %77, ptr %78, align 8, !tbaa !16
  store ptr %76, ptr @all_objs, align 8, !tbaa !6
  %79 = add nsw i64 %75, 1
  store i64 %79, ptr @live, align 8, !tbaa !12
  %80 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %81 = add nsw i64 %80, 1
  store i64 %81, ptr @allocated_total, align 8, !tbaa !12
  %82 = getelementptr inbounds i8, ptr %76, i64 8
  store ptr %74, ptr %82, align 8, !tbaa !17
  %83 = getelementptr inbounds i8, ptr %76, i64 16
  store ptr %73, ptr %83, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  store ptr %76, ptr %6, align 8, !tbaa !6
  %84 = add nsw i32 %72, 1
  %85 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %71
  store ptr %6, ptr %85, align 8, !tbaa !6
  %86 = load ptr, ptr @S_quote, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr %86, ptr %1, align 8, !tbaa !6
  store ptr %76, ptr %2, align 8, !tbaa !6
  %87 = add nsw i32 %72, 2
  %88 = sext i32 %84 to i64
  %89 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %88
  store ptr %1, ptr %89, align 8, !tbaa !6
  %90 = add nsw i32 %72, 3
  store i32 %90, ptr @nroots, align 4, !tbaa !10
  %91 = sext i32 %87 to i64
  %92 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %91
  store ptr %2, ptr %92, align 8, !tbaa !6
  %93 = icmp sgt i64 %75, 19998
  br i1 %93, label %94, label %102

94:                                               ; preds = %70
  call fastcc void @gc()
  %95 = load i64, ptr @live, align 8, !tbaa !12
  %96 = load ptr, ptr %1, align 8, !tbaa !6
  %97 = load ptr, ptr %2, align 8, !tbaa !6
  %98 = load i32, ptr @nroots, align 4, !tbaa !10
  %99 = add nsw i32 %98, -2
  %100 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %101 = load i64, ptr @allocated_total, align 8, !tbaa !12
  br label %102

102:                                              ; preds = %70, %94
  %103 = phi i64 [ %101, %94 ], [ %81, %70 ]
  %104 = phi ptr [ %100, %94 ], [ %76, %70 ]
  %105 = phi i32 [ %99, %94 ], [ %84, %70 ]
  %106 = phi ptr [ %97, %94 ], [ %76, %70 ]
  %107 = phi ptr [ %96, %94 ], [ %86, %70 ]
  %108 = phi i64 [ %95, %94 ], [ %79, %70 ]
  %109 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %109, align 8, !tbaa !14
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  store ptr %104, ptr %110, align 8, !tbaa !16
  store ptr %109, ptr @all_objs, align 8, !tbaa !6
  %111 = add nsw i64 %108, 1
  store i64 %111, ptr @live, align 8, !tbaa !12
  %112 = add nsw i64 %103, 1
  store i64 %112, ptr @allocated_total, align 8, !tbaa !12
  %113 = getelementptr inbounds i8, ptr %109, i64 8
  store ptr %107, ptr %113, align 8, !tbaa !17
  %114 = getelementptr inbounds i8, ptr %109, i64 16
  store ptr %106, ptr %114, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %115 = add nsw i32 %105, -2
  store i32 %115, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  br label %186

116:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #18
  %117 = icmp eq i8 %44, 0
  br i1 %117, label %148, label %118

118:                                              ; preds = %116, %134
  %119 = phi i64 [ %136, %134 ], [ 0, %116 ]
  %120 = phi i8 [ %139, %134 ], [ %44, %116 ]
  %121 = phi i32 [ %137, %134 ], [ 0, %116 ]
  %122 = phi ptr [ %135, %134 ], [ %33, %116 ]
  %123 = zext i8 %120 to i64
  %124 = getelementptr inbounds i16, ptr %9, i64 %123
  %125 = load i16, ptr %124, align 2, !tbaa !27
  %126 = and i16 %125, 8192
  %127 = icmp ne i16 %126, 0
  %128 = icmp eq i8 %120, 40
  %129 = or i1 %128, %127
  br i1 %129, label %143, label %130

130:                                              ; preds = %118
  %131 = icmp ne i8 %120, 41
  %132 = icmp ult i64 %119, 63
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %134, label %141

134:                                              ; preds = %130
  %135 = getelementptr inbounds i8, ptr %122, i64 1
  store ptr %135, ptr @src, align 8, !tbaa !6
  %136 = add nuw nsw i64 %119, 1
  %137 = add nuw nsw i32 %121, 1
  %138 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %119
  store i8 %120, ptr %138, align 1, !tbaa !17
  %139 = load i8, ptr %135, align 1, !tbaa !17
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %145, label %118, !llvm.loop !31

141:                                              ; preds = %130
  %142 = trunc nuw nsw i64 %119 to i32
  br label %145

143:                                              ; preds = %118
  %144 = trunc nuw nsw i64 %119 to i32
  br label %145

145:                                              ; preds = %134, %143, %141
  %146 = phi i32 [ %142, %141 ], [ %144, %143 ], [ %137, %134 ]
  %147 = zext nneg i32 %146 to i64
  br label %148

148:                                              ; preds = %145, %116
  %149 = phi i64 [ 0, %116 ], [ %147, %145 ]
  %150 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %149
  store i8 0, ptr %150, align 1, !tbaa !17
  %151 = load i8, ptr %7, align 4, !tbaa !17
  %152 = zext i8 %151 to i64
  %153 = getelementptr inbounds i16, ptr %9, i64 %152
  %154 = load i16, ptr %153, align 2, !tbaa !27
  %155 = and i16 %154, 2048
  %156 = icmp eq i16 %155, 0
  br i1 %156, label %157, label %167

157:                                              ; preds = %148
  %158 = icmp eq i8 %151, 45
  br i1 %158, label %159, label %182

159:                                              ; preds = %157
  %160 = getelementptr inbounds i8, ptr %7, i64 1
  %161 = load i8, ptr %160, align 1, !tbaa !17
  %162 = zext i8 %161 to i64
  %163 = getelementptr inbounds i16, ptr %9, i64 %162
  %164 = load i16, ptr %163, align 2, !tbaa !27
  %165 = and i16 %164, 2048
  %166 = icmp eq i16 %165, 0
  br i1 %166, label %182, label %167

167:                                              ; preds = %159, %148
  %168 = call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #18
  %169 = load i64, ptr @live, align 8, !tbaa !12
  %170 = icmp sgt i64 %169, 19999
  br i1 %170, label %171, label %173

171:                                              ; preds = %167
  tail call fastcc void @gc()
  %172 = load i64, ptr @live, align 8, !tbaa !12
  br label %173

173:                                              ; preds = %167, %171
  %174 = phi i64 [ %172, %171 ], [ %169, %167 ]
  %175 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 1, ptr %175, align 8, !tbaa !14
  %176 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %177 = getelementptr inbounds i8, ptr %175, i64 32
  store ptr %176, ptr %177, align 8, !tbaa !16
  store ptr %175, ptr @all_objs, align 8, !tbaa !6
  %178 = add nsw i64 %174, 1
  store i64 %178, ptr @live, align 8, !tbaa !12
  %179 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %180 = add nsw i64 %179, 1
  store i64 %180, ptr @allocated_total, align 8, !tbaa !12
  %181 = getelementptr inbounds i8, ptr %175, i64 8
  store i64 %168, ptr %181, align 8, !tbaa !17
  br label %184

182:                                              ; preds = %159, %157
  %183 = call fastcc ptr @intern(ptr noundef nonnull %7)
  br label %184

184:                                              ; preds = %182, %173
  %185 = phi ptr [ %175, %173 ], [ %183, %182 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #18
  br label %186

186:                                              ; preds = %184, %102, %45
  %187 = phi ptr [ %47, %45 ], [ %109, %102 ], [ %185, %184 ]
  ret ptr %187
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @eval(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
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
  store ptr %0, ptr %19, align 8, !tbaa !6
  store ptr %1, ptr %20, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #18
  store ptr @nil_obj, ptr %21, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #18
  store ptr @nil_obj, ptr %22, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #18
  store ptr @nil_obj, ptr %23, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #18
  store ptr @nil_obj, ptr %24, align 8, !tbaa !6
  %30 = load i32, ptr @nroots, align 4, !tbaa !10
  %31 = add nsw i32 %30, 1
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %32
  store ptr %19, ptr %33, align 8, !tbaa !6
  %34 = add nsw i32 %30, 2
  %35 = sext i32 %31 to i64
  %36 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %35
  store ptr %20, ptr %36, align 8, !tbaa !6
  %37 = add nsw i32 %30, 3
  %38 = sext i32 %34 to i64
  %39 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %38
  store ptr %21, ptr %39, align 8, !tbaa !6
  %40 = add nsw i32 %30, 4
  %41 = sext i32 %37 to i64
  %42 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %41
  store ptr %22, ptr %42, align 8, !tbaa !6
  %43 = add nsw i32 %30, 5
  %44 = sext i32 %40 to i64
  %45 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %44
  store ptr %23, ptr %45, align 8, !tbaa !6
  %46 = add nsw i32 %30, 6
  store i32 %46, ptr @nroots, align 4, !tbaa !10
  %47 = sext i32 %43 to i64
  %48 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %47
  store ptr %24, ptr %48, align 8, !tbaa !6
  br label %49

49:                                               ; preds = %520, %2
  %50 = phi ptr [ %0, %2 ], [ %521, %520 ]
  %51 = load i32, ptr %50, align 8, !tbaa !14
  switch i32 %51, label %107 [
    i32 1, label %973
    i32 0, label %973
    i32 2, label %52
  ]

52:                                               ; preds = %49
  %53 = load ptr, ptr %20, align 8, !tbaa !6
  %54 = icmp eq ptr %53, @nil_obj
  br i1 %54, label %94, label %55

55:                                               ; preds = %52, %86
  %56 = phi ptr [ %88, %86 ], [ %53, %52 ]
  %57 = load i32, ptr %56, align 8, !tbaa !14
  %58 = icmp eq i32 %57, 3
  br i1 %58, label %59, label %94

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %56, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !17
  %62 = icmp eq ptr %61, @nil_obj
  br i1 %62, label %86, label %63

63:                                               ; preds = %59, %82
  %64 = phi ptr [ %84, %82 ], [ %61, %59 ]
  %65 = load i32, ptr %64, align 8, !tbaa !14
  %66 = icmp eq i32 %65, 3
  br i1 %66, label %67, label %70

67:                                               ; preds = %63
  %68 = getelementptr inbounds i8, ptr %64, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !17
  br label %70

70:                                               ; preds = %67, %63
  %71 = phi ptr [ %69, %67 ], [ @nil_obj, %63 ]
  %72 = load i32, ptr %71, align 8, !tbaa !14
  %73 = icmp eq i32 %72, 3
  br i1 %73, label %74, label %77

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %71, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !17
  br label %77

77:                                               ; preds = %74, %70
  %78 = phi ptr [ %76, %74 ], [ @nil_obj, %70 ]
  %79 = icmp eq ptr %78, %50
  br i1 %79, label %80, label %81

80:                                               ; preds = %77
  br i1 %66, label %90, label %100

81:                                               ; preds = %77
  br i1 %66, label %82, label %86

82:                                               ; preds = %81
  %83 = getelementptr inbounds i8, ptr %64, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !17
  %85 = icmp eq ptr %84, @nil_obj
  br i1 %85, label %86, label %63, !llvm.loop !32

86:                                               ; preds = %81, %82, %59
  %87 = getelementptr inbounds i8, ptr %56, i64 16
  %88 = load ptr, ptr %87, align 8, !tbaa !17
  %89 = icmp eq ptr %88, @nil_obj
  br i1 %89, label %94, label %55, !llvm.loop !33

90:                                               ; preds = %80
  %91 = getelementptr inbounds i8, ptr %64, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !17
  %93 = icmp eq ptr %92, null
  br i1 %93, label %94, label %100

94:                                               ; preds = %55, %86, %52, %90
  %95 = load i32, ptr @errors, align 4, !tbaa !10
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @errors, align 4, !tbaa !10
  %97 = getelementptr inbounds i8, ptr %50, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !17
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, ptr noundef %98)
  br label %973

100:                                              ; preds = %80, %90
  %101 = phi ptr [ %92, %90 ], [ @nil_obj, %80 ]
  %102 = load i32, ptr %101, align 8, !tbaa !14
  %103 = icmp eq i32 %102, 3
  br i1 %103, label %104, label %973

104:                                              ; preds = %100
  %105 = getelementptr inbounds i8, ptr %101, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !17
  br label %973

107:                                              ; preds = %49
  %108 = icmp eq i32 %51, 3
  br i1 %108, label %109, label %114

109:                                              ; preds = %107
  %110 = getelementptr inbounds i8, ptr %50, i64 8
  %111 = load ptr, ptr %110, align 8, !tbaa !17
  %112 = load ptr, ptr @S_quote, align 8, !tbaa !6
  %113 = icmp eq ptr %111, %112
  br i1 %113, label %117, label %127

114:                                              ; preds = %107
  %115 = load ptr, ptr @S_quote, align 8, !tbaa !6
  %116 = icmp eq ptr %115, @nil_obj
  br i1 %116, label %120, label %130

117:                                              ; preds = %109
  %118 = getelementptr inbounds i8, ptr %50, i64 16
  %119 = load ptr, ptr %118, align 8, !tbaa !17
  br label %120

120:                                              ; preds = %114, %117
  %121 = phi ptr [ %119, %117 ], [ @nil_obj, %114 ]
  %122 = load i32, ptr %121, align 8, !tbaa !14
  %123 = icmp eq i32 %122, 3
  br i1 %123, label %124, label %973

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %121, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !17
  br label %973

127:                                              ; preds = %109
  %128 = load ptr, ptr @S_if, align 8, !tbaa !6
  %129 = icmp eq ptr %111, %128
  br i1 %129, label %133, label %194

130:                                              ; preds = %114
  %131 = load ptr, ptr @S_if, align 8, !tbaa !6
  %132 = icmp eq ptr %131, @nil_obj
  br i1 %132, label %136, label %197

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %50, i64 16
  %135 = load ptr, ptr %134, align 8, !tbaa !17
  br label %136

136:                                              ; preds = %130, %133
  %137 = phi ptr [ %135, %133 ], [ @nil_obj, %130 ]
  %138 = load i32, ptr %137, align 8, !tbaa !14
  %139 = icmp eq i32 %138, 3
  br i1 %139, label %140, label %143

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %137, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !17
  br label %143

143:                                              ; preds = %136, %140
  %144 = phi ptr [ %142, %140 ], [ @nil_obj, %136 ]
  %145 = load ptr, ptr %20, align 8, !tbaa !6
  %146 = call fastcc ptr @eval(ptr noundef %144, ptr noundef %145)
  %147 = icmp eq ptr %146, @nil_obj
  %148 = load ptr, ptr %19, align 8, !tbaa !6
  %149 = load i32, ptr %148, align 8, !tbaa !14
  %150 = icmp eq i32 %149, 3
  br i1 %147, label %166, label %151

151:                                              ; preds = %143
  br i1 %150, label %152, label %155

152:                                              ; preds = %151
  %153 = getelementptr inbounds i8, ptr %148, i64 16
  %154 = load ptr, ptr %153, align 8, !tbaa !17
  br label %155

155:                                              ; preds = %151, %152
  %156 = phi ptr [ %154, %152 ], [ @nil_obj, %151 ]
  %157 = load i32, ptr %156, align 8, !tbaa !14
  %158 = icmp eq i32 %157, 3
  br i1 %158, label %159, label %162

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %156, i64 16
  %161 = load ptr, ptr %160, align 8, !tbaa !17
  br label %162

162:                                              ; preds = %155, %159
  %163 = phi ptr [ %161, %159 ], [ @nil_obj, %155 ]
  %164 = load i32, ptr %163, align 8, !tbaa !14
  %165 = icmp eq i32 %164, 3
  br i1 %165, label %188, label %192

166:                                              ; preds = %143
  br i1 %150, label %167, label %170

167:                                              ; preds = %166
  %168 = getelementptr inbounds i8, ptr %148, i64 16
  %169 = load ptr, ptr %168, align 8, !tbaa !17
  br label %170

170:                                              ; preds = %166, %167
  %171 = phi ptr [ %169, %167 ], [ @nil_obj, %166 ]
  %172 = load i32, ptr %171, align 8, !tbaa !14
  %173 = icmp eq i32 %172, 3
  br i1 %173, label %174, label %177

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %171, i64 16
  %176 = load ptr, ptr %175, align 8, !tbaa !17
  br label %177

177:                                              ; preds = %170, %174
  %178 = phi ptr [ %176, %174 ], [ @nil_obj, %170 ]
  %179 = load i32, ptr %178, align 8, !tbaa !14
  %180 = icmp eq i32 %179, 3
  br i1 %180, label %181, label %184

181:                                              ; preds = %177
  %182 = getelementptr inbounds i8, ptr %178, i64 16
  %183 = load ptr, ptr %182, align 8, !tbaa !17
  br label %184

184:                                              ; preds = %177, %181
  %185 = phi ptr [ %183, %181 ], [ @nil_obj, %177 ]
  %186 = load i32, ptr %185, align 8, !tbaa !14
  %187 = icmp eq i32 %186, 3
  br i1 %187, label %188, label %192

188:                                              ; preds = %184, %162
  %189 = phi ptr [ %163, %162 ], [ %185, %184 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = load ptr, ptr %190, align 8, !tbaa !17
  br label %192

192:                                              ; preds = %188, %184, %162
  %193 = phi ptr [ @nil_obj, %162 ], [ @nil_obj, %184 ], [ %191, %188 ]
  store ptr %193, ptr %19, align 8, !tbaa !6
  br label %520

194:                                              ; preds = %127
  %195 = load ptr, ptr @S_cond, align 8, !tbaa !6
  %196 = icmp eq ptr %111, %195
  br i1 %196, label %200, label %256

197:                                              ; preds = %130
  %198 = load ptr, ptr @S_cond, align 8, !tbaa !6
  %199 = icmp eq ptr %198, @nil_obj
  br i1 %199, label %973, label %259

200:                                              ; preds = %194
  %201 = getelementptr inbounds i8, ptr %50, i64 16
  %202 = load ptr, ptr %201, align 8, !tbaa !17
  %203 = icmp eq ptr %202, @nil_obj
  br i1 %203, label %973, label %204

204:                                              ; preds = %200, %246
  %205 = phi ptr [ %248, %246 ], [ %202, %200 ]
  %206 = load i32, ptr %205, align 8, !tbaa !14
  %207 = icmp eq i32 %206, 3
  br i1 %207, label %208, label %211

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %205, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !17
  br label %211

211:                                              ; preds = %204, %208
  %212 = phi ptr [ %210, %208 ], [ @nil_obj, %204 ]
  %213 = load i32, ptr %212, align 8, !tbaa !14
  %214 = icmp eq i32 %213, 3
  br i1 %214, label %215, label %218

215:                                              ; preds = %211
  %216 = getelementptr inbounds i8, ptr %212, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !17
  br label %218

218:                                              ; preds = %211, %215
  %219 = phi ptr [ %217, %215 ], [ @nil_obj, %211 ]
  %220 = load ptr, ptr @S_else, align 8, !tbaa !6
  %221 = icmp eq ptr %219, %220
  br i1 %221, label %227, label %222

222:                                              ; preds = %218
  %223 = load ptr, ptr %20, align 8, !tbaa !6
  %224 = call fastcc ptr @eval(ptr noundef %219, ptr noundef %223)
  %225 = icmp eq ptr %224, @nil_obj
  %226 = load i32, ptr %205, align 8, !tbaa !14
  br i1 %225, label %244, label %227

227:                                              ; preds = %222, %218
  %228 = phi i32 [ %226, %222 ], [ %206, %218 ]
  %229 = icmp eq i32 %228, 3
  br i1 %229, label %230, label %233

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %205, i64 8
  %232 = load ptr, ptr %231, align 8, !tbaa !17
  br label %233

233:                                              ; preds = %227, %230
  %234 = phi ptr [ %232, %230 ], [ @nil_obj, %227 ]
  %235 = load i32, ptr %234, align 8, !tbaa !14
  %236 = icmp eq i32 %235, 3
  br i1 %236, label %237, label %240

237:                                              ; preds = %233
  %238 = getelementptr inbounds i8, ptr %234, i64 16
  %239 = load ptr, ptr %238, align 8, !tbaa !17
  br label %240

240:                                              ; preds = %233, %237
  %241 = phi ptr [ %239, %237 ], [ @nil_obj, %233 ]
  %242 = load i32, ptr %241, align 8, !tbaa !14
  %243 = icmp eq i32 %242, 3
  br i1 %243, label %250, label %254

244:                                              ; preds = %222
  %245 = icmp eq i32 %226, 3
  br i1 %245, label %246, label %973

246:                                              ; preds = %244
  %247 = getelementptr inbounds i8, ptr %205, i64 16
  %248 = load ptr, ptr %247, align 8, !tbaa !17
  %249 = icmp eq ptr %248, @nil_obj
  br i1 %249, label %973, label %204, !llvm.loop !34

250:                                              ; preds = %240
  %251 = getelementptr inbounds i8, ptr %241, i64 8
  %252 = load ptr, ptr %251, align 8, !tbaa !17
  %253 = icmp eq ptr %252, null
  br i1 %253, label %973, label %254

254:                                              ; preds = %240, %250
  %255 = phi ptr [ %252, %250 ], [ @nil_obj, %240 ]
  store ptr %255, ptr %19, align 8, !tbaa !6
  br label %520

256:                                              ; preds = %194
  %257 = load ptr, ptr @S_define, align 8, !tbaa !6
  %258 = icmp eq ptr %111, %257
  br i1 %258, label %262, label %355

259:                                              ; preds = %197
  %260 = load ptr, ptr @S_define, align 8, !tbaa !6
  %261 = icmp eq ptr %260, @nil_obj
  br i1 %261, label %265, label %358

262:                                              ; preds = %256
  %263 = getelementptr inbounds i8, ptr %50, i64 16
  %264 = load ptr, ptr %263, align 8, !tbaa !17
  br label %265

265:                                              ; preds = %259, %262
  %266 = phi ptr [ %264, %262 ], [ @nil_obj, %259 ]
  %267 = load i32, ptr %266, align 8, !tbaa !14
  %268 = icmp eq i32 %267, 3
  br i1 %268, label %269, label %272

269:                                              ; preds = %265
  %270 = getelementptr inbounds i8, ptr %266, i64 8
  %271 = load ptr, ptr %270, align 8, !tbaa !17
  br label %272

272:                                              ; preds = %265, %269
  %273 = phi ptr [ %271, %269 ], [ @nil_obj, %265 ]
  %274 = load i32, ptr %273, align 8, !tbaa !14
  %275 = icmp eq i32 %274, 3
  br i1 %275, label %276, label %326

276:                                              ; preds = %272
  %277 = load i64, ptr @live, align 8, !tbaa !12
  %278 = icmp sgt i64 %277, 19999
  br i1 %278, label %279, label %283

279:                                              ; preds = %276
  call fastcc void @gc()
  %280 = load i64, ptr @live, align 8, !tbaa !12
  %281 = load i32, ptr %273, align 8, !tbaa !14
  %282 = icmp eq i32 %281, 3
  br label %283

283:                                              ; preds = %276, %279
  %284 = phi i1 [ %282, %279 ], [ true, %276 ]
  %285 = phi i64 [ %280, %279 ], [ %277, %276 ]
  %286 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 5, ptr %286, align 8, !tbaa !14
  %287 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %288 = getelementptr inbounds i8, ptr %286, i64 32
  store ptr %287, ptr %288, align 8, !tbaa !16
  store ptr %286, ptr @all_objs, align 8, !tbaa !6
  %289 = add nsw i64 %285, 1
  store i64 %289, ptr @live, align 8, !tbaa !12
  %290 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %291 = add nsw i64 %290, 1
  store i64 %291, ptr @allocated_total, align 8, !tbaa !12
  store ptr %286, ptr %24, align 8, !tbaa !6
  br i1 %284, label %292, label %295

292:                                              ; preds = %283
  %293 = getelementptr inbounds i8, ptr %273, i64 16
  %294 = load ptr, ptr %293, align 8, !tbaa !17
  br label %295

295:                                              ; preds = %283, %292
  %296 = phi ptr [ %294, %292 ], [ @nil_obj, %283 ]
  %297 = getelementptr inbounds i8, ptr %286, i64 8
  store ptr %296, ptr %297, align 8, !tbaa !17
  %298 = load ptr, ptr %19, align 8, !tbaa !6
  %299 = load i32, ptr %298, align 8, !tbaa !14
  %300 = icmp eq i32 %299, 3
  br i1 %300, label %301, label %304

301:                                              ; preds = %295
  %302 = getelementptr inbounds i8, ptr %298, i64 16
  %303 = load ptr, ptr %302, align 8, !tbaa !17
  br label %304

304:                                              ; preds = %295, %301
  %305 = phi ptr [ %303, %301 ], [ @nil_obj, %295 ]
  %306 = load i32, ptr %305, align 8, !tbaa !14
  %307 = icmp eq i32 %306, 3
  br i1 %307, label %308, label %311

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %305, i64 16
  %310 = load ptr, ptr %309, align 8, !tbaa !17
  br label %311

311:                                              ; preds = %304, %308
  %312 = phi ptr [ %310, %308 ], [ @nil_obj, %304 ]
  %313 = getelementptr inbounds i8, ptr %286, i64 16
  store ptr %312, ptr %313, align 8, !tbaa !17
  %314 = load ptr, ptr %20, align 8, !tbaa !6
  %315 = getelementptr inbounds i8, ptr %286, i64 24
  store ptr %314, ptr %315, align 8, !tbaa !17
  br i1 %284, label %316, label %319

316:                                              ; preds = %311
  %317 = getelementptr inbounds i8, ptr %273, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !17
  br label %319

319:                                              ; preds = %311, %316
  %320 = phi ptr [ %318, %316 ], [ @nil_obj, %311 ]
  call fastcc void @define(ptr noundef %314, ptr noundef %320, ptr noundef nonnull %286)
  %321 = load i32, ptr %273, align 8, !tbaa !14
  %322 = icmp eq i32 %321, 3
  br i1 %322, label %323, label %973

323:                                              ; preds = %319
  %324 = getelementptr inbounds i8, ptr %273, i64 8
  %325 = load ptr, ptr %324, align 8, !tbaa !17
  br label %973

326:                                              ; preds = %272
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #18
  br i1 %108, label %327, label %330

327:                                              ; preds = %326
  %328 = getelementptr inbounds i8, ptr %50, i64 16
  %329 = load ptr, ptr %328, align 8, !tbaa !17
  br label %330

330:                                              ; preds = %326, %327
  %331 = phi ptr [ %329, %327 ], [ @nil_obj, %326 ]
  %332 = load i32, ptr %331, align 8, !tbaa !14
  %333 = icmp eq i32 %332, 3
  br i1 %333, label %334, label %337

334:                                              ; preds = %330
  %335 = getelementptr inbounds i8, ptr %331, i64 16
  %336 = load ptr, ptr %335, align 8, !tbaa !17
  br label %337

337:                                              ; preds = %330, %334
  %338 = phi ptr [ %336, %334 ], [ @nil_obj, %330 ]
  %339 = load i32, ptr %338, align 8, !tbaa !14
  %340 = icmp eq i32 %339, 3
  br i1 %340, label %341, label %344

341:                                              ; preds = %337
  %342 = getelementptr inbounds i8, ptr %338, i64 8
  %343 = load ptr, ptr %342, align 8, !tbaa !17
  br label %344

344:                                              ; preds = %337, %341
  %345 = phi ptr [ %343, %341 ], [ @nil_obj, %337 ]
  %346 = load ptr, ptr %20, align 8, !tbaa !6
  %347 = call fastcc ptr @eval(ptr noundef %345, ptr noundef %346)
  store ptr %347, ptr %25, align 8, !tbaa !6
  %348 = load i32, ptr @nroots, align 4, !tbaa !10
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr @nroots, align 4, !tbaa !10
  %350 = sext i32 %348 to i64
  %351 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %350
  store ptr %25, ptr %351, align 8, !tbaa !6
  %352 = load ptr, ptr %20, align 8, !tbaa !6
  call fastcc void @define(ptr noundef %352, ptr noundef nonnull %273, ptr noundef %347)
  %353 = load i32, ptr @nroots, align 4, !tbaa !10
  %354 = add nsw i32 %353, -1
  store i32 %354, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #18
  br label %973

355:                                              ; preds = %256
  %356 = load ptr, ptr @S_set, align 8, !tbaa !6
  %357 = icmp eq ptr %111, %356
  br i1 %357, label %361, label %438

358:                                              ; preds = %259
  %359 = load ptr, ptr @S_set, align 8, !tbaa !6
  %360 = icmp eq ptr %359, @nil_obj
  br i1 %360, label %364, label %438

361:                                              ; preds = %355
  %362 = getelementptr inbounds i8, ptr %50, i64 16
  %363 = load ptr, ptr %362, align 8, !tbaa !17
  br label %364

364:                                              ; preds = %358, %361
  %365 = phi ptr [ %363, %361 ], [ @nil_obj, %358 ]
  %366 = load ptr, ptr %20, align 8, !tbaa !6
  %367 = load i32, ptr %365, align 8, !tbaa !14
  %368 = icmp eq i32 %367, 3
  br i1 %368, label %369, label %372

369:                                              ; preds = %364
  %370 = getelementptr inbounds i8, ptr %365, i64 8
  %371 = load ptr, ptr %370, align 8, !tbaa !17
  br label %372

372:                                              ; preds = %364, %369
  %373 = phi ptr [ %371, %369 ], [ @nil_obj, %364 ]
  %374 = icmp eq ptr %366, @nil_obj
  br i1 %374, label %413, label %375

375:                                              ; preds = %372, %409
  %376 = phi ptr [ %411, %409 ], [ %366, %372 ]
  %377 = load i32, ptr %376, align 8, !tbaa !14
  %378 = icmp eq i32 %377, 3
  br i1 %378, label %379, label %413

379:                                              ; preds = %375
  %380 = getelementptr inbounds i8, ptr %376, i64 8
  %381 = load ptr, ptr %380, align 8, !tbaa !17
  %382 = icmp eq ptr %381, @nil_obj
  br i1 %382, label %409, label %383

383:                                              ; preds = %379, %405
  %384 = phi ptr [ %407, %405 ], [ %381, %379 ]
  %385 = load i32, ptr %384, align 8, !tbaa !14
  %386 = icmp eq i32 %385, 3
  br i1 %386, label %387, label %390

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %384, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !17
  br label %390

390:                                              ; preds = %387, %383
  %391 = phi ptr [ %389, %387 ], [ @nil_obj, %383 ]
  %392 = load i32, ptr %391, align 8, !tbaa !14
  %393 = icmp eq i32 %392, 3
  br i1 %393, label %394, label %397

394:                                              ; preds = %390
  %395 = getelementptr inbounds i8, ptr %391, i64 8
  %396 = load ptr, ptr %395, align 8, !tbaa !17
  br label %397

397:                                              ; preds = %394, %390
  %398 = phi ptr [ %396, %394 ], [ @nil_obj, %390 ]
  %399 = icmp eq ptr %398, %373
  br i1 %399, label %400, label %404

400:                                              ; preds = %397
  br i1 %386, label %401, label %413

401:                                              ; preds = %400
  %402 = getelementptr inbounds i8, ptr %384, i64 8
  %403 = load ptr, ptr %402, align 8, !tbaa !17
  br label %413

404:                                              ; preds = %397
  br i1 %386, label %405, label %409

405:                                              ; preds = %404
  %406 = getelementptr inbounds i8, ptr %384, i64 16
  %407 = load ptr, ptr %406, align 8, !tbaa !17
  %408 = icmp eq ptr %407, @nil_obj
  br i1 %408, label %409, label %383, !llvm.loop !32

409:                                              ; preds = %404, %405, %379
  %410 = getelementptr inbounds i8, ptr %376, i64 16
  %411 = load ptr, ptr %410, align 8, !tbaa !17
  %412 = icmp eq ptr %411, @nil_obj
  br i1 %412, label %413, label %375, !llvm.loop !33

413:                                              ; preds = %375, %409, %372, %400, %401
  %414 = phi ptr [ @nil_obj, %400 ], [ %403, %401 ], [ null, %372 ], [ null, %409 ], [ null, %375 ]
  br i1 %108, label %415, label %418

415:                                              ; preds = %413
  %416 = getelementptr inbounds i8, ptr %50, i64 16
  %417 = load ptr, ptr %416, align 8, !tbaa !17
  br label %418

418:                                              ; preds = %413, %415
  %419 = phi ptr [ %417, %415 ], [ @nil_obj, %413 ]
  %420 = load i32, ptr %419, align 8, !tbaa !14
  %421 = icmp eq i32 %420, 3
  br i1 %421, label %422, label %425

422:                                              ; preds = %418
  %423 = getelementptr inbounds i8, ptr %419, i64 16
  %424 = load ptr, ptr %423, align 8, !tbaa !17
  br label %425

425:                                              ; preds = %418, %422
  %426 = phi ptr [ %424, %422 ], [ @nil_obj, %418 ]
  %427 = load i32, ptr %426, align 8, !tbaa !14
  %428 = icmp eq i32 %427, 3
  br i1 %428, label %429, label %432

429:                                              ; preds = %425
  %430 = getelementptr inbounds i8, ptr %426, i64 8
  %431 = load ptr, ptr %430, align 8, !tbaa !17
  br label %432

432:                                              ; preds = %425, %429
  %433 = phi ptr [ %431, %429 ], [ @nil_obj, %425 ]
  %434 = call fastcc ptr @eval(ptr noundef %433, ptr noundef %366)
  %435 = icmp eq ptr %414, null
  br i1 %435, label %973, label %436

436:                                              ; preds = %432
  %437 = getelementptr inbounds i8, ptr %414, i64 16
  store ptr %434, ptr %437, align 8, !tbaa !17
  br label %973

438:                                              ; preds = %358, %355
  %439 = phi ptr [ @nil_obj, %358 ], [ %111, %355 ]
  %440 = load ptr, ptr @S_lambda, align 8, !tbaa !6
  %441 = icmp eq ptr %439, %440
  br i1 %441, label %442, label %489

442:                                              ; preds = %438
  %443 = load i64, ptr @live, align 8, !tbaa !12
  %444 = icmp sgt i64 %443, 19999
  br i1 %444, label %445, label %448

445:                                              ; preds = %442
  call fastcc void @gc()
  %446 = load i64, ptr @live, align 8, !tbaa !12
  %447 = load ptr, ptr %19, align 8, !tbaa !6
  br label %448

448:                                              ; preds = %442, %445
  %449 = phi ptr [ %447, %445 ], [ %50, %442 ]
  %450 = phi i64 [ %446, %445 ], [ %443, %442 ]
  %451 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 5, ptr %451, align 8, !tbaa !14
  %452 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %453 = getelementptr inbounds i8, ptr %451, i64 32
  store ptr %452, ptr %453, align 8, !tbaa !16
  store ptr %451, ptr @all_objs, align 8, !tbaa !6
  %454 = add nsw i64 %450, 1
  store i64 %454, ptr @live, align 8, !tbaa !12
  %455 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %456 = add nsw i64 %455, 1
  store i64 %456, ptr @allocated_total, align 8, !tbaa !12
  %457 = load i32, ptr %449, align 8, !tbaa !14
  %458 = icmp eq i32 %457, 3
  br i1 %458, label %459, label %462

459:                                              ; preds = %448
  %460 = getelementptr inbounds i8, ptr %449, i64 16
  %461 = load ptr, ptr %460, align 8, !tbaa !17
  br label %462

462:                                              ; preds = %448, %459
  %463 = phi ptr [ %461, %459 ], [ @nil_obj, %448 ]
  %464 = load i32, ptr %463, align 8, !tbaa !14
  %465 = icmp eq i32 %464, 3
  br i1 %465, label %466, label %469

466:                                              ; preds = %462
  %467 = getelementptr inbounds i8, ptr %463, i64 8
  %468 = load ptr, ptr %467, align 8, !tbaa !17
  br label %469

469:                                              ; preds = %462, %466
  %470 = phi ptr [ %468, %466 ], [ @nil_obj, %462 ]
  %471 = getelementptr inbounds i8, ptr %451, i64 8
  store ptr %470, ptr %471, align 8, !tbaa !17
  %472 = load i32, ptr %449, align 8, !tbaa !14
  %473 = icmp eq i32 %472, 3
  br i1 %473, label %474, label %477

474:                                              ; preds = %469
  %475 = getelementptr inbounds i8, ptr %449, i64 16
  %476 = load ptr, ptr %475, align 8, !tbaa !17
  br label %477

477:                                              ; preds = %469, %474
  %478 = phi ptr [ %476, %474 ], [ @nil_obj, %469 ]
  %479 = load i32, ptr %478, align 8, !tbaa !14
  %480 = icmp eq i32 %479, 3
  br i1 %480, label %481, label %484

481:                                              ; preds = %477
  %482 = getelementptr inbounds i8, ptr %478, i64 16
  %483 = load ptr, ptr %482, align 8, !tbaa !17
  br label %484

484:                                              ; preds = %477, %481
  %485 = phi ptr [ %483, %481 ], [ @nil_obj, %477 ]
  %486 = getelementptr inbounds i8, ptr %451, i64 16
  store ptr %485, ptr %486, align 8, !tbaa !17
  %487 = load ptr, ptr %20, align 8, !tbaa !6
  %488 = getelementptr inbounds i8, ptr %451, i64 24
  store ptr %487, ptr %488, align 8, !tbaa !17
  br label %973

489:                                              ; preds = %438
  %490 = load ptr, ptr @S_begin, align 8, !tbaa !6
  %491 = icmp eq ptr %439, %490
  br i1 %491, label %492, label %522

492:                                              ; preds = %489
  br i1 %108, label %493, label %973

493:                                              ; preds = %492
  %494 = getelementptr inbounds i8, ptr %50, i64 16
  %495 = load ptr, ptr %494, align 8, !tbaa !17
  %496 = icmp eq ptr %495, @nil_obj
  br i1 %496, label %973, label %497

497:                                              ; preds = %493
  %498 = load i32, ptr %495, align 8, !tbaa !14
  %499 = icmp eq i32 %498, 3
  br i1 %499, label %500, label %518

500:                                              ; preds = %497, %514
  %501 = phi ptr [ %515, %514 ], [ %495, %497 ]
  %502 = getelementptr inbounds i8, ptr %501, i64 16
  %503 = load ptr, ptr %502, align 8, !tbaa !17
  %504 = icmp eq ptr %503, @nil_obj
  %505 = getelementptr inbounds i8, ptr %501, i64 8
  %506 = load ptr, ptr %505, align 8, !tbaa !17
  br i1 %504, label %518, label %507

507:                                              ; preds = %500
  %508 = load ptr, ptr %20, align 8, !tbaa !6
  %509 = call fastcc ptr @eval(ptr noundef %506, ptr noundef %508)
  %510 = load i32, ptr %501, align 8, !tbaa !14
  %511 = icmp eq i32 %510, 3
  br i1 %511, label %512, label %514

512:                                              ; preds = %507
  %513 = load ptr, ptr %502, align 8, !tbaa !17
  br label %514

514:                                              ; preds = %507, %512
  %515 = phi ptr [ %513, %512 ], [ @nil_obj, %507 ]
  %516 = load i32, ptr %515, align 8, !tbaa !14
  %517 = icmp eq i32 %516, 3
  br i1 %517, label %500, label %518, !llvm.loop !35

518:                                              ; preds = %514, %500, %497
  %519 = phi ptr [ @nil_obj, %497 ], [ @nil_obj, %514 ], [ %506, %500 ]
  store ptr %519, ptr %19, align 8, !tbaa !6
  br label %520

520:                                              ; preds = %518, %254, %971, %716, %192
  %521 = phi ptr [ %519, %518 ], [ %255, %254 ], [ %972, %971 ], [ %717, %716 ], [ %193, %192 ]
  br label %49

522:                                              ; preds = %489
  %523 = load ptr, ptr @S_let, align 8, !tbaa !6
  %524 = icmp eq ptr %439, %523
  br i1 %524, label %525, label %718

525:                                              ; preds = %522
  store ptr @nil_obj, ptr %23, align 8, !tbaa !6
  br i1 %108, label %526, label %529

526:                                              ; preds = %525
  %527 = getelementptr inbounds i8, ptr %50, i64 16
  %528 = load ptr, ptr %527, align 8, !tbaa !17
  br label %529

529:                                              ; preds = %525, %526
  %530 = phi ptr [ %528, %526 ], [ @nil_obj, %525 ]
  %531 = load i32, ptr %530, align 8, !tbaa !14
  %532 = icmp eq i32 %531, 3
  br i1 %532, label %533, label %537

533:                                              ; preds = %529
  %534 = getelementptr inbounds i8, ptr %530, i64 8
  %535 = load ptr, ptr %534, align 8, !tbaa !17
  %536 = icmp eq ptr %535, @nil_obj
  br i1 %536, label %537, label %588

537:                                              ; preds = %529, %533
  %538 = load i32, ptr @nroots, align 4, !tbaa !10
  %539 = load i64, ptr @live, align 8, !tbaa !12
  br label %540

540:                                              ; preds = %678, %694, %537
  %541 = phi i64 [ %539, %537 ], [ %687, %694 ], [ %687, %678 ]
  %542 = phi i32 [ %538, %537 ], [ %691, %694 ], [ %691, %678 ]
  %543 = phi ptr [ @nil_obj, %537 ], [ %685, %694 ], [ %685, %678 ]
  %544 = load ptr, ptr %20, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store ptr %543, ptr %17, align 8, !tbaa !6
  store ptr %544, ptr %18, align 8, !tbaa !6
  %545 = add nsw i32 %542, 1
  %546 = sext i32 %542 to i64
  %547 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %546
  store ptr %17, ptr %547, align 8, !tbaa !6
  %548 = add nsw i32 %542, 2
  store i32 %548, ptr @nroots, align 4, !tbaa !10
  %549 = sext i32 %545 to i64
  %550 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %549
  store ptr %18, ptr %550, align 8, !tbaa !6
  %551 = icmp sgt i64 %541, 19999
  br i1 %551, label %552, label %558

552:                                              ; preds = %540
  call fastcc void @gc()
  %553 = load i64, ptr @live, align 8, !tbaa !12
  %554 = load ptr, ptr %17, align 8, !tbaa !6
  %555 = load ptr, ptr %18, align 8, !tbaa !6
  %556 = load i32, ptr @nroots, align 4, !tbaa !10
  %557 = add nsw i32 %556, -2
  br label %558

558:                                              ; preds = %540, %552
  %559 = phi i32 [ %557, %552 ], [ %542, %540 ]
  %560 = phi ptr [ %555, %552 ], [ %544, %540 ]
  %561 = phi ptr [ %554, %552 ], [ %543, %540 ]
  %562 = phi i64 [ %553, %552 ], [ %541, %540 ]
  %563 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %563, align 8, !tbaa !14
  %564 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %565 = getelementptr inbounds i8, ptr %563, i64 32
  store ptr %564, ptr %565, align 8, !tbaa !16
  store ptr %563, ptr @all_objs, align 8, !tbaa !6
  %566 = add nsw i64 %562, 1
  store i64 %566, ptr @live, align 8, !tbaa !12
  %567 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %568 = add nsw i64 %567, 1
  store i64 %568, ptr @allocated_total, align 8, !tbaa !12
  %569 = getelementptr inbounds i8, ptr %563, i64 8
  store ptr %561, ptr %569, align 8, !tbaa !17
  %570 = getelementptr inbounds i8, ptr %563, i64 16
  store ptr %560, ptr %570, align 8, !tbaa !17
  store i32 %559, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  store ptr %563, ptr %20, align 8, !tbaa !6
  %571 = load ptr, ptr %19, align 8, !tbaa !6
  %572 = load i32, ptr %571, align 8, !tbaa !14
  %573 = icmp eq i32 %572, 3
  br i1 %573, label %574, label %577

574:                                              ; preds = %558
  %575 = getelementptr inbounds i8, ptr %571, i64 16
  %576 = load ptr, ptr %575, align 8, !tbaa !17
  br label %577

577:                                              ; preds = %558, %574
  %578 = phi ptr [ %576, %574 ], [ @nil_obj, %558 ]
  %579 = load i32, ptr %578, align 8, !tbaa !14
  %580 = icmp eq i32 %579, 3
  br i1 %580, label %581, label %584

581:                                              ; preds = %577
  %582 = getelementptr inbounds i8, ptr %578, i64 16
  %583 = load ptr, ptr %582, align 8, !tbaa !17
  br label %584

584:                                              ; preds = %577, %581
  %585 = phi ptr [ %583, %581 ], [ @nil_obj, %577 ]
  %586 = load i32, ptr %585, align 8, !tbaa !14
  %587 = icmp eq i32 %586, 3
  br i1 %587, label %698, label %716

588:                                              ; preds = %533, %694
  %589 = phi ptr [ %696, %694 ], [ %535, %533 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #18
  %590 = load i32, ptr %589, align 8, !tbaa !14
  %591 = icmp eq i32 %590, 3
  br i1 %591, label %592, label %595

592:                                              ; preds = %588
  %593 = getelementptr inbounds i8, ptr %589, i64 8
  %594 = load ptr, ptr %593, align 8, !tbaa !17
  br label %595

595:                                              ; preds = %588, %592
  %596 = phi ptr [ %594, %592 ], [ @nil_obj, %588 ]
  %597 = load i32, ptr %596, align 8, !tbaa !14
  %598 = icmp eq i32 %597, 3
  br i1 %598, label %599, label %602

599:                                              ; preds = %595
  %600 = getelementptr inbounds i8, ptr %596, i64 16
  %601 = load ptr, ptr %600, align 8, !tbaa !17
  br label %602

602:                                              ; preds = %595, %599
  %603 = phi ptr [ %601, %599 ], [ @nil_obj, %595 ]
  %604 = load i32, ptr %603, align 8, !tbaa !14
  %605 = icmp eq i32 %604, 3
  br i1 %605, label %606, label %609

606:                                              ; preds = %602
  %607 = getelementptr inbounds i8, ptr %603, i64 8
  %608 = load ptr, ptr %607, align 8, !tbaa !17
  br label %609

609:                                              ; preds = %602, %606
  %610 = phi ptr [ %608, %606 ], [ @nil_obj, %602 ]
  %611 = load ptr, ptr %20, align 8, !tbaa !6
  %612 = call fastcc ptr @eval(ptr noundef %610, ptr noundef %611)
  store ptr %612, ptr %26, align 8, !tbaa !6
  %613 = load i32, ptr @nroots, align 4, !tbaa !10
  %614 = add nsw i32 %613, 1
  store i32 %614, ptr @nroots, align 4, !tbaa !10
  %615 = sext i32 %613 to i64
  %616 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %615
  store ptr %26, ptr %616, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #18
  %617 = load i32, ptr %589, align 8, !tbaa !14
  %618 = icmp eq i32 %617, 3
  br i1 %618, label %619, label %622

619:                                              ; preds = %609
  %620 = getelementptr inbounds i8, ptr %589, i64 8
  %621 = load ptr, ptr %620, align 8, !tbaa !17
  br label %622

622:                                              ; preds = %609, %619
  %623 = phi ptr [ %621, %619 ], [ @nil_obj, %609 ]
  %624 = load i32, ptr %623, align 8, !tbaa !14
  %625 = icmp eq i32 %624, 3
  br i1 %625, label %626, label %629

626:                                              ; preds = %622
  %627 = getelementptr inbounds i8, ptr %623, i64 8
  %628 = load ptr, ptr %627, align 8, !tbaa !17
  br label %629

629:                                              ; preds = %622, %626
  %630 = phi ptr [ %628, %626 ], [ @nil_obj, %622 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store ptr %630, ptr %15, align 8, !tbaa !6
  store ptr %612, ptr %16, align 8, !tbaa !6
  %631 = add nsw i32 %613, 2
  %632 = sext i32 %614 to i64
  %633 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %632
  store ptr %15, ptr %633, align 8, !tbaa !6
  %634 = add nsw i32 %613, 3
  store i32 %634, ptr @nroots, align 4, !tbaa !10
  %635 = sext i32 %631 to i64
  %636 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %635
  store ptr %16, ptr %636, align 8, !tbaa !6
  %637 = load i64, ptr @live, align 8, !tbaa !12
  %638 = icmp sgt i64 %637, 19999
  br i1 %638, label %639, label %646

639:                                              ; preds = %629
  call fastcc void @gc()
  %640 = load i64, ptr @live, align 8, !tbaa !12
  %641 = load ptr, ptr %15, align 8, !tbaa !6
  %642 = load ptr, ptr %16, align 8, !tbaa !6
  %643 = load i32, ptr @nroots, align 4, !tbaa !10
  %644 = add nsw i32 %643, -2
  %645 = sext i32 %644 to i64
  br label %646

646:                                              ; preds = %629, %639
  %647 = phi i64 [ %632, %629 ], [ %645, %639 ]
  %648 = phi i32 [ %614, %629 ], [ %644, %639 ]
  %649 = phi ptr [ %612, %629 ], [ %642, %639 ]
  %650 = phi ptr [ %630, %629 ], [ %641, %639 ]
  %651 = phi i64 [ %637, %629 ], [ %640, %639 ]
  %652 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %652, align 8, !tbaa !14
  %653 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %654 = getelementptr inbounds i8, ptr %652, i64 32
  store ptr %653, ptr %654, align 8, !tbaa !16
  store ptr %652, ptr @all_objs, align 8, !tbaa !6
  %655 = add nsw i64 %651, 1
  store i64 %655, ptr @live, align 8, !tbaa !12
  %656 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %657 = add nsw i64 %656, 1
  store i64 %657, ptr @allocated_total, align 8, !tbaa !12
  %658 = getelementptr inbounds i8, ptr %652, i64 8
  store ptr %650, ptr %658, align 8, !tbaa !17
  %659 = getelementptr inbounds i8, ptr %652, i64 16
  store ptr %649, ptr %659, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  store ptr %652, ptr %27, align 8, !tbaa !6
  %660 = add nsw i32 %648, 1
  %661 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %647
  store ptr %27, ptr %661, align 8, !tbaa !6
  %662 = load ptr, ptr %23, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store ptr %652, ptr %13, align 8, !tbaa !6
  store ptr %662, ptr %14, align 8, !tbaa !6
  %663 = add nsw i32 %648, 2
  %664 = sext i32 %660 to i64
  %665 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %664
  store ptr %13, ptr %665, align 8, !tbaa !6
  %666 = add nsw i32 %648, 3
  store i32 %666, ptr @nroots, align 4, !tbaa !10
  %667 = sext i32 %663 to i64
  %668 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %667
  store ptr %14, ptr %668, align 8, !tbaa !6
  %669 = icmp sgt i64 %651, 19998
  br i1 %669, label %670, label %678

670:                                              ; preds = %646
  call fastcc void @gc()
  %671 = load i64, ptr @live, align 8, !tbaa !12
  %672 = load ptr, ptr %13, align 8, !tbaa !6
  %673 = load ptr, ptr %14, align 8, !tbaa !6
  %674 = load i32, ptr @nroots, align 4, !tbaa !10
  %675 = add nsw i32 %674, -2
  %676 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %677 = load i64, ptr @allocated_total, align 8, !tbaa !12
  br label %678

678:                                              ; preds = %646, %670
  %679 = phi i64 [ %677, %670 ], [ %657, %646 ]
  %680 = phi ptr [ %676, %670 ], [ %652, %646 ]
  %681 = phi i32 [ %675, %670 ], [ %660, %646 ]
  %682 = phi ptr [ %673, %670 ], [ %662, %646 ]
  %683 = phi ptr [ %672, %670 ], [ %652, %646 ]
  %684 = phi i64 [ %671, %670 ], [ %655, %646 ]
  %685 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %685, align 8, !tbaa !14
  %686 = getelementptr inbounds i8, ptr %685, i64 32
  store ptr %680, ptr %686, align 8, !tbaa !16
  store ptr %685, ptr @all_objs, align 8, !tbaa !6
  %687 = add nsw i64 %684, 1
  store i64 %687, ptr @live, align 8, !tbaa !12
  %688 = add nsw i64 %679, 1
  store i64 %688, ptr @allocated_total, align 8, !tbaa !12
  %689 = getelementptr inbounds i8, ptr %685, i64 8
  store ptr %683, ptr %689, align 8, !tbaa !17
  %690 = getelementptr inbounds i8, ptr %685, i64 16
  store ptr %682, ptr %690, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  store ptr %685, ptr %23, align 8, !tbaa !6
  %691 = add nsw i32 %681, -2
  store i32 %691, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #18
  %692 = load i32, ptr %589, align 8, !tbaa !14
  %693 = icmp eq i32 %692, 3
  br i1 %693, label %694, label %540

694:                                              ; preds = %678
  %695 = getelementptr inbounds i8, ptr %589, i64 16
  %696 = load ptr, ptr %695, align 8, !tbaa !17
  %697 = icmp eq ptr %696, @nil_obj
  br i1 %697, label %540, label %588, !llvm.loop !36

698:                                              ; preds = %584, %712
  %699 = phi ptr [ %713, %712 ], [ %585, %584 ]
  %700 = getelementptr inbounds i8, ptr %699, i64 16
  %701 = load ptr, ptr %700, align 8, !tbaa !17
  %702 = icmp eq ptr %701, @nil_obj
  %703 = getelementptr inbounds i8, ptr %699, i64 8
  %704 = load ptr, ptr %703, align 8, !tbaa !17
  br i1 %702, label %716, label %705

705:                                              ; preds = %698
  %706 = load ptr, ptr %20, align 8, !tbaa !6
  %707 = call fastcc ptr @eval(ptr noundef %704, ptr noundef %706)
  %708 = load i32, ptr %699, align 8, !tbaa !14
  %709 = icmp eq i32 %708, 3
  br i1 %709, label %710, label %712

710:                                              ; preds = %705
  %711 = load ptr, ptr %700, align 8, !tbaa !17
  br label %712

712:                                              ; preds = %705, %710
  %713 = phi ptr [ %711, %710 ], [ @nil_obj, %705 ]
  %714 = load i32, ptr %713, align 8, !tbaa !14
  %715 = icmp eq i32 %714, 3
  br i1 %715, label %698, label %716, !llvm.loop !37

716:                                              ; preds = %712, %698, %584
  %717 = phi ptr [ @nil_obj, %584 ], [ @nil_obj, %712 ], [ %704, %698 ]
  store ptr %717, ptr %19, align 8, !tbaa !6
  br label %520

718:                                              ; preds = %522
  %719 = load ptr, ptr %20, align 8, !tbaa !6
  %720 = call fastcc ptr @eval(ptr noundef %439, ptr noundef %719)
  store ptr %720, ptr %21, align 8, !tbaa !6
  %721 = load ptr, ptr %19, align 8, !tbaa !6
  %722 = load i32, ptr %721, align 8, !tbaa !14
  %723 = icmp eq i32 %722, 3
  br i1 %723, label %724, label %727

724:                                              ; preds = %718
  %725 = getelementptr inbounds i8, ptr %721, i64 16
  %726 = load ptr, ptr %725, align 8, !tbaa !17
  br label %727

727:                                              ; preds = %718, %724
  %728 = phi ptr [ %726, %724 ], [ @nil_obj, %718 ]
  %729 = load ptr, ptr %20, align 8, !tbaa !6
  %730 = call fastcc ptr @evlis(ptr noundef %728, ptr noundef %729)
  store ptr %730, ptr %22, align 8, !tbaa !6
  %731 = load ptr, ptr %21, align 8, !tbaa !6
  %732 = load i32, ptr %731, align 8, !tbaa !14
  switch i32 %732, label %737 [
    i32 4, label %733
    i32 5, label %741
  ]

733:                                              ; preds = %727
  %734 = getelementptr inbounds i8, ptr %731, i64 8
  %735 = load ptr, ptr %734, align 8, !tbaa !17
  %736 = call ptr %735(ptr noundef %730) #18
  br label %973

737:                                              ; preds = %727
  %738 = load i32, ptr @errors, align 4, !tbaa !10
  %739 = add nsw i32 %738, 1
  store i32 %739, ptr @errors, align 4, !tbaa !10
  %740 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %973

741:                                              ; preds = %727
  store ptr @nil_obj, ptr %23, align 8, !tbaa !6
  %742 = getelementptr inbounds i8, ptr %731, i64 8
  %743 = load ptr, ptr %742, align 8, !tbaa !17
  %744 = icmp eq ptr %743, @nil_obj
  br i1 %744, label %745, label %748

745:                                              ; preds = %741
  %746 = load i32, ptr @nroots, align 4, !tbaa !10
  %747 = load i64, ptr @live, align 8, !tbaa !12
  br label %914

748:                                              ; preds = %741, %911
  %749 = phi ptr [ %892, %911 ], [ @nil_obj, %741 ]
  %750 = phi ptr [ %912, %911 ], [ %730, %741 ]
  %751 = phi ptr [ %905, %911 ], [ %743, %741 ]
  %752 = load i32, ptr %751, align 8, !tbaa !14
  %753 = icmp eq i32 %752, 2
  br i1 %753, label %754, label %820

754:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store ptr %751, ptr %11, align 8, !tbaa !6
  store ptr %750, ptr %12, align 8, !tbaa !6
  %755 = load i32, ptr @nroots, align 4, !tbaa !10
  %756 = add nsw i32 %755, 1
  %757 = sext i32 %755 to i64
  %758 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %757
  store ptr %11, ptr %758, align 8, !tbaa !6
  %759 = add nsw i32 %755, 2
  store i32 %759, ptr @nroots, align 4, !tbaa !10
  %760 = sext i32 %756 to i64
  %761 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %760
  store ptr %12, ptr %761, align 8, !tbaa !6
  %762 = load i64, ptr @live, align 8, !tbaa !12
  %763 = icmp sgt i64 %762, 19999
  br i1 %763, label %764, label %774

764:                                              ; preds = %754
  call fastcc void @gc()
  %765 = load i64, ptr @live, align 8, !tbaa !12
  %766 = load ptr, ptr %11, align 8, !tbaa !6
  %767 = load ptr, ptr %12, align 8, !tbaa !6
  %768 = load i32, ptr @nroots, align 4, !tbaa !10
  %769 = add nsw i32 %768, -2
  %770 = load ptr, ptr %23, align 8, !tbaa !6
  %771 = add nsw i32 %768, -1
  %772 = sext i32 %769 to i64
  %773 = sext i32 %771 to i64
  br label %774

774:                                              ; preds = %754, %764
  %775 = phi i64 [ %760, %754 ], [ %773, %764 ]
  %776 = phi i32 [ %759, %754 ], [ %768, %764 ]
  %777 = phi i64 [ %757, %754 ], [ %772, %764 ]
  %778 = phi i32 [ %756, %754 ], [ %771, %764 ]
  %779 = phi ptr [ %749, %754 ], [ %770, %764 ]
  %780 = phi i32 [ %755, %754 ], [ %769, %764 ]
  %781 = phi ptr [ %750, %754 ], [ %767, %764 ]
  %782 = phi ptr [ %751, %754 ], [ %766, %764 ]
  %783 = phi i64 [ %762, %754 ], [ %765, %764 ]
  %784 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %784, align 8, !tbaa !14
  %785 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %786 = getelementptr inbounds i8, ptr %784, i64 32
  store ptr %785, ptr %786, align 8, !tbaa !16
  store ptr %784, ptr @all_objs, align 8, !tbaa !6
  %787 = add nsw i64 %783, 1
  store i64 %787, ptr @live, align 8, !tbaa !12
  %788 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %789 = add nsw i64 %788, 1
  store i64 %789, ptr @allocated_total, align 8, !tbaa !12
  %790 = getelementptr inbounds i8, ptr %784, i64 8
  store ptr %782, ptr %790, align 8, !tbaa !17
  %791 = getelementptr inbounds i8, ptr %784, i64 16
  store ptr %781, ptr %791, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  store ptr %784, ptr %28, align 8, !tbaa !6
  %792 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %777
  store ptr %28, ptr %792, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store ptr %784, ptr %9, align 8, !tbaa !6
  store ptr %779, ptr %10, align 8, !tbaa !6
  %793 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %775
  store ptr %9, ptr %793, align 8, !tbaa !6
  %794 = add nsw i32 %780, 3
  store i32 %794, ptr @nroots, align 4, !tbaa !10
  %795 = sext i32 %776 to i64
  %796 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %795
  store ptr %10, ptr %796, align 8, !tbaa !6
  %797 = icmp sgt i64 %783, 19998
  br i1 %797, label %798, label %806

798:                                              ; preds = %774
  call fastcc void @gc()
  %799 = load i64, ptr @live, align 8, !tbaa !12
  %800 = load ptr, ptr %9, align 8, !tbaa !6
  %801 = load ptr, ptr %10, align 8, !tbaa !6
  %802 = load i32, ptr @nroots, align 4, !tbaa !10
  %803 = add nsw i32 %802, -2
  %804 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %805 = load i64, ptr @allocated_total, align 8, !tbaa !12
  br label %806

806:                                              ; preds = %774, %798
  %807 = phi i64 [ %805, %798 ], [ %789, %774 ]
  %808 = phi ptr [ %804, %798 ], [ %784, %774 ]
  %809 = phi i32 [ %803, %798 ], [ %778, %774 ]
  %810 = phi ptr [ %801, %798 ], [ %779, %774 ]
  %811 = phi ptr [ %800, %798 ], [ %784, %774 ]
  %812 = phi i64 [ %799, %798 ], [ %787, %774 ]
  %813 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %813, align 8, !tbaa !14
  %814 = getelementptr inbounds i8, ptr %813, i64 32
  store ptr %808, ptr %814, align 8, !tbaa !16
  store ptr %813, ptr @all_objs, align 8, !tbaa !6
  %815 = add nsw i64 %812, 1
  store i64 %815, ptr @live, align 8, !tbaa !12
  %816 = add nsw i64 %807, 1
  store i64 %816, ptr @allocated_total, align 8, !tbaa !12
  %817 = getelementptr inbounds i8, ptr %813, i64 8
  store ptr %811, ptr %817, align 8, !tbaa !17
  %818 = getelementptr inbounds i8, ptr %813, i64 16
  store ptr %810, ptr %818, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  store ptr %813, ptr %23, align 8, !tbaa !6
  %819 = add nsw i32 %809, -1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #18
  br label %914

820:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #18
  %821 = icmp eq i32 %752, 3
  br i1 %821, label %822, label %825

822:                                              ; preds = %820
  %823 = getelementptr inbounds i8, ptr %751, i64 8
  %824 = load ptr, ptr %823, align 8, !tbaa !17
  br label %825

825:                                              ; preds = %820, %822
  %826 = phi ptr [ %824, %822 ], [ @nil_obj, %820 ]
  %827 = load i32, ptr %750, align 8, !tbaa !14
  %828 = icmp eq i32 %827, 3
  br i1 %828, label %829, label %832

829:                                              ; preds = %825
  %830 = getelementptr inbounds i8, ptr %750, i64 8
  %831 = load ptr, ptr %830, align 8, !tbaa !17
  br label %832

832:                                              ; preds = %825, %829
  %833 = phi ptr [ %831, %829 ], [ @nil_obj, %825 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store ptr %826, ptr %7, align 8, !tbaa !6
  store ptr %833, ptr %8, align 8, !tbaa !6
  %834 = load i32, ptr @nroots, align 4, !tbaa !10
  %835 = add nsw i32 %834, 1
  %836 = sext i32 %834 to i64
  %837 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %836
  store ptr %7, ptr %837, align 8, !tbaa !6
  %838 = add nsw i32 %834, 2
  store i32 %838, ptr @nroots, align 4, !tbaa !10
  %839 = sext i32 %835 to i64
  %840 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %839
  store ptr %8, ptr %840, align 8, !tbaa !6
  %841 = load i64, ptr @live, align 8, !tbaa !12
  %842 = icmp sgt i64 %841, 19999
  br i1 %842, label %843, label %853

843:                                              ; preds = %832
  call fastcc void @gc()
  %844 = load i64, ptr @live, align 8, !tbaa !12
  %845 = load ptr, ptr %7, align 8, !tbaa !6
  %846 = load ptr, ptr %8, align 8, !tbaa !6
  %847 = load i32, ptr @nroots, align 4, !tbaa !10
  %848 = add nsw i32 %847, -2
  %849 = load ptr, ptr %23, align 8, !tbaa !6
  %850 = add nsw i32 %847, -1
  %851 = sext i32 %848 to i64
  %852 = sext i32 %850 to i64
  br label %853

853:                                              ; preds = %832, %843
  %854 = phi i64 [ %839, %832 ], [ %852, %843 ]
  %855 = phi i32 [ %838, %832 ], [ %847, %843 ]
  %856 = phi i64 [ %836, %832 ], [ %851, %843 ]
  %857 = phi i32 [ %835, %832 ], [ %850, %843 ]
  %858 = phi ptr [ %749, %832 ], [ %849, %843 ]
  %859 = phi i32 [ %834, %832 ], [ %848, %843 ]
  %860 = phi ptr [ %833, %832 ], [ %846, %843 ]
  %861 = phi ptr [ %826, %832 ], [ %845, %843 ]
  %862 = phi i64 [ %841, %832 ], [ %844, %843 ]
  %863 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %863, align 8, !tbaa !14
  %864 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %865 = getelementptr inbounds i8, ptr %863, i64 32
  store ptr %864, ptr %865, align 8, !tbaa !16
  store ptr %863, ptr @all_objs, align 8, !tbaa !6
  %866 = add nsw i64 %862, 1
  store i64 %866, ptr @live, align 8, !tbaa !12
  %867 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %868 = add nsw i64 %867, 1
  store i64 %868, ptr @allocated_total, align 8, !tbaa !12
  %869 = getelementptr inbounds i8, ptr %863, i64 8
  store ptr %861, ptr %869, align 8, !tbaa !17
  %870 = getelementptr inbounds i8, ptr %863, i64 16
  store ptr %860, ptr %870, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  store ptr %863, ptr %29, align 8, !tbaa !6
  %871 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %856
  store ptr %29, ptr %871, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %863, ptr %5, align 8, !tbaa !6
  store ptr %858, ptr %6, align 8, !tbaa !6
  %872 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %854
  store ptr %5, ptr %872, align 8, !tbaa !6
  %873 = add nsw i32 %859, 3
  store i32 %873, ptr @nroots, align 4, !tbaa !10
  %874 = sext i32 %855 to i64
  %875 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %874
  store ptr %6, ptr %875, align 8, !tbaa !6
  %876 = icmp sgt i64 %862, 19998
  br i1 %876, label %877, label %885

877:                                              ; preds = %853
  call fastcc void @gc()
  %878 = load i64, ptr @live, align 8, !tbaa !12
  %879 = load ptr, ptr %5, align 8, !tbaa !6
  %880 = load ptr, ptr %6, align 8, !tbaa !6
  %881 = load i32, ptr @nroots, align 4, !tbaa !10
  %882 = add nsw i32 %881, -2
  %883 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %884 = load i64, ptr @allocated_total, align 8, !tbaa !12
  br label %885

885:                                              ; preds = %853, %877
  %886 = phi i64 [ %884, %877 ], [ %868, %853 ]
  %887 = phi ptr [ %883, %877 ], [ %863, %853 ]
  %888 = phi i32 [ %882, %877 ], [ %857, %853 ]
  %889 = phi ptr [ %880, %877 ], [ %858, %853 ]
  %890 = phi ptr [ %879, %877 ], [ %863, %853 ]
  %891 = phi i64 [ %878, %877 ], [ %866, %853 ]
  %892 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %892, align 8, !tbaa !14
  %893 = getelementptr inbounds i8, ptr %892, i64 32
  store ptr %887, ptr %893, align 8, !tbaa !16
  store ptr %892, ptr @all_objs, align 8, !tbaa !6
  %894 = add nsw i64 %891, 1
  store i64 %894, ptr @live, align 8, !tbaa !12
  %895 = add nsw i64 %886, 1
  store i64 %895, ptr @allocated_total, align 8, !tbaa !12
  %896 = getelementptr inbounds i8, ptr %892, i64 8
  store ptr %890, ptr %896, align 8, !tbaa !17
  %897 = getelementptr inbounds i8, ptr %892, i64 16
  store ptr %889, ptr %897, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  store ptr %892, ptr %23, align 8, !tbaa !6
  %898 = add nsw i32 %888, -1
  store i32 %898, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #18
  %899 = load i32, ptr %751, align 8, !tbaa !14
  %900 = icmp eq i32 %899, 3
  br i1 %900, label %901, label %904

901:                                              ; preds = %885
  %902 = getelementptr inbounds i8, ptr %751, i64 16
  %903 = load ptr, ptr %902, align 8, !tbaa !17
  br label %904

904:                                              ; preds = %885, %901
  %905 = phi ptr [ %903, %901 ], [ @nil_obj, %885 ]
  %906 = load i32, ptr %750, align 8, !tbaa !14
  %907 = icmp eq i32 %906, 3
  br i1 %907, label %908, label %911

908:                                              ; preds = %904
  %909 = getelementptr inbounds i8, ptr %750, i64 16
  %910 = load ptr, ptr %909, align 8, !tbaa !17
  br label %911

911:                                              ; preds = %904, %908
  %912 = phi ptr [ %910, %908 ], [ @nil_obj, %904 ]
  %913 = icmp eq ptr %905, @nil_obj
  br i1 %913, label %914, label %748, !llvm.loop !38

914:                                              ; preds = %911, %745, %806
  %915 = phi i64 [ %747, %745 ], [ %815, %806 ], [ %894, %911 ]
  %916 = phi i32 [ %746, %745 ], [ %819, %806 ], [ %898, %911 ]
  %917 = phi ptr [ @nil_obj, %745 ], [ %813, %806 ], [ %892, %911 ]
  %918 = load ptr, ptr %21, align 8, !tbaa !6
  %919 = getelementptr inbounds i8, ptr %918, i64 24
  %920 = load ptr, ptr %919, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store ptr %917, ptr %3, align 8, !tbaa !6
  store ptr %920, ptr %4, align 8, !tbaa !6
  %921 = add nsw i32 %916, 1
  %922 = sext i32 %916 to i64
  %923 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %922
  store ptr %3, ptr %923, align 8, !tbaa !6
  %924 = add nsw i32 %916, 2
  store i32 %924, ptr @nroots, align 4, !tbaa !10
  %925 = sext i32 %921 to i64
  %926 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %925
  store ptr %4, ptr %926, align 8, !tbaa !6
  %927 = icmp sgt i64 %915, 19999
  br i1 %927, label %928, label %935

928:                                              ; preds = %914
  call fastcc void @gc()
  %929 = load i64, ptr @live, align 8, !tbaa !12
  %930 = load ptr, ptr %3, align 8, !tbaa !6
  %931 = load ptr, ptr %4, align 8, !tbaa !6
  %932 = load i32, ptr @nroots, align 4, !tbaa !10
  %933 = add nsw i32 %932, -2
  %934 = load ptr, ptr %21, align 8, !tbaa !6
  br label %935

935:                                              ; preds = %914, %928
  %936 = phi ptr [ %934, %928 ], [ %918, %914 ]
  %937 = phi i32 [ %933, %928 ], [ %916, %914 ]
  %938 = phi ptr [ %931, %928 ], [ %920, %914 ]
  %939 = phi ptr [ %930, %928 ], [ %917, %914 ]
  %940 = phi i64 [ %929, %928 ], [ %915, %914 ]
  %941 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %941, align 8, !tbaa !14
  %942 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %943 = getelementptr inbounds i8, ptr %941, i64 32
  store ptr %942, ptr %943, align 8, !tbaa !16
  store ptr %941, ptr @all_objs, align 8, !tbaa !6
  %944 = add nsw i64 %940, 1
  store i64 %944, ptr @live, align 8, !tbaa !12
  %945 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %946 = add nsw i64 %945, 1
  store i64 %946, ptr @allocated_total, align 8, !tbaa !12
  %947 = getelementptr inbounds i8, ptr %941, i64 8
  store ptr %939, ptr %947, align 8, !tbaa !17
  %948 = getelementptr inbounds i8, ptr %941, i64 16
  store ptr %938, ptr %948, align 8, !tbaa !17
  store i32 %937, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  store ptr %941, ptr %20, align 8, !tbaa !6
  %949 = getelementptr inbounds i8, ptr %936, i64 16
  %950 = load ptr, ptr %949, align 8, !tbaa !17
  %951 = load i32, ptr %950, align 8, !tbaa !14
  %952 = icmp eq i32 %951, 3
  br i1 %952, label %953, label %971

953:                                              ; preds = %935, %967
  %954 = phi ptr [ %968, %967 ], [ %950, %935 ]
  %955 = getelementptr inbounds i8, ptr %954, i64 16
  %956 = load ptr, ptr %955, align 8, !tbaa !17
  %957 = icmp eq ptr %956, @nil_obj
  %958 = getelementptr inbounds i8, ptr %954, i64 8
  %959 = load ptr, ptr %958, align 8, !tbaa !17
  br i1 %957, label %971, label %960

960:                                              ; preds = %953
  %961 = load ptr, ptr %20, align 8, !tbaa !6
  %962 = call fastcc ptr @eval(ptr noundef %959, ptr noundef %961)
  %963 = load i32, ptr %954, align 8, !tbaa !14
  %964 = icmp eq i32 %963, 3
  br i1 %964, label %965, label %967

965:                                              ; preds = %960
  %966 = load ptr, ptr %955, align 8, !tbaa !17
  br label %967

967:                                              ; preds = %960, %965
  %968 = phi ptr [ %966, %965 ], [ @nil_obj, %960 ]
  %969 = load i32, ptr %968, align 8, !tbaa !14
  %970 = icmp eq i32 %969, 3
  br i1 %970, label %953, label %971, !llvm.loop !39

971:                                              ; preds = %967, %953, %935
  %972 = phi ptr [ @nil_obj, %935 ], [ @nil_obj, %967 ], [ %959, %953 ]
  store ptr %972, ptr %19, align 8, !tbaa !6
  br label %520

973:                                              ; preds = %197, %200, %492, %493, %250, %49, %49, %244, %246, %323, %319, %124, %120, %432, %436, %344, %737, %733, %484, %104, %100, %94
  %974 = phi ptr [ @nil_obj, %94 ], [ %106, %104 ], [ @nil_obj, %100 ], [ @nil_obj, %319 ], [ %325, %323 ], [ @nil_obj, %120 ], [ %126, %124 ], [ %434, %432 ], [ %434, %436 ], [ %273, %344 ], [ @nil_obj, %737 ], [ %736, %733 ], [ %451, %484 ], [ @nil_obj, %246 ], [ @nil_obj, %244 ], [ @nil_obj, %197 ], [ @nil_obj, %200 ], [ @nil_obj, %492 ], [ @nil_obj, %250 ], [ @nil_obj, %493 ], [ %50, %49 ], [ %50, %49 ]
  %975 = load i32, ptr @nroots, align 4, !tbaa !10
  %976 = add nsw i32 %975, -6
  store i32 %976, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #18
  ret ptr %974
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_obj(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #5 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19
  %4 = add i64 %3, -481
  %5 = icmp ult i64 %4, -513
  br i1 %5, label %74, label %6

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !tbaa !14
  switch i32 %7, label %74 [
    i32 0, label %27
    i32 1, label %30
    i32 2, label %36
    i32 4, label %41
    i32 5, label %44
    i32 3, label %8
  ]

8:                                                ; preds = %6
  %9 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %10 = getelementptr inbounds i8, ptr %1, i64 %9
  store i16 40, ptr %10, align 1
  %11 = load i32, ptr %0, align 8, !tbaa !14
  %12 = icmp eq i32 %11, 3
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  br label %16

16:                                               ; preds = %13, %8
  %17 = phi ptr [ %15, %13 ], [ @nil_obj, %8 ]
  tail call fastcc void @print_obj(ptr noundef %17, ptr noundef nonnull %1)
  %18 = load i32, ptr %0, align 8, !tbaa !14
  %19 = icmp eq i32 %18, 3
  br i1 %19, label %20, label %71

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  %23 = icmp eq ptr %22, @nil_obj
  br i1 %23, label %71, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %22, align 8, !tbaa !14
  %26 = icmp eq i32 %25, 3
  br i1 %26, label %47, label %67

27:                                               ; preds = %6
  %28 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %29 = getelementptr inbounds i8, ptr %1, i64 %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %29, ptr noundef nonnull align 1 dereferenceable(3) @.str.81, i64 3, i1 false)
  br label %74

30:                                               ; preds = %6
  %31 = getelementptr inbounds i8, ptr %1, i64 %3
  %32 = sub nsw i64 512, %3
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !17
  %35 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %31, i64 noundef %32, ptr noundef nonnull @.str.91, i64 noundef %34) #18
  br label %74

36:                                               ; preds = %6
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !17
  %39 = sub nsw i64 511, %3
  %40 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef %38, i64 noundef %39) #18
  br label %74

41:                                               ; preds = %6
  %42 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %43 = getelementptr inbounds i8, ptr %1, i64 %42
  store i64 17571748215012387, ptr %43, align 1
  br label %74

44:                                               ; preds = %6
  %45 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %46 = getelementptr inbounds i8, ptr %1, i64 %45
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %46, ptr noundef nonnull align 1 dereferenceable(10) @.str.93, i64 10, i1 false)
  br label %74

47:                                               ; preds = %24, %64
  %48 = phi ptr [ %62, %64 ], [ %22, %24 ]
  %49 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %50 = getelementptr inbounds i8, ptr %1, i64 %49
  store i16 32, ptr %50, align 1
  %51 = load i32, ptr %48, align 8, !tbaa !14
  %52 = icmp eq i32 %51, 3
  br i1 %52, label %53, label %56

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %48, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !17
  br label %56

56:                                               ; preds = %47, %53
  %57 = phi ptr [ %55, %53 ], [ @nil_obj, %47 ]
  tail call fastcc void @print_obj(ptr noundef %57, ptr noundef nonnull %1)
  %58 = load i32, ptr %48, align 8, !tbaa !14
  %59 = icmp eq i32 %58, 3
  br i1 %59, label %60, label %71

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %48, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !17
  %63 = icmp eq ptr %62, @nil_obj
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %62, align 8, !tbaa !14
  %66 = icmp eq i32 %65, 3
  br i1 %66, label %47, label %67, !llvm.loop !40

67:                                               ; preds = %64, %24
  %68 = phi ptr [ %22, %24 ], [ %62, %64 ]
  %69 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %70 = getelementptr inbounds i8, ptr %1, i64 %69
  store i32 2108960, ptr %70, align 1
  tail call fastcc void @print_obj(ptr noundef nonnull %68, ptr noundef nonnull %1)
  br label %71

71:                                               ; preds = %16, %20, %56, %60, %67
  %72 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %73 = getelementptr inbounds i8, ptr %1, i64 %72
  store i16 41, ptr %73, align 1
  br label %74

74:                                               ; preds = %27, %30, %36, %41, %44, %71, %6, %2
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc void @gc() unnamed_addr #0 {
  %1 = load i64, ptr @collections, align 8, !tbaa !12
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @collections, align 8, !tbaa !12
  %3 = load ptr, ptr @symtab, align 8, !tbaa !6
  tail call fastcc void @mark(ptr noundef %3)
  %4 = load ptr, ptr @global_env, align 8, !tbaa !6
  tail call fastcc void @mark(ptr noundef %4)
  %5 = load i32, ptr @nroots, align 4, !tbaa !10
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  %8 = zext nneg i32 %5 to i64
  br label %12

9:                                                ; preds = %12, %0
  %10 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %11 = icmp eq ptr %10, null
  br i1 %11, label %42, label %19

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %17, %12 ]
  %14 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  tail call fastcc void @mark(ptr noundef %16)
  %17 = add nuw nsw i64 %13, 1
  %18 = icmp eq i64 %17, %8
  br i1 %18, label %9, label %12, !llvm.loop !42

19:                                               ; preds = %9, %38
  %20 = phi ptr [ %40, %38 ], [ %10, %9 ]
  %21 = phi ptr [ %39, %38 ], [ @all_objs, %9 ]
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = load i8, ptr %22, align 4, !tbaa !43
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %20, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !16
  store ptr %27, ptr %21, align 8, !tbaa !6
  %28 = load i32, ptr %20, align 8, !tbaa !14
  %29 = icmp eq i32 %28, 2
  br i1 %29, label %30, label %33

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %20, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !17
  tail call void @free(ptr noundef %32) #18
  br label %33

33:                                               ; preds = %30, %25
  tail call void @free(ptr noundef nonnull %20) #18
  %34 = load i64, ptr @live, align 8, !tbaa !12
  %35 = add nsw i64 %34, -1
  store i64 %35, ptr @live, align 8, !tbaa !12
  br label %38

36:                                               ; preds = %19
  store i8 0, ptr %22, align 4, !tbaa !43
  %37 = getelementptr inbounds i8, ptr %20, i64 32
  br label %38

38:                                               ; preds = %36, %33
  %39 = phi ptr [ %37, %36 ], [ %21, %33 ]
  %40 = load ptr, ptr %39, align 8, !tbaa !6
  %41 = icmp eq ptr %40, null
  br i1 %41, label %42, label %19, !llvm.loop !44

42:                                               ; preds = %38, %9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define internal fastcc ptr @read_list() unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = tail call ptr @__ctype_b_loc() #20
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load ptr, ptr @src, align 8, !tbaa !6
  %8 = load i8, ptr %7, align 1, !tbaa !17
  br label %10

9:                                                ; preds = %34, %34
  br label %10

10:                                               ; preds = %9, %0
  %11 = phi ptr [ %7, %0 ], [ %35, %9 ]
  %12 = phi i8 [ %8, %0 ], [ %37, %9 ]
  %13 = phi ptr [ %7, %0 ], [ %36, %9 ]
  %14 = zext i8 %12 to i64
  %15 = getelementptr inbounds i16, ptr %6, i64 %14
  %16 = load i16, ptr %15, align 2, !tbaa !27
  %17 = and i16 %16, 8192
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %29, label %19

19:                                               ; preds = %10, %19
  %20 = phi ptr [ %21, %19 ], [ %13, %10 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !17
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds i16, ptr %6, i64 %23
  %25 = load i16, ptr %24, align 2, !tbaa !27
  %26 = and i16 %25, 8192
  %27 = icmp eq i16 %26, 0
  br i1 %27, label %28, label %19, !llvm.loop !29

28:                                               ; preds = %19
  store ptr %21, ptr @src, align 8, !tbaa !6
  br label %29

29:                                               ; preds = %28, %10
  %30 = phi ptr [ %21, %28 ], [ %11, %10 ]
  %31 = phi ptr [ %21, %28 ], [ %13, %10 ]
  %32 = phi i8 [ %22, %28 ], [ %12, %10 ]
  %33 = icmp eq i8 %32, 59
  br i1 %33, label %34, label %40

34:                                               ; preds = %29, %38
  %35 = phi ptr [ %39, %38 ], [ %30, %29 ]
  %36 = phi ptr [ %39, %38 ], [ %31, %29 ]
  %37 = load i8, ptr %36, align 1, !tbaa !17
  switch i8 %37, label %38 [
    i8 0, label %9
    i8 10, label %9
  ]

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %36, i64 1
  store ptr %39, ptr @src, align 8, !tbaa !6
  br label %34, !llvm.loop !30

40:                                               ; preds = %29
  %41 = load i8, ptr %30, align 1, !tbaa !17
  switch i8 %41, label %93 [
    i8 41, label %42
    i8 46, label %44
  ]

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %30, i64 1
  store ptr %43, ptr @src, align 8, !tbaa !6
  br label %133

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %30, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !17
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds i16, ptr %6, i64 %47
  %49 = load i16, ptr %48, align 2, !tbaa !27
  %50 = and i16 %49, 8192
  %51 = icmp eq i16 %50, 0
  br i1 %51, label %93, label %52

52:                                               ; preds = %44
  store ptr %45, ptr @src, align 8, !tbaa !6
  %53 = tail call fastcc ptr @read_expr()
  %54 = load ptr, ptr %5, align 8, !tbaa !6
  %55 = load ptr, ptr @src, align 8, !tbaa !6
  %56 = load i8, ptr %55, align 1, !tbaa !17
  br label %58

57:                                               ; preds = %82, %82
  br label %58

58:                                               ; preds = %57, %52
  %59 = phi ptr [ %55, %52 ], [ %83, %57 ]
  %60 = phi i8 [ %56, %52 ], [ %85, %57 ]
  %61 = phi ptr [ %55, %52 ], [ %84, %57 ]
  %62 = zext i8 %60 to i64
  %63 = getelementptr inbounds i16, ptr %54, i64 %62
  %64 = load i16, ptr %63, align 2, !tbaa !27
  %65 = and i16 %64, 8192
  %66 = icmp eq i16 %65, 0
  br i1 %66, label %77, label %67

67:                                               ; preds = %58, %67
  %68 = phi ptr [ %69, %67 ], [ %61, %58 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 1
  %70 = load i8, ptr %69, align 1, !tbaa !17
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds i16, ptr %54, i64 %71
  %73 = load i16, ptr %72, align 2, !tbaa !27
  %74 = and i16 %73, 8192
  %75 = icmp eq i16 %74, 0
  br i1 %75, label %76, label %67, !llvm.loop !29

76:                                               ; preds = %67
  store ptr %69, ptr @src, align 8, !tbaa !6
  br label %77

77:                                               ; preds = %76, %58
  %78 = phi ptr [ %69, %76 ], [ %59, %58 ]
  %79 = phi ptr [ %69, %76 ], [ %61, %58 ]
  %80 = phi i8 [ %70, %76 ], [ %60, %58 ]
  %81 = icmp eq i8 %80, 59
  br i1 %81, label %82, label %88

82:                                               ; preds = %77, %86
  %83 = phi ptr [ %87, %86 ], [ %78, %77 ]
  %84 = phi ptr [ %87, %86 ], [ %79, %77 ]
  %85 = load i8, ptr %84, align 1, !tbaa !17
  switch i8 %85, label %86 [
    i8 0, label %57
    i8 10, label %57
  ]

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %84, i64 1
  store ptr %87, ptr @src, align 8, !tbaa !6
  br label %82, !llvm.loop !30

88:                                               ; preds = %77
  %89 = load i8, ptr %78, align 1, !tbaa !17
  %90 = icmp eq i8 %89, 41
  br i1 %90, label %91, label %133

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %78, i64 1
  store ptr %92, ptr @src, align 8, !tbaa !6
  br label %133

93:                                               ; preds = %40, %44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %94 = tail call fastcc ptr @read_expr()
  store ptr %94, ptr %3, align 8, !tbaa !6
  %95 = load i32, ptr @nroots, align 4, !tbaa !10
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @nroots, align 4, !tbaa !10
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %97
  store ptr %3, ptr %98, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %99 = call fastcc ptr @read_list()
  store ptr %99, ptr %4, align 8, !tbaa !6
  %100 = load i32, ptr @nroots, align 4, !tbaa !10
  %101 = add nsw i32 %100, 1
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %102
  store ptr %4, ptr %103, align 8, !tbaa !6
  %104 = load ptr, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr %104, ptr %1, align 8, !tbaa !6
  store ptr %99, ptr %2, align 8, !tbaa !6
  %105 = add nsw i32 %100, 2
  %106 = sext i32 %101 to i64
  %107 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %106
  store ptr %1, ptr %107, align 8, !tbaa !6
  %108 = add nsw i32 %100, 3
  store i32 %108, ptr @nroots, align 4, !tbaa !10
  %109 = sext i32 %105 to i64
  %110 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %109
  store ptr %2, ptr %110, align 8, !tbaa !6
  %111 = load i64, ptr @live, align 8, !tbaa !12
  %112 = icmp sgt i64 %111, 19999
  br i1 %112, label %113, label %119

113:                                              ; preds = %93
  call fastcc void @gc()
  %114 = load i64, ptr @live, align 8, !tbaa !12
  %115 = load ptr, ptr %1, align 8, !tbaa !6
  %116 = load ptr, ptr %2, align 8, !tbaa !6
  %117 = load i32, ptr @nroots, align 4, !tbaa !10
  %118 = add nsw i32 %117, -2
  br label %119

119:                                              ; preds = %93, %113
  %120 = phi i32 [ %118, %113 ], [ %101, %93 ]
  %121 = phi ptr [ %116, %113 ], [ %99, %93 ]
  %122 = phi ptr [ %115, %113 ], [ %104, %93 ]
  %123 = phi i64 [ %114, %113 ], [ %111, %93 ]
  %124 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %124, align 8, !tbaa !14
  %125 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %126 = getelementptr inbounds i8, ptr %124, i64 32
  store ptr %125, ptr %126, align 8, !tbaa !16
  store ptr %124, ptr @all_objs, align 8, !tbaa !6
  %127 = add nsw i64 %123, 1
  store i64 %127, ptr @live, align 8, !tbaa !12
  %128 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %129 = add nsw i64 %128, 1
  store i64 %129, ptr @allocated_total, align 8, !tbaa !12
  %130 = getelementptr inbounds i8, ptr %124, i64 8
  store ptr %122, ptr %130, align 8, !tbaa !17
  %131 = getelementptr inbounds i8, ptr %124, i64 16
  store ptr %121, ptr %131, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %132 = add nsw i32 %120, -2
  store i32 %132, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  br label %133

133:                                              ; preds = %88, %91, %119, %42
  %134 = phi ptr [ @nil_obj, %42 ], [ %124, %119 ], [ %53, %91 ], [ %53, %88 ]
  ret ptr %134
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @evlis(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  %9 = icmp eq ptr %0, @nil_obj
  br i1 %9, label %73, label %10

10:                                               ; preds = %2
  %11 = load i32, ptr @nroots, align 4, !tbaa !10
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %13
  store ptr %5, ptr %14, align 8, !tbaa !6
  %15 = add nsw i32 %11, 2
  store i32 %15, ptr @nroots, align 4, !tbaa !10
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %16
  store ptr %6, ptr %17, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18
  %18 = load i32, ptr %0, align 8, !tbaa !14
  %19 = icmp eq i32 %18, 3
  br i1 %19, label %20, label %23

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !17
  br label %23

23:                                               ; preds = %10, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %10 ]
  %25 = call fastcc ptr @eval(ptr noundef %24, ptr noundef %1)
  store ptr %25, ptr %7, align 8, !tbaa !6
  %26 = load i32, ptr @nroots, align 4, !tbaa !10
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr @nroots, align 4, !tbaa !10
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %28
  store ptr %7, ptr %29, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18
  %30 = load ptr, ptr %5, align 8, !tbaa !6
  %31 = load i32, ptr %30, align 8, !tbaa !14
  %32 = icmp eq i32 %31, 3
  br i1 %32, label %33, label %36

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %30, i64 16
  %35 = load ptr, ptr %34, align 8, !tbaa !17
  br label %36

36:                                               ; preds = %23, %33
  %37 = phi ptr [ %35, %33 ], [ @nil_obj, %23 ]
  %38 = load ptr, ptr %6, align 8, !tbaa !6
  %39 = call fastcc ptr @evlis(ptr noundef %37, ptr noundef %38)
  store ptr %39, ptr %8, align 8, !tbaa !6
  %40 = load i32, ptr @nroots, align 4, !tbaa !10
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %42
  store ptr %8, ptr %43, align 8, !tbaa !6
  %44 = load ptr, ptr %7, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store ptr %44, ptr %3, align 8, !tbaa !6
  store ptr %39, ptr %4, align 8, !tbaa !6
  %45 = add nsw i32 %40, 2
  %46 = sext i32 %41 to i64
  %47 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %46
  store ptr %3, ptr %47, align 8, !tbaa !6
  %48 = add nsw i32 %40, 3
  store i32 %48, ptr @nroots, align 4, !tbaa !10
  %49 = sext i32 %45 to i64
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49
  store ptr %4, ptr %50, align 8, !tbaa !6
  %51 = load i64, ptr @live, align 8, !tbaa !12
  %52 = icmp sgt i64 %51, 19999
  br i1 %52, label %53, label %59

53:                                               ; preds = %36
  call fastcc void @gc()
  %54 = load i64, ptr @live, align 8, !tbaa !12
  %55 = load ptr, ptr %3, align 8, !tbaa !6
  %56 = load ptr, ptr %4, align 8, !tbaa !6
  %57 = load i32, ptr @nroots, align 4, !tbaa !10
  %58 = add nsw i32 %57, -2
  br label %59

59:                                               ; preds = %36, %53
  %60 = phi i32 [ %58, %53 ], [ %41, %36 ]
  %61 = phi ptr [ %56, %53 ], [ %39, %36 ]
  %62 = phi ptr [ %55, %53 ], [ %44, %36 ]
  %63 = phi i64 [ %54, %53 ], [ %51, %36 ]
  %64 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17
  store i32 3, ptr %64, align 8, !tbaa !14
  %65 = load ptr, ptr @all_objs, align 8, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %64, i64 32
  store ptr %65, ptr %66, align 8, !tbaa !16
  store ptr %64, ptr @all_objs, align 8, !tbaa !6
  %67 = add nsw i64 %63, 1
  store i64 %67, ptr @live, align 8, !tbaa !12
  %68 = load i64, ptr @allocated_total, align 8, !tbaa !12
  %69 = add nsw i64 %68, 1
  store i64 %69, ptr @allocated_total, align 8, !tbaa !12
  %70 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %62, ptr %70, align 8, !tbaa !17
  %71 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %61, ptr %71, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %72 = add nsw i32 %60, -4
  store i32 %72, ptr @nroots, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18
  br label %73

73:                                               ; preds = %2, %59
  %74 = phi ptr [ %64, %59 ], [ @nil_obj, %2 ]
  ret ptr %74
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #12

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mark(ptr noundef %0) unnamed_addr #13 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %1, %13
  %4 = phi ptr [ %19, %13 ], [ %0, %1 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %6 = load i8, ptr %5, align 4, !tbaa !43
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %3
  store i8 1, ptr %5, align 4, !tbaa !43
  %9 = load i32, ptr %4, align 8, !tbaa !14
  switch i32 %9, label %21 [
    i32 3, label %13
    i32 5, label %10
  ]

10:                                               ; preds = %8
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  tail call fastcc void @mark(ptr noundef %12)
  br label %13

13:                                               ; preds = %8, %10
  %14 = phi i64 [ 16, %10 ], [ 8, %8 ]
  %15 = phi i64 [ 24, %10 ], [ 16, %8 ]
  %16 = getelementptr inbounds i8, ptr %4, i64 %14
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  tail call fastcc void @mark(ptr noundef %17)
  %18 = getelementptr inbounds i8, ptr %4, i64 %15
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %3, !llvm.loop !45

21:                                               ; preds = %3, %13, %8, %1
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #15

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nofree nounwind }
attributes #16 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { nounwind allocsize(0,1) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !11, i64 0}
!15 = !{!"Obj", !11, i64 0, !8, i64 4, !8, i64 8, !7, i64 32}
!16 = !{!15, !7, i64 32}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !7, i64 0}
!19 = !{!"", !7, i64 0, !7, i64 8}
!20 = !{!19, !7, i64 8}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !8, i64 0}
!29 = distinct !{!29, !22}
!30 = distinct !{!30, !22}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !22}
!33 = distinct !{!33, !22}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22}
!36 = distinct !{!36, !22}
!37 = distinct !{!37, !22}
!38 = distinct !{!38, !22}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.peeled.count", i32 1}
!42 = distinct !{!42, !22}
!43 = !{!15, !8, i64 4}
!44 = distinct !{!44, !22}
!45 = distinct !{!45, !22}
