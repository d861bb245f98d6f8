// An MSVC-triple program for the COFF object test (testsuite/tests/coff.rs): no headers,
// linked by lld-link-19 against MinGW's msvcrt/kernel32 import libraries with a stack-probe
// stub, run under wine. Regenerate msvc_program.ll with
//   clang-19 --target=x86_64-pc-windows-msvc -O0 -S -emit-llvm msvc_program.c
int printf(const char *, ...);
__declspec(dllimport) void __stdcall ExitProcess(unsigned);
__declspec(dllexport) int exported_counter = 3;
struct S { long long a, b, c; };
inline int inl(int x) { return x * 2; }
struct S make(int k) { struct S s = { k, k + 1, k + 2 }; return s; }
double vsum(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  double t = 0;
  for (int i = 0; i < n; i++) t += __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return t;
}
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int big_frame(int k) { volatile char buf[20000]; buf[k] = (char)k; return buf[k] + 1; }
int main(void) {
  struct S s = make(5);
  printf("%lld %lld %lld %d %d %d %.1f\n", s.a, s.b, s.c, fib(15), inl(21), big_frame(100), vsum(3, 1.5, 2.5, 3.0));
  return exported_counter;
}
void mainCRTStartup(void) { ExitProcess(main()); }
