/* Thread-locals defined in a library: one exported, one static, one array. */
__thread int tls_counter = 5;
static __thread int tls_local = 100;
__thread char tls_buf[16];

int bump(int by) {
  tls_counter += by;
  tls_local += 2 * by;
  tls_buf[by % 16]++;
  return tls_counter + tls_local + tls_buf[by % 16];
}

int *counter_addr(void) { return &tls_counter; }
int local_value(void) { return tls_local; }
