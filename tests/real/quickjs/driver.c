/* Evaluates the JavaScript file argv[1] (as a global script, with a `print` function that writes
   its arguments separated by spaces), runs pending jobs (promises), prints an uncaught exception
   and exits with 1 when there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "quickjs.h"

static JSValue print(JSContext *ctx, JSValueConst this_val, int argc, JSValueConst *argv) {
    (void)this_val;
    for (int i = 0; i < argc; i++) {
        const char *s = JS_ToCString(ctx, argv[i]);
        if (!s) return JS_EXCEPTION;
        printf("%s%s", i ? " " : "", s);
        JS_FreeCString(ctx, s);
    }
    printf("\n");
    return JS_UNDEFINED;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n + 1);
    if (fread(buf, 1, n, f) != (size_t)n) { fclose(f); free(buf); return NULL; }
    buf[n] = 0;
    fclose(f);
    *len = n;
    return buf;
}

static void report(JSContext *ctx) {
    JSValue e = JS_GetException(ctx);
    const char *s = JS_ToCString(ctx, e);
    printf("uncaught: %s\n", s ? s : "?");
    if (s) JS_FreeCString(ctx, s);
    JS_FreeValue(ctx, e);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s SCRIPT\n", argv[0]); return 2; }
    size_t len;
    char *src = read_file(argv[1], &len);
    if (!src) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    JSRuntime *rt = JS_NewRuntime();
    JSContext *ctx = JS_NewContext(rt);
    JSValue global = JS_GetGlobalObject(ctx);
    JS_SetPropertyStr(ctx, global, "print", JS_NewCFunction(ctx, print, "print", 1));
    JS_FreeValue(ctx, global);
    int rc = 0;
    JSValue v = JS_Eval(ctx, src, len, argv[1], JS_EVAL_TYPE_GLOBAL);
    if (JS_IsException(v)) { report(ctx); rc = 1; }
    JS_FreeValue(ctx, v);
    for (;;) {
        JSContext *c;
        int r = JS_ExecutePendingJob(rt, &c);
        if (r <= 0) { if (r < 0) { report(c); rc = 1; } break; }
    }
    fflush(stdout);
    JS_FreeContext(ctx);
    JS_FreeRuntime(rt);
    free(src);
    return rc;
}
