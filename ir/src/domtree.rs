//! Dominator tree analysis (to be written).
