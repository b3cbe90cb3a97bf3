-- Temporary views the per-game statistics (draw.sql, stud.sql, palace.sql, tonk.sql) read.
-- Definitions: README.md, Statistics.  Run before any of them, on any connection (read-only too).
-- Events are read from event_rows (the `events` view without the hand's key), a hand
-- being named by its ord.

-- a / b rounded to 1 / scale (scale 10: one decimal, 100: two), half away from zero, in exact
-- integers (a DOUBLE quotient rounds 87 / 40 = 2.175, which is 2.17499..., down); empty when b is
-- 0 or empty.  The result is the DOUBLE nearest that decimal, which prints as it (2.18).
CREATE OR REPLACE TEMP MACRO stat_rounded(a, b, scale) AS
    CASE WHEN b > 0 THEN CAST(sign(a) * ((2 * scale * abs(CAST(a AS HUGEINT)) + b)
                                         // (2 * CAST(b AS HUGEINT))) AS DOUBLE) / scale END;
-- a / b in %, with one decimal (the percentages).
CREATE OR REPLACE TEMP MACRO stat_pct(a, b) AS stat_rounded(100 * CAST(a AS HUGEINT), b, 10);
-- a / b with two decimals (the ratios and averages).
CREATE OR REPLACE TEMP MACRO stat_ratio(a, b) AS stat_rounded(a, b, 100);

-- One row per player per hand, with the hand's game, currency and chip value (as logged).
CREATE OR REPLACE TEMP VIEW stat_seats AS
SELECT s.session, s.hand_id, h.ord, s.player, s.start_stack, s.net, s.won, s.showdown, s.folded,
       h.game, h.currency, h.unit, h.stats
FROM seats s JOIN hands h ON h.ord = s.ord;

-- Hands that reached the second betting round (poker: round 1 = the draw on, 4th street on).
CREATE OR REPLACE TEMP VIEW stat_reached AS
SELECT DISTINCT ord
FROM event_rows
WHERE round >= 1
  AND type IN ('deal', 'draw', 'burn', 'community', 'check', 'call', 'bet', 'raise', 'fold', 'complete');

-- Poker actions the replay skipped, which the figures leave out: an action logged after the
-- player's own fold (out-of-turn: a folded player is out of the hand).  Such an action always
-- has its finding, so only the events with an out-of-turn finding are looked at.
CREATE OR REPLACE TEMP VIEW stat_skipped AS
WITH flagged AS (
    SELECT DISTINCT h.ord, f.seq
    FROM findings f JOIN hands h ON h.session = f.session AND h.hand_id = f.hand_id
    WHERE f.code = 'out-of-turn' AND f.seq IS NOT NULL AND h.game IN ('draw', 'stud')
), acted AS (
    -- the players' actions and folds in those hands
    SELECT e.ord, e.seq, e.player, e.type
    FROM event_rows e
    WHERE e.ord IN (SELECT ord FROM flagged) AND e.player IS NOT NULL
)
SELECT a.ord, a.seq
FROM flagged k JOIN acted a ON a.ord = k.ord AND a.seq = k.seq
WHERE EXISTS (SELECT 1 FROM acted x
              WHERE x.ord = a.ord AND x.player = a.player AND x.type = 'fold' AND x.seq < a.seq);

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
    ANTI JOIN stat_skipped k ON k.ord = e.ord AND k.seq = e.seq
    WHERE e.player IS NOT NULL AND e.type IN ('call', 'bet', 'raise', 'complete', 'fold')
    GROUP BY e.ord, e.player
)
SELECT s.session, s.hand_id, s.player, s.game, s.net,
       coalesce(a.vpip, false) AS vpip,
       coalesce(a.pfr, false) AS pfr,
       coalesce(a.aggressive, 0) AS aggressive,
       coalesce(a.calls, 0) AS calls,
       coalesce(a.folds, 0) AS folds,
       -- a player with no chips is not dealt in (README, readings of the rules): never in the hand
       (r.ord IS NOT NULL AND s.start_stack > 0 AND NOT coalesce(a.folded_first, false)) AS saw_second,
       coalesce(s.showdown, false) AS showdown,
       coalesce(s.won, 0) > 0 AS won
FROM stat_seats s
LEFT JOIN acts a ON a.ord = s.ord AND a.player = s.player
LEFT JOIN stat_reached r ON r.ord = s.ord
WHERE s.game IN ('draw', 'stud');

-- Per player and game: hands, net won and its money (every game).  A hand's money is its net
-- times its unit, read as DECIMAL(38, 18).  net_value is empty when the hands that set a unit
-- mix currencies (a unit without a currency is a currency of its own; a currency without a
-- unit counts too), or when a unit is no number, is not above zero, has a digit past 18 decimal places (its exact
-- value is not a DECIMAL(38, 18): stat_unit_places), or gives money too large for it.  The hands are first summed per currency
-- and unit: each unit is read and multiplied once.  net_value stays DECIMAL(38, 18) up to the
-- output (stats.py writes it exactly): a DOUBLE would round it (90071992547409.82 is no double).
-- The decimal places a unit's exact value needs, from its text (plain or exponent notation, '_'
-- between digits as DuckDB reads them): '0.0100' 2, '15e-20' 20, '1500e-20' 18, '100' -2;
-- empty when the text is neither.  (Casting to DECIMAL(38, 18) rounds a 19th place silently.)
CREATE OR REPLACE TEMP MACRO stat_exponent(e) AS CASE WHEN e = '' THEN 0 ELSE TRY_CAST(e AS BIGINT) END;
CREATE OR REPLACE TEMP MACRO stat_places_of(m) AS
    CASE WHEN rtrim(m.f, '0') <> '' THEN length(rtrim(m.f, '0')) - stat_exponent(m.e)
         ELSE -(stat_exponent(m.e) + length(m.i) - length(rtrim(m.i, '0'))) END;
CREATE OR REPLACE TEMP MACRO stat_unit_places(u) AS
    CASE WHEN regexp_full_match(replace(u, '_', ''), '\s*[+-]?[0-9]*(\.[0-9]*)?([eE][+-]?[0-9]+)?\s*')
         THEN stat_places_of(regexp_extract(replace(u, '_', ''),
                                            '([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?\s*$', ['i', 'f', 'e'])) END;

CREATE OR REPLACE TEMP VIEW stat_basic AS
WITH by_unit AS (
    SELECT player, game, currency, unit, count(*) AS hands, sum(net) AS net,
           TRY_CAST(unit AS DECIMAL(38, 18)) AS chip, TRY_CAST(unit AS DOUBLE) AS chip_approx
    FROM stat_seats
    GROUP BY player, game, currency, unit
), valued AS (
    SELECT *,
           CASE WHEN stat_unit_places(unit) <= 18 AND chip > 0
                     AND abs(CAST(chip AS DOUBLE) - chip_approx) <= 1e-9 * abs(chip_approx)
                THEN try(CAST(net AS DECIMAL(38, 0)) * chip) END AS value
    FROM by_unit
), sized AS (
    -- money summed only where the sum cannot overflow DECIMAL(38, 18)
    SELECT *, sum(abs(CAST(value AS DOUBLE))) OVER (PARTITION BY player, game) AS size
    FROM valued
)
SELECT player, game,
       CAST(sum(hands) AS BIGINT) AS hands,
       CAST(sum(net) AS HUGEINT) AS net,
       CASE WHEN count(DISTINCT currency) + max(CAST(currency IS NULL AND unit IS NOT NULL AS INTEGER)) <= 1
            THEN any_value(currency) ELSE 'mixed' END AS currency,
       CASE WHEN count(DISTINCT currency) + max(CAST(currency IS NULL AND unit IS NOT NULL AS INTEGER)) <= 1
                 AND bool_and(unit IS NULL OR value IS NOT NULL)
            THEN CAST(sum(value) FILTER (WHERE size < 1e19) AS DECIMAL(38, 18)) END AS net_value
FROM sized
GROUP BY player, game;

-- Poker: the figures shared by draw and stud, per player and game (currency and net_value
-- from stat_basic).
CREATE OR REPLACE TEMP VIEW stat_poker_player AS
WITH p AS (
    SELECT player, game,
           count(*) AS hands,
           CAST(sum(net) AS HUGEINT) AS net,
           stat_pct(count(*) FILTER (WHERE vpip), count(*)) AS vpip,
           stat_pct(count(*) FILTER (WHERE pfr), count(*)) AS pfr,
           stat_ratio(sum(aggressive), sum(calls)) AS af,
           stat_pct(sum(aggressive), sum(aggressive + calls + folds)) AS afq,
           count(*) FILTER (WHERE saw_second) AS saw_second,
           count(*) FILTER (WHERE showdown AND saw_second) AS showdowns,
           stat_pct(count(*) FILTER (WHERE showdown AND saw_second), count(*) FILTER (WHERE saw_second)) AS wtsd,
           -- of the showdowns the column counts: not a showdown the log gives a player whose
           -- fold on the first round counts (who did not see the second round)
           stat_pct(count(*) FILTER (WHERE showdown AND saw_second AND won),
                    count(*) FILTER (WHERE showdown AND saw_second)) AS wsd,
           stat_pct(count(*) FILTER (WHERE saw_second AND won), count(*) FILTER (WHERE saw_second)) AS wwsf
    FROM stat_poker
    GROUP BY player, game
)
SELECT p.player, p.game, p.hands, p.net, b.currency, b.net_value,
       p.vpip, p.pfr, p.af, p.afq, p.saw_second, p.showdowns, p.wtsd, p.wsd, p.wwsf
FROM p JOIN stat_basic b ON b.player = p.player AND b.game = p.game;
