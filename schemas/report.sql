-- Queries of the HTML report (audit/report_data.py).  Each `-- name:` starts one.

-- name: totals
-- disputed: the hands with a disputed pot; disputed_pots: the pots (a Tonk hand's payments
-- count as one) with a row that differs from the correct settlement, as the hand pages mark it.
WITH disputed_pots AS (
    SELECT DISTINCT session, hand_id, pot_index FROM awards WHERE differs
)
SELECT (SELECT count(*) FROM hands) AS hands,
       (SELECT count(*) FROM hands WHERE n_findings > 0) AS hands_with_findings,
       (SELECT count(*) FROM hands WHERE disputed) AS disputed,
       (SELECT count(*) FROM disputed_pots) AS disputed_pots,
       (SELECT count(*) FROM findings) AS findings,
       (SELECT count(*) FROM quarantine) AS quarantined,
       (SELECT count(DISTINCT player) FROM seats) AS players,
       (SELECT count(DISTINCT session) FROM hands) AS sessions;

-- name: by_game
-- disputed: hands with a disputed pot; disputed_pots: those pots (as in totals).
WITH p AS (
    SELECT h.game, count(DISTINCT (a.session, a.hand_id, a.pot_index)) AS disputed_pots
    FROM awards a JOIN hands h ON h.session = a.session AND h.hand_id = a.hand_id
    WHERE a.differs
    GROUP BY h.game
)
SELECT g.*, coalesce(p.disputed_pots, 0) AS disputed_pots
FROM (
    SELECT game, count(*) AS hands, count(*) FILTER (WHERE n_findings > 0) AS with_findings,
           CAST(coalesce(sum(n_findings), 0) AS BIGINT) AS findings,
           count(*) FILTER (WHERE disputed) AS disputed
    FROM hands GROUP BY game
) g LEFT JOIN p USING (game)
ORDER BY g.game;

-- name: by_code
-- hands: the records with the code (a stored hand's findings share its key, file and line; a
-- record set aside has no session, and is told by its file and line).
SELECT code, any_value(severity) AS severity, count(*) AS n,
       count(DISTINCT (session, hand_id, source_file, source_line)) AS hands
FROM findings GROUP BY code ORDER BY n DESC, code;

-- name: time_zone
-- Hands are ordered by time (the instant a time with an offset names; one without is read as
-- UTC, whatever the machine's zone), then the time as text (one that is no time comes after
-- every time that is), then ingest order: the charts, each session's first and last time,
-- and the session results (seat_groups, sessions).
SET TimeZone = 'UTC';
-- The instant an ISO 8601 time names: DuckDB reads the extended format; the basic format
-- (20260101T100000Z, +0100), a time of hours only (T20Z) and a decimal comma are rewritten to
-- it first, and a decimal fraction of the hour or the minute (T10,5Z, T10:30.25Z) is added to
-- the time without it (up to twelve digits of it, to the microsecond).  Week and ordinal dates
-- and a leap second stay unread (NULL).
CREATE OR REPLACE TEMP MACRO iso_extended(t) AS
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(replace(t, ',', '.'),
        '^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})', '\1-\2-\3T\4:\5:\6'),
        '^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})', '\1-\2-\3T\4:\5'),
        '^(\d{4})(\d{2})(\d{2})(T|$)', '\1-\2-\3\4'),
        '^(\d{4}-\d{2}-\d{2}T\d{2})($|[Z+-])', '\1:00\2');
CREATE OR REPLACE TEMP MACRO iso_fraction(e, unit_us) AS
    TRY_CAST(regexp_replace(e, '^(\d{4}-\d{2}-\d{2}T\d{2}(:\d{2})?)\.\d+', '\1' || CASE WHEN unit_us = 3600000000 THEN ':00' ELSE '' END)
             AS TIMESTAMPTZ)
    + to_microseconds(CAST(TRY_CAST('0.' || left(regexp_extract(e, '^\d{4}-\d{2}-\d{2}T\d{2}(:\d{2})?\.(\d+)', 2), 12)
                                    AS DECIMAL(38, 12)) * unit_us AS BIGINT));
