//! Kiln library facade.
