// The g++ half of gxx_catches (holds main): catches what the Kiln half throws.
#include "common.h"
#include <stdexcept>
#include <string>

void kiln_throw(int kind);
void kiln_modify_rethrow();
void kiln_translate();

int main() {
    std::puts("gxx_catches: start");
    for (int kind = 0; kind < 7; kind++) {
        try {
            kiln_throw(kind);
            std::printf("kind %d: no exception\n", kind);
        } catch (const std::runtime_error &e) {
            std::printf("kind %d: runtime_error: %s\n", kind, e.what());
        } catch (const std::string &s) {
            std::printf("kind %d: std::string: %s\n", kind, s.c_str());
        } catch (int v) {
            std::printf("kind %d: int %d\n", kind, v);
        } catch (const Circle &c) {
            std::printf("kind %d: Circle %s %d\n", kind, c.name(), c.id);
        } catch (const Shape &s) {
            std::printf("kind %d: Shape %s %d\n", kind, s.name(), s.id);
        } catch (const std::exception &e) {
            std::printf("kind %d: std::exception: %s\n", kind, e.what());
        }
    }
    try {
        kiln_modify_rethrow();
    } catch (const AppError &e) {
        std::printf("main: AppError code %d\n", e.code);
    }
    try {
        kiln_translate();
    } catch (const std::logic_error &e) {
        std::printf("main: logic_error: %s\n", e.what());
    }
    std::puts("gxx_catches: done");
    return 0;
}
