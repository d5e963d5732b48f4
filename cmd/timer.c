/*
 * timer: a countdown that does not drift.
 *
 * Every wake-up is an absolute deadline on CLOCK_MONOTONIC, computed from
 * the start (start + k seconds), so a slow wake-up never delays the next
 * one and the end comes on time however long the timer runs.
 */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core.h"
#include "duration.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "opt.h"
#include "privilege.h"
#include "util.h"

#define BAR_WIDTH	30
#define SCALE_VAR	"WORDKIT_TIME_SCALE"
#define INPUT_MAX	65536		/* bytes of stdin read at once */
#define INPUT_PAUSE	10000000	/* ns between reads that bring no line */
/* What leaves the terminal as it was: no bar, the cursor shown. */
#define TTY_RESTORE	"\r\033[K\033[?25h"

static const struct opt opts[] = {
	{ .letter = 'b', .name = "bell", .kind = OPT_FLAG,
	  .help = N_("ring the terminal bell at the end") },
	{ .letter = 'c', .name = "countdown", .kind = OPT_FLAG,
	  .help = N_("print each remaining second on stdout") },
	/* -e is the input that ends the wait here, as the contract says. */
	{ .letter = 'e', .name = "stop-on-input", .kind = OPT_FLAG,
	  .help = N_("a line on stdin stops the timer early"), .own = 1 },
	OPT__QUIET(NULL, NULL),
	OPT_END
};

static const struct opt_tool timer_tool = {
	.name = "timer",
	.synopsis = "[-bceq] DURATION",
	.intro = N_("DURATION: 90, 90s, 2m, 1m30s, 1h\n"),
	/* SCALE_VAR, written out: the catalog knows the whole line. */
	.outro = N_("environment: WORDKIT_TIME_SCALE=F runs the clock F "
	    "times faster\n"),
	.operand = OPT_CHOICE,
	.choices = "2m 90s 1m30s 5s",
	.opts = opts
};

/*
 * All that a signal handler can see is globals: the first signal that
 * ends the timer, a Ctrl-Z, and whether the cursor is hidden (for
 * on_fault).
 */
static volatile sig_atomic_t got_sig;
static volatile sig_atomic_t got_stop;
static volatile sig_atomic_t tty_dirty;

struct timer {
	unsigned long	 total;		/* game seconds */
	double		 ns_per_sec;	/* real nanoseconds per game second */
	int64_t		 start;		/* CLOCK_MONOTONIC, ns */
	int		 bar;		/* draw the bar on stderr */
	int		 countdown, input, bell;
	int64_t		 read_after;	/* no read of stdin before, ns */
	unsigned long	 shown;		/* seconds left on the bar */
};

static void
on_signal(int sig)
{
	if (got_sig == 0)
		got_sig = sig;
}

static void
on_stop(int sig)
{
	(void)sig;
	got_stop = 1;
}

/*
 * A fault cannot wait for the main loop: returning would run the faulting
 * instruction again.  Show the cursor with write(2), which a handler may
 * call, and die of the signal, whose default SA_RESETHAND has put back.
 */
static void
on_fault(int sig)
{
	ssize_t n;

	if (tty_dirty) {
		n = write(STDERR_FILENO, TTY_RESTORE, sizeof(TTY_RESTORE) - 1);
		(void)n;
	}
	raise(sig);
}

/* Whether the default action of sig ends the process. */
static int
sig_ends(int sig)
{
	switch (sig) {
	case SIGCHLD: case SIGCONT: case SIGKILL: case SIGSTOP:
	case SIGTSTP: case SIGTTIN: case SIGTTOU: case SIGURG:
#ifdef SIGWINCH
	case SIGWINCH:
#endif
#ifdef SIGINFO
	case SIGINFO:
#endif
		return 0;
	default:
		return 1;
	}
}

/* Whether sig may come from a fault (or abort(3)), not only from kill. */
static int
sig_fault(int sig)
{
	return sig == SIGABRT || sig == SIGBUS || sig == SIGFPE ||
	    sig == SIGILL || sig == SIGSEGV || sig == SIGSYS || sig == SIGTRAP;
}

/* Handle sig with fn, without SA_RESTART: a signal ends the sleep. */
static void
catch(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = fn;
	/* A fault's handler dies of it at once (on_fault). */
	sa.sa_flags = fn == on_fault ? SA_RESETHAND | SA_NODEFER : 0;
	sigaction(sig, &sa, NULL);
}

/*
 * Catch every signal whose default action ends the process, so that the
 * terminal is restored first, and Ctrl-Z (SIGTSTP).  A signal ignored
 * when the timer starts stays ignored (nohup(1), or a caller that wants
 * EPIPE for SIGPIPE), except SIGINT and SIGQUIT, which a shell ignores
 * for every command it runs in the background.
 */
