/* A moving collector over LLVM StackMap v3 sections: the test runtime for native statepoint code.
 *
 * Programs compiled by Kiln (or llc-19) from `gc "statepoint-example"` IR link with this file. It
 * provides `gc_alloc(refs, bytes)` (the heap ABI of docs/gc.md: `refs` reference slots, then raw
 * bytes, zero-filled) and the element-atomic copy functions RewriteStatepointsForGC calls.
 *
 * Every `gc_alloc` (and safepoint-form copy) called through a statepoint, and every
 * `gc_safepoint()` (the runtime's poll) called through one or from a function called through one,
 * first runs a full semispace collection:
 *   - the stack maps are read once from the running executable's `.llvm_stackmaps` section (found
 *     through its section headers in /proc/self/exe; on Windows through the image's section table,
 *     where the linker keeps the name in the string table), every blob of it (one per object);
 *   - frames are walked by the rbp chain (on Windows with the unwind tables) from the collector up
 *     to the first return address outside the program's text; a frame whose return address has a
 *     record gets its (base, derived) pairs rewritten: every value is read first, each base is
 *     forwarded (the object containing it is copied), derived = new base + (old derived - old
 *     base), then all slots are written;
 *   - Cheney's scan forwards the reference slots of copied objects;
 *   - the old semispace is unmapped from use (PROT_NONE, pages dropped): a stale reference faults.
 * Four regions rotate, so a reference kept across two collections is caught too.
 * `KILN_GC_EVERY=N` makes only every N-th such safepoint collect (the benchmark's knob).
 *
 * The collector aborts with a message when a record reports a reference anywhere but in a stack
 * slot, when a reference points into a retired semispace, or when a record is malformed. At exit
 * it prints to stderr: `gc: N collections, M objects copied, L live after the last`.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <elf.h>
#include <link.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#define REGIONS 4
#define REGION_SIZE ((uint64_t)4 << 30)
#define HEADER 16

static void die(const char *msg, uint64_t a, uint64_t b) {
    fprintf(stderr, "gc: %s (0x%llx, 0x%llx)\n", msg, (unsigned long long)a, (unsigned long long)b);
    fflush(stderr);
    abort();
}

/* ---------------------------------------------------------------- stack maps */

typedef struct {
    uint8_t kind, reserved;
    uint16_t size;
    uint16_t reg, reserved2;
    int32_t offset;
} Location;

typedef struct {
    uint64_t ret;          /* return address */
    const Location *locs;  /* the record's locations */
    uint16_t nlocs;
    const uint64_t *pool;  /* its blob's constants */
    uint32_t npool;
} Site;

static Site *sites;
static size_t nsites, cap_sites;
static int maps_loaded;

static int by_ret(const void *a, const void *b) {
    uint64_t x = ((const Site *)a)->ret, y = ((const Site *)b)->ret;
    return x < y ? -1 : x > y;
}

static void add_site(Site s) {
    if (nsites == cap_sites) {
        cap_sites = cap_sites ? 2 * cap_sites : 256;
        sites = realloc(sites, cap_sites * sizeof(Site));
        if (!sites) die("out of memory for stack map records", 0, 0);
    }
    sites[nsites++] = s;
}

