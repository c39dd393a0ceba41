"""Enums print as their names and still behave as the ints they are.

From Python 3.11 on, ``str()`` and f-strings of a plain ``IntEnum`` give its value
(``print(slot.kind)`` printed ``0``); the package's enums print ``SlotKind.ITEM`` on every
version, while ``int()``, ``==`` with an int, ``%d`` and a number's format spec give the value.
"""

from __future__ import annotations

import copy
import enum
import pickle

import pytest

import buttongroup
from buttongroup import ButtonGroup, Item, SlotKind, State, Status, enums

ENUMS = [cls for cls in vars(enums).values() if isinstance(cls, type) and issubclass(cls, enum.Enum)
         and cls.__name__ in enums.__all__]


def test_every_exported_enum_is_one_of_the_package() -> None:
    assert len(ENUMS) == 32
    for cls in ENUMS:
        assert getattr(buttongroup, cls.__name__) is cls


@pytest.mark.parametrize("cls", ENUMS, ids=lambda cls: cls.__name__)
def test_members_print_as_their_names(cls: type[enum.IntEnum]) -> None:
    for member in cls:
        name = f"{cls.__name__}.{member.name}"
        assert str(member) == name
        assert f"{member}" == name
        assert "{}".format(member) == name
        assert "%s" % member == name
        assert f"{member:>40}" == f"{name:>40}"  # a width or an alignment pads the name


@pytest.mark.parametrize("cls", ENUMS, ids=lambda cls: cls.__name__)
def test_members_are_still_their_values(cls: type[enum.IntEnum]) -> None:
    for member in cls:
        value = member.value
        assert type(value) is int
        assert int(member) == value and member == value and hash(member) == hash(value)
        assert "%d" % member == str(value)
        assert f"{member:d}" == str(value)
        assert f"{member:+04d}" == f"{value:+04d}"
        assert cls(value) is member
        assert repr(member) == f"<{cls.__name__}.{member.name}: {value}>"
        assert pickle.loads(pickle.dumps(member)) is member
        assert copy.deepcopy(member) is member


def test_a_slot_kind_read_from_a_layout_prints_its_name() -> None:
    with ButtonGroup([Item("Pay"), Item("Transfer"), Item("History"), Item("Settings")]) as group:
        kinds = [slot.kind for slot in group.layout(320).slots]
    assert [str(kind) for kind in kinds] == ["SlotKind.ITEM", "SlotKind.ITEM", "SlotKind.MORE"]
    assert kinds == [0, 0, 1]
    assert f"{kinds[-1]} is slot kind {kinds[-1]:d}" == "SlotKind.MORE is slot kind 1"


def test_state_flags_print_every_flag_set() -> None:
    focused_and_disabled = State.FOCUSED | State.DISABLED
    assert str(focused_and_disabled) == "State.FOCUSED|DISABLED"
    assert f"{focused_and_disabled}" == "State.FOCUSED|DISABLED"
    assert str(State(0)) == "State(0)"  # the normal state: no flag
    assert f"{focused_and_disabled:d}" == "6" and f"{focused_and_disabled:#x}" == "0x6"
    assert "%d" % focused_and_disabled == "6" and focused_and_disabled == 6
    assert str(State(2 | 16)) == "State.FOCUSED|16"  # a bit this package does not know: its value


def test_statuses_name_themselves() -> None:
    assert str(Status.NO_MEMORY) == "Status.NO_MEMORY"
    assert Status.NO_MEMORY == -10 and f"{Status.NO_MEMORY:d}" == "-10"
