-- Statements of the store (audit/store.py).  Each `-- name:` starts one.
-- batch_* are Arrow tables the store registers for the statement.

-- name: quiet
-- No DuckDB progress bar on the terminal (handaudit draws its own).  Bounded memory however
-- large the store: DuckDB evicts (and spills to <db>.tmp) beyond this.
SET enable_progress_bar = false;
SET memory_limit = '400MB';

-- name: ingest_settings
-- While ingesting, the Python side holds more (session checks, the batches): DuckDB less
-- (it writes the rows out as it goes and needs little beyond the batch being inserted).
-- One thread: the inserts run beside the worker processes, which have the other cores
-- (a second DuckDB thread costs more CPU than it saves time).  Fewer checkpoints: each
-- rewrites the table metadata, more costly as the store grows.
SET memory_limit = '160MB';
SET threads = 1;
SET checkpoint_threshold = '256MB';

-- name: has_hands
-- The table `hands` exists (the views of schemas/store_views.sql read it).
SELECT 1 FROM duckdb_tables() WHERE table_name = 'hands' AND schema_name = 'main' AND NOT temporary;

-- name: is_empty
-- A store with no hand and no quarantined record (an ingest then needs no look-ups).
SELECT NOT EXISTS (SELECT 1 FROM hands) AND NOT EXISTS (SELECT 1 FROM quarantine);

-- name: next_ord
SELECT coalesce(max(ord), 0) + 1 FROM hands;

