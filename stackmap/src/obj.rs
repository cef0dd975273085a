//! Finding the stack map section in an ELF, COFF or Mach-O file (feature `object`).
//!
//! llc puts the section in `.llvm_stackmaps` (ELF, COFF) or `__LLVM_STACKMAPS,__llvm_stackmaps`
//! (Mach-O). In a relocatable object each function's address field is filled by a 64-bit absolute
//! relocation against the function's symbol (ELF: `R_X86_64_64`, addend in the relocation, or
//! against the `.text` section symbol plus the function's offset for a local function; COFF:
//! `IMAGE_REL_AMD64_ADDR64`; Mach-O: `X86_64_RELOC_UNSIGNED`; both with the addend in the field).

use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget, SymbolKind};

use crate::format::{function_address_offset, FUNCTION_SIZE, HEADER_SIZE};

/// The section name on ELF and COFF.
pub const SECTION_NAME: &str = ".llvm_stackmaps";
/// The segment and section names on Mach-O.
pub const MACHO_SEGMENT_NAME: &str = "__LLVM_STACKMAPS";
pub const MACHO_SECTION_NAME: &str = "__llvm_stackmaps";

/// The stack map section of an object file or linked image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectStackMaps<'data> {
    /// The section's bytes as stored in the file (for a relocatable object, before relocation).
    /// A linked image may hold several stack maps back to back: see [`crate::parse_all`].
    pub data: &'data [u8],
    /// The section's address: its link-time virtual address in an image, as the object file
    /// says in a relocatable object (0 on ELF and COFF).
    pub address: u64,
    /// The relocations that apply to the section, in file order (none in a linked image).
    pub relocations: Vec<AddressRelocation>,
}

/// A 64-bit absolute relocation in the section: for an object written by llc, one per function,
/// filling its address field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressRelocation {
    /// Offset of the relocated field within the section.
    pub offset: u64,
    /// The function symbol the field is relocated against. A relocation against a section symbol
    /// is resolved to the symbol defined at that section offset, with `addend` 0; `None` if none
    /// is.
    pub symbol: Option<String>,
    /// The addend: explicit (ELF RELA) or read from the field (COFF, Mach-O).
    pub addend: i64,
}

impl AddressRelocation {
    /// The function whose address field this relocation fills, if it fills one, in the first
    /// stack map of the section.
    pub fn function_index(&self, num_functions: usize) -> Option<usize> {
        let offset = usize::try_from(self.offset).ok()?.checked_sub(HEADER_SIZE)?;
        let index = offset / FUNCTION_SIZE;
        (function_address_offset(index) == offset + HEADER_SIZE && index < num_functions).then_some(index)
    }
}

/// Why [`from_object`] failed.
#[derive(Debug)]
pub enum ObjectError {
    /// The `object` crate could not read the file or a part of it.
    Object(object::Error),
    /// The file has no stack map section.
    NoStackMapSection,
    /// A relocation in the section is not a 64-bit absolute one, or its target cannot be read.
    UnsupportedRelocation { offset: u64 },
}

impl std::fmt::Display for ObjectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ObjectError::Object(e) => write!(f, "cannot read the object file: {e}"),
            ObjectError::NoStackMapSection => write!(f, "the file has no {SECTION_NAME} section"),
            ObjectError::UnsupportedRelocation { offset } => {
                write!(f, "unsupported relocation at offset {offset:#x} of the stack map section")
            }
        }
    }
}

impl std::error::Error for ObjectError {}

impl From<object::Error> for ObjectError {
    fn from(e: object::Error) -> ObjectError {
        ObjectError::Object(e)
    }
}

/// Finds the stack map section of an ELF, COFF or Mach-O file and its relocations.
pub fn from_object(bytes: &[u8]) -> Result<ObjectStackMaps<'_>, ObjectError> {
    let file = object::File::parse(bytes)?;
    let is_macho = file.format() == object::BinaryFormat::MachO;
    let section = file
        .sections()
        .find(|s| {
            if is_macho {
                s.segment_name().ok().flatten() == Some(MACHO_SEGMENT_NAME) && s.name().ok() == Some(MACHO_SECTION_NAME)
            } else {
                s.name().ok() == Some(SECTION_NAME)
            }
        })
        .ok_or(ObjectError::NoStackMapSection)?;
    let data = section.data()?;

    let mut relocations = Vec::new();
    for (offset, reloc) in section.relocations() {
        let unsupported = ObjectError::UnsupportedRelocation { offset };
        if reloc.kind() != object::RelocationKind::Absolute || reloc.size() != 64 {
            return Err(unsupported);
        }
        let mut addend = reloc.addend();
        if reloc.has_implicit_addend() {
            let at = usize::try_from(offset).map_err(|_| ObjectError::UnsupportedRelocation { offset })?;
            let field = data.get(at..at.saturating_add(8)).ok_or(ObjectError::UnsupportedRelocation { offset })?;
            addend = addend.wrapping_add(i64::from_le_bytes(field.try_into().expect("8 bytes")));
        }
        let (symbol, addend) = match reloc.target() {
            RelocationTarget::Symbol(index) => {
                let sym = file.symbol_by_index(index).map_err(|_| unsupported)?;
                if sym.kind() == SymbolKind::Section {
                    let target = sym.address().wrapping_add(addend as u64);
                    match sym.section_index().and_then(|s| symbol_at(&file, s, target)) {
                        Some(name) => (Some(name), 0),
                        None => (None, addend),
                    }
                } else {
                    (sym.name().ok().map(str::to_owned), addend)
                }
            }
            // Mach-O "non-extern" relocations: the field holds the target's address.
            RelocationTarget::Section(index) => {
                let base = if is_macho { 0 } else { file.section_by_index(index)?.address() };
                match symbol_at(&file, index, base.wrapping_add(addend as u64)) {
                    Some(name) => (Some(name), 0),
                    None => (None, addend),
                }
            }
            _ => return Err(unsupported),
        };
        relocations.push(AddressRelocation { offset, symbol, addend });
    }
    Ok(ObjectStackMaps { data, address: section.address(), relocations })
}

/// The name of the symbol defined at `address` in `section`: a function symbol if there is one,
/// else any other named symbol that is not a section symbol.
fn symbol_at(file: &object::File<'_>, section: object::SectionIndex, address: u64) -> Option<String> {
    let named = |s: &object::Symbol<'_, '_>| {
        let here = s.section_index() == Some(section) && s.address() == address && s.kind() != SymbolKind::Section;
        here.then(|| s.name().ok().filter(|n| !n.is_empty()).map(str::to_owned)).flatten()
    };
    let text = file.symbols().filter(|s| s.kind() == SymbolKind::Text).find_map(|s| named(&s));
    text.or_else(|| file.symbols().find_map(|s| named(&s)))
}
