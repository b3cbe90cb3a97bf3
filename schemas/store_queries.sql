-- Statements of the store (audit/store.py).  Each `-- name:` starts one.
-- batch_* are Arrow tables the store registers for the statement.

-- name: quiet
-- No DuckDB progress bar on the terminal (handaudit draws its own).  Bounded memory however
-- large the store: DuckDB evicts (and spills to <db>.tmp) beyond this.
SET enable_progress_bar = false;
SET memory_limit = '400MB';

-- name: ingest_settings
-- While ingesting, the Python side holds more (session checks, the batches): DuckDB less.
SET memory_limit = '256MB';

-- name: is_empty
-- A store with no hand and no quarantined record (an ingest then needs no look-ups).
SELECT NOT EXISTS (SELECT 1 FROM hands) AND NOT EXISTS (SELECT 1 FROM quarantine);

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
INSERT INTO seats BY NAME SELECT * EXCLUDE (_h) FROM batch_seats;

-- name: insert_events
-- The events are unpacked from the hands' native JSON by DuckDB (faster than building the
-- rows in Python), each hand's events parsed once into typed structs; batch_hands.rounds
-- holds Result.rounds, one entry per event.
-- amount: `to` for bet / raise / complete; tonk pay: player = `from`, target = `to`;
-- cards: deal -> down then up, draw -> the cards received; battle_tie: a battle whose
-- winner is null or missing.
INSERT INTO events BY NAME
WITH x AS (
    SELECT session, hand_id, rounds,
           json_transform(native, '{"events": [{"type": "VARCHAR", "player": "VARCHAR", "amount": "BIGINT",
               "kind": "VARCHAR", "to": "JSON", "down": ["VARCHAR"], "up": ["VARCHAR"], "cards": ["VARCHAR"],
               "card": "VARCHAR", "discard": ["VARCHAR"], "receive": ["VARCHAR"], "target": "VARCHAR",
               "winner": "VARCHAR", "from": "VARCHAR", "spread": "INTEGER", "pot": "INTEGER",
               "all_in": "BOOLEAN", "note": "VARCHAR"}]}').events AS evs
    FROM batch_hands
), u AS (
    SELECT session, hand_id, unnest(range(len(evs))) AS seq, unnest(evs) AS ev,
           unnest(CASE WHEN len(rounds) = len(evs) THEN rounds
                       ELSE list_transform(evs, lambda e: NULL::INTEGER) END) AS round
    FROM x
)
SELECT session, hand_id, CAST(seq AS INTEGER) AS seq, ev.type AS type,
       CASE WHEN ev.type = 'pay' THEN ev."from" ELSE ev.player END AS player,
       CASE WHEN ev.type IN ('bet', 'raise', 'complete') AND json_type(ev."to") IN ('UBIGINT', 'BIGINT')
            THEN CAST(ev."to" AS BIGINT) ELSE ev.amount END AS amount,
       CASE WHEN ev.type = 'deal' AND ev.cards IS NULL
                 THEN list_concat(coalesce(ev.down, []), coalesce(ev.up, []))
            WHEN ev.type = 'draw' AND ev.receive IS NOT NULL THEN ev.receive
            ELSE ev.cards END AS cards,
       round, ev.kind AS kind, ev.down AS down, ev.up AS up, ev.card AS card, ev.discard AS discard,
       ev.receive AS receive,
       CASE WHEN json_type(ev."to") = 'VARCHAR' THEN json_extract_string(ev."to", '$')
            ELSE ev.target END AS target,
       CASE WHEN ev.type = 'pay' THEN NULL ELSE ev."from" END AS source,
       ev.winner AS winner,
       CASE WHEN ev.type = 'battle' THEN ev.winner IS NULL END AS battle_tie,
       ev.spread AS spread, ev.pot AS pot, ev.all_in AS all_in, ev.note AS note
FROM u;

-- name: insert_findings
INSERT INTO findings BY NAME SELECT * EXCLUDE (_h) FROM batch_findings;

-- name: insert_pots
INSERT INTO pots BY NAME SELECT * EXCLUDE (_h) FROM batch_pots;

-- name: insert_awards
INSERT INTO awards BY NAME SELECT * EXCLUDE (_h) FROM batch_awards;

-- name: insert_player_facts
INSERT INTO player_facts BY NAME SELECT * EXCLUDE (_h) FROM batch_player_facts;

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
