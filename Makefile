# wordkit: small tools for refereeing and scripting tabletop word games.
# GNU make.  "make demo" sets up and shows the main job; "make check" tests.
# What a build is made of (places, compilers, flags, the C library, the
# word lists, the packages) is set in config.mk; this file holds the rules.

include config.mk

B         = $(BUILD)
ALL_CPPFLAGS = -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L \
            -DWORDKIT_VERSION='"$(VERSION)"' -DDATADIR='"$(DATADIR)"' \
            -DLOCALEDIR='"$(LOCALEDIR)"' \
            -Ilibcore -Icmd/lib $(CPPFLAGS)
ALL_CFLAGS = $(WARN) $(WERROR) $(HARDEN) $(LAYOUT) $(CFLAGS)
YAMLLIB  ?= $(if $(STATIC),-lyaml,-Wl,-Bstatic -lyaml -Wl,-Bdynamic)
LDSTART   =
LDEND     =
LAYOUT    =
LDDEPS    =
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
# The C library is named once right after them too, so that its start-up
# code (__libc_start_main and what it calls) lies beside _start and main
# in the first pages of the text, not past the tools' own code: two page
# faults fewer at every start (BENCHMARKS.md).
#
# The tools' own malloc (libcore/heap.c: musl's maps, unmaps and hands
# back pages around every block of a short run) is named ahead of the C
# library, so that the library's own calls take it too; heap.c is built
# with no builtin, lest GCC make its malloc and memset a call to calloc.
# So are its memcpy and memmove (libcore/copy.c: musl's cost 30 ns a
# call on these machines, however short), built with no builtin either,
# lest GCC make their loops a call to memcpy, and no stack protector:
# the C library copies with them before the canary is set.
HEAP_OBJ := $(B)/obj/libcore/heap.o
COPY_OBJ := $(B)/obj/libcore/copy.o
ALL_CPPFLAGS += -DWORDKIT_HEAP
LDSTART  := -nostartfiles -Wl,--no-dynamic-linker,-z,text,-Bstatic \
            $(MUSLDIR)/rcrt1.o $(MUSLDIR)/crti.o \
            $(shell $(MUSLCC) -print-file-name=crtbeginS.o) $(HEAP_OBJ) \
            $(COPY_OBJ) -lc
LDDEPS   += $(HEAP_OBJ) $(COPY_OBJ)
$(HEAP_OBJ): ALL_CFLAGS += -fno-builtin
$(COPY_OBJ): ALL_CFLAGS += -fno-builtin -fno-tree-loop-distribute-patterns \
            -fno-stack-protector
LDEND    := -lc $(shell $(MUSLCC) -print-libgcc-file-name) \
            $(shell $(MUSLCC) -print-file-name=crtendS.o) $(MUSLDIR)/crtn.o
ifneq ($(filter x86_64-%,$(shell $(MUSLCC) -dumpmachine)),)
# Every page a start touches is a fault, and on these VMs a fault costs
# as much as a few thousand instructions.  What the tools run to start
# (cmd/lib/start.ld, written by "make start-ld") is placed first in the
# text, each function from its own section, and the statics they touch
# first in the .bss, each from its own (and the statics of several KB
# after the small ones: BIG_STATIC, util.h): `validate cat` 18 faults
# to 10.  What `validate cat` runs is a mapping of its own, and the
# read-only data the starts read lies with the ELF headers, so that a
# fault maps no more than that (BENCHMARKS.md).
# Each loop from a 64-byte boundary: where the link happens to put a hot
# loop (a stream's lookups) otherwise moves a million words' lookup by 2%
# to 4% from one layout to the next, and 32 bytes leave 3% of it
# (BENCHMARKS.md).
LAYOUT   := -ffunction-sections -fdata-sections -falign-loops=64
LDSTART  += -Wl,-T,cmd/lib/start.ld
LDDEPS   += cmd/lib/start.ld
endif
endif
endif
LINK      = $(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LDHARDEN) $(STATIC) \
            $(LDFLAGS) $(LDSTART) -o $@

