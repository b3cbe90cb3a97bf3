-- Temporary views the per-game statistics (draw.sql, stud.sql, palace.sql, tonk.sql) read.
-- Definitions: docs/STATISTICS.md.  Run before any of them, on any connection (read-only too).
-- Events are read from event_rows (the `events` view without the hand's key), a hand
-- being named by its ord.

-- One row per player per hand, with the hand's game and chip value.
CREATE OR REPLACE TEMP VIEW stat_seats AS
SELECT s.session, s.hand_id, h.ord, s.player, s.net, s.won, s.showdown, s.folded,
       h.game, h.currency, TRY_CAST(h.unit AS DECIMAL(18, 6)) AS unit, h.stats
FROM seats s JOIN hands h ON h.session = s.session AND h.hand_id = s.hand_id;

-- Hands that reached the second betting round (poker: round 1 = the draw on, 4th street on).
CREATE OR REPLACE TEMP VIEW stat_reached AS
SELECT DISTINCT ord
FROM event_rows
WHERE round >= 1
  AND type IN ('deal', 'draw', 'burn', 'community', 'check', 'call', 'bet', 'raise', 'fold', 'complete');

-- Poker: one row per player per hand with what the player did.
CREATE OR REPLACE TEMP VIEW stat_poker AS
WITH acts AS (
    SELECT e.ord, e.player,
           bool_or(e.round = 0 AND e.type IN ('call', 'bet', 'raise', 'complete')) AS vpip,
           bool_or(e.round = 0 AND e.type IN ('bet', 'raise', 'complete')) AS pfr,
           bool_or(e.round = 0 AND e.type = 'fold') AS folded_first,
           count(*) FILTER (WHERE e.round >= 1 AND e.type IN ('bet', 'raise')) AS aggressive,
           count(*) FILTER (WHERE e.round >= 1 AND e.type = 'call') AS calls,
           count(*) FILTER (WHERE e.round >= 1 AND e.type = 'fold') AS folds
    FROM event_rows e
    WHERE e.player IS NOT NULL AND e.type IN ('call', 'bet', 'raise', 'complete', 'fold')
    GROUP BY e.ord, e.player
)
SELECT s.session, s.hand_id, s.player, s.game, s.net, s.currency, s.unit,
       coalesce(a.vpip, false) AS vpip,
       coalesce(a.pfr, false) AS pfr,
       coalesce(a.aggressive, 0) AS aggressive,
       coalesce(a.calls, 0) AS calls,
       coalesce(a.folds, 0) AS folds,
       (r.ord IS NOT NULL AND NOT coalesce(a.folded_first, false)) AS saw_second,
       coalesce(s.showdown, false) AS showdown,
       coalesce(s.won, 0) > 0 AS won
FROM stat_seats s
LEFT JOIN acts a ON a.ord = s.ord AND a.player = s.player
LEFT JOIN stat_reached r ON r.ord = s.ord
WHERE s.game IN ('draw', 'stud');

-- Poker: the figures shared by draw and stud, per player and game.
CREATE OR REPLACE TEMP VIEW stat_poker_player AS
SELECT player, game,
       count(*) AS hands,
       CAST(sum(net) AS BIGINT) AS net,
       CASE WHEN count(DISTINCT currency) <= 1 THEN any_value(currency) ELSE 'mixed' END AS currency,
       CASE WHEN count(DISTINCT currency) <= 1 THEN CAST(sum(net * unit) AS DOUBLE) END AS net_value,
       round(100.0 * count(*) FILTER (WHERE vpip) / count(*), 1) AS vpip,
       round(100.0 * count(*) FILTER (WHERE pfr) / count(*), 1) AS pfr,
       round(sum(aggressive) / nullif(sum(calls), 0), 2) AS af,
       round(100.0 * sum(aggressive) / nullif(sum(aggressive + calls + folds), 0), 1) AS afq,
       count(*) FILTER (WHERE saw_second) AS saw_second,
       count(*) FILTER (WHERE showdown AND saw_second) AS showdowns,
       round(100.0 * count(*) FILTER (WHERE showdown AND saw_second) / nullif(count(*) FILTER (WHERE saw_second), 0), 1) AS wtsd,
       round(100.0 * count(*) FILTER (WHERE showdown AND won) / nullif(count(*) FILTER (WHERE showdown), 0), 1) AS wsd,
       round(100.0 * count(*) FILTER (WHERE saw_second AND won) / nullif(count(*) FILTER (WHERE saw_second), 0), 1) AS wwsf
FROM stat_poker
GROUP BY player, game;

-- Per player and game: hands and net won (every game).
CREATE OR REPLACE TEMP VIEW stat_basic AS
SELECT player, game,
       count(*) AS hands,
       CAST(sum(net) AS BIGINT) AS net,
       CASE WHEN count(DISTINCT currency) <= 1 THEN any_value(currency) ELSE 'mixed' END AS currency,
       CASE WHEN count(DISTINCT currency) <= 1 THEN CAST(sum(net * unit) AS DOUBLE) END AS net_value
FROM stat_seats
GROUP BY player, game;
