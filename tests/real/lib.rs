//! Empty: this package only names the crates whose C sources tests/tests/real_programs.rs builds.
