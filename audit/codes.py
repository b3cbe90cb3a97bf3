"""Every finding code, declared once.

Each :class:`Code` carries its name (stable, never renamed or reused), its
severity, the group it belongs to, when it is reported, why the rule exists
and a short example.  ``handaudit rules``, the README's table and the report's
help come from this list; validators refer to codes by name only.
"""

from __future__ import annotations

from dataclasses import dataclass

ERROR = "error"
WARNING = "warning"
MALFORMED = "malformed"
SEVERITIES = (MALFORMED, ERROR, WARNING)


@dataclass(frozen=True, slots=True)
class Code:
    name: str
    severity: str
    group: str
    when: str
    why: str
    example: str


_CODES = [
    # ---- Any game -------------------------------------------------------
    Code("malformed", MALFORMED, "Any game",
         "the record cannot be replayed: bad JSON, a missing or mistyped field, an unknown event type (or one of another game), card or player",
         "A validator can only judge what it can read; an unreadable hand is set aside with its file and line so the rest of the log is still checked.",
         'line 17: events[4]: unknown card "1x"'),
    Code("duplicate-hand", ERROR, "Any game",
         "a hand id seen before in the same session with different content",
         "Hand ids identify a deal; two different deals under one id mean a log was edited, spliced or replayed.",
         "hand T1-0042 of session club appears again at line 90 with different events"),
    Code("duplicate-card", ERROR, "Any game",
         "the same card in two places at once (the deck holds each card once; two JK only with jokers: 2)",
         "A deck holds each card once: a card seen twice means a marked, stacked or mis-recorded deck.",
         "Kd dealt to bob is already held by alice"),
    Code("wrong-deal", ERROR, "Any game",
         "a deal of the wrong number of cards, face, order or time",
         "The deal is the one step nobody chooses; any departure from it changes every hand at the table.",
         "alice was dealt 4 cards; five-card draw deals 5"),
    Code("out-of-turn", ERROR, "Any game",
         "a player acts when it is not their turn (including after folding, after the hand ended, or after "
         "the log paid out the pot)",
         "Acting out of turn gives information to, or takes it from, the players who should have acted first.",
         "carol called but it was bob's turn to act"),
    Code("card-not-held", ERROR, "Any game",
         "a player discards, shows, spreads or plays a card they do not hold",
         "A player can only use the cards dealt to them; any other card came from outside the game.",
         "bob discarded 7h but holds Ah Kd Qc 3s 4d"),
    Code("hand-incomplete", ERROR, "Any game",
         "the log ends before the hand is over (no showdown, no winner)",
         "A pot can only be settled when the hand has ended; a truncated log hides how.",
         "the log ends during the second betting round with bob to act"),
    Code("stack-exceeded", ERROR, "Any game",
         "a player puts in more chips than they have",
         "Table stakes: a player can never bet, or pay at a Tonk settlement, more than the chips in front of them at the start of the hand.",
         "bob bet to 600 but had only 450 left"),
    Code("stack-mismatch", ERROR, "Any game",
         "a player's starting stack differs from the previous hand's end in the same session and table (plus added)",
         "Chips do not appear or vanish between hands: each hand starts with what the last one left (plus chips added).",
         "alice starts hand 43 with 1200 but ended hand 42 with 1150 (added 0)"),
    Code("button-not-rotated", ERROR, "Any game",
         "the button did not move one seat clockwise from the previous hand of the session and table",
         "The button moves one seat a hand so that every player takes the forced bets and the late positions in turn.",
         "the button is on seat 5 but the previous hand's button was seat 2, so seat 3 was next"),
    Code("wrong-player-count", ERROR, "Any game",
         "a hand deals in fewer or more players than the game is played by (stud 2 to 8, Palace 2 to 10, "
         "Tonk 2 to 5, draw at least 2; a seat that cannot take part, without chips, is not counted)",
         "Each game is made for a number of players: with more, the deck runs short and the rules that share it "
         "out no longer hold; with one, there is no game.",
         "9 players dealt in; stud is played by 2 to 8 players"),
    Code("illegal-action", ERROR, "Any game",
         "an action the game does not allow at that point (a completion with nothing to complete, a draw outside the draw)",
         "Each game allows a fixed set of actions at each step; anything else cannot be given a meaning.",
         "bob completed on 4th street; only a bring-in can be completed"),
    Code("unparsed-line", WARNING, "Any game",
         "an imported PokerStars hand contains a line the reader does not understand (the rest of the hand was read; a PHH action that cannot be read makes the hand malformed instead)",
         "An importer that skips a line silently might miss an action; naming the line lets a person check it.",
         'line 12: "Tumim said, \\"nice hand\\"" was not understood'),
    Code("internal-error", MALFORMED, "Any game",
         "the validator itself failed on this hand (a bug in handaudit: please report it with the hand); the hand is set aside",
         "One hand the validator cannot handle must not stop the audit of all the others, nor pass as clean.",
         "stud hand T1-7: internal error ZeroDivisionError: division by zero"),
    # ---- Poker betting --------------------------------------------------
    Code("wrong-forced-bet", ERROR, "Poker betting",
         "a missing or wrong ante, blind or bring-in, or one posted by the wrong player",
         "Forced bets seed the pot and decide who acts first; a wrong one changes the whole betting.",
         "carol posted the bring-in but david has the lowest upcard (4d)"),
    Code("illegal-check", ERROR, "Poker betting",
         "a check facing a bet, or any check when check_allowed is false",
         "A player facing a bet must call, raise or fold; checking would let them see more cards for free.",
         "alice checked facing a bet of 100 (she owed 100)"),
    Code("wrong-call-amount", ERROR, "Poker betting",
         "a call whose amount is not what was owed (or all the player had)",
         "A call matches the bet exactly; any other amount leaves the pot short or over-full.",
         "bob called 50 but owed 100"),
    Code("bet-below-minimum", ERROR, "Poker betting",
         "a bet or raise smaller than the structure allows (not all-in)",
         "The structure fixes the smallest bet and raise so that every raise is a real one.",
         "bob raised to 250 but the minimum raise was to 300 (last raise 100)"),
    Code("bet-above-maximum", ERROR, "Poker betting",
         "a bet or raise larger than the structure allows",
         "Limit and pot-limit games cap each bet; a larger one breaks the game's structure.",
         "alice bet 40 on the first round of a 10/20 fixed-limit game (bets and raises are 10 in this round)"),
    Code("raise-cap-exceeded", ERROR, "Poker betting",
         "a raise past the raise cap",
         "Caps stop two players from raising forever and trapping the players between them.",
         "carol made the 4th raise of the round; the cap is 3 raises after the opening bet"),
    Code("betting-not-reopened", ERROR, "Poker betting",
         "a raise by a player who already acted, after only an incomplete all-in raise",
         "An all-in for less than a full raise is not a raise: players who already acted may only call or fold.",
         "alice re-raised after dave's all-in of 15 (less than a full raise of 20) did not reopen the betting"),
    Code("illegal-bet", ERROR, "Poker betting",
         "a bet when there is already a bet to face (it must be a raise), or a raise with nothing to raise",
         "Bet and raise mean different things; mixing them up usually hides a mis-recorded amount.",
         "bob raised to 20 but nobody had bet in this round"),
    Code("wrong-draw", ERROR, "Poker betting",
         "a draw of more than max_discard cards, receiving a different number than discarded, or receiving a discarded card before the deck ran out",
         "The draw replaces each discarded card with one fresh card from the deck, and only up to the house's limit.",
         "alice discarded 3 cards and received 2"),
    Code("community-not-needed", ERROR, "Poker betting",
         "stud: a community card when the deck had enough cards",
         "The community card is an emergency rule for a deck that runs dry; dealing one otherwise changes every hand.",
         "a community card with 6 players left: the deck still held 14 cards for 7th street"),
    # ---- Settlement -----------------------------------------------------
    Code("shown-cards-mismatch", ERROR, "Settlement",
         "a show that is not the cards the player holds",
         "At the showdown a player's hand is the cards they were dealt and kept; any other cards are not their hand.",
         "bob showed Ah Kd Qc Js 9h but holds Ah Kd Qc 3s 4d"),
    Code("wrong-winner", ERROR, "Settlement",
         "a pot (or part of one) paid to a player who does not hold the best eligible hand, or to an ineligible player",
         "Each pot belongs to the best hand among the players eligible for it.",
         "main pot of 240 paid to bob (two pair, kings and nines); carol holds the best hand (straight, ace high)"),
    Code("wrong-amount", ERROR, "Settlement",
         "a player collects more or less than their correct share of a pot",
         "Each winner's share is fixed by the pot's size and the number of tied winners.",
         "carol collected 30 from the main pot; her share is 37"),
    Code("odd-chip", ERROR, "Settlement",
         "the shares are right except the odd chips, which went to the wrong players",
         "An indivisible chip goes by the house rule (odd_chip), not by chance.",
         "the odd chip of the main pot went to bob; under odd_chip=called it belongs to carol, who was called"),
    Code("uncalled-bet-not-returned", ERROR, "Settlement",
         "an uncalled bet kept in the pot instead of returned (or a wrong return: to a player without "
         "an uncalled bet, too much, or while a player still had to act on the bet)",
         "Chips nobody matched were never at risk: they go back to their owner and belong to no pot.",
         "alice's uncalled 20 was not returned"),
    Code("books-unbalanced", ERROR, "Settlement",
         "contributions differ from collected + returned + rake",
         "Every chip put in must come out again, to a winner, back to its owner or to the house.",
         "players put in 480 but 450 was collected, 0 returned and 20 raked (10 missing)"),
    Code("carried-pot-not-played", WARNING, "Settlement",
         "a redeal (five-card draw, all_check: redeal) carried its pot to the next hand of its table, "
         "which is not a five-card draw hand and so cannot play for it",
         "A redealt pot belongs to the next deal of the game; carried to a hand of another game, its chips leave "
         "the books unaccounted for.",
         "hand T1-0041 ended in a redeal and carried its pot of 30 to this hand, but this is a stud hand"),
    Code("unverifiable-award", WARNING, "Settlement",
         "the winner's cards are unknown, so the award cannot be checked",
         "Without the winning cards nobody can confirm the pot went to the best hand.",
         "the main pot went to bob, whose cards are not in the log"),
    # ---- Palace Poker ---------------------------------------------------
    Code("palace-banner-suit", ERROR, "Palace Poker",
         "a banner kept with a suit already in its group, or a card of a new suit rejected",
         "Within each group of positions (1-4, 5-8, 9-10) every banner must have its own suit.",
         "carol kept 3h as her banner but bob, in her group, already has hearts"),
    Code("palace-soldier-limit", ERROR, "Palace Poker",
         "more than five soldiers at the end of an action",
         "A player may hold at most five soldiers; extra cards must be discarded before the action ends.",
         "bob ends his buy with 6 soldiers (the limit is 5)"),
    Code("palace-discard-not-soldier", ERROR, "Palace Poker",
         "discarding a banner or palace card",
         "Only soldiers may be discarded; the banner and the palace cards stay until the player leaves the hand.",
         "alice discarded As, one of her palace cards"),
    Code("palace-buy", ERROR, "Palace Poker",
         "a buy that does not pay the small bet, or a buy when the draw deck and discard pile are both empty",
         "A soldier costs exactly the small bet, and there is nothing to buy when both piles are empty.",
         "bob paid 20 for a soldier; a buy costs the small bet, 10"),
    Code("palace-attack-same-suit", ERROR, "Palace Poker",
         "an attack on a player with the same banner suit, or on a player out of the hand",
         "Players under the same banner suit are allies and cannot battle; a player out of the hand cannot be attacked.",
         "carol attacked dave, whose banner (7s) has her suit, spades"),
    Code("palace-attack-amount", ERROR, "Palace Poker",
         "an attack below the minimum ((soldiers + 1) x small bet), or above it in limit",
         "The attack's price grows with the attacker's army: (soldiers + 1 for the banner) x small bet.",
         "bob attacked for 10 with 1 soldier; the attack is (1 + 1) x 10 = 20"),
    Code("palace-wrong-response", ERROR, "Palace Poker",
         "a battle call or raise of the wrong amount, or out of order in the battle",
         "The defender's call is figured from the defender's own army, not matched to the attack.",
         "alice called 20 (the attack); her call is (0 + 1) x 10 = 10"),
    Code("palace-wrong-battle-result", ERROR, "Palace Poker",
         "the recorded battle winner is not the one the cards decide (opponent's banner suit left out, ties by own-suit count)",
         "A battle is decided on each side's best cards without the opponent's banner suit.",
         "the log says bob won, but without spades bob has a pair of kings and carol trip nines"),
    Code("palace-capture", ERROR, "Palace Poker",
         "the winner did not take exactly the loser's soldiers and banner",
         "The winner captures the loser's banner and soldiers, no more and no fewer; palace cards go to the discard pile.",
         "carol captured Ad 4c, but alice's banner and soldiers are Ad"),
    Code("palace-must-battle", ERROR, "Palace Poker",
         "with two players of different suits left, the player to act waited, bought or discarded",
         "Two players of different banners left must fight it out (two_left_must_battle).",
         "bob waited with only carol (spades) left against his hearts"),
    Code("palace-hand-not-over", ERROR, "Palace Poker",
         "play went on after the hand had ended (same suit left, last one standing, or a quiet round)",
         "Once the hand is decided nobody may act; later actions cannot change the result.",
         "dave bought after the quiet round had ended the hand"),
    # ---- Tonk -----------------------------------------------------------
    Code("tonk-drop-not-allowed", ERROR, "Tonk",
         "a drop after drawing (with drop: before_draw) or under a hit penalty",
         "Dropping is a bet on one's count made before seeing the draw, and a hit takes that right away for a while.",
         "bob dropped after drawing; drops come before the draw"),
    Code("tonk-turn-order", ERROR, "Tonk",
         "a spread, hit or discard before drawing, two draws in a turn, or a turn that ends without a discard while cards remain",
         "A turn is draw, then spreads and hits, then one discard; any other order changes what the player could know.",
         "carol spread before drawing"),
    Code("tonk-draw-source", ERROR, "Tonk",
         "a draw of a card that is not the top of the stock or the discard pile",
         "Only the top card of the stock or of the discard pile may be drawn.",
         "alice drew 9d from the discard pile; its top card is Qs"),
    Code("tonk-invalid-spread", ERROR, "Tonk",
         "a spread that is not a set of 3-4 of a rank or a run of 3+ in a suit (no round-the-corner)",
         "Only sets and runs may be laid down; anything else would empty a hand without melding.",
         "bob spread Kh Ah 2h: a run never goes round the corner"),
    Code("tonk-invalid-hit", ERROR, "Tonk",
         "a hit that does not leave a valid spread, or hits a set when hits_on_runs_only",
         "A hit must extend a spread so that it stays a valid set or run.",
         "carol hit spread 1 (7s 7c 7d) with 8h"),
    Code("tonk-dealt-tonk", ERROR, "Tonk",
         "an undeclared dealt tonk, or a declaration for a count that does not qualify",
         "A dealt 49 or 50 wins at once only if declared before play; a false declaration takes the pot unfairly.",
         "alice was dealt a count of 50 but play went on without a declaration"),
    Code("tonk-reveal-mismatch", ERROR, "Tonk",
         "revealed cards that are not the cards the player holds",
         "The count decides a drop or a stock out, so the revealed cards must be exactly the hand.",
         "bob revealed 2c 3d but holds 2c 3d Kh"),
    Code("tonk-wrong-payment", ERROR, "Tonk",
         "recorded payments that do not net to the correct settlement, player by player",
         "Tonk is settled in stakes between players; every player's net must match the way the hand ended.",
         "carol's payments net -10; she owes 20 (bob tonked: 2 stakes from each player)"),
]

CODES: dict[str, Code] = {c.name: c for c in _CODES}
GROUPS: tuple[str, ...] = tuple(dict.fromkeys(c.group for c in _CODES))
SEVERITY: dict[str, str] = {c.name: c.severity for c in _CODES}


def severity(code: str) -> str:
    return SEVERITY[code]


def all_codes() -> list[Code]:
    return list(_CODES)
