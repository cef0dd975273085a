//! Hand-built stack maps: the byte layout against a golden encoding, round trips, the reader's
//! errors, hostile input, the builder's constant pooling and the return-address lookup.

use kiln_stackmap::{
    function_address_offset, parse, parse_all, x86_64, Builder, CallsiteIndex, Error, Function, LiveOut, Location,
    LocationKind, Part, Record, StackMap, DYNAMIC_STACK_SIZE,
};

/// One function with two records: an even and an odd number of locations, no and one live-out.
fn small() -> StackMap {
    StackMap {
        functions: vec![Function { address: 0x1122_3344_5566_7788, stack_size: 16, record_count: 2 }],
        constants: vec![0x8000_0000],
        records: vec![
            Record {
                id: 7,
                instruction_offset: 0x10,
                locations: vec![Location::register(x86_64::RBX, 8), Location::constant_index(0)],
                live_outs: vec![],
            },
            Record {
                id: 9,
                instruction_offset: 0x20,
                locations: vec![Location::indirect(x86_64::RSP, 8, 8)],
                live_outs: vec![LiveOut { dwarf_reg: x86_64::RAX, size: 8 }],
            },
        ],
    }
}

#[rustfmt::skip]
const SMALL_BYTES: [u8; 136] = [
    // header: version 3, reserved; 1 function, 1 constant, 2 records
    3, 0, 0, 0,  1, 0, 0, 0,  1, 0, 0, 0,  2, 0, 0, 0,
    // function: address, stack size 16, record count 2
    0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11,  16, 0, 0, 0, 0, 0, 0, 0,  2, 0, 0, 0, 0, 0, 0, 0,
    // constant 0x80000000
    0, 0, 0, 0x80, 0, 0, 0, 0,
    // record 0 (offset 48): id 7, instruction offset 0x10, flags 0, 2 locations
    7, 0, 0, 0, 0, 0, 0, 0,  0x10, 0, 0, 0,  0, 0,  2, 0,
    //   Register rbx, size 8
    1, 0, 8, 0, 3, 0, 0, 0, 0, 0, 0, 0,
    //   ConstantIndex #0, size 8
    5, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    //   (already 8-aligned) padding u16, 0 live-outs, padding to 8
    0, 0, 0, 0,  0, 0, 0, 0,
    // record 1 (offset 96): id 9, instruction offset 0x20, flags 0, 1 location
    9, 0, 0, 0, 0, 0, 0, 0,  0x20, 0, 0, 0,  0, 0,  1, 0,
    //   Indirect [rsp + 8], size 8
    3, 0, 8, 0, 7, 0, 0, 0, 8, 0, 0, 0,
    //   padding to 8, padding u16, 1 live-out
    0, 0, 0, 0,  0, 0,  1, 0,
    //   live-out rax, size 8 (already 8-aligned)
    0, 0, 0, 8,
];

/// Every location kind, odd and even location counts, live-outs of both parities, a dynamic
/// frame, a function with records in the middle of others, extreme field values.
fn every_kind() -> StackMap {
    let mut b = Builder::new();
    b.function(0x40_1000, 8);
    let c1 = b.constant(1 << 40);
    let c2 = b.constant(-1);
    let c3 = b.constant(i64::MIN);
    b.record(
        1,
        4,
        vec![
            Location::register(x86_64::RDI, 8),
            Location::register(x86_64::XMM0 + 3, 16),
            Location::direct(x86_64::RBP, -56, 8),
            Location::indirect(x86_64::RSP, 24, 8),
            c1,
            c2,
            c3,
        ],
        vec![LiveOut { dwarf_reg: x86_64::RBX, size: 8 }, LiveOut { dwarf_reg: x86_64::XMM0, size: 16 }],
    );
    b.record(u64::MAX, u32::MAX, vec![], vec![]);
    b.function(0x40_2000, DYNAMIC_STACK_SIZE);
    let again = b.constant(1 << 40);
    b.record(
        0,
        0,
        vec![again, Location { kind: LocationKind::Register, size: 4, dwarf_reg: 0xffff, offset_or_constant: 4 }],
        vec![LiveOut { dwarf_reg: 0xffff, size: 0xff }, LiveOut::default(), LiveOut::default()],
    );
    b.function(0x40_3000, 0);
    b.record(3, 3, vec![Location::constant(i32::MIN)], vec![LiveOut { dwarf_reg: 7, size: 8 }]);
    b.finish()
}

