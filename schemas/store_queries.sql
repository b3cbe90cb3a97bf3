-- Statements of the store (audit/store.py).  Each `-- name:` starts one.
-- batch_* are Arrow tables the store registers for the statement.

-- name: quiet
-- No DuckDB progress bar on the terminal (handaudit draws its own).
SET enable_progress_bar = false;

-- name: next_ord
SELECT coalesce(max(ord), 0) + 1 FROM hands;

-- name: stored_digests
-- Which hands of a batch are already stored, and with what content hash.
SELECT k.session, k.hand_id, h.digest
FROM batch_keys k JOIN hands h ON h.session = k.session AND h.hand_id = k.hand_id;

-- name: stored_quarantine
SELECT k.source_file, k.source_line
FROM batch_qkeys k JOIN quarantine q ON q.source_file = k.source_file AND q.source_line = k.source_line;

-- name: insert_hands
INSERT INTO hands BY NAME SELECT * EXCLUDE (rounds) FROM batch_hands;

-- name: insert_seats
INSERT INTO seats BY NAME SELECT * FROM batch_seats;

-- name: insert_events
-- The events are unpacked from the hands' native JSON by DuckDB (faster than building the
-- rows in Python); batch_hands.rounds holds Result.rounds, one entry per event.
-- amount: `to` for bet / raise / complete; tonk pay: player = `from`, target = `to`;
-- cards: deal -> down then up, draw -> the cards received.
INSERT INTO events BY NAME
WITH x AS (
    SELECT session, hand_id, rounds, json_extract(native, '$.events[*]') AS evs FROM batch_hands
), u AS (
    SELECT session, hand_id, unnest(range(len(evs))) AS seq, unnest(evs) AS ev,
           unnest(CASE WHEN len(rounds) = len(evs) THEN rounds
                       ELSE list_transform(evs, lambda e: NULL::INTEGER) END) AS round
    FROM x
), v AS (
    SELECT *, json_extract_string(ev, 'type') AS t FROM u
)
SELECT session, hand_id, CAST(seq AS INTEGER) AS seq, t AS type,
       json_extract_string(ev, CASE WHEN t = 'pay' THEN 'from' ELSE 'player' END) AS player,
       CASE WHEN t IN ('bet', 'raise', 'complete') AND json_type(ev, 'to') IN ('UBIGINT', 'BIGINT')
            THEN CAST(json_extract_string(ev, 'to') AS BIGINT)
            ELSE CAST(json_extract_string(ev, 'amount') AS BIGINT) END AS amount,
       CASE WHEN t = 'deal' AND json_extract(ev, 'cards') IS NULL
                 THEN list_concat(coalesce(CAST(json_extract(ev, 'down') AS VARCHAR[]), []),
                                  coalesce(CAST(json_extract(ev, 'up') AS VARCHAR[]), []))
            WHEN t = 'draw' AND json_extract(ev, 'receive') IS NOT NULL
                 THEN CAST(json_extract(ev, 'receive') AS VARCHAR[])
            ELSE CAST(json_extract(ev, 'cards') AS VARCHAR[]) END AS cards,
       round,
       json_extract_string(ev, 'kind') AS kind,
       CAST(json_extract(ev, 'down') AS VARCHAR[]) AS down,
       CAST(json_extract(ev, 'up') AS VARCHAR[]) AS up,
       json_extract_string(ev, 'card') AS card,
       CAST(json_extract(ev, 'discard') AS VARCHAR[]) AS discard,
       CAST(json_extract(ev, 'receive') AS VARCHAR[]) AS receive,
       CASE WHEN json_type(ev, 'to') = 'VARCHAR' THEN json_extract_string(ev, 'to')
            ELSE json_extract_string(ev, 'target') END AS target,
       CASE WHEN t = 'pay' THEN NULL ELSE json_extract_string(ev, 'from') END AS source,
       json_extract_string(ev, 'winner') AS winner,
       CASE WHEN t = 'battle' THEN coalesce(json_type(ev, 'winner'), 'NULL') = 'NULL' END AS battle_tie,
       CAST(json_extract_string(ev, 'spread') AS INTEGER) AS spread,
       CAST(json_extract_string(ev, 'pot') AS INTEGER) AS pot,
       CAST(json_extract_string(ev, 'all_in') AS BOOLEAN) AS all_in,
       json_extract_string(ev, 'note') AS note
FROM v;

-- name: insert_findings
INSERT INTO findings BY NAME SELECT * FROM batch_findings;

-- name: insert_pots
INSERT INTO pots BY NAME SELECT * FROM batch_pots;

-- name: insert_awards
INSERT INTO awards BY NAME SELECT * FROM batch_awards;

-- name: insert_player_facts
INSERT INTO player_facts BY NAME SELECT * FROM batch_player_facts;

-- name: insert_quarantine
INSERT INTO quarantine BY NAME SELECT * FROM batch_quarantine;

-- name: set_meta
INSERT OR REPLACE INTO store_meta VALUES (?, ?);

-- name: get_meta
SELECT value FROM store_meta WHERE key = ?;

-- name: find_hand
-- explain --db: the native JSON of a hand by id (and session, when given).
SELECT session, hand_id, native, rules, source_file, source_line
FROM hands
WHERE hand_id = $hand_id AND ($session IS NULL OR session = $session)
ORDER BY session;
