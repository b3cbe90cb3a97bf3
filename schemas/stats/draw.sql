-- Five-card draw: the poker figures, then the draw (stand pat %, average cards drawn).
WITH draws AS (
    SELECT e.player,
           count(*) AS draws,
           count(*) FILTER (WHERE coalesce(e.discarded, 0) = 0) AS pat,
           avg(coalesce(e.discarded, 0)) AS avg_drawn
    FROM event_rows e JOIN hands h ON h.ord = e.ord
    WHERE h.game = 'draw' AND e.type = 'draw'
    GROUP BY e.player
)
SELECT p.player, p.game, p.hands, p.net, p.currency, p.net_value,
       p.vpip, p.pfr, p.af, p.afq, p.saw_second, p.showdowns, p.wtsd, p.wsd, p.wwsf,
       coalesce(d.draws, 0) AS draws,
       round(100.0 * d.pat / nullif(d.draws, 0), 1) AS stand_pat,
       round(d.avg_drawn, 2) AS avg_drawn
FROM stat_poker_player p LEFT JOIN draws d ON d.player = p.player
WHERE p.game = 'draw'
ORDER BY p.hands DESC, p.player;
