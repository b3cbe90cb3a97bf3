"""The store's int32 and int64 columns are packed by ``struct`` where they hold only ints
(audit.store_events.int_array, session 70: a quarter of Arrow's cost a value): the array must be
the one ``pa.array(values, type)`` makes, and a value Arrow refuses is refused as before."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from audit.store_events import _int32s, int_array

_CASES = [
    [], [0], [1, 2, 3], [-5, 0, 7], [2**31 - 1, -2**31], [2**53 - 1, -(2**63), 2**63 - 1],
    [1, None, 3], [None], [1, 2.0], [np.int64(4), 5],
]


@pytest.mark.parametrize("typ", [pa.int32(), pa.int64()])
@pytest.mark.parametrize("values", _CASES)
def test_an_int_column_is_the_array_arrow_makes_of_it(values, typ):
    try:
        expected = pa.array(values, typ)
    except (OverflowError, pa.ArrowException) as e:
        with pytest.raises(type(e)):
            int_array(values, typ)
        return
    got = int_array(values, typ)
    assert got.type == typ and got.equals(expected) and got.null_count == expected.null_count


def test_a_column_of_another_type_is_left_to_arrow():
    assert int_array(["a", None], pa.string()).equals(pa.array(["a", None], pa.string()))


def test_the_event_rows_int32_columns_hold_the_values():
    values = [0, 3, -1, 2**31 - 1]
    assert _int32s(values).to_pylist() == values
    with pytest.raises(Exception):
        _int32s([2**31])
