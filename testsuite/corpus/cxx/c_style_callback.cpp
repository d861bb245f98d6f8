// C++ exceptions crossing C-style code: extern "C" functions with plain C data
// structures (a callback-driven array walk and a linked-list visitor taking a function
// pointer and a void* context) call back into C++ code that throws; the C-style frames
// have nothing to clean up and the exception reaches the C++ caller. malloc'd memory is
// released by the catcher.
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" {
typedef int (*visit_fn)(int value, void *ctx);

struct node {
  int value;
  struct node *next;
};

__attribute__((noinline)) int walk_array(const int *a, int n, visit_fn f, void *ctx) {
  int sum = 0;
  for (int i = 0; i < n; i++) sum += f(a[i], ctx);
  return sum;
}

__attribute__((noinline)) int walk_list(const struct node *n, visit_fn f, void *ctx) {
  int count = 0;
  for (; n; n = n->next) {
    if (f(n->value, ctx) < 0) break;
    count++;
  }
  return count;
}

static struct node *make_list(int n) {
  struct node *head = NULL;
  for (int i = n; i > 0; i--) {
    struct node *x = (struct node *)malloc(sizeof *x);
    x->value = i * i;
    x->next = head;
    head = x;
  }
  return head;
}

static void free_list(struct node *n) {
  while (n) {
    struct node *next = n->next;
    free(n);
    n = next;
  }
}
}

struct Limit {
  int limit;
  int seen;
};

struct TooBig {
  int value;
  int position;
};

static int check(int v, void *ctx) {
  Limit *l = static_cast<Limit *>(ctx);
  l->seen++;
  if (v > l->limit) throw TooBig{v, l->seen};
  return v;
}

int main() {
  int data[] = {3, 1, 4, 1, 5, 9, 2, 6};
  for (int limit = 10; limit >= 4; limit -= 3) {
    Limit l{limit, 0};
    try {
      printf("limit %d: sum %d\n", limit, walk_array(data, 8, check, &l));
    } catch (TooBig &t) {
      printf("limit %d: %d at position %d\n", limit, t.value, t.position);
    }
  }
  struct node *list = make_list(10);
  for (int limit = 200; limit >= 30; limit -= 85) {
    Limit l{limit, 0};
    try {
      printf("list limit %d: %d nodes\n", limit, walk_list(list, check, &l));
    } catch (const TooBig &t) {
      printf("list limit %d: %d at position %d\n", limit, t.value, t.position);
    }
  }
  free_list(list);
  char *buf = (char *)malloc(32);
  try {
    strcpy(buf, "buffer");
    Limit l{0, 0};
    walk_array(data, 1, check, &l);
  } catch (...) {
    printf("catch-all frees the %s\n", buf);
    free(buf);
    buf = NULL;
  }
  return buf != NULL;
}
