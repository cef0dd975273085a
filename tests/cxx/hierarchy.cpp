// Catching class exceptions by base: single inheritance (__si_class_type_info),
// non-virtual multiple inheritance with a this-adjustment to the second base
// (__vmi_class_type_info), virtual calls on the caught object, slicing, and
// pointers caught by their exact type only.
#include <cstdio>

struct Base {
    int code;
    explicit Base(int c) : code(c) {}
    virtual ~Base() {}
    virtual const char *name() const { return "Base"; }
    virtual int value() const { return code; }
};

struct Mid : Base {
    explicit Mid(int c) : Base(c) {}
    const char *name() const override { return "Mid"; }
    int value() const override { return code * 10; }
};

struct Leaf : Mid {
    explicit Leaf(int c) : Mid(c) {}
    const char *name() const override { return "Leaf"; }
    int value() const override { return code * 100; }
};

static void throw_kind(int kind) {
    if (kind == 0) throw Base(1);
    if (kind == 1) throw Mid(2);
    if (kind == 2) throw Leaf(3);
    throw kind;
}

// The most derived handler first.
static void probe_derived_first(int kind) {
    try {
        throw_kind(kind);
    } catch (Leaf &e) {
        printf("derived-first(%d): Leaf& %s %d\n", kind, e.name(), e.value());
    } catch (Mid &e) {
        printf("derived-first(%d): Mid& %s %d\n", kind, e.name(), e.value());
    } catch (Base &e) {
        printf("derived-first(%d): Base& %s %d\n", kind, e.name(), e.value());
    } catch (...) {
        printf("derived-first(%d): not a Base\n", kind);
    }
}

// A base handler first takes every derived exception.
static void probe_base_first(int kind) {
    try {
        throw_kind(kind);
    } catch (const Base &e) {
        printf("base-first(%d): const Base& %s %d\n", kind, e.name(), e.value());
    } catch (...) {
        printf("base-first(%d): not a Base\n", kind);
    }
}

// Catching by value slices: the handler's object is a Base.
static void probe_slice(int kind) {
    try {
        throw_kind(kind);
    } catch (Mid e) {
        printf("slice(%d): Mid by value %s %d\n", kind, e.name(), e.value());
    } catch (Base e) {
        printf("slice(%d): Base by value %s %d\n", kind, e.name(), e.value());
    } catch (int i) {
        printf("slice(%d): int %d\n", kind, i);
    }
}

struct Left {
    int l;
    virtual ~Left() {}
    virtual const char *who() const { return "Left"; }
};

struct Right {
    int r;
    virtual ~Right() {}
    virtual const char *side() const { return "Right"; }
};

struct Both : Left, Right {
    int b;
    explicit Both(int x) { l = x; r = x + 1; b = x + 2; }
    const char *side() const override { return "Right side of Both"; }
};

// Non-polymorphic multiple inheritance.
struct P1 { int a; };
struct P2 { int b; };
struct PP : P1, P2 { int c; };

// A private base does not match a handler for that base.
struct Hidden : private Base {
    Hidden() : Base(9) {}
};

int main() {
    for (int k = 0; k < 4; k++) probe_derived_first(k);
    for (int k = 0; k < 4; k++) probe_base_first(k);
    for (int k = 0; k < 4; k++) probe_slice(k);

    try {
        throw Both(10);
    } catch (Right &r) {
        // r refers to the Right subobject: its fields and vtable must be right.
        printf("Both as Right&: r=%d %s\n", r.r, r.side());
        Both &whole = static_cast<Both &>(r);
        printf("  back to Both: l=%d r=%d b=%d %s\n", whole.l, whole.r, whole.b, whole.who());
    }
    try {
        throw Both(20);
    } catch (const Left &l) {
        printf("Both as Left&: l=%d %s\n", l.l, l.who());
    }
    try {
        PP pp;
        pp.a = 1; pp.b = 2; pp.c = 3;
        throw pp;
    } catch (P2 &p) {
        printf("PP as P2&: b=%d, PP::c=%d\n", p.b, static_cast<PP &>(p).c);
    }
    try {
        throw Hidden();
    } catch (Base &) {
        printf("Hidden as Base&: wrong\n");
    } catch (...) {
        printf("Hidden: private base not matched\n");
    }

    // Pointers, caught by their exact type.
    Leaf leaf(4);
    try {
        throw &leaf;
    } catch (int) {
        printf("Leaf*: wrong\n");
    } catch (Leaf *p) {
        printf("Leaf* caught as Leaf*: %s %d, same object: %d\n", p->name(), p->value(), p == &leaf);
    }
    const Mid mid(5);
    try {
        throw &mid;
    } catch (Leaf *) {
        printf("const Mid*: wrong\n");
    } catch (const Mid *p) {
        printf("const Mid* caught as const Mid*: %s %d\n", p->name(), p->value());
    }
    return 0;
}
