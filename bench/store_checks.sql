-- Checks of a store written by `handaudit audit` of simulated hands (bench/store_checks.py).
-- Run on a connection of handaudit's (audit.store.connect), which reads the stored hands'
-- JSON with handaudit_native().

-- name: injected_verdicts
-- Every stored hand the simulator gave a fault ("injected": {"code", "seq"}, CLI.md) against
-- its findings: found with that code at that event, found with that code elsewhere, not
-- found; and the hands without a fault that have findings (a legal hand must have none).
WITH logged AS (
    SELECT h.session, h.hand_id, h.n_findings, handaudit_native(h.native) AS text
    FROM hands h
), faulty AS (
    SELECT session, hand_id, n_findings,
           json_extract_string(text, '$.injected.code') AS code,
           TRY_CAST(json_extract(text, '$.injected.seq') AS INTEGER) AS seq
    FROM logged
    WHERE n_findings > 0 OR contains(text, '"injected"')
), judged AS (
    SELECT f.code, f.n_findings,
           EXISTS (SELECT 1 FROM findings x
                   WHERE x.session = f.session AND x.hand_id = f.hand_id AND x.code = f.code
                     AND x.seq IS NOT DISTINCT FROM f.seq) AS exact,
           EXISTS (SELECT 1 FROM findings x
                   WHERE x.session = f.session AND x.hand_id = f.hand_id AND x.code = f.code) AS coded
    FROM faulty f
)
SELECT count(*) FILTER (WHERE code IS NOT NULL)                          AS injected,
       count(*) FILTER (WHERE code IS NOT NULL AND exact)                AS found_exactly,
       count(*) FILTER (WHERE code IS NOT NULL AND coded AND NOT exact)  AS found_elsewhere,
       count(*) FILTER (WHERE code IS NOT NULL AND NOT coded)            AS missed,
       count(*) FILTER (WHERE code IS NOT NULL AND exact AND n_findings > 1) AS with_more_findings,
       count(*) FILTER (WHERE code IS NULL)                              AS legal_with_findings
FROM judged;

-- name: set_aside
-- The records set aside (quarantine), and how many of them the simulator gave a fault.
SELECT count(*) AS records,
       count(*) FILTER (WHERE contains(CAST(native AS VARCHAR), '"injected"')) AS injected   -- NULL: no JSON kept
FROM quarantine;

-- name: store_tables
SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary ORDER BY table_name;

-- name: table_fingerprint
-- A table's rows, in any order: their number and the sum of their hashes.
SELECT count(*), coalesce(sum(hash(t)::HUGEINT), 0)::VARCHAR FROM query_table($1) t;
