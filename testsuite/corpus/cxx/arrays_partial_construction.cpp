// A constructor that throws part way through an array: the elements already constructed
// are destroyed in reverse order (local arrays, new[] arrays whose memory is freed, and
// arrays that are members); a second array of two dimensions too.
#include <cstdio>
#include <cstdlib>
#include <new>

static int fail_at = -1, made = 0, live = 0, news = 0, deletes = 0;

struct Elem {
  int id;
  Elem() : id(made) {
    if (made == fail_at) {
      printf("  Elem %d throws\n", id);
      throw id;
    }
    made++;
    live++;
  }
  ~Elem() {
    live--;
    printf("  ~Elem %d\n", id);
  }
  static void *operator new[](size_t n) {
    news++;
    return malloc(n);
  }
  static void operator delete[](void *p) {
    deletes++;
    free(p);
  }
};

struct Holder {
  Elem first[2];
  Elem second[2];
  Holder() { printf("  Holder body\n"); }
  ~Holder() { printf("  ~Holder\n"); }
};

static void reset(int at) {
  fail_at = at;
  made = 0;
}

int main() {
  printf("local array, fail at 3:\n");
  reset(3);
  try {
    Elem a[5];
    printf("  not reached\n");
  } catch (int i) {
    printf("  caught %d, live %d\n", i, live);
  }
  printf("new[] array, fail at 2:\n");
  reset(2);
  try {
    Elem *p = new Elem[4];
    delete[] p;
  } catch (int i) {
    printf("  caught %d, live %d, news %d, deletes %d\n", i, live, news, deletes);
  }
  printf("member arrays, fail at 3:\n");
  reset(3);
  try {
    Holder h;
  } catch (int i) {
    printf("  caught %d, live %d\n", i, live);
  }
  printf("2-d array, fail at 4:\n");
  reset(4);
  try {
    Elem grid[2][3];
  } catch (int i) {
    printf("  caught %d, live %d\n", i, live);
  }
  printf("no failure:\n");
  reset(-1);
  {
    Elem *p = new Elem[2];
    delete[] p;
  }
  printf("live %d news %d deletes %d\n", live, news, deletes);
  return live;
}
