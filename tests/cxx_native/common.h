// Types shared by the two halves of every mixed-object program in tests/cxx_native: each
// half is compiled by a different compiler (clang++-19 to IR built by Kiln, and g++), so the
// inline virtual functions, vtables and type infos below are emitted as COMDAT copies in both
// objects and the linker keeps one of them.
#ifndef KILN_CXX_NATIVE_COMMON_H
#define KILN_CXX_NATIVE_COMMON_H

#include <cstdio>
#include <exception>

// A user exception derived from std::exception.
struct AppError : std::exception {
    int code;
    explicit AppError(int c) : code(c) {}
    const char *what() const noexcept override { return "AppError"; }
};

// A small class hierarchy thrown by value and caught by reference to the base.
struct Shape {
    int id;
    explicit Shape(int i) : id(i) {}
    virtual ~Shape() {}
    virtual const char *name() const { return "shape"; }
};

struct Circle : Shape {
    explicit Circle(int i) : Shape(i) {}
    const char *name() const override { return "circle"; }
};

struct Square : Shape {
    explicit Square(int i) : Shape(i) {}
    const char *name() const override { return "square"; }
};

// Prints when a frame is entered and when its locals are destroyed (normally or by unwinding).
struct Trace {
    const char *name;
    explicit Trace(const char *n) : name(n) { std::printf("enter %s\n", name); }
    ~Trace() { std::printf("leave %s\n", name); }
};

#endif
