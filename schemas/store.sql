-- The handaudit DuckDB store (CLI.md, "The DuckDB database").
--
-- Every hand is keyed by (session, hand_id).  `session` is never NULL: it is the
-- hand's own session, or, for a hand that names none, 'file:' followed by the
-- real path (absolute, links resolved) of the file it came from (FORMAT.md: a hand id is unique within
-- its session, or its file where there is no session).  hands.has_session tells
-- the two apart, and so does the key itself: a session that starts with 'file:' is stored
-- with one more 'file:' in front ('file:x' as 'file:file:x'), so that no session takes the
-- key of a file's hands (audit/store_rows.py session_key).  Paths are written in their
-- display form: a byte of a file name that is not UTF-8 as \xNN, a backslash typed where it
-- would read as such an escape doubled (audit/readers/paths.py shown_path).
-- Every per-hand table repeats the key, but for event_rows, which holds
-- the hand's `ord` (unique in a store) instead; the `events` view adds the key.
-- seats and player_facts hold the hand's `ord` beside the key: the statistics and the
-- report join their millions of rows to `hands` by it (an integer, not two strings).
--
-- Statements are separated by semicolons; the store runs them in order
-- (CREATE ... IF NOT EXISTS, so opening an existing database is harmless).

CREATE TABLE IF NOT EXISTS store_meta (
    key   VARCHAR PRIMARY KEY,
    value VARCHAR
);

CREATE TABLE IF NOT EXISTS hands (
    session      VARCHAR NOT NULL,   -- the key part: session (one more 'file:' before one that starts
                                     -- with 'file:'), or 'file:' || source file
    hand_id      VARCHAR NOT NULL,
    has_session  BOOLEAN NOT NULL,   -- false: `session` is the file key
    table_name   VARCHAR,
    game         VARCHAR NOT NULL,
    time         VARCHAR,            -- ISO 8601 as logged (TRY_CAST to TIMESTAMP where needed)
    source_file  VARCHAR NOT NULL,   -- absolute path, links resolved (one file read through a link is one file)
    source_line  INTEGER NOT NULL,
    ord          BIGINT NOT NULL,    -- ingest order, unique (charts order hands by time, then ord)
    slug         VARCHAR NOT NULL,   -- the file name of the hand's report page
    button       INTEGER,
    currency     VARCHAR,
    unit         VARCHAR,            -- value of one chip, a decimal string
    rules        JSON,               -- the rules the hand was validated under (its own over --rules)
    pot_total    BIGINT,
    rake         BIGINT,
    claims       BOOLEAN,            -- the log records a settlement to compare
    disputed     BOOLEAN,            -- some row of its awards differs (awards.differs)
    n_players    INTEGER,
    n_events     INTEGER,
    n_findings   INTEGER,
    n_errors     INTEGER,            -- findings of severity error
    worst        VARCHAR,            -- worst severity among the findings (NULL: clean)
    digest       BIGINT,             -- hash of the record (a different hand under a stored key is a duplicate)
    stats        JSON,               -- Result.stats (game facts for statistics)
    carried_in   BIGINT,             -- draw: the pot a redeal of the table's previous hand carried to this
                                     -- hand (in its main pot), NULL when none
    carried_from VARCHAR,            -- the id of that previous hand
    native       BLOB USING COMPRESSION uncompressed,
                                     -- the hand as logged (handaudit/1 JSON), deflated (zlib format) by
                                     -- the worker that replayed it: a native line as it was read, a PHH or
                                     -- PokerStars hand as converted; for explain --db, the report and
                                     -- event_details.  Read it with handaudit_native(native) on a
                                     -- connection of handaudit's (audit.store.connect), or inflate it with
                                     -- any zlib.  Storing the JSON text cost DuckDB ~70 us a hand.
    PRIMARY KEY (session, hand_id)
);

