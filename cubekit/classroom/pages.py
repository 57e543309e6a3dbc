"""The classroom's own pages: class code, name, teacher's view, projector; every word from the
catalogue (``classroom.*``) in the lesson's language. Pure functions from data to HTML, so that
they can be tested without a server.

>>> "Klassencode" in code_page("de", "/classroom/join", wrong=False)
True
"""

from __future__ import annotations

import html
import urllib.parse
from collections.abc import Callable, Sequence
from typing import Any

from cubekit.classroom.report import QuestionRow, Summary
from cubekit.core.i18n import tr

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 70em; padding: 0 1em;
       color: #222; line-height: 1.4; }
h1 { font-size: 1.8em; margin-bottom: 0.3em; }
form { margin: 1.5em 0; }
input[type=text], input[type=password] { font-size: 1.4em; padding: 0.3em 0.5em; width: 12em; }
button, input[type=submit] { font-size: 1.2em; padding: 0.35em 1em; cursor: pointer; }
.cubekit-bad { color: #b00020; font-weight: 600; }
.cubekit-note { background: #fff4d6; border-left: 5px solid #e0a000; padding: 0.6em 1em; }
table { border-collapse: collapse; margin: 1em 0; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: 0.35em 0.5em; text-align: left;
         vertical-align: top; }
td.num { text-align: right; white-space: nowrap; }
.mark-right { color: #1a7f37; font-weight: 700; }
.mark-wrong { color: #b00020; font-weight: 700; }
.mark-open { color: #999; }
.code { font-family: ui-monospace, monospace; font-size: 2.6em; letter-spacing: 0.12em;
        font-weight: 700; }
.projector { display: flex; gap: 3em; align-items: flex-start; flex-wrap: wrap; }
.projector .address { font-size: 1.6em; word-break: break-all; }
.spotlight { font-size: 1.5em; margin-top: 1.5em; }
"""


def esc(text: object) -> str:
    return html.escape(str(text))


def _words(language: str, part: str) -> Callable[..., str]:
    """``say(key, **params)``: the catalogue's ``classroom.<part>.<key>``, escaped."""
    def say(key: str, **params: Any) -> str:
        return esc(tr(f"classroom.{part}.{key}", language, **params))
    return say


def page(language: str, title: str, body: str, script: str = "") -> str:
    """A whole page: ``title`` (already in the reader's language), ``body`` HTML."""
    return (f"<!DOCTYPE html><html lang='{language}'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{esc(title)}</title><style>{STYLE}</style></head>"
            f"<body>{body}{f'<script>{script}</script>' if script else ''}</body></html>")


def code_page(language: str, next_url: str, *, wrong: bool) -> str:
    """Asks for the class code; ``wrong``: the code given was not the class's."""
    say = _words(language, "page")
    note = (f"<p class='cubekit-bad cubekit-classroom-refused'>{say('code_wrong')}</p>"
            if wrong else f"<p class='cubekit-classroom-refused'>{say('code_needed')}</p>")
    target = html.escape(urllib.parse.quote(next_url, safe="/"), quote=True)
    form = (f"<form method='post' action='?next={target}'>"
            f"<label>{say('code_label')}<br><input type='text' name='password' "
            f"autocomplete='off' autocapitalize='characters' autofocus></label> "
            f"<input type='submit' value='{say('code_submit')}'></form>")
    return page(language, tr("classroom.page.code_title", language),
                f"<h1>{say('code_title')}</h1>{note}{form}")


def refused_page(language: str, key: str) -> str:
    """A short page saying why something was refused (``classroom.page.<key>``)."""
    text = esc(tr(f"classroom.page.{key}", language))
    return page(language, tr("classroom.page.refused_title", language),
                f"<h1>{esc(tr('classroom.page.refused_title', language))}</h1>"
                f"<p class='cubekit-bad cubekit-classroom-refused'>{text}</p>")


def name_page(language: str, lesson: str, *, problem: str = "") -> str:
    """Asks a student for their name (or a nickname), once."""
    say = _words(language, "page")
    bad = f"<p class='cubekit-bad'>{say(problem)}</p>" if problem else ""
    return page(language, tr("classroom.page.name_title", language, lesson=lesson),
                f"<h1>{say('name_title', lesson=lesson)}</h1><p>{say('name_intro')}</p>{bad}"
                f"<form method='post'><label>{say('name_label')}<br>"
                f"<input type='text' name='name' maxlength='40' autofocus "
                f"class='cubekit-classroom-name'></label> "
                f"<input type='submit' value='{say('name_submit')}' "
                f"class='cubekit-classroom-join'></form>")


def problem_note(language: str, problem: str | None) -> str:
    """The teacher's warning when the answers file cannot be written (None: nothing)."""
    if problem is None:
        return ""
    return (f"<p class='cubekit-note cubekit-classroom-problem'>"
            f"{esc(tr(f'classroom.problem.{problem}', language))}</p>")


def _mark(language: str, mark: str) -> str:
    symbol = {"right": "✓", "wrong": "✗", "open": "·"}[mark]
    return (f"<span class='mark-{mark}' title='{esc(tr(f'classroom.mark.{mark}', language))}'>"
            f"{symbol}</span>")


def _question_cells(language: str, row: QuestionRow) -> str:
    say = _words(language, "teacher")
    wrong = (f"{esc(row.wrong_words)} <span class='mark-open'>"
             f"({say('times', n=row.wrong_count)})</span>" if row.wrong_count else "–")
    return (f"<td class='num'>{row.number}</td><td>{esc(row.text)}"
            f"<br><small>{say('right_answer', answer=row.right_answer)}</small>"
            f"<br><small><code>{esc(row.position)}</code></small></td>"
            f"<td class='num cubekit-answered'>{row.answered}</td>"
            f"<td class='num cubekit-right'>{row.right}</td>"
            f"<td class='cubekit-wrong'>{wrong}</td><td>{esc(row.wrong_why) or '–'}</td>"
            f"<td><button class='cubekit-spotlight' data-question='{esc(row.question)}'>"
            f"{say('show')}</button></td>")


def teacher_body(language: str, summary: Summary, problem: str | None) -> str:
    """The live part of the teacher's page (swapped in every few seconds)."""
    say = _words(language, "teacher")
    heads = "".join(f"<th>{say(k)}</th>" for k in
                    ("number", "question", "answered", "right", "common_wrong", "why", "spotlight"))
    rows = "".join(f"<tr class='cubekit-question-row'>{_question_cells(language, row)}</tr>"
                   for row in summary.questions)
    numbers = "".join(f"<th class='num'>{row.number}</th>" for row in summary.questions)
    students = "".join(
        f"<tr class='cubekit-student-row'><td>{esc(s.name)}</td>"
        + "".join(f"<td class='num'>{_mark(language, m)}</td>" for m in s.marks)
        + f"<td class='num'>{s.score}/{len(s.marks)}</td></tr>" for s in summary.students)
    return (problem_note(language, problem)
            + f"<p class='cubekit-classroom-counts'>"
              f"{say('counts', students=len(summary.students), answers=summary.answers)}</p>"
            + f"<h2>{say('questions')}</h2><table class='cubekit-questions'><tr>{heads}</tr>"
              f"{rows}</table>"
            + f"<h2>{say('students')}</h2><table class='cubekit-students'><tr>"
              f"<th>{say('name')}</th>{numbers}<th class='num'>{say('score')}</th></tr>"
              f"{students}</table>")


POLL = """
const poll = async () => {
  try {
    const answer = await fetch(%(api)s, {headers: {'X-Cubekit': '1'}});
    if (answer.ok) { document.getElementById('live').innerHTML = (await answer.json()).html; }
  } catch (error) { /* the next poll tries again */ }
};
poll(); setInterval(poll, %(every)d);
"""


def teacher_page(language: str, lesson: str, body: str, links: Sequence[tuple[str, str]]
                 ) -> str:
    """The teacher's page: the live results, a button per question that puts its
    explanation on the projector, and links (projector, CSV)."""
    say = _words(language, "teacher")
    nav = " · ".join(f"<a href='{esc(url)}' target='_blank'>{esc(text)}</a>"
                     for text, url in links)
    script = POLL % {"api": "'api/results'", "every": 2000} + """
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button.cubekit-spotlight');
  if (!button) return;
  await fetch('api/spotlight', {method: 'POST', headers: {'X-Cubekit': '1',
      'Content-Type': 'application/json'},
      body: JSON.stringify({question: button.dataset.question})});
  button.classList.add('cubekit-shown');
});
"""
    return page(language, tr("classroom.teacher.title", language, lesson=lesson),
                f"<h1>{say('title', lesson=lesson)}</h1><p>{nav}</p>"
                f"<div id='live'>{body}</div>", script)


def spotlight_html(language: str, row: QuestionRow | None) -> str:
    """What the projector shows of one question: the question, the right answer, how the
    class answered, and the most common wrong answer with the kit's explanation."""
    if row is None:
        return ""
    say = _words(language, "projector")
    wrong = (f"<p>{say('common_wrong', answer=row.wrong_words, n=row.wrong_count)}</p>"
             f"<p>{esc(row.wrong_why)}</p>" if row.wrong_count else "")
    return (f"<div class='spotlight cubekit-spotlight-shown'>"
            f"<h2>{say('question', number=row.number)} {esc(row.text)}</h2>"
            f"<p><b>{say('right_answer', answer=row.right_answer)}</b></p>"
            f"<p>{say('counts', answered=row.answered, right=row.right)}</p>{wrong}</div>")


def projector_page(language: str, lesson: str, address: str, qr_svg: str, code: str,
                   lesson_url: str) -> str:
    """The projector: the address and its QR code, the class code, and the question the
    teacher puts up."""
    say = _words(language, "projector")
    body = (f"<h1>{say('title', lesson=lesson)}</h1><div class='projector'>"
            f"<div class='cubekit-qr'>{qr_svg}</div><div><p>{say('scan')}</p>"
            f"<p class='address cubekit-address'>{esc(address)}</p>"
            f"<p>{say('code')}</p><p class='code cubekit-class-code'>{esc(code)}</p>"
            f"<p><a href='{esc(lesson_url)}' target='_blank'>{say('lesson')}</a></p></div></div>"
            f"<div id='live'></div>")
    return page(language, tr("classroom.projector.title", language, lesson=lesson), body,
                POLL % {"api": "'api/spotlight'", "every": 2000})


WATCHDOG = """
(() => {
  const config = JSON.parse(document.getElementById('jupyter-config-data')?.textContent || '{}');
  const banner = (text) => {
    let box = document.getElementById('cubekit-classroom-banner');
    if (!box) {
      box = document.createElement('div');
      box.id = 'cubekit-classroom-banner';
      box.style = 'position:fixed;top:0;left:0;right:0;z-index:10000;padding:0.8em 1em;' +
        'background:#fff4d6;border-bottom:3px solid #e0a000;font:1.2em system-ui,sans-serif';
      document.body.appendChild(box);
    }
    box.textContent = text;
  };
  let lost = false;
  const watch = async () => {
    const kernel = config.kernelId;
    if (!kernel) return;
    try {
      const answer = await fetch('%(base)sclassroom/api/kernel/' + kernel,
                                 {headers: {'X-Cubekit': '1'}});
      const state = answer.ok ? (await answer.json()).state : 'gone';
      if (state === 'ok') {
        if (lost) { document.getElementById('cubekit-classroom-banner')?.remove(); lost = false; }
        return;
      }
      banner(%(restarted)s);
      setTimeout(() => window.location.reload(), 2500);
    } catch (error) { lost = true; banner(%(lost)s); }
  };
  setInterval(watch, 3000);
})();
"""


def watchdog_script(language: str, base_url: str) -> str:
    """The script added to each lesson page: when the student's kernel died and was
    replaced, or the connection is lost, the page says so in words (and reloads onto a new
    kernel, which gives the student's answers back)."""
    import json

    return "<script>" + WATCHDOG % {
        "base": base_url,
        "restarted": json.dumps(tr("classroom.lesson.restarted", language)),
        "lost": json.dumps(tr("classroom.lesson.lost", language))} + "</script>"


__all__ = ["code_page", "name_page", "page", "projector_page", "refused_page",
           "spotlight_html", "teacher_body", "teacher_page", "watchdog_script"]
