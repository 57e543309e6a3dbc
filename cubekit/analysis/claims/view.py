"""How verdicts and claim tables show in a notebook (the texts in the session language)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from cubekit.core.i18n import Msg, tr

if TYPE_CHECKING:
    from cubekit.analysis.claims import ClaimTable
    from cubekit.analysis.claims.base import Verdict


def _section(verdict: Verdict) -> str:
    return Msg("claims.section", {"section": verdict.claim.section_label()}).text()


def verdict_html(verdict: Verdict) -> str:
    from cubekit.core import display

    claim = verdict.claim
    inner = (f"<p><b>{display.prose(claim.text())}</b></p>"
             f"<p>{display.prose(_section(verdict))}: {display.prose(claim.says())}</p>"
             + display.mark(verdict.holds, verdict.describe()))
    example = verdict.example
    if example is not None:
        try:
            final = example.final()
        except ValueError:
            return display.block(inner)
        return display.block(display.with_picture(final, inner))
    return display.block(inner)


def table_html(table: ClaimTable) -> str:
    from cubekit.core import display

    header = ["", tr("claims.column.section"), tr("claims.column.says"),
              tr("claims.column.claim"), tr("claims.column.verdict")]
    rows = []
    for verdict in table.verdicts:
        claim = verdict.claim
        rows.append(("✓" if verdict.holds else "✗", claim.section_label(), claim.says(),
                     claim.text(),
                     verdict.short.text()))
    title = Msg("claims.table", {"game": table.title, "true": table.true_count,
                                 "total": len(table)}).text()
    note = Msg("claims.table.note").text()
    return display.block(f"<h3 style='margin:0.2em 0'>{html.escape(title)}</h3>"
                         + f"<p>{display.prose(note)}</p>" + display.table(header, rows)
                         ).replace('class="cubekit-prose"',
                                   'class="cubekit-prose" style="max-width:72em"', 1)