CREATE TABLE IF NOT EXISTS seats (
    session      VARCHAR NOT NULL,
    hand_id      VARCHAR NOT NULL,
    ord          BIGINT NOT NULL,    -- hands.ord of the seat's hand
    seat         INTEGER NOT NULL,
    player       VARCHAR NOT NULL,
    start_stack  BIGINT,
    added        BIGINT,
    end_stack    BIGINT,
    net          BIGINT,
    folded       BOOLEAN,
    showdown     BOOLEAN,
    won          BIGINT              -- chips collected
    -- key: (session, hand_id, seat)
);

-- The event types of every game (audit/event_fields.py; tests/test_store_events.py checks
-- the list).  A new event type makes a new schema version (audit/store.py SCHEMA_VERSION).
CREATE TYPE IF NOT EXISTS event_type AS ENUM (
    'ante', 'attack', 'banner', 'battle', 'bet', 'blind', 'bring_in', 'burn', 'buy', 'call',
    'capture', 'check', 'collect', 'community', 'complete', 'deal', 'declare', 'discard', 'draw',
    'drop', 'fold', 'hit', 'muck', 'pay', 'raise', 'rake', 'return', 'reveal', 'show', 'spread',
    'upcard', 'wait'
);

-- One row per event, keyed by the hand's `ord` (hands.ord is unique in a store) and `seq`:
-- compact, so that a million hands (some fifty million events) are written fast.  Query the
-- `events` view (with the hand's key); `event_details` (schemas/store_views.sql) has every
-- per-type field.
CREATE TABLE IF NOT EXISTS event_rows (
    ord          BIGINT NOT NULL,    -- hands.ord of the event's hand
    seq          INTEGER NOT NULL,   -- the event's index in the hand
    type         event_type NOT NULL,
    player       VARCHAR,            -- tonk pay: the payer (`from`)
    amount       BIGINT,             -- amount; `to` for bet / raise / complete
    cards        VARCHAR[],          -- cards; deal: down then up; draw: the cards received
    discarded    SMALLINT,           -- draw: how many cards were discarded (the cards: event_details)
    round        INTEGER             -- Result.rounds: betting round (poker) or turn round
    -- key: (ord, seq)
);

-- CLI.md's `events` table: one row per event with its hand's key.
CREATE OR REPLACE VIEW events AS
SELECT h.session, h.hand_id, e.seq, CAST(e.type AS VARCHAR) AS type, e.player, e.amount, e.cards,
       e.round, e.discarded
FROM event_rows e JOIN hands h ON h.ord = e.ord;

CREATE TABLE IF NOT EXISTS findings (
    session      VARCHAR,            -- NULL for a record set aside (quarantine: malformed, duplicate-hand):
                                     -- its findings are told by source_file and source_line
    hand_id      VARCHAR,            -- NULL when it could not be read
    idx          INTEGER NOT NULL,   -- order of the finding within its record
    seq          INTEGER,            -- event index; NULL for a finding about the hand
    code         VARCHAR NOT NULL,
    severity     VARCHAR NOT NULL,
    player       VARCHAR,
    message      VARCHAR NOT NULL,
    game         VARCHAR,
    source_file  VARCHAR NOT NULL,
    source_line  INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pots (
    session       VARCHAR NOT NULL,
    hand_id       VARCHAR NOT NULL,
    pot_index     INTEGER NOT NULL,
    amount        BIGINT,
    eligible      VARCHAR[],
    winners       VARCHAR[],
    contributions JSON,              -- {player: chips}
    reason        VARCHAR,
    carried       BIGINT             -- the part of `amount` a redeal carried in (hands.carried_from), else 0
    -- key: (session, hand_id, pot_index)
);

CREATE TABLE IF NOT EXISTS awards (
    session          VARCHAR NOT NULL,
    hand_id          VARCHAR NOT NULL,
    pot_index        INTEGER NOT NULL,
    player           VARCHAR NOT NULL,
    correct_amount   BIGINT,
    recorded_amount  BIGINT,         -- NULL: the log records no collect for this pot and player
    odd_chips        INTEGER,
    reason           VARCHAR,
    differs          BOOLEAN         -- the row differs from the correct settlement, as the hand's page
                                     -- marks it (audit/award_rows.py): in a pot whose winner the unknown
                                     -- cards decide, a row a payout finding names, its amounts equal
);

-- Per-player facts of Result.stats, flattened: one row per (hand, player, fact).
-- {"buys": {"bob": 2}} -> ('buys', 'bob', 2); {"survived": ["bob"]} -> ('survived', 'bob', 1);
-- tonk "winners" -> 'winner', "dropper" -> 'dropper', "counts" -> 'count', "stakes" -> 'stakes'.
CREATE TABLE IF NOT EXISTS player_facts (
    session      VARCHAR NOT NULL,
    hand_id      VARCHAR NOT NULL,
    ord          BIGINT NOT NULL,    -- hands.ord of the fact's hand
    player       VARCHAR NOT NULL,
    fact         VARCHAR NOT NULL,
    value        BIGINT
);

-- Records that are not stored as hands: malformed ones (kind 'malformed') and a
-- different hand under a key already stored (kind 'duplicate-hand', with its native JSON).
CREATE TABLE IF NOT EXISTS quarantine (
    source_file  VARCHAR NOT NULL,
    source_line  INTEGER NOT NULL,
    error        VARCHAR NOT NULL,
    hand_id      VARCHAR,
    session      VARCHAR,
    kind         VARCHAR NOT NULL,
    native       JSON,
    PRIMARY KEY (source_file, source_line)
);

-- The session checks' state of every table (audit/table_states.py), kept when an ingest ends
-- so that the next ingest into this store checks each table's next hand against its last one
-- (stack-mismatch, button-not-rotated, draw's entry blinds).  A table is a session's table, keyed
-- like the hands (`session`: a session key as in hands.session, 'file:' || path for the tables
-- of a file's hands without a session; `table_name`: '' for a session's hands naming none, a
-- table's name with one more NUL in front when it starts with NUL).  The row whose `table_name`
-- is one NUL (chr(0), no table's) holds the session's players' ends of their last hands at any
-- of its tables (`stacks`; a player who moves to another table and comes back may bring them).
CREATE TABLE IF NOT EXISTS session_tables (
    session      VARCHAR NOT NULL,
    table_name   VARCHAR NOT NULL,
    button       INTEGER,            -- the last hand's button (a stud hand without one: its last seat);
                                     -- NULL after a hand set aside (nothing to check the next one against)
    prev_hand    VARCHAR,            -- the last hand's id (or the id of the record set aside last)
    logged       BOOLEAN NOT NULL,   -- the last hand logged its button
    seats        INTEGER[] NOT NULL, -- the last hand's seats, clockwise
    players      VARCHAR[] NOT NULL, -- their players ('' for a seat without chips, not dealt in)
    stacks       STRUCT(player VARCHAR, end_stack BIGINT, hand_id VARCHAR)[] NOT NULL,
                                     -- each player's stack at the end of their last hand at the table
                                     -- (end_stack NULL: the log left that hand incomplete), by name
    stale        BOOLEAN NOT NULL,   -- an ingest that stopped before its end stored records of this
                                     -- table that this state does not follow (audit/session.py)
    big_blind    INTEGER,            -- the last hand's big blind seat (a draw hand with blinds), else NULL
    carry        BIGINT NOT NULL,    -- the pot the last hand (a draw redeal) carried to the next one, else 0
    mended       STRUCT(player VARCHAR, end_stack BIGINT, hand_id VARCHAR)[],
                                     -- each player whose start stack in the last hand did not follow: their
                                     -- end had they started right (the next hand may follow either), or NULL
    button_due   INTEGER,            -- the seat the last hand's button should have been on, when it was not
    carry_from   VARCHAR,            -- the id of the redeal whose pot `carry` is; another than prev_hand when
                                     -- a record of the table was set aside since (it may have played for it)
    PRIMARY KEY (session, table_name)
);
