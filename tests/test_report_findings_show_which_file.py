"""The findings pages tell the files apart: each finding's file is shown relative to the folder
every file of the store is in (two files named club.jsonl in two folders show a/club.jsonl and
b/club.jsonl), with the whole path as its title, on the page and in findings-data.js.  A record
set aside has no hand page: this column is the only way to find it."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from audit.report import write_report
from audit.report_data import common_folder
from audit.store import ingest

from .conftest import FIXTURES
from .test_report_browser import browser  # noqa: F401 - the headless Chromium fixture (skips without it)
from .test_report_browser import wait_filtered

CODES = FIXTURES / "codes"


def _site(tmp: Path, logs: Path) -> Path:
    ingest([str(logs)], tmp / "d.duckdb", 1, None)
    write_report(tmp / "d.duckdb", tmp / "site", jobs=1)
    return tmp / "site"


def _data(site: Path) -> dict:
    text = (site / "findings-data.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("{"):text.rstrip().rindex("}") + 1])


def test_two_files_of_the_same_name_show_their_folders(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    for sub, fixture in (("a", "out-of-turn.jsonl"), ("b", "wrong-amount.jsonl"), ("b/old", "malformed.jsonl")):
        (logs / sub).mkdir(parents=True)
        shutil.copy(CODES / fixture, logs / sub / "club.jsonl")
    site = _site(tmp_path, logs)
    page = (site / "findings.html").read_text(encoding="utf-8")
    cells = re.findall(r'<td class="w" title="([^"]*)">([^<]*):(\d+)</td>', page)
    folder = str(logs.resolve()) + "/"
    assert {(title, shown) for title, shown, _ in cells} == {
        (folder + "a/club.jsonl", "a/club.jsonl"), (folder + "b/club.jsonl", "b/club.jsonl"),
        (folder + "b/old/club.jsonl", "b/old/club.jsonl")}
    assert f'relative to <code id="folder">{folder}</code>' in page
    data = _data(site)
    assert data["folder"] == folder
    k = data["keys"].index("file")
    assert sorted({r[k] for r in data["rows"]}) == ["a/club.jsonl", "b/club.jsonl", "b/old/club.jsonl"]
    malformed = [r for r in data["rows"] if r[data["keys"].index("code")] == "malformed"]
    assert malformed and {r[k] for r in malformed} == {"b/old/club.jsonl"}


def test_one_file_shows_its_name_and_its_path_as_title(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    shutil.copy(CODES / "wrong-amount.jsonl", logs / "club.jsonl")
    site = _site(tmp_path, logs / "club.jsonl")
    page = (site / "findings.html").read_text(encoding="utf-8")
    path = str((logs / "club.jsonl").resolve())
    assert set(re.findall(r'<td class="w" title="([^"]*)">([^<]*):\d+</td>', page)) == {(path, "club.jsonl")}
    assert _data(site)["folder"] == path[:-len("club.jsonl")]


@pytest.mark.parametrize("files, folder", [
    (["/x/logs/a/club.jsonl", "/x/logs/b/club.jsonl"], "/x/logs/"),
    (["/x/logs/a/club.jsonl"], "/x/logs/a/"),
    (["/x/logs/club.jsonl", "/x/logs/club.jsonl2/c.jsonl"], "/x/logs/"),
    (["/x/ab/c.jsonl", "/x/ac/c.jsonl"], "/x/"),                # whole folder names, not a common prefix
    (["/x/c.jsonl", "/y/c.jsonl"], ""),                         # only the root: the paths as they are
    (["logs/c.jsonl", "/y/c.jsonl"], ""),
    ([], ""),
])
def test_the_common_folder_of_the_files(files: list[str], folder: str) -> None:
    assert common_folder(files) == folder


def test_rows_the_filter_shows_say_which_file_too(browser, tmp_path: Path) -> None:  # noqa: F811
    """The rows the script builds from findings-data.js (a filter is chosen) show the same file
    text and title as the page's own rows."""
    logs = tmp_path / "logs"
    for sub, fixture in (("a", "wrong-amount.jsonl"), ("b", "wrong-amount.jsonl")):
        (logs / sub).mkdir(parents=True)
        text = (CODES / fixture).read_text(encoding="utf-8").replace('"wrong-amount-1"', f'"wrong-amount-{sub}"')
        (logs / sub / "club.jsonl").write_text(text, encoding="utf-8")
    site = _site(tmp_path, logs)
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((site / "findings.html").as_uri() + "#code=wrong-amount")
    wait_filtered(page)
    cells = page.locator("#rows tr td:nth-child(9)")
    folder = str(logs.resolve()) + "/"
    shown = {(cells.nth(i).inner_text(), cells.nth(i).get_attribute("title")) for i in range(cells.count())}
    assert {(text.split(":")[0], title) for text, title in shown} == {
        ("a/club.jsonl", folder + "a/club.jsonl"), ("b/club.jsonl", folder + "b/club.jsonl")}
    assert not errors
    page.close()
