#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef float af_v4f __attribute__((vector_size(16)));
typedef double af_v2d __attribute__((vector_size(16)));
typedef int af_v4i __attribute__((vector_size(16)));
typedef signed char af_v16b __attribute__((vector_size(16)));
typedef float af_v2f __attribute__((vector_size(8)));
typedef int af_v2i __attribute__((vector_size(8)));
typedef float af_v8f __attribute__((vector_size(32)));
typedef double af_v4d __attribute__((vector_size(32)));
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
struct af_s0_0 { long long f0; long long f1; long long f2; } __attribute__((packed));
_Static_assert(sizeof(struct af_s0_0) == 24 && _Alignof(struct af_s0_0) == 1, "layout of af_s0_0");
struct af_s0_1 { void * f0; struct af_s0_0 f1; };
_Static_assert(sizeof(struct af_s0_1) == 32 && _Alignof(struct af_s0_1) == 8, "layout of af_s0_1");
struct af_s0_2 { signed char f0; };
_Static_assert(sizeof(struct af_s0_2) == 1 && _Alignof(struct af_s0_2) == 1, "layout of af_s0_2");
unsigned char af_pat_0_0[32] __attribute__((aligned(64))) = {0xa6,0x01,0xec,0x4f,0x2a,0x95,0x70,0xd3,0xbe,0x19,0x84,0x67,0xc2,0xad,0x08,0xeb,0x56,0x31,0x9c,0x7f,0xda,0x45,0x20,0x83,0x6e,0xc9,0xb4,0x17,0xf2,0x5d,0x38,0x9b};
unsigned char af_cin_0_0[32] __attribute__((aligned(64)));
static const af_range af_rg_0_0[] = {{0,32}};
unsigned char af_pat_0_1[16] __attribute__((aligned(64))) = {0xeb,0x4c,0xa1,0x02,0x67,0xd8,0x3d,0x9e,0xf3,0x54,0xc9,0x2a,0x8f,0xe0,0x45,0xa6};
unsigned char af_cin_0_1[16] __attribute__((aligned(64)));
static const af_range af_rg_0_1[] = {{0,16}};
unsigned char af_pat_0_2[32] __attribute__((aligned(64))) = {0x2c,0x8b,0x66,0x85,0xa0,0x1f,0xfa,0x19,0x34,0x93,0x0e,0xad,0x48,0x27,0x82,0x21,0xdc,0xbb,0x16,0xb5,0x50,0xcf,0xaa,0x09,0xe4,0x43,0x3e,0x9d,0x78,0xd7,0xb2,0x11};
unsigned char af_cin_0_2[32] __attribute__((aligned(64)));
static const af_range af_rg_0_2[] = {{0,32}};
unsigned char af_pat_0_3[4] __attribute__((aligned(64))) = {0x71,0xd6,0x3b,0x98};
unsigned char af_cin_0_3[4] __attribute__((aligned(64)));
static const af_range af_rg_0_3[] = {{0,4}};
unsigned char af_pat_0_4[8] __attribute__((aligned(64))) = {0xba,0x1d,0xf0,0x53,0x36,0x89,0x6c,0x8f};
unsigned char af_cin_0_4[8] __attribute__((aligned(64)));
static const af_range af_rg_0_4[] = {{0,8}};
unsigned char af_pat_0_5[1] __attribute__((aligned(64))) = {0xff};
unsigned char af_cin_0_5[1] __attribute__((aligned(64)));
static const af_range af_rg_0_5[] = {{0,1}};
unsigned char af_ret_0[4] __attribute__((aligned(64))) = {0x9d,0x3a,0xd7,0x74};
unsigned char af_kres_0[4] __attribute__((aligned(64)));
static const af_range af_rg_0_r[] = {{0,4}};
int c_callee_0(struct af_s0_1 a0, ...) {
  memcpy(af_cin_0_0, &a0, sizeof a0);
  va_list ap; va_start(ap, a0);
  { af_v2d v = __builtin_va_arg(ap, af_v2d); memcpy(af_cin_0_1, &v, sizeof v); }
  { af_v8f v = __builtin_va_arg(ap, af_v8f); memcpy(af_cin_0_2, &v, sizeof v); }
  { int v = __builtin_va_arg(ap, int); memcpy(af_cin_0_3, &v, sizeof v); }
  { double v = __builtin_va_arg(ap, double); memcpy(af_cin_0_4, &v, sizeof v); }
  { struct af_s0_2 v = __builtin_va_arg(ap, struct af_s0_2); memcpy(af_cin_0_5, &v, sizeof v); }
  va_end(ap);
  int r; memcpy(&r, af_ret_0, sizeof r); return r;
}
extern void kiln_caller_0(void);
static void af_test_0(void) {
  printf("start 0 b\n");
  kiln_caller_0();
  af_check(0, 0ULL, "kiln->c", 0, af_pat_0_0, af_cin_0_0, af_rg_0_0, sizeof af_rg_0_0 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 1, af_pat_0_1, af_cin_0_1, af_rg_0_1, sizeof af_rg_0_1 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 2, af_pat_0_2, af_cin_0_2, af_rg_0_2, sizeof af_rg_0_2 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 3, af_pat_0_3, af_cin_0_3, af_rg_0_3, sizeof af_rg_0_3 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 4, af_pat_0_4, af_cin_0_4, af_rg_0_4, sizeof af_rg_0_4 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 5, af_pat_0_5, af_cin_0_5, af_rg_0_5, sizeof af_rg_0_5 / sizeof(af_range));
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
