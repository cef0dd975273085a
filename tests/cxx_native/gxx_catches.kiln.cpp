// The Kiln half of gxx_catches: throws from a few frames deep, through frames with destructors,
// for main in the g++ half to catch; one function catches, modifies and rethrows.
#include "common.h"
#include <stdexcept>
#include <string>

__attribute__((noinline)) static void leaf(int kind) {
    Trace t("leaf");
    switch (kind) {
    case 0:
        throw std::runtime_error("runtime_error thrown by Kiln code");
    case 1:
        throw std::string("a std::string thrown by Kiln code");
    case 2:
        throw 1234;
    case 3:
        throw Circle(5);
    case 4:
        throw Square(6);
    case 5:
        throw AppError(9);
    }
    std::printf("leaf(%d): nothing thrown\n", kind);
}

__attribute__((noinline)) static void middle(int kind) {
    Trace t("middle");
    std::string note = "middle's heap string for kind " + std::to_string(kind) + " is long enough";
    leaf(kind);
    std::printf("%s\n", note.c_str());
}

__attribute__((noinline)) void kiln_throw(int kind) {
    Trace t("kiln_throw");
    middle(kind);
}

void kiln_modify_rethrow() {
    Trace t("kiln_modify_rethrow");
    try {
        kiln_throw(5);
    } catch (AppError &e) {
        std::printf("kiln_modify_rethrow: code %d -> %d\n", e.code, e.code * 10);
        e.code *= 10;
        throw;
    }
}

void kiln_translate() {
    try {
        kiln_throw(2);
    } catch (int v) {
        throw std::out_of_range("translated from int " + std::to_string(v));
    }
}
