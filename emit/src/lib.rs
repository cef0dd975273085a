//! Frame layout, machine-code encoding and ELF/COFF/Mach-O object writing (later issue).
