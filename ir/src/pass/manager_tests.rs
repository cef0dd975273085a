//! Tests of the pass manager.
