/*
 * duration.h: lengths of time as players write them: "90", "90s", "2m",
 * "1m30s", "1h" - whole seconds.
 */
#ifndef DURATION_H
#define DURATION_H

#include <stddef.h>

#include "core.h"

#define DURATION_MAX	86400UL	/* a day */

/*
 * The rules a timed round's "no" rests on: duration_rules[], indexed by
 * enum duration_rule.
 */
enum duration_rule {
	DURATION_STOPPED,	/* "stopped-early": ended before its time */
	DURATION_NRULES
};
extern const struct core_rule duration_rules[DURATION_NRULES];

/*
 * Parse s: a number of seconds, or hours, minutes and seconds, each a
 * number with its unit h, m or s, in that order, each at most once, and
 * each after the first under 60.  The total is from 0 to DURATION_MAX
 * seconds.  Returns 0, or -1 with e filled.
 */
int	duration_parse(const char *s, unsigned long *secs, struct core_err *e);

/*
 * Write secs the same way ("1h2m3s", "2m", "45s", "0s") into out, which
 * has room for size bytes (16 is always enough).
 */
void	duration_format(unsigned long secs, char *out, size_t size);

#endif
