//! Linear-scan register allocation over machine IR, with a checker (later issue).
