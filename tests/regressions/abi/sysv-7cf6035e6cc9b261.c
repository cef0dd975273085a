#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef float af_v4f __attribute__((vector_size(16)));
typedef double af_v2d __attribute__((vector_size(16)));
typedef int af_v4i __attribute__((vector_size(16)));
typedef signed char af_v16b __attribute__((vector_size(16)));
typedef struct { int lo, hi; } af_range;
static int af_failures;
static void af_check(int pos, unsigned long long id, const char *dir, int arg, const unsigned char *exp,
                     const unsigned char *got, const af_range *r, int nr) {
  int shown = 0, more = 0;
  for (int i = 0; i < nr; i++)
    for (int b = r[i].lo; b < r[i].hi; b++)
      if (exp[b] != got[b]) {
        af_failures++;
        if (shown < 4) {
          char what[16];
          if (arg < 0) snprintf(what, sizeof what, "ret"); else snprintf(what, sizeof what, "arg %d", arg);
          printf("M %d sig %llu %s %s byte %d: expected 0x%02x got 0x%02x\n", pos, id, dir, what, b, exp[b], got[b]);
          shown++;
        } else {
          more++;
        }
      }
  if (more) printf("M %d sig %llu %s (%d more mismatching bytes)\n", pos, id, dir, more);
}

/* sig 0 */
struct af_s0_0 { signed char f0; signed char f1; };
_Static_assert(sizeof(struct af_s0_0) == 2 && _Alignof(struct af_s0_0) == 1, "layout of af_s0_0");
unsigned char af_pat_0_0[2] __attribute__((aligned(64))) = {0xa6,0x01};
unsigned char af_cin_0_0[2] __attribute__((aligned(64)));
unsigned char af_kin_0_0[2] __attribute__((aligned(64)));
static const af_range af_rg_0_0[] = {{0,2}};
unsigned char af_ret_0[2] __attribute__((aligned(64))) = {0x9d,0x3a};
unsigned char af_kres_0[2] __attribute__((aligned(64)));
static const af_range af_rg_0_r[] = {{0,2}};
struct af_s0_0 c_callee_0(short a0) {
  memcpy(af_cin_0_0, &a0, sizeof a0);
  struct af_s0_0 r; memcpy(&r, af_ret_0, sizeof r); return r;
}
extern struct af_s0_0 kiln_callee_0(short);
extern void kiln_caller_0(void);
static void af_test_0(void) {
  printf("start 0 a\n");
  {
    short a0; memcpy(&a0, af_pat_0_0, sizeof a0);
    struct af_s0_0 r = kiln_callee_0(a0);
    af_check(0, 0ULL, "c->kiln", 0, af_pat_0_0, af_kin_0_0, af_rg_0_0, sizeof af_rg_0_0 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", -1, af_ret_0, (const unsigned char *)&r, af_rg_0_r, sizeof af_rg_0_r / sizeof(af_range));
  }
  printf("start 0 b\n");
  kiln_caller_0();
  af_check(0, 0ULL, "kiln->c", 0, af_pat_0_0, af_cin_0_0, af_rg_0_0, sizeof af_rg_0_0 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", -1, af_ret_0, af_kres_0, af_rg_0_r, sizeof af_rg_0_r / sizeof(af_range));
}

static void (*const af_tests[])(void) = {af_test_0};
int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int n = (int)(sizeof af_tests / sizeof af_tests[0]);
  for (int i = argc > 1 ? atoi(argv[1]) : 0; i < n; i++) af_tests[i]();
  printf("done %d\n", af_failures);
  return 0;
}
