//! The function builder with SSA construction from variables (to be written).