static void
catch_signals(void)
{
	struct sigaction old;
	int sig;

	for (sig = 1; sig < NSIG; sig++) {
		/* A number the C library keeps for itself fails here. */
		if ((!sig_ends(sig) && sig != SIGTSTP) ||
		    sigaction(sig, NULL, &old) == -1)
			continue;
		if (old.sa_handler == SIG_IGN && sig != SIGINT &&
		    sig != SIGQUIT)
			continue;
		catch(sig, sig == SIGTSTP ? on_stop : sig_fault(sig) ?
		    on_fault : on_signal);
	}
}

/*
 * End the process by sig with its default action, as if it had never been
 * caught, so that the parent sees which signal it was.
 */
static void
die_of(int sig)
{
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);	/* not reached */
}

static int64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The real time at which k game seconds have passed. */
static int64_t
at(const struct timer *t, unsigned long k)
{
	return t->start + (int64_t)((double)k * t->ns_per_sec + 0.5);
}

static double
scale_from_env(void)
{
	const char *s = privilege_getenv(SCALE_VAR);
	char *end;
	double v;

	if (s == NULL || *s == '\0')
		return 1.0;
	errno = 0;
	v = strtod(s, &end);
	if (*end != '\0' || errno != 0 || !(v >= 0.001 && v <= 1000000))
		fail_at(FAIL_USAGE, NULL, 0, 0, "%s '%s' is not a number from "
		    "0.001 to "
		    "1000000", SCALE_VAR, s);
	return v;
}

static void
bar_clear(const struct timer *t)
{
	if (t->bar)
		fputs("\r\033[K", stderr);
}

static void
bar_draw(const struct timer *t, unsigned long left)
{
	int i, full;

	if (!t->bar)
		return;
	full = t->total ? (int)((t->total - left) * BAR_WIDTH / t->total) :
	    BAR_WIDTH;
	fputs("\r[", stderr);
	for (i = 0; i < BAR_WIDTH; i++)
		fputc(i < full ? '#' : '.', stderr);
	if (left >= 3600)
		fprintf(stderr, "] %lu:%02lu:%02lu", left / 3600,
		    left / 60 % 60, left % 60);
	else
		fprintf(stderr, "] %lu:%02lu", left / 60, left % 60);
	fflush(stderr);
}

/* Hide the cursor while the bar is drawn. */
static void
hide(const struct timer *t)
{
	if (t->bar) {
		tty_dirty = 1;
		fputs("\033[?25l", stderr);
	}
}

/* Leave the terminal as it was: no bar, the cursor shown. */
static void
restore(const struct timer *t)
{
	if (t->bar && tty_dirty) {
		fputs(TTY_RESTORE, stderr);
		fflush(stderr);
		tty_dirty = 0;
	}
}

/*
 * Fail with what (and errno's message), the terminal restored; after a
 * signal (SIGPIPE for a write to a reader gone) die of it instead.
 */
static void
fail(const struct timer *t, const char *what)
{
	int saved = errno;

	restore(t);
	if (got_sig)
		die_of(got_sig);
	errno = saved;
	fail_io("%s", _(what));	/* what: marked N_ */
}

/* One line on stdout, with the bar out of its way. */
static void
say(const struct timer *t, const char *line)
{
	bar_clear(t);
	if (puts(line) == EOF || fflush(stdout) == EOF)
		fail(t, N_("write error"));
}

/*
 * After a Ctrl-Z: restore the terminal and stop, as SIGTSTP does; when
 * continued, hide the cursor and draw the bar again.  The clock has run
 * on meanwhile, as a sand timer's would.
 */
static void
suspend(struct timer *t)
{
	got_stop = 0;
	restore(t);
	signal(SIGTSTP, SIG_DFL);
	raise(SIGTSTP);
	catch(SIGTSTP, on_stop);
	hide(t);
	bar_draw(t, t->shown);
}

/* Sleep until the real time `until`; a signal returns early. */
static void
sleep_until(struct timer *t, int64_t until)
{
	struct timespec ts;

	ts.tv_sec = (time_t)(until / 1000000000);
	ts.tv_nsec = (long)(until % 1000000000);
	while (!got_sig) {
		if (got_stop)
			suspend(t);
		if (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts,
		    NULL) != EINTR)
			break;
	}
}

/*
 * Read what stdin holds, up to INPUT_MAX bytes: 1 when it brings a
 * newline.  A read that brings none holds the next one off for
 * INPUT_PAUSE, so input that never ends (/dev/zero) costs one read a
 * hundredth of a second, not a core.
 */