/* Parses the concatenated StackMap v3 blobs of one section. */
static void parse_section(const uint8_t *p, uint64_t size) {
    uint64_t at = 0;
    while (at + 16 <= size) {
        const uint8_t *b = p + at;
        if (b[0] == 0) break; /* the linker's padding after the last blob */
        if (b[0] != 3) die("stack map blob with a version other than 3", b[0], at);
        uint32_t nfunc, nconst, nrec;
        memcpy(&nfunc, b + 4, 4);
        memcpy(&nconst, b + 8, 4);
        memcpy(&nrec, b + 12, 4);
        const uint8_t *funcs = b + 16;
        const uint64_t *pool = (const uint64_t *)(funcs + 24 * (uint64_t)nfunc);
        const uint8_t *r = (const uint8_t *)(pool + nconst);
        uint32_t done = 0;
        for (uint32_t f = 0; f < nfunc; f++) {
            uint64_t addr, count;
            memcpy(&addr, funcs + 24 * f, 8);
            memcpy(&count, funcs + 24 * f + 16, 8);
            for (uint64_t k = 0; k < count; k++, done++) {
                uint32_t off;
                uint16_t nlocs, nlive;
                memcpy(&off, r + 8, 4);
                memcpy(&nlocs, r + 14, 2);
                Site s = {addr + off, (const Location *)(r + 16), nlocs, pool, nconst};
                add_site(s);
                r += 16 + 12 * (uint64_t)nlocs;
                r = (const uint8_t *)(((uintptr_t)r + 7) & ~(uintptr_t)7);
                memcpy(&nlive, r + 2, 2);
                r += 4 + 4 * (uint64_t)nlive;
                r = (const uint8_t *)(((uintptr_t)r + 7) & ~(uintptr_t)7);
            }
        }
        if (done != nrec) die("stack map record count differs from its functions' counts", done, nrec);
        at = (uint64_t)(r - p);
    }
}

#ifdef _WIN32
/* The image's section named `.llvm_stackmaps`: PE section names longer than 8 bytes are
 * `/offset` into the COFF string table, which is read from the file on disk. */
static void load_maps(void) {
    maps_loaded = 1;
    HMODULE base = GetModuleHandleA(NULL);
    IMAGE_DOS_HEADER *dos = (IMAGE_DOS_HEADER *)base;
    IMAGE_NT_HEADERS64 *nt = (IMAGE_NT_HEADERS64 *)((char *)base + dos->e_lfanew);
    IMAGE_SECTION_HEADER *sec = IMAGE_FIRST_SECTION(nt);
    char path[MAX_PATH];
    GetModuleFileNameA(NULL, path, sizeof path);
    FILE *fh = fopen(path, "rb");
    char *strtab = NULL;
    if (fh && nt->FileHeader.PointerToSymbolTable) {
        uint64_t at = nt->FileHeader.PointerToSymbolTable + 18ull * nt->FileHeader.NumberOfSymbols;
        uint32_t len = 0;
        if (fseek(fh, (long)at, SEEK_SET) == 0 && fread(&len, 4, 1, fh) == 1 && len >= 4) {
            strtab = malloc(len);
            memcpy(strtab, &len, 4);
            if (fread(strtab + 4, 1, len - 4, fh) != len - 4) strtab = NULL;
        }
    }
    if (fh) fclose(fh);
    for (int i = 0; i < nt->FileHeader.NumberOfSections; i++) {
        char name[256] = {0};
        memcpy(name, sec[i].Name, 8);
        if (name[0] == '/' && strtab) snprintf(name, sizeof name, "%s", strtab + atoi(name + 1));
        if (strcmp(name, ".llvm_stackmaps") == 0 || strcmp(name, ".llvm_st") == 0)
            parse_section((const uint8_t *)base + sec[i].VirtualAddress, sec[i].Misc.VirtualSize);
    }
    qsort(sites, nsites, sizeof(Site), by_ret);
}
#else
static uint64_t load_bias;
static int first_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    load_bias = info->dlpi_addr;
    return 1;
}

static void load_maps(void) {
    maps_loaded = 1;
    dl_iterate_phdr(first_object, NULL);
    FILE *fh = fopen("/proc/self/exe", "rb");
    if (!fh) die("cannot open /proc/self/exe", 0, 0);
    Elf64_Ehdr eh;
    if (fread(&eh, sizeof eh, 1, fh) != 1) die("cannot read the ELF header", 0, 0);
    Elf64_Shdr *sh = malloc(sizeof(Elf64_Shdr) * eh.e_shnum);
    fseek(fh, (long)eh.e_shoff, SEEK_SET);
    if (fread(sh, sizeof(Elf64_Shdr), eh.e_shnum, fh) != eh.e_shnum) die("cannot read section headers", 0, 0);
    Elf64_Shdr *names = &sh[eh.e_shstrndx];
    char *str = malloc(names->sh_size);
    fseek(fh, (long)names->sh_offset, SEEK_SET);
    if (fread(str, 1, names->sh_size, fh) != names->sh_size) die("cannot read section names", 0, 0);
    for (int i = 0; i < eh.e_shnum; i++)
        if (strcmp(str + sh[i].sh_name, ".llvm_stackmaps") == 0)
            parse_section((const uint8_t *)(load_bias + sh[i].sh_addr), sh[i].sh_size);
    fclose(fh);
    free(sh);
    free(str);
    qsort(sites, nsites, sizeof(Site), by_ret);
}
#endif

