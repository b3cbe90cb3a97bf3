-- Views created on every connection handaudit opens (audit/store.py connect), after it has
-- registered the function handaudit_native(BLOB) -> VARCHAR, the JSON of a hand from its
-- stored, deflated form (hands.native).  TEMP: they live in the connection, not in the
-- file, so a database opened elsewhere holds no view it cannot run.

-- Every field of every event, unpacked from the hands' native JSON when queried (filter by
-- hand_id: only the hands asked for are unpacked).  player, amount and cards: those of `events`;
-- target: palace attack target, tonk pay payee (`to`); source: tonk draw / palace capture
-- `from`; battle_tie: a battle whose winner is null or missing.
CREATE OR REPLACE TEMP VIEW event_details AS
WITH x AS (
    SELECT session, hand_id, ord,
           json_transform(handaudit_native(native), '{"events": [{"type": "VARCHAR", "player": "VARCHAR", "amount": "BIGINT",
               "kind": "VARCHAR", "to": "JSON", "down": ["VARCHAR"], "up": ["VARCHAR"], "cards": ["VARCHAR"],
               "card": "VARCHAR", "discard": ["VARCHAR"], "receive": ["VARCHAR"], "target": "VARCHAR",
               "winner": "VARCHAR", "from": "VARCHAR", "spread": "INTEGER", "pot": "INTEGER",
               "all_in": "BOOLEAN", "note": "VARCHAR"}]}').events AS evs
    FROM hands
), u AS (
    SELECT session, hand_id, ord, CAST(unnest(range(len(evs))) AS INTEGER) AS seq, unnest(evs) AS ev
    FROM x
)
SELECT u.session, u.hand_id, u.seq, ev.type AS type, r.player, r.amount, r.cards,
       r.round, ev.kind AS kind, ev.down AS down, ev.up AS up, ev.card AS card, ev.discard AS discard,
       ev.receive AS receive,
       CASE WHEN json_type(ev."to") = 'VARCHAR' THEN json_extract_string(ev."to", '$')
            ELSE ev.target END AS target,
       CASE WHEN ev.type = 'pay' THEN NULL ELSE ev."from" END AS source,
       ev.winner AS winner,
       CASE WHEN ev.type = 'battle' THEN ev.winner IS NULL END AS battle_tie,
       ev.spread AS spread, ev.pot AS pot, ev.all_in AS all_in, ev.note AS note
FROM u LEFT JOIN event_rows r ON r.ord = u.ord AND r.seq = u.seq;

