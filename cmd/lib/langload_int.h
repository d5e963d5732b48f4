/*
 * langload_int.h: the alphabets built into the tools, which langload.c
 * serves and the build makes from the files of lang/ (lang/gen-builtin.c
 * writes $(BUILD)/gen/langload_builtin.c); tests/check-langload.c holds
 * them equal to their files.
 */
#ifndef LANGLOAD_INT_H
#define LANGLOAD_INT_H

#include "alphabet.h"

/*
 * Every shipped language but English (alpha_english), in the order of
 * their codes: each the bytes of the struct alphabet that alpha_read
 * gives of lang/CODE.yaml, to be copied into one (memcpy).
 */
extern const int langload_nbuiltin;
extern const unsigned char langload_builtin[][sizeof(struct alphabet)];

#endif