static const Site *site_at(uint64_t ret) {
    if (!maps_loaded) load_maps();
    size_t lo = 0, hi = nsites;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (sites[mid].ret < ret) lo = mid + 1;
        else hi = mid;
    }
    return lo < nsites && sites[lo].ret == ret ? &sites[lo] : NULL;
}

/* ---------------------------------------------------------------- the heap */

static char *regions[REGIONS];
static int cur;              /* the region being allocated from */
static char *top;            /* next free byte there */
static char **starts;        /* object starts (headers) in allocation order */
static size_t nstarts, cap_starts;
static char **new_starts;
static size_t nnew, cap_new;
static uint64_t collections, copied_total, live_last;

static void *reserve(uint64_t size) {
#ifdef _WIN32
    void *p = VirtualAlloc(NULL, size, MEM_RESERVE, PAGE_NOACCESS);
#else
    void *p = mmap(NULL, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) p = NULL;
#endif
    if (!p) die("cannot reserve a heap region", size, 0);
    return p;
}

/* Regions are opened a megabyte at a time as allocation reaches them; a retired region drops
 * exactly what was opened. */
#define COMMIT_STEP ((uint64_t)1 << 20)
static uint64_t committed[REGIONS];

static void commit_to(int r, uint64_t upto) {
    if (upto <= committed[r]) return;
    uint64_t end = (upto + COMMIT_STEP - 1) & ~(COMMIT_STEP - 1);
    if (end > REGION_SIZE) die("heap region exhausted", upto, 0);
    char *at = regions[r] + committed[r];
#ifdef _WIN32
    if (!VirtualAlloc(at, end - committed[r], MEM_COMMIT, PAGE_READWRITE)) die("cannot commit", r, end);
#else
    if (mprotect(at, end - committed[r], PROT_READ | PROT_WRITE)) die("cannot open heap pages", r, end);
#endif
    committed[r] = end;
}

static void open_region(int r) { commit_to(r, COMMIT_STEP); }

static void retire_region(int r) {
#ifdef _WIN32
    VirtualFree(regions[r], committed[r], MEM_DECOMMIT);
#else
    madvise(regions[r], committed[r], MADV_DONTNEED);
    mprotect(regions[r], committed[r], PROT_NONE);
#endif
    committed[r] = 0;
}

static void report(void) {
    fprintf(stderr, "gc: %llu collections, %llu objects copied, %llu live after the last\n",
            (unsigned long long)collections, (unsigned long long)copied_total, (unsigned long long)live_last);
}

static void init_heap(void) {
    for (int r = 0; r < REGIONS; r++) regions[r] = reserve(REGION_SIZE);
    cur = 0;
    open_region(0);
    top = regions[0];
    atexit(report);
}

static void push_start(char ***v, size_t *n, size_t *cap, char *p) {
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 1024;
        *v = realloc(*v, *cap * sizeof(char *));
        if (!*v) die("out of memory for the object table", 0, 0);
    }
    (*v)[(*n)++] = p;
}

static char *bump(uint64_t refs, uint64_t bytes) {
    uint64_t size = (HEADER + 8 * refs + bytes + 15) & ~(uint64_t)15;
    commit_to(cur, (uint64_t)(top - regions[cur]) + size);
    char *h = top;
    top += size;
    memcpy(h, &refs, 8);
    memcpy(h + 8, &bytes, 8);
    return h;
}

