/*
 * duration.c: "1m30s" and friends.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "duration.h"

/* Shapemash's rulebook, and timer(1)'s ruling on it. */
const struct core_rule duration_rules[DURATION_NRULES] = {
	[DURATION_STOPPED] = { "stopped-early", "The round ends when both "
	    "teams' pictograms have been guessed correctly, or when the timer "
	    "runs out. (timer(1): a line on the input ends it before its "
	    "time, and the time left is given back.)" },
};

int
duration_parse(const char *s, unsigned long *secs, struct core_err *e)
{
	static const char units[] = "hms";
	static const unsigned long mult[] = { 3600, 60, 1 };
	unsigned long v, total = 0;
	const char *p = s, *u, *part;
	int last = -1, digits;

	while (*p != '\0') {
		part = p;
		for (v = 0, digits = 0; *p >= '0' && *p <= '9'; p++) {
			v = v * 10 + (unsigned long)(*p - '0');
			if (v > DURATION_MAX)
				goto range;
			digits++;
		}
		if (digits == 0)
			goto bad;
		if (*p == '\0') {
			/* A bare number is seconds, and only alone. */
			if (last != -1)
				goto bad;
			total = v;
			break;
		}
		if ((u = strchr(units, *p)) == NULL || (int)(u - units) <= last)
			goto bad;
		/*
		 * After a larger unit, 60 or more is a slip (1m90s for 1m09s
		 * or 1m59s as likely as for 2m30s): a referee does not guess.
		 */
		if (last != -1 && v >= 60)
			return core_errf(e, NULL, 0, 0, "'%s' is not a duration: "
			    "'%.*s' comes after a larger unit, so it must be "
			    "under 60", s, (int)(p + 1 - part), part);
		last = (int)(u - units);
		total += v * mult[last];
		if (total > DURATION_MAX)
			goto range;
		p++;
	}
	if (p == s)
		goto bad;
	*secs = total;
	return 0;
range:
	return core_errf(e, NULL, 0, 0, "duration '%s' is longer than a day",
	    s);
bad:
	return core_errf(e, NULL, 0, 0, "'%s' is not a duration: write 90, "
	    "90s, 2m or 1m30s", s);
}

void
duration_format(unsigned long secs, char *out, size_t size)
{
	unsigned long h = secs / 3600, m = secs / 60 % 60, s = secs % 60;
	size_t n = 0;

	out[0] = '\0';
	if (h > 0)
		n += (size_t)snprintf(out + n, size - n, "%luh", h);
	if (m > 0 && n < size)
		n += (size_t)snprintf(out + n, size - n, "%lum", m);
	if ((s > 0 || secs == 0) && n < size)
		snprintf(out + n, size - n, "%lus", s);
}