TOOLS    = $(sort $(basename $(notdir $(wildcard cmd/*.c))))
BINS     = $(addprefix $(B)/bin/,$(TOOLS))
# The tools that read or write a game's file (-f FILE, -i FILE, as their
# option tables say): those that GAMES_GROUP installs set-group-ID.
GAMES_TOOLS = $(sort $(basename $(notdir $(shell grep -l -e OPT__FILE \
           -e OPT__IN_PLACE cmd/*.c))))
GAMES_BINS = $(addprefix $(B)/bin/,$(GAMES_TOOLS))
CORE_SRC = $(sort $(wildcard libcore/*.c))
CORE_OBJ = $(patsubst %.c,$(B)/obj/%.o,$(CORE_SRC))
TOOL_SRC = $(sort $(wildcard cmd/lib/*.c))
TOOL_OBJ = $(patsubst %.c,$(B)/obj/%.o,$(TOOL_SRC))
MAIN_OBJ = $(patsubst %,$(B)/obj/cmd/%.o,$(TOOLS))
CORELIB  = $(B)/lib/libcore.a
TOOLLIB  = $(B)/lib/libtool.a
HEADERS  = $(wildcard libcore/*.h cmd/lib/*.h)
MANPAGES = $(wildcard man/*.[157])
TESTPROGS = $(B)/tests/prop-tiles $(B)/tests/prop-games $(B)/tests/check-buf \
            $(B)/tests/prop-arena $(B)/tests/prop-heap $(B)/tests/prop-copy \
            $(B)/tests/maxrss \
            $(B)/tests/check-alphabet $(B)/tests/check-peek \
            $(B)/tests/check-huge \
            $(B)/tests/check-rules $(B)/tests/empty \
            $(B)/tests/check-langload $(B)/tests/check-say \
            $(B)/tests/interleave $(B)/tests/argspy
TEST_OBJ = $(patsubst $(B)/tests/%,$(B)/obj/tests/%.o,$(TESTPROGS))
# The suite's builtin for bash (tests/spawn.c), which its run loads.
SPAWN_SO = $(B)/tests/spawn.so
# Each object's headers, as the compiler found them (-MMD) when it last
# built the object, with an empty rule for each header (-MP) so that a
# header removed since is no error: an object is rebuilt when its source,
# a header it includes or $(B)/config changes, and no other time.
DEPFLAGS = -MMD -MP
# The catalogs of messages, one a language (po/LANG.po), and the sources
# whose messages they translate.  Messages are marked by _() and N_()
# (libcore/i18n.h), and by the functions that take them (XGETTEXT_KEYS):
# an error's, a rule "no"'s and a warning's format, and the help of each
# common option's macro (cmd/lib/opt.h).
POFILES  = $(sort $(wildcard po/*.po))
MOFILES  = $(patsubst po/%.po,$(B)/share/locale/%/LC_MESSAGES/wordkit.mo,$(POFILES))
POT_SRC  = $(CORE_SRC) $(TOOL_SRC) $(sort $(wildcard cmd/*.c))
XGETTEXT_KEYS = _ N_ core_errf:5 core_no:3 fail_usage:1 fail_at:5 \
           fail_input:2 fail_io:1 say_warn:1 flow_refuse:3 io_err:2 \
           shenanigrams_no:3 shenanigrams_no_by:3 limit_err:5 at_err:3 deny:5 refuse:3 \
           char_err:5 fail_too_large:4 i18n_format:3 grid_problem_add:8 \
           OPT__APPLY:1 OPT__COUNT:3 OPT__COUNT_CHOICE:4 OPT__DICT:1 \
           OPT__FILE:1 OPT__FIND:1 OPT__FORCE:1 OPT__IN_PLACE:1 \
           OPT__LANG:2 OPT__MIN_LENGTH:2 OPT__NAMES:1 OPT__OUTPUT:2 \
           OPT__PLAYER:1 OPT__PLAYERS:3 OPT__QUIET:1 OPT__RULES:1 \
           OPT__SEED:1 OPT__VARIANT:2
XGETTEXT_FLAGS = --language=C --from-code=UTF-8 --add-comments=TRANSLATORS: \
           --add-location=file --package-name=wordkit \
           --package-version=$(VERSION) \
           $(foreach k,$(XGETTEXT_KEYS),--keyword=$(k)) \
           $(foreach k,$(filter-out _ N_ OPT__%,$(XGETTEXT_KEYS)), \
           --flag=$(k):c-format)
LANGS    = $(patsubst lang/%,$(B)/share/wordkit/lang/%,$(wildcard lang/*.yaml))
# The shipped languages but English (alpha_english) are built into the
# tools: lang/gen-builtin reads their files as --lang FILE does and writes
# the alphabets it gets as C, in the order of their codes.  It is linked
# from the objects that read an alphabet, and from no others, so that the
# table is made again when they or a language's file change, not when
# the rest of libcore does.
LANG_BUILTIN = $(filter-out lang/en.yaml,$(sort $(wildcard lang/*.yaml)))
GEN_BUILTIN = $(B)/gen/gen-builtin
GEN_BUILTIN_OBJ = $(B)/obj/lang/gen-builtin.o $(patsubst %,$(B)/obj/libcore/%.o, \
            alphabet alphabet_read node node_escapes node_want core i18n \
            util)
BUILTIN_OBJ = $(B)/obj/gen/langload_builtin.o
# English, which alpha_english() makes, is written as data too (gen-builtin
# --english), for a state or a dictionary of English to point at instead
# of making one: in libcore, which gen-builtin links as objects, not as
# the archive.  Its code counts for the dictionaries (alphabet.o), its
# data for none.
EN_BUILTIN_OBJ = $(B)/obj/gen/alpha_en.o
DICT_NAMES = small standard large \
           $(foreach s,$(EN_SPELLINGS),$(s) $(s)-v1 $(s)-v2) en $(LANG_DICTS)
DICTS    = $(patsubst %,$(B)/share/wordkit/%.wkd,$(DICT_NAMES))
# Each tool prints its own completions, made from its option table; they
# are kept in completions/ ("make completions" remakes them from the
# built tools, tests/house.bats fails when they differ) and installed
# from there.
COMPL_BASH = $(patsubst %,completions/bash/%,$(TOOLS))
COMPL_ZSH  = $(patsubst %,completions/zsh/_%,$(TOOLS))
COMPL_FISH = $(patsubst %,completions/fish/%.fish,$(TOOLS))
COMPLETIONS = $(COMPL_BASH) $(COMPL_ZSH) $(COMPL_FISH)
FUZZ_HARNESSES = $(basename $(notdir $(wildcard tests/fuzz/*.c)))
FUZZ_BINS = $(addprefix $(B)/fuzz/fuzz-,$(FUZZ_HARNESSES))
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined \
            -fno-sanitize-recover=all -fno-omit-frame-pointer
# libcore is compiled once for every harness, instrumented as the harness
# is (fuzzer-no-link: coverage without libFuzzer's main), into one archive.
FUZZ_OBJ_FLAGS = $(subst -fsanitize=fuzzer$(comma),-fsanitize=fuzzer-no-link$(comma),$(FUZZ_FLAGS))
comma := ,
FUZZ_OBJ  = $(patsubst libcore/%.c,$(B)/fuzz/obj/%.o,$(CORE_SRC)) \
            $(B)/fuzz/obj/gen/alpha_en.o
FUZZ_LIB  = $(B)/fuzz/libcore.a
FUZZ_COMPILE = $(FUZZCC) $(FUZZ_OBJ_FLAGS) -D_DEFAULT_SOURCE \
            -D_POSIX_C_SOURCE=200809L -Ilibcore $(DEPFLAGS) -c -o $@ $<

.PHONY: all check sanitize lint fuzz fuzz-build bench start-ld install \
        uninstall clean deps demo completions pot FORCE

all: $(BINS) $(DICTS) $(LANGS) $(MOFILES)

# The messages in each language (libcore/i18n.h, cmd/lib/catalog.h):
# po/LANG.po compiled where the tools look, beside them, checked first
# (msgfmt -c: the header, and every translation's % directives the
# English one's, in order and type).
$(B)/share/locale/%/LC_MESSAGES/wordkit.mo: po/%.po
	@mkdir -p $(@D)
	$(MSGFMT) -c -o $@.tmp $< || { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

# po/wordkit.pot (POT), every message marked in the sources, made again;
# each po/LANG.po is merged with it (msgmerge), its new messages left for
# the translator (untranslated, or fuzzy where one is near an old one).
# The header's date alone changing leaves the file as it was.
POT     ?= po/wordkit.pot
pot:
	@echo "$(XGETTEXT) ... -o $(POT)"
	@$(XGETTEXT) $(XGETTEXT_FLAGS) -o $(POT).tmp $(POT_SRC)
	@if [ -f $(POT) ] && diff -q -I '^"POT-Creation-Date:' \
	    $(POT) $(POT).tmp > /dev/null; then \
		rm $(POT).tmp; \
	else mv $(POT).tmp $(POT); echo "pot: wrote $(POT)"; fi
	@# A message gone from the sources leaves its catalogs too: msgmerge
	@# has offered its translation to a new message like it already.
	@for p in $(POFILES); do \
		$(MSGMERGE) -q --update --backup=none --previous $$p $(POT) && \
		$(MSGATTRIB) --no-obsolete -o $$p $$p || exit 1; \
	done

# The languages' alphabets (wordkit-languages(7)), where the tools look.
$(B)/share/wordkit/lang/%.yaml: lang/%.yaml
	@mkdir -p $(@D)
	cp $< $@

# SCOWL's word files still hold a few unit symbols and letters' plurals
# (ln, kb, lx, cs, ts): a word with no vowel (a e i o u y) is left out
# unless libcore/dict-novowel.txt names it (brr, cwm, nth, shh, ...).
NOVOWEL  = libcore/dict-novowel.txt

#
# A built-in name is SIZE (small, standard, large: American spelling) or
# SPELLING[-vN] at the standard size (config.mk).  scowl_files gives the
# SCOWL files of a name: the shared english-words, the spelling's words,
# and its variant levels up to N.
scowl_spell = $(if $(filter small standard large,$1),american,$(firstword $(subst -, ,$1)))
scowl_sizes = $(or $(SIZES_$1),$(SIZES_standard))
scowl_level = $(patsubst v%,%,$(word 2,$(subst -, ,$1)))
scowl_vars  = $(if $(filter 1 2,$2),$(VARIANT_$1)_1) $(if $(filter 2,$2),$(VARIANT_$1)_2)
scowl_files = $(foreach s,$(call scowl_sizes,$1),$(wildcard \
    $(foreach k,english $(call scowl_spell,$1) \
    $(call scowl_vars,$(call scowl_spell,$1),$(call scowl_level,$1)),$(SCOWL)/$(k)-words.$(s))))

# A dictionary is remade when what decides its bytes changes, and only
# then: its word lists, its language's file, the vowel exceptions, and
# the code of the compiler, which is every object linked into words (its
# main, and the archive members the linker took: $(B)/obj/words.objs.mk,
# written at each link of words from the link map).  What words does not
# link cannot change a byte it writes, so a change elsewhere in libcore
# (grid, the solver, a game's rules) leaves the dictionaries alone; and
# a member joins the link only when an object already in it changes, so
# the record of the last link is enough.  The binary itself is
# order-only: it is relinked whenever an archive changes, which says
# nothing about the compiler.  With no record (a build from before it,
# or a linker whose map is not GNU ld's), every object counts.  The
# table of built-in languages is linked into words too, yet counts for
# none: a dictionary is compiled with its language's file (--lang
# lang/CODE.yaml), never with a built-in alphabet.
-include $(B)/obj/words.objs.mk
DICT_OBJ = $(B)/obj/cmd/words.o $(or $(filter $(CORE_OBJ) $(TOOL_OBJ),$(WORDS_OBJ)), \
           $(CORE_OBJ) $(TOOL_OBJ))
SCOWL_DICTS = $(patsubst %,$(B)/share/wordkit/%.wkd, \
           $(filter-out en $(LANG_DICTS),$(DICT_NAMES)))
LANG_WKD = $(patsubst %,$(B)/share/wordkit/%.wkd,$(LANG_DICTS))

.SECONDEXPANSION:
$(SCOWL_DICTS): $(B)/share/wordkit/%.wkd: $(NOVOWEL) $(DICT_OBJ) \
        $$(call scowl_files,$$*) | $(B)/bin/words
	@test -d $(SCOWL) || { echo "no SCOWL word lists in $(SCOWL): run 'make deps'" >&2; exit 1; }
	@mkdir -p $(@D)
	cat $(call scowl_files,$*) | \
	    LC_ALL=C awk 'NR == FNR { keep[$$0]; next } /[aeiouyAEIOUY]/ || ($$0 in keep)' $(NOVOWEL) - | \
	    $(B)/bin/words compile - $@

# English under its language's code is the standard list.
$(B)/share/wordkit/en.wkd: $(B)/share/wordkit/standard.wkd
	cp $< $@

# The other languages: Debian's list, folded and judged by the language's
# file, leaving out words with no vowel of the language nor Y (kg, bzw).
$(LANG_WKD): $(B)/share/wordkit/%.wkd: lang/%.yaml $(DICT_OBJ) \
        $$(wildcard $$(LIST_$$*)) | $(B)/bin/words
	@test -r $(LIST_$*) || { echo "no word list $(LIST_$*): run 'make deps'" >&2; exit 1; }
	@mkdir -p $(@D)
	$(B)/bin/words compile --need-vowel --lang lang/$*.yaml $(LIST_$*) $@

# Objects built for one C library or one set of flags are not mixed with
# another's: $(B)/config records them, and what is built depends on it.
# The record is compared when this file is read, not in a recipe, so that
# $(B)/config is out of date only when the flags differ and "make -n"
# (or -q) tells the truth about what a build would do.
# Both are stripped: how make keeps a trailing blank differs with how it
# was started (make, make -f Makefile).
CONFIG    = $(strip $(LIBC) $(CC) $(STATIC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) \
            $(DEPFLAGS) $(LDFLAGS))
CONFIG_WAS := $(strip $(if $(wildcard $(B)/config),$(file <$(B)/config)))
$(B)/config: $(if $(and $(findstring $(CONFIG),$(CONFIG_WAS)), \
              $(findstring $(CONFIG_WAS),$(CONFIG))),,FORCE)
	@mkdir -p $(@D)
	@printf '%s\n' '$(subst ','\'',$(CONFIG))' > $@
FORCE:

$(CORELIB): $(CORE_OBJ) $(EN_BUILTIN_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $(CORE_OBJ) $(EN_BUILTIN_OBJ)

$(TOOLLIB): $(TOOL_OBJ) $(BUILTIN_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $(TOOL_OBJ) $(BUILTIN_OBJ)

$(B)/obj/%.o: %.c $(B)/config
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(GEN_BUILTIN): $(GEN_BUILTIN_OBJ) $(B)/config $(LDDEPS)
	@mkdir -p $(@D)
	$(LINK) $(GEN_BUILTIN_OBJ) $(LDLIBS) $(YAMLLIB) $(LDEND)

$(B)/gen/langload_builtin.c: $(GEN_BUILTIN) $(LANG_BUILTIN)
	@mkdir -p $(@D)
	$(GEN_BUILTIN) $(LANG_BUILTIN) > $@.tmp || { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

$(B)/gen/alpha_en.c: $(GEN_BUILTIN)
	@mkdir -p $(@D)
	$(GEN_BUILTIN) --english > $@.tmp || { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

$(BUILTIN_OBJ) $(EN_BUILTIN_OBJ): $(B)/obj/gen/%.o: $(B)/gen/%.c $(B)/config
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(DEPFLAGS) -c -o $@ $<

-include $(wildcard $(patsubst %.o,%.d,$(CORE_OBJ) $(TOOL_OBJ) $(MAIN_OBJ) \
    $(TEST_OBJ) $(GEN_BUILTIN_OBJ) $(BUILTIN_OBJ) $(EN_BUILTIN_OBJ)))

# A tool is its main's object and the two archives, relinked when any of
# them changes.  words keeps the map of its link (see the dictionaries).
$(B)/bin/words: LINKMAP = -Wl,-Map=$(B)/obj/words.map
$(BINS): $(B)/bin/%: $(B)/obj/cmd/%.o $(TOOLLIB) $(CORELIB) $(B)/config \
        $(LDDEPS)
	@mkdir -p $(@D)
	$(LINK) $< $(TOOLLIB) $(CORELIB) $(LDLIBS) $(YAMLLIB) $(LDEND) $(LINKMAP)
	$(if $(LINKMAP),@$(call linked,$(B)/obj/words.map,$(B)/obj/words.objs.mk))

# $(call linked,MAP,OUT): OUT sets WORDS_OBJ to the objects of the
# archives that GNU ld's MAP says it took ("libcore.a(dict.o)" at the start
# of a line of the map's first part, the members taken and why).
linked = awk -v core='$(CORELIB)(' -v tool='$(TOOLLIB)(' -v obj='$(B)/obj' ' \
	    index($$0, core) == 1 { d = "libcore"; n = length(core) } \
	    index($$0, tool) == 1 { d = "cmd/lib"; n = length(tool) } \
	    d != "" { m = substr($$0, n + 1); sub(/\).*/, "", m); \
		printf " %s/%s/%s", obj, d, m; d = "" } \
	    BEGIN { printf "WORDS_OBJ =" } END { print "" }' $1 > $2.tmp && \
	mv $2.tmp $2

# completions/ as the tools print it now: a file is rewritten only when
# it changes, and a file that is no tool's any more is removed.
completions: $(BINS)
	@for f in $(COMPLETIONS); do \
		t=$${f##*/}; t=$${t#_}; t=$${t%.fish}; sh=$${f#completions/}; \
		sh=$${sh%%/*}; mkdir -p $${f%/*}; \
		$(B)/bin/$$t --wordkit-completion=$$sh > $$f.tmp || \
		    { rm -f $$f.tmp; exit 1; }; \
		if cmp -s $$f.tmp $$f; then rm $$f.tmp; \
		else mv $$f.tmp $$f; echo "completions: wrote $$f"; fi; \
	done
	@for f in completions/*/*; do \
		case " $(COMPLETIONS) " in *" $$f "*) ;; \
		*) rm -f "$$f"; echo "completions: removed $$f";; esac; \
	done

# maxrss, empty (the floor a tool's start-up is measured against:
# "make bench"), interleave (bench's timer) and argspy (a replayed tool's
# stand-in, tests/journal.bats) link no archive of ours.
$(B)/tests/maxrss $(B)/tests/empty $(B)/tests/interleave \
        $(B)/tests/argspy: $(B)/tests/%: \
        $(B)/obj/tests/%.o $(B)/config $(LDDEPS)
	@mkdir -p $(@D)
	$(LINK) $< $(LDEND)

$(filter-out $(B)/tests/maxrss $(B)/tests/empty $(B)/tests/interleave \
        $(B)/tests/argspy $(B)/tests/check-langload $(B)/tests/check-say, \
        $(TESTPROGS)): \
        $(B)/tests/%: $(B)/obj/tests/%.o $(CORELIB) $(B)/config $(LDDEPS)
	@mkdir -p $(@D)
	$(LINK) $< $(CORELIB) $(LDLIBS) $(YAMLLIB) $(LDEND)

# check-langload asks the tools' langload for the built-in languages;
# check-say, say_needed.
$(B)/tests/check-langload $(B)/tests/check-say: $(B)/tests/%: \
        $(B)/obj/tests/%.o $(TOOLLIB) \
        $(CORELIB) $(B)/config $(LDDEPS)
	@mkdir -p $(@D)
	$(LINK) $< $(TOOLLIB) $(CORELIB) $(LDLIBS) $(YAMLLIB) $(LDEND)

# wordkit_spawn is loaded into the bash that runs the tests
# (tests/helper/run.bash): a shared object for that bash, built by the
# system's compiler against bash's headers (Debian's bash-builtins),
# whatever the tools' compiler, flags and C library.
$(SPAWN_SO): tests/spawn.c
	@mkdir -p $(@D)
	$(BASHCC) -shared -fPIC -O2 -Wall -Wextra $(WERROR) -DHAVE_CONFIG_H \
	    -DSHELL -I$(BASHINC) -I$(BASHINC)/include -I$(BASHINC)/builtins \
	    -o $@ tests/spawn.c

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
		    --no-install-recommends $$missing >/dev/null || exit 1; \
	else \
		echo "deps: missing$$missing; run:" >&2; \
		echo "  sudo apt-get install -y$$missing" >&2; exit 1; \
	fi

# A make of its own after deps, so that what deps installed is seen.
demo: deps
	@$(MAKE) --no-print-directory all
	@WORDKIT_BIN=$(abspath $(B))/bin sh examples/demo.sh

# The tests run the tools of $(B); WORDKIT_BUILD tells them where it is.
# tests/suite.sh runs the bats files JOBS at a time (one more than the
# processors by default), TESTS only when given (TESTS=tests/bag.bats),
# each in a fresh empty HOME and TMPDIR that must be empty again after it
# (test_helper.bash gives each test its own); the TAP is in $(B)/check.
check: all $(TESTPROGS) $(SPAWN_SO)
	@WORDKIT_BUILD=$(abspath $(B)) BATS='$(BATS)' bash tests/suite.sh \
	    $(if $(JOBS),-j $(JOBS)) $(TESTS)

# The whole suite under ASan and UBSan, built apart in $(B)/sanitize so
# that the release build is left as it is.  A sanitizer's report exits
# 99, which no tool uses, so a test that only asks for "no crash" (exit 0
# to 3) still sees it.  Its anagram searches count no bits by POPCNT
# (WORDKIT_NO_POPCNT), so that the walk CPUs without it run is tested
# where make check tests the other.
sanitize:
	ASAN_OPTIONS=exitcode=99 UBSAN_OPTIONS=exitcode=99:print_stacktrace=1 \
	$(MAKE) BUILD=$(B)/sanitize CPPFLAGS=-DWORDKIT_NO_POPCNT \
	    CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=address,undefined' HARDEN= STATIC= LIBC=glibc \
	    check

lint: all
	@for m in $(MANPAGES); do \
		out=$$(groff -mdoc -ww -Tutf8 $$m 2>&1 >/dev/null; \
		    mandoc -Tlint -W warning $$m 2>&1); \
		[ -z "$$out" ] || { echo "$$out"; exit 1; }; \
	done
	sh tests/lint-man.sh
	cppcheck -q --error-exitcode=1 --enable=warning,portability \
	    -Ilibcore -Icmd/lib libcore cmd
	sh tests/lint-layout.sh
	sh tests/lint-calls.sh $(B)
ifeq ($(LIBC),musl)
	@$(START_LD) --check
endif

$(B)/fuzz/obj/%.o: libcore/%.c
	@mkdir -p $(@D)
	$(FUZZ_COMPILE)

# English as data (alpha_en.c), as the build writes it: a struct's bytes,
# which the platform's ABI lays out alike for both compilers.
$(B)/fuzz/obj/gen/%.o: $(B)/gen/%.c
	@mkdir -p $(@D)
	$(FUZZ_COMPILE)

$(FUZZ_LIB): $(FUZZ_OBJ)
	rm -f $@
	$(AR) rcs $@ $(FUZZ_OBJ)

-include $(wildcard $(FUZZ_OBJ:.o=.d))

$(B)/fuzz/fuzz-%: tests/fuzz/%.c tests/fuzz/fuzz.h $(FUZZ_LIB) $(HEADERS)
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_FLAGS) -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L \
	    -Ilibcore -Itests/fuzz -o $@ $< $(FUZZ_LIB) $(YAMLLIB)

fuzz-build: $(FUZZ_BINS)

# Each harness (or those named in FUZZ_ONLY) runs FUZZ_TIME seconds (or
# FUZZ_RUNS inputs) from its seed corpus in tests/fuzz/corpus; what it
# learns goes to $(B)/fuzz/corpus.
fuzz: fuzz-build
	@for h in $(or $(FUZZ_ONLY),$(FUZZ_HARNESSES)); do \
		test -x $(B)/fuzz/fuzz-$$h || { echo "fuzz: no harness" \
		    "'$$h' (there are: $(FUZZ_HARNESSES))"; exit 2; }; \
		mkdir -p $(B)/fuzz/corpus/$$h; \
		echo "fuzz: $$h"; \
		$(B)/fuzz/fuzz-$$h -max_total_time=$(FUZZ_TIME) \
		    -runs=$(FUZZ_RUNS) -max_len=$(FUZZ_MAXLEN) -print_final_stats=1 \
		    -artifact_prefix=$(B)/fuzz/fuzz-$$h- \
		    $(B)/fuzz/corpus/$$h tests/fuzz/corpus/$$h 2>&1 | \
		    grep -E '^(stat::number_of_executed_units|Done|==[0-9]+==|SUMMARY|#.*(DONE|crash))' || true; \
		test -z "$$(ls $(B)/fuzz/fuzz-$$h-crash-* $(B)/fuzz/fuzz-$$h-leak-* \
		    $(B)/fuzz/fuzz-$$h-timeout-* 2>/dev/null)" || \
		    { echo "fuzz: $$h found a failure: $(B)/fuzz/fuzz-$$h-*"; exit 1; }; \
	done

bench: all $(TESTPROGS)
	@WORDKIT_BUILD=$(abspath $(B)) sh tests/bench.sh

# cmd/lib/start.ld anew, from what the tools of this build run to start
# (under valgrind): when the start-up path has changed, as make lint
# tells (tests/start-ld.sh --check).  START_LD: the script on this build,
# with the C library and the libyaml it links.
START_LD  = WORDKIT_BUILD=$(abspath $(B)) MUSL_LIBC=$(MUSLDIR)/libc.a \
            YAML_LIB=$(YAMLLIB) bash tests/start-ld.sh
start-ld: all
	@$(START_LD)

# $(call put,FILES,DIR[,WORK[,NOTE]]): the files are copied into a
# temporary folder of DIR, the shell commands WORK run on the copies
# ("$$t"/*), then each is renamed over its place (one mv for them all),
# "install DIR/FILE NOTE" said of each.  A copy over the file itself would
# truncate a dictionary that a running tool has mapped (killing it with
# SIGBUS) and fail on a running binary ("Text file busy"); a rename leaves
# them theirs.
sharp := \#
put = $(if $(strip $1),d="$2"; t="$$d/.install.$$$$"; \
	for f in $1; do echo "install $$d/$${f$(sharp)$(sharp)*/}$4"; done; \
	mkdir "$$t" && cp $1 "$$t/" && $(if $3,$3 &&) \
	mv -f "$$t"/* "$$d/" && rmdir "$$t" || { rm -rf "$$t"; exit 1; })

# With GAMES_GROUP (config.mk): the group, made by root when it is
# missing (never for a DESTDIR, which is packed elsewhere); the owner the
# games' files get, root:GROUP, or :GROUP when another installs (who must
# be in the group); the games' tools, each made set-group-ID before it is
# renamed into place; and the games folder.
games_group = getent group '$(GAMES_GROUP)' > /dev/null || \
	if [ "$$(id -u)" = 0 ] && [ -z '$(DESTDIR)' ]; then \
		echo "groupadd --system $(GAMES_GROUP)"; \
		PATH="$$PATH:/usr/sbin:/sbin" groupadd --system '$(GAMES_GROUP)'; \
	else \
		echo "install: no group '$(GAMES_GROUP)': make it" \
		    "(groupadd --system $(GAMES_GROUP)), or install as root" >&2; \
		exit 1; \
	fi
# $(call put_man,PAGES,DIR): as put, each page naming the data folder
# and the catalogs' installed, DATADIR and LOCALEDIR, where the source
# names the default ones.
put_man = $(call put,$1,$2,sed -i \
	-e 's|/usr/local/share/wordkit|$(DATADIR)|g' \
	-e 's|/usr/local/share/locale|$(LOCALEDIR)|g' "$$t"/* && \
	chmod 644 "$$t"/*)
games_own = own=:'$(GAMES_GROUP)'; [ "$$(id -u)" != 0 ] || own=root$$own
put_games = $(games_own); $(call put,$1,$2,chown "$$own" "$$t"/* && \
	chmod 2755 "$$t"/*, (set-group-ID $(GAMES_GROUP)))
games_dir = $(games_own); d='$(DESTDIR)$(GAMESDIR)'; \
	echo "install $$d (2770 $$own, the games folder)"; \
	mkdir -p "$$d" && chown "$$own" "$$d" && chmod 2770 "$$d"

install: all
	$(if $(GAMES_GROUP),@$(games_group))
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
	    $(DESTDIR)$(DATADIR) $(DESTDIR)$(BASHCOMPDIR) \
	    $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	@$(call put,$(if $(GAMES_GROUP),$(filter-out $(GAMES_BINS),$(BINS)),$(BINS)),$(DESTDIR)$(BINDIR))
	$(if $(GAMES_GROUP),@$(call put_games,$(GAMES_BINS),$(DESTDIR)$(BINDIR)))
	$(if $(GAMES_GROUP),@$(games_dir))
	@$(call put_man,$(wildcard man/*.1),$(DESTDIR)$(MANDIR)/man1)
	@$(call put_man,$(wildcard man/*.5),$(DESTDIR)$(MANDIR)/man5)
	@$(call put_man,$(wildcard man/*.7),$(DESTDIR)$(MANDIR)/man7)
	@$(call put,$(DICTS),$(DESTDIR)$(DATADIR))
	mkdir -p $(DESTDIR)$(DATADIR)/lang
	@$(call put,$(LANGS),$(DESTDIR)$(DATADIR)/lang)
	@$(call put,$(COMPL_BASH),$(DESTDIR)$(BASHCOMPDIR))
	@$(call put,$(COMPL_ZSH),$(DESTDIR)$(ZSHCOMPDIR))
	@$(call put,$(COMPL_FISH),$(DESTDIR)$(FISHCOMPDIR))
	@for m in $(MOFILES); do \
		d=$$(dirname "$${m#$(B)/share/locale/}"); \
		mkdir -p "$(DESTDIR)$(LOCALEDIR)/$$d" || exit 1; \
		$(call put,$$m,$(DESTDIR)$(LOCALEDIR)/$$d); \
	done

uninstall:
	for t in $(TOOLS); do \
		rm -f $(DESTDIR)$(BINDIR)/$$t $(DESTDIR)$(MANDIR)/man1/$$t.1 \
		    $(DESTDIR)$(BASHCOMPDIR)/$$t $(DESTDIR)$(ZSHCOMPDIR)/_$$t \
		    $(DESTDIR)$(FISHCOMPDIR)/$$t.fish; \
	done
	rm -f $(DESTDIR)$(MANDIR)/man5/wordkit-state.5
	for m in man/*.7; do rm -f $(DESTDIR)$(MANDIR)/man7/$${m#man/}; done
	rm -rf $(DESTDIR)$(DATADIR)
	for p in $(POFILES); do \
		p=$${p#po/}; \
		rm -f $(DESTDIR)$(LOCALEDIR)/$${p%.po}/LC_MESSAGES/wordkit.mo; \
	done
	$(if $(GAMES_GROUP),rmdir '$(DESTDIR)$(GAMESDIR)' 2> /dev/null || true)

clean:
	rm -rf $(B)
