# config.mk: what a build is made of: versions, places, compilers and
# flags, the C library, the word lists.  The Makefile holds the rules.
# Every variable here may be set on make's command line or in the
# environment (make PREFIX=/usr, make LIBC=glibc, make BUILD=/tmp/b).

VERSION   = 0.1.0

# Where "make install" puts things (DESTDIR is prepended there only).
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
MANDIR   ?= $(PREFIX)/share/man
DATADIR  ?= $(PREFIX)/share/wordkit
# The catalogs of messages, LOCALEDIR/LANG/LC_MESSAGES/wordkit.mo.
LOCALEDIR ?= $(PREFIX)/share/locale
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
# The games group (wordkit-state(5), "Playing with people you do not
# trust"): with GAMES_GROUP set, "make install" installs the tools that
# read or write game files set-group-ID to that group, 2755 root:GROUP
# (making the group, when root installs and it is missing), and makes
# GAMESDIR, the games folder, which only the group may read and write
# (2770 root:GROUP).  Unset, every tool is installed as any program is.
GAMES_GROUP ?=
GAMESDIR ?= /var/games/wordkit

# Where everything built goes: tools in $(BUILD)/bin, dictionaries in
# $(BUILD)/share/wordkit, objects, archives and test programs beside them.
# Nothing is built in the source folders.
BUILD    ?= build

CC       ?= cc
CFLAGS   ?= -O2 -g
WARN      = -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Wformat=2 \
            -Wstrict-prototypes -Wmissing-prototypes -Wvla
HARDEN   ?= -fstack-protector-strong -D_FORTIFY_SOURCE=2
LDHARDEN  = -Wl,-z,relro,-z,now
# CI adds WERROR=-Werror.
WERROR   ?=

# The tools are static PIEs (address randomisation kept): a process that
# maps no shared library starts faster, and starting is most of what a
# small tool costs.  STATIC= links them dynamically; libyaml is linked
# statically either way.
STATIC   ?= -static-pie
LDLIBS   ?=

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

# Built-in dictionaries from Debian's SCOWL lists: english- and
# american-words up to size 50 (small), 70 (standard) and 80 (large).
SCOWL    ?= /usr/share/dict/scowl
SIZES_small    = 10 20 35 40 50
SIZES_standard = $(SIZES_small) 55 60 70
SIZES_large    = $(SIZES_standard) 80
# English's other spellings, at the standard size: SPELLING is
# english-words and SPELLING-words; SPELLING-v1 adds SCOWL's variant
# level 1 ("almost equal" spellings) and SPELLING-v2 levels 1 and 2
# ("generally acceptable"), from the spelling's variant files.
EN_SPELLINGS = american british british_z canadian australian
VARIANT_american   = variant
VARIANT_british    = british_variant
VARIANT_british_z  = british_variant
VARIANT_canadian   = canadian_variant
VARIANT_australian = australian_variant
# The other languages' built-in dictionaries, named by code, from Debian's
# word lists (wordkit-languages(7)); "en" is standard under its code.
LANG_DICTS = de es fr it nl pt
LIST_de  = /usr/share/dict/ngerman
LIST_es  = /usr/share/dict/spanish
LIST_fr  = /usr/share/dict/french
LIST_it  = /usr/share/dict/italian
LIST_nl  = /usr/share/dict/dutch
LIST_pt  = /usr/share/dict/portuguese

# libFuzzer harnesses (tests/fuzz/*.c): compiler, seconds or runs each.
FUZZCC   ?= clang
FUZZ_TIME ?= 60
FUZZ_RUNS ?= -1
FUZZ_MAXLEN ?= 4096

BATS     ?= bats
# The suite's builtin for bash (tests/spawn.c) is built by this compiler,
# for the system's bash, against its headers here.
BASHCC   ?= cc
BASHINC  ?= /usr/include/bash

# The messages' catalogs (po/LANG.po, "make pot"): GNU gettext's tools.
XGETTEXT ?= xgettext
MSGFMT   ?= msgfmt
MSGMERGE ?= msgmerge
MSGATTRIB ?= msgattrib

# Every Debian package the build, the tests, the lint, the fuzzers and the
# bench use; "make deps" installs those missing.  A fresh minimal Debian
# (debootstrap --variant=minbase, then git, make and ca-certificates)
# needs nothing else: CI proves it every run.
DEBS      = gcc libc6-dev libyaml-dev musl-tools bats bats-assert \
            bats-support scowl groff mandoc cppcheck hyperfine valgrind \
            clang libclang-rt-dev zsh fish python3 python3-yaml perl jq \
            procps wfrench wngerman wspanish witalian wportuguese wdutch \
            gettext bash-builtins
