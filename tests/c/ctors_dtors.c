#include <stdio.h>
__attribute__((destructor(300))) static void d300(void) { puts("d300"); }
__attribute__((destructor(200))) static void d200(void) { puts("d200"); }
__attribute__((destructor)) static void dA(void) { puts("dA"); }
__attribute__((destructor)) static void dB(void) { puts("dB"); }
__attribute__((constructor)) static void cA(void) { puts("cA"); }
__attribute__((constructor)) static void cB(void) { puts("cB"); }
__attribute__((constructor(150))) static void c150(void) { puts("c150"); }
int main(void) { puts("main"); return 0; }
