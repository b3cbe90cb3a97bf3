"""``handaudit rules`` and the README's table of codes, from the registry."""

from __future__ import annotations

import msgspec

from .codes import GROUPS, all_codes


#: The head of docs/RULES.md: ``handaudit rules --format markdown`` writes the whole file.
_MARKDOWN_HEAD = (
    "# Finding codes",
    "",
    "Generated from `audit/codes.py` by `handaudit rules --format markdown`; "
    "`tests/test_docs.py` checks it is current.",
    "",
)


def render_rules(fmt: str = "text") -> str:
    """Every code: ``text``, ``json`` or ``markdown`` (docs/RULES.md as it is, head included)."""
    codes = all_codes()
    if fmt == "json":
        return msgspec.json.encode([
            {"code": c.name, "severity": c.severity, "group": c.group, "when": c.when,
             "why": c.why, "example": c.example} for c in codes]).decode() + "\n"
    out: list[str] = list(_MARKDOWN_HEAD) if fmt == "markdown" else []
    for group in GROUPS:
        if fmt == "markdown":
            out += [f"### {group}", "", "| code | severity | when | why | example |", "|---|---|---|---|---|"]
        else:
            out += [group, "=" * len(group)]
        for c in codes:
            if c.group != group:
                continue
            if fmt == "markdown":
                cells = (f"`{c.name}`", c.severity, c.when, c.why, c.example)
                out.append("| " + " | ".join(x.replace("|", "\\|") for x in cells) + " |")
            else:
                out += [f"{c.name} ({c.severity})", f"    when:    {c.when}", f"    why:     {c.why}",
                        f"    example: {c.example}", ""]
        out.append("")
    return "\n".join(out)
