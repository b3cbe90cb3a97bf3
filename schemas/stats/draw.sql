-- Five-card draw: the poker figures, then the draw (stand pat %, average cards drawn).
WITH draws AS (
    -- the draws made, but one a player logs after their own fold (skipped, see stat_skipped)
    SELECT e.player,
           count(*) AS draws,
           count(*) FILTER (WHERE coalesce(e.discarded, 0) = 0) AS pat,
           sum(coalesce(e.discarded, 0)) AS drawn
    FROM event_rows e JOIN hands h ON h.ord = e.ord
    ANTI JOIN stat_skipped k ON k.ord = e.ord AND k.seq = e.seq
    WHERE h.game = 'draw' AND e.type = 'draw'
    GROUP BY e.player
)
SELECT p.player, p.game, p.hands, p.net, p.currency, p.net_value,
       p.vpip, p.pfr, p.af, p.afq, p.saw_second, p.showdowns, p.wtsd, p.wsd, p.wwsf,
       coalesce(d.draws, 0) AS draws,
       stat_pct(d.pat, d.draws) AS stand_pat,
       stat_ratio(d.drawn, d.draws) AS avg_drawn
FROM stat_poker_player p LEFT JOIN draws d ON d.player = p.player
WHERE p.game = 'draw'
ORDER BY p.hands DESC, p.player;
