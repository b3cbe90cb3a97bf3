-- Queries of the HTML report (audit/report_data.py).  Each `-- name:` starts one.

-- name: totals
SELECT (SELECT count(*) FROM hands) AS hands,
       (SELECT count(*) FROM hands WHERE n_findings > 0) AS hands_with_findings,
       (SELECT count(*) FROM hands WHERE disputed) AS disputed,
       (SELECT count(*) FROM findings) AS findings,
       (SELECT count(*) FROM quarantine) AS quarantined,
       (SELECT count(DISTINCT player) FROM seats) AS players,
       (SELECT count(DISTINCT session) FROM hands) AS sessions;

-- name: by_game
SELECT game, count(*) AS hands, count(*) FILTER (WHERE n_findings > 0) AS with_findings,
       CAST(coalesce(sum(n_findings), 0) AS BIGINT) AS findings,
       count(*) FILTER (WHERE disputed) AS disputed
FROM hands GROUP BY game ORDER BY game;

-- name: by_code
SELECT code, any_value(severity) AS severity, count(*) AS n,
       count(DISTINCT (session, hand_id)) AS hands
FROM findings GROUP BY code ORDER BY n DESC, code;

-- name: sessions
SELECT session, any_value(has_session) AS has_session,
       string_agg(DISTINCT game, ', ' ORDER BY game) AS games,
       string_agg(DISTINCT table_name, ', ' ORDER BY table_name) AS tables,
       count(*) AS hands,
       count(*) FILTER (WHERE n_findings > 0) AS with_findings,
       CAST(coalesce(sum(n_findings), 0) AS BIGINT) AS findings,
       count(*) FILTER (WHERE disputed) AS disputed,
       min(time) AS first_time, max(time) AS last_time, min(ord) AS first_ord
FROM hands GROUP BY session ORDER BY first_ord;

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
-- Every finding in file order, with the page of its hand when the hand is stored.
SELECT f.code, f.severity, f.game, f.session, h.has_session, f.hand_id, f.seq, f.player, f.message,
       f.source_file, f.source_line, h.slug
FROM findings f
LEFT JOIN hands h ON h.session = f.session AND h.hand_id = f.hand_id
ORDER BY f.source_file, f.source_line, f.idx;

-- name: page_hands
-- Hands that get a page: a finding (stored with the hand or against its key) or a disputed pot.
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.time, h.source_file,
       h.source_line, h.native, h.rules, h.disputed, h.claims, h.pot_total, h.rake
FROM hands h
WHERE h.n_findings > 0 OR h.disputed
   OR EXISTS (SELECT 1 FROM findings f WHERE f.session = h.session AND f.hand_id = h.hand_id)
ORDER BY h.ord;

-- name: page_findings
-- The stored findings of the hands that get a page.
SELECT f.session, f.hand_id, f.seq, f.code, f.severity, f.player, f.message, f.source_file, f.source_line
FROM findings f
JOIN hands h ON h.session = f.session AND h.hand_id = f.hand_id
ORDER BY f.session, f.hand_id, f.source_line, f.idx;

-- name: disputes
-- Per disputed hand and player: what the log paid against what was owed.
SELECT h.slug, h.session, h.has_session, h.hand_id, h.game, h.table_name, h.ord, a.player,
       CAST(sum(a.correct_amount) AS BIGINT) AS correct,
       CAST(sum(coalesce(a.recorded_amount, 0)) AS BIGINT) AS recorded
FROM awards a JOIN hands h ON h.session = a.session AND h.hand_id = a.hand_id
WHERE h.disputed
GROUP BY ALL
ORDER BY h.ord, a.player;

-- name: players
SELECT s.player,
       string_agg(DISTINCT h.game, ', ' ORDER BY h.game) AS games,
       count(*) AS hands,
       CAST(sum(s.net) AS BIGINT) AS net,
       count(DISTINCT s.session) AS sessions
FROM seats s JOIN hands h ON h.session = s.session AND h.hand_id = s.hand_id
GROUP BY s.player ORDER BY s.player;

-- name: player_findings
SELECT player, count(*) AS n FROM findings WHERE player IS NOT NULL GROUP BY player;

-- name: profit
-- Each player's running net over their hands (by time, then ingest order), thinned to at
-- most $points points per player (every n-th hand, and always the last).
WITH r AS (
    SELECT s.player, h.game, h.ord,
           sum(s.net) OVER (PARTITION BY s.player ORDER BY h.time NULLS LAST, h.ord) AS total,
           row_number() OVER (PARTITION BY s.player ORDER BY h.time NULLS LAST, h.ord) AS n,
           count(*) OVER (PARTITION BY s.player) AS count
    FROM seats s JOIN hands h ON h.session = s.session AND h.hand_id = s.hand_id
)
SELECT player, n, CAST(total AS BIGINT) AS total
FROM r
WHERE n % greatest(1, CAST(ceil(count / $points) AS BIGINT)) = 0 OR n = count OR n = 1
ORDER BY player, n;

-- name: session_results
SELECT s.session, s.player,
       count(*) AS hands,
       arg_min(s.start_stack, h.ord) AS first_stack,
       arg_max(s.end_stack, h.ord) AS last_stack,
       CAST(sum(s.added) AS BIGINT) AS added,
       CAST(sum(s.net) AS BIGINT) AS net,
       string_agg(DISTINCT h.table_name, ', ' ORDER BY h.table_name) AS tables
FROM seats s JOIN hands h ON h.session = s.session AND h.hand_id = s.hand_id
GROUP BY s.session, s.player
ORDER BY s.session, net DESC, s.player;

-- name: session_stacks
-- Each player's stack after each of their hands in the session (x = the hand's place in the
-- session), thinned to at most $points points per player and session (always the first and last).
WITH x AS (
    SELECT session, hand_id, row_number() OVER (PARTITION BY session ORDER BY time NULLS LAST, ord) AS x
    FROM hands
), p AS (
    SELECT s.session, s.player, x.x, s.end_stack,
           row_number() OVER (PARTITION BY s.session, s.player ORDER BY x.x) AS k,
           count(*) OVER (PARTITION BY s.session, s.player) AS c
    FROM seats s JOIN x ON x.session = s.session AND x.hand_id = s.hand_id
    WHERE s.end_stack IS NOT NULL
)
SELECT session, player, x, end_stack
FROM p
WHERE k % greatest(1, CAST(ceil(c / $points) AS BIGINT)) = 0 OR k = c OR k = 1
ORDER BY session, player, x;

-- name: session_hands
-- The hands of a session that have a page (the session page links them).
SELECT session, slug, hand_id, table_name, n_findings, worst, disputed
FROM hands WHERE n_findings > 0 OR disputed
ORDER BY session, ord;

-- name: quarantine
SELECT source_file, source_line, kind, hand_id, error FROM quarantine ORDER BY source_file, source_line
LIMIT $limit;

-- name: stored_players
-- A hand's stored results (the page's fallback when the replay cannot explain it).
SELECT seat, player, start_stack AS start, end_stack AS "end", net, folded, showdown, won
FROM seats WHERE session = $session AND hand_id = $hand_id ORDER BY seat;

-- name: stored_pots
SELECT pot_index AS "index", amount, eligible, winners, contributions, reason
FROM pots WHERE session = $session AND hand_id = $hand_id ORDER BY pot_index;

-- name: stored_awards
SELECT pot_index AS pot, player, correct_amount AS correct, recorded_amount AS recorded, odd_chips, reason
FROM awards WHERE session = $session AND hand_id = $hand_id ORDER BY pot_index, player;
