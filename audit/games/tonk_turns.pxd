# One link of the Tonk replay's chain of extension types: its fields are DealPhase's
# (audit/games/tonk_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.tonk_declare cimport DeclarePhase

cdef class TurnPhase(DeclarePhase):
    cpdef _begin_turn(self, i)
    cpdef _end_turn(self, seq)
    cpdef _stock_out_due(self)
    cpdef _face_empty_stock(self, seq, ev)
    cpdef _pile_draw_next(self, seq, p, c, held=*)
    cpdef _after_end(self, seq, p, ev)
    cpdef _ended_text(self)
    cpdef _enter_play(self, seq, ev)
    cpdef _no_discard(self, seq)
    cpdef _settling(self, seq)
    cpdef _settled_from(self, seq)
    cpdef _drop_left_out(self, seq)
    cpdef _plays_turn_next(self, seq, p)
    cpdef _draws_next(self, seq, p)
    cpdef _melds_later(self, seq, p)
    cpdef _swapped_discard(self, seq, c)
    cpdef _off_the_pile(self, seq, p, i, c)
    cpdef _take_stock(self)
    cpdef _for_the_draw(self, seq, cards)
    cpdef _release_held_melds(self)
    cpdef _release_held_back(self, lost_draw=*)
    cpdef _to_pile(self, seq, i, c)
    cpdef _face_down_discard(self, i)
    cpdef _late_discard(self, seq, p, c, after=*)
    cpdef _late_meld(self, seq, p)
    cpdef _second_discard(self, seq, p, c)
    cpdef _unlogged_discard(self, i)
    cpdef _unlogged_draw(self, i, c)
    cpdef _unlogged_last(self, seq, i)
    cpdef _unlogged_stock(self, seq, c)
