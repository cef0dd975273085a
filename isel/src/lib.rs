//! Instruction selection from Kiln IR to x86-64 machine IR over virtual registers (later issue).
