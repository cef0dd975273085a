// The g++ half of through_both (holds main): main -> Kiln kiln_f -> g++ gxx_g -> Kiln kiln_h,
// which throws; callbacks from Kiln into g++ code throw back into Kiln handlers.
#include "common.h"
#include <exception>
#include <functional>
#include <stdexcept>

void kiln_h(int depth);
int kiln_f(int depth);
int kiln_call_function(const std::function<int(int)> &fn, int x);
int kiln_call_pointer(int (*fp)(int), int x);
std::exception_ptr kiln_capture(int (*fp)(int), int x);

__attribute__((noinline)) void gxx_g(int depth) {
    Trace t("gxx_g");
    try {
        kiln_h(depth);
    } catch (const std::out_of_range &) {
        std::puts("gxx_g: out_of_range (wrong)");
    }
}

static int throws_int(int x) {
    Trace t("throws_int");
    if (x > 2)
        throw x * 3;
    return x;
}

int main() {
    std::puts("through_both: start");
    std::printf("kiln_f(0) = %d\n", kiln_f(0));
    std::printf("kiln_f(2) = %d\n", kiln_f(2));
    try {
        kiln_f(3);
    } catch (const std::runtime_error &e) {
        std::printf("main caught: %s\n", e.what());
    }
    int base = 10;
    std::function<int(int)> fn = [base](int x) -> int {
        Trace t("lambda");
        if (x > base)
            throw std::invalid_argument("lambda argument too large");
        return x + base;
    };
    std::printf("kiln_call_function(fn, 5) = %d\n", kiln_call_function(fn, 5));
    std::printf("kiln_call_function(fn, 50) = %d\n", kiln_call_function(fn, 50));
    std::printf("kiln_call_pointer(throws_int, 1) = %d\n", kiln_call_pointer(throws_int, 1));
    std::printf("kiln_call_pointer(throws_int, 4) = %d\n", kiln_call_pointer(throws_int, 4));
    std::exception_ptr p = kiln_capture(throws_int, 7);
    try {
        std::rethrow_exception(p);
    } catch (int v) {
        std::printf("main rethrew the captured int %d\n", v);
    }
    std::puts("through_both: done");
    return 0;
}
