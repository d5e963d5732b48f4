# wordkit: small tools for refereeing and scripting tabletop word games.
# GNU make.  "make demo" sets up and shows the main job; "make check" tests.

VERSION   = 0.1.0
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
MANDIR   ?= $(PREFIX)/share/man
DATADIR  ?= $(PREFIX)/share/wordkit
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

CC       ?= cc
CFLAGS   ?= -O2 -g
WARN      = -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Wformat=2 \
            -Wstrict-prototypes -Wmissing-prototypes -Wvla
HARDEN    = -fstack-protector-strong -D_FORTIFY_SOURCE=2
LDHARDEN  = -Wl,-z,relro,-z,now
# CI adds WERROR=-Werror.
WERROR   ?=
ALL_CPPFLAGS = -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L \
            -DWORDKIT_VERSION='"$(VERSION)"' -DDATADIR='"$(DATADIR)"' \
            -Ilibcore -Icmd/lib $(CPPFLAGS)
ALL_CFLAGS = $(WARN) $(WERROR) $(HARDEN) $(CFLAGS)
# The tools are static PIEs (address randomisation kept): a process that
# maps no shared library starts faster, and starting is most of what a
# small tool costs.  STATIC= links them dynamically; libyaml is linked
# statically either way.
STATIC   ?= -static-pie
YAMLLIB  ?= $(if $(STATIC),-lyaml,-Wl,-Bstatic -lyaml -Wl,-Bdynamic)
LDLIBS   ?=
LDSTART   =
LDEND     =

# The C library.  Where musl-gcc is installed (Debian's musl-tools, which
# "make deps" installs) everything is built on musl; LIBC=glibc builds on
# the system's C library.  The reason is starting: glibc, before main,
# asks the processor a hundred questions (CPUID) to choose its string
# functions and size its caches, and in a virtual machine each question
# traps to the hypervisor.  On our 2-core VMs a static glibc process that
# does nothing takes 1.5 ms and a musl one 0.6 ms.
# A CC of one's own (CC=clang) is used as it is, on glibc.
MUSLCC   ?= musl-gcc
ifeq ($(origin LIBC),undefined)
ifeq ($(origin CC),default)
LIBC     := $(if $(shell command -v $(MUSLCC) 2>/dev/null),musl,glibc)
else
LIBC     := glibc
endif
endif
ifeq ($(LIBC),musl)
CC        = $(MUSLCC)
ifeq ($(origin MUSLDIR),undefined)
MUSLDIR  := /usr/lib/$(subst -gnu,-musl,$(shell $(MUSLCC) -dumpmachine))
endif
# musl's headers come first; libyaml's header is found after them, and its
# archive is named by path so that no directory of glibc's is searched.
ALL_CPPFLAGS += -idirafter /usr/include
YAMLLIB  := $(shell $(MUSLCC) -print-file-name=libyaml.a)
ifneq ($(STATIC),)
# musl-gcc links -static-pie as a dynamic PIE: name musl's start files.
LDSTART  := -nostartfiles -Wl,--no-dynamic-linker,-z,text,-Bstatic \
            $(MUSLDIR)/rcrt1.o $(MUSLDIR)/crti.o \
            $(shell $(MUSLCC) -print-file-name=crtbeginS.o)
LDEND    := -lc $(shell $(MUSLCC) -print-libgcc-file-name) \
            $(shell $(MUSLCC) -print-file-name=crtendS.o) $(MUSLDIR)/crtn.o
endif
endif
LINK      = $(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDHARDEN) $(STATIC) \
            $(LDFLAGS) $(LDSTART) -o $@

