/*
 * alphabet.c: letters as bytes, folding, and UTF-8 at the edges.
 *
 * alphabet_read.c reads an alphabet from its YAML file; both share the
 * built-in Latin table and alpha_finish through alphabet_int.h.
 */
#include <stdint.h>
#include <string.h>

#include "alphabet.h"
#include "alphabet_int.h"
#include "core.h"
#include "i18n.h"
#include "util.h"

/* The sources of the built-in English sets, as lang/en.yaml gives them. */
#define ALPHA_SRC_BANANAGRAMS \
	"Bananagrams' classic set of 144 tiles (bananagrams(7))"
#define ALPHA_SRC_TYPESET \
	"wordkit's documented default: 45 consonant tokens, the vowels " \
	"coming from the mats (typeset(7))"
#define ALPHA_SRC_SCRABBLE \
	"English Scrabble's 100 tiles (Wikipedia, Scrabble letter " \
	"distributions)"
#define ALPHA_SRC_SPINNER \
	"wordkit's documented default: A-Z without Q U V X Y Z " \
	"(categories(7))"

const char alpha_game_names[ALPHA_GAMES][16] = {
	"bananagrams", "shenanigrams", "typeset", "scrabble"
};

const struct core_rule alpha_rules[AR_NRULES] = {
	[AR_NOT_A_LETTER] = { "not-a-letter", "(wordkit-languages(7)) A "
	    "character that is neither a letter nor folds onto letters is not "
	    "a letter of the language, and a word with it is not a word." },
	[AR_NOT_A_TILE] = { "not-a-tile", "(wordkit-languages(7)) A tile is a "
	    "capital letter of the alphabet or '?', a wild. No character folds "
	    "in a state: it holds tiles, not words." },
};

/*
 * The letters of Latin-1 Supplement (U+00C0-U+00FF) and Latin Extended-A
 * (U+0100-U+017F), and the capital sharp s, by code point: the other case
 * (0 when there is no single one), whether it is a small letter, and its
 * base: the letter its canonical decomposition starts with, or, for the
 * letters that have none, the Latin letters it is written as without its
 * mark (Æ AE, Ð D, Ø O, Þ TH, ß SS, Ł L, Ŋ N, Œ OE, ſ S, ...).
 */
