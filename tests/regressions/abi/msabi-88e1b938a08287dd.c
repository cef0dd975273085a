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
unsigned char af_pat_0_0[16] __attribute__((aligned(64))) = {0xa6,0x01,0xec,0x4f,0x2a,0x95,0x70,0xd3,0xbe,0x19,0x84,0x67,0xc2,0xad,0x08,0xeb};
unsigned char af_cin_0_0[16] __attribute__((aligned(64)));
unsigned char af_kin_0_0[16] __attribute__((aligned(64)));
static const af_range af_rg_0_0[] = {{0,16}};
unsigned char af_pat_0_1[4] __attribute__((aligned(64))) = {0xeb,0x4c,0xa1,0x02};
unsigned char af_cin_0_1[4] __attribute__((aligned(64)));
unsigned char af_kin_0_1[4] __attribute__((aligned(64)));
static const af_range af_rg_0_1[] = {{0,4}};
unsigned char af_pat_0_2[4] __attribute__((aligned(64))) = {0x2c,0x8b,0x66,0xc5};
unsigned char af_cin_0_2[4] __attribute__((aligned(64)));
unsigned char af_kin_0_2[4] __attribute__((aligned(64)));
static const af_range af_rg_0_2[] = {{0,4}};
unsigned char af_pat_0_3[16] __attribute__((aligned(64))) = {0x71,0xd6,0x3b,0x98,0xfd,0x42,0xa7,0x04,0x69,0xce,0x53,0xb0,0x15,0x7a,0xdf,0x3c};
unsigned char af_cin_0_3[16] __attribute__((aligned(64)));
unsigned char af_kin_0_3[16] __attribute__((aligned(64)));
static const af_range af_rg_0_3[] = {{0,16}};
unsigned char af_pat_0_4[1] __attribute__((aligned(64))) = {0xba};
unsigned char af_cin_0_4[1] __attribute__((aligned(64)));
unsigned char af_kin_0_4[1] __attribute__((aligned(64)));
static const af_range af_rg_0_4[] = {{0,1}};
unsigned char af_pat_0_5[16] __attribute__((aligned(64))) = {0xff,0x58,0xb5,0x16,0x73,0xcc,0x29,0x8a,0xe7,0x40,0xdd,0x3e,0x9b,0xf4,0x51,0xb2};
unsigned char af_cin_0_5[16] __attribute__((aligned(64)));
unsigned char af_kin_0_5[16] __attribute__((aligned(64)));
static const af_range af_rg_0_5[] = {{0,16}};
__attribute__((ms_abi)) void c_callee_0(__int128 a0, int a1, int a2, __int128 a3, signed char a4, af_v4i a5) {
  memcpy(af_cin_0_0, &a0, sizeof a0);
  memcpy(af_cin_0_1, &a1, sizeof a1);
  memcpy(af_cin_0_2, &a2, sizeof a2);
  memcpy(af_cin_0_3, &a3, sizeof a3);
  memcpy(af_cin_0_4, &a4, sizeof a4);
  memcpy(af_cin_0_5, &a5, sizeof a5);
}
extern __attribute__((ms_abi)) void kiln_callee_0(__int128, int, int, __int128, signed char, af_v4i);
extern __attribute__((ms_abi)) void kiln_caller_0(void);
static void af_test_0(void) {
  printf("start 0 a\n");
  {
    __int128 a0; memcpy(&a0, af_pat_0_0, sizeof a0);
    int a1; memcpy(&a1, af_pat_0_1, sizeof a1);
    int a2; memcpy(&a2, af_pat_0_2, sizeof a2);
    __int128 a3; memcpy(&a3, af_pat_0_3, sizeof a3);
    signed char a4; memcpy(&a4, af_pat_0_4, sizeof a4);
    af_v4i a5; memcpy(&a5, af_pat_0_5, sizeof a5);
    kiln_callee_0(a0, a1, a2, a3, a4, a5);
    af_check(0, 0ULL, "c->kiln", 0, af_pat_0_0, af_kin_0_0, af_rg_0_0, sizeof af_rg_0_0 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", 1, af_pat_0_1, af_kin_0_1, af_rg_0_1, sizeof af_rg_0_1 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", 2, af_pat_0_2, af_kin_0_2, af_rg_0_2, sizeof af_rg_0_2 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", 3, af_pat_0_3, af_kin_0_3, af_rg_0_3, sizeof af_rg_0_3 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", 4, af_pat_0_4, af_kin_0_4, af_rg_0_4, sizeof af_rg_0_4 / sizeof(af_range));
    af_check(0, 0ULL, "c->kiln", 5, af_pat_0_5, af_kin_0_5, af_rg_0_5, sizeof af_rg_0_5 / sizeof(af_range));
  }
  printf("start 0 b\n");
  kiln_caller_0();
  af_check(0, 0ULL, "kiln->c", 0, af_pat_0_0, af_cin_0_0, af_rg_0_0, sizeof af_rg_0_0 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 1, af_pat_0_1, af_cin_0_1, af_rg_0_1, sizeof af_rg_0_1 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 2, af_pat_0_2, af_cin_0_2, af_rg_0_2, sizeof af_rg_0_2 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 3, af_pat_0_3, af_cin_0_3, af_rg_0_3, sizeof af_rg_0_3 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 4, af_pat_0_4, af_cin_0_4, af_rg_0_4, sizeof af_rg_0_4 / sizeof(af_range));
  af_check(0, 0ULL, "kiln->c", 5, af_pat_0_5, af_cin_0_5, af_rg_0_5, sizeof af_rg_0_5 / sizeof(af_range));
}

static void (*const af_tests[])(void) = {af_test_0};
int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int n = (int)(sizeof af_tests / sizeof af_tests[0]);
  for (int i = argc > 1 ? atoi(argv[1]) : 0; i < n; i++) af_tests[i]();
  printf("done %d\n", af_failures);
  return 0;
}
