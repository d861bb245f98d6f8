/* Driver for vector_build_chains.fn.ll: vectors built by insertelement chains whose
 * elements are loaded between the insertions (as clang -O0 writes _mm_set_epi8), one
 * chain with a store between two insertions. */
#include <stdio.h>
#include <string.h>

typedef signed char v16i8 __attribute__((vector_size(16)));
typedef short v8i16 __attribute__((vector_size(16)));
typedef float v4f32 __attribute__((vector_size(16)));

v16i8 bytes_from(const signed char *p);
v16i8 bytes_with_store(signed char *p);
v8i16 words_from(const short *p);
v4f32 floats_from(const float *p);

int main(void) {
  signed char b[16];
  short w[8];
  float f[4];
  for (int i = 0; i < 16; i++) b[i] = (signed char)(i * 37 - 100);
  for (int i = 0; i < 8; i++) w[i] = (short)(i * 4099 - 20000);
  for (int i = 0; i < 4; i++) f[i] = i * 1.5f - 2.0f;
  v16i8 x = bytes_from(b);
  for (int i = 0; i < 16; i++) printf("%d ", x[i]);
  printf("\n");
  v16i8 y = bytes_with_store(b);
  for (int i = 0; i < 16; i++) printf("%d ", y[i]);
  printf("| %d %d\n", b[0], b[1]);
  v8i16 z = words_from(w);
  for (int i = 0; i < 8; i++) printf("%d ", z[i]);
  printf("\n");
  v4f32 g = floats_from(f);
  for (int i = 0; i < 4; i++) printf("%g ", g[i]);
  printf("\n");
  return 0;
}