static int in_region(int r, uint64_t p) {
    return p >= (uint64_t)regions[r] && p < (uint64_t)regions[r] + REGION_SIZE;
}

/* The header of the from-space object containing p (the last start at or before it). */
static char *object_of(uint64_t p) {
    size_t lo = 0, hi = nstarts;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if ((uint64_t)starts[mid] + HEADER <= p) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) die("reference below the first object", p, 0);
    return starts[lo - 1];
}

static int from;  /* the region being evacuated during a collection */

/* The new address of reference p (anything outside the managed heap is kept as it is). */
static uint64_t forward(uint64_t p) {
    if (p == 0) return 0;
    for (int r = 0; r < REGIONS; r++)
        if (r != from && r != cur && in_region(r, p)) die("reference into a retired semispace", p, (uint64_t)r);
    if (!in_region(from, p)) return p;
    char *h = object_of(p);
    uint64_t refs, bytes;
    memcpy(&refs, h, 8);
    memcpy(&bytes, h + 8, 8);
    char *n;
    if (refs == UINT64_MAX) {
        memcpy(&n, h + 8, 8); /* already copied: the header holds the forwarding address */
    } else {
        n = bump(refs, bytes);
        memcpy(n + HEADER, h + HEADER, 8 * refs + bytes);
        push_start(&new_starts, &nnew, &cap_new, n);
        uint64_t mark = UINT64_MAX;
        memcpy(h, &mark, 8);
        memcpy(h + 8, &n, 8);
    }
    return (uint64_t)n + (p - (uint64_t)h);
}

/* ---------------------------------------------------------------- roots */

typedef struct {
    uint64_t *base_slot, *derived_slot;
    uint64_t base, derived;
} Pair;

static Pair *pairs;
static size_t npairs, cap_pairs;

static uint64_t *slot_of(const Location *l, char *sp, char *fp, uint64_t lane) {
    if (l->kind != 3) die("a reference is not in a stack slot (location kind)", l->kind, l->reg);
    char *base = l->reg == 7 ? sp : l->reg == 6 ? fp : NULL;
    if (!base) die("a reference slot relative to a register other than rsp or rbp", l->reg, 0);
    return (uint64_t *)(base + l->offset) + lane;
}

static int64_t constant_of(const Site *s, const Location *l) {
    if (l->kind == 4) return l->offset;
    if (l->kind == 5 && (uint32_t)l->offset < s->npool) return (int64_t)s->pool[l->offset];
    die("expected a constant location", l->kind, 0);
    return 0;
}

static void add_pair(uint64_t *bs, uint64_t *ds) {
    if (npairs == cap_pairs) {
        cap_pairs = cap_pairs ? 2 * cap_pairs : 256;
        pairs = realloc(pairs, cap_pairs * sizeof(Pair));
        if (!pairs) die("out of memory for roots", 0, 0);
    }
    Pair p = {bs, ds, bs ? *bs : 0, *ds};
    pairs[npairs++] = p;
}

/* The (base, derived) pairs of the record at sp/fp. */
static void frame_roots(const Site *s, char *sp, char *fp) {
    if (s->nlocs < 3) die("statepoint record with fewer than three locations", s->nlocs, s->ret);
    int64_t ndeopt = constant_of(s, &s->locs[2]);
    uint64_t first = 3 + (uint64_t)ndeopt;
    if (first > s->nlocs || (s->nlocs - first) % 2) die("malformed statepoint record", s->nlocs, (uint64_t)ndeopt);
    for (uint64_t k = first; k < s->nlocs; k += 2) {
        const Location *b = &s->locs[k], *d = &s->locs[k + 1];
        if (d->kind == 4 || d->kind == 5) continue; /* a constant reference: nothing to move */
        uint64_t lanes = d->size / 8 ? d->size / 8 : 1;
        for (uint64_t lane = 0; lane < lanes; lane++) {
            uint64_t *bs = (b->kind == 4 || b->kind == 5) ? NULL : slot_of(b, sp, fp, lane);
            add_pair(bs, slot_of(d, sp, fp, lane));
        }
    }
}

