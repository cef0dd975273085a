// The Kiln half of through_both: exceptions thrown in Kiln code cross g++ frames back into
// Kiln handlers, and callbacks into g++ code throw into Kiln handlers.
#include "common.h"
#include <exception>
#include <functional>
#include <stdexcept>

void gxx_g(int depth);

__attribute__((noinline)) void kiln_h(int depth) {
    Trace t("kiln_h");
    if (depth == 0)
        throw AppError(100);
    if (depth == 1)
        throw std::runtime_error("runtime_error from kiln_h");
    gxx_g(depth - 2);
}

int kiln_f(int depth) {
    Trace t("kiln_f");
    try {
        gxx_g(depth);
        std::puts("kiln_f: no exception");
    } catch (const AppError &e) {
        std::printf("kiln_f caught AppError %d at depth %d\n", e.code, depth);
        return e.code + depth;
    } catch (const std::exception &e) {
        std::printf("kiln_f caught std::exception: %s\n", e.what());
        throw;
    }
    return -1;
}

int kiln_call_function(const std::function<int(int)> &fn, int x) {
    Trace t("kiln_call_function");
    try {
        return fn(x);
    } catch (const std::exception &e) {
        std::printf("kiln_call_function caught: %s\n", e.what());
        return -1;
    }
}

int kiln_call_pointer(int (*fp)(int), int x) {
    Trace t("kiln_call_pointer");
    try {
        return fp(x);
    } catch (int v) {
        std::printf("kiln_call_pointer caught int %d\n", v);
        return -2;
    }
}

std::exception_ptr kiln_capture(int (*fp)(int), int x) {
    try {
        fp(x);
    } catch (...) {
        std::puts("kiln_capture: keeping the exception for later");
        return std::current_exception();
    }
    return nullptr;
}
