# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Its own methods are
# declared ``cpdef``, as there.

from audit.games.palace_battle cimport BattleMixin

cdef class CaptureMixin(BattleMixin):
    cpdef _on_capture(self, seq, ev)
    cpdef _take(self, seq, b, ev, wrong=*)
    cpdef _split_capture(self, seq, ev, b)
    cpdef _late_capture(self, seq, b)
    cpdef _capture_claimed(self, seq, w, l, claimed, held, report=*)
    cpdef _capture_missing(self, b, made)
    cpdef _captured_later(self, seq, b)
    cpdef _settle_pending(self, seq, t)
    cpdef _battle_show(self, p)
