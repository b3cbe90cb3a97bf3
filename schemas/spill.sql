-- The session checks' spill file (audit/spill.py): a private SQLite file in the temporary
-- directory that holds, beyond a limit, what the checks remember across an input's hands.
-- `IN ({})` is filled with one `?` per key looked up.

-- name: ids_table
-- Every hand id seen (audit/seen_ids.py): group (session, or NUL + file), id, the hand's digest.
CREATE TABLE ids (grp TEXT NOT NULL, hand_id TEXT NOT NULL, digest INTEGER NOT NULL,
                  PRIMARY KEY (grp, hand_id)) WITHOUT ROWID;

-- name: ids_insert
INSERT INTO ids VALUES (?, ?, ?);

-- name: ids_select
-- One group, its ids in a list: SQLite looks each one up in the primary key.
SELECT hand_id, digest FROM ids WHERE grp = ? AND hand_id IN ({});

-- name: tables_table
-- The state of every table (audit/table_states.py): last button, last hand and its seats,
-- each player's last end stack, pickled; a table moved again replaces its row.
CREATE TABLE tables (session TEXT NOT NULL, table_name TEXT NOT NULL, state BLOB NOT NULL,
                     PRIMARY KEY (session, table_name)) WITHOUT ROWID;

-- name: tables_insert
INSERT OR REPLACE INTO tables VALUES (?, ?, ?);

-- name: tables_select
SELECT table_name, state FROM tables WHERE session = ? AND table_name IN ({});

-- name: tables_keys
-- Every table of one group (a record set aside whose table could not be read: audit/session.py).
SELECT table_name FROM tables WHERE session = ?;
