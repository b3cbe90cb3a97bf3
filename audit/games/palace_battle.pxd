# One link of the Palace replay's chain of extension types: its fields are DealMixin's
# (audit/games/palace_deal.pxd, which says why).  Battle (one battle's state) is an extension
# type of its own.

from audit.games.palace_turns cimport TurnMixin

cdef class BattleMixin(TurnMixin):
    pass


cdef class Battle:
    cdef public object attacker
    cdef public object defender
    cdef public object responder
    cdef public object owed
    cdef public object raises
    cdef public object last_raise
    cdef public object state
    cdef public object folded
    cdef public object winner
    cdef public object loser
    cdef public object seq
    cdef public object amount
    cdef public object snap
    cdef public object _judged
    cdef public object claimed
    cdef public object calls
    cdef public object round_no
    cdef public object banners
    cdef public object last_two
    cdef public object later
    cdef public object late_capture