static const struct alpha_latin latin[] = {
	{ 0x00C0, 0x00E0, 0, "A" }, { 0x00C1, 0x00E1, 0, "A" },
	{ 0x00C2, 0x00E2, 0, "A" }, { 0x00C3, 0x00E3, 0, "A" },
	{ 0x00C4, 0x00E4, 0, "A" }, { 0x00C5, 0x00E5, 0, "A" },
	{ 0x00C6, 0x00E6, 0, "AE" }, { 0x00C7, 0x00E7, 0, "C" },
	{ 0x00C8, 0x00E8, 0, "E" }, { 0x00C9, 0x00E9, 0, "E" },
	{ 0x00CA, 0x00EA, 0, "E" }, { 0x00CB, 0x00EB, 0, "E" },
	{ 0x00CC, 0x00EC, 0, "I" }, { 0x00CD, 0x00ED, 0, "I" },
	{ 0x00CE, 0x00EE, 0, "I" }, { 0x00CF, 0x00EF, 0, "I" },
	{ 0x00D0, 0x00F0, 0, "D" }, { 0x00D1, 0x00F1, 0, "N" },
	{ 0x00D2, 0x00F2, 0, "O" }, { 0x00D3, 0x00F3, 0, "O" },
	{ 0x00D4, 0x00F4, 0, "O" }, { 0x00D5, 0x00F5, 0, "O" },
	{ 0x00D6, 0x00F6, 0, "O" }, { 0x00D8, 0x00F8, 0, "O" },
	{ 0x00D9, 0x00F9, 0, "U" }, { 0x00DA, 0x00FA, 0, "U" },
	{ 0x00DB, 0x00FB, 0, "U" }, { 0x00DC, 0x00FC, 0, "U" },
	{ 0x00DD, 0x00FD, 0, "Y" }, { 0x00DE, 0x00FE, 0, "TH" },
	{ 0x00DF, 0x0000, 1, "SS" }, { 0x00E0, 0x00C0, 1, "A" },
	{ 0x00E1, 0x00C1, 1, "A" }, { 0x00E2, 0x00C2, 1, "A" },
	{ 0x00E3, 0x00C3, 1, "A" }, { 0x00E4, 0x00C4, 1, "A" },
	{ 0x00E5, 0x00C5, 1, "A" }, { 0x00E6, 0x00C6, 1, "AE" },
	{ 0x00E7, 0x00C7, 1, "C" }, { 0x00E8, 0x00C8, 1, "E" },
	{ 0x00E9, 0x00C9, 1, "E" }, { 0x00EA, 0x00CA, 1, "E" },
	{ 0x00EB, 0x00CB, 1, "E" }, { 0x00EC, 0x00CC, 1, "I" },
	{ 0x00ED, 0x00CD, 1, "I" }, { 0x00EE, 0x00CE, 1, "I" },
	{ 0x00EF, 0x00CF, 1, "I" }, { 0x00F0, 0x00D0, 1, "D" },
	{ 0x00F1, 0x00D1, 1, "N" }, { 0x00F2, 0x00D2, 1, "O" },
	{ 0x00F3, 0x00D3, 1, "O" }, { 0x00F4, 0x00D4, 1, "O" },
	{ 0x00F5, 0x00D5, 1, "O" }, { 0x00F6, 0x00D6, 1, "O" },
	{ 0x00F8, 0x00D8, 1, "O" }, { 0x00F9, 0x00D9, 1, "U" },
	{ 0x00FA, 0x00DA, 1, "U" }, { 0x00FB, 0x00DB, 1, "U" },
	{ 0x00FC, 0x00DC, 1, "U" }, { 0x00FD, 0x00DD, 1, "Y" },
	{ 0x00FE, 0x00DE, 1, "TH" }, { 0x00FF, 0x0178, 1, "Y" },
	{ 0x0100, 0x0101, 0, "A" }, { 0x0101, 0x0100, 1, "A" },
	{ 0x0102, 0x0103, 0, "A" }, { 0x0103, 0x0102, 1, "A" },
	{ 0x0104, 0x0105, 0, "A" }, { 0x0105, 0x0104, 1, "A" },
	{ 0x0106, 0x0107, 0, "C" }, { 0x0107, 0x0106, 1, "C" },
	{ 0x0108, 0x0109, 0, "C" }, { 0x0109, 0x0108, 1, "C" },
	{ 0x010A, 0x010B, 0, "C" }, { 0x010B, 0x010A, 1, "C" },
	{ 0x010C, 0x010D, 0, "C" }, { 0x010D, 0x010C, 1, "C" },
	{ 0x010E, 0x010F, 0, "D" }, { 0x010F, 0x010E, 1, "D" },
	{ 0x0110, 0x0111, 0, "D" }, { 0x0111, 0x0110, 1, "D" },
	{ 0x0112, 0x0113, 0, "E" }, { 0x0113, 0x0112, 1, "E" },
	{ 0x0114, 0x0115, 0, "E" }, { 0x0115, 0x0114, 1, "E" },
	{ 0x0116, 0x0117, 0, "E" }, { 0x0117, 0x0116, 1, "E" },
	{ 0x0118, 0x0119, 0, "E" }, { 0x0119, 0x0118, 1, "E" },
	{ 0x011A, 0x011B, 0, "E" }, { 0x011B, 0x011A, 1, "E" },
	{ 0x011C, 0x011D, 0, "G" }, { 0x011D, 0x011C, 1, "G" },
	{ 0x011E, 0x011F, 0, "G" }, { 0x011F, 0x011E, 1, "G" },
	{ 0x0120, 0x0121, 0, "G" }, { 0x0121, 0x0120, 1, "G" },
	{ 0x0122, 0x0123, 0, "G" }, { 0x0123, 0x0122, 1, "G" },
	{ 0x0124, 0x0125, 0, "H" }, { 0x0125, 0x0124, 1, "H" },
	{ 0x0126, 0x0127, 0, "H" }, { 0x0127, 0x0126, 1, "H" },
	{ 0x0128, 0x0129, 0, "I" }, { 0x0129, 0x0128, 1, "I" },
	{ 0x012A, 0x012B, 0, "I" }, { 0x012B, 0x012A, 1, "I" },
	{ 0x012C, 0x012D, 0, "I" }, { 0x012D, 0x012C, 1, "I" },
	{ 0x012E, 0x012F, 0, "I" }, { 0x012F, 0x012E, 1, "I" },
	{ 0x0130, 0x0069, 0, "I" }, { 0x0131, 0x0049, 1, "I" },
	{ 0x0132, 0x0133, 0, "IJ" }, { 0x0133, 0x0132, 1, "IJ" },
	{ 0x0134, 0x0135, 0, "J" }, { 0x0135, 0x0134, 1, "J" },
	{ 0x0136, 0x0137, 0, "K" }, { 0x0137, 0x0136, 1, "K" },
	{ 0x0138, 0x0000, 1, "K" }, { 0x0139, 0x013A, 0, "L" },
	{ 0x013A, 0x0139, 1, "L" }, { 0x013B, 0x013C, 0, "L" },
	{ 0x013C, 0x013B, 1, "L" }, { 0x013D, 0x013E, 0, "L" },
	{ 0x013E, 0x013D, 1, "L" }, { 0x013F, 0x0140, 0, "L" },
	{ 0x0140, 0x013F, 1, "L" }, { 0x0141, 0x0142, 0, "L" },
	{ 0x0142, 0x0141, 1, "L" }, { 0x0143, 0x0144, 0, "N" },
	{ 0x0144, 0x0143, 1, "N" }, { 0x0145, 0x0146, 0, "N" },
	{ 0x0146, 0x0145, 1, "N" }, { 0x0147, 0x0148, 0, "N" },
	{ 0x0148, 0x0147, 1, "N" }, { 0x0149, 0x0000, 1, "N" },
	{ 0x014A, 0x014B, 0, "N" }, { 0x014B, 0x014A, 1, "N" },
	{ 0x014C, 0x014D, 0, "O" }, { 0x014D, 0x014C, 1, "O" },
	{ 0x014E, 0x014F, 0, "O" }, { 0x014F, 0x014E, 1, "O" },
	{ 0x0150, 0x0151, 0, "O" }, { 0x0151, 0x0150, 1, "O" },
	{ 0x0152, 0x0153, 0, "OE" }, { 0x0153, 0x0152, 1, "OE" },
	{ 0x0154, 0x0155, 0, "R" }, { 0x0155, 0x0154, 1, "R" },
	{ 0x0156, 0x0157, 0, "R" }, { 0x0157, 0x0156, 1, "R" },
	{ 0x0158, 0x0159, 0, "R" }, { 0x0159, 0x0158, 1, "R" },
	{ 0x015A, 0x015B, 0, "S" }, { 0x015B, 0x015A, 1, "S" },
	{ 0x015C, 0x015D, 0, "S" }, { 0x015D, 0x015C, 1, "S" },
	{ 0x015E, 0x015F, 0, "S" }, { 0x015F, 0x015E, 1, "S" },
	{ 0x0160, 0x0161, 0, "S" }, { 0x0161, 0x0160, 1, "S" },
	{ 0x0162, 0x0163, 0, "T" }, { 0x0163, 0x0162, 1, "T" },
	{ 0x0164, 0x0165, 0, "T" }, { 0x0165, 0x0164, 1, "T" },
	{ 0x0166, 0x0167, 0, "T" }, { 0x0167, 0x0166, 1, "T" },
	{ 0x0168, 0x0169, 0, "U" }, { 0x0169, 0x0168, 1, "U" },
	{ 0x016A, 0x016B, 0, "U" }, { 0x016B, 0x016A, 1, "U" },
	{ 0x016C, 0x016D, 0, "U" }, { 0x016D, 0x016C, 1, "U" },
	{ 0x016E, 0x016F, 0, "U" }, { 0x016F, 0x016E, 1, "U" },
	{ 0x0170, 0x0171, 0, "U" }, { 0x0171, 0x0170, 1, "U" },
	{ 0x0172, 0x0173, 0, "U" }, { 0x0173, 0x0172, 1, "U" },
	{ 0x0174, 0x0175, 0, "W" }, { 0x0175, 0x0174, 1, "W" },
	{ 0x0176, 0x0177, 0, "Y" }, { 0x0177, 0x0176, 1, "Y" },
	{ 0x0178, 0x00FF, 0, "Y" }, { 0x0179, 0x017A, 0, "Z" },
	{ 0x017A, 0x0179, 1, "Z" }, { 0x017B, 0x017C, 0, "Z" },
	{ 0x017C, 0x017B, 1, "Z" }, { 0x017D, 0x017E, 0, "Z" },
	{ 0x017E, 0x017D, 1, "Z" }, { 0x017F, 0x0053, 1, "S" },
	{ 0x1E9E, 0x00DF, 0, "SS" },
};

