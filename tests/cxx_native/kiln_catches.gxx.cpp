// The g++ half of kiln_catches: throws standard and user exceptions for the Kiln half to catch.
#include "common.h"
#include <stdexcept>
#include <vector>

__attribute__((noinline)) void gxx_throw(int kind) {
    Trace t("gxx_throw");
    switch (kind) {
    case 0:
        throw std::runtime_error("runtime_error thrown by g++ code");
    case 1: {
        std::vector<int> v{1, 2, 3};
        std::printf("v.at(7) = %d\n", v.at(7));
        break;
    }
    case 2:
        throw 42;
    case 3:
        throw AppError(7);
    }
    std::printf("gxx_throw(%d): nothing thrown\n", kind);
}
