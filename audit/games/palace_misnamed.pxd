# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_deal cimport DealMixin

cdef class MisnamedMixin(DealMixin):
    cpdef _misnamed_turn(self, seq, ev, kind, p)
    cpdef _other_in_turn(self, seq, p)
    cpdef _misnamed_found(self, seq, p, q, did, how, kind)
    cpdef _misnamed_cont_discard(self, ev, cont)
    cpdef _misnamed_of(self, seq, ev, kind, p)
    cpdef _paid_after_fold(self, seq, q)
    cpdef _misnamed_buy_turn(self, seq, ev, p)
    cpdef _misnamed_buy(self, seq, ev, p)
    cpdef _shows_at(self, seq, name)
    cpdef _all_soldiers_of(self, cards, q)
    cpdef _named_later(self, seq, name, play, collects=*)
    cpdef _ends_with(self, q, kind)
    cpdef _misnamed_attack(self, seq, ev, p, q=*)
    cpdef _misnamed_target(self, seq, ev, p, t)
