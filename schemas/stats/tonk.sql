-- Tonk: wins by tonk, out, drop and stock out, drops and drops caught, average count, net stakes.
WITH ends AS (
    SELECT ord, json_extract_string(stats, '$.ending') AS ending
    FROM hands WHERE game = 'tonk'
),
facts AS (
    SELECT f.player,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'tonk') AS wins_tonk,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'out') AS wins_out,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'drop_won') AS wins_drop,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'drop_caught') AS catches,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'stock_out') AS wins_stock_out,
           count(*) FILTER (WHERE f.fact = 'winner' AND e.ending = 'dealt_tonk') AS wins_dealt_tonk,
           count(*) FILTER (WHERE f.fact = 'dropper') AS drops,
           count(*) FILTER (WHERE f.fact = 'dropper' AND e.ending = 'drop_caught') AS drops_caught,
           sum(f.value) FILTER (WHERE f.fact = 'count') AS counted,
           count(*) FILTER (WHERE f.fact = 'count') AS counts,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'stakes') AS BIGINT) AS net_stakes
    FROM player_facts f JOIN ends e ON e.ord = f.ord
    GROUP BY f.player
)
SELECT b.player, b.game, b.hands, b.net, b.currency, b.net_value,
       coalesce(f.wins_tonk, 0) AS wins_tonk,
       coalesce(f.wins_out, 0) AS wins_out,
       coalesce(f.wins_drop, 0) AS wins_drop,
       coalesce(f.wins_stock_out, 0) AS wins_stock_out,
       coalesce(f.wins_dealt_tonk, 0) AS wins_dealt_tonk,
       coalesce(f.catches, 0) AS catches,
       coalesce(f.drops, 0) AS drops,
       coalesce(f.drops_caught, 0) AS drops_caught,
       stat_ratio(f.counted, f.counts) AS avg_count,
       coalesce(f.net_stakes, 0) AS net_stakes
FROM stat_basic b LEFT JOIN facts f ON f.player = b.player
WHERE b.game = 'tonk'
ORDER BY b.hands DESC, b.player;