/*
 * The letters of the table above that Unicode composes of a letter of A-Z
 * or a-z and one combining mark (U+0300-U+0328): its canonical
 * decomposition, as some keyboards and copied text write it (NFD), and
 * NFC, as word lists do, composes back.  Sorted by base, then mark.
 */
static const struct {
	char		base;
	uint16_t	mark;
	uint16_t	cp;
} compose[] = {
	{ 'A', 0x0300, 0x00C0 }, { 'A', 0x0301, 0x00C1 },
	{ 'A', 0x0302, 0x00C2 }, { 'A', 0x0303, 0x00C3 },
	{ 'A', 0x0304, 0x0100 }, { 'A', 0x0306, 0x0102 },
	{ 'A', 0x0308, 0x00C4 }, { 'A', 0x030A, 0x00C5 },
	{ 'A', 0x0328, 0x0104 }, { 'C', 0x0301, 0x0106 },
	{ 'C', 0x0302, 0x0108 }, { 'C', 0x0307, 0x010A },
	{ 'C', 0x030C, 0x010C }, { 'C', 0x0327, 0x00C7 },
	{ 'D', 0x030C, 0x010E }, { 'E', 0x0300, 0x00C8 },
	{ 'E', 0x0301, 0x00C9 }, { 'E', 0x0302, 0x00CA },
	{ 'E', 0x0304, 0x0112 }, { 'E', 0x0306, 0x0114 },
	{ 'E', 0x0307, 0x0116 }, { 'E', 0x0308, 0x00CB },
	{ 'E', 0x030C, 0x011A }, { 'E', 0x0328, 0x0118 },
	{ 'G', 0x0302, 0x011C }, { 'G', 0x0306, 0x011E },
	{ 'G', 0x0307, 0x0120 }, { 'G', 0x0327, 0x0122 },
	{ 'H', 0x0302, 0x0124 }, { 'I', 0x0300, 0x00CC },
	{ 'I', 0x0301, 0x00CD }, { 'I', 0x0302, 0x00CE },
	{ 'I', 0x0303, 0x0128 }, { 'I', 0x0304, 0x012A },
	{ 'I', 0x0306, 0x012C }, { 'I', 0x0307, 0x0130 },
	{ 'I', 0x0308, 0x00CF }, { 'I', 0x0328, 0x012E },
	{ 'J', 0x0302, 0x0134 }, { 'K', 0x0327, 0x0136 },
	{ 'L', 0x0301, 0x0139 }, { 'L', 0x030C, 0x013D },
	{ 'L', 0x0327, 0x013B }, { 'N', 0x0301, 0x0143 },
	{ 'N', 0x0303, 0x00D1 }, { 'N', 0x030C, 0x0147 },
	{ 'N', 0x0327, 0x0145 }, { 'O', 0x0300, 0x00D2 },
	{ 'O', 0x0301, 0x00D3 }, { 'O', 0x0302, 0x00D4 },
	{ 'O', 0x0303, 0x00D5 }, { 'O', 0x0304, 0x014C },
	{ 'O', 0x0306, 0x014E }, { 'O', 0x0308, 0x00D6 },
	{ 'O', 0x030B, 0x0150 }, { 'R', 0x0301, 0x0154 },
	{ 'R', 0x030C, 0x0158 }, { 'R', 0x0327, 0x0156 },
	{ 'S', 0x0301, 0x015A }, { 'S', 0x0302, 0x015C },
	{ 'S', 0x030C, 0x0160 }, { 'S', 0x0327, 0x015E },
	{ 'T', 0x030C, 0x0164 }, { 'T', 0x0327, 0x0162 },
	{ 'U', 0x0300, 0x00D9 }, { 'U', 0x0301, 0x00DA },
	{ 'U', 0x0302, 0x00DB }, { 'U', 0x0303, 0x0168 },
	{ 'U', 0x0304, 0x016A }, { 'U', 0x0306, 0x016C },
	{ 'U', 0x0308, 0x00DC }, { 'U', 0x030A, 0x016E },
	{ 'U', 0x030B, 0x0170 }, { 'U', 0x0328, 0x0172 },
	{ 'W', 0x0302, 0x0174 }, { 'Y', 0x0301, 0x00DD },
	{ 'Y', 0x0302, 0x0176 }, { 'Y', 0x0308, 0x0178 },
	{ 'Z', 0x0301, 0x0179 }, { 'Z', 0x0307, 0x017B },
	{ 'Z', 0x030C, 0x017D }, { 'a', 0x0300, 0x00E0 },
	{ 'a', 0x0301, 0x00E1 }, { 'a', 0x0302, 0x00E2 },
	{ 'a', 0x0303, 0x00E3 }, { 'a', 0x0304, 0x0101 },
	{ 'a', 0x0306, 0x0103 }, { 'a', 0x0308, 0x00E4 },
	{ 'a', 0x030A, 0x00E5 }, { 'a', 0x0328, 0x0105 },
	{ 'c', 0x0301, 0x0107 }, { 'c', 0x0302, 0x0109 },
	{ 'c', 0x0307, 0x010B }, { 'c', 0x030C, 0x010D },
	{ 'c', 0x0327, 0x00E7 }, { 'd', 0x030C, 0x010F },
	{ 'e', 0x0300, 0x00E8 }, { 'e', 0x0301, 0x00E9 },
	{ 'e', 0x0302, 0x00EA }, { 'e', 0x0304, 0x0113 },
	{ 'e', 0x0306, 0x0115 }, { 'e', 0x0307, 0x0117 },
	{ 'e', 0x0308, 0x00EB }, { 'e', 0x030C, 0x011B },
	{ 'e', 0x0328, 0x0119 }, { 'g', 0x0302, 0x011D },
	{ 'g', 0x0306, 0x011F }, { 'g', 0x0307, 0x0121 },
	{ 'g', 0x0327, 0x0123 }, { 'h', 0x0302, 0x0125 },
	{ 'i', 0x0300, 0x00EC }, { 'i', 0x0301, 0x00ED },
	{ 'i', 0x0302, 0x00EE }, { 'i', 0x0303, 0x0129 },
	{ 'i', 0x0304, 0x012B }, { 'i', 0x0306, 0x012D },
	{ 'i', 0x0308, 0x00EF }, { 'i', 0x0328, 0x012F },
	{ 'j', 0x0302, 0x0135 }, { 'k', 0x0327, 0x0137 },
	{ 'l', 0x0301, 0x013A }, { 'l', 0x030C, 0x013E },
	{ 'l', 0x0327, 0x013C }, { 'n', 0x0301, 0x0144 },
	{ 'n', 0x0303, 0x00F1 }, { 'n', 0x030C, 0x0148 },
	{ 'n', 0x0327, 0x0146 }, { 'o', 0x0300, 0x00F2 },
	{ 'o', 0x0301, 0x00F3 }, { 'o', 0x0302, 0x00F4 },
	{ 'o', 0x0303, 0x00F5 }, { 'o', 0x0304, 0x014D },
	{ 'o', 0x0306, 0x014F }, { 'o', 0x0308, 0x00F6 },
	{ 'o', 0x030B, 0x0151 }, { 'r', 0x0301, 0x0155 },
	{ 'r', 0x030C, 0x0159 }, { 'r', 0x0327, 0x0157 },
	{ 's', 0x0301, 0x015B }, { 's', 0x0302, 0x015D },
	{ 's', 0x030C, 0x0161 }, { 's', 0x0327, 0x015F },
	{ 't', 0x030C, 0x0165 }, { 't', 0x0327, 0x0163 },
	{ 'u', 0x0300, 0x00F9 }, { 'u', 0x0301, 0x00FA },
	{ 'u', 0x0302, 0x00FB }, { 'u', 0x0303, 0x0169 },
	{ 'u', 0x0304, 0x016B }, { 'u', 0x0306, 0x016D },
	{ 'u', 0x0308, 0x00FC }, { 'u', 0x030A, 0x016F },
	{ 'u', 0x030B, 0x0171 }, { 'u', 0x0328, 0x0173 },
	{ 'w', 0x0302, 0x0175 }, { 'y', 0x0301, 0x00FD },
	{ 'y', 0x0302, 0x0177 }, { 'y', 0x0308, 0x00FF },
	{ 'z', 0x0301, 0x017A }, { 'z', 0x0307, 0x017C },
	{ 'z', 0x030C, 0x017E },
};

