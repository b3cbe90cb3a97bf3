-- Seven-card stud: the poker figures, then bring-ins, completion % and steal attempts.
WITH r0 AS (
    -- the betting actions of 3rd street, in order
    SELECT e.ord, e.seq, e.player, e.type,
           first_value(e.type) OVER w AS first_type,
           count(*) FILTER (WHERE e.type IN ('complete', 'bet', 'raise')) OVER before AS opened_before,
           count(*) FILTER (WHERE e.type NOT IN ('fold', 'bring_in')) OVER before AS entered_before,
           row_number() OVER w AS nth
    FROM event_rows e JOIN hands h ON h.ord = e.ord
    WHERE h.game = 'stud' AND e.round = 0
      AND e.type IN ('bring_in', 'complete', 'call', 'check', 'fold', 'bet', 'raise')
    WINDOW w AS (PARTITION BY e.ord ORDER BY e.seq),
           before AS (PARTITION BY e.ord ORDER BY e.seq
                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
),
acting AS (
    -- the players who act on 3rd street: the players dealt in, but one all-in from the ante,
    -- who never acts
    SELECT e.ord, count(DISTINCT e.player) AS n
    FROM event_rows e JOIN hands h ON h.ord = e.ord
    WHERE h.game = 'stud' AND e.round = 0
      AND e.type IN ('bring_in', 'complete', 'call', 'check', 'fold', 'bet', 'raise')
    GROUP BY e.ord
),
chances AS (
    SELECT r.*,
           -- could complete: the bring-in is the only bet so far (a raise of the bring-in, in
           -- spread, pot or no limit, is its completion)
           (r.first_type IN ('bring_in', 'complete') AND r.opened_before = 0
            AND r.type IN ('bring_in', 'complete', 'raise', 'call', 'fold')) AS can_complete,
           -- could steal: after the bring-in, everyone before folded, at most one player who acts
           -- on 3rd street still to act
           (r.first_type = 'bring_in' AND r.type <> 'bring_in' AND r.opened_before = 0
            AND r.entered_before = 0 AND a.n - r.nth <= 1) AS can_steal
    FROM r0 r JOIN acting a ON a.ord = r.ord
),
stud AS (
    SELECT player,
           count(*) FILTER (WHERE type = 'bring_in') AS bring_ins,
           count(*) FILTER (WHERE can_complete) AS completion_chances,
           count(*) FILTER (WHERE can_complete AND type IN ('complete', 'raise')) AS completions,
           count(*) FILTER (WHERE can_steal) AS steal_chances,
           count(*) FILTER (WHERE can_steal AND type IN ('complete', 'bet', 'raise')) AS steals
    FROM chances
    GROUP BY player
)
SELECT p.player, p.game, p.hands, p.net, p.currency, p.net_value,
       p.vpip, p.pfr, p.af, p.afq, p.saw_second, p.showdowns, p.wtsd, p.wsd, p.wwsf,
       coalesce(s.bring_ins, 0) AS bring_ins,
       round(100.0 * s.completions / nullif(s.completion_chances, 0), 1) AS completion,
       coalesce(s.steals, 0) AS steals,
       round(100.0 * s.steals / nullif(s.steal_chances, 0), 1) AS steal
FROM stat_poker_player p LEFT JOIN stud s ON s.player = p.player
WHERE p.game = 'stud'
ORDER BY p.hands DESC, p.player;
