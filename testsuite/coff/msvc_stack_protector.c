// The stack protector on MSVC targets for the COFF object test (testsuite/tests/coff.rs):
// values come back unharmed, and the overflowing strcpy makes the check before the return
// call __security_check_cookie with a wrong canary, which the test's stub reports by
// exiting with status 77. Linked by lld-link-19 against MinGW's msvcrt/kernel32 import
// libraries, run under wine. Regenerate the IR with
//   clang-19 --target=x86_64-pc-windows-msvc -O0 -fstack-protector-strong -S -emit-llvm \
//     msvc_stack_protector.c -o msvc_stack_protector.O0.ll
// (and -O2 into msvc_stack_protector.O2.ll).
int printf(const char *, ...);
__declspec(dllimport) void __stdcall ExitProcess(unsigned);
char *strcpy(char *, const char *);
unsigned long long strlen(const char *);
__declspec(noinline) int copy(const char *s) {
  char buf[8];
  strcpy(buf, s);
  return (int)strlen(buf);
}
__declspec(noinline) long long two(long long a, long long b) {
  long long arr[4] = {a, b, a + b, a - b};
  volatile long long *p = arr;
  return p[2] + p[a & 3];
}
int run(int argc) {
  long long t = two(5, 7);
  int c = copy("abc");
  printf("%lld %d\n", t, c);
  copy(argc > 5 ? "x" : "this string is much longer than eight bytes and overflows");
  printf("not reached\n");
  return 0;
}
void mainCRTStartup(void) { ExitProcess(run(1)); }