CREATE OR REPLACE TEMP MACRO iso_instant(t) AS coalesce(
    TRY_CAST(t AS TIMESTAMPTZ),
    TRY_CAST(iso_extended(t) AS TIMESTAMPTZ),
    CASE WHEN regexp_matches(iso_extended(t), '^\d{4}-\d{2}-\d{2}T\d{2}\.\d+($|[Z+-])')
         THEN iso_fraction(iso_extended(t), 3600000000)
         WHEN regexp_matches(iso_extended(t), '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\.\d+($|[Z+-])')
         THEN iso_fraction(iso_extended(t), 60000000) END);

-- name: sessions
SELECT session, any_value(has_session) AS has_session,
       string_agg(DISTINCT game, ', ' ORDER BY game) AS games,
       list(DISTINCT table_name ORDER BY table_name) FILTER (WHERE table_name IS NOT NULL) AS tables,
       count(*) AS hands,
       count(*) FILTER (WHERE n_findings > 0) AS with_findings,
       CAST(coalesce(sum(n_findings), 0) AS BIGINT) AS findings,
       count(*) FILTER (WHERE disputed) AS disputed,
       arg_min(time, (iso_instant(time), time)) AS first_time,
       arg_max(time, (iso_instant(time), time)) AS last_time,
       min(ord) AS first_ord
FROM hands GROUP BY session
-- by the instant of their first hand (as the charts order hands: time_zone), then in the order
-- they were stored (a session whose times cannot be read, or without any, after those)
ORDER BY min(iso_instant(time)) NULLS LAST, first_ord;

-- name: worst_hands
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.n_findings, h.n_errors,
       h.worst, h.disputed,
       (SELECT string_agg(DISTINCT f.code, ', ' ORDER BY f.code) FROM findings f
        WHERE f.session = h.session AND f.hand_id = h.hand_id) AS codes
FROM hands h
WHERE h.n_findings > 0 OR h.disputed
ORDER BY CASE h.worst WHEN 'malformed' THEN 3 WHEN 'error' THEN 2 WHEN 'warning' THEN 1 ELSE 0 END DESC,
         h.n_errors DESC, h.disputed DESC, h.n_findings DESC, h.ord
LIMIT $limit;

