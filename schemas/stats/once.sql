-- Run after views.sql when the figures of several games are wanted at once (the report,
-- `handaudit stats` without --game): the per-player figures that palace.sql and tonk.sql
-- (stat_basic), and draw.sql and stud.sql (stat_poker_player, which reads stat_basic too)
-- each filter by game, and the skipped actions (stat_skipped) that stat_poker, draw.sql and
-- stud.sql leave out, are computed once for every game, instead of one pass over the events
-- and seats per game (on a million stored hands: about 7 s instead of 11).  The views are then
-- replaced by views over the tables, so that the per-game queries read them unchanged.
CREATE OR REPLACE TEMP TABLE stat_skipped_once AS SELECT * FROM stat_skipped;
CREATE OR REPLACE TEMP VIEW stat_skipped AS SELECT * FROM stat_skipped_once;
CREATE OR REPLACE TEMP TABLE stat_basic_once AS SELECT * FROM stat_basic;
CREATE OR REPLACE TEMP VIEW stat_basic AS SELECT * FROM stat_basic_once;
CREATE OR REPLACE TEMP TABLE stat_poker_player_once AS SELECT * FROM stat_poker_player;
CREATE OR REPLACE TEMP VIEW stat_poker_player AS SELECT * FROM stat_poker_player_once;