#ifdef _WIN32
static int in_text(uint64_t ret) {
    HMODULE base = GetModuleHandleA(NULL);
    IMAGE_NT_HEADERS64 *nt = (IMAGE_NT_HEADERS64 *)((char *)base + ((IMAGE_DOS_HEADER *)base)->e_lfanew);
    uint64_t lo = (uint64_t)base + nt->OptionalHeader.BaseOfCode;
    return ret >= lo && ret < lo + nt->OptionalHeader.SizeOfCode;
}
#else
extern char __executable_start[], etext[];
static int in_text(uint64_t ret) { return ret >= (uint64_t)__executable_start && ret < (uint64_t)etext; }
#endif

static uint64_t **extra_roots;
static size_t nextra;

#ifdef _WIN32
/* Windows frames are walked with the unwind tables (Kiln's Windows frames keep rbp inside the
 * frame, not as a chain): after each step the context holds the caller's rip (the return
 * address), rsp and rbp at that return address. */
static void walk_frames(void) {
    CONTEXT ctx;
    RtlCaptureContext(&ctx);
    for (;;) {
        DWORD64 base = 0;
        PRUNTIME_FUNCTION fn = RtlLookupFunctionEntry(ctx.Rip, &base, NULL);
        if (!fn) break;
        void *handler_data = NULL;
        DWORD64 establisher = 0;
        RtlVirtualUnwind(UNW_FLAG_NHANDLER, base, ctx.Rip, fn, &ctx, &handler_data, &establisher, NULL);
        if (!in_text(ctx.Rip)) break;
        const Site *s = site_at(ctx.Rip);
        if (s) frame_roots(s, (char *)ctx.Rsp, (char *)ctx.Rbp);
    }
}
#else
/* By the rbp chain: each frame's saved rbp and return address sit at its rbp; the caller's rsp
 * at the return address is just above them. */
static void walk_frames(void) {
    for (void **fp = __builtin_frame_address(0); fp;) {
        uint64_t ret = (uint64_t)fp[1];
        if (!in_text(ret)) break;
        void **caller = fp[0];
        const Site *s = site_at(ret);
        if (s) frame_roots(s, (char *)(fp + 2), (char *)caller);
        if (caller <= fp) break;
        fp = caller;
    }
}
#endif

__attribute__((noinline)) static void collect(void) {
    npairs = 0;
    walk_frames();
    collections++;
    from = cur;
    cur = (cur + 1) % REGIONS;
    open_region(cur);
    top = regions[cur];
    nnew = 0;
    /* Read everything first (done by add_pair), then forward, then write. */
    uint64_t *nb = malloc((npairs + 1) * sizeof(uint64_t)), *nd = malloc((npairs + 1) * sizeof(uint64_t));
    for (size_t i = 0; i < npairs; i++) {
        Pair *p = &pairs[i];
        if (!p->base_slot || p->base == 0) {
            nb[i] = 0;
            nd[i] = forward(p->derived);
            continue;
        }
        nb[i] = forward(p->base);
        nd[i] = nb[i] + (p->derived - p->base);
    }
    uint64_t *extra = malloc((nextra + 1) * sizeof(uint64_t));
    for (size_t i = 0; i < nextra; i++) extra[i] = forward(*extra_roots[i]);
    for (size_t i = 0; i < npairs; i++) {
        if (pairs[i].base_slot && pairs[i].base != 0) *pairs[i].base_slot = nb[i];
        *pairs[i].derived_slot = nd[i];
    }
    for (size_t i = 0; i < nextra; i++) *extra_roots[i] = extra[i];
    free(nb);
    free(nd);
    free(extra);
    /* Cheney: forward the reference slots of every copy (copies made meanwhile included). */
    for (size_t i = 0; i < nnew; i++) {
        char *h = new_starts[i];
        uint64_t refs;
        memcpy(&refs, h, 8);
        uint64_t *slots = (uint64_t *)(h + HEADER);
        for (uint64_t k = 0; k < refs; k++) slots[k] = forward(slots[k]);
    }
    retire_region(from);
    from = -1;
    copied_total += nnew;
    live_last = nnew;
    char **t = starts;
    size_t tc = cap_starts;
    starts = new_starts;
    nstarts = nnew;
    cap_starts = cap_new;
    new_starts = t;
    cap_new = tc;
    nnew = 0;
}

