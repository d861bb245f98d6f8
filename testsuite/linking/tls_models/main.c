/* Several threads bump their own copies of the library's thread-locals. */
#include <pthread.h>
#include <stdio.h>

extern __thread int tls_counter;
int bump(int by);
int *counter_addr(void);
int local_value(void);

static void *worker(void *arg) {
  long id = (long)arg;
  int r = 0;
  for (int i = 0; i < 1000; i++)
    r = bump((int)id + 1);
  int same = &tls_counter == counter_addr();
  return (void *)(long)(r * 2 + same);
}

int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    printf("thread %d: %ld same=%ld\n", i, (long)r / 2, (long)r % 2);
  }
  printf("main: counter=%d local=%d same=%d\n", tls_counter, local_value(),
         &tls_counter == counter_addr());
  return 0;
}