-- name: findings
-- Every finding in file order, with the page of its hand when the hand is stored.  A record set
-- aside (quarantine) has its findings stored without a session (they are no stored hand's): the
-- session key shown for them is its quarantine row's (same file and line), when it was read.
SELECT f.code, f.severity, f.game, coalesce(f.session, q.session) AS session, h.has_session, f.hand_id,
       f.seq, f.player, f.message, f.source_file, f.source_line, f.idx, h.slug
FROM findings f
LEFT JOIN hands h ON h.session = f.session AND h.hand_id = f.hand_id
LEFT JOIN quarantine q ON f.session IS NULL AND q.source_file = f.source_file AND q.source_line = f.source_line
ORDER BY f.source_file, f.source_line, f.idx;

-- name: page_keys
-- The hands that get a page: a finding (stored with the hand or against its key) or a disputed
-- pot, in order.  The report cuts the list into slices that are rendered in parallel.
SELECT h.ord, h.session, h.hand_id
FROM hands h
WHERE h.n_findings > 0 OR h.disputed
   OR EXISTS (SELECT 1 FROM findings f WHERE f.session = h.session AND f.hand_id = h.hand_id)
ORDER BY h.ord;

-- name: page_hands
-- The hands of one slice: $ords (from page_keys), the first $lo and the last $hi.
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.time, h.source_file,
       h.source_line, h.native, h.rules, h.disputed, h.claims, h.pot_total, h.rake, h.carried_in,
       h.carried_from
FROM hands h
WHERE h.ord BETWEEN $lo AND $hi AND h.ord IN (SELECT unnest($ords))
ORDER BY h.ord;

-- name: worker_settings
-- A process writing hand pages: small queries, one thread (the other cores render too), and
-- a small buffer cache (it reads each block of hands once; at the store's 400 MB, each
-- worker's cache grew to some 250 MB over a million-hand report).
SET threads = 1;
SET memory_limit = '64MB';

-- name: parent_settings
-- The process writing the site: the statistics aggregate every seat and event, but in
-- groups that stay small; DuckDB spills to <db>.tmp beyond this (the page workers run
-- beside it).
SET memory_limit = '256MB';

-- name: disputes
-- Per disputed hand and player: what the log paid against what was owed.  unknown: a row of
-- the player's differs with its amounts equal (in a pot whose winner the unknown cards decide,
-- the correct amount is the recorded one taken as it is, and a payout finding names the player).
-- Also the hands with a finding whose award rows all agree (disputed false): an uncalled bet
-- given back to the wrong player, or kept, while every pot is paid right, is in no award row;
-- audit/report_data.py lists such a hand when a player's end differs (dispute_stakes).
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.ord, h.disputed, a.player,
       CAST(sum(a.correct_amount) AS BIGINT) AS correct,
       CAST(sum(coalesce(a.recorded_amount, 0)) AS BIGINT) AS recorded,
       bool_or(a.differs AND coalesce(a.recorded_amount, 0) = a.correct_amount) AS unknown
FROM awards a JOIN hands h ON h.session = a.session AND h.hand_id = a.hand_id
WHERE h.disputed OR h.n_findings > 0
GROUP BY ALL
ORDER BY h.ord, a.player;

-- name: dispute_stakes
-- Per poker or Palace hand that is disputed or has a finding (an uncalled bet not given back
-- to its owner is always a finding: uncalled-bet-not-returned), and seat: the stacks and the
-- chips put in the pots (pots' contributions, JSON, one row per pot; NULL for a seat's pot-less
-- row), with the hand's rake and carried pot, from which each player's correct end is the
-- start, less the chips put in, plus the correct shares (audit/explain_money.correct_ends):
-- the owner of an uncalled bet kept from them has no award row, but an end that differs.
-- returned: the chips the log gives back to the player (`return` events).
WITH h AS (
    SELECT * FROM hands WHERE (disputed OR n_findings > 0) AND game <> 'tonk' AND claims
), r AS (           -- the returns of those hands, per player (one pass over the returns)
    SELECT e.ord, e.player, CAST(sum(e.amount) AS BIGINT) AS returned
    FROM event_rows e SEMI JOIN h ON h.ord = e.ord
    WHERE e.type = 'return'
    GROUP BY e.ord, e.player
), p AS (           -- their pots, per hand
    SELECT p.session, p.hand_id, list(p.contributions ORDER BY p.pot_index) AS contributions,
           coalesce(sum(p.carried), 0) AS carried
    FROM pots p SEMI JOIN h ON h.session = p.session AND h.hand_id = p.hand_id
    GROUP BY p.session, p.hand_id
)
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.ord, h.disputed, h.rake,
       s.player, s.start_stack, s.end_stack, p.contributions, coalesce(p.carried, 0) AS carried,
       coalesce(r.returned, 0) AS returned
FROM h JOIN seats s ON s.session = h.session AND s.hand_id = h.hand_id
LEFT JOIN p ON p.session = h.session AND p.hand_id = h.hand_id
LEFT JOIN r ON r.ord = h.ord AND r.player = s.player
ORDER BY h.ord, s.seat;

-- name: hand_order
-- Every hand's order: k over all hands, x within its session (by time, as time_zone says).
CREATE OR REPLACE TEMP TABLE report_hand_order AS
WITH t AS (
    SELECT session, game, table_name, ord, time, iso_instant(time) AS instant
    FROM hands
)
SELECT session, game, table_name, ord,
       row_number() OVER (ORDER BY instant NULLS LAST, time NULLS LAST, ord) AS k,
       row_number() OVER (PARTITION BY session ORDER BY instant NULLS LAST, time NULLS LAST, ord) AS x,
       count(*) OVER (PARTITION BY session) AS session_hands
FROM t;

-- name: seat_groups
-- Every seat of every hand, joined with its hand once and summed in small groups that the
-- players, session results and both charts are then computed from (a few rows per table
-- and player instead of one per seat), in the order of report_hand_order; kb and xb cut
-- each order into $fine equal parts, so the charts can show any number of hands with at
-- most $fine points before thinning.
CREATE OR REPLACE TEMP TABLE report_seat_groups AS
WITH n AS (SELECT count(*) AS hands FROM hands)
SELECT s.session, s.player, o.game, o.table_name,
       (o.k - 1) * $fine // n.hands AS kb,
       (o.x - 1) * $fine // o.session_hands AS xb,
       count(*) AS hands,
       sum(s.net) AS net,
       sum(s.added) AS added,
       min(o.x) AS x_min,
       arg_min(s.added, o.x) AS added_first,
       min(o.k) AS k_first,
       arg_min(s.net, o.k) AS net_first,
       min(o.x) FILTER (WHERE s.start_stack IS NOT NULL) AS x_start,
       arg_min(s.start_stack, o.x) AS start_stack,
       min(o.x) FILTER (WHERE s.end_stack IS NOT NULL) AS x_first,
       arg_min(s.end_stack, o.x) AS stack_first,
       max(o.x) FILTER (WHERE s.end_stack IS NOT NULL) AS x_last,
       arg_max(s.end_stack, o.x) AS stack_last
FROM seats s
JOIN report_hand_order o ON o.ord = s.ord
CROSS JOIN n
GROUP BY ALL;

-- name: table_runs
-- A player's chips at every table of a session, added up: for each player of more than one
-- table of a session (a table named NULL is a table too; the key of no table, one NUL, is no
-- table name's: those are keyed after a chr(1)), each run of their hands at one
-- table (x_start: its first hand's place in the session) with `c`, what the other tables
-- held during the run: the chips after a hand of the run are its end plus `c` (0 for a
-- player of one table).  A run's first start goes on from the player's stack at its table
-- (plus `added`), or carries the end of the run before it, at another table (`moved`: that
-- table's stack is gone, and stays gone when the player comes back to it); any other start
-- is a stack of its own (a second table played at once, or a start the log does not
-- explain).  Within a run each start goes on from the hand before.
CREATE OR REPLACE TEMP TABLE report_runs AS
WITH m AS (
    SELECT session, player
    FROM report_seat_groups
    GROUP BY session, player
    HAVING count(DISTINCT coalesce(chr(1) || table_name, chr(0))) > 1
), a AS (
    SELECT s.session, s.player, coalesce(chr(1) || o.table_name, chr(0)) AS tk, o.x, s.start_stack, s.added,
           coalesce(s.end_stack, s.start_stack + s.net) AS ends
    FROM seats s
    JOIN report_hand_order o ON o.ord = s.ord
    SEMI JOIN m ON m.session = s.session AND m.player = s.player
), b AS (
    SELECT *, lag(tk) OVER w IS DISTINCT FROM tk AS starts_run, lag(ends) OVER w AS end_before,
           last_value(ends) OVER (PARTITION BY session, player ORDER BY x
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS final
    FROM a
    WINDOW w AS (PARTITION BY session, player ORDER BY x)
), r AS (           -- one row a run, with the end of its last hand
    SELECT session, player, tk, x AS x_start, start_stack, coalesce(added, 0) AS added, end_before,
           coalesce(lead(end_before) OVER (PARTITION BY session, player ORDER BY x), final) AS run_end
    FROM b
    WHERE starts_run
), h AS (           -- the player's end at the run's table before it
    SELECT *, lag(run_end) OVER (PARTITION BY session, player, tk ORDER BY x_start) AS end_here
    FROM r
), m0 AS (       -- moved, as far as the stacks left at the run's table are not known to be gone
    SELECT *, coalesce(end_before IS NOT NULL AND start_stack = end_before + added
                       AND NOT coalesce(start_stack = end_here + added, false), false) AS moved0
    FROM h
), g0 AS (
    SELECT *, coalesce(lag(left0) OVER (PARTITION BY session, player, tk ORDER BY x_start), false) AS gone0
    FROM (SELECT *, lead(moved0) OVER (PARTITION BY session, player ORDER BY x_start) AS left0 FROM m0)
), mv AS (         -- a start that a stack the player moved away would explain is a move
    SELECT *, coalesce(end_before IS NOT NULL AND start_stack = end_before + added
                       AND NOT coalesce(start_stack = end_here + added AND NOT gone0, false), false) AS moved
    FROM g0
), g AS (           -- whether the player moved their chips away from the run's table before it
    SELECT *, coalesce(lag(left_after) OVER (PARTITION BY session, player, tk ORDER BY x_start), false) AS gone
    FROM (SELECT *, lead(moved) OVER (PARTITION BY session, player ORDER BY x_start) AS left_after FROM mv)
), d AS (
    SELECT session, player, x_start, run_end,
           sum(coalesce(run_end - CASE WHEN end_here IS NOT NULL AND NOT gone THEN end_here ELSE 0 END
                        - CASE WHEN moved THEN end_before ELSE 0 END, 0))
               OVER (PARTITION BY session, player ORDER BY x_start ROWS UNBOUNDED PRECEDING) AS held
    FROM g
)
SELECT session, player, x_start, held - run_end AS c
FROM d
ORDER BY session, player, x_start;

-- name: players
-- In alphabetical order whatever the case ("alice" before "Bob"; byte order put every name that
-- starts with a capital first), then exactly, so that names of other case keep one order.
SELECT player,
       string_agg(DISTINCT game, ', ' ORDER BY game) AS games,
       CAST(sum(hands) AS BIGINT) AS hands,
       CAST(sum(net) AS HUGEINT) AS net,
       count(DISTINCT session) AS sessions
FROM report_seat_groups
GROUP BY player ORDER BY lower(player), player;

-- name: player_findings
SELECT player, count(*) AS n FROM findings WHERE player IS NOT NULL GROUP BY player;

-- name: profit
-- Each player's running net over their hands (by time, then ingest order): the running
-- count and net at the end of each part of the order the player played in (every part when
-- they are at most $points, else every n-th part and always the last), and the first hand.
WITH b AS (
    SELECT player, kb, sum(hands) AS hands, sum(net) AS net,
           min(k_first) AS k_first, arg_min(net_first, k_first) AS net_first
    FROM report_seat_groups
    GROUP BY player, kb
), r AS (
    SELECT player,
           sum(hands) OVER w AS n,
           sum(net) OVER w AS total,
           row_number() OVER w AS i,
           count(*) OVER (PARTITION BY player) AS parts
    FROM b
    WINDOW w AS (PARTITION BY player ORDER BY kb ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
)
SELECT player, CAST(n AS BIGINT) AS n, CAST(total AS HUGEINT) AS total
FROM r
WHERE i % greatest(1, CAST(ceil(parts / $points) AS BIGINT)) = 0 OR i = parts
UNION
SELECT player, 1 AS n, CAST(arg_min(net_first, k_first) AS HUGEINT) AS total
FROM b
GROUP BY player
ORDER BY player, n;

-- name: session_results
-- Per session and player: the stack at the start of their first hand and at the end of their
-- last, in the order of the charts (by time), a player of several tables their stacks at every
-- table added up (report_runs); the chips added after the first hand: what the stacks gained
-- between hands beyond the results (the `added` the log records, counted from the player's
-- previous hand of the session, a stack of its own at another table, a start the log does not
-- explain), so that first + added + net = last; the recorded `added` when a stack is not known.
WITH r AS (
    SELECT session, player,
           CAST(sum(hands) AS BIGINT) AS hands,
           arg_min(start_stack, x_start) AS first_stack,
           max(x_last) AS x_last,
           arg_max(stack_last, x_last) AS stack_last,
           CAST(coalesce(sum(added), 0) - coalesce(arg_min(added_first, x_min), 0) AS HUGEINT) AS recorded,
           CAST(sum(net) AS HUGEINT) AS net,
           list(DISTINCT table_name ORDER BY table_name) FILTER (WHERE table_name IS NOT NULL) AS tables
    FROM report_seat_groups
    GROUP BY session, player
), l AS (
    SELECT r.*, r.stack_last + coalesce(u.c, 0) AS last_stack
    FROM r ASOF LEFT JOIN report_runs u
        ON u.session = r.session AND u.player = r.player AND r.x_last >= u.x_start
)
SELECT session, player, hands, first_stack, last_stack,
       coalesce(CAST(last_stack - first_stack - net AS HUGEINT), recorded) AS added,
       net, tables
FROM l
ORDER BY session, net DESC, lower(player), player;

-- name: session_stacks
-- Each player's stack after each of their hands in the session (x = the hand's place in the
-- session; a player of several tables: every table's added up, report_runs): the last stack
-- in each part of the session the player played in (every part when they are at most
-- $points, else every n-th part and always the last), and the first.
WITH b AS (
    SELECT session, player, xb,
           max(x_last) AS x, arg_max(stack_last, x_last) AS stack,
           min(x_first) AS x_first, arg_min(stack_first, x_first) AS stack_first
    FROM report_seat_groups
    WHERE x_last IS NOT NULL
    GROUP BY session, player, xb
), bl AS (
    SELECT b.session, b.player, b.xb, b.x, b.stack + coalesce(u.c, 0) AS stack, b.x_first, b.stack_first
    FROM b ASOF LEFT JOIN report_runs u ON u.session = b.session AND u.player = b.player AND b.x >= u.x_start
), bf AS (
    SELECT bl.session, bl.player, bl.xb, bl.x, bl.stack, bl.x_first, bl.stack_first + coalesce(u.c, 0) AS stack_first
    FROM bl ASOF LEFT JOIN report_runs u
        ON u.session = bl.session AND u.player = bl.player AND bl.x_first >= u.x_start
), r AS (
    SELECT session, player, x, stack,
           row_number() OVER (PARTITION BY session, player ORDER BY xb) AS i,
           count(*) OVER (PARTITION BY session, player) AS parts
    FROM bf
)
SELECT session, player, x, stack AS end_stack
FROM r
WHERE i % greatest(1, CAST(ceil(parts / $points) AS BIGINT)) = 0 OR i = parts
UNION
SELECT session, player, min(x_first) AS x, arg_min(stack_first, x_first) AS end_stack
FROM bf
GROUP BY session, player
ORDER BY session, lower(player), player, x;

-- name: session_hands
-- The hands of a session that have a page (the session page links them), in the order the
-- page unpacks them after the session.
SELECT session, slug, hand_id, table_name, n_findings, worst, disputed
FROM hands WHERE n_findings > 0 OR disputed
ORDER BY session, ord;

-- name: source_files
-- Every file the store holds a record of (hands, records set aside, findings): the findings
-- pages show each file relative to the folder all of them are in.
SELECT source_file FROM hands
UNION SELECT source_file FROM quarantine
UNION SELECT source_file FROM findings
ORDER BY source_file;

-- name: quarantine
SELECT source_file, source_line, kind, hand_id, error FROM quarantine ORDER BY source_file, source_line
LIMIT $limit;

-- name: stored_players
-- A hand's stored results (the page's fallback when the replay cannot explain it).
SELECT seat, player, start_stack AS start, end_stack AS "end", net, folded, showdown, won
FROM seats WHERE session = $session AND hand_id = $hand_id ORDER BY seat;

-- name: stored_pots
SELECT pot_index AS "index", amount, eligible, winners, contributions, reason, carried
FROM pots WHERE session = $session AND hand_id = $hand_id ORDER BY pot_index;

-- name: stored_awards
SELECT pot_index AS pot, player, correct_amount AS correct, recorded_amount AS recorded, odd_chips, reason
FROM awards WHERE session = $session AND hand_id = $hand_id ORDER BY pot_index, player;