TOOLS    = $(sort $(basename $(notdir $(wildcard cmd/*.c))))
BINS     = $(addprefix bin/,$(TOOLS))
CORE_SRC = $(sort $(wildcard libcore/*.c))
CORE_OBJ = $(CORE_SRC:.c=.o)
TOOL_SRC = $(wildcard cmd/lib/*.c)
TOOL_OBJ = $(TOOL_SRC:.c=.o)
HEADERS  = $(wildcard libcore/*.h cmd/lib/*.h)
MANPAGES = $(wildcard man/*.[15])
TESTPROGS = tests/bin/prop-tiles tests/bin/prop-games tests/bin/prop-arena \
            tests/bin/maxrss

# Built-in dictionaries from Debian's SCOWL lists: english- and
# american-words up to size 50 (small), 70 (standard) and 80 (large).
SCOWL    ?= /usr/share/dict/scowl
SIZES_small    = 10 20 35 40 50
SIZES_standard = $(SIZES_small) 55 60 70
SIZES_large    = $(SIZES_standard) 80
DICTS    = share/wordkit/small.wkd share/wordkit/standard.wkd \
           share/wordkit/large.wkd

# libFuzzer harnesses, one per parser of user input (tests/fuzz/*.c).
FUZZCC   ?= clang
FUZZ_TIME ?= 60
FUZZ_RUNS ?= -1
FUZZ_MAXLEN ?= 4096
FUZZ_HARNESSES = $(basename $(notdir $(wildcard tests/fuzz/*.c)))
FUZZ_BINS = $(addprefix tests/bin/fuzz-,$(FUZZ_HARNESSES))
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined \
            -fno-sanitize-recover=all -fno-omit-frame-pointer

BATS     ?= bats
DEBS      = libyaml-dev musl-tools bats bats-assert bats-support scowl \
            hyperfine clang libclang-rt-dev

.PHONY: all check sanitize lint fuzz fuzz-build bench install uninstall clean \
        deps demo FORCE

all: $(BINS) $(DICTS)

# SCOWL's word files still hold a few unit symbols and letters' plurals
# (ln, kb, lx, cs, ts): a word with no vowel (a e i o u y) is left out
# unless libcore/dict-novowel.txt names it (brr, cwm, nth, shh, ...).
NOVOWEL  = libcore/dict-novowel.txt

share/wordkit/%.wkd: bin/words $(NOVOWEL)
	@test -d $(SCOWL) || { echo "no SCOWL word lists in $(SCOWL): run 'make deps'" >&2; exit 1; }
	@mkdir -p share/wordkit
	cat $(foreach s,$(SIZES_$*),$(wildcard $(SCOWL)/english-words.$(s) $(SCOWL)/american-words.$(s))) | \
	    LC_ALL=C awk 'NR == FNR { keep[$$0]; next } /[aeiouyAEIOUY]/ || ($$0 in keep)' $(NOVOWEL) - | \
	    bin/words compile - $@

# Objects built for one C library or one set of flags are not mixed with
# another's: .build-config records them, and what is built depends on it.
CONFIG    = $(LIBC) $(CC) $(STATIC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS)
.build-config: FORCE
	@echo '$(CONFIG)' | cmp -s - $@ || echo '$(CONFIG)' > $@
FORCE:

libcore/libcore.a: $(CORE_OBJ)
	rm -f $@
	$(AR) rcs $@ $(CORE_OBJ)

cmd/lib/libtool.a: $(TOOL_OBJ)
	rm -f $@
	$(AR) rcs $@ $(TOOL_OBJ)

libcore/%.o: libcore/%.c $(HEADERS) .build-config
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

cmd/lib/%.o: cmd/lib/%.c $(HEADERS) .build-config
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

bin/%: cmd/%.c cmd/lib/libtool.a libcore/libcore.a $(HEADERS) \
    .build-config
	@mkdir -p bin
	$(LINK) $< cmd/lib/libtool.a libcore/libcore.a $(LDLIBS) $(YAMLLIB) \
	    $(LDEND)

tests/bin/maxrss: tests/maxrss.c .build-config
	@mkdir -p tests/bin
	$(LINK) $< $(LDEND)

tests/bin/%: tests/%.c libcore/libcore.a $(HEADERS) .build-config
	@mkdir -p tests/bin
	$(LINK) $< libcore/libcore.a $(LDLIBS) $(YAMLLIB) $(LDEND)

# Install what the build and the tests need, when something is missing.
deps:
	@missing=; \
	for p in $(DEBS); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | \
		    grep -q '^install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all installed"; exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
		echo "deps: installing$$missing"; \
		apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		    $$missing >/dev/null || exit 1; \
	else \
		echo "deps: missing$$missing; run:" >&2; \
		echo "  sudo apt-get install -y$$missing" >&2; exit 1; \
	fi

# A make of its own after deps, so that what deps installed is seen.
demo: deps
	@$(MAKE) --no-print-directory all
	@sh examples/demo.sh

check: all $(TESTPROGS)
	$(BATS) tests

# A sanitizer's report exits 99, which no tool uses, so a test that only
# asks for "no crash" (exit 0 to 3) still sees it.
sanitize:
	$(MAKE) clean
	ASAN_OPTIONS=exitcode=99 UBSAN_OPTIONS=exitcode=99:print_stacktrace=1 \
	$(MAKE) CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=address,undefined' HARDEN= STATIC= LIBC=glibc \
	    check
	$(MAKE) clean

lint:
	@for m in $(MANPAGES); do \
		out=$$(groff -mdoc -ww -Tutf8 $$m 2>&1 >/dev/null); \
		[ -z "$$out" ] || { echo "$$m: $$out"; exit 1; }; \
	done
	cppcheck -q --error-exitcode=1 --enable=warning,portability \
	    -Ilibcore -Icmd/lib libcore cmd

tests/bin/fuzz-%: tests/fuzz/%.c tests/fuzz/fuzz.h $(CORE_SRC) $(HEADERS)
	@mkdir -p tests/bin
	$(FUZZCC) $(FUZZ_FLAGS) -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L \
	    -Ilibcore -Itests/fuzz -o $@ $< $(CORE_SRC) $(YAMLLIB)

fuzz-build: $(FUZZ_BINS)

# Each harness (or those named in FUZZ_ONLY) runs FUZZ_TIME seconds (or
# FUZZ_RUNS inputs) from its seed corpus in tests/fuzz/corpus; what it
# learns goes to tests/bin/corpus.
fuzz: fuzz-build
	@for h in $(or $(FUZZ_ONLY),$(FUZZ_HARNESSES)); do \
		test -x tests/bin/fuzz-$$h || { echo "fuzz: no harness" \
		    "'$$h' (there are: $(FUZZ_HARNESSES))"; exit 2; }; \
		mkdir -p tests/bin/corpus/$$h; \
		echo "fuzz: $$h"; \
		tests/bin/fuzz-$$h -max_total_time=$(FUZZ_TIME) \
		    -runs=$(FUZZ_RUNS) -max_len=$(FUZZ_MAXLEN) -print_final_stats=1 \
		    -artifact_prefix=tests/bin/fuzz-$$h- \
		    tests/bin/corpus/$$h tests/fuzz/corpus/$$h 2>&1 | \
		    grep -E '^(stat::number_of_executed_units|Done|==[0-9]+==|SUMMARY|#.*(DONE|crash))' || true; \
		test -z "$$(ls tests/bin/fuzz-$$h-crash-* tests/bin/fuzz-$$h-leak-* \
		    tests/bin/fuzz-$$h-timeout-* 2>/dev/null)" || \
		    { echo "fuzz: $$h found a failure: tests/bin/fuzz-$$h-*"; exit 1; }; \
	done

bench: all $(TESTPROGS)
	@sh tests/bench.sh

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(BASHCOMPDIR) \
	    $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	cp $(BINS) $(DESTDIR)$(BINDIR)/
	cp man/*.1 $(DESTDIR)$(MANDIR)/man1/
	cp man/*.5 $(DESTDIR)$(MANDIR)/man5/
	mkdir -p $(DESTDIR)$(DATADIR)
	cp $(DICTS) $(DESTDIR)$(DATADIR)/
	for t in $(TOOLS); do \
		cp completions/bash/$$t $(DESTDIR)$(BASHCOMPDIR)/$$t; \
		cp completions/zsh/_$$t $(DESTDIR)$(ZSHCOMPDIR)/_$$t; \
		cp completions/fish/$$t.fish $(DESTDIR)$(FISHCOMPDIR)/$$t.fish; \
	done

uninstall:
	for t in $(TOOLS); do \
		rm -f $(DESTDIR)$(BINDIR)/$$t $(DESTDIR)$(MANDIR)/man1/$$t.1 \
		    $(DESTDIR)$(BASHCOMPDIR)/$$t $(DESTDIR)$(ZSHCOMPDIR)/_$$t \
		    $(DESTDIR)$(FISHCOMPDIR)/$$t.fish; \
	done
	rm -f $(DESTDIR)$(MANDIR)/man5/wordkit-state.5
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf bin share tests/bin libcore/*.o libcore/*.a cmd/lib/*.o cmd/lib/*.a \
	    .build-config
