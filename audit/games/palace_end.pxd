# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_capture cimport CaptureMixin

cdef class EndMixin(CaptureMixin):
    cpdef _on_collect(self, seq, ev)
    cpdef _on_rake(self, seq, ev)
    cpdef _paid_out(self)
    cpdef _paid_after_the_end(self, seq, p, ev)
    cpdef _after_the_end(self, seq, p, ev, message)
    cpdef _late_play(self, ev)
    cpdef _aftermath_later(self, seq)
    cpdef _paid_as_it_stood(self)
    cpdef _finish(self)
    cpdef _incomplete_who(self)
    cpdef _winners(self)
    cpdef _last_battle_by_the_cards(self)
    cpdef _battle_cards(self, players)
    cpdef _unknown_battle_award(self, pot)
    cpdef _clockwise(self)
    cpdef _stats(self, survived)
