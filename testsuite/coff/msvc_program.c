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
// A variable-length array larger than a page: probed through __chkstk, frame pointer.
int vla(int n) { volatile char b[n]; b[0] = 1; b[n - 1] = 2; return b[0] + b[n - 1] + n; }
// Many doubles live at once: at -O2 some live in xmm6-xmm15, which Win64 preserves.
double poly(double x) {
  double a = x * 1.5, b = x * 2.5, c = x * 3.5, d = x * 4.5, e = x * 5.5, f = x * 6.5,
         g = x * 7.5, h = x * 8.5, i = x * 9.5;
  return a * b + c * d + e * f + g * h + i * (a + b + c + d + e + f + g + h);
}
int main(void) {
  struct S s = make(5);
  printf("%lld %lld %lld %d %d %d %.1f %d %.2f\n", s.a, s.b, s.c, fib(15), inl(21), big_frame(100),
         vsum(3, 1.5, 2.5, 3.0), vla(10000), poly(2.0));
  return exported_counter;
}
void mainCRTStartup(void) { ExitProcess(main()); }
