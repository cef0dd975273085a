//! The pass manager (to be written).