static int
read_input(struct timer *t)
{
	static char buf[INPUT_MAX] BIG_STATIC;
	ssize_t n;

	if ((n = read(STDIN_FILENO, buf, sizeof(buf))) == 0) {
		t->input = 0;	/* end of input: no line will come */
		return 0;
	}
	if (n > 0 && memchr(buf, '\n', (size_t)n) != NULL)
		return 1;
	if (n == -1 && errno != EINTR && errno != EAGAIN)
		fail(t, N_("cannot read the standard input"));
	t->read_after = now_ns() + INPUT_PAUSE;
	return 0;
}

/*
 * Sleep until the real time `until`, or until a line comes on stdin (when
 * t->input).  Returns 1 for a line, 0 otherwise; a signal returns early.
 * Stdin is looked at however short the wait (a game second may be under a
 * millisecond), unless a read without a line holds it off.
 */
static int
wait_until(struct timer *t, int64_t until)
{
	struct pollfd pfd;
	int64_t now, ms;
	int looked = 0, r;

	while (!got_sig && t->input) {
		if (got_stop)
			suspend(t);
		now = now_ns();
		if (now < t->read_after) {
			if (t->read_after >= until)
				break;
			sleep_until(t, t->read_after);
			continue;
		}
		/*
		 * poll(2) waits in whole milliseconds, rounded down; the last
		 * part of the wait is the exact absolute sleep below.
		 */
		if ((ms = (until - now) / 1000000) <= 0 && looked)
			break;
		looked = 1;
		pfd.fd = STDIN_FILENO;
		pfd.events = POLLIN;
		r = poll(&pfd, 1, ms <= 0 ? 0 : ms > INT_MAX ? INT_MAX :
		    (int)ms);
		if (r == -1 && errno != EINTR)
			fail(t, N_("cannot wait for the standard input"));
		if (r <= 0)
			continue;
		if (pfd.revents & POLLNVAL)
			t->input = 0;	/* stdin is closed: no line will come */
		else if (read_input(t))
			return 1;
	}
	sleep_until(t, until);
	return 0;
}

/*
 * The time has run out: the bell, and at a terminal (unless quiet) a line
 * where the bar was, since a bar wiped says nothing.  A pipe or a file
 * gets nothing: the exit status says it, and stdout is the countdown's.
 */
static void
time_up(const struct timer *t, int quiet)
{
	char total[16];

	if (t->bell)
		fputc('\a', stderr);
	if (t->bar && !quiet) {
		duration_format(t->total, total, sizeof(total));
		fprintf(stderr, _("timer: time is up (%s)\n"), total);
	}
	fflush(stderr);
}

/* The options and the DURATION into t and f. */
static void
read_opts(int argc, char *argv[], struct timer *t, struct flow *f)
{
	struct core_err e;
	int ch;

	while ((ch = opt_get(&timer_tool, argc, argv)) != -1)
		switch (ch) {
		case 'b': t->bell = 1; break;
		case 'c': t->countdown = 1; break;
		case 'e': t->input = 1; break;
		case 'q': f->quiet = 1; break;
		default: opt_usage(&timer_tool, stderr, EXIT_ERR);
		}
	if (argc - optind != 1)
		fail_usage("give one DURATION");
	if (duration_parse(argv[optind], &t->total, &e) == -1)
		fail_usage("%s", e.msg);
}

int
main(int argc, char *argv[])
{
	struct timer t = { 0 };
	struct flow f = { 0 };
	char left[16], num[32];
	unsigned long k, secs;
	double x;
	int64_t rest;

	read_opts(argc, argv, &t, &f);
	t.ns_per_sec = 1e9 / scale_from_env();
	t.bar = isatty(STDERR_FILENO);

	catch_signals();
	hide(&t);
	t.start = now_ns();
	for (k = 0; k < t.total && !got_sig; k++) {
		if (t.countdown) {
			snprintf(num, sizeof(num), "%lu", t.total - k);
			say(&t, num);
		}
		bar_draw(&t, t.shown = t.total - k);
		if (wait_until(&t, at(&t, k + 1))) {
			rest = at(&t, t.total) - now_ns();
			if (rest < 0)
				rest = 0;
			/* Rounded up, so the time left can be given back. */
			x = (double)rest / t.ns_per_sec;
			secs = (unsigned long)x;
			if ((double)secs < x)
				secs++;
			duration_format(secs, left, sizeof(left));
			restore(&t);
			say(&t, left);
			break;
		}
	}
	restore(&t);
	if (got_sig)
		die_of(got_sig);
	/* The time left is out already, as the seconds were: said live. */
	if (k < t.total)
		flow_refuse(&f, &duration_rules[DURATION_STOPPED], "stopped "
		    "with %s left", left);
	else
		time_up(&t, f.quiet);
	flow_end(&f);
}