-- name: stored_digests
-- Which hands of a batch are already stored, with what content hash, and whether a redeal's pot
-- was carried to them (they were judged again with it: every finding stored is the judgment's).
SELECT k.session, k.hand_id, h.digest, h.carried_in IS NOT NULL
FROM batch_keys k JOIN hands h ON h.session = k.session AND h.hand_id = k.hand_id;

-- name: stored_session_findings
-- The findings stored for hands met again (an ingest reports a stored hand as stored), in order.
SELECT k.session, k.hand_id, f.seq, f.code, f.player, f.message
FROM batch_skeys k JOIN findings f ON f.session = k.session AND f.hand_id = k.hand_id
ORDER BY k.session, k.hand_id, f.idx;

-- name: stored_quarantine
SELECT k.source_file, k.source_line
FROM batch_qkeys k JOIN quarantine q ON q.source_file = k.source_file AND q.source_line = k.source_line;

-- name: stored_before
-- Records set aside that read as hands now: those whose table's last stored hand (prev_hand) the
-- store holds at an earlier line of the same file (audit/store_write.py Writer.stored_before).
SELECT DISTINCT k.source_file, k.source_line
FROM batch_pkeys k JOIN hands h ON h.session = k.session AND h.hand_id = k.prev_hand
 AND h.source_file = k.source_file AND h.source_line < k.source_line;

-- name: has_session_tables
-- The store keeps some table's session-check state (an ingest then looks them up).
SELECT EXISTS (SELECT 1 FROM session_tables);

-- name: stored_session_tables
-- The kept states of a batch of tables (audit/store_write.py Writer.stored_tables).
SELECT k.session, k.table_name, t.button, t.prev_hand, t.logged, t.seats, t.players, t.stacks, t.stale,
       t.big_blind, t.carry, t.mended, t.button_due, t.carry_from
FROM batch_tkeys k JOIN session_tables t ON t.session = k.session AND t.table_name = k.table_name;

-- name: stored_table_names
-- The tables of one session whose states the store keeps (audit/store_write.py
-- Writer.stored_table_names: a record set aside whose table could not be read).
SELECT table_name FROM session_tables WHERE session = ?;

-- name: insert_session_marks
-- The tables whose state a batch's records changed: their rows are stale until the ingest's end
-- replaces them (a new table gets an empty, stale row).
INSERT INTO session_tables
SELECT session, table_name, NULL, NULL, false, [], [], [], true, NULL, 0, NULL, NULL, NULL FROM batch_session_marks
ON CONFLICT (session, table_name) DO UPDATE SET stale = true;

-- name: insert_session_tables
-- At the end of an ingest: the state of every table it changed replaces that table's row.
DELETE FROM session_tables t USING batch_session_tables b
WHERE t.session = b.session AND t.table_name = b.table_name;
INSERT INTO session_tables BY NAME SELECT * FROM batch_session_tables;

-- name: insert_hands
INSERT INTO hands BY NAME SELECT * FROM batch_hands;

-- name: insert_seats
-- seats.ord: the hand's ord, set in place of _h (audit/store_write.stored_tables)
INSERT INTO seats BY NAME SELECT * FROM batch_seats;

-- name: insert_events
-- The event rows built by the workers (audit/store_events.py), their hand named by its ord.
INSERT INTO event_rows BY NAME SELECT * FROM batch_events;

-- name: insert_findings
INSERT INTO findings BY NAME SELECT * EXCLUDE (_h) FROM batch_findings;

-- name: insert_pots
INSERT INTO pots BY NAME SELECT * EXCLUDE (_h) FROM batch_pots;

-- name: insert_awards
INSERT INTO awards BY NAME SELECT * EXCLUDE (_h) FROM batch_awards;

-- name: insert_player_facts
-- player_facts.ord: the hand's ord, set in place of _h (audit/store_write.stored_tables)
INSERT INTO player_facts BY NAME SELECT * FROM batch_player_facts;

-- name: insert_mended
-- The hands of a batch (an ingest into a store that held records): a malformed record set aside
-- at the file and line of one of them, under its id (or under none: cut before its id could be
-- read), was read before it was whole (a log still being written) or has been mended since: it
-- is that hand now, so its quarantine row and its findings go.
DELETE FROM findings f USING batch_mended m, quarantine q
WHERE q.source_file = m.source_file AND q.source_line = m.source_line
  AND (q.hand_id = m.hand_id OR q.hand_id IS NULL)
  AND q.kind = 'malformed' AND f.session IS NULL AND f.source_file = q.source_file
  AND f.source_line = q.source_line;
DELETE FROM quarantine q USING batch_mended m
WHERE q.source_file = m.source_file AND q.source_line = m.source_line
  AND (q.hand_id = m.hand_id OR q.hand_id IS NULL)
  AND q.kind = 'malformed';

-- name: drop_unreadable
-- The files an ingest reads for the first time (into a store that held records): a record set
-- aside before because the file could not be read at all, or a folder holding it could not be
-- searched, is stale now that it has been read, wherever its first hand is (its quarantine row
-- and finding go; audit/store_write.Writer._drop_unreadable).
DELETE FROM findings f USING batch_reopened r, quarantine q
WHERE f.session IS NULL AND f.source_file = q.source_file AND f.source_line = q.source_line
  AND q.kind = 'malformed' AND q.source_line = 1
  AND ((q.source_file = r.source_file AND starts_with(q.error, 'the file cannot be read: '))
       OR (starts_with(r.source_file, q.source_file || '/')
           AND starts_with(q.error, 'the folder cannot be searched (')));
DELETE FROM quarantine q USING batch_reopened r
WHERE q.kind = 'malformed' AND q.source_line = 1
  AND ((q.source_file = r.source_file AND starts_with(q.error, 'the file cannot be read: '))
       OR (starts_with(r.source_file, q.source_file || '/')
           AND starts_with(q.error, 'the folder cannot be searched (')));

-- name: insert_quarantine
INSERT INTO quarantine BY NAME SELECT * FROM batch_quarantine;

-- name: set_meta
INSERT OR REPLACE INTO store_meta VALUES (?, ?);

-- name: get_meta
SELECT value FROM store_meta WHERE key = ?;

-- name: store_tables
-- The tables of a store that it holds, each with its columns and their types in order (a store
-- with one of them dropped, or a column of one dropped, added or changed, is not whole).
SELECT table_name, string_agg(column_name || ' ' || data_type, ', ' ORDER BY column_index)
FROM duckdb_columns() WHERE NOT internal AND schema_name = 'main'
  AND table_name IN ('store_meta', 'hands', 'seats', 'event_rows', 'findings', 'pots', 'awards',
                     'player_facts', 'quarantine', 'session_tables')
GROUP BY table_name;

-- name: user_tables
-- The objects a database holds: tables, views, sequences, macros, types (a file that is not a
-- store may not be written into, however little it holds).
SELECT (SELECT count(*) FROM duckdb_tables() WHERE NOT internal)
     + (SELECT count(*) FROM duckdb_views() WHERE NOT internal)
     + (SELECT count(*) FROM duckdb_sequences())
     + (SELECT count(*) FROM duckdb_functions() WHERE NOT internal AND function_type IN ('macro', 'table_macro'))
     + (SELECT count(*) FROM duckdb_types() WHERE NOT internal);

-- name: find_hand
-- explain --db: the native JSON of a hand by id (and session, when given), and its session as
-- --session names it.  A session is stored as it is but for one that starts with 'file:', which
-- has one more 'file:' in front (audit/store_rows.py session_key); a hand without a session is
-- found by its key 'file:' || its path too, unless a session of that name holds the id (that
-- session is then named, and the hand without one is "(no session)": explain it with --file).
-- carried_in, carried_from: the pot a redeal carried to the hand, and whence (NULL: none).
WITH k AS (
    SELECT CASE WHEN starts_with($session, 'file:') THEN 'file:' || $session ELSE $session END AS key
)
SELECT session, hand_id, native, rules, source_file, source_line,
       CASE WHEN has_session AND starts_with(session, 'file:') THEN session[6:]
            WHEN NOT has_session AND EXISTS (SELECT 1 FROM hands s WHERE s.hand_id = hands.hand_id
                                             AND s.has_session AND s.session = 'file:' || hands.session)
            THEN session || ' (no session)'
            ELSE session END AS named,
       carried_in, carried_from
FROM hands
WHERE hand_id = $hand_id
  AND ($session IS NULL
       OR (has_session AND session = (SELECT key FROM k))
       OR (NOT has_session AND session = $session
           AND NOT EXISTS (SELECT 1 FROM hands s
                           WHERE s.hand_id = $hand_id AND s.has_session AND s.session = (SELECT key FROM k))))
ORDER BY session;

-- name: quarantined_hand
-- explain --db: a hand id that was set aside, not stored (quarantine.session is a key as in
-- find_hand: a session, or 'file:' || the path of a hand without one).
SELECT source_file, source_line, error FROM quarantine
WHERE hand_id = $hand_id
  AND ($session IS NULL
       OR session = CASE WHEN starts_with($session, 'file:') THEN 'file:' || $session ELSE $session END
       OR (session = $session AND NOT starts_with($session, 'file:file:')))
ORDER BY source_file, source_line
LIMIT 1;

-- name: hand_findings
-- explain --db: every finding stored for a hand (those of the checks across hands included; not
-- those of a record set aside under its key, which are stored without a session).
SELECT seq, code, player, message FROM findings
WHERE session = $session AND hand_id = $hand_id
ORDER BY idx;