/* `KILN_GC_EVERY=N` (default 1) collects at every N-th safepoint that would collect: the
 * benchmark's knob between collector-bound and mutator-bound runs. */
static uint64_t every, opportunities;

static int called_at_safepoint(void *ret) {
    if (site_at((uint64_t)ret) == NULL) return 0;
    if (!every) {
        const char *e = getenv("KILN_GC_EVERY");
        every = e && atoll(e) > 0 ? (uint64_t)atoll(e) : 1;
    }
    return ++opportunities % every == 0;
}

/* ---------------------------------------------------------------- the ABI */

__attribute__((noinline)) void *gc_alloc(int64_t refs, int64_t bytes) {
    if (!regions[0]) init_heap();
    if (refs < 0 || bytes < 0) die("gc_alloc with a negative size", (uint64_t)refs, (uint64_t)bytes);
    if (called_at_safepoint(__builtin_return_address(0))) collect();
    char *h = bump((uint64_t)refs, (uint64_t)bytes);
    push_start(&starts, &nstarts, &cap_starts, h);
    return h + HEADER;
}

/* The poll's runtime call: collects when called through a statepoint, or from a function (a
 * poll's non-GC `@do_safepoint`, whose frame holds no references) called through one. */
__attribute__((noinline)) void gc_safepoint(void) {
    if (!regions[0]) init_heap();
    void **fp = __builtin_frame_address(0);
    void **caller = fp[0];
    int direct = site_at((uint64_t)fp[1]) != NULL;
    if (called_at_safepoint(direct ? fp[1] : caller && in_text((uint64_t)caller[1]) ? caller[1] : NULL)) collect();
}

#define ELEMENT_ATOMIC(N)                                                                                   \
    void __llvm_memcpy_element_unordered_atomic_##N(char *dst, char *src, int64_t len) {                    \
        memmove(dst, src, (size_t)len);                                                                     \
    }                                                                                                       \
    void __llvm_memmove_element_unordered_atomic_##N(char *dst, char *src, int64_t len) {                   \
        memmove(dst, src, (size_t)len);                                                                     \
    }                                                                                                       \
    __attribute__((noinline)) void __llvm_memcpy_element_unordered_atomic_safepoint_##N(                   \
        char *db, int64_t doff, char *sb, int64_t soff, int64_t len) {                                      \
        safepoint_copy(__builtin_return_address(0), &db, &sb);                                              \
        memmove(db + doff, sb + soff, (size_t)len);                                                         \
    }                                                                                                       \
    __attribute__((noinline)) void __llvm_memmove_element_unordered_atomic_safepoint_##N(                  \
        char *db, int64_t doff, char *sb, int64_t soff, int64_t len) {                                      \
        safepoint_copy(__builtin_return_address(0), &db, &sb);                                              \
        memmove(db + doff, sb + soff, (size_t)len);                                                         \
    }

/* The safepoint forms receive base pointers as arguments: the runtime relocates its own copies. */
static void safepoint_copy(void *ret, char **db, char **sb) {
    if (!regions[0]) init_heap();
    if (!called_at_safepoint(ret)) return;
    uint64_t *roots[2] = {(uint64_t *)db, (uint64_t *)sb};
    extra_roots = roots;
    nextra = 2;
    collect();
    nextra = 0;
    extra_roots = NULL;
}

ELEMENT_ATOMIC(1)
ELEMENT_ATOMIC(2)
ELEMENT_ATOMIC(4)
ELEMENT_ATOMIC(8)
ELEMENT_ATOMIC(16)
