//! Test support for Kiln integration tests.