#[test]
fn writer_matches_the_golden_layout() {
    let (bytes, address_offsets) = small().write();
    assert_eq!(bytes, SMALL_BYTES);
    assert_eq!(address_offsets, vec![16]);
    assert_eq!(small().encoded_len(), SMALL_BYTES.len());
    assert_eq!(parse(&SMALL_BYTES).unwrap(), small());
}

#[test]
fn round_trips() {
    for map in [StackMap::default(), small(), every_kind()] {
        map.validate().unwrap();
        let (bytes, offsets) = map.write();
        assert_eq!(bytes.len() % 8, 0);
        assert_eq!(bytes.len(), map.encoded_len());
        assert_eq!(offsets, (0..map.functions.len()).map(function_address_offset).collect::<Vec<_>>());
        for (i, &at) in offsets.iter().enumerate() {
            assert_eq!(bytes[at..at + 8], map.functions[i].address.to_le_bytes());
        }
        assert_eq!(parse(&bytes).unwrap(), map);
    }
}

#[test]
fn display_matches_llvm_readobj() {
    let expected = "\
LLVM StackMap Version: 3
Num Functions: 1
  Function address: 1234605616436508552, stack size: 16, callsite record count: 2
Num Constants: 1
  #1: 2147483648
Num Records: 2
  Record ID: 7, instruction offset: 16
    2 locations:
      #1: Register R#3, size: 8
      #2: ConstantIndex #0 (2147483648), size: 8
    0 live-outs: [ ]
  Record ID: 9, instruction offset: 32
    1 locations:
      #1: Indirect [R#7 + 8], size: 8
    1 live-outs: [ R#0 (8-bytes) ]
";
    assert_eq!(small().to_string(), expected);
}

#[test]
fn builder_pools_constants_like_llvm() {
    // The constants of `@constants` in tests/ir/stackmaps.ll; llvm.rs checks llc agrees.
    let mut b = Builder::new();
    let values = [0, -1, 7, 2147483647, 2147483648, -2147483648, -2147483649, 0x0123_4567_89AB_CDEF, 2147483648, -3];
    let locations: Vec<Location> = values.iter().map(|&v| b.constant(v)).collect();
    let undef = b.undef();
    b.function(0, 8);
    b.record(1, 4, locations.clone(), vec![]);
    let map = b.finish();
    assert_eq!(map.constants, vec![0x8000_0000, (-2147483649i64) as u64, 0x0123_4567_89AB_CDEF, 0xFEFE_FEFE]);
    let kinds: Vec<_> = locations.iter().map(|l| (l.kind, l.offset_or_constant)).collect();
    use LocationKind::{Constant as C, ConstantIndex as I};
    #[rustfmt::skip]
    assert_eq!(kinds, [(C, 0), (C, -1), (C, 7), (C, i32::MAX), (I, 0), (C, i32::MIN), (I, 1), (I, 2), (I, 0), (C, -3)]);
    assert_eq!(undef, Location::constant_index(3));
    for (loc, &v) in locations.iter().zip(&values) {
        assert_eq!(map.constant_value(loc), Some(v));
    }
    assert_eq!(map.functions[0].record_count, 1);
}

#[test]
fn reader_errors_are_precise() {
    assert_eq!(parse(&[]), Err(Error::Truncated { part: Part::Header, offset: 0, needed: 16, len: 0 }));

    let mut bad_version = SMALL_BYTES;
    bad_version[0] = 2;
    assert_eq!(parse(&bad_version), Err(Error::BadVersion { offset: 0, version: 2 }));

    // Counts promising more than the section holds are caught before anything is allocated.
    let mut huge = SMALL_BYTES[..16].to_vec();
    huge[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(parse(&huge), Err(Error::Truncated { part: Part::Function(0), offset: 16, needed: 24, len: 16 }));
    let mut huge_records = SMALL_BYTES;
    huge_records[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(
        parse(&huge_records),
        Err(Error::Truncated { part: Part::RecordHeader(2), offset: 136, needed: 16, len: 136 })
    );

    let mut mismatch = SMALL_BYTES;
    mismatch[32] = 3; // record count of function 0
    assert_eq!(parse(&mismatch), Err(Error::RecordCountMismatch { sum_of_record_counts: 3, num_records: 2 }));

    let mut kind = SMALL_BYTES;
    kind[48 + 16 + 12] = 9; // kind of record 0, location 1
    assert_eq!(parse(&kind), Err(Error::BadLocationKind { record: 0, location: 1, kind: 9 }));

    let mut index = SMALL_BYTES;
    index[48 + 16 + 12 + 8] = 1; // record 0, location 1: ConstantIndex #1, pool of 1
    assert_eq!(
        parse(&index),
        Err(Error::ConstantIndexOutOfRange { record: 0, location: 1, index: 1, num_constants: 1 })
    );

    assert_eq!(
        parse(&SMALL_BYTES[..120]),
        Err(Error::Truncated { part: Part::Location { record: 1, location: 0 }, offset: 112, needed: 12, len: 120 })
    );
    // Record 1 claiming a second location reads the padding after its first: kind 0.
    let mut location = SMALL_BYTES;
    location[96 + 14] = 2;
    assert_eq!(parse(&location), Err(Error::BadLocationKind { record: 1, location: 1, kind: 0 }));

    assert_eq!(
        parse(&SMALL_BYTES[..132]),
        Err(Error::Truncated { part: Part::LiveOut { record: 1, live_out: 0 }, offset: 132, needed: 4, len: 132 })
    );
    assert_eq!(
        parse(&SMALL_BYTES[..94]),
        Err(Error::Truncated { part: Part::RecordPadding(0), offset: 92, needed: 4, len: 94 })
    );
    assert_eq!(
        parse(&SMALL_BYTES[..100]),
        Err(Error::Truncated { part: Part::RecordHeader(1), offset: 96, needed: 16, len: 100 })
    );
    assert_eq!(
        parse(&SMALL_BYTES[..90]),
        Err(Error::Truncated { part: Part::LiveOutHeader(0), offset: 88, needed: 4, len: 90 })
    );

    let mut trailing = SMALL_BYTES.to_vec();
    trailing.extend_from_slice(&[0; 8]);
    assert_eq!(parse(&trailing), Err(Error::TrailingBytes { offset: 136, len: 144 }));
}

#[test]
fn validate_checks_the_invariants() {
    let mut map = small();
    map.functions[0].record_count = u64::MAX;
    assert_eq!(
        map.validate(),
        Err(Error::RecordCountMismatch { sum_of_record_counts: u64::MAX.into(), num_records: 2 })
    );
    let mut map = small();
    map.records[0].locations = vec![Location::constant(0); 65536];
    assert_eq!(map.validate(), Err(Error::CountOverflow { what: "locations in one record", count: 65536 }));
}

#[test]
fn parse_all_reads_concatenated_maps() {
    let mut section = small().to_bytes();
    section.extend(every_kind().to_bytes());
    section.extend(StackMap::default().to_bytes());
    section.extend([0; 24]); // file-alignment padding
    assert_eq!(parse_all(&section).unwrap(), vec![small(), every_kind(), StackMap::default()]);
    assert!(parse(&section).is_err());
    assert_eq!(parse_all(&[]).unwrap(), vec![]);
    // An error in the second map reports offsets within the whole section.
    let mut broken = small().to_bytes();
    broken.extend(&SMALL_BYTES[..20]);
    assert_eq!(
        parse_all(&broken),
        Err(Error::Truncated { part: Part::Function(0), offset: 136 + 16, needed: 24, len: 156 })
    );
}

/// A small deterministic generator (xorshift64*), so the fuzz tests need no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Parsing must not panic; whatever it accepts must survive a round trip.
fn check_hostile(bytes: &[u8]) {
    if let Ok(map) = parse(bytes) {
        assert_eq!(parse(&map.to_bytes()).as_ref(), Ok(&map));
    }
    if let Ok(maps) = parse_all(bytes) {
        let joined: Vec<u8> = maps.iter().flat_map(StackMap::to_bytes).collect();
        assert_eq!(parse_all(&joined).unwrap(), maps);
    }
}

#[test]
fn hostile_input_never_panics() {
    let seeds = [SMALL_BYTES.to_vec(), every_kind().to_bytes()];
    for seed in &seeds {
        for len in 0..seed.len() {
            assert!(parse(&seed[..len]).is_err(), "prefix of {len} bytes parsed");
            check_hostile(&seed[..len]);
        }
        for at in 0..seed.len() {
            for value in [0, 1, 2, 3, 4, 5, 6, 7, 8, 0x7f, 0x80, 0xfe, 0xff] {
                let mut mutated = seed.clone();
                mutated[at] = value;
                check_hostile(&mutated);
            }
        }
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20_000 {
        let seed = &seeds[rng.below(seeds.len())];
        let mut bytes = seed.clone();
        for _ in 0..1 + rng.below(6) {
            let at = rng.below(bytes.len());
            bytes[at] = rng.next() as u8;
        }
        bytes.truncate(rng.below(bytes.len() + 1) + rng.below(2) * bytes.len());
        check_hostile(&bytes);
        // Random bytes behind a valid version byte.
        let mut random: Vec<u8> = (0..rng.below(200)).map(|_| rng.next() as u8).collect();
        if let Some(first) = random.first_mut() {
            *first = 3;
        }
        check_hostile(&random);
    }
}

#[test]
fn records_per_function() {
    let map = every_kind();
    let groups: Vec<(usize, Vec<u64>)> =
        map.function_records().map(|(i, _, records)| (i, records.iter().map(|r| r.id).collect())).collect();
    assert_eq!(groups, vec![(0, vec![1, u64::MAX]), (1, vec![0]), (2, vec![3])]);
    assert_eq!(map.records_of(1).len(), 1);
    assert!(map.records_of(7).is_empty());

    // Counts that overrun (a hand-built map) are clamped to the records there are.
    let mut overrun = small();
    overrun.functions[0].record_count = 5;
    overrun.functions.push(Function { address: 0, stack_size: 0, record_count: 1 });
    let lens: Vec<usize> = overrun.function_records().map(|(_, _, r)| r.len()).collect();
    assert_eq!(lens, vec![2, 0]);
}

#[test]
fn return_addresses_map_to_records() {
    let map = every_kind();
    // Function 0 at 0x401000: records at +4 and +0xffffffff; function 1 at 0x402000: +0;
    // function 2 at 0x403000: +3.
    let hit = map.record_at(0x40_1004).unwrap();
    assert_eq!((hit.function_index, hit.record_index, hit.record.id), (0, 0, 1));
    assert_eq!(map.record_at(0x40_1000 + u64::from(u32::MAX)).unwrap().record_index, 1);
    assert_eq!(map.record_at(0x40_2000).unwrap().function_index, 1);
    assert_eq!(map.record_at(0x40_3003).unwrap().record.id, 3);
    assert!(map.record_at(0x40_1005).is_none());
    assert!(map.record_at(0x40_3000).is_none());

    let index = CallsiteIndex::new(&map);
    assert_eq!(index.entries().len(), 4);
    for c in map.callsites() {
        let e = index.lookup(c.address).unwrap();
        assert_eq!((e.function_index, e.record_index), (c.function_index, c.record_index));
        assert_eq!(map.callsite(e.function_index, e.record_index), Some(c));
    }
    assert!(index.lookup(0).is_none());
    assert!(index.lookup(u64::MAX).is_none());

    // A PIE loaded 0x7f00_0000_0000 above its link address: addresses supplied by the caller.
    let bias = 0x7f00_0000_0000u64;
    let loaded: Vec<u64> = map.functions.iter().map(|f| f.address + bias).collect();
    assert_eq!(map.record_at_with(&loaded, 0x40_3003 + bias).unwrap().record.id, 3);
    assert!(map.record_at_with(&loaded, 0x40_3003).is_none());
    let biased = CallsiteIndex::with_function_addresses(&map, &loaded);
    assert_eq!(biased.lookup(0x40_2000 + bias).unwrap().function_index, 1);
    // Functions without a supplied address have no callsites.
    assert!(map.record_at_with(&loaded[..1], 0x40_2000 + bias).is_none());

    // Two records at one address: the first in section order wins.
    let mut b = Builder::new();
    b.function(0x1000, 0);
    b.record(10, 8, vec![], vec![]);
    b.record(11, 8, vec![], vec![]);
    let twins = b.finish();
    assert_eq!(twins.record_at(0x1008).unwrap().record.id, 10);
    assert_eq!(CallsiteIndex::new(&twins).lookup(0x1008).unwrap().record_index, 0);
}
