// Exceptions in several threads at once: each thread throws and catches its own
// exceptions (the exception state is per thread), an exception escaping a std::async task
// reaches the thread that calls get(), and an exception_ptr made in one thread is
// rethrown in another. Results are printed after the threads are joined.
#include <cstdio>
#include <exception>
#include <future>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

struct Guard {
  int *count;
  ~Guard() { ++*count; }
};

static void worker(int id, long *result) {
  long acc = 0;
  int destroyed = 0;
  for (int i = 0; i < 2000; i++) {
    try {
      Guard g{&destroyed};
      if ((i + id) % 3 == 0) throw i;
      if ((i + id) % 3 == 1) throw std::runtime_error(std::to_string(i));
      acc += 1;
    } catch (int v) {
      acc += v % 7;
    } catch (const std::exception &e) {
      acc += (long)std::string(e.what()).size();
    }
  }
  *result = acc * 10000 + destroyed;
}

static int task(int x) {
  if (x % 2) throw std::invalid_argument("odd " + std::to_string(x));
  return x * x;
}

int main() {
  long results[4];
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; t++) threads.emplace_back(worker, t, &results[t]);
  for (auto &t : threads) t.join();
  for (int t = 0; t < 4; t++) printf("thread %d: %ld\n", t, results[t]);

  std::vector<std::future<int>> futures;
  for (int x = 1; x <= 4; x++) futures.push_back(std::async(std::launch::async, task, x));
  for (size_t i = 0; i < futures.size(); i++) {
    try {
      printf("task %zu: %d\n", i + 1, futures[i].get());
    } catch (const std::invalid_argument &e) {
      printf("task %zu: invalid_argument %s\n", i + 1, e.what());
    }
  }

  std::exception_ptr from_thread;
  std::thread([&from_thread] {
    try {
      throw std::out_of_range("made in another thread");
    } catch (...) {
      from_thread = std::current_exception();
    }
  }).join();
  try {
    std::rethrow_exception(from_thread);
  } catch (const std::out_of_range &e) {
    printf("rethrown in main: %s\n", e.what());
  }
  return 0;
}
