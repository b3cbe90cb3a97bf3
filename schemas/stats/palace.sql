-- Palace Poker: hands, net, buys, battles started / won / lost, captures, hands survived: the
-- replay's per-hand facts (Result.stats; battles_lost counts a tie that put both players out).
WITH facts AS (
    SELECT f.player,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'buys') AS BIGINT) AS buys,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'attacks') AS BIGINT) AS attacks,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'battles_won') AS BIGINT) AS battles_won,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'battles_lost') AS BIGINT) AS battles_lost,
           CAST(sum(f.value) FILTER (WHERE f.fact = 'captures') AS BIGINT) AS captures,
           count(*) FILTER (WHERE f.fact = 'survived') AS survived
    FROM player_facts f JOIN hands h ON h.ord = f.ord
    WHERE h.game = 'palace'
    GROUP BY f.player
)
SELECT b.player, b.game, b.hands, b.net, b.currency, b.net_value,
       coalesce(f.buys, 0) AS buys,
       coalesce(f.attacks, 0) AS battles_started,
       coalesce(f.battles_won, 0) AS battles_won,
       coalesce(f.battles_lost, 0) AS battles_lost,
       coalesce(f.captures, 0) AS captures,
       coalesce(f.survived, 0) AS survived,
       stat_pct(coalesce(f.survived, 0), b.hands) AS survived_pct
FROM stat_basic b LEFT JOIN facts f ON f.player = b.player
WHERE b.game = 'palace'
ORDER BY b.hands DESC, b.player;
