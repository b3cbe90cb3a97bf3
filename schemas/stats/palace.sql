-- Palace Poker: hands, net, buys, battles started / won / lost, captures, hands survived (Result.stats).
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
),
-- A battle tie that puts both players out of the hand is lost by both (the replay's facts count
-- it for neither); a tie of the last two, who split the pot, leaves them in.
tied AS (
    -- the battles not followed by a capture: the ties (the winner of a battle captures next)
    SELECT ord, seq FROM event_rows WHERE type = 'battle'
    EXCEPT
    SELECT ord, seq - 1 FROM event_rows WHERE type = 'capture'
),
fights AS (
    -- the battle actions of those hands
    SELECT e.ord, e.seq, e.type, e.player
    FROM event_rows e
    WHERE e.ord IN (SELECT ord FROM tied) AND e.type IN ('attack', 'call', 'raise', 'fold')
),
settled AS (
    -- each tie and the attack that began its battle
    SELECT t.ord, t.seq, max(a.seq) AS began
    FROM tied t JOIN fights a ON a.ord = t.ord AND a.seq < t.seq AND a.type = 'attack'
    GROUP BY t.ord, t.seq
),
fighters AS (
    -- the attacker and whoever answered, in a battle nobody folded
    SELECT DISTINCT x.ord, x.player
    FROM settled s JOIN fights x ON x.ord = s.ord AND x.seq BETWEEN s.began AND s.seq
    WHERE NOT EXISTS (SELECT 1 FROM fights f
                      WHERE f.ord = s.ord AND f.type = 'fold' AND f.seq BETWEEN s.began AND s.seq)
),
tied_out AS (
    -- those who did not survive the hand, nor lose a battle in it
    SELECT x.player, count(*) AS lost
    FROM fighters x
    ANTI JOIN player_facts f ON f.ord = x.ord AND f.player = x.player
          AND (f.fact = 'survived' OR (f.fact = 'battles_lost' AND f.value > 0))
    GROUP BY x.player
)
SELECT b.player, b.game, b.hands, b.net, b.currency, b.net_value,
       coalesce(f.buys, 0) AS buys,
       coalesce(f.attacks, 0) AS battles_started,
       coalesce(f.battles_won, 0) AS battles_won,
       coalesce(f.battles_lost, 0) + coalesce(t.lost, 0) AS battles_lost,
       coalesce(f.captures, 0) AS captures,
       coalesce(f.survived, 0) AS survived,
       stat_pct(coalesce(f.survived, 0), b.hands) AS survived_pct
FROM stat_basic b LEFT JOIN facts f ON f.player = b.player LEFT JOIN tied_out t ON t.player = b.player
WHERE b.game = 'palace'
ORDER BY b.hands DESC, b.player;
