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
 * Every shipped language but English (alpha_en), in the order of
 * their codes: each the bytes of the struct alphabet that alpha_read
 * gives of lang/CODE.yaml, served as they are (.a), never copied.
 */
extern const int langload_nbuiltin;
extern const union alpha_blob langload_builtin[];

#endif
