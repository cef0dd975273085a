//! Unit tests of instruction selection.
