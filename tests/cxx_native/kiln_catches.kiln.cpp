// The Kiln half of kiln_catches (holds main): catches what the g++ half throws by
// const std::exception&, by value and with catch (...), rethrows with throw; to outer handlers,
// and destroys its locals while the exceptions unwind through it.
#include "common.h"
#include <stdexcept>
#include <string>

void gxx_throw(int kind);

static void by_std_exception(int kind) {
    Trace t("by_std_exception");
    try {
        gxx_throw(kind);
    } catch (const std::exception &e) {
        std::printf("std::exception: %s\n", e.what());
    }
}

static int by_value() {
    try {
        Trace t("by_value");
        gxx_throw(2);
    } catch (int v) {
        std::printf("int by value: %d\n", v);
        return v;
    }
    return -1;
}

static void app_error_by_value() {
    try {
        gxx_throw(3);
    } catch (AppError e) {
        e.code++;
        std::printf("AppError by value: %s, code now %d\n", e.what(), e.code);
    }
}

static void catch_all(int kind) {
    try {
        Trace t("catch_all");
        std::string s = "a local string";
        gxx_throw(kind);
    } catch (...) {
        std::printf("catch (...) for kind %d\n", kind);
    }
}

__attribute__((noinline)) static void rethrower(int kind) {
    Trace t("rethrower");
    try {
        gxx_throw(kind);
    } catch (const std::exception &e) {
        std::printf("rethrower saw: %s\n", e.what());
        throw;
    }
}

static void nested() {
    try {
        Trace outer("nested outer");
        try {
            Trace inner("nested inner");
            rethrower(0);
        } catch (const std::out_of_range &) {
            std::puts("inner out_of_range handler (wrong)");
        }
        std::puts("not reached");
    } catch (const std::runtime_error &e) {
        std::printf("outer runtime_error handler: %s\n", e.what());
    }
    try {
        try {
            rethrower(1);
        } catch (const std::out_of_range &e) {
            std::printf("inner out_of_range: %s\n", e.what());
            throw;
        }
    } catch (const std::logic_error &e) {
        std::printf("outer logic_error: %s\n", e.what());
    }
    try {
        try {
            gxx_throw(3);
        } catch (const AppError &e) {
            std::printf("inner AppError code %d: %s\n", e.code, e.what());
            throw;
        } catch (...) {
            std::puts("inner (...) (wrong)");
        }
    } catch (const std::exception &e) {
        std::printf("outer std::exception after rethrow: %s\n", e.what());
    }
    try {
        rethrower(2);
    } catch (int v) {
        std::printf("an int passes rethrower's std::exception handler: %d\n", v);
    }
}

int main() {
    std::puts("kiln_catches: start");
    for (int kind : {0, 1, 3, 4})
        by_std_exception(kind);
    int v = by_value();
    app_error_by_value();
    for (int kind = 0; kind < 5; kind++)
        catch_all(kind);
    nested();
    std::printf("kiln_catches: done %d\n", v);
    return 0;
}