const struct alpha_latin *
alpha_latin(uint32_t cp)
{
	size_t lo = 0, hi = sizeof(latin) / sizeof(latin[0]), mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (latin[mid].cp == cp)
			return &latin[mid];
		if (latin[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

size_t
alpha_utf8_put(uint32_t cp, char *out)
{
	unsigned char *o = (unsigned char *)out;

	if (cp < 0x80) {
		o[0] = (unsigned char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (unsigned char)(0xC0 | cp >> 6);
		o[1] = (unsigned char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp >= 0xD800 && cp <= 0xDFFF)
		return 0;
	if (cp < 0x10000) {
		o[0] = (unsigned char)(0xE0 | cp >> 12);
		o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
		o[2] = (unsigned char)(0x80 | (cp & 0x3F));
		return 3;
	}
	if (cp > 0x10FFFF)
		return 0;
	o[0] = (unsigned char)(0xF0 | cp >> 18);
	o[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3F));
	o[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
	o[3] = (unsigned char)(0x80 | (cp & 0x3F));
	return 4;
}

size_t
alpha_compose_mark(const char *s, size_t n, uint32_t *cp)
{
	const char *why;
	uint32_t mark, key, k;
	size_t w, lo = 0, hi = sizeof(compose) / sizeof(compose[0]), mid;

	/* alpha_compose has seen a mark's first byte at s. */
	if ((w = alpha_utf8_get(s, n, &mark, &why)) == 0)
		return 0;
	key = *cp << 16 | mark;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		k = (uint32_t)(unsigned char)compose[mid].base << 16 |
		    compose[mid].mark;
		if (k == key) {
			*cp = compose[mid].cp;
			return w;
		}
		if (k < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

size_t
alpha_utf8_get_composed(const char *s, size_t n, uint32_t *cp)
{
	const char *why;
	size_t w;

	if ((w = alpha_utf8_get(s, n, cp, &why)) == 0)
		return 0;
	return w + alpha_compose(s + w, n - w, cp);
}

int
alpha_letter_of(const struct alphabet *a, uint32_t cp, int *lower)
{
	int i;

	for (i = 0; i < a->n; i++)
		if (a->upper[i] == cp || a->lower[i] == cp) {
			*lower = a->lower[i] == cp;
			return i;
		}
	return -1;
}

/* The fold of cp in a (a->fold sorted), or NULL. */
static const struct alpha_fold *
fold_find(const struct alphabet *a, uint32_t cp)
{
	int lo = 0, hi = a->nfold, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (a->fold[mid].cp == cp)
			return &a->fold[mid];
		if (a->fold[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* Letter byte c (a capital) in the case asked for; lower: as written. */
static int
in_case(int c, enum alpha_case how, int lower)
{
	if (how == ALPHA_LOWER || (how == ALPHA_KEEP && lower))
		return c | 0x20;
	return c & ~0x20;
}

/*
 * What a character cp that is no letter of a folds onto, the characters
 * a does not list folded as def says: its letters into to (capitals),
 * their number returned, and *lower its case; 0 when it folds onto none
 * of a's letters.
 */
static size_t
fold_other(const struct alphabet *a, enum alpha_fold_default def,
    uint32_t cp, unsigned char *to, int *lower)
{
	const struct alpha_latin *l;
	const struct alpha_fold *f;
	size_t k, n;

	if ((f = fold_find(a, cp)) != NULL) {
		memcpy(to, f->to, f->len);
		*lower = f->lower;
		return f->len;
	}
	if (def != ALPHA_STRIP || (l = alpha_latin(cp)) == NULL)
		return 0;
	n = strlen(l->base);
	for (k = 0; k < n; k++) {
		if (a->index[(unsigned char)l->base[k]] < 0)
			return 0;
		to[k] = (unsigned char)l->base[k];
	}
	*lower = l->lower;
	return n;
}

/*
 * What one character cp becomes: its letters into to (capitals), their
 * number returned, and *lower its case (-1 when unknown); 0 when it is no
 * letter of a and does not fold onto its letters (or tiles: a's own
 * letters only).
 */
static size_t
fold_char(const struct alphabet *a, int tiles, uint32_t cp,
    unsigned char *to, int *lower)
{
	int i;

	if ((i = alpha_letter_of(a, cp, lower)) >= 0) {
		to[0] = a->letter[i];
		return 1;
	}
	return tiles ? 0 : fold_other(a, a->fold_default, cp, to, lower);
}

/*
 * alpha_spelling of the character cp (def for the characters a does not
 * list): its letters' UTF-8 into out, or NULL.
 */
static const char *
spelling(const struct alphabet *a, enum alpha_fold_default def,
    uint32_t cp, char *out)
{
	unsigned char to[ALPHA_FOLDLEN];
	size_t k, m, o = 0;
	int lower;

	if (cp < 0x80 || alpha_letter_of(a, cp, &lower) >= 0 ||
	    (m = fold_other(a, def, cp, to, &lower)) == 0)
		return NULL;
	for (k = 0; k < m; k++)
		o += alpha_letter_utf8(a, alpha_index(a, to[k]), 0, out + o);
	out[o] = '\0';
	return out;
}

const char *
alpha_spelling(const struct alphabet *a, const char *ch, size_t n,
    char *out)
{
	const char *why;
	uint32_t cp;

	if (alpha_utf8_get(ch, n, &cp, &why) != n)
		return NULL;
	return spelling(a, a->fold_default, cp, out);
}

const char *
alpha_tile_spelling(const struct alphabet *a, const char *ch, size_t n,
    char *out)
{
	uint32_t cp;

	if (n == 0 || alpha_utf8_get_composed(ch, n, &cp) != n)
		return NULL;
	return spelling(a, alpha_tiles_fold(a), cp, out);
}

/*
 * Fill e for the character at column col and return rc; tiles: a's own
 * letters only, a fold spelt as a tile is (alpha_tile_spelling).
 */
static int
decode_fail(struct core_err *e, int rc, size_t col, const char *what,
    const char *s, size_t n, const struct alphabet *a, int tiles)
{
	char sp[4 * ALPHA_FOLDLEN + 1];

	if (rc == 1 && tiles && alpha_tile_spelling(a, s, n, sp) != NULL)
		core_no(e, &alpha_rules[AR_NOT_A_LETTER], "'%.*s' is not a "
		    "letter of %s (%s): spell it %s", (int)n, s, a->code,
		    a->name, sp);
	else if (rc == 1)
		core_no(e, &alpha_rules[AR_NOT_A_LETTER], "'%.*s' is not a "
		    "letter of %s (%s) and does not fold onto one", (int)n, s,
		    a->code, a->name);
	else
		core_errf(e, NULL, 0, col, "bad UTF-8: %s", _(what));
	if (e != NULL) {
		e->file = NULL;
		e->line = 0;
		e->col = col;
	}
	return rc;
}

/* alpha_decode, or (tiles) alpha_decode_tiles. */
static int
decode(const struct alphabet *a, int tiles, const char *s, size_t len,
    enum alpha_case how, struct buf *out, struct core_err *e)
{
	const unsigned char *tab = a->ascii[how];
	unsigned char to[ALPHA_FOLDLEN];
	const char *why = NULL, *ch;
	char u[4];
	size_t i = 0, o, col = 1, k, n, w, m;
	uint32_t cp;
	int c, lower;

	if (buf_grow(out, len) == -1)
		return core_nomem(e);
	o = out->len;
	while (i < len) {
		/*
		 * The fast path: an ASCII byte that is its own letter, and
		 * not the base of a combining mark (0xCC or 0xCD) after it.
		 */
		c = (unsigned char)s[i];
		if (c < 0x80 && tab[c] != 0 && (i + 1 == len ||
		    ((unsigned char)s[i + 1] & 0xFE) != 0xCC)) {
			out->p[o++] = (char)tab[c];
			i++;
			col++;
			continue;
		}
		out->len = o;
		if ((w = alpha_utf8_get(s + i, len - i, &cp, &why)) == 0) {
			out->p[o] = '\0';
			return decode_fail(e, -1, col, why, s + i, 1, a, tiles);
		}
		/* A letter and its mark are the letter they compose. */
		ch = s + i;
		n = w;
		if ((m = alpha_compose(s + i + w, len - i - w, &cp)) > 0) {
			n = alpha_utf8_put(cp, u);
			ch = u;
		}
		lower = -1;
		k = fold_char(a, tiles, cp, to, &lower);
		if (k == 0 && (cp >= 0x80 || ((cp | 0x20) >= 'a' &&
		    (cp | 0x20) <= 'z'))) {
			out->p[o] = '\0';
			return decode_fail(e, 1, col, NULL, ch, n, a, tiles);
		}
		n = k;
		w += m;
		col += m > 0;
		/* Each character gives at most ALPHA_FOLDLEN letters. */
		if (buf_grow(out, len - i + ALPHA_FOLDLEN) == -1)
			return core_nomem(e);
		if (n == 0)
			out->p[o++] = (char)cp;	/* ASCII, not a letter */
		for (k = 0; k < n; k++)
			out->p[o++] = (char)in_case(to[k], how, lower == 1);
		i += w;
		col++;
	}
	out->len = o;
	out->p[o] = '\0';
	return 0;
}

int
alpha_decode(const struct alphabet *a, const char *s, size_t len,
    enum alpha_case how, struct buf *out, struct core_err *e)
{
	return decode(a, a->tiles_only, s, len, how, out, e);
}

int
alpha_decode_tiles(const struct alphabet *a, const char *s, size_t len,
    enum alpha_case how, struct buf *out, struct core_err *e)
{
	return decode(a, 1, s, len, how, out, e);
}

int
alpha_encode(const struct alphabet *a, const char *s, size_t len,
    struct buf *out, struct core_err *e)
{
	char u[4];
	size_t i, n;
	int c, x;

	if (buf_grow(out, len) == -1)
		return core_nomem(e);
	out->p[out->len] = '\0';
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c < 0x80) {
			if (buf_addc(out, c) == -1)
				return core_nomem(e);
			continue;
		}
		if ((x = a->index[c]) < 0)
			return core_errf(e, NULL, 0, i + 1, "byte 0x%02X is "
			    "not a letter of %s", c, a->code);
		n = alpha_utf8_put(c & 0x20 ? a->lower[x] : a->upper[x], u);
		if (buf_add(out, u, n) == -1)
			return core_nomem(e);
	}
	return 0;
}

const char *
alpha_encode_buf(const struct alphabet *a, const char *s, char *out,
    size_t outlen)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t o = 0, n;
	char u[8];
	int k;

	for (; *p != '\0'; p++) {
		u[0] = (char)*p;
		n = 1;
		if (*p >= 0x80)
			n = (k = alpha_index(a, *p)) < 0 ? (u[0] = '?', 1) :
			    alpha_letter_utf8(a, k, (*p & 0x20) != 0, u);
		if (o + n >= outlen)
			break;
		memcpy(out + o, u, n);
		o += n;
	}
	out[o] = '\0';
	return out;
}

size_t
alpha_letter_utf8(const struct alphabet *a, int i, int lower, char *out)
{
	size_t n;

	if (i < 0 || i >= a->n) {
		out[0] = '\0';
		return 0;
	}
	n = alpha_utf8_put(lower ? a->lower[i] : a->upper[i], out);
	out[n] = '\0';
	return n;
}

size_t
alpha_tiles_total(const struct alpha_tiles *t)
{
	size_t sum = t->wild;
	int i;

	for (i = 0; i < ALPHA_MAX; i++)
		sum += t->n[i];
	return sum;
}

void
alpha_finish(struct alphabet *a)
{
	struct alpha_fold f;
	int i, j, c;

	memset(a->index, -1, sizeof(a->index));
	for (i = 0; i < a->n; i++) {
		a->index[a->letter[i]] = (signed char)i;
		a->index[a->letter[i] | 0x20] = (signed char)i;
	}
	for (c = 0; c < 128; c++) {
		if (c >= 'A' && c <= 'Z') {
			a->ascii[ALPHA_KEEP][c] = a->ascii[ALPHA_UPPER][c] =
			    a->index[c] >= 0 ? (unsigned char)c : 0;
			a->ascii[ALPHA_LOWER][c] = a->index[c] >= 0 ?
			    (unsigned char)(c | 0x20) : 0;
		} else if (c >= 'a' && c <= 'z') {
			a->ascii[ALPHA_KEEP][c] = a->ascii[ALPHA_LOWER][c] =
			    a->index[c] >= 0 ? (unsigned char)c : 0;
			a->ascii[ALPHA_UPPER][c] = a->index[c] >= 0 ?
			    (unsigned char)(c & ~0x20) : 0;
		} else
			a->ascii[ALPHA_KEEP][c] = a->ascii[ALPHA_UPPER][c] =
			    a->ascii[ALPHA_LOWER][c] = (unsigned char)c;
	}
	/* Insertion sort: a few dozen folds at most. */
	for (i = 1; i < a->nfold; i++) {
		f = a->fold[i];
		for (j = i; j > 0 && a->fold[j - 1].cp > f.cp; j--)
			a->fold[j] = a->fold[j - 1];
		a->fold[j] = f;
	}
}

/* May cp be a letter beyond A-Z: past Latin-1's signs, a character? */
static int
high_letter(uint32_t cp)
{
	return cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 && cp <= 0x10FFFF &&
	    !(cp >= 0xD800 && cp <= 0xDFFF);
}

int
alpha_from_letters(struct alphabet *a, const char *code, int n,
    const uint32_t *upper, const uint32_t *lower, struct core_err *e)
{
	int i, j, k = 0;

	memset(a, 0, sizeof(*a));
	if (n < 1 || n > ALPHA_MAX || memchr(code, '\0', ALPHA_CODELEN) ==
	    NULL)
		return core_errf(e, NULL, 0, 0, "an alphabet of %d letters",
		    n);
	for (i = 0; i < n; i++) {
		if (upper[i] < 0x80 ? !(upper[i] >= 'A' && upper[i] <= 'Z' &&
		    lower[i] == (upper[i] | 0x20) && k == 0 &&
		    (i == 0 || upper[i] > upper[i - 1])) :
		    !high_letter(upper[i]) || !high_letter(lower[i]) ||
		    upper[i] == lower[i])
			return core_errf(e, NULL, 0, 0, "letter %d of the "
			    "alphabet is U+%04X, U+%04X", i + 1,
			    (unsigned)upper[i], (unsigned)lower[i]);
		for (j = 0; j < i; j++)
			if (upper[j] == upper[i] || lower[j] == lower[i] ||
			    upper[j] == lower[i] || lower[j] == upper[i])
				return core_errf(e, NULL, 0, 0, "letter %d of "
				    "the alphabet is there twice", i + 1);
		a->letter[i] = upper[i] < 0x80 ? (unsigned char)upper[i] :
		    (unsigned char)(ALPHA_HIGH + k++);
		a->upper[i] = upper[i];
		a->lower[i] = lower[i];
	}
	a->n = n;
	memcpy(a->code, code, ALPHA_CODELEN);
	memcpy(a->name, code, ALPHA_CODELEN);
	a->fold_default = ALPHA_STRIP;
	a->names = ALPHA_NAMES_CAPITAL;
	alpha_finish(a);
	return 0;
}

/* Counts A-Z into t, with its source. */
static void
english_set(struct alpha_tiles *t, const unsigned char *n, const char *src)
{
	int i;

	t->given = 1;
	for (i = 0; i < 26; i++)
		t->n[i] = n[i];
	str_put(t->source, sizeof(t->source), src);
}

void
alpha_english(struct alphabet *a)
{
	/* The same numbers as libcore/tiles.c's (a test holds them so). */
	static const unsigned char bananagrams[26] = {
		13, 3, 3, 6, 18, 3, 4, 3, 12, 2, 2, 5, 3, 8, 11, 3, 2, 9, 6,
		9, 6, 3, 3, 2, 3, 2
	}, typeset[26] = {
		0, 2, 2, 3, 0, 2, 2, 2, 0, 1, 1, 4, 2, 4, 0, 2, 1, 4, 4, 4, 0,
		1, 1, 1, 1, 1
	}, scrabble[26] = {
		9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4,
		2, 2, 1, 2, 1
	};
	int i;

	memset(a, 0, sizeof(*a));
	str_put(a->code, sizeof(a->code), "en");
	str_put(a->name, sizeof(a->name), "English");
	a->n = 26;
	for (i = 0; i < 26; i++) {
		a->letter[i] = (unsigned char)('A' + i);
		a->upper[i] = (uint32_t)('A' + i);
		a->lower[i] = (uint32_t)('a' + i);
	}
	a->fold_default = ALPHA_STRIP;
	a->vowel = 1u << 0 | 1u << 4 | 1u << 8 | 1u << 14 | 1u << 20;
	a->names = ALPHA_NAMES_CAPITAL;
	english_set(&a->tiles[ALPHA_GAME_BANANAGRAMS], bananagrams,
	    ALPHA_SRC_BANANAGRAMS);
	a->tiles[ALPHA_GAME_SHENANIGRAMS] = a->tiles[ALPHA_GAME_BANANAGRAMS];
	english_set(&a->tiles[ALPHA_GAME_TYPESET], typeset, ALPHA_SRC_TYPESET);
	english_set(&a->tiles[ALPHA_GAME_SCRABBLE], scrabble,
	    ALPHA_SRC_SCRABBLE);
	a->tiles[ALPHA_GAME_SCRABBLE].wild = 2;
	str_put(a->spinner, sizeof(a->spinner), "ABCDEFGHIJKLMNOPRSTW");
	str_put(a->spinner_source, sizeof(a->spinner_source),
	    ALPHA_SRC_SPINNER);
	alpha_finish(a);
}
