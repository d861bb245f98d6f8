// Dynamic exception specifications (C++14: `throw(T)`), whose LSDAs have filters, for
// the Mach-O exception-table comparisons with llc-19 (testsuite/tests/objects.rs).
struct E {
  int v;
};
struct F {};
void may(int);

void only_e(int k) throw(E) { may(k); }
void e_or_int(int k) throw(E, int) {
  try {
    may(k);
  } catch (F &) {
    throw 1;
  }
}
void nothing(int k) throw() { may(k); }
int caller(int k) {
  try {
    only_e(k);
    e_or_int(k);
  } catch (E &e) {
    return e.v;
  }
  return 0;
}
